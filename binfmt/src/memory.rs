//! Finds zebins holding given kernels in a running process's memory (what roc-obj calls
//! `memory://PID`): its heap and anonymous mappings, where the driver keeps each module's binary
//! and a program keeps the buffer it read a zebin into.
//!
//! Memory is read in windows, each searched by [`scan::scan`] (the same search every file gets),
//! so what is held at once is one window however large the process is. Windows overlap by
//! [`MemoryLimits::max_image_bytes`], so every image up to that size lies whole in some window;
//! larger ones are not found. Reading stops at [`MemoryLimits::max_total_bytes`] or after
//! [`MemoryLimits::max_duration`], and every bound that left something out is said in
//! [`MemoryScan::skipped`].

use crate::scan::{self, Layer, ScanOptions};
use std::collections::HashSet;
use std::ops::Range;
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct MemoryLimits {
    /// Bytes read per window.
    pub window_bytes: usize,
    /// The largest image looked for: consecutive windows overlap by this much.
    pub max_image_bytes: usize,
    /// Bytes read in all, over every region.
    pub max_total_bytes: u64,
    /// No window is begun after this long.
    pub max_duration: Duration,
}

impl Default for MemoryLimits {
    /// 16 MiB windows, images up to 4 MiB (a module's zebin is tens of KiB; oneMKL's largest
    /// are a few MiB), 1 GiB read at most, in 10 s at most.
    fn default() -> Self {
        MemoryLimits {
            window_bytes: 16 << 20,
            max_image_bytes: 4 << 20,
            max_total_bytes: 1 << 30,
            max_duration: Duration::from_secs(10),
        }
    }
}

/// A zebin found in memory that holds at least one wanted kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemoryZebin {
    /// Where it starts in the process.
    pub address: u64,
    pub bytes: Vec<u8>,
    /// Its kernels, as zeInfo names them.
    pub kernels: Vec<String>,
    /// ocloc device names from its compat note.
    pub devices: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MemoryScan {
    /// Distinct by bytes, at the first address each was found at.
    pub zebins: Vec<MemoryZebin>,
    pub bytes_read: u64,
    /// What the limits or unreadable memory left out, one phrase each.
    pub skipped: Vec<String>,
}

/// Searches `regions` (address ranges) for zebins holding a kernel named in `names`, reading
/// through `read(address, buffer)`, which fills what it can and returns how many bytes it read
/// (fewer at an unreadable page: the rest of that window is then left out).
pub fn find_zebins(
    regions: &[Range<u64>],
    names: &HashSet<String>,
    limits: &MemoryLimits,
    mut read: impl FnMut(u64, &mut [u8]) -> usize,
) -> MemoryScan {
    let mut found = MemoryScan::default();
    let step = limits
        .window_bytes
        .saturating_sub(limits.max_image_bytes)
        .max(1) as u64;
    // The driver keeps zebins as they are: no zstd frame in memory is decoded (a program's data
    // may hold any, and a bomb among them would cost a decompression budget per window).
    let options = ScanOptions {
        read_kernels: true,
        max_decompressed_bytes: 0,
        max_decompressed_bytes_per_file: 0,
        decode_frames: Some(scan::FrameSizes::default()),
        ..ScanOptions::default()
    };
    let mut seen: HashSet<String> = HashSet::new();
    let mut short_reads = 0u64;
    let mut buffer = vec![0u8; limits.window_bytes];
    let started = Instant::now();
    for (index, region) in regions.iter().enumerate() {
        let mut start = region.start;
        while start < region.end {
            let left = limits.max_total_bytes.saturating_sub(found.bytes_read);
            let late = started.elapsed() >= limits.max_duration;
            if left == 0 || late {
                let unread: u64 = (region.end - start)
                    + regions[index + 1..]
                        .iter()
                        .map(|r| r.end.saturating_sub(r.start))
                        .sum::<u64>();
                found.skipped.push(if late {
                    format!(
                        "{unread} bytes of memory left after {:.1} s (the limit)",
                        limits.max_duration.as_secs_f64()
                    )
                } else {
                    format!(
                        "{unread} bytes of memory past the {} bytes read (the limit)",
                        limits.max_total_bytes
                    )
                });
                return finish(found, short_reads);
            }
            let len = (region.end - start)
                .min(limits.window_bytes as u64)
                .min(left) as usize;
            let got = read(start, &mut buffer[..len]).min(len);
            found.bytes_read += got as u64;
            if got < len {
                short_reads += 1;
            }
            collect_window(
                &buffer[..got],
                start,
                names,
                &options,
                &mut seen,
                &mut found,
            );
            if got < len || start + len as u64 >= region.end {
                break;
            }
            start += step;
        }
    }
    finish(found, short_reads)
}

