L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x60:uw              {I@2}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
        send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw              {$0.src}
        send.ugm (1|M0)          r3       r127    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$1.src}
        send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218D500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x40:uw              {Compacted,$2.src}
        send.ugm (1|M0)          r5       r127    null:0  0xFF000000            0x6218C500           {I@1,$3} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     and (1|M0)               r4.14<1>:ud   r0.5<0;1,0>:ud    0xFFFFFC00:ud              {$2.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,A@1,$3.dst}
(W)     macl (1|M0)              r2.0<1>:d     r5.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted,$0.dst}
        add3 (32|M0)             r5.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
(W)     mov (16|M0)              r1.0<1>:uq    r5.0<1;1,0>:uq                   {Compacted,I@1}
        mov (16|M0)              r10.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,I@1}
        shl (16|M0)              r7.0<1>:q     r10.0<2;1,0>:ud   4:w               {Compacted,I@1}
        mov (16|M16)             r10.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        shl (16|M16)             r122.0<1>:q   r10.0<2;1,0>:ud   4:w               {Compacted,I@1}
(W)     mov (16|M0)              r1.0<1>:uq    r7.0<1;1,0>:uq                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3000           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r6.0<1>:d     r1.0<2;1,0>:d                    {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r122.0<2;1,0>:d                  {Compacted}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted,$1.dst}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@2}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3010           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3008           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3008           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3010           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   112:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     112:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3020           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3018           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3018           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3020           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   224:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     224:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3030           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3028           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3028           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3030           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   336:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     336:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3040           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3038           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3038           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3040           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   448:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     448:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3050           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3048           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3048           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3050           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   560:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     560:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3060           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3058           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3058           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3060           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   672:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     672:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3070           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3068           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3068           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3070           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   784:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     784:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3080           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3078           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3078           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3080           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   896:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     896:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3090           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3088           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3088           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3090           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1008:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1008:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30A0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3098           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3098           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30A0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1120:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1120:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30B0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30A8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30A8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30B0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1232:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1232:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30C0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30B8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30B8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30C0           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1344:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1344:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30D0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30C8           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30C8           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30D0           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1456:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1456:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30E0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30D8           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30D8           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30E0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1568:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1568:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C30F0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30E8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30E8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F30F0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1680:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1680:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3100           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C30F8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F30F8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3100           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1792:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1792:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3110           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3108           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3108           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3110           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1904:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1904:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3120           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3118           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3118           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3120           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2016:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2016:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3130           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3128           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3128           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3130           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2128:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2128:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3140           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3138           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3138           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2240:w               {$3.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2240:w              
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3140           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r2.0<1;1,0>:d     4080:w               {$4.src}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@2}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                    {I@3}
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3150           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3148           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3148           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3150           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2352:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2352:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3160           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3158           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3158           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3160           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2464:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2464:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3170           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3168           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3168           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3170           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2576:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2576:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3180           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3178           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3178           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3180           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2688:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2688:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3190           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3188           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3188           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3190           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2800:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2800:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C31A0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3198           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3198           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F31A0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2912:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2912:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C31B0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C31A8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F31A8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F31B0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3024:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3024:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C31C0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C31B8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F31B8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F31C0           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3136:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3136:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C31D0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C31C8           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F31C8           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F31D0           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3248:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3248:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C31E0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C31D8           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F31D8           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F31E0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3360:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3360:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C31F0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C31E8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F31E8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F31F0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3472:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3472:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3200           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C31F8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F31F8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3200           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3584:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3584:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3210           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3208           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3208           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3210           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3696:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3696:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3220           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3218           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3218           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3220           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3808:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3808:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3230           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3228           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3228           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3230           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3920:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3920:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3240           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3238           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3238           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3240           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   4032:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     4032:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3250           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3248           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3248           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3250           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   48:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     48:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3260           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3258           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3258           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3260           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   160:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     160:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3270           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3268           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3268           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3270           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   272:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     272:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3280           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3278           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3278           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     384:w               {Compacted,$3.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   384:w               {Compacted}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3280           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r2.0<1;1,0>:d     4080:w               {$4.src}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@2}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                    {I@3}
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3290           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3288           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3288           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3290           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   496:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     496:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C32A0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3298           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3298           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F32A0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   608:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     608:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C32B0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C32A8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F32A8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F32B0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   720:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     720:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C32C0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C32B8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F32B8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F32C0           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   832:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     832:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C32D0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C32C8           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F32C8           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F32D0           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   944:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     944:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C32E0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C32D8           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F32D8           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F32E0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1056:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1056:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C32F0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C32E8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F32E8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F32F0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1168:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1168:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3300           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C32F8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F32F8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3300           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1280:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1280:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3310           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3308           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3308           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3310           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1392:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1392:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3320           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3318           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3318           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3320           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1504:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1504:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3330           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3328           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3328           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3330           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1616:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1616:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3340           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3338           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3338           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3340           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1728:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1728:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3350           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3348           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3348           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3350           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1840:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1840:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3360           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3358           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3358           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3360           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   1952:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     1952:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3370           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3368           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3368           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3370           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2064:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2064:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3380           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3378           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3378           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3380           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2176:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2176:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3390           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3388           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3388           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3390           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2288:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2288:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C33A0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3398           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3398           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F33A0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2400:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2400:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C33B0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C33A8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F33A8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F33B0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2512:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2512:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C33C0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C33B8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F33B8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2624:w               {$3.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2624:w              
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F33C0           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r2.0<1;1,0>:d     4080:w               {$4.src}
        mov (32|M0)              r2.0<1>:d     0:w                               {Compacted}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@2}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                    {I@3}
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C33D0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C33C8           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F33C8           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F33D0           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2736:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2736:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C33E0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C33D8           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F33D8           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F33E0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2848:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2848:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C33F0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C33E8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F33E8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F33F0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   2960:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     2960:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3400           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C33F8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F33F8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3400           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3072:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3072:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3410           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3408           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3408           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3410           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3184:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3184:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3420           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3418           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3418           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3420           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3296:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3296:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3430           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3428           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3428           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3430           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3408:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3408:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3440           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3438           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3438           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3440           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3520:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3520:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3450           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3448           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3448           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3450           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3632:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3632:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3460           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3458           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3458           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3460           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3744:w               {$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3744:w               {$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3470           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3468           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3468           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3470           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3856:w               {$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3856:w               {$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3480           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3478           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3478           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3480           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   3968:w               {$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     3968:w               {$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3490           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3488           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3488           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3490           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   4080:w               {$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     4080:w               {$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C34A0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3498           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3498           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F34A0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   96:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     96:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C34B0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C34A8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F34A8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F34B0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   208:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     208:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C34C0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C34B8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F34B8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F34C0           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   320:w               {Compacted,$4.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     320:w               {Compacted,$3.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C34D0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C34C8           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$6.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F34C8           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F34D0           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   432:w               {Compacted,$8.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     432:w               {Compacted,$7.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C34E0           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C34D8           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F34D8           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F34E0           {$12} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   544:w               {Compacted,$12.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     544:w               {Compacted,$11.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C34F0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C34E8           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F34E8           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F34F0           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        add (16|M16)             r8.0<1>:q     r122.0<1;1,0>:q   656:w               {Compacted,$0.src}
        mov (16|M16)             r7.0<1>:d     r8.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r10.0<1>:q    r5.0<1;1,0>:q     656:w               {Compacted,$15.dst}
        mov (16|M0)              r6.0<1>:d     r10.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r10.0<1>:d    r6.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r10.0<1;1,0>:d                   {I@1}
        mov (16|M16)             r5.0<2>:d     r11.0<1;1,0>:d                  
        mov (16|M0)              r7.1<2>:d     r2.0<1;1,0>:d                   
        mov (16|M16)             r5.1<2>:d     r3.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3500           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C34F8           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F34F8           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     768:w               {Compacted,$3.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   768:w               {Compacted}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (32|M0)              r6.0<1>:d     0:w                               {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3500           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@2}
        mov (16|M0)              r10.0<2>:d    r2.0<1;1,0>:d                    {$4.src}
(W)     mov (16|M0)              r1.0<1>:uq    r6.0<1;1,0>:uq                   {Compacted,I@2}
        mov (16|M16)             r8.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r10.1<2>:d    r1.0<1;1,0>:d                    {I@2}
        mov (16|M16)             r8.1<2>:d     r2.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r10.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r8.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         null     r0      r6:2    0x0            0x020F2508           {$5} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C3514           {I@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C350C           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$7.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F350C           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     880:w               {Compacted,$8.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   880:w               {Compacted}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$9} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r5.0<2>:d     r3.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F3514           {$10} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C376C           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (16|M0)              r7.1<2>:d     r1.0<1;1,0>:d                    {$9.dst}
        mov (16|M16)             r5.1<2>:d     r2.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3764           {I@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$11} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3764           {$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     992:w               {Compacted,$13.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   992:w               {Compacted}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r5.0<2>:d     r3.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F376C           {$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C377C           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (16|M0)              r7.1<2>:d     r1.0<1;1,0>:d                    {$14.dst}
        mov (16|M16)             r5.1<2>:d     r2.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3774           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$0} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3774           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1104:w               {Compacted,$3.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1104:w               {Compacted}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r5.0<2>:d     r3.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F377C           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C378C           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (16|M0)              r7.1<2>:d     r1.0<1;1,0>:d                    {$1.dst}
        mov (16|M16)             r5.1<2>:d     r2.0<1;1,0>:d                   
        add (16|M0)              r13.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r15.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted,I@2}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3784           {I@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$7.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3784           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1216:w               {Compacted,$8.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1216:w               {Compacted}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F378C           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {$6.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$9} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$9.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$10} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r114     r5      null:0  0x0            0x08803580           {A@1,$12} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1328:w               {Compacted,$12.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1328:w               {Compacted,$10.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$13} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$13.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$11} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r106     r5      null:0  0x0            0x08803580           {A@1,$14} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1440:w               {Compacted,$14.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1440:w               {Compacted,$11.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$15} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$15.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$0} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r98      r5      null:0  0x0            0x08803580           {A@1,$2} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1552:w               {Compacted,$2.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1552:w               {Compacted,$0.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$3} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$3.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$4} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r90      r5      null:0  0x0            0x08803580           {A@1,$5} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1664:w               {Compacted,$5.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1664:w               {Compacted,$4.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$6} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$6.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r82      r5      null:0  0x0            0x08803580           {A@1,$8} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1776:w               {Compacted,$8.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1776:w               {Compacted,$7.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$9} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$9.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$10} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r46      r5      null:0  0x0            0x08803580           {A@1,$11} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   1888:w               {Compacted,$11.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     1888:w               {Compacted,$10.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$13} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$13.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r38      r5      null:0  0x0            0x08803580           {A@1,$0} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2000:w               {Compacted,$0.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2000:w               {Compacted,$15.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$1.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$3} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r30      r5      null:0  0x0            0x08803580           {A@1,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2112:w               {$4.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2112:w               {$3.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$6} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$6.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$7} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r22      r5      null:0  0x0            0x08803580           {A@1,$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2224:w               {$9.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2224:w               {$7.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$10} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$10.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$13} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r14      r5      null:0  0x0            0x08803580           {A@1,$15} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2336:w               {$15.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2336:w               {$13.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r5.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r7.1<2>:d     r1.0<1;1,0>:d                    {$1.dst}
        mov (16|M16)             r5.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$3} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r54.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r56.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r6       r54     null:0  0x0            0x08803580           {A@1,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r54.0<1>:q    r122.0<1;1,0>:q   2448:w               {$6.src}
        mov (16|M16)             r3.0<1>:d     r54.0<2;1,0>:d                   {Compacted,I@1}
        add (16|M0)              r56.0<1>:q    r1.0<1;1,0>:q     2448:w               {$3.dst}
        mov (16|M0)              r2.0<1>:d     r56.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r60.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {I@1,$7} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r58.0<2>:d    r3.0<1;1,0>:d                   
        mov (16|M0)              r60.1<2>:d    r1.0<1;1,0>:d                    {$7.dst}
        mov (16|M16)             r58.1<2>:d    r2.0<1;1,0>:d                   
        add (16|M0)              r54.0<1>:q    r60.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
        add (16|M16)             r56.0<1>:q    r58.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,I@2}
(W)     mov (16|M0)              r62.0<1>:uq   r54.0<1;1,0>:uq                  {Compacted,I@2}
(W)     mov (16|M0)              r64.0<1>:uq   r56.0<1;1,0>:uq                  {Compacted,I@2}
        send.ugm (32|M0)         r54      r62     null:0  0x0            0x08803580           {A@1,$10} // wr:4+0, rd:8; load.ugm.d32x4.a64
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2000           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M0)              r2.0<2>:ud    r62.0<1;1,0>:ud                  {Compacted,$13.dst}
        shl (16|M0)              r64.0<1>:q    r2.0<2;1,0>:ud    2:w               {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F251C           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        mov (16|M16)             r2.0<2>:ud    r63.0<1;1,0>:ud                  {Compacted}
        shl (16|M16)             r62.0<1>:q    r2.0<2;1,0>:ud    2:w               {Compacted,I@1}
(W)     mov (16|M0)              r1.0<1>:uq    r64.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r64.0<1>:d    r1.0<2;1,0>:d                    {Compacted,$1.src}
(W)     mov (16|M0)              r1.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mov (16|M16)             r65.0<1>:d    r1.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r64.0<1;1,0>:d    60:w               {Compacted,I@1}
(W)     mov (8|M0)               r1.0<1>:uq    r2.0<1;1,0>:uq                   {Compacted,I@1}
        mov (16|M0)              r62.0<2>:d    r1.0<1;1,0>:d                    {I@1}
(W)     mov (8|M0)               r1.0<1>:uq    r3.0<1;1,0>:uq                   {Compacted}
(W)     send.dc0 (16|M0)         r3       r0      null:0  0x0            0x021C1508           {I@1,$3} // wr:1h+0, rd:1; hword scratch block read x2
        mov (16|M16)             r66.0<2>:d    r1.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C251C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M0)              r64.0<2>:d    r62.0<2;1,0>:d                   {$7.dst}
        mov (16|M0)              r1.1<2>:d     r3.0<1;1,0>:d                    {$3.dst}
(W)     mov (16|M0)              r62.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,I@2}
        mov (16|M0)              r62.1<2>:d    r1.1<2;1,0>:d                    {I@2}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x021C150A           {I@1,$13} // wr:1h+0, rd:1; hword scratch block read x2
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F251C           {$12} // wr:1h+2, rd:0; hword scratch block write x4
        mov (16|M16)             r66.1<2>:d    r1.0<1;1,0>:d                    {$13.dst}
(W)     mov (16|M0)              r1.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        add (16|M16)             r64.0<1>:q    r66.0<1;1,0>:q    r4.6<0;1,0>:q    {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@2}
        add (16|M0)              r62.0<1>:q    r1.0<1;1,0>:q     r4.6<0;1,0>:q    {Compacted,$12.src}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,I@2}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,I@2}
        send.ugm (32|M0)         r2       r66     null:0  0x0            0x08200580           {I@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3520           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        and (32|M0)   (eq)f0.0   r2.0<1>:d     r2.0<1;1,0>:d     7:w               {$14.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2000           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
(f0.0)  goto (32|M0)                         L56552                  L56552                
L23840:
(W)     mov (1|M0)               r4.0<1>:d     0:w                               {Compacted}
L23848:
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3258           {$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3008           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3018           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3270           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     add (1|M0)               r4.0<1>:d     r4.0<0;1,0>:d     1:w               {Compacted,I@1}
        sync.allwr                           ($0,$11)                 {Compacted}
        sync.nop                             null                             {Compacted,$5.src}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r70.0<1;0>:f      r66.0<1>:f       {Compacted,$8.dst}
        mad (32|M0)              r62.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r68.0<1>:f       {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3260           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3010           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3020           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2508           {$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.allwr                           ($6,$15)                
        mad (32|M0)              r64.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r66.0<1>:f       {Compacted,$9.dst}
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$1.src}
        mad (32|M0)              acc0.0<1>:f   r76.0<1;0>:f      r72.0<1;0>:f      r68.0<1>:f       {Compacted}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@2}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3008           {F@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r70.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,I@1}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mov (32|M0)              r72.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (32|M0)              r2.0<1>:f     r68.0<1;1,0>:f                   {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F351C           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3010           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (32|M0)              r2.0<1>:f     acc0.0<1;1,0>:f                 
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3268           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r70:4   0x0            0x020F3008           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3010           {F@1,$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3018           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3028           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$5)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3020           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3030           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3524           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F352C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3018           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3278           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3028           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3280           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3528           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3018           {F@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2530           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3020           {F@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$11.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3020           {F@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3038           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($4,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3030           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3040           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3534           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($9,$15)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F353C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3028           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3288           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3038           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3290           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3538           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3028           {F@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2540           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3030           {F@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$10.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3030           {F@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3048           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3040           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3050           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3544           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$0.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F354C           {A@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$3.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3038           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3298           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3048           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C32A0           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3548           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3038           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2550           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3040           {F@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$5.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3040           {F@1,$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3058           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($9,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3050           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3060           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3554           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$15)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F355C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3048           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C32A8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3058           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C32B0           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3558           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3048           {F@1,$10} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2560           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3050           {F@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3050           {F@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3068           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$13)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3060           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3070           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3564           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F356C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3058           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C32B8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3068           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C32C0           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3568           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3058           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2570           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3060           {F@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3060           {F@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3078           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($14,$15)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3070           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3080           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3574           {$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F357C           {A@1,$13} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$13.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3068           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C32C8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3078           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C32D0           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3578           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3068           {F@1,$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2580           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3070           {F@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$9.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3070           {F@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3088           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$13)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3080           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3090           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3584           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F358C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3078           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C32D8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3088           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C32E0           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3588           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3078           {F@1,$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2590           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3080           {F@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$4.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3080           {F@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3098           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3090           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30A0           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3594           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F359C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3088           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C32E8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3098           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C32F0           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3598           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3088           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25A0           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3090           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$2.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3090           {F@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30A8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$13)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30A0           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30B0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F35A4           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F35AC           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3098           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C32F8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30A8           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3300           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C35A8           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3098           {F@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25B0           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30A0           {F@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$15.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F30A0           {F@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30B8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($7,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30B0           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30C0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F35B4           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($5,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F35BC           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30A8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3308           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30B8           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3310           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C35B8           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F30A8           {F@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25C0           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30B0           {F@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F30B0           {F@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30C8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($0,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30C0           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30D0           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F35C4           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F35CC           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30B8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3318           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30C8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3320           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C35C8           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F30B8           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25D0           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30C0           {F@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$15.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F30C0           {F@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30D8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30D0           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30E0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F35D4           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F35DC           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30C8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3328           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30D8           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3330           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C35D8           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F30C8           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25E0           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30D0           {F@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$11.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F30D0           {F@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30E8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($3,$5)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30E0           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30F0           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F35E4           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($7,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$0.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F35EC           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30D8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3338           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30E8           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3340           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C35E8           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F30D8           {F@1,$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25F0           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30E0           {F@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$9.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F30E0           {F@1,$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30F8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30F0           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3100           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F35F4           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$4)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F35FC           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30E8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3348           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C30F8           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3350           {$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C35F8           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F30E8           {F@1,$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2600           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30F0           {F@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F30F0           {F@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3108           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$5)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3100           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3110           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3604           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($10,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$0.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F360C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30F8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3358           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3108           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3360           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3608           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F30F8           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2610           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3100           {F@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$9.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3100           {F@1,$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3118           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3110           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3120           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3614           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F361C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3108           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3368           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3118           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3370           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3618           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3108           {F@1,$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2620           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3110           {F@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$8.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3110           {F@1,$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3128           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($4,$13)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3120           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3130           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3624           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F362C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3118           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3378           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3128           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3380           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3628           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3118           {F@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2630           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3120           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$2.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3120           {F@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3138           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($7,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3130           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3140           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3634           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($13,$15)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F363C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3128           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3388           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3138           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3390           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3638           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3128           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2640           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3130           {F@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3130           {F@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3148           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($4,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3140           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3150           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3644           {$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F364C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3138           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3398           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3148           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C33A0           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3648           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3138           {F@1,$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2650           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3140           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$2.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3140           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3158           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3150           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3160           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3654           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F365C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3148           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C33A8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3158           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C33B0           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3658           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3148           {F@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2660           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3150           {F@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$6.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3150           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3168           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($3,$15)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3160           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3170           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3664           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($7,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F366C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3158           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C33B8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3168           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C33C0           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3668           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3158           {F@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2670           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3160           {F@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$11.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3160           {F@1,$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3178           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3170           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3180           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3674           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$9)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F367C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3168           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C33C8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3178           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C33D0           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3678           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3168           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2680           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3170           {F@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3170           {F@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3188           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$15)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3180           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3190           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3684           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($10,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F368C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3178           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C33D8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3188           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C33E0           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3688           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3178           {F@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2690           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3180           {F@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$11.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3180           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3198           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3190           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31A0           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3694           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F369C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3188           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C33E8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3198           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C33F0           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3698           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3188           {F@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C26A0           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3190           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3190           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31A8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($9,$13)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C31A0           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31B0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F36A4           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$15.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F36AC           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3198           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C33F8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31A8           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3400           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36A8           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3198           {F@1,$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C26B0           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31A0           {F@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$8.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F31A0           {F@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31B8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($7,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C31B0           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31C0           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F36B4           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($2,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F36BC           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31A8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3408           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31B8           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3410           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36B8           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F31A8           {F@1,$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C26C0           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31B0           {F@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F31B0           {F@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31C8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($7,$9)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C31C0           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31D0           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F36C4           {$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$15.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F36CC           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31B8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3418           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31C8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3420           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36C8           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F31B8           {F@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C26D0           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31C0           {F@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$8.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F31C0           {F@1,$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31D8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C31D0           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31E0           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F36D4           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F36DC           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31C8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3428           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31D8           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3430           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36D8           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F31C8           {F@1,$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C26E0           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31D0           {F@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$5.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F31D0           {F@1,$6} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31E8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($2,$3)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C31E0           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31F0           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F36E4           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($7,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$9.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F36EC           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31D8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3438           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31E8           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3440           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36E8           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F31D8           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C26F0           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31E0           {F@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$6.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F31E0           {F@1,$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31F8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C31F0           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3200           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F36F4           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$11)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F36FC           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31E8           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3448           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C31F8           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3450           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36F8           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F31E8           {F@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2700           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31F0           {F@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F31F0           {F@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3208           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$2)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3200           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3210           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3704           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($10,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$9.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F370C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31F8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3458           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3208           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3460           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3708           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F31F8           {F@1,$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2710           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3200           {F@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$6.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3200           {F@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3218           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3210           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3220           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3714           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F371C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3208           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3468           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3218           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3470           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3718           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3208           {F@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2720           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3210           {F@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$4.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3210           {F@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3228           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($11,$13)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3220           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3230           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3724           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$2.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F372C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3218           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3478           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3228           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3480           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3728           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3218           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2730           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3220           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3220           {F@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3238           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($7,$14)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3230           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3240           {$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3734           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($8,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F373C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3228           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3488           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3238           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3490           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3738           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3228           {F@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2740           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3230           {F@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3230           {F@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3248           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($7,$11)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3240           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3250           {$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3744           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$2.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F374C           {A@1,$1} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$1.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3238           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3498           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3248           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C34A0           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3748           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3238           {F@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2750           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3240           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3240           {F@1,$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3258           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3250           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3260           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3754           {$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F375C           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3248           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3758           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3248           {F@1,$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2760           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3250           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2774           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24A8           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3250           {F@1,$15} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2258           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2268           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24AC           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C226C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2258           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C225C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24B0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2270           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F225C           {F@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2260           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($8,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24B4           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2274           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2260           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2264           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24B8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2278           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2264           {F@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2268           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24BC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C227C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2268           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C226C           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24C0           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2280           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F226C           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2270           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24C4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2284           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2270           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2274           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24C8           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2288           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2274           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2278           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$4)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24CC           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C228C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2278           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C227C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24D0           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2290           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F227C           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2280           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24D4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2294           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2280           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2284           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24D8           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2298           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2284           {F@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2288           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($9,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24DC           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C229C           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2288           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C228C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24E0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22A0           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F228C           {F@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2290           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24E4           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22A4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2290           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2294           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24E8           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22A8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2294           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2298           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24EC           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22AC           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2298           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C229C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$11)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24F0           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22B0           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F229C           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22A0           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24F4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22B4           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22A0           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22A4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24F8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22B8           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22A4           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22A8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C24FC           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22BC           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22A8           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22AC           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2500           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22C0           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22AC           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22B0           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2504           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22C4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22B0           {F@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22B4           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$9)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C250C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22C8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22B4           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22B8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2510           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22CC           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22B8           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22BC           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$1)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2514           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22D0           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22BC           {F@1,$11} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22C0           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2518           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22D4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22C0           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22C4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22C8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22D8           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22C4           {F@1,$11} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2764           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22DC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2768           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22C8           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22CC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22E0           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C276C           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22CC           {F@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22D0           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($14,$15)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22E4           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2770           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22D0           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22D4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($11,$13)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22E8           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2774           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22D4           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22D8           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22EC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2778           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22D8           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22DC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22F0           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C277C           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22DC           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22E0           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$1)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22F4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2780           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22E0           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22E4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22F8           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2784           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22E4           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22E8           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$13)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C22FC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2788           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22E8           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22EC           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2300           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C278C           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22EC           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22F0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$9)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2304           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2790           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22F0           {F@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C22F4           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$14)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22F8           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F22F4           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2308           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2508           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($11,$15)                
        mad (32|M0)              r2.0<1>:f     r114.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C230C           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22F8           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C22FC           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r116.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2310           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F22FC           {F@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2300           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.dst}
        mad (32|M0)              r2.0<1>:f     r118.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2314           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2300           {F@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2304           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r120.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2318           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2304           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2308           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r106.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C231C           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2308           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C230C           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r108.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2320           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F230C           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2310           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r2.0<1>:f     r110.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2324           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2310           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2314           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r112.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2328           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2314           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2318           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r98.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C232C           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2318           {I@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C231C           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$14.dst}
        mad (32|M0)              r2.0<1>:f     r100.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2330           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F231C           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2320           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (32|M0)              r2.0<1>:f     r102.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2334           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2320           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2324           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r2.0<1>:f     r104.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2338           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2324           {I@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2328           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$9)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r90.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C233C           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2328           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C232C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r2.0<1>:f     r92.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2340           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F232C           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2330           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r94.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2344           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2330           {I@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2334           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     r96.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2348           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2334           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2338           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r82.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C234C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2338           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C233C           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r2.0<1>:f     r84.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2350           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F233C           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2340           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r86.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2354           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2340           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2344           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r2.0<1>:f     r88.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2358           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2344           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2348           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($10,$15)                
        mad (32|M0)              r2.0<1>:f     r46.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C235C           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2348           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C234C           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (32|M0)              r2.0<1>:f     r48.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2360           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F234C           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2350           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r2.0<1>:f     r50.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2364           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2350           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2354           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$14.dst}
        mad (32|M0)              r2.0<1>:f     r52.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2368           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2354           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2358           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r38.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C236C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2358           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C235C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r40.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2370           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F235C           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2360           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r42.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2374           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2360           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2364           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$3.dst}
        mad (32|M0)              r2.0<1>:f     r44.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2378           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2364           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2368           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r30.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C237C           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2368           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C236C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$13.dst}
        mad (32|M0)              r2.0<1>:f     r32.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2380           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F236C           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2370           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r34.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2384           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2370           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2374           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (32|M0)              r2.0<1>:f     r36.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2388           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2374           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2378           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$1)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r22.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C238C           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2378           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C237C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r24.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2390           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F237C           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2380           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$4.dst}
        mad (32|M0)              r2.0<1>:f     r26.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2394           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2380           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2384           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r28.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2398           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2384           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2388           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r14.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C239C           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2388           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C238C           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.dst}
        mad (32|M0)              r2.0<1>:f     r16.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23A0           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F238C           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2390           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r18.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23A4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2390           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2394           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r20.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23A8           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2394           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2398           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$8)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r6.0<1;0>:f       r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23AC           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2398           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C239C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r8.0<1;0>:f       r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23B0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F239C           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23A0           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r10.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23B4           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23A0           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23A4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$13.dst}
        mad (32|M0)              r2.0<1>:f     r12.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23B8           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23A4           {I@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23A8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r54.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23BC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23A8           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23AC           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r56.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23C0           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23AC           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23B0           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.dst}
        mad (32|M0)              r2.0<1>:f     r58.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23C4           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23B0           {I@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23B4           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r60.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23C8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23B4           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23B8           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C251C           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23CC           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23B8           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23BC           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2520           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23D0           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23BC           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23C0           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23D4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23C0           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23C4           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2524           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     acc0.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23D8           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23C4           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23C8           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2528           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23DC           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23C8           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23CC           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($10,$11)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C252C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23E0           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23CC           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23D0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2530           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23E4           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23D0           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23D4           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2534           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23E8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23D4           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23D8           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$9)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2538           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23EC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23D8           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23DC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C253C           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23F0           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23DC           {I@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23E0           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2540           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23F4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23E0           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23E4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2544           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23F8           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23E4           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23E8           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2548           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C23FC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23E8           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23EC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C254C           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2400           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23EC           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23F0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2550           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2404           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23F0           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23F4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2554           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2408           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23F4           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23F8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2558           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C240C           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23F8           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C23FC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C255C           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2410           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F23FC           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2400           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2560           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2414           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2400           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2404           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($13,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2564           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2418           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2404           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2408           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$8)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2568           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C241C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2408           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C240C           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C256C           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2420           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F240C           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2410           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2570           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2424           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2410           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2414           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($11,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2574           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2428           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2414           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2418           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2578           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C242C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2418           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C241C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C257C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2430           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F241C           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2420           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2580           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2434           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2420           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2424           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2584           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2438           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2424           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2428           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2588           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C243C           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2428           {I@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C242C           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C258C           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2440           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F242C           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2430           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2590           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2444           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2430           {I@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2434           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$2)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2594           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2448           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2434           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2438           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2598           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C244C           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2438           {I@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C243C           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C259C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2450           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F243C           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2440           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25A0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2454           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2440           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2444           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$8)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25A4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2458           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2444           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2448           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$9)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25A8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C245C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2448           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C244C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25AC           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2460           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F244C           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2450           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$6)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25B0           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2464           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2450           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2454           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25B4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2468           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2454           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2458           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25B8           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C246C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2458           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C245C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25BC           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2470           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F245C           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2460           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25C0           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2474           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2460           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2464           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25C4           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2478           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2464           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2468           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($8,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25C8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C247C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2468           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C246C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25CC           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2480           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F246C           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2470           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25D0           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2484           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2470           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2474           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$1)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25D4           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2488           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2474           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2478           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25D8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C248C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2478           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C247C           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25DC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2490           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F247C           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2480           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25E0           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2494           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2480           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2484           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($10,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25E4           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2498           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2484           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2488           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25E8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C249C           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2488           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C248C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($8,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25EC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24A0           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F248C           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2490           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25F0           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24A4           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2490           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2494           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25F4           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24A8           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2494           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2498           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25F8           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24AC           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2498           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C249C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$6)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C25FC           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24B0           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F249C           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24A0           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2600           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24B4           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24A0           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24A4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2604           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24B8           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24A4           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24A8           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($10,$11)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2608           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24BC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24A8           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24AC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C260C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24C0           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24AC           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24B0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$8)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2610           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24C4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24B0           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24B4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2614           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24C8           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24B4           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24B8           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2618           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24CC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24B8           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24BC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C261C           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24D0           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24BC           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24C0           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2620           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24D4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24C0           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24C4           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2624           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24D8           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24C4           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24C8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2628           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24DC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24C8           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24CC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C262C           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24E0           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24CC           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24D0           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2630           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24E4           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24D0           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24D4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2634           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24E8           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24D4           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24D8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2638           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24EC           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24D8           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24DC           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$9)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C263C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24F0           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24DC           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24E0           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2640           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24F4           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24E0           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24E4           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2644           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24F8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24E4           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24E8           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2648           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C24FC           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24E8           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24EC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($13,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C264C           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2500           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24EC           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24F0           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2650           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2504           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24F0           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24F4           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($8,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2654           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C250C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24F4           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24F8           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2658           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2510           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24F8           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C24FC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$3)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C265C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2514           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F24FC           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2500           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2660           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2518           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2500           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2504           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2664           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C250C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2504           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2764           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2668           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2768           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F250C           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2510           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C266C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C276C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F2510           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2514           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2670           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2770           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F2514           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2518           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2764           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F2518           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3674           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($8,$11)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2778           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2764           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2768           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C367C           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C277C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2768           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C276C           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2780           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F276C           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2770           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$15.dst}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3684           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2784           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2770           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2774           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($3,$4)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2788           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2774           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2778           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.dst}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C368C           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C278C           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2778           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C277C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$13)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$6.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2790           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F277C           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2780           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r66.0<1;0>:f      r68.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3694           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2780           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2784           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r66.0<1;0>:f      r114.0<1>:f      {Compacted,$13.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2784           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2788           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r66.0<1;0>:f      r116.0<1>:f      {Compacted,$3.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C369C           {$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2788           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C278C           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r66.0<1;0>:f      r118.0<1>:f      {Compacted,$7.dst}
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F278C           {I@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2790           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r66.0<1;0>:f      r120.0<1>:f      {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36A4           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r66.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F2790           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2508           {$3} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3754           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r114.0<1>:f   r62.0<1;0>:f      r114.0<1;0>:f     r106.0<1>:f      {Compacted,$0.dst}
        mad (32|M0)              r116.0<1>:f   r64.0<1;0>:f      r116.0<1;0>:f     r108.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36AC           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r118.0<1>:f   r62.0<1;0>:f      r118.0<1;0>:f     r110.0<1>:f      {Compacted,$7.dst}
        mad (32|M0)              r120.0<1>:f   r64.0<1;0>:f      r120.0<1;0>:f     r112.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36B4           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r106.0<1>:f   r62.0<1;0>:f      r106.0<1;0>:f     r98.0<1>:f       {Compacted,$2.dst}
        mad (32|M0)              r108.0<1>:f   r64.0<1;0>:f      r108.0<1;0>:f     r100.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36BC           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r110.0<1>:f   r62.0<1;0>:f      r110.0<1;0>:f     r102.0<1>:f      {Compacted,$15.dst}
        mad (32|M0)              r112.0<1>:f   r64.0<1;0>:f      r112.0<1;0>:f     r104.0<1>:f      {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36C4           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r98.0<1>:f    r62.0<1;0>:f      r98.0<1;0>:f      r90.0<1>:f       {Compacted,$9.dst}
        mad (32|M0)              r100.0<1>:f   r64.0<1;0>:f      r100.0<1;0>:f     r92.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36CC           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r102.0<1>:f   r62.0<1;0>:f      r102.0<1;0>:f     r94.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r104.0<1>:f   r64.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36D4           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r90.0<1>:f    r62.0<1;0>:f      r90.0<1;0>:f      r82.0<1>:f       {Compacted,$10.dst}
        mad (32|M0)              r92.0<1>:f    r64.0<1;0>:f      r92.0<1;0>:f      r84.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36DC           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r94.0<1>:f    r62.0<1;0>:f      r94.0<1;0>:f      r86.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r96.0<1>:f    r64.0<1;0>:f      r96.0<1;0>:f      r88.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36E4           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r82.0<1>:f    r62.0<1;0>:f      r82.0<1;0>:f      r46.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r84.0<1>:f    r64.0<1;0>:f      r84.0<1;0>:f      r48.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36EC           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r86.0<1>:f    r62.0<1;0>:f      r86.0<1;0>:f      r50.0<1>:f       {Compacted,$8.dst}
        mad (32|M0)              r88.0<1>:f    r64.0<1;0>:f      r88.0<1;0>:f      r52.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36F4           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r46.0<1>:f    r62.0<1;0>:f      r46.0<1;0>:f      r38.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r48.0<1>:f    r64.0<1;0>:f      r48.0<1;0>:f      r40.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C36FC           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r50.0<1>:f    r62.0<1;0>:f      r50.0<1;0>:f      r42.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r52.0<1>:f    r64.0<1;0>:f      r52.0<1;0>:f      r44.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3704           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r38.0<1>:f    r62.0<1;0>:f      r38.0<1;0>:f      r30.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r40.0<1>:f    r64.0<1;0>:f      r40.0<1;0>:f      r32.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C370C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r42.0<1>:f    r62.0<1;0>:f      r42.0<1;0>:f      r34.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r44.0<1>:f    r64.0<1;0>:f      r44.0<1;0>:f      r36.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3714           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r30.0<1>:f    r62.0<1;0>:f      r30.0<1;0>:f      r22.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r32.0<1>:f    r64.0<1;0>:f      r32.0<1;0>:f      r24.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C371C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r34.0<1>:f    r62.0<1;0>:f      r34.0<1;0>:f      r26.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r36.0<1>:f    r64.0<1;0>:f      r36.0<1;0>:f      r28.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3724           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r22.0<1>:f    r62.0<1;0>:f      r22.0<1;0>:f      r14.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r24.0<1>:f    r64.0<1;0>:f      r24.0<1;0>:f      r16.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C372C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r26.0<1>:f    r62.0<1;0>:f      r26.0<1;0>:f      r18.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r28.0<1>:f    r64.0<1;0>:f      r28.0<1;0>:f      r20.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3734           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r14.0<1>:f    r62.0<1;0>:f      r14.0<1;0>:f      r6.0<1>:f        {Compacted,$1.dst}
        mad (32|M0)              r16.0<1>:f    r64.0<1;0>:f      r16.0<1;0>:f      r8.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C373C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r18.0<1>:f    r62.0<1;0>:f      r18.0<1;0>:f      r10.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r20.0<1>:f    r64.0<1;0>:f      r20.0<1;0>:f      r12.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3744           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r6.0<1>:f     r62.0<1;0>:f      r6.0<1;0>:f       r54.0<1>:f       {Compacted,$1.dst}
        mad (32|M0)              r8.0<1>:f     r64.0<1;0>:f      r8.0<1;0>:f       r56.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C374C           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$13.dst}
        mad (32|M0)              r54.0<1>:f    r66.0<1;0>:f      r54.0<1;0>:f      r1.0<1>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {F@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r10.0<1>:f    r62.0<1;0>:f      r10.0<1;0>:f      r58.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r12.0<1>:f    r64.0<1;0>:f      r12.0<1;0>:f      r60.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C351C           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r4.0<0;1,0>:ud    r1.0<1;1,0>:ud   {$1.dst}
        mad (32|M0)              r56.0<1>:f    r68.0<1;0>:f      r56.0<1;0>:f      r62.0<1>:f       {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C375C           {F@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r58.0<1>:f    r66.0<1;0>:f      r58.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mad (32|M0)              r60.0<1>:f    r68.0<1;0>:f      acc0.0<1;0>:f     r60.0<1>:f      
(f1.0)  goto.b (32|M0)                       L56552                  L23848                
L56552:
        join (32|M0)                         L56568                                
L56568:
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3008           {F@2,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40000000:ud                             
        add (32|M0)              r68.0<1>:f    r62.0<1;1,0>:f    0.0:f               {$13.dst}
        sync.nop                             null                             {Compacted,I@4}
        add (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f    0.0:f               {$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3010           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r68.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2508           {$3} // wr:1h+2, rd:0; hword scratch block write x4
        add (32|M0)              r66.0<1>:f    r62.0<1;1,0>:f    0.0:f               {$1.dst}
        add (32|M0)              acc0.0<1>:f   r64.0<1;1,0>:f    0.0:f              
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3018           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F251C           {$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r70.0<1>:f    r72.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3020           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2000           {$7} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (16|M0)              r1.0<1>:uq    r66.0<1;1,0>:uq                  {Compacted,$7.src}
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$13.src}
        mad (32|M0)              r66.0<1>:f    r1.0<1;0>:f       r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r68.0<1>:f    acc0.0<1;0>:f     r64.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3028           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r1.0<1>:uq    r70.0<1;1,0>:uq                  {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40400000:ud                             
        mad (32|M0)              r70.0<1>:f    r1.0<1;0>:f       r62.0<1;0>:f      r4.0<0>:f        {Compacted,A@1,$5.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {F@1,$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r70:2   0x0            0x020F2014           {$14} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,$14.src}
        mad (32|M0)              r70.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
(W)     mov (16|M0)              r64.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3030           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r70:2   0x0            0x020F2008           {$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x022C2014           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              acc0.0<1>:f   r62.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r2.0<1>:f     r64.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3038           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40800000:ud                             
        sync.nop                             null                             {Compacted,I@1}
        sync.nop                             null                             {Compacted,$9.dst}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x022C2008           {F@1,$4} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3040           {F@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3048           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40A00000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3050           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3058           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$3} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40C00000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$3.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3060           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3068           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$2} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x40E00000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$2.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3078           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3070           {F@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x41000000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3080           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3088           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41100000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3090           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3098           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$4} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41200000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$4.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30A0           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30A8           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$2} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x41300000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$2.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30B8           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30B0           {F@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x41400000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30C0           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30C8           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41500000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30D0           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30D8           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41600000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$10.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30E0           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30E8           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$1} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x41700000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$1.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C30F8           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C30F0           {F@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x41800000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3100           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3108           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41880000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3110           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3118           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41900000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$11} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3120           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3128           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$7} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x41980000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3138           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3130           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x41A00000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3140           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3148           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41A80000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3150           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3158           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$14} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41B00000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$14.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3160           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3168           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$3} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x41B80000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$3.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3178           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3170           {F@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x41C00000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3180           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3188           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41C80000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3190           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3198           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41D00000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$12.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31A0           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31A8           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$13} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x41D80000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$13.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31B8           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31B0           {F@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x41E00000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31C0           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31C8           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41E80000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31D0           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31D8           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41F00000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$12.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31E0           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31E8           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$7} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x41F80000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C31F8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C31F0           {F@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42000000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3200           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3208           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42040000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3210           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3218           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$5} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42080000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$5.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3220           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3228           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$1} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x420C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$1.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3238           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3230           {F@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42100000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3240           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3248           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42140000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3250           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3258           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$5} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42180000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$5.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3260           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3268           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$13} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x421C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$13.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3278           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3270           {F@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42200000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3280           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3288           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42240000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3290           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3298           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42280000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C32A0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C32A8           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$3} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x422C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$3.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C32B8           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C32B0           {F@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42300000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C32C0           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C32C8           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42340000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C32D0           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C32D8           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$15} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42380000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$15.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C32E0           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C32E8           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$1} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x423C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$1.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$11} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C32F8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C32F0           {F@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42400000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3300           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3308           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42440000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3310           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3318           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$0} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42480000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3320           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3328           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$7} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x424C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3338           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3330           {F@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42500000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3340           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3348           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42540000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3350           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3358           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$0} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42580000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$0.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3360           {$6} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3368           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$3} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x425C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$3.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3378           {$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3370           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42600000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3380           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3388           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42640000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3390           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3398           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42680000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$10.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C33A0           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C33A8           {A@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$13} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x426C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$13.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C33B8           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C33B0           {F@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42700000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C33C0           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C33C8           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42740000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C33D0           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C33D8           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$10} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42780000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$10.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$11} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C33E0           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C33E8           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$7} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x427C0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$7.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C33F8           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C33F0           {F@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42800000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3400           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3408           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42820000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3410           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3418           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$2} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42840000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$2.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3420           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3428           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$1} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x42860000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$1.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3438           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3430           {F@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42880000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3440           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3448           {A@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x428A0000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3450           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3458           {A@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$2} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x428C0000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$2.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$0} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3460           {$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3468           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$13} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x428E0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$13.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3478           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3470           {F@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42900000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3480           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3488           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42920000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3490           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3498           {A@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$11} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42940000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C34A0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C34A8           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$3} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x42960000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$3.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C34B8           {$0} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C34B0           {F@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$4} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42980000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C34C0           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C34C8           {A@1,$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x429A0000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C34D0           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C34D8           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$11} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (1|M0)               r4.0<1>:ud    0x429C0000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$11.src}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2000           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2010           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C34E0           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r66.0<1>:f    r68.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C34E8           {A@1,$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:2   0x0            0x020F200C           {$1} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r4.0<1>:ud    0x429E0000:ud                             
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted,$1.src}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2010           {F@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C34F8           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r74.0<1>:f    r1.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C34F0           {F@1,$11} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C300C           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42A00000:ud                              {F@1}
(W)     mov (16|M0)              r70.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3500           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              r2.0<1>:f     r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C350C           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x42A20000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r74.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3514           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
(W)     send.dc0 (16|M0)         r68      r0      null:0  0x0            0x022C2764           {F@1,$2} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r66.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42A40000:ud                              {F@1}
(W)     mov (16|M0)              r66.0<1>:uq   r74.0<1;1,0>:uq                  {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F300C           {$8} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,F@1}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3768           {A@1,$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2008           {$14} // wr:1h+2, rd:0; hword scratch block write x4
        mad (32|M0)              r70.0<1>:f    r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              r74.0<1>:f    acc0.0<1;0>:f     r64.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3770           {A@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r66.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r70.0<1;1,0>:uq                  {Compacted,$14.src}
(W)     send.dc0 (16|M0)         null     r0      r70:2   0x0            0x020F2000           {$3} // wr:1h+2, rd:0; hword scratch block write x4
        mad (32|M0)              acc2.0<1>:f   r68.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42A60000:ud                              {F@1}
        mad (32|M0)              acc0.0<1>:f   r66.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted,A@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3778           {F@1,$7} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r68.0<1>:f    r1.0<1;0>:f       r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3780           {A@1,$13} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r66.0<1>:f    acc2.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42A80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r70.0<1>:f    acc0.0<1;0>:f     r64.0<1;0>:f      r4.0<0>:f        {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3788           {F@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r68.0<1>:f    r68.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2790           {F@1,$7} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              acc0.0<1>:f   r2.0<1;0>:f       r64.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   r66.0<1;0>:f      r62.0<1;0>:f      r4.0<0>:f        {Compacted,$7.dst}
(W)     mov (1|M0)               r4.0<1>:ud    0x42AA0000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r114.0<1;0>:f     r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r62.0<1>:f    r68.0<1;0>:f      r116.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r118.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r120.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42AC0000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r64.0<1>:f    r64.0<1;0>:f      r106.0<1;0>:f     r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r62.0<1>:f    r62.0<1;0>:f      r108.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     acc0.0<1;0>:f     r110.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r66.0<1>:f    acc2.0<1;0>:f     r112.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42AE0000:ud                              {F@1}
(W)     mov (16|M0)              r112.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc0.0<1>:f   r64.0<1;0>:f      r98.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              acc2.0<1>:f   r62.0<1;0>:f      r100.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r102.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r68.0<1>:f    r66.0<1;0>:f      r104.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42B00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r90.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r92.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    r2.0<1;0>:f       r94.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r68.0<1;0>:f      r96.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42B20000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r82.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r84.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    r62.0<1;0>:f      r86.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r88.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42B40000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r46.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r48.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    r62.0<1;0>:f      r50.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r52.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42B60000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r38.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r40.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r46.0<1>:f    r62.0<1;0>:f      r42.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r44.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42B80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r30.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r32.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r38.0<1>:f    r46.0<1;0>:f      r34.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r36.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42BA0000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r22.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r24.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r30.0<1>:f    r38.0<1;0>:f      r26.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r28.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42BC0000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r14.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r16.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r22.0<1>:f    r30.0<1;0>:f      r18.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r20.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42BE0000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r14.0<1>:f    acc0.0<1;0>:f     r6.0<1;0>:f       r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              r18.0<1>:f    acc2.0<1;0>:f     r8.0<1;0>:f       r4.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   r22.0<1;0>:f      r10.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   r2.0<1;0>:f       r12.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42C00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r12.0<1>:f    acc0.0<1;0>:f     r60.0<1;0>:f      r4.0<0>:f        {Compacted,$10.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$13} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r6.0<1>:f     r14.0<1;0>:f      r54.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r10.0<1>:f    acc2.0<1;0>:f     r58.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r8.0<1>:f     r18.0<1;0>:f      r56.0<1;0>:f      r4.0<0>:f        {Compacted}
        add (16|M16)             r16.0<1>:q    r122.0<1;1,0>:q   r4.4<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,F@3}
        add (16|M0)              r14.0<1>:q    r1.0<1;1,0>:q     r4.4<0;1,0>:q    {Compacted,$13.dst}
        send.ugm (32|M0)         null     r14     r6:8    0x0            0x08003584           {A@1,$14} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (8|M0)         null     r112    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread
L68896:
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
