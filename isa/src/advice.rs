//! Advice: rules over one kernel's parsed listing and what zeInfo and the device say about it,
//! each finding with a stable id, a severity, the evidence that triggered it and a fix in the
//! terms the toolchain takes (rules and references in isa/RULES.md). One pass over the parsed
//! instructions; nothing is re-read from text.

use crate::classify::converts_to_float;
use crate::instruction::{Class, Instruction, SendKind};
use crate::listing::{Analysis, Listing, Loop};
use crate::operands::{Extent, Kind};
use crate::pressure::{pressure, Pressure};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What the caller knows of the kernel and the device beside its listing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelFacts {
    /// The device's name or ocloc abbreviation (`pvc`, `dg2`, `bmg`, `tgllp`, or a name such
    /// as "Intel(R) Data Center GPU Max 1550").
    pub device: String,
    /// zeInfo `simd_size`.
    pub simd: Option<u32>,
    /// zeInfo `grf_count`: 128 in the default mode, 256 in large GRF mode.
    pub grf_count: Option<u32>,
    /// Scratch bytes per hardware thread for spills (zeInfo spill size).
    pub spill_bytes: Option<u64>,
    /// Private memory bytes per hardware thread (zeInfo private size).
    pub private_bytes: Option<u64>,
    /// Shared local memory per work-group (zeInfo `slm_size`).
    pub slm_bytes: Option<u64>,
    /// zeInfo `barrier_count`.
    pub barrier_count: Option<u32>,
    /// Work-items per work-group, when known (a required size, or the size of a launch).
    pub work_group_size: Option<u32>,
    /// How many times the kernel was dispatched.
    pub dispatches: u64,
    /// EUs per Xe-core, from the device (Level Zero `numEUsPerSubslice`); else the table.
    pub eus_per_xe_core: Option<u32>,
}

/// The rules' stable ids, as scripts match them.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum RuleId {
    Spills,
    FillsInLoop,
    RegisterPressure,
    PrivateMemory,
    Int64IndexMath,
    IntDivision,
    EmulatedFp64,
    NoMatrixEngine,
    GatherLoads,
    BarrierInLoop,
    AtomicsInLoop,
    Occupancy,
}

impl RuleId {
    /// The id as report.json, `--fail-on advice:ID` and the table spell it.
    pub fn as_str(self) -> &'static str {
        match self {
            RuleId::Spills => "spills",
            RuleId::FillsInLoop => "fills-in-loop",
            RuleId::RegisterPressure => "register-pressure",
            RuleId::PrivateMemory => "private-memory",
            RuleId::Int64IndexMath => "int64-index-math",
            RuleId::IntDivision => "int-division",
            RuleId::EmulatedFp64 => "emulated-fp64",
            RuleId::NoMatrixEngine => "no-matrix-engine",
            RuleId::GatherLoads => "gather-loads",
            RuleId::BarrierInLoop => "barrier-in-loop",
            RuleId::AtomicsInLoop => "atomics-in-loop",
            RuleId::Occupancy => "occupancy",
        }
    }

    /// Every rule, in the order of the list in isa/RULES.md.
    pub const ALL: [RuleId; 12] = [
        RuleId::Spills,
        RuleId::FillsInLoop,
        RuleId::RegisterPressure,
        RuleId::PrivateMemory,
        RuleId::Int64IndexMath,
        RuleId::IntDivision,
        RuleId::EmulatedFp64,
        RuleId::NoMatrixEngine,
        RuleId::GatherLoads,
        RuleId::BarrierInLoop,
        RuleId::AtomicsInLoop,
        RuleId::Occupancy,
    ];
}

impl std::fmt::Display for RuleId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for RuleId {
    type Err = String;
    fn from_str(s: &str) -> Result<RuleId, String> {
        RuleId::ALL
            .into_iter()
            .find(|id| id.as_str() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = RuleId::ALL.iter().map(|id| id.as_str()).collect();
                format!("no advice rule `{s}` (rules: {})", known.join(", "))
            })
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Critical => "critical",
        })
    }
}

/// How much a finding is likely to cost, least first (findings sort most severe first).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Info,
    Warning,
    Critical,
}

