//! Calling a function inside another process on one of its threads, then giving the thread back
//! exactly as it was.
//!
//! Which thread matters: the called code (`dlopen`, our prepare) takes locks (the dynamic
//! linker's, malloc's). A thread stopped at an arbitrary instruction may hold one of them, and
//! calling into the same lock from it would deadlock or corrupt the process. So only a thread
//! blocked in a system call that does not hold such locks is used: sleeping (`nanosleep`,
//! `clock_nanosleep`, `pause`), waiting for I/O or events (`poll`, `select`, `epoll_wait`,
//! `read`, `recvmsg`, `accept`, `wait4`, signals) or waiting on a condition variable or a
//! semaphore (glibc's `futex(FUTEX_WAIT_BITSET)`), or the `restart_syscall` such a wait goes on
//! in after a stop. A thread waiting for a mutex (plain
//! `FUTEX_WAIT`, glibc's low-level lock) is not: it may hold other locks while it waits.
//!
//! The call: the thread is seized and stopped; its general and extended registers are saved.
//! It must be stopped inside the system call (the kernel reports the call number in `orig_rax`
//! and a restart code in `rax`); a thread that left the call in the meantime is let go and
//! another is tried. The stack pointer moves below the red zone, the return address is 0, and
//! `orig_rax = -1` tells the kernel not to restart the interrupted call into our code. The
//! function returns to address 0, which stops the thread with SIGSEGV; the result is in `rax`.
//! Restoring the saved registers (with the original `orig_rax` and restart code) and letting
//! the thread go without that SIGSEGV makes the kernel restart the interrupted call, so the
//! program sees its `nanosleep` or `read` go on as if nothing happened. Signals that arrive
//! during the call are held back and delivered after.
//!
//! Every step has a [`Deadline`], which SIGINT, SIGTERM and SIGHUP to aotspy also end. A call
//! that has not returned by then is stopped and looked at: one that waits for a lock and has
//! changed nothing yet (the caller says what "nothing yet" means: for `dlopen`, the library is
//! not mapped) is abandoned, its registers restored, and the thread goes back into its system
//! call. Any other call cannot be taken back: the thread would return into aotspy's stop with
//! no tracer (SIGSEGV kills the process), or leave a lock held. Then aotspy says exactly where
//! the thread is and waits for it to return, and gives it back then.

use super::tracer::{thread_ids, Memory, Saved, Stop, Thread};
use crate::sys::signals;
use anyhow::{anyhow, bail, Context, Result};
use nix::sys::signal::Signal;
use nix::unistd::Pid;
use std::time::{Duration, Instant};

/// System calls a thread may be hijacked in (x86-64 numbers).
const SAFE_SYSCALLS: &[(i64, &str)] = &[
    (0, "read"),
    (7, "poll"),
    (23, "select"),
    (34, "pause"),
    (35, "nanosleep"),
    (43, "accept"),
    (45, "recvfrom"),
    (47, "recvmsg"),
    (61, "wait4"),
    (128, "rt_sigtimedwait"),
    // A sleep interrupted by a stop (ours, too) goes on in `restart_syscall`: nanosleep,
    // clock_nanosleep, poll and timed futex waits.
    (219, "restart_syscall"),
    (130, "rt_sigsuspend"),
    (230, "clock_nanosleep"),
    (232, "epoll_wait"),
    (247, "waitid"),
    (270, "pselect6"),
    (271, "ppoll"),
    (281, "epoll_pwait"),
    (288, "accept4"),
    (441, "epoll_pwait2"),
];
const SYS_FUTEX: i64 = 202;
/// `FUTEX_WAIT_BITSET`: glibc's condition variables, semaphores, joins and timed waits.
const FUTEX_WAIT_BITSET: u64 = 9;
/// `FUTEX_PRIVATE_FLAG | FUTEX_CLOCK_REALTIME`.
const FUTEX_OPTION_FLAGS: u64 = 128 | 256;
/// What a system call interrupted by a stop returns until it is restarted: `-EINTR` and the
/// kernel's internal `-ERESTART*` codes.
const INTERRUPTED_SYSCALL_RESULTS: &[i64] = &[-4, -512, -513, -514, -516];
/// Below the red zone (128 bytes) with room to spare.
const STACK_GAP: u64 = 1024;
/// How often a call that can no longer be abandoned, and has not returned, is reported.
const CALL_PROGRESS: Duration = Duration::from_secs(5);
/// How often the deadline and signals are looked at while a call runs.
const CALL_POLL: Duration = Duration::from_millis(20);

