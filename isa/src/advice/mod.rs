//! Advice: rules over one kernel's parsed listing and what zeInfo and the device say about it,
//! each finding with a stable id, a severity, the evidence that triggered it and a fix in the
//! terms the toolchain takes (rules and references in isa/RULES.md). One pass over the parsed
//! instructions; nothing is re-read from text.

use crate::listing::{Analysis, Listing};
use crate::pressure::{pressure, Pressure};
mod devices;
mod findings;
mod rules;
mod scan;

pub use devices::*;
pub use findings::*;
use rules::*;
use scan::{Context, Scan};

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
