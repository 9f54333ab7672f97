//! `aotspy top`: a running job's kernels live, in a real terminal (a tmux pane) and as JSON
//! lines, on a job started with the preload (dormant) and on one started without (injected).
//! The workload (`ze_workload --endless`) appends `scale` ten times on an immediate list, prints
//! its total and sleeps 100 ms, over and over: about 100 dispatches a second, and the test
//! measures its own rate from what it prints.

use aotspy_tests::*;
use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

const PER_PASS: u64 = 10;
const PASS_SLEEP_MS: &str = "100";
/// How long anything the test waits for may take on a loaded 2-core machine.
const DEADLINE: Duration = Duration::from_secs(120);

fn endless() -> Workload {
    Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .list(ListKind::Immediate)
        .launch(&format!("scale={PER_PASS}"))
        .args(["--endless", PASS_SLEEP_MS])
}

/// The workload running, with or without the preload (then dormant: no collector listens).
fn start_workload(preloaded: bool, scratch: &Scratch) -> LiveProcess {
    let workload = endless();
    let mut cmd = if preloaded {
        workload.preloaded(&scratch.path("no-collector.sock"), &scratch.path("spool"))
    } else {
        workload.command()
    };
    let mut process = LiveProcess::start(&mut cmd);
    assert!(
        process.wait_stderr("endless: pid", DEADLINE),
        "the workload did not start:\n{}",
        process.describe()
    );
    if preloaded {
        let socket = PathBuf::from(format!("/tmp/aotspy-{}/proc/{}.sock", uid(), process.pid()));
        assert!(
            wait_until(DEADLINE, || socket.exists()),
            "no control socket {}",
            socket.display()
        );
    }
    process
}

