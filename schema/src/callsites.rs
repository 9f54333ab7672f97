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
        let index = *self.frames.get(self.user_frame?)?;
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
