//! A kernel's call sites: the stacks its launches were sampled from (at its 1st, 2nd, 4th, …
//! 512th launch in each process), folded by stack.

use crate::enums::PythonState;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The sampling behind every kernel's call sites: in each process, the launching thread's
/// stack is taken at these launches of each kernel and at no other (each launch is still
/// counted). A site that first launches a kernel after the last of them is not seen.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct CallSiteSampling {
    /// Ascending: 1, 2, 4, … 512.
    pub launches: Vec<u64>,
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct CallSiteEntry {
    /// The user's frame, as the terminal table's LAUNCHED FROM shows it: the innermost Python
    /// frame outside the standard library and site-packages, else the innermost native frame
    /// outside the known runtime libraries; `None` when every frame is library code.
    pub launched_from: Option<String>,
    /// Its position in `frames`.
    pub user_frame: Option<usize>,
    /// The framework frame: the innermost native frame outside the runtimes and the math
    /// libraries that has a function name and whose function is no plumbing (SYCL's, the C++
    /// library's, oneDNN's or oneMKL's code linked into a framework, an executor such as XLA's
    /// `stream_executor::`): the op that launched the kernel
    /// (`xla::gpu::CublasLtMatmulThunk::ExecuteOnStream`), or the user's own native function
    /// (then the same frame as `user_frame`). Its position in `frames`; `None` when no frame
    /// qualifies.
    #[serde(default)]
    pub framework_frame: Option<usize>,
    /// The framework frame's function, without return type and parameters
    /// (`xla::gpu::CublasLtMatmulThunk::ExecuteOnStream`, `main`).
    #[serde(default)]
    pub launched_by: Option<String>,
    /// The stack, as indices into the report's `call_site_frames` (each distinct frame is
    /// written once there: thousands of sites share the same framework frames): Python frames
    /// innermost first, then native frames innermost first (the interpreter's among them), the
    /// preload's own left out. [`CallSiteEntry::stack`] resolves them.
    pub frames: Vec<u32>,
    pub python: PythonState,
    /// Which launches were sampled here, ascending (in each process: launch 1 of two
    /// processes appears twice).
    pub ordinals: Vec<u64>,
    pub pids: Vec<u32>,
    /// The launching threads' ids (`gettid`), each once.
    pub threads: Vec<u32>,
}

impl CallSiteEntry {
    /// The site's frames, innermost first, from the report's `call_site_frames`; an index
    /// outside it (a report.json edited by hand) ends the stack there.
    pub fn stack<'a>(&'a self, table: &'a [StackFrame]) -> impl Iterator<Item = &'a StackFrame> {
        self.frames
            .iter()
            .map_while(|&index| table.get(index as usize))
    }

    /// The user frame ([`CallSiteEntry::user_frame`]), from the report's `call_site_frames`.
    pub fn user_stack_frame<'a>(&self, table: &'a [StackFrame]) -> Option<&'a StackFrame> {
        self.stack_frame(self.user_frame?, table)
    }

    /// The framework frame ([`CallSiteEntry::framework_frame`]), from the report's
    /// `call_site_frames`.
    pub fn framework_stack_frame<'a>(&self, table: &'a [StackFrame]) -> Option<&'a StackFrame> {
        self.stack_frame(self.framework_frame?, table)
    }

    /// The frame at `position` in `frames`, from `table`.
    fn stack_frame<'a>(&self, position: usize, table: &'a [StackFrame]) -> Option<&'a StackFrame> {
        let index = *self.frames.get(position)?;
        table.get(index as usize)
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq, Hash)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum StackFrame {
    Python {
        file: String,
        /// 0 where Python knows none.
        line: u32,
        /// `co_qualname` (`Class.method`), else `co_name`.
        function: String,
        /// In the standard library or in site-packages / dist-packages.
        library: bool,
    },
    Native {
        /// The object's path, as the process mapped it.
        object: String,
        /// The return address in the object's ELF address space.
        address: u64,
        /// Demangled, from DWARF or the symbol table.
        function: Option<String>,
        /// From DWARF: the call's source file and line.
        file: Option<String>,
        line: Option<u32>,
        /// In a known runtime library (SYCL, UR, Level Zero, NEO, oneMKL, oneDNN, dpnp, dpctl,
        /// torch, the C/C++ runtimes, the Python interpreter, libaotspy).
        library: bool,
    },
}

/// What the kernels launched from one place cost: one entry per user frame and framework frame
/// pair (per text of the views: `train.py:26 step → xla::gpu::CublasLtMatmulThunk::ExecuteOnStream`),
/// the places whose kernels were dispatched most first. "Which line of mine costs what".
///
/// Dispatches are counted per kernel, exactly, but where a kernel was launched from is
/// sampled (at launches 1, 2, 4, … 512 of each kernel in each process): a kernel seen launched
/// from one place has all its dispatches there; one seen from several places is listed under
/// each with its total and the samples taken at each (samples at 1, 2, 4, … are no measure of
/// the share of dispatches, so none is apportioned), and counts there as `shared_dispatches`.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct LineCost {
    /// The place as the views show it: the user frame, `→` and the framework frame's function
    /// when that is another frame; `library code only` when the sites have neither.
    pub launched_from: String,
    /// The user frame and the framework frame, as indices into the report's
    /// `call_site_frames` (of the first site with this text).
    pub user_frame: Option<u32>,
    pub framework_frame: Option<u32>,
    /// The dispatches of the kernels launched from here alone: exact.
    pub dispatches: u64,
    /// The dispatches, all places together, of the kernels also launched from elsewhere.
    pub shared_dispatches: u64,
    /// Most dispatched first.
    pub kernels: Vec<LineKernel>,
}

/// One kernel launched from a [`LineCost`]'s place.
#[derive(Serialize, Deserialize, JsonSchema, Debug, Clone, PartialEq, Eq)]
pub struct LineKernel {
    /// Its index in the report's `kernels`.
    pub kernel: usize,
    /// Its dispatches, all places together: exact.
    pub dispatches: u64,
    /// Its call-site samples taken at this place, and in all.
    pub samples: u64,
    pub all_samples: u64,
}
