//! Where each module came from (`origin`: aot, jit, generated, cached) and which library asked
//! for it (`producer`, `producer_library`), on the real loaders and drivers.
//!
//! On both stacks, `ze_workload` stands for a program that calls Level Zero itself: it maps its
//! module files (a library's images are mapped too) unless `--load read`, so a zebin is `aot`
//! found in that file, SPIR-V is `jit`, and a zebin read into memory is `aot` read from the file
//! its command line names, unless a compiler cache of the process holds it (`cached`). On the modern
//! stack the oneAPI libraries show their own: oneDNN's and oneMKL's run-time kernels are
//! `generated`, dpnp's `jit` from `sycl-jit`, and a second run over SYCL's persistent cache
//! `cached`.

use aotspy_tests::schema::{KernelEntry, ModuleEntry, Note, NoteKind, Producer, WarningKind};
use aotspy_tests::*;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

fn canonical(path: &Path) -> String {
    std::fs::canonicalize(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .display()
        .to_string()
}

/// Asserts `what` (a field of the report) is `expected`.
fn assert_str(c: &Collection, what: Option<&str>, expected: &str) {
    if what != Some(expected) {
        c.fail(&format!("expected {expected:?}, the report has {what:?}"));
    }
}

/// Asserts the module's producer is the program that created it (`ze_workload`, which calls
/// Level Zero itself), by the file name of its `producer_library`.
fn assert_the_program_produced(c: &Collection, module: &ModuleEntry) {
    let program = module
        .producer_library
        .as_deref()
        .and_then(|library| Path::new(library).file_name()?.to_str());
    let expected = program.map(|name| Producer::Program(name.to_owned()));
    if program.is_none_or(|name| !name.starts_with("ze_workload"))
        || Some(&module.producer) != expected.as_ref()
    {
        c.fail(&format!(
            "expected the program (ze_workload) as the producer, the report has {:?} ({:?})",
            module.producer, module.producer_library
        ));
    }
}

/// The module of kernel `name`, after checking that the kernel shows the module's producer.
fn module_of_kernel<'c>(c: &'c Collection, name: &str) -> &'c ModuleEntry {
    let kernel = c.kernel(name);
    let module = c.module_of(kernel);
    let kernel_says = (kernel.origin, &kernel.producer, &kernel.producer_library);
    let module_says = (module.origin, &module.producer, &module.producer_library);
    if kernel_says != module_says {
        c.fail(&format!(
            "kernel {name}'s origin, producer and library {kernel_says:?} differ from its \
             module's {module_says:?}"
        ));
    }
    module
}

#[test]
fn a_mapped_zebin_is_aot_from_the_program_itself() {
    for path in [CallPath::Link, CallPath::Dlopen] {
        let zebin = artifacts().kernel(VECTOR_OPS, Form::Zebin);
        let c = Workload::new(path)
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=2")
            .collect(&format!("origin-aot-{}", path.as_str()));
        c.assert_dispatches(&[(SCALE, 2)]);
        let module = module_of_kernel(&c, SCALE);
        assert_str(&c, Some(module.origin.as_str()), "aot");
        assert_str(
            &c,
            Some(module.source.as_ref().expect("source").file.as_str()),
            &canonical(&zebin),
        );
        assert_str(
            &c,
            Some(module.source.as_ref().expect("source").matched.as_str()),
            "native",
        );
        assert_the_program_produced(&c, module);
        assert_str(
            &c,
            module.producer_library.as_deref(),
            &canonical(path.binary()),
        );
        if module.cache.is_some() {
            c.fail("an AOT module has a cache match");
        }
    }
}

#[test]
fn a_mapped_fat_binary_is_aot_found_as_input() {
    let fat = artifacts().kernel(VECTOR_OPS, Form::Fat);
    let c = Workload::new(CallPath::Table)
        .module(VECTOR_OPS, Form::Fat)
        .launch("scale=1")
        .collect("origin-aot-fat");
    let module = module_of_kernel(&c, SCALE);
    assert_str(&c, Some(module.origin.as_str()), "aot");
    assert_str(&c, module.ar_member.as_deref(), PVC_AR_MEMBER);
    assert_str(
        &c,
        Some(module.source.as_ref().expect("source").file.as_str()),
        &canonical(&fat),
    );
    assert_the_program_produced(&c, module);
    assert_str(
        &c,
        module.producer_library.as_deref(),
        &canonical(&artifacts().ze_workload),
    );
}

