//! The Unix socket the preloaded processes stream into: one thread per connection, each stream
//! folded into a [`ProcessCapture`] and persisted byte for byte under `streams/`.

use crate::ingest::capture::{Applied, ProcessCapture};
use crate::ingest::stream::LiveStream;
use crate::sys::files::current_uid;
use crate::sys::procfs::peer_uid;
use crate::sys::sync::lock;
use anyhow::{bail, Context, Result};
use aotspy_proto::callsite::CallSiteSample;
use aotspy_proto::Module;
use std::fs;
use std::io::{BufReader, ErrorKind, Read, Write};
use std::ops::ControlFlow;
use std::os::fd::AsRawFd;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

/// How often the accept loop looks at its stop condition.
const POLL_INTERVAL_MS: i32 = 100;
/// `sun_path` holds 108 bytes including the terminating NUL.
const MAX_SOCKET_PATH_BYTES: usize = 107;

/// Told about each stream as it is folded into its capture, for work done while the workload
/// runs (`cmd::collect` wires `analysis::background` here). Called on the connection's thread
/// with the capture locked: an observer must never block.
pub trait Observer: Send + Sync {
    /// `capture`'s process reported `files` mapped (`capture` holds its modules so far).
    fn mapped_files(&self, capture: &ProcessCapture, files: &[String]);
    /// `module` of `capture` was just created (and applied to `capture`).
    fn module(&self, capture: &ProcessCapture, module: &Module);
    /// The kernel `name` of `module` of `capture` was just created.
    fn kernel(&self, capture: &ProcessCapture, module: &Module, name: &str);
    /// `capture` kept `sample`, a call-site sample its process just sent.
    fn call_site(&self, capture: &ProcessCapture, sample: &CallSiteSample);
}

pub struct Server {
    listener: UnixListener,
    socket_path: PathBuf,
    streams_dir: PathBuf,
    /// Print a line per connecting process (listen mode, where nothing else shows progress).
    announce: bool,
    shared: Arc<Shared>,
    /// Written by [`Server::wake`] so that the accept loop looks at its stop condition now
    /// rather than at its next poll timeout (a finished workload would otherwise wait for it).
    wake_write: UnixStream,
    wake_read: UnixStream,
}

#[derive(Default)]
struct Shared {
    captures: Mutex<Vec<Arc<Mutex<ProcessCapture>>>>,
    open_connections: Mutex<usize>,
    connection_closed: Condvar,
    /// Set by [`Server::observe`].
    observer: OnceLock<Arc<dyn Observer>>,
}

impl Server {
    /// Listens on `socket_path`. A socket file left by a dead collector is replaced; a live
    /// collector is left alone and reported.
    pub fn bind(socket_path: &Path, streams_dir: &Path, announce: bool) -> Result<Server> {
        if socket_path.as_os_str().len() > MAX_SOCKET_PATH_BYTES {
            bail!(
                "socket path {} is longer than the {MAX_SOCKET_PATH_BYTES} bytes a Unix socket address holds; choose a shorter AOTSPY_SOCKET",
                socket_path.display()
            );
        }
        if let Ok(existing) = fs::symlink_metadata(socket_path) {
            if !existing.file_type().is_socket() {
                bail!(
                    "{} exists and is not a socket; refusing to replace it: choose another AOTSPY_SOCKET",
                    socket_path.display()
                );
            }
            if UnixStream::connect(socket_path).is_ok() {
                bail!(
                    "another aotspy collect is already listening on {}; stop it, or set AOTSPY_SOCKET to another path",
                    socket_path.display()
                );
            }
            fs::remove_file(socket_path).with_context(|| {
                format!("cannot remove the stale socket {}", socket_path.display())
            })?;
        }
        let listener = UnixListener::bind(socket_path)
            .with_context(|| format!("cannot listen on {}", socket_path.display()))?;
        // Only the user's own processes may stream here (the peer uid is checked as well).
        fs::set_permissions(socket_path, fs::Permissions::from_mode(0o600))
            .with_context(|| format!("cannot restrict {}", socket_path.display()))?;
        listener.set_nonblocking(true)?;
        fs::create_dir_all(streams_dir)
            .with_context(|| format!("cannot create {}", streams_dir.display()))?;
        let (wake_write, wake_read) = UnixStream::pair().context("cannot make a socket pair")?;
        wake_read.set_nonblocking(true)?;
        wake_write.set_nonblocking(true)?;
        Ok(Server {
            listener,
            socket_path: socket_path.to_owned(),
            streams_dir: streams_dir.to_owned(),
            announce,
            shared: Arc::default(),
            wake_write,
            wake_read,
        })
    }

