L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r58.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$0.dst}
(W)     mov (8|M16)              r4.0<1>:w     0x76543210:v                               {A@1}
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
(W)     add (8|M16)              r4.8<1>:w     r4.0<1;1,0>:w     8:w               {I@2}
(W)     add (8|M0)               r3.8<1>:w     r3.0<1;1,0>:w     8:w               {I@2}
(W)     add (16|M16)             r4.0<1>:w     r4.0<1;1,0>:w     16:w               {I@2}
        sync.nop                             null                             {Compacted,$1.dst}
(W)     and (1|M0)               r5.0<1>:ud    sr0.0<0;1,0>:ud   16383:w               {A@1}
(W)     asr (1|M0)               r5.2<1>:ud    r5.0<0;1,0>:ud    1:w               {A@1}
(W)     and (1|M0)               r5.1<1>:ud    r5.0<0;1,0>:ud    63:w              
(W)     and (1|M0)               r5.2<1>:ud    r5.2<0;1,0>:ud    -64:w               {I@2}
        shl (16|M0)              r12.0<1>:d    r3.0<1;1,0>:uw    8:w              
(W)     or (1|M0)                r5.0<1>:ud    r5.1<0;1,0>:ud    r5.2<0;1,0>:ud   {I@2}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r58.2<0;1,0>:uw  {Compacted,$2.dst}
(W)     asr (1|M0)               r6.1<1>:ud    r5.0<0;1,0>:ud    1:w               {I@2}
(W)     and (1|M0)               r6.0<1>:ud    r5.0<0;1,0>:ud    7:w              
(W)     and (1|M0)               r6.1<1>:ud    r6.1<0;1,0>:ud    -8:w               {I@2}
        shl (16|M16)             r14.0<1>:d    r4.0<1;1,0>:uw    8:w              
(W)     or (1|M0)                r5.0<1>:ud    r6.0<0;1,0>:ud    r6.1<0;1,0>:ud   {Compacted,I@2}
(W)     mach (1|M0)              r10.0<1>:d    r9.0<0;1,0>:d     r58.1<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               r8.0<1>:d     r5.0<0;1,0>:d     8192:w               {I@2}
        add3 (16|M0)             r54.0<1>:d    r10.0<0;0>:d      r1.0<1;0>:uw      r7.0<0>:d        {I@2}
        add (16|M0)              r12.0<1>:d    r8.0<0;1,0>:d     r12.0<1;1,0>:d   {Compacted,I@2}
        addc (8|M0)              r50.0<1>:ud   r8.4<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        add (16|M16)             r14.0<1>:d    r8.0<0;1,0>:d     r14.0<1;1,0>:d   {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r51.0<1>:ud   r8.4<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn}
        add3 (16|M16)            r56.0<1>:d    r10.0<0;0>:d      r2.0<1;0>:uw      r7.0<0>:d       
        mov (8|M8)               r20.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r48.0<1>:ud   r8.4<0;1,0>:ud    r14.0<1;1,0>:ud  {AccWrEn,I@5}
        asr (16|M16)             r18.0<1>:d    r14.0<1;1,0>:d    31:w               {Compacted}
        shr (16|M16)             r68.0<1>:d    r56.0<1;1,0>:ud   31:w               {Compacted,I@4}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r49.0<1>:ud   r8.4<0;1,0>:ud    r15.0<1;1,0>:ud  {AccWrEn}
        shr (16|M0)              r14.0<1>:d    r54.0<1;1,0>:ud   31:w               {Compacted}
        lzd (16|M16)             r106.0<1>:ud  r68.0<1;1,0>:ud                  {I@4}
        lzd (16|M0)              r108.0<1>:ud  r14.0<1;1,0>:ud                  {I@2}
        asr (16|M0)              r16.0<1>:d    r12.0<1;1,0>:d    31:w               {Compacted}
        mov (8|M24)              acc0.0<1>:ud  acc0.0<1;1,0>:ud                
        cmp (16|M16)  (ne)f1.0   null<1>:d     r106.0<1;1,0>:d   32:w               {I@4}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r108.0<1;1,0>:d   32:w               {I@4}
        add3 (8|M16)             r52.0<1>:ud   r2.0<1;0>:ud      r8.5<0;0>:ud      r18.0<1>:ud     
        add3 (8|M0)              r46.0<1>:ud   r6.0<1;0>:ud      r8.5<0;0>:ud      r16.0<1>:ud      {I@5}
        add3 (8|M8)              r47.0<1>:ud   r20.0<1;0>:ud     r8.5<0;0>:ud      r17.0<1>:ud     
        add3 (8|M24)             r53.0<1>:ud   acc0.0<1;0>:ud    r8.5<0;0>:ud      r19.0<1>:ud     
        mov (16|M0)              r102.0<1>:f   r54.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r64.0<1>:d    r54.0<1;1,0>:d    1:w               {Compacted}
        mov (8|M8)               r21.0<2>:d    r51.0<1;1,0>:d                  
        mov (8|M0)               r9.0<2>:d     r50.0<1;1,0>:d                  
        mov (16|M16)             r100.0<1>:f   r56.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r66.0<1>:d    r56.0<1;1,0>:d    1:w               {Compacted}
        mov (8|M24)              r11.0<2>:d    r49.0<1;1,0>:d                  
        mov (8|M16)              r5.0<2>:d     r48.0<1;1,0>:d                  
        mov (8|M8)               r21.1<2>:d    r47.0<1;1,0>:d                   {I@7}
        mov (8|M0)               r9.1<2>:d     r46.0<1;1,0>:d                  
        mov (8|M24)              r11.1<2>:d    r53.0<1;1,0>:d                   {I@7}
        mov (8|M16)              r5.1<2>:d     r52.0<1;1,0>:d                  
(~f1.0) goto (32|M0)                         L1328                  L1328                
L1056:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r106.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L1192                  L1192                
L1096:
        shl (16|M0)              r2.0<1>:d     r14.0<1;1,0>:d    r108.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r68.0<1;1,0>:d    r106.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:d     r64.0<1;1,0>:ud   -r108.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r66.0<1;1,0>:ud   -r106.0<1;1,0>:d
        shl (16|M0)              r74.0<1>:d    r64.0<1;1,0>:d    r108.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r72.0<1>:d    r66.0<1;1,0>:d    r106.0<1;1,0>:d  {Compacted}
        or (16|M0)               r64.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r66.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L1192                  L1256                
L1192:
        join (32|M0)                         L1256                                
L1208:
        mov (16|M0)              r74.0<1>:f    r64.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r72.0<1>:f    r66.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r64.0<1>:d    r14.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r66.0<1>:d    r68.0<1;1,0>:d                   {F@1}
L1256:
        join (32|M0)                         L1328                                
L1272:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r64.0<1>:d    r64.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r66.0<1>:d    r66.0<1;1,0>:d    1:w               {I@5}
L1328:
        join (32|M0)                         L1344                                
L1344:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x3:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x3:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r108.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x3:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r64.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x3:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r106.0<1;1,0>:d  159:w               {Compacted}
        mul (16|M0)              r106.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x3:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        mov (16|M0)              r16.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        lzd (16|M0)              r112.0<1>:ud  r16.0<1;1,0>:ud                  {F@1}
        lzd (16|M16)             r110.0<1>:ud  r14.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r112.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   32:w               {I@2}
        mov (16|M16)             r4.0<1>:f     r66.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (16|M16)             r104.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
        mov (16|M16)             r10.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@1}
(~f0.0) goto (32|M0)                         L1920                  L1920                
L1648:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r110.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L1792                  L1792                
L1696:
        shl (16|M0)              r2.0<1>:d     r16.0<1;1,0>:d    r112.0<1;1,0>:d  {Compacted,F@1}
        shl (16|M16)             r4.0<1>:d     r14.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:d     r12.0<1;1,0>:ud   -r112.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r10.0<1;1,0>:ud   -r110.0<1;1,0>:d
        shl (16|M0)              r78.0<1>:d    r12.0<1;1,0>:d    r112.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r76.0<1>:d    r10.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        or (16|M0)               r12.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r10.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L1792                  L1856                
L1792:
        join (32|M0)                         L1856                                
L1808:
        mov (16|M0)              r78.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r76.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r12.0<1>:d    r16.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r10.0<1>:d    r14.0<1;1,0>:d                   {F@1}
L1856:
        join (32|M0)                         L1920                                
L1872:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r12.0<1>:d    r12.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r10.0<1>:d    r10.0<1;1,0>:d    1:w               {I@5}
L1920:
        join (32|M0)                         L1936                                
L1936:
        add (16|M16)             r8.0<1>:d     -r110.0<1;1,0>:d  159:w               {Compacted}
        shr (16|M16)             r64.0<1>:d    r56.0<1;1,0>:ud   30:w               {Compacted}
        shr (16|M0)              r110.0<1>:d   r54.0<1;1,0>:ud   30:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r12.0<1;1,0>:ud                  {Compacted,I@6}
        add (16|M0)              r6.0<1>:d     -r112.0<1;1,0>:d  159:w               {Compacted}
        mov (16|M16)             r22.0<1>:f    r104.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r12.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        lzd (16|M0)              r104.0<1>:ud  r110.0<1;1,0>:ud                 {A@2}
        lzd (16|M16)             r102.0<1>:ud  r64.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r4.0<1>:f     r10.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r104.0<1;1,0>:d   32:w               {I@4}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r102.0<1;1,0>:d   32:w               {I@4}
        mov (16|M16)             r18.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r20.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r14.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r26.0<2>:d    r50.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r51.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r48.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r49.0<1;1,0>:d                  
        mov (16|M0)              r10.0<1>:f    0.0:f                               {Compacted}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@5}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@7}
        mov (8|M0)               r26.1<2>:d    r46.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r47.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r52.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r53.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@1,$3} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$4} // wr:4+8, rd:0; a64 dword scattering write
        shl (16|M0)              r114.0<1>:d   r54.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r62.0<1>:d    r56.0<1;1,0>:d    2:w               {Compacted}
(~f1.0) goto (32|M0)                         L2592                  L2592                
L2320:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r104.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L2456                  L2456                
L2360:
        shl (16|M0)              r2.0<1>:d     r110.0<1;1,0>:d   r104.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r64.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:d     r114.0<1;1,0>:ud  -r104.0<1;1,0>:d {I@7}
        shr (16|M16)             r8.0<1>:d     r62.0<1;1,0>:ud   -r102.0<1;1,0>:d {I@7}
        shl (16|M0)              r70.0<1>:d    r114.0<1;1,0>:d   r104.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r68.0<1>:d    r62.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        or (16|M0)               r114.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r62.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L2456                  L2520                
L2456:
        join (32|M0)                         L2520                                
L2472:
        mov (16|M0)              r70.0<1>:f    r114.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r68.0<1>:f    r62.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r114.0<1>:d   r110.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r62.0<1>:d    r64.0<1;1,0>:d                   {F@1}
L2520:
        join (32|M0)                         L2592                                
L2536:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r68.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r114.0<1>:d   r114.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r62.0<1>:d    r62.0<1;1,0>:d    1:w               {I@5}
L2592:
        join (32|M0)                         L2608                                
L2608:
        addc (8|M0)              r94.0<1>:ud   r50.0<1;1,0>:ud   0x10:ud              {AccWrEn,Compacted}
        mov (16|M0)              r2.0<1>:f     r114.0<1;1,0>:ud                 {Compacted,I@4}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        addc (8|M8)              r95.0<1>:ud   r51.0<1;1,0>:ud   0x10:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r104.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r114.0<1>:ud  r48.0<1;1,0>:ud   0x10:ud              {AccWrEn,F@1}
        add (16|M16)             r8.0<1>:d     -r102.0<1;1,0>:d  159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r115.0<1>:ud  r49.0<1;1,0>:ud   0x10:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r62.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mul (16|M0)              r66.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x5:uw             
        mul (16|M16)             r64.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x5:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r92.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x5:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x5:ud              {AccWrEn}
        add (8|M24)              r113.0<1>:ud  r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x5:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x5:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r4.0<1;1,0>:f                    {Compacted,A@4}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x5:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x5:ud              {AccWrEn}
        lzd (16|M0)              r78.0<1>:ud   r2.0<1;1,0>:ud                   {F@1}
        mov (16|M16)             r80.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r76.0<1>:ud   r80.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M8)               r93.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        add (8|M16)              r112.0<1>:ud  r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r126.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r124.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L3328                  L3328                
L3048:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r78.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L3192                  L3192                
L3096:
        shl (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     r78.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r80.0<1;1,0>:d    r76.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r126.0<1;1,0>:ud  -r78.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r124.0<1;1,0>:ud  -r76.0<1;1,0>:d  {F@1}
        shl (16|M0)              r20.0<1>:d    r126.0<1;1,0>:d   r78.0<1;1,0>:d   {Compacted,$4.src}
        shl (16|M16)             r18.0<1>:d    r124.0<1;1,0>:d   r76.0<1;1,0>:d   {Compacted}
        or (16|M0)               r126.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r124.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L3192                  L3264                
L3192:
        join (32|M0)                         L3264                                
L3208:
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r20.0<1>:f    r126.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r18.0<1>:f    r124.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r126.0<1>:d   r2.0<1;1,0>:d                    {F@2}
        mov (16|M16)             r124.0<1>:d   r80.0<1;1,0>:d                   {F@1}
L3264:
        join (32|M0)                         L3328                                
L3280:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r20.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r126.0<1>:d   r126.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r124.0<1>:d   r124.0<1;1,0>:d   1:w               {I@5}
L3328:
        join (32|M0)                         L3344                                
L3344:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x6:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x6:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r78.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x6:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x6:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r126.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x6:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x6:ud              {AccWrEn}
        mul (16|M0)              r126.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x6:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x6:ud              {AccWrEn}
        mov (16|M0)              r24.0<1>:f    r10.0<1;1,0>:f                   {Compacted,$4.src}
        mov (16|M16)             r22.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r20.0<1>:ud   r24.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r18.0<1>:ud   r22.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r76.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r18.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r124.0<1;1,0>:ud                 {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r88.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r86.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r124.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L3944                  L3944                
L3672:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r20.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L3808                  L3808                
L3712:
        shl (16|M0)              r2.0<1>:d     r24.0<1;1,0>:d    r20.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r22.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r88.0<1;1,0>:ud   -r20.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r86.0<1;1,0>:ud   -r18.0<1;1,0>:d 
        shl (16|M0)              r98.0<1>:d    r88.0<1;1,0>:d    r20.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r96.0<1>:d    r86.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted}
        or (16|M0)               r88.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r86.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L3808                  L3872                
L3808:
        join (32|M0)                         L3872                                
L3824:
        mov (16|M0)              r98.0<1>:f    r88.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r96.0<1>:f    r86.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r88.0<1>:d    r24.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r86.0<1>:d    r22.0<1;1,0>:d                   {F@1}
L3872:
        join (32|M0)                         L3944                                
L3888:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r88.0<1>:d    r88.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r86.0<1>:d    r86.0<1;1,0>:d    1:w               {I@5}
L3944:
        join (32|M0)                         L3960                                
L3960:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x7:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x7:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r20.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x7:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x7:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r88.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x7:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x7:ud              {AccWrEn}
        mul (16|M0)              r98.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x7:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x7:ud              {AccWrEn}
        mov (16|M0)              r106.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r104.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r102.0<1>:ud  r106.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r100.0<1>:ud  r104.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r18.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r86.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r30.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r28.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r96.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L4552                  L4552                
L4280:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r102.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L4424                  L4424                
L4328:
        shl (16|M0)              r2.0<1>:d     r106.0<1;1,0>:d   r102.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r104.0<1;1,0>:d   r100.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r30.0<1;1,0>:ud   -r102.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r28.0<1;1,0>:ud   -r100.0<1;1,0>:d
        shl (16|M0)              r40.0<1>:d    r30.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r38.0<1>:d    r28.0<1;1,0>:d    r100.0<1;1,0>:d  {Compacted}
        or (16|M0)               r30.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r28.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L4424                  L4488                
L4424:
        join (32|M0)                         L4488                                
L4440:
        mov (16|M0)              r40.0<1>:f    r30.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r38.0<1>:f    r28.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r30.0<1>:d    r106.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r28.0<1>:d    r104.0<1;1,0>:d                  {F@1}
L4488:
        join (32|M0)                         L4552                                
L4504:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r40.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r38.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r30.0<1>:d    r30.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r28.0<1>:d    r28.0<1;1,0>:d    1:w               {I@5}
L4552:
        join (32|M0)                         L4568                                
L4568:
        shr (16|M0)              r108.0<1>:d   r54.0<1;1,0>:ud   29:w               {Compacted}
        shr (16|M16)             r62.0<1>:d    r56.0<1;1,0>:ud   29:w               {Compacted}
        add (16|M0)              r6.0<1>:d     -r102.0<1;1,0>:d  159:w               {Compacted}
        add (16|M16)             r8.0<1>:d     -r100.0<1;1,0>:d  159:w               {Compacted}
        mov (16|M0)              r14.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        lzd (16|M0)              r100.0<1>:ud  r108.0<1;1,0>:ud                 {I@4}
        lzd (16|M16)             r98.0<1>:ud   r62.0<1;1,0>:ud                  {A@1}
        mov (16|M0)              r2.0<1>:f     r30.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r4.0<1>:f     r28.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r100.0<1;1,0>:d   32:w               {I@4}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    32:w               {I@4}
        mov (16|M0)              r10.0<1>:f    r66.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r20.0<1>:f    r124.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r22.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r94.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r115.0<1;1,0>:d                 
        mov (8|M16)              r30.0<2>:d    r114.0<1;1,0>:d                  {F@7}
        mov (8|M8)               r28.0<2>:d    r95.0<1;1,0>:d                   {F@6}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@7}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@7}
        mov (8|M0)               r26.1<2>:d    r92.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r113.0<1;1,0>:d                 
        mov (8|M16)              r30.1<2>:d    r112.0<1;1,0>:d                 
        mov (8|M8)               r28.1<2>:d    r93.0<1;1,0>:d                  
        shl (16|M16)             r60.0<1>:d    r56.0<1;1,0>:d    3:w               {Compacted}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$5} // wr:4+8, rd:0; a64 dword scattering write
        sync.nop                             null                             {Compacted,F@1}
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {$6} // wr:4+8, rd:0; a64 dword scattering write
        shl (16|M0)              r112.0<1>:d   r54.0<1;1,0>:d    3:w               {Compacted}
