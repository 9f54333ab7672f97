//! What the reader needs to know of a CPython's structures: the offsets it reads by
//! ([`Layout`]), and where a version's `_Py_DebugOffsets` keeps them ([`DebugTable`]). The
//! values of each known version are generated into `layouts.rs`.

/// How a thread state leads to its current interpreter frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CurrentFrame {
    /// 3.11: the thread state's `cframe` (a `_PyCFrame` on the C stack of the innermost
    /// evaluation loop), whose `current_frame` is the frame.
    ThroughCFrame { cframe: usize, current_frame: usize },
    /// 3.13 and later: the thread state's own `current_frame`.
    Direct(usize),
}

/// The offsets the reader uses, in bytes from the start of each structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub current_frame: CurrentFrame,
    pub frame_previous: usize,
    /// `f_code` (3.11), `f_executable` (3.13 and later).
    pub frame_executable: usize,
    /// `prev_instr` (3.11), `instr_ptr` (3.13 and later).
    pub frame_instr_ptr: usize,
    pub code_filename: usize,
    pub code_name: usize,
    pub code_qualname: usize,
    pub code_linetable: usize,
    pub code_firstlineno: usize,
    /// `co_code_adaptive`: the bytecode the instruction pointer points into.
    pub code_adaptive: usize,
    pub object_type: usize,
    /// `ob_size` of a variable-size object (a bytes object's length).
    pub var_object_size: usize,
    pub bytes_data: usize,
    pub unicode_state: usize,
    pub unicode_length: usize,
    /// `sizeof(PyASCIIObject)`: where a compact ASCII string's characters start.
    pub unicode_ascii_size: usize,
    /// `sizeof(PyCompactUnicodeObject)`: where a compact non-ASCII string's start.
    pub compact_unicode_size: usize,
    /// From 3.14 on `f_executable` is a `_PyStackRef`, whose low bits are tags.
    pub executable_is_tagged: bool,
}

/// Where one minor version's `_Py_DebugOffsets` keeps each offset [`Layout`] needs (positions
/// in that table, whose own layout changes with every minor version).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DebugTable {
    pub minor: usize,
    pub table_size: usize,
    pub version: usize,
    pub free_threaded: usize,
    pub thread_state_size: usize,
    pub thread_current_frame: usize,
    pub frame_size: usize,
    pub frame_previous: usize,
    pub frame_executable: usize,
    pub frame_instr_ptr: usize,
    pub code_size: usize,
    pub code_filename: usize,
    pub code_name: usize,
    pub code_qualname: usize,
    pub code_linetable: usize,
    pub code_firstlineno: usize,
    pub code_adaptive: usize,
    pub object_size: usize,
    pub object_type: usize,
    pub bytes_length: usize,
    pub bytes_data: usize,
    pub unicode_state: usize,
    pub unicode_length: usize,
    pub unicode_ascii_size: usize,
    /// Not in the table: what a compact non-ASCII string's header adds to an ASCII one's.
    pub compact_unicode_extra: usize,
    pub executable_is_tagged: bool,
}
