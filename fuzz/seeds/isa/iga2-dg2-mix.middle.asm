        send.slm (16|M0)         null     r35     r23:2   0x0            0x040E0504           {A@1,$5} // wr:2+2, rd:0; store.slm.d32.a32
(W)     send.slm (1|M0)          r37      r2      null:0  0x0            0x0210001F           {$6} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r38.2<1>:f    0.0:f                               {Compacted}
(W)     mov (2|M0)               r38.10<1>:ub  r2.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r37.0<1;1,0>:ud                  {$6.dst}
(W)     send.gtwy (1|M0)         null     r38     null:0  0x0            0x02000004           {A@2,$7} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             null                            
(W)     mov (1|M0)               a0.0<1>:ud    r6.1<0;1,0>:d                    {A@1}
        add (16|M0)              acc0.0<1>:w   r33.0<1;1,0>:w    4:w              
        and (16|M0)              r39.0<1>:w    acc0.0<1;1,0>:w   1020:w              
        send.ugm (16|M0)         r46      r19     null:0  a0.0        0x24280500           {ExBSO,$8} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        mov (16|M0)              r40.0<1>:ud   r39.0<1;1,0>:uw                  {I@1}
        send.slm (16|M0)         r42      r40     null:0  0x0            0x04280500           {A@1,$9} // wr:2+0, rd:2; load.slm.d32.a32
(W)     mov (1|M0)               a0.0<1>:ud    r6.0<0;1,0>:d                    {A@1}
        add (16|M0)              r64.0<1>:d    r17.0<1;1,0>:d    r5.6<0;1,0>:d    {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
        shl (16|M0)              r48.0<1>:d    r46.0<1;1,0>:d    2:w               {Compacted,$8.dst}
        and (16|M0)              r48.0<1>:d    r48.0<1;1,0>:d    252:w               {Compacted,I@1}
        add (16|M0)              r44.0<1>:f    r23.0<1;1,0>:f    r42.0<1;1,0>:f   {Compacted,$9.dst}
        addc (8|M0)              r50.0<1>:ud   r5.2<0;1,0>:ud    r48.0<1;1,0>:ud  {AccWrEn,Compacted,I@1}
        sync.nop                             null                             {Compacted,F@1}
        math.sqt (16|M0)         r58.0<1>:f    r44.0<1;1,0>:f                   {$10}
        mov (16|M0)              r60.0<1>:d    r44.0<1;1,0>:f                   {Compacted}
        mov (8|M0)               r52.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        addc (8|M8)              r51.0<1>:ud   r5.2<0;1,0>:ud    r49.0<1;1,0>:ud  {AccWrEn}
        mov (16|M0)              r62.0<1>:f    r60.0<1;1,0>:d                   {Compacted,I@3}
        mov (8|M8)               r53.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}
        add (8|M0)               r54.1<2>:ud   r52.0<1;1,0>:ud   r5.3<0;1,0>:ud   {I@3}
        sync.nop                             null                             {Compacted,$10.dst}
        add (16|M0)              r58.0<1>:f    r58.0<1;1,0>:f    r62.0<1;1,0>:f   {Compacted,F@1}
        add (8|M8)               r56.1<2>:ud   r53.0<1;1,0>:ud   r5.3<0;1,0>:ud   {I@2}
        mov (8|M0)               r54.0<2>:d    r50.0<1;1,0>:d                  
        mov (8|M8)               r56.0<2>:d    r51.0<1;1,0>:d                  
        send.ugm (16|M0)         null     r54     null:0  0x0            0x08000588           {A@1,$11} // wr:4+0, rd:0; atomic_iinc.ugm.d32.a64
        sync.nop                             null                             {Compacted,F@1}
        send.ugm (16|M0)         null     r64     r58:2   a0.0        0x240E0504           {ExBSO,$12} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.ugm (1|M0)          r66      r2      null:0  0x0            0x0210641F           {$13} // wr:1+0, rd:1; fence invalid flush type scoped to tile
(W)     mov (8|M0)               null<1>:ud    r66.0<1;1,0>:ud                  {$13.dst}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L1208:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x3EB0302A:ud                             
(W)     mov (16|M0)              null<1>:ud    0x969DAC8:ud                             
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
        illegal                
