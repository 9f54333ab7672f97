L0:
(W)     mov (8|M0)               r255.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r255.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r255.2<1>:ud  r255.2<0;0>:ud    r255.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r255    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r255    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r255.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r255    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r37.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r37.2<0;1,0>:uw  {Compacted,A@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r37.1<0;1,0>:d   {Compacted,$0.dst}
        add3 (8|M0)              acc0.0<1>:d   r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        shl (8|M0)               r5.0<1>:d     acc0.0<1;1,0>:d   2:w              
        shl (8|M0)               r38.0<1>:d    acc0.0<1;1,0>:d   4:w              
        and (8|M0)               r5.0<1>:d     r5.0<1;1,0>:d     60:w               {Compacted,I@2}
        add (8|M0)               r8.0<1>:d     r38.0<1;1,0>:d    112:w               {Compacted,I@2}
        add (8|M0)               r9.0<1>:d     r38.0<1;1,0>:d    224:w               {Compacted}
        add (8|M0)               r10.0<1>:d    r38.0<1;1,0>:d    336:w               {Compacted}
        add (8|M0)               r11.0<1>:d    r38.0<1;1,0>:d    448:w               {Compacted}
        send.dc1 (8|M0)          r7       r5      null:0  0x0            0x02106E02           {A@5,$3} // wr:1+0, rd:1; untyped surface read with x
        add (8|M0)               acc0.0<1>:d   r38.0<1;1,0>:d    560:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r38.0<1;1,0>:d    672:w               {Compacted}
        add (8|M0)               acc4.0<1>:d   r38.0<1;1,0>:d    784:w               {Compacted}
        add (8|M0)               acc6.0<1>:d   r38.0<1;1,0>:d    896:w               {Compacted}
        add (8|M0)               r15.0<1>:d    r38.0<1;1,0>:d    1008:w               {Compacted}
        add (8|M0)               r16.0<1>:d    r38.0<1;1,0>:d    1120:w               {Compacted}
        add (8|M0)               r3.0<1>:d     r38.0<1;1,0>:d    1344:w               {Compacted,$1.dst}
        add (8|M0)               r17.0<1>:d    r38.0<1;1,0>:d    1456:w               {Compacted}
        add (8|M0)               r18.0<1>:d    r38.0<1;1,0>:d    1568:w               {Compacted}
        add (8|M0)               r19.0<1>:d    r38.0<1;1,0>:d    1680:w               {Compacted}
        add (8|M0)               r20.0<1>:d    r38.0<1;1,0>:d    1792:w               {Compacted}
        add (8|M0)               r21.0<1>:d    r38.0<1;1,0>:d    1904:w               {Compacted}
        add (8|M0)               r22.0<1>:d    r38.0<1;1,0>:d    2016:w               {Compacted}
        add (8|M0)               r23.0<1>:d    r38.0<1;1,0>:d    2128:w              
        add (8|M0)               r24.0<1>:d    r38.0<1;1,0>:d    2240:w              
        add (8|M0)               r25.0<1>:d    r38.0<1;1,0>:d    2352:w              
        add (8|M0)               r26.0<1>:d    r38.0<1;1,0>:d    2464:w              
        add (8|M0)               r27.0<1>:d    r38.0<1;1,0>:d    2576:w              
        add (8|M0)               r28.0<1>:d    r38.0<1;1,0>:d    2688:w              
        add (8|M0)               r29.0<1>:d    r38.0<1;1,0>:d    2800:w              
        add (8|M0)               r30.0<1>:d    r38.0<1;1,0>:d    2912:w              
        add (8|M0)               r31.0<1>:d    r38.0<1;1,0>:d    3024:w              
        add (8|M0)               r32.0<1>:d    r38.0<1;1,0>:d    3136:w              
        add (8|M0)               r33.0<1>:d    r38.0<1;1,0>:d    3248:w              
        add (8|M0)               r34.0<1>:d    r38.0<1;1,0>:d    3360:w              
        add (8|M0)               r35.0<1>:d    r38.0<1;1,0>:d    3472:w              
        add (8|M0)               r5.0<1>:d     r38.0<1;1,0>:d    1232:w               {Compacted,$3.src}
        and (8|M0)               r36.0<1>:d    r38.0<1;1,0>:d    4080:w              
        and (8|M0)               r8.0<1>:d     r8.0<1;1,0>:d     4080:w              
        and (8|M0)               r9.0<1>:d     r9.0<1;1,0>:d     4080:w              
        and (8|M0)               r10.0<1>:d    r10.0<1;1,0>:d    4080:w              
        and (8|M0)               r11.0<1>:d    r11.0<1;1,0>:d    4080:w              
        and (8|M0)               r12.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r13.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (8|M0)               r14.0<1>:d    acc4.0<1;1,0>:d   4080:w              
        and (8|M0)               r2.0<1>:d     acc6.0<1;1,0>:d   4080:w              
        and (8|M0)               r15.0<1>:d    r15.0<1;1,0>:d    4080:w              
        and (8|M0)               r16.0<1>:d    r16.0<1;1,0>:d    4080:w              
        and (8|M0)               r3.0<1>:d     r3.0<1;1,0>:d     4080:w              
        and (8|M0)               r17.0<1>:d    r17.0<1;1,0>:d    4080:w              
        and (8|M0)               r18.0<1>:d    r18.0<1;1,0>:d    4080:w              
        and (8|M0)               r19.0<1>:d    r19.0<1;1,0>:d    4080:w              
        and (8|M0)               r20.0<1>:d    r20.0<1;1,0>:d    4080:w              
        and (8|M0)               r21.0<1>:d    r21.0<1;1,0>:d    4080:w              
        and (8|M0)               r22.0<1>:d    r22.0<1;1,0>:d    4080:w              
        and (8|M0)               r23.0<1>:d    r23.0<1;1,0>:d    4080:w              
        and (8|M0)               r24.0<1>:d    r24.0<1;1,0>:d    4080:w              
        and (8|M0)               r25.0<1>:d    r25.0<1;1,0>:d    4080:w              
        and (8|M0)               r26.0<1>:d    r26.0<1;1,0>:d    4080:w              
        and (8|M0)               r27.0<1>:d    r27.0<1;1,0>:d    4080:w              
        and (8|M0)               r28.0<1>:d    r28.0<1;1,0>:d    4080:w              
        and (8|M0)               r29.0<1>:d    r29.0<1;1,0>:d    4080:w              
        and (8|M0)               r30.0<1>:d    r30.0<1;1,0>:d    4080:w              
        and (8|M0)               r31.0<1>:d    r31.0<1;1,0>:d    4080:w              
        and (8|M0)               r32.0<1>:d    r32.0<1;1,0>:d    4080:w              
        and (8|M0)               r33.0<1>:d    r33.0<1;1,0>:d    4080:w              
        and (8|M0)               r34.0<1>:d    r34.0<1;1,0>:d    4080:w              
        and (8|M0)               r35.0<1>:d    r35.0<1;1,0>:d    4080:w              
        and (8|M0)               r5.0<1>:d     r5.0<1;1,0>:d     4080:w              
        send.dc1 (8|M0)          r39      r36     null:0  0x0            0x02406001           {$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r43      r8      null:0  0x0            0x02406001           {$5} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r47      r9      null:0  0x0            0x02406001           {$6} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r51      r10     null:0  0x0            0x02406001           {$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r55      r11     null:0  0x0            0x02406001           {$8} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r59      r12     null:0  0x0            0x02406001           {$9} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r63      r13     null:0  0x0            0x02406001           {$10} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r67      r14     null:0  0x0            0x02406001           {$11} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r71      r2      null:0  0x0            0x02406001           {$12} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r75      r15     null:0  0x0            0x02406001           {$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r79      r16     null:0  0x0            0x02406001           {$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r87      r3      null:0  0x0            0x02406001           {$15} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r91      r17     null:0  0x0            0x02406001           {$0} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r95      r18     null:0  0x0            0x02406001           {$1} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r99      r19     null:0  0x0            0x02406001           {$2} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r103     r20     null:0  0x0            0x02406001           {$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r107     r21     null:0  0x0            0x02406001           {$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r111     r22     null:0  0x0            0x02406001           {$5} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r115     r23     null:0  0x0            0x02406001           {$6} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r119     r24     null:0  0x0            0x02406001           {$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r123     r25     null:0  0x0            0x02406001           {$8} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r127     r26     null:0  0x0            0x02406001           {A@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@7}
        send.dc1 (8|M0)          r131     r27     null:0  0x0            0x02406001           {$10} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@7}
        send.dc1 (8|M0)          r135     r28     null:0  0x0            0x02406001           {$11} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@7}
        send.dc1 (8|M0)          r139     r29     null:0  0x0            0x02406001           {$12} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@7}
        send.dc1 (8|M0)          r143     r30     null:0  0x0            0x02406001           {$13} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@6}
        send.dc1 (8|M0)          r147     r31     null:0  0x0            0x02406001           {$14} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@5}
        send.dc1 (8|M0)          r151     r32     null:0  0x0            0x02406001           {$15} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@4}
        send.dc1 (8|M0)          r155     r33     null:0  0x0            0x02406001           {$0} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@3}
        send.dc1 (8|M0)          r159     r34     null:0  0x0            0x02406001           {$1} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@2}
        send.dc1 (8|M0)          r163     r35     null:0  0x0            0x02406001           {$2} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,I@1}
        send.dc1 (8|M0)          r83      r5      null:0  0x0            0x02406001           {$3} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)    (eq)f0.1   r167.0<1>:d   r7.0<1;1,0>:d     7:w               {$3.dst}
