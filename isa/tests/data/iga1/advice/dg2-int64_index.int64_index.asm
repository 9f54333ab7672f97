L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r6.3<0;1,0>:d     r2.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r5.0<1>:d     r6.3<0;1,0>:d     r2.1<0;1,0>:d   
(W)     mov (2|M0)               r3.0<1>:d     r5.4<1;1,0>:d                    {$1.dst}
        add3 (16|M0)             r7.0<1>:d     r5.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@2}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r7.0<1;1,0>:ud    r3.0<0;1,0>:ud   {I@1}
(W)     mov (1|M0)               r3.6<1>:hf    0.0:hf                             
(W)     mov (1|M0)               r3.7<1>:hf    0.0:hf                             
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r3.6<0;1,0>:w     r3.1<0;1,0>:d    {F@2}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r3.7<0;1,0>:uw    r3.1<0;1,0>:ud   {F@1}
(~f0.1) goto (16|M0)                         L752                  L752                
L448:
        mov (16|M0)              r9.0<1>:d     0:w                              
(W)     mov (1|M0)               r3.2<1>:f     2.0:f                               {Compacted}
L472:
        add (16|M0)              r17.0<1>:d    r7.0<1;1,0>:d     r3.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r11.0<1>:d    r7.0<1;1,0>:d     2:w               {Compacted}
        shl (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    2:w               {Compacted,I@2}
        add (16|M0)              r13.0<1>:d    r11.0<1;1,0>:d    r5.7<0;1,0>:d    {Compacted,I@2}
        add (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    r5.7<0;1,0>:d    {Compacted,I@2}
        send.dc1 (16|M0)         r15      r13     null:0  0x0            0x04205E01           {A@2,$4} // wr:2+0, rd:2; untyped surface read with x
        send.dc1 (16|M0)         r19      r17     null:0  0x0            0x04205E01           {A@1,$5} // wr:2+0, rd:2; untyped surface read with x
        addc (8|M0)              r23.0<1>:ud   r7.0<1;1,0>:ud    r6.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r21.0<1>:d    r11.0<1;1,0>:d    r5.6<0;1,0>:d    {Compacted,$3.src}
        mov (8|M0)               r25.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r24.0<1>:ud   r8.0<1;1,0>:ud    r6.0<0;1,0>:ud   {AccWrEn}
        add (8|M0)               r9.0<1>:ud    r25.0<1;1,0>:ud   r9.0<1;1,0>:ud   {Compacted,I@2}
        mov (8|M8)               acc0.0<1>:ud  acc0.0<1;1,0>:ud                
        cmp (16|M0)   (lt)f0.0   null<1>:d     r23.0<1;1,0>:ud   r3.0<0;1,0>:ud   {I@3}
        add (8|M8)               r10.0<1>:ud   acc0.0<1;1,0>:ud  r10.0<1;1,0>:ud 
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r9.0<1;1,0>:d     r3.1<0;1,0>:d    {I@1}
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r9.0<1;1,0>:ud    r3.1<0;1,0>:ud  
        sync.allwr                           ($4,$5)                
        mad (16|M0)              r19.0<1>:f    r19.0<1;0>:f      r15.0<1;0>:f      r3.2<0>:f        {Compacted,F@1}
        send.dc1 (16|M0)         null     r21     r19:2   0x0            0x04025E00           {A@1,$3} // wr:2+2, rd:0; untyped surface write with x
(~f0.0) goto (16|M0)                         L752                  L752                
L728:
        mov (16|M0)              r7.0<1>:f     r23.0<1;1,0>:f                   {Compacted}
(W)     jmpi                                 L472                                
L752:
        join (16|M0)                         L768                                
L768:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r27      r2      null:0  0x0            0x0214031F           {$6} // wr:1+0, rd:1; fence.ugm.none.local
(W)     mov (8|M0)               null<1>:ud    r27.0<1;1,0>:ud                  {$6.dst}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L824:
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
        illegal                
        illegal                
