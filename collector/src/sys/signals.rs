//! Ctrl-C as a counter the main loop polls: the handler only increments an atomic, which is
//! async-signal-safe, and all the work happens outside it.

use nix::sys::signal::{sigaction, SaFlags, SigAction, SigHandler, SigSet, Signal};
use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};

static INTERRUPTS: AtomicUsize = AtomicUsize::new(0);

extern "C" fn count_interrupt(_signal: libc::c_int) {
    INTERRUPTS.fetch_add(1, Ordering::SeqCst);
}

/// Counts `signals` instead of dying of them. A handler, unlike `SIG_IGN`, is reset by exec, so
/// a spawned program still gets the default behaviour. Installing it again is harmless.
pub fn count_instead_of_dying(signals: &[libc::c_int]) -> io::Result<()> {
    let action = SigAction::new(
        SigHandler::Handler(count_interrupt),
        SaFlags::SA_RESTART,
        SigSet::empty(),
    );
    for &signal in signals {
        let signal = Signal::try_from(signal).map_err(io::Error::from)?;
        // SAFETY: the handler only touches an atomic, which is async-signal-safe.
        unsafe { sigaction(signal, &action) }.map_err(io::Error::from)?;
    }
    Ok(())
}

/// How many counted signals have arrived so far.
pub fn interrupts() -> usize {
    INTERRUPTS.load(Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counted_signals_do_not_kill() {
        count_instead_of_dying(&[libc::SIGHUP]).unwrap();
        let before = interrupts();
        // SAFETY: raise has no memory preconditions.
        assert_eq!(unsafe { libc::raise(libc::SIGHUP) }, 0);
        assert_eq!(interrupts(), before + 1);
        assert!(count_instead_of_dying(&[0]).is_err());
    }
}
