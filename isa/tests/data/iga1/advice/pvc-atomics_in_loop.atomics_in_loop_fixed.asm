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
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r4.12<0;1,0>:d    0:w               {A@1,$2.dst}
(W&f0.0) jmpi                                L232                                
L200:
        sync.nop                             null                             {Compacted,$1.dst}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted,$0.dst}
(W)     jmpi                                 L608                                
L232:
(W)     mul (1|M0)               acc0.0<1>:d   r4.13<0;1,0>:d    r0.2<0;1,0>:uw  
(W)     macl (1|M0)              r5.0<1>:d     r4.13<0;1,0>:d    r0.1<0;1,0>:d   
        sync.nop                             null                             {Compacted,$1.dst}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted,$0.dst}
        add3 (32|M0)             r6.0<1>:d     r5.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
        mov (16|M0)              r25.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r27.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r29.0<1>:q    r25.0<2;1,0>:ud                  {I@2}
        mov (16|M16)             r31.0<1>:q    r27.0<2;1,0>:ud                  {I@2}
(W)     mov (1|M0)               r5.1<1>:d     0:w                               {Compacted}
L352:
        add (16|M0)              r33.0<1>:q    r29.0<1;1,0>:q    r5.1<0;1,0>:ud   {Compacted,I@1}
        add (16|M16)             r35.0<1>:q    r31.0<1;1,0>:q    r5.1<0;1,0>:ud   {Compacted}
        shl (16|M0)              r37.0<1>:q    r33.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r39.0<1>:q    r35.0<1;1,0>:q    2:w               {Compacted,I@2}
        mov (16|M0)              r8.0<1>:d     r37.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r9.0<1>:d     r39.0<2;1,0>:d                   {Compacted,I@2}
        mov (32|M0)              r43.0<1>:d    0:w                               {Compacted}
        and (32|M0)              r41.0<1>:d    r8.0<1;1,0>:d     16380:w               {I@2}
        mov (16|M0)              r45.0<2>:d    r41.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r47.0<2>:d    r42.0<1;1,0>:d                  
        mov (16|M0)              r45.1<2>:d    r43.0<1;1,0>:d                  
        mov (16|M16)             r47.1<2>:d    r44.0<1;1,0>:d                  
        add (16|M0)              r10.0<1>:q    r45.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r12.0<1>:q    r47.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r14      r10     null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (1|M0)               r5.1<1>:d     r5.1<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r5.1<0;1,0>:d     r4.12<0;1,0>:d   {I@1}
        and (32|M0)              r16.0<1>:d    r14.0<1;1,0>:d    63:w               {Compacted,$3.dst}
        cmp (32|M0)   (eq)f2.0   r18.0<1>:d    r16.0<1;1,0>:d    0:w               {I@1}
        add3 (32|M0)             r2.0<1>:d     r2.0<1;0>:d       -r18.0<1;0>:d     0:w               {I@1}
(W&f1.0) jmpi                                L352                                
L608:
(W)     mov (32|M0)              r23.0<1>:d    0:w                              
        mov (32|M0)              r23.0<1>:f    r2.0<1;1,0>:f                    {Compacted,A@1}
(W)     add (16|M0)              r21.0<1>:d    r23.0<1;1,0>:d    r24.0<1;1,0>:d   {Compacted,F@1}
(W)     add (8|M0)               r5.2<1>:d     r21.0<1;1,0>:d    r21.8<1;1,0>:d   {Compacted,I@1}
(W)     mov (1|M0)               r20.0<1>:uq   r4.4<0;1,0>:uq                   {Compacted}
(W)     add (4|M0)               r5.10<1>:d    r5.2<1;1,0>:d     r5.6<1;1,0>:d    {I@2}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     add (2|M0)               r5.14<1>:d    r5.10<1;1,0>:d    r5.12<1;1,0>:d   {I@1}
(W)     add (1|M0)               r22.0<1>:d    r5.14<0;1,0>:d    r5.15<0;1,0>:d   {I@1}
(W)     send.dc1 (1|M0)          null     r20     r22:1   0x0            0x040487FF           {I@1,$4} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread
L744:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
