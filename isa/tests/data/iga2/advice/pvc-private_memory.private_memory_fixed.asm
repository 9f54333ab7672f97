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
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                              {A@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
(W)     macl (1|M0)              r3.0<1>:ud    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$1.dst}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r2.0<1>:d     r4.3<0;1,0>:ud    r0.1<0;1,0>:ud   {$0.dst}
        mov (16|M0)              r64.0<4>:uw   r1.0<1;1,0>:uw                  
        mov (16|M16)             r70.0<4>:uw   r1.16<1;1,0>:uw                 
(W)     mov (1|M0)               r3.1<1>:d     r2.0<0;1,0>:d                    {Compacted,I@3}
(W)     mov (8|M0)               r44.0<1>:uw   0x76543210:v                              
        add (16|M0)              r73.0<1>:q    r3.0<0;1,0>:q     r64.0<4;1,0>:uw  {I@2}
        add (16|M16)             r75.0<1>:q    r3.0<0;1,0>:q     r70.0<4;1,0>:uw 
        add (16|M0)              r66.0<1>:q    r73.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        add (16|M16)             r68.0<1>:q    r75.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@2}
        shl (16|M0)              r81.0<1>:q    r66.0<1;1,0>:q    2:w               {Compacted,I@2}
        shl (16|M16)             r83.0<1>:q    r68.0<1;1,0>:q    2:w               {Compacted,I@2}
        add (16|M0)              r36.0<1>:q    r81.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r38.0<1>:q    r83.0<1;1,0>:q    r4.4<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r40      r36     null:0  0x0            0x08200580           {A@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     add (8|M0)               r44.8<1>:uw   r44.0<1;1,0>:uw   8:w              
        mov (16|M0)              r55.0<2>:f    r66.0<1;1,0>:uq                 
(W)     add (16|M0)              r44.16<1>:uw  r44.0<1;1,0>:uw   16:w               {I@1}
(W)     mul (32|M0)              r48.0<1>:uw   r44.0<1;1,0>:uw   0x4:uw              {I@1}
        mov (16|M16)             r57.0<2>:f    r68.0<1;1,0>:uq                 
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                              {A@1}
        mov (16|M0)              r10.0<1>:ud   r55.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r11.0<1>:ud   r57.0<2;1,0>:ud                  {Compacted,F@1}
        mov (32|M0)              r12.0<1>:f    0.0:f                               {Compacted}
        mov (32|M0)              r14.0<1>:f    r10.0<1;1,0>:f                   {Compacted,A@1}
        mov (16|M0)              r5.0<1>:d     r66.0<2;1,0>:d                   {Compacted}
        mov (16|M16)             r6.0<1>:d     r68.0<2;1,0>:d                   {Compacted}
(W)     mul (16|M0)              acc0.0<1>:ud  r5.0<1;1,0>:ud    0x3:uw              {I@2}
        mov (16|M0)              r8.0<1>:d     r66.1<2;1,0>:d                   {Compacted}
        mov (16|M16)             r9.0<1>:d     r68.1<2;1,0>:d                   {Compacted}
        mach (16|M0)             r28.0<1>:d    r5.0<1;1,0>:ud    0x3:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    0x3:uw              {I@5}
        mach (16|M16)            r29.0<1>:d    r6.0<1;1,0>:ud    0x3:ud             
        mul (32|M0)              r31.0<1>:d    r8.0<1;1,0>:d     0x3:uw              {I@4}
        and (32|M0)              r42.0<1>:d    r40.0<1;1,0>:d    1:w               {Compacted,$3.dst}
        mul (32|M0)              acc2.0<1>:uw  r42.0<2;1,0>:uw   0x80:uw              {I@1}
        add (32|M0)              r30.0<1>:uw   acc2.0<1;1,0>:uw  r48.0<1;1,0>:uw 
        add (16|M0)              a0.0<1>:uw    r30.0<1;1,0>:uw   0x300:uw              {A@1}
        mul (16|M0)              r77.0<2>:ud   r5.0<1;1,0>:ud    0x3:uw             
        mov (16|M0)              r45.0<1>:ud   r[a0.0]<1,0>:ud                  {A@1}
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                              {A@1}
        add (16|M16)             a0.0<1>:uw    r30.16<1;1,0>:uw  0x300:uw              {A@1}
        mul (16|M16)             r79.0<2>:ud   r6.0<1;1,0>:ud    0x3:uw             
        mov (16|M16)             r46.0<1>:ud   r[a0.0]<1,0>:ud                 
        add (16|M0)              r77.1<2>:d    r28.0<1;1,0>:d    r31.0<1;1,0>:d  
        add (16|M16)             r79.1<2>:d    r29.0<1;1,0>:d    r32.0<1;1,0>:d  
        mov (16|M0)              r59.0<2>:f    r77.0<1;1,0>:uq                  {I@2}
        mov (16|M16)             r61.0<2>:f    r79.0<1;1,0>:uq                  {I@1}
        mov (16|M0)              r34.0<1>:ud   r59.0<2;1,0>:ud                  {Compacted,F@2}
        mov (16|M16)             r35.0<1>:ud   r61.0<2;1,0>:ud                  {Compacted,F@1}
        add (32|M0)              r49.0<1>:f    r45.0<1;1,0>:f    r34.0<1;1,0>:f   {Compacted,A@1}
        add (16|M0)              r51.0<1>:q    r81.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        add (16|M16)             r53.0<1>:q    r83.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         null     r51     r49:2   0x0            0x08000584           {A@1,$4} // wr:4+2, rd:0; store.ugm.d32.a64
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$5} // wr:1+0, rd:0; end of thread
L1112:
        nop                    
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
