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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     shl (1|M0)               r2.0<1>:d     r0.1<0;1,0>:d     6:w               {Compacted,A@1,$0.dst}
        mov (32|M0)              r70.0<1>:d    0:w                               {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        sync.nop                             null                             {Compacted,$3.dst}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        mov (16|M0)              r60.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r62.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r64.0<1>:q    r60.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r66.0<1>:q    r62.0<2;1,0>:ud   2:w               {Compacted,I@2}
        add (16|M0)              r76.0<1>:q    r64.0<1;1,0>:q    4:w               {Compacted,I@2}
        add (16|M0)              r86.0<1>:q    r64.0<1;1,0>:q    8:w               {Compacted}
        add (16|M0)              r96.0<1>:q    r64.0<1;1,0>:q    12:w               {Compacted}
        add (16|M16)             r78.0<1>:q    r66.0<1;1,0>:q    4:w               {Compacted,I@4}
        add (16|M16)             r88.0<1>:q    r66.0<1;1,0>:q    8:w               {Compacted}
        add (16|M16)             r98.0<1>:q    r66.0<1;1,0>:q    12:w               {Compacted}
        mov (16|M0)              r7.0<1>:d     r64.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r8.0<1>:d     r66.0<2;1,0>:d                   {Compacted}
        mov (16|M0)              r15.0<1>:d    r76.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M0)              r23.0<1>:d    r86.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M0)              r31.0<1>:d    r96.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M16)             r16.0<1>:d    r78.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M16)             r24.0<1>:d    r88.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M16)             r32.0<1>:d    r98.0<2;1,0>:d                   {Compacted,I@7}
        and (32|M0)              r68.0<1>:d    r7.0<1;1,0>:d     16380:w               {I@7}
        and (32|M0)              r80.0<1>:d    r15.0<1;1,0>:d    16380:w               {I@4}
        and (32|M0)              r90.0<1>:d    r23.0<1;1,0>:d    16380:w               {I@4}
        and (32|M0)              r100.0<1>:d   r31.0<1;1,0>:d    16380:w               {I@4}
        mov (16|M0)              r72.1<2>:d    r70.0<1;1,0>:d                  
        mov (16|M16)             r74.1<2>:d    r71.0<1;1,0>:d                  
        mov (16|M0)              r82.1<2>:d    r70.0<1;1,0>:d                  
        mov (16|M16)             r84.1<2>:d    r71.0<1;1,0>:d                  
        mov (16|M0)              r92.1<2>:d    r70.0<1;1,0>:d                  
        mov (16|M16)             r94.1<2>:d    r71.0<1;1,0>:d                  
        mov (16|M0)              r102.1<2>:d   r70.0<1;1,0>:d                  
        mov (16|M16)             r104.1<2>:d   r71.0<1;1,0>:d                  
        mov (16|M0)              r72.0<2>:d    r68.0<1;1,0>:d                  
        mov (16|M16)             r74.0<2>:d    r69.0<1;1,0>:d                  
        mov (16|M0)              r82.0<2>:d    r80.0<1;1,0>:d                  
        mov (16|M16)             r84.0<2>:d    r81.0<1;1,0>:d                  
        mov (16|M0)              r92.0<2>:d    r90.0<1;1,0>:d                  
        mov (16|M16)             r94.0<2>:d    r91.0<1;1,0>:d                  
        mov (16|M0)              r102.0<2>:d   r100.0<1;1,0>:d                 
        mov (16|M16)             r104.0<2>:d   r101.0<1;1,0>:d                 
        add (16|M0)              r9.0<1>:q     r72.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r11.0<1>:q    r74.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r17.0<1>:q    r82.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r19.0<1>:q    r84.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r25.0<1>:q    r92.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r27.0<1>:q    r94.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r33.0<1>:q    r102.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M16)             r35.0<1>:q    r104.0<1;1,0>:q   r4.5<0;1,0>:q    {Compacted,I@7}
        send.ugm (32|M0)         r13      r9      null:0  0x0            0x08200580           {A@7,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r21      r17     null:0  0x0            0x08200580           {A@5,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r29      r25     null:0  0x0            0x08200580           {A@3,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r37      r33     null:0  0x0            0x08200580           {A@1,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (16|M0)              r39.0<1>:d    r1.0<1;1,0>:uw    2:w              
        shl (16|M16)             r40.0<1>:d    r1.16<1;1,0>:uw   2:w              
        shl (32|M0)              r41.0<1>:d    r39.0<1;1,0>:d    2:w               {Compacted,I@1}
        mov (32|M0)              r43.0<1>:f    r13.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r45.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r47.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r49.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$7.dst}
        send.slm (32|M0)         null     r41     r43:8   0x0            0x04003504           {A@1,$8} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     send.slm (1|M0)          r3       r0      null:0  0x0            0x0210011F           {$1} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r51.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r51.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r3.0<1;1,0>:ud                   {Compacted,$1.dst}
(W)     send.gtwy (1|M0)         null     r51     null:0  0x0            0x02000004           {I@2,$9} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     mov (1|M0)               r2.1<1>:d     1008:w                               {Compacted}
(W)     mov (1|M0)               r2.2<1>:d     12:w                               {Compacted}
        add (16|M0)              r56.0<1>:q    r64.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        bfn.0xF8 (32|M0)         r52.0<1>:ud   r41.0<1;0>:ud     r2.1<0;0>:ud      r2.2<0>:ud       {I@2} // s0&s1|s2
        send.slm (32|M0)         r54      r52     null:0  0x0            0x04200500           {I@1,$10} // wr:2+0, rd:2; load.slm.d32.a32
        add (16|M16)             r58.0<1>:q    r66.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
        send.ugm (32|M0)         null     r56     r54:2   0x0            0x08000584           {I@1,$10} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L1096:
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
