//! Where each module came from (`origin`) and which library asked for it (`producer`).
//!
//! The preload says how the driver got the code it runs: compiled from SPIR-V (`jit`), native
//! input run as given, or native input rebuilt (`aot-rebuilt`). Native input run as given is
//! then told apart by where its bytes are found and by what wrote them, in this order:
//! - `cached`: in a compiler cache a runtime loads native binaries from (SYCL's, Triton's), or
//!   a file in a cache directory the process mapped or read; see [`compiler_cache_dirs`];
//! - `aot`: in a file the process had mapped (the module's `source`, see `provenance.rs`), or a
//!   file it read (`read_from`, see `read_files.rs`): a library or program shipped it;
//! - `cached`: in NEO's cache, written before the process started (ocloc 26 fills NEO's cache
//!   with whatever it builds, so a copy there counts only when no file the process read holds
//!   the bytes);
//! - `generated`: a cache file written after the process started holds it (its own compile);
//!   or an nGEN-style generator wrote it (oneDNN, oneMKL's GEMM kernels: `writer` `ngen`); or
//!   IGC wrote it and a library that compiles at run time created it (oneMKL's DFT kernels,
//!   OpenCL C built through NEO's OpenCL runtime: the bytes are IGC's, as a file's are);
//! - `aot`: IGC wrote it (`writer` `igc`) and nothing above holds: built ahead of time and read
//!   from a file aotspy did not search;
//! - `generated`: otherwise (no writer recognised).
//!
//! The module's notes say which evidence decided. The producer comes from the objects on the
//! stack of the module's `zeModuleCreate` (`Module::callers`): the first one outside the
//! runtime ([`is_runtime`]) is the `producer_library`.

use super::read_files::ReadCandidates;
use crate::ingest::capture::ProcessCapture;
use aotspy_binfmt::{sha256_hex, sycl_cache, zebin, Origin as Captured};
pub use aotspy_report::{CacheKind, CacheMatch, Origin, Producer};
use aotspy_report::{
    IsaFrom, KernelEntry, Matched, ModuleEntry, ModuleSource, ReadFile, WriterEntry, ZebinWriter,
};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// What the preload said of how the driver got a module, before where its bytes were found
/// is known (`attribute` then tells `aot` from `cached` and `generated`).
pub fn as_captured(captured: Captured) -> Origin {
    match captured {
        Captured::Aot => Origin::Aot,
        Captured::Jit => Origin::Jit,
        Captured::AotRebuilt => Origin::AotRebuilt,
    }
}

/// What is known of where a native module's bytes came from, beside the preload's word.
#[derive(Debug, Default, Clone, Copy)]
pub struct Evidence<'a> {
    /// A mapped file holding them.
    pub source: Option<&'a ModuleSource>,
    /// A compiler cache file holding them, written before the process started.
    pub cache: Option<&'a CacheMatch>,
    /// A file the process read holding them.
    pub read_from: Option<&'a ReadFile>,
    /// A compiler cache file holding them, written after the process started: its own compile.
    pub own_compile: Option<&'a CacheMatch>,
    /// The library that created the module, when it is one that makes kernels at run time
    /// (oneMKL, oneDNN, Triton).
    pub run_time_compiler: Option<&'a str>,
    pub writer: Option<&'a WriterEntry>,
}

/// The origin of a module the preload classified as `captured`, and for native input, why
/// (the note the module carries); the order is the module doc's.
pub fn classify(captured: Captured, e: &Evidence) -> (Origin, Option<String>) {
    match captured {
        Captured::Jit => return (Origin::Jit, None),
        Captured::AotRebuilt => return (Origin::AotRebuilt, None),
        Captured::Aot => {}
    }
    let runtime_cache = e
        .cache
        .filter(|c| c.cache != CacheKind::Neo || c.matched == "mapped" || c.matched == "read");
    if runtime_cache.is_some() {
        return (Origin::Cached, None);
    }
    if e.source.is_some() {
        return (Origin::Aot, None);
    }
    if let Some(read) = e.read_from {
        return (Origin::Aot, Some(read_note(read)));
    }
    if e.cache.is_some() {
        return (Origin::Cached, None);
    }
    if let Some(own) = e.own_compile {
        return (
            Origin::Generated,
            Some(format!(
                "origin generated: compiled by the process itself ({} cache file {} was written \
                 after it started)",
                own.cache.title(),
                own.file
            )),
        );
    }
    by_writer(e.writer, e.run_time_compiler)
}

