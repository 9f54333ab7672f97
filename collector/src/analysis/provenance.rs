//! Which library a captured module came from: the device images (found by `aotspy extract`'s
//! scan) in the executable files the process had mapped, matched to the module by content hash.
//!
//! A function of the captures: [`find_sources`] gives each module (by its key in the model)
//! the place its bytes were found, and the model takes that map as one of its inputs.
//!
//! Each library is scanned once, ever: the scan indexes every image in it (hash and place) and
//! keeps that index in `scan/` of aotspy's cache directory, keyed by the file's device, inode,
//! size and modification time. Later reports (and runs) read the index and only look up the
//! hashes of the captured modules. Files are scanned in parallel; what is not ELF, `ar` or
//! SPIR-V is skipped after reading eight bytes.
//!
//! Two things are done only for images of a size some captured module has (or at most that of
//! a multi-input program, whose parts' sizes are not captured), which keeps a cold scan cheap:
//! decoding zstd frames (oneMKL's libraries hold thousands: most of a full scan's cost) and
//! hashing (the drivers' libraries hold 48 MB of builtin zebins each). The index keeps the
//! frames left undecoded with the size they declare, and every image with its size; a later
//! report that wants one of those sizes decodes those frames or hashes those images, once, and
//! adds the result to the index. Only the magic search and the cutting out of images run over
//! a whole library, and only over its data sections.

use crate::analysis::names::{modules_of, NameFindings};
use crate::ingest::capture::{module_key, ProcessCapture};
use crate::sys::cache::{self, store_entry, FileKey};
use crate::sys::mapped::MappedFile;
use crate::sys::sync::lock;
use aotspy_binfmt::scan::{self, FrameSizes, ScanOptions};
use aotspy_binfmt::sha256_hex;
use aotspy_proto::Module;
pub use aotspy_report::{Matched, ModuleSource, ScanStats};
use crossbeam_channel::Sender;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

/// Module key (as in the model) → where its bytes were found, and what finding them took.
#[derive(Debug, Default)]
pub struct Provenance {
    pub sources: HashMap<String, ModuleSource>,
    pub stats: ScanStats,
}

/// The hashes a module may be found under, and the files that could hold it.
struct Wanted<'a> {
    native_sha256: Option<String>,
    input_sha256: &'a str,
    input_sha256s: &'a [String],
    files: BTreeSet<&'a str>,
}

/// Finds, for every captured module, the mapped file and image its bytes came from, indexing
/// each file through the scan cache in `cache_dir` (or without a cache when there is none).
/// What `prefetcher` indexed while the processes ran is waited for and used.
pub fn find_sources(
    captures: &[ProcessCapture],
    names: &NameFindings,
    cache_dir: Option<&Path>,
    prefetcher: Option<&Prefetcher>,
) -> Provenance {
    let prefetcher = prefetcher.and_then(|p| p.0.get());
    let wanted = wanted_modules(captures, names);
    let counters = Counters::default();
    let files: BTreeSet<&str> = wanted
        .values()
        .flat_map(|w| w.files.iter().copied())
        .collect();
    let prefetched = prefetcher.map_or(0, |prefetcher| prefetcher.finish(&files, &counters));
    if prefetcher.is_some() {
        crate::sys::timings::mark("indexing left at exit");
    }
    let modules = captures
        .iter()
        .enumerate()
        .flat_map(|(index, c)| modules_of(c, names.of(index)).map(|(_, module)| module));
    let frame_sizes = frame_sizes(modules);
    // The same capture against unchanged files and index entries (collect's prefetcher has
    // finished: what it indexed anew changed its entries) reads the answer whole.
    let memo = cache_dir.and_then(|dir| memo_path(dir, &files, &wanted, &frame_sizes));
    let (found, cache_hits) = match memo.as_deref().and_then(read_memo) {
        Some(found) => {
            let hits = found.indexed_files;
            (found, hits)
        }
        None => {
            let found = sources_of(
                &wanted,
                &files,
                &frame_sizes,
                prefetcher,
                cache_dir,
                &counters,
            );
            // Keyed after the indexing, which may have written entries.
            if let Some(memo) =
                cache_dir.and_then(|dir| memo_path(dir, &files, &wanted, &frame_sizes))
            {
                store_memo(&memo, &found);
            }
            (found, counters.cache_hits.load(Ordering::Relaxed))
        }
    };
    Provenance {
        stats: ScanStats {
            files_considered: files.len(),
            files_scanned: counters.scanned.load(Ordering::Relaxed),
            files_scanned_during_run: prefetched,
            scan_cache_hits: cache_hits,
            scan_cache_rejected: counters.cache_rejected.load(Ordering::Relaxed),
            bytes_scanned: counters.bytes_scanned.load(Ordering::Relaxed),
            modules_found: found.sources.len(),
        },
        sources: found.sources,
    }
}

