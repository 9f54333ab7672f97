//! The report model: every captured process merged, modules deduped by what the GPU runs, kernels
//! summed across processes. Serialized as-is into report.json.
//!
//! Built in two steps, each one pass joined through maps: [`inventory`] merges the captures,
//! and [`build`] makes the report of that and of what was learnt about its modules
//! ([`ReportInputs`]: disassembly, provenance, NEO dumps). Nothing changes a report after.

use super::call_sites;
use super::census;
use super::found_facts::FoundFacts;
use super::operations::{self, OperationTotals};
use crate::analysis::callsites;
use crate::analysis::demangle::demangle;
use crate::analysis::device::{device_info, module_ocloc_device, recorded_ocloc_device};
use crate::analysis::origin;
use crate::analysis::{read_files, whereabouts};
use crate::ingest::capture::{
    module_binary_path, module_id, module_key, AttachEnd, AttachWindow, NameMatch, ProcessCapture,
};
use aotspy_binfmt::zebin::{self, KernelInfo};
use aotspy_binfmt::{
    detect_kind, sha256_hex, BinaryKind as Kind, InputFormat as Format, Origin as Captured,
};
use aotspy_proto::callsite::CallSiteSample;
use aotspy_proto::{Binary, FoundIsa};
pub use aotspy_report::*;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

pub struct BuildOptions {
    pub all_kernels: bool,
    /// ocloc device for modules whose binary and recorded device do not name one.
    pub fallback_device: Option<String>,
}

/// A kernel summed over every process, before filtering.
#[derive(Default)]
struct KernelTotals {
    /// The best way any process knew it by (`Created` first).
    isa_from: Option<IsaFrom>,
    /// Where a `matched-image` kernel's name was found.
    matched_image: Option<ModuleSource>,
    dispatches: u64,
    dispatches_during_attach: Option<u64>,
    origins: Vec<Captured>,
    pids: BTreeSet<u32>,
    created_by: BTreeSet<u32>,
    /// Keyed by (hostname, rank).
    by_rank: BTreeMap<(String, u32), u64>,
    /// Its call-site samples, each with its process's pid.
    call_site_samples: Vec<(u32, CallSiteSample)>,
    /// Created before an injection: what the driver and the process told of it (the first
    /// process's).
    found_facts: Option<FoundFacts>,
}

/// What the captures hold, merged: modules deduplicated by the code the GPU runs, kernels
/// summed over processes and chosen for the report. The disassembly, the provenance search and
/// the NEO dump cross-check work from it; [`build`] then makes the report of it and of them.
pub struct Inventory {
    modules: Vec<CapturedModule>,
    raw_kernels: Vec<RawKernel>,
    /// In the report's order.
    kernels: Vec<ListedKernel>,
    kernels_created: usize,
    processes: Vec<ProcessEntry>,
    attach: Option<AttachEntry>,
    unattributed: Unattributed,
    ranks: Option<RankCensus>,
    driver_operations: BTreeMap<aotspy_proto::DriverOperation, OperationTotals>,
    /// Problems met so far, for the report.
    warnings: Vec<String>,
}

/// What the captures tell of a module, merged: its report entry is made of this and of what
/// analysis learnt of its bytes (where they were found, their disassembly), all at once.
struct ModuleFacts {
    id: String,
    sha256: String,
    /// Where the report directory keeps the binary.
    binary: String,
    /// As recorded: `build` resolves them.
    callers: Vec<String>,
    native_kind: BinaryKind,
    native_bytes: usize,
    device: Option<DeviceInfo>,
    input_format: InputFormat,
    input_kind: BinaryKind,
    input_sha256: String,
    input_count: u32,
    ar_member: Option<String>,
    build_flags: String,
    ocloc_device: Option<String>,
    /// In the order processes loaded it.
    pids: Vec<u32>,
    writer: Option<WriterEntry>,
    /// What reading its binary told.
    notes: Vec<String>,
}

/// One module as every process that loaded it saw it.
pub struct CapturedModule {
    facts: ModuleFacts,
    /// The native binary, shared with the captures: never copied.
    pub binary: Binary,
    /// The zeInfo of each kernel by name, when the binary is a zebin.
    kernel_info: Option<HashMap<String, KernelInfo>>,
    /// The one read of the binary as a zebin, which disassembly reuses (its kernels are in
    /// `kernel_info`).
    zebin: Option<zebin::Zebin>,
    /// Names of the kernels of this module that the report lists: those to disassemble.
    pub listed_kernels: Vec<String>,
    /// Processes that loaded it, for `facts.pids`, which keeps their order.
    pid_set: HashSet<u32>,
    /// What the preloads said of each way processes got it, first seen first.
    captured_origins: Vec<Captured>,
}

impl CapturedModule {
    pub fn id(&self) -> &str {
        &self.facts.id
    }
    /// The zeInfo of `kernel`, when the binary is a zebin that has it.
    pub fn kernel_info(&self, kernel: &str) -> Option<&KernelInfo> {
        self.kernel_info.as_ref()?.get(kernel)
    }
    /// The binary read as a zebin (without its kernels: see [`Self::kernel_info`]).
    pub fn zebin(&self) -> Option<&zebin::Zebin> {
        self.zebin.as_ref()
    }
    /// The kernels its zeInfo (or its code sections) name.
    pub fn kernel_names(&self) -> impl Iterator<Item = &str> {
        self.kernel_info
            .iter()
            .flat_map(|k| k.keys().map(String::as_str))
    }

    pub fn sha256(&self) -> &str {
        &self.facts.sha256
    }
    /// Where the report directory keeps the binary.
    pub fn binary_path(&self) -> &str {
        &self.facts.binary
    }
    pub fn ocloc_device(&self) -> Option<&str> {
        self.facts.ocloc_device.as_deref()
    }
}

struct ListedKernel {
    home: KernelHome,
    name: String,
    totals: KernelTotals,
}

/// Where a listed kernel's code and metadata are.
#[derive(Clone)]
enum KernelHome {
    /// Index into `Inventory::modules`.
    Module(usize),
    /// Index into `Inventory::raw_kernels`: a kernel's raw ISA without a module.
    Raw(usize),
    /// Only the name is known.
    Nowhere {
        device: Option<DeviceInfo>,
        ocloc_device: Option<String>,
        /// Why it has no ASM, and why its origin is unknown.
        notes: Vec<String>,
    },
}

/// The raw ISA of a kernel created before aotspy was injected (`zeKernelGetBinaryExp`), to be
/// disassembled on its own (see `found::disassemble_raw_kernels`).
pub struct RawKernel {
    /// SHA-256 of `code`: what its disassembly is keyed by.
    pub sha256: String,
    pub code: Binary,
    pub device: Option<DeviceInfo>,
    /// The `-device` ocloc would be given for it: from the recorded device, else `--device`.
    pub ocloc_device: Option<String>,
    /// Names of the listed kernels with this code (usually one).
    pub listed_kernels: Vec<String>,
}

impl Inventory {
    /// The report's counts of what the captures hold; what disassembly adds is counted as the
    /// modules' entries are made.
    fn stats(&self, provenance: ScanStats) -> Stats {
        let listed = self.kernels.iter().map(|k| &k.totals);
        Stats {
            processes: self.processes.len(),
            modules: self.modules.len(),
            kernels_created: self.kernels_created,
            kernels_listed: self.kernels.len(),
            dispatches: listed.clone().map(|t| t.dispatches).sum(),
            dispatches_during_attach: self
                .attach
                .is_some()
                .then(|| listed.filter_map(|t| t.dispatches_during_attach).sum()),
            unattributed: self.unattributed,
            provenance,
            ..Stats::default()
        }
    }

    pub fn modules(&self) -> &[CapturedModule] {
        &self.modules
    }
    /// The modules as the file search needs them, with where provenance found each one's
    /// bytes (`sources`, by native SHA-256).
    pub fn modules_to_locate<'a>(
        &'a self,
        sources: &'a HashMap<String, ModuleSource>,
    ) -> Vec<read_files::ModuleToLocate<'a>> {
        let to_locate = |module: &'a CapturedModule| read_files::ModuleToLocate {
            sha256: &module.facts.sha256,
            native_bytes: module.facts.native_bytes as u64,
            input_sha256: &module.facts.input_sha256,
            pids: &module.facts.pids,
            source: sources.get(&module.facts.sha256),
            captured: &module.captured_origins,
        };
        self.modules.iter().map(to_locate).collect()
    }
    /// The objects on the stacks that created the modules and launched the kernels created
    /// before an injection: the paths a producer is named by.
    pub fn stack_paths(&self) -> impl Iterator<Item = &str> {
        let module_callers = self.modules.iter().flat_map(|m| &m.facts.callers);
        let launch_callers = self
            .kernels
            .iter()
            .filter_map(|k| k.totals.found_facts.as_ref())
            .flat_map(|found| &found.facts.launch_callers);
        module_callers.chain(launch_callers).map(String::as_str)
    }
    /// Raw ISA of kernels created before an injection, with no module around it.
    pub fn raw_kernels(&self) -> &[RawKernel] {
        &self.raw_kernels
    }
    /// The call-site samples of the listed kernels and the driver operations, for
    /// `callsites::symbolize`.
    pub fn call_site_samples(&self) -> impl Iterator<Item = &CallSiteSample> {
        let kernels = self.kernels.iter();
        kernels
            .flat_map(|k| k.totals.call_site_samples.iter().map(|(_, sample)| sample))
            .chain(operations::samples(&self.driver_operations))
    }
}

