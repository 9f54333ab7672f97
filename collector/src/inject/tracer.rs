//! ptrace on single threads: seize, stop, registers (general and extended state, so a thread
//! gets back exactly what it had), resume with whatever signal was held back, and the memory of
//! the traced process through /proc/PID/mem.
//!
//! `PTRACE_SEIZE` rather than `PTRACE_ATTACH`: seizing sends no SIGSTOP, so a process that is
//! never stopped by us never sees a signal from us. Every request must come from the thread
//! that seized (the kernel makes that thread the tracer), so one thread of aotspy does all the
//! ptrace work of an attach.

use anyhow::{anyhow, bail, Context, Result};
use nix::errno::Errno;
use nix::sys::ptrace;
use nix::sys::signal::Signal;
use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::time::{Duration, Instant};

/// `PTRACE_EVENT_STOP`: the stop `PTRACE_INTERRUPT` (or a group stop) reports for a seized
/// thread.
const PTRACE_EVENT_STOP: i32 = 128;
/// `NT_X86_XSTATE`: the XSAVE area (x87, SSE, AVX, AVX-512, …).
const NT_X86_XSTATE: libc::c_int = 0x202;
/// `PTRACE_GETSIGMASK`.
const PTRACE_GETSIGMASK: libc::c_uint = 0x420a;
/// Large enough for every XSAVE layout Linux exposes (AMX tiles included).
const XSTATE_BYTES: usize = 16 * 1024;
/// How long a thread gets to reach the stop that `PTRACE_INTERRUPT` asked for. A thread in
/// uninterruptible sleep (D state, disk I/O) stops when it wakes.
const STOP_TIMEOUT: Duration = Duration::from_secs(10);

/// One seized thread. Dropping it lets the thread go (restoring nothing): callers that changed
/// registers restore them first, with [`Thread::restore`].
pub struct Thread {
    /// The process (thread group) it belongs to.
    pid: Pid,
    pub tid: Pid,
    /// Stopped by us and not yet resumed.
    stopped: bool,
    /// Signals the thread was about to receive while we held it, owed to it on release (see
    /// [`Thread::hold`]).
    held: Vec<Signal>,
    released: bool,
}

/// What a thread had when it stopped: everything a hijack must give back.
pub struct Saved {
    pub regs: libc::user_regs_struct,
    /// The XSAVE area, as a signal frame's `fpstate` also holds it.
    pub xstate: Vec<u8>,
    /// The signals it blocks.
    pub sigmask: u64,
}

/// How the thread stopped, for callers that wait for something particular.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The stop we asked for (`PTRACE_INTERRUPT`), or a group stop.
    Interrupted,
    /// About to receive this signal.
    Signal(Signal),
    /// At the entry or exit of a system call (only after [`Thread::run_to_syscall`]).
    Syscall,
}

impl Thread {
    /// Seizes thread `tid` of process `pid` (no signal is sent; the thread keeps running).
    pub fn seize(pid: u32, tid: Pid) -> Result<Thread, Errno> {
        ptrace::seize(tid, ptrace::Options::PTRACE_O_TRACESYSGOOD)?;
        Ok(Thread {
            pid: Pid::from_raw(pid as i32),
            tid,
            stopped: false,
            held: Vec::new(),
            released: false,
        })
    }

    /// Asks the thread to stop, without waiting.
    pub fn interrupt(&mut self) -> Result<(), Errno> {
        ptrace::interrupt(self.tid)
    }