/// Each wanted module's source, from every file's index: the prefetcher's, else the scan
/// cache's or a scan's.
fn sources_of(
    wanted: &BTreeMap<String, Wanted>,
    files: &BTreeSet<&str>,
    frame_sizes: &FrameSizes,
    prefetcher: Option<&Arc<PrefetchState>>,
    cache_dir: Option<&Path>,
    counters: &Counters,
) -> Memo {
    let indexes: HashMap<&str, Vec<IndexedImage>> = files
        .par_iter()
        .filter_map(|&file| {
            let images = match prefetcher.and_then(|p| p.index_of(file, frame_sizes)) {
                Some(images) => {
                    counters.cache_hits.fetch_add(1, Ordering::Relaxed);
                    images
                }
                None => index_of(Path::new(file), cache_dir, frame_sizes, counters)?,
            };
            Some((file, images))
        })
        .collect();
    let by_hash = ImagesByHash::new(files, &indexes);
    Memo {
        indexed_files: indexes.len(),
        sources: wanted
            .iter()
            .filter_map(|(key, module)| Some((key.clone(), by_hash.source_of(module)?)))
            .collect(),
    }
}

/// Where [`find_sources`] keeps the answer for one set of wanted modules, files and frame
/// sizes, each file and its index entry in the version they are now, for one build of aotspy.
const MEMO_DIR: &str = "provenance-v1";
pub(crate) const MEMO_MAGIC: &[u8; 8] = b"AOTSPYP1";

/// A [`find_sources`] answer, kept whole.
#[derive(Serialize, Deserialize)]
pub(crate) struct Memo {
    /// Files that had an index (the report's cache hits when the answer is read back).
    indexed_files: usize,
    sources: HashMap<String, ModuleSource>,
}

/// The memo's path for this question: named by the SHA-256 of everything the answer depends
/// on, so that anything changed (a file, a damaged or replaced index entry, another module,
/// another aotspy) asks anew. None without a build key.
fn memo_path(
    cache_dir: &Path,
    files: &BTreeSet<&str>,
    wanted: &BTreeMap<String, Wanted>,
    frame_sizes: &FrameSizes,
) -> Option<PathBuf> {
    /// A wanted module: its key, native, input and inputs' hashes, and its files.
    type Module<'a> = (
        &'a str,
        Option<&'a str>,
        &'a str,
        &'a [String],
        Vec<&'a str>,
    );
    #[derive(Serialize)]
    struct Question<'a> {
        build: FileKey,
        /// Each file, its version and its index entry's.
        files: Vec<(&'a str, Option<FileKey>, Option<FileKey>)>,
        wanted: Vec<Module<'a>>,
        frame_sizes: (&'a BTreeSet<u64>, u64),
    }
    let scan_dir = cache_dir.join(SCAN_CACHE_DIR);
    let version = |path: &Path| std::fs::metadata(path).ok().map(|m| FileKey::of(&m));
    let question = Question {
        build: cache::this_build()?,
        files: files
            .iter()
            .map(|&file| {
                let key = version(Path::new(file));
                let entry = key.and_then(|k| version(&scan_dir.join(k.file_name("idx"))));
                (file, key, entry)
            })
            .collect(),
        wanted: wanted
            .iter()
            .map(|(key, w)| {
                (
                    key.as_str(),
                    w.native_sha256.as_deref(),
                    w.input_sha256,
                    w.input_sha256s,
                    w.files.iter().copied().collect(),
                )
            })
            .collect(),
        frame_sizes: (&frame_sizes.exact, frame_sizes.at_most),
    };
    let bytes = serde_json::to_vec(&question).ok()?;
    let name = aotspy_binfmt::sha256_hex(&bytes);
    Some(cache_dir.join(MEMO_DIR).join(format!("{name}.json")))
}

fn read_memo(path: &Path) -> Option<Memo> {
    decode_memo(&std::fs::read(path).ok()?)
}

/// The memo in `bytes`, if it is intact (the cache is untrusted: see [`cache::unseal`]).
pub(crate) fn decode_memo(bytes: &[u8]) -> Option<Memo> {
    serde_json::from_slice(cache::unseal(MEMO_MAGIC, bytes)?).ok()
}

/// Memos kept: past them the least recently written go (each names one capture against one
/// version of its files, so old ones are seldom asked again).
const MAX_MEMOS: usize = 256;

/// Stored whole; a failure only costs the next re-render the lookups. Then the directory is
/// kept to [`MAX_MEMOS`].
fn store_memo(path: &Path, memo: &Memo) {
    let json = serde_json::to_vec(memo).expect("a memo serializes");
    if store_entry(path, &cache::seal(MEMO_MAGIC, &json)).is_ok() {
        if let Some(dir) = path.parent() {
            prune_memos(dir, MAX_MEMOS);
        }
    }
}

/// Removes the least recently written memos of `dir` beyond `keep`.
fn prune_memos(dir: &Path, keep: usize) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut memos: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    if memos.len() <= keep {
        return;
    }
    memos.sort();
    for (_, path) in &memos[..memos.len() - keep] {
        let _ = std::fs::remove_file(path);
    }
}

