L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     shl (1|M0)               r4.0<1>:d     r3.1<0;1,0>:d     6:w               {Compacted,A@1}
        shl (16|M0)              r14.0<1>:d    r1.0<1;1,0>:uw    2:w              
        shl (16|M16)             r16.0<1>:d    r2.0<1;1,0>:uw    2:w              
        sync.nop                             null                             {Compacted,$1.dst}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<1;1,0>:uw   {I@3}
        add (16|M16)             r8.0<1>:d     r4.0<0;1,0>:d     r2.0<1;1,0>:uw   {$2.dst}
        add3 (16|M0)             r10.0<1>:d    r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d       
        add3 (16|M16)            r12.0<1>:d    r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
(W)     mov (1|M0)               r4.1<1>:d     0:w                              
L400:
        add3 (16|M0)             r18.0<1>:d    r5.0<1;0>:d       r7.0<0;0>:d       r4.1<0>:d        {I@1}
        add3 (16|M16)            r20.0<1>:d    r8.0<1;0>:d       r7.0<0;0>:d       r4.1<0>:d       
        shl (16|M0)              r18.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r20.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r18.0<1>:d    r18.0<1;1,0>:d    16380:w               {I@2}
        and (16|M16)             r20.0<1>:d    r20.0<1;1,0>:d    16380:w               {I@2}
        sync.nop                             null                             {Compacted,$3.src}
        send.dc1 (16|M0)         r22      r18     null:0  0x0            0x04205E01           {A@2,$5} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$4.src}
        send.dc1 (16|M16)        r24      r20     null:0  0x0            0x04205E01           {A@1,$6} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r26.0<1>:d    r4.1<0;1,0>:d     r14.0<1;1,0>:d   {Compacted}
        add (16|M16)             r28.0<1>:d    r4.1<0;1,0>:d     r16.0<1;1,0>:d   {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x3:uw             
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:ud    0x3:uw             
        shl (16|M0)              r26.0<1>:d    r26.0<1;1,0>:d    2:w               {Compacted,I@4}
        shl (16|M16)             r28.0<1>:d    r28.0<1;1,0>:d    2:w               {Compacted,I@4}
        sync.nop                             null                             {Compacted,$5.dst}
        send.dc1 (16|M0)         null     r26     r22:2   0x0            0x04025EFE           {A@2,$3} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$6.dst}
        send.dc1 (16|M16)        null     r28     r24:2   0x0            0x04025EFE           {A@1,$4} // wr:2+2, rd:0; untyped surface write with x
(~f0.0) goto (32|M0)                         L680                  L680                
L656:
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(W)     jmpi                                 L400                                
L680:
        join (32|M0)                         L696                                
L696:
(W)     send.slm (1|M0)          r30      r3      null:0  0x0            0x0210011F           {$7} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r31.2<1>:f    0.0:f                               {Compacted,$7.dst}
(W)     mov (2|M0)               r31.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r30.0<1;1,0>:ud                 
(W)     send.gtwy (1|M0)         null     r31     null:0  0x0            0x02000004           {A@2,$8} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
        shl (16|M0)              r32.0<1>:d    r14.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r34.0<1>:d    r16.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (1|M0)               r4.2<1>:d     1008:w                              
(W)     mov (1|M0)               r4.3<1>:d     12:w                              
        shl (16|M0)              r44.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted}
        bfn.0xF8 (16|M0)         r36.0<1>:ud   r32.0<1;0>:ud     r4.2<0;0>:ud      r4.3<0>:ud       {I@2} // s0&s1|s2
        bfn.0xF8 (16|M16)        r38.0<1>:ud   r34.0<1;0>:ud     r4.2<0;0>:ud      r4.3<0>:ud       // s0&s1|s2
        send.dc1 (16|M0)         r40      r36     null:0  0x0            0x04205EFE           {A@2,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r42      r38     null:0  0x0            0x04205EFE           {A@1,$10} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r46.0<1>:d    r12.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        send.dc1 (16|M0)         null     r44     r40:2   0x0            0x04025E00           {$9} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,I@1}
        send.dc1 (16|M16)        null     r46     r42:2   0x0            0x04025E00           {$10} // wr:2+2, rd:0; untyped surface write with x
(W)     send.ugm (1|M0)          r48      r3      null:0  0x0            0x0214031F           {$11} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r48.0<1;1,0>:ud                  {$11.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1008:
        nop                    
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