(~f1.0) goto (32|M0)                         L5232                  L5232                
L4960:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r98.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L5096                  L5096                
L5000:
        shl (16|M0)              r2.0<1>:d     r108.0<1;1,0>:d   r100.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r62.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r112.0<1;1,0>:ud  -r100.0<1;1,0>:d {I@7}
        shr (16|M16)             r8.0<1>:d     r60.0<1;1,0>:ud   -r98.0<1;1,0>:d 
        shl (16|M0)              r66.0<1>:d    r112.0<1;1,0>:d   r100.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r64.0<1>:d    r60.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        or (16|M0)               r112.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r60.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L5096                  L5160                
L5096:
        join (32|M0)                         L5160                                
L5112:
        mov (16|M0)              r66.0<1>:f    r112.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r64.0<1>:f    r60.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r112.0<1>:d   r108.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r60.0<1>:d    r62.0<1;1,0>:d                   {F@1}
L5160:
        join (32|M0)                         L5232                                
L5176:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r112.0<1>:d   r112.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r60.0<1>:d    r60.0<1;1,0>:d    1:w               {I@5}
L5232:
        join (32|M0)                         L5248                                
L5248:
        addc (8|M0)              r90.0<1>:ud   r50.0<1;1,0>:ud   0x20:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r100.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        addc (8|M8)              r91.0<1>:ud   r51.0<1;1,0>:ud   0x20:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r98.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r110.0<1>:ud  r48.0<1;1,0>:ud   0x20:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r112.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r111.0<1>:ud  r49.0<1;1,0>:ud   0x20:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r60.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r62.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x9:uw             
        mul (16|M16)             r60.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x9:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r88.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x9:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x9:ud              {AccWrEn}
        add (8|M8)               r89.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x9:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x9:ud              {AccWrEn}
        mov (16|M0)              r124.0<1>:f   r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x9:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x9:ud              {AccWrEn}
        lzd (16|M0)              r74.0<1>:ud   r124.0<1;1,0>:ud                 {F@1}
        mov (16|M16)             r76.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r72.0<1>:ud   r76.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r74.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r72.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r108.0<1>:ud  r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r109.0<1>:ud  r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r122.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r120.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L5960                  L5960                
L5688:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L5832                  L5832                
L5736:
        shl (16|M0)              r2.0<1>:d     r124.0<1;1,0>:d   r74.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r76.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r122.0<1;1,0>:ud  -r74.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r120.0<1;1,0>:ud  -r72.0<1;1,0>:d  {F@1}
        shl (16|M0)              r16.0<1>:d    r122.0<1;1,0>:d   r74.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r14.0<1>:d    r120.0<1;1,0>:d   r72.0<1;1,0>:d   {Compacted}
        or (16|M0)               r122.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r120.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L5832                  L5896                
L5832:
        join (32|M0)                         L5896                                
L5848:
        mov (16|M0)              r16.0<1>:f    r122.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r14.0<1>:f    r120.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r122.0<1>:d   r124.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r120.0<1>:d   r76.0<1;1,0>:d                   {F@1}
L5896:
        join (32|M0)                         L5960                                
L5912:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r14.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r122.0<1>:d   r122.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r120.0<1>:d   r120.0<1;1,0>:d   1:w               {I@5}
L5960:
        join (32|M0)                         L5976                                
L5976:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0xA:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0xA:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r74.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0xA:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0xA:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r122.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0xA:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0xA:ud              {AccWrEn}
        mul (16|M0)              r122.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0xA:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0xA:ud              {AccWrEn}
        mov (16|M0)              r20.0<1>:f    r10.0<1;1,0>:f                   {Compacted,$6.src}
        mov (16|M16)             r18.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r16.0<1>:ud   r20.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r14.0<1>:ud   r18.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r72.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r16.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r120.0<1;1,0>:ud                 {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r84.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r82.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r120.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L6576                  L6576                
L6304:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r14.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L6440                  L6440                
L6344:
        shl (16|M0)              r2.0<1>:d     r20.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r18.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r84.0<1;1,0>:ud   -r16.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r82.0<1;1,0>:ud   -r14.0<1;1,0>:d 
        shl (16|M0)              r94.0<1>:d    r84.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r92.0<1>:d    r82.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        or (16|M0)               r84.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r82.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L6440                  L6504                
L6440:
        join (32|M0)                         L6504                                
L6456:
        mov (16|M0)              r94.0<1>:f    r84.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r92.0<1>:f    r82.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r84.0<1>:d    r20.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r82.0<1>:d    r18.0<1;1,0>:d                   {F@1}
L6504:
        join (32|M0)                         L6576                                
L6520:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r94.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r84.0<1>:d    r84.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r82.0<1>:d    r82.0<1;1,0>:d    1:w               {I@5}
L6576:
        join (32|M0)                         L6592                                
L6592:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0xB:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0xB:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r16.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0xB:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0xB:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r84.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0xB:uw             
        add (16|M16)             r8.0<1>:d     -r14.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@7}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0xB:ud              {AccWrEn}
        mul (16|M0)              r94.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0xB:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0xB:ud              {AccWrEn}
        mov (16|M0)              r102.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r100.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r98.0<1>:ud   r102.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r96.0<1>:ud   r100.0<1;1,0>:ud                 {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r98.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r96.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r4.0<1>:f     r82.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r26.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mul (16|M16)             r92.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@2}
        mov (16|M16)             r24.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@1}
(~f0.0) goto (32|M0)                         L7184                  L7184                
L6912:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L7056                  L7056                
L6960:
        shl (16|M0)              r2.0<1>:d     r102.0<1;1,0>:d   r98.0<1;1,0>:d   {Compacted,F@1}
        shl (16|M16)             r4.0<1>:d     r100.0<1;1,0>:d   r96.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r26.0<1;1,0>:ud   -r98.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r24.0<1;1,0>:ud   -r96.0<1;1,0>:d 
        shl (16|M0)              r36.0<1>:d    r26.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r34.0<1>:d    r24.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        or (16|M0)               r26.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r24.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L7056                  L7120                
L7056:
        join (32|M0)                         L7120                                
L7072:
        mov (16|M0)              r36.0<1>:f    r26.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r34.0<1>:f    r24.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r26.0<1>:d    r102.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r24.0<1>:d    r100.0<1;1,0>:d                  {F@1}
L7120:
        join (32|M0)                         L7184                                
L7136:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r26.0<1>:d    r26.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r24.0<1>:d    r24.0<1;1,0>:d    1:w               {I@5}
L7184:
        join (32|M0)                         L7200                                
L7200:
        add (16|M0)              r6.0<1>:d     -r98.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r26.0<1;1,0>:ud                  {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r96.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0xC:uw             
        mov (16|M16)             r4.0<1>:f     r24.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0xC:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0xC:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0xC:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r62.0<1;1,0>:f                   {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0xC:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0xC:ud              {AccWrEn}
        mov (16|M0)              r12.0<1>:f    r122.0<1;1,0>:f                  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0xC:uw             
        mov (16|M0)              r14.0<1>:f    r94.0<1;1,0>:f                   {Compacted}
        mov (8|M8)               r28.0<2>:d    r91.0<1;1,0>:d                  
        mov (8|M0)               r26.0<2>:d    r90.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0xC:ud              {AccWrEn}
        mov (8|M8)               r28.1<2>:d    r89.0<1;1,0>:d                  
        mov (8|M0)               r26.1<2>:d    r88.0<1;1,0>:d                  
        mov (16|M16)             r18.0<1>:f    r60.0<1;1,0>:f                   {Compacted}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@1,$7} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M16)             r60.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.src}
        lzd (16|M16)             r94.0<1>:ud   r60.0<1;1,0>:ud                  {F@2}
        lzd (16|M0)              r96.0<1>:ud   r12.0<1;1,0>:ud                  {F@1}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r94.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r20.0<1>:f    r120.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r22.0<1>:f    r92.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r30.0<2>:d    r110.0<1;1,0>:d                 
        mov (8|M24)              r32.0<2>:d    r111.0<1;1,0>:d                 
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (8|M16)              r30.1<2>:d    r108.0<1;1,0>:d                 
        mov (8|M24)              r32.1<2>:d    r109.0<1;1,0>:d                 
        mov (16|M0)              r44.0<1>:f    r4.0<1;1,0>:f                    {Compacted}
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$8} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M16)             r42.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L8008                  L8008                
L7736:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r96.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L7872                  L7872                
L7776:
        shl (16|M0)              r2.0<1>:d     r12.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r60.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r44.0<1;1,0>:ud   -r96.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r42.0<1;1,0>:ud   -r94.0<1;1,0>:d  {F@1}
        shl (16|M0)              r62.0<1>:d    r44.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r40.0<1>:d    r42.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        or (16|M0)               r44.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r42.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L7872                  L7936                
L7872:
        join (32|M0)                         L7936                                
L7888:
        mov (16|M0)              r62.0<1>:f    r44.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r40.0<1>:f    r42.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r44.0<1>:d    r12.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r42.0<1>:d    r60.0<1;1,0>:d                   {F@1}
L7936:
        join (32|M0)                         L8008                                
L7952:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r40.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r44.0<1>:d    r44.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r42.0<1>:d    r42.0<1;1,0>:d    1:w               {I@5}
L8008:
        join (32|M0)                         L8024                                
L8024:
        addc (8|M0)              r86.0<1>:ud   r50.0<1;1,0>:ud   0x30:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r96.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r87.0<1>:ud   r51.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r94.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r106.0<1>:ud  r48.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r44.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r107.0<1>:ud  r49.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r42.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r44.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0xD:uw             
        mul (16|M16)             r42.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0xD:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r84.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0xD:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0xD:ud              {AccWrEn}
        add (8|M8)               r85.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0xD:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0xD:ud              {AccWrEn}
        mov (16|M0)              r120.0<1>:f   r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0xD:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0xD:ud              {AccWrEn}
        lzd (16|M0)              r70.0<1>:ud   r120.0<1;1,0>:ud                 {F@1}
        mov (16|M16)             r72.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r68.0<1>:ud   r72.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r68.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r104.0<1>:ud  r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r105.0<1>:ud  r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r118.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r116.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L8736                  L8736                
L8464:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r68.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L8608                  L8608                
L8512:
        shl (16|M0)              r2.0<1>:d     r120.0<1;1,0>:d   r70.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r72.0<1;1,0>:d    r68.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r118.0<1;1,0>:ud  -r70.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r116.0<1;1,0>:ud  -r68.0<1;1,0>:d  {F@1}
        shl (16|M0)              r12.0<1>:d    r118.0<1;1,0>:d   r70.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r10.0<1>:d    r116.0<1;1,0>:d   r68.0<1;1,0>:d   {Compacted}
        or (16|M0)               r118.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r116.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L8608                  L8672                
L8608:
        join (32|M0)                         L8672                                
L8624:
        mov (16|M0)              r12.0<1>:f    r118.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r10.0<1>:f    r116.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r118.0<1>:d   r120.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r116.0<1>:d   r72.0<1;1,0>:d                   {F@1}
L8672:
        join (32|M0)                         L8736                                
L8688:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r12.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r10.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r118.0<1>:d   r118.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r116.0<1>:d   r116.0<1;1,0>:d   1:w               {I@5}
L8736:
        join (32|M0)                         L8752                                
L8752:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0xE:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0xE:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r70.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0xE:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0xE:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r118.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0xE:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0xE:ud              {AccWrEn}
        mul (16|M0)              r118.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0xE:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0xE:ud              {AccWrEn}
        mov (16|M0)              r16.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r80.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        lzd (16|M16)             r10.0<1>:ud   r14.0<1;1,0>:ud                  {A@1}
        lzd (16|M0)              r12.0<1>:ud   r16.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r68.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r10.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r116.0<1;1,0>:ud                 {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M16)             r78.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r116.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L9344                  L9344                
L9072:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r12.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r10.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L9208                  L9208                
L9112:
        shl (16|M0)              r2.0<1>:d     r16.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r14.0<1;1,0>:d    r10.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r80.0<1;1,0>:ud   -r12.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r78.0<1;1,0>:ud   -r10.0<1;1,0>:d 
        shl (16|M0)              r90.0<1>:d    r80.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r88.0<1>:d    r78.0<1;1,0>:d    r10.0<1;1,0>:d   {Compacted}
        or (16|M0)               r80.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r78.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L9208                  L9272                
L9208:
        join (32|M0)                         L9272                                
L9224:
        mov (16|M0)              r90.0<1>:f    r80.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r88.0<1>:f    r78.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r80.0<1>:d    r16.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r78.0<1>:d    r14.0<1;1,0>:d                   {F@1}
L9272:
        join (32|M0)                         L9344                                
L9288:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r80.0<1>:d    r80.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r78.0<1>:d    r78.0<1;1,0>:d    1:w               {I@5}
L9344:
        join (32|M0)                         L9360                                
L9360:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0xF:uw             
        add (16|M16)             r8.0<1>:d     -r10.0<1;1,0>:d   159:w               {Compacted}
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0xF:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r12.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0xF:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0xF:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r80.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0xF:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0xF:ud              {AccWrEn}
        mul (16|M0)              r90.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0xF:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0xF:ud              {AccWrEn}
        mov (16|M0)              r98.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r96.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r94.0<1>:ud   r98.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r92.0<1>:ud   r96.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r4.0<1>:f     r78.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r22.0<1>:f    r12.0<1;1,0>:f                   {Compacted,$8.src}
        mul (16|M16)             r88.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@2}
        mov (16|M16)             r20.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@1}
(~f0.0) goto (32|M0)                         L9952                  L9952                
L9680:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r94.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L9824                  L9824                
L9728:
        shl (16|M0)              r2.0<1>:d     r98.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted,F@1}
        shl (16|M16)             r4.0<1>:d     r96.0<1;1,0>:d    r92.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r22.0<1;1,0>:ud   -r94.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r20.0<1;1,0>:ud   -r92.0<1;1,0>:d 
        shl (16|M0)              r32.0<1>:d    r22.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r30.0<1>:d    r20.0<1;1,0>:d    r92.0<1;1,0>:d   {Compacted}
        or (16|M0)               r22.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r20.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L9824                  L9888                
L9824:
        join (32|M0)                         L9888                                
L9840:
        mov (16|M0)              r32.0<1>:f    r22.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r30.0<1>:f    r20.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r22.0<1>:d    r98.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r20.0<1>:d    r96.0<1;1,0>:d                   {F@1}
L9888:
        join (32|M0)                         L9952                                
L9904:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r32.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r30.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r22.0<1>:d    r22.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r20.0<1>:d    r20.0<1;1,0>:d    1:w               {I@5}
L9952:
        join (32|M0)                         L9968                                
