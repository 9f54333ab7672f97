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
(W)     mov (8|M0)               r73.0<1>:ud   r0.0<1;1,0>:ud                  
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
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r73.2<0;1,0>:uw  {A@1}
(W)     mach (1|M0)              r14.0<1>:ud   r7.3<0;1,0>:ud    r73.1<0;1,0>:ud  {AccWrEn}
        mov (16|M0)              r15.0<1>:d    r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r13.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r17.0<1>:d    r2.0<1;1,0>:uw                  
        addc (8|M0)              r19.0<1>:ud   r13.0<0;1,0>:ud   r15.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
(W)     and (1|M0)               r6.0<1>:ud    r5.0<0;1,0>:ud    63:w              
        add (8|M0)               r21.0<1>:ud   acc0.0<1;1,0>:ud  r14.0<0;1,0>:ud 
        addc (8|M8)              r20.0<1>:ud   r13.0<0;1,0>:ud   r16.0<1;1,0>:ud  {AccWrEn}
(W)     asr (1|M0)               r7.6<1>:ud    r5.0<0;1,0>:ud    1:w              
(W)     mov (1|M0)               r8.0<1>:d     -64:w                               {$2.dst}
        add (8|M8)               r22.0<1>:ud   acc0.0<1;1,0>:ud  r14.0<0;1,0>:ud 
        addc (8|M16)             r23.0<1>:ud   r13.0<0;1,0>:ud   r17.0<1;1,0>:ud  {AccWrEn,I@7}
(W)     bfn.0xF8 (1|M0)          r5.0<1>:ud    r7.6<0;0>:ud      r8.0<0;0>:ud      r6.0<0>:ud       {I@3} // s0&s1|s2
        add (8|M16)              r25.0<1>:ud   acc0.0<1;1,0>:ud  r14.0<0;1,0>:ud 
        addc (8|M24)             r24.0<1>:ud   r13.0<0;1,0>:ud   r18.0<1;1,0>:ud  {AccWrEn}
(W)     mov (1|M0)               r11.0<1>:d    -8:w                              
(W)     and (1|M0)               r9.0<1>:ud    r5.0<0;1,0>:ud    7:w               {I@4}
(W)     asr (1|M0)               r10.0<1>:ud   r5.0<0;1,0>:ud    1:w              
        add (8|M24)              r26.0<1>:ud   acc0.0<1;1,0>:ud  r14.0<0;1,0>:ud 
        addc (8|M0)              r74.0<1>:ud   r19.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted}
(W)     bfn.0xF8 (1|M0)          r5.0<1>:ud    r10.0<0;0>:ud     r11.0<0;0>:ud     r9.0<0>:ud       {I@3} // s0&s1|s2
        add (8|M0)               r78.0<1>:ud   acc0.0<1;1,0>:ud  r21.0<1;1,0>:ud 
        addc (8|M8)              r75.0<1>:ud   r20.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        shl (16|M0)              r27.0<1>:d    r3.0<1;1,0>:uw    2:w              
(W)     mul (1|M0)               r12.0<1>:d    r5.0<0;1,0>:d     16384:w               {I@4}
        add (8|M8)               r79.0<1>:ud   acc0.0<1;1,0>:ud  r22.0<1;1,0>:ud 
        addc (8|M16)             r76.0<1>:ud   r23.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        add (16|M0)              r27.0<1>:d    r12.0<0;1,0>:d    r27.0<1;1,0>:d   {Compacted,I@3}
        add (8|M16)              r80.0<1>:ud   acc0.0<1;1,0>:ud  r25.0<1;1,0>:ud 
        addc (8|M24)             r77.0<1>:ud   r24.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        shl (16|M16)             r29.0<1>:d    r4.0<1;1,0>:uw    2:w              
        add (8|M24)              r81.0<1>:ud   acc0.0<1;1,0>:ud  r26.0<1;1,0>:ud 
        addc (8|M0)              r82.0<1>:ud   r8.2<0;1,0>:ud    r27.0<1;1,0>:ud  {AccWrEn,Compacted,I@5}
        add (16|M16)             r29.0<1>:d    r12.0<0;1,0>:d    r29.0<1;1,0>:d   {Compacted,I@3}
        add (8|M0)               r86.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
        addc (8|M8)              r83.0<1>:ud   r8.2<0;1,0>:ud    r28.0<1;1,0>:ud  {AccWrEn}
