//! How DPC++ embeds device images in host binaries.
//!
//! * Old offload model (`clang-offload-wrapper`): each image is a global in a section named
//!   `__CLANG_OFFLOAD_BUNDLE__<kind>-<target>`, and a `.tgtimg` section lists every image as a
//!   pointer-sized (address, size) pair.
//! * New offload model: fat objects carry `.llvm.offloading` sections of LLVM OffloadBinary
//!   (magic `10 FF 10 AD`, a header, entries, a string map with `triple`/`arch`); the linker
//!   wrapper places linked images in sections named by target triple and lists them in
//!   `.tgtimg` too.
//! * `clang-offload-bundler` files: the text `__CLANG_OFFLOAD_BUNDLE__`, an entry count, and
//!   (offset, size, triple) per entry.

use crate::error::{err, Result};
use goblin::container::{Container, Ctx, Endian};
use goblin::elf::section_header::{
    SectionHeader, SHF_EXECINSTR, SHN_XINDEX, SHT_DYNSYM, SHT_GNU_HASH, SHT_GNU_VERSYM, SHT_HASH,
    SHT_NOBITS, SHT_REL, SHT_RELA, SHT_STRTAB, SHT_SYMTAB,
};
use goblin::elf::Elf;

pub const OFFLOAD_BINARY_MAGIC: [u8; 4] = [0x10, 0xff, 0x10, 0xad];
pub const BUNDLE_MAGIC: &[u8] = b"__CLANG_OFFLOAD_BUNDLE__";
const TGTIMG_SECTION: &str = ".tgtimg";
/// `R_X86_64_RELATIVE`: how a PIC x86-64 library fills the `.tgtimg` addresses at load time.
const R_X86_64_RELATIVE: u32 = 8;
const EM_X86_64: u16 = 62;

/// Section names that hold device images or their descriptions.
pub fn is_offload_section(name: &str) -> bool {
    name.starts_with("__CLANG_OFFLOAD_BUNDLE__")
        || name.starts_with(".llvm.offloading")
        || name.starts_with(".sycl_offloading")
        || name == TGTIMG_SECTION
        || name.starts_with("spir64")
}

/// The target an offload section name states (`__CLANG_OFFLOAD_BUNDLE__sycl-spir64_gen` →
/// `sycl-spir64_gen`; a new-model section is named by its triple).
pub fn section_target(name: &str) -> Option<&str> {
    name.strip_prefix("__CLANG_OFFLOAD_BUNDLE__")
        .or_else(|| name.starts_with("spir64").then_some(name))
}

/// One section of a host ELF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostSection {
    pub name: String,
    /// File offset and size of its contents (`size` 0 for SHT_NOBITS).
    pub offset: u64,
    pub size: u64,
    pub address: u64,
    /// Host code or what describes it (executable, symbols, strings, relocations, unwind and
    /// debug information): no compiler puts device images there.
    pub host_code_or_metadata: bool,
}

/// What the host ELF's section table says about device images.
#[derive(Debug, Default)]
pub struct HostLayout {
    /// Sections with file contents, sorted by offset.
    pub sections: Vec<HostSection>,
    /// (file offset, size) of each image listed in `.tgtimg`, in table order.
    pub listed_images: Vec<(u64, u64)>,
    /// Why `.tgtimg` could not be read, when it exists but is unusable.
    pub problems: Vec<String>,
}

impl HostLayout {
    /// The section whose contents hold file offset `offset`.
    pub fn section_at(&self, offset: u64) -> Option<&HostSection> {
        let index = self.sections.partition_point(|s| s.offset <= offset);
        self.sections[..index]
            .iter()
            .rev()
            .find(|s| offset < s.offset + s.size)
    }

    fn file_offset_of_address(&self, address: u64) -> Option<u64> {
        self.sections
            .iter()
            .find(|s| s.address != 0 && address >= s.address && address - s.address < s.size)
            .map(|s| s.offset + (address - s.address))
    }
}

