//! Every DDI table entry aotspy uses (`ze_*_dditable_t` in `ze_ddi.h`): its table, getter,
//! field, index, C function and the API version that added it.
//!
//! A table grows at its end with the API version, and `zeGet*ProcAddrTable(version, table)`
//! fills only the entries of `version`: the caller's struct may end before newer ones. So an
//! entry is patched only when the requested version is at least its own. Versions are those of
//! the 1.32 loader's `ze_ldrddi.cpp`.

use std::ffi::CStr;

/// `ZE_MAKE_VERSION(major, minor)`.
pub const fn api_version(major: u32, minor: u32) -> u32 {
    (major << 16) | minor
}

/// One entry of a DDI table.
#[derive(Debug)]
pub struct Entry {
    /// The C struct of its table, e.g. `ze_command_list_dditable_t`.
    pub table: &'static str,
    /// The `zeGet*ProcAddrTable` that fills that table.
    pub getter: &'static str,
    /// The struct's field, e.g. `pfnAppendLaunchKernel`.
    pub field: &'static str,
    /// The API function the entry stands for, as the loader exports it.
    pub function: &'static CStr,
    /// The field's index among the table's function pointers.
    pub index: usize,
    /// The API version whose table first has this entry.
    pub since: u32,
}

impl Entry {
    /// The function's name, as Rust code spells identifiers.
    pub fn name(&self) -> &'static str {
        self.function.to_str().expect("ASCII names")
    }
}

/// `s` followed by a NUL as a `CStr`, at compile time.
const fn c_str(nul_terminated: &'static str) -> &'static CStr {
    match CStr::from_bytes_with_nul(nul_terminated.as_bytes()) {
        Ok(c) => c,
        Err(_) => panic!("one NUL, at the end"),
    }
}

/// Whether two names are equal, at compile time (for the hooks' checks of their names).
pub const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

macro_rules! ddi_entries {
    ($(
        $table:ident $getter:ident {
            $( $name:ident = $index:literal $field:ident $function:ident
                since $major:literal, $minor:literal; )*
        }
    )*) => {
        $( $(
            #[doc = concat!("`", stringify!($function), "`: `", stringify!($table), "::",
                stringify!($field), "`.")]
            pub const $name: Entry = Entry {
                table: stringify!($table),
                getter: stringify!($getter),
                field: stringify!($field),
                function: c_str(concat!(stringify!($function), "\0")),
                index: $index,
                since: api_version($major, $minor),
            };
        )* )*

        /// Every entry, for the header check.
        pub const ALL: &[&Entry] = &[ $( $( &$name, )* )* ];
    };
}

