//! `aotspy extract` on real binaries: a gcc-built library carrying ocloc output the ways DPC++
//! and hand-rolled loaders embed it, Intel's own oneMKL DFT library from PyPI, and damaged
//! input. Then provenance: `collect` names the library a captured module came from.

use aotspy_tests::*;
use serde_json::Value;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn compress(data: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest)
}

fn must(command: &mut Command) {
    let output = run(command, RUN_TIMEOUT);
    assert!(output.status.success(), "{}", output.describe());
}

/// A static C array (internal linkage, like the offload wrapper's images), optionally placed in
/// `section`.
fn c_array(name: &str, section: Option<&str>, bytes: &[u8]) -> String {
    let mut text = String::new();
    if let Some(section) = section {
        let _ = write!(text, "__attribute__((section(\"{section}\"), used)) ");
    }
    let _ = write!(
        text,
        "static const unsigned char {name}[{}] __attribute__((aligned(16))) = {{",
        bytes.len()
    );
    for byte in bytes {
        let _ = write!(text, "{byte},");
    }
    text.push_str("};\n");
    text
}

fn scratch(name: &str) -> PathBuf {
    let dir = build_dir().join("extract").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `libhost.so`: a zebin planted in `.rodata`, and objcopy-added offload-bundle sections holding
/// a zebin, an ocloc fat binary, a zstd-compressed fat binary and SPIR-V (vector_ops each time).
fn host_library(dir: &Path) -> PathBuf {
    let a = artifacts();
    let zebin = std::fs::read(a.kernel(VECTOR_OPS, Form::Zebin)).unwrap();
    let source =
        c_array("planted", None, &zebin) + "const void *planted_image(void) { return planted; }\n";
    let c_file = dir.join("host.c");
    std::fs::write(&c_file, source).unwrap();
    let plain = dir.join("libplain.so");
    must(
        Command::new("gcc")
            .args(["-shared", "-fPIC", "-O1", "-o"])
            .arg(&plain)
            .arg(&c_file),
    );
    let zstd_fat = dir.join("vector_ops.ar.zst");
    let fat = std::fs::read(a.kernel(VECTOR_OPS, Form::Fat)).unwrap();
    std::fs::write(&zstd_fat, compress(&fat)).unwrap();
    let library = dir.join("libhost.so");
    let mut objcopy = Command::new("objcopy");
    for (suffix, file) in [
        ("sycl-spir64_gen-pvc", a.kernel(VECTOR_OPS, Form::Zebin)),
        ("sycl-spir64_gen-fat", a.kernel(VECTOR_OPS, Form::Fat)),
        ("sycl-spir64_gen-zstd", zstd_fat),
        ("sycl-spir64", a.kernel(VECTOR_OPS, Form::Spirv)),
    ] {
        objcopy.arg("--add-section").arg(format!(
            "__CLANG_OFFLOAD_BUNDLE__{suffix}={}",
            file.display()
        ));
    }
    must(objcopy.arg(&plain).arg(&library));
    library
}

/// Runs `aotspy extract --json ARGS`, which must succeed, and parses its output.
fn extract_json(args: &[&str], cache: &Path) -> Value {
    let output = run(
        Command::new(aotspy_bin())
            .arg("extract")
            .arg("--json")
            .args(args)
            .env("AOTSPY_CACHE", cache),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    assert!(!output.stderr.contains("panicked"), "{}", output.describe());
    serde_json::from_str(&output.stdout)
        .unwrap_or_else(|e| panic!("{e}: not JSON:\n{}", output.describe()))
}

fn images(report: &Value) -> Vec<&Value> {
    report["files"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["images"].as_array().unwrap())
        .collect()
}

fn kernel_names(image: &Value, field: &str) -> Vec<String> {
    image["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k[field].as_str().unwrap().to_owned())
        .collect()
}

fn summary(image: &Value) -> (String, String, String, String) {
    let text = |v: &Value| v.as_str().unwrap_or("-").to_owned();
    (
        text(&image["section"]),
        text(&image["nesting"]),
        text(&image["ar_member"]),
        image["devices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_str().unwrap())
            .collect::<Vec<_>>()
            .join(","),
    )
}

const VECTOR_OPS_KERNELS: [&str; 3] = [VECTOR_ADD, REDUCE, SCALE];

#[test]
fn lists_every_image_of_a_gcc_built_library() {
    let dir = scratch("library");
    let library = host_library(&dir);
    let report = extract_json(&[library.to_str().unwrap()], &dir.join("cache"));
    let s = |t: &str| t.to_owned();
    let bundle = |t: &str| format!("__CLANG_OFFLOAD_BUNDLE__{t}");
    let mut got: Vec<_> = images(&report).into_iter().map(summary).collect();
    got.sort();
    let mut expected = vec![
        (s(".rodata"), s("zebin"), s("-"), s("pvc")),
        (bundle("sycl-spir64_gen-pvc"), s("zebin"), s("-"), s("pvc")),
        (
            bundle("sycl-spir64_gen-fat"),
            s("ar > zebin"),
            s(PVC_AR_MEMBER),
            s("pvc"),
        ),
        (
            bundle("sycl-spir64_gen-fat"),
            s("ar > zebin"),
            s("64.12.55.8"),
            s("dg2,dg2-g10"),
        ),
        (
            bundle("sycl-spir64_gen-zstd"),
            s("zstd > ar > zebin"),
            s(PVC_AR_MEMBER),
            s("pvc"),
        ),
        (
            bundle("sycl-spir64_gen-zstd"),
            s("zstd > ar > zebin"),
            s("64.12.55.8"),
            s("dg2,dg2-g10"),
        ),
        (bundle("sycl-spir64"), s("spirv"), s("-"), s("")),
    ];
    expected.sort();
    assert_eq!(got, expected, "{report:#}");
    for image in images(&report) {
        assert_eq!(kernel_names(image, "name"), VECTOR_OPS_KERNELS, "{image:#}");
        let demangled = kernel_names(image, "demangled");
        assert_eq!(demangled[0], VECTOR_ADD_DEMANGLED);
        assert_eq!(demangled[1], REDUCE_DEMANGLED);
    }
    assert_eq!(report["stats"]["zebins"], 6);
    assert_eq!(report["stats"]["spirv"], 1);

    // The readable table names each image and its kernels, demangled.
    let output = run(
        Command::new(aotspy_bin()).arg("extract").arg(&library),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    for needle in [
        "zstd > ar > zebin [64.12.60.7]",
        VECTOR_ADD_DEMANGLED,
        "SIMD 32",
        ".rodata",
    ] {
        assert!(
            output.stdout.contains(needle),
            "{needle}: {}",
            output.describe()
        );
    }
}

#[test]
fn filters_by_device_and_kernel_and_predicts_spirv() {
    let dir = scratch("filters");
    let library = host_library(&dir);
    let lib = library.to_str().unwrap();
    let cache = dir.join("cache");

    let dg2 = extract_json(&["--device", "dg2-g10", lib], &cache);
    let dg2_images = images(&dg2);
    let native: Vec<_> = dg2_images
        .iter()
        .filter(|i| i["format"] == "zebin")
        .collect();
    assert_eq!(native.len(), 2, "the dg2 members only: {dg2:#}");
    assert!(native.iter().all(|i| i["ar_member"] == "64.12.55.8"));

    let pvc = extract_json(&["--device", "pvc", "--kernel", "*vector_add", lib], &cache);
    let pvc_images = images(&pvc);
    assert_eq!(pvc_images.len(), 5, "4 pvc zebins and the SPIR-V: {pvc:#}");
    for image in &pvc_images {
        assert_eq!(kernel_names(image, "name"), [VECTOR_ADD], "{image:#}");
    }
    // SPIR-V is compiled for the device, as the driver's JIT would: labelled predicted.
    let spirv = pvc_images.iter().find(|i| i["format"] == "spirv").unwrap();
    assert_eq!(spirv["predicted"]["device"], "pvc", "{spirv:#}");
    assert!(spirv["predicted"]["error"].is_null(), "{spirv:#}");
    let kernel = &spirv["kernels"][0];
    assert_eq!(kernel["predicted"], true);
    assert!(kernel["simd"].as_u64().is_some(), "{kernel:#}");

    let substring = extract_json(&["--kernel", "scale", lib], &cache);
    assert!(images(&substring)
        .iter()
        .all(|i| kernel_names(i, "name") == [SCALE]));
    let none = extract_json(&["--kernel", "no_such_kernel", lib], &cache);
    assert!(images(&none).is_empty());
}

#[test]
fn disasm_writes_asm_through_the_shared_cache() {
    let dir = scratch("disasm");
    let library = host_library(&dir);
    let cache = dir.join("cache");
    let asm_dir = dir.join("asm");
    let args = [
        "--device",
        "pvc",
        "--kernel",
        "main::vector_add",
        "--disasm",
        asm_dir.to_str().unwrap(),
        library.to_str().unwrap(),
    ];
    let first = extract_json(&args, &cache);
    for image in images(&first) {
        let kernel = &image["kernels"][0];
        let asm = kernel["asm"]
            .as_str()
            .unwrap_or_else(|| panic!("no ASM: {image:#}"));
        let text = std::fs::read_to_string(asm).unwrap();
        assert!(
            text.contains("send") && text.contains("EOT"),
            "{asm}:\n{text}"
        );
        // The user's alone, as a report's files are (was 0644 in a 0755 directory).
        let mode = |path: &Path| {
            std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(path).unwrap().permissions())
                & 0o777
        };
        assert_eq!(mode(Path::new(asm)), 0o600, "{asm}");
        assert_eq!(mode(&asm_dir), 0o700, "{}", asm_dir.display());
        assert!(kernel["instructions"].as_u64().unwrap() > 5);
    }
    // Identical zebins share one disassembly. The same ocloc compiles the SPIR-V into the very
    // zebin it built ahead of time, so the prediction shares it too.
    let pvc_zebin = images(&first)
        .into_iter()
        .find(|i| i["nesting"] == "zebin")
        .unwrap()["sha256"]
        .clone();
    let spirv = images(&first)
        .into_iter()
        .find(|i| i["format"] == "spirv")
        .unwrap();
    assert_eq!(spirv["predicted"]["sha256"], pvc_zebin, "{first:#}");
    assert_eq!(first["stats"]["asm_in_process"], 1, "{first:#}");
    assert_eq!(first["stats"]["ocloc_runs"], 0, "{first:#}");
    assert_eq!(first["stats"]["failures"], 0, "{first:#}");
    let again = extract_json(&args, &cache);
    assert_eq!(again["stats"]["asm_in_process"], 0, "{again:#}");
    assert_eq!(again["stats"]["asm_cache_hits"], 1, "{again:#}");
}

#[test]
fn directories_are_searched_recursively() {
    let dir = scratch("tree");
    let nested = dir.join("a/b");
    std::fs::create_dir_all(&nested).unwrap();
    let a = artifacts();
    std::fs::copy(a.kernel(VECTOR_OPS, Form::Fat), nested.join("fat.ar")).unwrap();
    std::fs::copy(a.kernel(VECTOR_OPS, Form::Spirv), dir.join("a/k.spv")).unwrap();
    std::fs::write(dir.join("notes.txt"), "no device code here").unwrap();
    let report = extract_json(&[dir.to_str().unwrap()], &dir.join("cache"));
    assert_eq!(report["stats"]["files_scanned"], 3, "{report:#}");
    assert_eq!(report["stats"]["zebins"], 2);
    assert_eq!(report["stats"]["spirv"], 1);
}

#[test]
fn bad_input_is_a_clear_error_without_a_panic() {
    let dir = scratch("bad");
    let zebin = std::fs::read(artifacts().kernel(VECTOR_OPS, Form::Zebin)).unwrap();
    let extract = |path: &Path| {
        run(
            Command::new(aotspy_bin())
                .arg("extract")
                .arg(path)
                .env("AOTSPY_CACHE", dir.join("cache")),
            RUN_TIMEOUT,
        )
    };

    let truncated = dir.join("truncated.zebin");
    std::fs::write(&truncated, &zebin[..zebin.len() / 2]).unwrap();
    let output = extract(&truncated);
    assert!(!output.status.success(), "{}", output.describe());
    assert!(
        output.stderr.contains("aotspy: error:"),
        "{}",
        output.describe()
    );
    assert!(
        output.stderr.contains("EM_INTELGT"),
        "{}",
        output.describe()
    );

    // A zstd frame claiming a terabyte (8-byte single-segment content size).
    let frame = compress(&zebin);
    let mut lying = frame[..4].to_vec();
    lying.push(0xe0 | (frame[4] & 0x04));
    lying.extend((1u64 << 40).to_le_bytes());
    lying.extend(&frame[6..]);
    let liar = dir.join("liar.zst");
    std::fs::write(&liar, &lying).unwrap();
    let output = extract(&liar);
    assert!(!output.status.success(), "{}", output.describe());
    assert!(
        output.stderr.contains("claims 1099511627776"),
        "{}",
        output.describe()
    );

    // An EM_INTELGT ELF with an absurd section table offset, inside other data: a warning.
    let mut absurd = zebin.clone();
    absurd[0x28..0x30].copy_from_slice(&(1u64 << 60).to_le_bytes());
    let mut blob = vec![0x41u8; 1000];
    blob.extend(&absurd);
    let embedded = dir.join("blob.bin");
    std::fs::write(&embedded, &blob).unwrap();
    let output = extract(&embedded);
    assert!(output.status.success(), "{}", output.describe());
    assert!(output.stderr.contains("warning"), "{}", output.describe());
    assert!(output.stdout.contains("0 zebin"), "{}", output.describe());

    for output in [extract(&truncated), extract(&liar), extract(&embedded)] {
        assert!(!output.stderr.contains("panicked"), "{}", output.describe());
    }
    let output = extract(&dir.join("missing.so"));
    assert!(!output.status.success());
    assert!(
        output.stderr.contains("missing.so"),
        "{}",
        output.describe()
    );
}

/// libmkl_sycl_dft.so from PyPI's onemkl-sycl-dft 2026.2.0 (scripts/fetch-onemkl, which keeps
/// it in a cache once downloaded).
fn onemkl_library() -> PathBuf {
    let script = manifest_dir().join("../scripts/fetch-onemkl");
    let output = run(Command::new("bash").arg(script), RUN_TIMEOUT);
    match output.status.code() {
        Some(0) => PathBuf::from(output.stdout.trim()),
        Some(2) => panic!(
            "onemkl-sycl-dft cannot be downloaded from PyPI, and this test needs it (run \
             scripts/fetch-onemkl once with network access):\n{}",
            output.stderr
        ),
        _ => panic!("scripts/fetch-onemkl failed:\n{}", output.describe()),
    }
}

#[test]
fn intel_onemkl_dft_library() {
    let library = onemkl_library();
    let dir = scratch("onemkl");
    let lib = library.to_str().unwrap();
    let report = extract_json(&[lib], &dir.join("cache"));
    let all = images(&report);
    assert!(
        report["files"][0]["warnings"]
            .as_array()
            .unwrap()
            .is_empty(),
        "{:#}",
        report["files"][0]["warnings"]
    );

    // 20 PVC zebins of FFT kernels in .rodata.
    let zebins: Vec<_> = all.iter().filter(|i| i["format"] == "zebin").collect();
    assert_eq!(zebins.len(), 20);
    assert!(zebins
        .iter()
        .all(|i| i["section"] == ".rodata" && i["devices"][0] == "pvc"));
    let zebin_kernels: Vec<String> = zebins
        .iter()
        .flat_map(|i| kernel_names(i, "name"))
        .collect();
    for name in [
        "fft8192_n_fact_slm_s_fwd",
        "fft4096_n_fact_slm_s_bwd",
        "fft128_num8192_split1024_s_trans_fwd",
    ] {
        assert!(
            zebin_kernels.iter().any(|k| k == name),
            "{name}: {zebin_kernels:?}"
        );
    }

    // 236 SPIR-V images listed in .tgtimg, 224 of them zstd-compressed, in the offload bundle.
    let listed: Vec<_> = all.iter().filter(|i| i["listed"] == true).collect();
    assert_eq!(listed.len(), 236);
    assert!(listed
        .iter()
        .all(|i| i["format"] == "spirv" && i["section"] == "__CLANG_OFFLOAD_BUNDLE__sycl-spir64"));
    let compressed = listed
        .iter()
        .filter(|i| i["nesting"] == "zstd > spirv")
        .count();
    assert_eq!(compressed, 224);
    let spirv_kernels: Vec<String> = listed
        .iter()
        .flat_map(|i| kernel_names(i, "demangled"))
        .collect();
    assert!(
        spirv_kernels
            .iter()
            .any(|k| k == "twidlTableGenC2CeSIMDcolBatchUsm<float>"),
        "{spirv_kernels:?}"
    );

    // ASM comes out of a zebin's kernel.
    let asm_dir = dir.join("asm");
    let with_asm = extract_json(
        &[
            "--kernel",
            "fft8192_n_fact_slm_s_fwd",
            "--disasm",
            asm_dir.to_str().unwrap(),
            lib,
        ],
        &dir.join("cache"),
    );
    let image = images(&with_asm)[0];
    let asm = image["kernels"][0]["asm"]
        .as_str()
        .unwrap_or_else(|| panic!("{image:#}"));
    let text = std::fs::read_to_string(asm).unwrap();
    assert!(text.contains("send") && text.contains("EOT"), "{asm}");
}

/// The C program of the provenance test: creates a module from the image a shared library
/// embeds, as oneMKL does, on the real loader and driver.
const EMBEDDED_LOADER: &str = r#"
#include <level_zero/ze_api.h>
#include <stdio.h>
#include <stdlib.h>
const unsigned char *kernels_image(size_t *size);
#define CHECK(call) do { ze_result_t r = (call); if (r != ZE_RESULT_SUCCESS) { \
    fprintf(stderr, "%s failed: %#x\n", #call, r); exit(1); } } while (0)
int main(void) {
    uint32_t count = 1;
    ze_driver_handle_t driver;
    ze_device_handle_t device;
    ze_context_handle_t context;
    ze_module_handle_t module;
    CHECK(zeInit(0));
    CHECK(zeDriverGet(&count, &driver));
    count = 1;
    CHECK(zeDeviceGet(driver, &count, &device));
    ze_context_desc_t context_desc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    CHECK(zeContextCreate(driver, &context_desc, &context));
    size_t size = 0;
    const unsigned char *image = kernels_image(&size);
    ze_module_desc_t module_desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, NULL, ZE_MODULE_FORMAT_NATIVE,
                                    size, image, "", NULL};
    CHECK(zeModuleCreate(context, device, &module_desc, &module, NULL));
    CHECK(zeModuleDestroy(module));
    CHECK(zeContextDestroy(context));
    puts("module created");
    return 0;
}
"#;

#[test]
fn collect_names_the_library_a_module_came_from() {
    let dir = scratch("provenance");
    let fat = std::fs::read(artifacts().kernel(VECTOR_OPS, Form::Fat)).unwrap();
    let library_source = c_array("image", None, &fat)
        + "const unsigned char *kernels_image(unsigned long *size) { *size = sizeof image; return image; }\n";
    std::fs::write(dir.join("kernels.c"), library_source).unwrap();
    std::fs::write(dir.join("loader.c"), EMBEDDED_LOADER).unwrap();
    let library = dir.join("libkernels.so");
    must(
        Command::new("gcc")
            .args(["-shared", "-fPIC", "-o"])
            .arg(&library)
            .arg(dir.join("kernels.c")),
    );
    let program = dir.join("loader");
    must(
        Command::new("gcc")
            .arg("-o")
            .arg(&program)
            .arg(dir.join("loader.c"))
            .arg(format!("-L{}", dir.display()))
            .arg(format!("-Wl,-rpath,{}", dir.display()))
            .args(["-lkernels", "-lze_loader"]),
    );

    let out = dir.join("report");
    let output = run(
        aotspy_in_own_directory()
            .args(["collect", "--emulate", "pvc", "--json", "--out"])
            .arg(&out)
            .arg("--")
            .arg(&program)
            .env("AOTSPY_CACHE", dir.join("cache")),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    let report = read_report(&out.join("report.json"));
    let modules = &report.modules;
    assert_eq!(modules.len(), 1, "{report:#?}");
    let source = modules[0].source.as_ref().expect("a source");
    assert_eq!(
        source.file.as_str(),
        library.canonicalize().unwrap().to_str().unwrap(),
        "{report:#?}"
    );
    assert_eq!(source.section.as_deref(), Some(".rodata"), "{report:#?}");
    assert_eq!(source.nesting, "ar > zebin", "{report:#?}");
    assert_eq!(source.matched, "native", "{report:#?}");
}

/// `extract --device pvc` on a SPIR-V file predicts what the driver's JIT builds from it at run
/// time: on each stack, the predicted zebin is the very binary the driver produced (same
/// SHA-256) and its ASM is the same text.
#[test]
fn prediction_equals_what_the_drivers_jit_built() {
    let spirv = artifacts().kernel(VECTOR_OPS, Form::Spirv);
    let c = Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Spirv)
        .launch("scale=1")
        .collect("extract-predict-vs-jit");
    let kernel = c.kernel(SCALE);
    let jit = c.module_of(kernel);
    assert_eq!(jit.origin, "jit");
    let dir = scratch("predict-vs-jit");
    let asm_dir = dir.join("asm");
    let report = extract_json(
        &[
            "--device",
            "pvc",
            "--kernel",
            SCALE,
            "--disasm",
            asm_dir.to_str().unwrap(),
            spirv.to_str().unwrap(),
        ],
        &dir.join("cache"),
    );
    let image = images(&report)[0];
    assert_eq!(
        image["predicted"]["sha256"],
        jit.sha256.as_str(),
        "{report:#}"
    );
    let predicted = &image["kernels"][0];
    assert_eq!(predicted["name"], SCALE, "{report:#}");
    let predicted_asm = std::fs::read_to_string(predicted["asm"].as_str().unwrap()).unwrap();
    assert_eq!(predicted_asm, c.asm_text(kernel));
}

/// `isa/tests/kernels/advice/spills.cl` built by this stack's ocloc for `device` into `dir`.
fn advice_spills_zebin(dir: &Path, device: &str) -> PathBuf {
    let source = manifest_dir().join("../isa/tests/kernels/advice/spills.cl");
    let name = format!("{device}-spills");
    must(
        Command::new("ocloc")
            .args(["compile", "-q", "-file"])
            .arg(source)
            .args(["-device", device, "--format", "zebin", "-output_no_suffix"])
            .args(["-output", &name, "-out_dir"])
            .arg(dir),
    );
    let bin = dir.join(format!("{name}.bin"));
    if bin.is_file() {
        bin
    } else {
        dir.join(name)
    }
}

/// `extract --disasm` runs the advice rules on the one parse of each kernel's ASM: on the spill
/// kernel of the advice goldens, built here by this stack's ocloc, its findings are exactly the
/// golden ones of the same IGC (`isa/tests/data/<iga>/advice`), which differ between IGC 1.0
/// and 2.40 (2.40's fixed twin still peaks near 128 GRFs on pvc and dg2), and the table lists
/// their ids.
#[test]
fn extract_gives_the_advice_of_each_disassembled_kernel() {
    let dir = scratch("advice");
    let iga = if on_modern_stack() { "iga2" } else { "iga1" };
    let expected_ids: &[(&str, &str, &[&str])] = if on_modern_stack() {
        &[
            (
                "pvc",
                "spills",
                &["spills", "fills-in-loop", "register-pressure"],
            ),
            ("pvc", "spills_fixed", &["register-pressure"]),
            (
                "dg2",
                "spills",
                &["spills", "fills-in-loop", "register-pressure"],
            ),
            ("dg2", "spills_fixed", &["register-pressure"]),
        ]
    } else {
        &[
            (
                "pvc",
                "spills",
                &["spills", "fills-in-loop", "register-pressure"],
            ),
            ("pvc", "spills_fixed", &[]),
            (
                "dg2",
                "spills",
                &["spills", "fills-in-loop", "register-pressure"],
            ),
            ("dg2", "spills_fixed", &[]),
        ]
    };
    let cache = dir.join("cache");
    let asm_dir = dir.join("asm");
    for device in ["pvc", "dg2"] {
        let zebin = advice_spills_zebin(&dir, device);
        let args = [
            "--disasm",
            asm_dir.to_str().unwrap(),
            zebin.to_str().unwrap(),
        ];
        let report = extract_json(&args, &cache);
        let image = images(&report)[0];
        for (_, kernel, ids) in expected_ids.iter().filter(|(d, _, _)| *d == device) {
            let entry = image["kernels"]
                .as_array()
                .unwrap()
                .iter()
                .find(|k| k["name"] == *kernel)
                .unwrap_or_else(|| panic!("{kernel} in {image:#}"));
            let found: Vec<&str> = entry["advice"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f["id"].as_str().unwrap())
                .collect();
            assert_eq!(&found, ids, "{device} {kernel}: {entry:#}");
            let golden = manifest_dir().join(format!(
                "../isa/tests/data/{iga}/advice/{device}-spills.{kernel}.advice.json"
            ));
            let golden: Value =
                serde_json::from_str(&std::fs::read_to_string(&golden).unwrap()).unwrap();
            assert_eq!(
                entry["advice"], golden,
                "{device} {kernel}: extract = the golden"
            );
        }
        let output = run(
            Command::new(aotspy_bin())
                .arg("extract")
                .args(args)
                .env("AOTSPY_CACHE", &cache),
            RUN_TIMEOUT,
        );
        assert!(output.status.success(), "{}", output.describe());
        let row = |kernel: &str| {
            output
                .stdout
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{kernel}  ")))
                .unwrap_or_else(|| panic!("{kernel}:\n{}", output.describe()))
                .to_owned()
        };
        assert!(
            row("spills").contains(" advice spills,fills-in-loop,register-pressure  "),
            "{}",
            row("spills")
        );
        let fixed = if on_modern_stack() {
            "register-pressure"
        } else {
            "-"
        };
        assert!(
            row("spills_fixed").contains(&format!(" advice {fixed}  ")),
            "{}",
            row("spills_fixed")
        );
    }
}
