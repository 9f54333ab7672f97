//! `collect --emulate DEVICE` on each stack's NEO: devices other than pvc, and what a run that
//! never gets a device is told.

use aotspy_tests::schema::{Report, WarningKind};
use aotspy_tests::*;
use std::fs;
use std::path::Path;

fn collect_emulated(
    device: &str,
    name: &str,
    workload: &Workload,
) -> (RunOutput, Report, std::path::PathBuf) {
    let out_dir = run_dir(name);
    let mut cmd = aotspy_in_own_directory();
    cmd.env("AOTSPY_CACHE", cache_dir())
        .args(["collect", "--emulate", device, "--out"])
        .arg(&out_dir)
        .arg("--")
        .args(workload.command_line());
    let output = run(&mut cmd, RUN_TIMEOUT);
    let report = fs::read_to_string(out_dir.join("report.json"))
        .unwrap_or_else(|e| panic!("no report.json ({e}):\n{}", output.describe()));
    let report = parse_report(&report).unwrap_or_else(|e| panic!("{e}:\n{report}"));
    (output, report, out_dir)
}

/// dg2 needs its own keys on NEO 26 (bindless mode off, else NEO aborts in
/// bindless_heaps_helper.cpp): the driver's JIT compiles SPIR-V for it and the counts are exact.
#[test]
fn emulated_dg2_runs_and_is_disassembled_for_dg2() {
    let workload = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Spirv)
        .launch("scale=3")
        .launch(&format!("{VECTOR_ADD}=2"));
    let (output, report, out_dir) = collect_emulated("dg2", "emulate-dg2", &workload);
    assert!(output.status.success(), "{}", output.describe());
    let kernels = &report.kernels;
    let count = |name: &str| {
        kernels
            .iter()
            .find(|k| k.name == name)
            .map(|k| k.dispatches)
    };
    assert_eq!(count(SCALE), Some(3), "{report:#?}");
    assert_eq!(count(VECTOR_ADD), Some(2), "{report:#?}");
    for kernel in kernels {
        let asm = kernel
            .asm
            .as_deref()
            .unwrap_or_else(|| panic!("no asm: {kernel:#?}"));
        let text = aotspy_tests::schema::listing::read(&out_dir, asm, std::fs::File::open).unwrap();
        assert!(
            text.contains("send") && text.contains("EOT"),
            "{asm}:\n{text}"
        );
    }
    let module = &report.modules[0];
    assert_eq!(module.origin, "jit", "{report:#?}");
}

/// A device this NEO cannot emulate: the workload fails in zeInit, and the report says that no
/// module was created, how the program ended, that the driver's device-less mode fails for
/// that name, with which keys, and which devices do work (pvc among them, on both stacks).
#[test]
fn an_emulated_device_that_does_not_work_is_explained() {
    let workload = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Spirv)
        .launch("scale=1");
    let (output, report, _) = collect_emulated("nosuchgpu", "emulate-unknown", &workload);
    // How the workload fails differs: NEO 26 refuses zeInit, NEO 22.43 invents a device with no
    // compute engine; either way it exits non-zero, and aotspy with it.
    let code = output.status.code().unwrap_or(0);
    assert_ne!(code, 0, "{}", output.describe());
    let explained = report
        .warnings
        .iter()
        .find(|w| w.kind == WarningKind::NothingCreated);
    let Some(explained) = explained.map(|w| &w.text) else {
        panic!("no nothing_created warning: {:#?}", report.warnings);
    };
    for needle in &[
        &format!("the workload exited with exit status {code}"),
        "NEO's device-less nosuchgpu does not work with this driver",
        "ProductFamilyOverride=nosuchgpu",
        "UseAubStream=0",
        "devices that do work here: pvc",
        "try --emulate pvc",
    ] {
        assert!(
            explained.contains(needle),
            "{needle:?} not in {explained:?}"
        );
    }
    assert!(
        output.stderr.contains("does not work with this driver"),
        "{}",
        output.describe()
    );
}

/// A workload killed by a signal before it created anything, on a device that works: the
/// report names the signal and says the driver itself was fine.
#[test]
fn a_workload_dying_before_any_module_is_named() {
    let out_dir = run_dir("emulate-died");
    let output = run(
        aotspy_in_own_directory()
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(&out_dir)
            .args(["--", "sh", "-c", "kill -SEGV $$"]),
        RUN_TIMEOUT,
    );
    assert_eq!(
        output.status.code(),
        Some(128 + 11),
        "{}",
        output.describe()
    );
    let report = fs::read_to_string(Path::new(&out_dir).join("report.json")).unwrap();
    assert!(
        report.contains("the workload died with SIGSEGV before any module was created")
            && report.contains("NEO's device-less pvc works here"),
        "{report}"
    );
}

/// A program that never uses Level Zero and succeeds is told only that no process connected:
/// no "no module" explanation, no driver probe.
#[test]
fn a_successful_program_without_level_zero_gets_no_probe() {
    let out_dir = run_dir("emulate-true");
    let output = run(
        aotspy_in_own_directory()
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(&out_dir)
            .args(["--", "true"]),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    assert!(
        output.stderr.contains("no process connected")
            && !output.stderr.contains("before any module")
            && !output.stderr.contains("checking NEO's device-less"),
        "{}",
        output.describe()
    );
}
