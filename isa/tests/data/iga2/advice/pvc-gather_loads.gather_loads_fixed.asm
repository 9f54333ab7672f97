L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r126.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r126    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
(W)     macl (1|M0)              r3.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r2.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$0.dst}
        mov (16|M0)              r18.0<4>:uw   r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r3.1<1>:d     r2.0<0;1,0>:d                    {Compacted,I@2}
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r4.10<0;1,0>:d    0:w              
(W)     mul (1|M0)               acc0.0<1>:ud  r0.1<0;1,0>:ud    r4.22<0;1,0>:uw 
        add (16|M0)              r5.0<1>:q     r3.0<0;1,0>:q     r18.0<4;1,0>:uw  {I@3}
(W)     macl (1|M0)              r9.0<1>:ud    r0.1<0;1,0>:ud    r4.11<0;1,0>:ud 
(W)     mul (1|M0)               acc0.0<1>:ud  r0.1<0;1,0>:ud    r4.22<0;1,0>:uw 
(W)     mach (1|M0)              r10.0<1>:d    r0.1<0;1,0>:ud    r4.11<0;1,0>:ud 
        add (16|M0)              r7.0<1>:q     r5.0<1;1,0>:q     r4.0<0;1,0>:ud   {Compacted,I@4}
(W)     mov (1|M0)               r1.8<1>:d     r10.0<0;1,0>:d                   {Compacted,I@2}
(W&f0.1) jmpi                                L584                                
L560:
        mov (16|M0)              r11.0<1>:f    0.0:f                               {Compacted}
(W)     jmpi                                 L800                                
L584:
(W)     mov (1|M0)               r1.10<1>:d    r9.0<0;1,0>:d                   
(W)     mov (1|M0)               r1.11<1>:d    r1.8<0;1,0>:d                    {I@4}
        mov (16|M0)              r11.0<1>:f    0.0:f                               {Compacted}
(W)     shl (1|M0)               r1.6<1>:q     r1.5<0;1,0>:q     2:w               {I@1}
(W)     mov (1|M0)               r1.9<1>:d     0:w                              
(W)     add (1|M0)               r1.7<1>:q     r1.6<0;1,0>:q     r4.4<0;1,0>:q    {I@2}
L672:
(W)     shl (1|M0)               r2.1<1>:d     r1.9<0;1,0>:d     4:w               {I@2}
(W)     add (1|M0)               r1.9<1>:d     r1.9<0;1,0>:d     1:w              
(W)     shl (1|M0)               r2.1<1>:q     r2.1<0;1,0>:ud    2:w               {I@2}
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r1.9<0;1,0>:d     r4.10<0;1,0>:d   {I@2}
(W)     add (1|M0)               r13.0<1>:q    r1.7<0;1,0>:q     r2.1<0;1,0>:q    {I@2}
(W)     send.ugm (1|M0)          r12      r13     null:0  0x0            0x0210D580           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a64
        sync.nop                             null                             {Compacted,F@1}
        add (16|M0)              r11.0<1>:f    r11.0<1;1,0>:f    r12.0<1;1,0>:f   {Compacted,$3.dst}
(W&f0.0) jmpi                                L672                                
L800:
        shl (16|M0)              r14.0<1>:q    r7.0<1;1,0>:q     2:w               {Compacted}
        add (16|M0)              r16.0<1>:q    r14.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@1}
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        send.ugm (16|M0)         null     r16     r11:1   0x0            0x04000584           {A@1,$4} // wr:2+1, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1,$5} // wr:1+0, rd:0; end of thread
L856:
        nop                    
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
