//! How the captures are merged into the inventory: each process's modules joined by their
//! code, each of its kernels added to the totals of the kernel (by module and name, raw code,
//! or name alone), and its entry in the report's process list.

use super::census;
use super::modules::{new_captured_module, CapturedModule, RawKernel};
use super::operations;
use super::types::{
    dispatches_during_attach, push_unique, BuildOptions, FoundFacts, Inventory, KernelHome,
    KernelTotals, ListedKernel,
};
use crate::analysis::device::{device_info, recorded_ocloc_device};
use crate::analysis::names::{modules_of, NameMatch, ProcessNames};
use crate::ingest::capture::{label, module_key, AttachEnd, ProcessCapture};
use aotspy_binfmt::{sha256_hex, Origin as Captured};
use aotspy_proto::FoundIsa;
use aotspy_report::{
    AttachEntry, DeviceInfo, EndedBy, InjectedEntry, IsaFrom, ModuleSource, Note, NoteKind,
    ProcessEntry, ProcessKernel, Unattributed, Warning, WarningKind,
};
use std::collections::{BTreeMap, HashMap, HashSet};

/// The captures merged so far ([`super::inventory`]).
pub struct Merge<'o> {
    options: &'o BuildOptions,
    modules: Vec<CapturedModule>,
    module_by_sha: HashMap<String, usize>,
    raw_kernels: Vec<RawKernel>,
    raw_by_sha: HashMap<String, usize>,
    /// Keyed by (module id, kernel name): the order kernels of equal counts are listed in. Raw
    /// kernels are keyed by their code's hash and name-only ones by their name alone.
    kernel_totals: BTreeMap<(String, String), (KernelHome, KernelTotals)>,
    processes: Vec<ProcessEntry>,
    warnings: Vec<Warning>,
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
    /// What its kernels' names matched.
    names: &'c ProcessNames,
    /// The report's module index of each of the process's module ids.
    report_module_of: HashMap<u64, usize>,
    /// Its dispatches per (module id, kernel name): a kernel created twice in one process has
    /// two ids, and the process ran the sum.
    kernels: BTreeMap<(String, String), u64>,
    diagnostics: Vec<String>,
}

impl<'o> Merge<'o> {
    /// Nothing merged yet; `warnings` are problems met before (unreadable inputs, …), kept
    /// first.
    pub fn new(options: &'o BuildOptions, warnings: Vec<Warning>) -> Self {
        Merge {
            options,
            modules: Vec::new(),
            module_by_sha: HashMap::new(),
            raw_kernels: Vec::new(),
            raw_by_sha: HashMap::new(),
            kernel_totals: BTreeMap::new(),
            processes: Vec::new(),
            warnings,
        }
    }

