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
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     0:w               {A@1}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     0:w              
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,I@4}
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        add3 (16|M0)             r5.0<1>:d     r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d        {I@1}
        add3 (16|M16)            r10.0<1>:d    r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
(f1.0)  goto (32|M0)                         L432                  L432                
L392:
        mov (16|M0)              r12.0<1>:ud   0x0:ud                             
        mov (16|M16)             r14.0<1>:f    0.0:f                               {Compacted}
        goto (32|M0)                         L432                  L760                
L432:
        join (32|M0)                         L760                                
L448:
        mov (16|M0)              r12.0<1>:ud   0x0:ud                             
        mov (16|M16)             r14.0<1>:f    0.0:f                               {Compacted}
(W)     mov (1|M0)               r4.1<1>:d     0:w                              
L488:
(W)     mul (1|M0)               r4.2<1>:d     r4.1<0;1,0>:d     13:w               {I@1}
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
        mad (16|M0)              r16.0<1>:d    r4.2<0;0>:d       r5.0<1;0>:d       7:w               {I@2}
        mad (16|M16)             r18.0<1>:d    r4.2<0;0>:d       r10.0<1;0>:d      7:w              
        shl (16|M0)              r16.0<1>:d    r16.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r18.0<1>:d    r18.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r16.0<1>:d    r16.0<1;1,0>:d    16380:w               {I@2}
        and (16|M16)             r18.0<1>:d    r18.0<1;1,0>:d    16380:w               {I@2}
        send.dc1 (16|M0)         r20      r16     null:0  0x0            0x04205E02           {A@2,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r22      r18     null:0  0x0            0x04205E02           {A@1,$4} // wr:2+0, rd:2; untyped surface read with x
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.6<0;1,0>:d   
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.6<0;1,0>:d   
        shl (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    2:w               {Compacted,$3.dst}
        shl (16|M16)             r22.0<1>:d    r22.0<1;1,0>:d    2:w               {Compacted,$4.dst}
        add (16|M0)              r20.0<1>:d    r20.0<1;1,0>:d    r8.7<0;1,0>:d    {Compacted,I@2}
        add (16|M16)             r22.0<1>:d    r22.0<1;1,0>:d    r8.7<0;1,0>:d    {Compacted,I@2}
        send.dc1 (16|M0)         r24      r20     null:0  0x0            0x04205E01           {A@2,$5} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r26      r22     null:0  0x0            0x04205E01           {A@1,$6} // wr:2+0, rd:2; untyped surface read with x
        add (16|M0)              r12.0<1>:f    r12.0<1;1,0>:f    r24.0<1;1,0>:f   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$6.dst}
        add (16|M16)             r14.0<1>:f    r14.0<1;1,0>:f    r26.0<1;1,0>:f   {Compacted,F@2}
(f0.0)  goto.b (32|M0)                       L760                  L488                
L760:
        join (32|M0)                         L776                                
L776:
        shl (16|M0)              r28.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted}
        shl (16|M16)             r30.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted}
        send.dc1 (16|M0)         null     r28     r12:2   0x0            0x04025E00           {A@2,$7} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r30     r14:2   0x0            0x04025E00           {A@1,$8} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r32      r3      null:0  0x0            0x0214031F           {$9} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r32.0<1;1,0>:ud                  {$9.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L880:
        nop                    
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
