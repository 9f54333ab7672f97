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
(W)     mov (1|M0)               r8.0<1>:uq    r4.6<0;1,0>:uq                   {Compacted,A@1,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,$3.dst}
(W)     send.ugm (1|M0)          r3       r8      null:0  0x0            0x02108580           {I@2,$1} // wr:1+0, rd:1; load.ugm.d32x1t.a64
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        add3 (32|M0)             r6.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        mov (16|M0)              r23.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r25.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r27.0<1>:q    r23.0<2;1,0>:ud                  {I@2}
        mov (16|M16)             r29.0<1>:q    r25.0<2;1,0>:ud                  {I@2}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r3.0<0;1,0>:d     0:w               {$1.dst}
(W&f0.0) jmpi                                L352                                
L328:
        mov (32|M0)              r9.0<1>:ud    0x0:ud                              {Compacted}
(W)     jmpi                                 L608                                
L352:
        mov (32|M0)              r9.0<1>:ud    0x0:ud                              {Compacted}
(W)     mov (1|M0)               r2.1<1>:f     1.0:f                               {Compacted}
(W)     mov (1|M0)               r2.2<1>:d     0:w                               {Compacted}
L376:
        add (16|M0)              r31.0<1>:q    r27.0<1;1,0>:q    r2.2<0;1,0>:ud   {Compacted,I@1}
        add (16|M16)             r33.0<1>:q    r29.0<1;1,0>:q    r2.2<0;1,0>:ud   {Compacted}
        shl (16|M0)              r35.0<1>:q    r31.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r37.0<1>:q    r33.0<1;1,0>:q    2:w               {Compacted,I@2}
        mov (16|M0)              r11.0<1>:d    r35.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r12.0<1>:d    r37.0<2;1,0>:d                   {Compacted,I@2}
        mov (32|M0)              r41.0<1>:d    0:w                               {Compacted}
        and (32|M0)              r39.0<1>:d    r11.0<1;1,0>:d    4092:w               {I@2}
        mov (16|M0)              r43.0<2>:d    r39.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r45.0<2>:d    r40.0<1;1,0>:d                  
        mov (16|M0)              r43.1<2>:d    r41.0<1;1,0>:d                  
        mov (16|M16)             r45.1<2>:d    r42.0<1;1,0>:d                  
        add (16|M0)              r13.0<1>:q    r43.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r45.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r17      r13     null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r2.2<1>:d     r2.2<0;1,0>:d     1:w               {Compacted}
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r2.2<0;1,0>:d     r3.0<0;1,0>:d    {I@1}
        sync.nop                             null                             {Compacted,F@1}
        mad (32|M0)              r9.0<1>:f     r2.1<0;0>:f       r9.0<1;0>:f       r17.0<1>:f       {$4.dst}
(W&f1.0) jmpi                                L376                                
L608:
        shl (16|M0)              r47.0<1>:q    r27.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r49.0<1>:q    r29.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r19.0<1>:q    r47.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r21.0<1>:q    r49.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r19     r9:2    0x0            0x08000584           {A@1,$5} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L680:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
