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
(W)     and (1|M0)               r2.2<1>:ud    r0.5<0;1,0>:ud    0xFFFFFC00:ud              {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
        mov (16|M0)              r110.0<4>:uw  r1.0<1;1,0>:uw                  
(W)     macl (1|M0)              r216.0<1>:ud  r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
        mov (16|M16)             r108.0<4>:uw  r1.16<1;1,0>:uw                 
(W)     mach (1|M0)              r32.0<1>:d    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               r216.1<1>:d   r32.0<0;1,0>:d                   {Compacted,I@3}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        add (16|M0)              r20.0<1>:q    r216.0<0;1,0>:q   r110.0<4;1,0>:uw {I@2}
        add (16|M16)             r8.0<1>:q     r216.0<0;1,0>:q   r108.0<4;1,0>:uw
        add (16|M0)              r236.0<1>:q   r20.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r238.0<1>:q   r8.0<1;1,0>:q     r4.0<0;1,0>:ud   {Compacted,I@2}
(W)     mov (16|M0)              r9.0<1>:uq    r236.0<1;1,0>:uq                 {Compacted,I@2}
(W)     mov (16|M0)              r11.0<1>:uq   r238.0<1;1,0>:uq                 {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r236:4  0x0            0x020F3000           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        mov (16|M0)              r154.0<1>:d   r9.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r155.0<1>:d   r11.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r110.0<1>:d   r154.0<1;1,0>:d   4:w               {Compacted,I@1}
        add (32|M0)              r30.0<1>:d    r110.0<1;1,0>:d   112:w               {Compacted,I@1}
        add (32|M0)              r28.0<1>:d    r110.0<1;1,0>:d   224:w               {Compacted}
        and (32|M0)              r160.0<1>:d   r30.0<1;1,0>:d    4080:w               {I@2}
        add (32|M0)              r26.0<1>:d    r110.0<1;1,0>:d   336:w               {Compacted}
        mov (16|M0)              r102.0<2>:ud  r160.0<1;1,0>:ud                 {Compacted,I@2}
        mov (16|M16)             r100.0<2>:ud  r161.0<1;1,0>:ud                 {Compacted}
        and (32|M0)              r162.0<1>:d   r110.0<1;1,0>:d   4080:w              
        and (32|M0)              r168.0<1>:d   r28.0<1;1,0>:d    4080:w              
        and (32|M0)              r166.0<1>:d   r26.0<1;1,0>:d    4080:w               {I@5}
        add (16|M0)              r46.0<1>:q    r4.4<0;1,0>:q     r102.0<2;1,0>:ud {Compacted,I@5}
        add (16|M16)             r48.0<1>:q    r4.4<0;1,0>:q     r100.0<2;1,0>:ud {Compacted,I@5}
        mov (16|M0)              r106.0<2>:ud  r162.0<1;1,0>:ud                 {Compacted,I@5}
        mov (16|M16)             r104.0<2>:ud  r163.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r98.0<2>:ud   r168.0<1;1,0>:ud                 {Compacted,I@6}
        mov (16|M16)             r96.0<2>:ud   r169.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r94.0<2>:ud   r166.0<1;1,0>:ud                 {Compacted,I@7}
        mov (16|M16)             r92.0<2>:ud   r167.0<1;1,0>:ud                 {Compacted}
        send.ugm (32|M0)         r244     r46     null:0  0x0            0x08803580           {A@7,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M0)              r50.0<1>:q    r4.4<0;1,0>:q     r106.0<2;1,0>:ud {Compacted,I@6}
        add (16|M16)             r52.0<1>:q    r4.4<0;1,0>:q     r104.0<2;1,0>:ud {Compacted,I@6}
        add (16|M0)              r62.0<1>:q    r4.4<0;1,0>:q     r98.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M16)             r64.0<1>:q    r4.4<0;1,0>:q     r96.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r94.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M16)             r60.0<1>:q    r4.4<0;1,0>:q     r92.0<2;1,0>:ud  {Compacted,I@6}
        send.ugm (32|M0)         r178     r50     null:0  0x0            0x08803580           {A@5,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r228     r62     null:0  0x0            0x08803580           {A@3,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r220     r58     null:0  0x0            0x08803580           {A@1,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r24.0<1>:d    r110.0<1;1,0>:d   448:w               {Compacted}
        add (32|M0)              r22.0<1>:d    r110.0<1;1,0>:d   560:w               {Compacted}
        and (32|M0)              r164.0<1>:d   r24.0<1;1,0>:d    4080:w               {I@2}
        add (32|M0)              r20.0<1>:d    r110.0<1;1,0>:d   672:w               {Compacted}
        mov (16|M0)              r90.0<2>:ud   r164.0<1;1,0>:ud                 {Compacted,I@2}
        mov (16|M16)             r88.0<2>:ud   r165.0<1;1,0>:ud                 {Compacted}
        add (32|M0)              r18.0<1>:d    r110.0<1;1,0>:d   784:w               {Compacted}
        add (32|M0)              r8.0<1>:d     r110.0<1;1,0>:d   1344:w               {Compacted}
        add (32|M0)              r6.0<1>:d     r110.0<1;1,0>:d   1456:w               {Compacted}
        add (32|M0)              r162.0<1>:d   r110.0<1;1,0>:d   2016:w               {Compacted}
        and (32|M0)              r170.0<1>:d   r22.0<1;1,0>:d    4080:w              
        and (32|M0)              r172.0<1>:d   r20.0<1;1,0>:d    4080:w               {I@7}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r90.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r56.0<1>:q    r4.4<0;1,0>:q     r88.0<2;1,0>:ud  {Compacted,I@7}
        and (32|M0)              r174.0<1>:d   r18.0<1;1,0>:d    4080:w               {I@7}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r238.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r239.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r238.0<1>:d   r8.0<1;1,0>:d     4080:w              
        and (32|M0)              r240.0<1>:d   r6.0<1;1,0>:d     4080:w               {I@7}
        mov (16|M0)              r86.0<2>:ud   r170.0<1;1,0>:ud                 {Compacted,I@7}
        mov (16|M16)             r84.0<2>:ud   r171.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r82.0<2>:ud   r172.0<1;1,0>:ud                 {Compacted,I@7}
        mov (16|M16)             r80.0<2>:ud   r173.0<1;1,0>:ud                 {Compacted}
        and (32|M0)              r18.0<1>:d    r162.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r0      r244:4  0x0            0x020F30B0           {$4} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r248:4  0x0            0x020F30B8           {$8} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r250.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r251.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($4)                 {Compacted}
        send.ugm (32|M0)         r244     r54     null:0  0x0            0x08803580           {A@7,$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r16.0<1>:d    r110.0<1;1,0>:d   896:w               {Compacted}
        add (32|M0)              r14.0<1>:d    r110.0<1;1,0>:d   1008:w               {Compacted}
        add (32|M0)              r12.0<1>:d    r110.0<1;1,0>:d   1120:w               {Compacted}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r58.0<2>:ud   r238.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r52.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r52.0<2>:ud   r241.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r56.0<2>:ud   r239.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r54.0<2>:ud   r240.0<1;1,0>:ud                 {Compacted}
        add (32|M0)              r10.0<1>:d    r110.0<1;1,0>:d   1232:w               {Compacted}
        add (16|M0)              r66.0<1>:q    r4.4<0;1,0>:q     r86.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r68.0<1>:q    r4.4<0;1,0>:q     r84.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r70.0<1>:q    r4.4<0;1,0>:q     r82.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r72.0<1>:q    r4.4<0;1,0>:q     r80.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r34.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r32.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r178:4  0x0            0x020F3008           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        add (32|M0)              r160.0<1>:d   r110.0<1;1,0>:d   2128:w              
        add (32|M0)              r238.0<1>:d   r110.0<1;1,0>:d   1792:w               {Compacted}
        add (32|M0)              r240.0<1>:d   r110.0<1;1,0>:d   1680:w               {Compacted}
        and (32|M0)              r176.0<1>:d   r16.0<1;1,0>:d    4080:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r180.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r181.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r178.0<1>:d   r14.0<1;1,0>:d    4080:w              
        and (32|M0)              r180.0<1>:d   r12.0<1;1,0>:d    4080:w              
        add (32|M0)              r164.0<1>:d   r110.0<1;1,0>:d   1904:w               {Compacted}
        add (16|M0)              r100.0<1>:q   r4.4<0;1,0>:q     r58.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r106.0<1>:q   r4.4<0;1,0>:q     r52.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r102.0<1>:q   r4.4<0;1,0>:q     r56.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r104.0<1>:q   r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r182:4  0x0            0x020F3010           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r228:4  0x0            0x020F3088           {$6} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r232:4  0x0            0x020F3090           {$11} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r220:4  0x0            0x020F3098           {$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r224:4  0x0            0x020F30A0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r230.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r231.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r234.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r235.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (32|M0)         r230     r66     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r226.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r227.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($7)                 {Compacted}
        send.ugm (32|M0)         r222     r70     null:0  0x0            0x08803580           {$14} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M0)              r156.0<1>:q   r4.4<0;1,0>:q     r34.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r158.0<1>:q   r4.4<0;1,0>:q     r32.0<2;1,0>:ud  {Compacted}
        and (32|M0)              r182.0<1>:d   r10.0<1;1,0>:d    4080:w               {$10.src}
        mov (16|M0)              r78.0<2>:ud   r174.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r76.0<2>:ud   r175.0<1;1,0>:ud                 {Compacted}
        and (32|M0)              r22.0<1>:d    r160.0<1;1,0>:d   4080:w              
        and (32|M0)              r6.0<1>:d     r240.0<1;1,0>:d   4080:w              
        mov (16|M0)              r74.0<2>:ud   r176.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r64.0<2>:ud   r181.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r68.0<2>:ud   r179.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r66.0<2>:ud   r180.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r72.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r73.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r72.0<2>:ud   r177.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r70.0<2>:ud   r178.0<1;1,0>:ud                 {Compacted}
        and (32|M0)              r10.0<1>:d    r238.0<1;1,0>:d   4080:w              
        send.ugm (32|M0)         r166     r104    null:0  0x0            0x08803580           {$15} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r174     r100    null:0  0x0            0x08803580           {A@2,$16} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)              r12.0<1>:d    r164.0<1;1,0>:d   4080:w              
        send.ugm (32|M0)         r102     r156    null:0  0x0            0x08803580           {$17} // wr:4+0, rd:8; load.ugm.d32x4.a64
        mov (16|M16)             r28.0<2>:ud   r23.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r46.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r44.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r42.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M16)             r40.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$17.src}
(W)     mov (1|M0)               null<1>:ud    r158.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r159.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r158.0<1>:d   r110.0<1;1,0>:d   2240:w              
        mov (16|M0)              r62.0<2>:ud   r182.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r60.0<2>:ud   r183.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r38.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r36.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r30.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r28.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r116.0<1>:q   r4.4<0;1,0>:q     r46.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r118.0<1>:q   r4.4<0;1,0>:q     r44.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r120.0<1>:q   r4.4<0;1,0>:q     r42.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r122.0<1>:q   r4.4<0;1,0>:q     r40.0<2;1,0>:ud  {Compacted,I@7}
        and (32|M0)              r28.0<1>:d    r158.0<1;1,0>:d   4080:w               {I@7}
        add (16|M16)             r94.0<1>:q    r4.4<0;1,0>:q     r64.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r92.0<1>:q    r4.4<0;1,0>:q     r66.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r156.0<1>:d   r110.0<1;1,0>:d   2352:w              
        add (16|M0)              r96.0<1>:q    r4.4<0;1,0>:q     r62.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r98.0<1>:q    r4.4<0;1,0>:q     r60.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r150.0<1>:q   r4.4<0;1,0>:q     r38.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r152.0<1>:q   r4.4<0;1,0>:q     r36.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r30.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r134     r116    null:0  0x0            0x08803580           {$18} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r126     r120    null:0  0x0            0x08803580           {A@7,$19} // wr:4+0, rd:8; load.ugm.d32x4.a64
        mov (16|M0)              r26.0<2>:ud   r28.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r24.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r190     r92     null:0  0x0            0x08803580           {I@7,$20} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r182     r96     null:0  0x0            0x08803580           {A@6,$21} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r118     r150    null:0  0x0            0x08803580           {A@4,$22} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (32|M0)              r242.0<1>:d   r110.0<1;1,0>:d   1568:w               {Compacted}
        and (32|M0)              r30.0<1>:d    r156.0<1;1,0>:d   4080:w              
        send.ugm (32|M0)         r94      r5      null:0  0x0            0x08803580           {I@5,$23} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M0)              r84.0<1>:q    r4.4<0;1,0>:q     r74.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r90.0<1>:q    r4.4<0;1,0>:q     r68.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r86.0<1>:q    r4.4<0;1,0>:q     r72.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r88.0<1>:q    r4.4<0;1,0>:q     r70.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$22.src}
