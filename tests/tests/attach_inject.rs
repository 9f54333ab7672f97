//! `aotspy attach PID` on processes started WITHOUT the preload: aotspy loads libaotspy.so into
//! them through ptrace, hooks the driver's entry points in place, counts while attached, and
//! puts the original bytes back on detach.
//!
//! The C workload (`tests/c/attach_loop.c`) launches from 16 threads on regular lists (one
//! recorded once and replayed, one re-recorded every iteration) and immediate lists, and keeps
//! its own per-kernel counts. It pauses on SIGUSR1 (every worker parks after its iteration, then
//! it prints its counts) and resumes on SIGUSR2, so each attach window is bracketed by two
//! exact counts of the workload's own: the report's dispatches during the attach must equal
//! their difference, 20 times over, while the workload runs on unharmed.
//!
//! The launches on the lists recorded before the first attach are the exception the test makes
//! explicit: no Level Zero API says what a closed command list holds, so an attach cannot count
//! them; the workload prints how often those lists ran, and the test expects exactly the rest.

use aotspy_tests::schema::{KernelEntry, NoteKind};
use aotspy_tests::*;
use std::collections::BTreeMap;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Command, ExitStatus};
use std::time::Duration;

// What aotspy prints; the key phrases of its messages (the integrator may adjust the wording
// of the collector: keep these in step).
/// Before injecting: "aotspy: loading /path/to/libaotspy.so into pid N (COMM)".
const LOADING: &str = "libaotspy.so into pid";
/// Once counting has begun (the jumps are written).
const ATTACHED: &str = "aotspy: attached to pid";
/// Another user's process (as for a preloaded one: `collector/src/cmd/attach.rs`).
const REFUSED_OTHER_UID: &str = "only that user or root can attach";
/// A process that has not loaded Level Zero.
const REFUSED_NO_LEVEL_ZERO: &str = "does not use Level Zero";
/// A 32-bit (or other non-x86-64) process.
const REFUSED_NOT_X86_64: &str = "aotspy attaches to 64-bit x86 (x86-64) processes only";
/// A process that a debugger or strace already traces: followed by the tracer's pid.
const REFUSED_TRACED: &str = "already being traced by pid";

/// Attach windows of the main test, bracketed by pauses (exact counts).
const ROUNDS: u32 = 20;
/// Then attaches and detaches while the workload launches (counts bounded).
const UNDER_LOAD_ROUNDS: u32 = 3;
/// How long each step may take before the test fails saying which step hung. Injection and
/// the report are slow device-less on a loaded 2-core machine; a hang is forever.
const STEP_TIMEOUT: Duration = Duration::from_secs(90);
/// The workload's start-up: the driver compiles the SPIR-V module.
const START_TIMEOUT: Duration = Duration::from_secs(120);

/// The workload's kernels, in the order of its lines.
const KERNELS: [&str; 4] = [SCALE, VECTOR_ADD, FILL, SAXPY];
/// Per run of a list recorded at start-up: scale twice, vector_add once (attach_loop.c).
const REPLAYED_LIST: [(&str, u64); 2] = [(SCALE, 2), (VECTOR_ADD, 1)];

/// One line of the workload's own counts.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Counts {
    kernels: BTreeMap<String, u64>,
    replayed_runs: u64,
}

impl Counts {
    /// `<LABEL> scale=n _ZTS...=n fill=n saxpy=n replayed_runs=r`, or None if `line` is not
    /// one with this label in exactly that form.
    fn parse(label: &str, line: &str) -> Option<Counts> {
        let mut words = line.split(' ');
        if words.next() != Some(label) {
            return None;
        }
        let mut kernels = BTreeMap::new();
        for name in KERNELS {
            let (key, n) = words.next()?.split_once('=')?;
            if key != name {
                return None;
            }
            kernels.insert(name.to_owned(), n.parse().ok()?);
        }
        let replayed_runs = words.next()?.strip_prefix("replayed_runs=")?.parse().ok()?;
        if words.next().is_some() {
            return None;
        }
        Some(Counts {
            kernels,
            replayed_runs,
        })
    }

    /// What an attach between `self` (its start) and `later` (its end) can count: the
    /// difference, without the launches of the lists recorded before the attach.
    fn countable_since(&self, later: &Counts) -> BTreeMap<String, u64> {
        let runs = later.replayed_runs - self.replayed_runs;
        let mut expected = BTreeMap::new();
        for name in KERNELS {
            let mut n = later.kernels[name] - self.kernels[name];
            if let Some((_, per_run)) = REPLAYED_LIST.iter().find(|(k, _)| *k == name) {
                n -= per_run * runs;
            }
            expected.insert(name.to_owned(), n);
        }
        expected
    }