    /// Adds one settled process, with what its kernels' names matched.
    pub fn add(&mut self, capture: &ProcessCapture, names: &ProcessNames) {
        if capture.skipped_frames.count > 0 {
            self.warnings.push(skipped_frames_warning(capture));
        }
        self.warnings.extend(capture.warnings.iter().cloned());
        let mut process = ProcessMerge {
            capture,
            names,
            report_module_of: self.add_modules(capture, names),
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
    fn add_modules(
        &mut self,
        capture: &ProcessCapture,
        names: &ProcessNames,
    ) -> HashMap<u64, usize> {
        let pid = capture.hello.pid;
        let pre_attach = pre_attach_modules(capture, names);
        let mut report_module_of = HashMap::new();
        let fallback = self.options.fallback_device.as_deref();
        for (&local_id, module) in modules_of(capture, names) {
            let sha = module_key(module);
            let index = *self.module_by_sha.entry(sha.clone()).or_insert_with(|| {
                let device = device_info(capture, module.device);
                self.modules
                    .push(new_captured_module(sha, module, device, fallback));
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
            let name_match = process.names.matches.get(&kernel_id);
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
                name_origin: process.names.origins.get(&kernel_id).cloned(),
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
        let name_match = process.names.matches.get(&kernel_id);
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
    pub fn finish(self, captures: &[ProcessCapture]) -> Inventory {
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
) -> Vec<Note> {
    let why = match (isa_from, name_match) {
        (IsaFrom::KernelBinary, _) => Note::new(
            NoteKind::KernelBinaryEmpty,
            "no ASM: the driver gave this kernel's binary, but it was empty",
        ),
        (IsaFrom::ModuleBinary, _) => Note::new(
            NoteKind::ModuleBinaryUnnamed,
            "no ASM: the stream said its module's binary came, but named no module",
        ),
        (_, Some(NameMatch::NoImage(why))) => {
            Note::new(why.kind.clone(), format!("no ASM: {}", why.text))
        }
        _ if described_only => Note::new(
            NoteKind::DescribedOnly,
            "no ASM: the process ended before its stream described this kernel or its module; \
             only its name and counts survived (in its descriptions and counters files)",
        ),
        _ => Note::new(
            NoteKind::NameNotSearched,
            "no ASM: created before aotspy was injected, and the driver gives only its name (its \
             images in the process's mapped files were not searched)",
        ),
    };
    let unknown_origin = if described_only {
        Note::new(
            NoteKind::OriginUnknownDescribedOnly,
            "origin unknown: the process ended before its stream described the module",
        )
    } else {
        origin_unknown_before_injection()
    };
    vec![why, unknown_origin]
}

/// The note of a kernel created before the injection whose module's binary did not come.
pub fn origin_unknown_before_injection() -> Note {
    Note::new(
        NoteKind::OriginUnknownBeforeInjection,
        "origin unknown: created before aotspy was injected, and no binary of its module came to \
         tell where it was from",
    )
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
fn no_goodbye_warnings(processes: &[ProcessEntry], captures: &[ProcessCapture]) -> Vec<Warning> {
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
            let text = format!(
                "pid {} ({}) sent no Goodbye: it ran no exit handlers ({}), or its connection broke; {counts}",
                process.pid,
                process.argv.first().map_or("?", String::as_str),
                process.ended,
            );
            let kind = WarningKind::NoGoodbye {
                pid: process.pid,
                counts_complete: process.counts_from_counters_file,
            };
            warnings.push(Warning::new(kind, text));
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

fn skipped_frames_warning(capture: &ProcessCapture) -> Warning {
    let skipped = &capture.skipped_frames;
    let text = format!(
        "{}: skipped {} frame(s) of its stream that did not decode (the first: {}); the frames \
         around them were read",
        label(&capture.hello),
        skipped.count,
        skipped.first_error.as_deref().unwrap_or("?")
    );
    let kind = WarningKind::FramesSkipped {
        pid: capture.hello.pid,
        frames: skipped.count,
    };
    Warning::new(kind, text)
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
fn unattributed_warning(u: &Unattributed) -> Warning {
    let text = format!(
        "not attributed to any kernel: {} launches of kernels aotspy never saw created, {} runs \
         of command lists it never saw created (their launches count once, at append, however often \
         they run), {} Level Zero \
         entry points left unhooked (one function had more implementations than hook slots)",
        u.unknown_kernel_launches, u.unknown_list_runs, u.unhooked_entries
    );
    Warning::new(WarningKind::Unattributed, text)
}

/// Modules of the process known only through kernels created before the injection (sent for a
/// `module-binary` kernel, or added for a matched image) and no kernel seen created.
fn pre_attach_modules(capture: &ProcessCapture, names: &ProcessNames) -> HashSet<u64> {
    let mut modules: HashSet<u64> = capture
        .found_kernels
        .values()
        .filter(|found| found.isa_from == FoundIsa::ModuleBinary)
        .filter_map(|found| found.module)
        .collect();
    modules.extend(names.matches.values().filter_map(|m| match m {
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