(W)     mov (1|M0)               null<1>:ud    r152.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r153.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r152.0<1>:d   r110.0<1;1,0>:d   2464:w              
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$23.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r26.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r24.0<2;1,0>:ud  {Compacted,I@7}
        and (32|M0)              r242.0<1>:d   r242.0<1;1,0>:d   4080:w               {I@7}
        mov (16|M0)              r22.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r20.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r206     r84     null:0  0x0            0x08803580           {A@7,$24} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r198     r88     null:0  0x0            0x08803580           {I@7,$25} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)              r32.0<1>:d    r152.0<1;1,0>:d   4080:w               {I@6}
        send.ugm (32|M0)         r86      r5      null:0  0x0            0x08803580           {A@5,$26} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M0)              r80.0<1>:q    r4.4<0;1,0>:q     r78.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r82.0<1>:q    r4.4<0;1,0>:q     r76.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r150.0<1>:d   r110.0<1;1,0>:d   2576:w              
        mov (16|M0)              r50.0<2>:ud   r242.0<1;1,0>:ud                 {Compacted,I@7}
        mov (16|M16)             r48.0<2>:ud   r243.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$26.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r22.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r20.0<2;1,0>:ud  {Compacted,I@7}
        mov (16|M0)              r18.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r16.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r214     r80     null:0  0x0            0x08803580           {A@7,$27} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)              r44.0<1>:d    r150.0<1;1,0>:d   4080:w               {I@7}
        send.ugm (32|M0)         r78      r5      null:0  0x0            0x08803580           {A@4,$28} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$18.src}
