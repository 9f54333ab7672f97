//! A real Intel MPI job (modern stack only: impi-rt and mpi4py from PyPI in the root's
//! `/opt/oneapi`): `aotspy collect --emulate pvc -- mpiexec -n 4 python3 mpi_dpnp.py` with
//! `I_MPI_FABRICS=shm`. Hydra gives each rank `PMI_RANK`, `PMI_SIZE`, `MPI_LOCALRANKID` and
//! `MPI_LOCALNRANKS`; every rank must come out with its rank, world size and local rank, and
//! with per-kernel dispatches equal to those of a tracing-layer counter in the same rank.

use aotspy_tests::*;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, ExitStatus};

const RANKS: u32 = 4;
const LINE: &str = "mpi dpnp: 4 ranks, rank r ran r + 1 rounds of 1024 float32";

#[test]
#[ignore = "modern stack only: needs impi-rt, mpi4py and dpnp from PyPI"]
fn intel_mpi_ranks_have_their_rank_world_size_and_local_rank() {
    require_modern_stack();
    let name = "intel-mpi-4-ranks";
    let out_dir = run_dir(name);
    let counter_dir = build_dir().join("runs").join(format!("{name}.counter"));
    let _ = fs::remove_dir_all(&counter_dir);
    fs::create_dir_all(&counter_dir).unwrap();
    // The counter is preloaded into the ranks only (the shell each rank execs adds it), never
    // into mpiexec or Hydra's proxies.
    let command: Vec<OsString> = [
        format!("{ONEAPI_VENV}/bin/mpiexec"),
        "-n".into(),
        RANKS.to_string(),
        "sh".into(),
        "-c".into(),
        r#"LD_PRELOAD="$LD_PRELOAD:$ZE_COUNTER_LIB" exec "$@""#.into(),
        "sh".into(),
        "python3".into(),
        python_script("mpi_dpnp.py").display().to_string(),
    ]
    .map(OsString::from)
    .to_vec();
    let output = run(
        Command::new(aotspy_bin())
            .env("AOTSPY_CACHE", cache_dir())
            .env("I_MPI_FABRICS", "shm")
            .env("ZE_ENABLE_TRACING_LAYER", "1")
            .env("ZE_COUNTER_DIR", &counter_dir)
            .env("ZE_COUNTER_LIB", &oneapi_artifacts().counter)
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(&out_dir)
            .arg("--")
            .args(&command),
        RUN_TIMEOUT,
    );
    let c = Collection::load(
        &out_dir,
        output,
        RunOutput {
            command: format!("(rank 0 prints) {LINE}"),
            status: ExitStatus::from_raw(0),
            stdout: format!("{LINE}\n"),
            stderr: String::new(),
        },
    );
    if !c.output.status.success() || !c.output.stdout.contains(LINE) {
        c.fail("the MPI job should exit 0 with rank 0's line on stdout");
    }
    let mut ranks: Vec<_> = c
        .processes()
        .iter()
        .map(|p| {
            (
                p.rank,
                p.rank_variable.as_deref(),
                p.world_size,
                p.local_rank,
            )
        })
        .collect();
    ranks.sort();
    let expected: Vec<_> = (0..RANKS)
        .map(|r| (Some(r), Some("PMI_RANK"), Some(RANKS), Some(r)))
        .collect();
    if ranks != expected {
        c.fail(&format!(
            "(rank, variable, world size, local rank) should be {expected:?}, are {ranks:?}"
        ));
    }
    let census = c
        .report
        .ranks
        .clone()
        .unwrap_or_else(|| c.fail("no rank census"));
    let host = &c.processes()[0].hostname;
    let hosts: Vec<(&str, &[u32])> = census
        .hosts
        .iter()
        .map(|h| (h.hostname.as_str(), &h.ranks[..]))
        .collect();
    if (
        census.world_size,
        &census.ranks_seen[..],
        &census.missing_ranks[..],
        &hosts[..],
    ) != (
        Some(RANKS),
        &[0, 1, 2, 3][..],
        &[][..],
        &[(host.as_str(), &[0, 1, 2, 3][..])][..],
    ) {
        c.fail("census should be ranks 0-3 of 4 on one host, none missing");
    }
    let line = format!("ranks 0-3 of 4 on 1 host (0-3 on {host})");
    if !c.output.stdout.lines().any(|l| l == line) {
        c.fail(&format!("stdout should say `{line}`"));
    }

    // Each rank's dispatches per kernel name = its own counter's (one file per pid).
    let mut dispatched_by_rank = BTreeMap::new();
    for process in c.processes() {
        let counts = fs::read_to_string(counter_dir.join(format!("{}.counts", process.pid)))
            .unwrap_or_else(|e| c.fail(&format!("no counter file for pid {}: {e}", process.pid)));
        let mut truth: BTreeMap<String, u64> = BTreeMap::new();
        for ((kernel, _), n) in CounterCounts::parse(&counts).dispatches {
            *truth.entry(kernel).or_default() += n;
        }
        let mut got: BTreeMap<String, u64> = BTreeMap::new();
        for kernel in &process.kernels {
            *got.entry(kernel.name.clone()).or_default() += kernel.dispatches;
        }
        if truth.is_empty() || got != truth {
            c.fail(&format!(
                "rank {:?} (pid {}): aotspy {got:?}, counter {truth:?}",
                process.rank, process.pid
            ));
        }
        dispatched_by_rank.insert(process.rank.unwrap(), got.values().sum::<u64>());
    }
    // Rank r ran r + 1 rounds of sin and add, after one arange: 2 (r + 1) + 1 dispatches.
    let totals: Vec<u64> = dispatched_by_rank.into_values().collect();
    if totals != [3, 5, 7, 9] {
        c.fail(&format!(
            "per-rank dispatches should be 3, 5, 7, 9: {totals:?}"
        ));
    }
}
