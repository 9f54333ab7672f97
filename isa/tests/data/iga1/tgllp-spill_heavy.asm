L0:
(W)     mov (8|M0)               r66.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r66.2<0;1,0>:uw  {Compacted,@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r66.1<0;1,0>:d   {Compacted}
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@1}
        add (8|M0)               r2.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d   
        send.dc0 (8|M0)          null     r66     r2      0x40            0x020F0000           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        shl (8|M0)               r6.0<1>:d     r2.0<8;8,1>:d     4:w               {Compacted}
        sync.nop                             null                             {Compacted,$0.src}
(W)     mov (8|M0)               r2.0<1>:f     r6.0<8;8,1>:f                    {Compacted,@1}
        send.dc0 (8|M0)          null     r66     r6      0x40            0x020F0001           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        and (8|M0)               r7.0<1>:d     r2.0<8;8,1>:d     4080:w               {@1}
        send.dc1 (8|M0)          r2       r7      null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2002           {$2} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r2.0<1>:f     r6.0<8;8,1>:f                    {Compacted,$2.src}
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     112:w               {Compacted,@1}
        and (8|M0)               r7.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r7      null    0x0            0x02406001           {@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2006           {$3} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r2.0<1>:f     r6.0<8;8,1>:f                    {Compacted,$3.src}
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     224:w               {Compacted,@1}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$1.src}
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F200A           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     336:w               {Compacted,$5.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F200E           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     448:w               {Compacted,$7.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2012           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     560:w               {Compacted,$9.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2016           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     672:w               {Compacted,$11.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F201A           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     784:w               {Compacted,$13.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F201E           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     896:w               {Compacted,$15.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2022           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1008:w               {Compacted,$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2026           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1120:w               {Compacted,$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F202A           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1232:w               {Compacted,$5.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F202E           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1344:w               {Compacted,$7.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2032           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1456:w               {Compacted,$9.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2036           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1568:w               {Compacted,$11.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F203A           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1680:w               {Compacted,$13.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F203E           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1792:w               {Compacted,$15.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2042           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1904:w               {Compacted,$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2046           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2016:w               {Compacted,$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F204A           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2128:w               {$5.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F204E           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2240:w               {$7.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2052           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2352:w               {$9.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2056           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2464:w               {$11.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F205A           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2576:w               {$13.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F205E           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2688:w               {$15.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2062           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2800:w               {$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2066           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     2912:w               {$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F206A           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3024:w               {$5.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F206E           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3136:w               {$7.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2072           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3248:w               {$9.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2076           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3360:w               {$11.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F207A           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3472:w               {$13.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F207E           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3584:w               {$15.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2082           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3696:w               {$1.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2086           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3808:w               {$3.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F208A           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     3920:w               {$5.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F208E           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     4032:w               {$7.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r2      0x100            0x020F2092           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     48:w               {Compacted,$9.dst}
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     160:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r62      r3      null    0x0            0x02406001           {@2,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r58      r2      null    0x0            0x02406001           {@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     272:w               {Compacted,$12.dst}
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     384:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$10.src}
        and (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r54      r3      null    0x0            0x02406001           {@2,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r50      r2      null    0x0            0x02406001           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     496:w               {Compacted,$15.dst}
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     608:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$13.src}
        and (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r46      r3      null    0x0            0x02406001           {@2,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r42      r2      null    0x0            0x02406001           {@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     720:w               {Compacted,$2.dst}
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     832:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$0.src}
        and (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r38      r3      null    0x0            0x02406001           {@2,$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r34      r2      null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     944:w               {Compacted,$5.dst}
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1056:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$3.src}
        and (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r30      r3      null    0x0            0x02406001           {@2,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r26      r2      null    0x0            0x02406001           {@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1168:w               {Compacted,$8.dst}
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1280:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$6.src}
        and (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r22      r3      null    0x0            0x02406001           {@2,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r18      r2      null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1392:w               {Compacted,$15.dst}
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1504:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$9.src}
        and (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r14      r3      null    0x0            0x02406001           {@2,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r10      r2      null    0x0            0x02406001           {@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<8;8,1>:d     1616:w               {Compacted,$8.dst}
        add (8|M0)               r67.0<1>:d    r2.0<8;8,1>:d     1728:w               {Compacted}
        and (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   4080:w               {$2.src}
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r6       r3      null    0x0            0x02406001           {@2,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r2       r67     null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1840:w               {Compacted,$10.dst}
        add (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    1952:w               {Compacted}
        and (8|M0)               r68.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r71      r68     null    0x0            0x02406001           {@2,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r75      r67     null    0x0            0x02406001           {@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2064:w               {$14.dst}
        add (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    2176:w              
        and (8|M0)               r68.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$11.src}
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r79      r68     null    0x0            0x02406001           {@2,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r83      r67     null    0x0            0x02406001           {@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2288:w               {$3.dst}
        add (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    2400:w              
        and (8|M0)               r68.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$0.src}
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r87      r68     null    0x0            0x02406001           {@2,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r91      r67     null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2512:w               {$7.dst}
        add (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    2624:w              
        and (8|M0)               r68.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$4.src}
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r99      r68     null    0x0            0x02406001           {@2,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r103     r67     null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2736:w               {$2.dst}
        add (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    2848:w              
        and (8|M0)               r68.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$9.src}
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r107     r68     null    0x0            0x02406001           {@2,$5} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r111     r67     null    0x0            0x02406001           {@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2960:w               {$8.dst}
        add (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    3072:w              
        and (8|M0)               r68.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$5.src}
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r115     r68     null    0x0            0x02406001           {@2,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r119     r67     null    0x0            0x02406001           {@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    3184:w               {$13.dst}
        add (8|M0)               r95.0<1>:d    r67.0<8;8,1>:d    3296:w              
        and (8|M0)               r68.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$10.src}
        and (8|M0)               r95.0<1>:d    r95.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r124     r68     null    0x0            0x02406001           {@2,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F2232           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r95.0<8;8,1>:d    3408:w               {$1.dst}
        add (8|M0)               r95.0<1>:d    r95.0<8;8,1>:d    3520:w              
        and (8|M0)               r96.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r95.0<1>:d    r95.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r67      r96     null    0x0            0x02406001           {@2,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F2236           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F2096           {$0} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    3632:w               {$0.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F209A           {$3} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    3744:w               {$3.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F209E           {$4} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    3856:w               {$4.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20A2           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    3968:w               {$6.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20A6           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    4080:w               {$7.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20AA           {$9} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    96:w               {Compacted,$9.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20AE           {$12} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    208:w               {Compacted,$12.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20B2           {$2} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    320:w               {Compacted,$2.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20B6           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    432:w               {Compacted,$8.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20BA           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    544:w               {Compacted,$5.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20BE           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    656:w               {Compacted,$11.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20C2           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    768:w               {Compacted,$14.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20C6           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    880:w               {Compacted,$15.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20CA           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    992:w               {Compacted,$13.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20CE           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1104:w               {Compacted,$1.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20D2           {$3} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1216:w               {Compacted,$10.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20D6           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1328:w               {Compacted,$0.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20DA           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1440:w               {Compacted,$3.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20DE           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1552:w               {Compacted,$4.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20E2           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1664:w               {Compacted,$6.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20E6           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1776:w               {Compacted,$7.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20EA           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    1888:w               {Compacted,$9.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20EE           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2000:w               {Compacted,$12.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20F2           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2112:w               {$2.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20F6           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2224:w               {$8.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20FA           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2336:w               {$5.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F20FE           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0001           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r67.0<8;8,1>:d    2448:w               {$11.dst}
        and (8|M0)               r95.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r67      r95     null    0x0            0x02406001           {@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r66     r67     0x100            0x020F2102           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C0000           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        shl (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    2:w               {Compacted,$14.dst}
        and (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    60:w               {Compacted,@1}
        send.dc1 (8|M0)          r67      r67     null    0x0            0x02106E02           {@1,$1} // wr:1+0, rd:1; untyped surface read with x
        and (8|M0)    (eq)f0.0   r67.0<1>:d    r67.0<8;8,1>:d    7:w               {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0106           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(~f0.0) if (8|M0)                            L28600                  L28600                
L7272:
(W)     mov (1|M0)               r67.0<1>:f    0.0:f                               {Compacted,$15.src}
(W)     send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0107           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
L7296:
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1002           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1006           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($13,$15)                
        mad (8|M0)               r95.0<1>:f    r62.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r97.0<1>:f    r63.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1004           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1008           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0108           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0109           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r96.0<1>:f    r64.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r67.0<1>:f    r65.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F023A           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted,$4.src}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F010A           {@4,$3} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0002           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0003           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1006           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0004           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C023A           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0005           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C100A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($4,$7)                
        mad (8|M0)               r95.0<1>:f    r58.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r97.0<1>:f    r59.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1008           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C100C           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F010B           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F010C           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r96.0<1>:f    r60.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r69.0<1>:f    r61.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0007           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F010E           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0006           {@6,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0008           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0009           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($6,$8)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C100A           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C100E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F010D           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($2,$5)                
        mad (8|M0)               r95.0<1>:f    r54.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$6.src}
        mad (8|M0)               r97.0<1>:f    r55.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C100C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1010           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F010F           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0110           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$11)                
        mad (8|M0)               r96.0<1>:f    r56.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$6.src}
        mad (8|M0)               r69.0<1>:f    r57.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F000B           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0112           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F000A           {@6,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F000C           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F000D           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($13,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C100E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1012           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0111           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$10)                
        mad (8|M0)               r95.0<1>:f    r50.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r97.0<1>:f    r51.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1010           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1014           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0113           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0114           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($1,$14)                
        mad (8|M0)               r96.0<1>:f    r52.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r53.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F000F           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0116           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F000E           {@6,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0010           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0011           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$7)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1012           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1016           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0115           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$13)                
        mad (8|M0)               r95.0<1>:f    r46.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r97.0<1>:f    r47.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1014           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1018           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0117           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0118           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$12)                
        mad (8|M0)               r96.0<1>:f    r48.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r49.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0013           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F011A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0012           {@6,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0014           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0015           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1016           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C101A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0119           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r95.0<1>:f    r42.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r97.0<1>:f    r43.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1018           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C101C           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F011B           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F011C           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($2,$9)                
        mad (8|M0)               r96.0<1>:f    r44.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r45.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0017           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F011E           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0016           {@6,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0018           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0019           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$10)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C101A           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C101E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F011D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r95.0<1>:f    r38.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r97.0<1>:f    r39.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C101C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1020           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F011F           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0120           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$8)                
        mad (8|M0)               r96.0<1>:f    r40.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r41.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F001B           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0122           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F001A           {@6,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F001C           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F001D           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($13,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C101E           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1022           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0121           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($10,$12)                
        mad (8|M0)               r95.0<1>:f    r34.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r97.0<1>:f    r35.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1020           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1024           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0123           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0124           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$14)                
        mad (8|M0)               r96.0<1>:f    r36.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r37.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F001F           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0126           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F001E           {@6,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0020           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0021           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$7)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1022           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1026           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0125           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r95.0<1>:f    r30.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r97.0<1>:f    r31.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1024           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1028           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0127           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0128           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$11)                
        mad (8|M0)               r96.0<1>:f    r32.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r33.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0023           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F012A           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0022           {@6,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0024           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0025           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1026           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C102A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0129           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r95.0<1>:f    r26.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r97.0<1>:f    r27.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1028           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C102C           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F012B           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F012C           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($1,$9)                
        mad (8|M0)               r96.0<1>:f    r28.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r29.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0027           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F012E           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0026           {@6,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0028           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0029           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$10)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C102A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C102E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F012D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r95.0<1>:f    r22.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r97.0<1>:f    r23.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C102C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1030           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F012F           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0130           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$12)                
        mad (8|M0)               r96.0<1>:f    r24.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r25.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F002B           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0132           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F002A           {@6,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F002C           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F002D           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($13,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C102E           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1032           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0131           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r95.0<1>:f    r18.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r97.0<1>:f    r19.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1030           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1034           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0133           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0134           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($2,$14)                
        mad (8|M0)               r96.0<1>:f    r20.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r21.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F002F           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0136           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F002E           {@6,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0030           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0031           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$7)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1032           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1036           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0135           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r95.0<1>:f    r14.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r97.0<1>:f    r15.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1034           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1038           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0137           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0138           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r96.0<1>:f    r16.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r17.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0033           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F013A           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0032           {@6,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0034           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0035           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1036           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C103A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0139           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($7,$12)                
        mad (8|M0)               r95.0<1>:f    r10.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r97.0<1>:f    r11.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1038           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C103C           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F013B           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F013C           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$9)                
        mad (8|M0)               r96.0<1>:f    r12.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r13.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0037           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F013E           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0036           {@6,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0038           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0039           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$10)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C103A           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C103E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F013D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($2,$5)                
        mad (8|M0)               r95.0<1>:f    r6.0<8;1>:f       r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r97.0<1>:f    r7.0<8;1>:f       r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C103C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1040           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F013F           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0140           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$11)                
        mad (8|M0)               r96.0<1>:f    r8.0<8;1>:f       r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r9.0<8;1>:f       r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F003B           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0142           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F003A           {@6,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F003C           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F003D           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($13,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C103E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1042           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0141           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r95.0<1>:f    r2.0<8;1>:f       r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r97.0<1>:f    r3.0<8;1>:f       r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1040           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1044           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0143           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0144           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($1,$14)                
        mad (8|M0)               r96.0<1>:f    r4.0<8;1>:f       r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r5.0<8;1>:f       r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F003F           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0146           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F003E           {@6,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0040           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0041           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$7)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1042           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1046           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0145           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r95.0<1>:f    r71.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r97.0<1>:f    r72.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1044           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1048           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0147           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0148           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$12)                
        mad (8|M0)               r96.0<1>:f    r73.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r74.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0043           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F014A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0042           {@6,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0044           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0045           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1046           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C104A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0149           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r95.0<1>:f    r75.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r97.0<1>:f    r76.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1048           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C104C           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F014B           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F014C           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($2,$9)                
        mad (8|M0)               r96.0<1>:f    r77.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r78.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0047           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F014E           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0046           {@6,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0048           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0049           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$10)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C104A           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C104E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F014D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r95.0<1>:f    r79.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r97.0<1>:f    r80.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C104C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1050           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F014F           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0150           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$8)                
        mad (8|M0)               r96.0<1>:f    r81.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r82.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F004B           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0152           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F004A           {@6,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F004C           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F004D           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($13,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C104E           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1052           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0151           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r95.0<1>:f    r83.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r97.0<1>:f    r84.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1050           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1054           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0153           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0154           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$14)                
        mad (8|M0)               r96.0<1>:f    r85.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r86.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F004F           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0156           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F004E           {@6,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0050           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0051           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$7)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1052           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1056           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0155           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r95.0<1>:f    r87.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r97.0<1>:f    r88.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1054           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1058           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0157           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0158           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$11)                
        mad (8|M0)               r96.0<1>:f    r89.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r90.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0053           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F015A           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0052           {@6,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0054           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0055           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1056           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C105A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0159           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r95.0<1>:f    r91.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r97.0<1>:f    r92.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1058           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C105C           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F015B           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F015C           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($1,$9)                
        mad (8|M0)               r96.0<1>:f    r93.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r94.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0057           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F015E           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0056           {@6,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0058           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0059           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$10)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C105A           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C105E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F015D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r95.0<1>:f    r99.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r97.0<1>:f    r100.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C105C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1060           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F015F           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0160           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$12)                
        mad (8|M0)               r96.0<1>:f    r101.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r102.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F005B           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0162           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F005A           {@6,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F005C           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F005D           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($13,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C105E           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1062           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0161           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r95.0<1>:f    r103.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r97.0<1>:f    r104.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1060           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1064           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0163           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0164           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($2,$14)                
        mad (8|M0)               r96.0<1>:f    r105.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r106.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F005F           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0166           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F005E           {@6,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0060           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0061           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$7)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1062           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1066           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0165           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r95.0<1>:f    r107.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r97.0<1>:f    r108.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1064           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1068           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0167           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0168           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$6)                
        mad (8|M0)               r96.0<1>:f    r109.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r110.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0063           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F016A           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0062           {@6,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0064           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0065           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($5,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1066           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C106A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0169           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r95.0<1>:f    r111.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r97.0<1>:f    r112.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1068           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C106C           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F016B           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F016C           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($3,$9)                
        mad (8|M0)               r96.0<1>:f    r113.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r114.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0067           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F016E           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0066           {@6,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0068           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0069           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$10)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C106A           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C106E           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F016D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($2,$5)                
        mad (8|M0)               r95.0<1>:f    r115.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r97.0<1>:f    r116.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C106C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1070           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F016F           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0170           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$11)                
        mad (8|M0)               r96.0<1>:f    r117.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r118.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F006B           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0172           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F006A           {@6,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F006C           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F006D           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($13,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C106E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1072           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0171           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r95.0<1>:f    r119.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r97.0<1>:f    r120.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1070           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1074           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0173           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0174           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($1,$14)                
        mad (8|M0)               r96.0<1>:f    r121.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r122.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F006F           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0176           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F006E           {@6,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0070           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0071           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$7)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1072           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1076           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0175           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r95.0<1>:f    r124.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r97.0<1>:f    r125.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1074           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1078           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0177           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0178           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$12)                
        mad (8|M0)               r96.0<1>:f    r126.0<8;1>:f     r69.0<8;1>:f      r67.0<1>:f       {Compacted,$15.src}
        mad (8|M0)               r69.0<1>:f    r127.0<8;1>:f     r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0073           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F017A           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0179           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0072           {@6,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0074           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0075           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1076           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allrd                           ($8,$15)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C107A           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1232           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($7,$9)                
        mad (8|M0)               r97.0<1>:f    r67.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r123.0<1>:f   r68.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1078           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C107C           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1234           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F017B           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F017C           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($5,$15)                
        mad (8|M0)               r98.0<1>:f    r67.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r69.0<1>:f    r68.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0077           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F017E           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C107A           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0076           {@6,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0078           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0079           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($1,$8)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C107E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1236           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r98     0x40            0x020F017D           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$10)                
        mad (8|M0)               r97.0<1>:f    r67.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r123.0<1>:f   r68.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C107C           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1080           {$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1238           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F017F           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0180           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$11)                
        mad (8|M0)               r98.0<1>:f    r67.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r69.0<1>:f    r68.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F007B           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0182           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1096           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F007A           {@6,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F007C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F007D           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C107E           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1082           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r98     0x40            0x020F0181           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$12,$13)                
        mad (8|M0)               r97.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$3.src}
        mad (8|M0)               r123.0<1>:f   r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1098           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1080           {$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1084           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0183           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0184           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($0,$7)                
        mad (8|M0)               r98.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r69.0<1>:f    r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F007F           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0186           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C109A           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F007E           {@6,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0080           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0081           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1082           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1086           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r98     0x40            0x020F0185           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($5,$15)                
        mad (8|M0)               r97.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$9.dst}
        mad (8|M0)               r123.0<1>:f   r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C109C           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1084           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1088           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0187           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0188           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$14)                
        mad (8|M0)               r98.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r69.0<1>:f    r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0083           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F018A           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C109E           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0082           {@6,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0084           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0085           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1086           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C108A           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r98     0x40            0x020F0189           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($1,$11)                
        mad (8|M0)               r97.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r123.0<1>:f   r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A0           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1088           {$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C108C           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F018B           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F018C           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($4,$12)                
        mad (8|M0)               r98.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r69.0<1>:f    r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0087           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F018E           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A2           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0086           {@6,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0088           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0089           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C108A           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C108E           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r98     0x40            0x020F018D           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($0,$7)                
        mad (8|M0)               r97.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r123.0<1>:f   r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A4           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C108C           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1090           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F018F           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0190           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($5,$15)                
        mad (8|M0)               r98.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r69.0<1>:f    r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F008B           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0192           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A6           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F008A           {@6,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F008C           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F008D           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C108E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1092           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r98     0x40            0x020F0191           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($6,$14)                
        mad (8|M0)               r97.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$9.dst}
        mad (8|M0)               r123.0<1>:f   r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A8           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1090           {$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1094           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0193           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0194           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($1,$11)                
        mad (8|M0)               r98.0<1>:f    r95.0<8;1>:f      r69.0<8;1>:f      r67.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r69.0<1>:f    r96.0<8;1>:f      r70.0<8;1>:f      r68.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F008F           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0196           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F008E           {@6,$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0090           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0091           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($4,$12)                
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10AA           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1092           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r98     0x40            0x020F0195           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r95.0<1>:f    r69.0<8;1>:f      r67.0<8;1>:f      r62.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r97.0<1>:f    r70.0<8;1>:f      r68.0<8;1>:f      r63.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10AC           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1094           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0197           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F0198           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r96.0<1>:f    r69.0<8;1>:f      r67.0<8;1>:f      r64.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r69.0<1>:f    r70.0<8;1>:f      r68.0<8;1>:f      r65.0<1>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
        mov (8|M0)               r70.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@2}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@2}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@5}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0093           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     mov (8|M0)               r67.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@7}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F019A           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r69.0<1>:f    r67.0<8;8,1>:f                   {Compacted,@1}
        mov (8|M0)               r67.0<1>:f    r68.0<8;8,1>:f                   {Compacted,@3}
        send.dc0 (8|M0)          null     r66     r70     0x40            0x020F0092           {@6,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0094           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0095           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($3,$5,$15)                
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20AE           {$4} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0199           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($0,$4)                
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1232           {$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1232           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r62.0<1>:f    r67.0<8;1>:f      r62.0<8;1>:f      r58.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r63.0<1>:f    r68.0<8;1>:f      r63.0<8;1>:f      r59.0<1>:f       {Compacted}
        mad (8|M0)               r64.0<1>:f    r69.0<8;1>:f      r64.0<8;1>:f      r60.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20B1           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r65.0<1>:f    r67.0<8;1>:f      r65.0<8;1>:f      r61.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r58.0<1>:f    r68.0<8;1>:f      r58.0<8;1>:f      r54.0<1>:f       {Compacted}
        mad (8|M0)               r59.0<1>:f    r69.0<8;1>:f      r59.0<8;1>:f      r55.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20B4           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r60.0<1>:f    r67.0<8;1>:f      r60.0<8;1>:f      r56.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r61.0<1>:f    r68.0<8;1>:f      r61.0<8;1>:f      r57.0<1>:f       {Compacted}
        mad (8|M0)               r54.0<1>:f    r69.0<8;1>:f      r54.0<8;1>:f      r50.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20B7           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r55.0<1>:f    r67.0<8;1>:f      r55.0<8;1>:f      r51.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r56.0<1>:f    r68.0<8;1>:f      r56.0<8;1>:f      r52.0<1>:f       {Compacted}
        mad (8|M0)               r57.0<1>:f    r69.0<8;1>:f      r57.0<8;1>:f      r53.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20BA           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r50.0<1>:f    r67.0<8;1>:f      r50.0<8;1>:f      r46.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r51.0<1>:f    r68.0<8;1>:f      r51.0<8;1>:f      r47.0<1>:f       {Compacted}
        mad (8|M0)               r52.0<1>:f    r69.0<8;1>:f      r52.0<8;1>:f      r48.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20BD           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r53.0<1>:f    r67.0<8;1>:f      r53.0<8;1>:f      r49.0<1>:f       {Compacted,$9.dst}
        mad (8|M0)               r46.0<1>:f    r68.0<8;1>:f      r46.0<8;1>:f      r42.0<1>:f       {Compacted}
        mad (8|M0)               r47.0<1>:f    r69.0<8;1>:f      r47.0<8;1>:f      r43.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20C0           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r48.0<1>:f    r67.0<8;1>:f      r48.0<8;1>:f      r44.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r49.0<1>:f    r68.0<8;1>:f      r49.0<8;1>:f      r45.0<1>:f       {Compacted}
        mad (8|M0)               r42.0<1>:f    r69.0<8;1>:f      r42.0<8;1>:f      r38.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20C3           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r43.0<1>:f    r67.0<8;1>:f      r43.0<8;1>:f      r39.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r44.0<1>:f    r68.0<8;1>:f      r44.0<8;1>:f      r40.0<1>:f       {Compacted}
        mad (8|M0)               r45.0<1>:f    r69.0<8;1>:f      r45.0<8;1>:f      r41.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20C6           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r38.0<1>:f    r67.0<8;1>:f      r38.0<8;1>:f      r34.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r39.0<1>:f    r68.0<8;1>:f      r39.0<8;1>:f      r35.0<1>:f       {Compacted}
        mad (8|M0)               r40.0<1>:f    r69.0<8;1>:f      r40.0<8;1>:f      r36.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20C9           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r41.0<1>:f    r67.0<8;1>:f      r41.0<8;1>:f      r37.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r34.0<1>:f    r68.0<8;1>:f      r34.0<8;1>:f      r30.0<1>:f       {Compacted}
        mad (8|M0)               r35.0<1>:f    r69.0<8;1>:f      r35.0<8;1>:f      r31.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20CC           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r36.0<1>:f    r67.0<8;1>:f      r36.0<8;1>:f      r32.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r37.0<1>:f    r68.0<8;1>:f      r37.0<8;1>:f      r33.0<1>:f       {Compacted}
        mad (8|M0)               r30.0<1>:f    r69.0<8;1>:f      r30.0<8;1>:f      r26.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20CF           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r31.0<1>:f    r67.0<8;1>:f      r31.0<8;1>:f      r27.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r32.0<1>:f    r68.0<8;1>:f      r32.0<8;1>:f      r28.0<1>:f       {Compacted}
        mad (8|M0)               r33.0<1>:f    r69.0<8;1>:f      r33.0<8;1>:f      r29.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20D2           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r26.0<1>:f    r67.0<8;1>:f      r26.0<8;1>:f      r22.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r27.0<1>:f    r68.0<8;1>:f      r27.0<8;1>:f      r23.0<1>:f       {Compacted}
        mad (8|M0)               r28.0<1>:f    r69.0<8;1>:f      r28.0<8;1>:f      r24.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20D5           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r29.0<1>:f    r67.0<8;1>:f      r29.0<8;1>:f      r25.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r22.0<1>:f    r68.0<8;1>:f      r22.0<8;1>:f      r18.0<1>:f       {Compacted}
        mad (8|M0)               r23.0<1>:f    r69.0<8;1>:f      r23.0<8;1>:f      r19.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20D8           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r24.0<1>:f    r67.0<8;1>:f      r24.0<8;1>:f      r20.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r25.0<1>:f    r68.0<8;1>:f      r25.0<8;1>:f      r21.0<1>:f       {Compacted}
        mad (8|M0)               r18.0<1>:f    r69.0<8;1>:f      r18.0<8;1>:f      r14.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20DB           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r19.0<1>:f    r67.0<8;1>:f      r19.0<8;1>:f      r15.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r20.0<1>:f    r68.0<8;1>:f      r20.0<8;1>:f      r16.0<1>:f       {Compacted}
        mad (8|M0)               r21.0<1>:f    r69.0<8;1>:f      r21.0<8;1>:f      r17.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20DE           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r14.0<1>:f    r67.0<8;1>:f      r14.0<8;1>:f      r10.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r15.0<1>:f    r68.0<8;1>:f      r15.0<8;1>:f      r11.0<1>:f       {Compacted}
        mad (8|M0)               r16.0<1>:f    r69.0<8;1>:f      r16.0<8;1>:f      r12.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20E1           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r17.0<1>:f    r67.0<8;1>:f      r17.0<8;1>:f      r13.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r10.0<1>:f    r68.0<8;1>:f      r10.0<8;1>:f      r6.0<1>:f        {Compacted}
        mad (8|M0)               r11.0<1>:f    r69.0<8;1>:f      r11.0<8;1>:f      r7.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20E4           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r12.0<1>:f    r67.0<8;1>:f      r12.0<8;1>:f      r8.0<1>:f        {Compacted,$15.dst}
        mad (8|M0)               r13.0<1>:f    r68.0<8;1>:f      r13.0<8;1>:f      r9.0<1>:f        {Compacted}
        mad (8|M0)               r6.0<1>:f     r69.0<8;1>:f      r6.0<8;1>:f       r2.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20E7           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r7.0<1>:f     r67.0<8;1>:f      r7.0<8;1>:f       r3.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r8.0<1>:f     r68.0<8;1>:f      r8.0<8;1>:f       r4.0<1>:f        {Compacted}
        mad (8|M0)               r9.0<1>:f     r69.0<8;1>:f      r9.0<8;1>:f       r5.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20EA           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r2.0<1>:f     r67.0<8;1>:f      r2.0<8;1>:f       r71.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r3.0<1>:f     r68.0<8;1>:f      r3.0<8;1>:f       r72.0<1>:f       {Compacted}
        mad (8|M0)               r4.0<1>:f     r69.0<8;1>:f      r4.0<8;1>:f       r73.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20ED           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r5.0<1>:f     r67.0<8;1>:f      r5.0<8;1>:f       r74.0<1>:f       {Compacted,$9.dst}
        mad (8|M0)               r71.0<1>:f    r68.0<8;1>:f      r71.0<8;1>:f      r75.0<1>:f       {Compacted}
        mad (8|M0)               r72.0<1>:f    r69.0<8;1>:f      r72.0<8;1>:f      r76.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20F0           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r73.0<1>:f    r67.0<8;1>:f      r73.0<8;1>:f      r77.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r74.0<1>:f    r68.0<8;1>:f      r74.0<8;1>:f      r78.0<1>:f       {Compacted}
        mad (8|M0)               r75.0<1>:f    r69.0<8;1>:f      r75.0<8;1>:f      r79.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20F3           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r76.0<1>:f    r67.0<8;1>:f      r76.0<8;1>:f      r80.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r77.0<1>:f    r68.0<8;1>:f      r77.0<8;1>:f      r81.0<1>:f       {Compacted}
        mad (8|M0)               r78.0<1>:f    r69.0<8;1>:f      r78.0<8;1>:f      r82.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20F6           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r79.0<1>:f    r67.0<8;1>:f      r79.0<8;1>:f      r83.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r80.0<1>:f    r68.0<8;1>:f      r80.0<8;1>:f      r84.0<1>:f       {Compacted}
        mad (8|M0)               r81.0<1>:f    r69.0<8;1>:f      r81.0<8;1>:f      r85.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20F9           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r82.0<1>:f    r67.0<8;1>:f      r82.0<8;1>:f      r86.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r83.0<1>:f    r68.0<8;1>:f      r83.0<8;1>:f      r87.0<1>:f       {Compacted}
        mad (8|M0)               r84.0<1>:f    r69.0<8;1>:f      r84.0<8;1>:f      r88.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20FC           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r85.0<1>:f    r67.0<8;1>:f      r85.0<8;1>:f      r89.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r86.0<1>:f    r68.0<8;1>:f      r86.0<8;1>:f      r90.0<1>:f       {Compacted}
        mad (8|M0)               r87.0<1>:f    r69.0<8;1>:f      r87.0<8;1>:f      r91.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C20FF           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r88.0<1>:f    r67.0<8;1>:f      r88.0<8;1>:f      r92.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r89.0<1>:f    r68.0<8;1>:f      r89.0<8;1>:f      r93.0<1>:f       {Compacted}
        mad (8|M0)               r90.0<1>:f    r69.0<8;1>:f      r90.0<8;1>:f      r94.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2102           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r91.0<1>:f    r67.0<8;1>:f      r91.0<8;1>:f      r99.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r92.0<1>:f    r68.0<8;1>:f      r92.0<8;1>:f      r100.0<1>:f      {Compacted}
        mad (8|M0)               r93.0<1>:f    r69.0<8;1>:f      r93.0<8;1>:f      r101.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2105           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r94.0<1>:f    r67.0<8;1>:f      r94.0<8;1>:f      r102.0<1>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1109           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r99.0<1>:f    r70.0<8;1>:f      r99.0<8;1>:f      r103.0<1>:f      {Compacted}
        mad (8|M0)               r100.0<1>:f   r67.0<8;1>:f      r100.0<8;1>:f     r104.0<1>:f      {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C023A           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r101.0<1>:f   r68.0<8;1>:f      r101.0<8;1>:f     r105.0<1>:f      {Compacted}
        mad (8|M0)               r102.0<1>:f   r67.0<8;1>:f      r102.0<8;1>:f     r106.0<1>:f      {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C210B           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r103.0<1>:f   r67.0<8;1>:f      r103.0<8;1>:f     r107.0<1>:f      {Compacted,$5.dst}
        mad (8|M0)               r104.0<1>:f   r68.0<8;1>:f      r104.0<8;1>:f     r108.0<1>:f      {Compacted}
        mad (8|M0)               r105.0<1>:f   r69.0<8;1>:f      r105.0<8;1>:f     r109.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C210E           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r106.0<1>:f   r67.0<8;1>:f      r106.0<8;1>:f     r110.0<1>:f      {Compacted,$15.dst}
        mad (8|M0)               r107.0<1>:f   r68.0<8;1>:f      r107.0<8;1>:f     r111.0<1>:f      {Compacted}
        mad (8|M0)               r108.0<1>:f   r69.0<8;1>:f      r108.0<8;1>:f     r112.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2111           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r109.0<1>:f   r67.0<8;1>:f      r109.0<8;1>:f     r113.0<1>:f      {Compacted,$14.dst}
        mad (8|M0)               r110.0<1>:f   r68.0<8;1>:f      r110.0<8;1>:f     r114.0<1>:f      {Compacted}
        mad (8|M0)               r111.0<1>:f   r69.0<8;1>:f      r111.0<8;1>:f     r115.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2114           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r112.0<1>:f   r67.0<8;1>:f      r112.0<8;1>:f     r116.0<1>:f      {Compacted,$6.dst}
        mad (8|M0)               r113.0<1>:f   r68.0<8;1>:f      r113.0<8;1>:f     r117.0<1>:f      {Compacted}
        mad (8|M0)               r114.0<1>:f   r69.0<8;1>:f      r114.0<8;1>:f     r118.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2117           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r115.0<1>:f   r67.0<8;1>:f      r115.0<8;1>:f     r119.0<1>:f      {Compacted,$9.dst}
        mad (8|M0)               r116.0<1>:f   r68.0<8;1>:f      r116.0<8;1>:f     r120.0<1>:f      {Compacted}
        mad (8|M0)               r117.0<1>:f   r69.0<8;1>:f      r117.0<8;1>:f     r121.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C211A           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r118.0<1>:f   r67.0<8;1>:f      r118.0<8;1>:f     r122.0<1>:f      {Compacted,$2.dst}
        mad (8|M0)               r119.0<1>:f   r68.0<8;1>:f      r119.0<8;1>:f     r124.0<1>:f      {Compacted}
        mad (8|M0)               r120.0<1>:f   r69.0<8;1>:f      r120.0<8;1>:f     r125.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C211D           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r121.0<1>:f   r67.0<8;1>:f      r121.0<8;1>:f     r126.0<1>:f      {Compacted,$11.dst}
        mad (8|M0)               r122.0<1>:f   r68.0<8;1>:f      r122.0<8;1>:f     r127.0<1>:f      {Compacted}
        mad (8|M0)               r124.0<1>:f   r69.0<8;1>:f      r124.0<8;1>:f     r95.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2120           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r125.0<1>:f   r67.0<8;1>:f      r125.0<8;1>:f     r96.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1234           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r126.0<1>:f   r68.0<8;1>:f      r126.0<8;1>:f     r95.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r127.0<1>:f   r69.0<8;1>:f      r127.0<8;1>:f     r96.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2123           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1236           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($3,$8,$12)                
        mad (8|M0)               r123.0<1>:f   r67.0<8;1>:f      r97.0<8;1>:f      r95.0<1>:f       {Compacted,$10.src}
        mad (8|M0)               r95.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1234           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0233           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1238           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0232           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r97.0<8;1>:f      r95.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0234           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1126           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r98.0<8;1>:f      r96.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1096           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0235           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1236           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r69.0<8;1>:f      r95.0<1>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0236           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1128           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r70.0<8;1>:f      r96.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1098           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0237           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1238           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r69.0<8;1>:f      r95.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0238           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C112A           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r70.0<8;1>:f      r96.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1096           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0239           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C109A           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0096           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C112C           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1098           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0097           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C109C           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0098           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C112E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C109A           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0099           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C109E           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F009A           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1130           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C109C           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F009B           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10A0           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F009C           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1132           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C109E           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F009D           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10A2           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F009E           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1134           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A0           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F009F           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10A4           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00A0           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1136           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A2           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00A1           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10A6           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00A2           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1138           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A4           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00A3           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10A8           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00A4           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C113A           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A6           {@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00A5           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10AA           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00A6           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C113C           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10A8           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00A7           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10AC           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00A8           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C113E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10AA           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00A9           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10AE           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00AA           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1140           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10AC           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00AB           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10B0           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00AC           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1142           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10AE           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00AD           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10B2           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00AE           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1144           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10B0           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00AF           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10B4           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00B0           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1146           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10B2           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00B1           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10B6           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00B2           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1148           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10B4           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00B3           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10B8           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00B4           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C114A           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10B6           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00B5           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10BA           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00B6           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C114C           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10B8           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00B7           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10BC           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00B8           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C114E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10BA           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00B9           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10BE           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00BA           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1150           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10BC           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00BB           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10C0           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00BC           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1152           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10BE           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00BD           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10C2           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00BE           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1154           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10C0           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00BF           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10C4           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00C0           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1156           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10C2           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00C1           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10C6           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00C2           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1158           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10C4           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00C3           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10C8           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00C4           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C115A           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10C6           {@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00C5           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10CA           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00C6           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C115C           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10C8           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00C7           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10CC           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00C8           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C115E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10CA           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00C9           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10CE           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00CA           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1160           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10CC           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00CB           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10D0           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00CC           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1162           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10CE           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00CD           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10D2           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00CE           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1164           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10D0           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00CF           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10D4           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00D0           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1166           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10D2           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00D1           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10D6           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00D2           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1168           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10D4           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00D3           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10D8           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00D4           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C116A           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10D6           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00D5           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10DA           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00D6           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C116C           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10D8           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00D7           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10DC           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00D8           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C116E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10DA           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00D9           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10DE           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00DA           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1170           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10DC           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00DB           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10E0           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00DC           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1172           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10DE           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00DD           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10E2           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00DE           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1174           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10E0           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00DF           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10E4           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00E0           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1176           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10E2           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00E1           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10E6           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00E2           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1178           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10E4           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00E3           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10E8           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00E4           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C117A           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10E6           {@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00E5           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10EA           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00E6           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C117C           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10E8           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00E7           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10EC           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00E8           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C117E           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10EA           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00E9           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10EE           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00EA           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1180           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10EC           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00EB           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10F0           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00EC           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1182           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10EE           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00ED           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10F2           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00EE           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1184           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10F0           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00EF           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10F4           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00F0           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1186           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10F2           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00F1           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10F6           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00F2           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1188           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10F4           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00F3           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10F8           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00F4           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C118A           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10F6           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00F5           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10FA           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00F6           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C118C           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10F8           {@1,$1} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00F7           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10FC           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00F8           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C118E           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10FA           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00F9           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C10FE           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00FA           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1190           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10FC           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00FB           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1100           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00FC           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1192           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C10FE           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00FD           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1102           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F00FE           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1194           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1100           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F00FF           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1104           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0100           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1196           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C1102           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0101           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1108           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r95.0<8;1>:f      r69.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x021C010A           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0102           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1198           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r69.0<1>:f    r67.0<8;1>:f      r96.0<8;1>:f      r70.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0103           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x022C1104           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r69.0<8;1>:f      r95.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r68      r66     null    0x0            0x021C019A           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0104           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x021C023A           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r70.0<8;1>:f      r67.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0105           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1106           {$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     add (1|M0)               r69.0<1>:d    r68.0<0;1,0>:d    1:w               {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r66     r69     0x40            0x020F0107           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r69.0<0;1,0>:ud   r67.0<8;8,1>:ud 
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  while (8|M0)                         L7296                                
L28600:
        endif (8|M0)                         L28616                                
L28616:
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2002           {@4,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r97.0<1>:f    2.0:f                               {Compacted}
(W)     send.dc0 (8|M0)          null     r66     r97     0x40            0x020F019E           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        add (8|M0)               r98.0<1>:f    r67.0<8;8,1>:f    0.0:f               {Compacted,$0.dst}
        add (8|M0)               r95.0<1>:f    r69.0<8;8,1>:f    0.0:f               {Compacted}
        add (8|M0)               acc0.0<1>:f   r70.0<8;8,1>:f    0.0:f               {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r98.0<8;8,1>:f                   {Compacted,@3}
(W)     mov (8|M0)               r70.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1006           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F019D           {@4,$4} // wr:1h+1, rd:0; hword scratch block write x1
        add (8|M0)               r96.0<1>:f    r68.0<8;8,1>:f    0.0:f               {Compacted}
(W)     mov (8|M0)               r69.0<1>:f    r95.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r96.0<8;8,1>:f                   {Compacted,@2}
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C019E           {@2,$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.src}
        mad (8|M0)               r95.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$10.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F019F           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r95      r66     null    0x0            0x022C119D           {@2,$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2,$13.dst}
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C100A           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01A0           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1008           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r69.0<0>:f       {Compacted,$5.dst}
        mad (8|M0)               r67.0<1>:f    acc0.0<8;1>:f     r68.0<8;1>:f      r69.0<0>:f      
(W)     mov (1|M0)               r123.0<1>:f   3.0:f                               {Compacted,$3.src}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01A1           {@3,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01A2           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F023B           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C219F           {$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C023B           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$4.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01A3           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$6.src}
(W)     mov (1|M0)               r123.0<1>:f   4.0:f                               {Compacted,$2.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01A6           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01A4           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C100C           {$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C100E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$9.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01A5           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F023C           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21A3           {$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C023C           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$6.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01A7           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$11.src}
(W)     mov (1|M0)               r123.0<1>:f   5.0:f                               {Compacted,$2.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01AA           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01A8           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1010           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1012           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.src}
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$14.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01A9           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F023D           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21A7           {$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C023D           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$12.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01AB           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$8.src}
(W)     mov (1|M0)               r123.0<1>:f   6.0:f                               {Compacted,$2.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01AE           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01AC           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1014           {$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1016           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$11.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01AD           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F023E           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21AB           {$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C023E           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$8.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01AF           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$5.src}
(W)     mov (1|M0)               r123.0<1>:f   7.0:f                               {Compacted,$0.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01B2           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01B0           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1018           {$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C101A           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$0.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01B1           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F023F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21AF           {$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C023F           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$15.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01B3           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$1.src}
(W)     mov (1|M0)               r123.0<1>:f   8.0:f                               {Compacted,$13.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01B6           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01B4           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C101C           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C101E           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$5.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01B5           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0240           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21B3           {$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0240           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$1.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01B7           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$3.src}
(W)     mov (1|M0)               r123.0<1>:f   9.0:f                               {Compacted,$4.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01BA           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01B8           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1020           {$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1022           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$6.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01B9           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0241           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21B7           {$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0241           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$3.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01BB           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$2.src}
(W)     mov (1|M0)               r123.0<1>:f   10.0:f                               {Compacted,$10.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01BE           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01BC           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1024           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1026           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$12.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01BD           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0242           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21BB           {$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0242           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$2.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01BF           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$7.src}
(W)     mov (1|M0)               r123.0<1>:f   11.0:f                               {Compacted,$9.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01C2           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01C0           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1028           {$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C102A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$8.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01C1           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0243           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21BF           {$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0243           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$7.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01C3           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$13.src}
(W)     mov (1|M0)               r123.0<1>:f   12.0:f                               {Compacted,$14.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01C6           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01C4           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C102C           {$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C102E           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$15.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01C5           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0244           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21C3           {$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0244           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$13.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01C7           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$4.src}
(W)     mov (1|M0)               r123.0<1>:f   13.0:f                               {Compacted,$11.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01CA           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01C8           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1030           {$1} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1032           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$1.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01C9           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0245           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21C7           {$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0245           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$4.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01CB           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$10.src}
(W)     mov (1|M0)               r123.0<1>:f   14.0:f                               {Compacted,$0.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01CE           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01CC           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1034           {$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1036           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$3.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01CD           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0246           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21CB           {$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0246           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$10.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01CF           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$9.src}
(W)     mov (1|M0)               r123.0<1>:f   15.0:f                               {Compacted,$5.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01D2           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01D0           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1038           {$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C103A           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$2.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01D1           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0247           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21CF           {$6} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0247           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$9.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01D3           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$14.src}
(W)     mov (1|M0)               r123.0<1>:f   16.0:f                               {Compacted,$6.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01D6           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01D4           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C103C           {$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C103E           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$7.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01D5           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0248           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21D3           {$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0248           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$14.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01D7           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$11.src}
(W)     mov (1|M0)               r123.0<1>:f   17.0:f                               {$12.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01DA           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01D8           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1040           {$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1042           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$13.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01D9           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0249           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21D7           {$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0249           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$11.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01DB           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$0.src}
(W)     mov (1|M0)               r123.0<1>:f   18.0:f                               {Compacted,$8.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01DE           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01DC           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1044           {$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1046           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$4.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01DD           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F024A           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21DB           {$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C024A           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$0.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01DF           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$5.src}
(W)     mov (1|M0)               r123.0<1>:f   19.0:f                               {$15.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01E2           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01E0           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1048           {$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C104A           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$10.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01E1           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F024B           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21DF           {$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C024B           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$5.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01E3           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$6.src}
(W)     mov (1|M0)               r123.0<1>:f   20.0:f                               {Compacted,$1.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01E6           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01E4           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C104C           {$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C104E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$9.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01E5           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F024C           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21E3           {$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C024C           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$6.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01E7           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$12.src}
(W)     mov (1|M0)               r123.0<1>:f   21.0:f                               {$3.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01EA           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01E8           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1050           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1052           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$14.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01E9           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F024D           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21E7           {$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C024D           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$12.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01EB           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$8.src}
(W)     mov (1|M0)               r123.0<1>:f   22.0:f                               {Compacted,$2.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01EE           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01EC           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1054           {$11} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1056           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$11.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01ED           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F024E           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21EB           {$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C024E           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$8.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01EF           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$15.src}
(W)     mov (1|M0)               r123.0<1>:f   23.0:f                               {$7.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01F2           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01F0           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1058           {$0} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C105A           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$0.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01F1           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F024F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21EF           {$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C024F           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$15.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01F3           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$1.src}
(W)     mov (1|M0)               r123.0<1>:f   24.0:f                               {Compacted,$13.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01F6           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01F4           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C105C           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C105E           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$5.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01F5           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0250           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21F3           {$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0250           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$1.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01F7           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$3.src}
(W)     mov (1|M0)               r123.0<1>:f   25.0:f                               {$4.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01FA           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01F8           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1060           {$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1062           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$6.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01F9           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0251           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21F7           {$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0251           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$3.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01FB           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$2.src}
(W)     mov (1|M0)               r123.0<1>:f   26.0:f                               {Compacted,$10.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F01FE           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F01FC           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1064           {$12} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1066           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$12.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F01FD           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0252           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21FB           {$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0252           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$2.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F01FF           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$7.src}
(W)     mov (1|M0)               r123.0<1>:f   27.0:f                               {$9.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0202           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0200           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1068           {$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C106A           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$8.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0201           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0253           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C21FF           {$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0253           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$7.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0203           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$13.src}
(W)     mov (1|M0)               r123.0<1>:f   28.0:f                               {Compacted,$14.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0206           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0204           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C106C           {$15} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C106E           {$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$15.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0205           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0254           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2203           {$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0254           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$13.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0207           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$4.src}
(W)     mov (1|M0)               r123.0<1>:f   29.0:f                               {$11.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F020A           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0208           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1070           {$1} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1072           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$1.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0209           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0255           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2207           {$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0255           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$4.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F020B           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$10.src}
(W)     mov (1|M0)               r123.0<1>:f   30.0:f                               {Compacted,$0.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F020E           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F020C           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1074           {$3} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1076           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$3.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F020D           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0256           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C220B           {$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0256           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$10.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F020F           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$9.src}
(W)     mov (1|M0)               r123.0<1>:f   31.0:f                               {$5.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0212           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0210           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1078           {$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C107A           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$2.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0211           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0257           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C220F           {$6} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0257           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$9.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0213           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$14.src}
(W)     mov (1|M0)               r123.0<1>:f   32.0:f                               {Compacted,$6.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0216           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0214           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C107C           {$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C107E           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$7.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0215           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0258           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2213           {$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0258           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$14.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0217           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$11.src}
(W)     mov (1|M0)               r123.0<1>:f   33.0:f                               {$12.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F021A           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0218           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1080           {$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1082           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$13.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0219           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0259           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2217           {$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C0259           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$11.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F021B           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$0.src}
(W)     mov (1|M0)               r123.0<1>:f   34.0:f                               {$8.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F021E           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F021C           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1084           {$4} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1086           {$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$4.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F021D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F025A           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C221B           {$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C025A           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$0.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F021F           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$5.src}
(W)     mov (1|M0)               r123.0<1>:f   35.0:f                               {$15.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0222           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0220           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1088           {$10} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C108A           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$10.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0221           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F025B           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C221F           {$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C025B           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$5.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0223           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$6.src}
(W)     mov (1|M0)               r123.0<1>:f   36.0:f                               {Compacted,$1.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F0226           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0224           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C108C           {$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C108E           {$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$9.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0225           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F025C           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2223           {$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C025C           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$6.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F0227           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$12.src}
(W)     mov (1|M0)               r123.0<1>:f   37.0:f                               {$3.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@2}
(W)     send.dc0 (8|M0)          null     r66     r123    0x40            0x020F022A           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F0228           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1090           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r66     null    0x0            0x022C1092           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r95.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$14.dst}
        mad (8|M0)               r67.0<1>:f    r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r66     r95     0x40            0x020F0229           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F025D           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C2227           {$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r69      r66     null    0x0            0x021C025D           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r67.0<8;1>:f      r97.0<8;1>:f      r70.0<0>:f       {Compacted,$12.dst}
(W)     mov (8|M0)               r70.0<1>:f    r123.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r66     r96     0x40            0x020F022B           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r96.0<1>:f    r123.0<8;8,1>:f                  {Compacted,$8.src}
        mad (8|M0)               r67.0<1>:f    r68.0<8;1>:f      r98.0<8;1>:f      r96.0<0>:f       {Compacted,@1}
(W)     mov (1|M0)               r96.0<1>:f    38.0:f                              
        send.dc0 (8|M0)          null     r66     r67     0x40            0x020F022C           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x022C1094           {$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r66     r96     0x40            0x020F022E           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r97.0<1>:f    r95.0<8;1>:f      r67.0<8;1>:f      r70.0<0>:f       {Compacted,@4,$13.dst}
        mad (8|M0)               acc0.0<1>:f   r69.0<8;1>:f      r68.0<8;1>:f      r70.0<0>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r66     r97     0x40            0x020F022D           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r67      r66     null    0x0            0x024C222B           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$13.src}
        mad (8|M0)               r95.0<1>:f    r67.0<8;1>:f      r62.0<8;1>:f      r70.0<0>:f       {Compacted,$10.dst}
        mad (8|M0)               r69.0<1>:f    r68.0<8;1>:f      r63.0<8;1>:f      r70.0<0>:f       {Compacted}
(W)     mov (8|M0)               r67.0<1>:f    r97.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r68.0<1>:f    r96.0<8;8,1>:f                   {Compacted}
(W)     mov (8|M0)               r62.0<1>:f    r95.0<8;8,1>:f                   {Compacted,@4}
        mad (8|M0)               r70.0<1>:f    r67.0<8;1>:f      r64.0<8;1>:f      r68.0<0>:f       {Compacted,@2}
(W)     mov (1|M0)               r67.0<1>:f    39.0:f                              
(W)     mov (8|M0)               r63.0<1>:f    r69.0<8;8,1>:f                   {Compacted,@6}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r65.0<8;1>:f      r68.0<0>:f      
        mad (8|M0)               r64.0<1>:f    r62.0<8;1>:f      r58.0<8;1>:f      r67.0<0>:f       {Compacted,@3,$11.dst}
(W)     mov (8|M0)               r62.0<1>:f    r70.0<8;8,1>:f                   {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   r63.0<8;1>:f      r59.0<8;1>:f      r67.0<0>:f       {Compacted,@4}
        mad (8|M0)               r58.0<1>:f    acc0.0<8;1>:f     r61.0<8;1>:f      r67.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   r62.0<8;1>:f      r60.0<8;1>:f      r67.0<0>:f       {Compacted,@3}
(W)     mov (1|M0)               r65.0<1>:f    40.0:f                               {Compacted}
        mad (8|M0)               r61.0<1>:f    r64.0<8;1>:f      r54.0<8;1>:f      r65.0<0>:f       {Compacted,@1,$13.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r55.0<8;1>:f      r65.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r56.0<8;1>:f      r65.0<0>:f      
        mad (8|M0)               r54.0<1>:f    r58.0<8;1>:f      r57.0<8;1>:f      r65.0<0>:f       {Compacted,@6}
(W)     mov (1|M0)               r58.0<1>:f    41.0:f                              
        mad (8|M0)               r57.0<1>:f    r61.0<8;1>:f      r50.0<8;1>:f      r58.0<0>:f       {Compacted,@1,$14.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r51.0<8;1>:f      r58.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r52.0<8;1>:f      r58.0<0>:f      
        mad (8|M0)               r50.0<1>:f    r54.0<8;1>:f      r53.0<8;1>:f      r58.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r54.0<1>:f    42.0:f                              
        mad (8|M0)               r53.0<1>:f    r57.0<8;1>:f      r46.0<8;1>:f      r54.0<0>:f       {Compacted,@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r47.0<8;1>:f      r54.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r48.0<8;1>:f      r54.0<0>:f      
        mad (8|M0)               r46.0<1>:f    r50.0<8;1>:f      r49.0<8;1>:f      r54.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r50.0<1>:f    43.0:f                              
        mad (8|M0)               r49.0<1>:f    r53.0<8;1>:f      r42.0<8;1>:f      r50.0<0>:f       {Compacted,@1,$1.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r43.0<8;1>:f      r50.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r44.0<8;1>:f      r50.0<0>:f      
        mad (8|M0)               r42.0<1>:f    r46.0<8;1>:f      r45.0<8;1>:f      r50.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r46.0<1>:f    44.0:f                               {Compacted}
        mad (8|M0)               r45.0<1>:f    r49.0<8;1>:f      r38.0<8;1>:f      r46.0<0>:f       {Compacted,@1,$3.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r39.0<8;1>:f      r46.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r40.0<8;1>:f      r46.0<0>:f      
        mad (8|M0)               r38.0<1>:f    r42.0<8;1>:f      r41.0<8;1>:f      r46.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r42.0<1>:f    45.0:f                              
        mad (8|M0)               r41.0<1>:f    r45.0<8;1>:f      r34.0<8;1>:f      r42.0<0>:f       {Compacted,@1,$4.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r35.0<8;1>:f      r42.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r36.0<8;1>:f      r42.0<0>:f      
        mad (8|M0)               r34.0<1>:f    r38.0<8;1>:f      r37.0<8;1>:f      r42.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r38.0<1>:f    46.0:f                              
        mad (8|M0)               r37.0<1>:f    r41.0<8;1>:f      r30.0<8;1>:f      r38.0<0>:f       {Compacted,@1,$6.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r31.0<8;1>:f      r38.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r32.0<8;1>:f      r38.0<0>:f      
        mad (8|M0)               r30.0<1>:f    r34.0<8;1>:f      r33.0<8;1>:f      r38.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r34.0<1>:f    47.0:f                              
        mad (8|M0)               r33.0<1>:f    r37.0<8;1>:f      r26.0<8;1>:f      r34.0<0>:f       {Compacted,@1,$7.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r27.0<8;1>:f      r34.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r28.0<8;1>:f      r34.0<0>:f      
        mad (8|M0)               r26.0<1>:f    r30.0<8;1>:f      r29.0<8;1>:f      r34.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r30.0<1>:f    48.0:f                               {Compacted}
        mad (8|M0)               r29.0<1>:f    r33.0<8;1>:f      r22.0<8;1>:f      r30.0<0>:f       {Compacted,@1,$9.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r23.0<8;1>:f      r30.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r24.0<8;1>:f      r30.0<0>:f      
        mad (8|M0)               r22.0<1>:f    r26.0<8;1>:f      r25.0<8;1>:f      r30.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r26.0<1>:f    49.0:f                              
        mad (8|M0)               r25.0<1>:f    r29.0<8;1>:f      r18.0<8;1>:f      r26.0<0>:f       {Compacted,@1,$12.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r19.0<8;1>:f      r26.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r20.0<8;1>:f      r26.0<0>:f      
        mad (8|M0)               r18.0<1>:f    r22.0<8;1>:f      r21.0<8;1>:f      r26.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r22.0<1>:f    50.0:f                              
        mad (8|M0)               r21.0<1>:f    r25.0<8;1>:f      r14.0<8;1>:f      r22.0<0>:f       {Compacted,@1,$2.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r15.0<8;1>:f      r22.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r16.0<8;1>:f      r22.0<0>:f      
        mad (8|M0)               r14.0<1>:f    r18.0<8;1>:f      r17.0<8;1>:f      r22.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r18.0<1>:f    51.0:f                              
        mad (8|M0)               r17.0<1>:f    r21.0<8;1>:f      r10.0<8;1>:f      r18.0<0>:f       {Compacted,@1,$5.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r11.0<8;1>:f      r18.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r12.0<8;1>:f      r18.0<0>:f      
        mad (8|M0)               r10.0<1>:f    r14.0<8;1>:f      r13.0<8;1>:f      r18.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r14.0<1>:f    52.0:f                               {Compacted}
        mad (8|M0)               r13.0<1>:f    r17.0<8;1>:f      r6.0<8;1>:f       r14.0<0>:f       {Compacted,@1,$15.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r7.0<8;1>:f       r14.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r8.0<8;1>:f       r14.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r10.0<8;1>:f      r9.0<8;1>:f       r14.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r10.0<1>:f    53.0:f                              
        mad (8|M0)               r9.0<1>:f     r13.0<8;1>:f      r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$8.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r4.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r2.0<1>:f     r6.0<8;1>:f       r5.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     54.0:f                              
(W)     mov (1|M0)               r10.0<1>:f    67.0:f                              
        mad (8|M0)               r5.0<1>:f     r9.0<8;1>:f       r71.0<8;1>:f      r6.0<0>:f        {Compacted,@2}
        mad (8|M0)               r4.0<1>:f     acc1.0<8;1>:f     r72.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     acc0.0<8;1>:f     r73.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r74.0<8;1>:f      r6.0<0>:f        {Compacted,@6}
(W)     mov (1|M0)               r6.0<1>:f     55.0:f                              
(W)     mov (1|M0)               r11.0<1>:f    94.0:f                              
        mad (8|M0)               acc1.0<1>:f   r5.0<8;1>:f       r75.0<8;1>:f      r6.0<0>:f        {Compacted,@2}
        mad (8|M0)               acc0.0<1>:f   r4.0<8;1>:f       r76.0<8;1>:f      r6.0<0>:f        {Compacted,@6}
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r77.0<8;1>:f      r6.0<0>:f        {Compacted,@6}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r78.0<8;1>:f      r6.0<0>:f        {Compacted,@6}
(W)     mov (1|M0)               r6.0<1>:f     56.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r79.0<8;1>:f      r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r80.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r81.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r82.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     57.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r83.0<8;1>:f      r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r84.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r85.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r86.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     58.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r87.0<8;1>:f      r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r88.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r89.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r90.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     59.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r91.0<8;1>:f      r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r92.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r93.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r94.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     60.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r99.0<8;1>:f      r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r100.0<8;1>:f     r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r101.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r102.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     61.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r103.0<8;1>:f     r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r104.0<8;1>:f     r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r105.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r106.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     62.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r107.0<8;1>:f     r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r108.0<8;1>:f     r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r109.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r110.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     63.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r111.0<8;1>:f     r6.0<0>:f        {@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r112.0<8;1>:f     r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r113.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r114.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     64.0:f                               {Compacted}
(W)     mov (8|M0)               r112.0<1>:f   r66.0<8;8,1>:f                   {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r115.0<8;1>:f     r6.0<0>:f        {@2,$10.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r116.0<8;1>:f     r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r117.0<8;1>:f     r6.0<0>:f        {Compacted,@6}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r118.0<8;1>:f     r6.0<0>:f        {Compacted,@6}
(W)     mov (1|M0)               r6.0<1>:f     65.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r119.0<8;1>:f     r6.0<0>:f        {@1,$11.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r120.0<8;1>:f     r6.0<0>:f       
        mad (8|M0)               r3.0<1>:f     r3.0<8;1>:f       r121.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r2.0<1>:f     r2.0<8;1>:f       r122.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     66.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r124.0<8;1>:f     r6.0<0>:f        {@1,$14.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r125.0<8;1>:f     r6.0<0>:f       
        mad (8|M0)               r7.0<1>:f     r3.0<8;1>:f       r126.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r2.0<8;1>:f       r127.0<8;1>:f     r6.0<0>:f        {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C2232           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r2.0<8;1>:f       r10.0<0>:f       {$3.dst}
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C1235           {@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc0.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@4}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@4,$4.dst}
(W)     mov (1|M0)               r10.0<1>:f    68.0:f                              
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C2237           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$5.dst}
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C2096           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    69.0:f                              
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$6.dst}
        mad (8|M0)               r9.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C1099           {@1,$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc1.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$7.dst}
(W)     mov (1|M0)               r10.0<1>:f    70.0:f                              
        mad (8|M0)               r8.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C209B           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$8.dst}
        mad (8|M0)               r7.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C209E           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    71.0:f                              
        mad (8|M0)               acc1.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$9.dst}
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10A1           {@1,$10} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc0.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$10.dst}
(W)     mov (1|M0)               r10.0<1>:f    72.0:f                               {Compacted}
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20A3           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$11.dst}
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20A6           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    73.0:f                              
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$12.dst}
        mad (8|M0)               r9.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10A9           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc1.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$13.dst}
(W)     mov (1|M0)               r10.0<1>:f    74.0:f                              
        mad (8|M0)               r8.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20AB           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$14.dst}
        mad (8|M0)               r7.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20AE           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    75.0:f                              
        mad (8|M0)               acc1.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$15.dst}
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10B1           {@1,$0} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc0.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$0.dst}
(W)     mov (1|M0)               r10.0<1>:f    76.0:f                              
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20B3           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$1.dst}
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20B6           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    77.0:f                              
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$2.dst}
        mad (8|M0)               r9.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10B9           {@1,$3} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc1.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$3.dst}
(W)     mov (1|M0)               r10.0<1>:f    78.0:f                              
        mad (8|M0)               r8.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20BB           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$4.dst}
        mad (8|M0)               r7.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20BE           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    79.0:f                              
        mad (8|M0)               acc1.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$5.dst}
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10C1           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc0.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$6.dst}
(W)     mov (1|M0)               r10.0<1>:f    80.0:f                               {Compacted}
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20C3           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$7.dst}
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20C6           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    81.0:f                              
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$8.dst}
        mad (8|M0)               r9.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10C9           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc1.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$9.dst}
(W)     mov (1|M0)               r10.0<1>:f    82.0:f                              
        mad (8|M0)               r8.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20CB           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$10.dst}
        mad (8|M0)               r7.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20CE           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    83.0:f                              
        mad (8|M0)               acc1.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$11.dst}
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10D1           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc0.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$12.dst}
(W)     mov (1|M0)               r10.0<1>:f    84.0:f                              
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20D3           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$13.dst}
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20D6           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    85.0:f                              
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$14.dst}
        mad (8|M0)               r9.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10D9           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc1.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$15.dst}
(W)     mov (1|M0)               r10.0<1>:f    86.0:f                              
        mad (8|M0)               r8.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20DB           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$0.dst}
        mad (8|M0)               r7.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20DE           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    87.0:f                              
        mad (8|M0)               acc1.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$1.dst}
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10E1           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc0.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$2.dst}
(W)     mov (1|M0)               r10.0<1>:f    88.0:f                               {Compacted}
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20E3           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$3.dst}
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20E6           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    89.0:f                              
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$4.dst}
        mad (8|M0)               r9.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10E9           {@1,$5} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc1.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$5.dst}
(W)     mov (1|M0)               r10.0<1>:f    90.0:f                              
        mad (8|M0)               r8.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20EB           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$6.dst}
        mad (8|M0)               r7.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20EE           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    91.0:f                              
        mad (8|M0)               acc1.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$7.dst}
        mad (8|M0)               r9.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10F1           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc0.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$8.dst}
(W)     mov (1|M0)               r10.0<1>:f    92.0:f                              
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20F3           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$9.dst}
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20F6           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r10.0<1>:f    93.0:f                              
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@1,$10.dst}
        mad (8|M0)               r9.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r10.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C10F9           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               acc1.0<1>:f   r7.0<8;1>:f       r4.0<8;1>:f       r10.0<0>:f       {Compacted,@5}
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r10.0<0>:f       {Compacted,@5,$11.dst}
        mad (8|M0)               r10.0<1>:f    acc0.0<8;1>:f     r3.0<8;1>:f       r11.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20FB           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r9.0<8;1>:f       r2.0<8;1>:f       r11.0<0>:f       {Compacted,@4,$12.dst}
        mad (8|M0)               r8.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r11.0<0>:f      
        mad (8|M0)               r6.0<1>:f     r6.0<8;1>:f       r4.0<8;1>:f       r11.0<0>:f       {Compacted,@4}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C20FE           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r11.0<1>:f    95.0:f                              
        mad (8|M0)               acc1.0<1>:f   r10.0<8;1>:f      r2.0<8;1>:f       r11.0<0>:f       {Compacted,@1,$13.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r3.0<8;1>:f       r11.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x022C1101           {@1,$14} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r8.0<1>:f     r8.0<8;1>:f       r4.0<8;1>:f       r11.0<0>:f       {Compacted,@5}
        mad (8|M0)               r9.0<1>:f     r6.0<8;1>:f       r2.0<8;1>:f       r11.0<0>:f       {Compacted,@5,$14.dst}
(W)     mov (1|M0)               r11.0<1>:f    96.0:f                               {Compacted}
        mad (8|M0)               r6.0<1>:f     acc1.0<8;1>:f     r3.0<8;1>:f       r11.0<0>:f       {@1}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x024C2103           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r7.0<1>:f     acc0.0<8;1>:f     r2.0<8;1>:f       r11.0<0>:f       {$15.dst}
(W)     send.dc0 (16|M0)         r2       r66     null    0x0            0x021C0001           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r8.0<1>:f     r8.0<8;1>:f       r3.0<8;1>:f       r11.0<0>:f       {Compacted,@5}
        mad (8|M0)               r9.0<1>:f     r9.0<8;1>:f       r4.0<8;1>:f       r11.0<0>:f       {Compacted,@5}
        send.dc1 (8|M0)          null     r2      r6      0x100            0x02026000           {@1,$0} // wr:1+4, rd:0; untyped surface write with xyzw
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (8|M0)          r2       r66     null    0x0            0x0219E000           {$1} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$1.dst}
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L41048:
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
