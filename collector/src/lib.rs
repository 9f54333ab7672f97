//! aotspy: records which Intel GPU kernels a Level Zero program really ran, how often, and shows
//! their GPU ISA. The `aotspy` binary ([`run`]) collects the streams libaotspy.so sends and
//! renders the report. A library only so that a fuzz target reaches the decoders of aotspy's
//! own cache files ([`fuzzing`]); nothing else is public.

mod analysis;
mod cli;
mod cmd;
mod ingest;
mod inject;
mod live;
mod report;
mod sys;

use clap::Parser;
use cli::{Cli, Command};
use std::process::ExitCode;

/// The `aotspy` command line, parsed from the process's arguments and run.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Collect(args) => cmd::collect::run(args),
        Command::Report(args) => cmd::report::run(args),
        Command::Asm(args) => cmd::asm::run(args),
        Command::Attach(args) => cmd::attach::run(args),
        Command::Top(args) => cmd::top::run(args),
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
            // Errors name paths and programs of others': shown, never acted on.
            eprintln!(
                "aotspy: error: {}",
                sys::terminal::printable(&format!("{e:#}"))
            );
            match e.downcast_ref::<sys::launch::SpawnError>() {
                Some(spawn) => ExitCode::from(spawn.exit_code),
                None => ExitCode::FAILURE,
            }
        }
    }
}

/// What the fuzz target `cache_files` calls: every decoder of a file in aotspy's cache (which
/// anyone who can write there could plant), each given `data` as a whole file and as the
/// payload of a file sealed with its magic, so that the fuzzer gets past the checksum to the
/// typed payload. Each must refuse or accept without panicking, in bounded memory.
#[doc(hidden)]
pub mod fuzzing {
    use crate::analysis::{callsites, listing_cache, provenance};
    use crate::sys::cache::{seal, FileKey};

    pub fn cache_files(data: &[u8]) {
        // All zeros: the key a fuzzed payload can name, for the key checks to pass too.
        let key = FileKey {
            device: 0,
            inode: 0,
            size: 0,
            mtime_s: 0,
            mtime_ns: 0,
        };
        let sealed = |magic: &[u8; 8]| seal(magic, data);
        for file in [data, &sealed(listing_cache::MAGIC)] {
            let _ = listing_cache::decode(file, |_| true);
        }
        for file in [data, &sealed(provenance::ENTRY_MAGIC)] {
            let _ = provenance::decode_entry(file, &key);
        }
        for file in [data, &sealed(provenance::MEMO_MAGIC)] {
            let _ = provenance::decode_memo(file);
        }
        for file in [data, &sealed(callsites::SYMBOL_MAGIC)] {
            let _ = callsites::decode_symbol_entry(file, &key);
        }
    }
}
