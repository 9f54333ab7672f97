//! Parsing of Intel GPU device binaries, free of FFI so it can be fuzzed and unit-tested.
//!
//! Layers, lowest first: [`detect_kind`] sniffs magic bytes; [`ar`] splits ocloc fat binaries;
//! [`zebin`] reads a zebin ELF (compat note, zeInfo kernel metadata); [`classify_origin`] decides
//! whether what the driver runs is the AOT input, a rebuild of it, or JIT output.

pub mod ar;
pub mod zebin;

pub use aotspy_proto::{BinaryKind, InputFormat, Origin};

/// Error for malformed input: says what is wrong, never panics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// Hex SHA-256, the content hash used for dedupe, caching and provenance.
pub fn sha256_hex(bytes: &[u8]) -> String {
    todo!()
}

/// Sniffs the format from magic bytes only.
pub fn detect_kind(bytes: &[u8]) -> BinaryKind {
    todo!()
}

/// Where the native binary the driver reports came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Classification {
    pub origin: Origin,
    /// For AR input, the name of the member that matches the native binary.
    pub ar_member: Option<String>,
}

/// `input` is the module's input (for SPIR-V possibly several), `native` what
/// `zeModuleGetNativeBinary` returned.
pub fn classify_origin(format: InputFormat, input: &[&[u8]], native: &[u8]) -> Classification {
    todo!()
}
