L0:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                             
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw             
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:ud              {I@2}
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud              {I@1}
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0xC0:uw              {I@1}
(W)     send.ugm (1|M0)          r1       r127    null:0  0xFF000000            0x6228E500           {A@1,$0} // wr:1+0, rd:2; load.ugm.d32x32t.a32.ca.ca.bti[255]
(W)     add (1|M0)               r126.0<1>:ud  r127.0<0;1,0>:ud  0x80:uw             
(W)     send.ugm (1|M0)          r3       r126    null:0  0xFF000000            0x6218D500           {A@1,$1} // wr:1+0, rd:1; load.ugm.d32x16t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                
(W)     mov (1|M0)               null<1>:ud    r126.0<0;1,0>:ud                
        sync.nop                             null                             {I@1}
        sync.allrd                           ($0)                
        nop                    
        nop                    
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud             
(W)     add (1|M0)               r127.0<1>:ud  r127.0<0;1,0>:ud  0x0:ud              {I@1}
(W)     send.ugm (1|M0)          r4       r127    null:0  0xFF000000            0x6218C500           {I@1,$2} // wr:1+0, rd:1; load.ugm.d32x8t.a32.ca.ca.bti[255]
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r127.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Compacted,A@1}
(W)     shl (1|M0)               r2.0<1>:q     r0.1<0;1,0>:ud    6:w               {Compacted,A@1,$0.dst}
        mov (16|M0)              r5.0<4>:uw    r1.0<1;1,0>:uw                  
        mov (16|M16)             r7.0<4>:uw    r1.16<1;1,0>:uw                 
        add (16|M0)              r9.0<1>:q     r2.0<0;1,0>:q     r5.0<4;1,0>:uw   {I@2}
        add (16|M16)             r11.0<1>:q    r2.0<0;1,0>:q     r7.0<4;1,0>:uw   {I@2}
        sync.nop                             null                             {Compacted,I@2}
        add (16|M0)              r125.0<1>:q   r9.0<1;1,0>:q     r4.0<0;1,0>:ud   {Compacted,$2.dst}
        add (16|M16)             r15.0<2>:d    r11.0<1;1,0>:q    r4.0<0;1,0>:ud   {I@2}
        mov (16|M0)              r21.0<1>:d    r125.0<2;1,0>:d                  {Compacted,I@2}
        mov (16|M16)             r22.0<1>:d    r15.0<2;1,0>:d                   {Compacted,I@2}
        shl (32|M0)              r27.0<1>:d    r21.0<1;1,0>:d    2:w               {Compacted,I@1}
        add (32|M0)              r29.0<1>:d    r27.0<1;1,0>:d    4:w               {Compacted,I@1}
        add (32|M0)              r31.0<1>:d    r27.0<1;1,0>:d    8:w               {Compacted}
        add (32|M0)              r33.0<1>:d    r27.0<1;1,0>:d    12:w               {Compacted}
        add (32|M0)              r35.0<1>:d    r27.0<1;1,0>:d    16:w               {Compacted}
        add (32|M0)              r37.0<1>:d    r27.0<1;1,0>:d    20:w               {Compacted}
        add (32|M0)              r39.0<1>:d    r27.0<1;1,0>:d    24:w               {Compacted}
        add (32|M0)              r41.0<1>:d    r27.0<1;1,0>:d    28:w               {Compacted}
        add (32|M0)              r43.0<1>:d    r27.0<1;1,0>:d    32:w               {Compacted}
        add (32|M0)              r45.0<1>:d    r27.0<1;1,0>:d    36:w               {Compacted}
        add (32|M0)              r47.0<1>:d    r27.0<1;1,0>:d    40:w               {Compacted}
        add (32|M0)              r49.0<1>:d    r27.0<1;1,0>:d    44:w               {Compacted}
        add (32|M0)              r51.0<1>:d    r27.0<1;1,0>:d    48:w               {Compacted}
        add (32|M0)              r53.0<1>:d    r27.0<1;1,0>:d    52:w               {Compacted}
        add (32|M0)              r55.0<1>:d    r27.0<1;1,0>:d    56:w               {Compacted}
        add (32|M0)              r57.0<1>:d    r27.0<1;1,0>:d    60:w               {Compacted}
        add (32|M0)              r59.0<1>:d    r27.0<1;1,0>:d    64:w               {Compacted}
        and (32|M0)              r61.0<1>:d    r27.0<1;1,0>:d    16380:w              
        and (32|M0)              r63.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (32|M0)              r65.0<1>:d    r31.0<1;1,0>:d    16380:w              
        and (32|M0)              r67.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (32|M0)              r69.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (32|M0)              r71.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (32|M0)              r73.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (32|M0)              r75.0<1>:d    r41.0<1;1,0>:d    16380:w              
        mov (32|M0)              r121.0<1>:d   r1.0<1;1,0>:uw                  
        and (32|M0)              r77.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (32|M0)              r79.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (32|M0)              r81.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (32|M0)              r83.0<1>:d    r49.0<1;1,0>:d    16380:w              
        mov (16|M0)              r95.0<2>:ud   r61.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r97.0<2>:ud   r62.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r99.0<2>:ud   r63.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r101.0<2>:ud  r64.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r103.0<2>:ud  r65.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r105.0<2>:ud  r66.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r107.0<2>:ud  r67.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r109.0<2>:ud  r68.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r85.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (32|M0)              r87.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (32|M0)              r89.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (32|M0)              r91.0<1>:d    r57.0<1;1,0>:d    16380:w              
        and (32|M0)              r93.0<1>:d    r59.0<1;1,0>:d    16380:w              
        mov (16|M0)              r111.0<2>:ud  r69.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r113.0<2>:ud  r70.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r115.0<2>:ud  r71.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r117.0<2>:ud  r72.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r119.0<2>:ud  r73.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r5.0<2>:ud    r75.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r7.0<2>:ud    r76.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r1.0<2>:ud    r74.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r9.0<2>:ud    r77.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r11.0<2>:ud   r78.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r15.0<2>:ud   r79.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r21.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r29.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r31.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r33.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r35.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r61.0<1>:q    r4.3<0;1,0>:q     r99.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r63.0<1>:q    r4.3<0;1,0>:q     r101.0<2;1,0>:ud {Compacted}
        add (16|M0)              r65.0<1>:q    r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted}
        add (16|M16)             r67.0<1>:q    r4.3<0;1,0>:q     r105.0<2;1,0>:ud {Compacted}
        add (16|M0)              r57.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r59.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r69.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        add (16|M16)             r71.0<1>:q    r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted}
        mov (16|M0)              r37.0<2>:ud   r85.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r39.0<2>:ud   r86.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r41.0<2>:ud   r87.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r43.0<2>:ud   r88.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r45.0<2>:ud   r89.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r47.0<2>:ud   r90.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r49.0<2>:ud   r91.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r51.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r75.0<1>:q    r4.3<0;1,0>:q     r113.0<2;1,0>:ud {Compacted}
        add (16|M0)              r73.0<1>:q    r4.3<0;1,0>:q     r111.0<2;1,0>:ud {Compacted}
        add (16|M0)              r77.0<1>:q    r4.3<0;1,0>:q     r115.0<2;1,0>:ud {Compacted}
        add (16|M16)             r79.0<1>:q    r4.3<0;1,0>:q     r117.0<2;1,0>:ud {Compacted}
        add (16|M0)              r81.0<1>:q    r4.3<0;1,0>:q     r119.0<2;1,0>:ud {Compacted}
        add (16|M16)             r83.0<1>:q    r4.3<0;1,0>:q     r1.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r85.0<1>:q    r4.3<0;1,0>:q     r5.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r87.0<1>:q    r4.3<0;1,0>:q     r7.0<2;1,0>:ud   {Compacted}
        mov (16|M0)              r53.0<2>:ud   r93.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r55.0<2>:ud   r94.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r99.0<1>:q    r4.3<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r101.0<1>:q   r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r103.0<1>:q   r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r95.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r21      r69     null:0  0x0            0x08200580           {I@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r97.0<1>:q    r4.3<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r89.0<1>:q    r4.3<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted}
        send.ugm (32|M0)         r9       r57     null:0  0x0            0x08200580           {I@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r91.0<1>:q    r4.3<0;1,0>:q     r11.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r11      r61     null:0  0x0            0x08200580           {I@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r93.0<1>:q    r4.3<0;1,0>:q     r15.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r15      r65     null:0  0x0            0x08200580           {I@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r31      r77     null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r33      r81     null:0  0x0            0x08200580           {$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r35      r85     null:0  0x0            0x08200580           {$9} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r29      r73     null:0  0x0            0x08200580           {$10} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r105.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r107.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r109.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r113.0<1>:q   r4.3<0;1,0>:q     r45.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r111.0<1>:q   r4.3<0;1,0>:q     r43.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r115.0<1>:q   r4.3<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r117.0<1>:q   r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r119.0<1>:q   r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r37      r89     null:0  0x0            0x08200580           {I@7,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r39      r93     null:0  0x0            0x08200580           {I@7,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r41      r97     null:0  0x0            0x08200580           {I@6,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r43      r101    null:0  0x0            0x08200580           {I@4,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r45      r105    null:0  0x0            0x08200580           {$15} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r47      r109    null:0  0x0            0x08200580           {I@3,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r49      r113    null:0  0x0            0x08200580           {I@2,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r51      r117    null:0  0x0            0x08200580           {I@1,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        mul (32|M0)              r13.0<1>:d    r121.0<1;1,0>:d   768:w               {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r55.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r87.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r88.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r87.0<1>:d    r27.0<1;1,0>:d    68:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r63.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r61.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$3.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r89.0<1>:d    r27.0<1;1,0>:d    72:w               {Compacted}
        add (32|M0)              r91.0<1>:d    r27.0<1;1,0>:d    76:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r59.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r57.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r59.0<1>:f    r15.0<1;1,0>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,I@4}
        mov (32|M0)              r55.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$4.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r96.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r93.0<1>:d    r27.0<1;1,0>:d    80:w               {Compacted}
        add (32|M0)              r95.0<1>:d    r27.0<1;1,0>:d    84:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r100.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r97.0<1>:d    r27.0<1;1,0>:d    88:w               {Compacted}
        add (32|M0)              r99.0<1>:d    r27.0<1;1,0>:d    92:w               {Compacted}
        mov (32|M0)              r65.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (32|M0)              r67.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r69.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r63.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$10.dst}
        or (32|M0)               r17.0<1>:d    r13.0<1;1,0>:d    16:w               {Compacted}
        send.ugm (32|M0)         r53      r5      null:0  0x0            0x08200580           {$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r13     r55:8   0x0            0x04003504           {F@5,$4} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r101.0<1>:d   r27.0<1;1,0>:d    100:w               {Compacted}
        add (32|M0)              r103.0<1>:d   r27.0<1;1,0>:d    104:w               {Compacted}
        or (32|M0)               r19.0<1>:d    r13.0<1;1,0>:d    32:w               {Compacted}
        mov (32|M0)              r71.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r73.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r75.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (32|M0)              r77.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$14.dst}
        send.slm (32|M0)         null     r17     r63:8   0x0            0x04003504           {A@4,$5} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r105.0<1>:d   r27.0<1;1,0>:d    108:w               {Compacted}
        add (32|M0)              r107.0<1>:d   r27.0<1;1,0>:d    112:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r111.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r109.0<1>:d   r27.0<1;1,0>:d    116:w               {Compacted}
        add (32|M0)              r111.0<1>:d   r27.0<1;1,0>:d    120:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r113.0<1>:d   r27.0<1;1,0>:d    124:w               {Compacted}
        add (32|M0)              r115.0<1>:d   r27.0<1;1,0>:d    128:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r120.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r117.0<1>:d   r27.0<1;1,0>:d    132:w               {Compacted}
        add (32|M0)              r119.0<1>:d   r27.0<1;1,0>:d    96:w               {Compacted}
        or (32|M0)               r23.0<1>:d    r13.0<1;1,0>:d    48:w               {Compacted}
        and (32|M0)              r1.0<1>:d     r87.0<1;1,0>:d    16380:w              
        mov (32|M0)              r79.0<1>:f    r45.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r81.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r83.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r85.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$1.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r5.0<1>:d     r89.0<1;1,0>:d    16380:w              
        and (32|M0)              r7.0<1>:d     r91.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r19     r71:8   0x0            0x04003504           {A@5,$6} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r9.0<1>:d     r93.0<1;1,0>:d    16380:w              
        and (32|M0)              r11.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (32|M0)              r15.0<1>:d    r97.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r17.0<1>:d    r99.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r23     r79:8   0x0            0x04003504           {A@1,$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r21.0<1>:d    r103.0<1;1,0>:d   16380:w              
        mov (16|M0)              r41.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,I@7}
        mov (16|M16)             r43.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r45.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@7}
        mov (16|M16)             r47.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r49.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted,I@7}
        mov (16|M16)             r51.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r77.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r78.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r19.0<1>:d    r101.0<1;1,0>:d   16380:w              
        and (32|M0)              r29.0<1>:d    r107.0<1;1,0>:d   16380:w              
        and (32|M0)              r31.0<1>:d    r109.0<1;1,0>:d   16380:w              
        and (32|M0)              r33.0<1>:d    r111.0<1;1,0>:d   16380:w              
        and (32|M0)              r35.0<1>:d    r113.0<1;1,0>:d   16380:w              
        and (32|M0)              r37.0<1>:d    r115.0<1;1,0>:d   16380:w              
        and (32|M0)              r39.0<1>:d    r117.0<1;1,0>:d   16380:w              
        and (32|M0)              r71.0<1>:d    r119.0<1;1,0>:d   16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r55.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r57.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r59.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r61.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r63.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r65.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r67.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r69.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r85.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r86.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r23.0<1>:d    r105.0<1;1,0>:d   16380:w              
        mov (16|M0)              r77.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r79.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r75.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r109.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r111.0<1>:q   r4.3<0;1,0>:q     r43.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r113.0<1>:q   r4.3<0;1,0>:q     r45.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r115.0<1>:q   r4.3<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r117.0<1>:q   r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r119.0<1>:q   r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r73.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r85.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r87.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r55.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r57.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r9.0<1>:q     r4.3<0;1,0>:q     r59.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r11.0<1>:q    r4.3<0;1,0>:q     r61.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r63.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r65.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r81.0<2>:ud   r23.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r83.0<2>:ud   r24.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r21.0<1>:q    r4.3<0;1,0>:q     r69.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.3<0;1,0>:q     r67.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r93.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r95.0<2>:ud   r34.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r97.0<2>:ud   r35.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r99.0<2>:ud   r36.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r101.0<2>:ud  r37.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r103.0<2>:ud  r38.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r29.0<2>:ud   r72.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r23.0<2>:ud   r71.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r33.0<1>:q    r4.3<0;1,0>:q     r75.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r75      r109    null:0  0x0            0x08200580           {I@1,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r35.0<1>:q    r4.3<0;1,0>:q     r77.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r77      r113    null:0  0x0            0x08200580           {I@1,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r37.0<1>:q    r4.3<0;1,0>:q     r79.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r79      r117    null:0  0x0            0x08200580           {I@1,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r89.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r91.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r107.0<2>:ud  r40.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r105.0<2>:ud  r39.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r43.0<1>:q    r4.3<0;1,0>:q     r85.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r85      r15     null:0  0x0            0x08200580           {I@1,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r45.0<1>:q    r4.3<0;1,0>:q     r87.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r87      r19     null:0  0x0            0x08200580           {I@1,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r41.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r83      r9      null:0  0x0            0x08200580           {I@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r31.0<1>:q    r4.3<0;1,0>:q     r73.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r39.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r81      r5      null:0  0x0            0x08200580           {I@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r71.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r73.0<1>:q    r4.3<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r55.0<1>:q    r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r93      r39     null:0  0x0            0x08200580           {I@1,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r57.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r95      r43     null:0  0x0            0x08200580           {I@1,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r47.0<1>:q    r4.3<0;1,0>:q     r89.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r89      r31     null:0  0x0            0x08200580           {I@1,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r49.0<1>:q    r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r91      r35     null:0  0x0            0x08200580           {I@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r69.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r107     r71     null:0  0x0            0x08200580           {I@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        or (32|M0)               r25.0<1>:d    r13.0<1;1,0>:d    64:w               {Compacted}
        add (16|M0)              r59.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r97      r47     null:0  0x0            0x08200580           {I@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r61.0<1>:q    r4.3<0;1,0>:q     r99.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r63.0<1>:q    r4.3<0;1,0>:q     r101.0<2;1,0>:ud {Compacted}
        add (16|M16)             r65.0<1>:q    r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r111.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r109.0<1>:f   r53.0<1;1,0>:f                   {Compacted,$3.dst}
        add (16|M0)              r67.0<1>:q    r4.3<0;1,0>:q     r105.0<2;1,0>:ud {Compacted}
        mov (32|M0)              r111.0<1>:f   r75.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r113.0<1>:f   r77.0<1;1,0>:f                   {Compacted,$9.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r41.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r42.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r39.0<1>:d    r27.0<1;1,0>:d    140:w               {Compacted}
        add (32|M0)              r41.0<1>:d    r27.0<1;1,0>:d    144:w               {Compacted}
        mov (32|M0)              r115.0<1>:f   r79.0<1;1,0>:f                   {Compacted,$10.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r37.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r38.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r37.0<1>:d    r27.0<1;1,0>:d    136:w               {Compacted}
        send.ugm (32|M0)         r99      r55     null:0  0x0            0x08200580           {I@7,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        or (32|M0)               r117.0<1>:d   r13.0<1;1,0>:d    80:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r45.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r46.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r43.0<1>:d    r27.0<1;1,0>:d    148:w               {Compacted}
        add (32|M0)              r45.0<1>:d    r27.0<1;1,0>:d    152:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r19.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r21.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r17.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$13.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r49.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r50.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r47.0<1>:d    r27.0<1;1,0>:d    156:w               {Compacted}
        add (32|M0)              r49.0<1>:d    r27.0<1;1,0>:d    160:w               {Compacted}
        mov (32|M0)              r15.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$14.dst}
        send.ugm (32|M0)         r101     r59     null:0  0x0            0x08200580           {I@7,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r103     r63     null:0  0x0            0x08200580           {I@7,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r105     r67     null:0  0x0            0x08200580           {I@7,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r25     r109:8  0x0            0x04003504           {A@5,$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r51.0<1>:d    r27.0<1;1,0>:d    164:w               {Compacted}
        or (32|M0)               r119.0<1>:d   r13.0<1;1,0>:d    96:w               {Compacted}
        add (32|M0)              r53.0<1>:d    r27.0<1;1,0>:d    168:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r55.0<1>:d    r27.0<1;1,0>:d    172:w               {Compacted}
        add (32|M0)              r57.0<1>:d    r27.0<1;1,0>:d    176:w               {Compacted}
        send.slm (32|M0)         null     r117    r15:8   0x0            0x04003504           {A@1,$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        or (32|M0)               r1.0<1>:d     r13.0<1;1,0>:d    100:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r33.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r34.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r33.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r35.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r29.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$2.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r73.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r74.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r71.0<1>:d    r41.0<1;1,0>:d    16380:w              
        mov (32|M0)              r31.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$4.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r59.0<1>:d    r27.0<1;1,0>:d    180:w               {Compacted}
        add (32|M0)              r61.0<1>:d    r27.0<1;1,0>:d    184:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r66.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r63.0<1>:d    r27.0<1;1,0>:d    188:w               {Compacted}
        add (32|M0)              r65.0<1>:d    r27.0<1;1,0>:d    192:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r67.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (32|M0)              r69.0<1>:d    r39.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r119    r107:2  0x0            0x04000504           {$5} // wr:2+2, rd:0; store.slm.d32.a32
        and (32|M0)              r73.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (32|M0)              r75.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (32|M0)              r77.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (32|M0)              r79.0<1>:d    r49.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r1      r29:8   0x0            0x04003504           {A@1,$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r81.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (32|M0)              r83.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (32|M0)              r85.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (32|M0)              r87.0<1>:d    r57.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r115.0<2>:ud  r71.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r117.0<2>:ud  r72.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r109.0<2>:ud  r68.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r111.0<2>:ud  r69.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r113.0<2>:ud  r70.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r107.0<2>:ud  r67.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r89.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (32|M0)              r91.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (32|M0)              r93.0<1>:d    r63.0<1;1,0>:d    16380:w              
        and (32|M0)              r95.0<1>:d    r65.0<1;1,0>:d    16380:w              
        mov (16|M0)              r119.0<2>:ud  r73.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r7.0<2>:ud    r75.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r9.0<2>:ud    r76.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r11.0<2>:ud   r77.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r15.0<2>:ud   r78.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r17.0<2>:ud   r79.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r19.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r1.0<2>:ud    r74.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r21.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r23.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r25.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r29.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r31.0<2>:ud   r85.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r33.0<2>:ud   r86.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r35.0<2>:ud   r87.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r37.0<2>:ud   r88.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r57.0<1>:q    r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted}
        add (16|M0)              r55.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        add (16|M0)              r59.0<1>:q    r4.3<0;1,0>:q     r111.0<2;1,0>:ud {Compacted}
        add (16|M16)             r61.0<1>:q    r4.3<0;1,0>:q     r113.0<2;1,0>:ud {Compacted}
        add (16|M0)              r63.0<1>:q    r4.3<0;1,0>:q     r115.0<2;1,0>:ud {Compacted}
        add (16|M16)             r65.0<1>:q    r4.3<0;1,0>:q     r117.0<2;1,0>:ud {Compacted}
        add (16|M0)              r67.0<1>:q    r4.3<0;1,0>:q     r119.0<2;1,0>:ud {Compacted}
        add (16|M0)              r71.0<1>:q    r4.3<0;1,0>:q     r7.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r75.0<1>:q    r4.3<0;1,0>:q     r11.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r77.0<1>:q    r4.3<0;1,0>:q     r15.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r79.0<1>:q    r4.3<0;1,0>:q     r17.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r69.0<1>:q    r4.3<0;1,0>:q     r1.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r73.0<1>:q    r4.3<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r81.0<1>:q    r4.3<0;1,0>:q     r19.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r19      r55     null:0  0x0            0x08200580           {I@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r39.0<2>:ud   r89.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r41.0<2>:ud   r90.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r43.0<2>:ud   r91.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r45.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r47.0<2>:ud   r93.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r49.0<2>:ud   r94.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r83.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r21      r59     null:0  0x0            0x08200580           {I@1,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r85.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r23      r63     null:0  0x0            0x08200580           {I@1,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r87.0<1>:q    r4.3<0;1,0>:q     r25.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r109.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r107.0<1>:q   r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r89.0<1>:q    r4.3<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r91.0<1>:q    r4.3<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r93.0<1>:q    r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r25      r67     null:0  0x0            0x08200580           {I@6,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r29      r71     null:0  0x0            0x08200580           {I@3,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r31      r75     null:0  0x0            0x08200580           {I@2,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r33      r79     null:0  0x0            0x08200580           {I@1,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r35      r83     null:0  0x0            0x08200580           {$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r37      r87     null:0  0x0            0x08200580           {$12} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r111.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r39      r91     null:0  0x0            0x08200580           {I@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r113.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r41      r107    null:0  0x0            0x08200580           {I@1,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r51.0<2>:ud   r95.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r53.0<2>:ud   r96.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted,I@2}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r51.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$6.dst}
        or (32|M0)               r5.0<1>:d     r13.0<1;1,0>:d    116:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r55.0<1>:f    r101.0<1;1,0>:f                  {Compacted,$8.dst}
        mov (32|M0)              r57.0<1>:f    r103.0<1;1,0>:f                  {Compacted,$9.dst}
        add (16|M0)              r115.0<1>:q   r4.3<0;1,0>:q     r43.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r117.0<1>:q   r4.3<0;1,0>:q     r45.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r7.0<1>:q     r4.3<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r9.0<1>:q     r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r61.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$10.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r93.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r94.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r91.0<1>:d    r27.0<1;1,0>:d    200:w               {Compacted}
        add (32|M0)              r93.0<1>:d    r27.0<1;1,0>:d    204:w               {Compacted}
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r95.0<1>:d    r27.0<1;1,0>:d    208:w               {Compacted}
        add (32|M0)              r97.0<1>:d    r27.0<1;1,0>:d    212:w               {Compacted,F@4}
        sync.nop                             null                             {Compacted,I@3}
        mov (32|M0)              r53.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$7.dst}
        send.ugm (32|M0)         r43      r111    null:0  0x0            0x08200580           {$6} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r119.0<1>:d   r27.0<1;1,0>:d    196:w               {Compacted}
        or (32|M0)               r59.0<1>:d    r13.0<1;1,0>:d    132:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r66.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r63.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (32|M0)              r65.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$15.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r67.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$0.dst}
        add (32|M0)              r101.0<1>:d   r27.0<1;1,0>:d    220:w               {Compacted,F@7}
        add (32|M0)              r103.0<1>:d   r27.0<1;1,0>:d    224:w               {Compacted,F@6}
        add (32|M0)              r105.0<1>:d   r27.0<1;1,0>:d    228:w               {Compacted,F@5}
        add (32|M0)              r99.0<1>:d    r27.0<1;1,0>:d    216:w               {Compacted,F@4}
        send.ugm (32|M0)         r45      r115    null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r47      r7      null:0  0x0            0x08200580           {$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r5      r51:8   0x0            0x04003504           {$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        or (32|M0)               r69.0<1>:d    r13.0<1;1,0>:d    148:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r109.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r110.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r107.0<1>:d   r27.0<1;1,0>:d    232:w               {Compacted}
        add (32|M0)              r109.0<1>:d   r27.0<1;1,0>:d    236:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r77.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r78.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r75.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r77.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$3.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r82.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r79.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r81.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$5.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r113.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r111.0<1>:d   r27.0<1;1,0>:d    240:w               {Compacted}
        add (32|M0)              r113.0<1>:d   r27.0<1;1,0>:d    244:w               {Compacted}
        send.ugm (32|M0)         r49      r15     null:0  0x0            0x08200580           {$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r59     r61:8   0x0            0x04003504           {A@5,$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        or (32|M0)               r71.0<1>:d    r13.0<1;1,0>:d    164:w               {Compacted}
        mov (32|M0)              r83.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r85.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$12.dst}
        and (32|M0)              r1.0<1>:d     r91.0<1;1,0>:d    16380:w              
        mov (32|M0)              r87.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (32|M0)              r89.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$1.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r117.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r118.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r115.0<1>:d   r27.0<1;1,0>:d    248:w               {Compacted}
        add (32|M0)              r117.0<1>:d   r27.0<1;1,0>:d    252:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r9.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r10.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r7.0<1>:d     r95.0<1;1,0>:d    16380:w              
        and (32|M0)              r9.0<1>:d     r97.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r5.0<1>:d     r93.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r69     r75:8   0x0            0x04003504           {A@5,$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r19.0<1>:d    r105.0<1;1,0>:d   16380:w              
        and (32|M0)              r11.0<1>:d    r99.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r15.0<1>:d    r101.0<1;1,0>:d   16380:w              
        and (32|M0)              r17.0<1>:d    r103.0<1;1,0>:d   16380:w              
        and (32|M0)              r35.0<1>:d    r119.0<1;1,0>:d   16380:w               {F@4}
        send.slm (32|M0)         null     r71     r83:8   0x0            0x04003504           {A@1,$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r21.0<1>:d    r107.0<1;1,0>:d   16380:w              
        and (32|M0)              r23.0<1>:d    r109.0<1;1,0>:d   16380:w              
        and (32|M0)              r25.0<1>:d    r111.0<1;1,0>:d   16380:w              
        and (32|M0)              r29.0<1>:d    r113.0<1;1,0>:d   16380:w              
        mov (16|M0)              r37.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r39.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r53.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r55.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r57.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r67.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r59.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r41.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r51.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        and (32|M0)              r31.0<1>:d    r115.0<1;1,0>:d   16380:w              
        and (32|M0)              r33.0<1>:d    r117.0<1;1,0>:d   16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r82.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r75.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r77.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r61.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r63.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r65.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r67.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r69.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r103.0<2>:ud  r35.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r105.0<2>:ud  r36.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r89.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r90.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r71.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r79.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r81.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r83.0<2>:ud   r23.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r85.0<2>:ud   r24.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r87.0<2>:ud   r25.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r89.0<2>:ud   r26.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r91.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r93.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r107.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r109.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r59.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r111.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r113.0<1>:q   r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r57.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r115.0<1>:q   r4.3<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r117.0<1>:q   r4.3<0;1,0>:q     r55.0<2;1,0>:ud  {Compacted}
        mov (16|M16)             r97.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r9.0<1>:q     r4.3<0;1,0>:q     r61.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r11.0<1>:q    r4.3<0;1,0>:q     r63.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r65.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.3<0;1,0>:q     r69.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r67.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r21.0<1>:q    r4.3<0;1,0>:q     r71.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r23.0<1>:q    r4.3<0;1,0>:q     r75.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r25.0<1>:q    r4.3<0;1,0>:q     r77.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r63.0<1>:q    r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted}
        add (16|M16)             r65.0<1>:q    r4.3<0;1,0>:q     r105.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r69      r111    null:0  0x0            0x08200580           {I@7,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r67      r107    null:0  0x0            0x08200580           {I@6,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r71      r115    null:0  0x0            0x08200580           {I@5,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r75      r5      null:0  0x0            0x08200580           {I@4,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r95.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r99.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r101.0<2>:ud  r34.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r35.0<1>:q    r4.3<0;1,0>:q     r85.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r29.0<1>:q    r4.3<0;1,0>:q     r79.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r37.0<1>:q    r4.3<0;1,0>:q     r87.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r39.0<1>:q    r4.3<0;1,0>:q     r89.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r51.0<1>:q    r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r53.0<1>:q    r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r31.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r33.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r77      r9      null:0  0x0            0x08200580           {$9} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r79      r15     null:0  0x0            0x08200580           {I@7,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r81      r19     null:0  0x0            0x08200580           {I@2,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r83      r23     null:0  0x0            0x08200580           {I@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r57.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r97      r63     null:0  0x0            0x08200580           {I@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r89      r37     null:0  0x0            0x08200580           {$15} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r91      r51     null:0  0x0            0x08200580           {$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r85      r29     null:0  0x0            0x08200580           {$1} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r87      r33     null:0  0x0            0x08200580           {$6} // wr:4+0, rd:2; load.ugm.d32.a64
        or (32|M0)               r73.0<1>:d    r13.0<1;1,0>:d    180:w               {Compacted}
        mov (32|M0)              r103.0<1>:f   r47.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r105.0<1>:f   r49.0<1;1,0>:f                   {Compacted,$10.dst}
        add (16|M0)              r55.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r59.0<1>:q    r4.3<0;1,0>:q     r99.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r61.0<1>:q    r4.3<0;1,0>:q     r101.0<2;1,0>:ud {Compacted}
        sync.nop                             null                             {Compacted,I@2}
        mov (32|M0)              r99.0<1>:f    r43.0<1;1,0>:f                   {Compacted,$6.dst}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r101.0<1>:f   r45.0<1;1,0>:f                   {Compacted,$7.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r109.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r110.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        or (32|M0)               r107.0<1>:d   r13.0<1;1,0>:d    196:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r39.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r37.0<1>:d    r27.0<1;1,0>:d    256:w               {Compacted}
        add (32|M0)              r39.0<1>:d    r27.0<1;1,0>:d    260:w               {Compacted}
        send.ugm (32|M0)         r93      r55     null:0  0x0            0x08200580           {$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r73     r99:8   0x0            0x04003504           {A@1,$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r41.0<1>:d    r27.0<1;1,0>:d    264:w               {Compacted}
        or (32|M0)               r109.0<1>:d   r13.0<1;1,0>:d    200:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r7.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r5.0<1>:f     r67.0<1;1,0>:f                   {Compacted,$3.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r9.0<1>:f     r71.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r11.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$5.dst}
        add (32|M0)              r47.0<1>:d    r27.0<1;1,0>:d    276:w               {Compacted}
        add (32|M0)              r43.0<1>:d    r27.0<1;1,0>:d    268:w               {Compacted}
        add (32|M0)              r45.0<1>:d    r27.0<1;1,0>:d    272:w               {Compacted}
        send.slm (32|M0)         null     r107    r97:2   0x0            0x04000504           {I@7,$14} // wr:2+2, rd:0; store.slm.d32.a32
        or (32|M0)               r111.0<1>:d   r13.0<1;1,0>:d    216:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r51.0<1>:d    r27.0<1;1,0>:d    284:w               {Compacted}
        add (32|M0)              r53.0<1>:d    r27.0<1;1,0>:d    288:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r15.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$9.dst}
        add (32|M0)              r49.0<1>:d    r27.0<1;1,0>:d    280:w               {Compacted}
        mov (32|M0)              r17.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r19.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r21.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$13.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r55.0<1>:d    r27.0<1;1,0>:d    292:w               {Compacted}
        send.ugm (32|M0)         r95      r59     null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r109    r5:8    0x0            0x04003504           {A@5,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        or (32|M0)               r113.0<1>:d   r13.0<1;1,0>:d    232:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r33.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r35.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r29.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$1.dst}
        add (32|M0)              r57.0<1>:d    r27.0<1;1,0>:d    300:w               {Compacted}
        mov (32|M0)              r31.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$6.dst}
        and (32|M0)              r69.0<1>:d    r37.0<1;1,0>:d    16380:w              
        and (32|M0)              r71.0<1>:d    r39.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r111    r15:8   0x0            0x04003504           {A@5,$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r63.0<1>:d    r27.0<1;1,0>:d    312:w               {Compacted}
        add (32|M0)              r65.0<1>:d    r27.0<1;1,0>:d    316:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r105.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r106.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r73.0<1>:d    r41.0<1;1,0>:d    16380:w              
        add (32|M0)              r67.0<1>:d    r27.0<1;1,0>:d    296:w               {Compacted}
        and (32|M0)              r75.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (32|M0)              r77.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (32|M0)              r79.0<1>:d    r47.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r59.0<1>:d    r27.0<1;1,0>:d    304:w               {Compacted}
        add (32|M0)              r61.0<1>:d    r27.0<1;1,0>:d    308:w               {Compacted}
        send.slm (32|M0)         null     r113    r29:8   0x0            0x04003504           {A@1,$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r81.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (32|M0)              r83.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (32|M0)              r85.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (32|M0)              r87.0<1>:d    r55.0<1;1,0>:d    16380:w              
        mov (16|M0)              r103.0<2>:ud  r69.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r105.0<2>:ud  r70.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r97.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r98.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r107.0<2>:ud  r71.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r109.0<2>:ud  r72.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r89.0<1>:d    r57.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r111.0<2>:ud  r73.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r115.0<2>:ud  r75.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r117.0<2>:ud  r76.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r119.0<2>:ud  r77.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r1.0<2>:ud    r78.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r5.0<2>:ud    r79.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r7.0<2>:ud    r80.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r113.0<2>:ud  r74.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r99.0<1>:d    r63.0<1;1,0>:d    16380:w              
        and (32|M0)              r101.0<1>:d   r65.0<1;1,0>:d    16380:w              
        and (32|M0)              r91.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (32|M0)              r97.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (32|M0)              r29.0<1>:d    r67.0<1;1,0>:d    16380:w              
        mov (16|M0)              r9.0<2>:ud    r81.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r11.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r15.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r17.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r19.0<2>:ud   r85.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r21.0<2>:ud   r86.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r23.0<2>:ud   r87.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r25.0<2>:ud   r88.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r51.0<1>:q    r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted}
        add (16|M16)             r53.0<1>:q    r4.3<0;1,0>:q     r105.0<2;1,0>:ud {Compacted}
        add (16|M0)              r55.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        add (16|M16)             r57.0<1>:q    r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted}
        add (16|M16)             r69.0<1>:q    r4.3<0;1,0>:q     r1.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r71.0<1>:q    r4.3<0;1,0>:q     r5.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r73.0<1>:q    r4.3<0;1,0>:q     r7.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r63.0<1>:q    r4.3<0;1,0>:q     r115.0<2;1,0>:ud {Compacted}
        add (16|M16)             r65.0<1>:q    r4.3<0;1,0>:q     r117.0<2;1,0>:ud {Compacted}
        add (16|M0)              r59.0<1>:q    r4.3<0;1,0>:q     r111.0<2;1,0>:ud {Compacted}
        add (16|M16)             r61.0<1>:q    r4.3<0;1,0>:q     r113.0<2;1,0>:ud {Compacted}
        add (16|M0)              r67.0<1>:q    r4.3<0;1,0>:q     r119.0<2;1,0>:ud {Compacted}
        mov (16|M0)              r31.0<2>:ud   r89.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r33.0<2>:ud   r90.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r43.0<2>:ud   r99.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r45.0<2>:ud   r100.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r35.0<2>:ud   r91.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r37.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r39.0<2>:ud   r97.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r41.0<2>:ud   r98.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r75.0<1>:q    r4.3<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted}
        send.ugm (32|M0)         r9       r51     null:0  0x0            0x08200580           {I@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r77.0<1>:q    r4.3<0;1,0>:q     r11.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r11      r55     null:0  0x0            0x08200580           {I@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r79.0<1>:q    r4.3<0;1,0>:q     r15.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r81.0<1>:q    r4.3<0;1,0>:q     r17.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r83.0<1>:q    r4.3<0;1,0>:q     r19.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r85.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r87.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r89.0<1>:q    r4.3<0;1,0>:q     r25.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r15      r59     null:0  0x0            0x08200580           {I@6,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r17      r63     null:0  0x0            0x08200580           {I@5,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r19      r67     null:0  0x0            0x08200580           {I@4,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r21      r71     null:0  0x0            0x08200580           {I@3,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r91.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r97.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r23      r75     null:0  0x0            0x08200580           {I@4,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r25      r79     null:0  0x0            0x08200580           {I@3,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r29      r83     null:0  0x0            0x08200580           {A@1,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r47.0<2>:ud   r101.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r49.0<2>:ud   r102.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r111.0<1>:q   r4.3<0;1,0>:q     r43.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r99.0<1>:q    r4.3<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r31      r87     null:0  0x0            0x08200580           {I@1,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r113.0<1>:q   r4.3<0;1,0>:q     r45.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r103.0<1>:q   r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r105.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r107.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r109.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r101.0<1>:q   r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r35      r103    null:0  0x0            0x08200580           {A@6,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r39      r111    null:0  0x0            0x08200580           {I@5,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r37      r107    null:0  0x0            0x08200580           {I@4,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r33      r99     null:0  0x0            0x08200580           {I@3,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r43      r5      null:0  0x0            0x08200580           {A@1,$8} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        or (32|M0)               r53.0<1>:d    r13.0<1;1,0>:d    248:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r55.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r57.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$7.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r59.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$13.dst}
        mov (32|M0)              r61.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$14.dst}
        add (32|M0)              r45.0<1>:d    r13.0<1;1,0>:d    264:w               {Compacted}
        add (16|M0)              r115.0<1>:q   r4.3<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r117.0<1>:q   r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r89.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r90.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r87.0<1>:d    r27.0<1;1,0>:d    320:w               {Compacted}
        add (32|M0)              r89.0<1>:d    r27.0<1;1,0>:d    324:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r66.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r63.0<1>:f    r15.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r65.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r67.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$2.dst}
        add (32|M0)              r91.0<1>:d    r27.0<1;1,0>:d    328:w               {Compacted}
        mov (32|M0)              r69.0<1>:f    r21.0<1;1,0>:f                   {Compacted,$3.dst}
        add (32|M0)              r47.0<1>:d    r13.0<1;1,0>:d    280:w               {Compacted}
        send.slm (32|M0)         null     r53     r55:8   0x0            0x04003504           {A@5,$7} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r97.0<1>:d    r27.0<1;1,0>:d    340:w               {Compacted}
        mov (32|M0)              r71.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r73.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$5.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r101.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r102.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r99.0<1>:d    r27.0<1;1,0>:d    344:w               {Compacted}
        mov (32|M0)              r75.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$6.dst}
        add (32|M0)              r93.0<1>:d    r27.0<1;1,0>:d    332:w               {Compacted}
        mov (32|M0)              r77.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$9.dst}
        add (32|M0)              r95.0<1>:d    r27.0<1;1,0>:d    336:w               {Compacted}
        add (32|M0)              r49.0<1>:d    r13.0<1;1,0>:d    296:w               {Compacted}
        send.ugm (32|M0)         r41      r115    null:0  0x0            0x08200580           {A@7,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r45     r63:8   0x0            0x04003504           {A@5,$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r51.0<1>:d    r13.0<1;1,0>:d    300:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r105.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r106.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r103.0<1>:d   r27.0<1;1,0>:d    352:w               {Compacted}
        add (32|M0)              r105.0<1>:d   r27.0<1;1,0>:d    356:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r109.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r110.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r107.0<1>:d   r27.0<1;1,0>:d    360:w               {Compacted}
        add (32|M0)              r101.0<1>:d   r27.0<1;1,0>:d    348:w               {Compacted}
        send.slm (32|M0)         null     r47     r71:8   0x0            0x04003504           {A@1,$15} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r113.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r111.0<1>:d   r27.0<1;1,0>:d    368:w               {Compacted}
        add (32|M0)              r113.0<1>:d   r27.0<1;1,0>:d    372:w               {Compacted}
        add (32|M0)              r109.0<1>:d   r27.0<1;1,0>:d    364:w               {Compacted}
        mov (32|M0)              r81.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$10.dst}
        and (32|M0)              r119.0<1>:d   r87.0<1;1,0>:d    16380:w              
        mov (32|M0)              r85.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$11.dst}
        and (32|M0)              r1.0<1>:d     r89.0<1;1,0>:d    16380:w              
        mov (32|M0)              r83.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r79.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$1.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r5.0<1>:d     r91.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r117.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r118.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r115.0<1>:d   r27.0<1;1,0>:d    376:w               {Compacted}
        send.slm (32|M0)         null     r49     r43:2   0x0            0x04000504           {$8} // wr:2+2, rd:0; store.slm.d32.a32
        and (32|M0)              r11.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (32|M0)              r15.0<1>:d    r99.0<1;1,0>:d    16380:w              
        and (32|M0)              r7.0<1>:d     r93.0<1;1,0>:d    16380:w              
        and (32|M0)              r9.0<1>:d     r95.0<1;1,0>:d    16380:w              
        add (32|M0)              r117.0<1>:d   r27.0<1;1,0>:d    380:w               {Compacted}
        send.slm (32|M0)         null     r51     r79:8   0x0            0x04003504           {F@1,$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r19.0<1>:d    r103.0<1;1,0>:d   16380:w              
        and (32|M0)              r21.0<1>:d    r105.0<1;1,0>:d   16380:w              
        and (32|M0)              r23.0<1>:d    r107.0<1;1,0>:d   16380:w              
        and (32|M0)              r17.0<1>:d    r101.0<1;1,0>:d   16380:w              
        mov (16|M16)             r39.0<2>:ud   r120.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r45.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r37.0<2>:ud   r119.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r77.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r78.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r47.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r43.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r43.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r49.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        and (32|M0)              r29.0<1>:d    r111.0<1;1,0>:d   16380:w              
        and (32|M0)              r31.0<1>:d    r113.0<1;1,0>:d   16380:w              
        and (32|M0)              r25.0<1>:d    r109.0<1;1,0>:d   16380:w              
        and (32|M0)              r33.0<1>:d    r115.0<1;1,0>:d   16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r59.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r61.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r63.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r65.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r53.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r55.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r57.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r85.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r86.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r51.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        and (32|M0)              r35.0<1>:d    r117.0<1;1,0>:d   16380:w              
        mov (16|M0)              r71.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r73.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r75.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r77.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r79.0<2>:ud   r23.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r81.0<2>:ud   r24.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r67.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r69.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r105.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r103.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r107.0<1>:q   r4.3<0;1,0>:q     r43.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r111.0<1>:q   r4.3<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r113.0<1>:q   r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r109.0<1>:q   r4.3<0;1,0>:q     r45.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r87.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r89.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r91.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r93.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r83.0<2>:ud   r25.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r85.0<2>:ud   r26.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r95.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r97.0<2>:ud   r34.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r11.0<1>:q    r4.3<0;1,0>:q     r61.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r63.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r55.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r9.0<1>:q     r4.3<0;1,0>:q     r59.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r115.0<1>:q   r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r57.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r117.0<1>:q   r4.3<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r65.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r61      r107    null:0  0x0            0x08200580           {I@7,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r63      r111    null:0  0x0            0x08200580           {I@7,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r59      r103    null:0  0x0            0x08200580           {I@5,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r99.0<2>:ud   r35.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r101.0<2>:ud  r36.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r23.0<1>:q    r4.3<0;1,0>:q     r71.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.3<0;1,0>:q     r67.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r21.0<1>:q    r4.3<0;1,0>:q     r69.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r29.0<1>:q    r4.3<0;1,0>:q     r75.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r31.0<1>:q    r4.3<0;1,0>:q     r77.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r25.0<1>:q    r4.3<0;1,0>:q     r73.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r33.0<1>:q    r4.3<0;1,0>:q     r79.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r35.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r65      r115    null:0  0x0            0x08200580           {I@7,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r71      r15     null:0  0x0            0x08200580           {I@7,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r67      r5      null:0  0x0            0x08200580           {I@7,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r69      r9      null:0  0x0            0x08200580           {I@6,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r43.0<1>:q    r4.3<0;1,0>:q     r87.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r45.0<1>:q    r4.3<0;1,0>:q     r89.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r47.0<1>:q    r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r49.0<1>:q    r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r37.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r39.0<1>:q    r4.3<0;1,0>:q     r85.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r51.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r53.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r77      r29     null:0  0x0            0x08200580           {$9} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r73      r19     null:0  0x0            0x08200580           {I@7,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r75      r23     null:0  0x0            0x08200580           {$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r79      r33     null:0  0x0            0x08200580           {A@7,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r83      r43     null:0  0x0            0x08200580           {A@4,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r81      r37     null:0  0x0            0x08200580           {I@3,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r85      r47     null:0  0x0            0x08200580           {$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r87      r51     null:0  0x0            0x08200580           {A@1,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r91.0<1>:d    r13.0<1;1,0>:d    316:w               {Compacted}
        add (16|M0)              r55.0<1>:q    r4.3<0;1,0>:q     r99.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r57.0<1>:q    r4.3<0;1,0>:q     r101.0<2;1,0>:ud {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r105.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r106.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r103.0<1>:f   r61.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r105.0<1>:f   r63.0<1;1,0>:f                   {Compacted,$3.dst}
        add (32|M0)              r93.0<1>:d    r13.0<1;1,0>:d    332:w               {Compacted}
        sync.nop                             null                             {Compacted,I@3}
        mov (32|M0)              r99.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$13.dst}
        sync.nop                             null                             {Compacted,I@2}
        mov (32|M0)              r101.0<1>:f   r59.0<1;1,0>:f                   {Compacted,$4.dst}
        add (32|M0)              r95.0<1>:d    r13.0<1;1,0>:d    348:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r31.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r32.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r29.0<1>:d    r27.0<1;1,0>:d    392:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r23.0<1>:d    r27.0<1;1,0>:d    384:w               {Compacted}
        add (32|M0)              r25.0<1>:d    r27.0<1;1,0>:d    388:w               {Compacted}
        mov (32|M0)              r107.0<1>:f   r65.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r113.0<1>:f   r71.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r109.0<1>:f   r67.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (32|M0)              r111.0<1>:f   r69.0<1;1,0>:f                   {Compacted,$8.dst}
        send.slm (32|M0)         null     r91     r99:8   0x0            0x04003504           {A@5,$2} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r97.0<1>:d    r13.0<1;1,0>:d    364:w               {Compacted}
        mov (32|M0)              r9.0<1>:f     r77.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r5.0<1>:f     r73.0<1;1,0>:f                   {Compacted,$10.dst}
        mov (32|M0)              r7.0<1>:f     r75.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r11.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$12.dst}
        send.ugm (32|M0)         r89      r55     null:0  0x0            0x08200580           {$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r93     r107:8  0x0            0x04003504           {A@5,$4} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r31.0<1>:d    r27.0<1;1,0>:d    400:w               {Compacted}
        add (32|M0)              r33.0<1>:d    r27.0<1;1,0>:d    404:w               {Compacted}
        add (32|M0)              r35.0<1>:d    r27.0<1;1,0>:d    408:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r39.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r37.0<1>:d    r27.0<1;1,0>:d    412:w               {Compacted}
        mov (32|M0)              r17.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (32|M0)              r15.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r19.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r21.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$1.dst}
        send.slm (32|M0)         null     r95     r5:8    0x0            0x04003504           {A@5,$5} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r43.0<1>:d    r27.0<1;1,0>:d    424:w               {Compacted}
        add (32|M0)              r45.0<1>:d    r27.0<1;1,0>:d    428:w               {Compacted}
        add (32|M0)              r39.0<1>:d    r27.0<1;1,0>:d    416:w               {Compacted}
        add (32|M0)              r47.0<1>:d    r27.0<1;1,0>:d    432:w               {Compacted}
        add (32|M0)              r41.0<1>:d    r27.0<1;1,0>:d    420:w               {Compacted}
        and (32|M0)              r61.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (32|M0)              r59.0<1>:d    r25.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r55.0<1>:d    r27.0<1;1,0>:d    396:w               {Compacted}
        and (32|M0)              r57.0<1>:d    r23.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r97     r15:8   0x0            0x04003504           {A@1,$6} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r49.0<1>:d    r27.0<1;1,0>:d    436:w               {Compacted}
        add (32|M0)              r51.0<1>:d    r27.0<1;1,0>:d    440:w               {Compacted}
        add (32|M0)              r53.0<1>:d    r27.0<1;1,0>:d    444:w               {Compacted}
        and (32|M0)              r63.0<1>:d    r31.0<1;1,0>:d    16380:w              
        and (32|M0)              r65.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (32|M0)              r67.0<1>:d    r35.0<1;1,0>:d    16380:w              
        and (32|M0)              r69.0<1>:d    r37.0<1;1,0>:d    16380:w              
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r105.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r106.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r99.0<2>:ud   r62.0<1;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r113.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r93.0<2>:ud   r59.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r95.0<2>:ud   r60.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r87.0<2>:ud   r57.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r91.0<2>:ud   r58.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r97.0<2>:ud   r61.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r75.0<1>:d    r43.0<1;1,0>:d    16380:w              
        and (32|M0)              r77.0<1>:d    r45.0<1;1,0>:d    16380:w              
        and (32|M0)              r71.0<1>:d    r39.0<1;1,0>:d    16380:w              
        and (32|M0)              r79.0<1>:d    r47.0<1;1,0>:d    16380:w              
        and (32|M0)              r73.0<1>:d    r41.0<1;1,0>:d    16380:w              
        and (32|M0)              r101.0<1>:d   r55.0<1;1,0>:d    16380:w              
        and (32|M0)              r81.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (32|M0)              r83.0<1>:d    r51.0<1;1,0>:d    16380:w              
        and (32|M0)              r85.0<1>:d    r53.0<1;1,0>:d    16380:w              
        mov (16|M0)              r103.0<2>:ud  r63.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r105.0<2>:ud  r64.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r107.0<2>:ud  r65.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r109.0<2>:ud  r66.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r111.0<2>:ud  r67.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r113.0<2>:ud  r68.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r115.0<2>:ud  r69.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r117.0<2>:ud  r70.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r37.0<1>:q    r4.3<0;1,0>:q     r87.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r43.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r45.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r39.0<1>:q    r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r47.0<1>:q    r4.3<0;1,0>:q     r99.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r41.0<1>:q    r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r9.0<2>:ud    r75.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r11.0<2>:ud   r76.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r15.0<2>:ud   r77.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r17.0<2>:ud   r78.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r119.0<2>:ud  r71.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r1.0<2>:ud    r72.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r5.0<2>:ud    r73.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r7.0<2>:ud    r74.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r49.0<2>:ud   r101.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r51.0<2>:ud   r102.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r19.0<2>:ud   r79.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r21.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r23.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r25.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r29.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r31.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r33.0<2>:ud   r85.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r35.0<2>:ud   r86.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r53.0<1>:q    r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted}
        add (16|M16)             r55.0<1>:q    r4.3<0;1,0>:q     r105.0<2;1,0>:ud {Compacted}
        add (16|M0)              r57.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r107     r37     null:0  0x0            0x08200580           {I@1,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r59.0<1>:q    r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r109     r41     null:0  0x0            0x08200580           {I@1,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r61.0<1>:q    r4.3<0;1,0>:q     r111.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r111     r45     null:0  0x0            0x08200580           {I@1,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r63.0<1>:q    r4.3<0;1,0>:q     r113.0<2;1,0>:ud {Compacted}
        add (16|M0)              r65.0<1>:q    r4.3<0;1,0>:q     r115.0<2;1,0>:ud {Compacted}
        add (16|M16)             r67.0<1>:q    r4.3<0;1,0>:q     r117.0<2;1,0>:ud {Compacted}
        add (16|M0)              r77.0<1>:q    r4.3<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r69.0<1>:q    r4.3<0;1,0>:q     r119.0<2;1,0>:ud {Compacted}
        add (16|M16)             r71.0<1>:q    r4.3<0;1,0>:q     r1.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r73.0<1>:q    r4.3<0;1,0>:q     r5.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r75.0<1>:q    r4.3<0;1,0>:q     r7.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r79.0<1>:q    r4.3<0;1,0>:q     r11.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r81.0<1>:q    r4.3<0;1,0>:q     r15.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r83.0<1>:q    r4.3<0;1,0>:q     r17.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r103.0<1>:q   r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r105.0<1>:q   r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r113     r53     null:0  0x0            0x08200580           {$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r115     r57     null:0  0x0            0x08200580           {$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r117     r61     null:0  0x0            0x08200580           {I@7,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r119     r65     null:0  0x0            0x08200580           {I@7,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r87.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r91.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r93.0<1>:q    r4.3<0;1,0>:q     r25.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r95.0<1>:q    r4.3<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r97.0<1>:q    r4.3<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r99.0<1>:q    r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r85.0<1>:q    r4.3<0;1,0>:q     r19.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r101.0<1>:q   r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r1       r69     null:0  0x0            0x08200580           {$14} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r5       r73     null:0  0x0            0x08200580           {$15} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r7       r77     null:0  0x0            0x08200580           {$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r9       r81     null:0  0x0            0x08200580           {I@7,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r21      r103    null:0  0x0            0x08200580           {A@7,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r15      r91     null:0  0x0            0x08200580           {A@6,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r17      r95     null:0  0x0            0x08200580           {A@4,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r11      r85     null:0  0x0            0x08200580           {I@2,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r19      r99     null:0  0x0            0x08200580           {I@1,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r23.0<1>:d    r13.0<1;1,0>:d    380:w               {Compacted}
        mov (32|M0)              r37.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$7.dst}
        mov (32|M0)              r39.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$8.dst}
        mov (32|M0)              r41.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$9.dst}
        add (32|M0)              r25.0<1>:d    r13.0<1;1,0>:d    396:w               {Compacted}
        mov (32|M0)              r35.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$3.dst}
        add (32|M0)              r29.0<1>:d    r13.0<1;1,0>:d    400:w               {Compacted}
        send.slm (32|M0)         null     r23     r35:8   0x0            0x04003504           {A@1,$7} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r67.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r67.0<1>:d    r27.0<1;1,0>:d    448:w               {Compacted}
        add (32|M0)              r31.0<1>:d    r13.0<1;1,0>:d    416:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r71.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r72.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r69.0<1>:d    r27.0<1;1,0>:d    452:w               {Compacted}
        add (32|M0)              r71.0<1>:d    r27.0<1;1,0>:d    456:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r75.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r76.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r73.0<1>:d    r27.0<1;1,0>:d    460:w               {Compacted}
        mov (32|M0)              r43.0<1>:f    r113.0<1;1,0>:f                  {Compacted,$10.dst}
        mov (32|M0)              r45.0<1>:f    r115.0<1;1,0>:f                  {Compacted,$11.dst}
        mov (32|M0)              r47.0<1>:f    r117.0<1;1,0>:f                  {Compacted,$12.dst}
        mov (32|M0)              r49.0<1>:f    r119.0<1;1,0>:f                  {Compacted,$13.dst}
        send.slm (32|M0)         null     r25     r21:2   0x0            0x04000504           {I@7,$4} // wr:2+2, rd:0; store.slm.d32.a32
        add (32|M0)              r33.0<1>:d    r13.0<1;1,0>:d    432:w               {Compacted}
        add (32|M0)              r75.0<1>:d    r27.0<1;1,0>:d    464:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r77.0<1>:d    r27.0<1;1,0>:d    468:w               {Compacted}
        add (32|M0)              r79.0<1>:d    r27.0<1;1,0>:d    472:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r83.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r84.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r81.0<1>:d    r27.0<1;1,0>:d    476:w               {Compacted}
        mov (32|M0)              r51.0<1>:f    r1.0<1;1,0>:f                    {Compacted,$14.dst}
        mov (32|M0)              r53.0<1>:f    r5.0<1;1,0>:f                    {Compacted,$15.dst}
        mov (32|M0)              r55.0<1>:f    r7.0<1;1,0>:f                    {Compacted,$0.dst}
        mov (32|M0)              r57.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$2.dst}
        send.slm (32|M0)         null     r29     r43:8   0x0            0x04003504           {A@5,$8} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r83.0<1>:d    r27.0<1;1,0>:d    480:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r87.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r88.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r85.0<1>:d    r27.0<1;1,0>:d    484:w               {Compacted}
        add (32|M0)              r87.0<1>:d    r27.0<1;1,0>:d    488:w               {Compacted}
        add (32|M0)              r89.0<1>:d    r27.0<1;1,0>:d    492:w               {Compacted}
        mov (32|M0)              r61.0<1>:f    r15.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r63.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r59.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (32|M0)              r65.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$3.dst}
        send.slm (32|M0)         null     r31     r51:8   0x0            0x04003504           {A@5,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r91.0<1>:d    r27.0<1;1,0>:d    500:w               {Compacted}
        add (32|M0)              r93.0<1>:d    r27.0<1;1,0>:d    504:w               {Compacted}
        add (32|M0)              r95.0<1>:d    r27.0<1;1,0>:d    508:w               {Compacted}
        add (32|M0)              r97.0<1>:d    r27.0<1;1,0>:d    512:w               {Compacted}
        add (32|M0)              r99.0<1>:d    r27.0<1;1,0>:d    496:w               {Compacted}
        and (32|M0)              r101.0<1>:d   r67.0<1;1,0>:d    16380:w              
        and (32|M0)              r103.0<1>:d   r69.0<1;1,0>:d    16380:w              
        and (32|M0)              r105.0<1>:d   r71.0<1;1,0>:d    16380:w              
        and (32|M0)              r107.0<1>:d   r73.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r33     r59:8   0x0            0x04003504           {A@1,$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r109.0<1>:d   r75.0<1;1,0>:d    16380:w              
        and (32|M0)              r111.0<1>:d   r77.0<1;1,0>:d    16380:w              
        and (32|M0)              r113.0<1>:d   r79.0<1;1,0>:d    16380:w              
        and (32|M0)              r115.0<1>:d   r81.0<1;1,0>:d    16380:w              
        and (32|M0)              r117.0<1>:d   r83.0<1;1,0>:d    16380:w              
        and (32|M0)              r119.0<1>:d   r85.0<1;1,0>:d    16380:w              
        and (32|M0)              r1.0<1>:d     r87.0<1;1,0>:d    16380:w              
        and (32|M0)              r5.0<1>:d     r89.0<1;1,0>:d    16380:w              
        mov (16|M0)              r17.0<2>:ud   r101.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r19.0<2>:ud   r102.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r21.0<2>:ud   r103.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r41.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r42.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r23.0<2>:ud   r104.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r25.0<2>:ud   r105.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r49.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r50.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r29.0<2>:ud   r106.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r31.0<2>:ud   r107.0<1;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r65.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r66.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r33.0<2>:ud   r108.0<1;1,0>:ud                 {Compacted}
        and (32|M0)              r7.0<1>:d     r91.0<1;1,0>:d    16380:w              
        and (32|M0)              r9.0<1>:d     r93.0<1;1,0>:d    16380:w              
        and (32|M0)              r11.0<1>:d    r95.0<1;1,0>:d    16380:w              
        and (32|M0)              r15.0<1>:d    r97.0<1;1,0>:d    16380:w              
        and (32|M0)              r67.0<1>:d    r99.0<1;1,0>:d    16380:w              
        mov (16|M0)              r35.0<2>:ud   r109.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r37.0<2>:ud   r110.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r39.0<2>:ud   r111.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r41.0<2>:ud   r112.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r43.0<2>:ud   r113.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r45.0<2>:ud   r114.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r47.0<2>:ud   r115.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r49.0<2>:ud   r116.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r51.0<2>:ud   r117.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r53.0<2>:ud   r118.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r55.0<2>:ud   r119.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r57.0<2>:ud   r120.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r59.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r61.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r63.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r65.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
        add (16|M0)              r85.0<1>:q    r4.3<0;1,0>:q     r17.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r87.0<1>:q    r4.3<0;1,0>:q     r19.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r89.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r91.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r93.0<1>:q    r4.3<0;1,0>:q     r25.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r95.0<1>:q    r4.3<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r97.0<1>:q    r4.3<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r99.0<1>:q    r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r101.0<1>:q   r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r103.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r105.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r107.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r109.0<1>:q   r4.3<0;1,0>:q     r43.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r111.0<1>:q   r4.3<0;1,0>:q     r45.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r113.0<1>:q   r4.3<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r115.0<1>:q   r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r45      r85     null:0  0x0            0x08200580           {I@3,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r47      r89     null:0  0x0            0x08200580           {I@2,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r49      r93     null:0  0x0            0x08200580           {I@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r69.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r71.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r73.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M16)             r75.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r77.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r79.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r81.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r83.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r117.0<1>:q   r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r51      r97     null:0  0x0            0x08200580           {I@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r119.0<1>:q   r4.3<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r55.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r65.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r57.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r9.0<1>:q     r4.3<0;1,0>:q     r59.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r11.0<1>:q    r4.3<0;1,0>:q     r61.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r63.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r53      r101    null:0  0x0            0x08200580           {I@7,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r55      r105    null:0  0x0            0x08200580           {I@6,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r57      r109    null:0  0x0            0x08200580           {I@4,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r59      r113    null:0  0x0            0x08200580           {I@3,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r19.0<2>:ud   r67.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r21.0<2>:ud   r68.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r61      r117    null:0  0x0            0x08200580           {I@4,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r65      r9      null:0  0x0            0x08200580           {$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r63      r5      null:0  0x0            0x08200580           {I@3,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r67      r15     null:0  0x0            0x08200580           {A@1,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r41.0<1>:q    r4.3<0;1,0>:q     r19.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r43.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r33.0<1>:q    r4.3<0;1,0>:q     r77.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r77      r41     null:0  0x0            0x08200580           {A@1,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r35.0<1>:q    r4.3<0;1,0>:q     r79.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r79.0<1>:d    r13.0<1;1,0>:d    448:w               {Compacted}
        add (16|M0)              r37.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r89.0<1>:f    r45.0<1;1,0>:f                   {Compacted,$11.dst}
        mov (32|M0)              r91.0<1>:f    r47.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r93.0<1>:f    r49.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (32|M0)              r95.0<1>:f    r51.0<1;1,0>:f                   {Compacted,$14.dst}
        add (32|M0)              r81.0<1>:d    r13.0<1;1,0>:d    464:w               {Compacted}
        add (16|M0)              r23.0<1>:q    r4.3<0;1,0>:q     r69.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r25.0<1>:q    r4.3<0;1,0>:q     r71.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r29.0<1>:q    r4.3<0;1,0>:q     r73.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r31.0<1>:q    r4.3<0;1,0>:q     r75.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r39.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r113.0<1>:d   r27.0<1;1,0>:d    516:w               {Compacted}
        add (32|M0)              r115.0<1>:d   r27.0<1;1,0>:d    520:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r120.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r117.0<1>:d   r27.0<1;1,0>:d    524:w               {Compacted}
        add (32|M0)              r119.0<1>:d   r27.0<1;1,0>:d    528:w               {Compacted}
        mov (32|M0)              r97.0<1>:f    r53.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r99.0<1>:f    r55.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r101.0<1>:f   r57.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r103.0<1>:f   r59.0<1;1,0>:f                   {Compacted,$3.dst}
        add (32|M0)              r83.0<1>:d    r13.0<1;1,0>:d    480:w               {Compacted}
        send.slm (32|M0)         null     r79     r89:8   0x0            0x04003504           {A@5,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r1.0<1>:d     r27.0<1;1,0>:d    532:w               {Compacted}
        add (32|M0)              r85.0<1>:d    r13.0<1;1,0>:d    496:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r9.0<1>:d     r27.0<1;1,0>:d    544:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r5.0<1>:d     r27.0<1;1,0>:d    536:w               {Compacted}
        add (32|M0)              r7.0<1>:d     r27.0<1;1,0>:d    540:w               {Compacted}
        mov (32|M0)              r105.0<1>:f   r61.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r109.0<1>:f   r65.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r107.0<1>:f   r63.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r111.0<1>:f   r67.0<1;1,0>:f                   {Compacted,$7.dst}
        send.ugm (32|M0)         r69      r23     null:0  0x0            0x08200580           {$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r73      r33     null:0  0x0            0x08200580           {$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r71      r29     null:0  0x0            0x08200580           {$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r81     r97:8   0x0            0x04003504           {A@5,$13} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r11.0<1>:d    r27.0<1;1,0>:d    548:w               {Compacted}
        add (32|M0)              r15.0<1>:d    r27.0<1;1,0>:d    552:w               {Compacted}
        add (32|M0)              r17.0<1>:d    r27.0<1;1,0>:d    556:w               {Compacted}
        add (32|M0)              r19.0<1>:d    r27.0<1;1,0>:d    560:w               {Compacted}
        send.ugm (32|M0)         r75      r37     null:0  0x0            0x08200580           {$14} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r83     r105:8  0x0            0x04003504           {A@1,$15} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r21.0<1>:d    r27.0<1;1,0>:d    564:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r23.0<1>:d    r27.0<1;1,0>:d    568:w               {Compacted}
        add (32|M0)              r25.0<1>:d    r27.0<1;1,0>:d    572:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r33.0<1>:d    r117.0<1;1,0>:d   16380:w              
        and (32|M0)              r35.0<1>:d    r119.0<1;1,0>:d   16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r31.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r32.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r29.0<1>:d    r113.0<1;1,0>:d   16380:w              
        and (32|M0)              r31.0<1>:d    r115.0<1;1,0>:d   16380:w              
        send.slm (32|M0)         null     r85     r77:2   0x0            0x04000504           {$8} // wr:2+2, rd:0; store.slm.d32.a32
        and (32|M0)              r43.0<1>:d    r9.0<1;1,0>:d     16380:w              
        and (32|M0)              r41.0<1>:d    r7.0<1;1,0>:d     16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r39.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r37.0<1>:d    r1.0<1;1,0>:d     16380:w              
        and (32|M0)              r39.0<1>:d    r5.0<1;1,0>:d     16380:w              
        and (32|M0)              r45.0<1>:d    r11.0<1;1,0>:d    16380:w              
        and (32|M0)              r47.0<1>:d    r15.0<1;1,0>:d    16380:w              
        and (32|M0)              r49.0<1>:d    r17.0<1;1,0>:d    16380:w              
        and (32|M0)              r51.0<1>:d    r19.0<1;1,0>:d    16380:w              
        mov (16|M0)              r67.0<2>:ud   r33.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r96.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r79.0<2>:ud   r35.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r81.0<2>:ud   r36.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r59.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r61.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r63.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r65.0<2>:ud   r32.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r77.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r78.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r77.0<2>:ud   r34.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r53.0<1>:d    r21.0<1;1,0>:d    16380:w              
        and (32|M0)              r55.0<1>:d    r23.0<1;1,0>:d    16380:w              
        and (32|M0)              r57.0<1>:d    r25.0<1;1,0>:d    16380:w              
        mov (16|M0)              r97.0<2>:ud   r43.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r99.0<2>:ud   r44.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r93.0<2>:ud   r41.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r95.0<2>:ud   r42.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r111.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r112.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r83.0<2>:ud   r37.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r85.0<2>:ud   r38.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r89.0<2>:ud   r39.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r91.0<2>:ud   r40.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r101.0<2>:ud  r45.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r103.0<2>:ud  r46.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r105.0<2>:ud  r47.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r107.0<2>:ud  r48.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r109.0<2>:ud  r49.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r111.0<2>:ud  r50.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r113.0<2>:ud  r51.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r115.0<2>:ud  r52.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r59.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r61.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r29.0<1>:q    r4.3<0;1,0>:q     r79.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.3<0;1,0>:q     r63.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r31.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r21.0<1>:q    r4.3<0;1,0>:q     r65.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r23.0<1>:q    r4.3<0;1,0>:q     r67.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r25.0<1>:q    r4.3<0;1,0>:q     r77.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r41.0<1>:q    r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r43.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r33.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r35.0<1>:q    r4.3<0;1,0>:q     r85.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r37.0<1>:q    r4.3<0;1,0>:q     r89.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r39.0<1>:q    r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r45.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r47.0<1>:q    r4.3<0;1,0>:q     r99.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r93      r29     null:0  0x0            0x08200580           {I@7,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r85      r15     null:0  0x0            0x08200580           {I@5,$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r89      r19     null:0  0x0            0x08200580           {I@4,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r91      r23     null:0  0x0            0x08200580           {I@3,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r117.0<2>:ud  r53.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r119.0<2>:ud  r54.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r1.0<2>:ud    r55.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r5.0<2>:ud    r56.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r7.0<2>:ud    r57.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r9.0<2>:ud    r58.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r49.0<1>:q    r4.3<0;1,0>:q     r101.0<2;1,0>:ud {Compacted}
        add (16|M16)             r51.0<1>:q    r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted}
        add (16|M16)             r59.0<1>:q    r4.3<0;1,0>:q     r111.0<2;1,0>:ud {Compacted}
        add (16|M0)              r61.0<1>:q    r4.3<0;1,0>:q     r113.0<2;1,0>:ud {Compacted}
        add (16|M16)             r63.0<1>:q    r4.3<0;1,0>:q     r115.0<2;1,0>:ud {Compacted}
        add (16|M0)              r53.0<1>:q    r4.3<0;1,0>:q     r105.0<2;1,0>:ud {Compacted}
        add (16|M16)             r55.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        add (16|M0)              r57.0<1>:q    r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r95      r33     null:0  0x0            0x08200580           {$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r97      r37     null:0  0x0            0x08200580           {$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r99      r41     null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r101     r45     null:0  0x0            0x08200580           {I@7,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r103     r49     null:0  0x0            0x08200580           {I@7,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r105     r53     null:0  0x0            0x08200580           {A@2,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r107     r57     null:0  0x0            0x08200580           {I@1,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r109     r61     null:0  0x0            0x08200580           {$1} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r87.0<1>:d    r13.0<1;1,0>:d    500:w               {Compacted}
        mov (32|M0)              r11.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$14.dst}
        add (16|M0)              r65.0<1>:q    r4.3<0;1,0>:q     r117.0<2;1,0>:ud {Compacted}
        add (16|M0)              r77.0<1>:q    r4.3<0;1,0>:q     r1.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r79.0<1>:q    r4.3<0;1,0>:q     r5.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r81.0<1>:q    r4.3<0;1,0>:q     r7.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r83.0<1>:q    r4.3<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r47.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r48.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r45.0<1>:d    r27.0<1;1,0>:d    576:w               {Compacted}
        add (32|M0)              r117.0<1>:d   r13.0<1;1,0>:d    516:w               {Compacted}
        sync.nop                             null                             {Compacted,I@5}
        mov (32|M0)              r5.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$10.dst}
        sync.nop                             null                             {Compacted,I@4}
        mov (32|M0)              r7.0<1>:f     r71.0<1;1,0>:f                   {Compacted,$12.dst}
        sync.nop                             null                             {Compacted,I@3}
        mov (32|M0)              r9.0<1>:f     r73.0<1;1,0>:f                   {Compacted,$11.dst}
        add (16|M16)             r67.0<1>:q    r4.3<0;1,0>:q     r119.0<2;1,0>:ud {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r21.0<1>:f    r93.0<1;1,0>:f                   {Compacted,$0.dst}
        mov (32|M0)              r15.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r17.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$3.dst}
        add (32|M0)              r47.0<1>:d    r27.0<1;1,0>:d    580:w               {Compacted}
        mov (32|M0)              r19.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$4.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r51.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r52.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r49.0<1>:d    r27.0<1;1,0>:d    584:w               {Compacted}
        add (32|M0)              r51.0<1>:d    r27.0<1;1,0>:d    588:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r53.0<1>:d    r27.0<1;1,0>:d    592:w               {Compacted}
        add (32|M0)              r119.0<1>:d   r13.0<1;1,0>:d    532:w               {Compacted}
        send.ugm (32|M0)         r113     r77     null:0  0x0            0x08200580           {$14} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r87     r5:8    0x0            0x04003504           {A@5,$0} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r59.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r60.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r57.0<1>:d    r27.0<1;1,0>:d    604:w               {Compacted}
        add (32|M0)              r1.0<1>:d     r13.0<1;1,0>:d    548:w               {Compacted}
        mov (32|M0)              r29.0<1>:f    r95.0<1;1,0>:f                   {Compacted,$5.dst}
        mov (32|M0)              r31.0<1>:f    r97.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r33.0<1>:f    r99.0<1;1,0>:f                   {Compacted,$7.dst}
        mov (32|M0)              r35.0<1>:f    r101.0<1;1,0>:f                  {Compacted,$8.dst}
        send.ugm (32|M0)         r115     r81     null:0  0x0            0x08200580           {$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r111     r65     null:0  0x0            0x08200580           {I@7,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r117    r15:8   0x0            0x04003504           {A@5,$4} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r55.0<1>:d    r27.0<1;1,0>:d    600:w               {Compacted}
        add (32|M0)              r59.0<1>:d    r27.0<1;1,0>:d    608:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r63.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r61.0<1>:d    r27.0<1;1,0>:d    612:w               {Compacted}
        add (32|M0)              r63.0<1>:d    r27.0<1;1,0>:d    616:w               {Compacted}
        mov (32|M0)              r37.0<1>:f    r103.0<1;1,0>:f                  {Compacted,$9.dst}
        mov (32|M0)              r39.0<1>:f    r105.0<1;1,0>:f                  {Compacted,$13.dst}
        mov (32|M0)              r41.0<1>:f    r107.0<1;1,0>:f                  {Compacted,$15.dst}
        mov (32|M0)              r43.0<1>:f    r109.0<1;1,0>:f                  {Compacted,$1.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r77.0<1>:d    r45.0<1;1,0>:d    16380:w              
        send.slm (32|M0)         null     r119    r29:8   0x0            0x04003504           {A@5,$5} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r75.0<1>:d    r27.0<1;1,0>:d    596:w               {Compacted}
        add (32|M0)              r69.0<1>:d    r27.0<1;1,0>:d    628:w               {Compacted}
        add (32|M0)              r71.0<1>:d    r27.0<1;1,0>:d    632:w               {Compacted}
        add (32|M0)              r73.0<1>:d    r27.0<1;1,0>:d    636:w               {Compacted}
        and (32|M0)              r85.0<1>:d    r53.0<1;1,0>:d    16380:w              
        and (32|M0)              r79.0<1>:d    r47.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r83.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r84.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r81.0<1>:d    r49.0<1;1,0>:d    16380:w              
        and (32|M0)              r83.0<1>:d    r51.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r67.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r65.0<1>:d    r27.0<1;1,0>:d    620:w               {Compacted}
        add (32|M0)              r67.0<1>:d    r27.0<1;1,0>:d    624:w               {Compacted}
        send.slm (32|M0)         null     r1      r37:8   0x0            0x04003504           {A@1,$6} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r89.0<1>:d    r57.0<1;1,0>:d    16380:w              
        mov (16|M0)              r107.0<2>:ud  r77.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r109.0<2>:ud  r78.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r87.0<1>:d    r55.0<1;1,0>:d    16380:w              
        and (32|M0)              r91.0<1>:d    r59.0<1;1,0>:d    16380:w              
        and (32|M0)              r93.0<1>:d    r61.0<1;1,0>:d    16380:w              
        and (32|M0)              r95.0<1>:d    r63.0<1;1,0>:d    16380:w              
        mov (16|M0)              r11.0<2>:ud   r85.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r15.0<2>:ud   r86.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r117.0<2>:ud  r79.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r119.0<2>:ud  r80.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r5.0<2>:ud    r82.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r7.0<2>:ud    r83.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r9.0<2>:ud    r84.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r43.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r1.0<2>:ud    r81.0<1;1,0>:ud                  {Compacted}
        and (32|M0)              r17.0<1>:d    r75.0<1;1,0>:d    16380:w              
        and (32|M0)              r101.0<1>:d   r69.0<1;1,0>:d    16380:w              
        and (32|M0)              r103.0<1>:d   r71.0<1;1,0>:d    16380:w              
        and (32|M0)              r105.0<1>:d   r73.0<1;1,0>:d    16380:w              
        and (32|M0)              r97.0<1>:d    r65.0<1;1,0>:d    16380:w              
        and (32|M0)              r99.0<1>:d    r67.0<1;1,0>:d    16380:w              
        mov (16|M0)              r23.0<2>:ud   r89.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r61.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        add (16|M16)             r63.0<1>:q    r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted}
        mov (16|M16)             r25.0<2>:ud   r90.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r19.0<2>:ud   r87.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r21.0<2>:ud   r88.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r29.0<2>:ud   r91.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r31.0<2>:ud   r92.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r33.0<2>:ud   r93.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r35.0<2>:ud   r94.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r77.0<1>:q    r4.3<0;1,0>:q     r11.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r79.0<1>:q    r4.3<0;1,0>:q     r15.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r75.0<1>:q    r4.3<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r69.0<1>:q    r4.3<0;1,0>:q     r1.0<2;1,0>:ud   {Compacted}
        add (16|M16)             r71.0<1>:q    r4.3<0;1,0>:q     r5.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r73.0<1>:q    r4.3<0;1,0>:q     r7.0<2;1,0>:ud   {Compacted}
        add (16|M0)              r65.0<1>:q    r4.3<0;1,0>:q     r117.0<2;1,0>:ud {Compacted}
        add (16|M16)             r67.0<1>:q    r4.3<0;1,0>:q     r119.0<2;1,0>:ud {Compacted}
        mov (16|M0)              r81.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r83.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r89.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r23      r61     null:0  0x0            0x08200580           {I@1,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r37.0<2>:ud   r95.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r39.0<2>:ud   r96.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r41.0<2>:ud   r97.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r43.0<2>:ud   r98.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r45.0<2>:ud   r99.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r47.0<2>:ud   r100.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r85.0<1>:q    r4.3<0;1,0>:q     r19.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r87.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r91.0<1>:q    r4.3<0;1,0>:q     r25.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r25      r65     null:0  0x0            0x08200580           {I@1,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r93.0<1>:q    r4.3<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r29      r69     null:0  0x0            0x08200580           {I@1,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r95.0<1>:q    r4.3<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r31      r73     null:0  0x0            0x08200580           {I@1,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r97.0<1>:q    r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r33      r77     null:0  0x0            0x08200580           {I@1,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r99.0<1>:q    r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        mov (16|M16)             r55.0<2>:ud   r104.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r19.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r21.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r35      r85     null:0  0x0            0x08200580           {I@4,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r49.0<2>:ud   r101.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r51.0<2>:ud   r102.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r53.0<2>:ud   r103.0<1;1,0>:ud                 {Compacted}
        mov (16|M0)              r57.0<2>:ud   r105.0<1;1,0>:ud                 {Compacted}
        mov (16|M16)             r59.0<2>:ud   r106.0<1;1,0>:ud                 {Compacted}
        add (16|M0)              r101.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r37      r89     null:0  0x0            0x08200580           {I@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r103.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r39      r93     null:0  0x0            0x08200580           {I@1,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r105.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r41      r97     null:0  0x0            0x08200580           {I@1,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r11.0<1>:q    r4.3<0;1,0>:q     r55.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r55      r19     null:0  0x0            0x08200580           {I@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r107.0<1>:q   r4.3<0;1,0>:q     r43.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r117.0<1>:q   r4.3<0;1,0>:q     r45.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r119.0<1>:q   r4.3<0;1,0>:q     r47.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r57.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r91.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r92.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r91.0<1>:d    r27.0<1;1,0>:d    640:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r96.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r93.0<1>:d    r27.0<1;1,0>:d    644:w               {Compacted}
        add (32|M0)              r57.0<1>:d    r13.0<1;1,0>:d    564:w               {Compacted}
        send.ugm (32|M0)         r43      r101    null:0  0x0            0x08200580           {I@7,$5} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r67.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r68.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r67.0<1>:f    r111.0<1;1,0>:f                  {Compacted,$3.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r71.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r72.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r69.0<1>:f    r113.0<1;1,0>:f                  {Compacted,$14.dst}
        mov (32|M0)              r71.0<1>:f    r115.0<1;1,0>:f                  {Compacted,$2.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r75.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r76.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r73.0<1>:f    r23.0<1;1,0>:f                   {Compacted,$7.dst}
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r59.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r59.0<1>:d    r13.0<1;1,0>:d    580:w               {Compacted}
        send.ugm (32|M0)         r45      r105    null:0  0x0            0x08200580           {I@7,$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r47      r117    null:0  0x0            0x08200580           {I@7,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r61.0<1>:d    r13.0<1;1,0>:d    596:w               {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r49.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r51.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r9.0<1>:q     r4.3<0;1,0>:q     r53.0<2;1,0>:ud  {Compacted}
        mov (32|M0)              r75.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$8.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r77.0<1>:f    r29.0<1;1,0>:f                   {Compacted,$9.dst}
        add (32|M0)              r95.0<1>:d    r27.0<1;1,0>:d    648:w               {Compacted}
        mov (32|M0)              r79.0<1>:f    r31.0<1;1,0>:f                   {Compacted,$10.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r99.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r100.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r97.0<1>:d    r27.0<1;1,0>:d    652:w               {Compacted}
        add (32|M0)              r99.0<1>:d    r27.0<1;1,0>:d    656:w               {Compacted}
        mov (32|M0)              r81.0<1>:f    r33.0<1;1,0>:f                   {Compacted,$11.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r101.0<1>:d   r27.0<1;1,0>:d    660:w               {Compacted}
        send.slm (32|M0)         null     r57     r67:8   0x0            0x04003504           {A@5,$14} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r109.0<1>:d   r27.0<1;1,0>:d    676:w               {Compacted}
        add (32|M0)              r63.0<1>:d    r13.0<1;1,0>:d    600:w               {Compacted}
        and (32|M0)              r1.0<1>:d     r93.0<1;1,0>:d    16380:w              
        add (32|M0)              r103.0<1>:d   r27.0<1;1,0>:d    664:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r105.0<1>:d   r27.0<1;1,0>:d    668:w               {Compacted}
        add (32|M0)              r107.0<1>:d   r27.0<1;1,0>:d    672:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r119.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r120.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r119.0<1>:d   r91.0<1;1,0>:d    16380:w              
        send.ugm (32|M0)         r49      r5      null:0  0x0            0x08200580           {$2} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r51      r9      null:0  0x0            0x08200580           {$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r59     r75:8   0x0            0x04003504           {A@1,$8} // wr:2+8, rd:0; store.slm.d32x4.a32
        mov (32|M0)              r83.0<1>:f    r35.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r85.0<1>:f    r37.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (32|M0)              r87.0<1>:f    r39.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r89.0<1>:f    r41.0<1;1,0>:f                   {Compacted,$0.dst}
        send.ugm (32|M0)         r53      r15     null:0  0x0            0x08200580           {$9} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r61     r55:2   0x0            0x04000504           {$4} // wr:2+2, rd:0; store.slm.d32.a32
        add (32|M0)              r111.0<1>:d   r27.0<1;1,0>:d    680:w               {Compacted}
        add (32|M0)              r113.0<1>:d   r27.0<1;1,0>:d    684:w               {Compacted}
        add (32|M0)              r115.0<1>:d   r27.0<1;1,0>:d    688:w               {Compacted}
        add (32|M0)              r117.0<1>:d   r27.0<1;1,0>:d    692:w               {Compacted}
        mov (16|M0)              r33.0<2>:ud   r119.0<1;1,0>:ud                 {Compacted,I@5}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r5.0<1>:d     r95.0<1;1,0>:d    16380:w              
        and (32|M0)              r7.0<1>:d     r97.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r9.0<1>:d     r99.0<1;1,0>:d    16380:w              
        and (32|M0)              r11.0<1>:d    r101.0<1;1,0>:d   16380:w              
        mov (16|M16)             r35.0<2>:ud   r120.0<1;1,0>:ud                 {Compacted,F@4}
        mov (16|M0)              r37.0<2>:ud   r1.0<1;1,0>:ud                   {Compacted,F@3}
        mov (16|M16)             r39.0<2>:ud   r2.0<1;1,0>:ud                   {Compacted,F@2}
        send.slm (32|M0)         null     r63     r83:8   0x0            0x04003504           {F@1,$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r21.0<1>:d    r109.0<1;1,0>:d   16380:w              
        and (32|M0)              r19.0<1>:d    r107.0<1;1,0>:d   16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r15.0<1>:d    r103.0<1;1,0>:d   16380:w              
        and (32|M0)              r17.0<1>:d    r105.0<1;1,0>:d   16380:w              
        mov (16|M0)              r41.0<2>:ud   r5.0<1;1,0>:ud                   {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r55.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r56.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r55.0<2>:ud   r6.0<1;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$14.src}
(W)     mov (1|M0)               null<1>:ud    r73.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r74.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r57.0<2>:ud   r7.0<1;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r81.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r82.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r59.0<2>:ud   r8.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r61.0<2>:ud   r9.0<1;1,0>:ud                   {Compacted}
        mov (16|M0)              r67.0<2>:ud   r11.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r69.0<2>:ud   r12.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r89.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r90.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r63.0<2>:ud   r10.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r109.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r107.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r103.0<1>:q   r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r105.0<1>:q   r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        and (32|M0)              r23.0<1>:d    r111.0<1;1,0>:d   16380:w              
        and (32|M0)              r25.0<1>:d    r113.0<1;1,0>:d   16380:w              
        and (32|M0)              r29.0<1>:d    r115.0<1;1,0>:d   16380:w              
        and (32|M0)              r31.0<1>:d    r117.0<1;1,0>:d   16380:w              
        mov (16|M0)              r83.0<2>:ud   r21.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r85.0<2>:ud   r22.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r79.0<2>:ud   r19.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r81.0<2>:ud   r20.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r75.0<2>:ud   r17.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r77.0<2>:ud   r18.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r71.0<2>:ud   r15.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r73.0<2>:ud   r16.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r5.0<1>:q     r4.3<0;1,0>:q     r61.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r11.0<1>:q    r4.3<0;1,0>:q     r69.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r7.0<1>:q     r4.3<0;1,0>:q     r63.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r63      r103    null:0  0x0            0x08200580           {I@1,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r9.0<1>:q     r4.3<0;1,0>:q     r67.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r67      r107    null:0  0x0            0x08200580           {I@1,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r111.0<1>:q   r4.3<0;1,0>:q     r41.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r113.0<1>:q   r4.3<0;1,0>:q     r55.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r115.0<1>:q   r4.3<0;1,0>:q     r57.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r117.0<1>:q   r4.3<0;1,0>:q     r59.0<2;1,0>:ud  {Compacted}
        mov (16|M0)              r87.0<2>:ud   r23.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r89.0<2>:ud   r24.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r91.0<2>:ud   r25.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r93.0<2>:ud   r26.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r95.0<2>:ud   r29.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r97.0<2>:ud   r30.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r99.0<2>:ud   r31.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r101.0<2>:ud  r32.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r19.0<1>:q    r4.3<0;1,0>:q     r75.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r21.0<1>:q    r4.3<0;1,0>:q     r77.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r23.0<1>:q    r4.3<0;1,0>:q     r79.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r25.0<1>:q    r4.3<0;1,0>:q     r81.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r29.0<1>:q    r4.3<0;1,0>:q     r83.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r31.0<1>:q    r4.3<0;1,0>:q     r85.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r69      r111    null:0  0x0            0x08200580           {$13} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r75      r9      null:0  0x0            0x08200580           {I@6,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r15.0<1>:q    r4.3<0;1,0>:q     r71.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r71      r115    null:0  0x0            0x08200580           {I@1,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M16)             r17.0<1>:q    r4.3<0;1,0>:q     r73.0<2;1,0>:ud  {Compacted}
        send.ugm (32|M0)         r73      r5      null:0  0x0            0x08200580           {I@1,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r79      r19     null:0  0x0            0x08200580           {$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r81      r23     null:0  0x0            0x08200580           {$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r83      r29     null:0  0x0            0x08200580           {$10} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r77      r15     null:0  0x0            0x08200580           {$1} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r33.0<1>:q    r4.3<0;1,0>:q     r87.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r35.0<1>:q    r4.3<0;1,0>:q     r89.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r37.0<1>:q    r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r39.0<1>:q    r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        add (32|M0)              r65.0<1>:d    r13.0<1;1,0>:d    616:w               {Compacted}
        add (16|M0)              r59.0<1>:q    r4.3<0;1,0>:q     r99.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r61.0<1>:q    r4.3<0;1,0>:q     r101.0<2;1,0>:ud {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r31.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r32.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r29.0<1>:d    r27.0<1;1,0>:d    708:w               {Compacted}
        add (32|M0)              r31.0<1>:d    r27.0<1;1,0>:d    712:w               {Compacted}
        send.ugm (32|M0)         r85      r33     null:0  0x0            0x08200580           {A@7,$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r87      r37     null:0  0x0            0x08200580           {A@6,$6} // wr:4+0, rd:2; load.ugm.d32.a64
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r105.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r106.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r103.0<1>:f   r45.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r105.0<1>:f   r47.0<1;1,0>:f                   {Compacted,$7.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r109.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r110.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r107.0<1>:f   r49.0<1;1,0>:f                   {Compacted,$2.dst}
        add (32|M0)              r93.0<1>:d    r13.0<1;1,0>:d    632:w               {Compacted}
        sync.nop                             null                             {Compacted,I@4}
        mov (32|M0)              r101.0<1>:f   r43.0<1;1,0>:f                   {Compacted,$5.dst}
        send.ugm (32|M0)         r91      r59     null:0  0x0            0x08200580           {$7} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (32|M0)              r109.0<1>:f   r51.0<1;1,0>:f                   {Compacted,$3.dst}
        add (16|M0)              r55.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r57.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$13.src}
(W)     mov (1|M0)               null<1>:ud    r113.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r114.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r111.0<1>:f   r53.0<1;1,0>:f                   {Compacted,$9.dst}
        mov (32|M0)              r113.0<1>:f   r63.0<1;1,0>:f                   {Compacted,$11.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r117.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r118.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r115.0<1>:f   r67.0<1;1,0>:f                   {Compacted,$12.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r23.0<1>:d    r27.0<1;1,0>:d    700:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$5.src}
(W)     mov (1|M0)               null<1>:ud    r35.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r36.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r35.0<1>:d    r27.0<1;1,0>:d    720:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r39.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r40.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r37.0<1>:d    r27.0<1;1,0>:d    724:w               {Compacted}
        send.slm (32|M0)         null     r65     r101:8  0x0            0x04003504           {F@5,$2} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r33.0<1>:d    r27.0<1;1,0>:d    716:w               {Compacted}
        add (32|M0)              r49.0<1>:d    r27.0<1;1,0>:d    748:w               {Compacted}
        sync.nop                             null                             {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r59.0<1>:d    r29.0<1;1,0>:d    16380:w              
        and (32|M0)              r61.0<1>:d    r31.0<1;1,0>:d    16380:w               {I@7}
        add (32|M0)              r51.0<1>:d    r27.0<1;1,0>:d    752:w               {Compacted,F@4}
        add (32|M0)              r95.0<1>:d    r13.0<1;1,0>:d    648:w               {Compacted}
        add (32|M0)              r53.0<1>:d    r27.0<1;1,0>:d    696:w               {Compacted,F@3}
        send.ugm (32|M0)         r89      r55     null:0  0x0            0x08200580           {I@7,$3} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r93     r109:8  0x0            0x04003504           {A@1,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r7.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r8.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r5.0<1>:f     r69.0<1;1,0>:f                   {Compacted,$13.dst}
        mov (32|M0)              r11.0<1>:f    r75.0<1;1,0>:f                   {Compacted,$14.dst}
        mov (32|M0)              r7.0<1>:f     r71.0<1;1,0>:f                   {Compacted,$15.dst}
        mov (32|M0)              r9.0<1>:f     r73.0<1;1,0>:f                   {Compacted,$0.dst}
        add (32|M0)              r25.0<1>:d    r27.0<1;1,0>:d    704:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r17.0<1>:f    r79.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r19.0<1>:f    r81.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r21.0<1>:f    r83.0<1;1,0>:f                   {Compacted,$10.dst}
        and (32|M0)              r67.0<1>:d    r37.0<1;1,0>:d    16380:w               {I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r65.0<1>:d    r35.0<1;1,0>:d    16380:w              
        mov (16|M0)              r103.0<2>:ud  r59.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r105.0<2>:ud  r60.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r107.0<2>:ud  r61.0<1;1,0>:ud                  {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r57.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r55.0<1>:d    r23.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r109.0<2>:ud  r62.0<1;1,0>:ud                  {Compacted}
        send.slm (32|M0)         null     r95     r5:8    0x0            0x04003504           {A@4,$11} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r97.0<1>:d    r13.0<1;1,0>:d    664:w               {Compacted}
        and (32|M0)              r63.0<1>:d    r33.0<1;1,0>:d    16380:w              
        and (32|M0)              r79.0<1>:d    r49.0<1;1,0>:d    16380:w               {F@3}
        and (32|M0)              r81.0<1>:d    r51.0<1;1,0>:d    16380:w               {F@2}
        and (32|M0)              r83.0<1>:d    r53.0<1;1,0>:d    16380:w               {F@1}
        mov (32|M0)              r15.0<1>:f    r77.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (16|M0)              r119.0<2>:ud  r67.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r117.0<2>:ud  r66.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r93.0<2>:ud   r55.0<1;1,0>:ud                  {Compacted,I@7}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r11.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r12.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M16)             r95.0<2>:ud   r56.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r49.0<1>:q    r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted}
        add (16|M16)             r51.0<1>:q    r4.3<0;1,0>:q     r105.0<2;1,0>:ud {Compacted}
        add (16|M0)              r53.0<1>:q    r4.3<0;1,0>:q     r107.0<2;1,0>:ud {Compacted}
        add (16|M16)             r55.0<1>:q    r4.3<0;1,0>:q     r109.0<2;1,0>:ud {Compacted}
        and (32|M0)              r57.0<1>:d    r25.0<1;1,0>:d    16380:w              
        mov (16|M0)              r111.0<2>:ud  r63.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r113.0<2>:ud  r64.0<1;1,0>:ud                  {Compacted}
        send.slm (32|M0)         null     r97     r15:8   0x0            0x04003504           {F@1,$12} // wr:2+8, rd:0; store.slm.d32x4.a32
        mov (16|M0)              r115.0<2>:ud  r65.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r63.0<1>:q    r4.3<0;1,0>:q     r117.0<2;1,0>:ud {Compacted,I@7}
        send.ugm (32|M0)         r117     r49     null:0  0x0            0x08200580           {A@1,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r65.0<1>:q    r4.3<0;1,0>:q     r119.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r119     r53     null:0  0x0            0x08200580           {I@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M16)             r1.0<2>:ud    r68.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r101.0<2>:ud  r58.0<1;1,0>:ud                  {Compacted}
        add (16|M16)             r59.0<1>:q    r4.3<0;1,0>:q     r113.0<2;1,0>:ud {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r21.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (16|M0)              r97.0<2>:ud   r57.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r57.0<1>:q    r4.3<0;1,0>:q     r111.0<2;1,0>:ud {Compacted}
        add (16|M16)             r67.0<1>:q    r4.3<0;1,0>:q     r1.0<2;1,0>:ud   {Compacted,I@5}
        send.ugm (32|M0)         r1       r57     null:0  0x0            0x08200580           {A@1,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r41.0<1>:d    r27.0<1;1,0>:d    732:w               {Compacted}
        add (32|M0)              r39.0<1>:d    r27.0<1;1,0>:d    728:w               {Compacted}
        add (32|M0)              r45.0<1>:d    r27.0<1;1,0>:d    740:w               {Compacted}
        add (32|M0)              r43.0<1>:d    r27.0<1;1,0>:d    736:w               {Compacted}
        and (32|M0)              r71.0<1>:d    r41.0<1;1,0>:d    16380:w               {I@4}
        and (32|M0)              r69.0<1>:d    r39.0<1;1,0>:d    16380:w               {I@4}
        add (32|M0)              r47.0<1>:d    r27.0<1;1,0>:d    744:w               {Compacted}
        and (32|M0)              r75.0<1>:d    r45.0<1;1,0>:d    16380:w               {I@5}
        and (32|M0)              r73.0<1>:d    r43.0<1;1,0>:d    16380:w               {I@5}
        mov (16|M0)              r9.0<2>:ud    r71.0<1;1,0>:ud                  {Compacted,I@5}
        mov (16|M16)             r11.0<2>:ud   r72.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r5.0<2>:ud    r69.0<1;1,0>:ud                  {Compacted,I@6}
        mov (16|M16)             r7.0<2>:ud    r70.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r19.0<2>:ud   r75.0<1;1,0>:ud                  {Compacted,I@6}
        mov (16|M16)             r21.0<2>:ud   r76.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r15.0<2>:ud   r73.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r17.0<2>:ud   r74.0<1;1,0>:ud                  {Compacted}
        add (16|M0)              r69.0<1>:q    r4.3<0;1,0>:q     r5.0<2;1,0>:ud   {Compacted,I@6}
        add (16|M16)             r71.0<1>:q    r4.3<0;1,0>:q     r7.0<2;1,0>:ud   {Compacted,I@6}
        add (16|M16)             r75.0<1>:q    r4.3<0;1,0>:q     r11.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r73.0<1>:q    r4.3<0;1,0>:q     r9.0<2;1,0>:ud   {Compacted}
        and (32|M0)              r77.0<1>:d    r47.0<1;1,0>:d    16380:w              
        send.ugm (32|M0)         r9       r69     null:0  0x0            0x08200580           {A@2,$0} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r11      r73     null:0  0x0            0x08200580           {$2} // wr:4+0, rd:2; load.ugm.d32.a64
        mov (16|M0)              r29.0<2>:ud   r79.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r31.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r33.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r35.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r37.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted}
        mov (16|M16)             r39.0<2>:ud   r84.0<1;1,0>:ud                  {Compacted}
        mov (16|M0)              r23.0<2>:ud   r77.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r25.0<2>:ud   r78.0<1;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r71.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r72.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r71.0<1>:d    r27.0<1;1,0>:d    756:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$2.src}
(W)     mov (1|M0)               null<1>:ud    r75.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r76.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (32|M0)              r73.0<1>:d    r27.0<1;1,0>:d    760:w               {Compacted}
        add (16|M16)             r79.0<1>:q    r4.3<0;1,0>:q     r17.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r81.0<1>:q    r4.3<0;1,0>:q     r19.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r83.0<1>:q    r4.3<0;1,0>:q     r21.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r77.0<1>:q    r4.3<0;1,0>:q     r15.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r41.0<1>:q    r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r45.0<1>:q    r4.3<0;1,0>:q     r97.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r43.0<1>:q    r4.3<0;1,0>:q     r95.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r47.0<1>:q    r4.3<0;1,0>:q     r101.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r17      r81     null:0  0x0            0x08200580           {A@6,$4} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r15      r77     null:0  0x0            0x08200580           {I@5,$8} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r113     r41     null:0  0x0            0x08200580           {A@2,$9} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r99.0<1>:d    r13.0<1;1,0>:d    680:w               {Compacted}
        add (16|M0)              r61.0<1>:q    r4.3<0;1,0>:q     r115.0<2;1,0>:ud {Compacted}
        send.ugm (32|M0)         r115     r45     null:0  0x0            0x08200580           {A@1,$10} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r75.0<1>:d    r27.0<1;1,0>:d    764:w               {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r83.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r84.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r81.0<1>:d    r73.0<1;1,0>:d    16380:w              
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$8.src}
(W)     mov (1|M0)               null<1>:ud    r79.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r80.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        and (32|M0)              r79.0<1>:d    r71.0<1;1,0>:d    16380:w              
        add (16|M16)             r103.0<1>:q   r4.3<0;1,0>:q     r31.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r111.0<1>:q   r4.3<0;1,0>:q     r39.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r93.0<1>:q    r4.3<0;1,0>:q     r23.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r95.0<1>:q    r4.3<0;1,0>:q     r25.0<2;1,0>:ud  {Compacted}
        add (16|M0)              r101.0<1>:q   r4.3<0;1,0>:q     r29.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r43.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r44.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r41.0<1>:f    r87.0<1;1,0>:f                   {Compacted,$6.dst}
        mov (32|M0)              r43.0<1>:f    r89.0<1;1,0>:f                   {Compacted,$3.dst}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r47.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r48.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r45.0<1>:f    r91.0<1;1,0>:f                   {Compacted,$7.dst}
        sync.nop                             null                             {Compacted,I@4}
        mov (32|M0)              r39.0<1>:f    r85.0<1;1,0>:f                   {Compacted,$5.dst}
        add (16|M0)              r109.0<1>:q   r4.3<0;1,0>:q     r37.0<2;1,0>:ud  {Compacted}
        mov (16|M16)             r87.0<2>:ud   r80.0<1;1,0>:ud                  {Compacted,F@4}
        mov (16|M0)              r89.0<2>:ud   r81.0<1;1,0>:ud                  {Compacted,F@3}
        mov (16|M16)             r91.0<2>:ud   r82.0<1;1,0>:ud                  {Compacted,F@2}
        mov (16|M0)              r85.0<2>:ud   r79.0<1;1,0>:ud                  {Compacted,F@1}
        send.ugm (32|M0)         r19      r93     null:0  0x0            0x08200580           {A@7,$11} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r21      r101    null:0  0x0            0x08200580           {I@6,$12} // wr:4+0, rd:2; load.ugm.d32.a64
        send.slm (32|M0)         null     r99     r39:8   0x0            0x04003504           {$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        and (32|M0)              r83.0<1>:d    r75.0<1;1,0>:d    16380:w              
        send.ugm (32|M0)         r7       r65     null:0  0x0            0x08200580           {$5} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r5       r61     null:0  0x0            0x08200580           {$6} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r25      r109    null:0  0x0            0x08200580           {I@6,$7} // wr:4+0, rd:2; load.ugm.d32.a64
        add (16|M0)              r105.0<1>:q   r4.3<0;1,0>:q     r33.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r107.0<1>:q   r4.3<0;1,0>:q     r35.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r97.0<1>:q    r4.3<0;1,0>:q     r87.0<2;1,0>:ud  {Compacted,I@7}
        sync.nop                             null                             {Compacted,I@5}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$11.src}
(W)     mov (1|M0)               null<1>:ud    r95.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r96.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r95.0<1>:q    r4.3<0;1,0>:q     r85.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$12.src}
(W)     mov (1|M0)               null<1>:ud    r103.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r104.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M16)             r101.0<1>:q   r4.3<0;1,0>:q     r91.0<2;1,0>:ud  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r45.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r46.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r99.0<1>:q    r4.3<0;1,0>:q     r89.0<2;1,0>:ud  {Compacted}
        mov (32|M0)              r51.0<1>:f    r117.0<1;1,0>:f                  {Compacted,$13.dst}
        mov (32|M0)              r53.0<1>:f    r119.0<1;1,0>:f                  {Compacted,$14.dst}
        mov (16|M0)              r93.0<2>:ud   r83.0<1;1,0>:ud                  {Compacted,I@7}
        mov (16|M16)             r103.0<2>:ud  r84.0<1;1,0>:ud                  {Compacted}
        send.ugm (32|M0)         r23      r105    null:0  0x0            0x08200580           {A@7,$1} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r117     r95     null:0  0x0            0x08200580           {A@2,$13} // wr:4+0, rd:2; load.ugm.d32.a64
        send.ugm (32|M0)         r119     r99     null:0  0x0            0x08200580           {A@1,$14} // wr:4+0, rd:2; load.ugm.d32.a64
        sync.nop                             null                             {Compacted,I@2}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$1.src}
(W)     mov (1|M0)               null<1>:ud    r107.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r108.0<0;1,0>:ud                 {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        add (16|M0)              r105.0<1>:q   r4.3<0;1,0>:q     r93.0<2;1,0>:ud  {Compacted}
        add (16|M16)             r107.0<1>:q   r4.3<0;1,0>:q     r103.0<2;1,0>:ud {Compacted,I@2}
        mov (32|M0)              r55.0<1>:f    r1.0<1;1,0>:f                    {Compacted,$15.dst}
        send.ugm (32|M0)         r1       r105    null:0  0x0            0x08200580           {A@1,$15} // wr:4+0, rd:2; load.ugm.d32.a64
        add (32|M0)              r29.0<1>:d    r13.0<1;1,0>:d    696:w               {Compacted}
        add (32|M0)              r31.0<1>:d    r13.0<1;1,0>:d    700:w               {Compacted}
        mov (32|M0)              r47.0<1>:f    r113.0<1;1,0>:f                  {Compacted,$9.dst}
        mov (32|M0)              r49.0<1>:f    r115.0<1;1,0>:f                  {Compacted,$10.dst}
        add (32|M0)              r33.0<1>:d    r13.0<1;1,0>:d    716:w               {Compacted}
        send.slm (32|M0)         null     r29     r25:2   0x0            0x04000504           {I@3,$7} // wr:2+2, rd:0; store.slm.d32.a32
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$6.src}
(W)     mov (1|M0)               null<1>:ud    r63.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r64.0<0;1,0>:ud                  {Compacted}
        sync.nop                             null                             {Compacted,I@1}
        mov (32|M0)              r61.0<1>:f    r9.0<1;1,0>:f                    {Compacted,$0.dst}
        add (32|M0)              r35.0<1>:d    r13.0<1;1,0>:d    732:w               {Compacted}
        mov (32|M0)              r59.0<1>:f    r7.0<1;1,0>:f                    {Compacted,$5.dst}
        mov (32|M0)              r57.0<1>:f    r5.0<1;1,0>:f                    {Compacted,$6.dst}
        send.slm (32|M0)         null     r31     r47:8   0x0            0x04003504           {A@3,$3} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r37.0<1>:d    r13.0<1;1,0>:d    748:w               {Compacted}
        mov (32|M0)              r65.0<1>:f    r15.0<1;1,0>:f                   {Compacted,$8.dst}
        mov (32|M0)              r67.0<1>:f    r17.0<1;1,0>:f                   {Compacted,$4.dst}
        mov (32|M0)              r63.0<1>:f    r11.0<1;1,0>:f                   {Compacted,$2.dst}
        mov (32|M0)              r69.0<1>:f    r19.0<1;1,0>:f                   {Compacted,$11.dst}
        send.slm (32|M0)         null     r33     r55:8   0x0            0x04003504           {A@3,$9} // wr:2+8, rd:0; store.slm.d32x4.a32
        add (32|M0)              r77.0<1>:d    r13.0<1;1,0>:d    764:w               {Compacted}
        mov (32|M0)              r109.0<1>:f   r21.0<1;1,0>:f                   {Compacted,$12.dst}
        mov (32|M0)              r111.0<1>:f   r23.0<1;1,0>:f                   {Compacted,$1.dst}
        mov (32|M0)              r113.0<1>:f   r117.0<1;1,0>:f                  {Compacted,$13.dst}
        mov (32|M0)              r115.0<1>:f   r119.0<1;1,0>:f                  {Compacted,$14.dst}
        send.slm (32|M0)         null     r35     r63:8   0x0            0x04003504           {A@3,$10} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (32|M0)         null     r37     r109:8  0x0            0x04003504           {A@1,$0} // wr:2+8, rd:0; store.slm.d32x4.a32
        send.slm (32|M0)         null     r77     r1:2    0x0            0x04000504           {I@1,$15} // wr:2+2, rd:0; store.slm.d32.a32
        sync.nop                             null                             {Compacted,$1.dst}
(W)     send.slm (1|M0)          r3       r0      null:0  0x0            0x0210001F           {$2} // wr:1+0, rd:1; fence.slm.none.group
(W)     mov (1|M0)               r5.2<1>:f     0.0:f                               {Compacted}
(W)     mov (2|M0)               r5.10<1>:ub   r0.11<0;1,0>:ub                  {F@1}
(W)     mov (8|M0)               null<1>:ud    r3.0<1;1,0>:ud                   {Compacted,$2.dst}
(W)     send.gtwy (1|M0)         null     r5      null:0  0x0            0x02000004           {I@2,$4} // wr:1+0, rd:0; signal barrier
(W)     sync.bar                             0x0                                 {Compacted}
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                             
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$4.src}
(W)     mov (1|M0)               null<1>:ud    r5.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$0.src}
(W)     mov (1|M0)               null<1>:ud    r115.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    r116.0<0;1,0>:ud                 {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$3.src}
(W)     mov (1|M0)               null<1>:ud    r53.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r54.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$7.src}
(W)     mov (1|M0)               null<1>:ud    r25.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r26.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$9.src}
(W)     mov (1|M0)               null<1>:ud    r61.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r62.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$10.src}
(W)     mov (1|M0)               null<1>:ud    r69.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    r70.0<0;1,0>:ud                  {Compacted}
(W)     mov (1|M0)               null<1>:ud    0x30433:ud                              {$15.src}
(W)     mov (1|M0)               null<1>:ud    r1.0<0;1,0>:ud                   {Compacted}
(W)     mov (1|M0)               null<1>:ud    r2.0<0;1,0>:ud                   {Compacted}
        sync.nop                             null                             {Compacted,I@1}
(~f0.0) goto (32|M0)                         L24440                  L24440                
L24264:
        mul (32|M0)              r1.0<1>:d     r121.0<1;1,0>:d   192:w               {Compacted}
        or (32|M0)               r5.0<1>:d     r1.0<1;1,0>:d     7:w               {Compacted,I@1}
(W)     mul (16|M0)              acc0.0<1>:ud  r5.0<1;1,0>:ud    0xAAAB:uw              {I@1}
        mach (16|M0)             r7.0<1>:ud    r5.0<1;1,0>:ud    0xAAAAAAAB:ud             
(W)     mul (16|M0)              acc0.0<1>:ud  r6.0<1;1,0>:ud    0xAAAB:uw             
        mach (16|M16)            r8.0<1>:ud    r6.0<1;1,0>:ud    0xAAAAAAAB:ud             
        shr (32|M0)              r9.0<1>:ud    r7.0<1;1,0>:ud    13:w               {I@1}
(W)     mul (16|M0)              acc0.0<1>:d   r9.0<1;1,0>:d     0xD000:uw              {I@1}
        macl (16|M0)             r11.0<1>:d    r9.0<1;1,0>:d     1073729536:d              
(W)     mul (16|M16)             acc0.0<1>:d   r10.0<1;1,0>:d    0xD000:uw             
        macl (16|M16)            r12.0<1>:d    r10.0<1;1,0>:d    1073729536:d              
        add (32|M0)              r13.0<1>:d    r11.0<1;1,0>:d    r5.0<1;1,0>:d    {Compacted,I@1}
        shl (32|M0)              r123.0<1>:d   r13.0<1;1,0>:d    2:w               {Compacted,I@1}
L24440:
        join (32|M0)                         L24456                                
L24456:
        send.slm (32|M0)         r1       r123    null:0  0x0            0x04200500           {I@2,$7} // wr:2+0, rd:2; load.slm.d32.a32
(W)     shl (1|M0)               r3.0<1>:q     r125.0<0;1,0>:q   2:w               {Compacted}
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}
(W)     add (1|M0)               r4.0<1>:q     r3.0<0;1,0>:q     r4.2<0;1,0>:q    {Compacted,I@1}
(W)     send.ugm (1|M0)          null     r4      r1:2    0x0            0x0200E584           {I@1,$7} // wr:1+2, rd:0; store.ugm.d32x32t.a64
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1,$8} // wr:1+0, rd:0; end of thread
L24528:
        nop                    
(W)     mov (16|M0)              null<1>:ud    0x38A07992:ud                             
(W)     mov (16|M0)              null<1>:ud    0x87D05F97:ud                             
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
