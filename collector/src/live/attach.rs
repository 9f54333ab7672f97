//! An attach session with a running process, through its control socket: connecting (or
//! injecting libaotspy.so first), reading its stream while counting is switched on, and the
//! report at the end. `aotspy attach` and `aotspy top` share it, so that `top` writes the
//! report `attach` would for the same window.
//!
//! A process started with the preload and no collector (a dormant one, spooling to disk) has
//! that socket already; detaching is closing it, and the process notices nothing. Any other
//! process gets libaotspy.so injected with ptrace first (`crate::inject`), which opens the same
//! socket; its hooks are switched on once the stream has begun and off before it ends, so what
//! is counted is exactly what the driver was asked between the two.

use crate::ingest::capture::{self, AttachEnd, AttachWindow, ProcessCapture, STREAMS_DIR};
use crate::ingest::kept_streams;
use crate::ingest::stream::LiveStream;
use crate::inject;
use crate::report::pipeline::{self, RenderOptions};
use crate::sys::clock::unix_ms_now;
use crate::sys::launch;
use crate::sys::procfs::{caller_uid, peer_uid, preload_loaded, process_command, process_uid};
use anyhow::{anyhow, bail, Context, Result};
use aotspy_binfmt::memory::MemoryLimits;
use aotspy_proto::{Event, FoundIsa};
use std::collections::{BTreeMap, HashSet};
use std::fs;
use std::io::{BufReader, ErrorKind, Write};
use std::net::Shutdown;
use std::ops::ControlFlow;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

/// How often Ctrl-C and the deadline are looked at while the stream is read.
const POLL_INTERVAL: Duration = Duration::from_millis(20);
/// After deciding to detach, how long the reader gets to stop between two frames: a running
/// process sends totals every 200 ms, a stopped one (SIGSTOP, a debugger) sends nothing.
const DETACH_GRACE: Duration = Duration::from_secs(1);

