L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
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
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r66.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r7.4<0;1,0>:d     r66.12<0;1,0>:uw {A@1}
(W)     mach (1|M0)              r5.0<1>:d     r7.4<0;1,0>:d     r66.6<0;1,0>:d   {$1.dst}
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.4<0;1,0>:d     0:w               {$2.dst}
        sync.nop                             null                             {Compacted,$0.dst}
        add3 (16|M0)             r10.0<1>:d    r5.0<0;0>:d       r3.0<1;0>:uw      r7.1<0>:d        {I@2}
        add3 (16|M16)            r12.0<1>:d    r5.0<0;0>:d       r4.0<1;0>:uw      r7.1<0>:d       
(W)     mul (8|M0)               acc0.0<1>:d   r10.0<1;1,0>:d    r8.8<0;1,0>:uw   {Compacted,I@2}
        mach (8|M0)              r67.0<1>:d    r10.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
(W)     mul (8|M8)               acc0.0<1>:d   r11.0<1;1,0>:d    r8.8<0;1,0>:uw  
        mach (8|M8)              r68.0<1>:d    r11.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
(W)     mul (8|M16)              acc0.0<1>:d   r12.0<1;1,0>:d    r8.8<0;1,0>:uw   {I@5}
        mach (8|M16)             r69.0<1>:d    r12.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
(W)     mul (8|M24)              acc0.0<1>:d   r13.0<1;1,0>:d    r8.8<0;1,0>:uw  
        mach (8|M24)             r70.0<1>:d    r13.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r7.3<0;1,0>:d     r66.2<0;1,0>:uw 
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.4<0;1,0>:d     0:w              
(W)     mach (1|M0)              r14.0<1>:d    r7.3<0;1,0>:d     r66.1<0;1,0>:d  
        add3 (16|M0)             r15.0<1>:d    r14.0<0;0>:d      r1.0<1;0>:uw      r7.0<0>:d        {I@1}
        add3 (16|M16)            r17.0<1>:d    r14.0<0;0>:d      r2.0<1;0>:uw      r7.0<0>:d       
        shl (16|M0)              r71.0<1>:d    r15.0<1;1,0>:d    3:w               {Compacted,I@2}
        shl (16|M16)             r73.0<1>:d    r17.0<1;1,0>:d    3:w               {Compacted,I@2}
(f1.0)  goto (32|M0)                         L784                  L784                
L576:
        mov (16|M0)              r75.0<1>:ud   0x0:ud                             
        mov (16|M16)             r77.0<1>:ud   0x0:ud                             
        mov (16|M0)              r79.0<1>:ud   0x0:ud                             
        mov (16|M16)             r81.0<1>:ud   0x0:ud                             
        mov (16|M0)              r83.0<1>:ud   0x0:ud                             
        mov (16|M16)             r85.0<1>:ud   0x0:ud                             
        mov (16|M0)              r87.0<1>:ud   0x0:ud                             
        mov (16|M16)             r89.0<1>:ud   0x0:ud                             
        mov (16|M0)              r91.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r93.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r95.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r97.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r99.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r101.0<1>:f   0.0:f                               {Compacted}
        mov (16|M0)              r103.0<1>:f   0.0:f                               {Compacted}
        mov (16|M16)             r105.0<1>:f   0.0:f                               {Compacted}
        goto (32|M0)                         L784                  L1520                
L784:
        join (32|M0)                         L1520                                
L800:
        mov (16|M0)              r75.0<1>:ud   0x0:ud                             
        mov (16|M16)             r77.0<1>:ud   0x0:ud                             
        mov (16|M0)              r79.0<1>:ud   0x0:ud                             
        mov (16|M16)             r81.0<1>:ud   0x0:ud                             
        mov (16|M0)              r83.0<1>:ud   0x0:ud                             
        mov (16|M16)             r85.0<1>:ud   0x0:ud                             
        mov (16|M0)              r87.0<1>:ud   0x0:ud                             
        mov (16|M16)             r89.0<1>:ud   0x0:ud                             
        mov (16|M0)              r91.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r93.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r95.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r97.0<1>:f    0.0:f                               {Compacted}
        mov (16|M0)              r99.0<1>:f    0.0:f                               {Compacted}
        mov (16|M16)             r101.0<1>:f   0.0:f                               {Compacted}
        mov (16|M0)              r103.0<1>:f   0.0:f                               {Compacted}
        mov (16|M16)             r105.0<1>:f   0.0:f                               {Compacted}
