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
        mov (16|M0)              r30.0<2>:ud   r76.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r74.0<1>:q    r3.0<0;1,0>:q     r30.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r70      r74  null:0  0x0            0x04403580           {I@1,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1008:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r70:4  0x84400000:a0.2        0x4200F504           {$11} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF780]
        and (16|M0)              r72.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$11.src}
        mov (16|M0)              r28.0<2>:ud   r72.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r70.0<1>:q    r3.0<0;1,0>:q     r28.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r63      r70  null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1120:w              
(W)     send.ugm (1|M0)          null     r68  r63:4  0x84C00000:a0.2        0x4200F504           {$12} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF680]
        and (16|M0)              r66.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$12.src}
        mov (16|M0)              r26.0<2>:ud   r66.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r64.0<1>:q    r3.0<0;1,0>:q     r26.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r59      r64  null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1232:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r59:4  0x85400000:a0.2        0x4200F504           {$13} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF580]
        and (16|M0)              r59.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$13.src}
        mov (16|M0)              r24.0<2>:ud   r59.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r56.0<1>:q    r3.0<0;1,0>:q     r24.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r52      r56  null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1344:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r52:4  0x85C00000:a0.2        0x4200F504           {$14} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF480]
        and (16|M0)              r54.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$14.src}
        mov (16|M0)              r22.0<2>:ud   r54.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r52.0<1>:q    r3.0<0;1,0>:q     r22.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r48      r52  null:0  0x0            0x04403580           {I@1,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1456:w              
(W)     send.ugm (1|M0)          null     r68  r48:4  0x86400000:a0.2        0x4200F504           {$15} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF380]
        and (16|M0)              r50.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$15.src}
        mov (16|M0)              r20.0<2>:ud   r50.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r48.0<1>:q    r3.0<0;1,0>:q     r20.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r44      r48  null:0  0x0            0x04403580           {I@1,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1568:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r44:4  0x86C00000:a0.2        0x4200F504           {$0} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF280]
        and (16|M0)              r46.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$0.src}
        mov (16|M0)              r18.0<2>:ud   r46.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r44.0<1>:q    r3.0<0;1,0>:q     r18.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r40      r44  null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1680:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r40:4  0x87400000:a0.2        0x4200F504           {$1} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF180]
        and (16|M0)              r42.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$1.src}
        mov (16|M0)              r16.0<2>:ud   r42.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r40.0<1>:q    r3.0<0;1,0>:q     r16.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r36      r40  null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1792:w              
(W)     send.ugm (1|M0)          null     r68  r36:4  0x87C00000:a0.2        0x4200F504           {$2} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xF080]
        and (16|M0)              r38.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$2.src}
        mov (16|M0)              r14.0<2>:ud   r38.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r36.0<1>:q    r3.0<0;1,0>:q     r14.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r32      r36  null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1904:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r32:4  0x88400000:a0.2        0x4200F504           {$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xEF80]
        and (16|M0)              r34.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$3.src}
        mov (16|M0)              r12.0<2>:ud   r34.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r32.0<1>:q    r3.0<0;1,0>:q     r12.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r28      r32  null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2016:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r28:4  0x88C00000:a0.2        0x4200F504           {$4} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xEE80]
        and (16|M0)              r30.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$4.src}
        mov (16|M0)              r10.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r28.0<1>:q    r3.0<0;1,0>:q     r10.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r24      r28  null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2128:w              
(W)     send.ugm (1|M0)          null     r68  r24:4  0x89400000:a0.2        0x4200F504           {$5} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xED80]
        and (16|M0)              r26.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$5.src}
        mov (16|M0)              r8.0<2>:ud    r26.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r24.0<1>:q    r3.0<0;1,0>:q     r8.0<2;1,0>:ud   {I@1}
        send.ugm (16|M0)         r20      r24  null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2240:w              
(W)     send.ugm (1|M0)          null     r68  r20:4  0x89C00000:a0.2        0x4200F504           {$6} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xEC80]
        and (16|M0)              r22.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$6.src}
        mov (16|M0)              r6.0<2>:ud    r22.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r20.0<1>:q    r3.0<0;1,0>:q     r6.0<2;1,0>:ud   {I@1}
        send.ugm (16|M0)         r16      r20  null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2352:w              
(W)     send.ugm (1|M0)          null     r68  r16:4  0x8A400000:a0.2        0x4200F504           {$7} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xEB80]
        and (16|M0)              r18.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$7.src}
        mov (16|M0)              r4.0<2>:ud    r18.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r16.0<1>:q    r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@1}
        send.ugm (16|M0)         r12      r16  null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2464:w              
(W)     send.ugm (1|M0)          null     r68  r12:4  0x8AC00000:a0.2        0x4200F504           {$8} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xEA80]
        and (16|M0)              r14.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$8.src}
        mov (16|M0)              r126.0<2>:ud  r14.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r12.0<1>:q    r3.0<0;1,0>:q     r126.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r8       r12  null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2576:w              
(W)     send.ugm (1|M0)          null     r68  r8:4  0x8B400000:a0.2        0x4200F504           {$9} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE980]
        and (16|M0)              r10.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$9.src}
        mov (16|M0)              r124.0<2>:ud  r10.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r8.0<1>:q     r3.0<0;1,0>:q     r124.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r4       r8  null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2688:w              
(W)     send.ugm (1|M0)          null     r68  r4:4  0x8BC00000:a0.2        0x4200F504           {$10} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE880]
        and (16|M0)              r6.0<1>:d     acc2.0<1;1,0>:d   4080:w               {$10.src}
        mov (16|M0)              r122.0<2>:ud  r6.0<1;1,0>:ud                   {I@1}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r122.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r122     r4  null:0  0x0            0x04403580           {I@1,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2800:w              
        and (16|M0)              r126.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r120.0<2>:ud  r126.0<1;1,0>:ud                 {I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2912:w              
(W)     send.ugm (1|M0)          null     r68  r122:4  0x8C400000:a0.2        0x4200F504           {$11} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE780]
        add (16|M0)              r124.0<1>:q   r3.0<0;1,0>:q     r120.0<2;1,0>:ud {@2,$11.src}
        send.ugm (16|M0)         r118     r124  null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r122.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3024:w              
(W)     send.ugm (1|M0)          null     r68  r118:4  0x8CC00000:a0.2        0x4200F504           {$12} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE680]
        mov (16|M0)              r118.0<2>:ud  r122.0<1;1,0>:ud                 {@2,$12.src}
        add (16|M0)              r120.0<1>:q   r3.0<0;1,0>:q     r118.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r114     r120  null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r118.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3136:w              
(W)     send.ugm (1|M0)          null     r68  r114:4  0x8D400000:a0.2        0x4200F504           {$13} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE580]
        mov (16|M0)              r116.0<2>:ud  r118.0<1;1,0>:ud                 {@2,$13.src}
        add (16|M0)              r114.0<1>:q   r3.0<0;1,0>:q     r116.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r110     r114  null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r110:4  0x8DC00000:a0.2        0x4200F504           {$14} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE480]
        and (16|M0)              r112.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$14.src}
        mov (16|M0)              r114.0<2>:ud  r112.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r110.0<1>:q   r3.0<0;1,0>:q     r114.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r106     r110  null:0  0x0            0x04403580           {I@1,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3248:w              
(W)     send.ugm (1|M0)          null     r68  r106:4  0x8E400000:a0.2        0x4200F504           {$15} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE380]
        and (16|M0)              r108.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$15.src}
        mov (16|M0)              r112.0<2>:ud  r108.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r106.0<1>:q   r3.0<0;1,0>:q     r112.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r102     r106  null:0  0x0            0x04403580           {I@1,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3360:w              
(W)     send.ugm (1|M0)          null     r68  r102:4  0x8EC00000:a0.2        0x4200F504           {$0} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE280]
        and (16|M0)              r104.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$0.src}
        mov (16|M0)              r110.0<2>:ud  r104.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r102.0<1>:q   r3.0<0;1,0>:q     r110.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r98      r102  null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3472:w              
(W)     send.ugm (1|M0)          null     r68  r98:4  0x8F400000:a0.2        0x4200F504           {$1} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE180]
        and (16|M0)              r100.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$1.src}
        mov (16|M0)              r108.0<2>:ud  r100.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r98.0<1>:q    r3.0<0;1,0>:q     r108.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r94      r98  null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3584:w              
(W)     send.ugm (1|M0)          null     r68  r94:4  0x8FC00000:a0.2        0x4200F504           {$2} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xE080]
        and (16|M0)              r96.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$2.src}
        mov (16|M0)              r106.0<2>:ud  r96.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r94.0<1>:q    r3.0<0;1,0>:q     r106.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r90      r94  null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3696:w              
(W)     send.ugm (1|M0)          null     r68  r90:4  0x90400000:a0.2        0x4200F504           {$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xDF80]
        and (16|M0)              r92.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$3.src}
        mov (16|M0)              r104.0<2>:ud  r92.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r90.0<1>:q    r3.0<0;1,0>:q     r104.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r86      r90  null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3808:w              
(W)     send.ugm (1|M0)          null     r68  r86:4  0x90C00000:a0.2        0x4200F504           {$4} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xDE80]
        and (16|M0)              r88.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$4.src}
        mov (16|M0)              r102.0<2>:ud  r88.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r86.0<1>:q    r3.0<0;1,0>:q     r102.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r82      r86  null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3920:w              
(W)     send.ugm (1|M0)          null     r68  r82:4  0x91400000:a0.2        0x4200F504           {$5} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xDD80]
        and (16|M0)              r84.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$5.src}
        mov (16|M0)              r100.0<2>:ud  r84.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r82.0<1>:q    r3.0<0;1,0>:q     r100.0<2;1,0>:ud {I@1}
        send.ugm (16|M0)         r78      r82  null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    4032:w              
(W)     send.ugm (1|M0)          null     r68  r78:4  0x91C00000:a0.2        0x4200F504           {$6} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xDC80]
        and (16|M0)              r80.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$6.src}
        mov (16|M0)              r98.0<2>:ud   r80.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r78.0<1>:q    r3.0<0;1,0>:q     r98.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r74      r78  null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    48:w              
(W)     send.ugm (1|M0)          null     r68  r74:4  0x92400000:a0.2        0x4200F504           {$7} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xDB80]
        and (16|M0)              r76.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$7.src}
        mov (16|M0)              r96.0<2>:ud   r76.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r74.0<1>:q    r3.0<0;1,0>:q     r96.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r70      r74  null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    160:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r70:4  0x92C00000:a0.2        0x4200F504           {$8} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xDA80]
        and (16|M0)              r72.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$8.src}
        mov (16|M0)              r94.0<2>:ud   r72.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r70.0<1>:q    r3.0<0;1,0>:q     r94.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r63      r70  null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    272:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r63:4  0x93400000:a0.2        0x4200F504           {$9} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD980]
        and (16|M0)              r66.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$9.src}
        mov (16|M0)              r92.0<2>:ud   r66.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r64.0<1>:q    r3.0<0;1,0>:q     r92.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r59      r64  null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    384:w              
(W)     send.ugm (1|M0)          null     r68  r59:4  0x93C00000:a0.2        0x4200F504           {$10} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD880]
        and (16|M0)              r62.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$10.src}
        mov (16|M0)              r90.0<2>:ud   r62.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r60.0<1>:q    r3.0<0;1,0>:q     r90.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r52      r60  null:0  0x0            0x04403580           {I@1,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    496:w               {Compacted}
        and (16|M0)              r56.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r88.0<2>:ud   r56.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    608:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r52:4  0x94400000:a0.2        0x4200F504           {$11} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD780]
        add (16|M0)              r54.0<1>:q    r3.0<0;1,0>:q     r88.0<2;1,0>:ud  {@2,$11.src}
        send.ugm (16|M0)         r48      r54  null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r52.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r86.0<2>:ud   r52.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    720:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r48:4  0x94C00000:a0.2        0x4200F504           {$12} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD680]
        add (16|M0)              r50.0<1>:q    r3.0<0;1,0>:q     r86.0<2;1,0>:ud  {@2,$12.src}
        send.ugm (16|M0)         r44      r50  null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r48.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r84.0<2>:ud   r48.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    832:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r44:4  0x95400000:a0.2        0x4200F504           {$13} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD580]
        add (16|M0)              r46.0<1>:q    r3.0<0;1,0>:q     r84.0<2;1,0>:ud  {@2,$13.src}
        send.ugm (16|M0)         r40      r46  null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r44.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r82.0<2>:ud   r44.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    944:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r40:4  0x95C00000:a0.2        0x4200F504           {$14} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD480]
        add (16|M0)              r42.0<1>:q    r3.0<0;1,0>:q     r82.0<2;1,0>:ud  {@2,$14.src}
        send.ugm (16|M0)         r36      r42  null:0  0x0            0x04403580           {I@1,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r40.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r80.0<2>:ud   r40.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1056:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r36:4  0x96400000:a0.2        0x4200F504           {$15} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD380]
        add (16|M0)              r38.0<1>:q    r3.0<0;1,0>:q     r80.0<2;1,0>:ud  {@2,$15.src}
        send.ugm (16|M0)         r32      r38  null:0  0x0            0x04403580           {I@1,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r36.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r78.0<2>:ud   r36.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1168:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r32:4  0x96C00000:a0.2        0x4200F504           {$0} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD280]
        add (16|M0)              r34.0<1>:q    r3.0<0;1,0>:q     r78.0<2;1,0>:ud  {@2,$0.src}
        send.ugm (16|M0)         r28      r34  null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r32.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r76.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1280:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r28:4  0x97400000:a0.2        0x4200F504           {$1} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD180]
        add (16|M0)              r30.0<1>:q    r3.0<0;1,0>:q     r76.0<2;1,0>:ud  {@2,$1.src}
        send.ugm (16|M0)         r24      r30  null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r28.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r74.0<2>:ud   r28.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1392:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r24:4  0x97C00000:a0.2        0x4200F504           {$2} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xD080]
        add (16|M0)              r26.0<1>:q    r3.0<0;1,0>:q     r74.0<2;1,0>:ud  {@2,$2.src}
        send.ugm (16|M0)         r20      r26  null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r24.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r72.0<2>:ud   r24.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1504:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r20:4  0x98400000:a0.2        0x4200F504           {$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xCF80]
        add (16|M0)              r22.0<1>:q    r3.0<0;1,0>:q     r72.0<2;1,0>:ud  {@2,$3.src}
        send.ugm (16|M0)         r16      r22  null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r20.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r70.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1616:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r16:4  0x98C00000:a0.2        0x4200F504           {$4} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xCE80]
        add (16|M0)              r18.0<1>:q    r3.0<0;1,0>:q     r70.0<2;1,0>:ud  {@2,$4.src}
        send.ugm (16|M0)         r12      r18  null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r16.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r66.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1728:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r12:4  0x99400000:a0.2        0x4200F504           {$5} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xCD80]
        add (16|M0)              r14.0<1>:q    r3.0<0;1,0>:q     r66.0<2;1,0>:ud  {@2,$5.src}
        send.ugm (16|M0)         r8       r14  null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r12.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r64.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1840:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r8:4  0x99C00000:a0.2        0x4200F504           {$6} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xCC80]
        add (16|M0)              r10.0<1>:q    r3.0<0;1,0>:q     r64.0<2;1,0>:ud  {@2,$6.src}
        send.ugm (16|M0)         r4       r10  null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r8.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r62.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1952:w               {Compacted}
(W)     send.ugm (1|M0)          null     r68  r4:4  0x9A400000:a0.2        0x4200F504           {$7} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xCB80]
        add (16|M0)              r6.0<1>:q     r3.0<0;1,0>:q     r62.0<2;1,0>:ud  {@2,$7.src}
        send.ugm (16|M0)         r122     r6  null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2064:w              
        mov (16|M0)              r60.0<2>:ud   r4.0<1;1,0>:ud                   {I@2}
        add (16|M0)              r126.0<1>:q   r3.0<0;1,0>:q     r60.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r118     r126  null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r122:4  0x9AC00000:a0.2        0x4200F504           {$8} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xCA80]
        and (16|M0)              r124.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$8.src}
        mov (16|M0)              r56.0<2>:ud   r124.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r122.0<1>:q   r3.0<0;1,0>:q     r56.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r114     r122  null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2176:w              
(W)     send.ugm (1|M0)          null     r68  r118:4  0x9B400000:a0.2        0x4200F504           {$9} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC980]
        and (16|M0)              r120.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$9.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2288:w              
        mov (16|M0)              r54.0<2>:ud   r120.0<1;1,0>:ud                 {I@2}
        add (16|M0)              r118.0<1>:q   r3.0<0;1,0>:q     r54.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r110     r118  null:0  0x0            0x04403580           {I@1,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r114:4  0x9BC00000:a0.2        0x4200F504           {$10} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC880]
        and (16|M0)              r116.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$10.src}
        mov (16|M0)              r52.0<2>:ud   r116.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r114.0<1>:q   r3.0<0;1,0>:q     r52.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r106     r114  null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2400:w              
(W)     send.ugm (1|M0)          null     r68  r110:4  0x9C400000:a0.2        0x4200F504           {$11} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC780]
        and (16|M0)              r112.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$11.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2512:w              
        mov (16|M0)              r50.0<2>:ud   r112.0<1;1,0>:ud                 {I@2}
        add (16|M0)              r110.0<1>:q   r3.0<0;1,0>:q     r50.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r102     r110  null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r106:4  0x9CC00000:a0.2        0x4200F504           {$12} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC680]
        and (16|M0)              r108.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$12.src}
        mov (16|M0)              r48.0<2>:ud   r108.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r106.0<1>:q   r3.0<0;1,0>:q     r48.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r98      r106  null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2624:w              
