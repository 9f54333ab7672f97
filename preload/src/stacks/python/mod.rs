//! The launching thread's Python frames, read from the interpreter's memory by offsets, whether
//! the thread holds the GIL or released it around the call that launched (ctypes `CDLL`,
//! Cython `nogil`, JAX's dispatch, PyTorch's ops): frameworks launch with the GIL released.
//!
//! Why reading is safe without the GIL: the sample is taken *on* the launching thread, inside
//! the C call its innermost Python frame made. That thread's frame chain (its interpreter
//! frames, on its own data stack, and the code objects they hold strong references to) cannot
//! change until the call returns, whatever other threads run meanwhile. Nothing is called in
//! the interpreter and no reference count is touched: one reader serves both cases, where the
//! C API (`PyFrame_GetBack`, attribute lookups) would need the GIL and would run Python code.
//!
//! What is read, in this order:
//! - the thread state: this thread's attached one (`PyThreadState_GetUnchecked`, a
//!   thread-local read from 3.13 on), else the one `PyGILState_GetThisThreadState` keeps for
//!   it (also thread-local); none means a thread that never ran Python (`no-python-thread`);
//! - its current interpreter frame, then each frame's `previous`, at most
//!   [`MAX_PYTHON_FRAMES`] (more gives `frames-cut`);
//! - each frame's code object (its type checked against `PyCode_Type`: entry and shim frames
//!   are skipped), whose file, qualified name and location table are read once per code
//!   object and kept ([`CodeCache`]); the line from the frame's instruction pointer, decoded as
//!   CPython does (`aotspy_binfmt::pylines`).
//!
//! Where the offsets come from ([`layouts`], generated from the headers by
//! scripts/python-layouts): 3.13 and later publish them in `_PyRuntime.debug_offsets`
//! (`_Py_DebugOffsets`), read once and trusted only after its cookie, version and
//! free-threading flag check out; 3.11 has no such table, and its structures' offsets come from
//! its headers. Other versions (3.12, 3.10 and older, a 3.16) give `unknown-layout`, said once.
//! Free-threaded builds give `free-threaded`: their objects' headers differ, and 3.14t keeps
//! thread-local bytecode the instruction pointer points into; nothing of them is read.
//!
//! Every read goes through [`memory::Memory`] (`process_vm_readv` on the own pid): an address
//! that is not mapped fails as a value, never as a signal in the workload. Every length is
//! bounded (frames, text, location tables).

#[rustfmt::skip]
mod layouts;
mod memory;
mod offsets;

use self::memory::Memory;
use self::offsets::{CurrentFrame, DebugTable, Layout};
use aotspy_proto::callsite::{PythonFrame, PythonState, MAX_PYTHON_FRAMES, MAX_PYTHON_TEXT};
use std::collections::HashMap;
use std::ffi::{c_int, c_void, CStr};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock};

/// The debug tables this reader knows, one per minor version.
const DEBUG_TABLES: [DebugTable; 3] = [
    layouts::DEBUG_OFFSETS_3_13,
    layouts::DEBUG_OFFSETS_3_14,
    layouts::DEBUG_OFFSETS_3_15,
];

/// Any structure offset above this in a debug table is not believed.
const MAX_STRUCT_BYTES: u64 = 4096;
/// A location table larger than this is not read (the lines of its code then read 0).
const MAX_LINETABLE_BYTES: usize = 1 << 20;

/// The C API functions used, all callable without the GIL from any thread.
struct Api {
    is_initialized: unsafe extern "C" fn() -> c_int,
    is_finalizing: unsafe extern "C" fn() -> c_int,
    this_thread_state: unsafe extern "C" fn() -> *mut c_void,
    /// 3.13 and later: this thread's attached thread state or null (a thread-local read). The
    /// 3.11 function of the name reads the GIL holder's, another thread's: not used there.
    attached_thread_state: Option<unsafe extern "C" fn() -> *mut c_void>,
}

/// What the process's Python is, decided at the first sample.
enum Python {
    Absent,
    FreeThreaded,
    /// A version or layout this reader does not know, and why.
    UnknownLayout(String),
    Readable(Box<Reader>),
}

struct Reader {
    api: Api,
    layout: Layout,
    code_type: usize,
    unicode_type: usize,
    bytes_type: usize,
    /// Bytes of a frame and of a code object the reader needs, from their starts.
    frame_head: usize,
    code_head: usize,
}

