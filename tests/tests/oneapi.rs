//! The real oneAPI stack (modern stack only): dpnp, oneMKL (GEMM, DFT) and oneDNN from PyPI on
//! SYCL's Level Zero adapters, under `aotspy collect --emulate`.
//!
//! Truth comes from `tests/c/ze_counter.c`, a dispatch counter on the loader's tracing layer
//! preloaded into the same process: oneMKL may pick different GEMM kernels from one
//! device-less run to the next (measured: `sgemm_nocopy_nn_32x8_1x4` from a native binary in
//! one run, SPIR-V `sgemm_kernel` with its copy kernels in another), so only the same process
//! can say what ran. Every test asserts that aotspy's dispatch counts per kernel name and
//! origin equal the counter's exactly, which checks each origin too: the counter classifies a
//! kernel by the input its module was created from (SPIR-V: `jit`; native: `aot`), and so must
//! aotspy. SYCL kernels (dpnp's, SYCL's fill) are always `jit`; oneDNN's and some of oneMKL's
//! are native binaries (`aot`). Every dispatched kernel must have ISA.
//!
//! pvc runs on the v1 adapter (its default); bmg selects the v2 adapter, which gets a context
//! device-less only because the preload, under `--emulate`, reports the residency calls NEO
//! refuses as success (`preload/src/residency.rs`).

use aotspy_tests::*;
use std::ffi::OsString;

/// Rounds each workload runs: each round launches the same kernels.
const ROUNDS: &str = "3";

fn python(script: &str) -> Vec<OsString> {
    vec![
        "python3".into(),
        python_script(script).into_os_string(),
        ROUNDS.into(),
    ]
}

fn onednn_matmul() -> Vec<OsString> {
    vec![
        oneapi_artifacts().onednn_matmul.clone().into_os_string(),
        ROUNDS.into(),
    ]
}

const ELEMENTWISE_LINE: &str = "dpnp elementwise+reduction: 3 rounds of 4096 float32";
const GEMM_LINE: &str = "dpnp matmul float32 256x128x64: 3 rounds";
const FFT_LINE: &str = "dpnp.fft.fft complex64 1024: 3 rounds";
const ONEDNN_LINE: &str = "onednn matmul 64x128x32: 3 executions";

const APPEND_LAUNCH_KERNEL: &str = "zeCommandListAppendLaunchKernel";
const WITH_ARGUMENTS: &str = "zeCommandListAppendLaunchKernelWithArguments";

/// N from the "emulation: the device-less driver refused N residency calls …" diagnostic, or 0
/// without one.
fn excused_residency_calls(c: &Collection) -> u64 {
    let lines: Vec<String> = c
        .diagnostics()
        .into_iter()
        .filter(|d| d.starts_with("emulation: "))
        .collect();
    match &lines[..] {
        [] => 0,
        [line] => line
            .strip_prefix("emulation: the device-less driver refused ")
            .and_then(|rest| rest.split_once(" residency calls "))
            .and_then(|(n, _)| n.parse().ok())
            .unwrap_or_else(|| c.fail(&format!("unexpected emulation diagnostic {line:?}"))),
        _ => c.fail(&format!("several emulation diagnostics: {lines:?}")),
    }
}

/// The checks every run gets: one process; aotspy's dispatches per kernel name and origin
/// equal the counter's; ISA for every dispatched kernel; SYCL kernels are `jit`; the launch
/// entry points the adapter used are exactly `launch_calls`; the preload excused exactly
/// `excused` residency calls (None: the ones the counter saw the driver refuse).
fn assert_exact(name: &str, run: &CountedRun, launch_calls: &[&str], excused: Option<u64>) {
    let c = &run.collection;
    eprintln!("{name}: {:.1} s under aotspy", run.wall.as_secs_f64());
    if c.processes().len() != 1 {
        c.fail("expected exactly one process (the shell execs the workload)");
    }
    let truth = &run.counter.dispatches;
    if truth.is_empty() {
        c.fail(&format!("the counter saw no dispatch: {:?}", run.counter));
    }
    let got = c.dispatches_by_kernel_origin();
    if &got != truth {
        c.fail(&format!(
            "aotspy's dispatch counts differ from the tracing-layer counter's\n  counter: {truth:?}\n   aotspy: {got:?}\n  counter's calls: {:?}",
            run.counter.calls
        ));
    }
    for k in c.kernels() {
        let name = k.name.as_str();
        if !c.asm_text(k).contains("send") {
            c.fail(&format!("kernel {name}: its ASM has no send instruction"));
        }
        if k.instructions.unwrap_or(0) == 0 {
            c.fail(&format!("kernel {name}: no instruction count"));
        }
        if name.starts_with("_ZTS") {
            assert_eq!(k.origin, "jit");
        }
    }
    let launches: Vec<&str> = run
        .counter
        .calls
        .keys()
        .map(String::as_str)
        .filter(|f| f.contains("Launch"))
        .collect();
    if launches != launch_calls {
        c.fail(&format!(
            "the adapter launched through {launches:?}, expected {launch_calls:?}"
        ));
    }
    let expected = excused.unwrap_or_else(|| run.counter.total_refused());
    let got = excused_residency_calls(c);
    if got != expected {
        c.fail(&format!(
            "aotspy excused {got} residency calls, expected {expected}; the counter saw the \
             driver refuse {:?}",
            run.counter.refused
        ));
    }
}