#[test]
fn spirv_is_jit_from_the_program_itself() {
    let c = Workload::new(CallPath::DlopenTable)
        .module(VECTOR_OPS, Form::Spirv)
        .launch("scale=3")
        .collect("origin-jit");
    c.assert_dispatches(&[(SCALE, 3)]);
    let module = module_of_kernel(&c, SCALE);
    assert_str(&c, Some(module.origin.as_str()), "jit");
    assert_the_program_produced(&c, module);
    assert_str(
        &c,
        module.producer_library.as_deref(),
        &canonical(&artifacts().ze_workload_dl),
    );
    let table = &c.output.stdout;
    let summary = format!("1 kernel from {} (jit)", "ze_workload_dl");
    if !table.contains(&summary) || !table.contains("PRODUCER") {
        c.fail(&format!(
            "the table lacks the PRODUCER column or {summary:?}"
        ));
    }
}

/// `workload` under `aotspy collect --emulate pvc`, with `env` set for the workload alone
/// (through `env`, so the collector learns it from the process), and `NEO_CACHE_DIR` pointing
/// at an empty directory unless `env` sets it: ocloc 26 writes every binary it builds into
/// NEO's cache, so the test kernels are in the default one on the modern stack.
fn collect_with_env(name: &str, workload: &Workload, env: &[(&str, String)]) -> Collection {
    let standalone = workload.run_standalone_expect(0);
    let empty_neo_cache = run_dir(&format!("{name}-empty-neo-cache"));
    let mut command: Vec<OsString> = vec!["env".into()];
    if !env.iter().any(|(k, _)| *k == "NEO_CACHE_DIR") {
        command.push(format!("NEO_CACHE_DIR={}", empty_neo_cache.display()).into());
    }
    command.extend(env.iter().map(|(k, v)| OsString::from(format!("{k}={v}"))));
    command.extend(workload.command_line());
    collect_command(name, &[], &command, standalone, Outcome::Exit(0))
}

/// A zebin the program read into memory with `fread` (what every Level Zero sample does) is in
/// no file it mapped, but its command line names the file: `aot`, read from that file. NEO's
/// cache holding a copy (ocloc 26 writes every binary it builds there) does not make it
/// `cached`. An ocloc fat binary read the same way is found as the input.
#[test]
fn a_zebin_read_with_fread_is_aot_from_the_file_it_read() {
    for (form, matched) in [(Form::Zebin, "native"), (Form::Fat, "input")] {
        let file = artifacts().kernel(VECTOR_OPS, form);
        let neo_cache = run_dir(&format!("origin-read-{matched}-neo-cache"));
        std::fs::copy(&file, neo_cache.join("0123456789abcdef.cl_cache")).unwrap();
        let workload = Workload::new(CallPath::Link)
            .arg("--load")
            .arg("read")
            .module(VECTOR_OPS, form)
            .module(EXTRA_OPS, Form::Spirv)
            .launch("scale=1")
            .launch("saxpy=1");
        let c = collect_with_env(
            &format!("origin-read-{matched}"),
            &workload,
            &[("NEO_CACHE_DIR", neo_cache.display().to_string())],
        );
        let module = module_of_kernel(&c, SCALE);
        assert_str(&c, Some(module.origin.as_str()), "aot");
        assert_the_program_produced(&c, module);
        if module.source.is_some() || module.cache.is_some() {
            c.fail("a module read with fread has a mapped source or a cache match");
        }
        let read = module.read_from.as_ref().expect("read_from");
        let path = file.display().to_string();
        assert_str(&c, Some(read.file.as_str()), &path);
        assert_str(&c, Some(read.found_by.as_str()), "argv");
        assert_str(&c, Some(read.matched.as_str()), matched);
        let writer = module.writer.as_ref().expect("writer");
        assert_str(&c, Some(writer.writer.as_str()), "igc");
        let note = Note::new(
            NoteKind::OriginReadFromFile,
            format!(
                "origin aot: read from {path} (named on its command line), a file the process \
                 did not map"
            ),
        );
        if !module.notes.contains(&note) {
            c.fail(&format!("the module's notes lack {note:?}"));
        }
        assert_str(&c, Some(module_of_kernel(&c, SAXPY).origin.as_str()), "jit");
        let md = std::fs::read_to_string(c.out_dir.join("report.md")).unwrap();
        let line =
            "Kernels by producer: 1 kernel from ze_workload (aot), 1 from ze_workload (jit).";
        if !md.contains(line) {
            c.fail(&format!("report.md lacks {line:?}"));
        }
    }
}

