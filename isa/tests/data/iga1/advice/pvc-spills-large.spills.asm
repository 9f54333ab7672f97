L0:
(W)     mov (16|M0)              r255.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r255.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r255.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r255.2<1>:ud  r255.2<0;1,0>:ud  0x60:uw              {I@2}
(W)     mad (1|M0)               r255.0<1>:ud  r255.2<0;0>:ud    r255.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r255    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r255.0<1>:ud  r255.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r255    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r255.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r255    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r255.0<1>:ud  r255.0<0;1,0>:ud  0x40:uw              {Compacted,$2.src}
        send.ugm (1|M0)          r5       r255    null:0  0xFF000000            0x6218C500           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r4.14<1>:ud   r0.5<0;1,0>:ud    0xFFFFFC00:ud              {$2.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
(W)     mov (16|M0)              r1.0<1>:uq    r5.0<1;1,0>:uq                   {Compacted,I@1}
        mov (16|M0)              r10.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,I@1}
        shl (16|M0)              r7.0<1>:q     r10.0<2;1,0>:ud   4:w               {Compacted,I@1}
        mov (16|M16)             r10.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r7.0<1;1,0>:uq                   {Compacted,I@2}
        shl (16|M16)             r254.0<1>:q   r10.0<2;1,0>:ud   4:w               {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3000           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@2}
        mov (16|M0)              r6.0<1>:d     r1.0<2;1,0>:d                    {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r254.0<2;1,0>:d                  {Compacted,I@2}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted,$1.dst}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@2}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3010           {A@3,$5} // wr:1h+0, rd:4; hword scratch block read x8
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3008           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x022C2000           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3008           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3010           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   112:w               {Compacted,$9.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     112:w               {Compacted,$8.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30AC           {A@3,$10} // wr:1h+0, rd:4; hword scratch block read x8
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30A4           {I@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$11.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$10} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30A4           {$10} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30AC           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   224:w               {Compacted,$13.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     224:w               {Compacted,$12.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30BC           {A@3,$14} // wr:1h+0, rd:4; hword scratch block read x8
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30B4           {I@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$15.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$14} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30B4           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$16} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30BC           {$17} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   336:w               {Compacted,$17.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     336:w               {Compacted,$16.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r246     r5      null:0  0x0            0x08803580           {A@1,$18} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$18.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$19} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   448:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     448:w               {Compacted,$19.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r238     r5      null:0  0x0            0x08803580           {A@1,$20} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$20.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$21} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   560:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     560:w               {Compacted,$21.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r230     r5      null:0  0x0            0x08803580           {A@1,$22} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$22.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$23} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   672:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     672:w               {Compacted,$23.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r222     r5      null:0  0x0            0x08803580           {A@1,$24} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$24.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$25} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   784:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     784:w               {Compacted,$25.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r214     r5      null:0  0x0            0x08803580           {A@1,$26} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$26.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$27} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   896:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     896:w               {Compacted,$27.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r206     r5      null:0  0x0            0x08803580           {A@1,$28} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$28.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$29} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1008:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1008:w               {Compacted,$29.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r198     r5      null:0  0x0            0x08803580           {A@1,$30} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$30.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$31} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1120:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1120:w               {Compacted,$31.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r190     r5      null:0  0x0            0x08803580           {A@1,$0} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1232:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1232:w               {Compacted,$1.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r182     r5      null:0  0x0            0x08803580           {A@1,$2} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1344:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1344:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r158     r5      null:0  0x0            0x08803580           {A@1,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1456:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1456:w               {Compacted,$5.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r150     r5      null:0  0x0            0x08803580           {A@1,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1568:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1568:w               {Compacted,$8.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r142     r5      null:0  0x0            0x08803580           {A@1,$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1680:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1680:w               {Compacted,$10.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r134     r5      null:0  0x0            0x08803580           {A@1,$11} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1792:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1792:w               {Compacted,$12.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r126     r5      null:0  0x0            0x08803580           {A@1,$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   1904:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1904:w               {Compacted,$14.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r118     r5      null:0  0x0            0x08803580           {A@1,$15} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$16} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   2016:w               {Compacted}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2016:w               {Compacted,$16.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r110     r5      null:0  0x0            0x08803580           {A@1,$17} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$17.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$19} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M16)             r8.0<1>:q     r254.0<1;1,0>:q   2128:w              
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2128:w               {$19.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r6.0<1;1,0>:d                    {I@1}
        mov (16|M0)              r11.1<2>:d    r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {I@1,$21} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M16)             r9.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        send.ugm (32|M0)         r102     r5      null:0  0x0            0x08803580           {A@1,$23} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   2240:w               {$23.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2240:w               {$21.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        mov (32|M0)              r6.0<1>:d     0:w                               {Compacted}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@2}
(W)     send.dc0 (16|M0)         null     r0      r6:2    0x0            0x020F2018           {I@2,$25} // wr:1h+2, rd:0; hword scratch block write x4
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     mov (16|M0)              r1.0<1>:uq    r6.0<1;1,0>:uq                   {Compacted}
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {I@2}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$27} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,$25.src}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r94      r5      null:0  0x0            0x08803580           {A@1,$29} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   2352:w               {$29.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2352:w               {$27.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$31} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$31.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r86      r5      null:0  0x0            0x08803580           {A@1,$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   2464:w               {$3.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2464:w               {$1.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$5} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$5.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r78      r5      null:0  0x0            0x08803580           {A@1,$10} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   2576:w               {$10.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2576:w               {$8.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$12} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$12.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r70      r5      null:0  0x0            0x08803580           {A@1,$16} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   2688:w               {$16.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2688:w               {$14.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$19} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$19.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$21} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r62      r5      null:0  0x0            0x08803580           {A@1,$25} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   2800:w               {$25.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2800:w               {$21.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$27} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$27.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$31} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r54      r5      null:0  0x0            0x08803580           {A@1,$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   2912:w               {$1.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2912:w               {$31.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$5} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$5.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r46      r5      null:0  0x0            0x08803580           {A@1,$12} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   3024:w               {$12.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3024:w               {$8.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$14.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$19} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r38      r5      null:0  0x0            0x08803580           {A@1,$21} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   3136:w               {$21.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3136:w               {$19.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$27} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$27.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$31} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r30      r5      null:0  0x0            0x08803580           {A@1,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r7.0<1>:q     r254.0<1;1,0>:q   3248:w               {$5.src}
        mov (16|M16)             r3.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r5.0<1>:q     r1.0<1;1,0>:q     3248:w               {$31.dst}
        mov (16|M0)              r2.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r6.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r9.0<2>:d     r6.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2018           {I@1,$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r1.0<2>:d     r7.0<1;1,0>:d                   
        mov (16|M16)             r1.1<2>:d     r6.0<1;1,0>:d                    {$8.dst}
        mov (16|M0)              r9.1<2>:d     r5.0<1;1,0>:d                   
        add (16|M16)             r7.0<1>:q     r1.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {I@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r22      r5      null:0  0x0            0x08803580           {I@1,$19} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   3360:w               {$19.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3360:w               {$14.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$27} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$27.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$31} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r14      r5      null:0  0x0            0x08803580           {A@1,$8} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r254.0<1;1,0>:q   3472:w               {$8.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3472:w               {$31.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$14.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M0)              r2.0<2>:ud    r170.0<1;1,0>:ud                 {Compacted,$7.dst}
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@3}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@3}
(W)     mov (16|M0)              r166.0<1>:uq  r5.0<1;1,0>:uq                   {Compacted,I@2}
(W)     mov (16|M0)              r168.0<1>:uq  r7.0<1;1,0>:uq                   {Compacted,I@2}
        send.ugm (32|M0)         r6       r166    null:0  0x0            0x08803580           {A@1,$27} // wr:4+0, rd:8; load.ugm.d32x4.a64
        shl (16|M0)              r166.0<1>:q   r2.0<2;1,0>:ud    2:w               {Compacted,$27.src}
        mov (16|M16)             r2.0<2>:ud    r171.0<1;1,0>:ud                 {Compacted}
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,I@2}
        shl (16|M16)             r168.0<1>:q   r2.0<2;1,0>:ud    2:w               {Compacted,I@2}
        mov (16|M0)              r2.0<1>:d     r170.0<2;1,0>:d                  {Compacted,I@2}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r172.0<2;1,0>:d                  {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     60:w               {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F202C           {I@1,$31} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C302C           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$31.src}
        mov (16|M0)              r1.0<2>:d     r166.0<1;1,0>:d                  {$7.dst}
        mov (16|M0)              r168.0<2>:d   r1.0<2;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2018           {I@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r168:2  0x0            0x020F2030           {$18} // wr:1h+2, rd:0; hword scratch block write x4
        mov (16|M0)              r170.1<2>:d   r1.0<1;1,0>:d                    {$14.dst}
        sync.nop                             null                             {Compacted,$18.src}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C302E           {$20} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r167.1<2>:d   r170.1<2;1,0>:d                  {$20.dst}
        mov (16|M16)             r172.0<2>:d   r166.0<1;1,0>:d                 
        mov (16|M16)             r172.1<2>:d   r2.0<1;1,0>:d                   
(W)     mov (16|M0)              r1.0<1>:uq    r167.0<1;1,0>:uq                 {Compacted,I@3}
(W)     send.dc0 (16|M0)         null     r0      r167:2  0x0            0x020F2030           {$22} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,I@2}
        add (16|M16)             r168.0<1>:q   r172.0<1;1,0>:q   r4.6<0;1,0>:q    {Compacted,$22.src}
        add (16|M0)              r166.0<1>:q   r1.0<1;1,0>:q     r4.6<0;1,0>:q    {Compacted,I@2}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted,I@2}
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F3034           {$24} // wr:1h+4, rd:0; hword scratch block write x8
        send.ugm (32|M0)         r2       r170    null:0  0x0            0x08200580           {I@1,$26} // wr:4+0, rd:2; load.ugm.d32.a64
        and (32|M0)   (eq)f0.0   r2.0<1>:d     r2.0<1;1,0>:d     7:w               {$26.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F203C           {I@1,$28} // wr:1h+2, rd:0; hword scratch block write x4
(f0.0)  goto (32|M0)                         L9128                  L9128                
L6640:
(W)     mov (1|M0)               r4.0<1>:d     0:w                               {Compacted}
L6648:
(W)     send.dc0 (16|M0)         r174     r0      null:0  0x0            0x024C3008           {$30} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C30A4           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     add (1|M0)               r4.0<1>:d     r4.0<0;1,0>:d     1:w               {Compacted,I@1}
        sync.allwr                           ($0,$30)                
        sync.nop                             null                             {Compacted,$24.src}
        mad (32|M0)              r166.0<1>:f   r230.0<1;0>:f     r174.0<1;0>:f     r170.0<1>:f      {Compacted,$22.dst}
        mad (32|M0)              r168.0<1>:f   r232.0<1;0>:f     r176.0<1;0>:f     r172.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r174     r0      null:0  0x0            0x024C3010           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C30AC           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F3040           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r178.0<1>:f   r236.0<1;0>:f     r176.0<1;0>:f     r172.0<1>:f      {Compacted,$2.dst}
(W)     mov (16|M0)              r172.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r178:2  0x0            0x020F20C4           {$9} // wr:1h+2, rd:0; hword scratch block write x4
        mad (32|M0)              r2.0<1>:f     r234.0<1;0>:f     r174.0<1;0>:f     r170.0<1>:f      {Compacted,$28.src}
        mov (32|M0)              r170.0<1>:ud  r172.0<1;1,0>:ud                 {Compacted,A@1}
(W)     send.dc0 (16|M0)         r174     r0      null:0  0x0            0x024C3008           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r174.0<1>:ud  r170.0<1;1,0>:ud                 {Compacted,$11.dst}
(W)     mov (16|M0)              r170.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2048           {$13} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (16|M0)              r172.0<1>:uq  r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mov (32|M0)              r2.0<1>:ud    r170.0<1;1,0>:ud                 {Compacted,$13.src}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3010           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r176.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,I@1}
        mov (32|M0)              r2.0<1>:ud    r172.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r174:4  0x0            0x020F3008           {I@2,$17} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r166.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,$15.dst}
        sync.nop                             null                             {Compacted,$17.src}
(W)     send.dc0 (16|M0)         r174     r0      null:0  0x0            0x024C30A4           {$23} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r178     r0      null:0  0x0            0x024C30AC           {$29} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x022C20C4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:ud    r170.0<1;1,0>:ud                 {Compacted,$3.dst}
        mov (32|M0)              r168.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F3010           {I@1,$31} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$31.src}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C30B4           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($7,$23)                
        mad (32|M0)              r170.0<1>:f   r222.0<1;0>:f     r174.0<1;0>:f     r166.0<1>:f      {Compacted,$24.dst}
        mad (32|M0)              r172.0<1>:f   r224.0<1;0>:f     r176.0<1;0>:f     r168.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r174     r0      null:0  0x0            0x024C30BC           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r170:4  0x0            0x020F304C           {$10} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.dst}
        mad (32|M0)              r166.0<1>:f   r226.0<1;0>:f     r178.0<1;0>:f     r174.0<1>:f      {Compacted,$29.dst}
(W)     mov (16|M0)              r174.0<1>:uq  r170.0<1;1,0>:uq                 {Compacted,F@1}
        mad (32|M0)              r168.0<1>:f   r228.0<1;0>:f     r180.0<1;0>:f     r176.0<1>:f      {Compacted}
        mov (32|M0)              r2.0<1>:ud    r174.0<1;1,0>:ud                 {Compacted,I@1}
(W)     mov (16|M0)              r176.0<1>:uq  r172.0<1;1,0>:uq                 {Compacted,F@1}
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C30A4           {I@1,$16} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r170.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,$16.dst}
        mov (32|M0)              r2.0<1>:ud    r176.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F3054           {$25} // wr:1h+4, rd:0; hword scratch block write x8
        mov (32|M0)              r172.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r170:4  0x0            0x020F30A4           {I@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,$1.src}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,$25.src}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C30AC           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:ud    r170.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r166.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,$12.dst}
        mov (32|M0)              r2.0<1>:ud    r172.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C30BC           {I@1,$21} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r168.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F30AC           {I@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C30B4           {$19} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($19,$26)                
        mad (32|M0)              r174.0<1>:f   r214.0<1;0>:f     r166.0<1;0>:f     r246.0<1>:f      {Compacted,$18.dst}
        mad (32|M0)              r166.0<1>:f   r218.0<1;0>:f     r170.0<1;0>:f     r250.0<1>:f      {Compacted,$21.dst}
(W)     mov (16|M0)              r170.0<1>:uq  r174.0<1;1,0>:uq                 {Compacted,A@1}
        mad (32|M0)              r176.0<1>:f   r216.0<1;0>:f     r168.0<1;0>:f     r248.0<1>:f      {Compacted}
        mov (32|M0)              r2.0<1>:ud    r170.0<1;1,0>:ud                 {Compacted,I@1}
        mad (32|M0)              r168.0<1>:f   r220.0<1;0>:f     r172.0<1;0>:f     r252.0<1>:f      {Compacted}
(W)     mov (16|M0)              r172.0<1>:uq  r176.0<1;1,0>:uq                 {Compacted,A@1}
(W)     send.dc0 (16|M0)         null     r0      r174:4  0x0            0x020F305C           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r174     r0      null:0  0x0            0x024C30B4           {I@1,$27} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r174.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,$27.dst}
        mov (32|M0)              r2.0<1>:ud    r172.0<1;1,0>:ud                 {Compacted}
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted}
        mov (32|M0)              r176.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,I@2}
        mov (32|M0)              r2.0<1>:ud    r170.0<1;1,0>:ud                 {Compacted,I@2}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F3064           {$18} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$18.src}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C30BC           {I@1,$20} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r166.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,$20.dst}
        mov (32|M0)              r2.0<1>:ud    r172.0<1;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$28.dst}
        mad (32|M0)              r170.0<1>:f   r206.0<1;0>:f     r246.0<1;0>:f     r238.0<1>:f      {Compacted,$20.dst}
        mov (32|M0)              r168.0<1>:ud  r2.0<1;1,0>:ud                   {Compacted,I@1}
        mad (32|M0)              r172.0<1>:f   r208.0<1;0>:f     r248.0<1;0>:f     r240.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F30BC           {I@1,$22} // wr:1h+4, rd:0; hword scratch block write x8
        mad (32|M0)              r166.0<1>:f   r210.0<1;0>:f     r250.0<1;0>:f     r242.0<1>:f      {Compacted,$22.src}
        mad (32|M0)              r168.0<1>:f   r212.0<1;0>:f     r252.0<1;0>:f     r244.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r174:4  0x0            0x020F30B4           {$31} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r170:4  0x0            0x020F306C           {A@3,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r174.0<1>:uq  r170.0<1;1,0>:uq                 {Compacted,$31.src}
(W)     mov (16|M0)              r176.0<1>:uq  r172.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,F@2}
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,$7.src}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F3074           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        mov (32|M0)              r250.0<1>:ud  r170.0<1;1,0>:ud                 {Compacted,I@2}
        mov (32|M0)              r252.0<1>:ud  r172.0<1;1,0>:ud                 {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r170.0<1>:f   r198.0<1;0>:f     r238.0<1;0>:f     r230.0<1>:f      {Compacted}
        mad (32|M0)              r172.0<1>:f   r200.0<1;0>:f     r240.0<1;0>:f     r232.0<1>:f      {Compacted,I@1}
        mad (32|M0)              r166.0<1>:f   r202.0<1;0>:f     r242.0<1;0>:f     r234.0<1>:f      {Compacted,$14.src}
        mad (32|M0)              r168.0<1>:f   r204.0<1;0>:f     r244.0<1;0>:f     r236.0<1>:f      {Compacted}
        mov (32|M0)              r246.0<1>:ud  r174.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r248.0<1>:ud  r176.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r170:4  0x0            0x020F307C           {A@3,$24} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r174.0<1>:uq  r170.0<1;1,0>:uq                 {Compacted}
(W)     mov (16|M0)              r176.0<1>:uq  r172.0<1;1,0>:uq                 {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r166:4  0x0            0x020F3084           {A@1,$26} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,$24.src}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted}
        sync.nop                             null                             {Compacted,$26.src}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3040           {A@1,$28} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r230.0<1>:f   r190.0<1;0>:f     r230.0<1;0>:f     r222.0<1>:f      {Compacted}
        mad (32|M0)              r232.0<1>:f   r192.0<1;0>:f     r232.0<1;0>:f     r224.0<1>:f      {Compacted}
        mad (32|M0)              r222.0<1>:f   r182.0<1;0>:f     r222.0<1;0>:f     r214.0<1>:f      {Compacted,$2.dst}
        mad (32|M0)              r224.0<1>:f   r184.0<1;0>:f     r224.0<1;0>:f     r216.0<1>:f      {Compacted}
        mad (32|M0)              r214.0<1>:f   r158.0<1;0>:f     r214.0<1;0>:f     r206.0<1>:f      {Compacted}
        mad (32|M0)              r216.0<1>:f   r160.0<1;0>:f     r216.0<1;0>:f     r208.0<1>:f      {Compacted}
        mad (32|M0)              r206.0<1>:f   r150.0<1;0>:f     r206.0<1;0>:f     r198.0<1>:f      {Compacted,$6.dst}
        mad (32|M0)              r208.0<1>:f   r152.0<1;0>:f     r208.0<1;0>:f     r200.0<1>:f      {Compacted}
        mad (32|M0)              r198.0<1>:f   r142.0<1;0>:f     r198.0<1;0>:f     r190.0<1>:f      {Compacted,$9.dst}
        mad (32|M0)              r200.0<1>:f   r144.0<1;0>:f     r200.0<1;0>:f     r192.0<1>:f      {Compacted}
        mad (32|M0)              r190.0<1>:f   r134.0<1;0>:f     r190.0<1;0>:f     r182.0<1>:f      {Compacted,$11.dst}
        mad (32|M0)              r192.0<1>:f   r136.0<1;0>:f     r192.0<1;0>:f     r184.0<1>:f      {Compacted}
        mad (32|M0)              r182.0<1>:f   r126.0<1;0>:f     r182.0<1;0>:f     r158.0<1>:f      {Compacted,$13.dst}
        mad (32|M0)              r184.0<1>:f   r128.0<1;0>:f     r184.0<1;0>:f     r160.0<1>:f      {Compacted}
        mad (32|M0)              r158.0<1>:f   r118.0<1;0>:f     r158.0<1;0>:f     r150.0<1>:f      {Compacted,$15.dst}
        mad (32|M0)              r160.0<1>:f   r120.0<1;0>:f     r160.0<1;0>:f     r152.0<1>:f      {Compacted}
        mad (32|M0)              r150.0<1>:f   r110.0<1;0>:f     r150.0<1;0>:f     r142.0<1>:f      {Compacted,$17.dst}
        mad (32|M0)              r152.0<1>:f   r112.0<1;0>:f     r152.0<1;0>:f     r144.0<1>:f      {Compacted}
        mad (32|M0)              r142.0<1>:f   r102.0<1;0>:f     r142.0<1;0>:f     r134.0<1>:f      {Compacted}
        mad (32|M0)              r144.0<1>:f   r104.0<1;0>:f     r144.0<1;0>:f     r136.0<1>:f      {Compacted}
        mad (32|M0)              r134.0<1>:f   r94.0<1;0>:f      r134.0<1;0>:f     r126.0<1>:f      {Compacted,$29.dst}
        mad (32|M0)              r136.0<1>:f   r96.0<1;0>:f      r136.0<1;0>:f     r128.0<1>:f      {Compacted}
        mad (32|M0)              r126.0<1>:f   r86.0<1;0>:f      r126.0<1;0>:f     r118.0<1>:f      {Compacted,$3.dst}
        mad (32|M0)              r128.0<1>:f   r88.0<1;0>:f      r128.0<1;0>:f     r120.0<1>:f      {Compacted}
        mad (32|M0)              r118.0<1>:f   r78.0<1;0>:f      r118.0<1;0>:f     r110.0<1>:f      {Compacted,$10.dst}
        mad (32|M0)              r120.0<1>:f   r80.0<1;0>:f      r120.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (32|M0)              r110.0<1>:f   r70.0<1;0>:f      r110.0<1;0>:f     r102.0<1>:f      {Compacted,$16.dst}
        mad (32|M0)              r112.0<1>:f   r72.0<1;0>:f      r112.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r102.0<1>:f   r62.0<1;0>:f      r102.0<1;0>:f     r94.0<1>:f       {Compacted,$25.dst}
        mad (32|M0)              r104.0<1>:f   r64.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r94.0<1>:f    r54.0<1;0>:f      r94.0<1;0>:f      r86.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r96.0<1>:f    r56.0<1;0>:f      r96.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (32|M0)              r86.0<1>:f    r46.0<1;0>:f      r86.0<1;0>:f      r78.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r88.0<1>:f    r48.0<1;0>:f      r88.0<1;0>:f      r80.0<1>:f       {Compacted}
        mad (32|M0)              r78.0<1>:f    r38.0<1;0>:f      r78.0<1;0>:f      r70.0<1>:f       {Compacted,$21.dst}
        mad (32|M0)              r80.0<1>:f    r40.0<1;0>:f      r80.0<1;0>:f      r72.0<1>:f       {Compacted}
        mad (32|M0)              r70.0<1>:f    r30.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r72.0<1>:f    r32.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
        mad (32|M0)              r62.0<1>:f    r22.0<1;0>:f      r62.0<1;0>:f      r54.0<1>:f       {Compacted}
        mad (32|M0)              r64.0<1>:f    r24.0<1;0>:f      r64.0<1;0>:f      r56.0<1>:f       {Compacted}
        mad (32|M0)              r54.0<1>:f    r14.0<1;0>:f      r54.0<1;0>:f      r46.0<1>:f       {Compacted,$8.dst}
        mad (32|M0)              r56.0<1>:f    r16.0<1;0>:f      r56.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (32|M0)              r46.0<1>:f    r6.0<1;0>:f       r46.0<1;0>:f      r38.0<1>:f       {Compacted,$27.dst}
        mad (32|M0)              r48.0<1>:f    r8.0<1;0>:f       r48.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r38.0<1>:f    r166.0<1;0>:f     r38.0<1;0>:f      r30.0<1>:f       {Compacted,$28.dst}
        mad (32|M0)              r40.0<1>:f    r168.0<1;0>:f     r40.0<1;0>:f      r32.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3048           {A@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r234.0<1>:f   r194.0<1;0>:f     r234.0<1;0>:f     r226.0<1>:f      {Compacted}
        mad (32|M0)              r226.0<1>:f   r186.0<1;0>:f     r226.0<1;0>:f     r218.0<1>:f      {Compacted}
        mad (32|M0)              r218.0<1>:f   r162.0<1;0>:f     r218.0<1;0>:f     r210.0<1>:f      {Compacted}
        mad (32|M0)              r210.0<1>:f   r154.0<1;0>:f     r210.0<1;0>:f     r202.0<1>:f      {Compacted}
        mad (32|M0)              r202.0<1>:f   r146.0<1;0>:f     r202.0<1;0>:f     r194.0<1>:f      {Compacted}
        mad (32|M0)              r194.0<1>:f   r138.0<1;0>:f     r194.0<1;0>:f     r186.0<1>:f      {Compacted}
        mad (32|M0)              r186.0<1>:f   r130.0<1;0>:f     r186.0<1;0>:f     r162.0<1>:f      {Compacted}
        mad (32|M0)              r162.0<1>:f   r122.0<1;0>:f     r162.0<1;0>:f     r154.0<1>:f      {Compacted}
        mad (32|M0)              r154.0<1>:f   r114.0<1;0>:f     r154.0<1;0>:f     r146.0<1>:f      {Compacted}
        mad (32|M0)              r146.0<1>:f   r106.0<1;0>:f     r146.0<1;0>:f     r138.0<1>:f      {Compacted}
        mad (32|M0)              r138.0<1>:f   r98.0<1;0>:f      r138.0<1;0>:f     r130.0<1>:f      {Compacted}
        mad (32|M0)              r130.0<1>:f   r90.0<1;0>:f      r130.0<1;0>:f     r122.0<1>:f      {Compacted}
        mad (32|M0)              r122.0<1>:f   r82.0<1;0>:f      r122.0<1;0>:f     r114.0<1>:f      {Compacted}
        mad (32|M0)              r114.0<1>:f   r74.0<1;0>:f      r114.0<1;0>:f     r106.0<1>:f      {Compacted}
        mad (32|M0)              r106.0<1>:f   r66.0<1;0>:f      r106.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r98.0<1>:f    r58.0<1;0>:f      r98.0<1;0>:f      r90.0<1>:f       {Compacted}
        mad (32|M0)              r90.0<1>:f    r50.0<1;0>:f      r90.0<1;0>:f      r82.0<1>:f       {Compacted}
        mad (32|M0)              r82.0<1>:f    r42.0<1;0>:f      r82.0<1;0>:f      r74.0<1>:f       {Compacted}
        mad (32|M0)              r74.0<1>:f    r34.0<1;0>:f      r74.0<1;0>:f      r66.0<1>:f       {Compacted}
        mad (32|M0)              r66.0<1>:f    r26.0<1;0>:f      r66.0<1;0>:f      r58.0<1>:f       {Compacted}
        mad (32|M0)              r58.0<1>:f    r18.0<1;0>:f      r58.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r50.0<1>:f    r10.0<1;0>:f      r50.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (32|M0)              r30.0<1>:f    r168.0<1;0>:f     r30.0<1;0>:f      r22.0<1>:f       {Compacted,$31.dst}
        mad (32|M0)              r42.0<1>:f    r166.0<1;0>:f     r42.0<1;0>:f      r34.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3050           {F@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C20C4           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r236.0<1>:f   r196.0<1;0>:f     r236.0<1;0>:f     r228.0<1>:f      {Compacted}
        mad (32|M0)              r228.0<1>:f   r188.0<1;0>:f     r228.0<1;0>:f     r220.0<1>:f      {Compacted}
        mad (32|M0)              r220.0<1>:f   r164.0<1;0>:f     r220.0<1;0>:f     r212.0<1>:f      {Compacted}
        mad (32|M0)              r212.0<1>:f   r156.0<1;0>:f     r212.0<1;0>:f     r204.0<1>:f      {Compacted}
        mad (32|M0)              r204.0<1>:f   r148.0<1;0>:f     r204.0<1;0>:f     r196.0<1>:f      {Compacted}
        mad (32|M0)              r196.0<1>:f   r140.0<1;0>:f     r196.0<1;0>:f     r188.0<1>:f      {Compacted}
        mad (32|M0)              r188.0<1>:f   r132.0<1;0>:f     r188.0<1;0>:f     r164.0<1>:f      {Compacted}
        mad (32|M0)              r164.0<1>:f   r124.0<1;0>:f     r164.0<1;0>:f     r156.0<1>:f      {Compacted}
        mad (32|M0)              r156.0<1>:f   r116.0<1;0>:f     r156.0<1;0>:f     r148.0<1>:f      {Compacted}
        mad (32|M0)              r148.0<1>:f   r108.0<1;0>:f     r148.0<1;0>:f     r140.0<1>:f      {Compacted}
        mad (32|M0)              r140.0<1>:f   r100.0<1;0>:f     r140.0<1;0>:f     r132.0<1>:f      {Compacted}
        mad (32|M0)              r132.0<1>:f   r92.0<1;0>:f      r132.0<1;0>:f     r124.0<1>:f      {Compacted}
        mad (32|M0)              r124.0<1>:f   r84.0<1;0>:f      r124.0<1;0>:f     r116.0<1>:f      {Compacted}
        mad (32|M0)              r116.0<1>:f   r76.0<1;0>:f      r116.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r108.0<1>:f   r68.0<1;0>:f      r108.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (32|M0)              r100.0<1>:f   r60.0<1;0>:f      r100.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (32|M0)              r92.0<1>:f    r52.0<1;0>:f      r92.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (32|M0)              r84.0<1>:f    r44.0<1;0>:f      r84.0<1;0>:f      r76.0<1>:f       {Compacted}
        mad (32|M0)              r32.0<1>:f    r166.0<1;0>:f     r32.0<1;0>:f      r24.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r34.0<1>:f    r168.0<1;0>:f     r34.0<1;0>:f      r26.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3058           {A@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r76.0<1>:f    r36.0<1;0>:f      r76.0<1;0>:f      r68.0<1>:f       {Compacted}
        mad (32|M0)              r68.0<1>:f    r28.0<1;0>:f      r68.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (32|M0)              r60.0<1>:f    r20.0<1;0>:f      r60.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r52.0<1>:f    r12.0<1;0>:f      r52.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (32|M0)              r44.0<1>:f    r1.0<1;0>:f       r44.0<1;0>:f      r36.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r242.0<1>:ud  r170.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r244.0<1>:ud  r172.0<1;1,0>:ud                 {Compacted}
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C3078           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2048           {F@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r238.0<1>:ud  r174.0<1;1,0>:ud                 {Compacted}
        mov (32|M0)              r240.0<1>:ud  r176.0<1;1,0>:ud                 {Compacted}
        mad (32|M0)              r36.0<1>:f    r166.0<1;0>:f     r36.0<1;0>:f      r28.0<1>:f       {Compacted,$31.dst}
        mad (32|M0)              r22.0<1>:f    r168.0<1;0>:f     r22.0<1;0>:f      r14.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3060           {A@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r24.0<1>:f    r166.0<1;0>:f     r24.0<1;0>:f      r16.0<1>:f       {Compacted,$31.dst}
        mad (32|M0)              r26.0<1>:f    r168.0<1;0>:f     r26.0<1;0>:f      r18.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3068           {A@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r28.0<1>:f    r166.0<1;0>:f     r28.0<1;0>:f      r20.0<1>:f       {Compacted,$31.dst}
        mad (32|M0)              r14.0<1>:f    r168.0<1;0>:f     r14.0<1;0>:f      r6.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3070           {A@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r20.0<1>:f    r170.0<1;0>:f     r20.0<1;0>:f      r12.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r16.0<1>:f    r166.0<1;0>:f     r16.0<1;0>:f      r8.0<1>:f        {Compacted,$31.dst}
        mad (32|M0)              r18.0<1>:f    r168.0<1;0>:f     r18.0<1;0>:f      r10.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C3040           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r6.0<1>:f     r172.0<1;0>:f     r6.0<1;0>:f       r166.0<1>:f      {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C3080           {F@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x022C2088           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$31.dst}
        mad (32|M0)              r10.0<1>:f    r172.0<1;0>:f     r10.0<1;0>:f      r1.0<1>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C20C4           {F@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r8.0<1>:f     r170.0<1;0>:f     r8.0<1;0>:f       r168.0<1>:f      {Compacted}
        sync.nop                             null                             {Compacted,$14.dst}
        mad (32|M0)              r12.0<1>:f    r166.0<1;0>:f     r12.0<1;0>:f      r1.0<1>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C203C           {F@1,$31} // wr:1h+0, rd:2; hword scratch block read x4
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r4.0<0;1,0>:ud    r1.0<1;1,0>:ud   {$31.dst}
(f1.0)  goto.b (32|M0)                       L9128                  L6648                
L9128:
        join (32|M0)                         L9144                                
L9144:
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C3008           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r174     r0      null:0  0x0            0x024C30A4           {A@4,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40000000:ud                             
        sync.nop                             null                             {Compacted,$24.src}
        add (32|M0)              r166.0<1>:f   r170.0<1;1,0>:f   0.0:f               {$7.dst}
        add (32|M0)              r168.0<1>:f   r172.0<1;1,0>:f   0.0:f              
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C3010           {A@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@4}
        sync.nop                             null                             {Compacted,$28.src}
        add (32|M0)              r2.0<1>:f     r170.0<1;1,0>:f   0.0:f               {$31.dst}
        add (32|M0)              acc0.0<1>:f   r172.0<1;1,0>:f   0.0:f              
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,F@2}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r166.0<1>:f   r170.0<1;0>:f     r174.0<1;0>:f     r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r168.0<1>:f   r172.0<1;0>:f     r176.0<1;0>:f     r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r170     r0      null:0  0x0            0x024C30AC           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r174.0<1>:uq  r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r174.0<1;0>:f     r170.0<1;0>:f     r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r172.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (16|M0)              r170.0<1>:uq  r166.0<1;1,0>:uq                 {Compacted,F@2}
(W)     mov (16|M0)              r172.0<1>:uq  r168.0<1;1,0>:uq                 {Compacted,F@1}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C30B4           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40400000:ud                             
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   r170.0<1;0>:f     r166.0<1;0>:f     r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              acc4.0<1>:f   r172.0<1;0>:f     r168.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r166     r0      null:0  0x0            0x024C30BC           {A@1,$31} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r170.0<1>:uq  r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc6.0<1>:f   r170.0<1;0>:f     r166.0<1;0>:f     r4.0<0>:f        {Compacted,$31.dst}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r168.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40800000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r246.0<1;0>:f     r4.0<0>:f        {Compacted,$18.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r248.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r250.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r252.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40A00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r238.0<1;0>:f     r4.0<0>:f        {Compacted,$20.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r240.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r242.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r244.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40C00000:ud                              {F@1}
(W)     mov (16|M0)              r240.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r230.0<1;0>:f     r4.0<0>:f        {Compacted,$22.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r232.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r234.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r236.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40E00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r222.0<1;0>:f     r4.0<0>:f        {Compacted,$24.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r224.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r226.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r228.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41000000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r214.0<1;0>:f     r4.0<0>:f        {Compacted,$26.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r216.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r218.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r220.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41100000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r206.0<1;0>:f     r4.0<0>:f        {Compacted,$28.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r208.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r210.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r212.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41200000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r198.0<1;0>:f     r4.0<0>:f        {Compacted,$30.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r200.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r202.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r204.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41300000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r190.0<1;0>:f     r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r192.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r194.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r196.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41400000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r182.0<1;0>:f     r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r184.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r186.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r188.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41500000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r158.0<1;0>:f     r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r160.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r162.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r164.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41600000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r150.0<1;0>:f     r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r152.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r154.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r156.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41700000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r142.0<1;0>:f     r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r144.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r146.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r148.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41800000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r134.0<1;0>:f     r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r136.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r138.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r140.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41880000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r126.0<1;0>:f     r4.0<0>:f        {Compacted,$13.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r128.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r130.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r132.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41900000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r118.0<1;0>:f     r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r120.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r122.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r124.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41980000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r110.0<1;0>:f     r4.0<0>:f        {Compacted,$17.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r112.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r114.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r116.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41A00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r102.0<1;0>:f     r4.0<0>:f        {Compacted,$23.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r104.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r106.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r108.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41A80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r94.0<1;0>:f      r4.0<0>:f        {Compacted,$29.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r96.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r98.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r100.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41B00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r86.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r88.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r90.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r92.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41B80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r78.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r80.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r82.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r84.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41C00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r70.0<1;0>:f      r4.0<0>:f        {Compacted,$16.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r72.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41C80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$25.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r64.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41D00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r54.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r56.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r58.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r60.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41D80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r46.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r48.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r50.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r52.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41E00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r38.0<1;0>:f      r4.0<0>:f        {Compacted,$21.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r40.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r42.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r44.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41E80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r30.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r32.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r34.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r36.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41F00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r22.0<1;0>:f      r4.0<0>:f        {Compacted,$19.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r24.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r26.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r28.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41F80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r14.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
        mad (32|M0)              acc4.0<1>:f   acc4.0<1;0>:f     r16.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc6.0<1>:f   acc6.0<1;0>:f     r18.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r20.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42000000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r20.0<1>:f    acc0.0<1;0>:f     r12.0<1;0>:f      r4.0<0>:f        {Compacted,$27.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r14.0<1>:f    acc2.0<1;0>:f     r6.0<1;0>:f       r4.0<0>:f        {Compacted}
        mad (32|M0)              r16.0<1>:f    acc4.0<1;0>:f     r8.0<1;0>:f       r4.0<0>:f        {Compacted}
        mad (32|M0)              r18.0<1>:f    acc6.0<1;0>:f     r10.0<1;0>:f      r4.0<0>:f        {Compacted}
        add (16|M16)             r7.0<1>:q     r254.0<1;1,0>:q   r4.4<0;1,0>:q    {Compacted,A@2}
        add (16|M0)              r5.0<1>:q     r1.0<1;1,0>:q     r4.4<0;1,0>:q    {Compacted,$7.dst}
        send.ugm (32|M0)         null     r5      r14:8   0x0            0x08003584           {A@1,$8} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (8|M0)         null     r240    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread
L11200:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