/// What disassembly gave for one module.
#[derive(Debug, Clone, PartialEq)]
pub struct ModuleAsm {
    /// `Ran`, `Cached` or `Failed`.
    pub status: Disassembly,
    /// Each listed kernel's ASM, copied into the report directory, or why it has none. Empty
    /// when the module failed.
    pub kernels: HashMap<String, Result<KernelAsm, String>>,
    /// Why its kernels have no source lines, when they have none (no DWARF line tables).
    pub source_lines_note: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct KernelAsm {
    /// Its listing file (`asm/<id>.js`), relative to the report directory.
    pub file: String,
    pub instructions: usize,
    pub isa: KernelIsa,
    /// The advice rules' findings on it (computed from the same parse as `isa`).
    pub advice: Vec<aotspy_report::Finding>,
}

/// What the report adds to the captures, each keyed by a module's native SHA-256.
#[derive(Default)]
pub struct ReportInputs {
    /// For every module with a listed kernel.
    pub disassembly: HashMap<String, ModuleAsm>,
    /// Where modules' bytes were found, for those that were (see `provenance::find_sources`).
    pub provenance: HashMap<String, ModuleSource>,
    /// How that search went: files scanned, or taken from the scan cache.
    pub provenance_stats: ScanStats,
    pub neo_dumps: Vec<NeoDump>,
    /// Where modules' bytes were found outside mapped files (compiler caches, files the
    /// processes read), and the stacks' paths resolved: for telling `cached` modules from
    /// `aot` and `generated`, and naming producers.
    pub whereabouts: whereabouts::Whereabouts,
    /// The ASM of each raw kernel ([`Inventory::raw_kernels`]), by its SHA-256, or why it has
    /// none.
    pub raw_isa: HashMap<String, Result<KernelAsm, String>>,
    /// The symbols of the call-site samples' native frames
    /// ([`Inventory::call_site_samples`]).
    pub call_site_symbols: callsites::Symbols,
}

/// Merges the captures. `warnings` are problems met before (unreadable inputs, …), kept first.
pub fn inventory(
    captures: Vec<ProcessCapture>,
    mut warnings: Vec<String>,
    options: &BuildOptions,
) -> Inventory {
    let mut captures = dedupe_processes(captures, &mut warnings);
    share_binaries(&mut captures);
    let mut merge = Merge {
        options,
        modules: Vec::new(),
        module_by_sha: HashMap::new(),
        raw_kernels: Vec::new(),
        raw_by_sha: HashMap::new(),
        kernel_totals: BTreeMap::new(),
        processes: Vec::new(),
        warnings,
    };
    for capture in &captures {
        merge.add(capture);
    }
    merge.finish(&captures)
}

/// The captures merged so far ([`inventory`]).
struct Merge<'o> {
    options: &'o BuildOptions,
    modules: Vec<CapturedModule>,
    module_by_sha: HashMap<String, usize>,
    raw_kernels: Vec<RawKernel>,
    raw_by_sha: HashMap<String, usize>,
    /// Keyed by (module id, kernel name): the order kernels of equal counts are listed in. Raw
    /// kernels are keyed by their code's hash and name-only ones by their name alone.
    kernel_totals: BTreeMap<(String, String), (KernelHome, KernelTotals)>,
    processes: Vec<ProcessEntry>,
    warnings: Vec<String>,
}

/// One process's kernel as [`Merge::count_kernel`] adds it to the totals.
struct KernelSeen<'a> {
    key: (String, String),
    home: KernelHome,
    kernel_id: u64,
    isa_from: IsaFrom,
    origin: Option<Captured>,
    matched_image: Option<&'a ModuleSource>,
    facts: Option<FoundFacts>,
}

/// What one process contributes while [`Merge::add`] reads it.
struct ProcessMerge<'c> {
    capture: &'c ProcessCapture,
    /// The report's module index of each of the process's module ids.
    report_module_of: HashMap<u64, usize>,
    /// Its dispatches per (module id, kernel name): a kernel created twice in one process has
    /// two ids, and the process ran the sum.
    kernels: BTreeMap<(String, String), u64>,
    diagnostics: Vec<String>,
}

