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

#[test]
fn rtld_next_of_another_interposer_is_resolved_from_its_caller() {
    let interposer = built("next_puts.so");
    let program = built("hello_puts");
    gcc("next_puts.c", &interposer, &["-shared", "-fPIC"]);
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
            "[next_puts] hello\n",
            "LD_PRELOAD={order}: stderr {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(0), "LD_PRELOAD={order}");
    }
}
