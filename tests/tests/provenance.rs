//! Provenance: which mapped library, and which image in it, each captured module's bytes came
//! from. gcc-built libraries embed ocloc's output (`.incbin` into `.rodata`), a C program
//! creates modules from them on the real loader and driver (`tests/c/provenance_loader.c`),
//! and the report must name the library, section and file offset exactly, for JIT (SPIR-V)
//! modules as for native ones, for libraries `dlopen`ed after the first module, and through
//! the scan cache, which must be written once, reused, and refused when damaged.

use aotspy_tests::schema::{Matched, ModuleEntry, ModuleSource, Report};
use aotspy_tests::*;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

fn must(command: &mut Command) {
    let output = run(command, RUN_TIMEOUT);
    assert!(output.status.success(), "{}", output.describe());
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = build_dir().join("provenance").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.canonicalize().unwrap()
}

/// `lib<name>.so`, whose `.rodata` holds `image` byte for byte, returned by `function`.
fn library_embedding(dir: &Path, name: &str, function: &str, image: &Path) -> PathBuf {
    let source = dir.join(format!("{name}.c"));
    std::fs::write(
        &source,
        format!(
            r#"#include <stddef.h>
__asm__(".section .rodata\n.balign 16\n.globl {name}_begin\n.hidden {name}_begin\n{name}_begin:\n"
        ".incbin \"{image}\"\n.globl {name}_end\n.hidden {name}_end\n{name}_end:\n.previous\n");
extern const unsigned char {name}_begin[], {name}_end[];
const unsigned char *{function}(size_t *size) {{
    *size = (size_t)({name}_end - {name}_begin);
    return {name}_begin;
}}
"#,
            image = image.display()
        ),
    )
    .unwrap();
    let library = dir.join(format!("lib{name}.so"));
    must(
        Command::new("gcc")
            .args(["-shared", "-fPIC", "-o"])
            .arg(&library)
            .arg(&source),
    );
    library
}

/// `provenance_loader` linked with `first` (a library from [`library_embedding`] with
/// `first_image`).
fn loader_linked_with(dir: &Path, first: &Path) -> PathBuf {
    let program = dir.join("provenance_loader");
    let name = first.file_stem().unwrap().to_str().unwrap();
    must(
        Command::new("gcc")
            .arg("-o")
            .arg(&program)
            .arg(manifest_dir().join("c/provenance_loader.c"))
            .arg(format!("-L{}", dir.display()))
            .arg(format!("-Wl,-rpath,{}", dir.display()))
            .arg(format!("-l{}", name.strip_prefix("lib").unwrap()))
            .args(["-lze_loader", "-ldl"]),
    );
    program
}

fn report_in(dir: &Path) -> Report {
    read_report(&dir.join("report.json"))
}

/// `aotspy collect --emulate pvc --out OUT -- PROGRAM ARGS` with its caches in `cache`.
fn collect(out: &Path, cache: &Path, program: &Path, args: &[&Path]) -> Report {
    let output = run(
        aotspy_in_own_directory()
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(out)
            .arg("--")
            .arg(program)
            .args(args)
            .env("AOTSPY_CACHE", cache),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    report_in(out)
}

/// `aotspy report --out OUT FROM` with its caches in `cache`.
fn rerender(out: &Path, cache: &Path, from: &Path) -> Report {
    let output = run(
        Command::new(aotspy_bin())
            .args(["report", "--out"])
            .arg(out)
            .arg(from)
            .env("AOTSPY_CACHE", cache),
        RUN_TIMEOUT,
    );
    assert!(output.status.success(), "{}", output.describe());
    report_in(out)
}

/// The one module whose input (or native binary) hashes to that of `image`.
fn module_from<'a>(report: &'a Report, image: &Path) -> &'a ModuleEntry {
    let sha = aotspy_binfmt::sha256_hex(&std::fs::read(image).unwrap());
    let found: Vec<&ModuleEntry> = report
        .modules
        .iter()
        .filter(|m| m.input_sha256 == sha)
        .collect();
    assert_eq!(found.len(), 1, "one module from {image:?}: {report:#?}");
    found[0]
}