impl Merge<'_> {
    fn add(&mut self, capture: &ProcessCapture) {
        if capture.skipped_frames.count > 0 {
            self.warnings.push(skipped_frames_warning(capture));
        }
        self.warnings.extend(capture.warnings.iter().cloned());
        let mut process = ProcessMerge {
            capture,
            report_module_of: self.add_modules(capture),
            kernels: BTreeMap::new(),
            diagnostics: capture.diagnostics.clone(),
        };
        self.add_created_kernels(&mut process);
        self.add_found_kernels(&mut process);
        let unknown: Vec<_> = capture
            .dispatches
            .keys()
            .filter(|id| {
                !capture.kernels.contains_key(id) && !capture.found_kernels.contains_key(id)
            })
            .collect();
        if !unknown.is_empty() {
            process.diagnostics.push(format!(
                "aotspy: dispatch counts for kernel ids {unknown:?} that neither the stream nor its descriptions file described; left out"
            ));
        }
        let entry = process_entry(process, self.options);
        self.processes.push(entry);
    }

    /// Adds the process's modules, deduplicated by their code; returns the report's index of
    /// each of its module ids.
    fn add_modules(&mut self, capture: &ProcessCapture) -> HashMap<u64, usize> {
        let pid = capture.hello.pid;
        let pre_attach = pre_attach_modules(capture);
        let mut report_module_of = HashMap::new();
        for (&local_id, module) in &capture.modules {
            let sha = module_key(module);
            let index = *self.module_by_sha.entry(sha.clone()).or_insert_with(|| {
                let device = device_info(capture, module.device);
                self.modules
                    .push(new_captured_module(sha, module, device, self.options));
                self.modules.len() - 1
            });
            let captured = &mut self.modules[index];
            if captured.pid_set.insert(pid) {
                captured.facts.pids.push(pid);
            }
            // What the injected library says of how a module it never saw created was made is
            // no capture of it: its origin comes from where its bytes are found (origin.rs).
            if !pre_attach.contains(&local_id) {
                push_unique(&mut captured.captured_origins, module.origin);
            }
            report_module_of.insert(local_id, index);
        }
        report_module_of
    }

    /// The kernels the process was seen creating.
    fn add_created_kernels(&mut self, process: &mut ProcessMerge) {
        let capture = process.capture;
        for (&kernel_id, kernel) in &capture.kernels {
            let Some(&index) = process.report_module_of.get(&kernel.module) else {
                process.diagnostics.push(format!(
                    "aotspy: kernel {} refers to module {}, which the stream never described; left out",
                    kernel.name, kernel.module
                ));
                continue;
            };
            let seen = KernelSeen {
                key: (self.modules[index].facts.id.clone(), kernel.name.clone()),
                home: KernelHome::Module(index),
                kernel_id,
                isa_from: IsaFrom::Created,
                origin: Some(capture.modules[&kernel.module].origin),
                matched_image: None,
                facts: None,
            };
            self.count_kernel(process, seen);
        }
    }

    /// The kernels created before an injection, found at their first launch after it.
    fn add_found_kernels(&mut self, process: &mut ProcessMerge) {
        let capture = process.capture;
        for (&kernel_id, found) in &capture.found_kernels {
            let name_match = capture.name_matches.get(&kernel_id);
            let (isa_from, module) = match (found.isa_from, name_match) {
                (FoundIsa::ModuleBinary, _) => (IsaFrom::ModuleBinary, found.module),
                (
                    FoundIsa::NameOnly,
                    Some(NameMatch::Image {
                        module, in_memory, ..
                    }),
                ) if *in_memory => (IsaFrom::ProcessMemory, Some(*module)),
                (FoundIsa::NameOnly, Some(NameMatch::Image { module, .. })) => {
                    (IsaFrom::MatchedImage, Some(*module))
                }
                (FoundIsa::KernelBinary, _) => (IsaFrom::KernelBinary, None),
                (FoundIsa::NameOnly, _) => (IsaFrom::NameOnly, None),
            };
            let Some((key, home)) = self.found_home(process, kernel_id, found, isa_from, module)
            else {
                continue;
            };
            let matched_image = match name_match {
                Some(NameMatch::Image { source, .. })
                    if matches!(isa_from, IsaFrom::MatchedImage | IsaFrom::ProcessMemory) =>
                {
                    Some(source)
                }
                _ => None,
            };
            let facts = capture.found_facts.get(&kernel_id).map(|facts| FoundFacts {
                facts: facts.clone(),
                name_origin: capture.name_origins.get(&kernel_id).cloned(),
            });
            let seen = KernelSeen {
                key,
                home,
                kernel_id,
                isa_from,
                origin: None,
                matched_image,
                facts,
            };
            self.count_kernel(process, seen);
        }
    }

    /// Where a kernel created before the injection lives in the report: under its module (when
    /// the stream described it), as raw ISA of its own, or nowhere (by name); `None` (with a
    /// diagnostic) when the module it names was never described.
    fn found_home(
        &mut self,
        process: &mut ProcessMerge,
        kernel_id: u64,
        found: &aotspy_proto::FoundKernel,
        isa_from: IsaFrom,
        module: Option<u64>,
    ) -> Option<((String, String), KernelHome)> {
        let capture = process.capture;
        let name_match = capture.name_matches.get(&kernel_id);
        let device = device_info(capture, found.device);
        let (key, home) = if let Some(module) = module {
            let Some(&index) = process.report_module_of.get(&module) else {
                process.diagnostics.push(format!(
                    "aotspy: kernel {} (created before the injection) refers to module {module}, which the stream never described; left out",
                    found.name
                ));
                return None;
            };
            (
                (self.modules[index].facts.id.clone(), found.name.clone()),
                KernelHome::Module(index),
            )
        } else if isa_from == IsaFrom::KernelBinary && !found.isa.is_empty() {
            let sha256 = sha256_hex(&found.isa);
            let index = *self.raw_by_sha.entry(sha256.clone()).or_insert_with(|| {
                self.raw_kernels.push(RawKernel {
                    sha256: sha256.clone(),
                    code: found.isa.clone(),
                    ocloc_device: ocloc_device_of(device.as_ref(), self.options),
                    device,
                    listed_kernels: Vec::new(),
                });
                self.raw_kernels.len() - 1
            });
            (
                (format!("kernel-binary {sha256}"), found.name.clone()),
                KernelHome::Raw(index),
            )
        } else {
            // A kernel the process counted but its stream never described (it died
            // first) is known from its counters' descriptions file: by name only.
            let described_only = capture.kernels_from_descriptions.contains(&kernel_id);
            let ocloc_device = ocloc_device_of(device.as_ref(), self.options);
            (
                (String::new(), found.name.clone()),
                KernelHome::Nowhere {
                    device,
                    ocloc_device,
                    notes: nowhere_notes(isa_from, name_match, described_only),
                },
            )
        };
        Some((key, home))
    }

    /// Adds what one process ran of a kernel to its totals over every process.
    fn count_kernel(&mut self, process: &mut ProcessMerge, seen: KernelSeen) {
        let capture = process.capture;
        let pid = capture.hello.pid;
        let count = capture
            .dispatches
            .get(&seen.kernel_id)
            .copied()
            .unwrap_or(0);
        let (_, totals) = self
            .kernel_totals
            .entry(seen.key.clone())
            .or_insert_with(|| (seen.home, KernelTotals::default()));
        totals.isa_from = Some(
            totals
                .isa_from
                .map_or(seen.isa_from, |i| i.min(seen.isa_from)),
        );
        if totals.matched_image.is_none() {
            totals.matched_image = seen.matched_image.cloned();
        }
        if totals.found_facts.is_none() {
            totals.found_facts = seen.facts;
        }
        totals.dispatches += count;
        if let Some(window) = &capture.attach {
            let during = dispatches_during_attach(window, seen.kernel_id, count);
            *totals.dispatches_during_attach.get_or_insert(0) += during;
        }
        if let Some(origin) = seen.origin {
            push_unique(&mut totals.origins, origin);
        }
        totals.created_by.insert(pid);
        if let Some(launcher) = &capture.hello.rank {
            let rank_key = (capture.hello.hostname.clone(), launcher.rank);
            *totals.by_rank.entry(rank_key).or_default() += count;
        }
        if count > 0 {
            totals.pids.insert(pid);
        }
        if let Some(samples) = capture.call_sites.get(&seen.kernel_id) {
            let samples = samples.iter().map(|sample| (pid, sample.clone()));
            totals.call_site_samples.extend(samples);
        }
        *process.kernels.entry(seen.key).or_default() += count;
    }

    /// The kernels chosen and ordered for the report, and what is said of the processes.
    fn finish(self, captures: &[ProcessCapture]) -> Inventory {
        let Merge {
            options,
            mut modules,
            mut raw_kernels,
            kernel_totals,
            processes,
            mut warnings,
            ..
        } = self;
        let kernels_created = kernel_totals.len();
        let mut kernels: Vec<ListedKernel> = kernel_totals
            .into_iter()
            .filter(|(_, (_, totals))| options.all_kernels || totals.dispatches > 0)
            .map(|((_, name), (home, totals))| ListedKernel { home, name, totals })
            .collect();
        kernels.sort_by(|a, b| {
            b.totals
                .dispatches
                .cmp(&a.totals.dispatches)
                .then(a.name.cmp(&b.name))
        });
        for kernel in &kernels {
            match kernel.home {
                KernelHome::Module(index) => {
                    modules[index].listed_kernels.push(kernel.name.clone());
                }
                KernelHome::Raw(index) => {
                    raw_kernels[index].listed_kernels.push(kernel.name.clone());
                }
                KernelHome::Nowhere { .. } => {}
            }
        }
        warnings.extend(no_goodbye_warnings(&processes, captures));
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
        let ranks = census::of(&processes);
        warnings.extend(ranks.as_ref().and_then(census::missing_warning));
        Inventory {
            modules,
            raw_kernels,
            kernels,
            kernels_created,
            processes,
            attach: attach_entry(captures),
            unattributed,
            ranks,
            driver_operations: operations::gather(captures),
            warnings,
        }
    }
}

/// Why a kernel known by name alone has no ASM, and why its origin is unknown.
fn nowhere_notes(
    isa_from: IsaFrom,
    name_match: Option<&NameMatch>,
    described_only: bool,
) -> Vec<String> {
    let why = match (isa_from, name_match) {
        (IsaFrom::KernelBinary, _) => {
            "no ASM: the driver gave this kernel's binary, but it was empty".to_owned()
        }
        (IsaFrom::ModuleBinary, _) => {
            "no ASM: the stream said its module's binary came, but named no module".to_owned()
        }
        (_, Some(NameMatch::NoImage(why))) => format!("no ASM: {why}"),
        _ if described_only => "no ASM: the process ended before its stream described this \
                                kernel or its module; only its name and counts survived (in its \
                                descriptions and counters files)"
            .to_owned(),
        _ => "no ASM: created before aotspy was injected, and the driver gives only its name (its \
              images in the process's mapped files were not searched)"
            .to_owned(),
    };
    let unknown_origin = if described_only {
        "origin unknown: the process ended before its stream described the module"
    } else {
        "origin unknown: created before aotspy was injected, and no binary of its module came to \
         tell where it was from"
    };
    vec![why, unknown_origin.to_owned()]
}

/// The report's entry for a process, with the kernels it ran, most dispatched first.
fn process_entry(process: ProcessMerge, options: &BuildOptions) -> ProcessEntry {
    let capture = process.capture;
    let mut kernels: Vec<ProcessKernel> = process
        .kernels
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
    ProcessEntry {
        pid: hello.pid,
        ppid: hello.ppid,
        argv: hello.argv.clone(),
        exe: hello.exe.clone(),
        hostname: hello.hostname.clone(),
        rank: hello.rank.as_ref().map(|r| r.rank),
        rank_variable: hello.rank.as_ref().map(|r| r.variable.clone()),
        local_rank: hello.rank.as_ref().and_then(|r| r.local_rank),
        world_size: hello.rank.as_ref().and_then(|r| r.world_size),
        start_unix_ms: hello.start_unix_ms,
        injected: capture.injected.as_ref().map(|i| InjectedEntry {
            at_unix_ms: i.at_unix_ms,
            library: i.library.clone(),
        }),
        clean_exit: capture.clean_exit,
        ended: how_it_ended(capture),
        counts_from_counters_file: capture.counts_from_file,
        stream_error: capture.stream_error.clone(),
        kernels,
        unattributed: unattributed(capture.unattributed),
        diagnostics: process.diagnostics,
    }
}

