//! Counts that survive the process however it ends: a workload launching in a loop is stopped
//! between two launches, its own count read from its output, then killed (SIGKILL, SIGTERM with
//! its default disposition) or replaced by `exec`; aotspy must report exactly its count, from
//! the counters file the launches wrote into.

use aotspy_tests::schema::{ProcessEntry, WarningKind};
use aotspy_tests::*;
use std::collections::BTreeMap;
use std::fs::{self, File};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Sleep between passes: long enough that a stopped workload is nearly always asleep, short
/// enough that a 200 ms flush interval would miss several passes.
const PASS_MS: &str = "20";
const PASSES_BEFORE_STOP: usize = 8;

fn endless(list: ListKind, launch: &str) -> Workload {
    Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .list(list)
        .launch(launch)
        .args(["--endless", PASS_MS])
}

/// The workload's own count: the last "endless: K dispatches=N" line it printed.
fn own_count(stdout: &str) -> Option<(String, u64)> {
    stdout.lines().rev().find_map(|line| {
        let rest = line.strip_prefix("endless: ")?;
        let (kernel, n) = rest.split_once(" dispatches=")?;
        Some((kernel.to_owned(), n.parse().ok()?))
    })
}

/// Process `pid` is stopped inside a sleep: between two passes, with its count printed.
fn stopped_asleep(pid: u32) -> bool {
    let stopped = wait_until(Duration::from_secs(2), || process_state(pid) == Some('T'));
    let syscall = fs::read_to_string(format!("/proc/{pid}/syscall")).unwrap_or_default();
    let number: i64 = syscall
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(-1);
    stopped && (number == libc::SYS_nanosleep || number == libc::SYS_clock_nanosleep)
}

struct Killed {
    collection: Collection,
    /// What the workload said it had dispatched when it was stopped.
    own: BTreeMap<String, u64>,
    spool: PathBuf,
    _scratch: Scratch,
}

/// A started `--endless` workload (directly, or under `aotspy collect`) whose stdout and
/// stderr go to files.
struct Launching {
    child: std::process::Child,
    command: String,
    stdout: PathBuf,
    stderr: PathBuf,
}

impl Launching {
    fn start(mut cmd: Command, scratch: &Scratch) -> Launching {
        let (stdout, stderr) = (scratch.path("stdout"), scratch.path("stderr"));
        cmd.stdin(Stdio::null())
            .stdout(File::create(&stdout).unwrap())
            .stderr(File::create(&stderr).unwrap());
        let command = format!("{cmd:?}");
        let child = cmd.spawn().expect("the command starts");
        Launching {
            child,
            command,
            stdout,
            stderr,
        }
    }

    fn stdout(&self) -> String {
        fs::read_to_string(&self.stdout).unwrap_or_default()
    }

    fn stderr(&self) -> String {
        fs::read_to_string(&self.stderr).unwrap_or_default()
    }

    /// Once the workload printed a few passes, stops it asleep between two passes and returns
    /// its pid and its own count then.
    fn stop_between_passes(&mut self) -> (u32, String, u64) {
        let passes = |text: &str| text.lines().filter(|l| l.starts_with("endless: ")).count();
        let started = wait_until(Duration::from_secs(60), || {
            passes(&self.stdout()) >= PASSES_BEFORE_STOP
        });
        let pid: Option<u32> = self
            .stderr()
            .lines()
            .find_map(|l| l.strip_prefix("endless: pid ")?.trim().parse().ok());
        let Some(pid) = pid.filter(|_| started) else {
            let _ = self.child.kill();
            panic!(
                "the workload did not start launching: {}\n--- stdout:\n{}\n--- stderr:\n{}",
                self.command,
                self.stdout(),
                self.stderr()
            );
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            send_signal(pid, libc::SIGSTOP);
            if stopped_asleep(pid) {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "pid {pid} never stopped inside its sleep"
            );
            send_signal(pid, libc::SIGCONT);
            std::thread::sleep(Duration::from_millis(3));
        }
        let (kernel, count) = own_count(&self.stdout()).expect("a count line");
        (pid, kernel, count)
    }

    fn wait(mut self) -> RunOutput {
        let deadline = Instant::now() + RUN_TIMEOUT;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("did not finish: {}", self.command);
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        RunOutput {
            status,
            stdout: self.stdout(),
            stderr: self.stderr(),
            command: self.command,
        }
    }
}

