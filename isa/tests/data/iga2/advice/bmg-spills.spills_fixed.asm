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
(W)     mov (16|M0)              r66.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r66.2<0;1,0>:uw  {A@1}
(W)     macl (1|M0)              r8.0<1>:ud    r2.3<0;1,0>:ud    r66.1<0;1,0>:ud 
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r66.2<0;1,0>:uw 
(W)     mach (1|M0)              r9.0<1>:d     r2.3<0;1,0>:ud    r66.1<0;1,0>:ud 
        mov (16|M0)              r4.0<4>:uw    r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r6.0<4>:uw    r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r8.1<1>:d     r9.0<0;1,0>:d                    {I@3}
        add (16|M0)              r10.0<1>:q    r8.0<0;1,0>:q     r4.0<4;1,0>:uw   {I@1}
        add (16|M16)             r12.0<1>:q    r8.0<0;1,0>:q     r6.0<4;1,0>:uw  
        add (16|M0)              r64.0<1>:q    r10.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r62.0<1>:q    r12.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r14.0<1>:d    r64.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r15.0<1>:d    r62.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r16.0<1>:d    r14.0<1;1,0>:d    2:w               {Compacted,I@1}
        shl (32|M0)              r18.0<1>:d    r14.0<1;1,0>:d    4:w               {Compacted}
        and (32|M0)              r20.0<1>:d    r16.0<1;1,0>:d    60:w               {Compacted,I@2}
        add (32|M0)              r22.0<1>:d    r18.0<1;1,0>:d    112:w               {Compacted,I@2}
        add (32|M0)              r24.0<1>:d    r18.0<1;1,0>:d    224:w               {Compacted}
        add (32|M0)              r4.0<1>:d     r18.0<1;1,0>:d    336:w               {Compacted}
        mov (16|M0)              r26.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M16)             r28.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r6.0<1>:d     r18.0<1;1,0>:d    4080:w              
        and (32|M0)              r12.0<1>:d    r22.0<1;1,0>:d    4080:w               {I@6}
        and (32|M0)              r30.0<1>:d    r24.0<1;1,0>:d    4080:w               {I@6}
        and (32|M0)              r14.0<1>:d    r4.0<1;1,0>:d     4080:w               {I@6}
        add (16|M0)              r8.0<1>:q     r3.1<0;1,0>:q     r26.0<2;1,0>:ud  {@6,$1.dst}
        add (16|M16)             r10.0<1>:q    r3.1<0;1,0>:q     r28.0<2;1,0>:ud  {I@6}
        mov (16|M0)              r32.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted,I@6}
        mov (16|M16)             r34.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        send.ugm (32|M0)         r16      r8  null:0  0x0            0x08200580           {I@3,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r36.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r38.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r20.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r18.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r40.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r26.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r42.0<1>:q    r3.0<0;1,0>:q     r32.0<2;1,0>:ud  {I@7}
        add (16|M16)             r44.0<1>:q    r3.0<0;1,0>:q     r34.0<2;1,0>:ud  {I@7}
        add (16|M0)              r22.0<1>:q    r3.0<0;1,0>:q     r36.0<2;1,0>:ud  {I@7}
        add (16|M16)             r24.0<1>:q    r3.0<0;1,0>:q     r38.0<2;1,0>:ud  {I@7}
        add (16|M0)              r8.0<1>:q     r3.0<0;1,0>:q     r20.0<2;1,0>:ud  {@7,$2.src}
        add (16|M16)             r10.0<1>:q    r3.0<0;1,0>:q     r18.0<2;1,0>:ud  {I@7}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r40.0<2;1,0>:ud  {I@7}
        add (16|M16)             r6.0<1>:q     r3.0<0;1,0>:q     r26.0<2;1,0>:ud  {I@7}
        send.ugm (32|M0)         r54      r42  null:0  0x0            0x08803580           {I@7,$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r46      r22  null:0  0x0            0x08803580           {I@5,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r28      r4  null:0  0x0            0x08803580           {I@1,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r36      r8  null:0  0x0            0x08803580           {$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)   (eq)f2.0   r68.0<1>:d    r16.0<1;1,0>:d    7:w               {$2.dst}
(f2.0)  goto (32|M0)                         L2992                  L2992                
L864:
        cmp (32|M0)   (eq)f1.0   null<1>:d     r68.0<1;1,0>:d    1:w               {I@2}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r114.0<1>:f   r46.0<1;0>:f      r54.0<1;0>:f      r46.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r116.0<1>:f   r48.0<1;0>:f      r56.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (32|M0)              r118.0<1>:f   r50.0<1;0>:f      r58.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r74.0<1>:f    r52.0<1;0>:f      r60.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r84.0<1>:f    r36.0<1;0>:f      r46.0<1;0>:f      r36.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r96.0<1>:f    r38.0<1;0>:f      r48.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (32|M0)              r76.0<1>:f    r40.0<1;0>:f      r50.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r98.0<1>:f    r42.0<1;0>:f      r52.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (32|M0)              r120.0<1>:f   r28.0<1;0>:f      r36.0<1;0>:f      r28.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r112.0<1>:f   r30.0<1;0>:f      r38.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (32|M0)              r72.0<1>:f    r32.0<1;0>:f      r40.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (32|M0)              r70.0<1>:f    r34.0<1;0>:f      r42.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (32|M0)              r44.0<1>:f    r114.0<1;0>:f     r28.0<1;0>:f      r114.0<1>:f      {Compacted}
        mad (32|M0)              r24.0<1>:f    r116.0<1;0>:f     r30.0<1;0>:f      r116.0<1>:f      {Compacted}
        mad (32|M0)              r22.0<1>:f    r118.0<1;0>:f     r32.0<1;0>:f      r118.0<1>:f      {Compacted}
        mad (32|M0)              r20.0<1>:f    r74.0<1;0>:f      r34.0<1;0>:f      r74.0<1>:f      
(f1.0)  goto (32|M0)                         L2848                  L2848                
L1040:
        cmp (32|M0)   (gt)f0.0   null<1>:ud    r68.0<1;1,0>:ud   0x2:uw             
        mad (32|M0)              r28.0<1>:f    r84.0<1;0>:f      r114.0<1;0>:f     r84.0<1>:f       {Compacted}
        mad (32|M0)              r40.0<1>:f    r96.0<1;0>:f      r116.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r38.0<1>:f    r76.0<1;0>:f      r118.0<1;0>:f     r76.0<1>:f       {Compacted}
        mad (32|M0)              r36.0<1>:f    r98.0<1;0>:f      r74.0<1;0>:f      r98.0<1>:f       {Compacted}
        mad (32|M0)              r34.0<1>:f    r120.0<1;0>:f     r84.0<1;0>:f      r120.0<1>:f      {Compacted}
        mad (32|M0)              r110.0<1>:f   r112.0<1;0>:f     r96.0<1;0>:f      r112.0<1>:f      {Compacted}
        mad (32|M0)              r108.0<1>:f   r72.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (32|M0)              r106.0<1>:f   r70.0<1;0>:f      r98.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (32|M0)              r26.0<1>:f    r44.0<1;0>:f      r120.0<1;0>:f     r44.0<1>:f       {Compacted}
        mad (32|M0)              r18.0<1>:f    r24.0<1;0>:f      r112.0<1;0>:f     r24.0<1>:f       {Compacted}
        mad (32|M0)              r16.0<1>:f    r22.0<1;0>:f      r72.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (32|M0)              r14.0<1>:f    r20.0<1;0>:f      r70.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (32|M0)              r12.0<1>:f    r28.0<1;0>:f      r44.0<1;0>:f      r28.0<1>:f       {Compacted}
        mad (32|M0)              r126.0<1>:f   r40.0<1;0>:f      r24.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r124.0<1>:f   r38.0<1;0>:f      r22.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (32|M0)              r122.0<1>:f   r36.0<1;0>:f      r20.0<1;0>:f      r36.0<1>:f       {Compacted}
(f0.0)  goto (32|M0)                         L1344                  L1344                
L1200:
        mov (32|M0)              r54.0<1>:ud   r28.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r56.0<1>:ud   r40.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r58.0<1>:ud   r38.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r60.0<1>:ud   r36.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r46.0<1>:ud   r34.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r48.0<1>:ud   r110.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r50.0<1>:ud   r108.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r52.0<1>:ud   r106.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r42.0<1>:f    r14.0<1;1,0>:f                   {Compacted,F@5}
        mov (32|M0)              r30.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@4}
        mov (32|M0)              r32.0<1>:f    r124.0<1;1,0>:f                  {Compacted,F@4}
        mov (32|M0)              r28.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@7}
        mov (32|M0)              r40.0<1>:f    r16.0<1;1,0>:f                   {Compacted,I@7}
        mov (32|M0)              r38.0<1>:f    r18.0<1;1,0>:f                   {Compacted,I@6}
        mov (32|M0)              r36.0<1>:f    r26.0<1;1,0>:f                   {Compacted,I@5}
        mov (32|M0)              r34.0<1>:f    r122.0<1;1,0>:f                  {Compacted,A@4}
        goto (32|M0)                         L1344                  L2992                
L1344:
        join (32|M0)                         L2848                                
L1360:
        cmp (32|M0)   (eq)f3.0   null<1>:d     r68.0<1;1,0>:d    3:w              
        mad (32|M0)              r20.0<1>:f    r34.0<1;0>:f      r28.0<1;0>:f      r34.0<1>:f       {Compacted,F@1}
        mad (32|M0)              r32.0<1>:f    r110.0<1;0>:f     r40.0<1;0>:f      r110.0<1>:f      {Compacted}
        mad (32|M0)              r30.0<1>:f    r108.0<1;0>:f     r38.0<1;0>:f      r108.0<1>:f      {Compacted}
        mad (32|M0)              r24.0<1>:f    r106.0<1;0>:f     r36.0<1;0>:f      r106.0<1>:f      {Compacted}
        mad (32|M0)              r22.0<1>:f    r26.0<1;0>:f      r34.0<1;0>:f      r26.0<1>:f       {Compacted}
        mad (32|M0)              r10.0<1>:f    r18.0<1;0>:f      r110.0<1;0>:f     r18.0<1>:f       {Compacted}
        mad (32|M0)              r8.0<1>:f     r16.0<1;0>:f      r108.0<1;0>:f     r16.0<1>:f       {Compacted}
        mad (32|M0)              r6.0<1>:f     r14.0<1;0>:f      r106.0<1;0>:f     r14.0<1>:f       {Compacted}
        mad (32|M0)              r4.0<1>:f     r12.0<1;0>:f      r26.0<1;0>:f      r12.0<1>:f       {Compacted}
        mad (32|M0)              r120.0<1>:f   r126.0<1;0>:f     r18.0<1;0>:f      r126.0<1>:f      {Compacted}
        mad (32|M0)              r118.0<1>:f   r124.0<1;0>:f     r16.0<1;0>:f      r124.0<1>:f      {Compacted}
        mad (32|M0)              r116.0<1>:f   r122.0<1;0>:f     r14.0<1;0>:f      r122.0<1>:f      {Compacted}
        mad (32|M0)              r114.0<1>:f   r20.0<1;0>:f      r12.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (32|M0)              r104.0<1>:f   r32.0<1;0>:f      r126.0<1;0>:f     r32.0<1>:f       {Compacted}
        mad (32|M0)              r102.0<1>:f   r30.0<1;0>:f      r124.0<1;0>:f     r30.0<1>:f       {Compacted}
        mad (32|M0)              r100.0<1>:f   r24.0<1;0>:f      r122.0<1;0>:f     r24.0<1>:f       {Compacted}
(f3.0)  goto (32|M0)                         L2688                  L2688                
L1520:
        cmp (32|M0)   (gt)f2.0   null<1>:ud    r68.0<1;1,0>:ud   0x4:uw             
        mad (32|M0)              r124.0<1>:f   r22.0<1;0>:f      r20.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (32|M0)              r18.0<1>:f    r10.0<1;0>:f      r32.0<1;0>:f      r10.0<1>:f       {Compacted}
        mad (32|M0)              r16.0<1>:f    r8.0<1;0>:f       r30.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (32|M0)              r14.0<1>:f    r6.0<1;0>:f       r24.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (32|M0)              r126.0<1>:f   r4.0<1;0>:f       r22.0<1;0>:f      r4.0<1>:f        {Compacted}
        mad (32|M0)              r112.0<1>:f   r120.0<1;0>:f     r10.0<1;0>:f      r120.0<1>:f      {Compacted}
        mad (32|M0)              r110.0<1>:f   r118.0<1;0>:f     r8.0<1;0>:f       r118.0<1>:f      {Compacted,I@7}
        mad (32|M0)              r108.0<1>:f   r116.0<1;0>:f     r6.0<1;0>:f       r116.0<1>:f      {Compacted,I@7}
        mad (32|M0)              r106.0<1>:f   r114.0<1;0>:f     r4.0<1;0>:f       r114.0<1>:f      {Compacted,I@6}
        mad (32|M0)              r98.0<1>:f    r104.0<1;0>:f     r120.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r96.0<1>:f    r102.0<1;0>:f     r118.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (32|M0)              r94.0<1>:f    r100.0<1;0>:f     r116.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (32|M0)              r92.0<1>:f    r124.0<1;0>:f     r114.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (32|M0)              r80.0<1>:f    r18.0<1;0>:f      r104.0<1;0>:f     r18.0<1>:f       {Compacted}
        mad (32|M0)              r78.0<1>:f    r16.0<1;0>:f      r102.0<1;0>:f     r16.0<1>:f       {Compacted}
        mad (32|M0)              r76.0<1>:f    r14.0<1;0>:f      r100.0<1;0>:f     r14.0<1>:f       {Compacted}
(f2.0)  goto (32|M0)                         L1824                  L1824                
L1680:
        mov (32|M0)              r54.0<1>:ud   r124.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r56.0<1>:ud   r18.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r58.0<1>:ud   r16.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r60.0<1>:ud   r14.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r46.0<1>:ud   r126.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r48.0<1>:ud   r112.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r50.0<1>:ud   r110.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r52.0<1>:ud   r108.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r36.0<1>:f    r106.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r38.0<1>:f    r98.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r40.0<1>:f    r96.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r42.0<1>:f    r94.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r28.0<1>:f    r92.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r30.0<1>:f    r80.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r32.0<1>:f    r78.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r34.0<1>:f    r76.0<1;1,0>:f                   {Compacted,F@7}
        goto (32|M0)                         L1824                  L2992                
L1824:
        join (32|M0)                         L2688                                
L1840:
        mad (32|M0)              r122.0<1>:f   r126.0<1;0>:f     r124.0<1;0>:f     r126.0<1>:f     
        cmp (32|M0)   (eq)f1.0   null<1>:d     r68.0<1;1,0>:d    5:w              
        mad (32|M0)              r118.0<1>:f   r110.0<1;0>:f     r16.0<1;0>:f      r110.0<1>:f      {Compacted}
        mad (32|M0)              r116.0<1>:f   r108.0<1;0>:f     r14.0<1;0>:f      r108.0<1>:f      {Compacted}
        mad (32|M0)              r124.0<1>:f   r112.0<1;0>:f     r18.0<1;0>:f      r112.0<1>:f      {Compacted,I@7}
        mad (32|M0)              r114.0<1>:f   r106.0<1;0>:f     r126.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (32|M0)              r90.0<1>:f    r98.0<1;0>:f      r112.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r104.0<1>:f   r96.0<1;0>:f      r110.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r102.0<1>:f   r94.0<1;0>:f      r108.0<1;0>:f     r94.0<1>:f       {Compacted}
        mad (32|M0)              r100.0<1>:f   r92.0<1;0>:f      r106.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (32|M0)              r82.0<1>:f    r80.0<1;0>:f      r98.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (32|M0)              r88.0<1>:f    r78.0<1;0>:f      r96.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (32|M0)              r86.0<1>:f    r76.0<1;0>:f      r94.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (32|M0)              r84.0<1>:f    r122.0<1;0>:f     r92.0<1;0>:f      r122.0<1>:f      {Compacted}
        mad (32|M0)              r72.0<1>:f    r118.0<1;0>:f     r78.0<1;0>:f      r118.0<1>:f      {Compacted}
        mad (32|M0)              r70.0<1>:f    r116.0<1;0>:f     r76.0<1;0>:f      r116.0<1>:f      {Compacted}
        mad (32|M0)              r74.0<1>:f    r124.0<1;0>:f     r80.0<1;0>:f      r124.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L2528                  L2528                
L2008:
        mad (32|M0)              r94.0<1>:f    r90.0<1;0>:f      r124.0<1;0>:f     r90.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r108.0<1>:f   r82.0<1;0>:f      r90.0<1;0>:f      r82.0<1>:f       {Compacted,A@5}
        mad (32|M0)              r106.0<1>:f   r100.0<1;0>:f     r114.0<1;0>:f     r100.0<1>:f      {Compacted}
        cmp (32|M0)   (eq)f0.0   null<1>:d     r68.0<1;1,0>:d    7:w              
        mad (32|M0)              r90.0<1>:f    r84.0<1;0>:f      r100.0<1;0>:f     r84.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r120.0<1>:f   r114.0<1;0>:f     r122.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (32|M0)              r80.0<1>:f    r104.0<1;0>:f     r118.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r92.0<1>:f    r102.0<1;0>:f     r116.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (32|M0)              r96.0<1>:f    r88.0<1;0>:f      r104.0<1;0>:f     r88.0<1>:f       {Compacted}
        mad (32|M0)              r100.0<1>:f   r72.0<1;0>:f      r88.0<1;0>:f      r72.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r102.0<1>:f   r86.0<1;0>:f      r102.0<1;0>:f     r86.0<1>:f       {Compacted}
        mad (32|M0)              r88.0<1>:f    r70.0<1;0>:f      r86.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (32|M0)              r98.0<1>:f    r94.0<1;0>:f      r74.0<1;0>:f      r94.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r82.0<1>:f    r74.0<1;0>:f      r82.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (32|M0)              r78.0<1>:f    r120.0<1;0>:f     r84.0<1;0>:f      r120.0<1>:f      {Compacted,F@7}
        mad (32|M0)              r76.0<1>:f    r92.0<1;0>:f      r70.0<1;0>:f      r92.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r86.0<1>:f    r80.0<1;0>:f      r72.0<1;0>:f      r80.0<1>:f       {Compacted}
(f0.0)  goto (32|M0)                         L2320                  L2320                
L2168:
        mov (32|M0)              r54.0<1>:ud   r120.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r56.0<1>:ud   r94.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r58.0<1>:ud   r80.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r60.0<1>:ud   r92.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r46.0<1>:ud   r106.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r48.0<1>:ud   r108.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r50.0<1>:ud   r96.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r52.0<1>:ud   r102.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r36.0<1>:f    r90.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r38.0<1>:f    r82.0<1;1,0>:f                   {Compacted,F@5}
        mov (32|M0)              r40.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r42.0<1>:f    r88.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r28.0<1>:f    r78.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r30.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r32.0<1>:f    r86.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r34.0<1>:f    r76.0<1;1,0>:f                  
        goto (32|M0)                         L2320                  L2992                
L2320:
        join (32|M0)                         L2528                                
L2336:
        mad (32|M0)              acc0.0<1>:f   r106.0<1;0>:f     r120.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (32|M0)              r4.0<1>:f     r96.0<1;0>:f      r80.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (32|M0)              r6.0<1>:f     r102.0<1;0>:f     r92.0<1;0>:f      r102.0<1>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   r108.0<1;0>:f     r94.0<1;0>:f      r108.0<1>:f      {Compacted}
        mad (32|M0)              r46.0<1>:f    r90.0<1;0>:f      r106.0<1;0>:f     r90.0<1>:f       {Compacted,I@6}
        mad (32|M0)              r48.0<1>:f    r82.0<1;0>:f      r108.0<1;0>:f     r82.0<1>:f       {Compacted,I@5}
        mad (32|M0)              r50.0<1>:f    r100.0<1;0>:f     r96.0<1;0>:f      r100.0<1>:f      {Compacted,I@4}
        mad (32|M0)              r52.0<1>:f    r88.0<1;0>:f      r102.0<1;0>:f     r88.0<1>:f       {Compacted,I@3}
        mad (32|M0)              r36.0<1>:f    r78.0<1;0>:f      r90.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (32|M0)              r38.0<1>:f    r98.0<1;0>:f      r82.0<1;0>:f      r98.0<1>:f       {Compacted}
        mad (32|M0)              r40.0<1>:f    r86.0<1;0>:f      r100.0<1;0>:f     r86.0<1>:f       {Compacted}
        mad (32|M0)              r42.0<1>:f    r76.0<1;0>:f      r88.0<1;0>:f      r76.0<1>:f       {Compacted}
        mov (32|M0)              r58.0<1>:ud   r4.0<1;1,0>:ud                   {Compacted,F@7}
        mad (32|M0)              r32.0<1>:f    r4.0<1;0>:f       r4.0<1;0>:f       r86.0<1>:f       {Compacted}
        mov (32|M0)              r60.0<1>:ud   r6.0<1;1,0>:ud                   {Compacted,F@7}
        mad (32|M0)              r34.0<1>:f    r6.0<1;0>:f       r6.0<1;0>:f       r76.0<1>:f       {Compacted}
        mov (32|M0)              r54.0<1>:f    acc0.0<1;1,0>:f                 
        mov (32|M0)              r56.0<1>:f    acc2.0<1;1,0>:f                 
        mad (32|M0)              r28.0<1>:f    acc0.0<1;0>:f     acc0.0<1;0>:f     r78.0<1>:f       {Compacted}
        mad (32|M0)              r30.0<1>:f    acc2.0<1;0>:f     acc2.0<1;0>:f     r98.0<1>:f       {Compacted}
        goto (32|M0)                         L2528                  L2992                
L2528:
        join (32|M0)                         L2688                                
L2544:
        mov (32|M0)              r54.0<1>:ud   r122.0<1;1,0>:ud                 {Compacted,F@4}
        mov (32|M0)              r56.0<1>:ud   r124.0<1;1,0>:ud                 {Compacted,F@3}
        mov (32|M0)              r58.0<1>:ud   r118.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:ud   r116.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r46.0<1>:ud   r114.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r48.0<1>:ud   r90.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r50.0<1>:ud   r104.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r52.0<1>:ud   r102.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r36.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r38.0<1>:f    r82.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r40.0<1>:f    r88.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r42.0<1>:f    r86.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r28.0<1>:f    r84.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r30.0<1>:f    r74.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r32.0<1>:f    r72.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r34.0<1>:f    r70.0<1;1,0>:f                   {Compacted}
        goto (32|M0)                         L2688                  L2992                
L2688:
        join (32|M0)                         L2848                                
L2704:
        mov (32|M0)              r56.0<1>:ud   r32.0<1;1,0>:ud                  {Compacted,F@2}
        mov (32|M0)              r58.0<1>:ud   r30.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r54.0<1>:ud   r20.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r60.0<1>:ud   r24.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r46.0<1>:ud   r22.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r48.0<1>:ud   r10.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r50.0<1>:ud   r8.0<1;1,0>:ud                   {Compacted}
        mov (32|M0)              r52.0<1>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (32|M0)              r36.0<1>:f    r4.0<1;1,0>:f                    {Compacted}
        mov (32|M0)              r38.0<1>:f    r120.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r40.0<1>:f    r118.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r42.0<1>:f    r116.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r28.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r34.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r32.0<1>:f    r102.0<1;1,0>:f                  {Compacted,I@7}
        mov (32|M0)              r30.0<1>:f    r104.0<1;1,0>:f                  {Compacted,I@7}
        goto (32|M0)                         L2848                  L2992                
L2848:
        join (32|M0)                         L2992                                
L2864:
        mov (32|M0)              r54.0<1>:ud   r114.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r56.0<1>:ud   r116.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r58.0<1>:ud   r118.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:ud   r74.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r46.0<1>:ud   r84.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r48.0<1>:ud   r96.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r50.0<1>:ud   r76.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r52.0<1>:ud   r98.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r36.0<1>:f    r120.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r38.0<1>:f    r112.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r40.0<1>:f    r72.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r42.0<1>:f    r70.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r28.0<1>:f    r44.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r30.0<1>:f    r24.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r32.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r34.0<1>:f    r20.0<1;1,0>:f                   {Compacted}
L2992:
        join (32|M0)                         L3008                                
L3008:
        sync.nop                             null                             {Compacted,I@7}
        add (32|M0)              acc0.0<1>:f   r54.0<1;1,0>:f    0.0:f               {Compacted,$3.dst}
(W)     mov (1|M0)               r2.0<1>:ud    0x40000000:ud                             
        add (32|M0)              acc2.0<1>:f   r56.0<1;1,0>:f    0.0:f               {Compacted,I@7}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r46.0<1;0>:f      r2.0<0>:f        {Compacted,$4.dst}
        add (32|M0)              r4.0<1>:f     r58.0<1;1,0>:f    0.0:f               {Compacted,$5.src}
        add (32|M0)              r6.0<1>:f     r60.0<1;1,0>:f    0.0:f               {Compacted}
(W)     mov (1|M0)               r12.0<1>:ud   0x40400000:ud                             
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r48.0<1;0>:f      r2.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r36.0<1;0>:f      r12.0<0>:f       {Compacted,$6.dst}
        mad (32|M0)              r8.0<1>:f     r4.0<1;0>:f       r50.0<1;0>:f      r2.0<0>:f        {Compacted,F@4}
        mad (32|M0)              r10.0<1>:f    r6.0<1;0>:f       r52.0<1;0>:f      r2.0<0>:f        {Compacted,F@4}
(W)     mov (1|M0)               r18.0<1>:ud   0x40800000:ud                             
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r38.0<1;0>:f      r12.0<0>:f       {Compacted}
        mad (32|M0)              r14.0<1>:f    r8.0<1;0>:f       r40.0<1;0>:f      r12.0<0>:f       {Compacted,F@3}
        shl (16|M0)              r3.0<1>:q     r64.0<1;1,0>:q    4:w               {Compacted}
        mad (32|M0)              r16.0<1>:f    r10.0<1;0>:f      r42.0<1;0>:f      r12.0<0>:f       {Compacted,F@3}
        shl (16|M16)             r5.0<1>:q     r62.0<1;1,0>:q    4:w               {Compacted}
        sync.nop                             null                             {Compacted,I@3}
        mad (32|M0)              r20.0<1>:f    acc0.0<1;0>:f     r28.0<1;0>:f      r18.0<0>:f       {Compacted,$5.dst}
        mad (32|M0)              r22.0<1>:f    acc2.0<1;0>:f     r30.0<1;0>:f      r18.0<0>:f       {Compacted}
        mad (32|M0)              r24.0<1>:f    r14.0<1;0>:f      r32.0<1;0>:f      r18.0<0>:f       {Compacted,F@4}
        mad (32|M0)              r26.0<1>:f    r16.0<1;0>:f      r34.0<1;0>:f      r18.0<0>:f       {Compacted,F@4}
        add (16|M0)              r28.0<1>:q    r3.0<1;1,0>:q     r2.3<0;1,0>:q    {Compacted,A@2}
        add (16|M16)             r30.0<1>:q    r5.0<1;1,0>:q     r2.3<0;1,0>:q    {Compacted,A@2}
        send.ugm (32|M0)         null     r28  r20:8  0x0            0x08003584           {A@1,$7} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     mov (16|M0)              r127.0<1>:ud  r66.0<1;1,0>:ud                 
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$8} // wr:1+0, rd:0; end of thread
L3296:
(W)     mov (16|M0)              null<1>:ud    0xA31FDAA1:ud                             
(W)     mov (16|M0)              null<1>:ud    0x4846E138:ud                             
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
