//! Call-site samples: the launching thread's stack, native and Python, at a sparse schedule
//! of each kernel's launches, so that the report can name the line of the user's code that
//! made a kernel run.
//!
//! The schedule: a kernel's 1st, 2nd, 4th, 8th, … 512th launch ([`sample_due`]: a `lock dec`
//! and a branch on the hot path; [`LAST_SAMPLED_LAUNCH`] says why it stops). So a kernel
//! launched n times has 1 + ⌊log2 min(n, 512)⌋ samples, the first launch always among them,
//! and a call site that launches a kernel k times in a row, within its first 512 launches, is
//! sampled at least once whenever k exceeds the launches before it. Everything else is [`take`], a cold call.
//!
//! [`take`] runs on the application's thread, inside the launch hook after the real call
//! returned, with none of the preload's locks held (the unwinder and `dl_iterate_phdr` take
//! the dynamic linker's lock: see `callers.rs`). It catches its own panics, and a launch made
//! while the thread is already sampling (a Python finalizer the walk set off) is not sampled.

mod native;
mod python;

use aotspy_proto::callsite::CallSiteSample;
use std::cell::Cell;
use std::ffi::c_char;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU32, Ordering};

/// Whether this launch of a kernel is due for a call-site sample: counts `countdown` (the
/// kernel record's appends left until its next sample) down by one, true when it reaches zero.
/// One `lock dec` of memory and a branch on its flags: two instructions on the launch path (a
/// relaxed load and store instead would be four, as LLVM does not fold them into one `dec`).
/// Atomic, so concurrent launches of one kernel lose no decrement and exactly one of them
/// finds zero.
#[inline(always)]
pub fn sample_due(countdown: &AtomicU32) -> bool {
    countdown.fetch_sub(1, Ordering::Relaxed) == 1
}

use aotspy_proto::callsite::LAST_SAMPLED_LAUNCH;

/// At a due launch: its ordinal among the kernel's launches (1, 2, 4, …,
/// [`LAST_SAMPLED_LAUNCH`]), recorded in `sampled`, and the countdown set to the next one,
/// twice as far. After the last, the countdown is left at 0: it wraps to 2^32 − 1 at the next
/// launch, and another sample would come only 2^32 launches later.
pub fn schedule_next(countdown: &AtomicU32, sampled: &AtomicU32) -> u64 {
    let ordinal = match sampled.load(Ordering::Relaxed) {
        0 => 1,
        last => last.saturating_mul(2),
    };
    sampled.store(ordinal, Ordering::Relaxed);
    let next = if ordinal >= LAST_SAMPLED_LAUNCH {
        0
    } else {
        ordinal
    };
    countdown.store(next, Ordering::Relaxed);
    u64::from(ordinal)
}

/// Whether samples are taken at all (`AOTSPY_CALLSITES=0` turns them off, to measure what they
/// cost); read once, on the first due launch.
fn enabled() -> bool {
    static ENABLED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os(aotspy_proto::ENV_CALLSITES).is_none_or(|v| v != "0"))
}

thread_local! {
    static SAMPLING: Cell<bool> = const { Cell::new(false) };
}

/// The calling thread's stack, for launch `ordinal` of kernel `kernel`; `None` while this
/// thread is already sampling, or if the walk panicked.
#[cold]
#[inline(never)]
pub fn take(kernel: u64, ordinal: u64) -> Option<CallSiteSample> {
    if !enabled() {
        return None;
    }
    if SAMPLING.try_with(|s| s.replace(true)).unwrap_or(true) {
        return None;
    }
    let sample = std::panic::catch_unwind(|| {
        let (objects, native) = native::frames();
        let (python, python_frames) = python::frames();
        CallSiteSample {
            kernel,
            ordinal,
            // SAFETY: gettid has no preconditions.
            thread: unsafe { libc::gettid() } as u32,
            objects,
            native,
            python_frames,
            python,
        }
    })
    .ok();
    let _ = SAMPLING.try_with(|s| s.set(false));
    sample
}

