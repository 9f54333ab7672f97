//! `binfmt::memory` on what the `memory` fuzz target once found: memory holding a zstd frame
//! that declares hundreds of MB (`tests/data/fuzz/memory-zstd-frame.bin`). The driver keeps
//! zebins uncompressed, so a memory search decodes no frame: no allocation comes near the
//! frame's size.

use aotspy_binfmt::memory::{find_zebins, MemoryLimits};
use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, remembering the largest single allocation.
struct Largest;

static LARGEST: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Largest {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Largest = Largest;

#[test]
fn a_compressed_frame_in_memory_is_not_decoded() {
    let memory = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz/memory-zstd-frame.bin"),
    )
    .unwrap();
    let names: HashSet<String> = ["scale".to_owned()].into();
    let limits = MemoryLimits {
        window_bytes: 8192,
        max_image_bytes: 2048,
        ..MemoryLimits::default()
    };
    LARGEST.store(0, Ordering::Relaxed);
    let found = find_zebins(
        std::slice::from_ref(&(0..memory.len() as u64)),
        &names,
        &limits,
        |at, buffer| {
            let from = at as usize;
            let n = buffer.len().min(memory.len() - from);
            buffer[..n].copy_from_slice(&memory[from..from + n]);
            n
        },
    );
    assert!(found.zebins.is_empty());
    let largest = LARGEST.load(Ordering::Relaxed);
    assert!(largest < 1 << 20, "an allocation of {largest} bytes");
}
