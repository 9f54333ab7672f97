//! What a kernel's ISA says, for report.json and the table: the instruction mix by class, sends
//! by what they do, spill and fill sends, loops, and, where the module carries DWARF, the
//! source lines each instruction and loop comes from. Read with `aotspy-isa` from the same
//! listing the report ships, once: every view (markdown, HTML) and `aotspy diff` take what they
//! show from [`analyze`] or [`read_code`], the two readers of a listing, which share one parse.

use aotspy_binfmt::zebin::KernelInfo;
use aotspy_isa::advice::{advise_with, DeviceTraits, Finding, KernelFacts};
use aotspy_isa::lines::{line_at, KernelLines, LineRow, LinesError};
use aotspy_isa::{Analysis, Class, Listing, Scratch};
pub use aotspy_report::{KernelIsa, LineTotal, LoopEntry};
use aotspy_report::{Note, NoteKind};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// What one parse of a kernel's listing gives the report.
pub struct Analyzed {
    pub isa: KernelIsa,
    /// Instructions of the code (padding after it left out).
    pub instructions: usize,
    /// The advice rules' findings, most severe first, with source lines where there are rows.
    pub advice: Vec<Finding>,
    /// What report.html marks on each instruction line.
    pub marks: Marks,
}

/// Each listed kernel's ASM, by its listing file in the report directory: what report.md
/// inlines, so that no view reads a listing again.
pub type Listings = HashMap<String, String>;

/// Per instruction line of a listing: (1-based line, class, loop depth, index into `sources` or
/// -1, byte offset, live GRFs), as report.html's script reads them.
#[derive(Serialize, Debug, Default)]
pub struct Marks {
    pub lines: Vec<(usize, &'static str, u32, i64, u32, u16)>,
    /// `file:line` of the source lines instructions come from.
    pub sources: Vec<String>,
}

/// The one parse of a listing every reader of it starts from.
fn parse(asm: &str) -> (Listing, Analysis) {
    let listing = aotspy_isa::parse(asm);
    let analysis = listing.analyze();
    (listing, analysis)
}

/// What `aotspy diff` reads from a listing: its analysis and its instruction lines as written
/// (padding and labels left out), from one parse.
pub fn read_code(asm: &str) -> (Analysis, Vec<String>) {
    let (listing, analysis) = parse(asm);
    let lines: Vec<&str> = asm.lines().collect();
    let code = listing
        .code()
        .iter()
        .filter_map(|i| lines.get(i.line - 1).map(|l| l.trim_end().to_owned()))
        .collect();
    (analysis, code)
}

/// What the advice rules know of a kernel besides its listing: the device it was built for
/// (an ocloc name or the device's own) and its zeInfo. The work-group size is not recorded at
/// launch (the launch path has no instruction to spare for it), so it is known only for a
/// kernel that declares it (`required_work_group_size`); otherwise occupancy is given per
/// work-group size.
/// Why a module's kernels have no source lines, as the report says it: `None` when they have
/// some (built with -g), or when the module is no ELF (raw ISA, patch tokens).
pub fn source_lines_note(lines: &Result<KernelLines, LinesError>) -> Option<Note> {
    match lines {
        Ok(_) | Err(LinesError::NotElf(_)) => None,
        Err(e) => Some(Note::new(
            NoteKind::NoSourceLines,
            format!("no source lines: {e}"),
        )),
    }
}

pub fn kernel_facts(device: Option<&str>, info: Option<&KernelInfo>) -> KernelFacts {
    let env = |key: &str| {
        info.and_then(|k| k.execution_env.get(key))
            .and_then(|v| v.trim().parse().ok())
    };
    KernelFacts {
        device: device.unwrap_or_default().to_string(),
        simd: info.and_then(|k| k.simd_size),
        grf_count: info.and_then(|k| k.grf_count),
        spill_bytes: info.and_then(|k| k.spill_bytes),
        private_bytes: info.and_then(|k| k.private_bytes),
        slm_bytes: info.and_then(|k| k.slm_bytes),
        barrier_count: env("barrier_count"),
        work_group_size: info.and_then(required_work_group_size),
        dispatches: 0,
        eus_per_xe_core: None,
    }
}

/// The work-items of the work-group size a kernel requires (zeInfo's
/// `required_work_group_size: [ 64, 1, 1 ]`, from OpenCL's `reqd_work_group_size` or SYCL's
/// `reqd_work_group_size` attribute): every launch of the kernel uses it.
fn required_work_group_size(info: &KernelInfo) -> Option<u32> {
    let list = info.execution_env.get("required_work_group_size")?;
    let dims = list.trim().strip_prefix('[')?.strip_suffix(']')?;
    let mut work_items: u32 = 1;
    for dim in dims.split(',') {
        work_items = work_items.checked_mul(dim.trim().parse().ok()?)?;
    }
    (work_items > 0).then_some(work_items)
}

/// Analyzes `asm` (parsed once): the mix, loops and sends, and the advice rules over the same
/// parse with `facts`; with `rows` (the kernel's line table) maps instructions, loops and
/// findings to source lines; and marks each instruction line for report.html.
pub fn analyze(asm: &str, rows: Option<&[LineRow]>, facts: &KernelFacts) -> Analyzed {
    let (listing, analysis) = parse(asm);
    let grf_bytes = DeviceTraits::find(&facts.device).map_or(64, |d| d.grf_bytes);
    let pressure = aotspy_isa::pressure::pressure(&listing, grf_bytes);
    let mut advice = advise_with(&listing, &analysis, &pressure, facts);
    if let Some(rows) = rows {
        advice.iter_mut().for_each(|f| f.attach_lines(rows));
    }
    let lines = rows.map(|rows| source_lines(&listing, &analysis, rows));
    let marks = marks(&listing, &analysis, &pressure.live, rows);
    let loops = analysis
        .loops
        .iter()
        .map(|l| LoopEntry {
            first_offset: l.first_offset,
            last_offset: l.last_offset,
            instructions: l.instructions,
            depth: l.depth,
            branch: l.branch.clone(),
            source_lines: rows.and_then(|rows| {
                let lines: Vec<u32> = listing.instructions[l.first..=l.last]
                    .iter()
                    .filter_map(|i| line_at(rows, i.offset))
                    .map(|r| r.line)
                    .collect();
                Some((*lines.iter().min()?, *lines.iter().max()?))
            }),
        })
        .collect();
    Analyzed {
        isa: KernelIsa {
            mix: analysis.mix.clone(),
            sends: analysis.sends.clone(),
            spill_sends: analysis.spills,
            fill_sends: analysis.fills,
            loops,
            source_lines: lines,
        },
        instructions: listing.code().len(),
        advice,
        marks,
    }
}

fn source_lines(listing: &Listing, analysis: &Analysis, rows: &[LineRow]) -> Vec<LineTotal> {
    let code = listing.code();
    let depths = listing.loop_depths(&analysis.loops);
    let mut totals: BTreeMap<(String, u32), (usize, usize)> = BTreeMap::new();
    for (i, instruction) in code.iter().enumerate() {
        if let Some(row) = line_at(rows, instruction.offset) {
            let entry = totals.entry((row.file.clone(), row.line)).or_default();
            entry.0 += 1;
            entry.1 += usize::from(depths[i] > 0);
        }
    }
    totals
        .into_iter()
        .map(|((file, line), (instructions, in_loops))| LineTotal {
            file,
            line,
            instructions,
            in_loops,
        })
        .collect()
}

fn class_name(class: Class, scratch: Option<Scratch>) -> &'static str {
    match (class, scratch) {
        (_, Some(Scratch::Spill)) => "spill",
        (_, Some(Scratch::Fill)) => "fill",
        (Class::Send, None) => "send",
        (Class::Dpas, _) => "dpas",
        (Class::Math, _) => "math",
        (Class::Conversion, _) => "conv",
        (Class::Move, _) => "move",
        (Class::Control, _) => "ctrl",
        (Class::Sync, _) => "sync",
        (Class::Other, _) => "other",
    }
}

