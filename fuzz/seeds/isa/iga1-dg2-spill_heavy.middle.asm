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
