//! The report model: every captured process merged, modules deduped by what the GPU runs, kernels
//! summed across processes. Serialized as-is into report.json.

use super::demangle::demangle;
use super::neo_dumps::NeoDump;
use super::provenance::{ModuleSource, Provenance, ScanStats};
use crate::ingest::capture::{AttachWindow, ProcessCapture};
use aotspy_binfmt::zebin::{self, Zebin};
use aotspy_binfmt::{detect_kind, sha256_hex, BinaryKind, InputFormat, Origin};
use aotspy_proto::Unattributed;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Module ids in the report are this many hex digits of the native binary's SHA-256.
const MODULE_ID_HEX: usize = 16;

#[derive(Serialize, Debug)]
pub struct Report {
    pub aotspy_version: &'static str,
    pub modules: Vec<ModuleEntry>,
    pub kernels: Vec<KernelEntry>,
    pub processes: Vec<ProcessEntry>,
    pub neo_dumps: Vec<NeoDump>,
    pub stats: Stats,
    /// Problems a reader of the report should know about, also printed to stderr.
    pub warnings: Vec<String>,
    /// Only in reports of `aotspy attach`: when it watched the process.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attach: Option<AttachEntry>,
}

#[derive(Serialize, Debug, PartialEq)]
pub struct AttachEntry {
    pub pid: u32,
    pub start_unix_ms: u64,
    pub attached_at_unix_ms: u64,
    pub detached_at_unix_ms: u64,
    /// `duration-elapsed` or `interrupted` (the process kept running), `process-exited`, or
    /// `stream-closed` (crash, `_exit`, broken connection).
    pub ended_by: &'static str,
}

#[derive(Serialize, Debug)]
pub struct ModuleEntry {
    pub id: String,
    pub sha256: String,
    /// How the first process that loaded it got it: `aot`, `jit`, `generated`, `cached` or
    /// `aot-rebuilt` (see `origin.rs`).
    pub origin: &'static str,
    /// Every way processes got these same bytes: a JIT build can equal an AOT binary.
    pub origins: Vec<&'static str>,
    /// Which library asked for it: `sycl-aot`, `sycl-jit`, `onednn`, `onemkl`, `triton`,
    /// `opencl`, `level-zero` or `unknown` (see `origin.rs`), from the first process's stack.
    pub producer: &'static str,
    /// The first object on that stack outside the runtime (loader, driver, SYCL, UR, libc).
    pub producer_library: Option<String>,
    /// The objects on the stack of its `zeModuleCreate`, innermost first (the first process's),
    /// as canonical paths where they exist where the report is made.
    pub callers: Vec<String>,
    /// The compiler cache file its native input was found in, when it was (`cached`).
    pub cache: Option<super::origin::CacheMatch>,
    /// The native binary, relative to the report directory.
    pub binary: String,
    pub native_kind: &'static str,
    pub native_bytes: usize,
    pub device: Option<DeviceInfo>,
    pub input_format: &'static str,
    pub input_kind: &'static str,
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
    pub notes: Vec<String>,
    #[serde(skip)]
    pub native_binary: Vec<u8>,
    #[serde(skip)]
    pub zebin: Option<Zebin>,
    /// What the preloads said of each way processes got it, in `origins`' order.
    #[serde(skip)]
    pub captured_origins: Vec<Origin>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct DeviceInfo {
    pub name: String,
    pub device_id: u32,
    pub vendor_id: u32,
    pub ip_version: Option<u32>,
}

#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum Disassembly {
    /// No listed kernel lives in this module.
    NotNeeded,
    /// Disassembled by this run; through ocloc, with why not in-process.
    Ran {
        via: super::disasm::Via,
        #[serde(skip_serializing_if = "Option::is_none")]
        in_process_declined: Option<String>,
    },
    Cached,
    Failed {
        error: String,
    },
}