ddi_entries! {
    ze_global_dditable_t zeGetGlobalProcAddrTable {
        GLOBAL_INIT_DRIVERS = 1 pfnInitDrivers zeInitDrivers since 1, 10;
    }
    ze_driver_dditable_t zeGetDriverProcAddrTable {
        DRIVER_GET = 0 pfnGet zeDriverGet since 1, 0;
        DRIVER_GET_EXTENSION_FUNCTION_ADDRESS = 5 pfnGetExtensionFunctionAddress
            zeDriverGetExtensionFunctionAddress since 1, 1;
    }
    ze_device_dditable_t zeGetDeviceProcAddrTable {
        DEVICE_GET = 0 pfnGet zeDeviceGet since 1, 0;
        DEVICE_GET_PROPERTIES = 2 pfnGetProperties zeDeviceGetProperties since 1, 0;
    }
    ze_context_dditable_t zeGetContextProcAddrTable {
        CONTEXT_MAKE_MEMORY_RESIDENT = 4 pfnMakeMemoryResident zeContextMakeMemoryResident
            since 1, 0;
        CONTEXT_EVICT_MEMORY = 5 pfnEvictMemory zeContextEvictMemory since 1, 0;
        CONTEXT_MAKE_IMAGE_RESIDENT = 6 pfnMakeImageResident zeContextMakeImageResident
            since 1, 0;
        CONTEXT_EVICT_IMAGE = 7 pfnEvictImage zeContextEvictImage since 1, 0;
    }
    ze_command_queue_dditable_t zeGetCommandQueueProcAddrTable {
        QUEUE_EXECUTE_COMMAND_LISTS = 2 pfnExecuteCommandLists zeCommandQueueExecuteCommandLists
            since 1, 0;
    }
    ze_command_list_dditable_t zeGetCommandListProcAddrTable {
        LIST_CREATE = 0 pfnCreate zeCommandListCreate since 1, 0;
        LIST_CREATE_IMMEDIATE = 1 pfnCreateImmediate zeCommandListCreateImmediate since 1, 0;
        LIST_DESTROY = 2 pfnDestroy zeCommandListDestroy since 1, 0;
        LIST_RESET = 4 pfnReset zeCommandListReset since 1, 0;
        LIST_APPEND_MEMORY_COPY = 8 pfnAppendMemoryCopy zeCommandListAppendMemoryCopy since 1, 0;
        LIST_APPEND_MEMORY_FILL = 9 pfnAppendMemoryFill zeCommandListAppendMemoryFill since 1, 0;
        LIST_APPEND_MEMORY_COPY_REGION = 10 pfnAppendMemoryCopyRegion
            zeCommandListAppendMemoryCopyRegion since 1, 0;
        LIST_APPEND_MEMORY_COPY_FROM_CONTEXT = 11 pfnAppendMemoryCopyFromContext
            zeCommandListAppendMemoryCopyFromContext since 1, 0;
        LIST_APPEND_IMAGE_COPY = 12 pfnAppendImageCopy zeCommandListAppendImageCopy since 1, 0;
        LIST_APPEND_IMAGE_COPY_REGION = 13 pfnAppendImageCopyRegion
            zeCommandListAppendImageCopyRegion since 1, 0;
        LIST_APPEND_IMAGE_COPY_TO_MEMORY = 14 pfnAppendImageCopyToMemory
            zeCommandListAppendImageCopyToMemory since 1, 0;
        LIST_APPEND_IMAGE_COPY_FROM_MEMORY = 15 pfnAppendImageCopyFromMemory
            zeCommandListAppendImageCopyFromMemory since 1, 0;
        LIST_APPEND_LAUNCH_KERNEL = 22 pfnAppendLaunchKernel zeCommandListAppendLaunchKernel
            since 1, 0;
        LIST_APPEND_LAUNCH_COOPERATIVE_KERNEL = 23 pfnAppendLaunchCooperativeKernel
            zeCommandListAppendLaunchCooperativeKernel since 1, 0;
        LIST_APPEND_LAUNCH_KERNEL_INDIRECT = 24 pfnAppendLaunchKernelIndirect
            zeCommandListAppendLaunchKernelIndirect since 1, 0;
        LIST_APPEND_LAUNCH_MULTIPLE_KERNELS_INDIRECT = 25 pfnAppendLaunchMultipleKernelsIndirect
            zeCommandListAppendLaunchMultipleKernelsIndirect since 1, 0;
        LIST_APPEND_IMAGE_COPY_TO_MEMORY_EXT = 26 pfnAppendImageCopyToMemoryExt
            zeCommandListAppendImageCopyToMemoryExt since 1, 3;
        LIST_APPEND_IMAGE_COPY_FROM_MEMORY_EXT = 27 pfnAppendImageCopyFromMemoryExt
            zeCommandListAppendImageCopyFromMemoryExt since 1, 3;
        LIST_IS_IMMEDIATE = 33 pfnIsImmediate zeCommandListIsImmediate since 1, 9;
        LIST_APPEND_LAUNCH_KERNEL_WITH_PARAMETERS = 36 pfnAppendLaunchKernelWithParameters
            zeCommandListAppendLaunchKernelWithParameters since 1, 14;
        LIST_APPEND_LAUNCH_KERNEL_WITH_ARGUMENTS = 37 pfnAppendLaunchKernelWithArguments
            zeCommandListAppendLaunchKernelWithArguments since 1, 14;
        LIST_IMMEDIATE_APPEND_COMMAND_LISTS_WITH_PARAMETERS = 40
            pfnImmediateAppendCommandListsWithParameters
            zeCommandListImmediateAppendCommandListsWithParameters since 1, 16;
    }
    ze_command_list_exp_dditable_t zeGetCommandListExpProcAddrTable {
        LIST_CREATE_CLONE_EXP = 0 pfnCreateCloneExp zeCommandListCreateCloneExp since 1, 9;
        LIST_IMMEDIATE_APPEND_COMMAND_LISTS_EXP = 1 pfnImmediateAppendCommandListsExp
            zeCommandListImmediateAppendCommandListsExp since 1, 9;
        LIST_GET_NEXT_COMMAND_ID_EXP = 2 pfnGetNextCommandIdExp
            zeCommandListGetNextCommandIdExp since 1, 9;
        LIST_GET_NEXT_COMMAND_ID_WITH_KERNELS_EXP = 6 pfnGetNextCommandIdWithKernelsExp
            zeCommandListGetNextCommandIdWithKernelsExp since 1, 10;
        LIST_UPDATE_MUTABLE_COMMAND_KERNELS_EXP = 7 pfnUpdateMutableCommandKernelsExp
            zeCommandListUpdateMutableCommandKernelsExp since 1, 10;
    }
    ze_module_dditable_t zeGetModuleProcAddrTable {
        MODULE_CREATE = 0 pfnCreate zeModuleCreate since 1, 0;
        MODULE_DESTROY = 1 pfnDestroy zeModuleDestroy since 1, 0;
        MODULE_GET_NATIVE_BINARY = 3 pfnGetNativeBinary zeModuleGetNativeBinary since 1, 0;
    }
    ze_kernel_dditable_t zeGetKernelProcAddrTable {
        KERNEL_CREATE = 0 pfnCreate zeKernelCreate since 1, 0;
        KERNEL_DESTROY = 1 pfnDestroy zeKernelDestroy since 1, 0;
        KERNEL_GET_PROPERTIES = 10 pfnGetProperties zeKernelGetProperties since 1, 0;
        KERNEL_GET_NAME = 11 pfnGetName zeKernelGetName since 1, 0;
    }
    ze_kernel_exp_dditable_t zeGetKernelExpProcAddrTable {
        KERNEL_GET_BINARY_EXP = 2 pfnGetBinaryExp zeKernelGetBinaryExp since 1, 11;
    }
}

/// Launch and replay entry points worth knowing a loader exports (`aotspy probe-driver`):
/// which SYCL's adapters use depends on the driver and adapter version.
pub const LAUNCH_EXPORTS: &[&Entry] = &[
    &LIST_APPEND_LAUNCH_KERNEL,
    &LIST_APPEND_LAUNCH_COOPERATIVE_KERNEL,
    &LIST_APPEND_LAUNCH_KERNEL_INDIRECT,
    &LIST_APPEND_LAUNCH_MULTIPLE_KERNELS_INDIRECT,
    &LIST_APPEND_LAUNCH_KERNEL_WITH_PARAMETERS,
    &LIST_APPEND_LAUNCH_KERNEL_WITH_ARGUMENTS,
    &LIST_IMMEDIATE_APPEND_COMMAND_LISTS_EXP,
    &LIST_UPDATE_MUTABLE_COMMAND_KERNELS_EXP,
    &GLOBAL_INIT_DRIVERS,
];
