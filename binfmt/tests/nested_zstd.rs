//! A zstd bomb: frames nested in frames, each decoding to 1 GiB of zeros with the next frame at
//! its start, the whole file a few hundred bytes. Before one budget was shared across nesting
//! levels (each level allowed 1 GiB, up to 6 levels, each kept while the next decoded), such a
//! file took gigabytes of memory and reported nothing. Now the scan stops at the budget, says
//! which frame it skipped, and its heap never holds much more than the budget.

use aotspy_binfmt::compressed::ZSTD_MAGIC;
use aotspy_binfmt::scan::{scan, scan_standalone, ScanOptions, DEFAULT_DECOMPRESSION_BUDGET};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Tracks the most heap this test binary held at once.
struct PeakHeap;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

unsafe impl GlobalAlloc for PeakHeap {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        grew(new_size);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: PeakHeap = PeakHeap;

/// zstd's largest block.
const BLOCK: usize = 128 << 10;

/// The blocks of the frame ruzstd makes of `data` (its header and checksum cut off), with the
/// last block's "last" bit cleared, so that more blocks can follow them in another frame.
fn compressed_blocks(data: &[u8]) -> Vec<u8> {
    let frame =
        ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest);
    let descriptor = frame[4];
    let single_segment = descriptor & 0x20 != 0;
    let dictionary_id_bytes = [0, 1, 2, 4][usize::from(descriptor & 3)];
    let content_size_bytes = match (descriptor >> 6, single_segment) {
        (0, false) => 0,
        (0, true) => 1,
        (1, _) => 2,
        (2, _) => 4,
        _ => 8,
    };
    let mut at = 5 + usize::from(!single_segment) + dictionary_id_bytes + content_size_bytes;
    let mut blocks = Vec::new();
    loop {
        let word = u32::from_le_bytes([frame[at], frame[at + 1], frame[at + 2], 0]);
        let size = (word >> 3) as usize;
        let content = if (word >> 1) & 3 == 1 { 1 } else { size };
        let mut block = frame[at..at + 3 + content].to_vec();
        block[0] &= !1;
        blocks.extend(block);
        at += 3 + content;
        if word & 1 != 0 {
            return blocks;
        }
    }
}

/// A frame (128 KiB window, no declared size: a decoder learns its size only by decoding it)
/// holding `inner` then zeros, `total` bytes in all; and where its own run of block headers
/// starts. `inner[..plain]` is stored as a raw block, the rest compressed: ruzstd compresses a
/// run of repeated block headers well only when nothing else comes before it.
fn frame_of(inner: &[u8], plain: usize, total: usize) -> (Vec<u8>, usize) {
    let mut frame = ZSTD_MAGIC.to_vec();
    frame.push(0); // no content size, not single segment, no dictionary, no checksum
    frame.push(7 << 3); // window 1 << (10 + 7)
    let raw = (plain as u32) << 3; // raw, not last
    frame.extend(&raw.to_le_bytes()[..3]);
    frame.extend(&inner[..plain]);
    if plain < inner.len() {
        frame.extend(compressed_blocks(&inner[plain..]));
    }
    let headers_at = frame.len();
    let zeros = total - inner.len();
    let blocks = zeros.div_ceil(BLOCK);
    for index in 0..blocks {
        let size = BLOCK.min(zeros - index * BLOCK);
        let last = u32::from(index + 1 == blocks);
        let header = (size as u32) << 3 | 1 << 1 | last; // RLE
        frame.extend(&header.to_le_bytes()[..3]);
        frame.push(0);
    }
    if blocks == 0 {
        frame.extend([1, 0, 0]); // an empty raw block, the last
    }
    (frame, headers_at)
}

/// `levels` frames of 1 GiB nested one in the next, wrapped in a last small frame that holds
/// just them, so that the block headers of each level are compressed by the next.
fn bomb(levels: usize) -> Vec<u8> {
    let start = b"not an image";
    let (mut frame, mut headers_at) = frame_of(start, start.len(), 1 << 30);
    for _ in 1..levels {
        (frame, headers_at) = frame_of(&frame, headers_at, 1 << 30);
    }
    frame_of(&frame, headers_at, frame.len()).0
}

