L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r4.0<1>:d     r8.2<0;1,0>:d     r3.1<0;1,0>:d   
(W)     mov (1|M0)               r4.1<1>:f     2.0:f                               {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     2:w               {Compacted,@2}
        send.dc1 (16|M0)         r11      r5      null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r13      r9      null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (1|M0)               r4.2<1>:f     1.0:f                               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        mad (16|M0)              r15.0<1>:f    r4.2<0;0>:f       r11.0<8;1>:f      r4.1<0>:f        {Compacted,@2,$0.dst}
        mad (16|M16)             r17.0<1>:f    r4.2<0;0>:f       r13.0<8;1>:f      r4.1<0>:f        {Compacted,$1.dst}
        send.dc1 (16|M0)         null     r5      r15     0x80            0x04025E00           {@2,$2} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r9      r17     0x80            0x04025E00           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r19      r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r19.0<8;8,1>:ud                  {$4.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L280:
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
