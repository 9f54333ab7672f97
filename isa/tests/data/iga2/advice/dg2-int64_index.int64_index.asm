L0:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:ud              {I@2}
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
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}
(W)     mul (1|M0)               acc0.0<1>:ud  r4.3<0;1,0>:ud    r2.2<0;1,0>:uw   {A@1}
(W)     mach (1|M0)              r8.0<1>:ud    r4.3<0;1,0>:ud    r2.1<0;1,0>:ud   {AccWrEn}
        mov (16|M0)              r9.0<1>:d     r1.0<1;1,0>:uw                  
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,$2.dst}
(W)     mov (2|M0)               r3.0<1>:d     r5.2<1;1,0>:d                    {$1.dst}
        addc (8|M0)              r11.0<1>:ud   r7.0<0;1,0>:ud    r9.0<1;1,0>:ud   {AccWrEn,Compacted,I@2}
        add (8|M0)               r13.0<1>:ud   acc0.0<1;1,0>:ud  r8.0<0;1,0>:ud  
        addc (8|M8)              r12.0<1>:ud   r7.0<0;1,0>:ud    r10.0<1;1,0>:ud  {AccWrEn}
        add (8|M8)               r14.0<1>:ud   acc0.0<1;1,0>:ud  r8.0<0;1,0>:ud  
        addc (8|M0)              r15.0<1>:ud   r11.0<1;1,0>:ud   r4.0<0;1,0>:ud   {AccWrEn,Compacted,I@4}
        add (8|M0)               r17.0<1>:ud   acc0.0<1;1,0>:ud  r13.0<1;1,0>:ud  {I@4}
        addc (8|M8)              r16.0<1>:ud   r12.0<1;1,0>:ud   r4.0<0;1,0>:ud   {AccWrEn,I@4}
        cmp (16|M0)   (lt)f0.1   null<1>:d     r15.0<1;1,0>:ud   r3.0<0;1,0>:ud   {I@1}
        add (8|M8)               r18.0<1>:ud   acc0.0<1;1,0>:ud  r14.0<1;1,0>:ud 
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r17.0<1;1,0>:d    r3.1<0;1,0>:d    {I@1}
(~f0.1) cmp (16|M0)   (lt)f0.1   null<1>:d     r17.0<1;1,0>:ud   r3.1<0;1,0>:ud  
(~f0.1) goto (16|M0)                         L848                  L848                
L544:
(W)     mov (1|M0)               r3.2<1>:f     2.0:f                               {Compacted}
L552:
        add (16|M0)              r25.0<1>:d    r15.0<1;1,0>:d    r3.0<0;1,0>:d    {Compacted}
        shl (16|M0)              r19.0<1>:d    r15.0<1;1,0>:d    2:w               {Compacted}
(W)     mov (1|M0)               a0.0<1>:ud    r6.4<0;1,0>:d                    {A@1}
        shl (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    2:w               {Compacted,I@3}
        addc (8|M0)              r33.0<1>:ud   r15.0<1;1,0>:ud   r6.0<0;1,0>:ud   {AccWrEn,Compacted}
        add (16|M0)              r21.0<1>:d    r19.0<1;1,0>:d    r5.5<0;1,0>:d    {Compacted,I@4}
        add (16|M0)              r25.0<1>:d    r25.0<1;1,0>:d    r5.5<0;1,0>:d    {Compacted,I@3}
        add (8|M0)               r17.0<1>:ud   acc0.0<1;1,0>:ud  r17.0<1;1,0>:ud 
        addc (8|M8)              r34.0<1>:ud   r16.0<1;1,0>:ud   r6.0<0;1,0>:ud   {AccWrEn}
        send.ugm (16|M0)         r23      r21     null:0  a0.0        0x24280500           {ExBSO,A@4,$4} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        send.ugm (16|M0)         r27      r25     null:0  a0.0        0x24280500           {ExBSO,A@3,$5} // wr:2+0, rd:2; load.ugm.d32.a32.ca.ca.bss[a0.0]
        cmp (16|M0)   (lt)f0.0   null<1>:d     r33.0<1;1,0>:ud   r3.0<0;1,0>:ud   {I@1}
        add (8|M8)               r18.0<1>:ud   acc0.0<1;1,0>:ud  r18.0<1;1,0>:ud 
(W)     mov (1|M0)               a0.0<1>:ud    r6.3<0;1,0>:d                    {A@1}
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r17.0<1;1,0>:d    r3.1<0;1,0>:d    {I@2}
        add (16|M0)              r31.0<1>:d    r19.0<1;1,0>:d    r5.4<0;1,0>:d    {Compacted,$3.src}
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r17.0<1;1,0>:ud   r3.1<0;1,0>:ud  
        sync.allwr                           ($4,$5)                
        mad (16|M0)              r29.0<1>:f    r27.0<1;0>:f      r23.0<1;0>:f      r3.2<0>:f        {Compacted,F@1}
        send.ugm (16|M0)         null     r31     r29:2   a0.0        0x240E0504           {ExBSO,A@1,$3} // wr:2+2, rd:0; store.ugm.d32.a32.wb.wb.bss[a0.0]
(~f0.0) goto (16|M0)                         L848                  L848                
L824:
        mov (16|M0)              r15.0<1>:f    r33.0<1;1,0>:f                   {Compacted}
(W)     jmpi                                 L552                                
L848:
        join (16|M0)                         L864                                
L864:
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread
L888:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x52740719:ud                             
(W)     mov (16|M0)              null<1>:ud    0xDF33E010:ud                             
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
