L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                               {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r2.2<0;1,0>:uw   {@4}
(W)     mach (1|M0)              r3.0<1>:d     r5.4<0;1,0>:d     r2.1<0;1,0>:d   
(W)     add (8|M0)               r10.8<1>:w    r10.0<8;8,1>:w    8:w               {@3}
        add (16|M0)              r6.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        xor (16|M0)              r11.0<1>:d    r10.0<16;16,1>:uw  1:w              {@2}
        shl (16|M0)              r15.0<1>:uw   r11.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@3}
        add (16|M0)              a0.0<1>:uw    r15.0<16;16,1>:uw  0x100:uw             {@2}
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@2}
        send.dc1 (16|M0)         r8       r6      null    0x0            0x04205E01           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r40.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,$0.dst}
        xor (16|M0)              r18.0<1>:d    r10.0<16;16,1>:uw  2:w              {@1}
        shl (16|M0)              r22.0<1>:uw   r18.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        mov (16|M0)              r13.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              a0.0<1>:uw    r22.0<16;16,1>:uw  0x200:uw             {@2}
        add (16|M0)              r16.0<1>:f    r8.0<8;8,1>:f     r13.0<8;8,1>:f   {Compacted,@2}
        mov (16|M0)              r42.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,@1}
        xor (16|M0)              r25.0<1>:d    r10.0<16;16,1>:uw  4:w              {@1}
        shl (16|M0)              r29.0<1>:uw   r25.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        mov (16|M0)              r20.0<1>:f    r42.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              a0.0<1>:uw    r29.0<16;16,1>:uw  0x2E0:uw             {@2}
        add (16|M0)              r23.0<1>:f    r16.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@2}
        mov (16|M0)              r44.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,@1}
        xor (16|M0)              r32.0<1>:d    r10.0<16;16,1>:uw  8:w              {@1}
        shl (16|M0)              r36.0<1>:uw   r32.0<2;1,0>:uw   0x2:uw              {Compacted,@1}
        mov (16|M0)              r27.0<1>:f    r44.0<8;8,1>:f                   {Compacted,@3}
        add (16|M0)              a0.0<1>:uw    r36.0<16;16,1>:uw  0x3C0:uw             {@2}
        add (16|M0)              r30.0<1>:f    r23.0<8;8,1>:f    r27.0<8;8,1>:f   {Compacted,@2}
        mov (16|M0)              r46.0<1>:f    r[a0.0]<1,0>:f                   {Compacted,@1}
        cmp (16|M0)   (eq)f0.0   null<1>:w     r10.0<16;16,1>:w  0:w               {@1}
        mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w       
(f0.0)  if (16|M0)                           L600                  L600                
L456:
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r3.2<0;1,0>:uw    r3.2<0;1,0>:uw  
        add (16|M0)              r37.0<1>:f    r30.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@5}
(W)     mov (1|M0)               r3.4<1>:uw    f0.1<0;1,0>:uw                  
(W)     shl (1|M0)               r5.0<1>:d     r2.1<0;1,0>:d     2:w               {Compacted}
(W)     fbl (1|M0)               r3.3<1>:ud    r3.4<0;1,0>:uw                   {@2}
(W)     shl (1|M0)               r3.3<1>:ud    r3.3<0;1,0>:ud    2:w               {@1}
(W)     add (1|M0)               a0.0<1>:uw    r3.6<0;1,0>:uw    0x4A0:uw              {@1}
(W)     mov (1|M0)               r39.0<1>:f    r[a0.0]<0;1,0>:f                 {@6}
(W)     send.dc0 (1|M0)          null     r5      r39     0x40            0x02030800           {@1,$1} // wr:1+1, rd:0; byte scattering write 32b
L600:
        endif (16|M0)                        L616                                
L616:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r48      r2      null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r48.0<8;8,1>:ud                  {$2.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L672:
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