fn lookup(name: &CStr) -> *mut c_void {
    // glibc's own dlsym: ours (`interpose.rs`) is for the program's lookups.
    // SAFETY: a NUL-terminated name; RTLD_DEFAULT searches the global scope, loads nothing.
    unsafe { crate::loader::real_dlsym()(libc::RTLD_DEFAULT, name.as_ptr()) }
}

/// The first of `names` the process has, as a function pointer of type `F`.
fn resolve<F: Copy>(names: &[&CStr]) -> Option<F> {
    assert_eq!(size_of::<F>(), size_of::<*mut c_void>());
    let address = names
        .iter()
        .map(|name| lookup(name))
        .find(|p| !p.is_null())?;
    // SAFETY: `F` is the function pointer type of the C API function named, as documented
    // by CPython for every version that exports it under that name.
    Some(unsafe { std::mem::transmute_copy::<*mut c_void, F>(&address) })
}

fn python() -> &'static Python {
    static PYTHON: OnceLock<Python> = OnceLock::new();
    PYTHON.get_or_init(|| {
        if lookup(c"Py_IsInitialized").is_null() {
            return Python::Absent;
        }
        // Only free-threaded builds (3.13t and later) have it.
        if !lookup(c"_Py_MergeZeroLocalRefcount").is_null() {
            return Python::FreeThreaded;
        }
        match Reader::new() {
            Ok(reader) => Python::Readable(Box::new(reader)),
            Err(Unreadable::FreeThreaded) => Python::FreeThreaded,
            Err(Unreadable::Layout(why)) => Python::UnknownLayout(why),
        }
    })
}

enum Unreadable {
    FreeThreaded,
    Layout(String),
}

impl Reader {
    fn new() -> Result<Reader, Unreadable> {
        let missing = |what: &str| Unreadable::Layout(format!("this Python lacks {what}"));
        let version_symbol = lookup(c"Py_Version");
        if version_symbol.is_null() {
            return Err(Unreadable::Layout(
                "CPython 3.10 or older (it has no Py_Version)".to_owned(),
            ));
        }
        // SAFETY: `Py_Version` is CPython's `const unsigned long` (64 bits on Linux x86_64),
        // in its read-only data.
        let version: u64 = unsafe { *(version_symbol as *const u64) };
        let (major, minor) = (version >> 24, (version >> 16) & 0xff);
        let layout = match (major, minor) {
            (3, 11) => layouts::LAYOUT_3_11,
            (3, _) => match DEBUG_TABLES.iter().find(|t| t.minor as u64 == minor) {
                Some(table) => layout_from_debug_offsets(table, version)?,
                None => {
                    return Err(Unreadable::Layout(format!(
                        "CPython {major}.{minor} (the frame layouts known are 3.11, 3.13, 3.14 \
                         and 3.15)"
                    )))
                }
            },
            _ => return Err(Unreadable::Layout(format!("a Python {major}.{minor}"))),
        };
        let data = |name: &CStr, what: &str| {
            let address = lookup(name) as usize;
            (address != 0)
                .then_some(address)
                .ok_or_else(|| missing(what))
        };
        let api = Api {
            is_initialized: resolve(&[c"Py_IsInitialized"])
                .ok_or_else(|| missing("Py_IsInitialized"))?,
            is_finalizing: resolve(&[c"Py_IsFinalizing", c"_Py_IsFinalizing"])
                .ok_or_else(|| missing("Py_IsFinalizing"))?,
            this_thread_state: resolve(&[c"PyGILState_GetThisThreadState"])
                .ok_or_else(|| missing("PyGILState_GetThisThreadState"))?,
            attached_thread_state: if minor >= 13 {
                Some(
                    resolve(&[c"PyThreadState_GetUnchecked"])
                        .ok_or_else(|| missing("PyThreadState_GetUnchecked"))?,
                )
            } else {
                None
            },
        };
        let frame_head = [
            layout.frame_previous,
            layout.frame_executable,
            layout.frame_instr_ptr,
        ]
        .into_iter()
        .max()
        .unwrap_or(0)
            + 8;
        let code_head = [
            layout.object_type,
            layout.code_filename,
            layout.code_name,
            layout.code_qualname,
            layout.code_linetable,
            layout.code_firstlineno,
        ]
        .into_iter()
        .max()
        .unwrap_or(0)
            + 8;
        Ok(Reader {
            api,
            layout,
            code_type: data(c"PyCode_Type", "PyCode_Type")?,
            unicode_type: data(c"PyUnicode_Type", "PyUnicode_Type")?,
            bytes_type: data(c"PyBytes_Type", "PyBytes_Type")?,
            frame_head,
            code_head,
        })
    }

