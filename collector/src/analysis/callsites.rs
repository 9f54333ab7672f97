//! Call sites: a kernel's call-site samples (`aotspy_proto::callsite`), symbolized, folded into
//! distinct stacks, each with the user's frame picked out.
//!
//! Native frames are symbolized here ([`symbolize`], the only I/O), never in the workload,
//! from the object files the samples name: DWARF (function, file, line, inlined calls expanded
//! into their own frames) where the object has it, else its ELF symbol table (function only),
//! with `addr2line`, names demangled (C++ and Rust). Each object is opened at most once, and
//! not at all when aotspy's cache holds what an earlier report read of the same version of the
//! file; an object that cannot be read (gone, or not an ELF) leaves its frames as
//! `object+0xaddress`. [`fold`] then
//! groups a kernel's samples by stack, from those symbols alone. The paths are the
//! workload's: a file replaced since the run would symbolize wrong, which is why the report
//! keeps the object and address beside every name.
//!
//! **The user's frame** is the one a user asks "which line of mine launched this?" about: with
//! Python frames, the innermost one outside the standard library and outside site-packages or
//! dist-packages; else, or when all of them are library code, the innermost native frame
//! outside the known runtime libraries ([`is_runtime_library`]).
//!
//! **The framework frame** is the function of the framework (or of the user's own native
//! code) that launched the kernel: the op a framework engineer asks about, such as JAX's
//! `xla::gpu::CublasLtMatmulThunk::ExecuteOnStream` for a matmul, whose kernel oneDNN's
//! `gemm::gen_t::execute` launched through `stream_executor::sycl::RunGemm`, SYCL, UR and Level
//! Zero. It is the innermost native frame that
//! 1. lies outside the launch machinery's objects ([`is_launch_machinery`]): the runtimes
//!    (SYCL, UR, UMF, Level Zero and NEO, IGC, the C and C++ runtimes, the interpreter and
//!    ctypes, libaotspy) and the math libraries (oneMKL, oneDNN, oneTBB, the compiler's math
//!    runtimes), but not dpnp's, dpctl's, PyTorch's or anything else in site-packages: those
//!    are frameworks;
//! 2. has a function name (DWARF's or the symbol table's);
//! 3. and whose function is no plumbing ([`is_plumbing`]): the runtimes' and math libraries'
//!    code inlined or linked into a framework (`sycl::`, `std::`, `__gnu_cxx::`, `dnnl::`,
//!    `ngen::`, `oneapi::`, C functions named `ze*`, `ur*`, `dnnl_*`, `mkl_*`), and the
//!    executors between an op and its launches (`stream_executor::` and XLA's support
//!    libraries `absl::` and `tsl::`), so that the op's own frame is the one named.
//!
//! For a C program the framework frame is its user frame (`main (main.c:152)`); the views show
//! it once then.

use crate::sys::cache::{self, store_entry, FileKey};
use crate::sys::priority::IdleWorker;
use crate::sys::sync::lock;
use aotspy_proto::callsite::{CallSiteSample, PythonState};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::thread::JoinHandle;

/// One frame of a symbolized stack.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Frame {
    Python {
        file: String,
        line: u32,
        function: String,
    },
    Native {
        /// The object's path, as the workload mapped it.
        object: String,
        /// The return address in the object's ELF address space.
        address: u64,
        /// Demangled; `None` when neither DWARF nor the symbol table names it.
        function: Option<String>,
        /// From DWARF: the source file and line of the call.
        file: Option<String>,
        line: Option<u32>,
    },
}

impl Frame {
    /// Python frames as `file:line function`, native ones as `function (file:line)` or
    /// `function (object+0xaddress)`.
    pub fn describe(&self) -> String {
        match self {
            Frame::Python {
                file,
                line,
                function,
            } => format!("{file}:{line} {function}"),
            Frame::Native {
                object,
                address,
                function,
                file,
                line,
            } => {
                let function = function.as_deref().unwrap_or("??");
                match (file, line) {
                    (Some(file), Some(line)) => format!("{function} ({file}:{line})"),
                    _ => format!("{function} ({object}+{address:#x})"),
                }
            }
        }
    }

    /// Code of the Python standard library, site-packages, or a runtime library.
    pub fn is_library(&self) -> bool {
        match self {
            Frame::Python { file, .. } => is_python_library(file),
            Frame::Native { object, .. } => is_runtime_library(object),
        }
    }
}

/// A distinct stack a kernel was launched from, and the samples that saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallSite {
    /// Python frames innermost first, then native frames innermost first (the interpreter's
    /// own among them): how the report lists them.
    pub python: Vec<Frame>,
    pub native: Vec<Frame>,
    /// Why the samples have Python frames or not (one state per distinct stack: a stack with
    /// Python frames was read while its launch was in a C call made from them).
    pub python_state: PythonState,
    /// Which launches of the kernel were sampled here, ascending (per process: the same launch
    /// of two processes appears twice).
    pub ordinals: Vec<u64>,
    /// The processes whose samples saw it, ascending, each once.
    pub pids: Vec<u32>,
    /// The launching threads, ascending, each once.
    pub threads: Vec<u32>,
}

impl CallSite {
    /// The user's frame: see the module's documentation.
    pub fn user_frame(&self) -> Option<&Frame> {
        let python = self.python.iter().find(|f| !f.is_library());
        python.or_else(|| self.native.iter().find(|f| !f.is_library()))
    }

    /// The framework frame: see the module's documentation.
    pub fn framework_frame(&self) -> Option<&Frame> {
        self.native.iter().find(|frame| match frame {
            Frame::Native {
                object,
                function: Some(function),
                ..
            } => !is_launch_machinery(object) && !is_plumbing(function),
            _ => false,
        })
    }
}

/// A demangled function's qualified name, without its return type, parameters and what
/// follows them (`void std::__invoke<F>(F&&)` is `std::__invoke<F>`;
/// `xla::gpu::CublasLtMatmulThunk::ExecuteOnStream(xla::gpu::Thunk::ExecuteParams const&)` is
/// `xla::gpu::CublasLtMatmulThunk::ExecuteOnStream`; a lambda's is the function around it);
/// `operator()`, `operator<` and their kin are names, not brackets.
pub fn qualified_name(function: &str) -> &str {
    let bytes = function.as_bytes();
    let mut depth = 0usize;
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if function[i..].starts_with("operator") {
            i += "operator".len();
            if function[i..].starts_with("()") {
                i += 2;
            }
            while i < bytes.len() && b"<>=!+-*/%^&|~[],".contains(&bytes[i]) {
                i += 1;
            }
            if depth == 0 && bytes.get(i) == Some(&b'(') {
                return &function[start..i];
            }
            continue;
        }
        match bytes[i] {
            b'(' if depth == 0
                && i > 0
                && (bytes[i - 1].is_ascii_alphanumeric() || b"_>".contains(&bytes[i - 1])) =>
            {
                return &function[start..i];
            }
            b'<' | b'(' | b'{' | b'[' => depth += 1,
            b'>' | b')' | b'}' | b']' => depth = depth.saturating_sub(1),
            b' ' if depth == 0 => start = i + 1,
            _ => {}
        }
        i += 1;
    }
    &function[start..]
}

