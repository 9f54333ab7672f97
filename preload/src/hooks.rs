//! The hooked API, declared once.
//!
//! The Level Zero loader fills its own dispatch tables by calling the exported
//! `zeGet*ProcAddrTable` functions through its PLT, and so does any program that asks for the
//! tables itself. libaotspy exports those functions: it calls the real one, then swaps the
//! entries listed here for hooks, each only if the caller's table version has it (`ddi.rs`).
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

use crate::ddi;
use crate::ffi::{self, GroupDims, Handle, ZeResult};
use crate::record;
use std::ffi::{c_char, c_void, CStr};
use std::sync::atomic::{AtomicUsize, Ordering};

pub const SLOTS: usize = 4;

/// Every slot of a function already holds another original.
pub struct SlotsFull;

/// The hook standing in for `real`, claiming a slot for it on first sight; `Ok(None)` when
/// there is nothing to hook (null, or already one of our hooks).
pub fn claim_slot(
    real: usize,
    reals: &[AtomicUsize; SLOTS],
    hooks: &[usize; SLOTS],
) -> Result<Option<usize>, SlotsFull> {
    if real == 0 || hooks.contains(&real) {
        return Ok(None);
    }
    for (slot, hook) in reals.iter().zip(hooks) {
        match slot.compare_exchange(0, real, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => return Ok(Some(armed(*hook))),
            Err(current) if current == real => return Ok(Some(armed(*hook))),
            Err(_) => {}
        }
    }
    Err(SlotsFull)
}

/// [`claim_slot`] for a counting hook: a function left unhooked for want of a slot is counted
/// and said, since its calls go uncounted.
pub fn claim(real: usize, reals: &[AtomicUsize; SLOTS], hooks: &[usize; SLOTS]) -> Option<usize> {
    claim_slot(real, reals, hooks).unwrap_or_else(|SlotsFull| {
        record::entry_left_unhooked();
        crate::transport::diagnostic(format!(
            "more than {SLOTS} distinct implementations of one Level Zero function; calls to \
             the others are not counted"
        ));
        None
    })
}

/// `hook`, once what every hook relies on is ready: the transport, and the launch path's
/// caches (whichever way the hook is handed out: table, dlsym or extension function).
fn armed(hook: usize) -> usize {
    crate::transport::engage();
    record::prepare_caches();
    hook
}

/// Runs bookkeeping so that a panic in it never reaches the workload: the call it belongs to
/// is then simply not recorded.
#[inline(always)]
fn shielded(f: impl FnOnce()) {
    if std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err() {
        crate::transport::capture_fault();
    }
}

/// Keeps panic messages off the workload's stderr; the first one goes into the report.
pub fn silence_panics() {
    std::panic::set_hook(Box::new(|info| {
        if let Ok(mut first) = FIRST_PANIC.try_lock() {
            first.get_or_insert_with(|| info.to_string());
        }
    }));
}

pub static FIRST_PANIC: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