    /// The calling thread's frames, innermost first.
    fn frames(&self) -> (PythonState, Vec<PythonFrame>) {
        // SAFETY: these may be called in any state, without the GIL, from any thread; the
        // two thread-state getters only read thread-local storage.
        let tstate = unsafe {
            // Finalization clears `Py_IsInitialized` early on: asked first, it names the state.
            if (self.api.is_finalizing)() != 0 {
                return (PythonState::Finalizing, Vec::new());
            }
            if (self.api.is_initialized)() == 0 {
                return (PythonState::NotInitialized, Vec::new());
            }
            let attached = self
                .api
                .attached_thread_state
                .map_or(std::ptr::null_mut(), |f| f());
            if attached.is_null() {
                (self.api.this_thread_state)()
            } else {
                attached
            }
        };
        if tstate.is_null() {
            return (PythonState::NoPythonThread, Vec::new());
        }
        let memory = Memory::of_this_process();
        let Some(mut frame) = self.current_frame(&memory, tstate as usize) else {
            return (PythonState::Unreadable, Vec::new());
        };
        let mut guard = CODE_CACHE.try_lock().ok();
        let mut cache = guard
            .as_mut()
            .map(|held| held.get_or_insert_with(CodeCache::default));
        let mut frames = Vec::with_capacity(32);
        let mut cut = false;
        // Entry and shim frames hold no code object: a chain of them alone is still bounded.
        let mut walked = 0;
        while frame != 0 {
            if frames.len() == MAX_PYTHON_FRAMES || walked == 4 * MAX_PYTHON_FRAMES {
                cut = true;
                break;
            }
            walked += 1;
            let Some(head) = memory.block(frame, self.frame_head) else {
                cut = true;
                break;
            };
            let mut code = head.word(self.layout.frame_executable);
            if self.layout.executable_is_tagged {
                code &= !7;
            }
            let instr = head.word(self.layout.frame_instr_ptr);
            match self.code_frame(&memory, cache.as_deref_mut(), code, instr) {
                Some(Some(python_frame)) => frames.push(python_frame),
                Some(None) => {}
                None => {
                    cut = true;
                    break;
                }
            }
            frame = head.word(self.layout.frame_previous);
        }
        let state = match (frames.is_empty(), cut) {
            (true, true) => PythonState::Unreadable,
            (true, false) => PythonState::NoPythonThread,
            (false, true) => PythonState::FramesCut,
            (false, false) => PythonState::Frames,
        };
        (state, frames)
    }

    fn current_frame(&self, memory: &Memory, tstate: usize) -> Option<usize> {
        match self.layout.current_frame {
            CurrentFrame::Direct(offset) => memory.word(tstate + offset),
            CurrentFrame::ThroughCFrame {
                cframe,
                current_frame,
            } => match memory.word(tstate + cframe)? {
                0 => Some(0),
                cframe => memory.word(cframe + current_frame),
            },
        }
    }

