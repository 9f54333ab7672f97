//! The driver's own work for the program: memory and image operations (fills, copies), summed
//! over the processes that appended them.

use super::call_sites;
use crate::analysis::callsites;
use crate::ingest::capture::ProcessCapture;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_proto::DriverOperation as Wire;
use aotspy_report::{DriverOperation, DriverOperationEntry};
use std::collections::{BTreeMap, BTreeSet};

/// One operation over every process, before its call sites are symbolized.
#[derive(Default)]
pub struct OperationTotals {
    dispatches: u64,
    pids: BTreeSet<u32>,
    call_site_samples: Vec<(u32, CallSiteSample)>,
}

/// Each operation any process appended, by operation.
pub fn gather(captures: &[ProcessCapture]) -> BTreeMap<Wire, OperationTotals> {
    let mut totals: BTreeMap<Wire, OperationTotals> = BTreeMap::new();
    for capture in captures {
        let pid = capture.hello.pid;
        for (id, &operation) in &capture.driver_operations {
            let operation_totals = totals.entry(operation).or_default();
            let dispatches = capture.dispatches.get(id).copied().unwrap_or(0);
            operation_totals.dispatches += dispatches;
            if dispatches > 0 {
                operation_totals.pids.insert(pid);
            }
            let samples = capture.call_sites.get(id).into_iter().flatten();
            operation_totals
                .call_site_samples
                .extend(samples.map(|sample| (pid, sample.clone())));
        }
    }
    totals
}

/// The call-site samples of every operation, for `callsites::symbolize`.
pub fn samples(totals: &BTreeMap<Wire, OperationTotals>) -> impl Iterator<Item = &CallSiteSample> {
    let operations = totals.values();
    operations.flat_map(|t| t.call_site_samples.iter().map(|(_, sample)| sample))
}

/// The report's entries: operations that ran, the most appended first.
pub fn entries(
    totals: BTreeMap<Wire, OperationTotals>,
    symbols: &callsites::Symbols,
    frames: &mut call_sites::FrameTable,
) -> Vec<DriverOperationEntry> {
    let mut entries: Vec<DriverOperationEntry> = totals
        .into_iter()
        .filter(|(_, totals)| totals.dispatches > 0)
        .map(|(operation, totals)| DriverOperationEntry {
            operation: report_operation(operation),
            function: operation.function().to_owned(),
            dispatches: totals.dispatches,
            pids: totals.pids.into_iter().collect(),
            call_sites: call_sites::entries(&totals.call_site_samples, symbols, frames),
        })
        .collect();
    // Stable: ties stay in the operations' order.
    entries.sort_by_key(|entry| std::cmp::Reverse(entry.dispatches));
    entries
}

fn report_operation(operation: Wire) -> DriverOperation {
    match operation {
        Wire::MemoryCopy => DriverOperation::MemoryCopy,
        Wire::MemoryFill => DriverOperation::MemoryFill,
        Wire::MemoryCopyRegion => DriverOperation::MemoryCopyRegion,
        Wire::MemoryCopyFromContext => DriverOperation::MemoryCopyFromContext,
        Wire::ImageCopy => DriverOperation::ImageCopy,
        Wire::ImageCopyRegion => DriverOperation::ImageCopyRegion,
        Wire::ImageCopyToMemory => DriverOperation::ImageCopyToMemory,
        Wire::ImageCopyFromMemory => DriverOperation::ImageCopyFromMemory,
    }
}
