//! The work `aotspy collect` does while the workload runs, so that the report after the run
//! finds it done: each module disassembled into the ASM cache and its kernels analyzed, the
//! module's binary written into the report directory, the
//! mapped files indexed into the scan cache (from the program's start: see
//! [`Background::watch_maps`]), and the call-site samples' symbols read into the symbols cache.
//! Owned by `cmd::collect`, fed by the ingest server through [`Observer`].

use super::asm_cache::Reported;
use super::callsites::SymbolPrefetcher;
use super::disasm::{self, Disassemblers, Source};
use super::listing_files::listing_path;
use super::provenance::Prefetcher;
use crate::ingest::capture::{module_binary_path, ProcessCapture};
use crate::ingest::server::Observer;
use crate::sys::priority::IdleWorker;
use crate::sys::procfs;
use crate::sys::sync::lock;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_proto::{Binary, Device, Module};
use crossbeam_channel::{Receiver, Sender, TryRecvError, TrySendError};
use std::collections::{HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

/// Modules waiting for the background disassembler. A module that finds the queue full is left
/// to the report after the run, which disassembles whatever the cache lacks.
const ASM_QUEUE: usize = 1024;

/// What the background worker did while the workload ran, for the report after it.
#[derive(Default)]
pub struct MadeDuringRun {
    /// The modules it disassembled into the ASM cache: (module SHA-256, ocloc device) → how.
    pub made: HashMap<(String, String), Source>,
    /// The kernels it analyzed, each as the report analyzes it (the same bytes, listing path
    /// and line rows), its listing file written into the report directory at
    /// [`listing_path`]: by (module SHA-256, ocloc device). The report takes a module's from
    /// here when it holds every kernel the report lists, instead of reading the module's cache
    /// entry and source lines again after the run (the `listings` phase of a warm JAX collect:
    /// 17-20 ms, about half of all the report did after the workload).
    pub analyzed: HashMap<(String, String), AnalyzedModule>,
}

/// A module's kernels the worker analyzed.
pub struct AnalyzedModule {
    /// Why its kernels have no source lines ([`analytics::source_lines_note`]).
    ///
    /// [`analytics::source_lines_note`]: super::analytics::source_lines_note
    pub source_lines_note: Option<aotspy_report::Note>,
    /// By kernel name.
    pub kernels: HashMap<String, AnalyzedKernel>,
}

/// A kernel the worker analyzed: what the report takes from [`AsmEntry::analyze`] for it.
///
/// [`AsmEntry::analyze`]: super::asm_cache::AsmEntry::analyze
pub struct AnalyzedKernel {
    pub reported: Reported,
    pub asm: String,
}

/// The most ASM and listing bytes the worker holds for the report (see
/// [`MadeDuringRun::analyzed`]): the report holds every listed kernel's ASM anyway, but a
/// program may create kernels it never dispatches. Beyond it the report reads the cache.
const HANDOVER_BYTES: usize = 256 << 20;

/// The during-run workers: the scan prefetcher, and the disassembler and the symbol reader
/// when there is a cache to fill.
pub struct Background {
    prefetcher: Prefetcher,
    /// Whether files are indexed during the run (`AOTSPY_DURING_RUN`).
    scan: bool,
    asm: Option<AsmWorker>,
    symbols: Option<SymbolPrefetcher>,
    /// What stops [`Background::watch_maps`]'s thread (dropped).
    maps_watch: Mutex<Option<Sender<()>>>,
}

/// The most processes the program started whose maps [`Background::watch_maps`] also reads:
/// a job's ranks share their libraries, so a few already name every file.
const MAX_WATCHED_DESCENDANTS: usize = 16;
/// How often [`Background::watch_maps`] reads the program's maps.
const MAPS_POLL: std::time::Duration = std::time::Duration::from_millis(100);

impl Background {
    /// `fallback_device` is the report's ocloc device for modules that do not say theirs
    /// (`--emulate`); `report_dir` is the directory the report will be written into.
    pub fn start(fallback_device: Option<String>, report_dir: &Path) -> Background {
        build_report_pool();
        let during_run = std::env::var(aotspy_proto::ENV_DURING_RUN).ok();
        let runs = |worker: &str| {
            during_run
                .as_deref()
                .is_none_or(|list| list.split(',').any(|w| w.trim() == worker))
        };
        // Without a cache the report says why it has none; nothing to fill in the meantime.
        let asm = disasm::cache_root()
            .ok()
            .filter(|_| runs("asm"))
            .and_then(|cache_root| {
                AsmWorker::start(cache_root, fallback_device, report_dir.to_owned())
            });
        let symbols = crate::sys::cache::cache_dir()
            .ok()
            .filter(|_| runs("symbols"))
            .and_then(SymbolPrefetcher::start);
        Background {
            prefetcher: Prefetcher::default(),
            scan: runs("scan"),
            asm,
            symbols,
            maps_watch: Mutex::new(None),
        }
    }

    /// Reads the maps of `pid`, the program `collect` started, and of the processes it started
    /// (at most [`MAX_WATCHED_DESCENDANTS`]), every [`MAPS_POLL`] until a preload reports maps
    /// (or the program ends, or the run does), and has the files that may hold
    /// device code indexed: the preload starts when the program first uses Level Zero, and a
    /// Python program imports its GPU libraries long before that (a oneMKL GEMM script: about
    /// 450 of its 500 ms), time in which the indexing can run on a core the program leaves
    /// idle. Only the prefetcher is fed: what the report says was mapped is what the preload
    /// reported.
    pub fn watch_maps(this: &Arc<Background>, pid: u32) {
        if !this.scan {
            return;
        }
        let (stop, stopped) = crossbeam_channel::bounded::<()>(0);
        *lock(&this.maps_watch) = Some(stop);
        let background = this.clone();
        let spawned = thread::Builder::new()
            .name("aotspy-maps".into())
            .spawn(move || {
                let _cpu = crate::sys::timings::ThreadCpu::start();
                crate::sys::priority::lowest_cpu_priority();
                let mut seen = std::collections::BTreeSet::new();
                let maps_of = |pid: u32| std::fs::read_to_string(format!("/proc/{pid}/maps"));
                loop {
                    let Ok(maps) = maps_of(pid) else {
                        return;
                    };
                    let mut new = aotspy_binfmt::maps::new_candidates(&maps, &mut seen);
                    // A launcher's processes too (`sh -c`, a wrapper script, `mpirun`): the
                    // program that imports the GPU libraries may be one of them.
                    for descendant in procfs::descendants(pid, MAX_WATCHED_DESCENDANTS) {
                        if let Ok(maps) = maps_of(descendant) {
                            new.extend(aotspy_binfmt::maps::new_candidates(&maps, &mut seen));
                        }
                    }
                    if !new.is_empty() {
                        background.prefetcher.prefetch(&new, std::iter::empty());
                    }
                    match stopped.recv_timeout(MAPS_POLL) {
                        Err(crossbeam_channel::RecvTimeoutError::Timeout) => {}
                        _ => return,
                    }
                }
            });
        // Without the thread the files are indexed as the preload reports them.
        drop(spawned);
    }

    /// Stops the maps watcher: the run ends, or a process's preload reports its maps (the
    /// program's own, or a process it started: then the program is a launcher, `mpirun` or
    /// a shell, whose libraries no module comes from).
    fn stop_watching_maps(&self) {
        *lock(&self.maps_watch) = None;
    }

    /// Stops the disassembler and the symbol reader: the module or object each is working on
    /// is finished (the report would wait for it in any case), what is queued is left to the
    /// report. Returns what the disassembler made. The prefetcher is the report's to wait for.
    pub fn finish(&self) -> MadeDuringRun {
        self.stop_watching_maps();
        if let Some(symbols) = &self.symbols {
            symbols.finish();
        }
        self.asm.as_ref().map(AsmWorker::finish).unwrap_or_default()
    }

    /// What the report's provenance search waits for and reuses.
    pub fn prefetcher(&self) -> &Prefetcher {
        &self.prefetcher
    }
}

impl Observer for Background {
    fn mapped_files(&self, capture: &ProcessCapture, files: &[String]) {
        self.stop_watching_maps();
        if self.scan {
            self.prefetcher.prefetch(files, capture.modules.values());
        }
    }

    fn module(&self, capture: &ProcessCapture, module: &Module) {
        if self.scan {
            self.prefetcher.prefetch_module(module);
        }
        if let Some(worker) = &self.asm {
            worker.offer(capture, module);
        }
    }

    fn call_site(&self, _: &ProcessCapture, sample: &CallSiteSample) {
        if let Some(symbols) = &self.symbols {
            symbols.offer(sample);
        }
    }

    fn kernel(&self, _: &ProcessCapture, module: &Module, name: &str) {
        if let (Some(worker), Some(sha256)) = (&self.asm, &module.native_sha256) {
            let mut created = lock(&worker.created);
            match created.get_mut(sha256) {
                Some(names) => {
                    names.insert(name.to_owned());
                }
                None => {
                    created.insert(sha256.clone(), HashSet::from([name.to_owned()]));
                }
            }
            drop(created);
            worker.kernels_created();
        }
    }
}

/// Starts rayon's global pool, which the report runs on after the workload, from the calling
/// thread, so that its threads get that thread's priority. A Linux thread is born with its
/// creator's scheduling policy (and name), and the pool starts on its first use: before this,
/// the first use was the provenance prefetcher's, at SCHED_IDLE, and every parallel part of the
/// report after a collect (listings, provenance, symbols) ran on idle-priority threads named
/// `aotspy-prefetch`, behind any other thread that wanted the CPU.
fn build_report_pool() {
    // Err: the pool already runs, started by an earlier caller (another test of the unit-test
    // binary; in `aotspy` nothing uses it before `collect` calls this).
    let _ = rayon::ThreadPoolBuilder::new()
        .thread_name(|index| format!("aotspy-pool-{index}"))
        .build_global();
}

/// What the worker is sent: a module to disassemble, or word that kernels were created (for the
/// modules of its backlog: see [`AsmWorker::kernels_created`]).
enum Work {
    Module(AsmJob),
    KernelsCreated,
}

/// A module to disassemble: its bytes, and what decides its ocloc device.
struct AsmJob {
    sha256: String,
    binary: Binary,
    device: Option<Device>,
}

/// One thread that disassembles modules while the workload runs.
struct AsmWorker {
    jobs: Mutex<Option<Sender<Work>>>,
    /// A [`Work::KernelsCreated`] is queued and not taken yet: one is enough.
    wake_queued: Arc<AtomicBool>,
    /// Native SHA-256s already offered: each module is disassembled once, whichever processes
    /// create it.
    offered: Mutex<HashSet<String>>,
    stop: Arc<AtomicBool>,
    made: Arc<Mutex<MadeDuringRun>>,
    thread: Mutex<Option<JoinHandle<()>>>,
    /// Its priority is raised when the run ends.
    worker: IdleWorker,
    /// The kernels the processes created, by module SHA-256 and name: the ones the report
    /// will list (it lists those dispatched), and so the only ones worth analyzing.
    created: Arc<Mutex<CreatedKernels>>,
}

/// Kernels created so far: module SHA-256 → kernel names.
type CreatedKernels = HashMap<String, HashSet<String>>;

impl AsmWorker {
    fn start(
        cache_root: PathBuf,
        fallback_device: Option<String>,
        report_dir: PathBuf,
    ) -> Option<AsmWorker> {
        let (jobs, queue) = crossbeam_channel::bounded(ASM_QUEUE);
        let stop = Arc::new(AtomicBool::new(false));
        let made = Arc::new(Mutex::new(MadeDuringRun::default()));
        let idle = IdleWorker::default();
        let created = Arc::new(Mutex::new(CreatedKernels::new()));
        let wake_queued = Arc::new(AtomicBool::new(false));
        let thread = {
            let (stop, made, this_thread) = (Arc::clone(&stop), Arc::clone(&made), idle.clone());
            let worker = Worker {
                queue,
                stop,
                made,
                created: Arc::clone(&created),
                wake_queued: Arc::clone(&wake_queued),
                cache_root,
                fallback_device,
                report_dir,
                handed_over: AtomicUsize::new(0),
            };
            thread::Builder::new()
                .name("aotspy-disasm".into())
                .spawn(move || {
                    let _cpu = crate::sys::timings::ThreadCpu::start();
                    this_thread.lower_this_thread();
                    // A pool of this one thread: the per-kernel parallel loop inside a module's
                    // disassembly runs here, at this priority, instead of on the global pool.
                    match rayon::ThreadPoolBuilder::new()
                        .num_threads(1)
                        .use_current_thread()
                        .build()
                    {
                        Ok(pool) => pool.install(|| worker.run()),
                        Err(e) => eprintln!(
                            "aotspy: cannot start the background disassembler ({e}); the report will disassemble after the run"
                        ),
                    }
                })
                // Without the thread the report disassembles everything after the run.
                .ok()?
        };
        Some(AsmWorker {
            jobs: Mutex::new(Some(jobs)),
            wake_queued,
            offered: Mutex::default(),
            stop,
            made,
            thread: Mutex::new(Some(thread)),
            worker: idle,
            created,
        })
    }

    /// Queues `module` of `capture` (just applied) if its bytes are there and new. Never
    /// blocks the connection: a full queue leaves the module to the report.
    fn offer(&self, capture: &ProcessCapture, module: &Module) {
        let Some(sha256) = module.native_sha256.as_ref() else {
            return;
        };
        if module.native_binary.is_empty() || !lock(&self.offered).insert(sha256.clone()) {
            return;
        }
        let job = AsmJob {
            sha256: sha256.clone(),
            binary: module.native_binary.clone(),
            device: module.device.and_then(|d| capture.devices.get(&d)).cloned(),
        };
        if let Some(jobs) = lock(&self.jobs).as_ref() {
            if let Err(TrySendError::Full(Work::Module(job))) = jobs.try_send(Work::Module(job)) {
                // Offered again by a later process, should one create it.
                lock(&self.offered).remove(&job.sha256);
            }
        }
    }

    /// Tells the worker that kernels were created, for the modules of its backlog (disassembled
    /// before some of their kernels were created): one word queued at a time, never blocking
    /// the connection (a full queue only means the worker is busy with modules, and finds the
    /// kernels when it next looks).
    fn kernels_created(&self) {
        if self.wake_queued.swap(true, Ordering::SeqCst) {
            return;
        }
        let sent = lock(&self.jobs)
            .as_ref()
            .is_some_and(|jobs| jobs.try_send(Work::KernelsCreated).is_ok());
        if !sent {
            self.wake_queued.store(false, Ordering::SeqCst);
        }
    }

    fn finish(&self) -> MadeDuringRun {
        self.stop.store(true, Ordering::SeqCst);
        drop(lock(&self.jobs).take());
        // The module in hand is finished before the report starts; the workload no longer
        // needs the CPU, so it may finish at normal priority.
        self.worker.raise();
        if let Some(thread) = lock(&self.thread).take() {
            let _ = thread.join();
        }
        std::mem::take(&mut *lock(&self.made))
    }
}

/// Disassembled modules with kernels not created yet, which the worker may still analyze. A
/// longer backlog loses its oldest: the report analyzes whatever the cache lacks.
const ANALYSIS_BACKLOG: usize = 4096;

/// A module disassembled into the cache, some of its kernels not created when it was analyzed.
/// Its ASM is read from the cache again when its turn comes, and only if kernels were created
/// since; it is not held meanwhile: a library's module may hold hundreds of kernels of which a
/// program creates a few.
struct ToAnalyze {
    job: AsmJob,
    zebin: aotspy_binfmt::zebin::Zebin,
    device: String,
    /// Its kernels created when it was analyzed.
    analyzed: usize,
}

/// What the worker's thread owns.
struct Worker {
    queue: Receiver<Work>,
    stop: Arc<AtomicBool>,
    made: Arc<Mutex<MadeDuringRun>>,
    created: Arc<Mutex<CreatedKernels>>,
    /// See [`AsmWorker::kernels_created`]: cleared as the word is taken.
    wake_queued: Arc<AtomicBool>,
    cache_root: PathBuf,
    /// The report's ocloc device for modules that do not say theirs (`--emulate`).
    fallback_device: Option<String>,
    /// The directory the report will be written into (see [`write_module_binary`]).
    report_dir: PathBuf,
    /// The ASM and listing bytes handed over so far (at most [`HANDOVER_BYTES`]; only the
    /// worker's thread adds to it).
    handed_over: AtomicUsize,
}

/// Writes a module's binary into the report directory `report_dir` while the workload runs, as
/// the report writes it for every module it was sent (`modules/<id>.bin`, unsynced, replaced
/// whole, its directory checked as the report checks it). The report writes it again and leaves
/// a file that already holds its bytes as it is: after the workload it then only compares them.
/// Writing the 118 modules of a dpnp script after the workload took 64-107 ms on a 2-core VM
/// whose file system makes each new file cost (see docs/performance.md), 2-3 ms with this.
/// A kernel's listing file is written as the worker analyzes it (see
/// [`Worker::analyze_kernels`]). A failure is the report's to meet and tell.
fn write_module_binary(report_dir: &Path, sha256: &str, binary: &[u8]) {
    write_into_report(report_dir, &module_binary_path(sha256), binary);
}

/// Writes `bytes` at `relative` in the report directory as the report would (see
/// [`write_module_binary`]); whether it did.
fn write_into_report(report_dir: &Path, relative: &str, bytes: &[u8]) -> bool {
    let path = report_dir.join(relative);
    let ready = path
        .parent()
        .is_some_and(|dir| crate::sys::files::ensure_report_dir(dir).is_ok());
    ready && crate::sys::files::write_derived_path(&path, bytes).is_ok()
}

impl Worker {
    /// The worker's loop, until told to stop: each queued module disassembled into the cache
    /// with the kernels created so far analyzed (its entry written once, as `done` is dropped),
    /// and, when kernels were created since the backlog was last looked at and no module waits,
    /// the backlog's modules looked at again for them (an entry written again only for a module
    /// with new kernels). A module waiting goes first, since the report would have to
    /// disassemble it, which costs more; the backlog waits for the next idle moment instead of
    /// being left to the report, so that the worker uses the CPU time the workload leaves it.
    /// (Before, a backlog module had one more look, at once: a kernel created a moment after
    /// its module was disassembled was left to the report.)
    fn run(&self) {
        let Worker {
            queue,
            stop,
            made,
            cache_root,
            fallback_device,
            ..
        } = self;
        // Located on the first module: a run that creates none starts no IGA.
        let mut tools = None;
        let mut backlog = VecDeque::new();
        // Kernels were created since the backlog was last looked at.
        let mut backlog_due = false;
        while !stop.load(Ordering::SeqCst) {
            let work = match queue.try_recv() {
                Ok(work) => work,
                Err(TryRecvError::Disconnected) => return,
                Err(TryRecvError::Empty) if backlog_due => {
                    backlog_due = false;
                    self.look_again(&mut backlog);
                    continue;
                }
                Err(TryRecvError::Empty) => match queue.recv() {
                    Ok(work) => work,
                    Err(_) => return,
                },
            };
            let job = match work {
                Work::Module(job) => job,
                Work::KernelsCreated => {
                    self.wake_queued.store(false, Ordering::SeqCst);
                    backlog_due = !backlog.is_empty();
                    continue;
                }
            };
            // Told to stop while waiting: the queued modules are the report's.
            if stop.load(Ordering::SeqCst) {
                return;
            }
            write_module_binary(&self.report_dir, &job.sha256, &job.binary);
            let zebin = (aotspy_binfmt::detect_kind(&job.binary)
                == aotspy_binfmt::BinaryKind::Zebin)
                .then(|| aotspy_binfmt::zebin::parse(&job.binary).ok())
                .flatten();
            // The ocloc device the report will choose for the module. A different choice would
            // only cost a cache miss: the report disassembles it again for its own device. Without
            // one the report cannot disassemble it either (and says so).
            let Some(device) = super::device::module_ocloc_device(
                zebin.as_ref(),
                job.device.as_ref().map(|d| d.device_id),
                fallback_device.as_deref(),
            ) else {
                continue;
            };
            let tools = tools.get_or_insert_with(Disassemblers::locate);
            let result = disasm::disassemble_one(
                &disasm::Job {
                    sha256: &job.sha256,
                    device: &device,
                    binary: &job.binary,
                    zebin: zebin.as_ref(),
                },
                tools,
                cache_root,
            );
            // Failures are the report's to tell: it tries again and says why.
            let Ok(mut done) = result else { continue };
            if let source @ Source::Made { .. } = &done.source {
                lock(made)
                    .made
                    .insert((job.sha256.clone(), device.clone()), source.clone());
            }
            let Some(zebin) = zebin else { continue };
            let analyzed = self.analyze_kernels(&job, &mut done, &zebin, &device);
            // Stored now (dropped), not held while the backlog waits.
            drop(done);
            if analyzed < zebin.kernels.len() && !stop.load(Ordering::SeqCst) {
                if backlog.len() == ANALYSIS_BACKLOG {
                    backlog.pop_front();
                }
                backlog.push_back(ToAnalyze {
                    job,
                    zebin,
                    device,
                    analyzed,
                });
            }
        }
    }

    /// Each module of the backlog looked at again for the kernels created since (see
    /// [`Worker::analyze_later`]); those with kernels still not created stay for the next time
    /// kernels are created.
    fn look_again(&self, backlog: &mut VecDeque<ToAnalyze>) {
        for _ in 0..backlog.len() {
            if self.stop.load(Ordering::SeqCst) {
                return;
            }
            let Some(mut module) = backlog.pop_front() else {
                return;
            };
            if self.analyze_later(&mut module) {
                backlog.push_back(module);
            }
        }
    }

    /// The kernels of a backlog module created since it was disassembled, analyzed into its
    /// cache entry: read again from the cache only if there are any, never disassembled again
    /// (an entry gone from the cache leaves them to the report). Whether some of its kernels
    /// are still not created (and it is worth keeping).
    fn analyze_later(&self, module: &mut ToAnalyze) -> bool {
        let ToAnalyze {
            job,
            zebin,
            device,
            analyzed,
        } = module;
        if self.created_kernels(job, zebin).len() > *analyzed {
            let job_of = disasm::Job {
                sha256: &job.sha256,
                device,
                binary: &job.binary,
                zebin: Some(zebin),
            };
            let Some(mut done) = disasm::cached(&job_of, &self.cache_root) else {
                return false;
            };
            *analyzed = self.analyze_kernels(job, &mut done, zebin, device);
        }
        *analyzed < zebin.kernels.len()
    }

    /// The kernels of `zebin` that a process created so far.
    fn created_kernels<'z>(
        &self,
        job: &AsmJob,
        zebin: &'z aotspy_binfmt::zebin::Zebin,
    ) -> Vec<&'z aotspy_binfmt::zebin::KernelInfo> {
        let created = lock(&self.created);
        let names = created.get(&job.sha256);
        zebin
            .kernels
            .iter()
            .filter(|info| names.is_some_and(|names| names.contains(&info.name)))
            .collect()
    }

    /// Each kernel of a disassembled module that a process created so far, analyzed into its
    /// entry as the report would (same listing path, line rows and facts), until told to stop.
    /// How many it analyzed (or found analyzed).
    fn analyze_kernels(
        &self,
        job: &AsmJob,
        done: &mut disasm::Disassembled,
        zebin: &aotspy_binfmt::zebin::Zebin,
        device: &str,
    ) -> usize {
        let wanted = self.created_kernels(job, zebin);
        if wanted.is_empty() {
            return 0;
        }
        let lines = aotspy_isa::lines::kernel_lines(&job.binary);
        for (analyzed, info) in wanted.iter().enumerate() {
            if self.stop.load(Ordering::SeqCst) {
                return analyzed;
            }
            let key = (job.sha256.clone(), device.to_owned());
            let handed = lock(&self.made)
                .analyzed
                .get(&key)
                .is_some_and(|module| module.kernels.contains_key(&info.name));
            if handed {
                continue;
            }
            let rows = lines.as_ref().ok().and_then(|l| l.get(&info.name));
            let facts = super::analytics::kernel_facts(Some(device), Some(info));
            let path = listing_path(&job.sha256, &info.name);
            let Some(Ok((reported, asm))) =
                done.analyze(&info.name, &path, rows.map(Vec::as_slice), &facts)
            else {
                continue;
            };
            // Failures are left to the report, which writes and tells them.
            let bytes = asm.len() + reported.listing_file.len();
            if self.handed_over.load(Ordering::Relaxed) + bytes > HANDOVER_BYTES
                || !write_into_report(&self.report_dir, &path, &reported.listing_file)
            {
                continue;
            }
            self.handed_over.fetch_add(bytes, Ordering::Relaxed);
            let kernel = AnalyzedKernel {
                asm: asm.to_owned(),
                reported,
            };
            lock(&self.made)
                .analyzed
                .entry(key)
                .or_insert_with(|| AnalyzedModule {
                    source_lines_note: super::analytics::source_lines_note(&lines),
                    kernels: HashMap::new(),
                })
                .kernels
                .insert(info.name.clone(), kernel);
        }
        wanted.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::MetadataExt;

    #[test]
    fn module_binaries_are_written_as_the_report_writes_them_and_never_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let sha256 = "0123456789abcdef".repeat(4);
        write_module_binary(dir.path(), &sha256, b"zebin bytes");
        let path = dir.path().join("modules/0123456789abcdef.bin");
        assert_eq!(std::fs::read(&path).unwrap(), b"zebin bytes");
        // The report's own write of the same bytes leaves the file as it is.
        let before = std::fs::metadata(&path).unwrap().ino();
        crate::sys::files::write_derived_path(&path, b"zebin bytes").unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().ino(), before);

        // A subdirectory planted as a link elsewhere is refused, as the report refuses it.
        let other = tempfile::tempdir().unwrap();
        let planted = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(other.path(), planted.path().join("modules")).unwrap();
        write_module_binary(planted.path(), &sha256, b"bytes");
        assert_eq!(std::fs::read_dir(other.path()).unwrap().count(), 0);
    }

    #[test]
    fn the_report_pool_keeps_normal_priority_whoever_uses_it_first() {
        // What collect starts before anything runs at idle priority. Its workers wait for
        // modules that never come and end when it is dropped. (Whichever test of this binary
        // uses rayon first starts the pool: this one shows the fix only when it is first, as
        // when run alone.)
        let report_dir = tempfile::tempdir().unwrap();
        drop(Background::start(None, report_dir.path()));
        // As the provenance prefetcher does: an idle-priority thread runs a parallel loop.
        let policies = thread::spawn(|| {
            crate::sys::priority::lowest_cpu_priority();
            // SAFETY (both): sched_getscheduler(0) only asks about the calling thread.
            let own = unsafe { libc::sched_getscheduler(0) };
            // SAFETY: as above, on each of the pool's threads.
            let pool = rayon::broadcast(|_| unsafe { libc::sched_getscheduler(0) });
            (own, pool)
        })
        .join()
        .unwrap();
        assert_eq!(policies.0, libc::SCHED_IDLE, "the caller is idle");
        assert!(
            policies.1.iter().all(|&p| p == libc::SCHED_OTHER),
            "the pool's threads run at normal priority: {:?}",
            policies.1
        );
    }
}
