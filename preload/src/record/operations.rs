//! Driver operations (fills and copies appended to a list): each counted like a launch of a
//! record of its own, made at the operation's first append in the process.

use super::known::{new_kernel_record, next_id, ALL_KERNELS};
use super::launch::{count_launch, launch_sampled};
use crate::durable::KernelRecord;
use crate::outbox;
use crate::stacks;
use aotspy_proto::{self as proto, DriverOperation, Event};
use aotspy_ze_abi::ffi::Handle;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::Mutex;

/// The record of each driver operation (by [`DriverOperation::index`]): null until the
/// operation's first successful append in this process.
pub(super) static OPERATIONS: [AtomicPtr<KernelRecord>; DriverOperation::ALL.len()] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; DriverOperation::ALL.len()];
/// Serializes the creation of operation records, so that concurrent first appends make one.
pub(super) static OPERATION_RECORDS: Mutex<()> = Mutex::new(());

/// An append of a memory or image operation (a fill, a copy) to `list`: counted as a launch of
/// the operation's own record would be, per execution of a regular list, and sampled on the
/// kernels' schedule. The driver may run it as one or more built-in kernels or on a copy
/// engine; what is counted is the append, one per call.
#[inline(always)]
pub fn driver_operation(list: Handle, operation: DriverOperation) {
    // SAFETY: operation records are leaked, never freed.
    match unsafe {
        OPERATIONS[operation.index()]
            .load(Ordering::Acquire)
            .as_ref()
    } {
        Some(record) if !stacks::sample_due(&record.sample_countdown) => count_launch(list, record),
        Some(record) => launch_sampled(list, record),
        None => first_driver_operation(list, operation),
    }
}

#[cold]
#[inline(never)]
fn first_driver_operation(list: Handle, operation: DriverOperation) {
    let record = operation_record(operation);
    if stacks::sample_due(&record.sample_countdown) {
        launch_sampled(list, record);
    } else {
        count_launch(list, record);
    }
}

/// The record of `operation`, made at its first append: described (in the descriptions file
/// and the stream) before it is visible to the flush, as a kernel's is.
fn operation_record(operation: DriverOperation) -> &'static KernelRecord {
    let _creating = OPERATION_RECORDS.lock().unwrap_or_else(|e| e.into_inner());
    let slot = &OPERATIONS[operation.index()];
    // SAFETY: as in `driver_operation`.
    if let Some(record) = unsafe { slot.load(Ordering::Acquire).as_ref() } {
        return record;
    }
    outbox::engage();
    let description = proto::descriptions::KernelDescription {
        id: next_id(),
        module: None,
        device: None,
        found: false,
        name: operation.function().to_owned(),
        operation: Some(operation),
    };
    // Handle 0 is no kernel's: the record never enters the kernel caches.
    let record = new_kernel_record(std::ptr::null_mut(), &description);
    outbox::send(Event::DriverOperation(proto::DriverOperationRecord {
        id: record.id,
        operation,
    }));
    ALL_KERNELS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(record);
    slot.store(record as *const _ as *mut _, Ordering::Release);
    record
}

/// Whether `record` counts a driver operation rather than a kernel.
pub(super) fn is_operation(record: &KernelRecord) -> bool {
    OPERATIONS
        .iter()
        .any(|slot| std::ptr::eq(slot.load(Ordering::Relaxed), record))
}
