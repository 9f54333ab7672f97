//! What aotspy does when the process it works on, or the user, does not play along.
//!
//! Injection deadline (`collector/src/inject/remote.rs`): `aotspy attach` on a Level Zero job
//! whose main thread is inside a library constructor that holds the loader lock for 25 s
//! (`tests/c/loader_busy.c` loading `tests/c/slow_ctor.c`). The hijacked helper thread's
//! `dlopen(libaotspy.so)` waits for that lock. aotspy gives up at its deadline (10 s) or at
//! SIGINT or SIGHUP, gives the thread its registers back, and the job goes on to exit with its
//! own exit code, as if nothing had happened. (Before, aotspy waited forever, ignored Ctrl-C,
//! and the job died of SIGSEGV when aotspy was killed.)
//!
//! Decompression budget (`binfmt/src/scan.rs`): `aotspy extract` on a 392-byte file of zstd
//! frames nested four deep, each decoding to 1 GiB (`binfmt/tests/nested_zstd.rs` makes it).
//! It took 3.2 GB of memory and 13 s and said nothing; now it stops at the 256 MiB budget and
//! says which frame it skipped.

use aotspy_tests::schema::{Warning, WarningKind};
use aotspy_tests::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// `inject::DEFAULT_TIMEOUT`.
const INJECT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the constructor holds the loader lock: well past the deadline.
const CONSTRUCTOR_SECONDS: u64 = 25;
/// What the job exits with once its dlopen returned.
const JOB_EXIT_CODE: i32 = 7;
/// The job's start-up (the driver loads) and its end (the constructor's sleep and exit).
const JOB_TIMEOUT: Duration = Duration::from_secs(120);

fn gcc(out: &Path, args: &[&str]) {
    let lock = std::fs::File::create(build_dir().join(".lock")).unwrap();
    lock.lock().expect("lock the test build directory");
    let output = run(
        Command::new("gcc")
            .args(["-std=gnu11", "-O2", "-g", "-Wall", "-Wextra", "-Werror"])
            .args(args)
            .arg("-o")
            .arg(out),
        Duration::from_secs(120),
    );
    assert!(output.status.success(), "{}", output.describe());
}

/// `tests/c/loader_busy.c` and `tests/c/slow_ctor.c`, built into the build directory once per
/// test binary: built again while another test's job loads them, the library reads as "file
/// too short".
fn programs() -> (PathBuf, PathBuf) {
    static BUILT: std::sync::OnceLock<(PathBuf, PathBuf)> = std::sync::OnceLock::new();
    BUILT.get_or_init(build_programs).clone()
}

fn build_programs() -> (PathBuf, PathBuf) {
    let bin = build_dir().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let c = manifest_dir().join("c");
    let (job, library) = (bin.join("loader_busy"), bin.join("libslow_ctor.so"));
    gcc(
        &job,
        &[
            c.join("loader_busy.c").to_str().unwrap(),
            "-lze_loader",
            "-ldl",
            "-lpthread",
        ],
    );
    gcc(
        &library,
        &["-shared", "-fPIC", c.join("slow_ctor.c").to_str().unwrap()],
    );
    (job, library)
}

/// The job, once its constructor holds the loader lock.
fn busy_job() -> LiveProcess {
    busy_job_for(CONSTRUCTOR_SECONDS)
}

/// The job, once its constructor holds the loader lock (for `seconds`).
fn busy_job_for(seconds: u64) -> LiveProcess {
    let (job, library) = programs();
    let mut cmd = Command::new(job);
    cmd.arg(&library)
        .arg(JOB_EXIT_CODE.to_string())
        .env("SLOW_CTOR_SECONDS", seconds.to_string())
        .envs(EMULATE_ENV.iter().copied());
    let mut process = LiveProcess::start(&mut cmd);
    assert!(
        process.wait_stderr("slow_ctor: constructor sleeps", JOB_TIMEOUT),
        "{}",
        process.describe()
    );
    process
}

/// The job ran on as if aotspy had never been there: its constructor finished, its dlopen
/// returned, and it exited with its own code.
fn assert_unharmed(job: LiveProcess) {
    assert_unharmed_ending(job, "");
}

