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
//! The call: the thread is seized and stopped; its general and extended registers and its
//! signal mask are saved. It must be stopped inside the system call (the kernel reports the
//! call number in `orig_rax` and a restart code in `rax`); a thread that left the call in the
//! meantime is let go and another is tried. Below the red zone of its stack goes a signal frame
//! (`rt_sigframe`: a `ucontext` with every saved register, the mask and the XSAVE area) built
//! so that `rt_sigreturn` puts the thread back into its system call exactly as the kernel
//! restarts one (`rip` on the `syscall` instruction, `rax` the call's number, or
//! `restart_syscall`); under it, the function's return address: libc's own `__restore_rt`
//! (`mov rax, 15; syscall`). So the thread's way back is in the target itself, and it needs no
//! injector: if aotspy is killed at any instant (before, during or after a call), the thread
//! finishes the call, returns into `rt_sigreturn` and goes back into its system call on its
//! own. While aotspy lives, it runs the thread from system call to system call (`PTRACE_SYSCALL`),
//! and the entry of that `rt_sigreturn` is where it knows the call returned; results are read
//! from memory (whether the library is mapped, the plan libaotspy filled), not from `rax`,
//! which `__restore_rt` overwrites. `orig_rax = -1` tells the kernel not to restart the
//! interrupted call into our code, and skips that `rt_sigreturn` when a second call follows.
//! Signals that arrive during the call are held back and sent again after, once the thread is
//! in its system call again (lost only if aotspy dies holding one). Stop signals are not held
//! (`Thread::hold`): SIGSTOP stops the process when it comes, the hijacked thread finishes its
//! call meanwhile and stops with the rest when it is let go, and SIGCONT continues them all;
//! held, a stop delivered after a SIGCONT left the job stopped for good. Not covered: a thread with
//! a shadow stack (CET), which refuses the return into `__restore_rt`: such threads are not
//! used.
//!
//! Every step has a [`Deadline`], which SIGINT, SIGTERM and SIGHUP to aotspy also end. A call
//! that has not returned by then is stopped and looked at: one that waits for a lock and has
//! changed nothing yet (the caller says what "nothing yet" means: for `dlopen`, the library is
//! not mapped) is abandoned, its registers restored, and the thread goes back into its system
//! call. Any other call is left to finish on its own: aotspy lets the thread go, says where it
//! is, and the thread returns into its system call by itself when the call ends.

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
/// How long a thread asked to stop, to be abandoned, may take to stop.
const STOP_WAIT: Duration = Duration::from_secs(5);
/// How often the deadline and signals are looked at while a call runs.
const CALL_POLL: Duration = Duration::from_millis(20);
/// glibc's `__restore_rt`: `mov rax, 15 (rt_sigreturn); syscall`.
const RESTORE_RT: [u8; 9] = [0x48, 0xc7, 0xc0, 0x0f, 0x00, 0x00, 0x00, 0x0f, 0x05];
const SYS_RT_SIGRETURN: u64 = 15;
const SYS_RESTART_SYSCALL: u64 = 219;
/// The kernel's `struct ucontext` on x86-64, and the `siginfo` after it in a signal frame.
const UCONTEXT_BYTES: usize = 304;
const SIGINFO_BYTES: u64 = 128;
/// `UC_FP_XSTATE | UC_SIGCONTEXT_SS | UC_STRICT_RESTORE_SS`, as the kernel sets them.
const UC_FLAGS: u64 = 7;
/// An `ss_flags` that `sigaltstack` refuses (`EINVAL`), which `rt_sigreturn` ignores: the
/// thread's alternate signal stack is left as it is.
const SS_FLAGS_LEAVE_AS_IS: u32 = 4;
const FP_XSTATE_MAGIC1: u32 = 0x4650_5853;
const FP_XSTATE_MAGIC2: u32 = 0x4650_5845;
/// Where the XSAVE area's software bytes (magic1, extended size, features, xstate size) are.
const SW_RESERVED: usize = 464;

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

/// A call that ran past its deadline and could not be abandoned: the thread was let go in it,
/// and goes back into its system call by itself when the call returns.
#[derive(Debug)]
pub struct LeftRunning {
    pub what: String,
    pub ended: Ended,
    pub state: String,
}