    /// At a pause every iteration is whole: each re-recorded or immediate iteration dispatched
    /// fill and saxpy once and one of scale or vector_add, each replayed run scale twice and
    /// vector_add once.
    fn consistent(&self) -> bool {
        let k = |name: &str| self.kernels[name];
        k(FILL) == k(SAXPY) && k(SCALE) + k(VECTOR_ADD) == k(FILL) + 3 * self.replayed_runs
    }
}

/// Each worker naps this long after each iteration (`--nap-us`), so that 16 threads do not
/// take both cores of a shared machine; they still launch hundreds of times a second each.
const NAP_US: &str = "1000";

/// The workload's command line, device-less, with `extra` options (`--fread-zebin`).
fn loop_command(extra: &[&str]) -> Command {
    let artifacts = artifacts();
    let mut cmd = Command::new(attach_loop_bin());
    cmd.arg("--zebin")
        .arg(artifacts.kernel(VECTOR_OPS, Form::Zebin))
        .arg("--spirv")
        .arg(artifacts.kernel(EXTRA_OPS, Form::Spirv))
        .args(["--nap-us", NAP_US])
        .args(extra)
        .envs(EMULATE_ENV.iter().copied());
    cmd
}

/// `tests/c/attach_loop.c`, running device-less without the preload.
struct Loop {
    process: LiveProcess,
    /// Stdout lines already consumed by a pause or resume.
    seen: usize,
    last_pause: Option<Counts>,
}

impl Loop {
    /// Starts it and waits until its workers run.
    fn start() -> Loop {
        Loop::start_with(&[])
    }

    /// With extra options (see [`loop_command`]).
    fn start_with(extra: &[&str]) -> Loop {
        let mut process = LiveProcess::start(&mut loop_command(extra));
        if !process.wait_stderr("attach_loop: pid", START_TIMEOUT) {
            panic!("the workload did not start:\n{}", process.describe());
        }
        let mut workload = Loop {
            process,
            seen: 0,
            last_pause: None,
        };
        // Its first counts line: the workers have launched for a second.
        workload.next_line("the first COUNTS line", |l| l.starts_with("COUNTS "));
        workload
    }

    fn pid(&self) -> u32 {
        self.process.pid()
    }

    /// Waits for the next stdout line that satisfies `pred`, failing with `what` on timeout.
    fn next_line(&mut self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let Some(index) = self.process.wait_stdout(self.seen, STEP_TIMEOUT, pred) else {
            panic!(
                "the workload printed no {what} within {STEP_TIMEOUT:?} (hung, or exited?):\n{}",
                self.process.describe()
            );
        };
        self.seen = index + 1;
        self.process.stdout_lines()[index].clone()
    }

    /// SIGUSR1, then its PAUSED counts (every worker parked).
    fn pause(&mut self) -> Counts {
        send_signal(self.pid(), libc::SIGUSR1);
        let line = self.next_line("PAUSED line after SIGUSR1", |l| l.starts_with("PAUSED"));
        let counts = Counts::parse("PAUSED", &line)
            .unwrap_or_else(|| panic!("malformed PAUSED line {line:?}"));
        assert!(
            counts.consistent(),
            "the workload's own counts are inconsistent at a pause: {counts:?}"
        );
        if let Some(before) = &self.last_pause {
            assert!(
                KERNELS
                    .iter()
                    .all(|k| counts.kernels[*k] >= before.kernels[*k]),
                "the workload's counts went down: {before:?} then {counts:?}"
            );
        }
        self.last_pause = Some(counts.clone());
        counts
    }

    /// SIGUSR2, and its RESUMED line.
    fn resume(&mut self) {
        send_signal(self.pid(), libc::SIGUSR2);
        self.next_line("RESUMED line after SIGUSR2", |l| l == "RESUMED");
    }

    /// The workload's output so far, as the "workload alone" part of a failure message.
    fn so_far(&self) -> RunOutput {
        RunOutput {
            command: self.process.command().to_owned(),
            status: ExitStatus::from_raw(0),
            stdout: self.process.stdout_lines().join("\n"),
            stderr: self.process.stderr_text(),
        }
    }