    /// Waits for the next stop of this thread, until `deadline` (then `None`); a thread that
    /// ends meanwhile is a [`ThreadGone`] error.
    pub fn wait_stop(&mut self, deadline: Option<Instant>) -> Result<Option<Stop>> {
        loop {
            let flags = match deadline {
                None => WaitPidFlag::__WALL,
                Some(_) => WaitPidFlag::__WALL | WaitPidFlag::WNOHANG,
            };
            match waitpid(self.tid, Some(flags))? {
                WaitStatus::StillAlive => {
                    if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                        return Ok(None);
                    }
                    std::thread::sleep(Duration::from_micros(200));
                }
                WaitStatus::PtraceEvent(_, _, PTRACE_EVENT_STOP) => {
                    self.stopped = true;
                    return Ok(Some(Stop::Interrupted));
                }
                WaitStatus::Stopped(_, signal) => {
                    self.stopped = true;
                    return Ok(Some(Stop::Signal(signal)));
                }
                WaitStatus::PtraceSyscall(_) => {
                    self.stopped = true;
                    return Ok(Some(Stop::Syscall));
                }
                WaitStatus::Exited(..) | WaitStatus::Signaled(..) => {
                    self.released = true;
                    bail!(ThreadGone(self.tid));
                }
                // Syscall stops and other events are not asked for; keep the thread going.
                _ => {
                    ptrace::cont(self.tid, None)?;
                }
            }
        }
    }

    /// Interrupts the thread and waits until it is stopped. A signal that arrives first is held
    /// back, to be delivered when the thread is let go.
    pub fn stop(&mut self) -> Result<()> {
        self.interrupt()
            .map_err(|e| anyhow!("cannot stop thread {}: {e}", self.tid))?;
        self.stop_after_interrupt()
    }

    /// [`Thread::stop`] once [`Thread::interrupt`] was sent.
    pub fn stop_after_interrupt(&mut self) -> Result<()> {
        let deadline = Instant::now() + STOP_TIMEOUT;
        loop {
            match self.wait_stop(Some(deadline))? {
                None => bail!(
                    "thread {} did not stop within {} s (uninterruptible sleep?)",
                    self.tid,
                    STOP_TIMEOUT.as_secs()
                ),
                Some(Stop::Interrupted) => return Ok(()),
                Some(Stop::Signal(signal)) => {
                    // Held (or a stop passed on); the interrupt is still pending, so the next
                    // stop is ours (a group stop counts as one).
                    let now = self.hold(signal);
                    ptrace::cont(self.tid, now)?;
                }
                Some(Stop::Syscall) => {
                    // The interrupt may have been reported as this stop: asked again.
                    self.interrupt()
                        .map_err(|e| anyhow!("cannot stop thread {}: {e}", self.tid))?;
                    ptrace::cont(self.tid, None)?;
                }
            }
        }
    }

    /// At the thread's signal-delivery stop for `signal`: what to give it now. A signal the
    /// program would handle is held back (kept for [`Thread::release`]: its handler must not
    /// run inside a call aotspy made) and `None` returned. A stop signal whose default action
    /// applies (SIGSTOP always; SIGTSTP, SIGTTIN, SIGTTOU unless caught) is passed on at once:
    /// the process stops when it is told to, as without aotspy, and a stop delivered late
    /// would undo a SIGCONT sent meanwhile (the job would stay stopped for good).
    pub fn hold(&mut self, signal: Signal) -> Option<Signal> {
        if stops_now(self.pid.as_raw() as u32, signal) {
            return Some(signal);
        }
        self.held.push(signal);
        None
    }

    pub fn regs(&self) -> Result<libc::user_regs_struct> {
        ptrace::getregs(self.tid)
            .with_context(|| format!("cannot read the registers of thread {}", self.tid))
    }

    pub fn set_regs(&self, regs: libc::user_regs_struct) -> Result<()> {
        ptrace::setregs(self.tid, regs)
            .with_context(|| format!("cannot set the registers of thread {}", self.tid))
    }

    /// Everything the thread has in registers, general and extended.
    pub fn save(&self) -> Result<Saved> {
        let regs = self.regs()?;
        let mut xstate = vec![0u8; XSTATE_BYTES];
        let mut iov = libc::iovec {
            iov_base: xstate.as_mut_ptr().cast(),
            iov_len: xstate.len(),
        };
        // SAFETY: PTRACE_GETREGSET writes at most iov_len bytes into the buffer and sets
        // iov_len to what it wrote.
        let rc = unsafe {
            libc::ptrace(
                libc::PTRACE_GETREGSET,
                self.tid.as_raw(),
                NT_X86_XSTATE as usize as *mut libc::c_void,
                &mut iov as *mut libc::iovec as *mut libc::c_void,
            )
        };
        if rc != 0 {
            return Err(std::io::Error::last_os_error()).with_context(|| {
                format!("cannot read the extended registers of thread {}", self.tid)
            });
        }
        xstate.truncate(iov.iov_len);
        let mut sigmask = 0u64;
        // SAFETY: PTRACE_GETSIGMASK writes the 8-byte kernel sigset it is given the size of.
        let rc = unsafe {
            libc::ptrace(
                PTRACE_GETSIGMASK,
                self.tid.as_raw(),
                std::mem::size_of::<u64>(),
                &mut sigmask as *mut u64 as *mut libc::c_void,
            )
        };
        if rc != 0 {
            return Err(std::io::Error::last_os_error())
                .with_context(|| format!("cannot read the signal mask of thread {}", self.tid));
        }
        Ok(Saved {
            regs,
            xstate,
            sigmask,
        })
    }

    /// Puts back what [`Thread::save`] read.
    pub fn restore(&self, saved: &Saved) -> Result<()> {
        self.set_regs(saved.regs)?;
        let mut xstate = saved.xstate.clone();
        let mut iov = libc::iovec {
            iov_base: xstate.as_mut_ptr().cast(),
            iov_len: xstate.len(),
        };
        // SAFETY: as in `save`, reading iov_len bytes.
        let rc = unsafe {
            libc::ptrace(
                libc::PTRACE_SETREGSET,
                self.tid.as_raw(),
                NT_X86_XSTATE as usize as *mut libc::c_void,
                &mut iov as *mut libc::iovec as *mut libc::c_void,
            )
        };
        if rc != 0 {
            return Err(std::io::Error::last_os_error()).with_context(|| {
                format!(
                    "cannot restore the extended registers of thread {}",
                    self.tid
                )
            });
        }
        Ok(())
    }

    /// Resumes the stopped thread until its next system call's entry or exit (or a signal).
    pub fn run_to_syscall(&mut self) -> Result<()> {
        self.run_to_syscall_with(None)
    }

    /// [`Thread::run_to_syscall`] from a signal-delivery stop, giving it `signal` (from
    /// [`Thread::hold`]).
    pub fn run_to_syscall_with(&mut self, signal: Option<Signal>) -> Result<()> {
        ptrace::syscall(self.tid, signal)
            .with_context(|| format!("cannot resume thread {}", self.tid))?;
        self.stopped = false;
        Ok(())
    }

    /// Resumes the stopped thread, still traced (signals it receives stop it again).
    pub fn cont(&mut self) -> Result<()> {
        self.cont_with(None)
    }

    /// [`Thread::cont`] from a signal-delivery stop, giving it `signal` (from
    /// [`Thread::hold`]).
    pub fn cont_with(&mut self, signal: Option<Signal>) -> Result<()> {
        ptrace::cont(self.tid, signal)
            .with_context(|| format!("cannot resume thread {}", self.tid))?;
        self.stopped = false;
        Ok(())
    }

    /// Lets the thread go: untraced, running, and sent again the signals held for it.
    pub fn release(mut self) -> Result<()> {
        self.release_now()
    }

    /// [`Thread::release`], leaving the (released) `Thread` in place.
    pub fn release_now(&mut self) -> Result<()> {
        if self.released {
            return Ok(());
        }
        // A seized thread can only be detached while stopped.
        let stopped = if self.stopped {
            Ok(())
        } else {
            let _ = ptrace::interrupt(self.tid);
            match self.wait_stop(Some(Instant::now() + STOP_TIMEOUT)) {
                Ok(Some(Stop::Signal(signal))) => {
                    self.held.push(signal);
                    Ok(())
                }
                Ok(Some(Stop::Interrupted)) => Ok(()),
                // Detaching here lets the call go on, as it would have.
                Ok(Some(Stop::Syscall)) => Ok(()),
                Ok(None) => Err(anyhow!("it did not stop")),
                Err(e) => Err(e),
            }
        };
        self.released = true;
        let result = match stopped {
            Ok(()) => match ptrace::detach(self.tid, None) {
                Ok(()) | Err(Errno::ESRCH) => Ok(()),
                Err(e) => Err(anyhow::Error::from(e)),
            },
            Err(e) if e.is::<ThreadGone>() => return Ok(()),
            Err(e) => Err(e),
        };
        // Sent again rather than given to PTRACE_DETACH, which delivers a signal only from a
        // signal-delivery stop: from the stop PTRACE_INTERRUPT makes (where a thread is given
        // back), it would drop it. The thread gets each as from a `tgkill` of aotspy's.
        for signal in std::mem::take(&mut self.held) {
            // SAFETY: tgkill has no memory preconditions.
            unsafe {
                libc::syscall(
                    libc::SYS_tgkill,
                    self.pid.as_raw(),
                    self.tid.as_raw(),
                    signal as libc::c_int,
                )
            };
        }
        result.with_context(|| format!("cannot let thread {} go", self.tid))
    }
}

