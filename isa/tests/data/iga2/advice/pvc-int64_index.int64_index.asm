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
(W)     macl (1|M0)              r5.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$1.dst}
        mov (16|M0)              r33.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r35.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r5.1<1>:d     r3.0<0;1,0>:d                    {Compacted,I@3}
(W)     mov (2|M0)               r2.0<1>:d     r4.10<1;1,0>:d                   {Compacted}
        add (16|M0)              r37.0<1>:q    r5.0<0;1,0>:q     r33.0<4;1,0>:uw  {I@2}
        add (16|M16)             r39.0<1>:q    r5.0<0;1,0>:q     r35.0<4;1,0>:uw 
        add (16|M0)              r41.0<1>:q    r37.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r43.0<1>:q    r39.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        mov (16|M0)              r6.0<1>:d     r41.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r7.0<1>:d     r43.0<2;1,0>:d                   {Compacted,I@2}
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r6.0<1;1,0>:ud    r2.0<0;1,0>:ud   {I@1}
        mov (16|M0)              r8.0<1>:d     r41.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r9.0<1>:d     r43.1<2;1,0>:d                   {Compacted}
(f1.0)  cmp (32|M0)   (eq)f1.0   null<1>:d     r8.0<1;1,0>:d     r2.1<0;1,0>:d    {I@1}
(~f1.0) cmp (32|M0)   (lt)f1.0   null<1>:ud    r8.0<1;1,0>:ud    r2.1<0;1,0>:ud  
(~f1.0) goto (32|M0)                         L928                  L928                
L600:
(W)     mov (1|M0)               r2.1<1>:q     r4.12<0;1,0>:ud                 
(W)     shl (1|M0)               r2.2<1>:q     r4.5<0;1,0>:q     2:w              
(W)     mov (1|M0)               r2.6<1>:ud    0x40000000:ud                             
L648:
        shl (16|M0)              r45.0<1>:q    r41.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r47.0<1>:q    r43.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r10.0<1>:q    r45.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r12.0<1>:q    r47.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M0)              r16.0<1>:q    r10.0<1;1,0>:q    r2.2<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r18.0<1>:q    r12.0<1;1,0>:q    r2.2<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r14      r10     null:0  0x0            0x08200580           {$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r21      r16     null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r41.0<1>:q    r41.0<1;1,0>:q    r2.1<0;1,0>:q    {Compacted}
        add (16|M16)             r43.0<1>:q    r43.0<1;1,0>:q    r2.1<0;1,0>:q    {Compacted}
        mov (16|M0)              r29.0<1>:d    r41.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r30.0<1>:d    r43.0<2;1,0>:d                   {Compacted,I@2}
        cmp (32|M0)   (lt)f0.0   null<1>:ud    r29.0<1;1,0>:ud   r2.0<0;1,0>:ud   {I@1}
        mov (16|M0)              r31.0<1>:d    r41.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r32.0<1>:d    r43.1<2;1,0>:d                   {Compacted}
(f0.0)  cmp (32|M0)   (eq)f0.0   null<1>:d     r31.0<1;1,0>:d    r2.1<0;1,0>:d    {I@1}
(~f0.0) cmp (32|M0)   (lt)f0.0   null<1>:ud    r31.0<1;1,0>:ud   r2.1<0;1,0>:ud  
        add (16|M0)              r25.0<1>:q    r45.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M16)             r27.0<1>:q    r47.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r23.0<1>:f    r21.0<1;0>:f      r14.0<1;0>:f      r2.6<0>:f        {Compacted,$3.dst}
        send.ugm (32|M0)         null     r25     r23:2   0x0            0x08000584           {A@1,$5} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r23.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r24.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(f0.0)  goto.b (32|M0)                       L928                  L648                
L928:
        join (32|M0)                         L944                                
L944:
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$6} // wr:1+0, rd:0; end of thread
L968:
        nop                    
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
