//! Finding a launched kernel's record: a direct-mapped cache in front of the kernel map, on
//! the launch path (one load and one compare when the kernel is cached). A miss goes to the
//! map, and in an injected library to the identification of a kernel from before the
//! injection (`identify.rs`).

use super::identify::found_kernel;
use super::known::{INJECTED, KERNELS};
use super::unattributed::unknown_kernel;
use crate::durable::KernelRecord;
use aotspy_ze_abi::ffi::Handle;
use std::sync::atomic::{AtomicPtr, AtomicU32, AtomicU64, Ordering};

/// A direct-mapped cache in front of `KERNELS`: most launches find their kernel here with one
/// load and one compare. A miss (another kernel, or `NO_KERNEL`) falls back to the map. Empty
/// buckets point at `NO_KERNEL` rather than null, which saves the launch path a branch; they
/// start null (no relocations, no dirty pages in processes that never use Level Zero) and
/// `prepare_caches` (`launch.rs`) points them at `NO_KERNEL` before any hook can be installed.
const KERNEL_BUCKETS: usize = 16384;
static NO_KERNEL: KernelRecord = KernelRecord {
    handle: 0,
    id: 0,
    dispatches: AtomicU64::new(0),
    sample_countdown: AtomicU32::new(0),
    sampled_launch: AtomicU32::new(0),
};

pub(super) static KERNEL_CACHE: [AtomicPtr<KernelRecord>; KERNEL_BUCKETS] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; KERNEL_BUCKETS];

/// Handles are heap addresses of driver objects, so bits above the allocator's alignment are
/// spread enough to index the caches directly.
#[inline(always)]
pub(super) fn kernel_bucket(kernel: usize) -> &'static AtomicPtr<KernelRecord> {
    &KERNEL_CACHE[(kernel >> 4) % KERNEL_BUCKETS]
}

pub(super) fn empty_kernel_bucket() -> *mut KernelRecord {
    &NO_KERNEL as *const KernelRecord as *mut KernelRecord
}

/// The record of `kernel`; `UNKNOWN_KERNEL` for a handle never seen created.
#[inline(always)]
pub(super) fn kernel_record(kernel: Handle) -> &'static KernelRecord {
    let bucket = kernel_bucket(kernel as usize);
    // SAFETY: buckets hold leaked records or `NO_KERNEL`, never null or freed memory.
    let cached = unsafe { &*bucket.load(Ordering::Acquire) };
    if cached.handle == kernel as usize {
        cached
    } else {
        kernel_record_uncached(kernel, bucket)
    }
}

#[cold]
#[inline(never)]
fn kernel_record_uncached(
    kernel: Handle,
    bucket: &'static AtomicPtr<KernelRecord>,
) -> &'static KernelRecord {
    let record = match KERNELS.get(kernel as usize) {
        Some(record) => record,
        None if INJECTED.load(Ordering::Relaxed) => match found_kernel(kernel) {
            Some(record) => record,
            None => return unknown_kernel(),
        },
        None => return unknown_kernel(),
    };
    bucket.store(record as *const _ as *mut _, Ordering::Release);
    record
}