/// Where `image`'s bytes start in `library`.
fn offset_in(library: &Path, image: &Path) -> u64 {
    let haystack = std::fs::read(library).unwrap();
    let needle = std::fs::read(image).unwrap();
    haystack
        .windows(needle.len())
        .position(|w| w == needle)
        .unwrap_or_else(|| panic!("{image:?} is not in {library:?}")) as u64
}

fn assert_source(report: &Report, module: &ModuleEntry, expected: ModuleSource) {
    assert_eq!(module.source.as_ref(), Some(&expected), "{report:#?}");
}

#[test]
fn a_jit_module_comes_from_the_spirv_in_the_library_that_embeds_it() {
    let dir = scratch("jit");
    let spirv = artifacts().kernel(VECTOR_OPS, Form::Spirv);
    let library = library_embedding(&dir, "first", "first_image", &spirv);
    let program = loader_linked_with(&dir, &library);
    let report = collect(&dir.join("report"), &dir.join("cache"), &program, &[]);
    let module = module_from(&report, &spirv);
    assert_eq!(module.origin, "jit", "{report:#?}");
    assert_source(
        &report,
        module,
        ModuleSource {
            file: library.to_str().unwrap().into(),
            section: Some(".rodata".into()),
            offset: offset_in(&library, &spirv),
            nesting: "spirv".into(),
            matched: Matched::Input,
            target: None,
            ar_member: None,
            input: None,
        },
    );
}

#[test]
fn a_library_dlopened_after_the_first_module_is_searched_too() {
    let dir = scratch("dlopen");
    let fat = artifacts().kernel(VECTOR_OPS, Form::Fat);
    // JIT after AOT: the files must be sent again after a module of any origin.
    let spirv = artifacts().kernel(EXTRA_OPS, Form::Spirv);
    let first = library_embedding(&dir, "first", "first_image", &fat);
    let later = library_embedding(&dir, "later", "later_image", &spirv);
    let program = loader_linked_with(&dir, &first);
    let report = collect(&dir.join("report"), &dir.join("cache"), &program, &[&later]);

    let from_fat = module_from(&report, &fat);
    assert_eq!(from_fat.origin, "aot", "{report:#?}");
    // The driver runs the fat binary's pvc member: that zebin is what the library holds.
    let native = dir.join("report").join(&from_fat.binary);
    assert_source(
        &report,
        from_fat,
        ModuleSource {
            file: first.to_str().unwrap().into(),
            section: Some(".rodata".into()),
            offset: offset_in(&first, &native),
            nesting: "ar > zebin".into(),
            matched: Matched::Native,
            target: None,
            ar_member: Some(PVC_AR_MEMBER.into()),
            input: None,
        },
    );

    let from_later = module_from(&report, &spirv);
    assert_eq!(from_later.origin, "jit", "{report:#?}");
    assert_source(
        &report,
        from_later,
        ModuleSource {
            file: later.to_str().unwrap().into(),
            section: Some(".rodata".into()),
            offset: offset_in(&later, &spirv),
            nesting: "spirv".into(),
            matched: Matched::Input,
            target: None,
            ar_member: None,
            input: None,
        },
    );
}

/// collect reads the program's maps from its start: a library is indexed while the program
/// has not yet touched Level Zero (and its preload has not started), as a Python program
/// imports its GPU libraries long before its first module.
#[test]
fn libraries_are_indexed_before_the_program_first_uses_level_zero() {
    indexed_before_level_zero("early", false);
}

/// The same with the program started by a shell that waits for it (as a wrapper script or a
/// launcher does): the watcher reads the maps of `collect`'s child's children too.
#[test]
fn libraries_are_indexed_early_when_a_shell_starts_the_program() {
    indexed_before_level_zero("early-shell", true);
}

