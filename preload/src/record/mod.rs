//! What the hooks record: the bookkeeping behind each hooked call, one file per job.
//!
//! - `launch.rs`: the launch path (launches, executions of command lists, mutable commands'
//!   new kernels): the hot counters.
//! - `kernels.rs`, `lists.rs`: finding a kernel's and a list's record through direct-mapped
//!   caches; a regular list's log of its appends, counted when a queue executes it.
//! - `operations.rs`: fills and copies, counted like launches of records of their own.
//! - `objects.rs`: the create and destroy hooks of modules and kernels; `devices.rs`: device
//!   ids and descriptions; `known.rs`: the maps and records they fill.
//! - `identify.rs`: kernels from before an `aotspy attach` injection, identified at first launch.
//! - `unattributed.rs`: what no kernel or list record could take.
//! - `flush.rs`: the counts that changed since a stream was last sent them; `fork_hold.rs`: the
//!   locks held across `fork` and what a child forgets.
//!
//! The launch path is direct-mapped lookups of the kernel and the list and an atomic add (on a
//! regular command list, usually onto the list's current run) into a record in the durable
//! counters file (`durable.rs`): no system call, and a lock (and a push onto the list's log)
//! only when a regular list's append names another kernel than the one before. Its cold exits: a kernel or list
//! missing from its cache (the maps, under their locks), and a launch due for a call-site sample
//! (at most ten per kernel: `stacks::take` unwinds the stack and reads Python frames with
//! `process_vm_readv`).
//!
//! Everything else is a cold path that may lock, allocate and send events through `outbox`, a
//! channel to the transport thread, which does the stream's and the spool's I/O. On the
//! application's thread, only what keeps counts on disk through a kill does I/O:
//! - engaging (when the first hooks are handed out, `slots.rs`; in a forked child, at its first
//!   event) starts the transport: it reads `/proc/self/cmdline` and `exe`, opens the spool directory,
//!   creates the counters file and its descriptions file (`make_durable`) and spawns the thread;
//! - a kernel's record, made when the kernel is created, identified after an injection, or an
//!   operation first appended, takes a slot in the counters file (`durable::allocate`): one
//!   `fstat` that the descriptions file is still the one opened, one `write` of the slot's
//!   description to it, and when the mapped chunks are full, `posix_fallocate` and `mmap` of one
//!   more.
//!
//! Module creations and identified kernels also walk the creating stack (`callers.rs`: the
//! unwinder and `dl_iterate_phdr`, which take the dynamic linker's lock), before any lock of
//! the bookkeeping is taken.

mod devices;
mod flush;
mod fork_hold;
mod identify;
mod kernels;
mod known;
mod launch;
mod lists;
mod objects;
mod operations;
mod unattributed;

pub use devices::device_id;
pub use flush::{changes_since, kernels_known, summary, Sent};
pub use fork_hold::{forget_parent, hold_for_fork, Held};
pub use identify::set_injected;
pub use launch::{command_kernels_updated, execute, launch, launch_multiple, prepare_caches};
pub use lists::{
    immediate_list_created, list_cloned, list_created, list_destroyed, list_reset, next_command,
};
pub use objects::{kernel_created, kernel_destroyed, module_created, module_destroyed};
pub use operations::driver_operation;
pub use unattributed::{entry_left_unhooked, is_durable, make_durable};
