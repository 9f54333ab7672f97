L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x60:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x40:uw              {Compacted,$2.src}
        send.ugm (1|M0)          r5       r127    null:0  0xFF000000            0x6218C500           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r4.14<1>:ud   r0.5<0;1,0>:ud    0xFFFFFC00:ud              {$2.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
(W)     mov (16|M0)              r1.0<1>:uq    r5.0<1;1,0>:uq                   {Compacted,I@1}
        mov (16|M0)              r10.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,I@1}
        shl (16|M0)              r7.0<1>:q     r10.0<2;1,0>:ud   4:w               {Compacted,I@1}
        mov (16|M16)             r10.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        shl (16|M16)             r122.0<1>:q   r10.0<2;1,0>:ud   4:w               {Compacted,I@1}
(W)     mov (16|M0)              r1.0<1>:uq    r7.0<1;1,0>:uq                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3000           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r6.0<1>:d     r1.0<2;1,0>:d                    {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r122.0<2;1,0>:d                  {Compacted}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted,$1.dst}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@2}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3010           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3008           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3008           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3010           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   112:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     112:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3020           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3018           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3018           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3020           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   224:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     224:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3030           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3028           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
