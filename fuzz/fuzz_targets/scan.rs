//! `binfmt::scan` on arbitrary bytes, as a host file and as a standalone image: the magic search,
//! host ELF section tables and `.tgtimg`, every container (ar, zstd, OffloadBinary, offload
//! bundle) and every image parser behind it. Must never panic, hang or allocate without bound.
#![no_main]

use aotspy_binfmt::scan::{scan, scan_standalone, ScanOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Far below scripts/fuzz's allocation limit, so that a trusted size field shows as a crash.
    let options = ScanOptions {
        max_decompressed_bytes: 16 << 20,
        ..ScanOptions::default()
    };
    for found in [
        Some(scan(data, &options)),
        scan_standalone(data, &options).ok(),
    ]
    .into_iter()
    .flatten()
    {
        for image in &found.images {
            let _ = (image.devices(), image.kernel_names(), image.nesting_text());
        }
    }
});
