//! The Level Zero ABI aotspy declares once (`aotspy-ze-abi`: DDI entries, structs, constants),
//! against the headers installed on this stack: loader 1.8.12's API 1.4 headers on the host,
//! 1.32's on the modern root. A C program compiled against them prints what C says; each fact
//! must equal what the Rust side holds.

use aotspy_tests::*;
use aotspy_ze_abi::{ddi, ffi};
use std::fs;
use std::process::Command;

const INCLUDES: &str = "#include <level_zero/ze_api.h>\n#include <level_zero/ze_ddi.h>\n\
    #include <level_zero/loader/ze_loader.h>\n#include <stddef.h>\n#include <stdio.h>\n";

/// Compiles `source` with this stack's gcc against its Level Zero headers and runs it.
fn compile_and_run(name: &str, source: &str) -> String {
    let dir = build_dir().join("abi-check");
    fs::create_dir_all(&dir).unwrap();
    let c = dir.join(format!("{name}.c"));
    let exe = dir.join(name);
    fs::write(&c, source).unwrap();
    let built = run(
        Command::new("gcc")
            .args(["-Wall", "-Werror", "-o"])
            .arg(&exe)
            .arg(&c),
        RUN_TIMEOUT,
    );
    assert!(built.status.success(), "gcc failed:\n{}", built.describe());
    let out = run(&mut Command::new(&exe), RUN_TIMEOUT);
    assert!(out.status.success(), "{name} failed:\n{}", out.describe());
    out.stdout
}

/// `main` printing `lines`, each a printf argument list.
fn program(lines: &[String]) -> String {
    let mut source = format!("{INCLUDES}int main(void) {{\n");
    for line in lines {
        source.push_str(&format!("    printf({line});\n"));
    }
    source.push_str("    return 0;\n}\n");
    source
}

/// The header's API version, compiled and run once per test binary: the tests run in
/// parallel, and one test's gcc rewriting the program while another executes it fails with
/// EACCES (the linker makes the file executable only once it is written).
fn header_version() -> u32 {
    static VERSION: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    *VERSION.get_or_init(|| {
        compile_and_run(
            "header_version",
            &program(&["\"%u\\n\", (unsigned)ZE_API_VERSION_CURRENT".into()]),
        )
        .trim()
        .parse()
        .unwrap()
    })
}

/// Every DDI entry of the header's API version or older: its index is the field's, the field
/// has the type of a pointer to the function the entry names, and the getter exists. On the
/// modern stack's 1.32 header, every entry is checked.
#[test]
fn ddi_entries_match_the_installed_header() {
    let version = header_version();
    let checked: Vec<&ddi::Entry> = ddi::ALL
        .iter()
        .copied()
        .filter(|entry| entry.since <= version)
        .collect();
    let mut lines = Vec::new();
    let mut asserts = String::new();
    for e in &checked {
        let (table, field, function, getter) = (e.table, e.field, e.name(), e.getter);
        lines.push(format!(
            "\"{table}.{field} %zu\\n\", offsetof({table}, {field}) / sizeof(void *)"
        ));
        asserts.push_str(&format!(
            "_Static_assert(__builtin_types_compatible_p(__typeof__((({table} *)0)->{field}), \
             __typeof__(&{function})), \"{table}.{field} is not {function}\");\n\
             _Static_assert(__builtin_types_compatible_p(__typeof__(&{getter}), \
             ze_result_t (*)(ze_api_version_t, {table} *)), \"{getter} fills no {table}\");\n"
        ));
    }
    let source = program(&lines).replacen("int main", &format!("{asserts}int main"), 1);
    let printed = compile_and_run("ddi_entries", &source);
    let expected: String = checked
        .iter()
        .map(|e| format!("{}.{} {}\n", e.table, e.field, e.index))
        .collect();
    assert_eq!(printed, expected, "header API version {version:#x}");
    let newer: Vec<&str> = ddi::ALL
        .iter()
        .filter(|entry| entry.since > version)
        .map(|entry| entry.name())
        .collect();
    if on_modern_stack() {
        assert_eq!(newer, Vec::<&str>::new(), "the 1.32 header has every entry");
    } else {
        assert_eq!(
            newer.len(),
            11,
            "the API 1.4 header lacks only API 1.9+ entries: {newer:?}"
        );
    }
}

/// Every struct aotspy passes: its size, and every field's offset and size, are C's.
#[test]
fn structs_match_the_installed_header() {
    let version = header_version();
    let mut lines = Vec::new();
    let mut expected = String::new();
    for layout in ffi::LAYOUTS.iter().filter(|l| l.since <= version) {
        let t = layout.c_type;
        lines.push(format!("\"{t} %zu\\n\", sizeof({t})"));
        expected.push_str(&format!("{t} {}\n", layout.size));
        for (field, offset, size) in layout.fields {
            lines.push(format!(
                "\"{t}.{field} %zu %zu\\n\", offsetof({t}, {field}), sizeof((({t} *)0)->{field})"
            ));
            expected.push_str(&format!("{t}.{field} {offset} {size}\n"));
        }
    }
    assert_eq!(compile_and_run("structs", &program(&lines)), expected);
    if on_modern_stack() {
        assert!(
            ffi::LAYOUTS.iter().all(|l| l.since <= version),
            "the 1.32 header has all"
        );
    }
}

/// Every result code, flag and structure type aotspy uses has C's value.
#[test]
fn constants_match_the_installed_header() {
    let version = header_version();
    let known: Vec<_> = ffi::CONSTANTS
        .iter()
        .filter(|(_, _, since)| *since <= version)
        .collect();
    let lines: Vec<String> = known
        .iter()
        .map(|(name, ..)| format!("\"{name} %llu\\n\", (unsigned long long){name}"))
        .collect();
    let expected: String = known
        .iter()
        .map(|(name, value, _)| format!("{name} {value}\n"))
        .collect();
    assert_eq!(compile_and_run("constants", &program(&lines)), expected);
    if on_modern_stack() {
        assert_eq!(known.len(), ffi::CONSTANTS.len(), "the 1.32 header has all");
    }
}
