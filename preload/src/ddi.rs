//! Where each hooked function sits in its DDI table (`ze_*_dditable_t` in `ze_ddi.h`), and the
//! API version that added it.
//!
//! A table grows at its end with the API version, and `zeGet*ProcAddrTable(version, table)`
//! fills only the entries of `version`: the caller's struct may end before newer ones. So an
//! entry is patched only when the requested version is at least its own. Indices and versions
//! are those of the 1.32 loader's `ze_ddi.h` and `ze_ldrddi.cpp`; `tests/tests/entry_points.rs`
//! checks every index against the header installed on each test stack (this file is
//! self-contained so that test can include it).

/// `ZE_MAKE_VERSION(major, minor)`.
pub const fn api_version(major: u32, minor: u32) -> u32 {
    (major << 16) | minor
}

pub struct Entry {
    pub index: usize,
    /// The API version whose table first has this entry.
    pub since: u32,
}

macro_rules! ddi_entries {
    ($(
        $table:ident {
            $( $name:ident = $index:literal $field:ident since $major:literal, $minor:literal; )*
        }
    )*) => {
        $( $(
            pub const $name: Entry = Entry { index: $index, since: api_version($major, $minor) };
        )* )*

        /// Every entry as (C table type, C field, entry), for the header check.
        #[allow(dead_code)] // read by the test that includes this file, not by the preload
        pub const ALL: &[(&str, &str, &Entry)] = &[
            $( $( (stringify!($table), stringify!($field), &$name), )* )*
        ];
    };
}

ddi_entries! {
    ze_module_dditable_t {
        MODULE_CREATE = 0 pfnCreate since 1, 0;
        MODULE_DESTROY = 1 pfnDestroy since 1, 0;
    }
    ze_kernel_dditable_t {
        KERNEL_CREATE = 0 pfnCreate since 1, 0;
        KERNEL_DESTROY = 1 pfnDestroy since 1, 0;
    }
    ze_command_queue_dditable_t {
        QUEUE_EXECUTE_COMMAND_LISTS = 2 pfnExecuteCommandLists since 1, 0;
    }
    ze_command_list_dditable_t {
        LIST_CREATE = 0 pfnCreate since 1, 0;
        LIST_CREATE_IMMEDIATE = 1 pfnCreateImmediate since 1, 0;
        LIST_DESTROY = 2 pfnDestroy since 1, 0;
        LIST_RESET = 4 pfnReset since 1, 0;
        LIST_APPEND_LAUNCH_KERNEL = 22 pfnAppendLaunchKernel since 1, 0;
        LIST_APPEND_LAUNCH_COOPERATIVE_KERNEL = 23 pfnAppendLaunchCooperativeKernel since 1, 0;
        LIST_APPEND_LAUNCH_KERNEL_INDIRECT = 24 pfnAppendLaunchKernelIndirect since 1, 0;
        LIST_APPEND_LAUNCH_MULTIPLE_KERNELS_INDIRECT = 25 pfnAppendLaunchMultipleKernelsIndirect
            since 1, 0;
        LIST_APPEND_LAUNCH_KERNEL_WITH_PARAMETERS = 36 pfnAppendLaunchKernelWithParameters
            since 1, 14;
        LIST_APPEND_LAUNCH_KERNEL_WITH_ARGUMENTS = 37 pfnAppendLaunchKernelWithArguments
            since 1, 14;
        LIST_IMMEDIATE_APPEND_COMMAND_LISTS_WITH_PARAMETERS = 40
            pfnImmediateAppendCommandListsWithParameters since 1, 16;
    }
    ze_command_list_exp_dditable_t {
        LIST_CREATE_CLONE_EXP = 0 pfnCreateCloneExp since 1, 9;
        LIST_IMMEDIATE_APPEND_COMMAND_LISTS_EXP = 1 pfnImmediateAppendCommandListsExp since 1, 9;
        LIST_GET_NEXT_COMMAND_ID_EXP = 2 pfnGetNextCommandIdExp since 1, 9;
        LIST_GET_NEXT_COMMAND_ID_WITH_KERNELS_EXP = 6 pfnGetNextCommandIdWithKernelsExp
            since 1, 10;
        LIST_UPDATE_MUTABLE_COMMAND_KERNELS_EXP = 7 pfnUpdateMutableCommandKernelsExp since 1, 10;
    }
    ze_context_dditable_t {
        CONTEXT_MAKE_MEMORY_RESIDENT = 4 pfnMakeMemoryResident since 1, 0;
        CONTEXT_EVICT_MEMORY = 5 pfnEvictMemory since 1, 0;
        CONTEXT_MAKE_IMAGE_RESIDENT = 6 pfnMakeImageResident since 1, 0;
        CONTEXT_EVICT_IMAGE = 7 pfnEvictImage since 1, 0;
    }
    ze_driver_dditable_t {
        DRIVER_GET_EXTENSION_FUNCTION_ADDRESS = 5 pfnGetExtensionFunctionAddress since 1, 1;
    }
}