L9968:
        mov (16|M16)             r18.0<1>:f    r42.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r30.0<2>:d    r106.0<1;1,0>:d                 
        mov (8|M24)              r32.0<2>:d    r107.0<1;1,0>:d                 
        shr (16|M16)             r42.0<1>:d    r56.0<1;1,0>:ud   28:w               {Compacted,F@1}
        shr (16|M0)              r106.0<1>:d   r54.0<1;1,0>:ud   28:w               {Compacted}
        add (16|M0)              r6.0<1>:d     -r94.0<1;1,0>:d   159:w               {Compacted}
        add (16|M16)             r8.0<1>:d     -r92.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r14.0<1>:f    r90.0<1;1,0>:f                   {Compacted}
        lzd (16|M0)              r92.0<1>:ud   r106.0<1;1,0>:ud                 {I@3}
        lzd (16|M16)             r90.0<1>:ud   r42.0<1;1,0>:ud                  {F@1}
        mov (16|M0)              r2.0<1>:f     r22.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r4.0<1>:f     r20.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r92.0<1;1,0>:d    32:w               {I@4}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    32:w               {I@4}
        mov (16|M0)              r10.0<1>:f    r44.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:f    r118.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r26.0<2>:d    r86.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r87.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r104.0<1;1,0>:d                 
        mov (8|M24)              r32.1<2>:d    r105.0<1;1,0>:d                 
        mov (16|M16)             r22.0<1>:f    r88.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r116.0<1;1,0>:f                  {Compacted}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@6}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@6}
        mov (8|M0)               r26.1<2>:d    r84.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r85.0<1;1,0>:d                  
        shl (16|M0)              r110.0<1>:d   r54.0<1;1,0>:d    4:w               {Compacted}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$9} // wr:4+8, rd:0; a64 dword scattering write
        sync.nop                             null                             {Compacted,F@1}
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {$10} // wr:4+8, rd:0; a64 dword scattering write
        shl (16|M16)             r40.0<1>:d    r56.0<1;1,0>:d    4:w               {Compacted}
(~f1.0) goto (32|M0)                         L10632                  L10632                
L10360:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r90.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L10496                  L10496                
L10400:
        shl (16|M0)              r2.0<1>:d     r106.0<1;1,0>:d   r92.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r42.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r110.0<1;1,0>:ud  -r92.0<1;1,0>:d  {I@7}
        shr (16|M16)             r8.0<1>:d     r40.0<1;1,0>:ud   -r90.0<1;1,0>:d  {I@7}
        shl (16|M0)              r38.0<1>:d    r110.0<1;1,0>:d   r92.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r36.0<1>:d    r40.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        or (16|M0)               r110.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r40.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L10496                  L10560                
L10496:
        join (32|M0)                         L10560                                
L10512:
        mov (16|M0)              r38.0<1>:f    r110.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r36.0<1>:f    r40.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r110.0<1>:d   r106.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r40.0<1>:d    r42.0<1;1,0>:d                   {F@1}
L10560:
        join (32|M0)                         L10632                                
L10576:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r38.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r110.0<1>:d   r110.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r40.0<1>:d    r40.0<1;1,0>:d    1:w               {I@5}
L10632:
        join (32|M0)                         L10648                                
L10648:
        addc (8|M0)              r82.0<1>:ud   r50.0<1;1,0>:ud   0x40:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r92.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        addc (8|M8)              r83.0<1>:ud   r51.0<1;1,0>:ud   0x40:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r90.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r102.0<1>:ud  r48.0<1;1,0>:ud   0x40:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r110.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r103.0<1>:ud  r49.0<1;1,0>:ud   0x40:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r40.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r40.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x11:uw             
        mul (16|M16)             r38.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x11:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r80.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x11:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x11:ud              {AccWrEn}
        add (8|M8)               r81.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x11:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x11:ud              {AccWrEn}
        mov (16|M0)              r116.0<1>:f   r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x11:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x11:ud              {AccWrEn}
        lzd (16|M0)              r66.0<1>:ud   r116.0<1;1,0>:ud                 {F@1}
        mov (16|M16)             r68.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r64.0<1>:ud   r68.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r64.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r100.0<1>:ud  r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r101.0<1>:ud  r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r114.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r112.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L11360                  L11360                
L11088:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L11232                  L11232                
L11136:
        shl (16|M0)              r2.0<1>:d     r116.0<1;1,0>:d   r66.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r68.0<1;1,0>:d    r64.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r114.0<1;1,0>:ud  -r66.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r112.0<1;1,0>:ud  -r64.0<1;1,0>:d  {F@1}
        shl (16|M0)              r126.0<1>:d   r114.0<1;1,0>:d   r66.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r124.0<1>:d   r112.0<1;1,0>:d   r64.0<1;1,0>:d   {Compacted}
        or (16|M0)               r114.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r112.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L11232                  L11296                
L11232:
        join (32|M0)                         L11296                                
L11248:
        mov (16|M0)              r126.0<1>:f   r114.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r124.0<1>:f   r112.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r114.0<1>:d   r116.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r112.0<1>:d   r68.0<1;1,0>:d                   {F@1}
L11296:
        join (32|M0)                         L11360                                
L11312:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r114.0<1>:d   r114.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r112.0<1>:d   r112.0<1;1,0>:d   1:w               {I@5}
L11360:
        join (32|M0)                         L11376                                
L11376:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x12:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x12:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r66.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x12:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x12:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r114.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x12:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x12:ud              {AccWrEn}
        mul (16|M0)              r114.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x12:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x12:ud              {AccWrEn}
        mov (16|M0)              r76.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r10.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r126.0<1>:ud  r12.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r124.0<1>:ud  r10.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r64.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r126.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r124.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r112.0<1;1,0>:ud                 {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M16)             r74.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r112.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L11976                  L11976                
L11704:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L11840                  L11840                
L11744:
        shl (16|M0)              r2.0<1>:d     r12.0<1;1,0>:d    r126.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r10.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r76.0<1;1,0>:ud   -r126.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r74.0<1;1,0>:ud   -r124.0<1;1,0>:d
        shl (16|M0)              r86.0<1>:d    r76.0<1;1,0>:d    r126.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r84.0<1>:d    r74.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        or (16|M0)               r76.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r74.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L11840                  L11904                
L11840:
        join (32|M0)                         L11904                                
L11856:
        mov (16|M0)              r86.0<1>:f    r76.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r84.0<1>:f    r74.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r76.0<1>:d    r12.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r74.0<1>:d    r10.0<1;1,0>:d                   {F@1}
L11904:
        join (32|M0)                         L11976                                
L11920:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r86.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r76.0<1>:d    r76.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r74.0<1>:d    r74.0<1;1,0>:d    1:w               {I@5}
L11976:
        join (32|M0)                         L11992                                
L11992:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x13:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x13:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r126.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x13:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x13:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r76.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x13:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x13:ud              {AccWrEn}
        mul (16|M0)              r86.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x13:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x13:ud              {AccWrEn}
        mov (16|M0)              r94.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r92.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r90.0<1>:ud   r94.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r88.0<1>:ud   r92.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r124.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r90.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r88.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r74.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r18.0<1>:f    r12.0<1;1,0>:f                   {Compacted,$10.src}
        mov (16|M16)             r16.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r84.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L12584                  L12584                
L12312:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L12456                  L12456                
L12360:
        shl (16|M0)              r2.0<1>:d     r94.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r92.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r18.0<1;1,0>:ud   -r90.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r16.0<1;1,0>:ud   -r88.0<1;1,0>:d 
        shl (16|M0)              r28.0<1>:d    r18.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r26.0<1>:d    r16.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        or (16|M0)               r18.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r16.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L12456                  L12520                
L12456:
        join (32|M0)                         L12520                                
L12472:
        mov (16|M0)              r28.0<1>:f    r18.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r26.0<1>:f    r16.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r18.0<1>:d    r94.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r16.0<1>:d    r92.0<1;1,0>:d                   {F@1}
L12520:
        join (32|M0)                         L12584                                
L12536:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r28.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r18.0<1>:d    r18.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r16.0<1>:d    r16.0<1;1,0>:d    1:w               {I@5}
L12584:
        join (32|M0)                         L12600                                
L12600:
        add (16|M0)              r6.0<1>:d     -r90.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r18.0<1;1,0>:ud                  {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r88.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x14:uw             
        mov (16|M16)             r4.0<1>:f     r16.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x14:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x14:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x14:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r40.0<1;1,0>:f                   {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x14:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x14:ud              {AccWrEn}
        mov (16|M0)              r12.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x14:uw             
        mov (16|M0)              r14.0<1>:f    r86.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r82.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r83.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x14:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r80.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r81.0<1;1,0>:d                  
        mov (16|M16)             r40.0<1>:f    r6.0<1;1,0>:f                    {Compacted,A@3}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@1,$11} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r10.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$11.src}
        lzd (16|M16)             r86.0<1>:ud   r40.0<1;1,0>:ud                  {F@2}
        lzd (16|M0)              r88.0<1>:ud   r10.0<1;1,0>:ud                  {F@1}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r86.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r20.0<1>:f    r112.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r22.0<1>:f    r84.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r30.0<2>:d    r102.0<1;1,0>:d                 
        mov (8|M24)              r32.0<2>:d    r103.0<1;1,0>:d                 
        mov (16|M16)             r18.0<1>:f    r38.0<1;1,0>:f                   {Compacted}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (8|M16)              r30.1<2>:d    r100.0<1;1,0>:d                 
        mov (8|M24)              r32.1<2>:d    r101.0<1;1,0>:d                 
        mov (16|M0)              r38.0<1>:f    r4.0<1;1,0>:f                    {Compacted}
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$12} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M16)             r36.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L13416                  L13416                
L13136:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r88.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L13272                  L13272                
L13176:
        shl (16|M0)              r2.0<1>:d     r10.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r40.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r38.0<1;1,0>:ud   -r88.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r36.0<1;1,0>:ud   -r86.0<1;1,0>:d  {F@1}
        shl (16|M0)              r34.0<1>:d    r38.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r32.0<1>:d    r36.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted,$12.src}
        or (16|M0)               r38.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r36.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L13272                  L13344                
L13272:
        join (32|M0)                         L13344                                
L13288:
        mov (16|M0)              r34.0<1>:f    r38.0<1;1,0>:f                   {Compacted,I@4}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M16)             r32.0<1>:f    r36.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r38.0<1>:d    r10.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r36.0<1>:d    r40.0<1;1,0>:d                   {F@1}
L13344:
        join (32|M0)                         L13416                                
L13360:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r34.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r32.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r38.0<1>:d    r38.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r36.0<1>:d    r36.0<1;1,0>:d    1:w               {I@5}
L13416:
        join (32|M0)                         L13432                                
L13432:
        addc (8|M0)              r78.0<1>:ud   r50.0<1;1,0>:ud   0x50:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r88.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r79.0<1>:ud   r51.0<1;1,0>:ud   0x50:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r86.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r98.0<1>:ud   r48.0<1;1,0>:ud   0x50:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r38.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r99.0<1>:ud   r49.0<1;1,0>:ud   0x50:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r36.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r36.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x15:uw             
        mul (16|M16)             r34.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x15:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r76.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x15:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x15:ud              {AccWrEn}
        add (8|M8)               r77.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x15:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x15:ud              {AccWrEn}
        mov (16|M0)              r112.0<1>:f   r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x15:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x15:ud              {AccWrEn}
        lzd (16|M0)              r62.0<1>:ud   r112.0<1;1,0>:ud                 {F@1}
        mov (16|M16)             r64.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r60.0<1>:ud   r64.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r62.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r60.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r96.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r97.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r110.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r108.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L14144                  L14144                
L13872:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r60.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L14016                  L14016                
L13920:
        shl (16|M0)              r2.0<1>:d     r112.0<1;1,0>:d   r62.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r64.0<1;1,0>:d    r60.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r110.0<1;1,0>:ud  -r62.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r108.0<1;1,0>:ud  -r60.0<1;1,0>:d  {F@1}
        shl (16|M0)              r122.0<1>:d   r110.0<1;1,0>:d   r62.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r120.0<1>:d   r108.0<1;1,0>:d   r60.0<1;1,0>:d   {Compacted}
        or (16|M0)               r110.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r108.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L14016                  L14080                
L14016:
        join (32|M0)                         L14080                                
L14032:
        mov (16|M0)              r122.0<1>:f   r110.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r120.0<1>:f   r108.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r110.0<1>:d   r112.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r108.0<1>:d   r64.0<1;1,0>:d                   {F@1}
L14080:
        join (32|M0)                         L14144                                
L14096:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r122.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r120.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r110.0<1>:d   r110.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r108.0<1>:d   r108.0<1;1,0>:d   1:w               {I@5}
L14144:
        join (32|M0)                         L14160                                
L14160:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x16:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x16:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r62.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x16:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x16:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r110.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x16:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x16:ud              {AccWrEn}
        mul (16|M0)              r110.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x16:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x16:ud              {AccWrEn}
        mov (16|M0)              r126.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r124.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r122.0<1>:ud  r126.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r120.0<1>:ud  r124.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r60.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r122.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r120.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r108.0<1;1,0>:ud                 {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r72.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r70.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r108.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L14760                  L14760                
L14488:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r122.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r120.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L14624                  L14624                
L14528:
        shl (16|M0)              r2.0<1>:d     r126.0<1;1,0>:d   r122.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r124.0<1;1,0>:d   r120.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r72.0<1;1,0>:ud   -r122.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r70.0<1;1,0>:ud   -r120.0<1;1,0>:d
        shl (16|M0)              r82.0<1>:d    r72.0<1;1,0>:d    r122.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r80.0<1>:d    r70.0<1;1,0>:d    r120.0<1;1,0>:d  {Compacted}
        or (16|M0)               r72.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r70.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L14624                  L14688                
L14624:
        join (32|M0)                         L14688                                
L14640:
        mov (16|M0)              r82.0<1>:f    r72.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r80.0<1>:f    r70.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r72.0<1>:d    r126.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r70.0<1>:d    r124.0<1;1,0>:d                  {F@1}
L14688:
        join (32|M0)                         L14760                                
L14704:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r72.0<1>:d    r72.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r70.0<1>:d    r70.0<1;1,0>:d    1:w               {I@5}
L14760:
        join (32|M0)                         L14776                                
L14776:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x17:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x17:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r122.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x17:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x17:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r72.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x17:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x17:ud              {AccWrEn}
        mul (16|M0)              r82.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x17:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x17:ud              {AccWrEn}
        mov (16|M0)              r90.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r88.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r86.0<1>:ud   r90.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r84.0<1>:ud   r88.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r120.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r70.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M16)             r10.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r80.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L15368                  L15368                
L15088:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r86.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L15232                  L15232                
L15136:
        shl (16|M0)              r2.0<1>:d     r90.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r88.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r12.0<1;1,0>:ud   -r86.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r10.0<1;1,0>:ud   -r84.0<1;1,0>:d 
        shl (16|M0)              r24.0<1>:d    r12.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted,$12.src}
        shl (16|M16)             r22.0<1>:d    r10.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted}
        or (16|M0)               r12.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r10.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L15232                  L15304                
L15232:
        join (32|M0)                         L15304                                
L15248:
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r24.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r22.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r12.0<1>:d    r90.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r10.0<1>:d    r88.0<1;1,0>:d                   {F@1}
L15304:
        join (32|M0)                         L15368                                
L15320:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r24.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r22.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r12.0<1>:d    r12.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r10.0<1>:d    r10.0<1;1,0>:d    1:w               {I@5}
L15368:
        join (32|M0)                         L15384                                
L15384:
        add (16|M0)              r6.0<1>:d     -r86.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r12.0<1;1,0>:ud                  {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r84.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x18:uw             
        mov (16|M16)             r4.0<1>:f     r10.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x18:ud              {AccWrEn,Compacted,F@1}
        sync.nop                             null                             {Compacted,$12.src}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x18:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x18:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r36.0<1;1,0>:f                   {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x18:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x18:ud              {AccWrEn}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x18:uw             
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x18:ud              {AccWrEn}
        mov (16|M0)              r14.0<1>:f    r82.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r6.0<1;1,0>:f                    {Compacted,A@1}
        lzd (16|M0)              r84.0<1>:ud   r2.0<1;1,0>:ud                  
        lzd (16|M16)             r82.0<1>:ud   r36.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r84.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r18.0<1>:f    r34.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r108.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r22.0<1>:f    r80.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r78.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r79.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r98.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r99.0<1;1,0>:d                  
        mov (16|M0)              r12.0<1>:f    r110.0<1;1,0>:f                  {Compacted}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (8|M0)               r26.1<2>:d    r76.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r77.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r96.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r97.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@1,$13} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$14} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r34.0<1>:f    r4.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r32.0<1>:f    r8.0<1;1,0>:f                    {Compacted,$14.src}
