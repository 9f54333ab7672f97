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
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r3.2<0;1,0>:uw   {A@1}
        mov (16|M0)              r5.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
        mov (16|M16)             r9.0<1>:d     r2.0<1;1,0>:uw                  
(W)     mach (1|M0)              r4.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d   
        shl (16|M0)              r27.0<1>:w    r1.0<1;1,0>:w     2:w              
        add3 (16|M0)             r11.0<1>:d    r4.0<0;0>:d       r5.0<1;0>:d       r7.0<0>:d        {I@2}
        add3 (16|M16)            r13.0<1>:d    r4.0<0;0>:d       r9.0<1;0>:d       r7.0<0>:d       
        shl (16|M0)              r15.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r17.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r19.0<1>:d    r15.0<1;1,0>:d    16380:w               {I@2}
        and (16|M16)             r21.0<1>:d    r17.0<1;1,0>:d    16380:w               {I@2}
        send.dc1 (16|M0)         r23      r19     null:0  0x0            0x04205E01           {A@2,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r25      r21     null:0  0x0            0x04205E01           {A@1,$4} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r28.0<1>:w    r2.0<1;1,0>:w     2:w              
        and (16|M0)              r27.0<1>:w    r27.0<1;1,0>:w    252:w              
        and (16|M16)             r28.0<1>:w    r28.0<1;1,0>:w    252:w               {I@2}
        mov (16|M0)              r29.0<1>:ud   r27.0<1;1,0>:uw                  {I@2}
        mov (16|M16)             r31.0<1>:ud   r28.0<1;1,0>:uw                  {I@2}
        send.dc1 (16|M0)         null     r29     r23:2   0x0            0x04025EFE           {A@2,$3} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r31     r25:2   0x0            0x04025EFE           {A@1,$4} // wr:2+2, rd:0; untyped surface write with x
(W)     send.slm (1|M0)          r33      r3      null:0  0x0            0x0210011F           {$5} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r34.2<1>:f    0.0:f                               {Compacted,$5.dst}
(W)     mov (2|M0)               r34.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r33.0<1;1,0>:ud                 
(W)     send.gtwy (1|M0)         null     r34     null:0  0x0            0x02000004           {A@2,$6} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.4<0;1,0>:d     0:w              
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.4<0;1,0>:d     0:w              
(f1.0)  goto (32|M0)                         L768                  L768                
L728:
        mov (16|M0)              r35.0<1>:ud   0x0:ud                             
        mov (16|M16)             r37.0<1>:f    0.0:f                               {Compacted}
        goto (32|M0)                         L768                  L984                
L768:
        join (32|M0)                         L984                                
L784:
        mov (16|M0)              r35.0<1>:ud   0x0:ud                             
        mov (16|M16)             r37.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r4.1<1>:d     0:w                              
L824:
        add (16|M0)              r39.0<1>:d    r4.1<0;1,0>:d     r5.0<1;1,0>:d    {Compacted,I@1}
        add (16|M16)             r41.0<1>:d    r4.1<0;1,0>:d     r9.0<1;1,0>:d    {Compacted}
        shl (16|M0)              r39.0<1>:d    r39.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r41.0<1>:d    r41.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r39.0<1>:d    r39.0<1;1,0>:d    252:w               {Compacted,I@2}
        and (16|M16)             r41.0<1>:d    r41.0<1;1,0>:d    252:w               {Compacted,I@2}
        send.dc1 (16|M0)         r43      r39     null:0  0x0            0x04205EFE           {A@2,$7} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r45      r41     null:0  0x0            0x04205EFE           {A@1,$8} // wr:2+0, rd:2; untyped surface read with x
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.4<0;1,0>:d    {I@1}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.4<0;1,0>:d   
        add (16|M0)              r35.0<1>:f    r35.0<1;1,0>:f    r43.0<1;1,0>:f   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$8.dst}
        add (16|M16)             r37.0<1>:f    r37.0<1;1,0>:f    r45.0<1;1,0>:f   {Compacted,F@2}
(f0.0)  goto.b (32|M0)                       L984                  L824                
L984:
        join (32|M0)                         L1000                                
L1000:
        sync.nop                             null                             {Compacted,F@2}
        send.dc1 (16|M0)         null     r15     r35:2   0x0            0x04025E00           {$9} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,F@1}
        send.dc1 (16|M16)        null     r17     r37:2   0x0            0x04025E00           {$10} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r47      r3      null:0  0x0            0x0214031F           {$11} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r47.0<1;1,0>:ud                  {$11.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1104:
        nop                    
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
