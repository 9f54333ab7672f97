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
(W)     mov (16|M0)              r111.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r111.2<0;1,0>:uw {A@1}
(W)     cmp (32|M0)   (gt)f2.0   null<1>:d     r3.2<0;1,0>:d     0:w               {$1.dst}
(W)     macl (1|M0)              r112.0<1>:ud  r2.3<0;1,0>:ud    r111.1<0;1,0>:ud
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r111.2<0;1,0>:uw
(W)     mach (1|M0)              r4.0<1>:d     r2.3<0;1,0>:ud    r111.1<0;1,0>:ud
(W)     mov (1|M0)               r3.3<1>:d     r4.0<0;1,0>:d                    {I@1}
(W&~f2.0) jmpi                               L1696                                
L320:
(W)     mov (1|M0)               r2.8<1>:d     r112.0<0;1,0>:d                 
(W)     mov (1|M0)               r2.9<1>:d     r3.3<0;1,0>:d                    {I@3}
        mov (16|M0)              r4.0<4>:uw    r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r8.0<4>:uw    r1.16<1;1,0>:uw                 
(W)     cmp (32|M0)   (lt)f1.0   null<1>:ud    r3.2<0;1,0>:ud    0x4:uw             
        add (16|M0)              r6.0<1>:q     r2.4<0;1,0>:q     r4.0<4;1,0>:uw   {I@3}
        add (16|M16)             r10.0<1>:q    r2.4<0;1,0>:q     r8.0<4;1,0>:uw   {I@3}
        add (16|M0)              r117.0<1>:q   r6.0<1;1,0>:q     r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r119.0<1>:q   r10.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
(W)     and (1|M0)               r3.4<1>:d     r3.2<0;1,0>:d     3:w              
(W&~f1.0) jmpi                               L528                                
L496:
(W)     mov (1|M0)               r3.8<1>:d     0:w                              
(W)     jmpi                                 L1376                                
L528:
        mov (16|M0)              r113.0<1>:d   r117.0<2;1,0>:d                  {Compacted,I@6}
        mov (16|M16)             r114.0<1>:d   r119.0<2;1,0>:d                  {Compacted,I@6}
