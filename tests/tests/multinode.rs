//! Multi-node jobs through `aotspy collect --spool DIR`: ranks on other hosts, simulated as UTS
//! namespaces (their own hostname) with a mount namespace that hides this node's
//! `/tmp/aotspy-<uid>` (so, as on a real remote node, the collector's socket is not there and
//! they spool into DIR), are merged with the ranks that reached the socket, each counted once;
//! the report counts ranks and hosts against the launcher's world size and names a missing
//! rank; a DIR others could tamper with is refused before the job starts. Needs root (unshare).

use aotspy_tests::schema::{Warning, WarningKind};
use aotspy_tests::*;
use std::ffi::OsString;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// `sh -c` text for `argv`, each word single-quoted.
fn quoted(argv: &[OsString]) -> String {
    argv.iter()
        .map(|a| format!("'{}'", a.to_string_lossy().replace('\'', r"'\''")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// How each rank is started: what Intel MPI's Hydra sets for one rank per node.
fn intel_mpi_rank(rank: u32, world_size: u32) -> String {
    format!("PMI_RANK={rank} PMI_SIZE={world_size} MPI_LOCALRANKID=0 MPI_LOCALNRANKS=1")
}

/// Where a rank runs: this node (it reaches the collector's socket) or a simulated remote host.
enum Host {
    Here,
    Remote(&'static str),
}

/// The shell line that starts `workload` as `rank` of `world_size` on `host`. A remote host is
/// a UTS namespace named `host` whose mount namespace has an empty tmpfs over this node's
/// `/tmp/aotspy-<uid>`, where the collector's socket is.
fn rank_line(host: &Host, rank: u32, world_size: u32, workload: &Workload) -> String {
    let start = format!(
        "env {} {}",
        intel_mpi_rank(rank, world_size),
        quoted(&workload.command_line())
    );
    match host {
        Host::Here => start,
        Host::Remote(name) => {
            let inner = format!(
                "hostname {name} && mount -t tmpfs -o size=1m,mode=0700 tmpfs {} && exec {start}",
                user_dir().display()
            );
            // The modern root's `/` is no mount point whose propagation could change, and every
            // mount there is private already (scripts/stack): the tmpfs is this host's alone.
            let propagation = if on_modern_stack() {
                "unchanged"
            } else {
                "private"
            };
            format!(
                "unshare --uts --mount --propagation {propagation} -- sh -c {}",
                quoted(&[inner.into()])
            )
        }
    }
}

fn user_dir() -> PathBuf {
    // SAFETY: getuid has no preconditions.
    aotspy_proto::user_dir(unsafe { libc::getuid() })
}

fn this_host() -> String {
    fs::read_to_string("/proc/sys/kernel/hostname")
        .unwrap()
        .trim()
        .to_owned()
}

/// Rank `rank`'s workload: `scale` launched rank + 1 times, so every count says whose it is.
fn workload(rank: u32) -> Workload {
    Workload::new(CallPath::Link)
        .module(VECTOR_OPS, Form::Zebin)
        .launch(&format!("scale={}", rank + 1))
}

/// Runs `ranks` (host, rank) of a world of `world_size` one after the other from one shell, as
/// a launcher would, under `aotspy collect --spool spool`.
fn collect_job(name: &str, spool: &Path, world_size: u32, ranks: &[(Host, u32)]) -> Collection {
    let script = ranks
        .iter()
        .map(|(host, rank)| rank_line(host, *rank, world_size, &workload(*rank)))
        .collect::<Vec<_>>()
        .join(" && ");
    let command: Vec<OsString> = vec!["/bin/sh".into(), "-c".into(), script.into()];
    let alone: Vec<RunOutput> = ranks
        .iter()
        .map(|(_, rank)| workload(*rank).run_standalone_expect(0))
        .collect();
    let spool_arg = format!("--spool={}", spool.display());
    collect_command(
        name,
        &[&spool_arg],
        &command,
        expected_output(&alone.iter().collect::<Vec<_>>()),
        Outcome::Exit(0),
    )
}

/// Each kernel entry's per-rank dispatches as (host, rank, dispatches).
fn by_rank(c: &Collection) -> Vec<(String, u32, u64)> {
    c.kernel(SCALE)
        .dispatches_by_rank
        .iter()
        .map(|r| (r.hostname.clone(), r.rank, r.dispatches))
        .collect()
}

/// The one run directory aotspy made in `spool`.
fn run_spool(c: &Collection, spool: &Path) -> PathBuf {
    match &files_in(spool)[..] {
        [one] => one.clone(),
        other => c.fail(&format!(
            "expected one run directory in {spool:?}, found {other:?}"
        )),
    }
}

/// World of 3: rank 0 on this node (through the socket), ranks 1 and 2 on node1 and node2
/// (spooled). One report with every rank once, under its own host.
#[test]
fn ranks_on_other_hosts_are_merged_with_the_local_ones() {
    let scratch = Scratch::new("multinode");
    let spool = scratch.path("shared");
    fs::create_dir(&spool).unwrap();
    let c = collect_job(
        "multinode-merged",
        &spool,
        3,
        &[
            (Host::Here, 0),
            (Host::Remote("node1"), 1),
            (Host::Remote("node2"), 2),
        ],
    );
    let here = this_host();
    let mut expected = vec![
        (here.clone(), 0, 1),
        ("node1".to_owned(), 1, 2),
        ("node2".to_owned(), 2, 3),
    ];
    expected.sort();
    if by_rank(&c) != expected {
        c.fail(&format!("scale per rank should be {expected:?}"));
    }
    c.assert_dispatches(&[(SCALE, 6)]);
    let census = c
        .report
        .ranks
        .clone()
        .unwrap_or_else(|| c.fail("no rank census"));
    let mut hosts: Vec<(String, Vec<u32>)> = vec![
        (here.clone(), vec![0]),
        ("node1".into(), vec![1]),
        ("node2".into(), vec![2]),
    ];
    hosts.sort();
    let got_hosts: Vec<(String, Vec<u32>)> = census
        .hosts
        .iter()
        .map(|h| (h.hostname.clone(), h.ranks.clone()))
        .collect();
    if (
        census.world_size,
        &census.world_sizes_announced[..],
        &census.ranks_seen[..],
        &census.missing_ranks[..],
        &got_hosts,
    ) != (Some(3), &[3][..], &[0, 1, 2][..], &[][..], &hosts)
    {
        c.fail(&format!("census should be ranks 0-2 of 3 on {hosts:?}"));
    }
    let mut processes: Vec<_> = c
        .processes()
        .iter()
        .map(|p| {
            (
                p.rank,
                p.hostname.clone(),
                p.rank_variable.as_deref(),
                p.world_size,
                p.local_rank,
            )
        })
        .collect();
    processes.sort();
    let want: Vec<_> = [
        (0, &here),
        (1, &"node1".to_owned()),
        (2, &"node2".to_owned()),
    ]
    .into_iter()
    .map(|(rank, host)| (Some(rank), host.clone(), Some("PMI_RANK"), Some(3), Some(0)))
    .collect();
    if processes != want {
        c.fail(&format!("processes should be {want:?}, are {processes:?}"));
    }
    if !c.report.warnings.is_empty() {
        c.fail("no warning expected: every rank came, each once");
    }
    let line = format!(
        "ranks 0-2 of 3 on 3 hosts ({})",
        hosts
            .iter()
            .map(|(h, r)| format!("{} on {h}", r[0]))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if !c.output.stdout.lines().any(|l| l == line) {
        c.fail(&format!("stdout should say `{line}`"));
    }
    if !c
        .output
        .stderr
        .contains("aotspy: merged 2 stream(s) spooled in ")
        || !c.output.stderr.contains("(from node1, node2)")
    {
        c.fail("stderr should say the 2 remote streams were merged, from node1 and node2");
    }
    // The remote ranks' streams stay in the run's own private directory; the counters files
    // there are gone once read. The report holds all three ranks' streams and counts.
    let run = run_spool(&c, &spool);
    assert_eq!(
        fs::metadata(&run).unwrap().permissions().mode() & 0o7777,
        0o700
    );
    let mut left: Vec<String> = files_in(&run)
        .iter()
        .map(|p| p.extension().unwrap().to_string_lossy().into_owned())
        .collect();
    left.sort();
    if left != ["aotspy", "aotspy"] {
        c.fail(&format!(
            "the run's spool should hold the 2 remote streams, holds {left:?}"
        ));
    }
    let kept = files_in(&c.out_dir.join("streams"));
    if kept.len() != 9 || streams_in(&c.out_dir.join("streams")).len() != 3 {
        c.fail(&format!(
            "streams/ should hold the 3 ranks' streams, counters and descriptions: {kept:?}"
        ));
    }
    // Rendered again from the report directory alone: the same census.
    let again = report(
        None,
        &[c.out_dir.as_path()],
        expected_output(&[&c.standalone]),
    );
    if again.report.ranks.as_ref() != Some(&census) {
        again.fail("re-rendering changed the census");
    }
}

/// World of 3, but only ranks 0 and 1 (on node0 and node1) ever start: rank 2 is named missing,
/// in report.json, the warning and the ranks line.
#[test]
fn a_rank_that_never_came_is_reported_missing() {
    let scratch = Scratch::new("multinode-missing");
    // Made by aotspy (0700), parents included.
    let spool = scratch.path("new/shared");
    let c = collect_job(
        "multinode-missing",
        &spool,
        3,
        &[(Host::Remote("node0"), 0), (Host::Remote("node1"), 1)],
    );
    assert_eq!(
        fs::metadata(&spool).unwrap().permissions().mode() & 0o7777,
        0o700
    );
    let expected = vec![("node0".to_owned(), 0, 1), ("node1".to_owned(), 1, 2)];
    if by_rank(&c) != expected {
        c.fail(&format!("scale per rank should be {expected:?}"));
    }
    let census = c
        .report
        .ranks
        .clone()
        .unwrap_or_else(|| c.fail("no rank census"));
    if (
        census.world_size,
        &census.ranks_seen[..],
        &census.missing_ranks[..],
    ) != (Some(3), &[0, 1][..], &[2][..])
    {
        c.fail("census should be ranks 0,1 of 3 with 2 missing");
    }
    let warning = Warning::new(
        WarningKind::RanksMissing,
        "rank 2 of a world of 3 sent nothing (2 of 3 seen: 0 on node0, 1 on node1): ranks on \
         other nodes spool on their own node unless `aotspy collect --spool DIR` names a \
         directory every node shares; a rank that never used Level Zero sends nothing",
    );
    if c.report.warnings != std::slice::from_ref(&warning) {
        c.fail(&format!("the one warning should be: {warning:?}"));
    }
    let line = "ranks 0,1 of 3 on 2 hosts (0 on node0, 1 on node1); missing 2";
    if !c.output.stdout.lines().any(|l| l == line) {
        c.fail(&format!("stdout should say `{line}`"));
    }
    if !c.output.stderr.contains(&warning.text) {
        c.fail("the warning should be on stderr too");
    }
    run_spool(&c, &spool);
}

/// A spool directory another user could write to (0777, not sticky) is refused before the
/// workload starts, saying what to do; nothing is made, neither there nor a report.
#[test]
fn a_spool_others_could_tamper_with_is_refused_before_the_job_starts() {
    let scratch = Scratch::new("multinode-refused");
    let spool = scratch.path("shared");
    fs::create_dir(&spool).unwrap();
    fs::set_permissions(&spool, fs::Permissions::from_mode(0o777)).unwrap();
    let marker = scratch.path("the-job-ran");
    let out_dir = scratch.path("report");
    let out = run(
        aotspy_in_own_directory()
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(&out_dir)
            .arg("--spool")
            .arg(&spool)
            .arg("--")
            .arg("touch")
            .arg(&marker),
        RUN_TIMEOUT,
    );
    let expected = format!(
        "aotspy: error: --spool {} is writable by other users (mode 777) and not sticky: another user \
         could swap this run's directory in it for their own; `chmod go-w {0}` or `chmod +t \
         {0}`, or make a directory of yours in it (`mkdir -m 700 {0}/$USER`) and give that",
        spool.display()
    );
    assert_eq!(out.status.code(), Some(1), "{}", out.describe());
    assert!(out.stderr.contains(&expected), "{}", out.describe());
    assert!(!marker.exists(), "the workload ran");
    assert!(!out_dir.exists(), "a report directory was made");
    assert_eq!(files_in(&spool), Vec::<PathBuf>::new());
    // Sticky, as a shared scratch directory is: accepted.
    fs::set_permissions(&spool, fs::Permissions::from_mode(0o1777)).unwrap();
    let out = run(
        aotspy_in_own_directory()
            .args(["collect", "--out"])
            .arg(&out_dir)
            .arg("--spool")
            .arg(&spool)
            .arg("--")
            .arg("touch")
            .arg(&marker),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    assert!(marker.exists());
    // Nothing spooled (touch never uses Level Zero): the run's directory is removed.
    assert_eq!(files_in(&spool), Vec::<PathBuf>::new());
}