macro_rules! hooked_api {
    ($(
        $getter:ident {
            $( [$index:ident] $name:ident ( $($arg:ident : $ty:ty),* $(,)? )
                $(before $before:expr)? $(, after $after:expr)? ; )*
        }
    )*) => {
        $( $(
            #[allow(non_snake_case)]
            pub mod $name {
                use super::*;

                pub static REALS: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];
                type Real = unsafe extern "C" fn($($ty),*) -> ZeResult;
                /// Bookkeeping takes the arguments as one tuple (all are Copy).
                type Args = ($($ty,)*);

                unsafe extern "C" fn hook<const SLOT: usize>($($arg: $ty),*) -> ZeResult {
                    let _args: Args = ($($arg,)*);
                    $( shielded(|| { let before: fn(Args) = $before; before(_args) }); )?
                    // SAFETY: a slot's hook is handed out only after its real was stored
                    // (Acquire pairs with the store in `claim`).
                    let real: Real = unsafe {
                        std::mem::transmute::<usize, Real>(REALS[SLOT].load(Ordering::Acquire))
                    };
                    let result = unsafe { real($($arg),*) };
                    if result == ffi::ZE_RESULT_SUCCESS {
                        $( shielded(|| { let after: fn(Args) = $after; after(_args) }); )?
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
                let name = c_name(concat!(stringify!($getter), "\0"));
                let Some(real) = real_getter(&REAL, name) else {
                    return ffi::ZE_RESULT_ERROR_UNSUPPORTED_FEATURE;
                };
                let result = unsafe { real(version, table) };
                if result == ffi::ZE_RESULT_SUCCESS && !table.is_null() && crate::capture_enabled() {
                    $( unsafe { $name::install(table, version) }; )*
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
                getter: stringify!($getter),
                name: stringify!($name),
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
    /// The `zeGet*ProcAddrTable` whose table has it.
    pub getter: &'static str,
    pub name: &'static str,
    pub entry: &'static ddi::Entry,
    pub reals: &'static [AtomicUsize; SLOTS],
    pub hooks: [usize; SLOTS],
}

fn c_name(nul_terminated: &'static str) -> &'static CStr {
    CStr::from_bytes_with_nul(nul_terminated.as_bytes()).expect("one NUL, at the end")
}

/// The loader's `zeGet*ProcAddrTable` called `name`, looked up once into `cache`.
pub fn real_getter(cache: &AtomicUsize, name: &CStr) -> Option<crate::loader::GetTableFn> {
    let mut f = cache.load(Ordering::Acquire);
    if f == 0 {
        f = crate::loader::resolve(name) as usize;
        cache.store(f, Ordering::Release);
    }
    // SAFETY: the loader's zeGet*ProcAddrTable functions have this signature.
    (f != 0).then(|| unsafe { std::mem::transmute::<usize, crate::loader::GetTableFn>(f) })
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
        ), after |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_COOPERATIVE_KERNEL] zeCommandListAppendLaunchCooperativeKernel(
            list: Handle, kernel: Handle, groups: *const GroupDims, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), after |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_KERNEL_INDIRECT] zeCommandListAppendLaunchKernelIndirect(
            list: Handle, kernel: Handle, groups: *const GroupDims, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), after |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_MULTIPLE_KERNELS_INDIRECT] zeCommandListAppendLaunchMultipleKernelsIndirect(
            list: Handle, num_kernels: u32, kernels: *mut Handle, count: *const u32,
            groups: *const GroupDims, signal: Handle, num_wait: u32, wait: *mut Handle,
        ), after |(list, num_kernels, kernels, ..)| record::launch_multiple(list, num_kernels, kernels);
        [LIST_APPEND_LAUNCH_KERNEL_WITH_PARAMETERS] zeCommandListAppendLaunchKernelWithParameters(
            list: Handle, kernel: Handle, groups: *const GroupDims, next: *const c_void,
            signal: Handle, num_wait: u32, wait: *mut Handle,
        ), after |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_APPEND_LAUNCH_KERNEL_WITH_ARGUMENTS] zeCommandListAppendLaunchKernelWithArguments(
            list: Handle, kernel: Handle, groups: GroupDims, sizes: GroupDims,
            arguments: *mut *mut c_void, next: *const c_void, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), after |(list, kernel, ..)| record::launch(list, kernel);
        [LIST_IMMEDIATE_APPEND_COMMAND_LISTS_WITH_PARAMETERS] zeCommandListImmediateAppendCommandListsWithParameters(
            immediate: Handle, num_lists: u32, lists: *mut Handle, next: *const c_void,
            signal: Handle, num_wait: u32, wait: *mut Handle,
        ), after |(_, num_lists, lists, ..)| record::execute(num_lists, lists);
    }
    zeGetCommandListExpProcAddrTable {
        [LIST_CREATE_CLONE_EXP] zeCommandListCreateCloneExp(list: Handle, clone: *mut Handle),
            after |(list, clone)| unsafe { record::list_cloned(list, *clone) };
        [LIST_IMMEDIATE_APPEND_COMMAND_LISTS_EXP] zeCommandListImmediateAppendCommandListsExp(
            immediate: Handle, num_lists: u32, lists: *mut Handle, signal: Handle, num_wait: u32,
            wait: *mut Handle,
        ), after |(_, num_lists, lists, ..)| record::execute(num_lists, lists);
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
        ), after |(_, num_lists, lists, _)| record::execute(num_lists, lists);
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
    if !crate::capture_enabled() {
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