/// Every module of a process with mapped files (its own and the images its kernels' names
/// matched), by its key in the inventory, with the files of every process that created it.
fn wanted_modules<'a>(
    captures: &'a [ProcessCapture],
    names: &'a NameFindings,
) -> BTreeMap<String, Wanted<'a>> {
    let mut wanted: BTreeMap<String, Wanted> = BTreeMap::new();
    for (index, capture) in captures.iter().enumerate() {
        if capture.mapped_files.is_empty() {
            continue;
        }
        for (_, module) in modules_of(capture, names.of(index)) {
            let entry = wanted.entry(module_key(module)).or_insert_with(|| Wanted {
                // Set by the capture from the bytes (hashed once, there) whenever they came.
                native_sha256: (!module.native_binary.is_empty())
                    .then(|| module.native_sha256.clone())
                    .flatten(),
                input_sha256: &module.input_sha256,
                input_sha256s: &module.input_sha256s,
                files: BTreeSet::new(),
            });
            entry.files.extend(source_files(&capture.mapped_files));
        }
    }
    wanted
}

/// The file names of the GPU driver stack aotspy runs on: the Level Zero loader and its
/// layers, NEO (its Level Zero and OpenCL drivers, GMM), IGC and its front ends, and aotspy's
/// own preload. Every Level Zero process maps them; the device code they hold (NEO's built-in
/// kernels, IGC's built-ins) the driver loads itself, never through `zeModuleCreate`, so no
/// module or kernel of the program can come from them. Four of them alone (libigc,
/// libopencl-clang, libigdrcl, libze_intel_gpu) are 366 MB on the modern stack.
const DRIVER_STACK: [&str; 11] = [
    "libze_loader.so",
    "libze_tracing_layer.so",
    "libze_validation_layer.so",
    "libze_intel_gpu.so",
    "libigdrcl.so",
    "libigdgmm.so",
    "libigc.so",
    "libigdfcl.so",
    "libopencl-clang.so",
    "libiga64.so",
    "libaotspy.so",
];

/// Those of a process's `mapped_files` that may hold its modules and kernels: every reader of
/// the mapped files (provenance, the name matches) looks only at these.
pub(crate) fn source_files(mapped_files: &BTreeSet<String>) -> impl Iterator<Item = &str> {
    mapped_files
        .iter()
        .map(String::as_str)
        .filter(|file| could_be_a_source(file))
}

/// Whether a mapped file may hold a module the program created: not one of the driver stack's
/// (see [`DRIVER_STACK`]; versions follow the name: `libigc.so.2.40.14+0`).
fn could_be_a_source(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    !DRIVER_STACK.iter().any(|lib| {
        name.strip_prefix(lib)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
    })
}

/// The indexed images of the mapped files, by hash.
struct ImagesByHash<'a> {
    /// hash → (file, image), files in name order so that a hash found twice has one answer.
    images: HashMap<&'a str, Vec<(&'a str, &'a IndexedImage)>>,
}

impl<'a> ImagesByHash<'a> {
    fn new(files: &BTreeSet<&'a str>, indexes: &'a HashMap<&'a str, Vec<IndexedImage>>) -> Self {
        let mut images: HashMap<&str, Vec<(&str, &IndexedImage)>> = HashMap::new();
        for &file in files {
            for image in indexes.get(file).into_iter().flatten() {
                if let Some(sha256) = &image.sha256 {
                    images.entry(sha256).or_default().push((file, image));
                }
            }
        }
        ImagesByHash { images }
    }

    /// The first image of hash `sha` in one of the files `wanted` may come from.
    fn find(&self, sha: &str, wanted: &Wanted) -> Option<(&'a str, &'a IndexedImage)> {
        self.images
            .get(sha)?
            .iter()
            .find(|(file, _)| wanted.files.contains(file))
            .copied()
    }

    /// Where `module`'s bytes are: its native binary, else its whole input, else one of its
    /// inputs.
    fn source_of(&self, module: &Wanted) -> Option<ModuleSource> {
        let native = module
            .native_sha256
            .as_deref()
            .and_then(|sha| self.find(sha, module))
            .map(|hit| (hit, Matched::Native, None));
        let whole_input = || {
            self.find(module.input_sha256, module)
                .map(|hit| (hit, Matched::Input, None))
        };
        let one_input = || {
            module
                .input_sha256s
                .iter()
                .zip(0u32..)
                .find_map(|(sha, index)| {
                    self.find(sha, module)
                        .map(|hit| (hit, Matched::Input, Some(index)))
                })
        };
        let ((file, image), matched, input) = native.or_else(whole_input).or_else(one_input)?;
        Some(ModuleSource {
            file: file.to_owned(),
            section: image.section.clone(),
            offset: image.offset,
            nesting: image.nesting.clone(),
            matched,
            target: image.target.clone(),
            ar_member: image.ar_member.clone(),
            input,
        })
    }
}

/// Indexes mapped files into the scan cache on a background thread while the workload runs,
/// so that the report after the run finds them there: a cold index is built while the
/// workload runs (one thread, leaving the other cores to the workload). Owned by
/// `analysis::background` and handed to [`find_sources`]; its thread starts with the first
/// job and ends when it is dropped.
#[derive(Default)]
pub struct Prefetcher(OnceLock<Arc<PrefetchState>>);

