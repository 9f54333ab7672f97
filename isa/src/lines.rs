//! Source lines of a zebin's kernels, from the DWARF line tables IGC writes when a module is
//! built with `-g` or `-gline-tables-only` (`ocloc … -options -g`, SYCL with `-g`).
//!
//! A zebin is a relocatable ELF: each kernel's line program sets its address through a
//! relocation (`.rela.debug_line`) against a symbol named after the kernel's section,
//! `.text.<kernel>`, so an address is an offset into that kernel's code, the same offsets
//! [`crate::Instruction::offset`] counts.

use gimli::{EndianSlice, LittleEndian, Reader, RelocateReader};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// One row of a line table: code from `offset` on comes from `file:line:column`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineRow {
    pub offset: u32,
    pub file: String,
    pub line: u32,
    pub column: u32,
}

/// Line rows per kernel name, each sorted by offset.
pub type KernelLines = BTreeMap<String, Vec<LineRow>>;

/// Why a zebin's line tables could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinesError {
    NotElf(String),
    /// No `.debug_line`: the module was built without `-g` or `-gline-tables-only`.
    NoLineTables,
    Dwarf(String),
}

impl std::fmt::Display for LinesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinesError::NotElf(e) => write!(f, "not an ELF zebin: {e}"),
            LinesError::NoLineTables => write!(
                f,
                "no DWARF line tables (build with -g or -gline-tables-only: `ocloc compile \
                 -options -g`, or icpx -g for SYCL; IGC 1.x writes none for a module of \
                 several kernels)"
            ),
            LinesError::Dwarf(e) => write!(f, "unreadable .debug_line: {e}"),
        }
    }
}

impl std::error::Error for LinesError {}

/// Rows at most per zebin: a line table describes code, and no kernel has more instructions.
const MAX_ROWS: usize = 4 << 20;
/// Kernel index in the top bits of a relocated address, offset in the low ones.
const KERNEL_SHIFT: u32 = 40;
const OFFSET_MASK: u64 = (1 << KERNEL_SHIFT) - 1;

/// Relocations of `.debug_line`: section offset → (kernel index + 1, addend).
#[derive(Debug, Clone)]
struct KernelAddresses(std::rc::Rc<HashMap<usize, (u64, i64)>>);

impl gimli::Relocate<usize> for KernelAddresses {
    fn relocate_address(&self, offset: usize, value: u64) -> gimli::Result<u64> {
        Ok(match self.0.get(&offset) {
            Some(&(kernel, addend)) => {
                (kernel << KERNEL_SHIFT) | (value.wrapping_add(addend as u64) & OFFSET_MASK)
            }
            None => value & OFFSET_MASK,
        })
    }

    fn relocate_offset(&self, _offset: usize, value: usize) -> gimli::Result<usize> {
        Ok(value)
    }
}

/// The line rows of every kernel in `zebin` that has some.
pub fn kernel_lines(zebin: &[u8]) -> Result<KernelLines, LinesError> {
    let elf = goblin::elf::Elf::parse(zebin).map_err(|e| LinesError::NotElf(e.to_string()))?;
    let (line_index, data) = debug_line(&elf, zebin)?;
    let (kernels, relocations) = KernelNumbers::of(&elf, line_index);
    let relocate = KernelAddresses(std::rc::Rc::new(relocations));
    let section = RelocateReader::new(EndianSlice::new(data, LittleEndian), relocate);
    let mut lines = read_line_programs(&gimli::DebugLine::from(section), data.len(), &kernels)?;
    for rows in lines.values_mut() {
        rows.sort_by_key(|r| r.offset);
    }
    Ok(lines)
}

/// The name of section `index` of `elf`.
fn section_name<'a>(elf: &'a goblin::elf::Elf, index: usize) -> Option<&'a str> {
    elf.section_headers
        .get(index)
        .and_then(|h| elf.shdr_strtab.get_at(h.sh_name))
}

