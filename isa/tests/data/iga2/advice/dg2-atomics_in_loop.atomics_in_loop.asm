L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     mov (8|M0)               r7.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x024844FD           {A@1,$0} // wr:1h+0, rd:4; oword aligned block read x8
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x80:uw              {$0.src}
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r112.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r112.2<0;1,0>:uw {A@1}
(W)     mach (1|M0)              r4.0<1>:ud    r7.3<0;1,0>:ud    r112.1<0;1,0>:ud {AccWrEn,$0.dst}
        mov (16|M0)              r5.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
(W)     mov (1|M0)               r3.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r9.0<1>:d     r2.0<1;1,0>:uw                  
        addc (8|M0)              r11.0<1>:ud   r3.0<0;1,0>:ud    r5.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.2<0;1,0>:d     0:w               {$2.dst}
        add (8|M0)               r13.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M8)              r12.0<1>:ud   r3.0<0;1,0>:ud    r6.0<1;1,0>:ud   {AccWrEn}
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.2<0;1,0>:d     0:w              
        add (8|M8)               r14.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M16)             r15.0<1>:ud   r3.0<0;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,I@7}
        add (16|M0)              r113.0<1>:d   r11.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@4}
        add (8|M16)              r17.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        addc (8|M24)             r16.0<1>:ud   r3.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn}
        add (8|M24)              r18.0<1>:ud   acc0.0<1;1,0>:ud  r4.0<0;1,0>:ud  
        add (16|M16)             r115.0<1>:d   r15.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
(~f0.0) goto (32|M0)                         L2992                  L2992                
L544:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r8.2<0;1,0>:ud    0x4:uw             
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r8.2<0;1,0>:ud    0x4:uw             
(W)     and (1|M0)               r8.0<1>:d     r8.2<0;1,0>:d     3:w               {Compacted}
(~f1.0) goto (32|M0)                         L632                  L632                
L600:
(W)     mov (1|M0)               r117.4<1>:d   0:w                              
        goto (32|M0)                         L632                  L2376                
L632:
        join (32|M0)                         L2376                                
L648:
(W)     and (1|M0)               r8.1<1>:d     r8.2<0;1,0>:d     -4:w              
(W)     mov (1|M0)               r8.4<1>:d     r7.6<0;1,0>:d                   
(W)     mov (1|M0)               r8.5<1>:d     r7.7<0;1,0>:d                   
(W)     mov (2|M0)               r117.4<1>:d   0:w                              
L712:
        sync.nop                             null                             {Compacted,$8.src}
        add (16|M0)              r3.0<1>:d     r117.4<0;1,0>:d   r113.0<1;1,0>:d  {Compacted,I@1}