/// Namespaces whose functions are never the op that launched a kernel: the runtimes' and the
/// math libraries' code inlined or linked into a framework, and XLA's executor and support
/// libraries (see the module's documentation).
const PLUMBING_NAMESPACES: &[&str] = &[
    "sycl",
    "std",
    "__gnu_cxx",
    "dnnl",
    "ngen",
    "oneapi",
    "stream_executor",
    "absl",
    "tsl",
];

/// A function of [`PLUMBING_NAMESPACES`], or a C function of Level Zero, UR, oneDNN or oneMKL.
pub fn is_plumbing(function: &str) -> bool {
    let name = qualified_name(function);
    if let Some((namespace, _)) = name.split_once("::") {
        return PLUMBING_NAMESPACES.contains(&namespace);
    }
    let api = |prefix: &str| {
        name.strip_prefix(prefix)
            .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()))
    };
    api("ze") || api("zex") || api("ur") || name.starts_with("dnnl_") || name.starts_with("mkl_")
}

/// A kernel's samples (each with its process's pid), folded: one [`CallSite`] per distinct
/// stack, in order of the first launch each was seen at.
pub fn fold<'a>(
    samples: impl IntoIterator<Item = (u32, &'a CallSiteSample)>,
    symbols: &Symbols,
) -> Vec<CallSite> {
    let mut sites: Vec<CallSite> = Vec::new();
    for (pid, sample) in samples {
        let python: Vec<Frame> = sample
            .python_frames
            .iter()
            .map(|f| Frame::Python {
                file: f.file.clone(),
                line: f.line,
                function: f.function.clone(),
            })
            .collect();
        // With Python frames, the interpreter's own native frames stand for them and are left
        // out: they move as CPython specializes a call site (3.14's first call of a function
        // runs another path of the eval loop than its later calls), which is no other site.
        let native = sample
            .native
            .iter()
            .map(|frame| {
                let object = sample.objects.get(frame.object as usize);
                (object.map_or("", String::as_str), frame.address)
            })
            .filter(|(object, _)| python.is_empty() || !is_python_interpreter(object))
            .flat_map(|(object, address)| symbols.frames(object, address))
            .collect::<Vec<Frame>>();
        let found = sites
            .iter_mut()
            .find(|s| s.python == python && s.native == native && s.python_state == sample.python);
        let site = match found {
            Some(site) => site,
            None => {
                sites.push(CallSite {
                    python,
                    native,
                    python_state: sample.python,
                    ordinals: Vec::new(),
                    pids: Vec::new(),
                    threads: Vec::new(),
                });
                sites.last_mut().unwrap()
            }
        };
        site.ordinals.push(sample.ordinal);
        site.pids.push(pid);
        site.threads.push(sample.thread);
    }
    for site in &mut sites {
        site.ordinals.sort_unstable();
        site.pids.sort_unstable();
        site.pids.dedup();
        site.threads.sort_unstable();
        site.threads.dedup();
    }
    sites.sort_by_key(|s| s.ordinals[0]);
    sites
}

/// The frames of every native address of some samples, by (object, address).
#[derive(Default)]
pub struct Symbols(HashMap<(String, u64), Vec<Frame>>);

impl Symbols {
    /// The frames of return address `address` in `object`: the calling function, and the
    /// functions inlined into it at the call, innermost first; `??` where nothing names it.
    fn frames(&self, object: &str, address: u64) -> Vec<Frame> {
        match self.0.get(&(object.to_owned(), address)) {
            Some(frames) if !frames.is_empty() => frames.clone(),
            _ => vec![Frame::Native {
                object: object.to_owned(),
                address,
                function: None,
                file: None,
                line: None,
            }],
        }
    }
}

/// Reads the symbols of every native frame of `samples`: from the cache in `cache_dir` (see
/// [`SymbolEntry`]) where an earlier report read them from the same version of the object's
/// file, else from the file, each object opened at most once and the objects on rayon's pool.
pub fn symbolize<'a>(
    samples: impl IntoIterator<Item = &'a CallSiteSample>,
    cache_dir: Option<&Path>,
) -> Symbols {
    let mut wanted: BTreeMap<&str, BTreeSet<u64>> = BTreeMap::new();
    for sample in samples {
        for (object, address) in native_addresses(sample) {
            wanted.entry(object).or_default().insert(address);
        }
    }
    let by_object: Vec<(&str, BTreeMap<u64, Vec<Symbol>>)> = wanted
        .into_par_iter()
        .map(|(object, addresses)| (object, object_symbols(object, &addresses, cache_dir, None)))
        .collect();
    let mut symbols = Symbols::default();
    for (object, addresses) in by_object {
        for (address, found) in addresses {
            let frames = found
                .into_iter()
                .map(|symbol| Frame::Native {
                    object: object.to_owned(),
                    address,
                    function: symbol.function,
                    file: symbol.file,
                    line: symbol.line,
                })
                .collect();
            symbols.0.insert((object.to_owned(), address), frames);
        }
    }
    symbols
}

/// The (object, return address) pairs of a sample's native frames.
fn native_addresses(sample: &CallSiteSample) -> impl Iterator<Item = (&str, u64)> {
    sample.native.iter().filter_map(|frame| {
        let object = sample.objects.get(frame.object as usize)?;
        Some((object.as_str(), frame.address))
    })
}

/// Reads the symbols of call-site samples into the cache on a thread of its own while the
/// workload runs, at idle priority, so that the report after the run finds them there: a cold
/// report spent most of its call-site time loading the DWARF of the libraries the samples
/// name (oneMKL's: 18-35 ms after a 0.6-second GEMM). [`SymbolPrefetcher::finish`] stops it
/// before the report symbolizes, once it has read what is queued: each object it read is still
/// open (see [`OpenObjects`]), so that costs less than the report's opening them again.
pub struct SymbolPrefetcher {
    jobs: Mutex<Option<crossbeam_channel::Sender<ObjectAddresses>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
    /// Its priority is raised when the run ends.
    worker: IdleWorker,
}

/// The objects with DWARF the symbol prefetcher has read, kept open (the file mapped, its DWARF
/// parsed as far as it was asked) for the samples that come later in the run, instead of
/// loaded anew for each batch of samples. Objects without DWARF (JAX's 521 MB PJRT plugin and
/// libjax_common.so, which most of its samples name) never come here: one pass over their
/// symbol table answers a batch (`symbol_table_only`). Only for the file version it was
/// opened as.
#[derive(Default)]
struct OpenObjects(HashMap<String, (FileKey, addr2line::Loader)>);

/// Native frames as (object path, return address) pairs.
type ObjectAddresses = Vec<(String, u64)>;

impl SymbolPrefetcher {
    /// The prefetcher filling the cache in `cache_dir`; `None` when its thread cannot start
    /// (the report then reads every object itself).
    pub fn start(cache_dir: PathBuf) -> Option<SymbolPrefetcher> {
        let (jobs, queue) = crossbeam_channel::unbounded::<ObjectAddresses>();
        let worker = IdleWorker::default();
        let this_thread = worker.clone();
        let thread = std::thread::Builder::new()
            .name("aotspy-symbols".into())
            .spawn(move || {
                let _cpu = crate::sys::timings::ThreadCpu::start();
                this_thread.lower_this_thread();
                let mut open = OpenObjects::default();
                // Each address once: samples of one kernel mostly repeat a stack.
                let mut asked = HashSet::new();
                while let Ok(first) = queue.recv() {
                    let mut wanted: BTreeMap<String, BTreeSet<u64>> = BTreeMap::new();
                    for pair in std::iter::once(first).chain(queue.try_iter()).flatten() {
                        if asked.insert(pair.clone()) {
                            wanted.entry(pair.0).or_default().insert(pair.1);
                        }
                    }
                    for (object, addresses) in &wanted {
                        object_symbols(object, addresses, Some(&cache_dir), Some(&mut open));
                    }
                }
            })
            .ok()?;
        Some(SymbolPrefetcher {
            jobs: Mutex::new(Some(jobs)),
            thread: Mutex::new(Some(thread)),
            worker,
        })
    }

