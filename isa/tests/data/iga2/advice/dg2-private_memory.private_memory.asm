L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r60.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$0.dst}
(W)     mov (8|M0)               r4.0<1>:w     0x76543210:v                               {A@1}
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                              
(W)     add (8|M0)               r4.8<1>:w     r4.0<1;1,0>:w     8:w               {I@2}
(W)     add (8|M0)               r3.8<1>:w     r3.0<1;1,0>:w     8:w               {I@2}
(W)     add (16|M0)              r4.0<1>:w     r4.0<1;1,0>:w     16:w               {I@2}
        sync.nop                             null                             {Compacted,$1.dst}
(W)     and (1|M0)               r5.0<1>:ud    sr0.0<0;1,0>:ud   16383:w               {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r60.2<0;1,0>:uw  {A@1}
(W)     mach (1|M0)              r10.0<1>:ud   r7.3<0;1,0>:ud    r60.1<0;1,0>:ud  {AccWrEn}
        mov (16|M0)              r12.0<1>:d    r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r14.0<1>:d    r2.0<1;1,0>:uw                  
        addc (8|M0)              r16.0<1>:ud   r9.0<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
(W)     and (1|M0)               r5.1<1>:ud    r5.0<0;1,0>:ud    63:w              
        add (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud  r10.0<0;1,0>:ud 
        addc (8|M8)              r17.0<1>:ud   r9.0<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn}
(W)     asr (1|M0)               r5.2<1>:ud    r5.0<0;1,0>:ud    1:w              
(W)     mov (1|M0)               r5.3<1>:d     -64:w                              
        add (8|M8)               r19.0<1>:ud   acc0.0<1;1,0>:ud  r10.0<0;1,0>:ud 
        addc (8|M16)             r20.0<1>:ud   r9.0<0;1,0>:ud    r14.0<1;1,0>:ud  {AccWrEn,I@7}
(W)     bfn.0xF8 (1|M0)          r5.0<1>:ud    r5.2<0;0>:ud      r5.3<0;0>:ud      r5.1<0>:ud       {I@3} // s0&s1|s2
        add (8|M16)              r22.0<1>:ud   acc0.0<1;1,0>:ud  r10.0<0;1,0>:ud 
        addc (8|M24)             r21.0<1>:ud   r9.0<0;1,0>:ud    r15.0<1;1,0>:ud  {AccWrEn}
(W)     mov (1|M0)               r6.2<1>:d     -8:w                              
(W)     and (1|M0)               r6.0<1>:ud    r5.0<0;1,0>:ud    7:w               {I@4}
(W)     asr (1|M0)               r6.1<1>:ud    r5.0<0;1,0>:ud    1:w              
        add (8|M24)              r23.0<1>:ud   acc0.0<1;1,0>:ud  r10.0<0;1,0>:ud 
        addc (8|M0)              r44.0<1>:ud   r16.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
(W)     bfn.0xF8 (1|M0)          r5.0<1>:ud    r6.1<0;0>:ud      r6.2<0;0>:ud      r6.0<0>:ud       {I@3} // s0&s1|s2
        add (8|M0)               r56.0<1>:ud   acc0.0<1;1,0>:ud  r18.0<1;1,0>:ud 
        addc (8|M8)              r45.0<1>:ud   r17.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        shl (16|M0)              r12.0<1>:d    r3.0<1;1,0>:uw    2:w              
(W)     mul (1|M0)               r7.6<1>:d     r5.0<0;1,0>:d     8192:w               {I@4}
        add (8|M8)               r57.0<1>:ud   acc0.0<1;1,0>:ud  r19.0<1;1,0>:ud 
        addc (8|M16)             r42.0<1>:ud   r20.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (16|M0)              r12.0<1>:d    r7.6<0;1,0>:d     r12.0<1;1,0>:d   {Compacted,I@3}
        add (8|M16)              r58.0<1>:ud   acc0.0<1;1,0>:ud  r22.0<1;1,0>:ud 
        addc (8|M24)             r43.0<1>:ud   r21.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        shl (16|M16)             r24.0<1>:d    r4.0<1;1,0>:uw    2:w              
        add (8|M24)              r59.0<1>:ud   acc0.0<1;1,0>:ud  r23.0<1;1,0>:ud 
        sync.nop                             null                             {Compacted,$2.dst}
        addc (8|M0)              r40.0<1>:ud   r8.2<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn,Compacted,I@5}
        add (16|M16)             r24.0<1>:d    r7.6<0;1,0>:d     r24.0<1;1,0>:d   {Compacted,I@3}
        add (8|M0)               r50.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
        addc (8|M8)              r41.0<1>:ud   r8.2<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn}
        lzd (16|M0)              r124.0<1>:ud  r56.0<1;1,0>:ud                 
        add (8|M8)               r51.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
        addc (8|M16)             r38.0<1>:ud   r8.2<0;1,0>:ud    r24.0<1;1,0>:ud  {AccWrEn,I@5}
        lzd (16|M16)             r122.0<1>:ud  r58.0<1;1,0>:ud                 
        add (8|M16)              r54.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
        addc (8|M24)             r39.0<1>:ud   r8.2<0;1,0>:ud    r25.0<1;1,0>:ud  {AccWrEn}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   32:w               {Compacted,I@6}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r122.0<1;1,0>:d   32:w               {I@4}
        add (8|M24)              r55.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
        mov (16|M16)             r10.0<1>:f    0.0:f                               {Compacted}
        mov (8|M0)               r14.0<2>:d    r40.0<1;1,0>:d                  
        mov (16|M0)              r6.0<1>:f     0.0:f                               {Compacted}
        mov (8|M8)               r16.0<2>:d    r41.0<1;1,0>:d                  
        mov (8|M16)              r2.0<2>:d     r38.0<1;1,0>:d                  
        mov (8|M24)              r4.0<2>:d     r39.0<1;1,0>:d                   {I@7}
        mov (8|M0)               r14.1<2>:d    r50.0<1;1,0>:d                  
        mov (8|M8)               r16.1<2>:d    r51.0<1;1,0>:d                  
        mov (8|M16)              r2.1<2>:d     r54.0<1;1,0>:d                  
        mov (8|M24)              r4.1<2>:d     r55.0<1;1,0>:d                   {I@7}
        send.ugm (16|M0)         null     r14     r6:2    0x0            0x080E0584           {A@1,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        send.ugm (16|M16)        null     r2      r10:2   0x0            0x080E0584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
(~f0.0) goto (32|M0)                         L1592                  L1592                
L1288:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r124.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r122.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L1448                  L1448                
L1336:
        add (16|M0)              r6.0<1>:d     -r124.0<1;1,0>:d  32:w               {Compacted,$3.src}
        add (16|M16)             r10.0<1>:d    -r122.0<1;1,0>:d  32:w               {Compacted,$4.src}
        shl (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r58.0<1;1,0>:d    r122.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r44.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r52.0<1>:d    r44.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r48.0<1>:d    r42.0<1;1,0>:d    r122.0<1;1,0>:d  {Compacted}
        or (16|M0)               r84.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r82.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L1448                  L1512                
L1448:
        join (32|M0)                         L1512                                
L1464:
        mov (16|M0)              r84.0<1>:f    r56.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r82.0<1>:f    r58.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r52.0<1>:d    r44.0<1;1,0>:d                  
        mov (16|M16)             r48.0<1>:d    r42.0<1;1,0>:d                  
L1512:
        join (32|M0)                         L1592                                
L1528:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r52.0<1;1,0>:d    0:w               {Compacted,I@3}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r48.0<1;1,0>:d    0:w               {I@3}
(f0.0)  or (16|M0)               r84.0<1>:d    r84.0<1;1,0>:d    1:w               {Compacted,F@2}
(f0.0)  or (16|M16)              r82.0<1>:d    r82.0<1;1,0>:d    1:w               {F@1}
        goto (32|M0)                         L1592                  L1632                
L1592:
        join (32|M0)                         L1632                                
L1608:
        mov (16|M0)              r84.0<1>:f    r44.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r82.0<1>:d    r42.0<1;1,0>:d                  
L1632:
        join (32|M0)                         L1648                                
L1648:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x80:ud              {AccWrEn,Compacted,$3.src}
        add (16|M0)              r6.0<1>:d     -r124.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x80:ud              {AccWrEn}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r2.0<1>:f     r84.0<1;1,0>:ud                  {Compacted,F@1}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r122.0<1;1,0>:d  159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r82.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted,I@6}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@5}
        shr (16|M16)             r6.0<1>:ud    r42.0<1;1,0>:ud   31:w              
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted,I@5}
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        shl (16|M16)             r24.0<1>:d    r58.0<1;1,0>:d    1:w               {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        shr (16|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   31:w               {F@1}
        shl (16|M0)              r10.0<1>:d    r56.0<1;1,0>:d    1:w               {Compacted}
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@1,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        or (16|M0)               r34.0<1>:d    r10.0<1;1,0>:d    r4.0<1;1,0>:d    {Compacted}
        or (16|M16)              r32.0<1>:d    r24.0<1;1,0>:d    r6.0<1;1,0>:d    {Compacted,$6.src}
        lzd (16|M0)              r80.0<1>:ud   r34.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r78.0<1>:ud   r32.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r78.0<1;1,0>:d    32:w               {I@2}
        shl (16|M0)              r96.0<1>:d    r44.0<1;1,0>:d    1:w               {Compacted}
        shl (16|M16)             r94.0<1>:d    r42.0<1;1,0>:d    1:w               {Compacted}
(~f1.0) goto (32|M0)                         L2384                  L2384                
L2096:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r80.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L2248                  L2248                
L2136:
        add (16|M0)              r6.0<1>:d     -r80.0<1;1,0>:d   32:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r78.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r34.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r32.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r96.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r94.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r114.0<1>:d   r96.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r112.0<1>:d   r94.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted}
        or (16|M0)               r96.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r94.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L2248                  L2312                
L2248:
        join (32|M0)                         L2312                                
L2264:
        mov (16|M0)              r114.0<1>:f   r96.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r112.0<1>:f   r94.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r96.0<1>:d    r34.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r94.0<1>:d    r32.0<1;1,0>:d                   {F@1}
L2312:
        join (32|M0)                         L2384                                
L2328:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r114.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r96.0<1>:d    r96.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r94.0<1>:d    r94.0<1;1,0>:d    1:w               {I@5}
L2384:
        join (32|M0)                         L2400                                
L2400:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x100:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r80.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x100:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r78.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x100:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r96.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x100:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r94.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        sync.nop                             null                             {Compacted,$5.src}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x3:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x3:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x3:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x3:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x3:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x3:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x3:uw              {$8.src}
        add (16|M0)              r30.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r28.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r76.0<1>:ud   r30.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r74.0<1>:ud   r28.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r74.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r114.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r92.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L3264                  L3264                
L2976:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r76.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L3136                  L3136                
L3024:
        add (16|M0)              r6.0<1>:d     -r76.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r74.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r30.0<1;1,0>:d    r76.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r28.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r114.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r92.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r110.0<1>:d   r114.0<1;1,0>:d   r76.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r108.0<1>:d   r92.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        or (16|M0)               r114.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r92.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L3136                  L3200                
L3136:
        join (32|M0)                         L3200                                
L3152:
        mov (16|M0)              r110.0<1>:f   r114.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r108.0<1>:f   r92.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r114.0<1>:d   r30.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r92.0<1>:d    r28.0<1;1,0>:d                   {F@1}
L3200:
        join (32|M0)                         L3264                                
L3216:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r114.0<1>:d   r114.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r92.0<1>:d    r92.0<1;1,0>:d    1:w               {I@5}
L3264:
        join (32|M0)                         L3280                                
L3280:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x180:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r76.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x180:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r74.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x180:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r114.0<1;1,0>:ud                 {Compacted,I@7}
        mov (16|M16)             r4.0<1>:f     r92.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x180:ud              {AccWrEn}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted,I@7}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,A@2}
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        shl (16|M16)             r24.0<1>:d    r58.0<1;1,0>:d    2:w               {Compacted}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@2}
        shr (16|M16)             r6.0<1>:ud    r42.0<1;1,0>:ud   30:w              
        shr (16|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   30:w               {F@1}
        shl (16|M0)              r10.0<1>:d    r56.0<1;1,0>:d    2:w               {Compacted}
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted,I@5}
        sync.nop                             null                             {Compacted,$9.src}
        or (16|M16)              r22.0<1>:d    r24.0<1;1,0>:d    r6.0<1;1,0>:d    {Compacted,I@5}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        or (16|M0)               r26.0<1>:d    r10.0<1;1,0>:d    r4.0<1;1,0>:d    {Compacted,I@6}
        lzd (16|M16)             r70.0<1>:ud   r22.0<1;1,0>:ud                  {I@4}
        lzd (16|M0)              r72.0<1>:ud   r26.0<1;1,0>:ud                  {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    32:w               {I@2}
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        shl (16|M0)              r90.0<1>:d    r44.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r88.0<1>:d    r42.0<1;1,0>:d    2:w               {Compacted}
(~f1.0) goto (32|M0)                         L4016                  L4016                
L3728:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r72.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L3880                  L3880                
L3768:
        add (16|M0)              r6.0<1>:d     -r72.0<1;1,0>:d   32:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r70.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r26.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r22.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r90.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r88.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r106.0<1>:d   r90.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r104.0<1>:d   r88.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted}
        or (16|M0)               r90.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r88.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L3880                  L3944                
L3880:
        join (32|M0)                         L3944                                
L3896:
        mov (16|M0)              r106.0<1>:f   r90.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r104.0<1>:f   r88.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r90.0<1>:d    r26.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r88.0<1>:d    r22.0<1;1,0>:d                   {F@1}
L3944:
        join (32|M0)                         L4016                                
L3960:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r90.0<1>:d    r90.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r88.0<1>:d    r88.0<1;1,0>:d    1:w               {I@5}
L4016:
        join (32|M0)                         L4032                                
