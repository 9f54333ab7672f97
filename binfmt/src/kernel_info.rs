//! What a zebin says of each kernel: the type that [`crate::zebin`] returns and the zeInfo
//! parser fills, apart from both so neither imports the other.

/// Kernel facts from zeInfo plus the code section. Memory sizes are per hardware thread; a
/// `None` size means zeInfo does not say (e.g. private memory when IGC reports one combined
/// `single_space` scratch buffer), while `Some(0)` means zeInfo rules it out.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KernelInfo {
    pub name: String,
    pub simd_size: Option<u32>,
    pub grf_count: Option<u32>,
    /// Bytes of scratch used for register spills (zeInfo `spill_size` / spill-fill buffers;
    /// where IGC reports one combined `single_space` scratch buffer, its size).
    pub spill_bytes: Option<u64>,
    pub private_bytes: Option<u64>,
    /// Statically allocated shared local memory (`slm_size`); excludes SLM passed as arguments.
    pub slm_bytes: Option<u64>,
    /// All per-thread scratch (`per_thread_memory_buffers` of type `scratch`, whatever their
    /// usage): spills plus private memory placed in scratch.
    pub scratch_bytes: Option<u64>,
    /// Size of the kernel's `.text.<name>` section.
    pub code_bytes: u64,
    /// Every scalar of zeInfo's `execution_env`, as written (`has_dpas`, `has_stack_calls`,
    /// `barrier_count`, `grf_count`, `simd_size`, `required_sub_group_size`, …): the flags a
    /// performance engineer reads, whichever this IGC writes.
    pub execution_env: std::collections::BTreeMap<String, String>,
}
