//! Facts about processes, read from /proc and the kernel: who owns a process (or the peer of a
//! socket), what it runs, and whether it has libaotspy.so mapped.

use super::launch::PRELOAD_FILE;
use anyhow::{anyhow, Context, Result};
use std::fs;
use std::io::ErrorKind;
use std::os::fd::AsRawFd;
use std::os::unix::net::UnixStream;
use std::path::Path;

/// The uid that the target's peer check sees (SO_PEERCRED reports the effective one).
pub fn caller_uid() -> u32 {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() }
}

/// The real uid of process `pid` (the preload names its directories after it), or `None` when
/// there is no such process.
pub fn process_uid(pid: u32) -> Result<Option<u32>> {
    let status = match fs::read_to_string(format!("/proc/{pid}/status")) {
        Ok(status) => status,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot read /proc/{pid}/status")),
    };
    status
        .lines()
        .find_map(|line| line.strip_prefix("Uid:"))
        .and_then(|uids| uids.split_whitespace().next()?.parse().ok())
        .map(Some)
        .ok_or_else(|| anyhow!("/proc/{pid}/status has no Uid line"))
}

/// Process `pid`'s command line, for messages.
pub fn process_command(pid: u32) -> String {
    let argv = fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
    let argv: Vec<_> = argv
        .split(|&b| b == 0)
        .filter(|arg| !arg.is_empty())
        .map(String::from_utf8_lossy)
        .collect();
    argv.join(" ")
}

/// Open file descriptors of process `pid` that are looked at, at most.
const MAX_OPEN_FILES: usize = 1024;

/// Process `pid`'s working directory and the regular files it has open (absolute paths, at
/// most [`MAX_OPEN_FILES`] descriptors looked at): where a program that read its device code
/// with `fread` may have read it from. Empty where /proc does not say.
pub fn working_directory_and_open_files(pid: u32) -> (Option<String>, Vec<String>) {
    let link = |path: String| fs::read_link(path).ok().map(|p| p.display().to_string());
    let cwd = link(format!("/proc/{pid}/cwd"));
    let mut open = Vec::new();
    if let Ok(entries) = fs::read_dir(format!("/proc/{pid}/fd")) {
        for entry in entries.flatten().take(MAX_OPEN_FILES) {
            // Sockets, pipes and anonymous inodes read as `socket:[…]`, not as paths.
            if let Some(target) = link(entry.path().display().to_string()) {
                if target.starts_with('/') && !target.ends_with(" (deleted)") {
                    open.push(target);
                }
            }
        }
    }
    (cwd, open)
}

/// Whether process `pid` has libaotspy.so mapped.
pub fn preload_loaded(pid: u32) -> bool {
    fs::read_to_string(format!("/proc/{pid}/maps")).is_ok_and(|maps| {
        maps.lines().any(|line| {
            line.split_whitespace()
                .nth(5)
                .is_some_and(|file| Path::new(file).ends_with(PRELOAD_FILE))
        })
    })
}

/// The uid of the process on the other end of `stream`, as the kernel saw it connect.
pub fn peer_uid(stream: &UnixStream) -> std::io::Result<u32> {
    Ok(peer_credentials(stream)?.uid)
}

/// The pid, uid and gid of the process on the other end of `stream` (for a listening socket's
/// peer: of the process that listened), as the kernel saw it connect.
pub fn peer_credentials(stream: &UnixStream) -> std::io::Result<libc::ucred> {
    let mut credentials = libc::ucred {
        pid: 0,
        uid: 0,
        gid: 0,
    };
    let mut len = std::mem::size_of::<libc::ucred>() as libc::socklen_t;
    // SAFETY: SO_PEERCRED writes one ucred into the buffer whose size we pass.
    let rc = unsafe {
        libc::getsockopt(
            stream.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&mut credentials as *mut libc::ucred).cast(),
            &mut len,
        )
    };
    if rc != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(credentials)
}

/// `/proc/PID/stat`'s fields from field 3 (the state) on, or `None` when there is no such
/// process. The command name before them may hold spaces and parentheses: they resume after the
/// last ')'.
pub fn stat_fields(pid: u32) -> Option<Vec<String>> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    Some(after_name.split_whitespace().map(str::to_owned).collect())
}

/// The kernel clock's ticks per second, the unit of `/proc/PID/stat`'s times.
pub fn clock_ticks_per_second() -> Option<u64> {
    // SAFETY: sysconf has no preconditions.
    u64::try_from(unsafe { libc::sysconf(libc::_SC_CLK_TCK) })
        .ok()
        .filter(|&t| t > 0)
}

/// The value of the line of a `/proc/PID/status` text that starts with `name` (`"SigCgt:"`),
/// trimmed.
pub fn status_field<'a>(status: &'a str, name: &str) -> Option<&'a str> {
    status
        .lines()
        .find_map(|line| line.strip_prefix(name))
        .map(str::trim)
}

