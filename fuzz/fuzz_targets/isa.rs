//! The ISA listing reader (aotspy-isa): any text parses and analyzes without panicking, in time
//! linear in its length, and the analysis stays consistent with the listing. Seeds are the
//! golden IGA 1.x and 2.x listings (isa/tests/data).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let listing = aotspy_isa::parse(&text);
    let analysis = listing.analyze();
    assert_eq!(
        analysis.instructions + listing.padding,
        listing.instructions.len()
    );
    let mix = &analysis.mix;
    let classes = mix.send
        + mix.dpas
        + mix.math
        + mix.conversion
        + mix.moves
        + mix.control
        + mix.sync
        + mix.other;
    assert_eq!(
        classes, analysis.instructions,
        "every instruction has one class"
    );
    for l in &analysis.loops {
        assert!(l.first <= l.last && l.last < analysis.instructions, "{l:?}");
        assert!(l.depth >= 1);
    }
});
