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
(W)     mov (8|M0)               r32.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                              {A@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r32.2<0;1,0>:uw  {A@1}
(W)     mach (1|M0)              r4.0<1>:ud    r7.3<0;1,0>:ud    r32.1<0;1,0>:ud  {AccWrEn,$0.dst}
        mov (16|M0)              r10.0<1>:d    r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r3.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r12.0<1>:d    r2.0<1;1,0>:uw                  
        addc (8|M0)              r14.0<1>:ud   r3.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
        add (8|M0)               r16.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M8)              r15.0<1>:ud   r3.0<0;1,0>:ud    r11.0<1;1,0>:ud  {AccWrEn}
        add (8|M8)               r17.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M16)             r18.0<1>:ud   r3.0<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn,I@5}
        add (8|M16)              r20.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M24)             r19.0<1>:ud   r3.0<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn}
        add (8|M24)              r21.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M0)              r34.0<1>:ud   r14.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn,Compacted,I@7}
        add (8|M0)               r38.0<1>:ud   acc0.0<1;1,0>:ud  r16.0<1;1,0>:ud  {I@7}
        addc (8|M8)              r35.0<1>:ud   r15.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn,I@7}
        add (8|M8)               r39.0<1>:ud   acc0.0<1;1,0>:ud  r17.0<1;1,0>:ud  {I@7}
        addc (8|M16)             r36.0<1>:ud   r18.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn,I@7}
        lzd (16|M0)              r42.0<1>:ud   r38.0<1;1,0>:ud                  {I@2}
        add (8|M16)              r40.0<1>:ud   acc0.0<1;1,0>:ud  r20.0<1;1,0>:ud 
        addc (8|M24)             r37.0<1>:ud   r19.0<1;1,0>:ud   r7.0<0;1,0>:ud   {AccWrEn}
        cmp (16|M0)   (ne)f1.0   null<1>:d     r42.0<1;1,0>:d    32:w               {I@3}
        add (8|M24)              r41.0<1>:ud   acc0.0<1;1,0>:ud  r21.0<1;1,0>:ud 
        lzd (16|M16)             r44.0<1>:ud   r40.0<1;1,0>:ud                  {I@1}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r44.0<1;1,0>:d    32:w               {I@1}
(~f1.0) goto (32|M0)                         L1000                  L1000                
L696:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r42.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r44.0<1;1,0>:d    0:w              
(~f0.0) goto (32|M0)                         L848                  L848                
L736:
        add (16|M0)              r6.0<1>:d     -r42.0<1;1,0>:d   32:w               {Compacted,$1.dst}
        add (16|M16)             r10.0<1>:d    -r44.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r38.0<1;1,0>:d    r42.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r40.0<1;1,0>:d    r44.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r6.0<1>:ud    r34.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r36.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r50.0<1>:d    r34.0<1;1,0>:d    r42.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r52.0<1>:d    r36.0<1;1,0>:d    r44.0<1;1,0>:d   {Compacted}
        or (16|M0)               r46.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r48.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L848                  L912                
L848:
        join (32|M0)                         L912                                
L864:
        mov (16|M0)              r46.0<1>:f    r38.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r48.0<1>:f    r40.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r50.0<1>:d    r34.0<1;1,0>:d                  
        mov (16|M16)             r52.0<1>:d    r36.0<1;1,0>:d                  
L912:
        join (32|M0)                         L1000                                
L928:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r50.0<1;1,0>:d    0:w               {I@3}
        cmp (16|M16)  (ne)f1.0   null<1>:d     r52.0<1;1,0>:d    0:w               {I@3}
(f1.0)  or (16|M0)               r46.0<1>:d    r46.0<1;1,0>:d    1:w               {Compacted,F@2}
(f1.0)  or (16|M16)              r48.0<1>:d    r48.0<1;1,0>:d    1:w               {F@1}
        goto (32|M0)                         L1000                  L1040                
L1000:
        join (32|M0)                         L1040                                
L1016:
        mov (16|M0)              r46.0<1>:f    r34.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r48.0<1>:d    r36.0<1;1,0>:d                  
L1040:
        join (32|M0)                         L1056                                
