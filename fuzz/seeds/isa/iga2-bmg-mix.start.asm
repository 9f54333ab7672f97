L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1}
(W)     mov (8|M0)               r2.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r127  null:0  0xFF000000            0x6219D500           {A@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r3       r127  null:0  0xFF000000            0x6219C500           {I@1,$1} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.cc.bti[255]
(W)     mov (16|M0)              r4.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r66.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r68.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
        add (16|M0)              r78.0<1>:q    r6.0<0;1,0>:q     r66.0<4;1,0>:uw  {I@1}
        add (16|M16)             r80.0<1>:q    r6.0<0;1,0>:q     r68.0<4;1,0>:uw 
        add (16|M0)              r82.0<1>:q    r78.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r84.0<1>:q    r80.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r13.0<1>:d    r82.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r14.0<1>:d    r84.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r17.0<1>:d    r15.0<1;1,0>:d    60:w               {Compacted,I@1}
        mov (16|M0)              r70.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r72.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r19.0<1>:q    r3.2<0;1,0>:q     r70.0<2;1,0>:ud  {@2,$1.dst}
        add (16|M16)             r21.0<1>:q    r3.2<0;1,0>:q     r72.0<2;1,0>:ud  {I@2}
        shl (16|M0)              r86.0<1>:q    r82.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r88.0<1>:q    r84.0<1;1,0>:q    2:w               {Compacted}
        send.ugm (32|M0)         r23      r19  null:0  0x0            0x08200580           {I@3,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r7.0<1>:q     r86.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r9.0<1>:q     r88.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r11      r7  null:0  0x0            0x08200580           {I@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        cmp (32|M0)   (gt)f1.0   null<1>:d     r23.0<1;1,0>:d    0:w               {$2.dst}
        mov (32|M0)              r25.0<1>:f    r11.0<1;1,0>:d                   {$3.dst}
(~f1.0) goto (32|M0)                         L704                  L704                
L576:
(W)     mov (1|M0)               r3.6<1>:f     1.0001:f                              
(W)     mov (1|M0)               r2.8<1>:d     0:w                              
L608:
        xor (32|M0)              r27.0<1>:d    r2.8<0;1,0>:d     r13.0<1;1,0>:d   {I@1}
(W)     add (1|M0)               r2.8<1>:d     r2.8<0;1,0>:d     1:w              
        mov (32|M0)              r30.0<1>:f    r27.0<1;1,0>:d                   {I@2}
        cmp (32|M0)   (lt)f0.0   null<1>:d     r2.8<0;1,0>:d     r23.0<1;1,0>:d   {I@1}
        mad (32|M0)              r25.0<1>:f    r30.0<1;0>:f      r25.0<1;0>:f      r3.6<0>:f        {F@1}
(f0.0)  goto.b (32|M0)                       L704                  L608                
L704:
        join (32|M0)                         L720                                
L720:
        shl (32|M0)              r29.0<1>:w    r1.0<1;1,0>:w     2:w              
        and (32|M0)              r32.0<1>:w    r29.0<1;1,0>:w    1020:w               {I@1}
        mov (32|M0)              r33.0<1>:ud   r32.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         null     r33  r25:2  0x0            0x04000504           {A@1,$4} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r35      r4  null:0  0x0            0x0210001F           {$5} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r36.2<1>:f    3.58732e-43:f                              
(W)     mov (2|M0)               r36.10<1>:ub  r4.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r35.0<1;1,0>:ud                  {$5.dst}
(W)     send.gtwy (1|M0)         null     r36  null:0  0x0            0x02000004           {I@2,$6} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                
        send.ugm (32|M0)         r44      r7  null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              acc0.0<1>:w   r29.0<1;1,0>:w    4:w              
        and (32|M0)              r37.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        mov (32|M0)              r38.0<1>:ud   r37.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         r40      r38  null:0  0x0            0x04200500           {I@1,$8} // wr:2+0, rd:2; load.slm.d32.a32
        add (16|M0)              r62.0<1>:q    r86.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        add (16|M16)             r64.0<1>:q    r88.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
        add (32|M0)              r42.0<1>:f    r25.0<1;1,0>:f    r40.0<1;1,0>:f   {Compacted,$8.dst}
        math.sqt (32|M0)         r54.0<1>:f    r42.0<1;1,0>:f                   {F@1}
        mov (32|M0)              r56.0<1>:d    r42.0<1;1,0>:f                  
        shl (32|M0)              r46.0<1>:d    r44.0<1;1,0>:d    2:w               {Compacted,$7.dst}
        and (32|M0)              r48.0<1>:d    r46.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (32|M0)              r58.0<1>:f    r56.0<1;1,0>:d                  
        mov (16|M0)              r74.0<2>:ud   r48.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r76.0<2>:ud   r49.0<1;1,0>:ud                  {Compacted}
        add (32|M0)              r60.0<1>:f    r54.0<1;1,0>:f    r58.0<1;1,0>:f   {A@1}
        add (16|M0)              r50.0<1>:q    r3.1<0;1,0>:q     r74.0<2;1,0>:ud  {I@2}
        add (16|M16)             r52.0<1>:q    r3.1<0;1,0>:q     r76.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         null     r50  null:0  0x0            0x08000588           {I@1,$9} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (32|M0)         null     r62  r60:2  0x0            0x08000584           {F@1,$10} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,$11} // wr:1+0, rd:0; end of thread
L1168:
(W)     mov (16|M0)              null<1>:ud    0x3EB0302A:ud                             
(W)     mov (16|M0)              null<1>:ud    0x969DAC8:ud                             
