//! One module as every process that loaded it saw it (its binary read once, as a zebin when it
//! is one), and a kernel's raw ISA without a module.

use crate::analysis::device::module_ocloc_device;
use crate::analysis::origin;
use crate::ingest::capture::{module_binary_path, module_id};
use aotspy_binfmt::zebin::{self, KernelInfo};
use aotspy_binfmt::{detect_kind, BinaryKind as Kind, InputFormat as Format, Origin as Captured};
use aotspy_proto::Binary;
use aotspy_report::{BinaryKind, DeviceInfo, InputFormat, Note, NoteKind, WriterEntry};
use std::collections::{HashMap, HashSet};

/// What the captures tell of a module, merged: its report entry is made of this and of what
/// analysis learnt of its bytes (where they were found, their disassembly), all at once.
pub struct ModuleFacts {
    pub id: String,
    pub sha256: String,
    /// Where the report directory keeps the binary.
    pub binary: String,
    /// As recorded: `build` resolves them.
    pub callers: Vec<String>,
    pub native_kind: BinaryKind,
    pub native_bytes: usize,
    pub device: Option<DeviceInfo>,
    pub input_format: InputFormat,
    pub input_kind: BinaryKind,
    pub input_sha256: String,
    pub input_count: u32,
    pub ar_member: Option<String>,
    pub build_flags: String,
    pub ocloc_device: Option<String>,
    /// In the order processes loaded it.
    pub pids: Vec<u32>,
    pub writer: Option<WriterEntry>,
    /// What reading its binary told.
    pub notes: Vec<Note>,
}

/// One module as every process that loaded it saw it.
pub struct CapturedModule {
    pub facts: ModuleFacts,
    /// The native binary, shared with the captures: never copied.
    pub binary: Binary,
    /// The zeInfo of each kernel by name, when the binary is a zebin.
    pub kernel_info: Option<HashMap<String, KernelInfo>>,
    /// The one read of the binary as a zebin, which disassembly reuses (its kernels are in
    /// `kernel_info`).
    pub zebin: Option<zebin::Zebin>,
    /// Names of the kernels of this module that the report lists: those to disassemble.
    pub listed_kernels: Vec<String>,
    /// Processes that loaded it, for `facts.pids`, which keeps their order.
    pub pid_set: HashSet<u32>,
    /// What the preloads said of each way processes got it, first seen first.
    pub captured_origins: Vec<Captured>,
}

impl CapturedModule {
    pub fn id(&self) -> &str {
        &self.facts.id
    }
    /// The zeInfo of `kernel`, when the binary is a zebin that has it.
    pub fn kernel_info(&self, kernel: &str) -> Option<&KernelInfo> {
        self.kernel_info.as_ref()?.get(kernel)
    }
    /// The binary read as a zebin (without its kernels: see [`Self::kernel_info`]).
    pub fn zebin(&self) -> Option<&zebin::Zebin> {
        self.zebin.as_ref()
    }
    /// The kernels its zeInfo (or its code sections) name.
    pub fn kernel_names(&self) -> impl Iterator<Item = &str> {
        self.kernel_info
            .iter()
            .flat_map(|k| k.keys().map(String::as_str))
    }

    pub fn sha256(&self) -> &str {
        &self.facts.sha256
    }
    /// Where the report directory keeps the binary.
    pub fn binary_path(&self) -> &str {
        &self.facts.binary
    }
    pub fn ocloc_device(&self) -> Option<&str> {
        self.facts.ocloc_device.as_deref()
    }
}

/// The raw ISA of a kernel created before aotspy was injected (`zeKernelGetBinaryExp`), to be
/// disassembled on its own (see `found::disassemble_raw_kernels`).
pub struct RawKernel {
    /// SHA-256 of `code`: what its disassembly is keyed by.
    pub sha256: String,
    pub code: Binary,
    pub device: Option<DeviceInfo>,
    /// The `-device` ocloc would be given for it: from the recorded device, else `--device`.
    pub ocloc_device: Option<String>,
    /// Names of the listed kernels with this code (usually one).
    pub listed_kernels: Vec<String>,
}

/// The module's native binary read as a zebin, when it is one, and notes on what it is when
/// it is not (or cannot be read).
fn read_native(
    module: &aotspy_proto::Module,
    native_kind: Kind,
) -> (Option<zebin::Zebin>, Vec<Note>) {
    let note = match native_kind {
        Kind::Zebin => match zebin::parse(&module.native_binary) {
            Ok(zebin) => return (Some(zebin), Vec::new()),
            Err(e) => Note::new(
                NoteKind::ZebinUnreadable,
                format!("native binary is not a readable zebin: {e}"),
            ),
        },
        Kind::PatchTokens => Note::new(
            NoteKind::PatchTokensBinary,
            "native binary is in the pre-zebin patch-tokens format: no SIMD/GRF/spill metadata",
        ),
        _ if module.native_binary.is_empty() && module.native_sha256.is_some() => Note::new(
            NoteKind::BinaryFrameLost,
            "its binary was to come earlier in the process's stream, in a frame that never \
             arrived",
        ),
        _ if module.native_binary.is_empty() => Note::new(
            NoteKind::BinaryNotCaptured,
            "the preload could not capture the native binary",
        ),
        other => Note::new(
            NoteKind::NotGpuBinary,
            format!(
                "native binary is {} rather than a GPU binary",
                kind_name(other)
            ),
        ),
    };
    (None, vec![note])
}

pub fn new_captured_module(
    sha256: String,
    module: &aotspy_proto::Module,
    device: Option<DeviceInfo>,
    fallback_device: Option<&str>,
) -> CapturedModule {
    let id = module_id(&sha256).to_owned();
    let native_kind = detect_kind(&module.native_binary);
    let (mut zebin, notes) = read_native(module, native_kind);
    let ocloc_device = module_ocloc_device(
        zebin.as_ref(),
        device.as_ref().map(|d| d.device_id),
        fallback_device,
    );
    // From the zebin's one read of its sections; any other binary is read for it on its own.
    let writer = match &zebin {
        Some(zebin) => zebin.writer.clone(),
        None => zebin::writer(&module.native_binary).ok(),
    };
    let facts = ModuleFacts {
        binary: module_binary_path(&sha256),
        id,
        sha256,
        callers: module.callers.clone(),
        native_kind: kind_name(native_kind),
        native_bytes: module.native_binary.len(),
        device,
        input_format: match module.input_format {
            Format::Spirv => InputFormat::Spirv,
            Format::Native => InputFormat::Native,
        },
        input_kind: kind_name(module.input_kind),
        input_sha256: module.input_sha256.clone(),
        input_count: module.input_count,
        ar_member: module.ar_member.clone(),
        build_flags: module.build_flags.clone(),
        ocloc_device,
        pids: Vec::new(),
        writer: writer.map(origin::writer_entry),
        notes,
    };
    CapturedModule {
        facts,
        binary: module.native_binary.clone(),
        kernel_info: zebin.as_mut().map(|z| {
            std::mem::take(&mut z.kernels)
                .into_iter()
                .map(|k| (k.name.clone(), k))
                .collect()
        }),
        zebin,
        listed_kernels: Vec::new(),
        pid_set: HashSet::new(),
        captured_origins: Vec::new(),
    }
}

fn kind_name(kind: Kind) -> BinaryKind {
    match kind {
        Kind::Zebin => BinaryKind::Zebin,
        Kind::Ar => BinaryKind::Ar,
        Kind::Spirv => BinaryKind::Spirv,
        Kind::PatchTokens => BinaryKind::PatchTokens,
        Kind::Unknown => BinaryKind::Unknown,
    }
}
