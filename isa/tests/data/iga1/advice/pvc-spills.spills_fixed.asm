L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x60:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x40:uw              {Compacted,$2.src}
        send.ugm (1|M0)          r5       r127    null:0  0xFF000000            0x6218C500           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r6.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r14.0<1>:d    r6.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        mov (16|M0)              r26.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r28.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r34.0<1>:q    r26.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r36.0<1>:q    r28.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M0)              r64.0<1>:q    r26.0<2;1,0>:ud   4:w               {Compacted}
        shl (16|M16)             r62.0<1>:q    r28.0<2;1,0>:ud   4:w               {Compacted}
        mov (16|M0)              r38.0<1>:d    r34.0<2;1,0>:d                   {Compacted,I@4}
        mov (16|M16)             r39.0<1>:d    r36.0<2;1,0>:d                   {Compacted,I@4}
        add (16|M0)              r5.0<1>:q     r64.0<1;1,0>:q    112:w               {Compacted,I@4}
        add (16|M16)             r40.0<1>:q    r62.0<1;1,0>:q    112:w               {Compacted,I@4}
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M0)              r18.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M0)              r22.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M0)              r30.1<2>:d    r2.0<1;1,0>:d                   
        add (16|M0)              r42.0<1>:q    r64.0<1;1,0>:q    224:w               {Compacted}
        add (16|M0)              r46.0<1>:q    r64.0<1;1,0>:q    336:w               {Compacted}
        add (16|M16)             r44.0<1>:q    r62.0<1;1,0>:q    224:w               {Compacted}
        and (32|M0)              r14.0<1>:d    r38.0<1;1,0>:d    60:w               {Compacted,I@7}
        add (16|M16)             r1.0<1>:q     r62.0<1;1,0>:q    336:w               {Compacted}
        mov (16|M0)              r26.0<1>:d    r5.0<2;1,0>:d                    {Compacted}
        mov (16|M16)             r27.0<1>:d    r40.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r48.0<1>:d    r64.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r49.0<1>:d    r62.0<2;1,0>:d                   {Compacted}
        mov (16|M0)              r28.0<1>:d    r42.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M16)             r29.0<1>:d    r44.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M0)              r7.0<2>:d     r14.0<1;1,0>:d                   {I@7}
        mov (16|M0)              r38.0<1>:d    r46.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r39.0<1>:d    r1.0<2;1,0>:d                    {Compacted,I@7}
        mov (16|M16)             r9.0<2>:d     r15.0<1;1,0>:d                  
        and (32|M0)              r54.0<1>:d    r26.0<1;1,0>:d    4080:w               {I@7}
        and (32|M0)              r50.0<1>:d    r48.0<1;1,0>:d    4080:w               {I@7}
        add (16|M0)              r34.0<1>:q    r7.0<1;1,0>:q     r4.6<0;1,0>:q    {Compacted,I@6}
        and (32|M0)              r56.0<1>:d    r38.0<1;1,0>:d    4080:w               {I@5}
        add (16|M16)             r36.0<1>:q    r9.0<1;1,0>:q     r4.6<0;1,0>:q    {Compacted,I@5}
        and (32|M0)              r14.0<1>:d    r28.0<1;1,0>:d    4080:w              
        mov (16|M16)             r20.1<2>:d    r3.0<1;1,0>:d                   
        mov (16|M0)              r18.0<2>:d    r54.0<1;1,0>:d                   {I@7}
        mov (16|M16)             r20.0<2>:d    r55.0<1;1,0>:d                  
        send.ugm (32|M0)         r52      r34     null:0  0x0            0x08200580           {A@5,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M16)             r16.1<2>:d    r3.0<1;1,0>:d                   
        mov (16|M16)             r24.1<2>:d    r3.0<1;1,0>:d                   
        mov (16|M16)             r32.1<2>:d    r3.0<1;1,0>:d                   
        mov (16|M0)              r11.0<2>:d    r50.0<1;1,0>:d                  
        mov (16|M0)              r30.0<2>:d    r56.0<1;1,0>:d                  
        mov (16|M0)              r22.0<2>:d    r14.0<1;1,0>:d                   {I@7}
        mov (16|M16)             r16.0<2>:d    r51.0<1;1,0>:d                  
        mov (16|M16)             r24.0<2>:d    r15.0<1;1,0>:d                  
        mov (16|M16)             r32.0<2>:d    r57.0<1;1,0>:d                  
        add (16|M0)              r26.0<1>:q    r18.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r28.0<1>:q    r20.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r38.0<1>:q    r30.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        sync.nop                             null                             {Compacted,I@7}
        add (16|M0)              r34.0<1>:q    r22.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,$4.src}
        add (16|M16)             r7.0<1>:q     r16.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r36.0<1>:q    r24.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r40.0<1>:q    r32.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        send.ugm (32|M0)         r18      r26     null:0  0x0            0x08803580           {A@2,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r54      r5      null:0  0x0            0x08803580           {$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r42      r38     null:0  0x0            0x08803580           {I@1,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r26      r34     null:0  0x0            0x08803580           {$8} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)   (eq)f2.0   r94.0<1>:d    r52.0<1;1,0>:d    7:w               {$4.dst}
(f2.0)  goto (32|M0)                         L3136                  L3136                
L1016:
        cmp (32|M0)   (eq)f1.0   null<1>:d     r94.0<1;1,0>:d    1:w               {I@2}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (32|M0)              r110.0<1>:f   r18.0<1;0>:f      r54.0<1;0>:f      r18.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r112.0<1>:f   r20.0<1;0>:f      r56.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (32|M0)              r114.0<1>:f   r22.0<1;0>:f      r58.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (32|M0)              r116.0<1>:f   r24.0<1;0>:f      r60.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (32|M0)              r118.0<1>:f   r26.0<1;0>:f      r18.0<1;0>:f      r26.0<1>:f       {Compacted,$8.dst}
        mad (32|M0)              r120.0<1>:f   r28.0<1;0>:f      r20.0<1;0>:f      r28.0<1>:f       {Compacted}
        mad (32|M0)              r122.0<1>:f   r30.0<1;0>:f      r22.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (32|M0)              r124.0<1>:f   r32.0<1;0>:f      r24.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (32|M0)              r2.0<1>:f     r42.0<1;0>:f      r26.0<1;0>:f      r42.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r108.0<1>:f   r44.0<1;0>:f      r28.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (32|M0)              r104.0<1>:f   r46.0<1;0>:f      r30.0<1;0>:f      r46.0<1>:f       {Compacted}
        mad (32|M0)              r102.0<1>:f   r48.0<1;0>:f      r32.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (32|M0)              r100.0<1>:f   r110.0<1;0>:f     r42.0<1;0>:f      r110.0<1>:f      {Compacted}
        mad (32|M0)              r98.0<1>:f    r112.0<1;0>:f     r44.0<1;0>:f      r112.0<1>:f      {Compacted}
        mad (32|M0)              r96.0<1>:f    r114.0<1;0>:f     r46.0<1;0>:f      r114.0<1>:f      {Compacted}
        mad (32|M0)              r92.0<1>:f    r116.0<1;0>:f     r48.0<1;0>:f      r116.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L2992                  L2992                
L1184:
        cmp (32|M0)   (gt)f0.0   null<1>:ud    r94.0<1;1,0>:ud   0x2:uw             
        mad (32|M0)              r90.0<1>:f    r118.0<1;0>:f     r110.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (32|M0)              r88.0<1>:f    r120.0<1;0>:f     r112.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (32|M0)              r86.0<1>:f    r122.0<1;0>:f     r114.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (32|M0)              r68.0<1>:f    r124.0<1;0>:f     r116.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (32|M0)              r66.0<1>:f    r2.0<1;0>:f       r118.0<1;0>:f     r2.0<1>:f        {Compacted}
        mad (32|M0)              r40.0<1>:f    r102.0<1;0>:f     r124.0<1;0>:f     r102.0<1>:f      {Compacted,F@7}
        mad (32|M0)              r38.0<1>:f    r100.0<1;0>:f     r2.0<1;0>:f       r100.0<1>:f      {Compacted,F@7}
        mad (32|M0)              r52.0<1>:f    r108.0<1;0>:f     r120.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r50.0<1>:f    r104.0<1;0>:f     r122.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r36.0<1>:f    r98.0<1;0>:f      r108.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r34.0<1>:f    r96.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r16.0<1>:f    r92.0<1;0>:f      r102.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (32|M0)              r6.0<1>:f     r90.0<1;0>:f      r100.0<1;0>:f     r90.0<1>:f       {Compacted}
        mad (32|M0)              r126.0<1>:f   r86.0<1;0>:f      r96.0<1;0>:f      r86.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r124.0<1>:f   r68.0<1;0>:f      r92.0<1;0>:f      r68.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r2.0<1>:f     r88.0<1;0>:f      r98.0<1;0>:f      r88.0<1>:f       {Compacted}
(f0.0)  goto (32|M0)                         L1488                  L1488                
L1344:
        mov (32|M0)              r54.0<1>:ud   r90.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r56.0<1>:ud   r88.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r58.0<1>:ud   r86.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r60.0<1>:ud   r68.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r18.0<1>:ud   r66.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r20.0<1>:ud   r52.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r22.0<1>:ud   r50.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r24.0<1>:ud   r40.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r26.0<1>:f    r38.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r28.0<1>:f    r36.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r30.0<1>:f    r34.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r32.0<1>:f    r16.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r42.0<1>:f    r6.0<1;1,0>:f                    {Compacted,F@7}
        mov (32|M0)              r44.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@6}
        mov (32|M0)              r46.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r48.0<1>:f    r124.0<1;1,0>:f                  {Compacted}
        goto (32|M0)                         L1488                  L3136                
L1488:
        join (32|M0)                         L2992                                
L1504:
        cmp (32|M0)   (eq)f3.0   null<1>:d     r94.0<1;1,0>:d    3:w              
        mad (32|M0)              r122.0<1>:f   r66.0<1;0>:f      r90.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (32|M0)              r120.0<1>:f   r52.0<1;0>:f      r88.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r118.0<1>:f   r50.0<1;0>:f      r86.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r116.0<1>:f   r40.0<1;0>:f      r68.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r114.0<1>:f   r38.0<1;0>:f      r66.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (32|M0)              r110.0<1>:f   r36.0<1;0>:f      r52.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (32|M0)              r108.0<1>:f   r34.0<1;0>:f      r50.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (32|M0)              r106.0<1>:f   r16.0<1;0>:f      r40.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (32|M0)              r104.0<1>:f   r6.0<1;0>:f       r38.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (32|M0)              r102.0<1>:f   r2.0<1;0>:f       r36.0<1;0>:f      r2.0<1>:f        {Compacted}
        mad (32|M0)              r100.0<1>:f   r126.0<1;0>:f     r34.0<1;0>:f      r126.0<1>:f      {Compacted}
        mad (32|M0)              r98.0<1>:f    r124.0<1;0>:f     r16.0<1;0>:f      r124.0<1>:f      {Compacted}
        mad (32|M0)              r96.0<1>:f    r122.0<1;0>:f     r6.0<1;0>:f       r122.0<1>:f      {Compacted}
        mad (32|M0)              r92.0<1>:f    r120.0<1;0>:f     r2.0<1;0>:f       r120.0<1>:f      {Compacted}
        mad (32|M0)              r66.0<1>:f    r118.0<1;0>:f     r126.0<1;0>:f     r118.0<1>:f      {Compacted,I@7}
        mad (32|M0)              r52.0<1>:f    r116.0<1;0>:f     r124.0<1;0>:f     r116.0<1>:f      {Compacted,I@6}
(f3.0)  goto (32|M0)                         L2832                  L2832                
L1664:
        cmp (32|M0)   (gt)f2.0   null<1>:ud    r94.0<1;1,0>:ud   0x4:uw             
        mad (32|M0)              r50.0<1>:f    r114.0<1;0>:f     r122.0<1;0>:f     r114.0<1>:f      {Compacted,I@7}
        mad (32|M0)              r40.0<1>:f    r110.0<1;0>:f     r120.0<1;0>:f     r110.0<1>:f      {Compacted,I@6}
        mad (32|M0)              r38.0<1>:f    r108.0<1;0>:f     r118.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r36.0<1>:f    r106.0<1;0>:f     r116.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (32|M0)              r34.0<1>:f    r104.0<1;0>:f     r114.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r16.0<1>:f    r102.0<1;0>:f     r110.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (32|M0)              r14.0<1>:f    r100.0<1;0>:f     r108.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (32|M0)              r10.0<1>:f    r98.0<1;0>:f      r106.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r8.0<1>:f     r96.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r6.0<1>:f     r92.0<1;0>:f      r102.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r100.0<1;0>:f     r66.0<1>:f       {Compacted}
        mad (32|M0)              r126.0<1>:f   r52.0<1;0>:f      r98.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r124.0<1>:f   r50.0<1;0>:f      r96.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r122.0<1>:f   r40.0<1;0>:f      r92.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r120.0<1>:f   r38.0<1;0>:f      r66.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (32|M0)              r118.0<1>:f   r36.0<1;0>:f      r52.0<1;0>:f      r36.0<1>:f       {Compacted}
(f2.0)  goto (32|M0)                         L1968                  L1968                
L1824:
        mov (32|M0)              r54.0<1>:ud   r50.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r56.0<1>:ud   r40.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r58.0<1>:ud   r38.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r60.0<1>:ud   r36.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r18.0<1>:ud   r34.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r20.0<1>:ud   r16.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r22.0<1>:ud   r14.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r24.0<1>:ud   r10.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r26.0<1>:f    r8.0<1;1,0>:f                    {Compacted,F@7}
        mov (32|M0)              r28.0<1>:f    r6.0<1;1,0>:f                    {Compacted,F@7}
        mov (32|M0)              r30.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@7}
        mov (32|M0)              r32.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r42.0<1>:f    r124.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r44.0<1>:f    r122.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r46.0<1>:f    r120.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r48.0<1>:f    r118.0<1;1,0>:f                  {Compacted,F@7}
        goto (32|M0)                         L1968                  L3136                
