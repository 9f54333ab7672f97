//! Getting events out of the process without disturbing it.
//!
//! Hooks hand events to an unbounded channel and return; one background thread, started the
//! first time the process touches Level Zero, writes them to the collector's socket, or to a
//! spool file when no collector answers or the collector goes away mid-run. Dispatch counts
//! stay in the hooks' atomics, which live in the durable counters file beside the spool
//! (`durable.rs`): final the moment a launch returns, however the process ends. The stream
//! names that file right after its hello; that thread also flushes the counts to a collector
//! every `FLUSH_INTERVAL` and at exit, for live reports.

use crate::callers;
use crate::files::{closed, ours, warn, Dir, ForkedAway, Kept};
use crate::mapping::{self, Holder};
use crate::outbox::{Command, FLUSH_INTERVAL};
use crate::peer;
use crate::record;
use aotspy_proto::launchers::LAUNCHERS;
use aotspy_proto::{self as proto, Event, Hello, LauncherRank};
use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};
use std::collections::HashSet;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How long exit waits for the last events to be written.
const EXIT_DRAIN_TIMEOUT: Duration = Duration::from_secs(20);

/// Set when `aotspy attach` injected the library (`inject.rs`): the stream is then always a
/// spool with a control socket, as in a dormant preloaded process, whatever the environment
/// says; it never connects to a collector that happens to listen. Sent right after the hello.
static INJECTED: std::sync::OnceLock<proto::Injected> = std::sync::OnceLock::new();

/// Makes this process's stream the injected kind, unless the transport already started as a
/// preloaded library's: false then.
pub fn set_injected(injected: proto::Injected) -> bool {
    let transport = TRANSPORT.lock().unwrap_or_else(|e| e.into_inner());
    let started = transport
        .as_ref()
        .is_some_and(|t| t.pid == std::process::id());
    if started && INJECTED.get().is_none() {
        return false;
    }
    let _ = INJECTED.set(injected);
    true
}

/// Starts the transport if needed and waits (up to `timeout`) until its thread has opened the
/// stream, and with it the control socket: false if it did not answer in time.
pub fn engage_and_wait(timeout: Duration) -> bool {
    crate::outbox::set_channel(commands);
    let Some(tx) = commands() else {
        return false;
    };
    let (ack_tx, ack_rx) = crossbeam_channel::bounded(1);
    tx.send(Command::Barrier(ack_tx)).is_ok() && ack_rx.recv_timeout(timeout).is_ok()
}

pub struct Transport {
    pid: u32,
    commands: Sender<Command>,
}

static TRANSPORT: Mutex<Option<Transport>> = Mutex::new(None);

/// The channel of this process, starting the transport thread on first use (and again in a
/// forked child, whose copy of the parent's thread does not exist).
fn commands() -> Option<Sender<Command>> {
    let pid = std::process::id();
    let mut transport = TRANSPORT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(t) = transport.as_ref().filter(|t| t.pid == pid) {
        return Some(t.commands.clone());
    }
    let (tx, rx) = crossbeam_channel::unbounded();
    let hello = hello(pid);
    // Opened once: the counters file now, the spool stream (now or when the collector is
    // lost) later, in the same directory.
    let dir = spool_dir();
    let counters = make_durable(&hello, &dir);
    std::thread::Builder::new()
        .name("aotspy".into())
        .spawn(move || run(rx, hello, dir, counters))
        .ok()?;
    register_exit_flush();
    *transport = Some(Transport {
        pid,
        commands: tx.clone(),
    });
    Some(tx)
}

/// Held across `fork`, like the bookkeeping's locks.
pub fn hold_for_fork() -> std::sync::MutexGuard<'static, Option<Transport>> {
    TRANSPORT.lock().unwrap_or_else(|e| e.into_inner())
}

/// In a forked child: the parent's transport thread does not exist here. Its channel is
/// leaked, not dropped, since dropping could wait on a lock that thread held at the fork.
pub fn forget_parent(mut held: std::sync::MutexGuard<'static, Option<Transport>>) {
    if let Some(parent) = held.take() {
        std::mem::forget(parent);
    }
    // Nor is its connection: left open, it would keep the collector waiting for the child.
    COLLECTOR_FD.close();
}

/// The collector connection's fd, for a forked child to close.
static COLLECTOR_FD: ForkedAway = ForkedAway::new();

