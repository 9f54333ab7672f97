//! Memory fills and copies: the driver's own work for the program, counted per append (on a
//! regular command list, per execution) and traced to the line that appended it.

use aotspy_tests::*;
use schema::{DriverOperation, StackFrame};
use std::ffi::OsString;

const ROUNDS: u64 = 3;
const EXECUTIONS: u64 = 5;

/// `ze_memory_ops 3 5`: 3 fills and 3 copies on an immediate list, then one fill, one copy and
/// one region copy on a regular list executed 5 times.
fn collect_memory_ops(name: &str) -> Collection {
    let program = artifacts().ze_memory_ops.clone();
    let expected = RunOutput {
        command: "(the workload prints)".into(),
        status: std::os::unix::process::ExitStatusExt::from_raw(0),
        stdout: format!(
            "memory ops: {ROUNDS} rounds of 65536 bytes\nregular list: executed {EXECUTIONS} times\n"
        ),
        stderr: String::new(),
    };
    let command: Vec<OsString> = vec![
        program.into_os_string(),
        ROUNDS.to_string().into(),
        EXECUTIONS.to_string().into(),
    ];
    collect_command(name, &[], &command, expected, Outcome::Exit(0))
}

/// The source lines of the user frames of an operation's call sites, in the report's order.
fn user_lines(c: &Collection, operation: &schema::DriverOperationEntry) -> Vec<u32> {
    operation
        .call_sites
        .iter()
        .map(|site| {
            let frame = site.user_stack_frame(&c.report.call_site_frames);
            match frame {
                Some(StackFrame::Native {
                    function: Some(function),
                    file: Some(file),
                    line: Some(line),
                    ..
                }) if function == "main" && file.ends_with("tests/c/ze_memory_ops.c") => *line,
                other => c.fail(&format!(
                    "{}: user frame {other:?}, expected main in ze_memory_ops.c",
                    operation.function
                )),
            }
        })
        .collect()
}

/// The line of `tests/c/ze_memory_ops.c` holding `call`'s `n`th appearance (1-based), where
/// the call's first line is.
fn line_of(call: &str, n: usize) -> u32 {
    let source = std::fs::read_to_string(manifest_dir().join("c/ze_memory_ops.c")).unwrap();
    let found = source
        .lines()
        .enumerate()
        .filter(|(_, text)| text.contains(&format!("check({call}(")))
        .nth(n - 1)
        .unwrap_or_else(|| panic!("no {n}th call of {call} in ze_memory_ops.c"));
    found.0 as u32 + 1
}

#[test]
fn fills_and_copies_are_counted_per_append_and_per_execution() {
    let c = collect_memory_ops("driver-operations");
    let fill = "zeCommandListAppendMemoryFill";
    let copy = "zeCommandListAppendMemoryCopy";
    let region = "zeCommandListAppendMemoryCopyRegion";
    let seen: Vec<(DriverOperation, &str, u64)> = c
        .report
        .driver_operations
        .iter()
        .map(|o| (o.operation, o.function.as_str(), o.dispatches))
        .collect();
    // The most appended first; fill and copy tie, in the operations' order.
    let both = ROUNDS + EXECUTIONS;
    let expected = [
        (DriverOperation::MemoryCopy, copy, both),
        (DriverOperation::MemoryFill, fill, both),
        (DriverOperation::MemoryCopyRegion, region, EXECUTIONS),
    ];
    if seen != expected {
        c.fail(&format!(
            "driver operations {seen:?}, expected {expected:?}"
        ));
    }
    let pid = c.report.processes[0].pid;
    for operation in &c.report.driver_operations {
        if operation.pids != [pid] {
            c.fail(&format!(
                "{}: pids {:?}",
                operation.function, operation.pids
            ));
        }
    }
    // Sampled at appends 1, 2, 4, 8: the immediate loop's line first, then the regular list's.
    let lines = |function: &str| {
        let entry = c
            .report
            .driver_operations
            .iter()
            .find(|o| o.function == function);
        user_lines(&c, entry.unwrap())
    };
    let sites = [
        (copy, lines(copy), vec![line_of(copy, 1), line_of(copy, 2)]),
        (fill, lines(fill), vec![line_of(fill, 1), line_of(fill, 2)]),
        (region, lines(region), vec![line_of(region, 1)]),
    ];
    for (function, seen, expected) in sites {
        if seen != expected {
            c.fail(&format!(
                "{function}: call sites at lines {seen:?}, expected {expected:?}"
            ));
        }
    }
    // Not the program's kernels, and no "created no module" warning: the driver's work ran.
    if !c.report.kernels.is_empty() || c.report.stats.dispatches != 0 {
        c.fail("driver operations were counted as kernels");
    }
    if !c.report.warnings.is_empty() {
        c.fail(&format!("warnings {:?}", c.report.warnings));
    }
    let fill_line = line_of(fill, 1);
    let terminal = format!(
        "driver operations (memory fills and copies, run by the driver on a copy engine or as \
         its built-in kernels; counted per append): {copy} 8 from main (ze_memory_ops.c:{}) +1; \
         {fill} 8 from main (ze_memory_ops.c:{fill_line}) +1; {region} 5 from main \
         (ze_memory_ops.c:{})",
        line_of(copy, 1),
        line_of(region, 1)
    );
    if !c.output.stdout.contains(&terminal) {
        c.fail(&format!("stdout lacks {terminal:?}"));
    }
    let md = std::fs::read_to_string(c.out_dir.join("report.md")).unwrap();
    let row = format!("| `{fill}` | 8 | 1 | main (ze_memory_ops.c:{fill_line}) +1 |");
    if !md.contains("## Driver operations") || !md.contains(&row) {
        c.fail(&format!(
            "report.md lacks the Driver operations table row {row:?}"
        ));
    }
    let html = std::fs::read_to_string(c.out_dir.join("report.html")).unwrap();
    let cell = format!("<td>{fill}</td><td class=\"num\">8</td>");
    if !html.contains("<table id=\"driver-operations\">") || !html.contains(&cell) {
        c.fail(&format!(
            "report.html lacks the driver operations table with {cell:?}"
        ));
    }
}

fn counts(r: &schema::Report) -> Vec<(DriverOperation, u64)> {
    let operations = r.driver_operations.iter();
    operations.map(|o| (o.operation, o.dispatches)).collect()
}

/// The counts survive a `report` re-rendered from the saved streams.
#[test]
fn driver_operations_are_rendered_again_from_the_streams() {
    let c = collect_memory_ops("driver-operations-again");
    let before = counts(&c.report);
    assert_eq!(before.len(), 3, "{before:?}");
    let again = report(None, &[&c.out_dir], expected_output(&[&c.standalone]));
    if counts(&again.report) != before {
        again.fail(&format!(
            "re-rendered {:?}, collected {before:?}",
            counts(&again.report)
        ));
    }
}
