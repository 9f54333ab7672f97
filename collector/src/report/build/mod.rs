//! The report, built in one pass from the inventory (the captures merged) and the findings
//! (what analysis learnt of its bytes): each module's entry, then each listed kernel's, then
//! what is said over all of them (advice summary, call-site frames, cost by line). No I/O, and
//! nothing changes a report after.

pub mod call_sites;
mod found_facts;
mod kernels;
mod modules;
mod operations;
#[cfg(test)]
mod tests;

use crate::analysis::callsites;
use crate::analysis::findings::Findings;
use crate::analysis::inventory::{modules::RawKernel, Inventory, KernelHome, ListedKernel};
use crate::analysis::listings::{KernelAsm, ModuleAsm};
use crate::analysis::{neo_dumps, whereabouts};
use aotspy_binfmt::zebin::KernelInfo;
use aotspy_report::{
    AdviceSummary, CallSiteSampling, DriverOperationEntry, KernelEntry, ModuleEntry, NeoDump, Note,
    Report, RuleId, Warning, WarningKind, SCHEMA_VERSION,
};
use kernels::{moduleless_kernel_entry, new_kernel_entry, raw_kernel_entry, ModuleKernel};
use modules::{module_entry, ModuleMade};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The report, in one pass over the merged captures and what disassembly, provenance, the
/// file search and the NEO dumps say about their modules: each entry made whole, once, with no
/// I/O.
pub fn build(inventory: Inventory, findings: Findings) -> Report {
    let mut stats = inventory.stats(findings.provenance_stats);
    let Inventory {
        modules,
        raw_kernels,
        kernels,
        processes,
        attach,
        ranks,
        driver_operations,
        mut warnings,
        ..
    } = inventory;
    let Findings {
        disassembly,
        mut provenance,
        neo_dumps,
        whereabouts,
        raw_isa,
        call_site_symbols,
        ..
    } = findings;

    // Modules first: a kernel's origin and producer are its module's. Each module's zeInfo is
    // kept, by index, for its kernels' entries.
    let mut kernel_infos = Vec::with_capacity(modules.len());
    let module_entries: Vec<ModuleEntry> = modules
        .into_iter()
        .map(|mut module| {
            kernel_infos.push(module.kernel_info.take());
            let made = ModuleMade {
                source: provenance.remove(&module.facts.sha256),
                asm: disassembly.get(&module.facts.sha256),
                whereabouts: &whereabouts,
            };
            module_entry(module, made, &mut stats, &mut warnings)
        })
        .collect();
    let mut frames = call_sites::FrameTable::default();
    let homes = KernelHomes {
        kernel_infos: &kernel_infos,
        module_entries: &module_entries,
        raw_kernels: &raw_kernels,
        disassembly: &disassembly,
        raw_isa: &raw_isa,
        whereabouts: &whereabouts,
    };
    let kernels: Vec<KernelEntry> = kernels
        .into_iter()
        .map(|kernel| homes.entry(kernel, &call_site_symbols, &mut frames))
        .collect();

    warnings.extend(unmatched_dumps_warning(&neo_dumps));
    let advice_summary = advice_summary(&kernels);
    let driver_operations = operations::entries(driver_operations, &call_site_symbols, &mut frames);
    let call_site_sampling = call_site_sampling(&kernels, &driver_operations);
    let call_site_frames = frames.into_frames();
    let cost_by_line = call_sites::cost_by_line(&kernels, &call_site_frames);
    Report {
        schema_version: SCHEMA_VERSION,
        aotspy_version: env!("CARGO_PKG_VERSION").into(),
        modules: module_entries,
        kernels,
        processes,
        neo_dumps,
        stats,
        advice_summary,
        call_site_sampling,
        call_site_frames,
        cost_by_line,
        driver_operations,
        warnings,
        ranks,
        attach,
    }
}

/// How call sites were sampled, when any kernel or driver operation has one.
fn call_site_sampling(
    kernels: &[KernelEntry],
    driver_operations: &[DriverOperationEntry],
) -> Option<CallSiteSampling> {
    let sampled = kernels.iter().map(|k| &k.call_sites);
    sampled
        .chain(driver_operations.iter().map(|o| &o.call_sites))
        .any(|sites| !sites.is_empty())
        .then(|| CallSiteSampling {
            launches: aotspy_proto::callsite::sampled_launches().collect(),
        })
}

/// Where the listed kernels' code is, what disassembly made of it, and their modules' entries:
/// what a kernel's entry is made from.
struct KernelHomes<'a> {
    /// Each module's zeInfo of its kernels by name, when its binary is a zebin.
    kernel_infos: &'a [Option<HashMap<String, KernelInfo>>],
    /// In `kernel_infos`' order.
    module_entries: &'a [ModuleEntry],
    raw_kernels: &'a [RawKernel],
    disassembly: &'a HashMap<String, ModuleAsm>,
    raw_isa: &'a HashMap<String, Result<KernelAsm, Note>>,
    whereabouts: &'a whereabouts::Whereabouts,
}

