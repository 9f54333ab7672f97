//! What the bookkeeping knows of the process's Level Zero objects: the kernel and module maps
//! by handle, every kernel record in creation order (what the flush walks), the ids handed out,
//! and whether the library was injected. State shared by the create paths (`objects.rs`), the
//! identification of objects from before an injection (`identify.rs`), the flush and the fork
//! hold.

use crate::durable::{self, KernelRecord};
use crate::handle_map::HandleMap;
use aotspy_proto as proto;
use aotspy_ze_abi::ffi::Handle;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::Mutex;

/// Every live kernel the hooks saw created (or identified), by handle: what a launch finds
/// behind the kernel cache (`kernels.rs`).
pub(super) static KERNELS: HandleMap<KernelRecord> = HandleMap::new();
/// Every live module, by handle: its id in the stream.
pub(super) static MODULES: HandleMap<u64> = HandleMap::new();
/// Every kernel ever created, in creation order, for the periodic flush of counts.
pub(super) static ALL_KERNELS: Mutex<Vec<&'static KernelRecord>> = Mutex::new(Vec::new());
static NEXT_ID: AtomicU64 = AtomicU64::new(1);
pub(super) static MODULES_CREATED: AtomicU64 = AtomicU64::new(0);

/// A new kernel's record, in the counters file where it can be. Its slot is described in the
/// descriptions file before it is taken (one write), so a kill before the stream's `Kernel` or
/// `FoundKernel` event went out still leaves the name on disk beside the count.
pub(super) fn new_kernel_record(
    kernel: Handle,
    description: &proto::descriptions::KernelDescription,
) -> &'static KernelRecord {
    durable::allocate(
        KernelRecord {
            handle: kernel as usize,
            id: description.id,
            dispatches: AtomicU64::new(0),
            sample_countdown: AtomicU32::new(1),
            sampled_launch: AtomicU32::new(0),
        },
        description,
    )
}

pub(super) fn next_id() -> u64 {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

/// Set once `aotspy attach` injected the library (`inject.rs`): objects the hooks do not know
/// were created before the injection, and are identified at first sight.
pub(super) static INJECTED: AtomicBool = AtomicBool::new(false);
