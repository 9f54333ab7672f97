L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1}
(W)     mov (8|M0)               r2.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r127  null:0  0xFF000000            0x6219D500           {A@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r3       r127  null:0  0xFF000000            0x6219C500           {I@1,$1} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.cc.bti[255]
(W)     mov (16|M0)              r4.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r40.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r42.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
        shl (32|M0)              r19.0<1>:w    r1.0<1;1,0>:w     2:w              
        add (16|M0)              r48.0<1>:q    r6.0<0;1,0>:q     r40.0<4;1,0>:uw  {I@2}
        add (16|M16)             r50.0<1>:q    r6.0<0;1,0>:q     r42.0<4;1,0>:uw 
        add (16|M0)              r52.0<1>:q    r48.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r54.0<1>:q    r50.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r7.0<1>:d     r52.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r8.0<1>:d     r54.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r9.0<1>:d     r7.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r11.0<1>:d    r9.0<1;1,0>:d     16380:w               {I@1}
        mov (16|M0)              r44.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r46.0<2>:ud   r12.0<1;1,0>:ud                 
        add (16|M0)              r13.0<1>:q    r3.0<0;1,0>:q     r44.0<2;1,0>:ud  {@2,$1.dst}
        add (16|M16)             r15.0<1>:q    r3.0<0;1,0>:q     r46.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         r17      r13  null:0  0x0            0x08200580           {I@1,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        and (32|M0)              r19.0<1>:w    r19.0<1;1,0>:w    252:w              
        mov (32|M0)              r20.0<1>:ud   r19.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         null     r20  r17:2  0x0            0x04000504           {I@1,$2} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r22      r4  null:0  0x0            0x0210001F           {$3} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r23.2<1>:f    3.58732e-43:f                              
(W)     mov (2|M0)               r23.10<1>:ub  r4.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r22.0<1;1,0>:ud                  {$3.dst}
(W)     send.gtwy (1|M0)         null     r23  null:0  0x0            0x02000004           {I@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r3.2<0;1,0>:d     0:w              
(W&f1.0) jmpi                                L720                                
L688:
        mov (32|M0)              r24.0<1>:ud   0x0:ud                             
(W)     jmpi                                 L856                                
L720:
        mov (32|M0)              r26.0<1>:d    r1.0<1;1,0>:uw                  
        mov (32|M0)              r24.0<1>:f    0.0:f                               {Compacted,I@3}
(W)     mov (1|M0)               r2.8<1>:d     0:w                              
L760:
        add (32|M0)              r28.0<1>:d    r2.8<0;1,0>:d     r26.0<1;1,0>:d   {Compacted,I@1}
        shl (32|M0)              r30.0<1>:d    r28.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r32.0<1>:d    r30.0<1;1,0>:d    252:w               {Compacted,I@1}
        send.slm (32|M0)         r34      r32  null:0  0x0            0x04200500           {I@1,$5} // wr:2+0, rd:2; load.slm.d32.a32
(W)     add (1|M0)               r2.8<1>:d     r2.8<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r2.8<0;1,0>:d     r3.2<0;1,0>:d    {I@1}
        add (32|M0)              r24.0<1>:f    r24.0<1;1,0>:f    r34.0<1;1,0>:f   {Compacted,@1,$5.dst}
(W&f0.0) jmpi                                L760                                
L856:
        shl (16|M0)              r56.0<1>:q    r52.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r58.0<1>:q    r54.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r36.0<1>:q    r56.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r38.0<1>:q    r58.0<1;1,0>:q    r2.3<0;1,0>:q    {I@2}
        send.ugm (32|M0)         null     r36  r24:2  0x0            0x08000584           {A@1,$6} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                  
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$7} // wr:1+0, rd:0; end of thread
L944:
(W)     mov (16|M0)              null<1>:ud    0xFC7AEB02:ud                             
(W)     mov (16|M0)              null<1>:ud    0x6D8A710A:ud                             
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
