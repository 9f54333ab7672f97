//! Writing the entry-point jumps (and writing the original bytes back) while every thread of
//! the process is stopped and none is inside the bytes being replaced.
//!
//! A thread stopped in the middle of the first instructions of a patched function would resume
//! in the middle of the new jump. So all threads are stopped (threads started meanwhile are
//! stopped too, until the list holds still), each one's instruction pointer is checked against
//! every patch's interior (a thread exactly at a patch's first byte is fine: it runs the new
//! first instruction; one stopped in a system call is checked at the restart address as well),
//! and only then are the bytes written. If a thread is inside, everything is released and
//! tried again a moment later. x86 keeps instruction fetches coherent with these writes, and
//! every thread re-enters user space through the kernel after them, which serializes.

use super::tracer::{thread_ids, Memory, Thread};
use anyhow::{bail, Context, Result};
use aotspy_proto::inject::Patch;
use nix::unistd::Pid;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// How long to keep trying when threads keep being inside a patch.
const RETRY_FOR: Duration = Duration::from_secs(5);
/// A `syscall` instruction's length: where an interrupted system call restarts from.
const SYSCALL_BYTES: u64 = 2;

/// Which bytes to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bytes {
    /// The jumps into aotspy: start counting.
    Replacement,
    /// The driver's own bytes: stop counting.
    Original,
}

/// What a write did, for messages and the report.
#[derive(Debug, Default)]
pub struct Written {
    pub threads_stopped: usize,
    pub patches_written: usize,
    /// Patches that already had the wanted bytes (a collector killed while attached leaves the
    /// jumps in place; the next attach finds them).
    pub already: usize,
    pub attempts: u32,
    /// How long the process was stopped, in the successful attempt.
    pub stopped_for: Duration,
}

/// Writes `which` bytes of every patch into process `pid`.
pub fn write(pid: u32, memory: &Memory, patches: &[Patch], which: Bytes) -> Result<Written> {
    // Patches whose bytes are neither ours nor the driver's: someone else changed that code.
    let mut todo = Vec::new();
    let mut already = 0;
    for patch in patches {
        let len = patch.length as usize;
        let now = memory.read(patch.address, len)?;
        let (want, other) = match which {
            Bytes::Replacement => (&patch.replacement[..len], &patch.original[..len]),
            Bytes::Original => (&patch.original[..len], &patch.replacement[..len]),
        };
        if now == want {
            already += 1;
        } else if now == other {
            todo.push((patch, want));
        } else {
            bail!(
                "the code of {} at {:#x} in pid {pid} is neither the driver's nor aotspy's \
                 (another tool patched it?); nothing was written",
                patch.name(),
                patch.address
            );
        }
    }
    let mut written = Written {
        already,
        ..Written::default()
    };
    if todo.is_empty() {
        return Ok(written);
    }
    let deadline = Instant::now() + RETRY_FOR;
    loop {
        written.attempts += 1;
        let started = Instant::now();
        let stopped = stop_all(pid)?;
        let blocked = thread_inside(&stopped, &todo)?;
        if blocked.is_none() {
            let mut done = Vec::new();
            let result = todo.iter().try_for_each(|(patch, want)| {
                memory.write(patch.address, want)?;
                done.push(*patch);
                Ok::<_, anyhow::Error>(())
            });
            if let Err(e) = result {
                // Leave no function half switched: put back what was written.
                for patch in done {
                    let len = patch.length as usize;
                    let undo = match which {
                        Bytes::Replacement => &patch.original[..len],
                        Bytes::Original => &patch.replacement[..len],
                    };
                    let _ = memory.write(patch.address, undo);
                }
                release_all(stopped)?;
                return Err(e);
            }
            written.threads_stopped = stopped.len();
            written.patches_written = todo.len();
            written.stopped_for = started.elapsed();
            release_all(stopped)?;
            return Ok(written);
        }
        release_all(stopped)?;
        if Instant::now() >= deadline {
            let (tid, name) = blocked.expect("checked");
            bail!(
                "thread {tid} of pid {pid} kept running inside the first bytes of {name} for {} s; \
                 nothing was written. Try again",
                RETRY_FOR.as_secs()
            );
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Stops every thread of `pid`, including threads that start while it does so.
fn stop_all(pid: u32) -> Result<BTreeMap<Pid, Thread>> {
    let mut stopped: BTreeMap<Pid, Thread> = BTreeMap::new();
    loop {
        let tids = thread_ids(pid)?;
        let new: Vec<Pid> = tids
            .into_iter()
            .filter(|t| !stopped.contains_key(t))
            .collect();
        if new.is_empty() {
            return Ok(stopped);
        }
        let mut seized = Vec::new();
        for tid in new {
            match Thread::seize(pid, tid) {
                Ok(mut thread) => {
                    if thread.interrupt().is_ok() {
                        seized.push(thread);
                    }
                }
                // It ended between the listing and now.
                Err(nix::errno::Errno::ESRCH) => {}
                Err(e) => {
                    release_all(stopped)?;
                    return Err(e)
                        .with_context(|| format!("cannot seize thread {tid} of pid {pid}"));
                }
            }
        }
        for mut thread in seized {
            match thread.stop_after_interrupt() {
                Ok(()) => {
                    stopped.insert(thread.tid, thread);
                }
                Err(e) if e.is::<super::tracer::ThreadGone>() => {}
                Err(e) => {
                    release_all(stopped)?;
                    return Err(e);
                }
            }
        }
    }
}

fn release_all(stopped: BTreeMap<Pid, Thread>) -> Result<()> {
    let mut first_error = None;
    for (_, thread) in stopped {
        if let Err(e) = thread.release() {
            first_error.get_or_insert(e);
        }
    }
    first_error.map_or(Ok(()), Err)
}

/// A stopped thread whose next instruction is inside a patch (after its first byte), with the
/// patch's function name.
fn thread_inside(
    stopped: &BTreeMap<Pid, Thread>,
    todo: &[(&Patch, &[u8])],
) -> Result<Option<(Pid, String)>> {
    for (tid, thread) in stopped {
        let regs = thread.regs()?;
        let in_syscall = regs.orig_rax as i64 >= 0;
        for (patch, _) in todo {
            let interior = patch.address + 1..patch.address + u64::from(patch.length);
            let restart = regs.rip.wrapping_sub(SYSCALL_BYTES);
            if interior.contains(&regs.rip) || (in_syscall && interior.contains(&restart)) {
                return Ok(Some((*tid, patch.name())));
            }
        }
    }
    Ok(None)
}
