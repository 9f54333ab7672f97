//! The launching thread's Python frames, through CPython's C API, when the process already
//! has CPython in its global scope (the `python` executable, or a `libpython` loaded
//! `RTLD_GLOBAL`). Python is never loaded: its functions are looked up once with
//! `dlsym(RTLD_DEFAULT, …)`, and a process without them gets `PythonState::Absent`.
//!
//! The frames are walked only when every check says it is safe, in this order:
//! - not a free-threaded build (3.13t and later export `_Py_MergeZeroLocalRefcount`, which
//!   only exists under `Py_GIL_DISABLED`): there, holding "the GIL" protects nothing;
//! - `Py_IsInitialized()`, and not finalizing (`Py_IsFinalizing` on 3.13+, `_Py_IsFinalizing`
//!   on 3.11 and 3.12): once finalization began, objects go away under us;
//! - the thread holds the GIL: `PyGILState_Check()`, and the thread state the interpreter
//!   runs (`PyThreadState_GetUnchecked`, `_PyThreadState_UncheckedGet` before 3.13: never the
//!   fatal `PyThreadState_Get`) is this thread's own (`PyGILState_GetThisThreadState`).
//!   `PyGILState_Check` alone answers 1 whenever sub-interpreters switched its check off,
//!   and on 3.11 the running thread state is a global: the second test keeps a thread that
//!   released the GIL (a `ctypes.CDLL` call) from reading another thread's frames.
//!
//! Under the GIL the walk uses only the stable calls (`PyThreadState_GetFrame`,
//! `PyFrame_GetBack`, `PyFrame_GetCode`, `PyFrame_GetLineNumber`, `PyObject_GetAttrString`
//! of `co_filename` and `co_qualname`, `PyUnicode_AsUTF8AndSize`), drops every new reference
//! it gets (`Py_DecRef`), and leaves the thread's pending exception as it found it
//! (`PyErr_Fetch`/`PyErr_Restore`): attribute lookups that fail set one.

use aotspy_proto::callsite::{PythonFrame, PythonState, MAX_PYTHON_FRAMES, MAX_PYTHON_TEXT};
use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::OnceLock;

type Object = c_void;

/// The C API functions the walk calls, resolved together: all or none.
struct Api {
    is_initialized: unsafe extern "C" fn() -> c_int,
    is_finalizing: unsafe extern "C" fn() -> c_int,
    gil_check: unsafe extern "C" fn() -> c_int,
    this_thread_state: unsafe extern "C" fn() -> *mut c_void,
    running_thread_state: unsafe extern "C" fn() -> *mut c_void,
    thread_frame: unsafe extern "C" fn(*mut c_void) -> *mut Object,
    frame_back: unsafe extern "C" fn(*mut Object) -> *mut Object,
    frame_code: unsafe extern "C" fn(*mut Object) -> *mut Object,
    frame_line: unsafe extern "C" fn(*mut Object) -> c_int,
    get_attr: unsafe extern "C" fn(*mut Object, *const c_char) -> *mut Object,
    as_utf8: unsafe extern "C" fn(*mut Object, *mut isize) -> *const c_char,
    dec_ref: unsafe extern "C" fn(*mut Object),
    err_fetch: unsafe extern "C" fn(*mut *mut Object, *mut *mut Object, *mut *mut Object),
    err_restore: unsafe extern "C" fn(*mut Object, *mut Object, *mut Object),
    err_clear: unsafe extern "C" fn(),
}

enum Python {
    Absent,
    FreeThreaded,
    Loaded(Api),
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
        if resolve::<unsafe extern "C" fn()>(&[c"Py_IsInitialized"]).is_none() {
            return Python::Absent;
        }
        if !lookup(c"_Py_MergeZeroLocalRefcount").is_null() {
            return Python::FreeThreaded;
        }
        let api = (|| {
            Some(Api {
                is_initialized: resolve(&[c"Py_IsInitialized"])?,
                is_finalizing: resolve(&[c"Py_IsFinalizing", c"_Py_IsFinalizing"])?,
                gil_check: resolve(&[c"PyGILState_Check"])?,
                this_thread_state: resolve(&[c"PyGILState_GetThisThreadState"])?,
                running_thread_state: resolve(&[
                    c"PyThreadState_GetUnchecked",
                    c"_PyThreadState_UncheckedGet",
                ])?,
                thread_frame: resolve(&[c"PyThreadState_GetFrame"])?,
                frame_back: resolve(&[c"PyFrame_GetBack"])?,
                frame_code: resolve(&[c"PyFrame_GetCode"])?,
                frame_line: resolve(&[c"PyFrame_GetLineNumber"])?,
                get_attr: resolve(&[c"PyObject_GetAttrString"])?,
                as_utf8: resolve(&[c"PyUnicode_AsUTF8AndSize"])?,
                dec_ref: resolve(&[c"Py_DecRef"])?,
                err_fetch: resolve(&[c"PyErr_Fetch"])?,
                err_restore: resolve(&[c"PyErr_Restore"])?,
                err_clear: resolve(&[c"PyErr_Clear"])?,
            })
        })();
        // A Python older than 3.9 lacks the frame accessors: nothing to walk with.
        api.map_or(Python::Absent, Python::Loaded)
    })
}

