//! The operand reader, register pressure and the advice rules (aotspy-isa): any text parses,
//! its pressure curve has one point per instruction of code within the GRF file, and the rules
//! run on it for every part without panicking. Seeds are the golden listings (isa/tests/data).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let listing = aotspy_isa::parse(&text);
    for grf_bytes in [32, 64] {
        let p = aotspy_isa::pressure::pressure(&listing, grf_bytes);
        assert_eq!(p.live.len(), listing.code().len());
        assert!(p.live.iter().all(|&n| n <= aotspy_isa::operands::MAX_GRF));
    }
    for device in ["pvc", "dg2", "bmg", "tgllp", ""] {
        let facts = aotspy_isa::KernelFacts {
            device: device.into(),
            simd: Some(16),
            grf_count: Some(128),
            slm_bytes: Some(1024),
            barrier_count: Some(1),
            work_group_size: Some(64),
            ..Default::default()
        };
        for f in aotspy_isa::advise(&listing, &facts) {
            assert!(f.evidence.offsets.len() <= aotspy_isa::advice::MAX_OFFSETS);
        }
    }
});