    /// Queues the native frames of `sample`, which a live process just sent (and its capture
    /// kept: the capture's limits bound what is read here too).
    pub fn offer(&self, sample: &CallSiteSample) {
        let pairs: ObjectAddresses = native_addresses(sample)
            .map(|(object, address)| (object.to_owned(), address))
            .collect();
        if let (false, Some(jobs)) = (pairs.is_empty(), lock(&self.jobs).as_ref()) {
            let _ = jobs.send(pairs);
        }
    }

    /// Lets the thread read what is queued (the workload has ended: at normal priority where
    /// Linux lets it leave idle), and waits for it.
    pub fn finish(&self) {
        drop(lock(&self.jobs).take());
        self.worker.raise();
        if let Some(thread) = lock(&self.thread).take() {
            let _ = thread.join();
        }
    }
}

/// What DWARF or the symbol table says of one return address: one of its frames.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub(crate) struct Symbol {
    function: Option<String>,
    file: Option<String>,
    line: Option<u32>,
}

/// The cache's entry for one version of one object file: the symbols of each of its addresses
/// that a report has asked for (an empty list where nothing names one), in
/// `<cache>/symbols/v1/<file key>.sym`, sealed like the scan index's entries. Loading an
/// object's DWARF and symbol table is most of what symbolizing costs, and a report rendered
/// again asks for the same addresses.
#[derive(Serialize, Deserialize, Debug, PartialEq, Eq)]
pub(crate) struct SymbolEntry {
    key: FileKey,
    addresses: BTreeMap<u64, Vec<Symbol>>,
}

const SYMBOL_CACHE_DIR: &str = "symbols/v1";
pub(crate) const SYMBOL_MAGIC: &[u8; 8] = b"AOTSPYSY";
/// Addresses one entry keeps at most: past it, an entry starts again with what is asked now.
const SYMBOL_ENTRY_ADDRESSES: usize = 100_000;

/// The symbols of `addresses` in `object`; none for an object that is no regular file given by
/// an absolute path (a stream names it, and a FIFO or a device would block or never end) or
/// that cannot be read as an object.
fn object_symbols(
    object: &str,
    addresses: &BTreeSet<u64>,
    cache_dir: Option<&Path>,
    open: Option<&mut OpenObjects>,
) -> BTreeMap<u64, Vec<Symbol>> {
    let key = Path::new(object)
        .is_absolute()
        .then(|| std::fs::metadata(object).ok())
        .flatten()
        .filter(|meta| meta.file_type().is_file())
        .map(|meta| FileKey::of(&meta));
    let Some(key) = key else {
        return BTreeMap::new();
    };
    let entry_path = cache_dir.map(|dir| dir.join(SYMBOL_CACHE_DIR).join(key.file_name("sym")));
    let mut known = entry_path
        .as_deref()
        .and_then(|path| decode_symbol_entry(&std::fs::read(path).ok()?, &key))
        .filter(|known| known.len() < SYMBOL_ENTRY_ADDRESSES)
        .unwrap_or_default();
    let missing: Vec<u64> = addresses
        .iter()
        .filter(|address| !known.contains_key(address))
        .copied()
        .collect();
    let table_only = if missing.is_empty() {
        None
    } else {
        symbol_table_only(object, &missing)
    };
    if let Some(found) = table_only {
        for (address, function) in missing.iter().zip(found) {
            let symbol = function.map(|name| Symbol {
                function: Some(demangle(&name)),
                file: None,
                line: None,
            });
            known.insert(*address, symbol.into_iter().collect());
        }
        store_symbols(object, key, entry_path.as_deref(), &mut known);
    } else if !missing.is_empty() {
        let mut opened_here = None;
        let loader = match open {
            Some(OpenObjects(open)) => {
                if open.get(object).is_none_or(|(opened, _)| *opened != key) {
                    let Ok(loader) = addr2line::Loader::new(object) else {
                        return BTreeMap::new();
                    };
                    open.insert(object.to_owned(), (key, loader));
                }
                &open[object].1
            }
            None => match addr2line::Loader::new(object) {
                Ok(loader) => opened_here.insert(loader),
                Err(_) => return BTreeMap::new(),
            },
        };
        for address in missing {
            known.insert(address, symbolize_address(loader, address));
        }
        store_symbols(object, key, entry_path.as_deref(), &mut known);
    }
    known.retain(|address, _| addresses.contains(address));
    known
}

/// Writes `known`, the symbols read from `object` as version `key`, into the cache entry at
/// `entry_path`: only if the file is still the version the key names (one replaced meanwhile
/// was read as another version). A cache that cannot be written costs the next report the
/// reading.
fn store_symbols(
    object: &str,
    key: FileKey,
    entry_path: Option<&Path>,
    known: &mut BTreeMap<u64, Vec<Symbol>>,
) {
    let unchanged = std::fs::metadata(object).is_ok_and(|meta| FileKey::of(&meta) == key);
    if let (true, Some(path)) = (unchanged, entry_path) {
        let entry = SymbolEntry {
            key,
            addresses: std::mem::take(known),
        };
        let _ = store_entry(path, &encode_symbol_entry(&entry));
        *known = entry.addresses;
    }
}

/// For an ELF object without DWARF: the symbol-table function of each return address of
/// `addresses` (in their order), the one [`symbolize_address`] would name (addr2line's
/// `Loader::find_symbol`: object's `symbol_map`), found in a pass over the table (two in the
/// rare case [`best_symbol_names`] says). addr2line
/// reads every symbol's name and sorts them all when it opens an object: 100-200 ms for each
/// of JAX's two large libraries (778,346 and 731,180 symbols), which most samples name, where a
/// report wants a few dozen addresses (issue 40). `None` for an object with DWARF, or one this
/// cannot read: [`symbolize_address`]'s.
fn symbol_table_only(object: &str, addresses: &[u64]) -> Option<Vec<Option<String>>> {
    use object::read::elf::{ElfFile32, ElfFile64};
    let file = std::fs::File::open(object).ok()?;
    // SAFETY: a read-only private map of a regular file (object_symbols checked it is one); a
    // file truncated meanwhile could fault, as addr2line's own map of it could.
    let map = unsafe { memmap2::Mmap::map(&file) }.ok()?;
    match object::FileKind::parse(&*map).ok()? {
        object::FileKind::Elf64 => best_symbol_names(
            &ElfFile64::<object::Endianness>::parse(&*map).ok()?,
            addresses,
        ),
        object::FileKind::Elf32 => best_symbol_names(
            &ElfFile32::<object::Endianness>::parse(&*map).ok()?,
            addresses,
        ),
        _ => None,
    }
}

