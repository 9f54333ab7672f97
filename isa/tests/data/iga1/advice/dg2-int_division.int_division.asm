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
(W)     mov (8|M0)               r93.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.allwr                           ($0,$2)                
(W)     mov (2|M0)               r4.0<1>:ud    r8.4<1;1,0>:ud                   {A@1}
(W)     mov (2|M0)               r5.0<1>:w     0x40:uv                              {$1.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r93.2<0;1,0>:uw  {Compacted,I@4}
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r93.1<0;1,0>:d   {Compacted}
(W)     addc (2|M0)              r6.0<1>:ud    r4.0<0;1,0>:ud    r5.0<1;1,0>:w    {AccWrEn,I@3}
        add (16|M0)              r94.0<1>:d    r3.0<0;1,0>:d     r1.0<1;1,0>:uw   {I@2}
(W)     mov (2|M0)               r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        add (16|M16)             r96.0<1>:d    r3.0<0;1,0>:d     r2.0<1;1,0>:uw  
(W)     add (2|M0)               r10.1<2>:ud   r8.0<1;1,0>:ud    r4.1<0;1,0>:ud   {I@2}
(W)     mov (2|M0)               r10.0<2>:ud   r6.0<1;1,0>:ud                  
        add3 (16|M0)             r98.0<1>:d    r3.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d       
(W)     send.dc1 (2|M0)          r102     r10     null:0  0x0            0x041401FF           {A@2,$3} // wr:2+0, rd:1; a64 dword gathering read
        add3 (16|M16)            r100.0<1>:d   r3.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r102.1<0;1,0>:d   0:w               {$3.dst}
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r102.1<0;1,0>:d   0:w              
(f0.0)  goto (32|M0)                         L576                  L576                
L528:
        mov (16|M0)              r103.0<1>:d   0:w                              
        mov (16|M16)             r105.0<1>:d   0:w                              
        goto (32|M0)                         L576                  L2504                
L576:
        join (32|M0)                         L2504                                
L592:
(W)     asr (1|M0)               r9.3<1>:d     r102.0<0;1,0>:d   31:w               {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r102.0<0;1,0>:d   0:w               {Compacted}
(W)     add (1|M0)               r3.0<1>:d     r9.3<0;1,0>:d     r102.0<0;1,0>:d  {Compacted,I@2}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r102.0<0;1,0>:d   0:w              
        mov (16|M0)              r107.0<1>:d   (abs)r102.0<0;1,0>:d            
        mov (16|M16)             r109.0<1>:d   (abs)r102.0<0;1,0>:d            
        mov (16|M0)              r103.0<1>:d   0:w                              
        mov (16|M16)             r105.0<1>:d   0:w                              
(W)     mov (1|M0)               r9.5<1>:d     0:w                              
(W)     xor (1|M0)               r9.4<1>:d     r3.0<0;1,0>:d     r9.3<0;1,0>:d    {I@7}
L728:
(~f0.0) goto (32|M0)                         L792                  L792                
L744:
        mov (16|M0)              r111.0<1>:d   -1:w                              
        mov (16|M16)             r113.0<1>:d   -1:w                              
        goto (32|M0)                         L792                  L1608                
L792:
        join (32|M0)                         L1608                                
L808:
        add3 (16|M0)             r3.0<1>:d     r94.0<1;0>:d      r7.0<0;0>:d       r9.5<0>:d        {I@7}
        add3 (16|M16)            r5.0<1>:d     r96.0<1;0>:d      r7.0<0;0>:d       r9.5<0>:d       
        shl (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     2:w               {Compacted,I@2}
        shl (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     2:w               {Compacted,I@2}
        and (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     4092:w               {I@2}
        and (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     4092:w               {I@2}
        send.dc1 (16|M0)         r10      r3      null:0  0x0            0x04205E01           {A@2,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r12      r5      null:0  0x0            0x04205E01           {A@1,$5} // wr:2+0, rd:2; untyped surface read with x
        asr (16|M0)              r14.0<1>:d    r10.0<1;1,0>:d    31:w               {Compacted,$4.dst}
        asr (16|M16)             r16.0<1>:d    r12.0<1;1,0>:d    31:w               {Compacted,$5.dst}
        add (16|M0)              r10.0<1>:d    r14.0<1;1,0>:d    r10.0<1;1,0>:d   {Compacted,I@2}
        add (16|M16)             r12.0<1>:d    r16.0<1;1,0>:d    r12.0<1;1,0>:d   {Compacted,I@2}
        xor (16|M0)              r18.0<1>:d    r10.0<1;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        xor (16|M16)             r20.0<1>:d    r12.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted,I@2}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     mov (1|M0)               r22.0<1>:f    r9.4<0;1,0>:ud                   {Compacted,A@1}
(W)     mov (1|M0)               r24.0<1>:f    0xB4C00000:f                               {Compacted}
(W)     math.inv (1|M0)          r23.0<1>:f    r22.0<0;1,0>:f                   {@2,$6}
        mov (16|M0)              r25.0<1>:f    r18.0<1;1,0>:ud                  {Compacted,I@3}
        sync.nop                             null                             {Compacted,$6.dst}
(W)     mad (1|M0)               r27.0<1>:f    r23.0<0;0>:f      r24.0<0;0>:f      r23.0<0>:f       {Compacted,F@2}
        mov (16|M16)             r33.0<1>:f    r20.0<1;1,0>:ud                  {Compacted,I@2}
(W)     mov (1|M0)               r32.0<1>:ud   r22.0<0;1,0>:f                  
        mov (16|M0)              r28.0<1>:ud   r25.0<1;1,0>:f                   {F@3}
        mul (16|M0)              r30.0<1>:f    r25.0<1;1,0>:f    r27.0<0;1,0>:f   {Compacted,F@2}
        mov (16|M16)             r36.0<1>:ud   r33.0<1;1,0>:f                   {F@2}
        mul (16|M16)             r38.0<1>:f    r33.0<1;1,0>:f    r27.0<0;1,0>:f   {Compacted}
(W)     add (1|M0)               r35.0<1>:d    r9.4<0;1,0>:d     -r32.0<0;1,0>:d  {Compacted,I@3}
        add (16|M0)              r28.0<1>:d    r18.0<1;1,0>:d    -r28.0<1;1,0>:d  {Compacted,I@3}
        mov (16|M0)              r40.0<1>:ud   r30.0<1;1,0>:f                   {F@2}
        add (16|M16)             r36.0<1>:d    r20.0<1;1,0>:d    -r36.0<1;1,0>:d  {Compacted,I@4}
        mov (16|M16)             r47.0<1>:ud   r38.0<1;1,0>:f                   {F@1}
(W)     mov (1|M0)               r42.0<1>:f    r35.0<0;1,0>:ud                  {Compacted,I@5}
        mov (16|M0)              r43.0<1>:f    r28.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M0)              r45.0<1>:f    r40.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r53.0<1>:f    r36.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M16)             r55.0<1>:f    r47.0<1;1,0>:ud                  {Compacted,I@1}
        mad (16|M0)              r49.0<1>:f    r25.0<1;0>:f      r45.0<1;0>:f      -r22.0<0>:f      {Compacted,F@3}
        mad (16|M0)              r51.0<1>:f    r43.0<1;0>:f      r45.0<1;0>:f      -r42.0<0>:f      {Compacted}
        mad (16|M16)             r59.0<1>:f    r33.0<1;0>:f      r55.0<1;0>:f      -r22.0<0>:f      {Compacted,F@3}
        mad (16|M16)             acc2.0<1>:f   r53.0<1;0>:f      r55.0<1;0>:f      -r42.0<0>:f     
        add (16|M0)              acc0.0<1>:f   r49.0<1;1,0>:f    r51.0<1;1,0>:f   {Compacted,F@3}
        add (16|M16)             r63.0<1>:f    r59.0<1;1,0>:f    acc2.0<1;1,0>:f  {F@3}
        mul (16|M0)              r65.0<1>:f    r27.0<0;1,0>:f    acc0.0<1;1,0>:f 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mul (16|M16)             r67.0<1>:f    r27.0<0;1,0>:f    r63.0<1;1,0>:f   {Compacted,A@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mov (16|M0)              r69.0<1>:ud   r65.0<1;1,0>:f                   {A@1}
        mov (16|M16)             r73.0<1>:ud   r67.0<1;1,0>:f                   {F@1}
        add (16|M0)              r71.0<1>:d    r69.0<1;1,0>:d    r40.0<1;1,0>:d   {Compacted,I@2}
        add (16|M16)             r75.0<1>:d    r73.0<1;1,0>:d    r47.0<1;1,0>:d   {Compacted,I@2}
(W)     mul (8|M0)               acc0.0<1>:d   r71.0<1;1,0>:d    r9.8<0;1,0>:uw   {Compacted,I@2}
        mach (8|M0)              r77.0<1>:d    r71.0<1;1,0>:d    r9.4<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r72.0<1;1,0>:d    r9.8<0;1,0>:uw  
        mach (8|M8)              r78.0<1>:d    r72.0<1;1,0>:d    r9.4<0;1,0>:d    {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r75.0<1;1,0>:d    r9.8<0;1,0>:uw   {I@5}
        mach (8|M16)             r79.0<1>:d    r75.0<1;1,0>:d    r9.4<0;1,0>:d    {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r76.0<1;1,0>:d    r9.8<0;1,0>:uw  
        mach (8|M24)             r80.0<1>:d    r76.0<1;1,0>:d    r9.4<0;1,0>:d    {Compacted}
        add (16|M0)              r77.0<1>:d    r18.0<1;1,0>:d    -r77.0<1;1,0>:d  {Compacted,I@5}
        add (16|M16)             r79.0<1>:d    r20.0<1;1,0>:d    -r79.0<1;1,0>:d  {Compacted,I@2}
        cmp (16|M0)   (ge)f1.0   r81.0<1>:ud   r77.0<1;1,0>:ud   r9.4<0;1,0>:ud   {I@2}
        cmp (16|M16)  (ge)f1.0   r83.0<1>:ud   r79.0<1;1,0>:ud   r9.4<0;1,0>:ud   {I@2}
        xor (16|M0)              r85.0<1>:d    r9.3<0;1,0>:d     r14.0<1;1,0>:d   {Compacted}
        xor (16|M16)             r87.0<1>:d    r9.3<0;1,0>:d     r16.0<1;1,0>:d   {Compacted}
        add3 (16|M0)             r89.0<1>:d    r71.0<1;0>:d      r85.0<1;0>:d      -r81.0<1>:d      {I@2}
        add3 (16|M16)            r91.0<1>:d    r75.0<1;0>:d      r87.0<1;0>:d      -r83.0<1>:d      {I@2}
        bfn.0x96 (16|M0)         r111.0<1>:ud  r89.0<1;0>:ud     r9.3<0;0>:ud      r14.0<1>:ud      {I@2} // s0^s1^s2
        bfn.0x96 (16|M16)        r113.0<1>:ud  r91.0<1;0>:ud     r9.3<0;0>:ud      r16.0<1>:ud      {I@2} // s0^s1^s2
L1608:
        join (32|M0)                         L2504                                
L1624:
(~f0.0) goto (32|M0)                         L1688                  L1688                
L1640:
        mov (16|M0)              r115.0<1>:d   -1:w                              
        mov (16|M16)             r117.0<1>:d   -1:w                              
        goto (32|M0)                         L1688                  L2392                
L1688:
        join (32|M0)                         L2392                                
L1704:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mov (16|M0)              r3.0<1>:f     r107.0<1;1,0>:ud                 {Compacted,A@1}
        mov (16|M16)             r5.0<1>:f     r109.0<1;1,0>:ud                 {Compacted}
        math.inv (16|M0)         r22.0<1>:f    r3.0<1;1,0>:f                    {@2,$7}
(W)     mov (1|M0)               r26.0<1>:f    0xB4C00000:f                               {Compacted}
        math.inv (16|M16)        r24.0<1>:f    r5.0<1;1,0>:f                    {@2,$8}
(W)     mov (1|M0)               r18.0<1>:f    r9.5<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r27.0<1>:f    r22.0<1;0>:f      r26.0<0;0>:f      r22.0<1>:f       {Compacted,F@2}
        mov (16|M0)              r10.0<1>:ud   r3.0<1;1,0>:f                   
        mad (16|M16)             r29.0<1>:f    r24.0<1;0>:f      r26.0<0;0>:f      r24.0<1>:f       {Compacted,$8.dst}
(W)     mov (1|M0)               r19.0<1>:ud   r18.0<0;1,0>:f                   {F@3}
        mul (16|M0)              r31.0<1>:f    r18.0<0;1,0>:f    r27.0<1;1,0>:f   {Compacted,F@2}
        mov (16|M16)             r12.0<1>:ud   r5.0<1;1,0>:f                   
        add (16|M0)              r10.0<1>:d    (abs)r102.0<0;1,0>:d  -r10.0<1;1,0>:d {Compacted,I@3}
        mul (16|M16)             r33.0<1>:f    r18.0<0;1,0>:f    r29.0<1;1,0>:f   {Compacted,F@2}
(W)     add (1|M0)               r20.0<1>:d    r9.5<0;1,0>:d     -r19.0<0;1,0>:d  {Compacted,I@3}
        mov (16|M0)              r35.0<1>:ud   r31.0<1;1,0>:f                   {F@2}
        add (16|M16)             r12.0<1>:d    (abs)r102.0<0;1,0>:d  -r12.0<1;1,0>:d {Compacted,I@4}
        mov (16|M0)              r14.0<1>:f    r10.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M16)             r37.0<1>:ud   r33.0<1;1,0>:f                   {F@2}
(W)     mov (1|M0)               r21.0<1>:f    r20.0<0;1,0>:ud                  {Compacted,I@4}
        mov (16|M0)              r39.0<1>:f    r35.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r16.0<1>:f    r12.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M16)             r41.0<1>:f    r37.0<1;1,0>:ud                  {Compacted,I@1}
        mad (16|M0)              r43.0<1>:f    r18.0<0;0>:f      r39.0<1;0>:f      -r3.0<1>:f       {F@3}
        mad (16|M0)              r47.0<1>:f    r21.0<0;0>:f      r39.0<1;0>:f      -r14.0<1>:f     
        mad (16|M16)             r45.0<1>:f    r18.0<0;0>:f      r41.0<1;0>:f      -r5.0<1>:f       {F@3}
        mad (16|M16)             acc2.0<1>:f   r21.0<0;0>:f      r41.0<1;0>:f      -r16.0<1>:f     
        add (16|M0)              acc0.0<1>:f   r43.0<1;1,0>:f    r47.0<1;1,0>:f   {Compacted,F@3}
        add (16|M16)             r53.0<1>:f    r45.0<1;1,0>:f    acc2.0<1;1,0>:f  {F@3}
        mul (16|M0)              r55.0<1>:f    r27.0<1;1,0>:f    acc0.0<1;1,0>:f 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mul (16|M16)             r57.0<1>:f    r29.0<1;1,0>:f    r53.0<1;1,0>:f   {Compacted,A@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mov (16|M0)              r59.0<1>:ud   r55.0<1;1,0>:f                   {A@1}
        mov (16|M16)             r61.0<1>:ud   r57.0<1;1,0>:f                   {F@1}
(W)     mov (1|M0)               r63.0<1>:d    (abs)r102.0<0;1,0>:d            
        add (16|M0)              r59.0<1>:d    r59.0<1;1,0>:d    r35.0<1;1,0>:d   {Compacted,I@3}
        add (16|M16)             r61.0<1>:d    r61.0<1;1,0>:d    r37.0<1;1,0>:d   {Compacted,I@3}
(W)     mul (8|M0)               acc0.0<1>:d   r59.0<1;1,0>:d    r63.0<0;1,0>:uw  {Compacted,I@2}
        mach (8|M0)              r59.0<1>:d    r59.0<1;1,0>:d    r63.0<0;1,0>:d   {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r60.0<1;1,0>:d    r63.0<0;1,0>:uw 
        mach (8|M8)              r60.0<1>:d    r60.0<1;1,0>:d    r63.0<0;1,0>:d   {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r61.0<1;1,0>:d    r63.0<0;1,0>:uw  {I@5}
        mach (8|M16)             r61.0<1>:d    r61.0<1;1,0>:d    r63.0<0;1,0>:d   {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r62.0<1;1,0>:d    r63.0<0;1,0>:uw 
        mach (8|M24)             r62.0<1>:d    r62.0<1;1,0>:d    r63.0<0;1,0>:d   {Compacted}
        add (16|M0)              r64.0<1>:d    r9.5<0;1,0>:d     -r59.0<1;1,0>:d  {Compacted,I@5}
        add (16|M16)             r66.0<1>:d    r9.5<0;1,0>:d     -r61.0<1;1,0>:d  {Compacted,I@2}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r64.0<1;1,0>:ud   r107.0<1;1,0>:ud {I@2}
        cmp (16|M16)  (lt)f1.0   null<1>:d     r66.0<1;1,0>:ud   r109.0<1;1,0>:ud {I@2}
(~f1.0) sel (16|M0)              r68.0<1>:d    (abs)r102.0<0;1,0>:d  0:w          
(~f1.0) sel (16|M16)             r70.0<1>:d    (abs)r102.0<0;1,0>:d  0:w          
        add3 (16|M0)             r115.0<1>:d   r9.5<0;0>:d       -r59.0<1;0>:d     -r68.0<1>:d      {I@2}
        add3 (16|M16)            r117.0<1>:d   r9.5<0;0>:d       -r61.0<1;0>:d     -r70.0<1>:d      {I@2}
L2392:
        join (32|M0)                         L2504                                
L2408:
(W)     add (1|M0)               r9.5<1>:d     r9.5<0;1,0>:d     1:w              
        add3 (16|M0)             r103.0<1>:d   r103.0<1;0>:d     r111.0<1;0>:d     r115.0<1>:d      {I@4}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r9.5<0;1,0>:d     r102.1<0;1,0>:d  {I@2}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r9.5<0;1,0>:d     r102.1<0;1,0>:d 
        add3 (16|M16)            r105.0<1>:d   r105.0<1;0>:d     r113.0<1;0>:d     r117.0<1>:d     
(f1.0)  goto.b (32|M0)                       L2504                  L728                
L2504:
        join (32|M0)                         L2520                                
L2520:
        shl (16|M0)              r3.0<1>:d     r98.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r5.0<1>:d     r100.0<1;1,0>:d   2:w               {Compacted}
        send.dc1 (16|M0)         null     r3      r103:2  0x0            0x04025E00           {A@2,$9} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r5      r105:2  0x0            0x04025E00           {A@1,$10} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r93.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          r10      r93     null:0  0x0            0x0214031F           {$11} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r10.0<1;1,0>:ud                  {$11.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L2624:
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
        illegal                
