//! The stream a preloaded process sends to the collector, or writes to its spool file.
//!
//! A stream is a fixed preamble (`MAGIC` then the protocol version, little endian), so that a
//! version mismatch is detected before anything is decoded, followed by frames: a `u32` little
//! endian length and that many bytes of a postcard-encoded [`Event`]. The first event is always
//! [`Event::Hello`]. The same bytes go over the Unix socket and into spool files. Readers use
//! [`StreamReader`], which decodes this protocol and the previous one, and passes over a frame
//! it cannot decode.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::sync::Arc;

pub const MAGIC: [u8; 8] = *b"AOTSPY\0\x01";
/// 2: `Summary` and `MappedFiles` events. 3: `Unattributed`, `Counters`. 4: `Module::callers`,
/// `Hello::cache_env`, `Module::native_sha256`; a process sends each native binary once,
/// repeats carry the hash. 5: `Module::input_sha256s`. 6: `Injected` and `FoundKernel` (events
/// added at the end only, so a version 5 stream decodes unchanged). 7: `CallSite` and
/// `FoundKernelFacts`, at the end too. 8: `DriverOperation`, at the end. 9: `PythonState`'s
/// `NoPythonThread`, `UnknownLayout`, `Unreadable` and `FramesCut`, at the end (frames read
/// with the GIL released too). (4 never left this repository.)
pub const PROTOCOL_VERSION: u32 = 9;
/// The oldest protocol [`StreamReader`] still decodes: 5 to 9 differ only in events and
/// variants added at the end, so one decoder reads them all.
pub const OLDEST_READABLE_VERSION: u32 = 5;
/// `MAGIC` then the version: what precedes the first frame.
pub const PREAMBLE_BYTES: usize = MAGIC.len() + 4;
/// Larger frames are refused: no module binary comes near this, a hostile length prefix does.
pub const MAX_FRAME_BYTES: u32 = 1 << 30;
/// What [`read_frame`] allocates for a body up front; larger bodies grow as their bytes arrive.
const FRAME_READ_CHUNK: u32 = 1 << 20;
/// Suffix of spool files, one per process.
pub const SPOOL_SUFFIX: &str = "aotspy";

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub enum Event {
    Hello(Hello),
    Device(Device),
    Module(Module),
    Kernel(Kernel),
    /// Cumulative dispatch counts of the kernels that changed since the last flush.
    Dispatches(Vec<DispatchTotal>),
    /// Something the preload could not capture, said once, for the report.
    Diagnostic(String),
    /// The process reached exit (not sent on `_exit` or a crash).
    Goodbye,
    /// A dormant process's answer to a [`CONTROL_SUMMARY`] request, after its hello.
    Summary(Summary),
    /// Files the process maps executable (`/proc/self/maps`) that no earlier `MappedFiles`
    /// named, sent after a module was created: where its bytes may have come from.
    MappedFiles(Vec<String>),
    /// What the preload saw run but could not attribute to a kernel, cumulative like
    /// `Dispatches` and sent with them when it changed.
    Unattributed(Unattributed),
    /// The process's durable counters file (see [`counters`]), sent right after `Hello`: the
    /// counts its launches left there, final once the process is gone however it ended.
    Counters(String),
    /// Sent right after `Hello` when libaotspy was not preloaded but injected into the running
    /// process by `aotspy attach` (see [`inject`]): only what happens after `at_unix_ms` is seen.
    Injected(Injected),
    /// A kernel created before the injection, identified at its first launch after it. Its
    /// dispatches are reported under `id` like any kernel's.
    FoundKernel(FoundKernel),
    /// The launching thread's stack at a sampled launch of a kernel (see [`callsite`]).
    CallSite(callsite::CallSiteSample),
    /// What the driver and the launching stack told of a [`FoundKernel`], sent right after it:
    /// the facts `collect` reads from zeInfo and the module's creation, for a kernel whose
    /// zeInfo and creation an attach did not see.
    FoundKernelFacts(FoundKernelFacts),
    /// A memory or image operation that the driver, not a kernel of the program, carries out,
    /// counted like a kernel under `id` from its first append on (see [`DriverOperation`]).
    DriverOperation(DriverOperationRecord),
}

/// See [`Event::DriverOperation`].
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DriverOperationRecord {
    /// Per-process id, from the kernels' id space: its counts and call sites come under it.
    pub id: u64,
    pub operation: DriverOperation,
}

/// A Level Zero append that copies or fills memory. The driver runs it on a copy engine or as
/// one to three of its built-in kernels (NEO's `FillBuffer*`, `CopyBuffer*`), so what is
/// counted is appends of the operation (per execution, on a regular list), not kernels.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DriverOperation {
    MemoryCopy,
    MemoryFill,
    MemoryCopyRegion,
    MemoryCopyFromContext,
    ImageCopy,
    ImageCopyRegion,
    /// `zeCommandListAppendImageCopyToMemory` and its `Ext` variant.
    ImageCopyToMemory,
    /// `zeCommandListAppendImageCopyFromMemory` and its `Ext` variant.
    ImageCopyFromMemory,
}

impl DriverOperation {
    pub const ALL: [DriverOperation; 8] = [
        DriverOperation::MemoryCopy,
        DriverOperation::MemoryFill,
        DriverOperation::MemoryCopyRegion,
        DriverOperation::MemoryCopyFromContext,
        DriverOperation::ImageCopy,
        DriverOperation::ImageCopyRegion,
        DriverOperation::ImageCopyToMemory,
        DriverOperation::ImageCopyFromMemory,
    ];

