L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,A@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted,$1.dst}
        add3 (16|M0)             r7.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        shl (16|M0)              r9.0<1>:d     r7.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (16|M0)              r15.0<1>:d    r9.0<1;1,0>:d     60:w               {Compacted,I@1}
        send.dc1 (16|M0)         r17      r15     null:0  0x0            0x04205E03           {A@1,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r11      r9      null:0  0x0            0x04205E01           {$4} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (gt)f0.1   null<1>:d     r17.0<1;1,0>:d    0:w               {$3.dst}
        mov (16|M0)              r13.0<1>:f    r11.0<1;1,0>:d                   {Compacted,$4.dst}
(~f0.1) goto (16|M0)                         L512                  L512                
L408:
(W)     mov (1|M0)               r3.1<1>:f     1.0001:f                              
(W)     mov (1|M0)               r3.2<1>:d     0:w                              
L440:
        xor (16|M0)              r19.0<1>:d    r3.2<0;1,0>:d     r7.0<1;1,0>:d    {Compacted,I@1}
(W)     add (1|M0)               r3.2<1>:d     r3.2<0;1,0>:d     1:w              
        mov (16|M0)              r21.0<1>:f    r19.0<1;1,0>:d                   {Compacted,I@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r3.2<0;1,0>:d     r17.0<1;1,0>:d   {I@1}
        mad (16|M0)              r13.0<1>:f    r21.0<1;0>:f      r13.0<1;0>:f      r3.1<0>:f        {Compacted,F@1}
(f0.0)  goto.b (16|M0)                       L512                  L440                
L512:
        join (16|M0)                         L528                                
L528:
        shl (16|M0)              r23.0<1>:w    r1.0<1;1,0>:w     2:w              
        and (16|M0)              r24.0<1>:w    r23.0<1;1,0>:w    1020:w               {I@1}
        mov (16|M0)              r25.0<1>:ud   r24.0<1;1,0>:uw                  {I@1}
        send.dc1 (16|M0)         null     r25     r13:2   0x0            0x04025EFE           {A@1,$5} // wr:2+2, rd:0; untyped surface write with x
(W)     send.slm (1|M0)          r27      r2      null:0  0x0            0x0210011F           {$6} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r28.2<1>:f    0.0:f                               {Compacted,$6.dst}
(W)     mov (2|M0)               r28.10<1>:ub  r2.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r27.0<1;1,0>:ud                 
(W)     send.gtwy (1|M0)         null     r28     null:0  0x0            0x02000004           {A@2,$7} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        send.dc1 (16|M0)         r36      r9      null:0  0x0            0x04205E01           {$8} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              acc0.0<1>:w   r23.0<1;1,0>:w    4:w              
        and (16|M0)              r29.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        mov (16|M0)              r30.0<1>:ud   r29.0<1;1,0>:uw                  {I@1}
        send.dc1 (16|M0)         r32      r30     null:0  0x0            0x04205EFE           {A@1,$9} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r46.0<1>:d    1:w                              
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        add (16|M0)              r34.0<1>:f    r13.0<1;1,0>:f    r32.0<1;1,0>:f   {Compacted,$9.dst}
        math.sqt (16|M0)         r48.0<1>:f    r34.0<1;1,0>:f                   {@1,$10}
        mov (16|M0)              r50.0<1>:d    r34.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r52.0<1>:f    r50.0<1;1,0>:d                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M0)              r48.0<1>:f    r48.0<1;1,0>:f    r52.0<1;1,0>:f   {Compacted,F@1}
        shl (16|M0)              r36.0<1>:d    r36.0<1;1,0>:d    2:w               {Compacted,$8.dst}
        and (16|M0)              r36.0<1>:d    r36.0<1;1,0>:d    252:w               {Compacted,I@1}
        addc (8|M0)              r38.0<1>:ud   r5.4<0;1,0>:ud    r36.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        mov (8|M0)               r40.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r39.0<1>:ud   r5.4<0;1,0>:ud    r37.0<1;1,0>:ud  {AccWrEn}
        add (8|M0)               r42.1<2>:ud   r40.0<1;1,0>:ud   r5.5<0;1,0>:ud   {I@2}
        mov (8|M8)               r41.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (8|M0)               r42.0<2>:d    r38.0<1;1,0>:d                  
        add (8|M8)               r44.1<2>:ud   r41.0<1;1,0>:ud   r5.5<0;1,0>:ud   {I@2}
        mov (8|M8)               r44.0<2>:d    r39.0<1;1,0>:d                  
        send.dc1 (8|M0)          null     r42     r46:1   0x0            0x040487FF           {A@3,$11} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        send.dc1 (8|M8)          null     r44     r47:1   0x0            0x040487FF           {A@1,$12} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        sync.nop                             null                             {Compacted,F@1}
        send.dc1 (16|M0)         null     r9      r48:2   0x0            0x04025E00           {$13} // wr:2+2, rd:0; untyped surface write with x
(W)     send.ugm (1|M0)          r54      r2      null:0  0x0            0x0214031F           {$14} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r54.0<1;1,0>:ud                  {$14.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1064:
        nop                    
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