(W)     mov (1|M0)               r7.6<1>:d     0:w                              
L1008:
        add (16|M0)              r10.0<1>:d    r67.0<1;1,0>:d    r7.6<0;1,0>:d    {Compacted,I@1}
        add (16|M16)             r12.0<1>:d    r69.0<1;1,0>:d    r7.6<0;1,0>:d    {Compacted}
(W)     mul (1|M0)               acc0.0<1>:d   r7.6<0;1,0>:d     r8.8<0;1,0>:uw  
(W)     mov (1|M0)               a0.0<1>:ud    r9.4<0;1,0>:d                    {A@1}
        shl (16|M0)              r10.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted,I@4}
        shl (16|M16)             r12.0<1>:d    r12.0<1;1,0>:d    2:w               {Compacted,I@4}
(W)     mach (1|M0)              r5.0<1>:d     r7.6<0;1,0>:d     r8.4<0;1,0>:d   
        add (16|M0)              r10.0<1>:d    r10.0<1;1,0>:d    r9.1<0;1,0>:d    {Compacted,I@3}
        add (16|M16)             r12.0<1>:d    r12.0<1;1,0>:d    r9.1<0;1,0>:d    {Compacted,I@3}
        add (16|M0)              r14.0<1>:d    r5.0<0;1,0>:d     r71.0<1;1,0>:d   {Compacted,I@3}
        add (16|M16)             r16.0<1>:d    r5.0<0;1,0>:d     r73.0<1;1,0>:d   {Compacted}
        send.ugm (16|M0)         r30      r10     null:0  a0.0        0x24280500           {ExBSO,A@4,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r32      r12     null:0  a0.0        0x24280500           {ExBSO,A@3,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        shl (16|M0)              r18.0<1>:d    r14.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r20.0<1>:d    r16.0<1;1,0>:d    2:w               {Compacted,I@2}
(W)     mov (1|M0)               a0.0<1>:ud    r9.5<0;1,0>:d                    {A@1}
        add (16|M0)              r22.0<1>:d    r18.0<1;1,0>:d    r9.2<0;1,0>:d    {Compacted,I@3}
        add3 (16|M0)             r26.0<1>:d    r18.0<1;0>:d      r9.2<0;0>:d       16:w              
        add (16|M16)             r24.0<1>:d    r20.0<1;1,0>:d    r9.2<0;1,0>:d    {Compacted,I@4}
        add3 (16|M16)            r28.0<1>:d    r20.0<1;0>:d      r9.2<0;0>:d       16:w              
        send.ugm (16|M0)         r34      r22     null:0  a0.0        0x24883500           {ExBSO,A@4,$5} // wr:2+0, rd:8; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r50      r26     null:0  a0.0        0x24883500           {ExBSO,A@3,$6} // wr:2+0, rd:8; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r42      r24     null:0  a0.0        0x24883500           {ExBSO,A@2,$7} // wr:2+0, rd:8; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r58      r28     null:0  a0.0        0x24883500           {ExBSO,A@1,$8} // wr:2+0, rd:8; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     add (1|M0)               r7.6<1>:d     r7.6<0;1,0>:d     1:w              
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r7.6<0;1,0>:d     r8.4<0;1,0>:d    {I@1}
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r7.6<0;1,0>:d     r8.4<0;1,0>:d   
        sync.allwr                           ($3,$5)                
        mad (16|M0)              r103.0<1>:f   r103.0<1;0>:f     r30.0<1;0>:f      r34.0<1>:f       {Compacted,F@2}
        mad (16|M0)              r99.0<1>:f    r99.0<1;0>:f      r30.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (16|M0)              r95.0<1>:f    r95.0<1;0>:f      r30.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (16|M0)              r91.0<1>:f    r91.0<1;0>:f      r30.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (16|M0)              r87.0<1>:f    r87.0<1;0>:f      r30.0<1;0>:f      r50.0<1>:f       {Compacted,$6.dst}
        mad (16|M0)              r83.0<1>:f    r83.0<1;0>:f      r30.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (16|M0)              r79.0<1>:f    r79.0<1;0>:f      r30.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (16|M0)              r75.0<1>:f    r75.0<1;0>:f      r30.0<1;0>:f      r56.0<1>:f       {Compacted}
        sync.allwr                           ($4,$7)                
        mad (16|M16)             r105.0<1>:f   r105.0<1;0>:f     r32.0<1;0>:f      r42.0<1>:f       {Compacted,F@7}
        mad (16|M16)             r101.0<1>:f   r101.0<1;0>:f     r32.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (16|M16)             r97.0<1>:f    r97.0<1;0>:f      r32.0<1;0>:f      r46.0<1>:f       {Compacted}
        mad (16|M16)             r93.0<1>:f    r93.0<1;0>:f      r32.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (16|M16)             r89.0<1>:f    r89.0<1;0>:f      r32.0<1;0>:f      r58.0<1>:f       {Compacted,$8.dst}
        mad (16|M16)             r85.0<1>:f    r85.0<1;0>:f      r32.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (16|M16)             r81.0<1>:f    r81.0<1;0>:f      r32.0<1;0>:f      r62.0<1>:f       {Compacted}
        mad (16|M16)             r77.0<1>:f    r77.0<1;0>:f      r32.0<1;0>:f      r64.0<1>:f       {Compacted}
(f0.0)  goto.b (32|M0)                       L1520                  L1008                
L1520:
        join (32|M0)                         L1536                                
L1536:
        add (16|M0)              r5.0<1>:d     r67.0<1;1,0>:d    r71.0<1;1,0>:d   {Compacted}
        add (16|M16)             r10.0<1>:d    r69.0<1;1,0>:d    r73.0<1;1,0>:d   {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r9.3<0;1,0>:d                    {A@1}
        shl (16|M0)              r12.0<1>:d    r5.0<1;1,0>:d     2:w               {Compacted,I@3}
        shl (16|M16)             r14.0<1>:d    r10.0<1;1,0>:d    2:w               {Compacted,I@3}
        mov (16|M0)              r20.0<1>:ud   r103.0<1;1,0>:ud                
        mov (16|M16)             r28.0<1>:ud   r105.0<1;1,0>:ud                 {F@7}
        mov (16|M0)              r22.0<1>:f    r99.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r30.0<1>:f    r101.0<1;1,0>:f                  {Compacted,F@7}
        mov (16|M0)              r24.0<1>:f    r95.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r32.0<1>:f    r97.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r26.0<1>:f    r91.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r34.0<1>:f    r93.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r40.0<1>:f    r87.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r48.0<1>:f    r89.0<1;1,0>:f                   {Compacted,F@7}
        mov (16|M0)              r42.0<1>:f    r83.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r50.0<1>:f    r85.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r44.0<1>:f    r79.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r52.0<1>:f    r81.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r46.0<1>:f    r75.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r54.0<1>:f    r77.0<1;1,0>:f                   {Compacted}
        add (16|M0)              r16.0<1>:d    r12.0<1;1,0>:d    r9.0<0;1,0>:d    {Compacted,I@4}
        add3 (16|M0)             r36.0<1>:d    r12.0<1;0>:d      r9.0<0;0>:d       16:w              
        add (16|M16)             r18.0<1>:d    r14.0<1;1,0>:d    r9.0<0;1,0>:d    {Compacted,I@5}
        add3 (16|M16)            r38.0<1>:d    r14.0<1;0>:d      r9.0<0;0>:d       16:w              
(W)     mov (8|M0)               r127.0<1>:ud  r66.0<1;1,0>:ud                 
        send.ugm (16|M0)         null     r16     r20:8   a0.0        0x240E3504           {ExBSO,A@5,$9} // wr:2+8, rd:0; store.ugm.d32x4.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r18     r28:8   a0.0        0x240E3504           {ExBSO,A@3,$10} // wr:2+8, rd:0; store.ugm.d32x4.a32.wb.wb.bss[a0.0]
        send.ugm (16|M0)         null     r36     r40:8   a0.0        0x240E3504           {ExBSO,A@2,$11} // wr:2+8, rd:0; store.ugm.d32x4.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r38     r48:8   a0.0        0x240E3504           {ExBSO,A@1,$12} // wr:2+8, rd:0; store.ugm.d32x4.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1872:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x8EBF7CFD:ud                             
(W)     mov (16|M0)              null<1>:ud    0x162B2013:ud                             
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