    /// The Level Zero function whose appends are counted (without the `Ext` variants' suffix).
    pub const fn function(self) -> &'static str {
        match self {
            DriverOperation::MemoryCopy => "zeCommandListAppendMemoryCopy",
            DriverOperation::MemoryFill => "zeCommandListAppendMemoryFill",
            DriverOperation::MemoryCopyRegion => "zeCommandListAppendMemoryCopyRegion",
            DriverOperation::MemoryCopyFromContext => "zeCommandListAppendMemoryCopyFromContext",
            DriverOperation::ImageCopy => "zeCommandListAppendImageCopy",
            DriverOperation::ImageCopyRegion => "zeCommandListAppendImageCopyRegion",
            DriverOperation::ImageCopyToMemory => "zeCommandListAppendImageCopyToMemory",
            DriverOperation::ImageCopyFromMemory => "zeCommandListAppendImageCopyFromMemory",
        }
    }

    /// Its index in [`DriverOperation::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// See [`Event::FoundKernelFacts`].
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq, Default)]
pub struct FoundKernelFacts {
    /// The [`FoundKernel::id`] these are of.
    pub kernel: u64,
    /// `zeKernelGetProperties`; `None` when the driver has no such entry or it failed.
    pub properties: Option<KernelProperties>,
    /// The objects on the stack of the kernel's first launch after the injection, innermost
    /// first, as [`Module::callers`] (the library that launches a kernel is, for a library's
    /// own kernels, the one that created its module).
    pub launch_callers: Vec<String>,
}

/// What `zeKernelGetProperties` gives, in its units.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KernelProperties {
    /// `maxSubgroupSize`: NEO gives the SIMD width the kernel was compiled for.
    pub max_subgroup_size: u32,
    /// `requiredSubgroupSize`, 0 when none is required.
    pub required_subgroup_size: u32,
    /// Bytes per hardware thread, as zeInfo's `spill_size`.
    pub spill_bytes: u32,
    /// Bytes per work-item (`privateMemSize`), as zeInfo's `private_size`.
    pub private_bytes: u32,
    /// Shared local memory per work-group (`localMemSize`): NEO 22 gives zeInfo's `slm_size`,
    /// later NEOs add what the local-memory arguments of the current launch asked for.
    pub slm_bytes: u32,
    /// NEO's register-file-size extension (its `zex_kernel_register_file_size_exp_t`): the
    /// kernel's GRF count; `None` when the driver left it unset (it does not know the
    /// extension).
    pub grf: Option<u32>,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct Injected {
    /// When the hooks were prepared (milliseconds since the Unix epoch).
    pub at_unix_ms: u64,
    /// The libaotspy.so that was loaded.
    pub library: String,
}

/// How the ISA of a kernel created before the injection was obtained.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FoundIsa {
    /// The whole zebin of its module (`zeKernelGetModuleHandleExt`, then
    /// `zeModuleGetNativeBinary`), sent as a [`Module`] event whose id [`FoundKernel::module`]
    /// names.
    ModuleBinary,
    /// The kernel's own raw ISA from `zeKernelGetBinaryExp`, without zeInfo: in
    /// [`FoundKernel::isa`].
    KernelBinary,
    /// The driver gave neither: only the name is known (the collector may still match it
    /// against the images of the process's mapped libraries).
    NameOnly,
}

