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
(W)     and (1|M0)               r4.12<1>:ud   r0.5<0;1,0>:ud    0xFFFFFC00:ud              {$2.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r2.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$0.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r54.0<1>:d    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
        mov (16|M0)              r64.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r62.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r2.1<1>:d     r54.0<0;1,0>:d                   {Compacted,I@3}
        add (16|M0)              r66.0<1>:q    r2.0<0;1,0>:q     r64.0<4;1,0>:uw  {I@1}
        add (16|M16)             r58.0<1>:q    r2.0<0;1,0>:q     r62.0<4;1,0>:uw 
        add (16|M0)              r96.0<1>:q    r66.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r98.0<1>:q    r58.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
(W)     mov (16|M0)              r73.0<1>:uq   r96.0<1;1,0>:uq                  {Compacted,I@2}
(W)     mov (16|M0)              r75.0<1>:uq   r98.0<1;1,0>:uq                  {Compacted,I@2}
        mov (16|M0)              r66.0<1>:d    r73.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r67.0<1>:d    r75.0<2;1,0>:d                   {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
        shl (32|M0)              r2.0<1>:d     r66.0<1;1,0>:d    4:w               {Compacted,$1.dst}
        and (32|M0)              r104.0<1>:d   r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r60.0<2>:ud   r104.0<1;1,0>:ud                 {Compacted,I@1}
        mov (16|M16)             r58.0<2>:ud   r105.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r30.0<1>:q    r4.4<0;1,0>:q     r60.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r32.0<1>:q    r4.4<0;1,0>:q     r58.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r22      r30     null:0  0x0            0x08803580           {A@1,$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r52.0<1>:d    r2.0<1;1,0>:d     112:w               {Compacted}
        and (32|M0)              r102.0<1>:d   r52.0<1;1,0>:d    4080:w               {I@1}
        mov (16|M0)              r56.0<2>:ud   r102.0<1;1,0>:ud                 {Compacted,I@1}
        mov (16|M16)             r54.0<2>:ud   r103.0<1;1,0>:ud                 {Compacted}
        add (32|M0)              r50.0<1>:d    r2.0<1;1,0>:d     224:w               {Compacted}
        and (32|M0)              r100.0<1>:d   r50.0<1;1,0>:d    4080:w               {I@1}
        mov (16|M0)              r52.0<2>:ud   r100.0<1;1,0>:ud                 {Compacted,I@1}
        mov (16|M16)             r50.0<2>:ud   r101.0<1;1,0>:ud                 {Compacted}
        add (32|M0)              r48.0<1>:d    r2.0<1;1,0>:d     336:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r96:4   0x0            0x020F3000           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r98.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r98.0<1>:d    r48.0<1;1,0>:d    4080:w              
        mov (16|M0)              r48.0<2>:ud   r98.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r46.0<2>:ud   r99.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r22:4   0x0            0x020F3008           {$3} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r24.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r22.0<1>:q    r4.4<0;1,0>:q     r56.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r24.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r14      r22     null:0  0x0            0x08803580           {A@1,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r26:4   0x0            0x020F3010           {$6} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r14:4   0x0            0x020F3018           {$5} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r16.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r14.0<1>:q    r4.4<0;1,0>:q     r52.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r16.0<1>:q    r4.4<0;1,0>:q     r50.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r6       r14     null:0  0x0            0x08803580           {A@1,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r18:4   0x0            0x020F3020           {$8} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r6:4    0x0            0x020F3028           {$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r10:4   0x0            0x020F3030           {$9} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r13.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r9.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r9.0<1>:q     r4.4<0;1,0>:q     r48.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r11.0<1>:q    r4.4<0;1,0>:q     r46.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r116     r9      null:0  0x0            0x08803580           {A@1,$10} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r46.0<1>:d    r2.0<1;1,0>:d     448:w               {Compacted}
        and (32|M0)              r96.0<1>:d    r46.0<1;1,0>:d    4080:w               {I@1}
        mov (16|M0)              r44.0<2>:ud   r96.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r44.0<2;1,0>:ud  {Compacted,I@1}
        add (32|M0)              r44.0<1>:d    r2.0<1;1,0>:d     560:w               {Compacted}
        and (32|M0)              r94.0<1>:d    r44.0<1;1,0>:d    4080:w               {I@1}
        mov (16|M0)              r40.0<2>:ud   r94.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r124.0<1>:q   r4.4<0;1,0>:q     r40.0<2;1,0>:ud  {Compacted,I@1}
        add (32|M0)              r40.0<1>:d    r2.0<1;1,0>:d     784:w               {Compacted}
        and (32|M0)              r90.0<1>:d    r40.0<1;1,0>:d    4080:w               {I@1}
        mov (16|M0)              r32.0<2>:ud   r90.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r30.0<2>:ud   r91.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r42.0<2>:ud   r97.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r42.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (32|M0)         r108     r5      null:0  0x0            0x08803580           {I@1,$11} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r42.0<1>:d    r2.0<1;1,0>:d     672:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r116:4  0x0            0x020F3038           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r118.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r116.0<1>:q   r4.4<0;1,0>:q     r32.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r118.0<1>:q   r4.4<0;1,0>:q     r30.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r84      r116    null:0  0x0            0x08803580           {A@1,$12} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)              r92.0<1>:d    r42.0<1;1,0>:d    4080:w              
        mov (16|M0)              r36.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r120:4  0x0            0x020F3040           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r123.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r120.0<1>:q   r4.4<0;1,0>:q     r36.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r36.0<1>:d    r2.0<1;1,0>:d     1008:w               {Compacted}
        mov (16|M16)             r38.0<2>:ud   r95.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r126.0<1>:q   r4.4<0;1,0>:q     r38.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (32|M0)         r100     r124    null:0  0x0            0x08803580           {I@1,$14} // wr:4+0, rd:8; load.ugm.d32x4.a64
        mov (16|M16)             r34.0<2>:ud   r93.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r122.0<1>:q   r4.4<0;1,0>:q     r34.0<2;1,0>:ud  {Compacted,I@1}
        add (32|M0)              r34.0<1>:d    r2.0<1;1,0>:d     1120:w               {Compacted}
        send.ugm (32|M0)         r92      r120    null:0  0x0            0x08803580           {I@2,$15} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r108:4  0x0            0x020F3048           {$11} // wr:1h+4, rd:0; hword scratch block write x8
        add (32|M0)              r38.0<1>:d    r2.0<1;1,0>:d     896:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r112:4  0x0            0x020F3050           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (32|M0)              r32.0<1>:d    r2.0<1;1,0>:d     1232:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r84:4   0x0            0x020F3078           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r86.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r87.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r86.0<1>:d    r36.0<1;1,0>:d    4080:w              
        mov (16|M0)              r24.0<2>:ud   r86.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r22.0<2>:ud   r87.0<1;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r110.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r111.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r108.0<1>:q   r4.4<0;1,0>:q     r24.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r110.0<1>:q   r4.4<0;1,0>:q     r22.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r68      r108    null:0  0x0            0x08803580           {A@1,$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r24.0<1>:d    r2.0<1;1,0>:d     1680:w               {Compacted}
        and (32|M0)              r84.0<1>:d    r34.0<1;1,0>:d    4080:w              
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r20.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r18.0<2>:ud   r85.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r88:4   0x0            0x020F3080           {$2} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r90.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r88.0<1>:d    r38.0<1;1,0>:d    4080:w              
(W)     send.dc0 (16|M0)         null     r0      r104:4  0x0            0x020F3060           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r106.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r104.0<1>:q   r4.4<0;1,0>:q     r20.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r106.0<1>:q   r4.4<0;1,0>:q     r18.0<2;1,0>:ud  {Compacted,I@3}
        sync.nop                             null                             {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r28.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r29.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r28.0<2>:ud   r88.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r26.0<2>:ud   r89.0<1;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r112.0<1>:q   r4.4<0;1,0>:q     r28.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r114.0<1>:q   r4.4<0;1,0>:q     r26.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r76      r112    null:0  0x0            0x08803580           {A@1,$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r30.0<1>:d    r2.0<1;1,0>:d     1344:w               {Compacted}
        add (32|M0)              r28.0<1>:d    r2.0<1;1,0>:d     1456:w               {Compacted}
        add (32|M0)              r26.0<1>:d    r2.0<1;1,0>:d     1568:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r72:4   0x0            0x020F30A0           {$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r74.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r75.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r74.0<1>:d    r24.0<1;1,0>:d    4080:w              
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r123.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r122.0<2>:ud  r74.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r120.0<2>:ud  r75.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r84.0<1>:q    r4.4<0;1,0>:q     r122.0<2;1,0>:ud {Compacted,I@2}
        add (16|M16)             r86.0<1>:q    r4.4<0;1,0>:q     r120.0<2;1,0>:ud {Compacted,I@2}
        send.ugm (32|M0)         r18      r84     null:0  0x0            0x08803580           {A@1,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r68:4   0x0            0x020F3098           {$5} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r100:4  0x0            0x020F3058           {$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r96:4   0x0            0x020F3070           {$15} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (32|M0)         r58      r104    null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r92:4   0x0            0x020F3068           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r76:4   0x0            0x020F3088           {$3} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r80:4   0x0            0x020F3090           {$13} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r78.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r78.0<1>:d    r28.0<1;1,0>:d    4080:w              
        and (32|M0)              r76.0<1>:d    r26.0<1;1,0>:d    4080:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r82.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r83.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r82.0<1>:d    r32.0<1;1,0>:d    4080:w              
        and (32|M0)              r80.0<1>:d    r30.0<1;1,0>:d    4080:w              
        mov (16|M0)              r8.0<2>:ud    r78.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M16)             r6.0<2>:ud    r79.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r126.0<2>:ud  r76.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M16)             r124.0<2>:ud  r77.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r16.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted,I@6}
(W)     send.dc0 (16|M0)         null     r0      r18:4   0x0            0x020F30F8           {$4} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r22:4   0x0            0x020F3100           {$6} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r20.0<1>:d    r2.0<1;1,0>:d     1904:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r24.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r22.0<1>:d    r2.0<1;1,0>:d     1792:w               {Compacted}
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r71.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r70.0<1>:d    r20.0<1;1,0>:d    4080:w              
        and (32|M0)              r72.0<1>:d    r22.0<1;1,0>:d    4080:w               {I@2}
        mov (16|M0)              r114.0<2>:ud  r70.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M16)             r112.0<2>:ud  r71.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r118.0<2>:ud  r72.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r116.0<2>:ud  r73.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r14.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r12.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r10.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r76.0<1>:q    r4.4<0;1,0>:q     r114.0<2;1,0>:ud {Compacted,I@7}
        add (16|M16)             r78.0<1>:q    r4.4<0;1,0>:q     r112.0<2;1,0>:ud {Compacted,I@7}
        add (16|M16)             r82.0<1>:q    r4.4<0;1,0>:q     r116.0<2;1,0>:ud {Compacted,I@6}
        add (16|M0)              r80.0<1>:q    r4.4<0;1,0>:q     r118.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r110     r76     null:0  0x0            0x08803580           {A@2,$12} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r102.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r100.0<1>:q   r4.4<0;1,0>:q     r16.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r102.0<1>:q   r4.4<0;1,0>:q     r14.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r98.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r96.0<1>:q    r4.4<0;1,0>:q     r12.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r98.0<1>:q    r4.4<0;1,0>:q     r10.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r10      r80     null:0  0x0            0x08803580           {A@1,$14} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r18.0<1>:d    r2.0<1;1,0>:d     2016:w               {Compacted}
        and (32|M0)              r68.0<1>:d    r18.0<1;1,0>:d    4080:w               {I@1}
        mov (16|M16)             r108.0<2>:ud  r69.0<1;1,0>:ud                  {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r94.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r92.0<1>:q    r4.4<0;1,0>:q     r8.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r94.0<1>:q    r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r88.0<1>:q    r4.4<0;1,0>:q     r126.0<2;1,0>:ud {Compacted}
        add (16|M16)             r90.0<1>:q    r4.4<0;1,0>:q     r124.0<2;1,0>:ud {Compacted}
        add (16|M16)             r74.0<1>:q    r4.4<0;1,0>:q     r108.0<2;1,0>:ud {Compacted,I@5}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F30B0           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (32|M0)         r34      r92     null:0  0x0            0x08803580           {A@4,$0} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r26      r88     null:0  0x0            0x08803580           {A@2,$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r50      r100    null:0  0x0            0x08803580           {$2} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r110:4  0x0            0x020F318C           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r113.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r110.0<2>:ud  r68.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r72.0<1>:q    r4.4<0;1,0>:q     r110.0<2;1,0>:ud {Compacted,I@1}
        send.ugm (32|M0)         r88      r72     null:0  0x0            0x08803580           {I@1,$8} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r42      r96     null:0  0x0            0x08803580           {$11} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r14:4   0x0            0x020F3110           {$14} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r16.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r16.0<1>:d    r2.0<1;1,0>:d     2128:w              
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r64.0<1>:d    r16.0<1;1,0>:d    4080:w              
        mov (16|M0)              r106.0<2>:ud  r64.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r104.0<2>:ud  r65.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r68.0<1>:q    r4.4<0;1,0>:q     r106.0<2;1,0>:ud {Compacted,I@2}
        add (16|M16)             r70.0<1>:q    r4.4<0;1,0>:q     r104.0<2;1,0>:ud {Compacted,I@2}
        send.ugm (32|M0)         r80      r68     null:0  0x0            0x08803580           {A@1,$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r8.0<1>:d     r2.0<1;1,0>:d     2576:w              
        and (32|M0)              r126.0<1>:d   r8.0<1;1,0>:d     4080:w               {I@1}
(W)     send.dc0 (16|M0)         null     r0      r10:4   0x0            0x020F3108           {$13} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r13.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r10.0<1>:d    r2.0<1;1,0>:d     2464:w              
        and (32|M0)              r108.0<1>:d   r10.0<1;1,0>:d    4080:w               {I@1}
        add (32|M0)              r14.0<1>:d    r2.0<1;1,0>:d     2240:w              
(W)     send.dc0 (16|M0)         null     r0      r88:4   0x0            0x020F3164           {$8} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r90.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r90.0<2>:ud   r126.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r88.0<2>:ud   r127.0<1;1,0>:ud                 {Compacted}
        add (32|M0)              r126.0<1>:d   r2.0<1;1,0>:d     2800:w              
        and (32|M0)              r8.0<1>:d     r126.0<1;1,0>:d   4080:w               {I@1}
(W)     send.dc0 (16|M0)         null     r0      r92:4   0x0            0x020F316C           {$4} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r94.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r92.0<2>:ud   r109.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r38:4   0x0            0x020F30E0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (32|M0)              r6.0<1>:d     r2.0<1;1,0>:d     2688:w              
(W)     send.dc0 (16|M0)         null     r0      r80:4   0x0            0x020F3174           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r82.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r83.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r82.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        add (32|M0)              r12.0<1>:d    r2.0<1;1,0>:d     2352:w              
        and (32|M0)              r62.0<1>:d    r14.0<1;1,0>:d    4080:w              
        sync.nop                             null                             {Compacted,I@5}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r41.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M16)             r40.0<1>:q    r4.4<0;1,0>:q     r92.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r92.0<1>:d    r2.0<1;1,0>:d     2912:w              
(W)     send.dc0 (16|M0)         null     r0      r54:4   0x0            0x020F30C0           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@5}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r82.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r82.0<1>:d    r2.0<1;1,0>:d     3024:w              
        mov (16|M16)             r80.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r102.0<2>:ud  r62.0<1;1,0>:ud                  {Compacted,I@6}
        mov (16|M16)             r100.0<2>:ud  r63.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w              
        and (32|M0)              r106.0<1>:d   r12.0<1;1,0>:d    4080:w              
        and (32|M0)              r10.0<1>:d    r92.0<1;1,0>:d    4080:w               {I@7}
(W)     send.dc0 (16|M0)         null     r0      r58:4   0x0            0x020F30A8           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r56.0<1>:q    r4.4<0;1,0>:q     r80.0<2;1,0>:ud  {Compacted,I@6}
        and (32|M0)              r12.0<1>:d    r82.0<1;1,0>:d    4080:w              
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r59.0<1>:q    r4.4<0;1,0>:q     r102.0<2;1,0>:ud {Compacted}
        add (16|M16)             r61.0<1>:q    r4.4<0;1,0>:q     r100.0<2;1,0>:ud {Compacted,I@7}
        add (32|M0)              r80.0<1>:d    r2.0<1;1,0>:d     3136:w              
(W)     send.dc0 (16|M0)         null     r0      r84:4   0x0            0x020F317C           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r98.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r98.0<2>:ud   r106.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r96.0<2>:ud   r107.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r78.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r86.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r87.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r86.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r84.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        send.ugm (32|M0)         r118     r59     null:0  0x0            0x08803580           {A@7,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
        mov (16|M16)             r76.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r74.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r72.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r34:4   0x0            0x020F30D8           {$9} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r46:4   0x0            0x020F30D0           {$11} // wr:1h+4, rd:0; hword scratch block write x8
        mov (16|M0)              r94.0<2>:ud   r108.0<1;1,0>:ud                 {Compacted}
        and (32|M0)              r14.0<1>:d    r80.0<1;1,0>:d    4080:w               {I@7}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r78.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r37.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r34.0<1>:q    r4.4<0;1,0>:q     r98.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r36.0<1>:q    r4.4<0;1,0>:q     r96.0<2;1,0>:ud  {Compacted}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r48.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r49.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r46.0<1>:q    r4.4<0;1,0>:q     r86.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r48.0<1>:q    r4.4<0;1,0>:q     r84.0<2;1,0>:ud  {Compacted,I@7}
        add (32|M0)              r78.0<1>:d    r2.0<1;1,0>:d     3248:w              
        add (16|M16)             r60.0<1>:q    r4.4<0;1,0>:q     r76.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r74.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r72.0<2;1,0>:ud  {Compacted,I@7}
        add (32|M0)              r76.0<1>:d    r2.0<1;1,0>:d     3360:w              
(W)     send.dc0 (16|M0)         null     r0      r114:4  0x0            0x020F3194           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r42:4   0x0            0x020F30C8           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r117.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (32|M0)         r110     r34     null:0  0x0            0x08803580           {A@7,$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M0)              r38.0<1>:q    r4.4<0;1,0>:q     r94.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r70.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r68.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r45.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r42.0<1>:q    r4.4<0;1,0>:q     r90.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r44.0<1>:q    r4.4<0;1,0>:q     r88.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r84      r46     null:0  0x0            0x08803580           {A@1,$14} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         null     r0      r30:4   0x0            0x020F30F0           {$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r50:4   0x0            0x020F30B8           {$0} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r32.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r33.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (32|M0)         r30      r5      null:0  0x0            0x08803580           {$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r52.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (32|M0)         r46      r54     null:0  0x0            0x08803580           {$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)              r16.0<1>:d    r78.0<1;1,0>:d    4080:w              
        send.ugm (32|M0)         r102     r38     null:0  0x0            0x08803580           {$8} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r94      r42     null:0  0x0            0x08803580           {$2} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r74.0<1>:d    r2.0<1;1,0>:d     3472:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r70.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r68.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r56.0<1>:d    r76.0<1;1,0>:d    4080:w              
        send.ugm (32|M0)         r38      r58     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        mov (16|M0)              r64.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M16)             r62.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r26:4   0x0            0x020F30E8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r28.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r29.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (32|M0)         r22      r5      null:0  0x0            0x08803580           {A@4,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r60.0<2>:ud   r56.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r58.0<2>:ud   r57.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r2.0<1>:d     r74.0<1;1,0>:d    4080:w              
        sync.nop                             null                             {Compacted,I@5}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r64.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r62.0<2;1,0>:ud  {Compacted,I@5}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r60.0<2;1,0>:ud  {Compacted,I@5}
        add (16|M16)             r56.0<1>:q    r4.4<0;1,0>:q     r58.0<2;1,0>:ud  {Compacted,I@5}
        send.ugm (32|M0)         r14      r5      null:0  0x0            0x08803580           {A@3,$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
        mov (16|M0)              r58.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        send.ugm (32|M0)         r6       r54     null:0  0x0            0x08803580           {A@2,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
        shl (32|M0)              r72.0<1>:d    r66.0<1;1,0>:d    2:w               {Compacted}
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r58.0<2;1,0>:ud  {Compacted}
        mov (16|M16)             r58.0<2>:ud   r3.0<1;1,0>:ud                   {Compacted}
        add (16|M16)             r56.0<1>:q    r4.4<0;1,0>:q     r58.0<2;1,0>:ud  {Compacted,I@1}
        and (32|M0)              r66.0<1>:d    r72.0<1;1,0>:d    60:w               {Compacted}
(W)     mov (16|M0)              r62.0<1>:uq   r54.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r64.0<1>:uq   r56.0<1;1,0>:uq                  {Compacted,I@3}
        mov (16|M0)              r2.0<2>:ud    r66.0<1;1,0>:ud                  {Compacted,I@3}
        send.ugm (32|M0)         r54      r62     null:0  0x0            0x08803580           {A@2,$11} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r62.0<1>:q    r4.5<0;1,0>:q     r2.0<2;1,0>:ud   {Compacted}
        mov (16|M16)             r2.0<2>:ud    r67.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r64.0<1>:q    r4.5<0;1,0>:q     r2.0<2;1,0>:ud   {Compacted,I@1}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,I@2}
        send.ugm (32|M0)         r70      r66     null:0  0x0            0x08200580           {A@1,$10} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3118           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        and (32|M0)   (eq)f1.0   r126.0<1>:d   r70.0<1;1,0>:d    7:w               {$10.dst}
(W)     send.dc0 (16|M0)         null     r0      r126:2  0x0            0x020F2118           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($12)                
(f1.0)  goto (32|M0)                         L12136                  L12136                
L6040:
(W)     mov (1|M0)               r4.0<1>:d     0:w                               {Compacted}
L6048:
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3058           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3008           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3018           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r79      r0      null:0  0x0            0x024C3070           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     add (1|M0)               r4.0<1>:d     r4.0<0;1,0>:d     1:w               {Compacted,I@1}
        sync.allwr                           ($0,$1)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r75.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r64.0<1>:f    r77.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3060           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3010           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3020           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F311C           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$14)                
        mad (32|M0)              acc0.0<1>:f   r75.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$10.dst}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              acc2.0<1>:f   r77.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted}
        mov (32|M0)              r2.0<1>:ud    r66.0<1;1,0>:ud                  {Compacted,I@1}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3008           {I@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,$8.dst}
        mov (32|M0)              r2.0<1>:ud    r68.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,I@1}
        mov (32|M0)              r2.0<1>:f     acc0.0<1;1,0>:f                  {I@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3008           {$2} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r62.0<1>:uq   r71.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mov (32|M0)              r2.0<1>:f     acc2.0<1;1,0>:f                  {I@1}
(W)     mov (16|M0)              r64.0<1>:uq   r73.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3068           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3018           {I@2,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3010           {I@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3028           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($6,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r75.0<1;0>:f      r71.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r68.0<1>:f    r77.0<1;0>:f      r73.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3020           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3030           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3124           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($0,$15)                
        mad (32|M0)              r62.0<1>:f    r79.0<1;0>:f      r75.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              r64.0<1>:f    r81.0<1;0>:f      r77.0<1;0>:f      r72.0<1>:f       {Compacted}
        mov (32|M0)              r2.0<1>:ud    r70.0<1;1,0>:ud                  {Compacted,I@1}
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3018           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,$10.dst}
        mov (32|M0)              r2.0<1>:ud    r72.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3018           {I@1,$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r2.0<1>:ud    r66.0<1;1,0>:ud                  {Compacted,I@1}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F312C           {$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r62.0<1>:uq   r75.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,I@3}
        mov (32|M0)              r2.0<1>:ud    r68.0<1;1,0>:ud                  {Compacted,I@3}
(W)     mov (16|M0)              r64.0<1>:uq   r77.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,I@2}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3028           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3078           {I@2,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3020           {I@1,$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3038           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r79      r0      null:0  0x0            0x024C3080           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($4,$11)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r75.0<1;0>:f      r71.0<1;0>:f      r62.0<1>:f       {Compacted,$0.dst}
        mad (32|M0)              r68.0<1>:f    r77.0<1;0>:f      r73.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3030           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3040           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3134           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($2,$3)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r79.0<1;0>:f      r75.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              r64.0<1>:f    r81.0<1;0>:f      r77.0<1;0>:f      r72.0<1>:f       {Compacted}
        mov (32|M0)              r2.0<1>:ud    r70.0<1;1,0>:ud                  {Compacted,I@1}
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3028           {I@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,$8.dst}
        mov (32|M0)              r2.0<1>:ud    r72.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3028           {I@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,I@1}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F313C           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r62.0<1>:uq   r75.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mov (32|M0)              r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted,A@1}
(W)     mov (16|M0)              r64.0<1>:uq   r77.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3038           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3088           {I@2,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3030           {I@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3048           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r79      r0      null:0  0x0            0x024C3090           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($6,$12)                
        mad (32|M0)              r66.0<1>:f    r75.0<1;0>:f      r71.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r68.0<1>:f    r77.0<1;0>:f      r73.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3040           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3050           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3144           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($0,$13)                
        mad (32|M0)              r62.0<1>:f    r79.0<1;0>:f      r75.0<1;0>:f      r70.0<1>:f       {Compacted,$15.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              r64.0<1>:f    r81.0<1;0>:f      r77.0<1;0>:f      r72.0<1>:f       {Compacted}
        mov (32|M0)              r2.0<1>:f     r70.0<1;1,0>:f                   {Compacted,I@1}
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@2}
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3038           {I@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,$1.dst}
        mov (32|M0)              r2.0<1>:f     r72.0<1;1,0>:f                   {Compacted,I@1}
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3038           {I@1,$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,I@1}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F314C           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r62.0<1>:uq   r75.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mov (32|M0)              r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted,A@1}
(W)     mov (16|M0)              r64.0<1>:uq   r77.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3048           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3098           {I@2,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3040           {I@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3058           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r79      r0      null:0  0x0            0x024C30A0           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$11)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r75.0<1;0>:f      r71.0<1;0>:f      r62.0<1>:f       {Compacted,$15.dst}
        mad (32|M0)              r68.0<1>:f    r77.0<1;0>:f      r73.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3050           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3060           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3154           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$14)                
        mad (32|M0)              r62.0<1>:f    r79.0<1;0>:f      r75.0<1;0>:f      r70.0<1>:f       {Compacted,$4.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              r64.0<1>:f    r81.0<1;0>:f      r77.0<1;0>:f      r72.0<1>:f       {Compacted}
        mov (32|M0)              r2.0<1>:f     r70.0<1;1,0>:f                   {Compacted,I@1}
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@2}
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3048           {I@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,$8.dst}
        mov (32|M0)              r2.0<1>:f     r72.0<1;1,0>:f                   {Compacted,I@1}
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3048           {I@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,I@1}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F315C           {$5} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r62.0<1>:uq   r75.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mov (32|M0)              r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted,A@1}
(W)     mov (16|M0)              r64.0<1>:uq   r77.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30A8           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3058           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3050           {I@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3068           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($10,$13)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30B0           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3070           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3058           {I@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3060           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$1)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30B8           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3078           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3060           {I@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3068           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($2,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30C0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3080           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3068           {I@1,$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3070           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($11,$15)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30C8           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3088           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3070           {I@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3078           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$15)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30D0           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3090           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3078           {I@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3080           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($8,$14)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30D8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3098           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3080           {I@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3088           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($4,$12)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30E0           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3088           {I@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3090           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r62.0<1>:uq   r79.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r64.0<1>:uq   r81.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,A@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30E8           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30A8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3090           {I@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3098           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($2,$13)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30F0           {F@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30B0           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3098           {I@1,$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r67.0<1>:uq   r79.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r69.0<1>:uq   r81.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        sync.nop                             null                             {Compacted,$0.dst}
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,A@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30F8           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30B8           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F30A0           {I@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30A8           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($11,$15)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3100           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30C0           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F30A8           {I@1,$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30B0           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($3,$12)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3108           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30C8           {$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F30B0           {I@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30B8           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($4,$8)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3110           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30D0           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F30B8           {I@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30C0           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($10,$15)                
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r67.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30C8           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C318C           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F30C0           {I@1,$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30D8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($13,$14)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r71.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r73.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30E0           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3194           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r71:4   0x0            0x020F30C8           {I@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30D0           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r71.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r73.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30E8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3164           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r71:4   0x0            0x020F30D0           {I@1,$12} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30D8           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($10,$15)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r71.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r73.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30F0           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C316C           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r71:4   0x0            0x020F30D8           {I@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30E0           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($6,$9)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r71.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r73.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30F8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3174           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r71:4   0x0            0x020F30E0           {I@1,$12} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30E8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r71.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r73.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3100           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C317C           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r71:4   0x0            0x020F30E8           {I@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30F0           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($8,$15)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r71.0<1;0>:f      r66.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r71.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r73.0<1;0>:f      r68.0<1>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30F8           {F@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3108           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r73.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r71:4   0x0            0x020F30F0           {I@1,$12} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($4,$11)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r118.0<1;0>:f     r67.0<1;0>:f      r62.0<1>:f       {Compacted}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r120.0<1;0>:f     r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3110           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F30F8           {I@1,$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3100           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mad (32|M0)              r2.0<1>:f     r122.0<1;0>:f     r67.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r67.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r124.0<1;0>:f     r69.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r69.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C318C           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r67:4   0x0            0x020F3100           {I@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3108           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3164           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$2)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r110.0<1;0>:f     r66.0<1;0>:f      r62.0<1>:f       {Compacted}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r112.0<1;0>:f     r68.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3194           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3108           {I@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3110           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     r114.0<1;0>:f     r66.0<1;0>:f      r62.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r116.0<1;0>:f     r68.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C318C           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3110           {I@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C316C           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r102.0<1;0>:f     r62.0<1;0>:f      r70.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r104.0<1;0>:f     r64.0<1;0>:f      r72.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F318C           {I@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3194           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r106.0<1;0>:f     r62.0<1;0>:f      r66.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r108.0<1;0>:f     r64.0<1;0>:f      r68.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3194           {I@1,$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3174           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r68.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r66.0<1>:uq   r70.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r94.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r96.0<1;0>:f      r68.0<1;0>:f      r64.0<1>:f       {Compacted,A@1}
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C317C           {$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3164           {I@1,$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C316C           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mad (32|M0)              r2.0<1>:f     r98.0<1;0>:f      r66.0<1;0>:f      r62.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r100.0<1;0>:f     r68.0<1;0>:f      r64.0<1>:f       {Compacted,I@1}
        mov (32|M0)              r68.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F316C           {I@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3174           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mad (32|M0)              r2.0<1>:f     r84.0<1;0>:f      r63.0<1;0>:f      r118.0<1>:f      {Compacted,$14.dst}
        mov (32|M0)              r63.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r86.0<1;0>:f      r65.0<1;0>:f      r120.0<1>:f      {Compacted,I@1}
        mov (32|M0)              r65.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r63:4   0x0            0x020F3174           {I@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C317C           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r118.0<1>:f   r46.0<1;0>:f      r118.0<1;0>:f     r110.0<1>:f      {Compacted,$4.dst}
        mad (32|M0)              r110.0<1>:f   r38.0<1;0>:f      r110.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (32|M0)              r102.0<1>:f   r30.0<1;0>:f      r102.0<1;0>:f     r94.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r94.0<1>:f    r22.0<1;0>:f      r94.0<1;0>:f      r84.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r84.0<1>:f    r14.0<1;0>:f      r84.0<1;0>:f      r46.0<1>:f       {Compacted,$9.dst}
        mad (32|M0)              r46.0<1>:f    r6.0<1;0>:f       r46.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (32|M0)              r38.0<1>:f    r54.0<1;0>:f      r38.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (32|M0)              r120.0<1>:f   r48.0<1;0>:f      r120.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (32|M0)              r112.0<1>:f   r40.0<1;0>:f      r112.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r2.0<1>:f     r88.0<1;0>:f      r63.0<1;0>:f      r122.0<1>:f      {Compacted,$10.dst}
        mov (32|M0)              r63.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r90.0<1;0>:f      r65.0<1;0>:f      r124.0<1>:f      {Compacted,I@1}
        mov (32|M0)              r65.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r63:4   0x0            0x020F317C           {I@1,$12} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x024C311C           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r104.0<1>:f   r32.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r96.0<1>:f    r24.0<1;0>:f      r96.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (32|M0)              r86.0<1>:f    r16.0<1;0>:f      r86.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (32|M0)              r48.0<1>:f    r8.0<1;0>:f       r48.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r40.0<1>:f    r56.0<1;0>:f      r40.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (32|M0)              r122.0<1>:f   r50.0<1;0>:f      r122.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (32|M0)              r124.0<1>:f   r52.0<1;0>:f      r124.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (32|M0)              r114.0<1>:f   r42.0<1;0>:f      r114.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (32|M0)              r116.0<1>:f   r44.0<1;0>:f      r116.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r30.0<1>:f    r64.0<1;0>:f      r30.0<1;0>:f      r22.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3124           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r32.0<1>:f    r66.0<1;0>:f      r32.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (32|M0)              r106.0<1>:f   r34.0<1;0>:f      r106.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r108.0<1>:f   r36.0<1;0>:f      r108.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (32|M0)              r98.0<1>:f    r26.0<1;0>:f      r98.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (32|M0)              r100.0<1>:f   r28.0<1;0>:f      r100.0<1;0>:f     r90.0<1>:f       {Compacted}
        mad (32|M0)              r88.0<1>:f    r18.0<1;0>:f      r88.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r90.0<1>:f    r20.0<1;0>:f      r90.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r50.0<1>:f    r10.0<1;0>:f      r50.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (32|M0)              r52.0<1>:f    r12.0<1;0>:f      r52.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (32|M0)              r22.0<1>:f    r62.0<1;0>:f      r22.0<1;0>:f      r14.0<1>:f       {Compacted,$2.dst}
        mad (32|M0)              r24.0<1>:f    r64.0<1;0>:f      r24.0<1;0>:f      r16.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C312C           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r42.0<1>:f    r58.0<1;0>:f      r42.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (32|M0)              r44.0<1>:f    r60.0<1;0>:f      r44.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (32|M0)              r34.0<1>:f    acc0.0<1;0>:f     r34.0<1;0>:f      r26.0<1>:f       {Compacted}
        mad (32|M0)              r36.0<1>:f    acc2.0<1;0>:f     r36.0<1;0>:f      r28.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3154           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r26.0<1>:f    r62.0<1;0>:f      r26.0<1;0>:f      r18.0<1>:f       {Compacted,$9.dst}
        mad (32|M0)              r28.0<1>:f    r64.0<1;0>:f      r28.0<1;0>:f      r20.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3134           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r14.0<1>:f    r62.0<1;0>:f      r14.0<1;0>:f      r6.0<1>:f        {Compacted,$15.dst}
        mad (32|M0)              r16.0<1>:f    r64.0<1;0>:f      r16.0<1;0>:f      r8.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C313C           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r18.0<1>:f    r62.0<1;0>:f      r18.0<1;0>:f      r10.0<1>:f       {Compacted,$0.dst}
        mad (32|M0)              r20.0<1>:f    r64.0<1;0>:f      r20.0<1;0>:f      r12.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3144           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r6.0<1>:f     r62.0<1;0>:f      r6.0<1;0>:f       r54.0<1>:f       {Compacted,$10.dst}
        mad (32|M0)              r8.0<1>:f     r64.0<1;0>:f      r8.0<1;0>:f       r56.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C314C           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r10.0<1>:f    r62.0<1;0>:f      r10.0<1;0>:f      r58.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r12.0<1>:f    r64.0<1;0>:f      r12.0<1;0>:f      r60.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C311C           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r54.0<1>:f    r67.0<1;0>:f      r54.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r56.0<1>:f    r69.0<1;0>:f      r56.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C315C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r58.0<1>:f    r63.0<1;0>:f      acc0.0<1;0>:f     r58.0<1>:f       {$7.dst}
(W)     send.dc0 (16|M0)         r126     r0      null:0  0x0            0x022C2118           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r60.0<1>:f    r65.0<1;0>:f      acc2.0<1;0>:f     r60.0<1>:f      
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r4.0<0;1,0>:ud    r126.0<1;1,0>:ud {$14.dst}
(f0.0)  goto.b (32|M0)                       L12136                  L6048                
L12136:
        join (32|M0)                         L12152                                
L12152:
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3008           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3018           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40000000:ud                             
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C3010           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.1<1>:ud    0x40400000:ud                             
(W)     mov (1|M0)               r4.2<1>:ud    0x40800000:ud                             
(W)     mov (1|M0)               r4.3<1>:ud    0x40A00000:ud                             
(W)     mov (1|M0)               r5.0<1>:ud    0x41F00000:ud                             
        add (32|M0)              acc0.0<1>:f   r62.0<1;1,0>:f    0.0:f               {$12.dst}
        add (32|M0)              acc2.0<1>:f   r64.0<1;1,0>:f    0.0:f              
        sync.nop                             null                             {Compacted,I@5}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r71.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r68.0<1>:f    acc2.0<1;0>:f     r73.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3028           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        add (32|M0)              r66.0<1>:f    r75.0<1;1,0>:f    0.0:f               {$0.dst}
        add (32|M0)              r64.0<1>:f    r77.0<1;1,0>:f    0.0:f              
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3118           {F@2,$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r75.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r77.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3020           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r62.0<1>:f    acc0.0<1;0>:f     r71.0<1;0>:f      r4.1<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3120           {F@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r71.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3038           {I@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   r77.0<1;0>:f      r73.0<1;0>:f      r4.1<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   r75.0<1;0>:f      r67.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x022C2124           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r2.0<1>:f     r71.0<1;0>:f      r63.0<1;0>:f      r4.2<0>:f        {Compacted,$0.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3048           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3030           {F@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40C00000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.3<0>:f        {Compacted,$8.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3058           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.1<0>:f        {Compacted,$4.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3040           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (1|M0)               r4.1<1>:ud    0x41000000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3068           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.2<0>:f        {Compacted,$13.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3050           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.2<1>:ud    0x40E00000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.2<0>:f        {Compacted,$2.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3078           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.3<0>:f        {Compacted,$9.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.3<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3060           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.1<0>:f        {Compacted,$6.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3088           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3070           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41100000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3098           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.2<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3080           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.2<1>:ud    0x41200000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.2<0>:f        {Compacted,$1.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C30A8           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.1<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3090           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.1<1>:ud    0x41300000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.1<0>:f        {Compacted,$15.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C30B8           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30A0           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41400000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C30C8           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.2<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30B0           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.2<1>:ud    0x41500000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.2<0>:f        {Compacted,$12.dst}
(W)     mov (16|M0)              r74.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted,F@1}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x022C20D8           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r79      r0      null:0  0x0            0x024C30D0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.1<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r69.0<1;0>:f      r4.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30C0           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.1<1>:ud    0x41600000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r63.0<1;0>:f      r4.1<0>:f        {Compacted,$0.dst}
(W)     mov (16|M0)              r62.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted,F@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30E8           {I@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r92.0<1>:f    r62.0<1;0>:f      r69.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    acc2.0<1;0>:f     r79.0<1;0>:f      r4.2<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r75      r0      null:0  0x0            0x024C30DC           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,F@3}
(W)     mov (1|M0)               r4.0<1>:ud    0x41700000:ud                              {F@2}
(W)     mov (16|M0)              r79.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r71.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
(W)     mov (16|M0)              r66.0<1>:uq   r92.0<1;1,0>:uq                  {Compacted,F@1}
(W)     mov (16|M0)              r68.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r81.0<1;0>:f      r4.2<0>:f        {Compacted,A@1}
(W)     mov (1|M0)               r4.2<1>:ud    0x41800000:ud                              {F@1}
        mad (32|M0)              r64.0<1>:f    acc0.0<1;0>:f     r75.0<1;0>:f      r4.1<0>:f        {Compacted,$15.dst}
(W)     mov (16|M0)              r81.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              acc0.0<1>:f   r79.0<1;0>:f      r77.0<1;0>:f      r4.1<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   r81.0<1;0>:f      r73.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C30F8           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r65      r0      null:0  0x0            0x022C20E4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r62.0<1>:f    r68.0<1;0>:f      r71.0<1;0>:f      r4.2<0>:f        {Compacted,$0.dst}
(W)     mov (16|M0)              r68.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r68.0<1;0>:f      r65.0<1;0>:f      r4.1<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C30F0           {F@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r73.0<1;0>:f      r4.2<0>:f        {Compacted}
(W)     mov (16|M0)              r73.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,F@1}
(W)     mov (16|M0)              r71.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3108           {I@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.1<1>:ud    0x41880000:ud                             
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r67.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r2.0<1>:f     r73.0<1;0>:f      r69.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3100           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r76.0<1>:f    r71.0<1;0>:f      r63.0<1;0>:f      r4.1<0>:f        {Compacted,$12.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x41900000:ud                             
(W)     mov (16|M0)              r74.0<1>:uq   r76.0<1;1,0>:uq                  {Compacted,F@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r67.0<1;0>:f      r4.2<0>:f        {Compacted,$15.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r65.0<1;0>:f      r4.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C318C           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r72.0<1>:f    r74.0<1;0>:f      r63.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     mov (16|M0)              r75.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,F@1}
        mad (32|M0)              r2.0<1>:f     r75.0<1;0>:f      r69.0<1;0>:f      r4.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C3164           {F@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r77.0<1>:uq   r72.0<1;1,0>:uq                  {Compacted}
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3110           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.2<1>:ud    0x41980000:ud                             
(W)     mov (16|M0)              r75.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r65.0<1;0>:f      r4.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r77.0<1;0>:f      r67.0<1;0>:f      r4.2<0>:f        {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r64.0<1>:f    r75.0<1;0>:f      r73.0<1;0>:f      r4.1<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r76.0<1>:f    acc2.0<1;0>:f     r69.0<1;0>:f      r4.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3008           {A@2,$12} // wr:1h+4, rd:0; hword scratch block write x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r71.0<1;0>:f      r4.1<0>:f        {Compacted}
(W)     mov (16|M0)              r67.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r69.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,F@2}
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C3174           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r71      r0      null:0  0x0            0x024C3194           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.1<1>:ud    0x41A00000:ud                             
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r67.0<1;0>:f      r63.0<1;0>:f      r4.1<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r78.0<1>:f    acc0.0<1;0>:f     r71.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r80.0<1>:f    r69.0<1;0>:f      r73.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (16|M0)              r63.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,F@3}
(W)     mov (1|M0)               r4.0<1>:ud    0x41A80000:ud                              {F@1}
(W)     send.dc0 (16|M0)         r67      r0      null:0  0x0            0x024C316C           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   r76.0<1;0>:f      r65.0<1;0>:f      r4.1<0>:f        {Compacted}
        mad (32|M0)              r72.0<1>:f    r63.0<1;0>:f      r118.0<1;0>:f     r4.0<0>:f        {Compacted,A@1,$7.dst}
(W)     send.dc0 (16|M0)         r63      r0      null:0  0x0            0x024C317C           {F@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {$14} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r2.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     acc0.0<1;0>:f     r120.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   r78.0<1;0>:f      r67.0<1;0>:f      r4.2<0>:f        {Compacted,$1.dst}
        mad (32|M0)              acc0.0<1>:f   r80.0<1;0>:f      r69.0<1;0>:f      r4.2<0>:f        {Compacted}
(W)     mov (1|M0)               r4.2<1>:ud    0x41B00000:ud                              {F@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r4.1<0>:f        {Compacted,$10.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r4.1<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r122.0<1;0>:f     r4.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r64.0<1>:f    r2.0<1;0>:f       r112.0<1;0>:f     r4.2<0>:f        {Compacted,$13.dst}
(W)     mov (1|M0)               r4.1<1>:ud    0x41B80000:ud                              {F@3}
        mad (32|M0)              r72.0<1>:f    r72.0<1;0>:f      r110.0<1;0>:f     r4.2<0>:f        {Compacted}
        mad (32|M0)              r66.0<1>:f    acc0.0<1;0>:f     r124.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    acc2.0<1;0>:f     r114.0<1;0>:f     r4.2<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   r64.0<1;0>:f      r104.0<1;0>:f     r4.1<0>:f        {Compacted,A@1,$8.dst}
(W)     mov (1|M0)               r70.0<1>:ud   0x41C00000:ud                             
        mad (32|M0)              acc2.0<1>:f   r72.0<1;0>:f      r102.0<1;0>:f     r4.1<0>:f        {Compacted,F@4}
        mad (32|M0)              r68.0<1>:f    r62.0<1;0>:f      r106.0<1;0>:f     r4.1<0>:f        {Compacted,F@3}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    acc0.0<1;0>:f     r96.0<1;0>:f      r70.0<0>:f       {Compacted,$2.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r94.0<1;0>:f      r70.0<0>:f       {Compacted}
(W)     mov (1|M0)               r65.0<1>:ud   0x41C80000:ud                              {F@5}
        mad (32|M0)              acc0.0<1>:f   r66.0<1;0>:f      r116.0<1;0>:f     r4.2<0>:f        {Compacted}
(W)     mov (1|M0)               r64.0<1>:ud   0x41D00000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r84.0<1;0>:f      r65.0<0>:f       {Compacted,$14.dst}
        mad (32|M0)              r120.0<1>:f   r62.0<1;0>:f      r86.0<1;0>:f      r65.0<0>:f       {Compacted,F@4}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r108.0<1;0>:f     r4.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r46.0<1;0>:f      r64.0<0>:f       {Compacted,$4.dst}
(W)     mov (1|M0)               r63.0<1>:ud   0x41D80000:ud                              {F@3}
(W)     mov (1|M0)               r62.0<1>:ud   0x41E00000:ud                             
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r100.0<1;0>:f     r70.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r38.0<1;0>:f      r63.0<0>:f       {Compacted,$5.dst}
(W)     mov (1|M0)               r46.0<1>:ud   0x41E80000:ud                              {F@3}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r90.0<1;0>:f      r65.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r30.0<1;0>:f      r62.0<0>:f       {Compacted,$3.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r52.0<1;0>:f      r64.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r22.0<1;0>:f      r46.0<0>:f       {Compacted,$6.dst}
        mad (32|M0)              r94.0<1>:f    acc0.0<1;0>:f     r44.0<1;0>:f      r63.0<0>:f       {Compacted}
        mad (32|M0)              r92.0<1>:f    acc2.0<1;0>:f     r14.0<1;0>:f      r5.0<0>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r100     r0      null:0  0x0            0x024C3000           {F@7,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc2.0<1>:f   r68.0<1;0>:f      r98.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r88.0<1;0>:f      r65.0<0>:f       {Compacted}
        mad (32|M0)              acc0.0<1>:f   r120.0<1;0>:f     r48.0<1;0>:f      r64.0<0>:f       {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r50.0<1;0>:f      r64.0<0>:f       {Compacted}
        mad (32|M0)              r86.0<1>:f    r94.0<1;0>:f      r36.0<1;0>:f      r62.0<0>:f       {Compacted,F@6}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r40.0<1;0>:f      r63.0<0>:f       {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r42.0<1;0>:f      r63.0<0>:f       {Compacted}
        mad (32|M0)              r78.0<1>:f    r86.0<1;0>:f      r28.0<1;0>:f      r46.0<0>:f       {Compacted,F@3}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r32.0<1;0>:f      r62.0<0>:f       {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r34.0<1;0>:f      r62.0<0>:f       {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41F80000:ud                             
        mad (32|M0)              r72.0<1>:f    r78.0<1;0>:f      r20.0<1;0>:f      r5.0<0>:f        {Compacted,F@3}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r24.0<1;0>:f      r46.0<0>:f       {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r26.0<1;0>:f      r46.0<0>:f       {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    0x42000000:ud                             
        mad (32|M0)              r68.0<1>:f    r72.0<1;0>:f      r12.0<1;0>:f      r4.0<0>:f        {Compacted,A@2}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r16.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r18.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (32|M0)              r84.0<1>:f    r92.0<1;0>:f      r6.0<1;0>:f       r4.0<0>:f        {Compacted}
        mad (32|M0)              r28.0<1>:f    r68.0<1;0>:f      r60.0<1;0>:f      r3.0<0>:f        {Compacted,A@1,$11.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r8.0<1;0>:f       r4.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r10.0<1;0>:f      r4.0<0>:f        {Compacted}
        shl (16|M0)              r62.0<1>:q    r100.0<1;1,0>:q   4:w               {Compacted,$12.dst}
        shl (16|M16)             r60.0<1>:q    r102.0<1;1,0>:q   4:w               {Compacted,F@3}
        mad (32|M0)              r22.0<1>:f    r84.0<1;0>:f      r54.0<1;0>:f      r3.0<0>:f        {Compacted}
        mad (32|M0)              r24.0<1>:f    acc0.0<1;0>:f     r56.0<1;0>:f      r3.0<0>:f        {Compacted}
        mad (32|M0)              r26.0<1>:f    acc2.0<1;0>:f     r58.0<1;0>:f      r3.0<0>:f        {Compacted}
        add (16|M0)              r55.0<1>:q    r62.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,A@2}
        add (16|M16)             r57.0<1>:q    r60.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,A@1}
        send.ugm (32|M0)         null     r55     r22:8   0x0            0x08003584           {A@1,$13} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     mov (16|M0)              r112.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (1|M0)         null     r112    null:0  0x0            0x02000010           {EOT,I@1,$14} // wr:1+0, rd:0; end of thread
L15088:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xA31FDAA1:ud                             
(W)     mov (16|M0)              null<1>:ud    0x4846E138:ud                             
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