impl Prefetcher {
    /// Indexes `files`, which a live process just reported mapped. `modules` are the
    /// process's modules so far, whose sizes are looked for.
    pub fn prefetch<'a>(&self, files: &[String], modules: impl Iterator<Item = &'a Module>) {
        self.send(PrefetchJob {
            files: files
                .iter()
                .filter(|file| could_be_a_source(file))
                .cloned()
                .collect(),
            sizes: frame_sizes(modules),
        });
    }

    /// Looks for `module`, which a live process just created, in the files indexed so far:
    /// those whose index left frames or images of its size undecoded or unhashed are indexed
    /// again for it, now rather than by the report after the run. Nothing before the first
    /// [`Prefetcher::prefetch`].
    pub fn prefetch_module(&self, module: &Module) {
        if self.0.get().is_some() {
            self.send(PrefetchJob {
                files: Vec::new(),
                sizes: frame_sizes(std::iter::once(module)),
            });
        }
    }

    fn send(&self, job: PrefetchJob) {
        let Ok(cache_dir) = crate::sys::cache::cache_dir() else {
            return;
        };
        let state = self.0.get_or_init(|| PrefetchState::start(cache_dir));
        *state.pending.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        if state.jobs.send(job).is_err() {
            state.done_one();
        }
    }
}

/// Files to index (none: only look again at those indexed so far), and the sizes wanted.
struct PrefetchJob {
    files: Vec<String>,
    sizes: FrameSizes,
}

struct PrefetchState {
    jobs: Sender<PrefetchJob>,
    /// Jobs queued and not finished.
    pending: Mutex<usize>,
    idle: Condvar,
    /// Files scanned (not read from the cache) before the report waited.
    scanned_during_run: Mutex<HashSet<String>>,
    /// The index of each file indexed so far, by path, for the report (see
    /// [`PrefetchState::index_of`]).
    indexed: Mutex<HashMap<String, CacheEntry>>,
    /// Set when the report waits for the prefetcher: what is left of `wanted` is indexed in
    /// parallel, and the rest dropped.
    hurry: AtomicBool,
    /// The files the report reads (set before `hurry`): the maps watcher may have queued
    /// others, which no process reported.
    wanted: OnceLock<HashSet<String>>,
    /// Files the prefetcher scanned once hurried, after the run: the report's own scans.
    scanned_after_run: AtomicUsize,
}

impl PrefetchState {
    fn start(cache_dir: PathBuf) -> Arc<PrefetchState> {
        let (jobs, queue) = crossbeam_channel::unbounded::<PrefetchJob>();
        let state = Arc::new(PrefetchState {
            jobs,
            pending: Mutex::new(0),
            idle: Condvar::new(),
            scanned_during_run: Mutex::default(),
            indexed: Mutex::default(),
            hurry: AtomicBool::new(false),
            wanted: OnceLock::new(),
            scanned_after_run: AtomicUsize::new(0),
        });
        // A weak reference: the queue's sender lives in `state`, so dropping the prefetcher
        // closes the queue and ends the thread.
        let weak = Arc::downgrade(&state);
        let spawned = std::thread::Builder::new()
            .name("aotspy-prefetch".into())
            .spawn(move || {
                // Only CPU time the workload leaves idle: mapping and searching a GB of
                // libraries at normal priority measurably slowed a GEMM script on 2 cores.
                // What is left when the run ends is indexed on every core (see `hurry`).
                crate::sys::priority::lowest_cpu_priority();
                while let Ok(first) = queue.recv() {
                    // Whatever queued up meanwhile goes in one pass: the modules of a burst
                    // cost one look at each file, not one each.
                    let mut batch = vec![first];
                    batch.extend(queue.try_iter());
                    let Some(state) = weak.upgrade() else { return };
                    state.index_batch(batch, &cache_dir);
                }
            });
        // Without the thread its queue is gone, jobs fail to send, and the report scans as it
        // would anyway.
        drop(spawned);
        state
    }

    /// One pass of the thread over the files of `batch` (and those indexed so far that want
    /// more for its sizes).
    fn index_batch(&self, batch: Vec<PrefetchJob>, cache_dir: &Path) {
        // Counted done however the batch ends: were a scan to panic, the report would
        // otherwise wait for it for ever.
        let _done = BatchDone {
            state: self,
            jobs: batch.len(),
        };
        let mut files = BTreeSet::new();
        let mut sizes = FrameSizes::default();
        for job in batch {
            files.extend(job.files);
            sizes.exact.extend(job.sizes.exact);
            sizes.at_most = sizes.at_most.max(job.sizes.at_most);
        }
        {
            // A file reported again (by the maps watcher, then the preload; by several
            // processes) is indexed again only if the new sizes want more of it.
            let indexed = self.indexed.lock().unwrap_or_else(|e| e.into_inner());
            files.retain(|file| indexed.get(file).is_none_or(|e| wants_more(e, &sizes)));
            files.extend(
                indexed
                    .iter()
                    .filter(|(_, entry)| wants_more(entry, &sizes))
                    .map(|(file, _)| file.clone()),
            );
        }
        let counters = Counters::default();
        let index = |file: String| {
            if let Some(entry) = index_entry(Path::new(&file), Some(cache_dir), &sizes, &counters) {
                self.indexed
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(file, entry);
            }
        };
        // One file at a time while the workload runs; once the report waits for the rest (the
        // workload has ended), the rest it wants on every core.
        let mut files = files.into_iter();
        while !self.hurry.load(Ordering::SeqCst) {
            let Some(file) = files.next() else { break };
            let scans = counters.scanned.load(Ordering::Relaxed);
            index(file.clone());
            if counters.scanned.load(Ordering::Relaxed) > scans {
                lock(&self.scanned_during_run).insert(file);
            }
        }
        counters.scanned.store(0, Ordering::Relaxed);
        let wanted = self.wanted.get();
        files
            .filter(|file| wanted.is_none_or(|wanted| wanted.contains(file)))
            .collect::<Vec<_>>()
            .into_par_iter()
            .for_each(index);
        self.scanned_after_run
            .fetch_add(counters.scanned.load(Ordering::Relaxed), Ordering::Relaxed);
    }

