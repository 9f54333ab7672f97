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
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                               {$0.dst}
(W)     mach (1|M0)              r3.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$1.dst}
        mov (16|M0)              r54.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r56.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     add (8|M0)               r2.8<1>:w     r2.0<1;1,0>:w     8:w               {I@4}
(W)     mov (1|M0)               r5.1<1>:d     r3.0<0;1,0>:d                    {Compacted,I@4}
(W)     add (16|M0)              r2.16<1>:w    r2.0<1;1,0>:w     16:w               {I@2}
        add (16|M0)              r64.0<1>:q    r5.0<0;1,0>:q     r54.0<4;1,0>:uw  {I@2}
        add (16|M16)             r66.0<1>:q    r5.0<0;1,0>:q     r56.0<4;1,0>:uw 
        shl (32|M0)              r10.0<1>:d    r2.0<1;1,0>:uw    2:w               {I@3}
        add (16|M0)              r68.0<1>:q    r64.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@3}
        add (16|M16)             r70.0<1>:q    r66.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@3}
        mov (16|M0)              r6.0<1>:d     r68.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M0)              r8.0<1>:d     r68.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r7.0<1>:d     r70.0<2;1,0>:d                   {Compacted,I@3}
        mov (16|M16)             r9.0<1>:d     r70.1<2;1,0>:d                   {Compacted}
(W)     mov (1|M0)               r3.1<1>:d     0:w                               {Compacted}
L600:
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    r3.2<0;1,0>:uw   {I@1}
        macl (16|M0)             r62.0<1>:ud   r6.0<1;1,0>:ud    r3.1<0;1,0>:ud  
(W)     mul (16|M16)             acc0.0<1>:ud  r7.0<1;1,0>:ud    r3.2<0;1,0>:uw  
        macl (16|M16)            r63.0<1>:ud   r7.0<1;1,0>:ud    r3.1<0;1,0>:ud  
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    r3.2<0;1,0>:uw  
        mach (16|M0)             r12.0<1>:d    r6.0<1;1,0>:ud    r3.1<0;1,0>:ud  
(W)     mul (16|M0)              acc0.0<1>:ud  r7.0<1;1,0>:ud    r3.2<0;1,0>:uw  
        mach (16|M16)            r13.0<1>:d    r7.0<1;1,0>:ud    r3.1<0;1,0>:ud  
(W)     mul (16|M0)              acc0.0<1>:d   r3.1<0;1,0>:ud    r8.0<2;1,0>:uw  
        macl (16|M0)             r14.0<1>:d    r3.1<0;1,0>:ud    r8.0<1;1,0>:d   
(W)     mul (16|M16)             acc0.0<1>:d   r3.1<0;1,0>:ud    r9.0<2;1,0>:uw  
        macl (16|M16)            r15.0<1>:d    r3.1<0;1,0>:ud    r9.0<1;1,0>:d   
(W)     shl (1|M0)               r3.2<1>:d     r3.1<0;1,0>:d     2:w              
        mov (16|M0)              r72.0<2>:ud   r62.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r74.0<2>:ud   r63.0<1;1,0>:ud                  {Compacted,I@7}
        add (16|M0)              r72.1<2>:d    r12.0<1;1,0>:d    r14.0<1;1,0>:d   {I@6}
        add (16|M16)             r74.1<2>:d    r13.0<1;1,0>:d    r15.0<1;1,0>:d   {I@5}
(W)     mul (1|M0)               r3.3<1>:d     r3.2<0;1,0>:d     32:w               {I@5}
(W)     shr (1|M0)               a0.0<1>:ud    r0.5<0;1,0>:ud    0x4:uw              {A@1}
        mov (16|M0)              r58.0<2>:f    r72.0<1;1,0>:uq                  {I@4}
        mov (16|M16)             r60.0<2>:f    r74.0<1;1,0>:uq                  {I@3}
        add (32|M0)              r18.0<1>:d    r10.0<1;1,0>:d    r3.3<0;1,0>:d    {Compacted,I@2}
        mov (16|M0)              r16.0<1>:ud   r58.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r17.0<1>:ud   r60.0<2;1,0>:ud                  {Compacted,F@1}
(W)     cmp (32|M0)   (lt)f0.0   null<1>:ud    r3.1<0;1,0>:ud    0x7F:uw             
        send.ugm (32|M0)         null     r18     r16:2   a0.0        0x440E0504           {ExBSO,A@2,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.ss[a0.0]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r16.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W&~f0.0) jmpi                               L1064                                
L1032:
(W)     add (1|M0)               r3.1<1>:d     r3.1<0;1,0>:d     1:w              
(W)     jmpi                                 L600                                
L1064:
        shl (16|M0)              r76.0<1>:q    r68.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r78.0<1>:q    r70.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r20.0<1>:q    r76.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r22.0<1>:q    r78.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r24      r20     null:0  0x0            0x08401580           {A@1,$4} // wr:4+0, rd:4; load.ugm.d32x2.a64
(W)     shr (1|M0)               a0.0<1>:ud    r0.5<0;1,0>:ud    0x4:uw              {A@1}
        add (16|M0)              r50.0<1>:q    r76.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M16)             r52.0<1>:q    r78.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
        shl (32|M0)              r28.0<1>:d    r24.0<1;1,0>:d    2:w               {Compacted,$4.dst}
        shl (32|M0)              r38.0<1>:d    r26.0<1;1,0>:d    2:w               {Compacted}
        and (32|M0)              r30.0<1>:d    r28.0<1;1,0>:d    508:w               {Compacted,I@2}
        and (32|M0)              r40.0<1>:d    r38.0<1;1,0>:d    508:w               {Compacted,I@2}
        mul (32|M0)              r32.0<1>:d    r30.0<1;1,0>:d    32:w               {Compacted,I@2}
        mul (32|M0)              r42.0<1>:d    r40.0<1;1,0>:d    32:w               {Compacted,I@2}
        add (32|M0)              r34.0<1>:d    r10.0<1;1,0>:d    r32.0<1;1,0>:d   {Compacted,I@2}
        add (32|M0)              r44.0<1>:d    r10.0<1;1,0>:d    r42.0<1;1,0>:d   {Compacted,I@2}
        send.ugm (32|M0)         r36      r34     null:0  a0.0        0x44280500           {ExBSO,I@2,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        send.ugm (32|M0)         r46      r44     null:0  a0.0        0x44280500           {ExBSO,I@1,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.ss[a0.0]
        sync.nop                             null                             {Compacted,$6.dst}
        add (32|M0)              r48.0<1>:f    r36.0<1;1,0>:f    r46.0<1;1,0>:f   {Compacted,$5.dst}
        send.ugm (32|M0)         null     r50     r48:2   0x0            0x08000584           {F@1,$7} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,$8} // wr:1+0, rd:0; end of thread
L1296:
        nop                    
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