/// What triggered a finding.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Evidence {
    /// Byte offsets of the instructions that triggered it (the first [`MAX_OFFSETS`]); the
    /// caller maps them to source lines where DWARF exists.
    pub offsets: Vec<u32>,
    /// How many instructions triggered it.
    pub count: usize,
    /// The deepest loop among them (0: outside every loop).
    pub loop_depth: u32,
    /// The numbers behind it, by name (`spill_sends`, `pressure_peak`, `occupancy_percent`…).
    pub numbers: BTreeMap<String, u64>,
    /// `file:line` of the offsets, in order and without repeats, once the caller has the
    /// kernel's DWARF lines ([`Finding::attach_lines`]); empty without them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub source: Vec<String>,
}

/// One piece of advice on one kernel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Finding {
    pub id: RuleId,
    pub severity: Severity,
    pub message: String,
    pub evidence: Evidence,
    pub fix: String,
}

impl Finding {
    /// Maps the evidence's offsets to source lines through the kernel's line rows (from
    /// [`crate::lines::kernel_lines`] on a zebin built with `-g` or `-gline-tables-only`).
    pub fn attach_lines(&mut self, rows: &[crate::lines::LineRow]) {
        let mut source: Vec<String> = Vec::new();
        for &offset in &self.evidence.offsets {
            if let Some(row) = crate::lines::line_at(rows, offset) {
                let at = format!("{}:{}", row.file, row.line);
                if !source.contains(&at) {
                    source.push(at);
                }
            }
        }
        self.evidence.source = source;
    }
}

/// Offsets listed per finding at most; [`Evidence::count`] has them all.
pub const MAX_OFFSETS: usize = 32;

/// What a part is, from NEO's own tables (compute-runtime at e37c60bf, 2026-08; paths under
/// shared/source/), so the rules never guess.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceTraits {
    pub name: &'static str,
    /// `grfSize = sizeof(GRF)`: generated/<core>/hw_cmds_generated_<core>.inl asserts 32
    /// (gen12lp, xe_hpg) or 64 (xe_hpc, xe2_hpg).
    pub grf_bytes: u32,
    /// `gtSystemInfo.NumThreadsPerEu` in <core>/hw_info_<product>.cpp (7 on tgllp, 8 else).
    pub threads_per_eu: u32,
    /// EUs per Xe-core: `maxEuPerSubslice` in hw_cmds_<product>.h until NEO commit 66d4d141e1
    /// (2024) moved it to the kernel driver's topology query; unknown for bmg.
    pub eus_per_xe_core: Option<u32>,
    /// `maxProgrammableSlmSize` (KB per Xe-core) in hw_info_<product>.cpp.
    pub slm_kb_per_xe_core: u32,
    /// `ftrSupportsFP64` in hw_info_<product>.cpp.
    pub native_fp64: bool,
    /// `ftrSupportsFP64Emulation` there: the driver can have IGC emulate fp64.
    pub fp64_emulation: bool,
    /// `isMatrixMultiplyAccumulateSupported()`: true in
    /// release_helpers/compiler_release_helper/compiler_release_helper_base.inl, false in
    /// compiler_release_helper_common_gen12lp.inl (and for pvc_vg).
    pub xmx: bool,
}

/// `GfxCoreHelperHw::getMaxBarrierRegisterPerSlice()` (helpers/gfx_core_helper_base.inl): 32
/// barriers per Xe-core, used by `KernelHelper::getMaxWorkGroupCount`.
pub const BARRIERS_PER_XE_CORE: u32 = 32;
/// `GfxCoreHelperHw::calculateAvailableThreadCount` (helpers/gfx_core_helper_base.inl): at
/// most 8 threads per EU, 4 when a kernel takes `GrfConfig::largeGrfNumber` (256) GRFs.
pub const THREADS_PER_EU_LARGE_GRF: u32 = 4;
pub const LARGE_GRF: u32 = 256;
pub const DEFAULT_GRF: u32 = 128;

