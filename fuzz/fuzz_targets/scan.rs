//! `binfmt::scan` on arbitrary bytes, as a host file and as a standalone image: the magic search,
//! host ELF section tables and `.tgtimg`, every container (ar, zstd, OffloadBinary, offload
//! bundle) and every image parser behind it; and as provenance scans it (data sections only,
//! zstd frames of some sizes left undecoded, no kernel lists, listed SPIR-V taken whole or walked). Must never panic, hang or
//! allocate without bound.
#![no_main]

use aotspy_binfmt::scan::{scan, scan_standalone, FrameSizes, ScanOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Far below scripts/fuzz's allocation limit, so that a trusted size field shows as a crash,
    // and small enough that an input decoding its whole budget three times (the scans below)
    // stays well inside the per-input timeout under AddressSanitizer on a busy machine: with
    // 16 MiB a 28 KB input of nested frames took 1.8 s idle and over 10 s under load.
    let options = ScanOptions {
        max_decompressed_bytes: 2 << 20,
        max_decompressed_bytes_per_file: 4 << 20,
        ..ScanOptions::default()
    };
    let provenance = ScanOptions {
        decode_frames: Some(FrameSizes {
            exact: [64, 4096].into(),
            at_most: 256,
        }),
        read_kernels: false,
        only_data_sections: true,
        take_listed_spirv_whole: data.last().is_some_and(|b| b & 1 == 1),
        ..options.clone()
    };
    for found in [
        Some(scan(data, &options)),
        scan_standalone(data, &options).ok(),
        Some(scan(data, &provenance)),
    ]
    .into_iter()
    .flatten()
    {
        for image in &found.images {
            let _ = (image.devices(), image.kernel_names(), image.nesting_text());
        }
    }
});
