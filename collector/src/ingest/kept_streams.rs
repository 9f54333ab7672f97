//! The streams a report directory keeps in `streams/`, gzip-compressed once the report is
//! made. Most of a stream is what compresses well: the call-site samples repeat the same
//! framework frames, and the modules' binaries are in `modules/` uncompressed already. A 22.4 MB
//! stream of dpnp's own test suite became 3.7 MB, in 66 ms at gzip's fastest level.
//!
//! A stream keeps its `.aotspy` name either way: the reader tells the two apart by their first
//! bytes (gzip's magic, or the stream's own), so streams a run left uncompressed (its collector
//! killed) and spooled ones read as they are, and `zcat` shows a kept one as the preload wrote it.

use crate::sys::files;
use anyhow::{Context, Result};
use flate2::bufread::MultiGzDecoder;
use flate2::write::GzEncoder;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

const GZIP_MAGIC: [u8; 2] = [0x1f, 0x8b];

/// Streams of one name (one pid and start time: the socket's part and the spool's of one
/// process, or two hosts' processes) that `streams/` keeps apart at most.
pub const PARTS_OF_ONE_NAME: usize = 8;

/// The names a stream named `name` (`<pid>-<start>.aotspy`) may be kept under, in the order
/// they are tried: `name`, then `<pid>-<start>.<n>.aotspy` for n from 2 to
/// [`PARTS_OF_ONE_NAME`].
pub fn part_names(name: &str) -> impl Iterator<Item = String> + '_ {
    let suffix = format!(".{}", aotspy_proto::SPOOL_SUFFIX);
    let stem = name.strip_suffix(&suffix).unwrap_or(name).to_owned();
    std::iter::once(name.to_owned()).chain(
        (2..=PARTS_OF_ONE_NAME).map(move |n| format!("{stem}.{n}.{}", aotspy_proto::SPOOL_SUFFIX)),
    )
}

/// A compressed stream inflates to at most this many times its size on disk (gzip makes
/// kept streams 5 to 7 times smaller: dpnp's test suite, 22.4 MB to 3.7 MB), topped up to
/// [`MIN_INFLATED_BYTES`] from what all the compressed streams one aotspy reads share
/// ([`InflationPool`]): a crafted stream of 2 MB cannot make aotspy hold gigabytes, nor can
/// a hundred of them.
pub const INFLATION_RATIO: u64 = 64;
/// The least a compressed stream may inflate to, while the streams read before it have not
/// used up the pool this is also the size of.
pub const MIN_INFLATED_BYTES: u64 = 256 << 20;
/// A frame larger than this (a module whose binary is larger) is passed over, never held: the
/// largest module seen in a real run is far below it.
pub const MAX_MODULE_FRAME_BYTES: u32 = 256 << 20;

/// The bytes by which small compressed streams may inflate beyond [`INFLATION_RATIO`] times
/// their size, shared by every stream read from one pool: each takes what tops its budget up
/// to the floor when it is opened, and gives back what it did not inflate when it is dropped.
/// The memory all compressed streams hold is thus at most 64 times their bytes on disk plus
/// the pool, however many there are.
pub struct InflationPool(AtomicU64);

impl InflationPool {
    pub const fn new(bytes: u64) -> Self {
        InflationPool(AtomicU64::new(bytes))
    }

    /// Takes up to `wanted` bytes; returns how many it got.
    fn take(&self, wanted: u64) -> u64 {
        let mut got = 0;
        let _ = self
            .0
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |left| {
                got = left.min(wanted);
                Some(left - got)
            });
        got
    }

    fn give_back(&self, bytes: u64) {
        self.0.fetch_add(bytes, Ordering::AcqRel);
    }
}

/// The pool of every stream this process reads ([`decoded`]).
static POOL: InflationPool = InflationPool::new(MIN_INFLATED_BYTES);

/// What a compressed stream may still inflate to, shared with its reader; whether it ran out.
#[derive(Clone, Default)]
pub struct Budget(Option<std::rc::Rc<std::cell::Cell<Option<u64>>>>);

impl Budget {
    /// Whether the stream stopped because it would have inflated past its budget.
    pub fn spent(&self) -> bool {
        self.spent_bytes().is_some()
    }