/// The section layout of a host ELF, or `None` when `bytes` is no ELF whose section table can be
/// read (a zebin is read too: it is an ELF like any other here).
pub fn host_layout(bytes: &[u8]) -> Option<HostLayout> {
    let header = Elf::parse_header(bytes).ok()?;
    let container: Container = header.container().ok()?;
    let endian = header.endianness().ok()?;
    let ctx = Ctx::new(container, endian);
    let headers = SectionHeader::parse(
        bytes,
        usize::try_from(header.e_shoff).ok()?,
        usize::from(header.e_shnum),
        ctx,
    )
    .ok()?;
    let names_index = if u32::from(header.e_shstrndx) == SHN_XINDEX {
        headers.first()?.sh_link as usize
    } else {
        usize::from(header.e_shstrndx)
    };
    let names = headers
        .get(names_index)
        .and_then(|sh| contents(bytes, sh))?;
    let name_of = |sh: &SectionHeader| -> String {
        let tail = names.get(sh.sh_name..).unwrap_or_default();
        let end = tail.iter().position(|&b| b == 0).unwrap_or(tail.len());
        String::from_utf8_lossy(&tail[..end]).into_owned()
    };

    let mut layout = HostLayout::default();
    let mut tgtimg = None;
    let mut rela_tables = Vec::new();
    for sh in &headers {
        let name = name_of(sh);
        if sh.sh_type == SHT_RELA {
            rela_tables.extend(contents(bytes, sh));
        }
        if name == TGTIMG_SECTION {
            tgtimg = Some(sh.clone());
        }
        if sh.sh_type != SHT_NOBITS && sh.sh_size > 0 && contents(bytes, sh).is_some() {
            layout.sections.push(HostSection {
                host_code_or_metadata: is_host_code_or_metadata(sh, &name),
                name,
                offset: sh.sh_offset,
                size: sh.sh_size,
                address: sh.sh_addr,
            });
        }
    }
    layout.sections.sort_by_key(|s| s.offset);

    if let Some(sh) = tgtimg {
        let relocations = Relocations {
            tables: &rela_tables,
            ctx,
            x86_64: header.e_machine == EM_X86_64,
        };
        match read_listed_images(bytes, &sh, ctx, &layout, &relocations) {
            Ok(images) => layout.listed_images = images,
            Err(e) => layout.problems.push(format!("{TGTIMG_SECTION}: {e}")),
        }
    }
    Some(layout)
}

fn is_host_code_or_metadata(sh: &SectionHeader, name: &str) -> bool {
    const METADATA_TYPES: [u32; 8] = [
        SHT_SYMTAB,
        SHT_DYNSYM,
        SHT_STRTAB,
        SHT_RELA,
        SHT_REL,
        SHT_HASH,
        SHT_GNU_HASH,
        SHT_GNU_VERSYM,
    ];
    const METADATA_NAMES: [&str; 3] = [".debug", ".eh_frame", ".gcc_except_table"];
    sh.sh_flags & u64::from(SHF_EXECINSTR) != 0
        || METADATA_TYPES.contains(&sh.sh_type)
        || METADATA_NAMES.iter().any(|prefix| name.starts_with(prefix))
}

fn contents<'a>(bytes: &'a [u8], sh: &SectionHeader) -> Option<&'a [u8]> {
    if sh.sh_type == SHT_NOBITS {
        return None;
    }
    let start = usize::try_from(sh.sh_offset).ok()?;
    let len = usize::try_from(sh.sh_size).ok()?;
    bytes.get(start..start.checked_add(len)?)
}

/// The dynamic relocations of a shared library: a PIC library may leave the `.tgtimg` address
/// slots zero and have the loader fill them from `R_X86_64_RELATIVE` addends.
struct Relocations<'a> {
    tables: &'a [&'a [u8]],
    ctx: Ctx,
    x86_64: bool,
}