/// A warning for each process that ended without a Goodbye (an attach that left it running
/// aside), saying whether its counts are complete.
fn no_goodbye_warnings(processes: &[ProcessEntry], captures: &[ProcessCapture]) -> Vec<String> {
    let mut warnings = Vec::new();
    for (process, capture) in processes.iter().zip(captures) {
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
    warnings
}

/// When an attach watched a process, its window.
fn attach_entry(captures: &[ProcessCapture]) -> Option<AttachEntry> {
    captures.iter().find_map(|capture| {
        let window = capture.attach.as_ref()?;
        Some(AttachEntry {
            pid: capture.hello.pid,
            start_unix_ms: capture.hello.start_unix_ms,
            attached_at_unix_ms: window.attached_at_unix_ms,
            detached_at_unix_ms: window.detached_at_unix_ms,
            ended_by: ended_by(window.ended_by),
        })
    })
}

/// The report, in one pass over the merged captures and what disassembly, provenance, the
/// file search and the NEO dumps say about their modules: each entry made whole, once, with no
/// I/O.
pub fn build(inventory: Inventory, inputs: ReportInputs) -> Report {
    let mut stats = inventory.stats(inputs.provenance_stats);
    let Inventory {
        modules,
        raw_kernels,
        kernels,
        processes,
        attach,
        ranks,
        driver_operations,
        mut warnings,
        ..
    } = inventory;
    let ReportInputs {
        disassembly,
        mut provenance,
        neo_dumps,
        whereabouts,
        raw_isa,
        call_site_symbols,
        ..
    } = inputs;

    // Modules first: a kernel's origin and producer are its module's. Each module's zeInfo is
    // kept, by index, for its kernels' entries.
    let mut kernel_infos = Vec::with_capacity(modules.len());
    let module_entries: Vec<ModuleEntry> = modules
        .into_iter()
        .map(|mut module| {
            kernel_infos.push(module.kernel_info.take());
            let made = ModuleMade {
                source: provenance.remove(&module.facts.sha256),
                asm: disassembly.get(&module.facts.sha256),
                whereabouts: &whereabouts,
            };
            module_entry(module, made, &mut stats, &mut warnings)
        })
        .collect();
    let mut frames = call_sites::FrameTable::default();
    let homes = KernelHomes {
        kernel_infos: &kernel_infos,
        module_entries: &module_entries,
        raw_kernels: &raw_kernels,
        disassembly: &disassembly,
        raw_isa: &raw_isa,
        whereabouts: &whereabouts,
    };
    let kernels: Vec<KernelEntry> = kernels
        .into_iter()
        .map(|kernel| homes.entry(kernel, &call_site_symbols, &mut frames))
        .collect();

    warnings.extend(unmatched_dumps_warning(&neo_dumps));
    let advice_summary = advice_summary(&kernels);
    let driver_operations = operations::entries(driver_operations, &call_site_symbols, &mut frames);
    let call_site_sampling = call_site_sampling(&kernels, &driver_operations);
    let call_site_frames = frames.into_frames();
    let cost_by_line = call_sites::cost_by_line(&kernels, &call_site_frames);
    Report {
        schema_version: SCHEMA_VERSION,
        aotspy_version: env!("CARGO_PKG_VERSION").into(),
        modules: module_entries,
        kernels,
        processes,
        neo_dumps,
        stats,
        advice_summary,
        call_site_sampling,
        call_site_frames,
        cost_by_line,
        driver_operations,
        warnings,
        ranks,
        attach,
    }
}

/// How call sites were sampled, when any kernel or driver operation has one.
fn call_site_sampling(
    kernels: &[KernelEntry],
    driver_operations: &[DriverOperationEntry],
) -> Option<CallSiteSampling> {
    let sampled = kernels.iter().map(|k| &k.call_sites);
    sampled
        .chain(driver_operations.iter().map(|o| &o.call_sites))
        .any(|sites| !sites.is_empty())
        .then(|| CallSiteSampling {
            launches: aotspy_proto::callsite::sampled_launches().collect(),
        })
}

/// Where the listed kernels' code is, what disassembly made of it, and their modules' entries:
/// what a kernel's entry is made from.
struct KernelHomes<'a> {
    /// Each module's zeInfo of its kernels by name, when its binary is a zebin.
    kernel_infos: &'a [Option<HashMap<String, KernelInfo>>],
    /// In `kernel_infos`' order.
    module_entries: &'a [ModuleEntry],
    raw_kernels: &'a [RawKernel],
    disassembly: &'a HashMap<String, ModuleAsm>,
    raw_isa: &'a HashMap<String, Result<KernelAsm, String>>,
    whereabouts: &'a whereabouts::Whereabouts,
}

impl KernelHomes<'_> {
    /// A listed kernel's entry, its call sites folded (their frames added to `frames`), and
    /// for a kernel created before an injection, what the driver told that its module did not.
    fn entry(
        &self,
        mut kernel: ListedKernel,
        symbols: &callsites::Symbols,
        frames: &mut call_sites::FrameTable,
    ) -> KernelEntry {
        let call_sites = call_sites::entries(&kernel.totals.call_site_samples, symbols, frames);
        let found_facts = kernel.totals.found_facts.take();
        let mut entry = match kernel.home {
            KernelHome::Module(index) => {
                let entry = &self.module_entries[index];
                let made = ModuleKernel {
                    kernel_info: self.kernel_infos[index].as_ref(),
                    entry,
                    asm: self.disassembly.get(&entry.sha256),
                };
                new_kernel_entry(made, kernel.name, kernel.totals)
            }
            KernelHome::Raw(index) => {
                let raw = &self.raw_kernels[index];
                let asm = self.raw_isa.get(&raw.sha256);
                raw_kernel_entry(raw, asm, kernel.name, kernel.totals)
            }
            KernelHome::Nowhere {
                device,
                ocloc_device,
                notes,
            } => KernelEntry {
                device: device.map(|d| d.name),
                ocloc_device,
                ..moduleless_kernel_entry(kernel.name, kernel.totals, notes)
            },
        };
        if let Some(facts) = &found_facts {
            super::found_facts::fill(&mut entry, facts, self.whereabouts);
        }
        KernelEntry {
            call_sites,
            ..entry
        }
    }
}

/// What analysis learnt of a module's bytes: where they were found (`source` in a mapped file,
/// `whereabouts` elsewhere) and its disassembly.
struct ModuleMade<'a> {
    source: Option<ModuleSource>,
    asm: Option<&'a ModuleAsm>,
    whereabouts: &'a whereabouts::Whereabouts,
}

/// A module's entry, of what the captures said of it and what analysis learnt (`made`); its
/// disassembly counted in `stats`, a failure warned of.
fn module_entry(
    module: CapturedModule,
    made: ModuleMade,
    stats: &mut Stats,
    warnings: &mut Vec<String>,
) -> ModuleEntry {
    let facts = module.facts;
    let mut notes = facts.notes;
    if module.captured_origins.is_empty() {
        notes.push(
            "known only through kernels created before aotspy was injected: no process was seen \
             creating it, so its origin comes from where its bytes were found alone (unknown \
             when nowhere)"
                .into(),
        );
    }
    if !module.listed_kernels.is_empty() {
        stats.modules_to_disassemble += 1;
    }
    let disassembly = match made.asm {
        Some(asm) => {
            match &asm.status {
                Disassembly::Ran { via, .. } => match via {
                    Via::InProcess => stats.asm_in_process += 1,
                    Via::Ocloc => stats.ocloc_runs += 1,
                },
                Disassembly::Cached => stats.asm_cache_hits += 1,
                Disassembly::Failed { error } => {
                    stats.disassembly_failures += 1;
                    warnings.push(format!("no ASM for module {}: {error}", facts.id));
                }
                Disassembly::NotNeeded => {}
            }
            notes.extend(asm.source_lines_note.clone());
            asm.status.clone()
        }
        None => Disassembly::NotNeeded,
    };
    let callers: Vec<String> = facts
        .callers
        .iter()
        .map(|caller| made.whereabouts.resolved(caller).to_owned())
        .collect();
    let found = made.whereabouts.of(&facts.sha256);
    let attribution = origin::attribute(
        &module.captured_origins,
        made.source.as_ref(),
        found,
        facts.writer.as_ref(),
        &callers,
    );
    notes.extend(attribution.notes);
    ModuleEntry {
        id: facts.id,
        sha256: facts.sha256,
        origin: attribution.origin,
        origins: attribution.origins,
        producer: attribution.producer,
        producer_library: attribution.producer_library,
        callers,
        cache: attribution.cache,
        binary: facts.binary,
        native_kind: facts.native_kind,
        native_bytes: facts.native_bytes,
        device: facts.device,
        input_format: facts.input_format,
        input_kind: facts.input_kind,
        input_sha256: facts.input_sha256,
        input_count: facts.input_count,
        ar_member: facts.ar_member,
        build_flags: facts.build_flags,
        ocloc_device: facts.ocloc_device,
        disassembly,
        pids: facts.pids,
        source: made.source,
        writer: facts.writer,
        read_from: found.read_from.clone(),
        notes,
    }
}

/// A warning when the driver loaded binaries aotspy did not capture as native.
fn unmatched_dumps_warning(neo_dumps: &[NeoDump]) -> Option<String> {
    let unmatched = neo_dumps
        .iter()
        .filter(|d| d.matches_module.is_none() && d.driver_builtins.is_none())
        .count();
    (unmatched > 0).then(|| {
        format!(
            "{}: the driver loaded binaries that aotspy did not capture as native (see neo_dumps \
             in report.json), or another program dumped them into the same working directory \
             (NEO dumps there: run collects at once from separate directories)",
            neo_dumps_line(neo_dumps)
        )
    })
}

