L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
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
(W)     send.dc0 (8|M0)          r8       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r3.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r5.0<1>:ud    r7.3<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn,$1.dst}
        mov (16|M0)              r10.0<1>:d    r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r4.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r12.0<1>:d    r2.0<1;1,0>:uw                  
        addc (8|M0)              r14.0<1>:ud   r4.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn,Compacted,I@2}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r9.0<0;1,0>:d                    {A@1}
        add (8|M0)               r18.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M8)              r15.0<1>:ud   r4.0<0;1,0>:ud    r11.0<1;1,0>:ud  {AccWrEn}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        add (8|M8)               r19.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M16)             r16.0<1>:ud   r4.0<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn,I@6}
        add (16|M0)              r22.0<1>:d    r14.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@3}
        add (8|M16)              r20.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M24)             r17.0<1>:ud   r4.0<0;1,0>:ud    r13.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r26.0<1>:d    r22.0<1;1,0>:d    2:w               {Compacted,I@3}
        add (16|M16)             r24.0<1>:d    r16.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
        shl (16|M16)             r28.0<1>:d    r24.0<1;1,0>:d    2:w               {Compacted,I@1}
        add (16|M0)              r30.0<1>:d    r26.0<1;1,0>:d    r8.5<0;1,0>:d    {Compacted}
        add (16|M16)             r32.0<1>:d    r28.0<1;1,0>:d    r8.5<0;1,0>:d    {Compacted,I@2}
        send.ugm (16|M0)         r34      r30     null:0  a0.0        0x24280500           {ExBSO,A@2,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r36      r32     null:0  a0.0        0x24280500           {ExBSO,A@1,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.0<1>:ud    r9.1<0;1,0>:d                    {A@1}
        add (16|M0)              r38.0<1>:d    r26.0<1;1,0>:d    r8.6<0;1,0>:d    {Compacted}
        add (16|M16)             r40.0<1>:d    r28.0<1;1,0>:d    r8.6<0;1,0>:d    {Compacted}
        send.ugm (16|M0)         r42      r38     null:0  a0.0        0x24280500           {ExBSO,A@2,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r44      r40     null:0  a0.0        0x24280500           {ExBSO,A@1,$6} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               a0.0<1>:ud    r8.7<0;1,0>:d                    {A@1}
        add (16|M0)              r50.0<1>:d    r26.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
        add (16|M16)             r52.0<1>:d    r28.0<1;1,0>:d    r8.4<0;1,0>:d    {Compacted}
        add (8|M24)              r21.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        sync.nop                             null                             {Compacted,$5.dst}
        add (16|M0)              r46.0<1>:f    r34.0<1;1,0>:f    r42.0<1;1,0>:f   {Compacted,$3.dst}
        sync.nop                             null                             {Compacted,$6.dst}
        add (16|M16)             r48.0<1>:f    r36.0<1;1,0>:f    r44.0<1;1,0>:f   {Compacted,$4.dst}
        send.ugm (16|M0)         null     r50     r46:2   a0.0        0x240E0504           {ExBSO,A@2,$7} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r52     r48:2   a0.0        0x240E0504           {ExBSO,A@1,$8} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L768:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
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