#[derive(Serialize, Debug)]
pub struct KernelEntry {
    /// As passed to `zeKernelCreate`.
    pub name: String,
    pub demangled: String,
    /// Since the process started (for `aotspy attach` too).
    pub dispatches: u64,
    /// Only in reports of `aotspy attach`: the dispatches between attaching and detaching.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dispatches_during_attach: Option<u64>,
    pub module: String,
    /// The kernel's ASM, relative to the report directory.
    pub asm: Option<String>,
    /// How the module it was first created from was built.
    pub origin: &'static str,
    /// Every origin of the modules it was created from (see [`ModuleEntry::origins`]).
    pub origins: Vec<&'static str>,
    /// Its module's [`ModuleEntry::producer`] and [`ModuleEntry::producer_library`].
    pub producer: &'static str,
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
    pub instructions: Option<usize>,
    /// Its dispatches per launcher rank, when any process that created it had one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub dispatches_by_rank: Vec<RankDispatches>,
    /// Processes that dispatched it.
    pub pids: Vec<u32>,
    /// Processes that created it.
    pub created_by: Vec<u32>,
    /// Why something is missing (no ASM, no metadata).
    pub notes: Vec<String>,
    /// What the preloads said of the modules it was created from, in `origins`' order.
    #[serde(skip)]
    pub captured_origins: Vec<Origin>,
}

/// A kernel's dispatches summed over the processes with one launcher rank on one host (a merge
/// of several runs may hold a rank more than once).
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct RankDispatches {
    pub hostname: String,
    pub rank: u32,
    pub dispatches: u64,
}

#[derive(Serialize, Debug)]
pub struct ProcessEntry {
    pub pid: u32,
    pub ppid: u32,
    pub argv: Vec<String>,
    pub exe: String,
    pub hostname: String,
    /// Its rank in a parallel job, when its launcher set one (see `rank_variable`).
    pub rank: Option<u32>,
    /// The environment variable the rank came from: `RANK`, `PMI_RANK`, `PMIX_RANK`,
    /// `OMPI_COMM_WORLD_RANK` or `SLURM_PROCID`, the first one set.
    pub rank_variable: Option<String>,
    /// torchrun's `LOCAL_RANK` and `WORLD_SIZE`, when a rank was found.
    pub local_rank: Option<u32>,
    pub world_size: Option<u32>,
    pub start_unix_ms: u64,
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

#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct ProcessKernel {
    pub name: String,
    pub module: String,
    pub dispatches: u64,
}

#[derive(Serialize, Debug, Default)]
pub struct Stats {
    pub processes: usize,
    pub modules: usize,
    pub kernels_created: usize,
    pub kernels_listed: usize,
    pub dispatches: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dispatches_during_attach: Option<u64>,
    /// Summed over the processes: what ran but could not be attributed to a kernel.
    pub unattributed: Unattributed,
    /// Modules that needed disassembly: how many were disassembled in-process (IGA), by an
    /// `ocloc disasm` process, came from the cache, or failed.
    pub modules_to_disassemble: usize,
    pub asm_in_process: usize,
    pub ocloc_runs: usize,
    pub asm_cache_hits: usize,
    pub disassembly_failures: usize,
    /// How the modules' source files were found (scanned, or from the scan cache).
    pub provenance: ScanStats,
}

pub struct BuildOptions {
    pub all_kernels: bool,
    /// ocloc device for modules whose binary and recorded device do not name one.
    pub fallback_device: Option<String>,
    /// Where each module's bytes were found (see `provenance::find_sources`).
    pub provenance: Provenance,
}

/// A kernel summed over every process, before filtering.
#[derive(Default)]
struct KernelTotals {
    dispatches: u64,
    dispatches_during_attach: Option<u64>,
    origins: Vec<Origin>,
    pids: BTreeSet<u32>,
    created_by: BTreeSet<u32>,
    /// Keyed by (hostname, rank).
    by_rank: BTreeMap<(String, u32), u64>,
}