/// The note of native input found in a file the process read (and did not map).
fn read_note(read: &ReadFile) -> String {
    let how = match read.found_by {
        aotspy_report::FoundBy::OpenFile => "open when it created the module",
        aotspy_report::FoundBy::Argv => "named on its command line",
        aotspy_report::FoundBy::WorkingDirectory => "in its working directory",
    };
    format!(
        "origin aot: read from {} ({how}), a file the process did not map",
        read.file
    )
}

/// The origin of native input found in no file or cache, from what wrote it (`writer`) and
/// the library that created it when that compiles kernels at run time (`run_time_compiler`).
fn by_writer(
    writer: Option<&WriterEntry>,
    run_time_compiler: Option<&str>,
) -> (Origin, Option<String>) {
    let writer = writer.map(|w| (w.writer, writer_facts(w)));
    match writer {
        Some((ZebinWriter::Ngen, facts)) => (
            Origin::Generated,
            Some(format!(
                "origin generated: written by an nGEN-style code generator ({facts})"
            )),
        ),
        Some((ZebinWriter::Igc, facts)) => match run_time_compiler {
            Some(library) => (
                Origin::Generated,
                Some(format!(
                    "origin generated: IGC wrote it ({facts}) and {library}, which compiles \
                     kernels at run time, created it; no file or cache holds it"
                )),
            ),
            None => (
                Origin::Aot,
                Some(format!(
                    "origin aot: IGC wrote it ({facts}); no file the process mapped, had open or \
                     named, and no compiler cache, holds it: built ahead of time and read from \
                     elsewhere"
                )),
            ),
        },
        Some((ZebinWriter::Unknown, facts)) => (
            Origin::Generated,
            Some(format!(
                "origin generated: found in no file or cache, and neither IGC's nor nGEN's \
                 notes ({facts})"
            )),
        ),
        None => (
            Origin::Generated,
            Some("origin generated: found in no file or cache, and not a zebin".into()),
        ),
    }
}

/// The writer's evidence in a few words: `.note.intelgt.metrics, zebin version note 1.20,
/// zeInfo version '1.20', compat note 0x64 bytes`.
fn writer_facts(w: &WriterEntry) -> String {
    let mut facts = Vec::new();
    facts.push(if w.metrics_note {
        ".note.intelgt.metrics".to_owned()
    } else {
        "no .note.intelgt.metrics".to_owned()
    });
    facts.push(match &w.zebin_version_note {
        Some(version) => format!("zebin version note {version}"),
        None => format!("compat note types {:?}", w.compat_note_types),
    });
    facts.push(format!("compat note {:#x} bytes", w.compat_note_bytes));
    if let Some(version) = &w.zeinfo_version {
        facts.push(format!("zeInfo version {version}"));
    }
    facts.push(format!(
        "{} sections{}",
        w.sections,
        if w.symbol_table {
            ""
        } else {
            ", no symbol table"
        }
    ));
    facts.join(", ")
}

/// Which program wrote the zebin `native`, with the evidence; `None` for anything else.
pub fn writer_entry(evidence: zebin::WriterEvidence) -> WriterEntry {
    WriterEntry {
        writer: match evidence.writer {
            zebin::Writer::Igc => ZebinWriter::Igc,
            zebin::Writer::Ngen => ZebinWriter::Ngen,
            zebin::Writer::Unknown => ZebinWriter::Unknown,
        },
        sections: u32::try_from(evidence.sections).unwrap_or(u32::MAX),
        symbol_table: evidence.symbol_table,
        metrics_note: evidence.metrics_note,
        compat_note_bytes: evidence.compat_note_bytes,
        compat_note_types: evidence.compat_note_types,
        zebin_version_note: evidence.zebin_version_note,
        zeinfo_version: evidence.zeinfo_version,
    }
}