impl Relocations<'_> {
    /// The addend of the first `R_X86_64_RELATIVE` relocation of each of `slots` (sorted), in
    /// one pass: a library holds hundreds of thousands of relocations and a handful of
    /// `.tgtimg` slots, so nothing is indexed (a map of every relocation was a quarter of a
    /// cold provenance scan).
    fn relative_targets(&self, slots: &[u64]) -> Vec<Option<u64>> {
        const ENTRY: usize = 24;
        let mut targets = vec![None; slots.len()];
        if slots.is_empty() || !self.x86_64 || self.ctx.container != Container::Big {
            return targets;
        }
        let le = self.ctx.le;
        for entry in self
            .tables
            .iter()
            .flat_map(|table| table.chunks_exact(ENTRY))
        {
            let field = |i: usize| read_u64(&entry[i * 8..], le);
            if field(1).is_some_and(|info| info as u32 == R_X86_64_RELATIVE) {
                if let (Some(offset), Some(addend)) = (field(0), field(2)) {
                    if let Ok(at) = slots.binary_search(&offset) {
                        // A slot relocated twice keeps its first relocation.
                        targets[at].get_or_insert(addend);
                    }
                }
            }
        }
        targets
    }
}

fn read_u64(bytes: &[u8], endian: Endian) -> Option<u64> {
    let raw: [u8; 8] = bytes.get(..8)?.try_into().ok()?;
    Some(match endian {
        Endian::Little => u64::from_le_bytes(raw),
        Endian::Big => u64::from_be_bytes(raw),
    })
}

fn read_u32(bytes: &[u8], endian: Endian) -> Option<u32> {
    let raw: [u8; 4] = bytes.get(..4)?.try_into().ok()?;
    Some(match endian {
        Endian::Little => u32::from_le_bytes(raw),
        Endian::Big => u32::from_be_bytes(raw),
    })
}

/// `.tgtimg` entries as file ranges. Each entry is `{intptr_t address; intptr_t size}`.
fn read_listed_images(
    bytes: &[u8],
    sh: &SectionHeader,
    ctx: Ctx,
    layout: &HostLayout,
    relocations: &Relocations,
) -> Result<Vec<(u64, u64)>> {
    let table = contents(bytes, sh).ok_or_else(|| err!("contents lie outside the file"))?;
    let pointer = if ctx.container == Container::Big {
        8
    } else {
        4
    };
    let read = |at: &[u8]| -> Option<u64> {
        if pointer == 8 {
            read_u64(at, ctx.le)
        } else {
            read_u32(at, ctx.le).map(u64::from)
        }
    };
    let slot_of = |index: usize| sh.sh_addr.wrapping_add((index * pointer * 2) as u64);
    let entries: Vec<(usize, u64, u64)> = table
        .chunks_exact(pointer * 2)
        .enumerate()
        .filter_map(|(index, entry)| Some((index, read(entry)?, read(&entry[pointer..])?)))
        .collect();
    let mut zero_slots: Vec<u64> = entries
        .iter()
        .filter(|&&(_, address, _)| address == 0)
        .map(|&(index, _, _)| slot_of(index))
        .collect();
    zero_slots.sort_unstable();
    zero_slots.dedup();
    let targets = relocations.relative_targets(&zero_slots);
    let mut images = Vec::new();
    for (index, mut address, size) in entries {
        if address == 0 {
            address = zero_slots
                .binary_search(&slot_of(index))
                .ok()
                .and_then(|at| targets[at])
                .unwrap_or(0);
        }
        let offset = layout.file_offset_of_address(address).ok_or_else(|| {
            err!("entry {index}: address {address:#x} lies in no section of the file")
        })?;
        if offset
            .checked_add(size)
            .is_none_or(|end| end > bytes.len() as u64)
        {
            return Err(err!(
                "entry {index}: {size} bytes at offset {offset:#x} run past the end of the file"
            ));
        }
        images.push((offset, size));
    }
    Ok(images)
}

/// One image of an OffloadBinary or a clang-offload-bundler file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrappedImage<'a> {
    /// Offset of the image within the wrapper.
    pub offset: usize,
    pub bytes: &'a [u8],
    /// The target the wrapper states: `triple` (and `arch`) of an OffloadBinary entry, the
    /// bundle entry's target id.
    pub target: Option<String>,
}