L1056:
        mul (8|M0)               acc0.0<1>:ud  r34.0<1;1,0>:ud   0x3:uw             
        mach (8|M0)              r12.0<1>:ud   r34.0<1;1,0>:ud   0x3:ud              {AccWrEn,Compacted}
        add (16|M0)              r6.0<1>:d     -r42.0<1;1,0>:d   159:w               {Compacted,$1.dst}
        mov (8|M0)               r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r35.0<1;1,0>:ud   0x3:uw             
        mach (8|M8)              r13.0<1>:ud   r35.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        mov (16|M0)              r2.0<1>:f     r46.0<1;1,0>:ud                  {Compacted,F@1}
        add (16|M16)             r10.0<1>:d    -r44.0<1;1,0>:d   159:w               {Compacted}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     23:w               {Compacted,I@5}
        mov (8|M8)               r15.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r36.0<1;1,0>:ud   0x3:uw             
        mov (16|M16)             r4.0<1>:f     r48.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r10.0<1>:d    r10.0<1;1,0>:d    23:w               {Compacted,I@4}
        mul (16|M0)              r56.0<1>:f    r2.0<1;1,0>:f     r6.0<1;1,0>:f    {Compacted,A@2}
        mach (8|M16)             r2.0<1>:ud    r36.0<1;1,0>:ud   0x3:ud              {AccWrEn,F@1}
        mul (16|M16)             r72.0<1>:f    r4.0<1;1,0>:f     r10.0<1;1,0>:f   {Compacted,I@2}
        mov (8|M16)              r4.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted,F@1}
        mul (8|M24)              acc0.0<1>:ud  r37.0<1;1,0>:ud   0x3:uw             
        mul (16|M0)              r16.0<1>:d    r38.0<1;1,0>:d    0x3:uw             
        mul (16|M16)             r6.0<1>:d     r40.0<1;1,0>:d    0x3:uw             
        mach (8|M24)             r3.0<1>:ud    r37.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        add (16|M0)              r90.0<1>:d    r12.0<1;1,0>:d    r16.0<1;1,0>:d   {Compacted,I@3}
        add (16|M16)             r92.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@2}
        lzd (16|M0)              r94.0<1>:ud   r90.0<1;1,0>:ud                  {I@2}
        lzd (16|M16)             r96.0<1>:ud   r92.0<1;1,0>:ud                  {I@2}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r96.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r5.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r54.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r70.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r86.0<1>:f    r14.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r88.0<1>:f    r4.0<1;1,0>:f                    {Compacted,I@1}
(~f0.0) goto (32|M0)                         L1712                  L1712                
L1424:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r94.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r96.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L1584                  L1584                
L1472:
        add (16|M0)              r6.0<1>:d     -r94.0<1;1,0>:d   32:w               {Compacted}
        add (16|M16)             r10.0<1>:d    -r96.0<1;1,0>:d   32:w               {Compacted}
        shl (16|M0)              r2.0<1>:d     r90.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r4.0<1>:d     r92.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted,F@1}
        shr (16|M0)              r6.0<1>:ud    r86.0<1;1,0>:ud   r6.0<1;1,0>:d    {I@4}
        shr (16|M16)             r10.0<1>:ud   r88.0<1;1,0>:ud   r10.0<1;1,0>:d   {I@4}
        shl (16|M0)              r98.0<1>:d    r86.0<1;1,0>:d    r94.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r100.0<1>:d   r88.0<1;1,0>:d    r96.0<1;1,0>:d   {Compacted}
        or (16|M0)               r86.0<1>:d    r2.0<1;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@4}
        or (16|M16)              r88.0<1>:d    r4.0<1;1,0>:d     r10.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L1584                  L1648                
L1584:
        join (32|M0)                         L1648                                
L1600:
        mov (16|M0)              r98.0<1>:f    r86.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r100.0<1>:f   r88.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r86.0<1>:d    r90.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r88.0<1>:d    r92.0<1;1,0>:d                   {F@1}
L1648:
        join (32|M0)                         L1712                                
L1664:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r98.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r100.0<1;1,0>:d   0:w              
(f0.0)  or (16|M0)               r86.0<1>:d    r86.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r88.0<1>:d    r88.0<1;1,0>:d    1:w               {I@5}
L1712:
        join (32|M0)                         L1728                                
