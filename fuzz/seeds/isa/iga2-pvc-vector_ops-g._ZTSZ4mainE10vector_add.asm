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
        mov (16|M0)              r24.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r26.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r3.1<1>:d     r2.0<0;1,0>:d                    {Compacted,I@3}
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        add (16|M0)              r29.0<1>:q    r3.0<0;1,0>:q     r24.0<4;1,0>:uw  {I@2}
        add (16|M16)             r31.0<1>:q    r3.0<0;1,0>:q     r26.0<4;1,0>:uw 
        add (16|M0)              r34.0<1>:q    r29.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r36.0<1>:q    r31.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        shl (16|M0)              r39.0<1>:q    r34.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r41.0<1>:q    r36.0<1;1,0>:q    2:w               {Compacted,I@2}
        add (16|M0)              r5.0<1>:q     r39.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M0)              r11.0<1>:q    r39.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r41.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@3}
        add (16|M16)             r13.0<1>:q    r41.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r9       r5      null:0  0x0            0x08200580           {A@2,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r16      r11     null:0  0x0            0x08200580           {I@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r20.0<1>:q    r39.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M16)             r22.0<1>:q    r41.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,$4.dst}
        add (32|M0)              r18.0<1>:f    r9.0<1;1,0>:f     r16.0<1;1,0>:f   {Compacted,$3.dst}
        send.ugm (32|M0)         null     r20     r18:2   0x0            0x08000584           {A@1,$5} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,$6} // wr:1+0, rd:0; end of thread
L648:
        nop                    
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
