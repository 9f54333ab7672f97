        add (32|M0)              r14.0<1>:f    r9.0<1;1,0>:f     r12.0<1;1,0>:f   {Compacted,A@1}
(W)     mov (8|M0)               r16.0<4>:ud   r14.2<4;1,0>:ud                  {Compacted,F@1}
(W)     mov (8|M0)               r16.2<4>:ud   r14.0<4;1,0>:ud                  {Compacted}
(W)     mov (8|M0)               r16.1<4>:ud   r14.3<4;1,0>:ud                 
(W)     mov (8|M0)               r16.3<4>:ud   r14.1<4;1,0>:ud                 
        add (32|M0)              r18.0<1>:f    r14.0<1;1,0>:f    r16.0<1;1,0>:f   {Compacted,A@1}
(W)     mov (4|M0)               r20.0<1>:ud   r18.4<1;1,0>:ud                  {Compacted,F@1}
(W)     mov (4|M0)               r20.4<1>:ud   r18.0<1;1,0>:ud                  {Compacted}
(W)     mov (4|M0)               r20.8<1>:ud   r18.12<1;1,0>:ud                
(W)     mov (4|M0)               r20.12<1>:ud  r18.8<1;1,0>:ud                 
(W)     mov (4|M0)               r21.0<1>:ud   r19.4<1;1,0>:ud                  {Compacted}
(W)     mov (4|M0)               r21.4<1>:ud   r19.0<1;1,0>:ud                  {Compacted}
(W)     mov (4|M0)               r21.8<1>:ud   r19.12<1;1,0>:ud                
(W)     mov (4|M0)               r21.12<1>:ud  r19.8<1;1,0>:ud                 
        add (32|M0)              r22.0<1>:f    r18.0<1;1,0>:f    r20.0<1;1,0>:f   {Compacted,A@1}
(W)     mov (8|M0)               r26.0<1>:ud   r22.8<1;1,0>:ud                  {Compacted,F@1}
(W)     mov (8|M0)               r26.8<1>:ud   r22.0<1;1,0>:ud                  {Compacted}
(W)     mov (8|M0)               r27.0<1>:ud   r23.8<1;1,0>:ud                  {Compacted}
(W)     mov (8|M0)               r27.8<1>:ud   r23.0<1;1,0>:ud                  {Compacted}
(W)     mov (32|M0)              r24.0<1>:f    r26.0<1;1,0>:f                   {A@1}
(~f0.0) goto (32|M0)                         L1000                  L1000                
L856:
(W)     shl (1|M0)               r2.1<1>:q     r0.1<0;1,0>:ud    2:w              
        add (32|M0)              r28.0<1>:f    r22.0<1;1,0>:f    r24.0<1;1,0>:f   {Compacted,F@1}
(W)     add (1|M0)               r30.0<1>:q    r2.1<0;1,0>:q     r4.3<0;1,0>:q    {Compacted,I@1}
        mov (16|M0)              r31.0<2>:f    r30.0<0;1,0>:f                   {I@1}
        mov (16|M16)             r33.0<2>:ud   r30.0<0;1,0>:ud                  {Compacted}
        mov (16|M0)              r31.1<2>:ud   r30.1<0;1,0>:ud                  {F@1}
        mov (16|M16)             r33.1<2>:ud   r30.1<0;1,0>:ud                 
        send.ugm (32|M0)         null     r31     r28:2   0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r28.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r29.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
L1000:
        join (32|M0)                         L1016                                
L1016:
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$5} // wr:1+0, rd:0; end of thread
L1040:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
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
