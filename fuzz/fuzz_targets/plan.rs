//! An injection plan (`aotspy_proto::inject::Plan`) from arbitrary bytes, as `aotspy attach`
//! copies one out of a process it attaches to: never a panic, and what it accepts never makes
//! the collector write outside a patch's bounded bytes.
#![no_main]

use aotspy_proto::inject::{Plan, MAX_PATCHES, MAX_PATCH_BYTES, USER_ADDRESS_END};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(plan) = Plan::parse(data) {
        assert!(plan.patches().len() <= MAX_PATCHES);
        for patch in plan.patches() {
            assert!(patch.address != 0);
            assert!((1..=MAX_PATCH_BYTES).contains(&(patch.length as usize)));
            let _ = patch.name();
            assert!(patch.range().end <= USER_ADDRESS_END);
        }
        // No two patches share a byte.
        let mut ranges: Vec<_> = plan.patches().iter().map(|p| p.range()).collect();
        ranges.sort_by_key(|r| r.start);
        assert!(ranges.windows(2).all(|w| w[0].end <= w[1].start));
        let _ = plan.message();
    }
});
