//! aotspy's ASM cache (`asm/` in its cache directory): one file per module disassembled for a
//! device (`<sha256>-<device>.module`) and per raw kernel's code disassembled for an IGA
//! platform (`raw-<sha256>-<platform>.kernel`). An entry holds each kernel's ASM under the name
//! `ocloc disasm -dump` gives its file, and, for the kernels a report listed, what the report
//! takes from the listing's one parse (instruction count, analytics, advice) with the listing
//! file it writes (`aotspy_report::listing`, with report.html's marks). A re-render of a capture
//! whose ASM is cached then disassembles, parses, analyzes and compresses nothing again.
//!
//! One file per module, not a directory with an ASM file and an analysis file per kernel: on
//! the 2-core VM aotspy is measured on, creating files was about a fifth of the collector's CPU
//! samples in a profile of an empty-cache re-render of a JAX capture (an ext4 allocating inodes;
//! 500 new files cost 163 ms of system time one day and 4-29 ms another: docs/performance.md,
//! "Third round").
//!
//! Analyses hold for one build of aotspy (the executable's [`FileKey`]: another build may
//! analyze otherwise); an entry of another build keeps its ASM and has its analyses made again.
//! Entries are untrusted (anyone who can write the cache could plant one): sealed with a
//! checksum, they name the code and target they are about, and every length is checked; an
//! entry that fails any of it is made again.

use super::analytics::{self, KernelIsa};
use crate::sys::cache::{seal, store_entry, this_build, unseal, FileKey};
use anyhow::Result;
use aotspy_isa::advice::{Finding, KernelFacts};
use aotspy_isa::lines::LineRow;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

pub(crate) const MAGIC: &[u8; 8] = b"AOTSPYM1";
/// The JSON header's length, before it.
const HEADER_LENGTH_BYTES: usize = 4;

/// What an entry is about: the SHA-256 of the code (a module's binary, a raw kernel's ISA) and
/// what it was disassembled for (an ocloc device, an IGA platform).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct EntryId {
    pub sha256: String,
    pub target: String,
}

/// What the report takes from a kernel's listing, besides the listing file.
#[derive(Serialize, Deserialize, Clone)]
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

/// One ASM file's analysis, for the listing path and line rows it was made with.
struct Analyzed {
    listing_path: String,
    with_rows: bool,
    analysis: Analysis,
    listing_file: Vec<u8>,
}

/// One entry: the ASM files of one module (or raw kernel) and the analyses made of them.
pub struct AsmEntry {
    id: EntryId,
    /// ASM file name (as ocloc names it) → its text as the disassembler wrote it.
    files: BTreeMap<String, Vec<u8>>,
    /// ASM file name → its analysis by this build.
    analyses: HashMap<String, Analyzed>,
    /// Made or changed since it was read or stored.
    unsaved: bool,
}

/// The entry's layout after its JSON header: each file's bytes, then each analysis's listing
/// file, in the header's order.
#[derive(Serialize, Deserialize)]
struct Header {
    id: EntryId,
    /// Each ASM file's name and length.
    files: Vec<(String, usize)>,
    /// The build that made `analyses`.
    exe: Option<FileKey>,
    analyses: Vec<StoredAnalysis>,
}

#[derive(Serialize, Deserialize)]
struct StoredAnalysis {
    file: String,
    listing_path: String,
    with_rows: bool,
    analysis: Analysis,
    listing_length: usize,
}

impl AsmEntry {
    /// A new entry of `files` (ASM file name → text), not stored yet.
    pub fn new(id: EntryId, files: BTreeMap<String, Vec<u8>>) -> AsmEntry {
        AsmEntry {
            id,
            files,
            analyses: HashMap::new(),
            unsaved: true,
        }
    }

    /// The entry at `path` when it is whole and about `id`; its analyses only when this build
    /// made them.
    pub fn load(path: &Path, id: &EntryId) -> Option<AsmEntry> {
        let bytes = std::fs::read(path).ok()?;
        decode(&bytes, |about| about == id, this_build())
    }