fn finish(mut found: MemoryScan, short_reads: u64) -> MemoryScan {
    if short_reads > 0 {
        found.skipped.push(format!(
            "the rest of {short_reads} region(s) after a page that could not be read"
        ));
    }
    found
}

fn collect_window(
    window: &[u8],
    address: u64,
    names: &HashSet<String>,
    options: &ScanOptions,
    seen: &mut HashSet<String>,
    found: &mut MemoryScan,
) {
    for image in scan::scan(window, options).images {
        if image.format() != Layer::Zebin || image.compressed {
            continue;
        }
        let kernels: Vec<String> = image.kernel_names().iter().map(|&k| k.to_owned()).collect();
        if !kernels.iter().any(|k| names.contains(k)) {
            continue;
        }
        if !seen.insert(crate::hash::sha256_hex(&image.bytes)) {
            continue;
        }
        found.zebins.push(MemoryZebin {
            address: address + image.offset,
            devices: image.devices(),
            bytes: image.bytes.into_owned(),
            kernels,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn golden_zebin() -> Vec<u8> {
        std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../isa/tests/data/iga1/pvc-vector_ops-g.zebin"
        ))
        .unwrap()
    }

    /// Memory of `len` bytes of noise with `zebin` at `at`, twice (the driver's copy and the
    /// program's buffer): found once, at the first address, also across a window's edge.
    #[test]
    fn a_zebin_in_memory_is_found_once_wherever_windows_cut() {
        let zebin = golden_zebin();
        let mut memory: Vec<u8> = (0..200_000u32).map(|i| (i * 7 % 251) as u8).collect();
        memory[70_000..70_000 + zebin.len()].copy_from_slice(&zebin);
        memory[150_000..150_000 + zebin.len()].copy_from_slice(&zebin);
        let base = 0x7f00_0000_0000u64;
        let names: HashSet<String> = ["scale".to_owned()].into();
        let limits = MemoryLimits {
            window_bytes: 64 << 10,
            max_image_bytes: zebin.len(),
            ..MemoryLimits::default()
        };
        let found = find_zebins(
            std::slice::from_ref(&(base..base + memory.len() as u64)),
            &names,
            &limits,
            |at, buf| {
                let from = (at - base) as usize;
                buf.copy_from_slice(&memory[from..from + buf.len()]);
                buf.len()
            },
        );
        assert_eq!(found.zebins.len(), 1, "{:?}", found.skipped);
        assert_eq!(found.zebins[0].address, base + 70_000);
        assert_eq!(found.zebins[0].bytes, zebin);
        assert!(found.zebins[0].kernels.contains(&"scale".to_owned()));
        assert!(found.skipped.is_empty());
    }

    /// The byte budget and unreadable pages stop the search and say so.
    #[test]
    fn limits_and_unreadable_pages_are_said() {
        let names: HashSet<String> = ["scale".to_owned()].into();
        let mut limits = MemoryLimits {
            window_bytes: 4096,
            max_image_bytes: 1024,
            max_total_bytes: 1 << 20,
            ..MemoryLimits::default()
        };
        let found = find_zebins(&[0..8192, 0x10000..0x20000], &names, &limits, |at, buf| {
            if at >= 0x10000 {
                0
            } else {
                buf.fill(0);
                buf.len()
            }
        });
        // Windows at 0, 3072 and 6144 (1024 bytes of overlap), then nothing of the second.
        assert_eq!(found.bytes_read, 4096 + 4096 + 2048);
        assert!(
            found.skipped[0].contains("could not be read"),
            "{:?}",
            found.skipped
        );
        limits.max_total_bytes = 10_000;
        let found = find_zebins(
            std::slice::from_ref(&(0..1 << 20)),
            &names,
            &limits,
            |_, buf| buf.len(),
        );
        assert_eq!(found.bytes_read, 10_000);
        assert!(
            found.skipped[0].contains("the limit"),
            "{:?}",
            found.skipped
        );
    }
}
