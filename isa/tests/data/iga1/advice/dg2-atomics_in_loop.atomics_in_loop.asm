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
(~f1.0) goto (32|M0)                         L992                  L992                
L336:
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r3.2<0;1,0>:uw   {I@5}
        mov (16|M0)              r5.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
        mov (16|M16)             r9.0<1>:d     r2.0<1;1,0>:uw                  
(W)     mach (1|M0)              r4.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (1|M0)               r4.1<1>:d     r8.0<0;1,0>:d                   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r5.0<1;1,0>:d    {Compacted,I@2}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r9.0<1;1,0>:d    {Compacted}
(W)     mov (1|M0)               r4.2<1>:d     r8.1<0;1,0>:d                   
(W)     mov (1|M0)               r4.3<1>:d     0:w                              
L464:
        add3 (16|M0)             r11.0<1>:d    r5.0<1;0>:d       r7.0<0;0>:d       r4.3<0>:d        {I@1}
        shl (16|M0)              r11.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,I@1}
        add3 (16|M16)            r13.0<1>:d    r9.0<1;0>:d       r7.0<0;0>:d       r4.3<0>:d       
        and (16|M0)              r11.0<1>:d    r11.0<1;1,0>:d    16380:w               {I@2}
        send.dc1 (16|M0)         r15      r11     null:0  0x0            0x04205E01           {A@1,$7} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r13.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted}
        and (16|M16)             r13.0<1>:d    r13.0<1;1,0>:d    16380:w               {I@1}
        send.dc1 (16|M16)        r17      r13     null:0  0x0            0x04205E01           {A@1,$8} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r35.0<1>:d    1:w                               {$5.src}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M16)             r37.0<1>:d    1:w                               {$3.src}
(W)     add (1|M0)               r4.3<1>:d     r4.3<0;1,0>:d     1:w               {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.3<0;1,0>:d     r8.4<0;1,0>:d    {I@1}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.3<0;1,0>:d     r8.4<0;1,0>:d   
        shl (16|M0)              r15.0<1>:d    r15.0<1;1,0>:d    2:w               {Compacted,$7.dst}
        and (16|M0)              r15.0<1>:d    r15.0<1;1,0>:d    252:w               {Compacted,I@1}
        addc (8|M0)              r19.0<1>:ud   r4.1<0;1,0>:ud    r15.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        shl (16|M16)             r17.0<1>:d    r17.0<1;1,0>:d    2:w               {Compacted,$8.dst}
        mov (8|M0)               r23.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M16)             r17.0<1>:d    r17.0<1;1,0>:d    252:w               {Compacted,I@2}
        addc (8|M8)              r20.0<1>:ud   r4.1<0;1,0>:ud    r16.0<1;1,0>:ud  {AccWrEn}
        add (8|M0)               r27.1<2>:ud   r23.0<1;1,0>:ud   r4.2<0;1,0>:ud   {I@3}
        mov (8|M8)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r21.0<1>:ud   r4.1<0;1,0>:ud    r17.0<1;1,0>:ud  {AccWrEn,I@4}
        mov (8|M0)               r27.0<2>:d    r19.0<1;1,0>:d                  
        mov (8|M16)              r25.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r22.0<1>:ud   r4.1<0;1,0>:ud    r18.0<1;1,0>:ud  {AccWrEn}
        add (8|M8)               r29.1<2>:ud   r24.0<1;1,0>:ud   r4.2<0;1,0>:ud   {I@5}
        mov (8|M24)              r26.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r31.1<2>:ud   r25.0<1;1,0>:ud   r4.2<0;1,0>:ud   {I@4}
        mov (8|M8)               r29.0<2>:d    r20.0<1;1,0>:d                  
        add (8|M24)              r33.1<2>:ud   r26.0<1;1,0>:ud   r4.2<0;1,0>:ud   {I@3}
        mov (8|M16)              r31.0<2>:d    r21.0<1;1,0>:d                  
        mov (8|M24)              r33.0<2>:d    r22.0<1;1,0>:d                  
        send.dc1 (8|M0)          null     r27     r35:1   0x0            0x040487FF           {$5} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        send.dc1 (8|M8)          null     r29     r36:1   0x0            0x040487FF           {A@4,$6} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        send.dc1 (8|M16)         null     r31     r37:1   0x0            0x040487FF           {A@2,$3} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        send.dc1 (8|M24)         null     r33     r38:1   0x0            0x040487FF           {A@1,$4} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(f0.0)  goto.b (32|M0)                       L992                  L464                
L992:
        join (32|M0)                         L1008                                
L1008:
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r39      r3      null:0  0x0            0x0214031F           {$9} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r39.0<1;1,0>:ud                  {$9.dst}
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