(W)     mov (1|M0)               null<1>:ud    r118.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r116.0<1>:d   r110.0<1;1,0>:d   2688:w              
        add (16|M0)              r112.0<1>:q   r4.4<0;1,0>:q     r50.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r114.0<1>:q   r4.4<0;1,0>:q     r48.0<2;1,0>:ud  {Compacted}
        sync.nop                             null                             {Compacted,I@6}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$28.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r18.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r16.0<2;1,0>:ud  {Compacted,I@6}
        mov (16|M0)              r14.0<2>:ud   r44.0<1;1,0>:ud                  {Compacted,I@6}
        mov (16|M16)             r12.0<2>:ud   r45.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r142     r112    null:0  0x0            0x08803580           {A@5,$29} // wr:4+0, rd:8; load.ugm.d32x4.a64
        and (32|M0)              r46.0<1>:d    r116.0<1;1,0>:d   4080:w              
        send.ugm (32|M0)         r70      r5      null:0  0x0            0x08803580           {A@4,$30} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$29.src}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r114.0<1>:d   r110.0<1;1,0>:d   2800:w              
        sync.nop                             null                             {Compacted,I@4}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$30.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r14.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r12.0<2;1,0>:ud  {Compacted,I@4}
        mov (16|M0)              r10.0<2>:ud   r46.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M16)             r242.0<2>:ud  r47.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r48.0<1>:d    r114.0<1;1,0>:d   4080:w               {I@5}
        send.ugm (32|M0)         r62      r5      null:0  0x0            0x08803580           {A@4,$31} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$31.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r10.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r242.0<2;1,0>:ud {Compacted,I@3}
        mov (16|M0)              r240.0<2>:ud  r48.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r238.0<2>:ud  r49.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r54      r5      null:0  0x0            0x08803580           {A@3,$0} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r240.0<2;1,0>:ud {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r238.0<2;1,0>:ud {Compacted,I@2}
        add (32|M0)              r112.0<1>:d   r110.0<1;1,0>:d   2912:w              
        send.ugm (32|M0)         r46      r5      null:0  0x0            0x08803580           {A@2,$2} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r8.0<1>:d     r112.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r0      r244:4  0x0            0x020F30C0           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        mov (16|M0)              r10.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r248:4  0x0            0x020F30C8           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              r5.0<1>:q     r4.4<0;1,0>:q     r10.0<2;1,0>:ud  {Compacted,I@1}
        mov (16|M16)             r10.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        add (16|M16)             r7.0<1>:q     r4.4<0;1,0>:q     r10.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (32|M0)         r38      r5      null:0  0x0            0x08803580           {I@1,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r6.0<1>:d     r110.0<1;1,0>:d   3024:w              
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r6.0<2>:ud    r10.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r8.0<1>:q     r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@1}
        mov (16|M16)             r6.0<2>:ud    r11.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r10.0<1>:q    r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@1}
        add (32|M0)              r6.0<1>:d     r110.0<1;1,0>:d   3136:w              
        send.ugm (32|M0)         r30      r8      null:0  0x0            0x08803580           {I@2,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r10.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w              
        mov (16|M0)              r6.0<2>:ud    r10.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r8.0<1>:q     r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@1}
        mov (16|M16)             r6.0<2>:ud    r11.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r10.0<1>:q    r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@1}
        add (32|M0)              r6.0<1>:d     r110.0<1;1,0>:d   3248:w              
        send.ugm (32|M0)         r22      r8      null:0  0x0            0x08803580           {I@2,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r10.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w              
        mov (16|M0)              r6.0<2>:ud    r10.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r8.0<1>:q     r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@1}
        mov (16|M16)             r6.0<2>:ud    r11.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r10.0<1>:q    r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@1}
        add (32|M0)              r6.0<1>:d     r110.0<1;1,0>:d   3360:w              
        send.ugm (32|M0)         r14      r8      null:0  0x0            0x08803580           {I@2,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r10.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r8.0<1>:d     r6.0<1;1,0>:d     4080:w              
        add (32|M0)              r110.0<1>:d   r110.0<1;1,0>:d   3472:w              
        mov (16|M0)              r6.0<2>:ud    r8.0<1;1,0>:ud                   {Compacted,I@2}
        and (32|M0)              r116.0<1>:d   r110.0<1;1,0>:d   4080:w               {I@2}
        add (16|M0)              r112.0<1>:q   r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@2}
        mov (16|M16)             r6.0<2>:ud    r9.0<1;1,0>:ud                   {Compacted}
        add (16|M16)             r114.0<1>:q   r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@1}
        send.ugm (32|M0)         r6       r112    null:0  0x0            0x08803580           {I@1,$8} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r114.0<2>:ud  r116.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r110.0<1>:q   r4.4<0;1,0>:q     r114.0<2;1,0>:ud {Compacted,I@1}
        mov (16|M16)             r114.0<2>:ud  r117.0<1;1,0>:ud                 {Compacted}
(W)     mov (16|M0)              r150.0<1>:uq  r110.0<1;1,0>:uq                 {Compacted,I@2}
        add (16|M16)             r112.0<1>:q   r4.4<0;1,0>:q     r114.0<2;1,0>:ud {Compacted,I@2}
(W)     mov (16|M0)              r152.0<1>:uq  r112.0<1;1,0>:uq                 {Compacted,I@1}
        send.ugm (32|M0)         r110     r150    null:0  0x0            0x08803580           {I@1,$10} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r152.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r153.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        shl (32|M0)              r150.0<1>:d   r154.0<1;1,0>:d   2:w               {Compacted}
        and (32|M0)              r156.0<1>:d   r150.0<1;1,0>:d   60:w               {Compacted,I@1}
        mov (16|M0)              r154.0<2>:ud  r156.0<1;1,0>:ud                 {Compacted,I@1}
        add (16|M0)              r150.0<1>:q   r4.5<0;1,0>:q     r154.0<2;1,0>:ud {Compacted,I@1}
        mov (16|M16)             r154.0<2>:ud  r157.0<1;1,0>:ud                 {Compacted}
        add (16|M16)             r152.0<1>:q   r4.5<0;1,0>:q     r154.0<2;1,0>:ud {Compacted,I@1}
