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
(W)     mov (16|M0)              r65.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     mov (1|M0)               r64.0<1>:f    9.18355e-41:f                              
(W)     and (1|M0)               r1.9<1>:ud    r65.5<0;1,0>:ud   0xFFFFFC00:ud              {@1,$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x400004C0:ud              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r65.2<0;1,0>:uw  {A@1}
(W)     macl (1|M0)              r59.0<1>:ud   r2.3<0;1,0>:ud    r65.1<0;1,0>:ud  {Compacted}
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r65.2<0;1,0>:uw 
(W)     mach (1|M0)              r100.0<1>:d   r2.3<0;1,0>:ud    r65.1<0;1,0>:ud 
        mov (16|M0)              r60.0<4>:uw   r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r59.1<1>:d    r100.0<0;1,0>:d                  {Compacted,I@2}
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
        add (16|M0)              r98.0<1>:q    r59.0<0;1,0>:q    r60.0<4;1,0>:uw  {I@2}
        add (16|M0)              r18.0<1>:q    r98.0<1;1,0>:q    r2.0<0;1,0>:ud   {I@1}
(W)     mov (16|M0)              r16.0<1>:uq   r18.0<1;1,0>:uq                  {Compacted,I@1}
        shl (16|M0)              r54.0<1>:d    r16.0<2;1,0>:d    4:w               {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    112:w               {Compacted,I@1}
        and (16|M0)              r92.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    224:w               {Compacted}
        and (16|M0)              r88.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r52.0<2>:ud   r88.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r86.0<1>:q    r3.0<0;1,0>:q     r52.0<2;1,0>:ud  {@1,$1.dst}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    336:w              
        send.ugm (16|M0)         r4       r86  null:0  0x0            0x04403580           {I@2,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r84.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r96.0<1>:d    r54.0<1;1,0>:d    4080:w              
        mov (16|M0)              r50.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted,I@2}
        mov (16|M0)              r58.0<2>:ud   r96.0<1;1,0>:ud                  {Compacted,I@2}
        add (16|M0)              r82.0<1>:q    r3.0<0;1,0>:q     r50.0<2;1,0>:ud  {I@2}
        send.ugm (16|M0)         r102     r82  null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r94.0<1>:q    r3.0<0;1,0>:q     r58.0<2;1,0>:ud 
        send.ugm (16|M0)         r12      r94  null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r56.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r90.0<1>:q    r3.0<0;1,0>:q     r56.0<2;1,0>:ud  {I@1}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    448:w               {Compacted}
        send.ugm (16|M0)         r8       r90  null:0  0x0            0x04403580           {I@2,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r80.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    560:w               {Compacted}
        and (16|M0)              r76.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    672:w               {Compacted}
        and (16|M0)              r72.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    784:w               {Compacted}
        and (16|M0)              r68.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    896:w               {Compacted}
        and (16|M0)              r62.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1008:w               {Compacted}
        mov (16|M0)              r48.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted,I@7}
        and (16|M0)              r58.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1120:w               {Compacted}
        mov (16|M0)              r44.0<2>:ud   r72.0<1;1,0>:ud                  {Compacted,I@7}
        and (16|M0)              r52.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1232:w               {Compacted}
        mov (16|M0)              r40.0<2>:ud   r62.0<1;1,0>:ud                  {Compacted,I@7}
        add (16|M0)              r78.0<1>:q    r3.0<0;1,0>:q     r48.0<2;1,0>:ud  {I@7}
        and (16|M0)              r48.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1344:w              
        add (16|M0)              r70.0<1>:q    r3.0<0;1,0>:q     r44.0<2;1,0>:ud  {I@7}
        mov (16|M0)              r36.0<2>:ud   r52.0<1;1,0>:ud                  {Compacted,I@7}
        and (16|M0)              r44.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1456:w               {Compacted}
        add (16|M0)              r60.0<1>:q    r3.0<0;1,0>:q     r40.0<2;1,0>:ud  {I@7}
        and (16|M0)              r40.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1568:w               {Compacted}
        add (16|M0)              r50.0<1>:q    r3.0<0;1,0>:q     r36.0<2;1,0>:ud  {I@6}
        and (16|M0)              r36.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r42.0<2>:ud   r68.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r32.0<2>:ud   r44.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M0)              r46.0<2>:ud   r76.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r34.0<2>:ud   r48.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r28.0<2>:ud   r36.0<1;1,0>:ud                  {Compacted,I@5}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1680:w              
        add (16|M0)              r66.0<1>:q    r3.0<0;1,0>:q     r42.0<2;1,0>:ud  {I@6}
        add (16|M0)              r42.0<1>:q    r3.0<0;1,0>:q     r32.0<2;1,0>:ud  {I@6}
        and (16|M0)              r32.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1792:w              
        add (16|M0)              r74.0<1>:q    r3.0<0;1,0>:q     r46.0<2;1,0>:ud  {I@7}
        add (16|M0)              r46.0<1>:q    r3.0<0;1,0>:q     r34.0<2;1,0>:ud  {I@7}
        add (16|M0)              r34.0<1>:q    r3.0<0;1,0>:q     r28.0<2;1,0>:ud  {I@7}
        and (16|M0)              r28.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r38.0<2>:ud   r58.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r30.0<2>:ud   r40.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r26.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M0)              r24.0<2>:ud   r28.0<1;1,0>:ud                  {Compacted,I@4}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    1904:w              
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud              {F@1}
        add (16|M0)              r56.0<1>:q    r3.0<0;1,0>:q     r38.0<2;1,0>:ud  {I@6}
        add (16|M0)              r38.0<1>:q    r3.0<0;1,0>:q     r30.0<2;1,0>:ud  {I@6}
        add (16|M0)              r30.0<1>:q    r3.0<0;1,0>:q     r26.0<2;1,0>:ud  {I@6}
        add (16|M0)              r26.0<1>:q    r3.0<0;1,0>:q     r24.0<2;1,0>:ud  {I@6}
        and (16|M0)              r24.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r22.0<2>:ud   r24.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2016:w               {Compacted}
