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
        and (16|M0)              r81.0<1>:d    r81.0<1;1,0>:d    4080:w              
        and (16|M0)              r80.0<1>:d    r80.0<1;1,0>:d    4080:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    4080:w              
(W)     send.dc0 (16|M0)         null     r0      r24:2   0x0            0x020F2000           {$9} // wr:1h+2, rd:0; hword scratch block write x4
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     560:w               {Compacted}
        add (16|M0)              r83.0<1>:d    r3.0<1;1,0>:d     672:w               {Compacted}
        add (16|M0)              r79.0<1>:d    r3.0<1;1,0>:d     1120:w               {Compacted}
        add (16|M0)              r78.0<1>:d    r3.0<1;1,0>:d     1232:w               {Compacted}
        mov (16|M0)              r26.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F301C           {$5} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r113:4  0x0            0x020F3024           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        mov (16|M0)              r22.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r24.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r24.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r17:4   0x0            0x020F3004           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r19.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r16.0<2>:ud   r77.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r14.0<1>:q    r4.4<0;1,0>:q     r14.0<2;1,0>:ud  {Compacted}
        and (16|M0)              r84.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r83.0<1>:d    r83.0<1;1,0>:d    4080:w               {I@7}
        and (16|M0)              r79.0<1>:d    r79.0<1;1,0>:d    4080:w               {I@7}
        and (16|M0)              r78.0<1>:d    r78.0<1;1,0>:d    4080:w               {I@7}
        add (16|M0)              r26.0<1>:q    r4.4<0;1,0>:q     r26.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r22.0<1>:q    r4.4<0;1,0>:q     r22.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r24.0<1>:q    r4.4<0;1,0>:q     r24.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r16.0<1>:q    r4.4<0;1,0>:q     r16.0<2;1,0>:ud  {Compacted,I@7}
