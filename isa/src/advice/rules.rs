//! The rules: each looks at the gathered scan and the kernel's facts and returns at most one
//! finding, with its evidence and fix (isa/RULES.md describes each).

use super::devices::{DeviceTraits, BARRIERS_PER_XE_CORE, LARGE_GRF};
use super::findings::{Evidence, Finding, RuleId, Severity};
use super::scan::{finding, Context};

pub(super) fn spills(c: &Context) -> Option<Finding> {
    let s = c.scan;
    // zeInfo says nothing spilled: the scratch sends are the private arrays (private-memory).
    if (s.spills.is_empty() && s.fills.is_empty()) || c.facts.spill_bytes == Some(0) {
        return None;
    }
    let all: Vec<usize> = {
        let mut v = [s.spills.as_slice(), s.fills.as_slice()].concat();
        v.sort_unstable();
        v
    };
    let mut e = s.evidence(&all);
    let n = &mut e.numbers;
    n.insert("spill_sends".into(), s.spills.len() as u64);
    n.insert("fill_sends".into(), s.fills.len() as u64);
    n.insert("grf_count".into(), u64::from(c.grf()));
    n.insert("pressure_peak".into(), u64::from(c.pressure.peak));
    n.insert(
        "pressure_peak_offset".into(),
        u64::from(c.pressure.peak_offset),
    );
    let mut bytes = String::new();
    if let Some(b) = c.facts.spill_bytes {
        n.insert("spill_bytes_per_thread".into(), b);
        bytes = format!(", {b} bytes of scratch per thread");
        if let Some(simd) = c.facts.simd.filter(|&s| s > 0) {
            n.insert("spill_bytes_per_work_item".into(), b / u64::from(simd));
            bytes += &format!(" ({} per work-item)", b / u64::from(simd));
        }
    }
    let in_loops = all.iter().filter(|&&k| s.depth[k] > 0).count();
    n.insert("in_loops".into(), in_loops as u64);
    let severity = if in_loops > 0 {
        Severity::Critical
    } else {
        Severity::Warning
    };
    // IGC reports one `single_space` scratch buffer for spills and private arrays (1.0 on
    // Xe-HPC without a private size; 2.x with one): then the sends may be either, and the
    // listing cannot tell them apart.
    let may_be_private = c.scratch_may_be_private();
    let combined = if may_be_private {
        " (zeInfo's scratch is no larger than its private arrays: these may all be private \
         memory, see private-memory)"
    } else if c.facts.private_bytes.is_none() && c.facts.spill_bytes.is_some() {
        " (zeInfo reports one scratch space for spills and private arrays, so some of these \
         may be private memory)"
    } else {
        ""
    };
    let severity = if may_be_private {
        Severity::Info
    } else {
        severity
    };
    let message = format!(
        "{} spill and {} fill sends{bytes}{combined}; {in_loops} of them in loops; pressure \
         peaks at {} of {} GRFs {}",
        s.spills.len(),
        s.fills.len(),
        c.pressure.peak,
        c.grf(),
        c.peak_place()
    );
    finding(RuleId::Spills, severity, message, e, c.more_registers())
}

pub(super) fn fills_in_loop(c: &Context) -> Option<Finding> {
    let s = c.scan;
    // The loads may be the private array's (spills says so).
    if c.scratch_may_be_private() {
        return None;
    }
    let fills: Vec<usize> = s
        .fills
        .iter()
        .copied()
        .filter(|&k| s.depth[k] > 0)
        .collect();
    if fills.is_empty() {
        return None;
    }
    let mut e = s.evidence(&fills);
    e.numbers
        .insert("fills_in_loops".into(), fills.len() as u64);
    let message = format!(
        "{} fills (scratch reads of spilled registers) inside loops, down to depth {}: each trip \
         reads them from memory again",
        fills.len(),
        e.loop_depth
    );
    let fix = format!(
        "Keep what the loop reads in registers: hoist values that do not change across trips out \
         of the loop only if registers allow, shorten what stays live across it. {}",
        c.more_registers()
    );
    finding(RuleId::FillsInLoop, Severity::Critical, message, e, fix)
}

/// Pressure at or above this share (in tenths) of the GRFs is reported.
pub(super) const PRESSURE_TENTHS: u32 = 9;

