//! Where the code that ran came from (AOT zebin, AR fat binary, SPIR-V JIT, multi-input SPIR-V
//! programs), what its kernels are called, and their GPU ISA.

use aotspy_tests::schema::{Disassembly, KernelEntry, Via};
use aotspy_tests::*;
use std::os::unix::fs::MetadataExt;

fn assert_real_asm(c: &Collection, kernel: &KernelEntry) {
    let asm = c.asm_text(kernel);
    let has = |needle: &str| asm.lines().any(|l| l.contains(needle));
    if !(has("send") && has("mov") && has("EOT")) {
        c.fail(&format!(
            "kernel {}: its asm has no send/mov/EOT instructions:\n{}",
            kernel.name,
            asm.lines().take(40).collect::<Vec<_>>().join("\n")
        ));
    }
}

#[test]
fn zebin_module_is_aot() {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2")
        .collect("module-zebin");
    c.assert_dispatches(&[(SCALE, 2)]);
    let k = c.kernel(SCALE);
    let m = c.module_of(k);
    assert_eq!(m.origin, "aot");
    assert_eq!(k.origin, "aot");
    if m.ar_member.is_some() {
        c.fail("a plain zebin module has an ar_member");
    }
    if m.device.as_ref().is_none_or(|d| d.name.is_empty()) {
        c.fail("module has no device name");
    }
    // What ocloc -device pvc says in .ze_info for this kernel.
    assert_eq!(k.simd, Some(32));
    assert_eq!(k.grf, Some(128));
    assert_eq!(k.spill_bytes, Some(0));
    if k.instructions.is_none_or(|n| n == 0) {
        c.fail("scale has no instruction count");
    }
    assert_real_asm(&c, k);
}

/// A process that creates the same module twice sends its binary once: the second Module frame
/// carries the hash alone, and the report has both modules' kernels, exact, in one module.
#[test]
fn the_same_module_twice_sends_its_binary_once() {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("0:scale=2")
        .launch("1:scale=3")
        .collect("module-sent-once");
    c.assert_dispatches(&[(SCALE, 5)]);
    if c.modules().len() != 1 {
        c.fail("two creations of one zebin are one module");
    }
    let k = c.kernel(SCALE);
    let m = c.module_of(k);
    assert_eq!(m.origin, "aot");
    let zebin = std::fs::read(artifacts().kernel(VECTOR_OPS, Form::Zebin)).unwrap();
    assert_eq!(m.native_bytes, zebin.len());
    let written = c.out_dir.join(&m.binary);
    if std::fs::read(&written).ok().as_ref() != Some(&zebin) {
        c.fail(&format!("{} is not the zebin", written.display()));
    }
    assert_real_asm(&c, k);

    let streams = streams_in(&c.out_dir.join("streams"));
    let [stream] = &streams[..] else {
        c.fail(&format!("one stream expected, found {streams:?}"))
    };
    // Kept gzip-compressed once the report is made.
    let kept = std::fs::read(stream).unwrap();
    if !kept.starts_with(&[0x1f, 0x8b]) {
        c.fail(&format!("{} is not gzip-compressed", stream.display()));
    }
    let decoded = decode_stream(stream).unwrap_or_else(|e| c.fail(&e));
    if decoded.module_binary_bytes != [zebin.len(), 0] {
        c.fail(&format!(
            "Module frames carry {:?} bytes of binary; expected [{}, 0]",
            decoded.module_binary_bytes,
            zebin.len()
        ));
    }
}

#[test]
fn ar_fat_binary_is_aot_with_member() {
    for path in [CallPath::Link, CallPath::DlopenTable] {
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Fat)
            .launch("scale=2")
            .launch(&format!("{VECTOR_ADD}=1"))
            .collect(&format!("module-fat-{}", path.as_str()));
        c.assert_dispatches(&[(SCALE, 2), (VECTOR_ADD, 1)]);
        let m = c.module_of(c.kernel(SCALE));
        assert_eq!(m.origin, "aot");
        assert_eq!(m.ar_member.as_deref(), Some(PVC_AR_MEMBER));
        assert_real_asm(&c, c.kernel(VECTOR_ADD));
    }
}