L4032:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x200:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r72.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x200:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r70.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x200:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r90.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x200:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r88.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x5:uw             
        sync.nop                             null                             {Compacted,$10.src}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x5:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x5:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x5:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x5:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x5:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x5:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x5:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x5:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x5:uw              {$12.src}
        add (16|M0)              r20.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r18.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r68.0<1>:ud   r20.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r66.0<1>:ud   r18.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r68.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r112.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r86.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L4896                  L4896                
L4608:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r68.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L4768                  L4768                
L4656:
        add (16|M0)              r6.0<1>:d     -r68.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r66.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r20.0<1;1,0>:d    r68.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r18.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r112.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r86.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r102.0<1>:d   r112.0<1;1,0>:d   r68.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r100.0<1>:d   r86.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted}
        or (16|M0)               r112.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r86.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L4768                  L4832                
L4768:
        join (32|M0)                         L4832                                
L4784:
        mov (16|M0)              r102.0<1>:f   r112.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r100.0<1>:f   r86.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r112.0<1>:d   r20.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r86.0<1>:d    r18.0<1;1,0>:d                   {F@1}
L4832:
        join (32|M0)                         L4896                                
L4848:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r112.0<1>:d   r112.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r86.0<1>:d    r86.0<1;1,0>:d    1:w               {I@5}
L4896:
        join (32|M0)                         L4912                                
L4912:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x280:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r68.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x280:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r66.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x280:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r112.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x280:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r86.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x6:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x6:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x6:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x6:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x6:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x6:ud              {AccWrEn}
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@2,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x6:uw             
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x6:ud              {AccWrEn}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x6:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@2,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x6:uw              {$14.src}
        add (16|M0)              r16.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        mov (16|M16)             r84.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@3}
        add (16|M16)             r12.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,A@1}
        lzd (16|M0)              r64.0<1>:ud   r16.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r62.0<1>:ud   r12.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    32:w               {I@2}
        mov (16|M0)              r110.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L5776                  L5776                
L5488:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r64.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r62.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L5640                  L5640                
L5528:
        add (16|M0)              r6.0<1>:d     -r64.0<1;1,0>:d   32:w               {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r62.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r16.0<1;1,0>:d    r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r12.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r110.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r84.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r98.0<1>:d    r110.0<1;1,0>:d   r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r96.0<1>:d    r84.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted}
        or (16|M0)               r110.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r84.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L5640                  L5704                
L5640:
        join (32|M0)                         L5704                                
L5656:
        mov (16|M0)              r98.0<1>:f    r110.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r96.0<1>:f    r84.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r110.0<1>:d   r16.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r84.0<1>:d    r12.0<1;1,0>:d                   {F@1}
L5704:
        join (32|M0)                         L5776                                
L5720:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r110.0<1>:d   r110.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r84.0<1>:d    r84.0<1;1,0>:d    1:w               {I@5}
L5776:
        join (32|M0)                         L5792                                
L5792:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x300:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r64.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x300:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r62.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x300:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r110.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x300:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r84.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x7:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x7:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x7:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x7:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x7:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x7:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x7:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x7:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x7:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x7:uw              {$0.src}
        add (16|M0)              r126.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r124.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r52.0<1>:ud   r126.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r48.0<1>:ud   r124.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r52.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r48.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r108.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r82.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L6648                  L6648                
L6360:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r52.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r48.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L6520                  L6520                
L6408:
        add (16|M0)              r6.0<1>:d     -r52.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r48.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r126.0<1;1,0>:d   r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r124.0<1;1,0>:d   r48.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r108.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r82.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r94.0<1>:d    r108.0<1;1,0>:d   r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r92.0<1>:d    r82.0<1;1,0>:d    r48.0<1;1,0>:d   {Compacted}
        or (16|M0)               r108.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r82.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L6520                  L6584                
L6520:
        join (32|M0)                         L6584                                
L6536:
        mov (16|M0)              r94.0<1>:f    r108.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r92.0<1>:f    r82.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r108.0<1>:d   r126.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r82.0<1>:d    r124.0<1;1,0>:d                  {F@1}
L6584:
        join (32|M0)                         L6648                                
L6600:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r108.0<1>:d   r108.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r82.0<1>:d    r82.0<1;1,0>:d    1:w               {I@5}
L6648:
        join (32|M0)                         L6664                                
L6664:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x380:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r52.0<1;1,0>:d   159:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r48.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x380:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r108.0<1;1,0>:ud                 {Compacted,I@7}
        mov (16|M16)             r4.0<1>:f     r82.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,A@2}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted,I@1}
        shr (16|M16)             r6.0<1>:ud    r42.0<1;1,0>:ud   29:w               {F@2}
        shr (16|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   29:w               {F@1}
        shl (16|M0)              r10.0<1>:d    r56.0<1;1,0>:d    3:w               {Compacted}
        shl (16|M16)             r24.0<1>:d    r58.0<1;1,0>:d    3:w               {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x380:ud              {AccWrEn}
        or (16|M0)               r122.0<1>:d   r10.0<1;1,0>:d    r4.0<1;1,0>:d    {Compacted,I@3}
        or (16|M16)              r120.0<1>:d   r24.0<1;1,0>:d    r6.0<1;1,0>:d    {Compacted,I@3}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        lzd (16|M0)              r46.0<1>:ud   r122.0<1;1,0>:ud                 {I@3}
        lzd (16|M16)             r36.0<1>:ud   r120.0<1;1,0>:ud                 {I@3}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x380:ud              {AccWrEn}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r46.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    32:w               {I@3}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted,I@4}
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@3,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@1,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        shl (16|M0)              r80.0<1>:d    r44.0<1;1,0>:d    3:w               {Compacted}
        shl (16|M16)             r78.0<1>:d    r42.0<1;1,0>:d    3:w               {Compacted}
(~f1.0) goto (32|M0)                         L7392                  L7392                
L7104:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r46.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L7256                  L7256                
L7144:
        add (16|M0)              r6.0<1>:d     -r46.0<1;1,0>:d   32:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r36.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r122.0<1;1,0>:d   r46.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r120.0<1;1,0>:d   r36.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r80.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r78.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r90.0<1>:d    r80.0<1;1,0>:d    r46.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r88.0<1>:d    r78.0<1;1,0>:d    r36.0<1;1,0>:d   {Compacted}
        or (16|M0)               r80.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r78.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L7256                  L7320                
L7256:
        join (32|M0)                         L7320                                
L7272:
        mov (16|M0)              r90.0<1>:f    r80.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r88.0<1>:f    r78.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r80.0<1>:d    r122.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r78.0<1>:d    r120.0<1;1,0>:d                  {F@1}
L7320:
        join (32|M0)                         L7392                                
L7336:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r80.0<1>:d    r80.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r78.0<1>:d    r78.0<1;1,0>:d    1:w               {I@5}
L7392:
        join (32|M0)                         L7408                                
L7408:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x400:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r46.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x400:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r36.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x400:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r80.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x400:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r78.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        sync.nop                             null                             {Compacted,$1.src}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x9:uw             
        sync.nop                             null                             {Compacted,$2.src}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x9:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x9:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x9:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x9:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x9:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x9:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x9:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x9:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x9:uw              {$4.src}
        add (16|M0)              r118.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r116.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r34.0<1>:ud   r118.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r32.0<1>:ud   r116.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r32.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r106.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r76.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L8280                  L8280                
L7992:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r34.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r32.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L8152                  L8152                
L8040:
        add (16|M0)              r6.0<1>:d     -r34.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r32.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r118.0<1;1,0>:d   r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r116.0<1;1,0>:d   r32.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r106.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r76.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r86.0<1>:d    r106.0<1;1,0>:d   r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r84.0<1>:d    r76.0<1;1,0>:d    r32.0<1;1,0>:d   {Compacted}
        or (16|M0)               r106.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r76.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L8152                  L8216                
L8152:
        join (32|M0)                         L8216                                
L8168:
        mov (16|M0)              r86.0<1>:f    r106.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r84.0<1>:f    r76.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r106.0<1>:d   r118.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r76.0<1>:d    r116.0<1;1,0>:d                  {F@1}
L8216:
        join (32|M0)                         L8280                                
L8232:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r106.0<1>:d   r106.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r76.0<1>:d    r76.0<1;1,0>:d    1:w               {I@5}
L8280:
        join (32|M0)                         L8296                                
L8296:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x480:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r34.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x480:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r32.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x480:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r106.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x480:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r76.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0xA:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0xA:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0xA:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0xA:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0xA:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0xA:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0xA:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0xA:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0xA:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0xA:uw              {$6.src}
        add (16|M0)              r114.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r112.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r30.0<1>:ud   r114.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r28.0<1>:ud   r112.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r30.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r104.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r74.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L9160                  L9160                
L8872:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r30.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r28.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L9024                  L9024                
L8912:
        add (16|M0)              r6.0<1>:d     -r30.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r28.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   r30.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r112.0<1;1,0>:d   r28.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r104.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r74.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r82.0<1>:d    r104.0<1;1,0>:d   r30.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r80.0<1>:d    r74.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted}
        or (16|M0)               r104.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r74.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L9024                  L9088                
L9024:
        join (32|M0)                         L9088                                
L9040:
        mov (16|M0)              r82.0<1>:f    r104.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r80.0<1>:f    r74.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r104.0<1>:d   r114.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r74.0<1>:d    r112.0<1;1,0>:d                  {F@1}
L9088:
        join (32|M0)                         L9160                                
L9104:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r104.0<1>:d   r104.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r74.0<1>:d    r74.0<1;1,0>:d    1:w               {I@5}
L9160:
        join (32|M0)                         L9176                                
L9176:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x500:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r30.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x500:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r28.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x500:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r104.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x500:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r74.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0xB:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0xB:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0xB:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0xB:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0xB:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0xB:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0xB:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0xB:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0xB:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0xB:uw              {$8.src}
        add (16|M0)              r110.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r108.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r26.0<1>:ud   r110.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r24.0<1>:ud   r108.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r24.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r102.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r72.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L10032                  L10032                
L9744:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r26.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L9904                  L9904                
L9792:
        add (16|M0)              r6.0<1>:d     -r26.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r24.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r110.0<1;1,0>:d   r26.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r108.0<1;1,0>:d   r24.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r102.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r72.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r78.0<1>:d    r102.0<1;1,0>:d   r26.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r76.0<1>:d    r72.0<1;1,0>:d    r24.0<1;1,0>:d   {Compacted}
        or (16|M0)               r102.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r72.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L9904                  L9968                
L9904:
        join (32|M0)                         L9968                                
L9920:
        mov (16|M0)              r78.0<1>:f    r102.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r76.0<1>:f    r72.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r102.0<1>:d   r110.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r72.0<1>:d    r108.0<1;1,0>:d                  {F@1}
L9968:
        join (32|M0)                         L10032                                
L9984:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r102.0<1>:d   r102.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r72.0<1>:d    r72.0<1;1,0>:d    1:w               {I@5}
L10032:
        join (32|M0)                         L10048                                
L10048:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x580:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r26.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x580:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r24.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x580:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r102.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x580:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r72.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0xC:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0xC:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0xC:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0xC:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0xC:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0xC:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0xC:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0xC:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0xC:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0xC:uw              {$10.src}
        add (16|M0)              r106.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r104.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r22.0<1>:ud   r106.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r20.0<1>:ud   r104.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r100.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r70.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L10912                  L10912                
L10624:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r22.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r20.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L10776                  L10776                
L10664:
        add (16|M0)              r6.0<1>:d     -r22.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r20.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r106.0<1;1,0>:d   r22.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r104.0<1;1,0>:d   r20.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r100.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r70.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r74.0<1>:d    r100.0<1;1,0>:d   r22.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r72.0<1>:d    r70.0<1;1,0>:d    r20.0<1;1,0>:d   {Compacted}
        or (16|M0)               r100.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r70.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L10776                  L10840                
L10776:
        join (32|M0)                         L10840                                
L10792:
        mov (16|M0)              r74.0<1>:f    r100.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r72.0<1>:f    r70.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r100.0<1>:d   r106.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r70.0<1>:d    r104.0<1;1,0>:d                  {F@1}
L10840:
        join (32|M0)                         L10912                                
L10856:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r100.0<1>:d   r100.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r70.0<1>:d    r70.0<1;1,0>:d    1:w               {I@5}
L10912:
        join (32|M0)                         L10928                                
L10928:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x600:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r22.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x600:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r20.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x600:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r100.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x600:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r70.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0xD:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0xD:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0xD:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0xD:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0xD:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0xD:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0xD:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0xD:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0xD:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0xD:uw              {$12.src}
        add (16|M0)              r102.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r100.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r18.0<1>:ud   r102.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r16.0<1>:ud   r100.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r98.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r68.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L11784                  L11784                
L11496:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r18.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r16.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L11656                  L11656                
L11544:
        add (16|M0)              r6.0<1>:d     -r18.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r16.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r102.0<1;1,0>:d   r18.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r100.0<1;1,0>:d   r16.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r98.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r68.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r70.0<1>:d    r98.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r66.0<1>:d    r68.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted}
        or (16|M0)               r98.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r68.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L11656                  L11720                
L11656:
        join (32|M0)                         L11720                                
L11672:
        mov (16|M0)              r70.0<1>:f    r98.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r66.0<1>:f    r68.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r98.0<1>:d    r102.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r68.0<1>:d    r100.0<1;1,0>:d                  {F@1}
L11720:
        join (32|M0)                         L11784                                
L11736:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r98.0<1>:d    r98.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r68.0<1>:d    r68.0<1;1,0>:d    1:w               {I@5}
L11784:
        join (32|M0)                         L11800                                
