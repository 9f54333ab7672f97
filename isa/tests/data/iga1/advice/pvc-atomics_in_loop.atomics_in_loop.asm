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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.12<0;1,0>:d    0:w               {A@1,$2.dst}
(W&~f0.0) jmpi                               L592                                
L200:
(W)     mul (1|M0)               acc0.0<1>:d   r4.13<0;1,0>:d    r0.2<0;1,0>:uw  
(W)     macl (1|M0)              r2.0<1>:d     r4.13<0;1,0>:d    r0.1<0;1,0>:d    {$0.dst}
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
        mov (16|M0)              r25.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r27.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r33.0<1>:q    r25.0<2;1,0>:ud                  {I@2}
        mov (16|M16)             r35.0<1>:q    r27.0<2;1,0>:ud                  {I@2}
L304:
        add (16|M0)              r37.0<1>:q    r33.0<1;1,0>:q    r2.1<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r39.0<1>:q    r35.0<1;1,0>:q    r2.1<0;1,0>:ud   {Compacted,I@2}
        shl (16|M0)              r41.0<1>:q    r37.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r43.0<1>:q    r39.0<1;1,0>:q    2:w               {Compacted,I@2}
        mov (16|M0)              r7.0<1>:d     r41.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r8.0<1>:d     r43.0<2;1,0>:d                   {Compacted,I@2}
        mov (32|M0)              r47.0<1>:d    0:w                               {Compacted}
        and (32|M0)              r45.0<1>:d    r7.0<1;1,0>:d     16380:w               {I@2}
        mov (16|M0)              r49.1<2>:d    r47.0<1;1,0>:d                   {I@2}
        mov (16|M16)             r51.1<2>:d    r48.0<1;1,0>:d                  
        mov (16|M0)              r49.0<2>:d    r45.0<1;1,0>:d                   {I@3}
        mov (16|M16)             r51.0<2>:d    r46.0<1;1,0>:d                  
        add (16|M0)              r9.0<1>:q     r49.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r11.0<1>:q    r51.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r13      r9      null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
        mov (32|M0)              r23.0<1>:d    1:w                               {Compacted,$3.src}
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:d     r4.12<0;1,0>:d   {I@2}
        shl (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted,$4.dst}
        and (32|M0)              r17.0<1>:d    r15.0<1;1,0>:d    252:w               {Compacted,I@1}
        mov (16|M0)              r29.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r31.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.4<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r21.0<1>:q    r4.4<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         null     r19     r23:2   0x0            0x0800058C           {A@1,$3} // wr:4+2, rd:0; atomic_iadd.ugm.d32.a64
(W&f1.0) jmpi                                L304                                
L592:
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L616:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
