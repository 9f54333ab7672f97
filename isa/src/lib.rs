//! Reads the ISA listings IGA prints (`ocloc disasm`, `iga64 -d`) for one kernel, and tells what
//! is in them: the instruction mix by class, the sends split by what their message does, scratch
//! spills and fills, the loops (backward branches), and each instruction's byte offset for
//! mapping to source lines.
//!
//! The grammar is IGA's text format, as written by IGA 1.x (IGC 1, Debian 12's ocloc 22) and
//! 2.x (IGC 2, ocloc 26); golden listings of both for pvc, dg2, bmg and tgllp live in
//! `tests/data`. A line is one of:
//! ```text
//! L672:                                                   a label: the byte offset it names
//! (W)     mov (16|M0)   r127.0<1>:ud  0x0:ud             predicate, mnemonic, exec size, operands
//! (f0.0)  goto.b (32|M0)      L776   L696                 branch targets are labels
//!         send.ugm (32|M0) r9 r5 null:0 0x0 0x08200580 {A@1,$4} // wr:4+0, rd:2; load.ugm.d32.a64
//! ```
//! with `{…}` holding instruction options (`Compacted` makes an instruction 8 bytes rather
//! than 16) and `// …` IGA's decoding of a send's message descriptor.
//!
//! Untrusted input: any text parses (lines it cannot read count as `other`), in time linear in
//! its length.

pub mod advice;
mod classify;
mod instruction;
pub mod lines;
mod listing;
pub mod operands;
pub mod pressure;

pub use advice::{advise, Finding, KernelFacts, RuleId, Severity};
pub use instruction::{Class, Instruction, LoadShape, Scratch, SendKind};
pub use listing::{count_instructions, parse, Analysis, Listing, Loop, Mix, SendMix};
pub use operands::Operands;
pub use pressure::Pressure;
