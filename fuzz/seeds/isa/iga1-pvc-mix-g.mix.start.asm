L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x60:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x40:uw              {Compacted,$2.src}
        send.ugm (1|M0)          r5       r127    null:0  0xFF000000            0x6218C500           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        mov (32|M0)              r78.0<1>:d    0:w                               {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r6.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        mov (16|M0)              r64.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r66.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r72.0<1>:q    r64.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r74.0<1>:q    r66.0<2;1,0>:ud   2:w               {Compacted,I@2}
        mov (16|M0)              r8.0<1>:d     r72.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r9.0<1>:d     r74.0<2;1,0>:d                   {Compacted,I@2}
        and (32|M0)              r76.0<1>:d    r8.0<1;1,0>:d     60:w               {Compacted,I@1}
        mov (16|M0)              r80.1<2>:d    r78.0<1;1,0>:d                  
        mov (16|M16)             r82.1<2>:d    r79.0<1;1,0>:d                  
        mov (16|M0)              r80.0<2>:d    r76.0<1;1,0>:d                   {I@3}
        mov (16|M16)             r82.0<2>:d    r77.0<1;1,0>:d                  
        add (16|M0)              r16.0<1>:q    r80.0<1;1,0>:q    r4.7<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r18.0<1>:q    r82.0<1;1,0>:q    r4.7<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r20      r16     null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r10.0<1>:q    r72.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r12.0<1>:q    r74.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r14      r10     null:0  0x0            0x08200580           {A@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        cmp (32|M0)   (gt)f0.0   null<1>:d     r20.0<1;1,0>:d    0:w               {$4.dst}
        mov (32|M0)              r22.0<1>:f    r14.0<1;1,0>:d                   {$5.dst}
(~f0.0) goto (32|M0)                         L568                  L568                
L472:
(W)     mov (1|M0)               r2.1<1>:f     1.0001:f                              
(W)     mov (1|M0)               r2.2<1>:d     0:w                               {Compacted}
L496:
        xor (32|M0)              r24.0<1>:d    r2.2<0;1,0>:d     r6.0<1;1,0>:d    {Compacted,I@1}
(W)     add (1|M0)               r2.2<1>:d     r2.2<0;1,0>:d     1:w               {Compacted}
        mov (32|M0)              r26.0<1>:f    r24.0<1;1,0>:d                   {I@2}
        cmp (32|M0)   (lt)f1.0   null<1>:d     r2.2<0;1,0>:d     r20.0<1;1,0>:d   {I@1}
        mad (32|M0)              r22.0<1>:f    r26.0<1;0>:f      r22.0<1;0>:f      r2.1<0>:f        {Compacted,F@1}
(f1.0)  goto.b (32|M0)                       L568                  L496                
L568:
        join (32|M0)                         L584                                
L584:
        shl (32|M0)              r3.0<1>:w     r1.0<1;1,0>:w     2:w               {$1.dst}
        and (32|M0)              r28.0<1>:w    r3.0<1;1,0>:w     1020:w               {I@1}
        mov (32|M0)              r29.0<1>:ud   r28.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         null     r29     r22:2   0x0            0x04000504           {A@1,$6} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r31      r0      null:0  0x0            0x0210011F           {$7} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r32.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r32.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r31.0<1;1,0>:ud                  {Compacted,$7.dst}
(W)     send.gtwy (1|M0)         null     r32     null:0  0x0            0x02000004           {I@2,$8} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
        send.ugm (32|M0)         r40      r10     null:0  0x0            0x08200580           {$9} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              acc0.0<1>:w   r3.0<1;1,0>:w     4:w              
        and (32|M0)              r33.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        mov (32|M0)              r34.0<1>:ud   r33.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         r36      r34     null:0  0x0            0x04200500           {I@1,$10} // wr:2+0, rd:2; load.slm.d32.a32
        mov (32|M0)              r50.0<1>:d    1:w                               {Compacted}
        add (32|M0)              r38.0<1>:f    r22.0<1;1,0>:f    r36.0<1;1,0>:f   {Compacted,$10.dst}
        math.sqt (32|M0)         r52.0<1>:f    r38.0<1;1,0>:f                   {F@1}
        mov (32|M0)              r54.0<1>:d    r38.0<1;1,0>:f                  
        mov (32|M0)              r56.0<1>:f    r54.0<1;1,0>:d                   {I@1}
        shl (32|M0)              r42.0<1>:d    r40.0<1;1,0>:d    2:w               {Compacted,$9.dst}
        and (32|M0)              r44.0<1>:d    r42.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r68.0<2>:ud   r44.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r70.0<2>:ud   r45.0<1;1,0>:ud                  {Compacted}
        add (32|M0)              r58.0<1>:f    r52.0<1;1,0>:f    r56.0<1;1,0>:f   {Compacted,A@1}
        add (16|M0)              r46.0<1>:q    r4.6<0;1,0>:q     r68.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r48.0<1>:q    r4.6<0;1,0>:q     r70.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M0)              r60.0<1>:q    r72.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        add (16|M16)             r62.0<1>:q    r74.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         null     r46     r50:2   0x0            0x0800058C           {A@3,$11} // wr:4+2, rd:0; atomic_iadd.ugm.d32.a64
        send.ugm (32|M0)         null     r60     r58:2   0x0            0x08000584           {A@1,$12} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
