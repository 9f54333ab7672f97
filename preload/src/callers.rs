//! Which shared objects were on the stack when the program created a module: the collector
//! names the library that asked for it (oneDNN, oneMKL, dpnp, Triton, the program itself) from
//! this list.
//!
//! Taken once per `zeModuleCreate`, a cold path, with the unwinder Rust's std already links
//! (`_Unwind_Backtrace` from libgcc_s): it reads the unwind tables, so it works in code built
//! without frame pointers, and stops where they end (JIT-compiled frames, a corrupt stack).
//! Return addresses are mapped to objects through a `dl_iterate_phdr` snapshot of the loaded
//! objects' segments (taken again only when an object was loaded or unloaded since the last
//! one), not `dladdr` per frame: `dladdr` also looks for the nearest
//! symbol, a linear scan of the object's symbol table, which in oneMKL's libraries cost about
//! 375,000 instructions a frame (callgrind; 65 M for the 6 modules of a oneMKL GEMM).
//! The unwinder and `dl_iterate_phdr` take the dynamic linker's lock, so this must run while the
//! preload holds none of its own locks: a thread in `dlopen` may be waiting for one of them in
//! our `dlsym` (`interpose.rs`), and the fork handler holds them all.

use std::ffi::{c_int, c_void, CStr};
use std::sync::{Arc, Mutex, OnceLock};

/// Frames walked at most: the library that asked for a module sits a few objects above the
/// driver, well within this even below Python's interpreter frames; a call-site sample
/// (`stacks/`) keeps as many.
const MAX_FRAMES: usize = aotspy_proto::callsite::MAX_NATIVE_FRAMES;

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
pub(crate) struct Frames {
    ips: [usize; MAX_FRAMES],
    len: usize,
}

impl Frames {
    /// The calling thread's return addresses, innermost first, this walk's own included.
    pub(crate) fn of_this_thread() -> Frames {
        let mut frames = Frames {
            ips: [0; MAX_FRAMES],
            len: 0,
        };
        // SAFETY: `record_frame` only writes into `frames`, which outlives the walk.
        unsafe { _Unwind_Backtrace(record_frame, &mut frames as *mut Frames as *mut c_void) };
        frames
    }

    pub(crate) fn ips(&self) -> &[usize] {
        &self.ips[..self.len]
    }
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
    let frames = Frames::of_this_thread();
    let loaded = LoadedObjects::current();
    let own = loaded.object_of(callers as *const () as usize);
    let mut objects: Vec<String> = Vec::new();
    let mut previous = None;
    for &ip in frames.ips() {
        // A return address may be one past the call's object (a noreturn call ending it).
        let Some(object) = loaded.object_of(ip - 1) else {
            continue;
        };
        if Some(object) == own || Some(object) == previous {
            continue;
        }
        previous = Some(object);
        if objects.len() == aotspy_proto::MAX_CALLERS {
            break;
        }
        objects.push(loaded.name(object));
    }
    objects
}

/// The loadable segments of every object in the process, sorted by address.
pub(crate) struct LoadedObjects {
    /// (start, end, object index).
    segments: Vec<(usize, usize, usize)>,
    /// By object index, as the dynamic linker names them; the main program's is empty.
    names: Vec<String>,
    /// By object index, its load bias (`dlpi_addr`): the address minus its ELF virtual address.
    biases: Vec<usize>,
}

impl LoadedObjects {
    /// The loaded objects as they are now: the snapshot an earlier walk took when the dynamic
    /// linker has loaded and unloaded nothing since (its counters, [`objects_loaded_and_unloaded`],
    /// unchanged), else a new one. A snapshot (`dl_iterate_phdr` over the 500-odd objects of a
    /// JAX process, each name copied, the segments sorted) was about half of what a call-site
    /// sample cost the program in perf's samples (`add_object` and its sort and copies, beside
    /// libgcc's unwinder). Never waits: a snapshot another thread is storing or reading, or a
    /// lock a fork left held in the child, only means a new snapshot.
    pub(crate) fn current() -> Arc<LoadedObjects> {
        static LAST: Snapshot = Snapshot(Mutex::new(None));
        // Read before the snapshot is taken: an object loaded meanwhile changes the counters,
        // and the next walk takes a new one.
        LAST.of(objects_loaded_and_unloaded(), LoadedObjects::now)
    }

    fn now() -> LoadedObjects {
        let mut loaded = LoadedObjects {
            segments: Vec::new(),
            names: Vec::new(),
            biases: Vec::new(),
        };
        // SAFETY: the callback only reads the headers it is given, during the call.
        unsafe {
            libc::dl_iterate_phdr(
                Some(add_object),
                &mut loaded as *mut LoadedObjects as *mut c_void,
            )
        };
        loaded.segments.sort_unstable();
        loaded
    }

    pub(crate) fn object_of(&self, address: usize) -> Option<usize> {
        let after = self
            .segments
            .partition_point(|&(start, _, _)| start <= address);
        let &(_, end, object) = self.segments.get(after.checked_sub(1)?)?;
        (address < end).then_some(object)
    }

    /// A path: the main program's, which the dynamic linker leaves empty, made absolute.
    pub(crate) fn name(&self, object: usize) -> String {
        match self.names[object].as_str() {
            "" => main_program().to_owned(),
            name => name.to_owned(),
        }
    }