    /// SIGTERM: it must exit 0 with its final counts, every line of its output in its own
    /// form, and nothing else on stderr than its start-up line.
    fn finish(self) {
        let pid = self.pid();
        send_signal(pid, libc::SIGTERM);
        let out = self.process.wait(STEP_TIMEOUT);
        assert_eq!(
            out.status.code(),
            Some(0),
            "the workload did not exit 0 after SIGTERM:\n{}",
            out.describe()
        );
        let lines: Vec<&str> = out.stdout.lines().collect();
        for line in &lines {
            let form = *line == "RESUMED"
                || ["COUNTS", "PAUSED", "FINAL"]
                    .iter()
                    .any(|label| Counts::parse(label, line).is_some());
            assert!(
                form,
                "the workload printed {line:?}, not one of its own lines:\n{}",
                out.describe()
            );
        }
        let last = lines.last().copied().unwrap_or_default();
        let Some(last) = Counts::parse("FINAL", last) else {
            panic!("the workload's last line is not FINAL:\n{}", out.describe());
        };
        assert!(last.consistent(), "inconsistent final counts {last:?}");
        assert_eq!(
            out.stderr,
            format!("attach_loop: pid {pid}, 16 threads\n"),
            "the workload's stderr changed:\n{}",
            out.describe()
        );
    }
}

/// The workload alone, no aotspy: while paused its counts do not move (a second SIGUSR1
/// prints the same), after each resume they grow for every kernel, and SIGTERM ends it with
/// exit 0 and its own lines only. What the attach tests rely on.
#[test]
fn the_workload_pauses_and_resumes_exactly() {
    let mut workload = Loop::start();
    let mut before = workload.pause();
    for _ in 0..5 {
        std::thread::sleep(Duration::from_millis(200));
        let again = workload.pause();
        assert_eq!(
            again, before,
            "the counts moved while the workload was paused"
        );
        workload.resume();
        std::thread::sleep(Duration::from_millis(300));
        let after = workload.pause();
        let ran = before.countable_since(&after);
        assert!(
            ran.values().all(|n| *n > 0) && after.replayed_runs > before.replayed_runs,
            "not every kind of launch ran in 0.3 s: {before:?} then {after:?}"
        );
        before = after;
    }
    workload.resume();
    workload.finish();
}

fn aotspy(args: &[&str]) -> Command {
    let mut cmd = Command::new(aotspy_bin());
    cmd.env("AOTSPY_CACHE", cache_dir()).args(args);
    cmd
}

/// `aotspy attach PID --out <run dir> <extra>` started, once it says it attached.
fn attach(pid: u32, name: &str, extra: &[&str]) -> (LiveProcess, PathBuf) {
    let out_dir = run_dir(name);
    let mut cmd = aotspy(&["attach", &pid.to_string(), "--out"]);
    cmd.arg(&out_dir).args(extra);
    let mut attaching = LiveProcess::start(&mut cmd);
    if !attaching.wait_stderr(ATTACHED, STEP_TIMEOUT) {
        panic!(
            "aotspy did not say {ATTACHED:?} within {STEP_TIMEOUT:?}:\n{}",
            attaching.describe()
        );
    }
    (attaching, out_dir)
}

/// Kernel name -> dispatches during the attach, over the report's kernels (a name listed more
/// than once, e.g. once per module seen, is summed).
fn during_attach(c: &Collection) -> BTreeMap<String, u64> {
    let mut map = BTreeMap::new();
    for k in c.kernels() {
        let name = &k.name;
        let n = k.dispatches_during_attach.unwrap_or_else(|| {
            c.fail(&format!(
                "kernel {name} has no integer \"dispatches_during_attach\""
            ))
        });
        *map.entry(name.to_owned()).or_insert(0) += n;
    }
    map
}

/// The report's dispatches during the attach are exactly what the workload's own counters at
/// the window's edges say could be counted, and every kernel that ran is listed.
fn assert_window(c: &Collection, a: &Counts, b: &Counts) {
    let expected = a.countable_since(b);
    for (name, n) in &expected {
        assert!(
            *n > 0,
            "test bug: {name} did not run in the window ({a:?} .. {b:?}); let it run longer"
        );
    }
    let got = during_attach(c);
    let got_nonzero: BTreeMap<String, u64> = got.into_iter().filter(|(_, n)| *n > 0).collect();
    if got_nonzero != expected {
        c.fail(&format!(
            "dispatches during the attach differ from the workload's counts at the window's \
             edges (A = {a:?}, B = {b:?}; the {} runs of the lists recorded at start-up \
             taken out)\n expected: {expected:?}\n      got: {got_nonzero:?}",
            b.replayed_runs - a.replayed_runs
        ));
    }
}

