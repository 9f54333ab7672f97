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
        mov (16|M0)              r33.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r35.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r3.4<0;1,0>:d     0:w               {$1.dst}
        add (16|M0)              r45.0<1>:q    r6.0<0;1,0>:q     r33.0<4;1,0>:uw  {I@2}
        add (16|M16)             r47.0<1>:q    r6.0<0;1,0>:q     r35.0<4;1,0>:uw 
        add (16|M0)              r49.0<1>:q    r45.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r51.0<1>:q    r47.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
(W&f0.0) jmpi                                L440                                
L416:
        mov (32|M0)              r7.0<1>:ud    0x0:ud                              {Compacted}
(W)     jmpi                                 L744                                
L440:
        mov (32|M0)              r7.0<1>:f     0.0:f                               {Compacted,I@2}
        mov (16|M0)              r9.0<1>:d     r49.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r10.0<1>:d    r51.0<2;1,0>:d                   {Compacted}
(W)     mov (1|M0)               r2.8<1>:d     0:w                              
L480:
(W)     mul (1|M0)               r2.9<1>:d     r2.8<0;1,0>:d     13:w               {I@1}
(W)     add (1|M0)               r2.8<1>:d     r2.8<0;1,0>:d     1:w              
        mad (32|M0)              r11.0<1>:d    r2.9<0;0>:d       r9.0<1;0>:d       7:w               {I@2}
        shl (32|M0)              r13.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    16380:w               {I@1}
        mov (16|M0)              r37.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r39.0<2>:ud   r16.0<1;1,0>:ud                 
        add (16|M0)              r17.0<1>:q    r3.1<0;1,0>:q     r37.0<2;1,0>:ud  {I@2}
        add (16|M16)             r19.0<1>:q    r3.1<0;1,0>:q     r39.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         r21      r17  null:0  0x0            0x08200580           {I@1,$2} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r2.8<0;1,0>:d     r3.4<0;1,0>:d   
        mov (16|M0)              r41.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted,$2.dst}
        mov (16|M16)             r43.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r53.0<1>:q    r41.0<2;1,0>:d    2:w               {I@2}
        shl (16|M16)             r55.0<1>:q    r43.0<2;1,0>:d    2:w               {I@2}
        add (16|M0)              r23.0<1>:q    r53.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r25.0<1>:q    r55.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r27      r23  null:0  0x0            0x08200580           {I@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r7.0<1>:f     r7.0<1;1,0>:f     r27.0<1;1,0>:f   {Compacted,@1,$3.dst}
(W&f1.0) jmpi                                L480                                
L744:
        shl (16|M0)              r57.0<1>:q    r49.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r59.0<1>:q    r51.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r29.0<1>:q    r57.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r31.0<1>:q    r59.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r29  r7:2  0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$5} // wr:1+0, rd:0; end of thread
L816:
(W)     mov (16|M0)              null<1>:ud    0xF411526B:ud                             
(W)     mov (16|M0)              null<1>:ud    0x21CCAB27:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x1:ud                             
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
