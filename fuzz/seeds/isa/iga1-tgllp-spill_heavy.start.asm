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
