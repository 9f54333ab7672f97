//! What runs when the library is loaded, before the program's `main`.

use crate::{enabled, fault, fork, loader};

extern "C" fn on_load() {
    let _ = std::panic::catch_unwind(|| {
        // Resolve glibc's dlsym before anyone calls ours with RTLD_NEXT.
        loader::real_dlsym();
        fault::silence_panics();
        if enabled::capture_enabled() {
            fork::install();
        }
    });
}

#[used]
#[link_section = ".init_array"]
static ON_LOAD: extern "C" fn() = on_load;
