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