impl FoundIsa {
    pub fn as_str(self) -> &'static str {
        match self {
            FoundIsa::ModuleBinary => "module-binary",
            FoundIsa::KernelBinary => "kernel-binary",
            FoundIsa::NameOnly => "name-only",
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct FoundKernel {
    /// Per-process kernel id, as [`Kernel::id`].
    pub id: u64,
    /// `zeKernelGetName`; empty if even that failed.
    pub name: String,
    /// The device of its module where known ([`Device::id`]).
    pub device: Option<u32>,
    pub isa_from: FoundIsa,
    /// With [`FoundIsa::ModuleBinary`]: the [`Module`] event carrying the zebin.
    pub module: Option<u64>,
    /// With [`FoundIsa::KernelBinary`]: the raw ISA bytes.
    pub isa: Binary,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Unattributed {
    /// Launches of kernel handles never seen created (made before the preload was engaged, or
    /// through a path it does not hook).
    pub unknown_kernel_launches: u64,
    /// Command lists never seen created, each time one was executed or appended to an
    /// immediate list: launches appended to them counted once, at append, however often they
    /// ran.
    pub unknown_list_runs: u64,
    /// Table entries and extension functions left unhooked because every hook slot was taken:
    /// calls through them are not seen at all.
    pub unhooked_entries: u64,
}

impl Unattributed {
    pub fn is_empty(&self) -> bool {
        *self == Unattributed::default()
    }
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    pub modules: u64,
    pub kernels: u64,
    pub dispatches: u64,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Hello {
    pub pid: u32,
    pub ppid: u32,
    pub argv: Vec<String>,
    pub exe: String,
    /// Milliseconds since the Unix epoch when the preload engaged; with `pid` it names the process.
    pub start_unix_ms: u64,
    pub hostname: String,
    /// The rank a parallel launcher (torchrun, MPI, Slurm) gave the process, if any.
    pub rank: Option<LauncherRank>,
    /// The variables of [`CACHE_ENV`] that are set in the process, as (name, value): where its
    /// compiler caches are, which the collector searches for the native binaries it loaded.
    pub cache_env: Vec<(String, String)>,
}

/// What locates the compiler caches a process may load native binaries from: SYCL's
/// persistent cache (`SYCL_CACHE_DIR`, else `$XDG_CACHE_HOME/libsycl_cache`, else
/// `$HOME/.cache/libsycl_cache`), NEO's (`NEO_CACHE_DIR`, else `$XDG_CACHE_HOME/neo_compiler_cache`,
/// else `$HOME/.cache/neo_compiler_cache`) and Triton's (`TRITON_CACHE_DIR`, else
/// `$TRITON_HOME/.triton/cache`, else `$HOME/.triton/cache`).
pub const CACHE_ENV: [&str; 6] = [
    "HOME",
    "XDG_CACHE_HOME",
    "SYCL_CACHE_DIR",
    "NEO_CACHE_DIR",
    "TRITON_CACHE_DIR",
    "TRITON_HOME",
];

/// A process's place in a parallel job, read from its launcher's environment variables.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct LauncherRank {
    pub rank: u32,
    /// The variable the rank came from (`RANK`, `PMI_RANK`, `SLURM_PROCID`, ...): launchers
    /// differ in what a rank means, so readers can tell which one they see.
    pub variable: String,
    /// torchrun's `LOCAL_RANK`: the rank among the processes on this host.
    pub local_rank: Option<u32>,
    /// torchrun's `WORLD_SIZE`: how many ranks the job has.
    pub world_size: Option<u32>,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Device {
    /// Per-process id, referenced by [`Module::device`].
    pub id: u32,
    pub name: String,
    pub vendor_id: u32,
    pub device_id: u32,
    /// `ze_device_ip_version_ext_t::ipVersion`, where the driver offers it.
    pub ip_version: Option<u32>,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputFormat {
    Spirv,
    Native,
}

/// The shape of the bytes a module was created from.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinaryKind {
    Zebin,
    /// ocloc fat binary: an `ar` archive with one member per target.
    Ar,
    Spirv,
    /// The pre-zebin "patch tokens" format older drivers produce for JIT modules.
    PatchTokens,
    Unknown,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// Native input that the driver runs as it was given.
    Aot,
    /// Compiled by the driver from SPIR-V.
    Jit,
    /// Native input that the driver rebuilt: what runs matches nothing in the input.
    AotRebuilt,
}

impl Origin {
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::Aot => "aot",
            Origin::Jit => "jit",
            Origin::AotRebuilt => "aot-rebuilt",
        }
    }
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Module {
    /// Per-process id, referenced by [`Kernel::module`].
    pub id: u64,
    pub device: Option<u32>,
    pub input_format: InputFormat,
    pub input_kind: BinaryKind,
    /// SHA-256 of the input; of all inputs concatenated for a multi-input program.
    pub input_sha256: String,
    /// For a multi-input program, the SHA-256 of each input, in order (each may come from a
    /// different library); empty for a single input, whose hash is `input_sha256`.
    pub input_sha256s: Vec<String>,
    pub input_bytes: u64,
    /// How many SPIR-V inputs a `ze_module_program_exp_desc_t` carried; 1 otherwise.
    pub input_count: u32,
    pub origin: Origin,
    /// For AR input: the member the driver selected.
    pub ar_member: Option<String>,
    pub build_flags: String,
    /// SHA-256 of the native binary, hashed by the preload's transport thread (never on the
    /// application's thread); `None` when the preload could not capture the binary.
    pub native_sha256: Option<String>,
    /// What `zeModuleGetNativeBinary` returned: the code the device runs. Sent once per
    /// process and stream: a later module with the same code carries only `native_sha256`, and
    /// an empty binary here.
    pub native_binary: Binary,
    /// The shared objects (paths; the program's own executable too) on the call stack of its
    /// `zeModuleCreate`, innermost first, the preload itself left out, consecutive frames of
    /// one object collapsed; at most [`MAX_CALLERS`]. Empty when the stack could not be taken.
    pub callers: Vec<String>,
}

/// A module's native binary, shared rather than copied: the preload's driver call writes
/// into it, and the collector decodes a frame into one, which captures, the model and the
/// disassembly then share. Encoded as postcard bytes, as `serde_bytes` encodes a `Vec<u8>`.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Binary(Arc<[u8]>);

impl Binary {
    /// `len` zero bytes to fill in place (through [`Binary::get_mut`]) before sharing.
    pub fn zeroed(len: usize) -> Binary {
        Binary(std::iter::repeat_n(0, len).collect())
    }

    /// The bytes to fill, while nothing else shares them.
    pub fn get_mut(&mut self) -> Option<&mut [u8]> {
        Arc::get_mut(&mut self.0)
    }
}

impl std::ops::Deref for Binary {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0
    }
}

impl From<&[u8]> for Binary {
    fn from(bytes: &[u8]) -> Binary {
        Binary(Arc::from(bytes))
    }
}

impl From<Vec<u8>> for Binary {
    fn from(bytes: Vec<u8>) -> Binary {
        Binary(Arc::from(bytes))
    }
}

/// The length only: binaries run to megabytes, and debug output (a failed assertion, the fuzz
/// target's) should stay readable.
impl std::fmt::Debug for Binary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Binary({} bytes)", self.0.len())
    }
}

impl Serialize for Binary {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(&self.0)
    }
}

impl<'de> Deserialize<'de> for Binary {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Binary, D::Error> {
        struct BinaryVisitor;
        impl serde::de::Visitor<'_> for BinaryVisitor {
            type Value = Binary;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("bytes")
            }
            // Postcard lends the frame's bytes: they are copied once, into the shared buffer.
            fn visit_bytes<E: serde::de::Error>(self, bytes: &[u8]) -> Result<Binary, E> {
                Ok(Binary::from(bytes))
            }
        }
        deserializer.deserialize_bytes(BinaryVisitor)
    }
}

