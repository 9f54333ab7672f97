L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r5.4<0;1,0>:d     0:w               {A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r2.2<0;1,0>:uw   {I@3}
(W)     mach (1|M0)              r3.0<1>:d     r6.3<0;1,0>:d     r2.1<0;1,0>:d    {$1.dst}
        add3 (16|M0)             r7.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
(f0.0)  goto (16|M0)                         L400                  L400                
L368:
        mov (16|M0)              r9.0<1>:ud    0x0:ud                             
        goto (16|M0)                         L400                  L576                
L400:
        join (16|M0)                         L576                                
L416:
(W)     mul (1|M0)               acc0.0<1>:d   r2.1<0;1,0>:d     r6.0<0;1,0>:uw   {Compacted}
(W)     mach (1|M0)              r5.0<1>:d     r2.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}
        mov (16|M0)              r9.0<1>:f     0.0:f                               {Compacted,I@5}
(W)     mov (1|M0)               r3.2<1>:d     0:w                              
(W)     shl (1|M0)               r3.1<1>:d     r5.0<0;1,0>:d     2:w               {Compacted,I@2}
L464:
(W)     shl (1|M0)               r3.3<1>:d     r3.2<0;1,0>:d     6:w               {I@2}
(W)     add (1|M0)               r3.2<1>:d     r3.2<0;1,0>:d     1:w              
(W)     add3 (1|M0)              r13.2<1>:d    r3.1<0;0>:d       r5.5<0;0>:d       r3.3<0>:d        {I@2}
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r3.2<0;1,0>:d     r5.4<0;1,0>:d    {I@2}
(W)     send.dc0 (16|M0)         r11      r13     null:0  0x0            0x02284301           {A@2,$3} // wr:1h+0, rd:2; oword aligned block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        add (16|M0)              r9.0<1>:f     r9.0<1;1,0>:f     r11.0<1;1,0>:f   {Compacted,F@1}
(f0.1)  goto.b (16|M0)                       L576                  L464                
L576:
        join (16|M0)                         L592                                
L592:
        shl (16|M0)              r14.0<1>:d    r7.0<1;1,0>:d     2:w               {Compacted}
        send.dc1 (16|M0)         null     r14     r9:2    0x0            0x04025E00           {A@1,$4} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r16      r2      null:0  0x0            0x0214031F           {$5} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r16.0<1;1,0>:ud                  {$5.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L672:
        nop                    
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
