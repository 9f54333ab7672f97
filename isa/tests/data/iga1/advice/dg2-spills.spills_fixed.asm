L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r74.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r74.2<0;1,0>:uw  {Compacted,A@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r74.1<0;1,0>:d   {Compacted,$0.dst}
        add3 (16|M0)             r8.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        shl (16|M0)              r10.0<1>:d    r8.0<1;1,0>:d     2:w               {Compacted,I@1}
        shl (16|M0)              r70.0<1>:d    r8.0<1;1,0>:d     4:w               {Compacted}
        and (16|M0)              r10.0<1>:d    r10.0<1;1,0>:d    60:w               {Compacted,I@2}
        send.dc1 (16|M0)         r12      r10     null:0  0x0            0x04205E02           {A@1,$3} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r14.0<1>:d    r70.0<1;1,0>:d    112:w               {Compacted}
        add (16|M0)              r16.0<1>:d    r70.0<1;1,0>:d    224:w               {Compacted}
        add (16|M0)              r18.0<1>:d    r70.0<1;1,0>:d    336:w               {Compacted}
        and (16|M0)              r20.0<1>:d    r70.0<1;1,0>:d    4080:w              
        and (16|M0)              r14.0<1>:d    r14.0<1;1,0>:d    4080:w               {I@4}
        and (16|M0)              r16.0<1>:d    r16.0<1;1,0>:d    4080:w               {I@4}
        and (16|M0)              r18.0<1>:d    r18.0<1;1,0>:d    4080:w               {I@4}
        send.dc1 (16|M0)         r62      r20     null:0  0x0            0x04805001           {A@4,$4} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r54      r14     null:0  0x0            0x04805001           {A@3,$5} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r46      r16     null:0  0x0            0x04805001           {A@2,$6} // wr:2+0, rd:8; untyped surface read with xyzw
        send.dc1 (16|M0)         r38      r18     null:0  0x0            0x04805001           {A@1,$7} // wr:2+0, rd:8; untyped surface read with xyzw
        and (16|M0)   (eq)f1.0   r72.0<1>:d    r12.0<1;1,0>:d    7:w               {$3.dst}
(f1.0)  goto (16|M0)                         L3032                  L3032                
L544:
        cmp (16|M0)   (eq)f0.1   null<1>:d     r72.0<1;1,0>:d    1:w               {I@2}
        sync.nop                             null                             {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mad (16|M0)              r16.0<1>:f    r54.0<1;0>:f      r62.0<1;0>:f      r54.0<1>:f       {Compacted,$4.dst}
        mad (16|M0)              r18.0<1>:f    r56.0<1;0>:f      r64.0<1;0>:f      r56.0<1>:f       {Compacted,$7.src}
        mad (16|M0)              r20.0<1>:f    r58.0<1;0>:f      r66.0<1;0>:f      r58.0<1>:f       {Compacted}
        mad (16|M0)              r32.0<1>:f    r60.0<1;0>:f      r68.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (16|M0)              r34.0<1>:f    r46.0<1;0>:f      r54.0<1;0>:f      r46.0<1>:f       {Compacted,$6.dst}
        mad (16|M0)              r36.0<1>:f    r48.0<1;0>:f      r56.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (16|M0)              r84.0<1>:f    r50.0<1;0>:f      r58.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (16|M0)              r88.0<1>:f    r52.0<1;0>:f      r60.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (16|M0)              r96.0<1>:f    r38.0<1;0>:f      r46.0<1;0>:f      r38.0<1>:f       {Compacted,$7.dst}
        mad (16|M0)              r22.0<1>:f    r40.0<1;0>:f      r48.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (16|M0)              r86.0<1>:f    r42.0<1;0>:f      r50.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (16|M0)              r98.0<1>:f    r44.0<1;0>:f      r52.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (16|M0)              r14.0<1>:f    r16.0<1;0>:f      r38.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (16|M0)              r124.0<1>:f   r18.0<1;0>:f      r40.0<1;0>:f      r18.0<1>:f       {Compacted}
        mad (16|M0)              r116.0<1>:f   r20.0<1;0>:f      r42.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (16|M0)              r114.0<1>:f   r32.0<1;0>:f      r44.0<1;0>:f      r32.0<1>:f       {Compacted}
(f0.1)  goto (16|M0)                         L2824                  L2824                
L720:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r72.0<1;1,0>:ud   0x2:uw             
        mad (16|M0)              r30.0<1>:f    r34.0<1;0>:f      r16.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (16|M0)              r82.0<1>:f    r36.0<1;0>:f      r18.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (16|M0)              r80.0<1>:f    r84.0<1;0>:f      r20.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (16|M0)              r78.0<1>:f    r88.0<1;0>:f      r32.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (16|M0)              r76.0<1>:f    r96.0<1;0>:f      r34.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (16|M0)              r8.0<1>:f     r86.0<1;0>:f      r84.0<1;0>:f      r86.0<1>:f       {Compacted,F@7}
        mad (16|M0)              r6.0<1>:f     r98.0<1;0>:f      r88.0<1;0>:f      r98.0<1>:f       {Compacted,F@7}
        mad (16|M0)              r4.0<1>:f     r14.0<1;0>:f      r96.0<1;0>:f      r14.0<1>:f       {Compacted,F@7}
        mad (16|M0)              r12.0<1>:f    r124.0<1;0>:f     r22.0<1;0>:f      r124.0<1>:f      {Compacted,F@7}
        mad (16|M0)              r10.0<1>:f    r116.0<1;0>:f     r86.0<1;0>:f      r116.0<1>:f      {Compacted,F@7}
        mad (16|M0)              r112.0<1>:f   r114.0<1;0>:f     r98.0<1;0>:f      r114.0<1>:f      {Compacted,F@7}
        mad (16|M0)              r16.0<1>:f    r22.0<1;0>:f      r36.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (16|M0)              r110.0<1>:f   r30.0<1;0>:f      r14.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (16|M0)              r108.0<1>:f   r82.0<1;0>:f      r124.0<1;0>:f     r82.0<1>:f       {Compacted}
        mad (16|M0)              r106.0<1>:f   r80.0<1;0>:f      r116.0<1;0>:f     r80.0<1>:f       {Compacted}
        mad (16|M0)              r104.0<1>:f   r78.0<1;0>:f      r114.0<1;0>:f     r78.0<1>:f       {Compacted}
(f0.0)  goto (16|M0)                         L1088                  L1088                
L880:
        mov (16|M0)              r62.0<1>:ud   r30.0<1;1,0>:ud                 
        mov (16|M0)              r64.0<1>:ud   r82.0<1;1,0>:ud                 
        mov (16|M0)              r66.0<1>:ud   r80.0<1;1,0>:ud                 
        mov (16|M0)              r68.0<1>:ud   r78.0<1;1,0>:ud                 
        mov (16|M0)              r54.0<1>:ud   r76.0<1;1,0>:ud                 
        mov (16|M0)              r56.0<1>:ud   r16.0<1;1,0>:ud                  {F@5}
        mov (16|M0)              r58.0<1>:ud   r8.0<1;1,0>:ud                  
        mov (16|M0)              r60.0<1>:ud   r6.0<1;1,0>:ud                  
        mov (16|M0)              r46.0<1>:f    r4.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r48.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r50.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r52.0<1>:f    r112.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r38.0<1>:f    r110.0<1;1,0>:f                  {Compacted,F@7}
        mov (16|M0)              r40.0<1>:f    r108.0<1;1,0>:f                  {Compacted,F@7}
        mov (16|M0)              r42.0<1>:f    r106.0<1;1,0>:f                  {Compacted,F@7}
        mov (16|M0)              r44.0<1>:f    r104.0<1;1,0>:f                  {Compacted,F@7}
        goto (16|M0)                         L1088                  L3032                
L1088:
        join (16|M0)                         L2824                                
L1104:
        cmp (16|M0)   (eq)f1.1   null<1>:d     r72.0<1;1,0>:d    3:w              
        mad (16|M0)              r28.0<1>:f    r76.0<1;0>:f      r30.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (16|M0)              r60.0<1>:f    r16.0<1;0>:f      r82.0<1;0>:f      r16.0<1>:f       {Compacted,I@4}
        mad (16|M0)              r58.0<1>:f    r8.0<1;0>:f       r80.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (16|M0)              r56.0<1>:f    r6.0<1;0>:f       r78.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (16|M0)              r54.0<1>:f    r4.0<1;0>:f       r76.0<1;0>:f      r4.0<1>:f        {Compacted}
        mad (16|M0)              r2.0<1>:f     r12.0<1;0>:f      r16.0<1;0>:f      r12.0<1>:f       {Compacted,$1.dst}
        mad (16|M0)              r126.0<1>:f   r10.0<1;0>:f      r8.0<1;0>:f       r10.0<1>:f       {Compacted}
        mad (16|M0)              r124.0<1>:f   r112.0<1;0>:f     r6.0<1;0>:f       r112.0<1>:f      {Compacted}
        mad (16|M0)              r122.0<1>:f   r110.0<1;0>:f     r4.0<1;0>:f       r110.0<1>:f      {Compacted}
        mad (16|M0)              r102.0<1>:f   r108.0<1;0>:f     r12.0<1;0>:f      r108.0<1>:f      {Compacted}
        mad (16|M0)              r100.0<1>:f   r106.0<1;0>:f     r10.0<1;0>:f      r106.0<1>:f      {Compacted}
        mad (16|M0)              r98.0<1>:f    r104.0<1;0>:f     r112.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (16|M0)              r96.0<1>:f    r28.0<1;0>:f      r110.0<1;0>:f     r28.0<1>:f       {Compacted}
        mad (16|M0)              r94.0<1>:f    r60.0<1;0>:f      r108.0<1;0>:f     r60.0<1>:f       {Compacted}
        mad (16|M0)              r92.0<1>:f    r58.0<1;0>:f      r106.0<1;0>:f     r58.0<1>:f       {Compacted}
        mad (16|M0)              r90.0<1>:f    r56.0<1;0>:f      r104.0<1;0>:f     r56.0<1>:f       {Compacted}
(f1.1)  goto (16|M0)                         L2616                  L2616                
L1264:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r72.0<1;1,0>:ud   0x4:uw             
        mad (16|M0)              r26.0<1>:f    r54.0<1;0>:f      r28.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (16|M0)              r52.0<1>:f    r2.0<1;0>:f       r60.0<1;0>:f      r2.0<1>:f        {Compacted}
        mad (16|M0)              r50.0<1>:f    r126.0<1;0>:f     r58.0<1;0>:f      r126.0<1>:f      {Compacted}
        mad (16|M0)              r48.0<1>:f    r124.0<1;0>:f     r56.0<1;0>:f      r124.0<1>:f      {Compacted}
        mad (16|M0)              r46.0<1>:f    r122.0<1;0>:f     r54.0<1;0>:f      r122.0<1>:f      {Compacted}
        mad (16|M0)              r120.0<1>:f   r102.0<1;0>:f     r2.0<1;0>:f       r102.0<1>:f      {Compacted}
        mad (16|M0)              r118.0<1>:f   r100.0<1;0>:f     r126.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (16|M0)              r116.0<1>:f   r98.0<1;0>:f      r124.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (16|M0)              r114.0<1>:f   r96.0<1;0>:f      r122.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (16|M0)              r88.0<1>:f    r94.0<1;0>:f      r102.0<1;0>:f     r94.0<1>:f       {Compacted}
        mad (16|M0)              r86.0<1>:f    r92.0<1;0>:f      r100.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (16|M0)              r84.0<1>:f    r90.0<1;0>:f      r98.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (16|M0)              r82.0<1>:f    r26.0<1;0>:f      r96.0<1;0>:f      r26.0<1>:f       {Compacted}
        mad (16|M0)              r80.0<1>:f    r52.0<1;0>:f      r94.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (16|M0)              r78.0<1>:f    r50.0<1;0>:f      r92.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (16|M0)              r76.0<1>:f    r48.0<1;0>:f      r90.0<1;0>:f      r48.0<1>:f       {Compacted}
(f1.0)  goto (16|M0)                         L1632                  L1632                
L1424:
        mov (16|M0)              r62.0<1>:ud   r26.0<1;1,0>:ud                 
        mov (16|M0)              r64.0<1>:ud   r52.0<1;1,0>:ud                 
        mov (16|M0)              r66.0<1>:ud   r50.0<1;1,0>:ud                 
        mov (16|M0)              r68.0<1>:ud   r48.0<1;1,0>:ud                 
        mov (16|M0)              r54.0<1>:ud   r46.0<1;1,0>:ud                 
        mov (16|M0)              r56.0<1>:ud   r120.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r58.0<1>:ud   r118.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r60.0<1>:ud   r116.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r38.0<1>:f    r82.0<1;1,0>:f                   {Compacted,F@4}
        mov (16|M0)              r40.0<1>:f    r80.0<1;1,0>:f                   {Compacted,F@4}
        mov (16|M0)              r42.0<1>:f    r78.0<1;1,0>:f                   {Compacted,F@4}
        mov (16|M0)              r44.0<1>:f    r76.0<1;1,0>:f                   {Compacted,F@4}
        mov (16|M0)              r52.0<1>:f    r84.0<1;1,0>:f                   {Compacted,I@7}
        mov (16|M0)              r50.0<1>:f    r86.0<1;1,0>:f                   {Compacted,I@6}
        mov (16|M0)              r48.0<1>:f    r88.0<1;1,0>:f                   {Compacted,I@5}
        mov (16|M0)              r46.0<1>:f    r114.0<1;1,0>:f                  {Compacted,I@4}
        goto (16|M0)                         L1632                  L3032                
L1632:
        join (16|M0)                         L2616                                
L1648:
        cmp (16|M0)   (eq)f0.1   null<1>:d     r72.0<1;1,0>:d    5:w              
        mad (16|M0)              r24.0<1>:f    r46.0<1;0>:f      r26.0<1;0>:f      r46.0<1>:f       {Compacted,F@1}
        mad (16|M0)              r44.0<1>:f    r120.0<1;0>:f     r52.0<1;0>:f      r120.0<1>:f      {Compacted}
        mad (16|M0)              r42.0<1>:f    r118.0<1;0>:f     r50.0<1;0>:f      r118.0<1>:f      {Compacted}
        mad (16|M0)              r40.0<1>:f    r116.0<1;0>:f     r48.0<1;0>:f      r116.0<1>:f      {Compacted}
        mad (16|M0)              r38.0<1>:f    r114.0<1;0>:f     r46.0<1;0>:f      r114.0<1>:f      {Compacted}
        mad (16|M0)              r112.0<1>:f   r88.0<1;0>:f      r120.0<1;0>:f     r88.0<1>:f       {Compacted}
        mad (16|M0)              r110.0<1>:f   r86.0<1;0>:f      r118.0<1;0>:f     r86.0<1>:f       {Compacted}
        mad (16|M0)              r108.0<1>:f   r84.0<1;0>:f      r116.0<1;0>:f     r84.0<1>:f       {Compacted}
        mad (16|M0)              r106.0<1>:f   r82.0<1;0>:f      r114.0<1;0>:f     r82.0<1>:f       {Compacted}
        mad (16|M0)              r8.0<1>:f     r80.0<1;0>:f      r88.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r78.0<1;0>:f      r86.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (16|M0)              r4.0<1>:f     r76.0<1;0>:f      r84.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (16|M0)              r2.0<1>:f     r24.0<1;0>:f      r82.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (16|M0)              r122.0<1>:f   r44.0<1;0>:f      r80.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (16|M0)              r120.0<1>:f   r42.0<1;0>:f      r78.0<1;0>:f      r42.0<1>:f       {Compacted,I@6}
        mad (16|M0)              r118.0<1>:f   r40.0<1;0>:f      r76.0<1;0>:f      r40.0<1>:f       {Compacted,I@5}
(f0.1)  goto (16|M0)                         L2392                  L2392                
L1808:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r72.0<1;1,0>:d    7:w               {Compacted}
        mad (16|M0)              r22.0<1>:f    r38.0<1;0>:f      r24.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (16|M0)              r86.0<1>:f    r112.0<1;0>:f     r44.0<1;0>:f      r112.0<1>:f      {Compacted}
        mad (16|M0)              r94.0<1>:f    r110.0<1;0>:f     r42.0<1;0>:f      r110.0<1>:f      {Compacted}
        mad (16|M0)              r104.0<1>:f   r108.0<1;0>:f     r40.0<1;0>:f      r108.0<1>:f      {Compacted}
        mad (16|M0)              r30.0<1>:f    r106.0<1;0>:f     r38.0<1;0>:f      r106.0<1>:f      {Compacted}
        mad (16|M0)              r126.0<1>:f   r8.0<1;0>:f       r112.0<1;0>:f     r8.0<1>:f        {Compacted}
        mad (16|M0)              r96.0<1>:f    r6.0<1;0>:f       r110.0<1;0>:f     r6.0<1>:f        {Compacted}
        mad (16|M0)              r28.0<1>:f    r4.0<1;0>:f       r108.0<1;0>:f     r4.0<1>:f        {Compacted}
        mad (16|M0)              r102.0<1>:f   r2.0<1;0>:f       r106.0<1;0>:f     r2.0<1>:f        {Compacted}
        mad (16|M0)              r88.0<1>:f    r122.0<1;0>:f     r8.0<1;0>:f       r122.0<1>:f      {Compacted}
        mad (16|M0)              r26.0<1>:f    r120.0<1;0>:f     r6.0<1;0>:f       r120.0<1>:f      {Compacted}
        mad (16|M0)              r100.0<1>:f   r118.0<1;0>:f     r4.0<1;0>:f       r118.0<1>:f      {Compacted}
        mad (16|M0)              r92.0<1>:f    r22.0<1;0>:f      r2.0<1;0>:f       r22.0<1>:f       {Compacted}
        mad (16|M0)              r24.0<1>:f    r86.0<1;0>:f      r122.0<1;0>:f     r86.0<1>:f       {Compacted}
        mad (16|M0)              r98.0<1>:f    r94.0<1;0>:f      r120.0<1;0>:f     r94.0<1>:f       {Compacted}
        mad (16|M0)              r90.0<1>:f    r104.0<1;0>:f     r118.0<1;0>:f     r104.0<1>:f      {Compacted}
(f0.0)  goto (16|M0)                         L2168                  L2168                
L1960:
        mov (16|M0)              r62.0<1>:ud   r22.0<1;1,0>:ud                 
        mov (16|M0)              r64.0<1>:ud   r86.0<1;1,0>:ud                 
        mov (16|M0)              r66.0<1>:ud   r94.0<1;1,0>:ud                 
        mov (16|M0)              r68.0<1>:ud   r104.0<1;1,0>:ud                
        mov (16|M0)              r54.0<1>:ud   r30.0<1;1,0>:ud                 
        mov (16|M0)              r56.0<1>:ud   r126.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r58.0<1>:ud   r96.0<1;1,0>:ud                  {F@7}
        mov (16|M0)              r60.0<1>:ud   r28.0<1;1,0>:ud                  {F@7}
        mov (16|M0)              r46.0<1>:f    r102.0<1;1,0>:f                  {Compacted,F@7}
        mov (16|M0)              r48.0<1>:f    r88.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r50.0<1>:f    r26.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r52.0<1>:f    r100.0<1;1,0>:f                  {Compacted,F@7}
        mov (16|M0)              r38.0<1>:f    r92.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r40.0<1>:f    r24.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r42.0<1>:f    r98.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r44.0<1>:f    r90.0<1;1,0>:f                   {Compacted,F@7}
        goto (16|M0)                         L2168                  L3032                
L2168:
        join (16|M0)                         L2392                                
L2184:
        mad (16|M0)              acc0.0<1>:f   r30.0<1;0>:f      r22.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   r126.0<1;0>:f     r86.0<1;0>:f      r126.0<1>:f      {Compacted}
        mad (16|M0)              r6.0<1>:f     r96.0<1;0>:f      r94.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (16|M0)              r8.0<1>:f     r28.0<1;0>:f      r104.0<1;0>:f     r28.0<1>:f       {Compacted}
        mad (16|M0)              r54.0<1>:f    r102.0<1;0>:f     r30.0<1;0>:f      r102.0<1>:f      {Compacted,I@6}
        mad (16|M0)              r56.0<1>:f    r88.0<1;0>:f      r126.0<1;0>:f     r88.0<1>:f       {Compacted,I@5}
        mad (16|M0)              r58.0<1>:f    r26.0<1;0>:f      r96.0<1;0>:f      r26.0<1>:f       {Compacted,I@4}
        mad (16|M0)              r60.0<1>:f    r100.0<1;0>:f     r28.0<1;0>:f      r100.0<1>:f      {Compacted,I@3}
        mad (16|M0)              r46.0<1>:f    r92.0<1;0>:f      r102.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (16|M0)              r48.0<1>:f    r24.0<1;0>:f      r88.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (16|M0)              r50.0<1>:f    r98.0<1;0>:f      r26.0<1;0>:f      r98.0<1>:f       {Compacted}
        mad (16|M0)              r52.0<1>:f    r90.0<1;0>:f      r100.0<1;0>:f     r90.0<1>:f       {Compacted}
        mov (16|M0)              r62.0<1>:f    acc0.0<1;1,0>:f                  {Compacted}
        mad (16|M0)              r38.0<1>:f    acc0.0<1;0>:f     acc0.0<1;0>:f     r92.0<1>:f      
        mov (16|M0)              r64.0<1>:f    acc2.0<1;1,0>:f                  {Compacted}
        mad (16|M0)              r40.0<1>:f    acc2.0<1;0>:f     acc2.0<1;0>:f     r24.0<1>:f      
        mov (16|M0)              r66.0<1>:ud   r6.0<1;1,0>:ud                  
        mad (16|M0)              r42.0<1>:f    r6.0<1;0>:f       r6.0<1;0>:f       r98.0<1>:f       {Compacted}
        mov (16|M0)              r68.0<1>:ud   r8.0<1;1,0>:ud                  
        mad (16|M0)              r44.0<1>:f    r8.0<1;0>:f       r8.0<1;0>:f       r90.0<1>:f       {Compacted}
        goto (16|M0)                         L2392                  L3032                
L2392:
        join (16|M0)                         L2616                                
L2408:
        mov (16|M0)              r62.0<1>:ud   r24.0<1;1,0>:ud                  {F@6}
        mov (16|M0)              r64.0<1>:ud   r44.0<1;1,0>:ud                  {F@1}
        mov (16|M0)              r66.0<1>:ud   r42.0<1;1,0>:ud                 
        mov (16|M0)              r68.0<1>:ud   r40.0<1;1,0>:ud                 
        mov (16|M0)              r54.0<1>:ud   r38.0<1;1,0>:ud                 
        mov (16|M0)              r56.0<1>:ud   r112.0<1;1,0>:ud                
        mov (16|M0)              r58.0<1>:ud   r110.0<1;1,0>:ud                
        mov (16|M0)              r60.0<1>:ud   r108.0<1;1,0>:ud                
        mov (16|M0)              r46.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r48.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r50.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r52.0<1>:f    r4.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r44.0<1>:f    r118.0<1;1,0>:f                  {Compacted,I@7}
        mov (16|M0)              r42.0<1>:f    r120.0<1;1,0>:f                  {Compacted,I@6}
        mov (16|M0)              r40.0<1>:f    r122.0<1;1,0>:f                  {Compacted,I@5}
        mov (16|M0)              r38.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@4}
        goto (16|M0)                         L2616                  L3032                
L2616:
        join (16|M0)                         L2824                                
L2632:
        mov (16|M0)              r62.0<1>:ud   r28.0<1;1,0>:ud                 
        mov (16|M0)              r64.0<1>:ud   r60.0<1;1,0>:ud                  {I@4}
        mov (16|M0)              r66.0<1>:ud   r58.0<1;1,0>:ud                 
        mov (16|M0)              r68.0<1>:ud   r56.0<1;1,0>:ud                 
        mov (16|M0)              r46.0<1>:ud   r122.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r48.0<1>:ud   r102.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r50.0<1>:ud   r100.0<1;1,0>:ud                 {F@6}
        mov (16|M0)              r52.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r40.0<1>:f    r94.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r42.0<1>:f    r92.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r44.0<1>:f    r90.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r60.0<1>:f    r124.0<1;1,0>:f                  {Compacted,I@6}
        mov (16|M0)              r58.0<1>:f    r126.0<1;1,0>:f                  {Compacted,I@5}
        mov (16|M0)              r56.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@4}
        goto (16|M0)                         L2824                  L3032                
