//! The test programs themselves, without aotspy: every scenario the other tests use must run on
//! the driver (device-less) and count what it should. These pass with or without aotspy built.

use aotspy_tests::*;

fn counts(out: &RunOutput) -> Vec<(String, u64)> {
    out.stdout
        .lines()
        .filter_map(|l| l.strip_prefix("kernel "))
        .map(|l| {
            let (id, n) = l.rsplit_once(" dispatches=").unwrap();
            (id.to_owned(), n.parse().unwrap())
        })
        .collect()
}

fn expect(w: Workload, expected: &[(&str, u64)]) -> RunOutput {
    let out = w.run_standalone_expect(0);
    let expected: Vec<(String, u64)> = expected.iter().map(|(k, n)| (k.to_string(), *n)).collect();
    assert_eq!(counts(&out), expected, "\n{}", out.describe());
    out
}

#[test]
fn every_path_and_list() {
    for path in CallPath::ALL {
        for list in ListKind::ALL {
            let x = list.executions();
            expect(
                Workload::new(path)
                    .module(VECTOR_OPS, Form::Zebin)
                    .module(EXTRA_OPS, Form::Fat)
                    .module(SPILL, Form::Spirv)
                    .program_exp(&[VECTOR_OPS, EXTRA_OPS])
                    .list_executed(list)
                    .launch(&format!("{VECTOR_ADD}=3"))
                    .launch("1:fill=2")
                    .launch(&format!("{SPILL_HEAVY}=1"))
                    .launch("3:saxpy=1")
                    .launch("scale=0"),
                &[
                    (&format!("0:{VECTOR_ADD}"), 3 * x),
                    ("1:fill", 2 * x),
                    (&format!("2:{SPILL_HEAVY}"), x),
                    ("3:saxpy", x),
                    ("0:scale", 0),
                ],
            );
        }
    }
}

#[test]
fn every_variant() {
    for path in CallPath::ALL {
        for list in ListKind::ALL {
            for variant in ["plain", "cooperative", "indirect", "multi-indirect"] {
                let x = list.executions();
                expect(
                    Workload::new(path)
                        .module(VECTOR_OPS, Form::Zebin)
                        .list_executed(list)
                        .variant(variant)
                        .launch(&format!("scale,{REDUCE}=2")),
                    &[("0:scale", 2 * x), (&format!("0:{REDUCE}"), 2 * x)],
                );
            }
        }
    }
}

#[test]
fn lifecycles() {
    let reuse = expect(
        Workload::new(CallPath::Table)
            .module(VECTOR_OPS, Form::Zebin)
            .execute(3)
            .args(["--reuse", &format!("scale=2,{VECTOR_ADD}=5")]),
        &[("0:scale", 6), (&format!("0:{VECTOR_ADD}"), 15)],
    );
    assert!(
        reuse.stderr.contains("reuse: kernel handle reused"),
        "{}",
        reuse.describe()
    );
    expect(
        Workload::new(CallPath::Link)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=2")
            .args(["--reset", "discard"])
            .execute(0),
        &[("0:scale", 0)],
    );
    expect(
        Workload::new(CallPath::Dlopen)
            .module(VECTOR_OPS, Form::Zebin)
            .module(EXTRA_OPS, Form::Spirv)
            .launch("scale=2")
            .launch("fill=1")
            .args([
                "--reset",
                "rerecord",
                "--split",
                "2",
                "--repeat",
                "2",
                "--threads",
                "3",
            ])
            .execute(2),
        &[("0:scale", 48), ("1:fill", 24)],
    );
    let spawned = expect(
        Workload::new(CallPath::DlopenTable)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=1")
            .args(["--spawn", "2", "--leak"]),
        // Three summaries: two children, then the parent.
        &[("0:scale", 1), ("0:scale", 1), ("0:scale", 1)],
    );
    assert_eq!(spawned.stdout.matches("ok: ").count(), 3);
}

#[test]
fn exit_code_and_errors() {
    let w = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=1")
        .args(["--exit-code", "3"]);
    w.run_standalone_expect(3);
    // A kernel no module has: a clear message and exit 2.
    let out = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("no_such_kernel=1")
        .run_standalone_expect(2);
    assert!(out.stderr.contains("no_such_kernel"), "{}", out.describe());
    // The wrong binary for a path is a usage error.
    let out = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .args(["--path", "dlopen"])
        .run_standalone();
    assert_eq!(out.status.code(), Some(64), "{}", out.describe());
}

#[test]
fn bench_launch_runs() {
    let module = artifacts().kernel(VECTOR_OPS, Form::Zebin);
    for list in ListKind::ALL {
        for tracer in [false, true] {
            let mut cmd = std::process::Command::new(&artifacts().bench_launch);
            cmd.arg("--module").arg(&module).args([
                "--kernel",
                SCALE,
                "--list",
                list.as_str(),
                "-n",
                "50",
            ]);
            if tracer {
                cmd.arg("--tracer").env("ZE_ENABLE_TRACING_LAYER", "1");
            }
            for (k, v) in EMULATE_ENV {
                cmd.env(k, v);
            }
            let out = run(&mut cmd, RUN_TIMEOUT);
            assert!(out.status.success(), "{}", out.describe());
            let calls = if tracer { 50 } else { 0 };
            assert!(
                out.stdout.contains(&format!("tracer_calls={calls} ")),
                "{}",
                out.describe()
            );
        }
    }
}

/// The flags the robustness tests use: --fork (parent 2 rounds, child 1, child's summary
/// first), --thread-modules, --sleep-ms, --crash.
#[test]
fn robustness_flags() {
    let forked = expect(
        Workload::new(CallPath::Link)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=3")
            .arg("--fork"),
        &[("0:scale", 3), ("0:scale", 6)],
    );
    assert_eq!(forked.stdout.matches("ok: ").count(), 2);
    expect(
        Workload::new(CallPath::Dlopen)
            .module(VECTOR_OPS, Form::Zebin)
            .module(EXTRA_OPS, Form::Spirv)
            .launch("scale=3")
            .launch("fill=2")
            .args(["--threads", "4", "--thread-modules", "--repeat", "2"])
            .execute(2),
        &[("0:scale", 48), ("1:fill", 32)],
    );
    let start = std::time::Instant::now();
    expect(
        Workload::new(CallPath::Link)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=1")
            .args(["--repeat", "3", "--sleep-ms", "100"]),
        &[("0:scale", 3)],
    );
    assert!(start.elapsed() >= std::time::Duration::from_millis(300));
    for (mode, signal, code) in [
        ("abort", Some(6), None),
        ("segv", Some(11), None),
        ("_exit", None, Some(5)),
    ] {
        let out = Workload::new(CallPath::Link)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=1")
            .args(["--crash", mode, "--exit-code", "5"])
            .run_standalone();
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(
            (out.status.signal(), out.status.code()),
            (signal, code),
            "--crash {mode}:\n{}",
            out.describe()
        );
        assert_eq!(
            counts(&out),
            [("0:scale".to_owned(), 1)],
            "{}",
            out.describe()
        );
    }
}
