L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x60:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x40:uw              {Compacted,$2.src}
        send.ugm (1|M0)          r5       r127    null:0  0xFF000000            0x6218C500           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
(W)     mov (8|M0)               r39.0<1>:uw   0x76543210:v                              
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r6.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        mov (16|M0)              r51.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r53.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r63.0<1>:q    r51.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r65.0<1>:q    r53.0<2;1,0>:ud   2:w               {Compacted,I@2}
        add (16|M0)              r28.0<1>:q    r63.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r30.0<1>:q    r65.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r32      r28     null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (8|M0)               r39.8<1>:uw   r39.0<1;1,0>:uw   8:w              
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    0x3:uw             
(W)     add (16|M0)              r39.16<1>:uw  r39.0<1;1,0>:uw   16:w               {I@2}
(W)     mul (32|M0)              r40.0<1>:uw   r39.0<1;1,0>:uw   0x4:uw              {I@1}
        mach (16|M0)             r24.0<1>:d    r6.0<1;1,0>:ud    0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r7.0<1;1,0>:ud    0x3:uw             
        mach (16|M16)            r25.0<1>:d    r7.0<1;1,0>:ud    0x3:ud             
        mul (32|M0)              r55.0<1>:ud   r6.0<1;1,0>:ud    0x3:uw              {Compacted}
        mov (32|M0)              r57.0<1>:f    r24.0<1;1,0>:f                   {Compacted,A@2}
        mov (16|M0)              r59.0<2>:d    r55.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r61.0<2>:d    r56.0<1;1,0>:d                  
        mov (16|M0)              r59.1<2>:d    r57.0<1;1,0>:d                   {F@1}
        mov (16|M16)             r61.1<2>:d    r58.0<1;1,0>:d                  
        mov (16|M0)              r47.0<2>:f    r59.0<1;1,0>:uq                  {I@2}
        mov (16|M16)             r49.0<2>:f    r61.0<1;1,0>:uq                  {I@1}
        mov (32|M0)              r8.0<1>:f     0.0:f                               {Compacted}
        mov (32|M0)              r10.0<1>:f    r6.0<1;1,0>:ud                  
        mov (16|M0)              r26.0<1>:ud   r47.0<2;1,0>:ud                  {Compacted,F@4}
        mov (16|M16)             r27.0<1>:ud   r49.0<2;1,0>:ud                  {Compacted,F@3}
        and (32|M0)              r34.0<1>:d    r32.0<1;1,0>:d    1:w               {Compacted,$4.dst}
        mul (32|M0)              acc2.0<1>:uw  r34.0<2;1,0>:uw   0x80:uw              {I@1}
        add (32|M0)              r38.0<1>:uw   acc2.0<1;1,0>:uw  r40.0<1;1,0>:uw 
        add (16|M0)              a0.0<1>:uw    r38.0<1;1,0>:uw   0x200:uw              {I@1}
        mov (16|M0)              r36.0<1>:ud   r[a0.0]<1,0>:ud                  {A@1}
        add (16|M16)             a0.0<1>:uw    r38.16<1;1,0>:uw  0x200:uw             
        mov (16|M16)             r37.0<1>:ud   r[a0.0]<1,0>:ud                 
        add (32|M0)              r41.0<1>:f    r36.0<1;1,0>:f    r26.0<1;1,0>:f   {Compacted,A@1}
        add (16|M0)              r43.0<1>:q    r63.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        add (16|M16)             r45.0<1>:q    r65.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         null     r43     r41:2   0x0            0x08000584           {A@1,$5} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L760:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