impl Drop for Thread {
    fn drop(&mut self) {
        if !self.released {
            let _ = self.release_now();
        }
    }
}

/// Whether `signal` to process `pid` stops it by its default action now (see
/// [`Thread::hold`]): SIGSTOP, and the terminal stops the program does not catch (`SigCgt` of
/// `/proc/PID/status`; unreadable: caught, so held as before).
fn stops_now(pid: u32, signal: Signal) -> bool {
    match signal {
        Signal::SIGSTOP => true,
        Signal::SIGTSTP | Signal::SIGTTIN | Signal::SIGTTOU => {
            std::fs::read_to_string(format!("/proc/{pid}/status"))
                .ok()
                .and_then(|status| {
                    u64::from_str_radix(crate::sys::procfs::status_field(&status, "SigCgt:")?, 16)
                        .ok()
                })
                .is_some_and(|caught| caught & (1 << (signal as u32 - 1)) == 0)
        }
        _ => false,
    }
}

/// A thread that ended while we held it.
#[derive(Debug)]
pub struct ThreadGone(pub Pid);

impl std::fmt::Display for ThreadGone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "thread {} ended", self.0)
    }
}

impl std::error::Error for ThreadGone {}

/// The memory of a process we trace, through /proc/PID/mem: it reads any mapped page and
/// writes even read-only ones (code), as a debugger does.
pub struct Memory {
    pid: u32,
    file: File,
}