#[test]
fn spirv_module_is_jit() {
    for list in ListKind::ALL {
        let c = Workload::new(CallPath::Dlopen)
            .module(VECTOR_OPS, Form::Spirv)
            .list_executed(list)
            .launch("scale=2")
            .launch(&format!("{REDUCE}=1"))
            .collect(&format!("module-spirv-{}", list.as_str()));
        let x = list.executions();
        c.assert_dispatches(&[(SCALE, 2 * x), (REDUCE, x)]);
        let k = c.kernel(SCALE);
        assert_eq!(c.module_of(k).origin, "jit");
        assert_eq!(k.origin, "jit");
        assert_real_asm(&c, k);
        assert_real_asm(&c, c.kernel(REDUCE));
    }
}

/// SYCL's way: several SPIR-V inputs in ze_module_program_exp_desc_t, a sentinel in the main
/// descriptor. One JIT module holding the kernels of both inputs.
#[test]
fn program_exp_two_spirv_inputs() {
    for path in [CallPath::Dlopen, CallPath::Table] {
        let c = Workload::new(path)
            .program_exp(&[VECTOR_OPS, EXTRA_OPS])
            .list_executed(ListKind::Regular)
            .launch(&format!("{VECTOR_ADD}=2"))
            .launch("fill=3")
            .launch("saxpy=0")
            .collect(&format!("module-program-exp-{}", path.as_str()));
        let x = EXECUTIONS as u64;
        c.assert_dispatches(&[(VECTOR_ADD, 2 * x), (FILL, 3 * x)]);
        let a = c.module_of(c.kernel(VECTOR_ADD));
        let b = c.module_of(c.kernel(FILL));
        assert_eq!(a.origin, "jit");
        if a.id != b.id {
            c.fail("the kernels of the two program-exp inputs are in different modules");
        }
        assert_real_asm(&c, c.kernel(FILL));
    }
}

/// AOT and JIT modules side by side: distinct module entries with their own origins.
#[test]
fn mixed_aot_and_jit_modules() {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Fat)
        .module(EXTRA_OPS, Form::Spirv)
        .module(SPILL, Form::Zebin)
        .list_executed(ListKind::Immediate)
        .launch("scale=1")
        .launch("saxpy=2")
        .launch(&format!("{SPILL_HEAVY}=3"))
        .collect("module-mixed");
    c.assert_dispatches(&[(SCALE, 1), (SAXPY, 2), (SPILL_HEAVY, 3)]);
    let fat = c.module_of(c.kernel(SCALE));
    let jit = c.module_of(c.kernel(SAXPY));
    let zebin = c.module_of(c.kernel(SPILL_HEAVY));
    assert_eq!(fat.origin, "aot");
    assert_eq!(jit.origin, "jit");
    assert_eq!(zebin.origin, "aot");
    if fat.id == jit.id || jit.id == zebin.id || fat.id == zebin.id {
        c.fail("three different modules share an id");
    }
}

/// The same kernel name in two modules with different code is two kernels, each with its own
/// count and module.
#[test]
fn same_name_in_two_modules() {
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .module(SCALE_ALT, Form::Zebin)
        .launch("0:scale=2")
        .launch("1:scale=5")
        .collect("module-same-name");
    let entries = c.kernels_named(SCALE);
    if entries.len() != 2 || entries[0].module == entries[1].module {
        c.fail("expected two \"scale\" kernels, in two modules");
    }
    let mut counts: Vec<u64> = entries.iter().map(|k| k.dispatches).collect();
    counts.sort();
    if counts != [2, 5] {
        c.fail(&format!("expected one scale x2 and one x5, got {counts:?}"));
    }
}

/// Created but never dispatched: absent by default, listed with 0 under --all-kernels.
#[test]
fn undispatched_kernels() {
    let w = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .module(EXTRA_OPS, Form::Spirv)
        .launch("scale=2")
        .launch("fill=0")
        .launch(&format!("{REDUCE}=0"));
    let c = w.collect("undispatched-default");
    c.assert_dispatches(&[(SCALE, 2)]);
    let all = w.collect_with("undispatched-all", &["--all-kernels"], 0);
    all.assert_dispatches(&[(SCALE, 2), (FILL, 0), (REDUCE, 0)]);
    assert_eq!(all.module_of(all.kernel(FILL)).origin, "jit");
    assert_eq!(all.kernel(REDUCE).demangled, REDUCE_DEMANGLED);
}

