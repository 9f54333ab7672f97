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
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r4.12<0;1,0>:d    0:w               {$2.dst}
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r0.1<0;1,0>:ud    r4.26<0;1,0>:uw 
(W)     macl (1|M0)              r6.0<1>:ud    r0.1<0;1,0>:ud    r4.13<0;1,0>:ud 
(W)     mul (1|M0)               acc0.0<1>:ud  r0.1<0;1,0>:ud    r4.26<0;1,0>:uw 
(W)     mach (1|M0)              r7.0<1>:d     r0.1<0;1,0>:ud    r4.13<0;1,0>:ud 
        sync.nop                             null                             {Compacted,I@5}
        add3 (16|M0)             r3.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {$1.dst}
(W)     mov (1|M0)               r1.8<1>:d     r7.0<0;1,0>:d                    {Compacted,I@2}
(W&f0.0) jmpi                                L360                                
L336:
        mov (16|M0)              r8.0<1>:f     0.0:f                               {Compacted}
(W)     jmpi                                 L576                                
L360:
(W)     mov (1|M0)               r1.10<1>:d    r6.0<0;1,0>:d                   
(W)     mov (1|M0)               r1.11<1>:d    r1.8<0;1,0>:d                    {I@4}
        mov (16|M0)              r8.0<1>:f     0.0:f                               {Compacted}
(W)     shl (1|M0)               r1.6<1>:q     r1.5<0;1,0>:q     2:w               {I@1}
(W)     mov (1|M0)               r1.9<1>:d     0:w                              
(W)     add (1|M0)               r1.7<1>:q     r1.6<0;1,0>:q     r4.5<0;1,0>:q    {I@2}
L448:
(W)     shl (1|M0)               r2.1<1>:d     r1.9<0;1,0>:d     4:w               {I@2}
(W)     add (1|M0)               r1.9<1>:d     r1.9<0;1,0>:d     1:w              
(W)     shl (1|M0)               r2.1<1>:q     r2.1<0;1,0>:ud    2:w               {I@2}
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r1.9<0;1,0>:d     r4.12<0;1,0>:d   {I@2}
(W)     add (1|M0)               r10.0<1>:q    r1.7<0;1,0>:q     r2.1<0;1,0>:q    {I@2}
(W)     send.ugm (1|M0)          r9       r10     null:0  0x0            0x0210D580           {I@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a64
        sync.nop                             null                             {Compacted,F@1}
        add (16|M0)              r8.0<1>:f     r8.0<1;1,0>:f     r9.0<1;1,0>:f    {Compacted,$4.dst}
(W&f0.1) jmpi                                L448                                
L576:
        mov (16|M0)              r15.0<2>:ud   r3.0<1;1,0>:ud                   {Compacted}
        shl (16|M0)              r11.0<1>:q    r15.0<2;1,0>:ud   2:w               {Compacted,I@1}
        add (16|M0)              r13.0<1>:q    r11.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@1}
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        send.ugm (16|M0)         null     r13     r8:1    0x0            0x04000584           {A@1,$5} // wr:2+1, rd:0; store.ugm.d32.a64
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L640:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
