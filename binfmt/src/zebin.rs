//! Zebin: an ELF with `e_machine` EM_INTELGT (205), a `.note.intelgt.compat` note naming its
//! target, and a `.ze_info` YAML section describing each kernel.

use goblin::container::{Container, Ctx, Endian};
use goblin::elf::section_header::{SectionHeader, SHN_XINDEX, SHT_NOBITS, SHT_SYMTAB};
use goblin::elf::Elf;

use crate::error::{err, Result};
pub use crate::kernel_info::KernelInfo;
use crate::zeinfo;

pub const EM_INTELGT: u16 = 205;

const TEXT_PREFIX: &str = ".text.";
/// Holds functions shared between kernels, not a kernel (NEO `SectionNames::functions`).
const FUNCTIONS_SECTION: &str = ".text.Intel_Symbol_Table_Void_Program";
const ZE_INFO_SECTION: &str = ".ze_info";
/// NEO's `SHT_ZEBIN_ZEINFO`, so a renamed zeInfo section is still found.
const SHT_ZEBIN_ZEINFO: u32 = 0xff00_0011;
const COMPAT_NOTE_SECTION: &str = ".note.intelgt.compat";
const COMPAT_NOTE_OWNER: &[u8] = b"IntelGT";
/// `IntelGTSectionType` values in the compat note.
const NOTE_PRODUCT_FAMILY: u32 = 1;
const NOTE_GFX_CORE: u32 = 2;
const NOTE_PRODUCT_CONFIG: u32 = 6;
/// `IntelGTSectionType::ZebinVersion`: the zeInfo version, as a string.
const NOTE_ZEBIN_VERSION: u32 = 4;
/// IGC's per-kernel metrics note section (NEO ignores it; only IGC writes it).
const METRICS_NOTE_SECTION: &str = ".note.intelgt.metrics";

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Zebin {
    /// From `.note.intelgt.compat`.
    pub product_family: Option<u32>,
    pub gfx_core: Option<u32>,
    /// Product config / IP version (e.g. 0x030f0007 style encoding), where the note has it.
    pub product_config: Option<u32>,
    pub kernels: Vec<KernelInfo>,
    /// Which program wrote it ([`writer`]), read from the same section table.
    pub writer: Option<WriterEvidence>,
    /// Where each `.text.<name>` PROGBITS section lies, in section header order, from the same
    /// read: [`Zebin::text_sections`] gives their code without reading the ELF again.
    pub code: Vec<CodeRange>,
}

/// Where one kernel's code section lies in the binary its [`Zebin`] was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeRange {
    /// Index in the section header table.
    pub index: usize,
    /// The full section name, `.text.` included.
    pub name: String,
    /// Byte range of its contents in the binary.
    pub bytes: std::ops::Range<usize>,
}

/// The fixed ELF identification fields, readable before trusting the rest of the header.
pub(crate) struct ElfIdent {
    pub e_type: u16,
    pub e_machine: u16,
}

impl ElfIdent {
    /// `None` unless `bytes` starts with the ELF magic and a valid byte-order mark.
    pub(crate) fn sniff(bytes: &[u8]) -> Option<Self> {
        const EI_DATA: usize = 5;
        if bytes.get(..4)? != b"\x7fELF" {
            return None;
        }
        let big_endian = match *bytes.get(EI_DATA)? {
            1 => false,
            2 => true,
            _ => return None,
        };
        // e_type and e_machine sit at the same offsets in 32- and 64-bit headers.
        let field = |offset: usize| {
            let raw = bytes.get(offset..offset + 2)?;
            let raw = [raw[0], raw[1]];
            Some(if big_endian {
                u16::from_be_bytes(raw)
            } else {
                u16::from_le_bytes(raw)
            })
        };
        Some(Self {
            e_type: field(16)?,
            e_machine: field(18)?,
        })
    }
}

pub fn is_zebin(bytes: &[u8]) -> bool {
    ElfIdent::sniff(bytes).is_some_and(|ident| ident.e_machine == EM_INTELGT)
}

