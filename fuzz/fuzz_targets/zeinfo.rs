//! The zeInfo YAML parser (private to aotspy-binfmt, reachable only through `zebin::parse`):
//! the input becomes the `.ze_info` section of an otherwise valid zebin, so every run gets past
//! the ELF checks and spends its time in the YAML subset parser. Must never panic or hang.
//! Seeds are the `.ze_info` sections of the real fixtures (fuzz/seeds/zeinfo).
#![no_main]

use aotspy_binfmt::zebin;
use libfuzzer_sys::fuzz_target;

const EM_INTELGT: u16 = 205;
const SHT_PROGBITS: u32 = 1;
const SHT_STRTAB: u32 = 3;

fn section_header(name: u32, sh_type: u32, offset: usize, size: usize) -> [u8; 64] {
    let mut sh = [0u8; 64];
    sh[..4].copy_from_slice(&name.to_le_bytes());
    sh[4..8].copy_from_slice(&sh_type.to_le_bytes());
    sh[24..32].copy_from_slice(&(offset as u64).to_le_bytes());
    sh[32..40].copy_from_slice(&(size as u64).to_le_bytes());
    sh
}

/// A little-endian ELF64 zebin: null section, name table, `.ze_info` = `ze_info`, and a
/// `.text.k` code section that a zeInfo kernel named `k` would match.
fn zebin_around(ze_info: &[u8]) -> Vec<u8> {
    const NAMES: &[u8] = b"\0.shstrtab\0.ze_info\0.text.k\0";
    const CODE: &[u8] = &[0; 16];
    let names_at = 64;
    let code_at = names_at + NAMES.len();
    let info_at = code_at + CODE.len();
    let shoff = info_at + ze_info.len();

    let mut bytes = vec![0u8; 64];
    bytes[..4].copy_from_slice(b"\x7fELF");
    bytes[4] = 2; // ELFCLASS64
    bytes[5] = 1; // little-endian
    bytes[6] = 1; // EV_CURRENT
    bytes[16..18].copy_from_slice(&1u16.to_le_bytes()); // ET_REL
    bytes[18..20].copy_from_slice(&EM_INTELGT.to_le_bytes());
    bytes[20..24].copy_from_slice(&1u32.to_le_bytes());
    bytes[40..48].copy_from_slice(&(shoff as u64).to_le_bytes());
    bytes[52..54].copy_from_slice(&64u16.to_le_bytes()); // e_ehsize
    bytes[58..60].copy_from_slice(&64u16.to_le_bytes()); // e_shentsize
    bytes[60..62].copy_from_slice(&4u16.to_le_bytes()); // e_shnum
    bytes[62..64].copy_from_slice(&1u16.to_le_bytes()); // e_shstrndx
    bytes.extend_from_slice(NAMES);
    bytes.extend_from_slice(CODE);
    bytes.extend_from_slice(ze_info);
    bytes.extend(section_header(0, 0, 0, 0));
    bytes.extend(section_header(1, SHT_STRTAB, names_at, NAMES.len()));
    bytes.extend(section_header(11, SHT_PROGBITS, info_at, ze_info.len()));
    bytes.extend(section_header(20, SHT_PROGBITS, code_at, CODE.len()));
    bytes
}

fuzz_target!(|data: &[u8]| {
    let bytes = zebin_around(data);
    match zebin::parse(&bytes) {
        Ok(parsed) => {
            // The `.text.k` section is always there: described by zeInfo or not, it is a kernel.
            assert!(
                parsed
                    .kernels
                    .iter()
                    .any(|k| k.name == "k" && k.code_bytes == 16),
                "kernel k missing: {parsed:?}"
            );
        }
        Err(e) => {
            // The ELF around the input is valid: only the zeInfo text can be at fault.
            assert!(e.0.starts_with(".ze_info"), "non-zeInfo error: {e}");
        }
    }
    // The writer's look at zeInfo's version line: the ELF is valid, so it answers.
    let evidence = zebin::writer(&bytes).expect("a valid zebin");
    assert!(evidence
        .zeinfo_version
        .is_none_or(|v| v.chars().count() <= 256));
});
