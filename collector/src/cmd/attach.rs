//! `aotspy attach PID`: report on a running process, through its control socket (the session
//! itself, shared with `aotspy top`, is `crate::live::attach`).

use crate::cli::AttachArgs;
use crate::ingest::capture::AttachEnd;
use crate::live::attach::{self as session};
use crate::report::pipeline::RenderOptions;
use crate::sys::signals;
use anyhow::{Context, Result};

pub fn run(args: AttachArgs) -> Result<u8> {
    // Before any ptrace work: a Ctrl-C (or a dropped ssh session's SIGHUP) must not kill
    // aotspy while a thread of the target runs our call or its code is half switched.
    signals::count_instead_of_dying(&[libc::SIGINT, libc::SIGTERM, libc::SIGHUP])
        .context("cannot install the handler for SIGINT, SIGTERM and SIGHUP")?;
    // Whether the caller may attach is checked first (`connect`, `inject`).
    let (socket, attachment) = session::connect_or_inject(args.pid, args.timeout)?;
    let (out_dir, streams_dir) = session::report_dirs(args.render.out.clone())?;
    let until = match args.duration {
        Some(duration) => format!("for {} s", duration.as_secs_f64()),
        None => "until it exits".to_owned(),
    };
    let announce = format!(
        "aotspy: attached to pid {} {until}; press Ctrl-C to detach and write the report",
        args.pid
    );

    let watched = session::watch(
        socket,
        &streams_dir,
        &attachment,
        &announce,
        &|_, _| {},
        |counting_since| {
            if signals::interrupts() > 0 {
                Some(AttachEnd::Interrupted)
            } else if args
                .duration
                .zip(counting_since)
                .is_some_and(|(duration, since)| since.elapsed() >= duration)
            {
                Some(AttachEnd::DurationElapsed)
            } else {
                None
            }
        },
    );
    let options = RenderOptions {
        quiet: false,
        all_kernels: args.render.all_kernels,
        json: args.render.json,
        fallback_device: None,
    };
    session::finish(watched, &out_dir, &streams_dir, &attachment, Some(&options))?;
    Ok(0)
}
