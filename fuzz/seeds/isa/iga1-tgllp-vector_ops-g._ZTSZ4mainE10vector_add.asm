L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w               {Compacted,@2}
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r16      r12     null    0x0            0x04205E01           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r20      r12     null    0x0            0x04205E02           {$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E01           {@1,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r14     null    0x0            0x04205E02           {$3} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$1.dst}
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,$0.dst}
        send.dc1 (16|M0)         null     r12     r16     0x80            0x04025E00           {@1,$4} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$3.dst}
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,$2.dst}
        send.dc1 (16|M16)        null     r14     r18     0x80            0x04025E00           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r8       r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$6.dst}
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L296:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