L1728:
        shl (16|M0)              r2.0<1>:d     r34.0<1;1,0>:d    2:w               {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r8.5<0;1,0>:d                    {A@1}
        add (16|M0)              r4.0<1>:d     r2.0<1;1,0>:d     r8.3<0;1,0>:d    {Compacted,I@2}
        shl (16|M16)             r10.0<1>:d    r36.0<1;1,0>:d    2:w               {Compacted}
        send.ugm (16|M0)         r6       r4      null:0  a0.0        0x24280500           {ExBSO,A@2,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M16)             r12.0<1>:d    r10.0<1;1,0>:d    r8.3<0;1,0>:d    {Compacted,I@1}
        send.ugm (16|M16)        r14      r12     null:0  a0.0        0x24280500           {ExBSO,A@1,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     mov (8|M0)               r9.0<1>:uw    0x76543210:v                              
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                              {A@1}
(W)     add (8|M0)               r9.8<1>:uw    r9.0<1;1,0>:uw    8:w               {I@2}
        add (16|M0)              r20.0<1>:d    -r94.0<1;1,0>:d   159:w               {Compacted}
        and (16|M0)              r16.0<1>:d    r6.0<1;1,0>:d     1:w               {Compacted,$3.dst}
(W)     mul (16|M0)              acc0.0<1>:uw  r9.0<1;1,0>:uw    0x4:uw              {I@3}
        mul (16|M0)              acc2.0<1>:uw  r16.0<2;1,0>:uw   0x40:uw              {I@2}
        add (16|M0)              r24.0<1>:uw   acc2.0<1;1,0>:uw  acc0.0<1;1,0>:uw
        add (16|M0)              a0.0<1>:uw    r24.0<1;1,0>:uw   0x6C0:uw              {A@1}
        and (16|M16)             r16.0<1>:d    r14.0<1;1,0>:d    1:w               {Compacted,$4.dst}
        mov (16|M0)              r28.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted}
        mul (16|M16)             acc2.0<1>:uw  r16.0<2;1,0>:uw   0x40:uw              {A@1}
        add (16|M16)             r18.0<1>:uw   acc2.0<1;1,0>:uw  acc0.0<1;1,0>:uw
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                              {A@1}
        add (16|M16)             a0.0<1>:uw    r18.0<1;1,0>:uw   0x8C0:uw              {A@1}
        add (16|M16)             r22.0<1>:d    -r96.0<1;1,0>:d   159:w               {Compacted}
        mov (16|M16)             r30.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted}
        mov (16|M0)              r4.0<1>:f     r86.0<1;1,0>:ud                  {Compacted,A@1}
        shl (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    23:w               {Compacted}
        mov (16|M16)             r6.0<1>:f     r88.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r22.0<1>:d    r22.0<1;1,0>:d    23:w               {Compacted,I@3}
(W)     mov (1|M0)               a0.0<1>:ud    r8.4<0;1,0>:d                    {A@1}
        mul (16|M0)              acc0.0<1>:f   r4.0<1;1,0>:f     r20.0<1;1,0>:f   {Compacted,A@2}
        mul (16|M16)             acc2.0<1>:f   r6.0<1;1,0>:f     r22.0<1;1,0>:f   {Compacted,A@2}
        add (16|M0)              r24.0<1>:d    r2.0<1;1,0>:d     r8.2<0;1,0>:d    {Compacted}
        add (16|M0)              r28.0<1>:f    r28.0<1;1,0>:f    acc0.0<1;1,0>:f 
        add (16|M16)             r4.0<1>:d     r10.0<1;1,0>:d    r8.2<0;1,0>:d    {Compacted,F@3}
        add (16|M16)             r30.0<1>:f    r30.0<1;1,0>:f    acc2.0<1;1,0>:f 
(W)     mov (8|M0)               r127.0<1>:f   r32.0<1;1,0>:f                   {Compacted}
        send.ugm (16|M0)         null     r24     r28:2   a0.0        0x240E0504           {ExBSO,A@2,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r4      r30:2   a0.0        0x240E0504           {ExBSO,A@1,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L2208:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xFB15C911:ud                             
(W)     mov (16|M0)              null<1>:ud    0x824546DB:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x2:ud                             
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
