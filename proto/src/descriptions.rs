//! The kernel descriptions file: what a count in the [`counters`] file is a count of, made as
//! durable as the count. The preload appends one record per kernel slot it takes in the counters
//! file, before the slot is visible to a launch, so a process killed before its stream described
//! a kernel still leaves the kernel's name (and module id) on disk beside its counts.
//!
//! The file is `MAGIC` then the format `VERSION` (u32, little endian), then records, each one
//! `write(2)` of the preload on an `O_APPEND` descriptor: a u32 little endian length and that
//! many bytes of a postcard-encoded [`KernelDescription`] (the stream's framing). A process
//! killed in the middle of a write leaves a truncated last record, which [`parse`] drops.

use serde::{Deserialize, Serialize};

pub const MAGIC: [u8; 8] = *b"AOTSPYK\x01";
/// 2: [`KernelDescription::operation`]. Version 1 files (no such field) are still read.
pub const VERSION: u32 = 2;
pub const HEADER_BYTES: usize = MAGIC.len() + 4;
/// Longer names are cut (at a character boundary) so a record stays one small write.
pub const MAX_NAME_BYTES: usize = 16 * 1024;
/// Larger records are refused: none the preload writes comes near this.
pub const MAX_RECORD_BYTES: usize = 64 * 1024;

/// One kernel of the counters file, by the id its slot and the stream use.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct KernelDescription {
    /// Per-process kernel id, as [`crate::Kernel::id`] and the counters file's slot.
    pub id: u64,
    /// The [`crate::Module`] id of its module, where the preload knew it.
    pub module: Option<u64>,
    /// Its device ([`crate::Device::id`]), where the preload knew it.
    pub device: Option<u32>,
    /// Created before `aotspy attach` injected the library (a [`crate::FoundKernel`]).
    pub found: bool,
    /// As passed to `zeKernelCreate` (or `zeKernelGetName`), at most [`MAX_NAME_BYTES`].
    pub name: String,
    /// Set when the slot counts a driver operation rather than a kernel (`name` is then
    /// the operation's function).
    pub operation: Option<crate::DriverOperation>,
}

/// A record of format 1, before [`KernelDescription::operation`].
#[derive(Deserialize)]
struct KernelDescriptionV1 {
    id: u64,
    module: Option<u64>,
    device: Option<u32>,
    found: bool,
    name: String,
}

fn decode(version: u32, body: &[u8]) -> postcard::Result<KernelDescription> {
    if version == VERSION {
        return postcard::from_bytes(body);
    }
    let v1: KernelDescriptionV1 = postcard::from_bytes(body)?;
    Ok(KernelDescription {
        id: v1.id,
        module: v1.module,
        device: v1.device,
        found: v1.found,
        name: v1.name,
        operation: None,
    })
}

/// The file's first bytes.
pub fn header() -> [u8; HEADER_BYTES] {
    let mut header = [0u8; HEADER_BYTES];
    header[..8].copy_from_slice(&MAGIC);
    header[8..].copy_from_slice(&VERSION.to_le_bytes());
    header
}

/// One record, length prefix included: what one `write(2)` appends. A name over
/// [`MAX_NAME_BYTES`] is cut.
pub fn encode(description: &KernelDescription) -> Vec<u8> {
    let cut;
    let description = if description.name.len() > MAX_NAME_BYTES {
        let mut end = MAX_NAME_BYTES;
        while !description.name.is_char_boundary(end) {
            end -= 1;
        }
        cut = KernelDescription {
            name: description.name[..end].to_owned(),
            ..description.clone()
        };
        &cut
    } else {
        description
    };
    let mut record =
        postcard::to_extend(description, vec![0u8; 4]).expect("Vec writer cannot fail");
    let len = (record.len() - 4) as u32;
    record[..4].copy_from_slice(&len.to_le_bytes());
    record
}

/// What a descriptions file holds.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Descriptions {
    pub kernels: Vec<KernelDescription>,
    /// Records whose length was sound but whose body did not decode: passed over.
    pub skipped: usize,
    /// Bytes at the end that are no whole record (a process killed mid-write, or a length
    /// no record has), dropped.
    pub trailing_bytes: usize,
}

/// Reads a descriptions file's bytes: the records before the first cut or impossible one.
/// Only a wrong header (another file, or another format) is an error.
pub fn parse(bytes: &[u8]) -> Result<Descriptions, String> {
    if bytes.len() < HEADER_BYTES || bytes[..8] != MAGIC {
        return Err("not an aotspy kernel descriptions file".into());
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes"));
    if !(1..=VERSION).contains(&version) {
        return Err(format!(
            "kernel descriptions format {version}; this aotspy reads formats 1 to {VERSION}"
        ));
    }
    let mut descriptions = Descriptions::default();
    let mut rest = &bytes[HEADER_BYTES..];
    while rest.len() >= 4 {
        let len = u32::from_le_bytes(rest[..4].try_into().expect("4 bytes")) as usize;
        if len > MAX_RECORD_BYTES || len > rest.len() - 4 {
            break;
        }
        let body = &rest[4..4 + len];
        match decode(version, body) {
            Ok(description) => descriptions.kernels.push(description),
            Err(_) => descriptions.skipped += 1,
        }
        rest = &rest[4 + len..];
    }
    descriptions.trailing_bytes = rest.len();
    Ok(descriptions)
}