/// `aotspy collect --emulate pvc --out OUT_DIR --`, its workload spooling into `spool` (the
/// command to append).
fn collect_spooling_into(spool: &Path, out_dir: &Path) -> Command {
    let mut cmd = Command::new(aotspy_bin());
    cmd.env("AOTSPY_CACHE", cache_dir())
        .env("AOTSPY_OUT", spool)
        .env_remove("AOTSPY_SOCKET")
        .env_remove("LD_PRELOAD")
        .args(["collect", "--emulate", "pvc", "--out"])
        .arg(out_dir)
        .arg("--");
    cmd
}

/// Runs `aotspy collect -- w` (an `--endless` workload) with its own spool directory; once the
/// workload printed a few passes, stops it asleep between two passes, reads its count, and ends
/// it with `end(pid)`. aotspy must exit as `outcome` says.
fn stop_then(name: &str, w: &Workload, end: impl FnOnce(u32), outcome: Outcome) -> Killed {
    let scratch = Scratch::new(name);
    let spool = scratch.path("spool");
    let out_dir = run_dir(name);
    let mut cmd = collect_spooling_into(&spool, &out_dir);
    cmd.args(w.command_line());
    let mut aotspy = Launching::start(cmd, &scratch);
    let (pid, kernel, count) = aotspy.stop_between_passes();
    end(pid);
    let output = aotspy.wait();
    let collection = Collection::load(&out_dir, output, expected_output(&[]));
    if collection.output.status.code() != Some(outcome.shell_code()) {
        collection.fail(&format!(
            "aotspy should exit {} for a workload that ends as {outcome:?}",
            outcome.shell_code()
        ));
    }
    Killed {
        collection,
        own: BTreeMap::from([(kernel, count)]),
        spool,
        _scratch: scratch,
    }
}

/// The report holds exactly the workload's own count, says how it ended, took the counts from
/// its counters file, removed that file from the spool, and `aotspy report` on the run
/// directory gives the same counts again.
fn assert_exact(k: &Killed, name: &str, ended: &str) {
    let c = &k.collection;
    if c.dispatch_counts() != k.own {
        c.fail(&format!(
            "aotspy counted {:?}; the workload had launched {:?} when it was stopped",
            c.dispatch_counts(),
            k.own
        ));
    }
    let procs = c.processes();
    if procs.len() != 1
        || procs[0].clean_exit
        || !procs[0].counts_from_counters_file
        || procs[0].ended != ended
    {
        c.fail(&format!(
            "one process that ended by {ended} without Goodbye, counted from its counters file"
        ));
    }
    let no_goodbye = WarningKind::NoGoodbye {
        pid: procs[0].pid,
        counts_complete: true,
    };
    if !c.warning_kinds().contains(&&no_goodbye) {
        c.fail(&format!("no warning {no_goodbye:?}"));
    }
    if !files_in(&k.spool).is_empty() {
        c.fail(&format!(
            "the counters file of a dead process was left in the spool: {:?}",
            files_in(&k.spool)
        ));
    }
    let again = report(
        Some(&run_dir(&format!("{name}-report"))),
        &[&c.out_dir],
        expected_output(&[]),
    );
    if again.dispatch_counts() != k.own {
        again.fail("aotspy report on the run directory lost the counters file's counts");
    }
}

/// `endless(list, launch)` stopped between two passes, then SIGKILLed: exact.
fn sigkill_is_exact(name: &str, list: ListKind, launch: &str) {
    let w = endless(list, launch);
    let killed = stop_then(
        name,
        &w,
        |pid| send_signal(pid, libc::SIGKILL),
        Outcome::Signal(libc::SIGKILL),
    );
    assert_exact(&killed, name, "SIGKILL");
}

#[test]
fn sigkill_while_launching_on_an_immediate_list() {
    sigkill_is_exact("durable-sigkill", ListKind::Immediate, "scale=3");
}

/// SIGTERM with its default disposition: delivered when the stopped workload continues.
#[test]
fn sigterm_while_launching_on_an_immediate_list() {
    let name = "durable-sigterm";
    let w = endless(ListKind::Immediate, "scale=2");
    let killed = stop_then(
        name,
        &w,
        |pid| {
            send_signal(pid, libc::SIGTERM);
            send_signal(pid, libc::SIGCONT);
        },
        Outcome::Signal(libc::SIGTERM),
    );
    assert_exact(&killed, name, "SIGTERM");
}

/// A regular list of 4 launches executed once per pass: its execute-time counts are durable.
#[test]
fn sigkill_while_executing_a_regular_list() {
    sigkill_is_exact("durable-sigkill-regular", ListKind::Regular, "scale=4");
}

