//! The hooked API, declared once.
//!
//! The Level Zero loader fills its own dispatch tables by calling the exported
//! `zeGet*ProcAddrTable` functions through its PLT, and so does any program that asks for the
//! tables itself. libaotspy exports those functions: it calls the real one, then swaps the
//! entries listed here for hooks, each only if the caller's table version has it (`aotspy_ze_abi::ddi`).
//! That one mechanism sees a program linked with the loader (the loader's API functions
//! dispatch through its tables), a loader `dlopen`ed with `RTLD_LOCAL` (its PLT still binds to
//! the global scope, where the preload is), and programs that call through tables. The same
//! hooks stand in for these functions wherever else they are handed out: by
//! `zeDriverGetExtensionFunctionAddress` (the driver's own functions, which reach no table) and
//! by `dlsym` on anything but the loader (`interpose.rs`).
//!
//! Injected by `aotspy attach` into a process started without the preload, the library reaches
//! the same hooks through inline detours of the driver's functions instead (`inject.rs`): each
//! detoured function's trampoline is the real function of one slot.
//!
//! A hook is generic over a slot: each slot remembers one real function, so tables holding
//! different originals (loader intercepts, driver functions) each call their own. A hook is
//! never handed out for a function that is already one of our hooks, so nested tables (a
//! loader table filled from a driver table we already patched) never count a call twice.

use crate::fault::{self, shielded};
use crate::outbox;
use crate::record;
use crate::slots::{claim_slot, real_getter, SlotsFull, SLOTS};
use aotspy_proto::DriverOperation;
use aotspy_ze_abi::ddi;
use aotspy_ze_abi::ffi::{self, GroupDims, Handle, ZeResult};
use std::cell::Cell;
use std::ffi::{c_char, c_void, CStr};
use std::sync::atomic::{AtomicUsize, Ordering};

/// [`claim_slot`] for a counting hook: a function left unhooked for want of a slot is counted
/// and said, since its calls go uncounted.
pub fn claim(real: usize, reals: &[AtomicUsize; SLOTS], hooks: &[usize; SLOTS]) -> Option<usize> {
    claim_slot(real, reals, hooks).unwrap_or_else(|SlotsFull| {
        record::entry_left_unhooked();
        outbox::diagnostic(format!(
            "more than {SLOTS} distinct implementations of one Level Zero function; calls to \
             the others are not counted"
        ));
        None
    })
}

thread_local! {
    /// Set while this thread runs a cold hook's bookkeeping or a getter's installation.
    static IN_BOOKKEEPING: Cell<bool> = const { Cell::new(false) };
}

/// Bookkeeping of a cold hook, shielded, unless this thread is already inside bookkeeping:
/// a hooked function reached from our own bookkeeping (a driver or layer calling back into
/// the API, a getter called from a getter) then simply goes through, unrecorded, instead of
/// re-entering locks it holds. The launch hooks do without (a thread-local costs a
/// `__tls_get_addr` call per launch in a shared library), and so do the execute hooks marked
/// `launch` beside them: their bookkeeping adds to atomics (an execution also takes its list's
/// log lock, which nothing else holds while calling out) and never calls Level Zero, so it
/// cannot be re-entered.
#[inline(always)]
fn guarded(f: impl FnOnce()) {
    // Also false when the thread's locals are gone (a hook called from a TLS destructor).
    if !IN_BOOKKEEPING
        .try_with(|inside| !inside.replace(true))
        .unwrap_or(false)
    {
        return;
    }
    shielded(f);
    let _ = IN_BOOKKEEPING.try_with(|inside| inside.set(false));
}

