//! `AOTSPY_TIMINGS=1`: where a collect or report spent its wall time, phase by phase, printed on
//! stderr when it ends (`aotspy: timings: workload 812 ms, drain 3 ms, …`). Off, a phase mark is
//! one relaxed load. The marks live in one process-wide list because the phases are spread over
//! the command, the pipeline and the analysis; nothing reads them but [`print`].
//!
//! A second line says where the CPU time went (`aotspy: cpu: workload 3120 ms, aotspy during
//! the run 410 ms, …`): the workload's own (user + system of the program and the processes it
//! waited for, read before it is reaped: [`workload_cpu`]), the collector's up to the workload's
//! end ([`mark`] of `workload`) and in all, each background thread's (recorded as it ends:
//! [`ThreadCpu`]), and the collector's own child processes'. `scripts/bench-jax` reads it.

use std::collections::BTreeMap;
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
    /// The collector's CPU milliseconds (every thread's) at the last mark.
    cpu_since: f64,
    /// Each phase: name, wall and CPU milliseconds.
    phases: Vec<(&'static str, f64, f64)>,
}
static MARKS: Mutex<Option<Marks>> = Mutex::new(None);

/// CPU milliseconds: the workload's, the collector's at the workload's end, and each
/// background thread's by name (summed over threads of one name).
#[derive(Default)]
struct CpuMarks {
    workload: Option<f64>,
    during_run: Option<f64>,
    threads: BTreeMap<String, (usize, f64)>,
}
static CPU: Mutex<Option<CpuMarks>> = Mutex::new(None);

fn with_cpu(f: impl FnOnce(&mut CpuMarks)) {
    let mut cpu = CPU.lock().unwrap_or_else(|e| e.into_inner());
    f(cpu.get_or_insert_with(CpuMarks::default));
}

fn ms(time: libc::timeval) -> f64 {
    time.tv_sec as f64 * 1000.0 + time.tv_usec as f64 / 1000.0
}

/// User + system milliseconds of `who` (RUSAGE_SELF, RUSAGE_THREAD, RUSAGE_CHILDREN).
fn rusage_ms(who: libc::c_int) -> f64 {
    // SAFETY: getrusage fills the zeroed struct it is given.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(who, &mut usage) != 0 {
            return 0.0;
        }
        ms(usage.ru_utime) + ms(usage.ru_stime)
    }
}

/// Records the CPU time of the workload `pid`, which has exited and is not reaped yet (a zombie
/// whose `/proc/PID/stat` still holds its times and those of the children it waited for).
/// Waits for it to exit without reaping it; the caller reaps it. Nothing when the timings are off.
pub fn workload_cpu(pid: u32) {
    if !on() {
        return;
    }
    use nix::sys::wait::{waitid, Id, WaitPidFlag};
    let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT;
    loop {
        match waitid(
            Id::Pid(nix::unistd::Pid::from_raw(pid as libc::pid_t)),
            flags,
        ) {
            Err(nix::errno::Errno::EINTR) => continue,
            Err(_) => return,
            Ok(_) => break,
        }
    }
    let (Some(fields), Some(ticks)) = (
        crate::sys::procfs::stat_fields(pid),
        crate::sys::procfs::clock_ticks_per_second(),
    ) else {
        return;
    };
    let ticks = ticks as f64;
    // utime, stime, cutime and cstime: fields 14 to 17, the 12th to 15th from field 3.
    let total: f64 = (11..15)
        .filter_map(|i| fields.get(i)?.parse::<f64>().ok())
        .sum();
    with_cpu(|cpu| cpu.workload = Some(total * 1000.0 / ticks));
}

/// Held by a background thread for its life: on drop, adds the thread's CPU time to its name's
/// (when the timings are on).
pub struct ThreadCpu(());

impl ThreadCpu {
    pub fn start() -> ThreadCpu {
        ThreadCpu(())
    }
}

impl Drop for ThreadCpu {
    fn drop(&mut self) {
        if !on() {
            return;
        }
        let spent = rusage_ms(libc::RUSAGE_THREAD);
        let name = std::thread::current()
            .name()
            .unwrap_or("unnamed")
            .to_owned();
        with_cpu(|cpu| {
            let entry = cpu.threads.entry(name).or_default();
            entry.0 += 1;
            entry.1 += spent;
        });
    }
}

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
            cpu_since: rusage_ms(libc::RUSAGE_SELF),
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
        cpu_since: 0.0,
        phases: Vec::new(),
    });
    let ms = now.duration_since(marks.since).as_secs_f64() * 1000.0;
    let cpu_now = rusage_ms(libc::RUSAGE_SELF);
    marks.phases.push((name, ms, cpu_now - marks.cpu_since));
    marks.since = now;
    marks.cpu_since = cpu_now;
    if name == "workload" {
        let spent = rusage_ms(libc::RUSAGE_SELF);
        with_cpu(|cpu| cpu.during_run = Some(spent));
    }
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
    let total: f64 = phases.iter().map(|(_, ms, _)| ms).sum();
    let list: Vec<String> = phases
        .iter()
        .map(|(name, ms, _)| format!("{name} {ms:.0} ms"))
        .collect();
    let by_phase: Vec<String> = phases
        .iter()
        .filter(|(_, _, cpu)| *cpu >= 1.0)
        .map(|(name, _, cpu)| format!("{name} {cpu:.0} ms"))
        .collect();
    eprintln!("aotspy: timings: {} (all {total:.0} ms)", list.join(", "));
    let cpu = CPU.lock().unwrap_or_else(|e| e.into_inner());
    let cpu = cpu.as_ref();
    let mut parts = Vec::new();
    if let Some(workload) = cpu.and_then(|c| c.workload) {
        parts.push(format!("workload {workload:.0} ms"));
    }
    if let Some(during) = cpu.and_then(|c| c.during_run) {
        parts.push(format!("aotspy during the run {during:.0} ms"));
    }
    parts.push(format!(
        "aotspy in all {:.0} ms",
        rusage_ms(libc::RUSAGE_SELF)
    ));
    if let Some(workload) = cpu.and_then(|c| c.workload) {
        let children = rusage_ms(libc::RUSAGE_CHILDREN) - workload;
        parts.push(format!(
            "aotspy's child processes {:.0} ms",
            children.max(0.0)
        ));
    }
    let threads: Vec<String> = cpu
        .map(|c| &c.threads)
        .into_iter()
        .flatten()
        .map(|(name, (count, ms))| format!("{name} {ms:.0} ms ({count})"))
        .collect();
    if !by_phase.is_empty() {
        parts.push(format!("by phase: {}", by_phase.join(", ")));
    }
    if !threads.is_empty() {
        parts.push(format!("threads ended: {}", threads.join(", ")));
    }
    eprintln!("aotspy: cpu: {}", parts.join(", "));
}
