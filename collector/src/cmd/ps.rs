//! `aotspy ps`: the processes running with the preload and no collector that the caller may
//! attach to, found by their control sockets and asked for a summary.

use crate::cli::PsArgs;
use crate::ingest::stream::{event_name, read_header};
use crate::report::views::text::{aligned_table, shorten};
use crate::sys::clock::unix_ms_now;
use crate::sys::launch;
use crate::sys::procfs::{caller_uid, peer_credentials, process_uid};
use crate::sys::terminal::printable;
use anyhow::{bail, Context, Result};
use aotspy_proto::{control_socket_path, user_dir, Event};
use serde::Serialize;
use std::collections::BTreeSet;
use std::ffi::CStr;
use std::fs;
use std::io::{BufReader, ErrorKind, Read, Write};
use std::os::unix::fs::MetadataExt;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// How long a process gets to answer, in all (connecting, and every byte of its answer): its
/// control thread answers at once unless the process is stopped. A peer that trickles its
/// answer a byte at a time is cut off here.
const ANSWER_DEADLINE: Duration = Duration::from_secs(1);
/// How long `ps` asks in all, whatever the peers do (one whose connection blocks included):
/// those that have not answered by then are named and left out.
const COMMAND_DEADLINE: Duration = Duration::from_secs(3);
/// An answer (a Hello with the process's command line, and a summary) larger than this is no
/// preload's: the peer is refused rather than read on.
const MAX_ANSWER_BYTES: u64 = 4 << 20;
/// Longer command lines are shortened in the table; `--json` has them whole.
const COMMAND_CHARS: usize = 80;

/// One process that can be attached to; the `--json` output is an array of these.
#[derive(Serialize, Debug, PartialEq)]
struct Attachable {
    pid: u32,
    uid: u32,
    user: String,
    argv: Vec<String>,
    exe: String,
    start_unix_ms: u64,
    uptime_ms: u64,
    /// Created since the process started, destroyed ones included.
    modules: u64,
    kernels: u64,
    dispatches: u64,
    socket: PathBuf,
}

/// A control socket whose process still exists.
#[derive(Clone)]
struct ControlSocket {
    uid: u32,
    pid: u32,
    path: PathBuf,
}

pub fn run(args: PsArgs) -> Result<u8> {
    let mut found = ask_all(control_sockets(caller_uid()));
    found.sort_by_key(|process| process.pid);

    let shown = if args.json {
        serde_json::to_string_pretty(&found).expect("the list serializes") + "\n"
    } else if found.is_empty() {
        eprintln!(
            "aotspy: no process to attach to. Start one with\n    LD_PRELOAD={} CMD ARGS...\n(no collector needs to run), then `aotspy attach PID`.",
            launch::preload_hint()
        );
        String::new()
    } else {
        table(&found)
    };
    // A closed stdout (`| head`) is the reader's choice, not an error.
    let _ = std::io::stdout().lock().write_all(shown.as_bytes());
    Ok(0)
}

/// The directory holding `uid`'s control sockets, as the preload names it.
fn control_dir(uid: u32) -> PathBuf {
    let any_socket = control_socket_path(uid, 0);
    any_socket
        .parent()
        .expect("a socket path has a directory")
        .to_owned()
}

/// The control sockets `caller` may use: its own, or every user's for root. Those of processes
/// that no longer exist are skipped, and removed when they are the caller's.
fn control_sockets(caller: u32) -> Vec<ControlSocket> {
    let uids = if caller == 0 {
        users_with_a_directory()
    } else {
        vec![caller]
    };
    let mut sockets = Vec::new();
    for uid in uids {
        let Ok(entries) = fs::read_dir(control_dir(uid)) else {
            continue;
        };
        for path in entries.flatten().map(|entry| entry.path()) {
            let pid = path
                .file_name()
                .and_then(|name| name.to_str()?.strip_suffix(".sock")?.parse().ok());
            let Some(pid) = pid.filter(|&pid| control_socket_path(uid, pid) == path) else {
                continue;
            };
            match process_uid(pid) {
                Ok(Some(_)) => sockets.push(ControlSocket { uid, pid, path }),
                // Left by a process that crashed. (A socket whose pid now names another process
                // stays: that process may be about to bind this very path.)
                Ok(None) => {
                    if fs::symlink_metadata(&path).is_ok_and(|meta| meta.uid() == caller) {
                        let _ = fs::remove_file(&path);
                    }
                }
                Err(_) => {}
            }
        }
    }
    sockets
}