macro_rules! hooked_api {
    ($(
        $getter:ident {
            $( [$index:ident] $name:ident ( $($arg:ident : $ty:ty),* $(,)? )
                $(before $before:expr)? $(, after $after:expr)? $(, launch $launch:expr)? ; )*
        }
    )*) => {
        $( $(
            #[allow(non_snake_case)]
            pub mod $name {
                use super::*;

                // The table entry is this function's, in this getter's table.
                const _: () = assert!(
                    ddi::same(ddi::$index.function.to_bytes(), stringify!($name).as_bytes())
                        && ddi::same(ddi::$index.getter.as_bytes(), stringify!($getter).as_bytes())
                );

                pub static REALS: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];
                type Real = unsafe extern "C" fn($($ty),*) -> ZeResult;
                /// Bookkeeping takes the arguments as one tuple (all are Copy).
                type Args = ($($ty,)*);

                unsafe extern "C" fn hook<const SLOT: usize>($($arg: $ty),*) -> ZeResult {
                    let _args: Args = ($($arg,)*);
                    $( guarded(|| { let before: fn(Args) = $before; before(_args) }); )?
                    // SAFETY: a slot's hook is handed out only after its real was stored
                    // (Acquire pairs with the store in `claim`).
                    let real: Real = unsafe {
                        std::mem::transmute::<usize, Real>(REALS[SLOT].load(Ordering::Acquire))
                    };
                    let result = unsafe { real($($arg),*) };
                    if result == ffi::ZE_RESULT_SUCCESS {
                        $( guarded(|| { let after: fn(Args) = $after; after(_args) }); )?
                        $( shielded(|| { let launch: fn(Args) = $launch; launch(_args) }); )?
                    }
                    result
                }

                pub fn hooks() -> [usize; SLOTS] {
                    [hook::<0> as Real as usize, hook::<1> as Real as usize, hook::<2> as Real as usize, hook::<3> as Real as usize]
                }

                /// Swaps the table entry for its hook, if a table of `version` has it.
                ///
                /// # Safety
                /// `table` must be a DDI table of the kind this function belongs to, as
                /// filled for `version`.
                pub unsafe fn install(table: *mut usize, version: u32) {
                    if version < ddi::$index.since {
                        return;
                    }
                    let entry = unsafe { table.add(ddi::$index.index) };
                    if let Some(hook) = claim(unsafe { *entry }, &REALS, &hooks()) {
                        unsafe { *entry = hook };
                    }
                }
            }
        )* )*

        $(
            /// Interposes the loader's export; see the module comment.
            ///
            /// # Safety
            /// Called by C with a DDI table pointer, like the real function.
            #[no_mangle]
            pub unsafe extern "C" fn $getter(version: u32, table: *mut usize) -> ZeResult {
                static REAL: AtomicUsize = AtomicUsize::new(0);
                let name = const {
                    match CStr::from_bytes_with_nul(concat!(stringify!($getter), "\0").as_bytes()) {
                        Ok(name) => name,
                        Err(_) => panic!("one NUL, at the end"),
                    }
                };
                // Never unwinds into C: a panic finding the real getter answers like a loader
                // without it; one while installing leaves the table as the loader filled it.
                let Some(real) = fault::or_else(None, || real_getter(&REAL, name)) else {
                    return ffi::ZE_RESULT_ERROR_UNSUPPORTED_FEATURE;
                };
                let result = unsafe { real(version, table) };
                if result == ffi::ZE_RESULT_SUCCESS && !table.is_null() {
                    guarded(|| {
                        if crate::enabled::capture_enabled() {
                            $( unsafe { $name::install(table, version) }; )*
                        }
                    });
                }
                result
            }
        )*

        /// The real `zeGet*ProcAddrTable` behind `name`, for `dlsym` interposition: which of
        /// our exports stands in for it.
        pub fn table_getter_export(name: &CStr) -> Option<usize> {
            $( if name.to_bytes() == stringify!($getter).as_bytes() {
                return Some($getter as crate::loader::GetTableFn as usize);
            } )*
            None
        }

        /// Every hooked function, for the detours of an injected library (`inject.rs`).
        pub fn hooked_functions() -> Vec<Hooked> {
            vec![ $( $( Hooked {
                entry: &ddi::$index,
                reals: &$name::REALS,
                hooks: $name::hooks(),
            }, )* )* ]
        }

        /// The slots and hooks of hooked function `name`.
        fn hook_slots(name: &CStr) -> Option<(&'static [AtomicUsize; SLOTS], [usize; SLOTS])> {
            $( $( if name.to_bytes() == stringify!($name).as_bytes() {
                return Some((&$name::REALS, $name::hooks()));
            } )* )*
            None
        }
    };
}