L11800:
        add (16|M16)             r10.0<1>:d    -r16.0<1;1,0>:d   159:w               {Compacted}
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x680:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r18.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x680:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r98.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x680:ud              {AccWrEn}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@5}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x680:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r68.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0xE:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0xE:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0xE:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0xE:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0xE:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0xE:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0xE:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0xE:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0xE:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0xE:uw              {$14.src}
        add (16|M0)              r98.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (16|M16)             r94.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@3}
        mov (16|M16)             r66.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@2}
        lzd (16|M0)              r14.0<1>:ud   r98.0<1;1,0>:ud                 
        lzd (16|M16)             r12.0<1>:ud   r94.0<1;1,0>:ud                  {A@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    32:w               {I@2}
        mov (16|M0)              r96.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L12664                  L12664                
L12376:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r14.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r12.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L12528                  L12528                
L12416:
        add (16|M0)              r6.0<1>:d     -r14.0<1;1,0>:d   32:w               {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r12.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r98.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r94.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r96.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r66.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r64.0<1>:d    r96.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r62.0<1>:d    r66.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        or (16|M0)               r96.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r66.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L12528                  L12592                
L12528:
        join (32|M0)                         L12592                                
L12544:
        mov (16|M0)              r64.0<1>:f    r96.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r62.0<1>:f    r66.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r96.0<1>:d    r98.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r66.0<1>:d    r94.0<1;1,0>:d                   {F@1}
L12592:
        join (32|M0)                         L12664                                
L12608:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r96.0<1>:d    r96.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r66.0<1>:d    r66.0<1;1,0>:d    1:w               {I@5}
L12664:
        join (32|M0)                         L12680                                
L12680:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x700:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r14.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x700:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r12.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x700:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r96.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x700:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r66.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0xF:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0xF:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0xF:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0xF:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0xF:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0xF:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0xF:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0xF:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0xF:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0xF:uw              {$0.src}
        add (16|M0)              r92.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r90.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r126.0<1>:ud  r92.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r124.0<1>:ud  r90.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r94.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r64.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L13536                  L13536                
L13248:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r126.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r124.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L13408                  L13408                
L13296:
        add (16|M0)              r6.0<1>:d     -r126.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r124.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r92.0<1;1,0>:d    r126.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r90.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r94.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r64.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r52.0<1>:d    r94.0<1;1,0>:d    r126.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r48.0<1>:d    r64.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        or (16|M0)               r94.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r64.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L13408                  L13472                
L13408:
        join (32|M0)                         L13472                                
L13424:
        mov (16|M0)              r52.0<1>:f    r94.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r48.0<1>:f    r64.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r94.0<1>:d    r92.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r64.0<1>:d    r90.0<1;1,0>:d                   {F@1}
L13472:
        join (32|M0)                         L13536                                
L13488:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r52.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r48.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r94.0<1>:d    r94.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r64.0<1>:d    r64.0<1;1,0>:d    1:w               {I@5}
L13536:
        join (32|M0)                         L13552                                
L13552:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x780:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r126.0<1;1,0>:d  159:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r124.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x780:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r94.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r4.0<1>:f     r64.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,A@2}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted,I@1}
        shr (16|M16)             r6.0<1>:ud    r42.0<1;1,0>:ud   28:w               {F@2}
        shr (16|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   28:w               {F@1}
        shl (16|M0)              r10.0<1>:d    r56.0<1;1,0>:d    4:w               {Compacted}
        shl (16|M16)             r24.0<1>:d    r58.0<1;1,0>:d    4:w               {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x780:ud              {AccWrEn}
        or (16|M0)               r88.0<1>:d    r10.0<1;1,0>:d    r4.0<1;1,0>:d    {Compacted,I@3}
        or (16|M16)              r86.0<1>:d    r24.0<1;1,0>:d    r6.0<1;1,0>:d    {Compacted,I@3}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        lzd (16|M0)              r122.0<1>:ud  r88.0<1;1,0>:ud                  {I@3}
        lzd (16|M16)             r120.0<1>:ud  r86.0<1;1,0>:ud                  {I@3}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x780:ud              {AccWrEn}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r122.0<1;1,0>:d   32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r120.0<1;1,0>:d   32:w               {I@3}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted,I@4}
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@3,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@1,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        shl (16|M0)              r62.0<1>:d    r44.0<1;1,0>:d    4:w               {Compacted}
        shl (16|M16)             r52.0<1>:d    r42.0<1;1,0>:d    4:w               {Compacted}
(~f1.0) goto (32|M0)                         L14280                  L14280                
L13992:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r122.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r120.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L14144                  L14144                
L14032:
        add (16|M0)              r6.0<1>:d     -r122.0<1;1,0>:d  32:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r120.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r88.0<1;1,0>:d    r122.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r86.0<1;1,0>:d    r120.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r62.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r52.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r46.0<1>:d    r62.0<1;1,0>:d    r122.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r36.0<1>:d    r52.0<1;1,0>:d    r120.0<1;1,0>:d  {Compacted}
        or (16|M0)               r62.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r52.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L14144                  L14208                
L14144:
        join (32|M0)                         L14208                                
L14160:
        mov (16|M0)              r46.0<1>:f    r62.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r36.0<1>:f    r52.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r62.0<1>:d    r88.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r52.0<1>:d    r86.0<1;1,0>:d                   {F@1}
L14208:
        join (32|M0)                         L14280                                
L14224:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r46.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r62.0<1>:d    r62.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r52.0<1>:d    r52.0<1;1,0>:d    1:w               {I@5}
L14280:
        join (32|M0)                         L14296                                
L14296:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x800:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r122.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x800:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r120.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x800:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r62.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x800:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r52.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        sync.nop                             null                             {Compacted,$1.src}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x11:uw             
        sync.nop                             null                             {Compacted,$2.src}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x11:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x11:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x11:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x11:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x11:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x11:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x11:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x11:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x11:uw              {$4.src}
        add (16|M0)              r84.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r82.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r118.0<1>:ud  r84.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r116.0<1>:ud  r82.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r118.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r116.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r92.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r48.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L15168                  L15168                
L14880:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r118.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r116.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L15040                  L15040                
L14928:
        add (16|M0)              r6.0<1>:d     -r118.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r116.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r84.0<1;1,0>:d    r118.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r82.0<1;1,0>:d    r116.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r92.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r48.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r34.0<1>:d    r92.0<1;1,0>:d    r118.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r32.0<1>:d    r48.0<1;1,0>:d    r116.0<1;1,0>:d  {Compacted}
        or (16|M0)               r92.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r48.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L15040                  L15104                
L15040:
        join (32|M0)                         L15104                                
L15056:
        mov (16|M0)              r34.0<1>:f    r92.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r32.0<1>:f    r48.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r92.0<1>:d    r84.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r48.0<1>:d    r82.0<1;1,0>:d                   {F@1}
L15104:
        join (32|M0)                         L15168                                
L15120:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r32.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r92.0<1>:d    r92.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r48.0<1>:d    r48.0<1;1,0>:d    1:w               {I@5}
L15168:
        join (32|M0)                         L15184                                
L15184:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x880:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r118.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x880:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r116.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x880:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r92.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x880:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r48.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x12:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x12:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x12:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x12:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x12:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x12:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x12:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x12:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x12:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x12:uw              {$6.src}
        add (16|M0)              r80.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r78.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r114.0<1>:ud  r80.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r112.0<1>:ud  r78.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r114.0<1;1,0>:d   32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r90.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r46.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L16048                  L16048                
L15760:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r114.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L15912                  L15912                
L15800:
        add (16|M0)              r6.0<1>:d     -r114.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r112.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r80.0<1;1,0>:d    r114.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r78.0<1;1,0>:d    r112.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r90.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r46.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r30.0<1>:d    r90.0<1;1,0>:d    r114.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r28.0<1>:d    r46.0<1;1,0>:d    r112.0<1;1,0>:d  {Compacted}
        or (16|M0)               r90.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r46.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L15912                  L15976                
L15912:
        join (32|M0)                         L15976                                
L15928:
        mov (16|M0)              r30.0<1>:f    r90.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r28.0<1>:f    r46.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r90.0<1>:d    r80.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r46.0<1>:d    r78.0<1;1,0>:d                   {F@1}
L15976:
        join (32|M0)                         L16048                                
L15992:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r30.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r90.0<1>:d    r90.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r46.0<1>:d    r46.0<1;1,0>:d    1:w               {I@5}
L16048:
        join (32|M0)                         L16064                                
L16064:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x900:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r114.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x900:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r112.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x900:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r90.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x900:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r46.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x13:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x13:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x13:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x13:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x13:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x13:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x13:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x13:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x13:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x13:uw              {$8.src}
        add (16|M0)              r76.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r74.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r110.0<1>:ud  r76.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r108.0<1>:ud  r74.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r88.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r36.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L16920                  L16920                
L16632:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r110.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L16792                  L16792                
L16680:
        add (16|M0)              r6.0<1>:d     -r110.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r108.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r76.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r74.0<1;1,0>:d    r108.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r88.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r36.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r26.0<1>:d    r88.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r24.0<1>:d    r36.0<1;1,0>:d    r108.0<1;1,0>:d  {Compacted}
        or (16|M0)               r88.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r36.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L16792                  L16856                
L16792:
        join (32|M0)                         L16856                                
L16808:
        mov (16|M0)              r26.0<1>:f    r88.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r24.0<1>:f    r36.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r88.0<1>:d    r76.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r36.0<1>:d    r74.0<1;1,0>:d                   {F@1}
L16856:
        join (32|M0)                         L16920                                
L16872:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r24.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r88.0<1>:d    r88.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r36.0<1>:d    r36.0<1;1,0>:d    1:w               {I@5}
L16920:
        join (32|M0)                         L16936                                
L16936:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x980:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r110.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x980:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r108.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x980:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r88.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x980:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r36.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x14:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x14:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x14:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x14:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x14:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x14:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x14:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x14:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x14:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x14:uw              {$10.src}
        add (16|M0)              r72.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r70.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r106.0<1>:ud  r72.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r104.0<1>:ud  r70.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<1;1,0>:d   32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r104.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r86.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r34.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L17800                  L17800                
L17512:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r106.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L17664                  L17664                
L17552:
        add (16|M0)              r6.0<1>:d     -r106.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r104.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r72.0<1;1,0>:d    r106.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r70.0<1;1,0>:d    r104.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r86.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r34.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r22.0<1>:d    r86.0<1;1,0>:d    r106.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r20.0<1>:d    r34.0<1;1,0>:d    r104.0<1;1,0>:d  {Compacted}
        or (16|M0)               r86.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r34.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L17664                  L17728                
L17664:
        join (32|M0)                         L17728                                
L17680:
        mov (16|M0)              r22.0<1>:f    r86.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r20.0<1>:f    r34.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r86.0<1>:d    r72.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r34.0<1>:d    r70.0<1;1,0>:d                   {F@1}
L17728:
        join (32|M0)                         L17800                                
L17744:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r86.0<1>:d    r86.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r34.0<1>:d    r34.0<1;1,0>:d    1:w               {I@5}
L17800:
        join (32|M0)                         L17816                                
L17816:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xA00:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r106.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xA00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r104.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xA00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r86.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xA00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r34.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x15:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x15:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x15:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x15:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x15:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x15:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x15:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x15:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x15:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x15:uw              {$12.src}
        add (16|M0)              r68.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r66.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r102.0<1>:ud  r68.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r100.0<1>:ud  r66.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r84.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r32.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L18672                  L18672                
L18384:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r102.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L18544                  L18544                
L18432:
        add (16|M0)              r6.0<1>:d     -r102.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r100.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r68.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r66.0<1;1,0>:d    r100.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r84.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r32.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r18.0<1>:d    r84.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r16.0<1>:d    r32.0<1;1,0>:d    r100.0<1;1,0>:d  {Compacted}
        or (16|M0)               r84.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r32.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L18544                  L18608                
L18544:
        join (32|M0)                         L18608                                
L18560:
        mov (16|M0)              r18.0<1>:f    r84.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r16.0<1>:f    r32.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r84.0<1>:d    r68.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r32.0<1>:d    r66.0<1;1,0>:d                   {F@1}
L18608:
        join (32|M0)                         L18672                                
L18624:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r84.0<1>:d    r84.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r32.0<1>:d    r32.0<1;1,0>:d    1:w               {I@5}
L18672:
        join (32|M0)                         L18688                                
L18688:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xA80:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r102.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xA80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r100.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xA80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r84.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xA80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r32.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x16:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x16:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x16:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x16:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x16:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x16:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x16:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x16:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x16:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x16:uw              {$14.src}
        add (16|M0)              r64.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r62.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r98.0<1>:ud   r64.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r96.0<1>:ud   r62.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r82.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r30.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L19552                  L19552                
L19264:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r98.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L19416                  L19416                
L19304:
        add (16|M0)              r6.0<1>:d     -r98.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r96.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r64.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r62.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r82.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r30.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r14.0<1>:d    r82.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r12.0<1>:d    r30.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        or (16|M0)               r82.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r30.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L19416                  L19480                
L19416:
        join (32|M0)                         L19480                                
L19432:
        mov (16|M0)              r14.0<1>:f    r82.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r12.0<1>:f    r30.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r82.0<1>:d    r64.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r30.0<1>:d    r62.0<1;1,0>:d                   {F@1}
L19480:
        join (32|M0)                         L19552                                
L19496:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r82.0<1>:d    r82.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r30.0<1>:d    r30.0<1;1,0>:d    1:w               {I@5}
L19552:
        join (32|M0)                         L19568                                
L19568:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xB00:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r98.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xB00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r96.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xB00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r82.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xB00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r30.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x17:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x17:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x17:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x17:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x17:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x17:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x17:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x17:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x17:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x17:uw              {$0.src}
        add (16|M0)              r52.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r48.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r94.0<1>:ud   r52.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r92.0<1>:ud   r48.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r80.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r28.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L20424                  L20424                
L20136:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r94.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L20296                  L20296                
L20184:
        add (16|M0)              r6.0<1>:d     -r94.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r92.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r52.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r48.0<1;1,0>:d    r92.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r80.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r28.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r126.0<1>:d   r80.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r124.0<1>:d   r28.0<1;1,0>:d    r92.0<1;1,0>:d   {Compacted}
        or (16|M0)               r80.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r28.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L20296                  L20360                
L20296:
        join (32|M0)                         L20360                                
L20312:
        mov (16|M0)              r126.0<1>:f   r80.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r124.0<1>:f   r28.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r80.0<1>:d    r52.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r28.0<1>:d    r48.0<1;1,0>:d                   {F@1}
L20360:
        join (32|M0)                         L20424                                
L20376:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r80.0<1>:d    r80.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r28.0<1>:d    r28.0<1;1,0>:d    1:w               {I@5}
L20424:
        join (32|M0)                         L20440                                
L20440:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xB80:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r94.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xB80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r92.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xB80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r80.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r4.0<1>:f     r28.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xB80:ud              {AccWrEn}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x18:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x18:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x18:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x18:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x18:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x18:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$1.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x18:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x18:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x18:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x18:uw              {$2.src}
        add (16|M0)              r46.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r36.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r90.0<1>:ud   r46.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r88.0<1>:ud   r36.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r78.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r26.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L21304                  L21304                
L21016:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r90.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L21168                  L21168                
L21056:
        add (16|M0)              r6.0<1>:d     -r90.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r88.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r46.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r36.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r78.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r26.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r122.0<1>:d   r78.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r120.0<1>:d   r26.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        or (16|M0)               r78.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r26.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L21168                  L21232                
L21168:
        join (32|M0)                         L21232                                
L21184:
        mov (16|M0)              r122.0<1>:f   r78.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r120.0<1>:f   r26.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r78.0<1>:d    r46.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r26.0<1>:d    r36.0<1;1,0>:d                   {F@1}
L21232:
        join (32|M0)                         L21304                                
L21248:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r122.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r120.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r78.0<1>:d    r78.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r26.0<1>:d    r26.0<1;1,0>:d    1:w               {I@5}
L21304:
        join (32|M0)                         L21320                                
L21320:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xC00:ud              {AccWrEn,Compacted}
        mov (16|M16)             r4.0<1>:f     r26.0<1;1,0>:ud                  {Compacted,I@3}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xC00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r90.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xC00:ud              {AccWrEn,F@1}
        add (16|M16)             r10.0<1>:d    -r88.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r78.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xC00:ud              {AccWrEn}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x19:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x19:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x19:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x19:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x19:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x19:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x19:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x19:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x19:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x19:uw              {$4.src}
        add (16|M0)              r34.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r32.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r86.0<1>:ud   r34.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r84.0<1>:ud   r32.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r76.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r24.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L22176                  L22176                
L21888:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r86.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L22048                  L22048                
L21936:
        add (16|M0)              r6.0<1>:d     -r86.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r84.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r34.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r32.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r76.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r24.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r118.0<1>:d   r76.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r116.0<1>:d   r24.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted}
        or (16|M0)               r76.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r24.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L22048                  L22112                
