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
        shl (16|M0)              r10.0<1>:d    r1.0<1;1,0>:uw    2:w              
        sync.nop                             null                             {Compacted,$1.dst}
        add3 (16|M0)             r5.0<1>:d     r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d        {I@2}
        add3 (16|M16)            r8.0<1>:d     r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d        {$2.dst}
        shl (16|M0)              r14.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted,I@2}
        shl (16|M16)             r16.0<1>:d    r8.0<1;1,0>:d     2:w               {Compacted,I@2}
        add (16|M0)              r30.0<1>:d    r14.0<1;1,0>:d    4:w               {Compacted,I@2}
        add (16|M0)              r38.0<1>:d    r14.0<1;1,0>:d    8:w               {Compacted}
        add (16|M0)              r46.0<1>:d    r14.0<1;1,0>:d    12:w               {Compacted}
        add (16|M16)             r32.0<1>:d    r16.0<1;1,0>:d    4:w               {Compacted,I@4}
        add (16|M16)             r40.0<1>:d    r16.0<1;1,0>:d    8:w               {Compacted}
        add (16|M16)             r48.0<1>:d    r16.0<1;1,0>:d    12:w               {Compacted}
        and (16|M0)              r18.0<1>:d    r14.0<1;1,0>:d    16380:w              
        and (16|M16)             r20.0<1>:d    r16.0<1;1,0>:d    16380:w              
        and (16|M0)              r30.0<1>:d    r30.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r38.0<1>:d    r38.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r46.0<1>:d    r46.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r32.0<1>:d    r32.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r40.0<1>:d    r40.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r48.0<1>:d    r48.0<1;1,0>:d    16380:w               {I@7}
        send.dc1 (16|M0)         r22      r18     null:0  0x0            0x04205E01           {A@7,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r24      r20     null:0  0x0            0x04205E01           {A@7,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r34      r30     null:0  0x0            0x04205E01           {A@6,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r42      r38     null:0  0x0            0x04205E01           {A@5,$6} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r50      r46     null:0  0x0            0x04205E01           {A@4,$7} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r36      r32     null:0  0x0            0x04205E01           {A@3,$8} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r44      r40     null:0  0x0            0x04205E01           {A@2,$9} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r52      r48     null:0  0x0            0x04205E01           {A@1,$10} // wr:2+0, rd:2; untyped surface read with x
        shl (16|M16)             r12.0<1>:d    r2.0<1;1,0>:uw    2:w              
        shl (16|M0)              r26.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r28.0<1>:d    r12.0<1;1,0>:d    2:w               {Compacted,I@2}
        mov (16|M0)              r54.0<1>:f    r22.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r62.0<1>:f    r24.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r56.0<1>:f    r34.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r58.0<1>:f    r42.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M0)              r60.0<1>:f    r50.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r64.0<1>:f    r36.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r66.0<1>:f    r44.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M16)             r68.0<1>:f    r52.0<1;1,0>:f                   {Compacted,$10.dst}
        send.dc1 (16|M0)         null     r26     r54:8   0x0            0x040250FE           {A@2,$11} // wr:2+8, rd:0; untyped surface write with xyzw
        send.dc1 (16|M16)        null     r28     r62:8   0x0            0x040250FE           {A@1,$12} // wr:2+8, rd:0; untyped surface write with xyzw
(W)     send.slm (1|M0)          r70      r3      null:0  0x0            0x0210011F           {$13} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r71.2<1>:f    0.0:f                               {Compacted,$13.dst}
(W)     mov (2|M0)               r71.10<1>:ub  r3.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r70.0<1;1,0>:ud                 
(W)     send.gtwy (1|M0)         null     r71     null:0  0x0            0x02000004           {A@2,$14} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               r4.1<1>:d     1008:w                              
(W)     mov (1|M0)               r4.2<1>:d     12:w                              
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        bfn.0xF8 (16|M0)         r72.0<1>:ud   r26.0<1;0>:ud     r4.1<0;0>:ud      r4.2<0>:ud       {I@1} // s0&s1|s2
        bfn.0xF8 (16|M16)        r74.0<1>:ud   r28.0<1;0>:ud     r4.1<0;0>:ud      r4.2<0>:ud       // s0&s1|s2
        send.dc1 (16|M0)         r76      r72     null:0  0x0            0x04205EFE           {A@2,$15} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r78      r74     null:0  0x0            0x04205EFE           {A@1,$0} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         null     r14     r76:2   0x0            0x04025E00           {$15} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r16     r78:2   0x0            0x04025E00           {$0} // wr:2+2, rd:0; untyped surface write with x
(W)     send.ugm (1|M0)          r80      r3      null:0  0x0            0x0214031F           {$1} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r80.0<1;1,0>:ud                  {$1.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1056:
        nop                    
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
