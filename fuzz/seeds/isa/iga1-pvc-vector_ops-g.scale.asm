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
(W)     mul (1|M0)               acc0.0<1>:d   r4.10<0;1,0>:d    r0.2<0;1,0>:uw   {Compacted,A@1,$2.dst}
(W)     macl (1|M0)              r2.0<1>:d     r4.10<0;1,0>:d    r0.1<0;1,0>:d    {Compacted,$0.dst}
(W)     mov (1|M0)               r2.1<1>:f     2.0:f                               {Compacted}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        mov (16|M0)              r15.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r17.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r19.0<1>:q    r15.0<2;1,0>:ud   2:w               {Compacted,I@2}
        shl (16|M16)             r21.0<1>:q    r17.0<2;1,0>:ud   2:w               {Compacted,I@2}
        add (16|M0)              r7.0<1>:q     r19.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r9.0<1>:q     r21.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r11      r7      null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     mov (1|M0)               r2.2<1>:f     1.0:f                               {Compacted}
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,F@1}
        mad (32|M0)              r13.0<1>:f    r2.2<0;0>:f       r11.0<1;0>:f      r2.1<0>:f        {$3.dst}
        send.ugm (32|M0)         null     r7      r13:2   0x0            0x08000584           {F@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L344:
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
