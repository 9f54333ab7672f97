//! Which of the files a process had mapped may hold its modules and kernels: not the GPU
//! driver stack's own. Every reader of the mapped files (provenance, the name matches, the
//! prefetcher) looks only at these.

use std::collections::BTreeSet;

/// The file names of the GPU driver stack aotspy runs on: the Level Zero loader and its
/// layers, NEO (its Level Zero and OpenCL drivers, GMM), IGC and its front ends, and aotspy's
/// own preload. Every Level Zero process maps them; the device code they hold (NEO's built-in
/// kernels, IGC's built-ins) the driver loads itself, never through `zeModuleCreate`, so no
/// module or kernel of the program can come from them. Four of them alone (libigc,
/// libopencl-clang, libigdrcl, libze_intel_gpu) are 366 MB on the modern stack.
const DRIVER_STACK: [&str; 11] = [
    "libze_loader.so",
    "libze_tracing_layer.so",
    "libze_validation_layer.so",
    "libze_intel_gpu.so",
    "libigdrcl.so",
    "libigdgmm.so",
    "libigc.so",
    "libigdfcl.so",
    "libopencl-clang.so",
    "libiga64.so",
    "libaotspy.so",
];

/// Those of a process's `mapped_files` that may hold its modules and kernels: every reader of
/// the mapped files (provenance, the name matches) looks only at these.
pub fn source_files(mapped_files: &BTreeSet<String>) -> impl Iterator<Item = &str> {
    mapped_files
        .iter()
        .map(String::as_str)
        .filter(|file| could_be_a_source(file))
}

/// Whether a mapped file may hold a module the program created: not one of the driver stack's
/// (see [`DRIVER_STACK`]; versions follow the name: `libigc.so.2.40.14+0`).
pub fn could_be_a_source(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    !DRIVER_STACK.iter().any(|lib| {
        name.strip_prefix(lib)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
    })
}