/// Parses the OffloadBinary at the start of `bytes`; returns its size and its images.
/// Versions 1 (one entry, 16-byte string entries) and 2 and later (an entry count, 24-byte
/// string entries) are read; compressed ones are refused.
pub fn offload_binary(bytes: &[u8]) -> Result<(usize, Vec<WrappedImage<'_>>)> {
    if !bytes.starts_with(&OFFLOAD_BINARY_MAGIC) {
        return Err(err!("no OffloadBinary magic"));
    }
    let le = Endian::Little;
    let truncated = || err!("OffloadBinary header is truncated");
    let version = read_u32(&bytes[4..], le).ok_or_else(truncated)?;
    let size = read_u64(bytes.get(8..).unwrap_or_default(), le).ok_or_else(truncated)?;
    let entries_offset = read_u64(bytes.get(16..).unwrap_or_default(), le).ok_or_else(truncated)?;
    let entries_field = read_u64(bytes.get(24..).unwrap_or_default(), le).ok_or_else(truncated)?;
    if !(1..=3).contains(&version) {
        return Err(err!(
            "OffloadBinary version {version} is not one this reader knows"
        ));
    }
    if version >= 3 {
        let inflated = read_u64(bytes.get(32..).unwrap_or_default(), le).ok_or_else(truncated)?;
        if inflated != 0 {
            return Err(err!(
                "compressed OffloadBinary ({inflated} bytes inflated) is not supported"
            ));
        }
    }
    let size = usize::try_from(size)
        .ok()
        .filter(|&size| size <= bytes.len())
        .ok_or_else(|| {
            err!(
                "OffloadBinary claims {size} bytes, more than the {} available",
                bytes.len()
            )
        })?;
    let binary = &bytes[..size];
    const ENTRY_SIZE: u64 = 40;
    let entry_count = if version == 1 { 1 } else { entries_field };
    let string_entry_size = if version == 1 { 16 } else { 24 };
    if entry_count == 0 || entry_count > size as u64 / ENTRY_SIZE {
        return Err(err!(
            "OffloadBinary has an implausible entry count {entry_count}"
        ));
    }
    let mut images = Vec::new();
    for index in 0..entry_count {
        let entry = range(binary, entries_offset + index * ENTRY_SIZE, ENTRY_SIZE)
            .ok_or_else(|| err!("OffloadBinary entry {index} lies outside the binary"))?;
        let field = |at: usize| read_u64(&entry[at..], le).unwrap_or(0);
        let (string_offset, string_count, image_offset, image_size) =
            (field(8), field(16), field(24), field(32));
        let image = range(binary, image_offset, image_size).ok_or_else(|| {
            err!("OffloadBinary entry {index}: image of {image_size} bytes at {image_offset} lies outside the binary")
        })?;
        let strings = Strings {
            binary,
            offset: string_offset,
            count: string_count.min(size as u64 / string_entry_size),
            entry_size: string_entry_size,
        };
        let target = strings.target();
        images.push(WrappedImage {
            offset: image_offset as usize,
            bytes: image,
            target,
        });
    }
    Ok((size, images))
}

/// `len` bytes of `binary` at `offset`, when they lie inside it.
fn range(binary: &[u8], offset: u64, len: u64) -> Option<&[u8]> {
    let start = usize::try_from(offset).ok()?;
    let len = usize::try_from(len).ok()?;
    binary.get(start..start.checked_add(len)?)
}

/// An OffloadBinary entry's string table: key and value offsets into the binary.
struct Strings<'a> {
    binary: &'a [u8],
    offset: u64,
    count: u64,
    entry_size: u64,
}

