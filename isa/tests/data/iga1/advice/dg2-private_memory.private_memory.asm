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
(W)     mov (8|M0)               r69.0<1>:ud   r0.0<1;1,0>:ud                  
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
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     asr (1|M0)               r8.0<1>:ud    r5.0<0;1,0>:ud    1:w               {A@1}
(W)     and (1|M0)               r6.0<1>:ud    r5.0<0;1,0>:ud    63:w              
(W)     and (1|M0)               r8.0<1>:ud    r8.0<0;1,0>:ud    -64:w               {I@2}
        shl (16|M0)              r13.0<1>:d    r3.0<1;1,0>:uw    9:w              
(W)     or (1|M0)                r5.0<1>:ud    r6.0<0;1,0>:ud    r8.0<0;1,0>:ud   {Compacted,I@2}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r69.2<0;1,0>:uw  {Compacted}
(W)     asr (1|M0)               r10.0<1>:ud   r5.0<0;1,0>:ud    1:w               {I@2}
(W)     and (1|M0)               r9.3<1>:ud    r5.0<0;1,0>:ud    7:w              
(W)     and (1|M0)               r10.0<1>:ud   r10.0<0;1,0>:ud   -8:w               {I@2}
        shl (16|M16)             r15.0<1>:d    r4.0<1;1,0>:uw    9:w              
(W)     or (1|M0)                r5.0<1>:ud    r9.3<0;1,0>:ud    r10.0<0;1,0>:ud  {Compacted,I@2}
(W)     mach (1|M0)              r12.0<1>:d    r9.0<0;1,0>:d     r69.1<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               r11.0<1>:d    r5.0<0;1,0>:d     16384:w               {I@2}
        add3 (16|M0)             r70.0<1>:d    r12.0<0;0>:d      r1.0<1;0>:uw      r7.0<0>:d        {I@2}
        add (16|M0)              r13.0<1>:d    r11.0<0;1,0>:d    r13.0<1;1,0>:d   {Compacted,I@2}
        addc (8|M0)              r74.0<1>:ud   r8.4<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        add (16|M16)             r15.0<1>:d    r11.0<0;1,0>:d    r15.0<1;1,0>:d   {Compacted}
        mov (8|M0)               r21.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r75.0<1>:ud   r8.4<0;1,0>:ud    r14.0<1;1,0>:ud  {AccWrEn}
        asr (16|M0)              r17.0<1>:d    r13.0<1;1,0>:d    31:w               {Compacted}
        mov (8|M8)               r22.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r76.0<1>:ud   r8.4<0;1,0>:ud    r15.0<1;1,0>:ud  {AccWrEn,I@5}
        asr (16|M16)             r19.0<1>:d    r15.0<1;1,0>:d    31:w               {Compacted}
        mov (8|M16)              r23.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r77.0<1>:ud   r8.4<0;1,0>:ud    r16.0<1;1,0>:ud  {AccWrEn}
        add3 (8|M0)              r78.0<1>:ud   r21.0<1;0>:ud     r8.5<0;0>:ud      r17.0<1>:ud      {I@6}
        mov (8|M24)              acc0.0<1>:ud  acc0.0<1;1,0>:ud                
        add3 (8|M8)              r79.0<1>:ud   r22.0<1;0>:ud     r8.5<0;0>:ud      r18.0<1>:ud      {I@7}
        add3 (8|M16)             r80.0<1>:ud   r23.0<1;0>:ud     r8.5<0;0>:ud      r19.0<1>:ud      {I@5}
        add3 (8|M24)             r81.0<1>:ud   acc0.0<1;0>:ud    r8.5<0;0>:ud      r20.0<1>:ud     
        add3 (16|M16)            r72.0<1>:d    r12.0<0;0>:d      r2.0<1;0>:uw      r7.0<0>:d       