(W)     mov (16|M0)              r154.0<1>:uq  r150.0<1;1,0>:uq                 {Compacted}
(W)     mov (16|M0)              r156.0<1>:uq  r152.0<1;1,0>:uq                 {Compacted,I@2}
        send.ugm (32|M0)         r150     r154    null:0  0x0            0x08200580           {A@1,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        and (32|M0)   (eq)f1.0   r150.0<1>:d   r150.0<1;1,0>:d   7:w               {$11.dst}
(W)     send.dc0 (16|M0)         null     r0      r150:2  0x0            0x020F2028           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r150.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r151.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$16.src}
(W)     mov (1|M0)               null<1>:ud    r102.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$20.src}
(W)     mov (1|M0)               null<1>:ud    r94.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$24.src}
(W)     mov (1|M0)               null<1>:ud    r86.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r87.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($3,$9)                 {Compacted}
(f1.0)  goto (32|M0)                         L8176                  L8176                
L4696:
(W)     mov (1|M0)               r2.3<1>:d     0:w                               {Compacted}
L4704:
(W)     send.dc0 (16|M0)         r154     r0      null:0  0x0            0x024C3008           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B0           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r158     r0      null:0  0x0            0x024C3010           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     add (1|M0)               r2.3<1>:d     r2.3<0;1,0>:d     1:w               {I@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        sync.allwr                           ($3,$9)                 {Compacted}
        mad (32|M0)              r150.0<1>:f   r230.0<1;0>:f     r154.0<1;0>:f     r244.0<1>:f      {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B4           {F@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r152.0<1>:f   r232.0<1;0>:f     r156.0<1;0>:f     r244.0<1>:f      {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B8           {F@1,$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F302C           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.dst}
        mad (32|M0)              r162.0<1>:f   r234.0<1;0>:f     r158.0<1;0>:f     r244.0<1>:f      {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20BC           {F@1,$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (16|M0)              r158.0<1>:uq  r150.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r162:2  0x0            0x020F20A8           {$16} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r152.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r153.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r150.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r154.0<1>:ud  r150.0<1;1,0>:ud                 {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   r236.0<1;0>:f     r160.0<1;0>:f     r244.0<1>:f      {Compacted,$15.dst}
(W)     mov (16|M0)              r160.0<1>:uq  r152.0<1;1,0>:uq                 {Compacted,F@1}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B0           {$17} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r150.0<1>:ud  r160.0<1;1,0>:ud                 {Compacted,I@1}
(W)     send.dc0 (16|M0)         r158     r0      null:0  0x0            0x024C3090           {I@1,$18} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r156.0<1>:ud  r150.0<1;1,0>:ud                 {Compacted}
(W)     mov (16|M0)              r150.0<1>:uq  r162.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r154:4  0x0            0x020F3008           {I@2,$19} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$19.src}
(W)     mov (1|M0)               null<1>:ud    r156.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r157.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r154.0<1>:ud  r150.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3010           {I@1,$20} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r150.0<1>:ud  r154.0<1;1,0>:ud                 {Compacted,$20.dst}
        mov (32|M0)              r154.0<1>:f   acc0.0<1;1,0>:f                  {I@1}
        mov (32|M0)              r152.0<1>:ud  r154.0<1;1,0>:ud                 {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F3010           {I@1,$21} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$21.src}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3088           {$22} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$16.src}
(W)     mov (1|M0)               null<1>:ud    r162.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r163.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r162.0<1>:uq  r158.0<1;1,0>:uq                 {Compacted,$18.dst}
(W)     mov (16|M0)              r164.0<1>:uq  r160.0<1;1,0>:uq                 {Compacted}
        sync.allwr                           ($17,$22)                
        mad (32|M0)              r154.0<1>:f   r222.0<1;0>:f     r244.0<1;0>:f     r150.0<1>:f      {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B4           {F@1,$23} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r156.0<1>:f   r224.0<1;0>:f     r244.0<1;0>:f     r152.0<1>:f      {Compacted,$23.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B8           {F@1,$24} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r154:4  0x0            0x020F3034           {$25} // wr:1h+4, rd:0; hword scratch block write x8
        mad (32|M0)              r150.0<1>:f   r226.0<1;0>:f     r244.0<1;0>:f     r158.0<1>:f      {Compacted,$24.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20BC           {F@1,$26} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (16|M0)              r158.0<1>:uq  r154.0<1;1,0>:uq                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$25.src}
(W)     mov (1|M0)               null<1>:ud    r156.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r157.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r154.0<1>:uq  r150.0<1;1,0>:uq                 {Compacted}
        mov (32|M0)              r246.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted,I@2}
        mad (32|M0)              r152.0<1>:f   r228.0<1;0>:f     r244.0<1;0>:f     r160.0<1>:f      {Compacted,$26.dst}
(W)     mov (16|M0)              r160.0<1>:uq  r156.0<1;1,0>:uq                 {Compacted,F@1}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B0           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,I@2}
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$12.dst}
        mov (32|M0)              r246.0<1>:ud  r160.0<1;1,0>:ud                 {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F303C           {$3} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r156.0<1>:uq  r152.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         r158     r0      null:0  0x0            0x024C3088           {I@2,$9} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3098           {I@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20B0           {$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B4           {$27} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$27.dst}
        mov (32|M0)              r246.0<1>:ud  r154.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20B4           {I@2,$28} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$28.src}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B8           {$29} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$29.dst}
        mov (32|M0)              r246.0<1>:ud  r156.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20B8           {I@2,$30} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$30.src}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20BC           {$31} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$31.dst}
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20BC           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C0           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($9,$11)                 {Compacted}
        mad (32|M0)              r154.0<1>:f   r214.0<1;0>:f     r158.0<1;0>:f     r150.0<1>:f      {Compacted,$27.dst}
        mad (32|M0)              r156.0<1>:f   r216.0<1;0>:f     r160.0<1;0>:f     r152.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r158     r0      null:0  0x0            0x024C30A0           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r154:4  0x0            0x020F3044           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        mad (32|M0)              r150.0<1>:f   r218.0<1;0>:f     r162.0<1;0>:f     r158.0<1>:f      {Compacted,$4.dst}
(W)     mov (16|M0)              r158.0<1>:uq  r154.0<1;1,0>:uq                 {Compacted,F@1}
        mad (32|M0)              r152.0<1>:f   r220.0<1;0>:f     r164.0<1;0>:f     r160.0<1>:f      {Compacted}
        mov (32|M0)              r162.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted,I@1}
(W)     mov (16|M0)              r160.0<1>:uq  r156.0<1;1,0>:uq                 {Compacted,F@1}
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r154     r0      null:0  0x0            0x024C3088           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r154.0<1>:ud  r162.0<1;1,0>:ud                 {Compacted,$6.dst}
        mov (32|M0)              r162.0<1>:ud  r160.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F304C           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        mov (32|M0)              r156.0<1>:ud  r162.0<1;1,0>:ud                 {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r154:4  0x0            0x020F3088           {I@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r156.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r157.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r154.0<1>:uq  r150.0<1;1,0>:uq                 {Compacted}
(W)     mov (16|M0)              r156.0<1>:uq  r152.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3090           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r158.0<1>:ud  r154.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r150.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted,$10.dst}
        mov (32|M0)              r158.0<1>:ud  r156.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r152.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted,I@1}
(W)     send.dc0 (16|M0)         r158     r0      null:0  0x0            0x024C30A0           {I@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F3090           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3098           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($2,$14)                
        mad (32|M0)              r154.0<1>:f   r206.0<1;0>:f     r150.0<1;0>:f     r244.0<1>:f      {Compacted,$24.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C4           {F@1,$15} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r156.0<1>:f   r208.0<1;0>:f     r152.0<1;0>:f     r244.0<1>:f      {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C8           {F@1,$16} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r154:4  0x0            0x020F3054           {$17} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$16.dst}
        mad (32|M0)              r150.0<1>:f   r210.0<1;0>:f     r158.0<1;0>:f     r244.0<1>:f      {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20CC           {F@1,$18} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (16|M0)              r158.0<1>:uq  r154.0<1;1,0>:uq                 {Compacted}
        mov (32|M0)              r162.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted,I@1}
        mad (32|M0)              r152.0<1>:f   r212.0<1;0>:f     r160.0<1;0>:f     r244.0<1>:f      {Compacted,$18.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C0           {F@1,$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (16|M0)              r160.0<1>:uq  r156.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,$17.src}
(W)     send.dc0 (16|M0)         r154     r0      null:0  0x0            0x024C3098           {I@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r154.0<1>:ud  r162.0<1;1,0>:ud                 {Compacted,$12.dst}
        mov (32|M0)              r162.0<1>:ud  r160.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F305C           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        mov (32|M0)              r156.0<1>:ud  r162.0<1;1,0>:ud                 {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r154:4  0x0            0x020F3098           {I@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r156.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r157.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r154.0<1>:uq  r150.0<1;1,0>:uq                 {Compacted}
(W)     mov (16|M0)              r156.0<1>:uq  r152.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C30A0           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r158.0<1>:ud  r154.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r150.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted,$12.dst}
        mov (32|M0)              r158.0<1>:ud  r156.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r152.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F30A0           {I@1,$19} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r154.0<1>:f   r198.0<1;0>:f     r244.0<1;0>:f     r230.0<1>:f      {Compacted,$25.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C4           {F@1,$20} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (16|M0)              r158.0<1>:uq  r154.0<1;1,0>:uq                 {Compacted}
        mad (32|M0)              r230.0<1>:f   r190.0<1;0>:f     r230.0<1;0>:f     r222.0<1>:f      {Compacted,$20.dst}
        mad (32|M0)              r222.0<1>:f   r182.0<1;0>:f     r222.0<1;0>:f     r214.0<1>:f      {Compacted,$21.dst}
        mad (32|M0)              r214.0<1>:f   r174.0<1;0>:f     r214.0<1;0>:f     r206.0<1>:f      {Compacted}
        mad (32|M0)              r206.0<1>:f   r166.0<1;0>:f     r206.0<1;0>:f     r198.0<1>:f      {Compacted,$15.dst}
        mad (32|M0)              r198.0<1>:f   r142.0<1;0>:f     r198.0<1;0>:f     r190.0<1>:f      {Compacted,$29.dst}
        mad (32|M0)              r190.0<1>:f   r134.0<1;0>:f     r190.0<1;0>:f     r182.0<1>:f      {Compacted,$18.dst}
        mad (32|M0)              r182.0<1>:f   r126.0<1;0>:f     r182.0<1;0>:f     r174.0<1>:f      {Compacted,$19.dst}
        mad (32|M0)              r174.0<1>:f   r118.0<1;0>:f     r174.0<1;0>:f     r166.0<1>:f      {Compacted}
        mad (32|M0)              r166.0<1>:f   r102.0<1;0>:f     r166.0<1;0>:f     r142.0<1>:f      {Compacted,$17.dst}
        mad (32|M0)              r142.0<1>:f   r94.0<1;0>:f      r142.0<1;0>:f     r134.0<1>:f      {Compacted,$23.dst}
        mad (32|M0)              r134.0<1>:f   r86.0<1;0>:f      r134.0<1;0>:f     r126.0<1>:f      {Compacted,$26.dst}
        mad (32|M0)              r126.0<1>:f   r78.0<1;0>:f      r126.0<1;0>:f     r118.0<1>:f      {Compacted,$28.dst}
        mad (32|M0)              r118.0<1>:f   r70.0<1;0>:f      r118.0<1;0>:f     r102.0<1>:f      {Compacted,$30.dst}
        mad (32|M0)              r102.0<1>:f   r62.0<1;0>:f      r102.0<1;0>:f     r94.0<1>:f       {Compacted,$31.dst}
        mad (32|M0)              r94.0<1>:f    r54.0<1;0>:f      r94.0<1;0>:f      r86.0<1>:f       {Compacted,$0.dst}
        mad (32|M0)              r86.0<1>:f    r46.0<1;0>:f      r86.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (32|M0)              r78.0<1>:f    r38.0<1;0>:f      r78.0<1;0>:f      r70.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r70.0<1>:f    r30.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r156.0<1>:f   r200.0<1;0>:f     r244.0<1;0>:f     r232.0<1>:f      {Compacted,$20.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C8           {F@1,$21} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r154:4  0x0            0x020F3064           {$22} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r160.0<1>:uq  r156.0<1;1,0>:uq                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r22.0<1;0>:f      r62.0<1;0>:f      r54.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r54.0<1>:f    r14.0<1;0>:f      r54.0<1;0>:f      r46.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r46.0<1>:f    r6.0<1;0>:f       r46.0<1;0>:f      r38.0<1>:f       {Compacted,$8.dst}
        mad (32|M0)              r38.0<1>:f    r110.0<1;0>:f     r38.0<1;0>:f      r30.0<1>:f       {Compacted,$10.dst}
        mad (32|M0)              r232.0<1>:f   r192.0<1;0>:f     r232.0<1;0>:f     r224.0<1>:f      {Compacted}
        mad (32|M0)              r224.0<1>:f   r184.0<1;0>:f     r224.0<1;0>:f     r216.0<1>:f      {Compacted}
        mad (32|M0)              r216.0<1>:f   r176.0<1;0>:f     r216.0<1;0>:f     r208.0<1>:f      {Compacted}
        mad (32|M0)              r208.0<1>:f   r168.0<1;0>:f     r208.0<1;0>:f     r200.0<1>:f      {Compacted}
        mad (32|M0)              r200.0<1>:f   r144.0<1;0>:f     r200.0<1;0>:f     r192.0<1>:f      {Compacted}
        mad (32|M0)              r192.0<1>:f   r136.0<1;0>:f     r192.0<1;0>:f     r184.0<1>:f      {Compacted}
        mad (32|M0)              r184.0<1>:f   r128.0<1;0>:f     r184.0<1;0>:f     r176.0<1>:f      {Compacted}
        mad (32|M0)              r176.0<1>:f   r120.0<1;0>:f     r176.0<1;0>:f     r168.0<1>:f      {Compacted}
        mad (32|M0)              r168.0<1>:f   r104.0<1;0>:f     r168.0<1;0>:f     r144.0<1>:f      {Compacted}
        mad (32|M0)              r144.0<1>:f   r96.0<1;0>:f      r144.0<1;0>:f     r136.0<1>:f      {Compacted}
        mad (32|M0)              r136.0<1>:f   r88.0<1;0>:f      r136.0<1;0>:f     r128.0<1>:f      {Compacted}
        mad (32|M0)              r128.0<1>:f   r80.0<1;0>:f      r128.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (32|M0)              r120.0<1>:f   r72.0<1;0>:f      r120.0<1;0>:f     r104.0<1>:f      {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$19.src}
(W)     mov (1|M0)               null<1>:ud    r152.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r153.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r150.0<1>:f   r202.0<1;0>:f     r244.0<1;0>:f     r234.0<1>:f      {Compacted,$21.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20CC           {F@1,$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$22.src}
(W)     mov (1|M0)               null<1>:ud    r156.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r157.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (16|M0)              r154.0<1>:uq  r150.0<1;1,0>:uq                 {Compacted}
        mad (32|M0)              r234.0<1>:f   r194.0<1;0>:f     r234.0<1;0>:f     r226.0<1>:f      {Compacted}
        mad (32|M0)              r226.0<1>:f   r186.0<1;0>:f     r226.0<1;0>:f     r218.0<1>:f      {Compacted}
        mad (32|M0)              r218.0<1>:f   r178.0<1;0>:f     r218.0<1;0>:f     r210.0<1>:f      {Compacted}
        mad (32|M0)              r210.0<1>:f   r170.0<1;0>:f     r210.0<1;0>:f     r202.0<1>:f      {Compacted}
        mad (32|M0)              r202.0<1>:f   r146.0<1;0>:f     r202.0<1;0>:f     r194.0<1>:f      {Compacted}
        mad (32|M0)              r194.0<1>:f   r138.0<1;0>:f     r194.0<1;0>:f     r186.0<1>:f      {Compacted}
        mad (32|M0)              r186.0<1>:f   r130.0<1;0>:f     r186.0<1;0>:f     r178.0<1>:f      {Compacted}
        mad (32|M0)              r178.0<1>:f   r122.0<1;0>:f     r178.0<1;0>:f     r170.0<1>:f      {Compacted}
        mad (32|M0)              r170.0<1>:f   r106.0<1;0>:f     r170.0<1;0>:f     r146.0<1>:f      {Compacted}
        mad (32|M0)              r146.0<1>:f   r98.0<1;0>:f      r146.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (32|M0)              r138.0<1>:f   r90.0<1;0>:f      r138.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (32|M0)              r130.0<1>:f   r82.0<1;0>:f      r130.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (32|M0)              r122.0<1>:f   r74.0<1;0>:f      r122.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (32|M0)              r104.0<1>:f   r64.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r106.0<1>:f   r66.0<1;0>:f      r106.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r96.0<1>:f    r56.0<1;0>:f      r96.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (32|M0)              r98.0<1>:f    r58.0<1;0>:f      r98.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (32|M0)              r88.0<1>:f    r48.0<1;0>:f      r88.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (32|M0)              r152.0<1>:f   r204.0<1;0>:f     r244.0<1;0>:f     r236.0<1>:f      {Compacted,$11.dst}
        mad (32|M0)              r90.0<1>:f    r50.0<1;0>:f      r90.0<1;0>:f      r82.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r150:4  0x0            0x020F306C           {F@2,$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r156.0<1>:uq  r152.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C302C           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r80.0<1>:f    r40.0<1;0>:f      r80.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (32|M0)              r82.0<1>:f    r42.0<1;0>:f      r82.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (32|M0)              r72.0<1>:f    r32.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
        mad (32|M0)              r74.0<1>:f    r34.0<1;0>:f      r74.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (32|M0)              r64.0<1>:f    r24.0<1;0>:f      r64.0<1;0>:f      r56.0<1>:f       {Compacted}
        mad (32|M0)              r66.0<1>:f    r26.0<1;0>:f      r66.0<1;0>:f      r58.0<1>:f       {Compacted}
        mad (32|M0)              r56.0<1>:f    r16.0<1;0>:f      r56.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (32|M0)              r58.0<1>:f    r18.0<1;0>:f      r58.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r48.0<1>:f    r8.0<1;0>:f       r48.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r50.0<1>:f    r10.0<1;0>:f      r50.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (32|M0)              r40.0<1>:f    r112.0<1;0>:f     r40.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (32|M0)              r42.0<1>:f    r114.0<1;0>:f     r42.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (32|M0)              r236.0<1>:f   r196.0<1;0>:f     r236.0<1;0>:f     r228.0<1>:f      {Compacted}
        mad (32|M0)              r228.0<1>:f   r188.0<1;0>:f     r228.0<1;0>:f     r220.0<1>:f      {Compacted}
        mad (32|M0)              r220.0<1>:f   r180.0<1;0>:f     r220.0<1;0>:f     r212.0<1>:f      {Compacted}
        mad (32|M0)              r212.0<1>:f   r172.0<1;0>:f     r212.0<1;0>:f     r204.0<1>:f      {Compacted}
        mad (32|M0)              r204.0<1>:f   r148.0<1;0>:f     r204.0<1;0>:f     r196.0<1>:f      {Compacted}
        mad (32|M0)              r196.0<1>:f   r140.0<1;0>:f     r196.0<1;0>:f     r188.0<1>:f      {Compacted}
        mad (32|M0)              r30.0<1>:f    r150.0<1;0>:f     r30.0<1;0>:f      r22.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x022C20A8           {F@1,$9} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r32.0<1>:f    r152.0<1;0>:f     r32.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (32|M0)              r188.0<1>:f   r132.0<1;0>:f     r188.0<1;0>:f     r180.0<1>:f      {Compacted}
        mad (32|M0)              r180.0<1>:f   r124.0<1;0>:f     r180.0<1;0>:f     r172.0<1>:f      {Compacted}
        mad (32|M0)              r172.0<1>:f   r108.0<1;0>:f     r172.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (32|M0)              r148.0<1>:f   r100.0<1;0>:f     r148.0<1;0>:f     r140.0<1>:f      {Compacted}
        mad (32|M0)              r140.0<1>:f   r92.0<1;0>:f      r140.0<1;0>:f     r132.0<1>:f      {Compacted}
        mad (32|M0)              r132.0<1>:f   r84.0<1;0>:f      r132.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (32|M0)              r124.0<1>:f   r76.0<1;0>:f      r124.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r108.0<1>:f   r68.0<1;0>:f      r108.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (32|M0)              r100.0<1>:f   r60.0<1;0>:f      r100.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (32|M0)              r92.0<1>:f    r52.0<1;0>:f      r92.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (32|M0)              r84.0<1>:f    r44.0<1;0>:f      r84.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (32|M0)              r76.0<1>:f    r36.0<1;0>:f      r76.0<1;0>:f      r68.0<1>:f       {Compacted}
        mad (32|M0)              r68.0<1>:f    r28.0<1;0>:f      r68.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (32|M0)              r60.0<1>:f    r20.0<1;0>:f      r60.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r52.0<1>:f    r12.0<1;0>:f      r52.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (32|M0)              r44.0<1>:f    r116.0<1;0>:f     r44.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (32|M0)              r36.0<1>:f    acc0.0<1;0>:f     r36.0<1;0>:f      r28.0<1>:f       {Compacted}
        mad (32|M0)              r34.0<1>:f    r150.0<1;0>:f     r34.0<1;0>:f      r26.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3034           {F@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r246.0<1>:ud  r158.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C0           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$15.dst}
        mov (32|M0)              r246.0<1>:ud  r160.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20C0           {I@2,$16} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$16.src}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C4           {$17} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$17.dst}
        mov (32|M0)              r246.0<1>:ud  r154.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20C4           {I@2,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$3.dst}
        mov (32|M0)              r246.0<1>:ud  r156.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         r154     r0      null:0  0x0            0x024C3064           {I@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20C8           {$18} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$18.src}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20CC           {$19} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r244.0<1>:ud  r246.0<1;1,0>:ud                 {Compacted,$19.dst}
(W)     send.dc0 (16|M0)         null     r0      r244:2  0x0            0x020F20CC           {I@1,$20} // wr:1h+2, rd:0; hword scratch block write x4
        mad (32|M0)              r22.0<1>:f    r150.0<1;0>:f     r22.0<1;0>:f      r14.0<1>:f       {Compacted,$11.dst}
        mad (32|M0)              r24.0<1>:f    r152.0<1;0>:f     r24.0<1;0>:f      r16.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C303C           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r26.0<1>:f    r150.0<1;0>:f     r26.0<1;0>:f      r18.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r28.0<1>:f    r152.0<1;0>:f     r28.0<1;0>:f      r20.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3044           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r14.0<1>:f    r150.0<1;0>:f     r14.0<1;0>:f      r6.0<1>:f        {Compacted,$13.dst}
        mad (32|M0)              r16.0<1>:f    r152.0<1;0>:f     r16.0<1;0>:f      r8.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C304C           {A@1,$21} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r18.0<1>:f    r150.0<1;0>:f     r18.0<1;0>:f      r10.0<1>:f       {Compacted,$21.dst}
        mad (32|M0)              r20.0<1>:f    r152.0<1;0>:f     r20.0<1;0>:f      r12.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3054           {A@1,$22} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r6.0<1>:f     r150.0<1;0>:f     r6.0<1;0>:f       r110.0<1>:f      {Compacted,$22.dst}
        mad (32|M0)              r8.0<1>:f     r152.0<1;0>:f     r8.0<1;0>:f       r112.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C305C           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r10.0<1>:f    r150.0<1;0>:f     r10.0<1;0>:f      r114.0<1>:f      {Compacted,$1.dst}
        mad (32|M0)              r12.0<1>:f    r152.0<1;0>:f     r12.0<1;0>:f      r116.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C302C           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mad (32|M0)              r110.0<1>:f   r154.0<1;0>:f     r110.0<1;0>:f     r150.0<1>:f      {Compacted,$9.dst}
        mad (32|M0)              r112.0<1>:f   r156.0<1;0>:f     r112.0<1;0>:f     r152.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r154     r0      null:0  0x0            0x022C20A8           {F@2,$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C306C           {F@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r114.0<1>:f   r150.0<1;0>:f     r114.0<1;0>:f     r154.0<1>:f      {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x022C2028           {F@1,$6} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r116.0<1>:f   r152.0<1;0>:f     acc0.0<1;0>:f     r116.0<1>:f     
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r2.3<0;1,0>:ud    r150.0<1;1,0>:ud {$6.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$20.src}
(W)     mov (1|M0)               null<1>:ud    r244.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r245.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(f0.0)  goto.b (32|M0)                       L8176                  L4704                
L8176:
        join (32|M0)                         L8192                                
L8192:
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3008           {A@1,$23} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B0           {$24} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40000000:ud                             
(W)     send.dc0 (16|M0)         r162     r0      null:0  0x0            0x024C3010           {$25} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r2.5<1>:ud    0x40400000:ud                             
(W)     mov (1|M0)               r2.4<1>:ud    0x40800000:ud                             
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        add (32|M0)              acc0.0<1>:f   r150.0<1;1,0>:f   0.0:f               {$23.dst}
        add (32|M0)              acc2.0<1>:f   r152.0<1;1,0>:f   0.0:f              
        sync.nop                             null                             {Compacted,I@5}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$24.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B4           {F@1,$26} // wr:1h+0, rd:2; hword scratch block read x4
        add (32|M0)              r154.0<1>:f   r162.0<1;1,0>:f   0.0:f               {$25.dst}
        add (32|M0)              r152.0<1>:f   r164.0<1;1,0>:f   0.0:f              
(W)     mov (16|M0)              r162.0<1>:uq  r154.0<1;1,0>:uq                 {Compacted,F@2}
        mad (32|M0)              r156.0<1>:f   acc2.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$26.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20B8           {F@1,$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r158     r0      null:0  0x0            0x024C3088           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r164.0<1>:uq  r156.0<1;1,0>:uq                 {Compacted}
(W)     mov (16|M0)              r156.0<1>:uq  r152.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,I@3}
        mad (32|M0)              acc2.0<1>:f   r162.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20BC           {F@1,$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r154.0<1>:f   r164.0<1;0>:f     r160.0<1;0>:f     r2.5<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r150.0<1>:f   acc0.0<1;0>:f     r158.0<1;0>:f     r2.5<0>:f        {Compacted}
(W)     mov (16|M0)              r160.0<1>:uq  r154.0<1;1,0>:uq                 {Compacted,F@2}
(W)     mov (16|M0)              r154.0<1>:uq  r150.0<1;1,0>:uq                 {Compacted,F@1}
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C3098           {I@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   r156.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C0           {F@1,$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40A00000:ud                             
        mad (32|M0)              r158.0<1>:f   r154.0<1;0>:f     r150.0<1;0>:f     r2.4<0>:f        {Compacted,$9.dst}
        mad (32|M0)              acc4.0<1>:f   r160.0<1;0>:f     r152.0<1;0>:f     r2.4<0>:f        {Compacted}
(W)     mov (16|M0)              r150.0<1>:uq  r158.0<1;1,0>:uq                 {Compacted,F@2}
(W)     send.dc0 (16|M0)         r154     r0      null:0  0x0            0x024C3090           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc6.0<1>:f   r150.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C4           {F@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r150     r0      null:0  0x0            0x024C30A0           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r154.0<1;0>:f     r2.5<0>:f        {Compacted,$12.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r156.0<1;0>:f     r2.5<0>:f        {Compacted}
(W)     mov (1|M0)               r2.5<1>:ud    0x40C00000:ud                              {F@1}
(W)     mov (1|M0)               r239.0<1>:ud  0x41200000:ud                             
(W)     mov (1|M0)               r238.0<1>:ud  0x41300000:ud                             
(W)     send.dc0 (16|M0)         r240     r0      null:0  0x0            0x024C3000           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@3}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r230.0<1;0>:f     r2.5<0>:f        {Compacted,$13.dst}
(W)     mov (1|M0)               r231.0<1>:ud  0x41900000:ud                              {F@1}
(W)     mov (1|M0)               r230.0<1>:ud  0x41980000:ud                             
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20C8           {F@1,$11} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r150.0<1;0>:f     r2.4<0>:f        {Compacted,$3.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r152.0<1;0>:f     r2.4<0>:f        {Compacted}
(W)     mov (1|M0)               r2.4<1>:ud    0x40E00000:ud                              {F@1}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r232.0<1;0>:f     r2.5<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r222.0<1;0>:f     r2.4<0>:f        {Compacted,$14.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r224.0<1;0>:f     r2.4<0>:f        {Compacted}
(W)     mov (1|M0)               r233.0<1>:ud  0x41800000:ud                              {F@3}
(W)     mov (1|M0)               r232.0<1>:ud  0x41880000:ud                             
(W)     mov (1|M0)               r225.0<1>:ud  0x41C00000:ud                              {F@1}
(W)     mov (1|M0)               r224.0<1>:ud  0x41C80000:ud                             
(W)     mov (1|M0)               r223.0<1>:ud  0x41D00000:ud                             
(W)     mov (1|M0)               r222.0<1>:ud  0x41D80000:ud                             
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r244     r0      null:0  0x0            0x022C20CC           {F@1,$12} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r234.0<1;0>:f     r2.5<0>:f        {Compacted}
(W)     mov (1|M0)               r235.0<1>:ud  0x41600000:ud                              {F@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r226.0<1;0>:f     r2.4<0>:f        {Compacted}
(W)     mov (1|M0)               r234.0<1>:ud  0x41700000:ud                             
(W)     mov (1|M0)               r227.0<1>:ud  0x41B00000:ud                              {F@1}
(W)     mov (1|M0)               r226.0<1>:ud  0x41B80000:ud                             
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r244.0<1;0>:f     r2.3<0>:f        {Compacted,$12.dst}
(W)     mov (1|M0)               r2.3<1>:ud    0x41000000:ud                              {F@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r236.0<1;0>:f     r2.5<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r214.0<1;0>:f     r2.3<0>:f        {Compacted,$27.dst}
(W)     mov (1|M0)               r2.5<1>:ud    0x41100000:ud                              {F@2}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r216.0<1;0>:f     r2.3<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r206.0<1;0>:f     r2.5<0>:f        {Compacted,$24.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r218.0<1;0>:f     r2.3<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r228.0<1;0>:f     r2.4<0>:f        {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r208.0<1;0>:f     r2.5<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r198.0<1;0>:f     r239.0<0>:f      {Compacted,$25.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r210.0<1;0>:f     r2.5<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r220.0<1;0>:f     r2.3<0>:f        {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r200.0<1;0>:f     r239.0<0>:f      {Compacted}
(W)     mov (1|M0)               r237.0<1>:ud  0x41400000:ud                             
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r190.0<1;0>:f     r238.0<0>:f      {Compacted,$20.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r202.0<1;0>:f     r239.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r212.0<1;0>:f     r2.5<0>:f        {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r192.0<1;0>:f     r238.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r182.0<1;0>:f     r237.0<0>:f      {Compacted,$21.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r204.0<1;0>:f     r239.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r194.0<1;0>:f     r238.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r196.0<1;0>:f     r238.0<0>:f      {Compacted}
(W)     mov (1|M0)               r236.0<1>:ud  0x41500000:ud                             
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r188.0<1;0>:f     r237.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r184.0<1;0>:f     r237.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r186.0<1;0>:f     r237.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r180.0<1;0>:f     r236.0<0>:f      {Compacted,$16.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r174.0<1;0>:f     r236.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r176.0<1;0>:f     r236.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r178.0<1;0>:f     r236.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r172.0<1;0>:f     r235.0<0>:f      {Compacted,$15.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r166.0<1;0>:f     r235.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r168.0<1;0>:f     r235.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r170.0<1;0>:f     r235.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r148.0<1;0>:f     r234.0<0>:f      {Compacted,$29.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r142.0<1;0>:f     r234.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r144.0<1;0>:f     r234.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r146.0<1;0>:f     r234.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r140.0<1;0>:f     r233.0<0>:f      {Compacted,$18.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r134.0<1;0>:f     r233.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r136.0<1;0>:f     r233.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r138.0<1;0>:f     r233.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r132.0<1;0>:f     r232.0<0>:f      {Compacted,$19.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r126.0<1;0>:f     r232.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r128.0<1;0>:f     r232.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r130.0<1;0>:f     r232.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r124.0<1;0>:f     r231.0<0>:f      {Compacted,$22.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r118.0<1;0>:f     r231.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r120.0<1;0>:f     r231.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r122.0<1;0>:f     r231.0<0>:f      {Compacted}
(W)     mov (1|M0)               r229.0<1>:ud  0x41A00000:ud                             
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r108.0<1;0>:f     r230.0<0>:f      {Compacted,$17.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r102.0<1;0>:f     r230.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r104.0<1;0>:f     r230.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r106.0<1;0>:f     r230.0<0>:f      {Compacted}
(W)     mov (1|M0)               r228.0<1>:ud  0x41A80000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r100.0<1;0>:f     r229.0<0>:f      {Compacted,$23.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r94.0<1;0>:f      r229.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r96.0<1;0>:f      r229.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r98.0<1;0>:f      r229.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r92.0<1;0>:f      r228.0<0>:f      {Compacted,$26.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r86.0<1;0>:f      r228.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r88.0<1;0>:f      r228.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r90.0<1;0>:f      r228.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r84.0<1;0>:f      r227.0<0>:f      {Compacted,$28.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r78.0<1;0>:f      r227.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r80.0<1;0>:f      r227.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r82.0<1;0>:f      r227.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r76.0<1;0>:f      r226.0<0>:f      {Compacted,$30.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r70.0<1;0>:f      r226.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r72.0<1;0>:f      r226.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r74.0<1;0>:f      r226.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r68.0<1;0>:f      r225.0<0>:f      {Compacted,$31.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r62.0<1;0>:f      r225.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r64.0<1;0>:f      r225.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r66.0<1;0>:f      r225.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r60.0<1;0>:f      r224.0<0>:f      {Compacted,$0.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r54.0<1;0>:f      r224.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r56.0<1;0>:f      r224.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r58.0<1;0>:f      r224.0<0>:f      {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r52.0<1;0>:f      r223.0<0>:f      {Compacted,$2.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r46.0<1;0>:f      r223.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r48.0<1;0>:f      r223.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r50.0<1;0>:f      r223.0<0>:f      {Compacted}
(W)     mov (1|M0)               r221.0<1>:ud  0x41E00000:ud                             
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r44.0<1;0>:f      r222.0<0>:f      {Compacted,$4.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r38.0<1;0>:f      r222.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r40.0<1;0>:f      r222.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r42.0<1;0>:f      r222.0<0>:f      {Compacted}
(W)     mov (1|M0)               r220.0<1>:ud  0x41E80000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r36.0<1;0>:f      r221.0<0>:f      {Compacted,$5.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r30.0<1;0>:f      r221.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r32.0<1;0>:f      r221.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r34.0<1;0>:f      r221.0<0>:f      {Compacted}
(W)     mov (1|M0)               r219.0<1>:ud  0x41F00000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r28.0<1;0>:f      r220.0<0>:f      {Compacted,$6.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r22.0<1;0>:f      r220.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r24.0<1;0>:f      r220.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r26.0<1;0>:f      r220.0<0>:f      {Compacted}
(W)     mov (1|M0)               r218.0<1>:ud  0x41F80000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r20.0<1;0>:f      r219.0<0>:f      {Compacted,$7.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r14.0<1;0>:f      r219.0<0>:f      {Compacted}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r16.0<1;0>:f      r219.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r18.0<1;0>:f      r219.0<0>:f      {Compacted}
(W)     mov (1|M0)               r217.0<1>:ud  0x42000000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r12.0<1;0>:f      r218.0<0>:f      {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,F@4}
        shl (16|M16)             r14.0<1>:q    r242.0<1;1,0>:q   4:w               {Compacted,$9.dst}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r6.0<1;0>:f       r218.0<0>:f      {Compacted}
        shl (16|M0)              r16.0<1>:q    r240.0<1;1,0>:q   4:w               {Compacted,F@4}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r8.0<1;0>:f       r218.0<0>:f      {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r10.0<1;0>:f      r218.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@3}
        mad (32|M0)              r40.0<1>:f    acc0.0<1;0>:f     r116.0<1;0>:f     r217.0<0>:f      {Compacted,$10.dst}
        add (16|M16)             r44.0<1>:q    r14.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
        mad (32|M0)              r34.0<1>:f    acc6.0<1;0>:f     r110.0<1;0>:f     r217.0<0>:f      {Compacted}
        mad (32|M0)              r36.0<1>:f    acc4.0<1;0>:f     r112.0<1;0>:f     r217.0<0>:f      {Compacted}
        mad (32|M0)              r38.0<1>:f    acc2.0<1;0>:f     r114.0<1;0>:f     r217.0<0>:f      {Compacted}
        add (16|M0)              r42.0<1>:q    r16.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
(W)     mov (16|M0)              r240.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        send.ugm (32|M0)         null     r42     r34:8   0x0            0x08003584           {A@1,$13} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (1|M0)         null     r240    null:0  0x0            0x02000010           {EOT,I@1,$14} // wr:1+0, rd:0; end of thread
L10280:
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
