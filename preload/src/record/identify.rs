//! Objects from before an injection (`aotspy attach`, `inject.rs`): a kernel the hooks never
//! saw created is identified at its first launch, once, from the driver (its name, its module's
//! or its own binary, its properties) and described to the collector like a created one. Cold:
//! it runs once per such kernel. (A list from before the injection is classified in `lists.rs`.)

use super::known::{
    new_kernel_record, next_id, ALL_KERNELS, INJECTED, KERNELS, MODULES, MODULES_CREATED,
};
use super::lists::{rebuild_list_cache, LIST_WRITES};
use crate::durable::KernelRecord;
use crate::outbox;
use aotspy_proto::{self as proto, Event, InputFormat};
use aotspy_ze_abi::ffi::Handle;
use std::sync::atomic::Ordering;
use std::sync::Mutex;

/// Serializes the identification of kernels from before the injection, so that concurrent
/// first launches of one kernel make one record.
pub(super) static IDENTIFY: Mutex<()> = Mutex::new(());

/// Before any detour is applied: from now on unknown kernels and lists are identified.
pub fn set_injected() {
    let _writes = LIST_WRITES.lock().unwrap_or_else(|e| e.into_inner());
    INJECTED.store(true, Ordering::Release);
    rebuild_list_cache();
}

/// A kernel created before the injection, at its first launch after it: named and described
/// from the driver (`FoundKernel`), then recorded like any kernel.
#[cold]
#[inline(never)]
pub(super) fn found_kernel(kernel: Handle) -> Option<&'static KernelRecord> {
    let driver = crate::driver::get()?;
    // Before any lock of ours is taken (as in `objects::module_created`).
    let launch_callers = crate::callers::callers();
    let _identify = IDENTIFY.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(record) = KERNELS.get(kernel as usize) {
        return Some(record);
    }
    let name = driver.kernel_name(kernel);
    let device = driver.sole_device;
    let (isa_from, module, isa) = match driver.identify(kernel) {
        crate::driver::Identified::Module { module, native } => {
            let id = MODULES
                .get(module as usize)
                .copied()
                .unwrap_or_else(|| found_module(module, device, native));
            (
                proto::FoundIsa::ModuleBinary,
                Some(id),
                proto::Binary::default(),
            )
        }
        crate::driver::Identified::Kernel(isa) => (proto::FoundIsa::KernelBinary, None, isa),
        crate::driver::Identified::NameOnly => {
            (proto::FoundIsa::NameOnly, None, proto::Binary::default())
        }
    };
    outbox::engage();
    let description = proto::descriptions::KernelDescription {
        id: next_id(),
        module,
        device,
        found: true,
        name,
        operation: None,
    };
    let record = new_kernel_record(kernel, &description);
    // Described before it is visible to the flush, as in `objects::kernel_created`.
    outbox::send(Event::FoundKernel(proto::FoundKernel {
        id: record.id,
        name: description.name,
        device,
        isa_from,
        module,
        isa,
    }));
    send_found_facts(driver, kernel, record.id, launch_callers);
    ALL_KERNELS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(record);
    KERNELS.insert(kernel as usize, record);
    Some(record)
}

/// What zeInfo and the module's creation would have told of a kernel from before the
/// injection, from the driver (`zeKernelGetProperties`) and its first launch's stack; sent
/// before its counts, like its `FoundKernel`.
fn send_found_facts(
    driver: &crate::driver::Driver,
    kernel: Handle,
    id: u64,
    launch_callers: Vec<String>,
) {
    outbox::send(Event::FoundKernelFacts(proto::FoundKernelFacts {
        kernel: id,
        properties: driver.properties(kernel),
        launch_callers,
    }));
}

/// A module from before the injection, known only by its native binary.
fn found_module(module: Handle, device: Option<u32>, native: proto::Binary) -> u64 {
    let classification = aotspy_binfmt::classify_origin(InputFormat::Native, &[], &native);
    let id = next_id();
    MODULES.insert(module as usize, Box::leak(Box::new(id)));
    MODULES_CREATED.fetch_add(1, Ordering::Relaxed);
    // No input: its bytes were never seen, so a look at the maps is due.
    outbox::send_module(
        proto::Module {
            id,
            device,
            input_format: InputFormat::Native,
            input_kind: proto::BinaryKind::Unknown,
            input_sha256: String::new(),
            input_sha256s: Vec::new(),
            input_bytes: 0,
            input_count: 0,
            origin: classification.origin,
            ar_member: classification.ar_member,
            build_flags: String::new(),
            native_sha256: None,
            native_binary: native,
            callers: Vec::new(),
        },
        Vec::new(),
    );
    id
}
