L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}
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
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w               {A@1}
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w              
(W)     mul (1|M0)               acc0.0<1>:d   r8.5<0;1,0>:d     r3.2<0;1,0>:uw   {I@4}
        mov (16|M0)              r5.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
        mov (16|M16)             r9.0<1>:d     r2.0<1;1,0>:uw                  
(W)     mach (1|M0)              r4.0<1>:d     r8.5<0;1,0>:d     r3.1<0;1,0>:d   
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r5.0<1;1,0>:d    {Compacted,I@1}
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r9.0<1;1,0>:d    {Compacted}
(f0.0)  goto (32|M0)                         L464                  L464                
L416:
        mov (16|M0)              r11.0<1>:d    0:w                              
        mov (16|M16)             r13.0<1>:d    0:w                              
        goto (32|M0)                         L464                  L776                
L464:
        join (32|M0)                         L776                                
L480:
        mov (16|M0)              r11.0<1>:d    0:w                              
        mov (16|M16)             r13.0<1>:d    0:w                              
(W)     mov (1|M0)               r4.1<1>:d     0:w                              
L528:
        add3 (16|M0)             r15.0<1>:d    r5.0<1;0>:d       r7.0<0;0>:d       r4.1<0>:d        {I@1}
        add3 (16|M16)            r17.0<1>:d    r9.0<1;0>:d       r7.0<0;0>:d       r4.1<0>:d       
        shl (16|M0)              r15.0<1>:d    r15.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r17.0<1>:d    r17.0<1;1,0>:d    2:w               {Compacted,I@2}
        and (16|M0)              r15.0<1>:d    r15.0<1;1,0>:d    16380:w               {I@2}
        and (16|M16)             r17.0<1>:d    r17.0<1;1,0>:d    16380:w               {I@2}
        send.dc1 (16|M0)         r19      r15     null:0  0x0            0x04205E01           {A@2,$3} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M16)        r21      r17     null:0  0x0            0x04205E01           {A@1,$4} // wr:2+0, rd:2; untyped surface read with x
(W)     add (1|M0)               r4.1<1>:d     r4.1<0;1,0>:d     1:w               {Compacted}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.4<0;1,0>:d    {I@1}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.1<0;1,0>:d     r8.4<0;1,0>:d   
        and (16|M0)              r19.0<1>:d    r19.0<1;1,0>:d    63:w               {Compacted,$3.dst}
        and (16|M16)             r21.0<1>:d    r21.0<1;1,0>:d    63:w               {Compacted,$4.dst}
        cmp (16|M0)   (eq)f1.0   r23.0<1>:d    r19.0<1;1,0>:d    0:w               {I@2}
        cmp (16|M16)  (eq)f1.0   r25.0<1>:d    r21.0<1;1,0>:d    0:w               {I@2}
        add3 (16|M0)             r11.0<1>:d    r11.0<1;0>:d      -r23.0<1;0>:d     0:w               {I@2}
        add3 (16|M16)            r13.0<1>:d    r13.0<1;0>:d      -r25.0<1;0>:d     0:w               {I@2}
(f0.0)  goto.b (32|M0)                       L776                  L528                
L776:
        join (32|M0)                         L792                                
L792:
(W)     mov (16|M0)              r31.0<1>:d    0:w                              
(W)     mov (16|M16)             r33.0<1>:d    0:w                              
        mov (16|M0)              r31.0<1>:f    r11.0<1;1,0>:f                   {Compacted,A@2}
        mov (16|M16)             r33.0<1>:f    r13.0<1;1,0>:f                   {Compacted,I@1}
(W)     add (16|M0)              r35.0<1>:d    r31.0<1;1,0>:d    r33.0<1;1,0>:d   {Compacted,A@1}
(W)     add (8|M0)               r27.0<1>:d    r35.0<1;1,0>:d    r36.0<1;1,0>:d   {Compacted,I@1}
(W)     mov (2|M0)               r28.0<1>:f    r8.0<1;1,0>:f                    {Compacted}
(W)     add (4|M0)               r4.2<1>:d     r27.0<1;1,0>:d    r27.4<1;1,0>:d   {I@1}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     add (2|M0)               r4.6<1>:d     r4.2<1;1,0>:d     r4.4<1;1,0>:d    {I@1}
(W)     add (1|M0)               r30.0<1>:d    r4.6<0;1,0>:d     r4.7<0;1,0>:d    {I@1}
(W)     send.dc1 (1|M0)          null     r28     r30:1   0x0            0x040487FF           {A@1,$5} // wr:2+1, rd:0; untyped a64 atomic int32 integer add
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r29      r3      null:0  0x0            0x0214031F           {$6} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r29.0<1;1,0>:ud                  {$6.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L992:
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
