//! libaotspy injected into a running Level Zero process, without ptrace: `tests/c/inject_self.c`
//! creates a module, kernels and command lists and launches some, then loads libaotspy.so
//! (`RTLD_LOCAL`, as `aotspy attach` does), calls `aotspy_inject_prepare`, writes the plan's
//! patches itself and launches more. Only what follows the injection is counted, exactly;
//! the kernels and lists from before it are identified at first use.

use aotspy_proto::{counters, Event, FoundIsa};
use aotspy_tests::*;
use std::collections::BTreeMap;
use std::fs;
use std::process::Command;

/// What inject_self.c launches after the injection (see its header comment).
const EXPECTED: [(&str, u64); 5] = [
    ("scale", 7),
    (VECTOR_ADD, 8),
    (FILL, 7),
    (SAXPY, 4),
    (REDUCE, 64),
];
/// The pid in the spool file's name (`<pid>-<ms>.aotspy`).
fn output_pid(files: &[std::path::PathBuf]) -> u32 {
    let name = files[0].file_name().unwrap().to_str().unwrap();
    name.split('-').next().unwrap().parse().unwrap()
}

/// The executions of the regular list created before the injection, whose content is unknown.
const PRE_INJECTION_LIST_RUNS: u64 = 4;

#[test]
fn counts_after_the_injection_are_exact_and_earlier_kernels_are_identified() {
    let artifacts = artifacts();
    let scratch = Scratch::new("injself");
    let spool = scratch.path("spool");
    let unix_ms = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as u64
    };
    // A collector listening where the environment points: an injected library must not
    // connect to it (the attaching aotspy reads the control socket instead).
    let collector = std::os::unix::net::UnixListener::bind(scratch.path("collector.sock")).unwrap();
    collector.set_nonblocking(true).unwrap();
    let started = unix_ms();
    let output = run(
        Command::new(inject_self_binary())
            .arg(preload_lib())
            .arg(artifacts.kernel(VECTOR_OPS, Form::Zebin))
            .arg(artifacts.kernel(EXTRA_OPS, Form::Zebin))
            .envs(EMULATE_ENV.iter().copied())
            .env("AOTSPY_OUT", &spool)
            .env("AOTSPY_SOCKET", scratch.path("collector.sock")),
        RUN_TIMEOUT,
    );
    let ended = unix_ms();
    assert!(
        output.status.success() && output.stdout.contains("inject_self: done"),
        "{}",
        output.describe()
    );
    assert!(
        output.stderr.contains("plan state 1,"),
        "{}",
        output.describe()
    );

    assert_eq!(
        collector.accept().err().map(|e| e.kind()),
        Some(std::io::ErrorKind::WouldBlock),
        "the injected library connected to a listening collector\n{}",
        output.describe()
    );

    let files: Vec<_> = fs::read_dir(&spool)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    let with_suffix = |suffix: &str| {
        let found: Vec<_> = files
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == suffix))
            .collect();
        assert_eq!(found.len(), 1, "one .{suffix} file expected in {files:?}");
        found[0].clone()
    };
    let (hello, events) = stream_events(&with_suffix(aotspy_proto::SPOOL_SUFFIX)).unwrap();
    let counts =
        counters::parse(&fs::read(with_suffix(aotspy_proto::COUNTS_SUFFIX)).unwrap()).unwrap();
    let context = format!(
        "{}\nevents: {events:#?}\ncounts: {counts:?}",
        output.describe()
    );

    // The stream says it was injected, right after the hello.
    match events.first() {
        Some(Event::Injected(injected)) => {
            assert!(injected.library.ends_with("libaotspy.so"), "{context}");
            assert!(
                (started..=ended).contains(&injected.at_unix_ms),
                "{context}"
            );
            assert_eq!(hello.pid, output_pid(&files), "{context}");
        }
        other => panic!("first event after Hello is {other:?}, not Injected\n{context}"),
    }

    // Kernels from before the injection: found once each (reduce's first launches race on 16
    // threads), with the best ISA the driver gives.
    let devices: Vec<u32> = events
        .iter()
        .filter_map(|e| match e {
            Event::Device(d) => Some(d.id),
            _ => None,
        })
        .collect();
    assert_eq!(devices.len(), 1, "{context}");
    let mut names = BTreeMap::new();
    let mut found = Vec::new();
    for event in &events {
        match event {
            Event::FoundKernel(k) => {
                assert_eq!(k.device, Some(devices[0]), "{context}");
                if on_modern_stack() {
                    assert_eq!(k.isa_from, FoundIsa::KernelBinary, "{}: {context}", k.name);
                    assert!(!k.isa.is_empty(), "{}: {context}", k.name);
                } else {
                    assert_eq!(k.isa_from, FoundIsa::NameOnly, "{}: {context}", k.name);
                    assert!(k.isa.is_empty(), "{context}");
                }
                assert_eq!(k.module, None, "{context}");
                found.push(k.name.clone());
                assert!(names.insert(k.id, k.name.clone()).is_none(), "{context}");
            }
            Event::Kernel(k) => {
                assert!(names.insert(k.id, k.name.clone()).is_none(), "{context}");
            }
            _ => {}
        }
    }
    found.sort();
    let mut expected_found = vec!["scale".to_owned(), VECTOR_ADD.into(), REDUCE.into()];
    expected_found.sort();
    assert_eq!(found, expected_found, "{context}");

    // The module created after the injection, with its zebin.
    let modules: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Module(m) => Some(m),
            _ => None,
        })
        .collect();
    assert_eq!(modules.len(), 1, "{context}");
    assert!(
        modules[0].native_binary.starts_with(b"\x7fELF"),
        "{context}"
    );

    // Exact counts from the injection on.
    let by_name: BTreeMap<&str, u64> = counts
        .totals
        .iter()
        .map(|t| (names[&t.kernel].as_str(), t.dispatches))
        .collect();
    assert_eq!(by_name, BTreeMap::from(EXPECTED), "{context}");
    assert_eq!(
        counts.unattributed.unknown_list_runs, PRE_INJECTION_LIST_RUNS,
        "{context}"
    );
    assert_eq!(counts.unattributed.unknown_kernel_launches, 0, "{context}");

    // Where the driver cannot tell an immediate list from a regular one, the report says so.
    let says_cannot_tell = events
        .iter()
        .any(|e| matches!(e, Event::Diagnostic(d) if d.contains("no zeCommandListIsImmediate")));
    assert_eq!(says_cannot_tell, !on_modern_stack(), "{context}");
}

