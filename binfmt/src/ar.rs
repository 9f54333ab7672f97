//! ocloc fat binaries: `ar` archives with one member per target.
//!
//! ocloc names members `<pointer size>.<target>`, the target being an IP version
//! (`64.12.60.7`) or a generic acronym (`64.dg2`), and inserts `pad_<n>` members of spaces so
//! that every binary starts 8-byte aligned. The layout is GNU/SysV `ar`.

use crate::error::err;

const MAGIC: &[u8] = b"!<arch>\n";
const HEADER_LEN: usize = 60;
const NAME_LEN: usize = 16;
const SIZE_FIELD: std::ops::Range<usize> = 48..58;
const HEADER_END: &[u8] = b"`\n";

/// One member of an archive, borrowing its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member<'a> {
    pub name: String,
    pub data: &'a [u8],
}

pub fn is_ar(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// All members, in archive order (special members such as the symbol table excluded).
///
/// Excluded: the symbol tables (`/`, `/SYM64/`), the long-name table (`//`, used to resolve
/// `/<offset>` names) and ocloc's `pad_<n>` alignment fillers.
pub fn members(bytes: &[u8]) -> crate::error::Result<Vec<Member<'_>>> {
    if !is_ar(bytes) {
        return Err(err!("not an ar archive: missing `!<arch>` magic"));
    }
    let mut long_names: &[u8] = &[];
    let mut found = Vec::new();
    let mut at = MAGIC.len();
    while at < bytes.len() {
        let header = bytes
            .get(at..at + HEADER_LEN)
            .ok_or_else(|| err!("ar member header at offset {at} is truncated"))?;
        if &header[HEADER_LEN - 2..] != HEADER_END {
            return Err(err!("ar member header at offset {at} lacks its end marker"));
        }
        let raw_name = std::str::from_utf8(&header[..NAME_LEN])
            .map_err(|_| err!("ar member name at offset {at} is not text"))?
            .trim_end_matches(' ');
        let size = parse_size(&header[SIZE_FIELD])
            .ok_or_else(|| err!("ar member {raw_name:?} has an invalid size field"))?;
        let data_start = at + HEADER_LEN;
        let data = data_start
            .checked_add(size)
            .and_then(|end| bytes.get(data_start..end))
            .ok_or_else(|| {
                err!(
                    "ar member {raw_name:?} claims {size} bytes at offset {data_start}, past the \
                     {}-byte archive",
                    bytes.len()
                )
            })?;
        // Member data is 2-byte aligned; a missing final pad byte is harmless.
        at = data_start + size + size % 2;

        match raw_name {
            "/" | "/SYM64/" => {}
            "//" => long_names = data,
            _ => {
                let name = match raw_name.strip_prefix('/') {
                    Some(offset) => long_name(long_names, offset).ok_or_else(|| {
                        err!("ar member {raw_name:?} does not point into the long-name table")
                    })?,
                    // GNU terminates short names with '/'.
                    None => raw_name.strip_suffix('/').unwrap_or(raw_name).to_owned(),
                };
                if !is_padding(&name, data) {
                    found.push(Member { name, data });
                }
            }
        }
    }
    Ok(found)
}

/// How many leading bytes of `bytes` form a well-formed archive: the magic and every member
/// header that follows with its data in bounds. An archive embedded in a larger file ends where
/// the next bytes stop looking like a member header. `None` when not even one member fits.
pub fn extent(bytes: &[u8]) -> Option<usize> {
    if !is_ar(bytes) {
        return None;
    }
    let mut at = MAGIC.len();
    while let Some(header) = bytes.get(at..at + HEADER_LEN) {
        if &header[HEADER_LEN - 2..] != HEADER_END {
            break;
        }
        let Some(end) = parse_size(&header[SIZE_FIELD])
            .and_then(|size| (at + HEADER_LEN).checked_add(size))
            .filter(|&end| end <= bytes.len())
        else {
            break;
        };
        // Keep the pad byte of an odd-sized member only when it is really there.
        at = if end % 2 == 1 && end < bytes.len() {
            end + 1
        } else {
            end
        };
    }
    (at > MAGIC.len()).then_some(at)
}

fn parse_size(field: &[u8]) -> Option<usize> {
    std::str::from_utf8(field).ok()?.trim_end().parse().ok()
}