(~f1.0) goto (32|M0)                         L16200                  L16200                
L15920:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r82.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L16056                  L16056                
L15960:
        shl (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     r84.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r36.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r34.0<1;1,0>:ud   -r84.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r32.0<1;1,0>:ud   -r82.0<1;1,0>:d  {F@1}
        shl (16|M0)              r30.0<1>:d    r34.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r28.0<1>:d    r32.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted,$13.src}
        or (16|M0)               r34.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r32.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L16056                  L16128                
L16056:
        join (32|M0)                         L16128                                
L16072:
        mov (16|M0)              r30.0<1>:f    r34.0<1;1,0>:f                   {Compacted,I@4}
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M16)             r28.0<1>:f    r32.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r34.0<1>:d    r2.0<1;1,0>:d                    {F@2}
        mov (16|M16)             r32.0<1>:d    r36.0<1;1,0>:d                   {F@1}
L16128:
        join (32|M0)                         L16200                                
L16144:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r30.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r34.0<1>:d    r34.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r32.0<1>:d    r32.0<1;1,0>:d    1:w               {I@5}
L16200:
        join (32|M0)                         L16216                                
L16216:
        addc (8|M0)              r74.0<1>:ud   r50.0<1;1,0>:ud   0x60:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r84.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        addc (8|M8)              r75.0<1>:ud   r51.0<1;1,0>:ud   0x60:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r82.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r94.0<1>:ud   r48.0<1;1,0>:ud   0x60:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r34.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r95.0<1>:ud   r49.0<1;1,0>:ud   0x60:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r32.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r32.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x19:uw             
        mul (16|M16)             r30.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x19:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r72.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x19:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x19:ud              {AccWrEn}
        add (8|M8)               r73.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x19:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x19:ud              {AccWrEn}
        mov (16|M0)              r108.0<1>:f   r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x19:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x19:ud              {AccWrEn}
        lzd (16|M0)              r44.0<1>:ud   r108.0<1;1,0>:ud                 {F@1}
        mov (16|M16)             r60.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r42.0<1>:ud   r60.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r44.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r42.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r92.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r93.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r106.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r104.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L16928                  L16928                
L16656:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r44.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r42.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L16800                  L16800                
L16704:
        shl (16|M0)              r2.0<1>:d     r108.0<1;1,0>:d   r44.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r60.0<1;1,0>:d    r42.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r106.0<1;1,0>:ud  -r44.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r104.0<1;1,0>:ud  -r42.0<1;1,0>:d  {F@1}
        shl (16|M0)              r118.0<1>:d   r106.0<1;1,0>:d   r44.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r116.0<1>:d   r104.0<1;1,0>:d   r42.0<1;1,0>:d   {Compacted}
        or (16|M0)               r106.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r104.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L16800                  L16864                
L16800:
        join (32|M0)                         L16864                                
L16816:
        mov (16|M0)              r118.0<1>:f   r106.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r116.0<1>:f   r104.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r106.0<1>:d   r108.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r104.0<1>:d   r60.0<1;1,0>:d                   {F@1}
L16864:
        join (32|M0)                         L16928                                
L16880:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r118.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r116.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r106.0<1>:d   r106.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r104.0<1>:d   r104.0<1;1,0>:d   1:w               {I@5}
L16928:
        join (32|M0)                         L16944                                
L16944:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x1A:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x1A:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r44.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x1A:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x1A:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r106.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x1A:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x1A:ud              {AccWrEn}
        mul (16|M0)              r106.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x1A:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x1A:ud              {AccWrEn}
        mov (16|M0)              r122.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r120.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r118.0<1>:ud  r122.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r116.0<1>:ud  r120.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r42.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r118.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r116.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r104.0<1;1,0>:ud                 {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r68.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r104.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L17544                  L17544                
L17272:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r118.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r116.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L17408                  L17408                
L17312:
        shl (16|M0)              r2.0<1>:d     r122.0<1;1,0>:d   r118.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r120.0<1;1,0>:d   r116.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r68.0<1;1,0>:ud   -r118.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r66.0<1;1,0>:ud   -r116.0<1;1,0>:d
        shl (16|M0)              r78.0<1>:d    r68.0<1;1,0>:d    r118.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r76.0<1>:d    r66.0<1;1,0>:d    r116.0<1;1,0>:d  {Compacted}
        or (16|M0)               r68.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r66.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L17408                  L17472                
L17408:
        join (32|M0)                         L17472                                
L17424:
        mov (16|M0)              r78.0<1>:f    r68.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r76.0<1>:f    r66.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r68.0<1>:d    r122.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r66.0<1>:d    r120.0<1;1,0>:d                  {F@1}
L17472:
        join (32|M0)                         L17544                                
L17488:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r78.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r68.0<1>:d    r68.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r66.0<1>:d    r66.0<1;1,0>:d    1:w               {I@5}
L17544:
        join (32|M0)                         L17560                                
L17560:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x1B:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x1B:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r118.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x1B:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x1B:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r68.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x1B:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x1B:ud              {AccWrEn}
        mul (16|M0)              r78.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x1B:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x1B:ud              {AccWrEn}
        mov (16|M0)              r86.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r84.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r82.0<1>:ud   r86.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r80.0<1>:ud   r84.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r116.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r82.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r80.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r66.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r6.0<1>:f     r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r126.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r76.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L18152                  L18152                
L17880:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L18024                  L18024                
L17928:
        shl (16|M0)              r20.0<1>:d    r6.0<1;1,0>:d     r82.0<1;1,0>:d   {Compacted,F@3}
        shl (16|M0)              r2.0<1>:d     r86.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r84.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M16)             r8.0<1>:d     r126.0<1;1,0>:ud  -r80.0<1;1,0>:d 
        shr (16|M0)              r6.0<1>:d     r6.0<1;1,0>:ud    -r82.0<1;1,0>:d 
        shl (16|M16)             r18.0<1>:d    r126.0<1;1,0>:d   r80.0<1;1,0>:d   {Compacted}
        or (16|M0)               r6.0<1>:d     r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@2}
        or (16|M16)              r126.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted}
        goto (32|M0)                         L18024                  L18088                
L18024:
        join (32|M0)                         L18088                                
L18040:
        mov (16|M0)              r20.0<1>:f    r6.0<1;1,0>:f                    {Compacted,I@4}
        mov (16|M16)             r18.0<1>:f    r126.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r6.0<1>:d     r86.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r126.0<1>:d   r84.0<1;1,0>:d                   {F@1}
L18088:
        join (32|M0)                         L18152                                
L18104:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r20.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r6.0<1>:d     r6.0<1;1,0>:d     1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r126.0<1>:d   r126.0<1;1,0>:d   1:w               {I@5}
L18152:
        join (32|M0)                         L18168                                
L18168:
        mov (16|M0)              r2.0<1>:f     r6.0<1;1,0>:ud                   {Compacted,I@3}
        add (16|M0)              r6.0<1>:d     -r82.0<1;1,0>:d   159:w               {Compacted,F@1}
        add (16|M16)             r8.0<1>:d     -r80.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x1C:uw             
        mov (16|M16)             r4.0<1>:f     r126.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x1C:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x1C:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x1C:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r32.0<1;1,0>:f                   {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x1C:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x1C:ud              {AccWrEn}
        mov (16|M16)             r18.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x1C:uw             
        mov (16|M0)              r12.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r20.0<1>:f    r104.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r14.0<1>:f    r78.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r76.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r74.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r75.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r95.0<1;1,0>:d                   {F@6}
        mov (8|M16)              r30.0<2>:d    r94.0<1;1,0>:d                   {F@5}
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x1C:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r72.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r73.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r93.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r92.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$15} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$0} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r126.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r32.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$0.src}
        lzd (16|M0)              r80.0<1>:ud   r126.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r78.0<1>:ud   r32.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r78.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r30.0<1>:f    r4.0<1;1,0>:f                    {Compacted}
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M16)             r28.0<1>:f    r8.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L18984                  L18984                
L18712:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r80.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L18848                  L18848                
L18752:
        shl (16|M0)              r2.0<1>:d     r126.0<1;1,0>:d   r80.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r32.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r30.0<1;1,0>:ud   -r80.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r28.0<1;1,0>:ud   -r78.0<1;1,0>:d  {F@1}
        shl (16|M0)              r26.0<1>:d    r30.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r24.0<1>:d    r28.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted}
        or (16|M0)               r30.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r28.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L18848                  L18912                
L18848:
        join (32|M0)                         L18912                                
L18864:
        mov (16|M0)              r26.0<1>:f    r30.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r24.0<1>:f    r28.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r30.0<1>:d    r126.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r28.0<1>:d    r32.0<1;1,0>:d                   {F@1}
L18912:
        join (32|M0)                         L18984                                
L18928:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r26.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r30.0<1>:d    r30.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r28.0<1>:d    r28.0<1;1,0>:d    1:w               {I@5}
L18984:
        join (32|M0)                         L19000                                
L19000:
        addc (8|M0)              r70.0<1>:ud   r50.0<1;1,0>:ud   0x70:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r80.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r71.0<1>:ud   r51.0<1;1,0>:ud   0x70:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r78.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r90.0<1>:ud   r48.0<1;1,0>:ud   0x70:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r30.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r91.0<1>:ud   r49.0<1;1,0>:ud   0x70:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r28.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r28.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x1D:uw             
        mul (16|M16)             r26.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x1D:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r68.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x1D:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x1D:ud              {AccWrEn}
        add (8|M8)               r69.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x1D:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x1D:ud              {AccWrEn}
        mov (16|M0)              r104.0<1>:f   r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x1D:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x1D:ud              {AccWrEn}
        lzd (16|M0)              r40.0<1>:ud   r104.0<1;1,0>:ud                 {F@1}
        mov (16|M16)             r42.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r38.0<1>:ud   r42.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r40.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r38.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r88.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r89.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r102.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r100.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L19712                  L19712                
L19440:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r40.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r38.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L19584                  L19584                
L19488:
        shl (16|M0)              r2.0<1>:d     r104.0<1;1,0>:d   r40.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r42.0<1;1,0>:d    r38.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r102.0<1;1,0>:ud  -r40.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r100.0<1;1,0>:ud  -r38.0<1;1,0>:d  {F@1}
        shl (16|M0)              r114.0<1>:d   r102.0<1;1,0>:d   r40.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r112.0<1>:d   r100.0<1;1,0>:d   r38.0<1;1,0>:d   {Compacted}
        or (16|M0)               r102.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r100.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L19584                  L19648                
L19584:
        join (32|M0)                         L19648                                
L19600:
        mov (16|M0)              r114.0<1>:f   r102.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r112.0<1>:f   r100.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r102.0<1>:d   r104.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r100.0<1>:d   r42.0<1;1,0>:d                   {F@1}
L19648:
        join (32|M0)                         L19712                                
L19664:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r114.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r102.0<1>:d   r102.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r100.0<1>:d   r100.0<1;1,0>:d   1:w               {I@5}
L19712:
        join (32|M0)                         L19728                                
L19728:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x1E:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x1E:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r40.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x1E:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x1E:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r102.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x1E:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x1E:ud              {AccWrEn}
        mul (16|M0)              r102.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x1E:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x1E:ud              {AccWrEn}
        mov (16|M0)              r118.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r116.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r114.0<1>:ud  r118.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r112.0<1>:ud  r116.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r38.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r114.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r100.0<1;1,0>:ud                 {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r64.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r100.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L20328                  L20328                
L20056:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r114.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L20192                  L20192                
L20096:
        shl (16|M0)              r2.0<1>:d     r118.0<1;1,0>:d   r114.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r116.0<1;1,0>:d   r112.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r64.0<1;1,0>:ud   -r114.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r62.0<1;1,0>:ud   -r112.0<1;1,0>:d
        shl (16|M0)              r74.0<1>:d    r64.0<1;1,0>:d    r114.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r72.0<1>:d    r62.0<1;1,0>:d    r112.0<1;1,0>:d  {Compacted}
        or (16|M0)               r64.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r62.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L20192                  L20256                
L20192:
        join (32|M0)                         L20256                                
L20208:
        mov (16|M0)              r74.0<1>:f    r64.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r72.0<1>:f    r62.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r64.0<1>:d    r118.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r62.0<1>:d    r116.0<1;1,0>:d                  {F@1}
L20256:
        join (32|M0)                         L20328                                
L20272:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r64.0<1>:d    r64.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r62.0<1>:d    r62.0<1;1,0>:d    1:w               {I@5}
L20328:
        join (32|M0)                         L20344                                
L20344:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x1F:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x1F:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r114.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x1F:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x1F:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r64.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x1F:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x1F:ud              {AccWrEn}
        mul (16|M0)              r74.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x1F:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x1F:ud              {AccWrEn}
        mov (16|M0)              r82.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r80.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r78.0<1>:ud   r82.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r76.0<1>:ud   r80.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r112.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r62.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r124.0<1>:f   r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r122.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r72.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L20936                  L20936                
L20664:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r78.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L20808                  L20808                
L20712:
        shl (16|M0)              r2.0<1>:d     r82.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r80.0<1;1,0>:d    r76.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r124.0<1;1,0>:ud  -r78.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r122.0<1;1,0>:ud  -r76.0<1;1,0>:d 
        shl (16|M0)              r16.0<1>:d    r124.0<1;1,0>:d   r78.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r14.0<1>:d    r122.0<1;1,0>:d   r76.0<1;1,0>:d   {Compacted}
        or (16|M0)               r124.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r122.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L20808                  L20872                
L20808:
        join (32|M0)                         L20872                                
L20824:
        mov (16|M0)              r16.0<1>:f    r124.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r14.0<1>:f    r122.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r124.0<1>:d   r82.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r122.0<1>:d   r80.0<1;1,0>:d                   {F@1}
L20872:
        join (32|M0)                         L20936                                
L20888:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r14.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r124.0<1>:d   r124.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r122.0<1>:d   r122.0<1;1,0>:d   1:w               {I@5}
L20936:
        join (32|M0)                         L20952                                
L20952:
        add (16|M0)              r6.0<1>:d     -r78.0<1;1,0>:d   159:w               {Compacted}
        add (16|M16)             r8.0<1>:d     -r76.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r124.0<1;1,0>:ud                 {Compacted,I@5}
        mov (16|M16)             r4.0<1>:f     r122.0<1;1,0>:ud                 {Compacted,I@4}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@2}
        mov (16|M0)              r10.0<1>:f    r28.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r26.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r20.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r14.0<1>:f    r74.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r72.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r30.0<2>:d    r90.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r91.0<1;1,0>:d                  
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@4}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@3}
        mov (8|M8)               r28.0<2>:d    r71.0<1;1,0>:d                   {F@7}
        mov (8|M0)               r26.0<2>:d    r70.0<1;1,0>:d                   {F@7}
        mov (8|M16)              r30.1<2>:d    r88.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r89.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r69.0<1;1,0>:d                  
        mov (8|M0)               r26.1<2>:d    r68.0<1;1,0>:d                  
        shr (16|M0)              r104.0<1>:d   r54.0<1;1,0>:ud   27:w               {Compacted}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$1} // wr:4+8, rd:0; a64 dword scattering write
        sync.nop                             null                             {Compacted,F@1}
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {$2} // wr:4+8, rd:0; a64 dword scattering write
        shr (16|M16)             r30.0<1>:d    r56.0<1;1,0>:ud   27:w               {Compacted,$2.src}
        lzd (16|M0)              r76.0<1>:ud   r104.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r74.0<1>:ud   r30.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r76.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    32:w               {I@2}
        shl (16|M0)              r108.0<1>:d   r54.0<1;1,0>:d    5:w               {Compacted}
        shl (16|M16)             r26.0<1>:d    r56.0<1;1,0>:d    5:w               {Compacted,$1.src}
(~f1.0) goto (32|M0)                         L21616                  L21616                
L21344:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r74.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L21480                  L21480                
L21384:
        shl (16|M0)              r2.0<1>:d     r104.0<1;1,0>:d   r76.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r30.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r108.0<1;1,0>:ud  -r76.0<1;1,0>:d  {I@7}
        shr (16|M16)             r8.0<1>:d     r26.0<1;1,0>:ud   -r74.0<1;1,0>:d  {I@7}
        shl (16|M0)              r22.0<1>:d    r108.0<1;1,0>:d   r76.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r20.0<1>:d    r26.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        or (16|M0)               r108.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r26.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L21480                  L21544                
L21480:
        join (32|M0)                         L21544                                
L21496:
        mov (16|M0)              r22.0<1>:f    r108.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r20.0<1>:f    r26.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r108.0<1>:d   r104.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r26.0<1>:d    r30.0<1;1,0>:d                   {F@1}
L21544:
        join (32|M0)                         L21616                                
