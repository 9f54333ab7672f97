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
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.14<0;1,0>:d    0:w               {$2.dst}
        add3 (32|M0)             r6.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
(W&f0.0) jmpi                                L280                                
L256:
        mov (32|M0)              r8.0<1>:ud    0x0:ud                              {Compacted}
(W)     jmpi                                 L744                                
L280:
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    0x7:uw              {I@4}
        mach (16|M0)             r10.0<1>:d    r6.0<1;1,0>:ud    0x7:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r7.0<1;1,0>:ud    0x7:uw             
        mach (16|M16)            r11.0<1>:d    r7.0<1;1,0>:ud    0x7:ud             
        mul (32|M0)              r38.0<1>:ud   r6.0<1;1,0>:ud    0x7:uw              {Compacted}
        mov (32|M0)              r8.0<1>:f     0.0:f                               {Compacted,I@7}
        mov (32|M0)              r40.0<1>:f    r10.0<1;1,0>:f                   {Compacted,A@2}
        mov (16|M0)              r42.0<2>:d    r38.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r44.0<2>:d    r39.0<1;1,0>:d                  
        mov (16|M0)              r42.1<2>:d    r40.0<1;1,0>:d                   {F@1}
        mov (16|M16)             r44.1<2>:d    r41.0<1;1,0>:d                  
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L440:
(W)     mul (1|M0)               r2.2<1>:d     r2.1<0;1,0>:d     13:w               {I@1}
        mov (32|M0)              r56.0<1>:d    0:w                               {Compacted}
        add (16|M0)              r46.0<1>:q    r42.0<1;1,0>:q    r2.2<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r48.0<1>:q    r44.0<1;1,0>:q    r2.2<0;1,0>:ud   {Compacted}
        shl (16|M0)              r50.0<1>:q    r46.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r52.0<1>:q    r48.0<1;1,0>:q    2:w               {Compacted,I@2}
        mov (16|M0)              r12.0<1>:d    r50.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r13.0<1>:d    r52.0<2;1,0>:d                   {Compacted,I@2}
        and (32|M0)              r54.0<1>:d    r12.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r58.1<2>:d    r56.0<1;1,0>:d                  
        mov (16|M16)             r60.1<2>:d    r57.0<1;1,0>:d                  
        mov (16|M0)              r58.0<2>:d    r54.0<1;1,0>:d                   {I@3}
        mov (16|M16)             r60.0<2>:d    r55.0<1;1,0>:d                  
        add (16|M0)              r14.0<1>:q    r58.0<1;1,0>:q    r4.6<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r16.0<1>:q    r60.0<1;1,0>:q    r4.6<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r18      r14     null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:d     r4.14<0;1,0>:d   {I@1}
        mov (16|M0)              r30.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted,$4.dst}
        mov (16|M16)             r32.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r62.0<1>:q    r30.0<2;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r64.0<1>:q    r32.0<2;1,0>:d    2:w               {Compacted,I@2}
        add (16|M0)              r20.0<1>:q    r62.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r22.0<1>:q    r64.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r24      r20     null:0  0x0            0x08200580           {A@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r8.0<1>:f     r8.0<1;1,0>:f     r24.0<1;1,0>:f   {Compacted,$5.dst}
(W&f1.0) jmpi                                L440                                
L744:
        mov (16|M0)              r34.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r36.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r66.0<1>:q    r34.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r68.0<1>:q    r36.0<2;1,0>:ud   2:w               {Compacted,I@2}
        add (16|M0)              r26.0<1>:q    r66.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r28.0<1>:q    r68.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r26     r8:2    0x0            0x08000584           {A@1,$6} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L832:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
