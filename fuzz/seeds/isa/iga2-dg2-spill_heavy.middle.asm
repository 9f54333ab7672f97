(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C115B           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r57.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F009A           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r4.0<1>:f     r57.0<1;0>:f      r87.0<1;0>:f      r56.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00AE           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0172           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00A2           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C008A           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F009E           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r56.0<1;0>:f      r57.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C00A6           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0173           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C115D           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00A2           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r86.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0174           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00AA           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r56.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00A6           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0092           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r54.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00B2           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0175           {$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C215F           {$11} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AA           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00BA           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AE           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B6           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00BE           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00B2           {$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2162           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00B6           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00C6           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00BA           {$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C2           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00CA           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00BE           {$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2165           {$3} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C2           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$14.dst}
