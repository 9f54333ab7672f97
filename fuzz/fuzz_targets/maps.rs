//! `binfmt::maps::file_mapping` on every line of any text (lossy UTF-8), as the preload reads
//! its own `/proc/self/maps` and `collect` its program's: a path (which may hold spaces) is
//! always an absolute suffix of its line, and never a panic.
#![no_main]

use aotspy_binfmt::maps::file_mapping;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        if let Some((path, _executable)) = file_mapping(line) {
            assert!(path.starts_with('/'));
            assert!(line.trim_end().ends_with(path), "{line:?} -> {path:?}");
        }
    }
});