(W)     mov (1|M0)               r90.0<1>:d    0:w                              
        add (8|M8)               r87.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
        addc (8|M16)             r84.0<1>:ud   r8.2<0;1,0>:ud    r29.0<1;1,0>:ud  {AccWrEn,I@5}
        add (8|M16)              r88.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
        addc (8|M24)             r85.0<1>:ud   r8.2<0;1,0>:ud    r30.0<1;1,0>:ud  {AccWrEn}
        add (8|M24)              r89.0<1>:ud   acc0.0<1;1,0>:ud  r8.3<0;1,0>:ud  
L1048:
        mul (8|M0)               acc0.0<1>:ud  r74.0<1;1,0>:ud   r90.0<0;1,0>:uw  {I@6}
        mach (8|M0)              r3.0<1>:ud    r74.0<1;1,0>:ud   r90.0<0;1,0>:ud  {AccWrEn,Compacted}
        mov (8|M0)               r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r75.0<1;1,0>:ud   r90.0<0;1,0>:uw 
        mach (8|M8)              r4.0<1>:ud    r75.0<1;1,0>:ud   r90.0<0;1,0>:ud  {AccWrEn}
        mov (8|M8)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
(W)     mul (8|M0)               acc0.0<1>:d   r90.0<0;1,0>:ud   r78.0<2;1,0>:uw 
        mach (8|M0)              r9.0<1>:d     r90.0<0;1,0>:ud   r78.0<1;1,0>:d  
(W)     mul (8|M8)               acc0.0<1>:d   r90.0<0;1,0>:ud   r79.0<2;1,0>:uw 
        mach (8|M8)              r10.0<1>:d    r90.0<0;1,0>:ud   r79.0<1;1,0>:d  
        mul (8|M16)              acc0.0<1>:ud  r76.0<1;1,0>:ud   r90.0<0;1,0>:uw 
        mach (8|M16)             r11.0<1>:ud   r76.0<1;1,0>:ud   r90.0<0;1,0>:ud  {AccWrEn}
        add (16|M0)              r95.0<1>:d    r3.0<1;1,0>:d     r9.0<1;1,0>:d    {Compacted,I@3}
        mov (8|M16)              r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted,$3.src}
        mul (8|M24)              acc0.0<1>:ud  r77.0<1;1,0>:ud   r90.0<0;1,0>:uw 
        mach (8|M24)             r12.0<1>:ud   r77.0<1;1,0>:ud   r90.0<0;1,0>:ud  {AccWrEn}
        lzd (16|M0)              r99.0<1>:ud   r95.0<1;1,0>:ud                  {I@4}
        mov (8|M24)              r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r90.0<0;1,0>:ud   r80.0<2;1,0>:uw 
        mach (8|M16)             r15.0<1>:d    r90.0<0;1,0>:ud   r80.0<1;1,0>:d   {$4.src}
(W)     mul (8|M24)              acc0.0<1>:d   r90.0<0;1,0>:ud   r81.0<2;1,0>:uw 
        mach (8|M24)             r16.0<1>:d    r90.0<0;1,0>:ud   r81.0<1;1,0>:d  
        cmp (16|M0)   (ne)f1.0   null<1>:d     r99.0<1;1,0>:d    32:w               {I@6}
        add (16|M16)             r97.0<1>:d    r11.0<1;1,0>:d    r15.0<1;1,0>:d   {Compacted,I@2}
        lzd (16|M16)             r101.0<1>:ud  r97.0<1;1,0>:ud                  {I@1}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r101.0<1;1,0>:d   32:w               {I@1}
        mov (16|M0)              r91.0<1>:f    r5.0<1;1,0>:f                    {Compacted}
        mov (16|M16)             r93.0<1>:f    r13.0<1;1,0>:f                   {Compacted}