/// Every kernel was created before the attach. Modern NEO gives each one's raw ISA; NEO 22.43
/// only its name, and then the AOT kernels are found by name in the zebin the job has mapped,
/// and the SPIR-V ones (compiled by the driver from a file it read) in the zebin the driver
/// keeps of them in the process's memory.
fn assert_isa_of_earlier_kernels(c: &Collection) {
    for name in KERNELS {
        let kernel = c.kernel(name);
        let want = match (on_modern_stack(), name) {
            (true, _) => "kernel-binary",
            (false, SCALE | VECTOR_ADD) => "matched-image",
            (false, _) => "process-memory",
        };
        if kernel.isa_from != want {
            c.fail(&format!("kernel {name}: isa_from should be {want}"));
        }
        let asm = c.asm_text(kernel);
        let listing = aotspy_isa::parse(&asm);
        if listing.code().is_empty() || listing.analyze().sends.end_of_thread == 0 {
            c.fail(&format!(
                "kernel {name}: its ASM does not parse as an IGA listing with an end-of-thread send:\n{asm}"
            ));
        }
    }
}

/// The injected preload samples call sites as a preloaded one does: every kernel launched
/// while attached has one, with the workload's own function (where `append` launches it) as
/// the user frame, not the threads' start in libc.
fn assert_call_sites_sampled(c: &Collection) {
    for name in KERNELS {
        let kernel = c.kernel(name);
        let sites: Vec<&str> = kernel
            .call_sites
            .iter()
            .filter_map(|s| s.launched_from.as_deref())
            .collect();
        if sites.is_empty() || !sites.iter().all(|s| s.contains("attach_loop")) {
            c.fail(&format!(
                "kernel {name}: every call site's user frame should be in attach_loop, not {sites:?}"
            ));
        }
    }
}

/// 20 windows of an attach to the workload, each bracketed by two pauses: exact counts every
/// time, and the workload runs on, prints its own lines only, and exits 0. Then one window
/// ended by `--duration 2`, and three attached and detached while the workload launches.
#[test]
fn attach_without_the_preload_twenty_times() {
    let mut workload = Loop::start();
    let pid = workload.pid();
    for round in 0..ROUNDS {
        let a = workload.pause();
        let (attaching, out_dir) = attach(pid, &format!("attach-inject-{round}"), &[]);
        if round == 0 {
            let loading = format!("{LOADING} {pid} (attach_loop)");
            let said = attaching.stderr_text();
            assert!(
                said.lines()
                    .any(|l| l.starts_with("aotspy: loading ") && l.ends_with(&loading)),
                "aotspy did not say {loading:?} before injecting:\n{}",
                attaching.describe()
            );
        }
        workload.resume();
        // 0.3 s to 1 s of launching, a different length each round.
        std::thread::sleep(Duration::from_millis(300 + 700 * u64::from(round) / 19));
        let b = workload.pause();
        send_signal(attaching.pid(), libc::SIGINT);
        let output = attaching.wait(STEP_TIMEOUT);
        workload.resume();
        let c = attach_report(
            output,
            &out_dir,
            pid,
            Some("interrupted"),
            &workload.so_far(),
        );
        assert_window(&c, &a, &b);
        if round == 0 {
            assert_isa_of_earlier_kernels(&c);
            assert_call_sites_sampled(&c);
        }
    }

    // --duration 2: the second pause comes before the duration ends, so the window's far edge
    // is still exact; aotspy then detaches by itself from the paused workload.
    let a = workload.pause();
    let (attaching, out_dir) = attach(pid, "attach-inject-duration", &["--duration", "2"]);
    workload.resume();
    std::thread::sleep(Duration::from_millis(700));
    let b = workload.pause();
    let output = attaching.wait(STEP_TIMEOUT);
    workload.resume();
    let c = attach_report(
        output,
        &out_dir,
        pid,
        Some("duration-elapsed"),
        &workload.so_far(),
    );
    assert_window(&c, &a, &b);
    let attached_ms = c
        .attach()
        .detached_at_unix_ms
        .saturating_sub(c.attach().attached_at_unix_ms);
    if !(2000..10_000).contains(&attached_ms) {
        c.fail(&format!("attached for {attached_ms} ms, not about 2 s"));
    }

    // Attached and detached while all 16 threads launch (the hooks go in and out under
    // load): the window's counts then lie between the pauses around it, and nothing breaks.
    for round in 0..UNDER_LOAD_ROUNDS {
        let a = workload.pause();
        workload.resume();
        let (attaching, out_dir) = attach(pid, &format!("attach-inject-load-{round}"), &[]);
        std::thread::sleep(Duration::from_millis(500));
        send_signal(attaching.pid(), libc::SIGINT);
        let output = attaching.wait(STEP_TIMEOUT);
        let b = workload.pause();
        workload.resume();
        let c = attach_report(
            output,
            &out_dir,
            pid,
            Some("interrupted"),
            &workload.so_far(),
        );
        let bound = a.countable_since(&b);
        let got = during_attach(&c);
        for (name, n) in &got {
            if *n > 0 && bound.get(name).is_none_or(|most| n > most) {
                c.fail(&format!(
                    "{name}: {n} dispatches during the attach, more than the workload did \
                     around it (at most {:?}; A = {a:?}, B = {b:?})",
                    bound.get(name)
                ));
            }
        }
        for name in KERNELS {
            if got.get(name).copied().unwrap_or(0) == 0 {
                c.fail(&format!(
                    "{name} ran all through a 0.5 s attach, yet no dispatch of it was counted"
                ));
            }
        }
    }

    // It still runs and launches after all that.
    workload.next_line("COUNTS line after the last detach", |l| {
        l.starts_with("COUNTS ")
    });
    workload.finish();
}

