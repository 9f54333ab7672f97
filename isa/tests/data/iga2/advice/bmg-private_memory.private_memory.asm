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
(W)     mov (16|M0)              r126.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r126.2<0;1,0>:uw {A@1}
(W)     macl (1|M0)              r9.0<1>:ud    r2.3<0;1,0>:ud    r126.1<0;1,0>:ud
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r126.2<0;1,0>:uw
(W)     mach (1|M0)              r12.0<1>:d    r2.3<0;1,0>:ud    r126.1<0;1,0>:ud
        mov (16|M0)              r4.0<4>:uw    r1.0<1;1,0>:uw                   {$0.dst}
(W)     mov (1|M0)               r9.1<1>:d     r12.0<0;1,0>:d                   {I@2}
        mov (16|M16)             r6.0<4>:uw    r1.16<1;1,0>:uw                 
        add (16|M0)              r13.0<1>:q    r9.0<0;1,0>:q     r4.0<4;1,0>:uw   {I@2}
        add (16|M16)             r15.0<1>:q    r9.0<0;1,0>:q     r6.0<4;1,0>:uw   {I@2}
        add (16|M0)              r22.0<1>:q    r13.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r24.0<1>:q    r15.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r29.0<1>:d    r22.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r30.0<1>:d    r24.0<2;1,0>:d                   {Compacted,I@2}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3:uw              {I@2}
        mach (16|M0)             r44.0<1>:d    r29.0<1;1,0>:ud   0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3:uw              {I@3}
        mach (16|M16)            r45.0<1>:d    r30.0<1;1,0>:ud   0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x5:uw             
(W)     mov (8|M0)               r8.0<1>:w     0x76543210:v                              
        mach (16|M0)             r66.0<1>:d    r29.0<1;1,0>:ud   0x5:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x5:uw             
        mov (16|M0)              r32.0<1>:d    r22.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r33.0<1>:d    r24.1<2;1,0>:d                   {Compacted}
        mach (16|M16)            r67.0<1>:d    r30.0<1;1,0>:ud   0x5:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x6:uw             
(W)     add (8|M0)               r8.8<1>:w     r8.0<1;1,0>:w     8:w               {I@7}
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0x6:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x6:uw             
        mul (32|M0)              r41.0<1>:d    r32.0<1;1,0>:d    0x3:uw              {I@6}
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0x6:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x7:uw             
(W)     add (16|M0)              r8.16<1>:w    r8.0<1;1,0>:w     16:w               {I@6}
        mach (16|M0)             r122.0<1>:d   r29.0<1;1,0>:ud   0x7:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x7:uw             