#[test]
fn a_process_without_level_zero_gets_a_failed_plan_that_says_why() {
    let scratch = Scratch::new("injearly");
    let output = run(
        Command::new(inject_self_binary())
            .args(["--before-init".as_ref(), preload_lib().as_os_str()])
            .envs(EMULATE_ENV.iter().copied())
            .env("AOTSPY_OUT", scratch.path("spool"))
            .env("AOTSPY_SOCKET", scratch.path("collector.sock")),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    assert!(
        output
            .stdout
            .starts_with("state 2: this process has not initialized Level Zero yet")
            && output
                .stdout
                .contains("attach after it has created its first module"),
        "{}",
        output.describe()
    );
}

/// A process that runs with the preload already has its hooks in the dispatch tables:
/// preparing detours too would count every call twice, so prepare refuses.
#[test]
fn a_preloaded_process_is_not_injected_again() {
    let artifacts = artifacts();
    let scratch = Scratch::new("injpre");
    let output = run(
        Command::new(inject_self_binary())
            .arg(preload_lib())
            .arg(artifacts.kernel(VECTOR_OPS, Form::Zebin))
            .arg(artifacts.kernel(EXTRA_OPS, Form::Zebin))
            .envs(EMULATE_ENV.iter().copied())
            .env("LD_PRELOAD", preload_lib())
            .env("AOTSPY_OUT", scratch.path("spool"))
            .env("AOTSPY_SOCKET", scratch.path("collector.sock")),
        RUN_TIMEOUT,
    );
    assert_eq!(output.status.code(), Some(3), "{}", output.describe());
    assert!(
        output.stderr.contains(
            "plan state 2, 0 patches: this process runs with libaotspy preloaded already"
        ),
        "{}",
        output.describe()
    );
}
