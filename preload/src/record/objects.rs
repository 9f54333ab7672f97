//! The create and destroy hooks of modules and kernels (cold): a module is hashed and
//! classified and sent with its input and native binaries; a kernel gets its record (described
//! in the descriptions file first) and is sent by name, then found by its launches.

use super::devices::{c_string, device_id};
use super::kernels::{empty_kernel_bucket, kernel_bucket};
use super::known::{new_kernel_record, next_id, ALL_KERNELS, KERNELS, MODULES, MODULES_CREATED};
use crate::outbox;
use aotspy_proto::{self as proto, Event, InputFormat};
use aotspy_ze_abi::ffi::{self, Handle};
use std::sync::atomic::Ordering;

pub fn kernel_created(module: Handle, desc: *const ffi::KernelDesc, kernel: Handle) {
    // SAFETY: the driver accepted `desc` and its name.
    let name = unsafe { desc.as_ref() }
        .and_then(|d| unsafe { c_string(d.p_kernel_name) })
        .unwrap_or_default();
    // A forked child's first kernel: its own counters file must exist before its first record.
    outbox::engage();
    let module = MODULES.get(module as usize).copied();
    let description = proto::descriptions::KernelDescription {
        id: next_id(),
        module,
        device: None,
        found: false,
        name,
        operation: None,
    };
    let record = new_kernel_record(kernel, &description);
    // The definition is queued before the record is visible to the flush, so the transport
    // never sends counts for a kernel it has not described.
    outbox::send(Event::Kernel(proto::Kernel {
        id: record.id,
        module: module.unwrap_or(0),
        name: description.name,
    }));
    ALL_KERNELS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(record);
    KERNELS.insert(kernel as usize, record);
    kernel_bucket(kernel as usize).store(record as *const _ as *mut _, Ordering::Release);
}

/// Called before the real destroy, like `lists::list_destroyed`.
pub fn kernel_destroyed(kernel: Handle) {
    KERNELS.remove(kernel as usize);
    let bucket = kernel_bucket(kernel as usize);
    // SAFETY: as in `kernels::kernel_record`.
    if unsafe { &*bucket.load(Ordering::Acquire) }.handle == kernel as usize {
        bucket.store(empty_kernel_bucket(), Ordering::Release);
    }
}

pub fn module_destroyed(module: Handle) {
    MODULES.remove(module as usize);
}

pub fn module_created(device: Handle, desc: *const ffi::ModuleDesc, module: Handle) {
    // SAFETY: the driver accepted `desc`.
    let Some(desc) = (unsafe { desc.as_ref() }) else {
        return;
    };
    // First, while no lock of ours is held: the unwinder takes the dynamic linker's lock.
    let callers = crate::callers::callers();
    let inputs = unsafe { module_inputs(desc) };
    let native = unsafe { native_binary(module) };
    let input_format = if desc.format == ffi::ZE_MODULE_FORMAT_IL_SPIRV {
        InputFormat::Spirv
    } else {
        InputFormat::Native
    };
    let classification = aotspy_binfmt::classify_origin(input_format, &inputs, &native);
    let id = next_id();
    MODULES.insert(module as usize, Box::leak(Box::new(id)));
    MODULES_CREATED.fetch_add(1, Ordering::Relaxed);
    let input_addresses = inputs.iter().map(|i| i.as_ptr() as usize).collect();
    outbox::send_module(
        proto::Module {
            id,
            device: device_id(device),
            input_format,
            input_kind: inputs.first().map_or(proto::BinaryKind::Unknown, |i| {
                aotspy_binfmt::detect_kind(i)
            }),
            input_sha256: aotspy_binfmt::sha256_hex_of_parts(&inputs),
            input_sha256s: match inputs.len() {
                1 => Vec::new(),
                _ => inputs
                    .iter()
                    .map(|i| aotspy_binfmt::sha256_hex(i))
                    .collect(),
            },
            input_bytes: inputs.iter().map(|i| i.len() as u64).sum(),
            input_count: inputs.len() as u32,
            origin: classification.origin,
            ar_member: classification.ar_member,
            build_flags: unsafe { c_string(desc.p_build_flags) }.unwrap_or_default(),
            // The transport thread hashes the binary, off this (the application's) thread.
            native_sha256: None,
            native_binary: native,
            callers,
        },
        input_addresses,
    );
}

/// The module's input bytes. SYCL passes its SPIR-V through a `ze_module_program_exp_desc_t`
/// in `pNext` and puts sentinels (`inputSize=1, pInputModule=(void*)1`) in the main
/// descriptor, so the main input is only read when no program descriptor is chained.
unsafe fn module_inputs(desc: &ffi::ModuleDesc) -> Vec<&[u8]> {
    unsafe {
        const MAX_CHAIN: usize = 64;
        let mut next = desc.p_next as *const ffi::BaseDesc;
        for _ in 0..MAX_CHAIN {
            let Some(node) = next.as_ref() else { break };
            if node.stype == ffi::ZE_STRUCTURE_TYPE_MODULE_PROGRAM_EXP_DESC {
                let program = &*(next as *const ffi::ModuleProgramExpDesc);
                if program.input_sizes.is_null() || program.p_input_modules.is_null() {
                    return Vec::new();
                }
                let count = program.count as usize;
                let sizes = std::slice::from_raw_parts(program.input_sizes, count);
                let modules = std::slice::from_raw_parts(program.p_input_modules, count);
                return sizes
                    .iter()
                    .zip(modules)
                    .filter(|(_, p)| !p.is_null())
                    .map(|(&size, &p)| std::slice::from_raw_parts(p, size))
                    .collect();
            }
            next = node.p_next as *const ffi::BaseDesc;
        }
        if desc.p_input_module.is_null() {
            return Vec::new();
        }
        vec![std::slice::from_raw_parts(
            desc.p_input_module,
            desc.input_size,
        )]
    }
}

/// The module's native binary, through the loader.
unsafe fn native_binary(module: Handle) -> proto::Binary {
    crate::loader::get()
        .module_get_native_binary
        .map(|get| unsafe { crate::driver::bytes(get, module) })
        .unwrap_or_default()
}
