//! libaotspy interposes `dlsym`: other interposers preloaded beside it must still get what
//! `dlsym(RTLD_NEXT, …)` means for them.

use aotspy_tests::{build_dir, release_dir};
use std::path::{Path, PathBuf};
use std::process::Command;

fn gcc(source: &str, out: &Path, extra: &[&str]) {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("c").join(source);
    let status = Command::new("gcc")
        .arg("-O2")
        .args(extra)
        .arg(&source)
        .arg("-o")
        .arg(out)
        .arg("-ldl")
        .status()
        .expect("gcc runs");
    assert!(status.success(), "gcc {} failed", source.display());
}

fn built(name: &str) -> PathBuf {
    let dir = build_dir().join("interpose");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// `interposer` (built from `source`) preloaded beside libaotspy in both orders: hello_puts must
/// print `expected`.
fn resolves_in_both_orders(source: &str, interposer: &str, expected: &str) {
    // A program per test: tests run in parallel, and one must not run it while another writes it.
    let program = built(&format!("hello_puts-for-{interposer}"));
    let interposer = built(interposer);
    gcc(source, &interposer, &["-shared", "-fPIC"]);
    gcc("hello_puts.c", &program, &[]);
    let preload = release_dir().join("libaotspy.so");
    for order in [
        format!("{}:{}", preload.display(), interposer.display()),
        format!("{}:{}", interposer.display(), preload.display()),
    ] {
        let out = Command::new(&program)
            .env("LD_PRELOAD", &order)
            .output()
            .expect("program runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected,
            "LD_PRELOAD={order}: stderr {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(0), "LD_PRELOAD={order}");
    }
}

#[test]
fn rtld_next_of_another_interposer_is_resolved_from_its_caller() {
    resolves_in_both_orders("next_puts.c", "next_puts.so", "[next_puts] hello\n");
}

/// The lookup in the other library's constructor: in one order it runs before libaotspy's own
/// constructor, when libaotspy has not looked up glibc's dlsym yet.
#[test]
fn rtld_next_from_a_constructor_is_resolved_from_its_caller() {
    resolves_in_both_orders(
        "ctor_next_puts.c",
        "ctor_next_puts.so",
        "[ctor_next_puts] hello\n",
    );
}