/// The listing `collect` writes for each of `kernels` of the vector_ops zebin, read with fread
/// by ze_workload (`--load read`) and launched once each.
fn collected_listings(name: &str, kernels: &[&str]) -> BTreeMap<String, String> {
    let mut workload = Workload::new(CallPath::Link)
        .args(["--load", "read"])
        .module(VECTOR_OPS, Form::Zebin);
    for kernel in kernels {
        workload = workload.launch(&format!("{kernel}=1"));
    }
    let c = workload.collect(name);
    kernels
        .iter()
        .map(|k| ((*k).to_owned(), c.asm_text(c.kernel(k))))
        .collect()
}

/// A job that read its AOT zebin with fread (and freed the buffer) before the attach: no mapped
/// file holds its kernels. On the host stack (NEO 22.43 gives only the name) their ISA comes
/// from the zebin the driver keeps in the process's heap (`process-memory`, found at an address
/// of the process); on the modern one from the driver's raw ISA (`kernel-binary`). Either way
/// each kernel's listing is, byte for byte, the one `collect` writes for the same kernel.
#[test]
fn attach_to_a_job_that_read_its_zebin_with_fread() {
    let mut workload = Loop::start_with(&["--fread-zebin"]);
    let pid = workload.pid();
    let (attaching, out_dir) = attach(pid, "attach-inject-fread", &["--duration", "2"]);
    let output = attaching.wait(STEP_TIMEOUT);
    let c = attach_report(
        output,
        &out_dir,
        pid,
        Some("duration-elapsed"),
        &workload.so_far(),
    );
    let aot = [SCALE, VECTOR_ADD];
    let collected = collected_listings("attach-inject-fread-collect", &aot);
    for name in aot {
        let kernel = c.kernel(name);
        let want = if on_modern_stack() {
            "kernel-binary"
        } else {
            "process-memory"
        };
        if kernel.isa_from != want {
            c.fail(&format!("kernel {name}: isa_from should be {want}"));
        }
        if want == "process-memory" {
            let image = kernel.matched_image.as_ref().unwrap_or_else(|| {
                c.fail(&format!("kernel {name}: no matched_image for its memory"))
            });
            if image.file != format!("memory://{pid}") || image.offset == 0 {
                c.fail(&format!(
                    "kernel {name}: matched_image should be an address in memory://{pid}"
                ));
            }
        }
        if c.asm_text(kernel) != collected[name] {
            c.fail(&format!(
                "kernel {name}: its listing differs from the one collect writes:\n{}",
                collected[name]
            ));
        }
    }
    workload.pause();
    workload.resume();
    workload.finish();
}

/// `aotspy attach` run to completion; it must fail without touching the process.
fn refused(cmd: &mut Command) -> RunOutput {
    let out = run(cmd, STEP_TIMEOUT);
    assert!(
        !out.status.success(),
        "aotspy attach should have refused:\n{}",
        out.describe()
    );
    assert!(
        !out.stderr.contains(LOADING),
        "aotspy said it was loading libaotspy.so into a process it must refuse:\n{}",
        out.describe()
    );
    out
}

fn assert_says(out: &RunOutput, phrase: &str) {
    assert!(
        out.stderr.contains(phrase),
        "aotspy attach did not say {phrase:?}:\n{}",
        out.describe()
    );
}

/// The TracerPid of `pid` (0: not traced).
fn tracer_of(pid: u32) -> u32 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("TracerPid:"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no TracerPid in /proc/{pid}/status"))
}

/// The workload traced by this thread (PTRACE_SEIZE: it keeps running, and its other threads
/// are not traced), until dropped.
struct Seized {
    pid: u32,
    /// The tracer: this thread, as /proc/PID/status's TracerPid names it.
    tid: u32,
}

