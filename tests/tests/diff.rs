//! `aotspy diff` on the use it is for: one program, its kernel built two ways (default GRF and
//! `-ze-opt-large-register-file`), each run under `aotspy collect`, then compared.

use aotspy_tests::*;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `source` compiled by this stack's ocloc for `device` with `options`, into `dir` as `name`.
fn zebin(source: &Path, device: &str, dir: &Path, name: &str, options: &[&str]) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let mut ocloc = Command::new("ocloc");
    ocloc
        .args(["compile", "-q", "-file"])
        .arg(source)
        .args(["-device", device, "--format", "zebin", "-output_no_suffix"])
        .args(["-output", name, "-out_dir"])
        .arg(dir);
    if !options.is_empty() {
        ocloc.arg("-options").arg(options.join(" "));
    }
    let out = run(&mut ocloc, RUN_TIMEOUT);
    assert!(out.status.success(), "{}", out.describe());
    let bin = dir.join(format!("{name}.bin"));
    if bin.is_file() {
        bin
    } else {
        dir.join(name)
    }
}

/// spill.cl compiled by this stack's ocloc for pvc with `options`, into `dir`.
fn spill_zebin(dir: &Path, name: &str, options: &[&str]) -> PathBuf {
    let source = manifest_dir().join("kernels/spill.cl");
    zebin(&source, "pvc", dir, name, options)
}

fn collect_spill(zebin: &Path, runs: u32, name: &str) -> Collection {
    Workload::new(CallPath::Link)
        .arg("--format")
        .arg("native")
        .arg("--module")
        .arg(zebin)
        .list_executed(ListKind::Immediate)
        .launch(&format!("{SPILL_HEAVY}={runs}"))
        .collect(name)
}

fn diff(a: &Path, b: &Path, extra: &[&str], html: &Path) -> (RunOutput, Value) {
    let out = run(
        Command::new(aotspy_bin())
            .arg("diff")
            .arg(a)
            .arg(b)
            .arg("--json")
            .arg("--html")
            .arg(html)
            .args(extra),
        RUN_TIMEOUT,
    );
    let json = serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("diff --json is not JSON ({e}):\n{}", out.describe()));
    // It holds the kernels' ISA: the user's alone, as a report's files are.
    let mode =
        std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(html).unwrap().permissions());
    assert_eq!(mode & 0o777, 0o600, "{}", html.display());
    (out, json)
}

