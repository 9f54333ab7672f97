L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r126.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r126    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r4.4<0;1,0>:d     r0.12<0;1,0>:uw  {Compacted,A@1,$2.dst}
(W)     macl (1|M0)              r3.0<1>:d     r4.4<0;1,0>:d     r0.6<0;1,0>:d    {Compacted,$1.dst}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.12<0;1,0>:d    0:w              
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r5.0<1>:d     r3.0<0;0>:d       r2.0<1;0>:uw      r4.1<0>:d        {$0.dst}
(W)     mul (16|M0)              acc0.0<1>:d   r5.0<1;1,0>:d     r4.24<0;1,0>:uw  {Compacted,I@1}
        macl (16|M0)             r7.0<1>:d     r5.0<1;1,0>:d     r4.12<0;1,0>:d   {Compacted}
(W)     mul (16|M16)             acc0.0<1>:d   r6.0<1;1,0>:d     r4.24<0;1,0>:uw  {Compacted}
        macl (16|M16)            r8.0<1>:d     r6.0<1;1,0>:d     r4.12<0;1,0>:d   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r4.3<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted}
(W)     macl (1|M0)              r9.0<1>:d     r4.3<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}
        add3 (32|M0)             r10.0<1>:d    r9.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        shl (32|M0)              r12.0<1>:d    r10.0<1;1,0>:d    3:w               {Compacted,I@1}
(W&f0.0) jmpi                                L568                                
L488:
        mov (32|M0)              r14.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r16.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r18.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r20.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r22.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r24.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r26.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r28.0<1>:f    0.0:f                               {Compacted}
(W)     jmpi                                 L1168                                
L568:
        mov (16|M0)              r92.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r94.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted}
        mov (32|M0)              r14.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r16.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r18.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r20.0<1>:ud   0x0:ud                              {Compacted}
        mov (32|M0)              r22.0<1>:ud   0x0:ud                              {Compacted,F@4}
        mov (32|M0)              r24.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r26.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r28.0<1>:f    0.0:f                               {Compacted}
        shl (16|M0)              r104.0<1>:q   r92.0<2;1,0>:d    2:w               {Compacted,I@7}
        shl (16|M16)             r106.0<1>:q   r94.0<2;1,0>:d    2:w               {Compacted,I@7}
        add (16|M0)              r108.0<1>:q   r104.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r110.0<1>:q   r106.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@2}
(W)     asr (1|M0)               r3.1<1>:d     r4.12<0;1,0>:d    31:w              
(W)     mov (1|M0)               r3.1<1>:q     0:w                              
(W)     mov (1|M0)               r3.4<1>:d     0:w                               {Compacted}
L720:
(W)     mov (2|M0)               r3.5<1>:d     r3.2<1;1,0>:d                    {I@2}
        add (32|M0)              r33.0<1>:d    r7.0<1;1,0>:d     r3.4<0;1,0>:d    {Compacted,I@2}
(W)     mul (1|M0)               acc0.0<1>:ud  r3.5<0;1,0>:ud    r4.24<0;1,0>:uw  {I@2}
(W)     macl (1|M0)              r32.0<1>:ud   r3.5<0;1,0>:ud    r4.12<0;1,0>:ud 
(W)     mul (1|M0)               acc0.0<1>:ud  r3.5<0;1,0>:ud    r4.24<0;1,0>:uw 
(W)     mach (1|M0)              r30.0<1>:d    r3.5<0;1,0>:ud    r4.12<0;1,0>:ud 
(W)     mul (1|M0)               acc0.0<1>:d   r3.5<0;1,0>:ud    r3.2<0;1,0>:uw  
(W)     macl (1|M0)              r31.0<1>:d    r3.5<0;1,0>:ud    r3.1<0;1,0>:d   
(W)     mul (1|M0)               acc0.0<1>:d   r4.12<0;1,0>:ud   r3.12<0;1,0>:uw 
(W)     add (1|M0)               r30.0<1>:d    r30.0<0;1,0>:d    r31.0<0;1,0>:d   {Compacted,I@2}
(W)     macl (1|M0)              r31.0<1>:d    r4.12<0;1,0>:ud   r3.6<0;1,0>:d   
        mov (16|M0)              r96.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
(W)     add (1|M0)               r32.1<1>:d    r30.0<0;1,0>:d    r31.0<0;1,0>:d   {Compacted,I@2}
        mov (16|M16)             r98.0<2>:ud   r34.0<1;1,0>:ud                  {Compacted}