/// Each rule that fired, over every kernel, ranked by the dispatches of the kernels it fired
/// on, then by severity: the findings on the kernels that ran most come first.
pub fn advice_summary(kernels: &[KernelEntry]) -> Vec<AdviceSummary> {
    let mut by_rule: BTreeMap<RuleId, Vec<(&KernelEntry, &aotspy_report::Finding)>> =
        BTreeMap::new();
    for kernel in kernels {
        for finding in &kernel.advice {
            by_rule
                .entry(finding.id)
                .or_default()
                .push((kernel, finding));
        }
    }
    let mut summary: Vec<AdviceSummary> = by_rule
        .into_iter()
        .map(|(id, fired)| {
            // The first of the most dispatched kernels, in report order.
            let (top, top_finding) = fired
                .iter()
                .rev()
                .max_by_key(|(k, _)| k.dispatches)
                .expect("a rule in the map fired at least once");
            AdviceSummary {
                id,
                severity: fired.iter().map(|(_, f)| f.severity).max().expect("fired"),
                kernels: fired.len(),
                dispatches: fired.iter().map(|(k, _)| k.dispatches).sum(),
                top_kernel: top.demangled.clone(),
                top_message: top_finding.message.clone(),
            }
        })
        .collect();
    summary.sort_by(|a, b| {
        (b.dispatches, b.severity)
            .cmp(&(a.dispatches, a.severity))
            .then(a.id.cmp(&b.id))
    });
    summary
}

/// How many zebins NEO dumped, and how many of them match a captured module.
pub fn neo_dumps_line(dumps: &[NeoDump]) -> String {
    let matched = dumps.iter().filter(|d| d.matches_module.is_some()).count();
    let builtins: Vec<&str> = dumps
        .iter()
        .filter_map(|d| d.driver_builtins.as_ref())
        .flat_map(|b| b.kernels.iter())
        .filter_map(|k| super::neo_dumps::builtin_family(&k.name))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let builtin_dumps = dumps.iter().filter(|d| d.driver_builtins.is_some()).count();
    let builtins = if builtins.is_empty() {
        String::new()
    } else {
        format!(
            ", {builtin_dumps} hold the driver's built-in kernels for memory fills and copies \
             ({}; counted per append, as driver operations)",
            builtins.join(", ")
        )
    };
    format!(
        "NEO dumped {} zebin(s): {matched} match a captured module{builtins}, {} match none",
        dumps.len(),
        dumps.len() - matched - builtin_dumps
    )
}

/// A module sent by hash alone whose bytes never arrived in its own stream takes them from
/// another process that loaded the same code.
fn share_binaries(captures: &mut [ProcessCapture]) {
    let binaries: HashMap<String, Binary> = captures
        .iter()
        .flat_map(|c| c.modules.values())
        .filter(|m| !m.native_binary.is_empty())
        .filter_map(|m| Some((m.native_sha256.clone()?, m.native_binary.clone())))
        .collect();
    for module in captures.iter_mut().flat_map(|c| c.modules.values_mut()) {
        if module.native_binary.is_empty() {
            if let Some(binary) = module.native_sha256.as_ref().and_then(|s| binaries.get(s)) {
                module.native_binary = binary.clone();
            }
        }
    }
}

fn skipped_frames_warning(capture: &ProcessCapture) -> String {
    let skipped = &capture.skipped_frames;
    format!(
        "{}: skipped {} frame(s) of its stream that did not decode (the first: {}); the frames \
         around them were read",
        crate::ingest::capture::label(&capture.hello),
        skipped.count,
        skipped.first_error.as_deref().unwrap_or("?")
    )
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

/// The module's native binary read as a zebin, when it is one, and notes on what it is when
/// it is not (or cannot be read).
fn read_native(
    module: &aotspy_proto::Module,
    native_kind: Kind,
) -> (Option<zebin::Zebin>, Vec<String>) {
    let mut notes = Vec::new();
    let zebin = match native_kind {
        Kind::Zebin => match zebin::parse(&module.native_binary) {
            Ok(zebin) => Some(zebin),
            Err(e) => {
                notes.push(format!("native binary is not a readable zebin: {e}"));
                None
            }
        },
        Kind::PatchTokens => {
            notes.push(
                "native binary is in the pre-zebin patch-tokens format: no SIMD/GRF/spill metadata"
                    .into(),
            );
            None
        }
        _ if module.native_binary.is_empty() && module.native_sha256.is_some() => {
            notes.push(
                "its binary was to come earlier in the process's stream, in a frame that never \
                 arrived"
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
    (zebin, notes)
}

fn new_captured_module(
    sha256: String,
    module: &aotspy_proto::Module,
    device: Option<DeviceInfo>,
    options: &BuildOptions,
) -> CapturedModule {
    let id = module_id(&sha256).to_owned();
    let native_kind = detect_kind(&module.native_binary);
    let (mut zebin, notes) = read_native(module, native_kind);
    let ocloc_device = module_ocloc_device(
        zebin.as_ref(),
        device.as_ref().map(|d| d.device_id),
        options.fallback_device.as_deref(),
    );
    // From the zebin's one read of its sections; any other binary is read for it on its own.
    let writer = match &zebin {
        Some(zebin) => zebin.writer.clone(),
        None => zebin::writer(&module.native_binary).ok(),
    };
    let facts = ModuleFacts {
        binary: module_binary_path(&sha256),
        id,
        sha256,
        callers: module.callers.clone(),
        native_kind: kind_name(native_kind),
        native_bytes: module.native_binary.len(),
        device,
        input_format: match module.input_format {
            Format::Spirv => InputFormat::Spirv,
            Format::Native => InputFormat::Native,
        },
        input_kind: kind_name(module.input_kind),
        input_sha256: module.input_sha256.clone(),
        input_count: module.input_count,
        ar_member: module.ar_member.clone(),
        build_flags: module.build_flags.clone(),
        ocloc_device,
        pids: Vec::new(),
        writer: writer.map(origin::writer_entry),
        notes,
    };
    CapturedModule {
        facts,
        binary: module.native_binary.clone(),
        kernel_info: zebin.as_mut().map(|z| {
            std::mem::take(&mut z.kernels)
                .into_iter()
                .map(|k| (k.name.clone(), k))
                .collect()
        }),
        zebin,
        listed_kernels: Vec::new(),
        pid_set: HashSet::new(),
        captured_origins: Vec::new(),
    }
}

/// A kernel of a module: the module's zeInfo of its kernels, entry and disassembly.
struct ModuleKernel<'a> {
    kernel_info: Option<&'a HashMap<String, KernelInfo>>,
    entry: &'a ModuleEntry,
    asm: Option<&'a ModuleAsm>,
}

fn new_kernel_entry(made: ModuleKernel, name: String, totals: KernelTotals) -> KernelEntry {
    let ModuleKernel {
        kernel_info,
        entry,
        asm,
    } = made;
    let info = kernel_info.and_then(|k| k.get(&name));
    let mut notes = Vec::new();
    if kernel_info.is_some() && info.is_none() {
        notes.push("the module's zeInfo does not describe this kernel".into());
    }
    let module_id = &entry.id;
    let kernel_asm = kernel_asm_of(asm, module_id, &name, &mut notes);
    let device = &entry.device;
    let isa_from = totals.isa_from.unwrap_or(IsaFrom::Created);
    notes.extend(matched_by_name_note(isa_from).map(String::from));
    let origins = origin::kernel_origins(&totals.origins, isa_from, entry);
    KernelEntry {
        demangled: demangle(&name),
        name,
        isa_from,
        matched_image: totals.matched_image,
        dispatches: totals.dispatches,
        dispatches_during_attach: totals.dispatches_during_attach,
        module: module_id.clone(),
        asm: kernel_asm.map(|a| a.file.clone()),
        origin: origins[0],
        origins,
        producer: entry.producer.clone(),
        producer_library: entry.producer_library.clone(),
        device: device.as_ref().map(|d| d.name.clone()),
        ocloc_device: entry.ocloc_device.clone(),
        simd: info.and_then(|k| k.simd_size),
        grf: info.and_then(|k| k.grf_count),
        spill_bytes: info.and_then(|k| k.spill_bytes),
        private_bytes: info.and_then(|k| k.private_bytes),
        slm_bytes: info.and_then(|k| k.slm_bytes),
        code_bytes: info.map(|k| k.code_bytes),
        execution_env: info.map(|k| k.execution_env.clone()).unwrap_or_default(),
        instructions: kernel_asm.map(|a| a.instructions),
        spill_bytes_per_work_item: info
            .and_then(|k| k.spill_bytes.zip(k.simd_size.filter(|&s| s > 0)))
            .map(|(bytes, simd)| bytes / u64::from(simd)),
        isa: kernel_asm.map(|a| a.isa.clone()),
        advice: kernel_asm.map(|a| a.advice.clone()).unwrap_or_default(),
        dispatches_by_rank: rank_dispatches(totals.by_rank),
        pids: totals.pids.into_iter().collect(),
        created_by: totals.created_by.into_iter().collect(),
        notes,
        // `build` folds them in, with the symbols.
        call_sites: Vec::new(),
        fact_sources: None,
    }
}

/// The kernel's ASM from its module's disassembly, or, in `notes`, why it has none.
fn kernel_asm_of<'a>(
    asm: Option<&'a ModuleAsm>,
    module_id: &str,
    name: &str,
    notes: &mut Vec<String>,
) -> Option<&'a KernelAsm> {
    let disassembled =
        asm.filter(|a| matches!(a.status, Disassembly::Ran { .. } | Disassembly::Cached));
    match disassembled.map(|a| a.kernels.get(name)) {
        Some(Some(Ok(kernel_asm))) => Some(kernel_asm),
        Some(Some(Err(why))) => {
            notes.push(why.clone());
            None
        }
        Some(None) => {
            notes.push(format!(
                "no ASM: none was made for module {module_id}'s kernel"
            ));
            None
        }
        None => {
            notes.push(format!("no ASM: module {module_id} was not disassembled"));
            None
        }
    }
}

/// What a kernel created before the injection and known by its name alone runs, when its ISA
/// is that of an image that matched the name.
fn matched_by_name_note(isa_from: IsaFrom) -> Option<&'static str> {
    match isa_from {
        IsaFrom::ProcessMemory => Some(
            "created before aotspy was injected, and the driver gave only its name, which no \
             mapped file holds: its ISA, zeInfo and module are those of the one zebin for its \
             device with a kernel of that name in the process's heap or anonymous memory (see \
             matched_image: the file is memory://PID, the offset its address); that the process \
             runs this very code is not known",
        ),
        IsaFrom::MatchedImage => Some(
            "created before aotspy was injected, and the driver gave only its name: its ISA, \
             zeInfo and module are those of the one native image for its device with a kernel \
             of that name in the process's mapped files (see matched_image); that the process \
             runs this very code is not known",
        ),
        _ => None,
    }
}