(W)     mov (1|M0)               a0.0<1>:ud    r8.3<0;1,0>:d                    {A@1}
        shl (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     2:w               {Compacted,I@2}
        add (16|M16)             r5.0<1>:d     r117.4<0;1,0>:d   r115.0<1;1,0>:d  {Compacted}
        and (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     16380:w               {I@2}
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (16|M0)         r9       r3      null:0  a0.0        0x24280500           {ExBSO,A@1,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        shl (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     2:w               {Compacted}
        and (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     16380:w               {I@1}
        send.ugm (16|M16)        r11      r5      null:0  a0.0        0x24280500           {ExBSO,A@1,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     or (1|M0)                r20.0<1>:d    r117.4<0;1,0>:d   1:w               {Compacted}
(W)     or (1|M0)                r49.0<1>:d    r117.4<0;1,0>:d   2:w               {Compacted}
        add (16|M0)              r24.0<1>:d    r20.0<0;1,0>:d    r113.0<1;1,0>:d  {Compacted,I@2}
        shl (16|M0)              r13.0<1>:d    r9.0<1;1,0>:d     2:w               {Compacted,$11.dst}
        and (16|M0)              r13.0<1>:d    r13.0<1;1,0>:d    252:w               {Compacted,I@1}
        addc (8|M0)              r17.0<1>:ud   r8.4<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        shl (16|M16)             r15.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,$12.dst}
        mov (8|M0)               r19.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M16)             r15.0<1>:d    r15.0<1;1,0>:d    252:w               {Compacted,I@2}
        addc (8|M8)              r18.0<1>:ud   r8.4<0;1,0>:ud    r14.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r24.0<1>:d    r24.0<1;1,0>:d    2:w               {Compacted}
        mov (8|M8)               r21.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r22.0<1>:ud   r8.4<0;1,0>:ud    r15.0<1;1,0>:ud  {AccWrEn,I@4}
        add (16|M16)             r28.0<1>:d    r20.0<0;1,0>:d    r115.0<1;1,0>:d  {Compacted}
        mov (8|M16)              r26.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r23.0<1>:ud   r8.4<0;1,0>:ud    r16.0<1;1,0>:ud  {AccWrEn}
        add (8|M0)               r30.1<2>:ud   r19.0<1;1,0>:ud   r8.5<0;1,0>:ud   {$7.src}
        mov (8|M24)              r27.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r24.0<1>:d    r24.0<1;1,0>:d    16380:w               {I@7}
        add (8|M8)               r32.1<2>:ud   r21.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@7}
        sync.nop                             null                             {Compacted,$9.src}
        add (8|M16)              r34.1<2>:ud   r26.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@6}
        mov (8|M0)               r30.0<2>:d    r17.0<1;1,0>:d                  
        add (8|M24)              r36.1<2>:ud   r27.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@5}
        mov (8|M8)               r32.0<2>:d    r18.0<1;1,0>:d                  
        mov (8|M16)              r34.0<2>:d    r22.0<1;1,0>:d                  
        mov (8|M24)              r36.0<2>:d    r23.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r30     null:0  0x0            0x08000588           {A@3,$7} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M16)        null     r34     null:0  0x0            0x08000588           {A@1,$9} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M0)         r38      r24     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        shl (16|M16)             r28.0<1>:d    r28.0<1;1,0>:d    2:w               {Compacted}
        and (16|M16)             r28.0<1>:d    r28.0<1;1,0>:d    16380:w               {I@1}
        send.ugm (16|M16)        r40      r28     null:0  a0.0        0x24280500           {ExBSO,A@1,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r53.0<1>:d    r49.0<0;1,0>:d    r113.0<1;1,0>:d  {Compacted}
        shl (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    2:w               {Compacted,I@1}
        shl (16|M0)              r42.0<1>:d    r38.0<1;1,0>:d    2:w               {Compacted,$13.dst}
        and (16|M0)              r42.0<1>:d    r42.0<1;1,0>:d    252:w               {Compacted,I@1}
        addc (8|M0)              r46.0<1>:ud   r8.4<0;1,0>:ud    r42.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        shl (16|M16)             r44.0<1>:d    r40.0<1;1,0>:d    2:w               {Compacted,$14.dst}
        mov (8|M0)               r48.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M16)             r44.0<1>:d    r44.0<1;1,0>:d    252:w               {Compacted,I@2}
        addc (8|M8)              r47.0<1>:ud   r8.4<0;1,0>:ud    r43.0<1;1,0>:ud  {AccWrEn}
        add (16|M16)             r57.0<1>:d    r49.0<0;1,0>:d    r115.0<1;1,0>:d  {Compacted}
        mov (8|M8)               r50.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r51.0<1>:ud   r8.4<0;1,0>:ud    r44.0<1;1,0>:ud  {AccWrEn,I@4}
        and (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    16380:w              
        mov (8|M16)              r55.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r52.0<1>:ud   r8.4<0;1,0>:ud    r45.0<1;1,0>:ud  {AccWrEn}
        add (8|M0)               r59.1<2>:ud   r48.0<1;1,0>:ud   r8.5<0;1,0>:ud   {$4.src}
        mov (8|M24)              r56.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M8)               r61.1<2>:ud   r50.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@7}
        sync.nop                             null                             {Compacted,$5.src}
        add (8|M16)              r63.1<2>:ud   r55.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@5}
        mov (8|M0)               r59.0<2>:d    r46.0<1;1,0>:d                  
        add (8|M24)              r65.1<2>:ud   r56.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@4}
        mov (8|M8)               r61.0<2>:d    r47.0<1;1,0>:d                  
        mov (8|M16)              r63.0<2>:d    r51.0<1;1,0>:d                  
        mov (8|M24)              r65.0<2>:d    r52.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r59     null:0  0x0            0x08000588           {A@3,$4} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M16)        null     r63     null:0  0x0            0x08000588           {A@1,$5} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M0)         r67      r53     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        shl (16|M16)             r57.0<1>:d    r57.0<1;1,0>:d    2:w               {Compacted}
        and (16|M16)             r57.0<1>:d    r57.0<1;1,0>:d    16380:w               {I@1}
        send.ugm (16|M16)        r69      r57     null:0  a0.0        0x24280500           {ExBSO,A@1,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     or (1|M0)                r78.0<1>:d    r117.4<0;1,0>:d   3:w               {Compacted}
(W)     add (1|M0)               r117.5<1>:d   r117.5<0;1,0>:d   4:w              
        add (16|M0)              r82.0<1>:d    r78.0<0;1,0>:d    r113.0<1;1,0>:d  {Compacted,I@2}
        shl (16|M0)              r71.0<1>:d    r67.0<1;1,0>:d    2:w               {Compacted,$15.dst}
        and (16|M0)              r71.0<1>:d    r71.0<1;1,0>:d    252:w               {Compacted,I@1}
        addc (8|M0)              r75.0<1>:ud   r8.4<0;1,0>:ud    r71.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        shl (16|M16)             r73.0<1>:d    r69.0<1;1,0>:d    2:w               {Compacted,$0.dst}
        mov (8|M0)               r77.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M16)             r73.0<1>:d    r73.0<1;1,0>:d    252:w               {Compacted,I@2}
        addc (8|M8)              r76.0<1>:ud   r8.4<0;1,0>:ud    r72.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r82.0<1>:d    r82.0<1;1,0>:d    2:w               {Compacted}
        mov (8|M8)               r79.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r80.0<1>:ud   r8.4<0;1,0>:ud    r73.0<1;1,0>:ud  {AccWrEn,I@4}
        add (16|M16)             r86.0<1>:d    r78.0<0;1,0>:d    r115.0<1;1,0>:d  {Compacted}
        mov (8|M16)              r84.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r81.0<1>:ud   r8.4<0;1,0>:ud    r74.0<1;1,0>:ud  {AccWrEn}
        add (8|M0)               r88.1<2>:ud   r77.0<1;1,0>:ud   r8.5<0;1,0>:ud   {$6.src}
        mov (8|M24)              r85.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M0)              r82.0<1>:d    r82.0<1;1,0>:d    16380:w               {I@7}
        add (8|M8)               r90.1<2>:ud   r79.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@7}
        sync.nop                             null                             {Compacted,$10.src}
        add (8|M16)              r92.1<2>:ud   r84.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@6}
        mov (8|M0)               r88.0<2>:d    r75.0<1;1,0>:d                  
        add (8|M24)              r94.1<2>:ud   r85.0<1;1,0>:ud   r8.5<0;1,0>:ud   {I@5}
        mov (8|M8)               r90.0<2>:d    r76.0<1;1,0>:d                  
        mov (8|M16)              r92.0<2>:d    r80.0<1;1,0>:d                  
        mov (8|M24)              r94.0<2>:d    r81.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r88     null:0  0x0            0x08000588           {A@3,$6} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M16)        null     r92     null:0  0x0            0x08000588           {A@1,$10} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M0)         r96      r82     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        shl (16|M16)             r86.0<1>:d    r86.0<1;1,0>:d    2:w               {Compacted}
        and (16|M16)             r86.0<1>:d    r86.0<1;1,0>:d    16380:w               {I@1}
        send.ugm (16|M16)        r98      r86     null:0  a0.0        0x24280500           {ExBSO,A@1,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r117.5<0;1,0>:d   r8.1<0;1,0>:d   
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r117.5<0;1,0>:d   r8.1<0;1,0>:d   
        shl (16|M0)              r100.0<1>:d   r96.0<1;1,0>:d    2:w               {Compacted,$1.dst}
        and (16|M0)              r100.0<1>:d   r100.0<1;1,0>:d   252:w               {Compacted,I@1}
        addc (8|M0)              r104.0<1>:ud  r8.4<0;1,0>:ud    r100.0<1;1,0>:ud {AccWrEn,Compacted,I@1}
        shl (16|M16)             r102.0<1>:d   r98.0<1;1,0>:d    2:w               {Compacted,$2.dst}
        mov (8|M0)               r106.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M16)             r102.0<1>:d   r102.0<1;1,0>:d   252:w               {Compacted,I@2}
        addc (8|M8)              r105.0<1>:ud  r8.4<0;1,0>:ud    r101.0<1;1,0>:ud {AccWrEn}
        add (8|M0)               r3.1<2>:ud    r106.0<1;1,0>:ud  r8.5<0;1,0>:ud   {I@3}
        mov (8|M8)               r107.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r108.0<1>:ud  r8.4<0;1,0>:ud    r102.0<1;1,0>:ud {AccWrEn,I@4}
        mov (8|M0)               r3.0<2>:d     r104.0<1;1,0>:d                 
        mov (8|M16)              r110.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r109.0<1>:ud  r8.4<0;1,0>:ud    r103.0<1;1,0>:ud {AccWrEn}
        add (8|M8)               r5.1<2>:ud    r107.0<1;1,0>:ud  r8.5<0;1,0>:ud   {I@5}
        mov (8|M24)              r111.0<1>:ud  acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M16)              r9.1<2>:ud    r110.0<1;1,0>:ud  r8.5<0;1,0>:ud   {I@4}
        mov (8|M8)               r5.0<2>:d     r105.0<1;1,0>:d                 
        add (8|M24)              r11.1<2>:ud   r111.0<1;1,0>:ud  r8.5<0;1,0>:ud   {I@3}
        mov (8|M16)              r9.0<2>:d     r108.0<1;1,0>:d                 
        mov (8|M24)              r11.0<2>:d    r109.0<1;1,0>:d                 
        send.ugm (16|M0)         null     r3      null:0  0x0            0x08000588           {A@4,$8} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M16)        null     r9      null:0  0x0            0x08000588           {A@1,$3} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
