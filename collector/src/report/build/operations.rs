//! The report's entries of the driver's own work for the program (memory and image operations:
//! fills, copies), with their call sites.

use super::call_sites;
use crate::analysis::callsites;
use crate::analysis::inventory::operations::OperationTotals;
use aotspy_proto::DriverOperation as Wire;
use aotspy_report::{DriverOperation, DriverOperationEntry};
use std::collections::BTreeMap;

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
