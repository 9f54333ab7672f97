//! A stream as a report's `streams/` keeps it (gzip-compressed, or as the preload wrote it),
//! read as `aotspy report` reads one from a report directory anyone may have written: a
//! compressed stream inflates to exactly what gzip makes of it, never past its budget (64
//! times its size, at least a floor: 256 KiB here, 256 MiB in `aotspy report`), and says it
//! ran out only when there was more; its frames then read into a process's capture without a
//! panic (`aotspy::fuzzing::kept_stream`). Seeds are streams, plain and gzip-compressed
//! (fuzz/seeds/kept_stream).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    aotspy::fuzzing::kept_stream(data);
});
