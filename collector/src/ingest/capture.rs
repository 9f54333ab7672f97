//! One process's stream, folded into what it reported: the same code reads a live connection and
//! a stream file (spool file or `streams/` of a run).

use crate::sys::files::{self, open_counters_file};
use crate::sys::mapped::read_words;
use crate::sys::terminal::printable;
use anyhow::{anyhow, Context, Result};
use aotspy_binfmt::sha256_hex;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_proto::{
    Binary, Device, Event, Hello, InputFormat, Kernel, Module, SkippedFrames, Unattributed,
};
use aotspy_report::Warning;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io;
use std::path::{Path, PathBuf};

/// Where a report directory keeps the raw streams it was rendered from.
pub const STREAMS_DIR: &str = "streams";

#[derive(Debug, Clone)]
pub struct ProcessCapture {
    pub hello: Hello,
    /// Keyed by the per-process ids the stream uses.
    pub devices: BTreeMap<u32, Device>,
    /// Every module with its `native_sha256` set from its bytes, and its bytes (shared) when a
    /// frame of the process carried them; see [`ProcessCapture::apply`].
    pub modules: BTreeMap<u64, Module>,
    pub kernels: BTreeMap<u64, Kernel>,
    /// Latest cumulative count per kernel id: the preload sends running totals, not increments.
    pub dispatches: BTreeMap<u64, u64>,
    /// Latest cumulative counts of what ran but could not be attributed to a kernel.
    pub unattributed: Unattributed,
    pub diagnostics: Vec<String>,
    /// Files the process had mapped when it created AOT modules (for provenance).
    pub mapped_files: std::collections::BTreeSet<String>,
    /// Its working directory and the files it had open when it created modules from native
    /// input, as /proc said while the stream was live (empty for a stream read from a file):
    /// where a program that read its zebin with `fread` may have read it from.
    pub working_directory: Option<String>,
    pub open_files: BTreeSet<String>,
    /// `Goodbye` arrived: the process reached exit and the stream is complete.
    pub clean_exit: bool,
    /// The process's durable counters file, as its stream named it.
    pub counters_file: Option<PathBuf>,
    /// The counts were read from the counters file: they hold every launch that returned.
    pub counts_from_file: bool,
    /// The counters file's bytes and its descriptions file's, as read for the counts, for
    /// keeping beside the stream without opening either again.
    counters_read: Option<CountersRead>,
    /// How the process ended, where the collector knows (`collect -- CMD`'s direct child).
    pub ended: Option<String>,
    /// Why the stream stopped before its end, when it did.
    pub stream_error: Option<String>,
    /// Frames that did not decode and were passed over.
    pub skipped_frames: SkippedFrames,
    /// What reading its stream gave up on (a budget spent), for the report's warnings.
    pub warnings: Vec<Warning>,
    /// The native binaries the stream carried, by SHA-256: later modules of the process with
    /// the same code arrive with the hash alone.
    binaries: HashMap<String, Binary>,
    /// Set when `aotspy attach` read this stream from a process that was already running.
    pub attach: Option<AttachWindow>,
    /// libaotspy.so was injected into the running process rather than preloaded.
    pub injected: Option<aotspy_proto::Injected>,
    /// Kernels created before the injection, identified at their first launch after it; by id.
    pub found_kernels: BTreeMap<u64, aotspy_proto::FoundKernel>,
    /// What the driver and the launching stack told of each found kernel; by kernel id.
    pub found_facts: BTreeMap<u64, aotspy_proto::FoundKernelFacts>,
    /// Zebins found in the process's own memory by `aotspy attach` (its heap and anonymous
    /// mappings), where kernels known by name alone are looked for after the mapped files;
    /// with what the search left out.
    pub memory_images: Option<aotspy_binfmt::memory::MemoryScan>,
    /// Kernels the stream never described, known from the process's descriptions file (see
    /// [`ProcessCapture::apply_counters_file`]): in `kernels` (their module described) or
    /// `found_kernels` (name only), until the stream describes them after all.
    pub kernels_from_descriptions: BTreeSet<u64>,
    /// Call-site samples of each kernel (by id), in arrival order; at most
    /// [`MAX_CALL_SITE_SAMPLES`] per kernel.
    pub call_sites: BTreeMap<u64, Vec<CallSiteSample>>,
    /// The memory and image operations the process appended (fills, copies), by the id their
    /// counts and call sites come under: the driver's work, not kernels of the program.
    pub driver_operations: BTreeMap<u64, aotspy_proto::DriverOperation>,
    /// Samples in `call_sites`, at most [`MAX_CALL_SITE_SAMPLES_PER_PROCESS`] (one more once
    /// the rest were said to be ignored).
    call_sites_kept: usize,
}

/// Samples kept per kernel and process: the preload takes one at launches 1, 2, 4, … 512
/// (`aotspy_proto::callsite::sampled_launches`), ten; more can only come from a stream that is
/// not the preload's (or one sampling 2^32 launches later).
pub const MAX_CALL_SITE_SAMPLES: usize = 64;
/// Samples kept per process: ten for each of 10,000 kernels.
pub const MAX_CALL_SITE_SAMPLES_PER_PROCESS: usize = 100_000;

