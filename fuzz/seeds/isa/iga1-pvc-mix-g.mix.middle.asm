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
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L992:
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
