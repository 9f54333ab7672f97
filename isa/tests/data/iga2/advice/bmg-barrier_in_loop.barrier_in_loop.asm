L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1}
(W)     mov (8|M0)               r2.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r127  null:0  0xFF000000            0x6219D500           {A@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r3       r127  null:0  0xFF000000            0x6219C500           {I@1,$1} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.cc.bti[255]
(W)     mov (16|M0)              r4.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r39.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r41.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r3.2<0;1,0>:d     0:w               {$1.dst}
        add (16|M0)              r47.0<1>:q    r6.0<0;1,0>:q     r39.0<4;1,0>:uw  {I@2}
        add (16|M16)             r49.0<1>:q    r6.0<0;1,0>:q     r41.0<4;1,0>:uw 
        add (16|M0)              r51.0<1>:q    r47.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r53.0<1>:q    r49.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
(W&f1.0) jmpi                                L448                                
L416:
        mov (32|M0)              r7.0<1>:ud    0x0:ud                             
(W)     jmpi                                 L1024                                
L448:
        shl (32|M0)              r9.0<1>:w     r1.0<1;1,0>:w     2:w              
        add (32|M0)              acc0.0<1>:w   r9.0<1;1,0>:w     4:w               {I@1}
        and (32|M0)              r10.0<1>:w    r9.0<1;1,0>:w     252:w              
        and (32|M0)              r9.0<1>:w     acc0.0<1;1,0>:w   252:w              
        mov (32|M0)              r7.0<1>:f     0.0:f                               {Compacted}
        mov (32|M0)              r11.0<1>:ud   r10.0<1;1,0>:uw                  {I@2}
        mov (32|M0)              r13.0<1>:ud   r9.0<1;1,0>:uw                   {I@2}
        mov (16|M0)              r15.0<1>:d    r51.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r16.0<1>:d    r53.0<2;1,0>:d                  
(W)     mov (1|M0)               r2.8<1>:d     0:w                              
L592:
(W)     shl (1|M0)               r2.9<1>:d     r2.8<0;1,0>:d     6:w               {I@1}
        add (32|M0)              r17.0<1>:d    r2.9<0;1,0>:d     r15.0<1;1,0>:d   {Compacted,I@1}
        shl (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r21.0<1>:d    r19.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r43.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r45.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r23.0<1>:q    r3.0<0;1,0>:q     r43.0<2;1,0>:ud  {I@2}
        add (16|M16)             r25.0<1>:q    r3.0<0;1,0>:q     r45.0<2;1,0>:ud  {I@2}
        sync.nop                             null                             {$2.src}
        send.ugm (32|M0)         r27      r23  null:0  0x0            0x08200580           {I@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        sync.nop                             null                             {$5.dst}
        send.slm (32|M0)         null     r11  r27:2  0x0            0x04000504           {$2} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r29      r4  null:0  0x0            0x0210001F           {$6} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r30.2<1>:f    3.58732e-43:f                               {$4.src}
(W)     mov (2|M0)               r30.10<1>:ub  r4.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r29.0<1;1,0>:ud                  {$6.dst}
(W)     send.gtwy (1|M0)         null     r30  null:0  0x0            0x02000004           {I@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                
        send.slm (32|M0)         r31      r13  null:0  0x0            0x04200500           {$7} // wr:2+0, rd:2; load.slm.d32.a32
        add (32|M0)              r7.0<1>:f     r7.0<1;1,0>:f     r31.0<1;1,0>:f   {$7.dst}
(W)     send.slm (1|M0)          r33      r4  null:0  0x0            0x0210001F           {$8} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r34.2<1>:f    3.58732e-43:f                               {$3.src}
(W)     mov (2|M0)               r34.10<1>:ub  r4.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r33.0<1;1,0>:ud                  {$8.dst}
(W)     send.gtwy (1|M0)         null     r34  null:0  0x0            0x02000004           {I@2,$3} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                
(W)     add (1|M0)               r2.8<1>:d     r2.8<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r2.8<0;1,0>:d     r3.2<0;1,0>:d    {I@1}
(W&f0.0) jmpi                                L592                                
L1024:
        shl (16|M0)              r55.0<1>:q    r51.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r57.0<1>:q    r53.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r35.0<1>:q    r55.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r37.0<1>:q    r57.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r35  r7:2  0x0            0x08000584           {I@1,$9} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                  
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$10} // wr:1+0, rd:0; end of thread
L1104:
(W)     mov (16|M0)              null<1>:ud    0xFC7AEB02:ud                             
(W)     mov (16|M0)              null<1>:ud    0x6D8A710A:ud                             
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
        illegal                
