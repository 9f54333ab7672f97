//! What the inventory is made of: its kernels' totals over processes, where each listed
//! kernel's code is, and the options that choose them.

use super::modules::{CapturedModule, RawKernel};
use super::operations::OperationTotals;
use crate::analysis::names::NameOrigin;
use crate::ingest::capture::AttachWindow;
use aotspy_binfmt::Origin as Captured;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_proto::FoundKernelFacts;
use aotspy_report::{
    AttachEntry, DeviceInfo, IsaFrom, ModuleSource, Note, ProcessEntry, RankCensus, Unattributed,
    Warning,
};
use std::collections::{BTreeMap, BTreeSet};

/// What one process told of a kernel created before an injection.
#[derive(Debug, Clone)]
pub struct FoundFacts {
    pub facts: FoundKernelFacts,
    pub name_origin: Option<NameOrigin>,
}

pub struct BuildOptions {
    pub all_kernels: bool,
    /// ocloc device for modules whose binary and recorded device do not name one.
    pub fallback_device: Option<String>,
}

/// A kernel summed over every process, before filtering.
#[derive(Default)]
pub struct KernelTotals {
    /// The best way any process knew it by (`Created` first).
    pub isa_from: Option<IsaFrom>,
    /// Where a `matched-image` kernel's name was found.
    pub matched_image: Option<ModuleSource>,
    pub dispatches: u64,
    pub dispatches_during_attach: Option<u64>,
    pub origins: Vec<Captured>,
    pub pids: BTreeSet<u32>,
    pub created_by: BTreeSet<u32>,
    /// Keyed by (hostname, rank).
    pub by_rank: BTreeMap<(String, u32), u64>,
    /// Its call-site samples, each with its process's pid.
    pub call_site_samples: Vec<(u32, CallSiteSample)>,
    /// Created before an injection: what the driver and the process told of it (the first
    /// process's).
    pub found_facts: Option<FoundFacts>,
}

/// What the captures hold, merged: modules deduplicated by the code the GPU runs, kernels
/// summed over processes and chosen for the report. The disassembly, the provenance search and
/// the NEO dump cross-check work from it; [`build`] then makes the report of it and of them.
pub struct Inventory {
    pub modules: Vec<CapturedModule>,
    pub raw_kernels: Vec<RawKernel>,
    /// In the report's order.
    pub kernels: Vec<ListedKernel>,
    pub kernels_created: usize,
    pub processes: Vec<ProcessEntry>,
    pub attach: Option<AttachEntry>,
    pub unattributed: Unattributed,
    pub ranks: Option<RankCensus>,
    pub driver_operations: BTreeMap<aotspy_proto::DriverOperation, OperationTotals>,
    /// Problems met so far, for the report.
    pub warnings: Vec<Warning>,
}

pub struct ListedKernel {
    pub home: KernelHome,
    pub name: String,
    pub totals: KernelTotals,
}

/// Where a listed kernel's code and metadata are.
#[derive(Clone)]
pub enum KernelHome {
    /// Index into `Inventory::modules`.
    Module(usize),
    /// Index into `Inventory::raw_kernels`: a kernel's raw ISA without a module.
    Raw(usize),
    /// Only the name is known.
    Nowhere {
        device: Option<DeviceInfo>,
        ocloc_device: Option<String>,
        /// Why it has no ASM, and why its origin is unknown.
        notes: Vec<Note>,
    },
}

pub fn push_unique<T: PartialEq>(items: &mut Vec<T>, item: T) {
    if !items.contains(&item) {
        items.push(item);
    }
}

/// What kernel `kernel_id` dispatched while attached, given its latest total `count`: a kernel
/// created after the attach began is not in the totals at attach time, and started from 0.
pub fn dispatches_during_attach(window: &AttachWindow, kernel_id: u64, count: u64) -> u64 {
    let at_attach = window
        .totals_at_attach
        .get(&kernel_id)
        .copied()
        .unwrap_or(0);
    count.saturating_sub(at_attach)
}
