//! aotspy: records which Intel GPU kernels a Level Zero program really ran, how often, and shows
//! their GPU ISA. This binary collects the streams libaotspy.so sends and renders the report.

mod analysis;
mod cli;
mod cmd;
mod ingest;
mod inject;
mod report;
mod sys;

use clap::Parser;
use cli::{Cli, Command};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Collect(args) => cmd::collect::run(args),
        Command::Report(args) => cmd::report::run(args),
        Command::Asm(args) => cmd::asm::run(args),
        Command::Attach(args) => cmd::attach::run(args),
        Command::Ps(args) => cmd::ps::run(args),
        Command::Extract(args) => cmd::extract::run(args),
        Command::Doctor(args) => cmd::doctor::run(args),
        Command::Clean(args) => cmd::clean::run(args),
        Command::Diff(args) => cmd::diff::run(args),
        Command::ProbeDriver => Ok(sys::emulation::probe_driver_main()),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("aotspy: error: {e:#}");
            match e.downcast_ref::<sys::launch::SpawnError>() {
                Some(spawn) => ExitCode::from(spawn.exit_code),
                None => ExitCode::FAILURE,
            }
        }
    }
}
