//! What the report says in words, as data: each warning and note is a `kind` a script can act
//! on (with the facts it needs where the situation has them: a pid, a module, a path, a size)
//! and the `text` the views print. In JSON the kind's facts sit beside `kind` and `text`:
//! `{"kind": "no-goodbye", "pid": 12, "counts_complete": false, "text": "pid 12 (…) sent no
//! Goodbye: …"}`. A fact the report holds elsewhere (`stats.unattributed`, `ranks`,
//! `neo_dumps`, a module's `read_from`) is not repeated here.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A problem a reader of the report should know about, also printed to stderr.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    #[serde(flatten)]
    pub kind: WarningKind,
    pub text: String,
}

impl Warning {
    pub fn new(kind: WarningKind, text: impl Into<String>) -> Self {
        Warning {
            kind,
            text: text.into(),
        }
    }
}

/// Why something is missing or how it was decided, on a module or a kernel.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct Note {
    #[serde(flatten)]
    pub kind: NoteKind,
    pub text: String,
}

impl Note {
    pub fn new(kind: NoteKind, text: impl Into<String>) -> Self {
        Note {
            kind,
            text: text.into(),
        }
    }
}

/// What a [`Warning`] is about.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum WarningKind {
    /// An input given to `aotspy report` (a directory) holds no stream.
    InputWithoutStreams { path: String },
    /// A stream file could not be read at all; it was skipped.
    StreamSkipped { path: String },
    /// A compressed stream would have inflated past its budget: what came before was read,
    /// the rest was not.
    StreamCutAtBudget {
        pid: u32,
        path: String,
        budget_bytes: u64,
    },
    /// The same process came in more than one stream (a run directory and its spool): they
    /// were merged.
    ProcessGivenTwice { pid: u32, start_unix_ms: u64 },
    /// Frames of a process's stream did not decode and were skipped; those around them were
    /// read.
    FramesSkipped { pid: u32, frames: u64 },
    /// A process ended without a Goodbye (it ran no exit handlers, or its connection broke);
    /// `counts_complete` when its counters file gave its counts all the same.
    NoGoodbye { pid: u32, counts_complete: bool },
    /// Launches or list runs that no kernel could be given, or entry points left unhooked:
    /// `stats.unattributed` has the counts.
    Unattributed,
    /// Ranks the launcher announced sent nothing: `ranks.missing_ranks` names them.
    RanksMissing,
    /// A module with listed kernels could not be disassembled: its `disassembly` says why.
    DisassemblyFailed { module: String },
    /// NEO dumped binaries that match no captured module and are not its built-ins (see
    /// `neo_dumps`).
    UnmatchedNeoDumps,
    /// A process named a counters file that is not its own; it was ignored.
    CountersFileNotOwn { pid: u32, path: String },
    /// A process's counters file could not be read: its counts are the stream's.
    CountersFileUnreadable { pid: u32 },
    /// A process's counters file could not be copied into `streams/`: a later `aotspy report`
    /// of the run directory lacks it.
    CountersFileNotKept { pid: u32 },
    /// Connections were still open when the report was written: their counts are partial.
    ConnectionsStillOpen { connections: usize },
    /// The `--spool` directory could not be read.
    SpoolUnreadable { path: String },
    /// `aotspy collect -- CMD`: no process of the workload connected.
    NoProcessConnected,
    /// NEO's zebin dumps could not be moved into the report directory.
    NeoDumpsNotCollected,
    /// The workload created no module: how it ended (and, under `--emulate`, whether the
    /// driver's device-less mode works) is in the text.
    NothingCreated,
}

