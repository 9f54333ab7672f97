//! `aotspy attach` and `aotspy ps` on dormant processes: started with LD_PRELOAD=libaotspy.so and
//! no collector, they spool to disk and listen on a control socket until they exit.

use aotspy_tests::*;
use serde_json::Value;
use std::fs;
use std::os::unix::fs::DirBuilderExt;
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The long-running workload: ROUNDS rounds of (create 2 modules and 2 kernels, 5 dispatches,
/// destroy), ROUND_SLEEP_MS apart: about 10 s in all, so that two 1 s attaches and what comes
/// between them end before it does even on a loaded 2-core machine (with 5 s, the second
/// attach once saw the job exit while two benchmarks shared the cores).
const ROUNDS: u64 = 32;
const ROUND_SLEEP_MS: u64 = 300;
const MODULES_PER_ROUND: u64 = 2;
const KERNELS_PER_ROUND: u64 = 2;
const SCALES_PER_ROUND: u64 = 3;
const FILLS_PER_ROUND: u64 = 2;

fn long_workload() -> Workload {
    Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Fat)
        .launch(&format!("scale={SCALES_PER_ROUND}"))
        .launch(&format!("fill={FILLS_PER_ROUND}"))
        .args(["--repeat", &ROUNDS.to_string()])
        .args(["--sleep-ms", &ROUND_SLEEP_MS.to_string()])
}

/// The workload started dormant: the preload finds no collector on `socket` and spools to
/// `spool`. Waits for its control socket.
fn start_dormant(workload: &Workload, scratch: &Scratch) -> Running {
    let mut running =
        start(&mut workload.preloaded(&scratch.path("no-collector.sock"), &scratch.path("spool")));
    let control_socket = control_socket(running.pid());
    let listening = wait_until(Duration::from_secs(60), || {
        control_socket.exists() || running.has_exited()
    });
    if !listening || !control_socket.exists() {
        let output = running.wait(RUN_TIMEOUT);
        panic!(
            "no control socket {} appeared:\n{}",
            control_socket.display(),
            output.describe()
        );
    }
    running
}

fn control_socket(pid: u32) -> PathBuf {
    PathBuf::from(format!("/tmp/aotspy-{}/proc/{pid}.sock", uid()))
}

/// A socket file at `path` that nothing listens on, as a crashed process leaves.
fn leave_stale_socket(path: &Path) {
    // 0700, as the preload makes it, should the test be first to create it.
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(path.parent().unwrap())
        .unwrap();
    drop(UnixListener::bind(path).unwrap());
}

fn aotspy(args: &[&str]) -> Command {
    let mut cmd = Command::new(aotspy_bin());
    cmd.env("AOTSPY_CACHE", cache_dir()).args(args);
    cmd
}

/// `aotspy attach PID --out <run dir> <extra>`, started; see [`attach_report`].
fn start_attach(pid: u32, name: &str, extra: &[&str]) -> (Running, PathBuf) {
    let out_dir = run_dir(name);
    let mut cmd = aotspy(&["attach", &pid.to_string(), "--out"]);
    cmd.arg(&out_dir).args(extra);
    (start(&mut cmd), out_dir)
}

/// `aotspy attach PID --duration 1`.
fn attach_for_a_second(pid: u32, name: &str, standalone: &RunOutput) -> Collection {
    let (running, out_dir) = start_attach(pid, name, &["--duration", "1"]);
    let c = attach_report(running.wait(RUN_TIMEOUT), &out_dir, pid, None, standalone);
    let attach = c.attach();
    if attach.ended_by != "duration-elapsed" {
        c.fail("the workload ended during a 1 s attach: the machine is too slow for this test's timing, or the attach did not detach");
    }
    let attached_ms = attach
        .detached_at_unix_ms
        .saturating_sub(attach.attached_at_unix_ms);
    if !(1000..10_000).contains(&attached_ms) {
        c.fail(&format!("attached for {attached_ms} ms, not about 1 s"));
    }
    if !c.warnings().is_empty() {
        c.fail("a process left running on purpose deserves no warning");
    }
    c
}

fn count(c: &Collection, kernel: &str, field: &str) -> u64 {
    let k = c.kernel(kernel);
    let value = match field {
        "dispatches" => Some(k.dispatches),
        "dispatches_during_attach" => k.dispatches_during_attach,
        _ => None,
    };
    value.unwrap_or_else(|| c.fail(&format!("kernel {kernel} has no integer \"{field}\"")))
}

/// Both kernels ran during the attach, never more than since the process start.
fn assert_attach_counts(c: &Collection) {
    for kernel in [SCALE, FILL] {
        let during = count(c, kernel, "dispatches_during_attach");
        let since_start = count(c, kernel, "dispatches");
        if during == 0 || during > since_start {
            c.fail(&format!(
                "{kernel}: {during} dispatches during the attach, {since_start} since the start"
            ));
        }
    }
}

