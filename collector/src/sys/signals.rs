//! Ctrl-C as a counter the main loop polls: the handler only increments an atomic, which is
//! async-signal-safe, and all the work happens outside it.

use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};

static INTERRUPTS: AtomicUsize = AtomicUsize::new(0);

extern "C" fn count_interrupt(_signal: libc::c_int) {
    INTERRUPTS.fetch_add(1, Ordering::SeqCst);
}

/// Counts `signals` instead of dying of them. A handler, unlike `SIG_IGN`, is reset by exec, so
/// a spawned program still gets the default behaviour.
pub fn count_instead_of_dying(signals: &[libc::c_int]) -> io::Result<()> {
    for &signal in signals {
        // SAFETY: a zeroed sigaction with a valid handler and an empty mask is well-formed, and
        // the handler only touches an atomic.
        let rc = unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction =
                count_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t;
            action.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut())
        };
        if rc != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// How many counted signals have arrived so far.
pub fn interrupts() -> usize {
    INTERRUPTS.load(Ordering::SeqCst)
}
