//! The one pass over a kernel's instructions that gathers what every rule looks at, and the
//! context the rules read it through.

use super::devices::{DeviceTraits, DEFAULT_GRF, LARGE_GRF, THREADS_PER_EU_LARGE_GRF};
use super::findings::{Evidence, Finding, KernelFacts, RuleId, Severity, MAX_OFFSETS};
use crate::classify::converts_to_float;
use crate::instruction::{Class, Instruction, SendKind};
use crate::listing::{Analysis, Listing, Loop};
use crate::operands::{Extent, Kind};
use crate::pressure::Pressure;
use std::collections::{BTreeMap, BTreeSet};

/// The instructions each rule looks at, gathered in one pass over the code.
#[derive(Default)]
pub(super) struct Scan {
    pub(super) spills: Vec<usize>,
    pub(super) fills: Vec<usize>,
    pub(super) int64_math_in_loops: Vec<usize>,
    /// Per innermost loop: int→float and float→int conversions in it.
    pub(super) to_float: Vec<Vec<usize>>,
    pub(super) to_int: Vec<Vec<usize>>,
    pub(super) reciprocals: Vec<usize>,
    pub(super) fp64: Vec<usize>,
    /// Per innermost loop: floating-point multiplies and multiply-adds, and loads.
    pub(super) fp_mads: Vec<Vec<usize>>,
    /// Those of `fp_mads` whose destination and first source are fp32.
    pub(super) fp32_mads: BTreeSet<usize>,
    pub(super) loads: Vec<usize>,
    pub(super) gathers_in_loops: Vec<usize>,
    pub(super) barriers_in_loops: Vec<usize>,
    pub(super) atomics_in_loops: Vec<usize>,
    pub(super) has_dpas: bool,
    /// Innermost loop (index into the analysis's loops) of each instruction.
    pub(super) innermost: Vec<Option<usize>>,
    pub(super) depth: Vec<u32>,
    pub(super) offsets: Vec<u32>,
}

impl Scan {
    pub(super) fn new(listing: &Listing, analysis: &Analysis) -> Scan {
        let code = listing.code();
        let loops = &analysis.loops;
        let mut s = Scan {
            depth: listing.loop_depths(loops),
            innermost: innermost_loops(code.len(), loops),
            to_float: vec![Vec::new(); loops.len()],
            to_int: vec![Vec::new(); loops.len()],
            fp_mads: vec![Vec::new(); loops.len()],
            offsets: code.iter().map(|i| i.offset).collect(),
            ..Scan::default()
        };
        for (k, i) in code.iter().enumerate() {
            s.note(k, i);
        }
        s.drop_pointer_bumps(code);
        s
    }

    /// Leaves out of `int64_math_in_loops` the adds that step a 64-bit address a send in the
    /// same loop reads (`add r61:uq r61:uq 32` before `send.ugm … r61`, as oneMKL's nGEN GEMMs
    /// walk their matrices): a64 messages take 64-bit addresses, so 32-bit indexing would not
    /// remove them. A counter that is scaled into an address first still counts.
    pub(super) fn drop_pointer_bumps(&mut self, code: &[Instruction]) {
        let address_of_send_in = |l: Option<usize>, reg: u16| {
            code.iter().zip(&self.innermost).any(|(i, &il)| {
                il == l
                    && i.send.is_some()
                    && i.operands.srcs.first().is_some_and(|a| {
                        let grfs = match a.extent {
                            Extent::Grfs(n) => n.max(1),
                            Extent::Bytes(_) => 1,
                        };
                        // In u32: a listing may claim any message length.
                        let first = u32::from(a.reg);
                        (first..first + u32::from(grfs)).contains(&u32::from(reg))
                    })
            })
        };
        let kept: Vec<usize> = self
            .int64_math_in_loops
            .iter()
            .copied()
            .filter(|&k| {
                let i = &code[k];
                let is_add = i
                    .mnemonic
                    .split('.')
                    .next()
                    .is_some_and(|b| b.starts_with("add"));
                !(is_add
                    && i.operands
                        .dst
                        .is_some_and(|d| address_of_send_in(self.innermost[k], d.reg)))
            })
            .collect();
        self.int64_math_in_loops = kept;
    }