pub(super) fn register_pressure(c: &Context) -> Option<Finding> {
    let p = c.pressure;
    let grf = c.grf();
    if u32::from(p.peak) * 10 < grf * PRESSURE_TENTHS {
        return None;
    }
    let mut e = c.scan.evidence(&[p.peak_index]);
    e.numbers.insert("pressure_peak".into(), u64::from(p.peak));
    e.numbers.insert("grf_count".into(), u64::from(grf));
    let spilled = !c.scan.spills.is_empty();
    let message = format!(
        "register pressure peaks at {} of {grf} GRFs {}{}",
        p.peak,
        c.peak_place(),
        if spilled { "; the kernel spills" } else { "" }
    );
    let severity = if spilled {
        Severity::Warning
    } else {
        Severity::Info
    };
    finding(
        RuleId::RegisterPressure,
        severity,
        message,
        e,
        c.more_registers(),
    )
}

pub(super) fn private_memory(c: &Context) -> Option<Finding> {
    let bytes = c.facts.private_bytes.filter(|&b| b > 0)?;
    // Where nothing spilled, the scratch sends are this memory's reads and writes.
    let mut e = if c.facts.spill_bytes == Some(0) {
        let mut at = [c.scan.spills.as_slice(), c.scan.fills.as_slice()].concat();
        at.sort_unstable();
        c.scan.evidence(&at)
    } else {
        Evidence::default()
    };
    e.numbers.insert("private_bytes_per_thread".into(), bytes);
    let mut per_item = String::new();
    if let Some(simd) = c.facts.simd.filter(|&s| s > 0) {
        e.numbers.insert(
            "private_bytes_per_work_item".into(),
            bytes / u64::from(simd),
        );
        per_item = format!(" ({} per work-item)", bytes / u64::from(simd));
    }
    let message = format!(
        "{bytes} bytes of private memory per thread{per_item}: arrays the compiler could not keep \
         in registers (indexed with values known only at run time), read and written in memory"
    );
    let fix = "Index private arrays only with compile-time constants (fully unrolled loops, \
               `#pragma unroll`), or move the array to shared local memory (OpenCL `__local`, \
               SYCL `sycl::local_accessor`) or to registers spread across the sub-group."
        .to_owned();
    finding(RuleId::PrivateMemory, Severity::Warning, message, e, fix)
}

pub(super) fn int64_index_math(c: &Context) -> Option<Finding> {
    let at = &c.scan.int64_math_in_loops;
    if at.is_empty() {
        return None;
    }
    let e = c.scan.evidence(at);
    let message = format!(
        "{} 64-bit integer add/multiply/shift instructions (`:q`/`:uq`) inside loops: 64-bit index \
         and address arithmetic",
        at.len()
    );
    // DPC++ Developer Guide, "fsycl-id-queries-fit-in-int": on by default.
    let fix = "Count and index in 32 bits (`int`/`uint` loop counters and offsets, one 64-bit \
               base pointer added once). SYCL: keep `-fsycl-id-queries-fit-in-int` (the default in \
               DPC++) so ids and ranges are 32-bit, and do not pass \
               `-fno-sycl-id-queries-fit-in-int`."
        .to_owned();
    finding(RuleId::Int64IndexMath, Severity::Warning, message, e, fix)
}

pub(super) fn int_division(c: &Context) -> Option<Finding> {
    let s = c.scan;
    if s.reciprocals.is_empty() {
        return None;
    }
    // IGC divides integers through a float reciprocal (math.inv): integers converted to float,
    // multiplied, converted back; both conversions in one loop mark the sequence.
    let at: Vec<usize> = (0..s.to_float.len())
        .filter(|&l| !s.to_float[l].is_empty() && !s.to_int[l].is_empty())
        .flat_map(|l| [s.to_float[l].as_slice(), s.to_int[l].as_slice()].concat())
        .collect();
    if at.is_empty() {
        return None;
    }
    let mut at = at;
    at.sort_unstable();
    let mut e = s.evidence(&at);
    e.numbers
        .insert("reciprocals".into(), s.reciprocals.len() as u64);
    let message = format!(
        "integer division or modulo emulated inside loops: {} int<->float conversions around {} \
         reciprocal (math.inv) instructions",
        at.len(),
        s.reciprocals.len()
    );
    let fix = "Hoist divisions by loop-invariant values out of the loop (compute the quotient \
               step once, or a reciprocal once and multiply), and use shifts and masks for powers \
               of two (`x >> k`, `x & (n - 1)`)."
        .to_owned();
    finding(RuleId::IntDivision, Severity::Warning, message, e, fix)
}

