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
        addc (8|M0)              r11.0<1>:ud   r4.0<0;1,0>:ud    r5.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
        mov (16|M16)             r9.0<1>:d     r2.0<1;1,0>:uw                  
        add (8|M0)               r15.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud   {I@3}
        addc (8|M8)              r12.0<1>:ud   r4.0<0;1,0>:ud    r6.0<1;1,0>:ud   {AccWrEn}
        shl (16|M0)              r23.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted}
        add (8|M8)               r16.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud  
        addc (8|M16)             r13.0<1>:ud   r4.0<0;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,I@5}
        shl (16|M16)             r25.0<1>:d    r9.0<1;1,0>:d     2:w               {Compacted}
        add (8|M16)              r17.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud  
        addc (8|M24)             r14.0<1>:ud   r4.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn}
        add (16|M0)              r19.0<1>:d    r11.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@7}
        add (16|M16)             r21.0<1>:d    r13.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
(W)     mov (1|M0)               r4.2<1>:d     0:w                              
        add (8|M24)              r18.0<1>:ud   acc0.0<1;1,0>:ud  r4.1<0;1,0>:ud  
L512:
        add (16|M0)              r27.0<1>:d    r4.2<0;1,0>:d     r19.0<1;1,0>:d   {Compacted,I@2}
        add (16|M16)             r29.0<1>:d    r4.2<0;1,0>:d     r21.0<1;1,0>:d   {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r8.1<0;1,0>:d                    {A@1}
        shl (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    2:w               {Compacted,I@3}
        shl (16|M16)             r29.0<1>:d    r29.0<1;1,0>:d    2:w               {Compacted,I@3}
        and (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    16380:w               {I@2}
        and (16|M16)             r29.0<1>:d    r29.0<1;1,0>:d    16380:w               {I@2}
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (16|M0)         r31      r27     null:0  a0.0        0x24280500           {ExBSO,A@2,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (16|M16)        r33      r29     null:0  a0.0        0x24280500           {ExBSO,A@1,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r35.0<1>:d    r4.2<0;1,0>:d     r23.0<1;1,0>:d   {Compacted}
        add (16|M16)             r37.0<1>:d    r4.2<0;1,0>:d     r25.0<1;1,0>:d   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x3:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.2<0;1,0>:ud    0x3:uw             
        shl (16|M0)              r35.0<1>:d    r35.0<1;1,0>:d    2:w               {Compacted,I@4}
        shl (16|M16)             r37.0<1>:d    r37.0<1;1,0>:d    2:w               {Compacted,I@4}
        sync.nop                             null                             {Compacted,$5.dst}
        send.slm (16|M0)         null     r35     r31:2   0x0            0x040E0504           {A@2,$3} // wr:2+2, rd:0; store.slm.d32.a32
        sync.nop                             null                             {Compacted,$6.dst}
        send.slm (16|M16)        null     r37     r33:2   0x0            0x040E0504           {A@1,$4} // wr:2+2, rd:0; store.slm.d32.a32
(~f0.0) goto (32|M0)                         L808                  L808                
L776:
(W)     add (1|M0)               r4.2<1>:d     r4.2<0;1,0>:d     1:w              
(W)     jmpi                                 L512                                
L808:
        join (32|M0)                         L824                                
L824:
(W)     send.slm (1|M0)          r39      r3      null:0  0x0            0x0210001F           {$7} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r40.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r40.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r39.0<1;1,0>:ud                  {$7.dst}
(W)     send.gtwy (1|M0)         null     r40     null:0  0x0            0x02000004           {A@2,$8} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        shl (16|M0)              r41.0<1>:d    r23.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r43.0<1>:d    r25.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (1|M0)               r4.3<1>:d     1008:w                              
(W)     mov (1|M0)               r4.4<1>:d     12:w                              
(W)     mov (1|M0)               a0.0<1>:ud    r8.0<0;1,0>:d                    {A@1}
        bfn.0xF8 (16|M0)         r45.0<1>:ud   r41.0<1;0>:ud     r4.3<0;0>:ud      r4.4<0>:ud       {I@2} // s0&s1|s2
        bfn.0xF8 (16|M16)        r47.0<1>:ud   r43.0<1;0>:ud     r4.3<0;0>:ud      r4.4<0>:ud       // s0&s1|s2
        send.slm (16|M0)         r49      r45     null:0  0x0            0x04280500           {A@2,$9} // wr:2+0, rd:2; load.slm.d32.a32
        send.slm (16|M16)        r51      r47     null:0  0x0            0x04280500           {A@1,$10} // wr:2+0, rd:2; load.slm.d32.a32
        shl (16|M0)              r53.0<1>:d    r19.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r55.0<1>:d    r21.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        send.ugm (16|M0)         null     r53     r49:2   a0.0        0x240E0504           {ExBSO,A@2,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M16)        null     r55     r51:2   a0.0        0x240E0504           {ExBSO,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1120:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x57F3C487:ud                             
(W)     mov (16|M0)              null<1>:ud    0xF0422297:ud                             
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
