L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1}
(W)     mov (8|M0)               r2.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r127  null:0  0xFF000000            0x6219D500           {A@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     mov (16|M0)              r4.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     shl (1|M0)               r3.0<1>:q     r4.1<0;1,0>:ud    6:w               {A@1}
        mov (16|M0)              r62.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r64.0<4>:uw   r1.16<1;1,0>:uw                 
        add (16|M0)              r85.0<1>:q    r3.0<0;1,0>:q     r62.0<4;1,0>:uw  {I@2}
        add (16|M16)             r87.0<1>:q    r3.0<0;1,0>:q     r64.0<4;1,0>:uw  {I@2}
        add (16|M0)              r66.0<1>:q    r85.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r90.0<1>:q    r87.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r14.0<1>:d    r66.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r15.0<1>:d    r90.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r16.0<1>:d    r14.0<1;1,0>:d    2:w               {Compacted,I@1}
        add (32|M0)              r24.0<1>:d    r16.0<1;1,0>:d    4:w               {Compacted,I@1}
        add (32|M0)              r32.0<1>:d    r16.0<1;1,0>:d    8:w               {Compacted}
        add (32|M0)              r40.0<1>:d    r16.0<1;1,0>:d    12:w               {Compacted}
        and (32|M0)              r18.0<1>:d    r16.0<1;1,0>:d    16380:w              
        and (32|M0)              r26.0<1>:d    r24.0<1;1,0>:d    16380:w               {I@4}
        and (32|M0)              r34.0<1>:d    r32.0<1;1,0>:d    16380:w               {I@4}
        and (32|M0)              r42.0<1>:d    r40.0<1;1,0>:d    16380:w               {I@4}
        mov (16|M0)              r68.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M16)             r70.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r72.0<2>:ud   r26.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M16)             r74.0<2>:ud   r27.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r76.0<2>:ud   r34.0<1;1,0>:ud                  {Compacted,I@6}
        mov (16|M16)             r78.0<2>:ud   r35.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r80.0<2>:ud   r42.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r82.0<2>:ud   r43.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r20.0<1>:q    r2.3<0;1,0>:q     r68.0<2;1,0>:ud  {I@7}
        add (16|M16)             r22.0<1>:q    r2.3<0;1,0>:q     r70.0<2;1,0>:ud  {I@7}
        add (16|M0)              r28.0<1>:q    r2.3<0;1,0>:q     r72.0<2;1,0>:ud  {I@7}
        add (16|M16)             r30.0<1>:q    r2.3<0;1,0>:q     r74.0<2;1,0>:ud  {I@7}
        add (16|M0)              r36.0<1>:q    r2.3<0;1,0>:q     r76.0<2;1,0>:ud  {I@7}
        add (16|M16)             r38.0<1>:q    r2.3<0;1,0>:q     r78.0<2;1,0>:ud  {I@7}
        add (16|M0)              r44.0<1>:q    r2.3<0;1,0>:q     r80.0<2;1,0>:ud  {I@7}
        add (16|M16)             r46.0<1>:q    r2.3<0;1,0>:q     r82.0<2;1,0>:ud  {I@7}
        send.ugm (32|M0)         r5       r20  null:0  0x0            0x08200580           {I@7,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r7       r28  null:0  0x0            0x08200580           {I@5,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r9       r36  null:0  0x0            0x08200580           {I@3,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r11      r44  null:0  0x0            0x08200580           {I@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (16|M0)              r48.0<1>:d    r1.0<1;1,0>:uw    2:w              
        shl (16|M16)             r49.0<1>:d    r1.16<1;1,0>:uw   2:w              
        shl (32|M0)              r50.0<1>:d    r48.0<1;1,0>:d    2:w               {I@1}
        sync.allwr                           ($2,$3,$4)                
        send.slm (32|M0)         null     r50  r5:8  0x0            0x04003504           {I@1,$1} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     send.slm (1|M0)          r13      r4  null:0  0x0            0x0210001F           {$5} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r52.2<1>:f    3.58732e-43:f                              
(W)     mov (2|M0)               r52.10<1>:ub  r4.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r13.0<1;1,0>:ud                  {$5.dst}
(W)     send.gtwy (1|M0)         null     r52  null:0  0x0            0x02000004           {I@2,$6} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                
(W)     mov (1|M0)               r3.2<1>:d     1008:w                               {Compacted}
(W)     mov (1|M0)               r2.3<1>:d     12:w                              
        shl (16|M0)              r93.0<1>:q    r66.0<1;1,0>:q    2:w               {Compacted}
        bfn.0xF8 (32|M0)         r53.0<1>:ud   r50.0<1;0>:ud     r3.2<0;0>:ud      r2.3<0>:ud       {I@2} // s0&s1|s2
        send.slm (32|M0)         r55      r53  null:0  0x0            0x04200500           {I@1,$7} // wr:2+0, rd:2; load.slm.d32.a32
        shl (16|M16)             r95.0<1>:q    r90.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r57.0<1>:q    r93.0<1;1,0>:q    r2.2<0;1,0>:q    {Compacted}
        add (16|M16)             r59.0<1>:q    r95.0<1;1,0>:q    r2.2<0;1,0>:q    {Compacted,I@2}
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
        send.ugm (32|M0)         null     r57  r55:2  0x0            0x08000584           {I@1,$7} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,F@1,$8} // wr:1+0, rd:0; end of thread
L976:
(W)     mov (16|M0)              null<1>:ud    0x38A07992:ud                             
(W)     mov (16|M0)              null<1>:ud    0x87D05F97:ud                             
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
        illegal                
        illegal                
