//! libaotspy.so: preloaded into a Level Zero program, it records every module's device binary,
//! every kernel and every dispatch, and streams them to the `aotspy` collector.
//!
//! Paranoid by design: hooks call the real function, return exactly its result, and add an
//! O(1) record that never does I/O or blocks (`record.rs`); a panic in bookkeeping is caught
//! and the call goes through unrecorded; a process that never touches Level Zero gets no
//! thread, file or socket; `AOTSPY_DISABLE=1` makes the library pass everything through.

mod control;
mod ffi;
mod fork;
mod handle_map;
mod hooks;
mod interpose;
mod loader;
mod record;
mod transport;

use std::sync::OnceLock;

pub fn capture_enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os(aotspy_proto::ENV_DISABLE).is_none_or(|v| v != "1"))
}

/// Runs when the library is loaded, before the program's `main`.
extern "C" fn on_load() {
    let _ = std::panic::catch_unwind(|| {
        // Resolve glibc's dlsym before anyone calls ours with RTLD_NEXT.
        loader::real_dlsym();
        hooks::silence_panics();
        if capture_enabled() {
            request_neo_dumps();
            fork::install();
        }
    });
}

#[used]
#[link_section = ".init_array"]
static ON_LOAD: extern "C" fn() = on_load;

/// Asks NEO to dump the zebins it builds (drivers from 23.17 write `dumped_zebin_module*.elf`
/// into the working directory) so the collector can cross-check its capture against them.
/// Keys the user set are left alone, and `AOTSPY_NEO_DUMP=0` turns this off.
fn request_neo_dumps() {
    if std::env::var_os(aotspy_proto::ENV_NEO_DUMP).is_some_and(|v| v == "0") {
        return;
    }
    for key in ["NEOReadDebugKeys", "DumpZEBin"] {
        if std::env::var_os(key).is_none() {
            // Before main: no other thread reads the environment yet.
            std::env::set_var(key, "1");
        }
    }
}