(~f1.0) goto (32|M0)                         L1728                  L1728                
L1440:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r99.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r101.0<1;1,0>:d   0:w              
(f0.0)  goto (32|M0)                         L1544                  L1544                
L1480:
        mov (16|M0)              r103.0<1>:f   r91.0<1;1,0>:f                   {Compacted,F@2}
        mov (16|M16)             r105.0<1>:f   r93.0<1;1,0>:f                   {Compacted,F@2}
        mov (16|M0)              r91.0<1>:d    r95.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r93.0<1>:d    r97.0<1;1,0>:d                   {F@1}
        goto (32|M0)                         L1544                  L1656                
L1544:
        join (32|M0)                         L1656                                
L1560:
        add (16|M0)              r9.0<1>:d     -r99.0<1;1,0>:d   32:w               {Compacted}
        add (16|M16)             r11.0<1>:d    -r101.0<1;1,0>:d  32:w               {Compacted}
        shl (16|M0)              r3.0<1>:d     r95.0<1;1,0>:d    r99.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r5.0<1>:d     r97.0<1;1,0>:d    r101.0<1;1,0>:d  {Compacted}
        shr (16|M0)              r9.0<1>:ud    r91.0<1;1,0>:ud   r9.0<1;1,0>:d    {I@4}
        shr (16|M16)             r11.0<1>:ud   r93.0<1;1,0>:ud   r11.0<1;1,0>:d   {I@4}
        shl (16|M0)              r103.0<1>:d   r91.0<1;1,0>:d    r99.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r105.0<1>:d   r93.0<1;1,0>:d    r101.0<1;1,0>:d  {Compacted}
        or (16|M0)               r91.0<1>:d    r3.0<1;1,0>:d     r9.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r93.0<1>:d    r5.0<1;1,0>:d     r11.0<1;1,0>:d   {Compacted,I@4}
L1656:
        join (32|M0)                         L1728                                
L1672:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r103.0<1;1,0>:d   0:w               {I@5}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r105.0<1;1,0>:d   0:w               {I@5}
(f1.0)  or (16|M0)               r91.0<1>:d    r91.0<1;1,0>:d    1:w               {Compacted,I@5}
(f1.0)  or (16|M16)              r93.0<1>:d    r93.0<1;1,0>:d    1:w               {I@5}
L1728:
        join (32|M0)                         L2112                                
L1744:
(W)     shl (1|M0)               r17.0<1>:d    r90.0<0;1,0>:d    2:w               {Compacted}
        add (16|M0)              r9.0<1>:d     -r99.0<1;1,0>:d   159:w               {Compacted}
