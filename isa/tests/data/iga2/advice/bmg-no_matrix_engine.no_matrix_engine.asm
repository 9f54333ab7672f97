L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x80:uw              {I@1}
(W)     mov (8|M0)               r3.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r127  null:0  0xFF000000            0x6229E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127  null:0  0xFF000000            0x6219C500           {I@1,$1} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.cc.bti[255]
(W)     mov (16|M0)              r5.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r3.4<0;1,0>:d     r5.12<0;1,0>:uw  {A@1}
(W)     macl (1|M0)              r6.0<1>:d     r3.4<0;1,0>:d     r5.6<0;1,0>:d   
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.4<0;1,0>:d     0:w               {$1.dst}
        add3 (32|M0)             r7.0<1>:d     r6.0<0;0>:d       r2.0<1;0>:uw      r3.1<0>:d        {@2,$0.dst}
(W)     mul (16|M0)              acc0.0<1>:d   r7.0<1;1,0>:d     r4.8<0;1,0>:uw   {I@1}
        macl (16|M0)             r9.0<1>:d     r7.0<1;1,0>:d     r4.4<0;1,0>:d    {Compacted}
(W)     mul (16|M16)             acc0.0<1>:d   r8.0<1;1,0>:d     r4.8<0;1,0>:uw  
        macl (16|M16)            r10.0<1>:d    r8.0<1;1,0>:d     r4.4<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r3.3<0;1,0>:d     r5.2<0;1,0>:uw  
(W)     macl (1|M0)              r11.0<1>:d    r3.3<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}
        add3 (32|M0)             r12.0<1>:d    r11.0<0;0>:d      r1.0<1;0>:uw      r3.0<0>:d        {I@1}
        shl (32|M0)              r14.0<1>:d    r12.0<1;1,0>:d    3:w               {Compacted,I@1}
(W&f0.0) jmpi                                L464                                
L384:
        mov (32|M0)              r16.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r18.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r20.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r22.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r24.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r26.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r28.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r30.0<1>:f    0.0:f                               {Compacted}
(W)     jmpi                                 L888                                
L464:
        mov (32|M0)              r16.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r18.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r20.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r22.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r24.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r26.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r28.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r30.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r3.8<1>:d     0:w                              
L544:
(W)     mul (1|M0)               acc0.0<1>:d   r3.8<0;1,0>:d     r4.8<0;1,0>:uw   {I@1}
(W)     macl (1|M0)              r38.0<1>:d    r3.8<0;1,0>:d     r4.4<0;1,0>:d    {Compacted}
        add (32|M0)              r32.0<1>:d    r9.0<1;1,0>:d     r3.8<0;1,0>:d    {Compacted}
        add (32|M0)              r41.0<1>:d    r38.0<0;1,0>:d    r14.0<1;1,0>:d   {Compacted,I@2}
        mov (16|M0)              r86.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M16)             r88.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r90.0<2>:ud   r41.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r92.0<2>:ud   r42.0<1;1,0>:ud                 
        shl (16|M0)              r98.0<1>:q    r86.0<2;1,0>:d    2:w               {I@4}
        shl (16|M16)             r100.0<1>:q   r88.0<2;1,0>:d    2:w               {I@4}
        shl (16|M0)              r102.0<1>:q   r90.0<2;1,0>:d    2:w               {I@4}
        shl (16|M16)             r104.0<1>:q   r92.0<2;1,0>:d    2:w               {I@4}
        add (16|M0)              r34.0<1>:q    r98.0<1;1,0>:q    r4.0<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r36.0<1>:q    r100.0<1;1,0>:q   r4.0<0;1,0>:q    {Compacted,I@4}
        add (16|M0)              r43.0<1>:q    r102.0<1;1,0>:q   r4.1<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r45.0<1>:q    r104.0<1;1,0>:q   r4.1<0;1,0>:q    {Compacted,I@4}
        send.ugm (32|M0)         r39      r34  null:0  0x0            0x08200580           {I@3,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r48      r43  null:0  0x0            0x08803580           {I@1,$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r56      r43  null:0  0x10000            0x08803580           {$4} // wr:4+0, rd:8; load.ugm.d32x4.a64.flat[A+0x10]
(W)     add (1|M0)               r3.8<1>:d     r3.8<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r3.8<0;1,0>:d     r4.4<0;1,0>:d    {I@1}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r30.0<1>:f    r30.0<1;0>:f      r39.0<1;0>:f      r48.0<1>:f       {Compacted,@1,$2.dst}
        mad (32|M0)              r28.0<1>:f    r28.0<1;0>:f      r39.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r26.0<1>:f    r26.0<1;0>:f      r39.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r24.0<1>:f    r24.0<1;0>:f      r39.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (32|M0)              r22.0<1>:f    r22.0<1;0>:f      r39.0<1;0>:f      r56.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r20.0<1>:f    r20.0<1;0>:f      r39.0<1;0>:f      r58.0<1>:f       {Compacted}
        mad (32|M0)              r18.0<1>:f    r18.0<1;0>:f      r39.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (32|M0)              r16.0<1>:f    r16.0<1;0>:f      r39.0<1;0>:f      r62.0<1>:f       {Compacted}
(W&f1.0) jmpi                                L544                                
L888:
        add (32|M0)              r64.0<1>:d    r9.0<1;1,0>:d     r14.0<1;1,0>:d   {Compacted}
        mov (16|M0)              r94.0<2>:ud   r64.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r96.0<2>:ud   r65.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r106.0<1>:q   r94.0<2;1,0>:d    2:w               {I@2}
        shl (16|M16)             r108.0<1>:q   r96.0<2;1,0>:d    2:w               {I@2}
        mov (32|M0)              r70.0<1>:ud   r30.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r72.0<1>:ud   r28.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r74.0<1>:ud   r26.0<1;1,0>:ud                  {Compacted,F@6}
        mov (32|M0)              r76.0<1>:ud   r24.0<1;1,0>:ud                  {Compacted,F@5}
        add (16|M0)              r66.0<1>:q    r106.0<1;1,0>:q   r3.3<0;1,0>:q    {Compacted,I@6}
        add (16|M16)             r68.0<1>:q    r108.0<1;1,0>:q   r3.3<0;1,0>:q    {Compacted,I@6}
        mov (32|M0)              r78.0<1>:f    r22.0<1;1,0>:f                   {Compacted,F@4}
        mov (32|M0)              r80.0<1>:f    r20.0<1;1,0>:f                   {Compacted,F@4}
        mov (32|M0)              r82.0<1>:f    r18.0<1;1,0>:f                   {Compacted,F@4}
        mov (32|M0)              r84.0<1>:f    r16.0<1;1,0>:f                   {Compacted,F@4}
        send.ugm (32|M0)         null     r66  r70:8  0x0            0x08003584           {I@1,$5} // wr:4+8, rd:0; store.ugm.d32x4.a64
        send.ugm (32|M0)         null     r66  r78:8  0x10000            0x08003584           {F@1,$6} // wr:4+8, rd:0; store.ugm.d32x4.a64.flat[A+0x10]
(W)     mov (16|M0)              r127.0<1>:ud  r5.0<1;1,0>:ud                  
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$7} // wr:1+0, rd:0; end of thread
L1088:
(W)     mov (16|M0)              null<1>:ud    0x8EBF7CFD:ud                             
(W)     mov (16|M0)              null<1>:ud    0x162B2013:ud                             
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
