L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x60:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x40:uw              {Compacted,$2.src}
        send.ugm (1|M0)          r5       r127    null:0  0xFF000000            0x6218C500           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mov (1|M0)               r12.0<1>:uq   r4.6<0;1,0>:uq                   {Compacted,A@1,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,$3.dst}
(W)     send.ugm (1|M0)          r62      r12     null:0  0x0            0x02109580           {I@2,$4} // wr:1+0, rd:1; load.ugm.d32x2t.a64
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        add3 (32|M0)             r6.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        mov (16|M0)              r8.0<2>:ud    r6.0<1;1,0>:ud                   {Compacted,I@1}
        mov (16|M16)             r10.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r69.0<1>:q    r8.0<2;1,0>:ud                   {I@2}
        mov (16|M16)             r71.0<1>:q    r10.0<2;1,0>:ud                  {I@2}
(W)     cmp (32|M0)   (gt)f0.0   null<1>:d     r62.1<0;1,0>:d    0:w               {$4.dst}
(W&f0.0) jmpi                                L352                                
L328:
        mov (32|M0)              r63.0<1>:d    0:w                               {Compacted}
(W)     jmpi                                 L1520                                
L352:
        mov (32|M0)              r7.0<1>:d     (abs)r62.0<0;1,0>:d             
        mov (32|M0)              r9.0<1>:f     r7.0<1;1,0>:ud                   {I@1}
        math.inv (32|M0)         r11.0<1>:f    r9.0<1;1,0>:f                    {F@1}
(W)     asr (1|M0)               r62.2<1>:d    r62.0<0;1,0>:d    31:w               {Compacted}
        mov (16|M0)              r17.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
(W)     add (1|M0)               r2.0<1>:d     r62.2<0;1,0>:d    r62.0<0;1,0>:d   {Compacted,I@2}
        mov (16|M16)             r21.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@2}
(W)     xor (1|M0)               r3.0<1>:d     r2.0<0;1,0>:d     r62.2<0;1,0>:d   {Compacted,$1.dst}
(W)     cmp (32|M0)   (eq)f1.0   null<1>:d     r62.0<0;1,0>:d    0:w              
(W)     mov (1|M0)               r4.14<1>:f    r3.0<0;1,0>:ud                   {I@2}
        mov (32|M0)              r63.0<1>:d    0:w                               {Compacted}
(W)     math.inv (1|M0)          r5.3<1>:f     r4.14<0;1,0>:f                   {F@1}
        mov (16|M0)              r13.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted,M@2}
        mov (16|M16)             r15.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r19.0<1>:df   r17.0<2;1,0>:ud                 
        mov (16|M16)             r23.0<1>:df   r21.0<2;1,0>:ud                 
(W)     mov (1|M0)               r6.0<1>:df    r3.0<0;1,0>:ud                  
        mov (16|M0)              r73.0<1>:df   r13.0<2;1,0>:f                   {I@2}
        mov (16|M16)             r75.0<1>:df   r15.0<2;1,0>:f                   {I@1}
        mov (16|M0)              r77.0<1>:df   -r19.0<1;1,0>:df                 {L@5}
        mov (16|M16)             r79.0<1>:df   -r23.0<1;1,0>:df                 {L@5}
(W)     mov (1|M0)               r62.3<1>:d    0:w                               {Compacted}
(W)     mov (1|M0)               r62.2<1>:df   r5.3<0;1,0>:f                    {M@1}
(W)     mov (1|M0)               r62.3<1>:df   -r6.0<0;1,0>:df                  {L@6}
L672:
(W&~f1.0) jmpi                               L712                                
L688:
        mov (32|M0)              r65.0<1>:d    -1:w                               {Compacted}