/// [`assert_unharmed`], with `tail` right after the job's own lines on its stderr.
fn assert_unharmed_ending(job: LiveProcess, tail: &str) {
    let output = job.wait(JOB_TIMEOUT);
    assert_eq!(
        output.status.code(),
        Some(JOB_EXIT_CODE),
        "{}",
        output.describe()
    );
    assert!(
        output.stderr.contains(&format!(
            "slow_ctor: constructor done\nloader_busy: loaded\nloader_busy: exits\n{tail}"
        )),
        "{}",
        output.describe()
    );
}

/// What aotspy says when it gave up on a dlopen that waited for the loader lock.
fn assert_abandoned(attach: &RunOutput, why: &str) {
    assert_eq!(attach.status.code(), Some(1), "{}", attach.describe());
    for needle in [
        "dlopen(libaotspy.so) was abandoned, ",
        why,
        "the thread was blocked in futex wait (a lock, held by another thread); nothing in the \
         process was changed",
        "has its registers back and is in its clock_nanosleep again",
    ] {
        assert!(
            attach.stderr.contains(needle),
            "no {needle:?} in\n{}",
            attach.describe()
        );
    }
}

#[test]
fn injection_gives_up_at_its_deadline_and_the_job_runs_on() {
    let job = busy_job();
    let started = Instant::now();
    let attach = run(
        Command::new(aotspy_bin())
            .arg("attach")
            .arg(job.pid().to_string()),
        JOB_TIMEOUT,
    );
    let took = started.elapsed();
    assert_abandoned(&attach, "it took more than 10 s");
    assert!(
        took >= INJECT_TIMEOUT && took < INJECT_TIMEOUT + Duration::from_secs(5),
        "attach took {took:?}\n{}",
        attach.describe()
    );
    assert_unharmed(job);
}

#[test]
fn sigint_and_sighup_end_an_injection_at_once_and_the_job_runs_on() {
    for signal in [libc::SIGINT, libc::SIGHUP] {
        let job = busy_job();
        let (attach, _) = attach_until_dlopen(&job, &run_dir("hardening-signalled"), &[]);
        // dlopen is waiting for the loader lock now (the constructor has 20 s more to sleep).
        std::thread::sleep(Duration::from_secs(1));
        let signalled = Instant::now();
        send_signal(attach.pid(), signal);
        let output = attach.wait(JOB_TIMEOUT);
        let took = signalled.elapsed();
        assert_abandoned(
            &output,
            "aotspy was interrupted (SIGINT, SIGTERM or SIGHUP)",
        );
        assert!(
            took < Duration::from_secs(2),
            "signal {signal}: attach took {took:?} more\n{}",
            output.describe()
        );
        assert_unharmed(job);
    }
}

/// Issue 37, hole 10: `aotspy attach` killed with SIGKILL at every step of an injection into
/// the busy job (its constructor holds the loader lock for 2 s): while the hijacked thread's
/// dlopen waits for the lock (0 to 1.5 s after "runs dlopen"), as the lock is released and
/// the dlopen and the prepare run, and during and after the switch (2 to 3 s). Before, the
/// thread returned into aotspy's stop at address 0 once the lock was released, with no
/// tracer, and the job died of SIGSEGV. Now its way back is libc's `__restore_rt` with a
/// signal frame of its own registers: whenever aotspy dies, the job lives on, its output and
/// exit status its own.
#[test]
fn killing_attach_at_any_step_leaves_the_job_unharmed() {
    for delay_ms in [0, 500, 1500, 1900, 2000, 2050, 2100, 2200, 2400, 3000] {
        let job = busy_job_for(2);
        let (attach, _) = attach_until_dlopen(&job, &run_dir("hardening-killed"), &[]);
        std::thread::sleep(Duration::from_millis(delay_ms));
        send_signal(attach.pid(), libc::SIGKILL);
        let killed = attach.wait(JOB_TIMEOUT);
        eprintln!(
            "killed {delay_ms} ms after the dlopen started; aotspy said:\n{}",
            killed.stderr
        );
        assert_unharmed(job);
    }
}

