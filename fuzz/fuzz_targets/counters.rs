//! A counters file (`<pid>-<start>.counts`, `aotspy_proto::counters`) from arbitrary bytes, as
//! `aotspy report` reads one found beside a spool stream: never a panic, and what it accepts
//! has a kernel total for at most every slot past the header.
#![no_main]

use aotspy_proto::counters::{parse, FIRST_KERNEL_SLOT, SLOT_BYTES};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(counts) = parse(data) {
        let slots = (data.len() / SLOT_BYTES).saturating_sub(FIRST_KERNEL_SLOT);
        assert!(counts.totals.len() <= slots);
        assert!(counts.totals.iter().all(|t| t.kernel != 0));
    }
});