L22048:
        join (32|M0)                         L22112                                
L22064:
        mov (16|M0)              r118.0<1>:f   r76.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r116.0<1>:f   r24.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r76.0<1>:d    r34.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r24.0<1>:d    r32.0<1;1,0>:d                   {F@1}
L22112:
        join (32|M0)                         L22176                                
L22128:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r118.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r116.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r76.0<1>:d    r76.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r24.0<1>:d    r24.0<1;1,0>:d    1:w               {I@5}
L22176:
        join (32|M0)                         L22192                                
L22192:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xC80:ud              {AccWrEn,Compacted}
        mov (16|M16)             r4.0<1>:f     r24.0<1;1,0>:ud                  {Compacted,I@3}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xC80:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r86.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xC80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r84.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r76.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xC80:ud              {AccWrEn}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x1A:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x1A:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x1A:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x1A:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x1A:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x1A:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x1A:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x1A:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x1A:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x1A:uw              {$6.src}
        add (16|M0)              r30.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r28.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r82.0<1>:ud   r30.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r80.0<1>:ud   r28.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r74.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r22.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L23056                  L23056                
L22768:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r82.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L22920                  L22920                
L22808:
        add (16|M0)              r6.0<1>:d     -r82.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r80.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r30.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r28.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r74.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r22.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r114.0<1>:d   r74.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r112.0<1>:d   r22.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted}
        or (16|M0)               r74.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r22.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L22920                  L22984                
L22920:
        join (32|M0)                         L22984                                
L22936:
        mov (16|M0)              r114.0<1>:f   r74.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r112.0<1>:f   r22.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r74.0<1>:d    r30.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r22.0<1>:d    r28.0<1;1,0>:d                   {F@1}
L22984:
        join (32|M0)                         L23056                                
L23000:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r114.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r74.0<1>:d    r74.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r22.0<1>:d    r22.0<1;1,0>:d    1:w               {I@5}
L23056:
        join (32|M0)                         L23072                                
L23072:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xD00:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r82.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xD00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r80.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xD00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r74.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xD00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r22.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x1B:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x1B:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x1B:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x1B:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x1B:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x1B:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x1B:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x1B:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x1B:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x1B:uw              {$8.src}
        add (16|M0)              r26.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r24.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r78.0<1>:ud   r26.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r76.0<1>:ud   r24.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r72.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r20.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L23928                  L23928                
L23640:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r78.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L23800                  L23800                
L23688:
        add (16|M0)              r6.0<1>:d     -r78.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r76.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r26.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r24.0<1;1,0>:d    r76.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r72.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r20.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r110.0<1>:d   r72.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r108.0<1>:d   r20.0<1;1,0>:d    r76.0<1;1,0>:d   {Compacted}
        or (16|M0)               r72.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r20.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L23800                  L23864                
L23800:
        join (32|M0)                         L23864                                
L23816:
        mov (16|M0)              r110.0<1>:f   r72.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r108.0<1>:f   r20.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r72.0<1>:d    r26.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r20.0<1>:d    r24.0<1;1,0>:d                   {F@1}
L23864:
        join (32|M0)                         L23928                                
L23880:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r72.0<1>:d    r72.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r20.0<1>:d    r20.0<1;1,0>:d    1:w               {I@5}
L23928:
        join (32|M0)                         L23944                                
L23944:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xD80:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r78.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xD80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r76.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xD80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r72.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xD80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r20.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x1C:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x1C:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x1C:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x1C:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x1C:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x1C:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x1C:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x1C:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x1C:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x1C:uw              {$10.src}
        add (16|M0)              r22.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r20.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r74.0<1>:ud   r22.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r72.0<1>:ud   r20.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r70.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r18.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L24808                  L24808                
L24520:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r74.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L24672                  L24672                
L24560:
        add (16|M0)              r6.0<1>:d     -r74.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r72.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r22.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r20.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r70.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r18.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r106.0<1>:d   r70.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r104.0<1>:d   r18.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted}
        or (16|M0)               r70.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r18.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L24672                  L24736                
L24672:
        join (32|M0)                         L24736                                
L24688:
        mov (16|M0)              r106.0<1>:f   r70.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r104.0<1>:f   r18.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r70.0<1>:d    r22.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r18.0<1>:d    r20.0<1;1,0>:d                   {F@1}
L24736:
        join (32|M0)                         L24808                                
L24752:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r70.0<1>:d    r70.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r18.0<1>:d    r18.0<1;1,0>:d    1:w               {I@5}
L24808:
        join (32|M0)                         L24824                                
L24824:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xE00:ud              {AccWrEn,Compacted}
        mov (16|M16)             r4.0<1>:f     r18.0<1;1,0>:ud                  {Compacted,I@3}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xE00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r74.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xE00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r72.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M0)              r2.0<1>:f     r70.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xE00:ud              {AccWrEn}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x1D:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x1D:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x1D:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x1D:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x1D:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x1D:ud              {AccWrEn}
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@2,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x1D:uw             
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x1D:ud              {AccWrEn}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x1D:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@2,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x1D:uw              {$12.src}
        add (16|M0)              r18.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        mov (16|M16)             r16.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@3}
        add (16|M16)             r12.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,A@1}
        lzd (16|M0)              r70.0<1>:ud   r18.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r66.0<1>:ud   r12.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    32:w               {I@2}
        mov (16|M0)              r68.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
(~f0.0) goto (32|M0)                         L25680                  L25680                
L25392:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L25552                  L25552                
L25440:
        add (16|M0)              r6.0<1>:d     -r70.0<1;1,0>:d   32:w               {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r66.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r18.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r12.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r68.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r16.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r102.0<1>:d   r68.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r100.0<1>:d   r16.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted}
        or (16|M0)               r68.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r16.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L25552                  L25616                
L25552:
        join (32|M0)                         L25616                                
L25568:
        mov (16|M0)              r102.0<1>:f   r68.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r100.0<1>:f   r16.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r68.0<1>:d    r18.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r16.0<1>:d    r12.0<1;1,0>:d                   {F@1}
L25616:
        join (32|M0)                         L25680                                
L25632:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r68.0<1>:d    r68.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r16.0<1>:d    r16.0<1;1,0>:d    1:w               {I@5}
L25680:
        join (32|M0)                         L25696                                
L25696:
        mov (16|M16)             r4.0<1>:f     r16.0<1;1,0>:ud                  {Compacted,I@2}
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xE80:ud              {AccWrEn,Compacted,F@1}
        add (16|M0)              r6.0<1>:d     -r70.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xE80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r66.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xE80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r68.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xE80:ud              {AccWrEn}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@1}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x1E:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x1E:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x1E:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x1E:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x1E:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x1E:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x1E:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x1E:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x1E:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x1E:uw              {$14.src}
        add (16|M0)              r126.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r124.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r64.0<1>:ud   r126.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r62.0<1>:ud   r124.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r66.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L26552                  L26552                
L26264:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r64.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r62.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L26416                  L26416                
L26304:
        add (16|M0)              r6.0<1>:d     -r64.0<1;1,0>:d   32:w               {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r62.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r126.0<1;1,0>:d   r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r124.0<1;1,0>:d   r62.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r66.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r12.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r98.0<1>:d    r66.0<1;1,0>:d    r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r96.0<1>:d    r12.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted}
        or (16|M0)               r66.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r12.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L26416                  L26480                
L26416:
        join (32|M0)                         L26480                                
L26432:
        mov (16|M0)              r98.0<1>:f    r66.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r96.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r66.0<1>:d    r126.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r12.0<1>:d    r124.0<1;1,0>:d                  {F@1}
L26480:
        join (32|M0)                         L26552                                
L26496:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r66.0<1>:d    r66.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r12.0<1>:d    r12.0<1;1,0>:d    1:w               {I@5}
L26552:
        join (32|M0)                         L26568                                
L26568:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xF00:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r64.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xF00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r62.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xF00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r66.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xF00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r12.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x1F:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x1F:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x1F:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x1F:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x1F:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x1F:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x1F:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x1F:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x1F:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x1F:uw              {$0.src}
        add (16|M0)              r122.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r120.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r52.0<1>:ud   r122.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r48.0<1>:ud   r120.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r52.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r48.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r64.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r126.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L27424                  L27424                
L27136:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r52.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r48.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L27296                  L27296                
L27184:
        add (16|M0)              r6.0<1>:d     -r52.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r48.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r122.0<1;1,0>:d   r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r120.0<1;1,0>:d   r48.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r64.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r126.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r94.0<1>:d    r64.0<1;1,0>:d    r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r92.0<1>:d    r126.0<1;1,0>:d   r48.0<1;1,0>:d   {Compacted}
        or (16|M0)               r64.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r126.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L27296                  L27360                
L27296:
        join (32|M0)                         L27360                                
L27312:
        mov (16|M0)              r94.0<1>:f    r64.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r92.0<1>:f    r126.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r64.0<1>:d    r122.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r126.0<1>:d   r120.0<1;1,0>:d                  {F@1}
L27360:
        join (32|M0)                         L27424                                
L27376:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r64.0<1>:d    r64.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r126.0<1>:d   r126.0<1;1,0>:d   1:w               {I@5}
L27424:
        join (32|M0)                         L27440                                
