L0:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,@1}
(W)     mach (1|M0)              r3.0<1>:d     r5.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r11.0<1>:w    0x76543210:v                              
        add (16|M0)              r7.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}
(W)     add (8|M0)               r11.8<1>:w    r11.0<8;8,1>:w    8:w               {@2}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}
        cmp (16|M0)   (eq)f0.0   null<1>:w     r11.0<16;16,1>:w  0:w               {@2}
        shl (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     2:w               {Compacted,@2}
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r6.0<0;1,0>:d    {Compacted,@1}
        send.dc1 (16|M0)         r9       r7      null    0x0            0x04205E01           {@1,$0} // wr:2+0, rd:2; untyped surface read with x
(W)     mov (8|M0)               r12.0<2>:f    r9.1<2;1,0>:f                    {Compacted,$0.dst}
(W)     mov (8|M0)               r12.1<2>:f    r9.0<2;1,0>:f                    {Compacted}
        add (16|M0)              r9.0<1>:f     r9.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted,@1}
(W)     mov (4|M0)               r14.0<4>:f    r9.2<4;1,0>:f                    {@1}
(W)     mov (4|M0)               r14.2<4>:f    r9.0<4;1,0>:f                   
(W)     mov (4|M0)               r14.1<4>:f    r9.3<4;1,0>:f                   
(W)     mov (4|M0)               r14.3<4>:f    r9.1<4;1,0>:f                   
        add (16|M0)              r9.0<1>:f     r9.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted,@1}
(W)     mov (4|M0)               r16.0<1>:f    r9.4<4;4,1>:f                    {@1}
(W)     mov (4|M0)               r16.4<1>:f    r9.0<4;4,1>:f                   
(W)     mov (4|M0)               r17.0<1>:f    r10.4<4;4,1>:f                  
(W)     mov (4|M0)               r17.4<1>:f    r10.0<4;4,1>:f                  
        add (16|M0)              r9.0<1>:f     r9.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted,@1}
(W)     mov (8|M0)               r18.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@1}
(W)     mov (8|M0)               r19.0<1>:f    r9.0<8;8,1>:f                    {Compacted}
        add (16|M0)              r20.0<1>:f    r9.0<8;8,1>:f     r18.0<8;8,1>:f   {Compacted,@1}
(W)     csel (4|M0)   (eq)f0.0   r1.0<1>:w     r1.0<4;1>:w       r1.0<4;1>:w       r1.0<1>:w       
(f0.0)  if (16|M0)                           L512                  L512                
L376:
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r3.2<0;1,0>:uw    r3.2<0;1,0>:uw  
(W)     shl (1|M0)               r22.0<1>:d    r2.1<0;1,0>:d     2:w               {Compacted}
(W)     mov (1|M0)               r3.4<1>:uw    f0.1<0;1,0>:uw                  
(W)     fbl (1|M0)               r3.3<1>:ud    r3.4<0;1,0>:uw                   {@1}
(W)     shl (1|M0)               r3.3<1>:ud    r3.3<0;1,0>:ud    2:w               {@1}
(W)     add (1|M0)               a0.0<1>:uw    r3.6<0;1,0>:uw    0x280:uw              {@1}
(W)     mov (1|M0)               r23.0<1>:f    r[a0.0]<0;1,0>:f                 {@7}
(W)     send.dc0 (1|M0)          null     r22     r23     0x40            0x02030800           {@1,$1} // wr:1+1, rd:0; byte scattering write 32b
L512:
        endif (16|M0)                        L528                                
L528:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<8;8,1>:f                    {Compacted}
(W)     send.dc0 (8|M0)          r24      r2      null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing
(W)     mov (8|M0)               null<1>:ud    r24.0<8;8,1>:ud                  {$2.dst}
(W)     mov (16|M0)              acc0.0<1>:f   0.0:f                              
(W)     send.ts (1|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread
L600:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x2:ud                             
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