pub mod callsite;
pub mod inject;

/// At most this many objects in [`Module::callers`]: the library that asked for a module is
/// within a few objects of the driver; the rest of a deep stack says nothing more.
pub const MAX_CALLERS: usize = 24;

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Kernel {
    /// Per-process id; a handle the driver reuses after destroy gets a new id.
    pub id: u64,
    pub module: u64,
    /// As passed to `zeKernelCreate`.
    pub name: String,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DispatchTotal {
    pub kernel: u64,
    pub dispatches: u64,
}

#[derive(Debug)]
pub enum ReadError {
    Io(io::Error),
    BadMagic,
    VersionMismatch {
        theirs: u32,
    },
    FrameTooLarge(u32),
    /// The stream ended inside a frame.
    Truncated,
    Decode(postcard::Error),
}

/// Which aotspy wrote a stream of a protocol this one cannot read, for the message that says
/// what to do with it.
fn writer_of(version: u32) -> &'static str {
    match version {
        1 => "aotspy 0.1.0 before the Summary and MappedFiles events",
        2 => "aotspy 0.1.0 before durable counters files",
        3 => "aotspy 0.1.0 before binaries were sent once",
        v if v > PROTOCOL_VERSION => "an aotspy newer than this one",
        _ => "an aotspy this one does not know",
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "read failed: {e}"),
            ReadError::BadMagic => write!(f, "not an aotspy stream (bad magic)"),
            ReadError::VersionMismatch { theirs } => write!(
                f,
                "written by protocol {theirs} ({}), and this aotspy reads protocols \
                 {OLDEST_READABLE_VERSION} to {PROTOCOL_VERSION}: render it with the aotspy build \
                 that wrote it (the aotspy beside the libaotspy.so the program ran with)",
                writer_of(*theirs)
            ),
            ReadError::FrameTooLarge(n) => {
                write!(
                    f,
                    "frame of {n} bytes exceeds the {MAX_FRAME_BYTES}-byte limit"
                )
            }
            ReadError::Truncated => write!(f, "stream ends inside a frame (truncated)"),
            ReadError::Decode(e) => write!(f, "undecodable frame: {e}"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        ReadError::Io(e)
    }
}

pub fn write_preamble(w: &mut impl Write) -> io::Result<()> {
    let mut preamble = [0u8; PREAMBLE_BYTES];
    preamble[..MAGIC.len()].copy_from_slice(&MAGIC);
    preamble[MAGIC.len()..].copy_from_slice(&PROTOCOL_VERSION.to_le_bytes());
    w.write_all(&preamble)
}

/// Reads the preamble; returns the protocol version of the stream, one this reader decodes.
pub fn read_preamble(r: &mut impl Read) -> Result<u32, ReadError> {
    let mut preamble = [0u8; PREAMBLE_BYTES];
    read_exact_or_truncated(r, &mut preamble)?;
    if preamble[..MAGIC.len()] != MAGIC {
        return Err(ReadError::BadMagic);
    }
    let theirs = u32::from_le_bytes(preamble[MAGIC.len()..].try_into().expect("4 bytes"));
    if !(OLDEST_READABLE_VERSION..=PROTOCOL_VERSION).contains(&theirs) {
        return Err(ReadError::VersionMismatch { theirs });
    }
    Ok(theirs)
}

/// Encodes one frame (length prefix included) into a buffer, so a writer can send it whole.
pub fn encode_frame(event: &Event) -> Vec<u8> {
    let mut body = postcard::to_extend(event, vec![0u8; 4]).expect("Vec writer cannot fail");
    let len = (body.len() - 4) as u32;
    body[..4].copy_from_slice(&len.to_le_bytes());
    body
}

pub fn write_frame(w: &mut impl Write, event: &Event) -> io::Result<()> {
    w.write_all(&encode_frame(event))
}

/// Reads the next frame of this protocol version; `Ok(None)` at a clean end of stream. After
/// a `Decode` error the reader stands at the next frame (see [`StreamReader`]).
pub fn read_frame(r: &mut impl Read) -> Result<Option<Event>, ReadError> {
    match read_frame_body(r, MAX_FRAME_BYTES)? {
        Some(Frame::Body(body)) => postcard::from_bytes(&body)
            .map(Some)
            .map_err(ReadError::Decode),
        Some(Frame::PassedOver(_)) => unreachable!("no frame is over MAX_FRAME_BYTES here"),
        None => Ok(None),
    }
}

/// A frame as [`read_frame_body`] read it.
enum Frame {
    Body(Vec<u8>),
    /// A frame of this many bytes, over the reader's limit, read past unkept.
    PassedOver(u32),
}