L2824:
        join (16|M0)                         L3032                                
L2840:
        mov (16|M0)              r62.0<1>:ud   r16.0<1;1,0>:ud                 
        mov (16|M0)              r64.0<1>:ud   r18.0<1;1,0>:ud                 
        mov (16|M0)              r66.0<1>:ud   r20.0<1;1,0>:ud                 
        mov (16|M0)              r68.0<1>:ud   r32.0<1;1,0>:ud                 
        mov (16|M0)              r54.0<1>:ud   r34.0<1;1,0>:ud                 
        mov (16|M0)              r56.0<1>:ud   r36.0<1;1,0>:ud                  {F@1}
        mov (16|M0)              r58.0<1>:ud   r84.0<1;1,0>:ud                 
        mov (16|M0)              r60.0<1>:ud   r88.0<1;1,0>:ud                 
        mov (16|M0)              r46.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r48.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r50.0<1>:f    r86.0<1;1,0>:f                   {Compacted,I@7}
        mov (16|M0)              r52.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r38.0<1>:f    r14.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r40.0<1>:f    r124.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r42.0<1>:f    r116.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r44.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
L3032:
        join (16|M0)                         L3048                                
L3048:
        sync.nop                             null                             {Compacted,$4.dst}
        add (16|M0)              acc0.0<1>:f   r62.0<1;1,0>:f    0.0:f               {Compacted,I@7}
        add (16|M0)              acc2.0<1>:f   r64.0<1;1,0>:f    0.0:f               {Compacted,I@7}
        add (16|M0)              r6.0<1>:f     r66.0<1;1,0>:f    0.0:f               {Compacted,I@7}
        add (16|M0)              r8.0<1>:f     r68.0<1;1,0>:f    0.0:f               {Compacted,I@6}
