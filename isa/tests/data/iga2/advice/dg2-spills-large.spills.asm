L0:
(W)     mov (8|M0)               r255.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r255.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r255.2<1>:ud  r255.2<0;0>:ud    r255.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r255    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r255    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
(W)     mov (8|M0)               r255.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r5       r255    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r39.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r39.2<0;1,0>:uw  {A@1}
        mov (8|M0)               r6.0<1>:d     r1.0<1;1,0>:uw                   {$0.dst}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r5.7<0;1,0>:d                    {A@1}
(W)     mach (1|M0)              r3.0<1>:ud    r4.3<0;1,0>:ud    r39.1<0;1,0>:ud  {AccWrEn,$1.dst}
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        addc (8|M0)              r7.0<1>:ud    r2.0<0;1,0>:ud    r6.0<1;1,0>:ud   {AccWrEn,Compacted,I@1}
        add (8|M0)               acc2.0<1>:d   r7.0<1;1,0>:d     r4.0<0;1,0>:d    {I@1}
        shl (8|M0)               r9.0<1>:d     acc2.0<1;1,0>:d   2:w              
        shl (8|M0)               r40.0<1>:d    acc2.0<1;1,0>:d   4:w              
        and (8|M0)               r9.0<1>:d     r9.0<1;1,0>:d     60:w               {Compacted,I@2}
        add (8|M0)               r11.0<1>:d    r40.0<1;1,0>:d    112:w               {Compacted,I@2}
        add (8|M0)               r12.0<1>:d    r40.0<1;1,0>:d    224:w               {Compacted}
        add (8|M0)               r13.0<1>:d    r40.0<1;1,0>:d    336:w               {Compacted}
        add (8|M0)               r14.0<1>:d    r40.0<1;1,0>:d    448:w               {Compacted}
        send.ugm (8|M0)          r10      r9      null:0  a0.0        0x22180500           {ExBSO,A@5,$3} // wr:1+0, rd:1; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (8|M0)               acc2.0<1>:d   r40.0<1;1,0>:d    560:w               {Compacted}
        add (8|M0)               acc4.0<1>:d   r40.0<1;1,0>:d    672:w               {Compacted}
        add (8|M0)               acc6.0<1>:d   r40.0<1;1,0>:d    784:w               {Compacted}
        add (8|M0)               r16.0<1>:d    r40.0<1;1,0>:d    896:w               {Compacted}
        add (8|M0)               r17.0<1>:d    r40.0<1;1,0>:d    1008:w               {Compacted}
        add (8|M0)               r18.0<1>:d    r40.0<1;1,0>:d    1120:w               {Compacted}
        add (8|M0)               r8.0<1>:d     r40.0<1;1,0>:d    1344:w               {Compacted}
        add (8|M0)               r19.0<1>:d    r40.0<1;1,0>:d    1456:w               {Compacted}
        add (8|M0)               r20.0<1>:d    r40.0<1;1,0>:d    1568:w               {Compacted}
        add (8|M0)               r21.0<1>:d    r40.0<1;1,0>:d    1680:w               {Compacted}
        add (8|M0)               r22.0<1>:d    r40.0<1;1,0>:d    1792:w               {Compacted}
        add (8|M0)               r23.0<1>:d    r40.0<1;1,0>:d    1904:w               {Compacted}
        add (8|M0)               r24.0<1>:d    r40.0<1;1,0>:d    2016:w               {Compacted}
        add (8|M0)               r25.0<1>:d    r40.0<1;1,0>:d    2128:w              
        add (8|M0)               r26.0<1>:d    r40.0<1;1,0>:d    2240:w              
        add (8|M0)               r27.0<1>:d    r40.0<1;1,0>:d    2352:w              
        add (8|M0)               r28.0<1>:d    r40.0<1;1,0>:d    2464:w              
        add (8|M0)               r29.0<1>:d    r40.0<1;1,0>:d    2576:w              
        add (8|M0)               r30.0<1>:d    r40.0<1;1,0>:d    2688:w              
        add (8|M0)               r31.0<1>:d    r40.0<1;1,0>:d    2800:w              
        add (8|M0)               r32.0<1>:d    r40.0<1;1,0>:d    2912:w              
        add (8|M0)               r33.0<1>:d    r40.0<1;1,0>:d    3024:w              
        add (8|M0)               r34.0<1>:d    r40.0<1;1,0>:d    3136:w              
        add (8|M0)               r35.0<1>:d    r40.0<1;1,0>:d    3248:w              
        add (8|M0)               r36.0<1>:d    r40.0<1;1,0>:d    3360:w              
        add (8|M0)               r37.0<1>:d    r40.0<1;1,0>:d    3472:w              
        add (8|M0)               r9.0<1>:d     r40.0<1;1,0>:d    1232:w               {Compacted,$3.src}