/// What is called after each event of the stream is applied to the capture, with the event's
/// name ([`capture::event_name`]): how a live view follows the capture as it grows.
pub type Observe<'a> = &'a (dyn Fn(&ProcessCapture, &'static str) + Sync);

/// The report directory `out` (default: a new one in the working directory) and its `streams/`,
/// made (refused when another user could plant links or read the capture there: finding 6).
pub fn report_dirs(out: Option<PathBuf>) -> Result<(PathBuf, PathBuf)> {
    let out_dir = out.unwrap_or_else(crate::sys::files::default_out_dir);
    let streams_dir = out_dir.join(STREAMS_DIR);
    crate::sys::files::ensure_report_dir(&out_dir)?;
    crate::sys::files::ensure_report_dir(&streams_dir)?;
    Ok((out_dir, streams_dir))
}

/// After a [`watch`] that brought nothing: leaves no empty report directory (`remove_dir` keeps
/// non-empty ones).
fn remove_empty_report_dirs(out_dir: &Path, streams_dir: &Path) {
    let _ = fs::remove_dir(streams_dir);
    let _ = fs::remove_dir(out_dir);
}

/// What ends an attach session, for `attach` and `top` alike: when watching failed, the
/// report directories made for it are removed again and the error returned; else the report
/// is written ([`write_report`]) unless `options` is `None` (`top --no-report`).
pub fn finish(
    watched: Result<ProcessCapture>,
    out_dir: &Path,
    streams_dir: &Path,
    attachment: &Attachment,
    options: Option<&RenderOptions>,
) -> Result<()> {
    let capture = match watched {
        Ok(capture) => capture,
        Err(e) => {
            remove_empty_report_dirs(out_dir, streams_dir);
            return Err(e);
        }
    };
    match options {
        Some(options) => write_report(out_dir, streams_dir, capture, attachment, options),
        None => Ok(()),
    }
}

/// Says how the attach ended, searches an injected process's memory for the kernels known by
/// name only, and renders the report of `capture` into `out_dir` (its stream saved in
/// `streams_dir`, compressed once the report is written).
pub fn write_report(
    out_dir: &Path,
    streams_dir: &Path,
    mut capture: ProcessCapture,
    attachment: &Attachment,
    options: &RenderOptions,
) -> Result<()> {
    say_how_it_ended(&capture);
    if let Attachment::Injected(injection) = attachment {
        search_memory(injection, &mut capture);
    }
    kept_streams::compressed_while(streams_dir, || {
        pipeline::produce(out_dir, vec![capture], Vec::new(), options)
    })
}

/// For the kernels the driver named and nothing more (NEO 22.43 offers no call for their ISA),
/// the zebins in the process's heap and anonymous memory holding them: the driver keeps each
/// module's binary, a program often keeps the buffer it read it into. Read after the detach,
/// through the `/proc/PID/mem` the injection opened; at most the default limits' bytes.
fn search_memory(injection: &inject::Injection, capture: &mut ProcessCapture) {
    let names: HashSet<String> = capture
        .found_kernels
        .values()
        .filter(|found| found.isa_from == FoundIsa::NameOnly && !found.name.is_empty())
        .map(|found| found.name.clone())
        .collect();
    if names.is_empty() {
        return;
    }
    let started = Instant::now();
    match injection.zebins_in_memory(&names, &MemoryLimits::default()) {
        Ok(found) => {
            eprintln!(
                "aotspy: searched {:.1} MB of pid {}'s memory in {:.1} s for {} kernel(s) known by name only: {} zebin(s) hold them",
                found.bytes_read as f64 / 1e6,
                injection.pid,
                started.elapsed().as_secs_f64(),
                names.len(),
                found.zebins.len()
            );
            capture.memory_images = Some(found);
        }
        Err(e) => capture.diagnostics.push(format!(
            "aotspy: the process's memory was not searched: {e:#}"
        )),
    }
}

/// The control socket of process `pid`: its own when it was started with the preload, else
/// the one of libaotspy.so injected into it within `timeout` (default: the injection's).
pub fn connect_or_inject(pid: u32, timeout: Option<Duration>) -> Result<(UnixStream, Attachment)> {
    if preload_loaded(pid) && inject::started_with_preload(pid) {
        return Ok((connect(pid)?, Attachment::Dormant));
    }
    let timeout = timeout.unwrap_or(inject::DEFAULT_TIMEOUT);
    let injection = inject::load_within(pid, &launch::locate_preload()?, timeout)?;
    if let Some(note) = injection.note() {
        eprintln!("aotspy: {note}");
    }
    Ok((
        connect_injected(pid)?,
        Attachment::Injected(Box::new(injection)),
    ))
}

fn say_how_it_ended(capture: &ProcessCapture) {
    let Some(window) = &capture.attach else {
        return;
    };
    let label = capture::label(&capture.hello);
    let seconds = window
        .detached_at_unix_ms
        .saturating_sub(window.attached_at_unix_ms) as f64
        / 1000.0;
    match window.ended_by {
        AttachEnd::DurationElapsed | AttachEnd::Interrupted => {
            eprintln!("aotspy: detached from {label} after {seconds:.1} s; it keeps running")
        }
        AttachEnd::ProcessExited => eprintln!("aotspy: {label} exited after {seconds:.1} s"),
        AttachEnd::StreamClosed => eprintln!(
            "aotspy: {label} closed the stream without a Goodbye after {seconds:.1} s (killed, exec or _exit?)"
        ),
    }
}

/// Connects to the control socket of `pid`, a process started with the preload, and asks for
/// its stream, or says why it cannot.
fn connect(pid: u32) -> Result<UnixStream> {
    let uid = process_uid(pid)?.ok_or_else(|| anyhow!("no process has pid {pid}"))?;
    let me = caller_uid();
    if uid != me && me != 0 {
        bail!(
            "pid {pid} belongs to uid {uid}; only that user or root can attach to it (you are uid {me})"
        );
    }
    let path = aotspy_proto::control_socket_path(uid, pid);
    let socket = match UnixStream::connect(&path) {
        Ok(socket) => socket,
        Err(e) if e.kind() == ErrorKind::NotFound => bail!(
            "pid {pid} was started with {} but has not used Level Zero yet (or streams to a collector, which reports it): it has no control socket {}. Try again once it has initialized Level Zero.",
            launch::PRELOAD_FILE,
            path.display()
        ),
        Err(e) if e.kind() == ErrorKind::ConnectionRefused => bail!(
            "nothing listens on {}: the process that opened it is gone or crashed, and pid {pid} is now `{}`. Nothing to attach to.",
            path.display(),
            process_command(pid)
        ),
        Err(e) => return Err(e).with_context(|| format!("cannot connect to {}", path.display())),
    };
    request_stream(socket, pid)
}

/// How long an injected library gets to open its control socket.
const INJECTED_SOCKET_WAIT: Duration = Duration::from_secs(5);

/// Connects to the control socket the injected libaotspy.so of `pid` opened.
fn connect_injected(pid: u32) -> Result<UnixStream> {
    let uid = process_uid(pid)?.ok_or_else(|| anyhow!("pid {pid} ended"))?;
    let path = aotspy_proto::control_socket_path(uid, pid);
    let deadline = Instant::now() + INJECTED_SOCKET_WAIT;
    let socket = loop {
        match UnixStream::connect(&path) {
            Ok(socket) => break socket,
            Err(e) if Instant::now() >= deadline => {
                return Err(e).with_context(|| {
                    format!(
                        "libaotspy.so is loaded in pid {pid}, but its control socket {} does not answer",
                        path.display()
                    )
                })
            }
            Err(_) => thread::sleep(POLL_INTERVAL),
        }
    };
    request_stream(socket, pid)
}

fn request_stream(mut socket: UnixStream, pid: u32) -> Result<UnixStream> {
    socket
        .write_all(&[aotspy_proto::CONTROL_ATTACH])
        .with_context(|| format!("cannot ask pid {pid} for its stream"))?;
    Ok(socket)
}

/// How the process's hooks are switched for an attach.
pub enum Attachment {
    /// Started with the preload: its hooks are always on.
    Dormant,
    /// libaotspy.so injected: its hooks are written in when counting starts and taken out when
    /// it ends.
    Injected(Box<inject::Injection>),
}

/// After the driver's bytes are back, what the process counted last reaches the stream with
/// its next totals, sent every 200 ms (`FLUSH_INTERVAL` in the preload's transport).
const FINAL_TOTALS_WAIT: Duration = Duration::from_millis(450);

impl Attachment {
    fn begin(&self) -> Result<()> {
        let Attachment::Injected(injection) = self else {
            return Ok(());
        };
        let written = injection.start_counting()?;
        if written.already == injection.entry_points() {
            eprintln!(
                "aotspy: the {} driver entry points of pid {} were still hooked (an attach that \
                 did not end cleanly); counting from now",
                written.already, injection.pid
            );
        } else {
            eprintln!(
                "aotspy: hooked {} driver entry points in pid {} ({} threads stopped for {:.1} ms)",
                injection.entry_points(),
                injection.pid,
                written.threads_stopped,
                written.stopped_for.as_secs_f64() * 1000.0
            );
        }
        Ok(())
    }

    /// Switches counting off; `gone`: the stream already ended (the process exited).
    fn end(&self, gone: bool) -> Result<()> {
        let Attachment::Injected(injection) = self else {
            return Ok(());
        };
        if gone && !Path::new(&format!("/proc/{}", injection.pid)).exists() {
            return Ok(());
        }
        injection.stop_counting().context(
            "could not take the hooks out: the process keeps counting into its spool (about 40 \
             instructions per launch); run `aotspy attach` again to take them out",
        )?;
        Ok(())
    }
}

/// Reads the attach stream on `socket` into a capture, saving it under `streams_dir`, until the
/// process ends it or `detach_reason(counting since)` names a reason to stop; `observe` sees the
/// capture after each event.
pub fn watch(
    socket: UnixStream,
    streams_dir: &Path,
    attachment: &Attachment,
    announce: &str,
    observe: Observe,
    detach_reason: impl Fn(Option<Instant>) -> Option<AttachEnd>,
) -> Result<ProcessCapture> {
    let closer = socket.try_clone().context("cannot duplicate the socket")?;
    // The uid of the process on the other end: a counters file its stream names must be its.
    let owner = peer_uid(&socket).context("cannot tell whose the socket's peer is")?;
    let detaching = AtomicBool::new(false);
    let at_attach_known = AtomicBool::new(false);
    let mut counting = Counting::default();
    let mut detached_at = None;
    let (read, detached_by) = thread::scope(|scope| {
        let reader = scope.spawn(|| {
            read_attach_stream(socket, streams_dir, &detaching, &at_attach_known, observe)
        });
        let (began, detached_by) = counting.run(
            attachment,
            &reader,
            &at_attach_known,
            announce,
            &detach_reason,
        );
        let ended = counting
            .attached_at
            .is_some()
            .then(|| attachment.end(reader.is_finished()));
        // The window ends where counting stopped, not where reading did.
        detached_at = Some(unix_ms_now());
        let leaving = detached_by.is_some() || began.is_err();
        stop_reading(&reader, attachment, &detaching, &closer, leaving);
        let read = reader
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        if let Some(Err(e)) = ended {
            eprintln!("aotspy: warning: {e:#}");
        }
        (began.and(read), detached_by)
    });
    let detached_at = detached_at.unwrap_or_else(unix_ms_now);
    let (mut capture, totals_at_attach) = read?;
    let attached_at = counting.attached_at.unwrap_or(detached_at);
    let ended_by = if capture.clean_exit {
        AttachEnd::ProcessExited
    } else {
        detached_by.unwrap_or(AttachEnd::StreamClosed)
    };
    if ended_by == AttachEnd::StreamClosed {
        // Killed, or exec'd: its last counts are in its counters file.
        if let Some(path) = capture.counters_file.clone() {
            if let Err(e) = capture.apply_counters_file(&path, owner) {
                capture.diagnostics.push(format!("aotspy: {e:#}"));
            }
        }
    }
    capture.attach = Some(AttachWindow {
        attached_at_unix_ms: attached_at,
        detached_at_unix_ms: detached_at,
        totals_at_attach: totals_at_attach.unwrap_or_default(),
        ended_by,
    });
    Ok(capture)
}

/// When [`watch`] switched counting on, if it did.
#[derive(Default)]
struct Counting {
    attached_at: Option<u64>,
    since: Option<Instant>,
}

impl Counting {
    /// Switches counting on once the totals before it are known (`at_attach_known`), saying
    /// `announce`, then waits until the `reader` ends or `detach_reason` gives a reason to
    /// detach. Returns whether counting could begin, and that reason (`None`: the stream
    /// ended, or counting could not begin).
    fn run<T>(
        &mut self,
        attachment: &Attachment,
        reader: &thread::ScopedJoinHandle<'_, T>,
        at_attach_known: &AtomicBool,
        announce: &str,
        detach_reason: impl Fn(Option<Instant>) -> Option<AttachEnd>,
    ) -> (Result<()>, Option<AttachEnd>) {
        loop {
            if self.attached_at.is_none() && at_attach_known.load(Ordering::SeqCst) {
                // The totals before counting are known: switch counting on.
                let began = attachment.begin();
                if began.is_err() {
                    return (began, None);
                }
                self.attached_at = Some(unix_ms_now());
                self.since = Some(Instant::now());
                eprintln!("{announce}");
            }
            if reader.is_finished() {
                return (Ok(()), None);
            }
            if let Some(reason) = detach_reason(self.since) {
                return (Ok(()), Some(reason));
            }
            thread::sleep(POLL_INTERVAL);
        }
    }
}

/// Once counting stopped: gives an injected library the time to send its final totals, and
/// when [`watch`] is `leaving` a process that runs on, tells the `reader` to stop (through
/// `detaching`) and, past a grace period, wakes it by shutting the socket (`closer`).
fn stop_reading<T>(
    reader: &thread::ScopedJoinHandle<'_, T>,
    attachment: &Attachment,
    detaching: &AtomicBool,
    closer: &UnixStream,
    leaving: bool,
) {
    if matches!(attachment, Attachment::Injected(_)) && !reader.is_finished() {
        thread::sleep(FINAL_TOTALS_WAIT);
    }
    if leaving {
        detaching.store(true, Ordering::SeqCst);
        let give_up = Instant::now() + DETACH_GRACE;
        while !reader.is_finished() && Instant::now() < give_up {
            thread::sleep(POLL_INTERVAL);
        }
        // Wakes a reader still waiting for a frame that will not come.
        let _ = closer.shutdown(Shutdown::Both);
    }
}

/// The capture, and the totals of its first `Dispatches` frame: those the process had when
/// the attach began.
type AttachRead = (ProcessCapture, Option<BTreeMap<u64, u64>>);

/// Reads until the stream ends, or stops between two frames once `detaching` is set.
fn read_attach_stream(
    socket: UnixStream,
    streams_dir: &Path,
    detaching: &AtomicBool,
    at_attach_known: &AtomicBool,
    observe: Observe,
) -> Result<AttachRead> {
    let stream = match LiveStream::start(BufReader::new(socket)) {
        Ok(Some(stream)) => stream,
        _ if detaching.load(Ordering::SeqCst) => {
            bail!("the process sent nothing before aotspy detached: is it stopped (SIGSTOP, a debugger)?")
        }
        Ok(None) => {
            bail!("the process closed the connection without answering (did it just exit?)")
        }
        Err(e) => return Err(e.context("the process did not answer with an aotspy stream")),
    };
    let mut capture = ProcessCapture::new(stream.hello.clone());
    let mut totals_at_attach = None;
    let (read, skipped) = stream.read_saving(streams_dir, |event| {
        if let (None, Event::Dispatches(totals)) = (&totals_at_attach, &event) {
            totals_at_attach = Some(totals.iter().map(|t| (t.kernel, t.dispatches)).collect());
            at_attach_known.store(true, Ordering::SeqCst);
        }
        let name = crate::ingest::stream::event_name(&event);
        capture.apply(event);
        observe(&capture, name);
        if detaching.load(Ordering::SeqCst) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    capture.skipped_frames = skipped;
    // A read that aotspy cut short itself says nothing about the stream.
    if let Err(e) = read {
        if !detaching.load(Ordering::SeqCst) {
            capture.stream_error = Some(e.to_string());
        }
    }
    Ok((capture, totals_at_attach))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::capture::test_streams::*;
    use std::io::Read;

    /// A stand-in for a dormant process: what it sends after the attach request, frame by
    /// frame, `gap` apart; then it keeps the connection open (still running) or closes it.
    fn fake_process(events: Vec<Event>, gap: Duration, keep_open: bool) -> UnixStream {
        let (ours, mut theirs) = UnixStream::pair().unwrap();
        thread::spawn(move || {
            let bytes = encode(&events);
            let header = encode(&events[..1]).len();
            theirs.write_all(&bytes[..header]).unwrap();
            let mut frames = &bytes[header..];
            while !frames.is_empty() {
                let len = 4 + u32::from_le_bytes(frames[..4].try_into().unwrap()) as usize;
                thread::sleep(gap);
                if theirs.write_all(&frames[..len]).is_err() {
                    return;
                }
                frames = &frames[len..];
            }
            if keep_open {
                // Until aotspy closes its end.
                let _ = theirs.read(&mut [0u8; 1]);
            }
        });
        ours
    }

    fn attach_window(capture: &ProcessCapture) -> &AttachWindow {
        capture.attach.as_ref().expect("an attach window")
    }

    #[test]
    fn the_first_totals_are_those_at_attach_time() {
        let tmp = tempfile::tempdir().unwrap();
        let events = vec![
            hello(7, 70),
            module(1, b"bin"),
            kernel(1, 1, "before"),
            dispatches(&[(1, 5)]),
            kernel(2, 1, "after"),
            dispatches(&[(1, 8), (2, 3)]),
            Event::Goodbye,
        ];
        let socket = fake_process(events.clone(), Duration::ZERO, false);
        let capture = watch(
            socket,
            tmp.path(),
            &Attachment::Dormant,
            "attached",
            &|_, _| {},
            |_| None,
        )
        .unwrap();
        let window = attach_window(&capture);
        assert_eq!(window.ended_by, AttachEnd::ProcessExited);
        assert_eq!(window.totals_at_attach, BTreeMap::from([(1, 5)]));
        assert_eq!(capture.dispatches, BTreeMap::from([(1, 8), (2, 3)]));
        assert_eq!(
            fs::read(tmp.path().join("7-70.aotspy")).unwrap(),
            encode(&events),
            "the stream is saved as received"
        );
    }

    #[test]
    fn detaching_stops_between_frames_and_leaves_no_error() {
        let tmp = tempfile::tempdir().unwrap();
        let mut events = vec![hello(8, 80), module(1, b"bin"), kernel(1, 1, "k")];
        events.extend((1..=50).map(|n| dispatches(&[(1, n)])));
        let socket = fake_process(events, Duration::from_millis(10), true);
        let started = Instant::now();
        let capture = watch(
            socket,
            tmp.path(),
            &Attachment::Dormant,
            "attached",
            &|_, _| {},
            |_| {
                (started.elapsed() > Duration::from_millis(100))
                    .then_some(AttachEnd::DurationElapsed)
            },
        )
        .unwrap();
        let window = attach_window(&capture);
        assert_eq!(window.ended_by, AttachEnd::DurationElapsed);
        assert_eq!(window.totals_at_attach, BTreeMap::from([(1, 1)]));
        let last = capture.dispatches[&1];
        assert!((2..50).contains(&last), "detached midway, at {last}");
        assert_eq!(capture.stream_error, None);
        assert!(!capture.clean_exit);
        let saved =
            crate::ingest::stream::read_stream_file(&tmp.path().join("8-80.aotspy")).unwrap();
        assert_eq!(
            saved.dispatches[&1], last,
            "the saved stream ends where reading stopped"
        );
        assert_eq!(saved.stream_error, None, "and with a whole frame");
    }

    #[test]
    fn a_silent_process_is_detached_from_after_the_grace() {
        let tmp = tempfile::tempdir().unwrap();
        let socket = fake_process(
            vec![hello(9, 90), kernel(1, 1, "k"), dispatches(&[(1, 2)])],
            Duration::ZERO,
            true,
        );
        let started = Instant::now();
        let capture = watch(
            socket,
            tmp.path(),
            &Attachment::Dormant,
            "attached",
            &|_, _| {},
            |_| (started.elapsed() > Duration::from_millis(100)).then_some(AttachEnd::Interrupted),
        )
        .unwrap();
        assert!(started.elapsed() < DETACH_GRACE * 3);
        assert_eq!(attach_window(&capture).ended_by, AttachEnd::Interrupted);
        assert_eq!(capture.dispatches[&1], 2);
    }

    #[test]
    fn a_stream_closed_without_goodbye_is_a_crash() {
        let tmp = tempfile::tempdir().unwrap();
        let socket = fake_process(
            vec![hello(10, 100), kernel(1, 1, "k"), dispatches(&[(1, 2)])],
            Duration::ZERO,
            false,
        );
        let capture = watch(
            socket,
            tmp.path(),
            &Attachment::Dormant,
            "attached",
            &|_, _| {},
            |_| None,
        )
        .unwrap();
        assert_eq!(attach_window(&capture).ended_by, AttachEnd::StreamClosed);
    }

    /// Finding 5: a stream naming a FIFO, a link or another user's file as its counters file
    /// gets a warning, and the attach ends without blocking on it.
    #[test]
    fn a_counters_file_named_by_the_stream_is_refused_unless_regular_and_the_peers() {
        let tmp = tempfile::tempdir().unwrap();
        let fifo = tmp.path().join("11-110.counts");
        let c_path = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo with a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        let link = tmp.path().join("12-120.counts");
        std::os::unix::fs::symlink("/etc/passwd", &link).unwrap();
        let device = Path::new("/dev/zero");
        for (pid, path, why) in [
            (11, fifo.as_path(), "is not a regular file"),
            (12, link.as_path(), "cannot open"),
            (13, device, "is not named as a counters file"),
        ] {
            let events = vec![
                hello(pid, 10 * u64::from(pid)),
                Event::Counters(path.display().to_string()),
                kernel(1, 1, "k"),
                dispatches(&[(1, 2)]),
            ];
            let socket = fake_process(events, Duration::ZERO, false);
            let started = Instant::now();
            let capture = watch(
                socket,
                tmp.path(),
                &Attachment::Dormant,
                "attached",
                &|_, _| {},
                |_| None,
            )
            .unwrap();
            assert!(started.elapsed() < Duration::from_secs(5));
            assert_eq!(attach_window(&capture).ended_by, AttachEnd::StreamClosed);
            assert!(!capture.counts_from_file);
            assert!(
                capture.diagnostics.iter().any(|d| d.contains(why)),
                "{why}: {:?}",
                capture.diagnostics
            );
        }
    }

    #[test]
    fn no_answer_is_an_error() {
        let tmp = tempfile::tempdir().unwrap();
        let (ours, theirs) = UnixStream::pair().unwrap();
        drop(theirs);
        let err = watch(
            ours,
            tmp.path(),
            &Attachment::Dormant,
            "attached",
            &|_, _| {},
            |_| None,
        )
        .unwrap_err();
        assert!(err.to_string().contains("without answering"), "{err:#}");
    }

    #[test]
    fn own_process_is_found_and_missing_ones_are_not() {
        let me = std::process::id();
        // SAFETY: getuid cannot fail.
        assert_eq!(process_uid(me).unwrap(), Some(unsafe { libc::getuid() }));
        assert_eq!(process_uid(u32::MAX).unwrap(), None);
        let err = connect(u32::MAX).unwrap_err();
        assert!(err.to_string().contains("no process has pid"), "{err:#}");
        assert!(!preload_loaded(me));
    }
}
