L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r126.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r126    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218C500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
        shl (16|M0)              r5.0<1>:d     r1.0<1;1,0>:uw    2:w               {A@1,$0.dst}
        shl (16|M16)             r6.0<1>:d     r1.16<1;1,0>:uw   2:w              
(W)     shl (1|M0)               r2.0<1>:q     r0.1<0;1,0>:ud    6:w               {Compacted}
        mov (16|M0)              r33.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r35.0<4>:uw   r1.16<1;1,0>:uw                 
        shl (32|M0)              r7.0<1>:d     r5.0<1;1,0>:d     2:w               {Compacted,I@4}
        add (16|M0)              r41.0<1>:q    r2.0<0;1,0>:q     r33.0<4;1,0>:uw  {I@3}
        add (16|M16)             r43.0<1>:q    r2.0<0;1,0>:q     r35.0<4;1,0>:uw  {I@3}
        mov (32|M0)              r11.0<1>:f    r7.0<1;1,0>:f                    {Compacted,I@3}
        sync.nop                             null                             {Compacted,I@2}
        add (16|M0)              r45.0<1>:q    r41.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,$2.dst}
        add (16|M16)             r31.0<2>:d    r43.0<1;1,0>:q    r4.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r9.0<1>:d     r45.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r10.0<1>:d    r31.0<2;1,0>:d                   {Compacted,I@2}
(W)     mov (1|M0)               r2.2<1>:d     0:w                               {Compacted}
L520:
        add (32|M0)              r13.0<1>:d    r2.2<0;1,0>:d     r9.0<1;1,0>:d    {Compacted,I@1}
        shl (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r17.0<1>:d    r15.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r37.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r39.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r21.0<1>:q    r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r23      r19     null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     cmp (32|M0)   (lt)f0.0   null<1>:ud    r2.2<0;1,0>:ud    0x3:uw             
        send.slm (32|M0)         null     r11     r23:2   0x0            0x04000504           {F@1,$3} // wr:2+2, rd:0; store.slm.d32.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r23.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r24.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W&~f0.0) jmpi                               L720                                
L688:
        add (32|M0)              r11.0<1>:d    r11.0<1;1,0>:d    4:w               {Compacted}
(W)     add (1|M0)               r2.2<1>:d     r2.2<0;1,0>:d     1:w               {Compacted}
(W)     jmpi                                 L520                                
L720:
(W)     send.slm (1|M0)          r3       r0      null:0  0x0            0x0210001F           {$1} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r25.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r25.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r3.0<1;1,0>:ud                   {Compacted,$1.dst}
(W)     send.gtwy (1|M0)         null     r25     null:0  0x0            0x02000004           {I@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               r25.8<1>:d    1008:w                               {Compacted}
(W)     mov (1|M0)               r2.3<1>:d     12:w                               {Compacted}
(W)     shl (1|M0)               r2.2<1>:q     r45.0<0;1,0>:q    2:w               {Compacted}
        bfn.0xF8 (32|M0)         r26.0<1>:ud   r7.0<1;0>:ud      r25.8<0;0>:ud     r2.3<0>:ud       {I@2} // s0&s1|s2
        send.slm (32|M0)         r28      r26     null:0  0x0            0x04200500           {I@1,$5} // wr:2+0, rd:2; load.slm.d32.a32
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     add (1|M0)               r30.0<1>:q    r2.2<0;1,0>:q     r4.2<0;1,0>:q    {Compacted}
(W)     send.ugm (1|M0)          null     r30     r28:2   0x0            0x0200E584           {I@1,$5} // wr:1+2, rd:0; store.ugm.d32x32t.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$6} // wr:1+0, rd:0; end of thread
L928:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x57F3C487:ud                             
(W)     mov (16|M0)              null<1>:ud    0xF0422297:ud                             
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
