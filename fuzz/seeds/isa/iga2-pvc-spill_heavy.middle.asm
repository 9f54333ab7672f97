(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1188           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1180           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1190           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$4.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1188           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1198           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$6.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1190           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32D0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11A0           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1198           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11A8           {$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11A0           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11B0           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11A8           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11B8           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11B0           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32D8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11C0           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$1.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11B8           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11C8           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11C0           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11D0           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11C8           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11D8           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11D0           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32E0           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11E0           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11D8           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11E8           {$2} // wr:1h+0, rd:1; hword scratch block read x2
