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
(W)     mov (1|M0)               r8.0<1>:uq    r3.1<0;1,0>:uq                   {Compacted,A@1,$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {I@3}
(W)     send.ugm (1|M0)          r7       r8  null:0  0x0            0x02108580           {I@2,$2} // wr:1+0, rd:1; load.ugm.d32x1t.a64
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r30.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r32.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
        add (16|M0)              r38.0<1>:q    r6.0<0;1,0>:q     r30.0<4;1,0>:uw  {I@1}
        add (16|M16)             r40.0<1>:q    r6.0<0;1,0>:q     r32.0<4;1,0>:uw 
        add (16|M0)              r42.0<1>:q    r38.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r44.0<1>:q    r40.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r7.0<0;1,0>:d     0:w               {$2.dst}
(W&f1.0) jmpi                                L464                                
L432:
        mov (32|M0)              r9.0<1>:ud    0x0:ud                             
(W)     jmpi                                 L688                                
L464:
        mov (32|M0)              r9.0<1>:f     0.0:f                               {Compacted,I@2}
        mov (16|M0)              r11.0<1>:d    r42.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r12.0<1>:d    r44.0<2;1,0>:d                  
(W)     mov (1|M0)               r2.8<1>:f     1.0:f                              
(W)     mov (1|M0)               r2.9<1>:d     0:w                              
L528:
        add (32|M0)              r13.0<1>:d    r2.9<0;1,0>:d     r11.0<1;1,0>:d   {Compacted,I@1}
        shl (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r17.0<1>:d    r15.0<1;1,0>:d    4092:w               {I@1}
        mov (16|M0)              r34.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r36.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r19.0<1>:q    r3.0<0;1,0>:q     r34.0<2;1,0>:ud  {I@2}
        add (16|M16)             r21.0<1>:q    r3.0<0;1,0>:q     r36.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         r24      r19  null:0  0x0            0x08200580           {I@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r2.9<1>:d     r2.9<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r2.9<0;1,0>:d     r7.0<0;1,0>:d    {I@1}
        mad (32|M0)              r9.0<1>:f     r2.8<0;0>:f       r9.0<1;0>:f       r24.0<1>:f       {@1,$3.dst}
(W&f0.0) jmpi                                L528                                
L688:
        shl (16|M0)              r46.0<1>:q    r42.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r48.0<1>:q    r44.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r26.0<1>:q    r46.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r28.0<1>:q    r48.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r26  r9:2  0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                  
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$5} // wr:1+0, rd:0; end of thread
L768:
(W)     mov (16|M0)              null<1>:ud    0x3034A65C:ud                             
(W)     mov (16|M0)              null<1>:ud    0x66DBDE7A:ud                             
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
