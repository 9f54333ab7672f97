//! libaotspy.so: preloaded into a Level Zero program, it records every module's device binary,
//! every kernel and every dispatch, and streams them to the `aotspy` collector.
//!
//! Paranoid by design: hooks call the real function and return exactly its result. What a
//! launch adds (`record/launch.rs`) is O(1) and makes no system call: two cache lookups and
//! an atomic add, with a lock only when a regular list's append changes kernel; the
//! exception is a launch sampled for its call site (at most ten per kernel), which unwinds
//! the stack. Creating modules, kernels and lists is a cold path that hands its events to the
//! transport thread, which does the stream's I/O; on the application's thread, the only I/O is
//! what keeps counts on disk through a kill: creating the counters and descriptions files when
//! the process first engages, and one `write` of each new kernel's description, with one more
//! mapped chunk when the counters file is full (`record/mod.rs` lists them). A panic in
//! bookkeeping is caught and the call goes through unrecorded; a process that never touches
//! Level Zero gets no thread, file or socket; `AOTSPY_DISABLE=1` makes the library pass
//! everything through.
//!
//! The same library can be loaded into a process that was started without it: `aotspy attach`
//! injects it and calls `aotspy_inject_prepare`, which hooks the driver's entry points with
//! inline detours instead of the dispatch tables (`inject.rs`, `detour.rs`).

mod callers;
mod control;
mod detour;
mod driver;
mod durable;
mod enabled;
mod fault;
mod files;
mod fork;
mod handle_map;
mod hooks;
mod inject;
mod interpose;
mod load;
mod loader;
mod mapping;
mod outbox;
mod peer;
mod record;
mod residency;
mod slots;
mod stacks;
mod transport;