/// A pvc run: the v1 adapter, which launches through zeCommandListAppendLaunchKernel.
fn on_pvc(name: &str, command: Vec<OsString>, line: &str) -> CountedRun {
    require_modern_stack();
    let run = collect_counted(name, "pvc", &[], &command, line);
    assert_exact(name, &run, &[APPEND_LAUNCH_KERNEL], None);
    run
}

/// A run on the v2 adapter (bmg's default; `SYCL_UR_USE_LEVEL_ZERO_V2=1` elsewhere), which
/// launches through zeCommandListAppendLaunchKernelWithArguments and needs the residency shim.
fn on_v2(
    name: &str,
    device: &str,
    env: &[(&str, &str)],
    command: Vec<OsString>,
    line: &str,
) -> CountedRun {
    require_modern_stack();
    let run = collect_counted(name, device, env, &command, line);
    assert_exact(name, &run, &[WITH_ARGUMENTS], None);
    if run.counter.total_refused() == 0 {
        run.collection
            .fail("the driver refused no residency call: the v2 test no longer tests the shim");
    }
    run
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn dpnp_elementwise_and_reduction_on_pvc() {
    on_pvc(
        "oneapi-dpnp-elementwise-pvc",
        python("dpnp_elementwise.py"),
        ELEMENTWISE_LINE,
    );
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn onemkl_gemm_through_dpnp_matmul_on_pvc() {
    on_pvc("oneapi-dpnp-gemm-pvc", python("dpnp_gemm.py"), GEMM_LINE);
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn onemkl_dft_through_dpnp_fft_on_pvc() {
    on_pvc("oneapi-dpnp-fft-pvc", python("dpnp_fft.py"), FFT_LINE);
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn onednn_matmul_c_api_on_pvc() {
    let run = on_pvc("oneapi-onednn-matmul-pvc", onednn_matmul(), ONEDNN_LINE);
    // One primitive executed 3 times: every kernel it dispatches, 3 times each.
    let counts = run.collection.dispatches_by_kernel_origin();
    if counts.values().any(|&n| n % 3 != 0) {
        run.collection.fail(&format!(
            "3 executions, yet a count is not a multiple of 3: {counts:?}"
        ));
    }
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn dpnp_on_the_v2_adapter_on_bmg() {
    on_v2(
        "oneapi-dpnp-elementwise-bmg",
        "bmg",
        &[],
        python("dpnp_elementwise.py"),
        ELEMENTWISE_LINE,
    );
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn onemkl_gemm_on_the_v2_adapter_on_bmg() {
    on_v2(
        "oneapi-dpnp-gemm-bmg",
        "bmg",
        &[],
        python("dpnp_gemm.py"),
        GEMM_LINE,
    );
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn dpnp_and_gemm_on_the_v2_adapter_on_pvc() {
    let v2 = [("SYCL_UR_USE_LEVEL_ZERO_V2", "1")];
    on_v2(
        "oneapi-dpnp-elementwise-pvc-v2",
        "pvc",
        &v2,
        python("dpnp_elementwise.py"),
        ELEMENTWISE_LINE,
    );
    on_v2(
        "oneapi-dpnp-gemm-pvc-v2",
        "pvc",
        &v2,
        python("dpnp_gemm.py"),
        GEMM_LINE,
    );
}

/// UMF can take its Level Zero functions from another library than the loader
/// (`UMF_ZE_LOADER_LIB_NAME`); named the driver, its residency calls reach neither the loader's
/// tables nor the tracing layer, only the preload's `dlsym` hook. The v2 adapter must still
/// run, and the preload must excuse as many calls as through the loader (where the counter
/// sees every refusal): every residency call of this program is UMF's.
#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn residency_shim_on_the_dlsym_path_alone() {
    let through_loader = on_v2(
        "oneapi-residency-loader",
        "bmg",
        &[],
        python("dpnp_elementwise.py"),
        ELEMENTWISE_LINE,
    );
    let name = "oneapi-residency-dlsym";
    let run = collect_counted(
        name,
        "bmg",
        &[("UMF_ZE_LOADER_LIB_NAME", "libze_intel_gpu.so.1")],
        &python("dpnp_elementwise.py"),
        ELEMENTWISE_LINE,
    );
    if run.counter.total_refused() != 0 {
        run.collection.fail(&format!(
            "the tracing layer saw refusals {:?}: UMF still calls through the loader",
            run.counter.refused
        ));
    }
    assert_exact(
        name,
        &run,
        &[WITH_ARGUMENTS],
        Some(through_loader.counter.total_refused()),
    );
}

/// NEO's device-less keys set by hand (no `--emulate`): the preload must not touch residency
/// results, so the v2 adapter fails exactly as without aotspy, and the report says nothing of
/// emulation.
#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn residency_untouched_without_emulate() {
    require_modern_stack();
    let bmg_keys = [
        ("NEOReadDebugKeys", "1"),
        ("SetCommandStreamReceiver", "1"),
        ("ProductFamilyOverride", "bmg"),
        ("HardwareInfoOverride", "1x4x8"),
        ("AUBDumpCaptureFileName", "/dev/null"),
        ("UseAubStream", "0"),
        ("UseBindlessMode", "0"),
    ];
    let script = python("dpnp_elementwise.py");
    const FAILURE: &str = "SyclQueueCreationError";

    let mut alone = std::process::Command::new(&script[0]);
    alone.args(&script[1..]).envs(bmg_keys);
    let alone = run(&mut alone, RUN_TIMEOUT);
    assert!(
        alone.status.code() == Some(1) && alone.stderr.contains(FAILURE),
        "without aotspy, dpnp on the v2 adapter device-less should fail with {FAILURE}:\n{}",
        alone.describe()
    );

    let work_dir = run_dir("oneapi-residency-untouched.work");
    let out_dir = run_dir("oneapi-residency-untouched");
    let mut collect = std::process::Command::new(aotspy_bin());
    collect
        .current_dir(&work_dir)
        .env("AOTSPY_CACHE", cache_dir())
        .envs(bmg_keys)
        .arg("collect")
        .arg("--out")
        .arg(&out_dir)
        .arg("--")
        .args(&script);
    let output = run(&mut collect, RUN_TIMEOUT);
    let c = Collection::load(&out_dir, output, alone);
    if c.output.status.code() != Some(1) || !c.output.stderr.contains(FAILURE) {
        c.fail(&format!(
            "under aotspy without --emulate, the workload should fail as alone ({FAILURE})"
        ));
    }
    if c.processes().len() != 1 || !c.kernels().is_empty() {
        c.fail("expected one process and no kernel");
    }
    if !c.diagnostics().is_empty() {
        c.fail("without --emulate the report must not mention emulation");
    }
}

/// `tests/c/ze_residency.c` on each path a program reaches the residency calls by: the linked
/// loader (whose API dispatches through the context table it got from the preload's getter),
/// a context table of its own, `dlsym` on the loader (as UMF does: the `dlsym` hook wraps the
/// loader's export, which dispatches through the hooked table) and `dlsym` on the driver (the
/// `dlsym` hook alone). Under `--emulate` exactly the refusals become success, each counted
/// once; other results pass unchanged; without `--emulate` nothing changes.
#[test]
#[ignore = "modern stack only: ze_residency uses zeInitDrivers (loader 1.18+)"]
fn residency_shim_on_every_path() {
    require_modern_stack();
    const REFUSED: &str = " 0x78000001";
    for args in [
        &["link"][..],
        &["table"],
        &["dlsym"],
        &["dlsym", "libze_intel_gpu.so.1"],
    ] {
        let name = format!("oneapi-residency-{}", args.join("-").replace('.', "_"));
        let program = &oneapi_artifacts().ze_residency;
        let alone = run(
            std::process::Command::new(program)
                .args(args)
                .envs(EMULATE_ENV.iter().copied()),
            RUN_TIMEOUT,
        );
        let refused = alone
            .stdout
            .lines()
            .filter(|l| l.ends_with(REFUSED))
            .count() as u64;
        assert!(
            alone.status.success() && refused == 1,
            "{args:?}: device-less NEO should refuse zeContextMakeMemoryResident once:\n{}",
            alone.describe()
        );
        let excused_output = alone.stdout.replace(REFUSED, " 0x0");

        for emulate in [true, false] {
            let out_dir = run_dir(&format!("{name}-{emulate}"));
            let mut cmd = aotspy_in_own_directory();
            cmd.current_dir(&out_dir)
                .env("AOTSPY_CACHE", cache_dir())
                .envs(EMULATE_ENV.iter().copied())
                .arg("collect");
            if emulate {
                cmd.args(["--emulate", "pvc"]);
            }
            cmd.arg("--out")
                .arg(out_dir.join("report"))
                .arg("--")
                .arg(program)
                .args(args);
            let output = run(&mut cmd, RUN_TIMEOUT);
            let alone = RunOutput {
                command: alone.command.clone(),
                status: alone.status,
                stdout: alone.stdout.clone(),
                stderr: alone.stderr.clone(),
            };
            let c = Collection::load(&out_dir.join("report"), output, alone);
            let (expected, diagnostics) = if emulate {
                (
                    &excused_output,
                    vec![
                        "emulation: the device-less driver refused 1 residency calls \
                         (ZE_RESULT_ERROR_UNINITIALIZED); the program was told they succeeded \
                         (zeContextMakeMemoryResident 1)"
                            .to_owned(),
                    ],
                )
            } else {
                (&c.standalone.stdout, vec![])
            };
            if !c.output.status.success() || !c.output.stdout.starts_with(expected.as_str()) {
                c.fail(&format!(
                    "{args:?}, emulate {emulate}: the program should print\n{expected}"
                ));
            }
            if c.diagnostics() != diagnostics {
                c.fail(&format!(
                    "{args:?}, emulate {emulate}: expected diagnostics {diagnostics:?}"
                ));
            }
        }
    }
}
