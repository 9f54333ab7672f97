//! Parsing of Intel GPU device binaries, free of FFI so it can be fuzzed and unit-tested.
//!
//! Layers, lowest first: [`detect_kind`] sniffs magic bytes; [`ar`] splits ocloc fat binaries;
//! [`zebin`] reads a zebin ELF (compat note, zeInfo kernel metadata); [`classify_origin`] decides
//! whether what the driver runs is the AOT input, a rebuild of it, or JIT output. [`scan`] finds
//! the device images embedded in any file (host binaries, fat binaries, compressed images),
//! with [`offload`] (DPC++ offload wrappers), [`compressed`] (zstd) and [`spirv`] beneath it.

pub mod ar;
pub mod compressed;
mod error;
mod hash;
mod kernel_info;
pub mod maps;
pub mod memory;
pub mod offload;
pub mod pylines;
pub mod scan;
pub mod spirv;
pub mod sycl_cache;
pub mod zebin;
mod zeinfo;

pub use aotspy_proto::{BinaryKind, InputFormat, Origin};

pub use error::{Error, Result};
pub use hash::{sha256_hex, sha256_hex_of_parts};

const SPIRV_MAGIC: u32 = 0x0723_0203;
/// `iOpenCL::MAGIC_CL` ("INTC" read as a little-endian u32), the first word of a raw
/// patch-token program binary.
const PATCH_TOKENS_MAGIC: u32 = 0x494E_5443;
/// NEO's `ET_OPENCL_EXECUTABLE`: the ELF container ocloc and older drivers wrap patch tokens in.
const ET_OPENCL_EXECUTABLE: u16 = 0xff04;

/// Sniffs the format from magic bytes only.
pub fn detect_kind(bytes: &[u8]) -> BinaryKind {
    if ar::is_ar(bytes) {
        return BinaryKind::Ar;
    }
    if let Some(elf) = zebin::ElfIdent::sniff(bytes) {
        return if elf.e_machine == zebin::EM_INTELGT {
            BinaryKind::Zebin
        } else if elf.e_type == ET_OPENCL_EXECUTABLE {
            BinaryKind::PatchTokens
        } else {
            BinaryKind::Unknown
        };
    }
    let Some(first_word) = bytes.get(..4) else {
        return BinaryKind::Unknown;
    };
    let word: [u8; 4] = [first_word[0], first_word[1], first_word[2], first_word[3]];
    // SPIR-V may be stored in either byte order; consumers detect it from the magic.
    if u32::from_le_bytes(word) == SPIRV_MAGIC || u32::from_be_bytes(word) == SPIRV_MAGIC {
        BinaryKind::Spirv
    } else if u32::from_le_bytes(word) == PATCH_TOKENS_MAGIC {
        BinaryKind::PatchTokens
    } else {
        BinaryKind::Unknown
    }
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
///
/// Native input is [`Origin::Aot`] when `native` is byte-identical to an input (or to one member
/// of an AR input), or when only the ELF container differs: NEO may drop or rewrite sections
/// such as `.spv` while keeping every `.text*` section intact. Anything else is
/// [`Origin::AotRebuilt`]; for AR input `ar_member` then names the member built for the same
/// product family as `native`, if any.
pub fn classify_origin(format: InputFormat, input: &[&[u8]], native: &[u8]) -> Classification {
    let classification = |origin, ar_member| Classification { origin, ar_member };
    if format == InputFormat::Spirv {
        return classification(Origin::Jit, None);
    }

    // Each candidate is a binary the driver could have run unchanged, with the AR member it
    // came from. Malformed archives contribute no candidates rather than failing the decision.
    let candidates: Vec<(Option<String>, &[u8])> = input
        .iter()
        .flat_map(|&bytes| {
            if ar::is_ar(bytes) {
                ar::members(bytes)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|member| (Some(member.name), member.data))
                    .collect()
            } else {
                vec![(None, bytes)]
            }
        })
        .collect();

    if let Some((member, _)) = candidates.iter().find(|(_, bytes)| *bytes == native) {
        return classification(Origin::Aot, member.clone());
    }

    let native_code = zebin::code_sections(native)
        .ok()
        .filter(|code| !code.is_empty());
    if let Some(native_code) = &native_code {
        let same_code = candidates
            .iter()
            .find(|(_, bytes)| zebin::code_sections(bytes).ok().as_ref() == Some(native_code));
        if let Some((member, _)) = same_code {
            return classification(Origin::Aot, member.clone());
        }
    }

    let native_family = zebin::parse(native).ok().and_then(|z| z.product_family);
    let rebuilt_from = native_family.and_then(|family| {
        candidates.iter().find_map(|(member, bytes)| {
            let member = member.as_ref()?;
            let member_family = zebin::parse(bytes).ok()?.product_family?;
            (member_family == family).then(|| member.clone())
        })
    });
    classification(Origin::AotRebuilt, rebuilt_from)
}

