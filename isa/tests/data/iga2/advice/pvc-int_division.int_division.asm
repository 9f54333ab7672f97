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
(W)     mov (1|M0)               r6.0<1>:uq    r4.5<0;1,0>:uq                   {Compacted,A@1,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     send.ugm (1|M0)          r5       r6      null:0  0x0            0x02109580           {I@2,$3} // wr:1+0, rd:1; load.ugm.d32x2t.a64
(W)     macl (1|M0)              r3.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r2.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$0.dst}
        mov (16|M0)              r43.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r45.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r3.1<1>:d     r2.0<0;1,0>:d                    {Compacted,I@3}
        add (16|M0)              r59.0<1>:q    r3.0<0;1,0>:q     r43.0<4;1,0>:uw  {I@1}
        add (16|M16)             r61.0<1>:q    r3.0<0;1,0>:q     r45.0<4;1,0>:uw 
        add (16|M0)              r63.0<1>:q    r59.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r65.0<1>:q    r61.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
(W)     cmp (32|M0)   (gt)f1.0   null<1>:d     r5.1<0;1,0>:d     0:w               {$3.dst}
(W&f1.0) jmpi                                L576                                
L552:
        mov (32|M0)              r7.0<1>:d     0:w                               {Compacted}
(W)     jmpi                                 L1520                                
L576:
(W)     asr (1|M0)               r2.1<1>:d     r5.0<0;1,0>:d     31:w               {Compacted}
(W)     mov (1|M0)               r2.10<1>:d    (abs)r5.0<0;1,0>:d              
(W)     add (1|M0)               r2.2<1>:d     r2.1<0;1,0>:d     r5.0<0;1,0>:d    {I@2}
(W)     mov (1|M0)               r2.11<1>:f    r2.10<0;1,0>:ud                  {I@2}
(W)     xor (1|M0)               r2.3<1>:d     r2.2<0;1,0>:d     r2.1<0;1,0>:d    {I@1}
(W)     math.inv (1|M0)          r2.12<1>:f    r2.11<0;1,0>:f                   {F@1}
(W)     mov (1|M0)               r2.4<1>:f     r2.3<0;1,0>:ud                   {I@1}
(W)     cmp (32|M0)   (eq)f2.0   null<1>:d     r5.0<0;1,0>:d     0:w              
(W)     math.inv (1|M0)          r2.5<1>:f     r2.4<0;1,0>:f                    {F@1}
        mov (32|M0)              r7.0<1>:d     0:w                               {Compacted}
(W)     mov (1|M0)               r3.2<1>:df    r2.10<0;1,0>:ud                 
(W)     mov (1|M0)               r2.4<1>:df    r2.3<0;1,0>:ud                  
        mov (16|M0)              r9.0<1>:d     r63.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r10.0<1>:d    r65.0<2;1,0>:d                   {Compacted}
(W)     mov (1|M0)               r2.13<1>:d    0:w                              
(W)     mov (1|M0)               r2.7<1>:df    r2.12<0;1,0>:f                   {M@2}
(W)     mov (1|M0)               r2.3<1>:df    r2.5<0;1,0>:f                    {M@1}
(W)     mov (1|M0)               r3.3<1>:df    -r3.2<0;1,0>:df                  {L@4}
(W)     mov (1|M0)               r3.1<1>:df    -r2.4<0;1,0>:df                  {L@4}
L848:
(W&~f2.0) jmpi                               L888                                
L864:
        mov (32|M0)              r11.0<1>:d    -1:w                               {Compacted}