L21560:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r108.0<1>:d   r108.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r26.0<1>:d    r26.0<1;1,0>:d    1:w               {I@5}
L21616:
        join (32|M0)                         L21632                                
L21632:
        addc (8|M0)              r66.0<1>:ud   r50.0<1;1,0>:ud   0x80:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r76.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r67.0<1>:ud   r51.0<1;1,0>:ud   0x80:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r74.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r86.0<1>:ud   r48.0<1;1,0>:ud   0x80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r108.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r87.0<1>:ud   r49.0<1;1,0>:ud   0x80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r26.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r126.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x21:uw             
        mul (16|M16)             r124.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x21:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r64.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x21:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x21:ud              {AccWrEn}
        add (8|M8)               r65.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x21:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x21:ud              {AccWrEn}
        mov (16|M0)              r100.0<1>:f   r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x21:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x21:ud              {AccWrEn}
        lzd (16|M0)              r36.0<1>:ud   r100.0<1;1,0>:ud                 {F@1}
        mov (16|M16)             r38.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r34.0<1>:ud   r38.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r84.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r85.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r98.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r96.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L22344                  L22344                
L22072:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r34.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L22216                  L22216                
L22120:
        shl (16|M0)              r2.0<1>:d     r100.0<1;1,0>:d   r36.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r38.0<1;1,0>:d    r34.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r98.0<1;1,0>:ud   -r36.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r96.0<1;1,0>:ud   -r34.0<1;1,0>:d  {F@1}
        shl (16|M0)              r110.0<1>:d   r98.0<1;1,0>:d    r36.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r108.0<1>:d   r96.0<1;1,0>:d    r34.0<1;1,0>:d   {Compacted}
        or (16|M0)               r98.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r96.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L22216                  L22280                
L22216:
        join (32|M0)                         L22280                                
L22232:
        mov (16|M0)              r110.0<1>:f   r98.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r108.0<1>:f   r96.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r98.0<1>:d    r100.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r96.0<1>:d    r38.0<1;1,0>:d                   {F@1}
L22280:
        join (32|M0)                         L22344                                
L22296:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r98.0<1>:d    r98.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r96.0<1>:d    r96.0<1;1,0>:d    1:w               {I@5}
L22344:
        join (32|M0)                         L22360                                
L22360:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x22:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x22:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r36.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x22:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x22:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r98.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x22:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x22:ud              {AccWrEn}
        mul (16|M0)              r98.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x22:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x22:ud              {AccWrEn}
        mov (16|M0)              r114.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r112.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r110.0<1>:ud  r114.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r108.0<1>:ud  r112.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r34.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r110.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r108.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r96.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r60.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r44.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r96.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L22960                  L22960                
L22688:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L22824                  L22824                
L22728:
        shl (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   r110.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r112.0<1;1,0>:d   r108.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r60.0<1;1,0>:ud   -r110.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r44.0<1;1,0>:ud   -r108.0<1;1,0>:d
        shl (16|M0)              r70.0<1>:d    r60.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r68.0<1>:d    r44.0<1;1,0>:d    r108.0<1;1,0>:d  {Compacted}
        or (16|M0)               r60.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r44.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L22824                  L22888                
L22824:
        join (32|M0)                         L22888                                
L22840:
        mov (16|M0)              r70.0<1>:f    r60.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r68.0<1>:f    r44.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r60.0<1>:d    r114.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r44.0<1>:d    r112.0<1;1,0>:d                  {F@1}
L22888:
        join (32|M0)                         L22960                                
L22904:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r68.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r60.0<1>:d    r60.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r44.0<1>:d    r44.0<1;1,0>:d    1:w               {I@5}
L22960:
        join (32|M0)                         L22976                                
L22976:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x23:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x23:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r110.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x23:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x23:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r60.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x23:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x23:ud              {AccWrEn}
        mul (16|M0)              r70.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x23:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x23:ud              {AccWrEn}
        mov (16|M0)              r78.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r76.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r74.0<1>:ud   r78.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r72.0<1>:ud   r76.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r108.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r74.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r72.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r44.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r120.0<1>:f   r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r118.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r68.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L23568                  L23568                
L23296:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L23440                  L23440                
L23344:
        shl (16|M0)              r2.0<1>:d     r78.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r76.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r120.0<1;1,0>:ud  -r74.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r118.0<1;1,0>:ud  -r72.0<1;1,0>:d 
        shl (16|M0)              r12.0<1>:d    r120.0<1;1,0>:d   r74.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r10.0<1>:d    r118.0<1;1,0>:d   r72.0<1;1,0>:d   {Compacted}
        or (16|M0)               r120.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r118.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L23440                  L23504                
L23440:
        join (32|M0)                         L23504                                
L23456:
        mov (16|M0)              r12.0<1>:f    r120.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r10.0<1>:f    r118.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r120.0<1>:d   r78.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r118.0<1>:d   r76.0<1;1,0>:d                   {F@1}
L23504:
        join (32|M0)                         L23568                                
L23520:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r12.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r10.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r120.0<1>:d   r120.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r118.0<1>:d   r118.0<1;1,0>:d   1:w               {I@5}
L23568:
        join (32|M0)                         L23584                                
L23584:
        add (16|M0)              r6.0<1>:d     -r74.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r120.0<1;1,0>:ud                 {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r72.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x24:uw             
        mov (16|M16)             r4.0<1>:f     r118.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x24:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x24:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x24:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x24:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x24:ud              {AccWrEn}
        mov (16|M0)              r12.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x24:uw             
        mov (16|M0)              r14.0<1>:f    r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r66.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r67.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x24:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r64.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r65.0<1;1,0>:d                  
        mov (16|M16)             r18.0<1>:f    r124.0<1;1,0>:f                  {Compacted}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@1,$3} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r124.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r28.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$3.src}
        lzd (16|M0)              r72.0<1>:ud   r124.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r70.0<1>:ud   r28.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r20.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r68.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r30.0<2>:d    r86.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r87.0<1;1,0>:d                  
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (8|M16)              r30.1<2>:d    r84.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r85.0<1;1,0>:d                  
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$4} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r24.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$4.src}
        mov (16|M16)             r22.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L24392                  L24392                
L24120:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r72.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L24256                  L24256                
L24160:
        shl (16|M0)              r2.0<1>:d     r124.0<1;1,0>:d   r72.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r28.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r24.0<1;1,0>:ud   -r72.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r22.0<1;1,0>:ud   -r70.0<1;1,0>:d  {F@1}
        shl (16|M0)              r18.0<1>:d    r24.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r16.0<1>:d    r22.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted}
        or (16|M0)               r24.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r22.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L24256                  L24320                
L24256:
        join (32|M0)                         L24320                                
L24272:
        mov (16|M0)              r18.0<1>:f    r24.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r16.0<1>:f    r22.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r24.0<1>:d    r124.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r22.0<1>:d    r28.0<1;1,0>:d                   {F@1}
L24320:
        join (32|M0)                         L24392                                
L24336:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r18.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r16.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r24.0<1>:d    r24.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r22.0<1>:d    r22.0<1;1,0>:d    1:w               {I@5}
L24392:
        join (32|M0)                         L24408                                
L24408:
        addc (8|M0)              r62.0<1>:ud   r50.0<1;1,0>:ud   0x90:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r72.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r63.0<1>:ud   r51.0<1;1,0>:ud   0x90:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r70.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r82.0<1>:ud   r48.0<1;1,0>:ud   0x90:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r24.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r83.0<1>:ud   r49.0<1;1,0>:ud   0x90:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r22.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r122.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x25:uw             
        mul (16|M16)             r120.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x25:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r60.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x25:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x25:ud              {AccWrEn}
        add (8|M8)               r61.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x25:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x25:ud              {AccWrEn}
        mov (16|M0)              r96.0<1>:f    r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x25:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x25:ud              {AccWrEn}
        lzd (16|M0)              r32.0<1>:ud   r96.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r34.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r30.0<1>:ud   r34.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r32.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r30.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r80.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r81.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r94.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r92.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L25120                  L25120                
L24848:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r32.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r30.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L24992                  L24992                
L24896:
        shl (16|M0)              r2.0<1>:d     r96.0<1;1,0>:d    r32.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r34.0<1;1,0>:d    r30.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r94.0<1;1,0>:ud   -r32.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r92.0<1;1,0>:ud   -r30.0<1;1,0>:d  {F@1}
        shl (16|M0)              r106.0<1>:d   r94.0<1;1,0>:d    r32.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r104.0<1>:d   r92.0<1;1,0>:d    r30.0<1;1,0>:d   {Compacted}
        or (16|M0)               r94.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r92.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L24992                  L25056                
L24992:
        join (32|M0)                         L25056                                
L25008:
        mov (16|M0)              r106.0<1>:f   r94.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r104.0<1>:f   r92.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r94.0<1>:d    r96.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r92.0<1>:d    r34.0<1;1,0>:d                   {F@1}
L25056:
        join (32|M0)                         L25120                                
L25072:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r106.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r94.0<1>:d    r94.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r92.0<1>:d    r92.0<1;1,0>:d    1:w               {I@5}
L25120:
        join (32|M0)                         L25136                                
L25136:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x26:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x26:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r32.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x26:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x26:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r94.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x26:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x26:ud              {AccWrEn}
        mul (16|M0)              r94.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x26:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x26:ud              {AccWrEn}
        mov (16|M0)              r110.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r108.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r106.0<1>:ud  r110.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r104.0<1>:ud  r108.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r30.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r104.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r92.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r42.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r40.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r92.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L25736                  L25736                
L25464:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r106.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L25600                  L25600                
L25504:
        shl (16|M0)              r2.0<1>:d     r110.0<1;1,0>:d   r106.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r108.0<1;1,0>:d   r104.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r42.0<1;1,0>:ud   -r106.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r40.0<1;1,0>:ud   -r104.0<1;1,0>:d
        shl (16|M0)              r66.0<1>:d    r42.0<1;1,0>:d    r106.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r64.0<1>:d    r40.0<1;1,0>:d    r104.0<1;1,0>:d  {Compacted}
        or (16|M0)               r42.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r40.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L25600                  L25664                
L25600:
        join (32|M0)                         L25664                                
L25616:
        mov (16|M0)              r66.0<1>:f    r42.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r64.0<1>:f    r40.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r42.0<1>:d    r110.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r40.0<1>:d    r108.0<1;1,0>:d                  {F@1}
L25664:
        join (32|M0)                         L25736                                
L25680:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r42.0<1>:d    r42.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r40.0<1>:d    r40.0<1;1,0>:d    1:w               {I@5}
L25736:
        join (32|M0)                         L25752                                
L25752:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x27:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x27:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r106.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x27:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x27:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r42.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x27:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x27:ud              {AccWrEn}
        mul (16|M0)              r66.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x27:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x27:ud              {AccWrEn}
        mov (16|M0)              r74.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r72.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r70.0<1>:ud   r74.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r68.0<1>:ud   r72.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r104.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r68.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r40.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r116.0<1>:f   r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r114.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r64.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L26344                  L26344                
L26072:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r68.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L26216                  L26216                
L26120:
        shl (16|M0)              r2.0<1>:d     r74.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r72.0<1;1,0>:d    r68.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r116.0<1;1,0>:ud  -r70.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r114.0<1;1,0>:ud  -r68.0<1;1,0>:d 
        shl (16|M0)              r126.0<1>:d   r116.0<1;1,0>:d   r70.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r124.0<1>:d   r114.0<1;1,0>:d   r68.0<1;1,0>:d   {Compacted}
        or (16|M0)               r116.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r114.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L26216                  L26280                
L26216:
        join (32|M0)                         L26280                                
L26232:
        mov (16|M0)              r126.0<1>:f   r116.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r124.0<1>:f   r114.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r116.0<1>:d   r74.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r114.0<1>:d   r72.0<1;1,0>:d                   {F@1}
L26280:
        join (32|M0)                         L26344                                
L26296:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r116.0<1>:d   r116.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r114.0<1>:d   r114.0<1;1,0>:d   1:w               {I@5}
L26344:
        join (32|M0)                         L26360                                
L26360:
        add (16|M0)              r6.0<1>:d     -r70.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r116.0<1;1,0>:ud                 {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r68.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x28:uw             
        mov (16|M16)             r4.0<1>:f     r114.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x28:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x28:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x28:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r122.0<1;1,0>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x28:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x28:ud              {AccWrEn}
        mov (16|M0)              r12.0<1>:f    r94.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x28:uw             
        mov (16|M0)              r14.0<1>:f    r66.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r62.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r63.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x28:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r60.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r61.0<1;1,0>:d                  
        mov (16|M0)              r122.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@7}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@1,$5} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M16)             r26.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$5.src}
        lzd (16|M0)              r68.0<1>:ud   r122.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r66.0<1>:ud   r26.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r68.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r18.0<1>:f    r120.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r20.0<1>:f    r92.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r30.0<2>:d    r82.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r83.0<1;1,0>:d                  
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (8|M16)              r30.1<2>:d    r80.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r81.0<1;1,0>:d                  
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$6} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r20.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$6.src}
        mov (16|M16)             r18.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L27168                  L27168                
L26896:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r68.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L27032                  L27032                
L26936:
        shl (16|M0)              r2.0<1>:d     r122.0<1;1,0>:d   r68.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r26.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r20.0<1;1,0>:ud   -r68.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r18.0<1;1,0>:ud   -r66.0<1;1,0>:d  {F@1}
        shl (16|M0)              r14.0<1>:d    r20.0<1;1,0>:d    r68.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r12.0<1>:d    r18.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted}
        or (16|M0)               r20.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r18.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L27032                  L27096                
L27032:
        join (32|M0)                         L27096                                
L27048:
        mov (16|M0)              r14.0<1>:f    r20.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r12.0<1>:f    r18.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r20.0<1>:d    r122.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r18.0<1>:d    r26.0<1;1,0>:d                   {F@1}
L27096:
        join (32|M0)                         L27168                                
L27112:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r20.0<1>:d    r20.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r18.0<1>:d    r18.0<1;1,0>:d    1:w               {I@5}
L27168:
        join (32|M0)                         L27184                                
L27184:
        addc (8|M0)              r44.0<1>:ud   r50.0<1;1,0>:ud   0xA0:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r68.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r45.0<1>:ud   r51.0<1;1,0>:ud   0xA0:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r66.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r78.0<1>:ud   r48.0<1;1,0>:ud   0xA0:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r20.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r79.0<1>:ud   r49.0<1;1,0>:ud   0xA0:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r18.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r118.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x29:uw             
        mul (16|M16)             r116.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x29:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r42.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x29:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x29:ud              {AccWrEn}
        add (8|M8)               r43.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x29:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x29:ud              {AccWrEn}
        mov (16|M0)              r92.0<1>:f    r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x29:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x29:ud              {AccWrEn}
        lzd (16|M0)              r28.0<1>:ud   r92.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r30.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r26.0<1>:ud   r30.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r28.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r76.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r77.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r90.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r88.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L27896                  L27896                
L27624:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r26.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L27768                  L27768                
L27672:
        shl (16|M0)              r2.0<1>:d     r92.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r30.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r90.0<1;1,0>:ud   -r28.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r88.0<1;1,0>:ud   -r26.0<1;1,0>:d  {F@1}
        shl (16|M0)              r102.0<1>:d   r90.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r100.0<1>:d   r88.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted}
        or (16|M0)               r90.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r88.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L27768                  L27832                
L27768:
        join (32|M0)                         L27832                                
L27784:
        mov (16|M0)              r102.0<1>:f   r90.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r100.0<1>:f   r88.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r90.0<1>:d    r92.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r88.0<1>:d    r30.0<1;1,0>:d                   {F@1}
L27832:
        join (32|M0)                         L27896                                
L27848:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r90.0<1>:d    r90.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r88.0<1>:d    r88.0<1;1,0>:d    1:w               {I@5}
L27896:
        join (32|M0)                         L27912                                
L27912:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x2A:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x2A:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r28.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x2A:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x2A:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r90.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x2A:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x2A:ud              {AccWrEn}
        mul (16|M0)              r90.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x2A:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x2A:ud              {AccWrEn}
        mov (16|M0)              r106.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r104.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r102.0<1>:ud  r106.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r100.0<1>:ud  r104.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r26.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r102.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r100.0<1;1,0>:d   32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r88.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r38.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r36.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r88.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L28512                  L28512                
