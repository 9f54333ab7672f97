//! What the settled captures hold, merged: modules deduplicated by the code the GPU runs (a
//! process's own and the images its name-only kernels matched), kernels summed over processes
//! and chosen for the report (the dispatched ones, or all), the processes' entries. The
//! disassembly, the file search and the NEO dump cross-check work from it; the report builder
//! makes the report of it and of them. A function of the captures and the name matches: it
//! reads them and keeps shared references to their binaries, never a copy.

pub mod census;
mod merge;
pub mod modules;
pub mod operations;
mod types;

use crate::analysis::names::NameFindings;
use crate::analysis::read_files;
use crate::ingest::capture::ProcessCapture;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_report::{ModuleSource, ScanStats, Stats, Warning};
pub use merge::origin_unknown_before_injection;
use merge::Merge;
pub use modules::{CapturedModule, RawKernel};
use std::collections::HashMap;
pub use types::{BuildOptions, FoundFacts, Inventory, KernelHome, KernelTotals, ListedKernel};

impl Inventory {
    /// The report's counts of what the captures hold; what disassembly adds is counted as the
    /// modules' entries are made.
    pub fn stats(&self, provenance: ScanStats) -> Stats {
        let listed = self.kernels.iter().map(|k| &k.totals);
        Stats {
            processes: self.processes.len(),
            modules: self.modules.len(),
            kernels_created: self.kernels_created,
            kernels_listed: self.kernels.len(),
            dispatches: listed.clone().map(|t| t.dispatches).sum(),
            dispatches_during_attach: self
                .attach
                .is_some()
                .then(|| listed.filter_map(|t| t.dispatches_during_attach).sum()),
            unattributed: self.unattributed,
            provenance,
            ..Stats::default()
        }
    }

    pub fn modules(&self) -> &[CapturedModule] {
        &self.modules
    }
    /// The modules as the file search needs them, with where provenance found each one's
    /// bytes (`sources`, by native SHA-256).
    pub fn modules_to_locate<'a>(
        &'a self,
        sources: &'a HashMap<String, ModuleSource>,
    ) -> Vec<read_files::ModuleToLocate<'a>> {
        let to_locate = |module: &'a CapturedModule| read_files::ModuleToLocate {
            sha256: &module.facts.sha256,
            native_bytes: module.facts.native_bytes as u64,
            input_sha256: &module.facts.input_sha256,
            pids: &module.facts.pids,
            source: sources.get(&module.facts.sha256),
            captured: &module.captured_origins,
        };
        self.modules.iter().map(to_locate).collect()
    }
    /// The objects on the stacks that created the modules and launched the kernels created
    /// before an injection: the paths a producer is named by.
    pub fn stack_paths(&self) -> impl Iterator<Item = &str> {
        let module_callers = self.modules.iter().flat_map(|m| &m.facts.callers);
        let launch_callers = self
            .kernels
            .iter()
            .filter_map(|k| k.totals.found_facts.as_ref())
            .flat_map(|found| &found.facts.launch_callers);
        module_callers.chain(launch_callers).map(String::as_str)
    }
    /// Raw ISA of kernels created before an injection, with no module around it.
    pub fn raw_kernels(&self) -> &[RawKernel] {
        &self.raw_kernels
    }
    /// The call-site samples of the listed kernels and the driver operations, for
    /// `callsites::symbolize`.
    pub fn call_site_samples(&self) -> impl Iterator<Item = &CallSiteSample> {
        let kernels = self.kernels.iter();
        kernels
            .flat_map(|k| k.totals.call_site_samples.iter().map(|(_, sample)| sample))
            .chain(operations::samples(&self.driver_operations))
    }
}

/// Merges the captures. `warnings` are problems met before (unreadable inputs, …), kept first.
pub fn inventory(
    captures: &[ProcessCapture],
    names: &NameFindings,
    warnings: Vec<Warning>,
    options: &BuildOptions,
) -> Inventory {
    let mut merge = Merge::new(options, warnings);
    for (index, capture) in captures.iter().enumerate() {
        merge.add(capture, names.of(index));
    }
    merge.finish(captures)
}

/// The inventory of `captures` as a report makes it, settled, with `names` as the name
/// matches found (for tests of what follows the inventory).
#[cfg(test)]
pub fn of_captures_with(
    captures: Vec<ProcessCapture>,
    names: &NameFindings,
    options: &BuildOptions,
) -> Inventory {
    let mut warnings = Vec::new();
    let settled = crate::ingest::settle::settle(captures, &mut warnings);
    inventory(&settled, names, warnings, options)
}

/// [`of_captures_with`] with no name matches.
#[cfg(test)]
pub fn of_captures(captures: Vec<ProcessCapture>, options: &BuildOptions) -> Inventory {
    of_captures_with(captures, &NameFindings::default(), options)
}