    /// Whether the entry holds ASM file `name`.
    pub fn has_file(&self, name: &str) -> bool {
        self.files.contains_key(name)
    }

    /// How many ASM files the entry holds, and the first few names: `3 files (.text.a.asm, …)`.
    pub fn describe_files(&self) -> String {
        const NAMED: usize = 3;
        let mut names: Vec<&str> = self.files.keys().take(NAMED).map(String::as_str).collect();
        if self.files.len() > NAMED {
            names.push("…");
        }
        match self.files.len() {
            0 => "no ASM file".to_owned(),
            1 => format!("1 file ({})", names.join(", ")),
            n => format!("{n} files ({})", names.join(", ")),
        }
    }

    /// The text of ASM file `name`, when the entry holds it: `Err` when it is not UTF-8.
    pub fn text(&self, name: &str) -> Option<Result<&str, std::str::Utf8Error>> {
        self.files.get(name).map(|bytes| std::str::from_utf8(bytes))
    }

    /// ASM file `name` analyzed with `rows` and `facts`, and its listing file for
    /// `listing_path`: the entry's own analysis when it was made for the same path and rows,
    /// else made now and kept (for [`AsmEntry::store`]); with the text analyzed. `None` when
    /// the entry holds no such file; `Err` when its text is not UTF-8.
    pub fn analyze(
        &mut self,
        name: &str,
        listing_path: &str,
        rows: Option<&[LineRow]>,
        facts: &KernelFacts,
    ) -> Option<Result<(Reported, &str), std::str::Utf8Error>> {
        let asm = match std::str::from_utf8(self.files.get(name)?) {
            Ok(asm) => asm,
            Err(e) => return Some(Err(e)),
        };
        let held = self
            .analyses
            .get(name)
            .filter(|a| a.listing_path == listing_path && a.with_rows == rows.is_some());
        if let Some(held) = held {
            let reported = Reported {
                analysis: held.analysis.clone(),
                listing_file: held.listing_file.clone(),
            };
            return Some(Ok((reported, asm)));
        }
        let analyzed = analytics::analyze(asm, rows, facts);
        let listing_file = aotspy_report::listing::encode(listing_path, asm, &analyzed.marks);
        let analysis = Analysis {
            instructions: analyzed.instructions,
            isa: analyzed.isa,
            advice: analyzed.advice,
        };
        self.analyses.insert(
            name.to_owned(),
            Analyzed {
                listing_path: listing_path.to_owned(),
                with_rows: rows.is_some(),
                analysis: analysis.clone(),
                listing_file: listing_file.clone(),
            },
        );
        // Only a build that knows its own key stores analyses (see `store`): another would
        // rewrite the same entry on every run for nothing.
        self.unsaved |= this_build().is_some();
        let reported = Reported {
            analysis,
            listing_file,
        };
        Some(Ok((reported, asm)))
    }

    /// Writes the entry to `path` (whole or not at all), unless nothing changed since it was
    /// read or stored. Analyses are stored only by a build that knows its own key.
    pub fn store(&mut self, path: &Path) -> Result<()> {
        if !self.unsaved {
            return Ok(());
        }
        store_entry(path, &self.encode(this_build()))?;
        self.unsaved = false;
        Ok(())
    }