L1968:
        join (32|M0)                         L2832                                
L1984:
        cmp (32|M0)   (eq)f1.0   null<1>:d     r94.0<1;1,0>:d    5:w              
        mad (32|M0)              r112.0<1>:f   r34.0<1;0>:f      r50.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (32|M0)              r110.0<1>:f   r16.0<1;0>:f      r40.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (32|M0)              r108.0<1>:f   r14.0<1;0>:f      r38.0<1;0>:f      r14.0<1>:f       {Compacted}
        mad (32|M0)              r106.0<1>:f   r10.0<1;0>:f      r36.0<1;0>:f      r10.0<1>:f       {Compacted}
        mad (32|M0)              r104.0<1>:f   r8.0<1;0>:f       r34.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (32|M0)              r102.0<1>:f   r6.0<1;0>:f       r16.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (32|M0)              r100.0<1>:f   r2.0<1;0>:f       r14.0<1;0>:f      r2.0<1>:f        {Compacted}
        mad (32|M0)              r98.0<1>:f    r126.0<1;0>:f     r10.0<1;0>:f      r126.0<1>:f      {Compacted}
        mad (32|M0)              r96.0<1>:f    r124.0<1;0>:f     r8.0<1;0>:f       r124.0<1>:f      {Compacted}
        mad (32|M0)              r92.0<1>:f    r122.0<1;0>:f     r6.0<1;0>:f       r122.0<1>:f      {Compacted}
        mad (32|M0)              r90.0<1>:f    r120.0<1;0>:f     r2.0<1;0>:f       r120.0<1>:f      {Compacted}
        mad (32|M0)              r88.0<1>:f    r118.0<1;0>:f     r126.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (32|M0)              r86.0<1>:f    r112.0<1;0>:f     r124.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (32|M0)              r84.0<1>:f    r110.0<1;0>:f     r122.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (32|M0)              r82.0<1>:f    r108.0<1;0>:f     r120.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r80.0<1>:f    r106.0<1;0>:f     r118.0<1;0>:f     r106.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L2672                  L2672                
