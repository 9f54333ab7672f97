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
(W)     add (1|M0)               r6.0<1>:q     r4.5<0;1,0>:q     4:w               {Compacted,A@1,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     send.ugm (1|M0)          r5       r6      null:0  0x0            0x02108580           {I@2,$3} // wr:1+0, rd:1; load.ugm.d32x1t.a64
(W)     macl (1|M0)              r3.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r2.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$0.dst}
        mov (16|M0)              r29.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r31.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r3.1<1>:d     r2.0<0;1,0>:d                    {Compacted,I@3}
        add (16|M0)              r37.0<1>:q    r3.0<0;1,0>:q     r29.0<4;1,0>:uw  {I@1}
        add (16|M16)             r39.0<1>:q    r3.0<0;1,0>:q     r31.0<4;1,0>:uw 
        add (16|M0)              r41.0<1>:q    r37.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r43.0<1>:q    r39.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r5.0<0;1,0>:d     0:w               {$3.dst}
(W&f1.0) jmpi                                L576                                
L552:
        mov (32|M0)              r7.0<1>:d     0:w                               {Compacted}
(W)     jmpi                                 L768                                
L576:
        mov (32|M0)              r7.0<1>:d     0:w                               {Compacted}
        mov (16|M0)              r9.0<1>:d     r41.0<2;1,0>:d                   {Compacted,I@7}
        mov (16|M16)             r10.0<1>:d    r43.0<2;1,0>:d                   {Compacted,I@7}
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L608:
        add (32|M0)              r11.0<1>:d    r2.1<0;1,0>:d     r9.0<1;1,0>:d    {Compacted,I@1}
        shl (32|M0)              r13.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    4092:w               {I@1}
        mov (16|M0)              r33.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r35.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r17.0<1>:q    r4.4<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r19.0<1>:q    r4.4<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r21      r17     null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     and (1|M0)               r2.2<1>:d     r2.1<0;1,0>:d     15:w              
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r2.1<0;1,0>:d     r5.0<0;1,0>:d    {I@1}
        asr (32|M0)              r23.0<1>:d    r21.0<1;1,0>:d    4:w               {Compacted,$4.dst}
        add3 (32|M0)             r7.0<1>:d     r7.0<1;0>:d       r23.0<1;0>:d      r2.2<0>:d        {Compacted,I@1}
(W&f0.0) jmpi                                L608                                
L768:
        shl (16|M0)              r45.0<1>:q    r41.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r47.0<1>:q    r43.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r25.0<1>:q    r45.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r27.0<1>:q    r47.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r25     r7:2    0x0            0x08000584           {A@1,$5} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1,$6} // wr:1+0, rd:0; end of thread
L840:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xB9DF387:ud                             
(W)     mov (16|M0)              null<1>:ud    0xF38F1C16:ud                             
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
