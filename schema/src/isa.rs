//! What a kernel's ISA listing says, as the report keeps it (computed by the collector with
//! `aotspy-isa`).

pub use aotspy_isa::{Mix, SendMix};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One kernel's analytics.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct KernelIsa {
    pub mix: Mix,
    pub sends: SendMix,
    /// Sends that write registers to scratch, and that read them back.
    pub spill_sends: usize,
    pub fill_sends: usize,
    pub loops: Vec<LoopEntry>,
    /// Instructions per source line, in line order, where the module has DWARF line tables.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_lines: Option<Vec<LineTotal>>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct LoopEntry {
    /// Byte offsets of the first and last instruction (the backward branch).
    pub first_offset: u32,
    pub last_offset: u32,
    pub instructions: usize,
    pub depth: u32,
    pub branch: String,
    /// The source lines the loop's instructions come from, when known: first and last.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_lines: Option<(u32, u32)>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct LineTotal {
    pub file: String,
    pub line: u32,
    pub instructions: usize,
    /// How many of them are inside a loop.
    pub in_loops: usize,
}
