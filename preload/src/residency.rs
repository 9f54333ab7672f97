//! Memory residency under `aotspy collect --emulate` (and never otherwise).
//!
//! Device-less NEO has no AUB memory manager to make allocations resident, so
//! `zeContextMakeMemoryResident` and its siblings return `ZE_RESULT_ERROR_UNINITIALIZED`. SYCL's
//! Level Zero v1 adapter ignores that; the v2 adapter's memory pools (UMF) treat it as fatal,
//! so on `--emulate bmg` (and lnl, ptl, where v2 is the default) no SYCL program gets a
//! context. With nothing executing for real, residency means nothing: when the preload runs
//! under emulation (`AOTSPY_EMULATED`, set only by `collect --emulate`), these calls report
//! that one result as success, and the process tells the collector how many it changed.
//!
//! Both paths to them are covered: the context DDI table (the adapters take their functions
//! from the `zeGet*ProcAddrTable` tables) and `dlsym` (UMF looks them up by name, on the loader
//! or on the library `UMF_ZE_LOADER_LIB_NAME` names). When both wrap one call (a `dlsym`'d
//! loader export dispatching through the hooked table), only the innermost sees the driver's
//! refusal, so each refused call is counted once.

use crate::slots::{claim_slot, real_getter, SlotsFull, SLOTS};
use aotspy_ze_abi::ddi;
use aotspy_ze_abi::ffi::{
    Handle, ZeResult, ZE_RESULT_ERROR_UNINITIALIZED, ZE_RESULT_ERROR_UNSUPPORTED_FEATURE,
    ZE_RESULT_SUCCESS,
};
use std::ffi::{c_void, CStr};
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Claims a slot for a residency hook. When none is free the refusals of that implementation
/// go through unexcused (nothing is uncounted: these calls are not dispatches), said once.
fn claim(real: usize, reals: &[AtomicUsize; SLOTS], hooks: &[usize; SLOTS]) -> Option<usize> {
    claim_slot(real, reals, hooks).unwrap_or_else(|SlotsFull| {
        crate::outbox::diagnostic(format!(
            "emulation: more than {SLOTS} implementations of one residency function; the \
             device-less driver's refusals of the others reach the program"
        ));
        None
    })
}

/// Whether the workaround is on: under emulation, with capture enabled.
fn active() -> bool {
    static ACTIVE: OnceLock<bool> = OnceLock::new();
    *ACTIVE.get_or_init(|| {
        crate::enabled::capture_enabled()
            && std::env::var_os(aotspy_proto::ENV_EMULATED).is_some_and(|v| !v.is_empty())
    })
}

/// The driver's refusal, as the program will see it; counted for the report.
fn excuse(result: ZeResult, refused: &AtomicU64) -> ZeResult {
    if result != ZE_RESULT_ERROR_UNINITIALIZED {
        return result;
    }
    if refused.fetch_add(1, Ordering::Relaxed) == 0 {
        // A panic must not cross into C; the count is still right, only the message is lost.
        let _ = std::panic::catch_unwind(report_at_exit);
    }
    ZE_RESULT_SUCCESS
}

macro_rules! residency_api {
    ($( [$index:ident] $name:ident ( $($arg:ident : $ty:ty),* ); )*) => {
        $(
            #[allow(non_snake_case)]
            mod $name {
                use super::*;

                // The table entry is this function's, in the context table.
                const _: () = assert!(
                    ddi::same(ddi::$index.function.to_bytes(), stringify!($name).as_bytes())
                        && ddi::same(ddi::$index.getter.as_bytes(), GETTER.to_bytes())
                );

                pub static REALS: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];
                pub static REFUSED: AtomicU64 = AtomicU64::new(0);
                type Real = unsafe extern "C" fn($($ty),*) -> ZeResult;

                unsafe extern "C" fn hook<const SLOT: usize>($($arg: $ty),*) -> ZeResult {
                    // SAFETY: a slot's hook is handed out only after its real was stored.
                    // Acquire pairs with that store: the hook may run on another thread.
                    let real: Real = unsafe {
                        std::mem::transmute::<usize, Real>(REALS[SLOT].load(Ordering::Acquire))
                    };
                    excuse(unsafe { real($($arg),*) }, &REFUSED)
                }

                pub fn hooks() -> [usize; SLOTS] {
                    [hook::<0> as Real as usize, hook::<1> as Real as usize, hook::<2> as Real as usize, hook::<3> as Real as usize]
                }
            }
        )*

        /// Swaps the residency entries of a context DDI table for their hooks, where a table of
        /// `version` has them.
        ///
        /// # Safety
        /// `table` must be a `ze_context_dditable_t` as filled for `version`.
        unsafe fn install(table: *mut usize, version: u32) {
            $(
                if version < ddi::$index.since {
                    return;
                }
                let entry = unsafe { table.add(ddi::$index.index) };
                if let Some(hook) = claim(unsafe { *entry }, &$name::REALS, &$name::hooks()) {
                    unsafe { *entry = hook };
                }
            )*
        }

        /// The hook for `real` if `name` is one of these functions.
        fn hook_for(name: &CStr, real: usize) -> Option<usize> {
            $( if name.to_bytes() == stringify!($name).as_bytes() {
                return Some(claim(real, &$name::REALS, &$name::hooks()).unwrap_or(real));
            } )*
            None
        }

        fn all_refused() -> [&'static AtomicU64; [$(stringify!($name)),*].len()] {
            [$( &$name::REFUSED ),*]
        }

        /// Refused calls per function, those with any.
        fn refusals() -> Vec<(&'static str, u64)> {
            [$( (stringify!($name), $name::REFUSED.load(Ordering::Relaxed)) ),*]
                .into_iter()
                .filter(|&(_, n)| n > 0)
                .collect()
        }
    };
}

