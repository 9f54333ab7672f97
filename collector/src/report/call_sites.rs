//! Call-site samples as the report shows them: folded into sites, frames in the report's types.

use crate::analysis::callsites;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_report::{CallSiteEntry, PythonState, StackFrame};

/// A kernel's (or a driver operation's) samples, each with its process's pid, folded into its
/// call sites.
pub fn entries(
    samples: &[(u32, CallSiteSample)],
    symbols: &callsites::Symbols,
) -> Vec<CallSiteEntry> {
    let samples = samples.iter().map(|(pid, s)| (*pid, s));
    callsites::fold(samples, symbols)
        .into_iter()
        .map(|site| {
            let user = site.user_frame().cloned();
            let frames: Vec<StackFrame> = site
                .python
                .iter()
                .chain(&site.native)
                .map(stack_frame)
                .collect();
            let user_frame = user
                .as_ref()
                .and_then(|u| site.python.iter().chain(&site.native).position(|f| f == u));
            CallSiteEntry {
                launched_from: user.as_ref().map(callsites::Frame::describe),
                user_frame,
                frames,
                python: python_state(site.python_state),
                ordinals: site.ordinals,
                pids: site.pids,
                threads: site.threads,
            }
        })
        .collect()
}

fn stack_frame(frame: &callsites::Frame) -> StackFrame {
    let library = frame.is_library();
    match frame.clone() {
        callsites::Frame::Python {
            file,
            line,
            function,
        } => StackFrame::Python {
            file,
            line,
            function,
            library,
        },
        callsites::Frame::Native {
            object,
            address,
            function,
            file,
            line,
        } => StackFrame::Native {
            object,
            address,
            function,
            file,
            line,
            library,
        },
    }
}

fn python_state(state: aotspy_proto::callsite::PythonState) -> PythonState {
    use aotspy_proto::callsite::PythonState as Wire;
    match state {
        Wire::Absent => PythonState::Absent,
        Wire::NotInitialized => PythonState::NotInitialized,
        Wire::Finalizing => PythonState::Finalizing,
        Wire::GilNotHeld => PythonState::GilNotHeld,
        Wire::FreeThreaded => PythonState::FreeThreaded,
        Wire::Frames => PythonState::Frames,
    }
}
