L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r5.0<0;1,0>:ud    r2.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r8.0<1>:ud    r5.0<0;1,0>:ud    r2.1<0;1,0>:ud   {AccWrEn}
        mov (16|M0)              r9.0<1>:d     r1.0<16;16,1>:uw                
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        addc (8|M0)              r11.0<1>:ud   r7.0<0;1,0>:ud    r9.0<8;8,1>:ud   {AccWrEn,Compacted,@1}
        add (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud  r8.0<0;1,0>:ud   {@4}
        addc (8|M8)              r12.0<1>:ud   r7.0<0;1,0>:ud    r10.0<8;8,1>:ud  {AccWrEn}
        add (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted,@1}
        add (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud  r8.0<0;1,0>:ud  
        shl (16|M0)              r17.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted,@2}
        and (16|M0)              r25.0<1>:d    r17.0<8;8,1>:d    60:w               {Compacted,@1}
        send.dc1 (16|M0)         r27      r25     null    0x0            0x04205E02           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r19.0<1>:d    r17.0<8;8,1>:d    r6.5<0;1,0>:d    {Compacted}
        send.dc1 (16|M0)         r21      r19     null    0x0            0x04205E01           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
        cmp (16|M0)   (gt)f0.1   null<1>:d     r27.0<8;8,1>:d    0:w               {$0.dst}
        mov (16|M0)              r23.0<1>:f    r21.0<8;8,1>:d                   {Compacted,$1.dst}
(W)     csel (4|M0)   (eq)f0.0   r1.0<1>:w     r1.0<4;1>:w       r1.0<4;1>:w       r1.0<1>:w       
(f0.1)  if (16|M0)                           L384                  L384                
L264:
(W)     mov (1|M0)               r3.0<1>:f     1.0001:f                              
(W)     mov (1|M0)               r3.1<1>:f     0.0:f                               {Compacted}
L288:
        xor (16|M0)              r29.0<1>:d    r3.1<0;1,0>:d     r15.0<8;8,1>:d   {Compacted,@1}
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w               {Compacted}
        mov (16|M0)              acc0.0<1>:f   r29.0<8;8,1>:d                   {@2}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r3.1<0;1,0>:d     r27.0<8;8,1>:d   {@2}
        mad (16|M0)              r23.0<1>:f    acc0.0<8;1>:f     r23.0<8;1>:f      r3.0<0>:f        {@6}
(W)     csel (4|M0)   (eq)f0.0   r1.0<1>:w     r1.0<4;1>:w       r1.0<4;1>:w       r1.0<1>:w        {@7}
(f0.0)  while (16|M0)                        L288                                
L384:
        endif (16|M0)                        L400                                
L400:
        shl (16|M0)              r31.0<1>:w    r1.0<16;16,1>:w   2:w               {@3}
        and (16|M0)              r34.0<1>:w    r31.0<16;16,1>:w  1020:w               {@1}
        mov (16|M0)              r35.0<1>:ud   r34.0<16;16,1>:uw                {@1}
        send.dc1 (16|M0)         null     r35     r23     0x80            0x04025EFE           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r37      r2      null    0x0            0x0219E0FE           {$3} // wr:1h+0, rd:1; synchronized SLM fence
(W)     and (8|M0)               r38.0<1>:ud   r2.2<0;1,0>:ud    0x7F000000:ud             
(W)     mov (8|M0)               null<1>:ud    r37.0<8;8,1>:ud                  {$3.dst}
(W)     send.gtwy (1|M0)         null     r38     null    0x0            0x02000004           {@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        send.dc1 (16|M0)         r46      r19     null    0x0            0x04205E01           {$5} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              acc0.0<1>:w   r31.0<16;16,1>:w  4:w              
        add (16|M0)              r62.0<1>:d    r17.0<8;8,1>:d    r6.4<0;1,0>:d    {Compacted}
        and (16|M0)              r39.0<1>:w    acc0.0<16;16,1>:w  1020:w             
        mov (16|M0)              r40.0<1>:ud   r39.0<16;16,1>:uw                {@1}
        send.dc1 (16|M0)         r42      r40     null    0x0            0x04205EFE           {@1,$6} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r44.0<1>:f    r23.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,$6.dst}
        math.sqt (16|M0)         r56.0<1>:f    r44.0<8;8,1>:f                   {@1,$7}
        mov (16|M0)              r58.0<1>:d    r44.0<8;8,1>:f                   {Compacted}
        mov (16|M0)              r60.0<1>:f    r58.0<8;8,1>:d                   {Compacted,@1}
        add (16|M0)              r56.0<1>:f    r56.0<8;8,1>:f    r60.0<8;8,1>:f   {Compacted,@1,$7.dst}
        shl (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    2:w               {Compacted,$5.dst}
        and (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    252:w               {Compacted,@1}
        addc (8|M0)              r48.0<1>:ud   r6.0<0;1,0>:ud    r46.0<8;8,1>:ud  {AccWrEn,Compacted,@1}
        mov (8|M0)               r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        addc (8|M8)              r49.0<1>:ud   r6.0<0;1,0>:ud    r47.0<8;8,1>:ud  {AccWrEn}
        add (8|M0)               r52.1<2>:ud   r50.0<8;8,1>:ud   r6.1<0;1,0>:ud   {@2}
        mov (8|M8)               r51.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}
        mov (8|M0)               r52.0<2>:f    r48.0<8;8,1>:f                   {Compacted,@5}
        add (8|M8)               r54.1<2>:ud   r51.0<8;8,1>:ud   r6.1<0;1,0>:ud   {@2}
        mov (8|M8)               r54.0<2>:f    r49.0<8;8,1>:f                   {Compacted,@5}
        send.dc1 (8|M0)          null     r52     null    0x0            0x040485FF           {@3,$8} // wr:2+0, rd:0; untyped a64 atomic int32 integer increment
        send.dc1 (8|M8)          null     r54     null    0x0            0x040485FF           {@1,$9} // wr:2+0, rd:0; untyped a64 atomic int32 integer increment
        send.dc1 (16|M0)         null     r62     r56     0x80            0x04025E00           {@7,$10} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r64      r2      null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r64.0<8;8,1>:ud                  {$11.dst}
(W)     send.dc0 (8|M0)          r65      r2      null    0x0            0x0219E0FE           {$12} // wr:1h+0, rd:1; synchronized SLM fence
(W)     mov (8|M0)               null<1>:ud    r65.0<8;8,1>:ud                  {$12.dst}
(W)     mov (16|M0)              acc0.0<1>:f   0.0:f                              
(W)     send.ts (1|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L936:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x3EB0302A:ud                             
(W)     mov (16|M0)              null<1>:ud    0x969DAC8:ud                             
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
