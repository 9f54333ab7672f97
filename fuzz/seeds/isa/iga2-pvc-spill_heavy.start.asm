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
(W)     and (1|M0)               r1.9<1>:ud    r0.5<0;1,0>:ud    0xFFFFFC00:ud              {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw   {A@1,$2.dst}
(W)     macl (1|M0)              r50.0<1>:ud   r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r0.2<0;1,0>:uw  
(W)     mach (1|M0)              r46.0<1>:d    r4.3<0;1,0>:ud    r0.1<0;1,0>:ud  
        mov (16|M0)              r42.0<4>:uw   r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r50.1<1>:d    r46.0<0;1,0>:d                   {Compacted,I@2}
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
        add (16|M0)              r44.0<1>:q    r50.0<0;1,0>:q    r42.0<4;1,0>:uw  {I@2}
        add (16|M0)              r24.0<1>:q    r44.0<1;1,0>:q    r4.0<0;1,0>:ud   {Compacted,I@1}
(W)     mov (16|M0)              r21.0<1>:uq   r24.0<1;1,0>:uq                  {Compacted,I@1}
        sync.nop                             null                             {Compacted,I@1}
        shl (16|M0)              r3.0<1>:d     r21.0<2;1,0>:d    4:w               {Compacted,$1.dst}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     112:w               {Compacted,I@1}
        add (16|M0)              r87.0<1>:d    r3.0<1;1,0>:d     224:w               {Compacted}
        and (16|M0)              r88.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r87.0<1>:d    r87.0<1;1,0>:d    4080:w               {I@2}
        mov (16|M0)              r38.0<2>:ud   r88.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M0)              r36.0<2>:ud   r87.0<1;1,0>:ud                  {Compacted,I@2}
        add (16|M0)              r38.0<1>:q    r4.4<0;1,0>:q     r38.0<2;1,0>:ud  {Compacted,I@2}
        add (16|M0)              r36.0<1>:q    r4.4<0;1,0>:q     r36.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (16|M0)         r13      r38     null:0  0x0            0x04403580           {I@2,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r9       r36     null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1568:w               {Compacted}
        and (16|M0)              r75.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1456:w               {Compacted}
        and (16|M0)              r76.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     336:w               {Compacted}
        add (16|M0)              r85.0<1>:d    r3.0<1;1,0>:d     448:w               {Compacted}
        and (16|M0)              r86.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    4080:w               {I@2}
        mov (16|M0)              r34.0<2>:ud   r86.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M0)              r32.0<2>:ud   r85.0<1;1,0>:ud                  {Compacted,I@2}
        and (16|M0)              r42.0<1>:d    r3.0<1;1,0>:d     4080:w              
        add (16|M0)              r34.0<1>:q    r4.4<0;1,0>:q     r34.0<2;1,0>:ud  {Compacted,I@3}
        add (16|M0)              r32.0<1>:q    r4.4<0;1,0>:q     r32.0<2;1,0>:ud  {Compacted,I@3}
        send.ugm (16|M0)         r5       r34     null:0  0x0            0x04403580           {I@2,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r113     r32     null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r40.0<2>:ud   r42.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r40.0<1>:q    r4.4<0;1,0>:q     r40.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r17      r40     null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     784:w               {Compacted}
        add (16|M0)              r81.0<1>:d    r3.0<1;1,0>:d     896:w               {Compacted}
        add (16|M0)              r80.0<1>:d    r3.0<1;1,0>:d     1008:w               {Compacted}
        add (16|M0)              r77.0<1>:d    r3.0<1;1,0>:d     1344:w               {Compacted}
        and (16|M0)              r82.0<1>:d    acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r0      r13:4   0x0            0x020F300C           {$3} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3014           {$4} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r15.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r16.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r12.0<2>:ud   r75.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r12.0<1>:q    r4.4<0;1,0>:q     r12.0<2;1,0>:ud  {Compacted,I@1}
        mov (16|M0)              r14.0<2>:ud   r76.0<1;1,0>:ud                  {Compacted}
        send.ugm (16|M0)         r73      r12     null:0  0x0            0x04403580           {A@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