impl Seized {
    fn new(pid: u32) -> Seized {
        // SAFETY: ptrace(2) and gettid(2) have no memory-safety preconditions here (no data
        // pointer is passed).
        let (rc, tid) = unsafe {
            (
                libc::ptrace(libc::PTRACE_SEIZE, pid as libc::pid_t, 0, 0),
                libc::gettid(),
            )
        };
        assert_eq!(
            rc,
            0,
            "PTRACE_SEIZE of pid {pid}: {}",
            std::io::Error::last_os_error()
        );
        Seized {
            pid,
            tid: tid as u32,
        }
    }
}

impl Drop for Seized {
    /// Detaching needs the tracee in a ptrace-stop: interrupt it, wait for the stop, detach.
    fn drop(&mut self) {
        let pid = self.pid as libc::pid_t;
        // SAFETY: as above; `status` is a valid out pointer for waitpid.
        unsafe {
            libc::ptrace(libc::PTRACE_INTERRUPT, pid, 0, 0);
            let mut status = 0;
            libc::waitpid(pid, &mut status, libc::__WALL);
            libc::ptrace(libc::PTRACE_DETACH, pid, 0, 0);
        }
    }
}

/// A static 32-bit x86 program that only sleeps (no libc: the host has no 32-bit one), built
/// with `gcc -m32 -nostdlib`.
fn sleeper_32bit() -> PathBuf {
    let dir = build_dir().join("bin");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("sleep32.c");
    std::fs::write(
        &src,
        "/* pause(2) forever, through the i386 system call gate. */\n\
         void _start(void) {\n\
             for (;;)\n\
                 __asm__ volatile(\"int $0x80\" : : \"a\"(29) : \"memory\");\n\
         }\n",
    )
    .unwrap();
    let bin = dir.join("sleep32");
    let out = run(
        Command::new("gcc")
            .args([
                "-m32",
                "-static",
                "-nostdlib",
                "-ffreestanding",
                "-O2",
                "-o",
            ])
            .arg(&bin)
            .arg(&src),
        RUN_TIMEOUT,
    );
    assert!(
        out.status.success(),
        "cannot build a 32-bit program (gcc -m32 -nostdlib):\n{}",
        out.describe()
    );
    bin
}

/// Each check refuses with its message, and leaves the process untouched (not traced, still
/// running): another user's process, one without Level Zero, a 32-bit one, one that is
/// already traced.
#[test]
fn attach_refusals() {
    require(
        can_switch_users(),
        "root and setpriv (to attach as another user)",
    );
    let mut workload = Loop::start();
    let pid = workload.pid();

    // Another user: aotspy as uid 65534 against root's workload.
    let out = refused(as_user(NOBODY_UID, aotspy_bin()).args(["attach", &pid.to_string()]));
    assert_says(&out, &format!("pid {pid} belongs to uid 0"));
    assert_says(&out, REFUSED_OTHER_UID);
    assert_eq!(
        tracer_of(pid),
        0,
        "the refused attach left pid {pid} traced"
    );
    workload.pause();
    workload.resume();

    // No Level Zero in it: a plain sleep, owned by another user as well (root may attach to
    // it, so this check is what refuses).
    let mut sleeper = LiveProcess::start(as_user(NOBODY_UID, "sleep").arg("100"));
    let sleep_pid = sleeper.pid();
    assert!(
        wait_until(Duration::from_secs(10), || std::fs::read_to_string(
            format!("/proc/{sleep_pid}/comm")
        )
        .is_ok_and(|c| c.trim() == "sleep")),
        "setpriv did not exec sleep"
    );
    let out = refused(&mut aotspy(&["attach", &sleep_pid.to_string()]));
    assert_says(&out, REFUSED_NO_LEVEL_ZERO);
    assert!(sleeper.exit_status().is_none() && tracer_of(sleep_pid) == 0);
    drop(sleeper);

    // 32-bit.
    let mut sleeper = LiveProcess::start(&mut Command::new(sleeper_32bit()));
    let out = refused(&mut aotspy(&["attach", &sleeper.pid().to_string()]));
    assert_says(&out, REFUSED_NOT_X86_64);
    assert!(sleeper.exit_status().is_none() && tracer_of(sleeper.pid()) == 0);
    drop(sleeper);

    // Already traced (as by a debugger or strace): the test itself traces the workload, which
    // passes every other check. PTRACE_SEIZE leaves it running; the strace binary is not in
    // the modern root.
    let tracer = Seized::new(pid);
    assert_eq!(tracer_of(pid), tracer.tid);
    let out = refused(&mut aotspy(&["attach", &pid.to_string()]));
    assert_says(&out, &format!("{REFUSED_TRACED} {}", tracer.tid));
    assert_eq!(
        tracer_of(pid),
        tracer.tid,
        "the refused attach changed who traces the workload"
    );
    drop(tracer);
    assert_eq!(tracer_of(pid), 0, "the workload is still traced");

    workload.pause();
    workload.resume();
    workload.finish();
}