(f0.1)  goto (8|M0)                          L3312                  L3312                
L1864:
(W)     mov (1|M0)               r168.0<1>:d   0:w                              
L1880:
        sync.allwr                           ($5,$9)                
        mad (8|M0)               acc0.0<1>:f   r59.0<1;0>:f      r39.0<1;0>:f      r43.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               acc1.0<1>:f   r60.0<1;0>:f      r40.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   r61.0<1;0>:f      r41.0<1;0>:f      r45.0<1>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   r62.0<1;0>:f      r42.0<1;0>:f      r46.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r20.0<1>:f    r75.0<1;0>:f      r55.0<1;0>:f      r59.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r21.0<1>:f    r76.0<1;0>:f      r56.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (8|M0)               r22.0<1>:f    r77.0<1;0>:f      r57.0<1;0>:f      r61.0<1>:f       {Compacted}
        mad (8|M0)               r23.0<1>:f    r78.0<1;0>:f      r58.0<1;0>:f      r62.0<1>:f       {Compacted,$6.src}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r8.0<1>:f     r63.0<1;0>:f      r43.0<1;0>:f      r47.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r9.0<1>:f     r64.0<1;0>:f      r44.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (8|M0)               r10.0<1>:f    r65.0<1;0>:f      r45.0<1;0>:f      r49.0<1>:f       {Compacted,$7.src}
        mad (8|M0)               r11.0<1>:f    r66.0<1;0>:f      r46.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (8|M0)               r59.0<1>:f    r79.0<1;0>:f      r59.0<1;0>:f      r63.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r60.0<1>:f    r80.0<1;0>:f      r60.0<1;0>:f      r64.0<1>:f       {Compacted}
        mad (8|M0)               r61.0<1>:f    r81.0<1;0>:f      r61.0<1;0>:f      r65.0<1>:f       {Compacted}
        mad (8|M0)               r62.0<1>:f    r82.0<1;0>:f      r62.0<1;0>:f      r66.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc4.0<1>:f   r67.0<1;0>:f      r47.0<1;0>:f      r51.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               acc5.0<1>:f   r68.0<1;0>:f      r48.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (8|M0)               acc6.0<1>:f   r69.0<1;0>:f      r49.0<1;0>:f      r53.0<1>:f       {Compacted}
        mad (8|M0)               acc7.0<1>:f   r70.0<1;0>:f      r50.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (8|M0)               r63.0<1>:f    r83.0<1;0>:f      r63.0<1;0>:f      r67.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r64.0<1>:f    r84.0<1;0>:f      r64.0<1;0>:f      r68.0<1>:f       {Compacted}
        mad (8|M0)               r65.0<1>:f    r85.0<1;0>:f      r65.0<1;0>:f      r69.0<1>:f       {Compacted}
        mad (8|M0)               r66.0<1>:f    r86.0<1;0>:f      r66.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (8|M0)               r16.0<1>:f    r71.0<1;0>:f      r51.0<1;0>:f      r55.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r17.0<1>:f    r72.0<1;0>:f      r52.0<1;0>:f      r56.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r18.0<1>:f    r73.0<1;0>:f      r53.0<1;0>:f      r57.0<1>:f       {Compacted,$1.src}
        mad (8|M0)               r19.0<1>:f    r74.0<1;0>:f      r54.0<1;0>:f      r58.0<1>:f       {Compacted,$2.src}
        mad (8|M0)               r67.0<1>:f    r87.0<1;0>:f      r67.0<1;0>:f      r71.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r68.0<1>:f    r88.0<1;0>:f      r68.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (8|M0)               r69.0<1>:f    r89.0<1;0>:f      r69.0<1;0>:f      r73.0<1>:f       {Compacted}
        mad (8|M0)               r70.0<1>:f    r90.0<1;0>:f      r70.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (8|M0)               r71.0<1>:f    r91.0<1;0>:f      r71.0<1;0>:f      r75.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r72.0<1>:f    r92.0<1;0>:f      r72.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (8|M0)               r73.0<1>:f    r93.0<1;0>:f      r73.0<1;0>:f      r77.0<1>:f       {Compacted}
        mad (8|M0)               r74.0<1>:f    r94.0<1;0>:f      r74.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (8|M0)               r75.0<1>:f    r95.0<1;0>:f      r75.0<1;0>:f      r79.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r76.0<1>:f    r96.0<1;0>:f      r76.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (8|M0)               r77.0<1>:f    r97.0<1;0>:f      r77.0<1;0>:f      r81.0<1>:f       {Compacted}
        mad (8|M0)               r78.0<1>:f    r98.0<1;0>:f      r78.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (8|M0)               r79.0<1>:f    r99.0<1;0>:f      r79.0<1;0>:f      r83.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r80.0<1>:f    r100.0<1;0>:f     r80.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (8|M0)               r81.0<1>:f    r101.0<1;0>:f     r81.0<1;0>:f      r85.0<1>:f       {Compacted}
        mad (8|M0)               r82.0<1>:f    r102.0<1;0>:f     r82.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (8|M0)               r83.0<1>:f    r103.0<1;0>:f     r83.0<1;0>:f      r87.0<1>:f       {Compacted}
        mad (8|M0)               r84.0<1>:f    r104.0<1;0>:f     r84.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (8|M0)               r85.0<1>:f    r105.0<1;0>:f     r85.0<1;0>:f      r89.0<1>:f       {Compacted}
        mad (8|M0)               r86.0<1>:f    r106.0<1;0>:f     r86.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (8|M0)               r87.0<1>:f    r107.0<1;0>:f     r87.0<1;0>:f      r91.0<1>:f       {Compacted}
        mad (8|M0)               r88.0<1>:f    r108.0<1;0>:f     r88.0<1;0>:f      r92.0<1>:f       {Compacted}
        mad (8|M0)               r89.0<1>:f    r109.0<1;0>:f     r89.0<1;0>:f      r93.0<1>:f       {Compacted}
        mad (8|M0)               r90.0<1>:f    r110.0<1;0>:f     r90.0<1;0>:f      r94.0<1>:f       {Compacted}
        mad (8|M0)               r91.0<1>:f    r111.0<1;0>:f     r91.0<1;0>:f      r95.0<1>:f       {Compacted}
        mad (8|M0)               r92.0<1>:f    r112.0<1;0>:f     r92.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (8|M0)               r93.0<1>:f    r113.0<1;0>:f     r93.0<1;0>:f      r97.0<1>:f       {Compacted}
        mad (8|M0)               r94.0<1>:f    r114.0<1;0>:f     r94.0<1;0>:f      r98.0<1>:f       {Compacted}
        mad (8|M0)               r95.0<1>:f    r115.0<1;0>:f     r95.0<1;0>:f      r99.0<1>:f       {Compacted}
        mad (8|M0)               r96.0<1>:f    r116.0<1;0>:f     r96.0<1;0>:f      r100.0<1>:f      {Compacted}
        mad (8|M0)               r97.0<1>:f    r117.0<1;0>:f     r97.0<1;0>:f      r101.0<1>:f      {Compacted}
        mad (8|M0)               r98.0<1>:f    r118.0<1;0>:f     r98.0<1;0>:f      r102.0<1>:f      {Compacted}
        mad (8|M0)               r99.0<1>:f    r119.0<1;0>:f     r99.0<1;0>:f      r103.0<1>:f      {Compacted}
        mad (8|M0)               r100.0<1>:f   r120.0<1;0>:f     r100.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (8|M0)               r101.0<1>:f   r121.0<1;0>:f     r101.0<1;0>:f     r105.0<1>:f      {Compacted}
        mad (8|M0)               r102.0<1>:f   r122.0<1;0>:f     r102.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (8|M0)               r103.0<1>:f   r123.0<1;0>:f     r103.0<1;0>:f     r107.0<1>:f      {Compacted}
        mad (8|M0)               r104.0<1>:f   r124.0<1;0>:f     r104.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (8|M0)               r105.0<1>:f   r125.0<1;0>:f     r105.0<1;0>:f     r109.0<1>:f      {Compacted}
        mad (8|M0)               r106.0<1>:f   r126.0<1;0>:f     r106.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (8|M0)               r107.0<1>:f   r127.0<1;0>:f     r107.0<1;0>:f     r111.0<1>:f      {Compacted}
        mad (8|M0)               r108.0<1>:f   r128.0<1;0>:f     r108.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (8|M0)               r109.0<1>:f   r129.0<1;0>:f     r109.0<1;0>:f     r113.0<1>:f      {Compacted}
        mad (8|M0)               r110.0<1>:f   r130.0<1;0>:f     r110.0<1;0>:f     r114.0<1>:f      {Compacted}