/// The zebin read into memory, with a copy in a compiler cache of the workload's environment
/// (set for the workload only, through `env`, so the collector learns it from the process):
/// as a Triton cache file of its own, and inside a SYCL persistent cache file.
#[test]
fn a_zebin_equal_to_a_compiler_cache_file_is_cached() {
    let zebin = artifacts().kernel(VECTOR_OPS, Form::Zebin);
    let bytes = std::fs::read(&zebin).unwrap();
    let caches = run_dir("origin-cached-dirs");
    let triton = caches.join("triton/0a1b2c");
    std::fs::create_dir_all(&triton).unwrap();
    std::fs::write(triton.join("scale.zebin"), &bytes).unwrap();
    let sycl = caches.join("sycl/device/image/spec/options");
    std::fs::create_dir_all(&sycl).unwrap();
    let mut sycl_file = (bytes.len() as u64).to_le_bytes().to_vec();
    sycl_file.extend_from_slice(&bytes);
    std::fs::write(sycl.join("0.bin"), &sycl_file).unwrap();

    for (kind, variable, dir, file, matched) in [
        (
            "triton",
            "TRITON_CACHE_DIR",
            caches.join("triton"),
            triton.join("scale.zebin"),
            "file",
        ),
        (
            "sycl",
            "SYCL_CACHE_DIR",
            caches.join("sycl"),
            sycl.join("0.bin"),
            "sycl-cache-image 0",
        ),
    ] {
        let workload = Workload::new(CallPath::Link)
            .arg("--load")
            .arg("read")
            .module(VECTOR_OPS, Form::Zebin)
            .launch("scale=1");
        let c = collect_with_env(
            &format!("origin-cached-{kind}"),
            &workload,
            &[(variable, dir.display().to_string())],
        );
        let module = module_of_kernel(&c, SCALE);
        assert_str(&c, Some(module.origin.as_str()), "cached");
        assert_str(
            &c,
            Some(module.cache.as_ref().expect("cache").cache.as_str()),
            kind,
        );
        assert_str(
            &c,
            Some(module.cache.as_ref().expect("cache").file.as_str()),
            &file.display().to_string(),
        );
        assert_str(
            &c,
            Some(module.cache.as_ref().expect("cache").matched.as_str()),
            matched,
        );
        assert_the_program_produced(&c, module);
    }
}

// ---------------------------------------------------------------------------------------------
// The oneAPI stack (modern only)

const ROUNDS: &str = "2";

/// Runs `command` under `aotspy collect --emulate pvc --neo-dumps` with `env` added (through `env`, so
/// only the workload gets it) and checks that it printed `line`: the oneAPI libraries add
/// warnings of their own from one run to the next ("MKL Warning: Incompatible OpenCL driver
/// version"), so the run alone is not compared line for line.
fn collect_oneapi(
    name: &str,
    env: &[(&str, &str)],
    command: Vec<OsString>,
    line: &str,
) -> Collection {
    let expected = RunOutput {
        command: format!("(the workload prints) {line}"),
        status: std::os::unix::process::ExitStatusExt::from_raw(0),
        stdout: format!("{line}\n"),
        stderr: String::new(),
    };
    let mut with_env: Vec<OsString> = vec!["env".into()];
    with_env.extend(env.iter().map(|(k, v)| OsString::from(format!("{k}={v}"))));
    with_env.extend(command);
    // NEO's dumps are asked for: they cross-check the capture, and name the driver's built-ins.
    collect_command(
        name,
        &["--neo-dumps"],
        &with_env,
        expected,
        Outcome::Exit(0),
    )
}

const ELEMENTWISE_LINE: &str = "dpnp elementwise+reduction: 2 rounds of 4096 float32";
const GEMM_LINE: &str = "dpnp matmul float32 256x128x64: 2 rounds";
const FFT_LINE: &str = "dpnp.fft.fft complex64 1024: 2 rounds";
const ONEDNN_LINE: &str = "onednn matmul 64x128x32: 2 executions";

fn python(script: &str) -> Vec<OsString> {
    vec![
        "python3".into(),
        python_script(script).into_os_string(),
        ROUNDS.into(),
    ]
}

