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
(W)     mov (8|M0)               r96.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (2|M0)               r19.0<1>:ud   r8.2<1;1,0>:ud                   {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r96.2<0;1,0>:uw  {I@3}
(W)     send.ugm (1|M0)          r101     r19     null:0  0x0            0x02189580           {A@2,$3} // wr:1+0, rd:1; load.ugm.d32x2t.a64.ca.ca
(W)     mach (1|M0)              r4.0<1>:ud    r7.3<0;1,0>:ud    r96.1<0;1,0>:ud  {AccWrEn,$0.dst}
        mov (16|M0)              r5.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
(W)     mov (1|M0)               r3.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r9.0<1>:d     r2.0<1;1,0>:uw                  
        addc (8|M0)              r11.0<1>:ud   r3.0<0;1,0>:ud    r5.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
        add (8|M0)               r13.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M8)              r12.0<1>:ud   r3.0<0;1,0>:ud    r6.0<1;1,0>:ud   {AccWrEn}
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r101.1<0;1,0>:d   0:w               {$3.dst}
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r101.1<0;1,0>:d   0:w              
        add (8|M8)               r14.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M16)             r15.0<1>:ud   r3.0<0;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,I@7}
        add (16|M0)              r97.0<1>:d    r11.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@5}
        add (8|M16)              r17.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M24)             r16.0<1>:ud   r3.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn}
        add (8|M24)              r18.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        add (16|M16)             r99.0<1>:d    r15.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
(f0.0)  goto (32|M0)                         L640                  L640                
L592:
        mov (16|M0)              r102.0<1>:d   0:w                              
        mov (16|M16)             r104.0<1>:d   0:w                              
        goto (32|M0)                         L640                  L2192                
L640:
        join (32|M0)                         L2192                                
