L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
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
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (2|M0)               r13.0<1>:ud   r5.4<1;1,0>:ud                   {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r2.2<0;1,0>:uw   {I@3}
(W)     send.ugm (1|M0)          r5       r13     null:0  0x0            0x02188580           {A@2,$3} // wr:1+0, rd:1; load.ugm.d32x1t.a64.ca.ca
(W)     mach (1|M0)              r8.0<1>:ud    r4.3<0;1,0>:ud    r2.1<0;1,0>:ud   {AccWrEn}
        mov (8|M0)               r3.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        addc (8|M0)              r9.0<1>:ud    r7.0<0;1,0>:ud    r3.0<1;1,0>:ud   {AccWrEn,Compacted,I@1}
        add (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud  r8.0<0;1,0>:ud  
        addc (8|M0)              r11.0<1>:ud   r9.0<1;1,0>:ud    r4.0<0;1,0>:ud   {AccWrEn,Compacted,I@2}
        add (8|M0)               r12.0<1>:ud   acc0.0<1;1,0>:ud  r10.0<1;1,0>:ud  {I@2}
(W)     cmp (8|M0)    (gt)f0.1   null<1>:d     r5.0<0;1,0>:d     0:w               {$3.dst}
(f0.1)  goto (8|M0)                          L616                  L616                
L472:
        mov (8|M0)               r14.0<1>:d    0:w                              
        mov (8|M0)               r15.0<1>:d    0:w                              
        mov (8|M0)               r16.0<1>:d    0:w                              
        mov (8|M0)               r17.0<1>:d    0:w                              
        mov (8|M0)               r18.0<1>:d    0:w                              
        mov (8|M0)               r19.0<1>:d    0:w                              
        mov (8|M0)               r20.0<1>:d    0:w                              
        mov (8|M0)               r21.0<1>:d    0:w                              
        goto (8|M0)                          L616                  L1072                
L616:
        join (8|M0)                          L1072                                
L632:
        shr (8|M0)               r23.0<1>:ud   r11.0<1;1,0>:ud   30:w              
        shl (8|M0)               r24.0<1>:d    r12.0<1;1,0>:d    2:w               {Compacted}
        shl (8|M0)               r22.0<1>:d    r11.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (1|M0)               r4.6<1>:d     0:w                              
        mov (8|M0)               r14.0<1>:d    0:w                              
        mov (8|M0)               r15.0<1>:d    0:w                              
        mov (8|M0)               r16.0<1>:d    0:w                              
        mov (8|M0)               r17.0<1>:d    0:w                              
        mov (8|M0)               r18.0<1>:d    0:w                              
        mov (8|M0)               r19.0<1>:d    0:w                              
        mov (8|M0)               r20.0<1>:d    0:w                              
        mov (8|M0)               r21.0<1>:d    0:w                              
        or (8|M0)                r25.0<1>:d    r24.0<1;1,0>:d    r23.0<1;1,0>:d   {Compacted,I@7}
L816:
        add (8|M0)               acc0.0<1>:d   r22.0<1;1,0>:d    r4.6<0;1,0>:d    {I@7}
(W)     mov (1|M0)               a0.0<1>:ud    r6.2<0;1,0>:d                    {A@1}
        shl (8|M0)               r26.0<1>:d    acc0.0<1;1,0>:d   5:w              
(W)     add (1|M0)               r4.6<1>:d     r4.6<0;1,0>:d     1:w              
        add (8|M0)               r27.0<1>:d    r26.0<1;1,0>:d    r5.7<0;1,0>:d    {Compacted,I@2}
        add (8|M0)               r26.0<1>:d    r26.0<1;1,0>:d    r6.0<0;1,0>:d    {Compacted}
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (8|M0)          r28      r27     null:0  a0.0        0x22884500           {ExBSO,A@2,$5} // wr:1+0, rd:8; load.ugm.d32x8.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.0<1>:ud    r6.3<0;1,0>:d                    {A@1}
(W)     cmp (8|M0)    (lt)f0.0   null<1>:d     r4.6<0;1,0>:d     r5.0<0;1,0>:d   
        send.ugm (8|M0)          r36      r26     null:0  a0.0        0x22884500           {ExBSO,A@3,$6} // wr:1+0, rd:8; load.ugm.d32x8.a32.ca.ca.bss[a0.0]
        mov (8|M0)               r36.0<1>:ud   r36.0<8;8,1>:ud                  {$6.dst}
        sync.nop                             null                             {Compacted,I@1}
        sync.allwr                           ($4,$5)                
(W)     sync.nop                             null                            
        dpas.8x8 (8|M0)          r14:d         null:d            r14:b             r14.0:b          {Atomic}
        dpas.8x8 (8|M0)          r14:d         r14:d             r36:b             r28.0:b          {$4}
(f0.0)  goto.b (8|M0)                        L1072                  L816                
L1072:
        join (8|M0)                          L1088                                
L1088:
        shl (8|M0)               r44.0<1>:d    r11.0<1;1,0>:d    5:w               {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r6.1<0;1,0>:d                    {A@1}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        add (8|M0)               r44.0<1>:d    r44.0<1;1,0>:d    r5.6<0;1,0>:d    {Compacted,I@2}
        send.ugm (8|M0)          null     r44     r14:8   a0.0        0x220E4504           {ExBSO,A@1,$4} // wr:1+8, rd:0; store.ugm.d32x8.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1160:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0xFEE075:ud                             
(W)     mov (16|M0)              null<1>:ud    0xE6FB4B75:ud                             
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
