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
(W)     mov (1|M0)               r12.0<1>:uq   r3.2<0;1,0>:uq                   {Compacted,A@1,$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {I@3}
(W)     send.ugm (1|M0)          r11      r12  null:0  0x0            0x02108580           {I@2,$2} // wr:1+0, rd:1; load.ugm.d32x1t.a64
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r55.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@2}
        add (16|M0)              r7.0<1>:q     r6.0<0;1,0>:q     r55.0<4;1,0>:uw  {I@1}
        add (16|M0)              r9.0<1>:q     r7.0<1;1,0>:q     r2.0<0;1,0>:ud   {I@1}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r11.0<0;1,0>:d    0:w               {$2.dst}
(W&f0.1) jmpi                                L464                                
L384:
        mov (16|M0)              r14.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r15.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r16.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r17.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r18.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r19.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r20.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r21.0<1>:d    0:w                               {Compacted}
(W)     jmpi                                 L888                                
L464:
        shl (16|M0)              r22.0<1>:q    r9.0<1;1,0>:q     7:w               {Compacted}
        shl (16|M0)              r24.0<1>:q    r9.0<1;1,0>:q     6:w               {Compacted}
        mov (16|M0)              r14.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r15.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r16.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r17.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r18.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r19.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r20.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r21.0<1>:d    0:w                               {Compacted}
        add (16|M0)              r28.0<1>:q    r22.0<1;1,0>:q    r3.1<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r26.0<1>:q    r24.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@7}
(W)     mov (1|M0)               r1.8<1>:d     0:w                              
L576:
(W)     shl (1|M0)               r1.5<1>:q     r1.8<0;1,0>:ud    4:w               {I@1}
(W)     shl (1|M0)               r1.6<1>:q     r1.8<0;1,0>:ud    5:w              
        add (16|M0)              r30.0<1>:q    r26.0<1;1,0>:q    r1.5<0;1,0>:q    {I@2}
        send.ugm (16|M0)         r32      r30  null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r41.0<1>:q    r28.0<1;1,0>:q    r1.6<0;1,0>:q   
        sync.nop                             null                             {$3.src}
        send.ugm (16|M0)         r43      r41  null:0  0x0            0x04804580           {I@1,$5} // wr:2+0, rd:8; load.ugm.d32x8.a64
(W)     add (1|M0)               r1.8<1>:d     r1.8<0;1,0>:d     1:w              
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r1.8<0;1,0>:d     r11.0<0;1,0>:d   {I@1}
        mov (16|M0)              r37.0<1>:w    r32.0<2;1,0>:w                   {$4.dst}
        mov (16|M0)              r37.16<1>:w   r32.1<2;1,0>:w                  
        mov (16|M0)              r38.0<1>:w    r33.0<2;1,0>:w                  
        mov (16|M0)              r38.16<1>:w   r33.1<2;1,0>:w                  
        mov (16|M0)              r39.0<1>:w    r34.0<2;1,0>:w                  
        mov (16|M0)              r39.16<1>:w   r34.1<2;1,0>:w                  
        mov (16|M0)              r40.0<1>:w    r35.0<2;1,0>:w                  
        mov (16|M0)              r40.16<1>:w   r35.1<2;1,0>:w                  
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$5.dst}
        dpas.8x8 (16|M0)         r14:d         r14:d             r43:b             r37.0:b          {Compacted,$3}
(W&f0.0) jmpi                                L576                                
L888:
        shl (16|M0)              r51.0<1>:q    r9.0<1;1,0>:q     5:w               {Compacted}
        add (16|M0)              r53.0<1>:q    r51.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@1}
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                   {Compacted}
        send.ugm (16|M0)         null     r53  r14:8  0x0            0x04004584           {I@2,$3} // wr:2+8, rd:0; store.ugm.d32x8.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$6} // wr:1+0, rd:0; end of thread
L944:
(W)     mov (16|M0)              null<1>:ud    0x71E86F50:ud                             
(W)     mov (16|M0)              null<1>:ud    0x2F03CAE7:ud                             
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
