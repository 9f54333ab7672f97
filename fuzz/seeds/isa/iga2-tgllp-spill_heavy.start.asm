L0:
(W)     mov (8|M0)               r67.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r5.0<0;1,0>:ud    r67.2<0;1,0>:uw  {@1}
(W)     mach (1|M0)              r3.0<1>:ud    r5.0<0;1,0>:ud    r67.1<0;1,0>:ud  {AccWrEn}
        mov (8|M0)               r118.0<1>:d   r1.0<8;8,1>:uw                  
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        addc (8|M0)              r117.0<1>:ud  r2.0<0;1,0>:ud    r118.0<8;8,1>:ud {AccWrEn,Compacted,@1}
        add (8|M0)               r64.0<1>:d    r117.0<8;8,1>:d   r4.0<0;1,0>:d    {Compacted,@1}
        add (8|M0)               r61.0<1>:ud   acc0.0<8;8,1>:ud  r3.0<0;1,0>:ud   {@5}
        shl (8|M0)               r99.0<1>:d    r64.0<8;8,1>:d    4:w               {Compacted,@2}
        send.dc0 (8|M0)          null     r67     r99     0x40            0x020F019A           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r78.0<1>:f    r99.0<8;8,1>:f                   {Compacted}
        add (8|M0)               acc0.0<1>:d   r78.0<8;8,1>:d    112:w               {Compacted,@1}
        add (8|M0)               r49.0<1>:d    r78.0<8;8,1>:d    224:w               {Compacted}
        add (8|M0)               r48.0<1>:d    r78.0<8;8,1>:d    336:w               {Compacted}
        and (8|M0)               r50.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r49.0<1>:d    r49.0<8;8,1>:d    4080:w               {@3}
        and (8|M0)               r48.0<1>:d    r48.0<8;8,1>:d    4080:w               {@3}
        sync.nop                             null                             {Compacted,$0.src}
        send.dc1 (8|M0)          r98      r50     null    0x0            0x02406001           {@3,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r94      r49     null    0x0            0x02406001           {@2,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r90      r48     null    0x0            0x02406001           {@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)               r117.0<1>:d   r78.0<8;8,1>:d    4080:w              
        add (8|M0)               acc0.0<1>:d   r78.0<8;8,1>:d    448:w               {Compacted}
        send.dc1 (8|M0)          r102     r117    null    0x0            0x02406001           {@2,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)               r12.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r86      r12     null    0x0            0x02406001           {@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         r77      r67     null    0x0            0x021C019A           {$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r67     r98     0x100            0x020F2004           {$1} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r94     0x100            0x020F2008           {$2} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r90     0x100            0x020F200C           {$3} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r102    0x100            0x020F2000           {$4} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r86     0x100            0x020F2010           {$5} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r76.0<1>:f    r77.0<8;8,1>:f                   {Compacted,$6.dst}
        add (8|M0)               acc0.0<1>:d   r77.0<8;8,1>:d    784:w               {Compacted}
        add (8|M0)               r47.0<1>:d    r77.0<8;8,1>:d    560:w               {Compacted}
        add (8|M0)               r46.0<1>:d    r77.0<8;8,1>:d    672:w               {Compacted}
        add (8|M0)               r44.0<1>:d    r77.0<8;8,1>:d    896:w               {Compacted}
        add (8|M0)               r43.0<1>:d    r76.0<8;8,1>:d    1120:w               {Compacted,@5}
        add (8|M0)               r42.0<1>:d    r76.0<8;8,1>:d    1232:w               {Compacted}
        add (8|M0)               r41.0<1>:d    r76.0<8;8,1>:d    1344:w               {Compacted}
        add (8|M0)               r40.0<1>:d    r76.0<8;8,1>:d    1456:w               {Compacted}
        add (8|M0)               r10.0<1>:d    r76.0<8;8,1>:d    1568:w               {Compacted}
        and (8|M0)               r45.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r47.0<1>:d    r47.0<8;8,1>:d    4080:w               {@7}
        send.dc1 (8|M0)          r72      r45     null    0x0            0x02406001           {@2,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)               r46.0<1>:d    r46.0<8;8,1>:d    4080:w               {@7}
        and (8|M0)               r44.0<1>:d    r44.0<8;8,1>:d    4080:w               {@7}
        and (8|M0)               r43.0<1>:d    r43.0<8;8,1>:d    4080:w               {@7}
        and (8|M0)               r42.0<1>:d    r42.0<8;8,1>:d    4080:w               {@7}
        and (8|M0)               r41.0<1>:d    r41.0<8;8,1>:d    4080:w               {@7}
        and (8|M0)               r40.0<1>:d    r40.0<8;8,1>:d    4080:w               {@7}
        and (8|M0)               r10.0<1>:d    r10.0<8;8,1>:d    4080:w               {@7}
        send.dc1 (8|M0)          r82      r47     null    0x0            0x02406001           {@7,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r78      r46     null    0x0            0x02406001           {@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r68      r44     null    0x0            0x02406001           {@6,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r55      r43     null    0x0            0x02406001           {@5,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r51      r42     null    0x0            0x02406001           {@4,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r47      r41     null    0x0            0x02406001           {@3,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r43      r40     null    0x0            0x02406001           {@2,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r39      r10     null    0x0            0x02406001           {@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r77.0<8;8,1>:d    1008:w               {Compacted}
        and (8|M0)               r11.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r59      r11     null    0x0            0x02406001           {@1,$0} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r72     0x100            0x020F201C           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r75.0<1>:f    r76.0<8;8,1>:f                   {Compacted,$7.src}
(W)     mov (8|M0)               r74.0<1>:f    r75.0<8;8,1>:f                   {Compacted,@1}
        add (8|M0)               acc0.0<1>:d   r75.0<8;8,1>:d    2128:w              
(W)     mov (8|M0)               r73.0<1>:f    r74.0<8;8,1>:f                   {Compacted,@2}
        and (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   4080:w              
(W)     mov (8|M0)               r72.0<1>:f    r73.0<8;8,1>:f                   {Compacted,@2}
        send.dc1 (8|M0)          r19      r9      null    0x0            0x02406001           {@2,$6} // wr:1+0, rd:4; untyped surface read with xyzw
