//! Which shared objects were on the stack when the program created a module: the collector
//! names the library that asked for it (oneDNN, oneMKL, dpnp, Triton, the program itself) from
//! this list.
//!
//! Taken once per `zeModuleCreate`, a cold path, with the unwinder Rust's std already links
//! (`_Unwind_Backtrace` from libgcc_s): it reads the unwind tables, so it works in code built
//! without frame pointers, and stops where they end (JIT-compiled frames, a corrupt stack).
//! The unwinder and `dladdr` take the dynamic linker's lock, so this must run while the
//! preload holds none of its own locks: a thread in `dlopen` may be waiting for one of them in
//! our `dlsym` (`interpose.rs`), and the fork handler holds them all.

use std::ffi::{c_int, c_void, CStr};
use std::sync::OnceLock;

/// Frames walked at most: the library that asked for a module sits a few objects above the
/// driver, well within this even below Python's interpreter frames.
const MAX_FRAMES: usize = 64;

type UnwindContext = c_void;
/// `_Unwind_Reason_Code`: 0 goes on, `_URC_END_OF_STACK` (5) stops the walk.
const URC_NO_REASON: c_int = 0;
const URC_END_OF_STACK: c_int = 5;

extern "C" {
    fn _Unwind_Backtrace(
        trace: extern "C" fn(*mut UnwindContext, *mut c_void) -> c_int,
        arg: *mut c_void,
    ) -> c_int;
    fn _Unwind_GetIP(context: *mut UnwindContext) -> usize;
}

/// Return addresses, filled by `record_frame`.
struct Frames {
    ips: [usize; MAX_FRAMES],
    len: usize,
}

extern "C" fn record_frame(context: *mut UnwindContext, arg: *mut c_void) -> c_int {
    // SAFETY: `arg` is the `Frames` that `callers` passed, alive for the whole walk.
    let frames = unsafe { &mut *(arg as *mut Frames) };
    if frames.len == MAX_FRAMES {
        return URC_END_OF_STACK;
    }
    // SAFETY: the unwinder hands its callback a valid context.
    let ip = unsafe { _Unwind_GetIP(context) };
    if ip == 0 {
        return URC_END_OF_STACK;
    }
    frames.ips[frames.len] = ip;
    frames.len += 1;
    URC_NO_REASON
}

/// The objects on the calling thread's stack, innermost first: paths, the preload left out,
/// consecutive frames of one object collapsed, at most `aotspy_proto::MAX_CALLERS`.
pub fn callers() -> Vec<String> {
    let mut frames = Frames {
        ips: [0; MAX_FRAMES],
        len: 0,
    };
    // SAFETY: `record_frame` only writes into `frames`, which outlives the walk.
    unsafe { _Unwind_Backtrace(record_frame, &mut frames as *mut Frames as *mut c_void) };
    let own_base = object_of(callers as *const () as usize).map(|(base, _)| base);
    let mut objects: Vec<String> = Vec::new();
    let mut previous_base = None;
    for &ip in &frames.ips[..frames.len] {
        // A return address may be one past the call's object (a noreturn call ending it).
        let Some((base, name)) = object_of(ip - 1) else {
            continue;
        };
        if Some(base) == own_base || Some(base) == previous_base {
            continue;
        }
        previous_base = Some(base);
        if objects.len() == aotspy_proto::MAX_CALLERS {
            break;
        }
        objects.push(name);
    }
    objects
}

/// The load address and path of the object holding `address`, as `dladdr` says; the main
/// program's path, which `dladdr` gives as it was started (`python3`), is made absolute.
fn object_of(address: usize) -> Option<(usize, String)> {
    // SAFETY: dladdr only reads the dynamic linker's tables; `info` is plain data.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    if unsafe { libc::dladdr(address as *const c_void, &mut info) } == 0 {
        return None;
    }
    let base = info.dli_fbase as usize;
    let name = if info.dli_fname.is_null() {
        String::new()
    } else {
        // SAFETY: dladdr gives a NUL-terminated string owned by the dynamic linker.
        unsafe { CStr::from_ptr(info.dli_fname) }
            .to_string_lossy()
            .into_owned()
    };
    if name.starts_with('/') {
        return Some((base, name));
    }
    if base == main_program_base() {
        return Some((base, main_program().to_owned()));
    }
    Some((base, name))
}

/// The main program's load address: where `dladdr` finds `_start`'s object, the one whose
/// `l_name` is empty.
fn main_program_base() -> usize {
    static BASE: OnceLock<usize> = OnceLock::new();
    *BASE.get_or_init(|| {
        // SAFETY: `getauxval(AT_PHDR)` is the main program's program headers, inside it.
        let phdr = unsafe { libc::getauxval(libc::AT_PHDR) } as usize;
        let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
        if phdr == 0 || unsafe { libc::dladdr(phdr as *const c_void, &mut info) } == 0 {
            return 0;
        }
        info.dli_fbase as usize
    })
}

fn main_program() -> &'static str {
    static EXE: OnceLock<String> = OnceLock::new();
    EXE.get_or_init(|| {
        std::fs::read_link("/proc/self/exe")
            .map(|p| p.display().to_string())
            .unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In the unit-test binary the preload's code is the main program itself, so every frame
    /// of the test and of the harness thread running it is "ours" and left out: what is left
    /// is libc, where the thread started (`start_thread`, `clone3`: one entry).
    #[test]
    fn our_frames_are_left_out_and_one_object_is_named_once() {
        let objects = std::thread::spawn(callers).join().unwrap();
        assert_eq!(objects.len(), 1, "{objects:?}");
        assert!(objects[0].starts_with('/'), "{objects:?}");
        assert!(objects[0].contains("libc.so"), "{objects:?}");
    }
}
