//! Panics in bookkeeping, which must never reach the workload: shielded calls and the first
//! panic's message, which goes into the report. A leaf.

use crate::outbox;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

static FIRST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Keeps panic messages off the workload's stderr; the first one goes into the report.
pub fn silence_panics() {
    std::panic::set_hook(Box::new(|info| {
        if let Ok(mut first) = FIRST_PANIC.try_lock() {
            first.get_or_insert_with(|| info.to_string());
        }
    }));
}

/// The first panic's message, taken (empty when none was kept).
pub fn take_first_panic() -> String {
    FIRST_PANIC
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
        .unwrap_or_default()
}

/// Runs bookkeeping so that a panic in it never reaches the workload: the call it belongs to
/// is then simply not recorded.
#[inline(always)]
pub fn shielded(f: impl FnOnce()) {
    if std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err() {
        capture_fault();
    }
}

/// `f`'s result, or `fallback` if it panicked (said once, like a hook's fault): for the
/// exported functions C calls, which must never unwind into it.
#[inline(always)]
pub fn or_else<T>(fallback: T, f: impl FnOnce() -> T) -> T {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|_| {
        capture_fault();
        fallback
    })
}

/// A panic inside bookkeeping: said once; the affected call went through unrecorded.
#[cold]
fn capture_fault() {
    static SAID: AtomicBool = AtomicBool::new(false);
    if !SAID.swap(true, Ordering::Relaxed) {
        outbox::diagnostic(format!(
            "internal error in a hook; some calls were not recorded: {}",
            take_first_panic()
        ));
    }
}