/// What [`ProcessCapture::apply`] added that a watcher of the run may want to act on.
#[derive(Debug, Clone, PartialEq)]
pub enum Applied {
    /// Files the process had mapped that it had not named before.
    MappedFiles(Vec<String>),
    /// A module (`native_input`: created from a binary rather than SPIR-V).
    Module { id: u64, native_input: bool },
    /// A kernel of a module already described.
    Kernel { id: u64, module: u64 },
    /// A call-site sample of `kernel`, kept (the last of its samples).
    CallSite { kernel: u64 },
    /// Nothing of the above.
    Other,
}

/// When `aotspy attach` watched a process, and what the process had dispatched by then.
#[derive(Debug, Clone)]
pub struct AttachWindow {
    pub attached_at_unix_ms: u64,
    pub detached_at_unix_ms: u64,
    /// The totals of the stream's first `Dispatches` frame, which the process sends as it is
    /// attached to; empty when none arrived (then no count arrived at all).
    pub totals_at_attach: BTreeMap<u64, u64>,
    pub ended_by: AttachEnd,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttachEnd {
    /// `--duration` elapsed; the process keeps running.
    DurationElapsed,
    /// Ctrl-C (or SIGTERM); the process keeps running.
    Interrupted,
    /// The process said Goodbye: its counts are final.
    ProcessExited,
    /// The stream closed without a Goodbye: a crash, `_exit`, or a broken connection.
    StreamClosed,
}

impl AttachEnd {
    /// aotspy detached on its own: the process was left running.
    pub fn left_running(self) -> bool {
        matches!(self, AttachEnd::DurationElapsed | AttachEnd::Interrupted)
    }
}

impl ProcessCapture {
    pub fn new(hello: Hello) -> Self {
        ProcessCapture {
            hello,
            devices: BTreeMap::new(),
            modules: BTreeMap::new(),
            kernels: BTreeMap::new(),
            dispatches: BTreeMap::new(),
            unattributed: Unattributed::default(),
            diagnostics: Vec::new(),
            mapped_files: Default::default(),
            working_directory: None,
            open_files: BTreeSet::new(),
            clean_exit: false,
            counters_file: None,
            counts_from_file: false,
            counters_read: None,
            ended: None,
            stream_error: None,
            skipped_frames: SkippedFrames::default(),
            warnings: Vec::new(),
            binaries: HashMap::new(),
            attach: None,
            injected: None,
            found_kernels: BTreeMap::new(),
            found_facts: BTreeMap::new(),
            memory_images: None,
            kernels_from_descriptions: BTreeSet::new(),
            call_sites: BTreeMap::new(),
            call_sites_kept: 0,
            driver_operations: BTreeMap::new(),
        }
    }

    /// Folds in another stream of the same process: the preload continues in a spool what a
    /// collector that went away did not receive, and the same stream may be given twice.
    /// Ids are the process's own, so the parts' definitions simply join; totals only grow.
    /// One function, over 80 lines, on purpose: a fold of every field of one struct by value,
    /// each rule a line or two beside the field it is for. `other` is taken apart whole, so a
    /// field added to the struct does not compile until its rule is written here.
    pub fn merge(&mut self, mut other: ProcessCapture) {
        // A kernel one part's stream described replaces the other part's from a descriptions file.
        let described = |c: &ProcessCapture| -> BTreeSet<u64> {
            c.kernels
                .keys()
                .chain(c.found_kernels.keys())
                .filter(|id| !c.kernels_from_descriptions.contains(id))
                .copied()
                .collect()
        };
        for id in described(&other) {
            self.forget_description(id);
        }
        for id in described(self) {
            other.forget_description(id);
        }
        let ProcessCapture {
            // The same process: one Hello.
            hello: _,
            devices,
            modules,
            kernels,
            dispatches,
            unattributed,
            diagnostics,
            mapped_files,
            working_directory,
            mut open_files,
            clean_exit,
            counters_file,
            counts_from_file,
            counters_read,
            ended,
            stream_error,
            skipped_frames,
            warnings,
            binaries,
            attach,
            injected,
            found_kernels,
            found_facts,
            memory_images,
            mut kernels_from_descriptions,
            call_sites,
            driver_operations,
            // Recounted as `call_sites` are added.
            call_sites_kept: _,
        } = other;
        self.kernels_from_descriptions
            .append(&mut kernels_from_descriptions);
        self.devices.extend(devices);
        self.binaries.extend(binaries);
        self.modules.extend(modules);
        // A repeat in one part may have its bytes in the other.
        for module in self.modules.values_mut() {
            resolve_binary(&self.binaries, module);
        }
        self.skipped_frames.count += skipped_frames.count;
        if self.skipped_frames.first_error.is_none() {
            self.skipped_frames.first_error = skipped_frames.first_error;
        }
        self.kernels.extend(kernels);
        for (kernel, total) in dispatches {
            let count = self.dispatches.entry(kernel).or_default();
            *count = (*count).max(total);
        }
        self.merge_unattributed(unattributed);
        for diagnostic in diagnostics {
            if !self.diagnostics.contains(&diagnostic) {
                self.diagnostics.push(diagnostic);
            }
        }
        for warning in warnings {
            if !self.warnings.contains(&warning) {
                self.warnings.push(warning);
            }
        }
        self.mapped_files.extend(mapped_files);
        self.working_directory = self.working_directory.take().or(working_directory);
        self.open_files.append(&mut open_files);
        self.clean_exit |= clean_exit;
        self.counts_from_file |= counts_from_file;
        self.counters_read = self.counters_read.take().or(counters_read);
        self.counters_file = self.counters_file.take().or(counters_file);
        self.ended = self.ended.take().or(ended);
        if self.clean_exit {
            self.stream_error = None;
        } else if self.stream_error.is_none() {
            self.stream_error = stream_error;
        }
        self.attach = self.attach.take().or(attach);
        self.injected = self.injected.take().or(injected);
        self.found_kernels.extend(found_kernels);
        self.found_facts.extend(found_facts);
        self.driver_operations.extend(driver_operations);
        self.memory_images = self.memory_images.take().or(memory_images);
        for sample in call_sites.into_values().flatten() {
            self.add_call_site(sample);
        }
        // Both parts knew a kernel only from their descriptions files: the part that had its
        // module described it under the module, the other by its name alone. One kernel, kept
        // under its module (a stream's descriptions were forgotten above, so none is left here).
        let kernels = &self.kernels;
        self.found_kernels.retain(|id, _| !kernels.contains_key(id));
    }

