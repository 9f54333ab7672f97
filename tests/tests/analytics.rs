//! What the report says a kernel's ISA holds (`kernels[].isa`): exact for the demo's example on
//! each stack's IGC, and source lines for a kernel built with `-g`.

use aotspy_tests::schema::{KernelIsa, NoteKind};
use aotspy_tests::*;
use std::process::Command;

/// (sends, math, move, sync, control, loads, stores, end of thread, loops) per kernel.
type Facts = (
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
);

fn facts(isa: &KernelIsa) -> Facts {
    (
        isa.mix.send,
        isa.mix.math,
        isa.mix.moves,
        isa.mix.sync,
        isa.mix.control,
        isa.sends.load,
        isa.sends.store,
        isa.sends.end_of_thread,
        isa.loops.len(),
    )
}

#[test]
fn the_demo_kernels_have_exact_analytics() {
    let c = collect_example("analytics-demo", &[]);
    let expected: [(&str, Facts); 3] = if on_modern_stack() {
        [
            // IGC 2.40
            ("_ZTSZ4mainE10vector_add", (7, 26, 10, 4, 0, 5, 1, 1, 0)),
            ("_ZTSZ4mainE5scale", (7, 22, 11, 4, 0, 5, 1, 1, 0)),
            (NORMALIZE, (8, 44, 33, 6, 2, 6, 1, 1, 1)),
        ]
    } else {
        [
            // IGC 1.0
            ("_ZTSZ4mainE10vector_add", (8, 20, 4, 2, 0, 6, 1, 1, 0)),
            ("_ZTSZ4mainE5scale", (7, 15, 5, 1, 0, 5, 1, 1, 0)),
            (NORMALIZE, (9, 37, 24, 3, 4, 7, 1, 1, 1)),
        ]
    };
    for (name, want) in expected {
        let k = c.kernel(name);
        let isa = k
            .isa
            .as_ref()
            .unwrap_or_else(|| c.fail(&format!("{name} has no isa")));
        assert_eq!(facts(isa), want, "{name}: {isa:#?}");
        assert_eq!(isa.spill_sends, 0);
        assert_eq!(k.spill_bytes_per_work_item, Some(0));
        // zeInfo's flags as written, beside what the columns show.
        assert_eq!(k.execution_env["simd_size"], "32", "{name}");
        assert_eq!(k.execution_env["grf_count"], "128", "{name}");
    }
    // The demo's report carries advice: smooth's `% n` in its loop, on both IGCs; the three
    // others draw none.
    let ids = |name: &str| -> Vec<String> {
        c.kernel(name)
            .advice
            .iter()
            .map(|f| f.id.to_string())
            .collect()
    };
    assert_eq!(ids("_ZTSZ4mainE6smooth"), ["int-division", "gather-loads"]);
    for name in ["_ZTSZ4mainE10vector_add", "_ZTSZ4mainE5scale", NORMALIZE] {
        assert!(ids(name).is_empty(), "{name}: {:?}", ids(name));
    }
    let smooth = &c.kernel("_ZTSZ4mainE6smooth").advice[0];
    assert_eq!(
        smooth.evidence.numbers.get("reciprocals"),
        Some(&2),
        "{smooth:#?}"
    );
    assert!(
        c.output.stdout.contains(
            "advice int-division (warning): 1 kernel (1 dispatch) — main::smooth: integer \
             division or modulo emulated inside loops"
        ),
        "the line under the table:\n{}",
        c.output.describe()
    );
    let module = c.module_of(c.kernel(NORMALIZE));
    let lines_note = module
        .notes
        .iter()
        .find(|n| n.kind == NoteKind::NoSourceLines);
    assert!(
        lines_note.is_some_and(|n| n
            .text
            .starts_with("no source lines: no DWARF line tables (build with -g")),
        "{:?}",
        module.notes
    );
}

const NORMALIZE: &str = "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E9normalize";