pub fn build(captures: Vec<ProcessCapture>, options: &BuildOptions) -> Report {
    let mut warnings = Vec::new();
    let captures = dedupe_processes(captures, &mut warnings);

    let mut modules: Vec<ModuleEntry> = Vec::new();
    let mut module_by_sha: HashMap<String, usize> = HashMap::new();
    let mut kernel_totals: BTreeMap<(String, String), KernelTotals> = BTreeMap::new();
    let mut processes = Vec::new();

    for capture in &captures {
        let pid = capture.hello.pid;
        let mut diagnostics = capture.diagnostics.clone();

        let mut report_module_of: HashMap<u64, usize> = HashMap::new();
        for (&local_id, module) in &capture.modules {
            let sha = module_key(module);
            let index = *module_by_sha.entry(sha.clone()).or_insert_with(|| {
                let device = module
                    .device
                    .and_then(|id| capture.devices.get(&id))
                    .map(|d| DeviceInfo {
                        name: d.name.clone(),
                        device_id: d.device_id,
                        vendor_id: d.vendor_id,
                        ip_version: d.ip_version,
                    });
                modules.push(new_module_entry(sha, module, device, options));
                modules.len() - 1
            });
            push_unique(&mut modules[index].pids, pid);
            push_unique(&mut modules[index].origins, module.origin.as_str());
            push_unique(&mut modules[index].captured_origins, module.origin);
            report_module_of.insert(local_id, index);
        }

        let mut process_kernels: BTreeMap<(String, String), u64> = BTreeMap::new();
        for (kernel_id, kernel) in &capture.kernels {
            let Some(&index) = report_module_of.get(&kernel.module) else {
                diagnostics.push(format!(
                    "aotspy: kernel {} refers to module {}, which the stream never described; left out",
                    kernel.name, kernel.module
                ));
                continue;
            };
            let key = (modules[index].id.clone(), kernel.name.clone());
            let count = capture.dispatches.get(kernel_id).copied().unwrap_or(0);
            let totals = kernel_totals.entry(key.clone()).or_default();
            totals.dispatches += count;
            if let Some(window) = &capture.attach {
                let during = dispatches_during_attach(window, *kernel_id, count);
                *totals.dispatches_during_attach.get_or_insert(0) += during;
            }
            push_unique(&mut totals.origins, capture.modules[&kernel.module].origin);
            totals.created_by.insert(pid);
            if let Some(launcher) = &capture.hello.rank {
                let rank_key = (capture.hello.hostname.clone(), launcher.rank);
                *totals.by_rank.entry(rank_key).or_default() += count;
            }
            if count > 0 {
                totals.pids.insert(pid);
            }
            // A kernel created twice in one process has two ids; the process ran the sum.
            *process_kernels.entry(key).or_default() += count;
        }
        let unknown: Vec<_> = capture
            .dispatches
            .keys()
            .filter(|id| !capture.kernels.contains_key(id))
            .collect();
        if !unknown.is_empty() {
            diagnostics.push(format!(
                "aotspy: dispatch counts for kernel ids {unknown:?} that the stream never described; left out"
            ));
        }

        let mut kernels: Vec<ProcessKernel> = process_kernels
            .into_iter()
            .filter(|(_, dispatches)| options.all_kernels || *dispatches > 0)
            .map(|((module, name), dispatches)| ProcessKernel {
                name,
                module,
                dispatches,
            })
            .collect();
        kernels.sort_by(|a, b| b.dispatches.cmp(&a.dispatches).then(a.name.cmp(&b.name)));

        let hello = &capture.hello;
        processes.push(ProcessEntry {
            pid,
            ppid: hello.ppid,
            argv: hello.argv.clone(),
            exe: hello.exe.clone(),
            hostname: hello.hostname.clone(),
            rank: hello.rank.as_ref().map(|r| r.rank),
            rank_variable: hello.rank.as_ref().map(|r| r.variable.clone()),
            local_rank: hello.rank.as_ref().and_then(|r| r.local_rank),
            world_size: hello.rank.as_ref().and_then(|r| r.world_size),
            start_unix_ms: hello.start_unix_ms,
            clean_exit: capture.clean_exit,
            ended: how_it_ended(capture),
            counts_from_counters_file: capture.counts_from_file,
            stream_error: capture.stream_error.clone(),
            kernels,
            unattributed: capture.unattributed,
            diagnostics,
        });
    }

    let kernels_created = kernel_totals.len();
    let module_index: HashMap<String, usize> = modules
        .iter()
        .enumerate()
        .map(|(i, m)| (m.id.clone(), i))
        .collect();
    let mut kernels: Vec<KernelEntry> = kernel_totals
        .into_iter()
        .filter(|(_, totals)| options.all_kernels || totals.dispatches > 0)
        .map(|((module_id, name), totals)| {
            new_kernel_entry(&modules[module_index[&module_id]], name, totals)
        })
        .collect();
    kernels.sort_by(|a, b| b.dispatches.cmp(&a.dispatches).then(a.name.cmp(&b.name)));

    for (process, capture) in processes.iter().zip(&captures) {
        let left_running = capture
            .attach
            .as_ref()
            .is_some_and(|window| window.ended_by.left_running());
        if !process.clean_exit && !left_running {
            let counts = if process.counts_from_counters_file {
                "its counts are complete all the same: they come from its counters file"
            } else {
                "it left no counters file, so its counts may miss its last launches"
            };
            warnings.push(format!(
                "pid {} ({}) sent no Goodbye: it ran no exit handlers ({}), or its connection broke; {counts}",
                process.pid,
                process.argv.first().map_or("?", String::as_str),
                process.ended,
            ));
        }
    }

    let unattributed = processes
        .iter()
        .fold(Unattributed::default(), |sum, p| Unattributed {
            unknown_kernel_launches: sum.unknown_kernel_launches
                + p.unattributed.unknown_kernel_launches,
            unknown_list_runs: sum.unknown_list_runs + p.unattributed.unknown_list_runs,
            unhooked_entries: sum.unhooked_entries + p.unattributed.unhooked_entries,
        });
    if !unattributed.is_empty() {
        warnings.push(unattributed_warning(&unattributed));
    }

    let attach = captures.iter().find_map(|capture| {
        let window = capture.attach.as_ref()?;
        Some(AttachEntry {
            pid: capture.hello.pid,
            start_unix_ms: capture.hello.start_unix_ms,
            attached_at_unix_ms: window.attached_at_unix_ms,
            detached_at_unix_ms: window.detached_at_unix_ms,
            ended_by: window.ended_by.as_str(),
        })
    });
    let stats = Stats {
        processes: processes.len(),
        modules: modules.len(),
        kernels_created,
        kernels_listed: kernels.len(),
        dispatches: kernels.iter().map(|k| k.dispatches).sum(),
        dispatches_during_attach: attach.is_some().then(|| {
            kernels
                .iter()
                .filter_map(|k| k.dispatches_during_attach)
                .sum()
        }),
        unattributed,
        provenance: options.provenance.stats.clone(),
        ..Stats::default()
    };
    Report {
        aotspy_version: env!("CARGO_PKG_VERSION"),
        modules,
        kernels,
        processes,
        neo_dumps: Vec::new(),
        stats,
        warnings,
        attach,
    }
}

