//! Where things are: the checkout, the target directory (`$CARGO_TARGET_DIR` honoured), the
//! per-stack build directory, the `aotspy` binary and `libaotspy.so` under test, run
//! directories and the shared ASM cache. Nothing here is a fixed path: all of it follows the
//! checkout the tests run from.

use crate::stack::stack;
use std::fs;
use std::path::PathBuf;

pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            if dir.is_absolute() {
                dir
            } else {
                manifest_dir().join("..").join(dir)
            }
        }
        None => manifest_dir().join("..").join("target"),
    }
}

/// Where the C programs and compiled kernels go: one directory per driver stack, since each
/// stack's gcc, headers and ocloc build its own.
pub fn build_dir() -> PathBuf {
    target_dir().join("aotspy-test-build").join(stack())
}

/// Directory holding the `aotspy` binary and `libaotspy.so`.
pub fn release_dir() -> PathBuf {
    match std::env::var_os("AOTSPY_BIN_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => target_dir().join("release"),
    }
}

pub fn aotspy_bin() -> PathBuf {
    let bin = release_dir().join("aotspy");
    let lib = release_dir().join("libaotspy.so");
    for f in [&bin, &lib] {
        assert!(
            f.is_file(),
            "{} is missing: build it first with `cargo build --release --workspace` \
             (scripts/test does)",
            f.display()
        );
    }
    bin
}

/// `<build dir>/runs/<name>`, emptied.
pub fn run_dir(name: &str) -> PathBuf {
    let dir = build_dir().join("runs").join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The disassembly cache the tests share (inside target/).
pub fn cache_dir() -> PathBuf {
    build_dir().join("aotspy-cache")
}

pub fn preload_lib() -> PathBuf {
    aotspy_bin();
    let lib = release_dir().join("libaotspy.so");
    std::path::absolute(&lib).unwrap_or(lib)
}