    pub(crate) fn bias(&self, object: usize) -> usize {
        self.biases[object]
    }
}

extern "C" fn add_object(info: *mut libc::dl_phdr_info, _size: usize, data: *mut c_void) -> c_int {
    // SAFETY: `data` is the `LoadedObjects` of `LoadedObjects::now`; `info` is valid for this
    // call, its `dlpi_phdr` holds `dlpi_phnum` headers and its name is NUL-terminated.
    let (loaded, info) = unsafe { (&mut *(data as *mut LoadedObjects), &*info) };
    let object = loaded.names.len();
    let name = if info.dlpi_name.is_null() {
        String::new()
    } else {
        unsafe { CStr::from_ptr(info.dlpi_name) }
            .to_string_lossy()
            .into_owned()
    };
    loaded.names.push(name);
    loaded.biases.push(info.dlpi_addr as usize);
    let headers = unsafe { std::slice::from_raw_parts(info.dlpi_phdr, info.dlpi_phnum as usize) };
    for header in headers.iter().filter(|h| h.p_type == libc::PT_LOAD) {
        let start = info.dlpi_addr as usize + header.p_vaddr as usize;
        loaded
            .segments
            .push((start, start + header.p_memsz as usize, object));
    }
    0
}

/// The last snapshot of the loaded objects, with the dynamic linker's counters when it was taken.
struct Snapshot(Mutex<Option<(u64, Arc<LoadedObjects>)>>);

impl Snapshot {
    /// The snapshot held if it was taken at `generation`, else `take()`'s, held for the next
    /// call. Generation 0 (a libc that passes no counters: nothing says when a snapshot is
    /// stale) always takes a new one.
    fn of(&self, generation: u64, take: impl FnOnce() -> LoadedObjects) -> Arc<LoadedObjects> {
        if generation != 0 {
            if let Ok(last) = self.0.try_lock() {
                if let Some((taken_at, objects)) = last.as_ref() {
                    if *taken_at == generation {
                        return Arc::clone(objects);
                    }
                }
            }
        }
        let objects = Arc::new(take());
        if generation != 0 {
            if let Ok(mut last) = self.0.try_lock() {
                *last = Some((generation, Arc::clone(&objects)));
            }
        }
        objects
    }
}

/// How many objects the dynamic linker has loaded and unloaded so far (glibc's `dlpi_adds` and
/// `dlpi_subs`, the same in every object's callback): it changes with each `dlopen` and
/// `dlclose`. Takes the dynamic linker's lock, as [`LoadedObjects::now`] does.
pub(crate) fn objects_loaded_and_unloaded() -> u64 {
    let mut count = 0u64;
    // SAFETY: the callback only reads the header it is given, during the call.
    unsafe { libc::dl_iterate_phdr(Some(count_objects), &mut count as *mut u64 as *mut c_void) };
    count
}

extern "C" fn count_objects(
    info: *mut libc::dl_phdr_info,
    size: usize,
    data: *mut c_void,
) -> c_int {
    // The counters follow the fields glibc has always passed; `size` says whether they are there.
    let has_counters =
        size >= std::mem::offset_of!(libc::dl_phdr_info, dlpi_subs) + std::mem::size_of::<u64>();
    if has_counters {
        // SAFETY: `data` is `objects_loaded_and_unloaded`'s counter; `info` is valid for this
        // call and, by `size`, holds both counters.
        unsafe {
            let info = &*info;
            *(data as *mut u64) = info.dlpi_adds.wrapping_add(info.dlpi_subs);
        }
    }
    // One object tells: stop.
    1
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

    /// A snapshot is taken again only when the dynamic linker's counters moved, and never
    /// without them.
    #[test]
    fn a_snapshot_is_taken_again_only_when_the_counters_moved() {
        let snapshot = Snapshot(Mutex::new(None));
        let taken = std::cell::Cell::new(0);
        let take = || {
            taken.set(taken.get() + 1);
            LoadedObjects::now()
        };
        let first = snapshot.of(7, take);
        assert!(Arc::ptr_eq(&first, &snapshot.of(7, take)));
        assert_eq!(taken.get(), 1);
        assert!(!Arc::ptr_eq(&first, &snapshot.of(8, take)));
        snapshot.of(0, take);
        snapshot.of(0, take);
        assert_eq!(taken.get(), 4);
    }

    /// What `current` gives after a `dlopen` names the object it loaded: `libanl.so.1` (one of
    /// glibc's stub libraries, which nothing here loads).
    #[test]
    fn an_object_loaded_since_the_last_snapshot_is_in_the_next() {
        assert_ne!(
            objects_loaded_and_unloaded(),
            0,
            "this glibc passes dlpi_adds"
        );
        let before = LoadedObjects::current();
        assert!(!before.names.iter().any(|n| n.contains("libanl.so.1")));
        // SAFETY: a library without initializers of its own, opened and kept.
        let handle = unsafe { libc::dlopen(c"libanl.so.1".as_ptr(), libc::RTLD_NOW) };
        assert!(!handle.is_null(), "glibc's libanl.so.1 loads");
        let after = LoadedObjects::current();
        assert!(
            after.names.iter().any(|n| n.contains("libanl.so.1")),
            "{:?}",
            after.names
        );
    }

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
