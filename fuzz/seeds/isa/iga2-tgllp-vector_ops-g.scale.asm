L0:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r8.0<0;1,0>:ud    r3.2<0;1,0>:uw   {@1}
(W)     mach (1|M0)              r5.0<1>:ud    r8.0<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn}
        mov (16|M0)              r9.0<1>:d     r1.0<16;16,1>:uw                
(W)     mov (1|M0)               r4.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r11.0<1>:d    r2.0<16;16,1>:uw                
        addc (8|M0)              r13.0<1>:ud   r4.0<0;1,0>:ud    r9.0<8;8,1>:ud   {AccWrEn,Compacted,@2}
(W)     mov (1|M0)               r6.0<1>:f     2.0:f                               {Compacted}
        add (8|M0)               r17.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud   {@6}
        addc (8|M8)              r14.0<1>:ud   r4.0<0;1,0>:ud    r10.0<8;8,1>:ud  {AccWrEn}
(W)     mov (1|M0)               r6.1<1>:f     1.0:f                               {Compacted}
        add (8|M8)               r18.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud  
        addc (8|M16)             r15.0<1>:ud   r4.0<0;1,0>:ud    r11.0<8;8,1>:ud  {AccWrEn,@7}
        add (16|M0)              r21.0<1>:d    r13.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@4}
        add (8|M16)              r19.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud  
        addc (8|M24)             r16.0<1>:ud   r4.0<0;1,0>:ud    r12.0<8;8,1>:ud  {AccWrEn}
        shl (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    2:w               {Compacted,@3}
        add (16|M16)             r23.0<1>:d    r15.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}
        add (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@2}
        shl (16|M16)             r23.0<1>:d    r23.0<8;8,1>:d    2:w               {Compacted,@2}
        send.dc1 (16|M0)         r25      r21     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x
        add (16|M16)             r23.0<1>:d    r23.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted,@1}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}
        send.dc1 (16|M16)        r27      r23     null    0x0            0x04205E00           {@2,$1} // wr:2+0, rd:2; untyped surface read with x
        add (8|M24)              r20.0<1>:ud   acc0.0<8;8,1>:ud  r5.0<0;1,0>:ud  
        mad (16|M0)              r29.0<1>:f    r6.1<0;0>:f       r25.0<8;1>:f      r6.0<0>:f        {Compacted,$0.dst}
        send.dc1 (16|M0)         null     r21     r29     0x80            0x04025E00           {@1,$2} // wr:2+2, rd:0; untyped surface write with x
        mad (16|M16)             r31.0<1>:f    r6.1<0;0>:f       r27.0<8;1>:f      r6.0<0>:f        {Compacted,$1.dst}
        send.dc1 (16|M16)        null     r23     r31     0x80            0x04025E00           {@1,$3} // wr:2+2, rd:0; untyped surface write with x
(W)     send.dc0 (8|M0)          r33      r3      null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r33.0<8;8,1>:ud                  {$4.dst}
(W)     mov (16|M0)              acc0.0<1>:f   0.0:f                              
(W)     send.ts (1|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L440:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x3:ud                             
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