/// The uids that have a `/tmp/aotspy-<uid>` directory.
fn users_with_a_directory() -> Vec<u32> {
    let Some(tmp) = user_dir(0).parent().map(Path::to_owned) else {
        return Vec::new();
    };
    let Ok(entries) = fs::read_dir(tmp) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let uid = entry
                .file_name()
                .to_str()?
                .strip_prefix("aotspy-")?
                .parse()
                .ok()?;
            (user_dir(uid) == entry.path()).then_some(uid)
        })
        .collect()
}

/// Asks every socket at once, each on a thread of its own, and takes the answers that come
/// before [`COMMAND_DEADLINE`]: a peer can delay `ps` by that much at most, never hang it.
fn ask_all(sockets: Vec<ControlSocket>) -> Vec<Attachable> {
    let deadline = Instant::now() + COMMAND_DEADLINE;
    let (sender, answers) = mpsc::channel();
    for socket in &sockets {
        let (socket, sender) = (socket.clone(), sender.clone());
        // A thread that cannot start leaves its socket unasked, named below.
        let _ = thread::Builder::new()
            .name("aotspy-ps-ask".into())
            .spawn(move || {
                let answer = ask(&socket);
                let _ = sender.send((socket.pid, answer));
            });
    }
    drop(sender);
    let mut found = Vec::new();
    let mut unanswered: BTreeSet<u32> = sockets.iter().map(|s| s.pid).collect();
    while !unanswered.is_empty() {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok((pid, answer)) = answers.recv_timeout(left) else {
            break;
        };
        unanswered.remove(&pid);
        let socket = sockets.iter().find(|s| s.pid == pid).expect("asked");
        match answer {
            Ok(Some(attachable)) => found.push(attachable),
            Ok(None) => {}
            // One that exited meanwhile is simply gone; one still there is worth a word.
            Err(e) if matches!(process_uid(pid), Ok(Some(_))) => eprintln!(
                "aotspy: pid {pid} did not answer on {}: {}",
                socket.path.display(),
                printable(&format!("{e:#}"))
            ),
            Err(_) => {}
        }
    }
    // Threads still asking are left behind: the command ends without them.
    for socket in sockets.iter().filter(|s| unanswered.contains(&s.pid)) {
        eprintln!(
            "aotspy: pid {} did not answer on {} within {} s; not listed",
            socket.pid,
            socket.path.display(),
            COMMAND_DEADLINE.as_secs()
        );
    }
    found
}

/// The connection to a peer, read until its deadline: each read waits only for what is left
/// of the time, so a peer that sends a byte now and then cannot keep the reader waiting.
struct Deadlined {
    connection: UnixStream,
    deadline: Instant,
}

impl Read for Deadlined {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::Error::new(
                ErrorKind::TimedOut,
                format!("no whole answer within {} s", ANSWER_DEADLINE.as_secs()),
            ));
        }
        self.connection.set_read_timeout(Some(left))?;
        self.connection.read(buf)
    }
}

/// Asks the process behind `socket` for its summary; `Ok(None)` when nothing listens there
/// (its process is gone and the pid names another one). The answer is data to check, not to
/// trust: the peer must be the process the socket's name says (`SO_PEERCRED`: its pid and
/// the directory's uid), its Hello must name that pid, and the answer is bounded in time and
/// size.
fn ask(socket: &ControlSocket) -> Result<Option<Attachable>> {
    let mut connection = match UnixStream::connect(&socket.path) {
        Ok(connection) => connection,
        Err(e) if e.kind() == ErrorKind::ConnectionRefused => return Ok(None),
        Err(e) => return Err(e).context("cannot connect"),
    };
    let peer = peer_credentials(&connection).context("cannot tell who listens")?;
    if peer.pid.cast_unsigned() != socket.pid || peer.uid != socket.uid {
        bail!(
            "the socket is served by pid {} of uid {}, not by pid {} of uid {} as its name and \
             directory say; not listed",
            peer.pid,
            peer.uid,
            socket.pid,
            socket.uid
        );
    }
    connection.set_write_timeout(Some(ANSWER_DEADLINE))?;
    connection.write_all(&[aotspy_proto::CONTROL_SUMMARY])?;
    let reader = Deadlined {
        connection,
        deadline: Instant::now() + ANSWER_DEADLINE,
    };
    let (mut answer, hello) = read_header(BufReader::new(reader.take(MAX_ANSWER_BYTES)))?;
    if hello.pid != socket.pid {
        bail!(
            "its answer claims pid {}, not pid {}; not listed",
            hello.pid,
            socket.pid
        );
    }
    let summary = match answer.next_event()? {
        Some(Event::Summary(summary)) => summary,
        Some(other) => bail!("expected a summary, got {}", event_name(&other)),
        None => bail!("expected a summary, got the end of the answer"),
    };
    Ok(Some(Attachable {
        pid: socket.pid,
        uid: socket.uid,
        user: user_name(socket.uid),
        uptime_ms: unix_ms_now().saturating_sub(hello.start_unix_ms),
        start_unix_ms: hello.start_unix_ms,
        argv: hello.argv,
        exe: hello.exe,
        modules: summary.modules,
        kernels: summary.kernels,
        dispatches: summary.dispatches,
        socket: socket.path.clone(),
    }))
}

