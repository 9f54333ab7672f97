//! `AOTSPY_TIMINGS=1`: where a collect or report spent its wall time, phase by phase, printed on
//! stderr when it ends (`aotspy: timings: workload 812 ms, drain 3 ms, …`). Off, a phase mark is
//! one relaxed load. The marks live in one process-wide list because the phases are spread over
//! the command, the pipeline and the analysis; nothing reads them but [`print`].

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// The variable that turns the timings on.
pub const VARIABLE: &str = "AOTSPY_TIMINGS";

const UNKNOWN: u8 = 0;
const OFF: u8 = 1;
const ON: u8 = 2;
static STATE: AtomicU8 = AtomicU8::new(UNKNOWN);
/// When the last phase ended, and each phase with its wall time in milliseconds.
struct Marks {
    since: Instant,
    phases: Vec<(&'static str, f64)>,
}
static MARKS: Mutex<Option<Marks>> = Mutex::new(None);

fn on() -> bool {
    match STATE.load(Ordering::Relaxed) {
        ON => true,
        OFF => false,
        _ => {
            let on = std::env::var_os(VARIABLE).is_some_and(|v| v != "0" && !v.is_empty());
            STATE.store(if on { ON } else { OFF }, Ordering::Relaxed);
            on
        }
    }
}

/// Starts the clock: the first phase runs from here.
pub fn start() {
    if on() {
        let mut marks = MARKS.lock().unwrap_or_else(|e| e.into_inner());
        *marks = Some(Marks {
            since: Instant::now(),
            phases: Vec::new(),
        });
    }
}

/// Ends the phase `name`, which ran since the last mark (or [`start`]).
pub fn mark(name: &'static str) {
    if !on() {
        return;
    }
    let mut marks = MARKS.lock().unwrap_or_else(|e| e.into_inner());
    let now = Instant::now();
    let marks = marks.get_or_insert_with(|| Marks {
        since: now,
        phases: Vec::new(),
    });
    let ms = now.duration_since(marks.since).as_secs_f64() * 1000.0;
    marks.phases.push((name, ms));
    marks.since = now;
}

/// The phases so far on one stderr line, when the timings are on.
pub fn print() {
    if !on() {
        return;
    }
    let marks = MARKS.lock().unwrap_or_else(|e| e.into_inner());
    let Some(Marks { phases, .. }) = marks.as_ref() else {
        return;
    };
    let total: f64 = phases.iter().map(|(_, ms)| ms).sum();
    let list: Vec<String> = phases
        .iter()
        .map(|(name, ms)| format!("{name} {ms:.0} ms"))
        .collect();
    eprintln!("aotspy: timings: {} (all {total:.0} ms)", list.join(", "));
}
