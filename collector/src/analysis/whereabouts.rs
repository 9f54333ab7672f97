//! Where modules' bytes are outside the files the processes mapped, and what the paths on their
//! stacks resolve to here: everything attribution ([`super::origin::attribute`]) needs from the
//! disk, found once, before the report is built, so that building it reads nothing.
//!
//! Two searches, both bounded: the files each process read (`read_files.rs`), and the
//! compiler caches of the runtimes it ran ([`compiler_cache_dirs`]), whose files are matched by
//! content and told apart by when they were written (before the process started: loaded from
//! the cache; after: its own compile wrote them).

use super::read_files::{ModuleToLocate, ReadCandidates};
use crate::analysis::names::{modules_of, NameFindings};
use crate::ingest::capture::ProcessCapture;
use aotspy_binfmt::{sha256_hex, sycl_cache, Origin as Captured};
use aotspy_report::{CacheKind, CacheMatch, ReadFile};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// The compiler cache directories of a process whose environment held `env` (the variables of
/// `aotspy_proto::CACHE_ENV` that were set), as each runtime picks its own.
pub fn compiler_cache_dirs(env: &[(String, String)]) -> Vec<(CacheKind, PathBuf)> {
    let var = |name: &str| {
        env.iter()
            .find(|(n, v)| n == name && !v.is_empty())
            .map(|(_, v)| PathBuf::from(v))
    };
    let user_cache = var("XDG_CACHE_HOME").or_else(|| var("HOME").map(|h| h.join(".cache")));
    let or_user_cache = |variable: &str, dir: &str| {
        var(variable).or_else(|| user_cache.as_ref().map(|c| c.join(dir)))
    };
    [
        (
            CacheKind::Sycl,
            or_user_cache("SYCL_CACHE_DIR", "libsycl_cache"),
        ),
        (
            CacheKind::Neo,
            or_user_cache("NEO_CACHE_DIR", "neo_compiler_cache"),
        ),
        (
            CacheKind::Triton,
            var("TRITON_CACHE_DIR").or_else(|| {
                var("TRITON_HOME")
                    .or_else(|| var("HOME"))
                    .map(|home| home.join(".triton/cache"))
            }),
        ),
    ]
    .into_iter()
    .filter_map(|(kind, dir)| Some((kind, dir?)))
    .collect()
}

/// Files walked per cache directory at most, and how deep: SYCL nests 5 levels of hashes.
const MAX_CACHE_FILES: usize = 200_000;
const MAX_CACHE_DEPTH: usize = 8;
/// Larger files are no cached module.
const MAX_CACHE_FILE_BYTES: u64 = 1 << 30;

/// What [`Whereabouts::locate`] needs from the captures to find modules' bytes outside mapped files
/// (compiler caches, files the processes read), taken before the model consumes them.
pub struct CacheIndex {
    dirs_by_pid: BTreeMap<u32, Vec<(CacheKind, PathBuf)>>,
    start_unix_ms_by_pid: BTreeMap<u32, u64>,
    input_bytes_by_sha: HashMap<String, u64>,
    read: ReadCandidates,
}

/// What [`CacheIndex::find_all`] found, by index in the modules.
#[derive(Debug, Default)]
struct CacheFinds {
    /// Cache files written before the process started (or mapped or read from a cache
    /// directory): where the process loaded the bytes from.
    loaded: HashMap<usize, CacheMatch>,
    /// Cache files written after it started: its own compile wrote them.
    own_compile: HashMap<usize, CacheMatch>,
}

impl CacheIndex {
    pub fn from_captures(captures: &[ProcessCapture], names: &NameFindings) -> CacheIndex {
        let mut index = CacheIndex {
            dirs_by_pid: BTreeMap::new(),
            start_unix_ms_by_pid: BTreeMap::new(),
            input_bytes_by_sha: HashMap::new(),
            read: ReadCandidates::from_captures(captures),
        };
        for (process, capture) in captures.iter().enumerate() {
            index
                .start_unix_ms_by_pid
                .insert(capture.hello.pid, capture.hello.start_unix_ms);
            index.dirs_by_pid.insert(
                capture.hello.pid,
                compiler_cache_dirs(&capture.hello.cache_env),
            );
            for (_, module) in modules_of(capture, names.of(process)) {
                index
                    .input_bytes_by_sha
                    .insert(module.input_sha256.clone(), module.input_bytes);
            }
        }
        index
    }