L2144:
        cmp (32|M0)   (eq)f0.0   null<1>:d     r94.0<1;1,0>:d    7:w              
        mad (32|M0)              r116.0<1>:f   r104.0<1;0>:f     r112.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r78.0<1>:f    r102.0<1;0>:f     r110.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (32|M0)              r74.0<1>:f    r100.0<1;0>:f     r108.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (32|M0)              r70.0<1>:f    r98.0<1;0>:f      r106.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r72.0<1>:f    r90.0<1;0>:f      r100.0<1;0>:f     r90.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r12.0<1>:f    r84.0<1;0>:f      r92.0<1;0>:f      r84.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r68.0<1>:f    r96.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r66.0<1>:f    r92.0<1;0>:f      r102.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (32|M0)              r76.0<1>:f    r88.0<1;0>:f      r98.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (32|M0)              r114.0<1>:f   r86.0<1;0>:f      r96.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (32|M0)              r112.0<1>:f   r80.0<1;0>:f      r88.0<1;0>:f      r80.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r14.0<1>:f    r116.0<1;0>:f     r86.0<1;0>:f      r116.0<1>:f      {Compacted,A@7}
        mad (32|M0)              r106.0<1>:f   r74.0<1;0>:f      r82.0<1;0>:f      r74.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r126.0<1>:f   r70.0<1;0>:f      r80.0<1;0>:f      r70.0<1>:f       {Compacted,F@7}
        mad (32|M0)              r90.0<1>:f    r82.0<1;0>:f      r90.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (32|M0)              r84.0<1>:f    r78.0<1;0>:f      r84.0<1;0>:f      r78.0<1>:f       {Compacted}
