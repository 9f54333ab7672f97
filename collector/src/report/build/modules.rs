//! A module's report entry: what the captures said of it and what analysis learnt of its bytes
//! (where they were found, its disassembly, its origin and producer).

use crate::analysis::inventory::CapturedModule;
use crate::analysis::listings::ModuleAsm;
use crate::analysis::{origin, whereabouts};
use aotspy_report::{
    Disassembly, ModuleEntry, ModuleSource, Note, NoteKind, Stats, Via, Warning, WarningKind,
};

/// What analysis learnt of a module's bytes: where they were found (`source` in a mapped file,
/// `whereabouts` elsewhere) and its disassembly.
pub struct ModuleMade<'a> {
    pub source: Option<ModuleSource>,
    pub asm: Option<&'a ModuleAsm>,
    pub whereabouts: &'a whereabouts::Whereabouts,
}

/// A module's entry, of what the captures said of it and what analysis learnt (`made`); its
/// disassembly counted in `stats`, a failure warned of.
pub fn module_entry(
    module: CapturedModule,
    made: ModuleMade,
    stats: &mut Stats,
    warnings: &mut Vec<Warning>,
) -> ModuleEntry {
    let facts = module.facts;
    let mut notes = facts.notes;
    if module.captured_origins.is_empty() {
        notes.push(Note::new(
            NoteKind::ModuleSeenOnlyBeforeInjection,
            "known only through kernels created before aotspy was injected: no process was seen \
             creating it, so its origin comes from where its bytes were found alone (unknown \
             when nowhere)",
        ));
    }
    if !module.listed_kernels.is_empty() {
        stats.modules_to_disassemble += 1;
    }
    let disassembly = match made.asm {
        Some(asm) => {
            match &asm.status {
                Disassembly::Ran { via, .. } => match via {
                    Via::InProcess => stats.asm_in_process += 1,
                    Via::Ocloc => stats.ocloc_runs += 1,
                },
                Disassembly::Cached => stats.asm_cache_hits += 1,
                Disassembly::Failed { error } => {
                    stats.disassembly_failures += 1;
                    let text = format!("no ASM for module {}: {error}", facts.id);
                    let module = facts.id.clone();
                    let kind = WarningKind::DisassemblyFailed { module };
                    warnings.push(Warning::new(kind, text));
                }
                Disassembly::NotNeeded => {}
            }
            notes.extend(asm.source_lines_note.clone());
            asm.status.clone()
        }
        None => Disassembly::NotNeeded,
    };
    let callers: Vec<String> = facts
        .callers
        .iter()
        .map(|caller| made.whereabouts.resolved(caller).to_owned())
        .collect();
    let found = made.whereabouts.of(&facts.sha256);
    let attribution = origin::attribute(
        &module.captured_origins,
        made.source.as_ref(),
        found,
        facts.writer.as_ref(),
        &callers,
    );
    notes.extend(attribution.notes);
    ModuleEntry {
        id: facts.id,
        sha256: facts.sha256,
        origin: attribution.origin,
        origins: attribution.origins,
        producer: attribution.producer,
        producer_library: attribution.producer_library,
        callers,
        cache: attribution.cache,
        binary: facts.binary,
        native_kind: facts.native_kind,
        native_bytes: facts.native_bytes,
        device: facts.device,
        input_format: facts.input_format,
        input_kind: facts.input_kind,
        input_sha256: facts.input_sha256,
        input_count: facts.input_count,
        ar_member: facts.ar_member,
        build_flags: facts.build_flags,
        ocloc_device: facts.ocloc_device,
        disassembly,
        pids: facts.pids,
        source: made.source,
        writer: facts.writer,
        read_from: found.read_from.clone(),
        notes,
    }
}