    /// Accepts connections until `stop()` says so, then takes those already queued and returns.
    pub fn serve_until(&self, stop: impl Fn() -> bool) {
        loop {
            let stopping = stop();
            self.accept_pending();
            if stopping {
                return;
            }
            let mut poll_fds =
                [self.listener.as_raw_fd(), self.wake_read.as_raw_fd()].map(|fd| libc::pollfd {
                    fd,
                    events: libc::POLLIN,
                    revents: 0,
                });
            // SAFETY: two valid pollfds for the duration of the call. EINTR (a signal) just
            // means looking at `stop` sooner.
            unsafe { libc::poll(poll_fds.as_mut_ptr(), 2, POLL_INTERVAL_MS) };
            if poll_fds[1].revents != 0 {
                let _ = (&self.wake_read).read(&mut [0u8; 64]);
            }
        }
    }

    /// Makes `serve_until` look at its stop condition at once.
    pub fn wake(&self) {
        let _ = (&self.wake_write).write(&[1]);
    }

    fn accept_pending(&self) {
        loop {
            match self.listener.accept() {
                Ok((stream, _)) => self.spawn_connection(stream),
                Err(e) if e.kind() == ErrorKind::WouldBlock => return,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => {
                    eprintln!("aotspy: accepting a connection failed: {e}");
                    return;
                }
            }
        }
    }

    fn spawn_connection(&self, stream: UnixStream) {
        *lock(&self.shared.open_connections) += 1;
        let shared = Arc::clone(&self.shared);
        let streams_dir = self.streams_dir.clone();
        let announce = self.announce;
        let spawned = thread::Builder::new()
            .name("aotspy-connection".into())
            .spawn(move || {
                let _cpu = crate::sys::timings::ThreadCpu::start();
                serve_connection(stream, &shared, &streams_dir, announce);
                *lock(&shared.open_connections) -= 1;
                shared.connection_closed.notify_all();
            });
        if let Err(e) = spawned {
            eprintln!("aotspy: cannot serve a connection: {e}");
            *lock(&self.shared.open_connections) -= 1;
        }
    }

    /// Waits until every accepted connection has ended, or `timeout` or `give_up()`; returns how
    /// many are still open.
    pub fn wait_for_connections(&self, timeout: Duration, give_up: impl Fn() -> bool) -> usize {
        let deadline = Instant::now() + timeout;
        let mut open = lock(&self.shared.open_connections);
        while *open > 0 && !give_up() {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            let slice = left.min(Duration::from_millis(POLL_INTERVAL_MS as u64));
            open = self
                .shared
                .connection_closed
                .wait_timeout(open, slice)
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .0;
        }
        *open
    }

    /// From now on, tells `observer` about every stream (once: a second observer is ignored).
    pub fn observe(&self, observer: Arc<dyn Observer>) {
        let _ = self.shared.observer.set(observer);
    }

    /// What every process that said Hello has sent so far.
    pub fn captures(&self) -> Vec<ProcessCapture> {
        lock(&self.shared.captures)
            .iter()
            .map(|capture| lock(capture).clone())
            .collect()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.socket_path);
    }
}

fn serve_connection(stream: UnixStream, shared: &Shared, streams_dir: &Path, announce: bool) {
    match peer_uid(&stream) {
        Ok(uid) if uid == current_uid() => {}
        Ok(uid) => {
            eprintln!(
                "aotspy: refused a connection from uid {uid}: only processes of uid {} are collected",
                current_uid()
            );
            return;
        }
        Err(e) => {
            eprintln!("aotspy: refused a connection whose peer is unknown: {e}");
            return;
        }
    }
    let stream = match LiveStream::start(BufReader::new(stream)) {
        Ok(Some(stream)) => stream,
        // A connection that closes without a byte is a liveness probe (see `Server::bind`).
        Ok(None) => return,
        Err(e) => {
            eprintln!("aotspy: dropped a connection that is not a valid aotspy stream: {e:#}");
            return;
        }
    };
    let label = stream.label();
    if announce {
        eprintln!("aotspy: {label} connected");
    }
    let capture = Arc::new(Mutex::new(ProcessCapture::new(stream.hello.clone())));
    lock(&shared.captures).push(Arc::clone(&capture));
    let (result, skipped) = stream.read_saving(streams_dir, |event| {
        let mut capture = lock(&capture);
        let applied = capture.apply(event);
        if let Applied::Module {
            native_input: true, ..
        } = applied
        {
            // The process is alive and has just created the module: what it has open now is
            // what it may have read the binary from (cold path: one /proc listing per native
            // module).
            capture.note_files_of_process();
        }
        if let Some(observer) = shared.observer.get() {
            tell(observer.as_ref(), &capture, applied);
        }
        ControlFlow::Continue(())
    });
    lock(&capture).skipped_frames = skipped;
    if let Err(e) = result {
        eprintln!("aotspy: {label}: dropped its connection: {e}");
        lock(&capture).stream_error = Some(e.to_string());
    } else if announce {
        eprintln!("aotspy: {label} disconnected");
    }
}

