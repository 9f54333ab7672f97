L0:
(W)     mov (8|M0)               r255.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r255.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r255.2<1>:ud  r255.2<0;0>:ud    r255.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r255    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r255    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r255.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r8       r255    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r166.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r166.2<0;1,0>:uw {Compacted,A@1}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r166.1<0;1,0>:d  {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$1.dst}
        add3 (16|M0)             r4.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d        {I@1}
        add3 (16|M16)            r10.0<1>:d    r3.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
        shl (16|M0)              r12.0<1>:d    r4.0<1;1,0>:d     2:w               {Compacted,I@2}
        shl (16|M16)             r14.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M0)              r98.0<1>:d    r4.0<1;1,0>:d     4:w               {Compacted}
        shl (16|M16)             r96.0<1>:d    r10.0<1;1,0>:d    4:w               {Compacted}
        and (16|M0)              r12.0<1>:d    r12.0<1;1,0>:d    60:w               {Compacted,I@4}
        and (16|M16)             r14.0<1>:d    r14.0<1;1,0>:d    60:w               {Compacted,I@4}
        add (16|M0)              r20.0<1>:d    r98.0<1;1,0>:d    112:w               {Compacted,I@4}
        add (16|M0)              r22.0<1>:d    r98.0<1;1,0>:d    224:w               {Compacted}
        add (16|M0)              r2.0<1>:d     r98.0<1;1,0>:d    336:w               {Compacted}
        add (16|M16)             r8.0<1>:d     r96.0<1;1,0>:d    112:w               {Compacted,I@6}
        add (16|M16)             r24.0<1>:d    r96.0<1;1,0>:d    224:w               {Compacted}
        add (16|M16)             r6.0<1>:d     r96.0<1;1,0>:d    336:w               {Compacted}
        send.dc1 (16|M0)         r16      r12     null:0  0x0            0x04205E02           {A@7,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r14     null:0  0x0            0x04205E02           {A@7,$4} // wr:2+0, rd:2; untyped surface read with x
        and (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    4080:w               {I@6}
        and (16|M0)              r22.0<1>:d    r22.0<1;1,0>:d    4080:w               {I@6}
        and (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@6}
        and (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     4080:w               {I@6}
        and (16|M16)             r24.0<1>:d    r24.0<1;1,0>:d    4080:w               {I@6}
        and (16|M0)              r12.0<1>:d    r98.0<1;1,0>:d    4080:w               {$3.src}
        and (16|M16)             r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@7}
        and (16|M16)             r14.0<1>:d    r96.0<1;1,0>:d    4080:w               {$4.src}
        send.dc1 (16|M0)         r32      r20     null:0  0x0            0x04805001           {A@7,$5} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r56      r22     null:0  0x0            0x04805001           {A@7,$6} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r72      r2      null:0  0x0            0x04805001           {A@6,$7} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r40      r8      null:0  0x0            0x04805001           {A@5,$8} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r48      r24     null:0  0x0            0x04805001           {A@4,$9} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r88      r12     null:0  0x0            0x04805001           {A@3,$10} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r64      r6      null:0  0x0            0x04805001           {A@2,$11} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M16)        r80      r14     null:0  0x0            0x04805001           {A@1,$12} // wr:2+0, rd:8; untyped surface read with xyzw
        and (16|M0)   (eq)f0.0   r4.0<1>:d     r16.0<1;1,0>:d    7:w               {Compacted,$3.dst}
        and (16|M16)  (eq)f0.0   r10.0<1>:d    r18.0<1;1,0>:d    7:w               {$4.dst}
(f0.0)  goto (32|M0)                         L5496                  L5496                
L768:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r4.0<1;1,0>:d     1:w               {I@3}
        cmp (16|M16)  (eq)f1.0   null<1>:d     r10.0<1;1,0>:d    1:w               {I@3}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (16|M0)              r164.0<1>:f   r32.0<1;0>:f      r88.0<1;0>:f      r32.0<1>:f       {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (16|M16)             r238.0<1>:f   r40.0<1;0>:f      r80.0<1;0>:f      r40.0<1>:f       {Compacted,$8.dst}
        mad (16|M0)              r160.0<1>:f   r34.0<1;0>:f      r90.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (16|M16)             r236.0<1>:f   r42.0<1;0>:f      r82.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (16|M0)              r158.0<1>:f   r36.0<1;0>:f      r92.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (16|M16)             r234.0<1>:f   r44.0<1;0>:f      r84.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (16|M0)              r156.0<1>:f   r38.0<1;0>:f      r94.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (16|M16)             r232.0<1>:f   r46.0<1;0>:f      r86.0<1;0>:f      r46.0<1>:f       {Compacted}
        mad (16|M0)              r130.0<1>:f   r56.0<1;0>:f      r32.0<1;0>:f      r56.0<1>:f       {Compacted,$6.dst}
        mad (16|M16)             r230.0<1>:f   r48.0<1;0>:f      r40.0<1;0>:f      r48.0<1>:f       {Compacted,$9.dst}
        mad (16|M0)              r126.0<1>:f   r58.0<1;0>:f      r34.0<1;0>:f      r58.0<1>:f       {Compacted}
        mad (16|M16)             r228.0<1>:f   r50.0<1;0>:f      r42.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (16|M0)              r122.0<1>:f   r60.0<1;0>:f      r36.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (16|M16)             r226.0<1>:f   r52.0<1;0>:f      r44.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (16|M0)              r118.0<1>:f   r62.0<1;0>:f      r38.0<1;0>:f      r62.0<1>:f       {Compacted}
        mad (16|M16)             r224.0<1>:f   r54.0<1;0>:f      r46.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (16|M0)              r114.0<1>:f   r72.0<1;0>:f      r56.0<1;0>:f      r72.0<1>:f       {Compacted,$7.dst}
        mad (16|M16)             r222.0<1>:f   r64.0<1;0>:f      r48.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mad (16|M0)              r110.0<1>:f   r74.0<1;0>:f      r58.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (16|M16)             r220.0<1>:f   r66.0<1;0>:f      r50.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (16|M0)              r106.0<1>:f   r76.0<1;0>:f      r60.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (16|M16)             r218.0<1>:f   r68.0<1;0>:f      r52.0<1;0>:f      r68.0<1>:f       {Compacted}
        mad (16|M0)              r102.0<1>:f   r78.0<1;0>:f      r62.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (16|M16)             r216.0<1>:f   r70.0<1;0>:f      r54.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (16|M0)              r30.0<1>:f    r164.0<1;0>:f     r72.0<1;0>:f      r164.0<1>:f      {Compacted}
        mad (16|M16)             r214.0<1>:f   r238.0<1;0>:f     r64.0<1;0>:f      r238.0<1>:f      {Compacted}
        mad (16|M0)              r26.0<1>:f    r160.0<1;0>:f     r74.0<1;0>:f      r160.0<1>:f      {Compacted}
        mad (16|M16)             r212.0<1>:f   r236.0<1;0>:f     r66.0<1;0>:f      r236.0<1>:f      {Compacted}
        mad (16|M0)              r22.0<1>:f    r158.0<1;0>:f     r76.0<1;0>:f      r158.0<1>:f      {Compacted}
        mad (16|M16)             r210.0<1>:f   r234.0<1;0>:f     r68.0<1;0>:f      r234.0<1>:f      {Compacted}
        mad (16|M0)              r14.0<1>:f    r156.0<1;0>:f     r78.0<1;0>:f      r156.0<1>:f      {Compacted}
        mad (16|M16)             r208.0<1>:f   r232.0<1;0>:f     r70.0<1;0>:f      r232.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L5096                  L5096                
L1088:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<1;1,0>:ud    0x2:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r10.0<1;1,0>:ud   0x2:uw             
        mad (16|M0)              r142.0<1>:f   r130.0<1;0>:f     r164.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (16|M16)             r138.0<1>:f   r230.0<1;0>:f     r238.0<1;0>:f     r230.0<1>:f      {Compacted}
        mad (16|M0)              r140.0<1>:f   r126.0<1;0>:f     r160.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (16|M16)             r132.0<1>:f   r228.0<1;0>:f     r236.0<1;0>:f     r228.0<1>:f      {Compacted}
        mad (16|M0)              r136.0<1>:f   r122.0<1;0>:f     r158.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (16|M16)             r124.0<1>:f   r226.0<1;0>:f     r234.0<1;0>:f     r226.0<1>:f      {Compacted}
        mad (16|M0)              r134.0<1>:f   r118.0<1;0>:f     r156.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (16|M16)             r116.0<1>:f   r224.0<1;0>:f     r232.0<1;0>:f     r224.0<1>:f      {Compacted}
        mad (16|M0)              r120.0<1>:f   r106.0<1;0>:f     r122.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (16|M0)              r126.0<1>:f   r110.0<1;0>:f     r126.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (16|M0)              r118.0<1>:f   r102.0<1;0>:f     r118.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (16|M0)              r112.0<1>:f   r30.0<1;0>:f      r114.0<1;0>:f     r30.0<1>:f       {Compacted}
        mad (16|M0)              r106.0<1>:f   r22.0<1;0>:f      r106.0<1;0>:f     r22.0<1>:f       {Compacted}
        mad (16|M0)              r110.0<1>:f   r26.0<1;0>:f      r110.0<1;0>:f     r26.0<1>:f       {Compacted}
        mad (16|M0)              r102.0<1>:f   r14.0<1;0>:f      r102.0<1;0>:f     r14.0<1>:f       {Compacted}
        mad (16|M0)              r128.0<1>:f   r114.0<1;0>:f     r130.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (16|M16)             r108.0<1>:f   r222.0<1;0>:f     r230.0<1;0>:f     r222.0<1>:f      {Compacted}
        mad (16|M16)             r104.0<1>:f   r220.0<1;0>:f     r228.0<1;0>:f     r220.0<1>:f      {Compacted}
        mad (16|M16)             r100.0<1>:f   r218.0<1;0>:f     r226.0<1;0>:f     r218.0<1>:f      {Compacted}
        mad (16|M16)             r28.0<1>:f    r216.0<1;0>:f     r224.0<1;0>:f     r216.0<1>:f      {Compacted}
        mad (16|M16)             r24.0<1>:f    r214.0<1;0>:f     r222.0<1;0>:f     r214.0<1>:f      {Compacted}
        mad (16|M16)             r20.0<1>:f    r212.0<1;0>:f     r220.0<1;0>:f     r212.0<1>:f      {Compacted}
        mad (16|M16)             r18.0<1>:f    r210.0<1;0>:f     r218.0<1;0>:f     r210.0<1>:f      {Compacted}
        mad (16|M16)             r16.0<1>:f    r208.0<1;0>:f     r216.0<1;0>:f     r208.0<1>:f      {Compacted}
        mad (16|M16)             r12.0<1>:f    r138.0<1;0>:f     r214.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (16|M16)             r8.0<1>:f     r132.0<1;0>:f     r212.0<1;0>:f     r132.0<1>:f      {Compacted}
        mad (16|M16)             r6.0<1>:f     r124.0<1;0>:f     r210.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (16|M16)             r2.0<1>:f     r116.0<1;0>:f     r208.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (16|M0)              r30.0<1>:f    r142.0<1;0>:f     r30.0<1;0>:f      r142.0<1>:f      {Compacted}
        mad (16|M0)              r22.0<1>:f    r136.0<1;0>:f     r22.0<1;0>:f      r136.0<1>:f      {Compacted}
        mad (16|M0)              r26.0<1>:f    r140.0<1;0>:f     r26.0<1;0>:f      r140.0<1>:f      {Compacted}
        mad (16|M0)              r14.0<1>:f    r134.0<1;0>:f     r14.0<1;0>:f      r134.0<1>:f      {Compacted}
(f0.0)  goto (32|M0)                         L1792                  L1792                
L1392:
        mov (16|M0)              r88.0<1>:ud   r142.0<1;1,0>:ud                
        mov (16|M16)             r80.0<1>:ud   r138.0<1;1,0>:ud                
        mov (16|M0)              r90.0<1>:ud   r140.0<1;1,0>:ud                
        mov (16|M16)             r82.0<1>:ud   r132.0<1;1,0>:ud                
        mov (16|M0)              r92.0<1>:ud   r136.0<1;1,0>:ud                
        mov (16|M16)             r84.0<1>:ud   r124.0<1;1,0>:ud                
        mov (16|M0)              r94.0<1>:ud   r134.0<1;1,0>:ud                
        mov (16|M16)             r86.0<1>:ud   r116.0<1;1,0>:ud                
        mov (16|M0)              r32.0<1>:ud   r128.0<1;1,0>:ud                
        mov (16|M16)             r40.0<1>:ud   r108.0<1;1,0>:ud                
        mov (16|M0)              r34.0<1>:ud   r126.0<1;1,0>:ud                
        mov (16|M16)             r42.0<1>:ud   r104.0<1;1,0>:ud                
        mov (16|M0)              r36.0<1>:ud   r120.0<1;1,0>:ud                
        mov (16|M16)             r44.0<1>:ud   r100.0<1;1,0>:ud                
        mov (16|M0)              r38.0<1>:ud   r118.0<1;1,0>:ud                
        mov (16|M16)             r46.0<1>:ud   r28.0<1;1,0>:ud                 
        mov (16|M0)              r56.0<1>:f    r112.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r24.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r58.0<1>:f    r110.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r50.0<1>:f    r20.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r60.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r52.0<1>:f    r18.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r62.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r54.0<1>:f    r16.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r72.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r64.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r74.0<1>:f    r26.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r76.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r68.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r78.0<1>:f    r14.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r70.0<1>:f    r2.0<1;1,0>:f                    {Compacted}
        goto (32|M0)                         L1792                  L5496                
L1792:
        join (32|M0)                         L5096                                
L1808:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r4.0<1;1,0>:d     3:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r10.0<1;1,0>:d    3:w              
        mad (16|M0)              r164.0<1>:f   r128.0<1;0>:f     r142.0<1;0>:f     r128.0<1>:f      {Compacted}
        mad (16|M16)             r206.0<1>:f   r108.0<1;0>:f     r138.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (16|M0)              r160.0<1>:f   r126.0<1;0>:f     r140.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (16|M16)             r204.0<1>:f   r104.0<1;0>:f     r132.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (16|M0)              r158.0<1>:f   r120.0<1;0>:f     r136.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (16|M16)             r202.0<1>:f   r100.0<1;0>:f     r124.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (16|M0)              r156.0<1>:f   r118.0<1;0>:f     r134.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (16|M16)             r200.0<1>:f   r28.0<1;0>:f      r116.0<1;0>:f     r28.0<1>:f       {Compacted}
        mad (16|M0)              r122.0<1>:f   r106.0<1;0>:f     r120.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (16|M0)              r126.0<1>:f   r110.0<1;0>:f     r126.0<1;0>:f     r110.0<1>:f      {Compacted,I@7}
        mad (16|M0)              r118.0<1>:f   r102.0<1;0>:f     r118.0<1;0>:f     r102.0<1>:f      {Compacted,I@6}
        mad (16|M0)              r114.0<1>:f   r30.0<1;0>:f      r112.0<1;0>:f     r30.0<1>:f       {Compacted}
        mad (16|M0)              r106.0<1>:f   r22.0<1;0>:f      r106.0<1;0>:f     r22.0<1>:f       {Compacted}
        mad (16|M0)              r110.0<1>:f   r26.0<1;0>:f      r110.0<1;0>:f     r26.0<1>:f       {Compacted}
        mad (16|M0)              r102.0<1>:f   r14.0<1;0>:f      r102.0<1;0>:f     r14.0<1>:f       {Compacted}
        mad (16|M0)              r130.0<1>:f   r112.0<1;0>:f     r128.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (16|M16)             r198.0<1>:f   r24.0<1;0>:f      r108.0<1;0>:f     r24.0<1>:f       {Compacted}
        mad (16|M16)             r196.0<1>:f   r20.0<1;0>:f      r104.0<1;0>:f     r20.0<1>:f       {Compacted}
        mad (16|M16)             r194.0<1>:f   r18.0<1;0>:f      r100.0<1;0>:f     r18.0<1>:f       {Compacted}
        mad (16|M16)             r192.0<1>:f   r16.0<1;0>:f      r28.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (16|M16)             r190.0<1>:f   r12.0<1;0>:f      r24.0<1;0>:f      r12.0<1>:f       {Compacted}
        mad (16|M16)             r188.0<1>:f   r8.0<1;0>:f       r20.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (16|M16)             r186.0<1>:f   r6.0<1;0>:f       r18.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (16|M16)             r184.0<1>:f   r2.0<1;0>:f       r16.0<1;0>:f      r2.0<1>:f        {Compacted}
        mad (16|M16)             r182.0<1>:f   r206.0<1;0>:f     r12.0<1;0>:f      r206.0<1>:f      {Compacted}
        mad (16|M16)             r180.0<1>:f   r204.0<1;0>:f     r8.0<1;0>:f       r204.0<1>:f      {Compacted}
        mad (16|M16)             r178.0<1>:f   r202.0<1;0>:f     r6.0<1;0>:f       r202.0<1>:f      {Compacted}
        mad (16|M16)             r176.0<1>:f   r200.0<1;0>:f     r2.0<1;0>:f       r200.0<1>:f      {Compacted}
        mad (16|M0)              r30.0<1>:f    r164.0<1;0>:f     r30.0<1;0>:f      r164.0<1>:f      {Compacted}
        mad (16|M0)              r22.0<1>:f    r158.0<1;0>:f     r22.0<1;0>:f      r158.0<1>:f      {Compacted}
        mad (16|M0)              r26.0<1>:f    r160.0<1;0>:f     r26.0<1;0>:f      r160.0<1>:f      {Compacted}
        mad (16|M0)              r14.0<1>:f    r156.0<1;0>:f     r14.0<1;0>:f      r156.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L4680                  L4680                
L2112:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<1;1,0>:ud    0x4:uw             
        cmp (16|M16)  (gt)f0.0   null<1>:d     r10.0<1;1,0>:ud   0x4:uw             
        mad (16|M0)              r162.0<1>:f   r126.0<1;0>:f     r160.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (16|M0)              r164.0<1>:f   r130.0<1;0>:f     r164.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (16|M16)             r124.0<1>:f   r198.0<1;0>:f     r206.0<1;0>:f     r198.0<1>:f      {Compacted}
        mad (16|M16)             r120.0<1>:f   r196.0<1;0>:f     r204.0<1;0>:f     r196.0<1>:f      {Compacted}
        mad (16|M16)             r116.0<1>:f   r194.0<1;0>:f     r202.0<1;0>:f     r194.0<1>:f      {Compacted}
        mad (16|M0)              r154.0<1>:f   r118.0<1;0>:f     r156.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (16|M16)             r112.0<1>:f   r192.0<1;0>:f     r200.0<1;0>:f     r192.0<1>:f      {Compacted}
        mad (16|M0)              r160.0<1>:f   r122.0<1;0>:f     r158.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (16|M0)              r152.0<1>:f   r114.0<1;0>:f     r130.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (16|M16)             r108.0<1>:f   r190.0<1;0>:f     r198.0<1;0>:f     r190.0<1>:f      {Compacted}
        mad (16|M0)              r150.0<1>:f   r110.0<1;0>:f     r126.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (16|M16)             r104.0<1>:f   r188.0<1;0>:f     r196.0<1;0>:f     r188.0<1>:f      {Compacted}
        mad (16|M0)              r148.0<1>:f   r106.0<1;0>:f     r122.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (16|M16)             r100.0<1>:f   r186.0<1;0>:f     r194.0<1;0>:f     r186.0<1>:f      {Compacted}
        mad (16|M0)              r146.0<1>:f   r102.0<1;0>:f     r118.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (16|M16)             r28.0<1>:f    r184.0<1;0>:f     r192.0<1;0>:f     r184.0<1>:f      {Compacted,I@7}
        mad (16|M0)              r144.0<1>:f   r30.0<1;0>:f      r114.0<1;0>:f     r30.0<1>:f       {Compacted}
        mad (16|M16)             r24.0<1>:f    r182.0<1;0>:f     r190.0<1;0>:f     r182.0<1>:f      {Compacted}
        mad (16|M0)              r142.0<1>:f   r26.0<1;0>:f      r110.0<1;0>:f     r26.0<1>:f       {Compacted}
        mad (16|M16)             r20.0<1>:f    r180.0<1;0>:f     r188.0<1;0>:f     r180.0<1>:f      {Compacted}
        mad (16|M0)              r140.0<1>:f   r22.0<1;0>:f      r106.0<1;0>:f     r22.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r178.0<1;0>:f     r186.0<1;0>:f     r178.0<1>:f      {Compacted}
        mad (16|M0)              r138.0<1>:f   r14.0<1;0>:f      r102.0<1;0>:f     r14.0<1>:f       {Compacted}
        mad (16|M16)             r16.0<1>:f    r176.0<1;0>:f     r184.0<1;0>:f     r176.0<1>:f      {Compacted}
        mad (16|M0)              r134.0<1>:f   r162.0<1;0>:f     r26.0<1;0>:f      r162.0<1>:f      {Compacted}
        mad (16|M0)              r136.0<1>:f   r164.0<1;0>:f     r30.0<1;0>:f      r164.0<1>:f      {Compacted}
        mad (16|M16)             r12.0<1>:f    r124.0<1;0>:f     r182.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (16|M16)             r6.0<1>:f     r120.0<1;0>:f     r180.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (16|M16)             r2.0<1>:f     r116.0<1;0>:f     r178.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (16|M0)              r128.0<1>:f   r154.0<1;0>:f     r14.0<1;0>:f      r154.0<1>:f      {Compacted}
        mad (16|M16)             r8.0<1>:f     r112.0<1;0>:f     r176.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (16|M0)              r132.0<1>:f   r160.0<1;0>:f     r22.0<1;0>:f      r160.0<1>:f      {Compacted}
(f0.0)  goto (32|M0)                         L2816                  L2816                
L2416:
        mov (16|M0)              r88.0<1>:ud   r164.0<1;1,0>:ud                
        mov (16|M16)             r80.0<1>:ud   r124.0<1;1,0>:ud                
        mov (16|M0)              r90.0<1>:ud   r162.0<1;1,0>:ud                
        mov (16|M16)             r82.0<1>:ud   r120.0<1;1,0>:ud                
        mov (16|M0)              r92.0<1>:ud   r160.0<1;1,0>:ud                
        mov (16|M16)             r84.0<1>:ud   r116.0<1;1,0>:ud                
        mov (16|M0)              r94.0<1>:ud   r154.0<1;1,0>:ud                
        mov (16|M16)             r86.0<1>:ud   r112.0<1;1,0>:ud                
        mov (16|M0)              r32.0<1>:ud   r152.0<1;1,0>:ud                
        mov (16|M16)             r40.0<1>:ud   r108.0<1;1,0>:ud                
        mov (16|M0)              r34.0<1>:ud   r150.0<1;1,0>:ud                
        mov (16|M16)             r42.0<1>:ud   r104.0<1;1,0>:ud                
        mov (16|M0)              r36.0<1>:ud   r148.0<1;1,0>:ud                
        mov (16|M16)             r44.0<1>:ud   r100.0<1;1,0>:ud                
        mov (16|M0)              r38.0<1>:ud   r146.0<1;1,0>:ud                
        mov (16|M16)             r46.0<1>:ud   r28.0<1;1,0>:ud                 
        mov (16|M0)              r56.0<1>:f    r144.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r24.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r58.0<1>:f    r142.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r50.0<1>:f    r20.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r60.0<1>:f    r140.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r52.0<1>:f    r18.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r62.0<1>:f    r138.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r54.0<1>:f    r16.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r72.0<1>:f    r136.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r64.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r74.0<1>:f    r134.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r66.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r76.0<1>:f    r132.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r78.0<1>:f    r128.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r70.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
        goto (32|M0)                         L2816                  L5496                
L2816:
        join (32|M0)                         L4680                                
L2832:
        mad (16|M0)              r158.0<1>:f   r152.0<1;0>:f     r164.0<1;0>:f     r152.0<1>:f      {Compacted}
        mad (16|M0)              r156.0<1>:f   r150.0<1;0>:f     r162.0<1;0>:f     r150.0<1>:f      {Compacted}
        mad (16|M16)             r172.0<1>:f   r104.0<1;0>:f     r120.0<1;0>:f     r104.0<1>:f      {Compacted}
        cmp (16|M0)   (eq)f1.0   null<1>:d     r4.0<1;1,0>:d     5:w              
        cmp (16|M16)  (eq)f1.0   null<1>:d     r10.0<1;1,0>:d    5:w              
        mad (16|M0)              r130.0<1>:f   r148.0<1;0>:f     r160.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (16|M16)             r170.0<1>:f   r100.0<1;0>:f     r116.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (16|M16)             r174.0<1>:f   r108.0<1;0>:f     r124.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (16|M0)              r14.0<1>:f    r146.0<1;0>:f     r154.0<1;0>:f     r146.0<1>:f      {Compacted}
        mad (16|M16)             r168.0<1>:f   r28.0<1;0>:f      r112.0<1;0>:f     r28.0<1>:f       {Compacted}
        mad (16|M0)              r126.0<1>:f   r144.0<1;0>:f     r152.0<1;0>:f     r144.0<1>:f      {Compacted}
        mad (16|M0)              r110.0<1>:f   r136.0<1;0>:f     r144.0<1;0>:f     r136.0<1>:f      {Compacted}
        mad (16|M0)              r26.0<1>:f    r158.0<1;0>:f     r136.0<1;0>:f     r158.0<1>:f      {Compacted,F@7}
        mad (16|M0)              r122.0<1>:f   r142.0<1;0>:f     r150.0<1;0>:f     r142.0<1>:f      {Compacted}
        mad (16|M0)              r106.0<1>:f   r134.0<1;0>:f     r142.0<1;0>:f     r134.0<1>:f      {Compacted}
        mad (16|M0)              r22.0<1>:f    r156.0<1;0>:f     r134.0<1;0>:f     r156.0<1>:f      {Compacted}
        mad (16|M16)             r144.0<1>:f   r6.0<1;0>:f       r20.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (16|M16)             r136.0<1>:f   r172.0<1;0>:f     r6.0<1;0>:f       r172.0<1>:f      {Compacted}
        mad (16|M0)              r118.0<1>:f   r140.0<1;0>:f     r148.0<1;0>:f     r140.0<1>:f      {Compacted}
        mad (16|M0)              r114.0<1>:f   r138.0<1;0>:f     r146.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (16|M0)              r102.0<1>:f   r132.0<1;0>:f     r140.0<1;0>:f     r132.0<1>:f      {Compacted}
        mad (16|M0)              r30.0<1>:f    r128.0<1;0>:f     r138.0<1;0>:f     r128.0<1>:f      {Compacted}
        mad (16|M16)             r142.0<1>:f   r2.0<1;0>:f       r18.0<1;0>:f      r2.0<1>:f        {Compacted}
        mad (16|M16)             r134.0<1>:f   r170.0<1;0>:f     r2.0<1;0>:f       r170.0<1>:f      {Compacted}
        mad (16|M0)              r6.0<1>:f     r130.0<1;0>:f     r132.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (16|M16)             r154.0<1>:f   r24.0<1;0>:f      r108.0<1;0>:f     r24.0<1>:f       {Compacted}
        mad (16|M16)             r152.0<1>:f   r20.0<1;0>:f      r104.0<1;0>:f     r20.0<1>:f       {Compacted}
        mad (16|M16)             r150.0<1>:f   r18.0<1;0>:f      r100.0<1;0>:f     r18.0<1>:f       {Compacted,I@7}
        mad (16|M16)             r148.0<1>:f   r16.0<1;0>:f      r28.0<1;0>:f      r16.0<1>:f       {Compacted,I@7}
        mad (16|M16)             r146.0<1>:f   r12.0<1;0>:f      r24.0<1;0>:f      r12.0<1>:f       {Compacted,I@6}
        mad (16|M16)             r140.0<1>:f   r8.0<1;0>:f       r16.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (16|M16)             r138.0<1>:f   r174.0<1;0>:f     r12.0<1;0>:f      r174.0<1>:f      {Compacted}
        mad (16|M0)              r2.0<1>:f     r14.0<1;0>:f      r128.0<1;0>:f     r14.0<1>:f       {Compacted}
        mad (16|M16)             r132.0<1>:f   r168.0<1;0>:f     r8.0<1;0>:f       r168.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L4264                  L4264                
L3136:
        mad (16|M0)              r164.0<1>:f   r126.0<1;0>:f     r158.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (16|M0)              r158.0<1>:f   r118.0<1;0>:f     r130.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (16|M0)              r130.0<1>:f   r110.0<1;0>:f     r126.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (16|M0)              r160.0<1>:f   r122.0<1;0>:f     r156.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (16|M0)              r126.0<1>:f   r106.0<1;0>:f     r122.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (16|M0)              r122.0<1>:f   r102.0<1;0>:f     r118.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (16|M0)              r14.0<1>:f    r114.0<1;0>:f     r14.0<1;0>:f      r114.0<1>:f      {Compacted}
        cmp (16|M0)   (eq)f0.0   null<1>:d     r4.0<1;1,0>:d     7:w               {Compacted}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<1;1,0>:d    7:w              
        mad (16|M0)              r118.0<1>:f   r30.0<1;0>:f      r114.0<1;0>:f     r30.0<1>:f       {Compacted}
        mad (16|M0)              r114.0<1>:f   r26.0<1;0>:f      r110.0<1;0>:f     r26.0<1>:f       {Compacted}
        mad (16|M16)             r162.0<1>:f   r154.0<1;0>:f     r174.0<1;0>:f     r154.0<1>:f      {Compacted}
        mad (16|M16)             r8.0<1>:f     r152.0<1;0>:f     r172.0<1;0>:f     r152.0<1>:f      {Compacted}
        mad (16|M16)             r12.0<1>:f    r150.0<1;0>:f     r170.0<1;0>:f     r150.0<1>:f      {Compacted}
        mad (16|M16)             r16.0<1>:f    r148.0<1;0>:f     r168.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (16|M0)              r110.0<1>:f   r22.0<1;0>:f      r106.0<1;0>:f     r22.0<1>:f       {Compacted}
        mad (16|M0)              r106.0<1>:f   r6.0<1;0>:f       r102.0<1;0>:f     r6.0<1>:f        {Compacted}
        mad (16|M0)              r102.0<1>:f   r2.0<1;0>:f       r30.0<1;0>:f      r2.0<1>:f        {Compacted}
        mad (16|M0)              r30.0<1>:f    r164.0<1;0>:f     r26.0<1;0>:f      r164.0<1>:f      {Compacted}
        mad (16|M0)              r26.0<1>:f    r160.0<1;0>:f     r22.0<1;0>:f      r160.0<1>:f      {Compacted}
        mad (16|M16)             r128.0<1>:f   r146.0<1;0>:f     r154.0<1;0>:f     r146.0<1>:f      {Compacted}
        mad (16|M16)             r124.0<1>:f   r144.0<1;0>:f     r152.0<1;0>:f     r144.0<1>:f      {Compacted}
        mad (16|M16)             r120.0<1>:f   r142.0<1;0>:f     r150.0<1;0>:f     r142.0<1>:f      {Compacted}
        mad (16|M16)             r116.0<1>:f   r140.0<1;0>:f     r148.0<1;0>:f     r140.0<1>:f      {Compacted}
        mad (16|M16)             r112.0<1>:f   r138.0<1;0>:f     r146.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (16|M16)             r108.0<1>:f   r136.0<1;0>:f     r144.0<1;0>:f     r136.0<1>:f      {Compacted}
        mad (16|M16)             r104.0<1>:f   r134.0<1;0>:f     r142.0<1;0>:f     r134.0<1>:f      {Compacted}
        mad (16|M16)             r100.0<1>:f   r132.0<1;0>:f     r140.0<1;0>:f     r132.0<1>:f      {Compacted}
        mad (16|M0)              r156.0<1>:f   r14.0<1;0>:f      r2.0<1;0>:f       r14.0<1>:f       {Compacted}
        mad (16|M16)             r28.0<1>:f    r162.0<1;0>:f     r138.0<1;0>:f     r162.0<1>:f      {Compacted,I@7}
        mad (16|M16)             r24.0<1>:f    r8.0<1;0>:f       r136.0<1;0>:f     r8.0<1>:f        {Compacted}
        mad (16|M16)             r20.0<1>:f    r12.0<1;0>:f      r134.0<1;0>:f     r12.0<1>:f       {Compacted}
        mad (16|M16)             r18.0<1>:f    r16.0<1;0>:f      r132.0<1;0>:f     r16.0<1>:f       {Compacted}
        mad (16|M0)              r22.0<1>:f    r158.0<1;0>:f     r6.0<1;0>:f       r158.0<1>:f      {Compacted}
(f0.0)  goto (32|M0)                         L3832                  L3832                
L3432:
        mov (16|M0)              r88.0<1>:ud   r164.0<1;1,0>:ud                
        mov (16|M16)             r80.0<1>:ud   r162.0<1;1,0>:ud                
        mov (16|M0)              r90.0<1>:ud   r160.0<1;1,0>:ud                
        mov (16|M16)             r82.0<1>:ud   r8.0<1;1,0>:ud                  
        mov (16|M0)              r92.0<1>:ud   r158.0<1;1,0>:ud                
        mov (16|M16)             r84.0<1>:ud   r12.0<1;1,0>:ud                 
        mov (16|M0)              r94.0<1>:ud   r14.0<1;1,0>:ud                 
        mov (16|M16)             r86.0<1>:ud   r16.0<1;1,0>:ud                 
        mov (16|M0)              r32.0<1>:ud   r130.0<1;1,0>:ud                
        mov (16|M16)             r40.0<1>:ud   r128.0<1;1,0>:ud                
        mov (16|M0)              r34.0<1>:ud   r126.0<1;1,0>:ud                
        mov (16|M16)             r42.0<1>:ud   r124.0<1;1,0>:ud                
        mov (16|M0)              r36.0<1>:ud   r122.0<1;1,0>:ud                
        mov (16|M16)             r44.0<1>:ud   r120.0<1;1,0>:ud                
        mov (16|M0)              r38.0<1>:ud   r118.0<1;1,0>:ud                
        mov (16|M16)             r46.0<1>:ud   r116.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r56.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r112.0<1;1,0>:f                  {Compacted,F@7}
        mov (16|M0)              r58.0<1>:f    r110.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r50.0<1>:f    r108.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r60.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r52.0<1>:f    r104.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r54.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r72.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r64.0<1>:f    r28.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r74.0<1>:f    r26.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r24.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r76.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r68.0<1>:f    r20.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r78.0<1>:f    r156.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r70.0<1>:f    r18.0<1;1,0>:f                   {Compacted}
        goto (32|M0)                         L3832                  L5496                
L3832:
        join (32|M0)                         L4264                                
L3848:
        mad (16|M0)              acc0.0<1>:f   r130.0<1;0>:f     r164.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (16|M16)             acc2.0<1>:f   r128.0<1;0>:f     r162.0<1;0>:f     r128.0<1>:f     
        mad (16|M0)              acc4.0<1>:f   r126.0<1;0>:f     r160.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (16|M16)             acc6.0<1>:f   r124.0<1;0>:f     r8.0<1;0>:f       r124.0<1>:f     
        mad (16|M0)              r10.0<1>:f    r122.0<1;0>:f     r158.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (16|M16)             r12.0<1>:f    r120.0<1;0>:f     r12.0<1;0>:f      r120.0<1>:f      {Compacted}
        mad (16|M0)              r14.0<1>:f    r118.0<1;0>:f     r14.0<1;0>:f      r118.0<1>:f      {Compacted}
        mad (16|M16)             r16.0<1>:f    r116.0<1;0>:f     r16.0<1;0>:f      r116.0<1>:f      {Compacted,I@7}
        mad (16|M0)              r32.0<1>:f    r114.0<1;0>:f     r130.0<1;0>:f     r114.0<1>:f      {Compacted,I@7}
        mad (16|M16)             r40.0<1>:f    r112.0<1;0>:f     r128.0<1;0>:f     r112.0<1>:f      {Compacted,I@7}
        mad (16|M0)              r34.0<1>:f    r110.0<1;0>:f     r126.0<1;0>:f     r110.0<1>:f      {Compacted,I@7}
        mad (16|M16)             r42.0<1>:f    r108.0<1;0>:f     r124.0<1;0>:f     r108.0<1>:f      {Compacted,I@7}
        mad (16|M0)              r36.0<1>:f    r106.0<1;0>:f     r122.0<1;0>:f     r106.0<1>:f      {Compacted,I@6}
        mad (16|M16)             r44.0<1>:f    r104.0<1;0>:f     r120.0<1;0>:f     r104.0<1>:f      {Compacted,I@5}
        mad (16|M0)              r38.0<1>:f    r102.0<1;0>:f     r118.0<1;0>:f     r102.0<1>:f      {Compacted,I@4}
        mad (16|M16)             r46.0<1>:f    r100.0<1;0>:f     r116.0<1;0>:f     r100.0<1>:f      {Compacted,I@3}
        mad (16|M0)              r56.0<1>:f    r30.0<1;0>:f      r114.0<1;0>:f     r30.0<1>:f       {Compacted}
        mad (16|M16)             r48.0<1>:f    r28.0<1;0>:f      r112.0<1;0>:f     r28.0<1>:f       {Compacted}
        mad (16|M0)              r58.0<1>:f    r26.0<1;0>:f      r110.0<1;0>:f     r26.0<1>:f       {Compacted}
        mad (16|M16)             r50.0<1>:f    r24.0<1;0>:f      r108.0<1;0>:f     r24.0<1>:f       {Compacted}
        mad (16|M0)              r60.0<1>:f    r22.0<1;0>:f      r106.0<1;0>:f     r22.0<1>:f       {Compacted}
        mad (16|M16)             r52.0<1>:f    r20.0<1;0>:f      r104.0<1;0>:f     r20.0<1>:f       {Compacted}
        mad (16|M0)              r62.0<1>:f    r156.0<1;0>:f     r102.0<1;0>:f     r156.0<1>:f      {Compacted}
        mad (16|M16)             r54.0<1>:f    r18.0<1;0>:f      r100.0<1;0>:f     r18.0<1>:f       {Compacted}
        mov (16|M0)              r88.0<1>:f    acc0.0<1;1,0>:f                  {Compacted}
        mad (16|M0)              r72.0<1>:f    acc0.0<1;0>:f     acc0.0<1;0>:f     r30.0<1>:f      
        mov (16|M16)             r80.0<1>:f    acc2.0<1;1,0>:f                  {Compacted}
        mad (16|M16)             r64.0<1>:f    acc2.0<1;0>:f     acc2.0<1;0>:f     r28.0<1>:f      
        mov (16|M0)              r90.0<1>:f    acc4.0<1;1,0>:f                  {Compacted}
        mad (16|M0)              r74.0<1>:f    acc4.0<1;0>:f     acc4.0<1;0>:f     r26.0<1>:f      
        mov (16|M16)             r82.0<1>:f    acc6.0<1;1,0>:f                  {Compacted}
        mad (16|M16)             r66.0<1>:f    acc6.0<1;0>:f     acc6.0<1;0>:f     r24.0<1>:f      
        mov (16|M0)              r92.0<1>:ud   r10.0<1;1,0>:ud                 
        mad (16|M0)              r76.0<1>:f    r10.0<1;0>:f      r10.0<1;0>:f      r22.0<1>:f       {Compacted}
        mov (16|M16)             r84.0<1>:ud   r12.0<1;1,0>:ud                 
        mad (16|M16)             r68.0<1>:f    r12.0<1;0>:f      r12.0<1;0>:f      r20.0<1>:f       {Compacted}
        mov (16|M0)              r94.0<1>:ud   r14.0<1;1,0>:ud                 
        mad (16|M0)              r78.0<1>:f    r14.0<1;0>:f      r14.0<1;0>:f      r156.0<1>:f      {Compacted}
        mov (16|M16)             r86.0<1>:ud   r16.0<1;1,0>:ud                 
        mad (16|M16)             r70.0<1>:f    r16.0<1;0>:f      r16.0<1;0>:f      r18.0<1>:f       {Compacted}
        goto (32|M0)                         L4264                  L5496                
L4264:
        join (32|M0)                         L4680                                
L4280:
        mov (16|M0)              r88.0<1>:ud   r158.0<1;1,0>:ud                
        mov (16|M16)             r80.0<1>:ud   r174.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r90.0<1>:ud   r156.0<1;1,0>:ud                 {F@7}
        mov (16|M16)             r82.0<1>:ud   r172.0<1;1,0>:ud                 {F@6}
        mov (16|M0)              r92.0<1>:ud   r130.0<1;1,0>:ud                
        mov (16|M16)             r84.0<1>:ud   r170.0<1;1,0>:ud                
        mov (16|M0)              r94.0<1>:ud   r14.0<1;1,0>:ud                 
        mov (16|M16)             r86.0<1>:ud   r168.0<1;1,0>:ud                
        mov (16|M0)              r32.0<1>:ud   r126.0<1;1,0>:ud                
        mov (16|M16)             r40.0<1>:ud   r154.0<1;1,0>:ud                
        mov (16|M0)              r34.0<1>:ud   r122.0<1;1,0>:ud                
        mov (16|M16)             r42.0<1>:ud   r152.0<1;1,0>:ud                
        mov (16|M0)              r36.0<1>:ud   r118.0<1;1,0>:ud                
        mov (16|M16)             r44.0<1>:ud   r150.0<1;1,0>:ud                
        mov (16|M0)              r38.0<1>:ud   r114.0<1;1,0>:ud                
        mov (16|M16)             r46.0<1>:ud   r148.0<1;1,0>:ud                
        mov (16|M0)              r56.0<1>:f    r110.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r146.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r58.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r50.0<1>:f    r144.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r60.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r52.0<1>:f    r142.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r54.0<1>:f    r140.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r72.0<1>:f    r26.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r64.0<1>:f    r138.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r74.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r136.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r76.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r68.0<1>:f    r134.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r78.0<1>:f    r2.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r70.0<1>:f    r132.0<1;1,0>:f                  {Compacted}
        goto (32|M0)                         L4680                  L5496                
L4680:
        join (32|M0)                         L5096                                
L4696:
        mov (16|M0)              r88.0<1>:ud   r164.0<1;1,0>:ud                
        mov (16|M16)             r80.0<1>:ud   r206.0<1;1,0>:ud                
        mov (16|M0)              r90.0<1>:ud   r160.0<1;1,0>:ud                
        mov (16|M16)             r82.0<1>:ud   r204.0<1;1,0>:ud                
        mov (16|M0)              r92.0<1>:ud   r158.0<1;1,0>:ud                
        mov (16|M16)             r84.0<1>:ud   r202.0<1;1,0>:ud                
        mov (16|M0)              r94.0<1>:ud   r156.0<1;1,0>:ud                
        mov (16|M16)             r86.0<1>:ud   r200.0<1;1,0>:ud                
        mov (16|M0)              r32.0<1>:ud   r130.0<1;1,0>:ud                
        mov (16|M16)             r40.0<1>:ud   r198.0<1;1,0>:ud                
        mov (16|M0)              r34.0<1>:ud   r126.0<1;1,0>:ud                
        mov (16|M16)             r42.0<1>:ud   r196.0<1;1,0>:ud                
        mov (16|M0)              r36.0<1>:ud   r122.0<1;1,0>:ud                
        mov (16|M16)             r44.0<1>:ud   r194.0<1;1,0>:ud                
        mov (16|M0)              r38.0<1>:ud   r118.0<1;1,0>:ud                
        mov (16|M16)             r46.0<1>:ud   r192.0<1;1,0>:ud                
        mov (16|M0)              r56.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r190.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r58.0<1>:f    r110.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r50.0<1>:f    r188.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r60.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r52.0<1>:f    r186.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r54.0<1>:f    r184.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r72.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r64.0<1>:f    r182.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r74.0<1>:f    r26.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r180.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r76.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r68.0<1>:f    r178.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r78.0<1>:f    r14.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r70.0<1>:f    r176.0<1;1,0>:f                  {Compacted}
        goto (32|M0)                         L5096                  L5496                
L5096:
        join (32|M0)                         L5496                                
L5112:
        mov (16|M0)              r88.0<1>:ud   r164.0<1;1,0>:ud                
        mov (16|M16)             r80.0<1>:ud   r238.0<1;1,0>:ud                
        mov (16|M0)              r90.0<1>:ud   r160.0<1;1,0>:ud                
        mov (16|M16)             r82.0<1>:ud   r236.0<1;1,0>:ud                
        mov (16|M0)              r92.0<1>:ud   r158.0<1;1,0>:ud                
        mov (16|M16)             r84.0<1>:ud   r234.0<1;1,0>:ud                
        mov (16|M0)              r94.0<1>:ud   r156.0<1;1,0>:ud                
        mov (16|M16)             r86.0<1>:ud   r232.0<1;1,0>:ud                
        mov (16|M0)              r32.0<1>:ud   r130.0<1;1,0>:ud                
        mov (16|M16)             r40.0<1>:ud   r230.0<1;1,0>:ud                
        mov (16|M0)              r34.0<1>:ud   r126.0<1;1,0>:ud                
        mov (16|M16)             r42.0<1>:ud   r228.0<1;1,0>:ud                
        mov (16|M0)              r36.0<1>:ud   r122.0<1;1,0>:ud                
        mov (16|M16)             r44.0<1>:ud   r226.0<1;1,0>:ud                
        mov (16|M0)              r38.0<1>:ud   r118.0<1;1,0>:ud                
        mov (16|M16)             r46.0<1>:ud   r224.0<1;1,0>:ud                
        mov (16|M0)              r56.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r48.0<1>:f    r222.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r58.0<1>:f    r110.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r50.0<1>:f    r220.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r60.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r52.0<1>:f    r218.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r54.0<1>:f    r216.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r72.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r64.0<1>:f    r214.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r74.0<1>:f    r26.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r212.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r76.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r68.0<1>:f    r210.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r78.0<1>:f    r14.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r70.0<1>:f    r208.0<1;1,0>:f                  {Compacted}
L5496:
        join (32|M0)                         L5512                                
L5512:
        add (16|M0)              acc0.0<1>:f   r88.0<1;1,0>:f    0.0:f               {Compacted,$10.dst}
(W)     mov (1|M0)               r18.0<1>:ud   0x40000000:ud                             
        add (16|M0)              acc2.0<1>:f   r90.0<1;1,0>:f    0.0:f               {Compacted}
        add (16|M0)              acc4.0<1>:f   r92.0<1;1,0>:f    0.0:f               {Compacted}
        add (16|M0)              acc6.0<1>:f   r94.0<1;1,0>:f    0.0:f               {Compacted}
        add (16|M16)             r4.0<1>:f     r80.0<1;1,0>:f    0.0:f               {Compacted,$12.dst}
        add (16|M16)             r8.0<1>:f     r82.0<1;1,0>:f    0.0:f               {Compacted,$8.src}
        add (16|M16)             r12.0<1>:f    r84.0<1;1,0>:f    0.0:f               {Compacted}
        add (16|M16)             r16.0<1>:f    r86.0<1;1,0>:f    0.0:f               {Compacted,I@7}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r32.0<1;0>:f      r18.0<0>:f       {Compacted,A@1}
(W)     mov (1|M0)               r19.0<1>:ud   0x40400000:ud                             
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r34.0<1;0>:f      r18.0<0>:f       {Compacted}
        mad (16|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r36.0<1;0>:f      r18.0<0>:f       {Compacted}
        mad (16|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r38.0<1;0>:f      r18.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mad (16|M16)             r22.0<1>:f    r4.0<1;0>:f       r40.0<1;0>:f      r18.0<0>:f       {Compacted,F@7}
        mad (16|M16)             r26.0<1>:f    r8.0<1;0>:f       r42.0<1;0>:f      r18.0<0>:f       {Compacted,F@7}
        mad (16|M16)             r30.0<1>:f    r12.0<1;0>:f      r44.0<1;0>:f      r18.0<0>:f       {Compacted,F@7}
        mad (16|M16)             r34.0<1>:f    r16.0<1;0>:f      r46.0<1;0>:f      r18.0<0>:f       {Compacted,F@7}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r36.0<1>:f    acc0.0<1;0>:f     r56.0<1;0>:f      r19.0<0>:f       {Compacted,I@1}
        mad (16|M0)              r40.0<1>:f    acc2.0<1;0>:f     r58.0<1;0>:f      r19.0<0>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     acc4.0<1;0>:f     r60.0<1;0>:f      r19.0<0>:f       {Compacted}
        mad (16|M0)              r8.0<1>:f     acc6.0<1;0>:f     r62.0<1;0>:f      r19.0<0>:f       {Compacted}
(W)     mov (1|M0)               r12.0<1>:ud   0x40800000:ud                              {F@6}
        mad (16|M16)             acc0.0<1>:f   r22.0<1;0>:f      r48.0<1;0>:f      r19.0<0>:f       {$9.dst}
        mad (16|M16)             acc2.0<1>:f   r26.0<1;0>:f      r50.0<1;0>:f      r19.0<0>:f      
        mad (16|M16)             acc4.0<1>:f   r30.0<1;0>:f      r52.0<1;0>:f      r19.0<0>:f      
        mad (16|M16)             acc6.0<1>:f   r34.0<1;0>:f      r54.0<1;0>:f      r19.0<0>:f       {F@7}
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r42.0<1>:f    r36.0<1;0>:f      r72.0<1;0>:f      r12.0<0>:f       {Compacted,A@1}
        mad (16|M0)              r44.0<1>:f    r40.0<1;0>:f      r74.0<1;0>:f      r12.0<0>:f       {Compacted,F@7}
        mad (16|M0)              r46.0<1>:f    r4.0<1;0>:f       r76.0<1;0>:f      r12.0<0>:f       {Compacted,F@7}
        mad (16|M0)              r48.0<1>:f    r8.0<1;0>:f       r78.0<1;0>:f      r12.0<0>:f       {Compacted,F@7}
        mad (16|M16)             r50.0<1>:f    acc0.0<1;0>:f     r64.0<1;0>:f      r12.0<0>:f       {Compacted,$11.dst}
        mad (16|M16)             r52.0<1>:f    acc2.0<1;0>:f     r66.0<1;0>:f      r12.0<0>:f       {Compacted}
        mad (16|M16)             r54.0<1>:f    acc4.0<1;0>:f     r68.0<1;0>:f      r12.0<0>:f       {Compacted}
        mad (16|M16)             r56.0<1>:f    acc6.0<1;0>:f     r70.0<1;0>:f      r12.0<0>:f       {Compacted}
        send.dc1 (16|M0)         null     r98     r42:8   0x0            0x04025000           {A@5,$13} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r255.0<1>:ud  r166.0<1;1,0>:ud                
        send.dc1 (16|M16)        null     r96     r50:8   0x0            0x04025000           {A@1,$14} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     send.ugm (1|M0)          r13      r166    null:0  0x0            0x0214031F           {$15} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r13.0<1;1,0>:ud                  {$15.dst}
(W)     send.gtwy (8|M0)         null     r255    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L5984:
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
