//! aotspy must not change what the program does: same stdout, same exit status (the harness
//! checks both on every collect), and it must follow child processes.

use aotspy_tests::*;

#[test]
fn exit_status_passed_through() {
    for path in [CallPath::Link, CallPath::Dlopen] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=2")
            .args(["--exit-code", "3"])
            .collect_with(&format!("exit-code-{}", path.as_str()), &[], 3);
        c.assert_dispatches(&[(SCALE, 2)]);
    }
}

#[test]
fn process_recorded_with_argv() {
    let w = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=1");
    let c = w.collect("process-argv");
    let procs = c.processes();
    if procs.len() != 1 {
        c.fail("expected one process");
    }
    let argv: Vec<String> = w
        .command_line()
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    assert_eq!(procs[0].argv, argv);
    let pid = procs[0].pid;
    if c.kernel(SCALE).pids != [pid] {
        c.fail(&format!("scale's pids should be [{pid}]"));
    }
}

/// The workload runs two copies of itself (fork + exec, one after the other), then works too:
/// three processes, counts summed, each kernel run by all three pids.
#[test]
fn child_processes_followed() {
    let c = Workload::new(CallPath::Dlopen)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Spirv)
        .launch("scale=2")
        .launch("fill=1")
        .args(["--spawn", "2"])
        .collect("spawn");
    c.assert_dispatches(&[(SCALE, 6), (FILL, 3)]);
    let procs = c.processes();
    if procs.len() != 3 {
        c.fail("expected three processes");
    }
    let parent = procs
        .iter()
        .find(|p| procs.iter().filter(|q| q.ppid == p.pid).count() == 2)
        .unwrap_or_else(|| c.fail("no process is the parent of the two others"));
    let mut pids: Vec<u32> = procs.iter().map(|p| p.pid).collect();
    pids.sort();
    for name in [SCALE, FILL] {
        let mut got = c.kernel(name).pids.clone();
        got.sort();
        if got != pids {
            c.fail(&format!(
                "{name} ran in pids {pids:?} (parent {}), report says {got:?}",
                parent.pid
            ));
        }
    }
}
