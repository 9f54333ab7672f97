L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r126.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r126    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
(W)     macl (1|M0)              r9.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r12.0<1>:d    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
        sync.nop                             null                             {Compacted,$1.dst}
        mov (16|M0)              r2.0<4>:uw    r1.0<1;1,0>:uw                   {$0.dst}
(W)     mov (1|M0)               r9.1<1>:d     r12.0<0;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r6.0<4>:uw    r1.16<1;1,0>:uw                 
        add (16|M0)              r13.0<1>:q    r9.0<0;1,0>:q     r2.0<4;1,0>:uw   {I@2}
        add (16|M16)             r15.0<1>:q    r9.0<0;1,0>:q     r6.0<4;1,0>:uw   {I@2}
        add (16|M0)              r22.0<1>:q    r13.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r24.0<1>:q    r15.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        mov (16|M0)              r29.0<1>:d    r22.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r30.0<1>:d    r24.0<2;1,0>:d                   {Compacted,I@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3:uw              {I@2}
        mach (16|M0)             r44.0<1>:d    r29.0<1;1,0>:ud   0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3:uw              {I@3}
        mach (16|M16)            r45.0<1>:d    r30.0<1;1,0>:ud   0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x5:uw             
        mach (16|M0)             r66.0<1>:d    r29.0<1;1,0>:ud   0x5:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x5:uw             
        mach (16|M16)            r67.0<1>:d    r30.0<1;1,0>:ud   0x5:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x6:uw             
(W)     mov (8|M0)               r8.0<1>:w     0x76543210:v                              
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0x6:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x6:uw             
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0x6:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x7:uw             
        shl (16|M16)             r36.0<1>:q    r24.0<1;1,0>:q    1:w               {Compacted}
(W)     add (8|M0)               r8.8<1>:w     r8.0<1;1,0>:w     8:w               {I@6}
        mach (16|M0)             r122.0<1>:d   r29.0<1;1,0>:ud   0x7:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x7:uw             
        mov (16|M0)              r32.0<1>:d    r22.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r33.0<1>:d    r24.1<2;1,0>:d                   {Compacted}
        mach (16|M16)            r123.0<1>:d   r30.0<1;1,0>:ud   0x7:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x9:uw             
        mov (16|M16)             r114.0<2>:f   r36.0<1;1,0>:uq                  {I@7}
(W)     add (16|M0)              r8.16<1>:w    r8.0<1;1,0>:w     16:w               {I@7}
        mach (16|M0)             r36.0<1>:d    r29.0<1;1,0>:ud   0x9:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x9:uw             
        mul (32|M0)              r41.0<1>:d    r32.0<1;1,0>:d    0x3:uw              {I@6}
        mul (32|M0)              r47.0<1>:d    r32.0<1;1,0>:d    0x5:uw             
        mach (16|M16)            r37.0<1>:d    r30.0<1;1,0>:ud   0x9:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xA:uw             
        mul (32|M0)              r51.0<1>:d    r32.0<1;1,0>:d    0x7:uw             
        add (32|M0)              r20.0<1>:d    r8.0<1;1,0>:uw    32:w               {I@7}
        mach (16|M0)             r68.0<1>:d    r29.0<1;1,0>:ud   0xA:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xA:uw             
(W)     shr (1|M0)               a0.0<1>:ud    r0.5<0;1,0>:ud    0x4:uw              {A@1}
        shl (16|M0)              r34.0<1>:q    r22.0<1;1,0>:q    1:w               {Compacted}
        shl (32|M0)              r17.0<1>:d    r8.0<1;1,0>:uw    2:w              
        mach (16|M16)            r69.0<1>:d    r30.0<1;1,0>:ud   0xA:ud             
        mov (16|M0)              r108.0<2>:f   r22.0<1;1,0>:uq                 
        mov (16|M16)             r110.0<2>:f   r24.0<1;1,0>:uq                 
        mul (16|M0)              r38.0<2>:ud   r29.0<1;1,0>:ud   0x3:uw             
        mul (16|M16)             r61.0<2>:ud   r30.0<1;1,0>:ud   0x3:uw             
        mul (16|M16)             r75.0<2>:ud   r30.0<1;1,0>:ud   0x5:uw             
        mul (32|M0)              r49.0<1>:d    r32.0<1;1,0>:d    0x6:uw             
        mul (32|M0)              r53.0<1>:d    r32.0<1;1,0>:d    0x9:uw             
        mul (32|M0)              r55.0<1>:d    r32.0<1;1,0>:d    0xA:uw             
        add (16|M0)              r38.1<2>:d    r44.0<1;1,0>:d    r41.0<1;1,0>:d  
        add (16|M16)             r61.1<2>:d    r45.0<1;1,0>:d    r42.0<1;1,0>:d  
        add (16|M16)             r75.1<2>:d    r67.0<1;1,0>:d    r48.0<1;1,0>:d  
        mov (32|M0)              r10.0<1>:f    0.0:f                               {Compacted}
        shl (16|M0)              r63.0<1>:q    r22.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r85.0<1>:q    r22.0<1;1,0>:q    3:w               {Compacted}
        shl (16|M16)             r71.0<1>:q    r24.0<1;1,0>:q    2:w               {Compacted}
        mul (16|M0)              r81.0<2>:ud   r29.0<1;1,0>:ud   0x7:uw             
        shl (32|M0)              r26.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted}
        mov (16|M0)              r112.0<2>:f   r34.0<1;1,0>:uq                 
        add (16|M0)              r81.1<2>:d    r122.0<1;1,0>:d   r51.0<1;1,0>:d  
        shl (16|M16)             r87.0<1>:q    r24.0<1;1,0>:q    3:w               {Compacted}
        mul (16|M0)              r73.0<2>:ud   r29.0<1;1,0>:ud   0x5:uw             
        mul (16|M16)             r83.0<2>:ud   r30.0<1;1,0>:ud   0x7:uw             
        add (32|M0)              r15.0<1>:d    r17.0<1;1,0>:d    256:w               {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xB:uw             
        mov (16|M0)              r116.0<2>:f   r38.0<1;1,0>:uq                 
        mov (16|M16)             r118.0<2>:f   r61.0<1;1,0>:uq                 
        mov (16|M16)             r5.0<2>:f     r75.0<1;1,0>:uq                 
        add (16|M0)              r73.1<2>:d    r66.0<1;1,0>:d    r47.0<1;1,0>:d  
        add (16|M16)             r83.1<2>:d    r123.0<1;1,0>:d   r52.0<1;1,0>:d  
        mov (16|M0)              r75.0<1>:ud   r108.0<2;1,0>:ud                 {Compacted,A@1}
        mov (16|M16)             r76.0<1>:ud   r110.0<2;1,0>:ud                 {Compacted}
        send.ugm (32|M0)         null     r17     r10:2   a0.0        0x440E0504           {ExBSO,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r77.0<2>:ud   r29.0<1;1,0>:ud   0x6:uw             
        mul (16|M0)              r89.0<2>:ud   r29.0<1;1,0>:ud   0x9:uw             
        mul (16|M0)              r93.0<2>:ud   r29.0<1;1,0>:ud   0xA:uw             
        mul (16|M16)             r79.0<2>:ud   r30.0<1;1,0>:ud   0x6:uw             
        mul (16|M16)             r91.0<2>:ud   r30.0<1;1,0>:ud   0x9:uw             
        mul (16|M16)             r98.0<2>:ud   r30.0<1;1,0>:ud   0xA:uw             
        mov (16|M0)              r120.0<2>:f   r63.0<1;1,0>:uq                 
        mov (16|M0)              r7.0<2>:f     r85.0<1;1,0>:uq                 
        mov (16|M16)             r124.0<2>:f   r71.0<1;1,0>:uq                 
        add (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    384:w               {Compacted}
        mov (16|M0)              r42.0<2>:f    r81.0<1;1,0>:uq                 
        add (16|M0)              r77.1<2>:d    r96.0<1;1,0>:d    r49.0<1;1,0>:d  
        add (16|M0)              r89.1<2>:d    r36.0<1;1,0>:d    r53.0<1;1,0>:d  
        add (16|M0)              r93.1<2>:d    r68.0<1;1,0>:d    r55.0<1;1,0>:d  
        add (16|M16)             r79.1<2>:d    r97.0<1;1,0>:d    r50.0<1;1,0>:d  
        add (16|M16)             r91.1<2>:d    r37.0<1;1,0>:d    r54.0<1;1,0>:d  
        add (16|M16)             r98.1<2>:d    r69.0<1;1,0>:d    r56.0<1;1,0>:d  
        mach (16|M0)             r86.0<1>:d    r29.0<1;1,0>:ud   0xB:ud              {F@3}
        mov (16|M0)              r81.0<1>:ud   r112.0<2;1,0>:ud                 {Compacted,F@1}
        mov (16|M16)             r82.0<1>:ud   r114.0<2;1,0>:ud                 {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xB:uw             
        send.ugm (32|M0)         null     r26     r75:2   a0.0        0x440E0504           {ExBSO,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r34.0<1>:d    r17.0<1;1,0>:d    512:w               {Compacted}
        mov (16|M16)             r13.0<2>:f    r87.0<1;1,0>:uq                 
        mov (16|M0)              r1.0<2>:f     r73.0<1;1,0>:uq                 
        mov (16|M16)             r44.0<2>:f    r83.0<1;1,0>:uq                 
        mach (16|M16)            r87.0<1>:d    r30.0<1;1,0>:ud   0xB:ud              {F@3}
        mov (16|M0)              r83.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted,F@1}
        mov (16|M16)             r84.0<1>:ud   r118.0<2;1,0>:ud                 {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xC:uw             
        send.ugm (32|M0)         null     r15     r81:2   a0.0        0x440E0504           {ExBSO,A@7,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r38.0<1>:d    r17.0<1;1,0>:d    640:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r10.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r9.0<2>:f     r77.0<1;1,0>:uq                 
        mov (16|M16)             r11.0<2>:f    r79.0<1;1,0>:uq                 
        mov (16|M0)              r88.0<1>:ud   r120.0<2;1,0>:ud                 {Compacted}
        mov (16|M0)              r77.0<2>:f    r89.0<1;1,0>:uq                 
        mov (16|M16)             r79.0<2>:f    r91.0<1;1,0>:uq                 
        mov (16|M16)             r89.0<1>:ud   r124.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M0)              r90.0<2>:f    r93.0<1;1,0>:uq                 
        mov (16|M16)             r92.0<2>:f    r98.0<1;1,0>:uq                 
        mach (16|M0)             r98.0<1>:d    r29.0<1;1,0>:ud   0xC:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xC:uw             
        send.ugm (32|M0)         null     r19     r83:2   a0.0        0x440E0504           {ExBSO,A@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r57.0<1>:d    r32.0<1;1,0>:d    0xB:uw             
        add (32|M0)              r40.0<1>:d    r17.0<1;1,0>:d    768:w               {Compacted}
        mov (16|M16)             r95.0<1>:ud   r5.0<2;1,0>:ud                   {Compacted}
        mov (16|M0)              r94.0<1>:ud   r1.0<2;1,0>:ud                   {Compacted}
        mach (16|M16)            r99.0<1>:d    r30.0<1;1,0>:ud   0xC:ud             
        send.ugm (32|M0)         null     r34     r88:2   a0.0        0x440E0504           {ExBSO,A@7,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r59.0<1>:d    r32.0<1;1,0>:d    0xC:uw             
        add (32|M0)              r46.0<1>:d    r17.0<1;1,0>:d    896:w               {Compacted}
        mov (16|M0)              r96.0<1>:ud   r9.0<2;1,0>:ud                   {Compacted}
        mov (16|M16)             r97.0<1>:ud   r11.0<2;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         null     r38     r94:2   a0.0        0x440E0504           {ExBSO,I@6,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M0)              r108.0<1>:ud  r42.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r109.0<1>:ud  r44.0<2;1,0>:ud                  {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xD:uw             
        send.ugm (32|M0)         null     r40     r96:2   a0.0        0x440E0504           {ExBSO,A@4,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r100.0<2>:ud  r29.0<1;1,0>:ud   0xB:uw             
        mul (16|M16)             r102.0<2>:ud  r30.0<1;1,0>:ud   0xB:uw             
        add (32|M0)              r48.0<1>:d    r17.0<1;1,0>:d    1024:w               {Compacted}
        mach (16|M0)             r10.0<1>:d    r29.0<1;1,0>:ud   0xD:ud             
        add (16|M0)              r100.1<2>:d   r86.0<1;1,0>:d    r57.0<1;1,0>:d  
        add (16|M16)             r102.1<2>:d   r87.0<1;1,0>:d    r58.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xD:uw             
        send.ugm (32|M0)         null     r46     r108:2  a0.0        0x440E0504           {ExBSO,A@7,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r104.0<2>:ud  r29.0<1;1,0>:ud   0xC:uw             
        mul (16|M16)             r106.0<2>:ud  r30.0<1;1,0>:ud   0xC:uw             
        mov (16|M0)              r110.0<1>:ud  r7.0<2;1,0>:ud                   {Compacted}
        add (32|M0)              r50.0<1>:d    r17.0<1;1,0>:d    1152:w               {Compacted}
        mov (16|M16)             r111.0<1>:ud  r13.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r11.0<1>:d    r30.0<1;1,0>:ud   0xD:ud             
        add (16|M0)              r104.1<2>:d   r98.0<1;1,0>:d    r59.0<1;1,0>:d  
        add (16|M16)             r106.1<2>:d   r99.0<1;1,0>:d    r60.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xE:uw             
        add (32|M0)              r61.0<1>:d    r17.0<1;1,0>:d    1280:w               {Compacted}
        mov (16|M0)              r116.0<1>:ud  r77.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r117.0<1>:ud  r79.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r112.0<2>:f   r100.0<1;1,0>:uq                
        mov (16|M16)             r114.0<2>:f   r102.0<1;1,0>:uq                
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r109.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M0)             r46.0<1>:d    r29.0<1;1,0>:ud   0xE:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xE:uw             
        send.ugm (32|M0)         null     r48     r110:2  a0.0        0x440E0504           {ExBSO,I@7,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r65.0<1>:d    r17.0<1;1,0>:d    1408:w               {Compacted}
        mov (16|M0)              r118.0<1>:ud  r90.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r119.0<1>:ud  r92.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r122.0<2>:f   r104.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r124.0<2>:f   r106.0<1;1,0>:uq                 {I@7}
        mach (16|M16)            r47.0<1>:d    r30.0<1;1,0>:ud   0xE:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xF:uw             
        send.ugm (32|M0)         null     r50     r116:2  a0.0        0x440E0504           {ExBSO,A@7,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r73.0<1>:d    r17.0<1;1,0>:d    1536:w               {Compacted}
        mov (16|M0)              r120.0<1>:ud  r112.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r121.0<1>:ud  r114.0<2;1,0>:ud                 {Compacted,F@3}
        mach (16|M0)             r80.0<1>:d    r29.0<1;1,0>:ud   0xF:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xF:uw             
        send.ugm (32|M0)         null     r61     r118:2  a0.0        0x440E0504           {ExBSO,A@7,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r7.0<1>:d     r32.0<1;1,0>:d    0xE:uw             
        mov (16|M0)              r1.0<1>:ud    r122.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M16)             r2.0<1>:ud    r124.0<2;1,0>:ud                 {Compacted,F@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r82.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M16)            r81.0<1>:d    r30.0<1;1,0>:ud   0xF:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x11:uw             
        send.ugm (32|M0)         null     r65     r120:2  a0.0        0x440E0504           {ExBSO,A@7,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r5.0<1>:d     r32.0<1;1,0>:d    0xD:uw             
        mach (16|M0)             r106.0<1>:d   r29.0<1;1,0>:ud   0x11:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x11:uw             
        send.ugm (32|M0)         null     r73     r1:2    a0.0        0x440E0504           {ExBSO,A@6,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M16)            r107.0<1>:d   r30.0<1;1,0>:ud   0x11:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x12:uw             
        mul (32|M0)              r13.0<1>:d    r32.0<1;1,0>:d    0xF:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r117.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (16|M0)              r50.0<2>:ud   r29.0<1;1,0>:ud   0xE:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r2.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M0)             r2.0<1>:d     r29.0<1;1,0>:ud   0x12:ud             
        add (16|M0)              r50.1<2>:d    r46.0<1;1,0>:d    r7.0<1;1,0>:d   
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x12:uw             
        mul (16|M0)              r43.0<2>:ud   r29.0<1;1,0>:ud   0xD:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r110.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r111.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (16|M16)             r48.0<2>:ud   r30.0<1;1,0>:ud   0xD:uw             
        mach (16|M16)            r3.0<1>:d     r30.0<1;1,0>:ud   0x12:ud             
        add (16|M0)              r43.1<2>:d    r10.0<1;1,0>:d    r5.0<1;1,0>:d   
        add (16|M16)             r48.1<2>:d    r11.0<1;1,0>:d    r6.0<1;1,0>:d   
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x13:uw             
        mul (16|M16)             r52.0<2>:ud   r30.0<1;1,0>:ud   0xE:uw             
        mov (16|M0)              r104.0<2>:f   r50.0<1;1,0>:uq                  {I@7}
        add (16|M16)             r52.1<2>:d    r47.0<1;1,0>:d    r8.0<1;1,0>:d   
        mach (16|M0)             r50.0<1>:d    r29.0<1;1,0>:ud   0x13:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x13:uw             
        mul (16|M0)              r54.0<2>:ud   r29.0<1;1,0>:ud   0xF:uw             
        mul (32|M0)              r15.0<1>:d    r32.0<1;1,0>:d    0x11:uw             
        mul (16|M16)             r56.0<2>:ud   r30.0<1;1,0>:ud   0xF:uw             
        mov (16|M0)              r100.0<2>:f   r43.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r102.0<2>:f   r48.0<1;1,0>:uq                  {I@7}
        mach (16|M16)            r51.0<1>:d    r30.0<1;1,0>:ud   0x13:ud             
        add (16|M0)              r54.1<2>:d    r80.0<1;1,0>:d    r13.0<1;1,0>:d  
        add (16|M16)             r56.1<2>:d    r81.0<1;1,0>:d    r14.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x14:uw             
        add (32|M0)              r114.0<1>:d   r17.0<1;1,0>:d    1664:w               {Compacted}
        mov (16|M16)             r108.0<2>:f   r52.0<1;1,0>:uq                  {I@7}
        mach (16|M0)             r78.0<1>:d    r29.0<1;1,0>:ud   0x14:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x14:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r118.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        shl (16|M16)             r60.0<1>:q    r24.0<1;1,0>:q    4:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r120.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r121.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r120.0<1>:d   r17.0<1;1,0>:d    1792:w               {Compacted}
        mov (16|M0)              r116.0<2>:f   r54.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r118.0<2>:f   r56.0<1;1,0>:uq                  {I@7}
        mov (16|M0)              r52.0<1>:ud   r100.0<2;1,0>:ud                 {Compacted,A@3}
        mov (16|M16)             r53.0<1>:ud   r102.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r79.0<1>:d    r30.0<1;1,0>:ud   0x14:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x15:uw             
        add (32|M0)              r122.0<1>:d   r17.0<1;1,0>:d    1920:w               {Compacted}
        mul (16|M0)              r65.0<2>:ud   r29.0<1;1,0>:ud   0x11:uw             
        mov (16|M0)              r54.0<1>:ud   r104.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M16)             r55.0<1>:ud   r108.0<2;1,0>:ud                 {Compacted}
        add (16|M0)              r65.1<2>:d    r106.0<1;1,0>:d   r15.0<1;1,0>:d  
        mach (16|M0)             r106.0<1>:d   r29.0<1;1,0>:ud   0x15:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x15:uw             
        send.ugm (32|M0)         null     r114    r52:2   a0.0        0x440E0504           {ExBSO,A@7,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r67.0<2>:ud   r30.0<1;1,0>:ud   0x11:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r83.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r84.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r19.0<1>:d    r32.0<1;1,0>:d    0x12:uw             
        mov (16|M16)             r112.0<2>:f   r60.0<1;1,0>:uq                 
        add (16|M16)             r67.1<2>:d    r107.0<1;1,0>:d   r16.0<1;1,0>:d  
        mov (16|M0)              r60.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted,F@1}
        mov (16|M16)             r61.0<1>:ud   r118.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r107.0<1>:d   r30.0<1;1,0>:ud   0x15:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x16:uw             
        send.ugm (32|M0)         null     r120    r54:2   a0.0        0x440E0504           {ExBSO,I@7,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r75.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r76.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r27.0<1>:d    r32.0<1;1,0>:d    0x13:uw             
        shl (16|M0)              r58.0<1>:q    r22.0<1;1,0>:q    4:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r52.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M0)             r114.0<1>:d   r29.0<1;1,0>:ud   0x16:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x16:uw             
        send.ugm (32|M0)         null     r122    r60:2   a0.0        0x440E0504           {ExBSO,A@7,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r88.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r89.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r35.0<1>:d    r32.0<1;1,0>:d    0x14:uw             
        mach (16|M16)            r115.0<1>:d   r30.0<1;1,0>:ud   0x16:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x17:uw             
        mul (16|M0)              r69.0<2>:ud   r29.0<1;1,0>:ud   0x12:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r94.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r37.0<1>:d    r32.0<1;1,0>:d    0x15:uw             
        mul (16|M16)             r73.0<2>:ud   r30.0<1;1,0>:ud   0x12:uw             
        mov (16|M0)              r110.0<2>:f   r58.0<1;1,0>:uq                  {I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M0)             r122.0<1>:d   r29.0<1;1,0>:ud   0x17:ud             
        add (16|M0)              r69.1<2>:d    r2.0<1;1,0>:d     r19.0<1;1,0>:d  
        add (16|M16)             r73.1<2>:d    r3.0<1;1,0>:d     r20.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x17:uw             
        mul (16|M0)              r75.0<2>:ud   r29.0<1;1,0>:ud   0x13:uw             
        mul (16|M16)             r82.0<2>:ud   r30.0<1;1,0>:ud   0x13:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r96.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r97.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r39.0<1>:d    r32.0<1;1,0>:d    0x16:uw             
        add (32|M0)              r124.0<1>:d   r17.0<1;1,0>:d    2048:w              
        mov (16|M0)              r9.0<2>:f     r65.0<1;1,0>:uq                 
        mov (16|M16)             r11.0<2>:f    r67.0<1;1,0>:uq                 
        mach (16|M16)            r123.0<1>:d   r30.0<1;1,0>:ud   0x17:ud             
        add (16|M0)              r75.1<2>:d    r50.0<1;1,0>:d    r27.0<1;1,0>:d  
        add (16|M16)             r82.1<2>:d    r51.0<1;1,0>:d    r28.0<1;1,0>:d  
        mul (16|M0)              r84.0<2>:ud   r29.0<1;1,0>:ud   0x14:uw             
        mul (32|M0)              r41.0<1>:d    r32.0<1;1,0>:d    0x17:uw             
        mul (16|M16)             r86.0<2>:ud   r30.0<1;1,0>:ud   0x14:uw             
        add (32|M0)              r5.0<1>:d     r17.0<1;1,0>:d    2176:w              
        mov (16|M0)              r56.0<2>:f    r69.0<1;1,0>:uq                 
        mov (16|M16)             r58.0<2>:f    r73.0<1;1,0>:uq                 
        mov (16|M0)              r65.0<1>:ud   r110.0<2;1,0>:ud                 {Compacted,A@4}
        mov (16|M16)             r66.0<1>:ud   r112.0<2;1,0>:ud                 {Compacted}
        add (16|M0)              r84.1<2>:d    r78.0<1;1,0>:d    r35.0<1;1,0>:d  
        add (16|M16)             r86.1<2>:d    r79.0<1;1,0>:d    r36.0<1;1,0>:d  
        mul (16|M0)              r88.0<2>:ud   r29.0<1;1,0>:ud   0x15:uw             
        mul (16|M16)             r90.0<2>:ud   r30.0<1;1,0>:ud   0x15:uw             
        add (32|M0)              r7.0<1>:d     r17.0<1;1,0>:d    2304:w              
        mov (16|M0)              r67.0<1>:ud   r9.0<2;1,0>:ud                   {Compacted,F@3}
        mov (16|M16)             r68.0<1>:ud   r11.0<2;1,0>:ud                  {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x18:uw             
        mov (16|M0)              r100.0<2>:f   r75.0<1;1,0>:uq                 
        mov (16|M16)             r102.0<2>:f   r82.0<1;1,0>:uq                 
        add (16|M0)              r88.1<2>:d    r106.0<1;1,0>:d   r37.0<1;1,0>:d  
        add (16|M16)             r90.1<2>:d    r107.0<1;1,0>:d   r38.0<1;1,0>:d  
        send.ugm (32|M0)         null     r124    r65:2   a0.0        0x440E0504           {ExBSO,I@7,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r94.0<2>:ud   r30.0<1;1,0>:ud   0x16:uw             
        mul (16|M0)              r92.0<2>:ud   r29.0<1;1,0>:ud   0x16:uw             
        add (32|M0)              r13.0<1>:d    r17.0<1;1,0>:d    2432:w              
        mov (16|M0)              r80.0<1>:ud   r56.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r81.0<1>:ud   r58.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r108.0<2>:f   r84.0<1;1,0>:uq                 
        mov (16|M16)             r110.0<2>:f   r86.0<1;1,0>:uq                 
        mach (16|M0)             r20.0<1>:d    r29.0<1;1,0>:ud   0x18:ud             
        add (16|M16)             r94.1<2>:d    r115.0<1;1,0>:d   r40.0<1;1,0>:d  
        add (16|M0)              r92.1<2>:d    r114.0<1;1,0>:d   r39.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x18:uw             
        send.ugm (32|M0)         null     r5      r67:2   a0.0        0x440E0504           {ExBSO,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r96.0<2>:ud   r29.0<1;1,0>:ud   0x17:uw             
        mul (16|M16)             r98.0<2>:ud   r30.0<1;1,0>:ud   0x17:uw             
        add (32|M0)              r15.0<1>:d    r17.0<1;1,0>:d    2560:w              
        mov (16|M0)              r104.0<1>:ud  r100.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r105.0<1>:ud  r102.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M0)              r116.0<2>:f   r88.0<1;1,0>:uq                 
        mov (16|M16)             r118.0<2>:f   r90.0<1;1,0>:uq                 
        mach (16|M16)            r21.0<1>:d    r30.0<1;1,0>:ud   0x18:ud             
        add (16|M0)              r96.1<2>:d    r122.0<1;1,0>:d   r41.0<1;1,0>:d  
        add (16|M16)             r98.1<2>:d    r123.0<1;1,0>:d   r42.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x19:uw             
        send.ugm (32|M0)         null     r7      r80:2   a0.0        0x440E0504           {ExBSO,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r43.0<1>:d    r17.0<1;1,0>:d    2688:w              
        mov (16|M0)              r112.0<1>:ud  r108.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r113.0<1>:ud  r110.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M16)             r1.0<2>:f     r94.0<1;1,0>:uq                 
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r66.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r124.0<2>:f   r92.0<1;1,0>:uq                 
        mach (16|M0)             r52.0<1>:d    r29.0<1;1,0>:ud   0x19:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x19:uw             
        send.ugm (32|M0)         null     r13     r104:2  a0.0        0x440E0504           {ExBSO,A@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r45.0<1>:d    r17.0<1;1,0>:d    2816:w              
        sync.nop                             null                             {Compacted,F@4}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r120.0<1>:ud  r116.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r121.0<1>:ud  r118.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M16)             r9.0<2>:f     r98.0<1;1,0>:uq                  {I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r7.0<2>:f     r96.0<1;1,0>:uq                 
        mach (16|M16)            r53.0<1>:d    r30.0<1;1,0>:ud   0x19:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1A:uw             
        send.ugm (32|M0)         null     r15     r112:2  a0.0        0x440E0504           {ExBSO,A@7,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r47.0<1>:d    r17.0<1;1,0>:d    2944:w              
        sync.nop                             null                             {Compacted,F@4}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r67.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r6.0<1>:ud    r1.0<2;1,0>:ud                   {Compacted}
        mov (16|M0)              r5.0<1>:ud    r124.0<2;1,0>:ud                 {Compacted,F@3}
        mach (16|M0)             r84.0<1>:d    r29.0<1;1,0>:ud   0x1A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1A:uw             
        send.ugm (32|M0)         null     r43     r120:2  a0.0        0x440E0504           {ExBSO,A@7,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r105.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r13.0<1>:d    r32.0<1;1,0>:d    0x18:uw             
        mov (16|M16)             r12.0<1>:ud   r9.0<2;1,0>:ud                   {Compacted,F@2}
        mov (16|M0)              r11.0<1>:ud   r7.0<2;1,0>:ud                   {Compacted,F@1}
        mach (16|M16)            r85.0<1>:d    r30.0<1;1,0>:ud   0x1A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1B:uw             
        send.ugm (32|M0)         null     r45     r5:2    a0.0        0x440E0504           {ExBSO,I@7,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M0)             r110.0<1>:d   r29.0<1;1,0>:ud   0x1B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1B:uw             
        send.ugm (32|M0)         null     r47     r11:2   a0.0        0x440E0504           {ExBSO,I@5,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r113.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r15.0<1>:d    r32.0<1;1,0>:d    0x19:uw             
        mach (16|M16)            r111.0<1>:d   r30.0<1;1,0>:ud   0x1B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1C:uw             
        mul (32|M0)              r27.0<1>:d    r32.0<1;1,0>:d    0x1A:uw             
        mul (32|M0)              r35.0<1>:d    r32.0<1;1,0>:d    0x1B:uw             
        mul (16|M16)             r56.0<2>:ud   r30.0<1;1,0>:ud   0x18:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M0)             r12.0<1>:d    r29.0<1;1,0>:ud   0x1C:ud             
        add (16|M16)             r56.1<2>:d    r21.0<1;1,0>:d    r14.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1C:uw             
        mul (16|M0)              r54.0<2>:ud   r29.0<1;1,0>:ud   0x18:uw             
        add (16|M0)              r54.1<2>:d    r20.0<1;1,0>:d    r13.0<1;1,0>:d  
        mach (16|M16)            r13.0<1>:d    r30.0<1;1,0>:ud   0x1C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1D:uw             
        mul (16|M16)             r60.0<2>:ud   r30.0<1;1,0>:ud   0x19:uw             
        mul (32|M0)              r37.0<1>:d    r32.0<1;1,0>:d    0x1C:uw             
        mul (16|M0)              r58.0<2>:ud   r29.0<1;1,0>:ud   0x19:uw             
        mov (16|M16)             r114.0<2>:f   r56.0<1;1,0>:uq                  {I@7}
        add (16|M16)             r60.1<2>:d    r53.0<1;1,0>:d    r16.0<1;1,0>:d  
        add (16|M0)              r58.1<2>:d    r52.0<1;1,0>:d    r15.0<1;1,0>:d  
        mach (16|M0)             r56.0<1>:d    r29.0<1;1,0>:ud   0x1D:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1D:uw             
        mul (16|M0)              r69.0<2>:ud   r29.0<1;1,0>:ud   0x1B:uw             
        mul (16|M0)              r65.0<2>:ud   r29.0<1;1,0>:ud   0x1A:uw             
        mul (16|M16)             r67.0<2>:ud   r30.0<1;1,0>:ud   0x1A:uw             
        mov (16|M0)              r112.0<2>:f   r54.0<1;1,0>:uq                 
        mach (16|M16)            r57.0<1>:d    r30.0<1;1,0>:ud   0x1D:ud             
        add (16|M0)              r69.1<2>:d    r110.0<1;1,0>:d   r35.0<1;1,0>:d  
        add (16|M0)              r65.1<2>:d    r84.0<1;1,0>:d    r27.0<1;1,0>:d  
        add (16|M16)             r67.1<2>:d    r85.0<1;1,0>:d    r28.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1E:uw             
        mul (16|M16)             r73.0<2>:ud   r30.0<1;1,0>:ud   0x1B:uw             
        shl (16|M0)              r94.0<1>:q    r22.0<1;1,0>:q    5:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r5.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r6.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r5.0<1>:d     r17.0<1;1,0>:d    3072:w              
        mov (16|M16)             r118.0<2>:f   r60.0<1;1,0>:uq                 
        mov (16|M0)              r116.0<2>:f   r58.0<1;1,0>:uq                 
        mach (16|M0)             r84.0<1>:d    r29.0<1;1,0>:ud   0x1E:ud             
        add (16|M16)             r73.1<2>:d    r111.0<1;1,0>:d   r36.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1E:uw             
        mul (16|M0)              r75.0<2>:ud   r29.0<1;1,0>:ud   0x1C:uw             
        add (32|M0)              r7.0<1>:d     r17.0<1;1,0>:d    3200:w              
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r120.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r121.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r120.0<2>:f   r65.0<1;1,0>:uq                 
        mov (16|M16)             r122.0<2>:f   r67.0<1;1,0>:uq                  {I@7}
        mov (16|M0)              r21.0<2>:f    r69.0<1;1,0>:uq                  {I@7}
        mach (16|M16)            r85.0<1>:d    r30.0<1;1,0>:ud   0x1E:ud             
        add (16|M0)              r75.1<2>:d    r12.0<1;1,0>:d    r37.0<1;1,0>:d  
        mov (16|M0)              r69.0<1>:ud   r112.0<2;1,0>:ud                 {Compacted,A@1}
        mov (16|M16)             r70.0<1>:ud   r114.0<2;1,0>:ud                 {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1F:uw             
        shl (16|M16)             r96.0<1>:q    r24.0<1;1,0>:q    5:w               {Compacted}
        add (32|M0)              r9.0<1>:d     r17.0<1;1,0>:d    3328:w              
        mov (16|M0)              r124.0<2>:f   r94.0<1;1,0>:uq                 
        mov (16|M16)             r23.0<2>:f    r73.0<1;1,0>:uq                  {A@2}
        mov (16|M0)              r73.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted,F@1}
        mov (16|M16)             r74.0<1>:ud   r118.0<2;1,0>:ud                 {Compacted}
        mach (16|M0)             r116.0<1>:d   r29.0<1;1,0>:ud   0x1F:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1F:uw             
        send.ugm (32|M0)         null     r5      r69:2   a0.0        0x440E0504           {ExBSO,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M0)              r65.0<2>:f    r75.0<1;1,0>:uq                 
        mach (16|M16)            r117.0<1>:d   r30.0<1;1,0>:ud   0x1F:ud             
        mov (16|M0)              r75.0<1>:ud   r120.0<2;1,0>:ud                 {Compacted,F@1}
        mov (16|M16)             r76.0<1>:ud   r122.0<2;1,0>:ud                 {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x21:uw             
        send.ugm (32|M0)         null     r7      r73:2   a0.0        0x440E0504           {ExBSO,A@7,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r39.0<1>:d    r32.0<1;1,0>:d    0x1D:uw             
        mov (16|M0)              r114.0<1>:ud  r124.0<2;1,0>:ud                 {Compacted}
        mach (16|M0)             r124.0<1>:d   r29.0<1;1,0>:ud   0x21:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x21:uw             
        send.ugm (32|M0)         null     r9      r75:2   a0.0        0x440E0504           {ExBSO,A@6,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r41.0<1>:d    r32.0<1;1,0>:d    0x1E:uw             
        mach (16|M16)            r125.0<1>:d   r30.0<1;1,0>:ud   0x21:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x22:uw             
        mul (16|M16)             r77.0<2>:ud   r30.0<1;1,0>:ud   0x1C:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r75.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r76.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M0)             r10.0<1>:d    r29.0<1;1,0>:ud   0x22:ud             
        add (16|M16)             r77.1<2>:d    r13.0<1;1,0>:d    r38.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x22:uw             
        mul (16|M0)              r79.0<2>:ud   r29.0<1;1,0>:ud   0x1D:uw             
        mul (16|M16)             r81.0<2>:ud   r30.0<1;1,0>:ud   0x1D:uw             
        mul (32|M0)              r43.0<1>:d    r32.0<1;1,0>:d    0x1F:uw             
        mach (16|M16)            r11.0<1>:d    r30.0<1;1,0>:ud   0x22:ud             
        add (16|M0)              r79.1<2>:d    r56.0<1;1,0>:d    r39.0<1;1,0>:d  
        add (16|M16)             r81.1<2>:d    r57.0<1;1,0>:d    r40.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x23:uw             
        mul (16|M0)              r86.0<2>:ud   r29.0<1;1,0>:ud   0x1E:uw             
        mul (16|M16)             r88.0<2>:ud   r30.0<1;1,0>:ud   0x1E:uw             
        add (32|M0)              r14.0<1>:d    r17.0<1;1,0>:d    3456:w              
        mov (16|M16)             r67.0<2>:f    r77.0<1;1,0>:uq                 
        add (16|M0)              r86.1<2>:d    r84.0<1;1,0>:d    r41.0<1;1,0>:d  
        add (16|M16)             r88.1<2>:d    r85.0<1;1,0>:d    r42.0<1;1,0>:d  
        mov (16|M0)              r77.0<1>:ud   r21.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M0)             r22.0<1>:d    r29.0<1;1,0>:ud   0x23:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x23:uw             
        mul (32|M0)              r45.0<1>:d    r32.0<1;1,0>:d    0x21:uw             
        mul (32|M0)              r47.0<1>:d    r32.0<1;1,0>:d    0x22:uw             
        add (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    3584:w              
        mov (16|M16)             r1.0<2>:f     r96.0<1;1,0>:uq                 
        mov (16|M16)             r110.0<2>:f   r81.0<1;1,0>:uq                 
        mov (16|M16)             r78.0<1>:ud   r23.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r96.0<2>:f    r79.0<1;1,0>:uq                 
        mach (16|M16)            r23.0<1>:d    r30.0<1;1,0>:ud   0x23:ud             
        mul (32|M0)              r49.0<1>:d    r32.0<1;1,0>:d    0x23:uw             
        mul (16|M0)              r90.0<2>:ud   r29.0<1;1,0>:ud   0x1F:uw             
        mul (16|M16)             r92.0<2>:ud   r30.0<1;1,0>:ud   0x1F:uw             
        add (32|M0)              r25.0<1>:d    r17.0<1;1,0>:d    3712:w              
        mov (16|M0)              r94.0<1>:ud   r65.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r95.0<1>:ud   r67.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r118.0<2>:f   r86.0<1;1,0>:uq                 
        mov (16|M16)             r120.0<2>:f   r88.0<1;1,0>:uq                 
        add (16|M0)              r90.1<2>:d    r116.0<1;1,0>:d   r43.0<1;1,0>:d  
        add (16|M16)             r92.1<2>:d    r117.0<1;1,0>:d   r44.0<1;1,0>:d  
        send.ugm (32|M0)         null     r14     r77:2   a0.0        0x440E0504           {ExBSO,I@7,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r27.0<1>:d    r17.0<1;1,0>:d    3840:w              
        mov (16|M16)             r113.0<1>:ud  r110.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M0)              r112.0<1>:ud  r96.0<2;1,0>:ud                  {Compacted,F@3}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x24:uw             
        send.ugm (32|M0)         null     r19     r94:2   a0.0        0x440E0504           {ExBSO,A@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r100.0<2>:ud  r30.0<1;1,0>:ud   0x21:uw             
        mul (16|M16)             r104.0<2>:ud  r30.0<1;1,0>:ud   0x22:uw             
        mul (16|M0)              r98.0<2>:ud   r29.0<1;1,0>:ud   0x21:uw             
        mov (16|M16)             r115.0<1>:ud  r1.0<2;1,0>:ud                   {Compacted}
        mov (16|M0)              r122.0<1>:ud  r118.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M16)             r123.0<1>:ud  r120.0<2;1,0>:ud                 {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r5.0<2>:f     r92.0<1;1,0>:uq                 
        add (16|M16)             r100.1<2>:d   r125.0<1;1,0>:d   r46.0<1;1,0>:d  
        add (16|M16)             r104.1<2>:d   r11.0<1;1,0>:d    r48.0<1;1,0>:d  
        add (16|M0)              r98.1<2>:d    r124.0<1;1,0>:d   r45.0<1;1,0>:d  
        mov (16|M0)              r1.0<2>:f     r90.0<1;1,0>:uq                  {I@6}
        mach (16|M0)             r48.0<1>:d    r29.0<1;1,0>:ud   0x24:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x24:uw             
        send.ugm (32|M0)         null     r25     r112:2  a0.0        0x440E0504           {ExBSO,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r106.0<2>:ud  r29.0<1;1,0>:ud   0x23:uw             
        mul (16|M0)              r102.0<2>:ud  r29.0<1;1,0>:ud   0x22:uw             
        add (32|M0)              r34.0<1>:d    r17.0<1;1,0>:d    3968:w              
        add (16|M0)              r106.1<2>:d   r22.0<1;1,0>:d    r49.0<1;1,0>:d  
        add (16|M0)              r102.1<2>:d   r10.0<1;1,0>:d    r47.0<1;1,0>:d  
        mach (16|M16)            r49.0<1>:d    r30.0<1;1,0>:ud   0x24:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x25:uw             
        send.ugm (32|M0)         null     r27     r122:2  a0.0        0x440E0504           {ExBSO,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r51.0<1>:d    r17.0<1;1,0>:d    4096:w              
        sync.nop                             null                             {Compacted,F@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r73.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r74.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r8.0<1>:ud    r5.0<2;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r77.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r78.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r14.0<2>:f    r100.0<1;1,0>:uq                
        mov (16|M0)              r12.0<2>:f    r98.0<1;1,0>:uq                 
        mov (16|M0)              r7.0<1>:ud    r1.0<2;1,0>:ud                   {Compacted,F@3}
        mach (16|M0)             r74.0<1>:d    r29.0<1;1,0>:ud   0x25:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x25:uw             
        add (32|M0)              r53.0<1>:d    r17.0<1;1,0>:d    4224:w              
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r113.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r24.0<2>:f    r102.0<1;1,0>:uq                
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r123.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r26.0<2>:f    r104.0<1;1,0>:uq                
        mach (16|M16)            r75.0<1>:d    r30.0<1;1,0>:ud   0x25:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x26:uw             
        send.ugm (32|M0)         null     r34     r7:2    a0.0        0x440E0504           {ExBSO,I@6,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r58.0<1>:d    r17.0<1;1,0>:d    4352:w              
        sync.nop                             null                             {Compacted,F@4}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r94.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r20.0<1>:ud   r14.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r19.0<1>:ud   r12.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r100.0<1>:d   r29.0<1;1,0>:ud   0x26:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x26:uw             
        send.ugm (32|M0)         null     r51     r114:2  a0.0        0x440E0504           {ExBSO,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        sync.nop                             null                             {Compacted,F@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r34.0<1>:ud   r24.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r35.0<1>:ud   r26.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r101.0<1>:d   r30.0<1;1,0>:ud   0x26:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x27:uw             
        send.ugm (32|M0)         null     r53     r19:2   a0.0        0x440E0504           {ExBSO,I@7,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M0)             r2.0<1>:d     r29.0<1;1,0>:ud   0x27:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x27:uw             
        send.ugm (32|M0)         null     r58     r34:2   a0.0        0x440E0504           {ExBSO,A@5,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r108.0<2>:ud  r30.0<1;1,0>:ud   0x23:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r51.0<1>:d    r32.0<1;1,0>:d    0x26:uw             
        mach (16|M16)            r3.0<1>:d     r30.0<1;1,0>:ud   0x27:ud             
        add (16|M16)             r108.1<2>:d   r23.0<1;1,0>:d    r50.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x28:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r19.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r53.0<1>:d    r32.0<1;1,0>:d    0x27:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r34.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M0)             r34.0<1>:d    r29.0<1;1,0>:ud   0x28:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x28:uw             
        mov (16|M0)              r36.0<2>:f    r106.0<1;1,0>:uq                
        mov (16|M16)             r38.0<2>:f    r108.0<1;1,0>:uq                 {I@5}
        mach (16|M16)            r35.0<1>:d    r30.0<1;1,0>:ud   0x28:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x29:uw             
        add (32|M0)              r60.0<1>:d    r17.0<1;1,0>:d    4480:w              
        mul (16|M0)              r84.0<2>:ud   r29.0<1;1,0>:ud   0x26:uw             
        mul (16|M16)             r86.0<2>:ud   r30.0<1;1,0>:ud   0x26:uw             
        add (16|M0)              r84.1<2>:d    r100.0<1;1,0>:d   r51.0<1;1,0>:d  
        add (16|M16)             r86.1<2>:d    r101.0<1;1,0>:d   r52.0<1;1,0>:d  
        mach (16|M0)             r52.0<1>:d    r29.0<1;1,0>:ud   0x29:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x29:uw             
        mul (16|M0)              r88.0<2>:ud   r29.0<1;1,0>:ud   0x27:uw             
        mov (16|M0)              r40.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r41.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted,F@1}
        add (16|M0)              r88.1<2>:d    r2.0<1;1,0>:d     r53.0<1;1,0>:d  
        mach (16|M16)            r53.0<1>:d    r30.0<1;1,0>:ud   0x29:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2A:uw             
        mul (32|M0)              r57.0<1>:d    r32.0<1;1,0>:d    0x29:uw             
        mov (16|M0)              r11.0<2>:f    r84.0<1;1,0>:uq                  {I@7}
        mach (16|M0)             r84.0<1>:d    r29.0<1;1,0>:ud   0x2A:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2A:uw             
        send.ugm (32|M0)         null     r60     r40:2   a0.0        0x440E0504           {ExBSO,A@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r43.0<1>:d    r32.0<1;1,0>:d    0x24:uw             
        mach (16|M16)            r85.0<1>:d    r30.0<1;1,0>:ud   0x2A:ud             
        mul (32|M0)              r45.0<1>:d    r32.0<1;1,0>:d    0x25:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r41.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r59.0<1>:d    r32.0<1;1,0>:d    0x2A:uw             
        mul (16|M0)              r96.0<2>:ud   r29.0<1;1,0>:ud   0x29:uw             
        add (16|M0)              r96.1<2>:d    r52.0<1;1,0>:d    r57.0<1;1,0>:d   {I@7}
        mul (16|M0)              r76.0<2>:ud   r29.0<1;1,0>:ud   0x24:uw             
        mul (16|M16)             r78.0<2>:ud   r30.0<1;1,0>:ud   0x24:uw             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2B:uw             
        add (16|M0)              r76.1<2>:d    r48.0<1;1,0>:d    r43.0<1;1,0>:d   {I@7}
        add (16|M16)             r78.1<2>:d    r49.0<1;1,0>:d    r44.0<1;1,0>:d  
        mul (16|M16)             r82.0<2>:ud   r30.0<1;1,0>:ud   0x25:uw             
        mul (16|M0)              r80.0<2>:ud   r29.0<1;1,0>:ud   0x25:uw             
        mul (16|M16)             r104.0<2>:ud  r30.0<1;1,0>:ud   0x2A:uw             
        mov (16|M0)              r40.0<2>:f    r88.0<1;1,0>:uq                 
        add (16|M16)             r82.1<2>:d    r75.0<1;1,0>:d    r46.0<1;1,0>:d  
        add (16|M0)              r80.1<2>:d    r74.0<1;1,0>:d    r45.0<1;1,0>:d  
        add (16|M16)             r104.1<2>:d   r85.0<1;1,0>:d    r60.0<1;1,0>:d  
        mov (16|M0)              r88.0<2>:f    r96.0<1;1,0>:uq                 
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0x2B:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2B:uw             
        mov (16|M0)              r122.0<2>:f   r76.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r124.0<2>:f   r78.0<1;1,0>:uq                  {I@7}
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0x2B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2C:uw             
        mul (32|M0)              r55.0<1>:d    r32.0<1;1,0>:d    0x28:uw             
        add (32|M0)              r9.0<1>:d     r17.0<1;1,0>:d    4608:w              
        mov (16|M16)             r7.0<2>:f     r82.0<1;1,0>:uq                  {I@7}
        mov (16|M0)              r5.0<2>:f     r80.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r100.0<2>:f   r104.0<1;1,0>:uq                 {I@7}
        mach (16|M0)             r104.0<1>:d   r29.0<1;1,0>:ud   0x2C:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2C:uw             
        add (32|M0)              r15.0<1>:d    r17.0<1;1,0>:d    4736:w              
        mov (16|M0)              r50.0<1>:ud   r122.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r51.0<1>:ud   r124.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r105.0<1>:d   r30.0<1;1,0>:ud   0x2C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2D:uw             
        mul (16|M16)             r90.0<2>:ud   r30.0<1;1,0>:ud   0x27:uw             
        mov (16|M16)             r13.0<2>:f    r86.0<1;1,0>:uq                 
        mov (16|M16)             r74.0<1>:ud   r7.0<2;1,0>:ud                   {Compacted}
        mov (16|M0)              r73.0<1>:ud   r5.0<2;1,0>:ud                   {Compacted}
        add (16|M16)             r90.1<2>:d    r3.0<1;1,0>:d     r54.0<1;1,0>:d  
        mach (16|M0)             r6.0<1>:d     r29.0<1;1,0>:ud   0x2D:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2D:uw             
        send.ugm (32|M0)         null     r9      r50:2   a0.0        0x440E0504           {ExBSO,A@7,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r94.0<2>:ud   r30.0<1;1,0>:ud   0x28:uw             
        mul (16|M0)              r92.0<2>:ud   r29.0<1;1,0>:ud   0x28:uw             
        mul (32|M0)              r61.0<1>:d    r32.0<1;1,0>:d    0x2B:uw             
        mach (16|M16)            r7.0<1>:d     r30.0<1;1,0>:ud   0x2D:ud             
        add (16|M16)             r94.1<2>:d    r35.0<1;1,0>:d    r56.0<1;1,0>:d  
        add (16|M0)              r92.1<2>:d    r34.0<1;1,0>:d    r55.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2E:uw             
        send.ugm (32|M0)         null     r15     r73:2   a0.0        0x440E0504           {ExBSO,I@7,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r65.0<1>:d    r32.0<1;1,0>:d    0x2C:uw             
        mul (16|M16)             r98.0<2>:ud   r30.0<1;1,0>:ud   0x29:uw             
        add (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    4864:w              
        mov (16|M16)             r80.0<1>:ud   r13.0<2;1,0>:ud                  {Compacted,F@1}
        mov (16|M16)             r42.0<2>:f    r90.0<1;1,0>:uq                 
        add (16|M16)             r98.1<2>:d    r53.0<1;1,0>:d    r58.0<1;1,0>:d  
        mach (16|M0)             r14.0<1>:d    r29.0<1;1,0>:ud   0x2E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2E:uw             
        mul (32|M0)              r67.0<1>:d    r32.0<1;1,0>:d    0x2D:uw             
        add (32|M0)              r21.0<1>:d    r17.0<1;1,0>:d    4992:w              
        mul (16|M0)              r102.0<2>:ud  r29.0<1;1,0>:ud   0x2A:uw             
        mov (16|M0)              r79.0<1>:ud   r11.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r77.0<2>:f    r94.0<1;1,0>:uq                 
        mov (16|M0)              r75.0<2>:f    r92.0<1;1,0>:uq                 
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r73.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r74.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M16)            r15.0<1>:d    r30.0<1;1,0>:ud   0x2E:ud             
        add (16|M0)              r102.1<2>:d   r84.0<1;1,0>:d    r59.0<1;1,0>:d  
        mul (32|M0)              r69.0<1>:d    r32.0<1;1,0>:d    0x2E:uw             
        add (32|M0)              r23.0<1>:d    r17.0<1;1,0>:d    5120:w              
        mul (16|M0)              r106.0<2>:ud  r29.0<1;1,0>:ud   0x2B:uw             
        mul (16|M16)             r108.0<2>:ud  r30.0<1;1,0>:ud   0x2B:uw             
        mov (16|M0)              r81.0<1>:ud   r40.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r82.0<1>:ud   r42.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r90.0<2>:f    r98.0<1;1,0>:uq                 
        add (16|M0)              r106.1<2>:d   r96.0<1;1,0>:d    r61.0<1;1,0>:d  
        add (16|M16)             r108.1<2>:d   r97.0<1;1,0>:d    r62.0<1;1,0>:d  
        send.ugm (32|M0)         null     r19     r79:2   a0.0        0x440E0504           {ExBSO,I@7,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r110.0<2>:ud  r29.0<1;1,0>:ud   0x2C:uw             
        mul (16|M16)             r112.0<2>:ud  r30.0<1;1,0>:ud   0x2C:uw             
        add (32|M0)              r25.0<1>:d    r17.0<1;1,0>:d    5248:w              
        mov (16|M16)             r87.0<1>:ud   r77.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r86.0<1>:ud   r75.0<2;1,0>:ud                  {Compacted,F@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2F:uw             
        mov (16|M0)              r98.0<2>:f    r102.0<1;1,0>:uq                
        add (16|M0)              r110.1<2>:d   r104.0<1;1,0>:d   r65.0<1;1,0>:d  
        add (16|M16)             r112.1<2>:d   r105.0<1;1,0>:d   r66.0<1;1,0>:d  
        send.ugm (32|M0)         null     r21     r81:2   a0.0        0x440E0504           {ExBSO,I@7,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r116.0<2>:ud  r30.0<1;1,0>:ud   0x2D:uw             
        mul (16|M0)              r114.0<2>:ud  r29.0<1;1,0>:ud   0x2D:uw             
        add (32|M0)              r36.0<1>:d    r17.0<1;1,0>:d    5376:w              
        mov (16|M0)              r92.0<1>:ud   r88.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r93.0<1>:ud   r90.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r122.0<2>:f   r106.0<1;1,0>:uq                
        mov (16|M16)             r124.0<2>:f   r108.0<1;1,0>:uq                
        mach (16|M0)             r42.0<1>:d    r29.0<1;1,0>:ud   0x2F:ud             
        add (16|M16)             r116.1<2>:d   r7.0<1;1,0>:d     r68.0<1;1,0>:d  
        add (16|M0)              r114.1<2>:d   r6.0<1;1,0>:d     r67.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2F:uw             
        send.ugm (32|M0)         null     r23     r86:2   a0.0        0x440E0504           {ExBSO,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r118.0<2>:ud  r29.0<1;1,0>:ud   0x2E:uw             
        mul (16|M16)             r120.0<2>:ud  r30.0<1;1,0>:ud   0x2E:uw             
        add (32|M0)              r38.0<1>:d    r17.0<1;1,0>:d    5504:w              
        mov (16|M0)              r102.0<1>:ud  r98.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r103.0<1>:ud  r100.0<2;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r50.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r51.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r8.0<2>:f     r110.0<1;1,0>:uq                
        mov (16|M16)             r10.0<2>:f    r112.0<1;1,0>:uq                
        mach (16|M16)            r43.0<1>:d    r30.0<1;1,0>:ud   0x2F:ud             
        add (16|M0)              r118.1<2>:d   r14.0<1;1,0>:d    r69.0<1;1,0>:d  
        add (16|M16)             r120.1<2>:d   r15.0<1;1,0>:d    r70.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x30:uw             
        send.ugm (32|M0)         null     r25     r92:2   a0.0        0x440E0504           {ExBSO,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r44.0<1>:d    r17.0<1;1,0>:d    5632:w              
        mov (16|M0)              r1.0<1>:ud    r122.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r2.0<1>:ud    r124.0<2;1,0>:ud                 {Compacted,F@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r82.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r21.0<2>:f    r116.0<1;1,0>:uq                
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r19.0<2>:f    r114.0<1;1,0>:uq                
        mach (16|M0)             r66.0<1>:d    r29.0<1;1,0>:ud   0x30:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x30:uw             
        send.ugm (32|M0)         null     r36     r102:2  a0.0        0x440E0504           {ExBSO,A@7,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r46.0<1>:d    r17.0<1;1,0>:d    5760:w              
        mov (16|M0)              r12.0<1>:ud   r8.0<2;1,0>:ud                   {Compacted,F@4}
        mov (16|M16)             r13.0<1>:ud   r10.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r27.0<2>:f    r120.0<1;1,0>:uq                 {I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r93.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r25.0<2>:f    r118.0<1;1,0>:uq                
        mach (16|M16)            r67.0<1>:d    r30.0<1;1,0>:ud   0x30:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x31:uw             
        send.ugm (32|M0)         null     r38     r1:2    a0.0        0x440E0504           {ExBSO,A@7,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r48.0<1>:d    r17.0<1;1,0>:d    5888:w              
        sync.nop                             null                             {Compacted,F@4}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r86.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r87.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r24.0<1>:ud   r21.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r23.0<1>:ud   r19.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0x31:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x31:uw             
        send.ugm (32|M0)         null     r44     r12:2   a0.0        0x440E0504           {ExBSO,A@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M16)             r35.0<1>:ud   r27.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r34.0<1>:ud   r25.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0x31:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x32:uw             
        send.ugm (32|M0)         null     r46     r23:2   a0.0        0x440E0504           {ExBSO,I@7,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M0)             r122.0<1>:d   r29.0<1;1,0>:ud   0x32:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x32:uw             
        send.ugm (32|M0)         null     r48     r34:2   a0.0        0x440E0504           {ExBSO,I@5,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r2.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r39.0<1>:d    r32.0<1;1,0>:d    0x30:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r23.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r24.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r13.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r45.0<1>:d    r32.0<1;1,0>:d    0x31:uw             
        mach (16|M16)            r123.0<1>:d   r30.0<1;1,0>:ud   0x32:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x33:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r34.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r47.0<1>:d    r32.0<1;1,0>:d    0x32:uw             
        mach (16|M0)             r24.0<1>:d    r29.0<1;1,0>:ud   0x33:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x33:uw             
        mach (16|M16)            r25.0<1>:d    r30.0<1;1,0>:ud   0x33:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x34:uw             
        mul (16|M0)              r75.0<2>:ud   r29.0<1;1,0>:ud   0x30:uw             
        mul (16|M16)             r81.0<2>:ud   r30.0<1;1,0>:ud   0x31:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r102.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r37.0<1>:d    r32.0<1;1,0>:d    0x2F:uw             
        add (16|M0)              r75.1<2>:d    r66.0<1;1,0>:d    r39.0<1;1,0>:d  
        add (16|M16)             r81.1<2>:d    r97.0<1;1,0>:d    r46.0<1;1,0>:d  
        mach (16|M0)             r66.0<1>:d    r29.0<1;1,0>:ud   0x34:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x34:uw             
        mul (16|M0)              r83.0<2>:ud   r29.0<1;1,0>:ud   0x32:uw             
        mul (16|M16)             r77.0<2>:ud   r30.0<1;1,0>:ud   0x30:uw             
        add (16|M0)              r83.1<2>:d    r122.0<1;1,0>:d   r47.0<1;1,0>:d  
        add (16|M16)             r77.1<2>:d    r67.0<1;1,0>:d    r40.0<1;1,0>:d  
        mach (16|M16)            r67.0<1>:d    r30.0<1;1,0>:ud   0x34:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x35:uw             
        mul (32|M0)              r51.0<1>:d    r32.0<1;1,0>:d    0x34:uw             
        mul (32|M0)              r49.0<1>:d    r32.0<1;1,0>:d    0x33:uw             
        mov (16|M16)             r9.0<2>:f     r81.0<1;1,0>:uq                  {I@7}
        mach (16|M0)             r82.0<1>:d    r29.0<1;1,0>:ud   0x35:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x35:uw             
        mul (16|M0)              r68.0<2>:ud   r29.0<1;1,0>:ud   0x2F:uw             
        add (16|M0)              r68.1<2>:d    r42.0<1;1,0>:d    r37.0<1;1,0>:d  
        mov (16|M0)              r36.0<2>:f    r83.0<1;1,0>:uq                  {A@1}
        mach (16|M16)            r83.0<1>:d    r30.0<1;1,0>:ud   0x35:ud              {F@1}
        mul (32|M0)              r53.0<1>:d    r32.0<1;1,0>:d    0x35:uw             
        mul (16|M16)             r73.0<2>:ud   r30.0<1;1,0>:ud   0x2F:uw             
        mul (16|M16)             r85.0<2>:ud   r30.0<1;1,0>:ud   0x32:uw             
        mul (16|M0)              r87.0<2>:ud   r29.0<1;1,0>:ud   0x33:uw             
        mul (16|M0)              r91.0<2>:ud   r29.0<1;1,0>:ud   0x34:uw             
        add (16|M16)             r73.1<2>:d    r43.0<1;1,0>:d    r38.0<1;1,0>:d  
        add (16|M16)             r85.1<2>:d    r123.0<1;1,0>:d   r48.0<1;1,0>:d  
        add (16|M0)              r87.1<2>:d    r24.0<1;1,0>:d    r49.0<1;1,0>:d  
        add (16|M0)              r91.1<2>:d    r66.0<1;1,0>:d    r51.0<1;1,0>:d  
        mul (16|M16)             r89.0<2>:ud   r30.0<1;1,0>:ud   0x33:uw             
        mul (16|M16)             r93.0<2>:ud   r30.0<1;1,0>:ud   0x34:uw             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x36:uw             
        add (16|M16)             r89.1<2>:d    r25.0<1;1,0>:d    r50.0<1;1,0>:d  
        add (16|M16)             r93.1<2>:d    r67.0<1;1,0>:d    r52.0<1;1,0>:d  
        mul (16|M16)             r100.0<2>:ud  r30.0<1;1,0>:ud   0x35:uw             
        mov (16|M16)             r120.0<2>:f   r73.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r38.0<2>:f    r85.0<1;1,0>:uq                  {I@7}
        add (16|M16)             r100.1<2>:d   r83.0<1;1,0>:d    r54.0<1;1,0>:d  
        mov (16|M0)              r73.0<2>:f    r87.0<1;1,0>:uq                  {I@7}
        mov (16|M0)              r86.0<2>:f    r91.0<1;1,0>:uq                  {I@7}
        mach (16|M0)             r92.0<1>:d    r29.0<1;1,0>:ud   0x36:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x36:uw             
        mov (16|M0)              r124.0<2>:f   r75.0<1;1,0>:uq                 
        mov (16|M0)              r118.0<2>:f   r68.0<1;1,0>:uq                 
        mov (16|M16)             r75.0<2>:f    r89.0<1;1,0>:uq                  {I@6}
        mov (16|M16)             r88.0<2>:f    r93.0<1;1,0>:uq                  {I@5}
        mach (16|M16)            r93.0<1>:d    r30.0<1;1,0>:ud   0x36:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x37:uw             
        mul (16|M0)              r79.0<2>:ud   r29.0<1;1,0>:ud   0x31:uw             
        add (32|M0)              r5.0<1>:d     r17.0<1;1,0>:d    6016:w              
        mov (16|M16)             r1.0<2>:f     r77.0<1;1,0>:uq                 
        add (16|M0)              r79.1<2>:d    r96.0<1;1,0>:d    r45.0<1;1,0>:d  
        mov (16|M16)             r96.0<2>:f    r100.0<1;1,0>:uq                 {A@1}
        mach (16|M0)             r100.0<1>:d   r29.0<1;1,0>:ud   0x37:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x37:uw             
        add (32|M0)              r11.0<1>:d    r17.0<1;1,0>:d    6144:w              
        mov (16|M16)             r47.0<1>:ud   r120.0<2;1,0>:ud                 {Compacted}
        mov (16|M0)              r46.0<1>:ud   r118.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r101.0<1>:d   r30.0<1;1,0>:ud   0x37:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x38:uw             
        mov (16|M0)              r68.0<1>:ud   r124.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r69.0<1>:ud   r1.0<2;1,0>:ud                   {Compacted}
        mach (16|M0)             r124.0<1>:d   r29.0<1;1,0>:ud   0x38:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x38:uw             
        send.ugm (32|M0)         null     r5      r46:2   a0.0        0x440E0504           {ExBSO,I@7,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r55.0<1>:d    r32.0<1;1,0>:d    0x36:uw             
        mov (16|M0)              r7.0<2>:f     r79.0<1;1,0>:uq                 
        mach (16|M16)            r125.0<1>:d   r30.0<1;1,0>:ud   0x38:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x39:uw             
        send.ugm (32|M0)         null     r11     r68:2   a0.0        0x440E0504           {ExBSO,A@6,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r57.0<1>:d    r32.0<1;1,0>:d    0x37:uw             
        add (32|M0)              r13.0<1>:d    r17.0<1;1,0>:d    6272:w              
        mov (16|M16)             r78.0<1>:ud   r9.0<2;1,0>:ud                   {Compacted}
        mach (16|M0)             r10.0<1>:d    r29.0<1;1,0>:ud   0x39:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x39:uw             
        mul (32|M0)              r59.0<1>:d    r32.0<1;1,0>:d    0x38:uw             
        mul (16|M0)              r98.0<2>:ud   r29.0<1;1,0>:ud   0x35:uw             
        add (32|M0)              r15.0<1>:d    r17.0<1;1,0>:d    6400:w              
        mov (16|M0)              r77.0<1>:ud   r7.0<2;1,0>:ud                   {Compacted,F@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mach (16|M16)            r11.0<1>:d    r30.0<1;1,0>:ud   0x39:ud             
        add (16|M0)              r98.1<2>:d    r82.0<1;1,0>:d    r53.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3A:uw             
        mul (32|M0)              r61.0<1>:d    r32.0<1;1,0>:d    0x39:uw             
        mul (16|M16)             r104.0<2>:ud  r30.0<1;1,0>:ud   0x36:uw             
        mul (16|M0)              r102.0<2>:ud  r29.0<1;1,0>:ud   0x36:uw             
        add (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    6528:w              
        mov (16|M0)              r79.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r80.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted}
        add (16|M16)             r104.1<2>:d   r93.0<1;1,0>:d    r56.0<1;1,0>:d  
        add (16|M0)              r102.1<2>:d   r92.0<1;1,0>:d    r55.0<1;1,0>:d  
        mach (16|M0)             r38.0<1>:d    r29.0<1;1,0>:ud   0x3A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3A:uw             
        send.ugm (32|M0)         null     r13     r77:2   a0.0        0x440E0504           {ExBSO,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r106.0<2>:ud  r29.0<1;1,0>:ud   0x37:uw             
        mul (16|M16)             r108.0<2>:ud  r30.0<1;1,0>:ud   0x37:uw             
        add (32|M0)              r21.0<1>:d    r17.0<1;1,0>:d    6656:w              
        mov (16|M0)              r84.0<1>:ud   r73.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r85.0<1>:ud   r75.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r94.0<2>:f    r98.0<1;1,0>:uq                 
        mach (16|M16)            r39.0<1>:d    r30.0<1;1,0>:ud   0x3A:ud             
        add (16|M0)              r106.1<2>:d   r100.0<1;1,0>:d   r57.0<1;1,0>:d  
        add (16|M16)             r108.1<2>:d   r101.0<1;1,0>:d   r58.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3B:uw             
        send.ugm (32|M0)         null     r15     r79:2   a0.0        0x440E0504           {ExBSO,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r110.0<2>:ud  r29.0<1;1,0>:ud   0x38:uw             
        mul (16|M16)             r112.0<2>:ud  r30.0<1;1,0>:ud   0x38:uw             
        add (32|M0)              r26.0<1>:d    r17.0<1;1,0>:d    6784:w              
        mov (16|M0)              r90.0<1>:ud   r86.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r91.0<1>:ud   r88.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r120.0<2>:f   r104.0<1;1,0>:uq                
        mov (16|M0)              r118.0<2>:f   r102.0<1;1,0>:uq                
        mach (16|M0)             r74.0<1>:d    r29.0<1;1,0>:ud   0x3B:ud             
        add (16|M0)              r110.1<2>:d   r124.0<1;1,0>:d   r59.0<1;1,0>:d  
        add (16|M16)             r112.1<2>:d   r125.0<1;1,0>:d   r60.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3B:uw             
        send.ugm (32|M0)         null     r19     r84:2   a0.0        0x440E0504           {ExBSO,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r116.0<2>:ud  r30.0<1;1,0>:ud   0x39:uw             
        mul (16|M0)              r114.0<2>:ud  r29.0<1;1,0>:ud   0x39:uw             
        add (32|M0)              r34.0<1>:d    r17.0<1;1,0>:d    6912:w              
        mov (16|M0)              r98.0<1>:ud   r94.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r99.0<1>:ud   r96.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r1.0<2>:f     r106.0<1;1,0>:uq                
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r46.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r47.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r5.0<2>:f     r108.0<1;1,0>:uq                
        mach (16|M16)            r75.0<1>:d    r30.0<1;1,0>:ud   0x3B:ud             
        add (16|M16)             r116.1<2>:d   r11.0<1;1,0>:d    r62.0<1;1,0>:d  
        add (16|M0)              r114.1<2>:d   r10.0<1;1,0>:d    r61.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3C:uw             
        send.ugm (32|M0)         null     r21     r90:2   a0.0        0x440E0504           {ExBSO,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r40.0<1>:d    r17.0<1;1,0>:d    7040:w              
        mov (16|M16)             r123.0<1>:ud  r120.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M0)              r122.0<1>:ud  r118.0<2;1,0>:ud                 {Compacted,F@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r77.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r78.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r12.0<2>:f    r110.0<1;1,0>:uq                
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r14.0<2>:f    r112.0<1;1,0>:uq                
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0x3C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3C:uw             
        send.ugm (32|M0)         null     r26     r98:2   a0.0        0x440E0504           {ExBSO,A@7,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r42.0<1>:d    r17.0<1;1,0>:d    7168:w              
        mov (16|M0)              r7.0<1>:ud    r1.0<2;1,0>:ud                   {Compacted,F@4}
        mov (16|M16)             r8.0<1>:ud    r5.0<2;1,0>:ud                   {Compacted,F@3}
        mov (16|M16)             r23.0<2>:f    r116.0<1;1,0>:uq                 {I@7}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r90.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r21.0<2>:f    r114.0<1;1,0>:uq                
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0x3C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3D:uw             
        send.ugm (32|M0)         null     r34     r122:2  a0.0        0x440E0504           {ExBSO,I@7,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r44.0<1>:d    r17.0<1;1,0>:d    7296:w              
        sync.nop                             null                             {Compacted,F@4}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r84.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r85.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r19.0<1>:ud   r12.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r20.0<1>:ud   r14.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r116.0<1>:d   r29.0<1;1,0>:ud   0x3D:ud              {F@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3D:uw             
        send.ugm (32|M0)         null     r40     r7:2    a0.0        0x440E0504           {ExBSO,A@7,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r98.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r27.0<1>:d    r32.0<1;1,0>:d    0x3A:uw             
        mov (16|M16)             r26.0<1>:ud   r23.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r25.0<1>:ud   r21.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r117.0<1>:d   r30.0<1;1,0>:ud   0x3D:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3E:uw             
        send.ugm (32|M0)         null     r42     r19:2   a0.0        0x440E0504           {ExBSO,A@7,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r123.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r35.0<1>:d    r32.0<1;1,0>:d    0x3B:uw             
        mach (16|M0)             r2.0<1>:d     r29.0<1;1,0>:ud   0x3E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3E:uw             
        send.ugm (32|M0)         null     r44     r25:2   a0.0        0x440E0504           {ExBSO,I@6,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r19.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r41.0<1>:d    r32.0<1;1,0>:d    0x3C:uw             
        mach (16|M16)            r3.0<1>:d     r30.0<1;1,0>:ud   0x3E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3F:uw             
        mul (16|M0)              r49.0<2>:ud   r29.0<1;1,0>:ud   0x3A:uw             
        mul (16|M16)             r51.0<2>:ud   r30.0<1;1,0>:ud   0x3A:uw             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mul (32|M0)              r43.0<1>:d    r32.0<1;1,0>:d    0x3D:uw             
        mach (16|M0)             r10.0<1>:d    r29.0<1;1,0>:ud   0x3F:ud             
        add (16|M0)              r49.1<2>:d    r38.0<1;1,0>:d    r27.0<1;1,0>:d  
        add (16|M16)             r51.1<2>:d    r39.0<1;1,0>:d    r28.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3F:uw             
        mul (16|M0)              r53.0<2>:ud   r29.0<1;1,0>:ud   0x3B:uw             
        mul (16|M16)             r55.0<2>:ud   r30.0<1;1,0>:ud   0x3B:uw             
        mul (32|M0)              r45.0<1>:d    r32.0<1;1,0>:d    0x3E:uw             
        mach (16|M16)            r11.0<1>:d    r30.0<1;1,0>:ud   0x3F:ud             
        add (16|M0)              r53.1<2>:d    r74.0<1;1,0>:d    r35.0<1;1,0>:d  
        add (16|M16)             r55.1<2>:d    r75.0<1;1,0>:d    r36.0<1;1,0>:d  
        mul (32|M0)              r47.0<1>:d    r32.0<1;1,0>:d    0x3F:uw             
        mul (16|M0)              r57.0<2>:ud   r29.0<1;1,0>:ud   0x3C:uw             
        mul (16|M16)             r59.0<2>:ud   r30.0<1;1,0>:ud   0x3C:uw             
        mov (16|M0)              r86.0<2>:f    r49.0<1;1,0>:uq                 
        mov (16|M16)             r88.0<2>:f    r51.0<1;1,0>:uq                  {I@7}
        add (16|M0)              r57.1<2>:d    r96.0<1;1,0>:d    r41.0<1;1,0>:d  
        add (16|M16)             r59.1<2>:d    r97.0<1;1,0>:d    r42.0<1;1,0>:d  
        mul (16|M16)             r76.0<2>:ud   r30.0<1;1,0>:ud   0x3D:uw             
        mul (16|M0)              r61.0<2>:ud   r29.0<1;1,0>:ud   0x3D:uw             
        add (32|M0)              r90.0<1>:d    r17.0<1;1,0>:d    7424:w              
        mov (16|M0)              r102.0<2>:f   r53.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r104.0<2>:f   r55.0<1;1,0>:uq                  {I@7}
        add (16|M16)             r76.1<2>:d    r117.0<1;1,0>:d   r44.0<1;1,0>:d  
        add (16|M0)              r61.1<2>:d    r116.0<1;1,0>:d   r43.0<1;1,0>:d  
        add (32|M0)              r92.0<1>:d    r17.0<1;1,0>:d    7552:w              
        mul (16|M0)              r78.0<2>:ud   r29.0<1;1,0>:ud   0x3E:uw             
        mul (16|M16)             r80.0<2>:ud   r30.0<1;1,0>:ud   0x3E:uw             
        mov (16|M0)              r108.0<1>:ud  r86.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r109.0<1>:ud  r88.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r122.0<2>:f   r57.0<1;1,0>:uq                 
        mov (16|M16)             r124.0<2>:f   r59.0<1;1,0>:uq                  {I@7}
        add (16|M0)              r78.1<2>:d    r2.0<1;1,0>:d     r45.0<1;1,0>:d  
        add (16|M16)             r80.1<2>:d    r3.0<1;1,0>:d     r46.0<1;1,0>:d  
        mul (16|M0)              r82.0<2>:ud   r29.0<1;1,0>:ud   0x3F:uw             
        mul (16|M16)             r84.0<2>:ud   r30.0<1;1,0>:ud   0x3F:uw             
        add (32|M0)              r94.0<1>:d    r17.0<1;1,0>:d    7680:w              
        add (16|M16)             r120.0<1>:q   r71.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M0)              r118.0<1>:q   r63.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M0)              r112.0<1>:q   r63.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        add (16|M16)             r114.0<1>:q   r71.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        mov (16|M0)              r110.0<1>:ud  r102.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r111.0<1>:ud  r104.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M16)             r6.0<2>:f     r76.0<1;1,0>:uq                 
        add (16|M0)              r82.1<2>:d    r10.0<1;1,0>:d    r47.0<1;1,0>:d  
        add (16|M16)             r84.1<2>:d    r11.0<1;1,0>:d    r48.0<1;1,0>:d  
        mov (16|M0)              r4.0<2>:f     r61.0<1;1,0>:uq                  {A@5}
        send.ugm (32|M0)         null     r90     r108:2  a0.0        0x440E0504           {ExBSO,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
        add (32|M0)              r98.0<1>:d    r17.0<1;1,0>:d    7808:w              
        mov (16|M16)             r1.0<1>:ud    r124.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M0)              r12.0<2>:f    r78.0<1;1,0>:uq                 
        mov (16|M16)             r14.0<2>:f    r80.0<1;1,0>:uq                 
        mov (16|M0)              r0.0<1>:ud    r122.0<2;1,0>:ud                 {Compacted,F@3}
        send.ugm (32|M0)         null     r92     r110:2  a0.0        0x440E0504           {ExBSO,A@6,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r100.0<1>:d   r17.0<1;1,0>:d    7936:w              
        mov (16|M16)             r9.0<1>:ud    r6.0<2;1,0>:ud                   {Compacted}
        mov (16|M0)              r21.0<2>:f    r82.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r23.0<2>:f    r84.0<1;1,0>:uq                  {I@6}
        mov (16|M0)              r8.0<1>:ud    r4.0<2;1,0>:ud                   {Compacted}
        send.ugm (32|M0)         null     r94     r0:2    a0.0        0x440E0504           {ExBSO,I@4,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r106.0<1>:d   r17.0<1;1,0>:d    8064:w              
        mov (16|M0)              r19.0<1>:ud   r12.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r20.0<1>:ud   r14.0<2;1,0>:ud                  {Compacted,F@3}
        send.ugm (32|M0)         null     r98     r8:2    a0.0        0x440E0504           {ExBSO,I@4,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M0)              r25.0<1>:ud   r21.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r26.0<1>:ud   r23.0<2;1,0>:ud                  {Compacted,F@1}
        send.ugm (32|M0)         null     r100    r19:2   a0.0        0x440E0504           {ExBSO,A@3,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        send.ugm (32|M0)         null     r106    r25:2   a0.0        0x440E0504           {ExBSO,A@1,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        send.ugm (32|M0)         r28      r112    null:0  0x0            0x08401580           {$3} // wr:4+0, rd:4; load.ugm.d32x2.a64
        shl (32|M0)              r32.0<1>:d    r28.0<1;1,0>:d    2:w               {Compacted,$3.dst}
        shl (32|M0)              r34.0<1>:d    r30.0<1;1,0>:d    2:w               {Compacted}
        and (32|M0)              r36.0<1>:d    r32.0<1;1,0>:d    252:w               {Compacted,I@2}
        and (32|M0)              r38.0<1>:d    r34.0<1;1,0>:d    252:w               {Compacted,I@2}
        mul (32|M0)              r40.0<1>:d    r36.0<1;1,0>:d    32:w               {Compacted,I@2}
        mul (32|M0)              r42.0<1>:d    r38.0<1;1,0>:d    32:w               {Compacted,I@2}
        add (32|M0)              r44.0<1>:d    r17.0<1;1,0>:d    r40.0<1;1,0>:d   {Compacted,I@2}
        add (32|M0)              r46.0<1>:d    r17.0<1;1,0>:d    r42.0<1;1,0>:d   {Compacted,I@2}
        send.ugm (32|M0)         r49      r44     null:0  a0.0        0x44280500           {ExBSO,I@2,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        send.ugm (32|M0)         r52      r46     null:0  a0.0        0x44280500           {ExBSO,I@1,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        sync.nop                             null                             {Compacted,$5.dst}
        add (32|M0)              r54.0<1>:f    r49.0<1;1,0>:f    r52.0<1;1,0>:f   {Compacted,$4.dst}
        send.ugm (32|M0)         null     r118    r54:2   0x0            0x08000584           {F@1,$6} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,$7} // wr:1+0, rd:0; end of thread
L16472:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x3D418431:ud                             
(W)     mov (16|M0)              null<1>:ud    0x9B52CBA8:ud                             
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