(W)     and (1|M0)               r3.5<1>:d     r3.2<0;1,0>:d     -4:w              
(W)     mov (2|M0)               r3.8<1>:d     0:w                              
L576:
        add (32|M0)              r4.0<1>:d     r3.8<0;1,0>:d     r113.0<1;1,0>:d  {Compacted,I@1}
        shl (32|M0)              r9.0<1>:d     r4.0<1;1,0>:d     2:w               {Compacted,@1,$4.src}
        and (32|M0)              r17.0<1>:d    r9.0<1;1,0>:d     16380:w               {I@1}
        mov (16|M0)              r23.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r25.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r31.0<1>:q    r3.0<0;1,0>:q     r23.0<2;1,0>:ud  {I@2}
        add (16|M16)             r33.0<1>:q    r3.0<0;1,0>:q     r25.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         r43      r31  null:0  0x0            0x08200580           {I@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     or (1|M0)                r6.0<1>:d     r3.8<0;1,0>:d     1:w               {Compacted}
(W)     or (1|M0)                r7.0<1>:d     r3.8<0;1,0>:d     2:w               {Compacted}
        add (32|M0)              r11.0<1>:d    r6.0<0;1,0>:d     r113.0<1;1,0>:d  {Compacted,I@2}
        shl (32|M0)              r19.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r29.0<1>:d    r19.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r37.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r39.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r45.0<1>:q    r3.0<0;1,0>:q     r37.0<2;1,0>:ud  {I@2}
        add (16|M16)             r47.0<1>:q    r3.0<0;1,0>:q     r39.0<2;1,0>:ud  {I@2}
        add (32|M0)              r13.0<1>:d    r7.0<0;1,0>:d     r113.0<1;1,0>:d  {Compacted}
        shl (32|M0)              r21.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r35.0<1>:d    r21.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r49.0<2>:ud   r35.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r51.0<2>:ud   r36.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r57.0<1>:q    r3.0<0;1,0>:q     r49.0<2;1,0>:ud  {I@2}
        add (16|M16)             r59.0<1>:q    r3.0<0;1,0>:q     r51.0<2;1,0>:ud  {I@2}
(W)     or (1|M0)                r8.0<1>:d     r3.8<0;1,0>:d     3:w               {Compacted}
(W)     add (1|M0)               r3.9<1>:d     r3.9<0;1,0>:d     4:w              
        add (32|M0)              r15.0<1>:d    r8.0<0;1,0>:d     r113.0<1;1,0>:d  {Compacted,I@2}
        shl (32|M0)              r65.0<1>:d    r43.0<1;1,0>:d    2:w               {Compacted,$6.dst}
        and (32|M0)              r67.0<1>:d    r65.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r69.0<2>:ud   r67.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r71.0<2>:ud   r68.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r73.0<1>:q    r2.3<0;1,0>:q     r69.0<2;1,0>:ud  {@2,$2.src}
        add (16|M16)             r75.0<1>:q    r2.3<0;1,0>:q     r71.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         null     r73  null:0  0x0            0x08000588           {I@1,$2} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         r77      r45  null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (32|M0)              r27.0<1>:d    r15.0<1;1,0>:d    2:w               {Compacted}
        and (32|M0)              r41.0<1>:d    r27.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r53.0<2>:ud   r41.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r55.0<2>:ud   r42.0<1;1,0>:ud                 
        add (16|M0)              r61.0<1>:q    r3.0<0;1,0>:q     r53.0<2;1,0>:ud  {I@2}
        add (16|M16)             r63.0<1>:q    r3.0<0;1,0>:q     r55.0<2;1,0>:ud  {I@2}
(W)     cmp (32|M0)   (eq)f0.0   null<1>:d     r3.9<0;1,0>:d     r3.5<0;1,0>:d   
(W)     add (1|M0)               r3.8<1>:d     r3.8<0;1,0>:d     4:w              
        shl (32|M0)              r79.0<1>:d    r77.0<1;1,0>:d    2:w               {Compacted,$7.dst}
        and (32|M0)              r81.0<1>:d    r79.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r83.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r85.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r87.0<1>:q    r2.3<0;1,0>:q     r83.0<2;1,0>:ud  {@2,$3.src}
        add (16|M16)             r89.0<1>:q    r2.3<0;1,0>:q     r85.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         null     r87  null:0  0x0            0x08000588           {I@1,$3} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         r91      r57  null:0  0x0            0x08200580           {$8} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (32|M0)              r93.0<1>:d    r91.0<1;1,0>:d    2:w               {Compacted,$8.dst}
        and (32|M0)              r95.0<1>:d    r93.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r97.0<2>:ud   r95.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r99.0<2>:ud   r96.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r101.0<1>:q   r2.3<0;1,0>:q     r97.0<2;1,0>:ud  {@2,$5.src}
        add (16|M16)             r103.0<1>:q   r2.3<0;1,0>:q     r99.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         null     r101  null:0  0x0            0x08000588           {I@1,$5} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         r105     r61  null:0  0x0            0x08200580           {$9} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (32|M0)              r107.0<1>:d   r105.0<1;1,0>:d   2:w               {Compacted,$9.dst}
        and (32|M0)              r109.0<1>:d   r107.0<1;1,0>:d   252:w               {Compacted,I@1}
        mov (16|M0)              r4.0<2>:ud    r109.0<1;1,0>:ud                 {Compacted,I@1}
        mov (16|M16)             r6.0<2>:ud    r110.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r8.0<1>:q     r2.3<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        add (16|M16)             r10.0<1>:q    r2.3<0;1,0>:q     r6.0<2;1,0>:ud   {I@2}
        send.ugm (32|M0)         null     r8  null:0  0x0            0x08000588           {I@1,$4} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
(W&~f0.0) jmpi                               L576                                
L1376:
(W)     cmp (32|M0)   (eq)f0.0   null<1>:d     r3.4<0;1,0>:d     0:w              
(W&f0.0) jmpi                                L1696                                
L1408:
        mov (16|M0)              r115.0<1>:d   r117.0<2;1,0>:d                  {Compacted}
        mov (16|M16)             r116.0<1>:d   r119.0<2;1,0>:d                  {Compacted}
(W)     mov (1|M0)               r3.6<1>:d     0:w                              
L1440:
        add (32|M0)              r4.0<1>:d     r3.8<0;1,0>:d     r115.0<1;1,0>:d  {Compacted,I@2}
        shl (32|M0)              r6.0<1>:d     r4.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r8.0<1>:d     r6.0<1;1,0>:d     16380:w               {@1,$4.src}
        mov (16|M0)              r10.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r12.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        add (16|M0)              r14.0<1>:q    r3.0<0;1,0>:q     r10.0<2;1,0>:ud  {I@2}
        add (16|M16)             r16.0<1>:q    r3.0<0;1,0>:q     r12.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         r18      r14  null:0  0x0            0x08200580           {I@1,$11} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r3.6<1>:d     r3.6<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (eq)f3.0   null<1>:d     r3.6<0;1,0>:d     r3.4<0;1,0>:d    {I@1}
        shl (32|M0)              r20.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted,$11.dst}
        and (32|M0)              r22.0<1>:d    r20.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r24.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r26.0<2>:ud   r23.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r28.0<1>:q    r2.3<0;1,0>:q     r24.0<2;1,0>:ud  {@2,$10.src}
        add (16|M16)             r30.0<1>:q    r2.3<0;1,0>:q     r26.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         null     r28  null:0  0x0            0x08000588           {I@1,$10} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
(W&f3.0) jmpi                                L1696                                
L1664:
(W)     add (1|M0)               r3.8<1>:d     r3.8<0;1,0>:d     1:w              
(W)     jmpi                                 L1440                                
L1696:
(W)     mov (16|M0)              r127.0<1>:f   r111.0<1;1,0>:f                 
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,F@1,$12} // wr:1+0, rd:0; end of thread
L1728:
(W)     mov (16|M0)              null<1>:ud    0xE8FDDB51:ud                             
(W)     mov (16|M0)              null<1>:ud    0xD2C4583F:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x1:ud                             
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