    pub(super) fn note(&mut self, k: usize, i: &Instruction) {
        let in_loop = self.innermost[k];
        let base = i.mnemonic.split('.').next().unwrap_or("");
        let dst = i.operands.dst_type;
        match i.scratch {
            Some(crate::instruction::Scratch::Spill) => self.spills.push(k),
            Some(crate::instruction::Scratch::Fill) => self.fills.push(k),
            None => {}
        }
        if i.mnemonic == "math.inv" {
            self.reciprocals.push(k);
        }
        let is_fp64 = |t: Option<(Kind, u8)>| t == Some((Kind::Float, 8));
        if matches!(i.class, Class::Math | Class::Conversion | Class::Move)
            && (is_fp64(dst) || is_fp64(i.operands.src_type))
        {
            self.fp64.push(k);
        }
        self.has_dpas |= i.class == Class::Dpas;
        let Some(l) = in_loop else {
            return;
        };
        if i.class == Class::Math && dst == Some((Kind::Int, 8)) && is_int64_index_step(i, base) {
            self.int64_math_in_loops.push(k);
        }
        if i.class == Class::Conversion {
            match converts_to_float(&i.operands) {
                Some(true) => self.to_float[l].push(k),
                Some(false) => self.to_int[l].push(k),
                None => {}
            }
        }
        // dpas multiplies tf32, bf16, fp16 and 8-bit types: fp64 products cannot move to it.
        if i.class == Class::Math
            && (base == "mad" || base == "mul")
            && matches!(dst, Some((Kind::Float, bytes)) if bytes <= 4)
        {
            self.fp_mads[l].push(k);
            if dst == Some((Kind::Float, 4)) && i.operands.src_type == Some((Kind::Float, 4)) {
                self.fp32_mads.insert(k);
            }
        }
        match i.send {
            Some(SendKind::Load) if i.scratch.is_none() => {
                self.loads.push(k);
                // A load into `null` is a prefetch (nGEN GEMMs prefetch per lane ahead of
                // their block loads): nothing waits on it, so its shape costs no latency.
                if i.shape == Some(crate::instruction::LoadShape::PerLane)
                    && i.exec_size.unwrap_or(1) > 1
                    && !i.writes_null
                {
                    self.gathers_in_loops.push(k);
                }
            }
            Some(SendKind::Barrier) => self.barriers_in_loops.push(k),
            Some(SendKind::Atomic | SendKind::SlmAtomic) => self.atomics_in_loops.push(k),
            _ => {}
        }
    }

    pub(super) fn evidence(&self, at: &[usize]) -> Evidence {
        Evidence {
            offsets: at
                .iter()
                .take(MAX_OFFSETS)
                .map(|&k| self.offsets[k])
                .collect(),
            count: at.len(),
            loop_depth: at.iter().map(|&k| self.depth[k]).max().unwrap_or(0),
            numbers: BTreeMap::new(),
            source: Vec::new(),
        }
    }
}

/// Whether a 64-bit integer instruction steps or scales a 64-bit index: a scaling
/// (`shl`/`mul`/`mad`) of a 64-bit source, or an add that updates its own register (the loop's
/// counter, `add r34:q r34:q r2.1:q`). Forming an a64 address (a 32-bit offset widened, shifted
/// and added to the base pointer once per access) is not counted: 32-bit indexing needs it too.
pub(super) fn is_int64_index_step(i: &Instruction, base: &str) -> bool {
    let ops = &i.operands;
    match base {
        "shl" | "mul" | "mad" | "mac" => ops.src_type == Some((Kind::Int, 8)),
        "add" | "add3" | "addc" => ops
            .dst
            .zip(ops.srcs.first())
            .is_some_and(|(d, s)| d.reg == s.reg && d.byte == s.byte),
        _ => false,
    }
}

/// Per instruction, the innermost loop holding it: the one with the latest start among those
/// that enclose it (loops nest or are disjoint).
pub(super) fn innermost_loops(count: usize, loops: &[Loop]) -> Vec<Option<usize>> {
    let mut innermost: Vec<Option<usize>> = vec![None; count];
    let mut order: Vec<usize> = (0..loops.len()).collect();
    // Outer loops first, so inner ones overwrite them.
    order.sort_by_key(|&k| (loops[k].depth, loops[k].first));
    for k in order {
        for slot in &mut innermost[loops[k].first..=loops[k].last.min(count.saturating_sub(1))] {
            *slot = Some(k);
        }
    }
    innermost
}