/// Modules of the process known only through kernels created before the injection (sent for a
/// `module-binary` kernel, or added for a matched image) and no kernel seen created.
fn pre_attach_modules(capture: &ProcessCapture) -> HashSet<u64> {
    let mut modules: HashSet<u64> = capture
        .found_kernels
        .values()
        .filter(|found| found.isa_from == FoundIsa::ModuleBinary)
        .filter_map(|found| found.module)
        .collect();
    modules.extend(capture.name_matches.values().filter_map(|m| match m {
        NameMatch::Image { module, .. } => Some(*module),
        NameMatch::NoImage(_) => None,
    }));
    for kernel in capture.kernels.values() {
        modules.remove(&kernel.module);
    }
    modules
}

/// The `-device` ocloc takes for code with no binary around it that could name one: from the
/// recorded device's PCI id, else its IP version, else `--device`.
fn ocloc_device_of(device: Option<&DeviceInfo>, options: &BuildOptions) -> Option<String> {
    device
        .and_then(recorded_ocloc_device)
        .or_else(|| options.fallback_device.clone())
}

/// The entry of a kernel with no module: its counts, and `notes` on what is not known.
fn moduleless_kernel_entry(name: String, totals: KernelTotals, notes: Vec<String>) -> KernelEntry {
    let isa_from = totals.isa_from.unwrap_or(IsaFrom::NameOnly);
    KernelEntry {
        demangled: demangle(&name),
        name,
        isa_from,
        matched_image: None,
        dispatches: totals.dispatches,
        dispatches_during_attach: totals.dispatches_during_attach,
        module: String::new(),
        asm: None,
        origin: Origin::Unknown,
        origins: vec![Origin::Unknown],
        producer: Producer::Unknown,
        producer_library: None,
        device: None,
        ocloc_device: None,
        simd: None,
        grf: None,
        spill_bytes: None,
        private_bytes: None,
        slm_bytes: None,
        code_bytes: None,
        execution_env: BTreeMap::new(),
        instructions: None,
        spill_bytes_per_work_item: None,
        isa: None,
        advice: Vec::new(),
        dispatches_by_rank: rank_dispatches(totals.by_rank),
        pids: totals.pids.into_iter().collect(),
        created_by: totals.created_by.into_iter().collect(),
        notes,
        // `build` folds them in, with the symbols.
        call_sites: Vec::new(),
        fact_sources: None,
    }
}

/// The entry of a kernel whose raw ISA (and nothing else: no zeInfo, no module) came.
fn raw_kernel_entry(
    raw: &RawKernel,
    asm: Option<&Result<KernelAsm, String>>,
    name: String,
    totals: KernelTotals,
) -> KernelEntry {
    let no_asm = match asm {
        Some(Err(why)) => Some(why.clone()),
        Some(Ok(_)) => None,
        None => Some("no ASM: its raw ISA was not disassembled".into()),
    };
    let mut notes: Vec<String> = no_asm.into_iter().collect();
    notes.push(
        "origin unknown: created before aotspy was injected, and no binary of its module came \
         to tell where it was from"
            .into(),
    );
    let mut entry = moduleless_kernel_entry(name, totals, notes);
    if let Some(Ok(asm)) = asm {
        entry.asm = Some(asm.file.clone());
        entry.instructions = Some(asm.instructions);
        entry.isa = Some(asm.isa.clone());
        entry.advice = asm.advice.clone();
    }
    entry.notes.push(format!(
        "only its raw ISA came ({} bytes, from the driver after the injection): no zeInfo, so no \
         SIMD, GRF or spill figures",
        raw.code.len()
    ));
    entry.code_bytes = Some(raw.code.len() as u64);
    entry.device = raw.device.as_ref().map(|d| d.name.clone());
    entry.ocloc_device = raw.ocloc_device.clone();
    entry
}

fn kind_name(kind: Kind) -> BinaryKind {
    match kind {
        Kind::Zebin => BinaryKind::Zebin,
        Kind::Ar => BinaryKind::Ar,
        Kind::Spirv => BinaryKind::Spirv,
        Kind::PatchTokens => BinaryKind::PatchTokens,
        Kind::Unknown => BinaryKind::Unknown,
    }
}

fn unattributed(u: aotspy_proto::Unattributed) -> Unattributed {
    Unattributed {
        unknown_kernel_launches: u.unknown_kernel_launches,
        unknown_list_runs: u.unknown_list_runs,
        unhooked_entries: u.unhooked_entries,
    }
}

fn ended_by(end: AttachEnd) -> EndedBy {
    match end {
        AttachEnd::DurationElapsed => EndedBy::DurationElapsed,
        AttachEnd::Interrupted => EndedBy::Interrupted,
        AttachEnd::ProcessExited => EndedBy::ProcessExited,
        AttachEnd::StreamClosed => EndedBy::StreamClosed,
    }
}

