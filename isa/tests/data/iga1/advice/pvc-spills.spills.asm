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
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C326C           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3264           {I@1,$10} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$10.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3264           {$9} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F326C           {$12} // wr:1h+4, rd:0; hword scratch block write x8
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
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C327C           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3274           {I@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3274           {$13} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x022C2004           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F327C           {$0} // wr:1h+4, rd:0; hword scratch block write x8
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
(W)     send.dc0 (16|M0)         r9       r0      null:0  0x0            0x024C328C           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r5       r0      null:0  0x0            0x024C3284           {I@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$2.dst}
        send.ugm (32|M0)         r5       r13     null:0  0x0            0x08803580           {$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r5:4    0x0            0x020F3284           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$1.src}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2240:w               {$3.dst}
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2240:w              
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@2}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (32|M0)              r6.0<1>:d     0:w                               {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r9:4    0x0            0x020F328C           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,I@2}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {$4.src}
(W)     mov (16|M0)              r1.0<1>:uq    r6.0<1;1,0>:uq                   {Compacted,I@2}
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {I@2}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r6:2    0x0            0x020F2118           {$6} // wr:1h+2, rd:0; hword scratch block write x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted,$6.src}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r114     r5      null:0  0x0            0x08803580           {A@1,$7} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2352:w               {$7.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2352:w               {$5.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$8.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r106     r5      null:0  0x0            0x08803580           {A@1,$10} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2464:w               {$10.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2464:w               {$9.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$11.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$12} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r98      r5      null:0  0x0            0x08803580           {A@1,$13} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2576:w               {$13.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2576:w               {$12.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$14.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$15} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r90      r5      null:0  0x0            0x08803580           {A@1,$0} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2688:w               {$0.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2688:w               {$15.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$1.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$2} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r82      r5      null:0  0x0            0x08803580           {A@1,$3} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2800:w               {$3.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2800:w               {$2.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$4} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$4.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r46      r5      null:0  0x0            0x08803580           {A@1,$6} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   2912:w               {$6.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     2912:w               {$5.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$8} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$8.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$9} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r38      r5      null:0  0x0            0x08803580           {A@1,$11} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   3024:w               {$11.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3024:w               {$9.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$12} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$12.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r30      r5      null:0  0x0            0x08803580           {A@1,$15} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   3136:w               {$15.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3136:w               {$14.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$1} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$1.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$2} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r22      r5      null:0  0x0            0x08803580           {A@1,$4} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   3248:w               {$4.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3248:w               {$2.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r11.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$5} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r9.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r11.1<2>:d    r1.0<1;1,0>:d                    {$5.dst}
        mov (16|M16)             r9.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$8} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r5.0<1>:q     r11.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r7.0<1>:q     r9.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r14      r5      null:0  0x0            0x08803580           {A@1,$9} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r5.0<1>:q     r122.0<1;1,0>:q   3360:w               {$9.src}
        mov (16|M16)             r3.0<1>:d     r5.0<2;1,0>:d                    {Compacted,I@1}
        add (16|M0)              r7.0<1>:q     r1.0<1;1,0>:q     3360:w               {$8.dst}
        mov (16|M0)              r2.0<1>:d     r7.0<2;1,0>:d                    {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r7.0<2>:d     r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$12} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r5.0<2>:d     r3.0<1;1,0>:d                   
        mov (16|M0)              r7.1<2>:d     r1.0<1;1,0>:d                    {$12.dst}
        mov (16|M16)             r5.1<2>:d     r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {A@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r54.0<1>:q    r7.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r56.0<1>:q    r5.0<1;1,0>:q     r4.5<0;1,0>:q    {Compacted}
        send.ugm (32|M0)         r6       r54     null:0  0x0            0x08803580           {A@1,$1} // wr:4+0, rd:8; load.ugm.d32x4.a64
        add (16|M16)             r54.0<1>:q    r122.0<1;1,0>:q   3472:w               {$1.src}
        mov (16|M16)             r3.0<1>:d     r54.0<2;1,0>:d                   {Compacted,I@1}
        add (16|M0)              r56.0<1>:q    r1.0<1;1,0>:q     3472:w               {$14.dst}
        mov (16|M0)              r2.0<1>:d     r56.0<2;1,0>:d                   {Compacted,I@1}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     4080:w               {I@1}
        mov (16|M0)              r60.0<2>:d    r2.0<1;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {I@1,$2} // wr:1h+0, rd:2; hword scratch block read x4
        mov (16|M16)             r58.0<2>:d    r3.0<1;1,0>:d                   
        mov (16|M0)              r60.1<2>:d    r1.0<1;1,0>:d                    {$2.dst}
        mov (16|M16)             r58.1<2>:d    r2.0<1;1,0>:d                   
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2000           {A@1,$5} // wr:1h+0, rd:2; hword scratch block read x4
        add (16|M0)              r54.0<1>:q    r60.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
        add (16|M16)             r56.0<1>:q    r58.0<1;1,0>:q    r4.5<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r62.0<1>:uq   r54.0<1;1,0>:uq                  {Compacted,I@2}
(W)     mov (16|M0)              r64.0<1>:uq   r56.0<1;1,0>:uq                  {Compacted,I@2}
        send.ugm (32|M0)         r54      r62     null:0  0x0            0x08803580           {A@1,$8} // wr:4+0, rd:8; load.ugm.d32x4.a64
        mov (16|M0)              r66.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,$5.dst}
        sync.nop                             null                             {Compacted,I@1}
        shl (16|M0)              r62.0<1>:q    r66.0<2;1,0>:ud   2:w               {Compacted,$8.src}
        mov (16|M16)             r66.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        shl (16|M16)             r64.0<1>:q    r66.0<2;1,0>:ud   2:w               {Compacted,I@1}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,I@2}
        mov (16|M0)              r2.0<1>:d     r66.0<2;1,0>:d                   {Compacted,I@2}
        mov (16|M16)             r3.0<1>:d     r68.0<2;1,0>:d                   {Compacted,I@2}
        and (32|M0)              r2.0<1>:d     r2.0<1;1,0>:d     60:w               {Compacted,I@1}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F212C           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C312C           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$12.src}
        mov (16|M0)              r1.0<2>:d     r62.0<1;1,0>:d                   {$14.dst}
        mov (16|M0)              r64.0<2>:d    r1.0<2;1,0>:d                    {I@1}
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F2130           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2118           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C312E           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        mov (16|M0)              r66.1<2>:d    r1.0<1;1,0>:d                    {$5.dst}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r63.1<2>:d    r66.1<2;1,0>:d                   {$7.dst}
        mov (16|M16)             r68.0<2>:d    r62.0<1;1,0>:d                  
        mov (16|M16)             r68.1<2>:d    r2.0<1;1,0>:d                   