#[test]
fn a_kernel_built_with_g_shows_its_source_lines() {
    let dir = build_dir().join("analytics-g");
    std::fs::create_dir_all(&dir).unwrap();
    let out = run(
        Command::new("ocloc")
            .args(["compile", "-file"])
            .arg(manifest_dir().join("../isa/tests/kernels/mix.cl"))
            .args([
                "-device",
                "pvc",
                "--format",
                "zebin",
                "-output_no_suffix",
                "-output",
                "mix",
            ])
            .args(["-options", "-g", "-out_dir"])
            .arg(&dir),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    let zebin = ["mix.bin", "mix"]
        .map(|n| dir.join(n))
        .into_iter()
        .find(|p| p.is_file())
        .unwrap();
    let c = Workload::new(CallPath::Link)
        .arg("--format")
        .arg("native")
        .arg("--module")
        .arg(&zebin)
        .list_executed(ListKind::Immediate)
        .launch("mix=2")
        .collect("analytics-g");
    c.assert_dispatches(&[("mix", 2)]);
    let isa = c.kernel("mix").isa.as_ref().unwrap();
    let lines: Vec<(u32, usize)> = isa
        .source_lines
        .as_ref()
        .unwrap_or_else(|| c.fail("mix has no source_lines"))
        .iter()
        .map(|l| {
            assert_eq!(l.file, "mix.cl");
            (l.line, l.in_loops)
        })
        .collect();
    let numbers: Vec<u32> = lines.iter().map(|l| l.0).collect();
    assert_eq!(
        numbers,
        [4, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
        "{isa:#?}"
    );
    // Only the `for` (lines 11-12) holds instructions that repeat.
    for (line, in_loops) in &lines {
        assert_eq!(
            *in_loops > 0,
            *line == 11 || *line == 12,
            "line {line}: {isa:#?}"
        );
    }
    let loops = &isa.loops;
    assert_eq!(loops.len(), 1);
    let (first, last) = loops[0].source_lines.unwrap();
    assert!(first >= 11 && last == 12, "{:#?}", loops[0]);
    // report.html shows the source line beside each instruction (no second listing on disk).
    let index = c.kernels().iter().position(|k| k.name == "mix").unwrap();
    let opened = page_dom(&c.out_dir.join("report.html"), &format!("kernel={index}"));
    assert!(
        opened.contains("<span class=\"src\">mix.cl:12</span>"),
        "{opened}"
    );
    let module = c.module_of(c.kernel("mix"));
    assert!(
        module
            .notes
            .iter()
            .all(|n| n.kind != NoteKind::NoSourceLines),
        "{module:#?}"
    );
}

/// A kernel that requires its work-group size gets an occupancy figure, not only the limits:
/// `tile_mirror` (64 work-items, 256 bytes of SLM, one barrier) from `tests/kernels/fixed_group.cl`.
#[test]
fn a_required_work_group_size_gives_the_occupancy_figure() {
    let c = Workload::new(CallPath::Link)
        .module("fixed_group", Form::Zebin)
        .launch("tile_mirror=2")
        .collect("analytics-required-work-group-size");
    c.assert_dispatches(&[("tile_mirror", 2)]);
    let kernel = c.kernel("tile_mirror");
    let occupancy = kernel
        .advice
        .iter()
        .find(|f| f.id == schema::RuleId::Occupancy)
        .unwrap_or_else(|| c.fail("tile_mirror has no occupancy finding"));
    let numbers = &occupancy.evidence.numbers;
    let simd = u64::from(kernel.simd.unwrap_or_else(|| c.fail("no SIMD")));
    let threads = 64 / simd;
    if numbers.get("work_group_size") != Some(&64)
        || numbers.get("work_groups_by_barriers").is_none()
    {
        c.fail(&format!("occupancy numbers {numbers:?}"));
    }
    let says = format!("a work-group of 64 is {threads} threads: ");
    if !occupancy.message.contains(&says) || occupancy.message.contains("work-group size unknown") {
        c.fail(&format!(
            "occupancy says {:?}, expected {says:?}",
            occupancy.message
        ));
    }
}