pub(super) fn emulated_fp64(c: &Context) -> Option<Finding> {
    let device = c.device?;
    if device.native_fp64 || c.scan.fp64.is_empty() {
        return None;
    }
    let e = c.scan.evidence(&c.scan.fp64);
    let how = if device.fp64_emulation {
        "fp64 runs only as IGC's software emulation (`ftrSupportsFP64Emulation`), many \
         instructions per operation"
    } else {
        "NEO offers no fp64 emulation for it either"
    };
    let message = format!(
        "{} double-precision (`:df`) instructions on {}, which has no native fp64 (NEO \
         `ftrSupportsFP64 = false`): {how}",
        c.scan.fp64.len(),
        device.name
    );
    let fix = "Compute in float where the precision allows (float literals `1.0f`, float \
               math functions); keep double only for accumulations that need it."
        .to_owned();
    finding(RuleId::EmulatedFp64, Severity::Warning, message, e, fix)
}

/// Floating-point multiply-adds in one loop body from which a matrix product is suspected.
pub(super) const MIN_FP_MADS: usize = 8;

pub(super) fn no_matrix_engine(c: &Context) -> Option<Finding> {
    let device = c.device.filter(|d| d.xmx)?;
    if c.scan.has_dpas {
        return None;
    }
    let s = c.scan;
    // A loop that converts integers to floats and back is dividing integers (int-division),
    // its float multiplies are that emulation.
    let l = (0..s.fp_mads.len())
        .filter(|&l| s.fp_mads[l].len() >= MIN_FP_MADS)
        .filter(|&l| s.to_float[l].is_empty() || s.to_int[l].is_empty())
        .filter(|&l| s.loads.iter().any(|&k| s.innermost[k] == Some(l)))
        .max_by_key(|&l| s.fp_mads[l].len())?;
    let mut e = s.evidence(&s.fp_mads[l]);
    e.numbers.insert("loop".into(), l as u64 + 1);
    // dpas takes no fp32 operands: fp32 products reach XMX only converted (bf16, or tf32 where
    // the part has it), which changes the results, so libraries do it only when asked.
    let all_fp32 = s.fp_mads[l].iter().all(|&k| s.fp32_mads.contains(&k));
    let message = format!(
        "{} {}floating-point multiply(-add)s in loop {} and no dpas, on {} which has a matrix \
         engine (XMX): if this is a matrix product, the systolic units are idle{}",
        s.fp_mads[l].len(),
        if all_fp32 { "fp32 " } else { "" },
        l + 1,
        device.name,
        if all_fp32 {
            "; XMX multiplies fp32 data only converted to a narrower type (bf16, tf32), with \
             fewer mantissa bits"
        } else {
            ""
        }
    );
    // sycl_ext_oneapi_matrix (joint_matrix); Khronos registry,
    // cl_intel_subgroup_matrix_multiply_accumulate (used by tests/kernels/dpas.cl); oneMKL
    // DPC++ Developer Reference, "Compute Modes"; oneDNN Developer Guide, "Floating-point Math
    // Mode" (dnnl_set_default_fpmath_mode, ONEDNN_DEFAULT_FPMATH_MODE).
    let mut fix = "For GEMM-like work call oneMKL (`oneapi::mkl::blas::gemm`) or oneDNN matmul, or \
                   write it with SYCL `sycl::ext::oneapi::experimental::matrix::joint_matrix` \
                   (OpenCL: `cl_intel_subgroup_matrix_multiply_accumulate`), which compile to dpas."
        .to_owned();
    if all_fp32 {
        fix.push_str(
            " For fp32 data, where the precision allows, let the library convert: oneMKL's \
             alternate compute modes (the `compute_mode` argument of BLAS level-3 calls, or \
             `MKL_BLAS_COMPUTE_MODE=FLOAT_TO_BF16X3` and the like to try it), oneDNN's fpmath \
             mode (`dnnl_set_default_fpmath_mode`, `ONEDNN_DEFAULT_FPMATH_MODE=BF16` or `TF32`).",
        );
    }
    finding(RuleId::NoMatrixEngine, Severity::Info, message, e, fix)
}