    /// Notes the live process's working directory and open files (see
    /// [`ProcessCapture::open_files`]): called as a module from native input arrives, while
    /// the process that just created it still runs.
    pub fn note_files_of_process(&mut self) {
        let (cwd, open) = crate::sys::procfs::working_directory_and_open_files(self.hello.pid);
        if self.working_directory.is_none() {
            self.working_directory = cwd;
        }
        self.open_files.extend(open);
    }

    /// Processes are named by pid and preload start time: pids get reused, this pair does not.
    pub fn key(&self) -> (u32, u64) {
        (self.hello.pid, self.hello.start_unix_ms)
    }

    /// `<pid>-<start_ms>.aotspy`, the name spool files and persisted streams share.
    pub fn stream_file_name(hello: &Hello) -> String {
        format!(
            "{}-{}.{}",
            hello.pid,
            hello.start_unix_ms,
            aotspy_proto::SPOOL_SUFFIX
        )
    }

    /// Folds one event in; says what it added that a watcher of the run may want
    /// ([`Applied`]).
    pub fn apply(&mut self, event: Event) -> Applied {
        match event {
            Event::Hello(_) => self
                .diagnostics
                .push("aotspy: a second Hello in the stream was ignored".into()),
            Event::Device(device) => {
                self.devices.insert(device.id, device);
            }
            Event::Module(mut module) => {
                if module.native_binary.is_empty() {
                    // Modules are named by this hash: only a real one may name one.
                    if module
                        .native_sha256
                        .as_ref()
                        .is_some_and(|s| !is_sha256_hex(s))
                    {
                        self.diagnostics.push(format!(
                            "aotspy: module {} came with a native_sha256 that is no SHA-256; ignored",
                            module.id
                        ));
                        module.native_sha256 = None;
                    }
                    resolve_binary(&self.binaries, &mut module);
                } else {
                    // The collector's own hash of the bytes it holds: what modules are keyed by.
                    let sha256 = sha256_hex(&module.native_binary);
                    self.binaries
                        .entry(sha256.clone())
                        .or_insert_with(|| module.native_binary.clone());
                    module.native_sha256 = Some(sha256);
                }
                let (id, native_input) = (module.id, module.input_format == InputFormat::Native);
                self.modules.insert(id, module);
                return Applied::Module { id, native_input };
            }
            Event::Kernel(kernel) => {
                self.forget_description(kernel.id);
                let (id, module) = (kernel.id, kernel.module);
                self.kernels.insert(id, kernel);
                if self.modules.contains_key(&module) {
                    return Applied::Kernel { id, module };
                }
            }
            Event::Dispatches(totals) => {
                for total in totals {
                    // Totals only grow; max() also merges a counts file read after its stream.
                    let count = self.dispatches.entry(total.kernel).or_default();
                    *count = (*count).max(total.dispatches);
                }
            }
            Event::Unattributed(unattributed) => self.merge_unattributed(unattributed),
            Event::Diagnostic(text) => self.diagnostics.push(text),
            Event::Goodbye => self.clean_exit = true,
            Event::Summary(_) => self
                .diagnostics
                .push("aotspy: a Summary in the stream was ignored".into()),
            Event::MappedFiles(files) => {
                let new: Vec<String> = files
                    .into_iter()
                    .filter(|file| !self.mapped_files.contains(file))
                    .collect();
                self.mapped_files.extend(new.iter().cloned());
                return Applied::MappedFiles(new);
            }
            Event::Counters(path) => self.counters_file = Some(PathBuf::from(path)),
            Event::Injected(injected) => self.injected = Some(injected),
            Event::FoundKernel(found) => {
                self.forget_description(found.id);
                self.found_kernels.insert(found.id, found);
            }
            Event::CallSite(sample) => {
                let kernel = sample.kernel;
                if self.add_call_site(sample) {
                    return Applied::CallSite { kernel };
                }
            }
            Event::FoundKernelFacts(facts) => {
                self.found_facts.insert(facts.kernel, facts);
            }
            Event::DriverOperation(record) => {
                self.driver_operations.insert(record.id, record.operation);
            }
        }
        Applied::Other
    }

