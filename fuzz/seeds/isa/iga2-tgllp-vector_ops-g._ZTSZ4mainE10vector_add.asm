L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r8.0<0;1,0>:ud    r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r5.0<1>:ud    r8.0<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn}
        mov (16|M0)              r10.0<1>:d    r1.0<16;16,1>:uw                
(W)     mov (1|M0)               r4.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r12.0<1>:d    r2.0<16;16,1>:uw                
        addc (8|M0)              r14.0<1>:ud   r4.0<0;1,0>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@2}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        add (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud   {@6}
        addc (8|M8)              r15.0<1>:ud   r4.0<0;1,0>:ud    r11.0<8;8,1>:ud  {AccWrEn}
        add (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud  
        addc (8|M16)             r16.0<1>:ud   r4.0<0;1,0>:ud    r12.0<8;8,1>:ud  {AccWrEn,@6}
        add (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@3}
        add (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud  
        addc (8|M24)             r17.0<1>:ud   r4.0<0;1,0>:ud    r13.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    2:w               {Compacted,@3}
        add (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    r9.3<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    2:w               {Compacted,@2}
        add (16|M0)              r38.0<1>:d    r26.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted}
        add (16|M16)             r32.0<1>:d    r28.0<8;8,1>:d    r9.3<0;1,0>:d    {Compacted,@2}
        add (16|M16)             r40.0<1>:d    r28.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted}
        send.dc1 (16|M0)         r34      r30     null    0x0            0x04205E01           {@5,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r42      r38     null    0x0            0x04205E02           {@3,$1} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r36      r32     null    0x0            0x04205E01           {@2,$2} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r44      r40     null    0x0            0x04205E02           {@1,$3} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r46.0<1>:d    r26.0<8;8,1>:d    r9.2<0;1,0>:d    {Compacted}
        add (16|M16)             r48.0<1>:d    r28.0<8;8,1>:d    r9.2<0;1,0>:d    {Compacted}
        add (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud  
        sync.nop                             null                             {Compacted,$1.dst}
        add (16|M0)              r34.0<1>:f    r34.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,$0.dst}
        send.dc1 (16|M0)         null     r46     r34     0x80            0x04025E00           {@1,$4} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$3.dst}
        add (16|M16)             r36.0<1>:f    r36.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted,$2.dst}
        send.dc1 (16|M16)        null     r48     r36     0x80            0x04025E00           {@1,$5} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r6       r3      null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {$6.dst}
(W)     mov (16|M0)              acc0.0<1>:f   0.0:f                              
(W)     send.ts (1|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L504:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
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
        illegal                
        illegal                