/// The origin of a module no process was seen creating (its kernels were created before aotspy
/// was injected), from where its bytes were found alone: a compiler cache (`cached`), a mapped
/// file (`aot`); found nowhere, it may as well have been compiled from SPIR-V as generated,
/// and is left unknown.
fn uncaptured(source: Option<&ModuleSource>, cache: Option<&CacheMatch>) -> Option<Origin> {
    if cache.is_some() {
        Some(Origin::Cached)
    } else if source.is_some_and(|s| s.matched == Matched::Native) {
        Some(Origin::Aot)
    } else {
        None
    }
}

fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

/// Objects between a library and the driver that never ask for a module of their own: the
/// preload, the Level Zero loader and its layers, NEO, SYCL's Unified Runtime and its
/// adapters, the SYCL runtime, UMF, the OpenCL runtimes, and the C and C++ runtimes (which a
/// `std::call_once` puts on the stack).
pub fn is_runtime(path: &str) -> bool {
    const PREFIXES: [&str; 14] = [
        "libaotspy",
        "libze_",
        "libur_",
        "libpi_",
        "libsycl",
        "libumf",
        "libOpenCL",
        "libigdrcl",
        "libc.so",
        "libc-",
        "libstdc++",
        "libgcc_s",
        "libpthread",
        "ld-linux",
    ];
    let name = file_name(path);
    PREFIXES.iter().any(|prefix| name.starts_with(prefix))
}

fn is_triton(path: &str) -> bool {
    let name = file_name(path);
    path.contains("/triton/")
        || path.contains("/.triton/")
        || name.starts_with("__triton_launcher")
        || name.starts_with("spirv_utils")
}

/// The producer of a module of `origin` created with `callers` on the stack (innermost
/// first), and the first object outside the runtime.
pub fn producer(origin: Origin, callers: &[String]) -> (Producer, Option<String>) {
    let library = callers.iter().find(|c| !is_runtime(c)).cloned();
    let on_stack = |prefixes: &[&str]| {
        callers
            .iter()
            .any(|c| prefixes.iter().any(|p| file_name(c).starts_with(p)))
    };
    let by_library = library.as_deref().and_then(|library| {
        let name = file_name(library);
        if name.starts_with("libdnnl") {
            Some(Producer::Onednn)
        } else if name.starts_with("libmkl_") {
            Some(Producer::Onemkl)
        } else if is_triton(library) {
            Some(Producer::Triton)
        } else {
            None
        }
    });
    let producer = by_library.unwrap_or_else(|| {
        if on_stack(&["libOpenCL", "libigdrcl"]) {
            Producer::Opencl
        } else if on_stack(&["libsycl"]) {
            match origin {
                Origin::Jit | Origin::Cached => Producer::SyclJit,
                Origin::Aot | Origin::Generated | Origin::AotRebuilt | Origin::Unknown => {
                    Producer::SyclAot
                }
            }
        } else if library.is_some() {
            Producer::LevelZero
        } else {
            Producer::Unknown
        }
    });
    (producer, library)
}

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

/// What [`attribute`] needs from the captures to find modules' bytes outside mapped files
/// (compiler caches, files the processes read), taken before the model consumes them.
pub struct CacheIndex {
    dirs_by_pid: BTreeMap<u32, Vec<(CacheKind, PathBuf)>>,
    start_unix_ms_by_pid: BTreeMap<u32, u64>,
    input_bytes_by_sha: HashMap<String, u64>,
    read: ReadCandidates,
}

/// What [`CacheIndex::find_all`] found, by index in the modules.
#[derive(Debug, Default)]
pub struct CacheFinds {
    /// Cache files written before the process started (or mapped or read from a cache
    /// directory): where the process loaded the bytes from.
    pub loaded: HashMap<usize, CacheMatch>,
    /// Cache files written after it started: its own compile wrote them.
    pub own_compile: HashMap<usize, CacheMatch>,
}