fn indexed_before_level_zero(name: &str, through_shell: bool) {
    let dir = scratch(name);
    let cache = dir.join("cache");
    let spirv = artifacts().kernel(VECTOR_OPS, Form::Spirv);
    let library = library_embedding(&dir, "first", "first_image", &spirv);
    let program = loader_linked_with(&dir, &library);
    let go = dir.join("go");
    let out = dir.join("report");
    let collecting = start(
        aotspy_in_own_directory()
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(&out)
            .arg("--")
            .args(launch(&program, through_shell))
            .env("AOTSPY_CACHE", &cache)
            .env("PROVENANCE_LOADER_WAIT_FOR", &go),
    );
    let entry = cache_entry(&cache, &library);
    // At idle priority: on a loaded machine the index may wait long for a free core.
    let indexed_early = wait_until(RUN_TIMEOUT, || entry.exists());
    std::fs::write(&go, "").unwrap();
    let output = collecting.wait(RUN_TIMEOUT);
    assert!(output.status.success(), "{}", output.describe());
    assert!(
        indexed_early,
        "{} was not indexed before Level Zero was used",
        library.display()
    );
    let report = report_in(&out);
    assert_eq!(
        module_from(&report, &spirv)
            .source
            .as_ref()
            .map(|s| s.file.as_str()),
        library.to_str(),
        "{report:#?}"
    );
    // Counted as indexed during the run, and read by the report from what the run indexed.
    let [during_run, after_exit, hits, rejected, found] = scan_stats(&report);
    assert!(during_run >= 2, "the program and its library: {report:#?}");
    assert_eq!(
        [hits, rejected, found],
        [during_run + after_exit, 0, 1],
        "{report:#?}"
    );
}

/// `program` as the command to run, or a shell that runs it and then exits with its status
/// (a second command, so the shell forks rather than replacing itself with it).
fn launch(program: &Path, through_shell: bool) -> Vec<std::ffi::OsString> {
    if !through_shell {
        return vec![program.into()];
    }
    ["sh", "-c", "\"$0\"; exit $?"]
        .iter()
        .map(Into::into)
        .chain([program.into()])
        .collect()
}

/// The scan cache entry of `file`: `scan/v5/<dev>-<inode>-<size>-<mtime s>.<ns>.idx`, hex
/// numbers but the time.
fn cache_entry(cache: &Path, file: &Path) -> PathBuf {
    let meta = std::fs::metadata(file).unwrap();
    cache.join("scan/v5").join(format!(
        "{:x}-{:x}-{:x}-{}.{:09}.idx",
        meta.dev(),
        meta.ino(),
        meta.size(),
        meta.mtime(),
        meta.mtime_nsec()
    ))
}

fn modified(path: &Path) -> SystemTime {
    std::fs::metadata(path).unwrap().modified().unwrap()
}

/// `[files_scanned_during_run, files_scanned, scan_cache_hits, scan_cache_rejected,
/// modules_found]` of `stats.provenance`.
fn scan_stats(report: &Report) -> [usize; 5] {
    let stats = &report.stats.provenance;
    [
        stats.files_scanned_during_run,
        stats.files_scanned,
        stats.scan_cache_hits,
        stats.scan_cache_rejected,
        stats.modules_found,
    ]
}