(W)     send.ugm (1|M0)          null     r68  r102:4  0x9D400000:a0.2        0x4200F504           {$13} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC580]
        and (16|M0)              r104.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$13.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2736:w              
        mov (16|M0)              r46.0<2>:ud   r104.0<1;1,0>:ud                 {I@2}
        add (16|M0)              r102.0<1>:q   r3.0<0;1,0>:q     r46.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r94      r102  null:0  0x0            0x04403580           {I@1,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r98:4  0x9DC00000:a0.2        0x4200F504           {$14} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC480]
        and (16|M0)              r100.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$14.src}
        mov (16|M0)              r44.0<2>:ud   r100.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r98.0<1>:q    r3.0<0;1,0>:q     r44.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r90      r98  null:0  0x0            0x04403580           {I@1,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2848:w              
(W)     send.ugm (1|M0)          null     r68  r94:4  0x9E400000:a0.2        0x4200F504           {$15} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC380]
        and (16|M0)              r96.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$15.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2960:w              
        mov (16|M0)              r42.0<2>:ud   r96.0<1;1,0>:ud                  {I@2}
        add (16|M0)              r94.0<1>:q    r3.0<0;1,0>:q     r42.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r86      r94  null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r90:4  0x9EC00000:a0.2        0x4200F504           {$0} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC280]
        and (16|M0)              r92.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$0.src}
        mov (16|M0)              r40.0<2>:ud   r92.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r90.0<1>:q    r3.0<0;1,0>:q     r40.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r82      r90  null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3072:w              
(W)     send.ugm (1|M0)          null     r68  r86:4  0x9F400000:a0.2        0x4200F504           {$1} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC180]
        and (16|M0)              r88.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$1.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3184:w              
        mov (16|M0)              r38.0<2>:ud   r88.0<1;1,0>:ud                  {I@2}
        add (16|M0)              r86.0<1>:q    r3.0<0;1,0>:q     r38.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r78      r86  null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r82:4  0x9FC00000:a0.2        0x4200F504           {$2} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xC080]
        and (16|M0)              r84.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$2.src}
        mov (16|M0)              r36.0<2>:ud   r84.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r82.0<1>:q    r3.0<0;1,0>:q     r36.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r74      r82  null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3296:w              
(W)     send.ugm (1|M0)          null     r68  r78:4  0xA0400000:a0.2        0x4200F504           {$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xBF80]
        and (16|M0)              r80.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$3.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3408:w              
        mov (16|M0)              r34.0<2>:ud   r80.0<1;1,0>:ud                  {I@2}
        add (16|M0)              r78.0<1>:q    r3.0<0;1,0>:q     r34.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r70      r78  null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r74:4  0xA0C00000:a0.2        0x4200F504           {$4} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xBE80]
        and (16|M0)              r76.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$4.src}
        mov (16|M0)              r32.0<2>:ud   r76.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r74.0<1>:q    r3.0<0;1,0>:q     r32.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r64      r74  null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3520:w              
(W)     send.ugm (1|M0)          null     r68  r70:4  0xA1400000:a0.2        0x4200F504           {$5} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xBD80]
        and (16|M0)              r72.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$5.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3632:w              
        mov (16|M0)              r30.0<2>:ud   r72.0<1;1,0>:ud                  {I@2}
        add (16|M0)              r70.0<1>:q    r3.0<0;1,0>:q     r30.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r122     r70  null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.ugm (1|M0)          null     r68  r64:4  0xB3400000:a0.2        0x4200F504           {$6} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0x9980]
        and (16|M0)              r66.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$6.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3744:w              
        and (16|M0)              r62.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3856:w              
        and (16|M0)              r56.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    3968:w              
        and (16|M0)              r52.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    4080:w              
        and (16|M0)              r48.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    96:w               {Compacted}
        and (16|M0)              r44.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    208:w               {Compacted}
        and (16|M0)              r40.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    320:w               {Compacted}
        mov (16|M0)              r28.0<2>:ud   r66.0<1;1,0>:ud                  {Compacted}
        and (16|M0)              r36.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    432:w               {Compacted}
        mov (16|M0)              r24.0<2>:ud   r56.0<1;1,0>:ud                  {Compacted}
        and (16|M0)              r32.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    544:w               {Compacted}
        mov (16|M0)              r20.0<2>:ud   r48.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r64.0<1>:q    r3.0<0;1,0>:q     r28.0<2;1,0>:ud  {I@7}
        and (16|M0)              r28.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    656:w               {Compacted}
        mov (16|M0)              r16.0<2>:ud   r40.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r54.0<1>:q    r3.0<0;1,0>:q     r24.0<2;1,0>:ud  {I@7}
        and (16|M0)              r24.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    768:w               {Compacted}
        mov (16|M0)              r12.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted,I@7}
        add (16|M0)              r46.0<1>:q    r3.0<0;1,0>:q     r20.0<2;1,0>:ud  {I@7}
        and (16|M0)              r20.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    880:w               {Compacted}
        add (16|M0)              r38.0<1>:q    r3.0<0;1,0>:q     r16.0<2;1,0>:ud  {I@7}
        and (16|M0)              r16.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    992:w               {Compacted}
        add (16|M0)              r30.0<1>:q    r3.0<0;1,0>:q     r12.0<2;1,0>:ud  {I@7}
        and (16|M0)              r12.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r26.0<2>:ud   r62.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r14.0<2>:ud   r36.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r10.0<2>:ud   r28.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r4.0<2>:ud    r16.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M0)              r126.0<2>:ud  r12.0<1;1,0>:ud                  {Compacted,I@5}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1104:w               {Compacted}
        add (16|M0)              r60.0<1>:q    r3.0<0;1,0>:q     r26.0<2;1,0>:ud  {I@6}
        add (16|M0)              r34.0<1>:q    r3.0<0;1,0>:q     r14.0<2;1,0>:ud  {I@6}
        add (16|M0)              r26.0<1>:q    r3.0<0;1,0>:q     r10.0<2;1,0>:ud  {I@6}
        add (16|M0)              r14.0<1>:q    r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@6}
        and (16|M0)              r11.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r126.0<2;1,0>:ud {I@7}
        send.ugm (16|M0)         r110     r54  null:0  0x0            0x04403580           {$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r22.0<2>:ud   r52.0<1;1,0>:ud                 
        send.ugm (16|M0)         r52      r4  null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r11.0<1;1,0>:ud                  {Compacted,$9.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1216:w               {Compacted}
        add (16|M0)              r50.0<1>:q    r3.0<0;1,0>:q     r22.0<2;1,0>:ud 
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@3}
        and (16|M0)              r10.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r106     r50  null:0  0x0            0x04403580           {I@3,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r48      r4  null:0  0x0            0x04403580           {I@2,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r8.0<2>:ud    r24.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r4.0<2>:ud    r10.0<1;1,0>:ud                  {Compacted,@2,$11.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1328:w              
        add (16|M0)              r22.0<1>:q    r3.0<0;1,0>:q     r8.0<2;1,0>:ud   {I@3}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@3}
        and (16|M0)              r9.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r102     r46  null:0  0x0            0x04403580           {$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r18.0<2>:ud   r44.0<1;1,0>:ud                  {Compacted}
        send.ugm (16|M0)         r44      r4  null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r9.0<1;1,0>:ud                   {Compacted,$13.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1440:w              
        add (16|M0)              r42.0<1>:q    r3.0<0;1,0>:q     r18.0<2;1,0>:ud 
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@3}
        and (16|M0)              r8.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r98      r42  null:0  0x0            0x04403580           {I@3,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r40      r4  null:0  0x0            0x04403580           {I@2,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r6.0<2>:ud    r20.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r4.0<2>:ud    r8.0<1;1,0>:ud                   {Compacted,@2,$15.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1552:w              
        add (16|M0)              r18.0<1>:q    r3.0<0;1,0>:q     r6.0<2;1,0>:ud   {I@3}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@3}
        and (16|M0)              r7.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r94      r38  null:0  0x0            0x04403580           {$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r36      r4  null:0  0x0            0x04403580           {I@2,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r7.0<1;1,0>:ud                   {Compacted,@1,$1.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1664:w               {Compacted}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r6.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r90      r34  null:0  0x0            0x04403580           {$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r32      r4  null:0  0x0            0x04403580           {I@2,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r6.0<1;1,0>:ud                   {Compacted,@1,$3.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1776:w               {Compacted}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r127.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r86      r30  null:0  0x0            0x04403580           {$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r28      r4  null:0  0x0            0x04403580           {I@2,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r127.0<1;1,0>:ud                 {Compacted,@1,$5.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    1888:w               {Compacted}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r126.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r82      r26  null:0  0x0            0x04403580           {$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r24      r4  null:0  0x0            0x04403580           {I@2,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r126.0<1;1,0>:ud                 {Compacted,@1,$7.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2000:w               {Compacted}
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r67.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r78      r22  null:0  0x0            0x04403580           {$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r20      r4  null:0  0x0            0x04403580           {I@2,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r67.0<1;1,0>:ud                  {@1,$9.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2112:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r66.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r74      r18  null:0  0x0            0x04403580           {$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r16      r4  null:0  0x0            0x04403580           {I@2,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r66.0<1;1,0>:ud                  {@1,$11.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2224:w              
        send.ugm (16|M0)         r118     r64  null:0  0x0            0x04403580           {$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r65.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$13.src}
        send.ugm (16|M0)         r70      r14  null:0  0x0            0x04403580           {$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r12      r4  null:0  0x0            0x04403580           {I@2,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r65.0<1;1,0>:ud                  {@1,$14.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2336:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r64.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r8       r4  null:0  0x0            0x04403580           {I@2,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r64.0<1;1,0>:ud                  {@1,$0.src}
        add (16|M0)              acc2.0<1>:d   r58.0<1;1,0>:d    2448:w              
        add (16|M0)              r56.0<1>:q    r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r63.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r4       r56  null:0  0x0            0x04403580           {I@2,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r56.0<2>:ud   r63.0<1;1,0>:ud                  {@1,$15.src}
        send.ugm (16|M0)         r114     r60  null:0  0x0            0x04403580           {$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r60.0<1>:q    r3.0<0;1,0>:q     r56.0<2;1,0>:ud  {@1,$1.src}
        send.ugm (16|M0)         r56      r60  null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        sync.nop                             null                             {$2.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80000000:a0.2        0x4220E500           {$3} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0x10000]
        shl (16|M0)              r126.0<1>:d   r60.0<2;1,0>:d    2:w               {Compacted,$3.dst}
        and (16|M0)              r126.0<1>:d   r126.0<1;1,0>:d   60:w               {Compacted,I@1}
        mov (16|M0)              r60.0<2>:ud   r126.0<1;1,0>:ud                 {I@1}
        add (16|M0)              r60.0<1>:q    r3.1<0;1,0>:q     r60.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r62      r60  null:0  0x0            0x04100580           {I@1,$4} // wr:2+0, rd:1; load.ugm.d32.a64
        and (16|M0)   (eq)f0.0   r66.0<1>:d    r62.0<1;1,0>:d    7:w               {$4.dst}
(W)     send.ugm (1|M0)          null     r68  r66:1  0xA1C00000:a0.2        0x4200D504           {I@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBC80]
(W)     mov (1|M0)               a0.2<1>:ud    r1.8<0;1,0>:ud                   {$5.src}
(f0.0)  goto (16|M0)                         L33440                  L33440                
L8592:
(W)     mov (1|M0)               r1.0<1>:d     0:w                               {Compacted}
L8600:
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud             
(W)     add (1|M0)               r1.0<1>:d     r1.0<0;1,0>:d     1:w               {Compacted,I@3}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x92C00000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDA80]
(W)     send.ugm (1|M0)          r61      r68  null:0  0x80400000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFF80]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x80C00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFE80]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x92400000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDB80]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x93400000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD980]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x81C00000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFC80]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x94C00000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD680]
        sync.allwr                           ($6,$8)                
        mad (16|M0)              r67.0<1>:f    r60.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$5.dst}
(W)     send.ugm (1|M0)          null     r68  r67:1  0xB2C00000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9A80]
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x93C00000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD880]
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r65.0<1>:f    r102.0<1;0>:f     r64.0<1;0>:f      r60.0<1>:f       {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (16|M0)              r126.0<1>:f   r98.0<1;0>:f      r60.0<1;0>:f      r127.0<1>:f      {Compacted,$14.dst}
(W)     send.ugm (1|M0)          null     r68  r65:1  0xA1E00000:a0.2        0x4200D504           {F@2,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBC40]
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x94400000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD780]
        mov (16|M0)              r60.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x81400000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFD80]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x82400000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFB80]
(W)     send.ugm (1|M0)          null     r68  r60:1  0x92C00000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDA80]
        sync.nop                             null                             {Compacted,$9.dst}
        mad (16|M0)              r62.0<1>:f    r94.0<1;0>:f      r127.0<1;0>:f     r67.0<1>:f       {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mad (16|M0)              r60.0<1>:f    r127.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {Compacted,$14.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x95400000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD580]
        mad (16|M0)              r61.0<1>:f    r67.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$11.dst}
        mov (16|M0)              r127.0<1>:f   r62.0<1;1,0>:f                   {Compacted}
        sync.allwr                           ($12,$13)                
        mad (16|M0)              r62.0<1>:f    r86.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA2000000:a0.2        0x4200E504           {F@3,$15} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xBC00]
        mad (16|M0)              r126.0<1>:f   r90.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$15.src}
        mad (16|M0)              r60.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r65.0<1>:f    r62.0<1;1,0>:f                   {F@3}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x82C00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFA80]
        mov (16|M0)              r67.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          null     r68  r127:1  0x93400000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD980]
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x83400000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF980]
(W)     send.ugm (1|M0)          null     r68  r67:1  0x93C00000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD880]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x83C00000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF880]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x96400000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD380]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x94400000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD780]
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x84400000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF780]
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r126.0<1>:f   r82.0<1;0>:f      r63.0<1;0>:f      r3.0<1>:f        {Compacted}
        mad (16|M0)              r61.0<1>:f    r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r63.0<1>:f    r126.0<1;1,0>:f                  {F@2}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x95C00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD480]
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA2400000:a0.2        0x4200E504           {$6} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xBB80]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x96C00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD280]
(W)     send.ugm (1|M0)          null     r68  r63:1  0x94C00000:a0.2        0x4200D504           {$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD680]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x84C00000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF680]
        sync.nop                             null                             {Compacted,$6.src}
        mad (16|M0)              r60.0<1>:f    r3.0<1;0>:f       r62.0<1;0>:f      r127.0<1>:f      {Compacted,$4.dst}
        mad (16|M0)              r62.0<1>:f    r78.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted,$8.dst}
        mad (16|M0)              r61.0<1>:f    r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$15.dst}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x97C00000:a0.2        0x4210D500           {F@1,$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD080]
        mov (16|M0)              r3.0<1>:f     r62.0<1;1,0>:f                  
(W)     send.ugm (1|M0)          r62      r68  null:0  0x97400000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD180]
(W)     send.ugm (1|M0)          null     r68  r3:1  0x95400000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD580]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x85400000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF580]
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA2800000:a0.2        0x4200E504           {$9} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xBB00]
        sync.nop                             null                             {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M0)              r60.0<1>:f    r74.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$10.dst}
        mov (16|M0)              r126.0<1>:f   r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r126:1  0x95C00000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD480]
        sync.allwr                           ($6,$7)                
        mad (16|M0)              r61.0<1>:f    r64.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$2.dst}
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted}
        mad (16|M0)              r126.0<1>:f   r70.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$9.src}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA2C00000:a0.2        0x4200E504           {F@2,$12} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xBA80]
        mov (16|M0)              r66.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x98400000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCF80]
(W)     send.ugm (1|M0)          r65      r68  null:0  0x98C00000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCE80]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x96400000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD380]
        sync.nop                             null                             {$14.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x86400000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF380]
        sync.nop                             null                             {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r60.0<1>:f    r52.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (16|M0)              r126.0<1>:f   r48.0<1;0>:f      r62.0<1;0>:f      r127.0<1>:f      {Compacted}
        mov (16|M0)              r64.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@2}
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
        mov (16|M0)              r62.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@3}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x85C00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF480]
(W)     send.ugm (1|M0)          null     r68  r64:1  0x96C00000:a0.2        0x4200D504           {$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD280]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x86C00000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF280]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x99400000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCD80]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x97400000:a0.2        0x4200D504           {$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD180]
(W)     send.ugm (1|M0)          r62      r68  null:0  0x87400000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF180]
        mad (16|M0)              r61.0<1>:f    r127.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {$1.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x99C00000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCC80]
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA3000000:a0.2        0x4200E504           {$5} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xBA00]
        sync.nop                             null                             {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mad (16|M0)              r60.0<1>:f    r44.0<1;0>:f      r127.0<1;0>:f     r67.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r127.0<1>:f   r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r127:1  0x97C00000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD080]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x87C00000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF080]
        sync.allwr                           ($0,$14)                
        mad (16|M0)              r61.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mad (16|M0)              r60.0<1>:f    r67.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted}
        mad (16|M0)              r126.0<1>:f   r40.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA3400000:a0.2        0x4200E504           {F@2,$2} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB980]
        mov (16|M0)              r67.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$2.src}
        mad (16|M0)              r60.0<1>:f    r36.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$1.dst}
        mov (16|M0)              r65.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r60.0<1>:f    r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x9AC00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCA80]