/// Reads the next frame's body, undecoded; `Ok(None)` at a clean end of stream (between
/// frames). A body over `keep` bytes (and within [`MAX_FRAME_BYTES`]) is read past, never held.
fn read_frame_body(r: &mut impl Read, keep: u32) -> Result<Option<Frame>, ReadError> {
    let mut len = [0u8; 4];
    let mut got = 0;
    while got < 4 {
        match r.read(&mut len[got..]) {
            Ok(0) if got == 0 => return Ok(None),
            Ok(0) => return Err(ReadError::Truncated),
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    let len = u32::from_le_bytes(len);
    if len > MAX_FRAME_BYTES {
        return Err(ReadError::FrameTooLarge(len));
    }
    if len > keep {
        let read = io::copy(&mut r.take(u64::from(len)), &mut io::sink())?;
        if read < u64::from(len) {
            return Err(ReadError::Truncated);
        }
        return Ok(Some(Frame::PassedOver(len)));
    }
    // Grow the body as bytes arrive rather than trusting the prefix: a corrupt or hostile
    // length must not allocate up to MAX_FRAME_BYTES before the stream proves it has them.
    let mut body = Vec::with_capacity(len.min(FRAME_READ_CHUNK) as usize);
    r.take(u64::from(len)).read_to_end(&mut body)?;
    if body.len() < len as usize {
        return Err(ReadError::Truncated);
    }
    Ok(Some(Frame::Body(body)))
}

/// Frames a [`StreamReader`] passed over because they did not decode.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SkippedFrames {
    pub count: u64,
    /// Why the first of them did not decode.
    pub first_error: Option<String>,
}

/// Reads a stream's events: a frame that does not decode (a corrupt byte, an event this
/// build does not know) is skipped, since its length prefix says where the next begins, and
/// counted in [`StreamReader::skipped`]. A length over [`MAX_FRAME_BYTES`], a stream that
/// ends inside a frame and a failing read end the stream: nothing after them can be trusted
/// to start at a frame. A frame over the reader's own limit ([`StreamReader::keeping_frames_up_to`])
/// is read past and counted as skipped.
pub struct StreamReader<R> {
    inner: R,
    version: u32,
    skipped: SkippedFrames,
    keep: u32,
}

impl<R: Read> StreamReader<R> {
    /// Reads the preamble: refuses what is no aotspy stream, or one of a protocol this build
    /// cannot read.
    pub fn open(mut inner: R) -> Result<Self, ReadError> {
        let version = read_preamble(&mut inner)?;
        Ok(StreamReader::after_preamble(inner, version))
    }

    /// Reads frames of protocol `version` from `inner`, whose preamble was already read.
    pub fn after_preamble(inner: R, version: u32) -> Self {
        StreamReader {
            inner,
            version,
            skipped: SkippedFrames::default(),
            keep: MAX_FRAME_BYTES,
        }
    }

    /// Frames over `bytes` (such as a module's binary larger than a reader will hold) are read
    /// past, unkept, and counted as skipped, rather than held.
    pub fn keeping_frames_up_to(mut self, bytes: u32) -> Self {
        self.keep = bytes.min(MAX_FRAME_BYTES);
        self
    }

    /// The next event that decodes; `Ok(None)` at a clean end of stream.
    pub fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        while let Some(frame) = read_frame_body(&mut self.inner, self.keep)? {
            let body = match frame {
                Frame::Body(body) => body,
                Frame::PassedOver(len) => {
                    self.skipped.count += 1;
                    let keep = self.keep;
                    self.skipped.first_error.get_or_insert_with(|| {
                        format!("a frame of {len} bytes, more than the {keep} this reader keeps")
                    });
                    continue;
                }
            };
            match postcard::from_bytes(&body) {
                Ok(event) => return Ok(Some(event)),
                Err(e) => {
                    self.skipped.count += 1;
                    self.skipped
                        .first_error
                        .get_or_insert_with(|| e.to_string());
                }
            }
        }
        Ok(None)
    }

    pub fn version(&self) -> u32 {
        self.version
    }

    pub fn skipped(&self) -> &SkippedFrames {
        &self.skipped
    }

    pub fn into_inner(self) -> R {
        self.inner
    }
}

fn read_exact_or_truncated(r: &mut impl Read, buf: &mut [u8]) -> Result<(), ReadError> {
    r.read_exact(buf).map_err(|e| match e.kind() {
        io::ErrorKind::UnexpectedEof => ReadError::Truncated,
        _ => ReadError::Io(e),
    })
}

/// The per-user directory both sides know without configuration: `/tmp/aotspy-<uid>`.
pub fn user_dir(uid: u32) -> PathBuf {
    PathBuf::from(format!("/tmp/aotspy-{uid}"))
}

/// Where a listening `aotspy collect` waits, unless `AOTSPY_SOCKET` says otherwise.
pub fn default_socket_path(uid: u32) -> PathBuf {
    user_dir(uid).join("collector.sock")
}

/// Where the preload writes its stream when no collector answers, unless `AOTSPY_OUT` says.
pub fn default_spool_dir(uid: u32) -> PathBuf {
    user_dir(uid).join("spool")
}

/// A dormant process (preloaded, no collector) listens here so `aotspy attach` and `aotspy ps`
/// can reach it: `/tmp/aotspy-<uid>/proc/<pid>.sock`.
pub fn control_socket_path(uid: u32, pid: u32) -> PathBuf {
    user_dir(uid).join("proc").join(format!("{pid}.sock"))
}

/// First byte a client sends on a control socket: stream everything captured so far, then
/// live events, as one ordinary stream (preamble, hello, frames). Dispatch totals arrive as
/// `Dispatches` frames; the first one is the state at attach time.
pub const CONTROL_ATTACH: u8 = b'A';
/// First byte for a one-shot answer: preamble, hello, then one [`Event::Summary`].
pub const CONTROL_SUMMARY: u8 = b'S';

/// Beside a spool stream `<pid>-<start>.aotspy`: the process's durable counters file (see
/// [`counters`]), whichever way its stream went.
pub const COUNTS_SUFFIX: &str = "counts";

pub mod counters;

/// Beside the counters file `<pid>-<start>.counts`: the process's kernel descriptions file (see
/// [`descriptions`]).
pub const DESCRIPTIONS_SUFFIX: &str = "kernels";

pub mod descriptions;

pub mod launchers;

