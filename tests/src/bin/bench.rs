//! The parts of `scripts/bench` that run aotspy on workloads and read its reports, in Rust so
//! that every report is read through its types (`aotspy-report`, validated against
//! docs/report.schema.json first), never by key. `scripts/bench` builds the workspace and calls
//! this with `AOTSPY_BIN_DIR` set to the build it measures:
//!
//!   bench collector [--check]   what `aotspy collect` and `aotspy report` cost on the oneAPI
//!                               stack (modern stack only), one row per step of each of [`CASES`]
//!   bench many-modules DIR      "KERNELS MODULES DISPATCHES" of DIR/report.json for
//!                               `scripts/bench report` (KERNELS is -1 unless every kernel has
//!                               one dispatch and its ASM)
//!   bench size-stats DIR        the counts line of `scripts/bench size`
//!
//! A workload case of the collector benchmark is one entry of [`CASES`]: its script in
//! `tests/python/`, and its steps (plain, under `collect` with some caches empty, `report` of its
//! run), each with the target it is held to.

use aotspy_tests::schema::{Disassembly, Report};
use aotspy_tests::{python_script, read_report, release_dir, EMULATE_ENV};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args[..] {
        ["collector"] => collector(false),
        ["collector", "--check"] => collector(true),
        ["many-modules", dir] => {
            let report = report_of(Path::new(dir));
            let exact = report
                .kernels
                .iter()
                .all(|k| k.dispatches == 1 && k.asm.is_some());
            let kernels = if exact {
                report.stats.kernels_listed as i64
            } else {
                -1
            };
            println!(
                "{kernels} {} {}",
                report.stats.modules, report.stats.dispatches
            );
            ExitCode::SUCCESS
        }
        ["size-stats", dir] => {
            let s = report_of(Path::new(dir)).stats;
            print!(
                "{} kernels listed of {} created, {} dispatches, {} modules; ",
                s.kernels_listed, s.kernels_created, s.dispatches, s.modules
            );
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("usage: bench collector [--check] | many-modules DIR | size-stats DIR");
            ExitCode::from(64)
        }
    }
}

fn report_of(dir: &Path) -> Report {
    read_report(&dir.join("report.json"))
}

/// A workload of the collector benchmark and the steps measured on it.
struct Case {
    /// Short name, for file names and the summary line.
    name: &'static str,
    /// The table's WORKLOAD column.
    label: &'static str,
    /// In `tests/python/`, run with `python`.
    script: &'static str,
    /// The interpreter: the modern root's python3, or a venv's.
    python: &'static str,
    /// What the workload's environment adds (plain and collect alike).
    env: &'static [(&'static str, &'static str)],
    steps: &'static [Step],
}

struct Step {
    /// The table's RUN column.
    label: &'static str,
    kind: Kind,
    target: Option<Target>,
}

/// What a step runs. Each case has a cache of its own, warmed (scan and ASM) by one `collect` of
/// the workload before the measured runs; the collects that use it write their report to the
/// case's run directory, which the `report` steps render again.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// The workload alone, with the NEO keys `collect --emulate pvc` sets.
    Plain,
    /// `collect --emulate pvc` with a cache of its own, empty at each run.
    CollectCachesEmpty,
    /// `collect` with the case's cache, its scan cache emptied before each run (ASM warm).
    CollectScanEmpty,
    /// `collect` with the case's cache, its ASM cache emptied before each run (scan warm).
    CollectAsmEmpty,
    /// `collect` with the case's cache, every part of it warm.
    CollectWarm,
    /// `aotspy report` of the case's run, the ASM cache emptied before each run.
    ReportAsmEmpty,
    /// `aotspy report` of the case's run, caches warm.
    ReportWarm,
}

/// A target a step is held to: its best wall time against the plain run's best, or in ms; or its
/// median wall time and median CPU time against the plain run's medians (issue 40).
#[derive(Clone, Copy)]
enum Target {
    AtMostTimesPlain(f64),
    UnderTimesPlain(f64),
    AtMostMs(u64),
    MediansAtMostTimesPlain { wall: f64, cpu: f64 },
}