(W)     send.dc0 (16|M0)         null     r0      r73:4   0x0            0x020F3074           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1680:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r75.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r76.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r74.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r10.0<2>:ud   r74.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r4.4<0;1,0>:q     r10.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r69      r10     null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1792:w               {Compacted}
        and (16|M0)              r73.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r8.0<2>:ud    r73.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r8.0<1>:q     r4.4<0;1,0>:q     r8.0<2;1,0>:ud   {Compacted,I@1}
        send.ugm (16|M0)         r101     r26     null:0  0x0            0x04403580           {$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r93      r22     null:0  0x0            0x04403580           {$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r97      r24     null:0  0x0            0x04403580           {$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r65      r8      null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r30.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r28.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted}
        send.ugm (16|M0)         r81      r16     null:0  0x0            0x04403580           {I@1,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r20.0<2>:ud   r79.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r18.0<2>:ud   r78.0<1;1,0>:ud                  {Compacted}
        send.ugm (16|M0)         r77      r14     null:0  0x0            0x04403580           {I@1,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r28.0<1>:q    r4.4<0;1,0>:q     r28.0<2;1,0>:ud  {Compacted}
        send.ugm (16|M0)         r105     r28     null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r30.0<1>:q    r4.4<0;1,0>:q     r30.0<2;1,0>:ud  {Compacted}
        send.ugm (16|M0)         r109     r30     null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r18.0<1>:q    r4.4<0;1,0>:q     r18.0<2;1,0>:ud  {Compacted}
        send.ugm (16|M0)         r85      r18     null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r20.0<1>:q    r4.4<0;1,0>:q     r20.0<2;1,0>:ud  {Compacted}
        send.ugm (16|M0)         r89      r20     null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r1.8<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r0      r69:4   0x0            0x020F307C           {$10} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1904:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r71.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r72.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r70.0<1>:d    r3.0<1;1,0>:d     2128:w              
        and (16|M0)              r72.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r70.0<1>:d    r70.0<1;1,0>:d    4080:w               {I@2}
        mov (16|M0)              r6.0<2>:ud    r72.0<1;1,0>:ud                  {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r114.0<2>:ud  r70.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r6.0<1>:q     r4.4<0;1,0>:q     r6.0<2;1,0>:ud   {Compacted,I@2}
        add (16|M0)              r114.0<1>:q   r4.4<0;1,0>:q     r114.0<2;1,0>:ud {Compacted,I@2}
        send.ugm (16|M0)         r61      r6      null:0  0x0            0x04403580           {I@2,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r53      r114    null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2016:w               {Compacted}
        and (16|M0)              r71.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r116.0<2>:ud  r71.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r116.0<1>:q   r4.4<0;1,0>:q     r116.0<2;1,0>:ud {Compacted,I@1}
        send.ugm (16|M0)         r57      r116    null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r101:4  0x0            0x020F303C           {$11} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r93:4   0x0            0x020F304C           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r97:4   0x0            0x020F3044           {$13} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r65:4   0x0            0x020F3084           {$14} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r81:4   0x0            0x020F3064           {$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r77:4   0x0            0x020F306C           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2688:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r67.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r65.0<1>:d    acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r0      r105:4  0x0            0x020F3034           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r104.0<2>:ud  r65.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r104.0<1>:q   r4.4<0;1,0>:q     r104.0<2;1,0>:ud {Compacted,I@1}
        send.ugm (16|M0)         r33      r104    null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2240:w              
        add (16|M0)              r66.0<1>:d    r3.0<1;1,0>:d     2576:w              
        and (16|M0)              r69.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r66.0<1>:d    r66.0<1;1,0>:d    4080:w               {I@2}
(W)     send.dc0 (16|M0)         null     r0      r109:4  0x0            0x020F302C           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              r68.0<1>:d    r3.0<1;1,0>:d     2352:w              
(W)     send.dc0 (16|M0)         null     r0      r61:4   0x0            0x020F308C           {$9} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F309C           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2912:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r63.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r62.0<1>:d    r3.0<1;1,0>:d     3024:w              
        add (16|M0)              r61.0<1>:d    r3.0<1;1,0>:d     3136:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r53.0<1>:d    r3.0<1;1,0>:d     4032:w              
        and (16|M0)              r63.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r62.0<1>:d    r62.0<1;1,0>:d    4080:w               {I@4}
        and (16|M0)              r61.0<1>:d    r61.0<1;1,0>:d    4080:w               {I@4}
        and (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    4080:w               {I@4}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2800:w              
        add (16|M0)              r54.0<1>:d    r3.0<1;1,0>:d     3920:w              
        sync.nop                             null                             {Compacted,I@6}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r100.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r100.0<2>:ud  r63.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r98.0<2>:ud   r62.0<1;1,0>:ud                  {Compacted,I@6}
        sync.nop                             null                             {Compacted,I@6}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r96.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r96.0<2>:ud   r61.0<1;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@6}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r83.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r84.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r80.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted}
        and (16|M0)              r64.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r54.0<1>:d    r54.0<1;1,0>:d    4080:w               {I@6}
        add (16|M0)              r100.0<1>:q   r4.4<0;1,0>:q     r100.0<2;1,0>:ud {Compacted,I@6}
        add (16|M0)              r98.0<1>:q    r4.4<0;1,0>:q     r98.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M0)              r96.0<1>:q    r4.4<0;1,0>:q     r96.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M0)              r80.0<1>:q    r4.4<0;1,0>:q     r80.0<2;1,0>:ud  {Compacted,I@6}
(W)     send.dc0 (16|M0)         null     r0      r57:4   0x0            0x020F3094           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (16|M0)         r25      r100    null:0  0x0            0x04403580           {I@4,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r21      r98     null:0  0x0            0x04403580           {I@3,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r17      r96     null:0  0x0            0x04403580           {I@2,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r97      r80     null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r102.0<2>:ud  r64.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r82.0<2>:ud   r54.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3248:w              
        add (16|M0)              r102.0<1>:q   r4.4<0;1,0>:q     r102.0<2;1,0>:ud {Compacted,I@3}
        add (16|M0)              r82.0<1>:q    r4.4<0;1,0>:q     r82.0<2;1,0>:ud  {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r59.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r60.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (16|M0)         r29      r102    null:0  0x0            0x04403580           {I@3,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r101     r82     null:0  0x0            0x04403580           {I@2,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r94.0<2>:ud   r60.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r94.0<1>:q    r4.4<0;1,0>:q     r94.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r13      r94     null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2464:w              
        mov (16|M0)              r106.0<2>:ud  r66.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r111.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r112.0<2>:ud  r69.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r55.0<1>:d    r3.0<1;1,0>:d     3808:w              
        and (16|M0)              r68.0<1>:d    r68.0<1;1,0>:d    4080:w              
        and (16|M0)              r67.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r106.0<1>:q   r4.4<0;1,0>:q     r106.0<2;1,0>:ud {Compacted,I@5}
        add (16|M0)              r112.0<1>:q   r4.4<0;1,0>:q     r112.0<2;1,0>:ud {Compacted,I@5}
        and (16|M0)              r55.0<1>:d    r55.0<1;1,0>:d    4080:w               {I@5}
        sync.nop                             null                             {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r0      r85:4   0x0            0x020F305C           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (16|M0)         r37      r106    null:0  0x0            0x04403580           {I@3,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r49      r112    null:0  0x0            0x04403580           {I@2,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r110.0<2>:ud  r68.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r108.0<2>:ud  r67.0<1;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r87.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r88.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r84.0<2>:ud   r55.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r110.0<1>:q   r4.4<0;1,0>:q     r110.0<2;1,0>:ud {Compacted,I@3}
        add (16|M0)              r108.0<1>:q   r4.4<0;1,0>:q     r108.0<2;1,0>:ud {Compacted,I@3}
        add (16|M0)              r84.0<1>:q    r4.4<0;1,0>:q     r84.0<2;1,0>:ud  {Compacted,I@3}
        send.ugm (16|M0)         r45      r110    null:0  0x0            0x04403580           {I@3,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r41      r108    null:0  0x0            0x04403580           {I@2,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r105     r84     null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3696:w              
        and (16|M0)              r56.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r86.0<2>:ud   r56.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r86.0<1>:q    r4.4<0;1,0>:q     r86.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r109     r86     null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3584:w              
        add (16|M0)              r59.0<1>:d    r3.0<1;1,0>:d     3360:w              
        and (16|M0)              r57.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         null     r0      r89:4   0x0            0x020F3054           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        and (16|M0)              r59.0<1>:d    r59.0<1;1,0>:d    4080:w               {I@2}
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r88.0<2>:ud   r57.0<1;1,0>:ud                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r97:4   0x0            0x020F3124           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              r58.0<1>:d    r3.0<1;1,0>:d     3472:w              
        add (16|M0)              r96.0<1>:d    r3.0<1;1,0>:d     944:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r94.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r95.0<1>:d    r3.0<1;1,0>:d     832:w               {Compacted}
        mov (16|M0)              r92.0<2>:ud   r59.0<1;1,0>:ud                  {Compacted,I@5}
        add (16|M0)              r88.0<1>:q    r4.4<0;1,0>:q     r88.0<2;1,0>:ud  {Compacted,I@5}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1056:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r100.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r100.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r101.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r100.0<1>:d   r3.0<1;1,0>:d     1392:w               {Compacted}
        send.ugm (16|M0)         r113     r88     null:0  0x0            0x04403580           {I@3,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        and (16|M0)              r58.0<1>:d    r58.0<1;1,0>:d    4080:w              
        and (16|M0)              r96.0<1>:d    r96.0<1;1,0>:d    4080:w              
        and (16|M0)              r95.0<1>:d    r95.0<1;1,0>:d    4080:w              
        add (16|M0)              r92.0<1>:q    r4.4<0;1,0>:q     r92.0<2;1,0>:ud  {Compacted}
        and (16|M0)              r97.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r100.0<1>:d   r100.0<1;1,0>:d   4080:w               {I@6}
(W)     send.dc0 (16|M0)         null     r0      r101:4  0x0            0x020F311C           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (16|M0)         r9       r92     null:0  0x0            0x04403580           {I@3,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     720:w               {Compacted}
        mov (16|M0)              r90.0<2>:ud   r58.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r62.0<2>:ud   r96.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r64.0<2>:ud   r95.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r60.0<2>:ud   r97.0<1;1,0>:ud                  {Compacted,I@6}
        mov (16|M0)              r54.0<2>:ud   r100.0<1;1,0>:ud                 {Compacted,I@6}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r101.0<1>:d   r3.0<1;1,0>:d     1504:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r93.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r93.0<1>:d    r3.0<1;1,0>:d     608:w               {Compacted}
        and (16|M0)              r94.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r90.0<1>:q    r4.4<0;1,0>:q     r90.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r62.0<1>:q    r4.4<0;1,0>:q     r62.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r64.0<1>:q    r4.4<0;1,0>:q     r64.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r60.0<1>:q    r4.4<0;1,0>:q     r60.0<2;1,0>:ud  {Compacted,I@7}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@7}
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   4080:w               {I@7}
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    4080:w               {I@7}
        sync.nop                             null                             {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         null     r0      r21:4   0x0            0x020F30DC           {$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r17:4   0x0            0x020F30E4           {$6} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r13:4   0x0            0x020F30EC           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (16|M0)         r5       r90     null:0  0x0            0x04403580           {I@7,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r23.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r24.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r21      r64     null:0  0x0            0x04403580           {I@5,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r19.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r20.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r17      r62     null:0  0x0            0x04403580           {$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r15.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r16.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r13      r60     null:0  0x0            0x04403580           {I@4,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r61      r54     null:0  0x0            0x04403580           {I@3,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1616:w               {Compacted}
        add (16|M0)              r92.0<1>:d    r3.0<1;1,0>:d     496:w               {Compacted}
        mov (16|M0)              r66.0<2>:ud   r94.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r68.0<2>:ud   r93.0<1;1,0>:ud                  {Compacted,I@4}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r90.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r91.0<1>:d    r3.0<1;1,0>:d     384:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r101.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r102.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r92.0<1>:d    r92.0<1;1,0>:d    4080:w               {I@6}
        add (16|M0)              r66.0<1>:q    r4.4<0;1,0>:q     r66.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M0)              r68.0<1>:q    r4.4<0;1,0>:q     r68.0<2;1,0>:ud  {Compacted,I@6}
        and (16|M0)              r91.0<1>:d    r91.0<1;1,0>:d    4080:w               {I@6}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@6}
        sync.nop                             null                             {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         null     r0      r25:4   0x0            0x020F30D4           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         null     r0      r29:4   0x0            0x020F30CC           {$4} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r27.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r28.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r25      r66     null:0  0x0            0x04403580           {I@4,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r31.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r32.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r29      r68     null:0  0x0            0x04403580           {I@3,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r65      r54     null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     160:w               {Compacted}
        add (16|M0)              r103.0<1>:d   r3.0<1;1,0>:d     1728:w               {Compacted}
        add (16|M0)              r90.0<1>:d    r3.0<1;1,0>:d     272:w               {Compacted}
        mov (16|M0)              r70.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r72.0<2>:ud   r91.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r102.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r88.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r89.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r89.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r103.0<1>:d   r103.0<1;1,0>:d   4080:w               {I@6}
        and (16|M0)              r90.0<1>:d    r90.0<1;1,0>:d    4080:w               {I@6}
        add (16|M0)              r70.0<1>:q    r4.4<0;1,0>:q     r70.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M0)              r72.0<1>:q    r4.4<0;1,0>:q     r72.0<2;1,0>:ud  {Compacted,I@6}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@6}
        sync.nop                             null                             {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         null     r0      r33:4   0x0            0x020F30C4           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         null     r0      r37:4   0x0            0x020F30BC           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         null     r0      r49:4   0x0            0x020F30A4           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r33      r70     null:0  0x0            0x04403580           {I@3,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r39.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r37      r72     null:0  0x0            0x04403580           {I@2,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r69      r54     null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1840:w               {Compacted}
        mov (16|M0)              r76.0<2>:ud   r89.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r74.0<2>:ud   r90.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r51.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r52.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r52.0<1>:d    r3.0<1;1,0>:d     48:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r103.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r104.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r76.0<1>:q    r4.4<0;1,0>:q     r76.0<2;1,0>:ud  {Compacted,I@5}
        add (16|M0)              r74.0<1>:q    r4.4<0;1,0>:q     r74.0<2;1,0>:ud  {Compacted,I@5}
        and (16|M0)              r52.0<1>:d    r52.0<1;1,0>:d    4080:w               {I@5}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@5}
        sync.nop                             null                             {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         null     r0      r45:4   0x0            0x020F30AC           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         null     r0      r41:4   0x0            0x020F30B4           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         null     r0      r105:4  0x0            0x020F3114           {$11} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r47.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r48.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r45      r76     null:0  0x0            0x04403580           {I@4,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r43.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r41      r74     null:0  0x0            0x04403580           {I@3,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r73      r54     null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        mov (16|M0)              r78.0<2>:ud   r52.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1952:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r104.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r78.0<1>:q    r4.4<0;1,0>:q     r78.0<2;1,0>:ud  {Compacted,I@3}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r105.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@3}
        send.ugm (16|M0)         r49      r78     null:0  0x0            0x04403580           {I@3,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
        send.ugm (16|M0)         r77      r54     null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2064:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r105.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r106.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (16|M0)         r81      r54     null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2176:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r106.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r107.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (16|M0)         r85      r54     null:0  0x0            0x04403580           {I@1,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2288:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r107.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r108.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r109:4  0x0            0x020F310C           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (16|M0)         r89      r54     null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2400:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r108.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r111.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r109.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (16|M0)         r93      r54     null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1168:w               {Compacted}
        add (16|M0)              r99.0<1>:d    r3.0<1;1,0>:d     1280:w               {Compacted}
        add (16|M0)              r110.0<1>:d   r3.0<1;1,0>:d     2512:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r109.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r98.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (16|M0)              r99.0<1>:d    r99.0<1;1,0>:d    4080:w               {I@4}
        and (16|M0)              r110.0<1>:d   r110.0<1;1,0>:d   4080:w               {I@4}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@4}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2624:w              
        mov (16|M0)              r58.0<2>:ud   r98.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M0)              r56.0<2>:ud   r99.0<1;1,0>:ud                  {Compacted,I@5}
        send.ugm (16|M0)         r97      r54     null:0  0x0            0x04403580           {A@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r110.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r111.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (16|M0)         r101     r54     null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2736:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r111.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r112.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        sync.nop                             null                             {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         null     r0      r113:4  0x0            0x020F3104           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (16|M0)         r105     r54     null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2848:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r112.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r113.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (16|M0)         r109     r54     null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2960:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r113.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r117.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        send.ugm (16|M0)         r113     r54     null:0  0x0            0x04403580           {I@1,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r117.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r119     r54     null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3072:w              
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3184:w              
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r58.0<2;1,0>:ud  {Compacted}
        sync.nop                             null                             {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30F4           {$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r9       r58     null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              r56.0<1>:q    r4.4<0;1,0>:q     r56.0<2;1,0>:ud  {Compacted}
        sync.nop                             null                             {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30FC           {$4} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r5       r56     null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r119:4  0x0            0x020F3342           {$13} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r121.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r119     r54     null:0  0x0            0x04403580           {$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3296:w              
        add (16|M0)              r54.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@2}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r0      r119:4  0x0            0x020F334A           {$5} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r121.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r122.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r119     r54     null:0  0x0            0x04403580           {I@2,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r59.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r119:4  0x0            0x020F3352           {$0} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3332           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3408:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F312C           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3520:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3134           {$10} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3632:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F313C           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3744:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3144           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3856:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F314C           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     3968:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3154           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     4080:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F315C           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     96:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3164           {$11} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     208:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F316C           {$15} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     320:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3174           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     432:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F317C           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     544:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3184           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     656:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F318C           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     768:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$5} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3194           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     880:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$0} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F319C           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     992:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$7} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31A4           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1104:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$8} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31AC           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1216:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$10} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31B4           {$10} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1328:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$1} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31BC           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1440:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$2} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31C4           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1552:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$6} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31CC           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1664:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$14} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31D4           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1776:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$3} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31DC           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     1888:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$11} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31E4           {$11} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2000:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$15} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31EC           {$15} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2112:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$9} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31F4           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2224:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$4} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F31FC           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2336:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (16|M0)              r53.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        mov (16|M0)              r54.0<2>:ud   r53.0<1;1,0>:ud                  {Compacted,I@1}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$12} // wr:2+0, rd:4; load.ugm.d32x4.a64
        add (16|M0)              acc2.0<1>:d   r3.0<1;1,0>:d     2448:w              
        and (16|M0)              r3.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3204           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r3.0<1;1,0>:ud                   {Compacted}
        add (16|M0)              r58.0<1>:q    r4.4<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r53      r58     null:0  0x0            0x04403580           {I@1,$13} // wr:2+0, rd:4; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F320C           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2000           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        shl (16|M0)              r3.0<1>:d     r53.0<2;1,0>:d    2:w               {Compacted,$5.dst}
        and (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     60:w               {Compacted,I@1}
        mov (16|M0)              r54.0<2>:ud   r3.0<1;1,0>:ud                   {Compacted,I@1}
        add (16|M0)              r54.0<1>:q    r4.5<0;1,0>:q     r54.0<2;1,0>:ud  {Compacted,I@1}
        send.ugm (16|M0)         r3       r54     null:0  0x0            0x04100580           {I@1,$0} // wr:2+0, rd:1; load.ugm.d32.a64
        and (16|M0)   (eq)f0.0   r3.0<1>:d     r3.0<1;1,0>:d     7:w               {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1214           {I@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($6,$11,$12,$13,$15)                
(f0.0)  goto (16|M0)                         L39816                  L39816                
L11472:
(W)     mov (1|M0)               r1.0<1>:d     0:w                               {Compacted}
L11480:
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C115C           {$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1124           {$10} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C100C           {$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C10D4           {$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1342           {$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C134A           {$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     add (1|M0)               r1.0<1>:d     r1.0<0;1,0>:d     1:w               {Compacted,I@1}
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r1.8<0;1,0>:ud                   {A@1}
        sync.allwr                           ($8,$10)                 {Compacted}
        mad (16|M0)              r53.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r49.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1004           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (16|M0)              r3.0<1>:f     r49.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F133C           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1164           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r49.0<1>:f    r3.0<1;0>:f       r49.0<1;0>:f      r45.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1014           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r45.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C116C           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (16|M0)              r45.0<1>:f    r57.0<1;0>:f      r45.0<1;0>:f      r41.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C101C           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r55.0<1>:f    r41.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1174           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r41.0<1>:f    r3.0<1;0>:f       r41.0<1;0>:f      r37.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1024           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r56.0<1>:f    r37.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         null     r0      r53:4   0x0            0x020F3216           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C117C           {$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C102C           {$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1034           {$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10C4           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              r37.0<1>:f    r53.0<1;0>:f      r37.0<1;0>:f      r33.0<1>:f       {Compacted,$1.dst}
        mad (16|M0)              r53.0<1>:f    r33.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1184           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (16|M0)              r54.0<1>:f    r29.0<1;0>:f      r56.0<1;0>:f      r55.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F221E           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        mad (16|M0)              r33.0<1>:f    r3.0<1;0>:f       r33.0<1;0>:f      r29.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C118C           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r29.0<1>:f    r3.0<1;0>:f       r29.0<1;0>:f      r25.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C103C           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r25.0<1;0>:f      r55.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1194           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r25.0<1>:f    r55.0<1;0>:f      r25.0<1;0>:f      r21.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1044           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r21.0<1;0>:f      r3.0<1;0>:f       r55.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C119C           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F2222           {$15} // wr:1h+2, rd:0; hword scratch block write x4
        mad (16|M0)              r21.0<1>:f    r3.0<1;0>:f       r21.0<1;0>:f      r17.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C104C           {F@1,$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r17.0<1;0>:f      r55.0<1;0>:f      r3.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C11A4           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r17.0<1>:f    r55.0<1;0>:f      r17.0<1;0>:f      r13.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1054           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r13.0<1;0>:f      r3.0<1;0>:f       r55.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11AC           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F2226           {$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (16|M0)              r13.0<1>:f    r3.0<1;0>:f       r13.0<1;0>:f      r9.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C105C           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r9.0<1;0>:f       r55.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C11B4           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r9.0<1>:f     r55.0<1;0>:f      r9.0<1;0>:f       r5.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1064           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r5.0<1;0>:f       r3.0<1;0>:f       r55.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11BC           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F222A           {$11} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r5.0<1>:f     r3.0<1;0>:f       r5.0<1;0>:f       r61.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C106C           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r61.0<1;0>:f      r55.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C11C4           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r61.0<1>:f    r55.0<1;0>:f      r61.0<1;0>:f      r65.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1074           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r65.0<1;0>:f      r3.0<1;0>:f       r55.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11CC           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F222E           {$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r65.0<1>:f    r3.0<1;0>:f       r65.0<1;0>:f      r69.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C107C           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r69.0<1;0>:f      r55.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C11D4           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r69.0<1>:f    r55.0<1;0>:f      r69.0<1;0>:f      r73.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1084           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r73.0<1;0>:f      r3.0<1;0>:f       r55.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11DC           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F2232           {$15} // wr:1h+2, rd:0; hword scratch block write x4
        mad (16|M0)              r73.0<1>:f    r3.0<1;0>:f       r73.0<1;0>:f      r77.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C108C           {F@1,$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r77.0<1;0>:f      r55.0<1;0>:f      r3.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C11E4           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (16|M0)              r77.0<1>:f    r55.0<1;0>:f      r77.0<1;0>:f      r81.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1094           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r81.0<1;0>:f      r3.0<1;0>:f       r55.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11EC           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F2236           {$13} // wr:1h+2, rd:0; hword scratch block write x4
        mad (16|M0)              r81.0<1>:f    r3.0<1;0>:f       r81.0<1;0>:f      r85.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C109C           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r85.0<1;0>:f      r55.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C11F4           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r85.0<1>:f    r55.0<1;0>:f      r85.0<1;0>:f      r89.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C10A4           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r89.0<1;0>:f      r3.0<1;0>:f       r55.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11FC           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F223A           {$11} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r89.0<1>:f    r3.0<1;0>:f       r89.0<1;0>:f      r93.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10AC           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r93.0<1;0>:f      r55.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1204           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r93.0<1>:f    r55.0<1;0>:f      r93.0<1;0>:f      r97.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C10B4           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    r97.0<1;0>:f      r3.0<1;0>:f       r55.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C120C           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F223E           {$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r97.0<1>:f    r3.0<1;0>:f       r97.0<1;0>:f      r101.0<1>:f      {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10BC           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r101.0<1;0>:f     r55.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
        mad (16|M0)              r54.0<1>:f    r105.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10CC           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C133C           {$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F2242           {$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r57.0<1>:f    r109.0<1;0>:f     r57.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1246           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r57.0<1>:f    r113.0<1;0>:f     r3.0<1;0>:f       r59.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10DC           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r101.0<1>:f   r55.0<1;0>:f      r101.0<1;0>:f     r105.0<1>:f      {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3218           {F@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              r58.0<1>:f    r119.0<1;0>:f     r59.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C10E4           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r120.0<1>:f   r56.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$14.dst}
        mad (16|M0)              r105.0<1>:f   r53.0<1;0>:f      r105.0<1;0>:f     r109.0<1>:f      {Compacted}
        mad (16|M0)              r109.0<1>:f   r54.0<1;0>:f      r109.0<1;0>:f     r113.0<1>:f      {Compacted}
        mad (16|M0)              r113.0<1>:f   r55.0<1;0>:f      r113.0<1;0>:f     r119.0<1>:f      {Compacted}
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted,F@1}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3220           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1342           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C1352           {I@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r57:2   0x0            0x020F2248           {$13} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r57.0<1>:f    r119.0<1;0>:f     r3.0<1;0>:f       r59.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10EC           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted,I@1}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (16|M0)              r120.0<1>:f   r53.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$4.dst}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,A@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F134A           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted,I@1}
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C134C           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r119.0<1;0>:f     r59.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         null     r0      r57:2   0x0            0x020F224C           {F@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C1332           {$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C10F4           {$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C112C           {$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted,I@1}
        mad (16|M0)              r120.0<1>:f   r54.0<1;0>:f      r121.0<1;0>:f     r59.0<1>:f       {Compacted,$5.dst}
        mad (16|M0)              r3.0<1>:f     r59.0<1;0>:f      r3.0<1;0>:f       r58.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1250           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r55.0<1;0>:f      r59.0<1;0>:f      r57.0<1>:f       {Compacted,$11.dst}
        mov (16|M0)              r59.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r59:1   0x0            0x020F1332           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C10FC           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1352           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1344           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r57.0<1;0>:f      r58.0<1;0>:f      r59.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1252           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1134           {$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted,$10.dst}
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F112C           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1104           {$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C113C           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r59.0<1;0>:f      r57.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1254           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2228           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C10D6           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$2.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C110C           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1134           {$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1256           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1144           {$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1114           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r55.0<1;0>:f      r57.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F113C           {F@2,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1258           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C114C           {$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C222C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$12.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C111C           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1144           {$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F125A           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1154           {$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C115C           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$5.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1124           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F114C           {$11} // wr:1h+1, rd:0; hword scratch block write x2
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r55.0<1;0>:f      r53.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F125C           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3230           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1154           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1164           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F115C           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C116C           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$14.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1164           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1174           {$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F116C           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3238           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C117C           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$15.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1174           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1184           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$6.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F117C           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C118C           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1184           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1194           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F118C           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3240           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C119C           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$12.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1194           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11A4           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F119C           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11AC           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11A4           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11B4           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$7.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11AC           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3248           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11BC           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11B4           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11C4           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11BC           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11CC           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$14.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11C4           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11D4           {$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11CC           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3250           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11DC           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$15.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11D4           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11E4           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$6.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11DC           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11EC           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11E4           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11F4           {$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C11FC           {$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3258           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11EC           {$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r57.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r58.0<1>:f       {Compacted,$12.dst}
        mov (16|M0)              r3.0<1>:f     r57.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1204           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11F4           {$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r54.0<1;0>:f      r58.0<1;0>:f      r57.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r58.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C120C           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r54      r0      null:0  0x0            0x021C1216           {$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r58:1   0x0            0x020F11FC           {$7} // wr:1h+1, rd:0; hword scratch block write x2
        mad (16|M0)              r53.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C133C           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1204           {$5} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10C6           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.dst}
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r3.0<1>:f     r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F120C           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C115E           {$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1126           {$10} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r54      r0      null:0  0x0            0x021C100E           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$10.dst}
        mad (16|M0)              r3.0<1>:f     r53.0<1;0>:f      r3.0<1;0>:f       r50.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F125E           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1006           {$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1016           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r3.0<1>:f     r50.0<1;0>:f      r3.0<1;0>:f       r54.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F133E           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (8|M0)               r55.0<1>:uq   r3.0<1;1,0>:uq                   {Compacted}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1166           {I@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r50.0<1>:f    r3.0<1;0>:f       r50.0<1;0>:f      r46.0<1>:f       {Compacted,$8.dst}
        mad (16|M0)              r3.0<1>:f     r46.0<1;0>:f      r54.0<1;0>:f      r53.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1260           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C116E           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r46.0<1>:f    r3.0<1;0>:f       r46.0<1;0>:f      r42.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C101E           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r42.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1262           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1176           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r42.0<1>:f    r53.0<1;0>:f      r42.0<1;0>:f      r38.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1026           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r38.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1264           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C117E           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r38.0<1>:f    r3.0<1;0>:f       r38.0<1;0>:f      r34.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C102E           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r34.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1266           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1186           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r34.0<1>:f    r53.0<1;0>:f      r34.0<1;0>:f      r30.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1036           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r30.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1268           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C118E           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r30.0<1>:f    r3.0<1;0>:f       r30.0<1;0>:f      r26.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C103E           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r26.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F126A           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1196           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r26.0<1>:f    r53.0<1;0>:f      r26.0<1;0>:f      r22.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1046           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r22.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F126C           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C119E           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r22.0<1>:f    r3.0<1;0>:f       r22.0<1;0>:f      r18.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C104E           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r18.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F126E           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11A6           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r18.0<1>:f    r53.0<1;0>:f      r18.0<1;0>:f      r14.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1056           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r14.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1270           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11AE           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r14.0<1>:f    r3.0<1;0>:f       r14.0<1;0>:f      r10.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C105E           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r10.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1272           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11B6           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r10.0<1>:f    r53.0<1;0>:f      r10.0<1;0>:f      r6.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1066           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r6.0<1;0>:f       r3.0<1;0>:f       r53.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1274           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11BE           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r6.0<1>:f     r3.0<1;0>:f       r6.0<1;0>:f       r62.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C106E           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r62.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1276           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11C6           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r62.0<1>:f    r53.0<1;0>:f      r62.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1076           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r66.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1278           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11CE           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r66.0<1;0>:f      r70.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C107E           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r70.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F127A           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11D6           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r70.0<1>:f    r53.0<1;0>:f      r70.0<1;0>:f      r74.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1086           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r74.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F127C           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11DE           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r74.0<1>:f    r3.0<1;0>:f       r74.0<1;0>:f      r78.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C108E           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r78.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F127E           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11E6           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r78.0<1>:f    r53.0<1;0>:f      r78.0<1;0>:f      r82.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1096           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r82.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1280           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11EE           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r82.0<1>:f    r3.0<1;0>:f       r82.0<1;0>:f      r86.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C109E           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r86.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1282           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11F6           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r86.0<1>:f    r53.0<1;0>:f      r86.0<1;0>:f      r90.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10A6           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r90.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1284           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11FE           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r90.0<1>:f    r3.0<1;0>:f       r90.0<1;0>:f      r94.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10AE           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r94.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1286           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1206           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r94.0<1>:f    r53.0<1;0>:f      r94.0<1;0>:f      r98.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10B6           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r98.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1288           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C120E           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r98.0<1>:f    r3.0<1;0>:f       r98.0<1;0>:f      r102.0<1>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10BE           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r102.0<1;0>:f     r53.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mad (16|M0)              r54.0<1>:f    r106.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10CE           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r53:2   0x0            0x020F228A           {$2} // wr:1h+2, rd:0; hword scratch block write x4
        mad (16|M0)              r102.0<1>:f   r55.0<1;0>:f      r102.0<1;0>:f     r106.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3260           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              r57.0<1>:f    r110.0<1;0>:f     r57.0<1;0>:f      r3.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F128E           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r57.0<1>:f    r114.0<1;0>:f     r3.0<1;0>:f       r59.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10DE           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (16|M0)              r120.0<1>:f   r56.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$7.dst}
        mad (16|M0)              r106.0<1>:f   r53.0<1;0>:f      r106.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (16|M0)              r110.0<1>:f   r54.0<1;0>:f      r110.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (16|M0)              r114.0<1>:f   r55.0<1;0>:f      r114.0<1;0>:f     r119.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3268           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r58.0<1>:f    r119.0<1;0>:f     r59.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C10E6           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1344           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C1354           {I@1,$15} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r57:2   0x0            0x020F2290           {$8} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r57.0<1>:f    r119.0<1;0>:f     r3.0<1;0>:f       r59.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10EE           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted,I@1}
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r120.0<1>:f   r53.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$14.dst}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,A@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F134C           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted,I@1}
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C134E           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r119.0<1;0>:f     r59.0<1;0>:f      r3.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         null     r0      r57:2   0x0            0x020F2294           {F@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C1334           {$12} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C10F6           {$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C112E           {$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted,I@1}
        mad (16|M0)              r120.0<1>:f   r54.0<1;0>:f      r121.0<1;0>:f     r59.0<1>:f       {Compacted,$12.dst}
        mad (16|M0)              r3.0<1>:f     r59.0<1;0>:f      r3.0<1;0>:f       r58.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1298           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r55.0<1;0>:f      r59.0<1;0>:f      r57.0<1>:f       {Compacted,$4.dst}
        mov (16|M0)              r59.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r59:1   0x0            0x020F1334           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r59      r0      null:0  0x0            0x021C10FE           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1354           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1346           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r57.0<1;0>:f      r58.0<1;0>:f      r59.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F129A           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1136           {$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted,$7.dst}
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F112E           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1106           {$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C113E           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r59.0<1;0>:f      r57.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F129C           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2270           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C110E           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1136           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F129E           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1146           {$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1116           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r55.0<1;0>:f      r57.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F113E           {F@2,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12A0           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C114E           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2274           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$14.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C111E           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1146           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12A2           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1156           {$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C115E           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1126           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F114E           {$6} // wr:1h+1, rd:0; hword scratch block write x2
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r55.0<1;0>:f      r53.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12A4           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3278           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1156           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1166           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F115E           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C116E           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1166           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1176           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F116E           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3280           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C117E           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$2.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1176           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1186           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F117E           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C118E           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1186           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1196           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$0.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F118E           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3288           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C119E           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$14.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1196           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11A6           {$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F119E           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11AE           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11A6           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11B6           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$8.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11AE           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3290           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11BE           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$11.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11B6           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11C6           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11BE           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11CE           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11C6           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11D6           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$3.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11CE           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3298           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11DE           {$12} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$2.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11D6           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11E6           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11DE           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11EE           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11E6           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11F6           {$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C11FE           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$0.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32A0           {F@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11EE           {$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r57.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r58.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:f     r57.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1206           {F@1,$15} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11F6           {$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r54.0<1;0>:f      r58.0<1;0>:f      r57.0<1>:f       {Compacted,$15.dst}
        mov (16|M0)              r58.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C120E           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r54      r0      null:0  0x0            0x021C125E           {$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r58:1   0x0            0x020F11FE           {$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C1336           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C133E           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1206           {$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10D0           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.dst}
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F120E           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1160           {$13} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1128           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (16|M0)              r3.0<1>:f     r53.0<1;0>:f      r3.0<1;0>:f       r51.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12A6           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1010           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1008           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (16|M0)              r3.0<1>:f     r51.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1340           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1168           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r51.0<1>:f    r3.0<1;0>:f       r51.0<1;0>:f      r47.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1018           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r47.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12A8           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1170           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r47.0<1>:f    r53.0<1;0>:f      r47.0<1;0>:f      r43.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1020           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r43.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12AA           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1178           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r43.0<1>:f    r3.0<1;0>:f       r43.0<1;0>:f      r39.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1028           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r39.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12AC           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1180           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r39.0<1>:f    r53.0<1;0>:f      r39.0<1;0>:f      r35.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1030           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r35.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12AE           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1188           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r35.0<1>:f    r3.0<1;0>:f       r35.0<1;0>:f      r31.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1038           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r31.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12B0           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1190           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r31.0<1>:f    r53.0<1;0>:f      r31.0<1;0>:f      r27.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1040           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r27.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12B2           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1198           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r27.0<1>:f    r3.0<1;0>:f       r27.0<1;0>:f      r23.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1048           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r23.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12B4           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11A0           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r23.0<1>:f    r53.0<1;0>:f      r23.0<1;0>:f      r19.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1050           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r19.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12B6           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11A8           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r19.0<1>:f    r3.0<1;0>:f       r19.0<1;0>:f      r15.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1058           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r15.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12B8           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11B0           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r15.0<1>:f    r53.0<1;0>:f      r15.0<1;0>:f      r11.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1060           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r11.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12BA           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11B8           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r11.0<1>:f    r3.0<1;0>:f       r11.0<1;0>:f      r7.0<1>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1068           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r7.0<1;0>:f       r53.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12BC           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11C0           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r7.0<1>:f     r53.0<1;0>:f      r7.0<1;0>:f       r63.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1070           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r63.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12BE           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11C8           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r63.0<1>:f    r3.0<1;0>:f       r63.0<1;0>:f      r67.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1078           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r67.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12C0           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11D0           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r67.0<1>:f    r53.0<1;0>:f      r67.0<1;0>:f      r71.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1080           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r71.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12C2           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11D8           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r71.0<1>:f    r3.0<1;0>:f       r71.0<1;0>:f      r75.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1088           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r75.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12C4           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11E0           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r75.0<1>:f    r53.0<1;0>:f      r75.0<1;0>:f      r79.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1090           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r79.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12C6           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11E8           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r79.0<1>:f    r3.0<1;0>:f       r79.0<1;0>:f      r83.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1098           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r83.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12C8           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11F0           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r83.0<1>:f    r53.0<1;0>:f      r83.0<1;0>:f      r87.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10A0           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r87.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12CA           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11F8           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r87.0<1>:f    r3.0<1;0>:f       r87.0<1;0>:f      r91.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10A8           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r91.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12CC           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1200           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r91.0<1>:f    r53.0<1;0>:f      r91.0<1;0>:f      r95.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10B0           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r95.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12CE           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1208           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r95.0<1>:f    r3.0<1;0>:f       r95.0<1;0>:f      r99.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10B8           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r99.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12D0           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1210           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r99.0<1>:f    r53.0<1;0>:f      r99.0<1;0>:f      r103.0<1>:f      {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10C0           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r103.0<1;0>:f     r3.0<1;0>:f       r53.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12D2           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1340           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r103.0<1>:f   r3.0<1;0>:f       r103.0<1;0>:f     r107.0<1>:f      {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10C8           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r107.0<1;0>:f     r53.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mad (16|M0)              r3.0<1>:f     r111.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12D6           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10D8           {$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12D4           {$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32A8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              r57.0<1>:f    r115.0<1;0>:f     r57.0<1;0>:f      r3.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F12D8           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10E0           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (16|M0)              r120.0<1>:f   r56.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$9.dst}
        mad (16|M0)              r107.0<1>:f   r53.0<1;0>:f      r107.0<1;0>:f     r111.0<1>:f      {Compacted}
        mad (16|M0)              r111.0<1>:f   r54.0<1;0>:f      r111.0<1;0>:f     r115.0<1>:f      {Compacted}
        mad (16|M0)              r115.0<1>:f   r55.0<1;0>:f      r115.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (16|M0)              r3.0<1>:f     r119.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12DA           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10E8           {$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1346           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C1356           {I@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted}
        mad (16|M0)              r53.0<1>:f    r119.0<1;0>:f     r57.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12DC           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32B0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10F0           {$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted,I@1}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (16|M0)              r120.0<1>:f   r53.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$10.dst}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,A@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F134E           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r119.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12DE           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10F8           {$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r120.0<1>:f   r54.0<1;0>:f      r121.0<1;0>:f     r58.0<1>:f       {Compacted,$8.dst}
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,A@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1356           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1348           {$15} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C1350           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r57.0<1>:f    r58.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F12E0           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1130           {$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted,$15.dst}
        mad (16|M0)              r59.0<1>:f    r55.0<1;0>:f      r58.0<1;0>:f      r57.0<1>:f       {Compacted,$11.dst}
        mov (16|M0)              r58.0<1>:f    r59.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r58:1   0x0            0x020F1336           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C1100           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r57.0<1;0>:f      r3.0<1;0>:f       r58.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12E2           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1138           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1130           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1108           {$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C1140           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r58.0<1;0>:f      r57.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12E4           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C22B8           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1110           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1138           {$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12E6           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1148           {$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1118           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r55.0<1;0>:f      r57.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F1140           {F@2,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12E8           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C1150           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C22BC           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1120           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1148           {$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12EA           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1158           {$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1160           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$1.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1128           {F@1,$15} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F1150           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r55.0<1;0>:f      r53.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12EC           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32C0           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1158           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1168           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1160           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1170           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1168           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1178           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1170           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32C8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1180           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1178           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1188           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1180           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1190           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$4.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1188           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1198           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$6.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1190           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32D0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11A0           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1198           {F@1,$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11A8           {$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11A0           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11B0           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11A8           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11B8           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11B0           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32D8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11C0           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$1.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11B8           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11C8           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11C0           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11D0           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11C8           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11D8           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11D0           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32E0           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11E0           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11D8           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11E8           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11E0           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11F0           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$4.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11E8           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11F8           {$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C1200           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$6.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32E8           {F@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11F0           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r57.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r58.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r57.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1208           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11F8           {$12} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r54.0<1;0>:f      r58.0<1;0>:f      r57.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r58.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1210           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r54      r0      null:0  0x0            0x021C12A6           {$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r58:1   0x0            0x020F1200           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C1338           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1340           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1208           {$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10D2           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1210           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1162           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C112A           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$13.dst}
        mad (16|M0)              r3.0<1>:f     r53.0<1;0>:f      r3.0<1;0>:f       r52.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12EE           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1012           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C100A           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (16|M0)              acc0.0<1>:f   r52.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C116A           {F@1,$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r52.0<1>:f    r3.0<1;0>:f       r52.0<1;0>:f      r48.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C101A           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r48.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12F0           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1172           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r48.0<1>:f    r53.0<1;0>:f      r48.0<1;0>:f      r44.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1022           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r44.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12F2           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C117A           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r44.0<1>:f    r3.0<1;0>:f       r44.0<1;0>:f      r40.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C102A           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r40.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12F4           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1182           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r40.0<1>:f    r53.0<1;0>:f      r40.0<1;0>:f      r36.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1032           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r36.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12F6           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C118A           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r36.0<1>:f    r3.0<1;0>:f       r36.0<1;0>:f      r32.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C103A           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r32.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12F8           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1192           {$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r32.0<1>:f    r53.0<1;0>:f      r32.0<1;0>:f      r28.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1042           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r28.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12FA           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C119A           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r28.0<1>:f    r3.0<1;0>:f       r28.0<1;0>:f      r24.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C104A           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r24.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F12FC           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11A2           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r24.0<1>:f    r53.0<1;0>:f      r24.0<1;0>:f      r20.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1052           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r20.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F12FE           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11AA           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r20.0<1>:f    r3.0<1;0>:f       r20.0<1;0>:f      r16.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C105A           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r16.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1300           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11B2           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r16.0<1>:f    r53.0<1;0>:f      r16.0<1;0>:f      r12.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1062           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r12.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1302           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11BA           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r12.0<1>:f    r3.0<1;0>:f       r12.0<1;0>:f      r8.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C106A           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r8.0<1;0>:f       r53.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1304           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11C2           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r8.0<1>:f     r53.0<1;0>:f      r8.0<1;0>:f       r64.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1072           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r64.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1306           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11CA           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r64.0<1>:f    r3.0<1;0>:f       r64.0<1;0>:f      r68.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C107A           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r68.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1308           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11D2           {$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r68.0<1>:f    r53.0<1;0>:f      r68.0<1;0>:f      r72.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1082           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r72.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F130A           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11DA           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r72.0<1>:f    r3.0<1;0>:f       r72.0<1;0>:f      r76.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C108A           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r76.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F130C           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11E2           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r76.0<1>:f    r53.0<1;0>:f      r76.0<1;0>:f      r80.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1092           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r80.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F130E           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11EA           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r80.0<1>:f    r3.0<1;0>:f       r80.0<1;0>:f      r84.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C109A           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r84.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1310           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C11F2           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r84.0<1>:f    r53.0<1;0>:f      r84.0<1;0>:f      r88.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10A2           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r88.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1312           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11FA           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r88.0<1>:f    r3.0<1;0>:f       r88.0<1;0>:f      r92.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10AA           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r92.0<1;0>:f      r53.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1314           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1202           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r92.0<1>:f    r53.0<1;0>:f      r92.0<1;0>:f      r96.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10B2           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r96.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1316           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C120A           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r96.0<1>:f    r3.0<1;0>:f       r96.0<1;0>:f      r100.0<1>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10BA           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r100.0<1;0>:f     r53.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1318           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1212           {$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r100.0<1>:f   r53.0<1;0>:f      r100.0<1;0>:f     r104.0<1>:f      {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C10C2           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r104.0<1;0>:f     r3.0<1;0>:f       r53.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F131A           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10CA           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r104.0<1>:f   acc0.0<1;0>:f     r104.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (16|M0)              r53.0<1>:f    r108.0<1;0>:f     r53.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mad (16|M0)              r3.0<1>:f     r112.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F131E           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10DA           {$13} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F131C           {$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32F0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              r57.0<1>:f    r116.0<1;0>:f     r57.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1320           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10E2           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$9.dst}
        mad (16|M0)              r120.0<1>:f   r56.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$8.dst}
        mad (16|M0)              r108.0<1>:f   r53.0<1;0>:f      r108.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (16|M0)              r112.0<1>:f   r54.0<1;0>:f      r112.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (16|M0)              r116.0<1>:f   r55.0<1;0>:f      r116.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (16|M0)              r3.0<1>:f     r119.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1322           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10EA           {$15} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,I@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1348           {F@1,$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         r122     r0      null:0  0x0            0x021C1358           {I@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted}
        mad (16|M0)              r53.0<1>:f    r119.0<1;0>:f     r57.0<1;0>:f      r3.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1324           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C32F8           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C10F2           {$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted,I@1}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (16|M0)              r120.0<1>:f   r53.0<1;0>:f      r121.0<1;0>:f     r122.0<1>:f      {Compacted,$2.dst}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,A@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1350           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     mov (8|M0)               r119.0<1>:uq  r122.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r119.0<1;0>:f     r3.0<1;0>:f       r57.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F1326           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C10FA           {$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (8|M0)               r121.0<1>:uq  r119.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r120.0<1>:f   r54.0<1;0>:f      r121.0<1;0>:f     r58.0<1>:f       {Compacted,$10.dst}
(W)     mov (8|M0)               r119.0<1>:uq  r121.0<1;1,0>:uq                 {Compacted}
        mov (16|M0)              r119.0<1>:f   r120.0<1;1,0>:f                  {Compacted,A@1}
(W)     send.dc0 (8|M0)          null     r0      r119:1  0x0            0x020F1358           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
        mad (16|M0)              r57.0<1>:f    r58.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1328           {F@1,$7} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1132           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r59.0<1>:f    r55.0<1;0>:f      r58.0<1;0>:f      r57.0<1>:f       {Compacted,$10.dst}
        mov (16|M0)              r58.0<1>:f    r59.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r58:1   0x0            0x020F1338           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r58      r0      null:0  0x0            0x021C1102           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r3.0<1>:f     r57.0<1;0>:f      r3.0<1;0>:f       r58.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F132A           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C113A           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1132           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C110A           {$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C1142           {$7} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r58.0<1;0>:f      r57.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F132C           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2300           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$9.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1112           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F113A           {$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r3.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              r3.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F132E           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C114A           {$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C111A           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r53.0<1>:f    r3.0<1;0>:f       r55.0<1;0>:f      r57.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F1142           {F@2,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1330           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r56      r0      null:0  0x0            0x021C1152           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2304           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.dst}
        mad (16|M0)              r55.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r56.0<1>:f       {Compacted,$8.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F114A           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C115A           {$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r55      r0      null:0  0x0            0x021C1122           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r54.0<1;0>:f      r56.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mad (16|M0)              acc1.0<1>:f   r56.0<1;0>:f      r57.0<1;0>:f      r55.0<1>:f       {Compacted,$6.dst}
        mov (16|M0)              r56.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@2}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C112A           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1162           {$15} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r56:1   0x0            0x020F1152           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mad (16|M0)              acc2.0<1>:f   r3.0<1;0>:f       r55.0<1;0>:f      r53.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3308           {F@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$15.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F115A           {F@1,$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C116A           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1162           {F@1,$5} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1172           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F116A           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C117A           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1172           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3310           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1182           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$0.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F117A           {F@1,$9} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C118A           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1182           {F@1,$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C1192           {$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F118A           {F@1,$11} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C119A           {$13} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$13.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1192           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3318           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11A2           {$8} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$8.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$11.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F119A           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11AA           {$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$2.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11A2           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11B2           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$4.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11AA           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11BA           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$6.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11B2           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3320           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11C2           {$12} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$12.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$1.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11BA           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11CA           {$10} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$10.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11C2           {F@1,$14} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11D2           {$5} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11CA           {F@1,$15} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11DA           {$14} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11D2           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3328           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11E2           {$15} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (16|M0)              r58.0<1>:f    r53.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$7.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11DA           {F@1,$0} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11EA           {$9} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r54.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$9.dst}
        mov (16|M0)              r57.0<1>:f    r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11E2           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x021C11F2           {$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r54      r0      null:0  0x0            0x021C1330           {$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r58.0<1>:f    r55.0<1;0>:f      r3.0<1;0>:f       r57.0<1>:f       {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r58.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11EA           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C11FA           {$11} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r53.0<1>:f    r56.0<1;0>:f      r57.0<1;0>:f      r3.0<1>:f        {Compacted,$11.dst}
        mov (16|M0)              r57.0<1>:f    r53.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1202           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F11F2           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (16|M0)              r54.0<1>:f    r54.0<1;0>:f      r3.0<1;0>:f       r53.0<1>:f       {Compacted,$0.dst}
        mov (16|M0)              r3.0<1>:f     r54.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F11FA           {F@1,$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C120A           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              r54.0<1>:f    acc1.0<1;0>:f     r53.0<1;0>:f      r3.0<1>:f        {Compacted,$4.dst}
        mov (16|M0)              r53.0<1>:f    r54.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1202           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2212           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        mad (16|M0)              r55.0<1>:f    acc2.0<1;0>:f     r3.0<1;0>:f       r53.0<1>:f       {Compacted,$13.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r3:1    0x0            0x020F120A           {F@1,$1} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12EE           {$6} // wr:1h+0, rd:1; hword scratch block read x2
        cmp (16|M0)   (lt)f0.1   null<1>:d     r1.0<0;1,0>:ud    r54.0<1;1,0>:ud 
        mad (16|M0)              r55.0<1>:f    r3.0<1;0>:f       acc0.0<1;0>:f     r53.0<1>:f       {$6.dst}
        mov (16|M0)              r53.0<1>:f    r55.0<1;1,0>:f                   {Compacted,F@1}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1212           {F@1,$8} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3126           {I@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12A6           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F112A           {$5} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C125E           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1128           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1216           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1126           {$8} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($5)                 {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3120           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
        mov (16|M0)              r3.0<1>:f     acc2.0<1;1,0>:f                 
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12EC           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1124           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1122           {$7} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12A4           {F@1,$15} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1120           {$7} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C311A           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$7.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C125C           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F111E           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
        mov (16|M0)              r3.0<1>:f     acc1.0<1;1,0>:f                 
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12EA           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F111A           {$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F111C           {$2} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($3)                 {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3114           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12A2           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1118           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C125A           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1116           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1330           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1114           {$13} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C310E           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12E8           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1112           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12A0           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1110           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1258           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F110E           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3108           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C132E           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F110C           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12E6           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F110A           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C129E           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1108           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3102           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1256           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1106           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C132C           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1104           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12E4           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1102           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30FC           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C129C           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1100           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1254           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10FE           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C132A           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10FC           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30F6           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12E2           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10FA           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C129A           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10F8           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1252           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10F6           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30F0           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1328           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10F4           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12E0           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10F2           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1298           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10F0           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30EA           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1250           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10EE           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1326           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10EC           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12DE           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10EA           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30E4           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1296           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10E8           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C124E           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10E6           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1324           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10E4           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30DE           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12DC           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10E2           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1294           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10E0           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C124C           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10DE           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30D8           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1322           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10DC           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12DA           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10DA           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1292           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10D8           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30D2           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C124A           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10D6           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1320           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10D4           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12D8           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10D2           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30CC           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1290           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10D0           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1248           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10CE           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C131E           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10CC           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30C6           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12D6           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10CA           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C128E           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10C8           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1246           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10C6           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30C0           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C131C           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10C4           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12D4           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10C2           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C128C           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10C0           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30BA           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1244           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10BE           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C131A           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10BC           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12D2           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10BA           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30B4           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C128A           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10B8           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1242           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10B6           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1318           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10B4           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30AE           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12D0           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10B2           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1288           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10B0           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1240           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10AE           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30A8           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1316           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10AC           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12CE           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10AA           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1286           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10A8           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30A2           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C123E           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10A6           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1314           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F10A4           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12CC           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F10A2           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C309C           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1284           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F10A0           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C123C           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F109E           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1312           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F109C           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3096           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12CA           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F109A           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1282           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1098           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C123A           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1096           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3090           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1310           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1094           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12C8           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1092           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1280           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1090           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C308A           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1238           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F108E           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C130E           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F108C           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12C6           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F108A           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3084           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C127E           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1088           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1236           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1086           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C130C           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1084           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C307E           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12C4           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1082           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C127C           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1080           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1234           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F107E           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3078           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C130A           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F107C           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12C2           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F107A           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C127A           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1078           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3072           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1232           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1076           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1308           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1074           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12C0           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1072           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C306C           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1278           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1070           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1230           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F106E           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1306           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F106C           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3066           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12BE           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F106A           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1276           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1068           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C122E           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1066           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3060           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1304           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1064           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12BC           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1062           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1274           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1060           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C305A           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C122C           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F105E           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1302           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F105C           {$0} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12BA           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F105A           {$11} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3054           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1272           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1058           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C122A           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1056           {$3} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1300           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1054           {$13} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C304E           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12B8           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1052           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1270           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1050           {$1} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1228           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F104E           {$10} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3048           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12FE           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F104C           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12B6           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F104A           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C126E           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1048           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3042           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1226           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1046           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12FC           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1044           {$5} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12B4           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1042           {$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C303C           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$0.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C126C           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1040           {$2} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1224           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F103E           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12FA           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F103C           {$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3036           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$3.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12B2           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F103A           {$6} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C126A           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1038           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1222           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1036           {$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3030           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$1.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12F8           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1034           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12B0           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1032           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1268           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1030           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C302A           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1220           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F102E           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12F6           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F102C           {$5} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12AE           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F102A           {$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3024           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$0.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1266           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1028           {$2} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C121E           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1026           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12F4           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1024           {$3} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C301E           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$3.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12AC           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1022           {$6} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1264           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1020           {$12} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C121C           {F@1,$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F101E           {$1} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3018           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$1.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12F2           {F@1,$10} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F101C           {$14} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12AA           {F@1,$14} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F101A           {$8} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1262           {F@1,$8} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1018           {$15} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3012           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C121A           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1016           {$9} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12F0           {F@1,$9} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F1014           {$5} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C12A8           {F@1,$5} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1012           {$0} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C300C           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$0.dst}
        mov (16|M0)              r55.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1260           {F@1,$11} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r55:1   0x0            0x020F1010           {$2} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r54.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1218           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (8|M0)          null     r0      r54:1   0x0            0x020F100E           {$4} // wr:1h+1, rd:0; hword scratch block write x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F100C           {F@1,$4} // wr:1h+1, rd:0; hword scratch block write x2
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C333C           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mov (16|M0)              r3.0<1>:f     acc0.0<1;1,0>:f                 
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x024C3006           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (16|M0)              r59.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (16|M0)              r3.0<1>:f     r55.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r58.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
        mov (16|M0)              r3.0<1>:f     r54.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r57.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
        mov (16|M0)              r3.0<1>:f     r53.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x021C1004           {F@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
        mov (16|M0)              r53.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (8|M0)          null     r0      r59:1   0x0            0x020F100A           {$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r58:1   0x0            0x020F1008           {$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r57:1   0x0            0x020F1006           {$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     send.dc0 (8|M0)          null     r0      r53:1   0x0            0x020F1004           {F@1,$6} // wr:1h+1, rd:0; hword scratch block write x2
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        sync.allrd                           ($0)                 {Compacted}
(f0.1)  goto.b (16|M0)                       L39816                  L11480                
L39816:
        join (16|M0)                         L39832                                
L39832:
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x022C2004           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     mov (1|M0)               r1.0<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r1.1<1>:ud    0x40400000:ud                             
(W)     mov (1|M0)               r1.2<1>:ud    0x40800000:ud                             
(W)     mov (1|M0)               r1.3<1>:ud    0x40A00000:ud                             
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1342           {$12} // wr:1h+0, rd:1; hword scratch block read x2
(W)     mov (1|M0)               r4.0<1>:ud    0x42540000:ud                             
(W)     mov (1|M0)               r2.1<1>:ud    0x42580000:ud                             
(W)     mov (1|M0)               r1.8<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r1.9<0;1,0>:ud    0x4:ud              {A@1}
        add (16|M0)              acc0.0<1>:f   r53.0<1;1,0>:f    0.0:f               {$10.dst}
        add (16|M0)              acc1.0<1>:f   r54.0<1;1,0>:f    0.0:f              
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3008           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r55.0<1;0>:f      r1.0<0>:f        {Compacted,$1.dst}
        add (16|M0)              acc2.0<1>:f   r53.0<1;1,0>:f    0.0:f              
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C300E           {F@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@7}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C300A           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        add (16|M0)              r3.0<1>:f     r53.0<1;1,0>:f    0.0:f               {$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3016           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@6}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3012           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   r3.0<1;0>:f       r53.0<1;0>:f      r1.0<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C301E           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x40C00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.3<0>:f        {Compacted,I@6}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C301A           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3026           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41000000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.3<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3022           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C302E           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x40E00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C302A           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.3<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3036           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3032           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C303E           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41100000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C303A           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3046           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41200000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3042           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C304E           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41300000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C304A           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3056           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41400000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3052           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C305E           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41500000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C305A           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3066           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41600000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3062           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C306E           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41700000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C306A           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3076           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41800000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3072           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C307E           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41880000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C307A           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3086           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41900000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3082           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C308E           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41980000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C308A           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3096           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41A00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3092           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C309E           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41A80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C309A           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30A6           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41B00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30A2           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30AE           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41B80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30AA           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30B6           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41C00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30B2           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30BE           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41C80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30BA           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30C6           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41D00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30C2           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30CE           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41D80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30CA           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30D6           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41E00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30D2           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30DE           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x41E80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30DA           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30E6           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x41F00000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30E2           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30EE           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x41F80000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$2.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30EA           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30F6           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x42000000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$3.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30F2           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30FE           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x42040000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C30FA           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$10.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3106           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x42080000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3102           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C310E           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x420C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C310A           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3116           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.0<1>:ud    0x42100000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3112           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.2<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C311E           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.2<1>:ud    0x42140000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C311A           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.1<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C3122           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r1.1<1>:ud    0x42180000:ud                             
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r49.0<1;0>:f      r1.1<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r55.0<1;0>:f      r1.2<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r50.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C112A           {$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r53.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (1|M0)               r1.0<1>:ud    0x421C0000:ud                              {F@2}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r51.0<1;0>:f      r1.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r45.0<1;0>:f      r1.0<0>:f        {Compacted,$13.dst}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r47.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r3.0<1;0>:f       r1.2<0>:f        {Compacted,$4.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r46.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     mov (1|M0)               r1.2<1>:ud    0x42200000:ud                              {F@2}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r52.0<1;0>:f      r1.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r41.0<1;0>:f      r1.2<0>:f        {Compacted,$15.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r42.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (1|M0)               r1.1<1>:ud    0x42240000:ud                              {F@3}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r43.0<1;0>:f      r1.2<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r48.0<1;0>:f      r1.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r37.0<1;0>:f      r1.1<0>:f        {Compacted,$6.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r38.0<1;0>:f      r1.1<0>:f        {Compacted}
(W)     mov (1|M0)               r1.0<1>:ud    0x42280000:ud                              {F@3}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r39.0<1;0>:f      r1.1<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r44.0<1;0>:f      r1.2<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r33.0<1;0>:f      r1.0<0>:f        {Compacted,$1.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r34.0<1;0>:f      r1.0<0>:f        {Compacted}
(W)     mov (1|M0)               r1.2<1>:ud    0x422C0000:ud                              {F@3}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r40.0<1;0>:f      r1.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r29.0<1;0>:f      r1.2<0>:f        {Compacted,$7.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r30.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (1|M0)               r1.1<1>:ud    0x42300000:ud                              {F@3}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r35.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r36.0<1;0>:f      r1.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r25.0<1;0>:f      r1.1<0>:f        {Compacted,$0.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r26.0<1;0>:f      r1.1<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r31.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (1|M0)               r1.0<1>:ud    0x42340000:ud                              {F@4}
(W)     mov (1|M0)               r29.0<1>:ud   0x42380000:ud                             
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r27.0<1;0>:f      r1.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r21.0<1;0>:f      r1.0<0>:f        {Compacted,$11.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r22.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r32.0<1;0>:f      r1.2<0>:f        {Compacted}
(W)     mov (1|M0)               r25.0<1>:ud   0x423C0000:ud                              {F@7}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r23.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r17.0<1;0>:f      r29.0<0>:f       {Compacted,I@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r18.0<1;0>:f      r29.0<0>:f       {Compacted}
(W)     mov (1|M0)               r21.0<1>:ud   0x42400000:ud                              {F@6}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r28.0<1;0>:f      r1.1<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r19.0<1;0>:f      r29.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r13.0<1;0>:f      r25.0<0>:f       {Compacted,I@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r14.0<1;0>:f      r25.0<0>:f       {Compacted}
(W)     mov (1|M0)               r17.0<1>:ud   0x42440000:ud                              {F@6}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r24.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r15.0<1;0>:f      r25.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r9.0<1;0>:f       r21.0<0>:f       {Compacted,$9.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r10.0<1;0>:f      r21.0<0>:f       {Compacted}
(W)     mov (1|M0)               r13.0<1>:ud   0x42480000:ud                              {F@6}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r20.0<1;0>:f      r29.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r11.0<1;0>:f      r21.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r6.0<1;0>:f       r17.0<0>:f       {Compacted,$12.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r5.0<1;0>:f       r17.0<0>:f       {Compacted}
(W)     mov (1|M0)               r9.0<1>:ud    0x424C0000:ud                              {F@6}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r16.0<1;0>:f      r25.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r7.0<1;0>:f       r17.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r62.0<1;0>:f      r13.0<0>:f       {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r13.0<0>:f       {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x42500000:ud                              {F@5}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r12.0<1;0>:f      r21.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r13.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r66.0<1;0>:f      r9.0<0>:f        {Compacted,$8.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r9.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r8.0<1;0>:f       r17.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r9.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r70.0<1;0>:f      r5.0<0>:f        {Compacted,$14.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r69.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r13.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r71.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r73.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r1.0<1>:ud    0x425C0000:ud                             
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r68.0<1;0>:f      r9.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r75.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r78.0<1;0>:f      r2.1<0>:f        {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r77.0<1;0>:f      r2.1<0>:f        {Compacted}
(W)     mov (1|M0)               r74.0<1>:ud   0x42600000:ud                              {F@6}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r72.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r79.0<1;0>:f      r2.1<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r82.0<1;0>:f      r1.0<0>:f        {Compacted,$5.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r81.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r76.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r83.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r86.0<1;0>:f      r74.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r85.0<1;0>:f      r74.0<0>:f       {Compacted}
(W)     mov (1|M0)               r70.0<1>:ud   0x42640000:ud                             
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r80.0<1;0>:f      r2.1<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r87.0<1;0>:f      r74.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r89.0<1;0>:f      r70.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r90.0<1;0>:f      r70.0<0>:f       {Compacted}
(W)     mov (1|M0)               r66.0<1>:ud   0x42680000:ud                             
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r84.0<1;0>:f      r1.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r91.0<1;0>:f      r70.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r93.0<1;0>:f      r66.0<0>:f       {Compacted,$10.dst}
(W)     mov (1|M0)               r63.0<1>:ud   0x426C0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r94.0<1;0>:f      r66.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r88.0<1;0>:f      r74.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r97.0<1;0>:f      r63.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r62.0<1>:ud   0x42700000:ud                             
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r92.0<1;0>:f      r70.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r101.0<1;0>:f     r62.0<0>:f       {Compacted,$2.dst}
(W)     mov (1|M0)               r60.0<1>:ud   0x42740000:ud                             
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r95.0<1;0>:f      r66.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r105.0<1;0>:f     r60.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r59.0<1>:ud   0x42780000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r98.0<1;0>:f      r63.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r109.0<1;0>:f     r59.0<0>:f       {Compacted,$3.dst}
(W)     mov (1|M0)               r58.0<1>:ud   0x427C0000:ud                             
(W)     mov (1|M0)               r57.0<1>:ud   0x42800000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r113.0<1;0>:f     r58.0<0>:f       {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r119.0<1;0>:f     r57.0<0>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1344           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r102.0<1;0>:f     r62.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r106.0<1;0>:f     r60.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r110.0<1;0>:f     r59.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r114.0<1;0>:f     r58.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r96.0<1;0>:f      r66.0<0>:f       {Compacted}
(W)     mov (1|M0)               r56.0<1>:ud   0x42820000:ud                             
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r99.0<1;0>:f      r63.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r103.0<1;0>:f     r62.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r107.0<1;0>:f     r60.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r111.0<1;0>:f     r59.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r115.0<1;0>:f     r58.0<0>:f       {Compacted}
(W)     mov (1|M0)               r55.0<1>:ud   0x42840000:ud                             
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r100.0<1;0>:f     r63.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r104.0<1;0>:f     r62.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r108.0<1;0>:f     r60.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r112.0<1;0>:f     r59.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r116.0<1;0>:f     r58.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3332           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r119.0<1;0>:f     r57.0<0>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C134A           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r25      r0      null:0  0x0            0x024C3132           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r21      r0      null:0  0x0            0x024C3138           {$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r17      r0      null:0  0x0            0x024C3140           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r13      r0      null:0  0x0            0x024C3148           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3150           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r54.0<1>:ud   0x42860000:ud                             
(W)     send.dc0 (16|M0)         r113     r0      null:0  0x0            0x024C3160           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r109     r0      null:0  0x0            0x024C3168           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r105     r0      null:0  0x0            0x024C3170           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r101     r0      null:0  0x0            0x024C3178           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r53.0<1>:ud   0x42880000:ud                             
(W)     mov (1|M0)               r52.0<1>:ud   0x428A0000:ud                             
(W)     mov (1|M0)               r4.0<1>:ud    0x42940000:ud                             
(W)     mov (1|M0)               r2.1<1>:ud    0x42960000:ud                             
(W)     mov (1|M0)               r1.0<1>:ud    0x42980000:ud                             
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r119.0<1;0>:f     r56.0<0>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1346           {F@1,$0} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r119.0<1;0>:f     r57.0<0>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C134C           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r119.0<1;0>:f     r56.0<0>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1352           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r29      r0      null:0  0x0            0x024C312C           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@7}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r119.0<1;0>:f     r55.0<0>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1348           {F@1,$4} // wr:1h+0, rd:1; hword scratch block read x2
        sync.nop                             null                             {Compacted,I@6}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r5.0<1;0>:f       r54.0<0>:f       {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,I@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r29.0<1;0>:f      r53.0<0>:f       {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,I@4}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r26.0<1;0>:f      r52.0<0>:f       {Compacted,$7.dst}
(W)     mov (1|M0)               r26.0<1>:ud   0x428E0000:ud                              {F@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r119.0<1;0>:f     r57.0<0>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C134E           {F@1,$6} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r119.0<1;0>:f     r56.0<0>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1354           {F@1,$7} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         r97      r0      null:0  0x0            0x024C3180           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r119.0<1;0>:f     r55.0<0>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1350           {F@1,$1} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r6.0<1;0>:f       r54.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r30.0<1;0>:f      r53.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r27.0<1;0>:f      r52.0<0>:f       {Compacted}
(W)     mov (1|M0)               r30.0<1>:ud   0x428C0000:ud                              {F@2}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r24.0<1;0>:f      r30.0<0>:f       {Compacted,$8.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r20.0<1;0>:f      r26.0<0>:f       {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r23.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r119.0<1;0>:f     r56.0<0>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1356           {F@1,$2} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r119.0<1;0>:f     r55.0<0>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r119     r0      null:0  0x0            0x021C1358           {F@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r7.0<1;0>:f       r54.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r93      r0      null:0  0x0            0x024C3188           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r31.0<1;0>:f      r53.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r21.0<1;0>:f      r52.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r81      r0      null:0  0x0            0x024C31A0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r17.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r13.0<1;0>:f      r26.0<0>:f       {Compacted,$10.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r119.0<1;0>:f     r55.0<0>:f       {Compacted,$3.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r8.0<1;0>:f       r54.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3158           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r89      r0      null:0  0x0            0x024C3190           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r25.0<1;0>:f      r53.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r85      r0      null:0  0x0            0x024C3198           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r22.0<1;0>:f      r52.0<0>:f       {Compacted}
(W)     mov (1|M0)               r22.0<1>:ud   0x42900000:ud                              {F@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r18.0<1;0>:f      r30.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r77      r0      null:0  0x0            0x024C31A8           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r16.0<1;0>:f      r22.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r9.0<1;0>:f       r22.0<0>:f       {Compacted,$11.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r14.0<1;0>:f      r26.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r73      r0      null:0  0x0            0x024C31B0           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r18.0<1>:ud   0x42920000:ud                              {F@4}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r10.0<1;0>:f      r22.0<0>:f       {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r12.0<1;0>:f      r18.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r19.0<1;0>:f      r26.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r15.0<1;0>:f      r22.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r11.0<1;0>:f      r18.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r5.0<1;0>:f       r18.0<0>:f       {Compacted,$6.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r8.0<1;0>:f       r4.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r6.0<1;0>:f       r18.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r113.0<1;0>:f     r4.0<0>:f        {Compacted,$12.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r116.0<1;0>:f     r2.1<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r114.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r109.0<1;0>:f     r2.1<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r69      r0      null:0  0x0            0x024C31B8           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r113.0<1>:ud  0x429A0000:ud                              {F@4}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r112.0<1;0>:f     r1.0<0>:f        {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r110.0<1;0>:f     r2.1<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r105.0<1;0>:f     r1.0<0>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r65      r0      null:0  0x0            0x024C31C0           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r109.0<1>:ud  0x429C0000:ud                              {F@4}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r108.0<1;0>:f     r113.0<0>:f      {Compacted,I@2}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r106.0<1;0>:f     r1.0<0>:f        {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r101.0<1;0>:f     r113.0<0>:f      {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r61      r0      null:0  0x0            0x024C31C8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r105.0<1>:ud  0x429E0000:ud                              {F@4}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r104.0<1;0>:f     r109.0<0>:f      {Compacted,I@2}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r102.0<1;0>:f     r113.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r97.0<1;0>:f      r109.0<0>:f      {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r57      r0      null:0  0x0            0x024C31D0           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r101.0<1>:ud  0x42A00000:ud                              {F@4}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r100.0<1;0>:f     r105.0<0>:f      {Compacted,I@2}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r98.0<1;0>:f      r109.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r93.0<1;0>:f      r105.0<0>:f      {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r53      r0      null:0  0x0            0x024C31D8           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r97.0<1>:ud   0x42A20000:ud                              {F@4}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r96.0<1;0>:f      r101.0<0>:f      {Compacted,I@2}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r94.0<1;0>:f      r105.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r89.0<1;0>:f      r101.0<0>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r49      r0      null:0  0x0            0x024C31E0           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r93.0<1>:ud   0x42A40000:ud                              {F@4}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r92.0<1;0>:f      r97.0<0>:f       {Compacted,I@2}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r90.0<1;0>:f      r101.0<0>:f      {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r85.0<1;0>:f      r97.0<0>:f       {Compacted,$8.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r7.0<1;0>:f       r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r89.0<1>:ud   0x42A60000:ud                              {F@5}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r88.0<1;0>:f      r93.0<0>:f       {Compacted,I@2}
(W)     send.dc0 (16|M0)         r45      r0      null:0  0x0            0x024C31E8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r86.0<1;0>:f      r97.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r81.0<1;0>:f      r93.0<0>:f       {Compacted,$5.dst}
(W)     mov (1|M0)               r85.0<1>:ud   0x42A80000:ud                              {F@5}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r115.0<1;0>:f     r2.1<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r84.0<1;0>:f      r89.0<0>:f       {Compacted,I@2}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r82.0<1;0>:f      r93.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r41      r0      null:0  0x0            0x024C31F0           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r77.0<1;0>:f      r89.0<0>:f       {Compacted,$9.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r111.0<1;0>:f     r1.0<0>:f        {Compacted}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r80.0<1;0>:f      r85.0<0>:f       {Compacted,I@1}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r78.0<1;0>:f      r89.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r73.0<1;0>:f      r85.0<0>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r37      r0      null:0  0x0            0x024C31F8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r107.0<1;0>:f     r113.0<0>:f      {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r103.0<1;0>:f     r109.0<0>:f      {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r99.0<1;0>:f      r105.0<0>:f      {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r95.0<1;0>:f      r101.0<0>:f      {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r91.0<1;0>:f      r97.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r87.0<1;0>:f      r93.0<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r83.0<1;0>:f      r89.0<0>:f       {Compacted}
(W)     mov (1|M0)               r81.0<1>:ud   0x42AA0000:ud                             
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r79.0<1;0>:f      r85.0<0>:f       {Compacted}
(W)     mov (1|M0)               r77.0<1>:ud   0x42AC0000:ud                             
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r76.0<1;0>:f      r81.0<0>:f       {Compacted,I@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r75.0<1;0>:f      r81.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r74.0<1;0>:f      r85.0<0>:f       {Compacted}
(W)     mov (1|M0)               r73.0<1>:ud   0x42AE0000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r72.0<1;0>:f      r77.0<0>:f       {Compacted,$11.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r71.0<1;0>:f      r77.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r69.0<1;0>:f      r81.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r70.0<1;0>:f      r81.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r68.0<1;0>:f      r73.0<0>:f       {Compacted,$12.dst}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r67.0<1;0>:f      r73.0<0>:f       {Compacted}
(W)     mov (1|M0)               r69.0<1>:ud   0x42B00000:ud                              {F@4}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r65.0<1;0>:f      r77.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r66.0<1;0>:f      r77.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r63.0<1;0>:f      r69.0<0>:f       {Compacted,$13.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r64.0<1;0>:f      r69.0<0>:f       {Compacted}
(W)     mov (1|M0)               r65.0<1>:ud   0x42B20000:ud                              {F@4}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r61.0<1;0>:f      r73.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r62.0<1;0>:f      r73.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r59.0<1;0>:f      r65.0<0>:f       {Compacted,$14.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r65.0<0>:f       {Compacted}
(W)     mov (1|M0)               r61.0<1>:ud   0x42B40000:ud                              {F@4}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r57.0<1;0>:f      r69.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r58.0<1;0>:f      r69.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r55.0<1;0>:f      r61.0<0>:f       {Compacted,$15.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r61.0<0>:f       {Compacted}
(W)     mov (1|M0)               r57.0<1>:ud   0x42B60000:ud                              {F@4}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r54.0<1;0>:f      r65.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r51.0<1;0>:f      r57.0<0>:f       {Compacted,$0.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r52.0<1;0>:f      r57.0<0>:f       {Compacted}
(W)     mov (1|M0)               r54.0<1>:ud   0x42B80000:ud                              {F@3}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r53.0<1;0>:f      r65.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r47.0<1;0>:f      r54.0<0>:f       {Compacted,$1.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r48.0<1;0>:f      r54.0<0>:f       {Compacted}
(W)     mov (1|M0)               r53.0<1>:ud   0x42BA0000:ud                              {F@3}
(W)     send.dc0 (16|M0)         r33      r0      null:0  0x0            0x024C3200           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r51.1<1>:ud   0x42BC0000:ud                             
        sync.nop                             null                             {Compacted,I@2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r43.0<1;0>:f      r53.0<0>:f       {Compacted,$2.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r44.0<1;0>:f      r53.0<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r29      r0      null:0  0x0            0x024C3208           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@1}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r39.0<1;0>:f      r51.1<0>:f       {Compacted,$3.dst}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r40.0<1;0>:f      r51.1<0>:f       {Compacted}
(W)     send.dc0 (16|M0)         r39      r0      null:0  0x0            0x022C2000           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r27      r0      null:0  0x0            0x022C2210           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r50.0<1;0>:f      r61.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r49.0<1;0>:f      r61.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r46.0<1;0>:f      r57.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r45.0<1;0>:f      r57.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r42.0<1;0>:f      r54.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r41.0<1;0>:f      r54.0<0>:f       {Compacted}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r38.0<1;0>:f      r53.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r37.0<1;0>:f      r53.0<0>:f       {Compacted}
(W)     mov (1|M0)               r52.0<1>:ud   0x42BE0000:ud                             
(W)     mov (1|M0)               r51.0<1>:ud   0x42C00000:ud                             
(W)     mov (16|M0)              r112.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r33.0<1;0>:f      r51.1<0>:f       {Compacted,$4.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r34.0<1;0>:f      r51.1<0>:f       {Compacted}
        mad (16|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r35.0<1;0>:f      r52.0<0>:f       {Compacted,I@3}
        mad (16|M0)              acc1.0<1>:f   acc1.0<1;0>:f     r36.0<1;0>:f      r52.0<0>:f       {Compacted}
        mad (16|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r29.0<1;0>:f      r52.0<0>:f       {Compacted,$5.dst}
        mad (16|M0)              acc3.0<1>:f   acc3.0<1;0>:f     r30.0<1;0>:f      r52.0<0>:f       {Compacted}
        shl (16|M0)              r46.0<1>:q    r39.0<1;1,0>:q    4:w               {Compacted,$6.dst}
        mad (16|M0)              r48.0<1>:f    acc0.0<1;0>:f     r31.0<1;0>:f      r51.0<0>:f       {Compacted,I@3}
        mad (16|M0)              r49.0<1>:f    acc1.0<1;0>:f     r32.0<1;0>:f      r51.0<0>:f       {Compacted}
        mad (16|M0)              r50.0<1>:f    acc2.0<1;0>:f     r27.0<1;0>:f      r51.0<0>:f       {Compacted,$7.dst}
        add (16|M0)              r44.0<1>:q    r46.0<1;1,0>:q    r4.3<0;1,0>:q    {Compacted,I@1}
        mad (16|M0)              r51.0<1>:f    acc3.0<1;0>:f     r28.0<1;0>:f      r51.0<0>:f       {Compacted}
        send.ugm (16|M0)         null     r44     r48:4   0x0            0x04003584           {A@1,$8} // wr:2+4, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (1|M0)         null     r112    null:0  0x0            0x02000010           {EOT,$9} // wr:1+0, rd:0; end of thread
L46712:
        nop                    
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
        illegal                
        illegal                