/// `aotspy ps --json`, which must succeed.
fn ps_json() -> Vec<Value> {
    let output = run(&mut aotspy(&["ps", "--json"]), RUN_TIMEOUT);
    assert!(output.status.success(), "{}", output.describe());
    match serde_json::from_str(&output.stdout) {
        Ok(Value::Array(processes)) => processes,
        _ => panic!("aotspy ps --json printed no array:\n{}", output.describe()),
    }
}

/// Asks `aotspy ps` about `pid` until it catches the workload between two rounds (it sleeps
/// through most of each), where its counts are those of whole rounds; returns the rounds done.
fn ps_between_rounds(pid: u32, workload: &Workload) -> u64 {
    let argv: Vec<String> = workload
        .command_line()
        .iter()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let mut seen = Vec::new();
    for _ in 0..20 {
        let listed = ps_json().into_iter().find(|p| p["pid"] == pid);
        let Some(entry) = listed else {
            panic!("aotspy ps does not list pid {pid}")
        };
        assert_eq!(entry["argv"], Value::from(argv.clone()), "{entry:#}");
        assert_eq!(entry["uid"], uid(), "{entry:#}");
        let modules = entry["modules"].as_u64().unwrap();
        let rounds = modules / MODULES_PER_ROUND;
        let whole_rounds = modules % MODULES_PER_ROUND == 0
            && entry["kernels"] == rounds * KERNELS_PER_ROUND
            && entry["dispatches"] == rounds * (SCALES_PER_ROUND + FILLS_PER_ROUND);
        if whole_rounds && (1..=ROUNDS).contains(&rounds) {
            return rounds;
        }
        seen.push(entry);
        std::thread::sleep(Duration::from_millis(37));
    }
    panic!("aotspy ps never showed counts of whole rounds for pid {pid}: {seen:#?}");
}

/// Runs `aotspy <args>` as `nobody`.
fn aotspy_as_nobody(args: &[&str]) -> RunOutput {
    run(as_user(NOBODY_UID, aotspy_bin()).args(args), RUN_TIMEOUT)
}

/// One dormant workload, attached to four times: once until it exits (started first, so it
/// cannot miss the end), twice for a second at different times, and refused to another user;
/// `aotspy ps` lists it meanwhile. Counts only grow, the last are exact, and the workload
/// prints and exits as it does alone.
#[test]
fn attach_to_a_running_process() {
    let workload = long_workload();
    let standalone = workload.run_standalone_expect(0);
    let scratch = Scratch::new("attach");
    let running = start_dormant(&workload, &scratch);
    let pid = running.pid();
    let (until_exit, until_exit_dir) = start_attach(pid, "attach-until-exit", &[]);

    let rounds = ps_between_rounds(pid, &workload);
    let table = run(&mut aotspy(&["ps"]), RUN_TIMEOUT);
    assert!(
        table.stdout.trim_start().starts_with("PID")
            && table
                .stdout
                .lines()
                .any(|line| line.split_whitespace().next() == Some(&pid.to_string())),
        "aotspy ps shows no row for pid {pid}:\n{}",
        table.describe()
    );

    let first = attach_for_a_second(pid, "attach-first", &standalone);
    assert_attach_counts(&first);
    // The modules of the rounds before the attach: the same two binaries every round.
    if first.modules().len() != 2 {
        first.fail("expected the two modules (every round loads the same binaries)");
    }
    for kernel in [SCALE, FILL] {
        let kernel = first.kernel(kernel);
        assert_eq!(first.module_of(kernel).origin, "aot");
        if first.asm_text(kernel).trim().is_empty() {
            first.fail(&format!("kernel {} has empty ASM", kernel.name));
        }
    }
    // The saved stream replays the modules of the rounds `ps` saw before the attach, and ends
    // on a whole frame although the process went on.
    let start_ms = &first.attach().start_unix_ms;
    let saved = first
        .out_dir
        .join("streams")
        .join(format!("{pid}-{start_ms}.aotspy"));
    let saved = decode_stream(&saved).unwrap_or_else(|e| first.fail(&e));
    if (saved.modules as u64) < rounds * MODULES_PER_ROUND || saved.error.is_some() || saved.goodbye
    {
        first.fail(&format!(
            "the saved stream has {} modules (ps saw {rounds} rounds before), error {:?}, goodbye {}",
            saved.modules, saved.error, saved.goodbye
        ));
    }

    require(
        can_switch_users(),
        "root and setpriv (to attach as another user)",
    );
    let refused = aotspy_as_nobody(&["attach", &pid.to_string()]);
    assert!(
        !refused.status.success()
            && refused
                .stderr
                .contains(&format!("pid {pid} belongs to uid 0"))
            && refused.stderr.contains("only that user or root can attach"),
        "another user must be refused:\n{}",
        refused.describe()
    );
    let listed = aotspy_as_nobody(&["ps", "--json"]);
    assert!(
        listed.status.success() && !listed.stdout.contains(&format!("\"pid\": {pid},")),
        "another user's ps must not list pid {pid}:\n{}",
        listed.describe()
    );

    std::thread::sleep(Duration::from_millis(300));
    let second = attach_for_a_second(pid, "attach-second", &standalone);
    assert_attach_counts(&second);
    for kernel in [SCALE, FILL] {
        let at_second_attach = count(&second, kernel, "dispatches")
            - count(&second, kernel, "dispatches_during_attach");
        if at_second_attach < count(&first, kernel, "dispatches") {
            second.fail(&format!(
                "{kernel}: {at_second_attach} dispatches when the second attach began, fewer than the first attach ended with"
            ));
        }
    }

    let workload_run = running.wait(RUN_TIMEOUT);
    assert!(
        workload_run.status.success() && workload_run.stdout == standalone.stdout,
        "the workload must print and exit as it does alone ({})\n--- with the preload:\n{}",
        standalone.describe(),
        workload_run.describe()
    );

    let last = attach_report(
        until_exit.wait(RUN_TIMEOUT),
        &until_exit_dir,
        pid,
        Some("process-exited"),
        &standalone,
    );
    last.assert_dispatches(&[
        (SCALE, SCALES_PER_ROUND * ROUNDS),
        (FILL, FILLS_PER_ROUND * ROUNDS),
    ]);
    assert!(last.process(pid).clean_exit);
    assert_attach_counts(&last);
    for kernel in [SCALE, FILL] {
        if count(&last, kernel, "dispatches") < count(&second, kernel, "dispatches") {
            last.fail(&format!(
                "{kernel}: fewer dispatches at exit than at the second attach"
            ));
        }
    }
    if !last.warnings().is_empty() {
        last.fail("a process that exited cleanly deserves no warning");
    }

    // The spool holds the same run, as a plain report.
    let spooled = report(
        Some(&scratch.path("spool-report")),
        &[&scratch.path("spool")],
        expected_output(&[&standalone]),
    );
    spooled.assert_dispatches(&[
        (SCALE, SCALES_PER_ROUND * ROUNDS),
        (FILL, FILLS_PER_ROUND * ROUNDS),
    ]);
    if spooled.report.attach.is_some() || spooled.kernel(SCALE).dispatches_during_attach.is_some() {
        spooled.fail("a report of a spool is no attach report");
    }
    assert!(
        !control_socket(pid).exists(),
        "the control socket is removed at exit"
    );
}

