//! In-process disassembly (IGA's C API) against `ocloc disasm`: for the same zebin and device,
//! aotspy's ASM must be byte for byte the `.text.<kernel>.asm` that this stack's ocloc writes,
//! for every kernel of `tests/kernels/` built for each GPU, for the golden one-zebin-per-family
//! fixtures, and for a zebin with damaged code. Where ocloc writes no ASM, neither does aotspy.

use aotspy_tests::schema::{Disassembly, Via};
use aotspy_tests::*;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Kernel name → the ASM text written for it.
type AsmByKernel = BTreeMap<String, Vec<u8>>;

fn scratch(name: &str) -> PathBuf {
    let dir = build_dir().join("disasm").join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// `ocloc compile --format zebin` of every `tests/kernels/*.cl` for `device`, into `dir`.
fn build_zebins(device: &str, dir: &Path) -> Vec<PathBuf> {
    let mut sources: Vec<PathBuf> = fs::read_dir(manifest_dir().join("kernels"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    sources.sort();
    let out = dir.join(format!("build-{device}"));
    fs::create_dir_all(&out).unwrap();
    sources
        .iter()
        .map(|source| {
            let stem = source.file_stem().unwrap().to_str().unwrap();
            let output = run(
                Command::new("ocloc")
                    .args(["compile", "-q", "-file"])
                    .arg(source)
                    .args(["-device", device, "--format", "zebin", "-exclude_ir"])
                    .args(["-output_no_suffix", "-output", stem, "-out_dir"])
                    .arg(&out),
                RUN_TIMEOUT,
            );
            assert!(output.status.success(), "{}", output.describe());
            // ocloc 22 writes `<stem>`, ocloc 26 `<stem>.bin`.
            let built = [out.join(stem), out.join(format!("{stem}.bin"))]
                .into_iter()
                .find(|p| p.is_file())
                .unwrap_or_else(|| {
                    panic!("ocloc wrote no zebin for {stem}: {}", output.describe())
                });
            let zebin = dir.join(format!("{stem}-{device}.zebin"));
            fs::rename(built, &zebin).unwrap();
            zebin
        })
        .collect()
}

/// What `ocloc disasm -file ZEBIN -dump DIR -device DEVICE` writes for each kernel.
fn ocloc_disasm(zebin: &Path, device: &str, dump: &Path) -> AsmByKernel {
    // ocloc 22 does not create it.
    fs::create_dir_all(dump).unwrap();
    let output = run(
        Command::new("ocloc")
            .args(["disasm", "-file"])
            .arg(zebin)
            .arg("-dump")
            .arg(dump)
            .args(["-device", device]),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    let mut asm = AsmByKernel::new();
    for file in files_in(dump) {
        let name = file.file_name().unwrap().to_str().unwrap();
        if let Some(kernel) = name
            .strip_prefix(".text.")
            .and_then(|n| n.strip_suffix(".asm"))
        {
            asm.insert(kernel.to_owned(), fs::read(&file).unwrap());
        }
    }
    asm
}

/// `aotspy extract --disasm` of `paths` with an empty ASM cache: its JSON report, and per zebin
/// (by file name) the ASM of each kernel.
fn aotspy_disasm(
    paths: &[PathBuf],
    dir: &Path,
    env: &[(&str, &str)],
) -> (Value, BTreeMap<String, AsmByKernel>) {
    let cache = dir.join("cache");
    let out = dir.join("asm");
    let _ = fs::remove_dir_all(&cache);
    let _ = fs::remove_dir_all(&out);
    let output = run(
        Command::new(aotspy_bin())
            .args(["extract", "--json", "--disasm"])
            .arg(&out)
            .args(paths)
            .env("AOTSPY_CACHE", &cache)
            .envs(env.iter().copied()),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    assert!(!output.stderr.contains("panicked"), "{}", output.describe());
    let report: Value = serde_json::from_str(&output.stdout)
        .unwrap_or_else(|e| panic!("{e}: not JSON:\n{}", output.describe()));
    let mut by_file = BTreeMap::new();
    for file in report["files"].as_array().unwrap() {
        let name = Path::new(file["path"].as_str().unwrap())
            .file_name()
            .unwrap()
            .to_str()
            .unwrap()
            .to_owned();
        let mut asm = AsmByKernel::new();
        for image in file["images"].as_array().unwrap() {
            for kernel in image["kernels"].as_array().unwrap() {
                if let Some(path) = kernel["asm"].as_str() {
                    asm.insert(
                        kernel["name"].as_str().unwrap().to_owned(),
                        fs::read(path).unwrap(),
                    );
                }
            }
        }
        by_file.insert(name, asm);
    }
    (report, by_file)
}

/// The device aotspy passes ocloc for the single image in `file`.
fn device_of(report: &Value, file_name: &str) -> String {
    let file = report["files"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["path"].as_str().unwrap().ends_with(file_name))
        .unwrap_or_else(|| panic!("{file_name} not in {report:#}"));
    file["images"][0]["devices"][0]
        .as_str()
        .unwrap_or_else(|| panic!("{file_name} has no device: {report:#}"))
        .to_owned()
}

/// Asserts that aotspy wrote, for every zebin, exactly the ASM files ocloc writes, byte for byte;
/// returns how many kernels were compared.
fn assert_same_as_ocloc(
    zebins: &[PathBuf],
    report: &Value,
    ours: &BTreeMap<String, AsmByKernel>,
    dir: &Path,
) -> usize {
    let mut compared = 0;
    for zebin in zebins {
        let name = zebin.file_name().unwrap().to_str().unwrap();
        let device = device_of(report, name);
        let theirs = ocloc_disasm(zebin, &device, &dir.join(format!("ocloc-{name}")));
        let ours = &ours[name];
        assert_eq!(
            ours.keys().collect::<Vec<_>>(),
            theirs.keys().collect::<Vec<_>>(),
            "{name} -device {device}: kernels with ASM differ\n{report:#}"
        );
        for (kernel, text) in &theirs {
            if ours[kernel] != *text {
                let at = ours[kernel]
                    .iter()
                    .zip(text)
                    .position(|(a, b)| a != b)
                    .unwrap_or(text.len().min(ours[kernel].len()));
                panic!(
                    "{name} -device {device}, kernel {kernel}: aotspy's ASM ({} bytes) differs \
                     from ocloc's ({} bytes) at byte {at}",
                    ours[kernel].len(),
                    text.len()
                );
            }
            compared += 1;
        }
    }
    compared
}

fn stat(report: &Value, field: &str) -> u64 {
    report["stats"][field]
        .as_u64()
        .unwrap_or_else(|| panic!("no stats.{field}: {report:#}"))
}

/// Builds every test kernel for `devices`, disassembles them all in one (parallel) aotspy run
/// and checks each kernel's ASM against ocloc's; then again with `AOTSPY_DISASM=ocloc`.
fn in_process_matches_ocloc(devices: &[&str], name: &str) {
    let dir = scratch(name);
    let zebins: Vec<PathBuf> = devices
        .iter()
        .flat_map(|device| build_zebins(device, &dir))
        .collect();
    let (report, ours) = aotspy_disasm(&zebins, &dir, &[]);
    assert_eq!(
        stat(&report, "asm_in_process"),
        zebins.len() as u64,
        "{report:#}"
    );
    assert_eq!(stat(&report, "ocloc_runs"), 0, "{report:#}");
    assert_eq!(stat(&report, "failures"), 0, "{report:#}");
    let compared = assert_same_as_ocloc(&zebins, &report, &ours, &dir);
    assert!(
        compared >= 4 * devices.len(),
        "only {compared} kernels compared"
    );

    // The fallback path: the same files, made by ocloc.
    let (forced, by_ocloc) = aotspy_disasm(&zebins, &dir, &[("AOTSPY_DISASM", "ocloc")]);
    assert_eq!(stat(&forced, "asm_in_process"), 0, "{forced:#}");
    assert_eq!(
        stat(&forced, "ocloc_runs"),
        zebins.len() as u64,
        "{forced:#}"
    );
    assert_eq!(by_ocloc, ours);
}

#[test]
fn in_process_asm_is_ocloc_asm_for_pvc_dg2_and_tgllp() {
    in_process_matches_ocloc(&["pvc", "dg2", "tgllp"], "pvc-dg2-tgllp");
}

#[test]
#[ignore = "modern stack only: ocloc 22 cannot build for bmg, nor its IGA decode Xe2"]
fn in_process_asm_is_ocloc_asm_for_bmg() {
    require_modern_stack();
    in_process_matches_ocloc(&["bmg"], "bmg");
}

/// One zebin per product family from bdw to pvc (built by ocloc 22.43, in binfmt's fixtures):
/// the same ASM as this stack's ocloc where it writes any, none where it writes none (IGA 2
/// decodes no Gen8 to Gen11; aotspy then says so, through ocloc).
#[test]
fn every_product_family_gets_what_ocloc_gives() {
    let dir = scratch("families");
    let fixtures = manifest_dir().join("../binfmt/tests/data/families");
    let mut zebins: Vec<PathBuf> = files_in(&fixtures)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|x| x == "zebin"))
        .collect();
    zebins.sort();
    assert_eq!(zebins.len(), 17, "{zebins:?}");
    let (report, ours) = aotspy_disasm(&zebins, &dir, &[]);
    let compared = assert_same_as_ocloc(&zebins, &report, &ours, &dir);
    let gen12_and_later = 8; // tgllp rkl adl-s adl-p adl-n dg1 dg2-g10 pvc
    let (in_process, failures) = (stat(&report, "asm_in_process"), stat(&report, "failures"));
    if on_modern_stack() {
        assert_eq!(in_process, gen12_and_later, "{report:#}");
        assert_eq!(failures, 9, "{report:#}");
        let notes = report.to_string();
        assert!(notes.contains("cannot disassemble"), "{report:#}");
        assert_eq!(compared, gen12_and_later as usize);
    } else {
        // glk's zebin names skl (what ocloc 22.43 can disassemble it as); every family works.
        assert_eq!(in_process, 17, "{report:#}");
        assert_eq!(failures, 0, "{report:#}");
        assert_eq!(compared, 17);
    }
}

/// Code IGA cannot make sense of: aotspy falls back to ocloc for the module and ends up with
/// exactly what ocloc writes (ASM for the intact kernels, none for the damaged one), without a
/// crash.
#[test]
fn damaged_code_gets_what_ocloc_gives() {
    let dir = scratch("damaged");
    let zebin = build_zebins("pvc", &dir)
        .into_iter()
        .find(|p| p.to_str().unwrap().contains("vector_ops"))
        .unwrap();
    let mut bytes = fs::read(&zebin).unwrap();
    let text = find_section(&bytes, ".text.scale").expect(".text.scale in vector_ops");
    // A repeating pattern of opcodes and operand bits no compiler emits.
    for (i, byte) in bytes[text].iter_mut().enumerate() {
        *byte = [0xff, 0x7f, 0x00, 0x3d, 0xa5][i % 5];
    }
    let damaged = dir.join("damaged-pvc.zebin");
    fs::write(&damaged, &bytes).unwrap();
    let (report, ours) = aotspy_disasm(std::slice::from_ref(&damaged), &dir, &[]);
    assert_eq!(stat(&report, "asm_in_process"), 0, "{report:#}");
    assert_eq!(stat(&report, "ocloc_runs"), 1, "{report:#}");
    assert_same_as_ocloc(&[damaged], &report, &ours, &dir);
    // IGA refuses the damaged kernel, so ocloc writes its raw code instead of ASM.
    assert!(
        !ours["damaged-pvc.zebin"].contains_key("scale"),
        "{report:#}"
    );
    assert_eq!(ours["damaged-pvc.zebin"].len(), 2, "{report:#}");
}

/// The byte range of the section named `name` in a 64-bit little-endian ELF.
fn find_section(elf: &[u8], name: &str) -> Option<std::ops::Range<usize>> {
    let u16_at = |at: usize| u16::from_le_bytes(elf[at..at + 2].try_into().unwrap()) as usize;
    let u32_at = |at: usize| u32::from_le_bytes(elf[at..at + 4].try_into().unwrap()) as usize;
    let u64_at = |at: usize| u64::from_le_bytes(elf[at..at + 8].try_into().unwrap()) as usize;
    let (shoff, shentsize, shnum, shstrndx) =
        (u64_at(0x28), u16_at(0x3a), u16_at(0x3c), u16_at(0x3e));
    let header = |i: usize| shoff + i * shentsize;
    let names = u64_at(header(shstrndx) + 0x18);
    (0..shnum).find_map(|i| {
        let start = names + u32_at(header(i));
        let end = start + elf[start..].iter().position(|&b| b == 0)?;
        (&elf[start..end] == name.as_bytes()).then(|| {
            let offset = u64_at(header(i) + 0x18);
            offset..offset + u64_at(header(i) + 0x20)
        })
    })
}

/// The modules real oneAPI programs make (dpnp's JIT-compiled SYCL kernels, oneMKL's GEMM
/// kernels) under `aotspy collect`: each disassembled in-process, each kernel's ASM in the report
/// byte for byte what `ocloc disasm` writes for the module's binary and device.
#[test]
#[ignore = "modern stack only: the PyPI oneAPI stack"]
fn oneapi_modules_get_ocloc_asm() {
    require_modern_stack();
    let dir = scratch("oneapi");
    let (mut compared, mut in_process) = (0, 0);
    for script in ["dpnp_elementwise.py", "dpnp_gemm.py"] {
        let out = dir.join(script);
        let output = run(
            aotspy_in_own_directory()
                .args(["collect", "--emulate", "pvc", "--out"])
                .arg(&out)
                .arg("--")
                .arg(format!("{ONEAPI_VENV}/bin/python3"))
                .arg(python_script(script))
                .env("AOTSPY_CACHE", dir.join("cache")),
            RUN_TIMEOUT,
        );
        assert!(output.status.success(), "{}", output.describe());
        let report = read_report(&out.join("report.json"));
        let kernels = &report.kernels;
        for module in &report.modules {
            match &module.disassembly {
                Disassembly::NotNeeded => continue,
                // The second script makes some of the first one's modules again.
                Disassembly::Cached => {}
                Disassembly::Ran { via, .. } => {
                    assert_eq!(*via, Via::InProcess, "{module:#?}");
                    in_process += 1;
                }
                Disassembly::Failed { error } => panic!("module {}: {error}", module.id),
            }
            let id = module.id.as_str();
            let theirs = ocloc_disasm(
                &out.join(&module.binary),
                module.ocloc_device.as_deref().unwrap(),
                &dir.join(format!("ocloc-{id}")),
            );
            for kernel in kernels.iter().filter(|k| k.module == id) {
                let name = kernel.name.as_str();
                let ours = aotspy_tests::schema::listing::read(
                    &out,
                    kernel.asm.as_deref().unwrap(),
                    std::fs::File::open,
                )
                .unwrap()
                .into_bytes();
                assert!(
                    theirs.get(name) == Some(&ours),
                    "{script}: module {id}, kernel {name}: aotspy's ASM is not ocloc's"
                );
                compared += 1;
            }
        }
    }
    assert!(compared >= 5, "only {compared} kernels compared");
    assert!(
        in_process >= 5,
        "only {in_process} modules disassembled in-process"
    );
}