// ---------------------------------------------------------------------------------------------
// The modern stack: a dpnp job

/// `tests/python/attach_dpnp_loop.py` on device-less pvc, without the preload.
struct DpnpLoop {
    process: LiveProcess,
}

impl DpnpLoop {
    fn start() -> DpnpLoop {
        let mut cmd = Command::new("python3");
        cmd.arg(python_script("attach_dpnp_loop.py"))
            .envs(EMULATE_ENV.iter().copied());
        let mut job = DpnpLoop {
            process: LiveProcess::start(&mut cmd),
        };
        // A few iterations: every kernel it uses exists before the first attach.
        job.iterations_after(0, 3);
        job
    }

    /// Iterations printed so far.
    fn iterations(&self) -> usize {
        self.process
            .stdout_lines()
            .iter()
            .filter(|l| l.starts_with("iteration "))
            .count()
    }

    /// Waits until it printed `more` iterations after the first `from`.
    fn iterations_after(&mut self, from: usize, more: usize) {
        let want = format!("iteration {}", from + more);
        if self
            .process
            .wait_stdout(from, START_TIMEOUT, |l| l == want)
            .is_none()
        {
            panic!(
                "the dpnp job did not print {want:?} within {START_TIMEOUT:?}:\n{}",
                self.process.describe()
            );
        }
    }
}

/// Attached twice for 2 s to a dpnp job that was not started with the preload: its kernels,
/// all created before the attach, are listed with dispatches and ISA; the job runs on after
/// each detach and exits 0 at the end.
#[test]
#[ignore = "modern stack only: dpnp from the PyPI oneAPI stack, and NEO 26's zeKernelGetBinaryExp for the ISA of kernels created before the attach"]
fn attach_to_a_dpnp_job_without_the_preload() {
    require_modern_stack();
    let mut job = DpnpLoop::start();
    let pid = job.process.pid();
    for round in 0..2 {
        let (attaching, out_dir) = attach(
            pid,
            &format!("attach-inject-dpnp-{round}"),
            &["--duration", "2"],
        );
        let output = attaching.wait(STEP_TIMEOUT);
        let so_far = RunOutput {
            command: job.process.command().to_owned(),
            status: ExitStatus::from_raw(0),
            stdout: job.process.stdout_lines().join("\n"),
            stderr: job.process.stderr_text(),
        };
        let c = attach_report(output, &out_dir, pid, Some("duration-elapsed"), &so_far);
        let ran: Vec<&KernelEntry> = c
            .kernels()
            .iter()
            .filter(|k| k.dispatches_during_attach.unwrap_or(0) > 0)
            .collect();
        if ran.len() < 3 {
            c.fail("expected the job's kernels (sin, multiply, add, sum, max) with dispatches during the attach");
        }
        for kernel in ran {
            // Created before the attach: identified at its first launch after it, with its
            // raw ISA from the driver.
            if kernel.isa_from == "created" {
                c.fail(&format!(
                    "kernel {} is said to be seen created, but the job created it before the attach",
                    kernel.name
                ));
            }
            let asm = c.asm_text(kernel);
            let listing = aotspy_isa::parse(&asm);
            if listing.code().is_empty() || listing.analyze().sends.end_of_thread == 0 {
                c.fail(&format!(
                    "kernel {}: its ASM does not parse as an IGA listing with an end-of-thread send:\n{asm}",
                    kernel.name
                ));
            }
        }
        // It runs on after the detach.
        let now = job.iterations();
        job.iterations_after(now, 3);
    }
    send_signal(pid, libc::SIGTERM);
    let out = job.process.wait(STEP_TIMEOUT);
    assert!(
        out.status.success()
            && out
                .stdout
                .lines()
                .last()
                .is_some_and(|l| l.starts_with("stopped after ")),
        "the dpnp job did not stop cleanly on SIGTERM:\n{}",
        out.describe()
    );
}

/// Iterations of the dpnp job under `collect`, for the comparison with an attach.
const COLLECTED_ITERATIONS: &str = "3";