L27440:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0xF80:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r52.0<1;1,0>:d   159:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r48.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0xF80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r64.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r4.0<1>:f     r126.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,A@2}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted,I@1}
        shr (16|M16)             r6.0<1>:ud    r42.0<1;1,0>:ud   27:w               {F@2}
        shr (16|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   27:w               {F@1}
        shl (16|M0)              r10.0<1>:d    r56.0<1;1,0>:d    5:w               {Compacted}
        shl (16|M16)             r24.0<1>:d    r58.0<1;1,0>:d    5:w               {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0xF80:ud              {AccWrEn}
        or (16|M0)               r118.0<1>:d   r10.0<1;1,0>:d    r4.0<1;1,0>:d    {Compacted,I@3}
        or (16|M16)              r116.0<1>:d   r24.0<1;1,0>:d    r6.0<1;1,0>:d    {Compacted,I@3}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        lzd (16|M0)              r46.0<1>:ud   r118.0<1;1,0>:ud                 {I@3}
        lzd (16|M16)             r36.0<1>:ud   r116.0<1;1,0>:ud                 {I@3}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0xF80:ud              {AccWrEn}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r46.0<1;1,0>:d    32:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    32:w               {I@3}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted,I@4}
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@3,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@1,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        shl (16|M0)              r124.0<1>:d   r44.0<1;1,0>:d    5:w               {Compacted}
        shl (16|M16)             r122.0<1>:d   r42.0<1;1,0>:d    5:w               {Compacted}
(~f1.0) goto (32|M0)                         L28168                  L28168                
L27880:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r46.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L28032                  L28032                
L27920:
        add (16|M0)              r6.0<1>:d     -r46.0<1;1,0>:d   32:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r36.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r118.0<1;1,0>:d   r46.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r116.0<1;1,0>:d   r36.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r124.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r122.0<1;1,0>:ud  r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r90.0<1>:d    r124.0<1;1,0>:d   r46.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r88.0<1>:d    r122.0<1;1,0>:d   r36.0<1;1,0>:d   {Compacted}
        or (16|M0)               r124.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r122.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L28032                  L28096                
L28032:
        join (32|M0)                         L28096                                
L28048:
        mov (16|M0)              r90.0<1>:f    r124.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r88.0<1>:f    r122.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r124.0<1>:d   r118.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r122.0<1>:d   r116.0<1;1,0>:d                  {F@1}
L28096:
        join (32|M0)                         L28168                                
L28112:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r124.0<1>:d   r124.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r122.0<1>:d   r122.0<1;1,0>:d   1:w               {I@5}
L28168:
        join (32|M0)                         L28184                                
L28184:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1000:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r46.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1000:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r36.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1000:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r124.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1000:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r122.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        sync.nop                             null                             {Compacted,$1.src}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x21:uw             
        sync.nop                             null                             {Compacted,$2.src}
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x21:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x21:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x21:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x21:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x21:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x21:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x21:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x21:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x21:uw              {$4.src}
        add (16|M0)              r114.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r112.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r34.0<1>:ud   r114.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r32.0<1>:ud   r112.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r32.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r62.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r120.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L29064                  L29064                
L28776:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r34.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r32.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L28936                  L28936                
L28824:
        add (16|M0)              r6.0<1>:d     -r34.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r32.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r112.0<1;1,0>:d   r32.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r62.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r120.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r86.0<1>:d    r62.0<1;1,0>:d    r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r84.0<1>:d    r120.0<1;1,0>:d   r32.0<1;1,0>:d   {Compacted}
        or (16|M0)               r62.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r120.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L28936                  L29000                
L28936:
        join (32|M0)                         L29000                                
L28952:
        mov (16|M0)              r86.0<1>:f    r62.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r84.0<1>:f    r120.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r62.0<1>:d    r114.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r120.0<1>:d   r112.0<1;1,0>:d                  {F@1}
L29000:
        join (32|M0)                         L29064                                
L29016:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r62.0<1>:d    r62.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r120.0<1>:d   r120.0<1;1,0>:d   1:w               {I@5}
L29064:
        join (32|M0)                         L29080                                
L29080:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1080:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r34.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1080:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r32.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1080:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r62.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1080:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r120.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x22:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x22:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x22:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x22:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x22:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x22:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x22:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x22:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x22:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x22:uw              {$6.src}
        add (16|M0)              r110.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r108.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r30.0<1>:ud   r110.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r28.0<1>:ud   r108.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r30.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r52.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r118.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L29952                  L29952                
L29664:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r30.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r28.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L29816                  L29816                
L29704:
        add (16|M0)              r6.0<1>:d     -r30.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r28.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r110.0<1;1,0>:d   r30.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r108.0<1;1,0>:d   r28.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r52.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r118.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r82.0<1>:d    r52.0<1;1,0>:d    r30.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r80.0<1>:d    r118.0<1;1,0>:d   r28.0<1;1,0>:d   {Compacted}
        or (16|M0)               r52.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r118.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L29816                  L29880                
L29816:
        join (32|M0)                         L29880                                
L29832:
        mov (16|M0)              r82.0<1>:f    r52.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r80.0<1>:f    r118.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r52.0<1>:d    r110.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r118.0<1>:d   r108.0<1;1,0>:d                  {F@1}
L29880:
        join (32|M0)                         L29952                                
L29896:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r52.0<1>:d    r52.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r118.0<1>:d   r118.0<1;1,0>:d   1:w               {I@5}
L29952:
        join (32|M0)                         L29968                                
L29968:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1100:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r30.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1100:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r28.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1100:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r52.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1100:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r118.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x23:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x23:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x23:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x23:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x23:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x23:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x23:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x23:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x23:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x23:uw              {$8.src}
        add (16|M0)              r106.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r104.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r26.0<1>:ud   r106.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r24.0<1>:ud   r104.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r24.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r48.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r116.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L30832                  L30832                
L30544:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r26.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L30704                  L30704                
L30592:
        add (16|M0)              r6.0<1>:d     -r26.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r24.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r106.0<1;1,0>:d   r26.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r104.0<1;1,0>:d   r24.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r48.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r116.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r78.0<1>:d    r48.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r76.0<1>:d    r116.0<1;1,0>:d   r24.0<1;1,0>:d   {Compacted}
        or (16|M0)               r48.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r116.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L30704                  L30768                
L30704:
        join (32|M0)                         L30768                                
L30720:
        mov (16|M0)              r78.0<1>:f    r48.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r76.0<1>:f    r116.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r48.0<1>:d    r106.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r116.0<1>:d   r104.0<1;1,0>:d                  {F@1}
L30768:
        join (32|M0)                         L30832                                
L30784:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r48.0<1>:d    r48.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r116.0<1>:d   r116.0<1;1,0>:d   1:w               {I@5}
L30832:
        join (32|M0)                         L30848                                
L30848:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1180:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r26.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1180:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r24.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1180:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r48.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1180:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r116.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x24:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x24:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x24:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x24:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x24:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x24:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x24:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x24:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x24:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x24:uw              {$10.src}
        add (16|M0)              r102.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r100.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r22.0<1>:ud   r102.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r20.0<1>:ud   r100.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r46.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r114.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L31720                  L31720                
L31432:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r22.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r20.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L31584                  L31584                
L31472:
        add (16|M0)              r6.0<1>:d     -r22.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r20.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r102.0<1;1,0>:d   r22.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r100.0<1;1,0>:d   r20.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r46.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r114.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r74.0<1>:d    r46.0<1;1,0>:d    r22.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r72.0<1>:d    r114.0<1;1,0>:d   r20.0<1;1,0>:d   {Compacted}
        or (16|M0)               r46.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r114.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L31584                  L31648                
L31584:
        join (32|M0)                         L31648                                
L31600:
        mov (16|M0)              r74.0<1>:f    r46.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r72.0<1>:f    r114.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r46.0<1>:d    r102.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r114.0<1>:d   r100.0<1;1,0>:d                  {F@1}
L31648:
        join (32|M0)                         L31720                                
L31664:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r46.0<1>:d    r46.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r114.0<1>:d   r114.0<1;1,0>:d   1:w               {I@5}
L31720:
        join (32|M0)                         L31736                                
L31736:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1200:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r22.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1200:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r20.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1200:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r46.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1200:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r114.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x25:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x25:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x25:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x25:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x25:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x25:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x25:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x25:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x25:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x25:uw              {$12.src}
        add (16|M0)              r98.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r96.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r18.0<1>:ud   r98.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r16.0<1>:ud   r96.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r36.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r112.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L32600                  L32600                
L32312:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r18.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r16.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L32472                  L32472                
L32360:
        add (16|M0)              r6.0<1>:d     -r18.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r16.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r98.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r96.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r36.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r112.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r70.0<1>:d    r36.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r68.0<1>:d    r112.0<1;1,0>:d   r16.0<1;1,0>:d   {Compacted}
        or (16|M0)               r36.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r112.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L32472                  L32536                
L32472:
        join (32|M0)                         L32536                                
L32488:
        mov (16|M0)              r70.0<1>:f    r36.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r68.0<1>:f    r112.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r36.0<1>:d    r98.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r112.0<1>:d   r96.0<1;1,0>:d                   {F@1}
L32536:
        join (32|M0)                         L32600                                
L32552:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r68.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r36.0<1>:d    r36.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r112.0<1>:d   r112.0<1;1,0>:d   1:w               {I@5}
L32600:
        join (32|M0)                         L32616                                
L32616:
        add (16|M16)             r10.0<1>:d    -r16.0<1;1,0>:d   159:w               {Compacted}
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1280:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r18.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1280:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r36.0<1;1,0>:ud                  {Compacted,I@7}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1280:ud              {AccWrEn}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@5}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1280:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r112.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x26:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x26:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x26:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x26:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x26:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x26:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x26:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x26:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x26:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x26:uw              {$14.src}
        add (16|M0)              r94.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (16|M16)             r92.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@3}
        mov (16|M16)             r110.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@2}
        lzd (16|M0)              r14.0<1>:ud   r94.0<1;1,0>:ud                 
        lzd (16|M16)             r12.0<1>:ud   r92.0<1;1,0>:ud                  {A@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    32:w               {I@2}
        mov (16|M0)              r34.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L33488                  L33488                
L33200:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r14.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r12.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L33352                  L33352                
L33240:
        add (16|M0)              r6.0<1>:d     -r14.0<1;1,0>:d   32:w               {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r12.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r94.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r92.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r34.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r110.0<1;1,0>:ud  r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r66.0<1>:d    r34.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r64.0<1>:d    r110.0<1;1,0>:d   r12.0<1;1,0>:d   {Compacted}
        or (16|M0)               r34.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r110.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L33352                  L33416                
L33352:
        join (32|M0)                         L33416                                
L33368:
        mov (16|M0)              r66.0<1>:f    r34.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r64.0<1>:f    r110.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r34.0<1>:d    r94.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r110.0<1>:d   r92.0<1;1,0>:d                   {F@1}
L33416:
        join (32|M0)                         L33488                                
L33432:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r34.0<1>:d    r34.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r110.0<1>:d   r110.0<1;1,0>:d   1:w               {I@5}
L33488:
        join (32|M0)                         L33504                                
L33504:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1300:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r14.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1300:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r12.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1300:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r34.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1300:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r110.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x27:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x27:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x27:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x27:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x27:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x27:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x27:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x27:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x27:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x27:uw              {$0.src}
        add (16|M0)              r90.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r88.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r126.0<1>:ud  r90.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r124.0<1>:ud  r88.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r32.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r108.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L34368                  L34368                
L34080:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r126.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r124.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L34240                  L34240                
L34128:
        add (16|M0)              r6.0<1>:d     -r126.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r124.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r90.0<1;1,0>:d    r126.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r88.0<1;1,0>:d    r124.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r32.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r108.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r62.0<1>:d    r32.0<1;1,0>:d    r126.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r52.0<1>:d    r108.0<1;1,0>:d   r124.0<1;1,0>:d  {Compacted}
        or (16|M0)               r32.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r108.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L34240                  L34304                
L34240:
        join (32|M0)                         L34304                                
L34256:
        mov (16|M0)              r62.0<1>:f    r32.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r52.0<1>:f    r108.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r32.0<1>:d    r90.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r108.0<1>:d   r88.0<1;1,0>:d                   {F@1}
L34304:
        join (32|M0)                         L34368                                
L34320:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r62.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r52.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r32.0<1>:d    r32.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r108.0<1>:d   r108.0<1;1,0>:d   1:w               {I@5}
L34368:
        join (32|M0)                         L34384                                
L34384:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1380:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r126.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1380:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r124.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1380:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r32.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1380:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r108.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x28:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x28:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x28:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x28:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x28:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x28:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$1.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x28:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x28:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x28:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x28:uw              {$2.src}
        add (16|M0)              r86.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r84.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r122.0<1>:ud  r86.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r120.0<1>:ud  r84.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r122.0<1;1,0>:d   32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r120.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r30.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r106.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L35256                  L35256                
L34968:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r122.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r120.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L35120                  L35120                
L35008:
        add (16|M0)              r6.0<1>:d     -r122.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r120.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r86.0<1;1,0>:d    r122.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r84.0<1;1,0>:d    r120.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r30.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r106.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r48.0<1>:d    r30.0<1;1,0>:d    r122.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r46.0<1>:d    r106.0<1;1,0>:d   r120.0<1;1,0>:d  {Compacted}
        or (16|M0)               r30.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r106.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L35120                  L35184                
L35120:
        join (32|M0)                         L35184                                
L35136:
        mov (16|M0)              r48.0<1>:f    r30.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r46.0<1>:f    r106.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r30.0<1>:d    r86.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r106.0<1>:d   r84.0<1;1,0>:d                   {F@1}
L35184:
        join (32|M0)                         L35256                                
L35200:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r48.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r46.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r30.0<1>:d    r30.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r106.0<1>:d   r106.0<1;1,0>:d   1:w               {I@5}
L35256:
        join (32|M0)                         L35272                                
L35272:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1400:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r122.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1400:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r120.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1400:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r30.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1400:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r106.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x29:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x29:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x29:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x29:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x29:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x29:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x29:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x29:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x29:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x29:uw              {$4.src}
        add (16|M0)              r82.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r80.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r118.0<1>:ud  r82.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r116.0<1>:ud  r80.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r118.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r116.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r28.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r104.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L36136                  L36136                
L35848:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r118.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r116.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L36008                  L36008                
L35896:
        add (16|M0)              r6.0<1>:d     -r118.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r116.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r82.0<1;1,0>:d    r118.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r80.0<1;1,0>:d    r116.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r28.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r104.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r36.0<1>:d    r28.0<1;1,0>:d    r118.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r34.0<1>:d    r104.0<1;1,0>:d   r116.0<1;1,0>:d  {Compacted}
        or (16|M0)               r28.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r104.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L36008                  L36072                
L36008:
        join (32|M0)                         L36072                                
L36024:
        mov (16|M0)              r36.0<1>:f    r28.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r34.0<1>:f    r104.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r28.0<1>:d    r82.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r104.0<1>:d   r80.0<1;1,0>:d                   {F@1}
L36072:
        join (32|M0)                         L36136                                
L36088:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r28.0<1>:d    r28.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r104.0<1>:d   r104.0<1;1,0>:d   1:w               {I@5}
L36136:
        join (32|M0)                         L36152                                
L36152:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1480:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r118.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1480:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r116.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1480:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r28.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1480:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r104.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x2A:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x2A:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x2A:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x2A:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x2A:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x2A:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x2A:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x2A:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x2A:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x2A:uw              {$6.src}
        add (16|M0)              r78.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r76.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r114.0<1>:ud  r78.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r112.0<1>:ud  r76.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r114.0<1;1,0>:d   32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r26.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r102.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L37024                  L37024                
L36736:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r114.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L36888                  L36888                
L36776:
        add (16|M0)              r6.0<1>:d     -r114.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r112.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r78.0<1;1,0>:d    r114.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r76.0<1;1,0>:d    r112.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r26.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r102.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r32.0<1>:d    r26.0<1;1,0>:d    r114.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r30.0<1>:d    r102.0<1;1,0>:d   r112.0<1;1,0>:d  {Compacted}
        or (16|M0)               r26.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r102.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L36888                  L36952                
L36888:
        join (32|M0)                         L36952                                
L36904:
        mov (16|M0)              r32.0<1>:f    r26.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r30.0<1>:f    r102.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r26.0<1>:d    r78.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r102.0<1>:d   r76.0<1;1,0>:d                   {F@1}
L36952:
        join (32|M0)                         L37024                                
L36968:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r32.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r30.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r26.0<1>:d    r26.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r102.0<1>:d   r102.0<1;1,0>:d   1:w               {I@5}
L37024:
        join (32|M0)                         L37040                                
L37040:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1500:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r26.0<1;1,0>:ud                  {Compacted,I@4}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1500:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r114.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1500:ud              {AccWrEn,F@1}
        add (16|M16)             r10.0<1>:d    -r112.0<1;1,0>:d  159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1500:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r102.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x2B:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x2B:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x2B:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x2B:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x2B:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x2B:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x2B:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x2B:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x2B:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x2B:uw              {$8.src}
        add (16|M0)              r74.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r72.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r110.0<1>:ud  r74.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r108.0<1>:ud  r72.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r24.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r100.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L37904                  L37904                
L37616:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r110.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L37776                  L37776                
L37664:
        add (16|M0)              r6.0<1>:d     -r110.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r108.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r74.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r72.0<1;1,0>:d    r108.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r24.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r100.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r28.0<1>:d    r24.0<1;1,0>:d    r110.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r26.0<1>:d    r100.0<1;1,0>:d   r108.0<1;1,0>:d  {Compacted}
        or (16|M0)               r24.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r100.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L37776                  L37840                
L37776:
        join (32|M0)                         L37840                                
L37792:
        mov (16|M0)              r28.0<1>:f    r24.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r26.0<1>:f    r100.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r24.0<1>:d    r74.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r100.0<1>:d   r72.0<1;1,0>:d                   {F@1}
L37840:
        join (32|M0)                         L37904                                
L37856:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r28.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r24.0<1>:d    r24.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r100.0<1>:d   r100.0<1;1,0>:d   1:w               {I@5}
L37904:
        join (32|M0)                         L37920                                
L37920:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1580:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r24.0<1;1,0>:ud                  {Compacted,I@4}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1580:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r110.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1580:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r108.0<1;1,0>:d  159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1580:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r100.0<1;1,0>:ud                 {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x2C:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x2C:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x2C:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x2C:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x2C:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x2C:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x2C:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x2C:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x2C:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x2C:uw              {$10.src}
        add (16|M0)              r70.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r68.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r106.0<1>:ud  r70.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r104.0<1>:ud  r68.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<1;1,0>:d   32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r104.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r22.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r98.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L38792                  L38792                
L38504:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r106.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(~f0.0) goto (32|M0)                         L38656                  L38656                
L38544:
        add (16|M0)              r6.0<1>:d     -r106.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r104.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r70.0<1;1,0>:d    r106.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r68.0<1;1,0>:d    r104.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r22.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r98.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r24.0<1>:d    r22.0<1;1,0>:d    r106.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r20.0<1>:d    r98.0<1;1,0>:d    r104.0<1;1,0>:d  {Compacted}
        or (16|M0)               r22.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r98.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L38656                  L38720                
L38656:
        join (32|M0)                         L38720                                
L38672:
        mov (16|M0)              r24.0<1>:f    r22.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r20.0<1>:f    r98.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r22.0<1>:d    r70.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r98.0<1>:d    r68.0<1;1,0>:d                   {F@1}
L38720:
        join (32|M0)                         L38792                                
L38736:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r22.0<1>:d    r22.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r98.0<1>:d    r98.0<1;1,0>:d    1:w               {I@5}
L38792:
        join (32|M0)                         L38808                                
L38808:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1600:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r106.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1600:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r104.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1600:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r22.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1600:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r98.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x2D:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x2D:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x2D:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x2D:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x2D:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x2D:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x2D:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x2D:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x2D:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x2D:uw              {$12.src}
        add (16|M0)              r66.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r64.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r102.0<1>:ud  r66.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r100.0<1>:ud  r64.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r20.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r96.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L39672                  L39672                
L39384:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r102.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L39544                  L39544                
L39432:
        add (16|M0)              r6.0<1>:d     -r102.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r100.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r66.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r64.0<1;1,0>:d    r100.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r20.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r96.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r18.0<1>:d    r20.0<1;1,0>:d    r102.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r16.0<1>:d    r96.0<1;1,0>:d    r100.0<1;1,0>:d  {Compacted}
        or (16|M0)               r20.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r96.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L39544                  L39608                
L39544:
        join (32|M0)                         L39608                                
L39560:
        mov (16|M0)              r18.0<1>:f    r20.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r16.0<1>:f    r96.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r20.0<1>:d    r66.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r96.0<1>:d    r64.0<1;1,0>:d                   {F@1}
L39608:
        join (32|M0)                         L39672                                
L39624:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r20.0<1>:d    r20.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r96.0<1>:d    r96.0<1;1,0>:d    1:w               {I@5}
L39672:
        join (32|M0)                         L39688                                
L39688:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1680:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r102.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1680:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r100.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1680:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r20.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1680:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r96.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x2E:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x2E:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x2E:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x2E:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x2E:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x2E:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x2E:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x2E:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x2E:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x2E:uw              {$14.src}
        add (16|M0)              r62.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r52.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r98.0<1>:ud   r62.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r96.0<1>:ud   r52.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r18.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r94.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L40560                  L40560                
L40272:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r98.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L40424                  L40424                
L40312:
        add (16|M0)              r6.0<1>:d     -r98.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r96.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r62.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r52.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r18.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r94.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r14.0<1>:d    r18.0<1;1,0>:d    r98.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r12.0<1>:d    r94.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        or (16|M0)               r18.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r94.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L40424                  L40488                
L40424:
        join (32|M0)                         L40488                                
L40440:
        mov (16|M0)              r14.0<1>:f    r18.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r12.0<1>:f    r94.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r18.0<1>:d    r62.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r94.0<1>:d    r52.0<1;1,0>:d                   {F@1}
L40488:
        join (32|M0)                         L40560                                
L40504:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r18.0<1>:d    r18.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r94.0<1>:d    r94.0<1;1,0>:d    1:w               {I@5}
L40560:
        join (32|M0)                         L40576                                
L40576:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1700:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r18.0<1;1,0>:ud                  {Compacted,I@4}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,F@1}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1700:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r98.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1700:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r96.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@4}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1700:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r94.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x2F:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x2F:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x2F:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x2F:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x2F:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x2F:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x2F:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x2F:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x2F:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x2F:uw              {$0.src}
        add (16|M0)              r48.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r46.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r94.0<1>:ud   r48.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r90.0<1>:ud   r46.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r90.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r16.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r92.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L41440                  L41440                
L41152:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r94.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L41312                  L41312                
L41200:
        add (16|M0)              r6.0<1>:d     -r94.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r90.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r48.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r46.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r16.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r92.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r126.0<1>:d   r16.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r124.0<1>:d   r92.0<1;1,0>:d    r90.0<1;1,0>:d   {Compacted}
        or (16|M0)               r16.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r92.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L41312                  L41376                
L41312:
        join (32|M0)                         L41376                                
L41328:
        mov (16|M0)              r126.0<1>:f   r16.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r124.0<1>:f   r92.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r16.0<1>:d    r48.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r92.0<1>:d    r46.0<1;1,0>:d                   {F@1}
L41376:
        join (32|M0)                         L41440                                
L41392:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r124.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r16.0<1>:d    r16.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r92.0<1>:d    r92.0<1;1,0>:d    1:w               {I@5}
L41440:
        join (32|M0)                         L41456                                
L41456:
        mov (16|M0)              r2.0<1>:f     r16.0<1;1,0>:ud                  {Compacted,I@3}
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1780:ud              {AccWrEn,F@1}
        add (16|M0)              r6.0<1>:d     -r94.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1780:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r90.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1780:ud              {AccWrEn}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1780:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r92.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,I@4}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x30:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x30:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x30:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x30:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$1.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x30:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x30:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x30:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x30:uw              {$2.src}
        add (16|M0)              r36.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r34.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r88.0<1>:ud   r36.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r86.0<1>:ud   r34.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r86.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r126.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r90.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L42328                  L42328                
