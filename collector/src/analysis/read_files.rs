//! Files a process read rather than mapped: a program that loads its zebin with `fread` (what
//! every Level Zero sample does) leaves no mapping behind, but the file is usually named on its
//! command line, sits in its working directory, or was still open when it created the module.
//! These are searched, bounded, for a file equal to a module's native binary or its input.

use crate::ingest::capture::ProcessCapture;
use aotspy_binfmt::{sha256_hex, Origin as Captured};
use aotspy_report::{FoundBy, Matched, ModuleSource, ReadFile};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, UNIX_EPOCH};

/// Files considered per process at most, and entries of its working directory looked at.
const MAX_CANDIDATES: usize = 1024;
const MAX_WORKING_DIRECTORY_ENTRIES: usize = 512;
/// Larger files are not read; all reads together stop at this many bytes, or this long.
const MAX_FILE_BYTES: u64 = 256 << 20;
const MAX_TOTAL_BYTES: u64 = 1 << 30;
const MAX_SEARCH_TIME: Duration = Duration::from_secs(3);

/// A module as the searches for its bytes (here, and in compiler caches: `whereabouts.rs`)
/// need it: what its bytes are and who loaded them.
pub struct ModuleToLocate<'a> {
    pub sha256: &'a str,
    pub native_bytes: u64,
    pub input_sha256: &'a str,
    pub pids: &'a [u32],
    /// The mapped file provenance found its bytes in, when it did.
    pub source: Option<&'a ModuleSource>,
    /// What the preloads said of each way processes got it; empty when no process was seen
    /// creating it (its kernels were created before an injection).
    pub captured: &'a [Captured],
}

/// Where each process may have read its modules from, taken from the captures.
pub struct ReadCandidates {
    by_pid: BTreeMap<u32, Vec<(PathBuf, FoundBy)>>,
}

impl ReadCandidates {
    pub fn from_captures(captures: &[ProcessCapture]) -> ReadCandidates {
        let by_pid = captures
            .iter()
            .map(|capture| (capture.hello.pid, candidates_of(capture)))
            .collect();
        ReadCandidates { by_pid }
    }

    /// The file each module in `wanted` (by index in `modules`) was read from, where one of
    /// its processes' candidates equals its native binary or its input (`input_bytes_by_sha`
    /// gives the input's size) and was last written before the last of its processes started
    /// (`started_unix_ms`, by index in `modules`). Bounded by [`MAX_TOTAL_BYTES`] and
    /// [`MAX_SEARCH_TIME`].
    pub fn find_all(
        &self,
        modules: &[ModuleToLocate],
        wanted: &[usize],
        input_bytes_by_sha: &HashMap<String, u64>,
        started_unix_ms: &[u64],
    ) -> HashMap<usize, ReadFile> {
        let deadline = Instant::now() + MAX_SEARCH_TIME;
        let mut budget = MAX_TOTAL_BYTES;
        let mut hashes: HashMap<PathBuf, Option<String>> = HashMap::new();
        let mut found = HashMap::new();
        for &i in wanted {
            let module = &modules[i];
            let targets = [
                (module.native_bytes, module.sha256, Matched::Native),
                (
                    input_bytes_by_sha
                        .get(module.input_sha256)
                        .copied()
                        .unwrap_or(0),
                    module.input_sha256,
                    Matched::Input,
                ),
            ];
            // A file written after the last of its processes started is no file it was read
            // from (NEO's `DumpZEBin` dumps land in the working directory as it runs).
            let started = started_unix_ms[i];
            let candidates = module
                .pids
                .iter()
                .filter_map(|pid| self.by_pid.get(pid))
                .flatten();
            'candidates: for (path, found_by) in candidates {
                let Ok(meta) = std::fs::metadata(path) else {
                    continue;
                };
                let size = meta.len();
                let modified = meta
                    .modified()
                    .ok()
                    .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                    .map_or(u64::MAX, |d| d.as_millis() as u64);
                if !meta.is_file() || modified >= started || size > MAX_FILE_BYTES {
                    continue;
                }
                for (bytes, sha, matched) in &targets {
                    if size != *bytes || size == 0 {
                        continue;
                    }
                    let sha_of_file = hashes.entry(path.clone()).or_insert_with(|| {
                        if budget < size || Instant::now() > deadline {
                            return None;
                        }
                        budget -= size;
                        std::fs::read(path).ok().map(|b| sha256_hex(&b))
                    });
                    if sha_of_file.as_deref() == Some(*sha) {
                        found.insert(
                            i,
                            ReadFile {
                                file: path.display().to_string(),
                                found_by: *found_by,
                                matched: *matched,
                            },
                        );
                        break 'candidates;
                    }
                }
            }
        }
        found
    }
}

/// A process's open files, the paths its arguments name (`PATH` or `--flag=PATH`, relative
/// ones under its working directory) and the regular files of its working directory, in that
/// order, each once, at most [`MAX_CANDIDATES`].
fn candidates_of(capture: &ProcessCapture) -> Vec<(PathBuf, FoundBy)> {
    let cwd = capture.working_directory.as_deref().map(Path::new);
    let mut seen = BTreeSet::new();
    let mut candidates = Vec::new();
    let mut add = |path: PathBuf, found_by: FoundBy| {
        if candidates.len() < MAX_CANDIDATES && seen.insert(path.clone()) {
            candidates.push((path, found_by));
        }
    };
    for file in &capture.open_files {
        add(PathBuf::from(file), FoundBy::OpenFile);
    }
    for arg in capture.hello.argv.iter().skip(1) {
        for word in [Some(arg.as_str()), arg.split_once('=').map(|(_, v)| v)]
            .into_iter()
            .flatten()
        {
            let path = Path::new(word);
            if path.is_absolute() {
                add(path.to_path_buf(), FoundBy::Argv);
            } else if let (Some(cwd), false) = (cwd, word.is_empty() || word.starts_with('-')) {
                add(cwd.join(path), FoundBy::Argv);
            }
        }
    }
    if let Some(Ok(entries)) = cwd.map(std::fs::read_dir) {
        for entry in entries.flatten().take(MAX_WORKING_DIRECTORY_ENTRIES) {
            if entry.file_type().is_ok_and(|t| t.is_file()) {
                add(entry.path(), FoundBy::WorkingDirectory);
            }
        }
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::capture::test_streams::hello;

    /// Open files first, then arguments (absolute, relative to the working directory, after
    /// `=`), then the working directory's files; each path once.
    #[test]
    fn candidates_come_from_open_files_argv_and_the_working_directory() {
        let cwd = tempfile::tempdir().unwrap();
        std::fs::write(cwd.path().join("k.bin"), b"zebin").unwrap();
        std::fs::create_dir(cwd.path().join("sub")).unwrap();
        let aotspy_proto::Event::Hello(mut hello) = hello(1, 1) else {
            unreachable!()
        };
        hello.argv = ["./prog", "k.bin", "--module=/abs/m.bin", "-v"]
            .map(String::from)
            .to_vec();
        let mut capture = ProcessCapture::new(hello);
        capture.working_directory = Some(cwd.path().display().to_string());
        capture.open_files.insert("/data/open.bin".into());
        let got = candidates_of(&capture);
        let k = cwd.path().join("k.bin");
        assert_eq!(
            got,
            [
                (PathBuf::from("/data/open.bin"), FoundBy::OpenFile),
                (k, FoundBy::Argv),
                (PathBuf::from("/abs/m.bin"), FoundBy::Argv),
            ]
        );
    }
}
