//! The report's closed sets of words: each serializes as the kebab-case word scripts match on,
//! and [`as_str`](Origin::as_str) gives the same word for the views.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Declares a kebab-case enum with `as_str` (its JSON word) and `Display`.
macro_rules! words {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $word:literal,)* }) => {
        $(#[$meta])*
        #[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $($(#[$vmeta])* #[serde(rename = $word)] $variant,)*
        }

        impl $name {
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)*
                }
            }
        }

        /// Compares with the JSON word, as scripts and tests do.
        impl PartialEq<&str> for $name {
            fn eq(&self, word: &&str) -> bool {
                self.as_str() == *word
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

words! {
    /// How a module's code came to be (see the collector's `analysis/origin.rs`).
    Origin {
        /// Native input run as given: found in a file the process had mapped or read, or built
        /// by IGC ahead of time (its notes say which).
        Aot = "aot",
        /// Compiled by the driver from SPIR-V.
        Jit = "jit",
        /// Native input made at run time: written by a code generator (nGEN), or compiled by
        /// the process itself (ocloc's library loaded, or a compiler cache file its own compile
        /// wrote); see the module's notes for the evidence.
        Generated = "generated",
        /// Native input found in a compiler cache of the process.
        Cached = "cached",
        /// Native input that the driver rebuilt: what runs matches nothing in the input.
        AotRebuilt = "aot-rebuilt",
        /// Created before aotspy was injected, and its bytes were found nowhere.
        Unknown = "unknown",
    }
}

/// Which library asked for a module: a library aotspy knows by its product, else the program
/// or the library that called `zeModuleCreate` itself, by name. In report.json a known
/// producer is its word (`"onednn"`), a named one an object (`{"program": "vector_add"}`,
/// `{"library": "foo"}`); [`Producer::name`] (and `Display`) gives the word or the name.
#[derive(
    Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord,
)]
#[serde(rename_all = "kebab-case")]
pub enum Producer {
    /// SYCL was on the stack and the module's code was shipped (`aot`, `generated`,
    /// `aot-rebuilt`).
    SyclAot,
    /// SYCL was on the stack and the driver compiled the module (`jit`), now or in an earlier
    /// run (`cached`).
    SyclJit,
    /// The first library outside the runtime is oneDNN's (`libdnnl*`).
    Onednn,
    /// ... oneMKL's (`libmkl_*`).
    Onemkl,
    /// ... Triton's (its launcher or driver objects, or anything in a `triton` directory).
    Triton,
    /// ... XLA's: a PJRT plugin (JAX's `jax_plugins/`, a `*pjrt*` or `xla_*` library), whose
    /// own kernels and the oneDNN it links in are created there.
    Xla,
    /// OpenCL (`libOpenCL`, NEO's `libigdrcl`) was on the stack.
    Opencl,
    /// The program called Level Zero itself: its file name (`vector_add`).
    Program(String),
    /// Another library called Level Zero itself: its file name's stem (`libfoo.so.1` is
    /// `foo`).
    Library(String),
    /// The driver's own kernels (NEO's built-ins for `zeCommandListAppendMemoryFill/Copy`),
    /// made by no call of the program.
    Driver,
    /// No stack was recorded, or it held only the runtime.
    Unknown,
}

impl Producer {
    /// Its JSON word, or the program's or library's name: what the views show.
    pub fn name(&self) -> &str {
        match self {
            Producer::SyclAot => "sycl-aot",
            Producer::SyclJit => "sycl-jit",
            Producer::Onednn => "onednn",
            Producer::Onemkl => "onemkl",
            Producer::Triton => "triton",
            Producer::Xla => "xla",
            Producer::Opencl => "opencl",
            Producer::Program(name) | Producer::Library(name) => name,
            Producer::Driver => "driver",
            Producer::Unknown => "unknown",
        }
    }
}

/// Compares with the JSON word of a known producer, as scripts and tests do (a program or a
/// library named by the report equals no word).
impl PartialEq<&str> for Producer {
    fn eq(&self, word: &&str) -> bool {
        !matches!(self, Producer::Program(_) | Producer::Library(_)) && self.name() == *word
    }
}

impl fmt::Display for Producer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

words! {
    /// How aotspy knows a kernel and its ISA, best first.
    IsaFrom {
        /// Seen created: every kernel of a preloaded process.
        Created = "created",
        /// Created before aotspy was injected; its module's whole zebin came from the driver.
        ModuleBinary = "module-binary",
        /// Created before aotspy was injected; its raw ISA alone (no zeInfo) came.
        KernelBinary = "kernel-binary",
        /// Only its name came; the one native image of a mapped file with a kernel of that
        /// name gave its ISA (see `matched_image`).
        MatchedImage = "matched-image",
        /// Only its name came, and no mapped file held it; the one zebin found in the
        /// process's own memory (its heap or anonymous mappings: the driver's copy of its
        /// module, or the program's buffer) with a kernel of that name gave its ISA (see
        /// `matched_image`, whose file is `memory://PID` and offset the address).
        ProcessMemory = "process-memory",
        /// Nothing but the name.
        NameOnly = "name-only",
    }
}

words! {
    /// Why `aotspy attach` stopped watching.
    EndedBy {
        /// `--duration` elapsed; the process keeps running.
        DurationElapsed = "duration-elapsed",
        /// Ctrl-C (or SIGTERM); the process keeps running.
        Interrupted = "interrupted",
        /// The process said Goodbye: its counts are final.
        ProcessExited = "process-exited",
        /// The stream closed without a Goodbye: a crash, `_exit`, or a broken connection.
        StreamClosed = "stream-closed",
    }
}