/// A hooked function: where its driver implementation is found, and its hook slots.
pub struct Hooked {
    pub entry: &'static ddi::Entry,
    pub reals: &'static [AtomicUsize; SLOTS],
    pub hooks: [usize; SLOTS],
}

hooked_api! {
    zeGetModuleProcAddrTable {
        [MODULE_CREATE] zeModuleCreate(
            context: Handle, device: Handle, desc: *const ffi::ModuleDesc, module: *mut Handle,
            build_log: *mut Handle,
        ), after |(_, device, desc, module, _)| unsafe {
            record::module_created(device, desc, *module)
        };
        [MODULE_DESTROY] zeModuleDestroy(module: Handle)
            before |(module,)| record::module_destroyed(module);
    }
    zeGetKernelProcAddrTable {
        [KERNEL_CREATE] zeKernelCreate(module: Handle, desc: *const ffi::KernelDesc, kernel: *mut Handle),
            after |(module, desc, kernel)| unsafe {
                record::kernel_created(module, desc, *kernel)
            };
        [KERNEL_DESTROY] zeKernelDestroy(kernel: Handle)
            before |(kernel,)| record::kernel_destroyed(kernel);
    }
    zeGetCommandListProcAddrTable {
        [LIST_CREATE] zeCommandListCreate(context: Handle, device: Handle, desc: *const c_void, list: *mut Handle),
            after |(_, _, _, list)| unsafe { record::list_created(*list) };
        [LIST_CREATE_IMMEDIATE] zeCommandListCreateImmediate(
            context: Handle, device: Handle, desc: *const c_void, list: *mut Handle,
        ), after |(_, _, _, list)| unsafe { record::immediate_list_created(*list) };
        [LIST_DESTROY] zeCommandListDestroy(list: Handle)
            before |(list,)| record::list_destroyed(list);
        [LIST_RESET] zeCommandListReset(list: Handle), after |(list,)| record::list_reset(list);
        [LIST_APPEND_LAUNCH_KERNEL] zeCommandListAppendLaunchKernel(
            list: Handle, kernel: Handle, groups: *const GroupDims, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), launch |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_COOPERATIVE_KERNEL] zeCommandListAppendLaunchCooperativeKernel(
            list: Handle, kernel: Handle, groups: *const GroupDims, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), launch |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_KERNEL_INDIRECT] zeCommandListAppendLaunchKernelIndirect(
            list: Handle, kernel: Handle, groups: *const GroupDims, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), launch |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_MULTIPLE_KERNELS_INDIRECT] zeCommandListAppendLaunchMultipleKernelsIndirect(
            list: Handle, num_kernels: u32, kernels: *mut Handle, count: *const u32,
            groups: *const GroupDims, signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(list, num_kernels, kernels, ..)| record::launch_multiple(list, num_kernels, kernels);
        [LIST_APPEND_LAUNCH_KERNEL_WITH_PARAMETERS] zeCommandListAppendLaunchKernelWithParameters(
            list: Handle, kernel: Handle, groups: *const GroupDims, next: *const c_void,
            signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_KERNEL_WITH_ARGUMENTS] zeCommandListAppendLaunchKernelWithArguments(
            list: Handle, kernel: Handle, groups: GroupDims, sizes: GroupDims,
            arguments: *mut *mut c_void, next: *const c_void, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), launch |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_MEMORY_COPY] zeCommandListAppendMemoryCopy(
            list: Handle, to: *mut c_void, from: *const c_void, bytes: usize, signal: Handle,
            num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| record::driver_operation(list, DriverOperation::MemoryCopy);
        [LIST_APPEND_MEMORY_FILL] zeCommandListAppendMemoryFill(
            list: Handle, to: *mut c_void, pattern: *const c_void, pattern_bytes: usize,
            bytes: usize, signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| record::driver_operation(list, DriverOperation::MemoryFill);
        [LIST_APPEND_MEMORY_COPY_REGION] zeCommandListAppendMemoryCopyRegion(
            list: Handle, to: *mut c_void, to_region: *const c_void, to_pitch: u32,
            to_slice_pitch: u32, from: *const c_void, from_region: *const c_void,
            from_pitch: u32, from_slice_pitch: u32, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), launch |(list, ..)| record::driver_operation(list, DriverOperation::MemoryCopyRegion);
        [LIST_APPEND_MEMORY_COPY_FROM_CONTEXT] zeCommandListAppendMemoryCopyFromContext(
            list: Handle, to: *mut c_void, from_context: Handle, from: *const c_void,
            bytes: usize, signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| {
            record::driver_operation(list, DriverOperation::MemoryCopyFromContext)
        };
        [LIST_APPEND_IMAGE_COPY] zeCommandListAppendImageCopy(
            list: Handle, to: Handle, from: Handle, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), launch |(list, ..)| record::driver_operation(list, DriverOperation::ImageCopy);
        [LIST_APPEND_IMAGE_COPY_REGION] zeCommandListAppendImageCopyRegion(
            list: Handle, to: Handle, from: Handle, to_region: *const c_void,
            from_region: *const c_void, signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| record::driver_operation(list, DriverOperation::ImageCopyRegion);
        [LIST_APPEND_IMAGE_COPY_TO_MEMORY] zeCommandListAppendImageCopyToMemory(
            list: Handle, to: *mut c_void, from: Handle, region: *const c_void, signal: Handle,
            num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| record::driver_operation(list, DriverOperation::ImageCopyToMemory);
        [LIST_APPEND_IMAGE_COPY_FROM_MEMORY] zeCommandListAppendImageCopyFromMemory(
            list: Handle, to: Handle, from: *const c_void, region: *const c_void, signal: Handle,
            num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| {
            record::driver_operation(list, DriverOperation::ImageCopyFromMemory)
        };
        [LIST_APPEND_IMAGE_COPY_TO_MEMORY_EXT] zeCommandListAppendImageCopyToMemoryExt(
            list: Handle, to: *mut c_void, from: Handle, region: *const c_void, row_pitch: u32,
            slice_pitch: u32, signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| record::driver_operation(list, DriverOperation::ImageCopyToMemory);
        [LIST_APPEND_IMAGE_COPY_FROM_MEMORY_EXT] zeCommandListAppendImageCopyFromMemoryExt(
            list: Handle, to: Handle, from: *const c_void, region: *const c_void,
            row_pitch: u32, slice_pitch: u32, signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(list, ..)| {
            record::driver_operation(list, DriverOperation::ImageCopyFromMemory)
        };
        [LIST_IMMEDIATE_APPEND_COMMAND_LISTS_WITH_PARAMETERS] zeCommandListImmediateAppendCommandListsWithParameters(
            immediate: Handle, num_lists: u32, lists: *mut Handle, next: *const c_void,
            signal: Handle, num_wait: u32, wait: *mut Handle,
        ), launch |(_, num_lists, lists, ..)| record::execute(num_lists, lists);
    }
    zeGetCommandListExpProcAddrTable {
        [LIST_CREATE_CLONE_EXP] zeCommandListCreateCloneExp(list: Handle, clone: *mut Handle),
            after |(list, clone)| unsafe { record::list_cloned(list, *clone) };
        [LIST_IMMEDIATE_APPEND_COMMAND_LISTS_EXP] zeCommandListImmediateAppendCommandListsExp(
            immediate: Handle, num_lists: u32, lists: *mut Handle, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), launch |(_, num_lists, lists, ..)| record::execute(num_lists, lists);
        [LIST_GET_NEXT_COMMAND_ID_EXP] zeCommandListGetNextCommandIdExp(
            list: Handle, desc: *const c_void, command: *mut u64,
        ), after |(list, _, command)| unsafe { record::next_command(list, *command) };
        [LIST_GET_NEXT_COMMAND_ID_WITH_KERNELS_EXP] zeCommandListGetNextCommandIdWithKernelsExp(
            list: Handle, desc: *const c_void, num_kernels: u32, kernels: *mut Handle,
            command: *mut u64,
        ), after |(list, .., command)| unsafe { record::next_command(list, *command) };
        [LIST_UPDATE_MUTABLE_COMMAND_KERNELS_EXP] zeCommandListUpdateMutableCommandKernelsExp(
            list: Handle, num_kernels: u32, commands: *mut u64, kernels: *mut Handle,
        ), after |(list, num_kernels, commands, kernels)| {
            record::command_kernels_updated(list, num_kernels, commands, kernels)
        };
    }
    zeGetCommandQueueProcAddrTable {
        [QUEUE_EXECUTE_COMMAND_LISTS] zeCommandQueueExecuteCommandLists(
            queue: Handle, num_lists: u32, lists: *mut Handle, fence: Handle,
        ), launch |(_, num_lists, lists, _)| record::execute(num_lists, lists);
    }
    zeGetDriverProcAddrTable {
        [DRIVER_GET_EXTENSION_FUNCTION_ADDRESS] zeDriverGetExtensionFunctionAddress(
            driver: Handle, name: *const c_char, function: *mut *mut c_void,
        ), after |(_, name, function)| unsafe {
            if !name.is_null() && !function.is_null() {
                // The driver's own function: no table of ours is behind it.
                *function = function_hook(CStr::from_ptr(name), *function as usize) as *mut c_void;
            }
        };
    }
}

/// The hook standing in for `real` if `name` is a hooked function (and a slot is free), else
/// `real` itself. Never for the loader's own export of `name`: it dispatches through the tables
/// our getters patched, so hooking it too would count each call twice.
fn function_hook(name: &CStr, real: usize) -> usize {
    let Some((reals, hooks)) = hook_slots(name) else {
        return real;
    };
    if crate::loader::resolve(name) as usize == real {
        return real;
    }
    claim(real, reals, &hooks).unwrap_or(real)
}

/// What `dlsym` should return for a symbol the real `dlsym` resolved to `real`.
pub fn substitute(name: &CStr, real: usize) -> usize {
    if let Some(residency) = crate::residency::substitute(name, real) {
        return residency;
    }
    if !crate::enabled::capture_enabled() {
        return real;
    }
    // The loader's own getters become ours. Layers and drivers export the same names (the
    // loader fetches theirs with dlsym): their getters are left alone, their hooked functions
    // hooked, since no patched table is behind them (see `function_hook`).
    if let Some(export) = table_getter_export(name) {
        let from_loader = crate::loader::resolve(name) as usize == real;
        return if from_loader { export } else { real };
    }
    function_hook(name, real)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bookkeeping that reaches a hooked function again on its thread runs once: the inner
    /// call goes through unrecorded; on another thread, and after the outer one, it runs.
    #[test]
    fn bookkeeping_is_never_reentered_on_one_thread() {
        let mut ran = Vec::new();
        guarded(|| {
            ran.push("outer");
            guarded(|| ran.push("inner, same thread"));
            std::thread::scope(|s| {
                s.spawn(|| {
                    let mut other = false;
                    guarded(|| other = true);
                    assert!(other, "another thread's bookkeeping runs");
                });
            });
        });
        guarded(|| ran.push("after"));
        assert_eq!(ran, ["outer", "after"]);
    }

    /// A panic in bookkeeping is caught, and leaves the guard open for the next call.
    #[test]
    fn a_panic_inside_leaves_the_guard_open() {
        guarded(|| panic!("bookkeeping failed"));
        let mut ran = false;
        guarded(|| ran = true);
        assert!(ran);
    }
}