(W)     jmpi                                 L1160                                
L712:
        add (16|M0)              r2.0<1>:q     r69.0<1;1,0>:q    r62.3<0;1,0>:ud  {Compacted,I@4}
        add (16|M16)             r6.0<1>:q     r71.0<1;1,0>:q    r62.3<0;1,0>:ud  {Compacted,L@1}
        shl (16|M0)              r8.0<1>:q     r2.0<1;1,0>:q     2:w               {Compacted,I@2}
        shl (16|M16)             r10.0<1>:q    r6.0<1;1,0>:q     2:w               {Compacted,I@2}
        mov (16|M0)              r12.0<1>:d    r8.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r13.0<1>:d    r10.0<2;1,0>:d                   {Compacted,I@2}
        mov (32|M0)              r16.0<1>:d    0:w                               {Compacted}
        and (32|M0)              r14.0<1>:d    r12.0<1;1,0>:d    4092:w               {I@2}
        mov (16|M0)              r18.0<2>:d    r14.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r20.0<2>:d    r15.0<1;1,0>:d                  
        mov (16|M0)              r18.1<2>:d    r16.0<1;1,0>:d                  
        mov (16|M16)             r20.1<2>:d    r17.0<1;1,0>:d                  
        add (16|M0)              r22.0<1>:q    r18.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r24.0<1>:q    r20.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r26      r22     null:0  0x0            0x08200580           {A@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        asr (32|M0)              r28.0<1>:d    r26.0<1;1,0>:d    31:w               {Compacted,$5.dst}
        add (32|M0)              r30.0<1>:d    r28.0<1;1,0>:d    r26.0<1;1,0>:d   {Compacted,I@1}
        xor (32|M0)              r32.0<1>:d    r30.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted,I@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
(W)     mov (1|M0)               r34.0<1>:df   0x3FF0000000004000:df                              {A@1}
(W)     mad (1|M0)               r35.0<1>:df   r34.0<0;0>:df     r62.2<0;0>:df     r62.3<0>:df      {L@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
        mov (16|M0)              r36.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted,A@1}
        mov (16|M16)             r40.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r38.0<1>:df   r36.0<2;1,0>:ud                  {I@2}
        mov (16|M16)             r42.0<1>:df   r40.0<2;1,0>:ud                  {I@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
        mul (16|M0)              acc0.0<1>:df  r62.2<0;1,0>:df   r38.0<1;1,0>:df  {A@1}
        mul (16|M16)             acc2.0<1>:df  r62.2<0;1,0>:df   r42.0<1;1,0>:df  {L@2}
        mad (16|M0)              r48.0<1>:df   acc0.0<1;0>:df    acc0.0<1;0>:df    r35.0<0>:df     
        mad (16|M16)             r50.0<1>:df   acc2.0<1;0>:df    acc2.0<1;0>:df    r35.0<0>:df     
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
        mov (16|M0)              r52.0<2>:ud   r48.0<1;1,0>:df                  {A@1}
        mov (16|M16)             r56.0<2>:ud   r50.0<1;1,0>:df                  {L@1}
        xor (32|M0)              r58.0<1>:d    r62.2<0;1,0>:d    r28.0<1;1,0>:d   {Compacted}
        mov (16|M0)              r54.0<1>:ud   r52.0<2;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r55.0<1>:ud   r56.0<2;1,0>:ud                  {Compacted,I@3}
        add (32|M0)              r60.0<1>:d    r58.0<1;1,0>:d    r54.0<1;1,0>:d   {Compacted,I@1}
        bfn.0x96 (32|M0)         r65.0<1>:ud   r60.0<1;0>:ud     r62.2<0;0>:ud     r28.0<1>:ud      {I@1} // s0^s1^s2
L1160:
(W&~f1.0) jmpi                               L1200                                
L1176:
        mov (32|M0)              r67.0<1>:d    -1:w                               {Compacted}
(W)     jmpi                                 L1464                                
L1200:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
(W)     mov (1|M0)               r2.0<1>:df    0x3FF0000000004000:df                              {A@1}
        mad (16|M0)              r6.0<1>:df    r2.0<0;0>:df      r73.0<1;0>:df     r77.0<1>:df      {L@1}
        mad (16|M16)             r8.0<1>:df    r2.0<0;0>:df      r75.0<1;0>:df     r79.0<1>:df     
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
(W)     mov (1|M0)               r10.0<1>:df   r62.3<0;1,0>:ud                  {A@1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
        mul (16|M0)              acc0.0<1>:df  r73.0<1;1,0>:df   r10.0<0;1,0>:df  {A@1}
        mul (16|M16)             acc2.0<1>:df  r75.0<1;1,0>:df   r10.0<0;1,0>:df 
        mad (16|M0)              r15.0<1>:df   acc0.0<1;0>:df    acc0.0<1;0>:df    r6.0<1>:df      
        mad (16|M16)             r17.0<1>:df   acc2.0<1;0>:df    acc2.0<1;0>:df    r8.0<1>:df      
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Compacted,A@1}
        mov (16|M0)              r19.0<2>:ud   r15.0<1;1,0>:df                  {A@1}
        mov (16|M16)             r23.0<2>:ud   r17.0<1;1,0>:df                  {L@1}
(W)     mov (1|M0)               r25.0<1>:d    (abs)r62.0<0;1,0>:d             
        mov (16|M0)              r21.0<1>:ud   r19.0<2;1,0>:ud                  {Compacted,I@3}
        mov (16|M16)             r22.0<1>:ud   r23.0<2;1,0>:ud                  {Compacted,I@3}
(W)     mul (16|M0)              acc0.0<1>:d   r25.0<0;1,0>:d    r21.0<2;1,0>:uw  {Compacted,I@2}
        macl (16|M0)             r26.0<1>:d    r25.0<0;1,0>:d    r21.0<1;1,0>:d   {Compacted}
(W)     mul (16|M16)             acc0.0<1>:d   r25.0<0;1,0>:d    r22.0<2;1,0>:uw  {Compacted,I@3}
        macl (16|M16)            r27.0<1>:d    r25.0<0;1,0>:d    r22.0<1;1,0>:d   {Compacted}
        add (32|M0)              r67.0<1>:d    r62.3<0;1,0>:d    -r26.0<1;1,0>:d  {Compacted,I@1}
L1464:
(W)     add (1|M0)               r62.3<1>:d    r62.3<0;1,0>:d    1:w              
        add3 (32|M0)             r63.0<1>:d    r63.0<1;0>:d      r65.0<1;0>:d      r67.0<1>:d       {Compacted,I@2}
(W)     cmp (32|M0)   (lt)f2.0   null<1>:d     r62.3<0;1,0>:d    r62.1<0;1,0>:d   {I@2}
(W&f2.0) jmpi                                L672                                
L1520:
        shl (16|M0)              r2.0<1>:q     r69.0<1;1,0>:q    2:w               {Compacted,$1.dst}
        shl (16|M16)             r6.0<1>:q     r71.0<1;1,0>:q    2:w               {Compacted}
        add (16|M0)              r8.0<1>:q     r2.0<1;1,0>:q     r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r10.0<1>:q    r6.0<1;1,0>:q     r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         null     r8      r63:2   0x0            0x08000584           {A@1,$6} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,I@1} // wr:1+0, rd:0; end of thread
L1592:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
