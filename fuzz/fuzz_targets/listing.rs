//! A report's listing files (`asm/<id>.js`), which `aotspy asm`, `aotspy diff` and the tests read
//! back from a report directory that may have been damaged or written by anyone: the bytes as
//! a whole file, which must be refused or read, never panic or grow memory past the bounds; and
//! the same bytes as a listing's text, which must read back as written. Seeds are a real
//! report's listing files (fuzz/seeds/listing).
#![no_main]

use aotspy_report::listing;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = listing::decode(data);
    let text = String::from_utf8_lossy(data);
    let file = listing::encode("asm/k.js", &text, &[(1, "send")]);
    assert_eq!(
        listing::decode(&file).expect("what encode wrote reads"),
        text
    );
});