#[test]
fn sycl_names_demangled() {
    let c = Workload::new(CallPath::Dlopen)
        .module(VECTOR_OPS, Form::Fat)
        .launch(&format!("{VECTOR_ADD}=1"))
        .launch(&format!("{REDUCE}=1"))
        .launch("scale=1")
        .collect("demangle");
    c.assert_dispatches(&[(VECTOR_ADD, 1), (REDUCE, 1), (SCALE, 1)]);
    assert_eq!(c.kernel(VECTOR_ADD).demangled, VECTOR_ADD_DEMANGLED);
    assert_eq!(c.kernel(REDUCE).demangled, REDUCE_DEMANGLED);
    // A plain OpenCL name is not mangled: it stays as it is (or is left out).
    let d = &c.kernel(SCALE).demangled;
    if !(d.is_empty() || d == SCALE) {
        c.fail(&format!("\"scale\" demangled to {d}"));
    }
}

/// spill_heavy keeps 96 float4 live: IGC spills it to scratch, the report must say so.
#[test]
fn register_spills_reported() {
    for form in [Form::Zebin, Form::Spirv] {
        let c = Workload::new(CallPath::Link)
            .module(SPILL, form)
            .module(VECTOR_OPS, form)
            .launch(&format!("{SPILL_HEAVY}=1"))
            .launch("scale=1")
            .collect(&format!("spill-{form:?}"));
        c.assert_dispatches(&[(SPILL_HEAVY, 1), (SCALE, 1)]);
        let spill = c.kernel(SPILL_HEAVY);
        if spill.spill_bytes.is_none_or(|n| n == 0) {
            c.fail(
                "spill_heavy reports no spill_bytes (IGC 1.0.12504 gives it \
                 per_thread_memory_buffers: {type: scratch, size: 65536} in .ze_info and its \
                 asm is full of 'hword scratch block write/read')",
            );
        }
        assert_eq!(c.kernel(SCALE).spill_bytes, Some(0));
        let asm = c.asm_text(spill);
        if !asm.contains("scratch") {
            c.fail("spill_heavy's asm has no scratch access");
        }
    }
}

/// `aotspy collect --emulate pvc` of `workload` followed, in the collected command, by `wait`
/// (a shell script that exits 3 when what it waits for does not come), with `cache` as
/// aotspy's cache, `env` set and its report in `out`; checks that the wait ended well
/// (`missing` says what exit 3 means).
fn collect_waiting(
    out: &std::path::Path,
    workload: &Workload,
    cache: &std::path::Path,
    wait: &str,
    env: &[(&str, &std::path::Path)],
    missing: &str,
) {
    let output = run(
        aotspy_in_own_directory()
            .env("AOTSPY_CACHE", cache)
            .envs(env.iter().copied())
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(out)
            .args(["--", "sh", "-c", wait, "sh"])
            .args(workload.command_line()),
        RUN_TIMEOUT,
    );
    assert!(
        output.status.success(),
        "exit 3 means {missing} while the command ran:\n{}",
        output.describe()
    );
}