    /// The index held for `file`, if it is of the file as it is now and complete for
    /// `frame_sizes`: the report then neither reads nor decodes the cache entry again.
    fn index_of(&self, file: &str, frame_sizes: &FrameSizes) -> Option<Vec<IndexedImage>> {
        let indexed = self.indexed.lock().unwrap_or_else(|e| e.into_inner());
        let entry = indexed.get(file)?;
        let unchanged = std::fs::metadata(file).is_ok_and(|meta| FileKey::of(&meta) == entry.key);
        (unchanged && !wants_more(entry, frame_sizes)).then(|| entry.images.clone())
    }

    fn done_one(&self) {
        self.done(1);
    }

    fn done(&self, jobs: usize) {
        let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        *pending -= jobs;
        if *pending == 0 {
            self.idle.notify_all();
        }
    }

    /// Hurries the thread on and waits for what it was asked to index of `files`, dropping the
    /// rest; adds the files it scanned after the run to `counters`, and returns how many of
    /// `files` it scanned during the run.
    fn finish(&self, files: &BTreeSet<&str>, counters: &Counters) -> usize {
        let _ = self
            .wanted
            .set(files.iter().map(|&file| file.to_owned()).collect());
        self.hurry.store(true, Ordering::SeqCst);
        let mut pending = lock(&self.pending);
        while *pending > 0 {
            pending = self.idle.wait(pending).unwrap_or_else(|e| e.into_inner());
        }
        drop(pending);
        counters.scanned.fetch_add(
            self.scanned_after_run.swap(0, Ordering::Relaxed),
            Ordering::Relaxed,
        );
        let during_run = lock(&self.scanned_during_run);
        files
            .iter()
            .filter(|&&file| during_run.contains(file))
            .count()
    }
}

/// Marks a batch's jobs done when dropped.
struct BatchDone<'s> {
    state: &'s PrefetchState,
    jobs: usize,
}

impl Drop for BatchDone<'_> {
    fn drop(&mut self) {
        self.state.done(self.jobs);
    }
}

/// Whether an index left a frame of a size in `sizes` undecoded, or such an image unhashed.
fn wants_more(entry: &CacheEntry, sizes: &FrameSizes) -> bool {
    entry
        .undecoded_frames
        .iter()
        .any(|f| sizes.wants(f.declared_size))
        || entry
            .images
            .iter()
            .any(|i| i.sha256.is_none() && sizes.wants(i.bytes))
}

/// The sizes an image must have to be worth decoding or hashing: that of a module's input or
/// native binary, or at most the whole of a multi-input program (whose parts' sizes are not
/// captured).
fn frame_sizes<'a>(modules: impl Iterator<Item = &'a Module>) -> FrameSizes {
    let mut sizes = FrameSizes::default();
    for module in modules {
        sizes.exact.insert(module.input_bytes);
        sizes.exact.insert(module.native_binary.len() as u64);
        if !module.input_sha256s.is_empty() {
            sizes.at_most = sizes.at_most.max(module.input_bytes);
        }
    }
    sizes
}

#[derive(Default)]
struct Counters {
    scanned: AtomicUsize,
    cache_hits: AtomicUsize,
    cache_rejected: AtomicUsize,
    bytes_scanned: AtomicU64,
}

/// One image or ocloc fat binary in a file: where it is, its size, and its hash once a module
/// of its size was looked for (hashing every image of a driver library's hundreds of builtin
/// zebins would be most of a cold scan; a module can only match an image of its own size).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
struct IndexedImage {
    /// Always set for images decoded from a compressed frame; for the others, `bytes` at
    /// `offset` in the file are the image.
    sha256: Option<String>,
    bytes: u64,
    section: Option<String>,
    offset: u64,
    nesting: String,
    target: Option<String>,
    ar_member: Option<String>,
}