(W)     mov (1|M0)               r82.0<1>:d    0:w                              
        mov (8|M0)               r25.0<2>:d    r74.0<1;1,0>:d                  
        mov (8|M8)               r27.0<2>:d    r75.0<1;1,0>:d                  
        mov (8|M16)              r29.0<2>:d    r76.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r77.0<1;1,0>:d                   {I@7}
        mov (8|M0)               r25.1<2>:d    r78.0<1;1,0>:d                   {I@7}
        mov (8|M8)               r27.1<2>:d    r79.0<1;1,0>:d                   {I@7}
        mov (8|M16)              r29.1<2>:d    r80.0<1;1,0>:d                   {I@7}
        mov (8|M24)              r31.1<2>:d    r81.0<1;1,0>:d                   {I@7}
L952:
        mul (8|M0)               acc0.0<1>:ud  r70.0<1;1,0>:ud   r82.0<0;1,0>:uw  {I@7}
        mach (8|M0)              r3.0<1>:ud    r70.0<1;1,0>:ud   r82.0<0;1,0>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r71.0<1;1,0>:ud   r82.0<0;1,0>:uw 
        mach (8|M8)              r4.0<1>:ud    r71.0<1;1,0>:ud   r82.0<0;1,0>:ud  {AccWrEn}
        mov (8|M8)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r72.0<1;1,0>:ud   r82.0<0;1,0>:uw 
        mach (8|M16)             r10.0<1>:ud   r72.0<1;1,0>:ud   r82.0<0;1,0>:ud  {AccWrEn}
        mov (16|M0)              r87.0<1>:f    r3.0<1;1,0>:f                    {Compacted,A@4}
        mov (8|M16)              r12.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r73.0<1;1,0>:ud   r82.0<0;1,0>:uw 
        mach (8|M24)             r11.0<1>:ud   r73.0<1;1,0>:ud   r82.0<0;1,0>:ud  {AccWrEn}
        lzd (16|M0)              r91.0<1>:ud   r87.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r89.0<1>:f    r10.0<1;1,0>:f                   {Compacted,A@2}
        lzd (16|M16)             r93.0<1>:ud   r89.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r91.0<1;1,0>:d    32:w               {I@2}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r93.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r83.0<1>:f    r5.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r85.0<1>:f    r12.0<1;1,0>:f                   {Compacted,I@1}
(~f1.0) goto (32|M0)                         L1488                  L1488                
L1216:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r91.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r93.0<1;1,0>:d    0:w              
(f0.0)  goto (32|M0)                         L1320                  L1320                
L1256:
        mov (16|M0)              r95.0<1>:f    r83.0<1;1,0>:f                   {Compacted,F@2}
        mov (16|M16)             r97.0<1>:f    r85.0<1;1,0>:f                   {Compacted,F@2}
        mov (16|M0)              r83.0<1>:d    r87.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r85.0<1>:d    r89.0<1;1,0>:d                   {F@1}
        goto (32|M0)                         L1320                  L1416                
L1320:
        join (32|M0)                         L1416                                
L1336:
        shl (16|M0)              r3.0<1>:d     r87.0<1;1,0>:d    r91.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r5.0<1>:d     r89.0<1;1,0>:d    r93.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r10.0<1>:d    r83.0<1;1,0>:ud   -r91.0<1;1,0>:d  {I@6}
        shr (16|M16)             r12.0<1>:d    r85.0<1;1,0>:ud   -r93.0<1;1,0>:d  {I@6}
        shl (16|M0)              r95.0<1>:d    r83.0<1;1,0>:d    r91.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r97.0<1>:d    r85.0<1;1,0>:d    r93.0<1;1,0>:d   {Compacted}
        or (16|M0)               r83.0<1>:d    r3.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        or (16|M16)              r85.0<1>:d    r5.0<1;1,0>:d     r12.0<1;1,0>:d   {Compacted,I@4}
L1416:
        join (32|M0)                         L1488                                
L1432:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r95.0<1;1,0>:d    0:w               {I@5}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r97.0<1;1,0>:d    0:w               {I@5}
(f1.0)  or (16|M0)               r83.0<1>:d    r83.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r85.0<1>:d    r85.0<1;1,0>:d    1:w               {I@5}
L1488:
        join (32|M0)                         L1880                                
