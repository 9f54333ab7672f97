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
(W)     mach (1|M0)              r72.0<1>:ud   r4.3<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn}
        mov (8|M0)               r66.0<1>:d    r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r71.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r5.6<0;1,0>:d                    {A@1}
        addc (8|M0)              r6.0<1>:ud    r71.0<0;1,0>:ud   r66.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        add (8|M0)               r87.0<1>:d    r6.0<1;1,0>:d     r4.0<0;1,0>:d    {Compacted,I@2}
        add (8|M0)               r46.0<1>:ud   acc0.0<1;1,0>:ud  r72.0<0;1,0>:ud 
        shl (8|M0)               r60.0<1>:d    r87.0<1;1,0>:d    4:w               {Compacted,I@2}
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        send.dc0 (8|M0)          null     r3      r60:1   0x0            0x020F019F           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r75.0<1>:f    r60.0<1;1,0>:f                   {Compacted}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        add (8|M0)               acc0.0<1>:d   r75.0<1;1,0>:d    112:w               {Compacted,F@1}
        add (8|M0)               acc2.0<1>:d   r75.0<1;1,0>:d    224:w               {Compacted}
        add (8|M0)               r113.0<1>:d   r75.0<1;1,0>:d    336:w               {Compacted}
        and (8|M0)               r115.0<1>:d   acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r114.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        and (8|M0)               r113.0<1>:d   r113.0<1;1,0>:d   4080:w               {I@3}
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (8|M0)          r58      r115    null:0  a0.0        0x22483500           {ExBSO,A@3,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r54      r114    null:0  a0.0        0x22483500           {ExBSO,A@2,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r50      r113    null:0  a0.0        0x22483500           {ExBSO,A@1,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r7.0<1>:d     r75.0<1;1,0>:d    4080:w              
        add (8|M0)               acc0.0<1>:d   r75.0<1;1,0>:d    448:w               {Compacted}
        send.ugm (8|M0)          r62      r7      null:0  a0.0        0x22483500           {ExBSO,A@2,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r79.0<1>:d    acc0.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        send.ugm (8|M0)          r46      r79     null:0  a0.0        0x22483500           {ExBSO,A@2,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r58:4   0x0            0x020F2004           {$4} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F2008           {$5} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r50:4   0x0            0x020F200C           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r62:4   0x0            0x020F2000           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r46:4   0x0            0x020F2010           {$8} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         r74      r3      null:0  0x0            0x021C019F           {$9} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (8|M0)               r73.0<1>:f    r74.0<1;1,0>:f                   {Compacted,$9.dst}
        add (8|M0)               r112.0<1>:d   r74.0<1;1,0>:d    560:w               {Compacted}
(W)     mov (8|M0)               r72.0<1>:f    r73.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               acc2.0<1>:d   r74.0<1;1,0>:d    672:w               {Compacted}
        add (8|M0)               acc0.0<1>:d   r74.0<1;1,0>:d    784:w               {Compacted}
        add (8|M0)               r109.0<1>:d   r74.0<1;1,0>:d    896:w               {Compacted}
        add (8|M0)               r108.0<1>:d   r73.0<1;1,0>:d    1120:w               {Compacted}
        add (8|M0)               r107.0<1>:d   r73.0<1;1,0>:d    1232:w               {Compacted}
        add (8|M0)               r106.0<1>:d   r73.0<1;1,0>:d    1344:w               {Compacted}
        add (8|M0)               r105.0<1>:d   r73.0<1;1,0>:d    1456:w               {Compacted}
        add (8|M0)               r104.0<1>:d   r72.0<1;1,0>:d    1680:w               {Compacted,F@1}
        add (8|M0)               r103.0<1>:d   r72.0<1;1,0>:d    1792:w               {Compacted}
        add (8|M0)               r102.0<1>:d   r72.0<1;1,0>:d    1904:w               {Compacted}
        add (8|M0)               r101.0<1>:d   r72.0<1;1,0>:d    2016:w               {Compacted}
        add (8|M0)               r76.0<1>:d    r72.0<1;1,0>:d    2128:w              
        and (8|M0)               r112.0<1>:d   r112.0<1;1,0>:d   4080:w              
        and (8|M0)               r111.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        and (8|M0)               r110.0<1>:d   acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r109.0<1>:d   r109.0<1;1,0>:d   4080:w              
        and (8|M0)               r108.0<1>:d   r108.0<1;1,0>:d   4080:w              
        and (8|M0)               r107.0<1>:d   r107.0<1;1,0>:d   4080:w              
        and (8|M0)               r106.0<1>:d   r106.0<1;1,0>:d   4080:w              
        and (8|M0)               r105.0<1>:d   r105.0<1;1,0>:d   4080:w              
        and (8|M0)               r104.0<1>:d   r104.0<1;1,0>:d   4080:w              
        and (8|M0)               r103.0<1>:d   r103.0<1;1,0>:d   4080:w              
        and (8|M0)               r102.0<1>:d   r102.0<1;1,0>:d   4080:w              
        and (8|M0)               r101.0<1>:d   r101.0<1;1,0>:d   4080:w              
        and (8|M0)               r76.0<1>:d    r76.0<1;1,0>:d    4080:w              
        send.ugm (8|M0)          r42      r112    null:0  a0.0        0x22483500           {ExBSO,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r38      r111    null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r34      r110    null:0  a0.0        0x22483500           {ExBSO,A@7,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r30      r109    null:0  a0.0        0x22483500           {ExBSO,A@7,$13} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r22      r108    null:0  a0.0        0x22483500           {ExBSO,A@7,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r18      r107    null:0  a0.0        0x22483500           {ExBSO,A@7,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r14      r106    null:0  a0.0        0x22483500           {ExBSO,A@7,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r10      r105    null:0  a0.0        0x22483500           {ExBSO,A@6,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r116     r104    null:0  a0.0        0x22483500           {ExBSO,A@5,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r112     r103    null:0  a0.0        0x22483500           {ExBSO,A@4,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r108     r102    null:0  a0.0        0x22483500           {ExBSO,A@3,$9} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r104     r101    null:0  a0.0        0x22483500           {ExBSO,A@2,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r100     r76     null:0  a0.0        0x22483500           {ExBSO,A@1,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (8|M0)               r71.0<1>:f    r72.0<1;1,0>:f                   {Compacted}
        add (8|M0)               acc0.0<1>:d   r73.0<1;1,0>:d    1568:w               {Compacted}
(W)     mov (8|M0)               r70.0<1>:f    r71.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               acc2.0<1>:d   r71.0<1;1,0>:d    2688:w              
        and (8|M0)               r77.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r75.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (8|M0)          r6       r77     null:0  a0.0        0x22483500           {ExBSO,A@2,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r79      r75     null:0  a0.0        0x22483500           {ExBSO,A@1,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r74.0<1;1,0>:d    1008:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r3      r116:4  0x0            0x020F203C           {$2} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r100:4  0x0            0x020F204C           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc2.0<1>:d   r71.0<1;1,0>:d    2240:w              
        and (8|M0)               r78.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r100.0<1>:d   acc2.0<1;1,0>:d   4080:w               {$5.src}
        send.ugm (8|M0)          r26      r78     null:0  a0.0        0x22483500           {ExBSO,A@2,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r96      r100    null:0  a0.0        0x22483500           {ExBSO,A@1,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r6:4    0x0            0x020F2038           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r79:4   0x0            0x020F2060           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r14:4   0x0            0x020F2030           {$0} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r10:4   0x0            0x020F2034           {$1} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r18:4   0x0            0x020F202C           {$15} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r96:4   0x0            0x020F2050           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r71.0<1;1,0>:d    2352:w              
(W)     send.dc0 (16|M0)         null     r3      r112:4  0x0            0x020F2040           {$3} // wr:1h+4, rd:0; hword scratch block write x4
        and (8|M0)               r96.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$2.src}
(W)     send.dc0 (16|M0)         null     r3      r26:4   0x0            0x020F2024           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        send.ugm (8|M0)          r92      r96     null:0  a0.0        0x22483500           {ExBSO,A@1,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r34:4   0x0            0x020F201C           {$12} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r108:4  0x0            0x020F2044           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         null     r3      r104:4  0x0            0x020F2048           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r42:4   0x0            0x020F2014           {$10} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r38:4   0x0            0x020F2018           {$11} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r92:4   0x0            0x020F2054           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r71.0<1;1,0>:d    2464:w              
        add (8|M0)               acc2.0<1>:d   r71.0<1;1,0>:d    2576:w              
        and (8|M0)               r93.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$5.src}
        and (8|M0)               r92.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        send.ugm (8|M0)          r88      r93     null:0  a0.0        0x22483500           {ExBSO,A@2,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r83      r92     null:0  a0.0        0x22483500           {ExBSO,A@1,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r30:4   0x0            0x020F2020           {$13} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r22:4   0x0            0x020F2028           {$14} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     send.dc0 (16|M0)         null     r3      r88:4   0x0            0x020F2058           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r70.0<1;1,0>:d    3024:w               {F@1}
(W)     send.dc0 (16|M0)         null     r3      r83:4   0x0            0x020F205C           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        and (8|M0)               r89.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$7.src}
        add (8|M0)               acc0.0<1>:d   r70.0<1;1,0>:d    2912:w              
        send.ugm (8|M0)          r66      r89     null:0  a0.0        0x22483500           {ExBSO,A@2,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r90.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        add (8|M0)               acc0.0<1>:d   r70.0<1;1,0>:d    3136:w              
        send.ugm (8|M0)          r71      r90     null:0  a0.0        0x22483500           {ExBSO,A@2,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r88.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        add (8|M0)               acc0.0<1>:d   r70.0<1;1,0>:d    2800:w              
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (8|M0)          r62      r88     null:0  a0.0        0x22483500           {ExBSO,A@2,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r91.0<1>:d    acc0.0<1;1,0>:d   4080:w              
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        send.ugm (8|M0)          r75      r91     null:0  a0.0        0x22483500           {ExBSO,A@2,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r66:4   0x0            0x020F206C           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r69      r3      null:0  0x0            0x021C019F           {$3} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r3      r71:4   0x0            0x020F2068           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r70.0<1;1,0>:d    3248:w              
(W)     send.dc0 (16|M0)         null     r3      r62:4   0x0            0x020F2070           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        and (8|M0)               r74.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$1.src}
(W)     send.dc0 (16|M0)         null     r3      r75:4   0x0            0x020F2064           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        send.ugm (8|M0)          r58      r74     null:0  a0.0        0x22483500           {ExBSO,A@1,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r58:4   0x0            0x020F2074           {$8} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        add (8|M0)               acc0.0<1>:d   r69.0<1;1,0>:d    3360:w               {$3.dst}
(W)     mov (8|M0)               r68.0<1>:f    r69.0<1;1,0>:f                   {Compacted}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$0.src}
(W)     mov (8|M0)               r67.0<1>:f    r68.0<1;1,0>:f                   {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$5.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (8|M0)               r66.0<1>:f    r67.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r85.0<1>:d    r69.0<1;1,0>:d    3472:w              
        add (8|M0)               r84.0<1>:d    r69.0<1;1,0>:d    3584:w              
        add (8|M0)               r83.0<1>:d    r69.0<1;1,0>:d    3696:w              
        add (8|M0)               r73.0<1>:d    r69.0<1;1,0>:d    3808:w              
        add (8|M0)               r82.0<1>:d    r68.0<1;1,0>:d    3920:w              
        add (8|M0)               r81.0<1>:d    r68.0<1;1,0>:d    4032:w              
        add (8|M0)               r80.0<1>:d    r68.0<1;1,0>:d    48:w               {Compacted}
        add (8|M0)               r116.0<1>:d   r68.0<1;1,0>:d    160:w               {Compacted,$2.src}
        add (8|M0)               r117.0<1>:d   r68.0<1;1,0>:d    272:w               {Compacted}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F2078           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r66.0<1;1,0>:d    1616:w               {Compacted,F@1}
        add (8|M0)               r118.0<1>:d   r67.0<1;1,0>:d    384:w               {Compacted}
        and (8|M0)               r57.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$12.src}
        add (8|M0)               r119.0<1>:d   r67.0<1;1,0>:d    496:w               {Compacted}
        add (8|M0)               r120.0<1>:d   r67.0<1;1,0>:d    608:w               {Compacted}
        add (8|M0)               r121.0<1>:d   r67.0<1;1,0>:d    720:w               {Compacted}
        add (8|M0)               r122.0<1>:d   r67.0<1;1,0>:d    832:w               {Compacted}
        add (8|M0)               r4.0<1>:d     r67.0<1;1,0>:d    944:w               {Compacted}
        add (8|M0)               r6.0<1>:d     r66.0<1;1,0>:d    1056:w               {Compacted,$6.src}
        add (8|M0)               r7.0<1>:d     r66.0<1;1,0>:d    1168:w               {Compacted}
        add (8|M0)               r54.0<1>:d    r66.0<1;1,0>:d    1280:w               {Compacted}
        add (8|M0)               acc0.0<1>:d   r66.0<1;1,0>:d    1392:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r66.0<1;1,0>:d    1504:w               {Compacted}
        send.ugm (8|M0)          r66      r57     null:0  a0.0        0x22483500           {ExBSO,A@1,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C019F           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        and (8|M0)               r84.0<1>:d    r84.0<1;1,0>:d    4080:w              
        and (8|M0)               r56.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$8.src}
        send.ugm (8|M0)          r46      r84     null:0  a0.0        0x22483500           {ExBSO,A@2,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$15.src}
        send.ugm (8|M0)          r62      r56     null:0  a0.0        0x22483500           {ExBSO,A@1,$9} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r55.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r6.0<1>:d     r6.0<1;1,0>:d     4080:w              
        send.ugm (8|M0)          r58      r55     null:0  a0.0        0x22483500           {ExBSO,A@2,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r7.0<1>:d     r7.0<1;1,0>:d     4080:w              
        and (8|M0)               r54.0<1>:d    r54.0<1;1,0>:d    4080:w              
        send.ugm (8|M0)          r14      r6      null:0  a0.0        0x22483500           {ExBSO,A@3,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r10      r7      null:0  a0.0        0x22483500           {ExBSO,A@2,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r6       r54     null:0  a0.0        0x22483500           {ExBSO,A@1,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r4.0<1>:d     r4.0<1;1,0>:d     4080:w              
        and (8|M0)               r116.0<1>:d   r116.0<1;1,0>:d   4080:w              
        send.ugm (8|M0)          r18      r4      null:0  a0.0        0x22483500           {ExBSO,A@2,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r121.0<1>:d   r121.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r3      r46:4   0x0            0x020F2080           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        send.ugm (8|M0)          r26      r121    null:0  a0.0        0x22483500           {ExBSO,A@1,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (8|M0)          r46      r116    null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r82.0<1>:d    r82.0<1;1,0>:d    4080:w              
        and (8|M0)               r85.0<1>:d    r85.0<1;1,0>:d    4080:w              
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (8|M0)          r34      r82     null:0  a0.0        0x22483500           {ExBSO,A@2,$13} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$6.src}
        send.ugm (8|M0)          r50      r85     null:0  a0.0        0x22483500           {ExBSO,A@1,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r83.0<1>:d    r83.0<1;1,0>:d    4080:w              
        and (8|M0)               r73.0<1>:d    r73.0<1;1,0>:d    4080:w              
        and (8|M0)               r81.0<1>:d    r81.0<1;1,0>:d    4080:w              
        and (8|M0)               r80.0<1>:d    r80.0<1;1,0>:d    4080:w              
        sync.nop                             null                             {Compacted,$10.src}
        send.ugm (8|M0)          r42      r83     null:0  a0.0        0x22483500           {ExBSO,A@4,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (8|M0)          r38      r73     null:0  a0.0        0x22483500           {ExBSO,A@3,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$13.src}
        send.ugm (8|M0)          r30      r81     null:0  a0.0        0x22483500           {ExBSO,A@2,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r117.0<1>:d   r117.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$9.src}
(W)     mov (8|M0)               r56.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$5.dst}
        add (8|M0)               r74.0<1>:d    r57.0<1;1,0>:d    1728:w               {Compacted}
(W)     mov (8|M0)               r55.0<1>:f    r56.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r78.0<1>:d    r57.0<1;1,0>:d    1840:w               {Compacted,$2.src}
(W)     mov (8|M0)               r54.0<1>:f    r55.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r82.0<1>:d    r57.0<1;1,0>:d    1952:w               {Compacted}
        sync.nop                             null                             {Compacted,$15.src}
(W)     mov (8|M0)               r4.0<1>:f     r54.0<1;1,0>:f                   {Compacted,F@1}
        add (8|M0)               r112.0<1>:d   r54.0<1;1,0>:d    2736:w               {$3.src}
        add (8|M0)               r116.0<1>:d   r54.0<1;1,0>:d    2848:w              
        add (8|M0)               r121.0<1>:d   r54.0<1;1,0>:d    2960:w               {$8.src}
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     3072:w               {F@1}
        add (8|M0)               r86.0<1>:d    r56.0<1;1,0>:d    2064:w              
        and (8|M0)               r54.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        add (8|M0)               r92.0<1>:d    r56.0<1;1,0>:d    2176:w              
        send.ugm (8|M0)          r123     r54     null:0  a0.0        0x22483500           {ExBSO,A@2,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     3184:w              
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     3296:w              
        and (8|M0)               r54.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$7.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        add (8|M0)               acc0.0<1>:d   r56.0<1;1,0>:d    2288:w              
        add (8|M0)               acc2.0<1>:d   r55.0<1;1,0>:d    2400:w              
        add (8|M0)               r104.0<1>:d   r55.0<1;1,0>:d    2512:w              
        add (8|M0)               r108.0<1>:d   r55.0<1;1,0>:d    2624:w              
        and (8|M0)               r74.0<1>:d    r74.0<1;1,0>:d    4080:w              
        and (8|M0)               r78.0<1>:d    r78.0<1;1,0>:d    4080:w              
(W)     send.dc0 (16|M0)         null     r3      r123:4  0x0            0x020F21A3           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (8|M0)          r123     r54     null:0  a0.0        0x22483500           {ExBSO,A@7,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,A@3,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        and (8|M0)               r82.0<1>:d    r82.0<1;1,0>:d    4080:w              
        and (8|M0)               r86.0<1>:d    r86.0<1;1,0>:d    4080:w              
(W)     send.dc0 (16|M0)         null     r3      r50:4   0x0            0x020F207C           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        send.ugm (8|M0)          r70      r74     null:0  a0.0        0x22483500           {ExBSO,A@4,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (8|M0)          r50      r80     null:0  a0.0        0x22483500           {ExBSO,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r74      r78     null:0  a0.0        0x22483500           {ExBSO,A@3,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r78      r82     null:0  a0.0        0x22483500           {ExBSO,A@2,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r82      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F219A           {$4} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r118.0<1>:d   r118.0<1;1,0>:d   4080:w              
        and (8|M0)               r119.0<1>:d   r119.0<1;1,0>:d   4080:w              
        and (8|M0)               r120.0<1>:d   r120.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r122.0<1>:d   r122.0<1;1,0>:d   4080:w              
        and (8|M0)               r112.0<1>:d   r112.0<1;1,0>:d   4080:w              
        and (8|M0)               r116.0<1>:d   r116.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r121.0<1>:d   r121.0<1;1,0>:d   4080:w              
        and (8|M0)               r92.0<1>:d    r92.0<1;1,0>:d    4080:w              
        and (8|M0)               r96.0<1>:d    acc0.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r100.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        and (8|M0)               r104.0<1>:d   r104.0<1;1,0>:d   4080:w              
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     3408:w               {$9.dst}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$15.src}
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@2,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     3520:w              
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     3632:w              
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$8.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r108.0<1>:d   r108.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         null     r3      r34:4   0x0            0x020F208C           {$11} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F2094           {$8} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@6,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        sync.nop                             null                             {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r3      r42:4   0x0            0x020F2084           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         null     r3      r38:4   0x0            0x020F2088           {$3} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        sync.nop                             null                             {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         null     r3      r30:4   0x0            0x020F2090           {$2} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F2098           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        send.ugm (8|M0)          r22      r122    null:0  a0.0        0x22483500           {ExBSO,$9} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r88      r92     null:0  a0.0        0x22483500           {ExBSO,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (8|M0)          r34      r119    null:0  a0.0        0x22483500           {ExBSO,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F209C           {$12} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        sync.nop                             null                             {Compacted,$13.src}
        send.ugm (8|M0)          r42      r117    null:0  a0.0        0x22483500           {ExBSO,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (8|M0)          r38      r118    null:0  a0.0        0x22483500           {ExBSO,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$2.src}
        send.ugm (8|M0)          r30      r120    null:0  a0.0        0x22483500           {ExBSO,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        send.ugm (8|M0)          r92      r96     null:0  a0.0        0x22483500           {ExBSO,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r117     r121    null:0  a0.0        0x22483500           {ExBSO,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r96      r100    null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        send.ugm (8|M0)          r100     r104    null:0  a0.0        0x22483500           {ExBSO,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r104     r108    null:0  a0.0        0x22483500           {ExBSO,$13} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r108     r112    null:0  a0.0        0x22483500           {ExBSO,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        send.ugm (8|M0)          r112     r116    null:0  a0.0        0x22483500           {ExBSO,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         null     r3      r123:4  0x0            0x020F21A7           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     3744:w              
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     3856:w              
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     3968:w              
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$5.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20A0           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20A4           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20A8           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     4080:w               {$5.dst}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$9} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     96:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     208:w               {Compacted}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$9.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20AC           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20B0           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$0} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20B4           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     320:w               {Compacted,$0.dst}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$6.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     432:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     544:w               {Compacted}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$12.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20B8           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20BC           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20C0           {$1} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     656:w               {Compacted,$10.dst}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$1.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     768:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     880:w               {Compacted}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$15.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20C4           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20C8           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$12} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20CC           {$11} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     992:w               {Compacted,$12.dst}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     1104:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     1216:w               {Compacted}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$5.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20D0           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20D4           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$13} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20D8           {$8} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     1328:w               {Compacted,$13.dst}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$8.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     1440:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     1552:w               {Compacted}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$3.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20DC           {$3} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@2,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20E0           {$2} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,A@1,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$9} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20E4           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     1664:w               {Compacted,$9.dst}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     1776:w               {Compacted}
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     1888:w               {Compacted}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$14.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20E8           {$14} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@2,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20EC           {$0} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,A@1,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20F0           {$6} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     2000:w               {Compacted,$10.dst}
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$6.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@1,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     2112:w              
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     2224:w              
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w               {$5.src}
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20F4           {$5} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@2,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20F8           {$12} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,A@1,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C019F           {$15} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F20FC           {$1} // wr:1h+4, rd:0; hword scratch block write x4
        add (8|M0)               acc0.0<1>:d   r4.0<1;1,0>:d     2336:w               {$15.dst}
        add (8|M0)               acc2.0<1>:d   r4.0<1;1,0>:d     2448:w              
        and (8|M0)               r86.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r4.0<1>:d     acc2.0<1;1,0>:d   4080:w              
        sync.nop                             null                             {Compacted,$1.src}
        send.ugm (8|M0)          r54      r86     null:0  a0.0        0x22483500           {ExBSO,A@2,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F2100           {$4} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (8|M0)          r54      r4      null:0  a0.0        0x22483500           {ExBSO,A@1,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        shl (8|M0)               r4.0<1>:d     r87.0<1;1,0>:d    2:w               {Compacted,$11.src}
(W)     mov (1|M0)               a0.0<1>:ud    r5.7<0;1,0>:d                    {A@1}
        and (8|M0)               r4.0<1>:d     r4.0<1;1,0>:d     60:w               {Compacted,I@2}
        send.ugm (8|M0)          r4       r4      null:0  a0.0        0x22180500           {ExBSO,A@1,$13} // wr:1+0, rd:1; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F2104           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        and (8|M0)    (eq)f0.0   r4.0<1>:d     r4.0<1;1,0>:d     7:w               {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0108           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
(f0.0)  goto (8|M0)                          L33160                  L33160                
L10096:
(W)     mov (1|M0)               r2.3<1>:d     0:w                              
L10112:
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00AC           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allrd                           ($3,$8)                
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0090           {$7} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C005C           {$14} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C006C           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        sync.allrd                           ($7,$9)                
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A3           {$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r125     r3      null:0  0x0            0x021C01A7           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     add (1|M0)               r2.3<1>:d     r2.3<0;1,0>:d     1:w               {Compacted,I@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        sync.allwr                           ($2,$7)                
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r50.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0004           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0109           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0000           {$1} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r4.0<1>:f     r50.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F010A           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B0           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r50.0<1>:f    r4.0<1;0>:f       r50.0<1;0>:f      r46.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0008           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r46.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F010B           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00B4           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r46.0<1>:f    r54.0<1;0>:f      r46.0<1;0>:f      r42.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C000C           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r42.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F010C           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B8           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r42.0<1>:f    r4.0<1;0>:f       r42.0<1;0>:f      r38.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0010           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r38.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F010D           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00BC           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r38.0<1>:f    r54.0<1;0>:f      r38.0<1;0>:f      r34.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0014           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r34.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F010E           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C0           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r34.0<1>:f    r4.0<1;0>:f       r34.0<1;0>:f      r30.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0018           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r30.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F010F           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00C4           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r30.0<1>:f    r54.0<1;0>:f      r30.0<1;0>:f      r26.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C001C           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r26.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0110           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C8           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r26.0<1>:f    r4.0<1;0>:f       r26.0<1;0>:f      r22.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0020           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r22.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0111           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00CC           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r22.0<1>:f    r54.0<1;0>:f      r22.0<1;0>:f      r18.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0024           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r18.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0112           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00D0           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r18.0<1>:f    r4.0<1;0>:f       r18.0<1;0>:f      r14.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0028           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r14.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0113           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00D4           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r14.0<1>:f    r54.0<1;0>:f      r14.0<1;0>:f      r10.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C002C           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r10.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0114           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00D8           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r10.0<1>:f    r4.0<1;0>:f       r10.0<1;0>:f      r6.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0030           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r6.0<1;0>:f       r54.0<1;0>:f      r4.0<1>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0115           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00DC           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r6.0<1>:f     r54.0<1;0>:f      r6.0<1;0>:f       r58.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0034           {A@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r58.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0116           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E0           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r58.0<1>:f    r4.0<1;0>:f       r58.0<1;0>:f      r62.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0038           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r62.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0117           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00E4           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r62.0<1>:f    r54.0<1;0>:f      r62.0<1;0>:f      r66.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C003C           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r66.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0118           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E8           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r66.0<1>:f    r4.0<1;0>:f       r66.0<1;0>:f      r70.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0040           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r70.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0119           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00EC           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r70.0<1>:f    r54.0<1;0>:f      r70.0<1;0>:f      r74.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0044           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r74.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F011A           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F0           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r74.0<1>:f    r4.0<1;0>:f       r74.0<1;0>:f      r78.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0048           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r78.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F011B           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00F4           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r78.0<1>:f    r54.0<1;0>:f      r78.0<1;0>:f      r82.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C004C           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r82.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F011C           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F8           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r82.0<1>:f    r4.0<1;0>:f       r82.0<1;0>:f      r88.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0050           {A@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r88.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F011D           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00FC           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r88.0<1>:f    r54.0<1;0>:f      r88.0<1;0>:f      r92.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0054           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r92.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F011E           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0100           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r92.0<1>:f    r4.0<1;0>:f       r92.0<1;0>:f      r96.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0058           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r96.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r4.0<1>:f     r100.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F011F           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0120           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0060           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0104           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r104.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F0121           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0064           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r96.0<1>:f    r54.0<1;0>:f      r96.0<1;0>:f      r100.0<1>:f      {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C210A           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r4.0<1>:f     r108.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0122           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0068           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r100.0<1>:f   r54.0<1;0>:f      r100.0<1;0>:f     r104.0<1>:f      {Compacted,$4.dst}
        mad (8|M0)               r104.0<1>:f   r55.0<1;0>:f      r104.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (8|M0)               r108.0<1>:f   r56.0<1;0>:f      r108.0<1;0>:f     r112.0<1>:f      {Compacted,$2.dst}
        mad (8|M0)               r86.0<1>:f    r112.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        mad (8|M0)               r112.0<1>:f   r57.0<1;0>:f      r112.0<1;0>:f     r117.0<1>:f      {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F0123           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0070           {$13} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C210E           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r4.0<1>:f     r117.0<1;0>:f     r4.0<1;0>:f       r87.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0124           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r123.0<1;0>:f     r87.0<1;0>:f      r86.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C019A           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0125           {$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0074           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r117.0<1>:f   r54.0<1;0>:f      r117.0<1;0>:f     r123.0<1>:f      {Compacted,$15.dst}
        mad (8|M0)               r123.0<1>:f   r55.0<1;0>:f      r124.0<1;0>:f     r125.0<1>:f      {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01A3           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r123.0<1>:f   r125.0<1;1,0>:f                  {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r125     r3      null:0  0x0            0x021C01A8           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted}
        mad (8|M0)               r86.0<1>:f    r123.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r123.0<1>:f   r56.0<1;0>:f      r124.0<1;0>:f     r87.0<1>:f       {Compacted,F@2}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F0126           {A@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0078           {$12} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0080           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01A7           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A4           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r87.0<1;0>:f      r4.0<1;0>:f       r86.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0127           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0094           {$1} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted,$6.dst}
        mad (8|M0)               r54.0<1>:f    r57.0<1;0>:f      r87.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C007C           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F019A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C0098           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r87.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0084           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0128           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1112           {$2} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r57.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0094           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r4.0<1>:f     r57.0<1;0>:f      r87.0<1;0>:f      r56.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00B0           {A@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0129           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C009C           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C00A0           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0098           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r56.0<1;0>:f      r86.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0088           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F012A           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1114           {$5} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r57.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F009C           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r57.0<1;0>:f      r86.0<1;0>:f      r56.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00B4           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F012B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00A4           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C008C           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00A0           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r56.0<1;0>:f      r57.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C00A8           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F012C           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1116           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00A4           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0090           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F012D           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00AC           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r56.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00A8           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2118           {$7} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AC           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00BC           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00B0           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B8           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00C0           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00B4           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C211B           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00B8           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00C8           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00BC           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C4           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00CC           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00C0           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C211E           {$3} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C4           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00D4           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C8           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00D0           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00D8           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00CC           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2121           {$11} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00D0           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00E0           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00D4           {$13} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00DC           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00E4           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00D8           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2124           {$4} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00DC           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00EC           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00E0           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E8           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00F0           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00E4           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2127           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00E8           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0075           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00EC           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F4           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00F8           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00F0           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C212A           {$7} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r86.0<1>:f       {Compacted,$9.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00F4           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00FC           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r86.0<1>:f    r55.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F00F8           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0100           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r4.0<1;0>:f       r86.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00FC           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0104           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r57.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0061           {A@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0100           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1109           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r55.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00AD           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0104           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0091           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r51.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0001           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F012E           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0005           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r54.0<1>:f    r51.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F01A0           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00B1           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r51.0<1>:f    r54.0<1;0>:f      r51.0<1;0>:f      r47.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0009           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r47.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F012F           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B5           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r47.0<1>:f    r4.0<1;0>:f       r47.0<1;0>:f      r43.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C000D           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r43.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0130           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00B9           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r43.0<1>:f    r54.0<1;0>:f      r43.0<1;0>:f      r39.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0011           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r39.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0131           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00BD           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r39.0<1>:f    r4.0<1;0>:f       r39.0<1;0>:f      r35.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0015           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r35.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0132           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00C1           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r35.0<1>:f    r54.0<1;0>:f      r35.0<1;0>:f      r31.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0019           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r31.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0133           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C5           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r31.0<1>:f    r4.0<1;0>:f       r31.0<1;0>:f      r27.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C001D           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r27.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0134           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00C9           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r27.0<1>:f    r54.0<1;0>:f      r27.0<1;0>:f      r23.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0021           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r23.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0135           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00CD           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r23.0<1>:f    r4.0<1;0>:f       r23.0<1;0>:f      r19.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0025           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r19.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0136           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00D1           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r19.0<1>:f    r54.0<1;0>:f      r19.0<1;0>:f      r15.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0029           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r15.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0137           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00D5           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r15.0<1>:f    r4.0<1;0>:f       r15.0<1;0>:f      r11.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C002D           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r11.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0138           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00D9           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r11.0<1>:f    r54.0<1;0>:f      r11.0<1;0>:f      r7.0<1>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0031           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r7.0<1;0>:f       r4.0<1;0>:f       r54.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0139           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00DD           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r7.0<1>:f     r4.0<1;0>:f       r7.0<1;0>:f       r59.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0035           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r59.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F013A           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00E1           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r59.0<1>:f    r54.0<1;0>:f      r59.0<1;0>:f      r63.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0039           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r63.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F013B           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E5           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r63.0<1>:f    r4.0<1;0>:f       r63.0<1;0>:f      r67.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C003D           {A@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r67.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F013C           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00E9           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r67.0<1>:f    r54.0<1;0>:f      r67.0<1;0>:f      r71.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0041           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r71.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F013D           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00ED           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r71.0<1>:f    r4.0<1;0>:f       r71.0<1;0>:f      r75.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0045           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r75.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F013E           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00F1           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r75.0<1>:f    r54.0<1;0>:f      r75.0<1;0>:f      r79.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0049           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r79.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F013F           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F5           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r79.0<1>:f    r4.0<1;0>:f       r79.0<1;0>:f      r83.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C004D           {A@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r83.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0140           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00F9           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r83.0<1>:f    r54.0<1;0>:f      r83.0<1;0>:f      r89.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0051           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r89.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0141           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00FD           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r89.0<1>:f    r4.0<1;0>:f       r89.0<1;0>:f      r93.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0055           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r93.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0142           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0101           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r93.0<1>:f    r54.0<1;0>:f      r93.0<1;0>:f      r97.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0059           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r97.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0143           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0105           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r97.0<1>:f    r4.0<1;0>:f       r97.0<1;0>:f      r101.0<1>:f      {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C005D           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r101.0<1;0>:f     r54.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r4.0<1>:f     r105.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0144           {A@2,$2} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0145           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0065           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C01A0           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r86.0<1>:f    r109.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F0146           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0069           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r101.0<1>:f   r54.0<1;0>:f      r101.0<1;0>:f     r105.0<1>:f      {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C212F           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r4.0<1>:f     r113.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0147           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C006D           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r105.0<1>:f   r54.0<1;0>:f      r105.0<1;0>:f     r109.0<1>:f      {Compacted,$0.dst}
        mad (8|M0)               r109.0<1>:f   r55.0<1;0>:f      r109.0<1;0>:f     r113.0<1>:f      {Compacted}
        mad (8|M0)               r113.0<1>:f   r56.0<1;0>:f      r113.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (8|M0)               r86.0<1>:f    r118.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
        mad (8|M0)               r118.0<1>:f   r57.0<1;0>:f      r118.0<1;0>:f     r123.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F0148           {A@2,$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2133           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0071           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r123.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r123.0<1>:f   r54.0<1;0>:f      r124.0<1;0>:f     r125.0<1>:f      {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0149           {A@2,$12} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01A4           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r123.0<1>:f   r125.0<1;1,0>:f                  {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r125     r3      null:0  0x0            0x021C01A9           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r123.0<1;0>:f     r86.0<1;0>:f      r87.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C019B           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F014A           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0079           {$2} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r123.0<1>:f   r55.0<1;0>:f      r124.0<1;0>:f     r86.0<1>:f       {Compacted,F@1}
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01A8           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r87.0<1>:f    r86.0<1;0>:f      r87.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A5           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r87:1   0x0            0x020F014B           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0095           {$6} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r87.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0085           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F019B           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C007D           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r87.0<1;0>:f      r4.0<1;0>:f       r86.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F014C           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0099           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r57.0<1;0>:f      r87.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0081           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0095           {$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C009D           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r87.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C008D           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F014D           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1137           {$9} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r57.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0099           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
        mad (8|M0)               r4.0<1>:f     r57.0<1;0>:f      r87.0<1;0>:f      r56.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00AD           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F014E           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00A1           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C0089           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F009D           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r56.0<1;0>:f      r57.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C00A5           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F014F           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1139           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00A1           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r86.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0150           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00A9           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r56.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00A5           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0091           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r54.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00B1           {A@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0151           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C213B           {$10} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00A9           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00B9           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AD           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B5           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00BD           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00B1           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C213E           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00B5           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00C5           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00B9           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C1           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00C9           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00BD           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2141           {$3} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C1           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00D1           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C5           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00CD           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00D5           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00C9           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2144           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00CD           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00DD           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00D1           {$14} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00D9           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00E1           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00D5           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2147           {$15} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00D9           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00E9           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00DD           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E5           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00ED           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00E1           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C214A           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00E5           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00F5           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00E9           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F1           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00F9           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00ED           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C214D           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00F1           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0076           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00F5           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00FD           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0101           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00F9           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1150           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0062           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00FD           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0105           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r56.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r55      r3      null:0  0x0            0x021C012E           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0101           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C01A0           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00AE           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0105           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0092           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r52.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0002           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0152           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0006           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r54.0<1>:f    r52.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F01A1           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00B2           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r52.0<1>:f    r54.0<1;0>:f      r52.0<1;0>:f      r48.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C000A           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r48.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0153           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B6           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r48.0<1>:f    r4.0<1;0>:f       r48.0<1;0>:f      r44.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C000E           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r44.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0154           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00BA           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r44.0<1>:f    r54.0<1;0>:f      r44.0<1;0>:f      r40.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0012           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r40.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0155           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00BE           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r40.0<1>:f    r4.0<1;0>:f       r40.0<1;0>:f      r36.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0016           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r36.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0156           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00C2           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r36.0<1>:f    r54.0<1;0>:f      r36.0<1;0>:f      r32.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C001A           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r32.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0157           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C6           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r32.0<1>:f    r4.0<1;0>:f       r32.0<1;0>:f      r28.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C001E           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r28.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0158           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00CA           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r28.0<1>:f    r54.0<1;0>:f      r28.0<1;0>:f      r24.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0022           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r24.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0159           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00CE           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r24.0<1>:f    r4.0<1;0>:f       r24.0<1;0>:f      r20.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0026           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r20.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F015A           {A@1,$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00D2           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r20.0<1>:f    r54.0<1;0>:f      r20.0<1;0>:f      r16.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C002A           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r16.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F015B           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00D6           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r16.0<1>:f    r4.0<1;0>:f       r16.0<1;0>:f      r12.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C002E           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r12.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F015C           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00DA           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r12.0<1>:f    r54.0<1;0>:f      r12.0<1;0>:f      r8.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0032           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r8.0<1;0>:f       r4.0<1;0>:f       r54.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F015D           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00DE           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r8.0<1>:f     r4.0<1;0>:f       r8.0<1;0>:f       r60.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0036           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r60.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F015E           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00E2           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r60.0<1>:f    r54.0<1;0>:f      r60.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C003A           {A@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r64.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F015F           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E6           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r64.0<1>:f    r4.0<1;0>:f       r64.0<1;0>:f      r68.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C003E           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r68.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0160           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00EA           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r68.0<1>:f    r54.0<1;0>:f      r68.0<1;0>:f      r72.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0042           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r72.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0161           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00EE           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r72.0<1>:f    r4.0<1;0>:f       r72.0<1;0>:f      r76.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0046           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r76.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0162           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00F2           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r76.0<1>:f    r54.0<1;0>:f      r76.0<1;0>:f      r80.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C004A           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r80.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0163           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F6           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r80.0<1>:f    r4.0<1;0>:f       r80.0<1;0>:f      r84.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C004E           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r84.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0164           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00FA           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r84.0<1>:f    r54.0<1;0>:f      r84.0<1;0>:f      r90.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0052           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r90.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0165           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00FE           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r90.0<1>:f    r4.0<1;0>:f       r90.0<1;0>:f      r94.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0056           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r94.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0166           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0102           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r94.0<1>:f    r54.0<1;0>:f      r94.0<1;0>:f      r98.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C005A           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r98.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0167           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0106           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r98.0<1>:f    r4.0<1;0>:f       r98.0<1;0>:f      r102.0<1>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C005E           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r102.0<1;0>:f     r54.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r4.0<1>:f     r106.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0168           {A@2,$9} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0169           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0066           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C01A1           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r86.0<1>:f    r110.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F016A           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C006A           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r102.0<1>:f   r54.0<1;0>:f      r102.0<1;0>:f     r106.0<1>:f      {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2153           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r4.0<1>:f     r114.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F016B           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C006E           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r106.0<1>:f   r54.0<1;0>:f      r106.0<1;0>:f     r110.0<1>:f      {Compacted,$9.dst}
        mad (8|M0)               r110.0<1>:f   r55.0<1;0>:f      r110.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (8|M0)               r114.0<1>:f   r56.0<1;0>:f      r114.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (8|M0)               r86.0<1>:f    r119.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
        mad (8|M0)               r119.0<1>:f   r57.0<1;0>:f      r119.0<1;0>:f     r123.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F016C           {A@2,$10} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2157           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0072           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r123.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r123.0<1>:f   r54.0<1;0>:f      r124.0<1;0>:f     r125.0<1>:f      {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F016D           {A@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01A5           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r123.0<1>:f   r125.0<1;1,0>:f                  {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r125     r3      null:0  0x0            0x021C01AA           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r123.0<1;0>:f     r86.0<1;0>:f      r87.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C019C           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F016E           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C007A           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r123.0<1>:f   r55.0<1;0>:f      r124.0<1;0>:f     r86.0<1>:f       {Compacted,F@1}
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01A9           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r87.0<1>:f    r86.0<1;0>:f      r87.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A6           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r87:1   0x0            0x020F016F           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0096           {$4} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r87.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0086           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F019C           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C007E           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r87.0<1;0>:f      r4.0<1;0>:f       r86.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0170           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C009A           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r57.0<1;0>:f      r87.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0082           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0096           {$1} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C009E           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r87.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C008E           {A@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0171           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C115B           {$1} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r57.0<1>:f       {Compacted,$14.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F009A           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r4.0<1>:f     r57.0<1;0>:f      r87.0<1;0>:f      r56.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00AE           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0172           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00A2           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r4.0<1>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C008A           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F009E           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r56.0<1;0>:f      r57.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C00A6           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0173           {$15} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C115D           {$15} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00A2           {A@1,$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r86.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0174           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00AA           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r56.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00A6           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0092           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r54.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00B2           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0175           {$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C215F           {$11} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AA           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00BA           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AE           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B6           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00BE           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00B2           {$6} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2162           {$6} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00B6           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00C6           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00BA           {$7} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C2           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00CA           {A@1,$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00BE           {$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2165           {$3} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C2           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00D2           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C6           {$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00CE           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00D6           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00CA           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2168           {$9} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$1.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00CE           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00DE           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00D2           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00DA           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00E2           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00D6           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C216B           {$13} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00DA           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00EA           {A@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00DE           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E6           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00EE           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00E2           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C216E           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00E6           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00F6           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00EA           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F2           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00FA           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00EE           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2171           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00F2           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0077           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00F6           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00FE           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0102           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00FA           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1174           {$5} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0063           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00FE           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0106           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r56.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r55      r3      null:0  0x0            0x021C0152           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0102           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C01A1           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00AF           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0106           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0093           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r53.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0003           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0176           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0007           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r54.0<1>:f    r53.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F01A2           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00B3           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r53.0<1>:f    r54.0<1;0>:f      r53.0<1;0>:f      r49.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C000B           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r49.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0177           {A@1,$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B7           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r49.0<1>:f    r4.0<1;0>:f       r49.0<1;0>:f      r45.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C000F           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r45.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0178           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00BB           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r45.0<1>:f    r54.0<1;0>:f      r45.0<1;0>:f      r41.0<1>:f       {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0013           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r41.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$8.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0179           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00BF           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r41.0<1>:f    r4.0<1;0>:f       r41.0<1;0>:f      r37.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0017           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r37.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F017A           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00C3           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r37.0<1>:f    r54.0<1;0>:f      r37.0<1;0>:f      r33.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C001B           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r33.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F017B           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C7           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r33.0<1>:f    r4.0<1;0>:f       r33.0<1;0>:f      r29.0<1>:f       {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C001F           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r29.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F017C           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00CB           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r29.0<1>:f    r54.0<1;0>:f      r29.0<1;0>:f      r25.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0023           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r25.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F017D           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00CF           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r25.0<1>:f    r4.0<1;0>:f       r25.0<1;0>:f      r21.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0027           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r21.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F017E           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00D3           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r21.0<1>:f    r54.0<1;0>:f      r21.0<1;0>:f      r17.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C002B           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r17.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F017F           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00D7           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r17.0<1>:f    r4.0<1;0>:f       r17.0<1;0>:f      r13.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C002F           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r13.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0180           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00DB           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r13.0<1>:f    r54.0<1;0>:f      r13.0<1;0>:f      r9.0<1>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0033           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r9.0<1;0>:f       r4.0<1;0>:f       r54.0<1>:f       {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0181           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00DF           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r9.0<1>:f     r4.0<1;0>:f       r9.0<1;0>:f       r61.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0037           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r61.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0182           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00E3           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r61.0<1>:f    r54.0<1;0>:f      r61.0<1;0>:f      r65.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C003B           {A@1,$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r65.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$0.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0183           {A@1,$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E7           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r65.0<1>:f    r4.0<1;0>:f       r65.0<1;0>:f      r69.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C003F           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r69.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0184           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00EB           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r69.0<1>:f    r54.0<1;0>:f      r69.0<1;0>:f      r73.0<1>:f       {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0043           {A@1,$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r73.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0185           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00EF           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r73.0<1>:f    r4.0<1;0>:f       r73.0<1;0>:f      r77.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0047           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r77.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0186           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00F3           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r77.0<1>:f    r54.0<1;0>:f      r77.0<1;0>:f      r81.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C004B           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r81.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0187           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F7           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r81.0<1>:f    r4.0<1;0>:f       r81.0<1;0>:f      r85.0<1>:f       {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C004F           {A@1,$3} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r85.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0188           {A@1,$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C00FB           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r85.0<1>:f    r54.0<1;0>:f      r85.0<1;0>:f      r91.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0053           {A@1,$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r91.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$6.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0189           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00FF           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r91.0<1>:f    r4.0<1;0>:f       r91.0<1;0>:f      r95.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0057           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r95.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F018A           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0103           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r95.0<1>:f    r54.0<1;0>:f      r95.0<1;0>:f      r99.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C005B           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r99.0<1;0>:f      r4.0<1;0>:f       r54.0<1>:f       {Compacted,$15.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F018B           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0107           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r99.0<1>:f    r4.0<1;0>:f       r99.0<1;0>:f      r103.0<1>:f      {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C005F           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r103.0<1;0>:f     r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r107.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F018C           {A@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F018D           {A@1,$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0067           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C01A2           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r86.0<1>:f    r111.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F018E           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C006B           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r103.0<1>:f   r54.0<1;0>:f      r103.0<1;0>:f     r107.0<1>:f      {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2177           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               r4.0<1>:f     r115.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F018F           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C006F           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r107.0<1>:f   r54.0<1;0>:f      r107.0<1;0>:f     r111.0<1>:f      {Compacted,$2.dst}
        mad (8|M0)               r111.0<1>:f   r55.0<1;0>:f      r111.0<1;0>:f     r115.0<1>:f      {Compacted}
        mad (8|M0)               r115.0<1>:f   r56.0<1;0>:f      r115.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (8|M0)               r86.0<1>:f    r120.0<1;0>:f     r86.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
        mad (8|M0)               r120.0<1>:f   r57.0<1;0>:f      r120.0<1;0>:f     r123.0<1>:f      {Compacted}
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F0190           {A@2,$11} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C217B           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0073           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r123.0<1;0>:f     r4.0<1;0>:f       r86.0<1>:f       {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               r123.0<1>:f   r54.0<1;0>:f      r124.0<1;0>:f     r125.0<1>:f      {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0191           {A@2,$5} // wr:1h+1, rd:0; hword scratch block write x1
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01A6           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r123.0<1>:f   r125.0<1;1,0>:f                  {Compacted,$12.src}
        sync.nop                             null                             {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r123.0<1;0>:f     r86.0<1;0>:f      r87.0<1>:f       {Compacted,F@1}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C019D           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0192           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C007B           {$3} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (8|M0)               r124.0<1>:f   r123.0<1;1,0>:f                  {Compacted}
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r123.0<1>:f   r55.0<1;0>:f      r124.0<1;0>:f     r86.0<1>:f       {Compacted,F@1}
        send.dc0 (8|M0)          null     r3      r123:1  0x0            0x020F01AA           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               r87.0<1>:f    r86.0<1;0>:f      r87.0<1;0>:f      r4.0<1>:f        {Compacted,$3.dst}
        send.dc0 (8|M0)          null     r3      r87:1   0x0            0x020F0193           {A@1,$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0097           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r86.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r87.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0087           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F019D           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C007F           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r4.0<1>:f     r87.0<1;0>:f      r4.0<1;0>:f       r86.0<1>:f       {Compacted,$11.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0194           {A@1,$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C009B           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r57.0<1;0>:f      r87.0<1;0>:f      r4.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C0083           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0097           {$4} // wr:1h+1, rd:0; hword scratch block write x1
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C009F           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$4.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r87.0<1>:f       {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C008F           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0195           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C117F           {$4} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r57.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F009B           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r57.0<1;0>:f      r87.0<1;0>:f      r56.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00AF           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0196           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00A3           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r57.0<1;0>:f      r4.0<1>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r57      r3      null:0  0x0            0x021C008B           {A@1,$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F009F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r56.0<1;0>:f      r57.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C00A7           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0197           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1181           {$14} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r56.0<1>:f       {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00A3           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r57.0<1;0>:f      r86.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0198           {A@1,$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00AB           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r55.0<1;0>:f      r56.0<1;0>:f      r4.0<1>:f        {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00A7           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x021C0093           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r4.0<1;0>:f       r86.0<1;0>:f      r54.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00B3           {A@1,$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0199           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2183           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AB           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00BB           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00AF           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00B7           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00BF           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00B3           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2186           {$3} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00B7           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00C7           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00BB           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00C3           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00CB           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00BF           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2189           {$15} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C3           {A@1,$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00D3           {A@1,$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00C7           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00CF           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00D7           {A@1,$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00CB           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C218C           {$12} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$10.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00CF           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00DF           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00D3           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00DB           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00E3           {A@1,$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00D7           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C218F           {$11} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00DB           {A@1,$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00EB           {A@1,$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00DF           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00E7           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00EF           {A@1,$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00E3           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2192           {$5} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$12.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00E7           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r87      r3      null:0  0x0            0x021C00F7           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00EB           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00F3           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C00FB           {A@1,$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00EF           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2195           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r4.0<1>:f     r54.0<1;0>:f      r4.0<1;0>:f       r87.0<1>:f       {Compacted,$5.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00F3           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
        mad (8|M0)               r4.0<1>:f     r55.0<1;0>:f      r87.0<1;0>:f      r86.0<1>:f       {Compacted,$7.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00F7           {A@1,$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C00FF           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               r54.0<1>:f    r56.0<1;0>:f      r86.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x022C1198           {A@1,$6} // wr:1h+0, rd:2; hword scratch block read x2
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x021C0103           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F00FB           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C1107           {$12} // wr:1h+0, rd:2; hword scratch block read x2
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r4.0<1;0>:f       r86.0<1>:f       {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x021C0176           {A@1,$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F00FF           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
        mad (8|M0)               r4.0<1>:f     r57.0<1;0>:f      r86.0<1;0>:f      r54.0<1>:f       {Compacted,$12.dst}
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r2.3<0;1,0>:ud    r55.0<1;1,0>:ud 
        sync.nop                             null                             {Compacted,F@1}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0103           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C01A2           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r4.0<1>:f     r56.0<1;0>:f      r54.0<1;0>:f      r4.0<1>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x022C11A1           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0107           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:f     r56.0<1;1,0>:f                   {Compacted,$1.src}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0093           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0152           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0092           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C012E           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0091           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0109           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0090           {$9} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r4.0<1>:f     r57.0<1;1,0>:f                   {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r56      r3      null:0  0x0            0x022C110A           {A@1,$2} // wr:1h+0, rd:2; hword scratch block read x2
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F008F           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0175           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F008E           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0151           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F008D           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C012D           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F008C           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0198           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F008B           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0174           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F008A           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0150           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0089           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C012C           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0088           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0197           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0087           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0173           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0086           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C014F           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0085           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C012B           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0084           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0196           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0083           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0172           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0082           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C014E           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0081           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C012A           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0080           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0195           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F007F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0171           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F007E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C014D           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F007D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0129           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F007C           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0194           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F007B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0170           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F007A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C014C           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0079           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0128           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0078           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0193           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0077           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C016F           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0076           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C014B           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0075           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0127           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0074           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0192           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0073           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C016E           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0072           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C014A           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0071           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0126           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0070           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0191           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F006F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C016D           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F006E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0149           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F006D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0125           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F006C           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0190           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F006B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C016C           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F006A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0148           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0069           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0124           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0068           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C018F           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0067           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C016B           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0066           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0147           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0065           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0123           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0064           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C018E           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0063           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C016A           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0062           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0146           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0061           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0122           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0060           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C018D           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F005F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0169           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F005E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0145           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F005D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0121           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F005C           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C018C           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F005B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0168           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F005A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0144           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0059           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0120           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0058           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C018B           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0057           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0167           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0056           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0143           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0055           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C011F           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0054           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C018A           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0053           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0166           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0052           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0142           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0051           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C011E           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0050           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0189           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F004F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0165           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F004E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0141           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F004D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C011D           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F004C           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0188           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F004B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0164           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F004A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0140           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0049           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C011C           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0048           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0187           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0047           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0163           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0046           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C013F           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0045           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C011B           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0044           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0186           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0043           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0162           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0042           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C013E           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0041           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C011A           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0040           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0185           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F003F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0161           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F003E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C013D           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F003D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0119           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F003C           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0184           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F003B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0160           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F003A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C013C           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0039           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0118           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0038           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0183           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0037           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C015F           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0036           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C013B           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0035           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0117           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0034           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0182           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0033           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C015E           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0032           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C013A           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0031           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0116           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0030           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0181           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F002F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C015D           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F002E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0139           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F002D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0115           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F002C           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0180           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F002B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C015C           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F002A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0138           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0029           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0114           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0028           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C017F           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0027           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C015B           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0026           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0137           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0025           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0113           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0024           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C017E           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0023           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C015A           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0022           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0136           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0021           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0112           {$3} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0020           {$3} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C017D           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001F           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0159           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001E           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0135           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001D           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0111           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001C           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C017C           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001B           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0158           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F001A           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0134           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0019           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0110           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0018           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C017B           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0017           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0157           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0016           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0133           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0015           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C010F           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0014           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C017A           {$1} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0013           {$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0156           {$15} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0012           {$15} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0132           {$6} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0011           {$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C010E           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0010           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0179           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000F           {$14} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0155           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000E           {$8} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0131           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000D           {$10} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C010D           {$4} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000C           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0178           {$5} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000B           {$5} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0154           {$9} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F000A           {$9} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0130           {$11} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0009           {$11} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C010C           {$13} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0008           {$13} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0177           {$7} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0007           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C0153           {$2} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0006           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C012F           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0005           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.src}
        mov (8|M0)               r4.0<1>:f     r57.0<1;1,0>:f                   {Compacted,$2.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0004           {A@1,$1} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$1.src}
        mov (8|M0)               r4.0<1>:f     r55.0<1;1,0>:f                   {Compacted,$4.dst}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0003           {A@1,$15} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:f     r54.0<1;1,0>:f                   {Compacted,$15.src}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0002           {A@1,$6} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r4       r3      null:0  0x0            0x021C01A0           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0001           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        mov (8|M0)               r4.0<1>:f     r56.0<1;1,0>:f                   {Compacted,$12.src}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F0000           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
(f0.1)  goto.b (8|M0)                        L33160                  L10112                
L33160:
        join (8|M0)                          L33176                                
L33176:
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2000           {$14} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40000000:ud                             
        sync.allrd                           ($7,$9)                
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A3           {$8} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r5.0<1>:ud    0x42860000:ud                             
(W)     mov (1|M0)               a0.0<1>:ud    r5.5<0;1,0>:d                    {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        add (8|M0)               acc0.0<1>:f   r54.0<1;1,0>:f    0.0:f               {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$3.src}
        add (8|M0)               r4.0<1>:f     r55.0<1;1,0>:f    0.0:f               {Compacted,$8.src}
        add (8|M0)               r86.0<1>:f    r56.0<1;1,0>:f    0.0:f               {Compacted}
        add (8|M0)               acc1.0<1>:f   r57.0<1;1,0>:f    0.0:f               {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2004           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x4
        send.dc0 (8|M0)          null     r3      r86:1   0x0            0x020F0108           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               r116.0<1>:f   acc0.0<1;0>:f     r54.0<1;0>:f      r2.3<0>:f        {Compacted,$2.src}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc1.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               r87.0<1>:f    r86.0<1;0>:f      r56.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2008           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40400000:ud                             
(W)     mov (8|M0)               r86.0<1>:ud   r116.0<1;1,0>:ud                 {$4.src}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r116.0<1>:f   r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r86.0<1>:f    r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (8|M0)               r4.0<1>:ud    r87.0<1;1,0>:ud                  {F@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r56.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C200C           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r87.0<1>:ud   r116.0<1;1,0>:ud                
(W)     mov (1|M0)               r2.3<1>:ud    0x40800000:ud                             
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               r116.0<1>:f   r87.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,A@1}
(W)     mov (8|M0)               r87.0<1>:ud   r4.0<1;1,0>:ud                   {F@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               r4.0<1>:f     r86.0<1;0>:f      r55.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r86.0<1>:f    r87.0<1;0>:f      r56.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2010           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x40A00000:ud                             
(W)     mov (8|M0)               r87.0<1>:ud   r116.0<1;1,0>:ud                
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               r116.0<1>:f   r87.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   r86.0<1;0>:f      r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2014           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r87.0<1>:ud   r4.0<1;1,0>:ud                  
(W)     mov (1|M0)               r2.3<1>:ud    0x40C00000:ud                             
(W)     mov (8|M0)               r4.0<1>:ud    r116.0<1;1,0>:ud                
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               r116.0<1>:f   r4.0<1;0>:f       r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               r4.0<1>:f     r87.0<1;0>:f      r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2018           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (8|M0)               r86.0<1>:ud   r116.0<1;1,0>:ud                
(W)     mov (1|M0)               r2.3<1>:ud    0x40E00000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,A@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C201C           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41000000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2020           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41100000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2024           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41200000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2028           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41300000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C202C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41400000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2030           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41500000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2034           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41600000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2038           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41700000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C203C           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41800000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2040           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41880000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2044           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41900000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2048           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41980000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C204C           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41A00000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2050           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41A80000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2054           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41B00000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2058           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41B80000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C205C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41C00000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2060           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41C80000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2064           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41D00000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2068           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41D80000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C206C           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41E00000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2070           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41E80000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2074           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41F00000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2078           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x41F80000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C207C           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x42000000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2080           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x42040000:ud                             
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2084           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x42080000:ud                             
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2088           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x420C0000:ud                             
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r87.0<1>:f    r86.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               r86.0<1>:f    acc1.0<1;0>:f     r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C208C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x42100000:ud                             
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F01A1           {$12} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               r116.0<1>:f   r87.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
(W)     mov (8|M0)               r87.0<1>:ud   r4.0<1;1,0>:ud                   {F@1}
        mad (8|M0)               r86.0<1>:f    r86.0<1;0>:f      r56.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,$12.src}
        mad (8|M0)               r4.0<1>:f     r87.0<1;0>:f      r55.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C2090           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x42140000:ud                             
(W)     mov (8|M0)               r87.0<1>:ud   r116.0<1;1,0>:ud                
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F01A2           {$7} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               r87.0<1>:f    r87.0<1;0>:f      r54.0<1;0>:f      r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               r4.0<1>:f     r4.0<1;0>:f       r55.0<1;0>:f      r2.3<0>:f        {Compacted,$7.src}
        mad (8|M0)               acc1.0<1>:f   r86.0<1;0>:f      r56.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (8|M0)               r54.0<1>:ud   r87.0<1;1,0>:ud                  {F@3}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (1|M0)               r2.3<1>:ud    0x42180000:ud                              {F@1}
        send.dc0 (8|M0)          null     r3      r4:1    0x0            0x020F01A0           {$2} // wr:1h+1, rd:0; hword scratch block write x1
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               r54.0<1>:f    r54.0<1;0>:f      r50.0<1;0>:f      r2.3<0>:f        {Compacted,A@1}
(W)     mov (8|M0)               r50.0<1>:ud   r54.0<1;1,0>:ud                  {F@1}
        mad (8|M0)               acc2.0<1>:f   r4.0<1;0>:f       r51.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r52.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r53.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (1|M0)               r2.3<1>:ud    0x421C0000:ud                              {F@1}
        send.dc0 (8|M0)          null     r3      r87:1   0x0            0x020F0001           {$0} // wr:1h+1, rd:0; hword scratch block write x1
        mad (8|M0)               acc3.0<1>:f   r50.0<1;0>:f      r46.0<1;0>:f      r2.3<0>:f        {Compacted,A@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r48.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r47.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r49.0<1;0>:f      r2.3<0>:f        {Compacted}
(W)     mov (1|M0)               r2.3<1>:ud    0x42200000:ud                              {F@1}
(W)     mov (1|M0)               r49.0<1>:ud   0x42240000:ud                             
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r42.0<1;0>:f      r2.3<0>:f        {Compacted,I@2}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r43.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r44.0<1;0>:f      r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r45.0<1;0>:f      r2.3<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r38.0<1;0>:f      r49.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r46.0<1>:ud   0x42280000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r39.0<1;0>:f      r49.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r40.0<1;0>:f      r49.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r41.0<1;0>:f      r49.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r34.0<1;0>:f      r46.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r42.0<1>:ud   0x422C0000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r35.0<1;0>:f      r46.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r36.0<1;0>:f      r46.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r37.0<1;0>:f      r46.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r30.0<1;0>:f      r42.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r38.0<1>:ud   0x42300000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r31.0<1;0>:f      r42.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r32.0<1;0>:f      r42.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r33.0<1;0>:f      r42.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r26.0<1;0>:f      r38.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r34.0<1>:ud   0x42340000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r27.0<1;0>:f      r38.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r28.0<1;0>:f      r38.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r29.0<1;0>:f      r38.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r22.0<1;0>:f      r34.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r30.0<1>:ud   0x42380000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r23.0<1;0>:f      r34.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r24.0<1;0>:f      r34.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r25.0<1;0>:f      r34.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r18.0<1;0>:f      r30.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r26.0<1>:ud   0x423C0000:ud                              {F@7}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r19.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r20.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r21.0<1;0>:f      r30.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r14.0<1;0>:f      r26.0<0>:f       {Compacted,I@1}
(W)     mov (1|M0)               r25.0<1>:ud   0x42400000:ud                              {F@6}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r15.0<1;0>:f      r26.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r16.0<1;0>:f      r26.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r17.0<1;0>:f      r26.0<0>:f       {Compacted}
(W)     mov (1|M0)               r24.0<1>:ud   0x42440000:ud                             
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r10.0<1;0>:f      r25.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r23.0<1>:ud   0x42480000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r12.0<1;0>:f      r25.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r13.0<1;0>:f      r25.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r6.0<1;0>:f       r24.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r22.0<1>:ud   0x424C0000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r11.0<1;0>:f      r25.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r8.0<1;0>:f       r24.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r58.0<1;0>:f      r23.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r21.0<1>:ud   0x42500000:ud                             
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r62.0<1;0>:f      r22.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r20.0<1>:ud   0x42540000:ud                             
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r66.0<1;0>:f      r21.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r19.0<1>:ud   0x42580000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r9.0<1;0>:f       r24.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r7.0<1;0>:f       r24.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r70.0<1;0>:f      r20.0<0>:f       {Compacted,I@2}
(W)     mov (1|M0)               r18.0<1>:ud   0x425C0000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r23.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r23.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r59.0<1;0>:f      r23.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r74.0<1;0>:f      r19.0<0>:f       {Compacted,I@2}
        send.dc0 (8|M0)          null     r3      r54:1   0x0            0x020F0000           {$12} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (1|M0)               r17.0<1>:ud   0x42600000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r64.0<1;0>:f      r22.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r22.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r78.0<1;0>:f      r18.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r22.0<0>:f       {Compacted}
(W)     mov (1|M0)               r16.0<1>:ud   0x42640000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r68.0<1;0>:f      r21.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r21.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r82.0<1;0>:f      r17.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r69.0<1;0>:f      r21.0<0>:f       {Compacted}
(W)     mov (1|M0)               r15.0<1>:ud   0x42680000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r72.0<1;0>:f      r20.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r71.0<1;0>:f      r20.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r88.0<1;0>:f      r16.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r73.0<1;0>:f      r20.0<0>:f       {Compacted}
(W)     mov (1|M0)               r14.0<1>:ud   0x426C0000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r76.0<1;0>:f      r19.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r75.0<1;0>:f      r19.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r92.0<1;0>:f      r15.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r77.0<1;0>:f      r19.0<0>:f       {Compacted}
(W)     mov (1|M0)               r13.0<1>:ud   0x42700000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r80.0<1;0>:f      r18.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r79.0<1;0>:f      r18.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r96.0<1;0>:f      r14.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r81.0<1;0>:f      r18.0<0>:f       {Compacted}
(W)     mov (1|M0)               r12.0<1>:ud   0x42740000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r84.0<1;0>:f      r17.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r83.0<1;0>:f      r17.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r100.0<1;0>:f     r13.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r85.0<1;0>:f      r17.0<0>:f       {Compacted}
(W)     mov (1|M0)               r11.0<1>:ud   0x42780000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r90.0<1;0>:f      r16.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r89.0<1;0>:f      r16.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r104.0<1;0>:f     r12.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r91.0<1;0>:f      r16.0<0>:f       {Compacted}
(W)     mov (1|M0)               r10.0<1>:ud   0x427C0000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r94.0<1;0>:f      r15.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r93.0<1;0>:f      r15.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r108.0<1;0>:f     r11.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r95.0<1;0>:f      r15.0<0>:f       {Compacted}
(W)     mov (1|M0)               r9.0<1>:ud    0x42800000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r98.0<1;0>:f      r14.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r97.0<1;0>:f      r14.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r112.0<1;0>:f     r10.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r99.0<1;0>:f      r14.0<0>:f       {Compacted}
(W)     mov (1|M0)               r8.0<1>:ud    0x42820000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r102.0<1;0>:f     r13.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r101.0<1;0>:f     r13.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r117.0<1;0>:f     r9.0<0>:f        {Compacted,I@2}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r103.0<1;0>:f     r13.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r106.0<1;0>:f     r12.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r105.0<1;0>:f     r12.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r107.0<1;0>:f     r12.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r123.0<1;0>:f     r8.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A4           {A@1,$1} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r109.0<1;0>:f     r11.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r110.0<1;0>:f     r11.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r113.0<1;0>:f     r10.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r111.0<1;0>:f     r11.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r118.0<1;0>:f     r9.0<0>:f        {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r114.0<1;0>:f     r10.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r115.0<1;0>:f     r10.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r119.0<1;0>:f     r9.0<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r120.0<1;0>:f     r9.0<0>:f        {Compacted}
(W)     mov (1|M0)               r6.0<1>:ud    0x42840000:ud                             
(W)     send.dc0 (16|M0)         r61      r3      null:0  0x0            0x024C219A           {$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r114     r3      null:0  0x0            0x024C2094           {A@3,$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r110     r3      null:0  0x0            0x024C2098           {$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r106     r3      null:0  0x0            0x024C209C           {$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r102     r3      null:0  0x0            0x024C20A0           {$6} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r98      r3      null:0  0x0            0x024C20A4           {$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r94      r3      null:0  0x0            0x024C20A8           {$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r90      r3      null:0  0x0            0x024C20AC           {$9} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r86      r3      null:0  0x0            0x024C20B0           {$10} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r82      r3      null:0  0x0            0x024C20B4           {$11} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r78      r3      null:0  0x0            0x024C20B8           {$13} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r74      r3      null:0  0x0            0x024C20BC           {$14} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r123.0<1;0>:f     r8.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A5           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r70      r3      null:0  0x0            0x024C20C0           {$0} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r3      null:0  0x0            0x024C20C4           {$1} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r54      r3      null:0  0x0            0x024C20D0           {$12} // wr:1h+0, rd:4; hword scratch block read x4
(W)     mov (1|M0)               r2.3<1>:ud    0x42880000:ud                             
(W)     send.dc0 (16|M0)         r50      r3      null:0  0x0            0x024C20D4           {$2} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r46      r3      null:0  0x0            0x024C20D8           {$3} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r42      r3      null:0  0x0            0x024C20DC           {$4} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r38      r3      null:0  0x0            0x024C20E0           {$5} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r34      r3      null:0  0x0            0x024C20E4           {$6} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r30      r3      null:0  0x0            0x024C20E8           {$7} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r26      r3      null:0  0x0            0x024C20EC           {$8} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r22      r3      null:0  0x0            0x024C20F0           {$9} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r18      r3      null:0  0x0            0x024C20F4           {$10} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r123.0<1;0>:f     r8.0<0>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A6           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         r14      r3      null:0  0x0            0x024C20F8           {$11} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r123.0<1;0>:f     r8.0<0>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A7           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r123.0<1;0>:f     r6.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A8           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r123.0<1;0>:f     r6.0<0>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01A9           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r62.0<1;0>:f      r5.0<0>:f        {Compacted,$2.dst}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r123.0<1;0>:f     r6.0<0>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r123     r3      null:0  0x0            0x021C01AA           {A@1,$15} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r63.0<1;0>:f      r5.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r10      r3      null:0  0x0            0x024C20FC           {$13} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r123.0<1;0>:f     r6.0<0>:f        {Compacted,$15.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r61.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r64.0<1;0>:f      r5.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r3      null:0  0x0            0x024C20C8           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x4
(W)     send.dc0 (16|M0)         r58      r3      null:0  0x0            0x024C20CC           {$14} // wr:1h+0, rd:4; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r115.0<1;0>:f     r2.3<0>:f        {Compacted,I@1}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r116.0<1;0>:f     r2.3<0>:f        {Compacted}
(W)     mov (1|M0)               r122.0<1>:ud  0x428A0000:ud                             
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r114.0<1;0>:f     r2.3<0>:f        {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r117.0<1;0>:f     r2.3<0>:f        {Compacted}
        sync.nop                             null                             {Compacted,$4.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r111.0<1;0>:f     r122.0<0>:f      {Compacted,I@1}
(W)     mov (1|M0)               r118.0<1>:ud  0x428C0000:ud                             
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r112.0<1;0>:f     r122.0<0>:f      {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r110.0<1;0>:f     r122.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r107.0<1;0>:f     r118.0<0>:f      {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r113.0<1;0>:f     r122.0<0>:f      {Compacted}
(W)     mov (1|M0)               r114.0<1>:ud  0x428E0000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r108.0<1;0>:f     r118.0<0>:f      {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r106.0<1;0>:f     r118.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r103.0<1;0>:f     r114.0<0>:f      {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r109.0<1;0>:f     r118.0<0>:f      {Compacted}
(W)     mov (1|M0)               r110.0<1>:ud  0x42900000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r104.0<1;0>:f     r114.0<0>:f      {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r102.0<1;0>:f     r114.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r99.0<1;0>:f      r110.0<0>:f      {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r105.0<1;0>:f     r114.0<0>:f      {Compacted}
(W)     mov (1|M0)               r106.0<1>:ud  0x42920000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r100.0<1;0>:f     r110.0<0>:f      {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r98.0<1;0>:f      r110.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r95.0<1;0>:f      r106.0<0>:f      {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r101.0<1;0>:f     r110.0<0>:f      {Compacted}
(W)     mov (1|M0)               r102.0<1>:ud  0x42940000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r96.0<1;0>:f      r106.0<0>:f      {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r94.0<1;0>:f      r106.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r91.0<1;0>:f      r102.0<0>:f      {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r97.0<1;0>:f      r106.0<0>:f      {Compacted}
(W)     mov (1|M0)               r98.0<1>:ud   0x42960000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r92.0<1;0>:f      r102.0<0>:f      {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r90.0<1;0>:f      r102.0<0>:f      {Compacted}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r87.0<1;0>:f      r98.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r93.0<1;0>:f      r102.0<0>:f      {Compacted}
(W)     mov (1|M0)               r94.0<1>:ud   0x42980000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r88.0<1;0>:f      r98.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r86.0<1;0>:f      r98.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r83.0<1;0>:f      r94.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r89.0<1;0>:f      r98.0<0>:f       {Compacted}
(W)     mov (1|M0)               r90.0<1>:ud   0x429A0000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r84.0<1;0>:f      r94.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r82.0<1;0>:f      r94.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r79.0<1;0>:f      r90.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r85.0<1;0>:f      r94.0<0>:f       {Compacted}
(W)     mov (1|M0)               r86.0<1>:ud   0x429C0000:ud                              {F@7}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r80.0<1;0>:f      r90.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r78.0<1;0>:f      r90.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r75.0<1;0>:f      r86.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r81.0<1;0>:f      r90.0<0>:f       {Compacted}
(W)     mov (1|M0)               r82.0<1>:ud   0x429E0000:ud                              {F@7}
(W)     send.dc0 (16|M0)         r6       r3      null:0  0x0            0x024C2100           {$0} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r76.0<1;0>:f      r86.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r74.0<1;0>:f      r86.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r71.0<1;0>:f      r82.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r77.0<1;0>:f      r86.0<0>:f       {Compacted}
(W)     mov (1|M0)               r78.0<1>:ud   0x42A00000:ud                              {F@7}
(W)     send.dc0 (16|M0)         r117     r3      null:0  0x0            0x024C2104           {$1} // wr:1h+0, rd:4; hword scratch block read x4
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r72.0<1;0>:f      r82.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r78.0<0>:f       {Compacted,I@1}
(W)     send.dc0 (16|M0)         r76      r3      null:0  0x0            0x021C019F           {A@6,$12} // wr:1h+0, rd:1; hword scratch block read x1
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r70.0<1;0>:f      r82.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r73.0<1;0>:f      r82.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r68.0<1;0>:f      r78.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r66.0<1;0>:f      r78.0<0>:f       {Compacted}
(W)     mov (1|M0)               r74.0<1>:ud   0x42A20000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r69.0<1;0>:f      r78.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r62.0<1;0>:f      r74.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r74.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r64.0<1;0>:f      r74.0<0>:f       {Compacted}
(W)     mov (1|M0)               r70.0<1>:ud   0x42A40000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r74.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r58.0<1;0>:f      r70.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r59.0<1;0>:f      r70.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r60.0<1;0>:f      r70.0<0>:f       {Compacted}
(W)     mov (1|M0)               r66.0<1>:ud   0x42A60000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r70.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r54.0<1;0>:f      r66.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r55.0<1;0>:f      r66.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r56.0<1;0>:f      r66.0<0>:f       {Compacted}
(W)     mov (1|M0)               r62.0<1>:ud   0x42A80000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r66.0<0>:f       {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r50.0<1;0>:f      r62.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r51.0<1;0>:f      r62.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r52.0<1;0>:f      r62.0<0>:f       {Compacted}
(W)     mov (1|M0)               r58.0<1>:ud   0x42AA0000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r53.0<1;0>:f      r62.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r46.0<1;0>:f      r58.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r47.0<1;0>:f      r58.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r48.0<1;0>:f      r58.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r49.0<1;0>:f      r58.0<0>:f       {Compacted}
(W)     mov (1|M0)               r56.0<1>:ud   0x42AC0000:ud                              {F@7}
(W)     mov (1|M0)               r55.0<1>:ud   0x42AE0000:ud                             
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r42.0<1;0>:f      r56.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r43.0<1;0>:f      r56.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r44.0<1;0>:f      r56.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r45.0<1;0>:f      r56.0<0>:f       {Compacted}
(W)     mov (1|M0)               r54.0<1>:ud   0x42B00000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r39.0<1;0>:f      r55.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r38.0<1;0>:f      r55.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r40.0<1;0>:f      r55.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r41.0<1;0>:f      r55.0<0>:f       {Compacted}
(W)     mov (1|M0)               r53.0<1>:ud   0x42B20000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r35.0<1;0>:f      r54.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r34.0<1;0>:f      r54.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r36.0<1;0>:f      r54.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r37.0<1;0>:f      r54.0<0>:f       {Compacted}
(W)     mov (1|M0)               r52.0<1>:ud   0x42B40000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r31.0<1;0>:f      r53.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r30.0<1;0>:f      r53.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r32.0<1;0>:f      r53.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r33.0<1;0>:f      r53.0<0>:f       {Compacted}
(W)     mov (1|M0)               r51.0<1>:ud   0x42B60000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r27.0<1;0>:f      r52.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r26.0<1;0>:f      r52.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r28.0<1;0>:f      r52.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r29.0<1;0>:f      r52.0<0>:f       {Compacted}
(W)     mov (1|M0)               r50.0<1>:ud   0x42B80000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r23.0<1;0>:f      r51.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r22.0<1;0>:f      r51.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r24.0<1;0>:f      r51.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r25.0<1;0>:f      r51.0<0>:f       {Compacted}
(W)     mov (1|M0)               r49.0<1>:ud   0x42BA0000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r19.0<1;0>:f      r50.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r18.0<1;0>:f      r50.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r20.0<1;0>:f      r50.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r21.0<1;0>:f      r50.0<0>:f       {Compacted}
(W)     mov (1|M0)               r48.0<1>:ud   0x42BC0000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r15.0<1;0>:f      r49.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r14.0<1;0>:f      r49.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r16.0<1;0>:f      r49.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r17.0<1;0>:f      r49.0<0>:f       {Compacted}
(W)     mov (1|M0)               r47.0<1>:ud   0x42BE0000:ud                             
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r11.0<1;0>:f      r48.0<0>:f       {Compacted,I@2}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r10.0<1;0>:f      r48.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r12.0<1;0>:f      r48.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r13.0<1;0>:f      r48.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r6.0<1;0>:f       r47.0<0>:f       {Compacted,I@1}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r7.0<1;0>:f       r47.0<0>:f       {Compacted}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r8.0<1;0>:f       r47.0<0>:f       {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r9.0<1;0>:f       r47.0<0>:f       {Compacted}
(W)     mov (1|M0)               r7.0<1>:ud    0x42C00000:ud                              {F@3}
(W)     mov (8|M0)               r112.0<1>:ud  r3.0<1;1,0>:ud                  
        add (8|M0)               r122.0<1>:d   r76.0<1;1,0>:d    r5.4<0;1,0>:d    {Compacted}
        mad (8|M0)               r67.0<1>:f    acc3.0<1;0>:f     r117.0<1;0>:f     r7.0<0>:f        {Compacted,I@3}
        mad (8|M0)               r68.0<1>:f    acc2.0<1;0>:f     r118.0<1;0>:f     r7.0<0>:f        {Compacted}
        mad (8|M0)               r69.0<1>:f    acc1.0<1;0>:f     r119.0<1;0>:f     r7.0<0>:f        {Compacted}
        mad (8|M0)               r70.0<1>:f    acc0.0<1;0>:f     r120.0<1;0>:f     r7.0<0>:f        {Compacted}
        send.ugm (8|M0)          null     r122    r67:4   a0.0        0x220E3504           {ExBSO,A@1,$15} // wr:1+4, rd:0; store.ugm.d32x4.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r112    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L39936:
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
