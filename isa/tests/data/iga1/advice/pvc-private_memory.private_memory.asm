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
(W)     macl (1|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                               {$0.dst}
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r14.0<1>:d    r8.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x3:uw              {I@1}
        mach (16|M0)             r24.0<1>:d    r14.0<1;1,0>:ud   0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x3:uw             
        mach (16|M16)            r25.0<1>:d    r15.0<1;1,0>:ud   0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x5:uw             
        mach (16|M0)             r48.0<1>:d    r14.0<1;1,0>:ud   0x5:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x5:uw             
        mach (16|M16)            r49.0<1>:d    r15.0<1;1,0>:ud   0x5:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x6:uw             
(W)     add (8|M0)               r2.8<1>:w     r2.0<1;1,0>:w     8:w              
        mach (16|M0)             r76.0<1>:d    r14.0<1;1,0>:ud   0x6:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x6:uw             
        mach (16|M16)            r77.0<1>:d    r15.0<1;1,0>:ud   0x6:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x7:uw             
(W)     add (16|M0)              r2.16<1>:w    r2.0<1;1,0>:w     16:w               {I@5}
        mach (16|M0)             r104.0<1>:d   r14.0<1;1,0>:ud   0x7:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x7:uw             
        mul (32|M0)              r20.0<1>:ud   r14.0<1;1,0>:ud   0x3:uw              {Compacted}
        mach (16|M16)            r105.0<1>:d   r15.0<1;1,0>:ud   0x7:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x9:uw             
        mul (32|M0)              r26.0<1>:ud   r14.0<1;1,0>:ud   0x6:uw              {Compacted}
        mov (32|M0)              r46.0<1>:f    r24.0<1;1,0>:f                   {Compacted}
        shl (32|M0)              r110.0<1>:d   r2.0<1;1,0>:uw    2:w               {I@7}
        add (32|M0)              r112.0<1>:d   r2.0<1;1,0>:uw    32:w              
        mach (16|M0)             r1.0<1>:d     r14.0<1;1,0>:ud   0x9:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x9:uw             
        mov (32|M0)              r100.0<1>:f   r76.0<1;1,0>:f                   {Compacted}
        mach (16|M16)            r2.0<1>:d     r15.0<1;1,0>:ud   0x9:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0xA:uw             
        mul (32|M0)              r36.0<1>:ud   r14.0<1;1,0>:ud   0xC:uw              {Compacted}
        mov (16|M0)              r62.0<2>:d    r20.0<1;1,0>:d                   {I@7}
        mov (16|M0)              r62.1<2>:d    r46.0<1;1,0>:d                   {F@2}
        mach (16|M0)             r46.0<1>:d    r14.0<1;1,0>:ud   0xA:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0xA:uw             
        mov (16|M16)             r64.0<2>:d    r21.0<1;1,0>:d                  
        mov (16|M0)              r70.0<2>:d    r26.0<1;1,0>:d                  
        mov (16|M16)             r64.1<2>:d    r47.0<1;1,0>:d                  
        mov (16|M0)              r70.1<2>:d    r100.0<1;1,0>:d                  {F@1}
        mach (16|M16)            r47.0<1>:d    r15.0<1;1,0>:ud   0xA:ud             
(W)     mov (1|M0)               r3.0<1>:hf    0x20:hf                              {$1.dst}
        mul (32|M0)              r28.0<1>:ud   r14.0<1;1,0>:ud   0x7:uw              {Compacted}
        mul (32|M0)              r32.0<1>:ud   r14.0<1;1,0>:ud   0xA:uw              {Compacted}
        mov (16|M0)              r42.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted}
(W)     shr (1|M0)               r9.0<1>:ud    r0.5<0;1,0>:ud    0x4:uw             
        mul (32|M0)              r30.0<1>:ud   r14.0<1;1,0>:ud   0x9:uw              {Compacted}
        mov (16|M16)             r44.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r122.0<1>:f   r104.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r94.0<2>:d    r36.0<1;1,0>:d                  
        mov (16|M16)             r96.0<2>:d    r37.0<1;1,0>:d                  
        mov (16|M0)              r36.0<2>:f    r70.0<1;1,0>:uq                  {A@1}
        mov (32|M0)              r70.0<1>:f    r46.0<1;1,0>:f                   {Compacted}
        mul (32|M0)              r22.0<1>:ud   r14.0<1;1,0>:ud   0x5:uw              {Compacted}
        mul (32|M0)              r38.0<1>:ud   r14.0<1;1,0>:ud   0xD:uw              {Compacted}
        mul (32|M0)              r116.0<1>:d   r3.0<0;1,0>:w     40:w               {F@4}
        shl (16|M0)              r50.0<1>:q    r42.0<2;1,0>:ud   1:w               {Compacted}
        shl (16|M0)              r54.0<1>:q    r42.0<2;1,0>:ud   2:w               {Compacted}
        shl (16|M0)              r58.0<1>:q    r42.0<2;1,0>:ud   3:w               {Compacted}
        mov (32|M0)              r42.0<1>:f    r1.0<1;1,0>:f                    {Compacted,I@1}
        mov (16|M16)             r74.0<2>:d    r27.0<1;1,0>:d                  
        mul (32|M0)              r114.0<1>:d   r3.0<0;1,0>:w     36:w              
        mul (32|M0)              r118.0<1>:d   r3.0<0;1,0>:w     44:w              
        mov (16|M16)             r80.0<2>:d    r29.0<1;1,0>:d                  
        mov (16|M0)              r86.0<2>:d    r32.0<1;1,0>:d                  
