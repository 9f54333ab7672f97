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
(W)     mov (8|M0)               r5.0<1>:w     0x76543210:v                              
(W)     mach (1|M0)              r6.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r56.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r58.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     add (8|M0)               r5.8<1>:w     r5.0<1;1,0>:w     8:w               {I@4}
(W)     mov (1|M0)               r7.1<1>:d     r6.0<0;1,0>:d                    {I@4}
(W)     add (16|M0)              r5.16<1>:w    r5.0<1;1,0>:w     16:w               {I@2}
        add (16|M0)              r66.0<1>:q    r7.0<0;1,0>:q     r56.0<4;1,0>:uw  {I@2}
        add (16|M16)             r68.0<1>:q    r7.0<0;1,0>:q     r58.0<4;1,0>:uw 
        shl (32|M0)              r12.0<1>:d    r5.0<1;1,0>:uw    2:w               {I@3}
        add (16|M0)              r70.0<1>:q    r66.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@3}
        add (16|M16)             r72.0<1>:q    r68.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@3}
        mov (16|M0)              r8.0<1>:d     r70.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M0)              r10.0<1>:d    r70.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r9.0<1>:d     r72.0<2;1,0>:d                   {Compacted,I@3}
        mov (16|M16)             r11.0<1>:d    r72.1<2;1,0>:d                   {Compacted}
(W)     mov (1|M0)               r2.8<1>:d     0:w                              
L496:
(W)     mul (16|M0)              acc0.0<1>:ud  r8.0<1;1,0>:ud    r2.16<0;1,0>:uw  {I@1}
        macl (16|M0)             r64.0<1>:ud   r8.0<1;1,0>:ud    r2.8<0;1,0>:ud   {Compacted}
(W)     mul (16|M16)             acc0.0<1>:ud  r9.0<1;1,0>:ud    r2.16<0;1,0>:uw 
        macl (16|M16)            r65.0<1>:ud   r9.0<1;1,0>:ud    r2.8<0;1,0>:ud   {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r8.0<1;1,0>:ud    r2.16<0;1,0>:uw 
        mach (16|M0)             r14.0<1>:d    r8.0<1;1,0>:ud    r2.8<0;1,0>:ud  
(W)     mul (16|M0)              acc0.0<1>:ud  r9.0<1;1,0>:ud    r2.16<0;1,0>:uw 
        mach (16|M16)            r15.0<1>:d    r9.0<1;1,0>:ud    r2.8<0;1,0>:ud  
(W)     mul (16|M0)              acc0.0<1>:d   r2.8<0;1,0>:ud    r10.0<2;1,0>:uw 
        macl (16|M0)             r16.0<1>:d    r2.8<0;1,0>:ud    r10.0<1;1,0>:d  
(W)     mul (16|M16)             acc0.0<1>:d   r2.8<0;1,0>:ud    r11.0<2;1,0>:uw 
        macl (16|M16)            r17.0<1>:d    r2.8<0;1,0>:ud    r11.0<1;1,0>:d  
(W)     shl (1|M0)               r2.9<1>:d     r2.8<0;1,0>:d     2:w              
        mov (16|M0)              r74.0<2>:ud   r64.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r76.0<2>:ud   r65.0<1;1,0>:ud                  {Compacted,I@7}
        add (16|M0)              r74.1<2>:d    r14.0<1;1,0>:d    r16.0<1;1,0>:d   {I@6}
        add (16|M16)             r76.1<2>:d    r15.0<1;1,0>:d    r17.0<1;1,0>:d   {I@5}
(W)     mul (1|M0)               r2.10<1>:d    r2.9<0;1,0>:d     32:w               {I@5}
        sync.nop                             null                             {F@1}
(W)     shr (1|M0)               a0.0<1>:ud    r4.5<0;1,0>:ud    0x4:uw              {$2.src}
        mov (16|M0)              r60.0<2>:f    r74.0<1;1,0>:uq                  {I@4}
        mov (16|M16)             r62.0<2>:f    r76.0<1;1,0>:uq                  {I@3}
        add (32|M0)              r20.0<1>:d    r12.0<1;1,0>:d    r2.10<0;1,0>:d   {Compacted,I@2}
        mov (16|M0)              r18.0<1>:ud   r60.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r19.0<1>:ud   r62.0<2;1,0>:ud                  {F@1}
(W)     cmp (32|M0)   (lt)f0.0   null<1>:ud    r2.8<0;1,0>:ud    0x7F:uw             
        send.ugm (32|M0)         null     r20  r18:2  a0.0        0x440E0504           {I@2,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W&~f0.0) jmpi                               L928                                
L896:
(W)     add (1|M0)               r2.8<1>:d     r2.8<0;1,0>:d     1:w              
(W)     jmpi                                 L496                                
L928:
        shl (16|M0)              r78.0<1>:q    r70.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r80.0<1>:q    r72.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r22.0<1>:q    r78.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,@2,$1.dst}
        add (16|M16)             r24.0<1>:q    r80.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r26      r22  null:0  0x0            0x08401580           {I@1,$3} // wr:4+0, rd:4; load.ugm.d32x2.a64
(W)     shr (1|M0)               a0.0<1>:ud    r4.5<0;1,0>:ud    0x4:uw              {$2.src}
        add (16|M0)              r52.0<1>:q    r78.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        add (16|M16)             r54.0<1>:q    r80.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
        shl (32|M0)              r30.0<1>:d    r26.0<1;1,0>:d    2:w               {Compacted,$3.dst}
        shl (32|M0)              r40.0<1>:d    r28.0<1;1,0>:d    2:w               {Compacted}
        and (32|M0)              r32.0<1>:d    r30.0<1;1,0>:d    508:w               {Compacted,I@2}
        and (32|M0)              r42.0<1>:d    r40.0<1;1,0>:d    508:w               {Compacted,I@2}
        mul (32|M0)              r34.0<1>:d    r32.0<1;1,0>:d    32:w               {Compacted,I@2}
        mul (32|M0)              r44.0<1>:d    r42.0<1;1,0>:d    32:w               {Compacted,I@2}
        add (32|M0)              r36.0<1>:d    r12.0<1;1,0>:d    r34.0<1;1,0>:d   {Compacted,I@2}
        add (32|M0)              r46.0<1>:d    r12.0<1;1,0>:d    r44.0<1;1,0>:d   {I@2}
        send.ugm (32|M0)         r38      r36  null:0  a0.0        0x44280500           {I@2,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        send.ugm (32|M0)         r48      r46  null:0  a0.0        0x44280500           {I@1,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        sync.nop                             null                             {Compacted,$5.dst}
        add (32|M0)              r50.0<1>:f    r38.0<1;1,0>:f    r48.0<1;1,0>:f   {Compacted,$4.dst}
        send.ugm (32|M0)         null     r52  r50:2  0x0            0x08000584           {F@1,$6} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,$7} // wr:1+0, rd:0; end of thread
L1168:
(W)     mov (16|M0)              null<1>:ud    0xFB15C911:ud                             
(W)     mov (16|M0)              null<1>:ud    0x824546DB:ud                             
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