impl std::fmt::Display for LeftRunning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} did not return ({}): the thread was {} inside it and has changed the process \
             already, so it is left to finish; it returns into its system call by itself when \
             the call ends (aotspy is not needed for that)",
            self.what, self.ended, self.state
        )
    }
}

impl std::error::Error for LeftRunning {}

/// What [`Hijacked::abandon`] found once the deadline ended.
enum Late {
    Abandoned(Abandoned),
    /// The call returned as it was being stopped.
    Returned,
    /// It cannot be abandoned: the thread was let go.
    Left(LeftRunning),
}

/// Where the hijacked thread is, for [`Hijacked::finish`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Stopped where it can be given its saved registers (in its system call, or in a call
    /// abandoned in a lock wait).
    Restorable,
    /// Stopped at the entry of the `rt_sigreturn` that gives it back its registers.
    Returning,
    /// Let go inside a call: it goes back by itself.
    Left,
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
    /// libc's `__restore_rt`, every call's return address.
    restorer: u64,
    place: Place,
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
        let restorer = restorer_of(pid, memory)?;
        loop {
            for tid in in_hijack_order(pid, thread_ids(pid)?) {
                let Some((number, name)) = safe_syscall_of(pid, tid) else {
                    continue;
                };
                if has_shadow_stack(pid, tid) {
                    continue;
                }
                if let Some(mut hijacked) = Self::try_thread(pid, tid, number, name, memory)? {
                    hijacked.deadline = deadline;
                    hijacked.restorer = restorer;
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
            restorer: 0,
            place: Place::Restorable,
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

    /// Runs `function(args…)` (System V ABI, at most 6 integer arguments) on the thread until
    /// it returns (its result is not kept: see the module comment). `what` names the call in
    /// messages. When the deadline ends first, the call is abandoned (an [`Abandoned`] error)
    /// if the thread waits in a futex and `untouched()` says the call has changed nothing yet;
    /// otherwise the thread is let go to finish it alone (a [`LeftRunning`] error).
    pub fn call(
        &mut self,
        what: &str,
        function: u64,
        args: &[u64],
        untouched: &dyn Fn() -> bool,
    ) -> Result<()> {
        if self.place == Place::Left {
            bail!("{what}: the thread was let go");
        }
        self.start_call(function, args)?;
        loop {
            let stop = match self.thread.wait_stop(Some(Instant::now() + CALL_POLL)) {
                Ok(Some(stop)) => stop,
                Ok(None) => {
                    if let Some(ended) = self.deadline.ended() {
                        return match self.abandon(what, ended, untouched)? {
                            Late::Abandoned(abandoned) => Err(abandoned.into()),
                            Late::Returned => Ok(()),
                            Late::Left(left) => Err(left.into()),
                        };
                    }
                    continue;
                }
                Err(e) if e.is::<super::tracer::ThreadGone>() => {
                    return Err(e).context(format!("the process ended during {what}"))
                }
                Err(e) => return Err(e),
            };
            match stop {
                Stop::Syscall if self.returning()? => return Ok(()),
                Stop::Signal(
                    signal @ (Signal::SIGSEGV | Signal::SIGBUS | Signal::SIGILL | Signal::SIGFPE),
                ) => {
                    // Not delivered: the thread is given its registers back instead.
                    self.place = Place::Restorable;
                    bail!(
                        "{what} crashed in pid {} ({signal} at {:#x}); the thread was restored, \
                         but the process may be damaged",
                        self.thread.tid,
                        self.thread.regs()?.rip
                    );
                }
                Stop::Signal(signal) => {
                    // The program's own signal: delivered once the thread is back (a stop
                    // signal at once: `Thread::hold`; the group stop it starts is reported
                    // next, as an `Interrupted` stop, and the call goes on meanwhile).
                    let now = self.thread.hold(signal);
                    self.thread.run_to_syscall_with(now)?;
                }
                Stop::Syscall | Stop::Interrupted => self.thread.run_to_syscall()?,
            }
        }
    }

    /// At a system-call stop: whether it is the entry of the `rt_sigreturn` the call returned
    /// into (then the thread stays stopped there).
    fn returning(&mut self) -> Result<bool> {
        let regs = self.thread.regs()?;
        let returning = regs.orig_rax == SYS_RT_SIGRETURN
            && regs.rip == self.restorer + RESTORE_RT.len() as u64;
        if returning {
            self.place = Place::Returning;
        }
        Ok(returning)
    }

    /// Writes the signal frame that takes the thread back into its system call, with
    /// `__restore_rt` as the return address under it, and sets the thread off into
    /// `function(args…)`, from one system call stop to the next.
    fn start_call(&mut self, function: u64, args: &[u64]) -> Result<()> {
        assert!(args.len() <= 6, "register arguments only");
        let (fpstate_bytes, fpstate_len) = fpstate(&self.saved.xstate);
        let fpstate_at = (self.scratch - 64 - fpstate_len as u64) & !63;
        let frame_at = (fpstate_at - UCONTEXT_BYTES as u64 - SIGINFO_BYTES) & !15;
        let return_slot = frame_at - 8;
        self.memory.write(fpstate_at, &fpstate_bytes)?;
        self.memory
            .write(frame_at, &ucontext(&self.saved, fpstate_at))?;
        self.memory
            .write(return_slot, &self.restorer.to_le_bytes())?;
        let mut regs = self.saved.regs;
        regs.rsp = return_slot;
        regs.rip = function;
        regs.rax = 0;
        // Not inside a system call any more: nothing for the kernel to restart (and, at the
        // `rt_sigreturn` of a call before, that call is skipped).
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
        self.thread.run_to_syscall()
    }

    /// Stops the thread running `what` after `ended`, and leaves it stopped (for
    /// [`Hijacked::finish`]) when the call can be abandoned or has returned; otherwise says
    /// exactly where it is and lets it go.
    fn abandon(&mut self, what: &str, ended: Ended, untouched: &dyn Fn() -> bool) -> Result<Late> {
        self.thread
            .interrupt()
            .map_err(|e| anyhow!("cannot stop thread {}: {e}", self.thread.tid))?;
        loop {
            match self.thread.wait_stop(Some(Instant::now() + STOP_WAIT))? {
                Some(Stop::Interrupted) => break,
                Some(Stop::Syscall) if self.returning()? => {
                    // Just in time. The interrupt still pending stops it once more, which
                    // `finish` takes in its stride.
                    return Ok(Late::Returned);
                }
                Some(Stop::Syscall) => {
                    // Under PTRACE_SYSCALL the interrupt may have been reported as this stop
                    // (a wait cut short): asked again, it stops the thread where its state can
                    // be read and its registers given back, before any restart.
                    self.thread
                        .interrupt()
                        .map_err(|e| anyhow!("cannot stop thread {}: {e}", self.thread.tid))?;
                    self.thread.cont()?;
                }
                Some(Stop::Signal(signal)) => {
                    let now = self.thread.hold(signal);
                    self.thread.cont_with(now)?;
                }
                None => bail!(
                    "{what} was to be abandoned ({ended}), but thread {} does not stop \
                     (uninterruptible sleep?); it is still running the call, and goes back \
                     into its system call by itself when the call ends",
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
            self.place = Place::Restorable;
            return Ok(Late::Abandoned(Abandoned {
                what: what.to_owned(),
                ended,
                state,
            }));
        }
        self.place = Place::Left;
        self.thread.release_now()?;
        Ok(Late::Left(LeftRunning {
            what: what.to_owned(),
            ended,
            state,
        }))
    }

    /// Gives the thread back: its saved registers, which restart its system call (after a
    /// call, its own `rt_sigreturn` does that), and lets it go with the signals held for it.
    pub fn finish(mut self) -> Result<()> {
        match self.place {
            Place::Restorable => self.thread.restore(&self.saved)?,
            Place::Returning => {
                // Into its system call again, where the held signals interrupt it as they
                // would have.
                self.thread.cont()?;
                self.thread.stop()?;
            }
            Place::Left => return Ok(()),
        }
        self.thread.release()
    }
}

/// The address of libc's `__restore_rt` in `pid` (not exported: found by its bytes in libc's
/// code).
fn restorer_of(pid: u32, memory: &Memory) -> Result<u64> {
    let maps = std::fs::read_to_string(format!("/proc/{pid}/maps"))
        .with_context(|| format!("cannot read /proc/{pid}/maps"))?;
    for line in maps.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (Some(range), Some(perms), Some(path)) = (fields.first(), fields.get(1), fields.get(5))
        else {
            continue;
        };
        let is_libc = std::path::Path::new(path)
            .file_name()
            .is_some_and(|name| name.to_string_lossy().starts_with("libc.so"));
        if !is_libc || !perms.contains('x') {
            continue;
        }
        let Some((start, end)) = range.split_once('-') else {
            continue;
        };
        let (Ok(start), Ok(end)) = (u64::from_str_radix(start, 16), u64::from_str_radix(end, 16))
        else {
            continue;
        };
        let mut code = vec![0u8; (end - start) as usize];
        let got = memory.read_some(start, &mut code);
        if let Some(at) = code[..got]
            .windows(RESTORE_RT.len())
            .position(|w| w == RESTORE_RT)
        {
            return Ok(start + at as u64);
        }
    }
    bail!(
        "pid {pid}'s libc has no __restore_rt (mov rax, 15; syscall) that aotspy knows: it cannot \
         give a thread a way back that does not depend on aotspy, so it does not inject"
    )
}

/// Whether thread `tid` runs with a shadow stack (CET), which refuses a return into
/// `__restore_rt` that no call pushed.
fn has_shadow_stack(pid: u32, tid: Pid) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/task/{tid}/status")).is_ok_and(|status| {
        status.lines().any(|line| {
            line.strip_prefix("x86_Thread_features:")
                .is_some_and(|features| features.split_whitespace().any(|f| f == "shstk"))
        })
    })
}