/// The thread `aotspy attach` hijacked, from what it said ("aotspy: thread N of pid P …").
fn hijacked_thread(attach: &LiveProcess) -> i32 {
    let said = attach.describe();
    said.split("aotspy: thread ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|tid| tid.parse().ok())
        .unwrap_or_else(|| panic!("no hijacked thread named in\n{said}"))
}

/// Sends `signal` to thread `tid` of `pid`.
fn signal_thread(pid: u32, tid: i32, signal: i32) {
    // SAFETY: tgkill has no memory preconditions.
    let rc = unsafe { libc::syscall(libc::SYS_tgkill, pid as i32, tid, signal) };
    assert_eq!(rc, 0, "tgkill: {}", std::io::Error::last_os_error());
}

/// Starts `aotspy attach PID --out OUT ARGS` and waits until its hijacked thread runs dlopen (which
/// waits for the loader lock the job's constructor holds); the thread's id.
fn attach_until_dlopen(job: &LiveProcess, out: &Path, args: &[&str]) -> (LiveProcess, i32) {
    let mut attach = LiveProcess::start(
        Command::new(aotspy_bin())
            .arg("attach")
            .arg(job.pid().to_string())
            .arg("--out")
            .arg(out)
            .args(args)
            .env("AOTSPY_CACHE", cache_dir()),
    );
    assert!(
        attach.wait_stderr("runs dlopen; the other threads go on", JOB_TIMEOUT),
        "{}",
        attach.describe()
    );
    let tid = hijacked_thread(&attach);
    (attach, tid)
}

/// Stops the job with SIGSTOP (to the process, or to the hijacked thread alone: either stops
/// every thread), waits until it shows as stopped, keeps it so for `held`, and continues it.
fn stop_and_continue(job: &LiveProcess, to_thread: Option<i32>, held: Duration) {
    match to_thread {
        Some(tid) => signal_thread(job.pid(), tid, libc::SIGSTOP),
        None => send_signal(job.pid(), libc::SIGSTOP),
    }
    let stopped = wait_until(Duration::from_secs(10), || {
        process_state(job.pid()) == Some('T')
    });
    std::thread::sleep(held);
    send_signal(job.pid(), libc::SIGCONT);
    assert!(
        stopped,
        "the job did not stop when told to (SIGSTOP to {}): state {:?}",
        to_thread.map_or("the process".to_owned(), |tid| format!("thread {tid}")),
        process_state(job.pid())
    );
}

/// Issue 37, hole 10's signal edge cases: the job is stopped (SIGSTOP to the process, then to
/// the hijacked thread itself) for a second while the hijacked dlopen waits for the loader
/// lock, then continued. The job stops when told to and goes on when continued, as without
/// aotspy; the attach completes once the lock is free (its report says so) and the job runs on
/// to its own output and exit status.
#[test]
fn stopping_and_continuing_the_job_during_the_dlopen_changes_nothing() {
    for to_thread in [false, true] {
        let job = busy_job_for(3);
        let out = run_dir(&format!("hardening-stopped-in-dlopen-{to_thread}"));
        let (attach, tid) = attach_until_dlopen(&job, &out, &["--duration", "1"]);
        std::thread::sleep(Duration::from_millis(500));
        stop_and_continue(&job, to_thread.then_some(tid), Duration::from_secs(1));
        let attached = attach.wait(JOB_TIMEOUT);
        assert_eq!(
            attached.status.code(),
            Some(0),
            "SIGSTOP to {}\n{}",
            if to_thread {
                "the thread"
            } else {
                "the process"
            },
            attached.describe()
        );
        // The attach completed and wrote its report: its window ended by the clock, or by the
        // job's own exit if that came first.
        let report = Collection::load(&out, attached.clone(), attached);
        let ended_by = &report.attach().ended_by;
        assert!(
            *ended_by == "duration-elapsed" || *ended_by == "process-exited",
            "{ended_by:?}"
        );
        assert_unharmed(job);
    }
}

/// The job stopped during the hijacked dlopen and kept stopped past the injection's deadline
/// (`--timeout 2`): the dlopen is abandoned as when the lock is held (the thread gets its
/// registers back), attach says so and exits 1, the job stays stopped until SIGCONT, then runs
/// on to its own output and exit status.
#[test]
fn a_job_kept_stopped_past_the_deadline_is_left_as_it_was() {
    let job = busy_job_for(4);
    let (attach, _) = attach_until_dlopen(
        &job,
        &run_dir("hardening-stopped-past-deadline"),
        &["--timeout", "2"],
    );
    send_signal(job.pid(), libc::SIGSTOP);
    let attached = attach.wait(JOB_TIMEOUT);
    let still_stopped = process_state(job.pid());
    send_signal(job.pid(), libc::SIGCONT);
    assert_abandoned(&attached, "it took more than 2 s");
    assert_eq!(
        still_stopped,
        Some('T'),
        "the job should still be stopped when attach ends"
    );
    assert_unharmed(job);
}

/// A signal the job handles (SIGUSR1), sent during the hijacked dlopen to the hijacked thread
/// and to the process: each is caught once, by the thread it was meant for (the hijacked one
/// after it is back in its system call), and the job's output and exit status are its own.
#[test]
fn a_signal_during_the_hijacked_dlopen_is_delivered_once_after_it() {
    for to_thread in [true, false] {
        let job = busy_job_for(2);
        let (attach, tid) = attach_until_dlopen(
            &job,
            &run_dir("hardening-signal-in-dlopen"),
            &["--duration", "1"],
        );
        std::thread::sleep(Duration::from_millis(500));
        if to_thread {
            signal_thread(job.pid(), tid, libc::SIGUSR1);
        } else {
            send_signal(job.pid(), libc::SIGUSR1);
        }
        let attached = attach.wait(JOB_TIMEOUT);
        assert_eq!(attached.status.code(), Some(0), "{}", attached.describe());
        // To the process: the kernel gives it to a thread that does not block it, the main
        // thread first (asleep in the constructor).
        let caught = if to_thread {
            "loader_busy: SIGUSR1 caught 0 time(s) on the main thread, 1 on the helper\n"
        } else {
            "loader_busy: SIGUSR1 caught 1 time(s) on the main thread, 0 on the helper\n"
        };
        assert_unharmed_ending(job, caught);
    }
}

/// Issue 37, hole 11: a process that loaded Level Zero's loader and driver but has not called
/// zeInit (tests/c/uninitialized.c). Before, prepare called the driver's zeDriverGet, which
/// dereferences a null pointer in NEO 26 (the injected call died of SIGSEGV, its lock held),
/// and a second attach waited forever for that lock. Now each attach is refused at once,
/// saying why, the lock is never waited for, and the job runs on to its own exit status.
#[test]
fn attach_before_zeinit_is_refused_twice_and_the_job_runs_on() {
    let bin = build_dir().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let job = bin.join("uninitialized");
    gcc(
        &job,
        &[
            manifest_dir()
                .join("c")
                .join("uninitialized.c")
                .to_str()
                .unwrap(),
            "-ldl",
            "-lpthread",
        ],
    );
    let mut cmd = Command::new(job);
    cmd.args(["20", &JOB_EXIT_CODE.to_string()])
        .envs(EMULATE_ENV.iter().copied());
    let mut process = LiveProcess::start(&mut cmd);
    assert!(
        process.wait_stderr("uninitialized: pid", JOB_TIMEOUT),
        "{}",
        process.describe()
    );
    for attempt in 1..=2 {
        let started = Instant::now();
        let attach = run(
            Command::new(aotspy_bin())
                .arg("attach")
                .arg(process.pid().to_string()),
            JOB_TIMEOUT,
        );
        let took = started.elapsed();
        assert_eq!(
            attach.status.code(),
            Some(1),
            "attempt {attempt}\n{}",
            attach.describe()
        );
        assert!(
            attach
                .stderr
                .contains("this process has loaded Level Zero but not initialized it yet"),
            "attempt {attempt}\n{}",
            attach.describe()
        );
        assert!(
            took < INJECT_TIMEOUT,
            "attempt {attempt} took {took:?}\n{}",
            attach.describe()
        );
    }
    let output = process.wait(JOB_TIMEOUT);
    assert_eq!(
        output.status.code(),
        Some(JOB_EXIT_CODE),
        "{}",
        output.describe()
    );
    assert!(
        output.stderr.contains("uninitialized: done\n"),
        "{}",
        output.describe()
    );
}

/// The most memory any child of this test process has had, in bytes.
fn largest_child_rss() -> u64 {
    // SAFETY: getrusage fills the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    assert_eq!(
        unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) },
        0
    );
    // Linux reports kilobytes.
    usage.ru_maxrss as u64 * 1024
}