pub fn parse(bytes: &[u8]) -> crate::error::Result<Zebin> {
    let elf = ElfSections::read(bytes)?;
    let mut zebin = Zebin::default();

    if let Some(section) = elf.named(COMPAT_NOTE_SECTION) {
        for (note_type, desc) in compat_notes(section.data, elf.endian)? {
            let slot = match note_type {
                NOTE_PRODUCT_FAMILY => &mut zebin.product_family,
                NOTE_GFX_CORE => &mut zebin.gfx_core,
                NOTE_PRODUCT_CONFIG => &mut zebin.product_config,
                _ => continue,
            };
            let raw: [u8; 4] = desc.try_into().map_err(|_| {
                err!(
                    "compat note type {note_type} has a {}-byte descriptor, expected 4",
                    desc.len()
                )
            })?;
            let value = match elf.endian {
                Endian::Little => u32::from_le_bytes(raw),
                Endian::Big => u32::from_be_bytes(raw),
            };
            // 0 is IGFX_UNKNOWN / IGFX_UNKNOWN_CORE / UNKNOWN_ISA: IGC writes it for gfx core.
            *slot = (value != 0).then_some(value);
        }
    }

    let ze_info = elf
        .sections
        .iter()
        .find(|s| s.name == ZE_INFO_SECTION || s.sh_type == SHT_ZEBIN_ZEINFO);
    let mut kernels = match ze_info {
        Some(section) => zeinfo::parse_kernels(&String::from_utf8_lossy(section.data))
            .map_err(|e| err!("{ZE_INFO_SECTION}: {e}"))?,
        None => Vec::new(),
    };

    let text_sections: Vec<(&str, u64)> = elf
        .sections
        .iter()
        .filter(|s| s.name != FUNCTIONS_SECTION)
        .filter_map(|s| Some((s.name.strip_prefix(TEXT_PREFIX)?, s.size)))
        .collect();
    for kernel in &mut kernels {
        if let Some(&(_, size)) = text_sections.iter().find(|(name, _)| *name == kernel.name) {
            kernel.code_bytes = size;
        }
    }
    // Code without zeInfo metadata is still a kernel the binary carries.
    let undescribed: Vec<KernelInfo> = text_sections
        .iter()
        .filter(|(name, _)| !kernels.iter().any(|k| k.name == *name))
        .map(|&(name, size)| KernelInfo {
            name: name.to_owned(),
            code_bytes: size,
            ..KernelInfo::default()
        })
        .collect();
    kernels.extend(undescribed);
    zebin.kernels = kernels;
    zebin.writer = writer_of(&elf).ok();
    zebin.code = elf
        .text_sections()
        .map(|(index, s)| CodeRange {
            index,
            name: s.name.clone(),
            bytes: s.offset..s.offset + s.data.len(),
        })
        .collect();
    Ok(zebin)
}

/// Which program wrote a zebin, told apart by what each writes beside the code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writer {
    /// IGC (through ocloc, NEO's compiler or a SYCL/Triton build): it always writes
    /// `.note.intelgt.metrics` and a zebin-version note in `.note.intelgt.compat`.
    Igc,
    /// An nGEN-style generator (oneDNN's and oneMKL's run-time kernels): a compat note of the
    /// gfx core alone, no zebin-version note, no metrics note.
    Ngen,
    /// Neither pattern.
    Unknown,
}

/// What [`writer`] read, so that a report can say why it named the writer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriterEvidence {
    pub writer: Writer,
    /// Section headers, the null one included.
    pub sections: usize,
    pub symbol_table: bool,
    pub metrics_note: bool,
    /// `sh_size` of `.note.intelgt.compat` (0 without one) and its IntelGT note types in order.
    pub compat_note_bytes: u64,
    pub compat_note_types: Vec<u32>,
    /// The zebin-version note's text (`1.20` from IGC 1.0, `1.73` from IGC 2.40).
    pub zebin_version_note: Option<String>,
    /// zeInfo's top-level `version:` as written (`'1.20'` by IGC, `1.8` by nGEN).
    pub zeinfo_version: Option<String>,
}

/// Tells which program wrote the zebin `bytes` from its sections and notes alone.
pub fn writer(bytes: &[u8]) -> Result<WriterEvidence> {
    writer_of(&ElfSections::read(bytes)?)
}

fn writer_of(elf: &ElfSections) -> Result<WriterEvidence> {
    let (compat_note_bytes, notes) = match elf.named(COMPAT_NOTE_SECTION) {
        Some(section) => (section.size, compat_notes(section.data, elf.endian)?),
        None => (0, Vec::new()),
    };
    let zebin_version_note = notes
        .iter()
        .find(|(note_type, _)| *note_type == NOTE_ZEBIN_VERSION)
        .map(|(_, desc)| {
            let text = desc.split(|&b| b == 0).next().unwrap_or_default();
            String::from_utf8_lossy(text).into_owned()
        });
    let zeinfo_version = elf
        .sections
        .iter()
        .find(|s| s.name == ZE_INFO_SECTION || s.sh_type == SHT_ZEBIN_ZEINFO)
        .and_then(|section| {
            // The first top-level key of zeInfo; a bounded look, not a YAML parse.
            let head = &section.data[..section.data.len().min(256)];
            String::from_utf8_lossy(head)
                .lines()
                .find_map(|line| Some(line.strip_prefix("version:")?.trim().to_owned()))
        });
    let metrics_note = elf.named(METRICS_NOTE_SECTION).is_some();
    let compat_note_types: Vec<u32> = notes.iter().map(|(note_type, _)| *note_type).collect();
    let writer = if metrics_note && zebin_version_note.is_some() {
        Writer::Igc
    } else if !metrics_note && zebin_version_note.is_none() && compat_note_types == [NOTE_GFX_CORE]
    {
        Writer::Ngen
    } else {
        Writer::Unknown
    };
    Ok(WriterEvidence {
        writer,
        sections: elf.sections.len(),
        symbol_table: elf.sections.iter().any(|s| s.sh_type == SHT_SYMTAB),
        metrics_note,
        compat_note_bytes,
        compat_note_types,
        zebin_version_note,
        zeinfo_version,
    })
}

