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
(W)     macl (1|M0)              r7.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r28.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r30.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r7.1<1>:d     r5.0<0;1,0>:d                    {Compacted,I@3}
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                   {Compacted,$1.src}
        add (16|M0)              r37.0<1>:q    r7.0<0;1,0>:q     r28.0<4;1,0>:uw  {I@2}
        add (16|M16)             r39.0<1>:q    r7.0<0;1,0>:q     r30.0<4;1,0>:uw 
        add (16|M0)              r32.0<1>:q    r37.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r34.0<1>:q    r39.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        shl (16|M0)              r41.0<1>:q    r32.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r43.0<1>:q    r34.0<1;1,0>:q    2:w               {Compacted,I@2}
        add (16|M0)              r8.0<1>:q     r41.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,@2,$1.dst}
        add (16|M0)              r15.0<1>:q    r41.0<1;1,0>:q    r3.1<0;1,0>:q    {Compacted}
        add (16|M16)             r10.0<1>:q    r43.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@3}
        add (16|M16)             r17.0<1>:q    r43.0<1;1,0>:q    r3.1<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r13      r8  null:0  0x0            0x08200580           {I@2,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r20      r15  null:0  0x0            0x08200580           {I@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r24.0<1>:q    r41.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        add (16|M16)             r26.0<1>:q    r43.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,$3.dst}
        add (32|M0)              r22.0<1>:f    r13.0<1;1,0>:f    r20.0<1;1,0>:f   {Compacted,$2.dst}
        send.ugm (32|M0)         null     r24  r22:2  0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,$5} // wr:1+0, rd:0; end of thread
L528:
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
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
