//! The live model of `aotspy top`: what the process's stream has said so far (a copy of its
//! capture, taken at each refresh), the totals it sent with the time each arrived, and the
//! facts the latest background analysis found, made into one [`TopFrame`] per refresh.
//!
//! Rates are measured between the arrival times of two totals frames of the process (it sends
//! them every 200 ms), not between refreshes, so that a refresh that falls just before or just
//! after a frame does not move a rate by a fifth.

use crate::analysis::demangle::demangle;
use crate::ingest::capture::{module_id, module_key, ProcessCapture};
use aotspy_report::{
    Producer, Report, RuleId, TopFrame, TopKernel, TopProcess, TOP_SCHEMA_VERSION,
};
use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Totals frames kept for the rates: 64 at 200 ms apart are 12.8 s, more than any `--rate`
/// a person watches at needs.
const TOTALS_KEPT: usize = 64;
/// The preload sends totals every 200 ms while they change: past this with none, nothing
/// was dispatched since the last.
const TOTALS_QUIET: Duration = Duration::from_millis(450);

/// Totals as the process sent them, each with when it arrived.
type Totals = BTreeMap<u64, u64>;

/// What the stream reader hands the view: fed by [`Feed::observe`] from the reader thread, read
/// by the refresh loop.
#[derive(Default)]
pub struct Feed {
    state: Mutex<FeedState>,
}

#[derive(Default)]
struct FeedState {
    /// The refresh loop wants a copy of the capture at the next event.
    wanted: bool,
    capture: Option<ProcessCapture>,
    /// Each totals frame's totals, with its arrival, oldest first.
    totals: VecDeque<(Instant, Totals)>,
    /// The first totals frame: the process's counts when the attach began.
    at_attach: Option<Totals>,
}

impl Feed {
    /// Called by the stream reader after each event (`event`: its name) is applied to
    /// `capture`.
    pub fn observe(&self, capture: &ProcessCapture, event: &'static str) {
        let mut state = crate::sys::sync::lock(&self.state);
        if event == "Dispatches" {
            if state.at_attach.is_none() {
                state.at_attach = Some(capture.dispatches.clone());
            }
            if state.totals.len() == TOTALS_KEPT {
                state.totals.pop_front();
            }
            state
                .totals
                .push_back((Instant::now(), capture.dispatches.clone()));
        }
        if state.wanted || state.capture.is_none() {
            state.capture = Some(capture.clone());
            state.wanted = false;
        }
    }

    /// The capture as of the latest event, and asks for a fresher copy at the next one.
    pub fn capture(&self) -> Option<ProcessCapture> {
        let mut state = crate::sys::sync::lock(&self.state);
        state.wanted = true;
        state.capture.clone()
    }

    fn totals(&self) -> (Vec<(Instant, Totals)>, Option<Totals>) {
        let state = crate::sys::sync::lock(&self.state);
        (
            state.totals.iter().cloned().collect(),
            state.at_attach.clone(),
        )
    }
}

/// What the background analysis found of a kernel.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct KernelFacts {
    pub demangled: String,
    pub launched_from: Option<String>,
    pub producer: Option<Producer>,
    pub simd: Option<u32>,
    pub grf: Option<u32>,
    pub spill_bytes: Option<u64>,
    pub advice: Vec<RuleId>,
}

/// The facts of one background analysis, by kernel name and module id.
#[derive(Debug, Clone, Default)]
pub struct Facts {
    by_kernel: HashMap<(String, String), KernelFacts>,
}

impl Facts {
    /// The facts of `report`'s kernels; `launched_from` makes its LAUNCHED FROM text.
    pub fn from_report(
        report: &Report,
        launched_from: impl Fn(&Report, &aotspy_report::KernelEntry) -> String,
    ) -> Facts {
        let by_kernel = report
            .kernels
            .iter()
            .map(|kernel| {
                let from = launched_from(report, kernel);
                let facts = KernelFacts {
                    demangled: kernel.demangled.clone(),
                    launched_from: (!from.is_empty() && from != "-").then_some(from),
                    producer: Some(kernel.producer.clone()),
                    simd: kernel.simd,
                    grf: kernel.grf,
                    spill_bytes: kernel.spill_bytes,
                    advice: kernel.advice.iter().map(|f| f.id).collect(),
                };
                ((kernel.name.clone(), kernel.module.clone()), facts)
            })
            .collect();
        Facts { by_kernel }
    }

    /// A kernel's facts: under its module, else (a kernel known by name, which the analysis
    /// may have found a module for) under its name alone.
    fn of(&self, name: &str, module: &str) -> Option<&KernelFacts> {
        self.by_kernel
            .get(&(name.to_owned(), module.to_owned()))
            .or_else(|| {
                module.is_empty().then(|| {
                    self.by_kernel
                        .iter()
                        .filter(|((n, _), _)| n == name)
                        .min_by(|a, b| a.0.cmp(b.0))
                        .map(|(_, facts)| facts)
                })?
            })
    }
}