/// When process `pid` started, in milliseconds since the Unix epoch (to the kernel clock's
/// tick, 10 ms), or `None` when there is no such process.
pub fn process_start_unix_ms(pid: u32) -> Option<u64> {
    // Field 22, starttime, is the 20th from field 3.
    let start_ticks: u64 = stat_fields(pid)?.get(19)?.parse().ok()?;
    let boot_seconds: u64 = fs::read_to_string("/proc/stat")
        .ok()?
        .lines()
        .find_map(|l| l.strip_prefix("btime "))?
        .trim()
        .parse()
        .ok()?;
    Some(boot_seconds * 1000 + start_ticks * 1000 / clock_ticks_per_second()?)
}

/// The threads of a process whose `children` files [`descendants`] reads, at most.
const MAX_THREADS_READ: usize = 256;

/// The processes `pid` started and theirs, breadth first, at most `limit` of them (`pid` not
/// among them), from each thread's `children` file (the kernel's CONFIG_PROC_CHILDREN, which
/// Debian's kernels have; without it, none) of at most [`MAX_THREADS_READ`] threads each.
/// Processes start and end meanwhile: this is what was seen, each at most once.
pub fn descendants(pid: u32, limit: usize) -> Vec<u32> {
    let mut found: Vec<u32> = Vec::new();
    let mut parent = pid;
    for next in 0.. {
        for child in children(parent) {
            if found.len() == limit {
                return found;
            }
            if !found.contains(&child) {
                found.push(child);
            }
        }
        match found.get(next) {
            Some(&child) => parent = child,
            None => break,
        }
    }
    found
}

/// The processes `pid`'s threads (at most [`MAX_THREADS_READ`]) started: a child is listed
/// under the thread that forked it. None when `pid` has ended.
fn children(pid: u32) -> Vec<u32> {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    tasks
        .flatten()
        .take(MAX_THREADS_READ)
        .flat_map(|task| {
            fs::read_to_string(task.path().join("children"))
                .unwrap_or_default()
                .split_whitespace()
                .filter_map(|c| c.parse().ok())
                .collect::<Vec<u32>>()
        })
        .collect()
}

/// Whether `pid` has ended: no such process, or a zombie (exited, not yet reaped by its
/// parent), whose memory and threads are gone.
pub fn process_ended(pid: u32) -> bool {
    let Some(fields) = stat_fields(pid) else {
        return true;
    };
    matches!(fields.first().map(String::as_str), Some("Z" | "X") | None)
}

/// Whether the process that wrote a stream named after (`pid`, `start_unix_ms`) still runs:
/// `pid` exists and started no later than the preload engaged in it (a reused pid starts later).
/// `/proc/stat`'s boot time is whole seconds, hence the slack.
pub fn stream_writer_alive(pid: u32, start_unix_ms: u64) -> bool {
    const BOOT_TIME_SLACK_MS: u64 = 2_000;
    process_start_unix_ms(pid).is_some_and(|started| started <= start_unix_ms + BOOT_TIME_SLACK_MS)
}

#[cfg(test)]
mod tests {

    /// A shell's child and grandchild, seen from the shell's parent (this test).
    ///
    /// A forked child keeps its parent's command line until it execs, so the walk is repeated
    /// until every process it finds runs its final command (or a deadline passes): one sample
    /// can catch the inner shell's `sleep` between its fork and its exec.
    #[test]
    fn descendants_are_found_breadth_first() {
        const SETTLED: [&str; 3] = ["sleep 30", "sh -c sleep 30; true", "sleep 30"];
        let mut shell = std::process::Command::new("sh")
            .args(["-c", "sleep 30 & sh -c 'sleep 30; true' & wait"])
            .spawn()
            .unwrap();
        let shell_pid = shell.id();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let (mut seen, mut commands) = (Vec::new(), Vec::new());
        while std::time::Instant::now() < deadline {
            seen = descendants(shell_pid, 16);
            commands = seen.iter().map(|&p| process_command(p)).collect::<Vec<_>>();
            if commands == SETTLED {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let first_only = descendants(shell_pid, 1);
        let _ = shell.kill();
        let _ = shell.wait();
        for &p in &seen {
            let _ = nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(p as i32),
                nix::sys::signal::Signal::SIGKILL,
            );
        }
        assert_eq!(commands, SETTLED, "not settled within 30 s");
        assert_eq!(first_only, seen[..1]);
    }
    use super::*;

    #[test]
    fn a_zombie_has_ended_and_a_sleeper_has_not() {
        let mut sleeper = std::process::Command::new("sleep")
            .arg("5")
            .spawn()
            .unwrap();
        assert!(!process_ended(sleeper.id()));
        sleeper.kill().unwrap();
        // Killed and not yet reaped: a zombie.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while !process_ended(sleeper.id()) {
            assert!(
                std::time::Instant::now() < deadline,
                "never became a zombie"
            );
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let pid = sleeper.id();
        sleeper.wait().unwrap();
        assert!(process_ended(pid));
    }
}