(W)     send.ugm (1|M0)          null     r68  r67:1  0x98400000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCF80]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x98C00000:a0.2        0x4200D504           {F@2,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCE80]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x88400000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEF80]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x88C00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEE80]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x9B400000:a0.2        0x4210D500           {F@1,$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC980]
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r126.0<1>:f   r32.0<1;0>:f      r63.0<1;0>:f      r3.0<1>:f        {Compacted}
        mov (16|M0)              r63.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x9A400000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCB80]
(W)     send.ugm (1|M0)          null     r68  r63:1  0x99400000:a0.2        0x4200D504           {$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCD80]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x89400000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xED80]
        mad (16|M0)              r61.0<1>:f    r3.0<1;0>:f       r62.0<1;0>:f      r127.0<1>:f      {Compacted,$5.dst}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x9BC00000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC880]
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA3800000:a0.2        0x4200E504           {$9} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB900]
        sync.allwr                           ($6,$7)                
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M0)              r61.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$2.dst}
        mad (16|M0)              r60.0<1>:f    r28.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r60.0<1>:f    r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted}
        mad (16|M0)              r127.0<1>:f   r24.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x99C00000:a0.2        0x4200D504           {F@3,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCC80]
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA3C00000:a0.2        0x4200E504           {F@2,$12} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB880]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x89C00000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEC80]
        mov (16|M0)              r126.0<1>:f   r127.0<1;1,0>:f                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r60.0<1>:f    r20.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {$10.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0x9A400000:a0.2        0x4200D504           {F@2,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCB80]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x9C400000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC780]
        mov (16|M0)              r66.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
        sync.nop                             null                             {Compacted,$0.src}
        mad (16|M0)              r126.0<1>:f   r16.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {$13.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x9CC00000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC680]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x9AC00000:a0.2        0x4200D504           {F@2,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCA80]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x8AC00000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEA80]
        mad (16|M0)              r60.0<1>:f    r64.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$11.dst}
        mov (16|M0)              r64.0<1>:f    r126.0<1;1,0>:f                  {F@2}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x8A400000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEB80]
(W)     send.ugm (1|M0)          r65      r68  null:0  0x9D400000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC580]
(W)     send.ugm (1|M0)          null     r68  r64:1  0x9B400000:a0.2        0x4200D504           {$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC980]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8B400000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE980]
        mad (16|M0)              r61.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA4000000:a0.2        0x4200E504           {F@1,$15} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB800]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x8BC00000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE880]
        sync.nop                             null                             {Compacted,$15.src}
        mad (16|M0)              r60.0<1>:f    r12.0<1;0>:f      r62.0<1;0>:f      r127.0<1>:f      {Compacted,$12.dst}
        mov (16|M0)              r62.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x9BC00000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC880]
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x9DC00000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC480]
        mad (16|M0)              r60.0<1>:f    r127.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$14.dst}
        mad (16|M0)              r61.0<1>:f    r67.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA4400000:a0.2        0x4200E504           {F@1,$7} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB780]
        mad (16|M0)              r3.0<1>:f     r8.0<1;0>:f       r127.0<1;0>:f     r67.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$7.src}
        mad (16|M0)              r60.0<1>:f    r4.0<1;0>:f       r67.0<1;0>:f      r65.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9E400000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC380]
        mov (16|M0)              r67.0<1>:f    r60.0<1;1,0>:f                   {Compacted}
        mad (16|M0)              r60.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB2C00000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9A80]
(W)     send.ugm (1|M0)          null     r68  r67:1  0x9CC00000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC680]
(W)     send.ugm (1|M0)          null     r68  r127:1  0x9C400000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC780]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x91400000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDD80]
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r61.0<1>:f    r62.0<1;0>:f      r64.0<1;0>:f      r63.0<1>:f       {$5.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA4800000:a0.2        0x4200E504           {F@1,$6} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB700]
        mad (16|M0)              r126.0<1>:f   r56.0<1;0>:f      r65.0<1;0>:f      r62.0<1>:f       {Compacted}
        mov (16|M0)              r65.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r65:1  0x9D400000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC580]
        sync.nop                             null                             {$2.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x9EC00000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC280]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8CC00000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE680]
        sync.nop                             null                             {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {$8.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x8C400000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE780]
        mov (16|M0)              r62.0<1>:f    r60.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x9DC00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC480]
        mad (16|M0)              r60.0<1>:f    r3.0<1;0>:f       r63.0<1;0>:f      r66.0<1>:f       {Compacted,$6.dst}
        sync.nop                             null                             {$2.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA2000000:a0.2        0x4220E500           {F@1,$9} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xBC00]
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r61.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA4C00000:a0.2        0x4200E504           {F@1,$12} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB680]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x8D400000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE580]
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r3.0<1;0>:f       r65.0<1>:f       {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9E400000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC380]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9F400000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC180]
        mad (16|M0)              r60.0<1>:f    r63.0<1;0>:f      r65.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
        mov (16|M0)              r65.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA2400000:a0.2        0x4220E500           {$14} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xBB80]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x9EC00000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC280]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x9FC00000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC080]
        mad (16|M0)              r60.0<1>:f    r3.0<1;0>:f       r64.0<1;0>:f      r66.0<1>:f       {Compacted,$2.dst}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8DC00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE480]
        sync.nop                             null                             {Compacted,$3.dst}
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r3.0<1;0>:f       r65.0<1>:f       {Compacted,$14.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9F400000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC180]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA0400000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBF80]
        mad (16|M0)              r61.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA5000000:a0.2        0x4200E504           {F@1,$0} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB600]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x8E400000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE380]
        sync.nop                             null                             {Compacted,$0.src}
        mad (16|M0)              r60.0<1>:f    r63.0<1;0>:f      r65.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r65.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA2800000:a0.2        0x4220E500           {$8} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xBB00]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x9FC00000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC080]
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0xA0C00000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBE80]
        mad (16|M0)              r60.0<1>:f    r3.0<1;0>:f       r64.0<1;0>:f      r66.0<1>:f       {Compacted,$5.dst}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8EC00000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE280]
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r3.0<1;0>:f       r65.0<1>:f       {Compacted,$8.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r3:1  0xA0400000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBF80]
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA1400000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBD80]
        mad (16|M0)              r61.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xA5400000:a0.2        0x4200E504           {F@1,$10} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB580]
(W)     send.ugm (1|M0)          r62      r68  null:0  0xB3400000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9980]
        sync.nop                             null                             {Compacted,$10.src}
        mad (16|M0)              r60.0<1>:f    r63.0<1;0>:f      r65.0<1;0>:f      r3.0<1>:f        {Compacted,$7.dst}
        mov (16|M0)              r65.0<1>:f    r60.0<1;1,0>:f                   {F@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA2C00000:a0.2        0x4220E500           {F@1,$11} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xBA80]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x8F400000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE180]
(W)     send.ugm (1|M0)          null     r68  r65:1  0xA0C00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBE80]
        sync.nop                             null                             {Compacted,$11.dst}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$10.dst}
        mad (16|M0)              r64.0<1>:f    r3.0<1;0>:f       r64.0<1;0>:f      r63.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r68  r3:1  0xA1400000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBD80]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x8FC00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE080]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x90400000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDF80]
        mad (16|M0)              r60.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r122.0<1>:f      {Compacted}
        mad (16|M0)              r65.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r126.0<1>:f      {Compacted,$6.dst}
        mad (16|M0)              r66.0<1>:f    r122.0<1;0>:f     r126.0<1;0>:f     r3.0<1>:f        {Compacted,$9.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x90C00000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDE80]
        mov (16|M0)              r62.0<1>:f    r60.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xB3400000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9980]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA3000000:a0.2        0x4240F500           {$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xBA00]
        mad (16|M0)              r67.0<1>:f    r118.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r64:4  0xA5800000:a0.2        0x4200F504           {F@1,$14} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xB500]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x91C00000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDC80]
        mad (16|M0)              r64.0<1>:f    r114.0<1;0>:f     r126.0<1;0>:f     r127.0<1>:f      {Compacted,$10.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x92400000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDB80]
        mad (16|M0)              r122.0<1>:f   r60.0<1;0>:f      r122.0<1;0>:f     r118.0<1>:f      {Compacted,$12.dst}
        mad (16|M0)              r118.0<1>:f   r61.0<1;0>:f      r118.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (16|M0)              r114.0<1>:f   r62.0<1;0>:f      r114.0<1;0>:f     r110.0<1>:f      {Compacted}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA1E00000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBC40]
        mad (16|M0)              r65.0<1>:f    r110.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$14.dst}
        mad (16|M0)              r110.0<1>:f   r63.0<1;0>:f      r110.0<1;0>:f     r106.0<1>:f     
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA3800000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB900]
        mad (16|M0)              r3.0<1>:f     r106.0<1;0>:f     r67.0<1;0>:f      r126.0<1>:f      {$3.dst}
(W)     send.ugm (1|M0)          null     r68  r64:2  0xA6000000:a0.2        0x4200E504           {$5} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xB400]
(W)     send.ugm (1|M0)          null     r68  r3:1  0xA6400000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB380]
(W)     send.ugm (1|M0)          r65      r68  null:0  0xB2C00000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9A80]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x94E00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD640]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x95600000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD540]
        mad (16|M0)              r106.0<1>:f   r60.0<1;0>:f      r106.0<1;0>:f     r102.0<1>:f      {Compacted,$4.dst}
        mad (16|M0)              r102.0<1>:f   r61.0<1;0>:f      r102.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (16|M0)              r98.0<1>:f    r62.0<1;0>:f      r98.0<1;0>:f      r94.0<1>:f       {Compacted}
        mad (16|M0)              r94.0<1>:f    r63.0<1;0>:f      r94.0<1;0>:f      r90.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA4000000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB800]
        mad (16|M0)              r90.0<1>:f    r60.0<1;0>:f      r90.0<1;0>:f      r86.0<1>:f       {Compacted,$15.dst}
        mad (16|M0)              r86.0<1>:f    r61.0<1;0>:f      r86.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (16|M0)              r82.0<1>:f    r62.0<1;0>:f      r82.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (16|M0)              r78.0<1>:f    r63.0<1;0>:f      r78.0<1;0>:f      r74.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA4800000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB700]
        mad (16|M0)              r74.0<1>:f    r60.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$7.dst}
        mad (16|M0)              r70.0<1>:f    r61.0<1;0>:f      r70.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (16|M0)              r52.0<1>:f    r62.0<1;0>:f      r52.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (16|M0)              r48.0<1>:f    r63.0<1;0>:f      r48.0<1;0>:f      r44.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA5000000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB600]
        mad (16|M0)              r44.0<1>:f    r60.0<1;0>:f      r44.0<1;0>:f      r40.0<1>:f       {Compacted,$10.dst}
        mad (16|M0)              r40.0<1>:f    r61.0<1;0>:f      r40.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (16|M0)              r36.0<1>:f    r62.0<1;0>:f      r36.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (16|M0)              r32.0<1>:f    r63.0<1;0>:f      r32.0<1;0>:f      r28.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA5800000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB500]
        mad (16|M0)              r28.0<1>:f    r60.0<1;0>:f      r28.0<1;0>:f      r24.0<1>:f       {Compacted,$11.dst}
        mad (16|M0)              r24.0<1>:f    r61.0<1;0>:f      r24.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (16|M0)              r20.0<1>:f    r62.0<1;0>:f      r20.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (16|M0)              r16.0<1>:f    r63.0<1;0>:f      r16.0<1;0>:f      r12.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA6000000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB400]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x92600000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDB40]
        mad (16|M0)              r12.0<1>:f    r60.0<1;0>:f      r12.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (16|M0)              r8.0<1>:f     r61.0<1;0>:f      r8.0<1;0>:f       r4.0<1>:f        {Compacted}
        mad (16|M0)              r4.0<1>:f     r62.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              r56.0<1>:f    r66.0<1;0>:f      r65.0<1;0>:f      r56.0<1>:f       {$1.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x92E00000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDA40]
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80600000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFF40]
(W)     send.ugm (1|M0)          r65      r68  null:0  0x80E00000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFE40]
(W)     send.ugm (1|M0)          r61      r68  null:0  0x81E00000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFC40]
(W)     send.ugm (1|M0)          r62      r68  null:0  0x93E00000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD840]
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r64.0<1>:f    r103.0<1;0>:f     r63.0<1;0>:f      r66.0<1>:f       {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x81600000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFD40]
(W)     send.ugm (1|M0)          null     r68  r64:1  0xA6600000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB340]
        sync.nop                             null                             {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mad (16|M0)              r64.0<1>:f    r66.0<1;0>:f      r60.0<1;0>:f      r65.0<1>:f       {$9.dst}
(W)     send.ugm (1|M0)          null     r68  r64:1  0xB2E00000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9A40]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x93600000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD940]
        sync.allwr                           ($3,$14)                
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA6A00000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB2C0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0x94600000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD740]
        mad (16|M0)              r3.0<1>:f     r99.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
        mad (16|M0)              r126.0<1>:f   r64.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted}
        mad (16|M0)              r65.0<1>:f    r95.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA6800000:a0.2        0x4200D504           {F@2,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB300]
        mov (16|M0)              r64.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x95E00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD440]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x92E00000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDA40]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x83600000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF940]
(W)     send.ugm (1|M0)          null     r68  r64:1  0x93600000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD940]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x83E00000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF840]
        mad (16|M0)              r3.0<1>:f     r91.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$1.dst}
        mov (16|M0)              r62.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x82600000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFB40]
        mad (16|M0)              r63.0<1>:f    r87.0<1;0>:f      r60.0<1;0>:f      r127.0<1>:f      {Compacted,$8.dst}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x93E00000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD840]
(W)     send.ugm (1|M0)          r62      r68  null:0  0x84600000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF740]
        sync.nop                             null                             {Compacted,$5.src}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$7.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA6C00000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB280]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x82E00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFA40]
        mov (16|M0)              r60.0<1>:f    r63.0<1;1,0>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r63.0<1>:f    r79.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x94600000:a0.2        0x4200D504           {F@2,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD740]
(W)     send.ugm (1|M0)          r61      r68  null:0  0x96E00000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD240]
        sync.nop                             null                             {Compacted,$11.src}
        mad (16|M0)              r60.0<1>:f    r127.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {Compacted,$10.dst}
        mad (16|M0)              r3.0<1>:f     r83.0<1;0>:f      r127.0<1;0>:f     r67.0<1>:f       {Compacted}
        mad (16|M0)              r126.0<1>:f   r67.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$15.dst}
        mov (16|M0)              r67.0<1>:f    r63.0<1;1,0>:f                   {Compacted,F@4}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x96600000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD340]
        mov (16|M0)              r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA6E00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB240]
        sync.nop                             null                             {Compacted,$6.src}
        mad (16|M0)              r60.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA7200000:a0.2        0x4200D504           {F@1,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB1C0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84E00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF640]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA7000000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB200]
(W)     send.ugm (1|M0)          null     r68  r127:1  0x94E00000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD640]
        sync.nop                             null                             {$9.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x85600000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF540]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x98600000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCF40]
(W)     send.ugm (1|M0)          null     r68  r67:1  0x95600000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD540]
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x85E00000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF440]
        mad (16|M0)              r3.0<1>:f     r75.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r65.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x97600000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD140]
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA7400000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB180]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x95E00000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD440]
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$11.dst}
        mad (16|M0)              r65.0<1>:f    r71.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$9.src}
        mov (16|M0)              r63.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x96600000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD340]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xA7600000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB140]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x99600000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCD40]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x98E00000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCE40]
        sync.nop                             null                             {Compacted,$14.src}
        mad (16|M0)              r126.0<1>:f   r53.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {F@1}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x97E00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD040]
        mad (16|M0)              r65.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r65:1  0xA7800000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB100]
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x86600000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF340]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x96E00000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD240]
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x87600000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF140]
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r63.0<1>:f    r45.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$12.dst}
        mad (16|M0)              r60.0<1>:f    r49.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x86E00000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF240]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted}
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA7C00000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB080]
(W)     send.ugm (1|M0)          null     r68  r3:1  0x97600000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD140]
        sync.nop                             null                             {Compacted,$15.src}
        mad (16|M0)              r3.0<1>:f     r41.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          null     r68  r126:1  0x97E00000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD040]
(W)     send.ugm (1|M0)          null     r68  r127:1  0xA7A00000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB0C0]
        sync.nop                             null                             {$5.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x9A600000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCB40]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x9AE00000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCA40]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x98600000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCF40]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x88E00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEE40]
        sync.allwr                           ($7,$8)                
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$9.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA8000000:a0.2        0x4200D504           {F@1,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB000]
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x99E00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCC40]
        mad (16|M0)              r126.0<1>:f   r64.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$10.src}
        mad (16|M0)              r65.0<1>:f    r37.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f      
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA7E00000:a0.2        0x4200D504           {F@2,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xB040]
        mov (16|M0)              r64.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x9B600000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC940]
