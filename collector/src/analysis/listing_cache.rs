//! Each kernel's analysis kept beside its ASM in the cache: what the report takes from the
//! listing's one parse (instruction count, analytics, advice) and the listing file it writes
//! (`aotspy_report::listing`, with report.html's marks). A re-render of a capture whose ASM is
//! cached then parses, analyzes and compresses no listing again: most of what it spent.
//!
//! An entry holds for one build of aotspy (the executable's [`FileKey`]: another build may
//! analyze otherwise) and one version of the ASM file; anything else, or damage (the entry is
//! sealed with a checksum), and the listing is analyzed again and the entry replaced.

use super::analytics::{self, KernelIsa};
use crate::sys::cache::{seal, store_entry, this_build, unseal, FileKey};
use aotspy_isa::advice::Finding;
use aotspy_isa::advice::KernelFacts;
use aotspy_isa::lines::LineRow;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub(crate) const MAGIC: &[u8; 8] = b"AOTSPYA1";
/// The JSON header's length, before it.
const HEADER_LENGTH_BYTES: usize = 4;

/// What the report takes from a kernel's listing, besides the listing file.
#[derive(Serialize, Deserialize)]
pub struct Analysis {
    pub instructions: usize,
    pub isa: KernelIsa,
    pub advice: Vec<Finding>,
}

/// A kernel's analysis and its listing file, as the report writes it at the path it was asked
/// for.
pub struct Reported {
    pub analysis: Analysis,
    pub listing_file: Vec<u8>,
}

/// What an entry is about, and its analysis (the listing file follows the header in the
/// entry).
#[derive(Serialize, Deserialize)]
pub(crate) struct Header {
    exe: FileKey,
    asm: FileKey,
    listing_path: String,
    with_rows: bool,
    analysis: Analysis,
}

/// The ASM at `asm_file` (its text `asm`, the file's version `asm_key`) analyzed with `rows`
/// and `facts`, and its listing file for `listing_path`: from the entry beside it when that
/// holds for all of them, else analyzed now and the entry stored (a failure to store only
/// costs the next report the analysis).
pub fn analyze(
    asm_file: &Path,
    asm_key: FileKey,
    asm: &str,
    listing_path: &str,
    rows: Option<&[LineRow]>,
    facts: &KernelFacts,
) -> Reported {
    let entry = entry_path(asm_file);
    let exe = this_build();
    let wanted = |h: &Header| {
        Some(h.exe) == exe
            && h.asm == asm_key
            && h.listing_path == listing_path
            && h.with_rows == rows.is_some()
    };
    if let Some(hit) = entry.as_deref().and_then(|e| read(e, wanted)) {
        return hit;
    }

    let analyzed = analytics::analyze(asm, rows, facts);
    let listing_file = aotspy_report::listing::encode(listing_path, asm, &analyzed.marks);
    let mut analysis = Analysis {
        instructions: analyzed.instructions,
        isa: analyzed.isa,
        advice: analyzed.advice,
    };
    if let (Some(entry), Some(exe)) = (&entry, exe) {
        let header = Header {
            exe,
            asm: asm_key,
            listing_path: listing_path.to_owned(),
            with_rows: rows.is_some(),
            analysis,
        };
        // The report analyzes it again if the entry cannot be stored.
        let _ = store_entry(entry, &encode(&header, &listing_file));
        analysis = header.analysis;
    }
    Reported {
        analysis,
        listing_file,
    }
}

/// Hex digits of the SHA-256 (a module's, whose id they begin, or a raw kernel's code's) that
/// prefix its listings' names, keeping same-named kernels of different code apart.
const HASH_PREFIX_HEX: usize = 8;

/// The path, relative to the report directory, of the listing of `kernel` of the code whose
/// SHA-256 is `sha256`: `asm/<hash prefix>-<kernel, made safe>.js`.
pub fn listing_path(sha256: &str, kernel: &str) -> String {
    let stem = format!("{}-{kernel}", &sha256[..HASH_PREFIX_HEX]);
    format!(
        "{}/{}",
        aotspy_report::listing::DIR,
        crate::sys::files::safe_file_name(&stem, aotspy_report::listing::EXTENSION)
    )
}

/// The text of the ASM file at `path`, with the version of the file it was read from.
pub fn read_asm(path: &Path) -> std::io::Result<(String, FileKey)> {
    use std::io::Read;
    let mut file = std::fs::File::open(path)?;
    let key = FileKey::of(&file.metadata()?);
    let mut text = String::new();
    file.read_to_string(&mut text)?;
    Ok((text, key))
}

/// `<asm file>.analysis`, beside it.
fn entry_path(asm_file: &Path) -> Option<PathBuf> {
    let name = asm_file.file_name()?.to_str()?;
    Some(asm_file.with_file_name(format!("{name}.analysis")))
}

fn encode(header: &Header, listing_file: &[u8]) -> Vec<u8> {
    let json = serde_json::to_vec(header).expect("an entry serializes");
    let length = u32::try_from(json.len()).expect("a header under 4 GiB");
    let mut payload = Vec::with_capacity(HEADER_LENGTH_BYTES + json.len() + listing_file.len());
    payload.extend_from_slice(&length.to_le_bytes());
    payload.extend_from_slice(&json);
    payload.extend_from_slice(listing_file);
    seal(MAGIC, &payload)
}

