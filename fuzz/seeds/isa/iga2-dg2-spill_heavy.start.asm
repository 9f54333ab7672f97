L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
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
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x021842FD           {A@1,$2} // wr:1h+0, rd:1; oword aligned block read x2
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$1.dst}
        sync.nop                             null                             {Compacted,$0.dst}
(W)     and (1|M0)               r2.2<1>:ud    r3.5<0;1,0>:ud    0xFFFFFC00:ud              {I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r3.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r72.0<1>:ud   r4.3<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn}
        mov (8|M0)               r66.0<1>:d    r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r71.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r5.6<0;1,0>:d                    {A@1}
        addc (8|M0)              r6.0<1>:ud    r71.0<0;1,0>:ud   r66.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        add (8|M0)               r87.0<1>:d    r6.0<1;1,0>:d     r4.0<0;1,0>:d    {Compacted,I@2}
        add (8|M0)               r46.0<1>:ud   acc0.0<1;1,0>:ud  r72.0<0;1,0>:ud 
        shl (8|M0)               r60.0<1>:d    r87.0<1;1,0>:d    4:w               {Compacted,I@2}
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
        send.dc0 (8|M0)          null     r3      r60:1   0x0            0x020F019F           {A@2,$3} // wr:1h+1, rd:0; hword scratch block write x1
(W)     mov (8|M0)               r75.0<1>:f    r60.0<1;1,0>:f                   {Compacted}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
        add (8|M0)               acc0.0<1>:d   r75.0<1;1,0>:d    112:w               {Compacted,F@1}
        add (8|M0)               acc2.0<1>:d   r75.0<1;1,0>:d    224:w               {Compacted}
        add (8|M0)               r113.0<1>:d   r75.0<1;1,0>:d    336:w               {Compacted}
        and (8|M0)               r115.0<1>:d   acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r114.0<1>:d   acc2.0<1;1,0>:d   4080:w              
        and (8|M0)               r113.0<1>:d   r113.0<1;1,0>:d   4080:w               {I@3}
        sync.nop                             null                             {Compacted,$3.src}
        send.ugm (8|M0)          r58      r115    null:0  a0.0        0x22483500           {ExBSO,A@3,$4} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r54      r114    null:0  a0.0        0x22483500           {ExBSO,A@2,$5} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        send.ugm (8|M0)          r50      r113    null:0  a0.0        0x22483500           {ExBSO,A@1,$6} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r7.0<1>:d     r75.0<1;1,0>:d    4080:w              
        add (8|M0)               acc0.0<1>:d   r75.0<1;1,0>:d    448:w               {Compacted}
        send.ugm (8|M0)          r62      r7      null:0  a0.0        0x22483500           {ExBSO,A@2,$7} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
        and (8|M0)               r79.0<1>:d    acc0.0<1;1,0>:d   4080:w              
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
        send.ugm (8|M0)          r46      r79     null:0  a0.0        0x22483500           {ExBSO,A@2,$8} // wr:1+0, rd:4; load.ugm.d32x4.a32.ca.ca.bss[a0.0]
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         null     r3      r58:4   0x0            0x020F2004           {$4} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r54:4   0x0            0x020F2008           {$5} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r50:4   0x0            0x020F200C           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r62:4   0x0            0x020F2000           {$7} // wr:1h+4, rd:0; hword scratch block write x4
(W)     send.dc0 (16|M0)         null     r3      r46:4   0x0            0x020F2010           {$8} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     send.dc0 (16|M0)         r74      r3      null:0  0x0            0x021C019F           {$9} // wr:1h+0, rd:1; hword scratch block read x1
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (1|M0)               r2.1<1>:ud    a0.2<0;1,0>:ud                  
(W)     shr (1|M0)               a0.2<1>:ud    r2.2<0;1,0>:ud    0x4:ud              {A@1}
(W)     mov (1|M0)               a0.2<1>:ud    r2.1<0;1,0>:ud                   {A@1}
(W)     mov (8|M0)               r73.0<1>:f    r74.0<1;1,0>:f                   {Compacted,$9.dst}
        add (8|M0)               r112.0<1>:d   r74.0<1;1,0>:d    560:w               {Compacted}
