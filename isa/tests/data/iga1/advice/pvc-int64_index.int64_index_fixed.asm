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
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,I@1}
        add3 (32|M0)             r6.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r6.0<1;1,0>:ud    r4.12<0;1,0>:ud  {I@1}
(~f0.0) goto (32|M0)                         L512                  L512                
L264:
(W)     mov (1|M0)               r2.1<1>:f     2.0:f                               {Compacted}
L272:
        add (32|M0)              r14.0<1>:d    r6.0<1;1,0>:d     r4.12<0;1,0>:d   {Compacted}
        mov (16|M0)              r28.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r30.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r32.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r34.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r36.0<1>:q    r28.0<2;1,0>:ud   2:w               {Compacted,I@4}
        shl (16|M16)             r38.0<1>:q    r30.0<2;1,0>:ud   2:w               {Compacted,I@4}
        shl (16|M0)              r40.0<1>:q    r32.0<2;1,0>:ud   2:w               {Compacted,I@4}
        shl (16|M16)             r42.0<1>:q    r34.0<2;1,0>:ud   2:w               {Compacted,I@4}
        add (16|M0)              r8.0<1>:q     r36.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r10.0<1>:q    r38.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@4}
        add (16|M0)              r16.0<1>:q    r40.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@4}
        add (16|M16)             r18.0<1>:q    r42.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@4}
        send.ugm (32|M0)         r12      r8      null:0  0x0            0x08200580           {A@3,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r20      r16     null:0  0x0            0x08200580           {A@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     r4.13<0;1,0>:d  
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r6.0<1;1,0>:ud    r4.12<0;1,0>:ud  {I@1}
        add (16|M0)              r24.0<1>:q    r36.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,$4.src}
        add (16|M16)             r26.0<1>:q    r38.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,F@1}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (32|M0)              r22.0<1>:f    r20.0<1;0>:f      r12.0<1;0>:f      r2.1<0>:f        {Compacted,$5.dst}
        send.ugm (32|M0)         null     r24     r22:2   0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(f1.0)  goto.b (32|M0)                       L512                  L272                
L512:
        join (32|M0)                         L528                                
L528:
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L552:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