/// [`symbol_table_only`] of a parsed ELF object. The table is walked as its raw entries: a
/// symbol below the best one held for the probes it could name is passed over on its address
/// alone, and only the few left are read as object reads them (walking JAX's two large tables
/// through `object`'s generic symbols, the symbols thread took 166-182 ms of CPU; 79-91 ms raw).
fn best_symbol_names<Elf: object::read::elf::FileHeader>(
    elf: &object::read::elf::ElfFile<'_, Elf>,
    addresses: &[u64],
) -> Option<Vec<Option<String>>> {
    /// A probe's best symbol so far: its sort key in object's `symbol_map` (address, priority,
    /// reversed index) and its index.
    type Held = ((u64, u32, usize), object::SymbolIndex);
    use object::read::elf::Sym;
    use object::{Object, ObjectSymbol, ObjectSymbolTable, SymbolKind, SymbolScope};
    if elf.section_by_name(".debug_info").is_some() || elf.section_by_name(".zdebug_info").is_some()
    {
        return None;
    }
    let probes: Vec<u64> = addresses.iter().map(|a| a.saturating_sub(1)).collect();
    // The probes in increasing order, and each one's best symbol so far: its sort key in
    // object's `symbol_map` (address, then lower priority, then later entry) and its index.
    let mut order: Vec<usize> = (0..probes.len()).collect();
    order.sort_by_key(|&i| probes[i]);
    let sorted: Vec<u64> = order.iter().map(|&i| probes[i]).collect();
    // As object's `symbol_map`: the static table, else the dynamic one.
    let (table, raw) = match elf.symbol_table() {
        Some(table) => (table, elf.elf_symbol_table()),
        None => match elf.dynamic_symbol_table() {
            Some(table) => (table, elf.elf_dynamic_symbol_table()),
            None => return Some(vec![None; addresses.len()]),
        },
    };
    let endian = elf.endian();
    // A name offset of 0 names the string at the table's start, empty in any ELF a linker
    // wrote: such symbols are passed over unread unless this table starts otherwise.
    let offset_zero_is_unnamed = raw.strings().get(0).is_ok_and(<[u8]>::is_empty);
    let raw = raw.symbols();
    // Only named symbols count (as in `symbol_map`). Reading a candidate's name (a search of
    // the string table for its end, a UTF-8 check) is put off to the probes' winners: a walk
    // that takes every symbol with a name offset as named, then the exact walk again in the
    // rare case that a winner's name is empty or not UTF-8.
    let walk = |names_read: bool| {
        let mut best: Vec<Option<Held>> = vec![None; sorted.len()];
        for (index, entry) in raw.iter().enumerate() {
            let address: u64 = entry.st_value(endian).into();
            // The best symbols' addresses grow with the probes: this one improves a run of
            // probes starting at the first at or past its address, or none; never one whose
            // best so far lies above it.
            let first = sorted.partition_point(|&probe| probe < address);
            if best
                .get(first)
                .is_none_or(|held| held.is_some_and(|((at, ..), _)| at > address))
            {
                continue;
            }
            if offset_zero_is_unnamed && entry.st_name(endian) == 0 {
                continue;
            }
            let Ok(symbol) = table.symbol_by_index(object::SymbolIndex(index)) else {
                continue;
            };
            if !symbol.is_definition() {
                continue;
            }
            let kind_priority = match symbol.kind() {
                SymbolKind::Text | SymbolKind::Data => 0,
                SymbolKind::Unknown => 1,
                _ => continue,
            };
            let scope_priority = match symbol.scope() {
                SymbolScope::Unknown => 3,
                SymbolScope::Compilation => 2,
                SymbolScope::Linkage => 1,
                SymbolScope::Dynamic => 0,
            };
            let sort_key = (
                address,
                (kind_priority * 2 + scope_priority) * 4,
                !symbol.index().0,
            );
            let beats = |best: &Option<Held>| {
                best.as_ref().is_none_or(|(held, _)| {
                    sort_key.0 > held.0
                        || (sort_key.0 == held.0 && (sort_key.1, sort_key.2) < (held.1, held.2))
                })
            };
            if !beats(&best[first]) {
                continue;
            }
            if names_read && !symbol.name().is_ok_and(|name| !name.is_empty()) {
                continue;
            }
            for held in best[first..].iter_mut() {
                if !beats(held) {
                    break;
                }
                *held = Some((sort_key, symbol.index()));
            }
        }
        // Each probe's winner's name; `None` if a winner has no usable one.
        best.iter()
            .map(|held| match held {
                None => Some(None),
                Some((_, index)) => table
                    .symbol_by_index(*index)
                    .ok()
                    .and_then(|symbol| symbol.name().ok().filter(|name| !name.is_empty()))
                    .map(|name| Some(name.to_owned())),
            })
            .collect::<Option<Vec<Option<String>>>>()
    };
    let winners = walk(false).or_else(|| walk(true))?;
    let mut names = vec![None; addresses.len()];
    for (slot, name) in order.into_iter().zip(winners) {
        names[slot] = name;
    }
    Some(names)
}

fn encode_symbol_entry(entry: &SymbolEntry) -> Vec<u8> {
    let payload = postcard::to_stdvec(entry).expect("a Vec writer cannot fail");
    cache::seal(SYMBOL_MAGIC, &payload)
}

/// The addresses an entry holds, if it is intact and describes the file `key` names (the
/// cache is untrusted: see [`cache::unseal`]).
pub(crate) fn decode_symbol_entry(
    bytes: &[u8],
    key: &FileKey,
) -> Option<BTreeMap<u64, Vec<Symbol>>> {
    let entry: SymbolEntry = postcard::from_bytes(cache::unseal(SYMBOL_MAGIC, bytes)?).ok()?;
    (entry.key == *key).then_some(entry.addresses)
}

/// DWARF's frames at return address `address` (inlined calls first), else the symbol table's
/// function. Every address of a sample is a return address, its first too (the preload's own
/// frames above it are left out): the call is the byte before.
fn symbolize_address(loader: &addr2line::Loader, address: u64) -> Vec<Symbol> {
    let probe = address.saturating_sub(1);
    let mut frames = Vec::new();
    if let Ok(mut iter) = loader.find_frames(probe) {
        while let Ok(Some(frame)) = iter.next() {
            let location = frame.location.as_ref();
            frames.push(Symbol {
                function: frame
                    .function
                    .as_ref()
                    .and_then(|f| f.demangle().ok())
                    .map(Cow::into_owned),
                file: location.and_then(|l| l.file).map(str::to_owned),
                line: location.and_then(|l| l.line),
            });
        }
    }
    // No DWARF, or DWARF without the function's name: the symbol table's.
    let symbol = || loader.find_symbol(probe).map(demangle);
    match frames.last_mut() {
        Some(Symbol { function, .. }) if function.is_none() => *function = symbol(),
        None => frames.extend(symbol().map(|name| Symbol {
            function: Some(name),
            file: None,
            line: None,
        })),
        Some(_) => {}
    }
    frames
}

fn demangle(name: &str) -> String {
    addr2line::demangle_auto(Cow::Borrowed(name), None).into_owned()
}

