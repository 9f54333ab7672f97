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
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,A@1}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        add3 (16|M0)             r5.0<1>:d     r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d        {I@1}
        add3 (16|M16)            r10.0<1>:d    r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
        shl (16|M0)              r12.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted,I@2}
        shl (16|M16)             r14.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted,I@2}
        send.dc1 (16|M0)         r16      r12     null:0  0x0            0x04205E01           {A@2,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r20      r12     null:0  0x0            0x04205E02           {$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r18      r14     null:0  0x0            0x04205E01           {A@1,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r14     null:0  0x0            0x04205E02           {$6} // wr:2+0, rd:2; untyped surface read with x
        sync.nop                             null                             {Compacted,$4.dst}
        add (16|M0)              r16.0<1>:f    r16.0<1;1,0>:f    r20.0<1;1,0>:f   {Compacted,$3.dst}
        send.dc1 (16|M0)         null     r12     r16:2   0x0            0x04025E00           {A@1,$7} // wr:2+2, rd:0; untyped surface write with x
        sync.nop                             null                             {Compacted,$6.dst}
        add (16|M16)             r18.0<1>:f    r18.0<1;1,0>:f    r22.0<1;1,0>:f   {Compacted,$5.dst}
        send.dc1 (16|M16)        null     r14     r18:2   0x0            0x04025E00           {A@1,$8} // wr:2+2, rd:0; untyped surface write with x
(W)     send.ugm (1|M0)          r8       r3      null:0  0x0            0x0214031F           {$9} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r8.0<1;1,0>:ud                   {$9.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L544:
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
