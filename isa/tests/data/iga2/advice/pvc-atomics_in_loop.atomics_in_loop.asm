L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r126.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r126    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
(W)     cmp (32|M0)   (gt)f2.0   null<1>:d     r4.10<0;1,0>:d    0:w              
(W)     macl (1|M0)              r113.0<1>:ud  r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r2.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$0.dst}
(W)     mov (1|M0)               r113.1<1>:d   r2.0<0;1,0>:d                    {Compacted,I@1}
(W&~f2.0) jmpi                               L1720                                
L448:
(W)     mov (1|M0)               r2.0<1>:d     r113.0<0;1,0>:d                  {Compacted}
(W)     mov (1|M0)               r2.1<1>:d     r113.1<0;1,0>:d                  {I@3}
        mov (16|M0)              r5.0<4>:uw    r1.0<1;1,0>:uw                  
        mov (16|M16)             r9.0<4>:uw    r1.16<1;1,0>:uw                 
(W)     cmp (32|M0)   (lt)f1.0   null<1>:ud    r4.10<0;1,0>:ud   0x4:uw             
        add (16|M0)              r7.0<1>:q     r2.0<0;1,0>:q     r5.0<4;1,0>:uw   {I@3}
        add (16|M16)             r11.0<1>:q    r2.0<0;1,0>:q     r9.0<4;1,0>:uw   {I@3}
        add (16|M0)              r118.0<1>:q   r7.0<1;1,0>:q     r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r120.0<1>:q   r11.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
(W)     and (1|M0)               r113.2<1>:d   r4.10<0;1,0>:d    3:w              
(W&~f1.0) jmpi                               L624                                
L600:
(W)     mov (1|M0)               r113.8<1>:d   0:w                               {Compacted}
(W)     jmpi                                 L1400                                
L624:
        mov (16|M0)              r114.0<1>:d   r118.0<2;1,0>:d                  {Compacted,I@6}
        mov (16|M16)             r115.0<1>:d   r120.0<2;1,0>:d                  {Compacted,I@6}
(W)     and (1|M0)               r113.3<1>:d   r4.10<0;1,0>:d    -4:w              
(W)     mov (2|M0)               r113.8<1>:d   0:w                               {Compacted}
L664:
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r2.0<1>:d     r113.8<0;1,0>:d   r114.0<1;1,0>:d  {Compacted,$1.dst}
        shl (32|M0)              r7.0<1>:d     r2.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r15.0<1>:d    r7.0<1;1,0>:d     16380:w               {I@1}
        mov (16|M0)              r21.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r23.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r29.0<1>:q    r4.4<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r31.0<1>:q    r4.4<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r41      r29     null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     or (1|M0)                r4.11<1>:d    r113.8<0;1,0>:d   1:w              
(W)     or (1|M0)                r5.0<1>:d     r113.8<0;1,0>:d   2:w               {Compacted}
        add (32|M0)              r9.0<1>:d     r4.11<0;1,0>:d    r114.0<1;1,0>:d  {I@2}
        shl (32|M0)              r17.0<1>:d    r9.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r27.0<1>:d    r17.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r35.0<2>:ud   r27.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r37.0<2>:ud   r28.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r43.0<1>:q    r4.4<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r45.0<1>:q    r4.4<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted,I@2}
        add (32|M0)              r11.0<1>:d    r5.0<0;1,0>:d     r114.0<1;1,0>:d  {Compacted}
        shl (32|M0)              r19.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r33.0<1>:d    r19.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r47.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r49.0<2>:ud   r34.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r55.0<1>:q    r4.4<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r57.0<1>:q    r4.4<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted,I@2}
(W)     or (1|M0)                r6.0<1>:d     r113.8<0;1,0>:d   3:w               {Compacted}
(W)     add (1|M0)               r113.9<1>:d   r113.9<0;1,0>:d   4:w              
        add (32|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r114.0<1;1,0>:d  {Compacted,I@2}
        shl (32|M0)              r63.0<1>:d    r41.0<1;1,0>:d    2:w               {Compacted,$3.dst}
        and (32|M0)              r65.0<1>:d    r63.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r67.0<2>:ud   r65.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r69.0<2>:ud   r66.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r71.0<1>:q    r4.3<0;1,0>:q     r67.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r73.0<1>:q    r4.3<0;1,0>:q     r69.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         null     r71     null:0  0x0            0x08000588           {A@1,$4} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         r75      r43     null:0  0x0            0x08200580           {$5} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (32|M0)              r25.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted}
        and (32|M0)              r39.0<1>:d    r25.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r51.0<2>:ud   r39.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r53.0<2>:ud   r40.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r59.0<1>:q    r4.4<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r61.0<1>:q    r4.4<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted,I@2}
