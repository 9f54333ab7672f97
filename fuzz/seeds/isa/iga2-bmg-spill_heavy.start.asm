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
(W)     mov (16|M0)              r69.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (1|M0)               r68.0<1>:f    9.18355e-41:f                              
(W)     and (1|M0)               r1.9<1>:ud    r69.5<0;1,0>:ud   0xFFFFFC00:ud              {@1,$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r69.2<0;1,0>:uw  {A@1}
(W)     macl (1|M0)              r127.0<1>:ud  r2.3<0;1,0>:ud    r69.1<0;1,0>:ud  {Compacted,$1.src}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r69.2<0;1,0>:uw 
(W)     mach (1|M0)              r112.0<1>:d   r2.3<0;1,0>:ud    r69.1<0;1,0>:ud 
        mov (16|M0)              r48.0<4>:uw   r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r127.1<1>:d   r112.0<0;1,0>:d                  {Compacted,I@2}
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
        add (16|M0)              r110.0<1>:q   r127.0<0;1,0>:q   r48.0<4;1,0>:uw  {I@2}
        add (16|M0)              r108.0<1>:q   r110.0<1;1,0>:q   r2.0<0;1,0>:ud   {I@1}
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud              {F@1}
(W)     mov (16|M0)              r106.0<1>:uq  r108.0<1;1,0>:uq                 {Compacted,I@2}
        shl (16|M0)              r58.0<1>:d    r106.0<2;1,0>:d   4:w               {Compacted,I@1}
(W)     send.ugm (1|M0)          null     r68  r108:2  0x80000000:a0.2        0x4200E504           {F@1,$2} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0x10000]
        and (16|M0)              r108.0<1>:d   r58.0<1;1,0>:d    4080:w               {@1,$2.src}
        mov (16|M0)              r46.0<2>:ud   r108.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r106.0<1>:q   r3.0<0;1,0>:q     r46.0<2;1,0>:ud  {@1,$1.dst}
        send.ugm (16|M0)         r102     r106  null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    112:w              
(W)     send.ugm (1|M0)          null     r68  r102:4  0x80400000:a0.2        0x4200F504           {$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFF80]
        and (16|M0)              r104.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$3.src}
        mov (16|M0)              r44.0<2>:ud   r104.0<1;1,0>:ud                 {Compacted,I@1}
        add (16|M0)              r102.0<1>:q   r3.0<0;1,0>:q     r44.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r98      r102  null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    224:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r98:4  0x80C00000:a0.2        0x4200F504           {$4} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFE80]
        and (16|M0)              r100.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$4.src}
        mov (16|M0)              r42.0<2>:ud   r100.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r98.0<1>:q    r3.0<0;1,0>:q     r42.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r94      r98  null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    336:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r94:4  0x81400000:a0.2        0x4200F504           {$5} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFD80]
        and (16|M0)              r96.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$5.src}
        mov (16|M0)              r40.0<2>:ud   r96.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r94.0<1>:q    r3.0<0;1,0>:q     r40.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r90      r94  null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    448:w              
(W)     send.ugm (1|M0)          null     r68  r90:4  0x81C00000:a0.2        0x4200F504           {$6} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFC80]
        and (16|M0)              r92.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$6.src}
        mov (16|M0)              r38.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r90.0<1>:q    r3.0<0;1,0>:q     r38.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r86      r90  null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    560:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r86:4  0x82400000:a0.2        0x4200F504           {$7} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFB80]
        and (16|M0)              r88.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$7.src}
        mov (16|M0)              r36.0<2>:ud   r88.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r86.0<1>:q    r3.0<0;1,0>:q     r36.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r82      r86  null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    672:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r82:4  0x82C00000:a0.2        0x4200F504           {$8} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFA80]
        and (16|M0)              r84.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$8.src}
        mov (16|M0)              r34.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r82.0<1>:q    r3.0<0;1,0>:q     r34.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r78      r82  null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    784:w              
(W)     send.ugm (1|M0)          null     r68  r78:4  0x83400000:a0.2        0x4200F504           {$9} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF980]
        and (16|M0)              r80.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$9.src}
        mov (16|M0)              r32.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r78.0<1>:q    r3.0<0;1,0>:q     r32.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r74      r78  null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    896:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r74:4  0x83C00000:a0.2        0x4200F504           {$10} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF880]
        and (16|M0)              r76.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$10.src}