/// Tells `observer` what `applied` added to `capture`.
fn tell(observer: &dyn Observer, capture: &ProcessCapture, applied: Applied) {
    match applied {
        Applied::MappedFiles(files) => observer.mapped_files(capture, &files),
        Applied::Module { id, .. } => observer.module(capture, &capture.modules[&id]),
        Applied::Kernel { id, module } => {
            observer.kernel(
                capture,
                &capture.modules[&module],
                &capture.kernels[&id].name,
            );
        }
        Applied::CallSite { kernel } => {
            let kept = capture.call_sites[&kernel].last().expect("one was kept");
            observer.call_site(capture, kept);
        }
        Applied::Other => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::capture::test_streams::*;
    use aotspy_proto::Event;
    use std::io::Write;

    fn send(socket: &Path, bytes: &[u8]) {
        let mut stream = UnixStream::connect(socket).unwrap();
        stream.write_all(bytes).unwrap();
    }

    #[test]
    fn serves_concurrent_streams_and_drops_bad_ones() {
        let tmp = tempfile::tempdir().unwrap();
        let socket = tmp.path().join("s.sock");
        let streams = tmp.path().join("streams");
        let server = Server::bind(&socket, &streams, false).unwrap();
        let good = encode(&[
            hello(11, 5),
            module(1, b"bin"),
            kernel(1, 1, "k"),
            dispatches(&[(1, 3)]),
            Event::Goodbye,
        ]);
        let mut wrong_version = aotspy_proto::MAGIC.to_vec();
        wrong_version.extend_from_slice(&99u32.to_le_bytes());
        let mut giant_frame = encode(&[hello(12, 6)]);
        giant_frame.extend_from_slice(&u32::MAX.to_le_bytes());

        let done = std::sync::atomic::AtomicBool::new(false);
        thread::scope(|scope| {
            let serving = scope
                .spawn(|| server.serve_until(|| done.load(std::sync::atomic::Ordering::SeqCst)));
            // Held open while the others are served: connections do not wait on each other.
            let mut slow = UnixStream::connect(&socket).unwrap();
            slow.write_all(&encode(&[hello(13, 7)])).unwrap();
            send(&socket, b"garbage garbage garbage");
            send(&socket, &wrong_version);
            send(&socket, &giant_frame);
            send(&socket, &good);
            send(&socket, b"");
            while server.captures().len() < 3 {
                thread::sleep(Duration::from_millis(10));
            }
            drop(slow);
            done.store(true, std::sync::atomic::Ordering::SeqCst);
            serving.join().unwrap();
        });
        assert_eq!(
            server.wait_for_connections(Duration::from_secs(10), || false),
            0
        );

        let mut captures = server.captures();
        captures.sort_by_key(|c| c.hello.pid);
        let pids: Vec<_> = captures.iter().map(|c| c.hello.pid).collect();
        assert_eq!(pids, [11, 12, 13]);
        assert!(captures[0].clean_exit);
        assert_eq!(captures[0].dispatches[&1], 3);
        assert!(captures[1]
            .stream_error
            .as_ref()
            .unwrap()
            .contains("exceeds"));
        assert_eq!(fs::read(streams.join("11-5.aotspy")).unwrap(), good);

        drop(server);
        assert!(!socket.exists(), "the socket is removed on drop");
    }

    #[test]
    fn refuses_to_steal_a_live_socket_but_replaces_a_stale_one() {
        let tmp = tempfile::tempdir().unwrap();
        let socket = tmp.path().join("s.sock");
        let streams = tmp.path().join("streams");
        let live = Server::bind(&socket, &streams, false).unwrap();
        let err = Server::bind(&socket, &streams, false).err().unwrap();
        assert!(err.to_string().contains("already listening"), "{err}");
        drop(live);
        // A listener that goes away without removing its file, as a killed collector does.
        let stale = UnixListener::bind(tmp.path().join("other.sock")).unwrap();
        drop(stale);
        Server::bind(&tmp.path().join("other.sock"), &streams, false).unwrap();
    }
}