L656:
(W)     asr (1|M0)               r101.2<1>:d   r101.0<0;1,0>:d   31:w               {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r101.0<0;1,0>:d   0:w               {Compacted}
(W)     add (1|M0)               r3.0<1>:d     r101.2<0;1,0>:d   r101.0<0;1,0>:d  {Compacted,I@2}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r101.0<0;1,0>:d   0:w              
        mov (16|M0)              r102.0<1>:d   0:w                              
        mov (16|M16)             r104.0<1>:d   0:w                              
(W)     mov (1|M0)               r101.4<1>:d   (abs)r101.0<0;1,0>:d            
(W)     mov (1|M0)               r101.5<1>:d   0:w                              
(W)     xor (1|M0)               r101.3<1>:d   r3.0<0;1,0>:d     r101.2<0;1,0>:d  {I@6}
L776:
(~f0.0) goto (32|M0)                         L840                  L840                
L792:
        mov (16|M0)              r106.0<1>:d   -1:w                              
        mov (16|M16)             r108.0<1>:d   -1:w                              
        goto (32|M0)                         L840                  L1656                
L840:
        join (32|M0)                         L1656                                
L856:
        add (16|M0)              r3.0<1>:d     r101.5<0;1,0>:d   r97.0<1;1,0>:d   {Compacted,I@7}
        add (16|M16)             r5.0<1>:d     r101.5<0;1,0>:d   r99.0<1;1,0>:d   {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r8.6<0;1,0>:d                    {A@1}
        shl (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     2:w               {Compacted,I@3}
        shl (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     2:w               {Compacted,I@3}
        and (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     4092:w               {I@2}
        and (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     4092:w               {I@2}
        send.ugm (16|M0)         r9       r3      null:0  a0.0        0x24280500           {ExBSO,A@2,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r11      r5      null:0  a0.0        0x24280500           {ExBSO,A@1,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        asr (16|M0)              r13.0<1>:d    r9.0<1;1,0>:d     31:w               {Compacted,$4.dst}
        asr (16|M16)             r15.0<1>:d    r11.0<1;1,0>:d    31:w               {Compacted,$5.dst}
        add (16|M0)              r17.0<1>:d    r13.0<1;1,0>:d    r9.0<1;1,0>:d    {Compacted,I@2}
        add (16|M16)             r19.0<1>:d    r15.0<1;1,0>:d    r11.0<1;1,0>:d   {Compacted,I@2}
        xor (16|M0)              r21.0<1>:d    r17.0<1;1,0>:d    r13.0<1;1,0>:d   {Compacted,I@2}
        xor (16|M16)             r23.0<1>:d    r19.0<1;1,0>:d    r15.0<1;1,0>:d   {Compacted,I@2}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     mov (1|M0)               r25.0<1>:f    r101.3<0;1,0>:ud                 {Compacted,A@1}
(W)     mov (1|M0)               r27.0<1>:f    0xB4C00000:f                               {Compacted}
(W)     math.inv (1|M0)          r26.0<1>:f    r25.0<0;1,0>:f                   {@2,$6}
        mov (16|M0)              r28.0<1>:f    r21.0<1;1,0>:ud                  {Compacted,I@3}
        sync.nop                             null                             {Compacted,$6.dst}
(W)     mad (1|M0)               r30.0<1>:f    r26.0<0;0>:f      r27.0<0;0>:f      r26.0<0>:f       {Compacted,F@2}
        mov (16|M16)             r36.0<1>:f    r23.0<1;1,0>:ud                  {Compacted,I@2}
(W)     mov (1|M0)               r35.0<1>:ud   r25.0<0;1,0>:f                  
        mov (16|M0)              r33.0<1>:ud   r28.0<1;1,0>:f                   {F@3}
        mul (16|M0)              r31.0<1>:f    r28.0<1;1,0>:f    r30.0<0;1,0>:f   {Compacted,F@2}
        mul (16|M16)             r39.0<1>:f    r36.0<1;1,0>:f    r30.0<0;1,0>:f   {Compacted,F@2}
        mov (16|M16)             r41.0<1>:ud   r36.0<1;1,0>:f                  
(W)     add (1|M0)               r38.0<1>:d    r101.3<0;1,0>:d   -r35.0<0;1,0>:d  {Compacted,I@3}
        add (16|M0)              r33.0<1>:d    r21.0<1;1,0>:d    -r33.0<1;1,0>:d  {Compacted,I@3}
        mov (16|M0)              r43.0<1>:ud   r31.0<1;1,0>:f                   {F@2}
        mov (16|M16)             r50.0<1>:ud   r39.0<1;1,0>:f                   {F@1}
        add (16|M16)             r41.0<1>:d    r23.0<1;1,0>:d    -r41.0<1;1,0>:d  {Compacted,I@5}
(W)     mov (1|M0)               r45.0<1>:f    r38.0<0;1,0>:ud                  {Compacted,I@5}
        mov (16|M0)              r46.0<1>:f    r33.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M0)              r48.0<1>:f    r43.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r58.0<1>:f    r50.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M16)             r56.0<1>:f    r41.0<1;1,0>:ud                  {Compacted,I@1}
        mad (16|M0)              r52.0<1>:f    r28.0<1;0>:f      r48.0<1;0>:f      -r25.0<0>:f      {Compacted,F@3}
        mad (16|M0)              r54.0<1>:f    r46.0<1;0>:f      r48.0<1;0>:f      -r45.0<0>:f      {Compacted}
        mad (16|M16)             r62.0<1>:f    r36.0<1;0>:f      r58.0<1;0>:f      -r25.0<0>:f      {Compacted,F@4}
        mad (16|M16)             acc2.0<1>:f   r56.0<1;0>:f      r58.0<1;0>:f      -r45.0<0>:f      {F@4}
        add (16|M0)              acc0.0<1>:f   r52.0<1;1,0>:f    r54.0<1;1,0>:f   {Compacted,F@3}
        add (16|M16)             r66.0<1>:f    r62.0<1;1,0>:f    acc2.0<1;1,0>:f  {F@3}
        mul (16|M0)              r68.0<1>:f    r30.0<0;1,0>:f    acc0.0<1;1,0>:f 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mul (16|M16)             r70.0<1>:f    r30.0<0;1,0>:f    r66.0<1;1,0>:f   {Compacted,A@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mov (16|M0)              r72.0<1>:ud   r68.0<1;1,0>:f                   {A@1}
        mov (16|M16)             r76.0<1>:ud   r70.0<1;1,0>:f                   {F@1}
        add (16|M0)              r74.0<1>:d    r72.0<1;1,0>:d    r43.0<1;1,0>:d   {Compacted,I@2}
        add (16|M16)             r78.0<1>:d    r76.0<1;1,0>:d    r50.0<1;1,0>:d   {Compacted,I@2}
(W)     mul (8|M0)               acc0.0<1>:d   r74.0<1;1,0>:d    r101.6<0;1,0>:uw {Compacted,I@2}
        mach (8|M0)              r80.0<1>:d    r74.0<1;1,0>:d    r101.3<0;1,0>:d  {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r75.0<1;1,0>:d    r101.6<0;1,0>:uw
        mach (8|M8)              r81.0<1>:d    r75.0<1;1,0>:d    r101.3<0;1,0>:d  {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r78.0<1;1,0>:d    r101.6<0;1,0>:uw {I@5}
        mach (8|M16)             r82.0<1>:d    r78.0<1;1,0>:d    r101.3<0;1,0>:d  {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r79.0<1;1,0>:d    r101.6<0;1,0>:uw
        mach (8|M24)             r83.0<1>:d    r79.0<1;1,0>:d    r101.3<0;1,0>:d  {Compacted}
        add (16|M0)              r80.0<1>:d    r21.0<1;1,0>:d    -r80.0<1;1,0>:d  {Compacted,I@5}
        add (16|M16)             r82.0<1>:d    r23.0<1;1,0>:d    -r82.0<1;1,0>:d  {Compacted,I@2}
        cmp (16|M0)   (ge)f1.0   r84.0<1>:ud   r80.0<1;1,0>:ud   r101.3<0;1,0>:ud {I@2}
        cmp (16|M16)  (ge)f1.0   r86.0<1>:ud   r82.0<1;1,0>:ud   r101.3<0;1,0>:ud {I@2}
        xor (16|M0)              r88.0<1>:d    r101.2<0;1,0>:d   r13.0<1;1,0>:d   {Compacted}
        xor (16|M16)             r90.0<1>:d    r101.2<0;1,0>:d   r15.0<1;1,0>:d   {Compacted}
        add3 (16|M0)             r92.0<1>:d    r74.0<1;0>:d      r88.0<1;0>:d      -r84.0<1>:d      {I@2}
        add3 (16|M16)            r94.0<1>:d    r78.0<1;0>:d      r90.0<1;0>:d      -r86.0<1>:d      {I@2}
        bfn.0x96 (16|M0)         r106.0<1>:ud  r92.0<1;0>:ud     r101.2<0;0>:ud    r13.0<1>:ud      {I@2} // s0^s1^s2
        bfn.0x96 (16|M16)        r108.0<1>:ud  r94.0<1;0>:ud     r101.2<0;0>:ud    r15.0<1>:ud      {I@2} // s0^s1^s2
L1656:
        join (32|M0)                         L2192                                
L1672:
(~f0.0) goto (32|M0)                         L1720                  L1720                
L1688:
(W)     mov (1|M0)               r101.6<1>:d   -1:w                              
        goto (32|M0)                         L1720                  L2080                
L1720:
        join (32|M0)                         L2080                                
L1736:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     mov (1|M0)               r3.0<1>:f     r101.4<0;1,0>:ud                 {Compacted,A@1}
(W)     mov (1|M0)               r8.0<1>:f     0xB4C00000:f                               {Compacted}
(W)     math.inv (1|M0)          r7.6<1>:f     r3.0<0;1,0>:f                    {@2,$7}
(W)     mov (1|M0)               r6.0<1>:f     r101.5<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$7.dst}
(W)     mad (1|M0)               r9.0<1>:f     r7.6<0;0>:f       r8.0<0;0>:f       r7.6<0>:f        {F@2}
(W)     mov (1|M0)               r4.0<1>:ud    r3.0<0;1,0>:f                   
(W)     mov (1|M0)               r11.0<1>:ud   r6.0<0;1,0>:f                    {F@2}
(W)     mul (1|M0)               r10.0<1>:f    r6.0<0;1,0>:f     r9.0<0;1,0>:f    {Compacted,F@1}
(W)     add (1|M0)               r5.0<1>:d     (abs)r101.0<0;1,0>:d  -r4.0<0;1,0>:d {Compacted,I@2}
(W)     add (1|M0)               r5.1<1>:d     r101.5<0;1,0>:d   -r11.0<0;1,0>:d  {I@2}
(W)     mov (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:f                   {F@1}
(W)     mov (1|M0)               r13.0<1>:f    r5.0<0;1,0>:ud                   {Compacted,I@3}
(W)     mov (1|M0)               r13.1<1>:f    r5.1<0;1,0>:ud                   {Compacted,I@2}
(W)     mov (1|M0)               r14.0<1>:f    r12.0<0;1,0>:ud                  {Compacted,I@1}
(W)     mad (1|M0)               r15.0<1>:f    r6.0<0;0>:f       r14.0<0;0>:f      -r3.0<0>:f       {Compacted,F@1}
(W)     mad (1|M0)               r16.0<1>:f    r13.1<0;0>:f      r14.0<0;0>:f      -r13.0<0>:f      {Compacted}
(W)     add (1|M0)               r17.0<1>:f    r15.0<0;1,0>:f    r16.0<0;1,0>:f   {Compacted,F@1}
(W)     mul (1|M0)               r18.0<1>:f    r9.0<0;1,0>:f     r17.0<0;1,0>:f   {Compacted,F@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     mov (1|M0)               r19.0<1>:ud   r18.0<0;1,0>:f                   {A@1}
(W)     mov (1|M0)               r21.0<1>:d    (abs)r101.0<0;1,0>:d            
(W)     add (1|M0)               r20.0<1>:d    r19.0<0;1,0>:d    r12.0<0;1,0>:d   {Compacted,I@2}
(W)     mul (1|M0)               acc0.0<1>:d   r20.0<0;1,0>:d    r21.0<0;1,0>:uw  {Compacted,I@1}
(W)     mach (1|M0)              r22.0<1>:d    r20.0<0;1,0>:d    r21.0<0;1,0>:d   {Compacted}
(W)     add (1|M0)               r23.0<1>:d    r101.5<0;1,0>:d   -r22.0<0;1,0>:d  {Compacted,I@1}
(W)     cmp (1|M0)    (lt)f1.0   null<1>:ud    r23.0<0;1,0>:ud   r101.4<0;1,0>:ud {I@1}
(W&~f1.0) sel (1|M0)             r24.0<1>:d    (abs)r101.0<0;1,0>:d  0:w          
(W)     add3 (1|M0)              r101.6<1>:d   r101.5<0;0>:d     -r22.0<0;0>:d     -r24.0<0>:d      {I@1}
L2080:
        join (32|M0)                         L2192                                
L2096:
(W)     add (1|M0)               r101.5<1>:d   r101.5<0;1,0>:d   1:w              
        add3 (16|M0)             r102.0<1>:d   r102.0<1;0>:d     r106.0<1;0>:d     r101.6<0>:d      {I@3}
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r101.5<0;1,0>:d   r101.1<0;1,0>:d  {I@2}
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r101.5<0;1,0>:d   r101.1<0;1,0>:d 
        add3 (16|M16)            r104.0<1>:d   r104.0<1;0>:d     r108.0<1;0>:d     r101.6<0>:d     
(f1.0)  goto.b (32|M0)                       L2192                  L776                
L2192:
        join (32|M0)                         L2208                                
L2208:
        shl (16|M0)              r3.0<1>:d     r97.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r5.0<1>:d     r99.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r8.5<0;1,0>:d                    {A@1}
        add (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     r8.4<0;1,0>:d    {Compacted,I@3}
        add (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     r8.4<0;1,0>:d    {Compacted,I@3}
(W)     mov (8|M0)               r127.0<1>:f   r96.0<1;1,0>:f                   {Compacted}
        send.ugm (16|M0)         null     r3      r102:2  a0.0        0x240E0504           {ExBSO,A@2,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M16)        null     r5      r104:2  a0.0        0x240E0504           {ExBSO,$9} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L2320:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xB9DF387:ud                             
(W)     mov (16|M0)              null<1>:ud    0xF38F1C16:ud                             
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