(W)     send.ugm (1|M0)          null     r68  r64:1  0x98E00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCE40]
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x89600000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xED40]
        mad (16|M0)              r3.0<1>:f     r33.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$6.dst}
        mov (16|M0)              r62.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x87E00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF040]
        mad (16|M0)              r63.0<1>:f    r29.0<1;0>:f      r60.0<1;0>:f      r127.0<1>:f      {$11.dst}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x99600000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCD40]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x89E00000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEC40]
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA8200000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAFC0]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x88600000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEF40]
        mov (16|M0)              r60.0<1>:f    r63.0<1;1,0>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r63.0<1>:f    r21.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x99E00000:a0.2        0x4200D504           {F@2,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCC40]
(W)     send.ugm (1|M0)          r61      r68  null:0  0x9C600000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC740]
        sync.nop                             null                             {Compacted,$5.src}
        mad (16|M0)              r60.0<1>:f    r127.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {Compacted,$12.dst}
        mad (16|M0)              r3.0<1>:f     r25.0<1;0>:f      r127.0<1;0>:f     r67.0<1>:f       {Compacted}
        mad (16|M0)              r126.0<1>:f   r67.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$10.dst}
        mov (16|M0)              r67.0<1>:f    r63.0<1;1,0>:f                   {F@4}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x9BE00000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC840]
        mov (16|M0)              r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA8400000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAF80]
        sync.nop                             null                             {Compacted,$1.src}
        mad (16|M0)              r60.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA8800000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAF00]
        sync.nop                             null                             {$0.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8A600000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEB40]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA8600000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAF40]
(W)     send.ugm (1|M0)          null     r68  r127:1  0x9A600000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCB40]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x9DE00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC440]
        sync.nop                             null                             {$1.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x8AE00000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEA40]
(W)     send.ugm (1|M0)          null     r68  r67:1  0x9AE00000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCA40]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x8B600000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE940]
        mad (16|M0)              r3.0<1>:f     r17.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$14.dst}
        mov (16|M0)              r65.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9CE00000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC640]
        sync.nop                             null                             {Compacted,$8.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA8A00000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAEC0]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x9B600000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC940]
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$9.dst}
        mad (16|M0)              r65.0<1>:f    r13.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$1.src}
        mov (16|M0)              r63.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x9BE00000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC840]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xA8C00000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAE80]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x9E600000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC340]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8C600000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE740]
        mad (16|M0)              r126.0<1>:f   r9.0<1;0>:f       r61.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {F@1}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x9D600000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC540]
        mad (16|M0)              r65.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r65:1  0xA8E00000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAE40]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x8BE00000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE840]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x9C600000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC740]
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r63.0<1>:f    r57.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$8.dst}
        mad (16|M0)              r60.0<1>:f    r5.0<1;0>:f       r3.0<1;0>:f       r126.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0xB2E00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9A40]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9CE00000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC640]
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA9200000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xADC0]
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA6800000:a0.2        0x4220E500           {$13} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xB300]
(W)     send.ugm (1|M0)          null     r68  r126:1  0x9D600000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC540]
        sync.nop                             null                             {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r65.0<1;0>:f      r64.0<1>:f       {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r127:1  0xA9000000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAE00]
        sync.nop                             null                             {$1.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x8D600000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE540]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA9400000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAD80]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x8E600000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE340]
        mad (16|M0)              r3.0<1>:f     r63.0<1;0>:f      r66.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9EE00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC240]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x9DE00000:a0.2        0x4200D504           {$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC440]
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r63.0<1>:f    r60.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
        mov (16|M0)              r62.0<1>:f    r63.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x9E600000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC340]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x8CE00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE640]
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x9F600000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC140]
        mad (16|M0)              r126.0<1>:f   r3.0<1;0>:f       r64.0<1;0>:f      r63.0<1>:f       {Compacted,$8.dst}
        mad (16|M0)              r64.0<1>:f    r61.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$5.dst}
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r127.0<1>:f      {Compacted,$4.dst}
        mov (16|M0)              r3.0<1>:f     r64.0<1;1,0>:f                   {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xA9800000:a0.2        0x4200D504           {F@2,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAD00]
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9EE00000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC240]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA6C00000:a0.2        0x4220E500           {$14} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xB280]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9FE00000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC040]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA9600000:a0.2        0x4200D504           {$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAD40]
(W)     send.ugm (1|M0)          r64      r68  null:0  0xA1600000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBD40]
        sync.nop                             null                             {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mov (16|M0)              r62.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x9F600000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC140]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA0600000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBF40]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x8DE00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE440]
        mad (16|M0)              r60.0<1>:f    r61.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$11.dst}
        mad (16|M0)              r65.0<1>:f    r3.0<1;0>:f       r127.0<1;0>:f     r126.0<1>:f      {Compacted,$10.dst}
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9FE00000:a0.2        0x4200D504           {F@1,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC040]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA7000000:a0.2        0x4220E500           {$7} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xB200]
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA0E00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBE40]
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r126.0<1;0>:f     r67.0<1>:f       {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xA9C00000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAC80]
(W)     send.ugm (1|M0)          null     r68  r65:1  0xA9A00000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xACC0]
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x8F600000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE140]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x90E00000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDE40]
        sync.nop                             null                             {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mad (16|M0)              r66.0<1>:f    r60.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$7.dst}
        mov (16|M0)              r62.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x8EE00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE240]
        sync.nop                             null                             {Compacted,$15.src}
        mad (16|M0)              r126.0<1>:f   r61.0<1;0>:f      r3.0<1;0>:f       r64.0<1>:f       {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xA0600000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBF40]
        sync.nop                             null                             {Compacted,$13.src}
        mad (16|M0)              r62.0<1>:f    r3.0<1;0>:f       r67.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {F@2}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xA9E00000:a0.2        0x4200D504           {F@2,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAC40]
(W)     send.ugm (1|M0)          null     r68  r3:1  0xA0E00000:a0.2        0x4200D504           {F@1,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBE40]
        sync.nop                             null                             {$13.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA7400000:a0.2        0x4220E500           {$4} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xB180]
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB3600000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9940]
        mad (16|M0)              r66.0<1>:f    r64.0<1;0>:f      r66.0<1;0>:f      r65.0<1>:f       {$2.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x91E00000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDC40]
(W)     send.ugm (1|M0)          null     r68  r66:1  0xAA000000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAC00]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x93000000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDA00]
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r64.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r64.0<1>:f    r60.0<1;1,0>:f                   {F@1}
(W)     send.ugm (1|M0)          null     r68  r64:1  0xA1600000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBD40]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8FE00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE040]
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r3.0<1;0>:f       r123.0<1>:f      {Compacted}
        mad (16|M0)              r60.0<1>:f    r3.0<1;0>:f       r65.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {F@2}
(W)     send.ugm (1|M0)          null     r68  r3:1  0xB3600000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9940]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x90600000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDF40]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x91600000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDD40]
        mad (16|M0)              r61.0<1>:f    r123.0<1;0>:f     r64.0<1;0>:f      r3.0<1>:f        {$5.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xAA200000:a0.2        0x4200E504           {F@1,$9} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xABC0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA7800000:a0.2        0x4240F500           {$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB100]
        sync.nop                             null                             {Compacted,$14.dst}
        mad (16|M0)              r65.0<1>:f    r115.0<1;0>:f     r127.0<1;0>:f     r126.0<1>:f      {Compacted,$15.dst}
        mad (16|M0)              r64.0<1>:f    r119.0<1;0>:f     r3.0<1;0>:f       r127.0<1>:f      {Compacted}
(W)     send.ugm (1|M0)          null     r68  r64:2  0xAA600000:a0.2        0x4200E504           {F@1,$0} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xAB40]
        sync.nop                             null                             {Compacted,$0.src}
        mad (16|M0)              r64.0<1>:f    r111.0<1;0>:f     r126.0<1;0>:f     r67.0<1>:f       {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x92600000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDB40]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x95000000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD600]
        mad (16|M0)              r123.0<1>:f   r60.0<1;0>:f      r123.0<1;0>:f     r119.0<1>:f      {Compacted,$9.dst}
        mad (16|M0)              r119.0<1>:f   r61.0<1;0>:f      r119.0<1;0>:f     r115.0<1>:f      {Compacted}
        mad (16|M0)              r115.0<1>:f   r62.0<1;0>:f      r115.0<1;0>:f     r111.0<1>:f      {Compacted}
        mad (16|M0)              r111.0<1>:f   r63.0<1;0>:f      r111.0<1;0>:f     r107.0<1>:f      {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA8000000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xB000]
        mad (16|M0)              r65.0<1>:f    r107.0<1;0>:f     r67.0<1;0>:f      r126.0<1>:f      {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r64:2  0xAAA00000:a0.2        0x4200E504           {F@1,$10} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xAAC0]
        sync.nop                             null                             {$10.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0xA6600000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB340]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x95800000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD500]
        mad (16|M0)              r107.0<1>:f   r60.0<1;0>:f      r107.0<1;0>:f     r103.0<1>:f      {Compacted,$7.dst}
        mad (16|M0)              r103.0<1>:f   r61.0<1;0>:f      r103.0<1;0>:f     r99.0<1>:f       {Compacted}
        mad (16|M0)              r99.0<1>:f    r62.0<1;0>:f      r99.0<1;0>:f      r95.0<1>:f       {Compacted}
        mad (16|M0)              r95.0<1>:f    r63.0<1;0>:f      r95.0<1;0>:f      r91.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA8800000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xAF00]
        mad (16|M0)              r91.0<1>:f    r60.0<1;0>:f      r91.0<1;0>:f      r87.0<1>:f       {Compacted,$2.dst}
        mad (16|M0)              r87.0<1>:f    r61.0<1;0>:f      r87.0<1;0>:f      r83.0<1>:f       {Compacted}
        mad (16|M0)              r83.0<1>:f    r62.0<1;0>:f      r83.0<1;0>:f      r79.0<1>:f       {Compacted}
        mad (16|M0)              r79.0<1>:f    r63.0<1;0>:f      r79.0<1;0>:f      r75.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA9000000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xAE00]
        mad (16|M0)              r75.0<1>:f    r60.0<1;0>:f      r75.0<1;0>:f      r71.0<1>:f       {Compacted,$15.dst}
        mad (16|M0)              r71.0<1>:f    r61.0<1;0>:f      r71.0<1;0>:f      r53.0<1>:f       {Compacted}
        mad (16|M0)              r53.0<1>:f    r62.0<1;0>:f      r53.0<1;0>:f      r49.0<1>:f       {Compacted}
        mad (16|M0)              r49.0<1>:f    r63.0<1;0>:f      r49.0<1;0>:f      r45.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA9800000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xAD00]
        mad (16|M0)              r45.0<1>:f    r60.0<1;0>:f      r45.0<1;0>:f      r41.0<1>:f       {Compacted,$3.dst}
        mad (16|M0)              r41.0<1>:f    r61.0<1;0>:f      r41.0<1;0>:f      r37.0<1>:f       {Compacted}
        mad (16|M0)              r37.0<1>:f    r62.0<1;0>:f      r37.0<1;0>:f      r33.0<1>:f       {Compacted}
        mad (16|M0)              r33.0<1>:f    r63.0<1;0>:f      r33.0<1;0>:f      r29.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAA000000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xAC00]
        mad (16|M0)              r29.0<1>:f    r60.0<1;0>:f      r29.0<1;0>:f      r25.0<1>:f       {Compacted,$4.dst}
        mad (16|M0)              r25.0<1>:f    r61.0<1;0>:f      r25.0<1;0>:f      r21.0<1>:f       {Compacted}
        mad (16|M0)              r21.0<1>:f    r62.0<1;0>:f      r21.0<1;0>:f      r17.0<1>:f       {Compacted}
        mad (16|M0)              r17.0<1>:f    r63.0<1;0>:f      r17.0<1;0>:f      r13.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAA800000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xAB00]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x92800000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDB00]
        mad (16|M0)              r13.0<1>:f    r60.0<1;0>:f      r13.0<1;0>:f      r9.0<1>:f        {Compacted}
        mad (16|M0)              r9.0<1>:f     r61.0<1;0>:f      r9.0<1;0>:f       r5.0<1>:f        {Compacted}
(W)     send.ugm (1|M0)          r61      r68  null:0  0xB2E00000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9A40]
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80800000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFF00]
        mad (16|M0)              r5.0<1>:f     r62.0<1;0>:f      r5.0<1;0>:f       r57.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x94000000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD800]
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r64.0<1>:f    r104.0<1;0>:f     r63.0<1;0>:f      r66.0<1>:f       {$1.dst}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x81800000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFD00]
(W)     send.ugm (1|M0)          null     r68  r64:1  0xAAE00000:a0.2        0x4200D504           {$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAA40]
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x93800000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD900]
        sync.nop                             null                             {Compacted,$12.dst}
        mad (16|M0)              r57.0<1>:f    r65.0<1;0>:f      r61.0<1;0>:f      r57.0<1>:f       {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x81000000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFE00]
(W)     send.ugm (1|M0)          r61      r68  null:0  0x82000000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFC00]
        mad (16|M0)              r3.0<1>:f     r100.0<1;0>:f     r66.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$14.dst}
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r60.0<1;0>:f      r65.0<1>:f       {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xB3000000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9A00]
        sync.allwr                           ($0,$5)                
        sync.nop                             null                             {Compacted,$11.src}
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$8.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAB200000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA9C0]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x94800000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD700]
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted}
        mad (16|M0)              r126.0<1>:f   r64.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted}
        mad (16|M0)              r65.0<1>:f    r96.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xAB000000:a0.2        0x4200D504           {F@2,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xAA00]
        mov (16|M0)              r64.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x96000000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD400]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x93000000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDA00]
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x83800000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF900]
(W)     send.ugm (1|M0)          null     r68  r64:1  0x93800000:a0.2        0x4200D504           {$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD900]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x84000000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF800]
        mad (16|M0)              r3.0<1>:f     r92.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$11.dst}
        mov (16|M0)              r62.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x82800000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFB00]
        mad (16|M0)              r63.0<1>:f    r88.0<1;0>:f      r60.0<1;0>:f      r127.0<1>:f      {Compacted,$11.dst}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x94000000:a0.2        0x4200D504           {$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD800]
(W)     send.ugm (1|M0)          r62      r68  null:0  0x84800000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF700]
        sync.nop                             null                             {Compacted,$7.src}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$15.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xAB400000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA980]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x83000000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFA00]
        mov (16|M0)              r60.0<1>:f    r63.0<1;1,0>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r63.0<1>:f    r80.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x94800000:a0.2        0x4200D504           {F@2,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD700]
(W)     send.ugm (1|M0)          r61      r68  null:0  0x97000000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD200]
        sync.nop                             null                             {Compacted,$4.src}
        mad (16|M0)              r60.0<1>:f    r127.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {Compacted,$3.dst}
        mad (16|M0)              r3.0<1>:f     r84.0<1;0>:f      r127.0<1;0>:f     r67.0<1>:f       {Compacted}
        mad (16|M0)              r126.0<1>:f   r67.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$2.dst}
        mov (16|M0)              r67.0<1>:f    r63.0<1;1,0>:f                   {Compacted,F@4}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x96800000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD300]
        mov (16|M0)              r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAB600000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA940]
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r60.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xABA00000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA8C0]
        sync.nop                             null                             {$12.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x85000000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF600]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xAB800000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA900]
(W)     send.ugm (1|M0)          null     r68  r127:1  0x95000000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD600]
        sync.nop                             null                             {$8.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x85800000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF500]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x98800000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCF00]
(W)     send.ugm (1|M0)          null     r68  r67:1  0x95800000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD500]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x86000000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF400]
        mad (16|M0)              r3.0<1>:f     r76.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r65.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x97800000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD100]
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xABC00000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA880]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x96000000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD400]
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$4.dst}
        mad (16|M0)              r65.0<1>:f    r72.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$0.src}
        mov (16|M0)              r63.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x96800000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD300]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xABE00000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA840]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x99800000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCD00]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x99000000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCE00]
        sync.nop                             null                             {Compacted,$5.src}
        mad (16|M0)              r126.0<1>:f   r54.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x98000000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD000]
        mad (16|M0)              r65.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r65:1  0xAC000000:a0.2        0x4200D504           {F@1,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA800]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x86800000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF300]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x97000000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD200]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x87800000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF100]
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r63.0<1>:f    r46.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$8.dst}
        mad (16|M0)              r60.0<1>:f    r50.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$9.dst}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x87000000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF200]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted}
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAC400000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA780]
(W)     send.ugm (1|M0)          null     r68  r3:1  0x97800000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD100]
        sync.nop                             null                             {Compacted,$2.src}
        mad (16|M0)              r3.0<1>:f     r42.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          null     r68  r126:1  0x98000000:a0.2        0x4200D504           {$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD000]
(W)     send.ugm (1|M0)          null     r68  r127:1  0xAC200000:a0.2        0x4200D504           {$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA7C0]
        sync.nop                             null                             {$7.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x9A800000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCB00]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x9B000000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCA00]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x98800000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCF00]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x89000000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEE00]
        sync.allwr                           ($6,$15)                
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$11.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAC800000:a0.2        0x4200D504           {F@1,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA700]
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9A000000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCC00]
        mad (16|M0)              r126.0<1>:f   r64.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$3.src}
        mad (16|M0)              r65.0<1>:f    r38.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xAC600000:a0.2        0x4200D504           {F@2,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA740]
        mov (16|M0)              r64.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x9B800000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC900]