/// Each instruction's class, loop depth, source line (from `rows`), offset and live GRFs
/// (`live`, per instruction of the code: padding after it holds nothing live and is in no loop).
fn marks(listing: &Listing, analysis: &Analysis, live: &[u16], rows: Option<&[LineRow]>) -> Marks {
    let depth = listing.loop_depths(&analysis.loops);
    let mut sources: Vec<String> = Vec::new();
    let mut index_of = HashMap::new();
    let lines = listing
        .instructions
        .iter()
        .enumerate()
        .map(|(i, instruction)| {
            let source = rows
                .and_then(|rows| line_at(rows, instruction.offset))
                .map_or(-1, |row| {
                    let key = format!("{}:{}", row.file, row.line);
                    *index_of.entry(key.clone()).or_insert_with(|| {
                        sources.push(key);
                        sources.len() as i64 - 1
                    })
                });
            (
                instruction.line,
                class_name(instruction.class, instruction.scratch),
                depth.get(i).copied().unwrap_or(0),
                source,
                instruction.offset,
                live.get(i).copied().unwrap_or(0),
            )
        })
        .collect();
    Marks { lines, sources }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_env(key: &str, value: &str) -> KernelInfo {
        let mut info = KernelInfo::default();
        info.execution_env.insert(key.into(), value.into());
        info
    }

    /// zeInfo's flow list, as the zeInfo reader keeps it: the product of its dimensions, or
    /// nothing for a list that is no size.
    #[test]
    fn a_required_work_group_size_is_the_product_of_its_dimensions() {
        let size =
            |text: &str| required_work_group_size(&with_env("required_work_group_size", text));
        assert_eq!(size("[ 64, 1, 1 ]"), Some(64));
        assert_eq!(size("[8,8,2]"), Some(128));
        assert_eq!(size("[ 0, 1, 1 ]"), None);
        assert_eq!(size("[ 65536, 65536, 1 ]"), None, "overflows u32");
        assert_eq!(size("64"), None);
        assert_eq!(size("[ 64, x, 1 ]"), None);
        let other = with_env("simd_size", "16");
        assert_eq!(required_work_group_size(&other), None);
        assert_eq!(
            kernel_facts(
                Some("pvc"),
                Some(&with_env("required_work_group_size", "[ 32, 2, 1 ]"))
            )
            .work_group_size,
            Some(64)
        );
    }
}
