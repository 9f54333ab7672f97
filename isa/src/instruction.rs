//! One instruction of a listing, and the kinds it is sorted into.

use crate::operands::Operands;
use serde::{Deserialize, Serialize};

/// One instruction of a listing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Instruction {
    /// 1-based line number in the listing.
    pub line: usize,
    /// Byte offset from the kernel's start (16 bytes per instruction, 8 when compacted).
    pub offset: u32,
    /// The mnemonic with its subfunction or modifiers: `send.ugm`, `math.sqt`, `goto.b`.
    pub mnemonic: String,
    /// Execution size, from `(16|M0)`.
    pub exec_size: Option<u16>,
    pub class: Class,
    /// For sends: what the message does, read from IGA's comment.
    pub send: Option<SendKind>,
    /// For sends to scratch: a spill (store) or a fill (load).
    pub scratch: Option<Scratch>,
    /// Labels this instruction branches to.
    pub targets: Vec<String>,
    /// Whether its destination is the `null` register.
    #[serde(skip)]
    pub writes_null: bool,
    /// For loads from global memory: one block per sub-group, or an address per lane.
    #[serde(skip)]
    pub shape: Option<LoadShape>,
    /// Whether a flag predicate (`(f0.0)`, `(W&~f1.0)`) guards it: then a write leaves the
    /// lanes it masks off as they were.
    #[serde(skip)]
    pub predicated: bool,
    /// The registers it writes and reads.
    #[serde(skip)]
    pub operands: Operands,
}

/// The instruction classes a performance engineer counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Messages to memory and shared functions (fences and barriers are [`Class::Sync`]).
    Send,
    /// Systolic matrix multiply-accumulate (`dpas`, `dpasw`).
    Dpas,
    /// Arithmetic, logic, shifts, comparisons and the extended-math unit (`math.*`).
    Math,
    /// Moves that change the element type (`mov` from `:d` to `:f`), and `fcvt`/`srnd`.
    Conversion,
    /// Moves and selects of the same type.
    Move,
    /// Branches, structured control flow, calls.
    Control,
    /// Software scoreboard waits (`sync.*`), fences and barriers.
    Sync,
    /// Anything else: `nop`, `illegal`, mnemonics this reader does not know.
    Other,
}

/// What a send's message does, as IGA's comment describes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SendKind {
    Load,
    Store,
    Atomic,
    SlmLoad,
    SlmStore,
    SlmAtomic,
    Fence,
    Barrier,
    EndOfThread,
    Other,
}

impl SendKind {
    pub fn is_slm(self) -> bool {
        matches!(
            self,
            SendKind::SlmLoad | SendKind::SlmStore | SendKind::SlmAtomic
        )
    }
}

/// How a load from memory addresses it, as IGA's description of the message says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LoadShape {
    /// One contiguous block for the whole sub-group: LSC transposed loads (`d32x8t`), the data
    /// port's `oword`/`hword block read`.
    Block,
    /// A 2D block (`load_block2d`, `media block read`).
    Block2d,
    /// An address per lane (`load.ugm.d32.a64`, `untyped surface read`, `scattered read`):
    /// a gather unless the lanes' addresses happen to be consecutive.
    PerLane,
}

/// A send to the thread's scratch space, which is how register spills look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Scratch {
    /// Registers written to scratch.
    Spill,
    /// Registers read back.
    Fill,
}