(f0.0)  goto (32|M0)                         L2448                  L2448                
L2304:
        mov (32|M0)              r54.0<1>:ud   r116.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r56.0<1>:ud   r78.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r58.0<1>:ud   r74.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r60.0<1>:ud   r70.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r18.0<1>:ud   r68.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r20.0<1>:ud   r66.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r22.0<1>:ud   r72.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r24.0<1>:ud   r76.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r26.0<1>:f    r114.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r28.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r30.0<1>:f    r90.0<1;1,0>:f                   {Compacted,F@4}
        mov (32|M0)              r32.0<1>:f    r112.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r42.0<1>:f    r14.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r44.0<1>:f    r84.0<1;1,0>:f                   {Compacted,F@6}
        mov (32|M0)              r46.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r48.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
        goto (32|M0)                         L2448                  L3136                
L2448:
        join (32|M0)                         L2672                                
L2464:
        mad (32|M0)              acc0.0<1>:f   r68.0<1;0>:f      r116.0<1;0>:f     r68.0<1>:f       {Compacted}
        mad (32|M0)              acc2.0<1>:f   r66.0<1;0>:f      r78.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (32|M0)              r8.0<1>:f     r72.0<1;0>:f      r74.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (32|M0)              r10.0<1>:f    r76.0<1;0>:f      r70.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (32|M0)              r18.0<1>:f    r114.0<1;0>:f     r68.0<1;0>:f      r114.0<1>:f      {Compacted,I@6}
        mad (32|M0)              r20.0<1>:f    r12.0<1;0>:f      r66.0<1;0>:f      r12.0<1>:f       {Compacted,I@5}
        mad (32|M0)              r22.0<1>:f    r90.0<1;0>:f      r72.0<1;0>:f      r90.0<1>:f       {Compacted,I@4}
        mad (32|M0)              r24.0<1>:f    r112.0<1;0>:f     r76.0<1;0>:f      r112.0<1>:f      {Compacted,I@3}
        mad (32|M0)              r26.0<1>:f    r14.0<1;0>:f      r114.0<1;0>:f     r14.0<1>:f       {Compacted}
        mad (32|M0)              r28.0<1>:f    r84.0<1;0>:f      r12.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (32|M0)              r30.0<1>:f    r106.0<1;0>:f     r90.0<1;0>:f      r106.0<1>:f      {Compacted}
        mad (32|M0)              r32.0<1>:f    r126.0<1;0>:f     r112.0<1;0>:f     r126.0<1>:f      {Compacted}
        mov (32|M0)              r54.0<1>:f    acc0.0<1;1,0>:f                 
        mad (32|M0)              r42.0<1>:f    acc0.0<1;0>:f     acc0.0<1;0>:f     r14.0<1>:f      
        mov (32|M0)              r56.0<1>:f    acc2.0<1;1,0>:f                 
        mad (32|M0)              r44.0<1>:f    acc2.0<1;0>:f     acc2.0<1;0>:f     r84.0<1>:f      
        mov (32|M0)              r58.0<1>:ud   r8.0<1;1,0>:ud                   {Compacted}
        mad (32|M0)              r46.0<1>:f    r8.0<1;0>:f       r8.0<1;0>:f       r106.0<1>:f      {Compacted}
        mov (32|M0)              r60.0<1>:ud   r10.0<1;1,0>:ud                  {Compacted}
        mad (32|M0)              r48.0<1>:f    r10.0<1;0>:f      r10.0<1;0>:f      r126.0<1>:f      {Compacted}
        goto (32|M0)                         L2672                  L3136                
