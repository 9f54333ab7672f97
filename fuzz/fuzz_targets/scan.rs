//! `binfmt::scan` on arbitrary bytes, as a host file and as a standalone image: the magic search,
//! host ELF section tables and `.tgtimg`, every container (ar, zstd, OffloadBinary, offload
//! bundle) and every image parser behind it; as provenance scans it (data sections only, zstd
//! frames of some sizes left undecoded, no kernel lists, listed SPIR-V taken whole or walked);
//! and `scan_frames` on the frames it left undecoded and on offsets from the input, every size
//! wanted. Must never panic, hang or allocate without bound.
#![no_main]

use aotspy_binfmt::scan::{scan, scan_frames, scan_standalone, FrameSizes, ScanOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Far below scripts/fuzz's allocation limit, so that a trusted size field shows as a crash,
    // and small enough that an input decoding its whole budget three times (the scans below
    // that decode every size; provenance's decodes a few sizes)
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
        // By the input's length: an ELF's first byte is 0x7f and its last is most often 0.
        take_listed_spirv_whole: data.len() % 2 == 1,
        ..options.clone()
    };
    let first = scan(data, &provenance);
    // The frames it left undecoded read later with every size wanted, as provenance does for
    // a module created later; and offsets taken from the input, where frames may or may not
    // start.
    let mut offsets: Vec<u64> = first.undecoded_frames.iter().map(|f| f.offset).collect();
    offsets.extend(
        data.chunks_exact(8)
            .take(4)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap()) % (data.len() as u64 + 2)),
    );
    let later = ScanOptions {
        decode_frames: None,
        ..provenance.clone()
    };
    for found in [
        Some(scan(data, &options)),
        scan_standalone(data, &options).ok(),
        Some(first),
        Some(scan_frames(data, &offsets, &later)),
    ]
    .into_iter()
    .flatten()
    {
        for image in &found.images {
            let _ = (image.devices(), image.kernel_names(), image.nesting_text());
        }
    }
});
