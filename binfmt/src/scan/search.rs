//! Layer 1: the one SIMD pass for every magic at once, split across cores for large files,
//! over the ranges of a file worth searching.

use super::options::ScanOptions;
use crate::compressed::ZSTD_MAGIC;
use crate::offload::{self, BUNDLE_MAGIC, OFFLOAD_BINARY_MAGIC};
use crate::spirv;
use crate::zebin::{self};
use rayon::prelude::*;
use std::ops::Range;

/// Magics the search looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Magic {
    /// An ELF with `e_machine` EM_INTELGT.
    IntelGtElf,
    Ar,
    Zstd,
    Spirv,
    OffloadBinary,
    Bundle,
}

pub(super) const ELF_MAGIC: &[u8] = b"\x7fELF";
pub(super) const AR_MAGIC: &[u8] = b"!<arch>\n";
pub(super) const SPIRV_LE_MAGIC: [u8; 4] = spirv::MAGIC.to_le_bytes();
pub(super) const LLVM_BITCODE_MAGIC: &[u8] = b"BC\xc0\xde";
/// Decompressed bytes sniffed to decide whether a frame is worth decoding whole.
pub(super) const PEEK_BYTES: usize = 64;
/// zstd's largest block: a frame that declares no more holds at most one block.
pub(super) const ZSTD_MAX_BLOCK: u64 = 128 << 10;
/// zstd inside ar inside zstd… deeper than this is not a real binary.
pub(super) const MAX_DEPTH: usize = 6;
/// Below twice this many bytes, the search runs on one thread: spawning costs more than it saves.
pub(super) const MIN_BYTES_PER_SEARCH_THREAD: usize = 32 << 20;
/// What a searching thread takes at a time (see [`find_magics`]).
pub(super) const SEARCH_PIECE: usize = 8 << 20;

pub(super) const MAGIC_NEEDLES: [(&[u8], Magic); 6] = [
    (ELF_MAGIC, Magic::IntelGtElf),
    (AR_MAGIC, Magic::Ar),
    (&ZSTD_MAGIC, Magic::Zstd),
    (&SPIRV_LE_MAGIC, Magic::Spirv),
    (&OFFLOAD_BINARY_MAGIC, Magic::OffloadBinary),
    (BUNDLE_MAGIC, Magic::Bundle),
];

/// Built once: a scan searches each file, and each listed image's unclaimed part, with it.
pub(super) static MAGIC_SEARCHER: std::sync::LazyLock<aho_corasick::packed::Searcher> =
    std::sync::LazyLock::new(|| {
        let mut patterns = aho_corasick::packed::Config::new().builder();
        for (needle, _) in MAGIC_NEEDLES {
            patterns.add(needle);
        }
        patterns
            .build()
            .expect("a packed searcher accepts 6 short needles")
    });

/// The cores to search and decode on, asked once: `available_parallelism` reads the cgroup's
/// CPU quota from /proc and /sys at each call (asked at each of the 9,687 searches of listed
/// images' unclaimed parts in a oneMKL GEMM script's libraries, it took 26% of a cold
/// `aotspy report`'s CPU samples).
pub(super) fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Every offset in `ranges` (sorted, disjoint) where a magic occurs, sorted. ELF hits are kept
/// only for EM_INTELGT.
///
/// A SIMD multi-substring search (Teddy) checks all needles in one pass, so each byte is read
/// once with no per-byte work in Rust; large inputs are split across the available cores.
pub(super) fn find_magics(file: &[u8], ranges: &[Range<usize>]) -> Vec<(usize, Magic)> {
    let searcher = &*MAGIC_SEARCHER;
    // Hits that start in [start, end); the window reaches past `end` so that a magic straddling
    // the boundary is still seen whole.
    let longest = MAGIC_NEEDLES
        .iter()
        .map(|(n, _)| n.len())
        .max()
        .unwrap_or(1);
    let search = |range: &Range<usize>, hits: &mut Vec<(usize, Magic)>| {
        let window = &file[range.start..(range.end + longest - 1).min(file.len())];
        for hit in searcher.find_iter(window) {
            let offset = range.start + hit.start();
            if offset >= range.end {
                break;
            }
            let magic = MAGIC_NEEDLES[hit.pattern().as_usize()].1;
            if magic != Magic::IntelGtElf || zebin::is_zebin(&file[offset..]) {
                hits.push((offset, magic));
            }
        }
    };
    let search_all = |ranges: &[Range<usize>]| {
        let mut hits = Vec::new();
        for range in ranges {
            search(range, &mut hits);
        }
        hits
    };
    let total: usize = ranges.iter().map(Range::len).sum();
    if cores() == 1 || total < 2 * MIN_BYTES_PER_SEARCH_THREAD {
        return search_all(ranges);
    }
    // Pieces of SEARCH_PIECE bytes, in file order, taken by whichever thread is free: halves
    // fixed in advance finished 8-9 ms apart on a 1.1 GB file (one half's pages were slower to
    // map), leaving a core idle.
    let pieces = pieces_of(ranges, SEARCH_PIECE);
    let found: Vec<_> = pieces.par_iter().map(|piece| search_all(piece)).collect();
    found.into_iter().flatten().collect()
}

/// `ranges` (sorted, disjoint) cut into consecutive pieces of `size` bytes (the last shorter),
/// each a list of ranges.
pub(super) fn pieces_of(ranges: &[Range<usize>], size: usize) -> Vec<Vec<Range<usize>>> {
    let mut pieces = vec![Vec::new()];
    let mut filled = 0;
    for range in ranges {
        let mut start = range.start;
        while start < range.end {
            let end = range.end.min(start + (size - filled));
            pieces.last_mut().expect("never empty").push(start..end);
            filled += end - start;
            start = end;
            if filled == size {
                pieces.push(Vec::new());
                filled = 0;
            }
        }
    }
    if pieces.last().is_some_and(Vec::is_empty) {
        pieces.pop();
    }
    pieces
}

/// The parts of `file` the magic search covers.
pub(super) fn searched_ranges(
    file: &[u8],
    layout: &offload::HostLayout,
    options: &ScanOptions,
) -> Vec<Range<usize>> {
    if !options.only_data_sections {
        return vec![Range {
            start: 0,
            end: file.len(),
        }];
    }
    let mut ranges = Vec::new();
    let mut from = 0;
    for section in layout.sections.iter().filter(|s| s.host_code_or_metadata) {
        let (start, end) = (
            section.offset as usize,
            (section.offset + section.size) as usize,
        );
        if start > from {
            ranges.push(from..start);
        }
        from = from.max(end);
    }
    if from < file.len() {
        ranges.push(from..file.len());
    }
    ranges
}

/// `ranges` (sorted, disjoint) less every range of `holes` (in any order, overlapping or not).
pub(super) fn without(
    ranges: &[Range<usize>],
    holes: impl Iterator<Item = Range<usize>>,
) -> Vec<Range<usize>> {
    let mut holes: Vec<Range<usize>> = holes.filter(|h| !h.is_empty()).collect();
    holes.sort_by_key(|h| h.start);
    let mut left = Vec::new();
    let mut hole = holes.iter().peekable();
    for range in ranges {
        let mut start = range.start;
        while start < range.end {
            // Holes that end before `start` no longer matter.
            while hole.next_if(|h| h.end <= start).is_some() {}
            match hole.peek() {
                Some(h) if h.start < range.end => {
                    if h.start > start {
                        left.push(start..h.start);
                    }
                    start = start.max(h.end);
                }
                _ => {
                    left.push(start..range.end);
                    break;
                }
            }
        }
    }
    left
}