fn file_name(path: Option<&str>) -> &str {
    path.and_then(|p| p.rsplit('/').next()).unwrap_or("")
}

/// Fails unless `kernel` (and its module) shows `origin` and `producer`, through a library
/// whose file name starts with `library`.
fn assert_kernel(
    c: &Collection,
    kernel: &KernelEntry,
    origin: &str,
    producer: &str,
    library: &str,
) {
    let name = kernel.name.as_str();
    let module = module_of_kernel(c, name);
    if module.origin != origin
        || module.producer != producer
        || !file_name(module.producer_library.as_deref()).starts_with(library)
    {
        c.fail(&format!(
            "kernel {name}: expected origin {origin}, producer {producer} through {library}*"
        ));
    }
}

/// oneMKL's kernels have names of their own; SYCL's (and so dpnp's) are `_ZTS…`.
fn is_onemkl_vm(kernel: &KernelEntry) -> bool {
    kernel.name.starts_with("_ZTSN6oneapi3mkl2vm")
}

/// Fails unless `module` is a zebin nGEN wrote (a compat note of the gfx core alone, 0x18
/// bytes, no metrics note, zeInfo version 1.8, as measured of oneDNN 2026.1 and oneMKL 2026.2)
/// and its notes say so.
fn assert_written_by_ngen(c: &Collection, module: &ModuleEntry) {
    let writer = module.writer.as_ref().expect("writer");
    let measured = (
        writer.writer.as_str(),
        writer.compat_note_bytes,
        &writer.compat_note_types[..],
        writer.metrics_note,
        writer.zeinfo_version.as_deref(),
    );
    if measured != ("ngen", 0x18, &[2][..], false, Some("1.8")) {
        c.fail(&format!("module {}: not nGEN's: {writer:?}", module.id));
    }
    if !module
        .notes
        .iter()
        .any(|n| n.kind == NoteKind::OriginNgenWriter)
    {
        c.fail(&format!(
            "module {}: no origin_ngen_writer note: {:?}",
            module.id, module.notes
        ));
    }
}

#[test]
#[ignore = "modern stack only: needs oneDNN from the PyPI oneAPI stack"]
fn onednn_run_time_kernels_are_generated_by_onednn() {
    require_modern_stack();
    let program = oneapi_artifacts().onednn_matmul.clone();
    let c = collect_oneapi(
        "origin-onednn",
        &[],
        vec![program.into_os_string(), ROUNDS.into()],
        ONEDNN_LINE,
    );
    // nGEN writes gemm_kernel's binary in memory: found in no file.
    assert_kernel(
        &c,
        c.kernel("gemm_kernel"),
        "generated",
        "onednn",
        "libdnnl.so",
    );
    for kernel in c.kernels() {
        assert_kernel(&c, kernel, "generated", "onednn", "libdnnl.so");
        assert_written_by_ngen(&c, c.module_of(kernel));
    }
    if !c.output.stdout.contains("from oneDNN (generated)") {
        c.fail("the summary line does not say oneDNN (generated)");
    }
}

/// dpnp.matmul calls oneMKL's GEMM, whose kernels oneMKL either generates as native binaries
/// (`sgemm_nocopy_*`, `binary_test`) or takes as SPIR-V from its library (measured: the native
/// path in most device-less runs, the SPIR-V path in some); SYCL's fill comes from dpnp.
#[test]
#[ignore = "modern stack only: needs dpnp and oneMKL from the PyPI oneAPI stack"]
fn onemkl_gemm_kernels_are_generated_by_onemkl() {
    require_modern_stack();
    let c = collect_oneapi("origin-onemkl", &[], python("dpnp_gemm.py"), GEMM_LINE);
    let mut onemkl = 0;
    for kernel in c.kernels() {
        let name = kernel.name.as_str();
        if name.starts_with("_ZTS") {
            assert_kernel(&c, kernel, "jit", "sycl-jit", "_tensor_impl");
            continue;
        }
        onemkl += 1;
        let origin = if c.module_of(kernel).input_format == "native" {
            "generated"
        } else {
            "jit"
        };
        assert_kernel(&c, kernel, origin, "onemkl", "libmkl_sycl_blas");
        if origin == "generated" {
            assert_written_by_ngen(&c, c.module_of(kernel));
        }
    }
    if onemkl == 0 {
        c.fail("no oneMKL kernel was dispatched");
    }
}

