(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0023           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r34.0<1>:f    r63.0<8;1>:f      r34.0<8;1>:f      r30.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F017C           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00D3           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r30.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00CF           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F017D           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r30.0<1>:f    r59.0<8;1>:f      r30.0<8;1>:f      r26.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0027           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r122.0<1>:f   r26.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C002B           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r26.0<1>:f    r63.0<8;1>:f      r26.0<8;1>:f      r22.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F017E           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00DB           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r22.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00D7           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F017F           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r22.0<1>:f    r59.0<8;1>:f      r22.0<8;1>:f      r18.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C002F           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r18.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0033           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r18.0<1>:f    r63.0<8;1>:f      r18.0<8;1>:f      r14.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0180           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00E3           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r14.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00DF           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0181           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r14.0<1>:f    r59.0<8;1>:f      r14.0<8;1>:f      r10.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0037           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r122.0<1>:f   r10.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C003B           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r10.0<1>:f    r63.0<8;1>:f      r10.0<8;1>:f      r5.0<1>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0182           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00EB           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r5.0<8;1>:f       r59.0<8;1>:f      r60.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00E7           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0183           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r5.0<1>:f     r59.0<8;1>:f      r5.0<8;1>:f       r71.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C003F           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r122.0<1>:f   r71.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0043           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r71.0<1>:f    r63.0<8;1>:f      r71.0<8;1>:f      r75.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0184           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00F3           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r75.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00EF           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0185           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r75.0<1>:f    r59.0<8;1>:f      r75.0<8;1>:f      r79.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0047           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r122.0<1>:f   r79.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C004B           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r79.0<1>:f    r63.0<8;1>:f      r79.0<8;1>:f      r83.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0186           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00FB           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r83.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00F7           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