impl Strings<'_> {
    /// `triple arch` (either alone when the other is missing or empty), from the `triple` and
    /// `arch` keys.
    fn target(&self) -> Option<String> {
        let mut triple = None;
        let mut arch = None;
        for string in 0..self.count {
            let Some(pair) = range(self.binary, self.offset + string * self.entry_size, 16) else {
                break;
            };
            let key = self.string_at(read_u64(pair, Endian::Little).unwrap_or(u64::MAX));
            let value = self.string_at(read_u64(&pair[8..], Endian::Little).unwrap_or(u64::MAX));
            match key.as_deref() {
                Some("triple") => triple = value,
                Some("arch") => arch = value,
                _ => {}
            }
        }
        match (triple, arch) {
            (Some(triple), Some(arch)) if !arch.is_empty() => Some(format!("{triple} {arch}")),
            (triple, arch) => triple.or(arch),
        }
    }

    fn string_at(&self, offset: u64) -> Option<String> {
        let tail = self.binary.get(usize::try_from(offset).ok()?..)?;
        let end = tail.iter().position(|&b| b == 0)?;
        Some(String::from_utf8_lossy(&tail[..end]).into_owned())
    }
}

/// Parses the clang-offload-bundler file at the start of `bytes`; returns its extent and its
/// device entries (host entries, which hold no device code, are left out).
pub fn bundle(bytes: &[u8]) -> Result<(usize, Vec<WrappedImage<'_>>)> {
    if !bytes.starts_with(BUNDLE_MAGIC) {
        return Err(err!("no offload bundle magic"));
    }
    let le = Endian::Little;
    let mut at = BUNDLE_MAGIC.len();
    let truncated = || err!("offload bundle header is truncated");
    let count = read_u64(bytes.get(at..).unwrap_or_default(), le).ok_or_else(truncated)?;
    at += 8;
    // Each entry takes at least 24 header bytes.
    if count == 0 || count > (bytes.len() / 24) as u64 {
        return Err(err!(
            "offload bundle has an implausible entry count {count}"
        ));
    }
    let mut extent = at;
    let mut images = Vec::new();
    for index in 0..count {
        let field = |at: usize| read_u64(bytes.get(at..).unwrap_or_default(), le);
        let (Some(offset), Some(size), Some(target_len)) =
            (field(at), field(at + 8), field(at + 16))
        else {
            return Err(truncated());
        };
        at += 24;
        let target = usize::try_from(target_len)
            .ok()
            .and_then(|len| bytes.get(at..at.checked_add(len)?))
            .ok_or_else(|| err!("offload bundle entry {index}: target id runs past the data"))?;
        at += target.len();
        let target = String::from_utf8_lossy(target).into_owned();
        let image = usize::try_from(offset)
            .ok()
            .zip(usize::try_from(size).ok())
            .and_then(|(start, len)| Some((start, bytes.get(start..start.checked_add(len)?)?)))
            .ok_or_else(|| {
                err!("offload bundle entry {index} ({target}): {size} bytes at offset {offset} run past the data")
            })?;
        extent = extent.max(at).max(image.0 + image.1.len());
        if target.starts_with("host") {
            continue;
        }
        images.push(WrappedImage {
            offset: image.0,
            bytes: image.1,
            target: Some(target),
        });
    }
    Ok((extent, images))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A version-1 OffloadBinary wrapping `image` with the given triple and arch.
    pub(crate) fn offload_binary_v1(image: &[u8], triple: &str, arch: &str) -> Vec<u8> {
        let header_len = 32u64;
        let entry_offset = header_len;
        let strings_offset = entry_offset + 40;
        let text_offset = strings_offset + 2 * 16;
        let mut text = Vec::new();
        let mut put = |s: &str| {
            let at = text_offset + text.len() as u64;
            text.extend_from_slice(s.as_bytes());
            text.push(0);
            at
        };
        let pairs = [(put("triple"), put(triple)), (put("arch"), put(arch))];
        let image_offset = (text_offset + text.len() as u64).next_multiple_of(8);
        let size = image_offset + image.len() as u64;

        let mut out = OFFLOAD_BINARY_MAGIC.to_vec();
        out.extend(1u32.to_le_bytes());
        out.extend(size.to_le_bytes());
        out.extend(entry_offset.to_le_bytes());
        out.extend(40u64.to_le_bytes());
        out.extend(6u16.to_le_bytes()); // IMG_SPIRV
        out.extend(8u16.to_le_bytes()); // OFK_SYCL
        out.extend(0u32.to_le_bytes());
        out.extend(strings_offset.to_le_bytes());
        out.extend(2u64.to_le_bytes());
        out.extend(image_offset.to_le_bytes());
        out.extend((image.len() as u64).to_le_bytes());
        for (key, value) in pairs {
            out.extend(key.to_le_bytes());
            out.extend(value.to_le_bytes());
        }
        out.extend(text);
        out.resize(image_offset as usize, 0);
        out.extend_from_slice(image);
        out
    }

    /// A clang-offload-bundler file with a host entry and the given device entries.
    pub(crate) fn bundle_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let all: Vec<(&str, &[u8])> = std::iter::once(("host-x86_64-unknown-linux-gnu", &b""[..]))
            .chain(entries.iter().copied())
            .collect();
        let header_len: usize = BUNDLE_MAGIC.len()
            + 8
            + all
                .iter()
                .map(|(target, _)| 24 + target.len())
                .sum::<usize>();
        let mut out = BUNDLE_MAGIC.to_vec();
        out.extend((all.len() as u64).to_le_bytes());
        let mut data_at = header_len;
        for (target, data) in &all {
            out.extend((data_at as u64).to_le_bytes());
            out.extend((data.len() as u64).to_le_bytes());
            out.extend((target.len() as u64).to_le_bytes());
            out.extend(target.as_bytes());
            data_at += data.len();
        }
        for (_, data) in &all {
            out.extend_from_slice(data);
        }
        out
    }

    #[test]
    fn offload_binary_yields_its_image_and_target() {
        let mut bytes = offload_binary_v1(b"IMAGE BYTES", "spir64_gen-unknown-unknown", "pvc");
        let size = bytes.len();
        bytes.extend(b"following data");
        let (extent, images) = offload_binary(&bytes).unwrap();
        assert_eq!(extent, size);
        assert_eq!(images.len(), 1);
        assert_eq!(images[0].bytes, b"IMAGE BYTES");
        assert_eq!(
            images[0].target.as_deref(),
            Some("spir64_gen-unknown-unknown pvc")
        );
    }

    #[test]
    fn broken_offload_binaries_are_errors() {
        let good = offload_binary_v1(b"IMAGE", "spir64", "");
        for len in [3, 8, 20, 31, good.len() - 1] {
            assert!(
                offload_binary(&good[..len]).is_err(),
                "{len}-byte prefix parsed"
            );
        }
        let mut bad_version = good.clone();
        bad_version[4] = 9;
        assert!(offload_binary(&bad_version)
            .unwrap_err()
            .0
            .contains("version"));
        let mut far_image = good.clone();
        far_image[32 + 24..32 + 32].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(offload_binary(&far_image)
            .unwrap_err()
            .0
            .contains("outside"));
    }

    #[test]
    fn bundle_yields_device_entries_only() {
        let bytes = bundle_of(&[("sycl-spir64_gen-unknown-unknown", b"zebin bytes")]);
        let (extent, images) = bundle(&bytes).unwrap();
        assert_eq!(extent, bytes.len());
        assert_eq!(images.len(), 1);
        assert_eq!(images[0].bytes, b"zebin bytes");
        assert_eq!(
            images[0].target.as_deref(),
            Some("sycl-spir64_gen-unknown-unknown")
        );
        // The magic as a plain string (as in a section-name table) is no bundle.
        assert!(bundle(b"__CLANG_OFFLOAD_BUNDLE__sycl-spir64\0.tgtimg\0").is_err());
        for len in [30, 40, bytes.len() - 1] {
            assert!(bundle(&bytes[..len]).is_err(), "{len}-byte prefix parsed");
        }
    }
}
