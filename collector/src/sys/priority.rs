//! The CPU and I/O priority of the collector's background threads (disassembly, provenance
//! prefetch and call-site symbols while the workload runs).

use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Arc;

/// `ioprio_set`'s `which` for one thread (Linux's I/O priorities are per thread too).
const IOPRIO_WHO_PROCESS: libc::c_int = 1;
/// The idle I/O class: served only when no other process wants the disk.
const IOPRIO_CLASS_IDLE: libc::c_int = 3;
/// The class of a thread that never set one: its I/O priority follows its nice value.
const IOPRIO_CLASS_NONE: libc::c_int = 0;
const IOPRIO_CLASS_SHIFT: libc::c_int = 13;

/// Sets the I/O class of thread `tid` (0: the calling thread); a refusal changes nothing.
fn set_io_class(tid: libc::pid_t, class: libc::c_int) {
    // SAFETY: a plain system call on a thread id with integer arguments.
    unsafe {
        libc::syscall(
            libc::SYS_ioprio_set,
            IOPRIO_WHO_PROCESS,
            tid,
            class << IOPRIO_CLASS_SHIFT,
        )
    };
}

/// SCHED_IDLE for the calling thread (Linux schedules threads, not processes): it runs only on
/// a core the workload leaves idle, so on a small machine it does not slow the workload. Where
/// that is refused, the weakest nice value. Its reads (a 521 MB library indexed while JAX
/// runs) go to the disk only when the workload's do not wait (the idle I/O class).
pub fn lowest_cpu_priority() {
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: plain system calls on the calling thread (0 = this thread) with a valid param.
    unsafe {
        if libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) != 0 {
            // PRIO_PROCESS with a thread id: Linux's per-thread nice value.
            libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19);
        }
    }
    set_io_class(0, IOPRIO_CLASS_IDLE);
}

/// A background worker that runs at the lowest priority while the workload runs and at normal
/// priority once it has ended: which thread it is once it runs (0 before), or [`RAISED`].
#[derive(Clone, Default)]
pub struct IdleWorker(Arc<AtomicI32>);

/// [`IdleWorker`]'s state once raised: a thread that starts later is not lowered.
const RAISED: i32 = -1;

impl IdleWorker {
    /// Called on the worker's own thread: from now on it runs at the lowest priority, unless
    /// the workload has ended already.
    pub fn lower_this_thread(&self) {
        // SAFETY: gettid has no preconditions.
        let tid = unsafe { libc::gettid() };
        if self
            .0
            .compare_exchange(0, tid, Ordering::SeqCst, Ordering::SeqCst)
            .is_err()
        {
            return;
        }
        lowest_cpu_priority();
        // Raised between the two steps: `raise` found the thread before it was lowered.
        if self.0.load(Ordering::SeqCst) == RAISED {
            normal_cpu_priority(tid);
        }
    }

    /// The workload has ended: the worker finishes at normal priority, whether it runs already
    /// or starts later.
    pub fn raise(&self) {
        let tid = self.0.swap(RAISED, Ordering::SeqCst);
        if tid > 0 {
            normal_cpu_priority(tid);
        }
    }
}

/// Lets thread `tid` (a background worker) run at normal priority again once the workload has
/// ended. Linux lets only a privileged process (or an RLIMIT_NICE that allows it) leave
/// SCHED_IDLE: otherwise it finishes at idle priority, which costs time only while other
/// processes keep every core busy.
fn normal_cpu_priority(tid: libc::pid_t) {
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: a plain system call on a thread id with a valid param; a thread that has ended
    // makes it fail with ESRCH, which is fine.
    unsafe { libc::sched_setscheduler(tid, libc::SCHED_OTHER, &param) };
    set_io_class(tid, IOPRIO_CLASS_NONE);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The calling thread's scheduling policy.
    fn policy() -> i32 {
        // SAFETY: a plain query of the calling thread.
        unsafe { libc::sched_getscheduler(0) }
    }

    /// A worker lowers itself while the workload runs; one whose thread starts only after the
    /// workload ended (a short run) stays at normal priority instead of idling while the report
    /// waits for it.
    #[test]
    fn a_worker_that_starts_after_the_raise_is_not_lowered() {
        let running = IdleWorker::default();
        let worker = running.clone();
        let lowered = std::thread::spawn(move || {
            worker.lower_this_thread();
            policy()
        });
        assert_eq!(lowered.join().unwrap(), libc::SCHED_IDLE);

        let late = IdleWorker::default();
        late.raise();
        let worker = late.clone();
        let started_late = std::thread::spawn(move || {
            worker.lower_this_thread();
            policy()
        });
        assert_eq!(started_late.join().unwrap(), libc::SCHED_OTHER);
    }
}