/// A cache entry: `ENTRY_MAGIC`, the SHA-256 of the payload, then the payload (postcard).
#[derive(Serialize, Deserialize, Debug, PartialEq, Eq)]
pub(crate) struct CacheEntry {
    key: FileKey,
    images: Vec<IndexedImage>,
    /// zstd frames not decoded yet: their images are not in `images`.
    undecoded_frames: Vec<PendingFrame>,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
struct PendingFrame {
    offset: u64,
    declared_size: u64,
}

/// Changes whenever the index's layout or what the scanner finds changes, so an older
/// aotspy's entries are not read as complete.
const SCAN_CACHE_DIR: &str = "scan/v3";
pub(crate) const ENTRY_MAGIC: &[u8; 8] = b"AOTSPYSC";
const SHA256_HEX: usize = 64;

/// The images in `path`, from the cache or by scanning it, with every compressed image of a
/// size in `frame_sizes` decoded; `None` for what is no readable regular ELF, `ar` or SPIR-V
/// file (sockets, devices, `(deleted)` mappings, data).
fn index_of(
    path: &Path,
    cache_dir: Option<&Path>,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<Vec<IndexedImage>> {
    index_entry(path, cache_dir, frame_sizes, counters).map(|entry| entry.images)
}

/// [`index_of`], with what the index left undecoded and unhashed.
fn index_entry(
    path: &Path,
    cache_dir: Option<&Path>,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<CacheEntry> {
    let key = key_of_possible_device_code(path)?;
    let entry_path = cache_dir.map(|dir| dir.join(SCAN_CACHE_DIR).join(key.file_name("idx")));
    let cached = entry_path
        .as_deref()
        .and_then(|entry_path| read_entry(entry_path, &key, counters));
    let mut entry = match cached {
        Some(entry) if !wants_more(&entry, frame_sizes) => {
            counters.cache_hits.fetch_add(1, Ordering::Relaxed);
            return Some(entry);
        }
        Some(entry) => decode_wanted_frames(path, entry, frame_sizes, counters)?,
        None => {
            let (found, undecoded_frames) = scan_file(path, frame_sizes, counters)?;
            CacheEntry {
                key,
                images: found.into_iter().map(|(_, image)| image).collect(),
                undecoded_frames,
            }
        }
    };
    hash_wanted_images(path, &mut entry, frame_sizes)?;
    if let Some(entry_path) = &entry_path {
        // A cache that cannot be written only costs the next report a scan.
        let _ = store_entry(entry_path, &encode_entry(&entry));
    }
    Some(entry)
}

/// The key of the regular file at `path` when its first bytes say it could hold device code
/// (ELF, `ar`, SPIR-V); `None` for anything else, after reading eight bytes.
fn key_of_possible_device_code(path: &Path) -> Option<FileKey> {
    let mut file = std::fs::File::open(path).ok()?;
    let meta = file.metadata().ok().filter(|m| m.is_file())?;
    let mut start = [0u8; 8];
    file.read_exact(&mut start).ok()?;
    aotspy_binfmt::could_hold_device_code(&start).then(|| FileKey::of(&meta))
}

/// The cache entry at `entry_path`, if there is one and it is intact and of the file `key`
/// names; an entry that exists but is refused is counted.
fn read_entry(entry_path: &Path, key: &FileKey, counters: &Counters) -> Option<CacheEntry> {
    match std::fs::read(entry_path) {
        Ok(bytes) => {
            let entry = decode_entry(&bytes, key);
            if entry.is_none() {
                counters.cache_rejected.fetch_add(1, Ordering::Relaxed);
            }
            entry
        }
        Err(e) => {
            if e.kind() != std::io::ErrorKind::NotFound {
                counters.cache_rejected.fetch_add(1, Ordering::Relaxed);
            }
            None
        }
    }
}

/// `entry` with the frames it left undecoded that are of a size in `frame_sizes` decoded (by
/// a scan of `path` that leaves every other frame alone), and their images added.
fn decode_wanted_frames(
    path: &Path,
    entry: CacheEntry,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<CacheEntry> {
    let (wanted, pending): (Vec<PendingFrame>, Vec<PendingFrame>) = entry
        .undecoded_frames
        .iter()
        .partition(|f| frame_sizes.wants(f.declared_size));
    if wanted.is_empty() {
        return Some(entry);
    }
    let sizes = FrameSizes {
        exact: wanted.iter().map(|f| f.declared_size).collect(),
        at_most: 0,
    };
    let offsets: BTreeSet<u64> = wanted.iter().map(|f| f.offset).collect();
    let (found, _) = scan_file(path, &sizes, counters)?;
    let mut images = entry.images;
    images.extend(
        found
            .into_iter()
            .filter(|(frame, _)| frame.is_some_and(|at| offsets.contains(&at)))
            .map(|(_, image)| image),
    );
    Some(CacheEntry {
        key: entry.key,
        images,
        undecoded_frames: pending,
    })
}

/// Hashes, from the file at `path`, the images of `entry` of a size in `frame_sizes` that were
/// indexed before a module of their size was looked for. `None` when the file no longer holds
/// them.
fn hash_wanted_images(path: &Path, entry: &mut CacheEntry, frame_sizes: &FrameSizes) -> Option<()> {
    let unhashed = |image: &IndexedImage| image.sha256.is_none() && frame_sizes.wants(image.bytes);
    if !entry.images.iter().any(unhashed) {
        return Some(());
    }
    let map = MappedFile::open(path).ok()?;
    for image in &mut entry.images {
        if unhashed(image) {
            let start = image.offset as usize;
            let bytes = map.get(start..start.checked_add(image.bytes as usize)?)?;
            image.sha256 = Some(sha256_hex(bytes));
        }
    }
    // Cut while hashed: the hashes are of zeros, not of the file.
    map.intact().ok()
}

/// An image, and the offset of the compressed frame it was decoded from, if any.
type FoundImage = (Option<u64>, IndexedImage);

/// Every image and ocloc fat binary in the file at `path`, hashed; and the frames of sizes not
/// in `frame_sizes`, left undecoded.
fn scan_file(
    path: &Path,
    frame_sizes: &FrameSizes,
    counters: &Counters,
) -> Option<(Vec<FoundImage>, Vec<PendingFrame>)> {
    let file = MappedFile::open(path).ok()?;
    let options = ScanOptions {
        decode_frames: Some(frame_sizes.clone()),
        read_kernels: false,
        only_data_sections: true,
        ..ScanOptions::default()
    };
    let found = scan::scan(&file, &options);
    counters.scanned.fetch_add(1, Ordering::Relaxed);
    counters
        .bytes_scanned
        .fetch_add(file.len() as u64, Ordering::Relaxed);
    // Decoded images cannot be hashed later without decoding again.
    let hash = |bytes: &[u8], compressed: bool| {
        (compressed || frame_sizes.wants(bytes.len() as u64)).then(|| sha256_hex(bytes))
    };
    let images = found.images.iter().map(|image| {
        let indexed = IndexedImage {
            sha256: hash(&image.bytes, image.compressed),
            bytes: image.bytes.len() as u64,
            section: image.section.clone(),
            offset: image.offset,
            nesting: image.nesting_text(),
            target: image.target.clone(),
            ar_member: image.ar_member.clone(),
        };
        (image.compressed.then_some(image.offset), indexed)
    });
    let archives = found.archives.iter().map(|archive| {
        let indexed = IndexedImage {
            sha256: hash(&archive.bytes, archive.compressed),
            bytes: archive.bytes.len() as u64,
            section: archive.section.clone(),
            offset: archive.offset,
            nesting: archive
                .nesting
                .iter()
                .map(|layer| layer.name())
                .collect::<Vec<_>>()
                .join(" > "),
            target: None,
            ar_member: None,
        };
        (archive.compressed.then_some(archive.offset), indexed)
    });
    let undecoded = found
        .undecoded_frames
        .iter()
        .map(|f| PendingFrame {
            offset: f.offset,
            declared_size: f.declared_size,
        })
        .collect();
    let found = (images.chain(archives).collect(), undecoded);
    // A file cut while scanned (its owner may do so at any time) is not indexed: what was read
    // past the cut is zeros, not the file.
    file.intact().ok()?;
    Some(found)
}

fn encode_entry(entry: &CacheEntry) -> Vec<u8> {
    let payload = postcard::to_stdvec(entry).expect("a Vec writer cannot fail");
    cache::seal(ENTRY_MAGIC, &payload)
}

/// The cache entry in `bytes`, if it is intact and describes `key`. The file is untrusted
/// (anyone who can write the cache could plant it): its checksum must match, the payload must
/// decode as a typed entry (postcard checks every length against the bytes there), name this
/// very file, and hold well-formed hashes.
pub(crate) fn decode_entry(bytes: &[u8], key: &FileKey) -> Option<CacheEntry> {
    let payload = cache::unseal(ENTRY_MAGIC, bytes)?;
    let entry: CacheEntry = postcard::from_bytes(payload).ok()?;
    let well_formed = entry.key == *key
        && entry.images.iter().all(|image| match &image.sha256 {
            Some(sha256) => {
                sha256.len() == SHA256_HEX && sha256.bytes().all(|b| b.is_ascii_hexdigit())
            }
            // To be hashed from the file: it must lie within it.
            None => image
                .offset
                .checked_add(image.bytes)
                .is_some_and(|end| end <= key.size),
        });
    well_formed.then_some(entry)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The driver stack's files, as both stacks name them, are no source; a program's files,
    /// and names that only begin like one of the stack's, are.
    #[test]
    fn the_driver_stacks_files_are_no_source_of_modules() {
        for driver in [
            "/usr/lib/x86_64-linux-gnu/libze_intel_gpu.so.1.15.39122",
            "/usr/lib/x86_64-linux-gnu/libigc.so.2.40.14+0",
            "/usr/lib/x86_64-linux-gnu/libigc.so.1",
            "/usr/lib/x86_64-linux-gnu/libopencl-clang.so.16",
            "/usr/lib/x86_64-linux-gnu/intel-opencl/libigdrcl.so",
            "/usr/lib/x86_64-linux-gnu/libze_loader.so.1.32.0",
            "/work/main/target/release/libaotspy.so",
        ] {
            assert!(!could_be_a_source(driver), "{driver}");
        }
        for program in [
            "/opt/oneapi/lib/libmkl_sycl_blas.so.6",
            "/opt/oneapi/lib/libsycl.so.8",
            "/home/u/app/libigc_kernels.so",
            "/home/u/app/libigcx.so",
            "/home/u/app/vector_add",
            "libze_intel_gpu",
        ] {
            assert!(could_be_a_source(program), "{program}");
        }
    }

    #[test]
    fn memos_beyond_the_limit_go_oldest_first() {
        let dir = tempfile::tempdir().unwrap();
        let start = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
        for n in 0..5u64 {
            let path = dir.path().join(format!("{n}.json"));
            std::fs::write(&path, b"x").unwrap();
            let file = std::fs::File::options().write(true).open(&path).unwrap();
            file.set_modified(start + std::time::Duration::from_secs(n))
                .unwrap();
        }
        std::fs::write(dir.path().join("other.tmp"), b"x").unwrap();
        prune_memos(dir.path(), 3);
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(left, ["2.json", "3.json", "4.json", "other.tmp"]);
    }

    fn key() -> FileKey {
        FileKey {
            device: 0x801,
            inode: 42,
            size: 1000,
            mtime_s: 1_700_000_000,
            mtime_ns: 5,
        }
    }

    fn entry(sha256: &str) -> CacheEntry {
        CacheEntry {
            key: key(),
            images: vec![IndexedImage {
                sha256: Some(sha256.into()),
                bytes: 100,
                section: Some("__CLANG_OFFLOAD_BUNDLE__sycl-spir64".into()),
                offset: 0x1234,
                nesting: "offload-bundle > spirv".into(),
                target: Some("sycl-spir64-unknown-unknown".into()),
                ar_member: None,
            }],
            undecoded_frames: vec![PendingFrame {
                offset: 0x5000,
                declared_size: 4096,
            }],
        }
    }

    #[test]
    fn an_entry_round_trips_and_any_damage_is_refused() {
        let bytes = encode_entry(&entry(&"ab".repeat(32)));
        assert_eq!(decode_entry(&bytes, &key()), Some(entry(&"ab".repeat(32))));
        for at in [0, 9, ENTRY_MAGIC.len() + 32 + 3, bytes.len() - 1] {
            let mut damaged = bytes.clone();
            damaged[at] ^= 0x40;
            assert_eq!(decode_entry(&damaged, &key()), None, "byte {at} flipped");
        }
        for len in [0, 8, 40, bytes.len() - 1] {
            assert_eq!(decode_entry(&bytes[..len], &key()), None, "cut at {len}");
        }
        let other_file = FileKey { inode: 43, ..key() };
        assert_eq!(decode_entry(&bytes, &other_file), None);
    }

    #[test]
    fn an_intact_entry_with_a_malformed_hash_is_refused() {
        let bytes = encode_entry(&entry(&"zz".repeat(32)));
        assert_eq!(decode_entry(&bytes, &key()), None);
    }

    /// A zstd frame that declares its size and stores `data` in one raw block.
    fn stored_frame(data: &[u8]) -> Vec<u8> {
        let mut frame = vec![0x28, 0xb5, 0x2f, 0xfd, 2 << 6 | 0x20];
        frame.extend((data.len() as u32).to_le_bytes());
        frame.extend(&((data.len() as u32) << 3 | 1).to_le_bytes()[..3]);
        frame.extend(data);
        frame
    }

    /// A minimal SPIR-V module with one kernel entry point named `name`.
    fn spirv(name: &str) -> Vec<u8> {
        let words = |w: &[u32]| w.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>();
        let mut literal = name.as_bytes().to_vec();
        literal.resize(name.len() / 4 * 4 + 4, 0);
        let mut module = words(&[0x0723_0203, 0x0001_0000, 0, 100, 0]);
        module.extend(words(&[(3 + literal.len() as u32 / 4) << 16 | 15, 6, 1]));
        module.extend(literal);
        module
    }

    #[test]
    fn images_are_hashed_and_frames_decoded_once_when_a_module_of_their_size_is_wanted() {
        let dir = tempfile::tempdir().unwrap();
        let (small, large, plain) = (spirv("k"), spirv("a_longer_kernel_name"), spirv("plain"));
        assert_eq!(
            BTreeSet::from([small.len(), large.len(), plain.len()]).len(),
            3
        );
        let mut file = b"\x7fELF".to_vec();
        file.extend([0x11; 200]);
        file.extend(stored_frame(&small));
        file.extend([0x22; 100]);
        file.extend(stored_frame(&large));
        file.extend([0x33; 100]);
        file.extend(&plain);
        let path = dir.path().join("lib.so");
        std::fs::write(&path, &file).unwrap();
        let cache = dir.path().join("cache");
        let counters = Counters::default();
        let sizes = |size: usize| FrameSizes {
            exact: [size as u64].into(),
            at_most: 0,
        };
        let hashes = |images: Vec<IndexedImage>| -> BTreeSet<String> {
            images.into_iter().filter_map(|i| i.sha256).collect()
        };
        let index = |size| index_of(&path, Some(&cache), &sizes(size), &counters).unwrap();
        let scans = || counters.scanned.load(Ordering::Relaxed);

        let first = hashes(index(small.len()));
        assert_eq!(first, [sha256_hex(&small)].into());
        assert_eq!(hashes(index(small.len())), first);
        assert_eq!(scans(), 1);
        // The large frame is decoded by a second scan; the plain image is hashed from the
        // file, without one.
        let two = hashes(index(large.len()));
        assert_eq!(two, [sha256_hex(&small), sha256_hex(&large)].into());
        assert_eq!(scans(), 2);
        let all = hashes(index(plain.len()));
        let every = [sha256_hex(&small), sha256_hex(&large), sha256_hex(&plain)];
        assert_eq!(all, every.into());
        assert_eq!(scans(), 2);
        for size in [small.len(), large.len(), plain.len()] {
            assert_eq!(hashes(index(size)), all);
        }
        assert_eq!(scans(), 2);
        assert_eq!(counters.cache_hits.load(Ordering::Relaxed), 4);
    }
}