L42040:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r88.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L42192                  L42192                
L42080:
        add (16|M0)              r6.0<1>:d     -r88.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r86.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r36.0<1;1,0>:d    r88.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r34.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r126.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r90.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r122.0<1>:d   r126.0<1;1,0>:d   r88.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r120.0<1>:d   r90.0<1;1,0>:d    r86.0<1;1,0>:d   {Compacted}
        or (16|M0)               r126.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r90.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L42192                  L42256                
L42192:
        join (32|M0)                         L42256                                
L42208:
        mov (16|M0)              r122.0<1>:f   r126.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r120.0<1>:f   r90.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r126.0<1>:d   r36.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r90.0<1>:d    r34.0<1;1,0>:d                   {F@1}
L42256:
        join (32|M0)                         L42328                                
L42272:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r122.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r120.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r126.0<1>:d   r126.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r90.0<1>:d    r90.0<1;1,0>:d    1:w               {I@5}
L42328:
        join (32|M0)                         L42344                                
L42344:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1800:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r88.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1800:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r86.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1800:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r126.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1800:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r90.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x31:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x31:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x31:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x31:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x31:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x31:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x31:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x31:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x31:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x31:uw              {$4.src}
        add (16|M0)              r32.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r30.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r84.0<1>:ud   r32.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r82.0<1>:ud   r30.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r82.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r124.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r88.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L43208                  L43208                
L42920:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r84.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L43080                  L43080                
L42968:
        add (16|M0)              r6.0<1>:d     -r84.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r82.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r32.0<1;1,0>:d    r84.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r30.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r124.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r88.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r118.0<1>:d   r124.0<1;1,0>:d   r84.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r116.0<1>:d   r88.0<1;1,0>:d    r82.0<1;1,0>:d   {Compacted}
        or (16|M0)               r124.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r88.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L43080                  L43144                
L43080:
        join (32|M0)                         L43144                                
L43096:
        mov (16|M0)              r118.0<1>:f   r124.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r116.0<1>:f   r88.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r124.0<1>:d   r32.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r88.0<1>:d    r30.0<1;1,0>:d                   {F@1}
L43144:
        join (32|M0)                         L43208                                
L43160:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r118.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r116.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r124.0<1>:d   r124.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r88.0<1>:d    r88.0<1;1,0>:d    1:w               {I@5}
L43208:
        join (32|M0)                         L43224                                
L43224:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1880:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r84.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1880:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r82.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1880:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r124.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1880:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r88.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x32:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x32:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x32:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x32:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x32:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x32:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x32:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x32:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x32:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x32:uw              {$6.src}
        add (16|M0)              r28.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r26.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r80.0<1>:ud   r28.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r78.0<1>:ud   r26.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r78.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r122.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r86.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L44096                  L44096                
L43808:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r80.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L43960                  L43960                
L43848:
        add (16|M0)              r6.0<1>:d     -r80.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r78.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r28.0<1;1,0>:d    r80.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r26.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r122.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r86.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r114.0<1>:d   r122.0<1;1,0>:d   r80.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r112.0<1>:d   r86.0<1;1,0>:d    r78.0<1;1,0>:d   {Compacted}
        or (16|M0)               r122.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r86.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L43960                  L44024                
L43960:
        join (32|M0)                         L44024                                
L43976:
        mov (16|M0)              r114.0<1>:f   r122.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r112.0<1>:f   r86.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r122.0<1>:d   r28.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r86.0<1>:d    r26.0<1;1,0>:d                   {F@1}
L44024:
        join (32|M0)                         L44096                                
L44040:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r114.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r122.0<1>:d   r122.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r86.0<1>:d    r86.0<1;1,0>:d    1:w               {I@5}
L44096:
        join (32|M0)                         L44112                                
L44112:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1900:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r80.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1900:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r78.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1900:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r122.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1900:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r86.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x33:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x33:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x33:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x33:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x33:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x33:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x33:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x33:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x33:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x33:uw              {$8.src}
        add (16|M0)              r24.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r22.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r76.0<1>:ud   r24.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r74.0<1>:ud   r22.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r74.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r120.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r84.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L44976                  L44976                
L44688:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r76.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L44848                  L44848                
L44736:
        add (16|M0)              r6.0<1>:d     -r76.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r74.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r24.0<1;1,0>:d    r76.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r22.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r120.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r84.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r110.0<1>:d   r120.0<1;1,0>:d   r76.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r108.0<1>:d   r84.0<1;1,0>:d    r74.0<1;1,0>:d   {Compacted}
        or (16|M0)               r120.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r84.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L44848                  L44912                
L44848:
        join (32|M0)                         L44912                                
L44864:
        mov (16|M0)              r110.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r108.0<1>:f   r84.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r120.0<1>:d   r24.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r84.0<1>:d    r22.0<1;1,0>:d                   {F@1}
L44912:
        join (32|M0)                         L44976                                
L44928:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r110.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r108.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r120.0<1>:d   r120.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r84.0<1>:d    r84.0<1;1,0>:d    1:w               {I@5}
L44976:
        join (32|M0)                         L44992                                
L44992:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1980:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r76.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1980:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r74.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1980:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r120.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1980:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r84.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x34:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x34:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x34:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x34:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x34:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x34:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x34:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x34:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x34:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x34:uw              {$10.src}
        add (16|M0)              r20.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r18.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r72.0<1>:ud   r20.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r70.0<1>:ud   r18.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r70.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r118.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r82.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L45864                  L45864                
L45576:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r72.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L45728                  L45728                
L45616:
        add (16|M0)              r6.0<1>:d     -r72.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r70.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r20.0<1;1,0>:d    r72.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r18.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r118.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r82.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r106.0<1>:d   r118.0<1;1,0>:d   r72.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r104.0<1>:d   r82.0<1;1,0>:d    r70.0<1;1,0>:d   {Compacted}
        or (16|M0)               r118.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r82.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L45728                  L45792                
L45728:
        join (32|M0)                         L45792                                
L45744:
        mov (16|M0)              r106.0<1>:f   r118.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r104.0<1>:f   r82.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r118.0<1>:d   r20.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r82.0<1>:d    r18.0<1;1,0>:d                   {F@1}
L45792:
        join (32|M0)                         L45864                                
L45808:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r104.0<1;1,0>:d   0:w              
(f1.0)  or (16|M0)               r118.0<1>:d   r118.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r82.0<1>:d    r82.0<1;1,0>:d    1:w               {I@5}
L45864:
        join (32|M0)                         L45880                                
