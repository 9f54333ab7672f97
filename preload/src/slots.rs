//! Hook slots: each hooked function has [`SLOTS`] hooks, each remembering one real function,
//! so tables holding different originals (loader intercepts, driver functions) each call their
//! own. Shared by the counting hooks (`hooks.rs`) and the residency hooks (`residency.rs`).

use std::ffi::CStr;
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

/// `hook`, once what every hook relies on is ready: the transport, and the launch path's
/// caches (whichever way the hook is handed out: table, dlsym or extension function).
fn armed(hook: usize) -> usize {
    crate::transport::engage();
    crate::record::prepare_caches();
    hook
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
