L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r5.2<0;1,0>:d     0:w               {A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r4.3<0;1,0>:d     r2.2<0;1,0>:uw   {I@3}
(W)     mach (1|M0)              r3.0<1>:d     r4.3<0;1,0>:d     r2.1<0;1,0>:d    {$1.dst}
        add3 (16|M0)             r7.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
(f0.1)  goto (16|M0)                         L416                  L416                
L384:
        mov (16|M0)              r9.0<1>:ud    0x0:ud                             
        goto (16|M0)                         L416                  L624                
L416:
        join (16|M0)                         L624                                
L432:
(W)     mul (1|M0)               acc0.0<1>:d   r2.1<0;1,0>:d     r5.10<0;1,0>:uw 
(W)     mach (1|M0)              r5.0<1>:d     r2.1<0;1,0>:d     r5.5<0;1,0>:d   
        mov (16|M0)              r9.0<1>:f     0.0:f                               {Compacted,I@5}
(W)     mov (1|M0)               r3.2<1>:d     0:w                              
(W)     shl (1|M0)               r3.1<1>:d     r5.0<0;1,0>:d     2:w               {Compacted,I@2}
L496:
(W)     shl (1|M0)               r3.3<1>:d     r3.2<0;1,0>:d     6:w               {I@2}
(W)     mov (1|M0)               a0.0<1>:ud    r6.1<0;1,0>:d                    {A@1}
(W)     add3 (1|M0)              r13.0<1>:d    r3.1<0;0>:d       r5.4<0;0>:d       r3.3<0>:d        {I@2}
(W)     add (1|M0)               r3.2<1>:d     r3.2<0;1,0>:d     1:w              
(W)     send.ugm (1|M0)          r11      r13     null:0  a0.0        0x2228D500           {ExBSO,A@2,$3} // wr:1+0, rd:2; load.ugm.d32x16t.a32.ca.ca.bss[a0.0]
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r3.2<0;1,0>:d     r5.2<0;1,0>:d    {I@1}
        sync.nop                             null                             {Compacted,$3.dst}
        add (16|M0)              r9.0<1>:f     r9.0<1;1,0>:f     r11.0<1;1,0>:f   {Compacted,F@1}
(f0.0)  goto.b (16|M0)                       L624                  L496                
L624:
        join (16|M0)                         L640                                
L640:
        shl (16|M0)              r14.0<1>:d    r7.0<1;1,0>:d     2:w               {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r6.0<0;1,0>:d                    {A@1}
        add (16|M0)              r14.0<1>:d    r14.0<1;1,0>:d    r5.3<0;1,0>:d    {Compacted,I@2}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        send.ugm (16|M0)         null     r14     r9:2    a0.0        0x240E0504           {ExBSO,A@1,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L712:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x21470029:ud                             
(W)     mov (16|M0)              null<1>:ud    0xDDA9D8DD:ud                             
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
        illegal                