(W)     add (1|M0)               r117.4<1>:d   r117.4<0;1,0>:d   4:w              
(~f1.0) goto.b (32|M0)                       L2376                  L712                
L2376:
        join (32|M0)                         L2992                                
L2392:
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.0<0;1,0>:d     0:w               {Compacted}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.0<0;1,0>:d     0:w              
(f0.0)  goto (32|M0)                         L2992                  L2992                
L2432:
(W)     mov (1|M0)               r8.6<1>:f     r7.6<0;1,0>:f                   
(W)     mov (1|M0)               r8.7<1>:d     r7.7<0;1,0>:d                   
(W)     mov (1|M0)               r117.0<1>:d   0:w                              
L2480:
        sync.nop                             null                             {Compacted,$8.src}
        add (16|M0)              r3.0<1>:d     r117.4<0;1,0>:d   r113.0<1;1,0>:d  {Compacted,I@7}
(W)     mov (1|M0)               a0.0<1>:ud    r8.3<0;1,0>:d                    {A@1}
        shl (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     2:w               {Compacted,I@2}
        add (16|M16)             r5.0<1>:d     r117.4<0;1,0>:d   r115.0<1;1,0>:d  {Compacted}
        and (16|M0)              r3.0<1>:d     r3.0<1;1,0>:d     16380:w               {I@2}
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (16|M0)         r9       r3      null:0  a0.0        0x24280500           {ExBSO,A@1,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        shl (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     2:w               {Compacted}
        and (16|M16)             r5.0<1>:d     r5.0<1;1,0>:d     16380:w               {I@1}
        send.ugm (16|M16)        r11      r5      null:0  a0.0        0x24280500           {ExBSO,A@1,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     add (1|M0)               r117.0<1>:d   r117.0<0;1,0>:d   1:w               {Compacted}
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r117.0<0;1,0>:d   r8.0<0;1,0>:d    {I@1}
        shl (16|M0)              r13.0<1>:d    r9.0<1;1,0>:d     2:w               {Compacted,$13.dst}
        and (16|M0)              r13.0<1>:d    r13.0<1;1,0>:d    252:w               {Compacted,I@1}
        addc (8|M0)              r17.0<1>:ud   r8.6<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn,Compacted,A@1}
        shl (16|M16)             r15.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted,$14.dst}
        mov (8|M0)               r19.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        and (16|M16)             r15.0<1>:d    r15.0<1;1,0>:d    252:w               {Compacted,I@2}
        addc (8|M8)              r18.0<1>:ud   r8.6<0;1,0>:ud    r14.0<1;1,0>:ud  {AccWrEn}
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r117.0<0;1,0>:d   r8.0<0;1,0>:d   
        mov (8|M8)               r20.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M16)             r21.0<1>:ud   r8.6<0;1,0>:ud    r15.0<1;1,0>:ud  {AccWrEn,I@4}
        add (8|M0)               r25.1<2>:ud   r19.0<1;1,0>:ud   r8.7<0;1,0>:ud   {$11.src}
        mov (8|M16)              r23.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M24)             r22.0<1>:ud   r8.6<0;1,0>:ud    r16.0<1;1,0>:ud  {AccWrEn}
        add (8|M8)               r27.1<2>:ud   r20.0<1;1,0>:ud   r8.7<0;1,0>:ud   {I@5}
        mov (8|M24)              r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        mov (8|M0)               r25.0<2>:d    r17.0<1;1,0>:d                  
        sync.allrd                           ($7,$12)                
        add (8|M16)              r29.1<2>:ud   r23.0<1;1,0>:ud   r8.7<0;1,0>:ud   {I@5}
        mov (8|M8)               r27.0<2>:d    r18.0<1;1,0>:d                  
        add (8|M24)              r31.1<2>:ud   r24.0<1;1,0>:ud   r8.7<0;1,0>:ud   {I@4}
        mov (8|M16)              r29.0<2>:d    r21.0<1;1,0>:d                  
        mov (8|M24)              r31.0<2>:d    r22.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r25     null:0  0x0            0x08000588           {A@4,$11} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        send.ugm (16|M16)        null     r29     null:0  0x0            0x08000588           {A@1,$12} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
(f0.0)  goto (32|M0)                         L2992                  L2992                
L2960:
(W)     add (1|M0)               r117.4<1>:d   r117.4<0;1,0>:d   1:w              
(W)     jmpi                                 L2480                                
L2992:
        join (32|M0)                         L3008                                
L3008:
(W)     mov (8|M0)               r127.0<1>:f   r112.0<1;1,0>:f                  {Compacted}
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.ugm (1|M0)          r3       r112    null:0  0x0            0x0210641F           {$15} // wr:1+0, rd:1; fence invalid flush type scoped to tile
(W)     mov (8|M0)               null<1>:ud    r3.0<1;1,0>:ud                   {$15.dst}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L3072:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xE8FDDB51:ud                             
(W)     mov (16|M0)              null<1>:ud    0xD2C4583F:ud                             
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