    /// Cache matches of the modules whose native input ran as given (`wants`), by index in
    /// `modules`, given the files the processes read them from (`read_from`). Only the caches
    /// of the processes that loaded each module are searched, only files of a wanted size (or
    /// SYCL cache files) are read; a file written after the last of those processes started
    /// is its own compile's.
    fn find_all(
        &self,
        modules: &[ModuleToLocate],
        wants: impl Fn(usize) -> bool,
        read_from: &HashMap<usize, ReadFile>,
        started_unix_ms: &[u64],
    ) -> CacheFinds {
        let mut finds = CacheFinds::default();
        // (index, input size, input hash, when the last of its processes started)
        let mut wanted: Vec<(usize, u64, &str, u64)> = Vec::new();
        let mut dirs: BTreeSet<(CacheKind, &Path)> = BTreeSet::new();
        for (i, module) in modules.iter().enumerate() {
            if !wants(i) {
                continue;
            }
            let module_dirs = self.cache_dirs_of(module);
            // Found in a mapped file: that is where the process got it, unless the file is a
            // cache's. Compilers fill caches as a side effect (ocloc 26 writes every binary it
            // builds into NEO's), so a shipped binary is often in one too.
            // So is a file it read.
            if let Some(source) = module.source {
                if let Some(hit) = in_cache_dir(&module_dirs, &source.file, "mapped") {
                    finds.loaded.insert(i, hit);
                }
                continue;
            }
            let read = read_from.get(&i);
            if let Some(hit) = read.and_then(|r| in_cache_dir(&module_dirs, &r.file, "read")) {
                finds.loaded.insert(i, hit);
                continue;
            }
            let Some(&size) = self.input_bytes_by_sha.get(module.input_sha256) else {
                continue;
            };
            wanted.push((i, size, module.input_sha256, started_unix_ms[i]));
            dirs.extend(module_dirs.iter().map(|(kind, dir)| (*kind, dir.as_path())));
        }
        if wanted.is_empty() {
            return finds;
        }
        let sizes: BTreeSet<u64> = wanted.iter().map(|(_, size, ..)| *size).collect();
        let by_sha = index_cache_dirs(dirs, &sizes);
        for (i, _, sha, started) in wanted {
            // The cache a runtime loads native binaries from wins over NEO's, which the driver
            // fills itself as it compiles; then the oldest file.
            let (before, after): (Vec<_>, Vec<_>) = by_sha
                .get(sha)
                .into_iter()
                .flatten()
                .partition(|(_, modified)| *modified < started);
            let first = |hits: Vec<&(CacheMatch, u64)>| {
                hits.into_iter()
                    .min_by_key(|(hit, modified)| (hit.cache, *modified))
                    .map(|(hit, _)| hit.clone())
            };
            if let Some(hit) = first(before) {
                finds.loaded.insert(i, hit);
            } else if let Some(hit) = first(after) {
                finds.own_compile.insert(i, hit);
            }
        }
        finds
    }

    /// When the last of the processes that loaded `module` started (ms since the epoch; 0 when
    /// none of them is known).
    fn last_start_of(&self, module: &ModuleToLocate) -> u64 {
        let starts = module.pids.iter();
        let known = starts.filter_map(|pid| self.start_unix_ms_by_pid.get(pid));
        known.max().copied().unwrap_or(0)
    }

    /// The compiler cache directories of the processes that loaded `module`.
    fn cache_dirs_of(&self, module: &ModuleToLocate) -> Vec<&(CacheKind, PathBuf)> {
        module
            .pids
            .iter()
            .filter_map(|pid| self.dirs_by_pid.get(pid))
            .flatten()
            .collect()
    }
}