L1504:
(W)     shl (1|M0)               r18.0<1>:d    r82.0<0;1,0>:d    2:w               {Compacted}
        add (16|M0)              r10.0<1>:d    -r91.0<1;1,0>:d   159:w               {Compacted}
        addc (8|M0)              r19.0<1>:ud   r74.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn,Compacted,I@2}
        add (16|M16)             r12.0<1>:d    -r93.0<1;1,0>:d   159:w               {Compacted}
        mov (8|M0)               r21.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r20.0<1>:ud   r75.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn}
        mov (16|M0)              r3.0<1>:f     r83.0<1;1,0>:ud                  {Compacted}
        mov (8|M8)               r26.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r27.0<1>:ud   r76.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn}
        mov (16|M16)             r5.0<1>:f     r85.0<1;1,0>:ud                  {Compacted}
        mov (8|M16)              r29.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r28.0<1>:ud   r77.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r82.0<0;1,0>:ud   0x7F:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r82.0<0;1,0>:ud   0x7F:uw             
        shl (16|M0)              r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@7}
        shl (16|M16)             r12.0<1>:d    r12.0<1;1,0>:d    23:w               {Compacted,I@7}
        mov (8|M24)              r34.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$3.src}
        add (8|M0)               r22.1<2>:ud   r21.0<1;1,0>:ud   r78.0<1;1,0>:ud  {Compacted,I@7}
        add (8|M8)               r24.1<2>:ud   r26.0<1;1,0>:ud   r79.0<1;1,0>:ud  {Compacted,I@7}
        sync.nop                             null                             {Compacted,$4.src}
        add (8|M16)              r30.1<2>:ud   r29.0<1;1,0>:ud   r80.0<1;1,0>:ud  {Compacted,I@7}
        mul (16|M0)              r14.0<1>:f    r3.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,A@2}
        mul (16|M16)             r16.0<1>:f    r5.0<1;1,0>:f     r12.0<1;1,0>:f   {Compacted,A@2}
        add (8|M24)              r32.1<2>:ud   r34.0<1;1,0>:ud   r81.0<1;1,0>:ud  {Compacted,I@4}
        mov (8|M0)               r22.0<2>:d    r19.0<1;1,0>:d                  
        mov (8|M8)               r24.0<2>:d    r20.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r27.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r28.0<1;1,0>:d                  
        send.dc1 (16|M0)         null     r22     r14:2   0x0            0x080691FF           {A@2,$3} // wr:4+2, rd:0; a64 dword scattering write
        send.dc1 (16|M16)        null     r30     r16:2   0x0            0x080691FF           {A@1,$4} // wr:4+2, rd:0; a64 dword scattering write
(~f0.0) goto (32|M0)                         L1880                  L1880                
L1856:
(W)     add (1|M0)               r82.0<1>:d    r82.0<0;1,0>:d    1:w               {Compacted}
(W)     jmpi                                 L952                                
L1880:
        join (32|M0)                         L1896                                
L1896:
        shl (16|M0)              r3.0<1>:d     r70.0<1;1,0>:d    2:w               {Compacted}
        send.dc1 (16|M0)         r10      r3      null:0  0x0            0x04405C01           {A@1,$5} // wr:2+0, rd:4; untyped surface read with xy
        shl (16|M16)             r14.0<1>:d    r72.0<1;1,0>:d    2:w               {Compacted,$3.src}
        send.dc1 (16|M16)        r16      r14     null:0  0x0            0x04405C01           {A@1,$6} // wr:2+0, rd:4; untyped surface read with xy
