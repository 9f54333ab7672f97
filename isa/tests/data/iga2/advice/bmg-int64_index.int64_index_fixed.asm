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
(W)     mul (1|M0)               acc0.0<1>:d   r2.3<0;1,0>:d     r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r5.0<1>:d     r2.3<0;1,0>:d     r4.1<0;1,0>:d   
        add3 (32|M0)             r6.0<1>:d     r5.0<0;0>:d       r1.0<1;0>:uw      r2.0<0>:d        {@1,$0.dst}
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r6.0<1;1,0>:ud    r3.2<0;1,0>:ud   {@1,$1.dst}
(~f0.0) goto (32|M0)                         L576                  L576                
L288:
(W)     mov (1|M0)               r2.8<1>:f     2.0:f                              
L304:
        add (32|M0)              r14.0<1>:d    r6.0<1;1,0>:d     r3.2<0;1,0>:d    {Compacted}
        mov (16|M0)              r29.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r31.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r33.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r35.0<2>:ud   r15.0<1;1,0>:ud                 
        shl (16|M0)              r37.0<1>:q    r29.0<2;1,0>:ud   2:w               {I@4}
        shl (16|M16)             r39.0<1>:q    r31.0<2;1,0>:ud   2:w               {I@4}
        shl (16|M0)              r41.0<1>:q    r33.0<2;1,0>:ud   2:w               {I@4}
        shl (16|M16)             r43.0<1>:q    r35.0<2;1,0>:ud   2:w               {I@4}
        add (16|M0)              r8.0<1>:q     r37.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r10.0<1>:q    r39.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@4}
        add (16|M0)              r16.0<1>:q    r41.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r18.0<1>:q    r43.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@4}
        send.ugm (32|M0)         r12      r8  null:0  0x0            0x08200580           {I@3,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r21      r16  null:0  0x0            0x08200580           {I@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     r3.3<0;1,0>:d    {Compacted}
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r6.0<1;1,0>:ud    r3.2<0;1,0>:ud   {I@1}
        add (16|M0)              r25.0<1>:q    r37.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,$2.src}
        add (16|M16)             r27.0<1>:q    r39.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r23.0<1>:f    r21.0<1;0>:f      r12.0<1;0>:f      r2.8<0>:f        {@1,$3.dst}
        send.ugm (32|M0)         null     r25  r23:2  0x0            0x08000584           {A@1,$2} // wr:4+2, rd:0; store.ugm.d32.a64
(f1.0)  goto.b (32|M0)                       L576                  L304                
L576:
        join (32|M0)                         L592                                
L592:
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                   
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,F@1,$5} // wr:1+0, rd:0; end of thread
L624:
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
        illegal                
