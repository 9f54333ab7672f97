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
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r7.3<0;1,0>:ud    r3.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r5.0<1>:ud    r7.3<0;1,0>:ud    r3.1<0;1,0>:ud   {AccWrEn,$1.dst}
        mov (16|M0)              r9.0<1>:d     r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r4.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        mov (16|M16)             r11.0<1>:d    r2.0<1;1,0>:uw                  
        addc (8|M0)              r13.0<1>:ud   r4.0<0;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (1|M0)               a0.0<1>:ud    r8.1<0;1,0>:d                    {A@1}
        add (8|M0)               r17.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M8)              r14.0<1>:ud   r4.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn}
(W)     mov (1|M0)               r6.0<1>:f     2.0:f                               {Compacted}
        add (8|M8)               r18.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M16)             r15.0<1>:ud   r4.0<0;1,0>:ud    r11.0<1;1,0>:ud  {AccWrEn,I@6}
        add (16|M0)              r21.0<1>:d    r13.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@3}
        add (8|M16)              r19.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        addc (8|M24)             r16.0<1>:ud   r4.0<0;1,0>:ud    r12.0<1;1,0>:ud  {AccWrEn}
        shl (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    2:w               {Compacted,I@3}
        add (16|M16)             r23.0<1>:d    r15.0<1;1,0>:d    r7.0<0;1,0>:d    {Compacted,I@2}
        shl (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    2:w               {Compacted,I@1}
        add (16|M0)              r21.0<1>:d    r21.0<1;1,0>:d    r8.0<0;1,0>:d    {Compacted}
        add (16|M16)             r23.0<1>:d    r23.0<1;1,0>:d    r8.0<0;1,0>:d    {Compacted,I@2}
        send.ugm (16|M0)         r25      r21     null:0  a0.0        0x24280500           {ExBSO,A@2,$3} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M16)        r27      r23     null:0  a0.0        0x24280500           {ExBSO,A@1,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
(W)     mov (1|M0)               r6.1<1>:f     1.0:f                               {Compacted}
(W)     mov (8|M0)               r127.0<1>:f   r3.0<1;1,0>:f                    {Compacted}
        add (8|M24)              r20.0<1>:ud   acc0.0<1;1,0>:ud  r5.0<0;1,0>:ud  
        sync.nop                             null                             {Compacted,$3.dst}
        mad (16|M0)              r29.0<1>:f    r6.1<0;0>:f       r25.0<1;0>:f      r6.0<0>:f        {Compacted,F@2}
        mad (16|M16)             r31.0<1>:f    r6.1<0;0>:f       r27.0<1;0>:f      r6.0<0>:f        {Compacted,$4.dst}
        send.ugm (16|M0)         null     r21     r29:2   a0.0        0x240E0504           {ExBSO,A@2,$5} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
        send.ugm (16|M16)        null     r23     r31:2   a0.0        0x240E0504           {ExBSO,A@1,$6} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L680:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x54DB8825:ud                             
(W)     mov (16|M0)              null<1>:ud    0xCAC4F3FA:ud                             
(W)     mov (16|M0)              null<1>:ud    0x0:ud                             
(W)     mov (16|M0)              null<1>:ud    0x3:ud                             
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
        illegal                