    fn encode(&self, exe: Option<FileKey>) -> Vec<u8> {
        // Analyses in file order, so the same entry encodes to the same bytes.
        let mut analyzed: Vec<(&String, &Analyzed)> = match exe {
            Some(_) => self.analyses.iter().collect(),
            None => Vec::new(),
        };
        analyzed.sort_by(|a, b| a.0.cmp(b.0));
        let header = Header {
            id: self.id.clone(),
            files: self
                .files
                .iter()
                .map(|(name, text)| (name.clone(), text.len()))
                .collect(),
            exe,
            analyses: analyzed
                .iter()
                .map(|(file, a)| StoredAnalysis {
                    file: (*file).clone(),
                    listing_path: a.listing_path.clone(),
                    with_rows: a.with_rows,
                    analysis: a.analysis.clone(),
                    listing_length: a.listing_file.len(),
                })
                .collect(),
        };
        let json = serde_json::to_vec(&header).expect("an entry's header serializes");
        let length = u32::try_from(json.len()).expect("a header under 4 GiB");
        let blobs = self.files.values().map(Vec::as_slice);
        let listings = analyzed.iter().map(|(_, a)| a.listing_file.as_slice());
        let mut payload = Vec::with_capacity(
            HEADER_LENGTH_BYTES
                + json.len()
                + self.files.values().map(Vec::len).sum::<usize>()
                + analyzed
                    .iter()
                    .map(|(_, a)| a.listing_file.len())
                    .sum::<usize>(),
        );
        payload.extend_from_slice(&length.to_le_bytes());
        payload.extend_from_slice(&json);
        for blob in blobs.chain(listings) {
            payload.extend_from_slice(blob);
        }
        seal(MAGIC, &payload)
    }
}