L2672:
        join (32|M0)                         L2832                                
L2688:
        mov (32|M0)              r54.0<1>:ud   r112.0<1;1,0>:ud                 {Compacted,F@6}
        mov (32|M0)              r56.0<1>:ud   r110.0<1;1,0>:ud                 {Compacted,F@4}
        mov (32|M0)              r58.0<1>:ud   r108.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:ud   r106.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r18.0<1>:ud   r104.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r20.0<1>:ud   r102.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r22.0<1>:ud   r100.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r24.0<1>:ud   r98.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r26.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r28.0<1>:f    r92.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r30.0<1>:f    r90.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r32.0<1>:f    r88.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r42.0<1>:f    r86.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r44.0<1>:f    r84.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r46.0<1>:f    r82.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r48.0<1>:f    r80.0<1;1,0>:f                   {Compacted}
        goto (32|M0)                         L2832                  L3136                
L2832:
        join (32|M0)                         L2992                                
L2848:
        mov (32|M0)              r54.0<1>:ud   r122.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r56.0<1>:ud   r120.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r58.0<1>:ud   r118.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:ud   r116.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r18.0<1>:ud   r114.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r20.0<1>:ud   r110.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r22.0<1>:ud   r108.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r24.0<1>:ud   r106.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r26.0<1>:f    r104.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r28.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r30.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r32.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r42.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r44.0<1>:f    r92.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r46.0<1>:f    r66.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r48.0<1>:f    r52.0<1;1,0>:f                   {Compacted}
        goto (32|M0)                         L2992                  L3136                