/// A match of `file` (which the process `matched`: mapped or read) when it lies in one of
/// `dirs`, as the cache of that directory.
fn in_cache_dir(dirs: &[&(CacheKind, PathBuf)], file: &str, matched: &str) -> Option<CacheMatch> {
    let (cache, _) = dirs
        .iter()
        .find(|(_, dir)| Path::new(file).starts_with(dir))?;
    Some(CacheMatch {
        cache: *cache,
        file: file.to_owned(),
        matched: matched.into(),
    })
}

/// The files in the cache directories `dirs` of a size in `sizes` (and the images of SYCL
/// cache files), by hash, each with when it was last written: a file written after the
/// process started was written by its own compile (oneMKL compiles OpenCL C through NEO,
/// whose cache keeps the result), so the module was made at run time, not loaded from it.
fn index_cache_dirs(
    dirs: BTreeSet<(CacheKind, &Path)>,
    sizes: &BTreeSet<u64>,
) -> HashMap<String, Vec<(CacheMatch, u64)>> {
    let mut by_sha = HashMap::new();
    for (kind, dir) in dirs {
        for file in cache_files(dir) {
            index_cache_file(kind, &file, sizes, &mut by_sha);
        }
    }
    by_sha
}

/// A cache file: its path, size and modification time (ms since the epoch).
type CacheFile = (PathBuf, u64, u64);

/// Regular files under `dir` (symbolic links not followed), bounded.
fn cache_files(dir: &Path) -> Vec<CacheFile> {
    let mut files = Vec::new();
    let mut pending = vec![(dir.to_path_buf(), 0)];
    while let Some((dir, depth)) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let Ok(meta) = entry.metadata() else { continue };
            if meta.is_dir() && depth < MAX_CACHE_DEPTH {
                pending.push((entry.path(), depth + 1));
            } else if meta.is_file() && meta.len() <= MAX_CACHE_FILE_BYTES {
                let modified = meta
                    .modified()
                    .ok()
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map_or(u64::MAX, |d| d.as_millis() as u64);
                files.push((entry.path(), meta.len(), modified));
                if files.len() == MAX_CACHE_FILES {
                    return files;
                }
            }
        }
    }
    files
}

/// Hashes `file` if its size is wanted, and the images of a SYCL cache file of wanted sizes.
fn index_cache_file(
    kind: CacheKind,
    (path, size, modified): &CacheFile,
    sizes: &BTreeSet<u64>,
    by_sha: &mut HashMap<String, Vec<(CacheMatch, u64)>>,
) {
    let sycl_file = kind == CacheKind::Sycl && path.extension().is_some_and(|e| e == "bin");
    if !sizes.contains(size) && !sycl_file {
        return;
    }
    let Ok(bytes) = std::fs::read(path) else {
        return;
    };
    let file = path.display().to_string();
    let mut add = |bytes: &[u8], matched: String| {
        by_sha.entry(sha256_hex(bytes)).or_default().push((
            CacheMatch {
                cache: kind,
                file: file.clone(),
                matched,
            },
            *modified,
        ));
    };
    if sizes.contains(size) {
        add(&bytes, "file".into());
    }
    if sycl_file {
        for (n, image) in sycl_cache::images(&bytes)
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            if sizes.contains(&(image.len() as u64)) {
                add(image, format!("sycl-cache-image {n}"));
            }
        }
    }
}

/// Where a module's bytes were found outside the mapped files.
#[derive(Debug)]
pub struct Found {
    /// A compiler cache file written before its process started (or mapped or read from a
    /// cache directory): where the process loaded the bytes from.
    pub cache: Option<CacheMatch>,
    /// A compiler cache file written after it started: its own compile wrote it.
    pub own_compile: Option<CacheMatch>,
    /// A file the process read (and did not map) that holds them.
    pub read_from: Option<ReadFile>,
}

/// What is found of a module found nowhere outside the mapped files.
const NOWHERE: Found = Found {
    cache: None,
    own_compile: None,
    read_from: None,
};

