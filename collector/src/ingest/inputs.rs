//! What `aotspy report` (and `aotspy diff`) read: run directories, spool directories and stream
//! files, decoded into captures, each stream copied into the report's `streams/` so the report
//! can be rendered again on its own.

use super::capture::{
    copy_counters_files, counts_file, read_stream_file, ProcessCapture, STREAMS_DIR,
};
use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};

/// Reads every stream `inputs` stand for, copying each into `streams_dir`. An unreadable stream
/// is skipped with a line on stderr and a warning for the report, never an error.
pub fn load(inputs: &[PathBuf], streams_dir: &Path) -> Result<(Vec<ProcessCapture>, Vec<String>)> {
    let mut loaded = (Vec::new(), Vec::new());
    for input in inputs {
        let files = stream_files(input)?;
        if files.is_empty() {
            loaded
                .1
                .push(format!("{} holds no .aotspy stream", input.display()));
        }
        read_into(files, streams_dir, &mut loaded)?;
    }
    Ok(loaded)
}

/// Reads the streams of the spool directory `dir` as [`load`] does; a spool with none (every
/// process reached the collector) is no warning.
pub fn load_spool(dir: &Path, streams_dir: &Path) -> Result<(Vec<ProcessCapture>, Vec<String>)> {
    let mut loaded = (Vec::new(), Vec::new());
    read_into(stream_files(dir)?, streams_dir, &mut loaded)?;
    Ok(loaded)
}

fn read_into(
    files: Vec<PathBuf>,
    streams_dir: &Path,
    (captures, warnings): &mut (Vec<ProcessCapture>, Vec<String>),
) -> Result<()> {
    for file in files {
        match read_stream_file(&file) {
            Ok(capture) => {
                keep_stream(&file, &capture, streams_dir)?;
                captures.push(capture);
            }
            Err(e) => {
                eprintln!("aotspy: skipping {e:#}");
                warnings.push(format!("skipped {e:#}"));
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
        let name = ProcessCapture::stream_file_name(&capture.hello);
        let target = streams_dir.join(&name);
        // Replaced, never written through: a link planted at the name is not followed, and
        // the copy is private (0600) whatever the source's mode.
        let bytes = fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
        crate::sys::files::write_replacing(streams_dir, &name, &bytes)
            .with_context(|| format!("cannot copy {} to {}", file.display(), target.display()))?;
        let counts = counts_file(file);
        if counts.exists() {
            copy_counters_files(&counts, &counts_file(&target))?;
        }
    }
    Ok(())
}