#[test]
fn extract_of_nested_zstd_frames_stops_at_the_budget_and_says_so() {
    let bomb = manifest_dir().join("../binfmt/tests/data/fuzz/nested-zstd-bomb.zst");
    let started = Instant::now();
    let output = run(
        Command::new(aotspy_bin()).arg("extract").arg(&bomb),
        Duration::from_secs(60),
    );
    let took = started.elapsed();
    assert_eq!(output.status.code(), Some(1), "{}", output.describe());
    assert!(
        output.stderr.contains(
            "inside a zstd frame: zstd frame decompresses to more than the 268402391-byte limit \
             (what is left of the 268435456-byte decompression budget shared by all nesting \
             levels, 33065 bytes already decoded around it at depth 1); skipped"
        ),
        "{}",
        output.describe()
    );
    // The budget and what aotspy itself needs; other children of this process (gcc, the
    // Level Zero job) stay far below it.
    let rss = largest_child_rss();
    assert!(
        rss < 600 << 20,
        "a child reached {rss} bytes\n{}",
        output.describe()
    );
    assert!(
        took < Duration::from_secs(10),
        "{took:?}\n{}",
        output.describe()
    );
}

/// A gzip-compressed stream (as a report's streams/ keeps one) of 4 modules of 200 MiB of
/// zeros, a few megabytes on disk: `aotspy report` read and held all of them (and a stream of
/// 8 modules of 256 MiB, 2 GB); now a compressed stream inflates to 64 times its size at most
/// (at least 256 MiB), and the report says where it stopped.
#[test]
fn report_of_a_gzip_stream_stops_at_its_inflation_budget_and_says_so() {
    let scratch = Scratch::new("gzip-budget");
    let spool = scratch.path("spool");
    std::fs::create_dir_all(&spool).unwrap();
    let (stream, compressed) = write_inflating_stream(&spool, 999_999_401, 4);
    let budget = (64 * compressed).max(256 << 20);

    let out = scratch.path("report");
    let output = run(
        Command::new(aotspy_bin())
            .env("AOTSPY_CACHE", cache_dir())
            .args(["report", "--out"])
            .arg(&out)
            .arg(&spool),
        Duration::from_secs(120),
    );
    assert!(output.status.success(), "{}", output.describe());
    let c = Collection::load(&out, output, expected_output(&[]));
    let warned = inflation_warning(999_999_401, &stream, budget, compressed);
    if !c.warnings().contains(&warned) {
        c.fail(&format!("no warning {warned:?}"));
    }
    assert_eq!(
        c.modules().len(),
        1,
        "only the first module fits the budget"
    );
    let rss = largest_child_rss();
    assert!(rss < 700 << 20, "a child reached {rss} bytes");
}

