//! What the rules find, as the report keeps it: rule ids, severities, evidence, findings, and
//! the facts of a kernel the rules read beside its listing.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the caller knows of the kernel and the device beside its listing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelFacts {
    /// The device's name or ocloc abbreviation (`pvc`, `dg2`, `bmg`, `tgllp`, or a name such
    /// as "Intel(R) Data Center GPU Max 1550").
    pub device: String,
    /// zeInfo `simd_size`.
    pub simd: Option<u32>,
    /// zeInfo `grf_count`: 128 in the default mode, 256 in large GRF mode.
    pub grf_count: Option<u32>,
    /// Scratch bytes per hardware thread for spills (zeInfo spill size).
    pub spill_bytes: Option<u64>,
    /// Private memory bytes per hardware thread (zeInfo private size).
    pub private_bytes: Option<u64>,
    /// Shared local memory per work-group (zeInfo `slm_size`).
    pub slm_bytes: Option<u64>,
    /// zeInfo `barrier_count`.
    pub barrier_count: Option<u32>,
    /// Work-items per work-group, when known (a required size, or the size of a launch).
    pub work_group_size: Option<u32>,
    /// How many times the kernel was dispatched.
    pub dispatches: u64,
    /// EUs per Xe-core, from the device (Level Zero `numEUsPerSubslice`); else the table.
    pub eus_per_xe_core: Option<u32>,
}

/// The rules' stable ids, as scripts match them.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum RuleId {
    Spills,
    FillsInLoop,
    RegisterPressure,
    PrivateMemory,
    Int64IndexMath,
    IntDivision,
    EmulatedFp64,
    NoMatrixEngine,
    GatherLoads,
    BarrierInLoop,
    AtomicsInLoop,
    Occupancy,
}

impl RuleId {
    /// The id as report.json, `--fail-on advice:ID` and the table spell it.
    pub fn as_str(self) -> &'static str {
        match self {
            RuleId::Spills => "spills",
            RuleId::FillsInLoop => "fills-in-loop",
            RuleId::RegisterPressure => "register-pressure",
            RuleId::PrivateMemory => "private-memory",
            RuleId::Int64IndexMath => "int64-index-math",
            RuleId::IntDivision => "int-division",
            RuleId::EmulatedFp64 => "emulated-fp64",
            RuleId::NoMatrixEngine => "no-matrix-engine",
            RuleId::GatherLoads => "gather-loads",
            RuleId::BarrierInLoop => "barrier-in-loop",
            RuleId::AtomicsInLoop => "atomics-in-loop",
            RuleId::Occupancy => "occupancy",
        }
    }

    /// Every rule, in the order of the list in isa/RULES.md.
    pub const ALL: [RuleId; 12] = [
        RuleId::Spills,
        RuleId::FillsInLoop,
        RuleId::RegisterPressure,
        RuleId::PrivateMemory,
        RuleId::Int64IndexMath,
        RuleId::IntDivision,
        RuleId::EmulatedFp64,
        RuleId::NoMatrixEngine,
        RuleId::GatherLoads,
        RuleId::BarrierInLoop,
        RuleId::AtomicsInLoop,
        RuleId::Occupancy,
    ];
}

impl std::fmt::Display for RuleId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for RuleId {
    type Err = String;
    fn from_str(s: &str) -> Result<RuleId, String> {
        RuleId::ALL
            .into_iter()
            .find(|id| id.as_str() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = RuleId::ALL.iter().map(|id| id.as_str()).collect();
                format!("no advice rule `{s}` (rules: {})", known.join(", "))
            })
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Critical => "critical",
        })
    }
}

/// How much a finding is likely to cost, least first (findings sort most severe first).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Info,
    Warning,
    Critical,
}

/// What triggered a finding.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Evidence {
    /// Byte offsets of the instructions that triggered it (the first [`MAX_OFFSETS`]); the
    /// caller maps them to source lines where DWARF exists.
    pub offsets: Vec<u32>,
    /// How many instructions triggered it.
    pub count: usize,
    /// The deepest loop among them (0: outside every loop).
    pub loop_depth: u32,
    /// The numbers behind it, by name (`spill_sends`, `pressure_peak`, `occupancy_percent`…).
    pub numbers: BTreeMap<String, u64>,
    /// `file:line` of the offsets, in order and without repeats, once the caller has the
    /// kernel's DWARF lines ([`Finding::attach_lines`]); empty without them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub source: Vec<String>,
}

/// One piece of advice on one kernel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Finding {
    pub id: RuleId,
    pub severity: Severity,
    pub message: String,
    pub evidence: Evidence,
    pub fix: String,
}

impl Finding {
    /// Maps the evidence's offsets to source lines through the kernel's line rows (from
    /// [`crate::lines::kernel_lines`] on a zebin built with `-g` or `-gline-tables-only`).
    pub fn attach_lines(&mut self, rows: &[crate::lines::LineRow]) {
        let mut source: Vec<String> = Vec::new();
        for &offset in &self.evidence.offsets {
            if let Some(row) = crate::lines::line_at(rows, offset) {
                let at = format!("{}:{}", row.file, row.line);
                if !source.contains(&at) {
                    source.push(at);
                }
            }
        }
        self.evidence.source = source;
    }
}

/// Offsets listed per finding at most; [`Evidence::count`] has them all.
pub const MAX_OFFSETS: usize = 32;