/// The signal frame's `fpstate`: the saved XSAVE area with the second magic word after it,
/// which tells the kernel to restore all of it (else only x87 and SSE); its length.
fn fpstate(xstate: &[u8]) -> (Vec<u8>, usize) {
    let word = |at: usize| {
        xstate
            .get(at..at + 4)
            .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
    };
    let mut bytes = xstate.to_vec();
    if word(SW_RESERVED) == Some(FP_XSTATE_MAGIC1) {
        if let Some(size) = word(SW_RESERVED + 16).map(|s| s as usize) {
            if bytes.len() < size + 4 {
                bytes.resize(size + 4, 0);
            }
            bytes[size..size + 4].copy_from_slice(&FP_XSTATE_MAGIC2.to_le_bytes());
        }
    }
    let len = bytes.len();
    (bytes, len)
}

/// The `ucontext` that `rt_sigreturn` restores `saved` from, back in its system call as the
/// kernel restarts one, with its XSAVE area at `fpstate_at`.
fn ucontext(saved: &Saved, fpstate_at: u64) -> Vec<u8> {
    let regs = &saved.regs;
    let (rax, rip) = match regs.rax as i64 {
        // -ERESTARTSYS, -ERESTARTNOINTR, -ERESTARTNOHAND: the call again.
        -514..=-512 => (regs.orig_rax, regs.rip - 2),
        // -ERESTART_RESTARTBLOCK: the rest of it.
        -516 => (SYS_RESTART_SYSCALL, regs.rip - 2),
        _ => (regs.rax, regs.rip),
    };
    let mut uc = Vec::with_capacity(UCONTEXT_BYTES);
    let mut put = |value: u64| uc.extend_from_slice(&value.to_le_bytes());
    put(UC_FLAGS);
    put(0); // uc_link
    put(0); // uc_stack.ss_sp
    put(u64::from(SS_FLAGS_LEAVE_AS_IS));
    put(0); // uc_stack.ss_size
    for value in [
        regs.r8,
        regs.r9,
        regs.r10,
        regs.r11,
        regs.r12,
        regs.r13,
        regs.r14,
        regs.r15,
        regs.rdi,
        regs.rsi,
        regs.rbp,
        regs.rbx,
        regs.rdx,
        rax,
        regs.rcx,
        regs.rsp,
        rip,
        regs.eflags,
    ] {
        put(value);
    }
    // cs, gs, fs, ss (16 bits each).
    put((regs.cs & 0xffff) | (regs.ss & 0xffff) << 48);
    put(0); // err
    put(0); // trapno
    put(0); // oldmask
    put(0); // cr2
    put(fpstate_at);
    for _ in 0..8 {
        put(0); // reserved
    }
    put(saved.sigmask);
    debug_assert_eq!(uc.len(), UCONTEXT_BYTES);
    uc
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
