L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     shl (1|M0)               r4.0<1>:d     r3.1<0;1,0>:d     6:w               {Compacted,A@1}
        mov (16|M0)              r5.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
(W)     shr (1|M0)               r4.1<1>:ud    r3.1<0;1,0>:ud    26:w              
        addc (8|M0)              r27.0<1>:ud   r4.0<0;1,0>:ud    r5.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
        mov (16|M16)             r25.0<1>:d    r2.0<1;1,0>:uw                  
        add (8|M0)               r31.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud   {I@3}
        addc (8|M8)              r28.0<1>:ud   r4.0<0;1,0>:ud    r6.0<1;1,0>:ud   {AccWrEn}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r8.1<0;1,0>:d                    {A@1}
        add (8|M8)               r32.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud  
        addc (8|M16)             r29.0<1>:ud   r4.0<0;1,0>:ud    r25.0<1;1,0>:ud  {AccWrEn,I@5}
        add (16|M0)              r35.0<1>:d    r27.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@4}
        add (8|M16)              r33.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud  
        addc (8|M24)             r30.0<1>:ud   r4.0<0;1,0>:ud    r26.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r43.0<1>:d    r35.0<1;1,0>:d    2:w               {Compacted,I@3}
        add (16|M16)             r37.0<1>:d    r29.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
        shl (16|M16)             r45.0<1>:d    r37.0<1;1,0>:d    2:w               {Compacted,I@1}
        add (16|M0)              r55.0<1>:d    r43.0<1;1,0>:d    4:w               {Compacted}
        add (16|M0)              r59.0<1>:d    r43.0<1;1,0>:d    8:w               {Compacted}
        add (16|M0)              r63.0<1>:d    r43.0<1;1,0>:d    12:w               {Compacted}
        add (16|M16)             r57.0<1>:d    r45.0<1;1,0>:d    4:w               {Compacted,I@4}
        add (16|M16)             r61.0<1>:d    r45.0<1;1,0>:d    8:w               {Compacted}
        add (16|M16)             r65.0<1>:d    r45.0<1;1,0>:d    12:w               {Compacted}
        and (16|M0)              r47.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (16|M16)             r49.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (16|M0)              r55.0<1>:d    r55.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r59.0<1>:d    r59.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r63.0<1>:d    r63.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r57.0<1>:d    r57.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r61.0<1>:d    r61.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r65.0<1>:d    r65.0<1;1,0>:d    16380:w               {I@7}
        send.ugm (16|M0)         r9       r47     null:0  a0.0        0x24280500           {ExBSO,A@7,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r49     null:0  a0.0        0x24280500           {ExBSO,A@7,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r55     null:0  a0.0        0x24280500           {ExBSO,A@6,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r13      r59     null:0  a0.0        0x24280500           {ExBSO,A@5,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r15      r63     null:0  a0.0        0x24280500           {ExBSO,A@4,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r19      r57     null:0  a0.0        0x24280500           {ExBSO,A@3,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r61     null:0  a0.0        0x24280500           {ExBSO,A@2,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r23      r65     null:0  a0.0        0x24280500           {ExBSO,A@1,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        shl (16|M0)              r39.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted}
        shl (16|M16)             r41.0<1>:d    r25.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r51.0<1>:d    r39.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r53.0<1>:d    r41.0<1;1,0>:d    2:w               {Compacted,I@2}
        sync.allwr                           ($5,$6,$7)                
        send.slm (16|M0)         null     r51     r9:8    0x0            0x040E3504           {A@2,$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.allwr                           ($8,$9,$10)                
        send.slm (16|M16)        null     r53     r17:8   0x0            0x040E3504           {A@1,$4} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (8|M24)              r34.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud  
(W)     send.slm (1|M0)          r67      r3      null:0  0x0            0x0210001F           {$11} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r68.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r68.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r67.0<1;1,0>:ud                  {$11.dst}
(W)     send.gtwy (1|M0)         null     r68     null:0  0x0            0x02000004           {A@2,$12} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               r4.2<1>:d     1008:w                              
(W)     mov (1|M0)               r4.3<1>:d     12:w                              
(W)     mov (1|M0)               a0.0<1>:ud    r8.0<0;1,0>:d                    {A@1}
        bfn.0xF8 (16|M0)         r69.0<1>:ud   r51.0<1;0>:ud     r4.2<0;0>:ud      r4.3<0>:ud       {I@2} // s0&s1|s2
        bfn.0xF8 (16|M16)        r71.0<1>:ud   r53.0<1;0>:ud     r4.2<0;0>:ud      r4.3<0>:ud       // s0&s1|s2
        send.slm (16|M0)         r73      r69     null:0  0x0            0x04280500           {A@2,$13} // wr:2+0, rd:2; load.slm.d32.a32
        send.slm (16|M16)        r75      r71     null:0  0x0            0x04280500           {A@1,$14} // wr:2+0, rd:2; load.slm.d32.a32
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        send.ugm (16|M0)         null     r43     r73:2   a0.0        0x240E0504           {ExBSO,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r45     r75:2   a0.0        0x240E0504           {ExBSO,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1176:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x38A07992:ud                             
(W)     mov (16|M0)              null<1>:ud    0x87D05F97:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x2:ud                             
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
