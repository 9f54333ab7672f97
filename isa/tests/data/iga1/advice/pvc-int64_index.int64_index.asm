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
(W)     mul (1|M0)               acc0.0<1>:d   r5.3<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r3.0<1>:d     r5.3<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (2|M0)               r2.0<1>:d     r4.12<1;1,0>:d                   {Compacted,$0.dst}
        add3 (32|M0)             r6.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r6.0<1;1,0>:ud    r2.0<0;1,0>:ud   {I@1}
(W)     mov (1|M0)               r2.18<1>:hf   0.0:hf                             
(W)     mov (1|M0)               r2.19<1>:hf   0.0:hf                             
(f1.0)  cmp (32|M0)   (eq)f1.0   null<1>:d     r2.18<0;1,0>:w    r2.1<0;1,0>:d    {F@2}
(~f1.0) cmp (32|M0)   (lt)f1.0   null<1>:ud    r2.19<0;1,0>:uw   r2.1<0;1,0>:ud   {F@1}
(~f1.0) goto (32|M0)                         L688                  L688                
L336:
        mov (16|M0)              r30.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r32.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
(W)     shl (1|M0)               r2.2<1>:q     r4.6<0;1,0>:q     2:w              
        mov (16|M0)              r34.0<1>:q    r30.0<2;1,0>:ud                  {I@3}
        mov (16|M16)             r36.0<1>:q    r32.0<2;1,0>:ud                  {I@3}
(W)     mov (1|M0)               r2.1<1>:q     r5.0<0;1,0>:ud                  
(W)     mov (1|M0)               r2.8<1>:ud    0x40000000:ud                             
(W)     add (1|M0)               r2.3<1>:q     r2.2<0;1,0>:q     r4.5<0;1,0>:q    {I@5}
L448:
        shl (16|M0)              r38.0<1>:q    r34.0<1;1,0>:q    2:w               {Compacted,I@5}
        shl (16|M16)             r40.0<1>:q    r36.0<1;1,0>:q    2:w               {Compacted,I@5}
        add (16|M0)              r8.0<1>:q     r38.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M0)              r14.0<1>:q    r2.3<0;1,0>:q     r38.0<1;1,0>:q   {Compacted}
        add (16|M16)             r10.0<1>:q    r40.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@3}
        add (16|M16)             r16.0<1>:q    r2.3<0;1,0>:q     r40.0<1;1,0>:q   {Compacted}
        send.ugm (32|M0)         r12      r8      null:0  0x0            0x08200580           {A@2,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r18      r14     null:0  0x0            0x08200580           {I@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r34.0<1>:q    r34.0<1;1,0>:q    r2.1<0;1,0>:q    {Compacted}
        add (16|M16)             r36.0<1>:q    r36.0<1;1,0>:q    r2.1<0;1,0>:q    {Compacted}
        mov (16|M0)              r26.0<1>:d    r34.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r27.0<1>:d    r36.0<2;1,0>:d                   {Compacted,I@2}
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r26.0<1;1,0>:ud   r2.0<0;1,0>:ud   {I@1}
        mov (16|M0)              r28.0<1>:d    r34.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r29.0<1>:d    r36.1<2;1,0>:d                   {Compacted}
(f0.0)  cmp (32|M0)   (eq)f0.0   null<1>:d     r28.0<1;1,0>:d    r2.1<0;1,0>:d    {I@1}
(~f0.0) cmp (32|M0)   (lt)f0.0   null<1>:ud    r28.0<1;1,0>:ud   r2.1<0;1,0>:ud  
        add (16|M0)              r22.0<1>:q    r38.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,$4.src}
        add (16|M16)             r24.0<1>:q    r40.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (32|M0)              r20.0<1>:f    r18.0<1;0>:f      r12.0<1;0>:f      r2.8<0>:f        {Compacted,$5.dst}
        send.ugm (32|M0)         null     r22     r20:2   0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(f0.0)  goto.b (32|M0)                       L688                  L448                
L688:
        join (32|M0)                         L704                                
L704:
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L728:
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
