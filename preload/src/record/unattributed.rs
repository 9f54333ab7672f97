//! The unattributed counts: launches of kernels the preload never saw created, executions of
//! lists it never saw created, and hook slots that ran out. They live in the counters file's
//! header once the process engaged (`make_durable`, which creates that file), in statics of
//! their own before.

use crate::durable::{self, KernelRecord};
use aotspy_proto as proto;
use std::sync::atomic::{AtomicPtr, AtomicU32, AtomicU64, Ordering};

/// The unattributed counts live in the durable counters file's header once it exists
/// (`make_durable`); before that (a forked child that has not engaged yet) or without a file,
/// in these statics. What is reported is the sum.
pub(super) static DURABLE_HEADER: AtomicPtr<durable::Header> = AtomicPtr::new(std::ptr::null_mut());
/// Launches of kernel handles the preload never saw created (made before it was engaged, or
/// through a path it does not hook): counted, and reported as unattributed.
pub(super) static UNKNOWN_KERNEL: KernelRecord = KernelRecord {
    handle: 0,
    id: 0,
    dispatches: AtomicU64::new(0),
    sample_countdown: AtomicU32::new(0),
    sampled_launch: AtomicU32::new(0),
};
/// Executions or appends of command lists the preload never saw created.
pub(super) static UNKNOWN_LISTS: AtomicU64 = AtomicU64::new(0);
/// Table entries and extension functions left unhooked because every hook slot was taken.
pub(super) static UNHOOKED_ENTRIES: AtomicU64 = AtomicU64::new(0);

fn durable_header() -> Option<&'static durable::Header> {
    // SAFETY: the header is leaked, never freed.
    unsafe { DURABLE_HEADER.load(Ordering::Acquire).as_ref() }
}

pub(super) fn unknown_kernel() -> &'static KernelRecord {
    durable_header().map_or(&UNKNOWN_KERNEL, |h| h.unknown_kernel)
}

pub(super) fn unknown_lists() -> &'static AtomicU64 {
    durable_header().map_or(&UNKNOWN_LISTS, |h| h.unknown_list_runs)
}

/// From now on, new kernel records and the unattributed counts live in a new counters file
/// `name` in `dir`. Called when the process engages, before any hook is handed out.
pub fn make_durable(dir: &crate::files::Dir, name: &str) -> std::io::Result<()> {
    let header = durable::create(dir, name)?;
    DURABLE_HEADER.store(Box::leak(Box::new(header)), Ordering::Release);
    Ok(())
}

pub fn is_durable() -> bool {
    durable_header().is_some()
}

/// `claim` found every hook slot of a function taken.
pub fn entry_left_unhooked() {
    durable_header()
        .map_or(&UNHOOKED_ENTRIES, |h| h.unhooked_entries)
        .fetch_add(1, Ordering::Relaxed);
}

/// What could not be attributed to a kernel, so far.
pub fn unattributed() -> proto::Unattributed {
    let durable = durable_header();
    let sum = |fallback: &AtomicU64, durable: Option<&AtomicU64>| {
        fallback.load(Ordering::Relaxed) + durable.map_or(0, |d| d.load(Ordering::Relaxed))
    };
    proto::Unattributed {
        unknown_kernel_launches: sum(
            &UNKNOWN_KERNEL.dispatches,
            durable.map(|h| &h.unknown_kernel.dispatches),
        ),
        unknown_list_runs: sum(&UNKNOWN_LISTS, durable.map(|h| h.unknown_list_runs)),
        unhooked_entries: sum(&UNHOOKED_ENTRIES, durable.map(|h| h.unhooked_entries)),
    }
}
