//! Harness for the aotspy integration tests in `tests/tests/*.rs`.
//!
//! Everything runs on the real stack: the C workloads in `tests/c/` are built with gcc against the
//! Level Zero loader, the kernels in `tests/kernels/` are compiled with `ocloc`, and the NEO driver
//! runs them device-less ([`EMULATE_ENV`]). Nothing is mocked.
//!
//! * [`artifacts`] builds the workloads and kernels once per test binary into
//!   `target/aotspy-test-build/<stack>/` ([`stack`]: `host`, or `modern` inside
//!   `scripts/stack modern`); an exclusive file lock guards it across test binaries; outputs
//!   older than their source are rebuilt.
//! * [`Workload`] describes one run of `ze_workload` / `ze_workload_dl` (see the header comment of
//!   `tests/c/ze_workload.c` for its command line).
//! * [`Workload::collect`] runs it standalone (must succeed, gives the expected stdout and exit
//!   status), then under `aotspy collect --emulate pvc --out <dir> -- ...`, checks that stdout and
//!   exit status are unchanged, and parses `<dir>/report.json` into a [`Collection`] whose
//!   assertions print the whole report when they fail. [`Workload::collect_outcome`] does the
//!   same for a workload that dies of a signal ([`Outcome`]).
//! * [`Workload::preloaded`] is the workload as a user starts it next to a listening collector
//!   (`LD_PRELOAD`, `AOTSPY_SOCKET`, `AOTSPY_OUT`, always both paths, so no test touches the
//!   user's default collector or spool); [`start`] runs it in the background ([`Running`]).
//! * [`Listener`] is a listen-mode `aotspy collect` (stopped with Ctrl-C, or any signal),
//!   [`report`] runs `aotspy report`, [`Scratch`] is a short per-test directory under /tmp
//!   (socket paths must fit 108 bytes; tmpfs mounts in it are undone on drop), and
//!   [`decode_stream`] reads a stream file with `aotspy-proto`, independently of the collector.
//!
//! `aotspy` and `libaotspy.so` are taken from `target/release` (or `$CARGO_TARGET_DIR/release`,
//! or `$AOTSPY_BIN_DIR`): build them first (`cargo build --release --workspace`, which
//! `scripts/test` does).
//!
//! One file per need: `stack.rs` (the stacks, the emulation environment),
//! `locations.rs`, `build.rs` (device code and C programs for either stack), `run.rs` (a
//! program directly), `wait.rs`, `workload.rs` (the C workload, directly, under collect or
//! preloaded), `collector.rs` (a listening collector, `aotspy report`, attach's report),
//! `report.rs` and `typed.rs` (a report through the typed schema), `streams.rs` (raw streams),
//! `scratch.rs`, `users.rs`, `oneapi.rs`, `example.rs`, `live_process.rs`, `html.rs`. Every
//! public item is re-exported here: a test imports `aotspy_tests::*`.

mod build;
mod collector;
mod example;
mod html;
mod live_process;
mod locations;
mod oneapi;
mod report;
mod run;
mod scratch;
mod stack;
mod streams;
mod typed;
mod users;
mod wait;
mod workload;

pub use aotspy_report as schema;
pub use build::*;
pub use collector::*;
pub use example::*;
pub use html::*;
pub use live_process::*;
pub use locations::*;
pub use oneapi::*;
pub use report::*;
pub use run::*;
pub use scratch::*;
pub use stack::*;
pub use streams::*;
pub use typed::{parse_report, read_report};
pub use users::*;
pub use wait::*;
pub use workload::*;