/// A dormant process (preloaded, no collector: it spools) SIGKILLed while launching: `aotspy
/// report` on its spool reads the counters file beside its stream.
#[test]
fn sigkill_of_a_dormant_process_then_report_on_its_spool() {
    let name = "durable-dormant";
    let scratch = Scratch::new(name);
    let spool = scratch.path("spool");
    let w = endless(ListKind::Immediate, "scale=3");
    let mut workload = Launching::start(
        w.preloaded(&scratch.path("nobody-listens.sock"), &spool),
        &scratch,
    );
    let (pid, kernel, count) = workload.stop_between_passes();
    send_signal(pid, libc::SIGKILL);
    let killed = workload.wait();
    assert_eq!(
        killed.status.signal(),
        Some(libc::SIGKILL),
        "{}",
        killed.describe()
    );
    let c = report(Some(&run_dir(name)), &[&spool], expected_output(&[]));
    if c.dispatch_counts() != BTreeMap::from([(kernel.clone(), count)]) {
        c.fail(&format!(
            "the workload had launched {kernel} {count} times when it was stopped"
        ));
    }
    if c.processes().len() != 1 || !c.processes()[0].counts_from_counters_file {
        c.fail("one process, counted from its counters file");
    }
}

/// A processes[] entry's counts of `scale`.
fn scale_of(process: &ProcessEntry) -> Vec<u64> {
    process
        .kernels
        .iter()
        .filter(|k| k.name == SCALE)
        .map(|k| k.dispatches)
        .collect()
}

/// A forked child (fork without exec, after the parent's rounds) launches endlessly and is
/// SIGKILLed; the parent, which ran its rounds twice (3 launches each), then exits 2 because
/// its child failed. The child counts exactly, in its own counters file: it never writes into
/// its parent's, whose counts stay exact too.
#[test]
fn forked_child_killed_while_launching() {
    let name = "durable-fork-sigkill";
    let w = endless(ListKind::Immediate, "scale=3").arg("--fork");
    let killed = stop_then(
        name,
        &w,
        |pid| send_signal(pid, libc::SIGKILL),
        Outcome::Exit(2),
    );
    let c = &killed.collection;
    let own = killed.own[SCALE];
    let procs = c.processes();
    let [parent, child] = match procs {
        [a, b] if b.ppid == a.pid => [a, b],
        [a, b] if a.ppid == b.pid => [b, a],
        _ => c.fail("a parent and its forked child expected"),
    };
    if scale_of(parent) != [6] || !parent.clean_exit {
        c.fail("the parent: scale 6 (two rounds of 3), exited with Goodbye");
    }
    if scale_of(child) != [own] || child.clean_exit || !child.counts_from_counters_file {
        c.fail(&format!(
            "the child: scale {own} (its own count), no Goodbye, counted from its counters file"
        ));
    }
    if !files_in(&killed.spool).is_empty() {
        c.fail(&format!(
            "counters files were left in the spool: {:?}",
            files_in(&killed.spool)
        ));
    }
}

/// The workload launches 6 passes of 3, then `exec`s itself (no exit handlers), and the new
/// image runs the same launch once and exits: two images of one pid, each counted exactly.
#[test]
fn exec_in_the_middle_of_launching() {
    let w = endless(ListKind::Immediate, "scale=3").args(["--exec-after", "6"]);
    let c = w.collect("durable-exec");
    let procs = c.processes();
    if procs.len() != 2 || procs[0].pid != procs[1].pid {
        c.fail("two images of one pid expected");
    }
    let mut images: Vec<&ProcessEntry> = procs.iter().collect();
    images.sort_by_key(|p| p.start_unix_ms);
    let (before, after) = (images[0], images[1]);
    if scale_of(before) != [18]
        || before.clean_exit
        || before.ended != "replaced by exec"
        || !before.counts_from_counters_file
    {
        c.fail("the image before exec: scale 18 (6 passes of 3), replaced by exec, counted from its counters file");
    }
    if scale_of(after) != [3] || !after.clean_exit || after.ended != "exit status 0" {
        c.fail("the image after exec: scale 3, exit status 0");
    }
}

