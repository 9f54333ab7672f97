L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r3.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r5.0<1>:ud    r7.3<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn,$1.dst}
        mov (16|M0)              r9.0<1>:d     r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r4.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r11.0<1>:d    r2.0<1;1,0>:uw                  
        addc (8|M0)              r13.0<1>:ud   r4.0<0;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.2<0;1,0>:d     0:w               {$2.dst}
        add (8|M0)               r17.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M8)              r14.0<1>:ud   r4.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.2<0;1,0>:d     0:w              
        add (8|M8)               r18.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M16)             r15.0<1>:ud   r4.0<0;1,0>:ud    r11.0<1;1,0>:ud  {AccWrEn,I@7}
        add (16|M0)              r21.0<1>:d    r13.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@4}
        add (8|M16)              r19.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M24)             r16.0<1>:ud   r4.0<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn}
        add (8|M24)              r20.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        add (16|M16)             r23.0<1>:d    r15.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
(f1.0)  goto (32|M0)                         L584                  L584                
L544:
        mov (16|M0)              r25.0<1>:ud   0x0:ud                             
        mov (16|M16)             r27.0<1>:f    0.0:f                               {Compacted}
        goto (32|M0)                         L584                  L1304                
L584:
        join (32|M0)                         L1304                                
L600:
        shl (16|M0)              r6.0<1>:w     r1.0<1;1,0>:w     2:w              
        shl (16|M16)             r29.0<1>:w    r2.0<1;1,0>:w     2:w              
        and (16|M0)              r30.0<1>:w    r6.0<1;1,0>:w     252:w               {I@2}
        and (16|M16)             r31.0<1>:w    r29.0<1;1,0>:w    252:w               {I@2}
        add (16|M0)              acc0.0<1>:w   r6.0<1;1,0>:w     4:w              
        add (16|M16)             acc2.0<1>:w   r29.0<1;1,0>:w    4:w              
        and (16|M0)              r6.0<1>:w     acc0.0<1;1,0>:w   252:w              
        and (16|M16)             r29.0<1>:w    acc2.0<1;1,0>:w   252:w              
        mov (16|M0)              r25.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r27.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r32.0<1>:ud   r30.0<1;1,0>:uw                  {I@6}
        mov (16|M16)             r34.0<1>:ud   r31.0<1;1,0>:uw                  {I@6}
        mov (16|M0)              r36.0<1>:ud   r6.0<1;1,0>:uw                   {I@4}
        mov (16|M16)             r38.0<1>:ud   r29.0<1;1,0>:uw                  {I@4}
(W)     mov (1|M0)               r7.6<1>:d     0:w                              
L824:
(W)     shl (1|M0)               r7.7<1>:d     r7.6<0;1,0>:d     6:w               {I@1}
(W)     mov (1|M0)               a0.0<1>:ud    r8.5<0;1,0>:d                    {A@1}
        add (16|M0)              r40.0<1>:d    r7.7<0;1,0>:d     r21.0<1;1,0>:d   {Compacted,I@2}
        add (16|M16)             r42.0<1>:d    r7.7<0;1,0>:d     r23.0<1;1,0>:d   {Compacted}
        shl (16|M0)              r40.0<1>:d    r40.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r42.0<1>:d    r42.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r40.0<1>:d    r40.0<1;1,0>:d    16380:w               {I@2}
        and (16|M16)             r42.0<1>:d    r42.0<1;1,0>:d    16380:w               {I@2}
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (16|M0)         r44      r40     null:0  a0.0        0x24280500           {ExBSO,A@2,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$6.src}
        send.ugm (16|M16)        r46      r42     null:0  a0.0        0x24280500           {ExBSO,A@1,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$7.dst}
        send.slm (16|M0)         null     r32     r44:2   0x0            0x040E0504           {$3} // wr:2+2, rd:0; store.slm.d32.a32
        sync.nop                             null                             {Compacted,$8.dst}
        send.slm (16|M16)        null     r34     r46:2   0x0            0x040E0504           {$6} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r48      r3      null:0  0x0            0x0210001F           {$9} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r49.2<1>:f    0.0:f                               {Compacted,$4.src}
(W)     mov (2|M0)               r49.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r48.0<1;1,0>:ud                  {$9.dst}
(W)     send.gtwy (1|M0)         null     r49     null:0  0x0            0x02000004           {A@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        send.slm (16|M0)         r50      r36     null:0  0x0            0x04280500           {$10} // wr:2+0, rd:2; load.slm.d32.a32
        send.slm (16|M16)        r52      r38     null:0  0x0            0x04280500           {$11} // wr:2+0, rd:2; load.slm.d32.a32
        add (16|M0)              r25.0<1>:f    r25.0<1;1,0>:f    r50.0<1;1,0>:f   {Compacted,$10.dst}
        add (16|M16)             r27.0<1>:f    r27.0<1;1,0>:f    r52.0<1;1,0>:f   {Compacted,$11.dst}
(W)     send.slm (1|M0)          r54      r3      null:0  0x0            0x0210001F           {$12} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r55.2<1>:f    0.0:f                               {Compacted,$5.src}
(W)     mov (2|M0)               r55.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r54.0<1;1,0>:ud                  {$12.dst}
(W)     send.gtwy (1|M0)         null     r55     null:0  0x0            0x02000004           {A@2,$5} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     add (1|M0)               r7.6<1>:d     r7.6<0;1,0>:d     1:w              
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r7.6<0;1,0>:d     r8.2<0;1,0>:d    {I@1}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r7.6<0;1,0>:d     r8.2<0;1,0>:d   
(f0.0)  goto.b (32|M0)                       L1304                  L824                
L1304:
        join (32|M0)                         L1320                                
L1320:
        shl (16|M0)              r56.0<1>:d    r21.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r58.0<1>:d    r23.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r8.4<0;1,0>:d                    {A@1}
        add (16|M0)              r56.0<1>:d    r56.0<1;1,0>:d    r8.3<0;1,0>:d    {Compacted,I@3}
        add (16|M16)             r58.0<1>:d    r58.0<1;1,0>:d    r8.3<0;1,0>:d    {Compacted,I@3}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        send.ugm (16|M0)         null     r56     r25:2   a0.0        0x240E0504           {ExBSO,A@2,$13} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M16)        null     r58     r27:2   a0.0        0x240E0504           {ExBSO,$14} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1432:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xFC7AEB02:ud                             
(W)     mov (16|M0)              null<1>:ud    0x6D8A710A:ud                             
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