pub(super) struct Context<'a> {
    pub(super) scan: &'a Scan,
    pub(super) pressure: &'a Pressure,
    pub(super) facts: &'a KernelFacts,
    pub(super) device: Option<DeviceTraits>,
    pub(super) loops: &'a [Loop],
}

impl Context<'_> {
    pub(super) fn grf(&self) -> u32 {
        self.facts.grf_count.unwrap_or(DEFAULT_GRF)
    }

    /// Whether zeInfo's scratch could hold nothing but the private arrays (its size is no more
    /// than theirs), so the scratch sends need not be spills.
    pub(super) fn scratch_may_be_private(&self) -> bool {
        matches!(
            (self.facts.spill_bytes, self.facts.private_bytes),
            (Some(s), Some(p)) if p > 0 && s <= p
        )
    }

    /// "at offset 736, inside loop 2 (depth 1)" for the pressure peak.
    pub(super) fn peak_place(&self) -> String {
        let p = self.pressure;
        match self.scan.innermost.get(p.peak_index).copied().flatten() {
            Some(l) => format!(
                "at offset {} inside loop {} (depth {})",
                p.peak_offset,
                l + 1,
                self.loops[l].depth
            ),
            None => format!("at offset {} outside loops", p.peak_offset),
        }
    }

    /// The ways to get more registers for this kernel, or fewer values, with what they cost.
    /// Checked: `-ze-opt-large-register-file` as `ocloc -options` gives zeInfo grf_count 256
    /// on pvc, dg2 and bmg with both IGC 1.0 and 2.40 (as `-internal_options` only on 1.0);
    /// `-ze-intel-enable-auto-large-GRF-mode` as `-internal_options` gives 256 for the spilling
    /// kernel on IGC 2.40 pvc and bmg, nothing on dg2 or IGC 1.0. Documented: oneAPI GPU
    /// Optimization Guide, "Small Register Mode vs. Large Register Mode"; DPC++ Developer
    /// Guide, "ftarget-register-alloc-mode" (device `pvc` only); sycl_ext_intel_grf_size
    /// (`grf_size<128|256>`, sycl/ext/intel/experimental/grf_size_properties.hpp).
    pub(super) fn more_registers(&self) -> String {
        let threads = self.device.map_or(8, |d| d.threads_per_eu);
        let large = self
            .device
            .map_or(THREADS_PER_EU_LARGE_GRF, |d| d.threads_per_eu_at(LARGE_GRF));
        let pvc = self.device.is_some_and(|d| d.name == "pvc");
        if self.grf() >= LARGE_GRF {
            return "The kernel already runs in large GRF mode (256): keep fewer values live \
                    (split the kernel, recompute cheap values instead of holding them, narrower \
                    types), or halve the registers each value takes with a smaller sub-group \
                    (OpenCL `intel_reqd_sub_group_size(16)`, SYCL `[[sycl::reqd_sub_group_size(16)]]`)."
                .to_owned();
        }
        format!(
            "Build in large GRF mode (256 registers): `ocloc compile -options \
             -ze-opt-large-register-file`, the same flag in zeModuleCreate's build flags (IGC 1.x \
             and 2.x), {}the SYCL kernel property \
             `sycl::ext::intel::experimental::grf_size<256>`; IGC 2.x also chooses per kernel \
             with `-internal_options -ze-intel-enable-auto-large-GRF-mode` (pvc, bmg). Large GRF \
             mode costs threads: {threads} -> {large} per EU. Or keep fewer values live, or use \
             smaller work-groups/sub-groups.",
            if pvc {
                "icpx `-ftarget-register-alloc-mode=pvc:large`, "
            } else {
                ""
            }
        )
    }
}

pub(super) fn finding(
    id: RuleId,
    severity: Severity,
    message: String,
    evidence: Evidence,
    fix: String,
) -> Option<Finding> {
    Some(Finding {
        id,
        severity,
        message,
        evidence,
        fix,
    })
}
