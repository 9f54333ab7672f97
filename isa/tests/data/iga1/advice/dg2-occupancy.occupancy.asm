L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r109.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$0.dst}
(W)     shl (1|M0)               r3.0<1>:d     r109.1<0;1,0>:d   6:w               {Compacted,A@1}
        mul (16|M0)              r118.0<1>:d   r1.0<1;1,0>:uw    192:w              
        mul (16|M16)             r120.0<1>:d   r2.0<1;1,0>:uw    192:w              
        add (16|M0)              r110.0<1>:d   r3.0<0;1,0>:d     r1.0<1;1,0>:uw   {I@3}
        add (16|M16)             r112.0<1>:d   r3.0<0;1,0>:d     r2.0<1;1,0>:uw  
        add3 (16|M0)             r114.0<1>:d   r3.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d       
        add3 (16|M16)            r116.0<1>:d   r3.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
(W)     mov (1|M0)               r122.0<1>:d   0:w                              
L408:
        sync.nop                             null                             {Compacted,$2.dst}
(W)     or (1|M0)                r8.0<1>:d     r122.0<0;1,0>:d   5:w               {Compacted,I@1}
(W)     or (1|M0)                r9.0<1>:d     r122.0<0;1,0>:d   6:w               {Compacted}
(W)     or (1|M0)                r3.0<1>:d     r122.0<0;1,0>:d   1:w               {Compacted}
(W)     or (1|M0)                r4.0<1>:d     r122.0<0;1,0>:d   2:w               {Compacted}
(W)     or (1|M0)                r5.0<1>:d     r122.0<0;1,0>:d   3:w               {Compacted,$1.dst}
(W)     or (1|M0)                r6.0<1>:d     r122.0<0;1,0>:d   4:w               {Compacted}
(W)     or (1|M0)                r10.0<1>:d    r122.0<0;1,0>:d   7:w               {Compacted}
(W)     or (1|M0)                r11.0<1>:d    r122.0<0;1,0>:d   8:w               {Compacted}
(W)     or (1|M0)                r12.0<1>:d    r122.0<0;1,0>:d   9:w               {Compacted}
(W)     or (1|M0)                r13.0<1>:d    r122.0<0;1,0>:d   10:w               {Compacted}
        add3 (16|M0)             r16.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r122.0<0>:d     
        sync.nop                             null                             {Compacted,$4.src}
        add3 (16|M16)            r38.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r8.0<0>:d        {I@7}
        add3 (16|M0)             r40.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r9.0<0>:d        {I@7}
        add3 (16|M16)            r18.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r122.0<0>:d     
        add3 (16|M16)            r42.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r9.0<0>:d       
        add3 (16|M0)             r20.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r3.0<0>:d       
        add3 (16|M16)            r22.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r3.0<0>:d        {$3.src}
        add3 (16|M0)             r24.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r4.0<0>:d       
        add3 (16|M16)            r26.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r4.0<0>:d       
        add3 (16|M16)            r30.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r5.0<0>:d       
        add3 (16|M0)             r32.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r6.0<0>:d       
        add3 (16|M0)             r44.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r10.0<0>:d      
        add3 (16|M16)            r46.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r10.0<0>:d      
        add3 (16|M0)             r48.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r11.0<0>:d      
        add3 (16|M16)            r50.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r11.0<0>:d      
        add3 (16|M0)             r52.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r12.0<0>:d      
        add3 (16|M16)            r54.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r12.0<0>:d      
        add3 (16|M0)             r56.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r13.0<0>:d      
        shl (16|M0)              r16.0<1>:d    r16.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r38.0<1>:d    r38.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r40.0<1>:d    r40.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r18.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r42.0<1>:d    r42.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r22.0<1>:d    r22.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r24.0<1>:d    r24.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r26.0<1>:d    r26.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r30.0<1>:d    r30.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r32.0<1>:d    r32.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r44.0<1>:d    r44.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r46.0<1>:d    r46.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r48.0<1>:d    r48.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r50.0<1>:d    r50.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r52.0<1>:d    r52.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r54.0<1>:d    r54.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r56.0<1>:d    r56.0<1;1,0>:d    2:w               {Compacted}
        and (16|M0)              r16.0<1>:d    r16.0<1;1,0>:d    16380:w              
        and (16|M16)             r38.0<1>:d    r38.0<1;1,0>:d    16380:w              
        and (16|M0)              r40.0<1>:d    r40.0<1;1,0>:d    16380:w              
        send.dc1 (16|M0)         r64      r16     null:0  0x0            0x04205E01           {A@3,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r86      r38     null:0  0x0            0x04205E01           {A@2,$6} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r88      r40     null:0  0x0            0x04205E01           {A@1,$7} // wr:2+0, rd:2; untyped surface read with x
(W)     or (1|M0)                r14.0<1>:d    r122.0<0;1,0>:d   11:w               {Compacted}
        and (16|M16)             r18.0<1>:d    r18.0<1;1,0>:d    16380:w              
        and (16|M16)             r42.0<1>:d    r42.0<1;1,0>:d    16380:w              
        and (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    16380:w              
        and (16|M16)             r22.0<1>:d    r22.0<1;1,0>:d    16380:w              
        and (16|M0)              r24.0<1>:d    r24.0<1;1,0>:d    16380:w              
        and (16|M16)             r26.0<1>:d    r26.0<1;1,0>:d    16380:w              
        and (16|M16)             r30.0<1>:d    r30.0<1;1,0>:d    16380:w              
        and (16|M0)              r32.0<1>:d    r32.0<1;1,0>:d    16380:w              
        and (16|M0)              r44.0<1>:d    r44.0<1;1,0>:d    16380:w              
        and (16|M16)             r46.0<1>:d    r46.0<1;1,0>:d    16380:w              
        and (16|M0)              r48.0<1>:d    r48.0<1;1,0>:d    16380:w              
        and (16|M16)             r50.0<1>:d    r50.0<1;1,0>:d    16380:w              
        and (16|M0)              r52.0<1>:d    r52.0<1;1,0>:d    16380:w              
        and (16|M16)             r54.0<1>:d    r54.0<1;1,0>:d    16380:w              
        and (16|M0)              r56.0<1>:d    r56.0<1;1,0>:d    16380:w              
        send.dc1 (16|M16)        r66      r18     null:0  0x0            0x04205E01           {$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r90      r42     null:0  0x0            0x04205E01           {$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r68      r20     null:0  0x0            0x04205E01           {$10} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r70      r22     null:0  0x0            0x04205E01           {$11} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r72      r24     null:0  0x0            0x04205E01           {A@7,$12} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r74      r26     null:0  0x0            0x04205E01           {A@7,$13} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r78      r30     null:0  0x0            0x04205E01           {A@7,$14} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r80      r32     null:0  0x0            0x04205E01           {A@7,$15} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r92      r44     null:0  0x0            0x04205E01           {A@7,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r94      r46     null:0  0x0            0x04205E01           {A@6,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r96      r48     null:0  0x0            0x04205E01           {A@5,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r98      r50     null:0  0x0            0x04205E01           {A@4,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r100     r52     null:0  0x0            0x04205E01           {A@3,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r102     r54     null:0  0x0            0x04205E01           {A@2,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r104     r56     null:0  0x0            0x04205E01           {A@1,$6} // wr:2+0, rd:2; untyped surface read with x
        add3 (16|M0)             r36.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r8.0<0>:d       
        add3 (16|M0)             r28.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r5.0<0>:d       
        add3 (16|M16)            r34.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r6.0<0>:d       
        add3 (16|M16)            r58.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r13.0<0>:d      
        add3 (16|M0)             r60.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r14.0<0>:d      
        add3 (16|M16)            r62.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r14.0<0>:d      
        shl (16|M0)              r36.0<1>:d    r36.0<1;1,0>:d    2:w               {Compacted,I@6}
        shl (16|M0)              r28.0<1>:d    r28.0<1;1,0>:d    2:w               {Compacted,I@6}
        shl (16|M16)             r34.0<1>:d    r34.0<1;1,0>:d    2:w               {Compacted,I@6}
        shl (16|M16)             r58.0<1>:d    r58.0<1;1,0>:d    2:w               {Compacted,I@6}
        shl (16|M0)              r60.0<1>:d    r60.0<1;1,0>:d    2:w               {Compacted,I@6}
        shl (16|M16)             r62.0<1>:d    r62.0<1;1,0>:d    2:w               {Compacted,I@6}
        and (16|M0)              r36.0<1>:d    r36.0<1;1,0>:d    16380:w               {I@6}
        and (16|M0)              r28.0<1>:d    r28.0<1;1,0>:d    16380:w               {I@6}
        and (16|M16)             r34.0<1>:d    r34.0<1;1,0>:d    16380:w               {I@6}
        and (16|M16)             r58.0<1>:d    r58.0<1;1,0>:d    16380:w               {I@6}
        and (16|M0)              r60.0<1>:d    r60.0<1;1,0>:d    16380:w               {I@6}
        and (16|M16)             r62.0<1>:d    r62.0<1;1,0>:d    16380:w               {I@6}
        send.dc1 (16|M0)         r84      r36     null:0  0x0            0x04205E01           {A@6,$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r76      r28     null:0  0x0            0x04205E01           {A@5,$7} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r82      r34     null:0  0x0            0x04205E01           {A@4,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r106     r58     null:0  0x0            0x04205E01           {A@3,$10} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r3       r60     null:0  0x0            0x04205E01           {A@2,$11} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r8       r62     null:0  0x0            0x04205E01           {A@1,$12} // wr:2+0, rd:2; untyped surface read with x
(W)     or (1|M0)                r15.0<1>:d    r122.0<0;1,0>:d   12:w               {Compacted}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r38.0<1>:f    r64.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r58.0<1>:f    r88.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r64.0<1>:f    r86.0<1;1,0>:f                   {Compacted,$6.dst}
(W)     or (1|M0)                r88.0<1>:d    r122.0<0;1,0>:d   15:w               {Compacted,F@2}
(W)     or (1|M0)                r86.0<1>:d    r122.0<0;1,0>:d   13:w               {Compacted,F@1}
(W)     or (1|M0)                r87.0<1>:d    r122.0<0;1,0>:d   14:w               {Compacted}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M16)             r46.0<1>:f    r66.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r40.0<1>:f    r68.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$2.src}
        mov (16|M16)             r48.0<1>:f    r70.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$12.dst}
        mov (16|M0)              r42.0<1>:f    r72.0<1;1,0>:f                   {Compacted,$9.src}
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M16)             r50.0<1>:f    r74.0<1;1,0>:f                   {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M16)             r52.0<1>:f    r78.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M0)              r54.0<1>:f    r80.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M0)              r60.0<1>:f    r92.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M16)             r66.0<1>:f    r90.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M16)             r68.0<1>:f    r94.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r70.0<1>:f    r96.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M0)              r72.0<1>:f    r100.0<1;1,0>:f                  {Compacted,$4.dst}
        mov (16|M0)              r74.0<1>:f    r104.0<1;1,0>:f                  {Compacted,$6.dst}
        mov (16|M16)             r78.0<1>:f    r98.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r80.0<1>:f    r102.0<1;1,0>:f                  {Compacted,$5.dst}
        add3 (16|M0)             r89.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r15.0<0>:d       {A@4}
        add3 (16|M16)            r91.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r15.0<0>:d      
        add3 (16|M0)             r93.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r86.0<0>:d       {A@4}
        add3 (16|M16)            r95.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r86.0<0>:d       {F@5}
        add3 (16|M0)             r97.0<1>:d    r110.0<1;0>:d     r7.0<0;0>:d       r87.0<0>:d       {A@2}
        add3 (16|M16)            r99.0<1>:d    r112.0<1;0>:d     r7.0<0;0>:d       r87.0<0>:d      
        add3 (16|M0)             r101.0<1>:d   r110.0<1;0>:d     r7.0<0;0>:d       r88.0<0>:d       {F@1}
        add3 (16|M16)            r103.0<1>:d   r112.0<1;0>:d     r7.0<0;0>:d       r88.0<0>:d      
        shl (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    2:w               {Compacted,I@7}
        shl (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    2:w               {Compacted,I@7}
        shl (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    2:w               {Compacted,I@7}
        shl (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    2:w               {Compacted,I@7}
        shl (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    2:w               {Compacted,I@7}
        shl (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    2:w               {Compacted,I@7}
        shl (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   2:w               {Compacted,I@7}
        shl (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   2:w               {Compacted,I@7}
        add (16|M16)             r16.0<1>:d    r120.0<1;1,0>:d   r122.0<0;1,0>:d  {Compacted}
        add (16|M0)              r12.0<1>:d    r118.0<1;1,0>:d   r122.0<0;1,0>:d  {Compacted}
        and (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   16380:w               {I@7}
        and (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   16380:w               {I@7}
        add (16|M0)              r18.0<1>:d    r118.0<1;1,0>:d   r6.0<0;1,0>:d    {Compacted}
        add (16|M16)             r20.0<1>:d    r120.0<1;1,0>:d   r6.0<0;1,0>:d    {Compacted}
        send.dc1 (16|M16)        r5       r95     null:0  0x0            0x04205E01           {A@1,$13} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r22.0<1>:d    r118.0<1;1,0>:d   r11.0<0;1,0>:d   {Compacted}
        add (16|M16)             r24.0<1>:d    r120.0<1;1,0>:d   r11.0<0;1,0>:d   {Compacted}
        send.dc1 (16|M16)        r10      r99     null:0  0x0            0x04205E01           {A@1,$14} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r56.0<1>:f    r84.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r44.0<1>:f    r76.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r62.0<1>:f    r82.0<1;1,0>:f                   {Compacted,$9.dst}
        shl (16|M16)             r28.0<1>:d    r16.0<1;1,0>:d    2:w               {Compacted}
        send.dc1 (16|M16)        r16      r103    null:0  0x0            0x04205E01           {A@1,$15} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r26.0<1>:d    r12.0<1;1,0>:d    2:w               {Compacted}
        send.dc1 (16|M0)         r12      r101    null:0  0x0            0x04205E01           {A@1,$0} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M16)             r84.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
        send.dc1 (16|M0)         r8       r97     null:0  0x0            0x04205E01           {A@1,$1} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r76.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$11.dst}
        send.dc1 (16|M0)         r3       r93     null:0  0x0            0x04205E01           {A@1,$2} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M16)             r82.0<1>:f    r106.0<1;1,0>:f                  {Compacted,$10.dst}
        send.dc1 (16|M0)         r105     r89     null:0  0x0            0x04205E01           {A@1,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r107     r91     null:0  0x0            0x04205E01           {$6} // wr:2+0, rd:2; untyped surface read with x
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r88.0<0;1,0>:ud   0xBF:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r88.0<0;1,0>:ud   0xBF:uw             
        shl (16|M0)              r30.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r32.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M0)              r34.0<1>:d    r22.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r36.0<1>:d    r24.0<1;1,0>:d    2:w               {Compacted}
        add (16|M0)              r18.0<1>:d    r118.0<1;1,0>:d   r15.0<0;1,0>:d   {Compacted}
        add (16|M16)             r20.0<1>:d    r120.0<1;1,0>:d   r15.0<0;1,0>:d   {Compacted}
        send.dc1 (16|M0)         null     r26     r38:8   0x0            0x040250FE           {$7} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r28     r46:8   0x0            0x040250FE           {$8} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r30     r54:8   0x0            0x040250FE           {A@6,$9} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r32     r62:8   0x0            0x040250FE           {A@5,$10} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M0)         null     r34     r70:8   0x0            0x040250FE           {A@4,$11} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r36     r78:8   0x0            0x040250FE           {A@3,$12} // wr:2+8, rd:0; untyped surface write with xyzw
        shl (16|M0)              r22.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r24.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted,I@2}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r38.0<1>:f    r10.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M16)             r40.0<1>:f    r16.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r30.0<1>:f    r8.0<1;1,0>:f                    {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r32.0<1>:f    r12.0<1;1,0>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r28.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M16)             r36.0<1>:f    r5.0<1;1,0>:f                    {Compacted,$13.dst}
        mov (16|M0)              r26.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M16)             r34.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$6.dst}
        send.dc1 (16|M0)         null     r22     r26:8   0x0            0x040250FE           {A@2,$3} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r24     r34:8   0x0            0x040250FE           {A@1,$4} // wr:2+8, rd:0; untyped surface write with xyzw
(~f1.0) goto (32|M0)                         L3040                  L3040                
L3016:
(W)     add (1|M0)               r122.0<1>:d   r122.0<0;1,0>:d   16:w               {Compacted}
(W)     jmpi                                 L408                                
L3040:
        join (32|M0)                         L3056                                
L3056:
(W)     send.slm (1|M0)          r3       r109    null:0  0x0            0x0210011F           {$14} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r4.2<1>:f     0.0:f                               {Compacted,$14.dst}
(W)     mov (2|M0)               r4.10<1>:ub   r109.11<0;1,0>:ub                {F@1}
(W)     mov (8|M0)               null<1>:ud    r3.0<1;1,0>:ud                  
(W)     send.gtwy (1|M0)         null     r4      null:0  0x0            0x02000004           {A@2,$7} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                             
(f0.0)  goto (32|M0)                         L3224                  L3224                
L3176:
        mov (16|M0)              r123.0<1>:d   0:w                              
        mov (16|M16)             r125.0<1>:d   0:w                              
        goto (32|M0)                         L3224                  L3448                
L3224:
        join (32|M0)                         L3448                                
L3240:
        or (16|M0)               r3.0<1>:d     r118.0<1;1,0>:d   7:w               {Compacted,$7.src}
        or (16|M16)              r5.0<1>:d     r120.0<1;1,0>:d   7:w               {Compacted}
(W)     mul (8|M0)               acc0.0<1>:ud  r3.0<1;1,0>:ud    0xAAAB:uw              {I@2}
        mach (8|M0)              r8.0<1>:ud    r3.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r4.0<1;1,0>:ud    0xAAAB:uw             
        mach (8|M8)              r9.0<1>:ud    r4.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r5.0<1;1,0>:ud    0xAAAB:uw              {I@5}
        mach (8|M16)             r10.0<1>:ud   r5.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r6.0<1;1,0>:ud    0xAAAB:uw             
        mach (8|M24)             r11.0<1>:ud   r6.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
        shr (16|M0)              r12.0<1>:d    r8.0<1;1,0>:ud    13:w               {Compacted,I@5}
        shr (16|M16)             r14.0<1>:d    r10.0<1;1,0>:ud   13:w               {Compacted,I@2}
        mad (16|M0)              r3.0<1>:d     r3.0<1;0>:d       r12.0<1;0>:d      -12288:w               {I@2}
        mad (16|M16)             r5.0<1>:d     r5.0<1;0>:d       r14.0<1;0>:d      -12288:w               {I@2}
        shl (16|M0)              r123.0<1>:d   r3.0<1;1,0>:d     2:w               {Compacted,I@2}
        shl (16|M16)             r125.0<1>:d   r5.0<1;1,0>:d     2:w               {Compacted,I@2}
L3448:
        join (32|M0)                         L3464                                
L3464:
        sync.nop                             null                             {Compacted,$7.src}
        send.dc1 (16|M0)         r3       r123    null:0  0x0            0x04205EFE           {A@3,$15} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r5       r125    null:0  0x0            0x04205EFE           {A@2,$0} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M0)              r8.0<1>:d     r114.0<1;1,0>:d   2:w               {Compacted}
        shl (16|M16)             r10.0<1>:d    r116.0<1;1,0>:d   2:w               {Compacted}
        send.dc1 (16|M0)         null     r8      r3:2    0x0            0x04025E00           {A@2,$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r10     r5:2    0x0            0x04025E00           {A@1,$0} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r109.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          r12      r109    null:0  0x0            0x0214031F           {$1} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r12.0<1;1,0>:ud                  {$1.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L3608:
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