/// Starts the transport if needed, and lets `outbox` reach it from now on (see there).
pub fn engage() {
    crate::outbox::set_channel(commands);
    commands();
}

fn register_exit_flush() {
    static REGISTERED: AtomicBool = AtomicBool::new(false);
    if !REGISTERED.swap(true, Ordering::AcqRel) {
        // A forked child inherits the registration, and the handler looks up its own thread.
        unsafe { libc::atexit(flush_at_exit) };
    }
}

extern "C" fn flush_at_exit() {
    let _ = std::panic::catch_unwind(|| {
        let pid = std::process::id();
        let tx = {
            let transport = TRANSPORT.lock().unwrap_or_else(|e| e.into_inner());
            match transport.as_ref() {
                Some(t) if t.pid == pid => t.commands.clone(),
                _ => return,
            }
        };
        let (ack_tx, ack_rx) = crossbeam_channel::bounded(1);
        if tx.send(Command::Shutdown(ack_tx)).is_ok() {
            let _ = ack_rx.recv_timeout(EXIT_DRAIN_TIMEOUT);
        }
        crate::control::close();
    });
}

fn hello(pid: u32) -> Hello {
    let argv = std::fs::read("/proc/self/cmdline")
        .map(|raw| {
            raw.split(|&b| b == 0)
                .filter(|a| !a.is_empty())
                .map(|a| String::from_utf8_lossy(a).into_owned())
                .collect()
        })
        .unwrap_or_default();
    let mut host = [0u8; 256];
    let hostname = if unsafe { libc::gethostname(host.as_mut_ptr().cast(), host.len()) } == 0 {
        let end = host.iter().position(|&b| b == 0).unwrap_or(host.len());
        String::from_utf8_lossy(&host[..end]).into_owned()
    } else {
        String::new()
    };
    Hello {
        pid,
        ppid: unsafe { libc::getppid() } as u32,
        argv,
        exe: std::fs::read_link("/proc/self/exe")
            .map(|p| p.display().to_string())
            .unwrap_or_default(),
        start_unix_ms: SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64),
        hostname,
        rank: launcher_rank(|name| std::env::var_os(name)),
        cache_env: proto::CACHE_ENV
            .iter()
            .filter_map(|&name| Some((name.to_owned(), std::env::var(name).ok()?)))
            .collect(),
    }
}