#[test]
fn nested_frames_share_one_budget_and_say_what_was_skipped() {
    let file = bomb(4);
    // The same bytes are committed for the collector's test (tests/tests/hardening.rs).
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/fuzz/nested-zstd-bomb.zst");
    assert!(
        std::fs::read(&path).unwrap() == file,
        "{} is not what bomb(4) makes",
        path.display()
    );
    assert!(file.len() < 4096, "{} bytes", file.len());

    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let started = std::time::Instant::now();
    let found = scan(&file, &ScanOptions::default());
    let took = started.elapsed();
    let peak = PEAK.load(Ordering::Relaxed) - before;

    assert!(found.images.is_empty());
    // The frames nested in the first are stored whole at its start (the test's raw blocks):
    // the magic search finds them too, and each is a frame of the file with its own budget.
    let [warning, inner @ ..] = &found.warnings[..] else {
        panic!("{:?}", found.warnings)
    };
    assert_eq!(inner.len(), 2, "{:?}", found.warnings);
    assert!(inner.iter().all(|w| w.ends_with("; skipped")), "{inner:?}");
    let outer = outer_len(&file);
    let expected = format!(
        "offset 0x0: inside a zstd frame: zstd frame decompresses to more than the {}-byte \
         limit (what is left of the {DEFAULT_DECOMPRESSION_BUDGET}-byte decompression budget \
         shared by all nesting levels, {outer} bytes already decoded around it at depth 1); \
         skipped",
        DEFAULT_DECOMPRESSION_BUDGET - outer
    );
    assert_eq!(warning, &expected);
    // Frames found in the file decode on every core, each within its own budget; while its
    // buffer grows, the old and the new one are both held for a moment.
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(3);
    let most = threads * (DEFAULT_DECOMPRESSION_BUDGET * 3 / 2 + (4 << 20));
    eprintln!("peak heap {peak} bytes (at most {most}) in {took:?}");
    assert!(
        peak <= most,
        "peak heap {peak} bytes ({}: {took:?})",
        path.display()
    );

    let error = scan_standalone(&file, &ScanOptions::default()).unwrap_err();
    assert!(error.0.ends_with("; skipped"), "{error}");
}

/// What the outermost frame of `file` decodes to: the frame nested in it.
fn outer_len(file: &[u8]) -> usize {
    aotspy_binfmt::compressed::decode_frame(file, 1 << 20)
        .unwrap()
        .data
        .len()
}

#[test]
fn a_smaller_budget_stops_sooner_and_frames_within_it_are_read() {
    // Three levels of 1 MiB each: within a 4 MiB budget all three decode (the innermost holds
    // no image, so nothing is said); with 2 MiB the third is skipped and named.
    let start = b"not an image";
    let (mut frame, mut headers_at) = frame_of(start, start.len(), 1 << 20);
    for _ in 1..3 {
        (frame, headers_at) = frame_of(&frame, headers_at, 1 << 20);
    }
    let roomy = ScanOptions {
        max_decompressed_bytes: 4 << 20,
        ..ScanOptions::default()
    };
    let found = scan(&frame, &roomy);
    assert!(
        found.images.is_empty() && found.warnings.is_empty(),
        "{:?}",
        found.warnings
    );

    let tight = ScanOptions {
        max_decompressed_bytes: 2 << 20,
        ..ScanOptions::default()
    };
    let found = scan(&frame, &tight);
    let [warning] = &found.warnings[..] else {
        panic!("{:?}", found.warnings)
    };
    assert!(
        warning.starts_with(
            "offset 0x0: inside a zstd frame: inside a zstd frame: zstd frame decompresses to \
             more than the 0-byte limit (what is left of the 2097152-byte decompression budget \
             shared by all nesting levels, 2097152 bytes already decoded around it at depth 2)"
        ),
        "{warning}"
    );
}