/// When an injection step must give up: at a time, or when aotspy gets SIGINT, SIGTERM or
/// SIGHUP (counted by [`signals`], whose handler the caller installed).
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    at: Instant,
    timeout: Duration,
    interrupts_at_start: usize,
}

/// Why a deadline ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    TimedOut(Duration),
    Signalled,
}

impl std::fmt::Display for Ended {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ended::TimedOut(timeout) => write!(f, "it took more than {} s", timeout.as_secs_f64()),
            Ended::Signalled => f.write_str("aotspy was interrupted (SIGINT, SIGTERM or SIGHUP)"),
        }
    }
}

/// A call that ran past its deadline and could not be abandoned: when the deadline ended, and
/// when to say again that it is awaited.
struct Overdue {
    ended: Ended,
    next_progress: Instant,
}

impl Overdue {
    /// Says, every [`CALL_PROGRESS`], that the call `what` in thread `tid` is still awaited.
    fn say_still_waiting(&mut self, what: &str, tid: Pid) {
        if Instant::now() >= self.next_progress {
            eprintln!(
                "aotspy: still waiting for {what} to return in thread {tid} ({}); \
                 killing aotspy now would kill the process",
                self.ended
            );
            self.next_progress = Instant::now() + CALL_PROGRESS;
        }
    }
}

impl Deadline {
    /// `timeout` from now; signals counted before now do not end it.
    pub fn after(timeout: Duration) -> Deadline {
        Deadline {
            at: Instant::now() + timeout,
            timeout,
            interrupts_at_start: signals::interrupts(),
        }
    }

    pub fn ended(&self) -> Option<Ended> {
        if signals::interrupts() > self.interrupts_at_start {
            Some(Ended::Signalled)
        } else if Instant::now() >= self.at {
            Some(Ended::TimedOut(self.timeout))
        } else {
            None
        }
    }
}

/// A call abandoned before it changed anything: the thread has its registers back (once
/// [`Hijacked::finish`] ran) and the process is as before the call.
#[derive(Debug)]
pub struct Abandoned {
    pub what: String,
    pub ended: Ended,
    /// Where the thread was when it was stopped ("blocked in futex wait").
    pub state: String,
}

impl std::fmt::Display for Abandoned {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} was abandoned, {}: the thread was {}; nothing in the process was changed",
            self.what, self.ended, self.state
        )
    }
}

impl std::error::Error for Abandoned {}

/// What [`Hijacked::abandon`] found once the deadline ended.
enum Late {
    Abandoned(Abandoned),
    /// The call returned as it was being stopped: its result.
    Returned(u64),
    /// It cannot be abandoned and runs on.
    Running,
}

/// A thread of the target stopped inside a safe system call, ready to run calls.
pub struct Hijacked<'m> {
    thread: Thread,
    saved: Saved,
    memory: &'m Memory,
    /// Next free byte (downwards) of the scratch area on its stack.
    scratch: u64,
    pub syscall: &'static str,
    deadline: Deadline,
}

/// Why no thread could be used: for the message.
fn describe_threads(pid: u32) -> String {
    let mut seen = Vec::new();
    for tid in thread_ids(pid).unwrap_or_default() {
        let state =
            std::fs::read_to_string(format!("/proc/{pid}/task/{tid}/syscall")).unwrap_or_default();
        let first = state.split_whitespace().next().unwrap_or("?").to_owned();
        seen.push(format!("{tid}: {}", syscall_name(&first)));
    }
    seen.join(", ")
}

fn syscall_name(number: &str) -> String {
    match number.parse::<i64>() {
        Ok(SYS_FUTEX) => "futex".into(),
        Ok(n) => SAFE_SYSCALLS
            .iter()
            .find(|(nr, _)| *nr == n)
            .map_or(format!("syscall {n}"), |(_, name)| (*name).to_owned()),
        Err(_) => number.to_owned(),
    }
}

/// The safe system call `tid` is blocked in, from /proc/PID/task/TID/syscall ("NR ARG1 … SP PC").
fn safe_syscall_of(pid: u32, tid: Pid) -> Option<(i64, &'static str)> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/task/{tid}/syscall")).ok()?;
    let mut fields = text.split_whitespace();
    let number: i64 = fields.next()?.parse().ok()?;
    if number == SYS_FUTEX {
        let op = u64::from_str_radix(fields.nth(1)?.trim_start_matches("0x"), 16).ok()?;
        return (op & !FUTEX_OPTION_FLAGS == FUTEX_WAIT_BITSET).then_some((number, "futex wait"));
    }
    SAFE_SYSCALLS.iter().find(|(nr, _)| *nr == number).copied()
}