(W)     send.ugm (1|M0)          null     r68  r64:1  0x99000000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCE00]
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x89800000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xED00]
        mad (16|M0)              r3.0<1>:f     r34.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r62.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x88000000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF000]
        mad (16|M0)              r63.0<1>:f    r30.0<1;0>:f      r60.0<1;0>:f      r127.0<1>:f      {Compacted,$4.dst}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x99800000:a0.2        0x4200D504           {$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCD00]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x8A000000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEC00]
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xACA00000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA6C0]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x88800000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEF00]
        mov (16|M0)              r60.0<1>:f    r63.0<1;1,0>:f                   {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r63.0<1>:f    r22.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x9A000000:a0.2        0x4200D504           {F@2,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCC00]
(W)     send.ugm (1|M0)          r61      r68  null:0  0x9C800000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC700]
        sync.nop                             null                             {Compacted,$7.src}
        mad (16|M0)              r60.0<1>:f    r127.0<1;0>:f     r3.0<1;0>:f       r126.0<1>:f      {Compacted,$8.dst}
        mad (16|M0)              r3.0<1>:f     r26.0<1;0>:f      r127.0<1;0>:f     r67.0<1>:f       {Compacted}
        mad (16|M0)              r126.0<1>:f   r67.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r67.0<1>:f    r63.0<1;1,0>:f                   {Compacted,F@4}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x9C000000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC800]
        mov (16|M0)              r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xACC00000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA680]
        sync.nop                             null                             {Compacted,$0.src}
        mad (16|M0)              r60.0<1>:f    r65.0<1;0>:f      r66.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAD000000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA600]
        sync.nop                             null                             {$10.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8A800000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEB00]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xACE00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA640]
(W)     send.ugm (1|M0)          null     r68  r127:1  0x9A800000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCB00]
        sync.nop                             null                             {$0.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x8B000000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEA00]
(W)     send.ugm (1|M0)          null     r68  r67:1  0x9B000000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCA00]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x9E000000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC400]
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x8B800000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE900]
        mad (16|M0)              r3.0<1>:f     r18.0<1;0>:f      r65.0<1;0>:f      r63.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r65.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9D000000:a0.2        0x4210D500           {F@1,$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC600]
        sync.nop                             null                             {Compacted,$6.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {$14.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xAD200000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA5C0]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x9B800000:a0.2        0x4200D504           {$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC900]
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$11.dst}
        mad (16|M0)              r65.0<1>:f    r14.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$4.src}
        mov (16|M0)              r63.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xAD400000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA580]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x9E800000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC300]
(W)     send.ugm (1|M0)          null     r68  r63:1  0x9C000000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC800]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8C800000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE700]
        sync.nop                             null                             {Compacted,$4.src}
        mad (16|M0)              r126.0<1>:f   r10.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x9D800000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC500]
        mad (16|M0)              r65.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {Compacted,$6.dst}
(W)     send.ugm (1|M0)          null     r68  r65:1  0xAD600000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA540]
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x8C000000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE800]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x9C800000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC700]
        mad (16|M0)              r60.0<1>:f    r6.0<1;0>:f       r3.0<1;0>:f       r126.0<1>:f      {Compacted,$2.dst}
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9D000000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC600]
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB3000000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9A00]
        sync.allwr                           ($12,$15)                
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r65.0<1>:f       {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xADA00000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA4C0]
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAB000000:a0.2        0x4220E500           {$1} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xAA00]
        mad (16|M0)              r63.0<1>:f    r58.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$3.src}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r68  r126:1  0x9D800000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC500]
        sync.nop                             null                             {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r65.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          null     r68  r127:1  0xAD800000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA500]
        sync.nop                             null                             {$8.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x8D800000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE500]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xADC00000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA480]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x8E800000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE300]
        mad (16|M0)              r3.0<1>:f     r3.0<1;0>:f       r66.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9F000000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC200]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x9E000000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC400]
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r63.0<1>:f    r60.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mov (16|M0)              r62.0<1>:f    r63.0<1;1,0>:f                   {F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x9E800000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC300]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x8D000000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE600]
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x9F800000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC100]
        mad (16|M0)              r126.0<1>:f   r3.0<1;0>:f       r64.0<1;0>:f      r63.0<1>:f       {Compacted,$6.dst}
        mad (16|M0)              r64.0<1>:f    r61.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$7.dst}
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r63.0<1;0>:f      r127.0<1>:f      {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     r64.0<1;1,0>:f                   {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAE000000:a0.2        0x4200D504           {F@2,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA400]
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9F000000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC200]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAB400000:a0.2        0x4220E500           {$5} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xA980]
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA0000000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC000]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xADE00000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA440]
(W)     send.ugm (1|M0)          r64      r68  null:0  0xA1800000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBD00]
        sync.nop                             null                             {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$5.dst}
        mov (16|M0)              r62.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x9F800000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC100]
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA0800000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBF00]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x8E000000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE400]
        mad (16|M0)              r60.0<1>:f    r61.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$10.dst}
        mad (16|M0)              r65.0<1>:f    r3.0<1;0>:f       r127.0<1;0>:f     r126.0<1>:f      {Compacted,$4.dst}
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {F@2}
(W)     send.ugm (1|M0)          null     r68  r3:1  0xA0000000:a0.2        0x4200D504           {F@1,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC000]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAB800000:a0.2        0x4220E500           {$15} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xA900]
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA1000000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBE00]
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r126.0<1;0>:f     r67.0<1>:f       {$14.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xAE400000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA380]
(W)     send.ugm (1|M0)          null     r68  r65:1  0xAE200000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA3C0]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r65      r68  null:0  0x8F800000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE100]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x91000000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDE00]
        sync.nop                             null                             {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mad (16|M0)              r66.0<1>:f    r60.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$15.dst}
        mov (16|M0)              r62.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x8F000000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE200]
        sync.nop                             null                             {Compacted,$2.src}
        mad (16|M0)              r126.0<1>:f   r61.0<1;0>:f      r3.0<1;0>:f       r64.0<1>:f       {$0.dst}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xA0800000:a0.2        0x4200D504           {$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBF00]
        sync.nop                             null                             {Compacted,$3.src}
        mad (16|M0)              r62.0<1>:f    r3.0<1;0>:f       r67.0<1;0>:f      r66.0<1>:f       {Compacted,$1.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {F@2}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xAE600000:a0.2        0x4200D504           {F@2,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA340]
(W)     send.ugm (1|M0)          null     r68  r3:1  0xA1000000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBE00]
(W)     send.ugm (1|M0)          r62      r68  null:0  0xABC00000:a0.2        0x4220E500           {$3} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xA880]
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB3800000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9900]
        mad (16|M0)              r66.0<1>:f    r64.0<1;0>:f      r66.0<1;0>:f      r65.0<1>:f       {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x91800000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDD00]
(W)     send.ugm (1|M0)          null     r68  r66:1  0xAE800000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA300]
(W)     send.ugm (1|M0)          r66      r68  null:0  0x92000000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDC00]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x82A00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFAC0]
        sync.nop                             null                             {Compacted,$9.dst}
        mad (16|M0)              r60.0<1>:f    r62.0<1;0>:f      r64.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
        mov (16|M0)              r64.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r64:1  0xA1800000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBD00]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x90000000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE000]
        mad (16|M0)              r60.0<1>:f    r3.0<1;0>:f       r65.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mad (16|M0)              r65.0<1>:f    r63.0<1;0>:f      r3.0<1;0>:f       r124.0<1>:f      {Compacted}
        mov (16|M0)              r3.0<1>:f     r65.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r3:1  0xB3800000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9900]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x90800000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDF00]
        sync.nop                             null                             {Compacted,$14.dst}
        mad (16|M0)              r65.0<1>:f    r116.0<1;0>:f     r127.0<1;0>:f     r126.0<1>:f      {Compacted,$2.dst}
        mad (16|M0)              r61.0<1>:f    r124.0<1;0>:f     r64.0<1;0>:f      r3.0<1>:f        {Compacted,$5.dst}
(W)     send.ugm (1|M0)          null     r68  r60:2  0xAEA00000:a0.2        0x4200E504           {F@1,$11} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xA2C0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAC000000:a0.2        0x4240F500           {$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xA800]
        mad (16|M0)              r64.0<1>:f    r120.0<1;0>:f     r3.0<1;0>:f       r127.0<1>:f      {Compacted}
(W)     send.ugm (1|M0)          null     r68  r64:2  0xAEE00000:a0.2        0x4200E504           {F@1,$0} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xA240]
        sync.nop                             null                             {Compacted,$0.src}
        mad (16|M0)              r64.0<1>:f    r112.0<1;0>:f     r126.0<1;0>:f     r66.0<1>:f       {Compacted,$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x92800000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDB00]
(W)     send.ugm (1|M0)          r127     r68  null:0  0xB3000000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9A00]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x92A00000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDAC0]
        mad (16|M0)              r124.0<1>:f   r60.0<1;0>:f      r124.0<1;0>:f     r120.0<1>:f      {Compacted,$11.dst}
        mad (16|M0)              r120.0<1>:f   r61.0<1;0>:f      r120.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (16|M0)              r116.0<1>:f   r62.0<1;0>:f      r116.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (16|M0)              r112.0<1>:f   r63.0<1;0>:f      r112.0<1;0>:f     r108.0<1>:f      {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAC800000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xA700]
        mad (16|M0)              r65.0<1>:f    r108.0<1;0>:f     r66.0<1;0>:f      r126.0<1>:f      {$0.dst}
(W)     send.ugm (1|M0)          null     r68  r64:2  0xAF200000:a0.2        0x4200E504           {F@1,$13} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xA1C0]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x80A00000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFEC0]
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x83200000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF9C0]
        mad (16|M0)              r108.0<1>:f   r60.0<1;0>:f      r108.0<1;0>:f     r104.0<1>:f      {Compacted,$15.dst}
        mad (16|M0)              r104.0<1>:f   r61.0<1;0>:f      r104.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (16|M0)              r100.0<1>:f   r62.0<1;0>:f      r100.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (16|M0)              r96.0<1>:f    r63.0<1;0>:f      r96.0<1;0>:f      r92.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAD000000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xA600]
        mad (16|M0)              r92.0<1>:f    r60.0<1;0>:f      r92.0<1;0>:f      r88.0<1>:f       {Compacted,$2.dst}
        mad (16|M0)              r88.0<1>:f    r61.0<1;0>:f      r88.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (16|M0)              r84.0<1>:f    r62.0<1;0>:f      r84.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (16|M0)              r80.0<1>:f    r63.0<1;0>:f      r80.0<1;0>:f      r76.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAD800000:a0.2        0x4240F500           {F@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xA500]
        mad (16|M0)              r76.0<1>:f    r60.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted,$1.dst}
        mad (16|M0)              r72.0<1>:f    r61.0<1;0>:f      r72.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (16|M0)              r54.0<1>:f    r62.0<1;0>:f      r54.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (16|M0)              r50.0<1>:f    r63.0<1;0>:f      r50.0<1;0>:f      r46.0<1>:f      
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAE000000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xA400]
        mad (16|M0)              r46.0<1>:f    r60.0<1;0>:f      r46.0<1;0>:f      r42.0<1>:f       {Compacted,$3.dst}
        mad (16|M0)              r42.0<1>:f    r61.0<1;0>:f      r42.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (16|M0)              r38.0<1>:f    r62.0<1;0>:f      r38.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (16|M0)              r34.0<1>:f    r63.0<1;0>:f      r34.0<1;0>:f      r30.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAE800000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xA300]
        mad (16|M0)              r30.0<1>:f    r60.0<1;0>:f      r30.0<1;0>:f      r26.0<1>:f       {Compacted,$9.dst}
        mad (16|M0)              r26.0<1>:f    r61.0<1;0>:f      r26.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (16|M0)              r22.0<1>:f    r62.0<1;0>:f      r22.0<1;0>:f      r18.0<1>:f       {Compacted}
        mad (16|M0)              r18.0<1>:f    r63.0<1;0>:f      r18.0<1;0>:f      r14.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAF000000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xA200]
(W)     send.ugm (1|M0)          r63      r68  null:0  0x93200000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD9C0]
        mad (16|M0)              r14.0<1>:f    r60.0<1;0>:f      r14.0<1;0>:f      r10.0<1>:f       {Compacted}
        mad (16|M0)              r10.0<1>:f    r61.0<1;0>:f      r10.0<1;0>:f      r6.0<1>:f        {Compacted}
(W)     send.ugm (1|M0)          r61      r68  null:0  0xAAE00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAA40]
        sync.nop                             null                             {Compacted,$14.dst}
        mad (16|M0)              r60.0<1>:f    r105.0<1;0>:f     r3.0<1;0>:f       r63.0<1>:f       {Compacted,$4.dst}
        mad (16|M0)              r6.0<1>:f     r62.0<1;0>:f      r6.0<1;0>:f       r58.0<1>:f      
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAF600000:a0.2        0x4200D504           {F@2,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA140]
(W)     send.ugm (1|M0)          r3       r68  null:0  0x94200000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD7C0]
(W)     send.ugm (1|M0)          r62      r68  null:0  0x81200000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFDC0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81A00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFCC0]
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r58.0<1>:f    r61.0<1;0>:f      r127.0<1;0>:f     r58.0<1>:f       {Compacted,$10.dst}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x93A00000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD8C0]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x82200000:a0.2        0x4210D500           {$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFBC0]
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              r65.0<1>:f    r63.0<1;0>:f      r126.0<1;0>:f     r62.0<1>:f       {Compacted,$13.dst}
        mad (16|M0)              r66.0<1>:f    r101.0<1;0>:f     r63.0<1;0>:f      r61.0<1>:f       {Compacted,$11.dst}
        mad (16|M0)              r126.0<1>:f   r97.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$7.dst}
        mov (16|M0)              r63.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@2}
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {Compacted,$6.dst}
(W)     send.ugm (1|M0)          null     r68  r66:1  0xAFA00000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA0C0]
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x95200000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD5C0]
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted}
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x94A00000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD6C0]
(W)     send.ugm (1|M0)          null     r68  r63:1  0x93200000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD9C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xAF800000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA100]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x93A00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD8C0]
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x83A00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF8C0]
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x96200000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD3C0]
        sync.nop                             null                             {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mad (16|M0)              r63.0<1>:f    r89.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$4.dst}
        mad (16|M0)              r60.0<1>:f    r93.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$6.dst}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x95A00000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD4C0]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x94200000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD7C0]
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r127:1  0xAFC00000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA080]
(W)     send.ugm (1|M0)          null     r68  r60:1  0xAFE00000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA040]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x84A00000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF6C0]
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84200000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF7C0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0x94A00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD6C0]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x85200000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF5C0]
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r3.0<1>:f     r85.0<1;0>:f      r66.0<1;0>:f      r63.0<1>:f       {Compacted,$2.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x96A00000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD2C0]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x95200000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD5C0]
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M0)              r66.0<1>:f    r81.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {$13.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB0000000:a0.2        0x4200D504           {F@2,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA000]
        mov (16|M0)              r63.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x95A00000:a0.2        0x4200D504           {F@2,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD4C0]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x85A00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF4C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xB0200000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9FC0]
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x86200000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF3C0]
        mad (16|M0)              r126.0<1>:f   r77.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {$3.dst}
(W)     send.ugm (1|M0)          null     r68  r66:1  0xB0400000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9F80]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x97A00000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD0C0]
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x97200000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD1C0]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x96200000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD3C0]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x98A00000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCEC0]
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r63.0<1>:f    r55.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$9.dst}
        mad (16|M0)              r60.0<1>:f    r73.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$12.dst}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x98200000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCFC0]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x96A00000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD2C0]
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
(W)     send.ugm (1|M0)          null     r68  r127:1  0xB0600000:a0.2        0x4200D504           {$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9F40]
(W)     send.ugm (1|M0)          null     r68  r60:1  0xB0800000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9F00]
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x87200000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF1C0]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86A00000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF2C0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0x97200000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD1C0]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x87A00000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF0C0]
        mad (16|M0)              r3.0<1>:f     r51.0<1;0>:f      r66.0<1;0>:f      r63.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x99200000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCDC0]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x97A00000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD0C0]
        sync.nop                             null                             {Compacted,$10.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (16|M0)              r66.0<1>:f    r47.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {$11.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB0A00000:a0.2        0x4200D504           {F@2,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9EC0]
        mov (16|M0)              r63.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x98200000:a0.2        0x4200D504           {F@2,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCFC0]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x88200000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEFC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xB0C00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9E80]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x88A00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEEC0]
        mad (16|M0)              r126.0<1>:f   r43.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$0.dst}
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {$15.dst}
(W)     send.ugm (1|M0)          null     r68  r66:1  0xB0E00000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9E40]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x9A200000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCBC0]
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x99A00000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCCC0]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x98A00000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCEC0]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x9B200000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC9C0]
        sync.nop                             null                             {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mad (16|M0)              r63.0<1>:f    r35.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$12.dst}
        mad (16|M0)              r60.0<1>:f    r39.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x9AA00000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCAC0]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x99200000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCDC0]
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
(W)     send.ugm (1|M0)          null     r68  r127:1  0xB1000000:a0.2        0x4200D504           {$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9E00]
(W)     send.ugm (1|M0)          null     r68  r60:1  0xB1200000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9DC0]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x89A00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xECC0]
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89200000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEDC0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0x99A00000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCCC0]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x8A200000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEBC0]
        sync.nop                             null                             {Compacted,$8.src}
        mad (16|M0)              r3.0<1>:f     r31.0<1;0>:f      r66.0<1;0>:f      r63.0<1>:f       {Compacted,$2.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9BA00000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC8C0]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x9A200000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCBC0]
        sync.nop                             null                             {Compacted,$8.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        mad (16|M0)              r66.0<1>:f    r27.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB1400000:a0.2        0x4200D504           {F@2,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9D80]
        mov (16|M0)              r63.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {$9.dst}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8AA00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEAC0]
