//! What `aotspy report` (and `aotspy diff`) read: run directories, spool directories and stream
//! files, decoded into captures, each stream copied into the report's `streams/` so the report
//! can be rendered again on its own.

use super::capture::{counts_file, ProcessCapture, STREAMS_DIR};
use super::kept_streams;
use super::stream::read_stream_file;
use crate::sys::files;
use crate::sys::terminal::printable;
use anyhow::{bail, Context, Result};
use aotspy_report::{Warning, WarningKind};
use std::fs;
use std::path::{Path, PathBuf};

/// Reads every stream `inputs` stand for, copying each into `streams_dir`. An unreadable stream
/// is skipped with a line on stderr and a warning for the report, never an error.
pub fn load(inputs: &[PathBuf], streams_dir: &Path) -> Result<(Vec<ProcessCapture>, Vec<Warning>)> {
    let mut loaded = (Vec::new(), Vec::new());
    for input in inputs {
        let files = stream_files(input)?;
        if files.is_empty() {
            let text = format!("{} holds no .aotspy stream", input.display());
            let path = input.display().to_string();
            let kind = WarningKind::InputWithoutStreams { path };
            loaded.1.push(Warning::new(kind, text));
        }
        read_into(files, streams_dir, &mut loaded)?;
    }
    Ok(loaded)
}

/// Reads the streams of the spool directory `dir` as [`load`] does; a spool with none (every
/// process reached the collector) is no warning.
pub fn load_spool(dir: &Path, streams_dir: &Path) -> Result<(Vec<ProcessCapture>, Vec<Warning>)> {
    let mut loaded = (Vec::new(), Vec::new());
    read_into(stream_files(dir)?, streams_dir, &mut loaded)?;
    Ok(loaded)
}

fn read_into(
    files: Vec<PathBuf>,
    streams_dir: &Path,
    (captures, warnings): &mut (Vec<ProcessCapture>, Vec<Warning>),
) -> Result<()> {
    for file in files {
        match read_stream_file(&file) {
            Ok(capture) => {
                keep_stream(&file, &capture, streams_dir)?;
                captures.push(capture);
            }
            Err(e) => {
                eprintln!("aotspy: skipping {}", printable(&format!("{e:#}")));
                let path = file.display().to_string();
                let kind = WarningKind::StreamSkipped { path };
                warnings.push(Warning::new(kind, format!("skipped {e:#}")));
            }
        }
    }
    Ok(())
}

pub fn is_run_dir(path: &Path) -> bool {
    path.join(STREAMS_DIR).is_dir()
}

/// The stream files `input` stands for: itself, a run directory's `streams/*.aotspy`, or a spool
/// directory's `*.aotspy`.
fn stream_files(input: &Path) -> Result<Vec<PathBuf>> {
    if !input.is_dir() {
        if !input.exists() {
            bail!("{} does not exist", input.display());
        }
        return Ok(vec![input.to_owned()]);
    }
    let dir = if is_run_dir(input) {
        input.join(STREAMS_DIR)
    } else {
        input.to_owned()
    };
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .with_context(|| format!("cannot list {}", dir.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension()
                .is_some_and(|ext| ext == aotspy_proto::SPOOL_SUFFIX)
        })
        .collect();
    files.sort();
    Ok(files)
}

/// Copies a stream into the report's `streams/`, so that the report directory can be re-rendered
/// on its own.
fn keep_stream(file: &Path, capture: &ProcessCapture, streams_dir: &Path) -> Result<()> {
    let already_there = match (
        file.parent().map(Path::canonicalize),
        streams_dir.canonicalize(),
    ) {
        (Some(Ok(parent)), Ok(streams)) => parent == streams,
        _ => false,
    };
    if !already_there {
        let bytes = files::read_regular(file, None)
            .with_context(|| format!("cannot read {}", file.display()))?;
        let name = ProcessCapture::stream_file_name(&capture.hello);
        let Some(kept) = keep_apart(streams_dir, &name, &bytes).with_context(|| {
            format!(
                "cannot copy {} into {}",
                file.display(),
                streams_dir.display()
            )
        })?
        else {
            return Ok(());
        };
        capture.keep_counters_files(&counts_file(&streams_dir.join(kept)))?;
    }
    Ok(())
}

