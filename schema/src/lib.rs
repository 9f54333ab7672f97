//! The typed report: what `aotspy report` writes into report.json, and what `aotspy diff`, the
//! tests and scripts read back. Every type here serializes and deserializes; the JSON Schema
//! of report.json (`docs/report.schema.json`) is generated from them ([`json_schema`]).
//!
//! Only data lives here: how a report is made is the collector's business.

mod callsites;
mod enums;
mod isa;
pub mod listing;
mod said;
mod top;

pub use aotspy_isa::advice::{Evidence, Finding, RuleId, Severity};
pub use callsites::*;
pub use enums::*;
pub use isa::*;
pub use said::*;
pub use top::*;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Bumped whenever a field is renamed, removed or changes meaning (adding one does not).
pub const SCHEMA_VERSION: u32 = 5;

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct Report {
    /// [`SCHEMA_VERSION`] of the aotspy that wrote it.
    pub schema_version: u32,
    pub aotspy_version: String,
    pub modules: Vec<ModuleEntry>,
    pub kernels: Vec<KernelEntry>,
    pub processes: Vec<ProcessEntry>,
    pub neo_dumps: Vec<NeoDump>,
    pub stats: Stats,
    /// Every advice rule that fired, ranked by the dispatches of the kernels it fired on (the
    /// kernels that ran most first): what to look at first.
    #[serde(default)]
    pub advice_summary: Vec<AdviceSummary>,
    /// How `KernelEntry::call_sites` were sampled; absent when no kernel has any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call_site_sampling: Option<CallSiteSampling>,
    /// Every distinct frame of the call sites' stacks, once: `CallSiteEntry::frames` index it
    /// (since schema version 2; version 1 wrote each site's frames in full).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub call_site_frames: Vec<StackFrame>,
    /// The kernels by the place they were launched from (user frame and framework frame),
    /// most dispatched first: see [`LineCost`]. Empty when no kernel has call sites.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cost_by_line: Vec<LineCost>,
    /// The memory and image operations the processes appended (fills, copies), which the
    /// driver carries out itself: the most appended first. Empty when there were none (or the
    /// libaotspy was older than these).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub driver_operations: Vec<DriverOperationEntry>,
    /// Problems a reader of the report should know about, also printed to stderr: each a
    /// `kind` with its facts, and the text (since schema version 5; before, the text alone).
    pub warnings: Vec<Warning>,
    /// Only when a launcher gave some process a rank: which ranks and hosts sent a stream,
    /// against the world size the launcher announced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranks: Option<RankCensus>,
    /// Only in reports of `aotspy attach`: when it watched the process.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attach: Option<AttachEntry>,
}

/// A Level Zero memory or image operation over every process: the driver runs it on a copy
/// engine or as its own built-in kernels (NEO's `FillBuffer*`, `CopyBuffer*`, whose ISA
/// `neo_dumps` holds where NEO dumped it), so its appends are counted, not kernels: one fill may
/// run up to three of them.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct DriverOperationEntry {
    pub operation: DriverOperation,
    /// The function whose appends these are (its `Ext` variant, for image copies to and from
    /// memory, counts here too).
    pub function: String,
    /// Appends that ran: on a regular command list, each execution of the list counts its
    /// appends again, as a kernel's launches do.
    pub dispatches: u64,
    /// Processes that appended it.
    pub pids: Vec<u32>,
    /// The stacks its appends were sampled from (the kernels' schedule), most launches first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub call_sites: Vec<CallSiteEntry>,
}