(W)     send.ugm (1|M0)          null     r68  r63:1  0x9AA00000:a0.2        0x4200D504           {F@2,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCAC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xB1600000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9D40]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x8B200000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE9C0]
        mad (16|M0)              r126.0<1>:f   r23.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {Compacted,$6.dst}
(W)     send.ugm (1|M0)          null     r68  r66:1  0xB1800000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9D00]
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x9CA00000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC6C0]
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                 
(W)     send.ugm (1|M0)          r126     r68  null:0  0x9C200000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC7C0]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x9B200000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC9C0]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x9DA00000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC4C0]
        mad (16|M0)              r60.0<1>:f    r19.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted,$0.dst}
        mad (16|M0)              r63.0<1>:f    r15.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$15.dst}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted,F@3}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x9D200000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC5C0]
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r64.0<1>:f       {$8.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xB1C00000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9C80]
        sync.nop                             null                             {$10.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8BA00000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE8C0]
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9BA00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC8C0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0x9C200000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC7C0]
(W)     send.ugm (1|M0)          null     r68  r127:1  0xB1A00000:a0.2        0x4200D504           {$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9CC0]
        sync.nop                             null                             {$14.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x8C200000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE7C0]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x90A00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDEC0]
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r3.0<1>:f     r11.0<1;0>:f      r66.0<1;0>:f      r63.0<1>:f       {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {F@2}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9E200000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC3C0]
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xB2000000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9C00]
        sync.nop                             null                             {$14.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x9EA00000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC2C0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB1E00000:a0.2        0x4200D504           {$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9C40]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x9CA00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC6C0]
        mad (16|M0)              r66.0<1>:f    r7.0<1;0>:f       r63.0<1;0>:f      r61.0<1>:f       {Compacted,$6.src}
        mov (16|M0)              r63.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x9D200000:a0.2        0x4200D504           {F@1,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC5C0]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x9F200000:a0.2        0x4210D500           {$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC1C0]
        sync.nop                             null                             {Compacted,$14.src}
        mad (16|M0)              r126.0<1>:f   r59.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {Compacted,$12.dst}
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@2}
        mad (16|M0)              r60.0<1>:f    r65.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x9DA00000:a0.2        0x4200D504           {F@2,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC4C0]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted,F@1}
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAF800000:a0.2        0x4220E500           {F@1,$7} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xA100]
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9E200000:a0.2        0x4200D504           {$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC3C0]
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x8CA00000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE6C0]
(W)     send.ugm (1|M0)          null     r68  r66:1  0xB2200000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9BC0]
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r64.0<1>:f    r60.0<1;0>:f      r62.0<1;0>:f      r63.0<1>:f       {Compacted,$14.dst}
        mad (16|M0)              r126.0<1>:f   r62.0<1;0>:f      r127.0<1;0>:f     r3.0<1>:f        {Compacted,$6.dst}
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x9EA00000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC2C0]
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x8D200000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE5C0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB2400000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9B80]
        sync.nop                             null                             {Compacted,$13.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x9FA00000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xC0C0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB2600000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9B40]
        mad (16|M0)              r64.0<1>:f    r61.0<1;0>:f      r63.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
        mov (16|M0)              r63.0<1>:f    r64.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r64      r68  null:0  0x8DA00000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE4C0]
(W)     send.ugm (1|M0)          null     r68  r63:1  0x9F200000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC1C0]
        sync.nop                             null                             {$0.src}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x8E200000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE3C0]
        mad (16|M0)              r60.0<1>:f    r3.0<1;0>:f       r62.0<1;0>:f      r64.0<1>:f       {Compacted,$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0xB2800000:a0.2        0x4200D504           {F@1,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9B00]
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA0200000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBFC0]
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAFC00000:a0.2        0x4220E500           {$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xA080]
        sync.nop                             null                             {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M0)              r66.0<1>:f    r62.0<1;0>:f      r64.0<1;0>:f      r63.0<1>:f       {Compacted,$4.dst}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r3.0<1;0>:f       r62.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {F@1}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x9FA00000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xC0C0]
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA0A00000:a0.2        0x4210D500           {$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBEC0]
(W)     send.ugm (1|M0)          null     r68  r66:1  0xB2A00000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9AC0]
        mad (16|M0)              r60.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$5.dst}
        mov (16|M0)              r62.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xA0200000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBFC0]
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x8EA00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE2C0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB0000000:a0.2        0x4220E500           {$3} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xA000]
        mad (16|M0)              r126.0<1>:f   r3.0<1;0>:f       r63.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
(W)     send.ugm (1|M0)          r63      r68  null:0  0xA1200000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBDC0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB3200000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x99C0]
        sync.nop                             null                             {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r3.0<1;0>:f       r63.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r3:1  0xA0A00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBEC0]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x8F200000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE1C0]
        mad (16|M0)              r127.0<1>:f   r63.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {$12.dst}
(W)     send.ugm (1|M0)          r62      r68  null:0  0xA1A00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBCC0]
        mad (16|M0)              r60.0<1>:f    r61.0<1;0>:f      r63.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mov (16|M0)              r63.0<1>:f    r60.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r63:1  0xA1200000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBDC0]
        sync.nop                             null                             {$14.src}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x8FA00000:a0.2        0x4210D500           {$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xE0C0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB0400000:a0.2        0x4220E500           {$14} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0x9F80]
        mad (16|M0)              r66.0<1>:f    r62.0<1;0>:f      r3.0<1;0>:f       r63.0<1>:f       {Compacted,$2.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB3A00000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x98C0]
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r126.0<1>:f   r60.0<1;0>:f      r62.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mov (16|M0)              r62.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r62:1  0xA1A00000:a0.2        0x4200D504           {F@1,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xBCC0]
(W)     send.ugm (1|M0)          r62      r68  null:0  0x90200000:a0.2        0x4210D500           {$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDFC0]
(W)     send.ugm (1|M0)          r126     r68  null:0  0x91200000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDDC0]
        mad (16|M0)              r60.0<1>:f    r61.0<1;0>:f      r3.0<1;0>:f       r125.0<1>:f      {Compacted}
        mad (16|M0)              r64.0<1>:f    r3.0<1;0>:f       r63.0<1;0>:f      r62.0<1>:f       {Compacted,$6.dst}
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r68  r3:1  0xB3A00000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x98C0]
        sync.nop                             null                             {Compacted,$11.dst}
        mad (16|M0)              acc2.0<1>:f   r121.0<1;0>:f     r67.0<1;0>:f      r126.0<1>:f      {Compacted,$10.dst}
        mad (16|M0)              r3.0<1>:f     r125.0<1;0>:f     r62.0<1;0>:f      r67.0<1>:f       {Compacted,$9.src}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x91A00000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDCC0]
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB0800000:a0.2        0x4240F500           {$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0x9F00]
        mad (16|M0)              acc1.0<1>:f   r117.0<1;0>:f     r126.0<1;0>:f     r67.0<1>:f       {Compacted,$9.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x92200000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDBC0]
        mad (16|M0)              r125.0<1>:f   r60.0<1;0>:f      r125.0<1;0>:f     r121.0<1>:f      {Compacted,$15.dst}
        mad (16|M0)              r121.0<1>:f   r61.0<1;0>:f      r121.0<1;0>:f     r117.0<1>:f      {Compacted}
        mad (16|M0)              r117.0<1>:f   r62.0<1;0>:f      r117.0<1;0>:f     r113.0<1>:f      {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB0E00000:a0.2        0x4240F500           {F@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0x9E40]
        mad (16|M0)              acc0.0<1>:f   r113.0<1;0>:f     r67.0<1;0>:f      r126.0<1>:f      {Compacted,$4.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0x92A00000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xDAC0]
        mad (16|M0)              r113.0<1>:f   r60.0<1;0>:f      r113.0<1;0>:f     r109.0<1>:f      {Compacted,$8.dst}
        mad (16|M0)              acc3.0<1>:f   r109.0<1;0>:f     r126.0<1;0>:f     r67.0<1>:f       {Compacted,$0.dst}
        mad (16|M0)              r109.0<1>:f   r61.0<1;0>:f      r109.0<1;0>:f     r105.0<1>:f      {Compacted}
        mad (16|M0)              r105.0<1>:f   r62.0<1;0>:f      r105.0<1;0>:f     r101.0<1>:f     
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB1400000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0x9D80]
(W)     send.ugm (1|M0)          r67      r68  null:0  0xB3200000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x99C0]
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAF600000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA140]
        mad (16|M0)              r101.0<1>:f   r60.0<1;0>:f      r101.0<1;0>:f     r97.0<1>:f       {Compacted,$5.dst}
        mad (16|M0)              r97.0<1>:f    r61.0<1;0>:f      r97.0<1;0>:f      r93.0<1>:f       {Compacted}
        mad (16|M0)              r93.0<1>:f    r62.0<1;0>:f      r93.0<1;0>:f      r89.0<1>:f       {Compacted}
        mad (16|M0)              r89.0<1>:f    r63.0<1;0>:f      r89.0<1;0>:f      r85.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB1C00000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0x9C80]
        mad (16|M0)              r85.0<1>:f    r60.0<1;0>:f      r85.0<1;0>:f      r81.0<1>:f       {Compacted,$13.dst}
        mad (16|M0)              r81.0<1>:f    r61.0<1;0>:f      r81.0<1;0>:f      r77.0<1>:f       {Compacted}
        mad (16|M0)              r77.0<1>:f    r62.0<1;0>:f      r77.0<1;0>:f      r73.0<1>:f       {Compacted}
        mad (16|M0)              r73.0<1>:f    r63.0<1;0>:f      r73.0<1;0>:f      r55.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB2400000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0x9B80]
        mad (16|M0)              r55.0<1>:f    r60.0<1;0>:f      r55.0<1;0>:f      r51.0<1>:f       {$12.dst}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA1C00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBC80]
        mad (16|M0)              r51.0<1>:f    r61.0<1;0>:f      r51.0<1;0>:f      r47.0<1>:f       {Compacted}
        mad (16|M0)              r47.0<1>:f    r62.0<1;0>:f      r47.0<1;0>:f      r43.0<1>:f       {Compacted}
        mad (16|M0)              r43.0<1>:f    r63.0<1;0>:f      r43.0<1;0>:f      r39.0<1>:f       {Compacted}
        mad (16|M0)              r39.0<1>:f    r67.0<1;0>:f      r39.0<1;0>:f      r35.0<1>:f       {Compacted,$10.dst}
        mov (16|M0)              r67.0<1>:f    r126.0<1;1,0>:f                  {Compacted,$3.dst}
        mad (16|M0)              r35.0<1>:f    r127.0<1;0>:f     r35.0<1;0>:f      r31.0<1>:f       {Compacted}
        mad (16|M0)              r31.0<1>:f    r66.0<1;0>:f      r31.0<1;0>:f      r27.0<1>:f       {Compacted}
        mad (16|M0)              r27.0<1>:f    r64.0<1;0>:f      r27.0<1;0>:f      r23.0<1>:f       {Compacted}
        mad (16|M0)              r23.0<1>:f    r3.0<1;0>:f       r23.0<1;0>:f      r19.0<1>:f       {Compacted}
        mad (16|M0)              r19.0<1>:f    acc2.0<1;0>:f     r19.0<1;0>:f      r15.0<1>:f       {Compacted}
        mad (16|M0)              r15.0<1>:f    acc1.0<1;0>:f     r15.0<1;0>:f      r11.0<1>:f       {Compacted}
        mad (16|M0)              r11.0<1>:f    acc0.0<1;0>:f     r11.0<1;0>:f      r7.0<1>:f        {Compacted}
        mad (16|M0)              r7.0<1>:f     acc3.0<1;0>:f     r7.0<1;0>:f       r59.0<1>:f       {Compacted}
        mad (16|M0)              r59.0<1>:f    r126.0<1;0>:f     r65.0<1;0>:f      r59.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAF200000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA1C0]
        cmp (16|M0)   (lt)f0.1   null<1>:d     r1.0<0;1,0>:ud    r60.0<1;1,0>:ud  {@1,$1.dst}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x92600000:a0.2        0x4240F500           {I@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDB40]
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {$14.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAAE00000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAA40]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x92A00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDAC0]
        mov (16|M0)              r61.0<1>:f    r67.0<1;1,0>:f                   {$7.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xA6600000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB340]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x92800000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDB00]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {$11.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xA1E00000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBC40]
(W)     send.ugm (1|M0)          null     r68  r60:1  0x92600000:a0.2        0x4200D504           {$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDB40]
        sync.allrd                           ($4,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x92000000:a0.2        0x4240F500           {$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDC00]
        sync.nop                             null                             {Compacted,$6.dst}
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M0)              r67.0<1>:f    acc3.0<1;1,0>:f                 
        mov (16|M0)              r61.0<1>:f    r67.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAF400000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA180]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x92400000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDB80]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x92200000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDBC0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$8.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x92000000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDC00]
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAAC00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAA80]
        mov (16|M0)              r67.0<1>:f    r60.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.allrd                           ($0,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x91A00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDCC0]
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$5.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xA6400000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB380]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x91E00000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDC40]
        mov (16|M0)              r61.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M0)              r67.0<1>:f    acc0.0<1;1,0>:f                 
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x91A00000:a0.2        0x4200D504           {F@1,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDCC0]
        mov (16|M0)              r67.0<1>:f    r126.0<1;1,0>:f                  {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x91C00000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDC80]
        mov (16|M0)              r126.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAEC00000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA280]
        sync.allrd                           ($0,$9,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x91400000:a0.2        0x4240F500           {$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDD80]
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$4.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAAA00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAAC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x91800000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDD00]
        mov (16|M0)              r61.0<1>:f    r67.0<1;1,0>:f                   {$1.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xA6200000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB3C0]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x91600000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDD40]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$13.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x91400000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDD80]
        mov (16|M0)              r67.0<1>:f    acc1.0<1;1,0>:f                 
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x90E00000:a0.2        0x4240F500           {$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDE40]
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {Compacted,@1,$0.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAF000000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA200]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x91200000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDDC0]
        mov (16|M0)              r61.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$9.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAA800000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAB00]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x91000000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDE00]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {$14.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xA6000000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB400]
(W)     send.ugm (1|M0)          null     r68  r60:1  0x90E00000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDE40]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x90800000:a0.2        0x4240F500           {$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDF00]
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {$7.dst}
        mov (16|M0)              r67.0<1>:f    acc2.0<1;1,0>:f                 
        mov (16|M0)              r61.0<1>:f    r67.0<1;1,0>:f                   {F@1}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAEE00000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA240]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x90C00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDE80]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x90A00000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDEC0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x90800000:a0.2        0x4200D504           {F@1,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDF00]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAA600000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAB40]
        mov (16|M0)              r67.0<1>:f    r60.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x90200000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDFC0]
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xA5E00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB440]
        mov (16|M0)              r60.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x90200000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDFC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x90600000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDF40]
        mov (16|M0)              r61.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r67.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x90400000:a0.2        0x4200D504           {F@2,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xDF80]
        sync.allrd                           ($3,$5)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8FC00000:a0.2        0x4240F500           {$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE080]
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {@1,$10.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAA400000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAB80]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x90000000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE000]
        mov (16|M0)              r126.0<1>:f   r67.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA5C00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB480]
        mov (16|M0)              r67.0<1>:f    r64.0<1;1,0>:f                  
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8FE00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE040]
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {Compacted,$3.dst}
        mov (16|M0)              r60.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8FC00000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE080]
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAEA00000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA2C0]
        sync.allrd                           ($4,$12)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8F600000:a0.2        0x4240F500           {$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE140]
        mov (16|M0)              r62.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$1.dst}
(W)     send.ugm (1|M0)          r67      r68  null:0  0xAA200000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xABC0]
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA5A00000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB4C0]
        mov (16|M0)              r61.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8FA00000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE0C0]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8F800000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE100]
        mov (16|M0)              r126.0<1>:f   r67.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r60.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@1}
        mov (16|M0)              r126.0<1>:f   r66.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAE800000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA300]
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8F600000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE140]
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$13.dst}
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {Compacted,$0.dst}
        sync.allrd                           ($0,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8F000000:a0.2        0x4240F500           {$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE200]
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted,$14.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA5800000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB500]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8F000000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE200]
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xAA000000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAC00]
        mov (16|M0)              r66.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                  
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8F200000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE1C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8F400000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE180]
        mov (16|M0)              r3.0<1>:f     r126.0<1;1,0>:f                  {Compacted,$7.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA9E00000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAC40]
        mov (16|M0)              r64.0<1>:f    r60.0<1;1,0>:f                   {Compacted,$9.dst}
        sync.allrd                           ($2,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8EA00000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE2C0]
        mov (16|M0)              r61.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$15.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAE600000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA340]
        mov (16|M0)              r60.0<1>:f    r66.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8EA00000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE2C0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8EC00000:a0.2        0x4200D504           {$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE280]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8EE00000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE240]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$2.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAE400000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA380]
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
        sync.allrd                           ($8,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8E400000:a0.2        0x4240F500           {$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE380]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted,@1,$10.dst}