/// dpnp's kernels as it ships them: SPIR-V in dpnp's tensor libraries, built by the driver when
/// SYCL first needs them; its elementwise functions call oneMKL's vector math, whose SYCL
/// kernels are SPIR-V in oneMKL's library.
#[test]
#[ignore = "modern stack only: needs dpnp from the PyPI oneAPI stack"]
fn dpnp_kernels_are_jit_from_sycl() {
    require_modern_stack();
    let c = collect_oneapi(
        "origin-dpnp",
        &[],
        python("dpnp_elementwise.py"),
        ELEMENTWISE_LINE,
    );
    for kernel in c.kernels() {
        if is_onemkl_vm(kernel) {
            assert_kernel(&c, kernel, "jit", "onemkl", "libmkl_sycl_vm");
        } else {
            assert_kernel(&c, kernel, "jit", "sycl-jit", "_tensor_");
        }
    }
    let arange =
        c.kernel("_ZTSN4dpnp6tensor7kernels12constructors27linear_sequence_step_kernelIfEE");
    assert_kernel(&c, arange, "jit", "sycl-jit", "_tensor_impl.cpython");
    if !c
        .output
        .stdout
        .contains("4 kernels from dpnp (jit), 3 from oneMKL (jit)")
    {
        c.fail("the summary line does not count 4 dpnp and 3 oneMKL kernels");
    }
    assert_module_dumps_recorded_not_kept(&c);
}

/// NEO dumped each module it loaded: each dump of a captured module is listed as matching it
/// (same SHA-256) with no copy of its bytes in `neo-dumps/` (they are `modules/<id>.bin`), and
/// the working directory keeps none of them.
fn assert_module_dumps_recorded_not_kept(c: &Collection) {
    let dumps = &c.report.neo_dumps;
    for module in &c.report.modules {
        let of_module: Vec<_> = dumps
            .iter()
            .filter(|d| d.matches_module.as_deref() == Some(module.id.as_str()))
            .collect();
        if of_module.len() != 1 || of_module[0].sha256 != module.sha256 {
            c.fail(&format!("module {}: dumps {of_module:?}", module.id));
        }
        if c.out_dir.join(&of_module[0].file).exists() {
            c.fail(&format!(
                "{}: a second copy of module {}",
                of_module[0].file, module.id
            ));
        }
    }
    let matched = dumps.iter().filter(|d| d.matches_module.is_some()).count();
    if matched != c.report.modules.len() {
        c.fail(&format!(
            "{matched} dumps match a module, of {}",
            c.report.modules.len()
        ));
    }
    let took = format!("aotspy: took {} NEO zebin dump(s) from ", dumps.len());
    if !c.output.stderr.contains(&took) {
        c.fail(&format!("expected {took:?} on stderr"));
    }
}

/// SYCL's persistent cache: the first run builds the kernels from SPIR-V and stores the
/// binaries under `SYCL_CACHE_DIR`; the second run loads them from there as native input.
#[test]
#[ignore = "modern stack only: needs dpnp from the PyPI oneAPI stack"]
fn sycl_persistent_cache_modules_are_cached() {
    require_modern_stack();
    let cache: PathBuf = run_dir("origin-sycl-cache-dir");
    let cache_dir = cache.display().to_string();
    let env = [
        ("SYCL_CACHE_PERSISTENT", "1"),
        ("SYCL_CACHE_DIR", cache_dir.as_str()),
    ];
    let runs = [
        collect_oneapi(
            "origin-sycl-cache-first",
            &env,
            python("dpnp_elementwise.py"),
            ELEMENTWISE_LINE,
        ),
        collect_oneapi(
            "origin-sycl-cache-second",
            &env,
            python("dpnp_elementwise.py"),
            ELEMENTWISE_LINE,
        ),
    ];
    for (c, origin) in runs.iter().zip(["jit", "cached"]) {
        for kernel in c.kernels() {
            if is_onemkl_vm(kernel) {
                assert_kernel(c, kernel, origin, "onemkl", "libmkl_sycl_vm");
            } else {
                assert_kernel(c, kernel, origin, "sycl-jit", "_tensor_");
            }
        }
    }
    let second = &runs[1];
    for module in second.modules() {
        let cache = module.cache.as_ref();
        let file = cache.map_or("", |m| m.file.as_str());
        if module.input_format != "native"
            || cache.is_none_or(|m| m.cache != "sycl" || m.matched != "sycl-cache-image 0")
            || !file.starts_with(&cache_dir)
            || !file.ends_with(".bin")
        {
            second.fail(&format!(
                "module {}: not found as the binary of a SYCL cache file in {cache_dir}",
                module.id
            ));
        }
    }
}

