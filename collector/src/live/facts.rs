//! The background analysis of `aotspy top`: a copy of the capture, whenever it holds kernels,
//! modules or call sites the last analysis did not see, rendered quietly into a private scratch
//! directory as the report at the end will be (disassembly, listings and their advice, the
//! call sites' symbols, provenance: each cached, so the report at exit finds them done), and
//! read back as the typed report, whose kernels' facts the view shows as they become ready.

use super::model::Facts;
use crate::ingest::capture::ProcessCapture;
use crate::report::pipeline::{self, RenderOptions};
use crate::report::saved;
use crate::report::views::columns;
use crate::sys::sync::lock;
use crossbeam_channel::{Sender, TrySendError};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

/// The worker: one analysis at a time, the newest capture offered while it was busy next.
pub struct Analyst {
    offers: Option<Sender<ProcessCapture>>,
    latest: Arc<Mutex<Option<Arc<Facts>>>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    /// What the last offered capture held (kernels, modules, call sites): a capture holding
    /// the same is not analyzed again.
    last_offered: Option<(usize, usize, usize)>,
    _scratch: Option<tempfile::TempDir>,
}

impl Analyst {
    /// Starts the worker, rendering into a new private directory; `None` when none can be
    /// made (the view then shows counts only).
    pub fn start() -> Analyst {
        let scratch = tempfile::Builder::new()
            .prefix("aotspy-top-")
            .tempdir()
            .ok();
        let latest = Arc::new(Mutex::new(None));
        let stop = Arc::new(AtomicBool::new(false));
        let (offers, offered) = crossbeam_channel::bounded::<ProcessCapture>(1);
        let thread = scratch.as_ref().map(|dir| {
            let dir: PathBuf = dir.path().join("report");
            let (latest, stop) = (latest.clone(), stop.clone());
            thread::Builder::new()
                .name("aotspy-top-facts".into())
                .spawn(move || {
                    crate::sys::priority::lowest_cpu_priority();
                    while let Ok(capture) = offered.recv() {
                        if stop.load(Ordering::SeqCst) {
                            return;
                        }
                        if let Some(facts) = analyze(&dir, capture) {
                            *lock(&latest) = Some(Arc::new(facts));
                        }
                    }
                })
                .ok()
        });
        Analyst {
            offers: Some(offers),
            latest,
            stop,
            thread: thread.flatten(),
            last_offered: None,
            _scratch: scratch,
        }
    }

    /// Offers `capture` when it holds something the last offer did not, and the worker is
    /// free to take it (else a later refresh offers it again).
    pub fn offer(&mut self, capture: &ProcessCapture) {
        let holds = (
            capture.kernels.len() + capture.found_kernels.len(),
            capture.modules.len(),
            capture.call_sites.values().map(Vec::len).sum(),
        );
        if self.last_offered == Some(holds) || self.thread.is_none() {
            return;
        }
        if let Some(offers) = &self.offers {
            match offers.try_send(capture.clone()) {
                Ok(()) => self.last_offered = Some(holds),
                Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {}
            }
        }
    }

    /// The facts of the latest analysis that finished.
    pub fn facts(&self) -> Option<Arc<Facts>> {
        lock(&self.latest).clone()
    }

    /// Stops the worker, waiting for the analysis in hand (the report at exit would redo what
    /// it leaves half done, and both write the same caches).
    pub fn finish(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        drop(self.offers.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Analyst {
    fn drop(&mut self) {
        self.finish();
    }
}

/// Renders `capture` quietly into `dir` and reads its kernels' facts back.
fn analyze(dir: &std::path::Path, capture: ProcessCapture) -> Option<Facts> {
    let options = RenderOptions {
        quiet: true,
        all_kernels: false,
        json: false,
        fallback_device: None,
    };
    pipeline::produce(dir, vec![capture], Vec::new(), &options).ok()?;
    let report = saved::read(dir).ok()?;
    Some(Facts::from_report(&report, columns::launched_from))
}