(W)     cmp (32|M0)   (eq)f0.0   null<1>:d     r113.9<0;1,0>:d   r113.3<0;1,0>:d 
(W)     add (1|M0)               r113.8<1>:d   r113.8<0;1,0>:d   4:w              
        shl (32|M0)              r77.0<1>:d    r75.0<1;1,0>:d    2:w               {Compacted,$5.dst}
        and (32|M0)              r79.0<1>:d    r77.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r81.0<2>:ud   r79.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r83.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r85.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r87.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         null     r85     null:0  0x0            0x08000588           {A@1,$6} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         r89      r55     null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (32|M0)              r91.0<1>:d    r89.0<1;1,0>:d    2:w               {Compacted,$7.dst}
        and (32|M0)              r93.0<1>:d    r91.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r95.0<2>:ud   r93.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r97.0<2>:ud   r94.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r99.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r101.0<1>:q   r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         null     r99     null:0  0x0            0x08000588           {A@1,$8} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         r103     r59     null:0  0x0            0x08200580           {$9} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (32|M0)              r105.0<1>:d   r103.0<1;1,0>:d   2:w               {Compacted,$9.dst}
        and (32|M0)              r107.0<1>:d   r105.0<1;1,0>:d   252:w               {Compacted,I@1}
        mov (16|M0)              r109.0<2>:ud  r107.0<1;1,0>:ud                 {Compacted,I@1}
        mov (16|M16)             r111.0<2>:ud  r108.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r111.0<2;1,0>:ud {Compacted,I@2}
        send.ugm (32|M0)         null     r5      null:0  0x0            0x08000588           {A@1,$10} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($4,$6,$8)                 {Compacted}
(W&~f0.0) jmpi                               L664                                
L1400:
(W)     cmp (32|M0)   (eq)f0.0   null<1>:d     r113.2<0;1,0>:d   0:w              
(W&f0.0) jmpi                                L1720                                
L1432:
        mov (16|M0)              r116.0<1>:d   r118.0<2;1,0>:d                  {Compacted}
        mov (16|M16)             r117.0<1>:d   r120.0<2;1,0>:d                  {Compacted}
(W)     mov (1|M0)               r113.4<1>:d   0:w                               {Compacted}
L1456:
        sync.nop                             null                             {Compacted,I@2}
        add (32|M0)              r2.0<1>:d     r113.8<0;1,0>:d   r116.0<1;1,0>:d  {Compacted,$1.dst}
        shl (32|M0)              r5.0<1>:d     r2.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r7.0<1>:d     r5.0<1;1,0>:d     16380:w               {I@1}
        mov (16|M0)              r9.0<2>:ud    r7.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r11.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        add (16|M0)              r13.0<1>:q    r4.4<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r4.4<0;1,0>:q     r11.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r17      r13     null:0  0x0            0x08200580           {A@1,$11} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r113.4<1>:d   r113.4<0;1,0>:d   1:w               {Compacted}
(W)     cmp (32|M0)   (eq)f3.0   null<1>:d     r113.4<0;1,0>:d   r113.2<0;1,0>:d  {I@1}
        shl (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    2:w               {Compacted,$11.dst}
        and (32|M0)              r21.0<1>:d    r19.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r23.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r25.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r27.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r29.0<1>:q    r4.3<0;1,0>:q     r25.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         null     r27     null:0  0x0            0x08000588           {A@1,$12} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r29.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r30.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W&f3.0) jmpi                                L1720                                
L1688:
(W)     add (1|M0)               r113.8<1>:d   r113.8<0;1,0>:d   1:w              
(W)     jmpi                                 L1456                                
L1720:
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$13} // wr:1+0, rd:0; end of thread
L1744:
        nop                    
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
        illegal                
        illegal                