/// The index and bytes of the `.debug_line` section of `elf`, read from `zebin`.
fn debug_line<'z>(
    elf: &goblin::elf::Elf,
    zebin: &'z [u8],
) -> Result<(usize, &'z [u8]), LinesError> {
    let Some(line_index) =
        (0..elf.section_headers.len()).find(|&i| section_name(elf, i) == Some(".debug_line"))
    else {
        return Err(LinesError::NoLineTables);
    };
    let header = &elf.section_headers[line_index];
    let data = usize::try_from(header.sh_offset)
        .ok()
        .zip(usize::try_from(header.sh_size).ok())
        .and_then(|(start, size)| zebin.get(start..start.checked_add(size)?))
        .ok_or_else(|| LinesError::NotElf(".debug_line lies outside the file".to_owned()))?;
    Ok((line_index, data))
}

/// Which kernel each relocated line-table address belongs to.
struct KernelNumbers<'a> {
    /// Kernel `n` is `names[n - 1]`, numbered from 1 in the order their relocations are first
    /// met; 0 is "unknown".
    names: Vec<String>,
    /// The kernels of the zebin's `.text.` sections: a zebin with one kernel may leave its
    /// addresses unrelocated.
    text_kernels: Vec<&'a str>,
}

impl<'a> KernelNumbers<'a> {
    /// The kernels of `elf` and the relocations of its `.debug_line` (section `line_index`):
    /// section offset → (kernel number, addend).
    fn of(
        elf: &'a goblin::elf::Elf,
        line_index: usize,
    ) -> (KernelNumbers<'a>, HashMap<usize, (u64, i64)>) {
        let mut names: Vec<String> = Vec::new();
        let mut relocations = HashMap::new();
        // Relocations whose symbol names no kernel section (IGC 2 leaves the symbols of long
        // kernel names unnamed, in no meaningful section), by offset.
        let mut unnamed: Vec<(usize, i64)> = Vec::new();
        for (target, relocs) in &elf.shdr_relocs {
            let applies_to = elf.section_headers.get(*target).map(|h| h.sh_info as usize);
            if applies_to != Some(line_index) {
                continue;
            }
            for r in relocs.iter() {
                let addend = r.r_addend.unwrap_or(0);
                let Some(kernel) = relocated_kernel(elf, r.r_sym) else {
                    unnamed.push((r.r_offset as usize, addend));
                    continue;
                };
                let number = match names.iter().position(|k| k == kernel) {
                    Some(at) => at + 1,
                    None => {
                        names.push(kernel.to_owned());
                        names.len()
                    }
                };
                relocations.insert(r.r_offset as usize, (number as u64, addend));
            }
        }
        let text_kernels: Vec<&str> = (0..elf.section_headers.len())
            .filter_map(|i| section_name(elf, i))
            .filter_map(|n| n.strip_prefix(".text."))
            .collect();
        // Unnamed relocations go to the kernels no relocation named, both in order (IGC writes
        // the line programs in section order), only when the counts agree: otherwise they stay
        // unknown.
        let unclaimed: Vec<&str> = text_kernels
            .iter()
            .copied()
            .filter(|k| !names.iter().any(|named| named == k))
            .collect();
        if !unnamed.is_empty() && unnamed.len() == unclaimed.len() {
            unnamed.sort_unstable();
            for ((offset, addend), kernel) in unnamed.into_iter().zip(unclaimed) {
                names.push(kernel.to_owned());
                relocations.insert(offset, (names.len() as u64, addend));
            }
        }
        let kernels = KernelNumbers {
            names,
            text_kernels,
        };
        (kernels, relocations)
    }

    /// The kernel a relocated `address` is in, if known.
    fn at(&self, address: u64) -> Option<&str> {
        match (address >> KERNEL_SHIFT) as usize {
            0 if self.text_kernels.len() == 1 => Some(self.text_kernels[0]),
            0 => None,
            n => self.names.get(n - 1).map(String::as_str),
        }
    }
}

