L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1}
(W)     mov (8|M0)               r2.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r127  null:0  0xFF000000            0x6219D500           {A@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r3       r127  null:0  0xFF000000            0x6219C500           {I@1,$1} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.cc.bti[255]
(W)     mov (16|M0)              r4.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r37.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r39.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
(W)     mov (8|M0)               r13.0<1>:w    0x76543210:v                              
        add (16|M0)              r41.0<1>:q    r6.0<0;1,0>:q     r37.0<4;1,0>:uw  {I@2}
        add (16|M16)             r43.0<1>:q    r6.0<0;1,0>:q     r39.0<4;1,0>:uw 
        add (16|M0)              r45.0<1>:q    r41.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r47.0<1>:q    r43.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        shl (16|M0)              r49.0<1>:q    r45.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r51.0<1>:q    r47.0<1;1,0>:q    2:w               {Compacted,I@2}
        add (16|M0)              r7.0<1>:q     r49.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,@2,$1.dst}
        add (16|M16)             r9.0<1>:q     r51.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r11      r7  null:0  0x0            0x08200580           {I@1,$2} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (8|M0)               r13.8<1>:w    r13.0<1;1,0>:w    8:w              
(W)     add (16|M0)              r13.16<1>:w   r13.0<1;1,0>:w    16:w               {I@1}
        cmp (32|M0)   (eq)f0.0   null<2>:w     r13.0<1;1,0>:w    0:w               {I@1}
(W)     mov (16|M0)              r14.0<2>:ud   r11.1<2;1,0>:ud                  {Compacted,$2.dst}
(W)     mov (16|M0)              r14.1<2>:ud   r11.0<2;1,0>:ud                  {Compacted}
        add (32|M0)              r16.0<1>:f    r11.0<1;1,0>:f    r14.0<1;1,0>:f   {I@1}
(W)     mov (8|M0)               r18.0<4>:ud   r16.2<4;1,0>:ud                  {F@1}
(W)     mov (8|M0)               r18.2<4>:ud   r16.0<4;1,0>:ud                 
(W)     mov (8|M0)               r18.1<4>:ud   r16.3<4;1,0>:ud                 
(W)     mov (8|M0)               r18.3<4>:ud   r16.1<4;1,0>:ud                 
        add (32|M0)              r20.0<1>:f    r16.0<1;1,0>:f    r18.0<1;1,0>:f   {Compacted,I@1}
(W)     mov (4|M0)               r22.0<1>:ud   r20.4<1;1,0>:ud                  {Compacted,F@1}
(W)     mov (4|M0)               r22.4<1>:ud   r20.0<1;1,0>:ud                 
(W)     mov (4|M0)               r22.8<1>:ud   r20.12<1;1,0>:ud                
(W)     mov (4|M0)               r22.12<1>:ud  r20.8<1;1,0>:ud                 
(W)     mov (4|M0)               r23.0<1>:ud   r21.4<1;1,0>:ud                  {Compacted}
(W)     mov (4|M0)               r23.4<1>:ud   r21.0<1;1,0>:ud                  {Compacted}
(W)     mov (4|M0)               r23.8<1>:ud   r21.12<1;1,0>:ud                
(W)     mov (4|M0)               r23.12<1>:ud  r21.8<1;1,0>:ud                 
        add (32|M0)              r24.0<1>:f    r20.0<1;1,0>:f    r22.0<1;1,0>:f   {Compacted,I@1}
(W)     mov (8|M0)               r28.0<1>:ud   r24.8<1;1,0>:ud                  {Compacted,F@1}
(W)     mov (8|M0)               r28.8<1>:ud   r24.0<1;1,0>:ud                 
(W)     mov (8|M0)               r29.0<1>:ud   r25.8<1;1,0>:ud                 
(W)     mov (8|M0)               r29.8<1>:ud   r25.0<1;1,0>:ud                 
(W)     mov (32|M0)              r26.0<1>:f    r28.0<1;1,0>:f                   {I@1}
(~f0.0) goto (32|M0)                         L912                  L912                
L800:
(W)     shl (1|M0)               r2.4<1>:q     r4.1<0;1,0>:ud    2:w              
        add (32|M0)              r30.0<1>:f    r24.0<1;1,0>:f    r26.0<1;1,0>:f   {Compacted,F@1}
(W)     add (1|M0)               r32.0<1>:q    r2.4<0;1,0>:q     r2.3<0;1,0>:q    {Compacted,I@1}
        mov (16|M0)              r33.0<2>:f    r32.0<0;1,0>:f                   {I@1}
        mov (16|M16)             r35.0<2>:ud   r32.0<0;1,0>:ud                 
        mov (16|M0)              r33.1<2>:ud   r32.1<0;1,0>:ud                  {F@1}
        mov (16|M16)             r35.1<2>:ud   r32.1<0;1,0>:ud                 
        send.ugm (32|M0)         null     r33  r30:2  0x0            0x08000584           {I@1,$3} // wr:4+2, rd:0; store.ugm.d32.a64
L912:
        join (32|M0)                         L928                                
L928:
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                   
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,F@1,$4} // wr:1+0, rd:0; end of thread
L960:
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