/// The login name of `uid`, or the number when it has none.
fn user_name(uid: u32) -> String {
    let mut buffer = vec![0 as libc::c_char; 4096];
    // SAFETY: an all-zero passwd is a valid value for getpwuid_r to fill in.
    let mut entry: libc::passwd = unsafe { std::mem::zeroed() };
    let mut found = std::ptr::null_mut();
    // SAFETY: every pointer is valid for the call, and `buffer.len()` is the buffer's size;
    // on success `pw_name` points into `buffer`, which outlives its use below.
    let rc = unsafe {
        libc::getpwuid_r(
            uid,
            &mut entry,
            buffer.as_mut_ptr(),
            buffer.len(),
            &mut found,
        )
    };
    if rc == 0 && !found.is_null() && !entry.pw_name.is_null() {
        // SAFETY: getpwuid_r succeeded, so pw_name is a NUL-terminated string in `buffer`.
        unsafe { CStr::from_ptr(entry.pw_name) }
            .to_string_lossy()
            .into_owned()
    } else {
        uid.to_string()
    }
}

/// `42s`, `3m05s`, `2h07m`, `4d01h`.
fn format_uptime(ms: u64) -> String {
    let s = ms / 1000;
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m{:02}s", s / 60, s % 60),
        3600..86400 => format!("{}h{:02}m", s / 3600, s / 60 % 60),
        _ => format!("{}d{:02}h", s / 86400, s / 3600 % 24),
    }
}

fn table(found: &[Attachable]) -> String {
    let headers = [
        "PID",
        "USER",
        "UPTIME",
        "MODULES",
        "KERNELS",
        "DISPATCHES",
        "COMMAND",
    ];
    let right_aligned = [true, false, true, true, true, true, false];
    let rows: Vec<Vec<String>> = found
        .iter()
        .map(|process| {
            let command = if process.argv.is_empty() {
                process.exe.clone()
            } else {
                process.argv.join(" ")
            };
            vec![
                process.pid.to_string(),
                process.user.clone(),
                format_uptime(process.uptime_ms),
                process.modules.to_string(),
                process.kernels.to_string(),
                process.dispatches.to_string(),
                shorten(&command, COMMAND_CHARS),
            ]
        })
        .collect();
    aligned_table(&headers, &right_aligned, &rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uptimes_read_at_a_glance() {
        assert_eq!(format_uptime(999), "0s");
        assert_eq!(format_uptime(42_000), "42s");
        assert_eq!(format_uptime(185_000), "3m05s");
        assert_eq!(format_uptime((2 * 3600 + 7 * 60 + 59) * 1000), "2h07m");
        assert_eq!(format_uptime((4 * 86400 + 3600) * 1000), "4d01h");
    }

    #[test]
    fn table_aligns_numbers_right() {
        let process = |pid: u32, dispatches: u64| Attachable {
            pid,
            uid: 0,
            user: "root".into(),
            argv: vec!["./app".into(), "--x".into()],
            exe: "/app".into(),
            start_unix_ms: 0,
            uptime_ms: 61_000,
            modules: 2,
            kernels: 3,
            dispatches,
            socket: PathBuf::new(),
        };
        let text = table(&[process(7, 5), process(12345, 100)]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines,
            [
                "  PID  USER  UPTIME  MODULES  KERNELS  DISPATCHES  COMMAND",
                "    7  root   1m01s        2        3           5  ./app --x",
                "12345  root   1m01s        2        3         100  ./app --x",
            ]
        );
    }

    #[test]
    fn root_is_known_and_unknown_uids_show_as_numbers() {
        assert_eq!(user_name(0), "root");
        assert_eq!(user_name(4_000_000_000), "4000000000");
    }
}