/// The kernel a relocation against symbol `index` of `elf` is for. IGC names the symbol after
/// the kernel's section (IGC 1), or leaves it unnamed and places it in that section (IGC 2's
/// section symbols).
fn relocated_kernel<'a>(elf: &'a goblin::elf::Elf, index: usize) -> Option<&'a str> {
    let symbol = elf.syms.get(index)?;
    let named = elf
        .strtab
        .get_at(symbol.st_name)
        .and_then(|n| n.strip_prefix(".text."));
    named.or_else(|| section_name(elf, symbol.st_shndx).and_then(|n| n.strip_prefix(".text.")))
}

/// The rows of every line program in `debug_line` (of `len` bytes), by kernel, unsorted.
fn read_line_programs<R: Reader<Offset = usize>>(
    debug_line: &gimli::DebugLine<R>,
    len: usize,
    kernels: &KernelNumbers,
) -> Result<KernelLines, LinesError> {
    let mut lines = KernelLines::new();
    let mut rows_read = 0usize;
    let mut offset = 0usize;
    while offset < len {
        let program = debug_line
            .program(gimli::DebugLineOffset(offset), 8, None, None)
            .map_err(|e| LinesError::Dwarf(format!("at {offset:#x}: {e}")))?;
        let header = program.header().clone();
        let length_field = match header.encoding().format {
            gimli::Format::Dwarf32 => 4,
            gimli::Format::Dwarf64 => 12,
        };
        let next = offset
            .checked_add(header.unit_length())
            .and_then(|o| o.checked_add(length_field))
            .filter(|&next| next > offset)
            .ok_or_else(|| LinesError::Dwarf(format!("bad unit length at {offset:#x}")))?;
        let mut rows = program.rows();
        while let Some((header, row)) = rows
            .next_row()
            .map_err(|e| LinesError::Dwarf(format!("in the program at {offset:#x}: {e}")))?
        {
            rows_read += 1;
            if rows_read > MAX_ROWS {
                return Err(LinesError::Dwarf(format!("more than {MAX_ROWS} rows")));
            }
            if row.end_sequence() {
                continue;
            }
            let Some(kernel) = kernels.at(row.address()) else {
                continue;
            };
            if let Some(line) = line_row(header, row) {
                lines.entry(kernel.to_owned()).or_default().push(line);
            }
        }
        offset = next;
    }
    Ok(lines)
}

/// `row` as a [`LineRow`]; `None` for a row of no line.
fn line_row<R: Reader>(
    header: &gimli::LineProgramHeader<R>,
    row: &gimli::LineRow,
) -> Option<LineRow> {
    let line = row.line()?;
    let file = row
        .file(header)
        .map(|f| file_name(header, f))
        .unwrap_or_default();
    let column = match row.column() {
        gimli::ColumnType::LeftEdge => 0,
        gimli::ColumnType::Column(c) => u32::try_from(c.get()).unwrap_or(u32::MAX),
    };
    Some(LineRow {
        offset: u32::try_from(row.address() & OFFSET_MASK).unwrap_or(u32::MAX),
        file,
        line: u32::try_from(line.get()).unwrap_or(u32::MAX),
        column,
    })
}

/// `dir/name` of a file entry, where both are inline strings (DWARF 4, what IGC writes);
/// the bare name otherwise.
fn file_name<R: Reader>(
    header: &gimli::LineProgramHeader<R>,
    file: &gimli::FileEntry<R>,
) -> String {
    let text = |value: gimli::AttributeValue<R>| match value {
        gimli::AttributeValue::String(s) => s.to_string_lossy().ok().map(|s| s.into_owned()),
        _ => None,
    };
    let name = text(file.path_name()).unwrap_or_default();
    match file.directory(header).and_then(text) {
        Some(dir) if !dir.is_empty() && !name.starts_with('/') => format!("{dir}/{name}"),
        _ => name,
    }
}

/// The row in effect at `offset` in one kernel's sorted rows.
pub fn line_at(rows: &[LineRow], offset: u32) -> Option<&LineRow> {
    let after = rows.partition_point(|r| r.offset <= offset);
    after.checked_sub(1).map(|i| &rows[i])
}
