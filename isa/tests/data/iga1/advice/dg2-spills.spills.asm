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
(W)     mov (8|M0)               r79.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     and (1|M0)               r78.0<1>:ud   r79.5<0;1,0>:ud   0xFFFFFC00:ud              {I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r79.2<0;1,0>:uw  {Compacted,A@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r79.1<0;1,0>:d   {Compacted,$0.dst}
        add3 (8|M0)              r2.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0000           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        shl (8|M0)               r6.0<1>:d     r2.0<1;1,0>:d     4:w               {Compacted}
        sync.nop                             null                             {Compacted,$3.src}
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,I@1}
        send.dc0 (8|M0)          null     r79     r6:1    0x0            0x020F0001           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        and (8|M0)               r7.0<1>:d     r2.0<1;1,0>:d     4080:w               {F@1}
        send.dc1 (8|M0)          r2       r7      null:0  0x0            0x02406001           {A@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2002           {$1} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,$1.src}
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     112:w               {Compacted,F@1}
        and (8|M0)               r7.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r7      null:0  0x0            0x02406001           {A@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r66.0<1;1,0>:d    3184:w               {$5.dst}
        add (8|M0)               acc2.0<1>:d   r66.0<1;1,0>:d    3296:w              
        and (8|M0)               r67.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r66.0<1>:d    acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2006           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,$6.src}
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     224:w               {Compacted,F@1}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$4.src}
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F200A           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     336:w               {Compacted,$8.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F200E           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     448:w               {Compacted,$10.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2012           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     560:w               {Compacted,$12.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2016           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     672:w               {Compacted,$14.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F201A           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     784:w               {Compacted,$0.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F201E           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     896:w               {Compacted,$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2022           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1008:w               {Compacted,$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2026           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1120:w               {Compacted,$6.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F202A           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1232:w               {Compacted,$8.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F202E           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1344:w               {Compacted,$10.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2032           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1456:w               {Compacted,$12.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2036           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1568:w               {Compacted,$14.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F203A           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1680:w               {Compacted,$0.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F203E           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1792:w               {Compacted,$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2042           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1904:w               {Compacted,$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2046           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2016:w               {Compacted,$6.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F204A           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2128:w               {$8.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F204E           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2240:w               {$10.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2052           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2352:w               {$12.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2056           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2464:w               {$14.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F205A           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2576:w               {$0.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F205E           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2688:w               {$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2062           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2800:w               {$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2066           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2912:w               {$6.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F206A           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3024:w               {$8.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F206E           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3136:w               {$10.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2072           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3248:w               {$12.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2076           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3360:w               {$14.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F207A           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3472:w               {$0.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F207E           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3584:w               {$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2082           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3696:w               {$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2086           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3808:w               {$6.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F208A           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3920:w               {$8.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F208E           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     4032:w               {$10.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2092           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     48:w               {Compacted,$12.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     160:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r62      r3      null:0  0x0            0x02406001           {A@2,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r58      r2      null:0  0x0            0x02406001           {A@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     272:w               {Compacted,$15.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     384:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$13.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r54      r3      null:0  0x0            0x02406001           {A@2,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r50      r2      null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     496:w               {Compacted,$3.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     608:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$0.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r46      r3      null:0  0x0            0x02406001           {A@2,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r42      r2      null:0  0x0            0x02406001           {A@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     720:w               {Compacted,$5.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     832:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$4.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r38      r3      null:0  0x0            0x02406001           {A@2,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r34      r2      null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     944:w               {Compacted,$8.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1056:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$6.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r30      r3      null:0  0x0            0x02406001           {A@2,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r26      r2      null:0  0x0            0x02406001           {A@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1168:w               {Compacted,$11.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1280:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$9.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r22      r3      null:0  0x0            0x02406001           {A@2,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r18      r2      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1392:w               {Compacted,$3.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1504:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$12.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r14      r3      null:0  0x0            0x02406001           {A@2,$5} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r10      r2      null:0  0x0            0x02406001           {A@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1616:w               {Compacted,$11.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1728:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$5.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r6       r3      null:0  0x0            0x02406001           {A@2,$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r74      r2      null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1840:w               {Compacted,$13.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     1952:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$3.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r80      r3      null:0  0x0            0x02406001           {A@2,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r84      r2      null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2064:w               {$0.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     2176:w              
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$14.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r88      r3      null:0  0x0            0x02406001           {A@2,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r92      r2      null:0  0x0            0x02406001           {A@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2288:w               {$6.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     2400:w              
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$4.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r96      r3      null:0  0x0            0x02406001           {A@2,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r100     r2      null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2512:w               {$10.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     2624:w              
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$7.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r104     r3      null:0  0x0            0x02406001           {A@2,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r108     r2      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2736:w               {$5.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     2848:w              
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$12.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r112     r3      null:0  0x0            0x02406001           {A@2,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r116     r2      null:0  0x0            0x02406001           {A@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2960:w               {$11.dst}
        add (8|M0)               acc2.0<1>:d   r2.0<1;1,0>:d     3072:w              
        and (8|M0)               r3.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$8.src}
        and (8|M0)               r2.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r120     r3      null:0  0x0            0x02406001           {A@2,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r124     r2      null:0  0x0            0x02406001           {A@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r2       r67     null:0  0x0            0x02406001           {$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2232           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {$2} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2236           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r66.0<1;1,0>:d    3408:w               {$0.dst}
        add (8|M0)               acc2.0<1>:d   r66.0<1;1,0>:d    3520:w              
        and (8|M0)               r67.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r66.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r67     null:0  0x0            0x02406001           {A@2,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F223A           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2096           {$2} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3632:w               {$2.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F209A           {$4} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3744:w               {$4.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F209E           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3856:w               {$1.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20A2           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     3968:w               {$6.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20A6           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     4080:w               {$10.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20AA           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     96:w               {Compacted,$15.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20AE           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     208:w               {Compacted,$8.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20B2           {$3} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     320:w               {Compacted,$11.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20B6           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     432:w               {Compacted,$14.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20BA           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     544:w               {Compacted,$7.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20BE           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     656:w               {Compacted,$12.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20C2           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     768:w               {Compacted,$5.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20C6           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     880:w               {Compacted,$3.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20CA           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     992:w               {Compacted,$13.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20CE           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1104:w               {Compacted,$0.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20D2           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1216:w               {Compacted,$9.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20D6           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1328:w               {Compacted,$2.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20DA           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1440:w               {Compacted,$4.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20DE           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1552:w               {Compacted,$1.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20E2           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1664:w               {Compacted,$6.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20E6           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1776:w               {Compacted,$10.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20EA           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     1888:w               {Compacted,$15.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20EE           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2000:w               {Compacted,$8.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20F2           {$3} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2112:w               {$11.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20F6           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2224:w               {$14.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20FA           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2336:w               {$7.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F20FE           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     2448:w               {$12.dst}
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r66     null:0  0x0            0x02406001           {A@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2102           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0000           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        shl (8|M0)               r2.0<1>:d     r2.0<1;1,0>:d     2:w               {Compacted,$5.dst}
        and (8|M0)               r2.0<1>:d     r2.0<1;1,0>:d     60:w               {Compacted,I@1}
        send.dc1 (8|M0)          r2       r2      null:0  0x0            0x02106E02           {A@1,$4} // wr:1+0, rd:1; untyped surface read with x
        and (8|M0)    (eq)f0.0   r2.0<1>:d     r2.0<1;1,0>:d     7:w               {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0106           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(f0.0)  goto (8|M0)                          L28840                  L28840                
L7576:
(W)     mov (1|M0)               r2.0<1>:d     0:w                               {$3.src}
(W)     send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0107           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
L7608:
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1002           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1006           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r68.0<1>:f    r62.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r63.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1004           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1008           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0108           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0109           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r66.0<1>:f    r64.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$9.dst}
        mad (8|M0)               r2.0<1>:f     r65.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F023E           {A@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted,$1.src}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F010A           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0002           {A@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0003           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$8.src}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1006           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0004           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C023E           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0005           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C100A           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($3,$11)                
        mad (8|M0)               r68.0<1>:f    r58.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r67.0<1>:f    r59.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1008           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C100C           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F010B           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F010C           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r66.0<1>:f    r60.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$15.dst}
        mad (8|M0)               r5.0<1>:f     r61.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0007           {A@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$7.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0006           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F010E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0008           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0009           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C100A           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C100E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F010D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r68.0<1>:f    r54.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$6.dst}
        mad (8|M0)               r67.0<1>:f    r55.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C100C           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1010           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F010F           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0110           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$13)                
        mad (8|M0)               r66.0<1>:f    r56.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$8.src}
        mad (8|M0)               r5.0<1>:f     r57.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F000B           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F000A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0112           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F000C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F000D           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C100E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1012           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0111           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r68.0<1>:f    r50.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$2.dst}
        mad (8|M0)               r67.0<1>:f    r51.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1010           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1014           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0113           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0114           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r66.0<1>:f    r52.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$11.dst}
        mad (8|M0)               r5.0<1>:f     r53.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F000F           {A@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$14.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F000E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0116           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0010           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0011           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1012           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1016           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0115           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r68.0<1>:f    r46.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$9.dst}
        mad (8|M0)               r67.0<1>:f    r47.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1014           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1018           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0117           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0118           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r66.0<1>:f    r48.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$15.src}
        mad (8|M0)               r5.0<1>:f     r49.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0013           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$13.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0012           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F011A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0014           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0015           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1016           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C101A           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0119           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($14,$15)                
        mad (8|M0)               r68.0<1>:f    r42.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$1.dst}
        mad (8|M0)               r67.0<1>:f    r43.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1018           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C101C           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F011B           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F011C           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        mad (8|M0)               r66.0<1>:f    r44.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$7.src}
        mad (8|M0)               r5.0<1>:f     r45.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0017           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$12.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0016           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F011E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0018           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0019           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C101A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C101E           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F011D           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r68.0<1>:f    r38.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r39.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C101C           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1020           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F011F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0120           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($0,$9)                
        mad (8|M0)               r66.0<1>:f    r40.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$11.src}
        mad (8|M0)               r5.0<1>:f     r41.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F001B           {A@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F001A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0122           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F001C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F001D           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C101E           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1022           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0121           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r68.0<1>:f    r34.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$12.dst}
        mad (8|M0)               r67.0<1>:f    r35.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1020           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1024           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0123           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0124           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($14,$15)                
        mad (8|M0)               r66.0<1>:f    r36.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$4.src}
        mad (8|M0)               r5.0<1>:f     r37.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F001F           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$3.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F001E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0126           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0020           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0021           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1022           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1026           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0125           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r68.0<1>:f    r30.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$6.dst}
        mad (8|M0)               r67.0<1>:f    r31.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1024           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1028           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0127           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0128           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$13)                
        mad (8|M0)               r66.0<1>:f    r32.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$8.src}
        mad (8|M0)               r5.0<1>:f     r33.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0023           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0022           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F012A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0024           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0025           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1026           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C102A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0129           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        mad (8|M0)               r68.0<1>:f    r26.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$10.dst}
        mad (8|M0)               r67.0<1>:f    r27.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1028           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C102C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F012B           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F012C           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($11,$12)                
        mad (8|M0)               r66.0<1>:f    r28.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$0.src}
        mad (8|M0)               r5.0<1>:f     r29.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0027           {A@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$14.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0026           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F012E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0028           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0029           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C102A           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C102E           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F012D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r68.0<1>:f    r22.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$9.dst}
        mad (8|M0)               r67.0<1>:f    r23.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C102C           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1030           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F012F           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0130           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r66.0<1>:f    r24.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$15.src}
        mad (8|M0)               r5.0<1>:f     r25.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F002B           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$13.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F002A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0132           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F002C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F002D           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C102E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1032           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0131           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r68.0<1>:f    r18.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$15.dst}
        mad (8|M0)               r67.0<1>:f    r19.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1030           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1034           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0133           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0134           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        mad (8|M0)               r66.0<1>:f    r20.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$7.src}
        mad (8|M0)               r5.0<1>:f     r21.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F002F           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$12.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F002E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0136           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0030           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0031           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1032           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1036           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0135           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$13)                
        mad (8|M0)               r68.0<1>:f    r14.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$5.dst}
        mad (8|M0)               r67.0<1>:f    r15.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1034           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1038           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0137           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0138           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($0,$9)                
        mad (8|M0)               r66.0<1>:f    r16.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$11.src}
        mad (8|M0)               r5.0<1>:f     r17.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0033           {A@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0032           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F013A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0034           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0035           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1036           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C103A           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0139           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r68.0<1>:f    r10.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$12.dst}
        mad (8|M0)               r67.0<1>:f    r11.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1038           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C103C           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F013B           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F013C           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($14,$15)                
        mad (8|M0)               r66.0<1>:f    r12.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$4.src}
        mad (8|M0)               r5.0<1>:f     r13.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0037           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$3.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0036           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F013E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0038           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0039           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C103A           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C103E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F013D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r68.0<1>:f    r6.0<1;0>:f       r4.0<1;0>:f       r2.0<1>:f        {Compacted,$3.dst}
        mad (8|M0)               r67.0<1>:f    r7.0<1;0>:f       r5.0<1;0>:f       r3.0<1>:f        {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C103C           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1040           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F013F           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0140           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$13)                
        mad (8|M0)               r66.0<1>:f    r8.0<1;0>:f       r4.0<1;0>:f       r2.0<1>:f        {Compacted,$8.src}
        mad (8|M0)               r5.0<1>:f     r9.0<1;0>:f       r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F003B           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F003A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0142           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F003C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F003D           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C103E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1042           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0141           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r68.0<1>:f    r74.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$3.dst}
        mad (8|M0)               r67.0<1>:f    r75.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1040           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1044           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0143           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0144           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($11,$12)                
        mad (8|M0)               r66.0<1>:f    r76.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$0.src}
        mad (8|M0)               r5.0<1>:f     r77.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F003F           {A@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$14.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F003E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0146           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0040           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0041           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1042           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1046           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0145           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r68.0<1>:f    r80.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$9.dst}
        mad (8|M0)               r67.0<1>:f    r81.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1044           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1048           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0147           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0148           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r66.0<1>:f    r82.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$15.src}
        mad (8|M0)               r5.0<1>:f     r83.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0043           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$13.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0042           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F014A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0044           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0045           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1046           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C104A           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0149           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r68.0<1>:f    r84.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r67.0<1>:f    r85.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1048           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C104C           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F014B           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F014C           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        mad (8|M0)               r66.0<1>:f    r86.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$7.src}
        mad (8|M0)               r5.0<1>:f     r87.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0047           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$12.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0046           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F014E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0048           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0049           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C104A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C104E           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F014D           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r68.0<1>:f    r88.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r89.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C104C           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1050           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F014F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0150           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($0,$9)                
        mad (8|M0)               r66.0<1>:f    r90.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$11.src}
        mad (8|M0)               r5.0<1>:f     r91.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F004B           {A@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F004A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0152           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F004C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F004D           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C104E           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1052           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0151           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r68.0<1>:f    r92.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$12.dst}
        mad (8|M0)               r67.0<1>:f    r93.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1050           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1054           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0153           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0154           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($14,$15)                
        mad (8|M0)               r66.0<1>:f    r94.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$4.src}
        mad (8|M0)               r5.0<1>:f     r95.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F004F           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$3.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F004E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0156           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0050           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0051           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1052           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1056           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0155           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r68.0<1>:f    r96.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$6.dst}
        mad (8|M0)               r67.0<1>:f    r97.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1054           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1058           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0157           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0158           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$13)                
        mad (8|M0)               r66.0<1>:f    r98.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$8.src}
        mad (8|M0)               r5.0<1>:f     r99.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0053           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0052           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F015A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0054           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0055           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1056           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C105A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0159           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r68.0<1>:f    r100.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$3.dst}
        mad (8|M0)               r67.0<1>:f    r101.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1058           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C105C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F015B           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F015C           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($11,$12)                
        mad (8|M0)               r66.0<1>:f    r102.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$0.src}
        mad (8|M0)               r5.0<1>:f     r103.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0057           {A@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$14.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0056           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F015E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0058           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0059           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C105A           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C105E           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F015D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r68.0<1>:f    r104.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$9.dst}
        mad (8|M0)               r67.0<1>:f    r105.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C105C           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1060           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F015F           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0160           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r66.0<1>:f    r106.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$15.src}
        mad (8|M0)               r5.0<1>:f     r107.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F005B           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$13.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F005A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0162           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F005C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F005D           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C105E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1062           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0161           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r68.0<1>:f    r108.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r67.0<1>:f    r109.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1060           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1064           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0163           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0164           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        mad (8|M0)               r66.0<1>:f    r110.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$7.src}
        mad (8|M0)               r5.0<1>:f     r111.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F005F           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$12.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F005E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0166           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0060           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0061           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1062           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1066           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0165           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r68.0<1>:f    r112.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r113.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1064           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1068           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0167           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0168           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($0,$9)                
        mad (8|M0)               r66.0<1>:f    r114.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$11.src}
        mad (8|M0)               r5.0<1>:f     r115.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0063           {A@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0062           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F016A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0064           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0065           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1066           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C106A           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0169           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r68.0<1>:f    r116.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$12.dst}
        mad (8|M0)               r67.0<1>:f    r117.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1068           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C106C           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F016B           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F016C           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($14,$15)                
        mad (8|M0)               r66.0<1>:f    r118.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$4.src}
        mad (8|M0)               r5.0<1>:f     r119.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0067           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$3.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0066           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F016E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0068           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0069           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C106A           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C106E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F016D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r68.0<1>:f    r120.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r121.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C106C           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1070           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F016F           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0170           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$13)                
        mad (8|M0)               r66.0<1>:f    r122.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$8.src}
        mad (8|M0)               r5.0<1>:f     r123.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F006B           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F006A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0172           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F006C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F006D           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C106E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1072           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0171           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r68.0<1>:f    r124.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$3.dst}
        mad (8|M0)               r67.0<1>:f    r125.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1070           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1074           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0174           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0173           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($11,$12)                
        mad (8|M0)               r66.0<1>:f    r126.0<1;0>:f     r4.0<1;0>:f       r2.0<1>:f        {Compacted,$0.src}
        mad (8|M0)               r5.0<1>:f     r127.0<1;0>:f     r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F006F           {A@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$14.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F006E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0175           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0176           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0070           {A@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0071           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1072           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allrd                           ($1,$10)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1076           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1232           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($4,$9)                
        mad (8|M0)               r68.0<1>:f    r2.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
        mad (8|M0)               r70.0<1>:f    r3.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1074           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1078           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1234           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0177           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F0178           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$14)                
        mad (8|M0)               r69.0<1>:f    r2.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        mad (8|M0)               r5.0<1>:f     r3.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0073           {A@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$5.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0072           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1076           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F017A           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0074           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0075           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C107A           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1236           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F0179           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        mad (8|M0)               r68.0<1>:f    r2.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
        mad (8|M0)               r70.0<1>:f    r3.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1078           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C107C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1238           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F017B           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F017C           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($10,$11,$12)                
        mad (8|M0)               r69.0<1>:f    r2.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$5.src}
        mad (8|M0)               r5.0<1>:f     r3.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0077           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$2.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0076           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C107A           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F017E           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0078           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0079           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($2,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C107E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C123A           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F017D           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$15)                
        mad (8|M0)               r68.0<1>:f    r2.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        mad (8|M0)               r70.0<1>:f    r3.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C107C           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1080           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C123C           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F017F           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F0180           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$7,$14)                
        mad (8|M0)               r69.0<1>:f    r2.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$5.src}
        mad (8|M0)               r5.0<1>:f     r3.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F007B           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$9.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F007A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1096           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0182           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F007C           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F007D           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($2,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C107E           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1082           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F0181           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$9)                
        mad (8|M0)               r68.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$1.dst}
        mad (8|M0)               r70.0<1>:f    r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1098           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1080           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1084           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0183           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F0184           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($10,$11,$12)                
        mad (8|M0)               r69.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$5.src}
        mad (8|M0)               r5.0<1>:f     r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F007F           {A@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$8.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F007E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C109A           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0186           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0080           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0081           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($2,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1082           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1086           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F0185           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$8)                
        mad (8|M0)               r68.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$0.dst}
        mad (8|M0)               r70.0<1>:f    r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C109C           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1084           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1088           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0187           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F0188           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$7,$14)                
        mad (8|M0)               r69.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$5.src}
        mad (8|M0)               r5.0<1>:f     r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0083           {A@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$15.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0082           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C109E           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F018A           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0084           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0085           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($2,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1086           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C108A           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F0189           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($9,$15)                
        mad (8|M0)               r68.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$1.dst}
        mad (8|M0)               r70.0<1>:f    r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A0           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1088           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C108C           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F018B           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F018C           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($10,$11,$12)                
        mad (8|M0)               r69.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$5.src}
        mad (8|M0)               r5.0<1>:f     r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0087           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$3.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0086           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A2           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F018E           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0088           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0089           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($2,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C108A           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C108E           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F018D           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$8)                
        mad (8|M0)               r68.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$0.dst}
        mad (8|M0)               r70.0<1>:f    r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A4           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C108C           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1090           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F018F           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F0190           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$7,$14)                
        mad (8|M0)               r69.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$5.src}
        mad (8|M0)               r5.0<1>:f     r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F008B           {A@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$4.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F008A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A6           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0192           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F008C           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F008D           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($2,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C108E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1092           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F0191           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$15)                
        mad (8|M0)               r68.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$1.dst}
        mad (8|M0)               r70.0<1>:f    r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A8           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1090           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1094           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0193           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F0194           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($10,$11,$12)                
        mad (8|M0)               r69.0<1>:f    r66.0<1;0>:f      r4.0<1;0>:f       r2.0<1>:f        {Compacted,$5.src}
        mad (8|M0)               r5.0<1>:f     r67.0<1;0>:f      r5.0<1;0>:f       r3.0<1>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r70.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F008F           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$9.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F008E           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F0196           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0090           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0091           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$13)                
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10AA           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1092           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r69:1   0x0            0x020F0195           {$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r70      r79     null:0  0x0            0x024C211D           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r68.0<1>:f    r4.0<1;0>:f       r2.0<1;0>:f       r62.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r67.0<1>:f    r5.0<1;0>:f       r3.0<1;0>:f       r63.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10AC           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1094           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0198           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F0197           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r66.0<1>:f    r4.0<1;0>:f       r2.0<1;0>:f       r64.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r5.0<1>:f     r5.0<1;0>:f       r3.0<1;0>:f       r65.0<1>:f       {Compacted}
(W)     mov (8|M0)               r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted}
(W)     mov (8|M0)               r3.0<1>:f     r67.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@2}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     mov (8|M0)               r3.0<1>:f     r5.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0093           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$13.src}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0092           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r4.0<1>:f     r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (8|M0)               r2.0<1>:f     r3.0<1;1,0>:f                    {Compacted}
        send.dc0 (8|M0)          null     r79     r5:1    0x0            0x020F019A           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0094           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0095           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($1,$7,$9)                
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20AE           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0199           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1232           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r62.0<1>:f    r2.0<1;0>:f       r62.0<1;0>:f      r58.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r63.0<1>:f    r3.0<1;0>:f       r63.0<1;0>:f      r59.0<1>:f       {Compacted}
        mad (8|M0)               r64.0<1>:f    r4.0<1;0>:f       r64.0<1;0>:f      r60.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20B1           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r65.0<1>:f    r2.0<1;0>:f       r65.0<1;0>:f      r61.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r58.0<1>:f    r3.0<1;0>:f       r58.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (8|M0)               r59.0<1>:f    r4.0<1;0>:f       r59.0<1;0>:f      r55.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20B4           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r60.0<1>:f    r2.0<1;0>:f       r60.0<1;0>:f      r56.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r61.0<1>:f    r3.0<1;0>:f       r61.0<1;0>:f      r57.0<1>:f       {Compacted}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r54.0<1;0>:f      r50.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20B7           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r55.0<1>:f    r2.0<1;0>:f       r55.0<1;0>:f      r51.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r56.0<1>:f    r3.0<1;0>:f       r56.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (8|M0)               r57.0<1>:f    r4.0<1;0>:f       r57.0<1;0>:f      r53.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20BA           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r50.0<1>:f    r2.0<1;0>:f       r50.0<1;0>:f      r46.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r51.0<1>:f    r3.0<1;0>:f       r51.0<1;0>:f      r47.0<1>:f       {Compacted}
        mad (8|M0)               r52.0<1>:f    r4.0<1;0>:f       r52.0<1;0>:f      r48.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20BD           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r53.0<1>:f    r2.0<1;0>:f       r53.0<1;0>:f      r49.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r46.0<1>:f    r3.0<1;0>:f       r46.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (8|M0)               r47.0<1>:f    r4.0<1;0>:f       r47.0<1;0>:f      r43.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20C0           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r48.0<1>:f    r2.0<1;0>:f       r48.0<1;0>:f      r44.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r49.0<1>:f    r3.0<1;0>:f       r49.0<1;0>:f      r45.0<1>:f       {Compacted}
        mad (8|M0)               r42.0<1>:f    r4.0<1;0>:f       r42.0<1;0>:f      r38.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20C3           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r43.0<1>:f    r2.0<1;0>:f       r43.0<1;0>:f      r39.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r44.0<1>:f    r3.0<1;0>:f       r44.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (8|M0)               r45.0<1>:f    r4.0<1;0>:f       r45.0<1;0>:f      r41.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20C6           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r38.0<1>:f    r2.0<1;0>:f       r38.0<1;0>:f      r34.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r39.0<1>:f    r3.0<1;0>:f       r39.0<1;0>:f      r35.0<1>:f       {Compacted}
        mad (8|M0)               r40.0<1>:f    r4.0<1;0>:f       r40.0<1;0>:f      r36.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20C9           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r41.0<1>:f    r2.0<1;0>:f       r41.0<1;0>:f      r37.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r34.0<1>:f    r3.0<1;0>:f       r34.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (8|M0)               r35.0<1>:f    r4.0<1;0>:f       r35.0<1;0>:f      r31.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20CC           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r36.0<1>:f    r2.0<1;0>:f       r36.0<1;0>:f      r32.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r37.0<1>:f    r3.0<1;0>:f       r37.0<1;0>:f      r33.0<1>:f       {Compacted}
        mad (8|M0)               r30.0<1>:f    r4.0<1;0>:f       r30.0<1;0>:f      r26.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20CF           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r31.0<1>:f    r2.0<1;0>:f       r31.0<1;0>:f      r27.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r32.0<1>:f    r3.0<1;0>:f       r32.0<1;0>:f      r28.0<1>:f       {Compacted}
        mad (8|M0)               r33.0<1>:f    r4.0<1;0>:f       r33.0<1;0>:f      r29.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20D2           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r26.0<1>:f    r2.0<1;0>:f       r26.0<1;0>:f      r22.0<1>:f       {Compacted,$9.dst}
        mad (8|M0)               r27.0<1>:f    r3.0<1;0>:f       r27.0<1;0>:f      r23.0<1>:f       {Compacted}
        mad (8|M0)               r28.0<1>:f    r4.0<1;0>:f       r28.0<1;0>:f      r24.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20D5           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r29.0<1>:f    r2.0<1;0>:f       r29.0<1;0>:f      r25.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r22.0<1>:f    r3.0<1;0>:f       r22.0<1;0>:f      r18.0<1>:f       {Compacted}
        mad (8|M0)               r23.0<1>:f    r4.0<1;0>:f       r23.0<1;0>:f      r19.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20D8           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r24.0<1>:f    r2.0<1;0>:f       r24.0<1;0>:f      r20.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r25.0<1>:f    r3.0<1;0>:f       r25.0<1;0>:f      r21.0<1>:f       {Compacted}
        mad (8|M0)               r18.0<1>:f    r4.0<1;0>:f       r18.0<1;0>:f      r14.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20DB           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r19.0<1>:f    r2.0<1;0>:f       r19.0<1;0>:f      r15.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r20.0<1>:f    r3.0<1;0>:f       r20.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (8|M0)               r21.0<1>:f    r4.0<1;0>:f       r21.0<1;0>:f      r17.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20DE           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r14.0<1>:f    r2.0<1;0>:f       r14.0<1;0>:f      r10.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r15.0<1>:f    r3.0<1;0>:f       r15.0<1;0>:f      r11.0<1>:f       {Compacted}
        mad (8|M0)               r16.0<1>:f    r4.0<1;0>:f       r16.0<1;0>:f      r12.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20E1           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r17.0<1>:f    r2.0<1;0>:f       r17.0<1;0>:f      r13.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r10.0<1>:f    r3.0<1;0>:f       r10.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (8|M0)               r11.0<1>:f    r4.0<1;0>:f       r11.0<1;0>:f      r7.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20E4           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r12.0<1>:f    r2.0<1;0>:f       r12.0<1;0>:f      r8.0<1>:f        {Compacted,$12.dst}
        mad (8|M0)               r13.0<1>:f    r3.0<1;0>:f       r13.0<1;0>:f      r9.0<1>:f        {Compacted}
        mad (8|M0)               r6.0<1>:f     r4.0<1;0>:f       r6.0<1;0>:f       r74.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20E7           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r7.0<1>:f     r2.0<1;0>:f       r7.0<1;0>:f       r75.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r8.0<1>:f     r3.0<1;0>:f       r8.0<1;0>:f       r76.0<1>:f       {Compacted}
        mad (8|M0)               r9.0<1>:f     r4.0<1;0>:f       r9.0<1;0>:f       r77.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20EA           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r74.0<1>:f    r2.0<1;0>:f       r74.0<1;0>:f      r80.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r75.0<1>:f    r3.0<1;0>:f       r75.0<1;0>:f      r81.0<1>:f       {Compacted}
        mad (8|M0)               r76.0<1>:f    r4.0<1;0>:f       r76.0<1;0>:f      r82.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20ED           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r77.0<1>:f    r2.0<1;0>:f       r77.0<1;0>:f      r83.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r80.0<1>:f    r3.0<1;0>:f       r80.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (8|M0)               r81.0<1>:f    r4.0<1;0>:f       r81.0<1;0>:f      r85.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20F0           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r82.0<1>:f    r2.0<1;0>:f       r82.0<1;0>:f      r86.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r83.0<1>:f    r3.0<1;0>:f       r83.0<1;0>:f      r87.0<1>:f       {Compacted}
        mad (8|M0)               r84.0<1>:f    r4.0<1;0>:f       r84.0<1;0>:f      r88.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20F3           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r85.0<1>:f    r2.0<1;0>:f       r85.0<1;0>:f      r89.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r86.0<1>:f    r3.0<1;0>:f       r86.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (8|M0)               r87.0<1>:f    r4.0<1;0>:f       r87.0<1;0>:f      r91.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20F6           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r88.0<1>:f    r2.0<1;0>:f       r88.0<1;0>:f      r92.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r89.0<1>:f    r3.0<1;0>:f       r89.0<1;0>:f      r93.0<1>:f       {Compacted}
        mad (8|M0)               r90.0<1>:f    r4.0<1;0>:f       r90.0<1;0>:f      r94.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20F9           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r91.0<1>:f    r2.0<1;0>:f       r91.0<1;0>:f      r95.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r92.0<1>:f    r3.0<1;0>:f       r92.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (8|M0)               r93.0<1>:f    r4.0<1;0>:f       r93.0<1;0>:f      r97.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20FC           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r94.0<1>:f    r2.0<1;0>:f       r94.0<1;0>:f      r98.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r95.0<1>:f    r3.0<1;0>:f       r95.0<1;0>:f      r99.0<1>:f       {Compacted}
        mad (8|M0)               r96.0<1>:f    r4.0<1;0>:f       r96.0<1;0>:f      r100.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20FF           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r97.0<1>:f    r2.0<1;0>:f       r97.0<1;0>:f      r101.0<1>:f      {Compacted,$1.dst}
        mad (8|M0)               r98.0<1>:f    r3.0<1;0>:f       r98.0<1;0>:f      r102.0<1>:f      {Compacted}
        mad (8|M0)               r99.0<1>:f    r4.0<1;0>:f       r99.0<1;0>:f      r103.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2102           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r100.0<1>:f   r2.0<1;0>:f       r100.0<1;0>:f     r104.0<1>:f      {Compacted,$9.dst}
        mad (8|M0)               r101.0<1>:f   r3.0<1;0>:f       r101.0<1;0>:f     r105.0<1>:f      {Compacted}
        mad (8|M0)               r102.0<1>:f   r4.0<1;0>:f       r102.0<1;0>:f     r106.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2105           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r103.0<1>:f   r2.0<1;0>:f       r103.0<1;0>:f     r107.0<1>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1109           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r104.0<1>:f   r5.0<1;0>:f       r104.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (8|M0)               r105.0<1>:f   r2.0<1;0>:f       r105.0<1;0>:f     r109.0<1>:f      {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C023E           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r106.0<1>:f   r3.0<1;0>:f       r106.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (8|M0)               r107.0<1>:f   r2.0<1;0>:f       r107.0<1;0>:f     r111.0<1>:f      {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C210B           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r108.0<1>:f   r2.0<1;0>:f       r108.0<1;0>:f     r112.0<1>:f      {Compacted,$4.dst}
        mad (8|M0)               r109.0<1>:f   r3.0<1;0>:f       r109.0<1;0>:f     r113.0<1>:f      {Compacted}
        mad (8|M0)               r110.0<1>:f   r4.0<1;0>:f       r110.0<1;0>:f     r114.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C210E           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r111.0<1>:f   r2.0<1;0>:f       r111.0<1;0>:f     r115.0<1>:f      {Compacted,$11.dst}
        mad (8|M0)               r112.0<1>:f   r3.0<1;0>:f       r112.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (8|M0)               r113.0<1>:f   r4.0<1;0>:f       r113.0<1;0>:f     r117.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2111           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r114.0<1>:f   r2.0<1;0>:f       r114.0<1;0>:f     r118.0<1>:f      {Compacted,$12.dst}
        mad (8|M0)               r115.0<1>:f   r3.0<1;0>:f       r115.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (8|M0)               r116.0<1>:f   r4.0<1;0>:f       r116.0<1;0>:f     r120.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2114           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r117.0<1>:f   r2.0<1;0>:f       r117.0<1;0>:f     r121.0<1>:f      {Compacted,$10.dst}
        mad (8|M0)               r118.0<1>:f   r3.0<1;0>:f       r118.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (8|M0)               r119.0<1>:f   r4.0<1;0>:f       r119.0<1;0>:f     r123.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2117           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r120.0<1>:f   r2.0<1;0>:f       r120.0<1;0>:f     r124.0<1>:f      {Compacted,$13.dst}
        mad (8|M0)               r121.0<1>:f   r3.0<1;0>:f       r121.0<1;0>:f     r125.0<1>:f      {Compacted}
        mad (8|M0)               r122.0<1>:f   r4.0<1;0>:f       r122.0<1;0>:f     r126.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C211A           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r123.0<1>:f   r2.0<1;0>:f       r123.0<1;0>:f     r127.0<1>:f      {Compacted,$2.dst}
        mad (8|M0)               r124.0<1>:f   r3.0<1;0>:f       r124.0<1;0>:f     r66.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r125.0<1>:f   r4.0<1;0>:f       r125.0<1;0>:f     r67.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2232           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        sync.allrd                           ($0,$9)                
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x024C2233           {$3} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r126.0<1>:f   r70.0<1;0>:f      r126.0<1;0>:f     r4.0<1>:f        {Compacted,$5.dst}
        mad (8|M0)               r127.0<1>:f   r71.0<1;0>:f      r127.0<1;0>:f     r5.0<1>:f        {Compacted}
        mad (8|M0)               r2.0<1>:f     r72.0<1;0>:f      r2.0<1;0>:f       r69.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r70      r79     null:0  0x0            0x024C2120           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0232           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2234           {$14} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r66.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r5.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0233           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x024C2235           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r2.0<1>:f     r71.0<1;0>:f      r2.0<1;0>:f       r69.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0234           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2236           {$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r66.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r5.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r70      r79     null:0  0x0            0x024C2123           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0235           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x024C2237           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r2.0<1>:f     r70.0<1;0>:f      r2.0<1;0>:f       r69.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0236           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2238           {$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r66.0<1>:f    r71.0<1;0>:f      r66.0<1;0>:f      r5.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r70      r79     null:0  0x0            0x022C1126           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0237           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x024C2239           {$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r2.0<1>:f     r72.0<1;0>:f      r2.0<1;0>:f       r69.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1128           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0238           {$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C223A           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r66.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r5.0<1>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0239           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1096           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r2.0<1>:f     r71.0<1;0>:f      r2.0<1;0>:f       r66.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x021C023D           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F023A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C123B           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r4.0<1>:f     r68.0<1;0>:f      r2.0<1;0>:f       r67.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F023B           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1098           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r2.0<1>:f     r69.0<1;0>:f      r3.0<1;0>:f       r4.0<1>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F023C           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C112A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r66.0<1;0>:f      r5.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1096           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F023D           {$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C109A           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0096           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C112C           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1098           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0097           {$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C109C           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0098           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C112E           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C109A           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0099           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C109E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F009A           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1130           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C109C           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F009B           {$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10A0           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F009C           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1132           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C109E           {A@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F009D           {$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10A2           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F009E           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1134           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A0           {A@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F009F           {$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10A4           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00A0           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1136           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A2           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00A1           {$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10A6           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00A2           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1138           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A4           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00A3           {$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10A8           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00A4           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C113A           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A6           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00A5           {$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10AA           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00A6           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C113C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10A8           {A@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00A7           {$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10AC           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00A8           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C113E           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10AA           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00A9           {$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10AE           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00AA           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1140           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10AC           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00AB           {$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10B0           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00AC           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1142           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10AE           {A@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00AD           {$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10B2           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00AE           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1144           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10B0           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00AF           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10B4           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00B0           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1146           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10B2           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00B1           {$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10B6           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00B2           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1148           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10B4           {A@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00B3           {$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10B8           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00B4           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C114A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10B6           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00B5           {$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10BA           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00B6           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C114C           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10B8           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00B7           {$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10BC           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00B8           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C114E           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10BA           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00B9           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10BE           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00BA           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1150           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10BC           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00BB           {$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10C0           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00BC           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1152           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10BE           {A@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00BD           {$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10C2           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00BE           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1154           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10C0           {A@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00BF           {$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10C4           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00C0           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1156           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10C2           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00C1           {$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10C6           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00C2           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1158           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10C4           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00C3           {$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10C8           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00C4           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C115A           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10C6           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00C5           {$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10CA           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00C6           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C115C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10C8           {A@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00C7           {$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10CC           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00C8           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C115E           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10CA           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00C9           {$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10CE           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00CA           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1160           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10CC           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00CB           {$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10D0           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00CC           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1162           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10CE           {A@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00CD           {$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10D2           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00CE           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1164           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10D0           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00CF           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10D4           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00D0           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1166           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10D2           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00D1           {$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10D6           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00D2           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1168           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10D4           {A@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00D3           {$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10D8           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00D4           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C116A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10D6           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00D5           {$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10DA           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00D6           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C116C           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10D8           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00D7           {$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10DC           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00D8           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C116E           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10DA           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00D9           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10DE           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00DA           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1170           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10DC           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00DB           {$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10E0           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00DC           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1172           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10DE           {A@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00DD           {$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10E2           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00DE           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1174           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10E0           {A@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00DF           {$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10E4           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00E0           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1176           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10E2           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00E1           {$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10E6           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00E2           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1178           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10E4           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00E3           {$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10E8           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00E4           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C117A           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10E6           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00E5           {$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10EA           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00E6           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C117C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10E8           {A@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00E7           {$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10EC           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00E8           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C117E           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10EA           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00E9           {$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10EE           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00EA           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1180           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10EC           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00EB           {$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10F0           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00EC           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1182           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10EE           {A@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00ED           {$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10F2           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00EE           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1184           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10F0           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00EF           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10F4           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00F0           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1186           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10F2           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00F1           {$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10F6           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00F2           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1188           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10F4           {A@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00F3           {$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10F8           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00F4           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C118A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10F6           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00F5           {$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10FA           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00F6           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C118C           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10F8           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00F7           {$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10FC           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00F8           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C118E           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10FA           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00F9           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C10FE           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00FA           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1190           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10FC           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00FB           {$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1100           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00FC           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1192           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C10FE           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00FD           {$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1102           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F00FE           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1194           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1100           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F00FF           {$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1104           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0100           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1196           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C1102           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0101           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1108           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x021C010A           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0102           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1198           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r67.0<1;0>:f      r5.0<1>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0103           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x022C1104           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r4.0<1;0>:f       r66.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r79     null:0  0x0            0x021C019A           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0104           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C023E           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r5.0<1;0>:f       r2.0<1>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0105           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1106           {$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     add (1|M0)               r4.0<1>:d     r3.0<0;1,0>:d     1:w               {Compacted,$11.dst}
(W)     send.dc0 (8|M0)          null     r79     r4:1    0x0            0x020F0107           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r4.0<0;1,0>:ud    r2.0<1;1,0>:ud  
(f0.1)  goto.b (8|M0)                        L28840                  L7608                
L28840:
        join (8|M0)                          L28856                                
L28856:
        sync.allrd                           ($3,$6)                
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2002           {A@3,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r68.0<1>:ud   0x40000000:ud                             
(W)     mov (1|M0)               r71.0<1>:ud   0x40400000:ud                             
(W)     send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F019E           {A@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01A2           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r78.1<1>:ud   0x421C0000:ud                             
        add (8|M0)               r69.0<1>:f    r2.0<1;1,0>:f     0.0:f               {Compacted,$10.dst}
        add (8|M0)               r66.0<1>:f    r4.0<1;1,0>:f     0.0:f               {Compacted}
        add (8|M0)               acc0.0<1>:f   r5.0<1;1,0>:f     0.0:f               {Compacted}
(W)     mov (8|M0)               r2.0<1>:ud    r69.0<1;1,0>:ud                  {F@3}
(W)     mov (8|M0)               r5.0<1>:ud    r68.0<1;1,0>:ud                  {F@1}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1006           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F019D           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        add (8|M0)               r67.0<1>:f    r3.0<1;1,0>:f     0.0:f               {Compacted}
(W)     mov (8|M0)               r4.0<1>:ud    r66.0<1;1,0>:ud                 
(W)     mov (8|M0)               r3.0<1>:ud    r67.0<1;1,0>:ud                  {F@1}
(W)     send.dc0 (16|M0)         r4       r79     null:0  0x0            0x021C019E           {A@2,$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r66.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F019F           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x022C119D           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C100A           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01A0           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1008           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$2.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01A1           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C219F           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$5.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01A3           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$14.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x40800000:ud                              {$2.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01A6           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01A4           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C100C           {$1} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C100E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$3.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01A5           {A@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21A3           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$3.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01A7           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$4.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x40A00000:ud                              {$15.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01AA           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01A8           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1010           {$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1012           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$7.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01A9           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21A7           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$7.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01AB           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$4.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x40C00000:ud                              {$11.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01AE           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01AC           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1014           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1016           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$9.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01AD           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21AB           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$4.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01AF           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x40E00000:ud                              {$12.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01B2           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01B0           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1018           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C101A           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$2.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01B1           {A@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21AF           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$2.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01B3           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41000000:ud                              {$0.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01B6           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01B4           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C101C           {$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C101E           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$11.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01B5           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21B3           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$11.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01B7           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41100000:ud                              {$1.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01BA           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01B8           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1020           {$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1022           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$13.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01B9           {A@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21B7           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$13.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01BB           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41200000:ud                              {$15.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01BE           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01BC           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1024           {$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1026           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$8.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01BD           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21BB           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$8.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01BF           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41300000:ud                              {$14.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01C2           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01C0           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1028           {$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C102A           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$10.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01C1           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21BF           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$10.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01C3           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41400000:ud                              {$5.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01C6           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01C4           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C102C           {$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C102E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$9.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01C5           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21C3           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$9.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01C7           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41500000:ud                              {$3.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01CA           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01C8           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1030           {$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1032           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$12.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01C9           {A@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21C7           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$12.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01CB           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41600000:ud                              {$7.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01CE           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01CC           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1034           {$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1036           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$0.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01CD           {A@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21CB           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$0.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01CF           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41700000:ud                              {$4.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01D2           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01D0           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1038           {$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C103A           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$1.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01D1           {A@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21CF           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$1.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01D3           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41800000:ud                              {$2.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01D6           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01D4           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C103C           {$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C103E           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$15.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01D5           {A@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21D3           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$15.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01D7           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41880000:ud                              {$11.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01DA           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01D8           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1040           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1042           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$14.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01D9           {A@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21D7           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$14.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01DB           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41900000:ud                              {$13.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01DE           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01DC           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1044           {$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1046           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$5.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01DD           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21DB           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$5.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01DF           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41980000:ud                              {$8.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01E2           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01E0           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1048           {$1} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C104A           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$3.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01E1           {A@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21DF           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$3.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01E3           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41A00000:ud                              {$10.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01E6           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01E4           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C104C           {$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C104E           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$7.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01E5           {A@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21E3           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$7.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01E7           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41A80000:ud                              {$9.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01EA           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01E8           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1050           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1052           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$4.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01E9           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21E7           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$4.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01EB           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41B00000:ud                              {$12.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01EE           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01EC           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1054           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1056           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$2.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01ED           {A@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21EB           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$2.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01EF           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41B80000:ud                              {$0.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01F2           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01F0           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1058           {$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C105A           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$11.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01F1           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21EF           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$11.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01F3           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41C00000:ud                              {$1.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01F6           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01F4           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C105C           {$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C105E           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$13.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01F5           {A@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21F3           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$13.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01F7           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41C80000:ud                              {$15.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01FA           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01F8           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1060           {$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1062           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$8.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01F9           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21F7           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$8.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01FB           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41D00000:ud                              {$14.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F01FE           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F01FC           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1064           {$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1066           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$10.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F01FD           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21FB           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$10.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F01FF           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41D80000:ud                              {$5.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F0202           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0200           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1068           {$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C106A           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$9.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0201           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C21FF           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$9.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0203           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
(W)     mov (1|M0)               r71.0<1>:ud   0x41E00000:ud                              {$3.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F0206           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0204           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C106C           {$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C106E           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$12.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0205           {A@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2203           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$12.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0207           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$7.src}
(W)     mov (1|M0)               r71.0<1>:f    29.0:f                               {I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F020A           {A@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0208           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1070           {$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1072           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$0.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0209           {A@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2207           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$0.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F020B           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (1|M0)               r71.0<1>:f    30.0:f                               {Compacted,I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F020E           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F020C           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1074           {$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1076           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$1.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F020D           {A@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C220B           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$1.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F020F           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$2.src}
(W)     mov (1|M0)               r71.0<1>:f    31.0:f                               {I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F0212           {A@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0210           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1078           {$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C107A           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$15.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0211           {A@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C220F           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$15.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0213           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$11.src}
(W)     mov (1|M0)               r71.0<1>:f    32.0:f                               {Compacted,I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F0216           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0214           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C107C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C107E           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$14.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0215           {A@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2213           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$14.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0217           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$13.src}
(W)     mov (1|M0)               r71.0<1>:f    33.0:f                               {I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F021A           {A@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0218           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1080           {$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1082           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$5.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0219           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2217           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$5.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F021B           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (1|M0)               r71.0<1>:f    34.0:f                               {I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F021E           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F021C           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1084           {$1} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1086           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$3.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F021D           {A@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C221B           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$3.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F021F           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$10.src}
(W)     mov (1|M0)               r71.0<1>:f    35.0:f                               {I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F0222           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0220           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1088           {$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C108A           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$7.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0221           {A@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C221F           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$7.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0223           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (1|M0)               r71.0<1>:f    36.0:f                               {Compacted,I@1}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted}
(W)     send.dc0 (8|M0)          null     r79     r71:1   0x0            0x020F0226           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0224           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C108C           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C108E           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$4.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0225           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2223           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r71.0<1;1,0>:ud                  {$4.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F0227           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r71.0<1;1,0>:ud                  {$6.src}
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r68      r79     null:0  0x0            0x022C1092           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0228           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1090           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r66.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$2.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r70.0<1>:f    37.0:f                              
        send.dc0 (8|M0)          null     r79     r66:1   0x0            0x020F0229           {A@3,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (8|M0)          null     r79     r70:1   0x0            0x020F022A           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2227           {$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r4.0<1>:ud    r70.0<1;1,0>:ud                  {$2.dst}
        mad (8|M0)               r67.0<1>:f    r2.0<1;0>:f       r68.0<1;0>:f      r5.0<0>:f        {Compacted,$0.dst}
(W)     mov (1|M0)               r68.0<1>:f    38.0:f                              
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F022B           {A@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:ud   r70.0<1;1,0>:ud                  {$1.src}
        sync.nop                             null                             {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r79     r68:1   0x0            0x020F022E           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r2.0<1>:f     r3.0<1;0>:f       r69.0<1;0>:f      r67.0<0>:f       {Compacted,I@1}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F022C           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1094           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r67.0<1>:f    r66.0<1;0>:f      r2.0<1;0>:f       r4.0<0>:f        {Compacted,$3.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r3.0<1;0>:f       r4.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r79     r67:1   0x0            0x020F022D           {A@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C222B           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r66.0<1>:f    r2.0<1;0>:f       r62.0<1;0>:f      r5.0<0>:f        {Compacted,$13.dst}
        mad (8|M0)               r5.0<1>:f     r3.0<1;0>:f       r63.0<1;0>:f      r5.0<0>:f        {Compacted}
(W)     mov (8|M0)               r2.0<1>:ud    r67.0<1;1,0>:ud                  {F@2}
(W)     mov (8|M0)               r3.0<1>:ud    r68.0<1;1,0>:ud                  {F@1}
        mad (8|M0)               r4.0<1>:f     r2.0<1;0>:f       r64.0<1;0>:f      r3.0<0>:f        {Compacted,A@1}
(W)     mov (8|M0)               r2.0<1>:ud    r66.0<1;1,0>:ud                  {F@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r3.0<0>:f        {Compacted}
(W)     mov (8|M0)               r3.0<1>:ud    r5.0<1;1,0>:ud                   {F@1}
        mad (8|M0)               acc1.0<1>:f   r2.0<1;0>:f       r58.0<1;0>:f      r78.1<0>:f       {Compacted,I@2}
(W)     mov (8|M0)               r2.0<1>:ud    r4.0<1;1,0>:ud                   {F@1}
        mad (8|M0)               acc2.0<1>:f   r3.0<1;0>:f       r59.0<1;0>:f      r78.1<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   r2.0<1;0>:f       r60.0<1;0>:f      r78.1<0>:f       {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    40.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r54.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r55.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r56.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    41.0:f                              
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r50.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r51.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r52.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r53.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    42.0:f                              
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r46.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r47.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r48.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r49.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    43.0:f                              
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r42.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r43.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r44.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r45.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    44.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r38.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r39.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r40.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r41.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    45.0:f                              
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r34.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r35.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r36.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r37.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    46.0:f                              
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r30.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r31.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r32.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r33.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    47.0:f                              
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r26.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r27.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r28.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r29.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    48.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r22.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r23.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r24.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r25.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    49.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r18.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r19.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r20.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r21.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    50.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r14.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r15.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r16.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r17.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    51.0:f                              
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r10.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r11.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r12.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r13.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    52.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r6.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r7.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r8.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r9.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    53.0:f                              
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r74.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r75.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r76.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r77.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    54.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r80.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r81.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r82.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r83.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    55.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r84.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r85.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r86.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r87.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    56.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r88.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r89.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r90.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r91.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    57.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r92.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r93.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r94.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r95.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    58.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r96.0<1;0>:f      r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r97.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r98.0<1;0>:f      r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r99.0<1;0>:f      r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    59.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r100.0<1;0>:f     r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r101.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r102.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r103.0<1;0>:f     r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    60.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r104.0<1;0>:f     r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r105.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r106.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r107.0<1;0>:f     r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    61.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r108.0<1;0>:f     r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r109.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r110.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r111.0<1;0>:f     r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    62.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r112.0<1;0>:f     r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r113.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r114.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r115.0<1;0>:f     r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    63.0:f                              
(W)     mov (8|M0)               r112.0<1>:ud  r79.0<1;1,0>:ud                  {F@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r116.0<1;0>:f     r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r117.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r118.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r119.0<1;0>:f     r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    64.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r120.0<1;0>:f     r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r121.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r122.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r123.0<1;0>:f     r78.1<0>:f       {Compacted}
(W)     mov (1|M0)               r78.1<1>:f    65.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r124.0<1;0>:f     r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r125.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r126.0<1;0>:f     r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r127.0<1;0>:f     r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2232           {$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    66.0:f                              
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1235           {A@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$1.dst}
(W)     mov (1|M0)               r78.1<1>:f    67.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2237           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$2.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C223A           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    68.0:f                              
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C023D           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2096           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    69.0:f                              
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1099           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$6.dst}
(W)     mov (1|M0)               r78.1<1>:f    70.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C209B           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$7.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C209E           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    71.0:f                              
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10A1           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$9.dst}
(W)     mov (1|M0)               r78.1<1>:f    72.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20A3           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$10.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20A6           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    73.0:f                              
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10A9           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$12.dst}
(W)     mov (1|M0)               r78.1<1>:f    74.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20AB           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$13.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20AE           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    75.0:f                              
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10B1           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$15.dst}
(W)     mov (1|M0)               r78.1<1>:f    76.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20B3           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$0.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20B6           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    77.0:f                              
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10B9           {A@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$2.dst}
(W)     mov (1|M0)               r78.1<1>:f    78.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20BB           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$3.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20BE           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    79.0:f                              
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10C1           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$5.dst}
(W)     mov (1|M0)               r78.1<1>:f    80.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20C3           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$6.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20C6           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    81.0:f                              
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10C9           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$8.dst}
(W)     mov (1|M0)               r78.1<1>:f    82.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20CB           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$9.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20CE           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    83.0:f                              
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10D1           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$11.dst}
(W)     mov (1|M0)               r78.1<1>:f    84.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20D3           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$12.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20D6           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    85.0:f                              
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10D9           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$14.dst}
(W)     mov (1|M0)               r78.1<1>:f    86.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20DB           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$15.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20DE           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    87.0:f                              
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10E1           {A@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$1.dst}
(W)     mov (1|M0)               r78.1<1>:f    88.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20E3           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$2.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20E6           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    89.0:f                              
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10E9           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$4.dst}
(W)     mov (1|M0)               r78.1<1>:f    90.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20EB           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$5.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20EE           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    91.0:f                              
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10F1           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$7.dst}
(W)     mov (1|M0)               r78.1<1>:f    92.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20F3           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$8.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20F6           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    93.0:f                              
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C10F9           {A@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$10.dst}
(W)     mov (1|M0)               r78.1<1>:f    94.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20FB           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$11.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C20FE           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r78.1<1>:f    95.0:f                              
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x022C1101           {A@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$13.dst}
(W)     mov (1|M0)               r78.1<1>:f    96.0:f                               {Compacted}
        mad (8|M0)               r6.0<1>:f     acc1.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x024C2103           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r7.0<1>:f     acc2.0<1;0>:f     r2.0<1;0>:f       r78.1<0>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r8.0<1>:f     acc3.0<1;0>:f     r3.0<1;0>:f       r78.1<0>:f       {Compacted}
        mad (8|M0)               r9.0<1>:f     acc0.0<1;0>:f     r4.0<1;0>:f       r78.1<0>:f       {Compacted}
        send.dc1 (8|M0)          null     r2      r6:4    0x0            0x02026000           {A@1,$15} // wr:1+4, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r2       r79     null:0  0x0            0x0214031F           {$0} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r2.0<1;1,0>:ud                   {$0.dst}
(W)     send.gtwy (8|M0)         null     r112    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L40688:
        nop                    
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
