//! A listed kernel's report entry, by where its code is: in a module (zeInfo, the module's
//! listing), raw ISA alone, or nowhere (a name and counts).

use crate::analysis::demangle::demangle;
use crate::analysis::inventory::{origin_unknown_before_injection, KernelTotals, RawKernel};
use crate::analysis::listings::{KernelAsm, ModuleAsm};
use crate::analysis::origin;
use aotspy_binfmt::zebin::KernelInfo;
use aotspy_report::{
    Disassembly, IsaFrom, KernelEntry, ModuleEntry, Note, NoteKind, Origin, Producer,
    RankDispatches,
};
use std::collections::{BTreeMap, HashMap};

/// A kernel of a module: the module's zeInfo of its kernels, entry and disassembly.
pub struct ModuleKernel<'a> {
    pub kernel_info: Option<&'a HashMap<String, KernelInfo>>,
    pub entry: &'a ModuleEntry,
    pub asm: Option<&'a ModuleAsm>,
}

pub fn new_kernel_entry(made: ModuleKernel, name: String, totals: KernelTotals) -> KernelEntry {
    let ModuleKernel {
        kernel_info,
        entry,
        asm,
    } = made;
    let info = kernel_info.and_then(|k| k.get(&name));
    let mut notes = Vec::new();
    if kernel_info.is_some() && info.is_none() {
        notes.push(Note::new(
            NoteKind::ZeinfoLacksKernel,
            "the module's zeInfo does not describe this kernel",
        ));
    }
    let module_id = &entry.id;
    let kernel_asm = kernel_asm_of(asm, module_id, &name, &mut notes);
    let device = &entry.device;
    let isa_from = totals.isa_from.unwrap_or(IsaFrom::Created);
    notes.extend(matched_by_name_note(isa_from));
    let origins = origin::kernel_origins(&totals.origins, isa_from, entry);
    let facts = kernel_asm.map_or_else(KernelAsmFacts::default, KernelAsmFacts::of);
    KernelEntry {
        module: module_id.clone(),
        origin: origins[0],
        origins,
        producer: entry.producer.clone(),
        producer_library: entry.producer_library.clone(),
        device: device.as_ref().map(|d| d.name.clone()),
        ocloc_device: entry.ocloc_device.clone(),
        simd: info.and_then(|k| k.simd_size),
        grf: info.and_then(|k| k.grf_count),
        spill_bytes: info.and_then(|k| k.spill_bytes),
        private_bytes: info.and_then(|k| k.private_bytes),
        slm_bytes: info.and_then(|k| k.slm_bytes),
        code_bytes: info.map(|k| k.code_bytes),
        execution_env: info.map(|k| k.execution_env.clone()).unwrap_or_default(),
        spill_bytes_per_work_item: info
            .and_then(|k| k.spill_bytes.zip(k.simd_size.filter(|&s| s > 0)))
            .map(|(bytes, simd)| bytes / u64::from(simd)),
        ..counted_entry(name, isa_from, totals, notes, facts)
    }
}

/// What a kernel's ASM says, for its entry.
#[derive(Default)]
struct KernelAsmFacts {
    asm: Option<String>,
    instructions: Option<usize>,
    isa: Option<aotspy_report::KernelIsa>,
    advice: Vec<aotspy_report::Finding>,
}

impl KernelAsmFacts {
    fn of(asm: &KernelAsm) -> Self {
        KernelAsmFacts {
            asm: Some(asm.file.clone()),
            instructions: Some(asm.instructions),
            isa: Some(asm.isa.clone()),
            advice: asm.advice.clone(),
        }
    }
}

/// The entry of a kernel as its counts and ASM make it: no module, origin unknown, no
/// zeInfo; every kind of kernel's entry starts from this one.
fn counted_entry(
    name: String,
    isa_from: IsaFrom,
    totals: KernelTotals,
    notes: Vec<Note>,
    asm: KernelAsmFacts,
) -> KernelEntry {
    KernelEntry {
        demangled: demangle(&name),
        name,
        isa_from,
        matched_image: totals.matched_image,
        dispatches: totals.dispatches,
        dispatches_during_attach: totals.dispatches_during_attach,
        module: String::new(),
        asm: asm.asm,
        origin: Origin::Unknown,
        origins: vec![Origin::Unknown],
        producer: Producer::Unknown,
        producer_library: None,
        device: None,
        ocloc_device: None,
        simd: None,
        grf: None,
        spill_bytes: None,
        private_bytes: None,
        slm_bytes: None,
        code_bytes: None,
        execution_env: BTreeMap::new(),
        instructions: asm.instructions,
        spill_bytes_per_work_item: None,
        isa: asm.isa,
        advice: asm.advice,
        dispatches_by_rank: rank_dispatches(totals.by_rank),
        pids: totals.pids.into_iter().collect(),
        created_by: totals.created_by.into_iter().collect(),
        notes,
        // `build` folds them in, with the symbols.
        call_sites: Vec::new(),
        fact_sources: None,
    }
}