(W)     send.ugm (1|M0)          r64      r68  null:0  0xA5600000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB540]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8E800000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE300]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8E600000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE340]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$11.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB2A00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9AC0]
        mov (16|M0)              r66.0<1>:f    r64.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r60.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA9C00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAC80]
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8E400000:a0.2        0x4200D504           {$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE380]
(W)     send.ugm (1|M0)          r64      r68  null:0  0xB3200000:a0.2        0x4210D500           {$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x99C0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$3.dst}
        sync.allrd                           ($3,$4,$8)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8DE00000:a0.2        0x4240F500           {$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE440]
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAE200000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA3C0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8DE00000:a0.2        0x4200D504           {F@1,$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE440]
        mov (16|M0)              r3.0<1>:f     r64.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r62.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@2}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA5400000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB580]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8E000000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE400]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8E200000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE3C0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA5200000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB5C0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {Compacted,$0.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB2800000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9B00]
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8D800000:a0.2        0x4240F500           {$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE500]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$13.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8D800000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE500]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8DA00000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE4C0]
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA9A00000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xACC0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8DC00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE480]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$14.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA9800000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAD00]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$7.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA5000000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB600]
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8D200000:a0.2        0x4240F500           {$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE5C0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8D200000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE5C0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAE000000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA400]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                  
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8D400000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE580]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8D600000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE540]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$15.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xADE00000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA440]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA9600000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAD40]
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8CC00000:a0.2        0x4240F500           {$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE680]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8CC00000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE680]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB2600000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9B40]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8CE00000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE640]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8D000000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE600]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$5.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB2400000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9B80]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$8.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xADC00000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA480]
        sync.allrd                           ($1,$3)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8C600000:a0.2        0x4240F500           {$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE740]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$12.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8C600000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE740]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA4E00000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB640]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8C800000:a0.2        0x4200D504           {$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE700]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8CA00000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE6C0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$1.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA4C00000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB680]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$0.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB2200000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9BC0]
        sync.allrd                           ($4,$14)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8C000000:a0.2        0x4240F500           {$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE800]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$7.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8C000000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE800]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA9400000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAD80]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8C200000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE7C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8C400000:a0.2        0x4200D504           {F@1,$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE780]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA9200000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xADC0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$14.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA4A00000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB6C0]
        sync.allrd                           ($9,$15)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8BA00000:a0.2        0x4240F500           {$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE8C0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$6.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8BA00000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE8C0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xADA00000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA4C0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8BC00000:a0.2        0x4200D504           {$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE880]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8BE00000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE840]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$15.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAD800000:a0.2        0x4210D500           {F@1,$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA500]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$2.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA9000000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAE00]
        sync.allrd                           ($5,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8B400000:a0.2        0x4240F500           {$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE980]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$8.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8B400000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE980]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB2000000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9C00]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8B600000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE940]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8B800000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE900]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$10.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB1E00000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9C40]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$5.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAD600000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA540]
        sync.allrd                           ($1,$3)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8AE00000:a0.2        0x4240F500           {$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEA40]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8AE00000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEA40]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA4800000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB700]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8B000000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEA00]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8B200000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xE9C0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA4600000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB740]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$1.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB1C00000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9C80]
        sync.allrd                           ($4,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8A800000:a0.2        0x4240F500           {$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEB00]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$14.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8A800000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEB00]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA8E00000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAE40]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8AA00000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEAC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8AC00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEA80]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA8C00000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAE80]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$7.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA4400000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB780]
        sync.allrd                           ($9,$15)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8A200000:a0.2        0x4240F500           {$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEBC0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x8A200000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEBC0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAD400000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA580]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x8A400000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEB80]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8A600000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEB40]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAD200000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA5C0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$15.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA8A00000:a0.2        0x4210D500           {F@1,$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAEC0]
        sync.allrd                           ($10,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89C00000:a0.2        0x4240F500           {$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEC80]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$5.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x89C00000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEC80]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB1A00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9CC0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x89E00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEC40]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x8A000000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEC00]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB1800000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9D00]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$10.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAD000000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA600]
        sync.allrd                           ($3,$12)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89600000:a0.2        0x4240F500           {$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xED40]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x89600000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xED40]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA4200000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB7C0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x89800000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xED00]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x89A00000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xECC0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA4000000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB800]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$0.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB1600000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9D40]
        sync.allrd                           ($4,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89000000:a0.2        0x4240F500           {$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEE00]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$7.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x89000000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEE00]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA8800000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAF00]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x89200000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEDC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x89400000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xED80]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA8600000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAF40]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$14.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA3E00000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB840]
        sync.allrd                           ($6,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x88A00000:a0.2        0x4240F500           {$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEEC0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x88A00000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEEC0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xACE00000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA640]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x88C00000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEE80]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x88E00000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEE40]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xACC00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA680]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$2.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA8400000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAF80]
        sync.allrd                           ($8,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x88400000:a0.2        0x4240F500           {$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEF80]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x88400000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEF80]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB1400000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9D80]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x88600000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEF40]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x88800000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEF00]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB1200000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9DC0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$5.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xACA00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA6C0]
        sync.allrd                           ($3,$12)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x87E00000:a0.2        0x4240F500           {$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF040]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x87E00000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF040]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA3C00000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB880]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x88000000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF000]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x88200000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xEFC0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA3A00000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB8C0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$1.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB1000000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9E00]
        sync.allrd                           ($4,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x87800000:a0.2        0x4240F500           {$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF100]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$14.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x87800000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF100]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA8200000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAFC0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x87A00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF0C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x87C00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF080]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA8000000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB000]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$7.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA3800000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB900]
        sync.allrd                           ($6,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x87200000:a0.2        0x4240F500           {$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF1C0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x87200000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF1C0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAC800000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA700]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x87400000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF180]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x87600000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF140]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAC600000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA740]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$15.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA7E00000:a0.2        0x4210D500           {F@1,$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB040]
        sync.allrd                           ($8,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86C00000:a0.2        0x4240F500           {$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF280]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$5.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x86C00000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF280]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB0E00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9E40]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x86E00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF240]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x87000000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF200]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB0C00000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9E80]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$10.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAC400000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA780]
        sync.allrd                           ($3,$12)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86600000:a0.2        0x4240F500           {$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF340]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x86600000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF340]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA3600000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB940]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x86800000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF300]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x86A00000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF2C0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA3400000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB980]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$0.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB0A00000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9EC0]
        sync.allrd                           ($4,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86000000:a0.2        0x4240F500           {$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF400]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$7.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x86000000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF400]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA7C00000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB080]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x86200000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF3C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x86400000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF380]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA7A00000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB0C0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$14.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA3200000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB9C0]
        sync.allrd                           ($6,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x85A00000:a0.2        0x4240F500           {$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF4C0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x85A00000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF4C0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAC200000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA7C0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x85C00000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF480]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x85E00000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF440]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAC000000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA800]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$2.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA7800000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB100]
        sync.allrd                           ($8,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x85400000:a0.2        0x4240F500           {$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF580]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x85400000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF580]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB0800000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9F00]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x85600000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF540]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x85800000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF500]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB0600000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9F40]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$5.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xABE00000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA840]
        sync.allrd                           ($3,$12)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84E00000:a0.2        0x4240F500           {$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF640]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x84E00000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF640]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA3000000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBA00]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x85000000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF600]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x85200000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF5C0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA2E00000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBA40]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$1.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xB0400000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9F80]
        sync.allrd                           ($4,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84800000:a0.2        0x4240F500           {$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF700]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$14.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x84800000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF700]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA7600000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB140]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x84A00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF6C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x84C00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF680]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA7400000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB180]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$7.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA2C00000:a0.2        0x4210D500           {F@1,$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBA80]
        sync.allrd                           ($6,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84200000:a0.2        0x4240F500           {$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF7C0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$2.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x84200000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF7C0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xABC00000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA880]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x84400000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF780]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x84600000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF740]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xABA00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA8C0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$15.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA7200000:a0.2        0x4210D500           {F@1,$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB1C0]
        sync.allrd                           ($8,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x83C00000:a0.2        0x4240F500           {$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF880]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$5.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x83C00000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF880]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xB0200000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0x9FC0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x83E00000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF840]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x84000000:a0.2        0x4200D504           {F@1,$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF800]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xB0000000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA000]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$10.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAB800000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA900]
        sync.allrd                           ($3,$12)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x83600000:a0.2        0x4240F500           {$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF940]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x83600000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF940]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA2A00000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBAC0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x83800000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF900]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x83A00000:a0.2        0x4200D504           {F@1,$7} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF8C0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA2800000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBB00]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$0.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAFE00000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA040]
        sync.allrd                           ($4,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x83000000:a0.2        0x4240F500           {$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFA00]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$7.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x83000000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFA00]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA7000000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB200]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x83200000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF9C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x83400000:a0.2        0x4200D504           {F@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF980]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA6E00000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB240]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$14.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA2600000:a0.2        0x4210D500           {F@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBB40]
        sync.allrd                           ($6,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x82A00000:a0.2        0x4240F500           {$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFAC0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x82A00000:a0.2        0x4200D504           {F@1,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFAC0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAB600000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA940]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x82C00000:a0.2        0x4200D504           {$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFA80]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x82E00000:a0.2        0x4200D504           {F@1,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFA40]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$6.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAB400000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA980]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$2.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xA6C00000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB280]
        sync.allrd                           ($8,$11)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x82400000:a0.2        0x4240F500           {$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFB80]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x82400000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFB80]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$11.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAFC00000:a0.2        0x4210D500           {F@1,$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA080]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x82600000:a0.2        0x4200D504           {$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFB40]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x82800000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFB00]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$8.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xAFA00000:a0.2        0x4210D500           {F@1,$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA0C0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$5.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAB200000:a0.2        0x4210D500           {F@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA9C0]
        sync.allrd                           ($3,$12)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81E00000:a0.2        0x4240F500           {$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFC40]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$0.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x81E00000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFC40]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$3.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA2400000:a0.2        0x4210D500           {F@1,$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBB80]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x82000000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFC00]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x82200000:a0.2        0x4200D504           {F@1,$14} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFBC0]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA2200000:a0.2        0x4210D500           {F@1,$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBBC0]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {$1.dst}
(W)     send.ugm (1|M0)          r66      r68  null:0  0xAF800000:a0.2        0x4210D500           {F@1,$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xA100]
        sync.allrd                           ($4,$13)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81800000:a0.2        0x4240F500           {$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFD00]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$14.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x81800000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFD00]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {$4.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xA6A00000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB2C0]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x81A00000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFCC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x81C00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFC80]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,$13.dst}
(W)     send.ugm (1|M0)          r126     r68  null:0  0xA6800000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xB300]
        mov (16|M0)              r67.0<1>:f    r66.0<1;1,0>:f                   {Compacted,$7.dst}
        sync.allrd                           ($2,$6,$9)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81200000:a0.2        0x4240F500           {$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFDC0]
        mov (16|M0)              r60.0<1>:f    r67.0<1;1,0>:f                   {Compacted,@1,$15.dst}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x81200000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFDC0]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.ugm (1|M0)          r3       r68  null:0  0xAB000000:a0.2        0x4210D500           {F@1,$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xAA00]
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                  
(W)     send.ugm (1|M0)          null     r68  r61:1  0x81400000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFD80]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x81600000:a0.2        0x4200D504           {F@1,$8} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFD40]
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {$6.dst}
        sync.allrd                           ($2,$8)                
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80C00000:a0.2        0x4240F500           {$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFE80]
        mov (16|M0)              r61.0<1>:f    r127.0<1;1,0>:f                  {Compacted,@1,$5.dst}
(W)     send.ugm (1|M0)          null     r68  r61:1  0x80E00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFE40]
(W)     send.ugm (1|M0)          r127     r68  null:0  0x80400000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFF80]
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$11.dst}
        mov (16|M0)              r62.0<1>:f    r64.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          r64      r68  null:0  0xA2000000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBC00]
(W)     send.ugm (1|M0)          null     r68  r62:1  0x81000000:a0.2        0x4200D504           {$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFE00]
        mov (16|M0)              r3.0<1>:f     r65.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r66.0<1>:f    r64.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r60.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.ugm (1|M0)          null     r68  r60:1  0x80C00000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFE80]
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB2C00000:a0.2        0x4240F500           {$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0x9A80]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x80600000:a0.2        0x4240F500           {$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFF40]
        mov (16|M0)              r126.0<1>:f   r62.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
        mov (16|M0)              r65.0<1>:f    r126.0<1;1,0>:f                  {Compacted,F@2}
        mov (16|M0)              r3.0<1>:f     r61.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r126.0<1>:f   r60.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r64.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@2}
        mov (16|M0)              r127.0<1>:f   r126.0<1;1,0>:f                  {Compacted,@2,$10.dst}
(W)     send.ugm (1|M0)          null     r68  r66:1  0x80A00000:a0.2        0x4200D504           {$1} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFEC0]
(W)     send.ugm (1|M0)          null     r68  r65:1  0x80800000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFF00]
(W)     send.ugm (1|M0)          null     r68  r64:1  0x80600000:a0.2        0x4200D504           {F@2,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFF40]
(W)     send.ugm (1|M0)          null     r68  r127:1  0x80400000:a0.2        0x4200D504           {F@1,$3} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFF80]
        sync.allrd                           ($0,$3,$4)                
(W)     mov (1|M0)               a0.2<1>:ud    r1.8<0;1,0>:ud                   {$1.src}
(f0.1)  goto.b (16|M0)                       L33440                  L8600                
L33440:
        join (16|M0)                         L33456                                
