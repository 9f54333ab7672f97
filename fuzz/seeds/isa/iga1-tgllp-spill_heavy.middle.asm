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
