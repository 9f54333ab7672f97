//! The CPU priority of the collector's background threads (disassembly and provenance
//! prefetch while the workload runs).

/// SCHED_IDLE for the calling thread (Linux schedules threads, not processes): it runs only on
/// a core the workload leaves idle, so on a small machine it does not slow the workload. Where
/// that is refused, the weakest nice value.
pub fn lowest_cpu_priority() {
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: plain system calls on the calling thread (0 = this thread) with a valid param.
    unsafe {
        if libc::sched_setscheduler(0, libc::SCHED_IDLE, &param) != 0 {
            // PRIO_PROCESS with a thread id: Linux's per-thread nice value.
            libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19);
        }
    }
}

/// Lets thread `tid` (a background worker) run at normal priority again once the workload has
/// ended. Linux lets only a privileged process (or an RLIMIT_NICE that allows it) leave
/// SCHED_IDLE: otherwise it finishes at idle priority, which costs time only while other
/// processes keep every core busy.
pub fn normal_cpu_priority(tid: libc::pid_t) {
    let param = libc::sched_param { sched_priority: 0 };
    // SAFETY: a plain system call on a thread id with a valid param; a thread that has ended
    // makes it fail with ESRCH, which is fine.
    unsafe { libc::sched_setscheduler(tid, libc::SCHED_OTHER, &param) };
}
