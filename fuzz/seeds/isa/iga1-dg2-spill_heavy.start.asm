L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1}
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                  
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2
        nop                    
        nop                    
        nop                    
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r79.0<1>:ud   r0.0<1;1,0>:ud                  
(W)     and (1|M0)               r78.0<1>:ud   r79.5<0;1,0>:ud   0xFFFFFC00:ud              {I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
        sync.nop                             null                             {Compacted,A@1}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r79.2<0;1,0>:uw  {Compacted,A@1}
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r79.1<0;1,0>:d   {Compacted,$0.dst}
        add3 (8|M0)              r2.0<1>:d     r2.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1}
        send.dc0 (8|M0)          null     r79     r2:1    0x0            0x020F0000           {A@1,$3} // wr:1h+1, rd:0; hword scratch block write x1
        shl (8|M0)               r6.0<1>:d     r2.0<1;1,0>:d     4:w               {Compacted}
        sync.nop                             null                             {Compacted,$3.src}
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,I@1}
        send.dc0 (8|M0)          null     r79     r6:1    0x0            0x020F0001           {$4} // wr:1h+1, rd:0; hword scratch block write x1
        and (8|M0)               r7.0<1>:d     r2.0<1;1,0>:d     4080:w               {F@1}
        send.dc1 (8|M0)          r2       r7      null:0  0x0            0x02406001           {A@1,$1} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         r66      r79     null:0  0x0            0x021C0001           {$5} // wr:1h+0, rd:1; hword scratch block read x1
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2002           {$1} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,$1.src}
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     112:w               {Compacted,F@1}
        and (8|M0)               r7.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r7      null:0  0x0            0x02406001           {A@1,$6} // wr:1+0, rd:4; untyped surface read with xyzw
        add (8|M0)               acc0.0<1>:d   r66.0<1;1,0>:d    3184:w               {$5.dst}
        add (8|M0)               acc2.0<1>:d   r66.0<1;1,0>:d    3296:w              
        and (8|M0)               r67.0<1>:d    acc0.0<1;1,0>:d   4080:w              
        and (8|M0)               r66.0<1>:d    acc2.0<1;1,0>:d   4080:w              
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2006           {$6} // wr:1h+4, rd:0; hword scratch block write x4
(W)     mov (8|M0)               r2.0<1>:f     r6.0<1;1,0>:f                    {Compacted,$6.src}
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     224:w               {Compacted,F@1}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w               {$4.src}
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$7} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F200A           {$7} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$7.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$8} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     336:w               {Compacted,$8.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$9} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F200E           {$9} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$9.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$10} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     448:w               {Compacted,$10.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$11} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2012           {$11} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$11.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$12} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     560:w               {Compacted,$12.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$13} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F2016           {$13} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$13.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$14} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     672:w               {Compacted,$14.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
        send.dc1 (8|M0)          r2       r6      null:0  0x0            0x02406001           {A@1,$15} // wr:1+0, rd:4; untyped surface read with xyzw
(W)     send.dc0 (16|M0)         null     r79     r2:4    0x0            0x020F201A           {$15} // wr:1h+4, rd:0; hword scratch block write x4
        sync.nop                             null                             {Compacted,$15.src}
(W)     send.dc0 (16|M0)         r2       r79     null:0  0x0            0x021C0001           {$0} // wr:1h+0, rd:1; hword scratch block read x1
        add (8|M0)               acc0.0<1>:d   r2.0<1;1,0>:d     784:w               {Compacted,$0.dst}
        and (8|M0)               r6.0<1>:d     acc0.0<1;1,0>:d   4080:w              
