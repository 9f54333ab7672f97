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
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,A@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        mov (16|M0)              r12.0<1>:f    0.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        add3 (16|M0)             r5.0<1>:d     r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d        {I@1}
        mul (8|M0)               acc0.0<1>:ud  r5.0<1;1,0>:ud    0x3:uw              {I@1}
        mach (8|M0)              r103.0<1>:ud  r5.0<1;1,0>:ud    0x3:ud              {AccWrEn,Compacted}
        add3 (16|M16)            r10.0<1>:d    r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
        mov (8|M0)               r101.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M8)               acc0.0<1>:ud  r6.0<1;1,0>:ud    0x3:uw             
        mach (8|M8)              r104.0<1>:ud  r6.0<1;1,0>:ud    0x3:ud              {AccWrEn}
        mov (16|M16)             r28.0<1>:f    0.0:f                               {Compacted}
        mov (8|M8)               r102.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M16)              acc0.0<1>:ud  r10.0<1;1,0>:ud   0x3:uw              {I@5}
        mach (8|M16)             r107.0<1>:ud  r10.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        mov (16|M0)              r48.0<1>:f    r103.0<1;1,0>:f                  {Compacted,I@4}
        mov (8|M16)              r105.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        mul (8|M24)              acc0.0<1>:ud  r11.0<1;1,0>:ud   0x3:uw             
        mach (8|M24)             r108.0<1>:ud  r11.0<1;1,0>:ud   0x3:ud              {AccWrEn}
        lzd (16|M0)              r52.0<1>:ud   r48.0<1;1,0>:ud                  {F@1}
        mov (16|M16)             r50.0<1>:f    r107.0<1;1,0>:f                  {Compacted,A@2}
        lzd (16|M16)             r54.0<1>:ud   r50.0<1;1,0>:ud                  {F@1}
        cmp (16|M0)   (ne)f0.0   null<1>:d     r52.0<1;1,0>:d    32:w               {Compacted,I@2}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r54.0<1;1,0>:d    32:w               {I@2}
        mov (8|M24)              r106.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r14.0<1>:f    r5.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r30.0<1>:f    r10.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r44.0<1>:f    r101.0<1;1,0>:f                  {Compacted}
        mov (16|M16)             r46.0<1>:f    r105.0<1;1,0>:f                  {Compacted,I@1}
(~f0.0) goto (32|M0)                         L920                  L920                
L648:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r52.0<1;1,0>:d    0:w              
        cmp (16|M16)  (ne)f1.0   null<1>:d     r54.0<1;1,0>:d    0:w              
(~f1.0) goto (32|M0)                         L792                  L792                
L696:
        shl (16|M0)              r56.0<1>:d    r48.0<1;1,0>:d    r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r58.0<1>:d    r50.0<1;1,0>:d    r54.0<1;1,0>:d   {Compacted}
        shr (16|M0)              r60.0<1>:d    r44.0<1;1,0>:ud   -r52.0<1;1,0>:d  {F@2}
        shr (16|M16)             r62.0<1>:d    r46.0<1;1,0>:ud   -r54.0<1;1,0>:d  {F@1}
        shl (16|M0)              r64.0<1>:d    r44.0<1;1,0>:d    r52.0<1;1,0>:d   {Compacted}
        shl (16|M16)             r66.0<1>:d    r46.0<1;1,0>:d    r54.0<1;1,0>:d   {Compacted}
        or (16|M0)               r44.0<1>:d    r56.0<1;1,0>:d    r60.0<1;1,0>:d   {Compacted,I@4}
        or (16|M16)              r46.0<1>:d    r58.0<1;1,0>:d    r62.0<1;1,0>:d   {Compacted,I@4}
        goto (32|M0)                         L792                  L856                
L792:
        join (32|M0)                         L856                                
L808:
        mov (16|M0)              r64.0<1>:f    r44.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r66.0<1>:f    r46.0<1;1,0>:f                   {Compacted,I@3}
        mov (16|M0)              r44.0<1>:d    r48.0<1;1,0>:d                   {F@2}
        mov (16|M16)             r46.0<1>:d    r50.0<1;1,0>:d                   {F@1}