(W)     mov (1|M0)               a0.0<1>:ud    r5.6<0;1,0>:d                    {A@1}
        and (8|M0)               r38.0<1>:d    r40.0<1;1,0>:d    4080:w              
        and (8|M0)               r11.0<1>:d    r11.0<1;1,0>:d    4080:w              
        and (8|M0)               r12.0<1>:d    r12.0<1;1,0>:d    4080:w              
        and (8|M0)               r13.0<1>:d    r13.0<1;1,0>:d    4080:w              
        and (8|M0)               r14.0<1>:d    r14.0<1;1,0>:d    4080:w              
        and (8|M0)               r15.0<1>:d    acc2.0<1;1,0>:d   4080:w              
        and (8|M0)               r6.0<1>:d     acc4.0<1;1,0>:d   4080:w              
        and (8|M0)               r7.0<1>:d     acc6.0<1;1,0>:d   4080:w              
        and (8|M0)               r16.0<1>:d    r16.0<1;1,0>:d    4080:w              
        and (8|M0)               r17.0<1>:d    r17.0<1;1,0>:d    4080:w              
        and (8|M0)               r18.0<1>:d    r18.0<1;1,0>:d    4080:w              
        and (8|M0)               r8.0<1>:d     r8.0<1;1,0>:d     4080:w              
        and (8|M0)               r19.0<1>:d    r19.0<1;1,0>:d    4080:w              
        and (8|M0)               r20.0<1>:d    r20.0<1;1,0>:d    4080:w              
        and (8|M0)               r21.0<1>:d    r21.0<1;1,0>:d    4080:w              
        and (8|M0)               r22.0<1>:d    r22.0<1;1,0>:d    4080:w              
        and (8|M0)               r23.0<1>:d    r23.0<1;1,0>:d    4080:w              
        and (8|M0)               r24.0<1>:d    r24.0<1;1,0>:d    4080:w              
        and (8|M0)               r25.0<1>:d    r25.0<1;1,0>:d    4080:w              
        and (8|M0)               r26.0<1>:d    r26.0<1;1,0>:d    4080:w              
        and (8|M0)               r27.0<1>:d    r27.0<1;1,0>:d    4080:w              
        and (8|M0)               r28.0<1>:d    r28.0<1;1,0>:d    4080:w              
        and (8|M0)               r29.0<1>:d    r29.0<1;1,0>:d    4080:w              
        and (8|M0)               r30.0<1>:d    r30.0<1;1,0>:d    4080:w              
        and (8|M0)               r31.0<1>:d    r31.0<1;1,0>:d    4080:w              
        and (8|M0)               r32.0<1>:d    r32.0<1;1,0>:d    4080:w              
        and (8|M0)               r33.0<1>:d    r33.0<1;1,0>:d    4080:w              
        and (8|M0)               r34.0<1>:d    r34.0<1;1,0>:d    4080:w              
        and (8|M0)               r35.0<1>:d    r35.0<1;1,0>:d    4080:w              
        and (8|M0)               r36.0<1>:d    r36.0<1;1,0>:d    4080:w              
        and (8|M0)               r37.0<1>:d    r37.0<1;1,0>:d    4080:w              
        and (8|M0)               r9.0<1>:d     r9.0<1;1,0>:d     4080:w              
        send.ugm (8|M0)          r41      r38     null:0  a0.0        0x22483500           {ExBSO,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r45      r11     null:0  a0.0        0x22483500           {ExBSO,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r49      r12     null:0  a0.0        0x22483500           {ExBSO,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r53      r13     null:0  a0.0        0x22483500           {ExBSO,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r57      r14     null:0  a0.0        0x22483500           {ExBSO,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r61      r15     null:0  a0.0        0x22483500           {ExBSO,$9} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r65      r6      null:0  a0.0        0x22483500           {ExBSO,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r69      r7      null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r73      r16     null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r77      r17     null:0  a0.0        0x22483500           {ExBSO,$13} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r81      r18     null:0  a0.0        0x22483500           {ExBSO,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r89      r8      null:0  a0.0        0x22483500           {ExBSO,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r93      r19     null:0  a0.0        0x22483500           {ExBSO,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r97      r20     null:0  a0.0        0x22483500           {ExBSO,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r101     r21     null:0  a0.0        0x22483500           {ExBSO,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r105     r22     null:0  a0.0        0x22483500           {ExBSO,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r109     r23     null:0  a0.0        0x22483500           {ExBSO,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r113     r24     null:0  a0.0        0x22483500           {ExBSO,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r117     r25     null:0  a0.0        0x22483500           {ExBSO,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r121     r26     null:0  a0.0        0x22483500           {ExBSO,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r125     r27     null:0  a0.0        0x22483500           {ExBSO,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r129     r28     null:0  a0.0        0x22483500           {ExBSO,A@7,$9} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@7}
        send.ugm (8|M0)          r133     r29     null:0  a0.0        0x22483500           {ExBSO,$10} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@7}
        send.ugm (8|M0)          r137     r30     null:0  a0.0        0x22483500           {ExBSO,$11} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@7}
        send.ugm (8|M0)          r141     r31     null:0  a0.0        0x22483500           {ExBSO,$12} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@7}
        send.ugm (8|M0)          r145     r32     null:0  a0.0        0x22483500           {ExBSO,$13} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@6}
        send.ugm (8|M0)          r149     r33     null:0  a0.0        0x22483500           {ExBSO,$14} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@5}
        send.ugm (8|M0)          r153     r34     null:0  a0.0        0x22483500           {ExBSO,$15} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@4}
        send.ugm (8|M0)          r157     r35     null:0  a0.0        0x22483500           {ExBSO,$0} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@3}
        send.ugm (8|M0)          r161     r36     null:0  a0.0        0x22483500           {ExBSO,$1} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@2}
        send.ugm (8|M0)          r165     r37     null:0  a0.0        0x22483500           {ExBSO,$2} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (8|M0)          r85      r9      null:0  a0.0        0x22483500           {ExBSO,$3} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)    (eq)f0.1   r169.0<1>:d   r10.0<1;1,0>:d    7:w               {$3.dst}
        add (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud  r3.0<0;1,0>:ud  
(f0.1)  goto (8|M0)                          L3424                  L3424                
L1968:
(W)     mov (1|M0)               r170.0<1>:d   0:w                              
L1984:
        sync.allwr                           ($4,$5,$9)                
        mad (8|M0)               acc0.0<1>:f   r61.0<1;0>:f      r41.0<1;0>:f      r45.0<1>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   r62.0<1;0>:f      r42.0<1;0>:f      r46.0<1>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   r63.0<1;0>:f      r43.0<1;0>:f      r47.0<1>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   r64.0<1;0>:f      r44.0<1;0>:f      r48.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mad (8|M0)               r20.0<1>:f    r77.0<1;0>:f      r57.0<1;0>:f      r61.0<1>:f       {Compacted,$8.dst}
        mad (8|M0)               r21.0<1>:f    r78.0<1;0>:f      r58.0<1;0>:f      r62.0<1>:f       {Compacted,$2.src}
        mad (8|M0)               r22.0<1>:f    r79.0<1;0>:f      r59.0<1;0>:f      r63.0<1>:f       {Compacted,$3.src}
        mad (8|M0)               r23.0<1>:f    r80.0<1;0>:f      r60.0<1;0>:f      r64.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$15.src}
        mad (8|M0)               r8.0<1>:f     r65.0<1;0>:f      r45.0<1;0>:f      r49.0<1>:f       {Compacted,$6.dst}
        mad (8|M0)               r9.0<1>:f     r66.0<1;0>:f      r46.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (8|M0)               r10.0<1>:f    r67.0<1;0>:f      r47.0<1;0>:f      r51.0<1>:f       {Compacted}
        mad (8|M0)               r11.0<1>:f    r68.0<1;0>:f      r48.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (8|M0)               r61.0<1>:f    r81.0<1;0>:f      r61.0<1;0>:f      r65.0<1>:f       {Compacted,$14.dst}
        mad (8|M0)               r62.0<1>:f    r82.0<1;0>:f      r62.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (8|M0)               r63.0<1>:f    r83.0<1;0>:f      r63.0<1;0>:f      r67.0<1>:f       {Compacted}
        mad (8|M0)               r64.0<1>:f    r84.0<1;0>:f      r64.0<1;0>:f      r68.0<1>:f       {Compacted}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc4.0<1>:f   r69.0<1;0>:f      r49.0<1;0>:f      r53.0<1>:f       {Compacted,$7.dst}
        mad (8|M0)               acc5.0<1>:f   r70.0<1;0>:f      r50.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (8|M0)               acc6.0<1>:f   r71.0<1;0>:f      r51.0<1;0>:f      r55.0<1>:f       {Compacted}
        mad (8|M0)               acc7.0<1>:f   r72.0<1;0>:f      r52.0<1;0>:f      r56.0<1>:f       {Compacted}
        mad (8|M0)               r65.0<1>:f    r85.0<1;0>:f      r65.0<1;0>:f      r69.0<1>:f       {Compacted,$3.dst}
        mad (8|M0)               r66.0<1>:f    r86.0<1;0>:f      r66.0<1;0>:f      r70.0<1>:f       {Compacted}
        mad (8|M0)               r67.0<1>:f    r87.0<1;0>:f      r67.0<1;0>:f      r71.0<1>:f       {Compacted}
        mad (8|M0)               r68.0<1>:f    r88.0<1;0>:f      r68.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (8|M0)               r16.0<1>:f    r73.0<1;0>:f      r53.0<1;0>:f      r57.0<1>:f       {Compacted,$12.dst}
        mad (8|M0)               r17.0<1>:f    r74.0<1;0>:f      r54.0<1;0>:f      r58.0<1>:f       {Compacted}
        mad (8|M0)               r18.0<1>:f    r75.0<1;0>:f      r55.0<1;0>:f      r59.0<1>:f       {Compacted}
        mad (8|M0)               r19.0<1>:f    r76.0<1;0>:f      r56.0<1;0>:f      r60.0<1>:f       {Compacted,$0.src}
        mad (8|M0)               r69.0<1>:f    r89.0<1;0>:f      r69.0<1;0>:f      r73.0<1>:f       {Compacted,$15.dst}
        mad (8|M0)               r70.0<1>:f    r90.0<1;0>:f      r70.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (8|M0)               r71.0<1>:f    r91.0<1;0>:f      r71.0<1;0>:f      r75.0<1>:f       {Compacted}
        mad (8|M0)               r72.0<1>:f    r92.0<1;0>:f      r72.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (8|M0)               r73.0<1>:f    r93.0<1;0>:f      r73.0<1;0>:f      r77.0<1>:f       {Compacted,$0.dst}
        mad (8|M0)               r74.0<1>:f    r94.0<1;0>:f      r74.0<1;0>:f      r78.0<1>:f       {Compacted}
        mad (8|M0)               r75.0<1>:f    r95.0<1;0>:f      r75.0<1;0>:f      r79.0<1>:f       {Compacted}
        mad (8|M0)               r76.0<1>:f    r96.0<1;0>:f      r76.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (8|M0)               r77.0<1>:f    r97.0<1;0>:f      r77.0<1;0>:f      r81.0<1>:f       {Compacted,$1.dst}
        mad (8|M0)               r78.0<1>:f    r98.0<1;0>:f      r78.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (8|M0)               r79.0<1>:f    r99.0<1;0>:f      r79.0<1;0>:f      r83.0<1>:f       {Compacted}
        mad (8|M0)               r80.0<1>:f    r100.0<1;0>:f     r80.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (8|M0)               r81.0<1>:f    r101.0<1;0>:f     r81.0<1;0>:f      r85.0<1>:f       {Compacted,$2.dst}
        mad (8|M0)               r82.0<1>:f    r102.0<1;0>:f     r82.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (8|M0)               r83.0<1>:f    r103.0<1;0>:f     r83.0<1;0>:f      r87.0<1>:f       {Compacted}
        mad (8|M0)               r84.0<1>:f    r104.0<1;0>:f     r84.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (8|M0)               r85.0<1>:f    r105.0<1;0>:f     r85.0<1;0>:f      r89.0<1>:f       {Compacted}
        mad (8|M0)               r86.0<1>:f    r106.0<1;0>:f     r86.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (8|M0)               r87.0<1>:f    r107.0<1;0>:f     r87.0<1;0>:f      r91.0<1>:f       {Compacted}
        mad (8|M0)               r88.0<1>:f    r108.0<1;0>:f     r88.0<1;0>:f      r92.0<1>:f       {Compacted}
        mad (8|M0)               r89.0<1>:f    r109.0<1;0>:f     r89.0<1;0>:f      r93.0<1>:f       {Compacted}
        mad (8|M0)               r90.0<1>:f    r110.0<1;0>:f     r90.0<1;0>:f      r94.0<1>:f       {Compacted}
        mad (8|M0)               r91.0<1>:f    r111.0<1;0>:f     r91.0<1;0>:f      r95.0<1>:f       {Compacted}
        mad (8|M0)               r92.0<1>:f    r112.0<1;0>:f     r92.0<1;0>:f      r96.0<1>:f       {Compacted}
        mad (8|M0)               r93.0<1>:f    r113.0<1;0>:f     r93.0<1;0>:f      r97.0<1>:f       {Compacted}
        mad (8|M0)               r94.0<1>:f    r114.0<1;0>:f     r94.0<1;0>:f      r98.0<1>:f       {Compacted}
        mad (8|M0)               r95.0<1>:f    r115.0<1;0>:f     r95.0<1;0>:f      r99.0<1>:f       {Compacted}
        mad (8|M0)               r96.0<1>:f    r116.0<1;0>:f     r96.0<1;0>:f      r100.0<1>:f      {Compacted}
        mad (8|M0)               r97.0<1>:f    r117.0<1;0>:f     r97.0<1;0>:f      r101.0<1>:f      {Compacted}
        mad (8|M0)               r98.0<1>:f    r118.0<1;0>:f     r98.0<1;0>:f      r102.0<1>:f      {Compacted}
        mad (8|M0)               r99.0<1>:f    r119.0<1;0>:f     r99.0<1;0>:f      r103.0<1>:f      {Compacted}
        mad (8|M0)               r100.0<1>:f   r120.0<1;0>:f     r100.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (8|M0)               r101.0<1>:f   r121.0<1;0>:f     r101.0<1;0>:f     r105.0<1>:f      {Compacted}
        mad (8|M0)               r102.0<1>:f   r122.0<1;0>:f     r102.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (8|M0)               r103.0<1>:f   r123.0<1;0>:f     r103.0<1;0>:f     r107.0<1>:f      {Compacted}
        mad (8|M0)               r104.0<1>:f   r124.0<1;0>:f     r104.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (8|M0)               r105.0<1>:f   r125.0<1;0>:f     r105.0<1;0>:f     r109.0<1>:f      {Compacted}
        mad (8|M0)               r106.0<1>:f   r126.0<1;0>:f     r106.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (8|M0)               r107.0<1>:f   r127.0<1;0>:f     r107.0<1;0>:f     r111.0<1>:f      {Compacted}
        mad (8|M0)               r108.0<1>:f   r128.0<1;0>:f     r108.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (8|M0)               r109.0<1>:f   r129.0<1;0>:f     r109.0<1;0>:f     r113.0<1>:f      {Compacted}
        mad (8|M0)               r110.0<1>:f   r130.0<1;0>:f     r110.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (8|M0)               r111.0<1>:f   r131.0<1;0>:f     r111.0<1;0>:f     r115.0<1>:f      {Compacted}
        mad (8|M0)               r112.0<1>:f   r132.0<1;0>:f     r112.0<1;0>:f     r116.0<1>:f      {Compacted}
(W)     add (1|M0)               r170.0<1>:d   r170.0<0;1,0>:d   1:w               {Compacted,I@1}
        mad (8|M0)               r113.0<1>:f   r133.0<1;0>:f     r113.0<1;0>:f     r117.0<1>:f      {Compacted}
        mad (8|M0)               r114.0<1>:f   r134.0<1;0>:f     r114.0<1;0>:f     r118.0<1>:f      {Compacted}
        mad (8|M0)               r115.0<1>:f   r135.0<1;0>:f     r115.0<1;0>:f     r119.0<1>:f      {Compacted}
        mad (8|M0)               r116.0<1>:f   r136.0<1;0>:f     r116.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (8|M0)               r117.0<1>:f   r137.0<1;0>:f     r117.0<1;0>:f     r121.0<1>:f      {Compacted}
        mad (8|M0)               r118.0<1>:f   r138.0<1;0>:f     r118.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (8|M0)               r119.0<1>:f   r139.0<1;0>:f     r119.0<1;0>:f     r123.0<1>:f      {Compacted}
        mad (8|M0)               r120.0<1>:f   r140.0<1;0>:f     r120.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (8|M0)               r121.0<1>:f   r141.0<1;0>:f     r121.0<1;0>:f     r125.0<1>:f      {Compacted}
        mad (8|M0)               r122.0<1>:f   r142.0<1;0>:f     r122.0<1;0>:f     r126.0<1>:f      {Compacted}
        mad (8|M0)               r123.0<1>:f   r143.0<1;0>:f     r123.0<1;0>:f     r127.0<1>:f      {Compacted}
        mad (8|M0)               r124.0<1>:f   r144.0<1;0>:f     r124.0<1;0>:f     r128.0<1>:f      {Compacted}
        mad (8|M0)               r125.0<1>:f   r145.0<1;0>:f     r125.0<1;0>:f     r129.0<1>:f      {Compacted}
        mad (8|M0)               r126.0<1>:f   r146.0<1;0>:f     r126.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (8|M0)               r127.0<1>:f   r147.0<1;0>:f     r127.0<1;0>:f     r131.0<1>:f      {Compacted}
        mad (8|M0)               r128.0<1>:f   r148.0<1;0>:f     r128.0<1;0>:f     r132.0<1>:f      {Compacted}
        mad (8|M0)               r129.0<1>:f   r149.0<1;0>:f     r129.0<1;0>:f     r133.0<1>:f      {Compacted}
        mad (8|M0)               r130.0<1>:f   r150.0<1;0>:f     r130.0<1;0>:f     r134.0<1>:f      {Compacted}
        mad (8|M0)               r131.0<1>:f   r151.0<1;0>:f     r131.0<1;0>:f     r135.0<1>:f      {Compacted}
        mad (8|M0)               r132.0<1>:f   r152.0<1;0>:f     r132.0<1;0>:f     r136.0<1>:f      {Compacted}
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r170.0<0;1,0>:ud  r169.0<1;1,0>:ud {I@1}
        mad (8|M0)               r133.0<1>:f   r153.0<1;0>:f     r133.0<1;0>:f     r137.0<1>:f      {Compacted}
        mad (8|M0)               r134.0<1>:f   r154.0<1;0>:f     r134.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (8|M0)               r135.0<1>:f   r155.0<1;0>:f     r135.0<1;0>:f     r139.0<1>:f      {Compacted}
        mad (8|M0)               r136.0<1>:f   r156.0<1;0>:f     r136.0<1;0>:f     r140.0<1>:f      {Compacted}
        mad (8|M0)               r137.0<1>:f   r157.0<1;0>:f     r137.0<1;0>:f     r141.0<1>:f      {Compacted}
        mad (8|M0)               r138.0<1>:f   r158.0<1;0>:f     r138.0<1;0>:f     r142.0<1>:f      {Compacted}
        mad (8|M0)               r139.0<1>:f   r159.0<1;0>:f     r139.0<1;0>:f     r143.0<1>:f      {Compacted}
        mad (8|M0)               r140.0<1>:f   r160.0<1;0>:f     r140.0<1;0>:f     r144.0<1>:f      {Compacted}
        mad (8|M0)               r141.0<1>:f   r161.0<1;0>:f     r141.0<1;0>:f     r145.0<1>:f      {Compacted}
        mad (8|M0)               r142.0<1>:f   r162.0<1;0>:f     r142.0<1;0>:f     r146.0<1>:f      {Compacted}
        mad (8|M0)               r143.0<1>:f   r163.0<1;0>:f     r143.0<1;0>:f     r147.0<1>:f      {Compacted}
        mad (8|M0)               r144.0<1>:f   r164.0<1;0>:f     r144.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (8|M0)               r145.0<1>:f   r165.0<1;0>:f     r145.0<1;0>:f     r149.0<1>:f      {Compacted}
        mad (8|M0)               r146.0<1>:f   r166.0<1;0>:f     r146.0<1;0>:f     r150.0<1>:f      {Compacted}
        mad (8|M0)               r147.0<1>:f   r167.0<1;0>:f     r147.0<1;0>:f     r151.0<1>:f      {Compacted}
        mad (8|M0)               r148.0<1>:f   r168.0<1;0>:f     r148.0<1;0>:f     r152.0<1>:f      {Compacted}
        mad (8|M0)               r149.0<1>:f   acc0.0<1;0>:f     r149.0<1;0>:f     r153.0<1>:f     
        mad (8|M0)               r150.0<1>:f   acc1.0<1;0>:f     r150.0<1;0>:f     r154.0<1>:f     
        mad (8|M0)               r151.0<1>:f   acc2.0<1;0>:f     r151.0<1;0>:f     r155.0<1>:f     
        mad (8|M0)               r152.0<1>:f   acc3.0<1;0>:f     r152.0<1;0>:f     r156.0<1>:f     
        mad (8|M0)               r153.0<1>:f   r8.0<1;0>:f       r153.0<1;0>:f     r157.0<1>:f      {Compacted}
        mad (8|M0)               r154.0<1>:f   r9.0<1;0>:f       r154.0<1;0>:f     r158.0<1>:f      {Compacted}
        mad (8|M0)               r155.0<1>:f   r10.0<1;0>:f      r155.0<1;0>:f     r159.0<1>:f      {Compacted}
        mad (8|M0)               r156.0<1>:f   r11.0<1;0>:f      r156.0<1;0>:f     r160.0<1>:f      {Compacted}
        mad (8|M0)               r157.0<1>:f   acc4.0<1;0>:f     r157.0<1;0>:f     r161.0<1>:f     
        mad (8|M0)               r158.0<1>:f   acc5.0<1;0>:f     r158.0<1;0>:f     r162.0<1>:f     
        mad (8|M0)               r159.0<1>:f   acc6.0<1;0>:f     r159.0<1;0>:f     r163.0<1>:f     
        mad (8|M0)               r160.0<1>:f   acc7.0<1;0>:f     r160.0<1;0>:f     r164.0<1>:f     
        mad (8|M0)               r161.0<1>:f   r16.0<1;0>:f      r161.0<1;0>:f     r165.0<1>:f      {Compacted}
        mad (8|M0)               r162.0<1>:f   r17.0<1;0>:f      r162.0<1;0>:f     r166.0<1>:f      {Compacted}
        mad (8|M0)               r163.0<1>:f   r18.0<1;0>:f      r163.0<1;0>:f     r167.0<1>:f      {Compacted}
        mad (8|M0)               r164.0<1>:f   r19.0<1;0>:f      r164.0<1;0>:f     r168.0<1>:f      {Compacted}
        mov (8|M0)               r41.0<1>:f    acc0.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r42.0<1>:f    acc1.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r43.0<1>:f    acc2.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r44.0<1>:f    acc3.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r45.0<1>:ud   r8.0<1;1,0>:ud                  
        mov (8|M0)               r46.0<1>:ud   r9.0<1;1,0>:ud                  
        mov (8|M0)               r47.0<1>:ud   r10.0<1;1,0>:ud                 
        mov (8|M0)               r48.0<1>:ud   r11.0<1;1,0>:ud                 
        mov (8|M0)               r49.0<1>:f    acc4.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r50.0<1>:f    acc5.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r51.0<1>:f    acc6.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r52.0<1>:f    acc7.0<1;1,0>:f                  {Compacted}
        mov (8|M0)               r57.0<1>:ud   r20.0<1;1,0>:ud                 
        mov (8|M0)               r58.0<1>:ud   r21.0<1;1,0>:ud                 
        mov (8|M0)               r59.0<1>:ud   r22.0<1;1,0>:ud                 
        mov (8|M0)               r60.0<1>:ud   r23.0<1;1,0>:ud                 
        mov (8|M0)               r53.0<1>:ud   r16.0<1;1,0>:ud                 
        mov (8|M0)               r54.0<1>:ud   r17.0<1;1,0>:ud                 
        mov (8|M0)               r55.0<1>:ud   r18.0<1;1,0>:ud                 
        mov (8|M0)               r56.0<1>:ud   r19.0<1;1,0>:ud                 
        mad (8|M0)               r165.0<1>:f   r20.0<1;0>:f      acc0.0<1;0>:f     r165.0<1>:f      {Compacted}
        mad (8|M0)               r166.0<1>:f   r21.0<1;0>:f      acc1.0<1;0>:f     r166.0<1>:f      {Compacted}
        mad (8|M0)               r167.0<1>:f   r22.0<1;0>:f      acc2.0<1;0>:f     r167.0<1>:f      {Compacted}
        mad (8|M0)               r168.0<1>:f   r23.0<1;0>:f      acc3.0<1;0>:f     r168.0<1>:f      {Compacted}
(f0.0)  goto.b (8|M0)                        L3424                  L1984                
L3424:
        join (8|M0)                          L3440                                
L3440:
        add (8|M0)               acc0.0<1>:f   r41.0<1;1,0>:f    0.0:f               {Compacted,$4.dst}
        add (8|M0)               acc1.0<1>:f   r42.0<1;1,0>:f    0.0:f               {Compacted}
        add (8|M0)               acc2.0<1>:f   r43.0<1;1,0>:f    0.0:f               {Compacted}
        add (8|M0)               acc3.0<1>:f   r44.0<1;1,0>:f    0.0:f               {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x40000000:ud                             
(W)     mov (1|M0)               r5.0<1>:ud    0x40400000:ud                             
(W)     mov (1|M0)               r16.0<1>:ud   0x40800000:ud                              {$12.src}
(W)     mov (1|M0)               a0.0<1>:ud    r5.5<0;1,0>:d                    {A@1}
(W)     mov (8|M0)               r255.0<1>:ud  r39.0<1;1,0>:ud                 
        sync.nop                             null                             {Compacted,$5.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r45.0<1;0>:f      r4.6<0>:f        {Compacted,I@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r46.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r47.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r48.0<1;0>:f      r4.6<0>:f        {Compacted}
(W)     mov (1|M0)               r6.0<1>:ud    0x40A00000:ud                              {$10.src}
        sync.nop                             null                             {Compacted,$6.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r49.0<1;0>:f      r5.0<0>:f        {Compacted,I@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r50.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r51.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r52.0<1;0>:f      r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x40C00000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$7.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r53.0<1;0>:f      r16.0<0>:f       {Compacted,I@5}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r54.0<1;0>:f      r16.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r55.0<1;0>:f      r16.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r56.0<1;0>:f      r16.0<0>:f       {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x40E00000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$8.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r57.0<1;0>:f      r6.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r58.0<1;0>:f      r6.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r59.0<1;0>:f      r6.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r60.0<1;0>:f      r6.0<0>:f        {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    0x41000000:ud                             
        sync.nop                             null                             {Compacted,$9.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r61.0<1;0>:f      r4.6<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r62.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r63.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r64.0<1;0>:f      r4.6<0>:f        {Compacted}
(W)     mov (1|M0)               r8.0<1>:ud    0x41100000:ud                              {$15.src}
        sync.nop                             null                             {Compacted,$10.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r65.0<1;0>:f      r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r66.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r67.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r68.0<1;0>:f      r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x41200000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$11.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r69.0<1;0>:f      r2.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r70.0<1;0>:f      r2.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r71.0<1;0>:f      r2.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r72.0<1;0>:f      r2.0<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41300000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$12.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r73.0<1;0>:f      r8.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r74.0<1;0>:f      r8.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r75.0<1;0>:f      r8.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r76.0<1;0>:f      r8.0<0>:f        {Compacted}
(W)     mov (1|M0)               r7.0<1>:ud    0x41400000:ud                             
        sync.nop                             null                             {Compacted,$13.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r77.0<1;0>:f      r4.6<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r78.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r79.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r80.0<1;0>:f      r4.6<0>:f        {Compacted}
(W)     mov (1|M0)               r10.0<1>:ud   0x41500000:ud                             
        sync.nop                             null                             {Compacted,$14.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r81.0<1;0>:f      r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r82.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r83.0<1;0>:f      r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r84.0<1;0>:f      r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x41600000:ud                              {F@5}
        sync.nop                             null                             {Compacted,$3.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r85.0<1;0>:f      r7.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r86.0<1;0>:f      r7.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r87.0<1;0>:f      r7.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r88.0<1;0>:f      r7.0<0>:f        {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    0x41700000:ud                             
        sync.nop                             null                             {Compacted,$15.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r89.0<1;0>:f      r10.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r90.0<1;0>:f      r10.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r91.0<1;0>:f      r10.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r92.0<1;0>:f      r10.0<0>:f       {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41800000:ud                              {F@7}
        sync.nop                             null                             {Compacted,$0.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r93.0<1;0>:f      r4.6<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r94.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r95.0<1;0>:f      r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r96.0<1;0>:f      r4.6<0>:f        {Compacted}
(W)     mov (1|M0)               r12.0<1>:ud   0x41880000:ud                             
        sync.nop                             null                             {Compacted,$1.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r97.0<1;0>:f      r3.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r98.0<1;0>:f      r3.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r99.0<1;0>:f      r3.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r100.0<1;0>:f     r3.0<0>:f        {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    0x41900000:ud                             
        sync.nop                             null                             {Compacted,$2.dst}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r101.0<1;0>:f     r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r102.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r103.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r104.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x41980000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r105.0<1;0>:f     r12.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r106.0<1;0>:f     r12.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r107.0<1;0>:f     r12.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r108.0<1;0>:f     r12.0<0>:f       {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41A00000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r109.0<1;0>:f     r2.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r110.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r111.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r112.0<1;0>:f     r2.0<0>:f        {Compacted}
(W)     mov (1|M0)               r14.0<1>:ud   0x41A80000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r113.0<1;0>:f     r4.6<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r114.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r115.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r116.0<1;0>:f     r4.6<0>:f        {Compacted}
(W)     mov (1|M0)               r6.0<1>:ud    0x41B00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r117.0<1;0>:f     r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r118.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r119.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r120.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x41B80000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r121.0<1;0>:f     r14.0<0>:f       {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r122.0<1;0>:f     r14.0<0>:f       {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r123.0<1;0>:f     r14.0<0>:f       {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r124.0<1;0>:f     r14.0<0>:f       {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41C00000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r125.0<1;0>:f     r6.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r126.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r127.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r128.0<1;0>:f     r6.0<0>:f        {Compacted}
(W)     mov (1|M0)               r3.0<1>:ud    0x41C80000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r129.0<1;0>:f     r4.6<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r130.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r131.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r132.0<1;0>:f     r4.6<0>:f        {Compacted}
(W)     mov (1|M0)               r8.0<1>:ud    0x41D00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r133.0<1;0>:f     r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r134.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r135.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r136.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x41D80000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r137.0<1;0>:f     r3.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r138.0<1;0>:f     r3.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r139.0<1;0>:f     r3.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r140.0<1;0>:f     r3.0<0>:f        {Compacted}
(W)     mov (1|M0)               r2.0<1>:ud    0x41E00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r141.0<1;0>:f     r8.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r142.0<1;0>:f     r8.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r143.0<1;0>:f     r8.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r144.0<1;0>:f     r8.0<0>:f        {Compacted}
(W)     mov (1|M0)               r5.0<1>:ud    0x41E80000:ud                              {F@7}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r145.0<1;0>:f     r4.6<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r146.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r147.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r148.0<1;0>:f     r4.6<0>:f        {Compacted}
(W)     mov (1|M0)               r9.0<1>:ud    0x41F00000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r149.0<1;0>:f     r2.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r150.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r151.0<1;0>:f     r2.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r152.0<1;0>:f     r2.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.6<1>:ud    0x41F80000:ud                              {F@5}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r153.0<1;0>:f     r5.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r154.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r155.0<1;0>:f     r5.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r156.0<1;0>:f     r5.0<0>:f        {Compacted}
(W)     mov (1|M0)               r6.0<1>:ud    0x42000000:ud                             
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r157.0<1;0>:f     r9.0<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r158.0<1;0>:f     r9.0<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r159.0<1;0>:f     r9.0<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r160.0<1;0>:f     r9.0<0>:f        {Compacted}
        add (8|M0)               r7.0<1>:d     r40.0<1;1,0>:d    r5.4<0;1,0>:d    {Compacted}
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     r161.0<1;0>:f     r4.6<0>:f        {Compacted,I@3}
        mad (8|M0)               acc1.0<1>:f   acc1.0<1;0>:f     r162.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc2.0<1>:f   acc2.0<1;0>:f     r163.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               acc3.0<1>:f   acc3.0<1;0>:f     r164.0<1;0>:f     r4.6<0>:f        {Compacted}
        mad (8|M0)               r20.0<1>:f    acc0.0<1;0>:f     r165.0<1;0>:f     r6.0<0>:f        {Compacted,I@2}
        mad (8|M0)               r21.0<1>:f    acc1.0<1;0>:f     r166.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (8|M0)               r22.0<1>:f    acc2.0<1;0>:f     r167.0<1;0>:f     r6.0<0>:f        {Compacted}
        mad (8|M0)               r23.0<1>:f    acc3.0<1;0>:f     r168.0<1;0>:f     r6.0<0>:f        {Compacted}
        send.ugm (8|M0)          null     r7      r20:4   a0.0        0x220E3504           {ExBSO,A@1,$3} // wr:1+4, rd:0; store.ugm.d32x4.a32.wb.wb.bss[a0.0]
(W)     csel (4|M0)   (eq)f0.0   r1.0<1>:w     r1.0<1;0>:w       r1.0<1;0>:w       r1.0<1>:w       
(W)     csel (4|M0)   (eq)f0.0   r1.4<1>:f     r1.4<1;0>:f       r1.4<1;0>:f       r1.4<1>:f        {I@1}
(W)     send.gtwy (1|M0)         null     r255    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L5184:
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
        illegal                
        illegal                
        illegal                