    /// The budget, in inflated bytes, when the stream stopped because it would have inflated
    /// past it.
    pub fn spent_bytes(&self) -> Option<u64> {
        self.0.as_ref().and_then(|spent| spent.get())
    }
}

/// A decompressing reader that refuses to give more than `left` bytes.
struct Budgeted<'p, R> {
    inner: R,
    left: u64,
    budget: u64,
    compressed: u64,
    /// Where the bytes beyond [`INFLATION_RATIO`] times `compressed` came from, and how many.
    pool: &'p InflationPool,
    from_pool: u64,
    pool_bytes: u64,
    spent: std::rc::Rc<std::cell::Cell<Option<u64>>>,
}

impl<R: Read> Read for Budgeted<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 {
            // Past the budget only if there is more to read.
            if self.inner.read(&mut [0u8])? == 0 {
                return Ok(0);
            }
            self.spent.set(Some(self.budget));
            return Err(io::Error::other(format!(
                "inflates past {} bytes ({INFLATION_RATIO} times its {} compressed bytes, topped \
                 up to at most {} from what the compressed streams read together share): the \
                 rest is not read",
                self.budget, self.compressed, self.pool_bytes
            )));
        }
        let most = buf
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let n = self.inner.read(&mut buf[..most])?;
        self.left -= n as u64;
        Ok(n)
    }
}

impl<R> Drop for Budgeted<'_, R> {
    /// What the pool lent and was not inflated goes back for the streams read next.
    fn drop(&mut self) {
        self.pool.give_back(self.left.min(self.from_pool));
    }
}

/// The stream's bytes as the preload wrote them, from `file` whether it is compressed or not;
/// a compressed one inflates within a budget ([`INFLATION_RATIO`], topped up from the
/// process's pool), which says when it ran out.
pub fn decoded(file: File) -> io::Result<(Box<dyn Read>, Budget)> {
    let compressed = file.metadata()?.len();
    inflating(BufReader::new(file), compressed, &POOL, MIN_INFLATED_BYTES)
}

/// [`decoded`] of any reader of `compressed` bytes, a compressed stream's budget topped up to
/// `floor` from `pool` (the fuzz target `kept_stream` gives each input a small pool of its
/// own).
pub fn inflating<'a, R: BufRead + 'a>(
    mut reader: R,
    compressed: u64,
    pool: &'a InflationPool,
    floor: u64,
) -> io::Result<(Box<dyn Read + 'a>, Budget)> {
    let head = reader.fill_buf()?;
    Ok(if head.starts_with(&GZIP_MAGIC) {
        let own = compressed.saturating_mul(INFLATION_RATIO);
        let from_pool = pool.take(floor.saturating_sub(own));
        let budget = own + from_pool;
        let spent = std::rc::Rc::default();
        let inflated = Budgeted {
            inner: MultiGzDecoder::new(reader),
            left: budget,
            budget,
            compressed,
            pool,
            from_pool,
            pool_bytes: floor,
            spent: std::rc::Rc::clone(&spent),
        };
        // Buffered: the frame reader reads a few bytes at a time.
        (Box::new(BufReader::new(inflated)), Budget(Some(spent)))
    } else {
        (Box::new(reader), Budget::default())
    })
}

/// [`decoded`] of bytes in memory (a stream being copied into `streams/`), read as it is
/// decompressed: however much a damaged or hostile gzip member inflates to, the reader holds
/// only its buffer.
pub fn decoded_bytes(bytes: &[u8]) -> Box<dyn Read + '_> {
    if bytes.starts_with(&GZIP_MAGIC) {
        Box::new(MultiGzDecoder::new(bytes))
    } else {
        Box::new(bytes)
    }
}

/// Compresses each uncompressed stream of `streams_dir` in place: a temporary file in the
/// directory (created exclusively, 0600), synced, renamed over the stream. Returns what could
/// not be compressed; each such stream stays as it was, still readable.
pub fn compress(streams_dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(streams_dir) else {
        return Vec::new();
    };
    let mut failures = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let is_stream = path
            .extension()
            .is_some_and(|ext| ext == aotspy_proto::SPOOL_SUFFIX);
        if is_stream {
            if let Err(e) = compress_one(&path) {
                failures.push(format!("{e:#}"));
            }
        }
    }
    failures
}