    /// The frame of code object `code` at instruction `instr`: `Some(None)` when `code` is no
    /// code object (an entry frame's), `None` when it could not be read.
    fn code_frame(
        &self,
        memory: &Memory,
        cache: Option<&mut CodeCache>,
        code: usize,
        instr: usize,
    ) -> Option<Option<PythonFrame>> {
        let head = memory.block(code, self.code_head)?;
        if head.word(self.layout.object_type) != self.code_type {
            return Some(None);
        }
        let key = CodeKey {
            address: code,
            filename: head.word(self.layout.code_filename),
            qualname: head.word(self.layout.code_qualname),
            linetable: head.word(self.layout.code_linetable),
            first_line: head.u32(self.layout.code_firstlineno) as i32,
        };
        let read = |memory: &Memory| CodeFacts {
            key,
            file: self.text(memory, key.filename).unwrap_or_default(),
            function: self
                .text(memory, key.qualname)
                .or_else(|| self.text(memory, head.word(self.layout.code_name)))
                .unwrap_or_default(),
            linetable: self.bytes(memory, key.linetable).unwrap_or_default(),
            last_line: None,
        };
        // CPython's `_PyInterpreterFrame_LASTI`: the code unit the pointer is at; before the
        // first (a frame not yet started, 3.11), the code object's first line.
        let unit = instr.wrapping_sub(code + self.layout.code_adaptive) as isize / 2;
        let frame = |facts: &mut CodeFacts| PythonFrame {
            file: facts.file.clone(),
            line: if unit < 0 {
                u32::try_from(key.first_line).unwrap_or(0)
            } else {
                facts.line_of(unit as u64)
            },
            function: facts.function.clone(),
        };
        Some(Some(match cache {
            Some(cache) => frame(cache.get_or_read(key, || read(memory))),
            None => frame(&mut read(memory)),
        }))
    }