/// Per-rank dispatch counts of a kernel, as the report lists them.
fn rank_dispatches(by_rank: BTreeMap<(String, u32), u64>) -> Vec<RankDispatches> {
    by_rank
        .into_iter()
        .map(|((hostname, rank), dispatches)| RankDispatches {
            hostname,
            rank,
            dispatches,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::capture::test_streams::*;
    use crate::ingest::capture::AttachEnd;
    use aotspy_proto::{Event, FoundIsa};

    fn capture(events: Vec<Event>) -> ProcessCapture {
        let mut events = events.into_iter();
        let Some(Event::Hello(hello)) = events.next() else {
            panic!("streams start with Hello")
        };
        let mut capture = ProcessCapture::new(hello);
        events.for_each(|e| capture.apply(e));
        capture
    }

    /// The report of captures alone: no disassembly, provenance or NEO dumps.
    fn report_of(captures: Vec<ProcessCapture>, options: &BuildOptions) -> Report {
        build(
            inventory(captures, Vec::new(), options),
            ReportInputs::default(),
        )
    }

    fn options(all_kernels: bool) -> BuildOptions {
        BuildOptions {
            all_kernels,
            fallback_device: None,
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
        let report = report_of(two_processes(), &options(false));
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
        let report = report_of(two_processes(), &options(false));
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
        let report = report_of(two_processes(), &options(true));
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
        let report = report_of(captures, &options(false));
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
        let report = report_of(
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
        // The native input run as given is found in no file and is no zebin: generated.
        assert_eq!(report.modules[0].origins, ["jit", "generated"]);
        assert_eq!(report.kernels.len(), 1);
        assert_eq!(report.kernels[0].dispatches, 3);
        assert_eq!(report.kernels[0].origins, ["generated", "jit"]);
        assert_eq!(report.processes[0].kernels[0].dispatches, 3);
    }

    #[test]
    fn dangling_references_become_diagnostics() {
        let report = report_of(
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
        let report = report_of(vec![process], &options(false));
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
                ended_by: EndedBy::DurationElapsed,
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
        let report = report_of(vec![process], &options(true));
        assert_eq!(report.kernels[0].dispatches_during_attach, Some(0));
        assert!(report.warnings.iter().any(|w| w.contains("no Goodbye")));
    }

    /// Cumulative like the totals (the larger of two frames wins), summed over processes, and
    /// said in one warning line; a run with nothing unattributed has no such line.
    #[test]
    fn unattributed_counts_are_summed_and_warned_once() {
        let unattributed = |launches, runs, unhooked| {
            Event::Unattributed(aotspy_proto::Unattributed {
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
        let report = report_of(processes, &options(false));
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
        let clean = report_of(two_processes(), &options(false));
        assert!(!clean.warnings.iter().any(|w| w.contains("not attributed")));
    }

    #[test]
    fn collect_reports_have_no_attach_fields() {
        let json = serde_json::to_value(report_of(two_processes(), &options(false))).unwrap();
        assert!(json.get("attach").is_none());
        assert!(json["stats"].get("dispatches_during_attach").is_none());
        assert!(json["kernels"][0].get("dispatches_during_attach").is_none());
    }

    #[test]
    fn non_gpu_native_binaries_are_noted() {
        let report = report_of(
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
        let report = report_of(
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
        let report = report_of(two_processes(), &options(false));
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
        let report = report_of(vec![on("node-a"), on("node-b")], &options(false));
        assert_eq!(report.processes.len(), 2);
        assert_eq!(report.kernels[0].dispatches, 4);
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    }

    /// A process that created the same module twice: the second came by hash, and both
    /// modules' kernels count, in one module entry with its binary.
    #[test]
    fn a_module_sent_by_hash_joins_its_first_copy() {
        let report = report_of(
            vec![capture(vec![
                hello(1, 1),
                module(1, b"code"),
                repeated_module(2, b"code"),
                kernel(1, 1, "k"),
                kernel(2, 2, "k"),
                dispatches(&[(1, 2), (2, 3)]),
            ])],
            &options(false),
        );
        assert_eq!(report.modules.len(), 1);
        assert_eq!(report.modules[0].sha256, sha256_hex(b"code"));
        assert_eq!(report.modules[0].native_bytes, 4);
        assert_eq!(report.kernels.len(), 1);
        assert_eq!(report.kernels[0].dispatches, 5);
    }

    /// The frame with the bytes was lost (skipped, or cut off): the module is still listed,
    /// under the hash it was sent with, and says why it has no binary; another process's copy
    /// of the same code fills it in.
    #[test]
    fn a_module_whose_bytes_never_came_says_so() {
        let orphan = || {
            capture(vec![
                hello(1, 1),
                repeated_module(2, b"code"),
                kernel(1, 2, "k"),
                dispatches(&[(1, 1)]),
            ])
        };
        let alone = report_of(vec![orphan()], &options(false));
        let entry = &alone.modules[0];
        assert_eq!(entry.sha256, sha256_hex(b"code"));
        assert_eq!(entry.native_bytes, 0);
        assert!(
            entry.notes[0].contains("never arrived"),
            "{:?}",
            entry.notes
        );

        let other = capture(vec![hello(2, 2), module(1, b"code")]);
        let shared = report_of(vec![orphan(), other], &options(false));
        assert_eq!(shared.modules[0].native_bytes, 4);
        assert_eq!(shared.kernels[0].dispatches, 1);
    }

    #[test]
    fn skipped_frames_are_warned() {
        let mut process = capture(vec![hello(1, 1), Event::Goodbye]);
        process.skipped_frames = aotspy_proto::SkippedFrames {
            count: 2,
            first_error: Some("Found an enum discriminant that was > u32::MAX".into()),
        };
        let report = report_of(vec![process], &options(false));
        assert_eq!(
            report.warnings,
            [
                "pid 1 (app1): skipped 2 frame(s) of its stream that did not decode (the first: \
              Found an enum discriminant that was > u32::MAX); the frames around them were read"
            ]
        );
    }

    fn binfmt_data(name: &str) -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../binfmt/tests/data")
            .join(name)
    }

    fn read_data(name: &str) -> Vec<u8> {
        std::fs::read(binfmt_data(name)).unwrap()
    }

    /// The code of `kernel` in a zebin: what `zeKernelGetBinaryExp` returns for it.
    fn kernel_code(zebin: &[u8], kernel: &str) -> Vec<u8> {
        zebin::text_sections(zebin)
            .unwrap()
            .into_iter()
            .find(|s| s.name == format!(".text.{kernel}"))
            .unwrap()
            .code
            .to_vec()
    }

    /// A process aotspy was injected into at 1 s: one kernel created before the injection of
    /// each kind the driver can give (from binfmt's pvc zebin), and one created after it.
    fn injected_process() -> ProcessCapture {
        let zebin = read_data("kernels_pvc.zebin");
        capture(vec![
            hello(500, 5),
            injected(1_000),
            device(0),
            module(1, &zebin),
            found(
                10,
                "_ZTSZ4mainE10vector_add",
                FoundIsa::ModuleBinary,
                Some(1),
                b"",
            ),
            found(
                11,
                "scale",
                FoundIsa::KernelBinary,
                None,
                &kernel_code(&zebin, "scale"),
            ),
            found(12, "sum_sg16", FoundIsa::NameOnly, None, b""),
            module(2, b"made after"),
            kernel(13, 2, "created_after"),
            dispatches(&[(10, 4), (11, 3), (12, 2), (13, 1)]),
        ])
    }

    #[test]
    fn each_way_an_injected_process_knew_a_kernel_is_reported() {
        let report = report_of(vec![injected_process()], &options(false));
        let zebin_sha256 = sha256_hex(&read_data("kernels_pvc.zebin"));
        let zebin_id = module_id(&zebin_sha256);
        let kernels: Vec<_> = report
            .kernels
            .iter()
            .map(|k| {
                (
                    k.name.as_str(),
                    k.dispatches,
                    k.isa_from.as_str(),
                    k.module.as_str(),
                    k.origin.as_str(),
                )
            })
            .collect();
        assert_eq!(
            kernels,
            [
                (
                    "_ZTSZ4mainE10vector_add",
                    4,
                    "module-binary",
                    zebin_id,
                    "unknown"
                ),
                ("scale", 3, "kernel-binary", "", "unknown"),
                ("sum_sg16", 2, "name-only", "", "unknown"),
                (
                    "created_after",
                    1,
                    "created",
                    report.modules[1].id.as_str(),
                    "jit"
                ),
            ]
        );
        let [vector_add, scale, sum, _] = &report.kernels[..] else {
            unreachable!()
        };
        // The whole zebin came: its zeInfo describes the kernel.
        assert_eq!((vector_add.simd, vector_add.grf), (Some(32), Some(128)));
        assert_eq!(vector_add.demangled, "main::vector_add");
        // The raw ISA alone: its size, no zeInfo, and (no disassembly in this test) why no ASM.
        assert_eq!(
            scale.code_bytes,
            Some(kernel_code(&read_data("kernels_pvc.zebin"), "scale").len() as u64)
        );
        assert_eq!(scale.simd, None);
        assert_eq!(scale.ocloc_device.as_deref(), Some("pvc"));
        assert_eq!(scale.notes[0], "no ASM: its raw ISA was not disassembled");
        assert!(sum.notes[0].starts_with("no ASM: created before aotspy was injected"));
        assert!(sum.notes.iter().any(|n| n.starts_with("origin unknown")));
        // The module of a kernel from before the injection was never seen created: the
        // injected library's word on its origin is not taken.
        assert!(report.modules[0]
            .notes
            .iter()
            .any(|n| n.starts_with("known only through kernels created before")));
        assert_eq!(report.stats.kernels_created, 4);
        assert_eq!(report.stats.dispatches, 10);
        assert!(
            report.processes[0].diagnostics.is_empty(),
            "{:?}",
            report.processes[0].diagnostics
        );
        let modules: Vec<_> = report.processes[0]
            .kernels
            .iter()
            .map(|k| (k.name.as_str(), k.module.as_str(), k.dispatches))
            .collect();
        assert_eq!(modules[2], ("sum_sg16", "", 2));
    }

    #[test]
    fn injected_processes_say_so_in_report_json() {
        let json =
            serde_json::to_value(report_of(vec![injected_process()], &options(false))).unwrap();
        assert_eq!(
            json["processes"][0]["injected"],
            serde_json::json!({"at_unix_ms": 1000, "library": "/opt/aotspy/lib/libaotspy.so"})
        );
        let isa_from: Vec<_> = json["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k["isa_from"].as_str().unwrap())
            .collect();
        assert_eq!(
            isa_from,
            ["module-binary", "kernel-binary", "name-only", "created"]
        );
        assert_eq!(json["kernels"][1]["module"], "");
        assert!(json["kernels"][0].get("matched_image").is_none());

        let preloaded = serde_json::to_value(report_of(two_processes(), &options(false))).unwrap();
        assert!(preloaded["processes"][0].get("injected").is_none());
        assert!(preloaded["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .all(|k| k["isa_from"] == "created"));
    }

    /// With caches and provenance, a `module-binary` kernel's origin is its module's, by where
    /// its bytes were found; found nowhere, it stays unknown rather than guessed.
    #[test]
    fn a_module_binary_kernel_takes_its_modules_origin_from_where_it_was_found() {
        let zebin = read_data("kernels_pvc.zebin");
        let report_with = |provenance: HashMap<String, ModuleSource>| {
            use crate::analysis::whereabouts::{CacheIndex, Whereabouts};
            let captures = vec![injected_process()];
            let caches = CacheIndex::from_captures(&captures);
            let inventory = inventory(captures, Vec::new(), &options(false));
            let whereabouts = Whereabouts::locate(
                &inventory.modules_to_locate(&provenance),
                &caches,
                inventory.stack_paths(),
            );
            build(
                inventory,
                ReportInputs {
                    provenance,
                    whereabouts,
                    ..ReportInputs::default()
                },
            )
        };
        let source = ModuleSource {
            file: "/usr/lib/libapp.so".into(),
            section: Some(".rodata".into()),
            offset: 4096,
            nesting: "zebin".into(),
            matched: Matched::Native,
            target: None,
            ar_member: None,
            input: None,
        };
        let found = report_with(HashMap::from([(sha256_hex(&zebin), source)]));
        assert_eq!(found.modules[0].origin, "aot");
        assert_eq!(found.kernels[0].origins, ["aot"]);
        let nowhere = report_with(HashMap::new());
        assert_eq!(nowhere.modules[0].origin, "unknown");
        assert!(nowhere.modules[0].notes[0].starts_with("known only through kernels created"));
        assert_eq!(nowhere.modules[0].origins, ["unknown"]);
        assert_eq!(nowhere.kernels[0].origin, "unknown");
        // Raw and name-only kernels stay unknown either way; a kernel created after the
        // injection keeps its captured origin.
        assert_eq!(found.kernels[1].origin, "unknown");
        assert_eq!(found.kernels[3].origins, ["jit"]);
    }

    /// An injected process with a name-only kernel whose name is looked for in `files`.
    fn name_only_in(name: &str, files: &[&str]) -> ProcessCapture {
        let mut process = capture(vec![
            hello(600, 6),
            injected(2_000),
            device(0),
            found(20, name, FoundIsa::NameOnly, None, b""),
            dispatches(&[(20, 7)]),
        ]);
        process.mapped_files = files
            .iter()
            .map(|f| binfmt_data(f).display().to_string())
            .collect();
        process
    }

    fn matched(name: &str, files: &[&str]) -> Report {
        let mut captures = vec![name_only_in(name, files)];
        crate::analysis::provenance::match_names(&mut captures);
        report_of(captures, &options(false))
    }

    /// The name is found in exactly one native image for the process's device (pvc; the dg2
    /// zebin and the SPIR-V hold it too): that image becomes the kernel's module.
    #[test]
    fn a_name_only_kernel_takes_the_one_native_image_with_its_name() {
        let report = matched(
            "scale",
            &["kernels_pvc.zebin", "kernels_dg2.zebin", "kernels.spv"],
        );
        let [kernel] = &report.kernels[..] else {
            panic!("{:?}", report.kernels)
        };
        assert_eq!(kernel.isa_from, "matched-image");
        let image = kernel.matched_image.as_ref().unwrap();
        assert_eq!(
            image.file,
            binfmt_data("kernels_pvc.zebin").display().to_string()
        );
        assert_eq!((image.offset, image.nesting.as_str()), (0, "zebin"));
        let pvc = sha256_hex(&read_data("kernels_pvc.zebin"));
        assert_eq!(kernel.module, module_id(&pvc));
        assert_eq!(report.modules[0].sha256, pvc);
        assert_eq!(report.modules[0].ocloc_device.as_deref(), Some("pvc"));
        // Its zeInfo is the image's; its origin is not known.
        assert_eq!(kernel.simd, Some(32));
        assert_eq!(kernel.origin, "unknown");
        assert_eq!(kernel.dispatches, 7);
        assert!(
            kernel
                .notes
                .iter()
                .any(|n| n.contains("that the process runs this very code is not known")),
            "{:?}",
            kernel.notes
        );
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["kernels"][0]["matched_image"]["matched"], "native");
    }

    #[test]
    fn a_name_only_kernel_without_one_image_says_why_it_has_no_asm() {
        let why = |name: &str, files: &[&str]| {
            let report = matched(name, files);
            let kernel = &report.kernels[0];
            assert_eq!(
                (kernel.isa_from.as_str(), kernel.asm.as_ref()),
                ("name-only", None)
            );
            assert!(report.modules.is_empty());
            kernel.notes[0].clone()
        };
        let spv = binfmt_data("kernels.spv").display().to_string();
        assert!(why("scale", &["kernels.spv"]).ends_with(&format!(
            "only SPIR-V holds a kernel of that name (in {spv}): the driver compiled it at run \
             time, so the code it runs is in no file"
        )));
        assert!(why("scale", &["kernels_dg2.zebin"])
            .contains("only native images for other devices than pvc hold a kernel of that name"));
        assert!(
            why("scale", &["kernels_pvc.zebin", "kernels_pvc_noir.zebin"])
                .contains("2 different native images for pvc hold a kernel of that name")
        );
        assert!(why("nosuch", &["kernels_pvc.zebin"]).ends_with(
            "no device image in the process's 1 mapped files holds a kernel of that name"
        ));
        assert!(
            why("scale", &[]).ends_with("the process reported no mapped files to look for it in")
        );
    }

    /// report.md, the terminal table and report.html of an injected process say when it was
    /// injected, that counts start there, what attach cannot see, and how each kernel was known.
    #[test]
    fn views_of_an_injected_process_say_what_attach_means() {
        let mut process = injected_process();
        process.attach = Some(AttachWindow {
            attached_at_unix_ms: 1_000,
            detached_at_unix_ms: 3_500,
            totals_at_attach: BTreeMap::new(),
            ended_by: AttachEnd::DurationElapsed,
        });
        let report = report_of(vec![process], &options(false));
        let out = std::path::Path::new("/nonexistent");
        let injected_line = "pid 500 (app500) was not started with aotspy: \
             /opt/aotspy/lib/libaotspy.so was injected into it at 1970-01-01 00:00:01.000 UTC, \
             and its counts start there, not at its start.";
        let caveat = "Attaching sees a kernel created before the injection only when it \
             launches: kernels that did not launch during the attach are not seen. 3 listed \
             kernels were created before the injection";

        let md = crate::report::views::render::markdown(&report, &Default::default());
        assert!(md.contains(&format!("{injected_line}\n")), "{md}");
        assert!(md.contains(caveat), "{md}");
        assert!(md.contains(
            "Attached to pid 500 for 2.5 s, from 1970-01-01 00:00:01.000 UTC to 1970-01-01 \
             00:00:03.500 UTC, ended by duration-elapsed. Dispatches count from the injection;"
        ));
        assert!(md.contains("| During attach | Origin |"), "{md}");
        assert!(md.contains("| Loops | Advice | ISA from | ASM |"), "{md}");
        assert!(md.contains("| kernel-binary | - |"), "{md}");
        assert!(md.contains("- created before aotspy was injected; ISA from: name-only\n"));
        assert!(md.contains("- 2 dispatches (2 during the attach) by pids [500]; module none (unknown, Intel(R) Data Center GPU Max 1550)"), "{md}");

        let table = crate::report::views::render::table(&report, out, None);
        assert!(table.contains(injected_line), "{table}");
        assert!(table.contains(caveat), "{table}");
        let header: Vec<&str> = table.lines().next().unwrap().split_whitespace().collect();
        assert_eq!(
            header[header.len() - 3..],
            ["ISA", "FROM", "ASM"],
            "{table}"
        );

        let html = crate::report::views::html::page(&report);
        assert!(html.contains(&format!("<p class=\"attach\">{injected_line}</p>")));
        let data = crate::report::views::html::tests::page_data(&html);
        assert!(data.contains("\"isa_from\":\"name-only\""));
        assert!(data.contains("\"isa_from\":null"));
        assert!(data.contains("\"asm_note\":\"no ASM: created before aotspy was injected"));
    }

    #[test]
    fn preloaded_reports_have_no_injection_lines_or_isa_from_column() {
        let report = report_of(two_processes(), &options(false));
        let out = std::path::Path::new("/nonexistent");
        let md = crate::report::views::render::markdown(&report, &Default::default());
        assert!(!md.contains("ISA from") && !md.contains("injected"), "{md}");
        let table = crate::report::views::render::table(&report, out, None);
        assert!(!table.contains("ISA FROM"), "{table}");
        let html = crate::report::views::html::page(&report);
        assert!(!html.contains("class=\"attach\""));
        // One page: its script once, its end once.
        assert_eq!(html.matches("const rows = JSON.parse").count(), 1);
        assert_eq!(html.matches("</html>").count(), 1);
    }
}
