//! What the transport's periodic flush and the control socket's summary read: the counts that
//! changed since a stream was last sent them, and the process's totals. Off the launch path
//! (the transport thread, or a control request).

use super::known::{ALL_KERNELS, MODULES_CREATED};
use super::operations::is_operation;
use super::unattributed::unattributed;
use aotspy_proto as proto;
use std::sync::atomic::Ordering;

/// What one stream has been sent of the counts, so that only changes go out.
#[derive(Default)]
pub struct Sent {
    totals: Vec<u64>,
    unattributed: proto::Unattributed,
}

/// Cumulative counts of kernels `[0, known)` that changed since `sent`, and the unattributed
/// counts if they changed; updates `sent`.
pub fn changes_since(
    known: usize,
    sent: &mut Sent,
) -> (Vec<proto::DispatchTotal>, Option<proto::Unattributed>) {
    let now = unattributed();
    let unattributed = (now != sent.unattributed).then(|| {
        sent.unattributed = now;
        now
    });
    (changed_totals_since(known, &mut sent.totals), unattributed)
}

fn changed_totals_since(known: usize, last_sent: &mut Vec<u64>) -> Vec<proto::DispatchTotal> {
    let kernels = ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner());
    last_sent.resize(known, 0);
    kernels[..known]
        .iter()
        .zip(last_sent.iter_mut())
        .filter_map(|(k, sent)| {
            let now = k.dispatches.load(Ordering::Relaxed);
            (now != *sent).then(|| {
                *sent = now;
                proto::DispatchTotal {
                    kernel: k.id,
                    dispatches: now,
                }
            })
        })
        .collect()
}

/// The process's modules, kernels and their dispatches so far (driver operations left out).
pub fn summary() -> proto::Summary {
    let all = ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner());
    let kernels = all.iter().filter(|k| !is_operation(k));
    proto::Summary {
        modules: MODULES_CREATED.load(Ordering::Relaxed),
        kernels: kernels.clone().count() as u64,
        dispatches: kernels.map(|k| k.dispatches.load(Ordering::Relaxed)).sum(),
    }
}

pub fn kernels_known() -> usize {
    ALL_KERNELS.lock().unwrap_or_else(|e| e.into_inner()).len()
}
