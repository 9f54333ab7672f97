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
(W)     shl (1|M0)               r2.0<1>:d     r0.1<0;1,0>:d     6:w               {Compacted,A@1,$0.dst}
        mul (32|M0)              r118.0<1>:d   r1.0<1;1,0>:uw    192:w              
        sync.nop                             null                             {Compacted,I@2}
        sync.nop                             null                             {Compacted,$3.dst}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        mov (16|M0)              r7.0<2>:ud    r5.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r9.0<2>:ud    r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r123.0<1>:q   r7.0<2;1,0>:ud                   {I@2}
        mov (16|M16)             r125.0<1>:q   r9.0<2;1,0>:ud                   {I@2}
(W)     mov (1|M0)               r120.0<1>:d   0:w                               {Compacted}
L304:
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                r6.0<1>:d     r120.0<0;1,0>:d   5:w               {Compacted,$6.src}
(W)     or (1|M0)                r7.0<1>:d     r120.0<0;1,0>:d   6:w               {Compacted,$5.src}
(W)     or (1|M0)                r2.0<1>:d     r120.0<0;1,0>:d   1:w               {Compacted,$7.src}
(W)     or (1|M0)                r3.0<1>:d     r120.0<0;1,0>:d   2:w               {Compacted,$1.dst}
(W)     or (1|M0)                r4.12<1>:d    r120.0<0;1,0>:d   3:w              
(W)     or (1|M0)                r5.0<1>:d     r120.0<0;1,0>:d   4:w               {Compacted}
(W)     or (1|M0)                r8.0<1>:d     r120.0<0;1,0>:d   7:w               {Compacted}
(W)     or (1|M0)                r9.0<1>:d     r120.0<0;1,0>:d   8:w               {Compacted}
        add (16|M0)              r16.0<1>:q    r123.0<1;1,0>:q   r120.0<0;1,0>:ud {Compacted}
        add (16|M16)             r18.0<1>:q    r125.0<1;1,0>:q   r120.0<0;1,0>:ud {Compacted}
        add (16|M0)              r36.0<1>:q    r123.0<1;1,0>:q   r6.0<0;1,0>:ud   {Compacted,I@7}
        add (16|M16)             r38.0<1>:q    r125.0<1;1,0>:q   r6.0<0;1,0>:ud   {Compacted}
        add (16|M0)              r40.0<1>:q    r123.0<1;1,0>:q   r7.0<0;1,0>:ud   {Compacted,I@7}
        add (16|M16)             r42.0<1>:q    r125.0<1;1,0>:q   r7.0<0;1,0>:ud   {Compacted}
(W)     or (1|M0)                r14.0<1>:d    r120.0<0;1,0>:d   13:w               {Compacted}
(W)     or (1|M0)                r12.0<1>:d    r120.0<0;1,0>:d   11:w               {Compacted}
        add (16|M0)              r20.0<1>:q    r123.0<1;1,0>:q   r2.0<0;1,0>:ud   {Compacted}
        add (16|M16)             r22.0<1>:q    r125.0<1;1,0>:q   r2.0<0;1,0>:ud   {Compacted}
        add (16|M0)              r24.0<1>:q    r123.0<1;1,0>:q   r3.0<0;1,0>:ud   {Compacted}
        add (16|M16)             r26.0<1>:q    r125.0<1;1,0>:q   r3.0<0;1,0>:ud   {Compacted}
        add (16|M16)             r30.0<1>:q    r125.0<1;1,0>:q   r4.12<0;1,0>:ud  {Compacted}
        add (16|M0)              r32.0<1>:q    r123.0<1;1,0>:q   r5.0<0;1,0>:ud   {Compacted}
        add (16|M16)             r34.0<1>:q    r125.0<1;1,0>:q   r5.0<0;1,0>:ud   {Compacted}
        add (16|M0)              r44.0<1>:q    r123.0<1;1,0>:q   r8.0<0;1,0>:ud   {Compacted}
        add (16|M16)             r46.0<1>:q    r125.0<1;1,0>:q   r8.0<0;1,0>:ud   {Compacted}
        add (16|M0)              r48.0<1>:q    r123.0<1;1,0>:q   r9.0<0;1,0>:ud   {Compacted}
        add (16|M16)             r50.0<1>:q    r125.0<1;1,0>:q   r9.0<0;1,0>:ud   {Compacted}
        shl (16|M0)              r72.0<1>:q    r16.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r74.0<1>:q    r18.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r92.0<1>:q    r36.0<1;1,0>:q    2:w               {Compacted,$4.src}
        shl (16|M16)             r94.0<1>:q    r38.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r96.0<1>:q    r40.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r98.0<1>:q    r42.0<1;1,0>:q    2:w               {Compacted}
