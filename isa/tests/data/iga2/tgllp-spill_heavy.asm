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
(W)     send.dc0 (16|M0)         null     r67     r82     0x100            0x020F2014           {$8} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r78     0x100            0x020F2018           {$9} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r47     0x100            0x020F2030           {$13} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r39     0x100            0x020F2038           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r75.0<8;8,1>:d    1680:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r67     r68     0x100            0x020F2020           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        and (8|M0)               r39.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$15.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F2024           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r35      r39     null    0x0            0x02406001           {@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$0.src}
(W)     mov (8|M0)               r61.0<1>:f    r72.0<8;8,1>:f                   {Compacted,@3}
(W)     send.dc0 (16|M0)         null     r67     r51     0x100            0x020F202C           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r61.0<8;8,1>:d    272:w               {Compacted,@1}
        add (8|M0)               r59.0<1>:d    r61.0<8;8,1>:d    160:w               {Compacted}
        and (8|M0)               r60.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r59.0<1>:d    r59.0<8;8,1>:d    4080:w               {@2}
        sync.nop                             null                             {Compacted,$13.src}
        send.dc1 (8|M0)          r47      r60     null    0x0            0x02406001           {@2,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C019A           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.src}
        send.dc1 (8|M0)          r51      r59     null    0x0            0x02406001           {@1,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r61.0<8;8,1>:d    384:w               {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         null     r67     r43     0x100            0x020F2034           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        and (8|M0)               r62.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        add (8|M0)               r65.0<1>:d    r61.0<8;8,1>:d    496:w               {Compacted}
        sync.nop                             null                             {Compacted,$5.src}
        send.dc1 (8|M0)          r43      r62     null    0x0            0x02406001           {@2,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r61.0<8;8,1>:d    608:w               {Compacted}
        sync.nop                             null                             {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         null     r67     r55     0x100            0x020F2028           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        and (8|M0)               r66.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r65.0<1>:d    r65.0<8;8,1>:d    4080:w               {@3}
        send.dc1 (8|M0)          r39      r65     null    0x0            0x02406001           {@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         null     r67     r19     0x100            0x020F204C           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r73.0<8;8,1>:d    2912:w              
        add (8|M0)               r21.0<1>:d    r73.0<8;8,1>:d    3024:w               {$13.src}
        add (8|M0)               r20.0<1>:d    r73.0<8;8,1>:d    3136:w              
        add (8|M0)               r19.0<1>:d    r72.0<8;8,1>:d    3360:w              
        and (8|M0)               r22.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r21.0<1>:d    r21.0<8;8,1>:d    4080:w               {@4}
        and (8|M0)               r20.0<1>:d    r20.0<8;8,1>:d    4080:w               {@4}
        and (8|M0)               r19.0<1>:d    r19.0<8;8,1>:d    4080:w               {@4}
        send.dc1 (8|M0)          r108     r22     null    0x0            0x02406001           {@4,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$4.src}
        send.dc1 (8|M0)          r104     r21     null    0x0            0x02406001           {@3,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$1.src}
        send.dc1 (8|M0)          r100     r20     null    0x0            0x02406001           {@2,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$3.src}
        send.dc1 (8|M0)          r92      r19     null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r35     0x100            0x020F203C           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r75.0<8;8,1>:d    1792:w               {Compacted}
        and (8|M0)               r35.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$1.src}
        send.dc1 (8|M0)          r31      r35     null    0x0            0x02406001           {@1,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r35      r66     null    0x0            0x02406001           {$6} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     mov (8|M0)               r59.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     mov (8|M0)               r63.0<1>:f    r59.0<8;8,1>:f                   {Compacted,@1}
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    2960:w               {@1}
        and (8|M0)               r121.0<1>:d   acc0.0<8;8,1>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r67     r108    0x100            0x020F2068           {$15} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r104    0x100            0x020F206C           {$10} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r100    0x100            0x020F2070           {$0} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r92     0x100            0x020F2078           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               r108.0<1>:d   r59.0<8;8,1>:d    2624:w               {$15.src}
        add (8|M0)               r104.0<1>:d   r59.0<8;8,1>:d    2512:w               {$10.src}
        add (8|M0)               r100.0<1>:d   r59.0<8;8,1>:d    2400:w               {$0.src}
(W)     send.dc0 (16|M0)         null     r67     r31     0x100            0x020F2040           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r75.0<8;8,1>:d    1904:w               {Compacted}
        add (8|M0)               r92.0<1>:d    r59.0<8;8,1>:d    2176:w               {$12.src}
        and (8|M0)               r31.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$14.src}
        and (8|M0)               r108.0<1>:d   r108.0<8;8,1>:d   4080:w               {@6}
        send.dc1 (8|M0)          r27      r31     null    0x0            0x02406001           {@2,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)               r104.0<1>:d   r104.0<8;8,1>:d   4080:w               {@6}
        and (8|M0)               r100.0<1>:d   r100.0<8;8,1>:d   4080:w               {@6}
        and (8|M0)               r92.0<1>:d    r92.0<8;8,1>:d    4080:w               {@5}
(W)     send.dc0 (16|M0)         null     r67     r27     0x100            0x020F2044           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r75.0<8;8,1>:d    2016:w               {Compacted}
        add (8|M0)               r27.0<1>:d    r74.0<8;8,1>:d    2240:w               {$11.src}
        and (8|M0)               r28.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r27.0<1>:d    r27.0<8;8,1>:d    4080:w               {@2}
        send.dc1 (8|M0)          r23      r28     null    0x0            0x02406001           {@2,$5} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r15      r27     null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r23     0x100            0x020F2048           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r74.0<8;8,1>:d    2464:w              
        add (8|M0)               r26.0<1>:d    r74.0<8;8,1>:d    2352:w               {$5.src}
        and (8|M0)               r25.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        add (8|M0)               acc0.0<1>:d   r74.0<8;8,1>:d    2576:w              
        send.dc1 (8|M0)          r7       r25     null    0x0            0x02406001           {@2,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)               r26.0<1>:d    r26.0<8;8,1>:d    4080:w               {@3}
        and (8|M0)               r24.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r11      r26     null    0x0            0x02406001           {@2,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r2       r24     null    0x0            0x02406001           {@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r15     0x100            0x020F2050           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r72.0<8;8,1>:d    3472:w              
        add (8|M0)               r17.0<1>:d    r72.0<8;8,1>:d    3584:w               {$8.src}
        and (8|M0)               r18.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        add (8|M0)               r16.0<1>:d    r72.0<8;8,1>:d    3696:w              
        sync.nop                             null                             {Compacted,$5.src}
        send.dc1 (8|M0)          r88      r18     null    0x0            0x02406001           {@2,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r61.0<8;8,1>:d    3920:w              
        and (8|M0)               r17.0<1>:d    r17.0<8;8,1>:d    4080:w               {@4}
        and (8|M0)               r16.0<1>:d    r16.0<8;8,1>:d    4080:w               {@3}
        and (8|M0)               r15.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        sync.nop                             null                             {Compacted,$8.src}
        send.dc1 (8|M0)          r84      r17     null    0x0            0x02406001           {@3,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r80      r16     null    0x0            0x02406001           {@2,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r73.0<8;8,1>:d    2800:w              
        and (8|M0)               r23.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r112     r23     null    0x0            0x02406001           {@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r7      0x100            0x020F2058           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r74.0<8;8,1>:d    2688:w              
        add (8|M0)               r7.0<1>:d     r73.0<8;8,1>:d    3248:w               {$13.src}
        and (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r7.0<1>:d     r7.0<8;8,1>:d     4080:w               {@2}
(W)     send.dc0 (16|M0)         null     r67     r11     0x100            0x020F2054           {$2} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r2      0x100            0x020F205C           {$3} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r116     r8      null    0x0            0x02406001           {@2,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r96      r7      null    0x0            0x02406001           {@1,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r61.0<8;8,1>:d    4032:w              
        add (8|M0)               r5.0<1>:d     r72.0<8;8,1>:d    3808:w               {$3.src}
        and (8|M0)               r14.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$2.src}
        and (8|M0)               r5.0<1>:d     r5.0<8;8,1>:d     4080:w               {@2}
        send.dc1 (8|M0)          r72      r15     null    0x0            0x02406001           {@7,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$10.src}
        send.dc1 (8|M0)          r68      r14     null    0x0            0x02406001           {@2,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r76      r5      null    0x0            0x02406001           {@1,$12} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r88     0x100            0x020F207C           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               r88.0<1>:d    r59.0<8;8,1>:d    2064:w               {$4.src}
(W)     send.dc0 (16|M0)         null     r67     r84     0x100            0x020F2080           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r80     0x100            0x020F2084           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               r13.0<1>:d    r61.0<8;8,1>:d    48:w               {Compacted}
        add (8|M0)               r84.0<1>:d    r60.0<8;8,1>:d    1952:w               {Compacted,$7.src}
        add (8|M0)               r80.0<1>:d    r60.0<8;8,1>:d    1840:w               {Compacted,$9.src}
(W)     send.dc0 (16|M0)         null     r67     r112    0x100            0x020F2064           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    2736:w              
        and (8|M0)               r88.0<1>:d    r88.0<8;8,1>:d    4080:w               {@5}
        and (8|M0)               r13.0<1>:d    r13.0<8;8,1>:d    4080:w               {@5}
        and (8|M0)               r84.0<1>:d    r84.0<8;8,1>:d    4080:w               {@5}
        and (8|M0)               r80.0<1>:d    r80.0<8;8,1>:d    4080:w               {@5}
        and (8|M0)               r112.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$1.src}
        send.dc1 (8|M0)          r55      r13     null    0x0            0x02406001           {@4,$14} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r116    0x100            0x020F2060           {$15} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r96     0x100            0x020F2074           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
        send.dc1 (8|M0)          r117     r121    null    0x0            0x02406001           {$11} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               r96.0<1>:d    r59.0<8;8,1>:d    2288:w               {$10.src}
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    3184:w              
        add (8|M0)               r59.0<1>:d    r63.0<8;8,1>:d    3072:w              
        and (8|M0)               r121.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$11.src}
        and (8|M0)               r59.0<1>:d    r59.0<8;8,1>:d    4080:w               {@2}
(W)     send.dc0 (16|M0)         null     r67     r72     0x100            0x020F208C           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r68     0x100            0x020F2090           {$0} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r67     r76     0x100            0x020F2088           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r123     r59     null    0x0            0x02406001           {@1,$5} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               r72.0<1>:d    r60.0<8;8,1>:d    1168:w               {Compacted,$6.src}
        add (8|M0)               r73.0<1>:d    r60.0<8;8,1>:d    1280:w               {Compacted}
        add (8|M0)               r74.0<1>:d    r60.0<8;8,1>:d    1392:w               {Compacted}
        add (8|M0)               r75.0<1>:d    r60.0<8;8,1>:d    1504:w               {Compacted}
        add (8|M0)               r68.0<1>:d    r61.0<8;8,1>:d    720:w               {Compacted,$0.src}
        add (8|M0)               r69.0<1>:d    r61.0<8;8,1>:d    832:w               {Compacted}
        add (8|M0)               r70.0<1>:d    r61.0<8;8,1>:d    944:w               {Compacted}
        add (8|M0)               r71.0<1>:d    r60.0<8;8,1>:d    1056:w               {Compacted}
        add (8|M0)               r76.0<1>:d    r60.0<8;8,1>:d    1616:w               {Compacted,$12.src}
        add (8|M0)               r77.0<1>:d    r60.0<8;8,1>:d    1728:w               {Compacted}
        send.dc1 (8|M0)          r59      r121    null    0x0            0x02406001           {@1,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               r116.0<1>:d   r63.0<8;8,1>:d    2848:w              
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    3296:w              
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C019A           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        and (8|M0)               r121.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$8.src}
        and (8|M0)               r96.0<1>:d    r96.0<8;8,1>:d    4080:w              
        and (8|M0)               r72.0<1>:d    r72.0<8;8,1>:d    4080:w              
        and (8|M0)               r73.0<1>:d    r73.0<8;8,1>:d    4080:w              
        and (8|M0)               r74.0<1>:d    r74.0<8;8,1>:d    4080:w              
        and (8|M0)               r75.0<1>:d    r75.0<8;8,1>:d    4080:w              
        and (8|M0)               r68.0<1>:d    r68.0<8;8,1>:d    4080:w              
        and (8|M0)               r69.0<1>:d    r69.0<8;8,1>:d    4080:w              
        and (8|M0)               r70.0<1>:d    r70.0<8;8,1>:d    4080:w              
        and (8|M0)               r71.0<1>:d    r71.0<8;8,1>:d    4080:w              
        and (8|M0)               r76.0<1>:d    r76.0<8;8,1>:d    4080:w              
        and (8|M0)               r77.0<1>:d    r77.0<8;8,1>:d    4080:w              
        and (8|M0)               r116.0<1>:d   r116.0<8;8,1>:d   4080:w              
        send.dc1 (8|M0)          r15      r72     null    0x0            0x02406001           {@7,$2} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r11      r73     null    0x0            0x02406001           {@7,$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r7       r74     null    0x0            0x02406001           {@7,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r2       r75     null    0x0            0x02406001           {@7,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r31      r68     null    0x0            0x02406001           {@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r27      r69     null    0x0            0x02406001           {@6,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r23      r70     null    0x0            0x02406001           {@5,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r19      r71     null    0x0            0x02406001           {@4,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r72      r77     null    0x0            0x02406001           {@2,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r68      r76     null    0x0            0x02406001           {@3,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r76      r80     null    0x0            0x02406001           {$12} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r80      r84     null    0x0            0x02406001           {$14} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r84      r88     null    0x0            0x02406001           {$11} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r88      r92     null    0x0            0x02406001           {$5} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r92      r96     null    0x0            0x02406001           {$8} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r96      r100    null    0x0            0x02406001           {$13} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r100     r104    null    0x0            0x02406001           {$2} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r104     r108    null    0x0            0x02406001           {$3} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r108     r112    null    0x0            0x02406001           {$4} // wr:1+0, rd:4; untyped surface read with xyzw
        send.dc1 (8|M0)          r112     r116    null    0x0            0x02406001           {@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         null     r67     r123    0x100            0x020F21A7           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F21A2           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r121    null    0x0            0x02406001           {$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    3408:w               {$13.dst}
        add (8|M0)               r66.0<1>:d    r63.0<8;8,1>:d    3520:w               {$6.src}
        and (8|M0)               r116.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$7.src}
        and (8|M0)               r66.0<1>:d    r66.0<8;8,1>:d    4080:w               {@2}
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    3744:w              
        add (8|M0)               r122.0<1>:d   r63.0<8;8,1>:d    3856:w              
        and (8|M0)               r65.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$9.src}
        and (8|M0)               r122.0<1>:d   r122.0<8;8,1>:d   4080:w               {@2}
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    4080:w              
        and (8|M0)               r121.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$9.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F219B           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r116    null    0x0            0x02406001           {@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    3632:w              
        and (8|M0)               r116.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$9.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F2094           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r66     null    0x0            0x02406001           {@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    3968:w              
        and (8|M0)               r66.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$9.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F2098           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r116    null    0x0            0x02406001           {@3,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    96:w               {Compacted}
        and (8|M0)               r116.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$9.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F209C           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r65     null    0x0            0x02406001           {@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    208:w               {Compacted}
        and (8|M0)               r65.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$9.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20A0           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r122    null    0x0            0x02406001           {@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20A4           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r66     null    0x0            0x02406001           {@5,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    320:w               {Compacted}
        and (8|M0)               r66.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$9.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20A8           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r121    null    0x0            0x02406001           {@7,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20AC           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r116    null    0x0            0x02406001           {@5,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20B0           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r65     null    0x0            0x02406001           {@3,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    432:w               {Compacted}
        add (8|M0)               r63.0<1>:d    r63.0<8;8,1>:d    544:w               {Compacted}
        and (8|M0)               r65.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$9.src}
        and (8|M0)               r63.0<1>:d    r63.0<8;8,1>:d    4080:w               {@2}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20B4           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        send.dc1 (8|M0)          r59      r66     null    0x0            0x02406001           {@5,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20B8           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
        send.dc1 (8|M0)          r59      r65     null    0x0            0x02406001           {@2,$1} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20BC           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
        send.dc1 (8|M0)          r59      r63     null    0x0            0x02406001           {@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C019A           {$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20C0           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    656:w               {Compacted,$10.dst}
        add (8|M0)               r121.0<1>:d   r63.0<8;8,1>:d    768:w               {Compacted}
        and (8|M0)               r122.0<1>:d   acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r121.0<1>:d   r121.0<8;8,1>:d   4080:w               {@2}
        sync.nop                             null                             {Compacted,$9.src}
        send.dc1 (8|M0)          r59      r122    null    0x0            0x02406001           {@2,$15} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    880:w               {Compacted}
        add (8|M0)               r116.0<1>:d   r63.0<8;8,1>:d    992:w               {Compacted}
        and (8|M0)               r122.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$15.src}
        and (8|M0)               r116.0<1>:d   r116.0<8;8,1>:d   4080:w               {@2}
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    1104:w               {Compacted}
        add (8|M0)               r65.0<1>:d    r63.0<8;8,1>:d    1328:w               {Compacted}
        and (8|M0)               r66.0<1>:d    acc0.0<8;8,1>:d   4080:w              
        and (8|M0)               r65.0<1>:d    r65.0<8;8,1>:d    4080:w               {@2}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20C4           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
        send.dc1 (8|M0)          r59      r121    null    0x0            0x02406001           {@7,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    1216:w               {Compacted}
        and (8|M0)               r121.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$6.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20C8           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
        send.dc1 (8|M0)          r59      r122    null    0x0            0x02406001           {@7,$0} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    1440:w               {Compacted}
        and (8|M0)               r122.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$0.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20CC           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
        send.dc1 (8|M0)          r59      r116    null    0x0            0x02406001           {@7,$12} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    1552:w               {Compacted}
        and (8|M0)               r116.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$12.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20D0           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
        send.dc1 (8|M0)          r59      r66     null    0x0            0x02406001           {@7,$14} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    1888:w               {Compacted}
        and (8|M0)               r66.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$14.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20D4           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
        send.dc1 (8|M0)          r59      r121    null    0x0            0x02406001           {@7,$11} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    1664:w               {Compacted}
        and (8|M0)               r121.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$11.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20D8           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
        send.dc1 (8|M0)          r59      r65     null    0x0            0x02406001           {@7,$5} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    2112:w              
        and (8|M0)               r65.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$5.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20DC           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
        send.dc1 (8|M0)          r59      r122    null    0x0            0x02406001           {@7,$8} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    2336:w              
        and (8|M0)               r122.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$8.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20E0           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
        send.dc1 (8|M0)          r59      r116    null    0x0            0x02406001           {@7,$13} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    1776:w               {Compacted}
        and (8|M0)               r116.0<1>:d   acc0.0<8;8,1>:d   4080:w               {$13.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20E4           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
        send.dc1 (8|M0)          r59      r121    null    0x0            0x02406001           {@7,$2} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20E8           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
        send.dc1 (8|M0)          r59      r116    null    0x0            0x02406001           {@1,$3} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20EC           {$3} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
        send.dc1 (8|M0)          r59      r66     null    0x0            0x02406001           {@7,$4} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    2000:w               {Compacted}
        and (8|M0)               r66.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$4.src}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20F0           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
        send.dc1 (8|M0)          r59      r66     null    0x0            0x02406001           {@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20F4           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
        send.dc1 (8|M0)          r59      r65     null    0x0            0x02406001           {@7,$1} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r63.0<8;8,1>:d    2224:w              
        add (8|M0)               r63.0<1>:d    r63.0<8;8,1>:d    2448:w              
        and (8|M0)               r65.0<1>:d    acc0.0<8;8,1>:d   4080:w               {$1.src}
        and (8|M0)               r63.0<1>:d    r63.0<8;8,1>:d    4080:w               {@2}
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20F8           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
        send.dc1 (8|M0)          r59      r65     null    0x0            0x02406001           {@2,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F20FC           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
        send.dc1 (8|M0)          r59      r122    null    0x0            0x02406001           {@7,$10} // wr:1+0, rd:4; untyped surface read with xyzw
        shl (8|M0)               r122.0<1>:d   r64.0<8;8,1>:d    2:w               {Compacted,$10.src}
        and (8|M0)               r122.0<1>:d   r122.0<8;8,1>:d   60:w               {Compacted,@1}
        send.dc1 (8|M0)          r116     r122    null    0x0            0x02106E02           {@1,$15} // wr:1+0, rd:1; untyped surface read with x
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F2100           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
        send.dc1 (8|M0)          r59      r63     null    0x0            0x02406001           {@3,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        and (8|M0)    (eq)f0.0   r64.0<1>:d    r116.0<8;8,1>:d   7:w               {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F0108           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         null     r67     r59     0x100            0x020F2104           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     csel (4|M0)   (eq)f0.0   r1.0<1>:w     r1.0<4;1>:w       r1.0<4;1>:w       r1.0<1>:w       
(~f0.0) if (8|M0)                            L28344                  L28344                
L5936:
(W)     mov (1|M0)               r6.0<1>:f     0.0:f                               {Compacted}
L5944:
        sync.allrd                           ($6,$12)                
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C00AC           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0090           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0000           {$3} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0004           {$4} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C00B0           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00B4           {$1} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C0010           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C0014           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allrd                           ($2,$9)                
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01A7           {$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     add (1|M0)               r6.0<1>:d     r6.0<0;1,0>:d     1:w               {Compacted,@1}
        sync.allwr                           ($2,$13)                
        mad (8|M0)               r63.0<1>:f    r62.0<8;1>:f      r61.0<8;1>:f      r55.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0020           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0109           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r60.0<1>:f    r55.0<8;1>:f      r59.0<8;1>:f      r122.0<1>:f      {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0024           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r55.0<1>:f    r121.0<8;1>:f     r55.0<8;1>:f      r51.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C0008           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r60     0x40            0x020F010A           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00B8           {$11} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<8;8,1>:f                  {Compacted,$0.dst}
        mad (8|M0)               r116.0<1>:f   r51.0<8;1>:f      r122.0<8;1>:f     r121.0<1>:f      {Compacted,$8.dst}
        mad (8|M0)               r51.0<1>:f    r64.0<8;1>:f      r51.0<8;1>:f      r47.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F010B           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C000C           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00C0           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0030           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r63.0<1>:f    r47.0<8;1>:f      r121.0<8;1>:f     r116.0<1>:f      {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C00BC           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r59.0<1>:f    r43.0<8;1>:f      r116.0<8;1>:f     r66.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r47.0<1>:f    r60.0<8;1>:f      r47.0<8;1>:f      r43.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r116.0<1>:f   r39.0<8;1>:f      r66.0<8;1>:f      r65.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F010C           {@4,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00C4           {@2,$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F010D           {@3,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F010E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C003C           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r43.0<1>:f    r121.0<8;1>:f     r43.0<8;1>:f      r39.0<1>:f       {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r39.0<1>:f    r64.0<8;1>:f      r39.0<8;1>:f      r35.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0018           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C00C8           {@2,$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r63.0<1>:f    r35.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$2.src}
        mad (8|M0)               r35.0<1>:f    r60.0<8;1>:f      r35.0<8;1>:f      r31.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F010F           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C001C           {$1} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00D0           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C0040           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r59.0<1>:f    r31.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00CC           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r116.0<1>:f   r27.0<8;1>:f      r63.0<8;1>:f      r62.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r31.0<1>:f    r121.0<8;1>:f     r31.0<8;1>:f      r27.0<1>:f       {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r63.0<1>:f    r23.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C00D4           {@2,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0110           {@4,$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0111           {@3,$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0112           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C004C           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r27.0<1>:f    r64.0<8;1>:f      r27.0<8;1>:f      r23.0<1>:f       {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r23.0<1>:f    r60.0<8;1>:f      r23.0<8;1>:f      r19.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0028           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00D8           {@2,$11} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r59.0<1>:f    r19.0<8;1>:f      r61.0<8;1>:f      r60.0<1>:f       {Compacted,$14.src}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r19.0<1>:f    r121.0<8;1>:f     r19.0<8;1>:f      r15.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0113           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C002C           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C0034           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0050           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r116.0<1>:f   r15.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00DC           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0114           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C0038           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mad (8|M0)               r63.0<1>:f    r11.0<8;1>:f      r59.0<8;1>:f      r122.0<1>:f      {Compacted,$3.dst}
        mad (8|M0)               r15.0<1>:f    r64.0<8;1>:f      r15.0<8;1>:f      r11.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00E4           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r7.0<8;1>:f       r122.0<8;1>:f     r121.0<1>:f      {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C00E0           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0115           {@3,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0116           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mad (8|M0)               r59.0<1>:f    r72.0<8;1>:f      r66.0<8;1>:f      r65.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0119           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r11.0<1>:f    r60.0<8;1>:f      r11.0<8;1>:f      r7.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00E8           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r121.0<1>:f   r2.0<8;1>:f       r121.0<8;1>:f     r116.0<1>:f      {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mad (8|M0)               r63.0<1>:f    r68.0<8;1>:f      r116.0<8;1>:f     r66.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F0117           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0118           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C00EC           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0048           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r7.0<1>:f     r122.0<8;1>:f     r7.0<8;1>:f       r2.0<1>:f        {Compacted,$4.dst}
        mad (8|M0)               r2.0<1>:f     r64.0<8;1>:f      r2.0<8;1>:f       r68.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0044           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0104           {@2,$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C000D           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r68.0<1>:f    r60.0<8;1>:f      r68.0<8;1>:f      r72.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00F4           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r72.0<1>:f    r121.0<8;1>:f     r72.0<8;1>:f      r76.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r121     r67     null    0x0            0x021C00F8           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allwr                           ($9,$14)                
        mad (8|M0)               r59.0<1>:f    r84.0<8;1>:f      r63.0<8;1>:f      r62.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F011C           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r116.0<1>:f   r76.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00F0           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r64.0<1>:f    r80.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0058           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F011B           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C005C           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F011A           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r116.0<1>:f   r88.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F011D           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r76.0<1>:f    r65.0<8;1>:f      r76.0<8;1>:f      r80.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r80.0<1>:f    r60.0<8;1>:f      r80.0<8;1>:f      r84.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0054           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r84.0<1>:f    r121.0<8;1>:f     r84.0<8;1>:f      r88.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00FC           {@3,$13} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r121.0<1>:f   r100.0<8;1>:f     r59.0<8;1>:f      r63.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F0120           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r64.0<1>:f    r92.0<8;1>:f      r61.0<8;1>:f      r60.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0100           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F011E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0060           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r88.0<1>:f    r65.0<8;1>:f      r88.0<8;1>:f      r92.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C0070           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r60.0<1>:f    r96.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r67     r60     0x40            0x020F011F           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r92.0<1>:f    r61.0<8;1>:f      r92.0<8;1>:f      r96.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C210A           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r116.0<1>:f   r104.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0064           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0121           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r96.0<1>:f    r122.0<8;1>:f     r96.0<8;1>:f      r100.0<1>:f      {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0090           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r100.0<1>:f   r59.0<8;1>:f      r100.0<8;1>:f     r104.0<1>:f      {Compacted,$7.dst}
        mad (8|M0)               r104.0<1>:f   r60.0<8;1>:f      r104.0<8;1>:f     r108.0<1>:f      {Compacted}
        mad (8|M0)               r64.0<1>:f    r108.0<8;1>:f     r64.0<8;1>:f      r63.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r108.0<1>:f   r61.0<8;1>:f      r108.0<8;1>:f     r112.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F0122           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0068           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r121.0<1>:f   r112.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C006C           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r112.0<1>:f   r62.0<8;1>:f      r112.0<8;1>:f     r117.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C210E           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F0123           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r116.0<1>:f   r117.0<8;1>:f     r64.0<8;1>:f      r63.0<1>:f       {Compacted,$9.src}
        mad (8|M0)               r63.0<1>:f    r123.0<8;1>:f     r63.0<8;1>:f      r65.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C01A2           {@2,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0125           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0074           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r117.0<1>:f   r59.0<8;1>:f      r117.0<8;1>:f     r123.0<1>:f      {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0124           {@3,$11} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r123.0<1>:f   r60.0<8;1>:f      r124.0<8;1>:f     r64.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1112           {@1,$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r65.0<1>:f    r64.0<8;1>:f      r65.0<8;1>:f      r63.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01A7           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0126           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C019B           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01A8           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r64.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r65.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C007C           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F01A2           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0078           {$13} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<8;8,1>:f                  {Compacted,$12.dst}
        mad (8|M0)               r63.0<1>:f    r65.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0127           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0094           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r121.0<1>:f   r62.0<8;1>:f      r65.0<8;1>:f      r63.0<1>:f       {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0098           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r116.0<1>:f   r63.0<8;1>:f      r64.0<8;1>:f      r61.0<1>:f       {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0084           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F019B           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0128           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r65.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r62.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0080           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0094           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r61.0<1>:f    r62.0<8;1>:f      r61.0<8;1>:f      r63.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0129           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C009C           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r121.0<1>:f   r60.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1114           {@1,$9} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C00A0           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$7.src}
        mad (8|M0)               r116.0<1>:f   r61.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0088           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F0098           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F012A           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r65.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F009C           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r61.0<1>:f    r62.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C008C           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F012B           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C00A4           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r121.0<1>:f   r60.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1116           {@1,$8} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C00A8           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r116.0<1>:f   r61.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00AC           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00A0           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F012C           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$11)                
        mad (8|M0)               r65.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$6.src}
        mad (8|M0)               r61.0<1>:f    r62.0<8;1>:f      r64.0<8;1>:f      r122.0<1>:f      {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F00A4           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00B4           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F012D           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00B0           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r121.0<1>:f   r60.0<8;1>:f      r62.0<8;1>:f      r63.0<1>:f       {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2118           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00A8           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0005           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00BC           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00B0           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00B8           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00AC           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r121.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C211B           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00C0           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00B4           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00C8           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00BC           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00C4           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00B8           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r121.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C211E           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00CC           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00C0           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$9.dst}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00D4           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00C8           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00D0           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00C4           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r121.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2121           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00D8           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00CC           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00E0           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00D4           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00DC           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00D0           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r121.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2124           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00E4           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00D8           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00EC           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00E0           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00E8           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00DC           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r121.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2127           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00F0           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00E4           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00E8           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00EC           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00F4           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00F8           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00F0           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C212A           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        sync.allwr                           ($0,$10)                
        mad (8|M0)               r121.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00FC           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F00F4           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r116.0<1>:f   r60.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0100           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1109           {$8} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00F8           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r61.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0021           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00FC           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0104           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r121.0<1>:f   r62.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00AD           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$11.src}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r60.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0091           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0001           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0104           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C0009           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F0100           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00B1           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r65.0<1>:f    r64.0<8;1>:f      r63.0<8;1>:f      r56.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00B9           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F012E           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C0011           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r121.0<1>:f   r56.0<8;1>:f      r62.0<8;1>:f      r122.0<1>:f      {Compacted,$2.dst}
        mad (8|M0)               r59.0<1>:f    r52.0<8;1>:f      r122.0<8;1>:f     r116.0<1>:f      {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C00B5           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r56.0<1>:f    r60.0<8;1>:f      r56.0<8;1>:f      r52.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00BD           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r116.0<1>:f   r48.0<8;1>:f      r116.0<8;1>:f     r66.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C001D           {@4,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F012F           {@3,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0130           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r44.0<8;1>:f      r66.0<8;1>:f      r65.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0131           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0019           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r52.0<1>:f    r122.0<8;1>:f     r52.0<8;1>:f      r48.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r48.0<1>:f    r64.0<8;1>:f      r48.0<8;1>:f      r44.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0015           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C00C1           {@2,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r44.0<1>:f    r60.0<8;1>:f      r44.0<8;1>:f      r40.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00C9           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r59.0<1>:f    r40.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r116.0<1>:f   r36.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00C5           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0132           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r40.0<1>:f    r122.0<8;1>:f     r40.0<8;1>:f      r36.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r63.0<1>:f    r32.0<8;1>:f      r63.0<8;1>:f      r62.0<1>:f       {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r59.0<1>:f    r28.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C00CD           {@3,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0135           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0029           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0133           {@4,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0134           {@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C0039           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r36.0<1>:f    r64.0<8;1>:f      r36.0<8;1>:f      r32.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r32.0<1>:f    r60.0<8;1>:f      r32.0<8;1>:f      r28.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0025           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00D1           {@2,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r28.0<1>:f    r122.0<8;1>:f     r28.0<8;1>:f      r24.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C002D           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r116.0<1>:f   r24.0<8;1>:f      r61.0<8;1>:f      r60.0<1>:f       {Compacted,$15.src}
        sync.nop                             null                             {Compacted,$15.src}
        mad (8|M0)               r63.0<1>:f    r20.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0136           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00D5           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C00D9           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r24.0<1>:f    r64.0<8;1>:f      r24.0<8;1>:f      r20.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r59.0<1>:f    r16.0<8;1>:f      r59.0<8;1>:f      r122.0<1>:f      {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0137           {@3,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00DD           {$1} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C003D           {@2,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0138           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00E1           {$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0049           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r20.0<1>:f    r60.0<8;1>:f      r20.0<8;1>:f      r16.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C004D           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r16.0<1>:f    r116.0<8;1>:f     r16.0<8;1>:f      r12.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C0031           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r66.0<1>:f    r12.0<8;1>:f      r122.0<8;1>:f     r116.0<1>:f      {Compacted,$14.dst}
        mad (8|M0)               r12.0<1>:f    r63.0<8;1>:f      r12.0<8;1>:f      r8.0<1>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r67     r66     0x40            0x020F0139           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C0035           {$8} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00E9           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r8.0<8;1>:f       r116.0<8;1>:f     r66.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C00E5           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r122.0<1>:f   r3.0<8;1>:f       r66.0<8;1>:f      r65.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r8.0<1>:f     r59.0<8;1>:f      r8.0<8;1>:f       r3.0<1>:f        {Compacted,$10.dst}
        mad (8|M0)               r66.0<1>:f    r69.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F013A           {@4,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00ED           {@2,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F013B           {@3,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r66     0x40            0x020F013C           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00AD           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r3.0<1>:f     r116.0<8;1>:f     r3.0<8;1>:f       r69.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r69.0<1>:f    r63.0<8;1>:f      r69.0<8;1>:f      r73.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0041           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C00F1           {@2,$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r62.0<1>:f    r73.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$5.src}
        mad (8|M0)               r73.0<1>:f    r59.0<8;1>:f      r73.0<8;1>:f      r77.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F013D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0045           {$3} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00F9           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0065           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r122.0<1>:f   r77.0<8;1>:f      r63.0<8;1>:f      r62.0<1>:f       {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00F5           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.src}
        mad (8|M0)               r66.0<1>:f    r81.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r77.0<1>:f    r116.0<8;1>:f     r77.0<8;1>:f      r81.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r62.0<1>:f    r85.0<8;1>:f      r61.0<8;1>:f      r60.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F013E           {@4,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C00FD           {@2,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r66     0x40            0x020F013F           {@3,$10} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0140           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r81.0<1>:f    r63.0<8;1>:f      r81.0<8;1>:f      r85.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r85.0<1>:f    r59.0<8;1>:f      r85.0<8;1>:f      r89.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0051           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0101           {@2,$0} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r122.0<1>:f   r89.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$9.src}
        mad (8|M0)               r89.0<1>:f    r116.0<8;1>:f     r89.0<8;1>:f      r93.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0141           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0055           {$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C0059           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r66.0<1>:f    r93.0<8;1>:f      r59.0<8;1>:f      r122.0<1>:f      {Compacted,$6.dst}
        mad (8|M0)               r93.0<1>:f    r63.0<8;1>:f      r93.0<8;1>:f      r97.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r67     r66     0x40            0x020F0142           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0061           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C005D           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r97.0<8;1>:f      r122.0<8;1>:f     r116.0<1>:f      {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0105           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0143           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r122.0<1>:f   r101.0<8;1>:f     r116.0<8;1>:f     r66.0<1>:f       {Compacted,$11.dst}
        mad (8|M0)               r116.0<1>:f   r105.0<8;1>:f     r66.0<8;1>:f      r63.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r63.0<1>:f    r109.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r97.0<1>:f    r59.0<8;1>:f      r97.0<8;1>:f      r101.0<1>:f      {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0146           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0069           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C212F           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r101.0<1>:f   r121.0<8;1>:f     r101.0<8;1>:f     r105.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0144           {@5,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0145           {@4,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C0091           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r64.0<1>:f    r113.0<8;1>:f     r64.0<8;1>:f      r63.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F0147           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C006D           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r105.0<1>:f   r59.0<8;1>:f      r105.0<8;1>:f     r109.0<1>:f      {Compacted,$15.dst}
        mad (8|M0)               r109.0<1>:f   r60.0<8;1>:f      r109.0<8;1>:f     r113.0<1>:f      {Compacted}
        mad (8|M0)               r113.0<1>:f   r61.0<8;1>:f      r113.0<8;1>:f     r118.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0071           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r118.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r118.0<1>:f   r62.0<8;1>:f      r118.0<8;1>:f     r123.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0148           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0075           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C01A3           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r123.0<8;1>:f     r64.0<8;1>:f      r61.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0079           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0149           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1133           {@5,$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($4,$7)                
        mad (8|M0)               r122.0<1>:f   r63.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C019C           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F014A           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r123.0<1>:f   r59.0<8;1>:f      r124.0<8;1>:f     r63.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01A8           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01A9           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1135           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F01A3           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0095           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r116.0<1>:f   r61.0<8;1>:f      r62.0<8;1>:f      r64.0<1>:f       {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C007D           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F014B           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<8;8,1>:f                  {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r61.0<8;1>:f      r63.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0099           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r64.0<1>:f    r63.0<8;1>:f      r64.0<8;1>:f      r62.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F019C           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F014C           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0085           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0081           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0095           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1137           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r62.0<8;1>:f      r63.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C009D           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F014D           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($13,$15)                
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C00A1           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r62.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0099           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F014E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0089           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C00A5           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F009D           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1139           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00B1           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F014F           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C008D           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00A1           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r62.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0150           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00A9           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r122.0<1>:f   r60.0<8;1>:f      r62.0<8;1>:f      r63.0<1>:f       {Compacted,$9.src}
        mad (8|M0)               r116.0<1>:f   r63.0<8;1>:f      r61.0<8;1>:f      r66.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C213B           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0151           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00A5           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C0002           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00A9           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00B9           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00AD           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00B5           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00BD           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00B1           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C213E           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00B5           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00C5           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00B9           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00C1           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r116.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2141           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00C9           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00BD           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00C1           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00D1           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00C5           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00CD           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00D5           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00C9           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2144           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00CD           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00DD           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00D1           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00D9           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r116.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2147           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00E1           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00D5           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00D9           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00E9           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00DD           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00E5           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00ED           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00E1           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C214A           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00E5           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00F5           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00E9           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00F1           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r116.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C214D           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00F9           {$2} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0101           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F00ED           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00F1           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00F5           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00FD           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0105           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00F9           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1150           {$7} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00B2           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allwr                           ($7,$13)                
        mad (8|M0)               r122.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r62.0<1>:f       {Compacted,$6.src}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r116.0<1>:f   r60.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$3.src}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00FD           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F0101           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C00AE           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r116     r67     null    0x0            0x021C0092           {$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C012E           {$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00B6           {$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r65.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$9.dst}
        mad (8|M0)               r59.0<1>:f    r122.0<8;1>:f     r116.0<8;1>:f     r57.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0152           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C000A           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r62.0<8;1>:f      r121.0<8;1>:f     r61.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0006           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0105           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc1.0<1>:f   r57.0<8;1>:f      r66.0<8;1>:f      r61.0<1>:f       {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mad (8|M0)               r63.0<1>:f    r53.0<8;1>:f      r61.0<8;1>:f      r59.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r57.0<1>:f    r64.0<8;1>:f      r57.0<8;1>:f      r53.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r53.0<1>:f    r60.0<8;1>:f      r53.0<8;1>:f      r49.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C000E           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0153           {@3,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00BA           {@2,$12} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C0092           {@4,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r122.0<1>:f   r49.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0012           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r49.0<1>:f    r64.0<8;1>:f      r49.0<8;1>:f      r45.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0154           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00C2           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r63.0<1>:f    r45.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00BE           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0155           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r45.0<1>:f    r60.0<8;1>:f      r45.0<8;1>:f      r41.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0016           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r122.0<1>:f   r41.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C001A           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r41.0<1>:f    r64.0<8;1>:f      r41.0<8;1>:f      r37.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0156           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00CA           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r37.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00C6           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0157           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r37.0<1>:f    r60.0<8;1>:f      r37.0<8;1>:f      r33.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C001E           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r33.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0022           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r33.0<1>:f    r64.0<8;1>:f      r33.0<8;1>:f      r29.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0158           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00D2           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r29.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00CE           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0159           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r29.0<1>:f    r60.0<8;1>:f      r29.0<8;1>:f      r25.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0026           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r122.0<1>:f   r25.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C002A           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r25.0<1>:f    r64.0<8;1>:f      r25.0<8;1>:f      r21.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F015A           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00DA           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r21.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00D6           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F015B           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r21.0<1>:f    r60.0<8;1>:f      r21.0<8;1>:f      r17.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C002E           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r122.0<1>:f   r17.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0032           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r17.0<1>:f    r64.0<8;1>:f      r17.0<8;1>:f      r13.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F015C           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00E2           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r13.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00DE           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F015D           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r13.0<1>:f    r60.0<8;1>:f      r13.0<8;1>:f      r9.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0036           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r122.0<1>:f   r9.0<8;1>:f       r59.0<8;1>:f      r60.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C003A           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r9.0<1>:f     r64.0<8;1>:f      r9.0<8;1>:f       r4.0<1>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F015E           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00EA           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r4.0<8;1>:f       r60.0<8;1>:f      r59.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00E6           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F015F           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r4.0<1>:f     r60.0<8;1>:f      r4.0<8;1>:f       r70.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C003E           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r70.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0042           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r70.0<1>:f    r64.0<8;1>:f      r70.0<8;1>:f      r74.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0160           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00F2           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r74.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00EE           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0161           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r74.0<1>:f    r60.0<8;1>:f      r74.0<8;1>:f      r78.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0046           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r122.0<1>:f   r78.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C004A           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r78.0<1>:f    r64.0<8;1>:f      r78.0<8;1>:f      r82.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0162           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00FA           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r82.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00F6           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0163           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r82.0<1>:f    r60.0<8;1>:f      r82.0<8;1>:f      r86.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C004E           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r122.0<1>:f   r86.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0052           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r86.0<1>:f    r64.0<8;1>:f      r86.0<8;1>:f      r90.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0164           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0102           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r90.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C00FE           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0165           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r90.0<1>:f    r60.0<8;1>:f      r90.0<8;1>:f      r94.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0056           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r122.0<1>:f   r94.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C005A           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r94.0<1>:f    r64.0<8;1>:f      r94.0<8;1>:f      r98.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0066           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0166           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r98.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0106           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0167           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0062           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r98.0<1>:f    r60.0<8;1>:f      r98.0<8;1>:f      r102.0<1>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C005E           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allwr                           ($1,$9)                
        mad (8|M0)               r122.0<1>:f   r106.0<8;1>:f     r60.0<8;1>:f      r63.0<1>:f       {Compacted,$7.src}
        mad (8|M0)               r63.0<1>:f    r110.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$13.dst}
        mad (8|M0)               r59.0<1>:f    r102.0<8;1>:f     r59.0<8;1>:f      r60.0<1>:f       {Compacted}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F016A           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C006A           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0168           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2153           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r102.0<1>:f   acc1.0<8;1>:f     r102.0<8;1>:f     r106.0<1>:f     
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0169           {@4,$6} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r64.0<1>:f    r114.0<8;1>:f     r64.0<8;1>:f      r63.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F016B           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C006E           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r106.0<1>:f   r59.0<8;1>:f      r106.0<8;1>:f     r110.0<1>:f      {Compacted,$0.dst}
        mad (8|M0)               r110.0<1>:f   r60.0<8;1>:f      r110.0<8;1>:f     r114.0<1>:f      {Compacted}
        mad (8|M0)               r114.0<1>:f   r61.0<8;1>:f      r114.0<8;1>:f     r119.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0072           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r119.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r119.0<1>:f   r62.0<8;1>:f      r119.0<8;1>:f     r123.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F016C           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0076           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C01A4           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r123.0<8;1>:f     r64.0<8;1>:f      r61.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C007A           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F016D           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1157           {@5,$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r61.0<1>:f    r63.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F016E           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C019D           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r123.0<1>:f   r59.0<8;1>:f      r124.0<8;1>:f     r63.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01A9           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01AA           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0096           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F01A4           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1159           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r62.0<8;1>:f      r64.0<1>:f       {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C007E           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F016F           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<8;8,1>:f                  {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r61.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r63.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F019D           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
        mad (8|M0)               r61.0<1>:f    r63.0<8;1>:f      r64.0<8;1>:f      r62.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0086           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0170           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C009A           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0082           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0096           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C115B           {$10} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r62.0<8;1>:f      r63.0<1>:f       {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C009E           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0171           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r61.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F009A           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r61.0<1>:f    r62.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C008A           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0172           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C00A2           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C00A6           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F009E           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C115D           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00B2           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0173           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r61.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F00A2           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C008E           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r62.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0174           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00AA           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r62.0<8;1>:f      r63.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r122.0<1>:f   r63.0<8;1>:f      r61.0<8;1>:f      r66.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00A6           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C215F           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0175           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00AA           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00BA           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00AE           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00B6           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00BE           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00B2           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2162           {$7} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00B6           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00C6           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00BA           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00C2           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2165           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00CA           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00BE           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00C2           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00D2           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00C6           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00CE           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00D6           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00CA           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2168           {$11} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00CE           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00DE           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00D2           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00DA           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C216B           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00E2           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00D6           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00DA           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00EA           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00DE           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00E6           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00EE           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00E2           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C216E           {$7} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00E6           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00F6           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00EA           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00F2           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2171           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00FA           {$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0106           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00EE           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00F2           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C0003           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00F6           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00FE           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0102           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00FA           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1174           {$11} // wr:1h+0, rd:2; hword scratch block read x2
        sync.allwr                           ($8,$11)                
        mad (8|M0)               r122.0<1>:f   r59.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$6.src}
        mad (8|M0)               r66.0<1>:f    r60.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00FE           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r66     0x40            0x020F0102           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C00AF           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r66      r67     null    0x0            0x021C0093           {$14} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0152           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C000B           {$15} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00B3           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r59.0<1>:f    r122.0<8;1>:f     r66.0<8;1>:f      r58.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0176           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0007           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r61.0<8;1>:f      acc1.0<8;1>:f     r62.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0107           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0106           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc0.0<1>:f   r58.0<8;1>:f      r65.0<8;1>:f      r59.0<1>:f       {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$13.src}
        mad (8|M0)               r62.0<1>:f    r54.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00B7           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r58.0<1>:f    r63.0<8;1>:f      r58.0<8;1>:f      r54.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0177           {@2,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00BB           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C0103           {@3,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r59.0<8;1>:f      r54.0<8;1>:f      r50.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C000F           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r122.0<1>:f   r50.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0013           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r50.0<1>:f    r63.0<8;1>:f      r50.0<8;1>:f      r46.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0178           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00C3           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r62.0<1>:f    r46.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00BF           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0179           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r46.0<1>:f    r59.0<8;1>:f      r46.0<8;1>:f      r42.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0017           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r122.0<1>:f   r42.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C001B           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r42.0<1>:f    r63.0<8;1>:f      r42.0<8;1>:f      r38.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F017A           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00CB           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r38.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00C7           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F017B           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r38.0<1>:f    r59.0<8;1>:f      r38.0<8;1>:f      r34.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C001F           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r122.0<1>:f   r34.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$12.src}
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
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0187           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r83.0<1>:f    r59.0<8;1>:f      r83.0<8;1>:f      r87.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C004F           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r87.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0053           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r87.0<1>:f    r63.0<8;1>:f      r87.0<8;1>:f      r91.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0188           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0063           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r91.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C00FF           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0189           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r91.0<1>:f    r59.0<8;1>:f      r91.0<8;1>:f      r95.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C0057           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r122.0<1>:f   r95.0<8;1>:f      r60.0<8;1>:f      r59.0<1>:f       {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C005B           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F018A           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r95.0<1>:f    r65.0<8;1>:f      r95.0<8;1>:f      r99.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00AF           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r64.0<1>:f    r99.0<8;1>:f      r59.0<8;1>:f      r60.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x021C005F           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F018B           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0067           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r99.0<1>:f    r61.0<8;1>:f      r99.0<8;1>:f      r103.0<1>:f      {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r122.0<1>:f   r107.0<8;1>:f     r59.0<8;1>:f      r63.0<1>:f       {Compacted,$10.dst}
        mad (8|M0)               r60.0<1>:f    r103.0<8;1>:f     r60.0<8;1>:f      r59.0<1>:f       {Compacted}
        mad (8|M0)               r103.0<1>:f   acc0.0<8;1>:f     r103.0<8;1>:f     r107.0<1>:f     
        mad (8|M0)               r63.0<1>:f    r111.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r60     0x40            0x020F018C           {@3,$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F018E           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C006B           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2177           {@5,$3} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F018D           {@4,$2} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r64.0<1>:f    r115.0<8;1>:f     r64.0<8;1>:f      r63.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F018F           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C006F           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r107.0<1>:f   r59.0<8;1>:f      r107.0<8;1>:f     r111.0<1>:f      {Compacted,$3.dst}
        mad (8|M0)               r111.0<1>:f   r60.0<8;1>:f      r111.0<8;1>:f     r115.0<1>:f      {Compacted}
        mad (8|M0)               r115.0<1>:f   r61.0<8;1>:f      r115.0<8;1>:f     r120.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0073           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r120.0<8;1>:f     r63.0<8;1>:f      r64.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r120.0<1>:f   r62.0<8;1>:f      r120.0<8;1>:f     r123.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0190           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0077           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C01A5           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r123.0<8;1>:f     r64.0<8;1>:f      r61.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C007B           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0191           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C117B           {@5,$0} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r61.0<1>:f    r63.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0192           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C019E           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r123.0<1>:f   r59.0<8;1>:f      r124.0<8;1>:f     r63.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AA           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r122.0<1>:f   r60.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C117D           {@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0097           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F01A5           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r62.0<8;1>:f      r64.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C007F           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0193           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r61.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r63.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F019E           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
        mad (8|M0)               r61.0<1>:f    r63.0<8;1>:f      r64.0<8;1>:f      r62.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0087           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0194           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C009B           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C0083           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0097           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C117F           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r62.0<8;1>:f      r63.0<1>:f       {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C009F           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0195           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r61.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F009B           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r61.0<1>:f    r62.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C008B           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0196           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C00A3           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r60.0<8;1>:f      r62.0<8;1>:f      r61.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C00A7           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F009F           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1181           {$7} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0197           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0093           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r61.0<1>:f    r59.0<8;1>:f      r61.0<8;1>:f      r62.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F00A3           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C008F           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r62.0<8;1>:f      r63.0<8;1>:f      r61.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0198           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00AB           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r59.0<1>:f    r63.0<8;1>:f      r61.0<8;1>:f      r122.0<1>:f      {Compacted,$1.dst}
        mad (8|M0)               r64.0<1>:f    r60.0<8;1>:f      r62.0<8;1>:f      r63.0<1>:f       {Compacted}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0199           {@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2183           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r64     0x40            0x020F00A7           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00B3           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00AB           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00BB           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00AF           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00B7           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00BF           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00B3           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2186           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00B7           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00C7           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00BB           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00C3           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2189           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00CB           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00BF           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00C3           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00D3           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00C7           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00CF           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00D7           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00CB           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C218C           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00CF           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00DF           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00D3           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00DB           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C218F           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00E3           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00D7           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00DB           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00EB           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00DF           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00E7           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00EF           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00E3           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2192           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00E7           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x021C00F7           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00EB           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00F3           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r122.0<1>:f   r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2195           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C00FB           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F00EF           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r63.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r65.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00F3           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
        mad (8|M0)               r63.0<1>:f    r60.0<8;1>:f      r65.0<8;1>:f      r64.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F00F7           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x021C00FF           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r64.0<8;1>:f      r63.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x022C1198           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0103           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00FB           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mad (8|M0)               r59.0<1>:f    r61.0<8;1>:f      r63.0<8;1>:f      r64.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0176           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F00FF           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1107           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        mov (8|M0)               r63.0<1>:f    r61.0<8;8,1>:f                   {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0093           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r122.0<1>:f   r62.0<8;1>:f      r64.0<8;1>:f      r59.0<1>:f       {Compacted,$4.src}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r6.0<0;1,0>:ud    r60.0<8;8,1>:ud 
        send.dc0 (8|M0)          null     r67     r122    0x40            0x020F0103           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C012E           {$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0152           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r61.0<8;1>:f      acc0.0<8;1>:f     r59.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0109           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0107           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0199           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0151           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0175           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0091           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0092           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C012D           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$6.dst}
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0198           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0090           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F008F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0150           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0174           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F008D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F008E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C012C           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0197           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F008C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F008B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C014F           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0173           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0089           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F008A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C012B           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0196           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0088           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0087           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C014E           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0172           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0085           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0086           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C012A           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0195           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0084           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0083           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C014D           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0171           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0081           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0082           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0129           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0194           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0080           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F007F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C014C           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0170           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F007D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F007E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0128           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0193           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F007C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F007B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C014B           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C016F           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0079           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F007A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0127           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0192           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0078           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0077           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C014A           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C016E           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0075           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0076           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0126           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0191           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0074           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0073           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0149           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C016D           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0071           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0072           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0125           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0190           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0070           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F006F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0148           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C016C           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F006D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F006E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0124           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C018F           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F006C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F006B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0147           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C016B           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0069           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F006A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0123           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C018E           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0068           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0067           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0146           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C016A           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0065           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0066           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0122           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C018D           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0064           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0063           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0145           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0169           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0061           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0062           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0121           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C018C           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0060           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F005F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0144           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0168           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F005D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F005E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0120           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C018B           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F005C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F005B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0143           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0167           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0059           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F005A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C011F           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C018A           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0058           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0057           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0142           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0166           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0055           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0056           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C011E           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0189           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0054           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0053           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0141           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0165           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0051           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0052           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C011D           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0188           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0050           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F004F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0140           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0164           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F004D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F004E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C011C           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0187           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F004C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F004B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C013F           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0163           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0049           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F004A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C011B           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0186           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0048           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0047           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C013E           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0162           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0045           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0046           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C011A           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0185           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0044           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0043           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C013D           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0161           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0041           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0042           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0119           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0184           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0040           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F003F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C013C           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0160           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F003D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F003E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0118           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0183           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F003C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F003B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C013B           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C015F           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0039           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F003A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0117           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0182           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0038           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0037           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C013A           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C015E           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0035           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0036           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0116           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0181           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0034           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0033           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0139           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C015D           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0031           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0032           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0115           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0180           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0030           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F002F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0138           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C015C           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F002D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F002E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0114           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C017F           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F002C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F002B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0137           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C015B           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0029           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F002A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0113           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C017E           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0028           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0027           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0136           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C015A           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0025           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0026           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0112           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C017D           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0024           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0023           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0135           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0159           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0021           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0022           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0111           {@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C017C           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0020           {@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F001F           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0134           {@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0158           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F001D           {@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F001E           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C0110           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C017B           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F001C           {@2,$13} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F001B           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0133           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0157           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0019           {@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F001A           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C010F           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C017A           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0018           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0017           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0132           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0156           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0015           {@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0016           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C010E           {@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0179           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0014           {@2,$8} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0013           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0131           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0155           {@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0011           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0012           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C010D           {@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0178           {@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0010           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F000F           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C0130           {@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0154           {@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F000D           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F000E           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r64      r67     null    0x0            0x021C010C           {@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r62      r67     null    0x0            0x021C0177           {@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F000C           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F000B           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r122     r67     null    0x0            0x021C012F           {@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r60      r67     null    0x0            0x021C0153           {@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0009           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F000A           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r65.0<1>:f    r64.0<8;8,1>:f                   {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0008           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r63.0<1>:f    r62.0<8;8,1>:f                   {Compacted,$1.dst}
        mov (8|M0)               r62.0<1>:f    acc1.0<8;8,1>:f                  {Compacted}
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0007           {@2,$14} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r63.0<1>:f    acc0.0<8;8,1>:f                  {Compacted,$14.src}
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0002           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r63     0x40            0x020F0003           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
        mov (8|M0)               r59.0<1>:f    r122.0<8;8,1>:f                  {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0005           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r61.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C110A           {@1,$12} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0006           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r61.0<1>:f    r121.0<8;8,1>:f                  {Compacted,$14.src}
        send.dc0 (8|M0)          null     r67     r61     0x40            0x020F0001           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r65.0<1>:f    r60.0<8;8,1>:f                   {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0004           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F0000           {$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     csel (4|M0)   (eq)f0.0   r1.0<1>:w     r1.0<4;1>:w       r1.0<4;1>:w       r1.0<1>:w       
(f0.1)  while (8|M0)                         L5944                                
L28344:
        endif (8|M0)                         L28360                                
L28360:
        sync.allrd                           ($6,$11)                
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x022C1000           {$14} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (1|M0)               r6.0<1>:f     2.0:f                               {Compacted}
(W)     mov (1|M0)               r6.1<1>:f     3.0:f                               {Compacted}
(W)     mov (1|M0)               r6.3<1>:f     4.0:f                               {Compacted}
        add (8|M0)               acc0.0<1>:f   r59.0<8;8,1>:f    0.0:f               {Compacted,$14.dst}
        add (8|M0)               acc1.0<1>:f   r60.0<8;8,1>:f    0.0:f               {Compacted}
        sync.allrd                           ($8,$12)                
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2002           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r61.0<8;1>:f      r6.0<0>:f        {@5,$10.dst}
        add (8|M0)               r65.0<1>:f    r59.0<8;8,1>:f    0.0:f               {Compacted,$5.src}
        mad (8|M0)               r121.0<1>:f   acc1.0<8;1>:f     r62.0<8;1>:f      r6.0<0>:f       
        sync.allrd                           ($0,$14)                
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x022C1008           {$2} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2003           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r65     0x40            0x020F0108           {@2,$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r121    0x40            0x020F0109           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r116.0<1>:f   acc0.0<8;1>:f     r63.0<8;1>:f      r6.1<0>:f        {@7,$2.dst}
        add (8|M0)               r66.0<1>:f    r59.0<8;8,1>:f    0.0:f               {Compacted,$8.dst}
        mad (8|M0)               r59.0<1>:f    r65.0<8;1>:f      r62.0<8;1>:f      r6.0<0>:f        {Compacted}
        send.dc0 (8|M0)          null     r67     r66     0x40            0x020F019F           {@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r67     r59     0x40            0x020F01A0           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r66.0<1>:f    r121.0<8;8,1>:f                  {Compacted,$11.src}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2007           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r66.0<8;1>:f      r64.0<8;1>:f      r6.1<0>:f        {Compacted,@1}
(W)     send.dc0 (16|M0)         r65      r67     null    0x0            0x022C100C           {@1,$15} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r67     r116    0x40            0x020F010A           {@5,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x022C119F           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r121.0<1>:f   r116.0<8;1>:f     r65.0<8;1>:f      r6.3<0>:f        {Compacted,@7,$15.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.3<0>:f       
        sync.allwr                           ($3,$5)                
        sync.nop                             null                             {Compacted,$2.src}
        mad (8|M0)               r123.0<1>:f   r64.0<8;1>:f      r62.0<8;1>:f      r6.1<0>:f        {Compacted,$9.src}
        mad (8|M0)               r116.0<1>:f   r63.0<8;1>:f      r59.0<8;1>:f      r6.0<0>:f        {Compacted,$11.src}
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x022C1010           {@1,$13} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (1|M0)               r6.0<1>:f     5.0:f                               {Compacted}
(W)     mov (8|M0)               r59.0<1>:f    r121.0<8;8,1>:f                  {Compacted,@5}
(W)     mov (8|M0)               r65.0<1>:f    r116.0<8;8,1>:f                  {Compacted,@3}
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r66.0<1>:f    r59.0<8;1>:f      r63.0<8;1>:f      r6.0<0>:f        {Compacted,@2,$13.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C200B           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r64.0<8;1>:f      r6.0<0>:f       
        sync.allwr                           ($1,$7)                
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r62.0<8;1>:f      r6.3<0>:f        {Compacted,$4.src}
        mad (8|M0)               acc1.0<1>:f   r65.0<8;1>:f      r59.0<8;1>:f      r6.1<0>:f        {Compacted,@4}
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r59.0<1>:f    r66.0<8;8,1>:f                   {Compacted,@4}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2013           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r6.1<1>:f     6.0:f                               {Compacted}
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r121.0<1>:f   r59.0<8;1>:f      r64.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$0.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C200F           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        sync.allwr                           ($6,$11)                
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r62.0<8;1>:f      r6.0<0>:f        {Compacted,$9.src}
        mad (8|M0)               r116.0<1>:f   acc1.0<8;1>:f     r59.0<8;1>:f      r6.3<0>:f       
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@2,$4} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r123.0<1>:f   acc0.0<8;1>:f     r65.0<8;1>:f      r6.1<0>:f        {$4.src}
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
        mad (8|M0)               r123.0<1>:f   r116.0<8;1>:f     r63.0<8;1>:f      r6.0<0>:f        {Compacted,@2}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2017           {$9} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AD           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     7.0:f                               {Compacted}
(W)     mov (1|M0)               r6.0<1>:f     8.0:f                               {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01AB           {$12} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r121.0<1>:f   r121.0<8;1>:f     r60.0<8;1>:f      r6.3<0>:f        {Compacted,@2,$9.dst}
(W)     mov (8|M0)               r116.0<1>:f   r121.0<8;8,1>:f                  {Compacted,@1}
        mad (8|M0)               acc0.0<1>:f   r123.0<8;1>:f     r66.0<8;1>:f      r6.1<0>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C201B           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r61.0<8;1>:f      r6.3<0>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AD           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.3<0>:f       
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.0<0>:f        {Compacted,@4,$4.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$2.src}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.1<0>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C201F           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01AB           {$8} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r6.1<1>:f     9.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$2.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc1.0<1>:f   r123.0<8;1>:f     r65.0<8;1>:f      r6.0<0>:f        {Compacted,$8.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.1<0>:f       
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.3<0>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2023           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     10.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$15.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.0<0>:f        {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2027           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     11.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$3.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.1<0>:f        {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C202B           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     12.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$7.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.3<0>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C202F           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     13.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$0.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.0<0>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2033           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     14.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$11.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.1<0>:f        {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2037           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     15.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$12.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.3<0>:f        {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C203B           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     16.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$4.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.0<0>:f        {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C203F           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     17.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$2.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.1<0>:f        {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2043           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     18.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$5.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.3<0>:f        {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2047           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     19.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$13.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.0<0>:f        {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C204B           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     20.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$1.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.1<0>:f        {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C204F           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     21.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$6.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.3<0>:f        {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2053           {@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     22.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$9.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.0<0>:f        {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2057           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     23.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$14.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.1<0>:f        {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C205B           {@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     24.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$10.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.3<0>:f        {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C205F           {@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     25.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$8.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.0<0>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2063           {@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     26.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$15.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.1<0>:f        {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2067           {@1,$3} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     27.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$3.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.3<0>:f        {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C206B           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     28.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$7.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.0<0>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C206F           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     29.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$0.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.1<0>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2073           {@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     30.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$11.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.3<0>:f        {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2077           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     31.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.3<0>:f        {Compacted,@1,$12.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.3<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.0<0>:f        {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C207B           {@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     32.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$4.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.0<0>:f       
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.1<0>:f        {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C207F           {@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     33.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$2.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.1<0>:f       
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.3<0>:f        {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C2083           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     34.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r66.0<8;1>:f      r6.3<0>:f        {@1,$5.dst}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.3<0>:f        {Compacted,@6}
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.3<0>:f       
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.0<0>:f        {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C2087           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.0<1>:f     35.0:f                              
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$13.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r61.0<8;1>:f      r6.0<0>:f       
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AC           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r63.0<8;1>:f      r6.1<0>:f        {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C208B           {@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.1<1>:f     36.0:f                               {Compacted}
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r64.0<8;1>:f      r6.1<0>:f        {Compacted,@1,$1.dst}
(W)     send.dc0 (16|M0)         r124     r67     null    0x0            0x021C01AB           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r123.0<1>:f   r124.0<8;1>:f     r59.0<8;1>:f      r6.3<0>:f        {Compacted,$6.dst}
(W)     mov (1|M0)               r6.3<1>:f     37.0:f                              
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AC           {@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r123.0<1>:f   acc0.0<8;1>:f     r62.0<8;1>:f      r6.0<0>:f        {$0.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C208F           {@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r67     r123    0x40            0x020F01AB           {@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r122.0<1>:f   acc1.0<8;1>:f     r65.0<8;1>:f      r6.1<0>:f       
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01AC           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r116.0<1>:f   r116.0<8;1>:f     r60.0<8;1>:f      r6.3<0>:f        {Compacted,@3,$0.dst}
(W)     mov (8|M0)               r65.0<1>:f    r116.0<8;8,1>:f                  {Compacted,@1}
        mad (8|M0)               acc1.0<1>:f   r123.0<8;1>:f     r63.0<8;1>:f      r6.0<0>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01AB           {@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   r122.0<8;1>:f     r61.0<8;1>:f      r6.3<0>:f        {Compacted,@4}
(W)     send.dc0 (16|M0)         r61      r67     null    0x0            0x021C0093           {@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r6.0<1>:f     38.0:f                              
        mad (8|M0)               r65.0<1>:f    r65.0<8;1>:f      r55.0<8;1>:f      r6.0<0>:f        {Compacted,@1,$14.dst}
        mad (8|M0)               r60.0<1>:f    acc0.0<8;1>:f     r56.0<8;1>:f      r6.0<0>:f       
(W)     mov (8|M0)               r63.0<1>:f    r65.0<8;8,1>:f                   {Compacted,@2}
        mad (8|M0)               acc0.0<1>:f   r123.0<8;1>:f     r66.0<8;1>:f      r6.1<0>:f        {Compacted,$11.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r59.0<8;1>:f      r6.1<0>:f       
(W)     mov (1|M0)               r6.1<1>:f     39.0:f                              
        mad (8|M0)               r59.0<1>:f    acc0.0<8;1>:f     r62.0<8;1>:f      r6.3<0>:f       
        mad (8|M0)               r62.0<1>:f    r63.0<8;1>:f      r51.0<8;1>:f      r6.1<0>:f        {Compacted,@2,$4.dst}
        mad (8|M0)               r61.0<1>:f    acc1.0<8;1>:f     r61.0<8;1>:f      r6.3<0>:f        {$14.dst}
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0001           {@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r6.3<1>:f     40.0:f                               {Compacted}
        mad (8|M0)               acc0.0<1>:f   r60.0<8;1>:f      r52.0<8;1>:f      r6.1<0>:f        {Compacted,@7}
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r62.0<1>:f    r62.0<8;1>:f      r47.0<8;1>:f      r6.3<0>:f        {Compacted,@2,$2.dst}
        mad (8|M0)               acc1.0<1>:f   r59.0<8;1>:f      r57.0<8;1>:f      r6.0<0>:f        {Compacted,@6}
        mad (8|M0)               r58.0<1>:f    r61.0<8;1>:f      r58.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               r56.0<1>:f    acc0.0<8;1>:f     r48.0<8;1>:f      r6.3<0>:f       
(W)     mov (8|M0)               r55.0<1>:f    r62.0<8;8,1>:f                   {Compacted,@4}
(W)     mov (1|M0)               r6.0<1>:f     41.0:f                              
        mad (8|M0)               r57.0<1>:f    acc1.0<8;1>:f     r53.0<8;1>:f      r6.1<0>:f       
        mad (8|M0)               acc0.0<1>:f   r55.0<8;1>:f      r43.0<8;1>:f      r6.0<0>:f        {Compacted,@2}
        mad (8|M0)               r53.0<1>:f    r58.0<8;1>:f      r54.0<8;1>:f      r6.1<0>:f        {Compacted,@6}
        mad (8|M0)               acc1.0<1>:f   r56.0<8;1>:f      r44.0<8;1>:f      r6.0<0>:f        {Compacted,@6}
(W)     mov (1|M0)               r6.1<1>:f     42.0:f                              
        mad (8|M0)               r52.0<1>:f    r57.0<8;1>:f      r49.0<8;1>:f      r6.3<0>:f        {Compacted,@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r39.0<8;1>:f      r6.1<0>:f        {@2,$9.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r40.0<8;1>:f      r6.1<0>:f       
(W)     mov (1|M0)               r51.0<1>:f    43.0:f                              
        mad (8|M0)               r49.0<1>:f    r53.0<8;1>:f      r50.0<8;1>:f      r6.3<0>:f        {Compacted,@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r35.0<8;1>:f      r51.0<0>:f       {@2,$6.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r36.0<8;1>:f      r51.0<0>:f      
(W)     mov (1|M0)               r47.0<1>:f    44.0:f                               {Compacted}
        mad (8|M0)               r48.0<1>:f    r52.0<8;1>:f      r45.0<8;1>:f      r6.0<0>:f        {Compacted,@7}
        mad (8|M0)               r45.0<1>:f    r49.0<8;1>:f      r46.0<8;1>:f      r6.0<0>:f        {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r32.0<8;1>:f      r47.0<0>:f       {@3,$9.dst}
        mad (8|M0)               r46.0<1>:f    acc0.0<8;1>:f     r31.0<8;1>:f      r47.0<0>:f      
(W)     mov (1|M0)               r43.0<1>:f    45.0:f                              
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01A7           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   r48.0<8;1>:f      r41.0<8;1>:f      r6.1<0>:f        {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r28.0<8;1>:f      r43.0<0>:f       {@2,$1.dst}
        mad (8|M0)               r41.0<1>:f    r45.0<8;1>:f      r42.0<8;1>:f      r6.1<0>:f        {Compacted,@6}
(W)     mov (1|M0)               r39.0<1>:f    46.0:f                              
        mad (8|M0)               r42.0<1>:f    r46.0<8;1>:f      r27.0<8;1>:f      r43.0<0>:f       {Compacted,@6}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r37.0<8;1>:f      r51.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r24.0<8;1>:f      r39.0<0>:f       {@3}
        mad (8|M0)               r37.0<1>:f    r41.0<8;1>:f      r38.0<8;1>:f      r51.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r35.0<1>:f    47.0:f                              
        mad (8|M0)               r38.0<1>:f    r42.0<8;1>:f      r23.0<8;1>:f      r39.0<0>:f       {Compacted,@5}
        mad (8|M0)               r36.0<1>:f    acc0.0<8;1>:f     r33.0<8;1>:f      r47.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r20.0<8;1>:f      r35.0<0>:f       {@3}
        mad (8|M0)               r33.0<1>:f    r37.0<8;1>:f      r34.0<8;1>:f      r47.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r31.0<1>:f    48.0:f                               {Compacted}
        mad (8|M0)               acc0.0<1>:f   r38.0<8;1>:f      r19.0<8;1>:f      r35.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r6.0<1>:f     49.0:f                              
        mad (8|M0)               r32.0<1>:f    r36.0<8;1>:f      r29.0<8;1>:f      r43.0<0>:f       {Compacted,@6}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r16.0<8;1>:f      r31.0<0>:f       {@4,$2.dst}
        mad (8|M0)               r29.0<1>:f    r33.0<8;1>:f      r30.0<8;1>:f      r43.0<0>:f       {Compacted,@6}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r15.0<8;1>:f      r31.0<0>:f      
        mad (8|M0)               r63.0<1>:f    acc1.0<8;1>:f     r12.0<8;1>:f      r6.0<0>:f        {@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r11.0<8;1>:f      r6.0<0>:f       
(W)     mov (1|M0)               r116.0<1>:f   50.0:f                              
(W)     mov (1|M0)               r61.0<1>:f    51.0:f                              
        mad (8|M0)               acc1.0<1>:f   r29.0<8;1>:f      r26.0<8;1>:f      r39.0<0>:f       {Compacted,@6}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r7.0<8;1>:f       r116.0<0>:f      {@3,$4.dst}
        mad (8|M0)               r58.0<1>:f    r63.0<8;1>:f      r8.0<8;1>:f       r116.0<0>:f      {Compacted,@6}
        send.dc0 (8|M0)          null     r67     r62     0x40            0x020F0000           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r22.0<8;1>:f      r35.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r2.0<8;1>:f       r61.0<0>:f       {@5}
        mad (8|M0)               r54.0<1>:f    r58.0<8;1>:f      r3.0<8;1>:f       r61.0<0>:f       {Compacted,@3}
(W)     mov (1|M0)               r58.0<1>:f    52.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r18.0<8;1>:f      r31.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r68.0<8;1>:f      r58.0<0>:f       {@2,$0.dst}
        mad (8|M0)               r50.0<1>:f    r54.0<8;1>:f      r69.0<8;1>:f      r58.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r54.0<1>:f    53.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r14.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r72.0<8;1>:f      r54.0<0>:f       {@2,$6.dst}
        mad (8|M0)               r46.0<1>:f    r50.0<8;1>:f      r73.0<8;1>:f      r54.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r50.0<1>:f    54.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r10.0<8;1>:f      r116.0<0>:f     
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r76.0<8;1>:f      r50.0<0>:f       {@2,$12.dst}
        mad (8|M0)               r42.0<1>:f    r46.0<8;1>:f      r77.0<8;1>:f      r50.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r46.0<1>:f    55.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r5.0<8;1>:f       r61.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r80.0<8;1>:f      r46.0<0>:f       {@2}
        mad (8|M0)               r38.0<1>:f    r42.0<8;1>:f      r81.0<8;1>:f      r46.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r42.0<1>:f    56.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r71.0<8;1>:f      r58.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r84.0<8;1>:f      r42.0<0>:f       {@2,$11.dst}
        mad (8|M0)               r34.0<1>:f    r38.0<8;1>:f      r85.0<8;1>:f      r42.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r38.0<1>:f    57.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r75.0<8;1>:f      r54.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r88.0<8;1>:f      r38.0<0>:f       {@2,$5.dst}
        mad (8|M0)               r30.0<1>:f    r34.0<8;1>:f      r89.0<8;1>:f      r38.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r34.0<1>:f    58.0:f                              
        mad (8|M0)               r28.0<1>:f    r32.0<8;1>:f      r25.0<8;1>:f      r39.0<0>:f       {Compacted}
        mad (8|M0)               r36.0<1>:f    acc1.0<8;1>:f     r79.0<8;1>:f      r50.0<0>:f      
        mad (8|M0)               r33.0<1>:f    acc0.0<8;1>:f     r92.0<8;1>:f      r34.0<0>:f       {@3}
        mad (8|M0)               r26.0<1>:f    r30.0<8;1>:f      r93.0<8;1>:f      r34.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r30.0<1>:f    59.0:f                              
(W)     mov (1|M0)               r25.0<1>:f    60.0:f                               {Compacted}
        mad (8|M0)               acc1.0<1>:f   r28.0<8;1>:f      r21.0<8;1>:f      r35.0<0>:f       {Compacted,@6}
        mad (8|M0)               acc0.0<1>:f   r36.0<8;1>:f      r83.0<8;1>:f      r46.0<0>:f       {Compacted,@6}
        mad (8|M0)               r29.0<1>:f    r33.0<8;1>:f      r96.0<8;1>:f      r30.0<0>:f       {Compacted,@4,$13.dst}
        mad (8|M0)               r21.0<1>:f    r26.0<8;1>:f      r97.0<8;1>:f      r30.0<0>:f       {Compacted,@6}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r17.0<8;1>:f      r31.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r87.0<8;1>:f      r42.0<0>:f      
        mad (8|M0)               r24.0<1>:f    r29.0<8;1>:f      r100.0<8;1>:f     r25.0<0>:f       {Compacted,@4}
        mad (8|M0)               r17.0<1>:f    r21.0<8;1>:f      r101.0<8;1>:f     r25.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r21.0<1>:f    61.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r13.0<8;1>:f      r6.0<0>:f       
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r91.0<8;1>:f      r38.0<0>:f      
        mad (8|M0)               r20.0<1>:f    r24.0<8;1>:f      r104.0<8;1>:f     r21.0<0>:f       {Compacted,@3}
        mad (8|M0)               r13.0<1>:f    r17.0<8;1>:f      r105.0<8;1>:f     r21.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r17.0<1>:f    62.0:f                              
        mad (8|M0)               r55.0<1>:f    acc1.0<8;1>:f     r9.0<8;1>:f       r116.0<0>:f     
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r95.0<8;1>:f      r34.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   r20.0<8;1>:f      r108.0<8;1>:f     r17.0<0>:f       {Compacted,@3}
        mad (8|M0)               r9.0<1>:f     r13.0<8;1>:f      r109.0<8;1>:f     r17.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r13.0<1>:f    63.0:f                              
        mad (8|M0)               r15.0<1>:f    acc0.0<8;1>:f     r99.0<8;1>:f      r30.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r112.0<8;1>:f     r13.0<0>:f       {@2}
        mad (8|M0)               r99.0<1>:f    r9.0<8;1>:f       r113.0<8;1>:f     r13.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r9.0<1>:f     64.0:f                               {Compacted}
(W)     mov (1|M0)               r6.0<1>:f     65.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r117.0<8;1>:f     r9.0<0>:f        {@2}
        mad (8|M0)               acc0.0<1>:f   r55.0<8;1>:f      r4.0<8;1>:f       r61.0<0>:f       {Compacted,@7}
        mad (8|M0)               r7.0<1>:f     acc1.0<8;1>:f     r123.0<8;1>:f     r6.0<0>:f        {@3,$9.dst}
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01A8           {@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r70.0<8;1>:f      r58.0<0>:f      
        mad (8|M0)               r116.0<1>:f   r99.0<8;1>:f      r118.0<8;1>:f     r9.0<0>:f        {Compacted,@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r74.0<8;1>:f      r54.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   r15.0<8;1>:f      r103.0<8;1>:f     r25.0<0>:f       {Compacted,@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r78.0<8;1>:f      r50.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r107.0<8;1>:f     r21.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r82.0<8;1>:f      r46.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r111.0<8;1>:f     r17.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r86.0<8;1>:f      r42.0<0>:f      
(W)     send.dc0 (16|M0)         r2       r67     null    0x0            0x024C21A2           {@7,$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r90.0<8;1>:f      r38.0<0>:f      
(W)     send.dc0 (16|M0)         r69      r67     null    0x0            0x024C219B           {@7,$12} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r94.0<8;1>:f      r34.0<0>:f      
(W)     send.dc0 (16|M0)         r92      r67     null    0x0            0x024C2097           {@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r98.0<8;1>:f      r30.0<0>:f      
(W)     send.dc0 (16|M0)         r96      r67     null    0x0            0x024C2094           {@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r102.0<8;1>:f     r25.0<0>:f      
(W)     send.dc0 (16|M0)         r88      r67     null    0x0            0x024C209A           {@4,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r106.0<8;1>:f     r21.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r115.0<8;1>:f     r13.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r110.0<8;1>:f     r17.0<0>:f      
(W)     send.dc0 (16|M0)         r84      r67     null    0x0            0x024C209E           {@7,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r114.0<8;1>:f     r13.0<0>:f      
        mad (8|M0)               r109.0<1>:f   acc1.0<8;1>:f     r120.0<8;1>:f     r9.0<0>:f       
        mad (8|M0)               r111.0<1>:f   acc0.0<8;1>:f     r119.0<8;1>:f     r9.0<0>:f       
(W)     send.dc0 (16|M0)         r80      r67     null    0x0            0x024C20A2           {$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r114.0<1>:f   66.0:f                              
(W)     send.dc0 (16|M0)         r76      r67     null    0x0            0x024C20A6           {$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r63      r67     null    0x0            0x024C20B2           {$4} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r59      r67     null    0x0            0x024C20B6           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   r116.0<8;1>:f     r123.0<8;1>:f     r6.0<0>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01A9           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r55      r67     null    0x0            0x024C20BA           {$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r51      r67     null    0x0            0x024C20BE           {$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r47      r67     null    0x0            0x024C20C2           {$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r43      r67     null    0x0            0x024C20C6           {$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r113.0<1>:f   r7.0<8;1>:f       r2.0<8;1>:f       r114.0<0>:f      {Compacted,@2,$11.dst}
        mad (8|M0)               r107.0<1>:f   acc1.0<8;1>:f     r3.0<8;1>:f       r114.0<0>:f     
(W)     send.dc0 (16|M0)         r39      r67     null    0x0            0x024C20CA           {$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r35      r67     null    0x0            0x024C20CE           {$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r31      r67     null    0x0            0x024C20D2           {$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r27      r67     null    0x0            0x024C20D6           {$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r23      r67     null    0x0            0x024C20DA           {@7,$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r19      r67     null    0x0            0x024C20DE           {@7,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r15      r67     null    0x0            0x024C20E2           {@7,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r11      r67     null    0x0            0x024C20E6           {@7,$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r99.0<1>:f    70.0:f                               {$14.dst}
(W)     send.dc0 (16|M0)         r7       r67     null    0x0            0x024C20EA           {@3,$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r118     r67     null    0x0            0x024C20F2           {@7,$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   r111.0<8;1>:f     r123.0<8;1>:f     r6.0<0>:f        {Compacted,@6,$6.dst}
(W)     send.dc0 (16|M0)         r123     r67     null    0x0            0x021C01AA           {@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r111.0<1>:f   67.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r4.0<8;1>:f       r114.0<0>:f     
        mad (8|M0)               acc1.0<1>:f   r113.0<8;1>:f     r69.0<8;1>:f      r111.0<0>:f      {Compacted,@2,$12.dst}
        mad (8|M0)               r104.0<1>:f   r107.0<8;1>:f     r70.0<8;1>:f      r111.0<0>:f      {Compacted,@6}
        mad (8|M0)               r102.0<1>:f   acc0.0<8;1>:f     r71.0<8;1>:f      r111.0<0>:f     
(W)     send.dc0 (16|M0)         r68      r67     null    0x0            0x024C20AE           {@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r108.0<1>:f   68.0:f                              
(W)     mov (1|M0)               r105.0<1>:f   69.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r96.0<8;1>:f      r108.0<0>:f      {@2}
        mad (8|M0)               acc0.0<1>:f   r104.0<8;1>:f     r97.0<8;1>:f      r108.0<0>:f      {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r93.0<8;1>:f      r105.0<0>:f      {@3,$13.dst}
        mad (8|M0)               r97.0<1>:f    r102.0<8;1>:f     r98.0<8;1>:f      r108.0<0>:f      {Compacted,@6}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r94.0<8;1>:f      r105.0<0>:f     
        mad (8|M0)               r98.0<1>:f    acc1.0<8;1>:f     r90.0<8;1>:f      r99.0<0>:f       {$15.dst}
        mad (8|M0)               r93.0<1>:f    r97.0<8;1>:f      r88.0<8;1>:f      r105.0<0>:f      {Compacted,@3}
        mad (8|M0)               acc1.0<1>:f   r109.0<8;1>:f     r123.0<8;1>:f     r6.0<0>:f        {Compacted,$6.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r5.0<8;1>:f       r114.0<0>:f     
(W)     send.dc0 (16|M0)         r2       r67     null    0x0            0x024C20EE           {@1,$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r72.0<8;1>:f      r111.0<0>:f     
(W)     send.dc0 (16|M0)         r72      r67     null    0x0            0x024C20AA           {@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r92.0<8;1>:f      r108.0<0>:f     
        mad (8|M0)               r92.0<1>:f    acc0.0<8;1>:f     r91.0<8;1>:f      r99.0<0>:f      
(W)     mov (1|M0)               r96.0<1>:f    71.0:f                              
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r89.0<8;1>:f      r105.0<0>:f     
        mad (8|M0)               r95.0<1>:f    r98.0<8;1>:f      r86.0<8;1>:f      r96.0<0>:f       {Compacted,@2,$0.dst}
        mad (8|M0)               acc0.0<1>:f   r93.0<8;1>:f      r84.0<8;1>:f      r99.0<0>:f       {Compacted,@7}
        mad (8|M0)               r88.0<1>:f    r92.0<8;1>:f      r87.0<8;1>:f      r96.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r85.0<8;1>:f      r99.0<0>:f      
(W)     mov (1|M0)               r92.0<1>:f    72.0:f                               {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r80.0<8;1>:f      r96.0<0>:f       {$2.dst}
        mad (8|M0)               r91.0<1>:f    r95.0<8;1>:f      r82.0<8;1>:f      r92.0<0>:f       {Compacted,@2}
        mad (8|M0)               r84.0<1>:f    r88.0<8;1>:f      r83.0<8;1>:f      r92.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r81.0<8;1>:f      r96.0<0>:f      
(W)     mov (1|M0)               r88.0<1>:f    73.0:f                              
(W)     send.dc0 (16|M0)         r114     r67     null    0x0            0x024C20F6           {$8} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r81.0<1>:f    acc0.0<8;1>:f     r76.0<8;1>:f      r92.0<0>:f       {$3.dst}
        mad (8|M0)               acc0.0<1>:f   r91.0<8;1>:f      r78.0<8;1>:f      r88.0<0>:f       {Compacted,@2}
        mad (8|M0)               r80.0<1>:f    r84.0<8;1>:f      r79.0<8;1>:f      r88.0<0>:f       {Compacted,@5}
        mad (8|M0)               r78.0<1>:f    acc1.0<8;1>:f     r77.0<8;1>:f      r92.0<0>:f      
(W)     mov (1|M0)               r84.0<1>:f    74.0:f                              
(W)     send.dc0 (16|M0)         r110     r67     null    0x0            0x024C20FA           {$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r106     r67     null    0x0            0x024C20FE           {$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r100.0<1>:f   94.0:f                              
(W)     send.dc0 (16|M0)         r102     r67     null    0x0            0x024C2102           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r83.0<1>:f    acc0.0<8;1>:f     r74.0<8;1>:f      r84.0<0>:f       {@2,$7.dst}
        mad (8|M0)               acc1.0<1>:f   r81.0<8;1>:f      r72.0<8;1>:f      r88.0<0>:f       {Compacted,@7}
        mad (8|M0)               r76.0<1>:f    r80.0<8;1>:f      r75.0<8;1>:f      r84.0<0>:f       {Compacted,@6}
        mad (8|M0)               r74.0<1>:f    r78.0<8;1>:f      r73.0<8;1>:f      r88.0<0>:f       {Compacted,@6}
(W)     mov (1|M0)               r81.0<1>:f    75.0:f                              
(W)     mov (1|M0)               r80.0<1>:f    76.0:f                              
        mad (8|M0)               r73.0<1>:f    acc1.0<8;1>:f     r68.0<8;1>:f      r84.0<0>:f       {$5.dst}
        mad (8|M0)               acc0.0<1>:f   r83.0<8;1>:f      r70.0<8;1>:f      r81.0<0>:f       {Compacted,@3}
        mad (8|M0)               acc1.0<1>:f   r76.0<8;1>:f      r71.0<8;1>:f      r81.0<0>:f       {Compacted,@6}
        mad (8|M0)               r70.0<1>:f    r74.0<8;1>:f      r69.0<8;1>:f      r84.0<0>:f       {Compacted,@6}
(W)     mov (1|M0)               r78.0<1>:f    77.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r65.0<8;1>:f      r80.0<0>:f       {@6,$4.dst}
        mad (8|M0)               r69.0<1>:f    r73.0<8;1>:f      r63.0<8;1>:f      r81.0<0>:f       {Compacted,@6}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r66.0<8;1>:f      r80.0<0>:f      
        mad (8|M0)               r65.0<1>:f    r70.0<8;1>:f      r64.0<8;1>:f      r81.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r77.0<1>:f    78.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r61.0<8;1>:f      r78.0<0>:f       {@6,$5.dst}
        mad (8|M0)               r64.0<1>:f    r69.0<8;1>:f      r59.0<8;1>:f      r80.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r62.0<8;1>:f      r78.0<0>:f      
        mad (8|M0)               r61.0<1>:f    r65.0<8;1>:f      r60.0<8;1>:f      r80.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r76.0<1>:f    79.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r57.0<8;1>:f      r77.0<0>:f       {@6,$7.dst}
        mad (8|M0)               r60.0<1>:f    r64.0<8;1>:f      r55.0<8;1>:f      r78.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r58.0<8;1>:f      r77.0<0>:f      
        mad (8|M0)               r57.0<1>:f    r61.0<8;1>:f      r56.0<8;1>:f      r78.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r75.0<1>:f    80.0:f                               {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r53.0<8;1>:f      r76.0<0>:f       {@6,$8.dst}
        mad (8|M0)               r56.0<1>:f    r60.0<8;1>:f      r51.0<8;1>:f      r77.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r54.0<8;1>:f      r76.0<0>:f      
        mad (8|M0)               r53.0<1>:f    r57.0<8;1>:f      r52.0<8;1>:f      r77.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r74.0<1>:f    81.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r49.0<8;1>:f      r75.0<0>:f       {@6,$9.dst}
        mad (8|M0)               r52.0<1>:f    r56.0<8;1>:f      r47.0<8;1>:f      r76.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r50.0<8;1>:f      r75.0<0>:f      
        mad (8|M0)               r49.0<1>:f    r53.0<8;1>:f      r48.0<8;1>:f      r76.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r73.0<1>:f    82.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r45.0<8;1>:f      r74.0<0>:f       {@6,$10.dst}
        mad (8|M0)               r48.0<1>:f    r52.0<8;1>:f      r43.0<8;1>:f      r75.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r46.0<8;1>:f      r74.0<0>:f      
        mad (8|M0)               r45.0<1>:f    r49.0<8;1>:f      r44.0<8;1>:f      r75.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r72.0<1>:f    83.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r41.0<8;1>:f      r73.0<0>:f       {@6,$1.dst}
        mad (8|M0)               r44.0<1>:f    r48.0<8;1>:f      r39.0<8;1>:f      r74.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r42.0<8;1>:f      r73.0<0>:f      
        mad (8|M0)               r41.0<1>:f    r45.0<8;1>:f      r40.0<8;1>:f      r74.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r71.0<1>:f    84.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r37.0<8;1>:f      r72.0<0>:f       {@6,$11.dst}
        mad (8|M0)               r40.0<1>:f    r44.0<8;1>:f      r35.0<8;1>:f      r73.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r38.0<8;1>:f      r72.0<0>:f      
        mad (8|M0)               r37.0<1>:f    r41.0<8;1>:f      r36.0<8;1>:f      r73.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r70.0<1>:f    85.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r33.0<8;1>:f      r71.0<0>:f       {@6,$12.dst}
        mad (8|M0)               r36.0<1>:f    r40.0<8;1>:f      r31.0<8;1>:f      r72.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r34.0<8;1>:f      r71.0<0>:f      
        mad (8|M0)               r33.0<1>:f    r37.0<8;1>:f      r32.0<8;1>:f      r72.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r69.0<1>:f    86.0:f                              
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r29.0<8;1>:f      r70.0<0>:f       {@6,$13.dst}
        mad (8|M0)               r32.0<1>:f    r36.0<8;1>:f      r27.0<8;1>:f      r71.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r30.0<8;1>:f      r70.0<0>:f      
        mad (8|M0)               r29.0<1>:f    r33.0<8;1>:f      r28.0<8;1>:f      r71.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r68.0<1>:f    87.0:f                              
        mad (8|M0)               r34.0<1>:f    acc0.0<8;1>:f     r25.0<8;1>:f      r69.0<0>:f       {@6,$14.dst}
        mad (8|M0)               acc0.0<1>:f   r32.0<8;1>:f      r23.0<8;1>:f      r70.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r26.0<8;1>:f      r69.0<0>:f      
        mad (8|M0)               r25.0<1>:f    r29.0<8;1>:f      r24.0<8;1>:f      r70.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r66.0<1>:f    88.0:f                               {Compacted}
        mad (8|M0)               r24.0<1>:f    acc0.0<8;1>:f     r19.0<8;1>:f      r69.0<0>:f       {$15.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r22.0<8;1>:f      r68.0<0>:f       {@7}
        mad (8|M0)               acc0.0<1>:f   r25.0<8;1>:f      r20.0<8;1>:f      r69.0<0>:f       {Compacted,@4}
(W)     mov (1|M0)               r65.0<1>:f    89.0:f                              
        mad (8|M0)               r30.0<1>:f    r34.0<8;1>:f      r21.0<8;1>:f      r68.0<0>:f       {Compacted,@7}
        mad (8|M0)               r20.0<1>:f    acc1.0<8;1>:f     r18.0<8;1>:f      r66.0<0>:f       {@6,$0.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r16.0<8;1>:f      r68.0<0>:f      
        mad (8|M0)               acc1.0<1>:f   r24.0<8;1>:f      r15.0<8;1>:f      r68.0<0>:f       {Compacted,@7}
(W)     mov (1|M0)               r64.0<1>:f    90.0:f                              
        mad (8|M0)               r26.0<1>:f    r30.0<8;1>:f      r17.0<8;1>:f      r66.0<0>:f       {Compacted,@5}
        mad (8|M0)               r16.0<1>:f    acc0.0<8;1>:f     r12.0<8;1>:f      r66.0<0>:f       {$2.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r11.0<8;1>:f      r66.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   r20.0<8;1>:f      r14.0<8;1>:f      r65.0<0>:f       {Compacted,@7}
(W)     mov (1|M0)               r63.0<1>:f    91.0:f                              
        mad (8|M0)               r23.0<1>:f    r26.0<8;1>:f      r13.0<8;1>:f      r65.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r7.0<8;1>:f       r65.0<0>:f       {$3.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r10.0<8;1>:f      r64.0<0>:f       {@7}
        mad (8|M0)               r13.0<1>:f    r16.0<8;1>:f      r8.0<8;1>:f       r65.0<0>:f       {Compacted,@7}
(W)     mov (1|M0)               r62.0<1>:f    92.0:f                              
        mad (8|M0)               r20.0<1>:f    r23.0<8;1>:f      r9.0<8;1>:f       r64.0<0>:f       {Compacted,@5}
        mad (8|M0)               r12.0<1>:f    acc1.0<8;1>:f     r2.0<8;1>:f       r64.0<0>:f       {$6.dst}
        mad (8|M0)               r11.0<1>:f    acc0.0<8;1>:f     r5.0<8;1>:f       r63.0<0>:f       {@7}
        mad (8|M0)               r10.0<1>:f    r13.0<8;1>:f      r3.0<8;1>:f       r64.0<0>:f       {Compacted,@5}
(W)     mov (1|M0)               r61.0<1>:f    93.0:f                              
        mad (8|M0)               acc1.0<1>:f   r20.0<8;1>:f      r4.0<8;1>:f       r63.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc0.0<1>:f   r12.0<8;1>:f      r118.0<8;1>:f     r63.0<0>:f       {Compacted,@5,$4.dst}
        mad (8|M0)               r8.0<1>:f     r11.0<8;1>:f      r121.0<8;1>:f     r62.0<0>:f       {Compacted,@5}
        mad (8|M0)               r7.0<1>:f     r10.0<8;1>:f      r119.0<8;1>:f     r63.0<0>:f       {Compacted,@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<8;1>:f     r120.0<8;1>:f     r62.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r114.0<8;1>:f     r62.0<0>:f       {$8.dst}
        mad (8|M0)               r4.0<1>:f     r8.0<8;1>:f       r117.0<8;1>:f     r61.0<0>:f       {Compacted,@4}
        mad (8|M0)               r3.0<1>:f     r7.0<8;1>:f       r115.0<8;1>:f     r62.0<0>:f       {Compacted,@4}
        mad (8|M0)               r11.0<1>:f    acc1.0<8;1>:f     r116.0<8;1>:f     r61.0<0>:f      
        mad (8|M0)               acc0.0<1>:f   acc0.0<8;1>:f     r110.0<8;1>:f     r61.0<0>:f       {$9.dst}
        mad (8|M0)               r122.0<1>:f   r4.0<8;1>:f       r113.0<8;1>:f     r100.0<0>:f      {Compacted,@4}
        mad (8|M0)               acc1.0<1>:f   r3.0<8;1>:f       r111.0<8;1>:f     r61.0<0>:f       {Compacted,@4}
(W)     send.dc0 (16|M0)         r79      r67     null    0x0            0x021C019A           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r8.0<1>:f     r11.0<8;1>:f      r112.0<8;1>:f     r100.0<0>:f      {Compacted,@4}
        mad (8|M0)               r63.0<1>:f    acc0.0<8;1>:f     r106.0<8;1>:f     r100.0<0>:f      {$10.dst}
        mad (8|M0)               r4.0<1>:f     acc1.0<8;1>:f     r107.0<8;1>:f     r100.0<0>:f     
(W)     send.dc0 (16|M0)         r100     r67     null    0x0            0x022C1106           {@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     mov (1|M0)               r60.0<1>:f    95.0:f                              
(W)     mov (1|M0)               r59.0<1>:f    96.0:f                               {Compacted}
        mad (8|M0)               acc0.0<1>:f   r8.0<8;1>:f       r108.0<8;1>:f     r60.0<0>:f       {Compacted,@2}
        mad (8|M0)               acc1.0<1>:f   r122.0<8;1>:f     r109.0<8;1>:f     r60.0<0>:f       {Compacted,@7}
        mad (8|M0)               r63.0<1>:f    r63.0<8;1>:f      r102.0<8;1>:f     r60.0<0>:f       {Compacted,@6,$1.dst}
        mad (8|M0)               r4.0<1>:f     r4.0<8;1>:f       r103.0<8;1>:f     r60.0<0>:f       {Compacted,@6}
        mad (8|M0)               r119.0<1>:f   acc0.0<8;1>:f     r104.0<8;1>:f     r59.0<0>:f       {@5}
        mad (8|M0)               r120.0<1>:f   acc1.0<8;1>:f     r105.0<8;1>:f     r59.0<0>:f      
(W)     mov (8|M0)               r112.0<1>:f   r67.0<8;8,1>:f                   {Compacted}
        add (8|M0)               r106.0<1>:d   r79.0<8;8,1>:d    r6.2<0;1,0>:d    {Compacted,$5.dst}
        mad (8|M0)               r121.0<1>:f   r63.0<8;1>:f      r100.0<8;1>:f     r59.0<0>:f       {Compacted,@6,$6.dst}
        mad (8|M0)               r122.0<1>:f   r4.0<8;1>:f       r101.0<8;1>:f     r59.0<0>:f       {Compacted,@6}
        send.dc1 (8|M0)          null     r106    r119    0x100            0x02026000           {@1,$7} // wr:1+4, rd:0; untyped surface write with xyzw
(W)     send.dc0 (8|M0)          r25      r67     null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r25.0<8;8,1>:ud                  {$8.dst}
(W)     mov (16|M0)              acc0.0<1>:f   0.0:f                              
(W)     send.ts (1|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L37248:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x46A1C671:ud                             
(W)     mov (16|M0)              null<1>:ud    0x825A1A4F:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x1:ud                             
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
        illegal                