/// The rank the launcher gave this process, read through `variable` (the environment, or a
/// test's table); `None` when no rank variable holds a number.
fn launcher_rank(variable: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<LauncherRank> {
    let number = |name: &str| variable(name)?.to_str()?.trim().parse::<u32>().ok();
    let first = |names: &[&str]| names.iter().find_map(|&name| number(name));
    LAUNCHERS.iter().find_map(|launcher| {
        Some(LauncherRank {
            rank: number(launcher.rank)?,
            variable: launcher.rank.to_owned(),
            local_rank: first(launcher.local_rank),
            world_size: first(launcher.world_size),
        })
    })
}

/// Creates this process's counters file in its spool directory: its path, or what the report
/// should say instead.
fn make_durable(hello: &Hello, dir: &Result<Dir, String>) -> Result<PathBuf, String> {
    let dir = dir
        .as_ref()
        .map_err(|e| format!("no spool directory for the counters file ({e})"))?;
    let name = file_name(hello, proto::COUNTS_SUFFIX);
    let path = dir.path().join(&name);
    record::make_durable(dir, &name).map_err(|e| {
        format!(
            "cannot create the counters file {} ({e}): counts reach the report every {} ms, \
             so a kill loses the launches since the last flush",
            path.display(),
            FLUSH_INTERVAL.as_millis()
        )
    })?;
    Ok(path)
}

fn file_name(hello: &Hello, suffix: &str) -> String {
    format!("{}-{}.{}", hello.pid, hello.start_unix_ms, suffix)
}

fn run(
    commands: Receiver<Command>,
    hello: Hello,
    dir: Result<Dir, String>,
    counters: Result<PathBuf, String>,
) {
    let mut sink = Sink::open(hello, dir);
    if let Some(injected) = INJECTED.get() {
        sink.write(&Event::Injected(injected.clone()));
    }
    sink.write(&match counters {
        Ok(path) => Event::Counters(path.display().to_string()),
        Err(why) => Event::Diagnostic(why),
    });
    let mut last_sent = record::Sent::default();
    let mut mapped = MappedFiles::default();
    // What the program loaded before it first used Level Zero (its GPU libraries, as a rule)
    // goes out at the first drain or flush, for the collector to index before the first
    // module needs it; not here: reading the maps opens files, and `aotspy attach` waits for
    // this loop to answer its barrier.
    mapped.due_if_objects_changed();
    let mut next_flush = Instant::now() + FLUSH_INTERVAL;
    loop {
        match commands.recv_deadline(next_flush) {
            Ok(command @ (Command::Event(_) | Command::Module(..))) => {
                sink.write_command(command, &mut mapped);
                // Definitions reach the spool file as soon as the queue is drained, not at the
                // next flush: a process killed then has its kernels described beside the
                // counts its counters file keeps. The mapped files come after them.
                if commands.is_empty() {
                    sink.flush();
                    sink.write_mapped_files(&mut mapped);
                }
            }
            Ok(Command::Shutdown(ack)) => {
                return shutdown(&commands, &mut sink, &mut last_sent, &mut mapped, ack)
            }
            Ok(Command::Barrier(ack)) => {
                let _ = ack.send(());
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        if Instant::now() >= next_flush {
            if let Some(ack) = flush(&commands, &mut sink, &mut last_sent, &mut mapped) {
                return shutdown(&commands, &mut sink, &mut last_sent, &mut mapped, ack);
            }
            next_flush = Instant::now() + FLUSH_INTERVAL;
        }
    }
}

fn shutdown(
    commands: &Receiver<Command>,
    sink: &mut Sink,
    last_sent: &mut record::Sent,
    mapped: &mut MappedFiles,
    ack: Sender<()>,
) {
    // Whatever look was put off is taken now: the stream ends with every file known.
    mapped.due |= std::mem::take(&mut mapped.deferred);
    flush(commands, sink, last_sent, mapped);
    sink.write(&Event::Goodbye);
    sink.flush();
    let _ = ack.send(());
}

/// The files this process maps that may hold device code (see `aotspy_binfmt::maps`), sent as
/// they appear.
#[derive(Default)]
struct MappedFiles {
    /// Paths looked at: sent, or found to hold no device code.
    seen: std::collections::BTreeSet<String>,
    /// A module whose bytes a file not yet looked at holds (or one the kernel could not
    /// place), a kernel from before an injection, or the dynamic linker loaded or unloaded an
    /// object since the last look: the maps are read once the queue is drained, so that
    /// reading them (hundreds of files opened in a Python process) never holds up the kernel
    /// definitions behind it.
    due: bool,
    /// A module came from memory no file backs (a framework's generated SPIR-V, a binary
    /// read into a buffer) and no object was loaded since the last look: it may still be a
    /// copy of a file the program mapped itself without the dynamic linker, so the maps are
    /// read once [`DEFERRED_LOOK`] has passed since the last look, or at the end of the stream.
    deferred: bool,
    /// When the maps were last read.
    last_look: Option<Instant>,
    /// [`callers::objects_loaded_and_unloaded`] at the last check.
    objects: u64,
}

/// How long a look at the maps that a module from anonymous memory made due may wait.
const DEFERRED_LOOK: Duration = Duration::from_secs(1);

impl MappedFiles {
    /// A module was created from bytes at `inputs`: a look at the maps is due now when a file
    /// not looked at yet holds them (or the kernel cannot say which does), later when only
    /// anonymous memory does.
    fn module_came(&mut self, inputs: &[usize]) {
        for &address in inputs {
            match mapping::holder(address) {
                Some(Holder::File(path)) if self.seen.contains(&path) => {}
                Some(Holder::Anonymous | Holder::Unmapped) => self.deferred = true,
                Some(Holder::File(_)) | None => {
                    self.due = true;
                    return;
                }
            }
        }
        if inputs.is_empty() {
            self.due = true;
        }
    }

    /// Makes a look due when the program loaded or unloaded an object since the last check:
    /// the collector indexes a library while the program goes on (a Python program imports
    /// its GPU libraries long before its first module), not only once a module needs it.
    fn due_if_objects_changed(&mut self) {
        let objects = callers::objects_loaded_and_unloaded();
        if objects != self.objects {
            self.objects = objects;
            self.due = true;
        }
    }

    /// Candidate files mapped since the last look, if one is due (or a deferred one's time
    /// came).
    fn changed_if_due(&mut self) -> Option<Vec<String>> {
        let deferred_due = self.deferred
            && self
                .last_look
                .is_none_or(|last| last.elapsed() >= DEFERRED_LOOK);
        if !std::mem::take(&mut self.due) && !deferred_due {
            return None;
        }
        self.deferred = false;
        self.changed()
    }

    /// Candidate files mapped since the last call, if any.
    fn changed(&mut self) -> Option<Vec<String>> {
        self.last_look = Some(Instant::now());
        let maps = std::fs::read_to_string("/proc/self/maps").ok()?;
        let new = aotspy_binfmt::maps::new_candidates(&maps, &mut self.seen);
        (!new.is_empty()).then_some(new)
    }
}

/// Writes queued events, then the counts that changed. Counts only cover kernels registered
/// before the queue was drained, whose definitions therefore went out first. Returns a
/// shutdown request met while draining.
fn flush(
    commands: &Receiver<Command>,
    sink: &mut Sink,
    last_sent: &mut record::Sent,
    mapped: &mut MappedFiles,
) -> Option<Sender<()>> {
    let known = record::kernels_known();
    let mut shutdown = None;
    while let Ok(command) = commands.try_recv() {
        match command {
            command @ (Command::Event(_) | Command::Module(..)) => {
                sink.write_command(command, mapped)
            }
            Command::Shutdown(ack) => shutdown = Some(ack),
            Command::Barrier(ack) => {
                let _ = ack.send(());
            }
        }
    }
    mapped.due_if_objects_changed();
    sink.write_mapped_files(mapped);
    // A spool needs no counts in its stream: the counters file beside it has them.
    let live_reader = match &sink.out {
        Out::Collector(..) => true,
        Out::Spool(_) => !record::is_durable(),
        Out::Lost => false,
    };
    if live_reader {
        let (changed, unattributed) = record::changes_since(known, last_sent);
        if !changed.is_empty() {
            sink.write(&Event::Dispatches(changed));
        }
        if let Some(unattributed) = unattributed {
            sink.write(&Event::Unattributed(unattributed));
        }
    }
    sink.flush();
    shutdown
}

/// Where the stream goes. Both destinations get the same bytes: preamble, hello, frames;
/// a spool leaves the dispatch totals to the counters file beside it.
struct Sink {
    hello: Hello,
    /// The spool directory, opened once, or why there is none.
    dir: Result<Dir, String>,
    out: Out,
    /// Hashes of the native binaries `out` has received whole: a module with the same code
    /// is sent with its hash alone. Cleared when the stream moves to a spool, which must
    /// stand on its own.
    binaries_sent: HashSet<String>,
}

/// The collector's socket and the spool file are [`Kept`]: a program that closes them and
/// opens its own file under the same number is never written to; the stream moves from a
/// closed socket to a spool, and ends at a closed spool (said on stderr).
enum Out {
    Collector(Kept<UnixStream>, peer::Collector),
    Spool(Spool),
    /// Neither collector nor spool would take the stream; what follows is dropped.
    Lost,
}

struct Spool {
    stream: BufWriter<Kept<File>>,
    path: PathBuf,
}

impl Sink {
    fn open(hello: Hello, dir: Result<Dir, String>) -> Sink {
        let collector = match INJECTED.get() {
            Some(_) => None,
            None => connect(&hello),
        };
        let out = match collector {
            Some((stream, collector)) => Out::Collector(stream, collector),
            None => spool(&dir, &hello, None),
        };
        Sink {
            hello,
            dir,
            out,
            binaries_sent: HashSet::new(),
        }
    }

    /// The files mapped since the last look that could hold device code, if a look is due
    /// (`MappedFiles`); flushed.
    fn write_mapped_files(&mut self, mapped: &mut MappedFiles) {
        if let Some(files) = mapped.changed_if_due() {
            self.write(&Event::MappedFiles(files));
            self.flush();
        }
    }

    /// Writes an event or a module; a kernel from before an injection makes a look at the
    /// maps due, a module when its input addresses say so (`MappedFiles::module_came`).
    fn write_command(&mut self, command: Command, mapped: &mut MappedFiles) {
        match command {
            Command::Module(module, inputs) => {
                mapped.module_came(&inputs);
                self.write_module(module);
            }
            // A kernel from before an injection: the images of the mapped libraries are where
            // the collector looks for it by name.
            Command::Event(event @ Event::FoundKernel(_)) => {
                self.write(&event);
                mapped.due = true;
            }
            Command::Event(event) => self.write(&event),
            Command::Shutdown(_) | Command::Barrier(_) => {}
        }
    }

    /// Writes a module, its bytes once per stream (see `once_per_stream`).
    fn write_module(&mut self, mut module: proto::Module) {
        if !module.native_binary.is_empty() {
            module.native_sha256 = Some(aotspy_binfmt::sha256_hex(&module.native_binary));
        }
        self.write_encoded(|sink| {
            proto::encode_frame(&Event::Module(sink.once_per_stream(&module)))
        });
    }

    /// The module as this stream gets it: without its bytes when the stream has them already,
    /// so a program that creates the same module in a loop sends its binary once.
    fn once_per_stream(&mut self, module: &proto::Module) -> proto::Module {
        match &module.native_sha256 {
            Some(sha256) if !self.binaries_sent.insert(sha256.clone()) => proto::Module {
                native_binary: proto::Binary::default(),
                ..module.clone()
            },
            _ => module.clone(),
        }
    }

    fn write(&mut self, event: &Event) {
        self.write_encoded(|_| proto::encode_frame(event));
    }

    /// Writes the frame `encode` makes for this stream, or for the spool the stream moves to
    /// when the collector fails (a module's binary must then go whole into the spool).
    fn write_encoded(&mut self, mut encode: impl FnMut(&mut Sink) -> Vec<u8>) {
        let frame = encode(self);
        let failure = match &mut self.out {
            Out::Collector(stream, collector) => match stream.get() {
                Some(stream) => match collector.send(stream, &frame) {
                    Ok(()) => return,
                    Err(e) => e,
                },
                None => closed(Path::new("the collector's socket")),
            },
            Out::Spool(spool) => {
                if let Err(e) = spool.stream.write_all(&frame) {
                    self.lose(&e);
                }
                return;
            }
            Out::Lost => return,
        };
        // The collector went away or stalled: what it did receive stays valid; the rest,
        // starting with this event, goes to a spool file under the same process identity,
        // which must stand on its own.
        self.out = spool(&self.dir, &self.hello, Some(&failure));
        self.binaries_sent.clear();
        if !matches!(self.out, Out::Lost) {
            self.write_encoded(encode);
        }
    }

    fn flush(&mut self) {
        if let Out::Spool(spool) = &mut self.out {
            if let Err(e) = spool.stream.flush() {
                self.lose(&e);
            }
        }
    }

    fn lose(&mut self, error: &std::io::Error) {
        if let Out::Spool(spool) = &self.out {
            warn(&format!(
                "cannot write the spool {} ({error}); what this process captures from now on is lost",
                spool.path.display()
            ));
        }
        self.out = Out::Lost;
    }
}

/// The collector's socket, with the hello sent, and who serves it (whose sends are careful not
/// to wait on a collector that cannot read: `peer.rs`).
fn connect(hello: &Hello) -> Option<(Kept<UnixStream>, peer::Collector)> {
    let path = std::env::var_os(proto::ENV_SOCKET)
        .map(PathBuf::from)
        .unwrap_or_else(|| proto::default_socket_path(unsafe { libc::getuid() }));
    if let Err(refusal) = path
        .parent()
        .map_or(Ok(()), |dir| ours(dir, true))
        .and_then(|()| ours(&path, false))
    {
        // No socket at all is the ordinary dormant case; anything else is worth a word.
        if path.exists() {
            warn(&format!("not connecting to the collector: {refusal}"));
        }
        return None;
    }
    let stream = UnixStream::connect(&path).ok()?;
    let collector = peer::Collector::of(&stream).ok()?;
    let mut start = Vec::new();
    proto::write_preamble(&mut start).ok()?;
    start.extend(proto::encode_frame(&Event::Hello(hello.clone())));
    collector.send(&stream, &start).ok()?;
    COLLECTOR_FD.set(std::os::unix::io::AsRawFd::as_raw_fd(&stream));
    Some((Kept::new(stream, path).ok()?, collector))
}

/// The private spool directory (`AOTSPY_OUT` or the default), created 0700 if missing and
/// checked (`files.rs`): under the default, `/tmp/aotspy-<uid>` is aotspy's too.
fn spool_dir() -> Result<Dir, String> {
    let user_dir = proto::user_dir(unsafe { libc::getuid() });
    let dir = configured_spool_dir();
    let private_from = if dir.starts_with(&user_dir) {
        user_dir
    } else {
        dir.clone()
    };
    Dir::open(&dir, &private_from)
}

fn configured_spool_dir() -> PathBuf {
    std::env::var_os(proto::ENV_OUT)
        .map(PathBuf::from)
        .unwrap_or_else(|| proto::default_spool_dir(unsafe { libc::getuid() }))
}

fn spool(
    dir: &Result<Dir, String>,
    hello: &Hello,
    collector_failure: Option<&std::io::Error>,
) -> Out {
    let name = file_name(hello, proto::SPOOL_SUFFIX);
    let opened = dir
        .as_ref()
        .map_err(|e| {
            let path = configured_spool_dir().join(&name);
            (path, std::io::Error::other(e.clone()))
        })
        .and_then(|dir| {
            let path = dir.path().join(&name);
            dir.create(&name, libc::O_WRONLY | libc::O_APPEND)
                .and_then(|file| Kept::new(file, path.clone()))
                .and_then(|file| {
                    let mut file = BufWriter::new(file);
                    proto::write_preamble(&mut file)?;
                    proto::write_frame(&mut file, &Event::Hello(hello.clone()))?;
                    Ok((file, path.clone()))
                })
                .map_err(|e| (path, e))
        });
    match (opened, collector_failure) {
        (Ok((stream, path)), failure) => {
            if let Some(e) = failure {
                warn(&format!(
                    "lost the collector ({e}); writing the rest to {}",
                    path.display()
                ));
            }
            crate::control::listen(path.clone(), hello.clone());
            Out::Spool(Spool { stream, path })
        }
        (Err((path, e)), _) => {
            warn(&format!(
                "no collector, and cannot write the spool {} ({e}); this process's capture is lost",
                path.display()
            ));
            Out::Lost
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    fn rank_from(environment: &[(&str, &str)]) -> Option<LauncherRank> {
        launcher_rank(|name| {
            environment
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| OsString::from(value))
        })
    }

    /// A module's bytes in a file not looked at make a look due at once; in a file looked at,
    /// nothing; in anonymous memory, a look deferred until a second has passed since the last
    /// one, or until the stream ends.
    #[test]
    fn a_module_makes_the_maps_due_only_when_a_new_file_may_hold_it() {
        let mut mapped = MappedFiles::default();
        let in_libc = libc::getpid as *const () as usize;
        mapped.module_came(&[in_libc]);
        assert!(mapped.due && !mapped.deferred, "a file never looked at");
        assert!(mapped.changed_if_due().is_some(), "libc holds code");
        assert!(!mapped.due);

        mapped.module_came(&[in_libc]);
        assert!(!mapped.due && !mapped.deferred, "a file looked at already");
        assert_eq!(mapped.changed_if_due(), None);

        let heap = vec![0u8; 256];
        mapped.module_came(&[heap.as_ptr() as usize]);
        assert!(!mapped.due && mapped.deferred, "anonymous memory");
        assert_eq!(
            mapped.changed_if_due(),
            None,
            "less than a second after the look"
        );
        assert!(mapped.deferred, "still put off");
        mapped.last_look = Some(Instant::now() - DEFERRED_LOOK);
        let _ = mapped.changed_if_due();
        assert!(!mapped.deferred, "looked at once the second passed");

        mapped.module_came(&[]);
        assert!(mapped.due, "a module that says nothing of its bytes");
    }

    #[test]
    fn torchrun_rank_wins_over_the_outer_launcher() {
        let rank = rank_from(&[
            ("SLURM_PROCID", "7"),
            ("RANK", "3"),
            ("LOCAL_RANK", "1"),
            ("WORLD_SIZE", "8"),
        ]);
        assert_eq!(
            rank,
            Some(LauncherRank {
                rank: 3,
                variable: "RANK".into(),
                local_rank: Some(1),
                world_size: Some(8),
            })
        );
    }

    /// (rank, world size, local rank) as read from `environment`, and the rank's variable.
    fn read(environment: &[(&str, &str)]) -> (String, u32, Option<u32>, Option<u32>) {
        let r = rank_from(environment).unwrap();
        (r.variable, r.rank, r.world_size, r.local_rank)
    }

    #[test]
    fn each_launcher_gives_its_world_size_and_local_rank() {
        let of = |v: &str, rank, size, local| (v.to_owned(), rank, size, local);
        // What `mpiexec -n 4` of Intel MPI 2021 sets for its third rank (measured).
        let intel = [
            ("PMI_RANK", "2"),
            ("PMI_SIZE", "4"),
            ("MPI_LOCALNRANKS", "4"),
            ("MPI_LOCALRANKID", "2"),
        ];
        assert_eq!(read(&intel), of("PMI_RANK", 2, Some(4), Some(2)));
        let mpich = [
            ("PMI_RANK", "5"),
            ("PMI_SIZE", "8"),
            ("MPI_LOCALRANKID", "1"),
        ];
        assert_eq!(read(&mpich), of("PMI_RANK", 5, Some(8), Some(1)));
        let cray = [
            ("PMI_RANK", "5"),
            ("PMI_SIZE", "8"),
            ("PMI_LOCAL_RANK", "3"),
        ];
        assert_eq!(read(&cray), of("PMI_RANK", 5, Some(8), Some(3)));
        // Open MPI 5 also sets PMIX_RANK: its own family wins.
        let ompi = [
            ("PMIX_RANK", "3"),
            ("OMPI_COMM_WORLD_RANK", "3"),
            ("OMPI_COMM_WORLD_SIZE", "6"),
            ("OMPI_COMM_WORLD_LOCAL_RANK", "0"),
        ];
        assert_eq!(read(&ompi), of("OMPI_COMM_WORLD_RANK", 3, Some(6), Some(0)));
        let slurm = [
            ("SLURM_PROCID", "9"),
            ("SLURM_NTASKS", "16"),
            ("SLURM_LOCALID", "1"),
        ];
        assert_eq!(read(&slurm), of("SLURM_PROCID", 9, Some(16), Some(1)));
        let old_slurm = [("SLURM_PROCID", "9"), ("SLURM_NPROCS", "12")];
        assert_eq!(read(&old_slurm), of("SLURM_PROCID", 9, Some(12), None));
        let pals = [("PALS_RANKID", "13"), ("PALS_LOCAL_RANKID", "1")];
        assert_eq!(read(&pals), of("PALS_RANKID", 13, None, Some(1)));
        let torchrun = [("RANK", "3"), ("WORLD_SIZE", "8"), ("LOCAL_RANK", "1")];
        assert_eq!(read(&torchrun), of("RANK", 3, Some(8), Some(1)));
        assert_eq!(read(&[("PMIX_RANK", "4")]), of("PMIX_RANK", 4, None, None));
    }

    /// torchrun under Slurm: the training rank with torchrun's size, never Slurm's task count;
    /// and an MPI rank does not take a WORLD_SIZE some other tool left in the environment.
    #[test]
    fn sizes_come_from_the_family_of_the_rank() {
        let torchrun_in_slurm = [
            ("SLURM_PROCID", "0"),
            ("SLURM_NTASKS", "2"),
            ("SLURM_LOCALID", "0"),
            ("RANK", "5"),
            ("WORLD_SIZE", "16"),
            ("LOCAL_RANK", "5"),
        ];
        assert_eq!(
            read(&torchrun_in_slurm),
            ("RANK".into(), 5, Some(16), Some(5))
        );
        let mpi_with_stray = [("PMI_RANK", "1"), ("WORLD_SIZE", "99"), ("LOCAL_RANK", "7")];
        assert_eq!(read(&mpi_with_stray), ("PMI_RANK".into(), 1, None, None));
    }

    #[test]
    fn mpi_rank_alone_and_garbage_ignored() {
        let rank = rank_from(&[("RANK", "x"), ("PMI_RANK", " 2 ")]).unwrap();
        assert_eq!((rank.rank, rank.variable.as_str()), (2, "PMI_RANK"));
        assert_eq!((rank.local_rank, rank.world_size), (None, None));
        assert_eq!(rank_from(&[("LOCAL_RANK", "0")]), None);
    }
}
