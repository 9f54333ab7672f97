//! What a scan is asked to do and to spend: options, budgets, and the image layers it names.

/// [`ScanOptions::max_decompressed_bytes`] by default: above the largest device image seen in
/// a real library (oneMKL's, tens of MB), far below what a nested-frame bomb asks for.
pub const DEFAULT_DECOMPRESSION_BUDGET: usize = 256 << 20;

/// [`ScanOptions::max_decompressed_bytes_per_file`] by default: four frames at the per-frame
/// budget.
pub const DEFAULT_FILE_DECOMPRESSION_BUDGET: usize = 4 * DEFAULT_DECOMPRESSION_BUDGET;

/// Limits for hostile input.
#[derive(Debug, Clone)]
pub struct ScanOptions {
    /// The most bytes a zstd frame found in the file may decompress to, together with every
    /// frame nested inside it: one budget for all nesting levels, since each level keeps its
    /// output while the next decodes. A frame that would pass it is skipped with a warning.
    pub max_decompressed_bytes: usize,
    /// The most bytes all the zstd frames of one file may decompress to together, those
    /// refused after decoding included: the frames of a file are decoded on several threads
    /// and held until they are reported, so a few KB of overlapping frames that each decode to
    /// the per-frame budget would otherwise cost it again for each (a 2.8 KB input took 1.2 s
    /// and could hold a budget per frame). Frames past it are skipped with a warning.
    pub max_decompressed_bytes_per_file: usize,
    /// Which zstd frames of the file itself to decode, by the size they declare (`None`: all).
    /// Decoding is most of a scan's cost; a caller that looks for images of known sizes
    /// (provenance) decodes only frames that could hold them, and gets the others listed in
    /// [`Scan::undecoded_frames`]. Frames that declare no size are always decoded.
    pub decode_frames: Option<FrameSizes>,
    /// Parse each zebin's zeInfo and list each SPIR-V module's kernels. A caller that only
    /// hashes images (provenance) leaves it off: zeInfo parsing is most of the cost of a
    /// driver library's hundreds of builtin zebins. Images are still cut out by their headers.
    pub read_kernels: bool,
    /// Search only a host ELF's sections that may hold data: not its code, symbols, strings,
    /// relocations, unwind or debug information (half or more of a large library). Images a
    /// `.tgtimg` table lists are read wherever they are.
    pub only_data_sections: bool,
    /// Take a SPIR-V module that a `.tgtimg` table lists to be the whole listed range, after
    /// checking its header and first instruction, instead of walking its instructions to where
    /// they end. The listed range is what a SYCL runtime hands the driver, so a caller that
    /// matches modules by their bytes (provenance) wants exactly it, and the walk would read
    /// every page of every module (the 73 MB of one JAX plugin). Only with `read_kernels` off
    /// (listing kernels reads the module anyway), and only for a range that runs into no other
    /// listed image: where one does, the walk decides, as without this option. What the listed
    /// range holds past the module's last instruction is then part of the module, not searched
    /// for images of its own (no DPC++ toolchain lists a range longer than its module).
    pub take_listed_spirv_whole: bool,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            max_decompressed_bytes: DEFAULT_DECOMPRESSION_BUDGET,
            max_decompressed_bytes_per_file: DEFAULT_FILE_DECOMPRESSION_BUDGET,
            decode_frames: None,
            read_kernels: true,
            only_data_sections: false,
            take_listed_spirv_whole: false,
        }
    }
}

/// The decompressed sizes of the zstd frames worth decoding.
#[derive(Debug, Clone, Default)]
pub struct FrameSizes {
    pub exact: std::collections::BTreeSet<u64>,
    /// Frames of up to this many bytes too (for parts of a whole of known size).
    pub at_most: u64,
}

impl FrameSizes {
    pub fn wants(&self, size: u64) -> bool {
        size <= self.at_most || self.exact.contains(&size)
    }
}

/// A zstd frame left undecoded (see [`ScanOptions::decode_frames`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndecodedFrame {
    pub offset: u64,
    /// The decompressed size it declares.
    pub declared_size: u64,
}

/// One layer of how an image is stored, outermost first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layer {
    /// A clang-offload-bundler file.
    OffloadBundle,
    /// An LLVM OffloadBinary (new offload model).
    OffloadBinary,
    Zstd,
    /// An ocloc fat binary.
    Ar,
    Zebin,
    Spirv,
    /// LLVM bitcode, which a `.tgtimg` entry may point at (it is no GPU code yet).
    LlvmBitcode,
    /// A `.tgtimg` entry whose bytes are in no format known here.
    Unknown,
}

impl Layer {
    pub fn name(self) -> &'static str {
        match self {
            Layer::OffloadBundle => "offload-bundle",
            Layer::OffloadBinary => "offload-binary",
            Layer::Zstd => "zstd",
            Layer::Ar => "ar",
            Layer::Zebin => "zebin",
            Layer::Spirv => "spirv",
            Layer::LlvmBitcode => "llvm-bitcode",
            Layer::Unknown => "unknown",
        }
    }
}