/// Python's own code: the standard library (`…/lib/python3.X/…`, frozen modules such as
/// `<frozen runpy>`) and installed packages (`site-packages`, `dist-packages`).
pub fn is_python_library(file: &str) -> bool {
    let parts: Vec<&str> = file.split('/').collect();
    file.starts_with("<frozen ")
        || parts
            .iter()
            .any(|&p| p == "site-packages" || p == "dist-packages")
        || parts.windows(2).any(|w| {
            matches!(w[0], "lib" | "lib64") && (w[1] == "python3" || is_versioned_python(w[1]))
        })
}

/// `python3.11`, `python3.14t`: the directory of one Python's standard library.
fn is_versioned_python(name: &str) -> bool {
    name.strip_prefix("python3.")
        .map(|v| v.strip_suffix('t').unwrap_or(v))
        .is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
}

/// The Python executable or libpython: `python3.14`, `libpython3.12.so.1.0`.
fn is_python_interpreter(object: &str) -> bool {
    let name = file_name(object);
    name.starts_with("python3") || name.starts_with("libpython3")
}

/// File-name stems of the runtimes between any code and the GPU: SYCL, Unified Runtime, UMF,
/// the Level Zero loader and NEO, IGC, the C and C++ runtimes, Python's interpreter and ctypes,
/// and libaotspy itself.
const RUNTIMES: &[&str] = &[
    "libsycl",
    "libur_",
    "libumf",
    "libze_",
    "libigdrcl",
    "libigc",
    "libigdfcl",
    "libaotspy",
    "libc.so",
    "libm.so",
    "libstdc++",
    "libgcc_s",
    "libpthread",
    "ld-linux",
    "libffi",
    "libpython",
    "python3",
    "_ctypes",
];

/// File-name stems of the math libraries, whose internals launch on a caller's behalf: oneMKL,
/// oneDNN, oneTBB and the compiler's math runtimes.
const MATH_LIBRARIES: &[&str] = &[
    "libmkl_",
    "libonemkl",
    "libdnnl",
    "libtbb",
    "libsvml",
    "libintlc",
    "libirng",
    "libimf",
];

/// File-name stems of the frameworks installed outside site-packages too: dpctl, dpnp, PyTorch.
const FRAMEWORKS: &[&str] = &["libDPCTL", "libdpnp", "libtorch", "libc10"];

fn file_name(object: &str) -> &str {
    Path::new(object)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(object)
}

/// An object of the runtimes or the math libraries ([`RUNTIMES`], [`MATH_LIBRARIES`]): never
/// the framework frame's.
pub fn is_launch_machinery(object: &str) -> bool {
    let name = file_name(object);
    RUNTIMES
        .iter()
        .chain(MATH_LIBRARIES)
        .any(|stem| name.starts_with(stem))
}

/// An object of the launch machinery ([`is_launch_machinery`]), of a framework ([`FRAMEWORKS`]),
/// or any native code installed as a Python package (dpnp's, dpctl's, torch's, JAX's extension
/// modules live in site-packages): never the user's frame.
pub fn is_runtime_library(object: &str) -> bool {
    if object.contains("/site-packages/") || object.contains("/dist-packages/") {
        return true;
    }
    let name = file_name(object);
    is_launch_machinery(object) || FRAMEWORKS.iter().any(|stem| name.starts_with(stem))
}

#[cfg(test)]
mod tests {
    use super::*;
    use aotspy_proto::callsite::{NativeFrame, PythonFrame};
    use std::path::PathBuf;
    use std::process::Command;

    fn probe_source() -> PathBuf {
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c/callsite_probe.c");
        source.canonicalize().unwrap()
    }

    /// Builds `tests/c/callsite_probe.c` with `compiler` and `flags`, runs it: the program and
    /// each probe's (site, line of the call, return address relative to the load address).
    fn probe(dir: &Path, compiler: &[&str], flags: &[&str]) -> (String, Vec<(String, u32, u64)>) {
        let exe = dir.join(format!("probe-{}-{}", compiler.join(""), flags.join("")));
        let status = Command::new(compiler[0])
            .args(&compiler[1..])
            .args(flags)
            .arg("-o")
            .arg(&exe)
            .arg(probe_source())
            .status()
            .unwrap();
        assert!(status.success());
        let out = Command::new(&exe).output().unwrap();
        let probes = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(|l| {
                let f: Vec<&str> = l.split(' ').collect();
                (
                    f[0].to_owned(),
                    f[1].parse().unwrap(),
                    u64::from_str_radix(f[2], 16).unwrap(),
                )
            })
            .collect();
        (exe.display().to_string(), probes)
    }

    fn sample(object: &str, addresses: &[u64], ordinal: u64) -> CallSiteSample {
        CallSiteSample {
            kernel: 1,
            ordinal,
            thread: 9,
            objects: vec![object.to_owned()],
            native: addresses
                .iter()
                .map(|&address| NativeFrame { object: 0, address })
                .collect(),
            python_frames: Vec::new(),
            python: PythonState::Absent,
        }
    }

    fn frames_of(object: &str, address: u64) -> Vec<Frame> {
        symbolize([&sample(object, &[address], 1)], None).frames(object, address)
    }

    fn native(frame: &Frame) -> (Option<&str>, Option<&str>, Option<u32>) {
        match frame {
            Frame::Native {
                function,
                file,
                line,
                ..
            } => (function.as_deref(), file.as_deref(), *line),
            Frame::Python { .. } => panic!("{frame:?}"),
        }
    }

    /// gcc -O2 -g: each call's function, file and line from DWARF, an inlined function as its
    /// own frame above the one it was inlined into; two samples of one stack fold into one
    /// site, and the program's own frame is the user's.
    #[test]
    fn dwarf_names_function_file_and_line_inlined_calls_included() {
        let dir = tempfile::tempdir().unwrap();
        let (exe, probes) = probe(dir.path(), &["gcc"], &["-O2", "-g"]);
        let source = probe_source().display().to_string();
        let source = source.as_str();
        let (_, a_line, a) = probes[0].clone();
        let (_, b_line, b) = probes[1].clone();
        let samples = [
            sample(&exe, &[a], 4),
            sample(&exe, &[b], 2),
            sample(&exe, &[a], 1),
        ];
        let symbols = symbolize(&samples, None);
        let sites = fold(samples.iter().map(|s| (7, s)), &symbols);
        assert_eq!(sites.len(), 2, "{sites:#?}");
        assert_eq!(sites[0].ordinals, [1, 4]);
        assert_eq!(sites[0].pids, [7]);
        assert_eq!(sites[0].threads, [9]);
        let frames: Vec<_> = sites[0].native.iter().map(native).collect();
        assert_eq!(frames, [(Some("site_a"), Some(source), Some(a_line))]);
        let frames: Vec<_> = sites[1].native.iter().map(native).collect();
        let main_line = 1 + std::fs::read_to_string(probe_source())
            .unwrap()
            .lines()
            .position(|l| l.trim() == "site_b();")
            .unwrap() as u32;
        assert_eq!(
            frames,
            [
                (Some("site_b"), Some(source), Some(b_line)),
                (Some("main"), Some(source), Some(main_line)),
            ]
        );
        assert_eq!(
            sites[0].user_frame().map(Frame::describe),
            Some(format!("site_a ({source}:{a_line})"))
        );
    }