/// `aotspy collect` disassembles each module while the workload still runs. The collected
/// command keeps running after the workload until the module's ASM appears in the (empty) ASM
/// cache, or gives up after a minute with exit code 3; the report then says the ASM was made
/// during the run, in-process.
#[test]
fn asm_is_made_while_the_workload_runs() {
    let scratch = Scratch::new("asm-during-run");
    let cache = scratch.dir.join("cache");
    let workload = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2");
    // A module's cache entry is published whole as `<sha256>-<device>.module` (written as a
    // dot-file beside it, then renamed).
    let wait_for_asm = r#""$@" || exit; for _ in $(seq 600); do
        for entry in "$AOTSPY_CACHE"/asm/*.module; do [ -f "$entry" ] && exit 0; done; sleep 0.1
    done; exit 3"#;
    let out = run_dir("asm-during-run");
    collect_waiting(
        &out,
        &workload,
        &cache,
        wait_for_asm,
        &[],
        "no ASM reached the cache",
    );
    let report = read_report(&out.join("report.json"));
    let [module] = &report.modules[..] else {
        panic!("one module expected: {:#?}", report.modules);
    };
    assert_eq!(
        module.disassembly,
        Disassembly::Ran {
            via: Via::InProcess,
            in_process_declined: None,
            during_run: true
        },
        "{module:#?}"
    );
    assert_eq!(report.stats.asm_in_process, 1);
    let [kernel] = &report.kernels[..] else {
        panic!("one kernel expected: {:#?}", report.kernels);
    };
    assert_eq!(kernel.name, SCALE);
    assert_eq!(kernel.dispatches, 2);
    let asm = aotspy_tests::schema::listing::read(
        &out,
        kernel.asm.as_deref().unwrap(),
        std::fs::File::open,
    )
    .unwrap();
    assert!(asm.lines().any(|l| l.contains("EOT")), "{asm}");
}

/// The kernels the background worker analyzed while the workload ran are what the report
/// lists, their listing files written then: the collected command waits until the listing
/// files of both kernels it created (`scale`, launched twice, and `vector_add`, never launched)
/// appear in the report directory and the module's entry in the ASM cache (exit 3 after a
/// minute), then empties the ASM cache. The report lists `scale` alone and removes the listing
/// file of the kernel it does not list. The report takes the worker's analysis from
/// memory: it says the module was disassembled during the run (reading the cache, it would
/// have found nothing and disassembled it again after the run), makes no cache entry, and
/// leaves the listing file as it was (same inode). A re-render of the capture, which
/// disassembles and analyzes the module again after the fact, says and writes the same.
#[test]
fn listings_written_while_the_workload_runs_are_what_a_re_render_writes() {
    let scratch = Scratch::new("listings-during-run");
    let cache = scratch.dir.join("cache");
    let workload = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch("scale=2")
        .launch(&format!("{VECTOR_ADD}=0"));
    // The listings are written before the module's cache entry is stored: all waited for.
    let wait_for_listing = r#""$@" || exit; for _ in $(seq 600); do
        for listing in "$LISTINGS_DIR"/*-scale.js; do
            for other in "$LISTINGS_DIR"/*vector_add*.js; do
                for entry in "$AOTSPY_CACHE"/asm/*.module; do
                    [ -f "$listing" ] && [ -f "$other" ] && [ -f "$entry" ] && {
                        stat -c %i "$listing" > "$INODE_FILE"; rm -r "$AOTSPY_CACHE/asm"; exit 0; }
                done
            done
        done; sleep 0.1
    done; exit 3"#;
    let out = run_dir("listings-during-run");
    collect_waiting(
        &out,
        &workload,
        &cache,
        wait_for_listing,
        &[
            ("LISTINGS_DIR", &out.join("asm")),
            ("INODE_FILE", &scratch.dir.join("inode")),
        ],
        "no listing file was written",
    );
    let collected = read_report(&out.join("report.json"));
    assert_eq!(
        collected.modules[0].disassembly,
        Disassembly::Ran {
            via: Via::InProcess,
            in_process_declined: None,
            during_run: true
        },
        "taken from the worker, not from the emptied cache"
    );
    assert!(
        !cache.join("asm").exists(),
        "the report made no cache entry: {:?}",
        std::fs::read_dir(cache.join("asm")).map(|d| d.count())
    );
    let [kernel] = &collected.kernels[..] else {
        panic!("one kernel expected: {:#?}", collected.kernels);
    };
    assert_eq!(kernel.name, SCALE);
    let file = kernel.asm.as_deref().expect("a listing");
    let [written] = &std::fs::read_dir(out.join("asm"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect::<Vec<_>>()[..]
    else {
        panic!("one listing file (scale's) in {:?}", out.join("asm"));
    };
    assert_eq!(written, &out.join(file));
    let during_run = std::fs::read_to_string(scratch.dir.join("inode")).unwrap();
    assert_eq!(
        during_run.trim(),
        std::fs::metadata(written).unwrap().ino().to_string(),
        "the report left the listing written during the run as it was"
    );
    let listing = std::fs::read(written).unwrap();

    let again = run_dir("listings-during-run-again");
    let output = run(
        aotspy_in_own_directory()
            .env("AOTSPY_CACHE", &cache)
            .args(["report", "--out"])
            .arg(&again)
            .arg(&out),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    let rendered = read_report(&again.join("report.json"));
    let [kernel_again] = &rendered.kernels[..] else {
        panic!("one kernel expected: {:#?}", rendered.kernels);
    };
    assert_eq!(
        rendered.modules[0].disassembly,
        Disassembly::Ran {
            via: Via::InProcess,
            in_process_declined: None,
            during_run: false
        }
    );
    assert_eq!(kernel_again.asm.as_deref(), Some(file));
    assert_eq!(kernel_again.instructions, kernel.instructions);
    assert!(kernel.instructions.is_some_and(|n| n > 0), "{kernel:#?}");
    assert_eq!(kernel_again.isa, kernel.isa);
    assert_eq!(kernel_again.advice, kernel.advice);
    assert_eq!(std::fs::read(again.join(file)).unwrap(), listing);
}