    /// A `str` object's text as UTF-8, at most [`MAX_PYTHON_TEXT`] bytes; `None` if it is no
    /// compact string (code objects' names and files always are) or could not be read.
    fn text(&self, memory: &Memory, object: usize) -> Option<String> {
        let layout = &self.layout;
        let head = memory.block(object, layout.unicode_ascii_size)?;
        if head.word(layout.object_type) != self.unicode_type {
            return None;
        }
        let state = head.u32(layout.unicode_state);
        let (kind, compact, ascii) = (
            (state >> 2) & 7,
            state & (1 << 5) != 0,
            state & (1 << 6) != 0,
        );
        let length = head.word(layout.unicode_length);
        if !compact || !matches!(kind, 1 | 2 | 4) {
            return None;
        }
        let start = if ascii {
            layout.unicode_ascii_size
        } else {
            layout.compact_unicode_size
        };
        let kind = kind as usize;
        // Characters beyond what could be kept are not read; an ASCII string's terminating
        // NUL is, as a check that the layout is right.
        let chars = length.min(MAX_PYTHON_TEXT);
        let mut raw = vec![0u8; chars * kind + usize::from(ascii && chars == length)];
        if !memory.read(object + start, &mut raw) {
            return None;
        }
        if ascii {
            if chars == length && raw.pop() != Some(0) {
                return None;
            }
            return Some(bounded(&raw));
        }
        let text: String = raw
            .chunks_exact(kind)
            .map(|c| match *c {
                [a] => u32::from(a),
                [a, b] => u32::from(u16::from_ne_bytes([a, b])),
                [a, b, c, d] => u32::from_ne_bytes([a, b, c, d]),
                _ => 0xfffd,
            })
            .map(|c| char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect();
        Some(bounded(text.as_bytes()))
    }

    /// A `bytes` object's content, at most [`MAX_LINETABLE_BYTES`].
    fn bytes(&self, memory: &Memory, object: usize) -> Option<Vec<u8>> {
        let layout = &self.layout;
        let head = memory.block(object, layout.bytes_data)?;
        if head.word(layout.object_type) != self.bytes_type {
            return None;
        }
        let length = head.word(layout.var_object_size);
        if length > MAX_LINETABLE_BYTES {
            return None;
        }
        let mut content = vec![0u8; length];
        memory
            .read(object + layout.bytes_data, &mut content)
            .then_some(content)
    }
}

/// The layout a 3.13-or-later CPython publishes in `_PyRuntime.debug_offsets`, read through
/// `table` (where that minor version's table keeps each offset), after checking that the
/// table is one: its cookie, the version it names (the running one's), not free-threaded, and
/// every offset inside the structure it is an offset of.
fn layout_from_debug_offsets(table: &DebugTable, version: u64) -> Result<Layout, Unreadable> {
    let runtime = lookup(c"_PyRuntime") as usize;
    let refused = |why: &str| {
        Unreadable::Layout(format!(
            "CPython 3.{}'s _PyRuntime.debug_offsets {why}",
            table.minor
        ))
    };
    if runtime == 0 {
        return Err(refused("is not exported"));
    }
    let memory = Memory::of_this_process();
    let mut raw = vec![0u8; table.table_size];
    if !memory.read(runtime, &mut raw) {
        return Err(refused("cannot be read"));
    }
    let field = |position: usize| -> u64 {
        raw.get(position..position + 8)
            .and_then(|b| b.try_into().ok())
            .map_or(u64::MAX, u64::from_ne_bytes)
    };
    if &raw[..8] != b"xdebugpy" {
        return Err(refused("lacks its cookie"));
    }
    if field(table.version) >> 16 != version >> 16 {
        return Err(refused(&format!(
            "names version {:#x}, not the running {version:#x}",
            field(table.version)
        )));
    }
    if field(table.free_threaded) != 0 {
        return Err(Unreadable::FreeThreaded);
    }
    // Each offset must fall inside its structure, and no structure is larger than this.
    let within = |size: usize, offsets: &[usize]| {
        let size = field(size);
        size <= MAX_STRUCT_BYTES && offsets.iter().all(|&o| field(o) + 8 <= size)
    };
    let believable = within(table.thread_state_size, &[table.thread_current_frame])
        && within(
            table.frame_size,
            &[
                table.frame_previous,
                table.frame_executable,
                table.frame_instr_ptr,
            ],
        )
        && within(
            table.code_size,
            &[
                table.code_filename,
                table.code_name,
                table.code_qualname,
                table.code_linetable,
                table.code_firstlineno,
                table.code_adaptive,
            ],
        )
        && [
            table.object_type,
            table.object_size,
            table.bytes_length,
            table.bytes_data,
            table.unicode_state,
            table.unicode_length,
            table.unicode_ascii_size,
        ]
        .iter()
        .all(|&o| field(o) < MAX_STRUCT_BYTES);
    if !believable {
        return Err(refused("holds offsets past the structures they are in"));
    }
    let at = |position: usize| field(position) as usize;
    Ok(Layout {
        current_frame: CurrentFrame::Direct(at(table.thread_current_frame)),
        frame_previous: at(table.frame_previous),
        frame_executable: at(table.frame_executable),
        frame_instr_ptr: at(table.frame_instr_ptr),
        code_filename: at(table.code_filename),
        code_name: at(table.code_name),
        code_qualname: at(table.code_qualname),
        code_linetable: at(table.code_linetable),
        code_firstlineno: at(table.code_firstlineno),
        code_adaptive: at(table.code_adaptive),
        object_type: at(table.object_type),
        var_object_size: at(table.bytes_length),
        bytes_data: at(table.bytes_data),
        unicode_state: at(table.unicode_state),
        unicode_length: at(table.unicode_length),
        unicode_ascii_size: at(table.unicode_ascii_size),
        compact_unicode_size: at(table.unicode_ascii_size) + table.compact_unicode_extra,
        executable_is_tagged: table.executable_is_tagged,
    })
}

/// What identifies a code object's facts: its address, and the objects it points to (a code
/// object freed and another made at its address would have to point to the very same file,
/// name and table objects, alive, to be taken for it; then its facts are the same).
#[derive(Clone, Copy, PartialEq, Eq)]
struct CodeKey {
    address: usize,
    filename: usize,
    qualname: usize,
    linetable: usize,
    first_line: i32,
}

struct CodeFacts {
    key: CodeKey,
    file: String,
    function: String,
    linetable: Vec<u8>,
    /// The last (code unit, line) decoded: a loop or a recursion asks for the same unit again.
    last_line: Option<(u64, u32)>,
}

impl CodeFacts {
    /// What it holds, roughly, for the cache's bound.
    fn size(&self) -> usize {
        self.file.len() + self.function.len() + self.linetable.len() + 128
    }

