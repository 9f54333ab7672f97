//! The driver's own work for the program (memory and image operations: fills, copies), summed
//! over the processes that appended them; the report's entries are made of these totals.

use crate::ingest::capture::ProcessCapture;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_proto::DriverOperation as Wire;
use std::collections::{BTreeMap, BTreeSet};

/// One operation over every process, before its call sites are symbolized.
#[derive(Default)]
pub struct OperationTotals {
    pub dispatches: u64,
    pub pids: BTreeSet<u32>,
    pub call_site_samples: Vec<(u32, CallSiteSample)>,
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