words! {
    /// Which program wrote a zebin, told by its sections and notes.
    ZebinWriter {
        /// IGC (ocloc, NEO's compiler, SYCL's or Triton's builds): `.note.intelgt.metrics` and a
        /// zebin-version note in `.note.intelgt.compat`.
        Igc = "igc",
        /// An nGEN-style generator (oneDNN, oneMKL's run-time GEMM kernels): a compat note of
        /// the gfx core alone, no metrics note.
        Ngen = "ngen",
        Unknown = "unknown",
    }
}

words! {
    /// How the collector came to search a file the process read.
    FoundBy {
        /// The process had it open when it created the module.
        OpenFile = "open-file",
        /// Its command line named it.
        Argv = "argv",
        /// It is in the process's working directory.
        WorkingDirectory = "working-directory",
    }
}

words! {
    /// The shape of a module's bytes.
    BinaryKind {
        Zebin = "zebin",
        /// ocloc fat binary: an `ar` archive with one member per target.
        Ar = "ar",
        Spirv = "spirv",
        /// The pre-zebin format older drivers produce for JIT modules.
        PatchTokens = "patch-tokens",
        Unknown = "unknown",
    }
}

words! {
    /// What the program passed to `zeModuleCreate`.
    InputFormat {
        Spirv = "spirv",
        Native = "native",
    }
}

words! {
    /// Which bytes of a module a mapped file holds.
    Matched {
        /// The very binary the device runs.
        Native = "native",
        /// What the program passed to `zeModuleCreate`.
        Input = "input",
    }
}

words! {
    /// How a module's ASM was made this run.
    Via {
        /// IGA called in the collector's process.
        InProcess = "in-process",
        /// An `ocloc disasm` process.
        Ocloc = "ocloc",
    }
}

words! {
    /// Which compiler cache a directory is; a match in one wins over those after it.
    CacheKind {
        Sycl = "sycl",
        Triton = "triton",
        Neo = "neo",
    }
}

impl CacheKind {
    /// The cache's name in prose.
    pub fn title(self) -> &'static str {
        match self {
            CacheKind::Sycl => "SYCL",
            CacheKind::Neo => "NEO",
            CacheKind::Triton => "Triton",
        }
    }
}

/// `items` as their words joined by `separator` (`aot+jit`).
pub fn join_words<T: fmt::Display>(items: &[T], separator: &str) -> String {
    items
        .iter()
        .map(T::to_string)
        .collect::<Vec<_>>()
        .join(separator)
}

words! {
    /// Why a call site has Python frames or not: the launching thread's state when sampled.
    PythonState {
        /// No CPython in the process's global scope.
        Absent = "absent",
        /// CPython loaded but not initialized, or already finalized.
        NotInitialized = "not-initialized",
        /// The interpreter was finalizing: its frames are not walked.
        Finalizing = "finalizing",
        /// From an aotspy before protocol 9, which read frames only of a thread holding the
        /// GIL: the thread had released it around the launch.
        GilNotHeld = "gil-not-held",
        /// A free-threaded build (3.13t and later): no Python frames are taken.
        FreeThreaded = "free-threaded",
        /// The site's Python frames are all the launching thread's frames (read whether it
        /// held the GIL or had released it).
        Frames = "frames",
        /// The innermost of the thread's Python frames: its stack was deeper than a sample
        /// keeps (64), or a frame past them could not be read.
        FramesCut = "frames-cut",
        /// The launching thread had no Python frames: a thread a library started (a worker,
        /// an executor), or one running no Python at the time.
        NoPythonThread = "no-python-thread",
        /// A CPython whose frame layout aotspy does not know (3.12, 3.10 and older, newer than
        /// 3.15): only native frames.
        UnknownLayout = "unknown-layout",
        /// The thread's Python frames could not be read.
        Unreadable = "unreadable",
    }
}

words! {
    /// Where a fact of a kernel created before an injection came from (see
    /// [`crate::FactSources`]).
    FactSource {
        /// Its zeInfo, in the zebin of its module (as for every kernel `collect` sees).
        ZeInfo = "ze-info",
        /// The driver's `zeKernelGetProperties`, asked at its first launch after the injection.
        KernelProperties = "kernel-properties",
        /// NEO's register-file-size extension of `zeKernelGetProperties`
        /// (`zex_kernel_register_file_size_exp_t`).
        RegisterFileSize = "register-file-size",
        /// The objects on the stack of its first launch after the injection.
        LaunchStack = "launch-stack",
        /// Its name, found in the device images of the process's mapped files.
        NameMatch = "name-match",
        /// Where its module's bytes were found (a mapped file, a compiler cache).
        ModuleSource = "module-source",
    }
}

words! {
    /// Which memory or image operation (see `DriverOperationEntry`).
    DriverOperation {
        MemoryCopy = "memory-copy",
        MemoryFill = "memory-fill",
        MemoryCopyRegion = "memory-copy-region",
        MemoryCopyFromContext = "memory-copy-from-context",
        ImageCopy = "image-copy",
        ImageCopyRegion = "image-copy-region",
        ImageCopyToMemory = "image-copy-to-memory",
        ImageCopyFromMemory = "image-copy-from-memory",
    }
}

/// `0-3,5,7-8`: ascending ranks with runs shortened.
pub fn ranks_text(ranks: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &rank in ranks {
        match runs.last_mut() {
            Some((_, end)) if *end + 1 == rank => *end = rank,
            _ => runs.push((rank, rank)),
        }
    }
    runs.iter()
        .map(|&(start, end)| match end - start {
            0 => start.to_string(),
            1 => format!("{start},{end}"),
            _ => format!("{start}-{end}"),
        })
        .collect::<Vec<_>>()
        .join(",")
}