(W)     send.ugm (1|M0)          null     r64  r18:2  0x80000000:a0.2        0x4200E504           {F@1,$6} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0x10000]
        add (16|M0)              r20.0<1>:q    r3.0<0;1,0>:q     r22.0<2;1,0>:ud  {I@2}
        and (16|M0)              r18.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$6.src}
        send.ugm (16|M0)         r116     r70  null:0  0x0            0x04403580           {$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r70      r20  null:0  0x0            0x04403580           {I@2,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r20.0<2>:ud   r18.0<1;1,0>:ud                  {@1,$8.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2128:w              
(W)     send.ugm (1|M0)          null     r64  r4:4  0x81400000:a0.2        0x4200F504           {$2} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFD80]
        and (16|M0)              r17.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r20.0<2;1,0>:ud  {@3,$2.src}
        send.ugm (16|M0)         r112     r66  null:0  0x0            0x04403580           {$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r66      r4  null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r17.0<1;1,0>:ud                  {$10.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2240:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r16.0<1>:d    acc2.0<1;1,0>:d   4080:w              
(W)     send.ugm (1|M0)          null     r64  r102:4  0x82C00000:a0.2        0x4200F504           {$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFA80]
        sync.nop                             null                             {$3.src}
        send.ugm (16|M0)         r100     r50  null:0  0x0            0x04403580           {$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r48      r4  null:0  0x0            0x04403580           {I@2,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r16.0<1;1,0>:ud                  {@1,$12.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2352:w              
(W)     send.ugm (1|M0)          null     r64  r12:4  0x80400000:a0.2        0x4200F504           {$4} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFF80]
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r15.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$4.src}
        send.ugm (16|M0)         r94      r46  null:0  0x0            0x04403580           {$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r44      r4  null:0  0x0            0x04403580           {I@2,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r15.0<1;1,0>:ud                  {@1,$14.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2464:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r14.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r90      r42  null:0  0x0            0x04403580           {$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r40      r4  null:0  0x0            0x04403580           {I@2,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r14.0<1;1,0>:ud                  {@1,$0.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2576:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r13.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r86      r38  null:0  0x0            0x04403580           {$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r36      r4  null:0  0x0            0x04403580           {I@2,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r13.0<1;1,0>:ud                  {@1,$5.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2688:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r12.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r82      r34  null:0  0x0            0x04403580           {$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r32      r4  null:0  0x0            0x04403580           {I@2,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r12.0<1;1,0>:ud                  {Compacted,@1,$2.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2800:w              
        sync.nop                             null                             {Compacted,$5.dst}
(W)     send.ugm (1|M0)          null     r64  r8:4  0x80C00000:a0.2        0x4200F504           {$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFE80]
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r11.0<1>:d    acc2.0<1;1,0>:d   4080:w               {$3.src}
        send.ugm (16|M0)         r124     r78  null:0  0x0            0x04403580           {$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r78      r30  null:0  0x0            0x04403580           {$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r28      r4  null:0  0x0            0x04403580           {I@2,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r11.0<1;1,0>:ud                  {@1,$3.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    2912:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r10.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r120     r74  null:0  0x0            0x04403580           {$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r74      r26  null:0  0x0            0x04403580           {$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r24      r4  null:0  0x0            0x04403580           {I@2,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r10.0<1;1,0>:ud                  {@1,$10.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    3024:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r9.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r20      r4  null:0  0x0            0x04403580           {I@2,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r9.0<1;1,0>:ud                   {@1,$11.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    3136:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r8.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r16      r4  null:0  0x0            0x04403580           {I@2,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r8.0<1;1,0>:ud                   {@1,$13.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    3248:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r7.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r12      r4  null:0  0x0            0x04403580           {I@2,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r7.0<1;1,0>:ud                   {@1,$12.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    3360:w              
        add (16|M0)              r4.0<1>:q     r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r6.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r8       r4  null:0  0x0            0x04403580           {I@2,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r4.0<2>:ud    r6.0<1;1,0>:ud                   {@1,$14.src}
        add (16|M0)              acc2.0<1>:d   r54.0<1;1,0>:d    3472:w              
        add (16|M0)              r52.0<1>:q    r3.0<0;1,0>:q     r4.0<2;1,0>:ud   {I@2}
        and (16|M0)              r99.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r4       r52  null:0  0x0            0x04403580           {I@2,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r52.0<2>:ud   r99.0<1;1,0>:ud                  {@1,$15.src}
        send.ugm (16|M0)         r104     r56  null:0  0x0            0x04403580           {$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r56.0<1>:q    r3.0<0;1,0>:q     r52.0<2;1,0>:ud  {@1,$0.src}
        send.ugm (16|M0)         r52      r56  null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        sync.nop                             null                             {$1.src}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x80000000:a0.2        0x4220E500           {$5} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0x10000]
        send.ugm (16|M0)         r108     r60  null:0  0x0            0x04403580           {$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        shl (16|M0)              r58.0<1>:d    r56.0<2;1,0>:d    2:w               {Compacted,$5.dst}
        and (16|M0)              r58.0<1>:d    r58.0<1;1,0>:d    60:w               {Compacted,I@1}
        mov (16|M0)              r56.0<2>:ud   r58.0<1;1,0>:ud                  {I@1}
        add (16|M0)              r56.0<1>:q    r3.1<0;1,0>:q     r56.0<2;1,0>:ud  {I@1}
        send.ugm (16|M0)         r98      r56  null:0  0x0            0x04100580           {I@1,$2} // wr:2+0, rd:1; load.ugm.d32.a64
        and (16|M0)   (eq)f0.1   r3.0<1>:d     r98.0<1;1,0>:d    7:w               {$2.dst}
(W)     send.ugm (1|M0)          null     r64  r3:1  0x81C00000:a0.2        0x4200D504           {I@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFC80]
(W)     mov (1|M0)               a0.2<1>:ud    r1.8<0;1,0>:ud                   {$4.src}
(f0.1)  goto (16|M0)                         L5168                  L5168                
L2960:
(W)     mov (1|M0)               r1.0<1>:d     0:w                               {Compacted}
L2968:
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud             
(W)     add (1|M0)               r1.0<1>:d     r1.0<0;1,0>:d     1:w               {Compacted,I@3}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x80400000:a0.2        0x4240F500           {$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFF80]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.ugm (1|M0)          r60      r64  null:0  0x80C00000:a0.2        0x4240F500           {$3} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFE80]
        sync.allwr                           ($3,$7)                
        mad (16|M0)              acc0.0<1>:f   r120.0<1;0>:f     r56.0<1;0>:f      r60.0<1>:f       {Compacted,$8.dst}
        mad (16|M0)              acc1.0<1>:f   r121.0<1;0>:f     r57.0<1;0>:f      r61.0<1>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   r122.0<1;0>:f     r58.0<1;0>:f      r62.0<1>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   r123.0<1;0>:f     r59.0<1;0>:f      r63.0<1>:f      
        mov (16|M0)              r98.0<1>:f    acc0.0<1;1,0>:f                 
        mov (16|M0)              r62.0<1>:f    acc1.0<1;1,0>:f                 
        mov (16|M0)              r60.0<1>:f    acc2.0<1;1,0>:f                 
        mov (16|M0)              r56.0<1>:ud   r98.0<1;1,0>:ud                  {Compacted,F@3}
        mov (16|M0)              r57.0<1>:ud   r62.0<1;1,0>:ud                  {Compacted,F@2}
(W)     send.ugm (1|M0)          null     r64  r56:2  0x80400000:a0.2        0x4200E504           {I@1,$8} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xFF80]
        mov (16|M0)              r58.0<1>:ud   r60.0<1;1,0>:ud                  {F@1}
        mov (16|M0)              r56.0<1>:f    acc3.0<1;1,0>:f                  {$8.src}
(W)     send.ugm (1|M0)          null     r64  r58:1  0x80800000:a0.2        0x4200D504           {I@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFF00]
(W)     send.ugm (1|M0)          r60      r64  null:0  0x80A00000:a0.2        0x4240F500           {$10} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFEC0]
        sync.nop                             null                             {Compacted,F@1}
        mov (16|M0)              r60.0<1>:ud   r56.0<1;1,0>:ud                  {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x81000000:a0.2        0x4240F500           {I@1,$11} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFE00]
(W)     send.ugm (1|M0)          null     r64  r60:1  0x80A00000:a0.2        0x4200D504           {$13} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFEC0]
        sync.nop                             null                             {Compacted,$11.dst}
        mad (16|M0)              r3.0<1>:f     r116.0<1;0>:f     r61.0<1;0>:f      r58.0<1>:f      
(W)     send.ugm (1|M0)          null     r64  r3:1  0x81E00000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFC40]
        mad (16|M0)              r98.0<1>:f    r117.0<1;0>:f     r62.0<1;0>:f      r59.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          null     r64  r98:1  0x82000000:a0.2        0x4200D504           {F@1,$12} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFC00]
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.ugm (1|M0)          r60      r64  null:0  0x81800000:a0.2        0x4240F500           {$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFD00]
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r98.0<1>:f    r118.0<1;0>:f     r56.0<1;0>:f      r60.0<1>:f       {Compacted,$8.dst}
        mad (16|M0)              r99.0<1>:f    r119.0<1;0>:f     r57.0<1;0>:f      r61.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          null     r64  r98:2  0x82200000:a0.2        0x4200E504           {F@1,$14} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xFBC0]
        mov (16|M0)              r56.0<1>:ud   r63.0<1;1,0>:ud                  {Compacted}
(W)     send.ugm (1|M0)          r60      r64  null:0  0x80C00000:a0.2        0x4240F500           {I@1,$9} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFE80]
        mov (16|M0)              r60.0<1>:ud   r56.0<1;1,0>:ud                  {Compacted,$9.dst}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x82000000:a0.2        0x4240F500           {I@1,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFC00]
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M0)              r98.0<1>:ud   r57.0<1;1,0>:ud                  {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:ud    r56.0<1;1,0>:ud                  {Compacted,$4.src}
        mov (16|M0)              r62.0<1>:ud   r98.0<1;1,0>:ud                  {I@2}
(W)     send.ugm (1|M0)          null     r64  r62:1  0x81000000:a0.2        0x4200D504           {I@1,$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFE00]
        mov (16|M0)              r61.0<1>:ud   r3.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r62.0<1>:ud   r58.0<1;1,0>:ud                  {Compacted,$15.src}
(W)     send.ugm (1|M0)          null     r64  r60:2  0x80C00000:a0.2        0x4200E504           {I@2,$0} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xFE80]
(W)     send.ugm (1|M0)          r56      r64  null:0  0x81200000:a0.2        0x4240F500           {I@1,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFDC0]
        mov (16|M0)              r56.0<1>:ud   r62.0<1;1,0>:ud                  {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r60      r64  null:0  0x82C00000:a0.2        0x4240F500           {I@1,$5} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFA80]
(W)     send.ugm (1|M0)          null     r64  r56:1  0x81200000:a0.2        0x4200D504           {$6} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFDC0]
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              r98.0<1>:f    r112.0<1;0>:f     r57.0<1;0>:f      r60.0<1>:f       {Compacted,$9.dst}
        mad (16|M0)              r99.0<1>:f    r113.0<1;0>:f     r58.0<1;0>:f      r61.0<1>:f       {Compacted}
        mad (16|M0)              r56.0<1>:f    r114.0<1;0>:f     r59.0<1;0>:f      r62.0<1>:f       {Compacted,$6.src}
(W)     send.ugm (1|M0)          null     r64  r98:2  0x82600000:a0.2        0x4200E504           {F@2,$2} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xFB40]
(W)     send.ugm (1|M0)          null     r64  r56:1  0x82A00000:a0.2        0x4200D504           {F@1,$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFAC0]
        sync.nop                             null                             {$4.src}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x81400000:a0.2        0x4240F500           {$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFD80]
        sync.nop                             null                             {Compacted,$2.src}
        mad (16|M0)              r98.0<1>:f    r115.0<1;0>:f     r59.0<1;0>:f      r63.0<1>:f       {Compacted,$12.dst}
(W)     send.ugm (1|M0)          r60      r64  null:0  0x82600000:a0.2        0x4240F500           {F@1,$14} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFB40]
(W)     send.ugm (1|M0)          null     r64  r98:1  0x83400000:a0.2        0x4200D504           {$15} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF980]
        mov (16|M0)              r3.0<1>:ud    r60.0<1;1,0>:ud                  {Compacted,$14.dst}
        mov (16|M0)              r98.0<1>:ud   r61.0<1;1,0>:ud                  {Compacted,$15.src}
        mov (16|M0)              r56.0<1>:ud   r3.0<1;1,0>:ud                   {Compacted,I@2}
        mov (16|M0)              r3.0<1>:ud    r62.0<1;1,0>:ud                  {Compacted}
(W)     send.ugm (1|M0)          r60      r64  null:0  0x82E00000:a0.2        0x4240F500           {I@1,$7} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFA40]
        mov (16|M0)              r57.0<1>:ud   r98.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r58.0<1>:ud   r3.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r98.0<1>:ud   r63.0<1;1,0>:ud                  {Compacted,$7.dst}
        mov (16|M0)              r59.0<1>:ud   r98.0<1;1,0>:ud                  {Compacted,I@1}
(W)     send.ugm (1|M0)          null     r64  r56:4  0x81400000:a0.2        0x4200F504           {I@1,$3} // wr:1+4, rd:0; store.ugm.d32x64t.a32.ss[a0.2][A-0xFD80]
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x82C00000:a0.2        0x4240F500           {$0} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFA80]
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r99.0<1>:f    r109.0<1;0>:f     r60.0<1;0>:f      r125.0<1>:f      {Compacted,$4.dst}
        mad (16|M0)              r98.0<1>:f    r110.0<1;0>:f     r61.0<1;0>:f      r126.0<1>:f      {Compacted}
        mov (16|M0)              r62.0<1>:ud   r98.0<1;1,0>:ud                  {Compacted,F@1}
        mad (16|M0)              r3.0<1>:f     r108.0<1;0>:f     r56.0<1;0>:f      r124.0<1>:f      {Compacted,$0.dst}
(W)     mov (8|M0)               r60.0<1>:uq   r3.0<1;1,0>:uq                   {Compacted,F@1}
        mad (16|M0)              r63.0<1>:f    r111.0<1;0>:f     r59.0<1;0>:f      r127.0<1>:f      {Compacted}
        mov (16|M0)              r61.0<1>:ud   r60.0<1;1,0>:ud                  {I@1}
(W)     send.ugm (1|M0)          null     r64  r3:1  0x83600000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF940]
        mov (16|M0)              r56.0<1>:ud   r61.0<1;1,0>:ud                  {Compacted,I@1}
        mov (16|M0)              r60.0<1>:ud   r63.0<1;1,0>:ud                  {Compacted,F@1}
        mov (16|M0)              r3.0<1>:ud    r99.0<1;1,0>:ud                  {Compacted,$10.src}
(W)     send.ugm (1|M0)          null     r64  r56:1  0x82C00000:a0.2        0x4200D504           {I@3,$11} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xFA80]
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x82E00000:a0.2        0x4240F500           {$8} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFA40]
        mov (16|M0)              r56.0<1>:ud   r3.0<1;1,0>:ud                   {Compacted,@1,$8.dst}
        mov (16|M0)              r57.0<1>:ud   r62.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r58.0<1>:ud   r60.0<1;1,0>:ud                 
(W)     send.ugm (1|M0)          null     r64  r56:2  0x82E00000:a0.2        0x4200E504           {I@2,$6} // wr:1+2, rd:0; store.ugm.d32x32t.a32.ss[a0.2][A-0xFA40]
(W)     send.ugm (1|M0)          null     r64  r58:1  0x83200000:a0.2        0x4200D504           {I@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xF9C0]
        sync.allrd                           ($6,$9)                
(W)     send.ugm (1|M0)          r56      r64  null:0  0x81E00000:a0.2        0x4240F500           {$2} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFC40]
        mad (16|M0)              r61.0<1>:f    r105.0<1;0>:f     r125.0<1;0>:f     r121.0<1>:f      {Compacted,$0.dst}
        mad (16|M0)              r3.0<1>:f     r107.0<1;0>:f     r127.0<1;0>:f     r123.0<1>:f      {Compacted}
        mad (16|M0)              r62.0<1>:f    r104.0<1;0>:f     r124.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (16|M0)              r60.0<1>:f    r106.0<1;0>:f     r126.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (16|M0)              r121.0<1>:f   r101.0<1;0>:f     r121.0<1;0>:f     r117.0<1>:f      {Compacted,$11.dst}
        mad (16|M0)              r123.0<1>:f   r103.0<1;0>:f     r123.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (16|M0)              r120.0<1>:f   r100.0<1;0>:f     r120.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (16|M0)              r122.0<1>:f   r102.0<1;0>:f     r122.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (16|M0)              r117.0<1>:f   r95.0<1;0>:f      r117.0<1;0>:f     r113.0<1>:f      {Compacted,$13.dst}
        mad (16|M0)              r119.0<1>:f   r97.0<1;0>:f      r119.0<1;0>:f     r115.0<1>:f      {Compacted}
        mad (16|M0)              r116.0<1>:f   r94.0<1;0>:f      r116.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (16|M0)              r118.0<1>:f   r96.0<1;0>:f      r118.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (16|M0)              r113.0<1>:f   r91.0<1;0>:f      r113.0<1;0>:f     r109.0<1>:f      {Compacted,$15.dst}
        mad (16|M0)              r115.0<1>:f   r93.0<1;0>:f      r115.0<1;0>:f     r111.0<1>:f      {Compacted}
        mad (16|M0)              r112.0<1>:f   r90.0<1;0>:f      r112.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (16|M0)              r114.0<1>:f   r92.0<1;0>:f      r114.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (16|M0)              r109.0<1>:f   r87.0<1;0>:f      r109.0<1;0>:f     r105.0<1>:f      {Compacted,$1.dst}
        mad (16|M0)              r111.0<1>:f   r89.0<1;0>:f      r111.0<1;0>:f     r107.0<1>:f      {Compacted}
        mad (16|M0)              r108.0<1>:f   r86.0<1;0>:f      r108.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (16|M0)              r110.0<1>:f   r88.0<1;0>:f      r110.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (16|M0)              r105.0<1>:f   r83.0<1;0>:f      r105.0<1;0>:f     r101.0<1>:f      {Compacted}
        mad (16|M0)              r107.0<1>:f   r85.0<1;0>:f      r107.0<1;0>:f     r103.0<1>:f      {Compacted}
        mad (16|M0)              r104.0<1>:f   r82.0<1;0>:f      r104.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (16|M0)              r106.0<1>:f   r84.0<1;0>:f      r106.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (16|M0)              r101.0<1>:f   r79.0<1;0>:f      r101.0<1;0>:f     r95.0<1>:f       {Compacted}
        mad (16|M0)              r103.0<1>:f   r81.0<1;0>:f      r103.0<1;0>:f     r97.0<1>:f       {Compacted}
        mad (16|M0)              r100.0<1>:f   r78.0<1;0>:f      r100.0<1;0>:f     r94.0<1>:f       {Compacted}
        mad (16|M0)              r102.0<1>:f   r80.0<1;0>:f      r102.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (16|M0)              r95.0<1>:f    r75.0<1;0>:f      r95.0<1;0>:f      r91.0<1>:f       {Compacted}
        mad (16|M0)              r97.0<1>:f    r77.0<1;0>:f      r97.0<1;0>:f      r93.0<1>:f       {Compacted}
        mad (16|M0)              r94.0<1>:f    r74.0<1;0>:f      r94.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (16|M0)              r96.0<1>:f    r76.0<1;0>:f      r96.0<1;0>:f      r92.0<1>:f       {Compacted}
        mad (16|M0)              r91.0<1>:f    r71.0<1;0>:f      r91.0<1;0>:f      r87.0<1>:f       {Compacted}
        mad (16|M0)              r93.0<1>:f    r73.0<1;0>:f      r93.0<1;0>:f      r89.0<1>:f       {Compacted}
        mad (16|M0)              r90.0<1>:f    r70.0<1;0>:f      r90.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (16|M0)              r92.0<1>:f    r72.0<1;0>:f      r92.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (16|M0)              r87.0<1>:f    r67.0<1;0>:f      r87.0<1;0>:f      r83.0<1>:f       {Compacted,$10.dst}
        mad (16|M0)              r89.0<1>:f    r69.0<1;0>:f      r89.0<1;0>:f      r85.0<1>:f       {Compacted}
        mad (16|M0)              r86.0<1>:f    r66.0<1;0>:f      r86.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (16|M0)              r88.0<1>:f    r68.0<1;0>:f      r88.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (16|M0)              r83.0<1>:f    r49.0<1;0>:f      r83.0<1;0>:f      r79.0<1>:f       {Compacted,$12.dst}
        mad (16|M0)              r85.0<1>:f    r51.0<1;0>:f      r85.0<1;0>:f      r81.0<1>:f       {Compacted}
        mad (16|M0)              r82.0<1>:f    r48.0<1;0>:f      r82.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (16|M0)              r84.0<1>:f    r50.0<1;0>:f      r84.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (16|M0)              r79.0<1>:f    r45.0<1;0>:f      r79.0<1;0>:f      r75.0<1>:f       {Compacted,$14.dst}
        mad (16|M0)              r81.0<1>:f    r47.0<1;0>:f      r81.0<1;0>:f      r77.0<1>:f       {Compacted}
        mad (16|M0)              r78.0<1>:f    r44.0<1;0>:f      r78.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (16|M0)              r80.0<1>:f    r46.0<1;0>:f      r80.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (16|M0)              r75.0<1>:f    r41.0<1;0>:f      r75.0<1;0>:f      r71.0<1>:f       {Compacted}
        mad (16|M0)              r77.0<1>:f    r43.0<1;0>:f      r77.0<1;0>:f      r73.0<1>:f       {Compacted}
        mad (16|M0)              r74.0<1>:f    r40.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (16|M0)              r76.0<1>:f    r42.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (16|M0)              r71.0<1>:f    r37.0<1;0>:f      r71.0<1;0>:f      r67.0<1>:f       {Compacted}
        mad (16|M0)              r73.0<1>:f    r39.0<1;0>:f      r73.0<1;0>:f      r69.0<1>:f       {Compacted}
        mad (16|M0)              r70.0<1>:f    r36.0<1;0>:f      r70.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (16|M0)              r72.0<1>:f    r38.0<1;0>:f      r72.0<1;0>:f      r68.0<1>:f       {Compacted}
        mad (16|M0)              r67.0<1>:f    r33.0<1;0>:f      r67.0<1;0>:f      r49.0<1>:f       {Compacted,$2.dst}
        mad (16|M0)              r69.0<1>:f    r35.0<1;0>:f      r69.0<1;0>:f      r51.0<1>:f       {Compacted}
        mad (16|M0)              r66.0<1>:f    r32.0<1;0>:f      r66.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (16|M0)              r68.0<1>:f    r34.0<1;0>:f      r68.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (16|M0)              r49.0<1>:f    r29.0<1;0>:f      r49.0<1;0>:f      r45.0<1>:f       {Compacted,$3.dst}
        mad (16|M0)              r51.0<1>:f    r31.0<1;0>:f      r51.0<1;0>:f      r47.0<1>:f       {Compacted}
        mad (16|M0)              r48.0<1>:f    r28.0<1;0>:f      r48.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (16|M0)              r50.0<1>:f    r30.0<1;0>:f      r50.0<1;0>:f      r46.0<1>:f       {Compacted}
        mad (16|M0)              r45.0<1>:f    r25.0<1;0>:f      r45.0<1;0>:f      r41.0<1>:f       {Compacted}
        mad (16|M0)              r47.0<1>:f    r27.0<1;0>:f      r47.0<1;0>:f      r43.0<1>:f       {Compacted}
        mad (16|M0)              r44.0<1>:f    r24.0<1;0>:f      r44.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (16|M0)              r46.0<1>:f    r26.0<1;0>:f      r46.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (16|M0)              r41.0<1>:f    r21.0<1;0>:f      r41.0<1;0>:f      r37.0<1>:f       {Compacted}
        mad (16|M0)              r43.0<1>:f    r23.0<1;0>:f      r43.0<1;0>:f      r39.0<1>:f       {Compacted}
        mad (16|M0)              r40.0<1>:f    r20.0<1;0>:f      r40.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (16|M0)              r42.0<1>:f    r22.0<1;0>:f      r42.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (16|M0)              r37.0<1>:f    r17.0<1;0>:f      r37.0<1;0>:f      r33.0<1>:f       {Compacted}
        mad (16|M0)              r39.0<1>:f    r19.0<1;0>:f      r39.0<1;0>:f      r35.0<1>:f       {Compacted}
        mad (16|M0)              r36.0<1>:f    r16.0<1;0>:f      r36.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (16|M0)              r38.0<1>:f    r18.0<1;0>:f      r38.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (16|M0)              r33.0<1>:f    r13.0<1;0>:f      r33.0<1;0>:f      r29.0<1>:f       {Compacted}
        mad (16|M0)              r35.0<1>:f    r15.0<1;0>:f      r35.0<1;0>:f      r31.0<1>:f       {Compacted}
        mad (16|M0)              r32.0<1>:f    r12.0<1;0>:f      r32.0<1;0>:f      r28.0<1>:f       {Compacted}
        mad (16|M0)              r34.0<1>:f    r14.0<1;0>:f      r34.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (16|M0)              r29.0<1>:f    r9.0<1;0>:f       r29.0<1;0>:f      r25.0<1>:f       {Compacted}
        mad (16|M0)              r31.0<1>:f    r11.0<1;0>:f      r31.0<1;0>:f      r27.0<1>:f       {Compacted}
        mad (16|M0)              r28.0<1>:f    r8.0<1;0>:f       r28.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (16|M0)              r30.0<1>:f    r10.0<1;0>:f      r30.0<1;0>:f      r26.0<1>:f       {Compacted}
        mad (16|M0)              r25.0<1>:f    r5.0<1;0>:f       r25.0<1;0>:f      r21.0<1>:f       {Compacted}
        mad (16|M0)              r27.0<1>:f    r7.0<1;0>:f       r27.0<1;0>:f      r23.0<1>:f       {Compacted}
        mad (16|M0)              r24.0<1>:f    r4.0<1;0>:f       r24.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (16|M0)              r26.0<1>:f    r6.0<1;0>:f       r26.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (16|M0)              r21.0<1>:f    r53.0<1;0>:f      r21.0<1;0>:f      r17.0<1>:f       {Compacted}
        mad (16|M0)              r23.0<1>:f    r55.0<1;0>:f      r23.0<1;0>:f      r19.0<1>:f       {Compacted}
        mad (16|M0)              r20.0<1>:f    r52.0<1;0>:f      r20.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (16|M0)              r22.0<1>:f    r54.0<1;0>:f      r22.0<1;0>:f      r18.0<1>:f       {Compacted}
        mad (16|M0)              r17.0<1>:f    acc1.0<1;0>:f     r17.0<1;0>:f      r13.0<1>:f       {Compacted}
        mad (16|M0)              r19.0<1>:f    acc3.0<1;0>:f     r19.0<1;0>:f      r15.0<1>:f       {Compacted}
        mad (16|M0)              r16.0<1>:f    acc0.0<1;0>:f     r16.0<1;0>:f      r12.0<1>:f       {Compacted}
        mad (16|M0)              r18.0<1>:f    acc2.0<1;0>:f     r18.0<1;0>:f      r14.0<1>:f       {Compacted}
        mad (16|M0)              r13.0<1>:f    r57.0<1;0>:f      r13.0<1;0>:f      r9.0<1>:f        {Compacted,$2.dst}
        mad (16|M0)              r15.0<1>:f    r59.0<1;0>:f      r15.0<1;0>:f      r11.0<1>:f       {Compacted}
        mad (16|M0)              r12.0<1>:f    r56.0<1;0>:f      r12.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (16|M0)              r14.0<1>:f    r58.0<1;0>:f      r14.0<1;0>:f      r10.0<1>:f       {Compacted}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x82600000:a0.2        0x4240F500           {F@1,$6} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFB40]
        mov (16|M0)              r125.0<1>:ud  r61.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r127.0<1>:ud  r3.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r124.0<1>:ud  r62.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r126.0<1>:ud  r60.0<1;1,0>:ud                  {Compacted}
        mad (16|M0)              r8.0<1>:f     r56.0<1;0>:f      r8.0<1;0>:f       r4.0<1>:f        {Compacted,$6.dst}
        mad (16|M0)              r9.0<1>:f     r57.0<1;0>:f      r9.0<1;0>:f       r5.0<1>:f        {Compacted}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x83400000:a0.2        0x4220E500           {F@1,$2} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0xF980]
        mad (16|M0)              r10.0<1>:f    r58.0<1;0>:f      r10.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (16|M0)              r5.0<1>:f     r99.0<1;0>:f      r5.0<1;0>:f       r53.0<1>:f       {Compacted}
        mad (16|M0)              r6.0<1>:f     r98.0<1;0>:f      r6.0<1;0>:f       r54.0<1>:f       {Compacted}
        mad (16|M0)              r53.0<1>:f    r61.0<1;0>:f      acc1.0<1;0>:f     r53.0<1>:f       {Compacted}
        mad (16|M0)              r54.0<1>:f    r60.0<1;0>:f      acc2.0<1;0>:f     r54.0<1>:f       {Compacted}
        mad (16|M0)              r11.0<1>:f    r56.0<1;0>:f      r11.0<1;0>:f      r7.0<1>:f        {Compacted,$2.dst}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x81C00000:a0.2        0x4210D500           {F@1,$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFC80]
        mad (16|M0)              r4.0<1>:f     r57.0<1;0>:f      r4.0<1;0>:f       r52.0<1>:f       {Compacted}
        mad (16|M0)              r7.0<1>:f     r63.0<1;0>:f      r7.0<1;0>:f       r55.0<1>:f       {Compacted}
(W)     mov (1|M0)               a0.2<1>:ud    r1.8<0;1,0>:ud                   {$9.src}
        mad (16|M0)              r52.0<1>:f    r62.0<1;0>:f      acc0.0<1;0>:f     r52.0<1>:f       {Compacted}
        mad (16|M0)              r55.0<1>:f    r3.0<1;0>:f       acc3.0<1;0>:f     r55.0<1>:f       {Compacted}
        cmp (16|M0)   (lt)f0.0   null<1>:d     r1.0<0;1,0>:ud    r56.0<1;1,0>:ud  {$9.dst}
(f0.0)  goto.b (16|M0)                       L5168                  L2968                
L5168:
        join (16|M0)                         L5184                                
L5184:
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud             
(W)     mov (1|M0)               r1.2<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r1.0<1>:ud    0x40400000:ud                             
(W)     mov (1|M0)               r1.1<1>:ud    0x40800000:ud                             
(W)     send.ugm (1|M0)          r56      r64  null:0  0x80400000:a0.2        0x4240F500           {A@4,$13} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFF80]
        sync.nop                             null                             {$6.src}
(W)     send.ugm (1|M0)          r60      r64  null:0  0x80A00000:a0.2        0x4240F500           {F@2,$1} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFEC0]
(W)     send.ugm (1|M0)          r3       r64  null:0  0x81A00000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xFCC0]
(W)     mov (1|M0)               r2.0<1>:ud    0x40C00000:ud                             
(W)     mov (1|M0)               r99.0<1>:ud   0x41500000:ud                             
(W)     mov (1|M0)               r98.0<1>:ud   0x41600000:ud                             
        sync.allrd                           ($1,$5)                
(W)     mov (1|M0)               r64.1<1>:ud   0x42000000:ud                              {$13.src}
        add (16|M0)              acc0.0<1>:f   r56.0<1;1,0>:f    0.0:f               {Compacted,$13.dst}
        add (16|M0)              acc1.0<1>:f   r57.0<1;1,0>:f    0.0:f               {Compacted}
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r1.2<0>:f        {Compacted,$1.dst}
        add (16|M0)              acc2.0<1>:f   r58.0<1;1,0>:f    0.0:f               {Compacted}
(W)     send.ugm (1|M0)          r56      r64  null:0  0x81200000:a0.2        0x4240F500           {A@1,$4} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFDC0]
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r62.0<1;0>:f      r1.2<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r1.0<0>:f        {Compacted,$4.dst}
        add (16|M0)              acc3.0<1>:f   r60.0<1;1,0>:f    0.0:f               {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r1.2<0>:f       
(W)     send.ugm (1|M0)          r60      r64  null:0  0x82C00000:a0.2        0x4240F500           {F@1,$12} // wr:1+0, rd:4; load.ugm.d32x64t.a32.ss[a0.2][A-0xFA80]
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r58.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r60.0<1;0>:f      r1.1<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r59.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     mov (1|M0)               r1.2<1>:ud    0x40A00000:ud                              {F@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r61.0<1;0>:f      r1.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r124.0<1;0>:f     r1.2<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.0<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r62.0<1;0>:f      r1.1<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r125.0<1;0>:f     r1.2<0>:f        {Compacted}
(W)     mov (8|M0)               r3.0<1>:uq    r63.0<1;1,0>:uq                  {Compacted,F@3}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r120.0<1;0>:f     r2.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.1<0>:f        {Compacted,I@1}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r126.0<1;0>:f     r1.2<0>:f        {Compacted}
(W)     mov (1|M0)               r1.0<1>:ud    0x40E00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r121.0<1;0>:f     r2.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r116.0<1;0>:f     r1.0<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r127.0<1;0>:f     r1.2<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r122.0<1;0>:f     r2.0<0>:f        {Compacted}
(W)     mov (1|M0)               r124.0<1>:ud  0x41000000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r117.0<1;0>:f     r1.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r112.0<1;0>:f     r124.0<0>:f      {Compacted,$9.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r123.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r118.0<1;0>:f     r1.0<0>:f        {Compacted}
(W)     mov (1|M0)               r120.0<1>:ud  0x41100000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r113.0<1;0>:f     r124.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r108.0<1;0>:f     r120.0<0>:f      {Compacted,$6.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r119.0<1;0>:f     r1.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r114.0<1;0>:f     r124.0<0>:f     
(W)     mov (1|M0)               r116.0<1>:ud  0x41200000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r109.0<1;0>:f     r120.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r104.0<1;0>:f     r116.0<0>:f      {Compacted,$0.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r115.0<1;0>:f     r124.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r110.0<1;0>:f     r120.0<0>:f     
(W)     mov (1|M0)               r112.0<1>:ud  0x41300000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r105.0<1;0>:f     r116.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r100.0<1;0>:f     r112.0<0>:f      {Compacted,$11.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r111.0<1;0>:f     r120.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r106.0<1;0>:f     r116.0<0>:f     
(W)     mov (1|M0)               r108.0<1>:ud  0x41400000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r101.0<1;0>:f     r112.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r94.0<1;0>:f      r108.0<0>:f      {Compacted,$13.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r107.0<1;0>:f     r116.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r102.0<1;0>:f     r112.0<0>:f      {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r95.0<1;0>:f      r108.0<0>:f      {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r90.0<1;0>:f      r99.0<0>:f       {Compacted,$15.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r103.0<1;0>:f     r112.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r96.0<1;0>:f      r108.0<0>:f      {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r91.0<1;0>:f      r99.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r86.0<1;0>:f      r98.0<0>:f       {Compacted,$1.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r97.0<1;0>:f      r108.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r92.0<1;0>:f      r99.0<0>:f      
(W)     mov (1|M0)               r94.0<1>:ud   0x41700000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r87.0<1;0>:f      r98.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r82.0<1;0>:f      r94.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r93.0<1;0>:f      r99.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r88.0<1;0>:f      r98.0<0>:f       {Compacted}
(W)     mov (1|M0)               r90.0<1>:ud   0x41800000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r83.0<1;0>:f      r94.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r78.0<1;0>:f      r90.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r89.0<1;0>:f      r98.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r84.0<1;0>:f      r94.0<0>:f       {Compacted}
(W)     mov (1|M0)               r86.0<1>:ud   0x41880000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r79.0<1;0>:f      r90.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r86.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r85.0<1;0>:f      r94.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r80.0<1;0>:f      r90.0<0>:f       {Compacted}
(W)     mov (1|M0)               r82.0<1>:ud   0x41900000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r75.0<1;0>:f      r86.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r70.0<1;0>:f      r82.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r81.0<1;0>:f      r90.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r76.0<1;0>:f      r86.0<0>:f       {Compacted}
(W)     mov (1|M0)               r78.0<1>:ud   0x41980000:ud                              {F@7}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r71.0<1;0>:f      r82.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r78.0<0>:f       {Compacted,$10.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r77.0<1;0>:f      r86.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r72.0<1;0>:f      r82.0<0>:f      
(W)     mov (1|M0)               r77.0<1>:ud   0x41A00000:ud                              {F@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r67.0<1;0>:f      r78.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r48.0<1;0>:f      r77.0<0>:f       {Compacted,$12.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r73.0<1;0>:f      r82.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r68.0<1;0>:f      r78.0<0>:f      
(W)     mov (1|M0)               r76.0<1>:ud   0x41A80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r49.0<1;0>:f      r77.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r44.0<1;0>:f      r76.0<0>:f       {Compacted,$14.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r69.0<1;0>:f      r78.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r50.0<1;0>:f      r77.0<0>:f      
(W)     mov (1|M0)               r75.0<1>:ud   0x41B00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r45.0<1;0>:f      r76.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r40.0<1;0>:f      r75.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r51.0<1;0>:f      r77.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r46.0<1;0>:f      r76.0<0>:f       {Compacted}
(W)     mov (1|M0)               r74.0<1>:ud   0x41B80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r41.0<1;0>:f      r75.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r36.0<1;0>:f      r74.0<0>:f       {Compacted,$5.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r47.0<1;0>:f      r76.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r42.0<1;0>:f      r75.0<0>:f       {Compacted}
(W)     mov (1|M0)               r73.0<1>:ud   0x41C00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r37.0<1;0>:f      r74.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r32.0<1;0>:f      r73.0<0>:f       {Compacted,$2.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r43.0<1;0>:f      r75.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r38.0<1;0>:f      r74.0<0>:f       {Compacted}
(W)     mov (1|M0)               r72.0<1>:ud   0x41C80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r33.0<1;0>:f      r73.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r28.0<1;0>:f      r72.0<0>:f       {Compacted,$3.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r39.0<1;0>:f      r74.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r34.0<1;0>:f      r73.0<0>:f       {Compacted}
(W)     mov (1|M0)               r71.0<1>:ud   0x41D00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r29.0<1;0>:f      r72.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r24.0<1;0>:f      r71.0<0>:f       {I@1}
(W)     send.ugm (1|M0)          r120     r64  null:0  0x80000000:a0.2        0x4220E500           {$4} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ss[a0.2][A-0x10000]
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r35.0<1;0>:f      r73.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r30.0<1;0>:f      r72.0<0>:f       {Compacted}
(W)     mov (1|M0)               r70.0<1>:ud   0x41D80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r25.0<1;0>:f      r71.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r20.0<1;0>:f      r70.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r31.0<1;0>:f      r72.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r26.0<1;0>:f      r71.0<0>:f       {Compacted}
(W)     mov (1|M0)               r69.0<1>:ud   0x41E00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r21.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r16.0<1;0>:f      r69.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r27.0<1;0>:f      r71.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r22.0<1;0>:f      r70.0<0>:f       {Compacted}
(W)     mov (1|M0)               r68.0<1>:ud   0x41E80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r17.0<1;0>:f      r69.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r12.0<1;0>:f      r68.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r23.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r18.0<1;0>:f      r69.0<0>:f       {Compacted}
(W)     mov (1|M0)               r67.0<1>:ud   0x41F00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r13.0<1;0>:f      r68.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r8.0<1;0>:f       r67.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r19.0<1;0>:f      r69.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r14.0<1;0>:f      r68.0<0>:f       {Compacted}
(W)     mov (1|M0)               r66.0<1>:ud   0x41F80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r9.0<1;0>:f       r67.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r4.0<1;0>:f       r66.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r15.0<1;0>:f      r68.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r10.0<1;0>:f      r67.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r5.0<1;0>:f       r66.0<0>:f       {Compacted}
        mad (16|M0)              r101.0<1>:f   acc0.0<1;0>:f     r52.0<1;0>:f      r64.1<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc3.0<1;0>:f     r11.0<1;0>:f      r67.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r6.0<1;0>:f       r66.0<0>:f       {Compacted}
        mad (16|M0)              r102.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r64.1<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r7.0<1;0>:f       r66.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,F@1}
        shl (16|M0)              r66.0<1>:q    r120.0<1;1,0>:q   4:w               {Compacted,$4.dst}
        mad (16|M0)              r103.0<1>:f   acc2.0<1;0>:f     r54.0<1;0>:f      r64.1<0>:f       {Compacted}
        mad (16|M0)              r104.0<1>:f   acc0.0<1;0>:f     r55.0<1;0>:f      r64.1<0>:f       {Compacted}
        add (16|M0)              r62.0<1>:q    r66.0<1;1,0>:q    r2.3<0;1,0>:q    {Compacted,I@1}
(W)     mov (16|M0)              r112.0<1>:ud  r65.0<1;1,0>:ud                  {Compacted}
        send.ugm (16|M0)         null     r62  r101:4  0x0            0x04003584           {A@1,$5} // wr:2+4, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (1|M0)         null     r112  null:0  0x0            0x02000010           {EOT,I@1,$6} // wr:1+0, rd:0; end of thread
L7120:
(W)     mov (16|M0)              null<1>:ud    0xA31FDAA1:ud                             
(W)     mov (16|M0)              null<1>:ud    0x4846E138:ud                             
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