impl Target {
    fn shown(self) -> String {
        match self {
            Target::AtMostTimesPlain(r) => format!("<= {r}"),
            Target::UnderTimesPlain(r) => format!("< {r:.2}"),
            Target::AtMostMs(ms) => format!("<= {ms} ms"),
            Target::MediansAtMostTimesPlain { wall, cpu } => {
                format!("median wall <= {wall}, median CPU <= {cpu}")
            }
        }
    }

    fn met(self, step: &Summary, plain: &Summary) -> bool {
        let best = ratio(step.best, plain.best);
        match self {
            Target::AtMostTimesPlain(r) => best <= r,
            Target::UnderTimesPlain(r) => best < r,
            Target::AtMostMs(ms) => step.best <= ms,
            Target::MediansAtMostTimesPlain { wall, cpu } => {
                ratio(step.median, plain.median) <= wall
                    && ratio(step.cpu_median, plain.cpu_median) <= cpu
            }
        }
    }
}

/// The workloads of `scripts/bench collector`. Device-less pvc; the runs of plain and collect
/// steps are interleaved, one of each per round for COLLECTOR_BENCH_REPS rounds (default 5): on
/// a VM whose speed drifts by 10-20% over minutes, runs taken one setup after the other compared
/// one minute with the next. The report steps run after the rounds.
const CASES: &[Case] = &[
    Case {
        name: "gemm",
        label: "oneMKL GEMM (dpnp_gemm.py)",
        script: "dpnp_gemm.py",
        python: "python3",
        env: &[],
        steps: &[
            Step {
                label: "plain",
                kind: Kind::Plain,
                target: None,
            },
            Step {
                label: "collect, every cache empty",
                kind: Kind::CollectCachesEmpty,
                target: Some(Target::AtMostTimesPlain(1.15)),
            },
            Step {
                label: "collect, scan cache empty, ASM warm",
                kind: Kind::CollectScanEmpty,
                target: Some(Target::AtMostTimesPlain(1.3)),
            },
            Step {
                label: "aotspy report, caches warm",
                kind: Kind::ReportWarm,
                target: Some(Target::UnderTimesPlain(0.10)),
            },
        ],
    },
    Case {
        name: "dpnp",
        label: "dpnp, 111 operations (dpnp_many_ops.py)",
        script: "dpnp_many_ops.py",
        python: "python3",
        env: &[],
        steps: &[
            Step {
                label: "plain",
                kind: Kind::Plain,
                target: None,
            },
            Step {
                label: "collect, ASM cache empty",
                kind: Kind::CollectAsmEmpty,
                target: Some(Target::AtMostTimesPlain(1.15)),
            },
            Step {
                label: "aotspy report, ASM cache empty",
                kind: Kind::ReportAsmEmpty,
                target: None,
            },
            Step {
                label: "aotspy report, caches warm",
                kind: Kind::ReportWarm,
                target: Some(Target::AtMostMs(90)),
            },
        ],
    },
    // Issue 40: a real ML framework, JAX 0.11.2 on Intel's oneAPI PJRT plugin (the modern root's
    // /opt/jax), training a small MLP for three steps (138 modules of one kernel each, call
    // sites in a 521 MB plugin). Held to medians, wall and CPU (the program's and everything
    // aotspy runs): `scripts/bench-jax --breakdown` says where the difference goes.
    Case {
        name: "jax",
        label: "JAX MLP, 3 steps (callsite_jax.py)",
        script: "callsite_jax.py",
        python: "/opt/jax/bin/python",
        env: &[
            ("LD_LIBRARY_PATH", "/opt/jax/lib"),
            ("JAX_PLATFORMS", "oneapi"),
        ],
        steps: &[
            Step {
                label: "plain",
                kind: Kind::Plain,
                target: None,
            },
            Step {
                label: "collect, caches warm",
                kind: Kind::CollectWarm,
                target: Some(Target::MediansAtMostTimesPlain {
                    wall: 1.05,
                    cpu: 1.10,
                }),
            },
            Step {
                label: "collect, every cache empty",
                kind: Kind::CollectCachesEmpty,
                target: Some(Target::MediansAtMostTimesPlain {
                    wall: 1.10,
                    cpu: 1.25,
                }),
            },
        ],
    },
];