/// Four such streams (two modules each) in one spool (issue 37, hole 6 again): each had a
/// 256 MiB floor of its own, so N streams held N × 200 MiB. The floor is now one pool all
/// compressed streams of a report share: a stream inflates to 64 times its size, topped up
/// from what the streams read before it left of 256 MiB. Here the first two streams hold one
/// module each, the others none (64 times their size is less than a module); each says where
/// it stopped, and the report holds two modules, not four.
#[test]
fn gzip_streams_of_one_report_share_one_inflation_floor() {
    let scratch = Scratch::new("gzip-budget-shared");
    let spool = scratch.path("spool");
    std::fs::create_dir_all(&spool).unwrap();
    let streams: Vec<(u32, PathBuf, u64)> = (0..4)
        .map(|n| {
            let pid = 999_999_411 + n;
            let (stream, compressed) = write_inflating_stream(&spool, pid, 2);
            (pid, stream, compressed)
        })
        .collect();
    let out = scratch.path("report");
    let output = run(
        Command::new(aotspy_bin())
            .env("AOTSPY_CACHE", cache_dir())
            .args(["report", "--out"])
            .arg(&out)
            .arg(&spool),
        Duration::from_secs(120),
    );
    assert!(output.status.success(), "{}", output.describe());
    let c = Collection::load(&out, output, expected_output(&[]));
    // Streams are read in name order, each taking from the pool what tops it up to the floor
    // (a stream stopped at its budget gives nothing back).
    let floor: u64 = 256 << 20;
    let mut pool = floor;
    let mut holding = 0;
    for (pid, stream, compressed) in &streams {
        let own = 64 * compressed;
        let taken = pool.min(floor.saturating_sub(own));
        pool -= taken;
        let budget = own + taken;
        if budget > 200 << 20 {
            holding += 1;
        }
        let warned = inflation_warning(*pid, stream, budget, *compressed);
        if !c.warnings().contains(&warned) {
            c.fail(&format!("no warning {warned:?}"));
        }
    }
    assert_eq!(holding, 2, "the streams are as small as this test expects");
    assert_eq!(
        c.modules().len(),
        2,
        "two modules in all fit the shared floor"
    );
    let rss = largest_child_rss();
    assert!(rss < 900 << 20, "a child reached {rss} bytes");
}