L28240:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L28376                  L28376                
L28280:
        shl (16|M0)              r2.0<1>:d     r106.0<1;1,0>:d   r102.0<1;1,0>:d  {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r104.0<1;1,0>:d   r100.0<1;1,0>:d  {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r38.0<1;1,0>:ud   -r102.0<1;1,0>:d
        shr (16|M16)             r8.0<1>:d     r36.0<1;1,0>:ud   -r100.0<1;1,0>:d
        shl (16|M0)              r62.0<1>:d    r38.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r60.0<1>:d    r36.0<1;1,0>:d    r100.0<1;1,0>:d  {Compacted}
        or (16|M0)               r38.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r36.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L28376                  L28440                
L28376:
        join (32|M0)                         L28440                                
L28392:
        mov (16|M0)              r62.0<1>:f    r38.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r60.0<1>:f    r36.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r38.0<1>:d    r106.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r36.0<1>:d    r104.0<1;1,0>:d                  {F@1}
L28440:
        join (32|M0)                         L28512                                
L28456:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r60.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r38.0<1>:d    r38.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r36.0<1>:d    r36.0<1;1,0>:d    1:w               {I@5}
L28512:
        join (32|M0)                         L28528                                
L28528:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x2B:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x2B:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r102.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x2B:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x2B:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r38.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x2B:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x2B:ud              {AccWrEn}
        mul (16|M0)              r62.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x2B:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x2B:ud              {AccWrEn}
        mov (16|M0)              r70.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r68.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r66.0<1>:ud   r70.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r64.0<1>:ud   r68.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r100.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r64.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r36.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r112.0<1>:f   r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r110.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r60.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L29120                  L29120                
L28848:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L28992                  L28992                
L28896:
        shl (16|M0)              r2.0<1>:d     r70.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r68.0<1;1,0>:d    r64.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r112.0<1;1,0>:ud  -r66.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r110.0<1;1,0>:ud  -r64.0<1;1,0>:d 
        shl (16|M0)              r122.0<1>:d   r112.0<1;1,0>:d   r66.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r120.0<1>:d   r110.0<1;1,0>:d   r64.0<1;1,0>:d   {Compacted}
        or (16|M0)               r112.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r110.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L28992                  L29056                
L28992:
        join (32|M0)                         L29056                                
L29008:
        mov (16|M0)              r122.0<1>:f   r112.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r120.0<1>:f   r110.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r112.0<1>:d   r70.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r110.0<1>:d   r68.0<1;1,0>:d                   {F@1}
L29056:
        join (32|M0)                         L29120                                
L29072:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r122.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r120.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r112.0<1>:d   r112.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r110.0<1>:d   r110.0<1;1,0>:d   1:w               {I@5}
L29120:
        join (32|M0)                         L29136                                
L29136:
        add (16|M0)              r6.0<1>:d     -r66.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r112.0<1;1,0>:ud                 {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r64.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x2C:uw             
        mov (16|M16)             r4.0<1>:f     r110.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x2C:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x2C:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x2C:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r118.0<1;1,0>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x2C:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x2C:ud              {AccWrEn}
        mov (16|M16)             r18.0<1>:f    r116.0<1;1,0>:f                  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x2C:uw             
        mov (16|M0)              r12.0<1>:f    r90.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r88.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r62.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r60.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r44.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r45.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r78.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r79.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x2C:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r42.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r43.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r76.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r77.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$7} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$8} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r120.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r24.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$8.src}
        lzd (16|M0)              r64.0<1>:ud   r120.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r62.0<1>:ud   r24.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r16.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$7.src}
        mov (16|M16)             r14.0<1>:f    r8.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L29944                  L29944                
L29672:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r64.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r62.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L29808                  L29808                
L29712:
        shl (16|M0)              r2.0<1>:d     r120.0<1;1,0>:d   r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r24.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r16.0<1;1,0>:ud   -r64.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r14.0<1;1,0>:ud   -r62.0<1;1,0>:d  {F@1}
        shl (16|M0)              r10.0<1>:d    r16.0<1;1,0>:d    r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r126.0<1>:d   r14.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted}
        or (16|M0)               r16.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r14.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L29808                  L29872                
L29808:
        join (32|M0)                         L29872                                
L29824:
        mov (16|M0)              r10.0<1>:f    r16.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r126.0<1>:f   r14.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r16.0<1>:d    r120.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r14.0<1>:d    r24.0<1;1,0>:d                   {F@1}
L29872:
        join (32|M0)                         L29944                                
L29888:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r10.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r126.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r16.0<1>:d    r16.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r14.0<1>:d    r14.0<1;1,0>:d    1:w               {I@5}
L29944:
        join (32|M0)                         L29960                                
L29960:
        addc (8|M0)              r40.0<1>:ud   r50.0<1;1,0>:ud   0xB0:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r64.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r41.0<1>:ud   r51.0<1;1,0>:ud   0xB0:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r62.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r74.0<1>:ud   r48.0<1;1,0>:ud   0xB0:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r16.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r4.0<1>:f     r14.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M24)             r75.0<1>:ud   r49.0<1;1,0>:ud   0xB0:ud              {AccWrEn}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r114.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x2D:uw             
        mul (16|M16)             r112.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x2D:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r38.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x2D:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x2D:ud              {AccWrEn}
        add (8|M8)               r39.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x2D:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x2D:ud              {AccWrEn}
        mov (16|M0)              r88.0<1>:f    r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x2D:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x2D:ud              {AccWrEn}
        lzd (16|M0)              r24.0<1>:ud   r88.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r26.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r22.0<1>:ud   r26.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r24.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r22.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r72.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r73.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r86.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r84.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L30672                  L30672                
L30400:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L30544                  L30544                
L30448:
        shl (16|M0)              r2.0<1>:d     r88.0<1;1,0>:d    r24.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r26.0<1;1,0>:d    r22.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r86.0<1;1,0>:ud   -r24.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r84.0<1;1,0>:ud   -r22.0<1;1,0>:d  {F@1}
        shl (16|M0)              r98.0<1>:d    r86.0<1;1,0>:d    r24.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r96.0<1>:d    r84.0<1;1,0>:d    r22.0<1;1,0>:d   {Compacted}
        or (16|M0)               r86.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r84.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L30544                  L30608                
L30544:
        join (32|M0)                         L30608                                
L30560:
        mov (16|M0)              r98.0<1>:f    r86.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r96.0<1>:f    r84.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r86.0<1>:d    r88.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r84.0<1>:d    r26.0<1;1,0>:d                   {F@1}
L30608:
        join (32|M0)                         L30672                                
L30624:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r98.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r86.0<1>:d    r86.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r84.0<1>:d    r84.0<1;1,0>:d    1:w               {I@5}
L30672:
        join (32|M0)                         L30688                                
L30688:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x2E:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x2E:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r24.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x2E:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x2E:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r86.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x2E:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x2E:ud              {AccWrEn}
        mul (16|M0)              r86.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x2E:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x2E:ud              {AccWrEn}
        mov (16|M0)              r102.0<1>:f   r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r100.0<1>:f   r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r98.0<1>:ud   r102.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r96.0<1>:ud   r100.0<1;1,0>:ud                 {F@1}
        add (16|M16)             r8.0<1>:d     -r22.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r84.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r34.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r32.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r84.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L31288                  L31288                
L31016:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r98.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L31152                  L31152                
L31056:
        shl (16|M0)              r2.0<1>:d     r102.0<1;1,0>:d   r98.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r100.0<1;1,0>:d   r96.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r34.0<1;1,0>:ud   -r98.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r32.0<1;1,0>:ud   -r96.0<1;1,0>:d 
        shl (16|M0)              r44.0<1>:d    r34.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r42.0<1>:d    r32.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        or (16|M0)               r34.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r32.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L31152                  L31216                
L31152:
        join (32|M0)                         L31216                                
L31168:
        mov (16|M0)              r44.0<1>:f    r34.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r42.0<1>:f    r32.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r34.0<1>:d    r102.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r32.0<1>:d    r100.0<1;1,0>:d                  {F@1}
L31216:
        join (32|M0)                         L31288                                
L31232:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r44.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r42.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r34.0<1>:d    r34.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r32.0<1>:d    r32.0<1;1,0>:d    1:w               {I@5}
L31288:
        join (32|M0)                         L31304                                
L31304:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x2F:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x2F:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r98.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x2F:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x2F:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r34.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x2F:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x2F:ud              {AccWrEn}
        mul (16|M0)              r44.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x2F:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x2F:ud              {AccWrEn}
        mov (16|M0)              r66.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r64.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r62.0<1>:ud   r66.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r60.0<1>:ud   r64.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r96.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r62.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r60.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r32.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r108.0<1>:f   r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r106.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r42.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L31896                  L31896                
L31624:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r60.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L31768                  L31768                
L31672:
        shl (16|M0)              r2.0<1>:d     r66.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r64.0<1;1,0>:d    r60.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r108.0<1;1,0>:ud  -r62.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r106.0<1;1,0>:ud  -r60.0<1;1,0>:d 
        shl (16|M0)              r118.0<1>:d   r108.0<1;1,0>:d   r62.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r116.0<1>:d   r106.0<1;1,0>:d   r60.0<1;1,0>:d   {Compacted}
        or (16|M0)               r108.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r106.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L31768                  L31832                
L31768:
        join (32|M0)                         L31832                                
L31784:
        mov (16|M0)              r118.0<1>:f   r108.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r116.0<1>:f   r106.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r108.0<1>:d   r66.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r106.0<1>:d   r64.0<1;1,0>:d                   {F@1}
L31832:
        join (32|M0)                         L31896                                
L31848:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r118.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r116.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r108.0<1>:d   r108.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r106.0<1>:d   r106.0<1;1,0>:d   1:w               {I@5}
L31896:
        join (32|M0)                         L31912                                
L31912:
        add (16|M0)              r6.0<1>:d     -r62.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r108.0<1;1,0>:ud                 {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r60.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x30:uw             
        mov (16|M16)             r4.0<1>:f     r106.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x30:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x30:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r114.0<1;1,0>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x30:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        mov (16|M16)             r18.0<1>:f    r112.0<1;1,0>:f                  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x30:uw             
        mov (16|M0)              r12.0<1>:f    r86.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r84.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r44.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r42.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r40.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r41.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r74.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r75.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r38.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r39.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r72.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r73.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$9} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$10} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r118.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r22.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$10.src}
        lzd (16|M0)              r60.0<1>:ud   r118.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r44.0<1>:ud   r22.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r60.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r44.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r12.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$9.src}
        mov (16|M16)             r10.0<1>:f    r8.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L32720                  L32720                
L32448:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r60.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r44.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L32584                  L32584                
L32488:
        shl (16|M0)              r2.0<1>:d     r118.0<1;1,0>:d   r60.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r22.0<1;1,0>:d    r44.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r12.0<1;1,0>:ud   -r60.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r10.0<1;1,0>:ud   -r44.0<1;1,0>:d  {F@1}
        shl (16|M0)              r124.0<1>:d   r12.0<1;1,0>:d    r60.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r122.0<1>:d   r10.0<1;1,0>:d    r44.0<1;1,0>:d   {Compacted}
        or (16|M0)               r12.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r10.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L32584                  L32648                
L32584:
        join (32|M0)                         L32648                                
L32600:
        mov (16|M0)              r124.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r122.0<1>:f   r10.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r12.0<1>:d    r118.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r10.0<1>:d    r22.0<1;1,0>:d                   {F@1}
L32648:
        join (32|M0)                         L32720                                
L32664:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r124.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r122.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r12.0<1>:d    r12.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r10.0<1>:d    r10.0<1;1,0>:d    1:w               {I@5}
L32720:
        join (32|M0)                         L32736                                
L32736:
        addc (8|M0)              r36.0<1>:ud   r50.0<1;1,0>:ud   0xC0:ud              {AccWrEn,Compacted}
        mov (16|M16)             r4.0<1>:f     r10.0<1;1,0>:ud                  {Compacted,I@3}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M8)              r37.0<1>:ud   r51.0<1;1,0>:ud   0xC0:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r12.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r6.0<1>:d     -r60.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M16)             r70.0<1>:ud   r48.0<1;1,0>:ud   0xC0:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r44.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r71.0<1>:ud   r49.0<1;1,0>:ud   0xC0:ud              {AccWrEn}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mul (16|M0)              r110.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x31:uw             
        mul (16|M16)             r108.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x31:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r34.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x31:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x31:ud              {AccWrEn}
        add (8|M8)               r35.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x31:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x31:ud              {AccWrEn}
        mov (16|M0)              r84.0<1>:f    r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x31:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x31:ud              {AccWrEn}
        lzd (16|M0)              r20.0<1>:ud   r84.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r24.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r18.0<1>:ud   r24.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r20.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r68.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r69.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r82.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r80.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L33448                  L33448                
L33176:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r18.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L33320                  L33320                
L33224:
        shl (16|M0)              r2.0<1>:d     r84.0<1;1,0>:d    r20.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r24.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r82.0<1;1,0>:ud   -r20.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r80.0<1;1,0>:ud   -r18.0<1;1,0>:d  {F@1}
        shl (16|M0)              r94.0<1>:d    r82.0<1;1,0>:d    r20.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r92.0<1>:d    r80.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted}
        or (16|M0)               r82.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r80.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L33320                  L33384                
L33320:
        join (32|M0)                         L33384                                
L33336:
        mov (16|M0)              r94.0<1>:f    r82.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r92.0<1>:f    r80.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r82.0<1>:d    r84.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r80.0<1>:d    r24.0<1;1,0>:d                   {F@1}
L33384:
        join (32|M0)                         L33448                                
L33400:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r82.0<1>:d    r82.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r80.0<1>:d    r80.0<1;1,0>:d    1:w               {I@5}
L33448:
        join (32|M0)                         L33464                                
L33464:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x32:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x32:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r20.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x32:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x32:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r82.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x32:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x32:ud              {AccWrEn}
        mul (16|M0)              r82.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x32:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x32:ud              {AccWrEn}
        mov (16|M0)              r98.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r96.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r94.0<1>:ud   r98.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r92.0<1>:ud   r96.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r18.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r94.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r92.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r80.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r30.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r28.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r80.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L34064                  L34064                
L33792:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L33928                  L33928                
L33832:
        shl (16|M0)              r2.0<1>:d     r98.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r96.0<1;1,0>:d    r92.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r30.0<1;1,0>:ud   -r94.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r28.0<1;1,0>:ud   -r92.0<1;1,0>:d 
        shl (16|M0)              r40.0<1>:d    r30.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r38.0<1>:d    r28.0<1;1,0>:d    r92.0<1;1,0>:d   {Compacted}
        or (16|M0)               r30.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r28.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L33928                  L33992                
L33928:
        join (32|M0)                         L33992                                
L33944:
        mov (16|M0)              r40.0<1>:f    r30.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r38.0<1>:f    r28.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r30.0<1>:d    r98.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r28.0<1>:d    r96.0<1;1,0>:d                   {F@1}
L33992:
        join (32|M0)                         L34064                                
L34008:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r40.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r38.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r30.0<1>:d    r30.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r28.0<1>:d    r28.0<1;1,0>:d    1:w               {I@5}
L34064:
        join (32|M0)                         L34080                                
L34080:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x33:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x33:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r94.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x33:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x33:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r30.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x33:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x33:ud              {AccWrEn}
        mul (16|M0)              r40.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x33:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x33:ud              {AccWrEn}
        mov (16|M0)              r62.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r60.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r44.0<1>:ud   r62.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r42.0<1>:ud   r60.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r92.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r44.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r42.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r28.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r104.0<1>:f   r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r102.0<1>:f   r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r38.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L34672                  L34672                
L34400:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r44.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r42.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L34544                  L34544                
L34448:
        shl (16|M0)              r2.0<1>:d     r62.0<1;1,0>:d    r44.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r60.0<1;1,0>:d    r42.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r104.0<1;1,0>:ud  -r44.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r102.0<1;1,0>:ud  -r42.0<1;1,0>:d 
        shl (16|M0)              r114.0<1>:d   r104.0<1;1,0>:d   r44.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r112.0<1>:d   r102.0<1;1,0>:d   r42.0<1;1,0>:d   {Compacted}
        or (16|M0)               r104.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r102.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L34544                  L34608                
L34544:
        join (32|M0)                         L34608                                
L34560:
        mov (16|M0)              r114.0<1>:f   r104.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r112.0<1>:f   r102.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r104.0<1>:d   r62.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r102.0<1>:d   r60.0<1;1,0>:d                   {F@1}
L34608:
        join (32|M0)                         L34672                                
L34624:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r114.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r104.0<1>:d   r104.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r102.0<1>:d   r102.0<1;1,0>:d   1:w               {I@5}
L34672:
        join (32|M0)                         L34688                                