    /// A first report reads the object and keeps what it read in the cache; a second one takes
    /// it from there (shown by an entry edited to name another function), unless the file
    /// changed since (another key) or the entry is damaged.
    #[test]
    fn symbols_are_kept_per_file_version_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let cache = dir.path().join("cache");
        let (exe, probes) = probe(dir.path(), &["gcc"], &["-O2", "-g"]);
        let (_, a_line, a) = probes[0].clone();
        let first = symbolize([&sample(&exe, &[a], 1)], Some(&cache));
        let function = |symbols: &Symbols| native(&symbols.frames(&exe, a)[0]).0.map(String::from);
        assert_eq!(function(&first).as_deref(), Some("site_a"));

        let key = FileKey::of(&std::fs::metadata(&exe).unwrap());
        let entry_path = cache.join(SYMBOL_CACHE_DIR).join(key.file_name("sym"));
        let bytes = std::fs::read(&entry_path).unwrap();
        let mut kept = decode_symbol_entry(&bytes, &key).unwrap();
        assert_eq!(kept[&a][0].line, Some(a_line));
        kept.get_mut(&a).unwrap()[0].function = Some("from_the_cache".into());
        let edited = SymbolEntry {
            key,
            addresses: kept,
        };
        std::fs::write(&entry_path, encode_symbol_entry(&edited)).unwrap();
        let again = symbolize([&sample(&exe, &[a], 1)], Some(&cache));
        assert_eq!(function(&again).as_deref(), Some("from_the_cache"));

