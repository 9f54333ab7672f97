//! Source lines from a zebin's DWARF (aotspy-isa's `lines::kernel_lines`): any bytes either give
//! line rows sorted by offset or an error, never a panic or a hang. Seeds are the -g zebins in
//! isa/tests/data.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(lines) = aotspy_isa::lines::kernel_lines(data) {
        for rows in lines.values() {
            assert!(rows.windows(2).all(|w| w[0].offset <= w[1].offset));
        }
    }
});
