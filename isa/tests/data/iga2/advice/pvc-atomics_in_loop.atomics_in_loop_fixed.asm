L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
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
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r4.10<0;1,0>:d    0:w               {A@1,$2.dst}
(W&f1.0) jmpi                                L400                                
L376:
        mov (32|M0)              r5.0<1>:d     0:w                               {Compacted}
(W)     jmpi                                 L616                                
L400:
(W)     mul (1|M0)               acc0.0<1>:d   r4.3<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted}
(W)     macl (1|M0)              r2.0<1>:d     r4.3<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        mov (32|M0)              r5.0<1>:d     0:w                               {Compacted}
        add (32|M0)              r7.0<1>:d     r2.0<0;1,0>:d     r1.0<1;1,0>:uw   {I@2}
(W)     mov (1|M0)               r3.0<1>:d     0:w                               {Compacted,$1.dst}
L448:
        add3 (32|M0)             r9.0<1>:d     r7.0<1;0>:d       r4.0<0;0>:d       r3.0<0>:d        {I@1}
        shl (32|M0)              r11.0<1>:d    r9.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r13.0<1>:d    r11.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r31.0<2>:ud   r13.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r33.0<2>:ud   r14.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.4<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r17.0<1>:q    r4.4<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r19      r15     null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r3.0<1>:d     r3.0<0;1,0>:d     1:w               {Compacted}
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r3.0<0;1,0>:d     r4.10<0;1,0>:d   {I@1}
        and (32|M0)              r21.0<1>:d    r19.0<1;1,0>:d    63:w               {Compacted,$3.dst}
        cmp (32|M0)   (eq)f2.0   r24.0<1>:d    r21.0<1;1,0>:d    0:w               {I@1}
        add3 (32|M0)             r5.0<1>:d     r5.0<1;0>:d       -r24.0<1;0>:d     0:w               {I@1}
(W&f0.0) jmpi                                L448                                
L616:
(W)     mov (32|M0)              r29.0<1>:d    0:w                              
        mov (32|M0)              r29.0<1>:f    r5.0<1;1,0>:f                    {Compacted,A@1}
(W)     add (16|M0)              r23.0<1>:d    r29.0<1;1,0>:d    r30.0<1;1,0>:d   {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
(W)     add (8|M0)               r2.1<1>:d     r23.0<1;1,0>:d    r23.8<1;1,0>:d   {Compacted,$0.dst}
(W)     mov (1|M0)               r26.0<1>:uq   r4.3<0;1,0>:uq                   {Compacted}
(W)     add (4|M0)               r2.9<1>:d     r2.1<1;1,0>:d     r2.5<1;1,0>:d    {I@2}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     add (2|M0)               r2.13<1>:d    r2.9<1;1,0>:d     r2.11<1;1,0>:d   {I@1}
(W)     add (1|M0)               r28.0<1>:d    r2.13<0;1,0>:d    r2.14<0;1,0>:d   {I@1}
(W)     send.ugm (1|M0)          null     r26     r28:1   0x0            0x0400058C           {I@1,$4} // wr:2+1, rd:0; atomic_iadd.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$5} // wr:1+0, rd:0; end of thread
L760:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xE8FDDB51:ud                             
(W)     mov (16|M0)              null<1>:ud    0xD2C4583F:ud                             
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
