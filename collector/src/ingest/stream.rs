//! A process's stream read: its header, its events, a live connection's copy kept in the run's
//! `streams/` (moved to the spool when the disk fills), and a stream file (a spool file or a
//! run's `streams/`) read back into a capture with its counters file.

use super::capture::{counts_file, label, ProcessCapture};
use crate::sys::files;
use anyhow::{anyhow, Context, Result};
use aotspy_proto::{Event, Hello, ReadError, SkippedFrames, StreamReader};
use aotspy_report::{Warning, WarningKind};
use std::fs::File;
use std::io::{self, Read, Write};
use std::ops::ControlFlow;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// Reads the preamble and the `Hello` that must be the first event.
pub fn read_header<R: Read>(r: R) -> Result<(StreamReader<R>, Hello)> {
    let mut reader = StreamReader::open(r)?;
    match reader.next_event()? {
        Some(Event::Hello(hello)) => Ok((reader, hello)),
        Some(other) => Err(anyhow!(
            "first event is {}, expected Hello",
            event_name(&other)
        )),
        None => Err(anyhow!("stream ends before its Hello")),
    }
}

/// Feeds every remaining event to `apply` until a clean end of stream.
pub fn read_events<R: Read>(
    r: &mut StreamReader<R>,
    mut apply: impl FnMut(Event),
) -> Result<(), ReadError> {
    read_events_until(r, |event| {
        apply(event);
        ControlFlow::Continue(())
    })
}

/// Feeds events to `apply` until it breaks (always between two frames) or the stream ends.
pub fn read_events_until<R: Read>(
    r: &mut StreamReader<R>,
    mut apply: impl FnMut(Event) -> ControlFlow<()>,
) -> Result<(), ReadError> {
    while let Some(event) = r.next_event()? {
        if apply(event).is_break() {
            break;
        }
    }
    Ok(())
}

/// A stream arriving live (a collector connection, an attach), whose header has been read.
pub struct LiveStream<R> {
    pub hello: Hello,
    version: u32,
    /// The bytes of the preamble and Hello: the saved stream must start with them, and its
    /// file name is only known once the Hello is.
    header: Vec<u8>,
    reader: R,
}

impl<R: Read> LiveStream<R> {
    /// Reads the preamble and the Hello; `Ok(None)` when the peer closed without sending a
    /// byte (a liveness probe, or a process refusing the peer).
    pub fn start(reader: R) -> Result<Option<Self>> {
        let mut tee = TeeReader::new(reader, Vec::new());
        let header = read_header(&mut tee).map(|(reader, hello)| (reader.version(), hello));
        match header {
            Ok((version, hello)) => {
                let (reader, header, _) = tee.into_parts();
                Ok(Some(LiveStream {
                    hello,
                    version,
                    header: header.unwrap_or_default(),
                    reader,
                }))
            }
            Err(_) if tee.copy().is_some_and(Vec::is_empty) => Ok(None),
            Err(e) => Err(e),
        }
    }

    pub fn label(&self) -> String {
        label(&self.hello)
    }

