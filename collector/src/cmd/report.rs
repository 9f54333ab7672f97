//! `aotspy report`: re-render run directories, spool directories and stream files, merged.

use crate::cli::ReportArgs;
use crate::ingest::capture::STREAMS_DIR;
use crate::ingest::inputs::{self, is_run_dir};
use crate::ingest::kept_streams;
use crate::report::pipeline::{self, RenderOptions};
use crate::sys::files::default_out_dir;
use crate::sys::timings;
use anyhow::{Context, Result};
use std::fs;

pub fn run(args: ReportArgs) -> Result<u8> {
    let out_dir = match (&args.render.out, &args.inputs[..]) {
        (Some(out), _) => out.clone(),
        (None, [single]) if is_run_dir(single) => single.clone(),
        (None, _) => default_out_dir(),
    };
    // Checked before anything is copied into it, as collect and attach do.
    crate::sys::files::ensure_report_dir(&out_dir)?;
    let streams_dir = out_dir.join(STREAMS_DIR);
    fs::create_dir_all(&streams_dir)
        .with_context(|| format!("cannot create {}", streams_dir.display()))?;

    timings::start();
    let (captures, warnings) = inputs::load(&args.inputs, &streams_dir)?;
    timings::mark("read streams");
    kept_streams::compressed_while(&streams_dir, || {
        pipeline::produce(
            &out_dir,
            captures,
            warnings,
            &RenderOptions {
                all_kernels: args.render.all_kernels,
                json: args.render.json,
                quiet: false,
                fallback_device: args.device,
            },
        )
    })?;
    timings::mark("compress streams");
    timings::print();
    Ok(0)
}
