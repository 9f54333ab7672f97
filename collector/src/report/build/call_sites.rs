//! Call-site samples as the report shows them: folded into sites, frames in the report's types,
//! each distinct frame once in the report's frame table; each site's text, and the kernels'
//! cost by the place they were launched from.

use crate::analysis::callsites;
use aotspy_proto::callsite::CallSiteSample;
use aotspy_report::{CallSiteEntry, KernelEntry, LineCost, LineKernel, PythonState, StackFrame};
use std::collections::HashMap;
use std::path::Path;

/// The report's `call_site_frames`: every distinct frame once, in the order first seen (so a
/// re-render writes the same table), which the sites' `frames` index. On dpnp's own test suite
/// 59,584 frames of 1,079 sites were 1,091 distinct ones.
#[derive(Default)]
pub struct FrameTable {
    frames: Vec<StackFrame>,
    index: HashMap<StackFrame, u32>,
}

impl FrameTable {
    fn intern(&mut self, frame: StackFrame) -> u32 {
        if let Some(&index) = self.index.get(&frame) {
            return index;
        }
        let index = u32::try_from(self.frames.len()).expect("fewer than 2^32 distinct frames");
        self.frames.push(frame.clone());
        self.index.insert(frame, index);
        index
    }

    pub fn into_frames(self) -> Vec<StackFrame> {
        self.frames
    }
}

/// A kernel's (or a driver operation's) samples, each with its process's pid, folded into its
/// call sites, their frames added to `table`.
pub fn entries(
    samples: &[(u32, CallSiteSample)],
    symbols: &callsites::Symbols,
    table: &mut FrameTable,
) -> Vec<CallSiteEntry> {
    let samples = samples.iter().map(|(pid, s)| (*pid, s));
    callsites::fold(samples, symbols)
        .into_iter()
        .map(|site| {
            let user = site.user_frame().cloned();
            let framework = site.framework_frame().cloned();
            let frames: Vec<u32> = site
                .python
                .iter()
                .chain(&site.native)
                .map(|frame| table.intern(stack_frame(frame)))
                .collect();
            let position = |wanted: &Option<callsites::Frame>| {
                let wanted = wanted.as_ref()?;
                site.python
                    .iter()
                    .chain(&site.native)
                    .position(|f| f == wanted)
            };
            let launched_by = match &framework {
                Some(callsites::Frame::Native {
                    function: Some(function),
                    ..
                }) => Some(callsites::qualified_name(function).to_owned()),
                _ => None,
            };
            CallSiteEntry {
                launched_from: user.as_ref().map(callsites::Frame::describe),
                user_frame: position(&user),
                framework_frame: position(&framework),
                launched_by,
                frames,
                python: python_state(site.python_state),
                ordinals: site.ordinals,
                pids: site.pids,
                threads: site.threads,
            }
        })
        .collect()
}

/// A call site as the views show it: its user frame, short (file names rather than paths, so
/// that two checkouts of one program compare equal), then `→` and its framework frame's
/// function when that is another frame (`train.py:26 step →
/// xla::gpu::CublasLtMatmulThunk::ExecuteOnStream`; a C program's `main (main.c:152)` once);
/// either alone when the site has only it, and `library code only` when it has neither.
pub fn site_text(site: &aotspy_report::CallSiteEntry, table: &[StackFrame]) -> String {
    let user = site.user_stack_frame(table).map(short_frame);
    let framework = site
        .launched_by
        .as_deref()
        .filter(|_| site.framework_frame != site.user_frame);
    match (user, framework) {
        (Some(user), Some(framework)) => format!("{user} → {framework}"),
        (Some(user), None) => user,
        (None, Some(framework)) => framework.to_owned(),
        (None, None) => "library code only".to_owned(),
    }
}

/// A frame with file names rather than paths.
fn short_frame(frame: &StackFrame) -> String {
    let name = |path: &str| {
        let path = Path::new(path);
        path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    };
    match frame {
        StackFrame::Python {
            file,
            line,
            function,
            ..
        } => format!("{}:{line} {function}", name(file)),
        StackFrame::Native {
            object,
            address,
            function,
            file,
            line,
            ..
        } => match (function, file, line) {
            (Some(function), Some(file), Some(line)) => {
                format!("{function} ({}:{line})", name(file))
            }
            (Some(function), _, _) => format!("{function} ({})", name(object)),
            _ => format!("{}+{address:#x}", name(object)),
        },
    }
}

/// The report's `cost_by_line`: the `kernels`' call sites grouped by their [`site_text`], their
/// frames in `table`; see [`LineCost`] for what is exact and what is sampled.
pub fn cost_by_line(kernels: &[KernelEntry], table: &[StackFrame]) -> Vec<LineCost> {
    let mut lines: Vec<LineCost> = Vec::new();
    let mut by_text: HashMap<String, usize> = HashMap::new();
    for (index, kernel) in kernels.iter().enumerate() {
        let all_samples: u64 = kernel
            .call_sites
            .iter()
            .map(|s| s.ordinals.len() as u64)
            .sum();
        let mut here: Vec<(usize, u64)> = Vec::new();
        for site in &kernel.call_sites {
            let text = site_text(site, table);
            let line = *by_text.entry(text.clone()).or_insert_with(|| {
                let frame_index = |position: Option<usize>| site.frames.get(position?).copied();
                lines.push(LineCost {
                    launched_from: text,
                    user_frame: frame_index(site.user_frame),
                    framework_frame: frame_index(site.framework_frame),
                    dispatches: 0,
                    shared_dispatches: 0,
                    kernels: Vec::new(),
                });
                lines.len() - 1
            });
            match here.iter_mut().find(|(l, _)| *l == line) {
                Some((_, samples)) => *samples += site.ordinals.len() as u64,
                None => here.push((line, site.ordinals.len() as u64)),
            }
        }
        let shared = here.len() > 1;
        for (line, samples) in here {
            let line = &mut lines[line];
            if shared {
                line.shared_dispatches += kernel.dispatches;
            } else {
                line.dispatches += kernel.dispatches;
            }
            line.kernels.push(LineKernel {
                kernel: index,
                dispatches: kernel.dispatches,
                samples,
                all_samples,
            });
        }
    }
    for line in &mut lines {
        line.kernels.sort_by(|a, b| {
            b.dispatches
                .cmp(&a.dispatches)
                .then(a.kernel.cmp(&b.kernel))
        });
    }
    lines.sort_by(|a, b| {
        (b.dispatches, b.shared_dispatches)
            .cmp(&(a.dispatches, a.shared_dispatches))
            .then_with(|| a.launched_from.cmp(&b.launched_from))
    });
    lines
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
        Wire::FramesCut => PythonState::FramesCut,
        Wire::NoPythonThread => PythonState::NoPythonThread,
        Wire::UnknownLayout => PythonState::UnknownLayout,
        Wire::Unreadable => PythonState::Unreadable,
    }
}