L45880:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1A00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r72.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1A00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r70.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1A00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r118.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1A00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r82.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x35:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x35:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x35:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x35:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x35:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x35:ud              {AccWrEn}
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@2,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x35:uw             
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x35:ud              {AccWrEn}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x35:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@2,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x35:uw              {$12.src}
        add (16|M0)              r16.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        mov (16|M16)             r80.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@3}
        add (16|M16)             r12.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,A@1}
        lzd (16|M0)              r68.0<1>:ud   r16.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r66.0<1>:ud   r12.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r68.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    32:w               {I@2}
        mov (16|M0)              r116.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
(~f0.0) goto (32|M0)                         L46744                  L46744                
L46456:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r68.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L46616                  L46616                
L46504:
        add (16|M0)              r6.0<1>:d     -r68.0<1;1,0>:d   32:w               {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r66.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r16.0<1;1,0>:d    r68.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r12.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r116.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r80.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r102.0<1>:d   r116.0<1;1,0>:d   r68.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r100.0<1>:d   r80.0<1;1,0>:d    r66.0<1;1,0>:d   {Compacted}
        or (16|M0)               r116.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r80.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L46616                  L46680                
L46616:
        join (32|M0)                         L46680                                
L46632:
        mov (16|M0)              r102.0<1>:f   r116.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r100.0<1>:f   r80.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r116.0<1>:d   r16.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r80.0<1>:d    r12.0<1;1,0>:d                   {F@1}
L46680:
        join (32|M0)                         L46744                                
L46696:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r102.0<1;1,0>:d   0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r116.0<1>:d   r116.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r80.0<1>:d    r80.0<1;1,0>:d    1:w               {I@5}
L46744:
        join (32|M0)                         L46760                                
L46760:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1A80:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r68.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1A80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r66.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1A80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r116.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1A80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r80.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x36:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x36:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x36:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x36:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x36:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x36:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x36:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x36:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x36:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x36:uw              {$14.src}
        add (16|M0)              r126.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r124.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r64.0<1>:ud   r126.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r62.0<1>:ud   r124.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r62.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r114.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r78.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L47632                  L47632                
L47344:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r64.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r62.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L47496                  L47496                
L47384:
        add (16|M0)              r6.0<1>:d     -r64.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r62.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r126.0<1;1,0>:d   r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r124.0<1;1,0>:d   r62.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r114.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r78.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r98.0<1>:d    r114.0<1;1,0>:d   r64.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r96.0<1>:d    r78.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted}
        or (16|M0)               r114.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r78.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L47496                  L47560                
L47496:
        join (32|M0)                         L47560                                
L47512:
        mov (16|M0)              r98.0<1>:f    r114.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r96.0<1>:f    r78.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r114.0<1>:d   r126.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r78.0<1>:d    r124.0<1;1,0>:d                  {F@1}
L47560:
        join (32|M0)                         L47632                                
L47576:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r98.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r114.0<1>:d   r114.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r78.0<1>:d    r78.0<1;1,0>:d    1:w               {I@5}
L47632:
        join (32|M0)                         L47648                                
L47648:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1B00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r64.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1B00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r62.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1B00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r114.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1B00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r78.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x37:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x37:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x37:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x37:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x37:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x37:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x37:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x37:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x37:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x37:uw              {$0.src}
        add (16|M0)              r122.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r120.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r52.0<1>:ud   r122.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r48.0<1>:ud   r120.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r52.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r48.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r112.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r76.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L48512                  L48512                
L48224:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r52.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r48.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L48384                  L48384                
L48272:
        add (16|M0)              r6.0<1>:d     -r52.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r48.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r122.0<1;1,0>:d   r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r120.0<1;1,0>:d   r48.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r112.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r76.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r94.0<1>:d    r112.0<1;1,0>:d   r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r92.0<1>:d    r76.0<1;1,0>:d    r48.0<1;1,0>:d   {Compacted}
        or (16|M0)               r112.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r76.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L48384                  L48448                
L48384:
        join (32|M0)                         L48448                                
L48400:
        mov (16|M0)              r94.0<1>:f    r112.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r92.0<1>:f    r76.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r112.0<1>:d   r122.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r76.0<1>:d    r120.0<1;1,0>:d                  {F@1}
L48448:
        join (32|M0)                         L48512                                
L48464:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r92.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r112.0<1>:d   r112.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r76.0<1>:d    r76.0<1;1,0>:d    1:w               {I@5}
L48512:
        join (32|M0)                         L48528                                
L48528:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1B80:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r52.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1B80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r48.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1B80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r112.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1B80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r76.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x38:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x38:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x38:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x38:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x38:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x38:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$1.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x38:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x38:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x38:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x38:uw              {$2.src}
        add (16|M0)              r118.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r116.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r46.0<1>:ud   r118.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r36.0<1>:ud   r116.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r46.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r36.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r110.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r74.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L49400                  L49400                
L49112:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r46.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L49264                  L49264                
L49152:
        add (16|M0)              r6.0<1>:d     -r46.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r36.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r118.0<1;1,0>:d   r46.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r116.0<1;1,0>:d   r36.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r110.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r74.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r90.0<1>:d    r110.0<1;1,0>:d   r46.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r88.0<1>:d    r74.0<1;1,0>:d    r36.0<1;1,0>:d   {Compacted}
        or (16|M0)               r110.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r74.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L49264                  L49328                
L49264:
        join (32|M0)                         L49328                                
L49280:
        mov (16|M0)              r90.0<1>:f    r110.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r88.0<1>:f    r74.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r110.0<1>:d   r118.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r74.0<1>:d    r116.0<1;1,0>:d                  {F@1}
L49328:
        join (32|M0)                         L49400                                
L49344:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r90.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r88.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r110.0<1>:d   r110.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r74.0<1>:d    r74.0<1;1,0>:d    1:w               {I@5}
L49400:
        join (32|M0)                         L49416                                
L49416:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1C00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r46.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1C00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r36.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1C00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r110.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1C00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r74.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x39:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x39:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x39:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x39:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x39:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x39:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x39:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x39:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x39:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x39:uw              {$4.src}
        add (16|M0)              r114.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r112.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r34.0<1>:ud   r114.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r32.0<1>:ud   r112.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r34.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r32.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r108.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r72.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L50280                  L50280                
L49992:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r34.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r32.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L50152                  L50152                
L50040:
        add (16|M0)              r6.0<1>:d     -r34.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r32.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r112.0<1;1,0>:d   r32.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r108.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r72.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r86.0<1>:d    r108.0<1;1,0>:d   r34.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r84.0<1>:d    r72.0<1;1,0>:d    r32.0<1;1,0>:d   {Compacted}
        or (16|M0)               r108.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r72.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L50152                  L50216                
L50152:
        join (32|M0)                         L50216                                
L50168:
        mov (16|M0)              r86.0<1>:f    r108.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r84.0<1>:f    r72.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r108.0<1>:d   r114.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r72.0<1>:d    r112.0<1;1,0>:d                  {F@1}
L50216:
        join (32|M0)                         L50280                                
L50232:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r86.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r84.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r108.0<1>:d   r108.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r72.0<1>:d    r72.0<1;1,0>:d    1:w               {I@5}
L50280:
        join (32|M0)                         L50296                                
L50296:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1C80:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r34.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1C80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r32.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1C80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r108.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1C80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r72.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x3A:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x3A:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x3A:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x3A:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x3A:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x3A:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$5} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$5.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x3A:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$6} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x3A:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x3A:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x3A:uw              {$6.src}
        add (16|M0)              r110.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r108.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r30.0<1>:ud   r110.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r28.0<1>:ud   r108.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r30.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r28.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r106.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r70.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L51168                  L51168                
L50880:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r30.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r28.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L51032                  L51032                
L50920:
        add (16|M0)              r6.0<1>:d     -r30.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r28.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r110.0<1;1,0>:d   r30.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r108.0<1;1,0>:d   r28.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r106.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r70.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r82.0<1>:d    r106.0<1;1,0>:d   r30.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r80.0<1>:d    r70.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted}
        or (16|M0)               r106.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r70.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L51032                  L51096                
L51032:
        join (32|M0)                         L51096                                
L51048:
        mov (16|M0)              r82.0<1>:f    r106.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r80.0<1>:f    r70.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r106.0<1>:d   r110.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r70.0<1>:d    r108.0<1;1,0>:d                  {F@1}
L51096:
        join (32|M0)                         L51168                                
L51112:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r82.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r80.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r106.0<1>:d   r106.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r70.0<1>:d    r70.0<1;1,0>:d    1:w               {I@5}
L51168:
        join (32|M0)                         L51184                                
L51184:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1D00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r30.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1D00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r28.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1D00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r106.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1D00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r70.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x3B:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x3B:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x3B:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x3B:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x3B:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x3B:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$7} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$7.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x3B:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$8} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x3B:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x3B:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x3B:uw              {$8.src}
        add (16|M0)              r106.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r102.0<1>:d   r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r26.0<1>:ud   r106.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r24.0<1>:ud   r102.0<1;1,0>:ud                 {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r26.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r24.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r104.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r68.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L52048                  L52048                
L51760:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r26.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r24.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L51920                  L51920                
L51808:
        add (16|M0)              r6.0<1>:d     -r26.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r24.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r106.0<1;1,0>:d   r26.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r102.0<1;1,0>:d   r24.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r104.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r68.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r78.0<1>:d    r104.0<1;1,0>:d   r26.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r76.0<1>:d    r68.0<1;1,0>:d    r24.0<1;1,0>:d   {Compacted}
        or (16|M0)               r104.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r68.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L51920                  L51984                
L51920:
        join (32|M0)                         L51984                                
L51936:
        mov (16|M0)              r78.0<1>:f    r104.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r76.0<1>:f    r68.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r104.0<1>:d   r106.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r68.0<1>:d    r102.0<1;1,0>:d                  {F@1}
L51984:
        join (32|M0)                         L52048                                
L52000:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r78.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r76.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r104.0<1>:d   r104.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r68.0<1>:d    r68.0<1;1,0>:d    1:w               {I@5}
L52048:
        join (32|M0)                         L52064                                
L52064:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1D80:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r26.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1D80:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r24.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1D80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r104.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1D80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r68.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x3C:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x3C:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x3C:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x3C:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x3C:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x3C:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$9} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$9.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x3C:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$10} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x3C:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x3C:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x3C:uw              {$10.src}
        add (16|M0)              r100.0<1>:d   r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r98.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r22.0<1>:ud   r100.0<1;1,0>:ud                 {I@2}
        lzd (16|M16)             r20.0<1>:ud   r98.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r22.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r20.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r102.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r66.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L52936                  L52936                
L52648:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r22.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r20.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L52800                  L52800                
L52688:
        add (16|M0)              r6.0<1>:d     -r22.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r20.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r100.0<1;1,0>:d   r22.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r98.0<1;1,0>:d    r20.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r102.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r66.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r74.0<1>:d    r102.0<1;1,0>:d   r22.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r72.0<1>:d    r66.0<1;1,0>:d    r20.0<1;1,0>:d   {Compacted}
        or (16|M0)               r102.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r66.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L52800                  L52864                
L52800:
        join (32|M0)                         L52864                                
L52816:
        mov (16|M0)              r74.0<1>:f    r102.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r72.0<1>:f    r66.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r102.0<1>:d   r100.0<1;1,0>:d                  {F@2}
        mov (16|M16)             r66.0<1>:d    r98.0<1;1,0>:d                   {F@1}
L52864:
        join (32|M0)                         L52936                                
L52880:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r74.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r72.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r102.0<1>:d   r102.0<1;1,0>:d   1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r66.0<1>:d    r66.0<1;1,0>:d    1:w               {I@5}
L52936:
        join (32|M0)                         L52952                                
L52952:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1E00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r22.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1E00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r20.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1E00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r102.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1E00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r66.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x3D:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x3D:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x3D:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x3D:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x3D:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x3D:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$11} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$11.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x3D:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$12} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x3D:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x3D:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x3D:uw              {$12.src}
        add (16|M0)              r96.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r94.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r18.0<1>:ud   r96.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r16.0<1>:ud   r94.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r18.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r16.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r100.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r64.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L53816                  L53816                
L53528:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r18.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r16.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L53688                  L53688                
L53576:
        add (16|M0)              r6.0<1>:d     -r18.0<1;1,0>:d   32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r16.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r96.0<1;1,0>:d    r18.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r94.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r100.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r64.0<1;1,0>:ud   r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r70.0<1>:d    r100.0<1;1,0>:d   r18.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r68.0<1>:d    r64.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted}
        or (16|M0)               r100.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r64.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L53688                  L53752                
L53688:
        join (32|M0)                         L53752                                
L53704:
        mov (16|M0)              r70.0<1>:f    r100.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r68.0<1>:f    r64.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r100.0<1>:d   r96.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r64.0<1>:d    r94.0<1;1,0>:d                   {F@1}
L53752:
        join (32|M0)                         L53816                                
L53768:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r70.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r68.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r100.0<1>:d   r100.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r64.0<1>:d    r64.0<1;1,0>:d    1:w               {I@5}
L53816:
        join (32|M0)                         L53832                                