/// How many bytes the ELF at the start of `bytes` spans, from its own headers: the furthest end
/// of the header, the program and section header tables and every section with file contents.
/// ELF has no total-size field, so this is how an ELF embedded in a larger file is cut out.
/// Errors when those tables point past the end of `bytes`.
pub fn elf_extent(bytes: &[u8]) -> Result<usize> {
    if ElfIdent::sniff(bytes).is_none() {
        return Err(err!("no ELF header"));
    }
    let header = Elf::parse_header(bytes).map_err(|e| err!("bad ELF header: {e}"))?;
    let container = header.container().map_err(|e| err!("bad ELF class: {e}"))?;
    let endian = header
        .endianness()
        .map_err(|e| err!("bad ELF byte order: {e}"))?;
    let table_end = |offset: u64, count: u16, entry_size: u16| {
        offset.checked_add(u64::from(count) * u64::from(entry_size))
    };
    let past_file = |what: &str, end: u64| {
        err!(
            "{what} ends at byte {end}, past the {} bytes available",
            bytes.len()
        )
    };
    let available = bytes.len() as u64;
    let mut end = u64::from(header.e_ehsize);
    if end > available {
        return Err(past_file("the ELF header", end));
    }
    for (what, table) in [
        (
            "the section header table",
            table_end(header.e_shoff, header.e_shnum, header.e_shentsize),
        ),
        (
            "the program header table",
            table_end(header.e_phoff, header.e_phnum, header.e_phentsize),
        ),
    ] {
        let table = table.ok_or_else(|| err!("{what} offset overflows"))?;
        if table > available {
            return Err(past_file(what, table));
        }
        end = end.max(table);
    }
    let shoff = usize::try_from(header.e_shoff).map_err(|_| past_file("section headers", 0))?;
    let sections = SectionHeader::parse(
        bytes,
        shoff,
        usize::from(header.e_shnum),
        Ctx::new(container, endian),
    )
    .map_err(|e| err!("bad section header table at offset {shoff}: {e}"))?;
    for (index, sh) in sections.iter().enumerate() {
        if sh.sh_type == SHT_NOBITS {
            continue;
        }
        let section_end = sh
            .sh_offset
            .checked_add(sh.sh_size)
            .ok_or_else(|| err!("section {index}: offset {} + size overflows", sh.sh_offset))?;
        if section_end > available {
            return Err(past_file(&format!("section {index}"), section_end));
        }
        end = end.max(section_end);
    }
    Ok(end as usize)
}

/// Every `.text*` section as (name, contents), sorted by name: the code a zebin carries,
/// independent of how its ELF container is laid out.
pub(crate) fn code_sections(bytes: &[u8]) -> Result<Vec<(String, &[u8])>> {
    let elf = ElfSections::read(bytes)?;
    let mut code: Vec<(String, &[u8])> = elf
        .sections
        .into_iter()
        .filter(|s| s.name == ".text" || s.name.starts_with(TEXT_PREFIX))
        .map(|s| (s.name, s.data))
        .collect();
    code.sort();
    Ok(code)
}

/// `SHT_PROGBITS`: the section type of kernel code.
const SHT_PROGBITS: u32 = 1;

/// One kernel's machine code: a `.text.<name>` PROGBITS section, the sections `ocloc disasm`
/// turns into `.text.<name>.asm`.
pub struct TextSection<'a> {
    /// Index in the section header table.
    pub index: usize,
    /// The full section name, `.text.` included.
    pub name: String,
    pub code: &'a [u8],
}

/// Every `.text.<name>` PROGBITS section, in section header order (ocloc's order), each with its
/// bounds-checked contents.
pub fn text_sections(bytes: &[u8]) -> Result<Vec<TextSection<'_>>> {
    Ok(ElfSections::read(bytes)?
        .text_sections()
        .map(|(index, s)| TextSection {
            index,
            name: s.name.clone(),
            code: s.data,
        })
        .collect())
}