    /// Keeps a call-site sample within the preload's own limits: its frames cut to the
    /// protocol's maxima, [`MAX_CALL_SITE_SAMPLES`] per kernel and
    /// [`MAX_CALL_SITE_SAMPLES_PER_PROCESS`] in all, so that a stream that is not the preload's
    /// cannot make the collector hold more (or open more objects) than a real one would.
    /// Whether it was kept.
    fn add_call_site(&mut self, mut sample: CallSiteSample) -> bool {
        use aotspy_proto::callsite::{MAX_NATIVE_FRAMES, MAX_PYTHON_FRAMES};
        if self.call_sites_kept >= MAX_CALL_SITE_SAMPLES_PER_PROCESS {
            if self.call_sites_kept == MAX_CALL_SITE_SAMPLES_PER_PROCESS {
                self.diagnostics.push(format!(
                    "aotspy: more than {MAX_CALL_SITE_SAMPLES_PER_PROCESS} call-site samples in one \
                     process: the rest were ignored"
                ));
                // Said once.
                self.call_sites_kept += 1;
            }
            return false;
        }
        sample.native.truncate(MAX_NATIVE_FRAMES);
        sample.python_frames.truncate(MAX_PYTHON_FRAMES);
        sample.objects.truncate(MAX_NATIVE_FRAMES);
        let samples = self.call_sites.entry(sample.kernel).or_default();
        if samples.len() >= MAX_CALL_SITE_SAMPLES {
            return false;
        }
        samples.push(sample);
        self.call_sites_kept += 1;
        true
    }

    /// Folds in the counts of a durable counters file. Read while the process runs, they are
    /// its counts so far; once it is gone, its final counts. The stream names the file, so
    /// only one named as the preload names them, regular and of `owner` (the process's uid)
    /// is read: never a FIFO or device to block on, or another user's file; its descriptions
    /// file likewise.
    pub fn apply_counters_file(&mut self, path: &Path, owner: u32) -> Result<()> {
        let file = open_counters_file(path, owner)?;
        let bytes = read_words(&file).with_context(|| format!("cannot read {}", path.display()))?;
        let counts = aotspy_proto::counters::parse(&bytes)
            .map_err(|e| anyhow!("{}: {e}", path.display()))?;
        self.apply(Event::Dispatches(counts.totals));
        self.merge_unattributed(counts.unattributed);
        self.counts_from_file = true;
        let descriptions_path = descriptions_file(path);
        let descriptions = match files::read_regular(&descriptions_path, Some(owner)) {
            Ok(described) => {
                if let Err(e) = self.apply_descriptions(&descriptions_path, &described) {
                    self.diagnostics.push(format!("aotspy: {e:#}"));
                }
                Some(described)
            }
            // A preload that wrote none, or could not, is no error.
            Err(files::Refused::Open(e)) if e.kind() == io::ErrorKind::NotFound => None,
            Err(e) => {
                self.diagnostics.push(format!(
                    "aotspy: cannot read {}: {e}",
                    descriptions_path.display()
                ));
                None
            }
        };
        self.counters_read = Some(CountersRead {
            counts: bytes,
            descriptions,
        });
        Ok(())
    }

    /// Describes, from the bytes of the descriptions file the preload keeps beside its counters
    /// file (`path`, for messages), each kernel with counts that the stream never described
    /// (the process died before its stream sent the kernel's `Kernel` event): under its module
    /// when the stream described that module, else by its name alone, as a kernel created
    /// before an injection whose driver gave only its name.
    fn apply_descriptions(&mut self, path: &Path, bytes: &[u8]) -> Result<()> {
        let descriptions = aotspy_proto::descriptions::parse(bytes)
            .map_err(|e| anyhow!("{}: {e}", path.display()))?;
        for description in descriptions.kernels {
            let id = description.id;
            if let Some(operation) = description.operation {
                self.driver_operations.entry(id).or_insert(operation);
                continue;
            }
            if !self.dispatches.contains_key(&id)
                || self.kernels.contains_key(&id)
                || self.found_kernels.contains_key(&id)
            {
                continue;
            }
            let module = description.module.filter(|m| self.modules.contains_key(m));
            match module {
                Some(module) if !description.found => {
                    self.kernels.insert(
                        id,
                        Kernel {
                            id,
                            module,
                            name: description.name,
                        },
                    );
                }
                _ => {
                    let isa_from = if module.is_some() {
                        aotspy_proto::FoundIsa::ModuleBinary
                    } else {
                        aotspy_proto::FoundIsa::NameOnly
                    };
                    self.found_kernels.insert(
                        id,
                        aotspy_proto::FoundKernel {
                            id,
                            name: description.name,
                            device: description.device,
                            isa_from,
                            module,
                            isa: Binary::default(),
                        },
                    );
                }
            }
            self.kernels_from_descriptions.insert(id);
        }
        if descriptions.skipped > 0 {
            self.diagnostics.push(format!(
                "aotspy: {}: {} kernel descriptions did not decode; passed over",
                path.display(),
                descriptions.skipped
            ));
        }
        Ok(())
    }

    /// A kernel known from the descriptions file is described by the stream after all: the
    /// stream's description is the one kept.
    fn forget_description(&mut self, id: u64) {
        if self.kernels_from_descriptions.remove(&id) {
            self.kernels.remove(&id);
            self.found_kernels.remove(&id);
        }
    }