L53832:
        add (16|M16)             r10.0<1>:d    -r16.0<1;1,0>:d   159:w               {Compacted}
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1E80:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r18.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1E80:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r100.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1E80:ud              {AccWrEn}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@5}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1E80:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r64.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x3E:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x3E:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x3E:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x3E:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x3E:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x3E:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$13} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$13.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x3E:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$14} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x3E:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x3E:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x3E:uw              {$14.src}
        add (16|M0)              r92.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (16|M16)             r90.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@3}
        mov (16|M16)             r62.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@2}
        lzd (16|M0)              r14.0<1>:ud   r92.0<1;1,0>:ud                 
        lzd (16|M16)             r12.0<1>:ud   r90.0<1;1,0>:ud                  {A@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r14.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r12.0<1;1,0>:d    32:w               {I@2}
        mov (16|M0)              r98.0<1>:f    r6.0<1;1,0>:f                    {Compacted}
(~f1.0) goto (32|M0)                         L54704                  L54704                
L54416:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r14.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r12.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L54568                  L54568                
L54456:
        add (16|M0)              r6.0<1>:d     -r14.0<1;1,0>:d   32:w               {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r12.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r92.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r90.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r98.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r62.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r66.0<1>:d    r98.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r64.0<1>:d    r62.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted}
        or (16|M0)               r98.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r62.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L54568                  L54632                
L54568:
        join (32|M0)                         L54632                                
L54584:
        mov (16|M0)              r66.0<1>:f    r98.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r64.0<1>:f    r62.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r98.0<1>:d    r92.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r62.0<1>:d    r90.0<1;1,0>:d                   {F@1}
L54632:
        join (32|M0)                         L54704                                
L54648:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r66.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r64.0<1;1,0>:d    0:w              
(f1.0)  or (16|M0)               r98.0<1>:d    r98.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r62.0<1>:d    r62.0<1;1,0>:d    1:w               {I@5}
L54704:
        join (32|M0)                         L54720                                
L54720:
        addc (8|M0)              r16.0<1>:ud   r40.0<1;1,0>:ud   0x1F00:ud              {AccWrEn}
        add (16|M0)              r6.0<1>:d     -r14.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r17.0<1>:ud   r41.0<1;1,0>:ud   0x1F00:ud              {AccWrEn}
        add (16|M16)             r10.0<1>:d    -r12.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r26.0<1>:ud   r38.0<1;1,0>:ud   0x1F00:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r98.0<1;1,0>:ud                  {Compacted,I@7}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@6}
        mov (8|M16)              r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r27.0<1>:ud   r39.0<1;1,0>:ud   0x1F00:ud              {AccWrEn}
        mov (16|M16)             r4.0<1>:f     r62.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@6}
        mul (16|M0)              r12.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mov (8|M24)              r2.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M0)               acc0.0<1>:ud  r44.0<1;1,0>:ud   0x3F:uw             
        mul (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@3}
        mach (8|M0)              r4.0<1>:ud    r44.0<1;1,0>:ud   0x3F:ud              {AccWrEn,Compacted,F@1}
        add (8|M0)               r19.1<2>:ud   r18.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r45.0<1;1,0>:ud   0x3F:uw             
        mach (8|M8)              r5.0<1>:ud    r45.0<1;1,0>:ud   0x3F:ud              {AccWrEn}
        add (8|M8)               r21.1<2>:ud   r24.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r42.0<1;1,0>:ud   0x3F:uw             
        mov (8|M0)               r19.0<2>:d    r16.0<1;1,0>:d                  
        mov (8|M8)               r21.0<2>:d    r17.0<1;1,0>:d                  
        mach (8|M16)             r10.0<1>:ud   r42.0<1;1,0>:ud   0x3F:ud              {AccWrEn}
        add (8|M16)              r29.1<2>:ud   r28.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        add (8|M24)              r31.1<2>:ud   r2.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r29.0<2>:d    r26.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r27.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r19     r12:2   0x0            0x080E0584           {A@6,$15} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$15.src}
        mul (8|M24)              acc0.0<1>:ud  r43.0<1;1,0>:ud   0x3F:uw             
        send.ugm (16|M16)        null     r29     r14:2   0x0            0x080E0584           {A@3,$0} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        mul (16|M0)              r2.0<1>:d     r56.0<1;1,0>:d    0x3F:uw             
        mach (8|M24)             r11.0<1>:ud   r43.0<1;1,0>:ud   0x3F:ud              {AccWrEn}
        mul (16|M16)             r14.0<1>:d    r58.0<1;1,0>:d    0x3F:uw              {$0.src}
        add (16|M0)              r88.0<1>:d    r4.0<1;1,0>:d     r2.0<1;1,0>:d    {Compacted,I@3}
        add (16|M16)             r86.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M0)              r120.0<1>:ud  r88.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r126.0<1>:ud  r86.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r120.0<1;1,0>:d   32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r126.0<1;1,0>:d   32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r116.0<1>:f   r6.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r118.0<1>:f   r12.0<1;1,0>:f                   {Compacted,I@1}
(~f0.0) goto (32|M0)                         L55584                  L55584                
L55296:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r120.0<1;1,0>:d   0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r126.0<1;1,0>:d   0:w              
(~f1.0) goto (32|M0)                         L55456                  L55456                
L55344:
        add (16|M0)              r6.0<1>:d     -r120.0<1;1,0>:d  32:w               {Compacted,F@2}
        add (16|M16)             r10.0<1>:d    -r126.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r88.0<1;1,0>:d    r120.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r4.0<1>:d     r86.0<1;1,0>:d    r126.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r6.0<1>:ud    r116.0<1;1,0>:ud  r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r118.0<1;1,0>:ud  r10.0<1;1,0>:d   {A@1}
        shl (16|M0)              r46.0<1>:d    r116.0<1;1,0>:d   r120.0<1;1,0>:d  {Compacted}
        shl (16|M16)             r36.0<1>:d    r118.0<1;1,0>:d   r126.0<1;1,0>:d  {Compacted}
        or (16|M0)               r116.0<1>:d   r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r118.0<1>:d   r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L55456                  L55520                
L55456:
        join (32|M0)                         L55520                                
L55472:
        mov (16|M0)              r46.0<1>:f    r116.0<1;1,0>:f                  {Compacted,I@4}
        mov (16|M16)             r36.0<1>:f    r118.0<1;1,0>:f                  {Compacted,I@3}
        mov (16|M0)              r116.0<1>:d   r88.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r118.0<1>:d   r86.0<1;1,0>:d                   {F@1}
L55520:
        join (32|M0)                         L55584                                
L55536:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r46.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r36.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r116.0<1>:d   r116.0<1;1,0>:d   1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r118.0<1>:d   r118.0<1;1,0>:d   1:w               {I@5}
L55584:
        join (32|M0)                         L55600                                
L55600:
        addc (8|M0)              r2.0<1>:ud    r40.0<1;1,0>:ud   0x1F80:ud              {AccWrEn}
        add (16|M0)              r12.0<1>:d    -r120.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M0)               r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r3.0<1>:ud    r41.0<1;1,0>:ud   0x1F80:ud              {AccWrEn}
        add (16|M16)             r14.0<1>:d    -r126.0<1;1,0>:d  159:w               {Compacted}
        mov (8|M8)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r10.0<1>:ud   r38.0<1;1,0>:ud   0x1F80:ud              {AccWrEn}
        mov (16|M0)              r18.0<1>:f    r116.0<1;1,0>:ud                 {Compacted,I@7}
        mov (8|M16)              r16.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r11.0<1>:ud   r39.0<1;1,0>:ud   0x1F80:ud              {AccWrEn}
        mov (16|M16)             r20.0<1>:f    r118.0<1;1,0>:ud                 {Compacted,I@7}
        shl (16|M0)              r12.0<1>:d    r12.0<1;1,0>:d    23:w               {Compacted,I@7}
        shl (16|M16)             r14.0<1>:d    r14.0<1;1,0>:d    23:w               {Compacted,I@6}
        mov (8|M24)              r22.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r28.1<2>:ud   r4.0<1;1,0>:ud    r50.0<1;1,0>:ud  {Compacted}
        add (8|M8)               r30.1<2>:ud   r6.0<1;1,0>:ud    r51.0<1;1,0>:ud  {Compacted,I@7}
        add (8|M16)              r32.1<2>:ud   r16.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted,I@7}
        mul (16|M0)              r24.0<1>:f    r18.0<1;1,0>:f    r12.0<1;1,0>:f   {Compacted,A@2}
        mul (16|M16)             r26.0<1>:f    r20.0<1;1,0>:f    r14.0<1;1,0>:f   {Compacted,A@2}
        add (8|M24)              r34.1<2>:ud   r22.0<1;1,0>:ud   r55.0<1;1,0>:ud  {Compacted,I@4}
        mov (8|M0)               r28.0<2>:d    r2.0<1;1,0>:d                   
        mov (8|M8)               r30.0<2>:d    r3.0<1;1,0>:d                   
        mov (8|M16)              r32.0<2>:d    r10.0<1;1,0>:d                  
        mov (8|M24)              r34.0<2>:d    r11.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r28     r24:2   0x0            0x080E0584           {A@2,$1} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        send.ugm (16|M16)        null     r32     r26:2   0x0            0x080E0584           {A@1,$2} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
(W)     mov (1|M0)               a0.0<1>:ud    r8.7<0;1,0>:d                    {A@1}
        shl (16|M0)              r12.0<1>:d    r44.0<1;1,0>:d    2:w               {Compacted}
        add (16|M0)              r14.0<1>:d    r12.0<1;1,0>:d    r8.5<0;1,0>:d    {Compacted,I@1}
        shl (16|M16)             r18.0<1>:d    r42.0<1;1,0>:d    2:w               {Compacted}
        add (16|M16)             r16.0<1>:d    r18.0<1;1,0>:d    r8.5<0;1,0>:d    {Compacted,I@1}
(W)     mov (8|M0)               r127.0<1>:f   r60.0<1;1,0>:f                   {Compacted}
        send.ugm (16|M0)         r4       r14     null:0  a0.0        0x24481500           {ExBSO,$3} // wr:2+0, rd:4; load.ugm.d32x2.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M16)        r20      r16     null:0  a0.0        0x24481500           {ExBSO,$4} // wr:2+0, rd:4; load.ugm.d32x2.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.0<1>:ud    r8.6<0;1,0>:d                    {A@1}
        shl (16|M0)              r36.0<1>:d    r4.0<1;1,0>:d     2:w               {Compacted,$3.dst}
        and (16|M0)              r36.0<1>:d    r36.0<1;1,0>:d    252:w               {Compacted,I@1}
        shl (16|M16)             r2.0<1>:d     r20.0<1;1,0>:d    2:w               {Compacted,$4.dst}
        mul (16|M0)              r36.0<1>:d    r36.0<1;1,0>:d    32:w               {Compacted,I@2}
        and (16|M16)             r2.0<1>:d     r2.0<1;1,0>:d     252:w               {Compacted,I@2}
        addc (8|M0)              r10.0<1>:ud   r40.0<1;1,0>:ud   r36.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
        shl (16|M0)              r24.0<1>:d    r6.0<1;1,0>:d     2:w               {Compacted,$1.src}
        mul (16|M16)             r2.0<1>:d     r2.0<1;1,0>:d     32:w               {Compacted,I@3}
        mov (8|M0)               r26.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$2.src}
        addc (8|M8)              r11.0<1>:ud   r41.0<1;1,0>:ud   r37.0<1;1,0>:ud  {AccWrEn}
        and (16|M0)              r24.0<1>:d    r24.0<1;1,0>:d    252:w               {Compacted,I@4}
        mov (8|M8)               r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r16.0<1>:ud   r38.0<1;1,0>:ud   r2.0<1;1,0>:ud   {AccWrEn,I@5}
        shl (16|M16)             r28.0<1>:d    r22.0<1;1,0>:d    2:w               {Compacted}
        mul (16|M0)              r24.0<1>:d    r24.0<1;1,0>:d    32:w               {Compacted,I@4}
        mov (8|M16)              r30.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r17.0<1>:ud   r39.0<1;1,0>:ud   r3.0<1;1,0>:ud   {AccWrEn}
        and (16|M16)             r28.0<1>:d    r28.0<1;1,0>:d    252:w               {Compacted,I@4}
        mov (8|M24)              r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M0)              r6.0<1>:ud    r40.0<1;1,0>:ud   r24.0<1;1,0>:ud  {AccWrEn,Compacted,I@5}
        mul (16|M16)             r28.0<1>:d    r28.0<1;1,0>:d    32:w               {Compacted,I@3}
        mov (8|M0)               r32.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r7.0<1>:ud    r41.0<1;1,0>:ud   r25.0<1;1,0>:ud  {AccWrEn}
        add (8|M16)              r42.1<2>:ud   r30.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r34.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r36.0<1>:ud   r38.0<1;1,0>:ud   r28.0<1;1,0>:ud  {AccWrEn,I@5}
        add (8|M24)              r44.1<2>:ud   r4.0<1;1,0>:ud    r55.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r20.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r37.0<1>:ud   r39.0<1;1,0>:ud   r29.0<1;1,0>:ud  {AccWrEn}
        add (8|M8)               r40.1<2>:ud   r14.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted}
        mov (8|M24)              r22.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r46.1<2>:ud   r32.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M16)              r42.0<2>:d    r16.0<1;1,0>:d                  
        add (8|M8)               r48.1<2>:ud   r34.0<1;1,0>:ud   r51.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M24)              r44.0<2>:d    r17.0<1;1,0>:d                  
        add (8|M0)               r38.1<2>:ud   r26.0<1;1,0>:ud   r50.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r40.0<2>:d    r11.0<1;1,0>:d                  
        add (8|M24)              r52.1<2>:ud   r22.0<1;1,0>:ud   r55.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M0)               r46.0<2>:d    r6.0<1;1,0>:d                   
        mov (8|M8)               r48.0<2>:d    r7.0<1;1,0>:d                   
        mov (8|M0)               r38.0<2>:d    r10.0<1;1,0>:d                  
        add (8|M16)              r50.1<2>:ud   r20.0<1;1,0>:ud   r54.0<1;1,0>:ud  {Compacted}
        mov (8|M24)              r52.0<2>:d    r37.0<1;1,0>:d                  
        mov (8|M16)              r50.0<2>:d    r36.0<1;1,0>:d                  
        send.ugm (16|M16)        r4       r42     null:0  0x0            0x08280580           {A@7,$5} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
        send.ugm (16|M0)         r10      r46     null:0  0x0            0x08280580           {A@4,$6} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
        send.ugm (16|M0)         r2       r38     null:0  0x0            0x08280580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
        send.ugm (16|M16)        r14      r50     null:0  0x0            0x08280580           {A@1,$8} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
        add (16|M0)              r16.0<1>:d    r12.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r20.0<1>:d    r18.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
        sync.nop                             null                             {Compacted,$7.dst}
        add (16|M0)              r10.0<1>:f    r2.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$8.dst}
        add (16|M16)             r14.0<1>:f    r4.0<1;1,0>:f     r14.0<1;1,0>:f   {Compacted,$5.dst}
        send.ugm (16|M0)         null     r16     r10:2   a0.0        0x240E0504           {ExBSO,A@2,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r20     r14:2   a0.0        0x240E0504           {ExBSO,A@1,$10} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L56624:
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