/// One advice rule over the whole report.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct AdviceSummary {
    pub id: RuleId,
    /// The most severe of its findings.
    pub severity: Severity,
    /// Kernels it fired on, and their dispatches summed.
    pub kernels: usize,
    pub dispatches: u64,
    /// The most dispatched of them (its demangled name) and that finding's message.
    pub top_kernel: String,
    pub top_message: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct AttachEntry {
    pub pid: u32,
    pub start_unix_ms: u64,
    pub attached_at_unix_ms: u64,
    pub detached_at_unix_ms: u64,
    pub ended_by: EndedBy,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct ModuleEntry {
    pub id: String,
    pub sha256: String,
    /// How the first process that loaded it got it.
    pub origin: Origin,
    /// Every way processes got these same bytes: a JIT build can equal an AOT binary.
    pub origins: Vec<Origin>,
    /// Which library asked for it, from the first process's stack.
    pub producer: Producer,
    /// The first object on that stack outside the runtime (loader, driver, SYCL, UR, libc).
    pub producer_library: Option<String>,
    /// The objects on the stack of its `zeModuleCreate`, innermost first (the first process's),
    /// as canonical paths where they exist where the report is made.
    pub callers: Vec<String>,
    /// The compiler cache file its native input was found in, when it was (`cached`).
    pub cache: Option<CacheMatch>,
    /// The native binary, relative to the report directory.
    pub binary: String,
    pub native_kind: BinaryKind,
    pub native_bytes: usize,
    pub device: Option<DeviceInfo>,
    pub input_format: InputFormat,
    pub input_kind: BinaryKind,
    pub input_sha256: String,
    pub input_count: u32,
    pub ar_member: Option<String>,
    pub build_flags: String,
    /// The `-device` ocloc disassembles this module for.
    pub ocloc_device: Option<String>,
    pub disassembly: Disassembly,
    pub pids: Vec<u32>,
    /// The library (or other mapped file) these bytes were found in, when one was.
    pub source: Option<ModuleSource>,
    /// Which program wrote the native binary, for a zebin.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub writer: Option<WriterEntry>,
    /// A file the process read (not mapped) that holds the native binary or the input, when
    /// one was found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_from: Option<ReadFile>,
    /// What is not known of it (no readable zebin, no source lines), and the evidence that
    /// decided its origin: each a `kind` with its facts, and the text.
    pub notes: Vec<Note>,
}

/// What told a zebin's writer (see [`ZebinWriter`]).
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct WriterEntry {
    pub writer: ZebinWriter,
    /// Section headers, the null one included.
    pub sections: u32,
    pub symbol_table: bool,
    pub metrics_note: bool,
    /// Size of `.note.intelgt.compat` (0 without one) and its IntelGT note types in order.
    pub compat_note_bytes: u64,
    pub compat_note_types: Vec<u32>,
    /// The compat note's zebin version (`1.20` from IGC 1.0, `1.73` from IGC 2.40).
    pub zebin_version_note: Option<String>,
    /// zeInfo's `version:` as written (`'1.20'` by IGC, `1.8` by nGEN).
    pub zeinfo_version: Option<String>,
}

/// A file the process read that holds a module's bytes.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct ReadFile {
    pub file: String,
    pub found_by: FoundBy,
    /// Whether the file is the binary the device runs or the input (a fat binary).
    pub matched: Matched,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct DeviceInfo {
    pub name: String,
    pub device_id: u32,
    pub vendor_id: u32,
    pub ip_version: Option<u32>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum Disassembly {
    /// No listed kernel lives in this module.
    NotNeeded,
    /// Disassembled by this run; through ocloc, with why not in-process.
    Ran {
        via: Via,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        in_process_declined: Option<String>,
        /// Made by `aotspy collect`'s background worker while the workload still ran.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        during_run: bool,
    },
    Cached,
    Failed {
        error: String,
    },
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct KernelEntry {
    /// As passed to `zeKernelCreate` (or, for a kernel created before aotspy was injected, as
    /// `zeKernelGetName` gives it).
    pub name: String,
    pub demangled: String,
    /// How aotspy knows the kernel and its ISA; processes that differ keep the first of these.
    pub isa_from: IsaFrom,
    /// With `isa_from` `matched-image`: the image its name was found in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matched_image: Option<ModuleSource>,
    /// Since the process started (for `aotspy attach` too).
    pub dispatches: u64,
    /// Only in reports of `aotspy attach`: the dispatches between attaching and detaching.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dispatches_during_attach: Option<u64>,
    /// Its module's id; empty for a kernel with no module (`isa_from` `kernel-binary` or
    /// `name-only`).
    pub module: String,
    /// The kernel's listing file (`asm/<id>.js`, relative to the report directory): its ASM
    /// compressed in a script report.html loads (see [`listing`]); `aotspy asm DIR <id>`
    /// prints it.
    pub asm: Option<String>,
    /// How the module it was first created from was built; `unknown` for a kernel created
    /// before aotspy was injected, unless its module's whole binary came (`module-binary`).
    pub origin: Origin,
    /// Every origin of the modules it was created from (see [`ModuleEntry::origins`]).
    pub origins: Vec<Origin>,
    /// Its module's [`ModuleEntry::producer`] and [`ModuleEntry::producer_library`].
    pub producer: Producer,
    pub producer_library: Option<String>,
    /// Name of the device the module was built for.
    pub device: Option<String>,
    pub ocloc_device: Option<String>,
    pub simd: Option<u32>,
    pub grf: Option<u32>,
    pub spill_bytes: Option<u64>,
    pub private_bytes: Option<u64>,
    pub slm_bytes: Option<u64>,
    pub code_bytes: Option<u64>,
    /// zeInfo's `execution_env` as the compiler wrote it: `has_dpas`, `has_stack_calls`,
    /// `barrier_count`, `grf_count`, `simd_size`, … (empty without zeInfo).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub execution_env: BTreeMap<String, String>,
    pub instructions: Option<usize>,
    /// `spill_bytes` (per hardware thread, as zeInfo gives it) divided by the SIMD width: what
    /// one work-item spills, the figure people know from CUDA.
    pub spill_bytes_per_work_item: Option<u64>,
    /// What the ASM says: mix, sends, spill/fill sends, loops, source lines.
    pub isa: Option<KernelIsa>,
    /// What the rules of `aotspy-isa` found in its ASM and zeInfo, most severe first (empty
    /// without ASM): each with its evidence (instruction offsets, source lines, the numbers
    /// that triggered it) and a fix.
    #[serde(default)]
    pub advice: Vec<Finding>,
    /// Its dispatches per launcher rank, when any process that created it had one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dispatches_by_rank: Vec<RankDispatches>,
    /// Processes that dispatched it.
    pub pids: Vec<u32>,
    /// Processes that created it (or, injected, reported it created before the injection).
    pub created_by: Vec<u32>,
    /// Why something is missing (no ASM, no metadata) or how a fact was found: each a `kind`
    /// with its facts, and the text.
    pub notes: Vec<Note>,
    /// The stacks its launches were sampled from, in order of the first launch each was seen
    /// at; empty when no sample came (an older libaotspy, or no launch).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub call_sites: Vec<CallSiteEntry>,
    /// Only for a kernel created before aotspy was injected: where each of its facts came
    /// from (a fact not known is not listed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fact_sources: Option<FactSources>,
}

/// Where each fact of a kernel created before an injection came from: `collect` reads them
/// from zeInfo and the module's creation, an attach from what the driver and the running
/// process still tell. `None`: the fact is not known.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq, Default)]
pub struct FactSources {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simd: Option<FactSource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grf: Option<FactSource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spill_bytes: Option<FactSource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub private_bytes: Option<FactSource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slm_bytes: Option<FactSource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<FactSource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub producer: Option<FactSource>,
}

/// A kernel's dispatches summed over the processes with one launcher rank on one host (a merge
/// of several runs may hold a rank more than once).
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct RankDispatches {
    pub hostname: String,
    pub rank: u32,
    pub dispatches: u64,
}

/// The ranks of a parallel job that the report holds, and those it lacks.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct RankCensus {
    /// The world size the ranks' launcher announced (`PMI_SIZE`, `WORLD_SIZE`,
    /// `OMPI_COMM_WORLD_SIZE`, `SLURM_NTASKS`), the largest when ranks disagree; `None` when no
    /// launcher said (PALS, bare PMIx).
    pub world_size: Option<u32>,
    /// Every world size announced, ascending: more than one means runs of different jobs were
    /// merged.
    pub world_sizes_announced: Vec<u32>,
    /// The ranks some process had, ascending, each once.
    pub ranks_seen: Vec<u32>,
    /// The ranks below `world_size` that no process had: they sent no stream that reached
    /// this report (another node's spool, a rank that never used Level Zero, or one that
    /// died before it did).
    pub missing_ranks: Vec<u32>,
    /// Each host that ran a rank, by name, with its ranks.
    pub hosts: Vec<HostRanks>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct HostRanks {
    pub hostname: String,
    /// Ascending, each once.
    pub ranks: Vec<u32>,
}

impl RankCensus {
    /// `0,1 on node0, 2 on node1`: the ranks each host ran, as the warnings and views say it.
    pub fn hosts_text(&self) -> String {
        let hosts = self.hosts.iter();
        hosts
            .map(|h| format!("{} on {}", ranks_text(&h.ranks), h.hostname))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq)]
pub struct ProcessEntry {
    pub pid: u32,
    pub ppid: u32,
    pub argv: Vec<String>,
    pub exe: String,
    pub hostname: String,
    /// Its rank in a parallel job, when its launcher set one (see `rank_variable`).
    pub rank: Option<u32>,
    /// The environment variable the rank came from: `RANK`, `PMI_RANK`,
    /// `OMPI_COMM_WORLD_RANK`, `PALS_RANKID`, `SLURM_PROCID` or `PMIX_RANK`, the first set in
    /// that order.
    pub rank_variable: Option<String>,
    /// The rank on its node and the world size, from the variables of the launcher that gave
    /// the rank (`LOCAL_RANK`/`WORLD_SIZE`, `MPI_LOCALRANKID`/`PMI_SIZE`, …), when it set them.
    pub local_rank: Option<u32>,
    pub world_size: Option<u32>,
    pub start_unix_ms: u64,
    /// Only for a process `aotspy attach` injected libaotspy.so into (rather than one started
    /// with it preloaded): its counts start at `at_unix_ms`, and kernels that did not launch
    /// after it are not seen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub injected: Option<InjectedEntry>,
    /// The process said Goodbye: it ran its exit handlers.
    pub clean_exit: bool,
    /// How it ended, as far as the collector can tell.
    pub ended: String,
    /// Its counts were read from its durable counters file: every launch that returned is in
    /// them, however the process ended.
    pub counts_from_counters_file: bool,
    pub stream_error: Option<String>,
    pub kernels: Vec<ProcessKernel>,
    /// What ran but could not be attributed to a kernel.
    pub unattributed: Unattributed,
    pub diagnostics: Vec<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct InjectedEntry {
    /// When the injected library prepared its hooks (milliseconds since the Unix epoch).
    pub at_unix_ms: u64,
    /// The libaotspy.so that was loaded into the process.
    pub library: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct ProcessKernel {
    pub name: String,
    pub module: String,
    pub dispatches: u64,
}

/// What ran but could not be attributed to a kernel (the preload's counts, as it sent them).
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Unattributed {
    /// Launches of kernel handles never seen created.
    pub unknown_kernel_launches: u64,
    /// Runs of command lists never seen created (their launches count once, at append).
    pub unknown_list_runs: u64,
    /// Level Zero entry points left unhooked because every hook slot was taken.
    pub unhooked_entries: u64,
}

impl Unattributed {
    pub fn is_empty(&self) -> bool {
        *self == Unattributed::default()
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    pub processes: usize,
    pub modules: usize,
    pub kernels_created: usize,
    pub kernels_listed: usize,
    pub dispatches: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dispatches_during_attach: Option<u64>,
    /// Summed over the processes: what ran but could not be attributed to a kernel.
    pub unattributed: Unattributed,
    /// Modules that needed disassembly, how many ran ocloc, came from the cache, or failed.
    pub modules_to_disassemble: usize,
    pub asm_in_process: usize,
    pub ocloc_runs: usize,
    pub asm_cache_hits: usize,
    pub disassembly_failures: usize,
    /// How the modules' source files were found (scanned, or from the scan cache).
    pub provenance: ScanStats,
}

/// What the provenance search did, for `stats.provenance`.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, Default, PartialEq, Eq)]
pub struct ScanStats {
    /// Distinct mapped files of processes that created modules.
    pub files_considered: usize,
    /// Files read and indexed by this report.
    pub files_scanned: usize,
    /// Files whose index came from the scan cache.
    pub scan_cache_hits: usize,
    /// Cache entries that failed their checks (corrupt, truncated, another file's) and were
    /// scanned again.
    pub scan_cache_rejected: usize,
    /// Files indexed while the processes still ran: the report then found them in the cache.
    pub files_scanned_during_run: usize,
    /// Bytes of the files scanned by this report.
    pub bytes_scanned: u64,
    /// Modules whose bytes were found in a mapped file.
    pub modules_found: usize,
}

/// Where a module's bytes sit in a file the process had mapped.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct ModuleSource {
    pub file: String,
    /// The host ELF section holding the image (or the compressed frame it was decoded from).
    pub section: Option<String>,
    /// File offset of the image, or of the compressed frame holding it.
    pub offset: u64,
    /// `zstd > ar > zebin`, `offload-bundle > spirv`.
    pub nesting: String,
    /// Whether the file holds the very binary the device runs, or what the program passed to
    /// `zeModuleCreate` (a fat binary, or SPIR-V the driver compiled).
    pub matched: Matched,
    /// The offload target the bundle entry, OffloadBinary or section names
    /// (`sycl-spir64-unknown-unknown`), where the file says.
    pub target: Option<String>,
    /// The ocloc fat binary member the image is, where it is one.
    pub ar_member: Option<String>,
    /// For a program made of several inputs: which input (from 0) was found here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input: Option<u32>,
}

/// Where a module's native input was found in a compiler cache.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct CacheMatch {
    pub cache: CacheKind,
    pub file: String,
    /// `file` when the cache file is the input; `sycl-cache-image N` when it is the Nth binary
    /// of a SYCL cache file; `mapped` when the process mapped the cache file (its `source`).
    pub matched: String,
}

/// One of NEO's own dumps of the zebins it loaded (`DumpZEBin=1`).
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct NeoDump {
    /// Where NEO's dump is, relative to the report directory. A dump that matches a module is
    /// not kept there: its bytes are the module's `binary`.
    pub file: String,
    pub sha256: String,
    /// The captured module with the same bytes, if any.
    pub matches_module: Option<String>,
    /// For a dump that matches no module: the driver's own kernels it holds, when it is NEO's
    /// built-ins (`FillBuffer*`, `CopyBuffer*`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub driver_builtins: Option<DriverBuiltins>,
}

/// NEO's built-in kernels, which run on the GPU for `zeCommandListAppendMemoryFill`,
/// `zeCommandListAppendMemoryCopy` and their kin: the driver builds them itself, so no module of
/// the program holds them. What is counted is the appends that run them
/// ([`Report::driver_operations`]), not each built-in kernel.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct DriverBuiltins {
    /// Always `driver`.
    pub producer: Producer,
    pub kernels: Vec<DriverKernel>,
    /// The `-device` their ASM was made for, where known.
    pub ocloc_device: Option<String>,
}

/// One of the driver's built-in kernels, with its ISA from the dump.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct DriverKernel {
    pub name: String,
    /// Its listing file, relative to the report directory, when its ASM could be made (as
    /// [`KernelEntry::asm`]).
    pub asm: Option<String>,
    pub simd: Option<u32>,
    pub grf: Option<u32>,
    pub code_bytes: Option<u64>,
    pub instructions: Option<usize>,
}

/// The JSON Schema of report.json, as `docs/report.schema.json` publishes it.
pub fn json_schema() -> String {
    let schema = schemars::schema_for!(Report);
    serde_json::to_string_pretty(&schema).expect("a schema serializes") + "\n"
}