impl Zebin {
    /// The `-device` argument for `ocloc disasm`, from the compat note; `None` when unknown.
    ///
    /// Prefers the product family's acronym (accepted by old and new ocloc alike) and falls back
    /// to the `<major>.<minor>.<revision>` IP version from the product config, which ocloc also
    /// accepts.
    pub fn ocloc_device(&self) -> Option<String> {
        self.product_family
            .and_then(device_for_product_family)
            .map(str::to_owned)
            .or_else(|| self.product_config.map(ip_version))
    }

    /// Every `.text.<name>` section's code, as [`text_sections`] gives it, cut from `binary`
    /// (the bytes this was parsed from) by the ranges the parse recorded.
    pub fn text_sections<'a>(&self, binary: &'a [u8]) -> Result<Vec<TextSection<'a>>> {
        self.code
            .iter()
            .map(|range| {
                let code = binary.get(range.bytes.clone()).ok_or_else(|| {
                    err!(
                        "{} lies at {:?}, outside this {}-byte binary (not the one parsed)",
                        range.name,
                        range.bytes,
                        binary.len()
                    )
                })?;
                Ok(TextSection {
                    index: range.index,
                    name: range.name.clone(),
                    code,
                })
            })
            .collect()
    }
}

/// ocloc acronym for a PRODUCT_FAMILY value as NEO's igfxfmid.h numbers them (the values in
/// compat notes). Up to PVC these were checked against ocloc 22.43 output; later ones follow
/// NEO's igfxfmid.h and ocloc's acronym tables.
fn device_for_product_family(family: u32) -> Option<&'static str> {
    Some(match family {
        16 => "bdw",
        18 => "skl",
        19 => "kbl",
        20 => "cfl",
        22 => "apl",
        // Gemini Lake runs Gen9 ISA like Skylake; ocloc 22.43's IGA rejects "glk" for disasm.
        23 => "skl",
        26 => "icllp",
        27 => "lkf",
        28 => "ehl",
        29 => "tgllp",
        30 => "rkl",
        31 => "adl-s",
        32 => "adl-p",
        33 => "adl-n",
        1210 => "dg1",
        1270 => "dg2",
        1271 => "pvc",
        1272 => "mtl",
        1273 => "arl-h",
        1274 => "bmg",
        1275 => "lnl-m",
        1300 => "ptl",
        _ => return None,
    })
}

/// ocloc acronym for an IP version written `<major>.<minor>.<revision>`, as ocloc names fat
/// binary members (`64.12.60.7`). The versions ocloc 22.43 writes; newer targets show as their
/// IP version.
pub fn device_for_ip_version(ip_version: &str) -> Option<&'static str> {
    Some(match ip_version {
        "8.0.0" => "bdw",
        "9.0.9" => "skl",
        "9.1.9" => "kbl",
        "9.2.9" => "cfl",
        "9.3.0" => "apl",
        "9.4.0" => "glk",
        "11.0.0" => "icllp",
        "11.1.0" => "lkf",
        "11.2.0" => "ehl",
        "12.0.0" => "tgllp",
        "12.1.0" => "rkl",
        "12.2.0" => "adl-s",
        "12.3.0" => "adl-p",
        "12.4.0" => "adl-n",
        "12.10.0" => "dg1",
        "12.55.8" => "dg2-g10",
        "12.56.5" => "dg2-g11",
        "12.57.0" => "dg2-g12",
        "12.60.7" => "pvc",
        _ => return None,
    })
}

/// Formats a NEO `HardwareIpVersion` (architecture:10 | release:8 | reserved:8 | revision:6).
fn ip_version(config: u32) -> String {
    format!(
        "{}.{}.{}",
        config >> 22,
        (config >> 14) & 0xff,
        config & 0x3f
    )
}

