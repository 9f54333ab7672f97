//! Sending the stream to the collector without waiting long on one that cannot read it. A leaf.
//!
//! A `send` blocks at most [`SEND_SLICE`] once the socket's buffer is full (about 200 KB). Each
//! time it does, the collector process (its pid from `SO_PEERCRED`, taken at connect) is looked
//! at in `/proc/PID/stat`: stopped (SIGSTOP, `T`), held by a debugger (`t`), a zombie or gone,
//! it cannot read, and the stream moves to the spool at once. A collector that runs keeps
//! being waited for, however slowly it reads: it loses nothing. Only one that runs and takes no
//! byte at all for [`STALL_TIMEOUT`] (hung) is given up on, as before. This is the transport
//! thread's business: no launch ever waits here.

use crate::files::NoSignal;
use std::io::{Error, ErrorKind, Write};
use std::os::fd::AsRawFd;
use std::os::unix::net::UnixStream;
use std::time::{Duration, Instant};

/// How long one `send` may block before the collector is looked at.
pub const SEND_SLICE: Duration = Duration::from_millis(100);
/// How long a collector that runs may take no byte before the stream moves to the spool.
pub const STALL_TIMEOUT: Duration = Duration::from_secs(5);

/// The credentials of the process at the other end of `socket` (`SO_PEERCRED`).
pub fn credentials(socket: &UnixStream) -> Option<libc::ucred> {
    let mut cred = libc::ucred {
        pid: 0,
        uid: u32::MAX,
        gid: u32::MAX,
    };
    let mut len = std::mem::size_of::<libc::ucred>() as libc::socklen_t;
    // SAFETY: SO_PEERCRED writes at most `len` bytes into `cred`.
    let got = unsafe {
        libc::getsockopt(
            socket.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            &mut cred as *mut libc::ucred as *mut libc::c_void,
            &mut len,
        )
    };
    (got == 0).then_some(cred)
}

/// The collector at the other end of a stream socket: the pid to look at when a send blocks
/// (none when the kernel could not name it in this pid namespace).
pub struct Collector {
    pid: Option<u32>,
}

impl Collector {
    /// The collector serving `socket`, whose sends from now on block [`SEND_SLICE`] at most.
    pub fn of(socket: &UnixStream) -> std::io::Result<Collector> {
        socket.set_write_timeout(Some(SEND_SLICE))?;
        let pid = credentials(socket)
            .and_then(|cred| u32::try_from(cred.pid).ok())
            .filter(|&pid| pid != 0);
        Ok(Collector { pid })
    }

    /// Sends all of `bytes`, or fails: at once when the collector is stopped or gone, after
    /// [`STALL_TIMEOUT`] without progress when it runs, or on a socket error.
    pub fn send(&self, socket: &UnixStream, bytes: &[u8]) -> std::io::Result<()> {
        let mut rest = bytes;
        let mut progressed = Instant::now();
        while !rest.is_empty() {
            match NoSignal(socket).write(rest) {
                Ok(0) => return Err(ErrorKind::WriteZero.into()),
                Ok(n) => {
                    rest = &rest[n..];
                    progressed = Instant::now();
                }
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                    if let Some(why) = self.pid.and_then(cannot_read) {
                        return Err(Error::other(why));
                    }
                    if progressed.elapsed() >= STALL_TIMEOUT {
                        return Err(Error::new(
                            ErrorKind::TimedOut,
                            format!(
                                "the collector took nothing for {} s",
                                STALL_TIMEOUT.as_secs()
                            ),
                        ));
                    }
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}

/// Why process `pid` cannot read its socket now (stopped, traced, gone), or `None` when it runs
/// or sleeps.
fn cannot_read(pid: u32) -> Option<String> {
    match std::fs::read(format!("/proc/{pid}/stat")) {
        Ok(stat) => state_of(&stat).and_then(|state| match state {
            b'T' => Some(format!("the collector (pid {pid}) is stopped")),
            b't' => Some(format!("the collector (pid {pid}) is held by a debugger")),
            b'Z' | b'X' => Some(format!("the collector (pid {pid}) has ended")),
            _ => None,
        }),
        Err(e) if e.kind() == ErrorKind::NotFound => {
            Some(format!("the collector (pid {pid}) has ended"))
        }
        Err(_) => None,
    }
}

/// The state letter of a `/proc/PID/stat` line: the field after the command name, which is in
/// parentheses and may hold spaces and parentheses itself.
fn state_of(stat: &[u8]) -> Option<u8> {
    let close = stat.iter().rposition(|&b| b == b')')?;
    stat.get(close + 1..)?
        .iter()
        .copied()
        .find(|b| !b.is_ascii_whitespace())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_follows_the_last_parenthesis() {
        assert_eq!(state_of(b"42 (aotspy) T 1 42 42 0"), Some(b'T'));
        assert_eq!(state_of(b"42 (a) b) (c) t 1"), Some(b't'));
        assert_eq!(state_of(b"42 (x y) S 1"), Some(b'S'));
        assert_eq!(state_of(b"42 (cut"), None);
        assert_eq!(state_of(b"42 (cut)"), None);
    }

    #[test]
    fn a_running_process_can_read_and_a_missing_one_cannot() {
        assert_eq!(cannot_read(std::process::id()), None);
        // Above the largest pid Linux hands out (4194304).
        assert_eq!(
            cannot_read(4_194_305),
            Some("the collector (pid 4194305) has ended".to_owned())
        );
    }

    /// A peer that reads nothing, stopped: the send gives up within a few slices, not after
    /// the stall timeout.
    #[test]
    fn a_send_to_a_stopped_reader_gives_up_at_once() {
        let (ours, theirs) = UnixStream::pair().unwrap();
        // SAFETY: the child only sleeps until it is killed.
        let child = unsafe { libc::fork() };
        assert!(child >= 0);
        if child == 0 {
            loop {
                // SAFETY: async-signal-safe.
                unsafe { libc::pause() };
            }
        }
        drop(theirs);
        // SAFETY: signalling our own child.
        unsafe { libc::kill(child, libc::SIGSTOP) };
        let stopped = Instant::now() + Duration::from_secs(10);
        while cannot_read(child as u32).is_none() {
            assert!(
                Instant::now() < stopped,
                "the child never showed as stopped"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        let collector = Collector {
            pid: Some(child as u32),
        };
        ours.set_write_timeout(Some(SEND_SLICE)).unwrap();
        let started = Instant::now();
        let error = collector.send(&ours, &vec![0u8; 4 << 20]).unwrap_err();
        let took = started.elapsed();
        // SAFETY: as above.
        unsafe {
            libc::kill(child, libc::SIGKILL);
            libc::waitpid(child, std::ptr::null_mut(), 0);
        }
        assert_eq!(
            error.to_string(),
            format!("the collector (pid {child}) is stopped")
        );
        assert!(took < Duration::from_secs(2), "took {took:?}");
    }
}
