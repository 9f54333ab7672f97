//! The control socket of a dormant process: one that runs with the preload and no collector,
//! spooling to disk, so that `aotspy attach PID` and `aotspy ps` can reach it at any time.
//!
//! An attach is a tail of the spool stream (which holds every device, module binary and
//! kernel since the start) interleaved with dispatch totals read from memory every flush
//! interval. It runs on its own thread and only reads the spool file and atomics, so the
//! workload's hooks and transport never wait for an attacher.

use crate::files::{ours, warn, Dir, ForkedAway, Kept, NoSignal};
use crate::outbox::FLUSH_INTERVAL;
use crate::record;
use aotspy_proto::{self as proto, Event, Hello};
use std::borrow::Cow;
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::fs::PermissionsExt;
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
/// The listening socket's fd, for a forked child to close (its accept thread is not there).
static LISTENER_FD: ForkedAway = ForkedAway::new();
const EXIT_WAIT_FOR_ATTACHERS: Duration = Duration::from_secs(2);
/// Connections served at once (`aotspy attach` and `aotspy ps`); the rest are refused, so a
/// loop of requests cannot take the workload's threads and file descriptors.
const MAX_CONNECTIONS: usize = 4;
static SERVING: AtomicUsize = AtomicUsize::new(0);
/// How long a write to a peer may stall before its connection is dropped.
const WRITE_TIMEOUT: Duration = Duration::from_secs(5);

