        cmp (32|M0)   (lt)f0.0   null<1>:d     r2.8<0;1,0>:d     r23.0<1;1,0>:d   {I@1}
        mad (32|M0)              r25.0<1>:f    r30.0<1;0>:f      r25.0<1;0>:f      r3.6<0>:f        {F@1}
(f0.0)  goto.b (32|M0)                       L704                  L608                
L704:
        join (32|M0)                         L720                                
L720:
        shl (32|M0)              r29.0<1>:w    r1.0<1;1,0>:w     2:w              
        and (32|M0)              r32.0<1>:w    r29.0<1;1,0>:w    1020:w               {I@1}
        mov (32|M0)              r33.0<1>:ud   r32.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         null     r33  r25:2  0x0            0x04000504           {A@1,$4} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r35      r4  null:0  0x0            0x0210001F           {$5} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r36.2<1>:f    3.58732e-43:f                              
(W)     mov (2|M0)               r36.10<1>:ub  r4.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r35.0<1;1,0>:ud                  {$5.dst}
(W)     send.gtwy (1|M0)         null     r36  null:0  0x0            0x02000004           {I@2,$6} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                
        send.ugm (32|M0)         r44      r7  null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              acc0.0<1>:w   r29.0<1;1,0>:w    4:w              
        and (32|M0)              r37.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        mov (32|M0)              r38.0<1>:ud   r37.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         r40      r38  null:0  0x0            0x04200500           {I@1,$8} // wr:2+0, rd:2; load.slm.d32.a32
        add (16|M0)              r62.0<1>:q    r86.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        add (16|M16)             r64.0<1>:q    r88.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
        add (32|M0)              r42.0<1>:f    r25.0<1;1,0>:f    r40.0<1;1,0>:f   {Compacted,$8.dst}
        math.sqt (32|M0)         r54.0<1>:f    r42.0<1;1,0>:f                   {F@1}
        mov (32|M0)              r56.0<1>:d    r42.0<1;1,0>:f                  
        shl (32|M0)              r46.0<1>:d    r44.0<1;1,0>:d    2:w               {Compacted,$7.dst}
        and (32|M0)              r48.0<1>:d    r46.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (32|M0)              r58.0<1>:f    r56.0<1;1,0>:d                  
        mov (16|M0)              r74.0<2>:ud   r48.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r76.0<2>:ud   r49.0<1;1,0>:ud                  {Compacted}
        add (32|M0)              r60.0<1>:f    r54.0<1;1,0>:f    r58.0<1;1,0>:f   {A@1}
        add (16|M0)              r50.0<1>:q    r3.1<0;1,0>:q     r74.0<2;1,0>:ud  {I@2}
        add (16|M16)             r52.0<1>:q    r3.1<0;1,0>:q     r76.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         null     r50  null:0  0x0            0x08000588           {I@1,$9} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         null     r62  r60:2  0x0            0x08000584           {F@1,$10} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,$11} // wr:1+0, rd:0; end of thread
L1168:
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
        illegal                
        illegal                
        illegal                