(W)     shl (1|M0)               r3.4<1>:q     r32.0<0;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M0)              r112.0<1>:q   r96.0<2;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r114.0<1>:q   r98.0<2;1,0>:d    2:w               {Compacted,I@3}
        add (16|M0)              r41.0<1>:q    r108.0<1;1,0>:q   r3.4<0;1,0>:q    {Compacted,I@3}
        add (16|M16)             r43.0<1>:q    r110.0<1;1,0>:q   r3.4<0;1,0>:q    {Compacted}
        add (16|M0)              r35.0<1>:q    r112.0<1;1,0>:q   r4.4<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r37.0<1>:q    r114.0<1;1,0>:q   r4.4<0;1,0>:q    {Compacted,I@4}
        add (16|M0)              r56.0<1>:q    r41.0<1;1,0>:q    16:w               {Compacted,I@4}
        add (16|M16)             r58.0<1>:q    r43.0<1;1,0>:q    16:w               {Compacted,I@4}
        send.ugm (32|M0)         r48      r41     null:0  0x0            0x08803580           {$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        send.ugm (32|M0)         r39      r35     null:0  0x0            0x08200580           {A@3,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r60      r56     null:0  0x0            0x08803580           {A@1,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     add (1|M0)               r3.4<1>:d     r3.4<0;1,0>:d     1:w               {Compacted}
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r3.4<0;1,0>:d     r4.12<0;1,0>:d   {I@1}
        sync.nop                             null                             {Compacted,F@1}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r28.0<1>:f    r28.0<1;0>:f      r39.0<1;0>:f      r48.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r26.0<1>:f    r26.0<1;0>:f      r39.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r24.0<1>:f    r24.0<1;0>:f      r39.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r22.0<1>:f    r22.0<1;0>:f      r39.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (32|M0)              r20.0<1>:f    r20.0<1;0>:f      r39.0<1;0>:f      r60.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r18.0<1>:f    r18.0<1;0>:f      r39.0<1;0>:f      r62.0<1>:f       {Compacted}
        mad (32|M0)              r16.0<1>:f    r16.0<1;0>:f      r39.0<1;0>:f      r64.0<1>:f       {Compacted}
        mad (32|M0)              r14.0<1>:f    r14.0<1;0>:f      r39.0<1;0>:f      r66.0<1>:f       {Compacted}
(W&~f1.0) jmpi                               L1168                                
L1144:
(W)     add (1|M0)               r3.1<1>:q     r3.1<0;1,0>:q     1:w               {Compacted}
(W)     jmpi                                 L720                                
L1168:
        add (32|M0)              r45.0<1>:d    r7.0<1;1,0>:d     r12.0<1;1,0>:d   {Compacted}
        mov (16|M0)              r100.0<2>:ud  r45.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r102.0<2>:ud  r46.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r116.0<1>:q   r100.0<2;1,0>:d   2:w               {Compacted,I@2}
        shl (16|M16)             r118.0<1>:q   r102.0<2;1,0>:d   2:w               {Compacted,I@2}
        add (16|M0)              r68.0<1>:q    r116.0<1;1,0>:q   r4.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r70.0<1>:q    r118.0<1;1,0>:q   r4.3<0;1,0>:q    {Compacted,I@2}
        mov (32|M0)              r72.0<1>:ud   r28.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r74.0<1>:ud   r26.0<1;1,0>:ud                  {Compacted,F@7}
        mov (32|M0)              r76.0<1>:ud   r24.0<1;1,0>:ud                  {Compacted,F@6}
        mov (32|M0)              r78.0<1>:ud   r22.0<1;1,0>:ud                  {Compacted,F@5}
        mov (32|M0)              r84.0<1>:ud   r20.0<1;1,0>:ud                  {Compacted,F@4}
        mov (32|M0)              r86.0<1>:f    r18.0<1;1,0>:f                   {Compacted,F@3}
        mov (32|M0)              r88.0<1>:f    r16.0<1;1,0>:f                   {Compacted,F@3}
        mov (32|M0)              r90.0<1>:f    r14.0<1;1,0>:f                   {Compacted,F@3}
        add (16|M0)              r80.0<1>:q    r68.0<1;1,0>:q    16:w               {Compacted,I@7}
        add (16|M16)             r82.0<1>:q    r70.0<1;1,0>:q    16:w               {Compacted,I@7}
        send.ugm (32|M0)         null     r68     r72:8   0x0            0x08003584           {A@4,$6} // wr:4+8, rd:0; store.ugm.d32x4.a64
        send.ugm (32|M0)         null     r80     r84:8   0x0            0x08003584           {A@1,$7} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1,$8} // wr:1+0, rd:0; end of thread
L1360:
        nop                    
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
        illegal                
        illegal                