(W)     mov (1|M0)               a0.2<1>:ud    r9.0<0;1,0>:ud                   {Compacted}
        shl (16|M16)             r52.0<1>:q    r44.0<2;1,0>:ud   1:w               {Compacted}
        mov (16|M16)             r74.1<2>:d    r101.0<1;1,0>:d                 
        mov (16|M16)             r80.1<2>:d    r123.0<1;1,0>:d                  {F@4}
        mov (16|M0)              r86.1<2>:d    r70.0<1;1,0>:d                   {F@2}
        mov (32|M0)              r72.0<1>:f    r48.0<1;1,0>:f                   {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0xB:uw             
        mul (32|M0)              r10.0<1>:d    r3.0<0;1,0>:w     12:w              
        mul (32|M0)              r124.0<1>:d   r3.0<0;1,0>:w     52:w              
        mov (16|M16)             r88.0<2>:d    r33.0<1;1,0>:d                  
        mov (16|M0)              r82.0<2>:d    r30.0<1;1,0>:d                  
        mov (16|M16)             r84.0<2>:d    r31.0<1;1,0>:d                  
        shl (16|M16)             r60.0<1>:q    r44.0<2;1,0>:ud   3:w               {Compacted}
        mov (16|M16)             r88.1<2>:d    r71.0<1;1,0>:d                  
        mov (16|M0)              r82.1<2>:d    r42.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r84.1<2>:d    r43.0<1;1,0>:d                  
        mov (32|M0)              r6.0<1>:f     0.0:f                               {Compacted}
        mul (32|M0)              r34.0<1>:ud   r14.0<1;1,0>:ud   0xB:uw              {Compacted}
        mul (32|M0)              r16.0<1>:d    r3.0<0;1,0>:w     24:w              
        shl (16|M16)             r56.0<1>:q    r44.0<2;1,0>:ud   2:w               {Compacted}
        mov (16|M0)              r66.0<2>:d    r22.0<1;1,0>:d                  
        mov (16|M16)             r68.0<2>:d    r23.0<1;1,0>:d                  
        mov (16|M0)              r98.0<2>:d    r38.0<1;1,0>:d                  
        mov (16|M16)             r102.0<2>:d   r39.0<1;1,0>:d                  
        mov (16|M0)              r20.0<2>:f    r50.0<1;1,0>:uq                 
        mov (16|M16)             r44.0<2>:f    r80.0<1;1,0>:uq                  {I@5}
        mov (16|M16)             r22.0<2>:f    r52.0<1;1,0>:uq                  {A@3}
        mov (16|M16)             r38.0<2>:f    r74.0<1;1,0>:uq                  {A@1}
        mov (16|M0)              r80.0<2>:f    r86.0<1;1,0>:uq                 
        shl (32|M0)              r52.0<1>:d    r112.0<1;1,0>:d   2:w               {Compacted,F@3}
        mach (16|M0)             r74.0<1>:d    r14.0<1;1,0>:ud   0xB:ud              {F@2}
        add (32|M0)              r86.0<1>:d    r116.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted,F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0xB:uw             
        mov (16|M0)              r24.0<2>:f    r62.0<1;1,0>:uq                 
        mul (32|M0)              r12.0<1>:d    r3.0<0;1,0>:w     20:w              
        mov (16|M16)             r26.0<2>:f    r64.0<1;1,0>:uq                 
        mov (16|M0)              r48.0<2>:f    r58.0<1;1,0>:uq                 
        mov (16|M0)              r66.1<2>:d    r72.0<1;1,0>:d                  
        mov (16|M16)             r68.1<2>:d    r73.0<1;1,0>:d                  
        mov (16|M16)             r50.0<2>:f    r60.0<1;1,0>:uq                 
        mov (32|M0)              r116.0<1>:f   r14.0<1;1,0>:ud                  {I@5}
        mach (16|M16)            r75.0<1>:d    r15.0<1;1,0>:ud   0xB:ud             
        add (32|M0)              r62.0<1>:d    r110.0<1;1,0>:d   256:w               {Compacted,F@5}
        mov (16|M0)              r58.0<2>:f    r82.0<1;1,0>:uq                 
        mov (16|M16)             r60.0<2>:f    r84.0<1;1,0>:uq                 
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0xC:uw             
        mov (16|M16)             r82.0<2>:f    r88.0<1;1,0>:uq                 
        add (32|M0)              r84.0<1>:d    r114.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted,F@2}
        add (32|M0)              r88.0<1>:d    r118.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted,F@1}
        send.ugm (32|M0)         null     r110    r6:2    a0.2        0x440E0504           {ExBSO,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r40.0<1>:ud   r14.0<1;1,0>:ud   0xE:uw              {Compacted}
        mul (32|M0)              r18.0<1>:d    r3.0<0;1,0>:w     28:w              
        mov (16|M0)              r78.0<2>:d    r28.0<1;1,0>:d                  
        mov (16|M16)             r30.0<2>:f    r56.0<1;1,0>:uq                 
        add (32|M0)              r112.0<1>:d   r124.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted}
        add (32|M0)              r64.0<1>:d    r10.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mach (16|M0)             r114.0<1>:d   r14.0<1;1,0>:ud   0xC:ud             
        mov (16|M0)              r118.0<1>:ud  r20.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r119.0<1>:ud  r22.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r28.0<2>:f    r54.0<1;1,0>:uq                  {I@6}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0xC:uw             
        send.ugm (32|M0)         null     r52     r116:2  a0.2        0x440E0504           {ExBSO,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r90.0<2>:d    r34.0<1;1,0>:d                  
        mov (16|M16)             r92.0<2>:d    r35.0<1;1,0>:d                  
        mov (16|M0)              r32.0<2>:f    r66.0<1;1,0>:uq                 
        add (32|M0)              r72.0<1>:d    r16.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r78.1<2>:d    r122.0<1;1,0>:d                 
        mov (16|M0)              r124.0<1>:ud  r24.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r125.0<1>:ud  r26.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r115.0<1>:d   r15.0<1;1,0>:ud   0xC:ud             
        mov (16|M16)             r34.0<2>:f    r68.0<1;1,0>:uq                  {A@6}
        add (32|M0)              r66.0<1>:d    r110.0<1;1,0>:d   512:w               {Compacted,F@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0xD:uw             
        send.ugm (32|M0)         null     r62     r118:2  a0.2        0x440E0504           {ExBSO,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M16)             r2.0<1>:ud    r30.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r1.0<1>:ud    r28.0<2;1,0>:ud                  {Compacted}
        add (32|M0)              r68.0<1>:d    r12.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@1}
        mach (16|M0)             r16.0<1>:d    r14.0<1;1,0>:ud   0xD:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0xD:uw             
        send.ugm (32|M0)         null     r64     r124:2  a0.2        0x440E0504           {ExBSO,A@7,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r120.0<1>:d   r3.0<0;1,0>:w     48:w              
        mov (32|M0)              r104.0<1>:f   r74.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r106.0<2>:d   r40.0<1;1,0>:d                  
        mov (16|M16)             r108.0<2>:d   r41.0<1;1,0>:d                  
        add (32|M0)              r76.0<1>:d    r18.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r10.0<1>:ud   r32.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r11.0<1>:ud   r34.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r17.0<1>:d    r15.0<1;1,0>:ud   0xD:ud             
        mov (16|M0)              r40.0<2>:f    r78.0<1;1,0>:uq                  {A@5}
        send.ugm (32|M0)         null     r66     r1:2    a0.2        0x440E0504           {ExBSO,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (32|M0)              r12.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r18.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r19.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         null     r68     r10:2   a0.2        0x440E0504           {ExBSO,A@4,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M16)             r21.0<1>:ud   r44.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r90.1<2>:d    r104.0<1;1,0>:d                  {F@3}
        mov (16|M16)             r92.1<2>:d    r105.0<1;1,0>:d                 
        mov (32|M0)              r32.0<1>:f    r16.0<1;1,0>:f                   {Compacted,I@6}
        add (32|M0)              r78.0<1>:d    r110.0<1;1,0>:d   1024:w               {Compacted,F@3}
        mov (16|M0)              r20.0<1>:ud   r40.0<2;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         null     r72     r18:2   a0.2        0x440E0504           {ExBSO,A@6,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r26.0<1>:ud   r48.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r27.0<1>:ud   r50.0<2;1,0>:ud                  {Compacted}
        add (32|M0)              r100.0<1>:d   r120.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r94.1<2>:d    r12.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r96.1<2>:d    r13.0<1;1,0>:d                  
        send.ugm (32|M0)         null     r76     r20:2   a0.2        0x440E0504           {ExBSO,I@6,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r28.0<1>:ud   r58.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r29.0<1>:ud   r60.0<2;1,0>:ud                  {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0xE:uw             
        mov (16|M16)             r122.0<2>:f   r92.0<1;1,0>:uq                 
        mov (16|M0)              r98.1<2>:d    r32.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r102.1<2>:d   r33.0<1;1,0>:d                  
        mov (16|M0)              r120.0<2>:f   r90.0<1;1,0>:uq                  {I@7}
        send.ugm (32|M0)         null     r78     r26:2   a0.2        0x440E0504           {ExBSO,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r30.0<1>:ud   r80.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r31.0<1>:ud   r82.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r22.0<2>:f    r94.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r24.0<2>:f    r96.0<1;1,0>:uq                  {I@7}
        mach (16|M0)             r34.0<1>:d    r14.0<1;1,0>:ud   0xE:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0xE:uw             
        send.ugm (32|M0)         null     r84     r28:2   a0.2        0x440E0504           {ExBSO,A@7,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M16)             r37.0<1>:ud   r122.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M0)              r40.0<2>:f    r98.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r42.0<2>:f    r102.0<1;1,0>:uq                 {I@6}
        mov (16|M0)              r36.0<1>:ud   r120.0<2;1,0>:ud                 {Compacted,F@5}
        mach (16|M16)            r35.0<1>:d    r15.0<1;1,0>:ud   0xE:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0xF:uw             
        send.ugm (32|M0)         null     r86     r30:2   a0.2        0x440E0504           {ExBSO,A@7,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r38.0<1>:ud   r22.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r39.0<1>:ud   r24.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r62.0<1>:d    r14.0<1;1,0>:ud   0xF:ud              {$6.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0xF:uw             
        send.ugm (32|M0)         null     r88     r36:2   a0.2        0x440E0504           {ExBSO,I@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r46.0<1>:ud   r40.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r47.0<1>:ud   r42.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r63.0<1>:d    r15.0<1;1,0>:ud   0xF:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x11:uw             
        send.ugm (32|M0)         null     r100    r38:2   a0.2        0x440E0504           {ExBSO,A@7,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mach (16|M0)             r84.0<1>:d    r14.0<1;1,0>:ud   0x11:ud              {$13.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x11:uw             
        send.ugm (32|M0)         null     r112    r46:2   a0.2        0x440E0504           {ExBSO,A@5,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mach (16|M16)            r85.0<1>:d    r15.0<1;1,0>:ud   0x11:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x12:uw             
        mach (16|M0)             r112.0<1>:d   r14.0<1;1,0>:ud   0x12:ud              {$1.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x12:uw             
        mach (16|M16)            r113.0<1>:d   r15.0<1;1,0>:ud   0x12:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x13:uw             
        mach (16|M0)             r20.0<1>:d    r14.0<1;1,0>:ud   0x13:ud              {$11.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x13:uw             
        mov (32|M0)              r44.0<1>:f    r34.0<1;1,0>:f                   {Compacted}
        mach (16|M16)            r21.0<1>:d    r15.0<1;1,0>:ud   0x13:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x14:uw             
        mul (32|M0)              r64.0<1>:ud   r14.0<1;1,0>:ud   0x12:uw              {Compacted,$7.src}
        mach (16|M0)             r42.0<1>:d    r14.0<1;1,0>:ud   0x14:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x14:uw             
        mul (32|M0)              r58.0<1>:ud   r14.0<1;1,0>:ud   0xF:uw              {Compacted}
        mov (16|M0)              r106.1<2>:d   r44.0<1;1,0>:d                   {F@1}
        mov (16|M16)             r108.1<2>:d   r45.0<1;1,0>:d                  
        mach (16|M16)            r43.0<1>:d    r15.0<1;1,0>:ud   0x14:ud             
        mul (32|M0)              r68.0<1>:ud   r14.0<1;1,0>:ud   0x14:uw              {Compacted,$9.src}
(W)     mov (1|M0)               r90.0<1>:hf   0x20:hf                             
        mov (32|M0)              r88.0<1>:f    r62.0<1;1,0>:f                   {Compacted,$15.src}
        mul (32|M0)              r66.0<1>:ud   r14.0<1;1,0>:ud   0x13:uw              {Compacted,$8.src}
        mul (32|M0)              r30.0<1>:d    r3.0<0;1,0>:w     56:w               {$14.src}
        mov (16|M0)              r103.0<2>:d   r64.0<1;1,0>:d                   {I@7}
        mov (16|M0)              r48.0<2>:f    r106.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r50.0<2>:f    r108.0<1;1,0>:uq                 {I@6}
        mov (16|M16)             r107.0<2>:d   r65.0<1;1,0>:d                   {A@1}
        mov (32|M0)              r64.0<1>:f    r42.0<1;1,0>:f                   {Compacted,A@1}
        mov (16|M16)             r86.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r95.0<2>:d    r58.0<1;1,0>:d                  
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x15:uw             
        mul (32|M0)              r44.0<1>:d    r90.0<0;1,0>:w    80:w              
        mov (16|M0)              r95.1<2>:d    r88.0<1;1,0>:d                  
        mul (32|M0)              r70.0<1>:ud   r14.0<1;1,0>:ud   0x15:uw              {Compacted}
        mul (32|M0)              r74.0<1>:ud   r14.0<1;1,0>:ud   0x17:uw              {Compacted}
        mov (16|M0)              r118.0<2>:d   r68.0<1;1,0>:d                  
        mach (16|M0)             r68.0<1>:d    r14.0<1;1,0>:ud   0x15:ud             
        mov (16|M0)              r118.1<2>:d   r64.0<1;1,0>:d                   {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x15:uw             
        mul (32|M0)              r60.0<1>:ud   r14.0<1;1,0>:ud   0x11:uw              {Compacted}
        mov (16|M0)              r82.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r97.0<2>:d    r59.0<1;1,0>:d                  
        mov (16|M16)             r120.0<2>:d   r69.0<1;1,0>:d                  
        mov (16|M0)              r114.0<2>:d   r66.0<1;1,0>:d                  
        mov (16|M16)             r116.0<2>:d   r67.0<1;1,0>:d                   {$5.src}
        shl (16|M16)             r93.0<1>:q    r86.0<2;1,0>:ud   4:w               {Compacted}
        mov (16|M16)             r97.1<2>:d    r89.0<1;1,0>:d                  
        mach (16|M16)            r69.0<1>:d    r15.0<1;1,0>:ud   0x15:ud             
        mov (16|M0)              r66.0<2>:f    r95.0<1;1,0>:uq                  {A@4}
        add (32|M0)              r95.0<1>:d    r30.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@1}
        mul (32|M0)              r72.0<1>:ud   r14.0<1;1,0>:ud   0x16:uw              {Compacted,$10.src}
        mov (32|M0)              r38.0<1>:f    r20.0<1;1,0>:f                   {Compacted,$0.src}
        mov (16|M0)              r52.0<1>:ud   r48.0<2;1,0>:ud                  {Compacted}
        mov (32|M0)              r105.0<1>:f   r84.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r53.0<1>:ud   r50.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r88.0<2>:f    r118.0<1;1,0>:uq                 {I@6}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x16:uw             
        add (32|M0)              r118.0<1>:d   r44.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@1}
        mul (32|M0)              r76.0<1>:ud   r14.0<1;1,0>:ud   0x18:uw              {Compacted}
        mul (32|M0)              r32.0<1>:d    r3.0<0;1,0>:w     60:w              
        mul (32|M0)              r40.0<1>:d    r90.0<0;1,0>:w    76:w              
        mov (16|M0)              r122.0<2>:d   r70.0<1;1,0>:d                  
        mov (16|M16)             r124.0<2>:d   r71.0<1;1,0>:d                  
        mov (16|M0)              r7.0<2>:d     r74.0<1;1,0>:d                   {$4.src}
        mov (16|M16)             r9.0<2>:d     r75.0<1;1,0>:d                  
        shl (16|M0)              r91.0<1>:q    r82.0<2;1,0>:ud   4:w               {Compacted}
        mov (16|M16)             r120.1<2>:d   r65.0<1;1,0>:d                  
(W)     shr (1|M0)               r44.0<1>:ud   r0.5<0;1,0>:ud    0x4:uw             
        mov (16|M16)             r70.0<2>:f    r97.0<1;1,0>:uq                  {A@6}
        mov (16|M16)             r74.0<2>:f    r93.0<1;1,0>:uq                  {A@4}
        mach (16|M0)             r97.0<1>:d    r14.0<1;1,0>:ud   0x16:ud              {F@2}
        mov (32|M0)              r93.0<1>:f    r68.0<1;1,0>:f                   {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x16:uw             
        send.ugm (32|M0)         null     r95     r52:2   a0.2        0x440E0504           {ExBSO,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r78.0<1>:ud   r14.0<1;1,0>:ud   0x19:uw              {Compacted,$12.src}
        mov (32|M0)              r16.0<1>:f    r112.0<1;1,0>:f                  {Compacted}
        mul (32|M0)              r46.0<1>:d    r90.0<0;1,0>:w    84:w              
        mov (16|M0)              r99.0<2>:d    r60.0<1;1,0>:d                  
        mov (16|M0)              r114.1<2>:d   r38.0<1;1,0>:d                  
        mach (16|M16)            r98.0<1>:d    r15.0<1;1,0>:ud   0x16:ud             
        mov (16|M0)              r99.1<2>:d    r105.0<1;1,0>:d                 
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x17:uw             
        mul (32|M0)              r80.0<1>:ud   r14.0<1;1,0>:ud   0x1A:uw              {Compacted}
        mul (32|M0)              r34.0<1>:d    r90.0<0;1,0>:w    68:w              
        mul (32|M0)              r36.0<1>:d    r90.0<0;1,0>:w    72:w              
        mov (16|M16)             r101.0<2>:d   r61.0<1;1,0>:d                  
        mov (16|M0)              r1.0<2>:d     r72.0<1;1,0>:d                  
        mov (16|M16)             r5.0<2>:d     r73.0<1;1,0>:d                  
        mul (32|M0)              r50.0<1>:d    r90.0<0;1,0>:w    92:w              
        mov (16|M0)              r122.1<2>:d   r93.0<1;1,0>:d                   {F@2}
(W)     mov (1|M0)               a0.2<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
        mov (16|M16)             r101.1<2>:d   r106.0<1;1,0>:d                 
        mov (16|M0)              r72.0<2>:f    r91.0<1;1,0>:uq                  {A@5}
        mov (16|M16)             r91.0<2>:f    r120.0<1;1,0>:uq                
        mach (16|M0)             r120.0<1>:d   r14.0<1;1,0>:ud   0x17:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x17:uw             
        mul (32|M0)              r62.0<1>:d    r90.0<0;1,0>:w    104:w              
        mul (32|M0)              r58.0<1>:d    r90.0<0;1,0>:w    96:w              
        mov (16|M16)             r116.1<2>:d   r39.0<1;1,0>:d                  
        mov (16|M0)              r11.0<2>:d    r76.0<1;1,0>:d                  
        mov (16|M16)             r18.0<2>:d    r77.0<1;1,0>:d                  
        mov (16|M0)              r103.1<2>:d   r16.0<1;1,0>:d                  
        mov (16|M16)             r107.1<2>:d   r17.0<1;1,0>:d                  
        mov (16|M0)              r84.0<2>:f    r114.0<1;1,0>:uq                
        mach (16|M16)            r121.0<1>:d   r15.0<1;1,0>:ud   0x17:ud             
        mov (16|M0)              r76.0<2>:f    r99.0<1;1,0>:uq                  {A@4}
        add (32|M0)              r114.0<1>:d   r40.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x18:uw             
        add (32|M0)              r99.0<1>:d    r32.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@1}
        mov (16|M0)              r22.0<2>:d    r78.0<1;1,0>:d                  
        mov (16|M16)             r24.0<2>:d    r79.0<1;1,0>:d                  
        mul (32|M0)              r60.0<1>:d    r90.0<0;1,0>:w    100:w              
        add (32|M0)              r105.0<1>:d   r110.0<1;1,0>:d   2048:w              
        mov (16|M0)              r40.0<1>:ud   r66.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r41.0<1>:ud   r70.0<2;1,0>:ud                  {Compacted}
        mach (16|M0)             r42.0<1>:d    r14.0<1;1,0>:ud   0x18:ud             
        mov (16|M16)             r78.0<2>:f    r101.0<1;1,0>:uq                 {A@6}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x18:uw             
        mov (16|M0)              r101.0<2>:f   r122.0<1;1,0>:uq                
        add (32|M0)              r122.0<1>:d   r46.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@1}
        mov (16|M0)              r26.0<2>:d    r80.0<1;1,0>:d                  
        mov (16|M16)             r28.0<2>:d    r81.0<1;1,0>:d                  
        add (32|M0)              r112.0<1>:d   r36.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        add (32|M0)              r30.0<1>:d    r50.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r45.0<1>:ud   r72.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r86.0<2>:f    r116.0<1;1,0>:uq                
        mov (16|M16)             r82.0<2>:f    r107.0<1;1,0>:uq                
        mach (16|M16)            r43.0<1>:d    r15.0<1;1,0>:ud   0x18:ud             
        mov (16|M16)             r46.0<1>:ud   r74.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r80.0<2>:f    r103.0<1;1,0>:uq                 {A@6}
        mov (32|M0)              r116.0<1>:f   r97.0<1;1,0>:f                   {Compacted}
        add (32|M0)              r107.0<1>:d   r34.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@3}
        send.ugm (32|M0)         null     r99     r40:2   a0.2        0x440E0504           {ExBSO,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r48.0<1>:d    r90.0<0;1,0>:w    88:w              
        mov (16|M16)             r124.1<2>:d   r94.0<1;1,0>:d                  
        mov (32|M0)              r38.0<1>:f    r120.0<1;1,0>:f                  {Compacted}
        add (32|M0)              r32.0<1>:d    r58.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M16)             r52.0<1>:ud   r78.0<2;1,0>:ud                  {Compacted,$2.src}
        add (32|M0)              r36.0<1>:d    r62.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r51.0<1>:ud   r76.0<2;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         null     r105    r45:2   a0.2        0x440E0504           {ExBSO,A@7,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x19:uw             
        mov (16|M0)              r1.1<2>:d     r116.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r5.1<2>:d     r117.0<1;1,0>:d                 
        add (32|M0)              r34.0<1>:d    r60.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r58.0<1>:ud   r80.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r59.0<1>:ud   r82.0<2;1,0>:ud                  {Compacted}
        mov (32|M0)              r62.0<1>:f    r42.0<1;1,0>:f                   {Compacted,I@7}
        send.ugm (32|M0)         null     r107    r51:2   a0.2        0x440E0504           {ExBSO,I@7,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M16)             r103.0<2>:f   r124.0<1;1,0>:uq                
        mov (16|M0)              r7.1<2>:d     r38.0<1;1,0>:d                   {F@3}
        mov (16|M16)             r9.1<2>:d     r39.0<1;1,0>:d                  
        mach (16|M0)             r64.0<1>:d    r14.0<1;1,0>:ud   0x19:ud             
        mov (16|M0)              r60.0<1>:ud   r84.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r61.0<1>:ud   r86.0<2;1,0>:ud                  {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x19:uw             
        send.ugm (32|M0)         null     r112    r58:2   a0.2        0x440E0504           {ExBSO,A@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r66.0<1>:ud   r88.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r67.0<1>:ud   r91.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r16.0<2>:f    r1.0<1;1,0>:uq                  
        mov (16|M16)             r20.0<2>:f    r5.0<1;1,0>:uq                  
        mov (16|M0)              r11.1<2>:d    r62.0<1;1,0>:d                   {F@4}
        mov (16|M16)             r18.1<2>:d    r63.0<1;1,0>:d                  
        add (32|M0)              r124.0<1>:d   r48.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@3}
        mach (16|M16)            r65.0<1>:d    r15.0<1;1,0>:ud   0x19:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x1A:uw             
        send.ugm (32|M0)         null     r114    r60:2   a0.2        0x440E0504           {ExBSO,A@7,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r68.0<1>:ud   r101.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r69.0<1>:ud   r103.0<2;1,0>:ud                 {Compacted}
        mov (16|M0)              r47.0<2>:f    r7.0<1;1,0>:uq                   {I@5}
        mov (16|M16)             r49.0<2>:f    r9.0<1;1,0>:uq                  
        mach (16|M0)             r82.0<1>:d    r14.0<1;1,0>:ud   0x1A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x1A:uw             
        send.ugm (32|M0)         null     r118    r66:2   a0.2        0x440E0504           {ExBSO,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r74.0<1>:ud   r16.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r75.0<1>:ud   r20.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r70.0<2>:f    r11.0<1;1,0>:uq                 
        mov (16|M16)             r72.0<2>:f    r18.0<1;1,0>:uq                 
        mach (16|M16)            r83.0<1>:d    r15.0<1;1,0>:ud   0x1A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x1B:uw             
        send.ugm (32|M0)         null     r122    r68:2   a0.2        0x440E0504           {ExBSO,A@7,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r76.0<1>:ud   r47.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r77.0<1>:ud   r49.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r103.0<1>:d   r14.0<1;1,0>:ud   0x1B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x1B:uw             
        send.ugm (32|M0)         null     r124    r74:2   a0.2        0x440E0504           {ExBSO,A@7,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r78.0<1>:ud   r70.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r79.0<1>:ud   r72.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r104.0<1>:d   r15.0<1;1,0>:ud   0x1B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x1C:uw             
        send.ugm (32|M0)         null     r30     r76:2   a0.2        0x440E0504           {ExBSO,A@7,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mach (16|M0)             r5.0<1>:d     r14.0<1;1,0>:ud   0x1C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x1C:uw             
        send.ugm (32|M0)         null     r32     r78:2   a0.2        0x440E0504           {ExBSO,A@5,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mach (16|M16)            r6.0<1>:d     r15.0<1;1,0>:ud   0x1C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x1D:uw             
        mov (32|M0)              r80.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
        mach (16|M0)             r32.0<1>:d    r14.0<1;1,0>:ud   0x1D:ud              {$12.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x1D:uw             
        mov (32|M0)              r88.0<1>:f    r82.0<1;1,0>:f                   {Compacted}
        mach (16|M16)            r33.0<1>:d    r15.0<1;1,0>:ud   0x1D:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x1E:uw             
        mov (16|M0)              r22.1<2>:d    r80.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r24.1<2>:d    r81.0<1;1,0>:d                  
        mach (16|M0)             r64.0<1>:d    r14.0<1;1,0>:ud   0x1E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x1E:uw             
        mul (32|M0)              r107.0<1>:ud  r14.0<1;1,0>:ud   0x1E:uw              {Compacted,$5.src}
        mov (16|M0)              r26.1<2>:d    r88.0<1;1,0>:d                   {F@1}
        mov (16|M16)             r28.1<2>:d    r89.0<1;1,0>:d                  
        mach (16|M16)            r65.0<1>:d    r15.0<1;1,0>:ud   0x1E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x1F:uw             
        mov (16|M0)              r84.0<2>:f    r22.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r86.0<2>:f    r24.0<1;1,0>:uq                  {I@7}
        mach (16|M0)             r88.0<1>:d    r14.0<1;1,0>:ud   0x1F:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x1F:uw             
        mov (16|M0)              r93.0<2>:f    r26.0<1;1,0>:uq                  {I@6}
        mov (16|M16)             r95.0<2>:f    r28.0<1;1,0>:uq                  {I@5}
        mach (16|M16)            r89.0<1>:d    r15.0<1;1,0>:ud   0x1F:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x21:uw             
        mul (32|M0)              r99.0<1>:ud   r14.0<1;1,0>:ud   0x1B:uw              {Compacted,$3.src}
        mov (16|M16)             r38.0<2>:d    r108.0<1;1,0>:d                 
        mov (16|M0)              r91.0<1>:ud   r84.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r92.0<1>:ud   r86.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r108.0<1>:d   r14.0<1;1,0>:ud   0x21:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x21:uw             
        mov (16|M16)             r9.0<2>:ud    r15.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r11.0<1>:f    r103.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r97.0<1>:ud   r93.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r98.0<1>:ud   r95.0<2;1,0>:ud                  {Compacted,F@2}
        mach (16|M16)            r109.0<1>:d   r15.0<1;1,0>:ud   0x21:ud             
        send.ugm (32|M0)         null     r34     r91:2   a0.2        0x440E0504           {ExBSO,A@7,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
(W)     mov (1|M0)               r13.0<1>:hf   0x20:hf                             
        mul (32|M0)              r114.0<1>:ud  r14.0<1;1,0>:ud   0x21:uw              {Compacted,$7.src}
        mul (32|M0)              r101.0<1>:ud  r14.0<1;1,0>:ud   0x1C:uw              {Compacted}
        send.ugm (32|M0)         null     r36     r97:2   a0.2        0x440E0504           {ExBSO,A@4,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r105.0<1>:ud  r14.0<1;1,0>:ud   0x1D:uw              {Compacted,$4.src}
        mul (32|M0)              r116.0<1>:ud  r14.0<1;1,0>:ud   0x22:uw              {Compacted}
        mov (32|M0)              r28.0<1>:f    r5.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r20.0<2>:d    r99.0<1;1,0>:d                  
        shl (16|M16)             r18.0<1>:q    r9.0<2;1,0>:ud    5:w               {Compacted}
        mov (16|M0)              r20.1<2>:d    r11.0<1;1,0>:d                   {F@3}
        mov (32|M0)              r9.0<1>:f     r108.0<1;1,0>:f                  {Compacted,A@2}
        mul (32|M0)              r120.0<1>:ud  r14.0<1;1,0>:ud   0x24:uw              {Compacted}
        mov (32|M0)              r60.0<1>:f    r32.0<1;1,0>:f                   {Compacted}
        mul (32|M0)              r80.0<1>:d    r90.0<0;1,0>:w    108:w              
        mov (16|M16)             r22.0<2>:d    r100.0<1;1,0>:d                 
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x22:uw             
        sync.nop                             null                             {Compacted,F@4}
        mul (32|M0)              r96.0<1>:d    r13.0<0;1,0>:w    136:w               {$14.src}
        mov (16|M16)             r22.1<2>:d    r12.0<1;1,0>:d                  
        mul (32|M0)              r122.0<1>:ud  r14.0<1;1,0>:ud   0x25:uw              {Compacted,$9.src}
        mul (32|M0)              r94.0<1>:d    r13.0<0;1,0>:w    132:w              
        mov (16|M0)              r44.0<2>:d    r114.0<1;1,0>:d                 
        mov (16|M16)             r46.0<2>:d    r115.0<1;1,0>:d                 
        mov (16|M16)             r26.0<2>:d    r102.0<1;1,0>:d                 
        mov (16|M0)              r44.1<2>:d    r9.0<1;1,0>:d                    {F@2}
        mov (16|M0)              r114.0<2>:f   r20.0<1;1,0>:uq                  {A@3}
        mov (16|M16)             r26.1<2>:d    r29.0<1;1,0>:d                  
        mach (16|M0)             r20.0<1>:d    r14.0<1;1,0>:ud   0x22:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x22:uw             
        mul (32|M0)              r112.0<1>:ud  r14.0<1;1,0>:ud   0x1F:uw              {Compacted,$6.src}
        mov (16|M0)              r30.0<2>:d    r105.0<1;1,0>:d                  {$11.src}
        mov (16|M0)              r48.0<2>:d    r116.0<1;1,0>:d                 
        mov (16|M16)             r50.0<2>:d    r117.0<1;1,0>:d                 
        mov (16|M16)             r46.1<2>:d    r10.0<1;1,0>:d                  
        mach (16|M16)            r21.0<1>:d    r15.0<1;1,0>:ud   0x22:ud             
        mov (16|M0)              r30.1<2>:d    r60.0<1;1,0>:d                  
        mov (16|M16)             r116.0<2>:f   r22.0<1;1,0>:uq                  {A@4}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x23:uw             
        mov (16|M0)              r24.0<2>:d    r101.0<1;1,0>:d                 
        mov (16|M16)             r34.0<2>:d    r106.0<1;1,0>:d                  {$13.src}
        mov (16|M0)              r62.0<2>:d    r120.0<1;1,0>:d                 
        mov (16|M16)             r66.0<2>:d    r121.0<1;1,0>:d                  {$8.src}
        mov (32|M0)              r104.0<1>:f   r88.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r24.1<2>:d    r28.0<1;1,0>:d                  
        mov (16|M16)             r34.1<2>:d    r61.0<1;1,0>:d                  
        mov (16|M16)             r120.0<2>:f   r26.0<1;1,0>:uq                  {A@3}
        mov (16|M0)              r28.0<2>:f    r44.0<1;1,0>:uq                  {I@2}
        add (32|M0)              r60.0<1>:d    r96.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        add (32|M0)              r26.0<1>:d    r80.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@2}
        mach (16|M0)             r44.0<1>:d    r14.0<1;1,0>:ud   0x23:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x23:uw             
        mul (32|M0)              r118.0<1>:ud  r14.0<1;1,0>:ud   0x23:uw              {Compacted}
        mul (32|M0)              r82.0<1>:d    r90.0<0;1,0>:w    112:w              
        mov (16|M0)              r68.0<2>:d    r122.0<1;1,0>:d                 
        mov (16|M16)             r70.0<2>:d    r123.0<1;1,0>:d                 
        mov (16|M0)              r96.0<1>:ud   r114.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r97.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r45.0<1>:d    r15.0<1;1,0>:ud   0x23:ud             
        mov (16|M0)              r122.0<2>:f   r30.0<1;1,0>:uq                  {A@4}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x24:uw             
        mov (16|M16)             r30.0<2>:f    r46.0<1;1,0>:uq                 
        add (32|M0)              r46.0<1>:d    r94.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@1}
        mul (32|M0)              r124.0<1>:ud  r14.0<1;1,0>:ud   0x26:uw              {Compacted,$10.src}
        mov (32|M0)              r84.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
        mul (32|M0)              r86.0<1>:d    r90.0<0;1,0>:w    116:w              
        mul (32|M0)              r98.0<1>:d    r13.0<0;1,0>:w    140:w              
        mov (16|M0)              r40.0<2>:d    r112.0<1;1,0>:d                 
        mach (16|M0)             r94.0<1>:d    r14.0<1;1,0>:ud   0x24:ud             
        mov (16|M0)              r40.1<2>:d    r104.0<1;1,0>:d                 
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x24:uw             
(W)     shr (1|M0)               r104.0<1>:ud  r0.5<0;1,0>:ud    0x4:uw             
        send.ugm (32|M0)         null     r26     r96:2   a0.2        0x440E0504           {ExBSO,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r1.0<1>:ud    r14.0<1;1,0>:ud   0x27:uw              {Compacted}
        mul (32|M0)              r92.0<1>:d    r13.0<0;1,0>:w    124:w              
        mov (16|M0)              r36.0<2>:d    r107.0<1;1,0>:d                 
        mul (32|M0)              r90.0<1>:d    r13.0<0;1,0>:w    120:w              
        mach (16|M16)            r95.0<1>:d    r15.0<1;1,0>:ud   0x24:ud             
        mul (32|M0)              r106.0<1>:d   r13.0<0;1,0>:w    152:w              
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x25:uw             
        mov (16|M0)              r7.0<2>:ud    r14.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r42.0<2>:d    r113.0<1;1,0>:d                 
        mov (16|M0)              r52.0<2>:d    r118.0<1;1,0>:d                 
        mov (16|M16)             r58.0<2>:d    r119.0<1;1,0>:d                 
        add (32|M0)              r32.0<1>:d    r82.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M16)             r38.1<2>:d    r85.0<1;1,0>:d                   {F@1}
(W)     mov (1|M0)               a0.2<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
        mov (16|M0)              r36.1<2>:d    r84.0<1;1,0>:d                  
        mach (16|M0)             r114.0<1>:d   r14.0<1;1,0>:ud   0x25:ud             
        mul (32|M0)              r112.0<1>:d   r13.0<0;1,0>:w    156:w              
        mov (16|M0)              r118.0<2>:f   r24.0<1;1,0>:uq                  {A@7}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x25:uw             
        mov (16|M0)              r72.0<2>:d    r124.0<1;1,0>:d                 
        mov (16|M16)             r74.0<2>:d    r125.0<1;1,0>:d                 
        mov (16|M16)             r42.1<2>:d    r105.0<1;1,0>:d                 
        add (32|M0)              r82.0<1>:d    r98.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mach (16|M16)            r115.0<1>:d   r15.0<1;1,0>:ud   0x25:ud             
        mov (16|M16)             r124.0<2>:f   r34.0<1;1,0>:uq                  {A@4}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x26:uw             
        mov (16|M0)              r76.0<2>:d    r1.0<1;1,0>:d                   
        mov (16|M16)             r78.0<2>:d    r2.0<1;1,0>:d                   
        add (32|M0)              r88.0<1>:d    r106.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted}
        shl (16|M0)              r16.0<1>:q    r7.0<2;1,0>:ud    5:w               {Compacted}
        mov (16|M16)             r5.0<2>:f     r38.0<1;1,0>:uq                 
        mov (16|M16)             r24.0<2>:f    r18.0<1;1,0>:uq                 
        mov (16|M0)              r98.0<1>:ud   r118.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r99.0<1>:ud   r120.0<2;1,0>:ud                 {Compacted}
        add (32|M0)              r34.0<1>:d    r86.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@3}
        mach (16|M0)             r9.0<1>:d     r14.0<1;1,0>:ud   0x26:ud             
        mov (16|M0)              r1.0<2>:f     r36.0<1;1,0>:uq                  {A@7}
        mov (16|M0)              r7.0<2>:f     r40.0<1;1,0>:uq                  {I@5}
        add (32|M0)              r38.0<1>:d    r92.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@4}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x26:uw             
        add (32|M0)              r36.0<1>:d    r90.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@2}
        mov (32|M0)              r40.0<1>:f    r20.0<1;1,0>:f                   {Compacted}
        mul (32|M0)              r102.0<1>:d   r13.0<0;1,0>:w    148:w              
        mul (32|M0)              r100.0<1>:d   r13.0<0;1,0>:w    144:w              
        mov (16|M16)             r11.0<2>:f    r42.0<1;1,0>:uq                 
        mov (16|M0)              r105.0<1>:ud  r122.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r106.0<1>:ud  r124.0<2;1,0>:ud                 {Compacted}
        add (32|M0)              r92.0<1>:d    r112.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted}
        mach (16|M16)            r10.0<1>:d    r15.0<1;1,0>:ud   0x26:ud             
        mov (32|M0)              r90.0<1>:f    r44.0<1;1,0>:f                   {Compacted,I@7}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x27:uw             
        send.ugm (32|M0)         null     r32     r98:2   a0.2        0x440E0504           {ExBSO,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r22.0<2>:f    r16.0<1;1,0>:uq                 
        mov (16|M16)             r108.0<1>:ud  r5.0<2;1,0>:ud                   {Compacted}
        mov (16|M16)             r119.0<1>:ud  r24.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r107.0<1>:ud  r1.0<2;1,0>:ud                   {Compacted}
        mov (16|M0)              r48.1<2>:d    r40.0<1;1,0>:d                   {F@4}
        mov (16|M16)             r50.1<2>:d    r41.0<1;1,0>:d                  
        mov (32|M0)              r112.0<1>:f   r94.0<1;1,0>:f                   {Compacted,I@7}
        mach (16|M0)             r24.0<1>:d    r14.0<1;1,0>:ud   0x27:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x27:uw             
        send.ugm (32|M0)         null     r34     r105:2  a0.2        0x440E0504           {ExBSO,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r116.0<1>:ud  r7.0<2;1,0>:ud                   {Compacted}
        add (32|M0)              r42.0<1>:d    r110.0<1;1,0>:d   4096:w               {F@4}
        mov (16|M16)             r117.0<1>:ud  r11.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r52.1<2>:d    r90.0<1;1,0>:d                   {F@3}
        mov (16|M16)             r58.1<2>:d    r91.0<1;1,0>:d                  
        mach (16|M16)            r25.0<1>:d    r15.0<1;1,0>:ud   0x27:ud             
        mov (32|M0)              r7.0<1>:f     r114.0<1;1,0>:f                  {Compacted,I@6}
        send.ugm (32|M0)         null     r36     r107:2  a0.2        0x440E0504           {ExBSO,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        add (32|M0)              r86.0<1>:d    r102.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted}
        add (32|M0)              r84.0<1>:d    r100.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r118.0<1>:ud  r22.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r64.0<2>:f    r48.0<1;1,0>:uq                 
        mov (16|M16)             r80.0<2>:f    r50.0<1;1,0>:uq                 
        mov (16|M0)              r62.1<2>:d    r112.0<1;1,0>:d                  {F@4}
        mov (16|M16)             r66.1<2>:d    r113.0<1;1,0>:d                 
        mov (32|M0)              r22.0<1>:f    r9.0<1;1,0>:f                    {Compacted,I@3}
        send.ugm (32|M0)         null     r38     r116:2  a0.2        0x440E0504           {ExBSO,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r124.0<1>:ud  r28.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r125.0<1>:ud  r30.0<2;1,0>:ud                  {Compacted}
        mov (32|M0)              r32.0<1>:f    r24.0<1;1,0>:f                   {Compacted,$0.src}
        mov (16|M0)              r68.1<2>:d    r7.0<1;1,0>:d                    {F@5}
        mov (16|M16)             r70.1<2>:d    r8.0<1;1,0>:d                   
        mov (16|M16)             r102.0<2>:f   r58.0<1;1,0>:uq                 
        mov (16|M0)              r100.0<2>:f   r52.0<1;1,0>:uq                 
        send.ugm (32|M0)         null     r42     r118:2  a0.2        0x440E0504           {ExBSO,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r1.0<1>:ud    r64.0<2;1,0>:ud                  {Compacted,F@6}
        mov (16|M16)             r2.0<1>:ud    r80.0<2;1,0>:ud                  {Compacted,F@5}
        mov (16|M0)              r120.0<2>:f   r62.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r122.0<2>:f   r66.0<1;1,0>:uq                  {I@7}
        mov (16|M0)              r72.1<2>:d    r22.0<1;1,0>:d                   {F@6}
        mov (16|M16)             r74.1<2>:d    r23.0<1;1,0>:d                  
        send.ugm (32|M0)         null     r46     r124:2  a0.2        0x440E0504           {ExBSO,A@7,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r76.1<2>:d    r32.0<1;1,0>:d                   {F@5}
        mov (16|M16)             r78.1<2>:d    r33.0<1;1,0>:d                  
        mov (16|M0)              r16.0<2>:f    r68.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r18.0<2>:f    r70.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r6.0<1>:ud    r102.0<2;1,0>:ud                 {Compacted,F@6}
        mov (16|M0)              r5.0<1>:ud    r100.0<2;1,0>:ud                 {Compacted,F@5}
        send.ugm (32|M0)         null     r60     r1:2    a0.2        0x440E0504           {ExBSO,A@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r11.0<1>:ud   r120.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r12.0<1>:ud   r122.0<2;1,0>:ud                 {Compacted,F@3}
        sync.nop                             null                             {Compacted,I@7}
        mov (16|M0)              r26.0<2>:f    r72.0<1;1,0>:uq                  {$15.src}
        mov (16|M16)             r28.0<2>:f    r74.0<1;1,0>:uq                  {I@7}
        send.ugm (32|M0)         null     r82     r5:2    a0.2        0x440E0504           {ExBSO,I@3,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x28:uw             
        mov (16|M0)              r34.0<2>:f    r76.0<1;1,0>:uq                  {$1.src}
        mov (16|M16)             r36.0<2>:f    r78.0<1;1,0>:uq                  {$2.src}
        mov (16|M0)              r20.0<1>:ud   r16.0<2;1,0>:ud                  {Compacted,F@6}
        mov (16|M16)             r21.0<1>:ud   r18.0<2;1,0>:ud                  {Compacted,F@5}
        send.ugm (32|M0)         null     r84     r11:2   a0.2        0x440E0504           {ExBSO,A@4,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r30.0<1>:ud   r26.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r31.0<1>:ud   r28.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r44.0<1>:d    r14.0<1;1,0>:ud   0x28:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x28:uw             
        send.ugm (32|M0)         null     r86     r20:2   a0.2        0x440E0504           {ExBSO,A@5,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        sync.nop                             null                             {Compacted,F@2}
        mov (16|M0)              r38.0<1>:ud   r34.0<2;1,0>:ud                  {Compacted,$3.src}
        mov (16|M16)             r39.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r45.0<1>:d    r15.0<1;1,0>:ud   0x28:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x29:uw             
        send.ugm (32|M0)         null     r88     r30:2   a0.2        0x440E0504           {ExBSO,A@7,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mach (16|M0)             r70.0<1>:d    r14.0<1;1,0>:ud   0x29:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x29:uw             
        send.ugm (32|M0)         null     r92     r38:2   a0.2        0x440E0504           {ExBSO,A@5,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mach (16|M16)            r71.0<1>:d    r15.0<1;1,0>:ud   0x29:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x2A:uw             
        mach (16|M0)             r93.0<1>:d    r14.0<1;1,0>:ud   0x2A:ud              {$11.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x2A:uw             
        mach (16|M16)            r94.0<1>:d    r15.0<1;1,0>:ud   0x2A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x2B:uw             
        mach (16|M0)             r124.0<1>:d   r14.0<1;1,0>:ud   0x2B:ud              {$5.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x2B:uw             
        mul (32|M0)              r48.0<1>:ud   r14.0<1;1,0>:ud   0x2B:uw              {Compacted}
        mach (16|M16)            r125.0<1>:d   r15.0<1;1,0>:ud   0x2B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x2C:uw             
        mach (16|M0)             r28.0<1>:d    r14.0<1;1,0>:ud   0x2C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x2C:uw             
        mach (16|M16)            r29.0<1>:d    r15.0<1;1,0>:ud   0x2C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x2D:uw             
        mul (32|M0)              r40.0<1>:ud   r14.0<1;1,0>:ud   0x28:uw              {Compacted}
        mov (16|M0)              r91.0<2>:d    r48.0<1;1,0>:d                   {I@7}
        mach (16|M0)             r48.0<1>:d    r14.0<1;1,0>:ud   0x2D:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x2D:uw             
        mul (32|M0)              r42.0<1>:ud   r14.0<1;1,0>:ud   0x29:uw              {Compacted,$4.src}
        mov (32|M0)              r74.0<1>:f    r44.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r95.0<2>:d    r49.0<1;1,0>:d                  
        mach (16|M16)            r49.0<1>:d    r15.0<1;1,0>:ud   0x2D:ud             
        mul (32|M0)              r58.0<1>:ud   r14.0<1;1,0>:ud   0x2E:uw              {Compacted}
        mul (32|M0)              r52.0<1>:ud   r14.0<1;1,0>:ud   0x2D:uw              {Compacted}
        mul (32|M0)              r46.0<1>:ud   r14.0<1;1,0>:ud   0x2A:uw              {Compacted}
(W)     mov (1|M0)               r76.0<1>:hf   0x20:hf                             
        mov (32|M0)              r89.0<1>:f    r70.0<1;1,0>:f                   {Compacted,$10.src}
        mul (32|M0)              r60.0<1>:ud   r14.0<1;1,0>:ud   0x2F:uw              {Compacted,$6.src}
        mul (32|M0)              r20.0<1>:d    r13.0<0;1,0>:w    160:w               {$9.src}
        mov (32|M0)              r120.0<1>:f   r93.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r77.0<2>:d    r40.0<1;1,0>:d                  
        mov (16|M16)             r79.0<2>:d    r41.0<1;1,0>:d                  
        mov (16|M0)              r77.1<2>:d    r74.0<1;1,0>:d                   {F@4}
        mov (16|M16)             r79.1<2>:d    r75.0<1;1,0>:d                  
        mov (32|M0)              r74.0<1>:f    r48.0<1;1,0>:f                   {Compacted,A@1}
        mul (32|M0)              r64.0<1>:ud   r14.0<1;1,0>:ud   0x31:uw              {Compacted}
        mov (16|M0)              r81.0<2>:d    r42.0<1;1,0>:d                   {$7.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x2E:uw             
        mul (32|M0)              r40.0<1>:d    r76.0<0;1,0>:w    192:w               {F@4}
        mov (16|M0)              r81.1<2>:d    r89.0<1;1,0>:d                   {F@3}
        mul (32|M0)              r50.0<1>:ud   r14.0<1;1,0>:ud   0x2C:uw              {Compacted}
        mov (16|M0)              r105.0<2>:d   r58.0<1;1,0>:d                  
        mov (16|M16)             r107.0<2>:d   r59.0<1;1,0>:d                  
        mov (16|M0)              r101.0<2>:d   r52.0<1;1,0>:d                  
        mov (16|M16)             r103.0<2>:d   r53.0<1;1,0>:d                  
        mov (16|M0)              r85.0<2>:d    r46.0<1;1,0>:d                   {$8.src}
        mul (32|M0)              r32.0<1>:d    r76.0<0;1,0>:w    176:w              
        mov (16|M16)             r58.0<2>:f    r79.0<1;1,0>:uq                  {A@5}
        mov (16|M0)              r101.1<2>:d   r74.0<1;1,0>:d                   {F@2}
        mov (16|M0)              r52.0<2>:f    r77.0<1;1,0>:uq                  {A@4}
        mov (16|M0)              r85.1<2>:d    r120.0<1;1,0>:d                 
        mach (16|M0)             r79.0<1>:d    r14.0<1;1,0>:ud   0x2E:ud              {F@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x2E:uw             
        mov (32|M0)              r44.0<1>:f    r28.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r112.0<2>:d   r60.0<1;1,0>:d                  
        mov (16|M16)             r114.0<2>:d   r61.0<1;1,0>:d                  
        mach (16|M16)            r80.0<1>:d    r15.0<1;1,0>:ud   0x2E:ud             
        mov (16|M0)              r60.0<2>:f    r81.0<1;1,0>:uq                  {A@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x2F:uw             
        add (32|M0)              r81.0<1>:d    r20.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@1}
        mul (32|M0)              r62.0<1>:ud   r14.0<1;1,0>:ud   0x30:uw              {Compacted}
        mul (32|M0)              r26.0<1>:d    r13.0<0;1,0>:w    168:w              
        mov (32|M0)              r24.0<1>:f    r124.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r87.0<2>:d    r47.0<1;1,0>:d                  
        mov (16|M0)              r122.0<2>:d   r64.0<1;1,0>:d                  
        mov (16|M16)             r1.0<2>:d     r65.0<1;1,0>:d                  
        mov (16|M0)              r28.0<1>:ud   r52.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r29.0<1>:ud   r58.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r87.1<2>:d    r121.0<1;1,0>:d                 
        mov (16|M0)              r64.0<2>:f    r85.0<1;1,0>:uq                  {A@4}
        add (32|M0)              r120.0<1>:d   r40.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r85.0<2>:f    r101.0<1;1,0>:uq                
        mach (16|M0)             r101.0<1>:d   r14.0<1;1,0>:ud   0x2F:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x2F:uw             
        mul (32|M0)              r66.0<1>:ud   r14.0<1;1,0>:ud   0x32:uw              {Compacted}
        mul (32|M0)              r22.0<1>:d    r13.0<0;1,0>:w    164:w              
        mul (32|M0)              r72.0<1>:ud   r14.0<1;1,0>:ud   0x34:uw              {Compacted}
        mov (16|M16)             r83.0<2>:d    r43.0<1;1,0>:d                  
        mul (32|M0)              r34.0<1>:d    r76.0<0;1,0>:w    180:w              
        mov (16|M0)              r97.0<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r99.0<2>:d    r51.0<1;1,0>:d                  
        add (32|M0)              r93.0<1>:d    r32.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
(W)     shr (1|M0)               r40.0<1>:ud   r0.5<0;1,0>:ud    0x4:uw             
        mach (16|M16)            r102.0<1>:d   r15.0<1;1,0>:ud   0x2F:ud             
        mov (16|M16)             r83.1<2>:d    r90.0<1;1,0>:d                  
        mul (32|M0)              r50.0<1>:d    r76.0<0;1,0>:w    204:w              
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x30:uw             
        send.ugm (32|M0)         null     r81     r28:2   a0.2        0x440E0504           {ExBSO,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r68.0<1>:ud   r14.0<1;1,0>:ud   0x33:uw              {Compacted}
        mov (16|M16)             r95.1<2>:d    r25.0<1;1,0>:d                  
        mul (32|M0)              r42.0<1>:d    r76.0<0;1,0>:w    196:w              
        mov (16|M0)              r97.1<2>:d    r44.0<1;1,0>:d                  
        mach (16|M0)             r32.0<1>:d    r14.0<1;1,0>:ud   0x30:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x30:uw             
        mul (32|M0)              r30.0<1>:d    r76.0<0;1,0>:w    172:w              
        mov (16|M0)              r116.0<2>:d   r62.0<1;1,0>:d                  
        mov (16|M16)             r118.0<2>:d   r63.0<1;1,0>:d                  
        mov (16|M0)              r91.1<2>:d    r24.0<1;1,0>:d                  
        add (32|M0)              r89.0<1>:d    r26.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
(W)     mov (1|M0)               a0.2<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
        mach (16|M16)            r33.0<1>:d    r15.0<1;1,0>:ud   0x30:ud             
        mov (16|M16)             r62.0<2>:f    r83.0<1;1,0>:uq                  {A@5}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x31:uw             
        mul (32|M0)              r46.0<1>:d    r76.0<0;1,0>:w    200:w              
        mov (16|M0)              r5.0<2>:d     r66.0<1;1,0>:d                  
        mov (16|M16)             r7.0<2>:d     r67.0<1;1,0>:d                  
        mov (16|M0)              r16.0<2>:d    r72.0<1;1,0>:d                  
        mov (16|M16)             r18.0<2>:d    r73.0<1;1,0>:d                  
        mov (16|M16)             r99.1<2>:d    r45.0<1;1,0>:d                  
        mov (16|M16)             r70.0<2>:f    r95.0<1;1,0>:uq                 
        add (32|M0)              r26.0<1>:d    r50.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        add (32|M0)              r83.0<1>:d    r22.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@2}
        mach (16|M0)             r49.0<1>:d    r14.0<1;1,0>:ud   0x31:ud             
        mov (16|M16)             r66.0<2>:f    r87.0<1;1,0>:uq                  {A@7}
        mov (16|M0)              r72.0<2>:f    r97.0<1;1,0>:uq                  {A@5}
        add (32|M0)              r95.0<1>:d    r34.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@3}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x31:uw             
        mov (32|M0)              r97.0<1>:f    r79.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r103.1<2>:d   r75.0<1;1,0>:d                  
        mov (16|M0)              r9.0<2>:d     r68.0<1;1,0>:d                  
        mov (16|M16)             r11.0<2>:d    r69.0<1;1,0>:d                  
        add (32|M0)              r22.0<1>:d    r42.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r34.0<1>:ud   r60.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r35.0<1>:ud   r62.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r50.0<1>:d    r15.0<1;1,0>:ud   0x31:ud             
        mov (16|M0)              r68.0<2>:f    r91.0<1;1,0>:uq                  {A@5}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x32:uw             
        mul (32|M0)              r36.0<1>:d    r76.0<0;1,0>:w    184:w              
        mov (16|M0)              r41.0<1>:ud   r64.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r77.0<2>:f    r99.0<1;1,0>:uq                 
        mov (16|M16)             r44.0<1>:ud   r70.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r105.1<2>:d   r97.0<1;1,0>:d                   {F@3}
        mov (16|M16)             r107.1<2>:d   r98.0<1;1,0>:d                  
        mov (16|M16)             r42.0<1>:ud   r66.0<2;1,0>:ud                  {Compacted}
        add (32|M0)              r91.0<1>:d    r30.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@2}
        mach (16|M0)             r70.0<1>:d    r14.0<1;1,0>:ud   0x32:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x32:uw             
        send.ugm (32|M0)         null     r83     r34:2   a0.2        0x440E0504           {ExBSO,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        add (32|M0)              r24.0<1>:d    r46.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M16)             r87.0<2>:f    r103.0<1;1,0>:uq                
        mov (16|M0)              r43.0<1>:ud   r68.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r71.0<1>:d    r15.0<1;1,0>:ud   0x32:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x33:uw             
        send.ugm (32|M0)         null     r89     r41:2   a0.2        0x440E0504           {ExBSO,I@7,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M16)             r48.0<1>:ud   r77.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r124.0<2>:f   r105.0<1;1,0>:uq                
        mov (16|M16)             r20.0<2>:f    r107.0<1;1,0>:uq                
        mov (16|M0)              r47.0<1>:ud   r72.0<2;1,0>:ud                  {Compacted}
        mach (16|M0)             r81.0<1>:d    r14.0<1;1,0>:ud   0x33:ud              {$12.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x33:uw             
        send.ugm (32|M0)         null     r91     r43:2   a0.2        0x440E0504           {ExBSO,A@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r51.0<1>:ud   r85.0<2;1,0>:ud                  {Compacted}
        add (32|M0)              r99.0<1>:d    r36.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M16)             r52.0<1>:ud   r87.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M16)            r82.0<1>:d    r15.0<1;1,0>:ud   0x33:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x34:uw             
        send.ugm (32|M0)         null     r93     r47:2   a0.2        0x440E0504           {ExBSO,I@7,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r38.0<1>:d    r76.0<0;1,0>:w    188:w              
        mov (32|M0)              r30.0<1>:f    r101.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:ud   r124.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M16)             r63.0<1>:ud   r20.0<2;1,0>:ud                  {Compacted,F@2}
        mach (16|M0)             r91.0<1>:d    r14.0<1;1,0>:ud   0x34:ud              {$15.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x34:uw             
        send.ugm (32|M0)         null     r95     r51:2   a0.2        0x440E0504           {ExBSO,A@7,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (32|M0)              r45.0<1>:f    r32.0<1;1,0>:f                   {Compacted}
        mach (16|M16)            r92.0<1>:d    r15.0<1;1,0>:ud   0x34:ud             
        send.ugm (32|M0)         null     r99     r62:2   a0.2        0x440E0504           {ExBSO,A@4,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (32|M0)              r68.0<1>:f    r49.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r112.1<2>:d   r30.0<1;1,0>:d                   {F@3}
        mov (16|M16)             r114.1<2>:d   r31.0<1;1,0>:d                  
        mov (32|M0)              r79.0<1>:f    r70.0<1;1,0>:f                   {Compacted}
        add (32|M0)              r103.0<1>:d   r38.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r116.1<2>:d   r45.0<1;1,0>:d                   {F@3}
        mov (16|M16)             r118.1<2>:d   r46.0<1;1,0>:d                  
        sync.nop                             null                             {Compacted,A@6}
        mov (32|M0)              r99.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$2.src}
        mov (32|M0)              r89.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$14.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x35:uw             
        mov (16|M0)              r122.1<2>:d   r68.0<1;1,0>:d                   {F@4}
        mov (16|M16)             r1.1<2>:d     r69.0<1;1,0>:d                  
        mov (16|M0)              r36.0<2>:f    r112.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r38.0<2>:f    r114.0<1;1,0>:uq                 {A@6}
        mov (16|M0)              r5.1<2>:d     r79.0<1;1,0>:d                   {F@5}
        mov (16|M16)             r7.1<2>:d     r80.0<1;1,0>:d                  
        mov (16|M0)              r58.0<2>:f    r116.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r60.0<2>:f    r118.0<1;1,0>:uq                 {I@6}
        mov (16|M0)              r16.1<2>:d    r99.0<1;1,0>:d                   {F@6}
        mach (16|M0)             r114.0<1>:d   r14.0<1;1,0>:ud   0x35:ud              {F@3}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x35:uw             
        mov (16|M0)              r9.1<2>:d     r89.0<1;1,0>:d                  
        mov (16|M16)             r11.1<2>:d    r90.0<1;1,0>:d                  
        mov (16|M0)              r72.0<2>:f    r122.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r74.0<2>:f    r1.0<1;1,0>:uq                   {I@7}
        mov (16|M0)              r64.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r65.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r115.0<1>:d   r15.0<1;1,0>:ud   0x35:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x36:uw             
        sync.nop                             null                             {Compacted,I@7}
        mov (16|M0)              r83.0<2>:f    r5.0<1;1,0>:uq                   {$13.src}
        mov (16|M16)             r85.0<2>:f    r7.0<1;1,0>:uq                   {I@7}
        mov (16|M0)              r66.0<1>:ud   r58.0<2;1,0>:ud                  {Compacted,F@6}
        mov (16|M16)             r67.0<1>:ud   r60.0<2;1,0>:ud                  {Compacted,F@5}
        mov (16|M0)              r101.0<2>:f   r16.0<1;1,0>:uq                  {I@7}
        mach (16|M0)             r16.0<1>:d    r14.0<1;1,0>:ud   0x36:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x36:uw             
        send.ugm (32|M0)         null     r103    r64:2   a0.2        0x440E0504           {ExBSO,A@7,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r93.0<2>:f    r9.0<1;1,0>:uq                   {$0.src}
        mov (16|M16)             r95.0<2>:f    r11.0<1;1,0>:uq                  {$1.src}
        mov (16|M0)              r77.0<1>:ud   r72.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r78.0<1>:ud   r74.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r17.0<1>:d    r15.0<1;1,0>:ud   0x36:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x37:uw             
        send.ugm (32|M0)         null     r120    r66:2   a0.2        0x440E0504           {ExBSO,A@7,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r87.0<1>:ud   r83.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r88.0<1>:ud   r85.0<2;1,0>:ud                  {Compacted}
        mach (16|M0)             r43.0<1>:d    r14.0<1;1,0>:ud   0x37:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x37:uw             
        send.ugm (32|M0)         null     r22     r77:2   a0.2        0x440E0504           {ExBSO,A@7,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r97.0<1>:ud   r93.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r98.0<1>:ud   r95.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r44.0<1>:d    r15.0<1;1,0>:ud   0x37:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x38:uw             
        send.ugm (32|M0)         null     r24     r87:2   a0.2        0x440E0504           {ExBSO,A@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mach (16|M0)             r77.0<1>:d    r14.0<1;1,0>:ud   0x38:ud              {$5.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x38:uw             
        send.ugm (32|M0)         null     r26     r97:2   a0.2        0x440E0504           {ExBSO,A@5,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r116.0<1>:ud  r14.0<1;1,0>:ud   0x37:uw              {Compacted}
        mul (32|M0)              r1.0<1>:ud    r14.0<1;1,0>:ud   0x3C:uw              {Compacted}
        mach (16|M16)            r78.0<1>:d    r15.0<1;1,0>:ud   0x38:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x39:uw             
        mul (32|M0)              r107.0<1>:ud  r14.0<1;1,0>:ud   0x35:uw              {Compacted}
        mov (32|M0)              r72.0<1>:f    r43.0<1;1,0>:f                   {Compacted,I@7}
        mach (16|M0)             r97.0<1>:d    r14.0<1;1,0>:ud   0x39:ud              {$7.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x39:uw             
        mov (16|M16)             r18.1<2>:d    r100.0<1;1,0>:d                 
        mul (32|M0)              r118.0<1>:ud  r14.0<1;1,0>:ud   0x38:uw              {Compacted}
        mov (32|M0)              r11.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mach (16|M16)            r98.0<1>:d    r15.0<1;1,0>:ud   0x39:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x3A:uw             
        mul (32|M0)              r112.0<1>:ud  r14.0<1;1,0>:ud   0x36:uw              {Compacted}
        mul (32|M0)              r7.0<1>:ud    r14.0<1;1,0>:ud   0x3E:uw              {Compacted}
        mul (32|M0)              r74.0<1>:d    r76.0<0;1,0>:w    208:w              
        mul (32|M0)              r120.0<1>:ud  r14.0<1;1,0>:ud   0x39:uw              {Compacted,$4.src}
        mov (16|M0)              r27.0<2>:d    r116.0<1;1,0>:d                 
        mov (16|M0)              r51.0<2>:d    r1.0<1;1,0>:d                   
        mov (16|M0)              r27.1<2>:d    r72.0<1;1,0>:d                   {F@2}
        mach (16|M0)             r1.0<1>:d     r14.0<1;1,0>:ud   0x3A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x3A:uw             
        mul (32|M0)              r79.0<1>:d    r76.0<0;1,0>:w    212:w              
        mov (16|M16)             r29.0<2>:d    r117.0<1;1,0>:d                 
        mov (16|M16)             r58.0<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r21.0<2>:d    r108.0<1;1,0>:d                 
        mov (16|M16)             r103.0<2>:f   r18.0<1;1,0>:uq                  {$3.src}
        mov (16|M16)             r29.1<2>:d    r73.0<1;1,0>:d                  
        mach (16|M16)            r2.0<1>:d     r15.0<1;1,0>:ud   0x3A:ud             
        mov (16|M16)             r21.1<2>:d    r12.0<1;1,0>:d                   {F@2}
        mov (16|M0)              r19.0<2>:d    r107.0<1;1,0>:d                  {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x3B:uw             
        mov (16|M0)              r19.1<2>:d    r11.0<1;1,0>:d                  
        mov (32|M0)              r39.0<1>:f    r16.0<1;1,0>:f                   {Compacted}
        mul (32|M0)              r83.0<1>:d    r76.0<0;1,0>:w    220:w              
        mov (16|M0)              r31.0<2>:d    r118.0<1;1,0>:d                 
        mov (16|M16)             r33.0<2>:d    r119.0<1;1,0>:d                 
        mov (16|M0)              r118.0<2>:f   r27.0<1;1,0>:uq                  {A@1}
        mach (16|M0)             r28.0<1>:d    r14.0<1;1,0>:ud   0x3B:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x3B:uw             
        mul (32|M0)              r81.0<1>:d    r76.0<0;1,0>:w    216:w              
        mul (32|M0)              r122.0<1>:ud  r14.0<1;1,0>:ud   0x3A:uw              {Compacted}
        mov (16|M0)              r23.0<2>:d    r112.0<1;1,0>:d                  {$6.src}
        mov (16|M16)             r25.0<2>:d    r113.0<1;1,0>:d                 
        mov (16|M0)              r64.0<2>:d    r7.0<1;1,0>:d                   
        mov (16|M16)             r66.0<2>:d    r8.0<1;1,0>:d                   
        mov (16|M0)              r35.0<2>:d    r120.0<1;1,0>:d                 
        mov (16|M16)             r37.0<2>:d    r121.0<1;1,0>:d                 
        mov (16|M0)              r107.0<2>:f   r19.0<1;1,0>:uq                 
        mov (16|M16)             r112.0<2>:f   r21.0<1;1,0>:uq                  {A@5}
        add (32|M0)              r7.0<1>:d     r74.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M16)             r120.0<2>:f   r29.0<1;1,0>:uq                  {A@2}
        mach (16|M16)            r29.0<1>:d    r15.0<1;1,0>:ud   0x3B:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x3C:uw             
        mov (16|M0)              r105.0<1>:ud  r101.0<2;1,0>:ud                 {Compacted}
        mov (32|M0)              r93.0<1>:f    r77.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r106.0<1>:ud  r103.0<2;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               r18.0<1>:hf   0x20:hf                             
        add (32|M0)              r16.0<1>:d    r79.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r23.1<2>:d    r39.0<1;1,0>:d                  
        mov (16|M16)             r25.1<2>:d    r40.0<1;1,0>:d                  
        mach (16|M0)             r76.0<1>:d    r14.0<1;1,0>:ud   0x3C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x3C:uw             
        add (32|M0)              r20.0<1>:d    r83.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r74.0<1>:ud   r107.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r75.0<1>:ud   r112.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r77.0<1>:d    r15.0<1;1,0>:ud   0x3C:ud              {F@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x3D:uw             
        send.ugm (32|M0)         null     r7      r105:2  a0.2        0x440E0504           {ExBSO,I@7,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r124.0<1>:ud  r14.0<1;1,0>:ud   0x3B:uw              {Compacted}
        mul (32|M0)              r5.0<1>:ud    r14.0<1;1,0>:ud   0x3D:uw              {Compacted}
        mov (16|M0)              r41.0<2>:d    r122.0<1;1,0>:d                 
        mov (16|M16)             r45.0<2>:d    r123.0<1;1,0>:d                 
        mov (16|M0)              r31.1<2>:d    r93.0<1;1,0>:d                  
        mul (32|M0)              r91.0<1>:d    r18.0<0;1,0>:w    236:w               {F@1}
        mov (16|M0)              r114.0<2>:f   r23.0<1;1,0>:uq                 
        mov (16|M16)             r116.0<2>:f   r25.0<1;1,0>:uq                 
(W)     shr (1|M0)               r84.0<1>:ud   r0.5<0;1,0>:ud    0x4:uw             
        mov (32|M0)              r122.0<1>:f   r97.0<1;1,0>:f                   {Compacted,A@4}
        mach (16|M0)             r93.0<1>:d    r14.0<1;1,0>:ud   0x3D:ud             
        mov (32|M0)              r24.0<1>:f    r1.0<1;1,0>:f                    {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x3D:uw             
        send.ugm (32|M0)         null     r16     r74:2   a0.2        0x440E0504           {ExBSO,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mul (32|M0)              r9.0<1>:ud    r14.0<1;1,0>:ud   0x3F:uw              {Compacted}
        mov (16|M16)             r33.1<2>:d    r94.0<1;1,0>:d                  
        mul (32|M0)              r85.0<1>:d    r18.0<0;1,0>:w    224:w              
        mul (32|M0)              r103.0<1>:d   r18.0<0;1,0>:w    252:w              
        mach (16|M16)            r94.0<1>:d    r15.0<1;1,0>:ud   0x3D:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x3E:uw             
        mul (32|M0)              r87.0<1>:d    r18.0<0;1,0>:w    228:w              
        mul (32|M0)              r89.0<1>:d    r18.0<0;1,0>:w    232:w              
        mul (32|M0)              r95.0<1>:d    r18.0<0;1,0>:w    240:w              
        mul (32|M0)              r99.0<1>:d    r18.0<0;1,0>:w    244:w              
        mul (32|M0)              r101.0<1>:d   r18.0<0;1,0>:w    248:w              
        mov (16|M0)              r35.1<2>:d    r122.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r37.1<2>:d    r123.0<1;1,0>:d                 
        mov (16|M16)             r45.1<2>:d    r25.0<1;1,0>:d                   {F@1}
(W)     mov (1|M0)               a0.2<1>:ud    r84.0<0;1,0>:ud                  {Compacted}
        mach (16|M0)             r107.0<1>:d   r14.0<1;1,0>:ud   0x3E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x3E:uw             
        mov (32|M0)              r72.0<1>:f    r28.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r47.0<2>:d    r124.0<1;1,0>:d                 
        mov (16|M16)             r49.0<2>:d    r125.0<1;1,0>:d                 
        mov (16|M0)              r60.0<2>:d    r5.0<1;1,0>:d                   
        mov (16|M16)             r62.0<2>:d    r6.0<1;1,0>:d                   
        add (32|M0)              r18.0<1>:d    r81.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mach (16|M16)            r108.0<1>:d   r15.0<1;1,0>:ud   0x3E:ud             
        mov (16|M0)              r124.0<2>:f   r31.0<1;1,0>:uq                  {A@5}
        mov (16|M16)             r5.0<2>:f     r33.0<1;1,0>:uq                  {A@3}
(W)     mul (16|M0)              acc0.0<1>:ud  r14.0<1;1,0>:ud   0x3F:uw             
        add (32|M0)              r32.0<1>:d    r91.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,A@1}
        mov (16|M0)              r78.0<1>:ud   r114.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r79.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted}
        mov (16|M0)              r41.1<2>:d    r24.0<1;1,0>:d                  
        mov (16|M0)              r68.0<2>:d    r9.0<1;1,0>:d                   
        mov (16|M16)             r70.0<2>:d    r10.0<1;1,0>:d                  
        add (32|M0)              r22.0<1>:d    r85.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M16)             r11.0<2>:f    r37.0<1;1,0>:uq                 
        mach (16|M0)             r2.0<1>:d     r14.0<1;1,0>:ud   0x3F:ud             
        mov (32|M0)              r91.0<1>:f    r76.0<1;1,0>:f                   {Compacted,I@7}
        mov (16|M0)              r9.0<2>:f     r35.0<1;1,0>:uq                  {A@3}
(W)     mul (16|M0)              acc0.0<1>:ud  r15.0<1;1,0>:ud   0x3F:uw             
        mov (16|M16)             r36.0<2>:f    r45.0<1;1,0>:uq                 
        add (32|M0)              r44.0<1>:d    r103.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted,F@1}
        add (32|M0)              r26.0<1>:d    r87.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r47.1<2>:d    r72.0<1;1,0>:d                  
        mov (16|M16)             r49.1<2>:d    r73.0<1;1,0>:d                  
        mov (16|M0)              r85.0<1>:ud   r118.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r86.0<1>:ud   r120.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r3.0<1>:d     r15.0<1;1,0>:ud   0x3F:ud             
        mov (32|M0)              r103.0<1>:f   r93.0<1;1,0>:f                   {Compacted,I@7}
        send.ugm (32|M0)         null     r18     r78:2   a0.2        0x440E0504           {ExBSO,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
        add (32|M0)              r30.0<1>:d    r89.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r51.1<2>:d    r91.0<1;1,0>:d                  
        mov (16|M16)             r58.1<2>:d    r92.0<1;1,0>:d                  
        mov (16|M0)              r34.0<2>:f    r41.0<1;1,0>:uq                 
        mov (16|M0)              r87.0<1>:ud   r124.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r88.0<1>:ud   r5.0<2;1,0>:ud                   {Compacted}
        mov (32|M0)              r0.0<1>:f     r107.0<1;1,0>:f                  {Compacted}
        send.ugm (32|M0)         null     r20     r85:2   a0.2        0x440E0504           {ExBSO,A@7,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        add (32|M0)              r38.0<1>:d    r95.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        mov (16|M0)              r80.0<2>:f    r47.0<1;1,0>:uq                 
        mov (16|M16)             r82.0<2>:f    r49.0<1;1,0>:uq                 
        mov (16|M0)              r60.1<2>:d    r103.0<1;1,0>:d                  {F@6}
        mov (16|M16)             r62.1<2>:d    r104.0<1;1,0>:d                 
        mov (16|M0)              r89.0<1>:ud   r9.0<2;1,0>:ud                   {Compacted}
        mov (16|M16)             r90.0<1>:ud   r11.0<2;1,0>:ud                  {Compacted}
        add (32|M0)              r40.0<1>:d    r99.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted,F@4}
        add (32|M0)              r42.0<1>:d    r101.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted}
        mov (32|M0)              r10.0<1>:f    r2.0<1;1,0>:f                    {Compacted,A@3}
        send.ugm (32|M0)         null     r22     r87:2   a0.2        0x440E0504           {ExBSO,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r64.1<2>:d    r0.0<1;1,0>:d                    {F@4}
        mov (16|M16)             r66.1<2>:d    r1.0<1;1,0>:d                   
        mov (16|M0)              r95.0<1>:ud   r34.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r96.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r99.0<2>:f    r51.0<1;1,0>:uq                  {I@6}
        mov (16|M16)             r101.0<2>:f   r58.0<1;1,0>:uq                  {I@5}
        send.ugm (32|M0)         null     r26     r89:2   a0.2        0x440E0504           {ExBSO,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r97.0<1>:ud   r80.0<2;1,0>:ud                  {Compacted,F@5}
        mov (16|M16)             r98.0<1>:ud   r82.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M0)              r116.0<2>:f   r60.0<1;1,0>:uq                 
        mov (16|M16)             r118.0<2>:f   r62.0<1;1,0>:uq                 
        mov (16|M0)              r68.1<2>:d    r10.0<1;1,0>:d                   {F@5}
        mov (16|M16)             r70.1<2>:d    r11.0<1;1,0>:d                  
        send.ugm (32|M0)         null     r30     r95:2   a0.2        0x440E0504           {ExBSO,A@5,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        add (16|M0)              r112.0<1>:q   r54.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r122.0<1>:q   r56.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        add (16|M16)             r114.0<1>:q   r56.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M0)              r120.0<1>:q   r54.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        mov (16|M16)             r6.0<2>:f     r66.0<1;1,0>:uq                  {$8.src}
        mov (16|M0)              r105.0<1>:ud  r99.0<2;1,0>:ud                  {Compacted,F@5}
        mov (16|M16)             r106.0<1>:ud  r101.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M0)              r4.0<2>:f     r64.0<1;1,0>:uq                  {A@3}
        send.ugm (32|M0)         null     r32     r97:2   a0.2        0x440E0504           {ExBSO,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M0)              r124.0<1>:ud  r116.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r125.0<1>:ud  r118.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M0)              r12.0<2>:f    r68.0<1;1,0>:uq                 
        mov (16|M16)             r14.0<2>:f    r70.0<1;1,0>:uq                 
        send.ugm (32|M0)         null     r38     r105:2  a0.2        0x440E0504           {ExBSO,A@3,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        mov (16|M16)             r9.0<1>:ud    r6.0<2;1,0>:ud                   {Compacted,F@4}
        mov (16|M0)              r8.0<1>:ud    r4.0<2;1,0>:ud                   {Compacted,F@3}
        send.ugm (32|M0)         null     r40     r124:2  a0.2        0x440E0504           {ExBSO,A@3,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        sync.nop                             null                             {Compacted,F@2}
        mov (16|M0)              r16.0<1>:ud   r12.0<2;1,0>:ud                  {Compacted,$9.src}
        mov (16|M16)             r17.0<1>:ud   r14.0<2;1,0>:ud                  {Compacted,F@1}
        send.ugm (32|M0)         null     r42     r8:2    a0.2        0x440E0504           {ExBSO,I@3,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        send.ugm (32|M0)         null     r44     r16:2   a0.2        0x440E0504           {ExBSO,A@1,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
        send.ugm (32|M0)         r18      r112    null:0  0x0            0x08401580           {$4} // wr:4+0, rd:4; load.ugm.d32x2.a64
        sync.nop                             null                             {Compacted,$12.src}
        and (32|M0)              r22.0<1>:d    r18.0<1;1,0>:d    63:w               {Compacted,$4.dst}
        and (32|M0)              r24.0<1>:d    r20.0<1;1,0>:d    63:w               {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mul (32|M0)              r26.0<1>:d    r22.0<1;1,0>:d    128:w               {Compacted,$13.src}
        mul (32|M0)              r28.0<1>:d    r24.0<1;1,0>:d    128:w               {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@2}
        add (32|M0)              r30.0<1>:d    r110.0<1;1,0>:d   r26.0<1;1,0>:d   {Compacted,$14.src}
        sync.nop                             null                             {Compacted,I@2}
        add (32|M0)              r32.0<1>:d    r110.0<1;1,0>:d   r28.0<1;1,0>:d   {Compacted,$15.src}
        send.ugm (32|M0)         r34      r30     null:0  a0.2        0x44280500           {ExBSO,I@2,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.2]
        send.ugm (32|M0)         r36      r32     null:0  a0.2        0x44280500           {ExBSO,I@1,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.2]
        sync.nop                             null                             {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$0.src}
        add (32|M0)              r38.0<1>:f    r34.0<1;1,0>:f    r36.0<1;1,0>:f   {Compacted,$5.dst}
        send.ugm (32|M0)         null     r120    r38:2   0x0            0x08000584           {F@1,$7} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread
L14576:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