/// Whether a file starting with `start` (its first 8 bytes) may hold device code: an ELF (a
/// host library or a zebin), an `ar` archive (an ocloc fat binary) or SPIR-V. What provenance
/// considers, so that data files (model weights, arrays) are never scanned.
pub fn could_hold_device_code(start: &[u8]) -> bool {
    start.starts_with(b"\x7fELF")
        || start.starts_with(b"!<arch>\n")
        || start.starts_with(&spirv::MAGIC.to_le_bytes())
        || start.starts_with(&spirv::MAGIC.to_be_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_of_empty_input_is_the_well_known_digest() {
        assert_eq!(
            sha256_hex(b""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }

    #[test]
    fn detect_kind_sniffs_magic_bytes() {
        assert_eq!(detect_kind(b""), BinaryKind::Unknown);
        assert_eq!(detect_kind(b"\x7fEL"), BinaryKind::Unknown);
        assert_eq!(detect_kind(b"!<arch>\n"), BinaryKind::Ar);
        assert_eq!(
            detect_kind(&[0x03, 0x02, 0x23, 0x07, 0, 0]),
            BinaryKind::Spirv
        );
        assert_eq!(detect_kind(&[0x07, 0x23, 0x02, 0x03]), BinaryKind::Spirv);
        assert_eq!(
            detect_kind(b"CTNI\x01\x00\x00\x00"),
            BinaryKind::PatchTokens
        );
        assert_eq!(detect_kind(b"INTC"), BinaryKind::Unknown);
        assert_eq!(detect_kind(b"hello world"), BinaryKind::Unknown);
    }

    #[test]
    fn detect_kind_reads_elf_machine_and_type_in_either_byte_order() {
        let mut elf = [0u8; 20];
        elf[..4].copy_from_slice(b"\x7fELF");
        elf[4] = 2; // 64-bit
        elf[5] = 1; // little-endian
        elf[18..20].copy_from_slice(&205u16.to_le_bytes());
        assert_eq!(detect_kind(&elf), BinaryKind::Zebin);

        elf[5] = 2; // big-endian
        elf[18..20].copy_from_slice(&205u16.to_be_bytes());
        assert_eq!(detect_kind(&elf), BinaryKind::Zebin);

        elf[18..20].copy_from_slice(&62u16.to_be_bytes()); // x86-64
        assert_eq!(detect_kind(&elf), BinaryKind::Unknown);
        elf[16..18].copy_from_slice(&0xff04u16.to_be_bytes());
        assert_eq!(detect_kind(&elf), BinaryKind::PatchTokens);
    }

    #[test]
    fn spirv_input_is_always_jit() {
        let classification = classify_origin(InputFormat::Spirv, &[b"anything"], b"anything");
        assert_eq!(classification.origin, Origin::Jit);
        assert_eq!(classification.ar_member, None);
    }

    #[test]
    fn native_input_that_is_not_a_zebin_is_rebuilt_unless_identical() {
        let same = classify_origin(InputFormat::Native, &[b"blob"], b"blob");
        assert_eq!(same.origin, Origin::Aot);
        let different = classify_origin(InputFormat::Native, &[b"blob"], b"other");
        assert_eq!(different.origin, Origin::AotRebuilt);
        assert_eq!(different.ar_member, None);
        let malformed_ar = classify_origin(InputFormat::Native, &[b"!<arch>\nbroken"], b"x");
        assert_eq!(malformed_ar.origin, Origin::AotRebuilt);
    }
}