/// The `-device` argument for `ocloc disasm` from a Level Zero device id (e.g. 0x0bd5),
/// used when the binary itself does not say.
pub fn ocloc_device_from_pci_id(device_id: u32) -> Option<String> {
    // Device ids from NEO's supported-device tables. Those up to PVC that ocloc 22.43 knows
    // were checked to compile to the same product family as the acronym.
    let device = match device_id {
        0x9A40 | 0x9A49 | 0x9A59 | 0x9A60 | 0x9A68 | 0x9A70 | 0x9A78 | 0xFF20 => "tgllp",
        0x4C80 | 0x4C8A | 0x4C8B | 0x4C8C | 0x4C90 | 0x4C9A => "rkl",
        0x4680 | 0x4682 | 0x4688 | 0x468A | 0x468B | 0x4690 | 0x4692 | 0x4693 => "adl-s",
        0xA780..=0xA783 | 0xA788..=0xA78B => "adl-s", // Raptor Lake-S
        0x46A0 | 0x46A1 | 0x46A3 | 0x46A6 | 0x46A8 | 0x46AA | 0x462A | 0x4626 | 0x4628 => "adl-p",
        0x46B0 | 0x46B1 | 0x46B3 | 0x46C0 | 0x46C1 | 0x46C3 => "adl-p",
        0xA720 | 0xA721 | 0xA7A0 | 0xA7A1 | 0xA7A8..=0xA7AD => "adl-p", // Raptor Lake-P
        0x46D0..=0x46D4 => "adl-n",
        0x4905..=0x4909 => "dg1",
        0x4F80..=0x4F88 | 0x5690..=0x5697 | 0x56A0..=0x56A6 | 0x56AF => "dg2",
        0x56B0..=0x56B3 | 0x56BA..=0x56BF | 0x56C0..=0x56C2 => "dg2",
        0x0BD0..=0x0BDB | 0x0B69 | 0x0B6E => "pvc",
        0x7D40 | 0x7D45 | 0x7D55 | 0x7DD5 => "mtl",
        0x7D41 | 0x7D67 => "mtl", // Arrow Lake-U/-S: ocloc builds "arl-u"/"arl-s" as MTL-U
        0x7D51 | 0x7DD1 => "arl-h",
        0x6420 | 0x64A0 | 0x64B0 => "lnl-m",
        0xE202 | 0xE209..=0xE20D | 0xE210..=0xE212 | 0xE215 | 0xE216 | 0xE220..=0xE223 => "bmg",
        0xB080..=0xB087 | 0xB08F | 0xB090 | 0xB0A0 | 0xB0B0 | 0xFD80 | 0xFD81 => "ptl",
        _ => return None,
    };
    Some(device.to_owned())
}

struct Section<'a> {
    name: String,
    sh_type: u32,
    /// `sh_size`; for SHT_NOBITS this is not backed by `data`.
    size: u64,
    /// Where `data` starts in the binary (0 for SHT_NOBITS).
    offset: usize,
    data: &'a [u8],
}

/// Section headers with names and bounds-checked contents.
struct ElfSections<'a> {
    endian: Endian,
    sections: Vec<Section<'a>>,
}

