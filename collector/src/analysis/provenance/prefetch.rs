//! The background prefetcher: indexes the files a running process maps as it names them, on
//! a thread of its own, so that the report after the run finds their indexes made.

use super::index::{frame_sizes, index_entry, wants_more, CacheEntry, Counters, IndexedImage};
use crate::analysis::mapped_sources::could_be_a_source;
use crate::sys::cache::FileKey;
use crate::sys::priority::IdleWorker;
use crate::sys::sync::lock;
use aotspy_binfmt::scan::FrameSizes;
use aotspy_proto::Module;
use crossbeam_channel::{Receiver, Sender};
use rayon::prelude::*;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock, Weak};
use std::time::{Duration, Instant};

/// Indexes mapped files into the scan cache on a background thread while the workload runs,
/// so that the report after the run finds them there: a cold index is built while the
/// workload runs (one thread, leaving the other cores to the workload). Owned by
/// `analysis::background` and handed to [`find_sources`]; its thread starts with the first
/// job and ends when it is dropped.
#[derive(Default)]
pub struct Prefetcher(pub(crate) OnceLock<Arc<PrefetchState>>);

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
    /// again for it, with the other modules created within [`SIZES_PAUSE`], rather than by the
    /// report after the run. Nothing before the first [`Prefetcher::prefetch`].
    pub fn prefetch_module(&self, module: &Module) {
        if self.0.get().is_some() {
            self.send(PrefetchJob {
                files: Vec::new(),
                sizes: frame_sizes(std::iter::once(module)),
            });
        }
    }

    pub(crate) fn send(&self, job: PrefetchJob) {
        let Ok(cache_dir) = crate::sys::cache::cache_dir() else {
            return;
        };
        let state = self.0.get_or_init(|| PrefetchState::start(cache_dir));
        *lock(&state.pending) += 1;
        if state.jobs.send(job).is_err() {
            state.done_one();
        }
    }
}

/// How long a job that only brings the sizes of new modules waits for others before the files
/// indexed so far are looked at again for them. Each look rereads and rewrites the index of
/// every library with a frame or image of one of those sizes, decoding or hashing them: with a
/// job per module, a JAX run's 138 modules had the collector open oneMKL's SYCL libraries 8 to
/// 38 times each (twice per look), 9 to 11 with the pause.
const SIZES_PAUSE: Duration = Duration::from_secs(1);

/// The jobs of the next pass, `None` once the queue is closed: whatever queued up meanwhile,
/// and, when none of it names files, whatever else comes within [`SIZES_PAUSE`] (cut short when
/// the report hurries the thread on: [`PrefetchState::finish`] wakes it with a job).
fn next_batch(
    queue: &Receiver<PrefetchJob>,
    state: &Weak<PrefetchState>,
) -> Option<Vec<PrefetchJob>> {
    let mut batch = vec![queue.recv().ok()?];
    batch.extend(queue.try_iter());
    let deadline = Instant::now() + SIZES_PAUSE;
    while batch.iter().all(|job| job.files.is_empty())
        && !state.upgrade()?.hurry.load(Ordering::SeqCst)
    {
        match queue.recv_deadline(deadline) {
            Ok(job) => batch.push(job),
            Err(_) => break,
        }
    }
    batch.extend(queue.try_iter());
    Some(batch)
}

/// Files to index (none: only look again at those indexed so far), and the sizes wanted.
#[derive(Default)]
pub(crate) struct PrefetchJob {
    pub(crate) files: Vec<String>,
    pub(crate) sizes: FrameSizes,
}

pub(crate) struct PrefetchState {
    pub(crate) jobs: Sender<PrefetchJob>,
    /// Jobs queued and not finished.
    pub(crate) pending: Mutex<usize>,
    pub(crate) idle: Condvar,
    /// Files scanned (not read from the cache) before the report waited.
    pub(crate) scanned_during_run: Mutex<HashSet<String>>,
    /// The index of each file indexed so far, by path, for the report (see
    /// [`PrefetchState::index_of`]).
    pub(crate) indexed: Mutex<HashMap<String, CacheEntry>>,
    /// Set when the report waits for the prefetcher: what is left of `wanted` is indexed in
    /// parallel, and the rest dropped.
    pub(crate) hurry: AtomicBool,
    /// The files the report reads (set before `hurry`): the maps watcher may have queued
    /// others, which no process reported.
    pub(crate) wanted: OnceLock<HashSet<String>>,
    /// Files the prefetcher scanned once hurried, after the run: the report's own scans.
    pub(crate) scanned_after_run: AtomicUsize,
    /// The thread: at the lowest priority while the workload runs, normal once the report
    /// waits for it.
    pub(crate) worker: IdleWorker,
}