(W)     add (1|M0)               r168.0<1>:d   r168.0<0;1,0>:d   1:w               {Compacted,I@1}
        mad (8|M0)               r111.0<1>:f   r131.0<1;0>:f     r111.0<1;0>:f     r115.0<1>:f      {Compacted}
        mad (8|M0)               r112.0<1>:f   r132.0<1;0>:f     r112.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (8|M0)               r113.0<1>:f   r133.0<1;0>:f     r113.0<1;0>:f     r117.0<1>:f      {Compacted}
        mad (8|M0)               r114.0<1>:f   r134.0<1;0>:f     r114.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (8|M0)               r115.0<1>:f   r135.0<1;0>:f     r115.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (8|M0)               r116.0<1>:f   r136.0<1;0>:f     r116.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (8|M0)               r117.0<1>:f   r137.0<1;0>:f     r117.0<1;0>:f     r121.0<1>:f      {Compacted}
        mad (8|M0)               r118.0<1>:f   r138.0<1;0>:f     r118.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (8|M0)               r119.0<1>:f   r139.0<1;0>:f     r119.0<1;0>:f     r123.0<1>:f      {Compacted}
        mad (8|M0)               r120.0<1>:f   r140.0<1;0>:f     r120.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (8|M0)               r121.0<1>:f   r141.0<1;0>:f     r121.0<1;0>:f     r125.0<1>:f      {Compacted}
        mad (8|M0)               r122.0<1>:f   r142.0<1;0>:f     r122.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (8|M0)               r123.0<1>:f   r143.0<1;0>:f     r123.0<1;0>:f     r127.0<1>:f      {Compacted}
        mad (8|M0)               r124.0<1>:f   r144.0<1;0>:f     r124.0<1;0>:f     r128.0<1>:f      {Compacted}
        mad (8|M0)               r125.0<1>:f   r145.0<1;0>:f     r125.0<1;0>:f     r129.0<1>:f      {Compacted}
        mad (8|M0)               r126.0<1>:f   r146.0<1;0>:f     r126.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (8|M0)               r127.0<1>:f   r147.0<1;0>:f     r127.0<1;0>:f     r131.0<1>:f      {Compacted}
        mad (8|M0)               r128.0<1>:f   r148.0<1;0>:f     r128.0<1;0>:f     r132.0<1>:f      {Compacted}
        mad (8|M0)               r129.0<1>:f   r149.0<1;0>:f     r129.0<1;0>:f     r133.0<1>:f      {Compacted}
        mad (8|M0)               r130.0<1>:f   r150.0<1;0>:f     r130.0<1;0>:f     r134.0<1>:f      {Compacted}
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r168.0<0;1,0>:ud  r167.0<1;1,0>:ud {I@1}
        mad (8|M0)               r131.0<1>:f   r151.0<1;0>:f     r131.0<1;0>:f     r135.0<1>:f      {Compacted}
        mad (8|M0)               r132.0<1>:f   r152.0<1;0>:f     r132.0<1;0>:f     r136.0<1>:f      {Compacted}
        mad (8|M0)               r133.0<1>:f   r153.0<1;0>:f     r133.0<1;0>:f     r137.0<1>:f      {Compacted}
        mad (8|M0)               r134.0<1>:f   r154.0<1;0>:f     r134.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (8|M0)               r135.0<1>:f   r155.0<1;0>:f     r135.0<1;0>:f     r139.0<1>:f      {Compacted}
        mad (8|M0)               r136.0<1>:f   r156.0<1;0>:f     r136.0<1;0>:f     r140.0<1>:f      {Compacted}
        mad (8|M0)               r137.0<1>:f   r157.0<1;0>:f     r137.0<1;0>:f     r141.0<1>:f      {Compacted}
        mad (8|M0)               r138.0<1>:f   r158.0<1;0>:f     r138.0<1;0>:f     r142.0<1>:f      {Compacted}
        mad (8|M0)               r139.0<1>:f   r159.0<1;0>:f     r139.0<1;0>:f     r143.0<1>:f      {Compacted}
        mad (8|M0)               r140.0<1>:f   r160.0<1;0>:f     r140.0<1;0>:f     r144.0<1>:f      {Compacted}
        mad (8|M0)               r141.0<1>:f   r161.0<1;0>:f     r141.0<1;0>:f     r145.0<1>:f      {Compacted}
        mad (8|M0)               r142.0<1>:f   r162.0<1;0>:f     r142.0<1;0>:f     r146.0<1>:f      {Compacted}
        mad (8|M0)               r143.0<1>:f   r163.0<1;0>:f     r143.0<1;0>:f     r147.0<1>:f      {Compacted}
        mad (8|M0)               r144.0<1>:f   r164.0<1;0>:f     r144.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (8|M0)               r145.0<1>:f   r165.0<1;0>:f     r145.0<1;0>:f     r149.0<1>:f      {Compacted}
        mad (8|M0)               r146.0<1>:f   r166.0<1;0>:f     r146.0<1;0>:f     r150.0<1>:f      {Compacted}
        mad (8|M0)               r147.0<1>:f   acc0.0<1;0>:f     r147.0<1;0>:f     r151.0<1>:f     
        mad (8|M0)               r148.0<1>:f   acc1.0<1;0>:f     r148.0<1;0>:f     r152.0<1>:f     
        mad (8|M0)               r149.0<1>:f   acc2.0<1;0>:f     r149.0<1;0>:f     r153.0<1>:f     
        mad (8|M0)               r150.0<1>:f   acc3.0<1;0>:f     r150.0<1;0>:f     r154.0<1>:f     
        mad (8|M0)               r151.0<1>:f   r8.0<1;0>:f       r151.0<1;0>:f     r155.0<1>:f      {Compacted}
        mad (8|M0)               r152.0<1>:f   r9.0<1;0>:f       r152.0<1;0>:f     r156.0<1>:f      {Compacted}
        mad (8|M0)               r153.0<1>:f   r10.0<1;0>:f      r153.0<1;0>:f     r157.0<1>:f      {Compacted}
        mad (8|M0)               r154.0<1>:f   r11.0<1;0>:f      r154.0<1;0>:f     r158.0<1>:f      {Compacted}
        mad (8|M0)               r155.0<1>:f   acc4.0<1;0>:f     r155.0<1;0>:f     r159.0<1>:f     
        mad (8|M0)               r156.0<1>:f   acc5.0<1;0>:f     r156.0<1;0>:f     r160.0<1>:f     
        mad (8|M0)               r157.0<1>:f   acc6.0<1;0>:f     r157.0<1;0>:f     r161.0<1>:f     
        mad (8|M0)               r158.0<1>:f   acc7.0<1;0>:f     r158.0<1;0>:f     r162.0<1>:f     
        mad (8|M0)               r159.0<1>:f   r16.0<1;0>:f      r159.0<1;0>:f     r163.0<1>:f      {Compacted}
        mad (8|M0)               r160.0<1>:f   r17.0<1;0>:f      r160.0<1;0>:f     r164.0<1>:f      {Compacted}
        mad (8|M0)               r161.0<1>:f   r18.0<1;0>:f      r161.0<1;0>:f     r165.0<1>:f      {Compacted}
        mad (8|M0)               r162.0<1>:f   r19.0<1;0>:f      r162.0<1;0>:f     r166.0<1>:f      {Compacted}
        mov (8|M0)               r39.0<1>:f    acc0.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r40.0<1>:f    acc1.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r41.0<1>:f    acc2.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r42.0<1>:f    acc3.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r43.0<1>:ud   r8.0<1;1,0>:ud                  
        mov (8|M0)               r44.0<1>:ud   r9.0<1;1,0>:ud                  
        mov (8|M0)               r45.0<1>:ud   r10.0<1;1,0>:ud                 
        mov (8|M0)               r46.0<1>:ud   r11.0<1;1,0>:ud                 
        mov (8|M0)               r47.0<1>:f    acc4.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r48.0<1>:f    acc5.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r49.0<1>:f    acc6.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r50.0<1>:f    acc7.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r55.0<1>:ud   r20.0<1;1,0>:ud                 
        mov (8|M0)               r56.0<1>:ud   r21.0<1;1,0>:ud                 
        mov (8|M0)               r57.0<1>:ud   r22.0<1;1,0>:ud                 
        mov (8|M0)               r58.0<1>:ud   r23.0<1;1,0>:ud                 
        mov (8|M0)               r51.0<1>:ud   r16.0<1;1,0>:ud                 
        mov (8|M0)               r52.0<1>:ud   r17.0<1;1,0>:ud                 
        mov (8|M0)               r53.0<1>:ud   r18.0<1;1,0>:ud                 
        mov (8|M0)               r54.0<1>:ud   r19.0<1;1,0>:ud                 
        mad (8|M0)               r163.0<1>:f   r20.0<1;0>:f      acc0.0<1;0>:f     r163.0<1>:f      {Compacted}
        mad (8|M0)               r164.0<1>:f   r21.0<1;0>:f      acc1.0<1;0>:f     r164.0<1>:f      {Compacted}
        mad (8|M0)               r165.0<1>:f   r22.0<1;0>:f      acc2.0<1;0>:f     r165.0<1>:f      {Compacted}
        mad (8|M0)               r166.0<1>:f   r23.0<1;0>:f      acc3.0<1;0>:f     r166.0<1>:f      {Compacted}
