//! The launch path: what a launch, an execution of command lists or a mutable command's new
//! kernel adds to the counters. Two direct-mapped lookups (`kernels.rs`, `lists.rs`), the
//! call-site countdown and an atomic add; a launch due for a call-site sample (at most ten of a
//! kernel's) takes it on a cold call. Each added instruction here is paid by every launch of the
//! program: `scripts/bench attach --check` holds it to 40.

use super::kernels::{empty_kernel_bucket, kernel_record, KERNEL_CACHE};
use super::known::INJECTED;
use super::lists::{
    classify_list, empty_list_bucket, executed_list, list_bucket, regular_list, LISTS, LIST_CACHE,
};
use super::unattributed::unknown_lists;
use crate::durable::KernelRecord;
use crate::outbox;
use crate::stacks;
use aotspy_proto::Event;
use aotspy_ze_abi::ffi::Handle;
use std::sync::atomic::Ordering;

/// Called before any hook is installed (by the getters, which install them). Once per
/// process; a forked child inherits the prepared cache.
pub fn prepare_caches() {
    static PREPARED: std::sync::Once = std::sync::Once::new();
    PREPARED.call_once(|| {
        for bucket in &KERNEL_CACHE {
            bucket.store(empty_kernel_bucket(), Ordering::Release);
        }
        for bucket in &LIST_CACHE {
            bucket.store(empty_list_bucket(), Ordering::Release);
        }
    });
}

/// The hot path: two direct-mapped lookups, the call-site countdown and an atomic add (a
/// regular list's run log takes a lock only when the kernel differs from the previous
/// append's). A launch due for a call-site sample leaves it at once for a cold call that
/// counts it the same way and then samples, so nothing stays live across that call.
#[inline(always)]
pub fn launch(list: Handle, kernel: Handle) {
    let kernel = kernel_record(kernel);
    if stacks::sample_due(&kernel.sample_countdown) {
        return launch_sampled(list, kernel);
    }
    count_launch(list, kernel);
}

#[cold]
#[inline(never)]
pub(super) fn launch_sampled(list: Handle, kernel: &'static KernelRecord) {
    count_launch(list, kernel);
    sample_call_site(kernel);
}

/// Takes and sends a call-site sample of `kernel`, whose countdown just reached zero.
#[cold]
#[inline(never)]
fn sample_call_site(kernel: &'static KernelRecord) {
    // The unknown kernel's countdown reaches zero only after 2^32 launches: not a kernel.
    if kernel.id == 0 {
        return;
    }
    let ordinal = stacks::schedule_next(&kernel.sample_countdown, &kernel.sampled_launch);
    if let Some(sample) = stacks::take(kernel.id, ordinal) {
        if let Some(diagnostic) = stacks::said_once(&sample) {
            outbox::diagnostic(diagnostic);
        }
        outbox::send(Event::CallSite(sample));
    }
}

/// Counts one launch of `kernel` appended to `list`.
#[inline(always)]
pub(super) fn count_launch(list: Handle, kernel: &'static KernelRecord) {
    // The list's lookup inlined by hand, its miss folded into one cold call that ends the
    // hook's bookkeeping: nothing stays live across it, which keeps the hook's prologue short.
    // SAFETY: buckets hold leaked records or `NO_LIST` (`prepare_caches` ran before any hook
    // was handed out), never null or freed memory.
    let cached = unsafe { &*list_bucket(list as usize).load(Ordering::Acquire) };
    if cached.handle == list as usize {
        cached.append(kernel);
    } else {
        launch_on_uncached_list(list, kernel);
    }
}

#[cold]
#[inline(never)]
fn launch_on_uncached_list(list: Handle, kernel: &'static KernelRecord) {
    // `list_record_uncached` by hand: a list whose bucket holds another list comes here on
    // every launch, so one call less counts.
    let record = match LISTS.get(list as usize) {
        Some(record) => Some(record),
        None if INJECTED.load(Ordering::Relaxed) => classify_list(list, false),
        None => None,
    };
    match record {
        None => {
            kernel.dispatches.fetch_add(1, Ordering::Relaxed);
        }
        Some(list) => list.append(kernel),
    }
}

/// `zeCommandListAppendLaunchMultipleKernelsIndirect`: the real count sits in device memory,
/// so each listed kernel counts once (the upper bound the caller allows is one each).
pub fn launch_multiple(list: Handle, num_kernels: u32, kernels: *const Handle) {
    if kernels.is_null() {
        return;
    }
    // SAFETY: the driver accepted `num_kernels` handles at `kernels`.
    for &kernel in unsafe { std::slice::from_raw_parts(kernels, num_kernels as usize) } {
        launch(list, kernel);
    }
}

pub fn execute(num_lists: u32, lists: *const Handle) {
    if lists.is_null() {
        return;
    }
    // SAFETY: the driver accepted `num_lists` handles at `lists`.
    for &list in unsafe { std::slice::from_raw_parts(lists, num_lists as usize) } {
        match executed_list(list) {
            Some(list) => list.execute(),
            None => {
                unknown_lists().fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}

/// `zeCommandListUpdateMutableCommandKernelsExp`: each command now launches its new kernel.
pub fn command_kernels_updated(
    list: Handle,
    num_kernels: u32,
    commands: *const u64,
    kernels: *const Handle,
) {
    let Some(list) = regular_list(list) else {
        return;
    };
    if commands.is_null() || kernels.is_null() {
        return;
    }
    // SAFETY: the driver accepted `num_kernels` ids and handles.
    let commands = unsafe { std::slice::from_raw_parts(commands, num_kernels as usize) };
    let kernels = unsafe { std::slice::from_raw_parts(kernels, num_kernels as usize) };
    for (&command, &kernel) in commands.iter().zip(kernels) {
        let record = kernel_record(kernel);
        list.set_command_kernel(command, record);
        // A command switched to a kernel launches it as an append would: on the same
        // schedule, the stack that made the switch is its call site (a kernel that only
        // ever runs through updates would have none).
        if stacks::sample_due(&record.sample_countdown) {
            sample_call_site(record);
        }
    }
}
