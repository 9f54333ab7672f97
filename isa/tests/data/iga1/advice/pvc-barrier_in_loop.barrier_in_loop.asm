L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r4.13<0;1,0>:d    r0.2<0;1,0>:uw   {A@1,$2.dst}
(W)     macl (1|M0)              r2.0<1>:d     r4.13<0;1,0>:d    r0.1<0;1,0>:d    {$0.dst}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.12<0;1,0>:d    0:w              
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
        mov (16|M0)              r32.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r34.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r36.0<1>:q    r32.0<2;1,0>:ud                  {I@2}
        mov (16|M16)             r38.0<1>:q    r34.0<2;1,0>:ud                  {I@2}
(W&f0.0) jmpi                                L320                                
L296:
        mov (32|M0)              r7.0<1>:ud    0x0:ud                              {Compacted}
(W)     jmpi                                 L864                                
L320:
        shl (32|M0)              r3.0<1>:w     r1.0<1;1,0>:w     2:w               {$1.dst}
        and (32|M0)              r9.0<1>:w     r3.0<1;1,0>:w     252:w               {I@1}
        add (32|M0)              acc0.0<1>:w   r3.0<1;1,0>:w     4:w              
        and (32|M0)              r3.0<1>:w     acc0.0<1;1,0>:w   252:w              
        mov (32|M0)              r7.0<1>:f     0.0:f                               {Compacted}
        mov (32|M0)              r10.0<1>:ud   r9.0<1;1,0>:uw                   {I@3}
        mov (32|M0)              r12.0<1>:ud   r3.0<1;1,0>:uw                   {I@2}
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L432:
(W)     shl (1|M0)               r2.2<1>:d     r2.1<0;1,0>:d     6:w               {I@1}
        mov (32|M0)              r50.0<1>:d    0:w                               {Compacted}
        add (16|M0)              r40.0<1>:q    r36.0<1;1,0>:q    r2.2<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r42.0<1>:q    r38.0<1;1,0>:q    r2.2<0;1,0>:ud   {Compacted}
        shl (16|M0)              r44.0<1>:q    r40.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r46.0<1>:q    r42.0<1;1,0>:q    2:w               {Compacted,I@2}
        mov (16|M0)              r14.0<1>:d    r44.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r15.0<1>:d    r46.0<2;1,0>:d                   {Compacted,I@2}
        and (32|M0)              r48.0<1>:d    r14.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r52.1<2>:d    r50.0<1;1,0>:d                  
        mov (16|M16)             r54.1<2>:d    r51.0<1;1,0>:d                  
        mov (16|M0)              r52.0<2>:d    r48.0<1;1,0>:d                   {I@3}
        mov (16|M16)             r54.0<2>:d    r49.0<1;1,0>:d                  
        add (16|M0)              r16.0<1>:q    r52.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r18.0<1>:q    r54.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (32|M0)         r20      r16     null:0  0x0            0x08200580           {A@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        sync.nop                             null                             {Compacted,$6.dst}
        send.slm (32|M0)         null     r10     r20:2   0x0            0x04000504           {$4} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r22      r0      null:0  0x0            0x0210011F           {$7} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r23.2<1>:f    0.0:f                               {Compacted,$5.src}
(W)     mov (2|M0)               r23.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r22.0<1;1,0>:ud                  {Compacted,$7.dst}
(W)     send.gtwy (1|M0)         null     r23     null:0  0x0            0x02000004           {I@2,$5} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
        send.slm (32|M0)         r24      r12     null:0  0x0            0x04200500           {$8} // wr:2+0, rd:2; load.slm.d32.a32
        add (32|M0)              r7.0<1>:f     r7.0<1;1,0>:f     r24.0<1;1,0>:f   {Compacted,$8.dst}
(W)     send.slm (1|M0)          r26      r0      null:0  0x0            0x0210011F           {$9} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r27.2<1>:f    0.0:f                               {Compacted,$3.src}
(W)     mov (2|M0)               r27.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r26.0<1;1,0>:ud                  {Compacted,$9.dst}
(W)     send.gtwy (1|M0)         null     r27     null:0  0x0            0x02000004           {I@2,$3} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:d     r4.12<0;1,0>:d   {I@1}
(W&f1.0) jmpi                                L432                                
L864:
        shl (16|M0)              r56.0<1>:q    r36.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r58.0<1>:q    r38.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r28.0<1>:q    r56.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r30.0<1>:q    r58.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r28     r7:2    0x0            0x08000584           {A@1,$10} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L936:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
