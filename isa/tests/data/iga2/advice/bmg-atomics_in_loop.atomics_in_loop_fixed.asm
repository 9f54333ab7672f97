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
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r3.2<0;1,0>:d     0:w               {A@1,$1.dst}
(W&f1.0) jmpi                                L272                                
L240:
        mov (32|M0)              r5.0<1>:d     0:w                              
(W)     jmpi                                 L528                                
L272:
(W)     mul (1|M0)               acc0.0<1>:d   r2.3<0;1,0>:d     r4.2<0;1,0>:uw   {I@6}
(W)     macl (1|M0)              r7.0<1>:d     r2.3<0;1,0>:d     r4.1<0;1,0>:d    {Compacted}
        mov (32|M0)              r5.0<1>:d     0:w                               {Compacted}
        add (32|M0)              r8.0<1>:d     r7.0<0;1,0>:d     r1.0<1;1,0>:uw   {@2,$0.dst}
(W)     mov (1|M0)               r3.3<1>:d     0:w                              
L336:
        add3 (32|M0)             r10.0<1>:d    r8.0<1;0>:d       r2.0<0;0>:d       r3.3<0>:d        {Compacted,I@1}
        shl (32|M0)              r12.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r14.0<1>:d    r12.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r31.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r33.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r16.0<1>:q    r3.0<0;1,0>:q     r31.0<2;1,0>:ud  {I@2}
        add (16|M16)             r18.0<1>:q    r3.0<0;1,0>:q     r33.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         r20      r16  null:0  0x0            0x08200580           {I@1,$2} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r3.3<1>:d     r3.3<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r3.3<0;1,0>:d     r3.2<0;1,0>:d    {I@1}
        and (32|M0)              r22.0<1>:d    r20.0<1;1,0>:d    63:w               {$2.dst}
        cmp (32|M0)   (eq)f2.0   r24.0<1>:d    r22.0<1;1,0>:d    0:w               {I@1}
        add3 (32|M0)             r5.0<1>:d     r5.0<1;0>:d       -r24.0<1;0>:d     0:w               {I@1}
(W&f0.0) jmpi                                L336                                
L528:
(W)     mov (32|M0)              r29.0<1>:d    0:w                              
        mov (32|M0)              r29.0<1>:f    r5.0<1;1,0>:f                    {Compacted,I@1}
(W)     add (16|M0)              r27.0<1>:d    r29.0<1;1,0>:d    r30.0<1;1,0>:d   {Compacted,F@1}
(W)     add (8|M0)               r2.8<1>:d     r27.0<1;1,0>:d    r27.8<1;1,0>:d   {I@1}
(W)     mov (1|M0)               r26.0<1>:uq   r2.3<0;1,0>:uq                   {Compacted}
(W)     add (4|M0)               r3.4<1>:d     r2.8<1;1,0>:d     r2.12<1;1,0>:d   {I@2}
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
(W)     add (2|M0)               r3.8<1>:d     r3.4<1;1,0>:d     r3.6<1;1,0>:d    {I@1}
(W)     add (1|M0)               r28.0<1>:d    r3.8<0;1,0>:d     r3.9<0;1,0>:d    {I@1}
(W)     send.ugm (1|M0)          null     r26  r28:1  0x0            0x0400058C           {I@1,$3} // wr:2+1, rd:0; atomic_iadd.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,F@1,$4} // wr:1+0, rd:0; end of thread
L672:
(W)     mov (16|M0)              null<1>:ud    0xE8FDDB51:ud                             
(W)     mov (16|M0)              null<1>:ud    0xD2C4583F:ud                             
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