(W)     jmpi                                 L1240                                
L888:
        add (32|M0)              r13.0<1>:d    r2.13<0;1,0>:d    r9.0<1;1,0>:d    {I@4}
        shl (32|M0)              r15.0<1>:d    r13.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r17.0<1>:d    r15.0<1;1,0>:d    4092:w               {I@1}
        mov (16|M0)              r51.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r53.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.4<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M16)             r21.0<1>:q    r4.4<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (32|M0)         r23      r19     null:0  0x0            0x08200580           {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        asr (32|M0)              r26.0<1>:d    r23.0<1;1,0>:d    31:w               {Compacted,$4.dst}
        add (32|M0)              r28.0<1>:d    r26.0<1;1,0>:d    r23.0<1;1,0>:d   {Compacted,I@1}
        xor (32|M0)              r30.0<1>:d    r28.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted,I@1}
        mov (16|M0)              r55.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r57.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r67.0<1>:df   r55.0<2;1,0>:ud                  {I@2}
        mov (16|M16)             r69.0<1>:df   r57.0<2;1,0>:ud                  {I@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
(W)     mov (1|M0)               r6.2<1>:df    0x3FF0000000004000:df                              {A@1}
        mul (16|M0)              acc0.0<1>:df  r2.3<0;1,0>:df    r67.0<1;1,0>:df  {L@3}
        mul (16|M16)             acc2.0<1>:df  r2.3<0;1,0>:df    r69.0<1;1,0>:df  {L@3}
(W)     mad (1|M0)               r4.6<1>:df    r6.2<0;0>:df      r2.3<0;0>:df      r3.1<0>:df       {L@3}
        mad (16|M0)              r75.0<1>:df   acc0.0<1;0>:df    acc0.0<1;0>:df    r4.6<0>:df       {L@1}
        mad (16|M16)             r77.0<1>:df   acc2.0<1;0>:df    acc2.0<1;0>:df    r4.6<0>:df      
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
        mov (16|M0)              r47.0<2>:ud   r75.0<1;1,0>:df                  {A@1}
        mov (16|M16)             r49.0<2>:ud   r77.0<1;1,0>:df                  {L@1}
        xor (32|M0)              r34.0<1>:d    r2.1<0;1,0>:d     r26.0<1;1,0>:d   {Compacted}
        mov (16|M0)              r32.0<1>:ud   r47.0<2;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r33.0<1>:ud   r49.0<2;1,0>:ud                  {Compacted,I@3}
        add (32|M0)              r37.0<1>:d    r34.0<1;1,0>:d    r32.0<1;1,0>:d   {Compacted,I@1}
        bfn.0x96 (32|M0)         r11.0<1>:ud   r37.0<1;0>:ud     r2.1<0;0>:ud      r26.0<1>:ud      {I@1} // s0^s1^s2
L1240:
(W&~f2.0) jmpi                               L1288                                
L1256:
(W)     mov (1|M0)               r4.14<1>:d    -1:w                              
(W)     jmpi                                 L1464                                
L1288:
(W)     mov (1|M0)               r3.4<1>:df    r2.13<0;1,0>:ud                 
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
(W)     mov (1|M0)               r6.3<1>:df    0x3FF0000000004000:df                              {A@1}
(W)     mul (1|M0)               r6.1<1>:df    r2.7<0;1,0>:df    r3.4<0;1,0>:df   {L@2}
(W)     mad (1|M0)               r3.5<1>:df    r6.3<0;0>:df      r2.7<0;0>:df      r3.3<0>:df       {L@2}
(W)     mad (1|M0)               r3.6<1>:df    r6.1<0;0>:df      r3.5<0;0>:df      r6.1<0>:df       {L@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
(W)     mov (1|M0)               r3.14<2>:ud   r3.6<0;1,0>:df                   {A@1}
(W)     mov (1|M0)               r3.15<1>:d    (abs)r5.0<0;1,0>:d              
(W)     mul (1|M0)               acc0.0<1>:d   r3.15<0;1,0>:d    r3.28<0;1,0>:uw  {I@1}
(W)     macl (1|M0)              r25.0<1>:d    r3.15<0;1,0>:d    r3.14<0;1,0>:d  
(W)     add (1|M0)               r4.14<1>:d    r2.13<0;1,0>:d    -r25.0<0;1,0>:d  {I@1}
L1464:
(W)     add (1|M0)               r2.13<1>:d    r2.13<0;1,0>:d    1:w              
        add3 (32|M0)             r7.0<1>:d     r7.0<1;0>:d       r11.0<1;0>:d      r4.14<0>:d       {Compacted,I@2}
(W)     cmp (32|M0)   (lt)f0.0   null<1>:d     r2.13<0;1,0>:d    r5.1<0;1,0>:d    {I@2}
(W&f0.0) jmpi                                L848                                
L1520:
        shl (16|M0)              r79.0<1>:q    r63.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r81.0<1>:q    r65.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r39.0<1>:q    r79.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r41.0<1>:q    r81.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r39     r7:2    0x0            0x08000584           {A@1,$5} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1,$6} // wr:1+0, rd:0; end of thread
L1592:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xB9DF387:ud                             
(W)     mov (16|M0)              null<1>:ud    0xF38F1C16:ud                             
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