L856:
        join (32|M0)                         L920                                
L872:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r64.0<1;1,0>:d    0:w               {Compacted}
        cmp (16|M16)  (ne)f0.0   null<1>:d     r66.0<1;1,0>:d    0:w              
(f0.0)  or (16|M0)               r44.0<1>:d    r44.0<1;1,0>:d    1:w               {Compacted,I@5}
(f0.0)  or (16|M16)              r46.0<1>:d    r46.0<1;1,0>:d    1:w               {I@5}
L920:
        join (32|M0)                         L936                                
L936:
        shl (16|M0)              r80.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted}
        send.dc1 (16|M0)         r84      r80     null:0  0x0            0x04205E01           {A@1,$3} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r82.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted}
        send.dc1 (16|M16)        r86      r82     null:0  0x0            0x04205E01           {A@1,$4} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (8|M0)               r93.0<1>:uw   0x76543210:v                              
        add (16|M0)              r72.0<1>:d    -r52.0<1;1,0>:d   159:w               {Compacted}
(W)     add (8|M0)               r93.8<1>:uw   r93.0<1;1,0>:uw   8:w               {I@2}
        add (16|M16)             r74.0<1>:d    -r54.0<1;1,0>:d   159:w               {Compacted}
(W)     mul (16|M0)              acc0.0<1>:uw  r93.0<1;1,0>:uw   0x4:uw              {I@2}
        mov (16|M0)              r68.0<1>:f    r44.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r70.0<1>:f    r46.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r72.0<1>:d    r72.0<1;1,0>:d    23:w               {Compacted}
        shl (16|M16)             r74.0<1>:d    r74.0<1;1,0>:d    23:w               {Compacted,I@3}
        mul (16|M0)              r76.0<1>:f    r68.0<1;1,0>:f    r72.0<1;1,0>:f   {Compacted,A@2}
        mul (16|M16)             r78.0<1>:f    r70.0<1;1,0>:f    r74.0<1;1,0>:f   {Compacted,A@1}
        and (16|M0)              r84.0<1>:d    r84.0<1;1,0>:d    1:w               {Compacted,$3.dst}
        mul (16|M0)              acc2.0<1>:uw  r84.0<2;1,0>:uw   0x40:uw              {I@1}
        add (16|M0)              acc2.0<1>:uw  acc2.0<1;1,0>:uw  acc0.0<1;1,0>:uw
        add (16|M0)              a0.0<1>:uw    acc2.0<1;1,0>:uw  0x180:uw              {F@1}
        and (16|M16)             r86.0<1>:d    r86.0<1;1,0>:d    1:w               {Compacted,$4.dst}
        mov (16|M0)              r97.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted}
        mul (16|M16)             acc2.0<1>:uw  r86.0<2;1,0>:uw   0x40:uw              {A@1}
        add (16|M16)             acc0.0<1>:uw  acc2.0<1;1,0>:uw  acc0.0<1;1,0>:uw
        add (16|M16)             a0.0<1>:uw    acc0.0<1;1,0>:uw  0x380:uw              {F@1}
        mov (16|M0)              r88.0<1>:f    r97.0<1;1,0>:f                   {Compacted,I@4}
        mov (16|M16)             r99.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted}
        mov (16|M16)             r90.0<1>:f    r99.0<1;1,0>:f                   {Compacted,A@1}
        add (16|M0)              r88.0<1>:f    r88.0<1;1,0>:f    r76.0<1;1,0>:f   {Compacted,F@2}
        add (16|M16)             r90.0<1>:f    r90.0<1;1,0>:f    r78.0<1;1,0>:f   {Compacted,F@2}
        send.dc1 (16|M0)         null     r80     r88:2   0x0            0x04025E00           {A@2,$5} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r82     r90:2   0x0            0x04025E00           {A@1,$6} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r109     r3      null:0  0x0            0x0214031F           {$7} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r109.0<1;1,0>:ud                 {$7.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1344:
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
