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
(W)     mul (1|M0)               acc0.0<1>:d   r5.3<0;1,0>:d     r0.12<0;1,0>:uw  {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r3.0<1>:d     r5.3<0;1,0>:d     r0.6<0;1,0>:d    {Compacted,$1.dst}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.14<0;1,0>:d    0:w               {$2.dst}
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r6.0<1>:d     r3.0<0;0>:d       r2.0<1;0>:uw      r4.1<0>:d        {$0.dst}
(W)     mul (16|M0)              acc0.0<1>:d   r6.0<1;1,0>:d     r4.28<0;1,0>:uw  {Compacted,I@1}
        macl (16|M0)             r8.0<1>:d     r6.0<1;1,0>:d     r4.14<0;1,0>:d   {Compacted}
(W)     mul (16|M16)             acc0.0<1>:d   r7.0<1;1,0>:d     r4.28<0;1,0>:uw  {Compacted}
        macl (16|M16)            r9.0<1>:d     r7.0<1;1,0>:d     r4.14<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r5.2<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted}
(W)     macl (1|M0)              r5.0<1>:d     r5.2<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}
        add3 (32|M0)             r10.0<1>:d    r5.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        shl (32|M0)              r12.0<1>:d    r10.0<1;1,0>:d    3:w               {Compacted,I@1}
(W&f0.0) jmpi                                L416                                
L336:
        mov (32|M0)              r14.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r16.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r18.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r20.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r22.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r24.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r26.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r28.0<1>:f    0.0:f                               {Compacted}
(W)     jmpi                                 L824                                
L416:
        mov (32|M0)              r28.0<1>:ud   0x0:ud                              {Compacted,F@1}
        mov (32|M0)              r26.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r24.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r22.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r20.0<1>:f    0.0:f                               {Compacted,I@6}
        mov (32|M0)              r18.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r16.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r14.0<1>:f    0.0:f                               {Compacted}
(W)     add (1|M0)               r3.1<1>:q     r4.6<0;1,0>:q     16:w              
(W)     mov (1|M0)               r3.1<1>:d     0:w                               {Compacted}
L504:
(W)     mul (1|M0)               acc0.0<1>:d   r3.1<0;1,0>:d     r4.28<0;1,0>:uw  {Compacted,I@1}
(W)     macl (1|M0)              r38.0<1>:d    r3.1<0;1,0>:d     r4.14<0;1,0>:d   {Compacted}
        add (32|M0)              r30.0<1>:d    r8.0<1;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        add (32|M0)              r39.0<1>:d    r38.0<0;1,0>:d    r12.0<1;1,0>:d   {Compacted,I@2}
        mov (16|M0)              r91.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M16)             r93.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r95.0<2>:ud   r39.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r97.0<2>:ud   r40.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r103.0<1>:q   r91.0<2;1,0>:d    2:w               {Compacted,I@4}
        shl (16|M16)             r105.0<1>:q   r93.0<2;1,0>:d    2:w               {Compacted,I@4}
        shl (16|M0)              r107.0<1>:q   r95.0<2;1,0>:d    2:w               {Compacted,I@4}
        shl (16|M16)             r109.0<1>:q   r97.0<2;1,0>:d    2:w               {Compacted,I@4}
        add (16|M0)              r32.0<1>:q    r103.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r34.0<1>:q    r105.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@4}
        add (16|M0)              r41.0<1>:q    r107.0<1;1,0>:q   r4.6<0;1,0>:q    {Compacted,I@4}
        add (16|M0)              r53.0<1>:q    r3.1<0;1,0>:q     r107.0<1;1,0>:q  {Compacted}
        add (16|M16)             r43.0<1>:q    r109.0<1;1,0>:q   r4.6<0;1,0>:q    {Compacted,I@5}
        add (16|M16)             r55.0<1>:q    r3.1<0;1,0>:q     r109.0<1;1,0>:q  {Compacted}
        send.ugm (32|M0)         r36      r32     null:0  0x0            0x08200580           {A@5,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r45      r41     null:0  0x0            0x08803580           {A@2,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r57      r53     null:0  0x0            0x08803580           {I@1,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r3.1<0;1,0>:d     r4.14<0;1,0>:d   {I@1}
        sync.nop                             null                             {Compacted,F@1}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r14.0<1>:f    r14.0<1;0>:f      r36.0<1;0>:f      r45.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r16.0<1>:f    r16.0<1;0>:f      r36.0<1;0>:f      r47.0<1>:f       {Compacted}
        mad (32|M0)              r18.0<1>:f    r18.0<1;0>:f      r36.0<1;0>:f      r49.0<1>:f       {Compacted}
        mad (32|M0)              r20.0<1>:f    r20.0<1;0>:f      r36.0<1;0>:f      r51.0<1>:f       {Compacted}
        mad (32|M0)              r22.0<1>:f    r22.0<1;0>:f      r36.0<1;0>:f      r57.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r24.0<1>:f    r24.0<1;0>:f      r36.0<1;0>:f      r59.0<1>:f       {Compacted}
        mad (32|M0)              r26.0<1>:f    r26.0<1;0>:f      r36.0<1;0>:f      r61.0<1>:f       {Compacted}
        mad (32|M0)              r28.0<1>:f    r28.0<1;0>:f      r36.0<1;0>:f      r63.0<1>:f       {Compacted}
(W&f1.0) jmpi                                L504                                
L824:
        add (32|M0)              r65.0<1>:d    r8.0<1;1,0>:d     r12.0<1;1,0>:d   {Compacted}
        mov (16|M0)              r99.0<2>:ud   r65.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r101.0<2>:ud  r66.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r111.0<1>:q   r99.0<2;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r113.0<1>:q   r101.0<2;1,0>:d   2:w               {Compacted,I@2}
        add (16|M0)              r67.0<1>:q    r111.0<1;1,0>:q   r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r69.0<1>:q    r113.0<1;1,0>:q   r4.4<0;1,0>:q    {Compacted,I@2}
        mov (32|M0)              r71.0<1>:ud   r14.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r73.0<1>:ud   r16.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r75.0<1>:ud   r18.0<1;1,0>:ud                  {Compacted,F@6}
        mov (32|M0)              r77.0<1>:ud   r20.0<1;1,0>:ud                  {Compacted,F@5}
        mov (32|M0)              r83.0<1>:ud   r22.0<1;1,0>:ud                  {Compacted,F@4}
        mov (32|M0)              r85.0<1>:f    r24.0<1;1,0>:f                   {Compacted,F@3}
        mov (32|M0)              r87.0<1>:f    r26.0<1;1,0>:f                   {Compacted,F@3}
        mov (32|M0)              r89.0<1>:f    r28.0<1;1,0>:f                   {Compacted,F@3}
        add (16|M0)              r79.0<1>:q    r67.0<1;1,0>:q    16:w               {Compacted,I@7}
        add (16|M16)             r81.0<1>:q    r69.0<1;1,0>:q    16:w               {Compacted,I@7}
        send.ugm (32|M0)         null     r67     r71:8   0x0            0x08003584           {A@4,$7} // wr:4+8, rd:0; store.ugm.d32x4.a64
        send.ugm (32|M0)         null     r79     r83:8   0x0            0x08003584           {A@1,$8} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L1016:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