pub const ENV_SOCKET: &str = "AOTSPY_SOCKET";
pub const ENV_OUT: &str = "AOTSPY_OUT";
pub const ENV_DISABLE: &str = "AOTSPY_DISABLE";
pub const ENV_NEO_DUMP: &str = "AOTSPY_NEO_DUMP";
/// `0`: the preload takes no call-site samples (a measurement switch: what they cost).
pub const ENV_CALLSITES: &str = "AOTSPY_CALLSITES";
/// Which of `collect`'s during-run workers run (a measurement switch): a comma-separated list of
/// `asm`, `scan` and `symbols`, or `none`; unset, all three. What is left out, the report does
/// after the run.
pub const ENV_DURING_RUN: &str = "AOTSPY_DURING_RUN";
/// Set by `aotspy collect --emulate DEVICE` (to DEVICE) for the workload: the preload then works
/// around what device-less NEO cannot do (memory residency), and says so. Never set otherwise.
pub const ENV_EMULATED: &str = "AOTSPY_EMULATED";

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_module() -> Event {
        Event::Module(Module {
            id: 7,
            device: Some(0),
            input_format: InputFormat::Native,
            input_kind: BinaryKind::Ar,
            input_sha256: "ab".repeat(32),
            input_sha256s: Vec::new(),
            input_bytes: 1234,
            input_count: 1,
            origin: Origin::Aot,
            ar_member: Some("pvc.bin".into()),
            build_flags: String::new(),
            native_sha256: Some("cd".repeat(32)),
            native_binary: Binary::from(&[0x7f, b'E', b'L', b'F', 0, 1, 2][..]),
            callers: vec!["/usr/lib/libze_loader.so.1".into(), "/bin/a".into()],
        })
    }

    #[test]
    fn round_trip_stream() {
        let mut buf = Vec::new();
        write_preamble(&mut buf).unwrap();
        let events = [
            Event::Hello(Hello {
                pid: 1,
                ppid: 0,
                argv: vec!["a".into()],
                exe: "/bin/a".into(),
                start_unix_ms: 5,
                hostname: "h".into(),
                rank: Some(LauncherRank {
                    rank: 1,
                    variable: "RANK".into(),
                    local_rank: Some(1),
                    world_size: Some(2),
                }),
                cache_env: vec![("HOME".into(), "/home/a".into())],
            }),
            sample_module(),
            Event::Dispatches(vec![DispatchTotal {
                kernel: 3,
                dispatches: 4,
            }]),
            Event::Goodbye,
        ];
        for e in &events {
            write_frame(&mut buf, e).unwrap();
        }
        let mut r = &buf[..];
        assert_eq!(read_preamble(&mut r).unwrap(), PROTOCOL_VERSION);
        for e in &events {
            assert_eq!(read_frame(&mut r).unwrap().as_ref(), Some(e));
        }
        assert!(read_frame(&mut r).unwrap().is_none());
    }

    /// The preamble of this protocol, then `frames` as raw bytes.
    fn stream_of(frames: &[&[u8]]) -> Vec<u8> {
        let mut bytes = b"AOTSPY\0\x01\x05\0\0\0".to_vec();
        frames.iter().for_each(|f| bytes.extend_from_slice(f));
        bytes
    }

    /// Golden bytes: Goodbye (variant 6) and Diagnostic("ok") (variant 5, a 2-byte string) are
    /// what they encode to; between and after them, a body that is no event and an event of a
    /// variant this build does not know.
    const GOODBYE: &[u8] = b"\x01\0\0\0\x06";
    const DIAGNOSTIC_OK: &[u8] = b"\x04\0\0\0\x05\x02ok";
    const GARBAGE: &[u8] = b"\x03\0\0\0\xff\xff\xff";
    const UNKNOWN_VARIANT: &[u8] = b"\x01\0\0\0\x7f";

    fn read_all<R: Read>(reader: &mut StreamReader<R>) -> (Vec<Event>, Option<ReadError>) {
        let mut events = Vec::new();
        loop {
            match reader.next_event() {
                Ok(Some(event)) => events.push(event),
                Ok(None) => return (events, None),
                Err(e) => return (events, Some(e)),
            }
        }
    }

    #[test]
    fn undecodable_frames_are_skipped_and_counted() {
        assert_eq!(encode_frame(&Event::Goodbye), GOODBYE);
        assert_eq!(encode_frame(&Event::Diagnostic("ok".into())), DIAGNOSTIC_OK);
        let bytes = stream_of(&[GOODBYE, GARBAGE, DIAGNOSTIC_OK, UNKNOWN_VARIANT, GOODBYE]);
        let mut reader = StreamReader::open(&bytes[..]).unwrap();
        let (events, error) = read_all(&mut reader);
        assert!(error.is_none(), "{error:?}");
        assert_eq!(
            events,
            [
                Event::Goodbye,
                Event::Diagnostic("ok".into()),
                Event::Goodbye
            ]
        );
        assert_eq!(reader.skipped().count, 2);
        assert!(reader.skipped().first_error.is_some());
    }

    /// A frame over the reader's own limit (a module larger than it holds) is read past, never
    /// held, and counted; the frames after it are read; one cut short still ends the stream.
    #[test]
    fn frames_over_the_readers_limit_are_passed_over() {
        let big = encode_frame(&Event::Diagnostic("x".repeat(100)));
        let bytes = stream_of(&[DIAGNOSTIC_OK, &big, GOODBYE]);
        let mut reader = StreamReader::open(&bytes[..])
            .unwrap()
            .keeping_frames_up_to(50);
        let (events, error) = read_all(&mut reader);
        assert!(error.is_none(), "{error:?}");
        assert_eq!(events, [Event::Diagnostic("ok".into()), Event::Goodbye]);
        assert_eq!(reader.skipped().count, 1);
        assert_eq!(
            reader.skipped().first_error.as_deref(),
            Some("a frame of 102 bytes, more than the 50 this reader keeps")
        );
        let cut = stream_of(&[&big[..60]]);
        let mut reader = StreamReader::open(&cut[..])
            .unwrap()
            .keeping_frames_up_to(50);
        assert!(matches!(
            read_all(&mut reader).1,
            Some(ReadError::Truncated)
        ));
    }

    /// A truncated frame or an impossible length still ends the stream, after what came before.
    #[test]
    fn truncation_and_giant_lengths_end_the_stream() {
        let cut = stream_of(&[GARBAGE, DIAGNOSTIC_OK, &DIAGNOSTIC_OK[..6]]);
        let mut reader = StreamReader::open(&cut[..]).unwrap();
        let (events, error) = read_all(&mut reader);
        assert_eq!(events, [Event::Diagnostic("ok".into())]);
        assert!(matches!(error, Some(ReadError::Truncated)), "{error:?}");
        assert_eq!(reader.skipped().count, 1);

        let giant = stream_of(&[DIAGNOSTIC_OK, &u32::MAX.to_le_bytes(), GOODBYE]);
        let (events, error) = read_all(&mut StreamReader::open(&giant[..]).unwrap());
        assert_eq!(events, [Event::Diagnostic("ok".into())]);
        assert!(matches!(error, Some(ReadError::FrameTooLarge(u32::MAX))));
    }

    /// Protocol 3 (and the development state 4) is refused, naming the aotspy that wrote it.
    #[test]
    fn protocol_3_streams_are_refused() {
        for (version, writer) in [
            (3u32, "aotspy 0.1.0 before binaries were sent once"),
            (4, "an aotspy this one does not know"),
        ] {
            let mut stream = MAGIC.to_vec();
            stream.extend_from_slice(&version.to_le_bytes());
            let refusal = StreamReader::open(&stream[..]).err().unwrap().to_string();
            assert!(
                refusal.starts_with(&format!("written by protocol {version} ({writer})"))
                    && refusal.contains(&format!("reads protocols 5 to {PROTOCOL_VERSION}")),
                "{refusal}"
            );
        }
    }

    #[test]
    fn module_is_variant_2() {
        assert_eq!(encode_frame(&sample_module())[4], 2);
    }

    #[test]
    fn refuses_bad_input() {
        let mut wrong_version = MAGIC.to_vec();
        wrong_version.extend_from_slice(&99u32.to_le_bytes());
        assert!(matches!(
            read_preamble(&mut &wrong_version[..]),
            Err(ReadError::VersionMismatch { theirs: 99 })
        ));
        let mut protocol_2 = MAGIC.to_vec();
        protocol_2.extend_from_slice(&2u32.to_le_bytes());
        let refusal = StreamReader::open(&protocol_2[..])
            .err()
            .unwrap()
            .to_string();
        assert!(
            refusal.starts_with("written by protocol 2 (aotspy 0.1.0 before durable counters")
                && refusal.contains("render it with the aotspy build that wrote it"),
            "{refusal}"
        );
        assert!(matches!(
            read_preamble(&mut &b"GARBAGE!GARB"[..]),
            Err(ReadError::BadMagic)
        ));
        let giant = u32::MAX.to_le_bytes();
        assert!(matches!(
            read_frame(&mut &giant[..]),
            Err(ReadError::FrameTooLarge(_))
        ));
        let frame = encode_frame(&sample_module());
        assert!(matches!(
            read_frame(&mut &frame[..frame.len() - 1]),
            Err(ReadError::Truncated)
        ));
        assert!(matches!(
            read_frame(&mut &frame[..2]),
            Err(ReadError::Truncated)
        ));
        let garbage = [3u8, 0, 0, 0, 0xff, 0xff, 0xff];
        assert!(matches!(
            read_frame(&mut &garbage[..]),
            Err(ReadError::Decode(_))
        ));
    }

    /// A counters file of another format or slot size is refused, not misread; a cut one too.
    #[test]
    fn counters_of_another_format_are_refused() {
        let written = counters::Counts {
            totals: vec![DispatchTotal {
                kernel: 9,
                dispatches: 41,
            }],
            unattributed: Unattributed {
                unknown_kernel_launches: 2,
                unknown_list_runs: 3,
                unhooked_entries: 4,
            },
        };
        let bytes = counters::encode(&written);
        assert_eq!(bytes.len(), counters::CHUNK_BYTES);
        let counts = counters::parse(&bytes).unwrap();
        assert_eq!(
            counts.totals,
            [DispatchTotal {
                kernel: 9,
                dispatches: 41
            }]
        );
        assert_eq!(counts, written);
        // More kernels than a chunk holds take a second chunk.
        let many = counters::Counts {
            totals: (1..=3000)
                .map(|kernel| DispatchTotal {
                    kernel,
                    dispatches: kernel * 2,
                })
                .collect(),
            ..Default::default()
        };
        let bytes_of_many = counters::encode(&many);
        assert_eq!(bytes_of_many.len(), 2 * counters::CHUNK_BYTES);
        assert_eq!(counters::parse(&bytes_of_many).unwrap(), many);
        let mut future = bytes.clone();
        future[8..12].copy_from_slice(&(counters::VERSION + 1).to_le_bytes());
        assert!(counters::parse(&future).unwrap_err().contains("format"));
        let mut wider = bytes.clone();
        wider[12..16].copy_from_slice(&64u32.to_le_bytes());
        assert!(counters::parse(&wider).is_err());
        assert!(counters::parse(&bytes[..40]).is_err());
    }

    fn description(id: u64, name: &str) -> descriptions::KernelDescription {
        descriptions::KernelDescription {
            id,
            module: Some(id + 100),
            device: Some(0),
            found: false,
            name: name.into(),
            operation: None,
        }
    }

    fn descriptions_file(records: &[descriptions::KernelDescription]) -> Vec<u8> {
        let mut bytes = descriptions::header().to_vec();
        records
            .iter()
            .for_each(|d| bytes.extend(descriptions::encode(d)));
        bytes
    }

    /// Golden bytes: the header, then one record (length 9: id 5, Some(7), None, false, "ab",
    /// no operation), and one of a driver operation (`MemoryFill` is variant 1).
    #[test]
    fn descriptions_round_trip_in_their_golden_bytes() {
        let record = descriptions::KernelDescription {
            id: 5,
            module: Some(7),
            device: None,
            found: false,
            name: "ab".into(),
            operation: None,
        };
        let fill = descriptions::KernelDescription {
            id: 6,
            module: None,
            device: None,
            found: false,
            name: "f".into(),
            operation: Some(DriverOperation::MemoryFill),
        };
        let bytes = descriptions_file(&[record.clone(), fill.clone()]);
        assert_eq!(
            bytes,
            b"AOTSPYK\x01\x02\0\0\0\x09\0\0\0\x05\x01\x07\0\0\x02ab\0\
              \x08\0\0\0\x06\0\0\0\x01f\x01\x01"
                .to_vec()
        );
        let parsed = descriptions::parse(&bytes).unwrap();
        assert_eq!(parsed.kernels, [record, fill]);
        assert_eq!((parsed.skipped, parsed.trailing_bytes), (0, 0));
    }

    /// A format 1 file (written before driver operations were described) reads as before.
    #[test]
    fn format_1_descriptions_are_still_read() {
        let bytes = b"AOTSPYK\x01\x01\0\0\0\x08\0\0\0\x05\x01\x07\0\0\x02ab";
        let parsed = descriptions::parse(bytes).unwrap();
        assert_eq!(parsed.kernels.len(), 1);
        let kernel = &parsed.kernels[0];
        assert_eq!(
            (kernel.id, kernel.module, kernel.name.as_str()),
            (5, Some(7), "ab")
        );
        assert_eq!(kernel.operation, None);
    }

    /// A process killed mid-write leaves a cut last record: every earlier one is read, at every
    /// cut. A record that does not decode is passed over; an impossible length ends the file.
    #[test]
    fn truncated_and_garbage_descriptions() {
        let records = [description(1, "fill"), description(2, "add_s_ha")];
        let whole = descriptions_file(&records);
        let first_end = descriptions::HEADER_BYTES + descriptions::encode(&records[0]).len();
        for cut in descriptions::HEADER_BYTES..whole.len() {
            let parsed = descriptions::parse(&whole[..cut]).unwrap();
            let expected = if cut < first_end { 0 } else { 1 };
            assert_eq!(parsed.kernels, records[..expected], "cut at {cut}");
            let whole_records = if expected == 0 {
                descriptions::HEADER_BYTES
            } else {
                first_end
            };
            assert_eq!(parsed.trailing_bytes, cut - whole_records, "cut at {cut}");
        }
        assert_eq!(descriptions::parse(&whole).unwrap().kernels, records);

        // A body that is no description (an id's varint never ends), between two good ones.
        let mut garbage = descriptions::header().to_vec();
        garbage.extend(descriptions::encode(&records[0]));
        garbage.extend(b"\x03\0\0\0\xff\xff\xff");
        garbage.extend(descriptions::encode(&records[1]));
        let parsed = descriptions::parse(&garbage).unwrap();
        assert_eq!(parsed.kernels, records);
        assert_eq!(parsed.skipped, 1);

        // A giant length: what came before, and the rest dropped.
        let mut giant = descriptions_file(&records[..1]);
        giant.extend(u32::MAX.to_le_bytes());
        giant.extend(descriptions::encode(&records[1]));
        let parsed = descriptions::parse(&giant).unwrap();
        assert_eq!(parsed.kernels, records[..1]);
        assert!(parsed.trailing_bytes > 4);

        // Another file, a cut header, another format.
        assert!(descriptions::parse(b"AOTSPYC\x01\x01\0\0\0").is_err());
        assert!(descriptions::parse(&whole[..descriptions::HEADER_BYTES - 1]).is_err());
        let mut future = whole.clone();
        future[8..12].copy_from_slice(&(descriptions::VERSION + 1).to_le_bytes());
        let error = descriptions::parse(&future).unwrap_err();
        assert!(
            error.contains("format 3") && error.contains("reads formats 1 to 2"),
            "{error}"
        );
    }

    /// A name too long for one small record is cut at a character boundary.
    #[test]
    fn long_names_are_cut_at_a_character_boundary() {
        let name = format!("a{}", "é".repeat(descriptions::MAX_NAME_BYTES));
        let record = descriptions::encode(&description(3, &name));
        assert!(record.len() <= descriptions::MAX_RECORD_BYTES);
        let mut bytes = descriptions::header().to_vec();
        bytes.extend(record);
        let parsed = descriptions::parse(&bytes).unwrap();
        let cut = &parsed.kernels[0].name;
        assert!(cut.len() <= descriptions::MAX_NAME_BYTES && name.starts_with(cut.as_str()));
        assert_eq!(cut.len(), descriptions::MAX_NAME_BYTES - 1);
    }
}