fn sleeper(preload: bool) -> std::process::Child {
    let mut cmd = Command::new("sleep");
    cmd.arg("30");
    if preload {
        cmd.env("LD_PRELOAD", preload_lib());
    }
    cmd.spawn().expect("sleep runs")
}

/// The attach fails with a non-zero exit and `needles` in its message.
fn assert_attach_refused(pid: u32, needles: &[&str]) {
    let output = run(&mut aotspy(&["attach", &pid.to_string()]), RUN_TIMEOUT);
    assert!(
        !output.status.success() && needles.iter().all(|n| output.stderr.contains(n)),
        "expected a failed attach saying {needles:?}:\n{}",
        output.describe()
    );
}

/// Processes that cannot be attached to get a message that says what to do instead.
#[test]
fn attach_explains_what_it_cannot_attach_to() {
    // Without the preload aotspy would inject it, but a process without Level Zero has nothing
    // to count (tests/tests/attach_inject.rs has the rest of those refusals).
    let mut plain = sleeper(false);
    assert_attach_refused(
        plain.id(),
        &["does not use Level Zero", "aotspy collect -- CMD"],
    );
    let _ = plain.kill();
    let _ = plain.wait();

    // Preloaded, but never touches Level Zero: no transport, no control socket.
    let mut preloaded = sleeper(true);
    assert!(
        wait_until_asleep(preloaded.id(), Duration::from_secs(30)),
        "the preloaded sleep never slept"
    );
    assert_attach_refused(preloaded.id(), &["has not used Level Zero yet"]);

    // A socket left behind by a crash, its pid since taken by another process.
    let stale = control_socket(preloaded.id());
    leave_stale_socket(&stale);
    assert_attach_refused(preloaded.id(), &["nothing listens on", "gone or crashed"]);
    let _ = fs::remove_file(&stale);
    let _ = preloaded.kill();
    let _ = preloaded.wait();

    let mut exited = Command::new("true").spawn().unwrap();
    let gone = exited.id();
    exited.wait().unwrap();
    assert_attach_refused(gone, &[&format!("no process has pid {gone}")]);
}

/// `aotspy ps` removes the sockets that crashed processes of the caller left behind.
#[test]
fn ps_removes_sockets_of_dead_processes() {
    let mut exited = Command::new("true").spawn().unwrap();
    let gone = exited.id();
    exited.wait().unwrap();
    let stale = control_socket(gone);
    leave_stale_socket(&stale);
    assert!(!ps_json().iter().any(|p| p["pid"] == gone));
    assert!(!stale.exists(), "{} was not removed", stale.display());
}