#[test]
fn each_library_is_scanned_once_and_a_damaged_cache_entry_is_scanned_again() {
    let dir = scratch("cache");
    let cache = dir.join("cache");
    let spirv = artifacts().kernel(VECTOR_OPS, Form::Spirv);
    let library = library_embedding(&dir, "first", "first_image", &spirv);
    let program = loader_linked_with(&dir, &library);
    let run = dir.join("run");
    let first = collect(&run, &cache, &program, &[]);
    let source = module_from(&first, &spirv).source.clone();
    assert_eq!(
        source.as_ref().map(|s| s.file.as_str()),
        library.to_str(),
        "{first:#?}"
    );
    // collect indexes the files while the program runs, at idle priority, and what it had no
    // time for once the program has ended (how much of each depends on the machine's load);
    // the report then finds every index in the cache.
    let [during_run, after_exit, hits, rejected, found] = scan_stats(&first);
    let scanned = during_run + after_exit;
    assert!(
        scanned >= 3,
        "the program, its library, libc at least: {first:#?}"
    );
    assert_eq!([hits, rejected, found], [scanned, 0, 1], "{first:#?}");
    let entry = cache_entry(&cache, &library);
    let written = modified(&entry);

    // Re-rendering reads every index from the cache and writes none.
    let again = rerender(&dir.join("again"), &cache, &run);
    assert_eq!(scan_stats(&again), [0, 0, scanned, 0, 1], "{again:#?}");
    assert_eq!(module_from(&again, &spirv).source, source, "{again:#?}");
    assert_eq!(modified(&entry), written);
    // It read the answer the collect kept for this capture, files and index entries: one memo.
    let memos = || {
        std::fs::read_dir(cache.join("provenance-v1"))
            .unwrap()
            .count()
    };
    assert_eq!(memos(), 1);

    // A damaged entry is not trusted: the library is scanned again and the entry replaced.
    let mut bytes = std::fs::read(&entry).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x55;
    std::fs::write(&entry, &bytes).unwrap();
    let repaired = rerender(&dir.join("repaired"), &cache, &run);
    assert_eq!(
        scan_stats(&repaired),
        [0, 1, scanned - 1, 1, 1],
        "{repaired:#?}"
    );
    assert_eq!(
        module_from(&repaired, &spirv).source,
        source,
        "{repaired:#?}"
    );
    assert_ne!(std::fs::read(&entry).unwrap(), bytes);
    // The memo of the damaged entry's version was not used; one for the replaced entry is kept.
    assert_eq!(memos(), 2);
    let after = rerender(&dir.join("after"), &cache, &run);
    assert_eq!(scan_stats(&after), [0, 0, scanned, 0, 1], "{after:#?}");
    assert_eq!(memos(), 2);
}

/// dpnp's kernels are SYCL JIT modules: SPIR-V the driver compiles, found in the SYCL offload
/// bundles of the libraries that launched them: dpnp's tensor libraries for its own kernels
/// (`_tensor_impl` holds 4,642 SPIR-V images), oneMKL's for `sin` (its VM library, zstd
/// compressed, linked from two inputs).
#[test]
#[ignore = "modern stack only: needs dpnp from the PyPI oneAPI stack"]
fn dpnp_jit_modules_come_from_its_tensor_library() {
    require_modern_stack();
    let dir = scratch("dpnp");
    let report = collect(
        &dir.join("report"),
        &dir.join("cache"),
        Path::new("python3"),
        &[&python_script("dpnp_elementwise.py"), Path::new("1")],
    );
    let modules = &report.modules;
    assert!(modules.iter().all(|m| m.origin == "jit"), "{report:#?}");
    let mut files = std::collections::BTreeSet::new();
    for module in modules {
        let source = module
            .source
            .as_ref()
            .unwrap_or_else(|| panic!("{report:#?}"));
        let file = source.file.as_str();
        let name = Path::new(file).file_name().unwrap().to_str().unwrap();
        files.insert(name.split('.').next().unwrap().to_owned());
        assert_eq!(source.matched, "input", "{report:#?}");
        assert_eq!(
            source.section.as_deref(),
            Some("__CLANG_OFFLOAD_BUNDLE__sycl-spir64"),
            "{report:#?}"
        );
        assert_eq!(source.target.as_deref(), Some("sycl-spir64"), "{report:#?}");
        let from_dpnp = file.contains("/site-packages/dpnp/tensor/_tensor_");
        let from_onemkl = name.starts_with("libmkl_sycl_");
        assert!(from_dpnp || from_onemkl, "{file}: {report:#?}");
        // dpnp's images are stored plain, oneMKL's compressed.
        let nesting = if from_dpnp { "spirv" } else { "zstd > spirv" };
        assert_eq!(source.nesting, nesting, "{report:#?}");
        // A program linked from several inputs names the one found.
        let input = (module.input_count != 1).then_some(0);
        assert_eq!(source.input, input, "{report:#?}");
    }
    for library in ["_tensor_impl", "_tensor_reductions_impl", "libmkl_sycl_vm"] {
        assert!(files.contains(library), "{library}: {files:?} {report:#?}");
    }
}