/// The calling thread's Python frames, innermost first, and why there are none when there are
/// none.
pub fn frames() -> (PythonState, Vec<PythonFrame>) {
    let api = match python() {
        Python::Absent => return (PythonState::Absent, Vec::new()),
        Python::FreeThreaded => return (PythonState::FreeThreaded, Vec::new()),
        Python::Loaded(api) => api,
    };
    // SAFETY: these three may be called in any state, without the GIL, from any thread.
    unsafe {
        // Finalization clears `Py_IsInitialized` early on: asked first, it names the state.
        if (api.is_finalizing)() != 0 {
            return (PythonState::Finalizing, Vec::new());
        }
        if (api.is_initialized)() == 0 {
            return (PythonState::NotInitialized, Vec::new());
        }
        let tstate = (api.running_thread_state)();
        if (api.gil_check)() == 0 || tstate.is_null() || tstate != (api.this_thread_state)() {
            return (PythonState::GilNotHeld, Vec::new());
        }
        // SAFETY: this thread holds the GIL and `tstate` is its attached thread state.
        (PythonState::Frames, walk(api, tstate))
    }
}

/// Walks `tstate`'s frames, innermost first, at most `MAX_PYTHON_FRAMES`.
///
/// # Safety
/// The calling thread holds the GIL and `tstate` is its attached thread state.
unsafe fn walk(api: &Api, tstate: *mut c_void) -> Vec<PythonFrame> {
    // SAFETY: the caller's contract (see above).
    unsafe {
        let (mut kind, mut value, mut traceback) = (
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        );
        (api.err_fetch)(&mut kind, &mut value, &mut traceback);
        let mut frames = Vec::new();
        // Each of these calls returns a new reference (or NULL), dropped below.
        let mut frame = (api.thread_frame)(tstate);
        while !frame.is_null() && frames.len() < MAX_PYTHON_FRAMES {
            let code = (api.frame_code)(frame);
            let line = (api.frame_line)(frame);
            let (file, function) = if code.is_null() {
                (String::new(), String::new())
            } else {
                let file = attribute(api, code, c"co_filename");
                let function = attribute(api, code, c"co_qualname")
                    .or_else(|| attribute(api, code, c"co_name"));
                (api.dec_ref)(code);
                (file.unwrap_or_default(), function.unwrap_or_default())
            };
            frames.push(PythonFrame {
                file,
                line: u32::try_from(line).unwrap_or(0),
                function,
            });
            let back = (api.frame_back)(frame);
            (api.dec_ref)(frame);
            frame = back;
        }
        if !frame.is_null() {
            (api.dec_ref)(frame);
        }
        (api.err_restore)(kind, value, traceback);
        frames
    }
}

/// A string attribute of `object` as UTF-8, at most `MAX_PYTHON_TEXT` bytes; `None` (and the
/// error it raised cleared) when it is missing or not a string.
///
/// # Safety
/// The calling thread holds the GIL and `object` is a live object.
unsafe fn attribute(api: &Api, object: *mut Object, name: &CStr) -> Option<String> {
    // SAFETY: the caller's contract (see above).
    unsafe {
        let value = (api.get_attr)(object, name.as_ptr());
        if value.is_null() {
            (api.err_clear)();
            return None;
        }
        let mut size: isize = 0;
        let text = (api.as_utf8)(value, &mut size);
        let result = if text.is_null() || size < 0 {
            (api.err_clear)();
            None
        } else {
            // The UTF-8 buffer belongs to `value`, alive until its reference is dropped below.
            let bytes = std::slice::from_raw_parts(text as *const u8, size as usize);
            Some(bounded(bytes))
        };
        (api.dec_ref)(value);
        result
    }
}

/// `bytes` (UTF-8, as Python encodes) cut to at most `MAX_PYTHON_TEXT` on a character boundary.
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

    /// The unit-test binary has no Python: nothing is walked, nothing is loaded.
    #[test]
    fn without_python_there_is_nothing_to_walk() {
        assert_eq!(frames(), (PythonState::Absent, Vec::new()));
    }

    #[test]
    fn text_is_cut_on_a_character_boundary() {
        let long = "é".repeat(MAX_PYTHON_TEXT);
        let cut = bounded(long.as_bytes());
        assert_eq!(cut.len(), MAX_PYTHON_TEXT);
        assert_eq!(bounded(b"/t/x.py"), "/t/x.py");
        let odd = format!("a{}", "é".repeat(MAX_PYTHON_TEXT));
        assert_eq!(bounded(odd.as_bytes()).len(), MAX_PYTHON_TEXT - 1);
    }
}
