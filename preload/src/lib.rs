//! libaotspy.so: preloaded into a Level Zero program, it records every module's device binary,
//! every kernel and every dispatch, and streams them to the `aotspy` collector.
//!
//! Paranoid by design: hooks call the real function, return exactly its result, and add an
//! O(1) record that never does I/O or blocks (`record.rs`); a panic in bookkeeping is caught
//! and the call goes through unrecorded; a process that never touches Level Zero gets no
//! thread, file or socket; `AOTSPY_DISABLE=1` makes the library pass everything through.
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
mod outbox;
mod record;
mod residency;
mod slots;
mod stacks;
mod transport;