(W)     mov (1|M0)               r10.0<1>:ud   0x40000000:ud                             
(W)     mov (1|M0)               r11.0<1>:ud   0x40400000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r54.0<1;0>:f      r10.0<0>:f       {Compacted,A@2}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r10.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$6.src}
        mad (16|M0)              r16.0<1>:f    r6.0<1;0>:f       r58.0<1;0>:f      r10.0<0>:f       {Compacted,F@4}
        sync.nop                             null                             {Compacted,$7.src}
        mad (16|M0)              r18.0<1>:f    r8.0<1;0>:f       r60.0<1;0>:f      r10.0<0>:f       {Compacted,F@4}
(W)     mov (1|M0)               r28.0<1>:ud   0x40800000:ud                             
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r46.0<1;0>:f      r11.0<0>:f       {Compacted,I@2}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r48.0<1;0>:f      r11.0<0>:f       {Compacted}
        mad (16|M0)              r24.0<1>:f    r16.0<1;0>:f      r50.0<1;0>:f      r11.0<0>:f       {Compacted,F@4}
        mad (16|M0)              r26.0<1>:f    r18.0<1;0>:f      r52.0<1;0>:f      r11.0<0>:f       {Compacted,F@4}
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r30.0<1>:f    acc0.0<1;0>:f     r38.0<1;0>:f      r28.0<0>:f       {Compacted,I@1}
        mad (16|M0)              r32.0<1>:f    acc2.0<1;0>:f     r40.0<1;0>:f      r28.0<0>:f       {Compacted}
        mad (16|M0)              r34.0<1>:f    r24.0<1;0>:f      r42.0<1;0>:f      r28.0<0>:f       {Compacted,F@4}
        mad (16|M0)              r36.0<1>:f    r26.0<1;0>:f      r44.0<1;0>:f      r28.0<0>:f       {Compacted,F@4}
        send.dc1 (16|M0)         null     r70     r30:8   0x0            0x04025000           {A@1,$8} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     mov (8|M0)               r127.0<1>:ud  r74.0<1;1,0>:ud                 
(W)     send.ugm (1|M0)          r2       r74     null:0  0x0            0x0214031F           {$9} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r2.0<1;1,0>:ud                   {$9.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L3352:
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
