//! The control socket of a dormant process: one that runs with the preload and no collector,
//! spooling to disk, so that `aotspy attach PID` and `aotspy ps` can reach it at any time.
//!
//! An attach is a tail of the spool stream (which holds every device, module binary and
//! kernel since the start) interleaved with dispatch totals read from memory every flush
//! interval. It runs on its own thread and only reads the spool file and atomics, so the
//! workload's hooks and transport never wait for an attacher.

use crate::record;
use crate::transport::{ours, warn, FLUSH_INTERVAL};
use aotspy_proto::{self as proto, Event, Hello};
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
use std::os::unix::io::AsRawFd;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// The socket this process listens on, with the pid that made it: a forked child must not
/// remove its parent's.
static LISTENING: Mutex<Option<(u32, PathBuf)>> = Mutex::new(None);
/// Attaches in progress; exit waits a little for them to pass on the goodbye.
static ATTACHED: AtomicUsize = AtomicUsize::new(0);
const EXIT_WAIT_FOR_ATTACHERS: Duration = Duration::from_secs(2);

pub fn listen(stream: PathBuf, hello: Hello) {
    let uid = unsafe { libc::getuid() };
    let path = proto::control_socket_path(uid, hello.pid);
    let listener = path
        .parent()
        .ok_or_else(|| std::io::Error::other("no directory"))
        .and_then(|dir| {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(dir)?;
            ours(dir, true).map_err(std::io::Error::other)
        })
        .and_then(|()| {
            // A socket left by a dead process that had this pid.
            if ours(&path, false).is_ok() {
                std::fs::remove_file(&path)?;
            }
            let listener = UnixListener::bind(&path)?;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
            Ok(listener)
        });
    let listener = match listener {
        Ok(listener) => listener,
        Err(e) => {
            warn(&format!(
                "cannot open the control socket {} ({e}); this process cannot be attached to",
                path.display()
            ));
            return;
        }
    };
    *LISTENING.lock().unwrap_or_else(|e| e.into_inner()) = Some((hello.pid, path));
    let spawned = std::thread::Builder::new()
        .name("aotspy-control".into())
        .spawn(move || {
            for connection in listener.incoming().flatten() {
                let (stream, hello) = (stream.clone(), hello.clone());
                let _ = std::thread::Builder::new()
                    .name("aotspy-attach".into())
                    .spawn(move || {
                        let _ = std::panic::catch_unwind(move || serve(connection, stream, hello));
                    });
            }
        });
    if spawned.is_err() {
        close();
    }
}

/// At exit: removes this process's control socket and gives attachers a moment to receive
/// the end of the stream.
pub fn close() {
    let mut listening = LISTENING.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((pid, path)) = listening.take() {
        if pid == std::process::id() {
            let _ = std::fs::remove_file(path);
            let deadline = std::time::Instant::now() + EXIT_WAIT_FOR_ATTACHERS;
            while ATTACHED.load(Ordering::Acquire) > 0 && std::time::Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
}

/// Only the same user, or root, may read this process's capture.
fn peer_allowed(connection: &UnixStream) -> bool {
    let mut cred = libc::ucred {
        pid: 0,
        uid: u32::MAX,
        gid: u32::MAX,
    };
    let mut len = std::mem::size_of::<libc::ucred>() as libc::socklen_t;
    let got = unsafe {
        libc::getsockopt(
            connection.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            &mut cred as *mut libc::ucred as *mut libc::c_void,
            &mut len,
        )
    };
    got == 0 && (cred.uid == unsafe { libc::getuid() } || cred.uid == 0)
}

fn serve(mut connection: UnixStream, stream: PathBuf, hello: Hello) -> std::io::Result<()> {
    if !peer_allowed(&connection) {
        return Ok(());
    }
    connection.set_read_timeout(Some(Duration::from_secs(5)))?;
    let mut request = [0u8; 1];
    connection.read_exact(&mut request)?;
    match request[0] {
        proto::CONTROL_SUMMARY => {
            let mut answer = Vec::new();
            proto::write_preamble(&mut answer)?;
            answer.extend(proto::encode_frame(&Event::Hello(hello)));
            answer.extend(proto::encode_frame(&Event::Summary(record::summary())));
            connection.write_all(&answer)
        }
        proto::CONTROL_ATTACH => {
            ATTACHED.fetch_add(1, Ordering::AcqRel);
            let attached = attach(connection, stream);
            ATTACHED.fetch_sub(1, Ordering::AcqRel);
            attached
        }
        _ => Ok(()),
    }
}

/// Forwards the spool stream's complete frames as they appear, each batch followed by the
/// dispatch totals that changed, until the attacher goes away or the process says goodbye.
/// The totals at the moment of attaching go right after the hello, before the (possibly
/// large) backlog, so launches made while the backlog streams count as during the attach.
fn attach(mut connection: UnixStream, stream: PathBuf) -> std::io::Result<()> {
    const PREAMBLE_BYTES: usize = 12;
    let known = record::kernels_known();
    let mut last_sent = Vec::new();
    let at_attach = record::changed_totals_since(known, &mut last_sent);
    let mut spool = File::open(stream)?;
    let mut pending = Vec::new();
    let mut forwarded_hello = false;
    loop {
        spool.read_to_end(&mut pending)?;
        let mut at = 0;
        let mut goodbye = None;
        if !forwarded_hello {
            // The preamble and the hello, then the attach-time totals.
            let Some(hello_end) = frame_end(&pending, PREAMBLE_BYTES) else {
                std::thread::sleep(FLUSH_INTERVAL);
                continue;
            };
            connection.write_all(&pending[..hello_end])?;
            connection.write_all(&proto::encode_frame(&Event::Dispatches(at_attach.clone())))?;
            at = hello_end;
            forwarded_hello = true;
        }
        while let Some(end) = frame_end(&pending, at) {
            let frame = &pending[at..end];
            // Counts go first, so the attacher's last totals are the final ones.
            if frame.len() < 20
                && matches!(proto::read_frame(&mut &frame[..]), Ok(Some(Event::Goodbye)))
            {
                goodbye = Some(frame.to_vec());
                at = end;
                break;
            }
            connection.write_all(frame)?;
            at = end;
        }
        pending.drain(..at);
        let changed = record::changed_totals_since(record::kernels_known(), &mut last_sent);
        if !changed.is_empty() {
            connection.write_all(&proto::encode_frame(&Event::Dispatches(changed)))?;
        }
        if let Some(goodbye) = goodbye {
            return connection.write_all(&goodbye);
        }
        std::thread::sleep(FLUSH_INTERVAL);
    }
}

/// The end of the complete frame starting at `at`, if all of it is in `bytes`.
fn frame_end(bytes: &[u8], at: usize) -> Option<usize> {
    let len = bytes.get(at..at.checked_add(4)?)?;
    let end = at + 4 + u32::from_le_bytes(len.try_into().ok()?) as usize;
    (end <= bytes.len()).then_some(end)
}