/// How a process ended: what `collect -- CMD` saw of its own child, else what its stream says.
fn how_it_ended(capture: &ProcessCapture) -> String {
    if let Some(ended) = &capture.ended {
        return ended.clone();
    }
    match &capture.attach {
        Some(window) if window.ended_by.left_running() => "left running".into(),
        _ if capture.clean_exit => "exited".into(),
        _ => "killed, exec or _exit; or still running".into(),
    }
}

/// The one line that says what the counts above leave out.
fn unattributed_warning(u: &Unattributed) -> String {
    format!(
        "not attributed to any kernel: {} launches of kernels aotspy never saw created, {} runs \
         of command lists it never saw created (their launches count once, at append, however often \
         they run), {} Level Zero \
         entry points left unhooked (one function had more implementations than hook slots)",
        u.unknown_kernel_launches, u.unknown_list_runs, u.unhooked_entries
    )
}

/// What kernel `kernel_id` dispatched while attached, given its latest total `count`: a kernel
/// created after the attach began is not in the totals at attach time, and started from 0.
fn dispatches_during_attach(window: &AttachWindow, kernel_id: u64, count: u64) -> u64 {
    let at_attach = window
        .totals_at_attach
        .get(&kernel_id)
        .copied()
        .unwrap_or(0);
    count.saturating_sub(at_attach)
}

fn push_unique<T: PartialEq>(items: &mut Vec<T>, item: T) {
    if !items.contains(&item) {
        items.push(item);
    }
}

/// The same process can arrive twice (a run directory and its spool given together): keep the
/// most complete copy.
fn dedupe_processes(
    captures: Vec<ProcessCapture>,
    warnings: &mut Vec<String>,
) -> Vec<ProcessCapture> {
    // The host is part of a process's name: containers on many nodes of one job often run
    // their workloads with the same small pids, started in the same millisecond.
    let mut by_key: BTreeMap<(u64, u32, String), ProcessCapture> = BTreeMap::new();
    for capture in captures {
        let (pid, start) = capture.key();
        let key = (start, pid, capture.hello.hostname.clone());
        match by_key.get_mut(&key) {
            Some(kept) => {
                warnings.push(format!(
                    "pid {pid} (started at {start} ms) was given more than once; merged its streams \
                     (a process that lost its collector goes on in a spool)"
                ));
                kept.merge(capture);
            }
            None => {
                by_key.insert(key, capture);
            }
        }
    }
    by_key.into_values().collect()
}