/// The refresh loop's side of the model: turns the feed and the facts into frames.
pub struct LiveModel {
    pid: u32,
    /// When counting began.
    since: Instant,
    /// The rate window: `--rate`, the refresh interval.
    window: Duration,
    /// The last frame's counts, by row: the next may not go below them.
    last: HashMap<(String, String), u64>,
}

impl LiveModel {
    pub fn new(pid: u32, since: Instant, window: Duration) -> LiveModel {
        LiveModel {
            pid,
            since,
            window,
            last: HashMap::new(),
        }
    }

    /// The frame for now: from `capture` (the feed's latest copy), the feed's totals and
    /// `facts` (the latest analysis, if one finished).
    pub fn frame(
        &mut self,
        feed: &Feed,
        capture: Option<&ProcessCapture>,
        facts: Option<&Facts>,
    ) -> TopFrame {
        let now = Instant::now();
        let (mut totals, at_attach) = feed.totals();
        let at_attach = at_attach.unwrap_or_default();
        // Quiet since the last totals: nothing dispatched since, so the counts stand until now.
        if let Some((at, latest)) = totals.last().cloned() {
            if now.duration_since(at) > TOTALS_QUIET {
                totals.push((now, latest));
            }
        }
        let (window_s, rates) = rates(&totals, self.window);
        let mut frame = TopFrame {
            schema_version: TOP_SCHEMA_VERSION,
            unix_ms: crate::sys::clock::unix_ms_now(),
            process: TopProcess {
                pid: self.pid,
                command: capture.map_or_else(
                    || crate::sys::procfs::process_command(self.pid),
                    |c| command(&c.hello),
                ),
                injected: capture.is_some_and(|c| c.injected.is_some()),
            },
            uptime_s: now.duration_since(self.since).as_secs_f64(),
            rate_window_s: window_s,
            threads_launching: 0,
            dispatches: 0,
            dispatches_per_s: 0.0,
            driver_operations: 0,
            driver_operations_per_s: 0.0,
            kernels: Vec::new(),
            ended: None,
        };
        let Some(capture) = capture else {
            return frame;
        };
        let latest = totals.last().map(|(_, t)| t.clone()).unwrap_or_default();
        frame.threads_launching = capture
            .call_sites
            .values()
            .flatten()
            .map(|sample| sample.thread)
            .collect::<BTreeSet<u32>>()
            .len() as u32;
        let mut rows: BTreeMap<(String, String), TopKernel> = BTreeMap::new();
        for (&id, &total) in &latest {
            let during = total.saturating_sub(at_attach.get(&id).copied().unwrap_or(0));
            let rate = rates.get(&id).copied().unwrap_or(0.0);
            if capture.driver_operations.contains_key(&id) {
                frame.driver_operations += during;
                frame.driver_operations_per_s += rate;
                continue;
            }
            let Some((name, module)) = kernel_of(capture, id) else {
                continue;
            };
            if during == 0 {
                continue;
            }
            frame.dispatches += during;
            frame.dispatches_per_s += rate;
            let row = rows
                .entry((name.clone(), module.clone()))
                .or_insert_with(|| TopKernel {
                    demangled: demangle(&name),
                    name,
                    module,
                    dispatches: 0,
                    dispatches_since_start: 0,
                    dispatches_per_s: 0.0,
                    analyzed: false,
                    launched_from: None,
                    producer: None,
                    simd: None,
                    grf: None,
                    spill_bytes: None,
                    advice: Vec::new(),
                });
            row.dispatches += during;
            row.dispatches_since_start += total;
            row.dispatches_per_s += rate;
        }
        for (key, mut row) in rows {
            // Counts only grow: a row never shows fewer than it did.
            let shown = self.last.entry(key).or_default();
            row.dispatches = row.dispatches.max(*shown);
            *shown = row.dispatches;
            if let Some(found) = facts.and_then(|f| f.of(&row.name, &row.module)) {
                row.analyzed = true;
                if !found.demangled.is_empty() {
                    row.demangled = found.demangled.clone();
                }
                row.launched_from = found.launched_from.clone();
                row.producer = found.producer.clone();
                row.simd = found.simd;
                row.grf = found.grf;
                row.spill_bytes = found.spill_bytes;
                row.advice = found.advice.clone();
            }
            frame.kernels.push(row);
        }
        frame.dispatches = frame
            .dispatches
            .max(frame.kernels.iter().map(|k| k.dispatches).sum());
        sort_by_rate(&mut frame.kernels);
        frame
    }
}