        let mut damaged = std::fs::read(&entry_path).unwrap();
        let last = damaged.len() - 1;
        damaged[last] ^= 1;
        std::fs::write(&entry_path, &damaged).unwrap();
        let reread = symbolize([&sample(&exe, &[a], 1)], Some(&cache));
        assert_eq!(function(&reread).as_deref(), Some("site_a"));
        assert!(decode_symbol_entry(&bytes, &FileKey { inode: 1, ..key }).is_none());
    }

    /// What the prefetcher read during a run is in the cache for the report: each address it
    /// was offered, once finished; a sample offered after `finish` is not read.
    #[test]
    fn the_symbol_prefetcher_fills_the_cache_for_the_report() {
        let dir = tempfile::tempdir().unwrap();
        let cache = dir.path().join("cache");
        let (exe, probes) = probe(dir.path(), &["gcc"], &["-O2", "-g"]);
        let (_, a_line, a) = probes[0].clone();
        let (_, _, b) = probes[1].clone();
        let prefetcher = SymbolPrefetcher::start(cache.clone()).unwrap();
        prefetcher.offer(&sample(&exe, &[a], 1));
        prefetcher.offer(&sample(&exe, &[a], 2));
        // Give the thread its chance: finish only stops it between objects.
        let key = FileKey::of(&std::fs::metadata(&exe).unwrap());
        let entry_path = cache.join(SYMBOL_CACHE_DIR).join(key.file_name("sym"));
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while !entry_path.exists() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        prefetcher.finish();
        prefetcher.offer(&sample(&exe, &[b], 1));
        let kept = decode_symbol_entry(&std::fs::read(&entry_path).unwrap(), &key).unwrap();
        assert_eq!(kept.keys().copied().collect::<Vec<_>>(), [a]);
        assert_eq!(kept[&a][0].function.as_deref(), Some("site_a"));
        assert_eq!(kept[&a][0].line, Some(a_line));
    }

    /// Without -g the symbol table still names the function; g++'s names come demangled.
    #[test]
    fn symbol_tables_name_functions_without_dwarf_demangled() {
        let dir = tempfile::tempdir().unwrap();
        let (exe, probes) = probe(dir.path(), &["gcc"], &["-O2"]);
        let frames = frames_of(&exe, probes[0].2);
        assert_eq!(
            frames.iter().map(native).collect::<Vec<_>>(),
            [(Some("site_a"), None, None)]
        );
        let (exe, probes) = probe(dir.path(), &["g++", "-x", "c++"], &["-O2"]);
        let frames = frames_of(&exe, probes[0].2);
        assert_eq!(
            frames.iter().map(native).collect::<Vec<_>>(),
            [(Some("probes::site_a(int)"), None, None)]
        );
    }

    /// The one-pass symbol-table lookup names what addr2line's loader names, at and between
    /// symbols, in the compiled probe (no DWARF) and in this machine's libc and libstdc++
    /// (their tables hold aliases, local and versioned symbols at one address).
    #[test]
    fn the_one_pass_symbol_table_lookup_agrees_with_addr2line() {
        use object::{Object, ObjectSymbol};
        let dir = tempfile::tempdir().unwrap();
        let (exe, _) = probe(dir.path(), &["g++", "-x", "c++"], &["-O2"]);
        let mut objects = vec![exe];
        for library in ["libc.so.6", "libstdc++.so.6"] {
            let found = [
                "/lib/x86_64-linux-gnu",
                "/usr/lib/x86_64-linux-gnu",
                "/usr/lib64",
            ]
            .iter()
            .map(|dir| Path::new(dir).join(library))
            .find(|path| path.is_file());
            objects.extend(found.map(|path| path.display().to_string()));
        }
        for object in &objects {
            let data = std::fs::read(object).unwrap();
            let file = object::File::parse(&*data).unwrap();
            // Return addresses: a symbol's first byte, its second, and one past a gap.
            let mut addresses: Vec<u64> = file
                .dynamic_symbols()
                .chain(file.symbols())
                .flat_map(|s| [s.address() + 1, s.address() + 2, s.address() + s.size() + 1])
                .collect();
            addresses.sort_unstable();
            addresses.dedup();
            addresses.truncate(3000);
            let Some(names) = symbol_table_only(object, &addresses) else {
                continue;
            };
            let loader = addr2line::Loader::new(object).unwrap();
            for (address, name) in addresses.iter().zip(&names) {
                assert_eq!(
                    name.as_deref(),
                    loader.find_symbol(address - 1),
                    "{object} at {address:#x}"
                );
            }
        }
    }

    /// A symbol whose name is not UTF-8, nearest below the probes, names nothing: the lookup
    /// passes it over and names the one before it, as addr2line does (the walk that reads names
    /// only of the winners finds it among them and walks again reading every candidate's).
    #[test]
    fn a_nearest_symbol_without_a_usable_name_is_passed_over() {
        use object::{Object, ObjectSymbol};
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("named.c");
        std::fs::write(
            &source,
            "__attribute__((noinline)) int good(int x) { return x * 3 + 1; }\n\
             __attribute__((noinline)) int zzzzbad(int x) { return x * 5 + 2; }\n",
        )
        .unwrap();
        let object = dir.path().join("named.so");
        let status = Command::new("cc")
            .args(["-O1", "-shared", "-fPIC", "-o"])
            .arg(&object)
            .arg(&source)
            .status()
            .unwrap();
        assert!(status.success());
        // The name, wherever a string table holds it, made invalid UTF-8 of the same length.
        let mut bytes = std::fs::read(&object).unwrap();
        let name = b"\0zzzzbad\0";
        let mut patched = 0;
        for at in 0..bytes.len() - name.len() {
            if &bytes[at..at + name.len()] == name {
                bytes[at + 1..at + name.len() - 1].copy_from_slice(b"\xff\xfezzbad");
                patched += 1;
            }
        }
        assert!(patched > 0);
        std::fs::write(&object, &bytes).unwrap();
        let object = object.display().to_string();
        let file = object::File::parse(&*bytes).unwrap();
        let bad = file
            .symbols()
            .find(|s| s.name_bytes().is_ok_and(|n| n.starts_with(b"\xff\xfe")))
            .expect("the patched symbol");
        let addresses = [bad.address() + 1, bad.address() + 2];
        let names = symbol_table_only(&object, &addresses).expect("no DWARF");
        let loader = addr2line::Loader::new(&object).unwrap();
        for (address, name) in addresses.iter().zip(&names) {
            assert_eq!(name.as_deref(), loader.find_symbol(address - 1));
            assert_ne!(name.as_deref(), None, "named by the symbol before it");
        }
    }

    #[test]
    fn an_unreadable_object_keeps_its_address() {
        let frames = frames_of("/nonexistent/libgone.so", 0x1234);
        assert_eq!(frames[0].describe(), "?? (/nonexistent/libgone.so+0x1234)");
    }

    /// A stream may name a FIFO (opening it would wait for a writer forever), a device or a
    /// relative path: none is opened.
    #[test]
    fn only_regular_files_are_opened_for_symbols() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo.so");
        let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        for object in [fifo.to_str().unwrap(), "/dev/zero", "relative/libx.so"] {
            let frames = frames_of(object, 0x40);
            assert_eq!(frames[0].describe(), format!("?? ({object}+0x40)"));
        }
    }

    fn python(file: &str, line: u32, function: &str) -> PythonFrame {
        PythonFrame {
            file: file.into(),
            line,
            function: function.into(),
        }
    }

    /// dpnp's frames are in site-packages, `runpy`'s in the standard library: the user's frame
    /// is the script's line, even below native runtime frames.
    #[test]
    fn the_user_frame_skips_library_python_and_runtime_objects() {
        let mut s = sample("/usr/lib/x86_64-linux-gnu/libze_loader.so.1", &[0x10], 1);
        s.python = PythonState::Frames;
        s.python_frames = vec![
            python(
                "/opt/oneapi/lib/python3.14/site-packages/dpnp/dpnp_iface.py",
                300,
                "add",
            ),
            python("/home/u/model.py", 42, "forward"),
            python("/home/u/train.py", 88, "<module>"),
            python("<frozen runpy>", 88, "_run_code"),
        ];
        let sites = fold([(1, &s)], &Symbols::default());
        assert_eq!(
            sites[0].user_frame().map(Frame::describe).as_deref(),
            Some("/home/u/model.py:42 forward")
        );
        // Only library frames: the innermost native frame outside the runtime libraries.
        s.python_frames.truncate(1);
        s.objects = vec!["/usr/lib/libsycl.so.8".into(), "/home/u/app".into()];
        s.native = vec![
            NativeFrame {
                object: 0,
                address: 0x10,
            },
            NativeFrame {
                object: 1,
                address: 0x20,
            },
        ];
        let sites = fold([(1, &s)], &Symbols::default());
        assert_eq!(
            sites[0].user_frame().map(Frame::describe).as_deref(),
            Some("?? (/home/u/app+0x20)")
        );
    }

    /// Two samples of one Python line whose interpreter frames differ are one site; the
    /// interpreter's frames are left out, the extension's kept.
    #[test]
    fn python_sites_fold_over_the_interpreters_frames() {
        let mut a = sample("/usr/bin/python3.14", &[0x44fb85], 1);
        a.objects.insert(0, "/home/u/libhelper.so".into());
        a.native = vec![
            NativeFrame {
                object: 0,
                address: 0x10,
            },
            NativeFrame {
                object: 1,
                address: 0x44fb85,
            },
        ];
        a.python = PythonState::Frames;
        a.python_frames = vec![python("/home/u/x.py", 3, "f")];
        let mut b = a.clone();
        b.ordinal = 2;
        b.native[1].address = 0x4525c0;
        let sites = fold([(1, &a), (1, &b)], &Symbols::default());
        assert_eq!(sites.len(), 1, "{sites:#?}");
        assert_eq!(sites[0].ordinals, [1, 2]);
        assert_eq!(sites[0].native.len(), 1);
        assert_eq!(
            sites[0].native[0].describe(),
            "?? (/home/u/libhelper.so+0x10)"
        );
    }

    /// Symbols naming each (object, address) of `frames` by its function.
    fn named(frames: &[(&str, u64, &str)]) -> Symbols {
        let mut symbols = Symbols::default();
        for &(object, address, function) in frames {
            let frame = Frame::Native {
                object: object.into(),
                address,
                function: Some(function.into()),
                file: None,
                line: None,
            };
            symbols.0.insert((object.into(), address), vec![frame]);
        }
        symbols
    }

    /// A sample whose native frames are `frames`' (object, address) pairs, innermost first.
    fn stack_sample(frames: &[(&str, u64, &str)]) -> CallSiteSample {
        let mut s = sample("", &[], 1);
        s.objects = frames.iter().map(|f| f.0.to_owned()).collect();
        s.native = (0..frames.len())
            .map(|at| NativeFrame {
                object: at as u32,
                address: frames[at].1,
            })
            .collect();
        s
    }

    /// JAX's matmul, as the JAX run showed it (innermost first): the runtimes, then oneDNN and
    /// the executor linked into XLA's PJRT plugin, then XLA's thunk, which is the framework
    /// frame; the plugin and jaxlib live in site-packages, so no native frame is the user's.
    #[test]
    fn the_framework_frame_of_jax_is_xlas_thunk() {
        let plugin =
            "/opt/jax/lib/python3.14/site-packages/jax_plugins/xla_oneapi/xla_oneapi_plugin.so";
        let jaxlib = "/opt/jax/lib/python3.14/site-packages/jaxlib/libjax_common.so";
        let frames = [
            ("/usr/lib/x86_64-linux-gnu/libze_loader.so.1", 0x10, "zeCommandListAppendLaunchKernel"),
            ("/opt/jax/lib/libur_adapter_level_zero.so.0", 0x20, "ur_queue_immediate_in_order_t::enqueueKernelLaunch(ur_kernel_handle_t_*)"),
            ("/opt/jax/lib/libsycl.so.8", 0x30, "sycl::_V1::detail::enqueueImpKernel(std::shared_ptr<sycl::_V1::detail::queue_impl> const&)"),
            (plugin, 0x40, "sycl::_V1::queue::submit<dnnl::impl::xpu::sycl::stream_t::fill(void*)::{lambda(sycl::_V1::handler&)#1}>(auto)"),
            (plugin, 0x50, "dnnl::impl::gpu::intel::gemm::gen_t::execute(dnnl::impl::gemm_exec_ctx_t const&) const"),
            (plugin, 0x60, "dnnl_primitive_execute"),
            (plugin, 0x70, "absl::lts_20260526::Status stream_executor::sycl::RunGemm<float>(stream_executor::gpu::GemmConfig const&)"),
            (plugin, 0x80, "xla::gpu::CublasLtMatmulThunk::ExecuteOnStream(xla::gpu::Thunk::ExecuteParams const&)"),
            (plugin, 0x90, "xla::gpu::GpuExecutable::ExecuteThunks(xla::gpu::BufferAllocations const&)"),
            (jaxlib, 0xa0, "jax::PyLoadedExecutable::ExecuteSharded(std::vector<jax::PyArray> const&)"),
            ("/usr/bin/python3.14", 0xb0, "_PyEval_EvalFrameDefault"),
        ];
        let s = stack_sample(&frames);
        let sites = fold([(1, &s)], &named(&frames));
        let framework = sites[0].framework_frame().unwrap();
        assert_eq!(
            framework.describe(),
            format!("xla::gpu::CublasLtMatmulThunk::ExecuteOnStream(xla::gpu::Thunk::ExecuteParams const&) ({plugin}+0x80)")
        );
        assert_eq!(sites[0].user_frame(), None);
        // With the script's line: both.
        let mut s = s;
        s.python = PythonState::Frames;
        s.python_frames = vec![python("/home/u/train.py", 26, "step")];
        let sites = fold([(1, &s)], &named(&frames));
        assert_eq!(
            sites[0].user_frame().map(Frame::describe).as_deref(),
            Some("/home/u/train.py:26 step")
        );
        assert_eq!(sites[0].framework_frame(), Some(framework));
    }

    /// A C program: the function that called the launch is both frames; one whose launch is in
    /// a library of its own gets that library's function; a frame no symbol names is passed.
    #[test]
    fn a_c_programs_framework_frame_is_its_own_function() {
        let frames = [
            (
                "/usr/lib/x86_64-linux-gnu/libze_loader.so.1",
                0x10,
                "zeCommandListAppendLaunchKernel",
            ),
            ("/work/vector_add", 0x20, "main"),
            (
                "/lib/x86_64-linux-gnu/libc.so.6",
                0x30,
                "__libc_start_call_main",
            ),
        ];
        let sites = fold([(1, &stack_sample(&frames))], &named(&frames));
        assert_eq!(sites[0].framework_frame(), sites[0].user_frame());
        assert_eq!(
            sites[0].framework_frame().map(Frame::describe).as_deref(),
            Some("main (/work/vector_add+0x20)")
        );

        let frames = [
            (
                "/usr/lib/x86_64-linux-gnu/libze_loader.so.1",
                0x10,
                "zeCommandListAppendLaunchKernel",
            ),
            ("/work/lib/libsolver.so", 0x20, "solver_step"),
            ("/work/app", 0x30, "main"),
        ];
        let mut s = stack_sample(&frames);
        s.objects.insert(1, "/work/lib/libunnamed.so".into());
        s.native.insert(
            1,
            NativeFrame {
                object: 1,
                address: 0x5,
            },
        );
        for frame in &mut s.native[2..] {
            frame.object += 1;
        }
        let sites = fold([(1, &s)], &named(&frames));
        let solver = sites[0].framework_frame().map(Frame::describe);
        assert_eq!(
            solver.as_deref(),
            Some("solver_step (/work/lib/libsolver.so+0x20)")
        );
        // The user frame is the innermost outside the runtimes, named or not.
        assert_eq!(
            sites[0].user_frame().map(Frame::describe).as_deref(),
            Some("?? (/work/lib/libunnamed.so+0x5)")
        );
    }

    #[test]
    fn qualified_names_leave_out_return_types_and_parameters() {
        for (function, name) in [
            ("main", "main"),
            ("probes::site_a(int)", "probes::site_a"),
            (
                "void std::__invoke_impl<void, F&>(std::__invoke_other, F&)",
                "std::__invoke_impl<void, F&>",
            ),
            (
                "absl::lts_20260526::Status stream_executor::sycl::RunGemm<float>(int)",
                "stream_executor::sycl::RunGemm<float>",
            ),
            (
                "xla::gpu::Foo::Run()::{lambda(int)#1}::operator()(int) const",
                "xla::gpu::Foo::Run",
            ),
            (
                "ns::Functor::operator()(sycl::_V1::handler&) const",
                "ns::Functor::operator()",
            ),
            (
                "bool ns::operator<(ns::A const&, ns::A const&)",
                "ns::operator<",
            ),
            (
                "(anonymous namespace)::launch(int)",
                "(anonymous namespace)::launch",
            ),
        ] {
            assert_eq!(qualified_name(function), name, "{function}");
        }
        for plumbing in [
            "sycl::_V1::handler::finalize()",
            "void std::__invoke_impl<void, F&>(std::__invoke_other, F&)",
            "dnnl::impl::gpu::intel::gemm::gen_t::execute(dnnl::impl::gemm_exec_ctx_t const&) const",
            "oneapi::mkl::blas::gemm(sycl::_V1::queue&)",
            "absl::lts_20260526::Status stream_executor::sycl::RunGemm<float>(int)",
            "zeCommandListAppendLaunchKernel",
            "urEnqueueKernelLaunch",
            "dnnl_primitive_execute",
        ] {
            assert!(is_plumbing(plumbing), "{plumbing}");
        }
        for op in [
            "main",
            "xla::gpu::KernelThunk::ExecuteOnStream(xla::gpu::Thunk::ExecuteParams const&)",
            "at::native::add_kernel(at::TensorIterator&)",
            "zero_buffers",
            "urge",
        ] {
            assert!(!is_plumbing(op), "{op}");
        }
    }

    #[test]
    fn python_library_paths() {
        for library in [
            "/usr/lib/python3.11/threading.py",
            "/usr/lib/python3/dist-packages/numpy/core/x.py",
            "/opt/oneapi/lib/python3.14/site-packages/dpnp/dpnp_array.py",
            "/root/.pyenv/versions/3.12.1/lib/python3.12/runpy.py",
            "<frozen importlib._bootstrap>",
        ] {
            assert!(is_python_library(library), "{library}");
        }
        for user in [
            "/home/u/model.py",
            "/srv/python3/app.py",
            "<stdin>",
            "<string>",
            "x.py",
        ] {
            assert!(!is_python_library(user), "{user}");
        }
    }

    #[test]
    fn runtime_library_objects() {
        for library in [
            "/opt/oneapi/lib/libsycl.so.8",
            "/opt/oneapi/lib/libur_adapter_level_zero.so.0",
            "/usr/lib/x86_64-linux-gnu/libze_loader.so.1",
            "/usr/lib/x86_64-linux-gnu/libze_intel_gpu.so.1",
            "/opt/oneapi/lib/libmkl_sycl_vm.so.5",
            "/opt/oneapi/lib/libdnnl.so.3",
            "/opt/oneapi/lib/python3.14/site-packages/dpnp/dpnp_backend_c.so",
            "/usr/bin/python3.11",
            "/work/target/release/libaotspy.so",
        ] {
            assert!(is_runtime_library(library), "{library}");
        }
        // Frameworks are library code to the user, but the framework frame's own.
        for framework in [
            "/opt/oneapi/lib/python3.14/site-packages/dpnp/dpnp_backend_c.so",
            "/opt/jax/lib/python3.14/site-packages/jax_plugins/xla_oneapi/xla_oneapi_plugin.so",
            "/usr/lib/libtorch_xpu.so",
        ] {
            assert!(is_runtime_library(framework), "{framework}");
            assert!(!is_launch_machinery(framework), "{framework}");
        }
        assert!(is_launch_machinery("/opt/oneapi/lib/libdnnl.so.3"));
        for user in [
            "/home/u/app",
            "/home/u/libmysolver.so",
            "/usr/local/bin/ze_workload",
        ] {
            assert!(!is_runtime_library(user), "{user}");
        }
    }
}