/// The entry at `path`, when it is whole and `wanted` says its header is about this listing.
fn read(path: &Path, wanted: impl Fn(&Header) -> bool) -> Option<Reported> {
    let bytes = std::fs::read(path).ok()?;
    decode(&bytes, wanted)
}

pub(crate) fn decode(bytes: &[u8], wanted: impl Fn(&Header) -> bool) -> Option<Reported> {
    let payload = unseal(MAGIC, bytes)?;
    let (length, rest) = payload.split_at_checked(HEADER_LENGTH_BYTES)?;
    let length = u32::from_le_bytes(length.try_into().ok()?) as usize;
    let (json, listing_file) = rest.split_at_checked(length)?;
    let header: Header = serde_json::from_slice(json).ok()?;
    wanted(&header).then(|| Reported {
        analysis: header.analysis,
        listing_file: listing_file.to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ASM: &str = "\
L0:
(W)     mov (16|M0)              r10.0<1>:f  0x0:f
(W)     send.gtwy (1|M0)         null     r127  null:0  0x0  0x02000010  {EOT} // end of thread
";

    fn key(size: u64) -> FileKey {
        FileKey {
            device: 1,
            inode: 2,
            size,
            mtime_s: 3,
            mtime_ns: 4,
        }
    }

    #[test]
    fn an_entry_is_used_only_for_the_listing_and_build_it_was_made_for() {
        let dir = tempfile::tempdir().unwrap();
        let asm_file = dir.path().join(".text.k.asm");
        std::fs::write(&asm_file, ASM).unwrap();
        let facts = analytics::kernel_facts(Some("pvc"), None);
        let made = analyze(&asm_file, key(7), ASM, "asm/k.js", None, &facts);
        let entry = entry_path(&asm_file).unwrap();
        assert!(entry.is_file(), "stored");
        assert_eq!(made.analysis.instructions, 2);
        assert_eq!(
            aotspy_report::listing::decode(&made.listing_file).unwrap(),
            ASM
        );
        let bytes = std::fs::read(&entry).unwrap();
        let exe = this_build().unwrap();
        let for_this = |h: &Header| h.exe == exe && h.asm == key(7) && h.listing_path == "asm/k.js";
        let again = decode(&bytes, for_this).expect("read back");
        assert_eq!(again.listing_file, made.listing_file);
        assert_eq!(again.analysis.isa, made.analysis.isa);
        assert_eq!(again.analysis.advice, made.analysis.advice);
        // Another version of the ASM file, another listing path: analyzed again.
        assert!(decode(&bytes, |h| h.asm == key(8)).is_none());
        let elsewhere = analyze(&asm_file, key(7), ASM, "asm/other.js", None, &facts);
        assert_eq!(
            aotspy_report::listing::decode(&elsewhere.listing_file).unwrap(),
            ASM
        );
        assert!(elsewhere
            .listing_file
            .starts_with(b"aotspyListing(\"asm/other.js\""));
        // Damage: refused, and made again.
        let mut damaged = std::fs::read(&entry).unwrap();
        let last = damaged.len() - 1;
        damaged[last] ^= 1;
        assert!(decode(&damaged, |_| true).is_none());
        assert!(decode(&damaged[..20], |_| true).is_none());

        // analyze itself: an entry it can tell from a fresh analysis (999 instructions) is
        // what it returns while the entry holds for the call, and replaced when it does not.
        let plant = |asm: FileKey| {
            let header = Header {
                exe,
                asm,
                listing_path: "asm/k.js".to_owned(),
                with_rows: false,
                analysis: Analysis {
                    instructions: 999,
                    ..decode(&bytes, |_| true).unwrap().analysis
                },
            };
            std::fs::write(&entry, encode(&header, b"planted")).unwrap();
        };
        let analyzed = |asm: FileKey, path: &str| analyze(&asm_file, asm, ASM, path, None, &facts);
        plant(key(7));
        let hit = analyzed(key(7), "asm/k.js");
        assert_eq!(
            (hit.analysis.instructions, &hit.listing_file[..]),
            (999, &b"planted"[..])
        );
        assert_eq!(analyzed(key(8), "asm/k.js").analysis.instructions, 2);
        assert_eq!(analyzed(key(8), "asm/k.js").listing_file, made.listing_file);
        plant(key(7));
        assert_eq!(analyzed(key(7), "asm/other.js").analysis.instructions, 2);
        plant(key(7));
        let rows: &[LineRow] = &[];
        let with_rows = analyze(&asm_file, key(7), ASM, "asm/k.js", Some(rows), &facts);
        assert_eq!(with_rows.analysis.instructions, 2);
        plant(key(7));
        let mut torn = std::fs::read(&entry).unwrap();
        torn.truncate(torn.len() - 1);
        std::fs::write(&entry, torn).unwrap();
        assert_eq!(analyzed(key(7), "asm/k.js").analysis.instructions, 2);
    }
}