    /// Cumulative like the totals: each count only grows.
    fn merge_unattributed(&mut self, other: Unattributed) {
        let mine = &mut self.unattributed;
        mine.unknown_kernel_launches = mine
            .unknown_kernel_launches
            .max(other.unknown_kernel_launches);
        mine.unknown_list_runs = mine.unknown_list_runs.max(other.unknown_list_runs);
        mine.unhooked_entries = mine.unhooked_entries.max(other.unhooked_entries);
    }
}

/// 64 lowercase hex digits, as `sha256_hex` writes them.
fn is_sha256_hex(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// A repeat (a module whose bytes an earlier frame carried) gets those bytes, shared.
fn resolve_binary(binaries: &HashMap<String, Binary>, module: &mut Module) {
    if !module.native_binary.is_empty() {
        return;
    }
    if let Some(binary) = module.native_sha256.as_ref().and_then(|s| binaries.get(s)) {
        module.native_binary = binary.clone();
    }
}

/// A counters file and its descriptions file as [`ProcessCapture::apply_counters_file`] read
/// them.
#[derive(Debug, Clone)]
struct CountersRead {
    counts: Vec<u8>,
    descriptions: Option<Vec<u8>>,
}

impl ProcessCapture {
    /// Writes the counters file and descriptions file this capture's counts were read from to
    /// `to` and the descriptions path beside it, from the bytes read (no file is opened
    /// again): the streams' mode, never written through a link at `to`. `None` when no
    /// counters file was read, else whether a descriptions file was there to keep too.
    pub fn keep_counters_files(&self, to: &Path) -> Result<Option<bool>> {
        let Some(read) = &self.counters_read else {
            return Ok(None);
        };
        let descriptions = descriptions_file(to);
        let copies = std::iter::once((to, Some(&read.counts)))
            .chain([(descriptions.as_path(), read.descriptions.as_ref())]);
        for (to, bytes) in copies {
            let Some(bytes) = bytes else { continue };
            files::write_replacing_path(to, bytes)
                .with_context(|| format!("cannot keep {}", to.display()))?;
        }
        Ok(Some(read.descriptions.is_some()))
    }
}

/// Module ids in the report (`modules/<id>.bin`) are this many hex digits of the native
/// binary's SHA-256.
const MODULE_ID_HEX: usize = 16;

/// The report's name of the module keyed `key` (see [`module_key`]): the key's first digits.
pub fn module_id(key: &str) -> &str {
    &key[..MODULE_ID_HEX.min(key.len())]
}

/// The path, relative to the report directory, of the binary of the module keyed `key`:
/// `modules/<id>.bin`.
pub fn module_binary_path(key: &str) -> String {
    format!("modules/{}.bin", module_id(key))
}

/// What identifies a module across processes: the code the GPU runs (its SHA-256, which the
/// capture holds for every module whose binary was captured or sent earlier in the stream). A
/// module without a native binary is keyed by its input instead, so it merges with nothing else.
pub fn module_key(module: &aotspy_proto::Module) -> String {
    match &module.native_sha256 {
        Some(sha256) => sha256.clone(),
        None => aotspy_binfmt::sha256_hex(
            format!("no native binary; input {}", module.input_sha256).as_bytes(),
        ),
    }
}

/// `pid N (program)`, for messages.
pub fn label(hello: &Hello) -> String {
    let program = hello.argv.first().unwrap_or(&hello.exe);
    // Printed on terminals: the program names itself.
    format!("pid {} ({})", hello.pid, printable(program))
}

/// `<pid>-<start>.counts` beside a stream: the process's durable counters file.
pub fn counts_file(stream: &Path) -> std::path::PathBuf {
    stream.with_extension(aotspy_proto::COUNTS_SUFFIX)
}

/// `<pid>-<start>.kernels` beside a counters file: what its kernel slots count.
pub fn descriptions_file(counts: &Path) -> std::path::PathBuf {
    counts.with_extension(aotspy_proto::DESCRIPTIONS_SUFFIX)
}

#[cfg(test)]
pub mod test_streams {
    //! Hand-built streams, as the preload would send them.

    use aotspy_proto::*;

    pub fn hello(pid: u32, start_unix_ms: u64) -> Event {
        Event::Hello(Hello {
            pid,
            ppid: 1,
            argv: vec![format!("app{pid}"), "--flag".into()],
            exe: format!("/usr/bin/app{pid}"),
            start_unix_ms,
            hostname: "host".into(),
            rank: None,
            cache_env: Vec::new(),
        })
    }

    pub fn device(id: u32) -> Event {
        Event::Device(Device {
            id,
            name: "Intel(R) Data Center GPU Max 1550".into(),
            vendor_id: 0x8086,
            device_id: 0x0bd5,
            ip_version: Some(0x030f0007),
        })
    }

    pub fn module(id: u64, native_binary: &[u8]) -> Event {
        Event::Module(Module {
            id,
            device: Some(0),
            input_format: InputFormat::Spirv,
            input_kind: BinaryKind::Spirv,
            input_sha256: "11".repeat(32),
            input_sha256s: Vec::new(),
            input_bytes: 100,
            input_count: 1,
            origin: Origin::Jit,
            ar_member: None,
            build_flags: String::new(),
            native_sha256: None,
            native_binary: Binary::from(native_binary),
            callers: Vec::new(),
        })
    }

    /// A module whose binary an earlier frame of the process carried, as the preload sends it.
    pub fn repeated_module(id: u64, native_binary: &[u8]) -> Event {
        let Event::Module(module) = module(id, b"") else {
            unreachable!()
        };
        Event::Module(Module {
            native_sha256: Some(aotspy_binfmt::sha256_hex(native_binary)),
            ..module
        })
    }

    pub fn kernel(id: u64, module: u64, name: &str) -> Event {
        Event::Kernel(Kernel {
            id,
            module,
            name: name.into(),
        })
    }

    pub fn injected(at_unix_ms: u64) -> Event {
        Event::Injected(Injected {
            at_unix_ms,
            library: "/opt/aotspy/lib/libaotspy.so".into(),
        })
    }

    /// A kernel created before the injection, as the injected library reports it.
    pub fn found(
        id: u64,
        name: &str,
        isa_from: FoundIsa,
        module: Option<u64>,
        isa: &[u8],
    ) -> Event {
        Event::FoundKernel(FoundKernel {
            id,
            name: name.into(),
            device: Some(0),
            isa_from,
            module,
            isa: Binary::from(isa),
        })
    }

    pub fn dispatches(totals: &[(u64, u64)]) -> Event {
        Event::Dispatches(
            totals
                .iter()
                .map(|&(kernel, dispatches)| DispatchTotal { kernel, dispatches })
                .collect(),
        )
    }

    pub fn encode(events: &[Event]) -> Vec<u8> {
        let mut bytes = Vec::new();
        write_preamble(&mut bytes).unwrap();
        for event in events {
            write_frame(&mut bytes, event).unwrap();
        }
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::test_streams::*;
    use super::*;
    use crate::ingest::stream::*;
    use aotspy_proto::Event;
    use std::ops::ControlFlow;
    use std::os::unix::fs::MetadataExt;

    fn capture_of(bytes: &[u8]) -> Result<ProcessCapture> {
        let tmp = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(tmp.path(), bytes).unwrap();
        read_stream_file(tmp.path())
    }

    #[test]
    fn dispatch_totals_are_cumulative() {
        let capture = capture_of(&encode(&[
            hello(10, 1000),
            module(1, b"bin"),
            kernel(5, 1, "k"),
            dispatches(&[(5, 3)]),
            dispatches(&[(5, 7)]),
            Event::Goodbye,
        ]))
        .unwrap();
        assert_eq!(capture.dispatches[&5], 7, "latest total wins, no summing");
        assert!(capture.clean_exit);
        assert_eq!(capture.stream_error, None);
    }

    /// A stream that is not the preload's cannot make the collector keep more samples or
    /// frames than the preload sends.
    #[test]
    fn call_site_samples_are_bounded() {
        use aotspy_proto::callsite::{CallSiteSample, NativeFrame, PythonState, MAX_NATIVE_FRAMES};
        let mut capture = capture_of(&encode(&[hello(10, 1000)])).unwrap();
        let sample = |kernel: u64, frames: usize| CallSiteSample {
            kernel,
            ordinal: 1,
            thread: 1,
            objects: vec!["/bin/true".into(); frames],
            native: vec![
                NativeFrame {
                    object: 0,
                    address: 1
                };
                frames
            ],
            python_frames: Vec::new(),
            python: PythonState::Absent,
        };
        for _ in 0..100 {
            capture.apply(Event::CallSite(sample(1, 500)));
        }
        assert_eq!(capture.call_sites[&1].len(), MAX_CALL_SITE_SAMPLES);
        assert_eq!(capture.call_sites[&1][0].native.len(), MAX_NATIVE_FRAMES);
        assert_eq!(capture.call_sites[&1][0].objects.len(), MAX_NATIVE_FRAMES);
        for kernel in 0..MAX_CALL_SITE_SAMPLES_PER_PROCESS as u64 {
            capture.apply(Event::CallSite(sample(kernel + 2, 1)));
        }
        let kept: usize = capture.call_sites.values().map(Vec::len).sum();
        assert_eq!(kept, MAX_CALL_SITE_SAMPLES_PER_PROCESS);
        let said = capture
            .diagnostics
            .iter()
            .filter(|d| d.contains("call-site samples in one process"))
            .count();
        assert_eq!(said, 1, "{:?}", capture.diagnostics);
    }

    #[test]
    fn truncated_stream_keeps_what_came_before() {
        let mut bytes = encode(&[hello(10, 1000), kernel(5, 1, "k"), dispatches(&[(5, 2)])]);
        bytes.truncate(bytes.len() - 3);
        let capture = capture_of(&bytes).unwrap();
        assert_eq!(capture.kernels.len(), 1);
        assert!(capture.dispatches.is_empty());
        assert!(!capture.clean_exit);
        assert!(capture.stream_error.unwrap().contains("truncated"));
    }

    #[test]
    fn streams_without_hello_are_refused() {
        let err = capture_of(&encode(&[kernel(5, 1, "k")])).unwrap_err();
        assert!(format!("{err:#}").contains("expected Hello"), "{err:#}");
        let err = capture_of(b"not a stream at all").unwrap_err();
        assert!(format!("{err:#}").contains("bad magic"), "{err:#}");
    }

    /// The preload sends a binary once per stream: a repeat gets the first one's bytes, shared.
    #[test]
    fn a_repeated_module_shares_the_binary_sent_before() {
        let capture = capture_of(&encode(&[
            hello(10, 1000),
            module(1, b"code"),
            repeated_module(2, b"code"),
            repeated_module(3, b"never sent"),
        ]))
        .unwrap();
        let [first, repeat, orphan] = [1, 2, 3].map(|id| &capture.modules[&id]);
        assert_eq!(&*repeat.native_binary, b"code");
        assert!(std::ptr::eq(
            first.native_binary.as_ptr(),
            repeat.native_binary.as_ptr()
        ));
        let code_sha = Some(sha256_hex(b"code"));
        assert_eq!(
            (&first.native_sha256, &repeat.native_sha256),
            (&code_sha, &code_sha)
        );
        assert!(orphan.native_binary.is_empty());
        assert_eq!(orphan.native_sha256, Some(sha256_hex(b"never sent")));
    }

    /// Report module ids are cut from the hash: a stream cannot name a module with anything else.
    #[test]
    fn a_hash_that_is_no_sha256_is_ignored() {
        let Event::Module(repeat) = repeated_module(2, b"code") else {
            unreachable!()
        };
        let short = Event::Module(aotspy_proto::Module {
            native_sha256: Some("abc".into()),
            ..repeat
        });
        let capture = capture_of(&encode(&[hello(10, 1000), short])).unwrap();
        assert_eq!(capture.modules[&2].native_sha256, None);
        assert_eq!(
            capture.diagnostics,
            ["aotspy: module 2 came with a native_sha256 that is no SHA-256; ignored"]
        );
    }

    /// The part of a stream that went to a spool after its collector failed may repeat a
    /// binary the collector's part carried.
    #[test]
    fn merged_parts_resolve_each_others_repeats() {
        let mut spool_part =
            capture_of(&encode(&[hello(10, 1000), repeated_module(2, b"code")])).unwrap();
        let collector_part = capture_of(&encode(&[hello(10, 1000), module(1, b"code")])).unwrap();
        spool_part.merge(collector_part);
        assert_eq!(&*spool_part.modules[&2].native_binary, b"code");
    }

    /// Golden bytes: a frame whose body is no event, between two that decode, is skipped and
    /// counted; the stream goes on.
    #[test]
    fn an_undecodable_frame_is_skipped() {
        let mut bytes = encode(&[hello(10, 1000), kernel(5, 1, "k")]);
        bytes.extend_from_slice(b"\x03\0\0\0\xff\xff\xff");
        bytes.extend_from_slice(&encode(&[Event::Goodbye])[aotspy_proto::PREAMBLE_BYTES..]);
        let capture = capture_of(&bytes).unwrap();
        assert_eq!(capture.kernels.len(), 1);
        assert!(capture.clean_exit);
        assert_eq!(capture.stream_error, None);
        assert_eq!(capture.skipped_frames.count, 1);
    }

    /// Finding 5 for `aotspy report`: a FIFO planted as a spool's counters (or descriptions)
    /// file is refused with a warning, never waited on, and nothing is kept of it (the copy
    /// writes what was read, and opens nothing again).
    #[test]
    fn a_fifo_beside_a_spool_file_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let stream = dir.path().join("5-50.aotspy");
        std::fs::write(&stream, encode(&[hello(5, 50), kernel(1, 1, "k")])).unwrap();
        for fifo in [
            counts_file(&stream),
            descriptions_file(&counts_file(&stream)),
        ] {
            let c_path = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
            // SAFETY: mkfifo with a NUL-terminated path.
            assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        }
        let capture = read_stream_file(&stream).unwrap();
        assert!(!capture.counts_from_file);
        assert!(
            capture
                .diagnostics
                .iter()
                .any(|d| d.contains("is not a regular file")),
            "{:?}",
            capture.diagnostics
        );
        let kept = dir.path().join("6-60.counts");
        assert_eq!(capture.keep_counters_files(&kept).unwrap(), None);
        assert!(!kept.exists());
    }

    /// Two peers claiming one pid and start time: both streams are saved, neither replaces
    /// the other; a link planted at the name is never written through.
    #[test]
    fn saved_streams_with_one_name_are_kept_apart() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "precious").unwrap();
        std::os::unix::fs::symlink(&victim, dir.path().join("3-30.aotspy")).unwrap();
        let first = encode(&[hello(4, 40), kernel(1, 1, "first")]);
        let second = encode(&[hello(4, 40), kernel(1, 1, "second")]);
        let third = encode(&[hello(3, 30), kernel(1, 1, "third")]);
        for bytes in [&first, &second, &third] {
            let stream = LiveStream::start(&bytes[..]).unwrap().unwrap();
            let (result, _) = stream.read_saving(dir.path(), |_| ControlFlow::Continue(()));
            result.unwrap();
        }
        assert_eq!(
            std::fs::read(dir.path().join("4-40.aotspy")).unwrap(),
            first
        );
        assert_eq!(
            std::fs::read(dir.path().join("4-40.2.aotspy")).unwrap(),
            second
        );
        assert_eq!(
            std::fs::read(dir.path().join("3-30.2.aotspy")).unwrap(),
            third
        );
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        let mode = std::fs::metadata(dir.path().join("4-40.2.aotspy"))
            .unwrap()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    #[test]
    fn tee_copies_exactly_what_was_read() {
        let bytes = encode(&[hello(1, 2), Event::Goodbye]);
        let mut tee = TeeReader::new(&bytes[..], Vec::new());
        let (mut reader, _) = read_header(&mut tee).unwrap();
        read_events(&mut reader, |_| {}).unwrap();
        drop(reader);
        let (_, copy, error) = tee.into_parts();
        assert_eq!(copy.unwrap(), bytes);
        assert!(error.is_none());
    }

    /// `<dir>/1-2.kernels`, a descriptions file of one kernel `id` of `module`.
    fn write_descriptions(dir: &Path, id: u64, module: u64, name: &str) -> PathBuf {
        let path = dir.join("1-2.kernels");
        let mut bytes = aotspy_proto::descriptions::header().to_vec();
        bytes.extend(aotspy_proto::descriptions::encode(
            &aotspy_proto::descriptions::KernelDescription {
                id,
                module: Some(module),
                device: None,
                found: false,
                name: name.into(),
                operation: None,
            },
        ));
        std::fs::write(&path, bytes).unwrap();
        path
    }

    /// A part of process 1's stream (`events`), then the descriptions file at `path`.
    fn part_with_descriptions(events: Vec<Event>, path: &Path) -> ProcessCapture {
        let Event::Hello(h) = hello(1, 2) else {
            unreachable!()
        };
        let mut capture = ProcessCapture::new(h);
        for event in events {
            capture.apply(event);
        }
        let bytes = std::fs::read(path).unwrap();
        capture.apply_descriptions(path, &bytes).unwrap();
        capture
    }

    /// A kernel known from the descriptions file that the stream (or another part of it)
    /// describes after all is the stream's: never counted twice.
    #[test]
    fn the_streams_description_replaces_the_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = write_descriptions(dir.path(), 6, 9, "add");
        let described = |events: Vec<Event>| part_with_descriptions(events, &path);
        let mut capture = described(vec![module(1, b"bin"), dispatches(&[(6, 3)])]);
        assert_eq!(capture.found_kernels[&6].name, "add");
        assert!(capture.kernels_from_descriptions.contains(&6));
        capture.apply(kernel(6, 1, "add"));
        assert!(capture.found_kernels.is_empty() && capture.kernels_from_descriptions.is_empty());
        assert_eq!(capture.kernels[&6].module, 1);

        // Merged with a part whose stream described it.
        let mut from_file = described(vec![dispatches(&[(6, 3)])]);
        let Event::Hello(h) = hello(1, 2) else {
            unreachable!()
        };
        let mut streamed = ProcessCapture::new(h);
        streamed.apply(module(1, b"bin"));
        streamed.apply(kernel(6, 1, "add"));
        from_file.merge(streamed);
        assert!(from_file.found_kernels.is_empty());
        assert!(from_file.kernels_from_descriptions.is_empty());
        assert_eq!(from_file.kernels[&6].name, "add");
        // A file with nothing the stream lacks changes nothing.
        let before = from_file.kernels.clone();
        let bytes = std::fs::read(&path).unwrap();
        from_file.apply_descriptions(&path, &bytes).unwrap();
        assert_eq!(from_file.kernels, before);
        assert!(from_file.found_kernels.is_empty());
    }