(W)     mov (8|M0)               r127.0<1>:f   r69.0<1;1,0>:f                   {Compacted}
        shl (16|M0)              r20.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted,$5.dst}
        and (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    508:w               {Compacted,I@1}
        shl (16|M16)             r22.0<1>:d    r16.0<1;1,0>:d    2:w               {Compacted,$6.dst}
        addc (8|M0)              r24.0<1>:ud   r74.0<1;1,0>:ud   r20.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
        and (16|M16)             r22.0<1>:d    r22.0<1;1,0>:d    508:w               {Compacted,I@2}
        mov (8|M0)               r26.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r25.0<1>:ud   r75.0<1;1,0>:ud   r21.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r27.0<1>:d    r12.0<1;1,0>:d    2:w               {Compacted}
        mov (8|M8)               r29.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
        addc (8|M16)             r30.0<1>:ud   r76.0<1;1,0>:ud   r22.0<1;1,0>:ud  {AccWrEn,I@5}
        and (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    508:w               {Compacted,I@3}
        mov (8|M16)              r32.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r31.0<1>:ud   r77.0<1;1,0>:ud   r23.0<1;1,0>:ud  {AccWrEn}
        shl (16|M16)             r33.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted}
        mov (8|M24)              r35.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M0)              r36.0<1>:ud   r74.0<1;1,0>:ud   r27.0<1;1,0>:ud  {AccWrEn,Compacted,I@5}
        and (16|M16)             r33.0<1>:d    r33.0<1;1,0>:d    508:w               {Compacted,I@3}
        mov (8|M0)               r38.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r37.0<1>:ud   r75.0<1;1,0>:ud   r28.0<1;1,0>:ud  {AccWrEn}
        add (8|M0)               r44.1<2>:ud   r26.0<1;1,0>:ud   r78.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r39.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r40.0<1>:ud   r76.0<1;1,0>:ud   r33.0<1;1,0>:ud  {AccWrEn,I@5}
        add (8|M8)               r46.1<2>:ud   r29.0<1;1,0>:ud   r79.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r42.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r41.0<1>:ud   r77.0<1;1,0>:ud   r34.0<1;1,0>:ud  {AccWrEn}
        add (8|M16)              r48.1<2>:ud   r32.0<1;1,0>:ud   r80.0<1;1,0>:ud  {Compacted}
        mov (8|M24)              r43.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M24)              r50.1<2>:ud   r35.0<1;1,0>:ud   r81.0<1;1,0>:ud  {Compacted}
        add (8|M0)               r52.1<2>:ud   r38.0<1;1,0>:ud   r78.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M0)               r44.0<2>:d    r24.0<1;1,0>:d                  
        add (8|M8)               r54.1<2>:ud   r39.0<1;1,0>:ud   r79.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M8)               r46.0<2>:d    r25.0<1;1,0>:d                  
        add (8|M16)              r56.1<2>:ud   r42.0<1;1,0>:ud   r80.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M16)              r48.0<2>:d    r30.0<1;1,0>:d                  
        mov (8|M24)              r50.0<2>:d    r31.0<1;1,0>:d                  
        add (8|M24)              r58.1<2>:ud   r43.0<1;1,0>:ud   r81.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M0)               r52.0<2>:d    r36.0<1;1,0>:d                  
        mov (8|M8)               r54.0<2>:d    r37.0<1;1,0>:d                  
        mov (8|M16)              r56.0<2>:d    r40.0<1;1,0>:d                  
        mov (8|M24)              r58.0<2>:d    r41.0<1;1,0>:d                  
        send.dc1 (16|M0)         r60      r44     null:0  0x0            0x082411FF           {A@7,$7} // wr:4+0, rd:2; a64 dword gathering read
        send.dc1 (16|M16)        r62      r48     null:0  0x0            0x082411FF           {A@6,$8} // wr:4+0, rd:2; a64 dword gathering read
        send.dc1 (16|M0)         r64      r52     null:0  0x0            0x082411FF           {A@3,$9} // wr:4+0, rd:2; a64 dword gathering read
        send.dc1 (16|M16)        r66      r56     null:0  0x0            0x082411FF           {A@1,$10} // wr:4+0, rd:2; a64 dword gathering read
        sync.nop                             null                             {Compacted,$9.dst}
        add (16|M0)              r64.0<1>:f    r60.0<1;1,0>:f    r64.0<1;1,0>:f   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M16)             r66.0<1>:f    r62.0<1;1,0>:f    r66.0<1;1,0>:f   {Compacted,$8.dst}
        send.dc1 (16|M0)         null     r3      r64:2   0x0            0x04025E00           {A@2,$11} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r14     r66:2   0x0            0x04025E00           {A@1,$12} // wr:2+2, rd:0; untyped surface write with x
(W)     send.ugm (1|M0)          r68      r69     null:0  0x0            0x0214031F           {$13} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r68.0<1;1,0>:ud                  {$13.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L2568:
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