(f0.0)  goto.b (8|M0)                        L3312                  L1880                
L3312:
        join (8|M0)                          L3328                                
L3328:
        add (8|M0)               acc0.0<1>:f   r39.0<1;1,0>:f    0.0:f               {Compacted,$4.dst}
        add (8|M0)               acc1.0<1>:f   r40.0<1;1,0>:f    0.0:f               {Compacted}
        add (8|M0)               acc2.0<1>:f   r41.0<1;1,0>:f    0.0:f               {Compacted}
        add (8|M0)               acc3.0<1>:f   r42.0<1;1,0>:f    0.0:f               {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r12.0<1>:ud   0x40400000:ud                              {$9.src}
(W)     mov (1|M0)               r17.0<1>:ud   0x40800000:ud                              {$0.src}
(W)     mov (8|M0)               r255.0<1>:ud  r37.0<1;1,0>:ud                 
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r43.0<1;0>:f      r6.3<0>:f        {Compacted,I@4}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r44.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r45.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r46.0<1;0>:f      r6.3<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x40A00000:ud                              {$3.src}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r47.0<1;0>:f      r12.0<0>:f       {Compacted,I@4}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r48.0<1;0>:f      r12.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r49.0<1;0>:f      r12.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r50.0<1;0>:f      r12.0<0>:f       {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x40C00000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r51.0<1;0>:f      r17.0<0>:f       {Compacted,I@4}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r52.0<1;0>:f      r17.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r53.0<1;0>:f      r17.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r54.0<1;0>:f      r17.0<0>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:ud   0x40E00000:ud                              {$11.src}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r55.0<1;0>:f      r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r57.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r58.0<1;0>:f      r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    0x41000000:ud                              {$12.src}
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r59.0<1;0>:f      r6.3<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r62.0<1;0>:f      r6.3<0>:f        {Compacted}
(W)     mov (1|M0)               r8.0<1>:ud    0x41100000:ud                             
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r14.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r64.0<1;0>:f      r14.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r65.0<1;0>:f      r14.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r66.0<1;0>:f      r14.0<0>:f       {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x41200000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r67.0<1;0>:f      r2.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r68.0<1;0>:f      r2.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r69.0<1;0>:f      r2.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r70.0<1;0>:f      r2.0<0>:f        {Compacted}
(W)     mov (1|M0)               r16.0<1>:ud   0x41300000:ud                              {$14.src}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r71.0<1;0>:f      r8.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r72.0<1;0>:f      r8.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r73.0<1;0>:f      r8.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r74.0<1;0>:f      r8.0<0>:f        {Compacted}
(W)     mov (1|M0)               r7.0<1>:ud    0x41400000:ud                             
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r75.0<1;0>:f      r6.3<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r76.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r77.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r78.0<1;0>:f      r6.3<0>:f        {Compacted}
(W)     mov (1|M0)               r10.0<1>:ud   0x41500000:ud                             
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r79.0<1;0>:f      r16.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r80.0<1;0>:f      r16.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r81.0<1;0>:f      r16.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r82.0<1;0>:f      r16.0<0>:f       {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x41600000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r83.0<1;0>:f      r7.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r84.0<1;0>:f      r7.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r85.0<1;0>:f      r7.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r86.0<1;0>:f      r7.0<0>:f        {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    0x41700000:ud                              {$15.src}
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r87.0<1;0>:f      r10.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r88.0<1;0>:f      r10.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r89.0<1;0>:f      r10.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r90.0<1;0>:f      r10.0<0>:f       {Compacted}
(W)     mov (1|M0)               r9.0<1>:ud    0x41800000:ud                             
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r91.0<1;0>:f      r6.3<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r92.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r93.0<1;0>:f      r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r94.0<1;0>:f      r6.3<0>:f        {Compacted}
(W)     mov (1|M0)               r12.0<1>:ud   0x41880000:ud                             
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r95.0<1;0>:f      r3.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r96.0<1;0>:f      r3.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r97.0<1;0>:f      r3.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r98.0<1;0>:f      r3.0<0>:f        {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    0x41900000:ud                             
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r99.0<1;0>:f      r9.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r100.0<1;0>:f     r9.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r101.0<1;0>:f     r9.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r102.0<1;0>:f     r9.0<0>:f        {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x41980000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r103.0<1;0>:f     r12.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r104.0<1;0>:f     r12.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r105.0<1;0>:f     r12.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r106.0<1;0>:f     r12.0<0>:f       {Compacted}
(W)     mov (1|M0)               r11.0<1>:ud   0x41A00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r107.0<1;0>:f     r2.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r108.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r109.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r110.0<1;0>:f     r2.0<0>:f        {Compacted}
(W)     mov (1|M0)               r14.0<1>:ud   0x41A80000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r111.0<1;0>:f     r6.3<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r112.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r113.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r114.0<1;0>:f     r6.3<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41B00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r115.0<1;0>:f     r11.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r116.0<1;0>:f     r11.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r117.0<1;0>:f     r11.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r118.0<1;0>:f     r11.0<0>:f       {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x41B80000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r119.0<1;0>:f     r14.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r120.0<1;0>:f     r14.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r121.0<1;0>:f     r14.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r122.0<1;0>:f     r14.0<0>:f       {Compacted}
(W)     mov (1|M0)               r13.0<1>:ud   0x41C00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r123.0<1;0>:f     r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r124.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r125.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r126.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    0x41C80000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r127.0<1;0>:f     r6.3<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r128.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r129.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r130.0<1;0>:f     r6.3<0>:f        {Compacted}
(W)     mov (1|M0)               r8.0<1>:ud    0x41D00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r131.0<1;0>:f     r13.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r132.0<1;0>:f     r13.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r133.0<1;0>:f     r13.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r134.0<1;0>:f     r13.0<0>:f       {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x41D80000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r135.0<1;0>:f     r3.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r136.0<1;0>:f     r3.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r137.0<1;0>:f     r3.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r138.0<1;0>:f     r3.0<0>:f        {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    0x41E00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r139.0<1;0>:f     r8.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r140.0<1;0>:f     r8.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r141.0<1;0>:f     r8.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r142.0<1;0>:f     r8.0<0>:f        {Compacted}
(W)     mov (1|M0)               r7.0<1>:ud    0x41E80000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r143.0<1;0>:f     r6.3<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r144.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r145.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r146.0<1;0>:f     r6.3<0>:f        {Compacted}
(W)     mov (1|M0)               r10.0<1>:ud   0x41F00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r147.0<1;0>:f     r2.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r148.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r149.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r150.0<1;0>:f     r2.0<0>:f        {Compacted}
(W)     mov (1|M0)               r6.3<1>:ud    0x41F80000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r151.0<1;0>:f     r7.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r152.0<1;0>:f     r7.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r153.0<1;0>:f     r7.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r154.0<1;0>:f     r7.0<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x42000000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r155.0<1;0>:f     r10.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r156.0<1;0>:f     r10.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r157.0<1;0>:f     r10.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r158.0<1;0>:f     r10.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r159.0<1;0>:f     r6.3<0>:f        {Compacted,I@2}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r160.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r161.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r162.0<1;0>:f     r6.3<0>:f        {Compacted}
        mad (8|M0)               r21.0<1>:f    acc0.0<1;0>:f     r163.0<1;0>:f     r5.0<0>:f        {Compacted,I@1}
        mad (8|M0)               r22.0<1>:f    acc1.0<1;0>:f     r164.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               r23.0<1>:f    acc2.0<1;0>:f     r165.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               r24.0<1>:f    acc3.0<1;0>:f     r166.0<1;0>:f     r5.0<0>:f        {Compacted}
        send.dc1 (8|M0)          null     r38     r21:4   0x0            0x02026000           {A@1,$3} // wr:1+4, rd:0; untyped surface write with xyzw
(W)     send.ugm (1|M0)          r7       r37     null:0  0x0            0x0214031F           {$4} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r7.0<1;1,0>:ud                   {$4.dst}
(W)     send.gtwy (8|M0)         null     r255    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L5048:
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
        illegal                
        illegal                
