        mov (16|M0)              r12.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r13.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r14.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r15.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r16.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r17.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r18.0<1>:d    0:w                               {Compacted}
        mov (16|M0)              r19.0<1>:d    0:w                               {Compacted}
        add (16|M0)              r26.0<1>:q    r20.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@7}
        add (16|M0)              r24.0<1>:q    r22.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@7}
(W)     mov (1|M0)               r1.8<1>:d     0:w                               {Compacted}
L696:
        send.ugm (16|M0)         r28      r24     null:0  0x0            0x04403580           {I@2,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$5.src}
        send.ugm (16|M0)         r37      r26     null:0  0x0            0x04804580           {$6} // wr:2+0, rd:8; load.ugm.d32x8.a64
(W)     add (1|M0)               r1.8<1>:d     r1.8<0;1,0>:d     1:w               {I@1}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r1.8<0;1,0>:d     r9.0<0;1,0>:d    {I@1}
        mov (16|M0)              r33.0<1>:w    r28.0<2;1,0>:w                   {$4.dst}
        mov (16|M0)              r33.16<1>:w   r28.1<2;1,0>:w                  
        mov (16|M0)              r34.0<1>:w    r29.0<2;1,0>:w                  
        mov (16|M0)              r34.16<1>:w   r29.1<2;1,0>:w                  
        mov (16|M0)              r35.0<1>:w    r30.0<2;1,0>:w                  
        mov (16|M0)              r35.16<1>:w   r30.1<2;1,0>:w                  
        mov (16|M0)              r36.0<1>:w    r31.0<2;1,0>:w                  
        mov (16|M0)              r36.16<1>:w   r31.1<2;1,0>:w                  
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$6.dst}
        dpas.8x8 (16|M0)         r12:d         r12:d             r37:b             r33.0:b          {Compacted,$5}
(W&~f0.0) jmpi                               L968                                
L936:
        add (16|M0)              r24.0<1>:q    r24.0<1;1,0>:q    16:w               {Compacted}
        add (16|M0)              r26.0<1>:q    r26.0<1;1,0>:q    32:w               {Compacted}
(W)     jmpi                                 L696                                
L968:
        shl (16|M0)              r45.0<1>:q    r7.0<1;1,0>:q     5:w               {Compacted}
        add (16|M0)              r47.0<1>:q    r45.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@1}
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        send.ugm (16|M0)         null     r47     r12:8   0x0            0x04004584           {I@2,$5} // wr:2+8, rd:0; store.ugm.d32x8.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1,$7} // wr:1+0, rd:0; end of thread
L1024:
        nop                    
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
        illegal                
        illegal                
