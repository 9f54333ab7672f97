//! `fork` safety, the way mirrord's layer does it: hold every lock across the fork, so the
//! child never inherits one that a vanished thread held, then give the child a fresh start.
//! The child gets its own stream (its hello names the parent) on its first Level Zero call.

use std::cell::RefCell;

struct Held {
    record: crate::record::Held,
    transport: std::sync::MutexGuard<'static, Option<crate::transport::Transport>>,
    durable: std::sync::MutexGuard<'static, Option<crate::durable::Store>>,
    control: std::sync::MutexGuard<'static, Option<(u32, std::path::PathBuf)>>,
}

thread_local! {
    /// The handlers run on the forking thread, so the guards can wait here in between.
    static HELD: RefCell<Option<Held>> = const { RefCell::new(None) };
}

extern "C" fn prepare() {
    let _ = std::panic::catch_unwind(|| {
        // The bookkeeping's locks first: `record` sends a device's description while it holds
        // its device lock, so the transport's lock is always taken after theirs; the transport
        // creates the counters file while it holds its own, so that file's lock comes last.
        let record = crate::record::hold_for_fork();
        let transport = crate::transport::hold_for_fork();
        let held = Held {
            record,
            transport,
            durable: crate::durable::hold_for_fork(),
            control: crate::control::hold_for_fork(),
        };
        HELD.with(|h| *h.borrow_mut() = Some(held));
    });
}

extern "C" fn parent() {
    let _ = std::panic::catch_unwind(|| HELD.with(|h| h.borrow_mut().take()));
}

extern "C" fn child() {
    let _ = std::panic::catch_unwind(|| {
        if let Some(held) = HELD.with(|h| h.borrow_mut().take()) {
            crate::durable::forget_parent(held.durable);
            crate::record::forget_parent(held.record);
            crate::transport::forget_parent(held.transport);
            crate::control::forget_parent(held.control);
        }
        crate::residency::forget_parent();
    });
}

pub fn install() {
    unsafe { libc::pthread_atfork(Some(prepare), Some(parent), Some(child)) };
}