/// One timed run: wall time and the CPU time (user + system) of the command and its children,
/// in ms. On 2 cores, work moved into the background shows as CPU time.
#[derive(Clone, Copy)]
struct Timing {
    wall: u64,
    cpu: u64,
    /// For a collect, its CPU split as `AOTSPY_TIMINGS=1` says it: the program's own and
    /// aotspy's in all, in ms.
    split: Option<(u64, u64)>,
}

/// The program's CPU and aotspy's in all from collect's `aotspy: cpu:` line (`AOTSPY_TIMINGS`).
fn cpu_split(output: &str) -> Option<(u64, u64)> {
    let line = output
        .lines()
        .find_map(|l| l.strip_prefix("aotspy: cpu: "))?;
    // Not the per-phase list after it, which has a `workload` phase of its own.
    let line = line.split(", by phase: ").next()?;
    let ms = |name: &str| -> Option<u64> {
        let rest = line.split(", ").find_map(|part| part.strip_prefix(name))?;
        rest.trim()
            .strip_suffix(" ms")?
            .parse::<f64>()
            .ok()
            .map(|v| v as u64)
    };
    Some((ms("workload ")?, ms("aotspy in all ")?))
}

/// The best wall time, the CPU time of that run, the median wall time and the median CPU time.
struct Summary {
    best: u64,
    cpu: u64,
    median: u64,
    cpu_median: u64,
}

fn median(mut values: Vec<u64>) -> u64 {
    values.sort_unstable();
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2
    }
}

