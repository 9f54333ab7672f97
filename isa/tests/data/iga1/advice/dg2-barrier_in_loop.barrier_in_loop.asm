L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.4<0;1,0>:d     0:w               {A@1}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.4<0;1,0>:d     0:w              
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r3.2<0;1,0>:uw   {I@4}
(W)     mach (1|M0)              r4.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d   
        sync.nop                             null                             {Compacted,$1.dst}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<1;1,0>:uw   {I@1}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<1;1,0>:uw  
        add3 (16|M0)             r11.0<1>:d    r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d       
        add3 (16|M16)            r13.0<1>:d    r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
(f1.0)  goto (32|M0)                         L480                  L480                
L440:
        mov (16|M0)              r15.0<1>:ud   0x0:ud                             
        mov (16|M16)             r17.0<1>:f    0.0:f                               {Compacted}
        goto (32|M0)                         L480                  L1208                
L480:
        join (32|M0)                         L1208                                
L496:
        shl (16|M0)              r19.0<1>:w    r1.0<1;1,0>:w     2:w              
        shl (16|M16)             r20.0<1>:w    r2.0<1;1,0>:w     2:w              
        and (16|M0)              r21.0<1>:w    r19.0<1;1,0>:w    252:w               {I@2}
        and (16|M16)             r22.0<1>:w    r20.0<1;1,0>:w    252:w               {I@2}
        add (16|M0)              acc0.0<1>:w   r19.0<1;1,0>:w    4:w              
        add (16|M16)             acc2.0<1>:w   r20.0<1;1,0>:w    4:w              
        and (16|M0)              r19.0<1>:w    acc0.0<1;1,0>:w   252:w              
        and (16|M16)             r20.0<1>:w    acc2.0<1;1,0>:w   252:w              
        mov (16|M0)              r15.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r17.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r23.0<1>:ud   r21.0<1;1,0>:uw                  {I@6}
        mov (16|M16)             r25.0<1>:ud   r22.0<1;1,0>:uw                  {I@6}
        mov (16|M0)              r27.0<1>:ud   r19.0<1;1,0>:uw                  {I@4}
        mov (16|M16)             r29.0<1>:ud   r20.0<1;1,0>:uw                  {I@4}
(W)     mov (1|M0)               r4.1<1>:d     0:w                              
L720:
(W)     shl (1|M0)               r4.2<1>:d     r4.1<0;1,0>:d     6:w               {I@1}
        add3 (16|M0)             r31.0<1>:d    r5.0<1;0>:d       r7.0<0;0>:d       r4.2<0>:d        {I@1}
        add3 (16|M16)            r33.0<1>:d    r9.0<1;0>:d       r7.0<0;0>:d       r4.2<0>:d       
        shl (16|M0)              r31.0<1>:d    r31.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r33.0<1>:d    r33.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r31.0<1>:d    r31.0<1;1,0>:d    16380:w               {I@2}
        and (16|M16)             r33.0<1>:d    r33.0<1;1,0>:d    16380:w               {I@2}
        sync.nop                             null                             {Compacted,$3.src}
        send.dc1 (16|M0)         r35      r31     null:0  0x0            0x04205E01           {A@2,$7} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$6.src}
        send.dc1 (16|M16)        r37      r33     null:0  0x0            0x04205E01           {A@1,$8} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$7.dst}
        send.dc1 (16|M0)         null     r23     r35:2   0x0            0x04025EFE           {$3} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$8.dst}
        send.dc1 (16|M16)        null     r25     r37:2   0x0            0x04025EFE           {$6} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.slm (1|M0)          r39      r3      null:0  0x0            0x0210011F           {$9} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r40.2<1>:f    0.0:f                               {Compacted,$9.dst}
(W)     mov (2|M0)               r40.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r39.0<1;1,0>:ud                 
(W)     send.gtwy (1|M0)         null     r40     null:0  0x0            0x02000004           {A@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        send.dc1 (16|M0)         r41      r27     null:0  0x0            0x04205EFE           {$10} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r43      r29     null:0  0x0            0x04205EFE           {$11} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r15.0<1>:f    r15.0<1;1,0>:f    r41.0<1;1,0>:f   {Compacted,$10.dst}
        add (16|M16)             r17.0<1>:f    r17.0<1;1,0>:f    r43.0<1;1,0>:f   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.slm (1|M0)          r45      r3      null:0  0x0            0x0210011F           {$12} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r46.2<1>:f    0.0:f                               {Compacted,$12.dst}
(W)     mov (2|M0)               r46.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r45.0<1;1,0>:ud                 
(W)     send.gtwy (1|M0)         null     r46     null:0  0x0            0x02000004           {A@2,$5} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.4<0;1,0>:d    {I@1}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.4<0;1,0>:d   
(f0.0)  goto.b (32|M0)                       L1208                  L720                
L1208:
        join (32|M0)                         L1224                                
L1224:
        shl (16|M0)              r47.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r49.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted}
        send.dc1 (16|M0)         null     r47     r15:2   0x0            0x04025E00           {A@2,$13} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r49     r17:2   0x0            0x04025E00           {A@1,$14} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r51      r3      null:0  0x0            0x0214031F           {$15} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r51.0<1;1,0>:ud                  {$15.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1328:
        nop                    
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
