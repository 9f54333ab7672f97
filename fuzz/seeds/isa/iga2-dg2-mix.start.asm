L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r2.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r8.0<1>:ud    r4.3<0;1,0>:ud    r2.1<0;1,0>:ud   {AccWrEn}
        mov (16|M0)              r9.0<1>:d     r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r6.2<0;1,0>:d                    {A@1}
        addc (8|M0)              r11.0<1>:ud   r7.0<0;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
        add (8|M0)               r13.0<1>:ud   acc0.0<1;1,0>:ud  r8.0<0;1,0>:ud  
        addc (8|M8)              r12.0<1>:ud   r7.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn}
        add (16|M0)              r15.0<1>:d    r11.0<1;1,0>:d    r4.0<0;1,0>:d    {Compacted,I@1}
        shl (16|M0)              r17.0<1>:d    r15.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (16|M0)              r25.0<1>:d    r17.0<1;1,0>:d    60:w               {Compacted,I@1}
        send.ugm (16|M0)         r27      r25     null:0  a0.0        0x24280500           {ExBSO,A@1,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.0<1>:ud    r6.1<0;1,0>:d                    {A@1}
        add (16|M0)              r19.0<1>:d    r17.0<1;1,0>:d    r5.7<0;1,0>:d    {Compacted}
        add (8|M8)               r14.0<1>:ud   acc0.0<1;1,0>:ud  r8.0<0;1,0>:ud  
        send.ugm (16|M0)         r21      r19     null:0  a0.0        0x24280500           {ExBSO,A@2,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        cmp (16|M0)   (gt)f0.1   null<1>:d     r27.0<1;1,0>:d    0:w               {$3.dst}
        mov (16|M0)              r23.0<1>:f    r21.0<1;1,0>:d                   {Compacted,$4.dst}
(~f0.1) goto (16|M0)                         L640                  L640                
L544:
(W)     mov (1|M0)               r3.0<1>:f     1.0001:f                               {$1.dst}
(W)     mov (1|M0)               r3.1<1>:d     0:w                              
L576:
        xor (16|M0)              r29.0<1>:d    r3.1<0;1,0>:d     r15.0<1;1,0>:d   {Compacted,I@1}
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w               {Compacted}
        mov (16|M0)              r31.0<1>:f    r29.0<1;1,0>:d                   {Compacted,I@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r3.1<0;1,0>:d     r27.0<1;1,0>:d   {I@1}
        mad (16|M0)              r23.0<1>:f    r31.0<1;0>:f      r23.0<1;0>:f      r3.0<0>:f        {Compacted,F@1}
(f0.0)  goto.b (16|M0)                       L640                  L576                
L640:
        join (16|M0)                         L656                                
L656:
        shl (16|M0)              r33.0<1>:w    r1.0<1;1,0>:w     2:w              
        and (16|M0)              r34.0<1>:w    r33.0<1;1,0>:w    1020:w               {I@1}
        mov (16|M0)              r35.0<1>:ud   r34.0<1;1,0>:uw                  {I@1}
        send.slm (16|M0)         null     r35     r23:2   0x0            0x040E0504           {A@1,$5} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r37      r2      null:0  0x0            0x0210001F           {$6} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r38.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r38.10<1>:ub  r2.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r37.0<1;1,0>:ud                  {$6.dst}
(W)     send.gtwy (1|M0)         null     r38     null:0  0x0            0x02000004           {A@2,$7} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               a0.0<1>:ud    r6.1<0;1,0>:d                    {A@1}
        add (16|M0)              acc0.0<1>:w   r33.0<1;1,0>:w    4:w              
        and (16|M0)              r39.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        send.ugm (16|M0)         r46      r19     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        mov (16|M0)              r40.0<1>:ud   r39.0<1;1,0>:uw                  {I@1}
        send.slm (16|M0)         r42      r40     null:0  0x0            0x04280500           {A@1,$9} // wr:2+0, rd:2; load.slm.d32.a32
(W)     mov (1|M0)               a0.0<1>:ud    r6.0<0;1,0>:d                    {A@1}
        add (16|M0)              r64.0<1>:d    r17.0<1;1,0>:d    r5.6<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        shl (16|M0)              r48.0<1>:d    r46.0<1;1,0>:d    2:w               {Compacted,$8.dst}
        and (16|M0)              r48.0<1>:d    r48.0<1;1,0>:d    252:w               {Compacted,I@1}
        add (16|M0)              r44.0<1>:f    r23.0<1;1,0>:f    r42.0<1;1,0>:f   {Compacted,$9.dst}
        addc (8|M0)              r50.0<1>:ud   r5.2<0;1,0>:ud    r48.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        sync.nop                             null                             {Compacted,F@1}
        math.sqt (16|M0)         r58.0<1>:f    r44.0<1;1,0>:f                   {$10}
        mov (16|M0)              r60.0<1>:d    r44.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r52.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r51.0<1>:ud   r5.2<0;1,0>:ud    r49.0<1;1,0>:ud  {AccWrEn}
        mov (16|M0)              r62.0<1>:f    r60.0<1;1,0>:d                   {Compacted,I@3}
        mov (8|M8)               r53.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r54.1<2>:ud   r52.0<1;1,0>:ud   r5.3<0;1,0>:ud   {I@3}
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M0)              r58.0<1>:f    r58.0<1;1,0>:f    r62.0<1;1,0>:f   {Compacted,F@1}
        add (8|M8)               r56.1<2>:ud   r53.0<1;1,0>:ud   r5.3<0;1,0>:ud   {I@2}
        mov (8|M0)               r54.0<2>:d    r50.0<1;1,0>:d                  
        mov (8|M8)               r56.0<2>:d    r51.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r54     null:0  0x0            0x08000588           {A@1,$11} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