impl CacheIndex {
    pub fn from_captures(captures: &[ProcessCapture]) -> CacheIndex {
        let mut index = CacheIndex {
            dirs_by_pid: BTreeMap::new(),
            start_unix_ms_by_pid: BTreeMap::new(),
            input_bytes_by_sha: HashMap::new(),
            read: ReadCandidates::from_captures(captures),
        };
        for capture in captures {
            index
                .start_unix_ms_by_pid
                .insert(capture.hello.pid, capture.hello.start_unix_ms);
            index.dirs_by_pid.insert(
                capture.hello.pid,
                compiler_cache_dirs(&capture.hello.cache_env),
            );
            for module in capture.modules.values() {
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
    pub fn find_all(
        &self,
        modules: &[ModuleEntry],
        wants: impl Fn(usize) -> bool,
        read_from: &HashMap<usize, ReadFile>,
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
            if let Some(source) = &module.source {
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
            let Some(&size) = self.input_bytes_by_sha.get(&module.input_sha256) else {
                continue;
            };
            let started = module
                .pids
                .iter()
                .filter_map(|pid| self.start_unix_ms_by_pid.get(pid))
                .max()
                .copied()
                .unwrap_or(0);
            wanted.push((i, size, &module.input_sha256, started));
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

    /// The compiler cache directories of the processes that loaded `module`.
    fn cache_dirs_of(&self, module: &ModuleEntry) -> Vec<&(CacheKind, PathBuf)> {
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

/// `path` with `..` and symbolic links resolved where it exists here (the collector usually
/// runs where the process ran; the loader names libraries as their `RUNPATH` found them,
/// `dpctl/../../../libsycl.so.9`); as recorded otherwise.
pub fn resolved(path: &str, memo: &mut HashMap<String, String>) -> String {
    memo.entry(path.to_owned())
        .or_insert_with(|| {
            std::fs::canonicalize(path)
                .map_or_else(|_| path.to_owned(), |p| p.display().to_string())
        })
        .clone()
}

/// Sets every module's origin (and its kernels'), cache match and producer, once provenance
/// has set the modules' sources. Each entry comes with what the preloads said of it (empty for
/// what no process was seen creating).
pub fn attribute(
    (modules, module_captured): (&mut [ModuleEntry], &[Vec<Captured>]),
    (kernels, kernel_captured): (&mut [KernelEntry], &[Vec<Captured>]),
    caches: &CacheIndex,
) {
    // Native input run as given and found in no mapped file may have been read from a file.
    let read_wanted: Vec<usize> = (0..modules.len())
        .filter(|&i| module_captured[i].contains(&Captured::Aot) && modules[i].source.is_none())
        .collect();
    let read_from = caches
        .read
        .find_all(modules, &read_wanted, &caches.input_bytes_by_sha);
    // A module known only through kernels created before an injection has no capture: where
    // its bytes are found is all there is to go by.
    let finds = caches.find_all(
        modules,
        |i| module_captured[i].contains(&Captured::Aot) || module_captured[i].is_empty(),
        &read_from,
    );
    let mut resolved_paths = HashMap::new();
    for (i, module) in modules.iter_mut().enumerate() {
        for caller in &mut module.callers {
            *caller = resolved(caller, &mut resolved_paths);
        }
        module.cache = finds.loaded.get(&i).cloned();
        module.read_from = read_from.get(&i).cloned();
        attribute_module(module, &module_captured[i], finds.own_compile.get(&i));
    }
    let by_id: HashMap<&str, &ModuleEntry> = modules.iter().map(|m| (m.id.as_str(), m)).collect();
    for (kernel, captured) in kernels.iter_mut().zip(kernel_captured) {
        if let Some(module) = by_id.get(kernel.module.as_str()) {
            attribute_kernel(kernel, captured, module);
        }
    }
}

/// Sets `module`'s origins (one per capture, `captured`), notes and producer from what is
/// known of where its bytes were found (its source, cache match and file read, set already,
/// and `own_compile`).
fn attribute_module(
    module: &mut ModuleEntry,
    captured: &[Captured],
    own_compile: Option<&CacheMatch>,
) {
    // oneMKL compiles OpenCL C through NEO's OpenCL runtime and passes the zebin on as
    // native input: IGC's bytes, as an ocloc-built file's are, so its maker tells.
    let (maker, maker_library) = producer(Origin::Generated, &module.callers);
    let run_time_compiler = maker_library.as_deref().filter(|_| {
        matches!(
            maker,
            Producer::Onemkl | Producer::Onednn | Producer::Triton
        )
    });
    let evidence = Evidence {
        source: module.source.as_ref(),
        cache: module.cache.as_ref(),
        read_from: module.read_from.as_ref(),
        own_compile,
        run_time_compiler,
        writer: module.writer.as_ref(),
    };
    let classified: Vec<(Origin, Option<String>)> =
        captured.iter().map(|&c| classify(c, &evidence)).collect();
    let first = match classified.first() {
        Some((origin, _)) => Some(*origin),
        None => uncaptured(module.source.as_ref(), module.cache.as_ref()),
    };
    module.origin = first.unwrap_or(Origin::Unknown);
    module.origins = if captured.is_empty() {
        vec![module.origin]
    } else {
        classified.iter().map(|(origin, _)| *origin).collect()
    };
    // A cache copy that did not decide (a file the process read came first) is no match.
    if !module.origins.contains(&Origin::Cached) {
        module.cache = None;
    }
    let mut why: Vec<String> = classified.into_iter().filter_map(|(_, why)| why).collect();
    why.dedup();
    module.notes.extend(why);
    let (producer, library) = match first {
        Some(first) => producer(first, &module.callers),
        None => (Producer::Unknown, None),
    };
    module.producer = producer;
    module.producer_library = library;
}

/// Sets `kernel`'s origins (one per capture, `captured`) and producer from its `module`'s.
fn attribute_kernel(kernel: &mut KernelEntry, captured: &[Captured], module: &ModuleEntry) {
    // A kernel's origins are those of its module's captures it was created from, in its
    // own order: map each the way its module's was (the module's origins say the same of
    // the same captures).
    if !captured.is_empty() {
        kernel.origins = captured
            .iter()
            .map(|&c| match c {
                Captured::Aot => native_origin(module),
                other => classify(other, &Evidence::default()).0,
            })
            .collect();
        kernel.origin = kernel.origins[0];
    } else if kernel.isa_from == IsaFrom::ModuleBinary {
        // Created before an injection, its module's whole binary came: what is known of
        // the module is known of it.
        kernel.origin = module.origin;
        kernel.origins = module.origins.clone();
    }
    kernel.producer = module.producer;
    kernel.producer_library = module.producer_library.clone();
}

/// What native input run as given came to be for `module`: the origin its `Aot` captures got.
fn native_origin(module: &ModuleEntry) -> Origin {
    module
        .origins
        .iter()
        .copied()
        .find(|o| !matches!(o, Origin::Jit | Origin::AotRebuilt))
        .unwrap_or(Origin::Unknown)
}

/// Who made the listed kernels, one line: `12 kernels from oneDNN (generated), 40 from dpnp
/// (jit)`; most kernels first. A library is named by its product, else by the Python package
/// it is in, else by its file name.
pub fn producers_line(kernels: &[KernelEntry]) -> Option<String> {
    let mut counts: BTreeMap<(String, &str), usize> = BTreeMap::new();
    for kernel in kernels {
        *counts
            .entry((producer_name(kernel), kernel.origin.as_str()))
            .or_default() += 1;
    }
    let mut counts: Vec<_> = counts.into_iter().collect();
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let parts: Vec<String> = counts
        .iter()
        .enumerate()
        .map(|(n, ((who, origin), count))| {
            let noun = match (n, count) {
                (0, 1) => " kernel",
                (0, _) => " kernels",
                _ => "",
            };
            format!("{count}{noun} from {who} ({origin})")
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

fn producer_name(kernel: &KernelEntry) -> String {
    match kernel.producer {
        Producer::Onednn => return "oneDNN".into(),
        Producer::Onemkl => return "oneMKL".into(),
        Producer::Triton => return "Triton".into(),
        _ => {}
    }
    let Some(library) = &kernel.producer_library else {
        return "unknown".into();
    };
    let package = library
        .split_once("-packages/")
        .and_then(|(_, rest)| rest.split('/').next())
        .filter(|package| !package.ends_with(".so") && !package.contains(".so."));
    package.unwrap_or_else(|| file_name(library)).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source() -> ModuleSource {
        ModuleSource {
            file: "/usr/lib/libfoo.so".into(),
            section: None,
            offset: 0,
            nesting: "zebin".into(),
            matched: Matched::Native,
            target: None,
            ar_member: None,
            input: None,
        }
    }

    fn cache_match() -> CacheMatch {
        CacheMatch {
            cache: CacheKind::Sycl,
            file: "/c/1.bin".into(),
            matched: "sycl-cache-image 0".into(),
        }
    }

    fn writer(writer: ZebinWriter) -> WriterEntry {
        WriterEntry {
            writer,
            sections: 5,
            symbol_table: false,
            metrics_note: false,
            compat_note_bytes: 0x18,
            compat_note_types: vec![2],
            zebin_version_note: None,
            zeinfo_version: Some("1.8".into()),
        }
    }

    #[test]
    fn native_input_is_told_apart_by_where_it_was_found_and_who_wrote_it() {
        let (s, c) = (source(), cache_match());
        let origin = |captured, e: Evidence| classify(captured, &e).0;
        let with = |source, cache| Evidence {
            source,
            cache,
            ..Evidence::default()
        };
        assert_eq!(origin(Captured::Aot, with(Some(&s), None)), Origin::Aot);
        assert_eq!(origin(Captured::Aot, with(None, Some(&c))), Origin::Cached);
        assert_eq!(
            origin(Captured::Aot, with(Some(&s), Some(&c))),
            Origin::Cached
        );
        assert_eq!(origin(Captured::Aot, with(None, None)), Origin::Generated);
        assert_eq!(origin(Captured::Jit, with(Some(&s), Some(&c))), Origin::Jit);
        assert_eq!(
            origin(Captured::AotRebuilt, with(None, None)),
            Origin::AotRebuilt
        );

        // A file it read beats NEO's cache (which ocloc fills as it builds), not SYCL's.
        let read = ReadFile {
            file: "/work/k.bin".into(),
            found_by: aotspy_report::FoundBy::Argv,
            matched: Matched::Native,
        };
        let neo = CacheMatch {
            cache: CacheKind::Neo,
            file: "/n/k".into(),
            matched: "file".into(),
        };
        let read_and = |cache| Evidence {
            read_from: Some(&read),
            cache,
            ..Evidence::default()
        };
        let (aot, why) = classify(Captured::Aot, &read_and(Some(&neo)));
        assert_eq!(aot, Origin::Aot);
        assert_eq!(
            why.unwrap(),
            "origin aot: read from /work/k.bin (named on its command line), a file the process \
             did not map"
        );
        assert_eq!(origin(Captured::Aot, read_and(Some(&c))), Origin::Cached);
        assert_eq!(
            origin(
                Captured::Aot,
                Evidence {
                    cache: Some(&neo),
                    ..Evidence::default()
                }
            ),
            Origin::Cached
        );

        // Found nowhere: the writer decides.
        let (ngen, igc) = (writer(ZebinWriter::Ngen), {
            let mut igc = writer(ZebinWriter::Igc);
            igc.metrics_note = true;
            igc.zebin_version_note = Some("1.20".into());
            igc
        });
        let by = |writer, run_time_compiler, own_compile| Evidence {
            writer,
            run_time_compiler,
            own_compile,
            ..Evidence::default()
        };
        let (generated, why) = classify(Captured::Aot, &by(Some(&ngen), None, None));
        assert_eq!(generated, Origin::Generated);
        assert_eq!(
            why.unwrap(),
            "origin generated: written by an nGEN-style code generator (no \
             .note.intelgt.metrics, compat note types [2], compat note 0x18 bytes, zeInfo \
             version 1.8, 5 sections, no symbol table)"
        );
        assert_eq!(
            origin(Captured::Aot, by(Some(&igc), None, None)),
            Origin::Aot
        );
        let mkl = "/opt/lib/libmkl_sycl_dft.so.6";
        let (generated, why) = classify(Captured::Aot, &by(Some(&igc), Some(mkl), None));
        assert_eq!(generated, Origin::Generated);
        assert!(why
            .unwrap()
            .contains("and /opt/lib/libmkl_sycl_dft.so.6, which compiles kernels at run time"));
        let (generated, why) = classify(Captured::Aot, &by(Some(&igc), None, Some(&neo)));
        assert_eq!(generated, Origin::Generated);
        assert_eq!(
            why.unwrap(),
            "origin generated: compiled by the process itself (NEO cache file /n/k was written \
             after it started)"
        );
        assert_eq!(
            origin(
                Captured::Aot,
                by(Some(&writer(ZebinWriter::Unknown)), None, None)
            ),
            Origin::Generated
        );
    }

    fn stack(objects: &[&str]) -> Vec<String> {
        objects.iter().map(|o| o.to_string()).collect()
    }

    #[test]
    fn the_producer_is_the_first_library_outside_the_runtime() {
        let onednn = stack(&[
            "/usr/lib/x86_64-linux-gnu/libze_loader.so.1",
            "/opt/oneapi/lib/libdnnl.so.3",
            "/work/onednn_matmul",
            "/usr/lib/x86_64-linux-gnu/libc.so.6",
        ]);
        assert_eq!(
            producer(Origin::Generated, &onednn),
            (
                Producer::Onednn,
                Some("/opt/oneapi/lib/libdnnl.so.3".into())
            )
        );
        let mkl = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/opt/oneapi/lib/libur_adapter_level_zero.so.0",
            "/opt/oneapi/lib/libur_loader.so.0",
            "/opt/oneapi/lib/libsycl.so.8",
            "/opt/oneapi/lib/libmkl_sycl_blas.so.5",
        ]);
        assert_eq!(producer(Origin::Generated, &mkl).0, Producer::Onemkl);
        let dpnp = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/opt/oneapi/lib/libur_adapter_level_zero.so.0",
            "/opt/oneapi/lib/libsycl.so.8",
            "/usr/lib/x86_64-linux-gnu/libstdc++.so.6",
            "/opt/oneapi/lib/python3.14/site-packages/dpnp/tensor/_tensor_impl.cpython-314-x86_64-linux-gnu.so",
            "/usr/bin/python3.14",
        ]);
        let (jit, library) = producer(Origin::Jit, &dpnp);
        assert_eq!(jit, Producer::SyclJit);
        assert!(library
            .unwrap()
            .ends_with("_tensor_impl.cpython-314-x86_64-linux-gnu.so"));
        assert_eq!(producer(Origin::Cached, &dpnp).0, Producer::SyclJit);
        assert_eq!(producer(Origin::Aot, &dpnp).0, Producer::SyclAot);
        let program = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/work/ze_workload",
            "/lib/libc.so.6",
        ]);
        assert_eq!(
            producer(Origin::Aot, &program),
            (Producer::LevelZero, Some("/work/ze_workload".into()))
        );
        let triton = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/home/u/.triton/cache/ab/spirv_utils.cpython-312-x86_64-linux-gnu.so",
        ]);
        assert_eq!(producer(Origin::Jit, &triton).0, Producer::Triton);
        let opencl = stack(&[
            "/usr/lib/libze_loader.so.1",
            "/usr/lib/libigdrcl.so",
            "/bin/clapp",
        ]);
        assert_eq!(producer(Origin::Jit, &opencl).0, Producer::Opencl);
        assert_eq!(producer(Origin::Jit, &[]), (Producer::Unknown, None));
        let runtime_only = stack(&["/usr/lib/libze_loader.so.1", "/usr/lib/libsycl.so.8"]);
        assert_eq!(
            producer(Origin::Jit, &runtime_only),
            (Producer::SyclJit, None)
        );
    }

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

    /// Modules of pid 1, one per input, in order.
    fn modules_loaded_from(inputs: &[&[u8]]) -> Vec<ModuleEntry> {
        use crate::ingest::capture::test_streams::{hello, module};
        use crate::report::model::{build, inventory, BuildOptions, ReportInputs};
        let aotspy_proto::Event::Hello(hello) = hello(1, 1) else {
            unreachable!()
        };
        let mut capture = ProcessCapture::new(hello);
        for (id, input) in inputs.iter().enumerate() {
            let aotspy_proto::Event::Module(mut module) = module(id as u64, &[id as u8]) else {
                unreachable!()
            };
            module.input_sha256 = sha256_hex(input);
            capture.apply(aotspy_proto::Event::Module(module));
        }
        let options = BuildOptions {
            all_kernels: true,
            fallback_device: None,
        };
        // In the order of their ids, as the inventory takes them.
        build(
            inventory(vec![capture], Vec::new(), &options),
            ReportInputs::default(),
        )
        .modules
    }

    /// Products by name, Python extensions by package, other objects by file name; most
    /// kernels first.
    #[test]
    fn the_producers_line_names_libraries_the_way_users_know_them() {
        use crate::ingest::capture::test_streams::{dispatches, hello, kernel, module};
        use crate::report::model::{build, inventory, BuildOptions, ReportInputs};
        let aotspy_proto::Event::Hello(hello) = hello(1, 1) else {
            unreachable!()
        };
        let mut capture = ProcessCapture::new(hello);
        capture.apply(module(1, b"code"));
        for id in 1..=5 {
            capture.apply(kernel(id, 1, &format!("k{id}")));
        }
        capture.apply(dispatches(&[(1, 1), (2, 1), (3, 1), (4, 1), (5, 1)]));
        let options = BuildOptions {
            all_kernels: false,
            fallback_device: None,
        };
        let mut kernels = build(
            inventory(vec![capture], Vec::new(), &options),
            ReportInputs::default(),
        )
        .kernels;
        let dpnp = "/venv/lib/python3.14/site-packages/dpnp/tensor/_tensor_impl.cpython-314.so";
        let who = [
            (Producer::Onednn, "/opt/lib/libdnnl.so.3", Origin::Generated),
            (Producer::SyclJit, dpnp, Origin::Jit),
            (Producer::SyclJit, dpnp, Origin::Jit),
            (Producer::LevelZero, "/work/ze_workload", Origin::Aot),
            (Producer::Onednn, "/opt/lib/libdnnl.so.3", Origin::Generated),
        ];
        for (kernel, (producer, library, origin)) in kernels.iter_mut().zip(who) {
            kernel.producer = producer;
            kernel.producer_library = Some(library.into());
            kernel.origin = origin;
        }
        assert_eq!(
            producers_line(&kernels).unwrap(),
            "2 kernels from dpnp (jit), 2 from oneDNN (generated), 1 from ze_workload (aot)"
        );
        assert_eq!(producers_line(&[]), None);
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

        let mut index = CacheIndex::from_captures(&[]);
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
        let modules = modules_loaded_from(&wanted);
        let finds = index.find_all(&modules, |_| true, &HashMap::new());
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
        let finds = index.find_all(&modules, |_| true, &HashMap::new());
        assert!(finds.loaded.is_empty());
        assert_eq!(finds.own_compile.len(), 2);

        // A file the process read from a cache directory is the cache's.
        let read = ReadFile {
            file: triton.join("k.zebin").display().to_string(),
            found_by: aotspy_report::FoundBy::Argv,
            matched: Matched::Native,
        };
        let finds = index.find_all(&modules, |_| true, &HashMap::from([(1, read)]));
        assert_eq!(finds.loaded[&1].matched, "read");
        assert_eq!(finds.loaded[&1].cache, CacheKind::Triton);
    }
}