/// What the report should be told once per process about the Python frames of `sample`: a
/// Python whose frames are never read, or frames that could not be (see `python::said_once`).
pub fn said_once(sample: &CallSiteSample) -> Option<String> {
    python::said_once(sample.python)
}

/// What [`take`] sees, as text: `python STATE`, then one `py FILE:LINE FUNCTION` line per
/// Python frame and one `native OBJECT+0xADDRESS` per native frame, innermost first.
fn describe(sample: &CallSiteSample) -> String {
    let mut text = format!("python {}\n", sample.python.as_str());
    for frame in &sample.python_frames {
        let _ = writeln!(text, "py {}:{} {}", frame.file, frame.line, frame.function);
    }
    for frame in &sample.native {
        let object = &sample.objects[frame.object as usize];
        let _ = writeln!(text, "native {object}+{:#x}", frame.address);
    }
    text
}

/// Test hook, not an API: takes the calling thread's sample as a launch would (kernel 0,
/// launch 1) and writes [`describe`]'s text into `buf` (at most `len - 1` bytes and a NUL).
/// Returns the text's full length, or -1 if no sample could be taken. The call-site tests
/// call it from Python through ctypes, from known lines.
///
/// # Safety
/// `buf` is null or points to `len` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn aotspy_debug_callsite(buf: *mut c_char, len: usize) -> isize {
    let Some(sample) = take(0, 1) else {
        return -1;
    };
    let text = describe(&sample);
    if !buf.is_null() && len > 0 {
        let n = text.len().min(len - 1);
        // SAFETY: the caller gives `len` writable bytes at `buf`; `n < len`.
        unsafe {
            std::ptr::copy_nonoverlapping(text.as_ptr(), buf as *mut u8, n);
            *buf.add(n) = 0;
        }
    }
    text.len() as isize
}

/// Test hook, not an API: takes the calling thread's sample as a launch would and drops it,
/// returning how many Python frames it had (-1 if none could be taken). `scripts/bench
/// callsites` calls it from Python through ctypes: what a sample costs, without the text
/// [`aotspy_debug_callsite`] formats.
#[no_mangle]
pub extern "C" fn aotspy_debug_take_callsite() -> isize {
    take(0, 1).map_or(-1, |sample| sample.python_frames.len() as isize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use aotspy_proto::callsite::PythonState;

    /// A new kernel's record starts its countdown at 1: launches 1, 2, 4, 8, … 512 are due,
    /// and none of the next 100,000.
    #[test]
    fn due_at_powers_of_two_up_to_the_last() {
        let (countdown, sampled) = (AtomicU32::new(1), AtomicU32::new(0));
        let mut due = Vec::new();
        for launch in 1..=100_512u64 {
            if sample_due(&countdown) {
                assert_eq!(schedule_next(&countdown, &sampled), launch);
                due.push(launch);
            }
        }
        assert_eq!(due, [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    }

    /// In the unit-test binary the preload's code is the main program: every frame of the
    /// test thread is ours and left out, and what is left is libc's thread start.
    #[test]
    fn a_sample_keeps_frames_outside_the_preload() {
        let sample = std::thread::spawn(|| take(5, 8)).join().unwrap().unwrap();
        assert_eq!((sample.kernel, sample.ordinal), (5, 8));
        assert_eq!(sample.python, PythonState::Absent);
        assert_eq!(sample.objects.len(), 1, "{sample:?}");
        assert!(sample.objects[0].contains("libc.so"), "{sample:?}");
        assert!(!sample.native.is_empty());
        assert!(sample.native.iter().all(|f| f.object == 0 && f.address > 0));
    }

    #[test]
    fn a_sample_within_a_sample_is_not_taken() {
        SAMPLING.with(|s| s.set(true));
        assert_eq!(take(1, 1), None);
        SAMPLING.with(|s| s.set(false));
        assert!(take(1, 1).is_some());
    }
}
