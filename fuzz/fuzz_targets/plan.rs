//! An injection plan (`aotspy_proto::inject::Plan`) from arbitrary bytes, as `aotspy attach`
//! copies one out of a process it attaches to: never a panic, and what it accepts never makes
//! the collector write outside a patch's bounded bytes.
#![no_main]

use aotspy_proto::inject::{Plan, MAX_PATCHES, MAX_PATCH_BYTES};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(plan) = Plan::parse(data) {
        assert!(plan.patches().len() <= MAX_PATCHES);
        for patch in plan.patches() {
            assert!(patch.address != 0);
            assert!((1..=MAX_PATCH_BYTES).contains(&(patch.length as usize)));
            let _ = patch.name();
            let _ = patch.range();
        }
        let _ = plan.message();
    }
});
