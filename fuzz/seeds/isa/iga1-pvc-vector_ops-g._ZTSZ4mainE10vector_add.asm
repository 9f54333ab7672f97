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
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        add3 (32|M0)             r6.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$2.dst}
        mov (16|M0)              r26.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r28.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r30.0<1>:q    r26.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r32.0<1>:q    r28.0<2;1,0>:ud   2:w               {Compacted,I@2}
        add (16|M0)              r8.0<1>:q     r30.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M0)              r14.0<1>:q    r30.0<1;1,0>:q    r4.6<0;1,0>:q    {Compacted}
        add (16|M16)             r10.0<1>:q    r32.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@3}
        add (16|M16)             r16.0<1>:q    r32.0<1;1,0>:q    r4.6<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r12      r8      null:0  0x0            0x08200580           {A@2,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r18      r14     null:0  0x0            0x08200580           {I@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r22.0<1>:q    r30.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        add (16|M16)             r24.0<1>:q    r32.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
        add (32|M0)              r20.0<1>:f    r12.0<1;1,0>:f    r18.0<1;1,0>:f   {Compacted,$4.dst}
        send.ugm (32|M0)         null     r22     r20:2   0x0            0x08000584           {A@1,$6} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread
L400:
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