/// The threads `tids` of `pid` in the order they are tried: the main thread last, since a
/// program's main thread is the likeliest to be busy (inside a constructor that holds the
/// loader lock, say, which its own dlopen would take again), and a helper thread asleep is the
/// least disturbed by a pause. Thread ids wrap around like process ids: the main thread's is
/// not always the smallest.
fn in_hijack_order(pid: u32, mut tids: Vec<Pid>) -> Vec<Pid> {
    tids.sort_by_key(|tid| (u32::try_from(tid.as_raw()) == Ok(pid), *tid));
    tids
}

impl<'m> Hijacked<'m> {
    /// Finds and stops a thread of `pid` at a safe point, waiting until `deadline` for one;
    /// says what every thread was doing when there is none. Its calls keep to `deadline` too.
    pub fn find(pid: u32, memory: &'m Memory, deadline: Deadline) -> Result<Hijacked<'m>> {
        loop {
            for tid in in_hijack_order(pid, thread_ids(pid)?) {
                let Some((number, name)) = safe_syscall_of(pid, tid) else {
                    continue;
                };
                if let Some(mut hijacked) = Self::try_thread(pid, tid, number, name, memory)? {
                    hijacked.deadline = deadline;
                    return Ok(hijacked);
                }
            }
            if let Some(ended) = deadline.ended() {
                bail!(
                    "no thread of pid {pid} was blocked in a system call where it can safely run \
                     the loader before {ended} (threads: {}). Try again when the job waits \
                     (between iterations, on I/O, in a sleep); a thread that only computes or \
                     waits for a lock cannot be used. Nothing in the process was changed",
                    describe_threads(pid)
                );
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Stops `tid` and keeps it if it is still inside system call `number`.
    fn try_thread(
        pid: u32,
        tid: Pid,
        number: i64,
        name: &'static str,
        memory: &'m Memory,
    ) -> Result<Option<Hijacked<'m>>> {
        let mut thread = match Thread::seize(pid, tid) {
            Ok(thread) => thread,
            // Gone, or (EPERM) traced by someone else since the checks: try another.
            Err(_) => return Ok(None),
        };
        match thread.stop() {
            Ok(()) => {}
            Err(e) if e.is::<super::tracer::ThreadGone>() => return Ok(None),
            Err(e) => return Err(e),
        }
        let saved = thread.save()?;
        let in_syscall = saved.regs.orig_rax as i64 == number
            && INTERRUPTED_SYSCALL_RESULTS.contains(&(saved.regs.rax as i64));
        if !in_syscall {
            thread.release()?;
            return Ok(None);
        }
        let scratch = (saved.regs.rsp - STACK_GAP) & !15;
        Ok(Some(Hijacked {
            thread,
            saved,
            memory,
            scratch,
            syscall: name,
            // Set by `find`.
            deadline: Deadline::after(Duration::ZERO),
        }))
    }

    pub fn tid(&self) -> Pid {
        self.thread.tid
    }

    /// Copies `bytes` onto the thread's stack (below what it uses) and returns their address.
    pub fn push(&mut self, bytes: &[u8]) -> Result<u64> {
        self.scratch = (self.scratch - bytes.len() as u64) & !15;
        self.memory.write(self.scratch, bytes)?;
        Ok(self.scratch)
    }

    /// Runs `function(args…)` (System V ABI, at most 6 integer arguments) on the thread and
    /// returns `rax`. `what` names the call in messages. When the deadline ends first, the call
    /// is abandoned (an [`Abandoned`] error) if the thread waits in a futex and `untouched()`
    /// says the call has changed nothing yet; otherwise aotspy says where the thread is and
    /// waits for it to return (then it is an error too: the injection was cut short).
    pub fn call(
        &mut self,
        what: &str,
        function: u64,
        args: &[u64],
        untouched: &dyn Fn() -> bool,
    ) -> Result<u64> {
        let return_slot = self.start_call(function, args)?;
        // Set once the deadline ended and the call could not be abandoned.
        let mut overdue: Option<Overdue> = None;
        loop {
            let stop = match self.thread.wait_stop(Some(Instant::now() + CALL_POLL)) {
                Ok(Some(stop)) => stop,
                Ok(None) => {
                    if let Some(overdue) = &mut overdue {
                        overdue.say_still_waiting(what, self.thread.tid);
                    } else if let Some(ended) = self.deadline.ended() {
                        match self.abandon(what, ended, return_slot, untouched)? {
                            Late::Abandoned(abandoned) => return Err(abandoned.into()),
                            Late::Returned(rax) => return Ok(rax),
                            Late::Running => {}
                        }
                        overdue = Some(Overdue {
                            ended,
                            next_progress: Instant::now() + CALL_PROGRESS,
                        });
                    }
                    continue;
                }
                Err(e) if e.is::<super::tracer::ThreadGone>() => {
                    return Err(e).context(format!("the process ended during {what}"))
                }
                Err(e) => return Err(e),
            };
            match stop {
                Stop::Signal(Signal::SIGSEGV) => {
                    return self.returned_or_crashed(what, return_slot, overdue.map(|o| o.ended))
                }
                Stop::Signal(signal) => {
                    // The program's own signal: delivered once the thread is back.
                    self.thread.held.push(signal);
                    self.thread.cont()?;
                }
                Stop::Interrupted => self.thread.cont()?,
            }
        }
    }

    /// Sets the thread off into `function(args…)`, returning to address 0; returns the stack
    /// slot holding that return address.
    fn start_call(&mut self, function: u64, args: &[u64]) -> Result<u64> {
        assert!(args.len() <= 6, "register arguments only");
        let mut regs = self.saved.regs;
        // A return address of 0, 16-byte alignment as after a `call`.
        let return_slot = ((self.scratch - 64) & !15) - 8;
        self.memory.write(return_slot, &0u64.to_le_bytes())?;
        regs.rsp = return_slot;
        regs.rip = function;
        regs.rax = 0;
        // Not inside a system call any more: nothing for the kernel to restart.
        regs.orig_rax = u64::MAX;
        // The ABI wants the direction flag clear at a call.
        regs.eflags &= !(1 << 10);
        let slots = [
            &mut regs.rdi,
            &mut regs.rsi,
            &mut regs.rdx,
            &mut regs.rcx,
            &mut regs.r8,
            &mut regs.r9,
        ];
        for (slot, value) in slots.into_iter().zip(args) {
            *slot = *value;
        }
        self.thread.set_regs(regs)?;
        self.thread.cont()?;
        Ok(return_slot)
    }

    /// At a SIGSEGV during the call `what`: `rax` when it is the return to address 0 (an
    /// error when the call returned only after the deadline had `ended`), else the crash.
    fn returned_or_crashed(
        &mut self,
        what: &str,
        return_slot: u64,
        ended: Option<Ended>,
    ) -> Result<u64> {
        let now = self.thread.regs()?;
        if returned(&now, return_slot, self.memory) {
            return match ended {
                None => Ok(now.rax),
                Some(ended) => Err(anyhow!(
                    "{what} returned only after {ended}; the thread is given back \
                     as it was, and the injection stops here"
                )),
            };
        }
        bail!(
            "{what} crashed in pid {} (SIGSEGV at {:#x}); the thread was restored, \
             but the process may be damaged",
            self.thread.tid,
            now.rip
        );
    }

    /// Stops the thread running `what` after `ended`, and leaves it stopped (for
    /// [`Hijacked::finish`]) when the call can be abandoned; otherwise says exactly where it
    /// is, lets it run on and returns `None`.
    fn abandon(
        &mut self,
        what: &str,
        ended: Ended,
        return_slot: u64,
        untouched: &dyn Fn() -> bool,
    ) -> Result<Late> {
        self.thread
            .interrupt()
            .map_err(|e| anyhow!("cannot stop thread {}: {e}", self.thread.tid))?;
        loop {
            match self
                .thread
                .wait_stop(Some(Instant::now() + CALL_PROGRESS))?
            {
                Some(Stop::Interrupted) => break,
                Some(Stop::Signal(Signal::SIGSEGV)) => {
                    let now = self.thread.regs()?;
                    if returned(&now, return_slot, self.memory) {
                        // Just in time. The interrupt still pending stops it once more,
                        // which `call` or the detach takes in its stride.
                        return Ok(Late::Returned(now.rax));
                    }
                    bail!(
                        "{what} crashed in pid {} (SIGSEGV at {:#x}) as it was being abandoned",
                        self.thread.tid,
                        now.rip
                    );
                }
                Some(Stop::Signal(signal)) => {
                    self.thread.held.push(signal);
                    self.thread.cont()?;
                }
                None => bail!(
                    "{what} was to be abandoned ({ended}), but thread {} does not stop \
                     (uninterruptible sleep?); it is still running the call",
                    self.thread.tid
                ),
            }
        }
        let now = self.thread.regs()?;
        let waiting = now.orig_rax as i64 == SYS_FUTEX
            && INTERRUPTED_SYSCALL_RESULTS.contains(&(now.rax as i64));
        let state = if waiting {
            "blocked in futex wait (a lock, held by another thread)".to_owned()
        } else if INTERRUPTED_SYSCALL_RESULTS.contains(&(now.rax as i64)) {
            format!("blocked in system call {}", now.orig_rax as i64)
        } else {
            format!("running at {:#x}", now.rip)
        };
        if waiting && untouched() {
            return Ok(Late::Abandoned(Abandoned {
                what: what.to_owned(),
                ended,
                state,
            }));
        }
        eprintln!(
            "aotspy: {what} cannot be abandoned ({ended}): thread {} of the process is {state} \
             inside it, and the call has already changed the process; it returns into aotspy, \
             which gives the thread back its registers then. Killing aotspy before that kills the \
             process (SIGSEGV)",
            self.thread.tid
        );
        self.thread.cont()?;
        Ok(Late::Running)
    }

    /// Puts the registers back and lets the thread go, which restarts its system call.
    pub fn finish(self) -> Result<()> {
        self.thread.restore(&self.saved)?;
        self.thread.release()
    }
}

/// Whether a SIGSEGV is our function returning: a jump to address 0, or (with a shadow stack,
/// which refuses a return to an address no call pushed) the `ret` that would have gone there.
fn returned(regs: &libc::user_regs_struct, return_slot: u64, memory: &Memory) -> bool {
    if regs.rip == 0 && regs.rsp == return_slot + 8 {
        return true;
    }
    regs.rsp == return_slot && memory.read(regs.rip, 1).is_ok_and(|b| b[0] == 0xc3)
}

/// Reads a C string the target returned (an error message), or says there was none.
pub fn message_at(memory: &Memory, address: u64) -> String {
    if address == 0 {
        return "(no message)".into();
    }
    memory
        .read_c_string(address, 1024)
        .unwrap_or_else(|e| format!("(unreadable message: {e})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The main thread goes last, also when thread ids wrapped past it: in a full test run on
    /// the modern stack, the job was pid 32767, its other threads' ids had wrapped below it,
    /// and its main thread, asleep in a constructor holding the loader lock, was tried first.
    #[test]
    fn the_main_thread_is_tried_last_whatever_its_id() {
        let pids = |raw: &[i32]| raw.iter().copied().map(Pid::from_raw).collect::<Vec<_>>();
        assert_eq!(
            in_hijack_order(32767, pids(&[32767, 302, 301])),
            pids(&[301, 302, 32767])
        );
        assert_eq!(
            in_hijack_order(100, pids(&[103, 100, 101])),
            pids(&[101, 103, 100])
        );
        assert_eq!(in_hijack_order(7, pids(&[7])), pids(&[7]));
    }

    #[test]
    fn futex_waits_on_condition_variables_are_safe_and_lock_waits_are_not() {
        let op = |line: &str| {
            let mut fields = line.split_whitespace();
            let number: i64 = fields.next().unwrap().parse().unwrap();
            let op =
                u64::from_str_radix(fields.nth(1).unwrap().trim_start_matches("0x"), 16).unwrap();
            (number, op & !FUTEX_OPTION_FLAGS == FUTEX_WAIT_BITSET)
        };
        // pthread_cond_wait: FUTEX_WAIT_BITSET|FUTEX_PRIVATE_FLAG.
        assert_eq!(
            op("202 0x55d0 0x89 0x0 0x0 0x0 0xffffffff 0x7ffc 0x7f12"),
            (202, true)
        );
        // lll_lock_wait: FUTEX_WAIT|FUTEX_PRIVATE_FLAG.
        assert_eq!(
            op("202 0x55d0 0x80 0x2 0x0 0x0 0x0 0x7ffc 0x7f12"),
            (202, false)
        );
    }

    #[test]
    fn syscalls_are_named() {
        assert_eq!(syscall_name("230"), "clock_nanosleep");
        assert_eq!(syscall_name("202"), "futex");
        assert_eq!(syscall_name("running"), "running");
        assert_eq!(syscall_name("1"), "syscall 1");
    }
}