/// What a [`Note`] is about: on a module (`ModuleEntry::notes`) or a kernel
/// (`KernelEntry::notes`), as each variant says.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum NoteKind {
    // Modules: what the native binary is.
    /// Module: its native binary says it is a zebin but does not parse as one.
    ZebinUnreadable,
    /// Module: its native binary is in the pre-zebin patch-tokens format (no SIMD, GRF or
    /// spill metadata).
    PatchTokensBinary,
    /// Module: its binary was sent earlier in the stream, in a frame that never arrived.
    BinaryFrameLost,
    /// Module: the preload could not capture its native binary.
    BinaryNotCaptured,
    /// Module: its native binary is no GPU binary (`native_kind` says what it is).
    NotGpuBinary,
    /// Module: known only through kernels created before aotspy was injected.
    ModuleSeenOnlyBeforeInjection,
    /// Module: its kernels have no source lines (no DWARF line tables that read).
    NoSourceLines,

    // Modules: the evidence that decided a native input's origin.
    /// Module: origin `aot`, from a file the process read and did not map (`read_from`).
    OriginReadFromFile,
    /// Module: origin `generated`, from a compiler cache file written after the process
    /// started (`path`): its own compile.
    OriginOwnCompile { path: String },
    /// Module: origin `generated`, written by an nGEN-style code generator.
    OriginNgenWriter,
    /// Module: origin `generated`, written by IGC and created by `library`, which compiles
    /// kernels at run time.
    OriginRunTimeCompiler { library: String },
    /// Module: origin `aot`, written by IGC, found in no file or cache: built ahead of time and
    /// read from elsewhere.
    OriginIgcFoundNowhere,
    /// Module: origin `generated`, found in no file or cache, and neither IGC's nor nGEN's.
    OriginUnknownWriter,
    /// Module: origin `generated`, found in no file or cache, and not a zebin.
    OriginNotZebin,

    // Kernels: why there is no ASM.
    /// Kernel: its module's zeInfo does not describe it.
    ZeinfoLacksKernel,
    /// Kernel: its module was disassembled, but no ASM was made for this kernel.
    KernelAsmNotMade { module: String },
    /// Kernel: ocloc wrote no ASM for this kernel.
    KernelAsmNotWritten,
    /// Kernel: its ASM could not be read (the disassembler's text is not UTF-8).
    KernelAsmUnreadable,
    /// Kernel: its module was not disassembled (see the module's `disassembly`).
    ModuleNotDisassembled { module: String },
    /// Kernel: only its raw ISA came, and no device is known to disassemble it for.
    RawIsaDeviceUnknown,
    /// Kernel: its raw ISA could not be disassembled.
    RawIsaNotDisassembled,
    /// Kernel: only its raw ISA came (no zeInfo, so no SIMD, GRF or spill figures).
    RawIsaOnly,
    /// Kernel: the driver gave its binary, but it was empty.
    KernelBinaryEmpty,
    /// Kernel: its stream said its module's binary came, but named no module.
    ModuleBinaryUnnamed,
    /// Kernel: the process ended before its stream described the kernel or its module; only
    /// its name and counts survived.
    DescribedOnly,
    /// Kernel: created before the injection and known by name; its images were not searched.
    NameNotSearched,
    /// Kernel: known by name; the process reported no mapped files to look for it in.
    NameNoMappedFiles,
    /// Kernel: known by name; `images` different native images for its device hold a kernel
    /// of that name.
    NameInSeveralImages { images: usize },
    /// Kernel: known by name; only native images for other devices hold it.
    NameOnlyForOtherDevices,
    /// Kernel: known by name; only SPIR-V holds it (the driver compiled it at run time).
    NameOnlyInSpirv,
    /// Kernel: known by name; no device image of the mapped files (or memory searched)
    /// holds it.
    NameInNoImage,
    /// Kernel: known by name; its ISA is that of the one zebin with its name in the process's
    /// memory (`matched_image`).
    IsaFromProcessMemory,
    /// Kernel: known by name; its ISA is that of the one native image with its name in the
    /// mapped files (`matched_image`).
    IsaFromMatchedImage,

    // Kernels: facts and origin.
    /// Kernel: its origin is unknown, created before the injection with no module binary.
    OriginUnknownBeforeInjection,
    /// Kernel: its origin is unknown, the process ended before its stream described the
    /// module.
    OriginUnknownDescribedOnly,
    /// Kernel: its origin (in `origin`) is from the device images its name is in (`files`).
    OriginFromName { files: Vec<String> },
    /// Kernel: `slm_bytes` is unknown; at its first launch after the attach it had
    /// `bytes_at_launch` of SLM, its local-memory arguments included: a bound.
    SlmBoundAtLaunch { bytes_at_launch: u64 },
}

impl NoteKind {
    /// Whether the note says why a kernel has no ASM (its text then starts `no ASM: `).
    pub fn explains_missing_asm(&self) -> bool {
        use NoteKind::*;
        match self {
            KernelAsmNotMade { .. }
            | KernelAsmNotWritten
            | KernelAsmUnreadable
            | ModuleNotDisassembled { .. }
            | RawIsaDeviceUnknown
            | RawIsaNotDisassembled
            | KernelBinaryEmpty
            | ModuleBinaryUnnamed
            | DescribedOnly
            | NameNotSearched
            | NameNoMappedFiles
            | NameInSeveralImages { .. }
            | NameOnlyForOtherDevices
            | NameOnlyInSpirv
            | NameInNoImage => true,
            ZebinUnreadable
            | PatchTokensBinary
            | BinaryFrameLost
            | BinaryNotCaptured
            | NotGpuBinary
            | ModuleSeenOnlyBeforeInjection
            | NoSourceLines
            | OriginReadFromFile
            | OriginOwnCompile { .. }
            | OriginNgenWriter
            | OriginRunTimeCompiler { .. }
            | OriginIgcFoundNowhere
            | OriginUnknownWriter
            | OriginNotZebin
            | ZeinfoLacksKernel
            | RawIsaOnly
            | IsaFromProcessMemory
            | IsaFromMatchedImage
            | OriginUnknownBeforeInjection
            | OriginUnknownDescribedOnly
            | OriginFromName { .. }
            | SlmBoundAtLaunch { .. } => false,
        }
    }
}