/// What identifies a module across processes: the code the GPU runs. A module whose native binary
/// could not be captured is keyed by its input instead, so it merges with nothing else.
pub(crate) fn module_key(module: &aotspy_proto::Module) -> String {
    if module.native_binary.is_empty() {
        sha256_hex(format!("no native binary; input {}", module.input_sha256).as_bytes())
    } else {
        sha256_hex(&module.native_binary)
    }
}

fn new_module_entry(
    sha256: String,
    module: &aotspy_proto::Module,
    device: Option<DeviceInfo>,
    options: &BuildOptions,
) -> ModuleEntry {
    let id = sha256[..MODULE_ID_HEX].to_owned();
    let source = options.provenance.sources.get(&sha256).cloned();
    let native_kind = detect_kind(&module.native_binary);
    let mut notes = Vec::new();
    let zebin = match native_kind {
        BinaryKind::Zebin => match zebin::parse(&module.native_binary) {
            Ok(zebin) => Some(zebin),
            Err(e) => {
                notes.push(format!("native binary is not a readable zebin: {e}"));
                None
            }
        },
        BinaryKind::PatchTokens => {
            notes.push(
                "native binary is in the pre-zebin patch-tokens format: no SIMD/GRF/spill metadata"
                    .into(),
            );
            None
        }
        _ if module.native_binary.is_empty() => {
            notes.push("the preload could not capture the native binary".into());
            None
        }
        other => {
            notes.push(format!(
                "native binary is {} rather than a GPU binary",
                kind_name(other)
            ));
            None
        }
    };
    let ocloc_device = zebin
        .as_ref()
        .and_then(Zebin::ocloc_device)
        .or_else(|| {
            device
                .as_ref()
                .and_then(|d| zebin::ocloc_device_from_pci_id(d.device_id))
        })
        .or_else(|| options.fallback_device.clone());
    ModuleEntry {
        binary: format!("modules/{id}.bin"),
        id,
        sha256,
        origin: module.origin.as_str(),
        origins: Vec::new(),
        producer: super::origin::Producer::Unknown.as_str(),
        producer_library: None,
        callers: module.callers.clone(),
        cache: None,
        native_kind: kind_name(native_kind),
        native_bytes: module.native_binary.len(),
        device,
        input_format: match module.input_format {
            InputFormat::Spirv => "spirv",
            InputFormat::Native => "native",
        },
        input_kind: kind_name(module.input_kind),
        input_sha256: module.input_sha256.clone(),
        input_count: module.input_count,
        ar_member: module.ar_member.clone(),
        build_flags: module.build_flags.clone(),
        ocloc_device,
        disassembly: Disassembly::NotNeeded,
        pids: Vec::new(),
        source,
        notes,
        native_binary: module.native_binary.clone(),
        zebin,
        captured_origins: Vec::new(),
    }
}

fn new_kernel_entry(module: &ModuleEntry, name: String, totals: KernelTotals) -> KernelEntry {
    let info = module
        .zebin
        .as_ref()
        .and_then(|z| z.kernels.iter().find(|k| k.name == name));
    let mut notes = Vec::new();
    if module.zebin.is_some() && info.is_none() {
        notes.push("the module's zeInfo does not describe this kernel".into());
    }
    KernelEntry {
        demangled: demangle(&name),
        name,
        dispatches: totals.dispatches,
        dispatches_during_attach: totals.dispatches_during_attach,
        module: module.id.clone(),
        asm: None,
        origin: totals.origins[0].as_str(),
        origins: totals.origins.iter().map(|o| o.as_str()).collect(),
        producer: module.producer,
        producer_library: module.producer_library.clone(),
        device: module.device.as_ref().map(|d| d.name.clone()),
        ocloc_device: module.ocloc_device.clone(),
        simd: info.and_then(|k| k.simd_size),
        grf: info.and_then(|k| k.grf_count),
        spill_bytes: info.and_then(|k| k.spill_bytes),
        private_bytes: info.and_then(|k| k.private_bytes),
        slm_bytes: info.and_then(|k| k.slm_bytes),
        code_bytes: info.map(|k| k.code_bytes),
        instructions: None,
        dispatches_by_rank: totals
            .by_rank
            .into_iter()
            .map(|((hostname, rank), dispatches)| RankDispatches {
                hostname,
                rank,
                dispatches,
            })
            .collect(),
        pids: totals.pids.into_iter().collect(),
        created_by: totals.created_by.into_iter().collect(),
        notes,
        captured_origins: totals.origins,
    }
}

