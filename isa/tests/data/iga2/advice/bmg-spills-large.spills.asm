L0:
(W)     mov (16|M0)              r255.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r255.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r255.0<1>:ud  r255.2<0;0>:ud    r255.0<0;0>:uw    0x40:uw              {I@1}
(W)     mov (8|M0)               r2.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r255  null:0  0xFF000000            0x6219D500           {A@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r255.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r255.0<1>:ud  r255.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r3       r255  null:0  0xFF000000            0x6219C500           {I@1,$1} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.cc.bti[255]
(W)     mov (16|M0)              r85.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r85.2<0;1,0>:uw  {A@1}
        mov (16|M0)              r4.0<4>:uw    r1.0<1;1,0>:uw                   {$0.dst}
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r85.1<0;1,0>:ud 
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r85.2<0;1,0>:uw 
(W)     mach (1|M0)              r7.0<1>:d     r2.3<0;1,0>:ud    r85.1<0;1,0>:ud 
(W)     mov (1|M0)               r6.1<1>:d     r7.0<0;1,0>:d                    {I@1}
        add (16|M0)              r8.0<1>:q     r6.0<0;1,0>:q     r4.0<4;1,0>:uw   {I@1}
        add (16|M0)              r252.0<1>:q   r8.0<1;1,0>:q     r2.0<0;1,0>:ud   {I@1}
        shl (16|M0)              r10.0<1>:d    r252.0<2;1,0>:d   2:w               {Compacted,I@1}
        shl (16|M0)              r11.0<1>:d    r252.0<2;1,0>:d   4:w               {Compacted}
        and (16|M0)              r10.0<1>:d    r10.0<1;1,0>:d    60:w               {Compacted,I@2}
        add (16|M0)              r12.0<1>:d    r11.0<1;1,0>:d    112:w               {Compacted,I@2}
        add (16|M0)              r13.0<1>:d    r11.0<1;1,0>:d    224:w               {Compacted}
        mov (16|M0)              r16.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted,I@3}
        add (16|M0)              r14.0<1>:d    r11.0<1;1,0>:d    336:w               {Compacted}
        add (16|M0)              r15.0<1>:d    r11.0<1;1,0>:d    448:w               {Compacted}
        add (16|M0)              r8.0<1>:q     r3.1<0;1,0>:q     r16.0<2;1,0>:ud  {@3,$1.dst}
        add (16|M0)              r18.0<1>:d    r11.0<1;1,0>:d    560:w               {Compacted}
        add (16|M0)              r7.0<1>:d     r11.0<1;1,0>:d    672:w               {Compacted}
        send.ugm (16|M0)         r23      r8  null:0  0x0            0x04100580           {I@3,$2} // wr:2+0, rd:1; load.ugm.d32.a64
        add (16|M0)              r19.0<1>:d    r11.0<1;1,0>:d    784:w               {Compacted}
        add (16|M0)              r4.0<1>:d     r11.0<1;1,0>:d    896:w               {Compacted}
        add (16|M0)              r5.0<1>:d     r11.0<1;1,0>:d    1008:w               {Compacted}
        add (16|M0)              r6.0<1>:d     r11.0<1;1,0>:d    1120:w               {Compacted}
        add (16|M0)              r20.0<1>:d    r11.0<1;1,0>:d    1232:w               {Compacted}
        add (16|M0)              r21.0<1>:d    r11.0<1;1,0>:d    1344:w               {Compacted}
        add (16|M0)              r22.0<1>:d    r11.0<1;1,0>:d    1456:w               {Compacted}
        add (16|M0)              acc2.0<1>:d   r11.0<1;1,0>:d    1568:w               {Compacted}
        add (16|M0)              r10.0<1>:d    r11.0<1;1,0>:d    1904:w               {Compacted}
        add (16|M0)              r24.0<1>:d    r11.0<1;1,0>:d    2016:w               {Compacted}
        add (16|M0)              r25.0<1>:d    r11.0<1;1,0>:d    2128:w              
        add (16|M0)              r26.0<1>:d    r11.0<1;1,0>:d    2464:w              
        add (16|M0)              r27.0<1>:d    r11.0<1;1,0>:d    2576:w              
        add (16|M0)              r28.0<1>:d    r11.0<1;1,0>:d    2688:w              
        add (16|M0)              r29.0<1>:d    r11.0<1;1,0>:d    2800:w              
        add (16|M0)              r30.0<1>:d    r11.0<1;1,0>:d    3136:w              
        add (16|M0)              r31.0<1>:d    r11.0<1;1,0>:d    3248:w              
        add (16|M0)              r32.0<1>:d    r11.0<1;1,0>:d    3360:w              
        add (16|M0)              r33.0<1>:d    r11.0<1;1,0>:d    3472:w              
        add (16|M0)              r16.0<1>:d    r11.0<1;1,0>:d    2240:w              
        add (16|M0)              r17.0<1>:d    r11.0<1;1,0>:d    2352:w              
        add (16|M0)              r8.0<1>:d     r11.0<1;1,0>:d    2912:w               {$2.src}
        add (16|M0)              r9.0<1>:d     r11.0<1;1,0>:d    3024:w              
        add (16|M0)              acc4.0<1>:d   r11.0<1;1,0>:d    1680:w               {Compacted}
        add (16|M0)              acc6.0<1>:d   r11.0<1;1,0>:d    1792:w               {Compacted}
        and (16|M0)              r34.0<1>:d    r11.0<1;1,0>:d    4080:w              
        and (16|M0)              r12.0<1>:d    r12.0<1;1,0>:d    4080:w              
        and (16|M0)              r13.0<1>:d    r13.0<1;1,0>:d    4080:w              
        and (16|M0)              r14.0<1>:d    r14.0<1;1,0>:d    4080:w              
        and (16|M0)              r15.0<1>:d    r15.0<1;1,0>:d    4080:w              
        and (16|M0)              r18.0<1>:d    r18.0<1;1,0>:d    4080:w              
        and (16|M0)              r7.0<1>:d     r7.0<1;1,0>:d     4080:w              
        and (16|M0)              r19.0<1>:d    r19.0<1;1,0>:d    4080:w              
        and (16|M0)              r4.0<1>:d     r4.0<1;1,0>:d     4080:w              
        and (16|M0)              r5.0<1>:d     r5.0<1;1,0>:d     4080:w              
        and (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w              
        and (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    4080:w              
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    4080:w              
        and (16|M0)              r22.0<1>:d    r22.0<1;1,0>:d    4080:w              
        and (16|M0)              r10.0<1>:d    r10.0<1;1,0>:d    4080:w              
        and (16|M0)              r35.0<1>:d    acc4.0<1;1,0>:d   4080:w              
        and (16|M0)              r36.0<1>:d    acc6.0<1;1,0>:d   4080:w              
        and (16|M0)              r11.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r24.0<1>:d    r24.0<1;1,0>:d    4080:w              
        and (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    4080:w              
        and (16|M0)              r26.0<1>:d    r26.0<1;1,0>:d    4080:w              
        and (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    4080:w              
        and (16|M0)              r28.0<1>:d    r28.0<1;1,0>:d    4080:w              
        and (16|M0)              r29.0<1>:d    r29.0<1;1,0>:d    4080:w              
        and (16|M0)              r30.0<1>:d    r30.0<1;1,0>:d    4080:w              
        and (16|M0)              r31.0<1>:d    r31.0<1;1,0>:d    4080:w              
        and (16|M0)              r32.0<1>:d    r32.0<1;1,0>:d    4080:w              
        and (16|M0)              r33.0<1>:d    r33.0<1;1,0>:d    4080:w              
        and (16|M0)              r16.0<1>:d    r16.0<1;1,0>:d    4080:w              
        and (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    4080:w              
        and (16|M0)              r8.0<1>:d     r8.0<1;1,0>:d     4080:w              
        and (16|M0)              r9.0<1>:d     r9.0<1;1,0>:d     4080:w              
        mov (16|M0)              r37.0<2>:ud   r34.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r39.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r41.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r43.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r45.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r47.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r49.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r51.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r53.0<2>:ud   r4.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r55.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r57.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r59.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r61.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r63.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r67.0<2>:ud   r36.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r65.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r12.0<2>:ud   r35.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r14.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r69.0<2>:ud   r24.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r71.0<2>:ud   r25.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r75.0<2>:ud   r28.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r81.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r83.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r73.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r77.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r79.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r18.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r4.0<2>:ud    r26.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r6.0<2>:ud    r27.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r20.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r34.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r10.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r86.0<1>:q    r3.0<0;1,0>:q     r39.0<2;1,0>:ud 
        add (16|M0)              r88.0<1>:q    r3.0<0;1,0>:q     r43.0<2;1,0>:ud 
        add (16|M0)              r24.0<1>:q    r3.0<0;1,0>:q     r37.0<2;1,0>:ud 
        add (16|M0)              r16.0<1>:q    r3.0<0;1,0>:q     r41.0<2;1,0>:ud 
        add (16|M0)              r26.0<1>:q    r3.0<0;1,0>:q     r45.0<2;1,0>:ud 
        and (16|M0)   (eq)f0.1   r102.0<1>:d   r23.0<1;1,0>:d    7:w               {$2.dst}
        add (16|M0)              r90.0<1>:q    r3.0<0;1,0>:q     r47.0<2;1,0>:ud 
        add (16|M0)              r92.0<1>:q    r3.0<0;1,0>:q     r51.0<2;1,0>:ud 
        add (16|M0)              r94.0<1>:q    r3.0<0;1,0>:q     r55.0<2;1,0>:ud 
        add (16|M0)              r96.0<1>:q    r3.0<0;1,0>:q     r59.0<2;1,0>:ud 
        add (16|M0)              r8.0<1>:q     r3.0<0;1,0>:q     r53.0<2;1,0>:ud 
        add (16|M0)              r28.0<1>:q    r3.0<0;1,0>:q     r49.0<2;1,0>:ud 
        add (16|M0)              r30.0<1>:q    r3.0<0;1,0>:q     r57.0<2;1,0>:ud 
        add (16|M0)              r32.0<1>:q    r3.0<0;1,0>:q     r61.0<2;1,0>:ud 
        add (16|M0)              r36.0<1>:q    r3.0<0;1,0>:q     r63.0<2;1,0>:ud 
        add (16|M0)              r38.0<1>:q    r3.0<0;1,0>:q     r65.0<2;1,0>:ud 
        add (16|M0)              r40.0<1>:q    r3.0<0;1,0>:q     r12.0<2;1,0>:ud 
        add (16|M0)              r42.0<1>:q    r3.0<0;1,0>:q     r67.0<2;1,0>:ud 
        add (16|M0)              r44.0<1>:q    r3.0<0;1,0>:q     r14.0<2;1,0>:ud 
        add (16|M0)              r22.0<1>:q    r3.0<0;1,0>:q     r34.0<2;1,0>:ud 
        add (16|M0)              r46.0<1>:q    r3.0<0;1,0>:q     r69.0<2;1,0>:ud 
        add (16|M0)              r52.0<1>:q    r3.0<0;1,0>:q     r73.0<2;1,0>:ud 
        add (16|M0)              r54.0<1>:q    r3.0<0;1,0>:q     r4.0<2;1,0>:ud  
        add (16|M0)              r48.0<1>:q    r3.0<0;1,0>:q     r71.0<2;1,0>:ud 
        add (16|M0)              r50.0<1>:q    r3.0<0;1,0>:q     r18.0<2;1,0>:ud 
        add (16|M0)              r56.0<1>:q    r3.0<0;1,0>:q     r6.0<2;1,0>:ud  
        add (16|M0)              r58.0<1>:q    r3.0<0;1,0>:q     r75.0<2;1,0>:ud 
        add (16|M0)              r60.0<1>:q    r3.0<0;1,0>:q     r20.0<2;1,0>:ud 
        add (16|M0)              r62.0<1>:q    r3.0<0;1,0>:q     r77.0<2;1,0>:ud 
        add (16|M0)              r64.0<1>:q    r3.0<0;1,0>:q     r81.0<2;1,0>:ud 
        add (16|M0)              r12.0<1>:q    r3.0<0;1,0>:q     r79.0<2;1,0>:ud 
        add (16|M0)              r66.0<1>:q    r3.0<0;1,0>:q     r83.0<2;1,0>:ud 
        add (16|M0)              r14.0<1>:q    r3.0<0;1,0>:q     r10.0<2;1,0>:ud 
        send.ugm (16|M0)         r247     r86  null:0  0x0            0x04403580           {$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r104     r88  null:0  0x0            0x04403580           {$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r98      r24  null:0  0x0            0x04403580           {$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r243     r16  null:0  0x0            0x04403580           {$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r239     r26  null:0  0x0            0x04403580           {$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r108     r90  null:0  0x0            0x04403580           {$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r235     r92  null:0  0x0            0x04403580           {$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r231     r94  null:0  0x0            0x04403580           {$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r120     r96  null:0  0x0            0x04403580           {$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r116     r8  null:0  0x0            0x04403580           {$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r112     r28  null:0  0x0            0x04403580           {$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r227     r30  null:0  0x0            0x04403580           {$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r223     r32  null:0  0x0            0x04403580           {$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r124     r36  null:0  0x0            0x04403580           {$16} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r128     r38  null:0  0x0            0x04403580           {$17} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r219     r40  null:0  0x0            0x04403580           {$18} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r138     r42  null:0  0x0            0x04403580           {$19} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r215     r44  null:0  0x0            0x04403580           {$20} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r191     r22  null:0  0x0            0x04403580           {$21} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r211     r46  null:0  0x0            0x04403580           {$22} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r146     r52  null:0  0x0            0x04403580           {$23} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r132     r54  null:0  0x0            0x04403580           {I@7,$24} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r142     r48  null:0  0x0            0x04403580           {I@7,$25} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r207     r50  null:0  0x0            0x04403580           {I@7,$26} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r203     r56  null:0  0x0            0x04403580           {I@7,$27} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r150     r58  null:0  0x0            0x04403580           {I@7,$28} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r199     r60  null:0  0x0            0x04403580           {I@6,$29} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r195     r62  null:0  0x0            0x04403580           {I@5,$30} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r176     r64  null:0  0x0            0x04403580           {I@4,$31} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r154     r12  null:0  0x0            0x04403580           {I@3,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r187     r66  null:0  0x0            0x04403580           {I@2,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r158     r14  null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
(f0.1)  goto (16|M0)                         L3928                  L3928                
L2576:
(W)     mov (1|M0)               r254.0<1>:d   0:w                               {Compacted}
L2584:
        sync.allwr                           ($5,$8)                
        mad (16|M0)              acc0.0<1>:f   r108.0<1;0>:f     r98.0<1;0>:f      r247.0<1>:f      {Compacted,$3.dst}
        mad (16|M0)              acc1.0<1>:f   r109.0<1;0>:f     r99.0<1;0>:f      r248.0<1>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   r110.0<1;0>:f     r100.0<1;0>:f     r249.0<1>:f      {Compacted}
        mad (16|M0)              acc3.0<1>:f   r111.0<1;0>:f     r101.0<1;0>:f     r250.0<1>:f      {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r5.0<1>:f     r112.0<1;0>:f     r247.0<1;0>:f     r243.0<1>:f      {Compacted,$6.dst}
        mad (16|M0)              r4.0<1>:f     r113.0<1;0>:f     r248.0<1;0>:f     r244.0<1>:f      {Compacted}
        mov (16|M0)              r98.0<1>:f    acc0.0<1;1,0>:f                 
        mov (16|M0)              r99.0<1>:f    acc1.0<1;1,0>:f                 
        mov (16|M0)              r100.0<1>:f   acc2.0<1;1,0>:f                 
        mov (16|M0)              r101.0<1>:f   acc3.0<1;1,0>:f                 
        sync.nop                             null                             {Compacted,$10.dst}
        mad (16|M0)              acc4.0<1>:f   r231.0<1;0>:f     r239.0<1;0>:f     r108.0<1>:f      {Compacted,$7.dst}
        mad (16|M0)              acc5.0<1>:f   r232.0<1;0>:f     r240.0<1;0>:f     r109.0<1>:f      {Compacted}
        mad (16|M0)              acc6.0<1>:f   r233.0<1;0>:f     r241.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (16|M0)              acc7.0<1>:f   r234.0<1;0>:f     r242.0<1;0>:f     r111.0<1>:f      {Compacted}
        mad (16|M0)              r7.0<1>:f     r114.0<1;0>:f     r249.0<1;0>:f     r245.0<1>:f      {Compacted}
        mad (16|M0)              r6.0<1>:f     r115.0<1;0>:f     r250.0<1;0>:f     r246.0<1>:f      {Compacted}
        mad (16|M0)              r108.0<1>:f   r227.0<1;0>:f     r108.0<1;0>:f     r112.0<1>:f      {Compacted,$14.dst}
        mad (16|M0)              r109.0<1>:f   r228.0<1;0>:f     r109.0<1;0>:f     r113.0<1>:f      {Compacted}
        mad (16|M0)              r110.0<1>:f   r229.0<1;0>:f     r110.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (16|M0)              r111.0<1>:f   r230.0<1;0>:f     r111.0<1;0>:f     r115.0<1>:f      {Compacted}
        sync.nop                             null                             {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r9.0<1>:f     r235.0<1;0>:f     r243.0<1;0>:f     r104.0<1>:f      {Compacted,$4.dst}
        mad (16|M0)              r8.0<1>:f     r236.0<1;0>:f     r244.0<1;0>:f     r105.0<1>:f      {Compacted}
        mad (16|M0)              r11.0<1>:f    r237.0<1;0>:f     r245.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (16|M0)              r10.0<1>:f    r238.0<1;0>:f     r246.0<1;0>:f     r107.0<1>:f      {Compacted}
        mad (16|M0)              r112.0<1>:f   r120.0<1;0>:f     r112.0<1;0>:f     r235.0<1>:f      {Compacted,$11.dst}
        mad (16|M0)              r113.0<1>:f   r121.0<1;0>:f     r113.0<1;0>:f     r236.0<1>:f      {Compacted}
        mad (16|M0)              r114.0<1>:f   r122.0<1;0>:f     r114.0<1;0>:f     r237.0<1>:f      {Compacted}
        mad (16|M0)              r115.0<1>:f   r123.0<1;0>:f     r115.0<1;0>:f     r238.0<1>:f      {Compacted}
        sync.nop                             null                             {Compacted,$0.src}
        mad (16|M0)              r12.0<1>:f    r116.0<1;0>:f     r104.0<1;0>:f     r239.0<1>:f      {Compacted,$12.dst}
        mad (16|M0)              r13.0<1>:f    r117.0<1;0>:f     r105.0<1;0>:f     r240.0<1>:f      {Compacted}
        mad (16|M0)              r14.0<1>:f    r118.0<1;0>:f     r106.0<1;0>:f     r241.0<1>:f      {Compacted,$2.src}
        mad (16|M0)              r15.0<1>:f    r119.0<1;0>:f     r107.0<1;0>:f     r242.0<1>:f      {Compacted}
        mad (16|M0)              r235.0<1>:f   r223.0<1;0>:f     r235.0<1;0>:f     r116.0<1>:f      {Compacted,$15.dst}
        mad (16|M0)              r236.0<1>:f   r224.0<1;0>:f     r236.0<1;0>:f     r117.0<1>:f      {Compacted}
        mad (16|M0)              r237.0<1>:f   r225.0<1;0>:f     r237.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (16|M0)              r238.0<1>:f   r226.0<1;0>:f     r238.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (16|M0)              r116.0<1>:f   r124.0<1;0>:f     r116.0<1;0>:f     r231.0<1>:f      {Compacted,$16.dst}
        mad (16|M0)              r117.0<1>:f   r125.0<1;0>:f     r117.0<1;0>:f     r232.0<1>:f      {Compacted}
        mad (16|M0)              r118.0<1>:f   r126.0<1;0>:f     r118.0<1;0>:f     r233.0<1>:f      {Compacted}
        mad (16|M0)              r119.0<1>:f   r127.0<1;0>:f     r119.0<1;0>:f     r234.0<1>:f      {Compacted}
        mad (16|M0)              r231.0<1>:f   r128.0<1;0>:f     r231.0<1;0>:f     r227.0<1>:f      {Compacted,$17.dst}
        mad (16|M0)              r232.0<1>:f   r129.0<1;0>:f     r232.0<1;0>:f     r228.0<1>:f      {Compacted}
        mad (16|M0)              r233.0<1>:f   r130.0<1;0>:f     r233.0<1;0>:f     r229.0<1>:f      {Compacted}
        mad (16|M0)              r234.0<1>:f   r131.0<1;0>:f     r234.0<1;0>:f     r230.0<1>:f      {Compacted}
        mad (16|M0)              r227.0<1>:f   r219.0<1;0>:f     r227.0<1;0>:f     r120.0<1>:f      {Compacted,$18.dst}
        mad (16|M0)              r228.0<1>:f   r220.0<1;0>:f     r228.0<1;0>:f     r121.0<1>:f      {Compacted}
        mad (16|M0)              r229.0<1>:f   r221.0<1;0>:f     r229.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (16|M0)              r230.0<1>:f   r222.0<1;0>:f     r230.0<1;0>:f     r123.0<1>:f      {Compacted}
        mad (16|M0)              r120.0<1>:f   r138.0<1;0>:f     r120.0<1;0>:f     r223.0<1>:f      {Compacted,$19.dst}
        mad (16|M0)              r121.0<1>:f   r139.0<1;0>:f     r121.0<1;0>:f     r224.0<1>:f      {Compacted}
        mad (16|M0)              r122.0<1>:f   r140.0<1;0>:f     r122.0<1;0>:f     r225.0<1>:f      {Compacted}
        mad (16|M0)              r123.0<1>:f   r141.0<1;0>:f     r123.0<1;0>:f     r226.0<1>:f      {Compacted}
        mad (16|M0)              r223.0<1>:f   r215.0<1;0>:f     r223.0<1;0>:f     r124.0<1>:f      {Compacted,$20.dst}
        mad (16|M0)              r224.0<1>:f   r216.0<1;0>:f     r224.0<1;0>:f     r125.0<1>:f      {Compacted}
        mad (16|M0)              r225.0<1>:f   r217.0<1;0>:f     r225.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (16|M0)              r226.0<1>:f   r218.0<1;0>:f     r226.0<1;0>:f     r127.0<1>:f      {Compacted}
        mad (16|M0)              r124.0<1>:f   r211.0<1;0>:f     r124.0<1;0>:f     r128.0<1>:f      {Compacted,$22.dst}
        mad (16|M0)              r125.0<1>:f   r212.0<1;0>:f     r125.0<1;0>:f     r129.0<1>:f      {Compacted}
        mad (16|M0)              r126.0<1>:f   r213.0<1;0>:f     r126.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r214.0<1;0>:f     r127.0<1;0>:f     r131.0<1>:f      {Compacted}
        mad (16|M0)              r128.0<1>:f   r142.0<1;0>:f     r128.0<1;0>:f     r219.0<1>:f      {Compacted,$25.dst}
        mad (16|M0)              r129.0<1>:f   r143.0<1;0>:f     r129.0<1;0>:f     r220.0<1>:f      {Compacted}
        mad (16|M0)              r130.0<1>:f   r144.0<1;0>:f     r130.0<1;0>:f     r221.0<1>:f      {Compacted}
        mad (16|M0)              r131.0<1>:f   r145.0<1;0>:f     r131.0<1;0>:f     r222.0<1>:f      {Compacted}
        mad (16|M0)              r219.0<1>:f   r207.0<1;0>:f     r219.0<1;0>:f     r138.0<1>:f      {Compacted,$26.dst}
        mad (16|M0)              r220.0<1>:f   r208.0<1;0>:f     r220.0<1;0>:f     r139.0<1>:f      {Compacted}
        mad (16|M0)              r221.0<1>:f   r209.0<1;0>:f     r221.0<1;0>:f     r140.0<1>:f      {Compacted}
        mad (16|M0)              r222.0<1>:f   r210.0<1;0>:f     r222.0<1;0>:f     r141.0<1>:f      {Compacted}
        mad (16|M0)              r138.0<1>:f   r146.0<1;0>:f     r138.0<1;0>:f     r215.0<1>:f      {Compacted,$23.dst}
        mad (16|M0)              r139.0<1>:f   r147.0<1;0>:f     r139.0<1;0>:f     r216.0<1>:f      {Compacted}
        mad (16|M0)              r140.0<1>:f   r148.0<1;0>:f     r140.0<1;0>:f     r217.0<1>:f      {Compacted}
        mad (16|M0)              r141.0<1>:f   r149.0<1;0>:f     r141.0<1;0>:f     r218.0<1>:f      {Compacted}
        mad (16|M0)              r215.0<1>:f   r132.0<1;0>:f     r215.0<1;0>:f     r211.0<1>:f      {Compacted,$24.dst}
        mad (16|M0)              r216.0<1>:f   r133.0<1;0>:f     r216.0<1;0>:f     r212.0<1>:f      {Compacted}
        mad (16|M0)              r217.0<1>:f   r134.0<1;0>:f     r217.0<1;0>:f     r213.0<1>:f      {Compacted}
        mad (16|M0)              r218.0<1>:f   r135.0<1;0>:f     r218.0<1;0>:f     r214.0<1>:f      {Compacted}
        mad (16|M0)              r211.0<1>:f   r203.0<1;0>:f     r211.0<1;0>:f     r142.0<1>:f      {Compacted,$27.dst}
        mad (16|M0)              r212.0<1>:f   r204.0<1;0>:f     r212.0<1;0>:f     r143.0<1>:f      {Compacted}
        mad (16|M0)              r213.0<1>:f   r205.0<1;0>:f     r213.0<1;0>:f     r144.0<1>:f      {Compacted}
        mad (16|M0)              r214.0<1>:f   r206.0<1;0>:f     r214.0<1;0>:f     r145.0<1>:f      {Compacted}
(W)     add (1|M0)               r254.0<1>:d   r254.0<0;1,0>:d   1:w               {Compacted,I@1}
        mad (16|M0)              r142.0<1>:f   r150.0<1;0>:f     r142.0<1;0>:f     r207.0<1>:f      {Compacted,$28.dst}
        mad (16|M0)              r143.0<1>:f   r151.0<1;0>:f     r143.0<1;0>:f     r208.0<1>:f      {Compacted}
        mad (16|M0)              r144.0<1>:f   r152.0<1;0>:f     r144.0<1;0>:f     r209.0<1>:f      {Compacted}
        mad (16|M0)              r145.0<1>:f   r153.0<1;0>:f     r145.0<1;0>:f     r210.0<1>:f      {Compacted}
        mad (16|M0)              r207.0<1>:f   r199.0<1;0>:f     r207.0<1;0>:f     r146.0<1>:f      {Compacted,$29.dst}
        mad (16|M0)              r208.0<1>:f   r200.0<1;0>:f     r208.0<1;0>:f     r147.0<1>:f      {Compacted}
        mad (16|M0)              r209.0<1>:f   r201.0<1;0>:f     r209.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (16|M0)              r210.0<1>:f   r202.0<1;0>:f     r210.0<1;0>:f     r149.0<1>:f      {Compacted}
        mad (16|M0)              r146.0<1>:f   r195.0<1;0>:f     r146.0<1;0>:f     r132.0<1>:f      {Compacted,$30.dst}
        mad (16|M0)              r147.0<1>:f   r196.0<1;0>:f     r147.0<1;0>:f     r133.0<1>:f      {Compacted}
        mad (16|M0)              r148.0<1>:f   r197.0<1;0>:f     r148.0<1;0>:f     r134.0<1>:f      {Compacted}
        mad (16|M0)              r149.0<1>:f   r198.0<1;0>:f     r149.0<1;0>:f     r135.0<1>:f      {Compacted}
        mad (16|M0)              r132.0<1>:f   r154.0<1;0>:f     r132.0<1;0>:f     r203.0<1>:f      {Compacted,$0.dst}
        mad (16|M0)              r133.0<1>:f   r155.0<1;0>:f     r133.0<1;0>:f     r204.0<1>:f      {Compacted}
        mad (16|M0)              r134.0<1>:f   r156.0<1;0>:f     r134.0<1;0>:f     r205.0<1>:f      {Compacted}
        mad (16|M0)              r135.0<1>:f   r157.0<1;0>:f     r135.0<1;0>:f     r206.0<1>:f      {Compacted}
        mad (16|M0)              r203.0<1>:f   r191.0<1;0>:f     r203.0<1;0>:f     r150.0<1>:f      {Compacted,$21.dst}
        mad (16|M0)              r204.0<1>:f   r192.0<1;0>:f     r204.0<1;0>:f     r151.0<1>:f      {Compacted}
        mad (16|M0)              r205.0<1>:f   r193.0<1;0>:f     r205.0<1;0>:f     r152.0<1>:f      {Compacted}
        mad (16|M0)              r206.0<1>:f   r194.0<1;0>:f     r206.0<1;0>:f     r153.0<1>:f      {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r254.0<0;1,0>:ud  r102.0<1;1,0>:ud {I@1}
        mad (16|M0)              r150.0<1>:f   r176.0<1;0>:f     r150.0<1;0>:f     r199.0<1>:f      {Compacted,$31.dst}
        mad (16|M0)              r151.0<1>:f   r177.0<1;0>:f     r151.0<1;0>:f     r200.0<1>:f      {Compacted}
        mad (16|M0)              r152.0<1>:f   r178.0<1;0>:f     r152.0<1;0>:f     r201.0<1>:f      {Compacted}
        mad (16|M0)              r153.0<1>:f   r179.0<1;0>:f     r153.0<1;0>:f     r202.0<1>:f      {Compacted}
        mad (16|M0)              r199.0<1>:f   r158.0<1;0>:f     r199.0<1;0>:f     r195.0<1>:f      {Compacted,$2.dst}
        mad (16|M0)              r200.0<1>:f   r159.0<1;0>:f     r200.0<1;0>:f     r196.0<1>:f      {Compacted}
        mad (16|M0)              r201.0<1>:f   r160.0<1;0>:f     r201.0<1;0>:f     r197.0<1>:f      {Compacted}
        mad (16|M0)              r202.0<1>:f   r161.0<1;0>:f     r202.0<1;0>:f     r198.0<1>:f      {Compacted}
        mad (16|M0)              r195.0<1>:f   r187.0<1;0>:f     r195.0<1;0>:f     r154.0<1>:f      {Compacted,$1.dst}
        mad (16|M0)              r196.0<1>:f   r188.0<1;0>:f     r196.0<1;0>:f     r155.0<1>:f      {Compacted}
        mad (16|M0)              r197.0<1>:f   r189.0<1;0>:f     r197.0<1;0>:f     r156.0<1>:f      {Compacted}
        mad (16|M0)              r198.0<1>:f   r190.0<1;0>:f     r198.0<1;0>:f     r157.0<1>:f      {Compacted}
        mad (16|M0)              r154.0<1>:f   acc0.0<1;0>:f     r154.0<1;0>:f     r191.0<1>:f      {Compacted}
        mad (16|M0)              r155.0<1>:f   acc1.0<1;0>:f     r155.0<1;0>:f     r192.0<1>:f      {Compacted}
        mad (16|M0)              r156.0<1>:f   acc2.0<1;0>:f     r156.0<1;0>:f     r193.0<1>:f      {Compacted}
        mad (16|M0)              r157.0<1>:f   acc3.0<1;0>:f     r157.0<1;0>:f     r194.0<1>:f      {Compacted}
        mad (16|M0)              r191.0<1>:f   r5.0<1;0>:f       r191.0<1;0>:f     r176.0<1>:f      {Compacted}
        mad (16|M0)              r192.0<1>:f   r4.0<1;0>:f       r192.0<1;0>:f     r177.0<1>:f      {Compacted}
        mad (16|M0)              r193.0<1>:f   r7.0<1;0>:f       r193.0<1;0>:f     r178.0<1>:f      {Compacted}
        mad (16|M0)              r194.0<1>:f   r6.0<1;0>:f       r194.0<1;0>:f     r179.0<1>:f      {Compacted}
        mad (16|M0)              r176.0<1>:f   r9.0<1;0>:f       r176.0<1;0>:f     r158.0<1>:f      {Compacted}
        mad (16|M0)              r177.0<1>:f   r8.0<1;0>:f       r177.0<1;0>:f     r159.0<1>:f      {Compacted}
        mad (16|M0)              r178.0<1>:f   r11.0<1;0>:f      r178.0<1;0>:f     r160.0<1>:f      {Compacted}
        mad (16|M0)              r179.0<1>:f   r10.0<1;0>:f      r179.0<1;0>:f     r161.0<1>:f      {Compacted}
        mad (16|M0)              r158.0<1>:f   r12.0<1;0>:f      r158.0<1;0>:f     r187.0<1>:f      {Compacted}
        mad (16|M0)              r159.0<1>:f   r13.0<1;0>:f      r159.0<1;0>:f     r188.0<1>:f      {Compacted}
        mad (16|M0)              r160.0<1>:f   r14.0<1;0>:f      r160.0<1;0>:f     r189.0<1>:f      {Compacted}
        mad (16|M0)              r161.0<1>:f   r15.0<1;0>:f      r161.0<1;0>:f     r190.0<1>:f      {Compacted}
        mov (16|M0)              r247.0<1>:ud  r5.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r248.0<1>:ud  r4.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r249.0<1>:ud  r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r250.0<1>:ud  r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r243.0<1>:ud  r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r244.0<1>:ud  r8.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r245.0<1>:ud  r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r246.0<1>:ud  r10.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r239.0<1>:f   acc4.0<1;1,0>:f                 
        mov (16|M0)              r240.0<1>:f   acc5.0<1;1,0>:f                 
        mov (16|M0)              r104.0<1>:ud  r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r241.0<1>:f   acc6.0<1;1,0>:f                 
        mov (16|M0)              r105.0<1>:ud  r13.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r242.0<1>:f   acc7.0<1;1,0>:f                 
        mov (16|M0)              r106.0<1>:ud  r14.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r107.0<1>:ud  r15.0<1;1,0>:ud                  {Compacted}
        mad (16|M0)              r187.0<1>:f   acc4.0<1;0>:f     acc0.0<1;0>:f     r187.0<1>:f      {Compacted}
        mad (16|M0)              r188.0<1>:f   acc5.0<1;0>:f     acc1.0<1;0>:f     r188.0<1>:f      {Compacted}
        mad (16|M0)              r189.0<1>:f   acc6.0<1;0>:f     acc2.0<1;0>:f     r189.0<1>:f      {Compacted}
        mad (16|M0)              r190.0<1>:f   acc7.0<1;0>:f     acc3.0<1;0>:f     r190.0<1>:f      {Compacted}
(f0.0)  goto.b (16|M0)                       L3928                  L2584                
L3928:
        join (16|M0)                         L3944                                
L3944:
        add (16|M0)              acc0.0<1>:f   r98.0<1;1,0>:f    0.0:f               {Compacted,$5.dst}
(W)     mov (1|M0)               r1.8<1>:ud    0x40000000:ud                             
        add (16|M0)              acc1.0<1>:f   r99.0<1;1,0>:f    0.0:f               {Compacted}
        add (16|M0)              acc2.0<1>:f   r100.0<1;1,0>:f   0.0:f               {Compacted}
        add (16|M0)              acc3.0<1>:f   r101.0<1;1,0>:f   0.0:f               {Compacted}
(W)     mov (1|M0)               r3.4<1>:ud    0x40400000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r247.0<1;0>:f     r1.8<0>:f        {$3.dst}
(W)     mov (1|M0)               r2.8<1>:ud    0x40800000:ud                             
(W)     mov (1|M0)               r5.0<1>:ud    0x40A00000:ud                             
(W)     mov (1|M0)               r4.0<1>:ud    0x40C00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r248.0<1;0>:f     r1.8<0>:f       
(W)     mov (1|M0)               r6.0<1>:ud    0x40E00000:ud                             
(W)     mov (16|M0)              r255.0<1>:ud  r85.0<1;1,0>:ud                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r249.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r250.0<1;0>:f     r1.8<0>:f        {Compacted}
(W)     mov (1|M0)               r1.8<1>:ud    0x41000000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r243.0<1;0>:f     r3.4<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r244.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r245.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r246.0<1;0>:f     r3.4<0>:f        {Compacted}
(W)     mov (1|M0)               r3.4<1>:ud    0x41200000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r104.0<1;0>:f     r2.8<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r105.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r106.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r107.0<1;0>:f     r2.8<0>:f        {Compacted}
(W)     mov (1|M0)               r2.8<1>:ud    0x41100000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r239.0<1;0>:f     r5.0<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r240.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r241.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r242.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41300000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r108.0<1;0>:f     r4.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r109.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r110.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r111.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41400000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r112.0<1;0>:f     r6.0<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r113.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r114.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r115.0<1;0>:f     r6.0<0>:f        {Compacted}
(W)     mov (1|M0)               r6.0<1>:ud    0x41700000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@6}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r235.0<1;0>:f     r1.8<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r236.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r237.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r238.0<1;0>:f     r1.8<0>:f       
(W)     mov (1|M0)               r1.8<1>:ud    0x41500000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r116.0<1;0>:f     r2.8<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r117.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r118.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r119.0<1;0>:f     r2.8<0>:f       
(W)     mov (1|M0)               r2.8<1>:ud    0x41600000:ud                              {F@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r231.0<1;0>:f     r3.4<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r232.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r233.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r234.0<1;0>:f     r3.4<0>:f        {Compacted}
(W)     mov (1|M0)               r3.4<1>:ud    0x41800000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@6}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r227.0<1;0>:f     r5.0<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r228.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r229.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r230.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41980000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@6}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r120.0<1;0>:f     r4.0<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r121.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r122.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r123.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41880000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r223.0<1;0>:f     r1.8<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r224.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r225.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r226.0<1;0>:f     r1.8<0>:f        {Compacted}
(W)     mov (1|M0)               r1.8<1>:ud    0x41900000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r124.0<1;0>:f     r2.8<0>:f        {Compacted,$16.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r125.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r126.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r127.0<1;0>:f     r2.8<0>:f        {Compacted}
(W)     mov (1|M0)               r2.8<1>:ud    0x41A00000:ud                              {F@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r128.0<1;0>:f     r6.0<0>:f        {Compacted,$17.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r129.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r130.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r131.0<1;0>:f     r6.0<0>:f        {Compacted}
(W)     mov (1|M0)               r6.0<1>:ud    0x41B80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@6}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r219.0<1;0>:f     r3.4<0>:f        {Compacted,$18.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r220.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r221.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r222.0<1;0>:f     r3.4<0>:f       
(W)     mov (1|M0)               r3.4<1>:ud    0x41A80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r138.0<1;0>:f     r4.0<0>:f        {Compacted,$19.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r139.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r140.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r141.0<1;0>:f     r4.0<0>:f       
(W)     mov (1|M0)               r4.0<1>:ud    0x41B00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r215.0<1;0>:f     r1.8<0>:f        {Compacted,$20.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r216.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r217.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r218.0<1;0>:f     r1.8<0>:f       
(W)     mov (1|M0)               r1.8<1>:ud    0x41C00000:ud                              {F@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r211.0<1;0>:f     r5.0<0>:f        {Compacted,$22.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r212.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r213.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r214.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41D80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@6}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r142.0<1;0>:f     r2.8<0>:f        {Compacted,$25.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r143.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r144.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r145.0<1;0>:f     r2.8<0>:f        {Compacted}
(W)     mov (1|M0)               r2.8<1>:ud    0x41C80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r207.0<1;0>:f     r3.4<0>:f        {Compacted,$26.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r208.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r209.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r210.0<1;0>:f     r3.4<0>:f        {Compacted}
(W)     mov (1|M0)               r3.4<1>:ud    0x41D00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r146.0<1;0>:f     r4.0<0>:f        {Compacted,$23.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r147.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r148.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r149.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41E00000:ud                              {F@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r132.0<1;0>:f     r6.0<0>:f        {Compacted,$24.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r133.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r134.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r135.0<1;0>:f     r6.0<0>:f        {Compacted}
(W)     mov (1|M0)               r6.0<1>:ud    0x41F80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@6}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r203.0<1;0>:f     r1.8<0>:f        {Compacted,$27.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r204.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r205.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r206.0<1;0>:f     r1.8<0>:f        {Compacted}
(W)     mov (1|M0)               r1.8<1>:ud    0x41E80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r150.0<1;0>:f     r2.8<0>:f        {Compacted,$28.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r151.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r152.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r153.0<1;0>:f     r2.8<0>:f       
(W)     mov (1|M0)               r2.8<1>:ud    0x41F00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r199.0<1;0>:f     r3.4<0>:f        {Compacted,$29.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r200.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r201.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r202.0<1;0>:f     r3.4<0>:f       
(W)     mov (1|M0)               r3.4<1>:ud    0x42000000:ud                              {F@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r195.0<1;0>:f     r5.0<0>:f        {Compacted,$30.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r196.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r197.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r198.0<1;0>:f     r5.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r154.0<1;0>:f     r4.0<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r155.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r156.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r157.0<1;0>:f     r4.0<0>:f        {Compacted}
        shl (16|M0)              r4.0<1>:q     r252.0<1;1,0>:q   4:w               {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r191.0<1;0>:f     r1.8<0>:f        {Compacted,$21.dst}
        add (16|M0)              r12.0<1>:q    r4.0<1;1,0>:q     r2.3<0;1,0>:q    {Compacted,I@1}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r192.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r193.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r194.0<1;0>:f     r1.8<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r176.0<1;0>:f     r2.8<0>:f        {Compacted,$31.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r177.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r178.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r179.0<1;0>:f     r2.8<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r158.0<1;0>:f     r6.0<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r159.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r160.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r161.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (16|M0)              r7.0<1>:f     acc0.0<1;0>:f     r187.0<1;0>:f     r3.4<0>:f        {Compacted,$1.dst}
        mad (16|M0)              r8.0<1>:f     acc1.0<1;0>:f     r188.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              r9.0<1>:f     acc2.0<1;0>:f     r189.0<1;0>:f     r3.4<0>:f        {Compacted}
        mad (16|M0)              r10.0<1>:f    acc3.0<1;0>:f     r190.0<1;0>:f     r3.4<0>:f        {Compacted}
        send.ugm (16|M0)         null     r12  r7:4  0x0            0x04003584           {A@1,$5} // wr:2+4, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (1|M0)         null     r255  null:0  0x0            0x02000010           {EOT,$6} // wr:1+0, rd:0; end of thread
L5776:
(W)     mov (16|M0)              null<1>:ud    0xA31FDAA1:ud                             
(W)     mov (16|M0)              null<1>:ud    0x4846E138:ud                             
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
        illegal                
