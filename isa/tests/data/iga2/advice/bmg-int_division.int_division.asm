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
(W)     mov (1|M0)               r8.0<1>:uq    r3.1<0;1,0>:uq                   {Compacted,A@1,$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {I@3}
(W)     send.ugm (1|M0)          r7       r8  null:0  0x0            0x02109580           {I@2,$2} // wr:1+0, rd:1; load.ugm.d32x2t.a64
(W)     macl (1|M0)              r6.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud   {Compacted}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r71.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r73.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r6.1<1>:d     r5.0<0;1,0>:d                    {I@3}
        add (16|M0)              r79.0<1>:q    r6.0<0;1,0>:q     r71.0<4;1,0>:uw  {I@1}
        add (16|M16)             r81.0<1>:q    r6.0<0;1,0>:q     r73.0<4;1,0>:uw 
        add (16|M0)              r83.0<1>:q    r79.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r85.0<1>:q    r81.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
(W)     cmp (32|M0)   (gt)f3.0   null<1>:d     r7.1<0;1,0>:d     0:w               {$2.dst}
(W&f3.0) jmpi                                L464                                
L432:
        mov (32|M0)              r9.0<1>:d     0:w                              
(W)     jmpi                                 L1768                                
L464:
(W)     asr (1|M0)               r2.8<1>:d     r7.0<0;1,0>:d     31:w              
(W)     cmp (32|M0)   (eq)f0.0   null<1>:d     r7.0<0;1,0>:d     0:w              
        mov (32|M0)              r9.0<1>:d     0:w                              
(W)     add (1|M0)               r2.9<1>:d     r2.8<0;1,0>:d     r7.0<0;1,0>:d    {I@3}
        mov (16|M0)              r11.0<1>:d    r83.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r12.0<1>:d    r85.0<2;1,0>:d                   {Compacted}
(W)     mov (1|M0)               r2.11<1>:d    (abs)r7.0<0;1,0>:d              
(W)     mov (1|M0)               r2.12<1>:d    0:w                              
(W)     xor (1|M0)               r2.10<1>:d    r2.9<0;1,0>:d     r2.8<0;1,0>:d    {I@5}
L592:
(W&~f0.0) jmpi                               L632                                
L608:
        mov (32|M0)              r13.0<1>:d    -1:w                               {Compacted}
(W)     jmpi                                 L1200                                
L632:
        add (32|M0)              r15.0<1>:d    r2.12<0;1,0>:d    r11.0<1;1,0>:d   {Compacted,I@5}
        shl (32|M0)              r17.0<1>:d    r15.0<1;1,0>:d    2:w               {Compacted,I@1}
        and (32|M0)              r19.0<1>:d    r17.0<1;1,0>:d    4092:w               {I@1}
        mov (16|M0)              r75.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M16)             r77.0<2>:ud   r20.0<1;1,0>:ud                 
        add (16|M0)              r21.0<1>:q    r3.0<0;1,0>:q     r75.0<2;1,0>:ud  {I@2}
        add (16|M16)             r23.0<1>:q    r3.0<0;1,0>:q     r77.0<2;1,0>:ud  {I@2}
        send.ugm (32|M0)         r25      r21  null:0  0x0            0x08200580           {I@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        asr (32|M0)              r28.0<1>:d    r25.0<1;1,0>:d    31:w               {Compacted,$3.dst}
        add (32|M0)              r30.0<1>:d    r28.0<1;1,0>:d    r25.0<1;1,0>:d   {Compacted,I@1}
        xor (32|M0)              r32.0<1>:d    r30.0<1;1,0>:d    r28.0<1;1,0>:d   {I@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     mov (1|M0)               r2.13<1>:f    r2.10<0;1,0>:ud                  {A@1}
(W)     mov (1|M0)               r5.6<1>:f     0xB4C00000:f                              
(W)     math.inv (1|M0)          r6.2<1>:f     r2.13<0;1,0>:f                   {F@2}
        mov (32|M0)              r34.0<1>:f    r32.0<1;1,0>:ud                  {I@2}
(W)     mad (1|M0)               r3.4<1>:f     r6.2<0;0>:f       r5.6<0;0>:f       r6.2<0>:f        {A@1}
        mov (32|M0)              r38.0<1>:ud   r34.0<1;1,0>:f                   {F@2}
        mul (32|M0)              r36.0<1>:f    r34.0<1;1,0>:f    r3.4<0;1,0>:f    {F@1}
(W)     mov (1|M0)               r2.14<1>:ud   r2.13<0;1,0>:f                  
        add (32|M0)              r40.0<1>:d    r32.0<1;1,0>:d    -r38.0<1;1,0>:d  {I@2}
        mov (32|M0)              r42.0<1>:ud   r36.0<1;1,0>:f                   {F@1}
(W)     add (1|M0)               r2.15<1>:d    r2.10<0;1,0>:d    -r2.14<0;1,0>:d  {I@3}
        mov (32|M0)              r47.0<1>:f    r42.0<1;1,0>:ud                  {I@2}
        mov (32|M0)              r44.0<1>:f    r40.0<1;1,0>:ud                 
(W)     mov (1|M0)               r6.3<1>:f     r2.15<0;1,0>:ud                  {I@1}
        mad (32|M0)              acc0.0<1>:f   r34.0<1;0>:f      r47.0<1;0>:f      -r2.13<0>:f      {F@3}
        mad (32|M0)              acc2.0<1>:f   r44.0<1;0>:f      r47.0<1;0>:f      -r6.3<0>:f       {F@2}
        add (32|M0)              acc0.0<1>:f   acc0.0<1;1,0>:f   acc2.0<1;1,0>:f  {Compacted}
        mul (32|M0)              r49.0<1>:f    r3.4<0;1,0>:f     acc0.0<1;1,0>:f  {Compacted}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
        mov (32|M0)              r51.0<1>:ud   r49.0<1;1,0>:f                   {A@1}
        add (32|M0)              r53.0<1>:d    r51.0<1;1,0>:d    r42.0<1;1,0>:d   {Compacted,I@1}
(W)     mul (16|M0)              acc0.0<1>:d   r53.0<1;1,0>:d    r2.20<0;1,0>:uw  {I@1}
        macl (16|M0)             r55.0<1>:d    r53.0<1;1,0>:d    r2.10<0;1,0>:d   {Compacted}
(W)     mul (16|M16)             acc0.0<1>:d   r54.0<1;1,0>:d    r2.20<0;1,0>:uw 
        macl (16|M16)            r56.0<1>:d    r54.0<1;1,0>:d    r2.10<0;1,0>:d   {Compacted}
        add (32|M0)              r59.0<1>:d    r32.0<1;1,0>:d    -r55.0<1;1,0>:d  {Compacted,I@1}
        cmp (32|M0)   (ge)f1.0   r62.0<1>:ud   r59.0<1;1,0>:ud   r2.10<0;1,0>:ud  {I@1}
        xor (32|M0)              r57.0<1>:d    r2.8<0;1,0>:d     r28.0<1;1,0>:d   {Compacted}
        add3 (32|M0)             r69.0<1>:d    r53.0<1;0>:d      r57.0<1;0>:d      -r62.0<1>:d      {Compacted,I@1}
        bfn.0x96 (32|M0)         r13.0<1>:ud   r69.0<1;0>:ud     r2.8<0;0>:ud      r28.0<1>:ud      {I@1} // s0^s1^s2
L1200:
(W&~f0.0) jmpi                               L1248                                
L1216:
(W)     mov (1|M0)               r6.4<1>:d     -1:w                              
(W)     jmpi                                 L1712                                
L1248:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     mov (1|M0)               r6.5<1>:f     r2.11<0;1,0>:ud                  {A@1}
(W)     mov (1|M0)               r5.7<1>:f     0xB4C00000:f                              
(W)     math.inv (1|M0)          r6.6<1>:f     r6.5<0;1,0>:f                    {F@2}
(W)     mov (1|M0)               r3.6<1>:f     r2.12<0;1,0>:ud                 
(W)     mad (1|M0)               r3.7<1>:f     r6.6<0;0>:f       r5.7<0;0>:f       r6.6<0>:f        {A@1}
(W)     mov (1|M0)               r3.5<1>:ud    r6.5<0;1,0>:f                   
(W)     mov (1|M0)               r3.9<1>:ud    r3.6<0;1,0>:f                    {F@2}
(W)     mul (1|M0)               r3.8<1>:f     r3.6<0;1,0>:f     r3.7<0;1,0>:f    {F@1}
(W)     add (1|M0)               r5.4<1>:d     (abs)r7.0<0;1,0>:d  -r3.5<0;1,0>:d {I@2}
(W)     add (1|M0)               r5.5<1>:d     r2.12<0;1,0>:d    -r3.9<0;1,0>:d   {I@2}
(W)     mov (1|M0)               r3.10<1>:ud   r3.8<0;1,0>:f                    {F@1}
(W)     mov (1|M0)               r6.8<1>:f     r5.4<0;1,0>:ud                   {I@3}
(W)     mov (1|M0)               r6.9<1>:f     r5.5<0;1,0>:ud                   {I@2}
(W)     mov (1|M0)               r3.11<1>:f    r3.10<0;1,0>:ud                  {I@1}
(W)     mad (1|M0)               r3.12<1>:f    r3.6<0;0>:f       r3.11<0;0>:f      -r6.5<0>:f       {F@1}
(W)     mad (1|M0)               r3.13<1>:f    r6.9<0;0>:f       r3.11<0;0>:f      -r6.8<0>:f      
(W)     add (1|M0)               r3.14<1>:f    r3.12<0;1,0>:f    r3.13<0;1,0>:f   {F@1}
(W)     mul (1|M0)               r3.15<1>:f    r3.7<0;1,0>:f     r3.14<0;1,0>:f   {F@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}
(W)     mov (1|M0)               r5.1<1>:ud    r3.15<0;1,0>:f                   {A@1}
(W)     mov (1|M0)               r5.8<1>:d     (abs)r7.0<0;1,0>:d              
(W)     add (1|M0)               r5.2<1>:d     r5.1<0;1,0>:d     r3.10<0;1,0>:d   {I@2}
(W)     mul (1|M0)               acc0.0<1>:d   r5.2<0;1,0>:d     r5.16<0;1,0>:uw  {I@1}
(W)     macl (1|M0)              r27.0<1>:d    r5.2<0;1,0>:d     r5.8<0;1,0>:d   
(W)     add (1|M0)               r5.3<1>:d     r2.12<0;1,0>:d    -r27.0<0;1,0>:d  {I@1}
(W)     cmp (1|M0)    (lt)f2.0   null<1>:ud    r5.3<0;1,0>:ud    r2.11<0;1,0>:ud  {I@1}
(W&~f2.0) sel (1|M0)             r6.7<1>:d     (abs)r7.0<0;1,0>:d  0:w            
(W)     add3 (1|M0)              r6.4<1>:d     r2.12<0;0>:d      -r27.0<0;0>:d     -r6.7<0>:d       {I@1}
L1712:
(W)     add (1|M0)               r2.12<1>:d    r2.12<0;1,0>:d    1:w              
        add3 (32|M0)             r9.0<1>:d     r9.0<1;0>:d       r13.0<1;0>:d      r6.4<0>:d        {Compacted,I@2}
(W)     cmp (32|M0)   (lt)f1.0   null<1>:d     r2.12<0;1,0>:d    r7.1<0;1,0>:d    {I@2}
(W&f1.0) jmpi                                L592                                
L1768:
        shl (16|M0)              r87.0<1>:q    r83.0<1;1,0>:q    2:w               {Compacted}
        shl (16|M16)             r89.0<1>:q    r85.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r64.0<1>:q    r87.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r66.0<1>:q    r89.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r64  r9:2  0x0            0x08000584           {I@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r4.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,I@1,$5} // wr:1+0, rd:0; end of thread
L1840:
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