/// oneMKL compiles its DFT kernels at run time through NEO's compiler, which keeps what it
/// builds in NEO's cache: the run that compiles `cmplx_fft_1024_s` has it `generated` (the cache
/// file was written after the process started), the next run, whose compile NEO's cache
/// answers, `cached`.
#[test]
#[ignore = "modern stack only: needs dpnp and oneMKL from the PyPI oneAPI stack"]
fn onemkl_dft_kernels_are_generated_then_cached_by_neo() {
    require_modern_stack();
    let cache = run_dir("origin-neo-cache-dir");
    let cache_dir = cache.display().to_string();
    let env = [("NEO_CACHE_DIR", cache_dir.as_str())];
    for (run, origin) in [("first", "generated"), ("second", "cached")] {
        let c = collect_oneapi(
            &format!("origin-neo-cache-{run}"),
            &env,
            python("dpnp_fft.py"),
            FFT_LINE,
        );
        let fft = c.kernel("cmplx_fft_1024_s");
        assert_kernel(&c, fft, origin, "onemkl", "libmkl_sycl_dft");
        let module = c.module_of(fft);
        let found = module.cache.as_ref().is_some_and(|m| {
            m.cache == "neo" && m.matched == "file" && m.file.starts_with(&cache_dir)
        });
        // IGC compiled it (oneMKL's OpenCL C through ocloc's library): the cache file its
        // compile wrote, not the writer, says it was made at run time.
        let in_cache = format!("{cache_dir}/");
        let own_compile = module.notes.iter().any(|n| {
            matches!(&n.kind, NoteKind::OriginOwnCompile { path } if path.starts_with(&in_cache))
        });
        if (origin == "generated") != own_compile {
            c.fail(&format!(
                "{run} run: notes {:?}, expected an origin_own_compile note of a file in \
                 {in_cache} only in the first run",
                module.notes
            ));
        }
        if module.writer.as_ref().map(|w| w.writer.as_str()) != Some("igc") {
            c.fail("cmplx_fft_1024_s is not IGC's");
        }
        if found != (origin == "cached") {
            c.fail(&format!(
                "{run} run: cmplx_fft_1024_s should {}be found in NEO's cache {cache_dir}",
                if found { "not " } else { "" }
            ));
        }
    }
}