pub(super) fn gather_loads(c: &Context) -> Option<Finding> {
    let at = &c.scan.gathers_in_loops;
    if at.is_empty() {
        return None;
    }
    let e = c.scan.evidence(at);
    let message = format!(
        "{} per-lane loads (an address per work-item) inside loops, no block message",
        at.len()
    );
    // Khronos registry: cl_intel_subgroups (intel_sub_group_block_read, used by
    // gather_loads_fixed), cl_intel_subgroup_2d_block_io; sycl_ext_oneapi_group_load_store
    // (group_load in sycl::ext::oneapi::experimental, group_load_store.hpp).
    let fix = "Where a sub-group reads consecutive elements, load them as one block: OpenCL \
               `intel_sub_group_block_read` (cl_intel_subgroups), SYCL \
               `sycl::ext::oneapi::experimental::group_load` or the sub-group's `load`; 2D tiles \
               with the 2D block loads (`cl_intel_subgroup_2d_block_io`)."
        .to_owned();
    finding(RuleId::GatherLoads, Severity::Info, message, e, fix)
}

pub(super) fn barrier_in_loop(c: &Context) -> Option<Finding> {
    let at = &c.scan.barriers_in_loops;
    if at.is_empty() {
        return None;
    }
    let mut e = c.scan.evidence(at);
    if let Some(b) = c.facts.slm_bytes {
        e.numbers.insert("slm_bytes".into(), b);
    }
    let message = format!(
        "{} work-group barriers inside loops: every trip waits for the whole work-group",
        at.len()
    );
    let fix = "Do more work per barrier (larger tiles per trip, double-buffered SLM), or exchange \
               data within a sub-group (`sub_group_shuffle`, SYCL `select_from_group`) where it \
               does not need the work-group."
        .to_owned();
    finding(RuleId::BarrierInLoop, Severity::Info, message, e, fix)
}

pub(super) fn atomics_in_loop(c: &Context) -> Option<Finding> {
    let at = &c.scan.atomics_in_loops;
    if at.is_empty() {
        return None;
    }
    let e = c.scan.evidence(at);
    let message = format!("{} atomic sends inside loops", at.len());
    let fix = "Accumulate in registers and reduce across the sub-group or work-group \
               (`sub_group_reduce_add`, `work_group_reduce_add`, SYCL `reduce_over_group`), \
               then issue one atomic per group."
        .to_owned();
    finding(RuleId::AtomicsInLoop, Severity::Info, message, e, fix)
}

/// What bounds the work-groups resident on an Xe-core.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Limit {
    /// Hardware threads (full occupancy unless large GRF mode halved them).
    Threads,
    Slm,
    Barriers,
}

/// Work-groups per Xe-core and the share of its threads they fill, as NEO's
/// `KernelHelper::getMaxWorkGroupCount` (helpers/kernel_helpers.cpp) limits them: by threads,
/// by barriers, by SLM.
pub(super) struct Fill {
    pub(super) threads_per_core: u64,
    pub(super) threads_per_wg: u64,
    pub(super) groups: u64,
    pub(super) percent: u64,
    pub(super) limit: Limit,
}

pub(super) fn fill(
    threads_per_core: u64,
    threads_per_wg: u64,
    slm_limit: Option<u64>,
    barrier_limit: Option<u64>,
) -> Fill {
    let by_threads = threads_per_core / threads_per_wg.max(1);
    let mut groups = by_threads;
    let mut limit = Limit::Threads;
    for (bound, kind) in [(slm_limit, Limit::Slm), (barrier_limit, Limit::Barriers)] {
        if let Some(b) = bound.filter(|&b| b < groups) {
            groups = b;
            limit = kind;
        }
    }
    let percent = (groups * threads_per_wg * 100 / threads_per_core.max(1)).min(100);
    Fill {
        threads_per_core,
        threads_per_wg,
        groups,
        percent,
        limit,
    }
}