residency_api! {
    [CONTEXT_MAKE_MEMORY_RESIDENT] zeContextMakeMemoryResident(context: Handle, device: Handle, ptr: *mut c_void, size: usize);
    [CONTEXT_EVICT_MEMORY] zeContextEvictMemory(context: Handle, device: Handle, ptr: *mut c_void, size: usize);
    [CONTEXT_MAKE_IMAGE_RESIDENT] zeContextMakeImageResident(context: Handle, device: Handle, image: Handle);
    [CONTEXT_EVICT_IMAGE] zeContextEvictImage(context: Handle, device: Handle, image: Handle);
}

/// Interposes the loader's export, like the getters in `hooks.rs`; it changes the table only
/// under emulation.
///
/// # Safety
/// Called by C with a context DDI table pointer, like the real function.
#[no_mangle]
pub unsafe extern "C" fn zeGetContextProcAddrTable(version: u32, table: *mut usize) -> ZeResult {
    static REAL: AtomicUsize = AtomicUsize::new(0);
    // Never unwinds into C, like the getters in `hooks.rs`.
    let Some(real) = crate::fault::or_else(None, || real_getter(&REAL, GETTER)) else {
        return ZE_RESULT_ERROR_UNSUPPORTED_FEATURE;
    };
    let result = unsafe { real(version, table) };
    if result == ZE_RESULT_SUCCESS && !table.is_null() {
        crate::fault::shielded(|| {
            if active() {
                unsafe { install(table, version) };
            }
        });
    }
    result
}

const GETTER: &CStr = c"zeGetContextProcAddrTable";

/// What `dlsym` should return instead of `real` for `name`, if this module stands in for it:
/// our getter for the loader's own, a hook for a residency function.
pub fn substitute(name: &CStr, real: usize) -> Option<usize> {
    if !active() {
        return None;
    }
    if name == GETTER {
        // Only the loader's getter: layers and drivers export the same name.
        return (crate::loader::resolve(GETTER) as usize == real)
            .then_some(zeGetContextProcAddrTable as crate::loader::GetTableFn as usize);
    }
    hook_for(name, real)
}

/// The process whose exit reports the refusals (the parent's `atexit` also runs in a child
/// forked without exec, which must not send the parent's message).
static REPORTING_PID: AtomicU32 = AtomicU32::new(0);

/// In a forked child: its refusals are its own, counted from zero and reported at its exit.
pub fn forget_parent() {
    REPORTING_PID.store(0, Ordering::Release);
    for refused in all_refused() {
        refused.store(0, Ordering::Relaxed);
    }
}

/// Arranges for the refusals to be reported once, at exit, with their final count. The
/// transport is engaged first, so its own exit flush (registered earlier, run later) still
/// sends the message.
fn report_at_exit() {
    if REPORTING_PID
        .compare_exchange(0, std::process::id(), Ordering::AcqRel, Ordering::Acquire)
        .is_ok()
    {
        crate::transport::engage();
        unsafe { libc::atexit(send_refusals) };
    }
}

extern "C" fn send_refusals() {
    let _ = std::panic::catch_unwind(|| {
        if REPORTING_PID.load(Ordering::Acquire) != std::process::id() {
            return;
        }
        let refusals = refusals();
        let total: u64 = refusals.iter().map(|&(_, n)| n).sum();
        let each: Vec<String> = refusals
            .iter()
            .map(|(name, n)| format!("{name} {n}"))
            .collect();
        crate::outbox::diagnostic(format!(
            "emulation: the device-less driver refused {total} residency calls \
             (ZE_RESULT_ERROR_UNINITIALIZED); the program was told they succeeded ({})",
            each.join(", ")
        ));
    });
}