/// Memory fills and copies run on NEO's own built-in kernels, which no module of the program
/// holds: NEO's dumps of them (DumpZEBin, drivers 23.17 and later) are the driver's, with
/// their ISA, rather than binaries aotspy missed. Their appends are counted as driver
/// operations, not as the program's kernels.
#[test]
#[ignore = "modern stack only: NEO 22.43 writes no zebin dumps"]
fn the_drivers_built_in_kernels_are_named_with_their_isa() {
    require_modern_stack();
    let program = artifacts().ze_memory_ops.clone();
    let c = collect_oneapi(
        "origin-driver-builtins",
        &[],
        vec![program.into_os_string(), "3".into()],
        "memory ops: 3 rounds of 65536 bytes",
    );
    let fill = [
        "FillBufferBytes",
        "FillBufferLeftLeftover",
        "FillBufferMiddle",
        "FillBufferRightLeftover",
        "FillBufferImmediate",
        "FillBufferImmediateLeftOver",
        "FillBufferSSHOffset",
    ];
    let copy = [
        "CopyBufferToBufferBytes",
        "CopyBufferToBufferLeftLeftover",
        "CopyBufferToBufferMiddle",
        "CopyBufferToBufferMiddleMisaligned",
        "CopyBufferToBufferRightLeftover",
        "copyBufferToBufferBytesSingle",
        "CopyBufferToBufferSideRegion",
        "CopyBufferToBufferMiddleRegion",
    ];
    let dumps = &c.report.neo_dumps;
    let mut families = Vec::new();
    for dump in dumps {
        let Some(builtins) = &dump.driver_builtins else {
            c.fail(&format!("{}: not the driver's built-ins", dump.file));
        };
        if dump.matches_module.is_some() || builtins.producer != "driver" {
            c.fail(&format!("{}: {:?}", dump.file, dump));
        }
        let names: Vec<&str> = builtins.kernels.iter().map(|k| k.name.as_str()).collect();
        families.push(if names == fill {
            "fill"
        } else if names == copy {
            "copy"
        } else {
            c.fail(&format!("{}: kernels {names:?}", dump.file))
        });
        assert_str(&c, builtins.ocloc_device.as_deref(), "pvc");
        for kernel in &builtins.kernels {
            let asm = kernel.asm.as_ref().expect("asm");
            let text =
                aotspy_tests::schema::listing::read(&c.out_dir, asm, std::fs::File::open).unwrap();
            if !text.contains("send") || kernel.instructions.unwrap_or(0) == 0 {
                c.fail(&format!("{}: no ISA in {asm}", kernel.name));
            }
            if kernel.simd.is_none() || kernel.grf.is_none() {
                c.fail(&format!("{}: no SIMD or GRF", kernel.name));
            }
        }
    }
    families.sort();
    if families != ["copy", "copy", "fill", "fill"] {
        c.fail(&format!("NEO's dumps hold {families:?}"));
    }
    let md = std::fs::read_to_string(c.out_dir.join("report.md")).unwrap();
    let says = "the driver's built-in kernels (producer `driver`, for memory fills and copies, \
                counted per append under Driver operations): `FillBufferBytes` (ASM `";
    if md.matches(says).count() != 2 {
        c.fail(&format!("report.md lists the two fill dumps as {says:?}"));
    }
    if !c.report.kernels.is_empty() || c.report.stats.dispatches != 0 {
        c.fail("the built-ins were counted as the program's kernels");
    }
    let operations: Vec<(&str, u64)> = c
        .report
        .driver_operations
        .iter()
        .map(|o| (o.function.as_str(), o.dispatches))
        .collect();
    let appended = [
        ("zeCommandListAppendMemoryCopy", 3),
        ("zeCommandListAppendMemoryFill", 3),
    ];
    if operations != appended {
        c.fail(&format!(
            "driver operations {operations:?}, expected {appended:?}"
        ));
    }
    let line = "NEO dumped 4 zebin(s): 0 match a captured module, 4 hold the driver's built-in \
                kernels for memory fills and copies (CopyBuffer*, FillBuffer*; counted per \
                append, as driver operations), 0 match none";
    if !c.output.stderr.contains(line)
        || c.report
            .warnings
            .iter()
            .any(|w| w.kind == WarningKind::UnmatchedNeoDumps)
    {
        c.fail(&format!(
            "expected {line:?} on stderr and no warning about the dumps"
        ));
    }
}

/// Where no cache witnesses oneMKL's run-time compile (NEO's cache cannot be written), its DFT
/// kernel is still IGC's bytes in no file, as an ocloc-built zebin read with `fread` is: the
/// library that created it (oneMKL, which compiles kernels at run time) keeps it `generated`.
#[test]
#[ignore = "modern stack only: needs dpnp and oneMKL from the PyPI oneAPI stack"]
fn onemkl_dft_kernels_compiled_without_a_cache_are_generated() {
    require_modern_stack();
    let dir = run_dir("origin-neo-cache-unwritable");
    let not_a_dir = dir.join("not-a-directory");
    std::fs::write(&not_a_dir, b"").unwrap();
    let not_a_dir = not_a_dir.display().to_string();
    let c = collect_oneapi(
        "origin-dft-uncached",
        &[("NEO_CACHE_DIR", not_a_dir.as_str())],
        python("dpnp_fft.py"),
        FFT_LINE,
    );
    let fft = c.kernel("cmplx_fft_1024_s");
    assert_kernel(&c, fft, "generated", "onemkl", "libmkl_sycl_dft");
    let module = c.module_of(fft);
    let igc = module.writer.as_ref().is_some_and(|w| w.writer == "igc");
    let by_onemkl = module.notes.iter().any(|n| {
        matches!(&n.kind, NoteKind::OriginRunTimeCompiler { library }
            if library.contains("libmkl_sycl_dft"))
    });
    if !igc || module.cache.is_some() || !by_onemkl {
        c.fail(&format!(
            "cmplx_fft_1024_s: expected IGC's bytes, no cache and an origin_run_time_compiler \
             note naming libmkl_sycl_dft: {:?}",
            module.notes
        ));
    }
}