/// The `/\n`-terminated entry at decimal `offset` in the `//` table.
fn long_name(table: &[u8], offset: &str) -> Option<String> {
    let tail = table.get(offset.parse::<usize>().ok()?..)?;
    let end = tail.iter().position(|&b| b == b'\n').unwrap_or(tail.len());
    let entry = &tail[..end];
    let entry = entry.strip_suffix(b"/").unwrap_or(entry);
    (!entry.is_empty()).then(|| String::from_utf8_lossy(entry).into_owned())
}

fn is_padding(name: &str, data: &[u8]) -> bool {
    name.strip_prefix("pad_")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        && data.iter().all(|&b| b == b' ')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(name: &str, size: &str) -> Vec<u8> {
        let mut h = format!("{name:<16}{:<12}{:<6}{:<6}{:<8}{size:<10}", 0, 0, 0, 644).into_bytes();
        h.extend_from_slice(HEADER_END);
        assert_eq!(h.len(), HEADER_LEN);
        h
    }

    fn archive(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        for (name, data) in entries {
            bytes.extend(header(name, &data.len().to_string()));
            bytes.extend_from_slice(data);
            if data.len() % 2 == 1 {
                bytes.push(b'\n');
            }
        }
        bytes
    }

    #[test]
    fn reads_short_and_long_names_and_skips_special_members() {
        let long_table = b"a_very_long_member_name.bin/\nsecond/\n";
        let bytes = archive(&[
            ("/", b"\0\0\0\0"),
            ("//", long_table),
            ("pad_0/", b"    "),
            ("64.12.60.7/", b"abc"),
            ("/0", b"long"),
            ("/29", b"2nd"),
            ("pad_1/", b"not spaces"),
        ]);
        let found = members(&bytes).unwrap();
        let names: Vec<&str> = found.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "64.12.60.7",
                "a_very_long_member_name.bin",
                "second",
                "pad_1"
            ]
        );
        assert_eq!(found[0].data, b"abc");
        assert_eq!(found[1].data, b"long");
    }

    #[test]
    fn extent_stops_at_the_first_bytes_that_are_no_member() {
        let bytes = archive(&[("a/", b"odd"), ("b/", b"even")]);
        assert_eq!(extent(&bytes), Some(bytes.len()));
        let mut embedded = bytes.clone();
        embedded.extend_from_slice(b"trailing host data that is no ar header at all, not at all");
        assert_eq!(extent(&embedded), Some(bytes.len()));
        assert_eq!(members(&embedded[..bytes.len()]).unwrap().len(), 2);
        assert_eq!(extent(MAGIC), None);
        assert_eq!(
            extent(&bytes[..bytes.len() - 1]),
            Some(MAGIC.len() + HEADER_LEN + 4)
        );
    }

    #[test]
    fn empty_archive_has_no_members() {
        assert_eq!(members(MAGIC).unwrap(), vec![]);
    }

    #[test]
    fn malformed_archives_are_errors() {
        assert!(members(b"").is_err());
        assert!(members(b"!<arch>").is_err());

        let good = archive(&[("x/", b"data")]);
        for len in [
            MAGIC.len() + 1,
            MAGIC.len() + HEADER_LEN - 1,
            good.len() - 1,
        ] {
            assert!(
                members(&good[..len]).is_err(),
                "prefix of {len} bytes accepted"
            );
        }

        let mut past_end = MAGIC.to_vec();
        past_end.extend(header("x/", "1000"));
        past_end.extend_from_slice(b"short");
        let error = members(&past_end).unwrap_err();
        assert!(error.0.contains("past the"), "{error}");

        let mut huge = MAGIC.to_vec();
        huge.extend(header("x/", "9999999999"));
        assert!(members(&huge).is_err());

        for bad_size in ["-1", "abc", ""] {
            let mut bytes = MAGIC.to_vec();
            bytes.extend(header("x/", bad_size));
            assert!(members(&bytes).is_err(), "size {bad_size:?} accepted");
        }

        let mut bad_marker = archive(&[("x/", b"data")]);
        bad_marker[MAGIC.len() + HEADER_LEN - 1] = b'!';
        assert!(members(&bad_marker).is_err());

        let dangling = archive(&[("//", b"name/\n"), ("/99", b"data")]);
        assert!(members(&dangling).is_err());
        let no_table = archive(&[("/0", b"data")]);
        assert!(members(&no_table).is_err());
    }
}
