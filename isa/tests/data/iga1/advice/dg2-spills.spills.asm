L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r59.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     and (1|M0)               r58.2<1>:ud   r59.5<0;1,0>:ud   0xFFFFFC00:ud              {I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r59.2<0;1,0>:uw  {Compacted,A@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r59.1<0;1,0>:d   {Compacted,$0.dst}
(W)     mov (1|M0)               r58.1<1>:ud   a0.2<0;1,0>:ud                  
        add3 (8|M0)              r2.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
(W)     shr (1|M0)               a0.2<1>:ud    r58.2<0;1,0>:ud   0x4:ud              {F@1}
        send.dc0 (8|M0)          null     r59     r2:1    0x0            0x020F0000           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               a0.2<1>:ud    r58.1<0;1,0>:ud                  {F@1}
        shl (8|M0)               r6.0<1>:d     r2.0<1;1,0>:d     4:w               {Compacted}
        sync.nop                             null                             {Compacted,$3.src}
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,I@1}
        send.dc0 (8|M0)          null     r59     r6:1    0x0            0x020F0001           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        and (8|M0)               r7.0<1>:d     r2.0<1;1,0>:d     4080:w               {F@1}
        send.dc1 (8|M0)          r2       r7      null:0  0x0            0x02406001           {A@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r59     r2:4    0x0            0x020F2002           {$1} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,$1.src}
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r6       r59     null:0  0x0            0x021C0001           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     112:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     224:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r123     r3      null:0  0x0            0x02406001           {A@2,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r54.0<1;1,0>:d    1904:w               {Compacted,$5.dst}
        add (8|M0)               acc2.0<1>:d   r54.0<1;1,0>:d    2016:w               {Compacted}
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r54.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r60      r54     null:0  0x0            0x02406001           {A@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r6.0<1;1,0>:d     336:w               {Compacted,$6.dst}
        add (8|M0)               acc2.0<1>:d   r6.0<1;1,0>:d     448:w               {Compacted}
        and (8|M0)               r7.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r6.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r59     r123:4  0x0            0x020F202C           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
        send.dc1 (8|M0)          r123     r2      null:0  0x0            0x02406001           {$10} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r2       r7      null:0  0x0            0x02406001           {A@2,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r59     r123:4  0x0            0x020F2030           {$10} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r59     r2:4    0x0            0x020F2022           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r59     r2:4    0x0            0x020F2026           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r59     null:0  0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     560:w               {Compacted,$13.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     672:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r50      r3      null:0  0x0            0x02406001           {A@2,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r46      r2      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r59     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     784:w               {Compacted,$0.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     896:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$14.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r42      r3      null:0  0x0            0x02406001           {A@2,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r38      r2      null:0  0x0            0x02406001           {A@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r2       r59     null:0  0x0            0x021C0001           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1008:w               {Compacted,$4.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1120:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$2.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r34      r3      null:0  0x0            0x02406001           {A@2,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r30      r2      null:0  0x0            0x02406001           {A@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r59     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1232:w               {Compacted,$6.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1344:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$1.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r26      r3      null:0  0x0            0x02406001           {A@2,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r22      r2      null:0  0x0            0x02406001           {A@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r59     null:0  0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1456:w               {Compacted,$11.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1568:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$7.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r18      r3      null:0  0x0            0x02406001           {A@2,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r14      r2      null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r59     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1680:w               {Compacted,$0.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1792:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$12.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r10      r3      null:0  0x0            0x02406001           {A@2,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r6       r2      null:0  0x0            0x02406001           {A@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r2       r55     null:0  0x0            0x02406001           {$11} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r54.0<1;1,0>:d    2128:w               {$9.dst}
        add (8|M0)               acc2.0<1>:d   r54.0<1;1,0>:d    2240:w              
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$11.src}
        and (8|M0)               r54.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r64      r55     null:0  0x0            0x02406001           {A@2,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r68      r54     null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r54.0<1;1,0>:d    2352:w               {$8.dst}
        add (8|M0)               acc2.0<1>:d   r54.0<1;1,0>:d    2464:w              
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$0.src}
        and (8|M0)               r54.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r72      r55     null:0  0x0            0x02406001           {A@2,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r76      r54     null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r54.0<1;1,0>:d    2576:w               {$2.dst}
        add (8|M0)               acc2.0<1>:d   r54.0<1;1,0>:d    2688:w              
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$14.src}
        and (8|M0)               r54.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r80      r55     null:0  0x0            0x02406001           {A@2,$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r84      r54     null:0  0x0            0x02406001           {A@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r54.0<1;1,0>:d    2800:w               {$5.dst}
        add (8|M0)               acc2.0<1>:d   r54.0<1;1,0>:d    2912:w              
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$3.src}
        and (8|M0)               r54.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r90      r55     null:0  0x0            0x02406001           {A@2,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r94      r54     null:0  0x0            0x02406001           {A@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r54.0<1;1,0>:d    3024:w               {$12.dst}
        add (8|M0)               acc2.0<1>:d   r54.0<1;1,0>:d    3136:w              
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$7.src}
        and (8|M0)               r54.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r98      r55     null:0  0x0            0x02406001           {A@2,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r102     r54     null:0  0x0            0x02406001           {A@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r54.0<1;1,0>:d    3248:w               {$6.dst}
        add (8|M0)               acc2.0<1>:d   r54.0<1;1,0>:d    3360:w              
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$13.src}
        and (8|M0)               r54.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r106     r55     null:0  0x0            0x02406001           {A@2,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r111     r54     null:0  0x0            0x02406001           {A@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.allrd                           ($0,$11)                
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1000           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        shl (8|M0)               r54.0<1>:d    r54.0<1;1,0>:d    2:w               {Compacted,$9.dst}
        add (8|M0)               acc0.0<1>:d   r55.0<1;1,0>:d    3472:w              
        and (8|M0)               r54.0<1>:d    r54.0<1;1,0>:d    60:w               {Compacted,I@2}
        and (8|M0)               r56.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r54      r54     null:0  0x0            0x02106E02           {A@2,$8} // wr:1+0, rd:1; untyped surface read with x
        send.dc1 (8|M0)          r116     r56     null:0  0x0            0x02406001           {A@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)    (eq)f0.0   r54.0<1>:d    r54.0<1;1,0>:d    7:w               {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0006           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(f0.0)  goto (8|M0)                          L5736                  L5736                
L2352:
(W)     mov (1|M0)               r54.0<1>:d    0:w                               {$15.src}
(W)     mov (1|M0)               r58.1<1>:ud   a0.2<0;1,0>:ud                  
(W)     send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0007           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     shr (1|M0)               a0.2<1>:ud    r58.2<0;1,0>:ud   0x4:ud              {F@1}
(W)     mov (1|M0)               a0.2<1>:ud    r58.1<0;1,0>:ud                  {A@1}
L2432:
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1002           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allrd                           ($3,$10)                
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002C           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r124     r59     null:0  0x0            0x021C0030           {$2} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r58.1<1>:ud   a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r58.2<0;1,0>:ud   0x4:ud              {F@1}
(W)     mov (1|M0)               a0.2<1>:ud    r58.1<0;1,0>:ud                  {A@1}
        sync.allwr                           ($5,$15)                
        mad (8|M0)               r88.0<1>:f    r50.0<1;0>:f      r54.0<1;0>:f      r123.0<1>:f      {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002D           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0008           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r57.0<1>:f    r51.0<1;0>:f      r55.0<1;0>:f      r123.0<1>:f      {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1004           {A@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002E           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r59     r57:1   0x0            0x020F0009           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$13)                
        mad (8|M0)               r56.0<1>:f    r52.0<1;0>:f      r54.0<1;0>:f      r123.0<1>:f      {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002F           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r59     r56:1   0x0            0x020F000A           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r54.0<1>:f    r53.0<1;0>:f      r55.0<1;0>:f      r123.0<1>:f      {Compacted,$1.dst}
(W)     mov (8|M0)               r55.0<1>:ud   r57.0<1;1,0>:ud                  {F@1}
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F002A           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r54.0<1>:ud   r88.0<1;1,0>:ud                  {$4.src}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002C           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.src}
        mov (8|M0)               r57.0<1>:ud   r54.0<1;1,0>:ud                  {I@1}
        mov (8|M0)               r54.0<1>:ud   r55.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r59     r57:1   0x0            0x020F0002           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0003           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r54.0<1>:ud   r56.0<1;1,0>:ud                  {$3.src}
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0004           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C002A           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0005           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mad (8|M0)               r54.0<1>:f    r46.0<1;0>:f      r123.0<1;0>:f     r124.0<1>:f      {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002D           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r124     r59     null:0  0x0            0x021C0031           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F000B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r110.0<1>:f   r47.0<1;0>:f      r123.0<1;0>:f     r124.0<1>:f      {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002E           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r124     r59     null:0  0x0            0x021C0032           {$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r55.0<1>:ud   r110.0<1;1,0>:ud                
        send.dc0 (8|M0)          null     r59     r110:1  0x0            0x020F000C           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r89.0<1>:f    r48.0<1;0>:f      r123.0<1;0>:f     r124.0<1>:f      {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002F           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r124     r59     null:0  0x0            0x021C0033           {$4} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r56.0<1>:ud   r89.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r59     r89:1   0x0            0x020F000D           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r88.0<1>:f    r49.0<1;0>:f      r123.0<1;0>:f     r124.0<1>:f      {Compacted,$8.dst}
        mov (8|M0)               r123.0<1>:ud  r54.0<1;1,0>:ud                  {F@1}
(W)     mov (8|M0)               r54.0<1>:ud   r88.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F002C           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r55.0<1;1,0>:ud                  {$9.src}
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F000E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F002D           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r56.0<1;1,0>:ud                  {$9.src}
(W)     mov (8|M0)               r57.0<1>:ud   r88.0<1;1,0>:ud                  {$10.src}
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F002E           {A@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r54.0<1;1,0>:ud                  {$15.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1022           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F002F           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0030           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allwr                           ($5,$14)                
        mad (8|M0)               r56.0<1>:f    r42.0<1;0>:f      r123.0<1;0>:f     r54.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0031           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r59     r56:1   0x0            0x020F000F           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r89.0<1>:f    r43.0<1;0>:f      r123.0<1;0>:f     r55.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1024           {A@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0032           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r59     r89:1   0x0            0x020F0010           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r88.0<1>:f    r44.0<1;0>:f      r123.0<1;0>:f     r54.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0033           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r54.0<1>:ud   r56.0<1;1,0>:ud                 
(W)     mov (8|M0)               r56.0<1>:ud   r88.0<1;1,0>:ud                  {$9.src}
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0011           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r110.0<1>:f   r45.0<1;0>:f      r123.0<1;0>:f     r55.0<1>:f       {Compacted,$9.src}
(W)     mov (8|M0)               r55.0<1>:ud   r89.0<1;1,0>:ud                  {F@1}
        mov (8|M0)               r123.0<1>:ud  r54.0<1;1,0>:ud                  {I@3}
(W)     mov (8|M0)               r54.0<1>:ud   r110.0<1;1,0>:ud                
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F0030           {A@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r55.0<1;1,0>:ud                  {$7.src}
(W)     mov (8|M0)               r57.0<1>:ud   r110.0<1;1,0>:ud                
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F0031           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r56.0<1;1,0>:ud                  {$9.src}
(W)     send.dc0 (16|M0)         r56      r59     null:0  0x0            0x022C1022           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F0032           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r54.0<1;1,0>:ud                  {$1.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1026           {A@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r59     r110:1  0x0            0x020F0012           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r59     r123:1  0x0            0x020F0033           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($10,$15)                
        sync.nop                             null                             {Compacted,$7.src}
        mad (8|M0)               r110.0<1>:f   r38.0<1;0>:f      r56.0<1;0>:f      r54.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r89.0<1>:f    r39.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r56      r59     null:0  0x0            0x022C1024           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1028           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r59     r89:1   0x0            0x020F0014           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r59     r110:1  0x0            0x020F0013           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($0,$11)                
        mad (8|M0)               r88.0<1>:f    r40.0<1;0>:f      r56.0<1;0>:f      r54.0<1>:f       {Compacted,$1.src}
(W)     mov (8|M0)               r54.0<1>:ud   r110.0<1;1,0>:ud                 {F@1}
(W)     mov (8|M0)               r56.0<1>:ud   r88.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0015           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r115.0<1>:f   r41.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$1.src}
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r88.0<1>:ud   r54.0<1;1,0>:ud                  {I@2}
        mov (8|M0)               r54.0<1>:ud   r56.0<1;1,0>:ud                  {I@2}
(W)     mov (8|M0)               r55.0<1>:ud   r89.0<1;1,0>:ud                  {F@1}
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0024           {A@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r54.0<1>:ud   r115.0<1;1,0>:ud                 {$4.src}
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0022           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
        mov (8|M0)               r88.0<1>:ud   r55.0<1;1,0>:ud                  {I@2}
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0025           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1026           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0023           {$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r57.0<1>:ud   r115.0<1;1,0>:ud                
        send.dc0 (8|M0)          null     r59     r115:1  0x0            0x020F0016           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r56.0<1>:f    r34.0<1;0>:f      r54.0<1;0>:f      r50.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r89.0<1>:f    r35.0<1;0>:f      r55.0<1;0>:f      r51.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1028           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r59     r56:1   0x0            0x020F0017           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r50.0<1>:f    r30.0<1;0>:f      r50.0<1;0>:f      r46.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r46.0<1>:f    r26.0<1;0>:f      r46.0<1;0>:f      r42.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r42.0<1>:f    r22.0<1;0>:f      r42.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (8|M0)               r38.0<1>:f    r18.0<1;0>:f      r38.0<1;0>:f      r34.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r34.0<1>:f    r14.0<1;0>:f      r34.0<1;0>:f      r30.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r30.0<1>:f    r10.0<1;0>:f      r30.0<1;0>:f      r26.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r26.0<1>:f    r6.0<1;0>:f       r26.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (8|M0)               r22.0<1>:f    r2.0<1;0>:f       r22.0<1;0>:f      r18.0<1>:f       {Compacted}
        mad (8|M0)               r18.0<1>:f    r60.0<1;0>:f      r18.0<1;0>:f      r14.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r14.0<1>:f    r64.0<1;0>:f      r14.0<1;0>:f      r10.0<1>:f       {Compacted}
        mad (8|M0)               r10.0<1>:f    r68.0<1;0>:f      r10.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (8|M0)               r6.0<1>:f     r72.0<1;0>:f      r6.0<1;0>:f       r2.0<1>:f        {Compacted}
        mad (8|M0)               r2.0<1>:f     r76.0<1;0>:f      r2.0<1;0>:f       r60.0<1>:f       {Compacted}
        mad (8|M0)               r60.0<1>:f    r80.0<1;0>:f      r60.0<1;0>:f      r64.0<1>:f       {Compacted}
        mad (8|M0)               r64.0<1>:f    r84.0<1;0>:f      r64.0<1;0>:f      r68.0<1>:f       {Compacted}
        mad (8|M0)               r68.0<1>:f    r90.0<1;0>:f      r68.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (8|M0)               r72.0<1>:f    r94.0<1;0>:f      r72.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (8|M0)               r76.0<1>:f    r98.0<1;0>:f      r76.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (8|M0)               r80.0<1>:f    r102.0<1;0>:f     r80.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (8|M0)               r84.0<1>:f    r106.0<1;0>:f     r84.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (8|M0)               r90.0<1>:f    r111.0<1;0>:f     r90.0<1;0>:f      r94.0<1>:f       {Compacted}
        mad (8|M0)               r94.0<1>:f    r116.0<1;0>:f     r94.0<1;0>:f      r98.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r51.0<1>:f    r31.0<1;0>:f      r51.0<1;0>:f      r47.0<1>:f       {Compacted}
        mad (8|M0)               r47.0<1>:f    r27.0<1;0>:f      r47.0<1;0>:f      r43.0<1>:f       {Compacted}
        mad (8|M0)               r43.0<1>:f    r23.0<1;0>:f      r43.0<1;0>:f      r39.0<1>:f       {Compacted}
        mad (8|M0)               r39.0<1>:f    r19.0<1;0>:f      r39.0<1;0>:f      r35.0<1>:f       {Compacted}
        mad (8|M0)               r35.0<1>:f    r15.0<1;0>:f      r35.0<1;0>:f      r31.0<1>:f       {Compacted}
        mad (8|M0)               r31.0<1>:f    r11.0<1;0>:f      r31.0<1;0>:f      r27.0<1>:f       {Compacted}
        mad (8|M0)               r27.0<1>:f    r7.0<1;0>:f       r27.0<1;0>:f      r23.0<1>:f       {Compacted}
        mad (8|M0)               r23.0<1>:f    r3.0<1;0>:f       r23.0<1;0>:f      r19.0<1>:f       {Compacted}
        mad (8|M0)               r19.0<1>:f    r61.0<1;0>:f      r19.0<1;0>:f      r15.0<1>:f       {Compacted}
        mad (8|M0)               r15.0<1>:f    r65.0<1;0>:f      r15.0<1;0>:f      r11.0<1>:f       {Compacted}
        mad (8|M0)               r11.0<1>:f    r69.0<1;0>:f      r11.0<1;0>:f      r7.0<1>:f        {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r88.0<1>:f    r36.0<1;0>:f      r54.0<1;0>:f      r52.0<1>:f       {Compacted,$8.src}
(W)     mov (8|M0)               r54.0<1>:ud   r56.0<1;1,0>:ud                  {F@1}
(W)     mov (8|M0)               r56.0<1>:ud   r88.0<1;1,0>:ud                  {$14.src}
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0019           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r110.0<1>:f   r37.0<1;0>:f      r55.0<1;0>:f      r53.0<1>:f       {Compacted,$1.src}
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r88.0<1>:ud   r54.0<1;1,0>:ud                  {I@2}
        mov (8|M0)               r54.0<1>:ud   r56.0<1;1,0>:ud                  {I@2}
(W)     mov (8|M0)               r55.0<1>:ud   r89.0<1;1,0>:ud                  {F@1}
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0028           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r54.0<1>:ud   r110.0<1;1,0>:ud                 {$13.src}
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0026           {$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r57.0<1>:ud   r110.0<1;1,0>:ud                
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0029           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r88.0<1>:ud   r55.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C2008           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r7.0<1>:f     r73.0<1;0>:f      r7.0<1;0>:f       r3.0<1>:f        {Compacted}
        mad (8|M0)               r52.0<1>:f    r32.0<1;0>:f      r52.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (8|M0)               r53.0<1>:f    r33.0<1;0>:f      r53.0<1;0>:f      r49.0<1>:f       {Compacted}
        mad (8|M0)               r3.0<1>:f     r77.0<1;0>:f      r3.0<1;0>:f       r61.0<1>:f       {Compacted}
        mad (8|M0)               r48.0<1>:f    r28.0<1;0>:f      r48.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (8|M0)               r49.0<1>:f    r29.0<1;0>:f      r49.0<1;0>:f      r45.0<1>:f       {Compacted}
        mad (8|M0)               r61.0<1>:f    r81.0<1;0>:f      r61.0<1;0>:f      r65.0<1>:f       {Compacted}
        mad (8|M0)               r44.0<1>:f    r24.0<1;0>:f      r44.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (8|M0)               r45.0<1>:f    r25.0<1;0>:f      r45.0<1;0>:f      r41.0<1>:f       {Compacted}
        mad (8|M0)               r65.0<1>:f    r85.0<1;0>:f      r65.0<1;0>:f      r69.0<1>:f       {Compacted}
        mad (8|M0)               r40.0<1>:f    r20.0<1;0>:f      r40.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (8|M0)               r41.0<1>:f    r21.0<1;0>:f      r41.0<1;0>:f      r37.0<1>:f       {Compacted}
        mad (8|M0)               r69.0<1>:f    r91.0<1;0>:f      r69.0<1;0>:f      r73.0<1>:f       {Compacted}
        mad (8|M0)               r36.0<1>:f    r16.0<1;0>:f      r36.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (8|M0)               r37.0<1>:f    r17.0<1;0>:f      r37.0<1;0>:f      r33.0<1>:f       {Compacted}
        mad (8|M0)               r73.0<1>:f    r95.0<1;0>:f      r73.0<1;0>:f      r77.0<1>:f       {Compacted}
        mad (8|M0)               r32.0<1>:f    r12.0<1;0>:f      r32.0<1;0>:f      r28.0<1>:f       {Compacted}
        mad (8|M0)               r33.0<1>:f    r13.0<1;0>:f      r33.0<1;0>:f      r29.0<1>:f       {Compacted}
        mad (8|M0)               r77.0<1>:f    r99.0<1;0>:f      r77.0<1;0>:f      r81.0<1>:f       {Compacted}
        mad (8|M0)               r28.0<1>:f    r8.0<1;0>:f       r28.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (8|M0)               r29.0<1>:f    r9.0<1;0>:f       r29.0<1;0>:f      r25.0<1>:f       {Compacted}
        mad (8|M0)               r81.0<1>:f    r103.0<1;0>:f     r81.0<1;0>:f      r85.0<1>:f       {Compacted}
        mad (8|M0)               r24.0<1>:f    r4.0<1;0>:f       r24.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (8|M0)               r25.0<1>:f    r5.0<1;0>:f       r25.0<1;0>:f      r21.0<1>:f       {Compacted}
        mad (8|M0)               r85.0<1>:f    r107.0<1;0>:f     r85.0<1;0>:f      r91.0<1>:f       {Compacted}
        mad (8|M0)               r20.0<1>:f    r62.0<1;0>:f      r20.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (8|M0)               r21.0<1>:f    r63.0<1;0>:f      r21.0<1;0>:f      r17.0<1>:f       {Compacted}
        mad (8|M0)               r91.0<1>:f    r112.0<1;0>:f     r91.0<1;0>:f      r95.0<1>:f       {Compacted}
        mad (8|M0)               r16.0<1>:f    r66.0<1;0>:f      r16.0<1;0>:f      r12.0<1>:f       {Compacted}
        mad (8|M0)               r17.0<1>:f    r67.0<1;0>:f      r17.0<1;0>:f      r13.0<1>:f       {Compacted}
        mad (8|M0)               r95.0<1>:f    r117.0<1;0>:f     r95.0<1;0>:f      r99.0<1>:f       {Compacted}
        mad (8|M0)               r12.0<1>:f    r70.0<1;0>:f      r12.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (8|M0)               r13.0<1>:f    r71.0<1;0>:f      r13.0<1;0>:f      r9.0<1>:f        {Compacted}
        mad (8|M0)               r8.0<1>:f     r74.0<1;0>:f      r8.0<1;0>:f       r4.0<1>:f        {Compacted}
        mad (8|M0)               r98.0<1>:f    r54.0<1;0>:f      r98.0<1;0>:f      r102.0<1>:f      {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x021C002A           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r9.0<1>:f     r75.0<1;0>:f      r9.0<1;0>:f       r5.0<1>:f        {Compacted}
        mad (8|M0)               r4.0<1>:f     r78.0<1;0>:f      r4.0<1;0>:f       r62.0<1>:f       {Compacted}
        mad (8|M0)               r99.0<1>:f    r55.0<1;0>:f      r99.0<1;0>:f      r103.0<1>:f      {Compacted}
        mad (8|M0)               r5.0<1>:f     r79.0<1;0>:f      r5.0<1;0>:f       r63.0<1>:f       {Compacted}
        mad (8|M0)               r62.0<1>:f    r82.0<1;0>:f      r62.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (8|M0)               r63.0<1>:f    r83.0<1;0>:f      r63.0<1;0>:f      r67.0<1>:f       {Compacted}
        mad (8|M0)               r66.0<1>:f    r86.0<1;0>:f      r66.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (8|M0)               r67.0<1>:f    r87.0<1;0>:f      r67.0<1;0>:f      r71.0<1>:f       {Compacted}
        mad (8|M0)               r70.0<1>:f    r92.0<1;0>:f      r70.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (8|M0)               r71.0<1>:f    r93.0<1;0>:f      r71.0<1;0>:f      r75.0<1>:f       {Compacted}
        mad (8|M0)               r74.0<1>:f    r96.0<1;0>:f      r74.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (8|M0)               r75.0<1>:f    r97.0<1;0>:f      r75.0<1;0>:f      r79.0<1>:f       {Compacted}
        mad (8|M0)               r78.0<1>:f    r100.0<1;0>:f     r78.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (8|M0)               r79.0<1>:f    r101.0<1;0>:f     r79.0<1;0>:f      r83.0<1>:f       {Compacted}
        mad (8|M0)               r82.0<1>:f    r104.0<1;0>:f     r82.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (8|M0)               r83.0<1>:f    r105.0<1;0>:f     r83.0<1;0>:f      r87.0<1>:f       {Compacted}
        mad (8|M0)               r86.0<1>:f    r108.0<1;0>:f     r86.0<1;0>:f      r92.0<1>:f       {Compacted}
        mad (8|M0)               r87.0<1>:f    r109.0<1;0>:f     r87.0<1;0>:f      r93.0<1>:f       {Compacted}
        mad (8|M0)               r92.0<1>:f    r113.0<1;0>:f     r92.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (8|M0)               r93.0<1>:f    r114.0<1;0>:f     r93.0<1;0>:f      r97.0<1>:f       {Compacted}
        mad (8|M0)               r96.0<1>:f    r118.0<1;0>:f     r96.0<1;0>:f      r100.0<1>:f      {Compacted}
        mad (8|M0)               r97.0<1>:f    r119.0<1;0>:f     r97.0<1;0>:f      r101.0<1>:f      {Compacted}
        mad (8|M0)               r100.0<1>:f   r56.0<1;0>:f      r100.0<1;0>:f     r104.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r59     r89:1   0x0            0x020F0018           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r59     r110:1  0x0            0x020F001A           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F0027           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r110     r59     null:0  0x0            0x021C002A           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r101.0<1>:f   r54.0<1;0>:f      r101.0<1;0>:f     r105.0<1>:f      {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C200B           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        sync.allrd                           ($3,$4)                
(W)     send.dc0 (16|M0)         r88      r59     null:0  0x0            0x022C1019           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r102.0<1>:f   r54.0<1;0>:f      r102.0<1;0>:f     r106.0<1>:f      {Compacted,$8.dst}
        mad (8|M0)               r103.0<1>:f   r55.0<1;0>:f      r103.0<1;0>:f     r107.0<1>:f      {Compacted}
        mad (8|M0)               r104.0<1>:f   r56.0<1;0>:f      r104.0<1;0>:f     r108.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C200E           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r105.0<1>:f   r54.0<1;0>:f      r105.0<1;0>:f     r109.0<1>:f      {Compacted,$5.dst}
        mad (8|M0)               r106.0<1>:f   r55.0<1;0>:f      r106.0<1;0>:f     r111.0<1>:f      {Compacted}
        mad (8|M0)               r107.0<1>:f   r56.0<1;0>:f      r107.0<1;0>:f     r112.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C2011           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r108.0<1>:f   r54.0<1;0>:f      r108.0<1;0>:f     r113.0<1>:f      {Compacted,$14.dst}
        mad (8|M0)               r109.0<1>:f   r55.0<1;0>:f      r109.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (8|M0)               r111.0<1>:f   r56.0<1;0>:f      r111.0<1;0>:f     r116.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C2014           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r112.0<1>:f   r54.0<1;0>:f      r112.0<1;0>:f     r117.0<1>:f      {Compacted,$0.dst}
        mad (8|M0)               r113.0<1>:f   r55.0<1;0>:f      r113.0<1;0>:f     r118.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1008           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r114.0<1>:f   r56.0<1;0>:f      r114.0<1;0>:f     r119.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r56      r59     null:0  0x0            0x022C1017           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r119.0<1>:f   r89.0<1;0>:f      r119.0<1;0>:f     r110.0<1>:f      {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r116.0<1>:f   r56.0<1;0>:f      r116.0<1;0>:f     r54.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r117.0<1>:f   r57.0<1;0>:f      r117.0<1;0>:f     r55.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C2007           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     add (1|M0)               r54.0<1>:d    r54.0<0;1,0>:d    1:w               {Compacted,$13.dst}
        mad (8|M0)               r118.0<1>:f   r88.0<1;0>:f      r118.0<1;0>:f     r57.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F0007           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1006           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r55.0<0;1,0>:ud   r54.0<1;1,0>:ud  {$2.dst}
(f0.1)  goto.b (8|M0)                        L5736                  L2432                
L5736:
        join (8|M0)                          L5752                                
L5752:
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C2002           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002C           {$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r110.0<1>:ud  0x40000000:ud                             
(W)     mov (1|M0)               r58.3<1>:ud   0x40400000:ud                             
(W)     send.dc0 (8|M0)          null     r59     r110:1  0x0            0x020F001E           {A@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r58.1<1>:ud   a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r58.2<0;1,0>:ud   0x4:ud              {F@1}
        sync.nop                             null                             {Compacted,$15.dst}
        add (8|M0)               r115.0<1>:f   r54.0<1;1,0>:f    0.0:f               {Compacted,$1.src}
        add (8|M0)               r54.0<1>:f    r57.0<1;1,0>:f    0.0:f               {Compacted}
        add (8|M0)               r88.0<1>:f    r56.0<1;1,0>:f    0.0:f               {Compacted}
        send.dc0 (8|M0)          null     r59     r54:1   0x0            0x020F002B           {A@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r57.0<1>:ud   r110.0<1;1,0>:ud                
(W)     mov (8|M0)               r54.0<1>:ud   r115.0<1;1,0>:ud                 {$7.src}
        sync.nop                             null                             {Compacted,F@1}
        send.dc0 (8|M0)          null     r59     r88:1   0x0            0x020F001D           {$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r56.0<1>:ud   r88.0<1;1,0>:ud                 
        sync.nop                             null                             {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r88.0<1>:f    r54.0<1;0>:f      r123.0<1;0>:f     r57.0<0>:f       {Compacted,A@1}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002D           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               r89.0<1>:f    r55.0<1;1,0>:f    0.0:f               {Compacted}
(W)     mov (8|M0)               r55.0<1>:ud   r89.0<1;1,0>:ud                  {F@1}
(W)     send.dc0 (16|M0)         r56      r59     null:0  0x0            0x021C002B           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r89.0<1>:f    r55.0<1;0>:f      r123.0<1;0>:f     r57.0<0>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C101D           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002E           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r57.0<1>:f    r54.0<1;0>:f      r123.0<1;0>:f     r55.0<0>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C002F           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r54.0<1>:ud   r88.0<1;1,0>:ud                 
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               acc0.0<1>:f   r56.0<1;0>:f      r123.0<1;0>:f     r55.0<0>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0030           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r55.0<1>:ud   r89.0<1;1,0>:ud                 
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               acc1.0<1>:f   r54.0<1;0>:f      r123.0<1;0>:f     r58.3<0>:f       {Compacted,I@2}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0031           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r54.0<1>:ud   r57.0<1;1,0>:ud                 
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               acc2.0<1>:f   r55.0<1;0>:f      r123.0<1;0>:f     r58.3<0>:f       {Compacted,I@2}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0032           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               acc3.0<1>:f   r54.0<1;0>:f      r123.0<1;0>:f     r58.3<0>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r123     r59     null:0  0x0            0x021C0033           {A@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r123.0<1;0>:f     r58.3<0>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C2022           {$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r58.3<1>:ud   0x40800000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r54.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r55.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x022C1025           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r56.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r54.0<1;0>:f      r58.3<0>:f       {Compacted,$12.dst}
(W)     mov (1|M0)               r58.3<1>:ud   0x40A00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r55.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r54      r59     null:0  0x0            0x024C2027           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r54.0<1;0>:f      r58.3<0>:f       {Compacted,$13.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r55.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x40C00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r50.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r51.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r52.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r53.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x40E00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r46.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r47.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r48.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r49.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41000000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r42.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r43.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r44.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r45.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41100000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r38.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r39.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r40.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r41.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41200000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r34.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r35.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r36.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r37.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41300000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r30.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r31.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r32.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r33.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41400000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r26.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r27.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r28.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r29.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41500000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r22.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r23.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r24.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r25.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41600000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r18.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r19.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r20.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r21.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41700000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r14.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r15.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r16.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r17.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41800000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r10.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r11.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r12.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r13.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41880000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r6.0<1;0>:f       r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r7.0<1;0>:f       r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r8.0<1;0>:f       r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r9.0<1;0>:f       r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41900000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r5.0<1;0>:f       r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41980000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r62.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41A00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r64.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r65.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r66.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r67.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41A80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r68.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r69.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r70.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r71.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41B00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r72.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r73.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r74.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r75.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41B80000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r76.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r77.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r78.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r79.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41C00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r80.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r81.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r82.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r83.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41C80000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r84.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r85.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r86.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r87.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41D00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r90.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r91.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r92.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r93.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41D80000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r94.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r95.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r96.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r97.0<1;0>:f      r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41E00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r98.0<1;0>:f      r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r99.0<1;0>:f      r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r100.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r101.0<1;0>:f     r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41E80000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r102.0<1;0>:f     r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r103.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r104.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r105.0<1;0>:f     r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41F00000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r106.0<1;0>:f     r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r107.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r108.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r109.0<1;0>:f     r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x41F80000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r111.0<1;0>:f     r58.3<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r112.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r113.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r114.0<1;0>:f     r58.3<0>:f       {Compacted}
(W)     mov (1|M0)               r58.3<1>:ud   0x42000000:ud                              {F@1}
(W)     mov (8|M0)               r112.0<1>:ud  r59.0<1;1,0>:ud                 
        mad (8|M0)               r6.0<1>:f     acc0.0<1;0>:f     r119.0<1;0>:f     r58.3<0>:f       {Compacted,I@2}
(W)     send.dc0 (16|M0)         r2       r59     null:0  0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r3.0<1>:f     acc1.0<1;0>:f     r116.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               r4.0<1>:f     acc2.0<1;0>:f     r117.0<1;0>:f     r58.3<0>:f       {Compacted}
        mad (8|M0)               r5.0<1>:f     acc3.0<1;0>:f     r118.0<1;0>:f     r58.3<0>:f       {Compacted}
        send.dc1 (8|M0)          null     r2      r3:4    0x0            0x02026000           {A@1,$2} // wr:1+4, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r2       r59     null:0  0x0            0x0214031F           {$3} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r2.0<1;1,0>:ud                   {$3.dst}
(W)     send.gtwy (8|M0)         null     r112    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L7952:
        nop                    
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
