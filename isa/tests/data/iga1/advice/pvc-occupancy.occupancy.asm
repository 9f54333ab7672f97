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
        mul (32|M0)              r7.0<1>:d     r1.0<1;1,0>:uw    192:w              
        sync.nop                             null                             {Compacted,I@2}
        sync.nop                             null                             {Compacted,$3.dst}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        mov (16|M0)              r38.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r40.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r42.0<1>:q    r38.0<2;1,0>:ud                  {I@2}
        mov (16|M16)             r44.0<1>:q    r40.0<2;1,0>:ud                  {I@2}
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L304:
        add (16|M0)              r46.0<1>:q    r42.0<1;1,0>:q    r2.1<0;1,0>:ud   {Compacted,I@1}
        add (16|M16)             r48.0<1>:q    r44.0<1;1,0>:q    r2.1<0;1,0>:ud   {Compacted}
        shl (16|M0)              r50.0<1>:q    r46.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r52.0<1>:q    r48.0<1;1,0>:q    2:w               {Compacted,I@2}
        mov (16|M0)              r9.0<1>:d     r50.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r10.0<1>:d    r52.0<2;1,0>:d                   {Compacted,I@2}
        mov (32|M0)              r56.0<1>:d    0:w                               {Compacted}
        and (32|M0)              r54.0<1>:d    r9.0<1;1,0>:d     16380:w               {I@2}
        mov (16|M0)              r58.0<2>:d    r54.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r60.0<2>:d    r55.0<1;1,0>:d                  
        mov (16|M0)              r58.1<2>:d    r56.0<1;1,0>:d                  
        mov (16|M16)             r60.1<2>:d    r57.0<1;1,0>:d                  
        add (16|M0)              r11.0<1>:q    r58.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r13.0<1>:q    r60.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (32|M0)         r15      r11     null:0  0x0            0x08200580           {A@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r17.0<1>:d    r7.0<1;1,0>:d     r2.1<0;1,0>:d    {Compacted}
        shl (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    2:w               {Compacted,I@1}
(W)     cmp (32|M0)   (lt)f1.0   null<1>:ud    r2.1<0;1,0>:ud    0xBF:uw             
        sync.nop                             null                             {Compacted,$5.dst}
        send.slm (32|M0)         null     r19     r15:2   0x0            0x04000504           {I@2,$4} // wr:2+2, rd:0; store.slm.d32.a32
(W&~f1.0) jmpi                               L584                                
L552:
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(W)     jmpi                                 L304                                
L584:
(W)     send.slm (1|M0)          r3       r0      null:0  0x0            0x0210011F           {$1} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r21.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r21.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r3.0<1;1,0>:ud                   {Compacted,$1.dst}
(W)     send.gtwy (1|M0)         null     r21     null:0  0x0            0x02000004           {I@2,$6} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                             
(f0.0)  goto (32|M0)                         L712                  L712                
L688:
        mov (32|M0)              r22.0<1>:d    0:w                               {Compacted}
        goto (32|M0)                         L712                  L840                
L712:
        join (32|M0)                         L840                                
L728:
        or (32|M0)               r24.0<1>:d    r7.0<1;1,0>:d     7:w               {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r24.0<1;1,0>:ud   0xAAAB:uw              {I@1}
        mach (16|M0)             r26.0<1>:ud   r24.0<1;1,0>:ud   0xAAAAAAAB:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r25.0<1;1,0>:ud   0xAAAB:uw             
        mach (16|M16)            r27.0<1>:ud   r25.0<1;1,0>:ud   0xAAAAAAAB:ud             
        shr (32|M0)              r28.0<1>:d    r26.0<1;1,0>:ud   13:w               {I@1}
        mad (32|M0)              r30.0<1>:d    r24.0<1;0>:d      r28.0<1;0>:d      -12288:w               {I@1}
        shl (32|M0)              r22.0<1>:d    r30.0<1;1,0>:d    2:w               {Compacted,I@1}
L840:
        join (32|M0)                         L856                                
L856:
        send.slm (32|M0)         r32      r22     null:0  0x0            0x04200500           {I@2,$7} // wr:2+0, rd:2; load.slm.d32.a32
        shl (16|M0)              r62.0<1>:q    r42.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r64.0<1>:q    r44.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r34.0<1>:q    r62.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r36.0<1>:q    r64.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r34     r32:2   0x0            0x08000584           {A@1,$7} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
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
