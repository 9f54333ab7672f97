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
        mov (16|M0)              r35.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r37.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
(W)     mov (2|M0)               r2.8<1>:d     r3.2<1;1,0>:d                    {$1.dst}
        add (16|M0)              r39.0<1>:q    r6.0<0;1,0>:q     r35.0<4;1,0>:uw  {I@2}
        add (16|M16)             r41.0<1>:q    r6.0<0;1,0>:q     r37.0<4;1,0>:uw 
        add (16|M0)              r43.0<1>:q    r39.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r45.0<1>:q    r41.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r7.0<1>:d     r43.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r8.0<1>:d     r45.0<2;1,0>:d                   {Compacted,I@2}
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r7.0<1;1,0>:ud    r2.8<0;1,0>:ud   {I@1}
        mov (16|M0)              r9.0<1>:d     r43.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r10.0<1>:d    r45.1<2;1,0>:d                   {Compacted}
(f1.0)  cmp (32|M0)   (eq)f1.0   null<1>:d     r9.0<1;1,0>:d     r2.9<0;1,0>:d    {I@1}
(~f1.0) cmp (32|M0)   (lt)f1.0   null<1>:ud    r9.0<1;1,0>:ud    r2.9<0;1,0>:ud  
(~f1.0) goto (32|M0)                         L800                  L800                
L496:
(W)     mov (1|M0)               r2.5<1>:q     r3.4<0;1,0>:ud                  
(W)     shl (1|M0)               r2.6<1>:q     r3.1<0;1,0>:q     2:w              
(W)     mov (1|M0)               r2.14<1>:ud   0x40000000:ud                             
L544:
        shl (16|M0)              r47.0<1>:q    r43.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r49.0<1>:q    r45.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r11.0<1>:q    r47.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r13.0<1>:q    r49.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        add (16|M0)              r18.0<1>:q    r11.0<1;1,0>:q    r2.6<0;1,0>:q    {I@2}
        add (16|M16)             r20.0<1>:q    r13.0<1;1,0>:q    r2.6<0;1,0>:q    {I@2}
        send.ugm (32|M0)         r16      r11  null:0  0x0            0x08200580           {$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r23      r18  null:0  0x0            0x08200580           {I@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r43.0<1>:q    r43.0<1;1,0>:q    r2.5<0;1,0>:q    {Compacted}
        add (16|M16)             r45.0<1>:q    r45.0<1;1,0>:q    r2.5<0;1,0>:q    {Compacted}
        mov (16|M0)              r31.0<1>:d    r43.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r32.0<1>:d    r45.0<2;1,0>:d                   {Compacted,I@2}
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r31.0<1;1,0>:ud   r2.8<0;1,0>:ud   {I@1}
        mov (16|M0)              r33.0<1>:d    r43.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r34.0<1>:d    r45.1<2;1,0>:d                   {Compacted}
(f0.0)  cmp (32|M0)   (eq)f0.0   null<1>:d     r33.0<1;1,0>:d    r2.9<0;1,0>:d    {I@1}
(~f0.0) cmp (32|M0)   (lt)f0.0   null<1>:ud    r33.0<1;1,0>:ud   r2.9<0;1,0>:ud  
        add (16|M0)              r27.0<1>:q    r47.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,$2.src}
        add (16|M16)             r29.0<1>:q    r49.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r25.0<1>:f    r23.0<1;0>:f      r16.0<1;0>:f      r2.14<0>:f       {Compacted,$3.dst}
        send.ugm (32|M0)         null     r27  r25:2  0x0            0x08000584           {A@1,$2} // wr:4+2, rd:0; store.ugm.d32.a64
(f0.0)  goto.b (32|M0)                       L800                  L544                
L800:
        join (32|M0)                         L816                                
L816:
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                   
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,F@1,$5} // wr:1+0, rd:0; end of thread
L848:
(W)     mov (16|M0)              null<1>:ud    0x52740719:ud                             
(W)     mov (16|M0)              null<1>:ud    0xDF33E010:ud                             
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
        illegal                
        illegal                
