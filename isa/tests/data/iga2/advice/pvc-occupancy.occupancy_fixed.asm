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
(W)     shl (1|M0)               r3.0<1>:q     r0.1<0;1,0>:ud    6:w               {Compacted,A@1,$1.dst}
        mov (16|M0)              r60.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r62.0<4>:uw   r1.16<1;1,0>:uw                 
        add (16|M0)              r83.0<1>:q    r3.0<0;1,0>:q     r60.0<4;1,0>:uw  {I@2}
        add (16|M16)             r85.0<1>:q    r3.0<0;1,0>:q     r62.0<4;1,0>:uw  {I@2}
        sync.nop                             null                             {Compacted,I@2}
        add (16|M0)              r68.0<1>:q    r83.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,$2.dst}
        add (16|M16)             r57.0<2>:d    r85.0<1;1,0>:q    r4.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r18.0<1>:d    r68.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r19.0<1>:d    r57.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r20.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted,I@1}
        add (32|M0)              r28.0<1>:d    r20.0<1;1,0>:d    4:w               {Compacted,I@1}
        add (32|M0)              r36.0<1>:d    r20.0<1;1,0>:d    8:w               {Compacted}
        add (32|M0)              r44.0<1>:d    r20.0<1;1,0>:d    12:w               {Compacted}
        and (32|M0)              r22.0<1>:d    r20.0<1;1,0>:d    16380:w              
        and (32|M0)              r30.0<1>:d    r28.0<1;1,0>:d    16380:w               {I@4}
        and (32|M0)              r38.0<1>:d    r36.0<1;1,0>:d    16380:w               {I@4}
        and (32|M0)              r46.0<1>:d    r44.0<1;1,0>:d    16380:w               {I@4}
        mov (16|M0)              r64.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted,I@4}
        mov (16|M16)             r66.0<2>:ud   r23.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r70.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M16)             r72.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r74.0<2>:ud   r38.0<1;1,0>:ud                  {Compacted,I@6}
        mov (16|M16)             r76.0<2>:ud   r39.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r78.0<2>:ud   r46.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r80.0<2>:ud   r47.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r24.0<1>:q    r4.3<0;1,0>:q     r64.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r26.0<1>:q    r4.3<0;1,0>:q     r66.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r32.0<1>:q    r4.3<0;1,0>:q     r70.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r34.0<1>:q    r4.3<0;1,0>:q     r72.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r40.0<1>:q    r4.3<0;1,0>:q     r74.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r42.0<1>:q    r4.3<0;1,0>:q     r76.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r48.0<1>:q    r4.3<0;1,0>:q     r78.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M16)             r50.0<1>:q    r4.3<0;1,0>:q     r80.0<2;1,0>:ud  {Compacted,I@7}
        send.ugm (32|M0)         r5       r24     null:0  0x0            0x08200580           {A@7,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r7       r32     null:0  0x0            0x08200580           {A@5,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r9       r40     null:0  0x0            0x08200580           {A@3,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r11      r48     null:0  0x0            0x08200580           {A@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        shl (16|M0)              r14.0<1>:d    r1.0<1;1,0>:uw    2:w              
        shl (16|M16)             r15.0<1>:d    r1.16<1;1,0>:uw   2:w              
        shl (32|M0)              r16.0<1>:d    r14.0<1;1,0>:d    2:w               {Compacted,I@1}
        sync.allwr                           ($4,$5,$6)                 {Compacted}
        send.slm (32|M0)         null     r16     r5:8    0x0            0x04003504           {I@1,$3} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     send.slm (1|M0)          r2       r0      null:0  0x0            0x0210001F           {$7} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r13.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r13.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r2.0<1;1,0>:ud                   {Compacted,$7.dst}
(W)     send.gtwy (1|M0)         null     r13     null:0  0x0            0x02000004           {I@2,$8} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     mov (1|M0)               r3.2<1>:d     1008:w                               {Compacted}
(W)     mov (1|M0)               r4.3<1>:d     12:w                               {Compacted}
(W)     shl (1|M0)               r3.2<1>:q     r68.0<0;1,0>:q    2:w               {Compacted}
        bfn.0xF8 (32|M0)         r52.0<1>:ud   r16.0<1;0>:ud     r3.2<0;0>:ud      r4.3<0>:ud       {I@2} // s0&s1|s2
        send.slm (32|M0)         r54      r52     null:0  0x0            0x04200500           {I@1,$9} // wr:2+0, rd:2; load.slm.d32.a32
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     add (1|M0)               r56.0<1>:q    r3.2<0;1,0>:q     r4.2<0;1,0>:q    {Compacted}
(W)     send.ugm (1|M0)          null     r56     r54:2   0x0            0x0200E584           {I@1,$9} // wr:1+2, rd:0; store.ugm.d32x32t.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$10} // wr:1+0, rd:0; end of thread
L992:
        nop                    
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
