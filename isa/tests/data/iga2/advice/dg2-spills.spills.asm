L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$1.dst}
        sync.nop                             null                             {Compacted,$0.dst}
(W)     and (1|M0)               r2.2<1>:ud    r3.5<0;1,0>:ud    0xFFFFFC00:ud              {I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r3.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r65.0<1>:ud   r4.3<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn}
        mov (8|M0)               r59.0<1>:d    r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r64.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r5.6<0;1,0>:d                    {A@1}
        addc (8|M0)              r6.0<1>:ud    r64.0<0;1,0>:ud   r59.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        add (8|M0)               r4.0<1>:d     r6.0<1;1,0>:d     r4.0<0;1,0>:d    {Compacted,I@2}
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        shl (8|M0)               r108.0<1>:d   r4.0<1;1,0>:d     4:w               {Compacted,I@2}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        send.dc0 (8|M0)          null     r3      r108:1  0x0            0x020F0025           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r68.0<1>:f    r108.0<1;1,0>:f                  {Compacted}
        add (8|M0)               r58.0<1>:ud   acc0.0<1;1,0>:ud  r65.0<0;1,0>:ud 
        add (8|M0)               acc0.0<1>:d   r68.0<1;1,0>:d    448:w               {Compacted,F@1}
        and (8|M0)               r7.0<1>:d     r68.0<1;1,0>:d    4080:w              
        and (8|M0)               r67.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        send.ugm (8|M0)          r10      r7      null:0  a0.0        0x22483500           {ExBSO,A@2,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r6       r67     null:0  a0.0        0x22483500           {ExBSO,A@1,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r68.0<1;1,0>:d    112:w               {Compacted}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        and (8|M0)               r66.0<1>:d    acc0.0<1;1,0>:d   4080:w              
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        send.ugm (8|M0)          r123     r66     null:0  a0.0        0x22483500           {ExBSO,A@3,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r68.0<1;1,0>:d    224:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r68.0<1;1,0>:d    336:w               {Compacted}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        and (8|M0)               r70.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r69.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (8|M0)          r20      r70     null:0  a0.0        0x22483500           {ExBSO,A@2,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r16      r69     null:0  a0.0        0x22483500           {ExBSO,A@1,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r10:4   0x0            0x020F2000           {$4} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r6:4    0x0            0x020F2004           {$5} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r123:4  0x0            0x020F2028           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r20:4   0x0            0x020F201C           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     send.dc0 (16|M0)         null     r3      r16:4   0x0            0x020F2020           {$8} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r67      r3      null:0  0x0            0x021C0025           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        shl (8|M0)               r121.0<1>:d   r4.0<1;1,0>:d     2:w               {Compacted}
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r121.0<1>:d   r121.0<1;1,0>:d   60:w               {Compacted,I@3}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (8|M0)               r66.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$9.dst}
        add (8|M0)               r68.0<1>:d    r67.0<1;1,0>:d    560:w               {Compacted}
(W)     mov (8|M0)               r65.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r71.0<1>:d    r67.0<1;1,0>:d    672:w               {Compacted}
(W)     mov (8|M0)               r64.0<1>:f    r65.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r72.0<1>:d    r67.0<1;1,0>:d    784:w               {Compacted}
(W)     mov (8|M0)               r63.0<1>:f    r64.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r73.0<1>:d    r67.0<1;1,0>:d    896:w               {Compacted}
(W)     mov (8|M0)               r62.0<1>:f    r63.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r74.0<1>:d    r67.0<1;1,0>:d    1008:w               {Compacted}
(W)     mov (8|M0)               r61.0<1>:f    r62.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               acc2.0<1>:d   r67.0<1;1,0>:d    1120:w               {Compacted}
        add (8|M0)               acc0.0<1>:d   r66.0<1;1,0>:d    1232:w               {Compacted}
        add (8|M0)               r77.0<1>:d    r66.0<1;1,0>:d    1344:w               {Compacted}
        add (8|M0)               r78.0<1>:d    r66.0<1;1,0>:d    1456:w               {Compacted}
        add (8|M0)               r79.0<1>:d    r66.0<1;1,0>:d    1568:w               {Compacted}
        add (8|M0)               r80.0<1>:d    r66.0<1;1,0>:d    1680:w               {Compacted}
        add (8|M0)               r81.0<1>:d    r66.0<1;1,0>:d    1792:w               {Compacted}
        add (8|M0)               r82.0<1>:d    r65.0<1;1,0>:d    1904:w               {Compacted}
        add (8|M0)               r83.0<1>:d    r65.0<1;1,0>:d    2016:w               {Compacted}
        add (8|M0)               r84.0<1>:d    r65.0<1;1,0>:d    2128:w              
        add (8|M0)               r85.0<1>:d    r64.0<1;1,0>:d    2240:w              
        add (8|M0)               r86.0<1>:d    r64.0<1;1,0>:d    2352:w              
        add (8|M0)               r87.0<1>:d    r64.0<1;1,0>:d    2464:w              
        add (8|M0)               r90.0<1>:d    r63.0<1;1,0>:d    2576:w              
        add (8|M0)               r91.0<1>:d    r63.0<1;1,0>:d    2688:w              
        add (8|M0)               r100.0<1>:d   r63.0<1;1,0>:d    2800:w              
        add (8|M0)               r104.0<1>:d   r62.0<1;1,0>:d    2912:w              
        add (8|M0)               r108.0<1>:d   r62.0<1;1,0>:d    3024:w               {$3.src}
        add (8|M0)               r112.0<1>:d   r62.0<1;1,0>:d    3136:w              
        add (8|M0)               r116.0<1>:d   r61.0<1;1,0>:d    3248:w               {F@1}
        add (8|M0)               r120.0<1>:d   r61.0<1;1,0>:d    3360:w              
        add (8|M0)               r122.0<1>:d   r61.0<1;1,0>:d    3472:w              
        and (8|M0)               r68.0<1>:d    r68.0<1;1,0>:d    4080:w              
        and (8|M0)               r71.0<1>:d    r71.0<1;1,0>:d    4080:w              
        and (8|M0)               r72.0<1>:d    r72.0<1;1,0>:d    4080:w              
        and (8|M0)               r73.0<1>:d    r73.0<1;1,0>:d    4080:w              
        and (8|M0)               r74.0<1>:d    r74.0<1;1,0>:d    4080:w              
        and (8|M0)               r75.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (8|M0)               r76.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r77.0<1>:d    r77.0<1;1,0>:d    4080:w              
        and (8|M0)               r78.0<1>:d    r78.0<1;1,0>:d    4080:w              
        and (8|M0)               r79.0<1>:d    r79.0<1;1,0>:d    4080:w              
        and (8|M0)               r80.0<1>:d    r80.0<1;1,0>:d    4080:w              
        and (8|M0)               r81.0<1>:d    r81.0<1;1,0>:d    4080:w              
        and (8|M0)               r82.0<1>:d    r82.0<1;1,0>:d    4080:w              
        and (8|M0)               r83.0<1>:d    r83.0<1;1,0>:d    4080:w              
        and (8|M0)               r84.0<1>:d    r84.0<1;1,0>:d    4080:w              
        and (8|M0)               r85.0<1>:d    r85.0<1;1,0>:d    4080:w              
        and (8|M0)               r86.0<1>:d    r86.0<1;1,0>:d    4080:w              
        and (8|M0)               r87.0<1>:d    r87.0<1;1,0>:d    4080:w              
        and (8|M0)               r90.0<1>:d    r90.0<1;1,0>:d    4080:w              
        and (8|M0)               r91.0<1>:d    r91.0<1;1,0>:d    4080:w              
        and (8|M0)               r100.0<1>:d   r100.0<1;1,0>:d   4080:w              
        and (8|M0)               r104.0<1>:d   r104.0<1;1,0>:d   4080:w              
        and (8|M0)               r108.0<1>:d   r108.0<1;1,0>:d   4080:w              
        and (8|M0)               r112.0<1>:d   r112.0<1;1,0>:d   4080:w              
        and (8|M0)               r116.0<1>:d   r116.0<1;1,0>:d   4080:w              
        and (8|M0)               r120.0<1>:d   r120.0<1;1,0>:d   4080:w              
        and (8|M0)               r122.0<1>:d   r122.0<1;1,0>:d   4080:w              
        send.ugm (8|M0)          r54      r68     null:0  a0.0        0x22483500           {ExBSO,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r50      r71     null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r46      r72     null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r42      r73     null:0  a0.0        0x22483500           {ExBSO,$13} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r38      r74     null:0  a0.0        0x22483500           {ExBSO,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r34      r75     null:0  a0.0        0x22483500           {ExBSO,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r30      r76     null:0  a0.0        0x22483500           {ExBSO,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r26      r77     null:0  a0.0        0x22483500           {ExBSO,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (8|M0)          r22      r78     null:0  a0.0        0x22483500           {ExBSO,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$8.src}
        send.ugm (8|M0)          r18      r79     null:0  a0.0        0x22483500           {ExBSO,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r14      r80     null:0  a0.0        0x22483500           {ExBSO,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (8|M0)          r10      r81     null:0  a0.0        0x22483500           {ExBSO,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$5.src}
        send.ugm (8|M0)          r6       r82     null:0  a0.0        0x22483500           {ExBSO,$9} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r92      r91     null:0  a0.0        0x22483500           {ExBSO,A@7,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r96      r100    null:0  a0.0        0x22483500           {ExBSO,A@7,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r66      r83     null:0  a0.0        0x22483500           {ExBSO,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$6.src}
        send.ugm (8|M0)          r123     r122    null:0  a0.0        0x22483500           {ExBSO,A@1,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r70      r84     null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r74      r85     null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r78      r86     null:0  a0.0        0x22483500           {ExBSO,$13} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r100     r104    null:0  a0.0        0x22483500           {ExBSO,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r82      r87     null:0  a0.0        0x22483500           {ExBSO,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r104     r108    null:0  a0.0        0x22483500           {ExBSO,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r86      r90     null:0  a0.0        0x22483500           {ExBSO,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r108     r112    null:0  a0.0        0x22483500           {ExBSO,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r112     r116    null:0  a0.0        0x22483500           {ExBSO,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r116     r120    null:0  a0.0        0x22483500           {ExBSO,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.0<1>:ud    r5.7<0;1,0>:d                    {A@1}
(W)     send.dc0 (16|M0)         null     r3      r123:4  0x0            0x020F202C           {$10} // wr:1h+4, rd:0; hword scratch block write x4
        send.ugm (8|M0)          r58      r121    null:0  a0.0        0x22180500           {ExBSO,$10} // wr:1+0, rd:1; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$10.dst}
        and (8|M0)    (eq)f0.1   r120.0<1>:d   r58.0<1;1,0>:d    7:w               {$7.src}
        send.dc0 (8|M0)          null     r3      r120:1  0x0            0x020F0008           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(f0.1)  goto (8|M0)                          L5840                  L5840                
L2520:
(W)     mov (1|M0)               r2.3<1>:d     0:w                              
L2536:
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2000           {$9} // wr:1h+0, rd:4; hword scratch block read x4
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C0028           {$4} // wr:1h+0, rd:1; hword scratch block read x1
(W)     add (1|M0)               r2.3<1>:d     r2.3<0;1,0>:d     1:w               {Compacted,I@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        sync.allwr                           ($4,$9)                
        mad (8|M0)               r63.0<1>:f    r54.0<1;0>:f      r58.0<1;0>:f      r123.0<1>:f      {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C0029           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r58.0<1>:ud   r63.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r3      r63:1   0x0            0x020F0009           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r58:1   0x0            0x020F0000           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r62.0<1>:f    r55.0<1;0>:f      r59.0<1;0>:f      r123.0<1>:f      {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002A           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r58.0<1>:ud   r62.0<1;1,0>:ud                  {$6.src}
        send.dc0 (8|M0)          null     r3      r62:1   0x0            0x020F0024           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r58:1   0x0            0x020F0001           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r60.0<1;0>:f      r123.0<1>:f      {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002B           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r58.0<1>:ud   r4.0<1;1,0>:ud                   {$11.src}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0026           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mov (8|M0)               r4.0<1>:ud    r58.0<1;1,0>:ud                  {I@1}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0002           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r60.0<1>:f    r57.0<1;0>:f      r61.0<1;0>:f      r123.0<1>:f      {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C0028           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r59.0<1>:ud   r60.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r3      r60:1   0x0            0x020F0027           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r90.0<1>:ud   r59.0<1;1,0>:ud                  {I@1}
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C201C           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r3      r90:1   0x0            0x020F0003           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r64.0<1>:f    r50.0<1;0>:f      r123.0<1;0>:f     r58.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C0029           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r58.0<1>:ud   r64.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r3      r64:1   0x0            0x020F000A           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r62.0<1>:f    r51.0<1;0>:f      r123.0<1;0>:f     r59.0<1>:f       {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002A           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r59.0<1>:ud   r62.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r3      r62:1   0x0            0x020F000B           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r4.0<1>:f     r52.0<1;0>:f      r123.0<1;0>:f     r60.0<1>:f       {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002B           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r60.0<1>:ud   r4.0<1;1,0>:ud                  
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000C           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r63.0<1>:f    r53.0<1;0>:f      r123.0<1;0>:f     r61.0<1>:f       {Compacted,$6.src}
        mov (8|M0)               r123.0<1>:ud  r58.0<1;1,0>:ud                  {A@1}
(W)     mov (8|M0)               r61.0<1>:ud   r63.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F0028           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r59.0<1;1,0>:ud                  {$2.src}
        send.dc0 (8|M0)          null     r3      r63:1   0x0            0x020F000D           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F0029           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r60.0<1;1,0>:ud                  {$7.src}
        sync.allrd                           ($3,$10)                
(W)     send.dc0 (16|M0)         r62      r3      null:0  0x0            0x024C201C           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F002A           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r123.0<1>:ud  r61.0<1;1,0>:ud                  {$10.src}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C201F           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F002B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002C           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allwr                           ($1,$9)                
        mad (8|M0)               r4.0<1>:f     r47.0<1;0>:f      r63.0<1;0>:f      r60.0<1>:f       {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r63      r3      null:0  0x0            0x021C0023           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r90.0<1>:f    r46.0<1;0>:f      r62.0<1;0>:f      r59.0<1>:f       {Compacted}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000F           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r62.0<1>:f    r48.0<1;0>:f      r64.0<1;0>:f      r61.0<1>:f       {Compacted}
(W)     mov (8|M0)               r59.0<1>:ud   r4.0<1;1,0>:ud                   {F@2}
(W)     mov (8|M0)               r60.0<1>:ud   r62.0<1;1,0>:ud                  {F@1}
        send.dc0 (8|M0)          null     r3      r62:1   0x0            0x020F0010           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r90:1   0x0            0x020F000E           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r63.0<1>:f    r49.0<1;0>:f      r58.0<1;0>:f      r63.0<1>:f       {Compacted,$2.dst}
(W)     mov (8|M0)               r58.0<1>:ud   r90.0<1;1,0>:ud                  {F@1}
(W)     mov (8|M0)               r61.0<1>:ud   r63.0<1;1,0>:ud                 
        sync.nop                             null                             {Compacted,$8.src}
        mov (8|M0)               r4.0<1>:ud    r58.0<1;1,0>:ud                  {I@2}
        send.dc0 (8|M0)          null     r3      r63:1   0x0            0x020F0011           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001C           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:ud    r59.0<1;1,0>:ud                  {$7.src}
        sync.allrd                           ($3,$5)                
(W)     send.dc0 (16|M0)         r62      r3      null:0  0x0            0x024C2004           {$10} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001D           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:ud    r60.0<1;1,0>:ud                  {$4.src}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001E           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:ud    r61.0<1;1,0>:ud                  {$11.src}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2020           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001F           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allwr                           ($8,$10)                
        mad (8|M0)               r91.0<1>:f    r42.0<1;0>:f      r58.0<1;0>:f      r62.0<1>:f       {Compacted,$4.src}
        mad (8|M0)               r90.0<1>:f    r43.0<1;0>:f      r59.0<1;0>:f      r63.0<1>:f       {Compacted,$6.src}
        mad (8|M0)               r4.0<1>:f     r44.0<1;0>:f      r60.0<1;0>:f      r64.0<1>:f       {Compacted,$3.src}
(W)     mov (8|M0)               r58.0<1>:ud   r91.0<1;1,0>:ud                  {F@3}
        sync.nop                             null                             {Compacted,F@1}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0014           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r62.0<1>:f    r45.0<1;0>:f      r61.0<1;0>:f      r65.0<1>:f       {Compacted}
(W)     mov (8|M0)               r59.0<1>:ud   r90.0<1;1,0>:ud                 
(W)     mov (8|M0)               r60.0<1>:ud   r4.0<1;1,0>:ud                  
        sync.nop                             null                             {Compacted,$13.src}
        mov (8|M0)               r4.0<1>:ud    r58.0<1;1,0>:ud                  {I@3}
(W)     mov (8|M0)               r61.0<1>:ud   r62.0<1;1,0>:ud                  {F@1}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0020           {A@2,$15} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:ud    r59.0<1;1,0>:ud                  {$15.src}
        sync.nop                             null                             {Compacted,$4.src}
        mov (8|M0)               r120.0<1>:ud  r61.0<1;1,0>:ud                  {I@2}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0021           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:ud    r60.0<1;1,0>:ud                  {$12.src}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2004           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r3      r62:1   0x0            0x020F0015           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0022           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r91:1   0x0            0x020F0012           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r90:1   0x0            0x020F0013           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($7,$11)                
(W)     send.dc0 (16|M0)         r90      r3      null:0  0x0            0x022C1008           {$3} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r3      r120:1  0x0            0x020F0023           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r64.0<1>:f    r38.0<1;0>:f      r58.0<1;0>:f      r54.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r54.0<1>:f    r34.0<1;0>:f      r54.0<1;0>:f      r50.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r50.0<1>:f    r30.0<1;0>:f      r50.0<1;0>:f      r46.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r46.0<1>:f    r26.0<1;0>:f      r46.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (8|M0)               r42.0<1>:f    r22.0<1;0>:f      r42.0<1;0>:f      r38.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r38.0<1>:f    r18.0<1;0>:f      r38.0<1;0>:f      r34.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r34.0<1>:f    r14.0<1;0>:f      r34.0<1;0>:f      r30.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               r30.0<1>:f    r10.0<1;0>:f      r30.0<1;0>:f      r26.0<1>:f       {Compacted}
        mad (8|M0)               r26.0<1>:f    r6.0<1;0>:f       r26.0<1;0>:f      r22.0<1>:f       {Compacted}
        mad (8|M0)               r22.0<1>:f    r66.0<1;0>:f      r22.0<1;0>:f      r18.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r18.0<1>:f    r70.0<1;0>:f      r18.0<1;0>:f      r14.0<1>:f       {Compacted}
        mad (8|M0)               r14.0<1>:f    r74.0<1;0>:f      r14.0<1;0>:f      r10.0<1>:f       {Compacted}
        mad (8|M0)               r10.0<1>:f    r78.0<1;0>:f      r10.0<1;0>:f      r6.0<1>:f        {Compacted}
        mad (8|M0)               r6.0<1>:f     r82.0<1;0>:f      r6.0<1;0>:f       r66.0<1>:f       {Compacted}
        mad (8|M0)               r66.0<1>:f    r86.0<1;0>:f      r66.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (8|M0)               r70.0<1>:f    r92.0<1;0>:f      r70.0<1;0>:f      r74.0<1>:f       {Compacted,$4.dst}
        mad (8|M0)               r74.0<1>:f    r96.0<1;0>:f      r74.0<1;0>:f      r78.0<1>:f       {Compacted,$5.dst}
        mad (8|M0)               r78.0<1>:f    r100.0<1;0>:f     r78.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (8|M0)               r82.0<1>:f    r104.0<1;0>:f     r82.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (8|M0)               r86.0<1>:f    r108.0<1;0>:f     r86.0<1;0>:f      r92.0<1>:f       {Compacted}
        mad (8|M0)               r92.0<1>:f    r112.0<1;0>:f     r92.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (8|M0)               r96.0<1>:f    r116.0<1;0>:f     r96.0<1;0>:f      r100.0<1>:f      {Compacted}
        mad (8|M0)               r100.0<1>:f   r123.0<1;0>:f     r100.0<1;0>:f     r104.0<1>:f      {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002D           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r62.0<1>:f    r39.0<1;0>:f      r59.0<1;0>:f      r55.0<1>:f       {Compacted,$6.src}
        mad (8|M0)               r55.0<1>:f    r35.0<1;0>:f      r55.0<1;0>:f      r51.0<1>:f       {Compacted}
        mad (8|M0)               r51.0<1>:f    r31.0<1;0>:f      r51.0<1;0>:f      r47.0<1>:f       {Compacted}
        mad (8|M0)               r47.0<1>:f    r27.0<1;0>:f      r47.0<1;0>:f      r43.0<1>:f       {Compacted}
        mad (8|M0)               r43.0<1>:f    r23.0<1;0>:f      r43.0<1;0>:f      r39.0<1>:f       {Compacted}
        mad (8|M0)               r39.0<1>:f    r19.0<1;0>:f      r39.0<1;0>:f      r35.0<1>:f       {Compacted}
        mad (8|M0)               r35.0<1>:f    r15.0<1;0>:f      r35.0<1;0>:f      r31.0<1>:f       {Compacted}
        mad (8|M0)               r31.0<1>:f    r11.0<1;0>:f      r31.0<1;0>:f      r27.0<1>:f       {Compacted}
        mad (8|M0)               r27.0<1>:f    r7.0<1;0>:f       r27.0<1;0>:f      r23.0<1>:f       {Compacted}
        mad (8|M0)               r23.0<1>:f    r67.0<1;0>:f      r23.0<1;0>:f      r19.0<1>:f       {Compacted}
        mad (8|M0)               r19.0<1>:f    r71.0<1;0>:f      r19.0<1;0>:f      r15.0<1>:f       {Compacted}
        mad (8|M0)               r15.0<1>:f    r75.0<1;0>:f      r15.0<1;0>:f      r11.0<1>:f       {Compacted}
        mad (8|M0)               r11.0<1>:f    r79.0<1;0>:f      r11.0<1;0>:f      r7.0<1>:f        {Compacted}
        mad (8|M0)               r7.0<1>:f     r83.0<1;0>:f      r7.0<1;0>:f       r67.0<1>:f       {Compacted}
        mad (8|M0)               r67.0<1>:f    r87.0<1;0>:f      r67.0<1;0>:f      r71.0<1>:f       {Compacted}
        mad (8|M0)               r71.0<1>:f    r93.0<1;0>:f      r71.0<1;0>:f      r75.0<1>:f       {Compacted}
        mad (8|M0)               r75.0<1>:f    r97.0<1;0>:f      r75.0<1;0>:f      r79.0<1>:f       {Compacted}
        mad (8|M0)               r79.0<1>:f    r101.0<1;0>:f     r79.0<1;0>:f      r83.0<1>:f       {Compacted}
        mad (8|M0)               r83.0<1>:f    r105.0<1;0>:f     r83.0<1;0>:f      r87.0<1>:f       {Compacted}
        mad (8|M0)               r87.0<1>:f    r109.0<1;0>:f     r87.0<1;0>:f      r93.0<1>:f       {Compacted}
        mad (8|M0)               r93.0<1>:f    r113.0<1;0>:f     r93.0<1;0>:f      r97.0<1>:f       {Compacted}
        mad (8|M0)               r97.0<1>:f    r117.0<1;0>:f     r97.0<1;0>:f      r101.0<1>:f      {Compacted}
        mad (8|M0)               r4.0<1>:f     r40.0<1;0>:f      r60.0<1;0>:f      r56.0<1>:f       {Compacted,$5.src}
        mad (8|M0)               r63.0<1>:f    r41.0<1;0>:f      r61.0<1;0>:f      r57.0<1>:f       {Compacted}
(W)     mov (8|M0)               r58.0<1>:ud   r64.0<1;1,0>:ud                 
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0018           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r59.0<1>:ud   r62.0<1;1,0>:ud                 
(W)     mov (8|M0)               r60.0<1>:ud   r4.0<1;1,0>:ud                  
(W)     mov (8|M0)               r61.0<1>:ud   r63.0<1;1,0>:ud                  {F@1}
        sync.nop                             null                             {Compacted,$9.src}
        mov (8|M0)               r4.0<1>:ud    r58.0<1;1,0>:ud                  {I@4}
        mov (8|M0)               r58.0<1>:ud   r61.0<1;1,0>:ud                  {I@2}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0004           {A@2,$0} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:ud    r59.0<1;1,0>:ud                  {$0.src}
        send.dc0 (8|M0)          null     r3      r58:1   0x0            0x020F0007           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r101.0<1>:f   r123.0<1;0>:f     r101.0<1;0>:f     r105.0<1>:f      {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002E           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,I@1}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0005           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r56.0<1>:f    r36.0<1;0>:f      r56.0<1;0>:f      r52.0<1>:f       {Compacted}
        mov (8|M0)               r4.0<1>:ud    r60.0<1;1,0>:ud                  {$8.src}
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2024           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r52.0<1>:f    r32.0<1;0>:f      r52.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (8|M0)               r48.0<1>:f    r28.0<1;0>:f      r48.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (8|M0)               r44.0<1>:f    r24.0<1;0>:f      r44.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (8|M0)               r40.0<1>:f    r20.0<1;0>:f      r40.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (8|M0)               r36.0<1>:f    r16.0<1;0>:f      r36.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (8|M0)               r32.0<1>:f    r12.0<1;0>:f      r32.0<1;0>:f      r28.0<1>:f       {Compacted}
        mad (8|M0)               r28.0<1>:f    r8.0<1;0>:f       r28.0<1;0>:f      r24.0<1>:f       {Compacted}
        mad (8|M0)               r24.0<1>:f    r68.0<1;0>:f      r24.0<1;0>:f      r20.0<1>:f       {Compacted}
        mad (8|M0)               r20.0<1>:f    r72.0<1;0>:f      r20.0<1;0>:f      r16.0<1>:f       {Compacted}
        mad (8|M0)               r16.0<1>:f    r76.0<1;0>:f      r16.0<1;0>:f      r12.0<1>:f       {Compacted}
        mad (8|M0)               r12.0<1>:f    r80.0<1;0>:f      r12.0<1;0>:f      r8.0<1>:f        {Compacted}
        mad (8|M0)               r8.0<1>:f     r84.0<1;0>:f      r8.0<1;0>:f       r68.0<1>:f       {Compacted}
        mad (8|M0)               r68.0<1>:f    r88.0<1;0>:f      r68.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (8|M0)               r72.0<1>:f    r94.0<1;0>:f      r72.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (8|M0)               r76.0<1>:f    r98.0<1;0>:f      r76.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (8|M0)               r80.0<1>:f    r102.0<1;0>:f     r80.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (8|M0)               r84.0<1>:f    r106.0<1;0>:f     r84.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (8|M0)               r88.0<1>:f    r110.0<1;0>:f     r88.0<1;0>:f      r94.0<1>:f       {Compacted}
        mad (8|M0)               r94.0<1>:f    r114.0<1;0>:f     r94.0<1;0>:f      r98.0<1>:f       {Compacted}
        mad (8|M0)               r98.0<1>:f    r118.0<1;0>:f     r98.0<1;0>:f      r102.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r3      r64:1   0x0            0x020F0016           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r62:1   0x0            0x020F0017           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r63:1   0x0            0x020F0019           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.allrd                           ($12,$14,$15)                
(W)     send.dc0 (16|M0)         r62      r3      null:0  0x0            0x024C2009           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r57.0<1>:f    r37.0<1;0>:f      r57.0<1;0>:f      r53.0<1>:f       {Compacted}
        mad (8|M0)               r53.0<1>:f    r33.0<1;0>:f      r53.0<1;0>:f      r49.0<1>:f       {Compacted}
        mad (8|M0)               r49.0<1>:f    r29.0<1;0>:f      r49.0<1;0>:f      r45.0<1>:f       {Compacted}
        mad (8|M0)               r45.0<1>:f    r25.0<1;0>:f      r45.0<1;0>:f      r41.0<1>:f       {Compacted}
        mad (8|M0)               r102.0<1>:f   r123.0<1;0>:f     r102.0<1;0>:f     r106.0<1>:f      {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002F           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r41.0<1>:f    r21.0<1;0>:f      r41.0<1;0>:f      r37.0<1>:f       {Compacted}
        mad (8|M0)               r37.0<1>:f    r17.0<1;0>:f      r37.0<1;0>:f      r33.0<1>:f       {Compacted}
        mad (8|M0)               r33.0<1>:f    r13.0<1;0>:f      r33.0<1;0>:f      r29.0<1>:f       {Compacted}
        mad (8|M0)               r105.0<1>:f   r58.0<1;0>:f      r105.0<1;0>:f     r109.0<1>:f      {Compacted,$13.dst}
        mad (8|M0)               r106.0<1>:f   r60.0<1;0>:f      r106.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (8|M0)               r29.0<1>:f    r9.0<1;0>:f       r29.0<1;0>:f      r25.0<1>:f       {Compacted}
        mad (8|M0)               r25.0<1>:f    r69.0<1;0>:f      r25.0<1;0>:f      r21.0<1>:f       {Compacted}
        mad (8|M0)               r21.0<1>:f    r73.0<1;0>:f      r21.0<1;0>:f      r17.0<1>:f       {Compacted}
        mad (8|M0)               r17.0<1>:f    r77.0<1;0>:f      r17.0<1;0>:f      r13.0<1>:f       {Compacted}
        mad (8|M0)               r13.0<1>:f    r81.0<1;0>:f      r13.0<1;0>:f      r9.0<1>:f        {Compacted}
        mad (8|M0)               r9.0<1>:f     r85.0<1;0>:f      r9.0<1;0>:f       r69.0<1>:f       {Compacted}
        mad (8|M0)               r69.0<1>:f    r89.0<1;0>:f      r69.0<1;0>:f      r73.0<1>:f       {Compacted}
        mad (8|M0)               r73.0<1>:f    r95.0<1;0>:f      r73.0<1;0>:f      r77.0<1>:f       {Compacted}
        mad (8|M0)               r77.0<1>:f    r99.0<1;0>:f      r77.0<1;0>:f      r81.0<1>:f       {Compacted}
        mad (8|M0)               r81.0<1>:f    r103.0<1;0>:f     r81.0<1;0>:f      r85.0<1>:f       {Compacted}
        mad (8|M0)               r85.0<1>:f    r107.0<1;0>:f     r85.0<1;0>:f      r89.0<1>:f       {Compacted}
        mad (8|M0)               r89.0<1>:f    r111.0<1;0>:f     r89.0<1;0>:f      r95.0<1>:f       {Compacted}
        mad (8|M0)               r95.0<1>:f    r115.0<1;0>:f     r95.0<1;0>:f      r99.0<1>:f       {Compacted}
        mad (8|M0)               r99.0<1>:f    r119.0<1;0>:f     r99.0<1;0>:f      r103.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0006           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r2.3<0;1,0>:ud    r90.0<1;1,0>:ud  {$3.dst}
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0019           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r104.0<1>:f   r62.0<1;0>:f      r104.0<1;0>:f     r108.0<1>:f      {Compacted,$6.dst}
        mad (8|M0)               r109.0<1>:f   r64.0<1;0>:f      r109.0<1;0>:f     r113.0<1>:f      {Compacted}
        mad (8|M0)               r110.0<1>:f   r65.0<1;0>:f      r110.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (8|M0)               r108.0<1>:f   r63.0<1;0>:f      r108.0<1;0>:f     r112.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r62      r3      null:0  0x0            0x024C2015           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r103.0<1>:f   r123.0<1;0>:f     r103.0<1;0>:f     r107.0<1>:f      {Compacted,$7.dst}
        mad (8|M0)               r107.0<1>:f   r61.0<1;0>:f      r107.0<1;0>:f     r111.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C200D           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002C           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r111.0<1>:f   r58.0<1;0>:f      r111.0<1;0>:f     r115.0<1>:f      {Compacted,$1.dst}
        mad (8|M0)               r112.0<1>:f   r59.0<1;0>:f      r112.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (8|M0)               r113.0<1>:f   r60.0<1;0>:f      r113.0<1;0>:f     r117.0<1>:f      {Compacted}
        mad (8|M0)               r114.0<1>:f   r61.0<1;0>:f      r114.0<1;0>:f     r118.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2011           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r124.0<1>:ud  r123.0<1;1,0>:ud                 {$9.dst}
        mad (8|M0)               r116.0<1>:f   r59.0<1;0>:f      r116.0<1;0>:f     r123.0<1>:f      {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002D           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r115.0<1>:f   r58.0<1;0>:f      r115.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (8|M0)               r117.0<1>:f   r60.0<1;0>:f      r117.0<1;0>:f     r123.0<1>:f      {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002E           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r118.0<1>:f   r61.0<1;0>:f      r118.0<1;0>:f     r123.0<1>:f      {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002F           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2024           {$13} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r119.0<1>:f   r62.0<1;0>:f      r119.0<1;0>:f     r123.0<1>:f      {Compacted,$4.dst}
        mad (8|M0)               r123.0<1>:f   r63.0<1;0>:f      r124.0<1;0>:f     r91.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r124     r3      null:0  0x0            0x021C002D           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F002C           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r123.0<1>:f   r64.0<1;0>:f      r124.0<1;0>:f     r58.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r124     r3      null:0  0x0            0x021C002E           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F002D           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
        mad (8|M0)               r123.0<1>:f   r65.0<1;0>:f      r124.0<1;0>:f     r60.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r124     r3      null:0  0x0            0x021C002F           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F002E           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mad (8|M0)               r123.0<1>:f   r4.0<1;0>:f       r124.0<1;0>:f     r61.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F002F           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(f0.0)  goto.b (8|M0)                        L5840                  L2536                
L5840:
        join (8|M0)                          L5856                                
L5856:
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2000           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.allrd                           ($5,$10)                
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C0028           {$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.3<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r5.0<1>:ud    0x41800000:ud                             
(W)     mov (1|M0)               a0.0<1>:ud    r5.5<0;1,0>:d                    {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        add (8|M0)               acc0.0<1>:f   r58.0<1;1,0>:f    0.0:f               {Compacted,$12.dst}
        add (8|M0)               acc1.0<1>:f   r59.0<1;1,0>:f    0.0:f               {Compacted}
        mad (8|M0)               r4.0<1>:f     acc0.0<1;0>:f     r123.0<1;0>:f     r2.3<0>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C0029           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               r62.0<1>:f    r60.0<1;1,0>:f    0.0:f               {Compacted}
        add (8|M0)               acc0.0<1>:f   r61.0<1;1,0>:f    0.0:f               {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r123.0<1;0>:f     r2.3<0>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002A           {A@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r63.0<1>:ud   r4.0<1;1,0>:ud                  
        mad (8|M0)               acc2.0<1>:f   r62.0<1;0>:f      r123.0<1;0>:f     r2.3<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002B           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r123.0<1;0>:f     r2.3<0>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C201C           {$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40400000:ud                              {F@1}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002C           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               acc3.0<1>:f   r63.0<1;0>:f      r58.0<1;0>:f      r2.3<0>:f        {Compacted,A@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r59.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r60.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2020           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40800000:ud                             
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r58.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r59.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r60.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C2004           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40A00000:ud                             
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r58.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r59.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r60.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (1|M0)               r2.3<1>:ud    0x40C00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (1|M0)               r58.0<1>:ud   0x40E00000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r50.0<1;0>:f      r58.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r51.0<1;0>:f      r58.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r53.0<1;0>:f      r58.0<0>:f       {Compacted}
(W)     mov (1|M0)               r54.0<1>:ud   0x41000000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r52.0<1;0>:f      r58.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r46.0<1;0>:f      r54.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r47.0<1;0>:f      r54.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r49.0<1;0>:f      r54.0<0>:f       {Compacted}
(W)     mov (1|M0)               r50.0<1>:ud   0x41100000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r48.0<1;0>:f      r54.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r42.0<1;0>:f      r50.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r43.0<1;0>:f      r50.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r45.0<1;0>:f      r50.0<0>:f       {Compacted}
(W)     mov (1|M0)               r46.0<1>:ud   0x41200000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r44.0<1;0>:f      r50.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r38.0<1;0>:f      r46.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r39.0<1;0>:f      r46.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r41.0<1;0>:f      r46.0<0>:f       {Compacted}
(W)     mov (1|M0)               r42.0<1>:ud   0x41300000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r40.0<1;0>:f      r46.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r34.0<1;0>:f      r42.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r35.0<1;0>:f      r42.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r37.0<1;0>:f      r42.0<0>:f       {Compacted}
(W)     mov (1|M0)               r38.0<1>:ud   0x41400000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r36.0<1;0>:f      r42.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r30.0<1;0>:f      r38.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r31.0<1;0>:f      r38.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r33.0<1;0>:f      r38.0<0>:f       {Compacted}
(W)     mov (1|M0)               r34.0<1>:ud   0x41500000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r32.0<1;0>:f      r38.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r26.0<1;0>:f      r34.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r27.0<1;0>:f      r34.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r29.0<1;0>:f      r34.0<0>:f       {Compacted}
(W)     mov (1|M0)               r30.0<1>:ud   0x41600000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r28.0<1;0>:f      r34.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r22.0<1;0>:f      r30.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r23.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r25.0<1;0>:f      r30.0<0>:f       {Compacted}
(W)     mov (1|M0)               r26.0<1>:ud   0x41700000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r24.0<1;0>:f      r30.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r18.0<1;0>:f      r26.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r19.0<1;0>:f      r26.0<0>:f       {Compacted}
(W)     mov (1|M0)               r2.3<1>:ud    0x41880000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r21.0<1;0>:f      r26.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r20.0<1;0>:f      r26.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r14.0<1;0>:f      r5.0<0>:f        {Compacted,$7.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r15.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r17.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r16.0<1;0>:f      r5.0<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r10.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r11.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (1|M0)               r121.0<1>:ud  0x41900000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r13.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r12.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r6.0<1;0>:f       r121.0<0>:f      {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r7.0<1;0>:f       r121.0<0>:f      {Compacted}
(W)     mov (1|M0)               r91.0<1>:ud   0x41980000:ud                              {$4.src}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r9.0<1;0>:f       r121.0<0>:f      {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r8.0<1;0>:f       r121.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r66.0<1;0>:f      r91.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r90.0<1>:ud   0x41A00000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r67.0<1;0>:f      r91.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r69.0<1;0>:f      r91.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r68.0<1;0>:f      r91.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r70.0<1;0>:f      r90.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r70.0<1>:ud   0x41A80000:ud                              {F@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r71.0<1;0>:f      r90.0<0>:f       {Compacted}
(W)     mov (1|M0)               r69.0<1>:ud   0x41B00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r73.0<1;0>:f      r90.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r72.0<1;0>:f      r90.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r74.0<1;0>:f      r70.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r68.0<1>:ud   0x41B80000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r75.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r77.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r76.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r78.0<1;0>:f      r69.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r67.0<1>:ud   0x41C00000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r79.0<1;0>:f      r69.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r81.0<1;0>:f      r69.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r80.0<1;0>:f      r69.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r82.0<1;0>:f      r68.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r66.0<1>:ud   0x41C80000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r83.0<1;0>:f      r68.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r85.0<1;0>:f      r68.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r84.0<1;0>:f      r68.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r86.0<1;0>:f      r67.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r65.0<1>:ud   0x41D00000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r87.0<1;0>:f      r67.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r89.0<1;0>:f      r67.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r88.0<1;0>:f      r67.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r92.0<1;0>:f      r66.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r64.0<1>:ud   0x41D80000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r93.0<1;0>:f      r66.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r95.0<1;0>:f      r66.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r94.0<1;0>:f      r66.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r96.0<1;0>:f      r65.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r63.0<1>:ud   0x41E00000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r97.0<1;0>:f      r65.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r99.0<1;0>:f      r65.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r98.0<1;0>:f      r65.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r100.0<1;0>:f     r64.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r62.0<1>:ud   0x41E80000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r101.0<1;0>:f     r64.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r103.0<1;0>:f     r64.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r102.0<1;0>:f     r64.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r104.0<1;0>:f     r63.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r61.0<1>:ud   0x41F00000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r105.0<1;0>:f     r63.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r107.0<1;0>:f     r63.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r106.0<1;0>:f     r63.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r108.0<1;0>:f     r62.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r60.0<1>:ud   0x41F80000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r109.0<1;0>:f     r62.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r111.0<1;0>:f     r62.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r110.0<1;0>:f     r62.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r112.0<1;0>:f     r61.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r59.0<1>:ud   0x42000000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r113.0<1;0>:f     r61.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r115.0<1;0>:f     r61.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r114.0<1;0>:f     r61.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r116.0<1;0>:f     r60.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r117.0<1;0>:f     r60.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r119.0<1;0>:f     r60.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r118.0<1;0>:f     r60.0<0>:f       {Compacted}
        mad (8|M0)               r60.0<1>:f    acc3.0<1;0>:f     r123.0<1;0>:f     r59.0<0>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002D           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r69      r3      null:0  0x0            0x021C0025           {$11} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r112.0<1>:ud  r3.0<1;1,0>:ud                  
        mad (8|M0)               r61.0<1>:f    acc1.0<1;0>:f     r123.0<1;0>:f     r59.0<0>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002E           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               r4.0<1>:d     r69.0<1;1,0>:d    r5.4<0;1,0>:d    {Compacted,$11.dst}
        mad (8|M0)               r62.0<1>:f    acc2.0<1;0>:f     r123.0<1;0>:f     r59.0<0>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C002F           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    acc0.0<1;0>:f     r123.0<1;0>:f     r59.0<0>:f       {Compacted,$13.dst}
        send.ugm (8|M0)          null     r4      r60:4   a0.0        0x220E3504           {ExBSO,A@1,$14} // wr:1+4, rd:0; store.ugm.d32x4.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r112    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L7856:
        nop                    
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