L33456:
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud             
(W)     mov (1|M0)               r1.0<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r1.1<1>:ud    0x40400000:ud                             
(W)     mov (1|M0)               r1.4<1>:ud    0x40800000:ud                             
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80400000:a0.2        0x4220E500           {$13} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xFF80]
(W)     mov (1|M0)               r1.3<1>:ud    0x40A00000:ud                             
(W)     mov (1|M0)               r1.2<1>:ud    0x40C00000:ud                             
(W)     mov (1|M0)               r127.0<1>:ud  0x428C0000:ud                             
(W)     mov (1|M0)               r68.1<1>:ud   0x42BC0000:ud                              {$13.src}
(W)     mov (1|M0)               r2.0<1>:ud    0x42BE0000:ud                             
        add (16|M0)              acc0.0<1>:f   r60.0<1;1,0>:f    0.0:f               {Compacted,$13.dst}
        add (16|M0)              acc1.0<1>:f   r61.0<1;1,0>:f    0.0:f               {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80800000:a0.2        0x4240F500           {A@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFF00]
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r1.0<0>:f        {Compacted,$7.dst}
        add (16|M0)              acc2.0<1>:f   r60.0<1;1,0>:f    0.0:f               {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80E00000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFE40]
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x80A00000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFEC0]
        add (16|M0)              acc3.0<1>:f   r60.0<1;1,0>:f    0.0:f               {Compacted,$9.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFD40]
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.4<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81200000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFDC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81E00000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFC40]
(W)     mov (1|M0)               r1.0<1>:ud    0x40E00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.4<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.3<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x81A00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFCC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.4<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x82600000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFB40]
(W)     mov (1|M0)               r1.1<1>:ud    0x41000000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.3<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x82200000:a0.2        0x4240F500           {F@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFBC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.4<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.3<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x82E00000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFA40]
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@2}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x82A00000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFAC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.3<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x83600000:a0.2        0x4240F500           {F@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF940]
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x83200000:a0.2        0x4240F500           {F@1,$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF9C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x83E00000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF840]
(W)     mov (1|M0)               r1.2<1>:ud    0x41100000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x83A00000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF8C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84600000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF740]
(W)     mov (1|M0)               r1.0<1>:ud    0x41200000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84200000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF7C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84E00000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF640]
(W)     mov (1|M0)               r1.1<1>:ud    0x41300000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x84A00000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF6C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x85600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF540]
(W)     mov (1|M0)               r1.2<1>:ud    0x41400000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x85200000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF5C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x85E00000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF440]
(W)     mov (1|M0)               r1.0<1>:ud    0x41500000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x85A00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF4C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86600000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF340]
(W)     mov (1|M0)               r1.1<1>:ud    0x41600000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86200000:a0.2        0x4240F500           {F@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF3C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86E00000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF240]
(W)     mov (1|M0)               r1.2<1>:ud    0x41700000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86A00000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF2C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x87600000:a0.2        0x4240F500           {F@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF140]
(W)     mov (1|M0)               r1.0<1>:ud    0x41800000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x87200000:a0.2        0x4240F500           {F@1,$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF1C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x87E00000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF040]
(W)     mov (1|M0)               r1.1<1>:ud    0x41880000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x87A00000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xF0C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x88600000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEF40]
(W)     mov (1|M0)               r1.2<1>:ud    0x41900000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x88200000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEFC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x88E00000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEE40]
(W)     mov (1|M0)               r1.0<1>:ud    0x41980000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x88A00000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEEC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xED40]
(W)     mov (1|M0)               r1.1<1>:ud    0x41A00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89200000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEDC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89E00000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEC40]
(W)     mov (1|M0)               r1.2<1>:ud    0x41A80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x89A00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xECC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8A600000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEB40]
(W)     mov (1|M0)               r1.0<1>:ud    0x41B00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8A200000:a0.2        0x4240F500           {F@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEBC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8AE00000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEA40]
(W)     mov (1|M0)               r1.1<1>:ud    0x41B80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8AA00000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xEAC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8B600000:a0.2        0x4240F500           {F@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE940]
(W)     mov (1|M0)               r1.2<1>:ud    0x41C00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8B200000:a0.2        0x4240F500           {F@1,$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE9C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8BE00000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE840]
(W)     mov (1|M0)               r1.0<1>:ud    0x41C80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8BA00000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE8C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8C600000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE740]
(W)     mov (1|M0)               r1.1<1>:ud    0x41D00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8C200000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE7C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8CE00000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE640]
(W)     mov (1|M0)               r1.2<1>:ud    0x41D80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8CA00000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE6C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8D600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE540]
(W)     mov (1|M0)               r1.0<1>:ud    0x41E00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8D200000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE5C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8DE00000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE440]
(W)     mov (1|M0)               r1.1<1>:ud    0x41E80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8DA00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE4C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8E600000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE340]
(W)     mov (1|M0)               r1.2<1>:ud    0x41F00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8E200000:a0.2        0x4240F500           {F@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE3C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8EE00000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE240]
(W)     mov (1|M0)               r1.0<1>:ud    0x41F80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8EA00000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE2C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8F600000:a0.2        0x4240F500           {F@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE140]
(W)     mov (1|M0)               r1.1<1>:ud    0x42000000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8F200000:a0.2        0x4240F500           {F@1,$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE1C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8FE00000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE040]
(W)     mov (1|M0)               r1.2<1>:ud    0x42040000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x8FA00000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xE0C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x90600000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDF40]
(W)     mov (1|M0)               r1.0<1>:ud    0x42080000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x90200000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDFC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x90E00000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDE40]
(W)     mov (1|M0)               r1.1<1>:ud    0x420C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x90A00000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDEC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x91600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDD40]
(W)     mov (1|M0)               r1.2<1>:ud    0x42100000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x91200000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDDC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x91E00000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDC40]
(W)     mov (1|M0)               r1.0<1>:ud    0x42140000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x91A00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDCC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x92600000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDB40]
(W)     mov (1|M0)               r1.1<1>:ud    0x42180000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x92200000:a0.2        0x4240F500           {F@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDBC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x92E00000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDA40]
(W)     mov (1|M0)               r1.2<1>:ud    0x421C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x92A00000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xDAC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x93600000:a0.2        0x4240F500           {F@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD940]
(W)     mov (1|M0)               r1.0<1>:ud    0x42200000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x93200000:a0.2        0x4240F500           {F@1,$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD9C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x93E00000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD840]
(W)     mov (1|M0)               r1.1<1>:ud    0x42240000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x93A00000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD8C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x94600000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD740]
(W)     mov (1|M0)               r1.2<1>:ud    0x42280000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x94200000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD7C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x94E00000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD640]
(W)     mov (1|M0)               r1.0<1>:ud    0x422C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x94A00000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD6C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x95600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD540]
(W)     mov (1|M0)               r1.1<1>:ud    0x42300000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x95200000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD5C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x95E00000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD440]
(W)     mov (1|M0)               r1.2<1>:ud    0x42340000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x95A00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD4C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x96600000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD340]
(W)     mov (1|M0)               r1.0<1>:ud    0x42380000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x96200000:a0.2        0x4240F500           {F@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD3C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x96E00000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD240]
(W)     mov (1|M0)               r1.1<1>:ud    0x423C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x96A00000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD2C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x97600000:a0.2        0x4240F500           {F@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD140]
(W)     mov (1|M0)               r1.2<1>:ud    0x42400000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x97200000:a0.2        0x4240F500           {F@1,$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD1C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x97E00000:a0.2        0x4240F500           {F@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD040]
(W)     mov (1|M0)               r1.0<1>:ud    0x42440000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x97A00000:a0.2        0x4240F500           {F@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xD0C0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x98600000:a0.2        0x4240F500           {F@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCF40]
(W)     mov (1|M0)               r1.1<1>:ud    0x42480000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x98200000:a0.2        0x4240F500           {F@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCFC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x98E00000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCE40]
(W)     mov (1|M0)               r1.2<1>:ud    0x424C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x98A00000:a0.2        0x4240F500           {F@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCEC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x99600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCD40]
(W)     mov (1|M0)               r1.0<1>:ud    0x42500000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x99200000:a0.2        0x4240F500           {F@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCDC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x99E00000:a0.2        0x4240F500           {F@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCC40]
(W)     mov (1|M0)               r1.1<1>:ud    0x42540000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x99A00000:a0.2        0x4240F500           {F@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCCC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9A600000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCB40]
(W)     mov (1|M0)               r1.2<1>:ud    0x42580000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$10.dst}
(W)     mov (8|M0)               r126.0<1>:uq  r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {I@2}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9A200000:a0.2        0x4240F500           {A@1,$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCBC0]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9AE00000:a0.2        0x4240F500           {F@1,$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xCA40]
(W)     mov (1|M0)               r1.0<1>:ud    0x425C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r126.0<1;0>:f     r1.1<0>:f        {Compacted}
(W)     mov (8|M0)               r64.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.2<0>:f       
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9B600000:a0.2        0x4240F500           {A@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC940]
(W)     mov (1|M0)               r1.1<1>:ud    0x42600000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (8|M0)               r3.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.0<0>:f       
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9BE00000:a0.2        0x4240F500           {A@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC840]
(W)     mov (1|M0)               r1.2<1>:ud    0x42640000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.0<0>:f        {Compacted}
(W)     mov (8|M0)               r126.0<1>:uq  r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9C600000:a0.2        0x4240F500           {A@1,$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC740]
(W)     mov (1|M0)               r1.0<1>:ud    0x42680000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r126.0<1;0>:f     r1.1<0>:f        {Compacted}
(W)     mov (8|M0)               r64.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9CE00000:a0.2        0x4240F500           {A@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC640]
(W)     mov (1|M0)               r1.1<1>:ud    0x426C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (8|M0)               r3.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9D600000:a0.2        0x4240F500           {A@1,$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC540]
(W)     mov (1|M0)               r1.2<1>:ud    0x42700000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.0<0>:f        {Compacted}
(W)     mov (8|M0)               r126.0<1>:uq  r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9DE00000:a0.2        0x4240F500           {A@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC440]
(W)     mov (1|M0)               r1.0<1>:ud    0x42740000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r126.0<1;0>:f     r1.1<0>:f        {Compacted}
(W)     mov (8|M0)               r64.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.2<0>:f       
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9E600000:a0.2        0x4240F500           {A@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC340]
(W)     mov (1|M0)               r1.1<1>:ud    0x42780000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (8|M0)               r3.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.0<0>:f       
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9EE00000:a0.2        0x4240F500           {A@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC240]
(W)     mov (1|M0)               r1.2<1>:ud    0x427C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.0<0>:f        {Compacted}
(W)     mov (8|M0)               r126.0<1>:uq  r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9F600000:a0.2        0x4240F500           {A@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC140]
(W)     mov (1|M0)               r1.0<1>:ud    0x42800000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r126.0<1;0>:f     r1.1<0>:f        {Compacted}
(W)     mov (8|M0)               r64.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x9FE00000:a0.2        0x4240F500           {A@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xC040]
(W)     mov (1|M0)               r1.1<1>:ud    0x42820000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.0<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (8|M0)               r3.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.0<0>:f       
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA0600000:a0.2        0x4240F500           {A@1,$15} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xBF40]
(W)     mov (1|M0)               r1.2<1>:ud    0x42840000:ud                             
(W)     send.ugm (1|M0)          r64      r68  null:0  0xA1200000:a0.2        0x4240F500           {$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xBDC0]
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.0<0>:f        {Compacted}
(W)     mov (8|M0)               r126.0<1>:uq  r62.0<1;1,0>:uq                  {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.1<0>:f       
(W)     send.ugm (1|M0)          r60      r68  null:0  0xA0E00000:a0.2        0x4240F500           {A@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xBE40]
(W)     mov (1|M0)               r1.0<1>:ud    0x42860000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r1.2<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r126.0<1;0>:f     r1.1<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r60      r68  null:0  0xB3400000:a0.2        0x4240F500           {F@1,$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0x9980]
(W)     mov (1|M0)               r1.1<1>:ud    0x42880000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r66.0<1;0>:f      r1.0<0>:f        {Compacted,$11.dst}
(W)     mov (1|M0)               r126.0<1>:ud  0x428E0000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.ugm (1|M0)          r64      r68  null:0  0xA1A00000:a0.2        0x4210D500           {F@1,$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xBCC0]
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     mov (1|M0)               r1.2<1>:ud    0x428A0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r61.0<1;0>:f      r1.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r122.0<1;0>:f     r1.2<0>:f        {Compacted,$7.dst}
(W)     mov (8|M0)               r3.0<1>:uq    r63.0<1;1,0>:uq                  {Compacted}
(W)     mov (1|M0)               r122.0<1>:ud  0x42900000:ud                              {F@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r1.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r62.0<1;0>:f      r1.1<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r123.0<1;0>:f     r1.2<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r118.0<1;0>:f     r127.0<0>:f      {Compacted,$13.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.1<0>:f        {Compacted,I@2}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r124.0<1;0>:f     r1.2<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r119.0<1;0>:f     r127.0<0>:f      {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r114.0<1;0>:f     r126.0<0>:f      {Compacted,$1.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r125.0<1;0>:f     r1.2<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r120.0<1;0>:f     r127.0<0>:f      {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r115.0<1;0>:f     r126.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r110.0<1;0>:f     r122.0<0>:f      {Compacted,$8.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r121.0<1;0>:f     r127.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r116.0<1;0>:f     r126.0<0>:f      {Compacted}
(W)     mov (1|M0)               r118.0<1>:ud  0x42920000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r111.0<1;0>:f     r122.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r106.0<1;0>:f     r118.0<0>:f      {Compacted,$10.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r117.0<1;0>:f     r126.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r112.0<1;0>:f     r122.0<0>:f      {Compacted}
(W)     mov (1|M0)               r114.0<1>:ud  0x42940000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r107.0<1;0>:f     r118.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r102.0<1;0>:f     r114.0<0>:f      {Compacted,$12.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r113.0<1;0>:f     r122.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r108.0<1;0>:f     r118.0<0>:f      {Compacted}
(W)     mov (1|M0)               r110.0<1>:ud  0x42960000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r103.0<1;0>:f     r114.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r98.0<1;0>:f      r110.0<0>:f      {Compacted,$14.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r109.0<1;0>:f     r118.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r104.0<1;0>:f     r114.0<0>:f      {Compacted}
(W)     mov (1|M0)               r106.0<1>:ud  0x42980000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r99.0<1;0>:f      r110.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r94.0<1;0>:f      r106.0<0>:f      {Compacted,$0.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r105.0<1;0>:f     r114.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r100.0<1;0>:f     r110.0<0>:f      {Compacted}
(W)     mov (1|M0)               r102.0<1>:ud  0x429A0000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r95.0<1;0>:f      r106.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r90.0<1;0>:f      r102.0<0>:f      {Compacted,$2.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r101.0<1;0>:f     r110.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r96.0<1;0>:f      r106.0<0>:f     
(W)     mov (1|M0)               r98.0<1>:ud   0x429C0000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r91.0<1;0>:f      r102.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r86.0<1;0>:f      r98.0<0>:f       {Compacted,$4.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r97.0<1;0>:f      r106.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r92.0<1;0>:f      r102.0<0>:f     
(W)     mov (1|M0)               r94.0<1>:ud   0x429E0000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r87.0<1;0>:f      r98.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r82.0<1;0>:f      r94.0<0>:f       {Compacted,$6.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r93.0<1;0>:f      r102.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r88.0<1;0>:f      r98.0<0>:f      
(W)     mov (1|M0)               r90.0<1>:ud   0x42A00000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r83.0<1;0>:f      r94.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r78.0<1;0>:f      r90.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r89.0<1;0>:f      r98.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r84.0<1;0>:f      r94.0<0>:f       {Compacted}
(W)     mov (1|M0)               r86.0<1>:ud   0x42A20000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r79.0<1;0>:f      r90.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r86.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r85.0<1;0>:f      r94.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r80.0<1;0>:f      r90.0<0>:f       {Compacted}
(W)     mov (1|M0)               r82.0<1>:ud   0x42A40000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r75.0<1;0>:f      r86.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r70.0<1;0>:f      r82.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r81.0<1;0>:f      r90.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r76.0<1;0>:f      r86.0<0>:f       {Compacted}
(W)     mov (1|M0)               r80.0<1>:ud   0x42A60000:ud                              {F@5}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r71.0<1;0>:f      r82.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r52.0<1;0>:f      r80.0<0>:f       {Compacted,$9.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r77.0<1;0>:f      r86.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r72.0<1;0>:f      r82.0<0>:f       {Compacted}
(W)     mov (1|M0)               r79.0<1>:ud   0x42A80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r80.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r48.0<1;0>:f      r79.0<0>:f       {Compacted,$11.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r73.0<1;0>:f      r82.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r54.0<1;0>:f      r80.0<0>:f       {Compacted}
(W)     mov (1|M0)               r78.0<1>:ud   0x42AA0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r49.0<1;0>:f      r79.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r44.0<1;0>:f      r78.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r55.0<1;0>:f      r80.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r50.0<1;0>:f      r79.0<0>:f       {Compacted}
(W)     mov (1|M0)               r77.0<1>:ud   0x42AC0000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r45.0<1;0>:f      r78.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r40.0<1;0>:f      r77.0<0>:f       {Compacted,$15.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r51.0<1;0>:f      r79.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r46.0<1;0>:f      r78.0<0>:f       {Compacted}
(W)     mov (1|M0)               r76.0<1>:ud   0x42AE0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r41.0<1;0>:f      r77.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r36.0<1;0>:f      r76.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r47.0<1;0>:f      r78.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r42.0<1;0>:f      r77.0<0>:f       {Compacted}
(W)     mov (1|M0)               r75.0<1>:ud   0x42B00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r37.0<1;0>:f      r76.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r32.0<1;0>:f      r75.0<0>:f       {Compacted,$3.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r43.0<1;0>:f      r77.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r38.0<1;0>:f      r76.0<0>:f       {Compacted}
(W)     mov (1|M0)               r74.0<1>:ud   0x42B20000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r33.0<1;0>:f      r75.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r28.0<1;0>:f      r74.0<0>:f       {Compacted,$5.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r39.0<1;0>:f      r76.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r34.0<1;0>:f      r75.0<0>:f       {Compacted}
(W)     mov (1|M0)               r73.0<1>:ud   0x42B40000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r29.0<1;0>:f      r74.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r24.0<1;0>:f      r73.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r35.0<1;0>:f      r75.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r30.0<1;0>:f      r74.0<0>:f      
(W)     mov (1|M0)               r72.0<1>:ud   0x42B60000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r25.0<1;0>:f      r73.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r20.0<1;0>:f      r72.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r31.0<1;0>:f      r74.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r26.0<1;0>:f      r73.0<0>:f       {Compacted}
(W)     mov (1|M0)               r71.0<1>:ud   0x42B80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r21.0<1;0>:f      r72.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r16.0<1;0>:f      r71.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r27.0<1;0>:f      r73.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r22.0<1;0>:f      r72.0<0>:f       {Compacted}
(W)     mov (1|M0)               r70.0<1>:ud   0x42BA0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r17.0<1;0>:f      r71.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r12.0<1;0>:f      r70.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r23.0<1;0>:f      r72.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r18.0<1;0>:f      r71.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r13.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r8.0<1;0>:f       r68.1<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r19.0<1;0>:f      r71.0<0>:f       {Compacted}
(W)     send.ugm (1|M0)          r19      r68  null:0  0x80000000:a0.2        0x4220E500           {F@1,$4} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0x10000]
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r14.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r9.0<1;0>:f       r68.1<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r2.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r15.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r10.0<1;0>:f      r68.1<0>:f       {Compacted}
(W)     mov (1|M0)               r1.0<1>:ud    0x42C00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r5.0<1;0>:f       r2.0<0>:f        {Compacted}
        mad (16|M0)              r113.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc3.0<1;0>:f     r11.0<1;0>:f      r68.1<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r6.0<1;0>:f       r2.0<0>:f        {Compacted}
        mad (16|M0)              r114.0<1>:f   acc1.0<1;0>:f     r57.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r7.0<1;0>:f       r2.0<0>:f        {Compacted}
        mad (16|M0)              r115.0<1>:f   acc2.0<1;0>:f     r58.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              r116.0<1>:f   acc0.0<1;0>:f     r59.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     mov (16|M0)              r112.0<1>:ud  r69.0<1;1,0>:ud                  {Compacted}
        shl (16|M0)              r52.0<1>:q    r19.0<1;1,0>:q    4:w               {Compacted,$4.dst}
        add (16|M0)              r50.0<1>:q    r52.0<1;1,0>:q    r2.3<0;1,0>:q    {I@1}
        send.ugm (16|M0)         null     r50  r113:4  0x0            0x04003584           {A@1,$5} // wr:2+4, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (1|M0)         null     r112  null:0  0x0            0x02000010           {EOT,$6} // wr:1+0, rd:0; end of thread
L40432:
(W)     mov (16|M0)              null<1>:ud    0xFA6159C8:ud                             
(W)     mov (16|M0)              null<1>:ud    0xE319D34D:ud                             
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
