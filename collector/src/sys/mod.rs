//! Facts and effects of the operating system: processes, files, maps, signals, and launching a
//! command under the preload (with NEO's device-less emulation when asked).

pub mod cache;
pub mod clock;
pub mod emulation;
pub mod files;
pub mod launch;
pub mod mapped;
pub mod priority;
pub mod procfs;
pub mod signals;
pub mod spool;
pub mod sync;
pub mod terminal;
pub mod timings;
