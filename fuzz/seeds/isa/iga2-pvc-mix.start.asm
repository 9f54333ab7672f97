L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r126.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r126    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
(W)     macl (1|M0)              r3.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r2.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$0.dst}
        mov (16|M0)              r64.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r66.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r3.1<1>:d     r2.0<0;1,0>:d                    {Compacted,I@3}
        add (16|M0)              r76.0<1>:q    r3.0<0;1,0>:q     r64.0<4;1,0>:uw  {I@1}
        add (16|M16)             r78.0<1>:q    r3.0<0;1,0>:q     r66.0<4;1,0>:uw 
        add (16|M0)              r80.0<1>:q    r76.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r82.0<1>:q    r78.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        mov (16|M0)              r11.0<1>:d    r80.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r12.0<1>:d    r82.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r13.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    60:w               {Compacted,I@1}
        mov (16|M0)              r68.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r70.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r17.0<1>:q    r4.6<0;1,0>:q     r68.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r19.0<1>:q    r4.6<0;1,0>:q     r70.0<2;1,0>:ud  {Compacted,I@2}
        shl (16|M0)              r84.0<1>:q    r80.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r86.0<1>:q    r82.0<1;1,0>:q    2:w               {Compacted}
        send.ugm (32|M0)         r21      r17     null:0  0x0            0x08200580           {A@3,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r5.0<1>:q     r84.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r86.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r9       r5      null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        cmp (32|M0)   (gt)f1.0   null<1>:d     r21.0<1;1,0>:d    0:w               {$3.dst}
        mov (32|M0)              r23.0<1>:f    r9.0<1;1,0>:d                    {$4.dst}
(~f1.0) goto (32|M0)                         L776                  L776                
L672:
(W)     mov (1|M0)               r3.2<1>:f     1.0001:f                              
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L696:
        xor (32|M0)              r25.0<1>:d    r2.1<0;1,0>:d     r11.0<1;1,0>:d   {Compacted,I@1}
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
        mov (32|M0)              r28.0<1>:f    r25.0<1;1,0>:d                   {I@2}
        cmp (32|M0)   (lt)f0.0   null<1>:d     r2.1<0;1,0>:d     r21.0<1;1,0>:d   {I@1}
        mad (32|M0)              r23.0<1>:f    r28.0<1;0>:f      r23.0<1;0>:f      r3.2<0>:f        {Compacted,F@1}
(f0.0)  goto.b (32|M0)                       L776                  L696                
L776:
        join (32|M0)                         L792                                
L792:
        shl (32|M0)              r27.0<1>:w    r1.0<1;1,0>:w     2:w              
        and (32|M0)              r30.0<1>:w    r27.0<1;1,0>:w    1020:w               {I@1}
        mov (32|M0)              r31.0<1>:ud   r30.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         null     r31     r23:2   0x0            0x04000504           {A@1,$5} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r33      r0      null:0  0x0            0x0210001F           {$6} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r34.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r34.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r33.0<1;1,0>:ud                  {Compacted,$6.dst}
(W)     send.gtwy (1|M0)         null     r34     null:0  0x0            0x02000004           {I@2,$7} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
        send.ugm (32|M0)         r42      r5      null:0  0x0            0x08200580           {$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              acc0.0<1>:w   r27.0<1;1,0>:w    4:w              
        and (32|M0)              r35.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        mov (32|M0)              r36.0<1>:ud   r35.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         r38      r36     null:0  0x0            0x04200500           {I@1,$9} // wr:2+0, rd:2; load.slm.d32.a32
        add (16|M0)              r60.0<1>:q    r84.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M16)             r62.0<1>:q    r86.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
        add (32|M0)              r40.0<1>:f    r23.0<1;1,0>:f    r38.0<1;1,0>:f   {Compacted,$9.dst}
        math.sqt (32|M0)         r52.0<1>:f    r40.0<1;1,0>:f                   {F@1}
        mov (32|M0)              r54.0<1>:d    r40.0<1;1,0>:f                  
        shl (32|M0)              r44.0<1>:d    r42.0<1;1,0>:d    2:w               {Compacted,$8.dst}
        and (32|M0)              r46.0<1>:d    r44.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (32|M0)              r56.0<1>:f    r54.0<1;1,0>:d                  
