//! Across `fork` (`crate::fork`): every lock of the bookkeeping held while the process forks,
//! and in the child, everything the parent recorded forgotten.

use super::devices::{DEVICES, NEXT_DEVICE};
use super::identify::IDENTIFY;
use super::kernels::{empty_kernel_bucket, KERNEL_CACHE};
use super::known::{ALL_KERNELS, KERNELS, MODULES, MODULES_CREATED};
use super::lists::{empty_list_bucket, LISTS, LIST_CACHE, LIST_WRITES};
use super::operations::{OPERATIONS, OPERATION_RECORDS};
use super::unattributed::{DURABLE_HEADER, UNHOOKED_ENTRIES, UNKNOWN_KERNEL, UNKNOWN_LISTS};
use crate::durable::KernelRecord;
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::MutexGuard;

/// Every lock of the bookkeeping, taken in the order the cold paths nest them (`DEVICES` is
/// held while the transport is asked to send), so that a fork never copies one held by a
/// thread the child will not have.
pub struct Held {
    _identify: MutexGuard<'static, ()>,
    _operation_records: MutexGuard<'static, ()>,
    devices: MutexGuard<'static, Option<HashMap<usize, u32>>>,
    all_kernels: MutexGuard<'static, Vec<&'static KernelRecord>>,
    _list_writes: MutexGuard<'static, ()>,
    lists: MutexGuard<'static, usize>,
    kernels: MutexGuard<'static, usize>,
    modules: MutexGuard<'static, usize>,
}

pub fn hold_for_fork() -> Held {
    Held {
        _identify: IDENTIFY.lock().unwrap_or_else(|e| e.into_inner()),
        _operation_records: OPERATION_RECORDS.lock().unwrap_or_else(|e| e.into_inner()),
        devices: DEVICES.lock().unwrap_or_else(|e| e.into_inner()),
        all_kernels: ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner()),
        _list_writes: LIST_WRITES.lock().unwrap_or_else(|e| e.into_inner()),
        lists: LISTS.hold(),
        kernels: KERNELS.hold(),
        modules: MODULES.hold(),
    }
}

/// In a forked child: the parent's Level Zero objects are not the child's (it must call
/// `zeInit` again), and its capture so far belongs to the parent's stream and counters file.
/// Start empty.
pub fn forget_parent(mut held: Held) {
    DURABLE_HEADER.store(std::ptr::null_mut(), Ordering::Release);
    *held.devices = None;
    NEXT_DEVICE.store(0, Ordering::Relaxed);
    MODULES_CREATED.store(0, Ordering::Relaxed);
    held.all_kernels.clear();
    LISTS.clear(&mut held.lists);
    KERNELS.clear(&mut held.kernels);
    MODULES.clear(&mut held.modules);
    UNKNOWN_KERNEL.dispatches.store(0, Ordering::Relaxed);
    UNKNOWN_LISTS.store(0, Ordering::Relaxed);
    // Each process reports the slots it ran out of; the child's come on top of the parent's.
    UNHOOKED_ENTRIES.store(0, Ordering::Relaxed);
    for bucket in &KERNEL_CACHE {
        bucket.store(empty_kernel_bucket(), Ordering::Relaxed);
    }
    for bucket in &LIST_CACHE {
        bucket.store(empty_list_bucket(), Ordering::Relaxed);
    }
    for slot in &OPERATIONS {
        slot.store(std::ptr::null_mut(), Ordering::Relaxed);
    }
}