/// Runs `make_report` while [`compress`] runs on a thread of its own (the report reads what
/// ingest captured, never the files in `streams/`: 11-14 ms of a 118-module dpnp run's report
/// were spent compressing afterwards), then says each stream it could not compress on stderr:
/// such a stream stays as it was, and renders all the same. Without a thread, compresses
/// after the report.
pub fn compressed_while<R>(streams_dir: &Path, make_report: impl FnOnce() -> R) -> R {
    let (report, failures) = std::thread::scope(|scope| {
        let compressing = std::thread::Builder::new()
            .name("aotspy-compress".into())
            .spawn_scoped(scope, || compress(streams_dir));
        let report = make_report();
        let failures = match compressing {
            Ok(compressing) => compressing.join().unwrap_or_else(|_| {
                vec![format!(
                    "compressing {} stopped part way",
                    streams_dir.display()
                )]
            }),
            Err(_) => compress(streams_dir),
        };
        (report, failures)
    });
    for failure in failures {
        eprintln!("aotspy: {failure}; the stream stays uncompressed");
    }
    report
}

fn compress_one(path: &Path) -> Result<()> {
    let file = files::open_regular(path, Some(files::effective_uid()))
        .with_context(|| format!("cannot compress {}", path.display()))?;
    let mut reader = BufReader::new(file);
    if !reader.fill_buf()?.starts_with(&aotspy_proto::MAGIC[..2]) {
        // Compressed already, or not a stream: left as it is.
        return Ok(());
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    files::write_replacing_with(dir, &name, |temporary| {
        // The fastest level: on dpnp's 22.4 MB stream, 3.7 MB in 66 ms, where level 6 made
        // 2.5 MB in 437 ms.
        let mut gzip = GzEncoder::new(temporary, flate2::Compression::fast());
        io::copy(&mut reader, &mut gzip)?;
        gzip.finish().map(drop)
    })
    .with_context(|| format!("cannot compress {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kept stream reads back byte for byte; one compressed already, and a file that is no
    /// stream, are left as they are.
    #[test]
    fn streams_compress_in_place_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut stream = aotspy_proto::MAGIC.to_vec();
        stream.extend(std::iter::repeat_n(b"frame of a call-site sample ", 4000).flatten());
        let path = dir.path().join("7-1000.aotspy");
        std::fs::write(&path, &stream).unwrap();
        let other = dir.path().join("7-1000.counts");
        std::fs::write(&other, b"counters").unwrap();

        assert!(compress(dir.path()).is_empty());
        let compressed = std::fs::read(&path).unwrap();
        assert!(compressed.starts_with(&GZIP_MAGIC) && compressed.len() < stream.len() / 20);
        assert_eq!(std::fs::read(&other).unwrap(), b"counters");
        let mut back = Vec::new();
        decoded(File::open(&path).unwrap())
            .unwrap()
            .0
            .read_to_end(&mut back)
            .unwrap();
        assert_eq!(back, stream);

        // Again: nothing changes.
        assert!(compress(dir.path()).is_empty());
        assert_eq!(std::fs::read(&path).unwrap(), compressed);
        // Only temporary files of its own were made, and none is left.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }

    #[test]
    fn parts_of_one_name_are_numbered_from_two() {
        let names: Vec<String> = part_names("7-1000.aotspy").collect();
        assert_eq!(names.len(), PARTS_OF_ONE_NAME);
        assert_eq!(
            names[..3],
            ["7-1000.aotspy", "7-1000.2.aotspy", "7-1000.3.aotspy"]
        );
        assert_eq!(names[7], "7-1000.8.aotspy");
    }

    /// An uncompressed stream (a spool's, a killed collector's) reads as it is.
    #[test]
    fn an_uncompressed_stream_reads_as_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("7-1000.aotspy");
        std::fs::write(&path, aotspy_proto::MAGIC).unwrap();
        let mut back = Vec::new();
        decoded(File::open(&path).unwrap())
            .unwrap()
            .0
            .read_to_end(&mut back)
            .unwrap();
        assert_eq!(back, aotspy_proto::MAGIC);
    }
}
