L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mov (8|M0)               r10.0<1>:w    0x76543210:v                               {A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r2.2<0;1,0>:uw   {I@4}
(W)     add (8|M0)               r10.8<1>:w    r10.0<1;1,0>:w    8:w               {I@2}
(W)     mach (1|M0)              r3.0<1>:d     r5.4<0;1,0>:d     r2.1<0;1,0>:d    {$1.dst}
        xor (16|M0)              r11.0<1>:d    r10.0<1;1,0>:uw   1:w               {I@2}
        shl (16|M0)              r15.0<1>:uw   r11.0<2;1,0>:uw   0x2:uw              {Compacted,I@1}
        add3 (16|M0)             r6.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d       
        add (16|M0)              a0.0<1>:uw    r15.0<1;1,0>:uw   0x100:uw              {A@1}
        shl (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     2:w               {Compacted,I@2}
        send.dc1 (16|M0)         r8       r6      null:0  0x0            0x04205E01           {A@1,$3} // wr:2+0, rd:2; untyped surface read with x
        mov (16|M0)              r40.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted,$3.dst}
        xor (16|M0)              r18.0<1>:d    r10.0<1;1,0>:uw   2:w               {A@1}
        shl (16|M0)              r22.0<1>:uw   r18.0<2;1,0>:uw   0x2:uw              {Compacted,I@1}
        add (16|M0)              a0.0<1>:uw    r22.0<1;1,0>:uw   0x200:uw              {A@1}
        mov (16|M0)              r13.0<1>:f    r40.0<1;1,0>:f                   {Compacted}
        add (16|M0)              r16.0<1>:f    r8.0<1;1,0>:f     r13.0<1;1,0>:f   {Compacted,F@1}
        mov (16|M0)              r42.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted,F@1}
        xor (16|M0)              r25.0<1>:d    r10.0<1;1,0>:uw   4:w               {A@1}
        shl (16|M0)              r29.0<1>:uw   r25.0<2;1,0>:uw   0x2:uw              {Compacted,I@1}
        add (16|M0)              a0.0<1>:uw    r29.0<1;1,0>:uw   0x2E0:uw              {A@1}
        mov (16|M0)              r20.0<1>:f    r42.0<1;1,0>:f                   {Compacted}
        add (16|M0)              r23.0<1>:f    r16.0<1;1,0>:f    r20.0<1;1,0>:f   {Compacted,F@1}
        mov (16|M0)              r44.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted,F@1}
        xor (16|M0)              r32.0<1>:d    r10.0<1;1,0>:uw   8:w               {A@1}
        shl (16|M0)              r36.0<1>:uw   r32.0<2;1,0>:uw   0x2:uw              {Compacted,I@1}
        add (16|M0)              a0.0<1>:uw    r36.0<1;1,0>:uw   0x3C0:uw              {A@1}
        mov (16|M0)              r27.0<1>:f    r44.0<1;1,0>:f                   {Compacted}
        add (16|M0)              r30.0<1>:f    r23.0<1;1,0>:f    r27.0<1;1,0>:f   {Compacted,F@1}
        mov (16|M0)              r46.0<1>:ud   r[a0.0]<1,0>:ud                  {Compacted,F@1}
        cmp (16|M0)   (eq)f0.0   null<1>:w     r10.0<1;1,0>:w    0:w               {A@1}
        mov (16|M0)              r34.0<1>:f    r46.0<1;1,0>:f                   {Compacted,I@2}
(~f0.0) goto (16|M0)                         L824                  L824                
L680:
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                             
        cmp (16|M0)   (eq)f0.1   null<1>:w     r3.2<0;1,0>:uw    r3.2<0;1,0>:uw  
        add (16|M0)              r37.0<1>:f    r30.0<1;1,0>:f    r34.0<1;1,0>:f   {Compacted,F@1}
(W)     mov (1|M0)               r3.4<1>:uw    f0.1<0;1,0>:uw                  
(W)     shl (1|M0)               r5.0<1>:d     r2.1<0;1,0>:d     2:w               {Compacted}
(W)     fbl (1|M0)               r3.3<1>:ud    r3.4<0;1,0>:uw                   {I@2}
(W)     shl (1|M0)               r3.3<1>:ud    r3.3<0;1,0>:ud    2:w               {I@1}
(W)     add (1|M0)               a0.0<1>:uw    r3.6<0;1,0>:uw    0x4A0:uw              {A@1}
(W)     mov (1|M0)               r39.0<1>:f    r[a0.0]<0;1,0>:f                 {F@1}
(W)     send.dc0 (1|M0)          null     r5      r39:1   0x0            0x02030800           {A@1,$4} // wr:1+1, rd:0; byte scattering write 32b
L824:
        join (16|M0)                         L840                                
L840:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r48      r2      null:0  0x0            0x0214031F           {$5} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r48.0<1;1,0>:ud                  {$5.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L896:
        nop                    
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