/// The kernel's ASM from its module's disassembly, or, in `notes`, why it has none.
fn kernel_asm_of<'a>(
    asm: Option<&'a ModuleAsm>,
    module_id: &str,
    name: &str,
    notes: &mut Vec<Note>,
) -> Option<&'a KernelAsm> {
    let disassembled =
        asm.filter(|a| matches!(a.status, Disassembly::Ran { .. } | Disassembly::Cached));
    match disassembled.map(|a| a.kernels.get(name)) {
        Some(Some(Ok(kernel_asm))) => Some(kernel_asm),
        Some(Some(Err(why))) => {
            notes.push(why.clone());
            None
        }
        Some(None) => {
            let text = format!("no ASM: none was made for module {module_id}'s kernel");
            let module = module_id.to_owned();
            notes.push(Note::new(NoteKind::KernelAsmNotMade { module }, text));
            None
        }
        None => {
            let text = format!("no ASM: module {module_id} was not disassembled");
            let module = module_id.to_owned();
            notes.push(Note::new(NoteKind::ModuleNotDisassembled { module }, text));
            None
        }
    }
}

/// What a kernel created before the injection and known by its name alone runs, when its ISA
/// is that of an image that matched the name.
fn matched_by_name_note(isa_from: IsaFrom) -> Option<Note> {
    let (kind, text) = match isa_from {
        IsaFrom::ProcessMemory => (
            NoteKind::IsaFromProcessMemory,
            "created before aotspy was injected, and the driver gave only its name, which no \
             mapped file holds: its ISA, zeInfo and module are those of the one zebin for its \
             device with a kernel of that name in the process's heap or anonymous memory (see \
             matched_image: the file is memory://PID, the offset its address); that the process \
             runs this very code is not known",
        ),
        IsaFrom::MatchedImage => (
            NoteKind::IsaFromMatchedImage,
            "created before aotspy was injected, and the driver gave only its name: its ISA, \
             zeInfo and module are those of the one native image for its device with a kernel \
             of that name in the process's mapped files (see matched_image); that the process \
             runs this very code is not known",
        ),
        _ => return None,
    };
    Some(Note::new(kind, text))
}

/// The entry of a kernel with no module: its counts, and `notes` on what is not known.
pub fn moduleless_kernel_entry(
    name: String,
    totals: KernelTotals,
    notes: Vec<Note>,
) -> KernelEntry {
    let isa_from = totals.isa_from.unwrap_or(IsaFrom::NameOnly);
    counted_entry(name, isa_from, totals, notes, KernelAsmFacts::default())
}

/// The entry of a kernel whose raw ISA (and nothing else: no zeInfo, no module) came.
pub fn raw_kernel_entry(
    raw: &RawKernel,
    asm: Option<&Result<KernelAsm, Note>>,
    name: String,
    totals: KernelTotals,
) -> KernelEntry {
    let no_asm = match asm {
        Some(Err(why)) => Some(why.clone()),
        Some(Ok(_)) => None,
        None => Some(Note::new(
            NoteKind::RawIsaNotDisassembled,
            "no ASM: its raw ISA was not disassembled",
        )),
    };
    let mut notes: Vec<Note> = no_asm.into_iter().collect();
    notes.push(origin_unknown_before_injection());
    let text = format!(
        "only its raw ISA came ({} bytes, from the driver after the injection): no zeInfo, so no \
         SIMD, GRF or spill figures",
        raw.code.len()
    );
    notes.push(Note::new(NoteKind::RawIsaOnly, text));
    let facts = match asm {
        Some(Ok(asm)) => KernelAsmFacts::of(asm),
        _ => KernelAsmFacts::default(),
    };
    let isa_from = totals.isa_from.unwrap_or(IsaFrom::NameOnly);
    KernelEntry {
        code_bytes: Some(raw.code.len() as u64),
        device: raw.device.as_ref().map(|d| d.name.clone()),
        ocloc_device: raw.ocloc_device.clone(),
        ..counted_entry(name, isa_from, totals, notes, facts)
    }
}

/// Per-rank dispatch counts of a kernel, as the report lists them.
fn rank_dispatches(by_rank: BTreeMap<(String, u32), u64>) -> Vec<RankDispatches> {
    by_rank
        .into_iter()
        .map(|((hostname, rank), dispatches)| RankDispatches {
            hostname,
            rank,
            dispatches,
        })
        .collect()
}