/// The entry in `bytes` when it is whole and `about` its id, with its analyses when `exe`
/// (this build) made them.
pub(crate) fn decode(
    bytes: &[u8],
    about: impl Fn(&EntryId) -> bool,
    exe: Option<FileKey>,
) -> Option<AsmEntry> {
    let payload = unseal(MAGIC, bytes)?;
    let (length, rest) = payload.split_at_checked(HEADER_LENGTH_BYTES)?;
    let length = u32::from_le_bytes(length.try_into().ok()?) as usize;
    let (json, mut blobs) = rest.split_at_checked(length)?;
    let header: Header = serde_json::from_slice(json).ok()?;
    if !about(&header.id) {
        return None;
    }
    let mut take = |length: usize| {
        let (blob, after) = blobs.split_at_checked(length)?;
        blobs = after;
        Some(blob.to_vec())
    };
    let mut files = BTreeMap::new();
    for (name, length) in header.files {
        files.insert(name, take(length)?);
    }
    let mut analyses = HashMap::new();
    for stored in header.analyses {
        let listing_file = take(stored.listing_length)?;
        if exe.is_some() && header.exe == exe && files.contains_key(&stored.file) {
            let analyzed = Analyzed {
                listing_path: stored.listing_path,
                with_rows: stored.with_rows,
                analysis: stored.analysis,
                listing_file,
            };
            analyses.insert(stored.file, analyzed);
        }
    }
    // Bytes past what the header accounts for: not an entry this code wrote.
    if !blobs.is_empty() {
        return None;
    }
    Some(AsmEntry {
        id: header.id,
        files,
        analyses,
        unsaved: false,
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

    fn id() -> EntryId {
        EntryId {
            sha256: "ab".repeat(32),
            target: "pvc".into(),
        }
    }

    fn entry() -> AsmEntry {
        let files = BTreeMap::from([
            (".text.k.asm".to_owned(), ASM.as_bytes().to_vec()),
            (".text.bad.asm".to_owned(), b"\xff\xfe".to_vec()),
        ]);
        AsmEntry::new(id(), files)
    }

    fn build(n: u64) -> Option<FileKey> {
        Some(FileKey {
            device: 1,
            inode: n,
            size: 3,
            mtime_s: 4,
            mtime_ns: 5,
        })
    }

    #[test]
    fn an_entry_reads_back_with_its_analyses_for_the_build_that_made_them() {
        let facts = analytics::kernel_facts(Some("pvc"), None);
        let mut made = entry();
        let (first, text) = made
            .analyze(".text.k.asm", "asm/k.js", None, &facts)
            .unwrap()
            .unwrap();
        assert_eq!(text, ASM);
        assert_eq!(first.analysis.instructions, 2);
        assert_eq!(
            aotspy_report::listing::decode(&first.listing_file).unwrap(),
            ASM
        );
        assert!(made
            .analyze(".text.none.asm", "asm/n.js", None, &facts)
            .is_none());
        assert!(made
            .analyze(".text.bad.asm", "asm/b.js", None, &facts)
            .unwrap()
            .is_err());
        assert!(made.text(".text.bad.asm").unwrap().is_err());

        let bytes = made.encode(build(7));
        let mut again = decode(&bytes, |a| *a == id(), build(7)).expect("read back");
        assert_eq!(again.text(".text.k.asm").unwrap().unwrap(), ASM);
        assert!(!again.unsaved);
        let (held, _) = again
            .analyze(".text.k.asm", "asm/k.js", None, &facts)
            .unwrap()
            .unwrap();
        assert_eq!(held.listing_file, first.listing_file);
        assert_eq!(held.analysis.isa, first.analysis.isa);
        assert_eq!(held.analysis.advice, first.analysis.advice);
        assert!(!again.unsaved, "nothing new to store");
        // Another listing path, or rows: analyzed again, and the entry to be stored.
        let (elsewhere, _) = again
            .analyze(".text.k.asm", "asm/other.js", None, &facts)
            .unwrap()
            .unwrap();
        assert!(elsewhere
            .listing_file
            .starts_with(b"aotspyListing(\"asm/other.js\""));
        assert!(again.unsaved);

        // Another build: the ASM, not the analyses.
        let other = decode(&bytes, |a| *a == id(), build(8)).unwrap();
        assert!(other.analyses.is_empty());
        assert_eq!(other.text(".text.k.asm").unwrap().unwrap(), ASM);
        // About other code or another target: refused.
        let mut elsewhere_id = id();
        elsewhere_id.target = "dg2".into();
        assert!(decode(&bytes, |a| *a == elsewhere_id, build(7)).is_none());
    }

    #[test]
    fn damage_and_lengths_that_do_not_add_up_are_refused() {
        let bytes = entry().encode(build(7));
        for at in [0, 9, 60, bytes.len() - 1] {
            let mut damaged = bytes.clone();
            damaged[at] ^= 1;
            assert!(
                decode(&damaged, |a| *a == id(), build(7)).is_none(),
                "byte {at}"
            );
        }
        assert!(decode(&bytes[..bytes.len() - 1], |a| *a == id(), build(7)).is_none());
        // Sealed anew, with a byte more, or a header whose lengths run past the end.
        let payload = unseal(MAGIC, &bytes).unwrap();
        let mut longer = payload.to_vec();
        longer.push(0);
        assert!(decode(&seal(MAGIC, &longer), |a| *a == id(), build(7)).is_none());
        let length = u32::from_le_bytes(payload[..4].try_into().unwrap()) as usize;
        let mut header: Header = serde_json::from_slice(&payload[4..4 + length]).unwrap();
        header.files[0].1 = 99;
        let json = serde_json::to_vec(&header).unwrap();
        let mut lying = (json.len() as u32).to_le_bytes().to_vec();
        lying.extend_from_slice(&json);
        lying.extend_from_slice(&payload[4 + length..]);
        assert!(decode(&seal(MAGIC, &lying), |a| *a == id(), build(7)).is_none());
    }

    #[test]
    fn an_entry_is_stored_only_when_it_changed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("e.module");
        let mut made = entry();
        made.store(&path).unwrap();
        let stored = std::fs::read(&path).unwrap();
        std::fs::write(&path, b"sentinel").unwrap();
        made.store(&path).unwrap();
        assert_eq!(
            std::fs::read(&path).unwrap(),
            b"sentinel",
            "unchanged: not written"
        );
        std::fs::write(&path, &stored).unwrap();
        let loaded = AsmEntry::load(&path, &id()).unwrap();
        assert_eq!(loaded.files, made.files);
    }
}