L34688:
        add (16|M0)              r6.0<1>:d     -r44.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r104.0<1;1,0>:ud                 {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r42.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x34:uw             
        mov (16|M16)             r4.0<1>:f     r102.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x34:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x34:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x34:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r110.0<1;1,0>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x34:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x34:ud              {AccWrEn}
        mov (16|M16)             r18.0<1>:f    r108.0<1;1,0>:f                  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x34:uw             
        mov (16|M0)              r12.0<1>:f    r82.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r80.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r40.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r38.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r36.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r37.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r70.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r71.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x34:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r34.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r35.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r68.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r69.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$11} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$12} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r116.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r20.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$12.src}
        lzd (16|M0)              r42.0<1>:ud   r116.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r40.0<1>:ud   r20.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r42.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r40.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r126.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r124.0<1>:f   r8.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L35496                  L35496                
L35224:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r42.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r40.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L35360                  L35360                
L35264:
        shl (16|M0)              r2.0<1>:d     r116.0<1;1,0>:d   r42.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r20.0<1;1,0>:d    r40.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r126.0<1;1,0>:ud  -r42.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r124.0<1;1,0>:ud  -r40.0<1;1,0>:d  {F@1}
        shl (16|M0)              r120.0<1>:d   r126.0<1;1,0>:d   r42.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r118.0<1>:d   r124.0<1;1,0>:d   r40.0<1;1,0>:d   {Compacted}
        or (16|M0)               r126.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r124.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L35360                  L35424                
L35360:
        join (32|M0)                         L35424                                
L35376:
        mov (16|M0)              r120.0<1>:f   r126.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r118.0<1>:f   r124.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r126.0<1>:d   r116.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r124.0<1>:d   r20.0<1;1,0>:d                   {F@1}
L35424:
        join (32|M0)                         L35496                                
L35440:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r120.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r118.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r126.0<1>:d   r126.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r124.0<1>:d   r124.0<1;1,0>:d   1:w               {I@5}
L35496:
        join (32|M0)                         L35512                                
L35512:
        addc (8|M0)              r32.0<1>:ud   r50.0<1;1,0>:ud   0xD0:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r42.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        addc (8|M8)              r33.0<1>:ud   r51.0<1;1,0>:ud   0xD0:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r40.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r66.0<1>:ud   r48.0<1;1,0>:ud   0xD0:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r126.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r67.0<1>:ud   r49.0<1;1,0>:ud   0xD0:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r124.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r106.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x35:uw             
        mul (16|M16)             r104.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x35:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r30.0<1>:ud   r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x35:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x35:ud              {AccWrEn}
        add (8|M16)              r64.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x35:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x35:ud              {AccWrEn}
        mov (16|M0)              r80.0<1>:f    r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x35:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x35:ud              {AccWrEn}
        lzd (16|M0)              r16.0<1>:ud   r80.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r22.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r14.0<1>:ud   r22.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r14.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M8)               r31.0<1>:ud   r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r65.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r78.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r76.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L36224                  L36224                
L35952:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r16.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L36096                  L36096                
L36000:
        shl (16|M0)              r2.0<1>:d     r80.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r22.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r78.0<1;1,0>:ud   -r16.0<1;1,0>:d  {F@2}
        shr (16|M16)             r8.0<1>:d     r76.0<1;1,0>:ud   -r14.0<1;1,0>:d  {F@1}
        shl (16|M0)              r90.0<1>:d    r78.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r88.0<1>:d    r76.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        or (16|M0)               r78.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r76.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L36096                  L36160                
L36096:
        join (32|M0)                         L36160                                
L36112:
        mov (16|M0)              r90.0<1>:f    r78.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r88.0<1>:f    r76.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r78.0<1>:d    r80.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r76.0<1>:d    r22.0<1;1,0>:d                   {F@1}
L36160:
        join (32|M0)                         L36224                                
L36176:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r90.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r78.0<1>:d    r78.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r76.0<1>:d    r76.0<1;1,0>:d    1:w               {I@5}
L36224:
        join (32|M0)                         L36240                                
L36240:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x36:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x36:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r16.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x36:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x36:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r78.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x36:uw             
        add (16|M16)             r8.0<1>:d     -r14.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@7}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x36:ud              {AccWrEn}
        mul (16|M0)              r78.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x36:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x36:ud              {AccWrEn}
        mov (16|M0)              r94.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r92.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r90.0<1>:ud   r94.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r88.0<1>:ud   r92.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r4.0<1>:f     r76.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r26.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mul (16|M16)             r76.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@2}
        mov (16|M16)             r24.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L36840                  L36840                
L36568:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r90.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L36704                  L36704                
L36608:
        shl (16|M0)              r2.0<1>:d     r94.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted,F@1}
        shl (16|M16)             r4.0<1>:d     r92.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r26.0<1;1,0>:ud   -r90.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r24.0<1;1,0>:ud   -r88.0<1;1,0>:d 
        shl (16|M0)              r36.0<1>:d    r26.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r34.0<1>:d    r24.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        or (16|M0)               r26.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r24.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L36704                  L36768                
L36704:
        join (32|M0)                         L36768                                
L36720:
        mov (16|M0)              r36.0<1>:f    r26.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r34.0<1>:f    r24.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r26.0<1>:d    r94.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r24.0<1>:d    r92.0<1;1,0>:d                   {F@1}
L36768:
        join (32|M0)                         L36840                                
L36784:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r34.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r26.0<1>:d    r26.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r24.0<1>:d    r24.0<1;1,0>:d    1:w               {I@5}
L36840:
        join (32|M0)                         L36856                                
L36856:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x37:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x37:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r90.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x37:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x37:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r26.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x37:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x37:ud              {AccWrEn}
        mul (16|M0)              r36.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x37:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x37:ud              {AccWrEn}
        mov (16|M0)              r44.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r42.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r40.0<1>:ud   r44.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r38.0<1>:ud   r42.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r88.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r40.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r38.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r24.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r100.0<1>:f   r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r98.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r34.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L37448                  L37448                
L37176:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r40.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r38.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L37320                  L37320                
L37224:
        shl (16|M0)              r2.0<1>:d     r44.0<1;1,0>:d    r40.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r42.0<1;1,0>:d    r38.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r100.0<1;1,0>:ud  -r40.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r98.0<1;1,0>:ud   -r38.0<1;1,0>:d 
        shl (16|M0)              r110.0<1>:d   r100.0<1;1,0>:d   r40.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r108.0<1>:d   r98.0<1;1,0>:d    r38.0<1;1,0>:d   {Compacted}
        or (16|M0)               r100.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r98.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L37320                  L37384                
L37320:
        join (32|M0)                         L37384                                
L37336:
        mov (16|M0)              r110.0<1>:f   r100.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r108.0<1>:f   r98.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r100.0<1>:d   r44.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r98.0<1>:d    r42.0<1;1,0>:d                   {F@1}
L37384:
        join (32|M0)                         L37448                                
L37400:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r100.0<1>:d   r100.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r98.0<1>:d    r98.0<1;1,0>:d    1:w               {I@5}
L37448:
        join (32|M0)                         L37464                                
L37464:
        add (16|M0)              r6.0<1>:d     -r40.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r100.0<1;1,0>:ud                 {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r38.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x38:uw             
        mov (16|M16)             r4.0<1>:f     r98.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x38:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x38:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x38:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r106.0<1;1,0>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x38:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x38:ud              {AccWrEn}
        mov (16|M16)             r18.0<1>:f    r104.0<1;1,0>:f                  {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x38:uw             
        mov (16|M0)              r12.0<1>:f    r78.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r76.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r36.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r34.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r26.0<2>:d    r32.0<1;1,0>:d                  
        mov (8|M8)               r28.0<2>:d    r33.0<1;1,0>:d                  
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x38:ud              {AccWrEn}
        mov (8|M0)               r26.1<2>:d    r30.0<1;1,0>:d                  
        mov (8|M8)               r28.1<2>:d    r31.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r67.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r66.0<1;1,0>:d                  
        mov (8|M24)              r32.1<2>:d    r65.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r64.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@2,$13} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@1,$14} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M0)              r114.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r18.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$14.src}
        lzd (16|M0)              r38.0<1>:ud   r114.0<1;1,0>:ud                 {F@2}
        lzd (16|M16)             r36.0<1>:ud   r18.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r38.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r122.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r120.0<1>:f   r8.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L38272                  L38272                
L38000:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r38.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L38136                  L38136                
L38040:
        shl (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   r38.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r18.0<1;1,0>:d    r36.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r122.0<1;1,0>:ud  -r38.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r120.0<1;1,0>:ud  -r36.0<1;1,0>:d  {F@1}
        shl (16|M0)              r116.0<1>:d   r122.0<1;1,0>:d   r38.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r112.0<1>:d   r120.0<1;1,0>:d   r36.0<1;1,0>:d   {Compacted}
        or (16|M0)               r122.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r120.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L38136                  L38200                
L38136:
        join (32|M0)                         L38200                                
L38152:
        mov (16|M0)              r116.0<1>:f   r122.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r112.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r122.0<1>:d   r114.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r120.0<1>:d   r18.0<1;1,0>:d                   {F@1}
L38200:
        join (32|M0)                         L38272                                
L38216:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r116.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r122.0<1>:d   r122.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r120.0<1>:d   r120.0<1;1,0>:d   1:w               {I@5}
L38272:
        join (32|M0)                         L38288                                
L38288:
        addc (8|M0)              r126.0<1>:ud  r50.0<1;1,0>:ud   0xE0:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r38.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        addc (8|M8)              r127.0<1>:ud  r51.0<1;1,0>:ud   0xE0:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r36.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r62.0<1>:ud   r48.0<1;1,0>:ud   0xE0:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r122.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r63.0<1>:ud   r49.0<1;1,0>:ud   0xE0:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r120.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r102.0<1>:f   r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x39:uw             
        mul (16|M16)             r100.0<1>:f   r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x39:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r124.0<1>:ud  r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x39:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x39:ud              {AccWrEn}
        add (8|M8)               r125.0<1>:ud  r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x39:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x39:ud              {AccWrEn}
        mov (16|M0)              r76.0<1>:f    r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x39:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x39:ud              {AccWrEn}
        lzd (16|M0)              r12.0<1>:ud   r76.0<1;1,0>:ud                  {F@1}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r20.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@3}
        mov (16|M16)             r72.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@1}
        lzd (16|M16)             r10.0<1>:ud   r20.0<1;1,0>:ud                  {A@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r12.0<1;1,0>:d    32:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r10.0<1;1,0>:d    32:w               {I@2}
        add (8|M16)              r60.0<1>:ud   r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r61.0<1>:ud   r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r74.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
(~f0.0) goto (32|M0)                         L39000                  L39000                
L38728:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r10.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L38872                  L38872                
L38776:
        shl (16|M0)              r2.0<1>:d     r76.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r20.0<1;1,0>:d    r10.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r74.0<1;1,0>:ud   -r12.0<1;1,0>:d  {F@1}
        shr (16|M16)             r8.0<1>:d     r72.0<1;1,0>:ud   -r10.0<1;1,0>:d 
        shl (16|M0)              r86.0<1>:d    r74.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r84.0<1>:d    r72.0<1;1,0>:d    r10.0<1;1,0>:d   {Compacted}
        or (16|M0)               r74.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r72.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L38872                  L38936                
L38872:
        join (32|M0)                         L38936                                
L38888:
        mov (16|M0)              r86.0<1>:f    r74.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r84.0<1>:f    r72.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r74.0<1>:d    r76.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r72.0<1>:d    r20.0<1;1,0>:d                   {F@1}
L38936:
        join (32|M0)                         L39000                                
L38952:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r74.0<1>:d    r74.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r72.0<1>:d    r72.0<1;1,0>:d    1:w               {I@5}
L39000:
        join (32|M0)                         L39016                                
L39016:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x3A:uw             
        add (16|M16)             r8.0<1>:d     -r10.0<1;1,0>:d   159:w               {Compacted}
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x3A:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r12.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x3A:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x3A:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r74.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x3A:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x3A:ud              {AccWrEn}
        mul (16|M0)              r74.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x3A:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x3A:ud              {AccWrEn}
        mov (16|M0)              r90.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r88.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r86.0<1>:ud   r90.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r84.0<1>:ud   r88.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r86.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r84.0<1;1,0>:d    32:w               {I@2}
        mov (16|M16)             r4.0<1>:f     r72.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r22.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mul (16|M16)             r72.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@2}
        mov (16|M16)             r20.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L39616                  L39616                
L39344:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L39480                  L39480                
L39384:
        shl (16|M0)              r2.0<1>:d     r90.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted,F@1}
        shl (16|M16)             r4.0<1>:d     r88.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:d     r22.0<1;1,0>:ud   -r86.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r20.0<1;1,0>:ud   -r84.0<1;1,0>:d 
        shl (16|M0)              r28.0<1>:d    r22.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r26.0<1>:d    r20.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted}
        or (16|M0)               r22.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r20.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L39480                  L39544                
L39480:
        join (32|M0)                         L39544                                
L39496:
        mov (16|M0)              r28.0<1>:f    r22.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r26.0<1>:f    r20.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r22.0<1>:d    r90.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r20.0<1>:d    r88.0<1;1,0>:d                   {F@1}
L39544:
        join (32|M0)                         L39616                                
L39560:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r26.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r22.0<1>:d    r22.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r20.0<1>:d    r20.0<1;1,0>:d    1:w               {I@5}
L39616:
        join (32|M0)                         L39632                                
L39632:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x3B:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x3B:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r86.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x3B:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x3B:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r22.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x3B:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x3B:ud              {AccWrEn}
        mul (16|M0)              r32.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x3B:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x3B:ud              {AccWrEn}
        mov (16|M0)              r36.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r28.0<1>:ud   r36.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r26.0<1>:ud   r34.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r84.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r28.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r20.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r96.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r94.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r30.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L40224                  L40224                
L39952:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r26.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L40096                  L40096                
L40000:
        shl (16|M0)              r2.0<1>:d     r36.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r34.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r96.0<1;1,0>:ud   -r28.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r94.0<1;1,0>:ud   -r26.0<1;1,0>:d 
        shl (16|M0)              r106.0<1>:d   r96.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r104.0<1>:d   r94.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted}
        or (16|M0)               r96.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r94.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L40096                  L40160                
L40096:
        join (32|M0)                         L40160                                
L40112:
        mov (16|M0)              r106.0<1>:f   r96.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r104.0<1>:f   r94.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r96.0<1>:d    r36.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r94.0<1>:d    r34.0<1;1,0>:d                   {F@1}
L40160:
        join (32|M0)                         L40224                                
L40176:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r106.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r96.0<1>:d    r96.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r94.0<1>:d    r94.0<1;1,0>:d    1:w               {I@5}
L40224:
        join (32|M0)                         L40240                                
L40240:
        add (16|M0)              r6.0<1>:d     -r28.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r96.0<1;1,0>:ud                  {Compacted,I@4}
        add (16|M16)             r8.0<1>:d     -r26.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@2}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x3C:uw             
        mov (16|M16)             r4.0<1>:f     r94.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@3}
        mul (16|M0)              r16.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M0)              r2.0<1>:ud    r54.0<1;1,0>:ud   0x3C:ud              {AccWrEn,Compacted,F@1}
        mul (16|M16)             r24.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@2}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x3C:uw             
        mach (8|M8)              r3.0<1>:ud    r55.0<1;1,0>:ud   0x3C:ud              {AccWrEn}
        mov (16|M0)              r10.0<1>:f    r102.0<1;1,0>:f                  {Compacted}
        mov (8|M8)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x3C:uw             
        mach (8|M16)             r6.0<1>:ud    r56.0<1;1,0>:ud   0x3C:ud              {AccWrEn}
        mov (16|M0)              r12.0<1>:f    r74.0<1;1,0>:f                   {Compacted}
        mov (8|M16)              r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x3C:uw             
        mov (16|M0)              r14.0<1>:f    r32.0<1;1,0>:f                   {Compacted}
        mov (8|M8)               r28.0<2>:d    r127.0<1;1,0>:d                 
        mov (8|M0)               r26.0<2>:d    r126.0<1;1,0>:d                 
        mach (8|M24)             r7.0<1>:ud    r57.0<1;1,0>:ud   0x3C:ud              {AccWrEn}
        mov (8|M8)               r28.1<2>:d    r125.0<1;1,0>:d                 
        mov (8|M0)               r26.1<2>:d    r124.0<1;1,0>:d                 
        mov (16|M16)             r18.0<1>:f    r100.0<1;1,0>:f                  {Compacted}
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@1,$15} // wr:4+8, rd:0; a64 dword scattering write
        mov (16|M16)             r20.0<1>:f    r72.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r30.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r112.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        mov (8|M24)              r32.0<2>:d    r63.0<1;1,0>:d                  
        mov (16|M16)             r16.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$15.src}
        mov (8|M16)              r30.0<2>:d    r62.0<1;1,0>:d                   {F@3}
        mov (8|M24)              r32.1<2>:d    r61.0<1;1,0>:d                  
        mov (8|M16)              r30.1<2>:d    r60.0<1;1,0>:d                  
        lzd (16|M0)              r34.0<1>:ud   r112.0<1;1,0>:ud                 {F@2}
        send.dc1 (16|M16)        null     r30     r18:8   0x0            0x080699FF           {A@2,$0} // wr:4+8, rd:0; a64 dword scattering write
        sync.nop                             null                             {Compacted,$0.src}
        lzd (16|M16)             r32.0<1>:ud   r16.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r34.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r32.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r9.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r118.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r116.0<1>:f   r8.0<1;1,0>:f                    {Compacted,I@1}
