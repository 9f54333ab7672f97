L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1}
(W)     mov (8|M0)               r2.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.ugm (1|M0)          r1       r127  null:0  0xFF000000            0x6219D500           {A@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.cc.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src}
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     mov (16|M0)              r4.0<1>:ud    r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r5.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r3.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r16.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r18.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r5.1<1>:d     r3.0<0;1,0>:d                    {I@3}
(W)     mov (1|M0)               r2.8<1>:ud    0x40000000:ud                             
        add (16|M0)              r21.0<1>:q    r5.0<0;1,0>:q     r16.0<4;1,0>:uw  {I@2}
        add (16|M16)             r23.0<1>:q    r5.0<0;1,0>:q     r18.0<4;1,0>:uw 
        add (16|M0)              r26.0<1>:q    r21.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r28.0<1>:q    r23.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        shl (16|M0)              r31.0<1>:q    r26.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r37.0<1>:q    r28.0<1;1,0>:q    2:w               {Compacted,I@2}
        add (16|M0)              r6.0<1>:q     r31.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r8.0<1>:q     r37.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r11      r6  null:0  0x0            0x08200580           {I@1,$1} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     mov (1|M0)               r2.9<1>:ud    0x3F800000:ud                             
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r13.0<1>:f    r2.9<0;0>:f       r11.0<1;0>:f      r2.8<0>:f        {$1.dst}
        send.ugm (32|M0)         null     r6  r13:2  0x0            0x08000584           {F@1,$2} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$3} // wr:1+0, rd:0; end of thread
L512:
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x3:ud                             
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
