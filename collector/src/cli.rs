//! Command line, in the shape of py-spy and samply: `collect` records, `report` re-renders.

use clap::{Args, Parser, Subcommand};
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Parser, Debug)]
#[command(
    name = "aotspy",
    version,
    about = "Records which Intel GPU kernels a Level Zero program really ran, how often, and shows their GPU ISA.",
    after_help = "Environment:\n  AOTSPY_SOCKET   socket `collect` listens on without CMD (default /tmp/aotspy-<uid>/collector.sock)\n  AOTSPY_PRELOAD  libaotspy.so to inject (default: the one beside the aotspy executable)\n  AOTSPY_CACHE    disassembly cache root (default ${XDG_CACHE_HOME:-$HOME/.cache}/aotspy)\n  AOTSPY_OUT      where preloaded programs spool when no collector listens (default\n                  /tmp/aotspy-<uid>/spool); render those with `aotspy report DIR`"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run CMD under libaotspy.so, or without CMD listen for preloaded programs until Ctrl-C, then report.
    Collect(CollectArgs),
    /// Render a report from earlier runs: run directories, spool directories or .aotspy stream files.
    Report(ReportArgs),
    /// Print the ASM of a report's kernels, byte for byte as `ocloc disasm` wrote it (the
    /// listings the table's ASM column names), or write them all as .asm files.
    Asm(AsmArgs),
    /// Watch a running process until Ctrl-C, --duration or its exit, then report; it keeps
    /// running undisturbed. A process started without LD_PRELOAD=libaotspy.so gets it loaded
    /// with ptrace (same user or root), and only kernels that launch while attached are seen.
    Attach(AttachArgs),
    /// Watch a running process's kernels live, like `py-spy top`: dispatches per second, totals,
    /// where they were launched from, their ISA facts and advice, refreshed every second; at
    /// the end (q, Ctrl-C, the process's exit) write the report `attach` would. Not on a
    /// terminal: one JSON line per refresh.
    Top(TopArgs),
    /// List the processes running with libaotspy.so that you can attach to.
    Ps(PsArgs),
    /// List the Intel GPU device code embedded in binaries (kernels, targets, formats) and
    /// disassemble it, without running anything: the counterpart of `cuobjdump -lelf/-sass`.
    Extract(ExtractArgs),
    /// Check what works on this machine (driver or emulation, loader, ocloc and IGA per device
    /// family, ptrace, caches, leftover spools) and say what to do about what does not.
    Doctor(DoctorArgs),
    /// Remove spool files (streams, counters) of finished processes older than an age; never
    /// those of a process still running.
    Clean(CleanArgs),
    /// Compare two reports (or spools) kernel by kernel: added, removed, dispatches, SIMD, GRF,
    /// spills, instruction count and mix, with a side-by-side ISA diff in an HTML page.
    Diff(DiffArgs),
    /// Internal: initialize Level Zero and print the device count (`collect --emulate` runs
    /// it in a child to tell whether the driver's device-less mode works).
    #[command(hide = true)]
    ProbeDriver,
}

#[derive(Args, Debug)]
pub struct AsmArgs {
    /// A report directory (what `collect` or `report` wrote).
    #[arg(value_name = "REPORT")]
    pub report: PathBuf,

    /// Listings to print: a listing id (the table's ASM column), or a pattern that the mangled
    /// or demangled kernel name contains, or matches as a glob when it has `*`, `?` or `[`.
    /// None: list the report's listings.
    #[arg(value_name = "KERNEL")]
    pub kernels: Vec<String>,

    /// Write each selected listing (all without KERNEL) into DIR as `<id>.asm` instead.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct ExtractArgs {
    /// Only images for this GPU: an ocloc device name (pvc, dg2, dg2-g10, tgllp, …) or IP
    /// version (12.60.7). SPIR-V images are compiled for it with ocloc, showing what the driver's
    /// JIT would produce (labelled predicted).
    #[arg(long, value_name = "DEVICE")]
    pub device: Option<String>,

    /// Only kernels whose mangled or demangled name contains PATTERN, or matches it as a glob
    /// when it has `*`, `?` or `[`.
    #[arg(long, value_name = "PATTERN")]
    pub kernel: Option<String>,