(W)     or (1|M0)                r13.0<1>:d    r120.0<0;1,0>:d   12:w               {Compacted}
        add (16|M0)              r28.0<1>:q    r123.0<1;1,0>:q   r4.12<0;1,0>:ud  {Compacted}
        add (16|M0)              r68.0<1>:q    r123.0<1;1,0>:q   r14.0<0;1,0>:ud  {Compacted}
        add (16|M16)             r70.0<1>:q    r125.0<1;1,0>:q   r14.0<0;1,0>:ud  {Compacted}
(W)     or (1|M0)                r10.0<1>:d    r120.0<0;1,0>:d   9:w               {Compacted}
(W)     or (1|M0)                r11.0<1>:d    r120.0<0;1,0>:d   10:w               {Compacted}
        add (16|M0)              r60.0<1>:q    r123.0<1;1,0>:q   r12.0<0;1,0>:ud  {Compacted}
        add (16|M16)             r62.0<1>:q    r125.0<1;1,0>:q   r12.0<0;1,0>:ud  {Compacted}
        shl (16|M0)              r76.0<1>:q    r20.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r78.0<1>:q    r22.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r80.0<1>:q    r24.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r82.0<1>:q    r26.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r86.0<1>:q    r30.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r88.0<1>:q    r32.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r90.0<1>:q    r34.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r100.0<1>:q   r44.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r102.0<1>:q   r46.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r104.0<1>:q   r48.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r106.0<1>:q   r50.0<1;1,0>:q    2:w               {Compacted}
        mov (16|M0)              r20.0<1>:d    r72.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r21.0<1>:d    r74.0<2;1,0>:d                   {Compacted}
        mov (16|M0)              r30.0<1>:d    r92.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r31.0<1>:d    r94.0<2;1,0>:d                   {Compacted}
        mov (16|M0)              r32.0<1>:d    r96.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r33.0<1>:d    r98.0<2;1,0>:d                   {Compacted}
        add (16|M0)              r64.0<1>:q    r123.0<1;1,0>:q   r13.0<0;1,0>:ud  {Compacted}
        add (16|M16)             r66.0<1>:q    r125.0<1;1,0>:q   r13.0<0;1,0>:ud  {Compacted}
        shl (16|M0)              r84.0<1>:q    r28.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r16.0<1>:q    r68.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r18.0<1>:q    r70.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r52.0<1>:q    r123.0<1;1,0>:q   r10.0<0;1,0>:ud  {Compacted}
        add (16|M16)             r54.0<1>:q    r125.0<1;1,0>:q   r10.0<0;1,0>:ud  {Compacted}
        add (16|M0)              r56.0<1>:q    r123.0<1;1,0>:q   r11.0<0;1,0>:ud  {Compacted}
        add (16|M16)             r58.0<1>:q    r125.0<1;1,0>:q   r11.0<0;1,0>:ud  {Compacted}
        shl (16|M0)              r116.0<1>:q   r60.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r2.0<1>:q     r62.0<1;1,0>:q    2:w               {Compacted}
        mov (16|M0)              r22.0<1>:d    r76.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r23.0<1>:d    r78.0<2;1,0>:d                   {Compacted}
        mov (16|M0)              r24.0<1>:d    r80.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r25.0<1>:d    r82.0<2;1,0>:d                   {Compacted}
        mov (16|M0)              r34.0<1>:d    r100.0<2;1,0>:d                  {Compacted}
        mov (16|M16)             r35.0<1>:d    r102.0<2;1,0>:d                  {Compacted}
        mov (16|M0)              r36.0<1>:d    r104.0<2;1,0>:d                  {Compacted}
        mov (16|M16)             r37.0<1>:d    r106.0<2;1,0>:d                  {Compacted}
        mov (32|M0)              r50.0<1>:d    0:w                               {Compacted}
        and (32|M0)              r48.0<1>:d    r20.0<1;1,0>:d    16380:w              
        mov (16|M0)              r28.0<1>:d    r88.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r29.0<1>:d    r90.0<2;1,0>:d                   {Compacted}
        and (32|M0)              r60.0<1>:d    r30.0<1;1,0>:d    16380:w              
        and (32|M0)              r62.0<1>:d    r32.0<1;1,0>:d    16380:w              
        mov (16|M16)             r27.0<1>:d    r86.0<2;1,0>:d                   {Compacted}
        shl (16|M0)              r6.0<1>:q     r64.0<1;1,0>:q    2:w               {Compacted}
        mov (16|M0)              r26.0<1>:d    r84.0<2;1,0>:d                   {Compacted}
        mov (16|M0)              r46.0<1>:d    r16.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r47.0<1>:d    r18.0<2;1,0>:d                   {Compacted}
        shl (16|M16)             r10.0<1>:q    r66.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r108.0<1>:q   r52.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r110.0<1>:q   r54.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r112.0<1>:q   r56.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r114.0<1>:q   r58.0<1;1,0>:q    2:w               {Compacted}
        mov (16|M0)              r78.0<2>:d    r48.0<1;1,0>:d                  
        mov (16|M16)             r80.0<2>:d    r49.0<1;1,0>:d                  
        mov (16|M0)              r98.0<2>:d    r60.0<1;1,0>:d                  
        mov (16|M16)             r100.0<2>:d   r61.0<1;1,0>:d                  
        mov (16|M0)              r102.0<2>:d   r62.0<1;1,0>:d                  
        mov (16|M16)             r104.0<2>:d   r63.0<1;1,0>:d                  
        and (32|M0)              r64.0<1>:d    r34.0<1;1,0>:d    16380:w              
        and (32|M0)              r66.0<1>:d    r36.0<1;1,0>:d    16380:w              
        and (32|M0)              r52.0<1>:d    r22.0<1;1,0>:d    16380:w              
        and (32|M0)              r54.0<1>:d    r24.0<1;1,0>:d    16380:w              
        and (32|M0)              r58.0<1>:d    r28.0<1;1,0>:d    16380:w              
        mov (16|M0)              r78.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r80.1<2>:d    r51.0<1;1,0>:d                  
        mov (16|M0)              r98.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r100.1<2>:d   r51.0<1;1,0>:d                  
        mov (16|M0)              r102.1<2>:d   r50.0<1;1,0>:d                  
        mov (16|M16)             r104.1<2>:d   r51.0<1;1,0>:d                  
        mov (16|M0)              r42.0<1>:d    r116.0<2;1,0>:d                  {Compacted}
        mov (16|M16)             r43.0<1>:d    r2.0<2;1,0>:d                    {Compacted}
        mov (16|M0)              r44.0<1>:d    r6.0<2;1,0>:d                    {Compacted}
        and (32|M0)              r76.0<1>:d    r46.0<1;1,0>:d    16380:w              
        mov (16|M16)             r45.0<1>:d    r10.0<2;1,0>:d                   {Compacted}
        and (32|M0)              r56.0<1>:d    r26.0<1;1,0>:d    16380:w              
        mov (16|M0)              r38.0<1>:d    r108.0<2;1,0>:d                  {Compacted}
        mov (16|M16)             r39.0<1>:d    r110.0<2;1,0>:d                  {Compacted}
        mov (16|M0)              r40.0<1>:d    r112.0<2;1,0>:d                  {Compacted}
        mov (16|M0)              r106.0<2>:d   r64.0<1;1,0>:d                  
        mov (16|M0)              r82.0<2>:d    r52.0<1;1,0>:d                  
        mov (16|M16)             r84.0<2>:d    r53.0<1;1,0>:d                  
        mov (16|M0)              r86.0<2>:d    r54.0<1;1,0>:d                  
        mov (16|M16)             r88.0<2>:d    r55.0<1;1,0>:d                  
        mov (16|M0)              r94.0<2>:d    r58.0<1;1,0>:d                  
        mov (16|M16)             r96.0<2>:d    r59.0<1;1,0>:d                  
        add (16|M16)             r28.0<1>:q    r80.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r48.0<1>:q    r100.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted}
        add (16|M0)              r46.0<1>:q    r98.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M0)              r26.0<1>:q    r78.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        mov (16|M16)             r108.0<2>:d   r65.0<1;1,0>:d                  
        mov (16|M0)              r110.0<2>:d   r66.0<1;1,0>:d                  
        mov (16|M16)             r112.0<2>:d   r67.0<1;1,0>:d                  
        mov (16|M0)              r106.1<2>:d   r50.0<1;1,0>:d                  
        mov (16|M16)             r84.1<2>:d    r51.0<1;1,0>:d                  
        add (16|M0)              r52.0<1>:q    r102.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r54.0<1>:q    r104.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted}
        mov (16|M0)              r94.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r96.1<2>:d    r51.0<1;1,0>:d                  
        mov (16|M16)             r108.1<2>:d   r51.0<1;1,0>:d                  
        mov (16|M0)              r110.1<2>:d   r50.0<1;1,0>:d                  
        mov (16|M16)             r112.1<2>:d   r51.0<1;1,0>:d                  
        and (32|M0)              r72.0<1>:d    r42.0<1;1,0>:d    16380:w              
        and (32|M0)              r74.0<1>:d    r44.0<1;1,0>:d    16380:w              
        mov (16|M0)              r90.0<2>:d    r56.0<1;1,0>:d                  
        mov (16|M16)             r92.0<2>:d    r57.0<1;1,0>:d                  
        add (16|M16)             r32.0<1>:q    r84.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r84      r26     null:0  0x0            0x08200580           {I@1,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r58.0<1>:q    r108.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted}
        add (16|M0)              r60.0<1>:q    r110.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r62.0<1>:q    r112.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted}
        add (16|M0)              r42.0<1>:q    r94.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r94      r46     null:0  0x0            0x08200580           {I@1,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r44.0<1>:q    r96.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r96      r52     null:0  0x0            0x08200580           {I@1,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r56.0<1>:q    r106.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r100     r60     null:0  0x0            0x08200580           {$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r98      r56     null:0  0x0            0x08200580           {I@1,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M16)             r41.0<1>:d    r114.0<2;1,0>:d                  {Compacted}
        mov (16|M0)              r90.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r92.1<2>:d    r51.0<1;1,0>:d                  
        and (32|M0)              r68.0<1>:d    r38.0<1;1,0>:d    16380:w              
        and (32|M0)              r70.0<1>:d    r40.0<1;1,0>:d    16380:w               {I@4}
        add (16|M0)              r38.0<1>:q    r90.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r40.0<1>:q    r92.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@4}
        send.ugm (32|M0)         r90      r38     null:0  0x0            0x08200580           {A@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r114.0<2>:d   r68.0<1;1,0>:d                  
        mov (16|M16)             r116.0<2>:d   r69.0<1;1,0>:d                  
        mov (16|M0)              r114.1<2>:d   r50.0<1;1,0>:d                  
        mov (16|M16)             r116.1<2>:d   r51.0<1;1,0>:d                  
(W)     or (1|M0)                r15.0<1>:d    r120.0<0;1,0>:d   14:w               {Compacted}
(W)     or (1|M0)                r40.0<1>:d    r120.0<0;1,0>:d   15:w               {Compacted,$13.src}
        send.ugm (32|M0)         r92      r42     null:0  0x0            0x08200580           {$14} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r10.0<2>:d    r72.0<1;1,0>:d                  
        mov (16|M16)             r16.0<2>:d    r73.0<1;1,0>:d                  
        mov (16|M0)              r2.0<2>:d     r70.0<1;1,0>:d                  
        mov (16|M16)             r6.0<2>:d     r71.0<1;1,0>:d                  
        add (16|M0)              r64.0<1>:q    r114.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r66.0<1>:q    r116.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@7}
        mov (16|M0)              r10.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r16.1<2>:d    r51.0<1;1,0>:d                  
        mov (16|M0)              r2.1<2>:d     r50.0<1;1,0>:d                  
        mov (16|M16)             r6.1<2>:d     r51.0<1;1,0>:d                  
        sync.nop                             null                             {Compacted,I@7}
        add (16|M0)              r52.0<1>:q    r123.0<1;1,0>:q   r40.0<0;1,0>:ud  {Compacted,$10.src}
        add (16|M16)             r54.0<1>:q    r125.0<1;1,0>:q   r40.0<0;1,0>:ud  {Compacted}
        add (16|M0)              r41.0<1>:q    r123.0<1;1,0>:q   r15.0<0;1,0>:ud  {Compacted,$14.src}
        add (16|M16)             r43.0<1>:q    r125.0<1;1,0>:q   r15.0<0;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r102     r64     null:0  0x0            0x08200580           {A@7,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r18.0<2>:d    r74.0<1;1,0>:d                  
        mov (16|M16)             r20.0<2>:d    r75.0<1;1,0>:d                  
        add (16|M0)              r72.0<1>:q    r10.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r68.0<1>:q    r2.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r70.0<1>:q    r6.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@7}
        mov (16|M0)              r18.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r20.1<2>:d    r51.0<1;1,0>:d                  
        add (16|M16)             r74.0<1>:q    r16.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,I@7}
        shl (16|M0)              r56.0<1>:q    r41.0<1;1,0>:q    2:w               {Compacted,$12.src}
        shl (16|M16)             r58.0<1>:q    r43.0<1;1,0>:q    2:w               {Compacted,I@7}
        shl (16|M0)              r64.0<1>:q    r52.0<1;1,0>:q    2:w               {Compacted,$15.src}
        shl (16|M16)             r66.0<1>:q    r54.0<1;1,0>:q    2:w               {Compacted}
        send.ugm (32|M0)         r104     r68     null:0  0x0            0x08200580           {A@7,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r106     r72     null:0  0x0            0x08200580           {I@5,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r22.0<2>:d    r76.0<1;1,0>:d                  
        mov (16|M16)             r24.0<2>:d    r77.0<1;1,0>:d                  
        add (16|M16)             r78.0<1>:q    r20.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M0)              r76.0<1>:q    r18.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,I@7}
        mov (16|M0)              r68.0<1>:d    r56.0<2;1,0>:d                   {Compacted,$0.src}
        mov (16|M16)             r69.0<1>:d    r58.0<2;1,0>:d                   {Compacted,I@7}
        sync.nop                             null                             {Compacted,I@7}
        mov (16|M0)              r74.0<1>:d    r64.0<2;1,0>:d                   {Compacted,$1.src}
        mov (16|M16)             r75.0<1>:d    r66.0<2;1,0>:d                   {Compacted,I@7}
        send.ugm (32|M0)         r108     r76     null:0  0x0            0x08200580           {I@5,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r82.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M0)              r86.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r88.1<2>:d    r51.0<1;1,0>:d                  
        mov (16|M0)              r22.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r24.1<2>:d    r51.0<1;1,0>:d                  
        mov (32|M0)              r45.0<1>:d    0:w                               {Compacted,$9.src}
        sync.nop                             null                             {Compacted,I@7}
        and (32|M0)              r76.0<1>:d    r68.0<1;1,0>:d    16380:w               {$2.src}
        and (32|M0)              r78.0<1>:d    r74.0<1;1,0>:d    16380:w               {I@7}
        add (16|M0)              r30.0<1>:q    r82.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r34.0<1>:q    r86.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r36.0<1>:q    r88.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r80.0<1>:q    r22.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r82.0<1>:q    r24.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        mov (16|M0)              r47.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r60.1<2>:d    r51.0<1;1,0>:d                   {$11.src}
        mov (16|M0)              r62.1<2>:d    r45.0<1;1,0>:d                   {I@7}
        mov (16|M16)             r70.1<2>:d    r46.0<1;1,0>:d                  
        mov (16|M0)              r47.0<2>:d    r76.0<1;1,0>:d                   {I@7}
        mov (16|M16)             r60.0<2>:d    r77.0<1;1,0>:d                  
        mov (16|M0)              r62.0<2>:d    r78.0<1;1,0>:d                  
        mov (16|M16)             r70.0<2>:d    r79.0<1;1,0>:d                  
        send.ugm (32|M0)         r86      r30     null:0  0x0            0x08200580           {$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r88      r34     null:0  0x0            0x08200580           {I@7,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r110     r80     null:0  0x0            0x08200580           {A@7,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        sync.nop                             null                             {Compacted,$8.src}
        mov (32|M0)              r26.0<1>:f    r94.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r28.0<1>:f    r96.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (32|M0)              r16.0<1>:f    r84.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,I@4}
        add (16|M0)              r82.0<1>:q    r47.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,$9.src}
        add (16|M0)              r94.0<1>:q    r62.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,A@3}
        add (16|M16)             r96.0<1>:q    r70.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,A@2}
        add (16|M16)             r84.0<1>:q    r60.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,F@1}
        sync.nop                             null                             {Compacted,$3.src}
        mov (32|M0)              r30.0<1>:f    r98.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r32.0<1>:f    r100.0<1;1,0>:f                  {Compacted,$11.dst}
        send.ugm (32|M0)         r98      r82     null:0  0x0            0x08200580           {A@1,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r100     r94     null:0  0x0            0x08200580           {F@1,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r112.0<1>:d   r118.0<1;1,0>:d   r120.0<0;1,0>:d  {Compacted}
        add (32|M0)              r114.0<1>:d   r118.0<1;1,0>:d   r5.0<0;1,0>:d    {Compacted}
        add (32|M0)              r116.0<1>:d   r118.0<1;1,0>:d   r9.0<0;1,0>:d    {Compacted}
        add (32|M0)              r72.0<1>:d    r118.0<1;1,0>:d   r13.0<0;1,0>:d   {Compacted}
        shl (32|M0)              r2.0<1>:d     r112.0<1;1,0>:d   2:w               {Compacted,I@4}
        mov (32|M0)              r22.0<1>:f    r90.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (32|M0)              r18.0<1>:f    r86.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (32|M0)              r20.0<1>:f    r88.0<1;1,0>:f                   {Compacted,$8.dst}
        shl (32|M0)              r5.0<1>:d     r114.0<1;1,0>:d   2:w               {Compacted,I@4}
        mov (32|M0)              r24.0<1>:f    r92.0<1;1,0>:f                   {Compacted,$14.dst}
        shl (32|M0)              r7.0<1>:d     r116.0<1;1,0>:d   2:w               {Compacted,I@4}
        send.slm (32|M0)         null     r2      r16:8   0x0            0x04003504           {A@2,$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        mov (32|M0)              r38.0<1>:f    r106.0<1;1,0>:f                  {Compacted,$1.dst}
        mov (32|M0)              r34.0<1>:f    r102.0<1;1,0>:f                  {Compacted,$15.dst}
        mov (32|M0)              r36.0<1>:f    r104.0<1;1,0>:f                  {Compacted,$0.dst}
        shl (32|M0)              r80.0<1>:d    r72.0<1;1,0>:d    2:w               {Compacted}
        send.slm (32|M0)         null     r5      r24:8   0x0            0x04003504           {A@3,$6} // wr:2+8, rd:0; store.slm.d32x4.a32
        mov (32|M0)              r86.0<1>:f    r108.0<1;1,0>:f                  {Compacted,$2.dst}
        mov (32|M0)              r88.0<1>:f    r110.0<1;1,0>:f                  {Compacted,$9.dst}
        mov (32|M0)              r90.0<1>:f    r98.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (32|M0)              r92.0<1>:f    r100.0<1;1,0>:f                  {Compacted,$11.dst}
        send.slm (32|M0)         null     r7      r32:8   0x0            0x04003504           {A@2,$5} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     cmp (32|M0)   (lt)f1.0   null<1>:ud    r40.0<0;1,0>:ud   0xBF:uw             
        send.slm (32|M0)         null     r80     r86:8   0x0            0x04003504           {A@1,$4} // wr:2+8, rd:0; store.slm.d32x4.a32
(W&~f1.0) jmpi                               L3392                                
L3368:
(W)     add (1|M0)               r120.0<1>:d   r120.0<0;1,0>:d   16:w               {Compacted}
(W)     jmpi                                 L304                                
L3392:
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.slm (1|M0)          r2       r0      null:0  0x0            0x0210011F           {$12} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r3.2<1>:f     0.0:f                               {Compacted}
(W)     mov (2|M0)               r3.10<1>:ub   r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r2.0<1;1,0>:ud                   {Compacted,$12.dst}
(W)     send.gtwy (1|M0)         null     r3      null:0  0x0            0x02000004           {I@2,$13} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                             
(f0.0)  goto (32|M0)                         L3528                  L3528                
L3504:
        mov (32|M0)              r121.0<1>:d   0:w                               {Compacted}
        goto (32|M0)                         L3528                  L3664                
L3528:
        join (32|M0)                         L3664                                
L3544:
        or (32|M0)               r2.0<1>:d     r118.0<1;1,0>:d   7:w               {Compacted,$13.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r2.0<1;1,0>:ud    0xAAAB:uw              {I@1}
        mach (16|M0)             r5.0<1>:ud    r2.0<1;1,0>:ud    0xAAAAAAAB:ud              {$6.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r3.0<1;1,0>:ud    0xAAAB:uw             
        mach (16|M16)            r6.0<1>:ud    r3.0<1;1,0>:ud    0xAAAAAAAB:ud             
        sync.nop                             null                             {Compacted,I@1}
        shr (32|M0)              r7.0<1>:d     r5.0<1;1,0>:ud    13:w               {$5.src}
        mad (32|M0)              r9.0<1>:d     r2.0<1;0>:d       r7.0<1;0>:d       -12288:w               {I@1}
        shl (32|M0)              r121.0<1>:d   r9.0<1;1,0>:d     2:w               {Compacted,I@1}
L3664:
        join (32|M0)                         L3680                                
L3680:
        sync.nop                             null                             {Compacted,$13.src}
        send.slm (32|M0)         r2       r121    null:0  0x0            0x04200500           {I@2,$14} // wr:2+0, rd:2; load.slm.d32.a32
        shl (16|M0)              r5.0<1>:q     r123.0<1;1,0>:q   2:w               {Compacted,$6.src}
        shl (16|M16)             r7.0<1>:q     r125.0<1;1,0>:q   2:w               {Compacted,$5.src}
        add (16|M0)              r9.0<1>:q     r5.0<1;1,0>:q     r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r11.0<1>:q    r7.0<1;1,0>:q     r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r9      r2:2    0x0            0x08000584           {A@1,$14} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L3776:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