(W)     mul (1|M0)               r18.0<1>:d    r17.0<0;1,0>:d    32:w               {Compacted,I@2}
        add (16|M16)             r11.0<1>:d    -r101.0<1;1,0>:d  159:w               {Compacted}
        addc (8|M0)              r19.0<1>:ud   r82.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn,Compacted,I@2}
        mov (16|M0)              r3.0<1>:f     r91.0<1;1,0>:ud                  {Compacted}
        mov (8|M0)               r21.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r20.0<1>:ud   r83.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn}
        mov (16|M16)             r5.0<1>:f     r93.0<1;1,0>:ud                  {Compacted}
        mov (8|M8)               r26.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r27.0<1>:ud   r84.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r90.0<0;1,0>:ud   0x7F:uw             
        mov (8|M16)              r29.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r28.0<1>:ud   r85.0<1;1,0>:ud   r18.0<0;1,0>:ud  {AccWrEn}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r90.0<0;1,0>:ud   0x7F:uw             
        shl (16|M0)              r9.0<1>:d     r9.0<1;1,0>:d     23:w               {Compacted}
        shl (16|M16)             r11.0<1>:d    r11.0<1;1,0>:d    23:w               {Compacted,I@7}
        mov (8|M24)              r34.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r22.1<2>:ud   r21.0<1;1,0>:ud   r86.0<1;1,0>:ud  {Compacted,I@7}
        add (8|M8)               r24.1<2>:ud   r26.0<1;1,0>:ud   r87.0<1;1,0>:ud  {Compacted,I@7}
        add (8|M16)              r30.1<2>:ud   r29.0<1;1,0>:ud   r88.0<1;1,0>:ud  {Compacted,I@7}
        mul (16|M0)              r13.0<1>:f    r3.0<1;1,0>:f     r9.0<1;1,0>:f    {Compacted,A@2}
        mul (16|M16)             r15.0<1>:f    r5.0<1;1,0>:f     r11.0<1;1,0>:f   {Compacted,A@2}
        add (8|M24)              r32.1<2>:ud   r34.0<1;1,0>:ud   r89.0<1;1,0>:ud  {Compacted,I@4}
        mov (8|M0)               r22.0<2>:d    r19.0<1;1,0>:d                  
        mov (8|M8)               r24.0<2>:d    r20.0<1;1,0>:d                  
        mov (8|M16)              r30.0<2>:d    r27.0<1;1,0>:d                  
        mov (8|M24)              r32.0<2>:d    r28.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r22     r13:2   0x0            0x080E0584           {A@2,$3} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
        send.ugm (16|M16)        null     r30     r15:2   0x0            0x080E0584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64.wb.wb
(~f0.0) goto (32|M0)                         L2112                  L2112                
L2088:
(W)     add (1|M0)               r90.0<1>:d    r90.0<0;1,0>:d    1:w               {Compacted}
(W)     jmpi                                 L1048                                
L2112:
        join (32|M0)                         L2128                                