    /// Passes the events to `apply` as [`read_events_until`] does, saving the stream byte for
    /// byte as `<streams_dir>/<pid>-<start>.aotspy`. A stream that cannot be saved is still
    /// read; the reason goes to stderr. Returns how the read ended, and the frames it skipped.
    /// The file is created `O_EXCL|O_NOFOLLOW` in the directory opened once: a second peer
    /// claiming the same pid and start time never overwrites the first's stream, its own goes
    /// to `<pid>-<start>.<n>.aotspy`, with a warning.
    pub fn read_saving(
        self,
        streams_dir: &Path,
        apply: impl FnMut(Event) -> ControlFlow<()>,
    ) -> (Result<(), ReadError>, SkippedFrames) {
        let label = self.label();
        let name = ProcessCapture::stream_file_name(&self.hello);
        let persist_error = |e: &io::Error| {
            eprintln!(
                "aotspy: {label}: cannot save its stream to {} ({e}); it is still reported",
                streams_dir.join(&name).display()
            )
        };
        // Private like the spool: it holds the process's binaries and command line.
        let file = files::open_dir(streams_dir)
            .and_then(|dir| create_unclaimed(&dir, &name, &label, streams_dir))
            .and_then(|(file, named)| {
                let mut copy = StreamCopy {
                    file,
                    path: streams_dir.join(named),
                    written: 0,
                    moved: false,
                    label: &label,
                };
                copy.write_all(&self.header)?;
                Ok(copy)
            });
        match file {
            Ok(file) => {
                let mut reader =
                    StreamReader::after_preamble(TeeReader::new(self.reader, file), self.version);
                let result = read_events_until(&mut reader, apply);
                let skipped = reader.skipped().clone();
                if let (_, _, Some(e)) = reader.into_inner().into_parts() {
                    persist_error(&e);
                }
                (result, skipped)
            }
            Err(e) => {
                persist_error(&e);
                let mut reader = StreamReader::after_preamble(self.reader, self.version);
                let result = read_events_until(&mut reader, apply);
                (result, reader.skipped().clone())
            }
        }
    }
}

/// The copy of a stream being saved. When its directory cannot take more (a full disk), the
/// copy moves whole to this user's spool directory, where `aotspy report` reads it beside the
/// process's counters file, and says so; the process is still reported from what was read.
struct StreamCopy<'a> {
    file: File,
    path: PathBuf,
    /// Bytes in `file`.
    written: u64,
    /// Moved once already: a second failure ends the copy.
    moved: bool,
    label: &'a str,
}

impl Write for StreamCopy<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match self.file.write(bytes) {
            Ok(n) => {
                self.written += n as u64;
                Ok(n)
            }
            Err(e) if !self.moved && e.kind() != io::ErrorKind::Interrupted => {
                self.move_to_spool(e)?;
                self.write(bytes)
            }
            Err(e) => Err(e),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

impl StreamCopy<'_> {
    /// Copies what was written so far into a new file of the spool directory, which takes the
    /// rest; removes the cut copy. On failure, `why` stands.
    fn move_to_spool(&mut self, why: io::Error) -> io::Result<()> {
        self.moved = true;
        let spool = files::default_spool_dirs().remove(0);
        let name = self.path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let moved = files::ensure_private_dir(&spool)
            .map_err(io::Error::other)
            .and_then(|()| files::open_dir(&spool))
            .and_then(|dir| create_unclaimed(&dir, name, self.label, &spool))
            .and_then(|(mut moved, named)| {
                io::copy(&mut File::open(&self.path)?.take(self.written), &mut moved)?;
                Ok((moved, named))
            });
        let Ok((moved, named)) = moved else {
            return Err(why);
        };
        let _ = std::fs::remove_file(&self.path);
        let new_path = spool.join(named);
        eprintln!(
            "aotspy: {}: cannot write {} ({why}); its stream is kept whole in {} instead, where \
             `aotspy report {}` reads it",
            self.label,
            self.path.display(),
            new_path.display(),
            spool.display()
        );
        self.file = moved;
        self.path = new_path;
        Ok(())
    }
}

/// Creates `name` in `dir` (0600, exclusive), or, when another stream has it, the first free
/// `<stem>.<n>.aotspy`, saying so: two peers with one Hello are both kept, neither replaced.
/// The file and the name it got.
fn create_unclaimed(
    dir: &File,
    name: &str,
    label: &str,
    shown: &Path,
) -> io::Result<(File, String)> {
    let mut taken = None;
    for candidate in super::kept_streams::part_names(name) {
        match files::create_exclusive_in(dir, &candidate, 0o600) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                taken.get_or_insert(e);
            }
            Ok(created) if candidate != name => {
                eprintln!(
                    "aotspy: warning: {label}: {} is already another stream's (a second peer \
                     with the same pid and start time); this one is saved as {candidate}",
                    shown.join(name).display()
                );
                return Ok((created, candidate));
            }
            created => return created.map(|file| (file, candidate)),
        }
    }
    Err(taken.expect("part_names yields at least the name itself"))
}

