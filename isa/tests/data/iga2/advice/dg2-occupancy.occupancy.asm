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
(W)     mov (8|M0)               r113.0<1>:ud  r0.0<1;1,0>:ud                  
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$0.dst}
(W)     shl (1|M0)               r3.0<1>:d     r113.1<0;1,0>:d   6:w               {Compacted,A@1}
        mov (16|M0)              r4.0<1>:d     r1.0<1;1,0>:uw                   {$1.dst}
(W)     shr (1|M0)               r6.0<1>:ud    r113.1<0;1,0>:ud  26:w              
        addc (8|M0)              r9.0<1>:ud    r3.0<0;1,0>:ud    r4.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
        mov (16|M16)             r11.0<1>:d    r2.0<1;1,0>:uw                  
        add (8|M0)               r13.0<1>:ud   acc0.0<1;1,0>:ud  r6.0<0;1,0>:ud   {I@3}
        addc (8|M8)              r10.0<1>:ud   r3.0<0;1,0>:ud    r5.0<1;1,0>:ud   {AccWrEn}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r8.1<0;1,0>:d                    {A@1}
        add (8|M8)               r14.0<1>:ud   acc0.0<1;1,0>:ud  r6.0<0;1,0>:ud  
        addc (8|M16)             r15.0<1>:ud   r3.0<0;1,0>:ud    r11.0<1;1,0>:ud  {AccWrEn,I@5}
        add (16|M0)              r19.0<1>:d    r9.0<1;1,0>:d     r7.0<0;1,0>:d    {Compacted,I@4}
        add (8|M16)              r17.0<1>:ud   acc0.0<1;1,0>:ud  r6.0<0;1,0>:ud  
        addc (8|M24)             r16.0<1>:ud   r3.0<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r114.0<1>:d   r19.0<1;1,0>:d    2:w               {Compacted,I@3}
        add (16|M16)             r21.0<1>:d    r15.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
        add (16|M0)              r23.0<1>:d    r114.0<1;1,0>:d   4:w               {Compacted,I@2}
        add (16|M0)              r27.0<1>:d    r114.0<1;1,0>:d   8:w               {Compacted}
        add (16|M0)              r31.0<1>:d    r114.0<1;1,0>:d   12:w               {Compacted}
        shl (16|M16)             r116.0<1>:d   r21.0<1;1,0>:d    2:w               {Compacted,I@4}
        add (16|M0)              r35.0<1>:d    r114.0<1;1,0>:d   16:w               {Compacted}
        add (16|M0)              r39.0<1>:d    r114.0<1;1,0>:d   20:w               {Compacted}
        add (16|M0)              r43.0<1>:d    r114.0<1;1,0>:d   24:w               {Compacted}
        add (16|M0)              r47.0<1>:d    r114.0<1;1,0>:d   28:w               {Compacted}
        add (16|M0)              r51.0<1>:d    r114.0<1;1,0>:d   32:w               {Compacted}
        add (16|M0)              r55.0<1>:d    r114.0<1;1,0>:d   36:w               {Compacted}
        add (16|M0)              r59.0<1>:d    r114.0<1;1,0>:d   40:w               {Compacted}
        add (16|M0)              r63.0<1>:d    r114.0<1;1,0>:d   44:w               {Compacted}
        and (16|M0)              r67.0<1>:d    r114.0<1;1,0>:d   16380:w              
        and (16|M0)              r23.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (16|M0)              r31.0<1>:d    r31.0<1;1,0>:d    16380:w              
        add (16|M16)             r25.0<1>:d    r116.0<1;1,0>:d   4:w               {Compacted}
        add (16|M16)             r29.0<1>:d    r116.0<1;1,0>:d   8:w               {Compacted}
        add (16|M16)             r33.0<1>:d    r116.0<1;1,0>:d   12:w               {Compacted}
        add (16|M16)             r37.0<1>:d    r116.0<1;1,0>:d   16:w               {Compacted}
        add (16|M16)             r41.0<1>:d    r116.0<1;1,0>:d   20:w               {Compacted}
        add (16|M16)             r45.0<1>:d    r116.0<1;1,0>:d   24:w               {Compacted}
        add (16|M16)             r49.0<1>:d    r116.0<1;1,0>:d   28:w               {Compacted}
        add (16|M16)             r53.0<1>:d    r116.0<1;1,0>:d   32:w               {Compacted}
        add (16|M16)             r57.0<1>:d    r116.0<1;1,0>:d   36:w               {Compacted}
        add (16|M16)             r61.0<1>:d    r116.0<1;1,0>:d   40:w               {Compacted}
        add (16|M16)             r65.0<1>:d    r116.0<1;1,0>:d   44:w               {Compacted}
        send.ugm (16|M0)         r71      r67     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r75      r23     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r79      r27     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r83      r31     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        and (16|M16)             r69.0<1>:d    r116.0<1;1,0>:d   16380:w              
        and (16|M0)              r35.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (16|M0)              r39.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (16|M0)              r43.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (16|M0)              r47.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (16|M0)              r51.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (16|M0)              r55.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (16|M0)              r59.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (16|M0)              r63.0<1>:d    r63.0<1;1,0>:d    16380:w              
        and (16|M16)             r25.0<1>:d    r25.0<1;1,0>:d    16380:w              
        and (16|M16)             r29.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (16|M16)             r33.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (16|M16)             r37.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (16|M16)             r41.0<1>:d    r41.0<1;1,0>:d    16380:w              
        and (16|M16)             r45.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (16|M16)             r49.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (16|M16)             r53.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (16|M16)             r57.0<1>:d    r57.0<1;1,0>:d    16380:w              
        and (16|M16)             r61.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (16|M16)             r65.0<1>:d    r65.0<1;1,0>:d    16380:w              
        send.ugm (16|M16)        r73      r69     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r87      r35     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r91      r39     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r95      r43     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r99      r47     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r103     r51     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r107     r55     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r111     r59     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r9       r63     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r77      r25     null:0  a0.0        0x24280500           {ExBSO,A@7,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r81      r29     null:0  a0.0        0x24280500           {ExBSO,A@7,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r85      r33     null:0  a0.0        0x24280500           {ExBSO,A@7,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r89      r37     null:0  a0.0        0x24280500           {ExBSO,A@7,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r93      r41     null:0  a0.0        0x24280500           {ExBSO,A@7,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r97      r45     null:0  a0.0        0x24280500           {ExBSO,A@6,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r101     r49     null:0  a0.0        0x24280500           {ExBSO,A@5,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r105     r53     null:0  a0.0        0x24280500           {ExBSO,A@4,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r109     r57     null:0  a0.0        0x24280500           {ExBSO,A@3,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r3       r61     null:0  a0.0        0x24280500           {ExBSO,A@2,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r11      r65     null:0  a0.0        0x24280500           {ExBSO,A@1,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        mov (16|M0)              r118.0<1>:d   r1.0<1;1,0>:uw                  
        mov (16|M16)             r120.0<1>:d   r2.0<1;1,0>:uw                  
        mov (16|M0)              r19.0<1>:f    r71.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M0)              r21.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r23.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r25.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$6.dst}
        mul (16|M0)              r13.0<1>:d    r118.0<1;1,0>:d   768:w               {Compacted,I@2}
        send.slm (16|M0)         null     r13     r19:8   0x0            0x040E3504           {A@1,$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (8|M24)              r18.0<1>:ud   acc0.0<1;1,0>:ud  r6.0<0;1,0>:ud  
        mov (16|M16)             r27.0<1>:f    r73.0<1;1,0>:f                   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r39.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r43.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M0)              r59.0<1>:f    r103.0<1;1,0>:f                  {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M0)              r63.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r41.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M16)             r29.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M0)              r45.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M16)             r31.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M16)             r33.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M16)             r47.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M16)             r49.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r61.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$13.dst}
        mov (16|M16)             r51.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r65.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r53.0<1>:f    r101.0<1;1,0>:f                  {Compacted,$6.dst}
        mov (16|M16)             r67.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$7.dst}
        mul (16|M16)             r15.0<1>:d    r120.0<1;1,0>:d   768:w               {Compacted}
        mov (16|M16)             r69.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$8.dst}
        mov (16|M16)             r71.0<1>:f    r3.0<1;1,0>:f                    {Compacted,$9.dst}
        add (16|M0)              r75.0<1>:d    r114.0<1;1,0>:d   48:w               {Compacted}
        add (16|M0)              r79.0<1>:d    r114.0<1;1,0>:d   52:w               {Compacted}
        add (16|M0)              r83.0<1>:d    r114.0<1;1,0>:d   56:w               {Compacted}
        add (16|M16)             r19.0<1>:d    r116.0<1;1,0>:d   96:w               {Compacted,$11.src}
        add (16|M16)             r23.0<1>:d    r116.0<1;1,0>:d   100:w               {Compacted}
        add (16|M16)             r6.0<1>:d     r116.0<1;1,0>:d   88:w               {Compacted}
        add (16|M0)              r17.0<1>:d    r114.0<1;1,0>:d   96:w               {Compacted}
        mov (16|M16)             r73.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$10.dst}
        add (16|M0)              r87.0<1>:d    r114.0<1;1,0>:d   60:w               {Compacted}
        add (16|M0)              r95.0<1>:d    r114.0<1;1,0>:d   68:w               {Compacted}
        add (16|M0)              r103.0<1>:d   r114.0<1;1,0>:d   76:w               {Compacted}
        add (16|M0)              r111.0<1>:d   r114.0<1;1,0>:d   84:w               {Compacted}
        add (16|M0)              r91.0<1>:d    r114.0<1;1,0>:d   64:w               {Compacted}
        add (16|M16)             r77.0<1>:d    r116.0<1;1,0>:d   48:w               {Compacted}
        add (16|M0)              r99.0<1>:d    r114.0<1;1,0>:d   72:w               {Compacted}
        add (16|M16)             r81.0<1>:d    r116.0<1;1,0>:d   52:w               {Compacted}
        add (16|M16)             r85.0<1>:d    r116.0<1;1,0>:d   56:w               {Compacted,F@7}
        add (16|M16)             r89.0<1>:d    r116.0<1;1,0>:d   60:w               {Compacted,F@7}
        add (16|M16)             r93.0<1>:d    r116.0<1;1,0>:d   64:w               {Compacted,F@7}
        add (16|M0)              r107.0<1>:d   r114.0<1;1,0>:d   80:w               {Compacted,F@7}
        add (16|M16)             r97.0<1>:d    r116.0<1;1,0>:d   68:w               {Compacted,F@7}
        add (16|M0)              r9.0<1>:d     r114.0<1;1,0>:d   92:w               {Compacted,F@6}
        add (16|M16)             r101.0<1>:d   r116.0<1;1,0>:d   72:w               {Compacted,F@5}
        add (16|M16)             r105.0<1>:d   r116.0<1;1,0>:d   76:w               {Compacted,F@4}
        add (16|M16)             r109.0<1>:d   r116.0<1;1,0>:d   80:w               {Compacted,F@3}
        add (16|M16)             r2.0<1>:d     r116.0<1;1,0>:d   84:w               {Compacted,F@2}
        add (16|M0)              r4.0<1>:d     r114.0<1;1,0>:d   88:w               {Compacted}
        add (16|M16)             r11.0<1>:d    r116.0<1;1,0>:d   92:w               {Compacted,F@1}
        or (16|M0)               r35.0<1>:d    r13.0<1;1,0>:d    16:w               {Compacted}
        or (16|M0)               r55.0<1>:d    r13.0<1;1,0>:d    32:w               {Compacted}
        add (16|M0)              r21.0<1>:d    r114.0<1;1,0>:d   100:w               {Compacted}
        or (16|M16)              r37.0<1>:d    r15.0<1;1,0>:d    16:w               {Compacted}
        or (16|M16)              r57.0<1>:d    r15.0<1;1,0>:d    32:w               {Compacted}
        and (16|M0)              r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M0)              r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        and (16|M0)              r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M16)             r19.0<1>:d    r19.0<1;1,0>:d    16380:w              
        and (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (16|M16)             r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    16380:w              
        and (16|M0)              r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M0)              r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M0)              r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M0)              r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        and (16|M0)              r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M16)             r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M0)              r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M16)             r81.0<1>:d    r81.0<1;1,0>:d    16380:w              
        and (16|M16)             r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M16)             r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M16)             r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        and (16|M0)              r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M16)             r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M0)              r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M16)             r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M16)             r105.0<1>:d   r105.0<1;1,0>:d   16380:w              
        and (16|M16)             r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M16)             r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        and (16|M0)              r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M16)             r11.0<1>:d    r11.0<1;1,0>:d    16380:w              
        send.slm (16|M16)        null     r15     r27:8   0x0            0x040E3504           {$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.ugm (16|M0)         r25      r75     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r35     r39:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (16|M16)        r27      r77     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r29      r79     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r31      r81     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r33      r83     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$13.src}
        send.ugm (16|M16)        r75      r19     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r37     r47:8   0x0            0x040E3504           {$4} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (16|M16)        r35      r85     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r39      r89     null:0  a0.0        0x24280500           {ExBSO,A@7,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r41      r91     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r43      r93     null:0  a0.0        0x24280500           {ExBSO,A@7,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r45      r95     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$0.src}
        send.ugm (16|M16)        r79      r23     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r55     r59:8   0x0            0x040E3504           {$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (16|M0)         r37      r87     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r47      r97     null:0  a0.0        0x24280500           {ExBSO,A@7,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r49      r99     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r51      r101    null:0  a0.0        0x24280500           {ExBSO,A@6,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r53      r103    null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r57     r67:8   0x0            0x040E3504           {$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (16|M16)        r55      r105    null:0  a0.0        0x24280500           {ExBSO,A@5,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r59      r109    null:0  a0.0        0x24280500           {ExBSO,A@4,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r61      r111    null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r63      r2      null:0  a0.0        0x24280500           {ExBSO,A@3,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r65      r4      null:0  a0.0        0x24280500           {ExBSO,A@2,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$15.src}
        send.ugm (16|M0)         r57      r107    null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r67      r6      null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r69      r9      null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M16)        r71      r11     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r73      r17     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    16380:w              
        send.ugm (16|M0)         r77      r21     null:0  a0.0        0x24280500           {ExBSO,A@1,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        or (16|M0)               r81.0<1>:d    r13.0<1;1,0>:d    48:w               {Compacted,$1.src}
        or (16|M16)              r83.0<1>:d    r15.0<1;1,0>:d    48:w               {Compacted,$2.src}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M0)              r85.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r89.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M16)             r93.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M16)             r95.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r87.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M16)             r97.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M16)             r99.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$6.dst}
        or (16|M0)               r101.0<1>:d   r13.0<1;1,0>:d    64:w               {Compacted,$13.src}
        or (16|M16)              r103.0<1>:d   r15.0<1;1,0>:d    64:w               {Compacted}
        sync.nop                             null                             {Compacted,$12.dst}
        mov (16|M0)              r91.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,$14.dst}
        mov (16|M16)             r19.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$3.src}
        mov (16|M0)              r105.0<1>:f   r41.0<1;1,0>:f                   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r109.0<1>:f   r49.0<1;1,0>:f                   {Compacted,$4.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r111.0<1>:f   r53.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M16)             r23.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$10.src}
        mov (16|M0)              r107.0<1>:f   r45.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M16)             r17.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M16)             r21.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r33.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M0)              r31.0<1>:f    r61.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r29.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M16)             r35.0<1>:f    r63.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M0)              r41.0<1>:f    r65.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r49.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M16)             r53.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r55.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M0)              r45.0<1>:f    r73.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M0)              r43.0<1>:f    r69.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r51.0<1>:f    r71.0<1;1,0>:f                   {Compacted,$8.dst}
        add (16|M16)             r59.0<1>:d    r116.0<1;1,0>:d   104:w               {Compacted,F@7}
        add (16|M0)              r61.0<1>:d    r114.0<1;1,0>:d   108:w               {Compacted,F@7}
        add (16|M0)              r57.0<1>:d    r114.0<1;1,0>:d   104:w               {Compacted,F@7}
        add (16|M16)             r63.0<1>:d    r116.0<1;1,0>:d   108:w               {Compacted,F@7}
        add (16|M0)              r65.0<1>:d    r114.0<1;1,0>:d   112:w               {Compacted,F@7}
        add (16|M16)             r67.0<1>:d    r116.0<1;1,0>:d   112:w               {Compacted,F@6}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   120:w               {Compacted,F@5}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   124:w               {Compacted,F@4}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   120:w               {Compacted,F@3}
        add (16|M0)              r69.0<1>:d    r114.0<1;1,0>:d   116:w               {Compacted,F@2}
        add (16|M16)             r71.0<1>:d    r116.0<1;1,0>:d   116:w               {Compacted,F@1}
        send.slm (16|M0)         null     r81     r85:8   0x0            0x040E3504           {$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r83     r93:8   0x0            0x040E3504           {$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r101    r105:8  0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r103    r17:8   0x0            0x040E3504           {$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        mov (16|M0)              r47.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$10.dst}
        and (16|M16)             r59.0<1>:d    r59.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r61.0<1>:d    r61.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r57.0<1>:d    r57.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r63.0<1>:d    r63.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r65.0<1>:d    r65.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r67.0<1>:d    r67.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w               {I@7}
        and (16|M0)              r69.0<1>:d    r69.0<1;1,0>:d    16380:w               {I@7}
        and (16|M16)             r71.0<1>:d    r71.0<1;1,0>:d    16380:w               {I@7}
        add (16|M0)              r81.0<1>:d    r114.0<1;1,0>:d   128:w               {Compacted,$12.src}
        add (16|M0)              r85.0<1>:d    r114.0<1;1,0>:d   132:w               {Compacted}
        add (16|M16)             r87.0<1>:d    r116.0<1;1,0>:d   132:w               {Compacted}
        add (16|M0)              r89.0<1>:d    r114.0<1;1,0>:d   136:w               {Compacted}
        add (16|M16)             r91.0<1>:d    r116.0<1;1,0>:d   136:w               {Compacted}
        add (16|M16)             r83.0<1>:d    r116.0<1;1,0>:d   128:w               {Compacted,$13.src}
        add (16|M0)              r93.0<1>:d    r114.0<1;1,0>:d   140:w               {Compacted}
        add (16|M16)             r95.0<1>:d    r116.0<1;1,0>:d   140:w               {Compacted}
        add (16|M0)              r97.0<1>:d    r114.0<1;1,0>:d   144:w               {Compacted}
        add (16|M16)             r99.0<1>:d    r116.0<1;1,0>:d   144:w               {Compacted}
        add (16|M0)              r101.0<1>:d   r114.0<1;1,0>:d   148:w               {Compacted,$14.src}
        add (16|M16)             r103.0<1>:d   r116.0<1;1,0>:d   148:w               {Compacted,$15.src}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   124:w               {Compacted,F@1}
        send.ugm (16|M16)        r107     r59     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r109     r61     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r105     r57     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r111     r63     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r2       r65     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r4       r67     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r75     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r79     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r73     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r6       r69     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r9       r71     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        or (16|M0)               r25.0<1>:d    r13.0<1;1,0>:d    80:w               {Compacted}
        or (16|M16)              r27.0<1>:d    r15.0<1;1,0>:d    80:w               {Compacted}
        or (16|M16)              r39.0<1>:d    r15.0<1;1,0>:d    88:w               {Compacted}
        or (16|M0)               r37.0<1>:d    r13.0<1;1,0>:d    88:w               {Compacted}
        and (16|M0)              r81.0<1>:d    r81.0<1;1,0>:d    16380:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M16)             r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M16)             r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        and (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        send.slm (16|M0)         null     r25     r29:4   0x0            0x040E1504           {$11} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.ugm (16|M0)         r23      r81     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r77     null:0  a0.0        0x24280500           {ExBSO,A@1,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r27     r33:4   0x0            0x040E1504           {$14} // wr:2+4, rd:0; store.slm.d32x2.a32
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (16|M16)        r25      r83     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r29      r87     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r31      r89     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r37     r41:8   0x0            0x040E3504           {$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (16|M0)         r27      r85     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r33      r91     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r35      r93     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r39     r49:8   0x0            0x040E3504           {$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$0.src}
        send.ugm (16|M16)        r37      r95     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r41      r99     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r43      r101    null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r45      r103    null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (16|M0)         r39      r97     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        mov (16|M16)             r59.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$3.dst}
        mov (16|M16)             r61.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$1.src}
        mov (16|M16)             r63.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r79.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r71.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$9.dst}
        mov (16|M0)              r57.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$2.src}
        sync.nop                             null                             {Compacted,$10.dst}
        mov (16|M16)             r65.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$4.src}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M16)             r81.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$7.dst}
        or (16|M0)               r47.0<1>:d    r13.0<1;1,0>:d    104:w               {Compacted}
        or (16|M16)              r49.0<1>:d    r15.0<1;1,0>:d    104:w               {Compacted}
        mov (16|M0)              r51.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$2.dst}
        mov (16|M0)              r53.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$1.dst}
        mov (16|M0)              r55.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$4.dst}
        add (16|M0)              r107.0<1>:d   r114.0<1;1,0>:d   152:w               {Compacted,F@7}
        add (16|M0)              r111.0<1>:d   r114.0<1;1,0>:d   156:w               {Compacted,F@7}
        add (16|M0)              r4.0<1>:d     r114.0<1;1,0>:d   160:w               {Compacted,F@7}
        add (16|M0)              r17.0<1>:d    r114.0<1;1,0>:d   168:w               {Compacted,F@7}
        add (16|M16)             r11.0<1>:d    r116.0<1;1,0>:d   164:w               {Compacted,F@7}
        add (16|M16)             r6.0<1>:d     r116.0<1;1,0>:d   160:w               {Compacted,F@6}
        add (16|M0)              r9.0<1>:d     r114.0<1;1,0>:d   164:w               {Compacted,F@5}
        add (16|M0)              r21.0<1>:d    r114.0<1;1,0>:d   172:w               {Compacted,F@4}
        add (16|M16)             r109.0<1>:d   r116.0<1;1,0>:d   152:w               {Compacted,F@2}
        add (16|M16)             r2.0<1>:d     r116.0<1;1,0>:d   156:w               {Compacted,F@1}
        send.slm (16|M0)         null     r47     r51:8   0x0            0x040E3504           {$8} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r49     r59:8   0x0            0x040E3504           {A@7,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        or (16|M0)               r67.0<1>:d    r13.0<1;1,0>:d    120:w               {Compacted}
        or (16|M16)              r69.0<1>:d    r15.0<1;1,0>:d    120:w               {Compacted}
        mov (16|M0)              r75.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r73.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r83.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M16)             r85.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r91.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M0)              r77.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M16)             r99.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r93.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M16)             r101.0<1>:f   r37.0<1;1,0>:f                   {Compacted,$5.src}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M16)             r103.0<1>:f   r41.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r97.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r95.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r105.0<1>:f   r45.0<1;1,0>:f                   {Compacted,$6.dst}
        and (16|M0)              r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M0)              r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        and (16|M0)              r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    16380:w              
        and (16|M16)             r11.0<1>:d    r11.0<1;1,0>:d    16380:w              
        and (16|M16)             r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M0)              r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    16380:w              
        and (16|M16)             r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M16)             r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        add (16|M16)             r47.0<1>:d    r116.0<1;1,0>:d   196:w               {Compacted,$8.src}
        add (16|M16)             r51.0<1>:d    r116.0<1;1,0>:d   200:w               {Compacted}
        add (16|M0)              r53.0<1>:d    r114.0<1;1,0>:d   204:w               {Compacted}
        add (16|M16)             r55.0<1>:d    r116.0<1;1,0>:d   204:w               {Compacted}
        add (16|M0)              r49.0<1>:d    r114.0<1;1,0>:d   200:w               {Compacted,$9.src}
        add (16|M16)             r23.0<1>:d    r116.0<1;1,0>:d   172:w               {Compacted}
        add (16|M16)             r19.0<1>:d    r116.0<1;1,0>:d   168:w               {Compacted}
        add (16|M0)              r25.0<1>:d    r114.0<1;1,0>:d   176:w               {Compacted,F@7}
        add (16|M0)              r29.0<1>:d    r114.0<1;1,0>:d   180:w               {Compacted,F@7}
        add (16|M16)             r31.0<1>:d    r116.0<1;1,0>:d   180:w               {Compacted,F@7}
        add (16|M16)             r27.0<1>:d    r116.0<1;1,0>:d   176:w               {Compacted,F@7}
        add (16|M0)              r33.0<1>:d    r114.0<1;1,0>:d   184:w               {Compacted,F@7}
        add (16|M16)             r35.0<1>:d    r116.0<1;1,0>:d   184:w               {Compacted,F@6}
        add (16|M0)              r37.0<1>:d    r114.0<1;1,0>:d   188:w               {Compacted,F@5}
        add (16|M0)              r41.0<1>:d    r114.0<1;1,0>:d   192:w               {Compacted,F@4}
        add (16|M16)             r43.0<1>:d    r116.0<1;1,0>:d   192:w               {Compacted,F@3}
        add (16|M16)             r39.0<1>:d    r116.0<1;1,0>:d   188:w               {Compacted,F@2}
        add (16|M0)              r45.0<1>:d    r114.0<1;1,0>:d   196:w               {Compacted,F@1}
        send.slm (16|M0)         null     r67     r71:8   0x0            0x040E3504           {$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.ugm (16|M0)         r57      r107    null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r61      r111    null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r65      r4      null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r59      r109    null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r63      r2      null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r69     r79:8   0x0            0x040E3504           {$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$10.src}
        send.ugm (16|M16)        r67      r6      null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r71      r11     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r73      r17     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r77      r21     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$0.src}
        send.ugm (16|M0)         r69      r9      null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        or (16|M0)               r87.0<1>:d    r13.0<1;1,0>:d    136:w               {Compacted}
        or (16|M16)              r89.0<1>:d    r15.0<1;1,0>:d    136:w               {Compacted}
        and (16|M16)             r47.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (16|M16)             r51.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (16|M16)             r55.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (16|M0)              r49.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (16|M16)             r19.0<1>:d    r19.0<1;1,0>:d    16380:w              
        and (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    16380:w              
        and (16|M0)              r29.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (16|M16)             r31.0<1>:d    r31.0<1;1,0>:d    16380:w              
        and (16|M16)             r27.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (16|M0)              r33.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (16|M16)             r35.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (16|M0)              r37.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (16|M0)              r41.0<1>:d    r41.0<1;1,0>:d    16380:w              
        and (16|M16)             r43.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (16|M16)             r39.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (16|M0)              r45.0<1>:d    r45.0<1;1,0>:d    16380:w              
        send.slm (16|M0)         null     r87     r91:8   0x0            0x040E3504           {$6} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (16|M16)        r107     r51     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (16|M0)         r109     r53     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (16|M16)        r111     r55     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r79      r23     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r75      r19     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r81      r25     null:0  a0.0        0x24280500           {ExBSO,A@7,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r85      r29     null:0  a0.0        0x24280500           {ExBSO,A@7,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r83      r27     null:0  a0.0        0x24280500           {ExBSO,A@7,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r89     r99:8   0x0            0x040E3504           {$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$6.src}
        send.ugm (16|M16)        r87      r31     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r91      r35     null:0  a0.0        0x24280500           {ExBSO,A@6,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r93      r37     null:0  a0.0        0x24280500           {ExBSO,A@5,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r95      r39     null:0  a0.0        0x24280500           {ExBSO,A@2,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r97      r41     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$13.src}
        send.ugm (16|M0)         r89      r33     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r99      r43     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r101     r45     null:0  a0.0        0x24280500           {ExBSO,A@1,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r103     r47     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r105     r49     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        or (16|M16)              r4.0<1>:d     r15.0<1;1,0>:d    152:w               {Compacted}
        or (16|M0)               r2.0<1>:d     r13.0<1;1,0>:d    152:w               {Compacted,$15.src}
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M0)              r17.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r21.0<1>:f    r65.0<1;1,0>:f                   {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r23.0<1>:f    r69.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r19.0<1>:f    r61.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r25.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M16)             r29.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M16)             r27.0<1>:f    r63.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M16)             r31.0<1>:f    r71.0<1;1,0>:f                   {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M0)              r37.0<1>:f    r73.0<1;1,0>:f                   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r39.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$4.dst}
        or (16|M0)               r33.0<1>:d    r13.0<1;1,0>:d    168:w               {Compacted}
        send.slm (16|M0)         null     r2      r17:8   0x0            0x040E3504           {A@2,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r4      r25:8   0x0            0x040E3504           {A@3,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r33     r37:4   0x0            0x040E1504           {A@1,$9} // wr:2+4, rd:0; store.slm.d32x2.a32
        add (16|M0)              r6.0<1>:d     r114.0<1;1,0>:d   240:w               {Compacted}
        add (16|M0)              r11.0<1>:d    r114.0<1;1,0>:d   244:w               {Compacted}
        add (16|M16)             r9.0<1>:d     r116.0<1;1,0>:d   240:w               {Compacted}
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r51.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,$2.src}
        mov (16|M16)             r41.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M16)             r43.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r55.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$9.src}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r49.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M0)              r53.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r57.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r69.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M16)             r61.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M16)             r59.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r63.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r71.0<1>:f    r101.0<1;1,0>:f                  {Compacted,$5.dst}
        mov (16|M0)              r73.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$8.dst}
        mov (16|M16)             r77.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$4.dst}
        add (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   236:w               {Compacted,$9.src}
        add (16|M16)             r17.0<1>:d    r116.0<1;1,0>:d   244:w               {Compacted}
        add (16|M0)              r19.0<1>:d    r114.0<1;1,0>:d   248:w               {Compacted}
        add (16|M16)             r21.0<1>:d    r116.0<1;1,0>:d   248:w               {Compacted}
        add (16|M0)              r23.0<1>:d    r114.0<1;1,0>:d   252:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r116.0<1;1,0>:d   236:w               {Compacted,$9.src}
        add (16|M16)             r25.0<1>:d    r116.0<1;1,0>:d   252:w               {Compacted}
        add (16|M0)              r27.0<1>:d    r114.0<1;1,0>:d   256:w               {Compacted}
        add (16|M16)             r29.0<1>:d    r116.0<1;1,0>:d   256:w               {Compacted}
        add (16|M0)              r31.0<1>:d    r114.0<1;1,0>:d   260:w               {Compacted}
        add (16|M16)             r33.0<1>:d    r116.0<1;1,0>:d   260:w               {Compacted,$9.src}
        add (16|M0)              r85.0<1>:d    r114.0<1;1,0>:d   208:w               {Compacted}
        mov (16|M0)              r75.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$8.dst}
        mov (16|M16)             r79.0<1>:f    r103.0<1;1,0>:f                  {Compacted,$7.dst}
        add (16|M0)              r93.0<1>:d    r114.0<1;1,0>:d   216:w               {Compacted}
        mov (16|M16)             r81.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$7.dst}
        add (16|M0)              r89.0<1>:d    r114.0<1;1,0>:d   212:w               {Compacted}
        mov (16|M16)             r83.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$9.dst}
        add (16|M0)              r97.0<1>:d    r114.0<1;1,0>:d   220:w               {Compacted,F@7}
        add (16|M16)             r91.0<1>:d    r116.0<1;1,0>:d   212:w               {Compacted,F@7}
        add (16|M16)             r87.0<1>:d    r116.0<1;1,0>:d   208:w               {Compacted,F@7}
        add (16|M16)             r95.0<1>:d    r116.0<1;1,0>:d   216:w               {Compacted,F@7}
        add (16|M0)              r101.0<1>:d   r114.0<1;1,0>:d   224:w               {Compacted,F@7}
        add (16|M0)              r105.0<1>:d   r114.0<1;1,0>:d   228:w               {Compacted,F@6}
        add (16|M16)             r99.0<1>:d    r116.0<1;1,0>:d   220:w               {Compacted,F@5}
        add (16|M0)              r109.0<1>:d   r114.0<1;1,0>:d   232:w               {Compacted,F@4}
        add (16|M16)             r103.0<1>:d   r116.0<1;1,0>:d   224:w               {Compacted,F@3}
        add (16|M16)             r107.0<1>:d   r116.0<1;1,0>:d   228:w               {Compacted,F@2}
        add (16|M16)             r111.0<1>:d   r116.0<1;1,0>:d   232:w               {Compacted,F@1}
        or (16|M16)              r35.0<1>:d    r15.0<1;1,0>:d    168:w               {Compacted}
        or (16|M0)               r45.0<1>:d    r13.0<1;1,0>:d    176:w               {Compacted}
        or (16|M16)              r47.0<1>:d    r15.0<1;1,0>:d    176:w               {Compacted}
        or (16|M0)               r65.0<1>:d    r13.0<1;1,0>:d    192:w               {Compacted}
        or (16|M16)              r67.0<1>:d    r15.0<1;1,0>:d    192:w               {Compacted}
        and (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M0)              r11.0<1>:d    r11.0<1;1,0>:d    16380:w              
        and (16|M16)             r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        and (16|M16)             r17.0<1>:d    r17.0<1;1,0>:d    16380:w              
        and (16|M0)              r19.0<1>:d    r19.0<1;1,0>:d    16380:w              
        and (16|M16)             r21.0<1>:d    r21.0<1;1,0>:d    16380:w              
        and (16|M0)              r23.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (16|M16)             r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M16)             r25.0<1>:d    r25.0<1;1,0>:d    16380:w              
        and (16|M0)              r27.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (16|M16)             r29.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (16|M0)              r31.0<1>:d    r31.0<1;1,0>:d    16380:w              
        and (16|M16)             r33.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        and (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M16)             r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M0)              r105.0<1>:d   r105.0<1;1,0>:d   16380:w              
        and (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M0)              r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M16)             r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M16)             r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        send.slm (16|M16)        null     r35     r41:4   0x0            0x040E1504           {$11} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.ugm (16|M0)         r39      r89     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r37      r87     null:0  a0.0        0x24280500           {ExBSO,A@7,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r45     r49:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (16|M0)         r35      r85     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r41      r91     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r43      r93     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (16|M16)        r89      r33     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$13.src}
        send.ugm (16|M0)         r87      r31     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r47     r57:8   0x0            0x040E3504           {$4} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (16|M16)        r45      r95     null:0  a0.0        0x24280500           {ExBSO,A@7,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r49      r99     null:0  a0.0        0x24280500           {ExBSO,A@5,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r51      r101    null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r53      r103    null:0  a0.0        0x24280500           {ExBSO,A@3,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r55      r105    null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$15.src}
        send.ugm (16|M16)        r85      r29     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r65     r69:8   0x0            0x040E3504           {$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (16|M0)         r47      r97     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r57      r107    null:0  a0.0        0x24280500           {ExBSO,A@2,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r59      r109    null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r61      r111    null:0  a0.0        0x24280500           {ExBSO,A@1,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r63      r2      null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r67     r77:8   0x0            0x040E3504           {$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (16|M16)        r65      r4      null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r69      r9      null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r71      r11     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r73      r17     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r75      r19     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$15.src}
        send.ugm (16|M0)         r67      r6      null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r77      r21     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r79      r23     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r81      r25     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r83      r27     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r91.0<1>:d    r13.0<1;1,0>:d    256:w               {Compacted,$0.src}
        add (16|M16)             r93.0<1>:d    r15.0<1;1,0>:d    256:w               {Compacted,$1.src}
        or (16|M0)               r95.0<1>:d    r13.0<1;1,0>:d    208:w               {Compacted,$5.src}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r99.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M0)              r101.0<1>:f   r39.0<1;1,0>:f                   {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r103.0<1>:f   r43.0<1;1,0>:f                   {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r29.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$7.dst}
        or (16|M16)              r97.0<1>:d    r15.0<1;1,0>:d    208:w               {Compacted,$14.src}
        sync.nop                             null                             {Compacted,$9.dst}
        mov (16|M0)              r31.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$3.src}
        mov (16|M0)              r105.0<1>:f   r47.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r33.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$2.src}
        sync.nop                             null                             {Compacted,$2.src}
        mov (16|M16)             r17.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M16)             r19.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M16)             r21.0<1>:f    r45.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M16)             r23.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$6.dst}
        or (16|M0)               r25.0<1>:d    r13.0<1;1,0>:d    224:w               {Compacted}
        or (16|M16)              r27.0<1>:d    r15.0<1;1,0>:d    224:w               {Compacted}
        mov (16|M0)              r35.0<1>:f    r63.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r39.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r43.0<1>:f    r65.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M0)              r51.0<1>:f    r71.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r55.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$7.dst}
        or (16|M16)              r47.0<1>:d    r15.0<1;1,0>:d    240:w               {Compacted,F@7}
        mov (16|M16)             r59.0<1>:f    r73.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M16)             r37.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r41.0<1>:f    r61.0<1;1,0>:f                   {Compacted,$12.dst}
        or (16|M0)               r45.0<1>:d    r13.0<1;1,0>:d    240:w               {Compacted,F@7}
        mov (16|M0)              r49.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M16)             r63.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r57.0<1>:f    r69.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M0)              r65.0<1>:f    r83.0<1;1,0>:f                   {Compacted}
        mov (16|M16)             r71.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M0)              r53.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r61.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M0)              r67.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r69.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,I@6}
        send.slm (16|M0)         null     r95     r99:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@5}
        send.slm (16|M16)        null     r97     r17:8   0x0            0x040E3504           {$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@4}
        send.slm (16|M0)         null     r25     r29:8   0x0            0x040E3504           {$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r27     r37:8   0x0            0x040E3504           {A@3,$1} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r45     r49:8   0x0            0x040E3504           {A@1,$2} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r47     r57:8   0x0            0x040E3504           {A@3,$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r91     r65:4   0x0            0x040E1504           {A@2,$4} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.slm (16|M16)        null     r93     r69:4   0x0            0x040E1504           {A@1,$5} // wr:2+4, rd:0; store.slm.d32x2.a32
        add (16|M16)             r107.0<1>:d   r116.0<1;1,0>:d   296:w               {Compacted}
        add (16|M0)              r109.0<1>:d   r114.0<1;1,0>:d   300:w               {Compacted}
        add (16|M16)             r111.0<1>:d   r116.0<1;1,0>:d   300:w               {Compacted}
        add (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   304:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r116.0<1;1,0>:d   304:w               {Compacted}
        add (16|M16)             r9.0<1>:d     r116.0<1;1,0>:d   308:w               {Compacted}
        add (16|M0)              r6.0<1>:d     r114.0<1;1,0>:d   308:w               {Compacted}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   268:w               {Compacted}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   264:w               {Compacted}
        add (16|M0)              r81.0<1>:d    r114.0<1;1,0>:d   272:w               {Compacted}
        add (16|M16)             r83.0<1>:d    r116.0<1;1,0>:d   272:w               {Compacted}
        add (16|M0)              r89.0<1>:d    r114.0<1;1,0>:d   280:w               {Compacted}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   264:w               {Compacted}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   268:w               {Compacted}
        add (16|M16)             r87.0<1>:d    r116.0<1;1,0>:d   276:w               {Compacted}
        add (16|M0)              r85.0<1>:d    r114.0<1;1,0>:d   276:w               {Compacted}
        add (16|M16)             r95.0<1>:d    r116.0<1;1,0>:d   284:w               {Compacted,$14.src}
        add (16|M16)             r99.0<1>:d    r116.0<1;1,0>:d   288:w               {Compacted}
        add (16|M0)              r101.0<1>:d   r114.0<1;1,0>:d   292:w               {Compacted}
        add (16|M16)             r103.0<1>:d   r116.0<1;1,0>:d   292:w               {Compacted}
        add (16|M0)              r105.0<1>:d   r114.0<1;1,0>:d   296:w               {Compacted}
        add (16|M0)              r97.0<1>:d    r114.0<1;1,0>:d   288:w               {Compacted,$15.src}
        add (16|M16)             r91.0<1>:d    r116.0<1;1,0>:d   280:w               {Compacted,$4.src}
        add (16|M0)              r93.0<1>:d    r114.0<1;1,0>:d   284:w               {Compacted,$5.src}
        and (16|M16)             r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M0)              r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M16)             r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        and (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        and (16|M16)             r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M16)             r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w              
        and (16|M0)              r81.0<1>:d    r81.0<1;1,0>:d    16380:w              
        and (16|M16)             r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M16)             r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M0)              r105.0<1>:d   r105.0<1;1,0>:d   16380:w              
        and (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        sync.nop                             null                             {Compacted,$2.src}
        send.ugm (16|M16)        r49      r107    null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r51      r109    null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r53      r111    null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r55      r2      null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (16|M16)        r57      r4      null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r61      r9      null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r59      r6      null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r79     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r73     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r23      r81     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$0.src}
        send.ugm (16|M16)        r25      r83     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r31      r89     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r75     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r77     null:0  a0.0        0x24280500           {ExBSO,A@7,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r29      r87     null:0  a0.0        0x24280500           {ExBSO,A@7,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r27      r85     null:0  a0.0        0x24280500           {ExBSO,A@7,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r37      r95     null:0  a0.0        0x24280500           {ExBSO,A@7,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r41      r99     null:0  a0.0        0x24280500           {ExBSO,A@7,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r43      r101    null:0  a0.0        0x24280500           {ExBSO,A@6,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r45      r103    null:0  a0.0        0x24280500           {ExBSO,A@5,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r47      r105    null:0  a0.0        0x24280500           {ExBSO,A@4,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r39      r97     null:0  a0.0        0x24280500           {ExBSO,A@3,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r33      r91     null:0  a0.0        0x24280500           {ExBSO,A@2,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r35      r93     null:0  a0.0        0x24280500           {ExBSO,A@1,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r63.0<1>:d    r13.0<1;1,0>:d    264:w               {Compacted}
        add (16|M16)             r65.0<1>:d    r15.0<1;1,0>:d    264:w               {Compacted}
        add (16|M0)              r67.0<1>:d    r13.0<1;1,0>:d    280:w               {Compacted}
        add (16|M16)             r69.0<1>:d    r15.0<1;1,0>:d    280:w               {Compacted}
        add (16|M0)              r71.0<1>:d    r13.0<1;1,0>:d    296:w               {Compacted}
        add (16|M16)             r73.0<1>:d    r15.0<1;1,0>:d    296:w               {Compacted,$14.src}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r75.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r79.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$13.src}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M16)             r87.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M16)             r85.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r83.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r77.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$0.dst}
        mov (16|M16)             r89.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$3.src}
        mov (16|M0)              r81.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M16)             r101.0<1>:f   r37.0<1;1,0>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M16)             r103.0<1>:f   r41.0<1;1,0>:f                   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r91.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M0)              r97.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M16)             r105.0<1>:f   r45.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M0)              r95.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M16)             r99.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r93.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M0)              r23.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r25.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M0)              r21.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M0)              r17.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M0)              r19.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r29.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M16)             r27.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r31.0<1>:f    r61.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,I@6}
        send.slm (16|M0)         null     r63     r75:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@5}
        send.slm (16|M16)        null     r65     r83:8   0x0            0x040E3504           {$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r67     r91:8   0x0            0x040E3504           {A@4,$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@3}
        send.slm (16|M16)        null     r69     r99:8   0x0            0x040E3504           {$1} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r71     r17:8   0x0            0x040E3504           {A@2,$2} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r73     r25:8   0x0            0x040E3504           {A@1,$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (16|M0)              r37.0<1>:d    r114.0<1;1,0>:d   316:w               {Compacted}
        add (16|M0)              r41.0<1>:d    r114.0<1;1,0>:d   320:w               {Compacted}
        add (16|M16)             r43.0<1>:d    r116.0<1;1,0>:d   320:w               {Compacted}
        add (16|M0)              r45.0<1>:d    r114.0<1;1,0>:d   324:w               {Compacted}
        add (16|M16)             r39.0<1>:d    r116.0<1;1,0>:d   316:w               {Compacted}
        add (16|M0)              r33.0<1>:d    r114.0<1;1,0>:d   312:w               {Compacted}
        add (16|M16)             r35.0<1>:d    r116.0<1;1,0>:d   312:w               {Compacted}
        add (16|M16)             r59.0<1>:d    r116.0<1;1,0>:d   336:w               {Compacted}
        add (16|M0)              r49.0<1>:d    r114.0<1;1,0>:d   328:w               {Compacted}
        add (16|M16)             r55.0<1>:d    r116.0<1;1,0>:d   332:w               {Compacted}
        add (16|M16)             r47.0<1>:d    r116.0<1;1,0>:d   324:w               {Compacted}
        add (16|M16)             r51.0<1>:d    r116.0<1;1,0>:d   328:w               {Compacted}
        add (16|M0)              r57.0<1>:d    r114.0<1;1,0>:d   336:w               {Compacted}
        add (16|M0)              r53.0<1>:d    r114.0<1;1,0>:d   332:w               {Compacted}
        add (16|M0)              r61.0<1>:d    r114.0<1;1,0>:d   340:w               {Compacted}
        add (16|M16)             r63.0<1>:d    r116.0<1;1,0>:d   340:w               {Compacted,$14.src}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   356:w               {Compacted}
        add (16|M0)              r81.0<1>:d    r114.0<1;1,0>:d   360:w               {Compacted}
        add (16|M0)              r65.0<1>:d    r114.0<1;1,0>:d   344:w               {Compacted,$15.src}
        add (16|M0)              r85.0<1>:d    r114.0<1;1,0>:d   364:w               {Compacted}
        add (16|M16)             r67.0<1>:d    r116.0<1;1,0>:d   344:w               {Compacted,$0.src}
        add (16|M0)              r69.0<1>:d    r114.0<1;1,0>:d   348:w               {Compacted,$1.src}
        add (16|M16)             r71.0<1>:d    r116.0<1;1,0>:d   348:w               {Compacted,$2.src}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   352:w               {Compacted,$3.src}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   352:w               {Compacted}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   356:w               {Compacted}
        add (16|M16)             r83.0<1>:d    r116.0<1;1,0>:d   360:w               {Compacted}
        add (16|M16)             r87.0<1>:d    r116.0<1;1,0>:d   364:w               {Compacted}
        and (16|M0)              r37.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (16|M0)              r41.0<1>:d    r41.0<1;1,0>:d    16380:w              
        and (16|M16)             r43.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (16|M0)              r45.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (16|M16)             r39.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (16|M0)              r33.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (16|M16)             r35.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (16|M16)             r59.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (16|M0)              r49.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (16|M16)             r55.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (16|M16)             r47.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (16|M16)             r51.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (16|M0)              r57.0<1>:d    r57.0<1;1,0>:d    16380:w              
        and (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (16|M0)              r61.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (16|M16)             r63.0<1>:d    r63.0<1;1,0>:d    16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M0)              r81.0<1>:d    r81.0<1;1,0>:d    16380:w              
        and (16|M0)              r65.0<1>:d    r65.0<1;1,0>:d    16380:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M16)             r67.0<1>:d    r67.0<1;1,0>:d    16380:w              
        and (16|M0)              r69.0<1>:d    r69.0<1;1,0>:d    16380:w              
        and (16|M16)             r71.0<1>:d    r71.0<1;1,0>:d    16380:w              
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w              
        send.ugm (16|M0)         r93      r37     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r97      r41     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r99      r43     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r101     r45     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r95      r39     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r89      r33     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r91      r35     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r4       r59     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r105     r49     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r111     r55     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r103     r47     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r107     r51     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r2       r57     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r109     r53     null:0  a0.0        0x24280500           {ExBSO,A@7,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r6       r61     null:0  a0.0        0x24280500           {ExBSO,A@7,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r9       r63     null:0  a0.0        0x24280500           {ExBSO,A@7,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r27      r77     null:0  a0.0        0x24280500           {ExBSO,A@7,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r31      r81     null:0  a0.0        0x24280500           {ExBSO,A@7,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r65     null:0  a0.0        0x24280500           {ExBSO,A@6,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r67     null:0  a0.0        0x24280500           {ExBSO,A@4,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r69     null:0  a0.0        0x24280500           {ExBSO,A@3,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r71     null:0  a0.0        0x24280500           {ExBSO,A@2,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r23      r73     null:0  a0.0        0x24280500           {ExBSO,A@1,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$10.src}
        send.ugm (16|M0)         r35      r85     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        and (16|M16)             r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M16)             r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        send.ugm (16|M16)        r25      r75     null:0  a0.0        0x24280500           {ExBSO,A@4,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r29      r79     null:0  a0.0        0x24280500           {ExBSO,A@3,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$9.src}
        send.ugm (16|M16)        r33      r83     null:0  a0.0        0x24280500           {ExBSO,A@2,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$4.src}
        send.ugm (16|M16)        r37      r87     null:0  a0.0        0x24280500           {ExBSO,A@1,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M16)             r41.0<1>:d    r15.0<1;1,0>:d    312:w               {Compacted,$5.src}
        add (16|M0)              r43.0<1>:d    r13.0<1;1,0>:d    328:w               {Compacted,$6.src}
        add (16|M16)             r45.0<1>:d    r15.0<1;1,0>:d    328:w               {Compacted,$7.src}
        add (16|M0)              r39.0<1>:d    r13.0<1;1,0>:d    312:w               {Compacted,$8.src}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M0)              r59.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$5.dst}
        add (16|M16)             r49.0<1>:d    r15.0<1;1,0>:d    344:w               {Compacted,$12.src}
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M0)              r55.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$9.dst}
        add (16|M0)              r47.0<1>:d    r13.0<1;1,0>:d    344:w               {Compacted,$14.src}
        add (16|M0)              r51.0<1>:d    r13.0<1;1,0>:d    352:w               {Compacted,$15.src}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r57.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$4.dst}
        sync.nop                             null                             {Compacted,$2.src}
        mov (16|M0)              r61.0<1>:f    r101.0<1;1,0>:f                  {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M16)             r63.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M16)             r81.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M16)             r65.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r77.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r67.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M16)             r69.0<1>:f    r103.0<1;1,0>:f                  {Compacted,$14.dst}
        mov (16|M0)              r71.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$12.dst}
        mov (16|M0)              r73.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$1.dst}
        mov (16|M16)             r85.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r75.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (16|M16)             r79.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M16)             r83.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M0)              r87.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M0)              r97.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r89.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r93.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M0)              r101.0<1>:f   r35.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M16)             r91.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M0)              r95.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M0)              r99.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,I@4}
        send.slm (16|M0)         null     r39     r55:8   0x0            0x040E3504           {$2} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r41     r63:8   0x0            0x040E3504           {$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r43     r71:8   0x0            0x040E3504           {A@7,$4} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r45     r79:8   0x0            0x040E3504           {A@7,$5} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r47     r87:4   0x0            0x040E1504           {A@2,$6} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.slm (16|M16)        null     r49     r91:4   0x0            0x040E1504           {A@3,$7} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.slm (16|M0)         null     r51     r95:8   0x0            0x040E3504           {A@1,$8} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (16|M0)              r111.0<1>:d   r114.0<1;1,0>:d   368:w               {Compacted}
        add (16|M16)             r6.0<1>:d     r116.0<1;1,0>:d   372:w               {Compacted}
        mov (16|M16)             r103.0<1>:f   r25.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r105.0<1>:f   r29.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r109.0<1>:f   r37.0<1;1,0>:f                   {Compacted,$15.dst}
        add (16|M0)              r9.0<1>:d     r114.0<1;1,0>:d   376:w               {Compacted}
        add (16|M16)             r2.0<1>:d     r116.0<1;1,0>:d   368:w               {Compacted}
        mov (16|M16)             r107.0<1>:f   r33.0<1;1,0>:f                   {Compacted,$14.dst}
        add (16|M0)              r4.0<1>:d     r114.0<1;1,0>:d   372:w               {Compacted}
        add (16|M16)             r11.0<1>:d    r116.0<1;1,0>:d   376:w               {Compacted}
        add (16|M16)             r27.0<1>:d    r116.0<1;1,0>:d   388:w               {Compacted}
        add (16|M16)             r19.0<1>:d    r116.0<1;1,0>:d   380:w               {Compacted}
        add (16|M0)              r21.0<1>:d    r114.0<1;1,0>:d   384:w               {Compacted}
        add (16|M16)             r35.0<1>:d    r116.0<1;1,0>:d   396:w               {Compacted}
        add (16|M0)              r17.0<1>:d    r114.0<1;1,0>:d   380:w               {Compacted}
        add (16|M16)             r23.0<1>:d    r116.0<1;1,0>:d   384:w               {Compacted}
        add (16|M16)             r31.0<1>:d    r116.0<1;1,0>:d   392:w               {Compacted}
        add (16|M16)             r39.0<1>:d    r116.0<1;1,0>:d   400:w               {Compacted,$2.src}
        add (16|M0)              r41.0<1>:d    r114.0<1;1,0>:d   404:w               {Compacted,$3.src}
        add (16|M16)             r43.0<1>:d    r116.0<1;1,0>:d   404:w               {Compacted,$4.src}
        add (16|M0)              r45.0<1>:d    r114.0<1;1,0>:d   408:w               {Compacted,$5.src}
        add (16|M16)             r47.0<1>:d    r116.0<1;1,0>:d   408:w               {Compacted,$6.src}
        add (16|M0)              r49.0<1>:d    r114.0<1;1,0>:d   412:w               {Compacted,$7.src}
        add (16|M16)             r51.0<1>:d    r116.0<1;1,0>:d   412:w               {Compacted,$8.src}
        add (16|M0)              r25.0<1>:d    r114.0<1;1,0>:d   388:w               {Compacted,F@4}
        add (16|M0)              r29.0<1>:d    r114.0<1;1,0>:d   392:w               {Compacted,F@3}
        add (16|M0)              r37.0<1>:d    r114.0<1;1,0>:d   400:w               {Compacted,F@2}
        add (16|M0)              r33.0<1>:d    r114.0<1;1,0>:d   396:w               {Compacted,F@1}
        add (16|M16)             r53.0<1>:d    r15.0<1;1,0>:d    352:w               {Compacted}
        and (16|M0)              r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        and (16|M16)             r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M0)              r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M16)             r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        and (16|M0)              r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M16)             r11.0<1>:d    r11.0<1;1,0>:d    16380:w              
        and (16|M16)             r27.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (16|M16)             r19.0<1>:d    r19.0<1;1,0>:d    16380:w              
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    16380:w              
        and (16|M16)             r35.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    16380:w              
        and (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (16|M16)             r31.0<1>:d    r31.0<1;1,0>:d    16380:w              
        and (16|M16)             r39.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (16|M0)              r41.0<1>:d    r41.0<1;1,0>:d    16380:w              
        and (16|M16)             r43.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (16|M0)              r45.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (16|M16)             r47.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (16|M0)              r49.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (16|M16)             r51.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    16380:w              
        and (16|M0)              r29.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (16|M0)              r37.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (16|M0)              r33.0<1>:d    r33.0<1;1,0>:d    16380:w              
        send.slm (16|M16)        null     r53     r103:8  0x0            0x040E3504           {$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.ugm (16|M16)        r59      r6      null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r61      r9      null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r55      r2      null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r57      r4      null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r63      r11     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r75      r27     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r67      r19     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r69      r21     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r83      r35     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r65      r17     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r71      r23     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r79      r31     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r87      r39     null:0  a0.0        0x24280500           {ExBSO,A@7,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r89      r41     null:0  a0.0        0x24280500           {ExBSO,A@7,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r91      r43     null:0  a0.0        0x24280500           {ExBSO,A@7,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r93      r45     null:0  a0.0        0x24280500           {ExBSO,A@7,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r95      r47     null:0  a0.0        0x24280500           {ExBSO,A@7,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r97      r49     null:0  a0.0        0x24280500           {ExBSO,A@6,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r99      r51     null:0  a0.0        0x24280500           {ExBSO,A@5,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r73      r25     null:0  a0.0        0x24280500           {ExBSO,A@4,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r77      r29     null:0  a0.0        0x24280500           {ExBSO,A@3,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r85      r37     null:0  a0.0        0x24280500           {ExBSO,A@2,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r81      r33     null:0  a0.0        0x24280500           {ExBSO,A@1,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$9.src}
        send.ugm (16|M0)         r53      r111    null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r101.0<1>:d   r13.0<1;1,0>:d    368:w               {Compacted}
        add (16|M16)             r103.0<1>:d   r15.0<1;1,0>:d    368:w               {Compacted}
        add (16|M0)              r105.0<1>:d   r13.0<1;1,0>:d    384:w               {Compacted}
        add (16|M16)             r107.0<1>:d   r15.0<1;1,0>:d    384:w               {Compacted}
        add (16|M0)              r109.0<1>:d   r13.0<1;1,0>:d    400:w               {Compacted}
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M16)             r27.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r21.0<1>:f    r61.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r19.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M16)             r31.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r23.0<1>:f    r65.0<1;1,0>:f                   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M16)             r43.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r41.0<1>:f    r71.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r45.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M16)             r47.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r51.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M16)             r25.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r29.0<1>:f    r63.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M0)              r33.0<1>:f    r69.0<1;1,0>:f                   {Compacted,$1.dst}
        add (16|M16)             r111.0<1>:d   r15.0<1;1,0>:d    400:w               {Compacted}
        mov (16|M0)              r35.0<1>:f    r73.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M0)              r37.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$15.dst}
        mov (16|M0)              r49.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$11.src}
        sync.nop                             null                             {Compacted,$0.dst}
        mov (16|M0)              r39.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$6.src}
        mov (16|M0)              r17.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M16)             r59.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r61.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M16)             r57.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M0)              r55.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M16)             r63.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r53.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$9.dst}
        send.slm (16|M0)         null     r101    r17:8   0x0            0x040E3504           {A@6,$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@5}
        send.slm (16|M16)        null     r103    r25:8   0x0            0x040E3504           {$4} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@4}
        send.slm (16|M0)         null     r105    r33:8   0x0            0x040E3504           {$5} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@3}
        send.slm (16|M16)        null     r107    r41:8   0x0            0x040E3504           {$6} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r109    r49:8   0x0            0x040E3504           {A@1,$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@1}
        send.slm (16|M16)        null     r111    r57:8   0x0            0x040E3504           {$8} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (16|M0)              r6.0<1>:d     r114.0<1;1,0>:d   468:w               {Compacted}
        add (16|M16)             r9.0<1>:d     r116.0<1;1,0>:d   468:w               {Compacted}
        add (16|M0)              r2.0<1>:d     r114.0<1;1,0>:d   464:w               {Compacted}
        add (16|M16)             r4.0<1>:d     r116.0<1;1,0>:d   464:w               {Compacted}
        add (16|M16)             r67.0<1>:d    r116.0<1;1,0>:d   416:w               {Compacted}
        add (16|M0)              r65.0<1>:d    r114.0<1;1,0>:d   416:w               {Compacted}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   424:w               {Compacted}
        add (16|M16)             r71.0<1>:d    r116.0<1;1,0>:d   420:w               {Compacted}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   428:w               {Compacted}
        add (16|M16)             r83.0<1>:d    r116.0<1;1,0>:d   432:w               {Compacted}
        add (16|M0)              r89.0<1>:d    r114.0<1;1,0>:d   440:w               {Compacted}
        add (16|M0)              r69.0<1>:d    r114.0<1;1,0>:d   420:w               {Compacted}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   424:w               {Compacted}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   428:w               {Compacted}
        add (16|M0)              r85.0<1>:d    r114.0<1;1,0>:d   436:w               {Compacted}
        add (16|M0)              r81.0<1>:d    r114.0<1;1,0>:d   432:w               {Compacted}
        add (16|M16)             r91.0<1>:d    r116.0<1;1,0>:d   440:w               {Compacted}
        add (16|M16)             r95.0<1>:d    r116.0<1;1,0>:d   444:w               {Compacted}
        add (16|M16)             r87.0<1>:d    r116.0<1;1,0>:d   436:w               {Compacted}
        add (16|M0)              r97.0<1>:d    r114.0<1;1,0>:d   448:w               {Compacted}
        add (16|M16)             r99.0<1>:d    r116.0<1;1,0>:d   448:w               {Compacted}
        add (16|M0)              r93.0<1>:d    r114.0<1;1,0>:d   444:w               {Compacted}
        add (16|M0)              r101.0<1>:d   r114.0<1;1,0>:d   452:w               {Compacted,$3.src}
        add (16|M16)             r103.0<1>:d   r116.0<1;1,0>:d   452:w               {Compacted,$4.src}
        add (16|M0)              r105.0<1>:d   r114.0<1;1,0>:d   456:w               {Compacted,$5.src}
        add (16|M16)             r107.0<1>:d   r116.0<1;1,0>:d   456:w               {Compacted,$6.src}
        add (16|M0)              r109.0<1>:d   r114.0<1;1,0>:d   460:w               {Compacted,$7.src}
        add (16|M16)             r111.0<1>:d   r116.0<1;1,0>:d   460:w               {Compacted,$8.src}
        and (16|M0)              r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M16)             r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M0)              r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        and (16|M16)             r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M16)             r67.0<1>:d    r67.0<1;1,0>:d    16380:w              
        and (16|M0)              r65.0<1>:d    r65.0<1;1,0>:d    16380:w              
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M16)             r71.0<1>:d    r71.0<1;1,0>:d    16380:w              
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        and (16|M16)             r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M0)              r69.0<1>:d    r69.0<1;1,0>:d    16380:w              
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M0)              r81.0<1>:d    r81.0<1;1,0>:d    16380:w              
        and (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M16)             r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M0)              r105.0<1>:d   r105.0<1;1,0>:d   16380:w              
        and (16|M16)             r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M0)              r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M16)             r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        send.ugm (16|M0)         r63      r2      null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r67     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r65     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r25      r75     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r71     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r29      r79     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r33      r83     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r39      r89     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r69     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r23      r73     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r27      r77     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r35      r85     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r31      r81     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r41      r91     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r45      r95     null:0  a0.0        0x24280500           {ExBSO,A@7,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r37      r87     null:0  a0.0        0x24280500           {ExBSO,A@7,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r47      r97     null:0  a0.0        0x24280500           {ExBSO,A@7,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r49      r99     null:0  a0.0        0x24280500           {ExBSO,A@7,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r43      r93     null:0  a0.0        0x24280500           {ExBSO,A@7,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r51      r101    null:0  a0.0        0x24280500           {ExBSO,A@6,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r53      r103    null:0  a0.0        0x24280500           {ExBSO,A@5,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r55      r105    null:0  a0.0        0x24280500           {ExBSO,A@4,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r57      r107    null:0  a0.0        0x24280500           {ExBSO,A@3,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r59      r109    null:0  a0.0        0x24280500           {ExBSO,A@2,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r61      r111    null:0  a0.0        0x24280500           {ExBSO,A@1,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$10.src}
        send.ugm (16|M0)         r67      r6      null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$11.src}
        send.ugm (16|M16)        r65      r4      null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$1.src}
        send.ugm (16|M16)        r69      r9      null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r75.0<1>:d    r13.0<1;1,0>:d    432:w               {Compacted,$12.src}
        add (16|M0)              r71.0<1>:d    r13.0<1;1,0>:d    416:w               {Compacted,$13.src}
        add (16|M0)              r79.0<1>:d    r13.0<1;1,0>:d    440:w               {Compacted,$14.src}
        add (16|M0)              r83.0<1>:d    r13.0<1;1,0>:d    456:w               {Compacted,$15.src}
        add (16|M16)             r73.0<1>:d    r15.0<1;1,0>:d    416:w               {Compacted,$2.src}
        add (16|M16)             r77.0<1>:d    r15.0<1;1,0>:d    432:w               {Compacted,$3.src}
        add (16|M16)             r85.0<1>:d    r15.0<1;1,0>:d    456:w               {Compacted,$4.src}
        add (16|M16)             r81.0<1>:d    r15.0<1;1,0>:d    440:w               {Compacted,$5.src}
        sync.nop                             null                             {Compacted,$1.dst}
        mov (16|M0)              r89.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$0.src}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r91.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r95.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r87.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M16)             r97.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r99.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r93.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M16)             r101.0<1>:f   r29.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M0)              r103.0<1>:f   r31.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M0)              r105.0<1>:f   r35.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r107.0<1>:f   r33.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M16)             r109.0<1>:f   r37.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r19.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M0)              r23.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r17.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M0)              r21.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M16)             r25.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M16)             r27.0<1>:f    r45.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r29.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M16)             r31.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M0)              r35.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M0)              r33.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M0)              r37.0<1>:f    r63.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M16)             r43.0<1>:f    r61.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r39.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M16)             r47.0<1>:f    r69.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r41.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M16)             r45.0<1>:f    r65.0<1;1,0>:f                   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,I@7}
        send.slm (16|M0)         null     r71     r87:8   0x0            0x040E3504           {$5} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@4}
        send.slm (16|M16)        null     r73     r95:8   0x0            0x040E3504           {$6} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r75     r103:4  0x0            0x040E1504           {$7} // wr:2+4, rd:0; store.slm.d32x2.a32
        sync.nop                             null                             {Compacted,I@3}
        send.slm (16|M16)        null     r77     r107:4  0x0            0x040E1504           {$8} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.slm (16|M0)         null     r79     r17:8   0x0            0x040E3504           {$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r81     r25:8   0x0            0x040E3504           {A@1,$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r83     r33:8   0x0            0x040E3504           {A@4,$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r85     r41:8   0x0            0x040E3504           {A@1,$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (16|M16)             r51.0<1>:d    r116.0<1;1,0>:d   472:w               {Compacted}
        add (16|M0)              r49.0<1>:d    r114.0<1;1,0>:d   472:w               {Compacted}
        add (16|M0)              r53.0<1>:d    r114.0<1;1,0>:d   476:w               {Compacted}
        add (16|M16)             r59.0<1>:d    r116.0<1;1,0>:d   480:w               {Compacted}
        add (16|M16)             r55.0<1>:d    r116.0<1;1,0>:d   476:w               {Compacted}
        add (16|M16)             r63.0<1>:d    r116.0<1;1,0>:d   484:w               {Compacted}
        add (16|M0)              r61.0<1>:d    r114.0<1;1,0>:d   484:w               {Compacted}
        add (16|M16)             r67.0<1>:d    r116.0<1;1,0>:d   488:w               {Compacted}
        add (16|M0)              r69.0<1>:d    r114.0<1;1,0>:d   492:w               {Compacted}
        add (16|M0)              r57.0<1>:d    r114.0<1;1,0>:d   480:w               {Compacted}
        add (16|M0)              r65.0<1>:d    r114.0<1;1,0>:d   488:w               {Compacted}
        add (16|M16)             r71.0<1>:d    r116.0<1;1,0>:d   492:w               {Compacted,$5.src}
        add (16|M16)             r87.0<1>:d    r116.0<1;1,0>:d   508:w               {Compacted}
        add (16|M0)              r89.0<1>:d    r114.0<1;1,0>:d   512:w               {Compacted}
        add (16|M16)             r91.0<1>:d    r116.0<1;1,0>:d   512:w               {Compacted}
        add (16|M0)              r93.0<1>:d    r114.0<1;1,0>:d   516:w               {Compacted}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   496:w               {Compacted,$6.src}
        add (16|M16)             r95.0<1>:d    r116.0<1;1,0>:d   516:w               {Compacted}
        add (16|M0)              r97.0<1>:d    r114.0<1;1,0>:d   520:w               {Compacted}
        add (16|M16)             r99.0<1>:d    r116.0<1;1,0>:d   520:w               {Compacted}
        add (16|M0)              r101.0<1>:d   r114.0<1;1,0>:d   524:w               {Compacted}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   496:w               {Compacted,$7.src}
        add (16|M16)             r103.0<1>:d   r116.0<1;1,0>:d   524:w               {Compacted}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   500:w               {Compacted,$8.src}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   500:w               {Compacted,$9.src}
        add (16|M0)              r81.0<1>:d    r114.0<1;1,0>:d   504:w               {Compacted,$10.src}
        add (16|M16)             r83.0<1>:d    r116.0<1;1,0>:d   504:w               {Compacted,$11.src}
        add (16|M0)              r85.0<1>:d    r114.0<1;1,0>:d   508:w               {Compacted,$12.src}
        and (16|M16)             r51.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (16|M0)              r49.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (16|M16)             r59.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (16|M16)             r55.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (16|M16)             r63.0<1>:d    r63.0<1;1,0>:d    16380:w              
        and (16|M0)              r61.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (16|M16)             r67.0<1>:d    r67.0<1;1,0>:d    16380:w              
        and (16|M0)              r69.0<1>:d    r69.0<1;1,0>:d    16380:w              
        and (16|M0)              r57.0<1>:d    r57.0<1;1,0>:d    16380:w              
        and (16|M0)              r65.0<1>:d    r65.0<1;1,0>:d    16380:w              
        and (16|M16)             r71.0<1>:d    r71.0<1;1,0>:d    16380:w              
        and (16|M16)             r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w              
        and (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        and (16|M0)              r81.0<1>:d    r81.0<1;1,0>:d    16380:w              
        and (16|M16)             r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        send.ugm (16|M16)        r107     r51     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r105     r49     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r109     r53     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r4       r59     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r111     r55     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r9       r63     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r6       r61     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r67     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r69     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r2       r57     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r65     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r71     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r37      r87     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r39      r89     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r41      r91     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r43      r93     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r23      r73     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r45      r95     null:0  a0.0        0x24280500           {ExBSO,A@7,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r47      r97     null:0  a0.0        0x24280500           {ExBSO,A@7,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r25      r75     null:0  a0.0        0x24280500           {ExBSO,A@7,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r27      r77     null:0  a0.0        0x24280500           {ExBSO,A@5,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r29      r79     null:0  a0.0        0x24280500           {ExBSO,A@4,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r31      r81     null:0  a0.0        0x24280500           {ExBSO,A@3,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r33      r83     null:0  a0.0        0x24280500           {ExBSO,A@2,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r35      r85     null:0  a0.0        0x24280500           {ExBSO,A@1,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$13.src}
        send.ugm (16|M0)         r51      r101    null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$14.src}
        send.ugm (16|M16)        r49      r99     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$15.src}
        send.ugm (16|M16)        r53      r103    null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r59.0<1>:d    r13.0<1;1,0>:d    488:w               {Compacted,$0.src}
        add (16|M0)              r55.0<1>:d    r13.0<1;1,0>:d    472:w               {Compacted,$1.src}
        add (16|M0)              r63.0<1>:d    r13.0<1;1,0>:d    504:w               {Compacted,$2.src}
        add (16|M16)             r61.0<1>:d    r15.0<1;1,0>:d    488:w               {Compacted,$3.src}
        add (16|M0)              r67.0<1>:d    r13.0<1;1,0>:d    520:w               {Compacted,$4.src}
        add (16|M16)             r69.0<1>:d    r15.0<1;1,0>:d    520:w               {Compacted,$5.src}
        add (16|M16)             r57.0<1>:d    r15.0<1;1,0>:d    472:w               {Compacted,$6.src}
        add (16|M16)             r65.0<1>:d    r15.0<1;1,0>:d    504:w               {Compacted,$7.src}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M0)              r71.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r89.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r87.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M0)              r73.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$15.dst}
        mov (16|M16)             r95.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r97.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r75.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M0)              r77.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r91.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$11.src}
        mov (16|M16)             r79.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$2.src}
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M16)             r81.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M16)             r83.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M16)             r85.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$1.dst}
        mov (16|M0)              r93.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$12.src}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M16)             r101.0<1>:f   r29.0<1;1,0>:f                   {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r99.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M0)              r103.0<1>:f   r31.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M0)              r105.0<1>:f   r35.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M16)             r19.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M0)              r109.0<1>:f   r43.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r17.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r21.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M16)             r23.0<1>:f    r45.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M0)              r107.0<1>:f   r39.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M0)              r27.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M16)             r29.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M0)              r25.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M16)             r31.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,I@7}
        send.slm (16|M0)         null     r55     r71:8   0x0            0x040E3504           {$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@2}
        send.slm (16|M16)        null     r57     r79:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r59     r87:8   0x0            0x040E3504           {$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r61     r95:8   0x0            0x040E3504           {$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r63     r103:8  0x0            0x040E3504           {A@5,$1} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@1}
        send.slm (16|M16)        null     r65     r17:8   0x0            0x040E3504           {$2} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r67     r25:4   0x0            0x040E1504           {A@2,$3} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.slm (16|M16)        null     r69     r29:4   0x0            0x040E1504           {A@1,$4} // wr:2+4, rd:0; store.slm.d32x2.a32
        add (16|M16)             r35.0<1>:d    r116.0<1;1,0>:d   528:w               {Compacted}
        add (16|M0)              r37.0<1>:d    r114.0<1;1,0>:d   532:w               {Compacted}
        add (16|M16)             r43.0<1>:d    r116.0<1;1,0>:d   536:w               {Compacted}
        add (16|M0)              r33.0<1>:d    r114.0<1;1,0>:d   528:w               {Compacted}
        add (16|M0)              r41.0<1>:d    r114.0<1;1,0>:d   536:w               {Compacted}
        add (16|M0)              r45.0<1>:d    r114.0<1;1,0>:d   540:w               {Compacted}
        add (16|M16)             r39.0<1>:d    r116.0<1;1,0>:d   532:w               {Compacted}
        add (16|M16)             r51.0<1>:d    r116.0<1;1,0>:d   544:w               {Compacted}
        add (16|M0)              r49.0<1>:d    r114.0<1;1,0>:d   544:w               {Compacted}
        add (16|M16)             r47.0<1>:d    r116.0<1;1,0>:d   540:w               {Compacted}
        add (16|M0)              r53.0<1>:d    r114.0<1;1,0>:d   548:w               {Compacted}
        add (16|M16)             r55.0<1>:d    r116.0<1;1,0>:d   548:w               {Compacted,$13.src}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   568:w               {Compacted}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   572:w               {Compacted}
        add (16|M0)              r57.0<1>:d    r114.0<1;1,0>:d   552:w               {Compacted,$14.src}
        add (16|M16)             r59.0<1>:d    r116.0<1;1,0>:d   552:w               {Compacted,$15.src}
        add (16|M0)              r61.0<1>:d    r114.0<1;1,0>:d   556:w               {Compacted,$0.src}
        add (16|M16)             r63.0<1>:d    r116.0<1;1,0>:d   556:w               {Compacted,$1.src}
        add (16|M0)              r65.0<1>:d    r114.0<1;1,0>:d   560:w               {Compacted,$2.src}
        add (16|M0)              r69.0<1>:d    r114.0<1;1,0>:d   564:w               {Compacted,$4.src}
        add (16|M16)             r71.0<1>:d    r116.0<1;1,0>:d   564:w               {Compacted}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   568:w               {Compacted}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   572:w               {Compacted}
        add (16|M16)             r67.0<1>:d    r116.0<1;1,0>:d   560:w               {Compacted,$3.src}
        and (16|M16)             r35.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (16|M0)              r37.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (16|M16)             r43.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (16|M0)              r33.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (16|M0)              r41.0<1>:d    r41.0<1;1,0>:d    16380:w              
        and (16|M0)              r45.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (16|M16)             r39.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (16|M16)             r51.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (16|M0)              r49.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (16|M16)             r47.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (16|M16)             r55.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M0)              r57.0<1>:d    r57.0<1;1,0>:d    16380:w              
        and (16|M16)             r59.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (16|M0)              r61.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (16|M16)             r63.0<1>:d    r63.0<1;1,0>:d    16380:w              
        and (16|M0)              r65.0<1>:d    r65.0<1;1,0>:d    16380:w              
        and (16|M0)              r69.0<1>:d    r69.0<1;1,0>:d    16380:w              
        send.ugm (16|M16)        r83      r35     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r85      r37     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r91      r43     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r81      r33     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r89      r41     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r93      r45     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r87      r39     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r99      r51     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r97      r49     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r95      r47     null:0  a0.0        0x24280500           {ExBSO,A@7,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r101     r53     null:0  a0.0        0x24280500           {ExBSO,A@7,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r103     r55     null:0  a0.0        0x24280500           {ExBSO,A@7,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r73     null:0  a0.0        0x24280500           {ExBSO,A@7,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r77     null:0  a0.0        0x24280500           {ExBSO,A@7,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r105     r57     null:0  a0.0        0x24280500           {ExBSO,A@6,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r107     r59     null:0  a0.0        0x24280500           {ExBSO,A@5,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r109     r61     null:0  a0.0        0x24280500           {ExBSO,A@4,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r111     r63     null:0  a0.0        0x24280500           {ExBSO,A@3,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r2       r65     null:0  a0.0        0x24280500           {ExBSO,A@2,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r6       r69     null:0  a0.0        0x24280500           {ExBSO,A@1,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        and (16|M16)             r71.0<1>:d    r71.0<1;1,0>:d    16380:w              
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        and (16|M16)             r67.0<1>:d    r67.0<1;1,0>:d    16380:w              
        send.ugm (16|M16)        r9       r71     null:0  a0.0        0x24280500           {ExBSO,A@4,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r75     null:0  a0.0        0x24280500           {ExBSO,A@3,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r79     null:0  a0.0        0x24280500           {ExBSO,A@2,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r4       r67     null:0  a0.0        0x24280500           {ExBSO,A@1,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r23.0<1>:d    r13.0<1;1,0>:d    528:w               {Compacted}
        add (16|M16)             r25.0<1>:d    r15.0<1;1,0>:d    528:w               {Compacted}
        add (16|M0)              r27.0<1>:d    r13.0<1;1,0>:d    544:w               {Compacted}
        add (16|M16)             r29.0<1>:d    r15.0<1;1,0>:d    544:w               {Compacted}
        add (16|M0)              r31.0<1>:d    r13.0<1;1,0>:d    560:w               {Compacted}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r43.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r37.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M0)              r35.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M0)              r39.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M16)             r47.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M0)              r41.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M16)             r45.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$13.dst}
        mov (16|M0)              r51.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$12.src}
        mov (16|M16)             r49.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M0)              r53.0<1>:f    r101.0<1;1,0>:f                  {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M16)             r59.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M16)             r61.0<1>:f    r103.0<1;1,0>:f                  {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$2.dst}
        mov (16|M0)              r73.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$1.src}
        mov (16|M0)              r55.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M16)             r63.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$4.dst}
        mov (16|M0)              r57.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$5.dst}
        mov (16|M16)             r65.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$6.dst}
        mov (16|M0)              r69.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r71.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r67.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,I@5}
        send.slm (16|M0)         null     r23     r35:8   0x0            0x040E3504           {$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@4}
        send.slm (16|M16)        null     r25     r43:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r27     r51:8   0x0            0x040E3504           {A@3,$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r29     r59:8   0x0            0x040E3504           {A@2,$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r31     r67:8   0x0            0x040E3504           {A@1,$1} // wr:2+8, rd:0; store.slm.d32x4.a32
        mov (16|M16)             r77.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$9.dst}
        mov (16|M16)             r79.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M16)             r75.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$12.dst}
        add (16|M0)              r83.0<1>:d    r114.0<1;1,0>:d   576:w               {Compacted}
        add (16|M16)             r85.0<1>:d    r116.0<1;1,0>:d   576:w               {Compacted}
        mov (16|M16)             r81.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$11.dst}
        add (16|M16)             r89.0<1>:d    r116.0<1;1,0>:d   580:w               {Compacted}
        add (16|M0)              r91.0<1>:d    r114.0<1;1,0>:d   584:w               {Compacted}
        add (16|M16)             r93.0<1>:d    r116.0<1;1,0>:d   584:w               {Compacted}
        add (16|M0)              r87.0<1>:d    r114.0<1;1,0>:d   580:w               {Compacted}
        add (16|M16)             r97.0<1>:d    r116.0<1;1,0>:d   588:w               {Compacted}
        add (16|M0)              r95.0<1>:d    r114.0<1;1,0>:d   588:w               {Compacted}
        add (16|M16)             r101.0<1>:d   r116.0<1;1,0>:d   592:w               {Compacted}
        add (16|M0)              r99.0<1>:d    r114.0<1;1,0>:d   592:w               {Compacted}
        add (16|M0)              r103.0<1>:d   r114.0<1;1,0>:d   596:w               {Compacted}
        add (16|M16)             r19.0<1>:d    r116.0<1;1,0>:d   616:w               {Compacted}
        add (16|M16)             r105.0<1>:d   r116.0<1;1,0>:d   596:w               {Compacted}
        add (16|M0)              r107.0<1>:d   r114.0<1;1,0>:d   600:w               {Compacted}
        add (16|M16)             r109.0<1>:d   r116.0<1;1,0>:d   600:w               {Compacted}
        add (16|M0)              r111.0<1>:d   r114.0<1;1,0>:d   604:w               {Compacted}
        add (16|M16)             r6.0<1>:d     r116.0<1;1,0>:d   608:w               {Compacted}
        add (16|M16)             r11.0<1>:d    r116.0<1;1,0>:d   612:w               {Compacted}
        add (16|M16)             r2.0<1>:d     r116.0<1;1,0>:d   604:w               {Compacted}
        add (16|M16)             r23.0<1>:d    r116.0<1;1,0>:d   620:w               {Compacted,$13.src}
        add (16|M0)              r25.0<1>:d    r114.0<1;1,0>:d   624:w               {Compacted,$14.src}
        add (16|M16)             r27.0<1>:d    r116.0<1;1,0>:d   624:w               {Compacted,$15.src}
        add (16|M0)              r29.0<1>:d    r114.0<1;1,0>:d   628:w               {Compacted,$0.src}
        add (16|M16)             r31.0<1>:d    r116.0<1;1,0>:d   628:w               {Compacted,$1.src}
        add (16|M0)              r9.0<1>:d     r114.0<1;1,0>:d   612:w               {Compacted,F@4}
        add (16|M0)              r17.0<1>:d    r114.0<1;1,0>:d   616:w               {Compacted,F@3}
        add (16|M0)              r4.0<1>:d     r114.0<1;1,0>:d   608:w               {Compacted,F@2}
        add (16|M0)              r21.0<1>:d    r114.0<1;1,0>:d   620:w               {Compacted,F@1}
        add (16|M16)             r33.0<1>:d    r15.0<1;1,0>:d    560:w               {Compacted}
        and (16|M0)              r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M16)             r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M16)             r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M0)              r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M16)             r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        and (16|M0)              r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M16)             r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M0)              r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M16)             r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M0)              r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M0)              r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M16)             r19.0<1>:d    r19.0<1;1,0>:d    16380:w              
        and (16|M16)             r105.0<1>:d   r105.0<1;1,0>:d   16380:w              
        and (16|M0)              r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M16)             r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M0)              r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        and (16|M16)             r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M16)             r11.0<1>:d    r11.0<1;1,0>:d    16380:w              
        and (16|M16)             r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        and (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    16380:w              
        and (16|M16)             r27.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (16|M0)              r29.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (16|M16)             r31.0<1>:d    r31.0<1;1,0>:d    16380:w              
        and (16|M0)              r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    16380:w              
        and (16|M0)              r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    16380:w              
        send.slm (16|M16)        null     r33     r75:8   0x0            0x040E3504           {$2} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.ugm (16|M16)        r35      r85     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r39      r89     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r41      r91     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r43      r93     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r37      r87     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r47      r97     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r45      r95     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r51      r101    null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r49      r99     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r53      r103    null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r55      r105    null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r57      r107    null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r59      r109    null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r61      r111    null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r67      r6      null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r71      r11     null:0  a0.0        0x24280500           {ExBSO,A@7,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r63      r2      null:0  a0.0        0x24280500           {ExBSO,A@7,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r69      r9      null:0  a0.0        0x24280500           {ExBSO,A@4,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r73      r17     null:0  a0.0        0x24280500           {ExBSO,A@3,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r65      r4      null:0  a0.0        0x24280500           {ExBSO,A@2,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$2.src}
        send.ugm (16|M0)         r33      r83     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r75      r19     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r77      r21     null:0  a0.0        0x24280500           {ExBSO,A@1,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r79      r23     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r81      r25     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (16|M0)         r85      r29     null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (16|M16)        r87      r31     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r83      r27     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r89.0<1>:d    r13.0<1;1,0>:d    576:w               {Compacted,$4.src}
        add (16|M16)             r91.0<1>:d    r15.0<1;1,0>:d    576:w               {Compacted,$5.src}
        add (16|M0)              r93.0<1>:d    r13.0<1;1,0>:d    592:w               {Compacted,$6.src}
        add (16|M0)              r97.0<1>:d    r13.0<1;1,0>:d    608:w               {Compacted,$8.src}
        add (16|M16)             r95.0<1>:d    r15.0<1;1,0>:d    592:w               {Compacted,$9.src}
        add (16|M0)              r101.0<1>:d   r13.0<1;1,0>:d    616:w               {Compacted,$10.src}
        add (16|M16)             r99.0<1>:d    r15.0<1;1,0>:d    608:w               {Compacted,$11.src}
        add (16|M16)             r103.0<1>:d   r15.0<1;1,0>:d    616:w               {Compacted,$12.src}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M0)              r107.0<1>:f   r37.0<1;1,0>:f                   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,$15.src}
        mov (16|M0)              r109.0<1>:f   r41.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r111.0<1>:f   r45.0<1;1,0>:f                   {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$5.src}
        mov (16|M16)             r17.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M16)             r19.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$4.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M16)             r21.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M16)             r23.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r25.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$11.dst}
        sync.nop                             null                             {Compacted,$7.dst}
        mov (16|M0)              r105.0<1>:f   r33.0<1;1,0>:f                   {Compacted,$13.src}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r29.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$13.src}
        mov (16|M0)              r31.0<1>:f    r61.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M0)              r27.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r37.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M0)              r41.0<1>:f    r65.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M16)             r45.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M16)             r35.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r39.0<1>:f    r63.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M0)              r43.0<1>:f    r69.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r47.0<1>:f    r71.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M0)              r49.0<1>:f    r73.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M16)             r33.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M16)             r57.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r61.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M0)              r53.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M16)             r59.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M0)              r55.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r63.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M0)              r51.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,I@7}
        send.slm (16|M0)         null     r89     r105:8  0x0            0x040E3504           {$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@7}
        send.slm (16|M16)        null     r91     r17:8   0x0            0x040E3504           {$8} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@6}
        send.slm (16|M0)         null     r93     r25:8   0x0            0x040E3504           {$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r95     r33:8   0x0            0x040E3504           {A@4,$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r97     r41:4   0x0            0x040E1504           {$11} // wr:2+4, rd:0; store.slm.d32x2.a32
        sync.nop                             null                             {Compacted,I@2}
        send.slm (16|M16)        null     r99     r45:4   0x0            0x040E1504           {$12} // wr:2+4, rd:0; store.slm.d32x2.a32
        send.slm (16|M0)         null     r101    r49:8   0x0            0x040E3504           {A@1,$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@1}
        send.slm (16|M16)        null     r103    r57:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (16|M0)              r65.0<1>:d    r114.0<1;1,0>:d   632:w               {Compacted}
        add (16|M16)             r67.0<1>:d    r116.0<1;1,0>:d   632:w               {Compacted}
        add (16|M0)              r69.0<1>:d    r114.0<1;1,0>:d   636:w               {Compacted}
        add (16|M16)             r71.0<1>:d    r116.0<1;1,0>:d   636:w               {Compacted}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   640:w               {Compacted}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   640:w               {Compacted}
        add (16|M16)             r83.0<1>:d    r116.0<1;1,0>:d   648:w               {Compacted}
        add (16|M0)              r81.0<1>:d    r114.0<1;1,0>:d   648:w               {Compacted}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   644:w               {Compacted}
        add (16|M0)              r85.0<1>:d    r114.0<1;1,0>:d   652:w               {Compacted}
        add (16|M16)             r87.0<1>:d    r116.0<1;1,0>:d   652:w               {Compacted}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   644:w               {Compacted}
        add (16|M0)              r89.0<1>:d    r114.0<1;1,0>:d   656:w               {Compacted,$7.src}
        add (16|M0)              r105.0<1>:d   r114.0<1;1,0>:d   672:w               {Compacted}
        add (16|M16)             r107.0<1>:d   r116.0<1;1,0>:d   672:w               {Compacted}
        add (16|M0)              r109.0<1>:d   r114.0<1;1,0>:d   676:w               {Compacted}
        add (16|M16)             r111.0<1>:d   r116.0<1;1,0>:d   676:w               {Compacted}
        add (16|M16)             r91.0<1>:d    r116.0<1;1,0>:d   656:w               {Compacted,$8.src}
        add (16|M0)              r93.0<1>:d    r114.0<1;1,0>:d   660:w               {Compacted,$9.src}
        add (16|M16)             r95.0<1>:d    r116.0<1;1,0>:d   660:w               {Compacted,$10.src}
        add (16|M0)              r97.0<1>:d    r114.0<1;1,0>:d   664:w               {Compacted,$11.src}
        add (16|M16)             r99.0<1>:d    r116.0<1;1,0>:d   664:w               {Compacted,$12.src}
        add (16|M0)              r101.0<1>:d   r114.0<1;1,0>:d   668:w               {Compacted,$13.src}
        add (16|M16)             r103.0<1>:d   r116.0<1;1,0>:d   668:w               {Compacted,$14.src}
        and (16|M0)              r65.0<1>:d    r65.0<1;1,0>:d    16380:w              
        and (16|M16)             r67.0<1>:d    r67.0<1;1,0>:d    16380:w              
        and (16|M0)              r69.0<1>:d    r69.0<1;1,0>:d    16380:w              
        and (16|M16)             r71.0<1>:d    r71.0<1;1,0>:d    16380:w              
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w              
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M16)             r83.0<1>:d    r83.0<1;1,0>:d    16380:w              
        and (16|M0)              r81.0<1>:d    r81.0<1;1,0>:d    16380:w              
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        and (16|M0)              r85.0<1>:d    r85.0<1;1,0>:d    16380:w              
        and (16|M16)             r87.0<1>:d    r87.0<1;1,0>:d    16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M0)              r89.0<1>:d    r89.0<1;1,0>:d    16380:w              
        and (16|M0)              r105.0<1>:d   r105.0<1;1,0>:d   16380:w              
        and (16|M16)             r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M0)              r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M16)             r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        and (16|M16)             r91.0<1>:d    r91.0<1;1,0>:d    16380:w              
        and (16|M0)              r93.0<1>:d    r93.0<1;1,0>:d    16380:w              
        and (16|M16)             r95.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (16|M0)              r97.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (16|M16)             r99.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (16|M0)              r101.0<1>:d   r101.0<1;1,0>:d   16380:w              
        and (16|M16)             r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        send.ugm (16|M0)         r2       r65     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r4       r67     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r6       r69     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r9       r71     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r73     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r75     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r25      r83     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r23      r81     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r79     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r27      r85     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r29      r87     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r77     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r31      r89     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r47      r105    null:0  a0.0        0x24280500           {ExBSO,A@7,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r49      r107    null:0  a0.0        0x24280500           {ExBSO,A@7,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r51      r109    null:0  a0.0        0x24280500           {ExBSO,A@7,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r53      r111    null:0  a0.0        0x24280500           {ExBSO,A@7,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r33      r91     null:0  a0.0        0x24280500           {ExBSO,A@7,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r35      r93     null:0  a0.0        0x24280500           {ExBSO,A@6,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r37      r95     null:0  a0.0        0x24280500           {ExBSO,A@5,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r39      r97     null:0  a0.0        0x24280500           {ExBSO,A@4,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r41      r99     null:0  a0.0        0x24280500           {ExBSO,A@3,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r43      r101    null:0  a0.0        0x24280500           {ExBSO,A@2,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r45      r103    null:0  a0.0        0x24280500           {ExBSO,A@1,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r55.0<1>:d    r13.0<1;1,0>:d    632:w               {Compacted}
        add (16|M16)             r57.0<1>:d    r15.0<1;1,0>:d    632:w               {Compacted}
        add (16|M0)              r59.0<1>:d    r13.0<1;1,0>:d    648:w               {Compacted}
        add (16|M16)             r61.0<1>:d    r15.0<1;1,0>:d    648:w               {Compacted}
        add (16|M0)              r63.0<1>:d    r13.0<1;1,0>:d    664:w               {Compacted}
        add (16|M16)             r65.0<1>:d    r15.0<1;1,0>:d    664:w               {Compacted,$15.src}
        sync.nop                             null                             {Compacted,$0.src}
        mov (16|M0)              r67.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M16)             r75.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (16|M0)              r69.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$1.dst}
        sync.nop                             null                             {Compacted,$3.dst}
        mov (16|M0)              r71.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$2.src}
        sync.nop                             null                             {Compacted,$7.src}
        mov (16|M16)             r79.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$4.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M16)             r77.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$2.dst}
        sync.nop                             null                             {Compacted,$6.dst}
        mov (16|M0)              r83.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$5.src}
        mov (16|M16)             r81.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M0)              r85.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M0)              r73.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$11.dst}
        mov (16|M0)              r87.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$9.src}
        mov (16|M16)             r91.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M16)             r93.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$9.dst}
        sync.nop                             null                             {Compacted,$14.dst}
        mov (16|M0)              r105.0<1>:f   r51.0<1;1,0>:f                   {Compacted,$12.src}
        sync.nop                             null                             {Compacted,$2.src}
        mov (16|M16)             r95.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M0)              r89.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r103.0<1>:f   r47.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r97.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M0)              r99.0<1>:f    r39.0<1;1,0>:f                   {Compacted}
        mov (16|M0)              r101.0<1>:f   r43.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M16)             r17.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r23.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M16)             r21.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M16)             r19.0<1>:f    r45.0<1;1,0>:f                   {Compacted}
        sync.nop                             null                             {Compacted,I@6}
        send.slm (16|M0)         null     r55     r67:8   0x0            0x040E3504           {$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@5}
        send.slm (16|M16)        null     r57     r75:8   0x0            0x040E3504           {$8} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r59     r83:8   0x0            0x040E3504           {A@4,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r61     r91:8   0x0            0x040E3504           {A@3,$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r63     r99:8   0x0            0x040E3504           {A@2,$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r65     r17:8   0x0            0x040E3504           {A@1,$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (16|M16)             r27.0<1>:d    r116.0<1;1,0>:d   680:w               {Compacted}
        add (16|M16)             r31.0<1>:d    r116.0<1;1,0>:d   684:w               {Compacted}
        add (16|M0)              r25.0<1>:d    r114.0<1;1,0>:d   680:w               {Compacted}
        add (16|M0)              r29.0<1>:d    r114.0<1;1,0>:d   684:w               {Compacted}
        add (16|M16)             r51.0<1>:d    r116.0<1;1,0>:d   704:w               {Compacted}
        add (16|M0)              r33.0<1>:d    r114.0<1;1,0>:d   688:w               {Compacted}
        add (16|M16)             r35.0<1>:d    r116.0<1;1,0>:d   688:w               {Compacted}
        add (16|M16)             r47.0<1>:d    r116.0<1;1,0>:d   700:w               {Compacted}
        add (16|M0)              r37.0<1>:d    r114.0<1;1,0>:d   692:w               {Compacted}
        add (16|M16)             r39.0<1>:d    r116.0<1;1,0>:d   692:w               {Compacted}
        add (16|M16)             r43.0<1>:d    r116.0<1;1,0>:d   696:w               {Compacted}
        add (16|M0)              r41.0<1>:d    r114.0<1;1,0>:d   696:w               {Compacted}
        add (16|M0)              r53.0<1>:d    r114.0<1;1,0>:d   708:w               {Compacted}
        add (16|M0)              r49.0<1>:d    r114.0<1;1,0>:d   704:w               {Compacted}
        add (16|M16)             r55.0<1>:d    r116.0<1;1,0>:d   708:w               {Compacted,$7.src}
        add (16|M16)             r67.0<1>:d    r116.0<1;1,0>:d   720:w               {Compacted}
        add (16|M0)              r69.0<1>:d    r114.0<1;1,0>:d   724:w               {Compacted}
        add (16|M16)             r71.0<1>:d    r116.0<1;1,0>:d   724:w               {Compacted}
        add (16|M0)              r73.0<1>:d    r114.0<1;1,0>:d   728:w               {Compacted}
        add (16|M0)              r57.0<1>:d    r114.0<1;1,0>:d   712:w               {Compacted,$8.src}
        add (16|M16)             r75.0<1>:d    r116.0<1;1,0>:d   728:w               {Compacted}
        add (16|M0)              r77.0<1>:d    r114.0<1;1,0>:d   732:w               {Compacted}
        add (16|M16)             r59.0<1>:d    r116.0<1;1,0>:d   712:w               {Compacted,$9.src}
        add (16|M0)              r61.0<1>:d    r114.0<1;1,0>:d   716:w               {Compacted,$10.src}
        add (16|M16)             r63.0<1>:d    r116.0<1;1,0>:d   716:w               {Compacted,$11.src}
        add (16|M0)              r65.0<1>:d    r114.0<1;1,0>:d   720:w               {Compacted,$12.src}
        add (16|M0)              r45.0<1>:d    r114.0<1;1,0>:d   700:w               {Compacted}
        add (16|M16)             r79.0<1>:d    r116.0<1;1,0>:d   732:w               {Compacted}
        and (16|M16)             r27.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (16|M16)             r31.0<1>:d    r31.0<1;1,0>:d    16380:w              
        and (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    16380:w              
        and (16|M0)              r29.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (16|M16)             r51.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (16|M0)              r33.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (16|M16)             r35.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (16|M16)             r47.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (16|M0)              r37.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (16|M16)             r39.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (16|M16)             r43.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (16|M0)              r41.0<1>:d    r41.0<1;1,0>:d    16380:w              
        and (16|M0)              r53.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (16|M0)              r49.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (16|M16)             r55.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (16|M16)             r67.0<1>:d    r67.0<1;1,0>:d    16380:w              
        and (16|M0)              r69.0<1>:d    r69.0<1;1,0>:d    16380:w              
        and (16|M16)             r71.0<1>:d    r71.0<1;1,0>:d    16380:w              
        and (16|M0)              r73.0<1>:d    r73.0<1;1,0>:d    16380:w              
        and (16|M0)              r57.0<1>:d    r57.0<1;1,0>:d    16380:w              
        and (16|M16)             r75.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (16|M0)              r77.0<1>:d    r77.0<1;1,0>:d    16380:w              
        and (16|M16)             r59.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (16|M0)              r61.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (16|M16)             r63.0<1>:d    r63.0<1;1,0>:d    16380:w              
        and (16|M0)              r65.0<1>:d    r65.0<1;1,0>:d    16380:w              
        send.ugm (16|M16)        r83      r27     null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r87      r31     null:0  a0.0        0x24280500           {ExBSO,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r81      r25     null:0  a0.0        0x24280500           {ExBSO,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r85      r29     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r107     r51     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r89      r33     null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r91      r35     null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r103     r47     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r93      r37     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r95      r39     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r99      r43     null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r97      r41     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r109     r53     null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r105     r49     null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r111     r55     null:0  a0.0        0x24280500           {ExBSO,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r17      r67     null:0  a0.0        0x24280500           {ExBSO,A@7,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r19      r69     null:0  a0.0        0x24280500           {ExBSO,A@7,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r21      r71     null:0  a0.0        0x24280500           {ExBSO,A@7,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r23      r73     null:0  a0.0        0x24280500           {ExBSO,A@7,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r2       r57     null:0  a0.0        0x24280500           {ExBSO,A@7,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r4       r59     null:0  a0.0        0x24280500           {ExBSO,A@4,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r6       r61     null:0  a0.0        0x24280500           {ExBSO,A@3,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r9       r63     null:0  a0.0        0x24280500           {ExBSO,A@2,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r11      r65     null:0  a0.0        0x24280500           {ExBSO,A@1,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$13.src}
        send.ugm (16|M0)         r27      r77     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$15.src}
        send.ugm (16|M16)        r25      r75     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        and (16|M0)              r45.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (16|M16)             r79.0<1>:d    r79.0<1;1,0>:d    16380:w              
        send.ugm (16|M0)         r101     r45     null:0  a0.0        0x24280500           {ExBSO,A@2,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$0.src}
        send.ugm (16|M16)        r29      r79     null:0  a0.0        0x24280500           {ExBSO,A@1,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,$4.src}
        mov (16|M0)              r47.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$2.dst}
        mov (16|M0)              r51.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$1.src}
        sync.nop                             null                             {Compacted,$9.src}
        mov (16|M0)              r53.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,$10.src}
        mov (16|M0)              r49.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$0.dst}
        sync.nop                             null                             {Compacted,$11.src}
        mov (16|M16)             r55.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M16)             r67.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (16|M16)             r69.0<1>:f    r103.0<1;1,0>:f                  {Compacted,$4.dst}
        sync.nop                             null                             {Compacted,$14.src}
        mov (16|M0)              r71.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$10.dst}
        mov (16|M0)              r73.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$9.dst}
        mov (16|M16)             r57.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$14.dst}
        sync.nop                             null                             {Compacted,$1.src}
        mov (16|M16)             r59.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r61.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,$3.src}
        mov (16|M0)              r63.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$8.dst}
        sync.nop                             null                             {Compacted,$6.src}
        mov (16|M0)              r75.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (16|M0)              r77.0<1>:f    r6.0<1;1,0>:f                    {Compacted,$5.src}
        sync.nop                             null                             {Compacted,$8.src}
        mov (16|M16)             r79.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$1.dst}
        mov (16|M16)             r81.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$11.dst}
        mov (16|M0)              r89.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M0)              r93.0<1>:f    r27.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M16)             r85.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (16|M16)             r83.0<1>:f    r4.0<1;1,0>:f                    {Compacted,$1.dst}
        mov (16|M16)             r99.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$6.dst}
        add (16|M0)              r103.0<1>:d   r114.0<1;1,0>:d   736:w               {Compacted}
        add (16|M16)             r105.0<1>:d   r116.0<1;1,0>:d   736:w               {Compacted}
        add (16|M16)             r109.0<1>:d   r116.0<1;1,0>:d   740:w               {Compacted}
        mov (16|M0)              r87.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M0)              r91.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M16)             r95.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M16)             r97.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$14.dst}
        add (16|M16)             r2.0<1>:d     r116.0<1;1,0>:d   744:w               {Compacted}
        add (16|M16)             r6.0<1>:d     r116.0<1;1,0>:d   748:w               {Compacted}
        add (16|M0)              r107.0<1>:d   r114.0<1;1,0>:d   740:w               {Compacted,F@7}
        add (16|M0)              r111.0<1>:d   r114.0<1;1,0>:d   744:w               {Compacted,F@7}
        add (16|M16)             r19.0<1>:d    r116.0<1;1,0>:d   756:w               {Compacted,F@7}
        add (16|M16)             r27.0<1>:d    r116.0<1;1,0>:d   764:w               {Compacted,F@7}
        add (16|M0)              r9.0<1>:d     r114.0<1;1,0>:d   752:w               {Compacted,F@7}
        add (16|M0)              r4.0<1>:d     r114.0<1;1,0>:d   748:w               {Compacted,F@6}
        add (16|M0)              r25.0<1>:d    r114.0<1;1,0>:d   764:w               {Compacted,F@5}
        add (16|M16)             r11.0<1>:d    r116.0<1;1,0>:d   752:w               {Compacted,F@4}
        add (16|M16)             r23.0<1>:d    r116.0<1;1,0>:d   760:w               {Compacted,F@3}
        add (16|M0)              r17.0<1>:d    r114.0<1;1,0>:d   756:w               {Compacted,F@2}
        add (16|M0)              r21.0<1>:d    r114.0<1;1,0>:d   760:w               {Compacted,F@1}
        add (16|M0)              r31.0<1>:d    r13.0<1;1,0>:d    680:w               {Compacted}
        add (16|M16)             r33.0<1>:d    r15.0<1;1,0>:d    680:w               {Compacted}
        add (16|M0)              r35.0<1>:d    r13.0<1;1,0>:d    696:w               {Compacted}
        add (16|M16)             r37.0<1>:d    r15.0<1;1,0>:d    696:w               {Compacted}
        add (16|M0)              r39.0<1>:d    r13.0<1;1,0>:d    704:w               {Compacted}
        add (16|M0)              r43.0<1>:d    r13.0<1;1,0>:d    720:w               {Compacted}
        add (16|M16)             r41.0<1>:d    r15.0<1;1,0>:d    704:w               {Compacted}
        add (16|M16)             r45.0<1>:d    r15.0<1;1,0>:d    720:w               {Compacted,$7.src}
        mov (16|M0)              r65.0<1>:f    r101.0<1;1,0>:f                  {Compacted,$7.dst}
        and (16|M0)              r103.0<1>:d   r103.0<1;1,0>:d   16380:w              
        and (16|M16)             r105.0<1>:d   r105.0<1;1,0>:d   16380:w              
        and (16|M16)             r109.0<1>:d   r109.0<1;1,0>:d   16380:w              
        and (16|M16)             r2.0<1>:d     r2.0<1;1,0>:d     16380:w              
        and (16|M16)             r6.0<1>:d     r6.0<1;1,0>:d     16380:w              
        and (16|M0)              r107.0<1>:d   r107.0<1;1,0>:d   16380:w              
        and (16|M0)              r111.0<1>:d   r111.0<1;1,0>:d   16380:w              
        and (16|M16)             r19.0<1>:d    r19.0<1;1,0>:d    16380:w              
        and (16|M16)             r27.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (16|M0)              r9.0<1>:d     r9.0<1;1,0>:d     16380:w              
        and (16|M0)              r4.0<1>:d     r4.0<1;1,0>:d     16380:w              
        and (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    16380:w              
        and (16|M16)             r11.0<1>:d    r11.0<1;1,0>:d    16380:w              
        and (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (16|M0)              r17.0<1>:d    r17.0<1;1,0>:d    16380:w              
        and (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    16380:w              
        mov (16|M16)             r101.0<1>:f   r29.0<1;1,0>:f                   {Compacted,$8.dst}
        send.slm (16|M0)         null     r31     r47:8   0x0            0x040E3504           {$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.ugm (16|M0)         r29      r103    null:0  a0.0        0x24280500           {ExBSO,A@1,$11} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r33     r55:8   0x0            0x040E3504           {$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$10.src}
        send.ugm (16|M16)        r31      r105    null:0  a0.0        0x24280500           {ExBSO,$13} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r47      r11     null:0  a0.0        0x24280500           {ExBSO,A@4,$14} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r49      r17     null:0  a0.0        0x24280500           {ExBSO,A@2,$15} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r51      r19     null:0  a0.0        0x24280500           {ExBSO,$0} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        sync.nop                             null                             {Compacted,I@1}
        send.ugm (16|M0)         r53      r21     null:0  a0.0        0x24280500           {ExBSO,$1} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r35     r63:4   0x0            0x040E1504           {$2} // wr:2+4, rd:0; store.slm.d32x2.a32
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (16|M0)         r33      r107    null:0  a0.0        0x24280500           {ExBSO,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r55      r23     null:0  a0.0        0x24280500           {ExBSO,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r57      r25     null:0  a0.0        0x24280500           {ExBSO,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r59      r27     null:0  a0.0        0x24280500           {ExBSO,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r37     r67:4   0x0            0x040E1504           {$7} // wr:2+4, rd:0; store.slm.d32x2.a32
        sync.nop                             null                             {Compacted,$2.src}
        send.ugm (16|M16)        r35      r109    null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r39     r71:8   0x0            0x040E3504           {$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (16|M0)         r37      r111    null:0  a0.0        0x24280500           {ExBSO,$10} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r41     r79:8   0x0            0x040E3504           {$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$9.src}
        send.ugm (16|M16)        r39      r2      null:0  a0.0        0x24280500           {ExBSO,$2} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M0)         null     r43     r87:8   0x0            0x040E3504           {$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$12.src}
        send.ugm (16|M0)         r41      r4      null:0  a0.0        0x24280500           {ExBSO,$9} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.slm (16|M16)        null     r45     r95:8   0x0            0x040E3504           {$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,$7.src}
        send.ugm (16|M16)        r43      r6      null:0  a0.0        0x24280500           {ExBSO,$12} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r45      r9      null:0  a0.0        0x24280500           {ExBSO,$7} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        add (16|M0)              r61.0<1>:d    r13.0<1;1,0>:d    736:w               {Compacted}
        add (16|M16)             r63.0<1>:d    r15.0<1;1,0>:d    736:w               {Compacted}
        add (16|M0)              r65.0<1>:d    r13.0<1;1,0>:d    752:w               {Compacted}
        add (16|M16)             r67.0<1>:d    r15.0<1;1,0>:d    752:w               {Compacted}
        mov (16|M0)              r69.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (16|M16)             r77.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (16|M0)              r71.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$3.dst}
        mov (16|M16)             r79.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (16|M16)             r93.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (16|M0)              r87.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (16|M0)              r89.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r91.0<1>:f    r57.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (16|M0)              r73.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (16|M16)             r95.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (16|M16)             r97.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (16|M16)             r99.0<1>:f    r59.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (16|M16)             r81.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (16|M0)              r75.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (16|M16)             r83.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (16|M0)              r85.0<1>:f    r45.0<1;1,0>:f                   {Compacted,$7.dst}
        send.slm (16|M0)         null     r61     r69:8   0x0            0x040E3504           {A@3,$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M16)        null     r63     r77:8   0x0            0x040E3504           {A@2,$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (16|M0)         null     r65     r85:8   0x0            0x040E3504           {A@1,$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        sync.nop                             null                             {Compacted,I@1}
        send.slm (16|M16)        null     r67     r93:8   0x0            0x040E3504           {$14} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     send.slm (1|M0)          r101     r113    null:0  0x0            0x0210001F           {$15} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r102.2<1>:f   0.0:f                               {Compacted}
(W)     mov (2|M0)               r102.10<1>:ub  r113.11<0;1,0>:ub               {F@1}
(W)     mov (8|M0)               null<1>:ud    r101.0<1;1,0>:ud                 {$15.dst}
(W)     send.gtwy (1|M0)         null     r102    null:0  0x0            0x02000004           {A@2,$0} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                             
(~f0.0) goto (32|M0)                         L23784                  L23784                
L23432:
        mul (16|M0)              r2.0<1>:d     r118.0<1;1,0>:d   192:w               {Compacted}
        mul (16|M16)             r4.0<1>:d     r120.0<1;1,0>:d   192:w               {Compacted}
        or (16|M0)               r2.0<1>:d     r2.0<1;1,0>:d     7:w               {Compacted,I@2}
        or (16|M16)              r4.0<1>:d     r4.0<1;1,0>:d     7:w               {Compacted,I@2}
(W)     mul (8|M0)               acc0.0<1>:ud  r2.0<1;1,0>:ud    0xAAAB:uw              {I@2}
        mach (8|M0)              r6.0<1>:ud    r2.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r3.0<1;1,0>:ud    0xAAAB:uw             
        mach (8|M8)              r7.0<1>:ud    r3.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r4.0<1;1,0>:ud    0xAAAB:uw              {I@5}
        mach (8|M16)             r9.0<1>:ud    r4.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:ud  r5.0<1;1,0>:ud    0xAAAB:uw             
        shr (16|M0)              r11.0<1>:ud   r6.0<1;1,0>:ud    13:w               {I@4}
        mach (8|M24)             r10.0<1>:ud   r5.0<1;1,0>:ud    0xAAAAAAAB:ud              {AccWrEn}
(W)     mul (8|M0)               acc0.0<1>:d   r11.0<1;1,0>:d    0xD000:uw              {I@2}
        shr (16|M16)             r13.0<1>:ud   r9.0<1;1,0>:ud    13:w               {I@2}
        mach (8|M0)              r11.0<1>:d    r11.0<1;1,0>:d    1073729536:d              
(W)     mul (8|M8)               acc0.0<1>:d   r12.0<1;1,0>:d    0xD000:uw             
        mach (8|M8)              r12.0<1>:d    r12.0<1;1,0>:d    1073729536:d              
(W)     mul (8|M16)              acc0.0<1>:d   r13.0<1;1,0>:d    0xD000:uw              {I@4}
        mach (8|M16)             r13.0<1>:d    r13.0<1;1,0>:d    1073729536:d              
(W)     mul (8|M24)              acc0.0<1>:d   r14.0<1;1,0>:d    0xD000:uw             
        mach (8|M24)             r14.0<1>:d    r14.0<1;1,0>:d    1073729536:d              
        add (16|M0)              r11.0<1>:d    r11.0<1;1,0>:d    r2.0<1;1,0>:d    {Compacted,I@5}
        add (16|M16)             r13.0<1>:d    r13.0<1;1,0>:d    r4.0<1;1,0>:d    {Compacted,I@2}
        shl (16|M0)              r122.0<1>:d   r11.0<1;1,0>:d    2:w               {Compacted,I@2}
        shl (16|M16)             r124.0<1>:d   r13.0<1;1,0>:d    2:w               {Compacted,I@2}
L23784:
        join (32|M0)                         L23800                                
L23800:
        send.slm (16|M0)         r2       r122    null:0  0x0            0x04280500           {A@3,$1} // wr:2+0, rd:2; load.slm.d32.a32
        send.slm (16|M16)        r4       r124    null:0  0x0            0x04280500           {A@2,$2} // wr:2+0, rd:2; load.slm.d32.a32
(W)     mov (1|M0)               a0.0<1>:ud    r8.0<0;1,0>:d                    {A@1}
(W)     mov (8|M0)               r127.0<1>:f   r113.0<1;1,0>:f                  {Compacted}
        send.ugm (16|M0)         null     r114    r2:2    a0.0        0x240E0504           {ExBSO,$1} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r116    r4:2    a0.0        0x240E0504           {ExBSO,$2} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L23904:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x38A07992:ud                             
(W)     mov (16|M0)              null<1>:ud    0x87D05F97:ud                             
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
