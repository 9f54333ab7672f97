//! The slice of the Level Zero ABI the preload touches, as in `ze_api.h` / `ze_ddi.h`.

use std::ffi::{c_char, c_void};

pub type ZeResult = u32;
pub const ZE_RESULT_SUCCESS: ZeResult = 0;
pub const ZE_RESULT_ERROR_UNINITIALIZED: ZeResult = 0x7800_0001;
/// What our export of a `zeGet*ProcAddrTable` the loader lacks answers (loader 1.8.12 has no
/// `zeGetCommandListExpProcAddrTable`): the feature is not there, as a loader would say.
pub const ZE_RESULT_ERROR_UNSUPPORTED_FEATURE: ZeResult = 0x7800_0003;
pub type Handle = *mut c_void;

pub const ZE_MODULE_FORMAT_IL_SPIRV: u32 = 0;
pub const ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES: u32 = 0x3;
pub const ZE_STRUCTURE_TYPE_MODULE_PROGRAM_EXP_DESC: u32 = 0x0002_0002;
pub const ZE_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT: u32 = 0x0001_000f;

/// Every extension struct starts like this, which is what a `pNext` walk relies on.
#[repr(C)]
pub struct BaseDesc {
    pub stype: u32,
    pub p_next: *const c_void,
}

#[repr(C)]
pub struct ModuleDesc {
    pub stype: u32,
    pub p_next: *const c_void,
    pub format: u32,
    pub input_size: usize,
    pub p_input_module: *const u8,
    pub p_build_flags: *const c_char,
    pub p_constants: *const c_void,
}

/// `ze_module_program_exp_desc_t`: several SPIR-V inputs linked into one module (SYCL).
#[repr(C)]
pub struct ModuleProgramExpDesc {
    pub stype: u32,
    pub p_next: *const c_void,
    pub count: u32,
    pub input_sizes: *const usize,
    pub p_input_modules: *const *const u8,
    pub p_build_flags: *const *const c_char,
    pub p_constants: *const *const c_void,
}

#[repr(C)]
pub struct KernelDesc {
    pub stype: u32,
    pub p_next: *const c_void,
    pub flags: u32,
    pub p_kernel_name: *const c_char,
}

#[repr(C)]
pub struct DeviceProperties {
    pub stype: u32,
    pub p_next: *mut c_void,
    pub device_type: u32,
    pub vendor_id: u32,
    pub device_id: u32,
    pub flags: u32,
    pub subdevice_id: u32,
    pub core_clock_rate: u32,
    pub max_mem_alloc_size: u64,
    pub max_hardware_contexts: u32,
    pub max_command_queue_priority: u32,
    pub num_threads_per_eu: u32,
    pub physical_eu_simd_width: u32,
    pub num_eus_per_subslice: u32,
    pub num_subslices_per_slice: u32,
    pub num_slices: u32,
    pub timer_resolution: u64,
    pub timestamp_valid_bits: u32,
    pub kernel_timestamp_valid_bits: u32,
    pub uuid: [u8; 16],
    pub name: [c_char; 256],
}

#[repr(C)]
pub struct DeviceIpVersionExt {
    pub stype: u32,
    pub p_next: *mut c_void,
    pub ip_version: u32,
}

/// Passed by value to `zeCommandListAppendLaunchKernelWithArguments`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct GroupDims {
    pub x: u32,
    pub y: u32,
    pub z: u32,
}
