//! A call-site sample: the stack of the thread that launched a kernel, taken by the preload at
//! a sparse schedule of that kernel's launches (its 1st, 2nd, 4th, … 512th append), so that the
//! collector can say which line of the user's code made the kernel run.
//!
//! Native frames are return addresses relative to their object's load address (the ELF
//! virtual address the object's own symbol table and DWARF use), so the collector symbolizes
//! them from the object's file, never in the workload. Python frames are already text: the
//! interpreter's state is gone once the launch returns.

use serde::{Deserialize, Serialize};

/// The last launch of a kernel the preload samples: its 1st, 2nd, 4th, … 512th, ten samples
/// per kernel and process. A sample costs 58,000–62,000 instructions without Python frames
/// (`scripts/bench callsites`: the unwind, `dl_iterate_phdr`, the send), about what 6 to 25
/// launches cost the driver; sampling on at 1,024, 2,048, … would add that again at every
/// doubling of a long run, and put samples inside any window a steady-state measurement
/// takes. A call site that first launches a kernel after its 512th launch is not seen.
pub const LAST_SAMPLED_LAUNCH: u32 = 512;

/// The launches of a kernel that are sampled, in order: 1, 2, 4, … [`LAST_SAMPLED_LAUNCH`].
pub fn sampled_launches() -> impl Iterator<Item = u64> {
    std::iter::successors(Some(1u64), |&n| Some(n * 2))
        .take_while(|&n| n <= u64::from(LAST_SAMPLED_LAUNCH))
}

/// Native frames a sample keeps at most, innermost first.
pub const MAX_NATIVE_FRAMES: usize = 64;
/// Python frames a sample keeps at most, innermost first: deeper stacks lose their outermost.
pub const MAX_PYTHON_FRAMES: usize = 64;
/// Bytes of a Python file name or function name kept at most (cut on a character boundary).
pub const MAX_PYTHON_TEXT: usize = 512;

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct CallSiteSample {
    /// Per-process kernel id, as [`crate::Kernel::id`].
    pub kernel: u64,
    /// Which launch of the kernel this was (1 for its first): the kernel's count when the
    /// sample was due, a power of two.
    pub ordinal: u64,
    /// The launching thread's id (`gettid`).
    pub thread: u32,
    /// Paths of the objects [`NativeFrame::object`] indexes (the main program's too, made
    /// absolute), each once, in order of first appearance.
    pub objects: Vec<String>,
    /// Return addresses, innermost first, the preload's own frames left out; at most
    /// [`MAX_NATIVE_FRAMES`]. Frames in no loaded object (JIT code) are left out.
    pub native: Vec<NativeFrame>,
    /// The Python frames of the launching thread, innermost first, when [`Self::python`] is
    /// [`PythonState::Frames`] or [`PythonState::FramesCut`]; else empty.
    pub python_frames: Vec<PythonFrame>,
    pub python: PythonState,
}

#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct NativeFrame {
    /// Index into [`CallSiteSample::objects`].
    pub object: u32,
    /// The return address minus the object's load bias: an address in the object's ELF
    /// virtual address space (one past the call instruction's start).
    pub address: u64,
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct PythonFrame {
    /// The code object's `co_filename`, as Python has it (absolute for imported modules).
    pub file: String,
    /// The line being executed, as `PyFrame_GetLineNumber` gives it; 0 where Python knows none.
    pub line: u32,
    /// `co_qualname` (`Class.method`, `outer.<locals>.inner`), else `co_name`.
    pub function: String,
}

/// Why a sample has Python frames or not. The states other than `Frames` and `FramesCut` are
/// exclusive facts about the launching thread at that moment. Variants are only ever added at
/// the end: postcard encodes a variant by its index.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PythonState {
    /// No CPython in the process's global scope.
    Absent,
    /// CPython is loaded but not initialized (or already finalized).
    NotInitialized,
    /// The interpreter is finalizing: its frames are not walked.
    Finalizing,
    /// Written by preloads before protocol 9 only, which read frames through the C API and so
    /// only of a thread holding the GIL: the launching thread had released it.
    GilNotHeld,
    /// A free-threaded build (3.13t and later): its frames are not read.
    FreeThreaded,
    /// [`CallSiteSample::python_frames`] are the thread's frames, all of them.
    Frames,
    /// The launching thread has no Python frames: it never ran Python (a thread a library
    /// started), or none is running on it now.
    NoPythonThread,
    /// A CPython whose frame layout the preload does not know (3.12, 3.10 and older, a newer
    /// one, or a debug-offsets table that failed its checks): said once in a diagnostic.
    UnknownLayout,
    /// The thread's frames could not be read (a read of the interpreter's memory failed).
    Unreadable,
    /// [`CallSiteSample::python_frames`] are the innermost of the thread's frames: the stack
    /// is deeper than [`MAX_PYTHON_FRAMES`], or a frame past them could not be read.
    FramesCut,
}

impl PythonState {
    pub fn as_str(self) -> &'static str {
        match self {
            PythonState::Absent => "absent",
            PythonState::NotInitialized => "not-initialized",
            PythonState::Finalizing => "finalizing",
            PythonState::GilNotHeld => "gil-not-held",
            PythonState::FreeThreaded => "free-threaded",
            PythonState::Frames => "frames",
            PythonState::NoPythonThread => "no-python-thread",
            PythonState::UnknownLayout => "unknown-layout",
            PythonState::Unreadable => "unreadable",
            PythonState::FramesCut => "frames-cut",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_round_trips() {
        let sample = CallSiteSample {
            kernel: 3,
            ordinal: 4,
            thread: 77,
            objects: vec!["/bin/a".into()],
            native: vec![NativeFrame {
                object: 0,
                address: 0x1139,
            }],
            python_frames: vec![PythonFrame {
                file: "/t/x.py".into(),
                line: 12,
                function: "f.<locals>.g".into(),
            }],
            python: PythonState::Frames,
        };
        let bytes = postcard::to_allocvec(&sample).unwrap();
        assert_eq!(
            postcard::from_bytes::<CallSiteSample>(&bytes).unwrap(),
            sample
        );
    }
}
