//! `binfmt::memory::find_zebins` on arbitrary bytes as a process's memory: split into two
//! regions, read in small overlapping windows with a short read partway (an unreadable page),
//! under a byte budget. Must never panic, hang or allocate without bound.
#![no_main]

use aotspy_binfmt::memory::{find_zebins, MemoryLimits};
use libfuzzer_sys::fuzz_target;
use std::collections::HashSet;

fuzz_target!(|data: &[u8]| {
    let names: HashSet<String> = ["scale", "_ZTSZ4mainE10vector_add", ""]
        .into_iter()
        .map(str::to_owned)
        .collect();
    let limits = MemoryLimits {
        window_bytes: 8192,
        max_image_bytes: 2048,
        max_total_bytes: 1 << 20,
        ..MemoryLimits::default()
    };
    let half = data.len() as u64 / 2;
    let unreadable = half + half / 2;
    let regions = [0..half, half..data.len() as u64];
    let found = find_zebins(&regions, &names, &limits, |at, buf| {
        let end = (at + buf.len() as u64).min(unreadable.max(half));
        let n = end.saturating_sub(at) as usize;
        let n = n.min(buf.len()).min(data.len().saturating_sub(at as usize));
        buf[..n].copy_from_slice(&data[at as usize..at as usize + n]);
        n
    });
    assert!(found.zebins.iter().all(|z| !z.bytes.is_empty()));
});
