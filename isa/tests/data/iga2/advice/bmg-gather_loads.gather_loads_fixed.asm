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
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r20.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@2}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r3.2<0;1,0>:d     0:w               {$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.1<0;1,0>:ud    r3.6<0;1,0>:uw  
        add (16|M0)              r7.0<1>:q     r6.0<0;1,0>:q     r20.0<4;1,0>:uw  {I@3}
(W)     macl (1|M0)              r11.0<1>:ud   r4.1<0;1,0>:ud    r3.3<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r4.1<0;1,0>:ud    r3.6<0;1,0>:uw  
(W)     mach (1|M0)              r12.0<1>:d    r4.1<0;1,0>:ud    r3.3<0;1,0>:ud  
        add (16|M0)              r9.0<1>:q     r7.0<1;1,0>:q     r2.0<0;1,0>:ud   {I@4}
(W)     mov (1|M0)               r1.8<1>:d     r12.0<0;1,0>:d                   {I@2}
(W&f0.1) jmpi                                L472                                
L448:
        mov (16|M0)              r13.0<1>:f    0.0:f                               {Compacted}
(W)     jmpi                                 L680                                
L472:
(W)     mov (1|M0)               r1.10<1>:d    r11.0<0;1,0>:d                  
(W)     mov (1|M0)               r1.11<1>:d    r1.8<0;1,0>:d                    {I@4}
        mov (16|M0)              r13.0<1>:f    0.0:f                               {Compacted}
(W)     shl (1|M0)               r1.6<1>:q     r1.5<0;1,0>:q     2:w               {I@1}
(W)     mov (1|M0)               r1.9<1>:d     0:w                              
(W)     add (1|M0)               r1.7<1>:q     r1.6<0;1,0>:q     r3.0<0;1,0>:q    {I@2}
L560:
(W)     shl (1|M0)               r2.8<1>:d     r1.9<0;1,0>:d     4:w               {I@2}
(W)     add (1|M0)               r1.9<1>:d     r1.9<0;1,0>:d     1:w              
(W)     shl (1|M0)               r2.5<1>:q     r2.8<0;1,0>:ud    2:w               {I@2}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r1.9<0;1,0>:d     r3.2<0;1,0>:d    {I@2}
(W)     add (1|M0)               r15.0<1>:q    r1.7<0;1,0>:q     r2.5<0;1,0>:q    {I@2}
(W)     send.ugm (1|M0)          r14      r15  null:0  0x0            0x0210D580           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a64
        add (16|M0)              r13.0<1>:f    r13.0<1;1,0>:f    r14.0<1;1,0>:f   {Compacted,@1,$2.dst}
(W&f0.0) jmpi                                L560                                
L680:
        shl (16|M0)              r16.0<1>:q    r9.0<1;1,0>:q     2:w               {Compacted}
        add (16|M0)              r18.0<1>:q    r16.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@1}
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                   {Compacted}
        send.ugm (16|M0)         null     r18  r13:1  0x0            0x04000584           {A@1,$3} // wr:2+1, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$4} // wr:1+0, rd:0; end of thread
L736:
(W)     mov (16|M0)              null<1>:ud    0x21470029:ud                             
(W)     mov (16|M0)              null<1>:ud    0xDDA9D8DD:ud                             
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