/// The workload's own total so far (its last line), and when it was read.
fn workload_total(process: &LiveProcess) -> (Instant, u64) {
    let lines = process.stdout_lines();
    let total = lines
        .last()
        .and_then(|l| l.rsplit('=').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    (Instant::now(), total)
}

/// Every line the workload printed is `endless: scale dispatches=N`, N going up by PER_PASS.
fn assert_output_unchanged(process: &LiveProcess) {
    let lines = process.stdout_lines();
    for (i, line) in lines.iter().enumerate() {
        let expected = format!("endless: scale dispatches={}", (i as u64 + 1) * PER_PASS);
        assert_eq!(
            line,
            &expected,
            "line {i} of the workload:\n{}",
            process.describe()
        );
    }
}

/// A tmux server of the test's own, one session running `aotspy top` in a pane of a given size.
struct Pane {
    socket: String,
    exit_file: PathBuf,
}

impl Pane {
    fn start(name: &str, scratch: &Scratch, width: usize, top_args: &[String]) -> Pane {
        let socket = format!("aotspy-top-{}-{name}", std::process::id());
        let exit_file = scratch.path(&format!("{name}.exit"));
        let script = scratch.path(&format!("{name}.sh"));
        let quoted: Vec<String> = top_args.iter().map(|a| format!("'{a}'")).collect();
        fs::write(
            &script,
            format!(
                "AOTSPY_CACHE='{}' '{}' top {} 2>'{}.stderr'\necho $? > '{}'\nsleep 600\n",
                cache_dir().display(),
                aotspy_bin().display(),
                quoted.join(" "),
                exit_file.display(),
                exit_file.display()
            ),
        )
        .unwrap();
        let out = run(
            Command::new("tmux")
                .args([
                    "-L",
                    &socket,
                    "-f",
                    "/dev/null",
                    "new-session",
                    "-d",
                    "-s",
                    "top",
                ])
                .args(["-x", &width.to_string(), "-y", "24"])
                .arg(format!("sh '{}'", script.display())),
            RUN_TIMEOUT,
        );
        assert!(out.status.success(), "{}", out.describe());
        Pane { socket, exit_file }
    }

    fn capture(&self) -> Vec<String> {
        let out = run(
            Command::new("tmux").args(["-L", &self.socket, "capture-pane", "-p", "-t", "top"]),
            RUN_TIMEOUT,
        );
        assert!(out.status.success(), "{}", out.describe());
        out.stdout.lines().map(str::to_owned).collect()
    }

    fn keys(&self, keys: &str) {
        let out = run(
            Command::new("tmux").args(["-L", &self.socket, "send-keys", "-t", "top", keys]),
            RUN_TIMEOUT,
        );
        assert!(out.status.success(), "{}", out.describe());
    }

    /// The pane once `ready` holds for it, or a failure showing the last one.
    fn wait_for(&self, what: &str, ready: impl Fn(&[String]) -> bool) -> Vec<String> {
        let mut last = Vec::new();
        if wait_until(DEADLINE, || {
            last = self.capture();
            ready(&last)
        }) {
            return last;
        }
        panic!(
            "the pane never showed {what}:\n{}\n--- aotspy's stderr:\n{}",
            last.join("\n"),
            fs::read_to_string(format!("{}.stderr", self.exit_file.display())).unwrap_or_default()
        );
    }

    /// aotspy's exit status, once it exited.
    fn exit_status(&self) -> i32 {
        assert!(
            wait_until(DEADLINE, || fs::read_to_string(&self.exit_file)
                .is_ok_and(|s| s.ends_with('\n'))),
            "aotspy top did not exit:\n{}",
            self.capture().join("\n")
        );
        fs::read_to_string(&self.exit_file)
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}

/// What the pane showed last, as a run's output for [`Collection`]'s messages.
fn in_the_pane(pane: &Pane) -> RunOutput {
    RunOutput {
        command: "aotspy top (in a tmux pane)".into(),
        status: std::os::unix::process::ExitStatusExt::from_raw(0),
        stdout: pane.capture().join("\n"),
        stderr: fs::read_to_string(format!("{}.stderr", pane.exit_file.display()))
            .unwrap_or_default(),
    }
}

/// The row of kernel `scale`: its rate and total.
fn scale_row(pane: &[String]) -> Option<(f64, u64, String)> {
    let line = pane.iter().find(|l| l.starts_with("scale "))?;
    let words: Vec<&str> = line.split_whitespace().collect();
    let rate = words.get(1)?.replace(',', "").parse().ok()?;
    let total = words.get(2)?.replace(',', "").parse().ok()?;
    Some((rate, total, line.clone()))
}

/// `aotspy top PID` in a tmux pane `width` columns wide on the workload: the kernel listed at
/// the workload's own rate (within 20%), its total growing; every line fits; its ISA facts
/// arrive; `q` exits 0 with the report written, the workload still running as before.
fn top_in_a_pane(preloaded: bool, width: usize) {
    let name = format!(
        "top-{}-{width}",
        if preloaded { "preloaded" } else { "injected" }
    );
    let scratch = Scratch::new(&name);
    let workload = start_workload(preloaded, &scratch);
    let pid = workload.pid();
    let out_dir = run_dir(&name);
    let pane = Pane::start(
        &name,
        &scratch,
        width,
        &[
            pid.to_string(),
            "--out".into(),
            out_dir.display().to_string(),
        ],
    );
    let first = pane.wait_for("scale with a rate", |p| {
        scale_row(p).is_some_and(|(rate, _, _)| rate > 0.0)
    });
    let (rate_1, total_1, _) = scale_row(&first).unwrap();
    let (t1, own_1) = workload_total(&workload);
    std::thread::sleep(Duration::from_secs(4));
    let second = pane.capture();
    let (t2, own_2) = workload_total(&workload);
    let (rate_2, total_2, row) = scale_row(&second).unwrap_or_else(|| panic!("{second:#?}"));
    let known = (own_2 - own_1) as f64 / t2.duration_since(t1).as_secs_f64();
    assert!(total_2 > total_1, "totals grow: {total_1} then {total_2}");
    for rate in [rate_1, rate_2] {
        assert!(
            (rate - known).abs() <= 0.2 * known,
            "top shows {rate}/s, the workload ran {known:.1}/s:\n{}",
            second.join("\n")
        );
    }
    assert!(
        second[0].starts_with(&format!("aotspy top: pid {pid} ")),
        "{second:#?}"
    );
    // Nothing wraps: no line is wider than the pane, and the table's columns fitted to it.
    for line in &second {
        assert!(line.chars().count() <= width, "wider than {width}: {line}");
    }
    let headers = second.iter().find(|l| l.starts_with("KERNEL")).unwrap();
    let expected: &[&str] = if width >= 200 {
        &[
            "DISP/S",
            "TOTAL",
            "LAUNCHED FROM",
            "PRODUCER",
            "SIMD/GRF/SPILL",
            "ADVICE",
        ]
    } else {
        &["DISP/S", "TOTAL", "LAUNCHED FROM", "ADVICE"]
    };
    for header in expected {
        assert!(headers.contains(header), "{header} missing: {headers}");
    }
    assert!(row.chars().count() <= width);
    // The background analysis fills the row in: no cell left pending ("…" alone; a cut cell
    // ends in one).
    let analyzed = pane.wait_for("scale's facts", |p| {
        scale_row(p).is_some_and(|(_, _, row)| !row.split_whitespace().any(|w| w == "…"))
    });
    let (_, _, row) = scale_row(&analyzed).unwrap();
    assert!(
        row.contains("ze_workl"),
        "launched from the workload: {row}"
    );

    // Sorting keys and pause keep it running; q quits.
    pane.keys("n");
    pane.wait_for("the order by name", |p| {
        p.iter().any(|l| l.contains("by name"))
    });
    pane.keys("p");
    pane.wait_for("PAUSED", |p| p.iter().any(|l| l.contains("PAUSED")));
    pane.keys("q");
    assert_eq!(pane.exit_status(), 0);
    let report = Collection::load(&out_dir, in_the_pane(&pane), in_the_pane(&pane));
    let attach = report.attach();
    assert_eq!(
        attach.ended_by, "interrupted",
        "q detaches as Ctrl-C does in attach"
    );
    let during = report.kernel(SCALE).dispatches_during_attach.unwrap();
    assert!(
        during >= total_2,
        "the report counts at least what top showed ({during} < {total_2})"
    );

    // The workload runs on, printing as before.
    let (_, before) = workload_total(&workload);
    assert!(
        wait_until(DEADLINE, || workload_total(&workload).1
            >= before + 5 * PER_PASS),
        "the workload stopped after top quit:\n{}",
        workload.describe()
    );
    assert_output_unchanged(&workload);
    drop(workload);
}

#[test]
fn top_in_a_terminal_on_a_preloaded_job() {
    top_in_a_pane(true, 200);
}

#[test]
fn top_in_a_terminal_by_injection() {
    top_in_a_pane(false, 80);
}

/// `aotspy` run from the scratch directory, with the tests' shared cache.
fn aotspy_in(scratch: &Scratch) -> Command {
    let mut cmd = Command::new(aotspy_bin());
    cmd.env("AOTSPY_CACHE", cache_dir())
        .current_dir(scratch.path(""));
    cmd
}

/// `aotspy top ARGS --rate 0.5` off a terminal (JSON lines) until it has shown `scale`, then
/// 3 s more, then Ctrl-C; it must exit 0.
fn top_json_for_a_while(scratch: &Scratch, args: &[&str]) -> RunOutput {
    let mut top = LiveProcess::start(
        aotspy_in(scratch)
            .arg("top")
            .args(args)
            .args(["--rate", "0.5"]),
    );
    assert!(
        top.wait_stdout(0, Duration::from_secs(60) + DEADLINE, |l| l
            .contains("\"scale\""))
            .is_some(),
        "{}",
        top.describe()
    );
    std::thread::sleep(Duration::from_secs(3));
    send_signal(top.pid(), libc::SIGINT);
    let output = top.wait(RUN_TIMEOUT);
    assert!(output.status.success(), "{}", output.describe());
    output
}

/// Not on a terminal: one JSON line per refresh, each a `TopFrame`, counts only growing; the
/// last says how it ended; `--no-report` leaves no report.
#[test]
fn top_json_lines_are_typed_and_monotonic() {
    let scratch = Scratch::new("top-json");
    let workload = start_workload(true, &scratch);
    let pid = workload.pid();
    let output = top_json_for_a_while(&scratch, &[&pid.to_string(), "--no-report"]);
    let frames: Vec<schema::TopFrame> = output
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(frames.len() >= 4, "{}", output.describe());
    let mut last_total = 0;
    let mut last_scale = 0;
    for frame in &frames {
        assert_eq!(frame.process.pid, pid);
        assert!(frame.dispatches >= last_total, "{frame:#?}");
        last_total = frame.dispatches;
        if let Some(scale) = frame.kernels.iter().find(|k| k.name == SCALE) {
            assert!(scale.dispatches >= last_scale);
            assert!(scale.dispatches_since_start >= scale.dispatches);
            last_scale = scale.dispatches;
        }
    }
    assert!(last_scale > 0);
    assert_eq!(frames.last().unwrap().ended.as_deref(), Some("interrupted"));
    // Each line also passes the published schema.
    let schema: serde_json::Value = serde_json::from_str(
        &fs::read_to_string(manifest_dir().join("../docs/top.schema.json")).unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    for line in output.stdout.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(validator.is_valid(&value), "{line}");
    }
    assert!(
        !files_in(&scratch.path("")).iter().any(|f| f
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("aotspy-"))),
        "--no-report writes no report"
    );
    assert_output_unchanged(&workload);
}

/// Another user's process is refused, as `attach` refuses it.
#[test]
fn top_refuses_another_users_process() {
    require(
        can_switch_users(),
        "root and setpriv (to run aotspy as another user)",
    );
    let scratch = Scratch::new("top-refused");
    let workload = start_workload(true, &scratch);
    let pid = workload.pid();
    let out = run(
        as_user(NOBODY_UID, aotspy_bin()).args(["top", &pid.to_string(), "--no-report"]),
        RUN_TIMEOUT,
    );
    assert!(
        !out.status.success()
            && out.stderr.contains(&format!("pid {pid} belongs to uid 0"))
            && out.stderr.contains("only that user or root can attach"),
        "{}",
        out.describe()
    );
    assert_output_unchanged(&workload);
}

/// What a report says about a kernel apart from how often it ran in its window: the same in
/// any two reports of one process whose windows both saw it launch.
fn kernel_facts(kernel: &schema::KernelEntry) -> serde_json::Value {
    let sites: std::collections::BTreeSet<_> = kernel
        .call_sites
        .iter()
        .map(|s| (s.launched_from.clone(), s.launched_by.clone()))
        .collect();
    serde_json::json!({
        "name": kernel.name,
        "demangled": kernel.demangled,
        "module": kernel.module,
        "isa_from": kernel.isa_from,
        "origin": kernel.origin,
        "producer": kernel.producer,
        "ocloc_device": kernel.ocloc_device,
        "simd": kernel.simd,
        "grf": kernel.grf,
        "spill_bytes": kernel.spill_bytes,
        "code_bytes": kernel.code_bytes,
        "instructions": kernel.instructions,
        "isa": kernel.isa,
        "advice": kernel.advice,
        "asm": kernel.asm,
        "notes": kernel.notes,
        "call_sites": sites,
    })
}

/// The report `top` writes when it quits is the one `attach` writes for a window of the same
/// process: the same kernels with the same ISA facts, advice, listings and call sites, the same
/// modules; only the counts differ, each its own window's.
#[test]
fn top_writes_at_exit_the_report_attach_writes() {
    let scratch = Scratch::new("top-vs-attach");
    let workload = start_workload(true, &scratch);
    let pid = workload.pid().to_string();
    let top_dir = run_dir("top-vs-attach-top");
    let top_output =
        top_json_for_a_while(&scratch, &[&pid, "--out", &top_dir.display().to_string()]);

    let attach_dir = run_dir("top-vs-attach-attach");
    let attach_output = run(
        aotspy_in(&scratch)
            .args(["attach", &pid, "--duration", "2", "--out"])
            .arg(&attach_dir),
        RUN_TIMEOUT,
    );
    assert!(
        attach_output.status.success(),
        "{}",
        attach_output.describe()
    );

    let by_top = Collection::load(&top_dir, top_output.clone(), top_output);
    let by_attach = Collection::load(&attach_dir, attach_output.clone(), attach_output);
    assert_eq!(by_top.attach().ended_by, "interrupted");
    assert_eq!(by_attach.attach().ended_by, "duration-elapsed");
    let facts = |c: &Collection| -> Vec<serde_json::Value> {
        c.report.kernels.iter().map(kernel_facts).collect()
    };
    assert_eq!(facts(&by_top), facts(&by_attach));
    let modules = |c: &Collection| -> Vec<String> {
        c.report.modules.iter().map(|m| m.sha256.clone()).collect()
    };
    assert_eq!(modules(&by_top), modules(&by_attach));
    assert_eq!(by_top.warnings(), by_attach.warnings());
    let scale_top = by_top.kernel(SCALE);
    let scale_attach = by_attach.kernel(SCALE);
    assert!(
        scale_top.simd.is_some() && scale_top.instructions.is_some(),
        "{scale_top:#?}"
    );
    // Each window counted its own launches; the totals since the start only grow.
    for (c, scale) in [(&by_top, scale_top), (&by_attach, scale_attach)] {
        let during = scale.dispatches_during_attach.unwrap_or(0);
        assert!(
            during > 0 && during <= scale.dispatches,
            "{during} during, {} since the start in {}",
            scale.dispatches,
            c.attach().ended_by
        );
    }
    assert!(scale_attach.dispatches > scale_top.dispatches);
    assert_output_unchanged(&workload);
}