/// What a report says of a compressed stream of `pid` at `stream` that inflated past `budget`.
fn inflation_warning(pid: u32, stream: &Path, budget: u64, compressed: u64) -> Warning {
    let text = format!(
        "pid {pid} (inflating): {} inflates past {budget} bytes (64 times its {compressed} \
         compressed bytes, topped up to at most 268435456 from what the compressed streams read \
         together share): the rest is not read; what came before was read",
        stream.display()
    );
    let kind = WarningKind::StreamCutAtBudget {
        pid,
        path: stream.display().to_string(),
        budget_bytes: budget,
    };
    Warning::new(kind, text)
}

/// Writes `<pid>-1000.aotspy` into `dir`: a gzip stream (fastest level, a few megabytes) of
/// `modules` modules of 200 MiB of zeros; its path and compressed size.
fn write_inflating_stream(dir: &Path, pid: u32, modules: u8) -> (PathBuf, u64) {
    use aotspy_proto::{self as proto, Event};
    use std::io::Write;
    let stream = dir.join(format!("{pid}-1000.aotspy"));
    let mut gzip = flate2::write::GzEncoder::new(
        std::fs::File::create(&stream).unwrap(),
        flate2::Compression::fast(),
    );
    proto::write_preamble(&mut gzip).unwrap();
    let hello = proto::Hello {
        pid,
        ppid: 1,
        argv: vec!["inflating".into()],
        exe: "/bin/inflating".into(),
        start_unix_ms: 1_000,
        hostname: "host".into(),
        rank: None,
        cache_env: Vec::new(),
    };
    gzip.write_all(&proto::encode_frame(&Event::Hello(hello)))
        .unwrap();
    for id in 0..modules {
        let mut binary = vec![0u8; 200 << 20];
        binary[0] = id;
        binary[1] = pid as u8;
        let module = Event::Module(proto::Module {
            id: u64::from(id),
            device: None,
            input_format: proto::InputFormat::Native,
            input_kind: proto::BinaryKind::Unknown,
            input_sha256: "00".repeat(32),
            input_sha256s: Vec::new(),
            input_bytes: 1,
            input_count: 1,
            origin: proto::Origin::Aot,
            ar_member: None,
            build_flags: String::new(),
            native_sha256: None,
            native_binary: binary.into(),
            callers: Vec::new(),
        });
        gzip.write_all(&proto::encode_frame(&module)).unwrap();
    }
    gzip.finish().unwrap();
    let compressed = std::fs::metadata(&stream).unwrap().len();
    // gzip's fastest level: about 200 times smaller.
    assert!(compressed < 8 << 20, "{compressed} bytes");
    (stream, compressed)
}
