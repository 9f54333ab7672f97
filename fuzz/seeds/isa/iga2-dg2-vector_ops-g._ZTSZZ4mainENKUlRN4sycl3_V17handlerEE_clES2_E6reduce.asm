L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
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
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r4.3<0;1,0>:d     r2.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r3.0<1>:d     r4.3<0;1,0>:d     r2.1<0;1,0>:d    {$1.dst}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r5.4<0;1,0>:d                    {A@1}
        add3 (16|M0)             r6.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     2:w               {Compacted,I@1}
        add (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     r5.2<0;1,0>:d    {Compacted,I@1}
        send.ugm (16|M0)         r8       r6      null:0  a0.0        0x24280500           {ExBSO,A@1,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                              
(W)     add (8|M0)               r10.8<1>:w    r10.0<1;1,0>:w    8:w               {I@1}
        cmp (16|M0)   (eq)f0.0   null<1>:w     r10.0<1;1,0>:w    0:w               {I@1}
(W)     mov (8|M0)               r11.0<2>:ud   r8.1<2;1,0>:ud                   {$3.dst}
(W)     mov (8|M0)               r11.1<2>:ud   r8.0<2;1,0>:ud                  
        add (16|M0)              r13.0<1>:f    r8.0<1;1,0>:f     r11.0<1;1,0>:f   {Compacted,A@1}
(W)     mov (4|M0)               r15.0<4>:ud   r13.2<4;1,0>:ud                  {F@1}
(W)     mov (4|M0)               r15.2<4>:ud   r13.0<4;1,0>:ud                 
(W)     mov (4|M0)               r15.1<4>:ud   r13.3<4;1,0>:ud                 
(W)     mov (4|M0)               r15.3<4>:ud   r13.1<4;1,0>:ud                 
        add (16|M0)              r13.0<1>:f    r13.0<1;1,0>:f    r15.0<1;1,0>:f   {Compacted,A@1}
(W)     mov (4|M0)               r17.0<1>:ud   r13.4<1;1,0>:ud                  {F@1}
(W)     mov (4|M0)               r17.4<1>:ud   r13.0<1;1,0>:ud                 
(W)     mov (4|M0)               r18.0<1>:ud   r14.4<1;1,0>:ud                 
(W)     mov (4|M0)               r18.4<1>:ud   r14.0<1;1,0>:ud                 
        add (16|M0)              r13.0<1>:f    r13.0<1;1,0>:f    r17.0<1;1,0>:f   {Compacted,A@1}
(W)     mov (8|M0)               r19.0<1>:f    r14.0<1;1,0>:f                   {Compacted,F@1}
(W)     mov (8|M0)               r20.0<1>:f    r13.0<1;1,0>:f                   {Compacted}
        add (16|M0)              r21.0<1>:f    r13.0<1;1,0>:f    r19.0<1;1,0>:f   {Compacted,F@1}
(~f0.0) goto (16|M0)                         L720                  L720                
L664:
(W)     shl (1|M0)               r5.0<1>:ud    r2.1<0;1,0>:d     2:w              
(W)     mov (1|M0)               a0.0<1>:ud    r5.3<0;1,0>:d                    {A@1}
        mov (16|M0)              r23.0<1>:f    r5.0<0;1,0>:f                    {Compacted,I@2}
        send.ugm (16|M0)         null     r23     r21:2   a0.0        0x240E0504           {ExBSO,A@1,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
L720:
        join (16|M0)                         L736                                
L736:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L760:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
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
        illegal                