fn kind_name(kind: BinaryKind) -> &'static str {
    match kind {
        BinaryKind::Zebin => "zebin",
        BinaryKind::Ar => "ar",
        BinaryKind::Spirv => "spirv",
        BinaryKind::PatchTokens => "patch-tokens",
        BinaryKind::Unknown => "unknown",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::capture::test_streams::*;
    use crate::ingest::capture::AttachEnd;
    use aotspy_proto::Event;

    fn capture(events: Vec<Event>) -> ProcessCapture {
        let mut events = events.into_iter();
        let Some(Event::Hello(hello)) = events.next() else {
            panic!("streams start with Hello")
        };
        let mut capture = ProcessCapture::new(hello);
        events.for_each(|e| capture.apply(e));
        capture
    }

    fn options(all_kernels: bool) -> BuildOptions {
        BuildOptions {
            all_kernels,
            fallback_device: None,
            provenance: Default::default(),
        }
    }

    /// Two processes load the same native binary under different local ids; one also has a
    /// module of its own and a kernel it never dispatched.
    fn two_processes() -> Vec<ProcessCapture> {
        vec![
            capture(vec![
                hello(100, 1),
                device(0),
                module(1, b"shared binary"),
                kernel(1, 1, "_ZTSZ4mainE10vector_add"),
                kernel(2, 1, "scale"),
                dispatches(&[(1, 2), (2, 1)]),
                dispatches(&[(1, 5)]),
                Event::Goodbye,
            ]),
            capture(vec![
                hello(200, 2),
                device(0),
                module(7, b"other binary"),
                module(9, b"shared binary"),
                kernel(3, 9, "_ZTSZ4mainE10vector_add"),
                kernel(4, 7, "never_run"),
                dispatches(&[(3, 4)]),
            ]),
        ]
    }

    #[test]
    fn shared_modules_merge_and_dispatches_sum_across_processes() {
        let report = build(two_processes(), &options(false));
        assert_eq!(report.modules.len(), 2);
        let shared = &report.modules[0];
        assert_eq!(shared.sha256, sha256_hex(b"shared binary"));
        assert_eq!(shared.id, &shared.sha256[..16]);
        assert_eq!(shared.pids, [100, 200]);
        assert_eq!(shared.binary, format!("modules/{}.bin", shared.id));

        let names: Vec<_> = report
            .kernels
            .iter()
            .map(|k| (k.name.as_str(), k.dispatches))
            .collect();
        assert_eq!(names, [("_ZTSZ4mainE10vector_add", 9), ("scale", 1)]);
        let vector_add = &report.kernels[0];
        assert_eq!(vector_add.demangled, "main::vector_add");
        assert_eq!(vector_add.module, shared.id);
        assert_eq!(vector_add.pids, [100, 200]);
        assert_eq!(vector_add.origin, "jit");
        assert_eq!(report.stats.kernels_created, 3);
        assert_eq!(report.stats.kernels_listed, 2);
        assert_eq!(report.stats.dispatches, 10);
    }

    #[test]
    fn processes_list_their_own_counts_and_completeness() {
        let report = build(two_processes(), &options(false));
        let [first, second] = &report.processes[..] else {
            panic!("two processes")
        };
        assert!(first.clean_exit);
        assert_eq!(
            first.kernels[0],
            ProcessKernel {
                name: "_ZTSZ4mainE10vector_add".into(),
                module: report.modules[0].id.clone(),
                dispatches: 5
            }
        );
        assert!(!second.clean_exit);
        assert_eq!(second.kernels.len(), 1, "never_run is not listed");
        assert!(report.warnings.iter().any(|w| w.contains("pid 200")));
    }

    #[test]
    fn all_kernels_lists_undispatched_ones() {
        let report = build(two_processes(), &options(true));
        let never_run = report
            .kernels
            .iter()
            .find(|k| k.name == "never_run")
            .unwrap();
        assert_eq!(never_run.dispatches, 0);
        assert!(never_run.pids.is_empty());
        assert_eq!(never_run.created_by, [200]);
        assert_eq!(report.kernels.last().unwrap().name, "never_run");
    }

    #[test]
    fn duplicate_streams_of_one_process_count_once() {
        let mut captures = two_processes();
        captures.push(captures[0].clone());
        let report = build(captures, &options(false));
        assert_eq!(report.processes.len(), 2);
        assert_eq!(report.kernels[0].dispatches, 9);
        assert!(report.warnings.iter().any(|w| w.contains("more than once")));
    }

    #[test]
    fn a_jit_build_equal_to_an_aot_binary_keeps_both_origins() {
        let Event::Module(jit) = module(1, b"same code") else {
            unreachable!()
        };
        let aot = aotspy_proto::Module {
            id: 2,
            origin: aotspy_proto::Origin::Aot,
            ..jit.clone()
        };
        let report = build(
            vec![capture(vec![
                hello(1, 1),
                Event::Module(aot),
                Event::Module(jit),
                kernel(1, 2, "k"),
                kernel(2, 1, "k"),
                dispatches(&[(1, 1), (2, 2)]),
            ])],
            &options(false),
        );
        assert_eq!(report.modules.len(), 1);
        assert_eq!(report.modules[0].origins, ["jit", "aot"]);
        assert_eq!(report.kernels.len(), 1);
        assert_eq!(report.kernels[0].dispatches, 3);
        assert_eq!(report.kernels[0].origins, ["aot", "jit"]);
        assert_eq!(report.processes[0].kernels[0].dispatches, 3);
    }

    #[test]
    fn dangling_references_become_diagnostics() {
        let report = build(
            vec![capture(vec![
                hello(1, 1),
                kernel(1, 42, "orphan"),
                dispatches(&[(1, 3), (8, 1)]),
            ])],
            &options(true),
        );
        assert!(report.kernels.is_empty());
        let diagnostics = &report.processes[0].diagnostics;
        assert_eq!(diagnostics.len(), 2, "{diagnostics:?}");
    }

    fn attached(
        events: Vec<Event>,
        at_attach: &[(u64, u64)],
        ended_by: AttachEnd,
    ) -> ProcessCapture {
        let mut attached = capture(events);
        attached.attach = Some(AttachWindow {
            attached_at_unix_ms: 1_000,
            detached_at_unix_ms: 2_000,
            totals_at_attach: at_attach.iter().copied().collect(),
            ended_by,
        });
        attached
    }

    #[test]
    fn attach_counts_what_ran_while_attached() {
        let process = attached(
            vec![
                hello(300, 3),
                module(1, b"binary"),
                kernel(1, 1, "busy"),
                kernel(2, 1, "idle_since_attach"),
                dispatches(&[(1, 5), (2, 4)]),
                kernel(3, 1, "created_after_attach"),
                // Destroyed and created again: a new id for the same kernel.
                kernel(4, 1, "busy"),
                dispatches(&[(1, 9), (2, 4), (3, 2), (4, 1)]),
            ],
            &[(1, 5), (2, 4)],
            AttachEnd::DurationElapsed,
        );
        let report = build(vec![process], &options(false));
        let counts: Vec<_> = report
            .kernels
            .iter()
            .map(|k| (k.name.as_str(), k.dispatches, k.dispatches_during_attach))
            .collect();
        assert_eq!(
            counts,
            [
                ("busy", 10, Some(5)),
                ("idle_since_attach", 4, Some(0)),
                ("created_after_attach", 2, Some(2)),
            ]
        );
        assert_eq!(report.stats.dispatches, 16);
        assert_eq!(report.stats.dispatches_during_attach, Some(7));
        assert_eq!(
            report.attach,
            Some(AttachEntry {
                pid: 300,
                start_unix_ms: 3,
                attached_at_unix_ms: 1_000,
                detached_at_unix_ms: 2_000,
                ended_by: "duration-elapsed",
            })
        );
        assert!(
            report.warnings.is_empty(),
            "a process left running on purpose is not missing its Goodbye: {:?}",
            report.warnings
        );
    }

    #[test]
    fn attach_without_totals_counts_nothing_and_a_crash_is_warned() {
        let process = attached(
            vec![hello(300, 3), module(1, b"binary"), kernel(1, 1, "k")],
            &[],
            AttachEnd::StreamClosed,
        );
        let report = build(vec![process], &options(true));
        assert_eq!(report.kernels[0].dispatches_during_attach, Some(0));
        assert!(report.warnings.iter().any(|w| w.contains("no Goodbye")));
    }

    /// Cumulative like the totals (the larger of two frames wins), summed over processes, and
    /// said in one warning line; a run with nothing unattributed has no such line.
    #[test]
    fn unattributed_counts_are_summed_and_warned_once() {
        let unattributed = |launches, runs, unhooked| {
            Event::Unattributed(Unattributed {
                unknown_kernel_launches: launches,
                unknown_list_runs: runs,
                unhooked_entries: unhooked,
            })
        };
        let processes = vec![
            capture(vec![
                hello(1, 1),
                unattributed(3, 0, 0),
                unattributed(5, 1, 0),
                Event::Goodbye,
            ]),
            capture(vec![hello(2, 2), unattributed(2, 3, 1), Event::Goodbye]),
        ];
        let report = build(processes, &options(false));
        assert_eq!(
            report.stats.unattributed,
            Unattributed {
                unknown_kernel_launches: 7,
                unknown_list_runs: 4,
                unhooked_entries: 1,
            }
        );
        assert_eq!(report.processes[0].unattributed.unknown_kernel_launches, 5);
        let lines: Vec<_> = report
            .warnings
            .iter()
            .filter(|w| w.starts_with("not attributed to any kernel: 7 launches"))
            .collect();
        assert_eq!(lines.len(), 1, "{:?}", report.warnings);
        let clean = build(two_processes(), &options(false));
        assert!(!clean.warnings.iter().any(|w| w.contains("not attributed")));
    }

    #[test]
    fn collect_reports_have_no_attach_fields() {
        let json = serde_json::to_value(build(two_processes(), &options(false))).unwrap();
        assert!(json.get("attach").is_none());
        assert!(json["stats"].get("dispatches_during_attach").is_none());
        assert!(json["kernels"][0].get("dispatches_during_attach").is_none());
    }

    #[test]
    fn non_gpu_native_binaries_are_noted() {
        let report = build(
            vec![capture(vec![
                hello(1, 1),
                module(1, b"definitely not an ELF"),
                kernel(1, 1, "k"),
                dispatches(&[(1, 1)]),
            ])],
            &options(false),
        );
        let module = &report.modules[0];
        assert_eq!(module.native_kind, "unknown");
        assert!(module.notes[0].contains("rather than a GPU binary"));
        assert_eq!(report.kernels[0].simd, None);
    }

    /// A process of `two_processes`' shape that a launcher gave `rank` on `hostname`.
    fn ranked(mut capture: ProcessCapture, hostname: &str, rank: u32) -> ProcessCapture {
        capture.hello.hostname = hostname.into();
        capture.hello.rank = Some(aotspy_proto::LauncherRank {
            rank,
            variable: "PMI_RANK".into(),
            local_rank: None,
            world_size: Some(2),
        });
        capture
    }

    #[test]
    fn dispatches_are_kept_per_host_and_rank() {
        let [first, second] = <[ProcessCapture; 2]>::try_from(two_processes())
            .ok()
            .unwrap();
        let mut elsewhere = capture(vec![
            hello(300, 3),
            device(0),
            module(1, b"shared binary"),
            kernel(1, 1, "_ZTSZ4mainE10vector_add"),
            dispatches(&[(1, 6)]),
            Event::Goodbye,
        ]);
        elsewhere = ranked(elsewhere, "node-b", 0);
        let report = build(
            vec![
                ranked(first, "node-a", 0),
                ranked(second, "node-a", 1),
                elsewhere,
            ],
            &options(false),
        );
        let by_rank: Vec<_> = report.kernels[0]
            .dispatches_by_rank
            .iter()
            .map(|r| (r.hostname.as_str(), r.rank, r.dispatches))
            .collect();
        assert_eq!(
            by_rank,
            [("node-a", 0, 5), ("node-a", 1, 4), ("node-b", 0, 6)]
        );
        let process = &report.processes[1];
        assert_eq!(
            (
                process.rank,
                process.rank_variable.as_deref(),
                process.world_size
            ),
            (Some(1), Some("PMI_RANK"), Some(2))
        );
    }

    #[test]
    fn unranked_processes_have_no_rank_breakdown() {
        let report = build(two_processes(), &options(false));
        assert!(report
            .kernels
            .iter()
            .all(|k| k.dispatches_by_rank.is_empty()));
        assert!(report.processes.iter().all(|p| p.rank.is_none()));
    }

    #[test]
    fn same_pid_and_start_on_two_hosts_are_two_processes() {
        let on = |hostname: &str| {
            let mut process = capture(vec![
                hello(7, 1),
                device(0),
                module(1, b"binary"),
                kernel(1, 1, "k"),
                dispatches(&[(1, 2)]),
                Event::Goodbye,
            ]);
            process.hello.hostname = hostname.into();
            process
        };
        let report = build(vec![on("node-a"), on("node-b")], &options(false));
        assert_eq!(report.processes.len(), 2);
        assert_eq!(report.kernels[0].dispatches, 4);
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    }
}