    /// Round 10's module went into the dead collector's socket: neither part describes it, the
    /// descriptions file names its kernel. The process's only captured binary with a kernel of
    /// that name takes its count; with two binaries holding the name, it stays name-only.
    #[test]
    fn a_kernel_whose_module_was_lost_is_counted_under_the_only_binary_with_its_name() {
        let zebin = include_bytes!("../../../binfmt/tests/data/families/dg2-g10.zebin");
        let name = aotspy_binfmt::zebin::text_sections(zebin).unwrap()[0]
            .name
            .strip_prefix(".text.")
            .unwrap()
            .to_owned();
        let dir = tempfile::tempdir().unwrap();
        let path = write_descriptions(dir.path(), 8, 4, &name);
        let run = |mut events: Vec<Event>| {
            events.push(kernel(7, 1, &name));
            events.push(dispatches(&[(7, 18), (8, 2)]));
            let capture = part_with_descriptions(events, &path);
            assert!(capture.found_kernels.contains_key(&8));
            let settled = crate::ingest::settle::settle(vec![capture], &mut Vec::new());
            settled.into_processes().remove(0)
        };
        let one = run(vec![module(1, zebin)]);
        assert_eq!(one.kernels[&8].module, 1);
        assert!(one.found_kernels.is_empty());
        assert!(one
            .diagnostics
            .iter()
            .any(|d| d.ends_with(&format!(": {name}"))));
        let mut other = zebin.to_vec();
        other.extend_from_slice(b"another build");
        let two = run(vec![module(1, zebin), module(2, &other)]);
        assert!(
            two.found_kernels.contains_key(&8),
            "two binaries have the name"
        );
    }

    /// The collector died before its part of the stream described the module: that part knows
    /// the kernel by name alone from the descriptions file, the spool part (which has the
    /// module) under its module. Merged, it is one kernel under its module, in either order.
    #[test]
    fn a_kernel_both_parts_know_from_the_file_is_kept_once_under_its_module() {
        let dir = tempfile::tempdir().unwrap();
        let path = write_descriptions(dir.path(), 6, 1, "scale");
        let part = |events: Vec<Event>| part_with_descriptions(events, &path);
        let received = || part(vec![dispatches(&[(6, 4)])]);
        let spooled = || part(vec![module(1, b"bin"), dispatches(&[(6, 20)])]);
        assert!(received().found_kernels.contains_key(&6));
        assert!(spooled().kernels.contains_key(&6));
        for (mut a, b) in [(received(), spooled()), (spooled(), received())] {
            a.merge(b);
            assert_eq!(a.kernels[&6].module, 1);
            assert!(a.found_kernels.is_empty(), "{:?}", a.found_kernels);
            assert_eq!(a.dispatches[&6], 20);
        }
    }
}