const DEVICES: &[DeviceTraits] = &[
    DeviceTraits {
        name: "pvc",
        grf_bytes: 64,
        threads_per_eu: 8,
        eus_per_xe_core: Some(8),
        slm_kb_per_xe_core: 128,
        native_fp64: true,
        fp64_emulation: false,
        xmx: true,
    },
    DeviceTraits {
        name: "dg2",
        grf_bytes: 32,
        threads_per_eu: 8,
        eus_per_xe_core: Some(16),
        slm_kb_per_xe_core: 64,
        native_fp64: false,
        fp64_emulation: true,
        xmx: true,
    },
    DeviceTraits {
        name: "bmg",
        grf_bytes: 64,
        threads_per_eu: 8,
        eus_per_xe_core: None,
        slm_kb_per_xe_core: 128,
        native_fp64: true,
        fp64_emulation: false,
        xmx: true,
    },
    DeviceTraits {
        name: "tgllp",
        grf_bytes: 32,
        threads_per_eu: 7,
        eus_per_xe_core: Some(16),
        slm_kb_per_xe_core: 64,
        native_fp64: false,
        fp64_emulation: false,
        xmx: false,
    },
];

impl DeviceTraits {
    /// The part `device` names: an ocloc abbreviation, or a marketing name NEO reports.
    pub fn find(device: &str) -> Option<DeviceTraits> {
        let d = device.to_ascii_lowercase();
        // "Data Center GPU Max", not "Iris(R) Xe MAX" (DG1, a Gen12LP part).
        let name = if d.contains("gpu max")
            || d.contains("data center")
            || d.contains("pvc")
            || d.contains("ponte")
        {
            "pvc"
        } else if d.contains("dg2") || d.contains("arc(tm) a") || d.contains("arc a") {
            "dg2"
        } else if d.contains("bmg") || d.contains("arc(tm) b") || d.contains("arc b") {
            "bmg"
        } else if d.contains("tgl") || d.contains("iris(r) xe") {
            "tgllp"
        } else {
            return None;
        };
        DEVICES.iter().copied().find(|t| t.name == name)
    }

    /// Hardware threads per EU for a kernel with `grf` GRFs.
    pub fn threads_per_eu_at(&self, grf: u32) -> u32 {
        if grf >= LARGE_GRF {
            self.threads_per_eu.min(THREADS_PER_EU_LARGE_GRF)
        } else {
            self.threads_per_eu
        }
    }
}

/// The findings on one kernel, most severe first.
pub fn advise(listing: &Listing, facts: &KernelFacts) -> Vec<Finding> {
    let analysis = listing.analyze();
    let grf_bytes = DeviceTraits::find(&facts.device).map_or(64, |d| d.grf_bytes);
    advise_with(listing, &analysis, &pressure(listing, grf_bytes), facts)
}

/// [`advise`] from an analysis and pressure the caller already has (the report shows both).
pub fn advise_with(
    listing: &Listing,
    analysis: &Analysis,
    pressure: &Pressure,
    facts: &KernelFacts,
) -> Vec<Finding> {
    let scan = Scan::new(listing, analysis);
    let device = DeviceTraits::find(&facts.device);
    let ctx = Context {
        scan: &scan,
        pressure,
        facts,
        device,
        loops: &analysis.loops,
    };
    let mut findings: Vec<Finding> = [
        spills(&ctx),
        fills_in_loop(&ctx),
        register_pressure(&ctx),
        private_memory(&ctx),
        int64_index_math(&ctx),
        int_division(&ctx),
        emulated_fp64(&ctx),
        no_matrix_engine(&ctx),
        gather_loads(&ctx),
        barrier_in_loop(&ctx),
        atomics_in_loop(&ctx),
        occupancy(&ctx),
    ]
    .into_iter()
    .flatten()
    .collect();
    findings.sort_by(|a, b| b.severity.cmp(&a.severity).then(a.id.cmp(&b.id)));
    findings
}

