//! `binfmt::pylines::line_of` on arbitrary bytes as a CPython location table (read by the
//! preload from the interpreter's memory, so untrusted): the first 4 bytes are the first line,
//! the next 4 the code unit asked for, the rest the table. Must never panic or run past it.
#![no_main]

use aotspy_binfmt::pylines::line_of;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 8 {
        return;
    }
    let first_line = i32::from_le_bytes(data[..4].try_into().unwrap());
    let unit = u32::from_le_bytes(data[4..8].try_into().unwrap());
    let table = &data[8..];
    let line = line_of(table, first_line, u64::from(unit));
    // An entry covers at least one code unit and at most 8: a unit past 8 per byte is past
    // the table's end.
    if u64::from(unit) >= 8 * table.len() as u64 {
        assert_eq!(line, None);
    }
});
