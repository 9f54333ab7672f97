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
        illegal                
