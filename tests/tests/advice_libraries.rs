//! The advice rules on the kernels real libraries dispatch (modern stack only): dpnp's
//! elementwise operations (`a + b`, `a * b` at three sizes; `sin(x) * y + x` with two
//! reductions), a oneMKL GEMM (`dpnp.matmul` on float32) and oneDNN's matmul (C API), run under
//! `aotspy collect --emulate pvc` and `bmg`. Each run's findings (kernel, rule, severity, the
//! numbers) are checked in under `tests/golden/advice/`, read once by a person (what was
//! concluded is in isa/RULES.md, "On real libraries"); `AOTSPY_BLESS=1` rewrites them.
//!
//! oneMKL may pick different GEMM kernels from one device-less run to the next (see
//! oneapi.rs), so a golden file holds a block per kernel: every kernel a run dispatched must have
//! its block, equal; only a run marked stable must also dispatch every kernel its file lists.
//! Besides the goldens, every finding is checked against the ISA it is about.

use aotspy_tests::schema::{KernelEntry, RuleId};
use aotspy_tests::*;
use std::collections::BTreeSet;
use std::ffi::OsString;
use std::fmt::Write as _;

fn python(script: &str) -> Vec<OsString> {
    vec![
        "python3".into(),
        python_script(script).into_os_string(),
        "2".into(),
    ]
}

/// One kernel's block: its name and what the rules read (dpas, spill and fill sends, GRFs),
/// then a line per finding with its severity, count, loop depth and numbers, in the rules'
/// order. Offsets are left out: the numbers say what fired.
fn block(kernel: &KernelEntry) -> String {
    let isa = kernel
        .isa
        .as_ref()
        .unwrap_or_else(|| panic!("{} dispatched without ISA", kernel.name));
    let mut text = format!(
        "{}  grf={} dpas={} spill_sends={} fill_sends={}\n",
        kernel.name,
        kernel.grf.map_or("-".into(), |g| g.to_string()),
        isa.mix.dpas,
        isa.spill_sends,
        isa.fill_sends
    );
    if kernel.advice.is_empty() {
        text.push_str("    -\n");
    }
    for f in &kernel.advice {
        let _ = write!(
            text,
            "    {} {} count={} loop_depth={}",
            f.id, f.severity, f.evidence.count, f.evidence.loop_depth
        );
        for (key, value) in &f.evidence.numbers {
            let _ = write!(text, " {key}={value}");
        }
        text.push('\n');
    }
    text
}

/// The checks a person made once, made on every run: a finding must agree with the ISA.
fn assert_defensible(kernel: &KernelEntry) {
    let isa = kernel.isa.as_ref().unwrap();
    for f in &kernel.advice {
        let ok = match f.id {
            RuleId::NoMatrixEngine => isa.mix.dpas == 0,
            RuleId::Spills => isa.spill_sends + isa.fill_sends > 0,
            RuleId::FillsInLoop => isa.fill_sends > 0 && !isa.loops.is_empty(),
            RuleId::AtomicsInLoop => isa.sends.atomic > 0 && !isa.loops.is_empty(),
            RuleId::BarrierInLoop => isa.sends.barrier > 0 && !isa.loops.is_empty(),
            RuleId::Int64IndexMath | RuleId::IntDivision | RuleId::GatherLoads => {
                !isa.loops.is_empty()
            }
            RuleId::PrivateMemory => kernel.private_bytes.unwrap_or(0) > 0,
            _ => true,
        };
        assert!(ok, "{} on {}: {f:#?}\n{isa:#?}", f.id, kernel.name);
    }
}

fn blocks_of(text: &str) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        if line.starts_with(' ') {
            let last = blocks.last_mut().expect("a kernel line first");
            last.push_str(line);
            last.push('\n');
        } else {
            blocks.push(format!("{line}\n"));
        }
    }
    blocks.sort();
    blocks
}

fn kernel_of(block: &str) -> &str {
    block.split_whitespace().next().unwrap()
}

const HEADER: &str = "\
# Advice findings on the kernels this workload dispatched (tests/tests/advice_libraries.rs;
# AOTSPY_BLESS=1 rewrites it). Per kernel: zeInfo's GRFs, the dpas, spill and fill sends of
# its ISA, then each finding: rule, severity, count, loop depth, numbers.
";

/// Collects `command` on `device`, checks every finding against the ISA, and compares the
/// findings with `tests/golden/advice/<name>.txt`.
fn check(name: &str, device: &str, command: Vec<OsString>, line: &str, stable: bool) {
    require_modern_stack();
    let run = collect_counted(&format!("advice-{name}"), device, &[], &command, line);
    let kernels = run.collection.kernels();
    assert!(!kernels.is_empty(), "{name}: no kernels");
    kernels.iter().for_each(assert_defensible);
    let mut got: Vec<String> = kernels.iter().map(block).collect();
    got.sort();
    let path = manifest_dir()
        .join("golden/advice")
        .join(format!("{name}.txt"));
    let golden = std::fs::read_to_string(&path).unwrap_or_default();
    let golden = blocks_of(&golden);
    let ran: BTreeSet<&str> = got.iter().map(|b| kernel_of(b)).collect();
    if std::env::var_os("AOTSPY_BLESS").is_some() {
        // A variable run keeps the blocks of kernels other runs dispatched.
        let mut all = got.clone();
        if !stable {
            all.extend(
                golden
                    .iter()
                    .filter(|b| !ran.contains(kernel_of(b)))
                    .cloned(),
            );
        }
        all.sort();
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, format!("{HEADER}\n{}", all.concat())).unwrap();
        return;
    }
    let expected: Vec<String> = golden
        .iter()
        .filter(|b| ran.contains(kernel_of(b)))
        .cloned()
        .collect();
    assert_eq!(
        got.concat(),
        expected.concat(),
        "{name}: the findings differ from {}",
        path.display()
    );
    if stable {
        assert_eq!(
            got.len(),
            golden.len(),
            "{name}: kernels in {}",
            path.display()
        );
    }
}

const ADD_MUL_LINE: &str = "dpnp add and multiply: 2 rounds of float32 at sizes 1000, 4096, 65536";
const ELEMENTWISE_LINE: &str = "dpnp elementwise+reduction: 2 rounds of 4096 float32";
const GEMM_LINE: &str = "dpnp matmul float32 256x128x64: 2 rounds";
const ONEDNN_LINE: &str = "onednn matmul 64x128x32: 2 executions";

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn dpnp_elementwise_advice_on_pvc_and_bmg() {
    for device in ["pvc", "bmg"] {
        let name = format!("dpnp-add-mul-{device}");
        check(&name, device, python("dpnp_add_mul.py"), ADD_MUL_LINE, true);
    }
    let command = python("dpnp_elementwise.py");
    check(
        "dpnp-elementwise-pvc",
        "pvc",
        command,
        ELEMENTWISE_LINE,
        true,
    );
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn onemkl_gemm_advice_on_pvc_and_bmg() {
    for device in ["pvc", "bmg"] {
        let name = format!("onemkl-gemm-{device}");
        check(&name, device, python("dpnp_gemm.py"), GEMM_LINE, false);
    }
}

#[test]
#[ignore = "modern stack only: needs the PyPI oneAPI stack and loader 1.3x's tracing layer"]
fn onednn_matmul_advice_on_pvc_and_bmg() {
    for device in ["pvc", "bmg"] {
        let command = vec![
            oneapi_artifacts().onednn_matmul.clone().into_os_string(),
            "2".into(),
        ];
        check(
            &format!("onednn-matmul-{device}"),
            device,
            command,
            ONEDNN_LINE,
            true,
        );
    }
}