(W)     mov (16|M0)              r1.0<1>:uq    r63.0<1;1,0>:uq                  {Compacted,I@3}
(W)     send.dc0 (16|M0)         null     r0      r63:2   0x0            0x020F2130           {$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r62.0<1>:q    r1.0<1;1,0>:q     r4.6<0;1,0>:q    {Compacted,$10.src}
        add (16|M16)             r64.0<1>:q    r68.0<1;1,0>:q    r4.6<0;1,0>:q    {Compacted}
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted,I@2}
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,I@2}
        send.ugm (32|M0)         r2       r66     null:0  0x0            0x08200580           {A@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3134           {$0} // wr:1h+4, rd:0; hword scratch block write x8
        and (32|M0)   (eq)f0.0   r2.0<1>:d     r2.0<1;1,0>:d     7:w               {$13.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F213C           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
(f0.0)  goto (32|M0)                         L16120                  L16120                
L7888:
(W)     mov (1|M0)               r4.0<1>:d     0:w                               {Compacted}
L7896:
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3058           {$6} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3008           {$11} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3018           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3070           {$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     add (1|M0)               r4.0<1>:d     r4.0<0;1,0>:d     1:w               {Compacted,I@1}
        sync.allwr                           ($11,$15)                
        sync.nop                             null                             {Compacted,$0.src}
        mad (32|M0)              r62.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r66.0<1>:f       {Compacted,$6.dst}
        mad (32|M0)              r64.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r68.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3060           {A@1,$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3010           {$1} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3020           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3140           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($1,$12)                
        sync.nop                             null                             {Compacted,$3.src}
        mad (32|M0)              r2.0<1>:f     r74.0<1;0>:f      r70.0<1;0>:f      r66.0<1>:f       {Compacted,$9.dst}
(W)     send.dc0 (16|M0)         null     r0      r2:2    0x0            0x020F2148           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$2.src}
        mad (32|M0)              acc0.0<1>:f   r76.0<1;0>:f      r72.0<1;0>:f      r68.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3008           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$5.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3068           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3018           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3144           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3010           {F@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (32|M0)              r2.0<1>:f     acc0.0<1;1,0>:f                 
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3010           {F@1,$3} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3028           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3008           {$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($8,$14)                
        sync.nop                             null                             {Compacted,$2.src}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3020           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3030           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F314C           {$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($5,$12)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3154           {A@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$7.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3018           {$3} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$3.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3078           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3028           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3080           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3150           {$13} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3018           {F@1,$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2158           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3020           {F@1,$6} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$6.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3020           {F@1,$11} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3038           {$15} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($5,$15)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$2.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3030           {A@1,$4} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3040           {$9} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F315C           {$1} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($4,$9)                 {Compacted}
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3164           {A@1,$14} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$14.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3028           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3088           {$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3038           {$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C3090           {$8} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3160           {$10} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3028           {F@1,$0} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2168           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3030           {F@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$1.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3030           {F@1,$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3048           {$2} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3040           {A@1,$0} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3050           {$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F316C           {$5} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($0,$14)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$8.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3174           {A@1,$12} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$12.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3038           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$14.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3098           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3048           {$3} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r78      r0      null:0  0x0            0x024C30A0           {$13} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3170           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3038           {F@1,$7} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2178           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3040           {F@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$12.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3040           {F@1,$14} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3058           {$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($3,$5)                 {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r62.0<1>:f       {Compacted,$2.dst}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r72.0<1;0>:f      r64.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3050           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3060           {$15} // wr:1h+0, rd:4; hword scratch block read x8
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F317C           {$4} // wr:1h+4, rd:0; hword scratch block write x8
        sync.allwr                           ($12,$15)                
        mad (32|M0)              r62.0<1>:f    r78.0<1;0>:f      r74.0<1;0>:f      r70.0<1>:f       {Compacted,$13.dst}
        mad (32|M0)              r64.0<1>:f    r80.0<1;0>:f      r76.0<1;0>:f      r72.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3184           {A@1,$9} // wr:1h+4, rd:0; hword scratch block write x8
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,$9.src}
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,I@1}
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3048           {$7} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,F@1}
        mov (32|M0)              r66.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$7.dst}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3180           {$8} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r2.0<1>:f     r62.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r68.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r66:4   0x0            0x020F3048           {F@1,$10} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2188           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mov (32|M0)              r2.0<1>:f     r64.0<1;1,0>:f                   {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3050           {F@1,$1} // wr:1h+0, rd:4; hword scratch block read x8
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,$1.dst}
        mov (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r64.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20A8           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:4   0x0            0x020F3050           {F@1,$2} // wr:1h+4, rd:0; hword scratch block write x8
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2058           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2068           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20AC           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C206C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2058           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C205C           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20B0           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2070           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F205C           {F@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2060           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20B4           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2074           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2060           {F@1,$9} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2064           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20B8           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2078           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2064           {F@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2068           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20BC           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C207C           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2068           {F@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C206C           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20C0           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2080           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F206C           {F@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2070           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20C4           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2084           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2070           {F@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2074           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$11)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20C8           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2088           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2074           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2078           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$1.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20CC           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C208C           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2078           {F@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C207C           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$8)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20D0           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2090           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F207C           {F@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2080           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20D4           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2094           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2080           {F@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2084           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20D8           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2098           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2084           {F@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2088           {$4} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($4,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20DC           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C209C           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2088           {F@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C208C           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20E0           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20A0           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F208C           {F@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2090           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$6)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20E4           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20A4           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2090           {F@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2094           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20E8           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20A8           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2094           {F@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2098           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20EC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20AC           {$11} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2098           {F@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C209C           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($11,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20F0           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20B0           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F209C           {F@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20A0           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:f    r2.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20F4           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20B4           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20A0           {F@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20A4           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$1)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20F8           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20B8           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20A4           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20A8           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20FC           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20BC           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20A8           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20AC           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($10,$13)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2100           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20C0           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20AC           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20B0           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2104           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20C4           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20B0           {I@1,$4} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20B4           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2108           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20C8           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20B4           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20B8           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C210C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20CC           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20B8           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20BC           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$12)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2110           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20D0           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20BC           {I@1,$11} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20C0           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($7,$15)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$14.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2114           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20D4           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20C0           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20C4           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$14)                
        mad (32|M0)              r2.0<1>:f     r66.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20C8           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20D8           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20C4           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2264           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$11)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20DC           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2268           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20C8           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20CC           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$14)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20E0           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C226C           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20CC           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20D0           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$13)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20E4           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2270           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20D0           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20D4           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20E8           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2274           {$6} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20D4           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20D8           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($6,$14)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20EC           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2278           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20D8           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20DC           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20F0           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C227C           {$10} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20DC           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20E0           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($5,$10)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20F4           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2280           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20E0           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20E4           {$15} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$15)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20F8           {$8} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2284           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20E4           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20E8           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$14)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$8.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C20FC           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2288           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20E8           {I@1,$11} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20EC           {$7} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($0,$7)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2100           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C228C           {$14} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20EC           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20F0           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($12,$14)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x022C2104           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2290           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20F0           {I@1,$1} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$1.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C20F4           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($11,$13)                
        mad (32|M0)              r2.0<1>:f     r62.0<1;0>:f      r64.0<1;0>:f      r66.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20F8           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F20F4           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2108           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3178           {$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r2.0<1>:f     r114.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C210C           {$9} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20F8           {I@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C20FC           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$1.dst}
        mad (32|M0)              r2.0<1>:f     r116.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$9.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2110           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F20FC           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2100           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     r118.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2114           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2100           {I@1,$10} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$10.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2104           {$6} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$6.dst}
        mad (32|M0)              r2.0<1>:f     r120.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2108           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2104           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2264           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r2.0<1>:f     r106.0<1;0>:f     r64.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2268           {$15} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F2108           {I@1,$8} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$8.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C210C           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$10.dst}
        mad (32|M0)              r2.0<1>:f     r108.0<1;0>:f     r64.0<1;0>:f      r62.0<1>:f       {Compacted,$15.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C226C           {$5} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F210C           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2110           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     r110.0<1;0>:f     r64.0<1;0>:f      r62.0<1>:f       {Compacted,$5.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2270           {$0} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F2110           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2114           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$8.dst}
        mad (32|M0)              r2.0<1>:f     r112.0<1;0>:f     r64.0<1;0>:f      r62.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r64.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2264           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r64:2   0x0            0x020F2114           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2274           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($2,$12)                
        mad (32|M0)              r2.0<1>:f     r98.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2278           {$3} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2264           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2268           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$11.dst}
        mad (32|M0)              r2.0<1>:f     r100.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C227C           {$7} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2268           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C226C           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$2.dst}
        mad (32|M0)              r2.0<1>:f     r102.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$7.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2280           {$12} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F226C           {I@1,$14} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$14.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2270           {$9} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$9.dst}
        mad (32|M0)              r2.0<1>:f     r104.0<1;0>:f     r62.0<1;0>:f      r64.0<1>:f       {Compacted,$12.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2284           {$1} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2270           {I@1,$13} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2274           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.allwr                           ($1,$5)                 {Compacted}
        mad (32|M0)              r2.0<1>:f     r90.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$0.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2288           {$2} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2274           {I@1,$5} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2278           {$12} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$12.dst}
        mad (32|M0)              r2.0<1>:f     r92.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$2.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C228C           {$4} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2278           {I@1,$6} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$6.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C227C           {$14} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$14.dst}
        mad (32|M0)              r2.0<1>:f     r94.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$4.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         r64      r0      null:0  0x0            0x022C2290           {$13} // wr:1h+0, rd:2; hword scratch block read x4
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F227C           {I@1,$15} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2280           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r96.0<1;0>:f      r62.0<1;0>:f      r64.0<1>:f       {Compacted,$13.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2280           {I@1,$2} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2284           {$5} // wr:1h+0, rd:2; hword scratch block read x4
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r82.0<1;0>:f      r62.0<1;0>:f      r114.0<1>:f      {Compacted,$3.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2284           {I@1,$12} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$12.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2288           {$10} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r114.0<1>:f   r46.0<1;0>:f      r114.0<1;0>:f     r106.0<1>:f      {Compacted,$6.dst}
        mad (32|M0)              r106.0<1>:f   r38.0<1;0>:f      r106.0<1;0>:f     r98.0<1>:f       {Compacted}
        mad (32|M0)              r98.0<1>:f    r30.0<1;0>:f      r98.0<1;0>:f      r90.0<1>:f       {Compacted,$15.dst}
        mad (32|M0)              r90.0<1>:f    r22.0<1;0>:f      r90.0<1;0>:f      r82.0<1>:f       {Compacted,$4.dst}
        mad (32|M0)              r82.0<1>:f    r14.0<1;0>:f      r82.0<1;0>:f      r46.0<1>:f       {Compacted}
        mad (32|M0)              r46.0<1>:f    r6.0<1;0>:f       r46.0<1;0>:f      r38.0<1>:f       {Compacted}
        mad (32|M0)              r38.0<1>:f    r54.0<1;0>:f      r38.0<1;0>:f      r30.0<1>:f       {Compacted}
        mad (32|M0)              r2.0<1>:f     r84.0<1;0>:f      r62.0<1;0>:f      r116.0<1>:f      {Compacted,$10.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2288           {I@1,$0} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C228C           {$8} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r116.0<1>:f   r48.0<1;0>:f      r116.0<1;0>:f     r108.0<1>:f      {Compacted}
        mad (32|M0)              r108.0<1>:f   r40.0<1;0>:f      r108.0<1;0>:f     r100.0<1>:f      {Compacted}
        mad (32|M0)              r100.0<1>:f   r32.0<1;0>:f      r100.0<1;0>:f     r92.0<1>:f       {Compacted}
        mad (32|M0)              r92.0<1>:f    r24.0<1;0>:f      r92.0<1;0>:f      r84.0<1>:f       {Compacted}
        mad (32|M0)              r84.0<1>:f    r16.0<1;0>:f      r84.0<1;0>:f      r48.0<1>:f       {Compacted}
        mad (32|M0)              r48.0<1>:f    r8.0<1;0>:f       r48.0<1;0>:f      r40.0<1>:f       {Compacted}
        mad (32|M0)              r40.0<1>:f    r56.0<1;0>:f      r40.0<1;0>:f      r32.0<1>:f       {Compacted}
        mad (32|M0)              r2.0<1>:f     r86.0<1;0>:f      r62.0<1;0>:f      r118.0<1>:f      {Compacted,$8.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F228C           {I@1,$3} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$3.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x022C2290           {$11} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r118.0<1>:f   r50.0<1;0>:f      r118.0<1;0>:f     r110.0<1>:f      {Compacted}
        mad (32|M0)              r110.0<1>:f   r42.0<1;0>:f      r110.0<1;0>:f     r102.0<1>:f      {Compacted}
        mad (32|M0)              r102.0<1>:f   r34.0<1;0>:f      r102.0<1;0>:f     r94.0<1>:f       {Compacted}
        mad (32|M0)              r94.0<1>:f    r26.0<1;0>:f      r94.0<1;0>:f      r86.0<1>:f       {Compacted}
        mad (32|M0)              r86.0<1>:f    r18.0<1;0>:f      r86.0<1;0>:f      r50.0<1>:f       {Compacted}
        mad (32|M0)              r50.0<1>:f    r10.0<1;0>:f      r50.0<1;0>:f      r42.0<1>:f       {Compacted}
        mad (32|M0)              r42.0<1>:f    r58.0<1;0>:f      r42.0<1;0>:f      r34.0<1>:f       {Compacted}
        mad (32|M0)              r2.0<1>:f     r88.0<1;0>:f      r62.0<1;0>:f      r120.0<1>:f      {Compacted,$11.dst}
        mov (32|M0)              r62.0<1>:ud   r2.0<1;1,0>:ud                   {Compacted,F@1}
(W)     send.dc0 (16|M0)         null     r0      r62:2   0x0            0x020F2290           {I@1,$7} // wr:1h+2, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3140           {$9} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r120.0<1>:f   r52.0<1;0>:f      r120.0<1;0>:f     r112.0<1>:f      {Compacted}
        mad (32|M0)              r112.0<1>:f   r44.0<1;0>:f      r112.0<1;0>:f     r104.0<1>:f      {Compacted}
        mad (32|M0)              r104.0<1>:f   r36.0<1;0>:f      r104.0<1;0>:f     r96.0<1>:f       {Compacted}
        mad (32|M0)              r96.0<1>:f    r28.0<1;0>:f      r96.0<1;0>:f      r88.0<1>:f       {Compacted}
        mad (32|M0)              r88.0<1>:f    r20.0<1;0>:f      r88.0<1;0>:f      r52.0<1>:f       {Compacted}
        mad (32|M0)              r52.0<1>:f    r12.0<1;0>:f      r52.0<1;0>:f      r44.0<1>:f       {Compacted}
        mad (32|M0)              r44.0<1>:f    r60.0<1;0>:f      r44.0<1;0>:f      r36.0<1>:f       {Compacted}
        mad (32|M0)              r36.0<1>:f    acc0.0<1;0>:f     r36.0<1;0>:f      r28.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2148           {$1} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r30.0<1>:f    r62.0<1;0>:f      r30.0<1;0>:f      r22.0<1>:f       {Compacted,$9.dst}
        mad (32|M0)              r32.0<1>:f    r64.0<1;0>:f      r32.0<1;0>:f      r24.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3148           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r34.0<1>:f    r62.0<1;0>:f      r34.0<1;0>:f      r26.0<1>:f       {Compacted,$2.dst}
        mad (32|M0)              r22.0<1>:f    r64.0<1;0>:f      r22.0<1;0>:f      r14.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3150           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r24.0<1>:f    r62.0<1;0>:f      r24.0<1;0>:f      r16.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r26.0<1>:f    r64.0<1;0>:f      r26.0<1;0>:f      r18.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3158           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r28.0<1>:f    r62.0<1;0>:f      r28.0<1;0>:f      r20.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r14.0<1>:f    r64.0<1;0>:f      r14.0<1;0>:f      r6.0<1>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3160           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r16.0<1>:f    r62.0<1;0>:f      r16.0<1;0>:f      r8.0<1>:f        {Compacted,$2.dst}
        mad (32|M0)              r18.0<1>:f    r64.0<1;0>:f      r18.0<1;0>:f      r10.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3168           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r20.0<1>:f    r62.0<1;0>:f      r20.0<1;0>:f      r12.0<1>:f       {Compacted,$5.dst}
        mad (32|M0)              r6.0<1>:f     r64.0<1;0>:f      r6.0<1;0>:f       r54.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3170           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r12.0<1>:f    r66.0<1;0>:f      r12.0<1;0>:f      r60.0<1>:f       {Compacted}
        mad (32|M0)              r8.0<1>:f     r62.0<1;0>:f      r8.0<1;0>:f       r56.0<1>:f       {Compacted,$12.dst}
        mad (32|M0)              r10.0<1>:f    r64.0<1;0>:f      r10.0<1;0>:f      r58.0<1>:f       {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3140           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r54.0<1>:f    r68.0<1;0>:f      r54.0<1;0>:f      r62.0<1>:f       {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3180           {F@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,$5.dst}
        mad (32|M0)              r58.0<1>:f    r68.0<1;0>:f      r58.0<1;0>:f      r1.0<1>:f        {Compacted,$1.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2188           {F@1,$12} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r56.0<1>:f    r66.0<1;0>:f      r56.0<1;0>:f      r64.0<1>:f       {Compacted}
        mad (32|M0)              r60.0<1>:f    r1.0<1;0>:f       acc0.0<1;0>:f     r60.0<1>:f       {$12.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C213C           {F@1,$14} // wr:1h+0, rd:2; hword scratch block read x4
        cmp (32|M0)   (lt)f1.0   null<1>:ud    r4.0<0;1,0>:ud    r1.0<1;1,0>:ud   {$14.dst}
(f1.0)  goto.b (32|M0)                       L16120                  L7896                
L16120:
        join (32|M0)                         L16136                                
L16136:
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3008           {$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40000000:ud                             
        sync.nop                             null                             {Compacted,$0.src}
        add (32|M0)              r62.0<1>:f    r66.0<1;1,0>:f    0.0:f               {$2.dst}
        add (32|M0)              r64.0<1>:f    r68.0<1;1,0>:f    0.0:f              
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3010           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@6}
        sync.nop                             null                             {Compacted,$3.src}
        add (32|M0)              r2.0<1>:f     r66.0<1;1,0>:f    0.0:f               {$5.dst}
        add (32|M0)              acc0.0<1>:f   r68.0<1;1,0>:f    0.0:f              
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3018           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        sync.nop                             null                             {Compacted,I@3}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r64.0<1>:f    r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3020           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r70.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r68.0<1>:f    acc0.0<1;0>:f     r72.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3028           {F@2,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40400000:ud                              {F@1}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$2.dst}
        mad (32|M0)              r64.0<1>:f    r72.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,F@2}
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3030           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   r70.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r2.0<1>:f     r72.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3038           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r66.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x40800000:ud                             
(W)     mov (16|M0)              r68.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r62.0<1>:f    r66.0<1;0>:f      r70.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
        mad (32|M0)              r64.0<1>:f    r68.0<1;0>:f      r72.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3040           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r76.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r70.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
(W)     mov (16|M0)              r74.0<1>:uq   r2.0<1;1,0>:uq                   {Compacted}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r72.0<1;0>:f      r4.0<0>:f        {Compacted,I@1}
(W)     send.dc0 (16|M0)         r70      r0      null:0  0x0            0x024C3048           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40A00000:ud                             
(W)     mov (16|M0)              r1.0<1>:uq    r64.0<1;1,0>:uq                  {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              r68.0<1>:f    r76.0<1;0>:f      r70.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3050           {F@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r62.0<1>:f    r1.0<1;0>:f       r72.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@1}
(W)     mov (16|M0)              r1.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3058           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40C00000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r66.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
        mad (32|M0)              r68.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3060           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r68.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3068           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x40E00000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r64.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$2.dst}
        mad (32|M0)              r66.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3070           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r66.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r68.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3078           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41000000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
        mad (32|M0)              r64.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3080           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r66.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3088           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41100000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r68.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$2.dst}
        mad (32|M0)              r62.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3090           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3098           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41200000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r66.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
        mad (32|M0)              r68.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30A0           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r68.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30A8           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41300000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r64.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$2.dst}
        mad (32|M0)              r66.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30B0           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r66.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r68.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30B8           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41400000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
        mad (32|M0)              r64.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30C0           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r66.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30C8           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41500000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r68.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$2.dst}
        mad (32|M0)              r62.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30D0           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30D8           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41600000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r66.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
        mad (32|M0)              r68.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30E0           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r68.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r62.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30E8           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41700000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r64.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$2.dst}
        mad (32|M0)              r66.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30F0           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r66.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r68.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C30F8           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41800000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r62.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
        mad (32|M0)              r64.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3100           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
(W)     mov (16|M0)              r1.0<1>:uq    r64.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r66.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@3}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3108           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41880000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r68.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$2.dst}
        mad (32|M0)              r62.0<1>:f    r1.0<1;0>:f       r76.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3110           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (16|M0)              r72.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r74.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted,I@2}
(W)     send.dc0 (16|M0)         r74      r0      null:0  0x0            0x024C3264           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41900000:ud                             
(W)     mov (16|M0)              r70.0<1>:uq   r62.0<1;1,0>:uq                  {Compacted}
        mad (32|M0)              r66.0<1>:f    r72.0<1;0>:f      r74.0<1;0>:f      r4.0<0>:f        {Compacted,A@2,$12.dst}
(W)     mov (16|M0)              r72.0<1>:uq   r64.0<1;1,0>:uq                  {Compacted,F@1}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C326C           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r68.0<1>:f    r70.0<1;0>:f      r76.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              r74.0<1>:f    r72.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (16|M0)              r62.0<1>:uq   r66.0<1;1,0>:uq                  {Compacted,F@2}
(W)     mov (16|M0)              r64.0<1>:uq   r68.0<1;1,0>:uq                  {Compacted,F@1}
(W)     send.dc0 (16|M0)         r66      r0      null:0  0x0            0x024C3274           {A@1,$2} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41980000:ud                             
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   r62.0<1;0>:f      r66.0<1;0>:f      r4.0<0>:f        {Compacted,$2.dst}
        mad (32|M0)              acc2.0<1>:f   r64.0<1;0>:f      r68.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C327C           {A@1,$5} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r62.0<1;0>:f      r4.0<0>:f        {Compacted,$5.dst}
        mad (32|M0)              r66.0<1>:f    r74.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C3284           {A@1,$12} // wr:1h+0, rd:4; hword scratch block read x8
(W)     mov (1|M0)               r4.0<1>:ud    0x41A00000:ud                             
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r70.0<1>:f    acc0.0<1;0>:f     r62.0<1;0>:f      r4.0<0>:f        {Compacted,$12.dst}
        mad (32|M0)              r68.0<1>:f    acc2.0<1;0>:f     r64.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     send.dc0 (16|M0)         r62      r0      null:0  0x0            0x024C328C           {A@1,$14} // wr:1h+0, rd:4; hword scratch block read x8
        mad (32|M0)              acc0.0<1>:f   r2.0<1;0>:f       r62.0<1;0>:f      r4.0<0>:f        {Compacted,$14.dst}
        mad (32|M0)              acc2.0<1>:f   r66.0<1;0>:f      r64.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41A80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r64.0<1>:f    r70.0<1;0>:f      r114.0<1;0>:f     r4.0<0>:f        {Compacted,$7.dst}
        mad (32|M0)              r62.0<1>:f    r68.0<1;0>:f      r116.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r118.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r120.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41B00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r64.0<1>:f    r64.0<1;0>:f      r106.0<1;0>:f     r4.0<0>:f        {Compacted,$10.dst}
        mad (32|M0)              r62.0<1>:f    r62.0<1;0>:f      r108.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     acc0.0<1;0>:f     r110.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r66.0<1>:f    acc2.0<1;0>:f     r112.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41B80000:ud                              {F@1}
(W)     mov (16|M0)              r112.0<1>:ud  r0.0<1;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mad (32|M0)              acc0.0<1>:f   r64.0<1;0>:f      r98.0<1;0>:f      r4.0<0>:f        {Compacted,$13.dst}
        mad (32|M0)              acc2.0<1>:f   r62.0<1;0>:f      r100.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r102.0<1;0>:f     r4.0<0>:f        {Compacted}
        mad (32|M0)              r68.0<1>:f    r66.0<1;0>:f      r104.0<1;0>:f     r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41C00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r90.0<1;0>:f      r4.0<0>:f        {Compacted,$0.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r92.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    r2.0<1;0>:f       r94.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r68.0<1;0>:f      r96.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41C80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r82.0<1;0>:f      r4.0<0>:f        {Compacted,$3.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r84.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    r62.0<1;0>:f      r86.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r88.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41D00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r46.0<1;0>:f      r4.0<0>:f        {Compacted,$6.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r48.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r62.0<1>:f    r62.0<1;0>:f      r50.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r52.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41D80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r38.0<1;0>:f      r4.0<0>:f        {Compacted,$11.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r40.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r46.0<1>:f    r62.0<1;0>:f      r42.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r44.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41E00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r30.0<1;0>:f      r4.0<0>:f        {Compacted,$15.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r32.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r38.0<1>:f    r46.0<1;0>:f      r34.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r36.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41E80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r22.0<1;0>:f      r4.0<0>:f        {Compacted,$4.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r24.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r30.0<1>:f    r38.0<1;0>:f      r26.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r28.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41F00000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              acc0.0<1>:f   acc0.0<1;0>:f     r14.0<1;0>:f      r4.0<0>:f        {Compacted,$9.dst}
        mad (32|M0)              acc2.0<1>:f   acc2.0<1;0>:f     r16.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r22.0<1>:f    r30.0<1;0>:f      r18.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r2.0<1>:f     r2.0<1;0>:f       r20.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x41F80000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r14.0<1>:f    acc0.0<1;0>:f     r6.0<1;0>:f       r4.0<0>:f        {Compacted,$1.dst}
        mad (32|M0)              r18.0<1>:f    acc2.0<1;0>:f     r8.0<1;0>:f       r4.0<0>:f        {Compacted}
        mad (32|M0)              acc2.0<1>:f   r22.0<1;0>:f      r10.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              acc0.0<1>:f   r2.0<1;0>:f       r12.0<1;0>:f      r4.0<0>:f        {Compacted}
(W)     mov (1|M0)               r4.0<1>:ud    0x42000000:ud                              {F@1}
        sync.nop                             null                             {Compacted,I@1}
        mad (32|M0)              r12.0<1>:f    acc0.0<1;0>:f     r60.0<1;0>:f      r4.0<0>:f        {Compacted,$8.dst}
(W)     send.dc0 (16|M0)         r1       r0      null:0  0x0            0x022C2004           {$2} // wr:1h+0, rd:2; hword scratch block read x4
        mad (32|M0)              r6.0<1>:f     r14.0<1;0>:f      r54.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r10.0<1>:f    acc2.0<1;0>:f     r58.0<1;0>:f      r4.0<0>:f        {Compacted}
        mad (32|M0)              r8.0<1>:f     r18.0<1;0>:f      r56.0<1;0>:f      r4.0<0>:f        {Compacted}
        add (16|M16)             r16.0<1>:q    r122.0<1;1,0>:q   r4.4<0;1,0>:q    {Compacted}
        sync.nop                             null                             {Compacted,F@3}
        add (16|M0)              r14.0<1>:q    r1.0<1;1,0>:q     r4.4<0;1,0>:q    {Compacted,$2.dst}
        send.ugm (32|M0)         null     r14     r6:8    0x0            0x08003584           {A@1,$3} // wr:4+8, rd:0; store.ugm.d32x4.a64
(W)     send.gtwy (8|M0)         null     r112    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread
L19000:
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
