L0:
(W)     mov (16|M0)              r255.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r255.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r255.0<1>:ud  r255.2<0;0>:ud    r255.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r255    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r254.0<1>:ud  r255.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r254    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r255.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r254.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r255.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r255.0<1>:ud  r255.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r255    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r255.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
        sync.nop                             null                             {Compacted,$1.dst}
        mov (16|M0)              r2.0<4>:uw    r1.0<1;1,0>:uw                   {$0.dst}
(W)     macl (1|M0)              r7.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
        mov (16|M16)             r5.0<4>:uw    r1.16<1;1,0>:uw                 
(W)     mach (1|M0)              r8.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mov (1|M0)               r7.1<1>:d     r8.0<0;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r9.0<1>:q     r7.0<0;1,0>:q     r2.0<4;1,0>:uw   {I@1}
        add (16|M16)             r11.0<1>:q    r7.0<0;1,0>:q     r5.0<4;1,0>:uw  
        add (16|M0)              r96.0<1>:q    r9.0<1;1,0>:q     r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r94.0<1>:q    r11.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        mov (16|M0)              r14.0<1>:d    r96.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r15.0<1>:d    r94.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r16.0<1>:d    r14.0<1;1,0>:d    2:w               {Compacted,I@1}
        shl (32|M0)              r18.0<1>:d    r14.0<1;1,0>:d    4:w               {Compacted}
        and (32|M0)              r20.0<1>:d    r16.0<1;1,0>:d    60:w               {Compacted,I@2}
        add (32|M0)              r22.0<1>:d    r18.0<1;1,0>:d    112:w               {Compacted,I@2}
        add (32|M0)              r24.0<1>:d    r18.0<1;1,0>:d    224:w               {Compacted}
        add (32|M0)              r2.0<1>:d     r18.0<1;1,0>:d    336:w               {Compacted}
        mov (16|M0)              r26.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M16)             r28.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r6.0<1>:d     r18.0<1;1,0>:d    4080:w              
        and (32|M0)              r8.0<1>:d     r22.0<1;1,0>:d    4080:w               {I@6}
        and (32|M0)              r10.0<1>:d    r24.0<1;1,0>:d    4080:w               {I@6}
        and (32|M0)              r12.0<1>:d    r2.0<1;1,0>:d     4080:w               {I@6}
        add (16|M0)              r30.0<1>:q    r4.5<0;1,0>:q     r26.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M16)             r32.0<1>:q    r4.5<0;1,0>:q     r28.0<2;1,0>:ud  {Compacted,I@6}
        mov (16|M0)              r16.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted,I@6}
        mov (16|M16)             r34.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r36.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted,I@7}
        mov (16|M16)             r38.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r20.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r18.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r40.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r26.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r14      r30     null:0  0x0            0x08200580           {A@7,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r42.0<1>:q    r4.4<0;1,0>:q     r16.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r44.0<1>:q    r4.4<0;1,0>:q     r34.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r22.0<1>:q    r4.4<0;1,0>:q     r36.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r24.0<1>:q    r4.4<0;1,0>:q     r38.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r28.0<1>:q    r4.4<0;1,0>:q     r20.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r46.0<1>:q    r4.4<0;1,0>:q     r40.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r48.0<1>:q    r4.4<0;1,0>:q     r26.0<2;1,0>:ud  {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r32.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r33.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M16)             r30.0<1>:q    r4.4<0;1,0>:q     r18.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r86      r42     null:0  0x0            0x08803580           {A@7,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r78      r22     null:0  0x0            0x08803580           {A@5,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r50      r46     null:0  0x0            0x08803580           {A@2,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r60      r28     null:0  0x0            0x08803580           {I@1,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)   (eq)f2.0   r98.0<1>:d    r14.0<1;1,0>:d    7:w               {$3.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r30.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r31.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($4,$5,$6)                 {Compacted}
(f2.0)  goto (32|M0)                         L3144                  L3144                
L992:
        cmp (32|M0)   (eq)f1.0   null<1>:d     r98.0<1;1,0>:d    1:w               {I@2}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r100.0<1>:f   r78.0<1;0>:f      r86.0<1;0>:f      r78.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r102.0<1>:f   r80.0<1;0>:f      r88.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (32|M0)              r104.0<1>:f   r82.0<1;0>:f      r90.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (32|M0)              r116.0<1>:f   r84.0<1;0>:f      r92.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (32|M0)              r118.0<1>:f   r60.0<1;0>:f      r78.0<1;0>:f      r60.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r120.0<1>:f   r62.0<1;0>:f      r80.0<1;0>:f      r62.0<1>:f       {Compacted}
        mad (32|M0)              r156.0<1>:f   r64.0<1;0>:f      r82.0<1;0>:f      r64.0<1>:f       {Compacted}
        mad (32|M0)              r160.0<1>:f   r66.0<1;0>:f      r84.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (32|M0)              r168.0<1>:f   r50.0<1;0>:f      r60.0<1;0>:f      r50.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r210.0<1>:f   r52.0<1;0>:f      r62.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r222.0<1>:f   r54.0<1;0>:f      r64.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (32|M0)              r228.0<1>:f   r56.0<1;0>:f      r66.0<1;0>:f      r56.0<1>:f       {Compacted}
        mad (32|M0)              r12.0<1>:f    r100.0<1;0>:f     r50.0<1;0>:f      r100.0<1>:f      {Compacted}
        mad (32|M0)              r14.0<1>:f    r102.0<1;0>:f     r52.0<1;0>:f      r102.0<1>:f      {Compacted}
        mad (32|M0)              r16.0<1>:f    r104.0<1;0>:f     r54.0<1;0>:f      r104.0<1>:f      {Compacted}
        mad (32|M0)              r42.0<1>:f    r116.0<1;0>:f     r56.0<1;0>:f      r116.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L3000                  L3000                
L1160:
        cmp (32|M0)   (gt)f0.0   null<1>:ud    r98.0<1;1,0>:ud   0x2:uw             
        mad (32|M0)              r114.0<1>:f   r118.0<1;0>:f     r100.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (32|M0)              r154.0<1>:f   r120.0<1;0>:f     r102.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (32|M0)              r152.0<1>:f   r156.0<1;0>:f     r104.0<1;0>:f     r156.0<1>:f      {Compacted}
        mad (32|M0)              r150.0<1>:f   r160.0<1;0>:f     r116.0<1;0>:f     r160.0<1>:f      {Compacted}
        mad (32|M0)              r148.0<1>:f   r168.0<1;0>:f     r118.0<1;0>:f     r168.0<1>:f      {Compacted}
        mad (32|M0)              r208.0<1>:f   r210.0<1;0>:f     r120.0<1;0>:f     r210.0<1>:f      {Compacted}
        mad (32|M0)              r206.0<1>:f   r222.0<1;0>:f     r156.0<1;0>:f     r222.0<1>:f      {Compacted}
        mad (32|M0)              r204.0<1>:f   r228.0<1;0>:f     r160.0<1;0>:f     r228.0<1>:f      {Compacted}
        mad (32|M0)              r202.0<1>:f   r12.0<1;0>:f      r168.0<1;0>:f     r12.0<1>:f       {Compacted}
        mad (32|M0)              r10.0<1>:f    r14.0<1;0>:f      r210.0<1;0>:f     r14.0<1>:f       {Compacted}
        mad (32|M0)              r8.0<1>:f     r16.0<1;0>:f      r222.0<1;0>:f     r16.0<1>:f       {Compacted}
        mad (32|M0)              r6.0<1>:f     r42.0<1;0>:f      r228.0<1;0>:f     r42.0<1>:f       {Compacted}
        mad (32|M0)              r2.0<1>:f     r114.0<1;0>:f     r12.0<1;0>:f      r114.0<1>:f      {Compacted}
        mad (32|M0)              r40.0<1>:f    r154.0<1;0>:f     r14.0<1;0>:f      r154.0<1>:f      {Compacted}
        mad (32|M0)              r38.0<1>:f    r152.0<1;0>:f     r16.0<1;0>:f      r152.0<1>:f      {Compacted}
        mad (32|M0)              r36.0<1>:f    r150.0<1;0>:f     r42.0<1;0>:f      r150.0<1>:f      {Compacted}
(f0.0)  goto (32|M0)                         L1464                  L1464                
L1320:
        mov (32|M0)              r86.0<1>:ud   r114.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r88.0<1>:ud   r154.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r90.0<1>:ud   r152.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r92.0<1>:ud   r150.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r78.0<1>:ud   r148.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r80.0<1>:ud   r208.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r82.0<1>:ud   r206.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r84.0<1>:ud   r204.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r60.0<1>:f    r202.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r62.0<1>:f    r10.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r64.0<1>:f    r8.0<1;1,0>:f                    {Compacted,F@7}
        mov (32|M0)              r66.0<1>:f    r6.0<1;1,0>:f                    {Compacted,F@7}
        mov (32|M0)              r50.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@7}
        mov (32|M0)              r52.0<1>:f    r40.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r54.0<1>:f    r38.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r56.0<1>:f    r36.0<1;1,0>:f                   {Compacted,F@7}
        goto (32|M0)                         L1464                  L3144                
L1464:
        join (32|M0)                         L3000                                
L1480:
        cmp (32|M0)   (eq)f3.0   null<1>:d     r98.0<1;1,0>:d    3:w              
        mad (32|M0)              r112.0<1>:f   r148.0<1;0>:f     r114.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (32|M0)              r144.0<1>:f   r208.0<1;0>:f     r154.0<1;0>:f     r208.0<1>:f      {Compacted}
        mad (32|M0)              r142.0<1>:f   r206.0<1;0>:f     r152.0<1;0>:f     r206.0<1>:f      {Compacted}
        mad (32|M0)              r140.0<1>:f   r204.0<1;0>:f     r150.0<1;0>:f     r204.0<1>:f      {Compacted}
        mad (32|M0)              r138.0<1>:f   r202.0<1;0>:f     r148.0<1;0>:f     r202.0<1>:f      {Compacted}
        mad (32|M0)              r200.0<1>:f   r10.0<1;0>:f      r208.0<1;0>:f     r10.0<1>:f       {Compacted}
        mad (32|M0)              r198.0<1>:f   r8.0<1;0>:f       r206.0<1;0>:f     r8.0<1>:f        {Compacted}
        mad (32|M0)              r196.0<1>:f   r6.0<1;0>:f       r204.0<1;0>:f     r6.0<1>:f        {Compacted}
        mad (32|M0)              r194.0<1>:f   r2.0<1;0>:f       r202.0<1;0>:f     r2.0<1>:f        {Compacted}
        mad (32|M0)              r254.0<1>:f   r40.0<1;0>:f      r10.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r252.0<1>:f   r38.0<1;0>:f      r8.0<1;0>:f       r38.0<1>:f       {Compacted}
        mad (32|M0)              r250.0<1>:f   r36.0<1;0>:f      r6.0<1;0>:f       r36.0<1>:f       {Compacted}
        mad (32|M0)              r248.0<1>:f   r112.0<1;0>:f     r2.0<1;0>:f       r112.0<1>:f      {Compacted}
        mad (32|M0)              r34.0<1>:f    r144.0<1;0>:f     r40.0<1;0>:f      r144.0<1>:f      {Compacted}
        mad (32|M0)              r32.0<1>:f    r142.0<1;0>:f     r38.0<1;0>:f      r142.0<1>:f      {Compacted}
        mad (32|M0)              r30.0<1>:f    r140.0<1;0>:f     r36.0<1;0>:f      r140.0<1>:f      {Compacted}
(f3.0)  goto (32|M0)                         L2840                  L2840                
L1640:
        cmp (32|M0)   (gt)f2.0   null<1>:ud    r98.0<1;1,0>:ud   0x4:uw             
        mad (32|M0)              r110.0<1>:f   r138.0<1;0>:f     r112.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (32|M0)              r136.0<1>:f   r200.0<1;0>:f     r144.0<1;0>:f     r200.0<1>:f      {Compacted}
        mad (32|M0)              r134.0<1>:f   r198.0<1;0>:f     r142.0<1;0>:f     r198.0<1>:f      {Compacted}
        mad (32|M0)              r132.0<1>:f   r196.0<1;0>:f     r140.0<1;0>:f     r196.0<1>:f      {Compacted}
        mad (32|M0)              r130.0<1>:f   r194.0<1;0>:f     r138.0<1;0>:f     r194.0<1>:f      {Compacted}
        mad (32|M0)              r192.0<1>:f   r254.0<1;0>:f     r200.0<1;0>:f     r254.0<1>:f      {Compacted}
        mad (32|M0)              r190.0<1>:f   r252.0<1;0>:f     r198.0<1;0>:f     r252.0<1>:f      {Compacted}
        mad (32|M0)              r188.0<1>:f   r250.0<1;0>:f     r196.0<1;0>:f     r250.0<1>:f      {Compacted}
        mad (32|M0)              r186.0<1>:f   r248.0<1;0>:f     r194.0<1;0>:f     r248.0<1>:f      {Compacted}
        mad (32|M0)              r246.0<1>:f   r34.0<1;0>:f      r254.0<1;0>:f     r34.0<1>:f       {Compacted}
        mad (32|M0)              r244.0<1>:f   r32.0<1;0>:f      r252.0<1;0>:f     r32.0<1>:f       {Compacted}
        mad (32|M0)              r242.0<1>:f   r30.0<1;0>:f      r250.0<1;0>:f     r30.0<1>:f       {Compacted}
        mad (32|M0)              r240.0<1>:f   r110.0<1;0>:f     r248.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (32|M0)              r28.0<1>:f    r136.0<1;0>:f     r34.0<1;0>:f      r136.0<1>:f      {Compacted}
        mad (32|M0)              r26.0<1>:f    r134.0<1;0>:f     r32.0<1;0>:f      r134.0<1>:f      {Compacted}
        mad (32|M0)              r24.0<1>:f    r132.0<1;0>:f     r30.0<1;0>:f      r132.0<1>:f      {Compacted}
(f2.0)  goto (32|M0)                         L1944                  L1944                
L1800:
        mov (32|M0)              r86.0<1>:ud   r110.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r88.0<1>:ud   r136.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r90.0<1>:ud   r134.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r92.0<1>:ud   r132.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r78.0<1>:ud   r130.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r80.0<1>:ud   r192.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r82.0<1>:ud   r190.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r84.0<1>:ud   r188.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r60.0<1>:f    r186.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r62.0<1>:f    r246.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r64.0<1>:f    r244.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r66.0<1>:f    r242.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r50.0<1>:f    r240.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r52.0<1>:f    r28.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r54.0<1>:f    r26.0<1;1,0>:f                   {Compacted,F@7}
        mov (32|M0)              r56.0<1>:f    r24.0<1;1,0>:f                   {Compacted,F@7}
        goto (32|M0)                         L1944                  L3144                
L1944:
        join (32|M0)                         L2840                                
L1960:
        cmp (32|M0)   (eq)f1.0   null<1>:d     r98.0<1;1,0>:d    5:w              
        mad (32|M0)              r108.0<1>:f   r130.0<1;0>:f     r110.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (32|M0)              r128.0<1>:f   r192.0<1;0>:f     r136.0<1;0>:f     r192.0<1>:f      {Compacted}
        mad (32|M0)              r126.0<1>:f   r190.0<1;0>:f     r134.0<1;0>:f     r190.0<1>:f      {Compacted}
        mad (32|M0)              r124.0<1>:f   r188.0<1;0>:f     r132.0<1;0>:f     r188.0<1>:f      {Compacted}
        mad (32|M0)              r122.0<1>:f   r186.0<1;0>:f     r130.0<1;0>:f     r186.0<1>:f      {Compacted}
        mad (32|M0)              r184.0<1>:f   r246.0<1;0>:f     r192.0<1;0>:f     r246.0<1>:f      {Compacted}
        mad (32|M0)              r182.0<1>:f   r244.0<1;0>:f     r190.0<1;0>:f     r244.0<1>:f      {Compacted}
        mad (32|M0)              r180.0<1>:f   r242.0<1;0>:f     r188.0<1;0>:f     r242.0<1>:f      {Compacted}
        mad (32|M0)              r178.0<1>:f   r240.0<1;0>:f     r186.0<1;0>:f     r240.0<1>:f      {Compacted}
        mad (32|M0)              r238.0<1>:f   r28.0<1;0>:f      r246.0<1;0>:f     r28.0<1>:f       {Compacted}
        mad (32|M0)              r236.0<1>:f   r26.0<1;0>:f      r244.0<1;0>:f     r26.0<1>:f       {Compacted}
        mad (32|M0)              r234.0<1>:f   r24.0<1;0>:f      r242.0<1;0>:f     r24.0<1>:f       {Compacted}
        mad (32|M0)              r232.0<1>:f   r108.0<1;0>:f     r240.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r22.0<1>:f    r128.0<1;0>:f     r28.0<1;0>:f      r128.0<1>:f      {Compacted}
        mad (32|M0)              r20.0<1>:f    r126.0<1;0>:f     r26.0<1;0>:f      r126.0<1>:f      {Compacted}
        mad (32|M0)              r18.0<1>:f    r124.0<1;0>:f     r24.0<1;0>:f      r124.0<1>:f      {Compacted}
(f1.0)  goto (32|M0)                         L2680                  L2680                
L2120:
        cmp (32|M0)   (eq)f0.0   null<1>:d     r98.0<1;1,0>:d    7:w              
        mad (32|M0)              r106.0<1>:f   r122.0<1;0>:f     r108.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (32|M0)              r158.0<1>:f   r184.0<1;0>:f     r128.0<1;0>:f     r184.0<1>:f      {Compacted}
        mad (32|M0)              r166.0<1>:f   r182.0<1;0>:f     r126.0<1;0>:f     r182.0<1>:f      {Compacted}
        mad (32|M0)              r176.0<1>:f   r180.0<1;0>:f     r124.0<1;0>:f     r180.0<1>:f      {Compacted}
        mad (32|M0)              r218.0<1>:f   r178.0<1;0>:f     r122.0<1;0>:f     r178.0<1>:f      {Compacted}
        mad (32|M0)              r230.0<1>:f   r238.0<1;0>:f     r184.0<1;0>:f     r238.0<1>:f      {Compacted}
        mad (32|M0)              r226.0<1>:f   r236.0<1;0>:f     r182.0<1;0>:f     r236.0<1>:f      {Compacted}
        mad (32|M0)              r216.0<1>:f   r234.0<1;0>:f     r180.0<1;0>:f     r234.0<1>:f      {Compacted}
        mad (32|M0)              r174.0<1>:f   r232.0<1;0>:f     r178.0<1;0>:f     r232.0<1>:f      {Compacted}
        mad (32|M0)              r224.0<1>:f   r22.0<1;0>:f      r238.0<1;0>:f     r22.0<1>:f       {Compacted}
        mad (32|M0)              r214.0<1>:f   r20.0<1;0>:f      r236.0<1;0>:f     r20.0<1>:f       {Compacted}
        mad (32|M0)              r172.0<1>:f   r18.0<1;0>:f      r234.0<1;0>:f     r18.0<1>:f       {Compacted}
        mad (32|M0)              r164.0<1>:f   r106.0<1;0>:f     r232.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (32|M0)              r212.0<1>:f   r158.0<1;0>:f     r22.0<1;0>:f      r158.0<1>:f      {Compacted}
        mad (32|M0)              r170.0<1>:f   r166.0<1;0>:f     r20.0<1;0>:f      r166.0<1>:f      {Compacted}
        mad (32|M0)              r162.0<1>:f   r176.0<1;0>:f     r18.0<1;0>:f      r176.0<1>:f      {Compacted}
(f0.0)  goto (32|M0)                         L2424                  L2424                
L2280:
        mov (32|M0)              r86.0<1>:ud   r106.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r88.0<1>:ud   r158.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r90.0<1>:ud   r166.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r92.0<1>:ud   r176.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r78.0<1>:ud   r218.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r80.0<1>:ud   r230.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r82.0<1>:ud   r226.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r84.0<1>:ud   r216.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r60.0<1>:f    r174.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r62.0<1>:f    r224.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r64.0<1>:f    r214.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r66.0<1>:f    r172.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r50.0<1>:f    r164.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r52.0<1>:f    r212.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r54.0<1>:f    r170.0<1;1,0>:f                  {Compacted,F@7}
        mov (32|M0)              r56.0<1>:f    r162.0<1;1,0>:f                  {Compacted,F@7}
        goto (32|M0)                         L2424                  L3144                
L2424:
        join (32|M0)                         L2680                                
L2440:
        mad (32|M0)              acc0.0<1>:f   r218.0<1;0>:f     r106.0<1;0>:f     r218.0<1>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   r230.0<1;0>:f     r158.0<1;0>:f     r230.0<1>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   r226.0<1;0>:f     r166.0<1;0>:f     r226.0<1>:f      {Compacted}
        mad (32|M0)              acc6.0<1>:f   r216.0<1;0>:f     r176.0<1;0>:f     r216.0<1>:f      {Compacted}
        mad (32|M0)              r78.0<1>:f    r174.0<1;0>:f     r218.0<1;0>:f     r174.0<1>:f      {Compacted,I@6}
        mad (32|M0)              r80.0<1>:f    r224.0<1;0>:f     r230.0<1;0>:f     r224.0<1>:f      {Compacted,I@5}
        mad (32|M0)              r82.0<1>:f    r214.0<1;0>:f     r226.0<1;0>:f     r214.0<1>:f      {Compacted,I@4}
        mad (32|M0)              r84.0<1>:f    r172.0<1;0>:f     r216.0<1;0>:f     r172.0<1>:f      {Compacted,I@3}
        mad (32|M0)              r60.0<1>:f    r164.0<1;0>:f     r174.0<1;0>:f     r164.0<1>:f      {Compacted}
        mad (32|M0)              r62.0<1>:f    r212.0<1;0>:f     r224.0<1;0>:f     r212.0<1>:f      {Compacted}
        mad (32|M0)              r64.0<1>:f    r170.0<1;0>:f     r214.0<1;0>:f     r170.0<1>:f      {Compacted}
        mad (32|M0)              r66.0<1>:f    r162.0<1;0>:f     r172.0<1;0>:f     r162.0<1>:f      {Compacted}
        mov (32|M0)              r86.0<1>:f    acc0.0<1;1,0>:f                 
        mad (32|M0)              r50.0<1>:f    acc0.0<1;0>:f     acc0.0<1;0>:f     r164.0<1>:f     
        mov (32|M0)              r88.0<1>:f    acc2.0<1;1,0>:f                 
        mad (32|M0)              r52.0<1>:f    acc2.0<1;0>:f     acc2.0<1;0>:f     r212.0<1>:f     
        mov (32|M0)              r90.0<1>:f    acc4.0<1;1,0>:f                 
        mad (32|M0)              r54.0<1>:f    acc4.0<1;0>:f     acc4.0<1;0>:f     r170.0<1>:f     
        mov (32|M0)              r92.0<1>:f    acc6.0<1;1,0>:f                 
        mad (32|M0)              r56.0<1>:f    acc6.0<1;0>:f     acc6.0<1;0>:f     r162.0<1>:f     
        goto (32|M0)                         L2680                  L3144                
L2680:
        join (32|M0)                         L2840                                
L2696:
        mov (32|M0)              r86.0<1>:ud   r108.0<1;1,0>:ud                 {Compacted,F@7}
        mov (32|M0)              r88.0<1>:ud   r128.0<1;1,0>:ud                 {Compacted,F@6}
        mov (32|M0)              r90.0<1>:ud   r126.0<1;1,0>:ud                 {Compacted,F@4}
        mov (32|M0)              r92.0<1>:ud   r124.0<1;1,0>:ud                 {Compacted,F@2}
        mov (32|M0)              r78.0<1>:ud   r122.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r80.0<1>:ud   r184.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r82.0<1>:ud   r182.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r84.0<1>:ud   r180.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:f    r178.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r62.0<1>:f    r238.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r64.0<1>:f    r236.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r66.0<1>:f    r234.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r50.0<1>:f    r232.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r52.0<1>:f    r22.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r54.0<1>:f    r20.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r56.0<1>:f    r18.0<1;1,0>:f                   {Compacted}
        goto (32|M0)                         L2840                  L3144                
L2840:
        join (32|M0)                         L3000                                
L2856:
        mov (32|M0)              r86.0<1>:ud   r112.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r88.0<1>:ud   r144.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r90.0<1>:ud   r142.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r92.0<1>:ud   r140.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r78.0<1>:ud   r138.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r80.0<1>:ud   r200.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r82.0<1>:ud   r198.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r84.0<1>:ud   r196.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:f    r194.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r62.0<1>:f    r254.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r64.0<1>:f    r252.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r66.0<1>:f    r250.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r50.0<1>:f    r248.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r52.0<1>:f    r34.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r54.0<1>:f    r32.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r56.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        goto (32|M0)                         L3000                  L3144                
L3000:
        join (32|M0)                         L3144                                
L3016:
        mov (32|M0)              r86.0<1>:ud   r100.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r88.0<1>:ud   r102.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r90.0<1>:ud   r104.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r92.0<1>:ud   r116.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r78.0<1>:ud   r118.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r80.0<1>:ud   r120.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r82.0<1>:ud   r156.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r84.0<1>:ud   r160.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r60.0<1>:f    r168.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r62.0<1>:f    r210.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r64.0<1>:f    r222.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r66.0<1>:f    r228.0<1;1,0>:f                  {Compacted}
        mov (32|M0)              r50.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r52.0<1>:f    r14.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r54.0<1>:f    r16.0<1;1,0>:f                   {Compacted}
        mov (32|M0)              r56.0<1>:f    r42.0<1;1,0>:f                   {Compacted}
L3144:
        join (32|M0)                         L3160                                
L3160:
        sync.nop                             null                             {Compacted,I@7}
        add (32|M0)              acc0.0<1>:f   r86.0<1;1,0>:f    0.0:f               {$4.dst}
        add (32|M0)              acc2.0<1>:f   r88.0<1;1,0>:f    0.0:f               {I@7}
        add (32|M0)              acc4.0<1>:f   r90.0<1;1,0>:f    0.0:f               {I@7}
        add (32|M0)              acc6.0<1>:f   r92.0<1;1,0>:f    0.0:f               {I@6}
(W)     mov (1|M0)               r4.0<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r20.0<1>:ud   0x40400000:ud                             
(W)     mov (1|M0)               r30.0<1>:ud   0x40800000:ud                             
(W)     mov (16|M0)              r255.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r78.0<1;0>:f      r4.0<0>:f        {Compacted,A@4,$5.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r80.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r82.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r84.0<1;0>:f      r4.0<0>:f        {Compacted}
        shl (16|M0)              r1.0<1>:q     r96.0<1;1,0>:q    4:w               {Compacted}
        sync.nop                             null                             {Compacted,I@4}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r60.0<1;0>:f      r20.0<0>:f       {Compacted,$7.dst}
        shl (16|M16)             r5.0<1>:q     r94.0<1;1,0>:q    4:w               {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r62.0<1;0>:f      r20.0<0>:f       {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r64.0<1;0>:f      r20.0<0>:f       {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r66.0<1;0>:f      r20.0<0>:f       {Compacted}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     r4.3<0;1,0>:q    {Compacted,I@2}
        mad (32|M0)              r32.0<1>:f    acc0.0<1;0>:f     r50.0<1;0>:f      r30.0<0>:f       {Compacted,$6.dst}
        add (16|M16)             r9.0<1>:q     r5.0<1;1,0>:q     r4.3<0;1,0>:q    {Compacted,I@2}
        mad (32|M0)              r34.0<1>:f    acc2.0<1;0>:f     r52.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (32|M0)              r36.0<1>:f    acc4.0<1;0>:f     r54.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (32|M0)              r38.0<1>:f    acc6.0<1;0>:f     r56.0<1;0>:f      r30.0<0>:f       {Compacted}
        send.ugm (32|M0)         null     r7      r32:8   0x0            0x08003584           {A@1,$8} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (1|M0)         null     r255    null:0  0x0            0x02000010           {EOT,$9} // wr:1+0, rd:0; end of thread
L3456:
        nop                    
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
        illegal                