/// tests/c/killed_undescribed.c: a process that launches `scale` 7 times and SIGKILLs itself,
/// with libaotspy's transport thread parked (by the workload) before the module was created,
/// so its stream never describes the module or the kernel and carries no count. The kernel's
/// description in the descriptions file beside the counters file names it: exactly 7, under
/// its name, known by name alone; no count is left out, both files leave the spool, and
/// `aotspy report` on the run directory reads the copies.
#[test]
fn sigkill_before_the_stream_described_the_kernel() {
    let name = "durable-undescribed";
    let scratch = Scratch::new(name);
    let workload = scratch.path("killed_undescribed");
    let built = run(
        Command::new("gcc")
            .args(["-std=gnu11", "-O2", "-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&workload)
            .arg(manifest_dir().join("c").join("killed_undescribed.c"))
            .arg("-lze_loader"),
        RUN_TIMEOUT,
    );
    assert!(built.status.success(), "{}", built.describe());
    let zebin = artifacts()
        .kernels_dir
        .join(format!("{VECTOR_OPS}.pvc.zebin"));
    let spool = scratch.path("spool");
    let out_dir = run_dir(name);
    let mut cmd = collect_spooling_into(&spool, &out_dir);
    cmd.arg(&workload).arg(&zebin).args([SCALE, "7"]);
    let output = run(&mut cmd, RUN_TIMEOUT);
    let c = Collection::load(&out_dir, output, expected_output(&[]));
    let killed = Outcome::Signal(libc::SIGKILL).shell_code();
    if c.output.status.code() != Some(killed) || !c.output.stdout.contains("launched scale 7\n") {
        c.fail(&format!(
            "the workload launches scale 7 times, then SIGKILLs itself (aotspy exits {killed})"
        ));
    }
    let own = BTreeMap::from([(SCALE.to_owned(), 7)]);
    if c.dispatch_counts() != own {
        c.fail(&format!(
            "aotspy counted {:?}; expected {own:?}",
            c.dispatch_counts()
        ));
    }
    // Known by name alone: the stream described neither the kernel nor its module.
    if c.kernels()[0].isa_from != "name-only" {
        c.fail("scale known from the descriptions file alone (isa_from name-only)");
    }
    let procs = c.processes();
    if procs.len() != 1 || !procs[0].counts_from_counters_file || procs[0].ended != "SIGKILL" {
        c.fail("one process, ended by SIGKILL, counted from its counters file");
    }
    let nothing_created = c
        .warnings()
        .iter()
        .find(|w| w.kind == WarningKind::NothingCreated)
        .map(|w| &w.text);
    let left_out = procs[0].diagnostics.iter().find(|d| d.contains("left out"));
    if let Some(said) = nothing_created.or(left_out) {
        c.fail(&format!(
            "nothing is left out, and a module was created: {said}"
        ));
    }
    if !files_in(&spool).is_empty() {
        c.fail(&format!(
            "the counters and descriptions files were left in the spool: {:?}",
            files_in(&spool)
        ));
    }
    let again = report(
        Some(&run_dir(&format!("{name}-report"))),
        &[&c.out_dir],
        expected_output(&[]),
    );
    if again.dispatch_counts() != own {
        again.fail("aotspy report on the run directory lost the descriptions file's kernel");
    }
}

/// Python's `with ctx.Pool(3) as p: p.map(task, range(6))` with a `spawn` context: the pool
/// SIGTERMs its workers when the block ends. Each dpnp task launches fill, sin and add once:
/// 6 of each, whichever worker ran which task (before durable counts: 12 of 18).
#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack (dpnp)"]
fn multiprocessing_pool_as_a_context_manager() {
    require_modern_stack();
    let line = "dpnp pool: 6 tasks (pool)";
    let command = [
        "python3".into(),
        python_script("dpnp_pool.py").into_os_string(),
        "pool".into(),
        "6".into(),
    ];
    let standalone = RunOutput {
        command: format!("(the workload prints) {line}"),
        status: std::os::unix::process::ExitStatusExt::from_raw(0),
        stdout: format!("{line}\n"),
        stderr: String::new(),
    };
    let c = collect_command("durable-pool", &[], &command, standalone, Outcome::Exit(0));
    let counts = c.dispatch_counts();
    let per_kernel: Vec<u64> = ["handler4fill", "sin_s_ha", "add_s_ha"]
        .iter()
        .map(|part| {
            counts
                .iter()
                .filter(|(name, _)| name.contains(part))
                .map(|(_, n)| n)
                .sum()
        })
        .collect();
    if counts.len() != 3 || per_kernel != [6, 6, 6] {
        c.fail(&format!(
            "fill, sin and add 6 times each expected, got {counts:?}"
        ));
    }
    // Only workers that ran a task touch Level Zero; which ones did is up to the pool.
    let workers = c.processes();
    if !(1..=3).contains(&workers.len())
        || workers
            .iter()
            .any(|p| p.clean_exit || !p.counts_from_counters_file)
    {
        c.fail("1 to 3 workers, each ended by the pool without Goodbye, counted from its counters file");
    }
}
