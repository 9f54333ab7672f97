L672:
(W)     mov (1|M0)               r3.2<1>:f     1.0001:f                              
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L696:
        xor (32|M0)              r25.0<1>:d    r2.1<0;1,0>:d     r11.0<1;1,0>:d   {Compacted,I@1}
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
        mov (32|M0)              r28.0<1>:f    r25.0<1;1,0>:d                   {I@2}
        cmp (32|M0)   (lt)f0.0   null<1>:d     r2.1<0;1,0>:d     r21.0<1;1,0>:d   {I@1}
        mad (32|M0)              r23.0<1>:f    r28.0<1;0>:f      r23.0<1;0>:f      r3.2<0>:f        {Compacted,F@1}
(f0.0)  goto.b (32|M0)                       L776                  L696                
L776:
        join (32|M0)                         L792                                
L792:
        shl (32|M0)              r27.0<1>:w    r1.0<1;1,0>:w     2:w              
        and (32|M0)              r30.0<1>:w    r27.0<1;1,0>:w    1020:w               {I@1}
        mov (32|M0)              r31.0<1>:ud   r30.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         null     r31     r23:2   0x0            0x04000504           {A@1,$5} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r33      r0      null:0  0x0            0x0210001F           {$6} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r34.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r34.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r33.0<1;1,0>:ud                  {Compacted,$6.dst}
(W)     send.gtwy (1|M0)         null     r34     null:0  0x0            0x02000004           {I@2,$7} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
        send.ugm (32|M0)         r42      r5      null:0  0x0            0x08200580           {$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              acc0.0<1>:w   r27.0<1;1,0>:w    4:w              
        and (32|M0)              r35.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        mov (32|M0)              r36.0<1>:ud   r35.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         r38      r36     null:0  0x0            0x04200500           {I@1,$9} // wr:2+0, rd:2; load.slm.d32.a32
        add (16|M0)              r60.0<1>:q    r84.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M16)             r62.0<1>:q    r86.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
        add (32|M0)              r40.0<1>:f    r23.0<1;1,0>:f    r38.0<1;1,0>:f   {Compacted,$9.dst}
        math.sqt (32|M0)         r52.0<1>:f    r40.0<1;1,0>:f                   {F@1}
        mov (32|M0)              r54.0<1>:d    r40.0<1;1,0>:f                  
        shl (32|M0)              r44.0<1>:d    r42.0<1;1,0>:d    2:w               {Compacted,$8.dst}
        and (32|M0)              r46.0<1>:d    r44.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (32|M0)              r56.0<1>:f    r54.0<1;1,0>:d                  
        mov (16|M0)              r72.0<2>:ud   r46.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r74.0<2>:ud   r47.0<1;1,0>:ud                  {Compacted}
        add (32|M0)              r58.0<1>:f    r52.0<1;1,0>:f    r56.0<1;1,0>:f   {Compacted,A@1}
        add (16|M0)              r48.0<1>:q    r4.5<0;1,0>:q     r72.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r50.0<1>:q    r4.5<0;1,0>:q     r74.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         null     r48     null:0  0x0            0x08000588           {A@1,$10} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         null     r60     r58:2   0x0            0x08000584           {F@1,$11} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,$12} // wr:1+0, rd:0; end of thread
L1192:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x3EB0302A:ud                             
(W)     mov (16|M0)              null<1>:ud    0x969DAC8:ud                             
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
