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
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                              {F@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw   {A@1}
(W)     macl (1|M0)              r7.0<1>:ud    r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r4.2<0;1,0>:uw  
(W)     mach (1|M0)              r5.0<1>:d     r2.3<0;1,0>:ud    r4.1<0;1,0>:ud  
        mov (16|M0)              r66.0<4>:uw   r1.0<1;1,0>:uw                   {$0.dst}
        mov (16|M16)             r68.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r7.1<1>:d     r5.0<0;1,0>:d                    {I@3}
(W)     mov (8|M0)               r34.0<1>:uw   0x76543210:v                              
        add (16|M0)              r71.0<1>:q    r7.0<0;1,0>:q     r66.0<4;1,0>:uw  {I@2}
        add (16|M16)             r73.0<1>:q    r7.0<0;1,0>:q     r68.0<4;1,0>:uw 
        add (16|M0)              r76.0<1>:q    r71.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        add (16|M16)             r78.0<1>:q    r73.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@2}
        shl (16|M0)              r85.0<1>:q    r76.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r87.0<1>:q    r78.0<1;1,0>:q    2:w               {Compacted,I@2}
        add (16|M0)              r40.0<1>:q    r85.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,@2,$1.dst}
        add (16|M16)             r42.0<1>:q    r87.0<1;1,0>:q    r3.0<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r44      r40  null:0  0x0            0x08200580           {I@1,$2} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (8|M0)               r34.8<1>:uw   r34.0<1;1,0>:uw   8:w              
        mov (16|M0)              r9.0<1>:d     r76.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r10.0<1>:d    r78.0<2;1,0>:d                   {Compacted}
(W)     add (16|M0)              r34.16<1>:uw  r34.0<1;1,0>:uw   16:w               {I@3}
(W)     mul (16|M0)              acc0.0<1>:ud  r9.0<1;1,0>:ud    0x3:uw              {I@3}
        mach (16|M0)             r32.0<1>:d    r9.0<1;1,0>:ud    0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r10.0<1;1,0>:ud   0x3:uw              {I@4}
        mach (16|M16)            r33.0<1>:d    r10.0<1;1,0>:ud   0x3:ud             
(W)     mul (32|M0)              acc2.0<1>:uw  r34.0<1;1,0>:uw   0x4:uw              {I@5}
        mov (16|M0)              r57.0<2>:f    r76.0<1;1,0>:uq                 
        mov (16|M16)             r59.0<2>:f    r78.0<1;1,0>:uq                 
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
        mov (16|M0)              r14.0<1>:ud   r57.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r15.0<1>:ud   r59.0<2;1,0>:ud                  {Compacted,F@1}
        mov (32|M0)              r16.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r18.0<1>:f    r14.0<1;1,0>:f                   {Compacted,I@1}
        mov (16|M0)              r12.0<1>:d    r76.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r13.0<1>:d    r78.1<2;1,0>:d                   {Compacted}
        mul (32|M0)              r35.0<1>:d    r12.0<1;1,0>:d    0x3:uw              {I@1}
        and (32|M0)              r46.0<1>:d    r44.0<1;1,0>:d    1:w               {$2.dst}
        mul (32|M0)              r6.0<1>:uw    r46.0<2;1,0>:uw   0x80:uw              {I@1}
        add (32|M0)              r8.0<1>:uw    r6.0<1;1,0>:uw    acc2.0<1;1,0>:uw {I@1}
        add (16|M0)              a0.0<1>:uw    r8.0<1;1,0>:uw    0x400:uw              {I@1}
        mul (16|M0)              r80.0<2>:ud   r9.0<1;1,0>:ud    0x3:uw             
        mov (16|M0)              r49.0<1>:ud   r[a0.0]<1,0>:ud                  {F@1}
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                             
        add (16|M16)             a0.0<1>:uw    r8.16<1;1,0>:uw   0x400:uw             
        mul (16|M16)             r82.0<2>:ud   r10.0<1;1,0>:ud   0x3:uw             
        mov (16|M16)             r50.0<1>:ud   r[a0.0]<1,0>:ud                 
        add (16|M0)              r80.1<2>:d    r32.0<1;1,0>:d    r35.0<1;1,0>:d  
        add (16|M16)             r82.1<2>:d    r33.0<1;1,0>:d    r36.0<1;1,0>:d  
        mov (16|M0)              r61.0<2>:f    r80.0<1;1,0>:uq                  {I@2}
        mov (16|M16)             r63.0<2>:f    r82.0<1;1,0>:uq                  {I@1}
        mov (16|M0)              r38.0<1>:ud   r61.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r39.0<1>:ud   r63.0<2;1,0>:ud                  {Compacted,F@1}
        add (32|M0)              r51.0<1>:f    r49.0<1;1,0>:f    r38.0<1;1,0>:f   {Compacted,I@1}
        add (16|M0)              r53.0<1>:q    r85.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        add (16|M16)             r55.0<1>:q    r87.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         null     r53  r51:2  0x0            0x08000584           {A@1,$3} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:f   r4.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0            0x02000010           {EOT,F@1,$4} // wr:1+0, rd:0; end of thread
L1008:
(W)     mov (16|M0)              null<1>:ud    0xFB15C911:ud                             
(W)     mov (16|M0)              null<1>:ud    0x824546DB:ud                             
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
