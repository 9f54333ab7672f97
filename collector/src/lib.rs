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

/// What the fuzz targets call: `cache_files`, every decoder of a file in aotspy's cache (which
/// anyone who can write there could plant), each given `data` as a whole file and as the
/// payload of a file sealed with its magic, so that the fuzzer gets past the checksum to the
/// typed payload (each must refuse or accept without panicking, in bounded memory); and
/// `kept_stream`, the reader of a stream a report's `streams/` keeps (gzip within a budget).
#[doc(hidden)]
pub mod fuzzing {
    use crate::analysis::{asm_cache, callsites, provenance};
    use crate::ingest::kept_streams::{inflating, InflationPool, INFLATION_RATIO};
    use crate::ingest::{capture, stream};
    use crate::sys::cache::{seal, FileKey};
    use std::io::Read;

    /// The least a compressed stream may inflate to here: `aotspy report`'s 256 MiB would
    /// make each run slow, and the budget's arithmetic is the same.
    const FLOOR: u64 = 256 << 10;

    /// `data` as a file of a report's `streams/` (gzip or not), read as `aotspy report` reads
    /// it: what inflates is what gzip alone makes of the bytes, never more than the budget (64
    /// times the input, at least [`FLOOR`]), and the budget says it ran out only when there
    /// was more; then the frames, a large one passed over as a module's binary is.
    pub fn kept_stream(data: &[u8]) {
        let len = data.len() as u64;
        let budget = len.saturating_mul(INFLATION_RATIO).max(FLOOR);
        let gzip = data.starts_with(&[0x1f, 0x8b]);

        let pool = InflationPool::new(FLOOR);
        let (mut reader, spent) = inflating(data, len, &pool, FLOOR).expect("reading memory");
        let mut out = Vec::new();
        let ended = reader.read_to_end(&mut out);
        if !gzip {
            assert_eq!(out, data, "an uncompressed stream reads as it is");
            assert!(ended.is_ok() && !spent.spent());
        } else {
            // What gzip alone gives, one byte past the budget at most, up to its first error
            // (the bytes before an error are kept).
            let mut whole = Vec::new();
            let _ = flate2::bufread::MultiGzDecoder::new(data)
                .take(budget + 1)
                .read_to_end(&mut whole);
            let common = out.len().min(whole.len());
            assert_eq!(out[..common], whole[..common], "inflated other bytes");
            assert!(out.len() as u64 <= budget, "inflated past the budget");
            if spent.spent() {
                assert!(
                    ended.is_err(),
                    "a spent budget ends the stream with an error"
                );
                assert_eq!(out.len() as u64, budget, "spent before the budget was");
            }
            if ended.is_ok() && (whole.len() as u64) <= budget {
                assert_eq!(out, whole, "stopped early without an error");
            }
        }

        // The frames, as `read_stream_file` reads them into a capture: never panics.
        let pool = InflationPool::new(FLOOR);
        let (reader, _) = inflating(data, len, &pool, FLOOR).expect("reading memory");
        let Ok((reader, hello)) = stream::read_header(reader) else {
            return;
        };
        let mut reader = reader.keeping_frames_up_to(64 << 10);
        let mut process = capture::ProcessCapture::new(hello);
        if let Err(e) = stream::read_events(&mut reader, |event| {
            process.apply(event);
        }) {
            let _ = e.to_string();
        }
    }

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
        for file in [data, &sealed(asm_cache::MAGIC)] {
            let _ = asm_cache::decode(file, |_| true, Some(key));
        }
        for file in [data, &sealed(provenance::index::ENTRY_MAGIC)] {
            let _ = provenance::index::decode_entry(file, &key);
        }
        for file in [data, &sealed(provenance::memo::MEMO_MAGIC)] {
            let _ = provenance::memo::decode_memo(file);
        }
        for file in [data, &sealed(callsites::SYMBOL_MAGIC)] {
            let _ = callsites::decode_symbol_entry(file, &key);
        }
    }
}