#[test]
fn a_large_register_file_build_is_told_apart_and_guarded() {
    let scratch = Scratch::new("diff");
    let default = spill_zebin(&scratch.path("kernels"), "spill_default", &[]);
    let large = spill_zebin(
        &scratch.path("kernels"),
        "spill_large",
        &["-ze-opt-large-register-file"],
    );
    let a = collect_spill(&default, 3, "diff-default-grf");
    let b = collect_spill(&large, 2, "diff-large-grf");
    let html = scratch.path("diff.html");

    let (out, d) = diff(&a.out_dir, &b.out_dir, &["--fail-on", "grf"], &html);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a GRF change fails --fail-on grf:\n{}",
        out.describe()
    );
    let kernels = d["kernels"].as_array().unwrap();
    assert_eq!(kernels.len(), 1, "{d:#}");
    let k = &kernels[0];
    assert_eq!(k["name"], SPILL_HEAVY);
    assert_eq!(k["status"], "changed");
    assert_eq!(
        (k["a"]["grf"].as_u64(), k["b"]["grf"].as_u64()),
        (Some(128), Some(256)),
        "{k:#}"
    );
    assert_eq!(
        (k["a"]["dispatches"].as_u64(), k["b"]["dispatches"].as_u64()),
        (Some(3), Some(2))
    );
    let spills = |side: &str| k[side]["isa"]["spills"].as_u64().unwrap();
    assert!(spills("a") > 0, "the default build spills: {k:#}");
    assert!(spills("b") < spills("a"), "256 registers spill less: {k:#}");
    let changes: Vec<&str> = k["changes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(changes.contains(&"grf: 128 -> 256"), "{changes:?}");
    assert!(changes.contains(&"dispatches: 3 -> 2"), "{changes:?}");
    // The instruction count changes too, and an instructions guard in the other direction trips.
    let count = |side: &str| {
        k[side]["isa"]["mix"]
            .as_object()
            .map(|m| m.values().filter_map(Value::as_u64).sum::<u64>())
    };
    let (before, after) = (count("a").unwrap(), count("b").unwrap());
    assert!(after < before, "{k:#}");
    assert!(
        changes.contains(&format!("instructions: {before} -> {after}").as_str()),
        "{changes:?}"
    );
    let failures: Vec<&str> = d["failures"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(failures, [format!("{SPILL_HEAVY}: GRF 128 -> 256")]);
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(
        page.contains("<table class=\"isa\">") && page.contains("class=\"del\""),
        "side-by-side ISA"
    );

    // Fewer spill sends pass a spill guard; the reverse direction trips it. The large register
    // file doubles the scratch space per thread all the same (zeInfo: 65536 -> 131072 bytes on
    // IGC 1.0), which a scratch guard catches.
    let (out, _) = diff(&a.out_dir, &b.out_dir, &["--fail-on", "spills"], &html);
    assert_eq!(out.status.code(), Some(0), "{}", out.describe());
    let (out, d) = diff(&a.out_dir, &b.out_dir, &["--fail-on", "scratch"], &html);
    let scratch_grew = k["b"]["spill_bytes"].as_u64() > k["a"]["spill_bytes"].as_u64();
    assert_eq!(
        out.status.code(),
        Some(i32::from(scratch_grew)),
        "{}",
        out.describe()
    );
    if scratch_grew {
        assert!(d["failures"][0]
            .as_str()
            .unwrap()
            .contains("scratch per thread grew"));
    }
    let (out, d) = diff(&b.out_dir, &a.out_dir, &["--fail-on", "spills"], &html);
    assert_eq!(out.status.code(), Some(1), "{}", out.describe());
    assert!(
        d["failures"][0].as_str().unwrap().contains("spills grew"),
        "{d:#}"
    );

    // The runs' streams (what a spool holds) compare as their reports do.
    let (out, d) = diff(
        &a.out_dir.join("streams"),
        &b.out_dir.join("streams"),
        &["--fail-on", "grf"],
        &html,
    );
    assert_eq!(out.status.code(), Some(1), "{}", out.describe());
    assert_eq!(d["kernels"][0]["b"]["grf"], 256, "{d:#}");

    let (out, d) = diff(
        &b.out_dir,
        &a.out_dir,
        &["--fail-on", "instructions:+1%"],
        &html,
    );
    assert_eq!(out.status.code(), Some(1), "{}", out.describe());
    assert!(
        d["failures"][0]
            .as_str()
            .unwrap()
            .contains(&format!("instructions {after} -> {before}")),
        "{d:#}"
    );

    // A report against itself: nothing changed, no guard trips.
    let (out, d) = diff(
        &a.out_dir,
        &a.out_dir,
        &["--fail-on", "spills,grf,simd,removed,instructions:+1%"],
        &html,
    );
    assert_eq!(out.status.code(), Some(0), "{}", out.describe());
    assert_eq!(d["kernels"][0]["status"], "same");
}

#[test]
fn diff_says_what_to_do_with_what_is_not_a_report() {
    let scratch = Scratch::new("diff-bad");
    let out = run(
        Command::new(aotspy_bin())
            .arg("diff")
            .arg(scratch.path("."))
            .arg(scratch.path(".")),
        RUN_TIMEOUT,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        out.stderr
            .contains("holds no report.json and no readable .aotspy stream"),
        "{}",
        out.describe()
    );
    let out = run(
        Command::new(aotspy_bin()).args(["diff", "/nonexistent/a", "/nonexistent/b"]),
        RUN_TIMEOUT,
    );
    assert!(
        out.stderr
            .contains("is not a report directory, spool or stream file"),
        "{}",
        out.describe()
    );
}

/// The Done-when of the diff issue: the example run twice, its AOT kernels built once with the
/// large register file.
#[test]
fn the_example_with_a_large_register_file_is_a_guarded_change() {
    let a = collect_example("diff-example-default", &[]);
    let b = collect_example("diff-example-large-grf", &["-ze-opt-large-register-file"]);
    let scratch = Scratch::new("diff-example");
    let (out, d) = diff(
        &a.out_dir,
        &b.out_dir,
        &["--fail-on", "grf"],
        &scratch.path("d.html"),
    );
    assert_eq!(out.status.code(), Some(1), "{}", out.describe());
    for name in ["_ZTSZ4mainE10vector_add", "_ZTSZ4mainE5scale"] {
        let k = d["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {d:#}"));
        assert_eq!(k["status"], "changed", "{k:#}");
        assert_eq!(
            (k["a"]["grf"].as_u64(), k["b"]["grf"].as_u64()),
            (Some(128), Some(256)),
            "{k:#}"
        );
        let changes: Vec<&str> = k["changes"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert!(changes.contains(&"grf: 128 -> 256"), "{changes:?}");
        let instructions = |side: &str| k[side]["isa"].as_object().map(|_| k[side]["isa"].clone());
        let (ia, ib) = (instructions("a"), instructions("b"));
        assert!(ia.is_some() && ib.is_some(), "both sides have ISA");
    }
    let normalize = d["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["name"].as_str().unwrap().ends_with("normalize"))
        .unwrap();
    assert_eq!(
        normalize["status"], "same",
        "the JIT kernel is built by the driver either way"
    );
}

/// The advice rules on a real run: the spilling kernel, built by this stack's ocloc for pvc and
/// run under `aotspy collect`, gets a `spills` finding whose evidence is the spill sends the
/// report counts, with a fix that names the option this test's own large-GRF build uses; the
/// table shows it; report.html carries it; and `diff --fail-on advice:spills` trips on a build
/// that adds the spilling kernel and not on a report against itself.
#[test]
fn the_spilling_kernel_gets_spill_advice_that_diff_guards() {
    let scratch = Scratch::new("diff-advice");
    let default = spill_zebin(&scratch.path("kernels"), "spill_default", &[]);
    let b = collect_spill(&default, 3, "diff-advice-spill");
    let kernel = b.kernel(SPILL_HEAVY);
    let isa = kernel.isa.as_ref().expect("the spilling kernel has ISA");
    assert!(isa.spill_sends > 0, "{kernel:#?}");
    let spills = kernel
        .advice
        .iter()
        .find(|f| f.id == schema::RuleId::Spills)
        .unwrap_or_else(|| panic!("a spills finding: {:#?}", kernel.advice));
    assert!(spills.severity >= schema::Severity::Warning, "{spills:#?}");
    assert_eq!(
        spills.evidence.numbers.get("spill_sends").copied(),
        Some(isa.spill_sends as u64),
        "{spills:#?}"
    );
    assert!(!spills.evidence.offsets.is_empty(), "{spills:#?}");
    assert!(
        spills.fix.contains("-ze-opt-large-register-file"),
        "{spills:#?}"
    );
    // Most severe first, and the report's summary ranks the rule with the kernel's dispatches.
    assert!(kernel
        .advice
        .windows(2)
        .all(|w| w[0].severity >= w[1].severity));
    let summary = b
        .report
        .advice_summary
        .iter()
        .find(|a| a.id == schema::RuleId::Spills)
        .expect("spills in the advice summary");
    assert_eq!((summary.kernels, summary.dispatches), (1, 3));
    let printed = format!("{}{}", b.output.stdout, b.output.stderr);
    assert!(
        printed.contains("ADVICE") && printed.contains("advice spills ("),
        "the table's ADVICE column and the line under it:\n{printed}"
    );
    let index = b
        .kernels()
        .iter()
        .position(|k| k.name == SPILL_HEAVY)
        .unwrap();
    let opened = page_dom(&b.out_dir.join("report.html"), &format!("kernel={index}"));
    assert!(
        opened.contains("<li class=\"finding\" data-id=\"spills\">"),
        "report.html shows the finding:\n{opened}"
    );

    // A build that adds the spilling kernel trips the advice guard; the same report does not.
    let a = collect_example("diff-advice-example", &[]);
    let html = scratch.path("d.html");
    let (out, d) = diff(
        &a.out_dir,
        &b.out_dir,
        &["--fail-on", "advice:spills"],
        &html,
    );
    assert_eq!(out.status.code(), Some(1), "{}", out.describe());
    assert!(
        d["failures"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f == &format!("{SPILL_HEAVY}: advice spills fires on this added kernel")),
        "{d:#}"
    );
    let (out, _) = diff(
        &b.out_dir,
        &b.out_dir,
        &["--fail-on", "advice:spills"],
        &html,
    );
    assert_eq!(out.status.code(), Some(0), "{}", out.describe());
    let out = run(
        Command::new(aotspy_bin())
            .arg("diff")
            .arg(&b.out_dir)
            .arg(&b.out_dir)
            .args(["--fail-on", "advice:no-such-rule"]),
        RUN_TIMEOUT,
    );
    assert_ne!(out.status.code(), Some(0), "{}", out.describe());
    assert!(
        out.stderr.contains("no advice rule `no-such-rule`"),
        "{}",
        out.describe()
    );
}

/// docs/advice.md end to end: `isa/tests/kernels/advice/spills.cl` for dg2, built by this
/// stack's ocloc as it is and with `-ze-opt-large-register-file`, each run under `aotspy collect
/// --emulate dg2`. The default build gets the spill findings; in large GRF mode they are gone
/// (dg2's float4 values fit in 256 GRFs on both IGCs) and only occupancy's 4 threads per EU is
/// left, which `diff` says in its table and JSON, and `--fail-on advice:spills` guards.
#[test]
fn the_large_register_file_takes_the_spill_advice_away() {
    let scratch = Scratch::new("diff-advice-gone");
    let build = |name: &str, options: &[&str]| {
        let source = manifest_dir().join("../isa/tests/kernels/advice/spills.cl");
        zebin(&source, "dg2", &scratch.path("kernels"), name, options)
    };
    let collect = |zebin: &Path, name: &str| {
        let workload = Workload::new(CallPath::Link)
            .arg("--format")
            .arg("native")
            .arg("--module")
            .arg(zebin)
            .list(ListKind::Immediate)
            .launch("spills=3");
        let out_dir = run_dir(name);
        let output = run(
            aotspy_in_own_directory()
                .env("AOTSPY_CACHE", cache_dir())
                .args(["collect", "--emulate", "dg2", "--out"])
                .arg(&out_dir)
                .arg("--")
                .args(workload.command_line()),
            RUN_TIMEOUT,
        );
        assert!(output.status.success(), "{}", output.describe());
        Collection::load(&out_dir, output, expected_output(&[]))
    };
    let ids = |c: &Collection| -> Vec<String> {
        let k = c.kernel("spills");
        k.advice.iter().map(|f| f.id.to_string()).collect()
    };
    let a = collect(&build("spills", &[]), "diff-advice-dg2-default");
    let b = collect(
        &build("spills_large", &["-ze-opt-large-register-file"]),
        "diff-advice-dg2-large",
    );
    assert_eq!(ids(&a), ["spills", "fills-in-loop", "register-pressure"]);
    assert_eq!(ids(&b), ["occupancy"]);
    let isa = b.kernel("spills").isa.as_ref().unwrap();
    assert_eq!((isa.spill_sends, isa.fill_sends), (0, 0), "{isa:#?}");

    let html = scratch.path("d.html");
    let gone = "advice: +occupancy -spills -fills-in-loop -register-pressure";
    let (out, d) = diff(
        &a.out_dir,
        &b.out_dir,
        &["--fail-on", "spills,advice:spills"],
        &html,
    );
    assert_eq!(out.status.code(), Some(0), "{}", out.describe());
    let k = &d["kernels"][0];
    assert!(
        k["changes"].as_array().unwrap().iter().any(|c| c == gone),
        "{k:#}"
    );
    let table = run(
        Command::new(aotspy_bin())
            .arg("diff")
            .arg(&a.out_dir)
            .arg(&b.out_dir),
        RUN_TIMEOUT,
    );
    let row = table
        .stdout
        .lines()
        .find(|l| l.starts_with("spills "))
        .unwrap_or_else(|| panic!("{}", table.describe()));
    assert!(
        row.contains("grf: 128 -> 256;") && row.ends_with(gone),
        "the table says the advice is gone: {row}"
    );
    let (out, d) = diff(
        &b.out_dir,
        &a.out_dir,
        &["--fail-on", "advice:spills"],
        &html,
    );
    assert_eq!(out.status.code(), Some(1), "{}", out.describe());
    assert_eq!(d["failures"][0], "spills: advice spills now fires", "{d:#}");
}
