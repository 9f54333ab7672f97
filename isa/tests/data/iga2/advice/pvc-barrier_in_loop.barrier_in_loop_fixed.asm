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
        mov (16|M0)              r38.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r40.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r3.1<1>:d     r2.0<0;1,0>:d                    {Compacted,I@3}
        shl (32|M0)              r17.0<1>:w    r1.0<1;1,0>:w     2:w              
        add (16|M0)              r46.0<1>:q    r3.0<0;1,0>:q     r38.0<4;1,0>:uw  {I@2}
        add (16|M16)             r48.0<1>:q    r3.0<0;1,0>:q     r40.0<4;1,0>:uw 
        add (16|M0)              r50.0<1>:q    r46.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r52.0<1>:q    r48.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        mov (16|M0)              r5.0<1>:d     r50.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r6.0<1>:d     r52.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r7.0<1>:d     r5.0<1;1,0>:d     2:w               {Compacted,I@1}
        and (32|M0)              r9.0<1>:d     r7.0<1;1,0>:d     16380:w               {I@1}
        mov (16|M0)              r42.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r44.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r11.0<1>:q    r4.4<0;1,0>:q     r42.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r13.0<1>:q    r4.4<0;1,0>:q     r44.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r15      r11     null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        and (32|M0)              r17.0<1>:w    r17.0<1;1,0>:w    252:w              
        mov (32|M0)              r18.0<1>:ud   r17.0<1;1,0>:uw                  {I@1}
        send.slm (32|M0)         null     r18     r15:2   0x0            0x04000504           {I@1,$3} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r20      r0      null:0  0x0            0x0210001F           {$4} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r21.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r21.10<1>:ub  r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r20.0<1;1,0>:ud                  {Compacted,$4.dst}
(W)     send.gtwy (1|M0)         null     r21     null:0  0x0            0x02000004           {I@2,$5} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r4.10<0;1,0>:d    0:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r15.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r16.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W&f1.0) jmpi                                L840                                
L816:
        mov (32|M0)              r22.0<1>:ud   0x0:ud                              {Compacted}
(W)     jmpi                                 L976                                
L840:
        mov (32|M0)              r24.0<1>:d    r1.0<1;1,0>:uw                  
        mov (32|M0)              r22.0<1>:f    0.0:f                               {Compacted,I@3}
(W)     mov (1|M0)               r2.1<1>:d     0:w                               {Compacted}
L872:
        add (32|M0)              r26.0<1>:d    r2.1<0;1,0>:d     r24.0<1;1,0>:d   {Compacted,I@1}
        shl (32|M0)              r28.0<1>:d    r26.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r30.0<1>:d    r28.0<1;1,0>:d    252:w               {Compacted,I@1}
        send.slm (32|M0)         r32      r30     null:0  0x0            0x04200500           {I@1,$6} // wr:2+0, rd:2; load.slm.d32.a32
(W)     add (1|M0)               r2.1<1>:d     r2.1<0;1,0>:d     1:w              
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r2.1<0;1,0>:d     r4.10<0;1,0>:d   {I@1}
        sync.nop                             null                             {Compacted,F@1}
        add (32|M0)              r22.0<1>:f    r22.0<1;1,0>:f    r32.0<1;1,0>:f   {Compacted,$6.dst}
(W&f0.0) jmpi                                L872                                
L976:
        shl (16|M0)              r54.0<1>:q    r50.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r56.0<1>:q    r52.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r34.0<1>:q    r54.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r36.0<1>:q    r56.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r34     r22:2   0x0            0x08000584           {A@1,$7} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1,$8} // wr:1+0, rd:0; end of thread
L1048:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xFC7AEB02:ud                             
(W)     mov (16|M0)              null<1>:ud    0x6D8A710A:ud                             
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
