//! Every analysis a report needs, in order, over the settled captures: the names matched, the
//! modules' sources found, the captures merged into the inventory, the files the modules were
//! read from located, the listed kernels disassembled (their listings written into the report
//! directory), NEO's dumps checked, the call sites symbolized. What comes out is all the report
//! builder reads besides the inventory.

use super::analytics::Listings;
use super::background::MadeDuringRun;
use super::inventory::{self, BuildOptions, Inventory};
use super::listings::{self, KernelAsm, ModuleAsm};
use super::provenance::{self, Prefetcher};
use super::{callsites, names, neo_dumps, raw_kernels, whereabouts};
use crate::ingest::settle::Settled;
use crate::sys::timings;
use anyhow::Result;
use aotspy_report::{ModuleSource, NeoDump, Note, ScanStats, Warning};
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// What analysis learnt of the inventory's modules and kernels, each keyed by a module's
/// native SHA-256 (raw kernels by their code's).
#[derive(Default)]
pub struct Findings {
    /// For every module with a listed kernel.
    pub disassembly: HashMap<String, ModuleAsm>,
    /// Where modules' bytes were found, for those that were (see `provenance::find_sources`).
    pub provenance: HashMap<String, ModuleSource>,
    /// How that search went: files scanned, or taken from the scan cache.
    pub provenance_stats: ScanStats,
    pub neo_dumps: Vec<NeoDump>,
    /// Where modules' bytes were found outside mapped files (compiler caches, files the
    /// processes read), and the stacks' paths resolved: for telling `cached` modules from
    /// `aot` and `generated`, and naming producers.
    pub whereabouts: whereabouts::Whereabouts,
    /// The ASM of each raw kernel ([`Inventory::raw_kernels`]), by its SHA-256, or why it has
    /// none.
    pub raw_isa: HashMap<String, Result<KernelAsm, Note>>,
    /// The symbols of the call-site samples' native frames
    /// ([`Inventory::call_site_samples`]).
    pub call_site_symbols: callsites::Symbols,
}

/// The inventory and what was learnt of it; the listings for the views.
pub struct Analyzed {
    pub inventory: Inventory,
    pub findings: Findings,
    /// Each listed kernel's listing, parsed once, for the views.
    pub listings: Listings,
}

/// What `aotspy collect`'s background work did while the workload ran, for the analysis to
/// reuse: the modules it disassembled and the files it indexed.
#[derive(Default)]
pub struct DuringRun<'a> {
    /// Moved into the listings, which take what they use and drop the rest.
    pub made: Option<MadeDuringRun>,
    pub prefetcher: Option<&'a Prefetcher>,
}

/// Analyses `settled` for a report written to `out_dir` (its `asm/` directory gets the
/// listings); `warnings` are problems met before, kept first.
pub fn analyze(
    out_dir: &Path,
    settled: Settled,
    warnings: Vec<Warning>,
    options: &BuildOptions,
    during_run: DuringRun,
) -> Result<Analyzed> {
    // aotspy's cache: scan indexes, provenance answers, call-site symbols.
    let cache = crate::sys::cache::cache_dir().ok();
    // Kernels of injected processes known by name alone: their images in the mapped files.
    let names = names::find(&settled);
    let provenance =
        provenance::find_sources(&settled, &names, cache.as_deref(), during_run.prefetcher);
    timings::mark("provenance");
    let caches = whereabouts::CacheIndex::from_captures(&settled, &names);
    let inventory = inventory::inventory(&settled, &names, warnings, options);
    // The inventory holds what it needs of the captures (their binaries shared).
    drop(settled);
    timings::mark("inventory");
    let whereabouts = whereabouts::Whereabouts::locate(
        &inventory.modules_to_locate(&provenance.sources),
        &caches,
        inventory.stack_paths(),
    );
    timings::mark("files read and caches");
    let made_during_run = during_run.made.unwrap_or_default();
    let (disassembly, mut listings) =
        listings::disassemble_listed(inventory.modules(), out_dir, made_during_run)?;
    let (raw_isa, raw_listings) =
        raw_kernels::disassemble_raw_kernels(inventory.raw_kernels(), out_dir)?;
    listings.extend(raw_listings);
    timings::mark("listings");
    let neo_dumps = check_neo_dumps(out_dir, &inventory)?;
    timings::mark("NEO dumps");
    let call_site_symbols = callsites::symbolize(inventory.call_site_samples(), cache.as_deref());
    timings::mark("call-site symbols");
    Ok(Analyzed {
        inventory,
        findings: Findings {
            disassembly,
            provenance: provenance.sources,
            provenance_stats: provenance.stats,
            neo_dumps,
            whereabouts,
            raw_isa,
            call_site_symbols,
        },
        listings,
    })
}

/// NEO's dumps in `out_dir` matched to the inventory's modules, and those of its built-in
/// kernels told and disassembled.
fn check_neo_dumps(out_dir: &Path, inventory: &Inventory) -> Result<Vec<NeoDump>> {
    // Only modules whose bytes the report has: a dump of one whose bytes never arrived is the
    // only copy of them, kept.
    let module_ids: HashMap<&str, &str> = inventory
        .modules()
        .iter()
        .filter(|m| !m.binary.is_empty())
        .map(|m| (m.sha256(), m.id()))
        .collect();
    let mut dumps = neo_dumps::cross_check(out_dir, &module_ids)?;
    let module_kernels: HashSet<&str> = inventory
        .modules()
        .iter()
        .flat_map(|m| m.kernel_names())
        .collect();
    neo_dumps::describe_driver_builtins(out_dir, &mut dumps, &module_kernels)?;
    Ok(dumps)
}