/// Theoretical occupancy: threads per EU for the GRF mode, and what SLM per work-group and
/// barriers allow per Xe-core; with a known work-group size, the share of the Xe-core's threads.
pub(super) fn occupancy(c: &Context) -> Option<Finding> {
    let device = c.device?;
    let grf = c.grf();
    let slm = c.facts.slm_bytes.unwrap_or(0);
    let barriers = c.facts.barrier_count.unwrap_or(0);
    // Nothing to say without a work-group size unless something limits the work-groups.
    if c.facts.work_group_size.is_none() && grf < LARGE_GRF && slm == 0 && barriers == 0 {
        return None;
    }
    let threads_per_eu = device.threads_per_eu_at(grf);
    let slm_limit = (slm > 0).then(|| u64::from(device.slm_kb_per_xe_core) * 1024 / slm);
    let barrier_limit = (barriers > 0).then(|| u64::from(BARRIERS_PER_XE_CORE / barriers));
    let mut e = Evidence::default();
    let n = &mut e.numbers;
    n.insert("threads_per_eu".into(), u64::from(threads_per_eu));
    n.insert("grf_count".into(), u64::from(grf));
    let mut parts = vec![format!("{threads_per_eu} threads per EU at {grf} GRFs")];
    if let Some(l) = slm_limit {
        n.insert("work_groups_by_slm".into(), l);
        parts.push(format!(
            "SLM ({slm} bytes per work-group) allows {l} work-groups per Xe-core"
        ));
    }
    if let Some(l) = barrier_limit {
        n.insert("work_groups_by_barriers".into(), l);
        parts.push(format!("barriers allow {l} work-groups per Xe-core"));
    }
    let eus = c.facts.eus_per_xe_core.or(device.eus_per_xe_core);
    let simd = c.facts.simd.filter(|&s| s > 0);
    let mut severity = Severity::Info;
    let mut limit = None;
    match (c.facts.work_group_size.filter(|&w| w > 0), eus, simd) {
        (Some(wg), Some(eus), Some(simd)) => {
            let f = fill(
                u64::from(eus * threads_per_eu),
                u64::from(wg.div_ceil(simd)),
                slm_limit,
                barrier_limit,
            );
            n.insert("eus_per_xe_core".into(), u64::from(eus));
            n.insert("work_group_size".into(), u64::from(wg));
            n.insert("work_groups_per_xe_core".into(), f.groups);
            n.insert("occupancy_percent".into(), f.percent);
            parts.push(format!(
                "a work-group of {wg} is {} threads: {} work-groups fill {}% of the Xe-core's {} \
                 threads",
                f.threads_per_wg, f.groups, f.percent, f.threads_per_core
            ));
            if f.percent < 50 {
                severity = Severity::Warning;
            }
            limit = Some(f.limit);
        }
        (None, ..) => parts.push(
            "work-group size unknown: occupancy is the smallest of these limits for the size \
             used"
                .to_owned(),
        ),
        _ => parts.push("EUs per Xe-core unknown for this part: only the limits".to_owned()),
    }
    let fix = occupancy_fix(limit, grf, device, threads_per_eu);
    finding(RuleId::Occupancy, severity, parts.join("; "), e, fix)
}

/// What to change for the limit that binds (known only with a work-group size).
pub(super) fn occupancy_fix(
    limit: Option<Limit>,
    grf: u32,
    device: DeviceTraits,
    threads_per_eu: u32,
) -> String {
    match limit {
        Some(Limit::Slm) => format!(
            "SLM bounds the work-groups per Xe-core ({} KB each): use less SLM per work-group \
             (smaller tiles), or more work-items per work-group sharing it.",
            device.slm_kb_per_xe_core
        ),
        Some(Limit::Barriers) => format!(
            "Barriers bound the work-groups per Xe-core ({BARRIERS_PER_XE_CORE} each): use fewer, \
             larger work-groups (more sub-groups each)."
        ),
        _ if grf >= LARGE_GRF => format!(
            "Large GRF mode halves the threads per EU ({} -> {threads_per_eu}); if the kernel \
             does not need 256 registers, build without `-ze-opt-large-register-file` or with \
             `sycl::ext::intel::experimental::grf_size<128>`.",
            device.threads_per_eu
        ),
        _ => "Nothing known limits this kernel below its threads; no change needed for \
              occupancy."
            .to_owned(),
    }
}