L2992:
        join (32|M0)                         L3136                                
L3008:
        mov (32|M0)              r54.0<1>:ud   r110.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r56.0<1>:ud   r112.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r58.0<1>:ud   r114.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:ud   r116.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r18.0<1>:ud   r118.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r20.0<1>:ud   r120.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r22.0<1>:ud   r122.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r24.0<1>:ud   r124.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r26.0<1>:f    r2.0<1;1,0>:f                    {Compacted}
        mov (32|M0)              r28.0<1>:f    r108.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r30.0<1>:f    r104.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r32.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r42.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r44.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r46.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r48.0<1>:f    r92.0<1;1,0>:f                   {Compacted}
L3136:
        join (32|M0)                         L3152                                
L3152:
        sync.nop                             null                             {Compacted,I@7}
        add (32|M0)              acc0.0<1>:f   r54.0<1;1,0>:f    0.0:f               {$6.dst}
        add (32|M0)              acc2.0<1>:f   r56.0<1;1,0>:f    0.0:f               {I@7}
        add (32|M0)              r8.0<1>:f     r58.0<1;1,0>:f    0.0:f               {I@7}
        add (32|M0)              r10.0<1>:f    r60.0<1;1,0>:f    0.0:f               {I@6}
(W)     mov (1|M0)               r1.0<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r4.0<1>:ud    0x40400000:ud                             
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r18.0<1;0>:f      r1.0<0>:f        {Compacted,A@2,$5.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r20.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (32|M0)              r16.0<1>:f    r8.0<1;0>:f       r22.0<1;0>:f      r1.0<0>:f        {Compacted,F@4}
        mad (32|M0)              r18.0<1>:f    r10.0<1;0>:f      r24.0<1;0>:f      r1.0<0>:f        {Compacted,F@4}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r20.0<1>:f    acc0.0<1;0>:f     r26.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     mov (1|M0)               r5.0<1>:ud    0x40800000:ud                             
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r28.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   r16.0<1;0>:f      r30.0<1;0>:f      r4.0<0>:f        {Compacted,F@4}
        mad (32|M0)              r26.0<1>:f    r18.0<1;0>:f      r32.0<1;0>:f      r4.0<0>:f        {Compacted,F@4}
        add (16|M0)              r6.0<1>:q     r64.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        add (16|M16)             r8.0<1>:q     r62.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        mad (32|M0)              r28.0<1>:f    r20.0<1;0>:f      r42.0<1;0>:f      r5.0<0>:f        {Compacted,A@3,$7.dst}
        mad (32|M0)              r30.0<1>:f    acc2.0<1;0>:f     r44.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (32|M0)              r32.0<1>:f    acc0.0<1;0>:f     r46.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (32|M0)              r34.0<1>:f    r26.0<1;0>:f      r48.0<1;0>:f      r5.0<0>:f        {Compacted,F@4}
        send.ugm (32|M0)         null     r6      r28:8   0x0            0x08003584           {A@1,$9} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L3432:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
