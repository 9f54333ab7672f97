L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r4.12<0;1,0>:d    r0.2<0;1,0>:uw   {Compacted,A@1,$2.dst}
(W)     macl (1|M0)              r2.0<1>:d     r4.12<0;1,0>:d    r0.1<0;1,0>:d    {Compacted,$0.dst}
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                               {$1.dst}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
        mov (16|M0)              r55.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r57.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r59.0<1>:q    r55.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r61.0<1>:q    r57.0<2;1,0>:ud   2:w               {Compacted,I@2}
        add (16|M0)              r7.0<1>:q     r59.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r9.0<1>:q     r61.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r11      r7      null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (8|M0)               r3.8<1>:w     r3.0<1;1,0>:w     8:w              
(W)     add (16|M0)              r3.16<1>:w    r3.0<1;1,0>:w     16:w               {I@1}
        xor (32|M0)              r13.0<1>:d    r3.0<1;1,0>:uw    1:w               {I@1}
        shl (32|M0)              r17.0<1>:uw   r13.0<2;1,0>:uw   0x2:uw              {I@1}
        add (16|M0)              a0.0<1>:uw    r17.0<1;1,0>:uw   0x480:uw              {I@1}
        mov (32|M0)              r18.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M0)              r15.0<1>:ud   r[a0.0]<1,0>:ud                  {F@1}
        add (16|M16)             a0.0<1>:uw    r17.16<1;1,0>:uw  0x480:uw             
        mov (16|M16)             r16.0<1>:ud   r[a0.0]<1,0>:ud                 
        xor (32|M0)              r22.0<1>:d    r3.0<1;1,0>:uw    2:w              
        shl (32|M0)              r26.0<1>:uw   r22.0<2;1,0>:uw   0x2:uw              {I@1}
        add (32|M0)              acc0.0<1>:f   r11.0<1;1,0>:f    r15.0<1;1,0>:f   {Compacted}
        add (16|M0)              a0.0<1>:uw    r26.0<1;1,0>:uw   0x6C0:uw              {I@1}
        mov (32|M0)              r27.0<1>:f    acc0.0<1;1,0>:f                 
        mov (16|M0)              r24.0<1>:ud   r[a0.0]<1,0>:ud                  {F@1}
        add (16|M16)             a0.0<1>:uw    r26.16<1;1,0>:uw  0x6C0:uw             
        mov (16|M16)             r25.0<1>:ud   r[a0.0]<1,0>:ud                 
        xor (32|M0)              r31.0<1>:d    r3.0<1;1,0>:uw    4:w              
        shl (32|M0)              r35.0<1>:uw   r31.0<2;1,0>:uw   0x2:uw              {I@1}
        add (32|M0)              acc0.0<1>:f   acc0.0<1;1,0>:f   r24.0<1;1,0>:f  
        add (16|M0)              a0.0<1>:uw    r35.0<1;1,0>:uw   0x900:uw              {I@1}
        mov (32|M0)              r36.0<1>:f    acc0.0<1;1,0>:f                 
        mov (16|M0)              r33.0<1>:ud   r[a0.0]<1,0>:ud                  {F@1}
        add (16|M16)             a0.0<1>:uw    r35.16<1;1,0>:uw  0x900:uw             
        mov (16|M16)             r34.0<1>:ud   r[a0.0]<1,0>:ud                 
        xor (32|M0)              r40.0<1>:d    r3.0<1;1,0>:uw    8:w              
        shl (32|M0)              r44.0<1>:uw   r40.0<2;1,0>:uw   0x2:uw              {I@1}
        add (32|M0)              r38.0<1>:f    acc0.0<1;1,0>:f   r33.0<1;1,0>:f  
        add (16|M0)              a0.0<1>:uw    r44.0<1;1,0>:uw   0xB40:uw              {I@1}
        mov (32|M0)              r45.0<1>:f    r38.0<1;1,0>:f                   {Compacted,F@1}
        mov (16|M0)              r42.0<1>:ud   r[a0.0]<1,0>:ud                  {F@1}
        add (16|M16)             a0.0<1>:uw    r44.16<1;1,0>:uw  0xB40:uw             
        mov (16|M16)             r43.0<1>:ud   r[a0.0]<1,0>:ud                 
        cmp (32|M0)   (eq)f0.0   null<2>:w     r3.0<1;1,0>:w     0:w              
(~f0.0) goto (32|M0)                         L936                  L936                
L832:
(W)     shl (1|M0)               r2.1<1>:q     r0.1<0;1,0>:ud    2:w              
        add (32|M0)              r47.0<1>:f    r38.0<1;1,0>:f    r42.0<1;1,0>:f   {Compacted,A@4}
(W)     add (1|M0)               r50.0<1>:q    r2.1<0;1,0>:q     r4.4<0;1,0>:q    {Compacted,I@1}
        mov (16|M0)              r51.0<2>:f    r50.0<0;1,0>:f                   {I@1}
        mov (16|M16)             r53.0<2>:ud   r50.0<0;1,0>:ud                  {Compacted}
        mov (16|M0)              r51.1<2>:ud   r50.1<0;1,0>:ud                  {F@1}
        mov (16|M16)             r53.1<2>:ud   r50.1<0;1,0>:ud                 
        send.ugm (32|M0)         null     r51     r47:2   0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
L936:
        join (32|M0)                         L952                                
L952:
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L976:
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
