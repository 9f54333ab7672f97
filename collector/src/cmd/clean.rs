//! `aotspy clean`: removes what preloaded processes left in spool directories (streams, counters
//! files, control sockets) once it is older than an age, never what a live process still writes.

use crate::cli::CleanArgs;
use crate::report::views::text::human_bytes;
use crate::sys::files::default_spool_dirs;
use crate::sys::procfs::stream_writer_alive;
use anyhow::{Context, Result};
use aotspy_proto::{COUNTS_SUFFIX, DESCRIPTIONS_SUFFIX, SPOOL_SUFFIX};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// A file `clean` may remove: a spool stream, counters file or kernel descriptions file,
/// `<pid>-<start ms>.<suffix>`.
#[derive(Debug, PartialEq, Eq)]
pub struct SpoolFile {
    pub path: PathBuf,
    pub pid: u32,
    pub start_unix_ms: u64,
    pub bytes: u64,
    pub age: Duration,
}

impl SpoolFile {
    /// What a process under the preload wrote into `dir`, oldest first; other files are ignored.
    pub fn list(dir: &Path) -> Result<Vec<SpoolFile>> {
        let entries = match fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e).with_context(|| format!("cannot read {}", dir.display())),
        };
        let now = SystemTime::now();
        let mut files: Vec<SpoolFile> = entries
            .flatten()
            .filter_map(|entry| {
                let path = entry.path();
                let (pid, start_unix_ms) = parse_name(&path)?;
                // Never follow links: a spool directory is shared with what the user runs.
                let meta = entry.metadata().ok().filter(|m| m.is_file())?;
                let age = meta
                    .modified()
                    .ok()
                    .and_then(|m| now.duration_since(m).ok())
                    .unwrap_or_default();
                Some(SpoolFile {
                    path,
                    pid,
                    start_unix_ms,
                    bytes: meta.len(),
                    age,
                })
            })
            .collect();
        files.sort_by(|a, b| b.age.cmp(&a.age).then_with(|| a.path.cmp(&b.path)));
        Ok(files)
    }

    /// Whether the process that writes this file still runs.
    pub fn in_use(&self) -> bool {
        stream_writer_alive(self.pid, self.start_unix_ms)
    }
}

/// (pid, start ms) from `<pid>-<start ms>.aotspy`, `.counts` or `.kernels`.
fn parse_name(path: &Path) -> Option<(u32, u64)> {
    let suffix = path.extension()?.to_str()?;
    if ![SPOOL_SUFFIX, COUNTS_SUFFIX, DESCRIPTIONS_SUFFIX].contains(&suffix) {
        return None;
    }
    let (pid, start) = path.file_stem()?.to_str()?.split_once('-')?;
    Some((pid.parse().ok()?, start.parse().ok()?))
}

pub fn run(args: CleanArgs) -> Result<u8> {
    let dirs = if args.dirs.is_empty() {
        default_spool_dirs()
    } else {
        args.dirs.clone()
    };
    let verb = if args.dry_run {
        "would remove"
    } else {
        "removed"
    };
    let (mut removed, mut removed_bytes, mut kept_live, mut kept_young) = (0usize, 0u64, 0, 0);
    let mut failures = 0;
    for dir in &dirs {
        for file in SpoolFile::list(dir)? {
            if file.in_use() {
                kept_live += 1;
                continue;
            }
            if file.age < args.older_than {
                kept_young += 1;
                continue;
            }
            if !args.dry_run {
                if let Err(e) = fs::remove_file(&file.path) {
                    eprintln!("aotspy: cannot remove {}: {e}", file.path.display());
                    failures += 1;
                    continue;
                }
            }
            if args.verbose {
                println!("{verb} {}", file.path.display());
            }
            removed += 1;
            removed_bytes += file.bytes;
        }
    }
    let dirs: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
    println!(
        "aotspy: {verb} {removed} file(s), {} from {}; kept {kept_live} of running processes and \
         {kept_young} younger than {}",
        human_bytes(removed_bytes),
        dirs.join(", "),
        largest_unit(args.older_than),
    );
    Ok(u8::from(failures > 0))
}

/// The largest whole unit of `age`, for messages.
fn largest_unit(age: Duration) -> String {
    let s = age.as_secs();
    match s {
        _ if s >= 86_400 && s.is_multiple_of(86_400) => format!("{}d", s / 86_400),
        _ if s >= 3_600 && s.is_multiple_of(3_600) => format!("{}h", s / 3_600),
        _ if s >= 60 && s.is_multiple_of(60) => format!("{}m", s / 60),
        _ => format!("{s}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_are_said_in_their_largest_whole_unit() {
        assert_eq!(largest_unit(Duration::from_secs(7 * 86_400)), "7d");
        assert_eq!(largest_unit(Duration::from_secs(90)), "90s");
    }

    #[test]
    fn only_spool_names_are_candidates() {
        assert_eq!(
            parse_name(Path::new("/s/123-1700000000000.aotspy")),
            Some((123, 1_700_000_000_000))
        );
        assert_eq!(parse_name(Path::new("/s/123-17.counts")), Some((123, 17)));
        assert_eq!(parse_name(Path::new("/s/123-17.kernels")), Some((123, 17)));
        for other in [
            "/s/notes.txt",
            "/s/123.aotspy",
            "/s/a-b.aotspy",
            "/s/1-2.aotspy.tmp",
        ] {
            assert_eq!(parse_name(Path::new(other)), None, "{other}");
        }
    }

    #[test]
    fn a_live_writer_is_recognized_and_a_reused_pid_is_not() {
        let me = std::process::id();
        let now = crate::sys::clock::unix_ms_now();
        assert!(
            stream_writer_alive(me, now),
            "this process wrote a stream now"
        );
        assert!(
            !stream_writer_alive(me, 1_000),
            "a stream from 1970 was not written by a process started now"
        );
    }
}
