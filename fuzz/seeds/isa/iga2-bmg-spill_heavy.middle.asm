(W)     send.ugm (1|M0)          r67      r68  null:0  0x85200000:a0.2        0x4210D500           {$12} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF5C0]
        sync.nop                             null                             {Compacted,$12.src}
        mad (16|M0)              r3.0<1>:f     r85.0<1;0>:f      r66.0<1;0>:f      r63.0<1>:f       {Compacted,$2.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x96A00000:a0.2        0x4210D500           {F@1,$14} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD2C0]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x95200000:a0.2        0x4200D504           {$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD5C0]
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,$9.src}
        mad (16|M0)              r66.0<1>:f    r81.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {$13.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB0000000:a0.2        0x4200D504           {F@2,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xA000]
        mov (16|M0)              r63.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$1.dst}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x95A00000:a0.2        0x4200D504           {F@2,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD4C0]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x85A00000:a0.2        0x4210D500           {$8} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF4C0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xB0200000:a0.2        0x4200D504           {F@1,$9} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9FC0]
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x86200000:a0.2        0x4210D500           {$7} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF3C0]
        mad (16|M0)              r126.0<1>:f   r77.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$14.dst}
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {$3.dst}
(W)     send.ugm (1|M0)          null     r68  r66:1  0xB0400000:a0.2        0x4200D504           {F@1,$5} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9F80]
        sync.nop                             null                             {Compacted,$5.src}
(W)     send.ugm (1|M0)          r66      r68  null:0  0x97A00000:a0.2        0x4210D500           {$9} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD0C0]
        mov (16|M0)              r61.0<1>:f    r126.0<1;1,0>:f                  {Compacted}
(W)     send.ugm (1|M0)          r126     r68  null:0  0x97200000:a0.2        0x4210D500           {F@1,$6} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xD1C0]
(W)     send.ugm (1|M0)          null     r68  r61:1  0x96200000:a0.2        0x4200D504           {$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD3C0]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r61      r68  null:0  0x98A00000:a0.2        0x4210D500           {$11} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCEC0]
        sync.nop                             null                             {Compacted,$6.dst}
        mad (16|M0)              r63.0<1>:f    r55.0<1;0>:f      r126.0<1;0>:f     r66.0<1>:f       {Compacted,$9.dst}
        mad (16|M0)              r60.0<1>:f    r73.0<1;0>:f      r3.0<1;0>:f       r126.0<1>:f      {Compacted}
        mad (16|M0)              r127.0<1>:f   r126.0<1;0>:f     r127.0<1;0>:f     r67.0<1>:f       {Compacted,$12.dst}
        mov (16|M0)              r126.0<1>:f   r63.0<1;1,0>:f                   {Compacted,F@3}
(W)     send.ugm (1|M0)          r63      r68  null:0  0x98200000:a0.2        0x4210D500           {F@1,$5} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCFC0]
        mov (16|M0)              r3.0<1>:f     r60.0<1;1,0>:f                   {Compacted}
(W)     send.ugm (1|M0)          null     r68  r3:1  0x96A00000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD2C0]
        mad (16|M0)              r60.0<1>:f    r66.0<1;0>:f      r67.0<1;0>:f      r64.0<1>:f       {Compacted,$8.dst}
(W)     send.ugm (1|M0)          null     r68  r127:1  0xB0600000:a0.2        0x4200D504           {$4} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9F40]
(W)     send.ugm (1|M0)          null     r68  r60:1  0xB0800000:a0.2        0x4200D504           {F@1,$0} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9F00]
        sync.nop                             null                             {Compacted,$4.src}
(W)     send.ugm (1|M0)          r127     r68  null:0  0x87200000:a0.2        0x4210D500           {$15} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF1C0]
        sync.nop                             null                             {Compacted,$0.src}
(W)     send.ugm (1|M0)          r60      r68  null:0  0x86A00000:a0.2        0x4210D500           {$4} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF2C0]
(W)     send.ugm (1|M0)          null     r68  r126:1  0x97200000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD1C0]
(W)     send.ugm (1|M0)          r67      r68  null:0  0x87A00000:a0.2        0x4210D500           {$13} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xF0C0]
        mad (16|M0)              r3.0<1>:f     r51.0<1;0>:f      r66.0<1;0>:f      r63.0<1>:f       {Compacted,$5.dst}
        mov (16|M0)              r66.0<1>:f    r3.0<1;1,0>:f                    {Compacted,F@1}
(W)     send.ugm (1|M0)          r3       r68  null:0  0x99200000:a0.2        0x4210D500           {F@1,$0} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xCDC0]
(W)     send.ugm (1|M0)          null     r68  r66:1  0x97A00000:a0.2        0x4200D504           {$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xD0C0]
        sync.nop                             null                             {Compacted,$10.src}
        mad (16|M0)              r126.0<1>:f   r63.0<1;0>:f      r64.0<1;0>:f      r62.0<1>:f       {Compacted,$7.dst}
        mad (16|M0)              r66.0<1>:f    r47.0<1;0>:f      r63.0<1;0>:f      r61.0<1>:f       {$11.dst}
(W)     send.ugm (1|M0)          null     r68  r126:1  0xB0A00000:a0.2        0x4200D504           {F@2,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9EC0]
        mov (16|M0)              r63.0<1>:f    r66.0<1;1,0>:f                   {Compacted,F@1}
        mad (16|M0)              r62.0<1>:f    r61.0<1;0>:f      r62.0<1;0>:f      r60.0<1>:f       {Compacted,$4.dst}
(W)     send.ugm (1|M0)          null     r68  r63:1  0x98200000:a0.2        0x4200D504           {F@2,$10} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0xCFC0]
(W)     send.ugm (1|M0)          r64      r68  null:0  0x88200000:a0.2        0x4210D500           {$3} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEFC0]
(W)     send.ugm (1|M0)          null     r68  r62:1  0xB0C00000:a0.2        0x4200D504           {F@1,$2} // wr:1+1, rd:0; store.ugm.d32x16t.a32.ss[a0.2][A-0x9E80]
        sync.nop                             null                             {Compacted,$2.src}
(W)     send.ugm (1|M0)          r62      r68  null:0  0x88A00000:a0.2        0x4210D500           {$10} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ss[a0.2][A-0xEEC0]
        mad (16|M0)              r126.0<1>:f   r43.0<1;0>:f      r61.0<1;0>:f      r3.0<1>:f        {Compacted,$0.dst}
        mad (16|M0)              r66.0<1>:f    r3.0<1;0>:f       r60.0<1;0>:f      r127.0<1>:f      {$15.dst}