/// The instructions each rule looks at, gathered in one pass over the code.
#[derive(Default)]
struct Scan {
    spills: Vec<usize>,
    fills: Vec<usize>,
    int64_math_in_loops: Vec<usize>,
    /// Per innermost loop: int→float and float→int conversions in it.
    to_float: Vec<Vec<usize>>,
    to_int: Vec<Vec<usize>>,
    reciprocals: Vec<usize>,
    fp64: Vec<usize>,
    /// Per innermost loop: floating-point multiplies and multiply-adds, and loads.
    fp_mads: Vec<Vec<usize>>,
    /// Those of `fp_mads` whose destination and first source are fp32.
    fp32_mads: BTreeSet<usize>,
    loads: Vec<usize>,
    gathers_in_loops: Vec<usize>,
    barriers_in_loops: Vec<usize>,
    atomics_in_loops: Vec<usize>,
    has_dpas: bool,
    /// Innermost loop (index into the analysis's loops) of each instruction.
    innermost: Vec<Option<usize>>,
    depth: Vec<u32>,
    offsets: Vec<u32>,
}

impl Scan {
    fn new(listing: &Listing, analysis: &Analysis) -> Scan {
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
    fn drop_pointer_bumps(&mut self, code: &[Instruction]) {
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

    fn note(&mut self, k: usize, i: &Instruction) {
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

    fn evidence(&self, at: &[usize]) -> Evidence {
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
fn is_int64_index_step(i: &Instruction, base: &str) -> bool {
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
fn innermost_loops(count: usize, loops: &[Loop]) -> Vec<Option<usize>> {
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

struct Context<'a> {
    scan: &'a Scan,
    pressure: &'a Pressure,
    facts: &'a KernelFacts,
    device: Option<DeviceTraits>,
    loops: &'a [Loop],
}

impl Context<'_> {
    fn grf(&self) -> u32 {
        self.facts.grf_count.unwrap_or(DEFAULT_GRF)
    }

    /// Whether zeInfo's scratch could hold nothing but the private arrays (its size is no more
    /// than theirs), so the scratch sends need not be spills.
    fn scratch_may_be_private(&self) -> bool {
        matches!(
            (self.facts.spill_bytes, self.facts.private_bytes),
            (Some(s), Some(p)) if p > 0 && s <= p
        )
    }

    /// "at offset 736, inside loop 2 (depth 1)" for the pressure peak.
    fn peak_place(&self) -> String {
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
    fn more_registers(&self) -> String {
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

fn finding(
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

fn spills(c: &Context) -> Option<Finding> {
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

fn fills_in_loop(c: &Context) -> Option<Finding> {
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
const PRESSURE_TENTHS: u32 = 9;

fn register_pressure(c: &Context) -> Option<Finding> {
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

fn private_memory(c: &Context) -> Option<Finding> {
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

fn int64_index_math(c: &Context) -> Option<Finding> {
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

fn int_division(c: &Context) -> Option<Finding> {
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

fn emulated_fp64(c: &Context) -> Option<Finding> {
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
const MIN_FP_MADS: usize = 8;

fn no_matrix_engine(c: &Context) -> Option<Finding> {
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

fn gather_loads(c: &Context) -> Option<Finding> {
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

fn barrier_in_loop(c: &Context) -> Option<Finding> {
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

fn atomics_in_loop(c: &Context) -> Option<Finding> {
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
enum Limit {
    /// Hardware threads (full occupancy unless large GRF mode halved them).
    Threads,
    Slm,
    Barriers,
}

/// Work-groups per Xe-core and the share of its threads they fill, as NEO's
/// `KernelHelper::getMaxWorkGroupCount` (helpers/kernel_helpers.cpp) limits them: by threads,
/// by barriers, by SLM.
struct Fill {
    threads_per_core: u64,
    threads_per_wg: u64,
    groups: u64,
    percent: u64,
    limit: Limit,
}

fn fill(
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
fn occupancy(c: &Context) -> Option<Finding> {
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
fn occupancy_fix(
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_serialize_as_the_issue_names_them() {
        let ids = [
            (RuleId::Spills, "spills"),
            (RuleId::FillsInLoop, "fills-in-loop"),
            (RuleId::RegisterPressure, "register-pressure"),
            (RuleId::PrivateMemory, "private-memory"),
            (RuleId::Int64IndexMath, "int64-index-math"),
            (RuleId::IntDivision, "int-division"),
            (RuleId::EmulatedFp64, "emulated-fp64"),
            (RuleId::NoMatrixEngine, "no-matrix-engine"),
            (RuleId::GatherLoads, "gather-loads"),
            (RuleId::BarrierInLoop, "barrier-in-loop"),
            (RuleId::AtomicsInLoop, "atomics-in-loop"),
            (RuleId::Occupancy, "occupancy"),
        ];
        for (id, name) in ids {
            let json = serde_json::to_string(&id).unwrap();
            assert_eq!(json, format!("\"{name}\""));
            assert_eq!(serde_json::from_str::<RuleId>(&json).unwrap(), id);
            // The table's and `--fail-on advice:` spelling is serde's.
            assert_eq!(id.as_str(), name);
            assert_eq!(name.parse::<RuleId>(), Ok(id));
        }
        assert_eq!(
            RuleId::ALL,
            ids.map(|(id, _)| id),
            "ALL lists every rule once"
        );
    }

    // No compiler here emits fp64 for a part without it (IGC 1.0 and 2.40 refuse the OpenCL C
    // for dg2), so the rule is checked on a listing line as IGA prints a double multiply-add.
    #[test]
    fn fp64_is_emulated_only_where_neo_says_the_part_lacks_it() {
        let text = "\
        mad (16|M0)   r6.0<1>:df  r2.0<0;0>:df  r73.0<1;0>:df  r77.0<1>:df
(W)     send.gtwy (1|M0)  null  r127  null:0  0x0  0x02000010  {EOT} // wr:1+0, rd:0; end of thread
";
        let listing = crate::parse(text);
        let fires = |device: &str| {
            let facts = KernelFacts {
                device: device.into(),
                ..KernelFacts::default()
            };
            advise(&listing, &facts)
                .iter()
                .any(|f| f.id == RuleId::EmulatedFp64)
        };
        assert!(fires("dg2") && fires("tgllp"));
        assert!(!fires("pvc") && !fires("bmg") && !fires("unknown"));
    }

    #[test]
    fn devices_are_found_by_abbreviation_or_name() {
        for (name, part) in [
            ("pvc", Some("pvc")),
            ("Intel(R) Data Center GPU Max 1550", Some("pvc")),
            ("dg2", Some("dg2")),
            ("Intel(R) Arc(TM) A770 Graphics", Some("dg2")),
            ("bmg", Some("bmg")),
            ("Intel(R) Arc(TM) B580 Graphics", Some("bmg")),
            ("tgllp", Some("tgllp")),
            // DG1: Gen12LP as tgllp (32-byte GRFs, no XMX), not the Max of pvc.
            ("Intel(R) Iris(R) Xe MAX Graphics", Some("tgllp")),
            ("", None),
            ("NVIDIA", None),
        ] {
            assert_eq!(DeviceTraits::find(name).map(|d| d.name), part, "{name}");
        }
    }

    #[test]
    fn occupancy_follows_neo_limits() {
        // pvc: 8 EUs x 8 threads; SIMD32 work-groups of 64 are 2 threads.
        let f = fill(64, 2, Some(2), Some(32));
        assert_eq!((f.groups, f.percent), (2, 6));
        assert!(f.limit == Limit::Slm);
        let f = fill(64, 2, Some(512), Some(32));
        assert_eq!((f.groups, f.percent), (32, 100));
        assert!(f.limit == Limit::Threads);
        // dg2: 16 EUs x 8 threads, 2-thread work-groups with a barrier: 32 groups, half.
        let f = fill(128, 2, Some(64), Some(32));
        assert_eq!((f.groups, f.percent), (32, 50));
        assert!(f.limit == Limit::Barriers);
    }

    /// A loop as oneMKL's nGEN sgemm walks its matrices: 64-bit pointers stepped by a constant
    /// and read by a send in the same loop, a 64-bit counter, and fp32 multiply-adds.
    const POINTER_LOOP: &str = "\
L0:
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud
L16:
(W)     add (8|M0)               r61.0<1>:uq   r61.0<4;4,1>:uq   32:w
(W)     send.ugm (8|M0)          r24      r61     null:0  0x0            0x04884580           {$16} // wr:2+0, rd:8; load.ugm.d32x8.a64.ca.ca
        add (16|M0)              r34.0<1>:q    r34.0<1;1,0>:q    r2.1<0;1,0>:q
        mad (32|M0)              r40.0<1>:f    r48.0<8;1>:f      r1.0<8;1>:f       r24.0<0>:f
        mad (32|M0)              r42.0<1>:f    r50.0<8;1>:f      r1.0<8;1>:f       r24.1<0>:f
        mad (32|M0)              r44.0<1>:f    r52.0<8;1>:f      r1.0<8;1>:f       r24.2<0>:f
        mad (32|M0)              r46.0<1>:f    r54.0<8;1>:f      r1.0<8;1>:f       r24.3<0>:f
        mad (32|M0)              r56.0<1>:f    r48.0<8;1>:f      r3.0<8;1>:f       r24.4<0>:f
        mad (32|M0)              r58.0<1>:f    r50.0<8;1>:f      r3.0<8;1>:f       r24.5<0>:f
        mad (32|M0)              r60.0<1>:f    r52.0<8;1>:f      r3.0<8;1>:f       r24.6<0>:f
        mad (32|M0)              r62.0<1>:f    r54.0<8;1>:f      r3.0<8;1>:f       r24.7<0>:f
(f0.0)  goto.b (32|M0)                       L224                  L16
L224:
(W)     send.gtwy (1|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread
";

    #[test]
    fn stepping_a_pointer_a_send_reads_is_no_int64_index_math() {
        let listing = crate::parse(POINTER_LOOP);
        let facts = KernelFacts {
            device: "pvc".into(),
            ..KernelFacts::default()
        };
        let advice = advise(&listing, &facts);
        let int64 = advice
            .iter()
            .find(|f| f.id == RuleId::Int64IndexMath)
            .expect("the 64-bit counter still counts");
        // Only the counter at 48, not the pointer step at 16 that the send at 32 reads.
        assert_eq!(int64.evidence.offsets, [48], "{int64:#?}");
    }

    #[test]
    fn per_lane_prefetches_are_no_gathers() {
        let gathers = |text: &str| {
            let facts = KernelFacts {
                device: "pvc".into(),
                ..KernelFacts::default()
            };
            advise(&crate::parse(text), &facts)
                .into_iter()
                .find(|f| f.id == RuleId::GatherLoads)
                .map(|f| f.evidence.offsets)
        };
        assert_eq!(
            gathers(POINTER_LOOP),
            Some(vec![32]),
            "8 lanes, 8 dwords each"
        );
        let per_lane = POINTER_LOOP.replace(
            "send.ugm (8|M0)          r24      r61",
            "send.ugm (8|M0)          null     r61",
        );
        assert_eq!(gathers(&per_lane), None, "the same addresses prefetched");
    }

    #[test]
    fn fp32_products_are_told_xmx_needs_a_conversion() {
        let listing = crate::parse(POINTER_LOOP);
        let facts = KernelFacts {
            device: "pvc".into(),
            ..KernelFacts::default()
        };
        let advice = advise(&listing, &facts);
        let xmx = advice
            .iter()
            .find(|f| f.id == RuleId::NoMatrixEngine)
            .expect("8 fp32 mads and a load in a loop");
        assert!(xmx.message.starts_with("8 fp32 floating-point"), "{xmx:#?}");
        assert!(xmx.message.contains("only converted"), "{xmx:#?}");
        assert!(xmx.fix.contains("MKL_BLAS_COMPUTE_MODE"), "{xmx:#?}");
        assert!(xmx.fix.contains("ONEDNN_DEFAULT_FPMATH_MODE"), "{xmx:#?}");
        // The same products in half precision need no conversion: the fix stays general.
        let half = POINTER_LOOP.replace(":f ", ":hf ");
        let listing = crate::parse(&half);
        let xmx = advise(&listing, &facts)
            .into_iter()
            .find(|f| f.id == RuleId::NoMatrixEngine)
            .expect("8 fp16 mads");
        assert!(!xmx.message.contains("fp32"), "{xmx:#?}");
        assert!(!xmx.fix.contains("MKL_BLAS_COMPUTE_MODE"), "{xmx:#?}");
    }
}