/// Reads a whole stream file, and the counts file a spool keeps beside it. A file that breaks
/// off after its `Hello` still yields what came before the break, with the reason in
/// `stream_error`.
pub fn read_stream_file(path: &Path) -> Result<ProcessCapture> {
    // A spool directory is shared with other processes, and a run's `streams/` may come from
    // elsewhere: a FIFO or device named as a stream is refused, never waited on.
    let file = files::open_regular(path, None)
        .with_context(|| format!("cannot open {}", path.display()))?;
    // The spool file is the process's own: its counters file must be the same user's.
    let owner = file
        .metadata()
        .with_context(|| format!("cannot inspect {}", path.display()))?
        .uid();
    let (stream, budget) = super::kept_streams::decoded(file)
        .with_context(|| format!("cannot read {}", path.display()))?;
    let (reader, hello) = read_header(stream).with_context(|| format!("{}", path.display()))?;
    // A module's binary larger than this is passed over, never held.
    let mut reader = reader.keeping_frames_up_to(super::kept_streams::MAX_MODULE_FRAME_BYTES);
    let mut capture = ProcessCapture::new(hello);
    if let Err(e) = read_events(&mut reader, |event| {
        capture.apply(event);
    }) {
        if let (Some(budget_bytes), ReadError::Io(why)) = (budget.spent_bytes(), &e) {
            let text = format!(
                "{}: {} {why}; what came before was read",
                label(&capture.hello),
                path.display()
            );
            let kind = WarningKind::StreamCutAtBudget {
                pid: capture.hello.pid,
                path: path.display().to_string(),
                budget_bytes,
            };
            capture.warnings.push(Warning::new(kind, text));
        }
        capture.stream_error = Some(e.to_string());
    }
    capture.skipped_frames = reader.skipped().clone();
    let counts = counts_file(path);
    if counts.exists() {
        if let Err(e) = capture.apply_counters_file(&counts, owner) {
            capture.diagnostics.push(format!("aotspy: {e:#}"));
        }
    }
    Ok(capture)
}

pub fn event_name(event: &Event) -> &'static str {
    match event {
        Event::Hello(_) => "Hello",
        Event::Device(_) => "Device",
        Event::Module(_) => "Module",
        Event::Kernel(_) => "Kernel",
        Event::Dispatches(_) => "Dispatches",
        Event::Diagnostic(_) => "Diagnostic",
        Event::Goodbye => "Goodbye",
        Event::Summary(_) => "Summary",
        Event::MappedFiles(_) => "MappedFiles",
        Event::Unattributed(_) => "Unattributed",
        Event::Counters(_) => "Counters",
        Event::Injected(_) => "Injected",
        Event::FoundKernel(_) => "FoundKernel",
        Event::CallSite(_) => "CallSite",
        Event::FoundKernelFacts(_) => "FoundKernelFacts",
        Event::DriverOperation(_) => "DriverOperation",
    }
}

/// A reader that copies every byte it reads into `copy`, so a connection is persisted exactly as
/// received. A failing copy stops copying but never fails the read.
pub struct TeeReader<R, W> {
    inner: R,
    copy: Option<W>,
    copy_error: Option<io::Error>,
}

impl<R: Read, W: Write> TeeReader<R, W> {
    pub fn new(inner: R, copy: W) -> Self {
        TeeReader {
            inner,
            copy: Some(copy),
            copy_error: None,
        }
    }

    pub fn copy(&self) -> Option<&W> {
        self.copy.as_ref()
    }

    /// The reader back, and the copy error if copying failed.
    pub fn into_parts(self) -> (R, Option<W>, Option<io::Error>) {
        (self.inner, self.copy, self.copy_error)
    }
}

impl<R: Read, W: Write> Read for TeeReader<R, W> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        if let Some(copy) = &mut self.copy {
            if let Err(e) = copy.write_all(&buf[..n]) {
                self.copy = None;
                self.copy_error = Some(e);
            }
        }
        Ok(n)
    }
}