/// An attach for 3 s to a dpnp job started without aotspy tells of each kernel what `collect`
/// tells of it: SIMD, GRF, spill and private sizes (from zeKernelGetProperties and NEO's
/// register-file-size extension), origin (its name in oneMKL's and dpnp's SPIR-V: `jit`) and
/// producer (the launching stack: `onemkl`, `sycl-jit`), each with where it came from. SLM is
/// known exactly where the driver says 0: modern NEO counts the SLM of the launch's local-memory
/// arguments in it too, so above 0 it is a bound, and said so.
#[test]
#[ignore = "modern stack only: dpnp from the PyPI oneAPI stack, and NEO 26's zeKernelGetBinaryExp for the ISA of kernels created before the attach"]
fn attach_to_a_dpnp_job_tells_what_collect_tells() {
    require_modern_stack();
    let job = DpnpLoop::start();
    let pid = job.process.pid();
    let (attaching, out_dir) = attach(pid, "attach-inject-dpnp-facts", &["--duration", "3"]);
    let output = attaching.wait(STEP_TIMEOUT);
    let so_far = RunOutput {
        command: job.process.command().to_owned(),
        status: ExitStatus::from_raw(0),
        stdout: job.process.stdout_lines().join("\n"),
        stderr: job.process.stderr_text(),
    };
    let attached = attach_report(output, &out_dir, pid, Some("duration-elapsed"), &so_far);
    send_signal(pid, libc::SIGTERM);
    let out = job.process.wait(STEP_TIMEOUT);
    assert!(out.status.success(), "{}", out.describe());

    let script = python_script("attach_dpnp_loop.py");
    let command: Vec<std::ffi::OsString> = vec![
        "python3".into(),
        script.into_os_string(),
        COLLECTED_ITERATIONS.into(),
    ];
    let mut alone = Command::new(&command[0]);
    alone.args(&command[1..]).envs(EMULATE_ENV.iter().copied());
    let standalone = run(&mut alone, STEP_TIMEOUT);
    let collected = collect_command(
        "attach-inject-dpnp-facts-collect",
        &[],
        &command,
        standalone,
        Outcome::Exit(0),
    );

    let ran: Vec<&KernelEntry> = attached
        .kernels()
        .iter()
        .filter(|k| k.dispatches_during_attach.unwrap_or(0) > 0)
        .collect();
    if ran.len() < 6 {
        attached.fail("expected the job's 6 kernels (fill, sin, multiply, add, sum, max)");
    }
    for kernel in ran {
        let name = &kernel.name;
        let want = collected.kernel(name);
        let same = |field: &str, got: String, wanted: String| {
            if got != wanted {
                attached.fail(&format!(
                    "kernel {name}: {field} is {got}, collect reports {wanted}"
                ));
            }
        };
        same(
            "simd",
            format!("{:?}", kernel.simd),
            format!("{:?}", want.simd),
        );
        same(
            "grf",
            format!("{:?}", kernel.grf),
            format!("{:?}", want.grf),
        );
        same(
            "spill_bytes",
            format!("{:?}", kernel.spill_bytes),
            format!("{:?}", want.spill_bytes),
        );
        same(
            "private_bytes",
            format!("{:?}", kernel.private_bytes),
            format!("{:?}", want.private_bytes),
        );
        same("origin", kernel.origin.to_string(), want.origin.to_string());
        same(
            "producer",
            kernel.producer.to_string(),
            want.producer.to_string(),
        );
        match kernel.slm_bytes {
            Some(_) => same(
                "slm_bytes",
                format!("{:?}", kernel.slm_bytes),
                format!("{:?}", want.slm_bytes),
            ),
            None => {
                let bound = kernel
                    .notes
                    .iter()
                    .find_map(|n| match n.kind {
                        NoteKind::SlmBoundAtLaunch { bytes_at_launch } => Some(bytes_at_launch),
                        _ => None,
                    })
                    .unwrap_or_else(|| {
                        attached.fail(&format!(
                            "kernel {name}: no slm_bytes and no note of its bound"
                        ))
                    });
                if want.slm_bytes.is_none_or(|slm| slm > bound) {
                    attached.fail(&format!(
                        "kernel {name}: its SLM bound {bound} is below collect's {:?}",
                        want.slm_bytes
                    ));
                }
            }
        }
        let Some(sources) = &kernel.fact_sources else {
            attached.fail(&format!("kernel {name}: no fact_sources"));
        };
        let said = [
            ("simd", sources.simd, "kernel-properties"),
            ("grf", sources.grf, "register-file-size"),
            ("spill_bytes", sources.spill_bytes, "kernel-properties"),
            ("private_bytes", sources.private_bytes, "kernel-properties"),
            ("origin", sources.origin, "name-match"),
            ("producer", sources.producer, "launch-stack"),
        ];
        for (field, source, expected) in said {
            if source.map(|s| s.as_str()) != Some(expected) {
                attached.fail(&format!(
                    "kernel {name}: fact_sources.{field} should be {expected}"
                ));
            }
        }
    }
}
