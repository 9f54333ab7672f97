L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@1}
        and (16|M0)              r17.0<1>:d    r11.0<8;8,1>:d    60:w               {Compacted,@1}
        send.dc1 (16|M0)         r19      r17     null    0x0            0x04205E03           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (gt)f0.1   null<1>:d     r19.0<8;8,1>:d    0:w               {$0.dst}
        mov (16|M0)              r15.0<1>:f    r13.0<8;8,1>:d                   {Compacted,$1.dst}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.1)  if (16|M0)                           L304                  L304                
L176:
(W)     mov (1|M0)               r3.1<1>:f     1.0001:f                              
(W)     mov (1|M0)               r3.2<1>:f     0.0:f                               {Compacted}
L200:
        xor (16|M0)              r21.0<1>:d    r3.2<0;1,0>:d     r9.0<8;8,1>:d    {Compacted,@1}
(W)     add (1|M0)               r3.2<1>:d     r3.2<0;1,0>:d     1:w              
        mov (16|M0)              acc0.0<1>:f   r21.0<8;8,1>:d                   {@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r3.2<0;1,0>:d     r19.0<8;8,1>:d   {@2}
        mad (16|M0)              r15.0<1>:f    acc0.0<8;1>:f     r15.0<8;1>:f      r3.1<0>:f        {@6}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7}
(f0.0)  while (16|M0)                        L200                                
L304:
        endif (16|M0)                        L320                                
L320:
        shl (16|M0)              r23.0<1>:w    r1.0<16;16,1>:w   2:w              
        and (16|M0)              r26.0<1>:w    r23.0<16;16,1>:w  1020:w               {@1}
        mov (16|M0)              r27.0<1>:ud   r26.0<16;16,1>:uw                {@1}
        send.dc1 (16|M0)         null     r27     r15     0x80            0x04025EFE           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r29      r2      null    0x0            0x0219E0FE           {$3} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r30.0<1>:ud   r2.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {$3.dst}
(W)     send.gtwy (1|M0)         null     r30     null    0x0            0x02000004           {@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        send.dc1 (16|M0)         r38      r11     null    0x0            0x04205E01           {$5} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              acc0.0<1>:w   r23.0<16;16,1>:w  4:w              
        mov (16|M0)              r48.0<1>:f    1.4013e-45:f                              
        and (16|M0)              r31.0<1>:w    acc0.0<16;16,1>:w  1020:w             
        mov (16|M0)              r32.0<1>:ud   r31.0<16;16,1>:uw                {@1}
        send.dc1 (16|M0)         r34      r32     null    0x0            0x04205EFE           {@1,$6} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r36.0<1>:f    r15.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,$6.dst}
        math.sqt (16|M0)         r50.0<1>:f    r36.0<8;8,1>:f                   {@1,$7}
        mov (16|M0)              r52.0<1>:d    r36.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r54.0<1>:f    r52.0<8;8,1>:d                   {Compacted,@1}
        add (16|M0)              r50.0<1>:f    r50.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted,@1,$7.dst}
        shl (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    2:w               {Compacted,$5.dst}
        and (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    252:w               {Compacted,@1}
        addc (8|M0)              r40.0<1>:ud   r5.4<0;1,0>:ud    r38.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        mov (8|M0)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r41.0<1>:ud   r5.4<0;1,0>:ud    r39.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r44.1<2>:ud   r42.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@2}
        mov (8|M8)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r44.0<2>:f    r40.0<8;8,1>:f                   {Compacted,@5}
        add (8|M8)               r46.1<2>:ud   r43.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@2}
        mov (8|M8)               r46.0<2>:f    r41.0<8;8,1>:f                   {Compacted,@5}
        send.dc1 (8|M0)          null     r44     r48     0x40            0x040487FF           {@3,$8} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        send.dc1 (8|M8)          null     r46     r49     0x40            0x040487FF           {@1,$9} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        send.dc1 (16|M0)         null     r11     r50     0x80            0x04025E00           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r56      r2      null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r56.0<8;8,1>:ud                  {$11.dst}
(W)     send.dc0 (8|M0)          r57      r2      null    0x0            0x0219E0FE           {$12} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r57.0<8;8,1>:ud                  {$12.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L848:
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