impl Memory {
    pub fn open(pid: u32) -> Result<Memory> {
        let path = format!("/proc/{pid}/mem");
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&path)
            .with_context(|| format!("cannot open {path}"))?;
        Ok(Memory { pid, file })
    }

    pub fn read(&self, address: u64, len: usize) -> Result<Vec<u8>> {
        let mut bytes = vec![0u8; len];
        self.file
            .read_exact_at(&mut bytes, address)
            .with_context(|| {
                format!(
                    "cannot read {len} bytes at {address:#x} in pid {}",
                    self.pid
                )
            })?;
        Ok(bytes)
    }

    /// Fills what it can of `buffer` from `address` on; how many bytes that was (fewer at an
    /// unmapped or unreadable page).
    pub fn read_some(&self, address: u64, buffer: &mut [u8]) -> usize {
        let mut got = 0;
        while got < buffer.len() {
            match self.file.read_at(&mut buffer[got..], address + got as u64) {
                Ok(0) | Err(_) => break,
                Ok(n) => got += n,
            }
        }
        got
    }

    pub fn write(&self, address: u64, bytes: &[u8]) -> Result<()> {
        self.file.write_all_at(bytes, address).with_context(|| {
            format!(
                "cannot write {} bytes at {address:#x} in pid {}",
                bytes.len(),
                self.pid
            )
        })
    }
}

/// The threads of `pid` now.
pub fn thread_ids(pid: u32) -> Result<Vec<Pid>> {
    let mut tids = Vec::new();
    for entry in std::fs::read_dir(format!("/proc/{pid}/task"))
        .with_context(|| format!("cannot list the threads of pid {pid}"))?
    {
        if let Some(tid) = entry?.file_name().to_str().and_then(|s| s.parse().ok()) {
            tids.push(Pid::from_raw(tid));
        }
    }
    tids.sort();
    Ok(tids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_threads_are_listed() {
        let tids = thread_ids(std::process::id()).unwrap();
        assert!(tids.contains(&Pid::from_raw(std::process::id() as i32)));
    }
}