L2128:
        shl (16|M0)              r3.0<1>:d     r74.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r8.7<0;1,0>:d                    {A@1}
        add (16|M0)              r5.0<1>:d     r3.0<1;1,0>:d     r8.5<0;1,0>:d    {Compacted,I@2}
        shl (16|M16)             r9.0<1>:d     r76.0<1;1,0>:d    2:w               {Compacted}
        send.ugm (16|M0)         r11      r5      null:0  a0.0        0x24481500           {ExBSO,A@2,$5} // wr:2+0, rd:4; load.ugm.d32x2.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$4.src}
        add (16|M16)             r15.0<1>:d    r9.0<1;1,0>:d     r8.5<0;1,0>:d    {Compacted,I@1}
        send.ugm (16|M16)        r17      r15     null:0  a0.0        0x24481500           {ExBSO,A@1,$6} // wr:2+0, rd:4; load.ugm.d32x2.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.0<1>:ud    r8.6<0;1,0>:d                    {A@1}
        add (16|M0)              r69.0<1>:d    r3.0<1;1,0>:d     r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r71.0<1>:d    r9.0<1;1,0>:d     r8.4<0;1,0>:d    {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
        shl (16|M0)              r21.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,$3.src}
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    508:w               {Compacted,I@1}
        shl (16|M16)             r23.0<1>:d    r17.0<1;1,0>:d    2:w               {Compacted,$6.dst}
        mul (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    32:w               {Compacted,I@2}
        and (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    508:w               {Compacted,I@2}
        addc (8|M0)              r25.0<1>:ud   r82.0<1;1,0>:ud   r21.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
        shl (16|M0)              r27.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted}
        mul (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    32:w               {Compacted,I@3}
        mov (8|M0)               r29.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r26.0<1>:ud   r83.0<1;1,0>:ud   r22.0<1;1,0>:ud  {AccWrEn}
        and (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    508:w               {Compacted,I@4}
        mov (8|M8)               r30.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r31.0<1>:ud   r84.0<1;1,0>:ud   r23.0<1;1,0>:ud  {AccWrEn,I@5}
        shl (16|M16)             r33.0<1>:d    r19.0<1;1,0>:d    2:w               {Compacted}
        mul (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    32:w               {Compacted,I@4}
        mov (8|M16)              r35.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r32.0<1>:ud   r85.0<1;1,0>:ud   r24.0<1;1,0>:ud  {AccWrEn}
        and (16|M16)             r33.0<1>:d    r33.0<1;1,0>:d    508:w               {Compacted,I@4}
        mov (8|M24)              r36.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M0)              r37.0<1>:ud   r82.0<1;1,0>:ud   r27.0<1;1,0>:ud  {AccWrEn,Compacted,I@5}
        mul (16|M16)             r33.0<1>:d    r33.0<1;1,0>:d    32:w               {Compacted,I@3}
        mov (8|M0)               r39.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r38.0<1>:ud   r83.0<1;1,0>:ud   r28.0<1;1,0>:ud  {AccWrEn}
        add (8|M0)               r45.1<2>:ud   r29.0<1;1,0>:ud   r86.0<1;1,0>:ud  {Compacted}
        mov (8|M8)               r40.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r41.0<1>:ud   r84.0<1;1,0>:ud   r33.0<1;1,0>:ud  {AccWrEn,I@5}
        add (8|M8)               r47.1<2>:ud   r30.0<1;1,0>:ud   r87.0<1;1,0>:ud  {Compacted}
        mov (8|M16)              r43.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r42.0<1>:ud   r85.0<1;1,0>:ud   r34.0<1;1,0>:ud  {AccWrEn}
        add (8|M16)              r49.1<2>:ud   r35.0<1;1,0>:ud   r88.0<1;1,0>:ud  {Compacted}
        mov (8|M24)              r44.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M24)              r51.1<2>:ud   r36.0<1;1,0>:ud   r89.0<1;1,0>:ud  {Compacted}
        add (8|M0)               r53.1<2>:ud   r39.0<1;1,0>:ud   r86.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M0)               r45.0<2>:d    r25.0<1;1,0>:d                  
        add (8|M8)               r55.1<2>:ud   r40.0<1;1,0>:ud   r87.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M8)               r47.0<2>:d    r26.0<1;1,0>:d                  
        add (8|M16)              r57.1<2>:ud   r43.0<1;1,0>:ud   r88.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M16)              r49.0<2>:d    r31.0<1;1,0>:d                  
        mov (8|M24)              r51.0<2>:d    r32.0<1;1,0>:d                  
        add (8|M24)              r59.1<2>:ud   r44.0<1;1,0>:ud   r89.0<1;1,0>:ud  {Compacted,I@7}
        mov (8|M0)               r53.0<2>:d    r37.0<1;1,0>:d                  
        mov (8|M8)               r55.0<2>:d    r38.0<1;1,0>:d                  
        mov (8|M16)              r57.0<2>:d    r41.0<1;1,0>:d                  
        mov (8|M24)              r59.0<2>:d    r42.0<1;1,0>:d                  
        send.ugm (16|M0)         r61      r45     null:0  0x0            0x08280580           {A@7,$7} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
        send.ugm (16|M16)        r63      r49     null:0  0x0            0x08280580           {A@6,$8} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
        send.ugm (16|M0)         r65      r53     null:0  0x0            0x08280580           {A@3,$9} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
        send.ugm (16|M16)        r67      r57     null:0  0x0            0x08280580           {A@1,$10} // wr:4+0, rd:2; load.ugm.d32.a64.ca.ca
(W)     mov (8|M0)               r127.0<1>:f   r73.0<1;1,0>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$9.dst}
        add (16|M0)              r65.0<1>:f    r61.0<1;1,0>:f    r65.0<1;1,0>:f   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M16)             r67.0<1>:f    r63.0<1;1,0>:f    r67.0<1;1,0>:f   {Compacted,$8.dst}
        send.ugm (16|M0)         null     r69     r65:2   a0.0        0x240E0504           {ExBSO,A@2,$11} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r71     r67:2   a0.0        0x240E0504           {ExBSO,A@1,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L2872:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xFB15C911:ud                             
(W)     mov (16|M0)              null<1>:ud    0x824546DB:ud                             
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
        illegal                