(W)     shr (1|M0)               a0.0<1>:ud    r126.5<0;1,0>:ud  0x4:uw              {F@1}
        mul (32|M0)              r47.0<1>:d    r32.0<1;1,0>:d    0x5:uw             
        mul (32|M0)              r49.0<1>:d    r32.0<1;1,0>:d    0x6:uw             
        mach (16|M16)            r123.0<1>:d   r30.0<1;1,0>:ud   0x7:ud             
        mul (16|M0)              r38.0<2>:ud   r29.0<1;1,0>:ud   0x3:uw             
        mul (32|M0)              r51.0<1>:d    r32.0<1;1,0>:d    0x7:uw             
        shl (32|M0)              r17.0<1>:d    r8.0<1;1,0>:uw    2:w               {I@7}
        add (32|M0)              r20.0<1>:d    r8.0<1;1,0>:uw    32:w              
        add (16|M0)              r38.1<2>:d    r44.0<1;1,0>:d    r41.0<1;1,0>:d  
        mov (32|M0)              r10.0<1>:f    0.0:f                               {Compacted}
        shl (16|M0)              r34.0<1>:q    r22.0<1;1,0>:q    1:w               {Compacted}
        shl (16|M16)             r36.0<1>:q    r24.0<1;1,0>:q    1:w              
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x9:uw             
        mov (16|M0)              r108.0<2>:f   r22.0<1;1,0>:uq                 
        mov (16|M16)             r110.0<2>:f   r24.0<1;1,0>:uq                 
        mul (16|M0)              r73.0<2>:ud   r29.0<1;1,0>:ud   0x5:uw             
        mul (16|M0)              r77.0<2>:ud   r29.0<1;1,0>:ud   0x6:uw             
        mul (16|M16)             r61.0<2>:ud   r30.0<1;1,0>:ud   0x3:uw             
        mul (16|M16)             r79.0<2>:ud   r30.0<1;1,0>:ud   0x6:uw             
        mov (16|M0)              r116.0<2>:f   r38.0<1;1,0>:uq                  {I@7}
        add (16|M0)              r73.1<2>:d    r66.0<1;1,0>:d    r47.0<1;1,0>:d  
        add (16|M0)              r77.1<2>:d    r96.0<1;1,0>:d    r49.0<1;1,0>:d  
        add (16|M16)             r61.1<2>:d    r45.0<1;1,0>:d    r42.0<1;1,0>:d  
        add (16|M16)             r79.1<2>:d    r97.0<1;1,0>:d    r50.0<1;1,0>:d  
        mach (16|M0)             r38.0<1>:d    r29.0<1;1,0>:ud   0x9:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x9:uw             
        send.ugm (32|M0)         null     r17  r10:2  a0.0        0x440E0504           {$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        shl (16|M0)              r63.0<1>:q    r22.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M0)              r85.0<1>:q    r22.0<1;1,0>:q    3:w               {Compacted}
        shl (16|M16)             r71.0<1>:q    r24.0<1;1,0>:q    2:w               {Compacted}
        mul (16|M16)             r75.0<2>:ud   r30.0<1;1,0>:ud   0x5:uw             
        mul (16|M16)             r83.0<2>:ud   r30.0<1;1,0>:ud   0x7:uw             
        shl (32|M0)              r26.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted}
        mov (16|M0)              r112.0<2>:f   r34.0<1;1,0>:uq                 
        mov (16|M16)             r114.0<2>:f   r36.0<1;1,0>:uq                 
        mach (16|M16)            r39.0<1>:d    r30.0<1;1,0>:ud   0x9:ud             
        add (16|M16)             r75.1<2>:d    r67.0<1;1,0>:d    r48.0<1;1,0>:d  
        add (16|M16)             r83.1<2>:d    r123.0<1;1,0>:d   r52.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xA:uw             
        shl (16|M16)             r87.0<1>:q    r24.0<1;1,0>:q    3:w              
        mov (16|M0)              r4.0<2>:f     r73.0<1;1,0>:uq                 
        mov (16|M16)             r118.0<2>:f   r61.0<1;1,0>:uq                 
        mov (16|M16)             r12.0<2>:f    r79.0<1;1,0>:uq                 
        mov (16|M0)              r10.0<2>:f    r77.0<1;1,0>:uq                  {$2.src}
        add (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    256:w               {Compacted}
        mach (16|M0)             r74.0<1>:d    r29.0<1;1,0>:ud   0xA:ud              {F@4}
        mov (16|M16)             r79.0<1>:ud   r110.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M0)              r78.0<1>:ud   r108.0<2;1,0>:ud                 {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xA:uw             
        mul (32|M0)              r53.0<1>:d    r32.0<1;1,0>:d    0x9:uw             
        mov (16|M0)              r120.0<2>:f   r63.0<1;1,0>:uq                 
        mov (16|M0)              r8.0<2>:f     r85.0<1;1,0>:uq                 
        mov (16|M16)             r124.0<2>:f   r71.0<1;1,0>:uq                 
        add (32|M0)              r34.0<1>:d    r17.0<1;1,0>:d    384:w              
        mov (16|M16)             r6.0<2>:f     r75.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r46.0<2>:f    r83.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r85.0<1>:ud   r114.0<2;1,0>:ud                 {Compacted,F@4}
        mach (16|M16)            r75.0<1>:d    r30.0<1;1,0>:ud   0xA:ud              {F@2}
        mov (16|M0)              r84.0<1>:ud   r112.0<2;1,0>:ud                 {Compacted,F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xB:uw             
        send.ugm (32|M0)         null     r26  r78:2  a0.0        0x440E0504           {I@7,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r81.0<2>:ud   r29.0<1;1,0>:ud   0x7:uw             
        add (32|M0)              r36.0<1>:d    r17.0<1;1,0>:d    512:w               {Compacted}
        mov (16|M16)             r14.0<2>:f    r87.0<1;1,0>:uq                 
        mov (16|M0)              r86.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted}
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0xB:ud             
        add (16|M0)              r81.1<2>:d    r122.0<1;1,0>:d   r51.0<1;1,0>:d  
        mov (16|M16)             r87.0<1>:ud   r118.0<2;1,0>:ud                 {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xB:uw             
        send.ugm (32|M0)         null     r19  r84:2  a0.0        0x440E0504           {I@7,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r40.0<1>:d    r17.0<1;1,0>:d    640:w               {Compacted}
        mov (16|M0)              r108.0<1>:ud  r120.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r109.0<1>:ud  r124.0<2;1,0>:ud                
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0xB:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xC:uw             
        send.ugm (32|M0)         null     r34  r86:2  a0.0        0x440E0504           {I@7,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r89.0<2>:ud   r29.0<1;1,0>:ud   0x9:uw             
        mul (16|M16)             r91.0<2>:ud   r30.0<1;1,0>:ud   0x9:uw             
        mul (32|M0)              r55.0<1>:d    r32.0<1;1,0>:d    0xA:uw             
        add (32|M0)              r42.0<1>:d    r17.0<1;1,0>:d    768:w               {Compacted}
        mov (16|M0)              r114.0<1>:ud  r4.0<2;1,0>:ud                   {Compacted}
        mov (16|M16)             r115.0<1>:ud  r6.0<2;1,0>:ud                  
        mov (16|M0)              r44.0<2>:f    r81.0<1;1,0>:uq                 
        mach (16|M0)             r118.0<1>:d   r29.0<1;1,0>:ud   0xC:ud             
        add (16|M0)              r89.1<2>:d    r38.0<1;1,0>:d    r53.0<1;1,0>:d  
        add (16|M16)             r91.1<2>:d    r39.0<1;1,0>:d    r54.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xC:uw             
        send.ugm (32|M0)         null     r36  r108:2  a0.0        0x440E0504           {$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r57.0<1>:d    r32.0<1;1,0>:d    0xB:uw             
        add (32|M0)              r48.0<1>:d    r17.0<1;1,0>:d    896:w               {Compacted}
        mov (16|M0)              r116.0<1>:ud  r10.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r117.0<1>:ud  r12.0<2;1,0>:ud                 
        mach (16|M16)            r119.0<1>:d   r30.0<1;1,0>:ud   0xC:ud             
        send.ugm (32|M0)         null     r40  r114:2  a0.0        0x440E0504           {I@7,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r59.0<1>:d    r32.0<1;1,0>:d    0xC:uw             
        add (32|M0)              r50.0<1>:d    r17.0<1;1,0>:d    1024:w               {Compacted}
        mov (16|M16)             r121.0<1>:ud  r46.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r120.0<1>:ud  r44.0<2;1,0>:ud                  {F@1}
        mov (16|M0)              r80.0<2>:f    r89.0<1;1,0>:uq                 
        mov (16|M16)             r82.0<2>:f    r91.0<1;1,0>:uq                  {I@7}
        send.ugm (32|M0)         null     r42  r116:2  a0.0        0x440E0504           {I@6,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r93.0<2>:ud   r29.0<1;1,0>:ud   0xA:uw             
        mul (16|M16)             r98.0<2>:ud   r30.0<1;1,0>:ud   0xA:uw             
        add (32|M0)              r61.0<1>:d    r17.0<1;1,0>:d    1152:w               {Compacted}
        mov (16|M16)             r123.0<1>:ud  r14.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r122.0<1>:ud  r8.0<2;1,0>:ud                  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xD:uw             
        add (16|M0)              r93.1<2>:d    r74.0<1;1,0>:d    r55.0<1;1,0>:d  
        add (16|M16)             r98.1<2>:d    r75.0<1;1,0>:d    r56.0<1;1,0>:d  
        send.ugm (32|M0)         null     r48  r120:2  a0.0        0x440E0504           {I@7,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r100.0<2>:ud  r29.0<1;1,0>:ud   0xB:uw             
        mul (16|M16)             r102.0<2>:ud  r30.0<1;1,0>:ud   0xB:uw             
        mov (16|M0)              r6.0<1>:ud    r80.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r7.0<1>:ud    r82.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M0)             r38.0<1>:d    r29.0<1;1,0>:ud   0xD:ud             
        add (16|M0)              r100.1<2>:d   r96.0<1;1,0>:d    r57.0<1;1,0>:d  
        add (16|M16)             r102.1<2>:d   r97.0<1;1,0>:d    r58.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xD:uw             
        send.ugm (32|M0)         null     r50  r122:2  a0.0        0x440E0504           {$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r104.0<2>:ud  r29.0<1;1,0>:ud   0xC:uw             
        mul (16|M16)             r106.0<2>:ud  r30.0<1;1,0>:ud   0xC:uw             
        mov (16|M0)              r110.0<2>:f   r93.0<1;1,0>:uq                 
        mov (16|M16)             r112.0<2>:f   r98.0<1;1,0>:uq                  {I@7}
        mach (16|M16)            r39.0<1>:d    r30.0<1;1,0>:ud   0xD:ud             
        add (16|M0)              r104.1<2>:d   r118.0<1;1,0>:d   r59.0<1;1,0>:d  
        add (16|M16)             r106.1<2>:d   r119.0<1;1,0>:d   r60.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xE:uw             
        send.ugm (32|M0)         null     r61  r6:2  a0.0        0x440E0504           {I@7,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r65.0<1>:d    r17.0<1;1,0>:d    1280:w              
        mov (16|M0)              r124.0<2>:f   r100.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r4.0<2>:f     r102.0<1;1,0>:uq                 {I@7}
        mach (16|M0)             r60.0<1>:d    r29.0<1;1,0>:ud   0xE:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xE:uw             
        add (32|M0)              r67.0<1>:d    r17.0<1;1,0>:d    1408:w               {Compacted}
        mov (16|M0)              r8.0<1>:ud    r110.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r9.0<1>:ud    r112.0<2;1,0>:ud                 {F@3}
        mov (16|M0)              r12.0<2>:f    r104.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r14.0<2>:f    r106.0<1;1,0>:uq                 {I@7}
        mach (16|M16)            r61.0<1>:d    r30.0<1;1,0>:ud   0xE:ud              {$11.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0xF:uw             
        add (32|M0)              r76.0<1>:d    r17.0<1;1,0>:d    1536:w               {Compacted}
        mov (16|M0)              r10.0<1>:ud   r124.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r11.0<1>:ud   r4.0<2;1,0>:ud                   {F@3}
        mach (16|M0)             r92.0<1>:d    r29.0<1;1,0>:ud   0xF:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0xF:uw             
        send.ugm (32|M0)         null     r65  r8:2  a0.0        0x440E0504           {I@7,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        sync.nop                             null                             {Compacted,F@2}
        mov (16|M0)              r19.0<1>:ud   r12.0<2;1,0>:ud                  {Compacted,$4.src}
        mov (16|M16)             r20.0<1>:ud   r14.0<2;1,0>:ud                  {F@1}
        mach (16|M16)            r93.0<1>:d    r30.0<1;1,0>:ud   0xF:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x11:uw             
        send.ugm (32|M0)         null     r67  r10:2  a0.0        0x440E0504           {I@7,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M0)             r118.0<1>:d   r29.0<1;1,0>:ud   0x11:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x11:uw             
        send.ugm (32|M0)         null     r76  r19:2  a0.0        0x440E0504           {I@5,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M16)            r119.0<1>:d   r30.0<1;1,0>:ud   0x11:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x12:uw             
        mul (32|M0)              r27.0<1>:d    r32.0<1;1,0>:d    0xD:uw              {$3.src}
        mach (16|M0)             r20.0<1>:d    r29.0<1;1,0>:ud   0x12:ud              {$14.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x12:uw             
        sync.nop                             null                             {$6.src}
        mul (32|M0)              r35.0<1>:d    r32.0<1;1,0>:d    0xE:uw              {$5.src}
        mach (16|M16)            r21.0<1>:d    r30.0<1;1,0>:ud   0x12:ud             
        mul (32|M0)              r45.0<1>:d    r32.0<1;1,0>:d    0x12:uw             
        sync.nop                             null                             {$8.src}
        mul (32|M0)              r41.0<1>:d    r32.0<1;1,0>:d    0xF:uw              {$7.src}
        mul (16|M16)             r65.0<2>:ud   r30.0<1;1,0>:ud   0xD:uw              {$12.src}
        add (16|M16)             r65.1<2>:d    r39.0<1;1,0>:d    r28.0<1;1,0>:d   {I@7}
        mul (16|M0)              r57.0<2>:ud   r29.0<1;1,0>:ud   0xD:uw             
        mul (16|M0)              r67.0<2>:ud   r29.0<1;1,0>:ud   0xE:uw              {$13.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x13:uw             
        add (16|M0)              r57.1<2>:d    r38.0<1;1,0>:d    r27.0<1;1,0>:d  
        add (16|M0)              r67.1<2>:d    r60.0<1;1,0>:d    r35.0<1;1,0>:d   {I@7}
        mul (16|M16)             r69.0<2>:ud   r30.0<1;1,0>:ud   0xE:uw             
        mul (16|M0)              r85.0<2>:ud   r29.0<1;1,0>:ud   0x12:uw             
        mul (16|M16)             r75.0<2>:ud   r30.0<1;1,0>:ud   0xF:uw             
        mov (16|M16)             r114.0<2>:f   r65.0<1;1,0>:uq                  {I@7}
        add (16|M16)             r69.1<2>:d    r61.0<1;1,0>:d    r36.0<1;1,0>:d  
        add (16|M0)              r85.1<2>:d    r20.0<1;1,0>:d    r45.0<1;1,0>:d  
        add (16|M16)             r75.1<2>:d    r93.0<1;1,0>:d    r42.0<1;1,0>:d  
        mach (16|M0)             r66.0<1>:d    r29.0<1;1,0>:ud   0x13:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x13:uw             
        mul (16|M16)             r87.0<2>:ud   r30.0<1;1,0>:ud   0x12:uw             
        mul (32|M0)              r43.0<1>:d    r32.0<1;1,0>:d    0x11:uw             
        mul (16|M0)              r73.0<2>:ud   r29.0<1;1,0>:ud   0xF:uw             
        shl (16|M0)              r77.0<1>:q    r22.0<1;1,0>:q    4:w              
        mov (16|M0)              r112.0<2>:f   r57.0<1;1,0>:uq                 
        mov (16|M0)              r116.0<2>:f   r67.0<1;1,0>:uq                 
        add (16|M16)             r87.1<2>:d    r21.0<1;1,0>:d    r46.0<1;1,0>:d  
        add (16|M0)              r73.1<2>:d    r92.0<1;1,0>:d    r41.0<1;1,0>:d  
        mach (16|M16)            r67.0<1>:d    r30.0<1;1,0>:ud   0x13:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x14:uw             
        add (32|M0)              r4.0<1>:d     r17.0<1;1,0>:d    1664:w              
        mov (16|M16)             r120.0<2>:f   r69.0<1;1,0>:uq                  {$9.src}
        mov (16|M16)             r8.0<2>:f     r75.0<1;1,0>:uq                 
        mov (16|M0)              r75.0<2>:f    r85.0<1;1,0>:uq                 
        mach (16|M0)             r86.0<1>:d    r29.0<1;1,0>:ud   0x14:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x14:uw             
        shl (16|M16)             r79.0<1>:q    r24.0<1;1,0>:q    4:w               {Compacted}
        add (32|M0)              r10.0<1>:d    r17.0<1;1,0>:d    1792:w               {Compacted}
        mov (16|M0)              r122.0<2>:f   r77.0<1;1,0>:uq                  {@7,$10.src}
        mov (16|M0)              r68.0<1>:ud   r112.0<2;1,0>:ud                 {Compacted}
        mov (16|M0)              r6.0<2>:f     r73.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r69.0<1>:ud   r114.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r77.0<2>:f    r87.0<1;1,0>:uq                 
        mach (16|M16)            r87.0<1>:d    r30.0<1;1,0>:ud   0x14:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x15:uw             
        mul (16|M0)              r81.0<2>:ud   r29.0<1;1,0>:ud   0x11:uw             
        add (32|M0)              r12.0<1>:d    r17.0<1;1,0>:d    1920:w               {Compacted}
        mov (16|M0)              r73.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted}
        mov (16|M16)             r74.0<1>:ud   r120.0<2;1,0>:ud                
        add (16|M0)              r81.1<2>:d    r118.0<1;1,0>:d   r43.0<1;1,0>:d  
        mach (16|M0)             r118.0<1>:d   r29.0<1;1,0>:ud   0x15:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x15:uw             
        send.ugm (32|M0)         null     r4  r68:2  a0.0        0x440E0504           {I@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r47.0<1>:d    r32.0<1;1,0>:d    0x13:uw             
        mul (16|M16)             r83.0<2>:ud   r30.0<1;1,0>:ud   0x11:uw             
        mov (16|M16)             r124.0<2>:f   r79.0<1;1,0>:uq                 
        add (16|M16)             r83.1<2>:d    r119.0<1;1,0>:d   r44.0<1;1,0>:d  
        mov (16|M0)              r79.0<1>:ud   r6.0<2;1,0>:ud                   {Compacted,F@1}
        mov (16|M16)             r80.0<1>:ud   r8.0<2;1,0>:ud                   {Compacted}
        mach (16|M16)            r119.0<1>:d   r30.0<1;1,0>:ud   0x15:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x16:uw             
        send.ugm (32|M0)         null     r10  r73:2  a0.0        0x440E0504           {I@7,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r49.0<1>:d    r32.0<1;1,0>:d    0x14:uw             
        mach (16|M0)             r4.0<1>:d     r29.0<1;1,0>:ud   0x16:ud              {$15.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x16:uw             
        send.ugm (32|M0)         null     r12  r79:2  a0.0        0x440E0504           {I@6,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M16)            r5.0<1>:d     r30.0<1;1,0>:ud   0x16:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x17:uw             
        mul (16|M0)              r89.0<2>:ud   r29.0<1;1,0>:ud   0x13:uw             
        mul (16|M16)             r94.0<2>:ud   r30.0<1;1,0>:ud   0x13:uw             
        add (32|M0)              r14.0<1>:d    r17.0<1;1,0>:d    2048:w              
        mov (16|M0)              r36.0<2>:f    r81.0<1;1,0>:uq                 
        mov (16|M16)             r38.0<2>:f    r83.0<1;1,0>:uq                 
        mach (16|M0)             r12.0<1>:d    r29.0<1;1,0>:ud   0x17:ud              {$2.src}
        add (16|M0)              r89.1<2>:d    r66.0<1;1,0>:d    r47.0<1;1,0>:d  
        add (16|M16)             r94.1<2>:d    r67.0<1;1,0>:d    r48.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x17:uw             
        mul (32|M0)              r53.0<1>:d    r32.0<1;1,0>:d    0x16:uw             
        mul (16|M0)              r96.0<2>:ud   r29.0<1;1,0>:ud   0x14:uw             
        mul (32|M0)              r51.0<1>:d    r32.0<1;1,0>:d    0x15:uw             
        mul (16|M16)             r98.0<2>:ud   r30.0<1;1,0>:ud   0x14:uw             
        add (32|M0)              r26.0<1>:d    r17.0<1;1,0>:d    2176:w              
        mov (16|M0)              r81.0<1>:ud   r122.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M16)             r82.0<1>:ud   r124.0<2;1,0>:ud                 {Compacted}
        mach (16|M16)            r13.0<1>:d    r30.0<1;1,0>:ud   0x17:ud             
        add (16|M0)              r96.1<2>:d    r86.0<1;1,0>:d    r49.0<1;1,0>:d  
        add (16|M16)             r98.1<2>:d    r87.0<1;1,0>:d    r50.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x18:uw             
        add (32|M0)              r34.0<1>:d    r17.0<1;1,0>:d    2304:w              
        mov (16|M0)              r83.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted,F@1}
        mov (16|M16)             r84.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r112.0<2>:f   r89.0<1;1,0>:uq                 
        mov (16|M16)             r114.0<2>:f   r94.0<1;1,0>:uq                 
        mach (16|M0)             r46.0<1>:d    r29.0<1;1,0>:ud   0x18:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x18:uw             
        send.ugm (32|M0)         null     r14  r81:2  a0.0        0x440E0504           {I@7,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r40.0<1>:d    r17.0<1;1,0>:d    2432:w              
        mov (16|M0)              r91.0<1>:ud   r75.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r92.0<1>:ud   r77.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r120.0<2>:f   r96.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r122.0<2>:f   r98.0<1;1,0>:uq                  {I@7}
        mach (16|M16)            r47.0<1>:d    r30.0<1;1,0>:ud   0x18:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x19:uw             
        send.ugm (32|M0)         null     r26  r83:2  a0.0        0x440E0504           {I@7,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r102.0<2>:ud  r30.0<1;1,0>:ud   0x15:uw             
        mul (16|M0)              r104.0<2>:ud  r29.0<1;1,0>:ud   0x16:uw             
        add (32|M0)              r42.0<1>:d    r17.0<1;1,0>:d    2560:w              
        mov (16|M0)              r116.0<1>:ud  r112.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r117.0<1>:ud  r114.0<2;1,0>:ud                 {Compacted,F@3}
        mach (16|M0)             r78.0<1>:d    r29.0<1;1,0>:ud   0x19:ud             
        add (16|M16)             r102.1<2>:d   r119.0<1;1,0>:d   r52.0<1;1,0>:d  
        add (16|M0)              r104.1<2>:d   r4.0<1;1,0>:d     r53.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x19:uw             
        send.ugm (32|M0)         null     r34  r91:2  a0.0        0x440E0504           {$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M0)              r124.0<1>:ud  r120.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M16)             r125.0<1>:ud  r122.0<2;1,0>:ud                 {Compacted,F@1}
        mach (16|M16)            r79.0<1>:d    r30.0<1;1,0>:ud   0x19:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1A:uw             
        send.ugm (32|M0)         null     r40  r116:2  a0.0        0x440E0504           {I@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M16)             r8.0<2>:f     r102.0<1;1,0>:uq                 {I@7}
        mov (16|M0)              r14.0<2>:f    r104.0<1;1,0>:uq                 {@6,$3.src}
        mach (16|M0)             r104.0<1>:d   r29.0<1;1,0>:ud   0x1A:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1A:uw             
        send.ugm (32|M0)         null     r42  r124:2  a0.0        0x440E0504           {I@5,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mach (16|M16)            r105.0<1>:d   r30.0<1;1,0>:ud   0x1A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1B:uw             
        mul (16|M0)              r100.0<2>:ud  r29.0<1;1,0>:ud   0x15:uw             
        mov (16|M16)             r11.0<1>:ud   r8.0<2;1,0>:ud                   {Compacted,$0.src}
        sync.nop                             null                             {Compacted,$7.src}
        mul (32|M0)              r41.0<1>:d    r32.0<1;1,0>:d    0x18:uw              {$6.src}
        add (16|M0)              r100.1<2>:d   r118.0<1;1,0>:d   r51.0<1;1,0>:d  
        mach (16|M0)             r8.0<1>:d     r29.0<1;1,0>:ud   0x1B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1B:uw             
        mul (32|M0)              r55.0<1>:d    r32.0<1;1,0>:d    0x17:uw             
        mach (16|M16)            r9.0<1>:d     r30.0<1;1,0>:ud   0x1B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1C:uw             
        mov (16|M0)              r6.0<2>:f     r100.0<1;1,0>:uq                 {I@6}
        mach (16|M0)             r40.0<1>:d    r29.0<1;1,0>:ud   0x1C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1C:uw             
        mul (16|M16)             r106.0<2>:ud  r30.0<1;1,0>:ud   0x16:uw             
        add (32|M0)              r57.0<1>:d    r17.0<1;1,0>:d    2688:w              
        mul (16|M0)              r80.0<2>:ud   r29.0<1;1,0>:ud   0x18:uw             
        add (16|M16)             r106.1<2>:d   r5.0<1;1,0>:d     r54.0<1;1,0>:d  
        add (16|M0)              r80.1<2>:d    r46.0<1;1,0>:d    r41.0<1;1,0>:d  
        mach (16|M16)            r41.0<1>:d    r30.0<1;1,0>:ud   0x1C:ud             
        mul (16|M0)              r108.0<2>:ud  r29.0<1;1,0>:ud   0x17:uw             
        mul (16|M16)             r110.0<2>:ud  r30.0<1;1,0>:ud   0x17:uw             
        mul (32|M0)              r49.0<1>:d    r32.0<1;1,0>:d    0x1A:uw             
        mul (32|M0)              r43.0<1>:d    r32.0<1;1,0>:d    0x19:uw             
        mov (16|M0)              r10.0<1>:ud   r6.0<2;1,0>:ud                   {F@1}
        mul (32|M0)              r53.0<1>:d    r32.0<1;1,0>:d    0x1C:uw             
        add (16|M0)              r108.1<2>:d   r12.0<1;1,0>:d    r55.0<1;1,0>:d  
        add (16|M16)             r110.1<2>:d   r13.0<1;1,0>:d    r56.0<1;1,0>:d  
        mov (16|M16)             r19.0<2>:f    r106.0<1;1,0>:uq                 {I@7}
        send.ugm (32|M0)         null     r57  r10:2  a0.0        0x440E0504           {I@4,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r59.0<1>:d    r17.0<1;1,0>:d    2816:w              
        mul (16|M16)             r82.0<2>:ud   r30.0<1;1,0>:ud   0x18:uw              {$4.src}
        mul (32|M0)              r51.0<1>:d    r32.0<1;1,0>:d    0x1B:uw             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1D:uw             
        mov (16|M0)              r34.0<2>:f    r108.0<1;1,0>:uq                 {@6,$5.src}
        mov (16|M16)             r36.0<2>:f    r110.0<1;1,0>:uq                 {I@5}
        add (16|M16)             r82.1<2>:d    r47.0<1;1,0>:d    r42.0<1;1,0>:d  
        add (32|M0)              r61.0<1>:d    r17.0<1;1,0>:d    2944:w              
        mul (16|M16)             r86.0<2>:ud   r30.0<1;1,0>:ud   0x19:uw             
        mul (16|M0)              r88.0<2>:ud   r29.0<1;1,0>:ud   0x1A:uw             
        mul (16|M16)             r98.0<2>:ud   r30.0<1;1,0>:ud   0x1C:uw             
        mul (16|M0)              r84.0<2>:ud   r29.0<1;1,0>:ud   0x19:uw             
        mov (16|M0)              r26.0<1>:ud   r14.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r27.0<1>:ud   r19.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r10.0<2>:f    r80.0<1;1,0>:uq                  {$8.src}
        add (16|M16)             r86.1<2>:d    r79.0<1;1,0>:d    r44.0<1;1,0>:d  
        add (16|M0)              r88.1<2>:d    r104.0<1;1,0>:d   r49.0<1;1,0>:d  
        add (16|M16)             r98.1<2>:d    r41.0<1;1,0>:d    r54.0<1;1,0>:d  
        add (16|M0)              r84.1<2>:d    r78.0<1;1,0>:d    r43.0<1;1,0>:d  
        mach (16|M0)             r80.0<1>:d    r29.0<1;1,0>:ud   0x1D:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1D:uw             
        mul (16|M16)             r90.0<2>:ud   r30.0<1;1,0>:ud   0x1A:uw             
        mov (16|M0)              r38.0<1>:ud   r34.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r39.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r12.0<2>:f    r82.0<1;1,0>:uq                 
        mach (16|M16)            r81.0<1>:d    r30.0<1;1,0>:ud   0x1D:ud             
        add (16|M16)             r90.1<2>:d    r105.0<1;1,0>:d   r50.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1E:uw             
        send.ugm (32|M0)         null     r59  r26:2  a0.0        0x440E0504           {$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        shl (16|M0)              r114.0<1>:q   r22.0<1;1,0>:q    5:w              
        mul (16|M0)              r92.0<2>:ud   r29.0<1;1,0>:ud   0x1B:uw             
        mov (16|M16)             r19.0<2>:f    r86.0<1;1,0>:uq                 
        mov (16|M0)              r14.0<2>:f    r84.0<1;1,0>:uq                  {I@7}
        add (32|M0)              r34.0<1>:d    r17.0<1;1,0>:d    3072:w              
        mov (16|M0)              r21.0<2>:f    r88.0<1;1,0>:uq                  {I@3}
        add (16|M0)              r92.1<2>:d    r8.0<1;1,0>:d     r51.0<1;1,0>:d  
        mov (16|M16)             r88.0<2>:f    r98.0<1;1,0>:uq                 
        mach (16|M0)             r98.0<1>:d    r29.0<1;1,0>:ud   0x1E:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1E:uw             
        send.ugm (32|M0)         null     r61  r38:2  a0.0        0x440E0504           {$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r94.0<2>:ud   r30.0<1;1,0>:ud   0x1B:uw             
        shl (16|M16)             r116.0<1>:q   r24.0<1;1,0>:q    5:w              
        add (32|M0)              r36.0<1>:d    r17.0<1;1,0>:d    3200:w              
        mach (16|M16)            r99.0<1>:d    r30.0<1;1,0>:ud   0x1E:ud             
        add (16|M16)             r94.1<2>:d    r9.0<1;1,0>:d     r52.0<1;1,0>:d  
        mov (16|M16)             r23.0<2>:f    r90.0<1;1,0>:uq                  {I@4}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x1F:uw             
        mov (16|M0)              r90.0<1>:ud   r10.0<2;1,0>:ud                  {Compacted,F@1}
        mov (16|M16)             r91.0<1>:ud   r12.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r46.0<2>:f    r92.0<1;1,0>:uq                 
        add (32|M0)              r38.0<1>:d    r17.0<1;1,0>:d    3328:w               {$10.src}
        mach (16|M0)             r12.0<1>:d    r29.0<1;1,0>:ud   0x1F:ud             
        mov (16|M0)              r92.0<1>:ud   r14.0<2;1,0>:ud                  {Compacted,F@1}
        mov (16|M16)             r93.0<1>:ud   r19.0<2;1,0>:ud                  {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x1F:uw             
        send.ugm (32|M0)         null     r34  r90:2  a0.0        0x440E0504           {I@6,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r55.0<1>:d    r32.0<1;1,0>:d    0x1D:uw             
        mov (16|M0)              r25.0<2>:f    r114.0<1;1,0>:uq                 {$9.src}
        mov (16|M16)             r48.0<2>:f    r94.0<1;1,0>:uq                 
        mach (16|M16)            r13.0<1>:d    r30.0<1;1,0>:ud   0x1F:ud             
        mov (16|M0)              r94.0<1>:ud   r21.0<2;1,0>:ud                  {Compacted,F@1}
        mov (16|M16)             r95.0<1>:ud   r23.0<2;1,0>:ud                  {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x21:uw             
        send.ugm (32|M0)         null     r36  r92:2  a0.0        0x440E0504           {I@7,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r57.0<1>:d    r32.0<1;1,0>:d    0x1E:uw             
        mach (16|M0)             r24.0<1>:d    r29.0<1;1,0>:ud   0x21:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x21:uw             
        send.ugm (32|M0)         null     r38  r94:2  a0.0        0x440E0504           {I@5,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r96.0<2>:ud   r29.0<1;1,0>:ud   0x1C:uw             
        mov (16|M0)              r10.0<1>:ud   r25.0<2;1,0>:ud                 
        add (16|M0)              r96.1<2>:d    r40.0<1;1,0>:d    r53.0<1;1,0>:d  
        mach (16|M16)            r25.0<1>:d    r30.0<1;1,0>:ud   0x21:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x22:uw             
        mul (16|M16)             r102.0<2>:ud  r30.0<1;1,0>:ud   0x1D:uw             
        mul (16|M0)              r100.0<2>:ud  r29.0<1;1,0>:ud   0x1D:uw             
        mach (16|M0)             r38.0<1>:d    r29.0<1;1,0>:ud   0x22:ud              {$13.src}
        add (16|M16)             r102.1<2>:d   r81.0<1;1,0>:d    r56.0<1;1,0>:d  
        add (16|M0)              r100.1<2>:d   r80.0<1;1,0>:d    r55.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x22:uw             
        mul (16|M0)              r106.0<2>:ud  r29.0<1;1,0>:ud   0x1E:uw             
        mul (16|M16)             r108.0<2>:ud  r30.0<1;1,0>:ud   0x1E:uw             
        add (32|M0)              r42.0<1>:d    r17.0<1;1,0>:d    3456:w              
        mov (16|M0)              r86.0<2>:f    r96.0<1;1,0>:uq                 
        mach (16|M16)            r39.0<1>:d    r30.0<1;1,0>:ud   0x22:ud             
        add (16|M0)              r106.1<2>:d   r98.0<1;1,0>:d    r57.0<1;1,0>:d  
        add (16|M16)             r108.1<2>:d   r99.0<1;1,0>:d    r58.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x23:uw             
        add (32|M0)              r44.0<1>:d    r17.0<1;1,0>:d    3584:w              
        mov (16|M16)             r27.0<2>:f    r116.0<1;1,0>:uq                
        mov (16|M0)              r114.0<2>:f   r100.0<1;1,0>:uq                 {I@7}
        mov (16|M0)              r96.0<1>:ud   r46.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r97.0<1>:ud   r48.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r116.0<2>:f   r102.0<1;1,0>:uq                
        mach (16|M0)             r46.0<1>:d    r29.0<1;1,0>:ud   0x23:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x23:uw             
        add (32|M0)              r50.0<1>:d    r17.0<1;1,0>:d    3712:w              
        mov (16|M16)             r105.0<1>:ud  r88.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r104.0<1>:ud  r86.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r14.0<2>:f    r106.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r19.0<2>:f    r108.0<1;1,0>:uq                 {I@7}
        mach (16|M16)            r47.0<1>:d    r30.0<1;1,0>:ud   0x23:ud             
        send.ugm (32|M0)         null     r42  r96:2  a0.0        0x440E0504           {I@7,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r69.0<1>:d    r17.0<1;1,0>:d    3840:w              
        mul (32|M0)              r67.0<1>:d    r32.0<1;1,0>:d    0x23:uw             
        mul (32|M0)              r59.0<1>:d    r32.0<1;1,0>:d    0x1F:uw             
        mov (16|M0)              r8.0<1>:ud    r114.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r9.0<1>:ud    r116.0<2;1,0>:ud                 {Compacted,F@3}
        send.ugm (32|M0)         null     r44  r104:2  a0.0        0x440E0504           {I@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M0)              r21.0<1>:ud   r14.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r22.0<1>:ud   r19.0<2;1,0>:ud                  {Compacted,F@1}
        send.ugm (32|M0)         null     r50  r8:2  a0.0        0x440E0504           {I@3,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r61.0<1>:d    r32.0<1;1,0>:d    0x21:uw             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x24:uw             
        send.ugm (32|M0)         null     r69  r21:2  a0.0        0x440E0504           {I@3,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r112.0<2>:ud  r30.0<1;1,0>:ud   0x1F:uw             
        mul (16|M16)             r6.0<2>:ud    r30.0<1;1,0>:ud   0x23:uw             
        mul (16|M0)              r110.0<2>:ud  r29.0<1;1,0>:ud   0x1F:uw             
        add (16|M16)             r112.1<2>:d   r13.0<1;1,0>:d    r60.0<1;1,0>:d  
        add (16|M16)             r6.1<2>:d     r47.0<1;1,0>:d    r68.0<1;1,0>:d  
        add (16|M0)              r110.1<2>:d   r12.0<1;1,0>:d    r59.0<1;1,0>:d  
        mach (16|M0)             r68.0<1>:d    r29.0<1;1,0>:ud   0x24:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x24:uw             
        mach (16|M16)            r69.0<1>:d    r30.0<1;1,0>:ud   0x24:ud              {$2.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x25:uw             
        mul (16|M0)              r118.0<2>:ud  r29.0<1;1,0>:ud   0x21:uw             
        mov (16|M16)             r11.0<1>:ud   r27.0<2;1,0>:ud                 
        mov (16|M16)             r34.0<2>:f    r112.0<1;1,0>:uq                 {@7,$11.src}
        mach (16|M0)             r92.0<1>:d    r29.0<1;1,0>:ud   0x25:ud              {$12.src}
        add (16|M0)              r118.1<2>:d   r24.0<1;1,0>:d    r61.0<1;1,0>:d  
        mov (16|M0)              r26.0<2>:f    r110.0<1;1,0>:uq                 {I@3}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x25:uw             
        add (32|M0)              r73.0<1>:d    r17.0<1;1,0>:d    3968:w              
        mul (16|M16)             r120.0<2>:ud  r30.0<1;1,0>:ud   0x21:uw             
        mach (16|M16)            r93.0<1>:d    r30.0<1;1,0>:ud   0x25:ud             
        add (16|M16)             r120.1<2>:d   r25.0<1;1,0>:d    r62.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x26:uw             
        mul (32|M0)              r65.0<1>:d    r32.0<1;1,0>:d    0x22:uw             
        mul (16|M0)              r4.0<2>:ud    r29.0<1;1,0>:ud   0x23:uw             
        mov (16|M16)             r37.0<1>:ud   r34.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r40.0<2>:f    r118.0<1;1,0>:uq                 {I@7}
        mov (16|M0)              r36.0<1>:ud   r26.0<2;1,0>:ud                  {Compacted,F@2}
        add (16|M0)              r4.1<2>:d     r46.0<1;1,0>:d    r67.0<1;1,0>:d  
        mach (16|M0)             r118.0<1>:d   r29.0<1;1,0>:ud   0x26:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x26:uw             
        add (32|M0)              r75.0<1>:d    r17.0<1;1,0>:d    4096:w              
        mov (16|M16)             r42.0<2>:f    r120.0<1;1,0>:uq                 {@7,$14.src}
        mach (16|M16)            r119.0<1>:d   r30.0<1;1,0>:ud   0x26:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x27:uw             
        send.ugm (32|M0)         null     r73  r36:2  a0.0        0x440E0504           {I@7,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r77.0<1>:d    r17.0<1;1,0>:d    4224:w              
        mul (32|M0)              r61.0<1>:d    r32.0<1;1,0>:d    0x24:uw             
        mov (16|M0)              r54.0<2>:f    r4.0<1;1,0>:uq                   {I@7}
        mach (16|M0)             r26.0<1>:d    r29.0<1;1,0>:ud   0x27:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x27:uw             
        mul (16|M0)              r122.0<2>:ud  r29.0<1;1,0>:ud   0x22:uw             
        mul (16|M16)             r124.0<2>:ud  r30.0<1;1,0>:ud   0x22:uw             
        mov (16|M0)              r44.0<1>:ud   r40.0<2;1,0>:ud                  {Compacted,$15.src}
        mov (16|M16)             r45.0<1>:ud   r42.0<2;1,0>:ud                  {Compacted,F@2}
        mul (32|M0)              r73.0<1>:d    r32.0<1;1,0>:d    0x26:uw              {$3.src}
        mach (16|M16)            r27.0<1>:d    r30.0<1;1,0>:ud   0x27:ud             
        add (16|M0)              r122.1<2>:d   r38.0<1;1,0>:d    r65.0<1;1,0>:d  
        add (16|M16)             r124.1<2>:d   r39.0<1;1,0>:d    r66.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x28:uw             
        mul (32|M0)              r65.0<1>:d    r32.0<1;1,0>:d    0x25:uw             
        send.ugm (32|M0)         null     r75  r10:2  a0.0        0x440E0504           {$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M0)              r58.0<1>:ud   r54.0<2;1,0>:ud                  {F@1}
        mach (16|M0)             r54.0<1>:d    r29.0<1;1,0>:ud   0x28:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x28:uw             
        send.ugm (32|M0)         null     r77  r44:2  a0.0        0x440E0504           {I@7,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r94.0<2>:ud   r29.0<1;1,0>:ud   0x24:uw             
        mul (16|M16)             r96.0<2>:ud   r30.0<1;1,0>:ud   0x24:uw             
        mov (16|M0)              r48.0<2>:f    r122.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r50.0<2>:f    r124.0<1;1,0>:uq                 {@7,$0.src}
        mul (32|M0)              r75.0<1>:d    r32.0<1;1,0>:d    0x27:uw              {$4.src}
        mach (16|M16)            r55.0<1>:d    r30.0<1;1,0>:ud   0x28:ud             
        add (16|M0)              r94.1<2>:d    r68.0<1;1,0>:d    r61.0<1;1,0>:d  
        add (16|M16)             r96.1<2>:d    r69.0<1;1,0>:d    r62.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x29:uw             
        add (32|M0)              r82.0<1>:d    r17.0<1;1,0>:d    4352:w              
        mul (16|M0)              r98.0<2>:ud   r29.0<1;1,0>:ud   0x25:uw             
        mul (16|M16)             r100.0<2>:ud  r30.0<1;1,0>:ud   0x25:uw             
        mul (16|M16)             r104.0<2>:ud  r30.0<1;1,0>:ud   0x26:uw             
        mov (16|M16)             r56.0<2>:f    r6.0<1;1,0>:uq                  
        mul (32|M0)              r77.0<1>:d    r32.0<1;1,0>:d    0x28:uw              {$5.src}
        add (16|M0)              r98.1<2>:d    r92.0<1;1,0>:d    r65.0<1;1,0>:d  
        add (16|M16)             r100.1<2>:d   r93.0<1;1,0>:d    r66.0<1;1,0>:d  
        add (16|M16)             r104.1<2>:d   r119.0<1;1,0>:d   r74.0<1;1,0>:d  
        mach (16|M0)             r92.0<1>:d    r29.0<1;1,0>:ud   0x29:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x29:uw             
        add (32|M0)              r84.0<1>:d    r17.0<1;1,0>:d    4480:w              
        mul (16|M0)              r102.0<2>:ud  r29.0<1;1,0>:ud   0x26:uw             
        mov (16|M0)              r52.0<1>:ud   r48.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r53.0<1>:ud   r50.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r21.0<2>:f    r94.0<1;1,0>:uq                 
        mov (16|M16)             r23.0<2>:f    r96.0<1;1,0>:uq                 
        mach (16|M16)            r93.0<1>:d    r30.0<1;1,0>:ud   0x29:ud             
        add (16|M0)              r102.1<2>:d   r118.0<1;1,0>:d   r73.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2A:uw             
        mul (16|M0)              r106.0<2>:ud  r29.0<1;1,0>:ud   0x27:uw             
        mul (16|M16)             r108.0<2>:ud  r30.0<1;1,0>:ud   0x27:uw             
        add (32|M0)              r38.0<1>:d    r17.0<1;1,0>:d    4608:w              
        mov (16|M16)             r59.0<1>:ud   r56.0<2;1,0>:ud                  {F@3}
        mov (16|M0)              r34.0<2>:f    r98.0<1;1,0>:uq                 
        mov (16|M16)             r36.0<2>:f    r100.0<1;1,0>:uq                
        mov (16|M16)             r42.0<2>:f    r104.0<1;1,0>:uq                
        add (16|M0)              r106.1<2>:d   r26.0<1;1,0>:d    r75.0<1;1,0>:d  
        add (16|M16)             r108.1<2>:d   r27.0<1;1,0>:d    r76.0<1;1,0>:d  
        mach (16|M0)             r104.0<1>:d   r29.0<1;1,0>:ud   0x2A:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2A:uw             
        send.ugm (32|M0)         null     r82  r52:2  a0.0        0x440E0504           {$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r112.0<2>:ud  r30.0<1;1,0>:ud   0x28:uw             
        mul (16|M0)              r110.0<2>:ud  r29.0<1;1,0>:ud   0x28:uw             
        add (32|M0)              r44.0<1>:d    r17.0<1;1,0>:d    4736:w              
        mov (16|M0)              r40.0<2>:f    r102.0<1;1,0>:uq                
        mov (16|M0)              r75.0<1>:ud   r21.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r76.0<1>:ud   r23.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r105.0<1>:d   r30.0<1;1,0>:ud   0x2A:ud             
        add (16|M16)             r112.1<2>:d   r55.0<1;1,0>:d    r78.0<1;1,0>:d  
        add (16|M0)              r110.1<2>:d   r54.0<1;1,0>:d    r77.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2B:uw             
        send.ugm (32|M0)         null     r84  r58:2  a0.0        0x440E0504           {$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r46.0<1>:d    r17.0<1;1,0>:d    4864:w              
        mov (16|M0)              r94.0<1>:ud   r34.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r95.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r60.0<2>:f    r106.0<1;1,0>:uq                
        mov (16|M16)             r65.0<2>:f    r108.0<1;1,0>:uq                
        mach (16|M0)             r118.0<1>:d   r29.0<1;1,0>:ud   0x2B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2B:uw             
        send.ugm (32|M0)         null     r38  r75:2  a0.0        0x440E0504           {I@7,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r79.0<1>:d    r32.0<1;1,0>:d    0x29:uw             
        add (32|M0)              r48.0<1>:d    r17.0<1;1,0>:d    4992:w              
        mov (16|M16)             r101.0<1>:ud  r42.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r100.0<1>:ud  r40.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r98.0<2>:f    r112.0<1;1,0>:uq                
        mov (16|M0)              r96.0<2>:f    r110.0<1;1,0>:uq                 {I@7}
        mach (16|M16)            r119.0<1>:d   r30.0<1;1,0>:ud   0x2B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2C:uw             
        send.ugm (32|M0)         null     r44  r94:2  a0.0        0x440E0504           {I@7,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r50.0<1>:d    r17.0<1;1,0>:d    5120:w              
        mul (32|M0)              r81.0<1>:d    r32.0<1;1,0>:d    0x2A:uw              {$6.src}
        mov (16|M0)              r102.0<1>:ud  r60.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r103.0<1>:ud  r65.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r34.0<1>:d    r29.0<1;1,0>:ud   0x2C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2C:uw             
        send.ugm (32|M0)         null     r46  r100:2  a0.0        0x440E0504           {I@7,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r83.0<1>:d    r32.0<1;1,0>:d    0x2B:uw              {$7.src}
        mov (16|M16)             r107.0<1>:ud  r98.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r106.0<1>:ud  r96.0<2;1,0>:ud                  {Compacted,F@1}
        mach (16|M16)            r35.0<1>:d    r30.0<1;1,0>:ud   0x2C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2D:uw             
        send.ugm (32|M0)         null     r48  r102:2  a0.0        0x440E0504           {I@7,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r114.0<2>:ud  r29.0<1;1,0>:ud   0x29:uw             
        mul (16|M16)             r116.0<2>:ud  r30.0<1;1,0>:ud   0x29:uw             
        mach (16|M0)             r42.0<1>:d    r29.0<1;1,0>:ud   0x2D:ud             
        add (16|M0)              r114.1<2>:d   r92.0<1;1,0>:d    r79.0<1;1,0>:d  
        add (16|M16)             r116.1<2>:d   r93.0<1;1,0>:d    r80.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2D:uw             
        send.ugm (32|M0)         null     r50  r106:2  a0.0        0x440E0504           {I@7,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r120.0<2>:ud  r29.0<1;1,0>:ud   0x2A:uw             
        mul (16|M16)             r122.0<2>:ud  r30.0<1;1,0>:ud   0x2A:uw             
        mach (16|M16)            r43.0<1>:d    r30.0<1;1,0>:ud   0x2D:ud             
        add (16|M0)              r120.1<2>:d   r104.0<1;1,0>:d   r81.0<1;1,0>:d  
        add (16|M16)             r122.1<2>:d   r105.0<1;1,0>:d   r82.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2E:uw             
        mul (16|M16)             r4.0<2>:ud    r30.0<1;1,0>:ud   0x2B:uw             
        mul (16|M0)              r124.0<2>:ud  r29.0<1;1,0>:ud   0x2B:uw             
        mul (32|M0)              r85.0<1>:d    r32.0<1;1,0>:d    0x2C:uw             
        mov (16|M0)              r108.0<2>:f   r114.0<1;1,0>:uq                
        mov (16|M16)             r110.0<2>:f   r116.0<1;1,0>:uq                 {I@7}
        mach (16|M0)             r50.0<1>:d    r29.0<1;1,0>:ud   0x2E:ud              {$12.src}
        add (16|M16)             r4.1<2>:d     r119.0<1;1,0>:d   r84.0<1;1,0>:d  
        add (16|M0)              r124.1<2>:d   r118.0<1;1,0>:d   r83.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2E:uw             
        mul (32|M0)              r87.0<1>:d    r32.0<1;1,0>:d    0x2D:uw             
        add (32|M0)              r52.0<1>:d    r17.0<1;1,0>:d    5248:w              
        mov (16|M0)              r21.0<2>:f    r120.0<1;1,0>:uq                
        mov (16|M16)             r23.0<2>:f    r122.0<1;1,0>:uq                 {I@7}
        mach (16|M16)            r51.0<1>:d    r30.0<1;1,0>:ud   0x2E:ud             
        mul (32|M0)              r89.0<1>:d    r32.0<1;1,0>:d    0x2E:uw             
        add (32|M0)              r56.0<1>:d    r17.0<1;1,0>:d    5376:w              
        mov (16|M0)              r112.0<1>:ud  r108.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r113.0<1>:ud  r110.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M16)             r38.0<2>:f    r4.0<1;1,0>:uq                   {@7,$8.src}
        mov (16|M0)              r36.0<2>:f    r124.0<1;1,0>:uq                 {I@7}
        mul (16|M16)             r8.0<2>:ud    r30.0<1;1,0>:ud   0x2C:uw             
        mul (16|M0)              r6.0<2>:ud    r29.0<1;1,0>:ud   0x2C:uw             
        add (32|M0)              r58.0<1>:d    r17.0<1;1,0>:d    5504:w              
        mov (16|M0)              r25.0<1>:ud   r21.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r26.0<1>:ud   r23.0<2;1,0>:ud                  {Compacted,F@3}
        add (16|M16)             r8.1<2>:d     r35.0<1;1,0>:d    r86.0<1;1,0>:d  
        add (16|M0)              r6.1<2>:d     r34.0<1;1,0>:d    r85.0<1;1,0>:d  
        send.ugm (32|M0)         null     r52  r112:2  a0.0        0x440E0504           {I@7,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r12.0<2>:ud   r30.0<1;1,0>:ud   0x2D:uw             
        mul (16|M0)              r10.0<2>:ud   r29.0<1;1,0>:ud   0x2D:uw             
        mov (16|M16)             r41.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r40.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted,F@1}
        add (16|M16)             r12.1<2>:d    r43.0<1;1,0>:d    r88.0<1;1,0>:d  
        add (16|M0)              r10.1<2>:d    r42.0<1;1,0>:d    r87.0<1;1,0>:d  
        send.ugm (32|M0)         null     r56  r25:2  a0.0        0x440E0504           {I@7,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r14.0<2>:ud   r29.0<1;1,0>:ud   0x2E:uw             
        mul (16|M16)             r19.0<2>:ud   r30.0<1;1,0>:ud   0x2E:uw             
        mov (16|M16)             r46.0<2>:f    r8.0<1;1,0>:uq                   {@7,$10.src}
        mov (16|M0)              r44.0<2>:f    r6.0<1;1,0>:uq                   {@7,$9.src}
        add (16|M0)              r14.1<2>:d    r50.0<1;1,0>:d    r89.0<1;1,0>:d  
        add (16|M16)             r19.1<2>:d    r51.0<1;1,0>:d    r90.0<1;1,0>:d  
        send.ugm (32|M0)         null     r58  r40:2  a0.0        0x440E0504           {I@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r67.0<1>:d    r17.0<1;1,0>:d    5632:w              
        mov (16|M16)             r54.0<2>:f    r12.0<1;1,0>:uq                  {I@7}
        mov (16|M0)              r52.0<2>:f    r10.0<1;1,0>:uq                  {@6,$13.src}
        add (32|M0)              r69.0<1>:d    r17.0<1;1,0>:d    5760:w              
        sync.nop                             null                             {Compacted,F@4}
        mov (16|M16)             r49.0<1>:ud   r46.0<2;1,0>:ud                  {Compacted,$11.src}
        mov (16|M0)              r48.0<1>:ud   r44.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r60.0<2>:f    r19.0<1;1,0>:uq                  {I@5}
        mov (16|M0)              r58.0<2>:f    r14.0<1;1,0>:uq                  {$15.src}
        add (32|M0)              r73.0<1>:d    r17.0<1;1,0>:d    5888:w              
        sync.nop                             null                             {Compacted,F@4}
        mov (16|M16)             r57.0<1>:ud   r54.0<2;1,0>:ud                  {Compacted,$14.src}
        mov (16|M0)              r56.0<1>:ud   r52.0<2;1,0>:ud                  {Compacted,F@3}
        send.ugm (32|M0)         null     r67  r48:2  a0.0        0x440E0504           {I@4,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M16)             r66.0<1>:ud   r60.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r65.0<1>:ud   r58.0<2;1,0>:ud                  {Compacted,F@1}
        send.ugm (32|M0)         null     r69  r56:2  a0.0        0x440E0504           {I@3,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        send.ugm (32|M0)         null     r73  r65:2  a0.0        0x440E0504           {I@1,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x2F:uw             
        mach (16|M0)             r74.0<1>:d    r29.0<1;1,0>:ud   0x2F:ud              {$3.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x2F:uw             
        mach (16|M16)            r75.0<1>:d    r30.0<1;1,0>:ud   0x2F:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x30:uw             
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0x30:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x30:uw             
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0x30:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x31:uw             
        mach (16|M0)             r122.0<1>:d   r29.0<1;1,0>:ud   0x31:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x31:uw             
        mach (16|M16)            r123.0<1>:d   r30.0<1;1,0>:ud   0x31:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x32:uw             
        mul (32|M0)              r67.0<1>:d    r32.0<1;1,0>:d    0x2F:uw              {$0.src}
        mach (16|M0)             r34.0<1>:d    r29.0<1;1,0>:ud   0x32:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x32:uw             
        mul (32|M0)              r77.0<1>:d    r32.0<1;1,0>:d    0x31:uw             
        mul (32|M0)              r69.0<1>:d    r32.0<1;1,0>:d    0x30:uw              {$2.src}
        mach (16|M16)            r35.0<1>:d    r30.0<1;1,0>:ud   0x32:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x33:uw             
        mach (16|M0)             r56.0<1>:d    r29.0<1;1,0>:ud   0x33:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x33:uw             
        mul (16|M16)             r100.0<2>:ud  r30.0<1;1,0>:ud   0x2F:uw             
        mul (16|M0)              r98.0<2>:ud   r29.0<1;1,0>:ud   0x2F:uw             
        mul (32|M0)              r79.0<1>:d    r32.0<1;1,0>:d    0x32:uw             
        mach (16|M16)            r57.0<1>:d    r30.0<1;1,0>:ud   0x33:ud             
        add (16|M16)             r100.1<2>:d   r75.0<1;1,0>:d    r68.0<1;1,0>:d  
        add (16|M0)              r98.1<2>:d    r74.0<1;1,0>:d    r67.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x34:uw             
        mul (16|M0)              r102.0<2>:ud  r29.0<1;1,0>:ud   0x30:uw             
        mul (32|M0)              r81.0<1>:d    r32.0<1;1,0>:d    0x33:uw             
        mul (16|M16)             r104.0<2>:ud  r30.0<1;1,0>:ud   0x30:uw             
        mul (16|M16)             r108.0<2>:ud  r30.0<1;1,0>:ud   0x31:uw             
        add (16|M0)              r102.1<2>:d   r96.0<1;1,0>:d    r69.0<1;1,0>:d  
        add (16|M16)             r104.1<2>:d   r97.0<1;1,0>:d    r70.0<1;1,0>:d  
        add (16|M16)             r108.1<2>:d   r123.0<1;1,0>:d   r78.0<1;1,0>:d  
        mach (16|M0)             r96.0<1>:d    r29.0<1;1,0>:ud   0x34:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x34:uw             
        mul (16|M0)              r106.0<2>:ud  r29.0<1;1,0>:ud   0x31:uw             
        mov (16|M16)             r27.0<2>:f    r100.0<1;1,0>:uq                
        mov (16|M0)              r25.0<2>:f    r98.0<1;1,0>:uq                 
        mach (16|M16)            r97.0<1>:d    r30.0<1;1,0>:ud   0x34:ud             
        add (16|M0)              r106.1<2>:d   r122.0<1;1,0>:d   r77.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x35:uw             
        mul (16|M0)              r110.0<2>:ud  r29.0<1;1,0>:ud   0x32:uw             
        mul (16|M16)             r112.0<2>:ud  r30.0<1;1,0>:ud   0x32:uw             
        add (32|M0)              r40.0<1>:d    r17.0<1;1,0>:d    6016:w              
        mov (16|M0)              r36.0<2>:f    r102.0<1;1,0>:uq                
        mov (16|M16)             r38.0<2>:f    r104.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r44.0<2>:f    r108.0<1;1,0>:uq                 {I@7}
        add (16|M0)              r110.1<2>:d   r34.0<1;1,0>:d    r79.0<1;1,0>:d  
        add (16|M16)             r112.1<2>:d   r35.0<1;1,0>:d    r80.0<1;1,0>:d  
        mach (16|M0)             r108.0<1>:d   r29.0<1;1,0>:ud   0x35:ud              {F@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x35:uw             
        mul (16|M0)              r114.0<2>:ud  r29.0<1;1,0>:ud   0x33:uw             
        mul (16|M16)             r116.0<2>:ud  r30.0<1;1,0>:ud   0x33:uw             
        add (32|M0)              r46.0<1>:d    r17.0<1;1,0>:d    6144:w              
        mov (16|M16)             r78.0<1>:ud   r27.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r42.0<2>:f    r106.0<1;1,0>:uq                
        mov (16|M0)              r77.0<1>:ud   r25.0<2;1,0>:ud                  {Compacted}
        mach (16|M16)            r109.0<1>:d   r30.0<1;1,0>:ud   0x35:ud             
        add (16|M0)              r114.1<2>:d   r56.0<1;1,0>:d    r81.0<1;1,0>:d  
        add (16|M16)             r116.1<2>:d   r57.0<1;1,0>:d    r82.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x36:uw             
        add (32|M0)              r48.0<1>:d    r17.0<1;1,0>:d    6272:w              
        mov (16|M0)              r98.0<1>:ud   r36.0<2;1,0>:ud                  {Compacted}
        mov (16|M16)             r99.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r65.0<2>:f    r110.0<1;1,0>:uq                
        mov (16|M16)             r67.0<2>:f    r112.0<1;1,0>:uq                
        mach (16|M0)             r122.0<1>:d   r29.0<1;1,0>:ud   0x36:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x36:uw             
        send.ugm (32|M0)         null     r40  r77:2  a0.0        0x440E0504           {I@7,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r83.0<1>:d    r32.0<1;1,0>:d    0x34:uw             
        add (32|M0)              r50.0<1>:d    r17.0<1;1,0>:d    6400:w              
        mov (16|M16)             r105.0<1>:ud  r44.0<2;1,0>:ud                  {Compacted}
        mov (16|M0)              r104.0<1>:ud  r42.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r100.0<2>:f   r114.0<1;1,0>:uq                
        mov (16|M16)             r102.0<2>:f   r116.0<1;1,0>:uq                 {I@7}
        mach (16|M16)            r123.0<1>:d   r30.0<1;1,0>:ud   0x36:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x37:uw             
        send.ugm (32|M0)         null     r46  r98:2  a0.0        0x440E0504           {I@7,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r85.0<1>:d    r32.0<1;1,0>:d    0x35:uw             
        add (32|M0)              r52.0<1>:d    r17.0<1;1,0>:d    6528:w              
        mov (16|M0)              r106.0<1>:ud  r65.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r107.0<1>:ud  r67.0<2;1,0>:ud                  {Compacted,F@3}
        mach (16|M0)             r36.0<1>:d    r29.0<1;1,0>:ud   0x37:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x37:uw             
        send.ugm (32|M0)         null     r48  r104:2  a0.0        0x440E0504           {I@7,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (32|M0)              r87.0<1>:d    r32.0<1;1,0>:d    0x36:uw             
        mov (16|M0)              r110.0<1>:ud  r100.0<2;1,0>:ud                 {Compacted,F@2}
        mov (16|M16)             r111.0<1>:ud  r102.0<2;1,0>:ud                 {Compacted,F@1}
        mach (16|M16)            r37.0<1>:d    r30.0<1;1,0>:ud   0x37:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x38:uw             
        send.ugm (32|M0)         null     r50  r106:2  a0.0        0x440E0504           {I@7,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r118.0<2>:ud  r29.0<1;1,0>:ud   0x34:uw             
        mul (16|M16)             r120.0<2>:ud  r30.0<1;1,0>:ud   0x34:uw             
        mach (16|M0)             r44.0<1>:d    r29.0<1;1,0>:ud   0x38:ud             
        add (16|M0)              r118.1<2>:d   r96.0<1;1,0>:d    r83.0<1;1,0>:d  
        add (16|M16)             r120.1<2>:d   r97.0<1;1,0>:d    r84.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x38:uw             
        send.ugm (32|M0)         null     r52  r110:2  a0.0        0x440E0504           {I@7,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r4.0<2>:ud    r30.0<1;1,0>:ud   0x35:uw             
        mul (16|M0)              r124.0<2>:ud  r29.0<1;1,0>:ud   0x35:uw             
        mach (16|M16)            r45.0<1>:d    r30.0<1;1,0>:ud   0x38:ud             
        add (16|M16)             r4.1<2>:d     r109.0<1;1,0>:d   r86.0<1;1,0>:d  
        add (16|M0)              r124.1<2>:d   r108.0<1;1,0>:d   r85.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x39:uw             
        mul (16|M16)             r8.0<2>:ud    r30.0<1;1,0>:ud   0x36:uw             
        mul (16|M0)              r6.0<2>:ud    r29.0<1;1,0>:ud   0x36:uw             
        mul (32|M0)              r89.0<1>:d    r32.0<1;1,0>:d    0x37:uw             
        mov (16|M0)              r112.0<2>:f   r118.0<1;1,0>:uq                
        mov (16|M16)             r114.0<2>:f   r120.0<1;1,0>:uq                 {I@7}
        mach (16|M0)             r52.0<1>:d    r29.0<1;1,0>:ud   0x39:ud              {$8.src}
        add (16|M16)             r8.1<2>:d     r123.0<1;1,0>:d   r88.0<1;1,0>:d  
        add (16|M0)              r6.1<2>:d     r122.0<1;1,0>:d   r87.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x39:uw             
        mul (32|M0)              r91.0<1>:d    r32.0<1;1,0>:d    0x38:uw             
        add (32|M0)              r54.0<1>:d    r17.0<1;1,0>:d    6656:w              
        mov (16|M16)             r27.0<2>:f    r4.0<1;1,0>:uq                  
        mov (16|M0)              r25.0<2>:f    r124.0<1;1,0>:uq                 {I@7}
        mach (16|M16)            r53.0<1>:d    r30.0<1;1,0>:ud   0x39:ud             
        mul (32|M0)              r93.0<1>:d    r32.0<1;1,0>:d    0x39:uw             
        add (32|M0)              r58.0<1>:d    r17.0<1;1,0>:d    6784:w              
        mov (16|M0)              r116.0<1>:ud  r112.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r117.0<1>:ud  r114.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M16)             r40.0<2>:f    r8.0<1;1,0>:uq                   {@7,$4.src}
        mov (16|M0)              r38.0<2>:f    r6.0<1;1,0>:uq                   {I@7}
        mul (16|M16)             r12.0<2>:ud   r30.0<1;1,0>:ud   0x37:uw             
        mul (16|M0)              r10.0<2>:ud   r29.0<1;1,0>:ud   0x37:uw             
        add (32|M0)              r60.0<1>:d    r17.0<1;1,0>:d    6912:w              
        mov (16|M16)             r35.0<1>:ud   r27.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M0)              r34.0<1>:ud   r25.0<2;1,0>:ud                  {Compacted,F@3}
        add (16|M16)             r12.1<2>:d    r37.0<1;1,0>:d    r90.0<1;1,0>:d  
        add (16|M0)              r10.1<2>:d    r36.0<1;1,0>:d    r89.0<1;1,0>:d  
        send.ugm (32|M0)         null     r54  r116:2  a0.0        0x440E0504           {I@7,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M16)             r19.0<2>:ud   r30.0<1;1,0>:ud   0x38:uw             
        mul (16|M0)              r14.0<2>:ud   r29.0<1;1,0>:ud   0x38:uw             
        mov (16|M16)             r43.0<1>:ud   r40.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r42.0<1>:ud   r38.0<2;1,0>:ud                  {Compacted,F@1}
        add (16|M16)             r19.1<2>:d    r45.0<1;1,0>:d    r92.0<1;1,0>:d  
        add (16|M0)              r14.1<2>:d    r44.0<1;1,0>:d    r91.0<1;1,0>:d  
        send.ugm (32|M0)         null     r58  r34:2  a0.0        0x440E0504           {I@7,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mul (16|M0)              r21.0<2>:ud   r29.0<1;1,0>:ud   0x39:uw             
        mul (16|M16)             r23.0<2>:ud   r30.0<1;1,0>:ud   0x39:uw             
        mov (16|M16)             r48.0<2>:f    r12.0<1;1,0>:uq                  {@7,$6.src}
        mov (16|M0)              r46.0<2>:f    r10.0<1;1,0>:uq                  {@7,$5.src}
        add (16|M0)              r21.1<2>:d    r52.0<1;1,0>:d    r93.0<1;1,0>:d  
        add (16|M16)             r23.1<2>:d    r53.0<1;1,0>:d    r94.0<1;1,0>:d  
        send.ugm (32|M0)         null     r60  r42:2  a0.0        0x440E0504           {I@7,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r69.0<1>:d    r17.0<1;1,0>:d    7040:w              
        mov (16|M16)             r56.0<2>:f    r19.0<1;1,0>:uq                  {I@7}
        mov (16|M0)              r54.0<2>:f    r14.0<1;1,0>:uq                  {@6,$9.src}
        add (32|M0)              r73.0<1>:d    r17.0<1;1,0>:d    7168:w              
        sync.nop                             null                             {Compacted,F@4}
        mov (16|M16)             r51.0<1>:ud   r48.0<2;1,0>:ud                  {Compacted,$7.src}
        mov (16|M0)              r50.0<1>:ud   r46.0<2;1,0>:ud                  {F@3}
        mov (16|M16)             r65.0<2>:f    r23.0<1;1,0>:uq                  {I@5}
        mov (16|M0)              r60.0<2>:f    r21.0<1;1,0>:uq                  {$11.src}
        add (32|M0)              r75.0<1>:d    r17.0<1;1,0>:d    7296:w              
        sync.nop                             null                             {Compacted,F@4}
        mov (16|M16)             r59.0<1>:ud   r56.0<2;1,0>:ud                  {Compacted,$10.src}
        mov (16|M0)              r58.0<1>:ud   r54.0<2;1,0>:ud                  {Compacted,F@3}
        send.ugm (32|M0)         null     r69  r50:2  a0.0        0x440E0504           {I@4,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        mov (16|M16)             r68.0<1>:ud   r65.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r67.0<1>:ud   r60.0<2;1,0>:ud                  {F@1}
        send.ugm (32|M0)         null     r73  r58:2  a0.0        0x440E0504           {I@3,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        send.ugm (32|M0)         null     r75  r67:2  a0.0        0x440E0504           {I@1,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3A:uw             
        mach (16|M0)             r76.0<1>:d    r29.0<1;1,0>:ud   0x3A:ud              {$14.src}
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3A:uw             
        mach (16|M16)            r77.0<1>:d    r30.0<1;1,0>:ud   0x3A:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3B:uw             
        mach (16|M0)             r102.0<1>:d   r29.0<1;1,0>:ud   0x3B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3B:uw             
        mach (16|M16)            r103.0<1>:d   r30.0<1;1,0>:ud   0x3B:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3C:uw             
        mach (16|M0)             r124.0<1>:d   r29.0<1;1,0>:ud   0x3C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3C:uw             
        mach (16|M16)            r125.0<1>:d   r30.0<1;1,0>:ud   0x3C:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3D:uw             
        mach (16|M0)             r26.0<1>:d    r29.0<1;1,0>:ud   0x3D:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3D:uw             
        mul (32|M0)              r69.0<1>:d    r32.0<1;1,0>:d    0x3A:uw              {$12.src}
        mach (16|M16)            r27.0<1>:d    r30.0<1;1,0>:ud   0x3D:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3E:uw             
        mul (32|M0)              r73.0<1>:d    r32.0<1;1,0>:d    0x3B:uw              {$13.src}
        mach (16|M0)             r42.0<1>:d    r29.0<1;1,0>:ud   0x3E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3E:uw             
        mul (32|M0)              r79.0<1>:d    r32.0<1;1,0>:d    0x3C:uw             
        mach (16|M16)            r43.0<1>:d    r30.0<1;1,0>:ud   0x3E:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r29.0<1;1,0>:ud   0x3F:uw             
        mul (32|M0)              r81.0<1>:d    r32.0<1;1,0>:d    0x3D:uw             
        mul (16|M0)              r87.0<2>:ud   r29.0<1;1,0>:ud   0x3A:uw             
        mul (16|M16)             r89.0<2>:ud   r30.0<1;1,0>:ud   0x3A:uw             
        mach (16|M0)             r50.0<1>:d    r29.0<1;1,0>:ud   0x3F:ud             
        add (16|M0)              r87.1<2>:d    r76.0<1;1,0>:d    r69.0<1;1,0>:d  
        add (16|M16)             r89.1<2>:d    r77.0<1;1,0>:d    r70.0<1;1,0>:d  
(W)     mul (16|M0)              acc0.0<1>:ud  r30.0<1;1,0>:ud   0x3F:uw             
        mul (32|M0)              r83.0<1>:d    r32.0<1;1,0>:d    0x3E:uw             
        mul (16|M0)              r91.0<2>:ud   r29.0<1;1,0>:ud   0x3B:uw             
        mul (16|M16)             r93.0<2>:ud   r30.0<1;1,0>:ud   0x3B:uw             
        mach (16|M16)            r51.0<1>:d    r30.0<1;1,0>:ud   0x3F:ud             
        add (16|M0)              r91.1<2>:d    r102.0<1;1,0>:d   r73.0<1;1,0>:d  
        add (16|M16)             r93.1<2>:d    r103.0<1;1,0>:d   r74.0<1;1,0>:d  
        mul (16|M0)              r95.0<2>:ud   r29.0<1;1,0>:ud   0x3C:uw             
        mul (16|M16)             r97.0<2>:ud   r30.0<1;1,0>:ud   0x3C:uw             
        mul (32|M0)              r85.0<1>:d    r32.0<1;1,0>:d    0x3F:uw             
        mov (16|M0)              r114.0<2>:f   r87.0<1;1,0>:uq                 
        mov (16|M16)             r116.0<2>:f   r89.0<1;1,0>:uq                  {I@7}
        add (16|M0)              r95.1<2>:d    r124.0<1;1,0>:d   r79.0<1;1,0>:d  
        add (16|M16)             r97.1<2>:d    r125.0<1;1,0>:d   r80.0<1;1,0>:d  
        mul (16|M16)             r104.0<2>:ud  r30.0<1;1,0>:ud   0x3D:uw             
        mul (16|M0)              r99.0<2>:ud   r29.0<1;1,0>:ud   0x3D:uw             
        add (32|M0)              r118.0<1>:d   r17.0<1;1,0>:d    7424:w              
        mov (16|M0)              r8.0<2>:f     r91.0<1;1,0>:uq                  {I@7}
        mov (16|M16)             r10.0<2>:f    r93.0<1;1,0>:uq                  {I@7}
        add (16|M16)             r104.1<2>:d   r27.0<1;1,0>:d    r82.0<1;1,0>:d  
        add (16|M0)              r99.1<2>:d    r26.0<1;1,0>:d    r81.0<1;1,0>:d  
        mul (16|M0)              r106.0<2>:ud  r29.0<1;1,0>:ud   0x3E:uw             
        mul (16|M16)             r108.0<2>:ud  r30.0<1;1,0>:ud   0x3E:uw             
        add (32|M0)              r120.0<1>:d   r17.0<1;1,0>:d    7552:w              
        mov (16|M0)              r14.0<1>:ud   r114.0<2;1,0>:ud                 {Compacted,F@4}
        mov (16|M16)             r15.0<1>:ud   r116.0<2;1,0>:ud                 {Compacted,F@3}
        mov (16|M0)              r35.0<2>:f    r95.0<1;1,0>:uq                 
        mov (16|M16)             r37.0<2>:f    r97.0<1;1,0>:uq                  {I@7}
        add (16|M0)              r106.1<2>:d   r42.0<1;1,0>:d    r83.0<1;1,0>:d  
        add (16|M16)             r108.1<2>:d   r43.0<1;1,0>:d    r84.0<1;1,0>:d  
        mul (16|M0)              r110.0<2>:ud  r29.0<1;1,0>:ud   0x3F:uw             
        add (32|M0)              r122.0<1>:d   r17.0<1;1,0>:d    7680:w              
        mul (16|M16)             r112.0<2>:ud  r30.0<1;1,0>:ud   0x3F:uw             
        mov (16|M0)              r19.0<1>:ud   r8.0<2;1,0>:ud                   {Compacted,F@4}
        mov (16|M16)             r20.0<1>:ud   r10.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r46.0<2>:f    r104.0<1;1,0>:uq                
        mov (16|M0)              r44.0<2>:f    r99.0<1;1,0>:uq                 
        add (16|M0)              r110.1<2>:d   r50.0<1;1,0>:d    r85.0<1;1,0>:d  
        add (16|M16)             r112.1<2>:d   r51.0<1;1,0>:d    r86.0<1;1,0>:d  
        send.ugm (32|M0)         null     r118  r14:2  a0.0        0x440E0504           {I@7,$15} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r4.0<1>:d     r17.0<1;1,0>:d    7808:w              
        mov (16|M0)              r39.0<1>:ud   r35.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r40.0<1>:ud   r37.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r52.0<2>:f    r106.0<1;1,0>:uq                
        mov (16|M16)             r54.0<2>:f    r108.0<1;1,0>:uq                 {I@7}
        send.ugm (32|M0)         null     r120  r19:2  a0.0        0x440E0504           {I@6,$0} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r6.0<1>:d     r17.0<1;1,0>:d    7936:w              
        mov (16|M16)             r49.0<1>:ud   r46.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M0)              r48.0<1>:ud   r44.0<2;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r58.0<2>:f    r110.0<1;1,0>:uq                 {I@7}
        mov (16|M16)             r60.0<2>:f    r112.0<1;1,0>:uq                 {I@7}
        send.ugm (32|M0)         null     r122  r39:2  a0.0        0x440E0504           {I@4,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (32|M0)              r12.0<1>:d    r17.0<1;1,0>:d    8064:w              
        mov (16|M0)              r56.0<1>:ud   r52.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r57.0<1>:ud   r54.0<2;1,0>:ud                  {Compacted,F@3}
        send.ugm (32|M0)         null     r4  r48:2  a0.0        0x440E0504           {I@4,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (16|M0)              r21.0<1>:q    r63.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,$1.dst}
        add (16|M0)              r31.0<1>:q    r63.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        mov (16|M0)              r62.0<1>:ud   r58.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r63.0<1>:ud   r60.0<2;1,0>:ud                  {Compacted,F@1}
        send.ugm (32|M0)         null     r6  r56:2  a0.0        0x440E0504           {I@5,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        send.ugm (32|M0)         null     r12  r62:2  a0.0        0x440E0504           {I@1,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
        add (16|M16)             r23.0<1>:q    r71.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted}
        add (16|M16)             r33.0<1>:q    r71.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                 
        send.ugm (32|M0)         r64      r21  null:0  0x0            0x08401580           {I@2,$6} // wr:4+0, rd:4; load.ugm.d32x2.a64
        shl (32|M0)              r68.0<1>:d    r64.0<1;1,0>:d    2:w               {Compacted,$6.dst}
        shl (32|M0)              r70.0<1>:d    r66.0<1;1,0>:d    2:w               {Compacted}
        and (32|M0)              r72.0<1>:d    r68.0<1;1,0>:d    252:w               {Compacted,I@2}
        and (32|M0)              r74.0<1>:d    r70.0<1;1,0>:d    252:w               {Compacted,I@2}
        mul (32|M0)              r76.0<1>:d    r72.0<1;1,0>:d    32:w               {Compacted,I@2}
        mul (32|M0)              r78.0<1>:d    r74.0<1;1,0>:d    32:w               {Compacted,I@2}
        add (32|M0)              r80.0<1>:d    r17.0<1;1,0>:d    r76.0<1;1,0>:d   {Compacted,I@2}
        add (32|M0)              r82.0<1>:d    r17.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted,I@2}
        send.ugm (32|M0)         r85      r80  null:0  a0.0        0x44280500           {I@2,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        send.ugm (32|M0)         r88      r82  null:0  a0.0        0x44280500           {I@1,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        sync.nop                             null                             {Compacted,$8.dst}
        add (32|M0)              r90.0<1>:f    r85.0<1;1,0>:f    r88.0<1;1,0>:f   {Compacted,$7.dst}
        send.ugm (32|M0)         null     r31  r90:2  0x0            0x08000584           {F@1,$9} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,$10} // wr:1+0, rd:0; end of thread
L14240:
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
        illegal                
