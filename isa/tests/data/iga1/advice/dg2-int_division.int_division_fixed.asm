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
(W)     mov (1|M0)               r8.0<1>:ud    0x4:uw                              {A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw   {Compacted,I@3}
(W)     send.dc0 (1|M0)          r16      r8      null:0  0x0            0x02110802           {A@2,$3} // wr:1+0, rd:1; byte gathering read 32b
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<1;1,0>:uw   {I@1}
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<1;1,0>:uw  
        add3 (16|M0)             r12.0<1>:d    r4.0<0;0>:d       r1.0<1;0>:uw      r7.0<0>:d       
        add3 (16|M16)            r14.0<1>:d    r4.0<0;0>:d       r2.0<1;0>:uw      r7.0<0>:d       
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r16.0<0;1,0>:d    0:w               {$3.dst}
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r16.0<0;1,0>:d    0:w              
(f1.0)  goto (32|M0)                         L504                  L504                
L456:
        mov (16|M0)              r17.0<1>:d    0:w                              
        mov (16|M16)             r19.0<1>:d    0:w                              
        goto (32|M0)                         L504                  L800                
L504:
        join (32|M0)                         L800                                
L520:
        mov (16|M0)              r17.0<1>:d    0:w                              
        mov (16|M16)             r19.0<1>:d    0:w                              
(W)     mov (1|M0)               r4.1<1>:d     0:w                              
L568:
        add3 (16|M0)             r21.0<1>:d    r5.0<1;0>:d       r7.0<0;0>:d       r4.1<0>:d        {I@1}
        add3 (16|M16)            r23.0<1>:d    r10.0<1;0>:d      r7.0<0;0>:d       r4.1<0>:d       
        shl (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    4092:w               {I@2}
        and (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    4092:w               {I@2}
        send.dc1 (16|M0)         r25      r21     null:0  0x0            0x04205E01           {A@2,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r27      r23     null:0  0x0            0x04205E01           {A@1,$5} // wr:2+0, rd:2; untyped surface read with x
(W)     and (1|M0)               r4.2<1>:d     r4.1<0;1,0>:d     15:w              
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r16.0<0;1,0>:d   {I@1}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r16.0<0;1,0>:d  
        asr (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    4:w               {Compacted,$4.dst}
        asr (16|M16)             r27.0<1>:d    r27.0<1;1,0>:d    4:w               {Compacted,$5.dst}
        add3 (16|M0)             r17.0<1>:d    r17.0<1;0>:d      r25.0<1;0>:d      r4.2<0>:d        {I@2}
        add3 (16|M16)            r19.0<1>:d    r19.0<1;0>:d      r27.0<1;0>:d      r4.2<0>:d        {I@2}
(f0.0)  goto.b (32|M0)                       L800                  L568                
L800:
        join (32|M0)                         L816                                
L816:
        shl (16|M0)              r29.0<1>:d    r12.0<1;1,0>:d    2:w               {Compacted}
        shl (16|M16)             r31.0<1>:d    r14.0<1;1,0>:d    2:w               {Compacted}
        send.dc1 (16|M0)         null     r29     r17:2   0x0            0x04025E00           {A@2,$6} // wr:2+2, rd:0; untyped surface write with x
        send.dc1 (16|M16)        null     r31     r19:2   0x0            0x04025E00           {A@1,$7} // wr:2+2, rd:0; untyped surface write with x
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r33      r3      null:0  0x0            0x0214031F           {$8} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r33.0<1;1,0>:ud                  {$8.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L920:
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
