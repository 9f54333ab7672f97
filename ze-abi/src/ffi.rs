//! The structs and constants aotspy passes to Level Zero, as in `ze_api.h` (and
//! `loader/ze_loader.h`). Each struct is declared with the C type and field each Rust field
//! stands for, so the header check can compare every offset and size.

use crate::ddi::api_version;
use std::ffi::{c_char, c_void};

pub type ZeResult = u32;
pub type Handle = *mut c_void;

/// A struct's layout as Rust laid it out, against the C names to look up.
#[derive(Debug)]
pub struct Layout {
    pub c_type: &'static str,
    /// The API version whose header first has the struct.
    pub since: u32,
    pub size: usize,
    /// (C member designator, offset, size) of each field.
    pub fields: &'static [(&'static str, usize, usize)],
}

macro_rules! c_structs {
    ($(
        $(#[$attr:meta])*
        $c_type:ident => $name:ident $(since $major:literal, $minor:literal)? {
            $( $field:ident : $ty:ty = $($c_field:ident).+ , )*
        }
    )*) => {
        $(
            $(#[$attr])*
            #[repr(C)]
            pub struct $name {
                $( pub $field: $ty, )*
            }
        )*

        /// Every struct, for the header check.
        pub const LAYOUTS: &[Layout] = &[ $( Layout {
            c_type: stringify!($c_type),
            since: since(&[$(api_version($major, $minor))?]),
            size: std::mem::size_of::<$name>(),
            fields: &[ $( (
                stringify!($($c_field).+),
                std::mem::offset_of!($name, $field),
                std::mem::size_of::<$ty>(),
            ), )* ],
        }, )* ];
    };
}

c_structs! {
    /// Every extension struct starts like this, which is what a `pNext` walk relies on.
    ze_base_desc_t => BaseDesc {
        stype: u32 = stype,
        p_next: *const c_void = pNext,
    }

    ze_module_desc_t => ModuleDesc {
        stype: u32 = stype,
        p_next: *const c_void = pNext,
        format: u32 = format,
        input_size: usize = inputSize,
        p_input_module: *const u8 = pInputModule,
        p_build_flags: *const c_char = pBuildFlags,
        p_constants: *const c_void = pConstants,
    }

    /// Several SPIR-V inputs linked into one module (SYCL).
    ze_module_program_exp_desc_t => ModuleProgramExpDesc {
        stype: u32 = stype,
        p_next: *const c_void = pNext,
        count: u32 = count,
        input_sizes: *const usize = inputSizes,
        p_input_modules: *const *const u8 = pInputModules,
        p_build_flags: *const *const c_char = pBuildFlags,
        p_constants: *const *const c_void = pConstants,
    }

    ze_kernel_desc_t => KernelDesc {
        stype: u32 = stype,
        p_next: *const c_void = pNext,
        flags: u32 = flags,
        p_kernel_name: *const c_char = pKernelName,
    }

    ze_device_properties_t => DeviceProperties {
        stype: u32 = stype,
        p_next: *mut c_void = pNext,
        device_type: u32 = type,
        vendor_id: u32 = vendorId,
        device_id: u32 = deviceId,
        flags: u32 = flags,
        subdevice_id: u32 = subdeviceId,
        core_clock_rate: u32 = coreClockRate,
        max_mem_alloc_size: u64 = maxMemAllocSize,
        max_hardware_contexts: u32 = maxHardwareContexts,
        max_command_queue_priority: u32 = maxCommandQueuePriority,
        num_threads_per_eu: u32 = numThreadsPerEU,
        physical_eu_simd_width: u32 = physicalEUSimdWidth,
        num_eus_per_subslice: u32 = numEUsPerSubslice,
        num_subslices_per_slice: u32 = numSubslicesPerSlice,
        num_slices: u32 = numSlices,
        timer_resolution: u64 = timerResolution,
        timestamp_valid_bits: u32 = timestampValidBits,
        kernel_timestamp_valid_bits: u32 = kernelTimestampValidBits,
        uuid: [u8; 16] = uuid,
        name: [c_char; 256] = name,
    }

    ze_device_ip_version_ext_t => DeviceIpVersionExt since 1, 5 {
        stype: u32 = stype,
        p_next: *mut c_void = pNext,
        ip_version: u32 = ipVersion,
    }

    /// What `zeKernelGetProperties` says of a kernel: what an attach learns of a kernel created
    /// before it, where zeInfo is not at hand.
    ze_kernel_properties_t => KernelProperties {
        stype: u32 = stype,
        p_next: *mut c_void = pNext,
        num_kernel_args: u32 = numKernelArgs,
        required_group_size_x: u32 = requiredGroupSizeX,
        required_group_size_y: u32 = requiredGroupSizeY,
        required_group_size_z: u32 = requiredGroupSizeZ,
        required_num_sub_groups: u32 = requiredNumSubGroups,
        required_subgroup_size: u32 = requiredSubgroupSize,
        max_subgroup_size: u32 = maxSubgroupSize,
        max_num_subgroups: u32 = maxNumSubgroups,
        local_mem_size: u32 = localMemSize,
        private_mem_size: u32 = privateMemSize,
        spill_mem_size: u32 = spillMemSize,
        kernel_uuid: [u8; 16] = uuid.kid,
        module_uuid: [u8; 16] = uuid.mid,
    }

    /// Passed by value to `zeCommandListAppendLaunchKernelWithArguments`.
    #[derive(Clone, Copy)]
    ze_group_count_t => GroupDims {
        x: u32 = groupCountX,
        y: u32 = groupCountY,
        z: u32 = groupCountZ,
    }

    ze_driver_properties_t => DriverProperties {
        stype: u32 = stype,
        p_next: *mut c_void = pNext,
        uuid: [u8; 16] = uuid,
        driver_version: u32 = driverVersion,
    }

    ze_command_queue_group_properties_t => QueueGroupProperties {
        stype: u32 = stype,
        p_next: *mut c_void = pNext,
        flags: u32 = flags,
        max_memory_fill_pattern_size: usize = maxMemoryFillPatternSize,
        num_queues: u32 = numQueues,
    }

    /// The loader's (`loader/ze_loader.h`).
    zel_component_version_t => ComponentVersion {
        component_name: [c_char; 64] = component_name,
        spec_version: u32 = spec_version,
        major: i32 = component_lib_version.major,
        minor: i32 = component_lib_version.minor,
        patch: i32 = component_lib_version.patch,
    }
}

/// A declared version, or 1.0.
const fn since(declared: &[u32]) -> u32 {
    match declared {
        [version] => *version,
        _ => api_version(1, 0),
    }
}

macro_rules! c_constants {
    ($(
        $(#[$attr:meta])* $name:ident : $ty:ty = $value:literal
            $(since $major:literal, $minor:literal)?;
    )*) => {
        $( $(#[$attr])* pub const $name: $ty = $value; )*

        /// Every constant as (C name, value, API version that added it), for the header check.
        pub const CONSTANTS: &[(&str, u64, u32)] = &[ $(
            (stringify!($name), $name as u64, since(&[$(api_version($major, $minor))?])),
        )* ];
    };
}

c_constants! {
    ZE_RESULT_SUCCESS: ZeResult = 0;
    ZE_RESULT_ERROR_UNINITIALIZED: ZeResult = 0x7800_0001;
    /// What our export of a `zeGet*ProcAddrTable` the loader lacks answers (loader 1.8.12 has
    /// no `zeGetCommandListExpProcAddrTable`): the feature is not there, as a loader would say.
    ZE_RESULT_ERROR_UNSUPPORTED_FEATURE: ZeResult = 0x7800_0003;
    ZE_MODULE_FORMAT_IL_SPIRV: u32 = 0;
    ZE_INIT_FLAG_GPU_ONLY: u32 = 1;
    ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE: u32 = 1;
    ZE_STRUCTURE_TYPE_DRIVER_PROPERTIES: u32 = 0x1;
    ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES: u32 = 0x3;
    ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES: u32 = 0x1e;
    ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES: u32 = 0x6;
    ZE_STRUCTURE_TYPE_MODULE_PROGRAM_EXP_DESC: u32 = 0x0002_0002;
    ZE_STRUCTURE_TYPE_DEVICE_IP_VERSION_EXT: u32 = 0x0001_000f since 1, 5;
}

/// NEO's own extension of `ze_kernel_properties_t` (`zex_kernel_register_file_size_exp_t`, in
/// NEO's `level_zero/driver_experimental/zex_module.h`): the GRF size the kernel was compiled
/// for (zeInfo's `grf_count`). It is in no header the loader installs, so the header check
/// cannot compare it; its layout is that of every `pNext` struct plus one `uint32_t`. A driver
/// that does not know it leaves it untouched (NEO walks `pNext` and skips unknown types).
#[repr(C)]
pub struct KernelRegisterFileSizeExp {
    pub stype: u32,
    pub p_next: *const c_void,
    pub register_file_size: u32,
}

/// `ZEX_STRUCTURE_KERNEL_REGISTER_FILE_SIZE_EXP`, NEO's structure type of
/// [`KernelRegisterFileSizeExp`] (not in the loader's headers either).
pub const ZEX_STRUCTURE_KERNEL_REGISTER_FILE_SIZE_EXP: u32 = 0x0003_0012;