    /// Write each listed kernel's ASM into DIR (`ocloc disasm`, sharing collect's cache).
    #[arg(long, value_name = "DIR")]
    pub disasm: Option<PathBuf>,

    /// Print JSON instead of the table.
    #[arg(long)]
    pub json: bool,

    /// Executables, shared libraries, zebins, fat binaries, SPIR-V files, or directories of them
    /// (searched recursively).
    #[arg(required = true, value_name = "PATH")]
    pub inputs: Vec<PathBuf>,
}

#[derive(Args, Debug)]
pub struct CollectArgs {
    #[command(flatten)]
    pub render: RenderArgs,

    /// Run on NEO's device-less mode as if DEVICE (an ocloc device name such as pvc, dg2, tgllp)
    /// were present: kernels compile but nothing executes on a GPU.
    #[arg(long, value_name = "DEVICE")]
    pub emulate: Option<String>,

    /// For jobs with ranks on other nodes (`mpiexec -hosts a,b`, `srun -N 2`): every rank
    /// spools into a new private directory of this run in DIR (exported as AOTSPY_OUT), which
    /// must be on a file system every node shares; at the end those streams are merged with
    /// this node's, and the report counts the ranks and hosts seen against the launcher's world
    /// size, naming any missing rank. DIR must be yours and writable by no one else, or sticky.
    /// Open MPI's mpirun passes the environment on only with `-x LD_PRELOAD -x AOTSPY_OUT
    /// -x AOTSPY_SOCKET`.
    #[arg(long, value_name = "DIR", requires = "command")]
    pub spool: Option<PathBuf>,

    /// Also have NEO (23.17 and later) dump every zebin it loads into the working directory;
    /// the dumps are moved into the report's neo-dumps/, each checked against the captured
    /// modules, and the driver's own built-in kernels (for memory fills and copies) listed with
    /// their ISA. Costs the program a file written per module (AOTSPY_NEO_DUMP=1 does the same).
    #[arg(long, requires = "command")]
    pub neo_dumps: bool,

    /// The program to run and its arguments; without it, listen for programs started elsewhere
    /// with LD_PRELOAD=libaotspy.so.
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<OsString>,
}

#[derive(Args, Debug)]
pub struct ReportArgs {
    #[command(flatten)]
    pub render: RenderArgs,

    /// ocloc device to disassemble modules with when neither the binary nor the recorded
    /// device says (e.g. the --emulate value of the run).
    #[arg(long, value_name = "DEVICE")]
    pub device: Option<String>,

    /// Run directories (their streams/ are read), spool directories, or .aotspy files.
    #[arg(required = true, value_name = "PATH")]
    pub inputs: Vec<PathBuf>,
}

#[derive(Args, Debug)]
pub struct AttachArgs {
    /// The process to attach to (`aotspy ps` lists those running with libaotspy.so).
    #[arg(value_name = "PID")]
    pub pid: u32,

    /// Detach after this many seconds [default: at Ctrl-C, or when the process exits].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub duration: Option<Duration>,

    /// Give up injecting libaotspy.so after this many seconds (a job whose loader is busy is
    /// left as it was); Ctrl-C gives up sooner [default: 10].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Option<Duration>,

    #[command(flatten)]
    pub render: RenderArgs,
}

#[derive(Args, Debug)]
pub struct TopArgs {
    /// The process to watch, started with libaotspy.so or not (`aotspy ps` lists the former).
    #[arg(
        value_name = "PID",
        required_unless_present = "command",
        conflicts_with = "command"
    )]
    pub pid: Option<u32>,

    /// Seconds between two refreshes; rates are measured over this much.
    #[arg(long, value_name = "SECONDS", default_value = "1", value_parser = parse_seconds)]
    pub rate: Duration,

    /// Give up injecting libaotspy.so after this many seconds [default: 10].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Option<Duration>,

    /// Report directory written at the end [default: ./aotspy-<YYYYmmdd-HHMMSS>].
    #[arg(long, short, value_name = "DIR", conflicts_with = "no_report")]
    pub out: Option<PathBuf>,

    /// Write no report at the end.
    #[arg(long)]
    pub no_report: bool,

    /// Print one JSON line per refresh (docs/top.schema.json), as when stdout is not a
    /// terminal.
    #[arg(long)]
    pub json: bool,

    /// A program to start with libaotspy.so (as `collect` does) and watch.
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<OsString>,
}