impl PrefetchState {
    pub(crate) fn start(cache_dir: PathBuf) -> Arc<PrefetchState> {
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
            worker: IdleWorker::default(),
        });
        // A weak reference: the queue's sender lives in `state`, so dropping the prefetcher
        // closes the queue and ends the thread.
        let weak = Arc::downgrade(&state);
        let worker = state.worker.clone();
        let spawned = std::thread::Builder::new()
            .name("aotspy-prefetch".into())
            .spawn(move || {
                let _cpu = crate::sys::timings::ThreadCpu::start();
                // Only CPU time the workload leaves idle: mapping and searching a GB of
                // libraries at normal priority measurably slowed a GEMM script on 2 cores.
                // What is left when the run ends is indexed on every core (see `hurry`).
                worker.lower_this_thread();
                while let Some(batch) = next_batch(&queue, &weak) {
                    let Some(state) = weak.upgrade() else { return };
                    // A panic ends the batch (counted done as it unwinds), not the thread:
                    // jobs queued behind it would never be counted, and the report waits for
                    // them.
                    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        state.index_batch(batch, &cache_dir)
                    }));
                }
            });
        // Without the thread its queue is gone, jobs fail to send, and the report scans as it
        // would anyway.
        drop(spawned);
        state
    }

    /// One pass of the thread over the files of `batch` (and those indexed so far that want
    /// more for its sizes).
    pub(crate) fn index_batch(&self, batch: Vec<PrefetchJob>, cache_dir: &Path) {
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
            let indexed = lock(&self.indexed);
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
            // Looked at again for new sizes: from the index held, not from its cache entry
            // (16-389 KB for oneMKL's SYCL libraries, read and decoded at each look).
            let held = lock(&self.indexed).remove(&file);
            let entry = index_entry(Path::new(&file), Some(cache_dir), held, &sizes, &counters);
            if let Some(entry) = entry {
                lock(&self.indexed).insert(file, entry);
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
    pub(crate) fn index_of(
        &self,
        file: &str,
        frame_sizes: &FrameSizes,
    ) -> Option<Vec<IndexedImage>> {
        let indexed = lock(&self.indexed);
        let entry = indexed.get(file)?;
        let unchanged = std::fs::metadata(file).is_ok_and(|meta| FileKey::of(&meta) == entry.key);
        (unchanged && !wants_more(entry, frame_sizes)).then(|| entry.images.clone())
    }

    pub(crate) fn done_one(&self) {
        self.done(1);
    }

    pub(crate) fn done(&self, jobs: usize) {
        let mut pending = lock(&self.pending);
        *pending -= jobs;
        if *pending == 0 {
            self.idle.notify_all();
        }
    }

    /// Hurries the thread on and waits for what it was asked to index of `files`, dropping the
    /// rest; adds the files it scanned after the run to `counters`, and returns how many of
    /// `files` it scanned during the run.
    pub(crate) fn finish(&self, files: &BTreeSet<&str>, counters: &Counters) -> usize {
        let _ = self
            .wanted
            .set(files.iter().map(|&file| file.to_owned()).collect());
        self.hurry.store(true, Ordering::SeqCst);
        // What is left is the report's wait now: at normal priority, not behind the
        // report's own threads.
        self.worker.raise();
        let mut pending = lock(&self.pending);
        if *pending > 0 {
            // Wakes the thread if it waits for more module sizes (an empty job: nothing to do).
            *pending += 1;
            if self.jobs.send(PrefetchJob::default()).is_err() {
                *pending -= 1;
            }
        }
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
pub(crate) struct BatchDone<'s> {
    pub(crate) state: &'s PrefetchState,
    pub(crate) jobs: usize,
}

impl Drop for BatchDone<'_> {
    fn drop(&mut self) {
        self.state.done(self.jobs);
    }
}