impl<'a> ElfSections<'a> {
    fn read(bytes: &'a [u8]) -> Result<Self> {
        if !is_zebin(bytes) {
            return Err(err!(
                "not a zebin: no ELF header with e_machine EM_INTELGT ({EM_INTELGT})"
            ));
        }
        let header = Elf::parse_header(bytes).map_err(|e| err!("bad ELF header: {e}"))?;
        let container: Container = header.container().map_err(|e| err!("bad ELF class: {e}"))?;
        let endian = header
            .endianness()
            .map_err(|e| err!("bad ELF byte order: {e}"))?;
        let shoff = usize::try_from(header.e_shoff)
            .map_err(|_| err!("section header offset {} is too large", header.e_shoff))?;
        let headers = SectionHeader::parse(
            bytes,
            shoff,
            usize::from(header.e_shnum),
            Ctx::new(container, endian),
        )
        .map_err(|e| err!("bad section header table at offset {shoff}: {e}"))?;
        if headers.is_empty() {
            return Err(err!("zebin has no section headers"));
        }

        // With many sections the real name-table index lives in section 0's sh_link.
        let names_index = if u32::from(header.e_shstrndx) == SHN_XINDEX {
            headers[0].sh_link as usize
        } else {
            usize::from(header.e_shstrndx)
        };
        let names_header = headers.get(names_index).ok_or_else(|| {
            err!(
                "section name table index {names_index} is out of range ({} sections)",
                headers.len()
            )
        })?;
        let (_, names) =
            section_data(bytes, names_header).map_err(|e| err!("section name table: {e}"))?;

        let sections = headers
            .iter()
            .enumerate()
            .map(|(index, sh)| {
                let name = c_string_at(names, sh.sh_name).ok_or_else(|| {
                    err!(
                        "section {index}: name offset {} is outside the name table",
                        sh.sh_name
                    )
                })?;
                let (offset, data) =
                    section_data(bytes, sh).map_err(|e| err!("section {name}: {e}"))?;
                Ok(Section {
                    name,
                    sh_type: sh.sh_type,
                    size: sh.sh_size,
                    offset,
                    data,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Self { endian, sections })
    }

    fn named(&self, name: &str) -> Option<&Section<'a>> {
        self.sections.iter().find(|s| s.name == name)
    }

    /// The `.text.<name>` PROGBITS sections with their indices: the kernels' code.
    fn text_sections(&self) -> impl Iterator<Item = (usize, &Section<'a>)> {
        self.sections
            .iter()
            .enumerate()
            .filter(|(_, s)| s.sh_type == SHT_PROGBITS && s.name.starts_with(TEXT_PREFIX))
    }
}

/// Where a section's contents start in `bytes` and the contents, bounds-checked.
fn section_data<'a>(bytes: &'a [u8], sh: &SectionHeader) -> Result<(usize, &'a [u8])> {
    if sh.sh_type == SHT_NOBITS {
        return Ok((0, &[]));
    }
    let range = usize::try_from(sh.sh_offset)
        .ok()
        .zip(usize::try_from(sh.sh_size).ok())
        .and_then(|(start, len)| Some(start..start.checked_add(len)?));
    range
        .and_then(|r| Some((r.start, bytes.get(r)?)))
        .ok_or_else(|| {
            err!(
                "contents at offset {} size {} lie outside the {}-byte file",
                sh.sh_offset,
                sh.sh_size,
                bytes.len()
            )
        })
}

/// The NUL-terminated string at `offset` (a missing terminator ends it at the table's end).
fn c_string_at(table: &[u8], offset: usize) -> Option<String> {
    let tail = table.get(offset..)?;
    let len = tail.iter().position(|&b| b == 0).unwrap_or(tail.len());
    Some(String::from_utf8_lossy(&tail[..len]).into_owned())
}

/// (type, descriptor) of each IntelGT-owned note in `.note.intelgt.compat`.
fn compat_notes(data: &[u8], endian: Endian) -> Result<Vec<(u32, &[u8])>> {
    let read_u32 = |at: usize| -> Option<u32> {
        let raw: [u8; 4] = data.get(at..at.checked_add(4)?)?.try_into().ok()?;
        Some(match endian {
            Endian::Little => u32::from_le_bytes(raw),
            Endian::Big => u32::from_be_bytes(raw),
        })
    };
    // Note fields are 4-byte aligned; None on overflow.
    let align4 = |n: usize| Some(n.checked_add(3)? & !3);

    let mut notes = Vec::new();
    let mut at = 0;
    while at < data.len() {
        let truncated = || err!("{COMPAT_NOTE_SECTION}: note at offset {at} is truncated");
        let (Some(name_size), Some(desc_size), Some(note_type)) =
            (read_u32(at), read_u32(at + 4), read_u32(at + 8))
        else {
            return Err(truncated());
        };
        let name_start = at + 12;
        let name_end = name_start
            .checked_add(name_size as usize)
            .ok_or_else(truncated)?;
        let desc_start = align4(name_end).ok_or_else(truncated)?;
        let desc_end = desc_start
            .checked_add(desc_size as usize)
            .ok_or_else(truncated)?;
        let name = data.get(name_start..name_end).ok_or_else(truncated)?;
        let desc = data.get(desc_start..desc_end).ok_or_else(truncated)?;
        if name.split(|&b| b == 0).next() == Some(COMPAT_NOTE_OWNER) {
            notes.push((note_type, desc));
        }
        at = align4(desc_end).ok_or_else(truncated)?;
    }
    Ok(notes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A little-endian ELF64 header with EM_INTELGT and the given section table location.
    fn elf_header(shoff: u64, shnum: u16, shstrndx: u16) -> Vec<u8> {
        let mut h = vec![0u8; 64];
        h[..4].copy_from_slice(b"\x7fELF");
        h[4] = 2; // ELFCLASS64
        h[5] = 1; // little-endian
        h[6] = 1; // EV_CURRENT
        h[16..18].copy_from_slice(&1u16.to_le_bytes()); // ET_REL
        h[18..20].copy_from_slice(&EM_INTELGT.to_le_bytes());
        h[20..24].copy_from_slice(&1u32.to_le_bytes());
        h[40..48].copy_from_slice(&shoff.to_le_bytes());
        h[52..54].copy_from_slice(&64u16.to_le_bytes()); // e_ehsize
        h[58..60].copy_from_slice(&64u16.to_le_bytes()); // e_shentsize
        h[60..62].copy_from_slice(&shnum.to_le_bytes());
        h[62..64].copy_from_slice(&shstrndx.to_le_bytes());
        h
    }

    fn section_header(name: u32, sh_type: u32, offset: u64, size: u64) -> Vec<u8> {
        let mut sh = vec![0u8; 64];
        sh[..4].copy_from_slice(&name.to_le_bytes());
        sh[4..8].copy_from_slice(&sh_type.to_le_bytes());
        sh[24..32].copy_from_slice(&offset.to_le_bytes());
        sh[32..40].copy_from_slice(&size.to_le_bytes());
        sh
    }

    /// Header, a name table, a `.text.k` section of `text_size` bytes declared at
    /// `text_offset`, and the section header table.
    fn zebin_with_text_at(text_offset: u64, text_size: u64) -> Vec<u8> {
        let names = b"\0.strtab\0.text.k\0";
        let names_offset = 64u64;
        let shoff = names_offset + names.len() as u64;
        let mut bytes = elf_header(shoff, 3, 1);
        bytes.extend_from_slice(names);
        bytes.extend(section_header(0, 0, 0, 0));
        bytes.extend(section_header(1, 3, names_offset, names.len() as u64));
        bytes.extend(section_header(9, 1, text_offset, text_size));
        bytes
    }

    /// A well-formed zebin holding `sections` (name, type, contents) after the name table.
    fn zebin_with_sections(sections: &[(&str, u32, &[u8])]) -> Vec<u8> {
        let mut names = b"\0.strtab\0".to_vec();
        let mut body = Vec::new();
        let mut headers = section_header(0, 0, 0, 0);
        let mut placed = Vec::new();
        for &(name, sh_type, data) in sections {
            placed.push((
                names.len() as u32,
                sh_type,
                body.len() as u64,
                data.len() as u64,
            ));
            names.extend_from_slice(name.as_bytes());
            names.push(0);
            body.extend_from_slice(data);
        }
        let body_offset = 64 + names.len() as u64;
        headers.extend(section_header(1, 3, 64, names.len() as u64));
        for (name, sh_type, offset, size) in placed {
            headers.extend(section_header(name, sh_type, body_offset + offset, size));
        }
        let shoff = body_offset + body.len() as u64;
        let mut bytes = elf_header(shoff, sections.len() as u16 + 2, 1);
        bytes.extend(names);
        bytes.extend(body);
        bytes.extend(headers);
        bytes
    }

    #[test]
    fn zeinfo_kernels_come_first_then_code_only_kernels() {
        let mut notes = note(b"IntelGT", NOTE_PRODUCT_FAMILY, &1274u32.to_le_bytes());
        notes.extend(note(b"IntelGT", NOTE_GFX_CORE, &0u32.to_le_bytes()));
        let ze_info = b"kernels:\n  - name: described\n    execution_env:\n      simd_size: 16\n";
        let bytes = zebin_with_sections(&[
            (".text.undescribed", 1, &[0; 16]),
            (FUNCTIONS_SECTION, 1, &[0; 8]),
            (".text.described", 1, &[0; 32]),
            (COMPAT_NOTE_SECTION, 7, &notes),
            (".renamed_ze_info", SHT_ZEBIN_ZEINFO, ze_info),
        ]);
        let zebin = parse(&bytes).unwrap();
        assert_eq!(zebin.product_family, Some(1274));
        assert_eq!(zebin.gfx_core, None);
        assert_eq!(zebin.ocloc_device().as_deref(), Some("bmg"));
        let kernels: Vec<_> = zebin
            .kernels
            .iter()
            .map(|k| (k.name.as_str(), k.simd_size, k.code_bytes))
            .collect();
        assert_eq!(
            kernels,
            [("described", Some(16), 32), ("undescribed", None, 16)]
        );
    }

    #[test]
    fn malformed_notes_and_zeinfo_fail_the_parse() {
        let short_family = note(b"IntelGT", NOTE_PRODUCT_FAMILY, &[1, 2]);
        let bytes = zebin_with_sections(&[(COMPAT_NOTE_SECTION, 7, &short_family)]);
        assert!(parse(&bytes).unwrap_err().0.contains("2-byte descriptor"));

        let bytes = zebin_with_sections(&[(ZE_INFO_SECTION, 1, b"kernels: [oops\n")]);
        assert!(parse(&bytes).unwrap_err().0.starts_with(ZE_INFO_SECTION));
    }

    #[test]
    fn minimal_hand_built_zebin_parses() {
        // Point .text.k at the name table itself: any in-bounds bytes will do.
        let zebin = parse(&zebin_with_text_at(64, 4)).unwrap();
        assert_eq!(zebin.product_family, None);
        assert_eq!(zebin.kernels.len(), 1);
        assert_eq!(zebin.kernels[0].name, "k");
        assert_eq!(zebin.kernels[0].code_bytes, 4);
        assert_eq!(zebin.kernels[0].simd_size, None);
    }

    #[test]
    fn absurd_section_offsets_are_errors() {
        for (offset, size) in [(1 << 40, 4), (64, 1 << 40), (u64::MAX, 2), (8, u64::MAX)] {
            let error = parse(&zebin_with_text_at(offset, size)).unwrap_err();
            assert!(error.0.contains(".text.k"), "{error}");
        }
    }

    #[test]
    fn elf_extent_covers_headers_and_sections_and_never_runs_past_the_data() {
        let bytes = zebin_with_text_at(64, 4);
        assert_eq!(elf_extent(&bytes).unwrap(), bytes.len());
        let mut padded = bytes.clone();
        padded.extend([0; 100]);
        assert_eq!(elf_extent(&padded).unwrap(), bytes.len());
        // Found by the fuzzer: an e_ehsize past the end of the data.
        let mut huge_header = bytes.clone();
        huge_header[52..54].copy_from_slice(&0xe540u16.to_le_bytes());
        assert!(elf_extent(&huge_header)
            .unwrap_err()
            .0
            .contains("ELF header"));
        for (offset, size) in [(1 << 40, 4), (64, 1 << 40), (u64::MAX, 2)] {
            assert!(elf_extent(&zebin_with_text_at(offset, size)).is_err());
        }
        assert!(elf_extent(&bytes[..bytes.len() - 1]).is_err());
    }

    #[test]
    fn truncated_or_empty_elf_is_an_error() {
        assert!(parse(&[]).is_err());
        assert!(parse(b"\x7fELF").is_err());
        let full = zebin_with_text_at(64, 4);
        for len in [20, 63, 64, 100, full.len() - 1] {
            assert!(parse(&full[..len]).is_err(), "prefix of {len} bytes parsed");
        }
    }

    #[test]
    fn bad_section_table_references_are_errors() {
        let mut bytes = zebin_with_text_at(64, 4);
        bytes[62] = 7; // e_shstrndx past the 3 sections
        assert!(parse(&bytes).unwrap_err().0.contains("out of range"));

        let mut bytes = elf_header(0, 0, 0);
        bytes.extend_from_slice(&[0; 64]);
        assert!(parse(&bytes).unwrap_err().0.contains("no section headers"));

        let mut bytes = elf_header(1 << 50, 3, 1);
        bytes.extend_from_slice(&[0; 64]);
        assert!(parse(&bytes).is_err());
    }

    #[test]
    fn non_zebin_elf_is_rejected() {
        let mut bytes = zebin_with_text_at(64, 4);
        bytes[18] = 62; // EM_X86_64
        assert!(parse(&bytes).unwrap_err().0.contains("not a zebin"));
    }

    fn note(owner: &[u8], note_type: u32, desc: &[u8]) -> Vec<u8> {
        let mut n = Vec::new();
        n.extend((owner.len() as u32 + 1).to_le_bytes());
        n.extend((desc.len() as u32).to_le_bytes());
        n.extend(note_type.to_le_bytes());
        n.extend(owner);
        n.push(0);
        n.resize(n.len().next_multiple_of(4), 0);
        n.extend(desc);
        n.resize(n.len().next_multiple_of(4), 0);
        n
    }

    #[test]
    fn compat_notes_keep_only_intelgt_owned_entries() {
        let mut data = note(b"IntelGT", 1, &1271u32.to_le_bytes());
        data.extend(note(b"GNU", 1, &7u32.to_le_bytes()));
        data.extend(note(b"IntelGT", 4, b"1.20\0"));
        let notes = compat_notes(&data, Endian::Little).unwrap();
        assert_eq!(
            notes,
            vec![(1, &1271u32.to_le_bytes()[..]), (4, &b"1.20\0"[..])]
        );
    }

    #[test]
    fn truncated_or_oversized_notes_are_errors() {
        let data = note(b"IntelGT", 1, &1271u32.to_le_bytes());
        for len in [1, 11, 12, 19, 23] {
            assert!(compat_notes(&data[..len], Endian::Little).is_err());
        }
        let mut huge = data.clone();
        huge[4..8].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(compat_notes(&huge, Endian::Little).is_err());
    }

    #[test]
    fn device_names_follow_family_then_ip_version() {
        let with = |family, config| Zebin {
            product_family: family,
            product_config: config,
            ..Zebin::default()
        };
        assert_eq!(
            with(Some(1271), None).ocloc_device().as_deref(),
            Some("pvc")
        );
        assert_eq!(
            with(Some(1271), Some(0x030f_0007))
                .ocloc_device()
                .as_deref(),
            Some("pvc")
        );
        assert_eq!(
            with(Some(9999), Some(0x030f_0007))
                .ocloc_device()
                .as_deref(),
            Some("12.60.7")
        );
        assert_eq!(
            with(None, Some(0x030d_c008)).ocloc_device().as_deref(),
            Some("12.55.8")
        );
        assert_eq!(with(Some(9999), None).ocloc_device(), None);
    }

    #[test]
    fn pci_ids_map_to_family_acronyms() {
        assert_eq!(ocloc_device_from_pci_id(0x0bd5).as_deref(), Some("pvc"));
        assert_eq!(ocloc_device_from_pci_id(0x0bd0).as_deref(), Some("pvc"));
        assert_eq!(ocloc_device_from_pci_id(0x56a0).as_deref(), Some("dg2"));
        assert_eq!(ocloc_device_from_pci_id(0x9a49).as_deref(), Some("tgllp"));
        assert_eq!(ocloc_device_from_pci_id(0xe20b).as_deref(), Some("bmg"));
        assert_eq!(ocloc_device_from_pci_id(0x7d55).as_deref(), Some("mtl"));
        assert_eq!(ocloc_device_from_pci_id(0x1234), None);
    }
}