/// Writes `bytes` into `dir` as `name`, or, when another part of the same process is there
/// already (the socket's part of a process whose spool holds the rest, or a second host's
/// process with the same pid and start time), as the first free `<stem>.<n>.aotspy`, so that
/// a re-render from `streams/` has every part. Created exclusively and private (0600): a
/// link planted at a name is never followed. `None` when an identical copy is there already.
fn keep_apart(dir: &Path, name: &str, bytes: &[u8]) -> Result<Option<String>> {
    let dir_file = files::open_dir(dir)?;
    for candidate in kept_streams::part_names(name) {
        match files::create_exclusive_in(&dir_file, &candidate, 0o600) {
            Ok(mut created) => {
                std::io::Write::write_all(&mut created, bytes)?;
                return Ok(Some(candidate));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                // A regular file of ours with these very bytes (either of them compressed
                // or not): this part is kept already.
                let same = files::read_regular(&dir.join(&candidate), Some(files::effective_uid()))
                    .is_ok_and(|there| same_stream(&there, bytes));
                if same {
                    return Ok(None);
                }
            }
            Err(e) => return Err(e.into()),
        }
    }
    bail!(
        "{} streams named like {name} are there already",
        kept_streams::PARTS_OF_ONE_NAME
    )
}

/// Whether two stream files hold the same stream, either of them compressed or not: compared
/// as they are decompressed, a chunk at a time, so memory stays bounded whatever either holds;
/// one that does not decompress is compared as it is.
fn same_stream(a: &[u8], b: &[u8]) -> bool {
    same_bytes(
        kept_streams::decoded_bytes(a),
        kept_streams::decoded_bytes(b),
    )
    .unwrap_or(a == b)
}

/// Whether `a` and `b` read to the same bytes, stopping at the first difference; a chunk of
/// each at a time in memory.
fn same_bytes(mut a: impl std::io::Read, mut b: impl std::io::Read) -> std::io::Result<bool> {
    use std::io::Read;
    const CHUNK: u64 = 64 << 10;
    let (mut chunk_a, mut chunk_b) = (Vec::new(), Vec::new());
    loop {
        chunk_a.clear();
        chunk_b.clear();
        let read = a.by_ref().take(CHUNK).read_to_end(&mut chunk_a)?;
        b.by_ref().take(CHUNK).read_to_end(&mut chunk_b)?;
        if chunk_a != chunk_b {
            return Ok(false);
        }
        if (read as u64) < CHUNK {
            return Ok(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gzip(bytes: &[u8]) -> Vec<u8> {
        use std::io::Write;
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        gzip.write_all(bytes).unwrap();
        gzip.finish().unwrap()
    }

    /// A stream equals itself compressed or not, across chunk boundaries; one byte apart (at
    /// the end, or one byte longer) it does not; a member that inflates to 256 MiB is unequal
    /// to 3 bytes. Comparing against an endless reader ends: only a comparison that reads a
    /// chunk at a time can (one that read both whole would never return).
    #[test]
    fn streams_are_compared_as_they_decompress() {
        let stream: Vec<u8> = (0..200_000u32).flat_map(|n| n.to_le_bytes()).collect();
        assert!(same_stream(&stream, &gzip(&stream)));
        assert!(same_stream(&gzip(&stream), &gzip(&stream)));
        let mut other = stream.clone();
        *other.last_mut().unwrap() ^= 1;
        assert!(!same_stream(&gzip(&stream), &other));
        let mut longer = stream.clone();
        longer.push(0);
        assert!(!same_stream(&stream, &gzip(&longer)));
        let bomb = gzip(&vec![0; 256 << 20]);
        assert!(bomb.len() < 2 << 20, "{}", bomb.len());
        assert!(!same_stream(&bomb, b"\0\0\0"));
        // Not gzip after all: compared as they are.
        assert!(!same_stream(&[0x1f, 0x8b, 1], &[0x1f, 0x8b, 2]));
        assert!(same_stream(&[0x1f, 0x8b, 1], &[0x1f, 0x8b, 1]));
        let endless = std::io::repeat(0);
        assert!(!same_bytes(endless, std::io::Read::take(std::io::repeat(0), 3)).unwrap());
    }

    /// Two parts of one process (the socket's and the spool's) are both kept; a part kept
    /// already is not copied again; a link planted at a name is passed over, not followed.
    #[test]
    fn parts_with_one_name_are_kept_apart() {
        let dir = tempfile::tempdir().unwrap();
        let name = "7-1000.aotspy";
        assert_eq!(
            keep_apart(dir.path(), name, b"socket part")
                .unwrap()
                .as_deref(),
            Some(name)
        );
        assert_eq!(keep_apart(dir.path(), name, b"socket part").unwrap(), None);
        let outside = dir.path().join("outside");
        std::os::unix::fs::symlink(&outside, dir.path().join("7-1000.2.aotspy")).unwrap();
        assert_eq!(
            keep_apart(dir.path(), name, b"spool part")
                .unwrap()
                .as_deref(),
            Some("7-1000.3.aotspy")
        );
        assert!(!outside.exists());
        assert_eq!(fs::read(dir.path().join(name)).unwrap(), b"socket part");
        assert_eq!(
            fs::read(dir.path().join("7-1000.3.aotspy")).unwrap(),
            b"spool part"
        );
    }
}