/// The process's command line, its program by file name (the terminal shows it made
/// printable).
fn command(hello: &aotspy_proto::Hello) -> String {
    let mut words: Vec<&str> = hello.argv.iter().map(String::as_str).collect();
    if words.is_empty() {
        words.push(&hello.exe);
    }
    let program = std::path::Path::new(words[0])
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    std::iter::once(program.as_str())
        .chain(words[1..].iter().copied())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Most dispatched per second first, then most dispatched, then by name.
pub fn sort_by_rate(kernels: &mut [TopKernel]) {
    kernels.sort_by(|a, b| {
        b.dispatches_per_s
            .total_cmp(&a.dispatches_per_s)
            .then(b.dispatches.cmp(&a.dispatches))
            .then_with(|| a.demangled.cmp(&b.demangled))
    });
}

/// A kernel id's name and module id in `capture`, when the stream (or the descriptions file)
/// described it.
fn kernel_of(capture: &ProcessCapture, id: u64) -> Option<(String, String)> {
    if let Some(kernel) = capture.kernels.get(&id) {
        let module = capture
            .modules
            .get(&kernel.module)
            .map(|m| module_id(&module_key(m)).to_owned())
            .unwrap_or_default();
        return Some((kernel.name.clone(), module));
    }
    capture
        .found_kernels
        .get(&id)
        .map(|found| (found.name.clone(), String::new()))
}

/// Each kernel's dispatches per second between the latest totals and the newest ones at least
/// `window` older (else the oldest kept), and the seconds between the two.
fn rates(totals: &[(Instant, Totals)], window: Duration) -> (f64, HashMap<u64, f64>) {
    let Some((t1, latest)) = totals.last() else {
        return (0.0, HashMap::new());
    };
    let earlier = totals
        .iter()
        .rev()
        .find(|(t0, _)| t1.duration_since(*t0) >= window)
        .or_else(|| totals.first());
    let Some((t0, before)) = earlier else {
        return (0.0, HashMap::new());
    };
    let seconds = t1.duration_since(*t0).as_secs_f64();
    if seconds <= 0.0 {
        return (0.0, HashMap::new());
    }
    let rates = latest
        .iter()
        .map(|(&id, &now)| {
            let then = before.get(&id).copied().unwrap_or(0);
            (id, now.saturating_sub(then) as f64 / seconds)
        })
        .collect();
    (seconds, rates)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::capture::test_streams::{dispatches, hello, kernel, module};
    use aotspy_proto::Event;

    fn capture() -> ProcessCapture {
        let Event::Hello(hello) = hello(7, 70) else {
            unreachable!()
        };
        let mut capture = ProcessCapture::new(hello);
        for event in [
            module(1, b"bin"),
            kernel(1, 1, "scale"),
            kernel(2, 1, "fill"),
        ] {
            capture.apply(event);
        }
        capture
    }

    /// Rates come from the totals' arrival times; counts start at the attach and only grow.
    #[test]
    fn rates_are_measured_between_totals_frames() {
        let feed = Feed::default();
        let mut capture = capture();
        let start = Instant::now();
        capture.apply(dispatches(&[(1, 100), (2, 5)]));
        feed.observe(&capture, "Dispatches");
        std::thread::sleep(Duration::from_millis(300));
        capture.apply(dispatches(&[(1, 130), (2, 5)]));
        feed.observe(&capture, "Dispatches");
        let mut model = LiveModel::new(7, start, Duration::from_millis(250));
        let copy = feed.capture().unwrap();
        let frame = model.frame(&feed, Some(&copy), None);
        assert_eq!(frame.kernels.len(), 1, "fill ran only before the attach");
        let scale = &frame.kernels[0];
        assert_eq!((scale.name.as_str(), scale.dispatches), ("scale", 30));
        assert_eq!(scale.dispatches_since_start, 130);
        assert!(!scale.analyzed);
        let expected = 30.0 / frame.rate_window_s;
        assert!((scale.dispatches_per_s - expected).abs() < 1e-9);
        assert!(
            (0.29..0.5).contains(&frame.rate_window_s),
            "{}",
            frame.rate_window_s
        );
        assert_eq!(frame.dispatches, 30);

        // Facts attach by name and module.
        let mut facts = Facts::default();
        facts.by_kernel.insert(
            ("scale".into(), scale.module.clone()),
            KernelFacts {
                simd: Some(16),
                advice: vec![RuleId::Spills],
                ..Default::default()
            },
        );
        let frame = model.frame(&feed, Some(&copy), Some(&facts));
        assert!(frame.kernels[0].analyzed);
        assert_eq!(frame.kernels[0].simd, Some(16));
        // Quiet past the flush interval: the rate falls, the count stays.
        std::thread::sleep(TOTALS_QUIET + Duration::from_millis(300));
        let frame = model.frame(&feed, Some(&copy), None);
        assert_eq!(frame.kernels[0].dispatches, 30);
        assert!(frame.kernels[0].dispatches_per_s < expected);
    }
}