fn summary(timings: &[Timing]) -> Summary {
    let mut sorted = timings.to_vec();
    sorted.sort_by_key(|t| (t.wall, t.cpu));
    Summary {
        best: sorted[0].wall,
        cpu: sorted[0].cpu,
        median: median(timings.iter().map(|t| t.wall).collect()),
        cpu_median: median(timings.iter().map(|t| t.cpu).collect()),
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    a as f64 / b as f64
}

/// The work directory, removed when the benchmark ends.
struct Work {
    dir: PathBuf,
    asides: std::cell::Cell<u32>,
}

impl Work {
    /// `target/bench-collector/<pid>`, where the file system puts it away from what was
    /// deleted lately. This VM's root is an ext4 without a journal, which skips every inode
    /// deleted in the last 60-360 s when it allocates one, looking each up (see
    /// [`Work::aside`]), and new files go to their directory's block group: in the modern
    /// root's `/tmp`, minutes after the tests had deleted thousands of files there, 400 new
    /// files cost 241-278 ms of system time, and a warm JAX collect (282 new files: its
    /// report's modules and listings) cost aotspy 268-305 ms of CPU against 110 elsewhere;
    /// under `target/`, each run of this benchmark deleting its directory at the end raised
    /// the next one's (warm 110, 170, 215, 265 ms in four runs in a row). The parent is marked
    /// as the top of a directory tree (`FS_TOPDIR_FL`, `chattr +T`), so that ext4 spreads each
    /// run's directory to a block group of its own choosing (400 new files: 12-13 ms there,
    /// 122-295 ms beside it); elsewhere the flag is refused and changes nothing.
    /// docs/performance.md, "Fifth round".
    fn new() -> Work {
        let base = aotspy_tests::target_dir().join("bench-collector");
        std::fs::create_dir_all(&base).expect("create the bench's work directory");
        mark_top_directory(&base);
        let dir = base.join(std::process::id().to_string());
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create the bench's work directory");
        Work {
            dir,
            asides: std::cell::Cell::new(0),
        }
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.dir.join(rel)
    }

    /// Empties a cache or report directory for the next run by moving it out of the way
    /// (removed with the rest of the work directory at the end). Not deleted: on a file system
    /// without a journal (this VM's root) ext4 skips the inodes deleted in the last 60-360 s
    /// (fs/ext4/ialloc.c, recently_deleted) when it allocates one, looking each up, and a
    /// collect run just after `rm -rf` of an ASM cache spent 150-270 ms instead of about 50
    /// creating its files (see docs/performance.md).
    fn aside(&self, path: &Path) {
        if path.exists() {
            let aside = self.path("aside");
            std::fs::create_dir_all(&aside).unwrap();
            self.asides.set(self.asides.get() + 1);
            std::fs::rename(path, aside.join(self.asides.get().to_string())).unwrap();
        }
    }
}

/// `FS_TOPDIR_FL` (linux/fs.h): ext4's Orlov allocator spreads this directory's
/// subdirectories over block groups, as it does the root's.
const FS_TOPDIR_FL: libc::c_int = 0x0002_0000;

/// Sets `FS_TOPDIR_FL` on `dir`, where the file system takes it (ext2/3/4); nothing otherwise.
fn mark_top_directory(dir: &Path) {
    use std::os::fd::AsRawFd;
    let Ok(handle) = std::fs::File::open(dir) else {
        return;
    };
    // An int, whatever the ioctl's number says (the kernel's ioctl_getflags/setflags).
    let mut flags: libc::c_int = 0;
    // SAFETY: both ioctls read or write one int through the pointer, on an open directory.
    unsafe {
        if libc::ioctl(handle.as_raw_fd(), libc::FS_IOC_GETFLAGS, &mut flags) == 0 {
            flags |= FS_TOPDIR_FL;
            libc::ioctl(handle.as_raw_fd(), libc::FS_IOC_SETFLAGS, &flags);
        }
    }
}

impl Drop for Work {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Runs `cmd` in the work directory (NEO may dump zebins into the working directory under
/// collect), its output to a file; exits the benchmark with that output when it fails.
fn timed(work: &Work, cmd: &mut Command) -> Timing {
    let out = work.path("out");
    let file = std::fs::File::create(&out).unwrap();
    cmd.current_dir(&work.dir)
        .stdin(Stdio::null())
        .stdout(file.try_clone().unwrap())
        .stderr(file);
    let before = children_cpu_ms();
    let start = Instant::now();
    let status = cmd.status().expect("start a benchmark command");
    let wall = start.elapsed().as_millis() as u64;
    if !status.success() {
        eprintln!("bench collector: failed: {cmd:?}");
        eprintln!("{}", std::fs::read_to_string(&out).unwrap_or_default());
        std::process::exit(1);
    }
    Timing {
        wall,
        cpu: children_cpu_ms() - before,
        split: cpu_split(&std::fs::read_to_string(&out).unwrap_or_default()),
    }
}

/// User and system CPU time of every child waited for so far, in ms.
fn children_cpu_ms() -> u64 {
    // SAFETY: getrusage fills the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    let ms = |t: libc::timeval| t.tv_sec as u64 * 1000 + t.tv_usec as u64 / 1000;
    ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// Where a case's files are, and the commands of its steps.
struct CaseDirs<'a> {
    work: &'a Work,
    case: &'a Case,
    script: PathBuf,
    /// The case's cache, warmed by its first collect.
    cache: PathBuf,
    /// The report of the runs with the case's cache, which the report steps render again.
    run: PathBuf,
    /// The report of the runs with every cache empty, and their cache.
    cold_run: PathBuf,
    cold_cache: PathBuf,
    /// Where the report steps write.
    again: PathBuf,
}

impl CaseDirs<'_> {
    fn plain(&self) -> Command {
        let mut cmd = Command::new(self.case.python);
        cmd.env_remove("LD_PRELOAD")
            .envs(self.case.env.iter().copied())
            .envs(EMULATE_ENV.iter().copied());
        cmd.arg(&self.script);
        cmd
    }

    fn collect(&self, cache: &Path, out: &Path) -> Command {
        let mut cmd = Command::new(release_dir().join("aotspy"));
        cmd.env("AOTSPY_CACHE", cache)
            // Only a line more on stderr: where each run's CPU went (see `cpu_split`).
            .env("AOTSPY_TIMINGS", "1")
            .envs(self.case.env.iter().copied())
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(out)
            .args(["--", self.case.python])
            .arg(&self.script);
        cmd
    }

    fn report(&self) -> Command {
        let mut cmd = Command::new(release_dir().join("aotspy"));
        cmd.env("AOTSPY_CACHE", &self.cache)
            .args(["report", "--out"])
            .arg(&self.again)
            .arg(&self.run);
        cmd
    }

    /// Puts aside what the run of `kind` must find empty, then runs it.
    fn step(&self, kind: Kind) -> Timing {
        let work = self.work;
        let mut cmd = match kind {
            Kind::Plain => self.plain(),
            Kind::CollectCachesEmpty => {
                work.aside(&self.cold_cache);
                work.aside(&self.cold_run);
                self.collect(&self.cold_cache, &self.cold_run)
            }
            Kind::CollectScanEmpty | Kind::CollectAsmEmpty => {
                let emptied = if kind == Kind::CollectScanEmpty {
                    "scan"
                } else {
                    "asm"
                };
                work.aside(&self.cache.join(emptied));
                work.aside(&self.run);
                self.collect(&self.cache, &self.run)
            }
            Kind::ReportAsmEmpty => {
                work.aside(&self.cache.join("asm"));
                self.report()
            }
            Kind::CollectWarm => {
                work.aside(&self.run);
                self.collect(&self.cache, &self.run)
            }
            Kind::ReportWarm => self.report(),
        };
        timed(work, &mut cmd)
    }
}

fn is_report(kind: Kind) -> bool {
    matches!(kind, Kind::ReportAsmEmpty | Kind::ReportWarm)
}

/// What a case's reports say of the work done, for the line under the table.
fn case_facts(case: &Case, dirs: &CaseDirs) -> String {
    let mut facts = Vec::new();
    for step in case.steps {
        let dir = match step.kind {
            Kind::CollectCachesEmpty => &dirs.cold_run,
            Kind::CollectScanEmpty | Kind::CollectAsmEmpty | Kind::CollectWarm => &dirs.run,
            Kind::ReportWarm | Kind::ReportAsmEmpty => &dirs.again,
            Kind::Plain => continue,
        };
        let report = report_of(dir);
        let s = &report.stats;
        if is_report(step.kind) {
            facts.push(format!(
                "{}: {} files rescanned",
                step.label, s.provenance.files_scanned
            ));
            continue;
        }
        let during = report
            .modules
            .iter()
            .filter(|m| {
                matches!(
                    m.disassembly,
                    Disassembly::Ran {
                        during_run: true,
                        ..
                    }
                )
            })
            .count();
        facts.push(format!(
            "{}: {} modules, disassembled {} in-process ({during} while the workload ran) and {} \
             by ocloc; {} mapped executable files, {} indexed while the workload ran and {} \
             scanned after it",
            step.label,
            s.modules,
            s.asm_in_process,
            s.ocloc_runs,
            s.provenance.files_considered,
            s.provenance.files_scanned_during_run,
            s.provenance.files_scanned,
        ));
    }
    format!("{}: {}.", case.name, facts.join("; "))
}

fn collector(check: bool) -> ExitCode {
    let has_dpnp = Command::new("python3")
        .args(["-c", "import dpnp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !has_dpnp {
        eprintln!(
            "bench collector: no dpnp here; run it as scripts/stack modern -- scripts/bench collector"
        );
        return ExitCode::FAILURE;
    }
    let reps: usize = std::env::var("COLLECTOR_BENCH_REPS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(5);
    let work = Work::new();
    // COLLECTOR_BENCH_CASES=jax,gemm: only those cases (by name).
    let only = std::env::var("COLLECTOR_BENCH_CASES").ok();
    let chosen: Vec<&Case> = CASES
        .iter()
        .filter(|case| {
            only.as_deref()
                .is_none_or(|only| only.split(',').any(|name| name == case.name))
        })
        .collect();
    let cases: Vec<CaseDirs> = chosen
        .iter()
        .map(|&case| CaseDirs {
            work: &work,
            case,
            script: python_script(case.script),
            cache: work.path(&format!("{}-cache", case.name)),
            run: work.path(&format!("{}-run", case.name)),
            cold_run: work.path(&format!("{}-cold-run", case.name)),
            cold_cache: work.path(&format!("{}-empty-cache", case.name)),
            again: work.path(&format!("{}-again", case.name)),
        })
        .collect();

    println!("bench collector: warming the driver's compiler cache");
    for dirs in &cases {
        // Its outcome is the measured runs' business.
        let _ = dirs
            .plain()
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }

    let mut rows = Vec::new();
    let mut all_met = true;
    let mut facts = Vec::new();
    for (&case, dirs) in chosen.iter().zip(&cases) {
        let rounds: Vec<&Step> = case.steps.iter().filter(|s| !is_report(s.kind)).collect();
        println!(
            "bench collector: {} ({reps} rounds of {} setups)",
            case.name,
            rounds.len()
        );
        // The case's cache warm: a run's scan and ASM.
        timed(&work, &mut dirs.collect(&dirs.cache, &dirs.run));
        let mut timings: Vec<Vec<Timing>> = vec![Vec::new(); case.steps.len()];
        for round in 1..=reps {
            for (i, step) in case.steps.iter().enumerate() {
                if !is_report(step.kind) {
                    let timing = dirs.step(step.kind);
                    // Each run as it ends: on a machine whose speed drifts, the rounds say
                    // whether a median is worth more than its neighbours.
                    let split = timing.split.map_or(String::new(), |(program, aotspy)| {
                        format!(" (the program {program} ms, aotspy {aotspy} ms)")
                    });
                    eprintln!(
                        "bench collector: {} round {round}: {}: wall {} ms, CPU {} ms{split}",
                        case.name, step.label, timing.wall, timing.cpu
                    );
                    timings[i].push(timing);
                }
            }
        }
        for (i, step) in case.steps.iter().enumerate() {
            if is_report(step.kind) {
                for _ in 0..reps {
                    timings[i].push(dirs.step(step.kind));
                }
            }
        }
        let summaries: Vec<Summary> = timings.iter().map(|t| summary(t)).collect();
        let plain = case
            .steps
            .iter()
            .position(|s| s.kind == Kind::Plain)
            .map(|i| &summaries[i])
            .expect("every case has a plain step");
        for (i, step) in case.steps.iter().enumerate() {
            let s = &summaries[i];
            let (target, verdict) = match step.target {
                Some(target) => {
                    let met = target.met(s, plain);
                    all_met &= met;
                    (target.shown(), if met { "met" } else { "NOT met" })
                }
                None => (String::new(), ""),
            };
            rows.push(format!(
                "| {} | {} | {} ms | {} ms | {} ms | {} ms | {:.2} | {:.2} | {:.2} | {target} | {verdict} |",
                if i == 0 { case.label } else { "" },
                step.label,
                s.best,
                s.median,
                s.cpu,
                s.cpu_median,
                ratio(s.best, plain.best),
                ratio(s.median, plain.median),
                ratio(s.cpu_median, plain.cpu_median),
            ));
        }
        facts.push(case_facts(case, dirs));
    }

    println!();
    println!(
        "| workload | run | best wall ({reps} runs) | median wall | CPU of the best run | median CPU | vs plain, best | vs plain, median | CPU vs plain, medians | target | |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|");
    for row in rows {
        println!("{row}");
    }
    println!();
    for line in facts {
        println!("{line}");
    }
    println!(
        "({} cores, load {}; device-less pvc)",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        std::fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|l| l.split_whitespace().next().map(str::to_owned))
            .unwrap_or_default(),
    );
    if check && !all_met {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