    fn line_of(&mut self, unit: u64) -> u32 {
        match self.last_line {
            Some((last, line)) if last == unit => line,
            _ => {
                let line =
                    aotspy_binfmt::pylines::line_of(&self.linetable, self.key.first_line, unit)
                        .unwrap_or(0);
                self.last_line = Some((unit, line));
                line
            }
        }
    }
}

/// The facts of the code objects met so far, by address (the rest of [`CodeKey`] checked): a
/// sample reads each code object's head, and its strings and location table only the first
/// time. Bounded by bytes held; full, it starts again empty.
#[derive(Default)]
struct CodeCache {
    facts: HashMap<usize, CodeFacts, BuildHasherDefault<AddressHasher>>,
    bytes: usize,
}

/// A hasher for addresses: code objects are 16-byte aligned, so the bits above the fourth are
/// spread by one multiplication (SipHash took a quarter of the Python part of a sample).
#[derive(Default)]
struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_usize(&mut self, address: usize) {
        self.write_u64(address as u64);
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0 ^ (value >> 4)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// What the cache holds at most.
const CODE_CACHE_BYTES: usize = 8 << 20;

/// Taken with `try_lock` only: a sample that finds it busy (another thread sampling, or a lock
/// a fork left held in the child) reads without it.
static CODE_CACHE: Mutex<Option<CodeCache>> = Mutex::new(None);

impl CodeCache {
    fn get_or_read(&mut self, key: CodeKey, read: impl FnOnce() -> CodeFacts) -> &mut CodeFacts {
        let held = self.facts.get(&key.address).is_some_and(|f| f.key == key);
        if !held {
            let facts = read();
            if self.bytes + facts.size() > CODE_CACHE_BYTES {
                self.facts.clear();
                self.bytes = 0;
            }
            self.bytes += facts.size();
            if let Some(replaced) = self.facts.insert(key.address, facts) {
                self.bytes -= replaced.size();
            }
        }
        self.facts
            .get_mut(&key.address)
            .expect("just checked or inserted")
    }
}

/// The calling thread's Python frames, innermost first, and why there are none when there are
/// none.
pub fn frames() -> (PythonState, Vec<PythonFrame>) {
    match python() {
        Python::Absent => (PythonState::Absent, Vec::new()),
        Python::FreeThreaded => (PythonState::FreeThreaded, Vec::new()),
        Python::UnknownLayout(_) => (PythonState::UnknownLayout, Vec::new()),
        Python::Readable(reader) => reader.frames(),
    }
}

/// What a sample of state `state` tells that the report should say once per process, the first
/// time: a Python whose frames are never read, or frames that could not be.
pub fn said_once(state: PythonState) -> Option<String> {
    static SAID: AtomicU8 = AtomicU8::new(0);
    let (bit, text) = match (state, python()) {
        (PythonState::FreeThreaded, _) => (
            1,
            "call sites: this Python is a free-threaded build: its frames are not taken, only \
             native frames"
                .to_owned(),
        ),
        (PythonState::UnknownLayout, Python::UnknownLayout(why)) => (
            2,
            format!(
                "call sites: the Python frames of {why} are not read: its frame layout is not \
                 one aotspy knows; only native frames are taken"
            ),
        ),
        (PythonState::Unreadable, _) => (
            4,
            "call sites: a launching thread's Python frames could not be read \
             (process_vm_readv of the process's own memory failed): only its native frames \
             are taken"
                .to_owned(),
        ),
        _ => return None,
    };
    (SAID.fetch_or(bit, Ordering::Relaxed) & bit == 0).then_some(text)
}

/// `bytes` (UTF-8) cut to at most `MAX_PYTHON_TEXT` on a character boundary.
fn bounded(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut end = text.len().min(MAX_PYTHON_TEXT);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_cut_on_a_character_boundary() {
        let long = "é".repeat(MAX_PYTHON_TEXT);
        let cut = bounded(long.as_bytes());
        assert_eq!(cut.len(), MAX_PYTHON_TEXT);
        assert_eq!(bounded(b"/t/x.py"), "/t/x.py");
        let odd = format!("a{}", "é".repeat(MAX_PYTHON_TEXT));
        assert_eq!(bounded(odd.as_bytes()).len(), MAX_PYTHON_TEXT - 1);
    }

    /// The unit-test binary has no Python: nothing is read, nothing is loaded.
    #[test]
    fn without_python_there_is_nothing_to_read() {
        assert_eq!(frames(), (PythonState::Absent, Vec::new()));
        assert_eq!(said_once(PythonState::Absent), None);
    }

    /// Each table's positions are inside the table, and every table names its own version.
    #[test]
    fn the_debug_tables_fit_their_tables() {
        for table in DEBUG_TABLES {
            assert!(table.table_size <= 4096, "{table:?}");
            for position in [
                table.version,
                table.free_threaded,
                table.thread_current_frame,
                table.code_adaptive,
                table.unicode_ascii_size,
            ] {
                assert!(position + 8 <= table.table_size, "{table:?}");
            }
        }
    }
}
