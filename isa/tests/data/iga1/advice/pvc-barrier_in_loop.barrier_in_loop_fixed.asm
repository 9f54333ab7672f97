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
(W)     mul (1|M0)               acc0.0<1>:d   r4.13<0;1,0>:d    r0.2<0;1,0>:uw   {A@1,$2.dst}
        mov (32|M0)              r5.0<1>:d     r1.0<1;1,0>:uw                   {$0.dst}
(W)     macl (1|M0)              r2.0<1>:d     r4.13<0;1,0>:d    r0.1<0;1,0>:d   
        mov (32|M0)              r45.0<1>:d    0:w                               {Compacted}
        add3 (32|M0)             r7.0<1>:d     r2.0<0;0>:d       r5.0<1;0>:d       r4.0<0>:d        {Compacted,I@2}
        mov (16|M0)              r35.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r37.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r39.0<1>:q    r35.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r41.0<1>:q    r37.0<2;1,0>:ud   2:w               {Compacted,I@2}
        mov (16|M0)              r9.0<1>:d     r39.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r10.0<1>:d    r41.0<2;1,0>:d                   {Compacted,I@2}
        and (32|M0)              r43.0<1>:d    r9.0<1;1,0>:d     16380:w               {I@1}
        mov (16|M0)              r47.1<2>:d    r45.0<1;1,0>:d                  
        mov (16|M16)             r49.1<2>:d    r46.0<1;1,0>:d                  
        mov (16|M0)              r47.0<2>:d    r43.0<1;1,0>:d                   {I@3}
        mov (16|M16)             r49.0<2>:d    r44.0<1;1,0>:d                  
        add (16|M0)              r11.0<1>:q    r47.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r13.0<1>:q    r49.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r15      r11     null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (32|M0)              r3.0<1>:w     r1.0<1;1,0>:w     2:w               {$1.dst}
        and (32|M0)              r3.0<1>:w     r3.0<1;1,0>:w     252:w               {I@1}
        mov (32|M0)              r17.0<1>:ud   r3.0<1;1,0>:uw                   {I@1}
        send.slm (32|M0)         null     r17     r15:2   0x0            0x04000504           {I@1,$3} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r19      r0      null:0  0x0            0x0210011F           {$4} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r20.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r20.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r19.0<1;1,0>:ud                  {Compacted,$4.dst}
(W)     send.gtwy (1|M0)         null     r20     null:0  0x0            0x02000004           {I@2,$5} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.12<0;1,0>:d    0:w              
(W&f0.0) jmpi                                L584                                
L560:
        mov (32|M0)              r21.0<1>:ud   0x0:ud                              {Compacted}
(W)     jmpi                                 L704                                
L584:
        mov (32|M0)              r21.0<1>:f    0.0:f                               {Compacted,I@2}
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L600:
        add (32|M0)              r23.0<1>:d    r2.1<0;1,0>:d     r5.0<1;1,0>:d    {Compacted,I@1}
        shl (32|M0)              r25.0<1>:d    r23.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r27.0<1>:d    r25.0<1;1,0>:d    252:w               {Compacted,I@1}
        send.slm (32|M0)         r29      r27     null:0  0x0            0x04200500           {I@1,$6} // wr:2+0, rd:2; load.slm.d32.a32
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r2.1<0;1,0>:d     r4.12<0;1,0>:d   {I@1}
        sync.nop                             null                             {Compacted,F@1}
        add (32|M0)              r21.0<1>:f    r21.0<1;1,0>:f    r29.0<1;1,0>:f   {Compacted,$6.dst}
(W&f1.0) jmpi                                L600                                
L704:
        add (16|M0)              r31.0<1>:q    r39.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        add (16|M16)             r33.0<1>:q    r41.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         null     r31     r21:2   0x0            0x08000584           {A@1,$7} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L760:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
