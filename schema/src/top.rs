//! What `aotspy top` prints when its standard output is not a terminal: one [`TopFrame`] per
//! refresh, as a JSON line. Its JSON Schema is `docs/top.schema.json` ([`top_json_schema`]).

use crate::enums::Producer;
use aotspy_isa::advice::RuleId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Bumped whenever a field of a frame is renamed, removed or changes meaning (adding one does
/// not).
pub const TOP_SCHEMA_VERSION: u32 = 1;

/// One refresh of `aotspy top`: the process watched, and its kernels, most dispatched per
/// second first. Counts only grow from one frame to the next.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct TopFrame {
    /// [`TOP_SCHEMA_VERSION`] of the aotspy that wrote it.
    pub schema_version: u32,
    /// When the frame was made (milliseconds since the Unix epoch).
    pub unix_ms: u64,
    pub process: TopProcess,
    /// Seconds since counting began (the attach).
    pub uptime_s: f64,
    /// The seconds the rates of this frame were measured over: between the two latest counts
    /// the process sent at least one refresh apart (0 in the first frame: no rate yet).
    pub rate_window_s: f64,
    /// Distinct threads seen launching (from the call-site samples: each kernel's launches
    /// 1, 2, 4, … 512 are sampled, so a thread that only repeats kernels others launched
    /// first may be missed).
    pub threads_launching: u32,
    /// Kernel dispatches since counting began, over every kernel.
    pub dispatches: u64,
    pub dispatches_per_s: f64,
    /// The driver's memory and image operations (fills, copies) appended since counting began.
    pub driver_operations: u64,
    pub driver_operations_per_s: f64,
    /// Every kernel dispatched since counting began, most dispatched per second first (then
    /// most dispatched, then by name).
    pub kernels: Vec<TopKernel>,
    /// Set in the last frame: how the watch ended (`quit`, `interrupted`, `process-exited`,
    /// `stream-closed`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
}

/// The process `aotspy top` watches.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct TopProcess {
    pub pid: u32,
    /// Its command line as the preload read it, or its name.
    pub command: String,
    /// libaotspy.so was injected into it (it was started without the preload).
    pub injected: bool,
}

/// A kernel in a [`TopFrame`]: its counts, and the facts the background analysis found so
/// far (`analyzed` false: not yet, the views show "…").
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct TopKernel {
    /// As passed to `zeKernelCreate` (or as `zeKernelGetName` gives it).
    pub name: String,
    pub demangled: String,
    /// Its module's id, as report.json names it; empty for a kernel without a module.
    pub module: String,
    /// Dispatches since counting began (the attach).
    pub dispatches: u64,
    /// Dispatches since the process started, as far as the process counted them (a process
    /// started without the preload counts from the attach).
    pub dispatches_since_start: u64,
    pub dispatches_per_s: f64,
    /// The facts below come from an analysis of the capture that included this kernel.
    pub analyzed: bool,
    /// The line of the user's code that launched it, then the framework's function, as the
    /// report's LAUNCHED FROM column gives them; `None` when no sample named one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub launched_from: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub producer: Option<Producer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simd: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grf: Option<u32>,
    /// Spill bytes per hardware thread, as zeInfo (or the driver) gives them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spill_bytes: Option<u64>,
    /// The advice rules that fired on its ISA, most severe first (report.json's
    /// `kernels[].advice` has their evidence).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub advice: Vec<RuleId>,
}

/// The JSON Schema of a [`TopFrame`], as `docs/top.schema.json` publishes it.
pub fn top_json_schema() -> String {
    let schema = schemars::schema_for!(TopFrame);
    serde_json::to_string_pretty(&schema).expect("a schema serializes") + "\n"
}