impl KernelHomes<'_> {
    /// A listed kernel's entry, its call sites folded (their frames added to `frames`), and
    /// for a kernel created before an injection, what the driver told that its module did not.
    fn entry(
        &self,
        mut kernel: ListedKernel,
        symbols: &callsites::Symbols,
        frames: &mut call_sites::FrameTable,
    ) -> KernelEntry {
        let call_sites = call_sites::entries(&kernel.totals.call_site_samples, symbols, frames);
        let found_facts = kernel.totals.found_facts.take();
        let mut entry = match kernel.home {
            KernelHome::Module(index) => {
                let entry = &self.module_entries[index];
                let made = ModuleKernel {
                    kernel_info: self.kernel_infos[index].as_ref(),
                    entry,
                    asm: self.disassembly.get(&entry.sha256),
                };
                new_kernel_entry(made, kernel.name, kernel.totals)
            }
            KernelHome::Raw(index) => {
                let raw = &self.raw_kernels[index];
                let asm = self.raw_isa.get(&raw.sha256);
                raw_kernel_entry(raw, asm, kernel.name, kernel.totals)
            }
            KernelHome::Nowhere {
                device,
                ocloc_device,
                notes,
            } => KernelEntry {
                device: device.map(|d| d.name),
                ocloc_device,
                ..moduleless_kernel_entry(kernel.name, kernel.totals, notes)
            },
        };
        if let Some(facts) = &found_facts {
            found_facts::fill(&mut entry, facts, self.whereabouts);
        }
        KernelEntry {
            call_sites,
            ..entry
        }
    }
}

/// A warning when the driver loaded binaries aotspy did not capture as native.
fn unmatched_dumps_warning(neo_dumps: &[NeoDump]) -> Option<Warning> {
    let unmatched = neo_dumps
        .iter()
        .filter(|d| d.matches_module.is_none() && d.driver_builtins.is_none())
        .count();
    (unmatched > 0).then(|| {
        let text = format!(
            "{}: the driver loaded binaries that aotspy did not capture as native (see neo_dumps \
             in report.json), or another program dumped them into the same working directory \
             (NEO dumps there: run collects at once from separate directories)",
            neo_dumps_line(neo_dumps)
        );
        Warning::new(WarningKind::UnmatchedNeoDumps, text)
    })
}

/// Each rule that fired, over every kernel, ranked by the dispatches of the kernels it fired
/// on, then by severity: the findings on the kernels that ran most come first.
pub fn advice_summary(kernels: &[KernelEntry]) -> Vec<AdviceSummary> {
    let mut by_rule: BTreeMap<RuleId, Vec<(&KernelEntry, &aotspy_report::Finding)>> =
        BTreeMap::new();
    for kernel in kernels {
        for finding in &kernel.advice {
            by_rule
                .entry(finding.id)
                .or_default()
                .push((kernel, finding));
        }
    }
    let mut summary: Vec<AdviceSummary> = by_rule
        .into_iter()
        .map(|(id, fired)| {
            // The first of the most dispatched kernels, in report order.
            let (top, top_finding) = fired
                .iter()
                .rev()
                .max_by_key(|(k, _)| k.dispatches)
                .expect("a rule in the map fired at least once");
            AdviceSummary {
                id,
                severity: fired.iter().map(|(_, f)| f.severity).max().expect("fired"),
                kernels: fired.len(),
                dispatches: fired.iter().map(|(k, _)| k.dispatches).sum(),
                top_kernel: top.demangled.clone(),
                top_message: top_finding.message.clone(),
            }
        })
        .collect();
    summary.sort_by(|a, b| {
        (b.dispatches, b.severity)
            .cmp(&(a.dispatches, a.severity))
            .then(a.id.cmp(&b.id))
    });
    summary
}

/// How many zebins NEO dumped, and how many of them match a captured module.
pub fn neo_dumps_line(dumps: &[NeoDump]) -> String {
    let matched = dumps.iter().filter(|d| d.matches_module.is_some()).count();
    let builtins: Vec<&str> = dumps
        .iter()
        .filter_map(|d| d.driver_builtins.as_ref())
        .flat_map(|b| b.kernels.iter())
        .filter_map(|k| neo_dumps::builtin_family(&k.name))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let builtin_dumps = dumps.iter().filter(|d| d.driver_builtins.is_some()).count();
    let builtins = if builtins.is_empty() {
        String::new()
    } else {
        format!(
            ", {builtin_dumps} hold the driver's built-in kernels for memory fills and copies \
             ({}; counted per append, as driver operations)",
            builtins.join(", ")
        )
    };
    format!(
        "NEO dumped {} zebin(s): {matched} match a captured module{builtins}, {} match none",
        dumps.len(),
        dumps.len() - matched - builtin_dumps
    )
}
