//! The durable counters file: the preload's kernel records themselves, in a file-backed
//! `MAP_SHARED` mapping, so every count is in the page cache the moment its launch returns and
//! survives the process however it dies (SIGKILL, SIGTERM, `exec`).
//!
//! The file is a sequence of `CHUNK_BYTES` chunks (the preload maps one more when its slots
//! run out; records never move) of `SLOT_BYTES` slots, all little endian:
//! - slots 0 and 1: the header: `MAGIC`, the format `VERSION` (u32), `SLOT_BYTES` (u32),
//!   `CHUNK_BYTES` (u64), then [`Unattributed`]'s `unknown_list_runs` and `unhooked_entries`
//!   (u64 each);
//! - slot 2: launches of kernels never seen created (a kernel slot with id 0);
//! - then kernel slots: kernel id (u64, 0 while unused), a field only the preload reads, then
//!   dispatches (u64, at `DISPATCHES_OFFSET`).

use super::{DispatchTotal, Unattributed};

pub const MAGIC: [u8; 8] = *b"AOTSPYC\x01";
pub const VERSION: u32 = 1;
pub const SLOT_BYTES: usize = 32;
/// 2048 slots; a multiple of every page size Linux uses, so chunks map at their offset.
pub const CHUNK_BYTES: usize = 64 * 1024;
pub const UNKNOWN_LIST_RUNS_OFFSET: usize = 24;
pub const UNHOOKED_ENTRIES_OFFSET: usize = 32;
pub const UNKNOWN_KERNEL_SLOT: usize = 2;
/// Where a kernel slot holds its dispatches.
pub const DISPATCHES_OFFSET: usize = 16;
pub const FIRST_KERNEL_SLOT: usize = 3;

/// What a counters file holds.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub totals: Vec<DispatchTotal>,
    pub unattributed: Unattributed,
}

fn u64_at(bytes: &[u8], offset: usize) -> u64 {
    u64::from_le_bytes(bytes[offset..offset + 8].try_into().expect("8 bytes"))
}

/// The bytes of a counters file holding `counts`, laid out as the preload lays them out
/// (the inverse of [`parse`]): for what writes such files without the preload, such as
/// tests and fuzz seeds.
pub fn encode(counts: &Counts) -> Vec<u8> {
    let slots = FIRST_KERNEL_SLOT + counts.totals.len();
    let chunks = slots.div_ceil(CHUNK_BYTES / SLOT_BYTES);
    let mut bytes = vec![0u8; chunks * CHUNK_BYTES];
    let mut put = |offset: usize, value: &[u8]| {
        bytes[offset..offset + value.len()].copy_from_slice(value);
    };
    put(0, &MAGIC);
    put(8, &VERSION.to_le_bytes());
    put(12, &(SLOT_BYTES as u32).to_le_bytes());
    put(16, &(CHUNK_BYTES as u64).to_le_bytes());
    let unattributed = &counts.unattributed;
    put(
        UNKNOWN_LIST_RUNS_OFFSET,
        &unattributed.unknown_list_runs.to_le_bytes(),
    );
    put(
        UNHOOKED_ENTRIES_OFFSET,
        &unattributed.unhooked_entries.to_le_bytes(),
    );
    put(
        UNKNOWN_KERNEL_SLOT * SLOT_BYTES + DISPATCHES_OFFSET,
        &unattributed.unknown_kernel_launches.to_le_bytes(),
    );
    for (index, total) in counts.totals.iter().enumerate() {
        let slot = (FIRST_KERNEL_SLOT + index) * SLOT_BYTES;
        put(slot, &total.kernel.to_le_bytes());
        put(slot + DISPATCHES_OFFSET, &total.dispatches.to_le_bytes());
    }
    bytes
}

/// Reads a counters file's bytes. A chunk the process was still adding when it died ends in
/// zeros, which read as unused slots.
pub fn parse(bytes: &[u8]) -> Result<Counts, String> {
    if bytes.len() < FIRST_KERNEL_SLOT * SLOT_BYTES || bytes[..8] != MAGIC {
        return Err("not an aotspy counters file".into());
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes"));
    let slot_bytes = u32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes"));
    if version != VERSION || slot_bytes as usize != SLOT_BYTES {
        return Err(format!(
            "counters format {version} with {slot_bytes}-byte slots; this aotspy reads \
             format {VERSION} with {SLOT_BYTES}-byte slots"
        ));
    }
    let slot = |index: usize| &bytes[index * SLOT_BYTES..(index + 1) * SLOT_BYTES];
    let totals = (FIRST_KERNEL_SLOT..bytes.len() / SLOT_BYTES)
        .map(slot)
        .filter(|s| u64_at(s, 0) != 0)
        .map(|s| DispatchTotal {
            kernel: u64_at(s, 0),
            dispatches: u64_at(s, DISPATCHES_OFFSET),
        })
        .collect();
    Ok(Counts {
        totals,
        unattributed: Unattributed {
            unknown_kernel_launches: u64_at(slot(UNKNOWN_KERNEL_SLOT), DISPATCHES_OFFSET),
            unknown_list_runs: u64_at(bytes, UNKNOWN_LIST_RUNS_OFFSET),
            unhooked_entries: u64_at(bytes, UNHOOKED_ENTRIES_OFFSET),
        },
    })
}