/// What the files here say of the modules and of the objects on their stacks: all that
/// attribution ([`attribute`]) needs from the disk, found before the report is built, so that
/// building it reads nothing.
#[derive(Debug, Default)]
pub struct Whereabouts {
    /// By the module's native SHA-256.
    found: HashMap<String, Found>,
    /// Each path on a stack as it resolves here.
    resolved_paths: HashMap<String, String>,
}

impl Whereabouts {
    /// Searches the files the processes read and their compiler caches for the `modules`
    /// whose native input ran as given (or that no process was seen creating), and resolves
    /// `stack_paths` (`..` and symbolic links) where they exist here: the collector usually
    /// runs where the process ran, and the loader names libraries as their `RUNPATH` found
    /// them (`dpctl/../../../libsycl.so.9`).
    pub fn locate<'p>(
        modules: &[ModuleToLocate],
        caches: &CacheIndex,
        stack_paths: impl IntoIterator<Item = &'p str>,
    ) -> Whereabouts {
        let native_as_given = |m: &ModuleToLocate| m.captured.contains(&Captured::Aot);
        let started: Vec<u64> = modules.iter().map(|m| caches.last_start_of(m)).collect();
        // Native input run as given and found in no mapped file may have been read from a file.
        let read_wanted: Vec<usize> = (0..modules.len())
            .filter(|&i| native_as_given(&modules[i]) && modules[i].source.is_none())
            .collect();
        let mut read_from =
            caches
                .read
                .find_all(modules, &read_wanted, &caches.input_bytes_by_sha, &started);
        // A module known only through kernels created before an injection has no capture:
        // where its bytes are found is all there is to go by.
        let mut finds = caches.find_all(
            modules,
            |i| native_as_given(&modules[i]) || modules[i].captured.is_empty(),
            &read_from,
            &started,
        );
        let found = modules
            .iter()
            .enumerate()
            .map(|(i, module)| {
                let found = Found {
                    cache: finds.loaded.remove(&i),
                    own_compile: finds.own_compile.remove(&i),
                    read_from: read_from.remove(&i),
                };
                (module.sha256.to_owned(), found)
            })
            .collect();
        let mut resolved_paths = HashMap::new();
        for path in stack_paths {
            resolved_paths.entry(path.to_owned()).or_insert_with(|| {
                std::fs::canonicalize(path)
                    .map_or_else(|_| path.to_owned(), |p| p.display().to_string())
            });
        }
        Whereabouts {
            found,
            resolved_paths,
        }
    }

    /// Where the module of native SHA-256 `sha256` was found outside the mapped files.
    pub fn of(&self, sha256: &str) -> &Found {
        self.found.get(sha256).unwrap_or(&NOWHERE)
    }

    /// `path` as it resolves here; as recorded when it does not exist here, or was not given
    /// to [`Self::locate`].
    pub fn resolved<'p>(&'p self, path: &'p str) -> &'p str {
        self.resolved_paths.get(path).map_or(path, String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use aotspy_report::Matched;

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn cache_directories_follow_each_runtime_s_rules() {
        let home_only = compiler_cache_dirs(&env(&[("HOME", "/home/u")]));
        assert_eq!(
            home_only,
            [
                (CacheKind::Sycl, "/home/u/.cache/libsycl_cache".into()),
                (CacheKind::Neo, "/home/u/.cache/neo_compiler_cache".into()),
                (CacheKind::Triton, "/home/u/.triton/cache".into()),
            ]
        );
        let xdg = compiler_cache_dirs(&env(&[("HOME", "/home/u"), ("XDG_CACHE_HOME", "/x")]));
        assert_eq!(xdg[0], (CacheKind::Sycl, "/x/libsycl_cache".into()));
        assert_eq!(xdg[1], (CacheKind::Neo, "/x/neo_compiler_cache".into()));
        assert_eq!(xdg[2], (CacheKind::Triton, "/home/u/.triton/cache".into()));
        let triton_home = compiler_cache_dirs(&env(&[("HOME", "/home/u"), ("TRITON_HOME", "/t")]));
        assert_eq!(
            triton_home[2],
            (CacheKind::Triton, "/t/.triton/cache".into())
        );
        let set = compiler_cache_dirs(&env(&[
            ("SYCL_CACHE_DIR", "/s"),
            ("NEO_CACHE_DIR", "/n"),
            ("TRITON_CACHE_DIR", "/t"),
        ]));
        assert_eq!(
            set,
            [
                (CacheKind::Sycl, "/s".into()),
                (CacheKind::Neo, "/n".into()),
                (CacheKind::Triton, "/t".into()),
            ]
        );
        assert!(compiler_cache_dirs(&[]).is_empty());
    }

    /// A SYCL cache file holding the input among other bytes, and a Triton file equal to
    /// another input, are found; a file of the right size with other bytes is not.
    #[test]
    fn cache_files_are_found_by_content() {
        let dir = tempfile::tempdir().unwrap();
        let sycl = dir.path().join("sycl/dev/img/spec/opts");
        std::fs::create_dir_all(&sycl).unwrap();
        let cached_input = b"native binary from the SYCL cache".to_vec();
        let mut file = (cached_input.len() as u64).to_le_bytes().to_vec();
        file.extend_from_slice(&cached_input);
        std::fs::write(sycl.join("0.bin"), file).unwrap();
        let triton = dir.path().join("triton/abc");
        std::fs::create_dir_all(&triton).unwrap();
        std::fs::write(triton.join("k.zebin"), b"triton zebin").unwrap();
        std::fs::write(triton.join("other.zebin"), b"xxxxxx zebin").unwrap();

        let mut index = CacheIndex::from_captures(&[], &NameFindings::default());
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as u64;
        index.start_unix_ms_by_pid.insert(1, now + 1);
        index.dirs_by_pid.insert(
            1,
            vec![
                (CacheKind::Sycl, dir.path().join("sycl")),
                (CacheKind::Triton, dir.path().join("triton")),
            ],
        );
        let wanted = [&cached_input[..], b"triton zebin", b"generated!!!"];
        for bytes in wanted {
            index
                .input_bytes_by_sha
                .insert(sha256_hex(bytes), bytes.len() as u64);
        }
        // Modules of pid 1, one per input, each native binary one byte.
        let shas: Vec<String> = wanted.iter().map(|input| sha256_hex(input)).collect();
        let natives: Vec<String> = (0..wanted.len()).map(|i| sha256_hex(&[i as u8])).collect();
        let modules: Vec<ModuleToLocate> = (0..wanted.len())
            .map(|i| ModuleToLocate {
                sha256: &natives[i],
                native_bytes: 1,
                input_sha256: &shas[i],
                pids: &[1],
                source: None,
                captured: &[Captured::Aot],
            })
            .collect();
        let started_of = |index: &CacheIndex| -> Vec<u64> {
            modules.iter().map(|m| index.last_start_of(m)).collect()
        };
        let finds = index.find_all(&modules, |_| true, &HashMap::new(), &started_of(&index));
        assert!(finds.own_compile.is_empty());
        let found = finds.loaded;
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[&0].cache, CacheKind::Sycl);
        assert_eq!(found[&0].matched, "sycl-cache-image 0");
        assert!(found[&0].file.ends_with("opts/0.bin"));
        assert_eq!(found[&1].cache, CacheKind::Triton);
        assert_eq!(found[&1].matched, "file");
        assert!(found[&1].file.ends_with("abc/k.zebin"));

        // Written after the process started: its own compile's output, not a cache hit.
        index.start_unix_ms_by_pid.insert(1, 1);
        let finds = index.find_all(&modules, |_| true, &HashMap::new(), &started_of(&index));
        assert!(finds.loaded.is_empty());
        assert_eq!(finds.own_compile.len(), 2);

        // A file the process read from a cache directory is the cache's.
        let read = ReadFile {
            file: triton.join("k.zebin").display().to_string(),
            found_by: aotspy_report::FoundBy::Argv,
            matched: Matched::Native,
        };
        let read_from = HashMap::from([(1, read)]);
        let finds = index.find_all(&modules, |_| true, &read_from, &started_of(&index));
        assert_eq!(finds.loaded[&1].matched, "read");
        assert_eq!(finds.loaded[&1].cache, CacheKind::Triton);
    }
}