(~f1.0) goto (32|M0)                         L41056                  L41056                
L40784:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r32.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L40920                  L40920                
L40824:
        shl (16|M0)              r2.0<1>:d     r112.0<1;1,0>:d   r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r16.0<1;1,0>:d    r32.0<1;1,0>:d   {Compacted,F@2}
        shr (16|M0)              r6.0<1>:d     r118.0<1;1,0>:ud  -r34.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r116.0<1;1,0>:ud  -r32.0<1;1,0>:d  {F@1}
        shl (16|M0)              r110.0<1>:d   r118.0<1;1,0>:d   r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r108.0<1>:d   r116.0<1;1,0>:d   r32.0<1;1,0>:d   {Compacted}
        or (16|M0)               r118.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r116.0<1>:d   r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L40920                  L40984                
L40920:
        join (32|M0)                         L40984                                
L40936:
        mov (16|M0)              r110.0<1>:f   r118.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r108.0<1>:f   r116.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r118.0<1>:d   r112.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r116.0<1>:d   r16.0<1;1,0>:d                   {F@1}
L40984:
        join (32|M0)                         L41056                                
L41000:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r110.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r118.0<1>:d   r118.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r116.0<1>:d   r116.0<1;1,0>:d   1:w               {I@5}
L41056:
        join (32|M0)                         L41072                                
L41072:
        addc (8|M0)              r122.0<1>:ud  r50.0<1;1,0>:ud   0xF0:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r34.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r123.0<1>:ud  r51.0<1;1,0>:ud   0xF0:ud              {AccWrEn}
        add (16|M16)             r8.0<1>:d     -r32.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r120.0<1>:ud  r48.0<1;1,0>:ud   0xF0:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r118.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r121.0<1>:ud  r49.0<1;1,0>:ud   0xF0:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r116.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@6}
        mul (16|M0)              r98.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x3D:uw             
        mul (16|M16)             r96.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r54.0<1;1,0>:ud   0x3D:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r118.0<1>:ud  r10.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x3D:uw             
        mach (8|M8)              r5.0<1>:ud    r55.0<1;1,0>:ud   0x3D:ud              {AccWrEn}
        add (8|M8)               r119.0<1>:ud  r12.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x3D:uw             
        mach (8|M16)             r8.0<1>:ud    r56.0<1;1,0>:ud   0x3D:ud              {AccWrEn}
        mov (16|M0)              r72.0<1>:f    r4.0<1;1,0>:f                    {Compacted,A@5}
        mov (8|M16)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x3D:uw             
        mach (8|M24)             r9.0<1>:ud    r57.0<1;1,0>:ud   0x3D:ud              {AccWrEn}
        lzd (16|M0)              r124.0<1>:ud  r72.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r18.0<1>:f    r8.0<1;1,0>:f                    {Compacted,A@2}
        lzd (16|M16)             r114.0<1>:ud  r18.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r114.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r11.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r116.0<1>:ud  r14.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r117.0<1>:ud  r2.0<1;1,0>:ud    r53.0<1;1,0>:ud  {Compacted}
        mov (16|M0)              r70.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r68.0<1>:f    r10.0<1;1,0>:f                   {Compacted,I@3}
(~f0.0) goto (32|M0)                         L41784                  L41784                
L41512:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r124.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r114.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L41656                  L41656                
L41560:
        shl (16|M0)              r2.0<1>:d     r72.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r18.0<1;1,0>:d    r114.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:d     r70.0<1;1,0>:ud   -r124.0<1;1,0>:d {F@2}
        shr (16|M16)             r8.0<1>:d     r68.0<1;1,0>:ud   -r114.0<1;1,0>:d {F@1}
        shl (16|M0)              r82.0<1>:d    r70.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r80.0<1>:d    r68.0<1;1,0>:d    r114.0<1;1,0>:d  {Compacted}
        or (16|M0)               r70.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r68.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L41656                  L41720                
L41656:
        join (32|M0)                         L41720                                
L41672:
        mov (16|M0)              r82.0<1>:f    r70.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r80.0<1>:f    r68.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r70.0<1>:d    r72.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r68.0<1>:d    r18.0<1;1,0>:d                   {F@1}
L41720:
        join (32|M0)                         L41784                                
L41736:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r82.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r70.0<1>:d    r70.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r68.0<1>:d    r68.0<1;1,0>:d    1:w               {I@5}
L41784:
        join (32|M0)                         L41800                                
L41800:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x3E:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x3E:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r124.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x3E:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x3E:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r70.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x3E:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x3E:ud              {AccWrEn}
        mul (16|M0)              r70.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x3E:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x3E:ud              {AccWrEn}
        mov (16|M0)              r86.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r84.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r82.0<1>:ud   r86.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r80.0<1>:ud   r84.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r114.0<1;1,0>:d  159:w               {Compacted}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r68.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r18.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r16.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r68.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f1.0) goto (32|M0)                         L42400                  L42400                
L42128:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r82.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L42264                  L42264                
L42168:
        shl (16|M0)              r2.0<1>:d     r86.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r84.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r18.0<1;1,0>:ud   -r82.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r16.0<1;1,0>:ud   -r80.0<1;1,0>:d 
        shl (16|M0)              r24.0<1>:d    r18.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r22.0<1>:d    r16.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted}
        or (16|M0)               r18.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r16.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L42264                  L42328                
L42264:
        join (32|M0)                         L42328                                
L42280:
        mov (16|M0)              r24.0<1>:f    r18.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r22.0<1>:f    r16.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r18.0<1>:d    r86.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r16.0<1>:d    r84.0<1;1,0>:d                   {F@1}
L42328:
        join (32|M0)                         L42400                                
L42344:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r18.0<1>:d    r18.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r16.0<1>:d    r16.0<1;1,0>:d    1:w               {I@5}
L42400:
        join (32|M0)                         L42416                                
L42416:
        mul (8|M0)               acc0.0<1>:ud  r54.0<1;1,0>:ud   0x3F:uw             
        mach (8|M0)              r10.0<1>:ud   r54.0<1;1,0>:ud   0x3F:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r82.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r55.0<1;1,0>:ud   0x3F:uw             
        mach (8|M8)              r11.0<1>:ud   r55.0<1;1,0>:ud   0x3F:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r18.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r56.0<1;1,0>:ud   0x3F:uw             
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mach (8|M16)             r14.0<1>:ud   r56.0<1;1,0>:ud   0x3F:ud              {AccWrEn}
        mul (16|M0)              r28.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M16)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r57.0<1;1,0>:ud   0x3F:uw             
        mach (8|M24)             r15.0<1>:ud   r57.0<1;1,0>:ud   0x3F:ud              {AccWrEn}
        mov (16|M0)              r32.0<1>:f    r10.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r30.0<1>:f    r14.0<1;1,0>:f                   {Compacted,A@1}
        lzd (16|M0)              r24.0<1>:ud   r32.0<1;1,0>:ud                  {F@2}
        lzd (16|M16)             r22.0<1>:ud   r30.0<1;1,0>:ud                  {F@1}
        add (16|M16)             r8.0<1>:d     -r80.0<1;1,0>:d   159:w               {Compacted}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r24.0<1;1,0>:d    32:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r22.0<1;1,0>:d    32:w               {I@3}
        mov (16|M16)             r4.0<1>:f     r16.0<1;1,0>:ud                  {Compacted}
        mov (8|M24)              r3.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r8.0<1>:d     r8.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (16|M0)              r92.0<1>:f    r12.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r90.0<1>:f    r2.0<1;1,0>:f                    {Compacted,I@2}
        mul (16|M16)             r26.0<1>:f    r4.0<1;1,0>:f     r8.0<1;1,0>:f    {Compacted,A@1}
(~f0.0) goto (32|M0)                         L43008                  L43008                
L42736:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L42880                  L42880                
L42784:
        shl (16|M0)              r2.0<1>:d     r32.0<1;1,0>:d    r24.0<1;1,0>:d   {Compacted,F@2}
        shl (16|M16)             r4.0<1>:d     r30.0<1;1,0>:d    r22.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:d     r92.0<1;1,0>:ud   -r24.0<1;1,0>:d 
        shr (16|M16)             r8.0<1>:d     r90.0<1;1,0>:ud   -r22.0<1;1,0>:d 
        shl (16|M0)              r102.0<1>:d   r92.0<1;1,0>:d    r24.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r100.0<1>:d   r90.0<1;1,0>:d    r22.0<1;1,0>:d   {Compacted}
        or (16|M0)               r92.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r90.0<1>:d    r4.0<1;1,0>:d     r8.0<1;1,0>:d    {Compacted,I@4}
        goto (32|M0)                         L42880                  L42944                
L42880:
        join (32|M0)                         L42944                                
L42896:
        mov (16|M0)              r102.0<1>:f   r92.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r100.0<1>:f   r90.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r92.0<1>:d    r32.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r90.0<1>:d    r30.0<1;1,0>:d                   {F@1}
L42944:
        join (32|M0)                         L43008                                
L42960:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r92.0<1>:d    r92.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r90.0<1>:d    r90.0<1;1,0>:d    1:w               {I@5}
L43008:
        join (32|M0)                         L43024                                
L43024:
        add (16|M0)              r2.0<1>:d     -r24.0<1;1,0>:d   159:w               {Compacted}
        add (16|M16)             r4.0<1>:d     -r22.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r6.0<1>:f     r92.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M16)             r8.0<1>:f     r90.0<1;1,0>:ud                  {Compacted,I@4}
        shl (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     23:w               {Compacted,I@2}
        shl (16|M16)             r4.0<1>:d     r4.0<1;1,0>:d     23:w               {Compacted,I@2}
        mov (16|M0)              r10.0<1>:f    r98.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r18.0<1>:f    r96.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r12.0<1>:f    r70.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r20.0<1>:f    r68.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r14.0<1>:f    r28.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r22.0<1>:f    r26.0<1;1,0>:f                   {Compacted}
        mul (16|M0)              r16.0<1>:f    r6.0<1;1,0>:f     r2.0<1;1,0>:f    {Compacted,A@2}
        mul (16|M16)             r24.0<1>:f    r8.0<1;1,0>:f     r4.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M8)               r28.0<2>:d    r123.0<1;1,0>:d                  {F@4}
        mov (8|M0)               r26.0<2>:d    r122.0<1;1,0>:d                  {F@3}
        mov (8|M16)              r2.0<2>:d     r120.0<1;1,0>:d                  {F@2}
        mov (8|M24)              r4.0<2>:d     r121.0<1;1,0>:d                  {F@1}
        mov (8|M8)               r28.1<2>:d    r119.0<1;1,0>:d                 
        mov (8|M0)               r26.1<2>:d    r118.0<1;1,0>:d                 
        mov (8|M16)              r2.1<2>:d     r116.0<1;1,0>:d                 
        mov (8|M24)              r4.1<2>:d     r117.0<1;1,0>:d                 
        send.dc1 (16|M0)         null     r26     r10:8   0x0            0x080699FF           {A@3,$1} // wr:4+8, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r2      r18:8   0x0            0x080699FF           {A@1,$2} // wr:4+8, rd:0; a64 dword scattering write
        shl (16|M0)              r6.0<1>:d     r54.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r8.0<1>:d     r56.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r58.0<1;1,0>:f                   {Compacted}
        send.dc1 (16|M0)         r30      r6      null:0  0x0            0x04405C01           {A@2,$3} // wr:2+0, rd:4; untyped surface read with xy
        sync.nop                             null                             {Compacted,I@1}
        send.dc1 (16|M16)        r34      r8      null:0  0x0            0x04405C01           {$4} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M0)              r38.0<1>:d    r30.0<1;1,0>:d    2:w               {Compacted,$3.dst}
        and (16|M0)              r38.0<1>:d    r38.0<1;1,0>:d    252:w               {Compacted,I@1}
        sync.nop                             null                             {Compacted,$4.dst}
        shl (16|M16)             r10.0<1>:d    r34.0<1;1,0>:d    2:w               {Compacted,$1.src}
        addc (8|M0)              r12.0<1>:ud   r50.0<1;1,0>:ud   r38.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
        and (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    252:w               {Compacted,I@2}
        mov (8|M0)               r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r13.0<1>:ud   r51.0<1;1,0>:ud   r39.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r2.0<1>:d     r32.0<1;1,0>:d    2:w               {Compacted,$2.src}
        mov (8|M8)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r16.0<1>:ud   r48.0<1;1,0>:ud   r10.0<1;1,0>:ud  {AccWrEn,I@5}
        and (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     252:w               {Compacted,I@3}
        mov (8|M16)              r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r17.0<1>:ud   r49.0<1;1,0>:ud   r11.0<1;1,0>:ud  {AccWrEn}
        shl (16|M16)             r20.0<1>:d    r36.0<1;1,0>:d    2:w               {Compacted}
        mov (8|M24)              r22.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M0)              r24.0<1>:ud   r50.0<1;1,0>:ud   r2.0<1;1,0>:ud   {AccWrEn,Compacted,I@5}
        and (16|M16)             r20.0<1>:d    r20.0<1;1,0>:d    252:w               {Compacted,I@3}
        mov (8|M0)               r26.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r25.0<1>:ud   r51.0<1;1,0>:ud   r3.0<1;1,0>:ud   {AccWrEn}
        add (8|M0)               r38.1<2>:ud   r14.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r30.0<1>:ud   r48.0<1;1,0>:ud   r20.0<1;1,0>:ud  {AccWrEn,I@5}
        add (8|M8)               r40.1<2>:ud   r4.0<1;1,0>:ud    r47.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r32.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r31.0<1>:ud   r49.0<1;1,0>:ud   r21.0<1;1,0>:ud  {AccWrEn}
        add (8|M16)              r33.1<2>:ud   r18.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        mov (8|M24)              r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M24)              r35.1<2>:ud   r22.0<1;1,0>:ud   r53.0<1;1,0>:ud  {Compacted}
        add (8|M0)               r42.1<2>:ud   r26.0<1;1,0>:ud   r46.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M0)               r38.0<2>:d    r12.0<1;1,0>:d                  
        add (8|M8)               r44.1<2>:ud   r28.0<1;1,0>:ud   r47.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M8)               r40.0<2>:d    r13.0<1;1,0>:d                  
        mov (8|M16)              r33.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M24)              r35.0<2>:d    r17.0<1;1,0>:d                  
        add (8|M24)              r48.1<2>:ud   r10.0<1;1,0>:ud   r53.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M0)               r42.0<2>:d    r24.0<1;1,0>:d                  
        add (8|M16)              r46.1<2>:ud   r32.0<1;1,0>:ud   r52.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r44.0<2>:d    r25.0<1;1,0>:d                  
        mov (8|M24)              r48.0<2>:d    r31.0<1;1,0>:d                  
        mov (8|M16)              r46.0<2>:d    r30.0<1;1,0>:d                  
        send.dc1 (16|M0)         r2       r38     null:0  0x0            0x082411FF           {A@7,$5} // wr:4+0, rd:2; a64 dword gathering read
        send.dc1 (16|M16)        r4       r33     null:0  0x0            0x082411FF           {A@7,$6} // wr:4+0, rd:2; a64 dword gathering read
        send.dc1 (16|M0)         r12      r42     null:0  0x0            0x082411FF           {A@3,$7} // wr:4+0, rd:2; a64 dword gathering read
        send.dc1 (16|M16)        r14      r46     null:0  0x0            0x082411FF           {A@1,$8} // wr:4+0, rd:2; a64 dword gathering read
        sync.nop                             null                             {Compacted,$7.dst}
        add (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r12.0<1;1,0>:f   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$8.dst}
        add (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r14.0<1;1,0>:f   {Compacted,$6.dst}
        send.dc1 (16|M0)         null     r6      r12:2   0x0            0x04025E00           {A@2,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r8      r14:2   0x0            0x04025E00           {A@1,$10} // wr:2+2, rd:0; untyped surface write with x
(W)     send.ugm (1|M0)          r10      r58     null:0  0x0            0x0214031F           {$11} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r10.0<1;1,0>:ud                  {$11.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L43976:
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
        illegal                
