//! `aotspy report`: re-render run directories, spool directories and stream files, merged.

use crate::cli::ReportArgs;
use crate::ingest::capture::{counts_file, read_stream_file, ProcessCapture, STREAMS_DIR};
use crate::report::pipeline::{self, RenderOptions};
use crate::sys::files::default_out_dir;
use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};

fn is_run_dir(path: &Path) -> bool {
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

pub fn run(args: ReportArgs) -> Result<u8> {
    let out_dir = match (&args.render.out, &args.inputs[..]) {
        (Some(out), _) => out.clone(),
        (None, [single]) if is_run_dir(single) => single.clone(),
        (None, _) => default_out_dir(),
    };
    let streams_dir = out_dir.join(STREAMS_DIR);
    fs::create_dir_all(&streams_dir)
        .with_context(|| format!("cannot create {}", streams_dir.display()))?;

    let mut captures = Vec::new();
    let mut warnings = Vec::new();
    for input in &args.inputs {
        let files = stream_files(input)?;
        if files.is_empty() {
            warnings.push(format!("{} holds no .aotspy stream", input.display()));
        }
        for file in files {
            match read_stream_file(&file) {
                Ok(capture) => {
                    keep_stream(&file, &capture, &streams_dir)?;
                    captures.push(capture);
                }
                Err(e) => {
                    eprintln!("aotspy: skipping {e:#}");
                    warnings.push(format!("skipped {e:#}"));
                }
            }
        }
    }
    pipeline::produce(
        &out_dir,
        captures,
        warnings,
        &RenderOptions {
            all_kernels: args.render.all_kernels,
            json: args.render.json,
            fallback_device: args.device,
        },
    )?;
    Ok(0)
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
        let target = streams_dir.join(ProcessCapture::stream_file_name(&capture.hello));
        fs::copy(file, &target)
            .with_context(|| format!("cannot copy {} to {}", file.display(), target.display()))?;
        let counts = counts_file(file);
        if counts.exists() {
            let target = counts_file(&target);
            fs::copy(&counts, &target).with_context(|| {
                format!("cannot copy {} to {}", counts.display(), target.display())
            })?;
        }
    }
    Ok(())
}