pub fn listen(stream: PathBuf, hello: Hello) {
    let uid = unsafe { libc::getuid() };
    let path = proto::control_socket_path(uid, hello.pid);
    let listener = path
        .parent()
        .ok_or_else(|| std::io::Error::other("no directory"))
        .and_then(|dir| {
            // Both levels: another user could have made /tmp/aotspy-<uid> first.
            Dir::open(dir, &proto::user_dir(uid)).map_err(std::io::Error::other)
        })
        .and_then(|_| {
            // A socket left by a dead process that had this pid.
            if ours(&path, false).is_ok() {
                std::fs::remove_file(&path)?;
            }
            let listener = UnixListener::bind(&path)?;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
            Kept::new(listener, path.clone())
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
    if let Some(fd) = listener.get() {
        LISTENER_FD.set(fd.as_raw_fd());
    }
    let spawned = std::thread::Builder::new()
        .name("aotspy-control".into())
        .spawn(move || {
            // Until the workload closes our fd (closefrom): its own socket may then have the
            // number, and its connections are not ours to take.
            while let Some(listening) = listener.get() {
                let connection = match listening.accept() {
                    Ok((connection, _)) => connection,
                    // The socket broke: stop.
                    Err(e) if matches!(e.raw_os_error(), Some(libc::EBADF | libc::EINVAL)) => {
                        return;
                    }
                    // Out of fds and the like: do not spin on it.
                    Err(_) => {
                        std::thread::sleep(Duration::from_millis(100));
                        continue;
                    }
                };
                // Before anything is allocated for it: another user's connection is closed
                // at once, and past a few at a time the peer is told to come back later.
                if !peer_allowed(&connection) {
                    continue;
                }
                if SERVING.fetch_add(1, Ordering::AcqRel) >= MAX_CONNECTIONS {
                    SERVING.fetch_sub(1, Ordering::AcqRel);
                    refuse(&connection, hello.pid);
                    continue;
                }
                let (stream, hello) = (stream.clone(), hello.clone());
                let spawned = std::thread::Builder::new()
                    .name("aotspy-attach".into())
                    .spawn(move || {
                        let _ = std::panic::catch_unwind(move || serve(connection, stream, hello));
                        SERVING.fetch_sub(1, Ordering::AcqRel);
                    });
                if spawned.is_err() {
                    SERVING.fetch_sub(1, Ordering::AcqRel);
                }
            }
        });
    if spawned.is_err() {
        close();
    }
}

/// Held across `fork` with the other locks.
pub fn hold_for_fork() -> std::sync::MutexGuard<'static, Option<(u32, PathBuf)>> {
    LISTENING.lock().unwrap_or_else(|e| e.into_inner())
}

/// In a forked child: the parent's socket and attach sessions are not the child's.
pub fn forget_parent(mut held: std::sync::MutexGuard<'static, Option<(u32, PathBuf)>>) {
    held.take();
    ATTACHED.store(0, Ordering::Release);
    SERVING.store(0, Ordering::Release);
    LISTENER_FD.close();
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

/// Tells a peer over the limit why it gets nothing (without waiting on it), and closes.
fn refuse(connection: &UnixStream, pid: u32) {
    let _ = connection.set_nonblocking(true);
    let _ = NoSignal(connection).write_all(
        format!(
            "aotspy: process {pid} already serves {MAX_CONNECTIONS} attach or ps connections; \
             try again when one has ended\n"
        )
        .as_bytes(),
    );
}

/// Only the same user, or root, may read this process's capture.
fn peer_allowed(connection: &UnixStream) -> bool {
    crate::peer::credentials(connection)
        .is_some_and(|cred| cred.uid == unsafe { libc::getuid() } || cred.uid == 0)
}

fn serve(mut connection: UnixStream, stream: PathBuf, hello: Hello) -> std::io::Result<()> {
    connection.set_read_timeout(Some(Duration::from_secs(5)))?;
    connection.set_write_timeout(Some(WRITE_TIMEOUT))?;
    let mut request = [0u8; 1];
    connection.read_exact(&mut request)?;
    match request[0] {
        proto::CONTROL_SUMMARY => {
            let mut answer = Vec::new();
            proto::write_preamble(&mut answer)?;
            answer.extend(proto::encode_frame(&Event::Hello(hello)));
            answer.extend(proto::encode_frame(&Event::Summary(record::summary())));
            NoSignal(&connection).write_all(&answer)
        }
        proto::CONTROL_ATTACH => {
            ATTACHED.fetch_add(1, Ordering::AcqRel);
            let attached = attach(&connection, stream);
            ATTACHED.fetch_sub(1, Ordering::AcqRel);
            attached
        }
        _ => Ok(()),
    }
}

/// Forwards the spool stream as it grows, with the dispatch totals that changed between frames,
/// until the attacher goes away or the process says goodbye. The totals at the moment of
/// attaching go right after the hello, before the (possibly large) backlog, so launches made
/// while the backlog streams count as during the attach. Frames are streamed in bounded chunks:
/// a backlog of module binaries never sits in this process's memory.
fn attach(connection: &UnixStream, stream: PathBuf) -> std::io::Result<()> {
    let mut connection = NoSignal(connection);
    let mut last_sent = record::Sent::default();
    let (at_attach, unattributed_at_attach) =
        record::changes_since(record::kernels_known(), &mut last_sent);
    let mut spool = File::open(stream)?;
    let mut chunk = vec![0u8; 1 << 20];
    let mut frames = FrameCursor::default();
    let mut hello_forwarded = false;
    loop {
        loop {
            let read = spool.read(&mut chunk)?;
            if read == 0 {
                break;
            }
            let mut bytes = &chunk[..read];
            while !bytes.is_empty() {
                let step = frames.advance(bytes);
                connection.write_all(&step.write)?;
                bytes = &bytes[step.consumed..];
                match step.boundary {
                    Some(Boundary::FrameEnd) if !hello_forwarded => {
                        hello_forwarded = true;
                        let totals = Event::Dispatches(at_attach.clone());
                        connection.write_all(&proto::encode_frame(&totals))?;
                        if let Some(unattributed) = unattributed_at_attach {
                            let unattributed = Event::Unattributed(unattributed);
                            connection.write_all(&proto::encode_frame(&unattributed))?;
                        }
                    }
                    Some(Boundary::Goodbye(goodbye)) => {
                        // Counts go first, so the attacher's last totals are the final ones.
                        send_changed(&mut connection, &mut last_sent)?;
                        return connection.write_all(&goodbye);
                    }
                    _ => {}
                }
            }
        }
        if hello_forwarded && frames.between_frames() {
            send_changed(&mut connection, &mut last_sent)?;
        }
        std::thread::sleep(FLUSH_INTERVAL);
    }
}

fn send_changed(
    connection: &mut NoSignal<'_>,
    last_sent: &mut record::Sent,
) -> std::io::Result<()> {
    let (changed, unattributed) = record::changes_since(record::kernels_known(), last_sent);
    if !changed.is_empty() {
        connection.write_all(&proto::encode_frame(&Event::Dispatches(changed)))?;
    }
    match unattributed {
        Some(unattributed) => {
            connection.write_all(&proto::encode_frame(&Event::Unattributed(unattributed)))
        }
        None => Ok(()),
    }
}

enum Boundary {
    /// A frame just ended.
    FrameEnd,
    /// The goodbye frame, held back rather than forwarded.
    Goodbye(Vec<u8>),
}

struct Step<'a> {
    /// Leading bytes of the input taken.
    consumed: usize,
    /// What to send now: input bytes, or bytes held from earlier chunks.
    write: Cow<'a, [u8]>,
    boundary: Option<Boundary>,
}

/// Where the attach is in the spool stream's framing (preamble, then length-prefixed frames),
/// so that totals are only ever inserted between frames.
#[derive(Default)]
struct FrameCursor {
    preamble_done: usize,
    /// A frame header being read, or a whole frame short enough to be a goodbye: held until
    /// complete.
    held: Vec<u8>,
    body_left: usize,
    holding_small_frame: bool,
}

impl FrameCursor {
    /// Goodbye encodes in a byte or two; a frame this long is something else.
    const SMALL_FRAME: usize = 16;

    fn between_frames(&self) -> bool {
        self.preamble_done == proto::PREAMBLE_BYTES && self.held.is_empty() && self.body_left == 0
    }

    fn advance<'a>(&mut self, bytes: &'a [u8]) -> Step<'a> {
        let step = |consumed, write, boundary| Step {
            consumed,
            write,
            boundary,
        };
        if self.preamble_done < proto::PREAMBLE_BYTES {
            let take = (proto::PREAMBLE_BYTES - self.preamble_done).min(bytes.len());
            self.preamble_done += take;
            return step(take, Cow::Borrowed(&bytes[..take]), None);
        }
        if self.body_left == 0 && !self.holding_small_frame {
            let take = (4 - self.held.len()).min(bytes.len());
            self.held.extend_from_slice(&bytes[..take]);
            if self.held.len() < 4 {
                return step(take, Cow::Borrowed(&[]), None);
            }
            let len = u32::from_le_bytes(self.held[..4].try_into().expect("4 bytes")) as usize;
            self.body_left = len;
            if len >= Self::SMALL_FRAME {
                return step(take, Cow::Owned(std::mem::take(&mut self.held)), None);
            }
            self.holding_small_frame = true;
            if len > 0 {
                return step(take, Cow::Borrowed(&[]), None);
            }
            let (write, boundary) = self.finish_small_frame();
            return step(take, write, Some(boundary));
        }
        let take = self.body_left.min(bytes.len());
        self.body_left -= take;
        if !self.holding_small_frame {
            let boundary = (self.body_left == 0).then_some(Boundary::FrameEnd);
            return step(take, Cow::Borrowed(&bytes[..take]), boundary);
        }
        self.held.extend_from_slice(&bytes[..take]);
        if self.body_left > 0 {
            return step(take, Cow::Borrowed(&[]), None);
        }
        let (write, boundary) = self.finish_small_frame();
        step(take, write, Some(boundary))
    }

    fn finish_small_frame<'a>(&mut self) -> (Cow<'a, [u8]>, Boundary) {
        self.holding_small_frame = false;
        let frame = std::mem::take(&mut self.held);
        if matches!(proto::read_frame(&mut &frame[..]), Ok(Some(Event::Goodbye))) {
            (Cow::Borrowed(&[]), Boundary::Goodbye(frame))
        } else {
            (Cow::Owned(frame), Boundary::FrameEnd)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds a real stream through the cursor in every chunk size: what it forwards is the
    /// stream minus its goodbye, with a boundary after each frame.
    #[test]
    fn cursor_splits_frames_in_any_chunking() {
        let mut stream = Vec::new();
        proto::write_preamble(&mut stream).unwrap();
        let events = [
            Event::Diagnostic("hello stands in here".into()),
            Event::Diagnostic("x".repeat(100)),
            Event::Dispatches(Vec::new()),
            Event::Goodbye,
        ];
        for event in &events {
            stream.extend(proto::encode_frame(event));
        }
        let goodbye = proto::encode_frame(&Event::Goodbye);
        for chunk in 1..stream.len() {
            let mut cursor = FrameCursor::default();
            let mut forwarded = Vec::new();
            let (mut frame_ends, mut held_goodbye) = (0, None);
            for piece in stream.chunks(chunk) {
                let mut bytes = piece;
                while !bytes.is_empty() {
                    let step = cursor.advance(bytes);
                    forwarded.extend_from_slice(&step.write);
                    bytes = &bytes[step.consumed..];
                    match step.boundary {
                        Some(Boundary::FrameEnd) => frame_ends += 1,
                        Some(Boundary::Goodbye(frame)) => held_goodbye = Some(frame),
                        None => {}
                    }
                }
            }
            assert_eq!(
                forwarded,
                stream[..stream.len() - goodbye.len()],
                "chunk {chunk}"
            );
            assert_eq!(frame_ends, 3, "chunk {chunk}");
            assert_eq!(held_goodbye.as_deref(), Some(&goodbye[..]), "chunk {chunk}");
            assert!(cursor.between_frames());
        }
    }
}
