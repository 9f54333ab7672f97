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
(W)     mov (16|M0)              r3.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     shl (1|M0)               r2.4<1>:q     r3.1<0;1,0>:ud    6:w               {A@1}
        mov (16|M0)              r44.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r46.0<4>:uw   r1.16<1;1,0>:uw                 
        add (16|M0)              r52.0<1>:q    r2.4<0;1,0>:q     r44.0<4;1,0>:uw  {I@2}
        add (16|M16)             r54.0<1>:q    r2.4<0;1,0>:q     r46.0<4;1,0>:uw  {I@2}
        mul (32|M0)              r6.0<1>:d     r1.0<1;1,0>:uw    192:w              
        add (16|M0)              r56.0<1>:q    r52.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@3}
        add (16|M16)             r58.0<1>:q    r54.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@3}
        mov (16|M0)              r4.0<1>:d     r56.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r5.0<1>:d     r58.0<2;1,0>:d                   {Compacted,I@2}
(W)     mov (1|M0)               r2.3<1>:d     0:w                              
L352:
        add (32|M0)              r8.0<1>:d     r2.3<0;1,0>:d     r4.0<1;1,0>:d    {Compacted,I@1}
        shl (32|M0)              r10.0<1>:d    r8.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r12.0<1>:d    r10.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r48.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r50.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r14.0<1>:q    r2.3<0;1,0>:q     r48.0<2;1,0>:ud  {I@2}
        add (16|M16)             r16.0<1>:q    r2.3<0;1,0>:q     r50.0<2;1,0>:ud  {I@2}
        sync.nop                             null                             {$1.src}
        send.ugm (32|M0)         r18      r14  null:0  0x0            0x08200580           {I@1,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r20.0<1>:d    r6.0<1;1,0>:d     r2.3<0;1,0>:d    {Compacted}
        shl (32|M0)              r22.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted,I@1}
(W)     cmp (32|M0)   (lt)f1.0   null<1>:ud    r2.3<0;1,0>:ud    0xBF:uw             
        sync.nop                             null                             {$2.dst}
        send.slm (32|M0)         null     r22  r18:2  0x0            0x04000504           {I@2,$1} // wr:2+2, rd:0; store.slm.d32.a32
(W&~f1.0) jmpi                               L576                                
L544:
(W)     add (1|M0)               r2.3<1>:d     r2.3<0;1,0>:d     1:w              
(W)     jmpi                                 L352                                
L576:
(W)     send.slm (1|M0)          r24      r3  null:0  0x0            0x0210001F           {$3} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r25.2<1>:f    3.58732e-43:f                              
(W)     mov (2|M0)               r25.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r24.0<1;1,0>:ud                  {$3.dst}
(W)     send.gtwy (1|M0)         null     r25  null:0  0x0            0x02000004           {I@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                             
(~f0.0) goto (32|M0)                         L880                  L880                
L704:
        or (32|M0)               r26.0<1>:d    r6.0<1;1,0>:d     7:w              
(W)     mul (16|M0)              acc0.0<1>:ud  r26.0<1;1,0>:ud   0xAAAB:uw              {I@1}
        mach (16|M0)             r28.0<1>:ud   r26.0<1;1,0>:ud   0xAAAAAAAB:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r27.0<1;1,0>:ud   0xAAAB:uw             
        mach (16|M16)            r29.0<1>:ud   r27.0<1;1,0>:ud   0xAAAAAAAB:ud             
        shr (32|M0)              r30.0<1>:ud   r28.0<1;1,0>:ud   13:w               {I@1}
(W)     mul (16|M0)              acc0.0<1>:d   r30.0<1;1,0>:d    0xD000:uw              {I@1}
        macl (16|M0)             r32.0<1>:d    r30.0<1;1,0>:d    1073729536:d              
(W)     mul (16|M16)             acc0.0<1>:d   r31.0<1;1,0>:d    0xD000:uw             
        macl (16|M16)            r33.0<1>:d    r31.0<1;1,0>:d    1073729536:d              
        add (32|M0)              r34.0<1>:d    r32.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted,I@1}
        shl (32|M0)              r36.0<1>:d    r34.0<1;1,0>:d    2:w               {Compacted,I@1}
L880:
        join (32|M0)                         L896                                
L896:
        send.slm (32|M0)         r38      r36  null:0  0x0            0x04200500           {I@2,$5} // wr:2+0, rd:2; load.slm.d32.a32
        shl (16|M0)              r60.0<1>:q    r56.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r62.0<1>:q    r58.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r40.0<1>:q    r60.0<1;1,0>:q    r2.2<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r42.0<1>:q    r62.0<1;1,0>:q    r2.2<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r40  r38:2  0x0            0x08000584           {I@1,$5} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r3.0<1;1,0>:ud                  
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$6} // wr:1+0, rd:0; end of thread
L992:
(W)     mov (16|M0)              null<1>:ud    0x57F3C487:ud                             
(W)     mov (16|M0)              null<1>:ud    0xF0422297:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x1:ud                             
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
