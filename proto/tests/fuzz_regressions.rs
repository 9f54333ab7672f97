//! Inputs the `frame` fuzz target (fuzz/fuzz_targets/frame.rs, run by scripts/fuzz) found, kept
//! so each fixed failure stays fixed. Reading any bytes must end in a value or an error: never a
//! panic, a hang, or an allocation the input does not pay for.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use aotspy_proto::{
    read_frame, read_preamble, ReadError, StreamReader, MAX_FRAME_BYTES, PROTOCOL_VERSION,
};

/// Records the largest single allocation this test binary makes.
struct LargestAllocation;

static LARGEST: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for LargestAllocation {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        unsafe {
            LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
            System.alloc(layout)
        }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        unsafe {
            LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
            System.alloc_zeroed(layout)
        }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        unsafe {
            LARGEST.fetch_max(new_size, Ordering::Relaxed);
            System.realloc(ptr, layout, new_size)
        }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: LargestAllocation = LargestAllocation;

/// No test here legitimately allocates anywhere near this.
const ALLOCATION_CEILING: usize = 16 << 20;

/// Reads `stream` as the collector does: preamble (its verdict ignored, as the fuzz target
/// does), then frames until the end or the first error that ends a stream.
fn read_all(stream: &[u8]) -> Option<ReadError> {
    let mut r = stream;
    let version = read_preamble(&mut r).unwrap_or(PROTOCOL_VERSION);
    let mut reader = StreamReader::after_preamble(r, version);
    loop {
        match reader.next_event() {
            Ok(Some(_)) => {}
            Ok(None) => return None,
            Err(e) => return Some(e),
        }
    }
}

/// fuzz `frame`, libFuzzer out-of-memory (malloc limit): 30 garbage bytes whose second length
/// prefix says 0x26008100 (~608 MiB). `read_frame` allocated the whole body before reading it.
#[test]
fn garbage_length_prefix_does_not_allocate_the_claimed_body() {
    // A bad 12-byte preamble, an 8-byte frame, then length 0x26008100 and 2 of its bytes.
    let stream: &[u8] = b"A]&TRSY\0\x01Y\0\0\
        \x08\0\0\0\x01\x80\x01\x01\0\0\0\0\
        \0\x81\0\x26\0\0";
    assert_eq!(stream.len(), 30);
    assert!(matches!(read_all(stream), Some(ReadError::Truncated)));
    let largest = LARGEST.load(Ordering::Relaxed);
    assert!(
        largest < ALLOCATION_CEILING,
        "a 30-byte stream made a {largest}-byte allocation"
    );
}

/// The largest length `read_frame` accepts, with no body behind it.
#[test]
fn maximal_length_prefix_without_a_body_is_truncated_cheaply() {
    let stream = MAX_FRAME_BYTES.to_le_bytes();
    assert!(matches!(
        read_frame(&mut &stream[..]),
        Err(ReadError::Truncated)
    ));
    let largest = LARGEST.load(Ordering::Relaxed);
    assert!(
        largest < ALLOCATION_CEILING,
        "a 4-byte stream made a {largest}-byte allocation"
    );
}
