//! CPython's location table (`co_linetable`, 3.11 and later): which source line a code unit of
//! a code object's bytecode belongs to, decoded as `PyCode_Addr2Line` does (CPython's
//! `Objects/locations.md` describes the format; it is the same from 3.11 to 3.15).
//!
//! The table is a run of entries, each starting with a byte whose top bit is set: bits 3–6 are
//! the entry's code, bits 0–2 its length in code units minus one. The code says how the line
//! changes from the previous entry's (the first entry's base is `co_firstlineno`):
//! - 0–9 (short forms) and 10 (one line, delta 0): the same line;
//! - 11 and 12 (one line): the line plus 1 and plus 2;
//! - 13 (no columns) and 14 (long form): plus a signed varint that follows;
//! - 15: no line for these code units (the computed line is kept for the entries after).
//!
//! The bytes come from another process's (or a racing thread's) memory, so nothing in them is
//! trusted: every entry ends at the table's end, varints are cut at 32 bits, and the walk stops
//! at the entry that covers the code unit asked for.

/// The first line of an entry whose code is this has no line.
const NO_LOCATION: u8 = 15;
const LONG_FORM: u8 = 14;
const NO_COLUMNS: u8 = 13;
const ONE_LINE_1: u8 = 11;
const ONE_LINE_2: u8 = 12;

/// The source line of code unit `unit` (its byte offset in the bytecode over 2) in a code
/// object whose location table is `table` and whose first line is `first_line`; `None` when
/// the table gives it no line or does not reach it.
pub fn line_of(table: &[u8], first_line: i32, unit: u64) -> Option<u32> {
    let mut line = i64::from(first_line);
    let mut start = 0u64;
    let mut at = 0;
    while at < table.len() {
        let head = table[at];
        // An entry begins with its top bit set; anything else here is a corrupt table.
        if head & 0x80 == 0 {
            return None;
        }
        let code = (head >> 3) & 0x0f;
        let length = u64::from(head & 0x07) + 1;
        line += match code {
            NO_COLUMNS | LONG_FORM => i64::from(signed_varint(&table[at + 1..])),
            ONE_LINE_1 => 1,
            ONE_LINE_2 => 2,
            _ => 0,
        };
        let end = start + length;
        if unit < end {
            return if code == NO_LOCATION {
                None
            } else {
                u32::try_from(line).ok().filter(|&l| l > 0)
            };
        }
        start = end;
        // The next entry: past this one's varints, at the next byte with its top bit set.
        at += 1;
        while at < table.len() && table[at] & 0x80 == 0 {
            at += 1;
        }
    }
    None
}

/// CPython's unsigned varint of the location table: 6 bits a byte, least significant first,
/// bit 6 saying another byte follows. Cut at 32 bits and at the end of `bytes`.
fn varint(bytes: &[u8]) -> u32 {
    let mut value = 0u32;
    let mut shift = 0;
    for &byte in bytes {
        if shift < 32 {
            value |= u32::from(byte & 0x3f) << shift;
        }
        shift += 6;
        if byte & 0x40 == 0 {
            break;
        }
    }
    value
}

/// The signed varint: the unsigned one's low bit is the sign, the rest the magnitude.
fn signed_varint(bytes: &[u8]) -> i32 {
    let value = varint(bytes);
    let magnitude = (value >> 1) as i32;
    if value & 1 == 1 {
        -magnitude
    } else {
        magnitude
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(code: u8, units: u8) -> u8 {
        0x80 | (code << 3) | (units - 1)
    }

    /// A table of each kind of entry: lines as CPython's `PyCode_Addr2Line` computes them.
    #[test]
    fn each_kind_of_entry_moves_the_line_as_cpython_does() {
        let table = [
            entry(10, 2), // units 0-1: line 10
            entry(3, 1),  // short form: 2, same line
            0x00,         // (its column byte)
            entry(11, 1), // 3: 11
            0x05,         // (columns)
            0x06,         //
            entry(12, 3), // 4-6: 13
            0x01,
            0x02,
            entry(NO_COLUMNS, 1), // 7: 13 + varint 10 (signed 5) = 18
            10,
            entry(LONG_FORM, 1), // 8: 18 - 3 = 15 (signed varint 7), then end line, columns
            7,
            0,
            0,
            0,
            entry(NO_LOCATION, 2), // 9-10: none
            entry(10, 1),          // 11: 15 again
        ];
        let lines: Vec<Option<u32>> = (0..13).map(|unit| line_of(&table, 10, unit)).collect();
        assert_eq!(
            lines,
            [
                Some(10),
                Some(10),
                Some(10),
                Some(11),
                Some(13),
                Some(13),
                Some(13),
                Some(18),
                Some(15),
                None,
                None,
                Some(15),
                None,
            ]
        );
    }

    #[test]
    fn varints_span_bytes_and_stop_at_the_end() {
        // 0x41: 1 and more; 0x02: 2 << 6.
        assert_eq!(varint(&[0x41, 0x02]), 1 | (2 << 6));
        assert_eq!(varint(&[0x7f]), 0x3f);
        assert_eq!(varint(&[0x7f; 40]), u32::MAX);
        assert_eq!(signed_varint(&[9]), -4);
        // A long-form entry cut right after its head: delta 0.
        assert_eq!(line_of(&[entry(LONG_FORM, 1)], 7, 0), Some(7));
    }

    #[test]
    fn a_corrupt_table_gives_no_line() {
        assert_eq!(line_of(&[], 1, 0), None);
        assert_eq!(line_of(&[0x00, 0x80], 1, 0), None);
        // A line driven below 1.
        assert_eq!(line_of(&[entry(NO_COLUMNS, 1), 21], 3, 0), None);
    }
}