fn parse_seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    Duration::try_from_secs_f64(seconds)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| format!("the duration must be more than 0 seconds, not {text}"))
}

#[derive(Args, Debug)]
pub struct PsArgs {
    /// Print a JSON array instead of the table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct DoctorArgs {
    /// Print JSON instead of the screen.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct CleanArgs {
    /// Only files last written longer ago than this: 7d, 12h, 30m, 45s, 1day 12h.
    #[arg(long, value_name = "AGE", default_value = "7d", value_parser = humantime::parse_duration)]
    pub older_than: Duration,

    /// Say what would be removed, remove nothing.
    #[arg(long)]
    pub dry_run: bool,

    /// Name every file removed.
    #[arg(long, short)]
    pub verbose: bool,

    /// Spool directories [default: $AOTSPY_OUT and /tmp/aotspy-<uid>/spool].
    #[arg(value_name = "DIR")]
    pub dirs: Vec<PathBuf>,
}

#[derive(Args, Debug)]
pub struct DiffArgs {
    /// The baseline: a report directory, a spool directory or a stream file.
    #[arg(value_name = "A")]
    pub a: PathBuf,

    /// What to compare with it (the same kinds).
    #[arg(value_name = "B")]
    pub b: PathBuf,

    /// Exit 1 when a kernel crosses one of these: spills (more spill sends), scratch (more
    /// scratch bytes per thread), grf, simd, removed, instructions:+10% (or +N instructions).
    #[arg(long, value_name = "LIST")]
    pub fail_on: Option<String>,

    /// Write the side-by-side ISA page here (only then is a page written).
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,

    /// Print JSON instead of the table.
    #[arg(long)]
    pub json: bool,

    /// List unchanged kernels too.
    #[arg(long)]
    pub all: bool,
}

#[derive(Args, Debug)]
pub struct RenderArgs {
    /// Report directory [default: ./aotspy-<YYYYmmdd-HHMMSS>; `report` on a run directory
    /// renders into it in place]
    #[arg(long, short, value_name = "DIR")]
    pub out: Option<PathBuf>,

    /// List every kernel created, not only those dispatched.
    #[arg(long)]
    pub all_kernels: bool,

    /// Print report.json to stdout instead of the table.
    #[arg(long)]
    pub json: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_is_consistent() {
        Cli::command().debug_assert();
    }

    /// `attach --timeout`'s help states the injection's default.
    #[test]
    fn attach_timeout_defaults_to_the_injections() {
        let Command::Attach(args) = Cli::parse_from(["aotspy", "attach", "1"]).command else {
            panic!("not an attach");
        };
        assert_eq!(args.timeout, None);
        assert_eq!(crate::inject::DEFAULT_TIMEOUT, Duration::from_secs(10));
        let Command::Attach(args) =
            Cli::parse_from(["aotspy", "attach", "--timeout", "2.5", "1"]).command
        else {
            panic!("not an attach");
        };
        assert_eq!(args.timeout, Some(Duration::from_millis(2500)));
    }

    #[test]
    fn collect_takes_the_command_after_double_dash() {
        let cli = Cli::parse_from([
            "aotspy",
            "collect",
            "--emulate",
            "pvc",
            "--",
            "./app",
            "--json",
            "-x",
        ]);
        let Command::Collect(args) = cli.command else {
            panic!("expected collect")
        };
        assert_eq!(args.emulate.as_deref(), Some("pvc"));
        assert!(!args.render.json, "flags after -- belong to CMD");
        assert_eq!(args.command, ["./app", "--json", "-x"]);
    }

    #[test]
    fn attach_takes_a_pid_and_a_duration_in_seconds() {
        let cli = Cli::parse_from(["aotspy", "attach", "42", "--duration", "1.5", "--json"]);
        let Command::Attach(args) = cli.command else {
            panic!("expected attach")
        };
        assert_eq!(args.pid, 42);
        assert_eq!(args.duration, Some(Duration::from_millis(1500)));
        assert!(args.render.json);
        for bad in ["0", "-1", "soon", "NaN"] {
            assert!(
                Cli::try_parse_from(["aotspy", "attach", "42", "--duration", bad]).is_err(),
                "--duration {bad} is refused"
            );
        }
    }
}
