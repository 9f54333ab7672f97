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
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                               {A@1,$0.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,$3.dst}
(W)     add (8|M0)               r2.8<1>:w     r2.0<1;1,0>:w     8:w               {I@2}
(W)     macl (1|M0)              r3.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$1.dst}
(W)     add (16|M0)              r2.16<1>:w    r2.0<1;1,0>:w     16:w               {I@2}
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r6.0<1>:d     r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        shl (32|M0)              r8.0<1>:d     r2.0<1;1,0>:uw    2:w               {I@2}
(W)     mov (1|M0)               r3.1<1>:d     0:w                               {Compacted}
L304:
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    r3.2<0;1,0>:uw   {I@1}
        macl (16|M0)             r54.0<1>:ud   r6.0<1;1,0>:ud    r3.1<0;1,0>:ud  
(W)     mul (16|M16)             acc0.0<1>:ud  r7.0<1;1,0>:ud    r3.2<0;1,0>:uw  
        macl (16|M16)            r55.0<1>:ud   r7.0<1;1,0>:ud    r3.1<0;1,0>:ud  
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    r3.2<0;1,0>:uw  
        mach (16|M0)             r10.0<1>:d    r6.0<1;1,0>:ud    r3.1<0;1,0>:ud  
(W)     mul (16|M0)              acc0.0<1>:ud  r7.0<1;1,0>:ud    r3.2<0;1,0>:uw  
        mach (16|M16)            r11.0<1>:d    r7.0<1;1,0>:ud    r3.1<0;1,0>:ud  
        mov (32|M0)              r56.0<1>:f    r10.0<1;1,0>:f                   {Compacted,A@1}
(W)     shr (1|M0)               r3.3<1>:ud    r0.5<0;1,0>:ud    0x4:uw             
        mov (16|M0)              r58.0<2>:d    r54.0<1;1,0>:d                  
        mov (16|M16)             r60.0<2>:d    r55.0<1;1,0>:d                  
        mov (16|M0)              r58.1<2>:d    r56.0<1;1,0>:d                   {F@1}
        mov (16|M16)             r60.1<2>:d    r57.0<1;1,0>:d                  
(W)     mul (1|M0)               r3.2<1>:d     r3.1<0;1,0>:d     128:w              
(W)     mov (1|M0)               a0.2<1>:ud    r3.3<0;1,0>:ud                   {I@6}
        mov (16|M0)              r46.0<2>:f    r58.0<1;1,0>:uq                  {I@4}
        mov (16|M16)             r48.0<2>:f    r60.0<1;1,0>:uq                  {I@3}
        sync.nop                             null                             {Compacted,I@2}
        add (32|M0)              r14.0<1>:d    r8.0<1;1,0>:d     r3.2<0;1,0>:d    {Compacted,$4.src}
        mov (16|M0)              r12.0<1>:ud   r46.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r13.0<1>:ud   r48.0<2;1,0>:ud                  {Compacted,F@1}
(W)     cmp (32|M0)   (lt)f0.0   null<1>:ud    r3.1<0;1,0>:ud    0x7F:uw             
        send.ugm (32|M0)         null     r14     r12:2   a0.2        0x440E0504           {ExBSO,A@2,$4} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.2]
(W&~f0.0) jmpi                               L696                                
L664:
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w              
(W)     jmpi                                 L304                                
L696:
        mov (16|M0)              r50.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r52.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r62.0<1>:q    r50.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r64.0<1>:q    r52.0<2;1,0>:ud   2:w               {Compacted,I@2}
        add (16|M0)              r16.0<1>:q    r62.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r18.0<1>:q    r64.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r20      r16     null:0  0x0            0x08401580           {A@1,$5} // wr:4+0, rd:4; load.ugm.d32x2.a64
(W)     shr (1|M0)               r3.4<1>:ud    r0.5<0;1,0>:ud    0x4:uw             
        add (16|M0)              r42.0<1>:q    r62.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
(W)     mov (1|M0)               a0.2<1>:ud    r3.4<0;1,0>:ud                   {I@2}
        add (16|M16)             r44.0<1>:q    r64.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
        and (32|M0)              r24.0<1>:d    r20.0<1;1,0>:d    127:w               {Compacted,$5.dst}
        and (32|M0)              r32.0<1>:d    r22.0<1;1,0>:d    127:w               {Compacted}
        mul (32|M0)              r26.0<1>:d    r24.0<1;1,0>:d    128:w               {Compacted,I@2}
        mul (32|M0)              r34.0<1>:d    r32.0<1;1,0>:d    128:w               {Compacted,I@2}
        add (32|M0)              r28.0<1>:d    r8.0<1;1,0>:d     r26.0<1;1,0>:d   {Compacted,I@2}
        add (32|M0)              r36.0<1>:d    r8.0<1;1,0>:d     r34.0<1;1,0>:d   {Compacted,I@2}
        send.ugm (32|M0)         r30      r28     null:0  a0.2        0x44280500           {ExBSO,I@2,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.2]
        send.ugm (32|M0)         r38      r36     null:0  a0.2        0x44280500           {ExBSO,I@1,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.2]
        sync.nop                             null                             {Compacted,$7.dst}
        add (32|M0)              r40.0<1>:f    r30.0<1;1,0>:f    r38.0<1;1,0>:f   {Compacted,$6.dst}
        send.ugm (32|M0)         null     r42     r40:2   0x0            0x08000584           {F@1,$8} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread
L944:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
