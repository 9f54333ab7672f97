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
(W)     mul (1|M0)               acc0.0<1>:d   r7.3<0;1,0>:d     r3.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r4.0<1>:d     r7.3<0;1,0>:d     r3.1<0;1,0>:d   
        sync.nop                             null                             {Compacted,$1.dst}
        add3 (16|M0)             r5.0<1>:d     r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d        {I@1}
        add3 (16|M16)            r9.0<1>:d     r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
        sync.nop                             null                             {Compacted,$2.dst}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r5.0<1;1,0>:ud    r8.2<0;1,0>:ud   {I@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r9.0<1;1,0>:ud    r8.2<0;1,0>:ud   {I@2}
(~f1.0) goto (32|M0)                         L704                  L704                
L416:
(W)     mov (1|M0)               r4.1<1>:f     2.0:f                               {Compacted}
L424:
        add (16|M0)              r19.0<1>:d    r5.0<1;1,0>:d     r8.2<0;1,0>:d    {Compacted}
        add (16|M16)             r21.0<1>:d    r9.0<1;1,0>:d     r8.2<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r8.7<0;1,0>:d                    {A@1}
        shl (16|M0)              r11.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted,$3.src}
        shl (16|M16)             r13.0<1>:d    r9.0<1;1,0>:d     2:w               {Compacted,$4.src}
        shl (16|M0)              r19.0<1>:d    r19.0<1;1,0>:d    2:w               {Compacted,I@5}
        shl (16|M16)             r21.0<1>:d    r21.0<1;1,0>:d    2:w               {Compacted,I@5}
        send.ugm (16|M0)         r15      r11     null:0  a0.0        0x24280500           {ExBSO,A@4,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r13     null:0  a0.0        0x24280500           {ExBSO,A@3,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r23      r19     null:0  a0.0        0x24280500           {ExBSO,A@2,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r25      r21     null:0  a0.0        0x24280500           {ExBSO,A@1,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r5.0<1>:d     r5.0<1;1,0>:d     r8.3<0;1,0>:d    {Compacted}
        add (16|M16)             r9.0<1>:d     r9.0<1;1,0>:d     r8.3<0;1,0>:d    {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r8.6<0;1,0>:d                    {A@1}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r5.0<1;1,0>:ud    r8.2<0;1,0>:ud   {I@3}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r9.0<1;1,0>:ud    r8.2<0;1,0>:ud   {I@3}
        sync.allwr                           ($5,$7)                
        mad (16|M0)              r27.0<1>:f    r23.0<1;0>:f      r15.0<1;0>:f      r4.1<0>:f        {Compacted,F@1}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M16)             r29.0<1>:f    r25.0<1;0>:f      r17.0<1;0>:f      r4.1<0>:f        {Compacted,$6.dst}
        send.ugm (16|M0)         null     r11     r27:2   a0.0        0x240E0504           {ExBSO,A@2,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r13     r29:2   a0.0        0x240E0504           {ExBSO,A@1,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(f0.0)  goto.b (32|M0)                       L704                  L424                
L704:
        join (32|M0)                         L720                                
L720:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L744:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x52740719:ud                             
(W)     mov (16|M0)              null<1>:ud    0xDF33E010:ud                             
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
