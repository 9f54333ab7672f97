//! Command line, in the shape of py-spy and samply: `collect` records, `report` re-renders.

use clap::{Args, Parser, Subcommand};
use std::ffi::OsString;
use std::path::PathBuf;

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
}

#[derive(Args, Debug)]
pub struct CollectArgs {
    #[command(flatten)]
    pub render: RenderArgs,

    /// Run on NEO's device-less mode as if DEVICE (an ocloc device name such as pvc, dg2, tgllp)
    /// were present: kernels compile but nothing executes on a GPU.
    #[arg(long, value_name = "DEVICE")]
    pub emulate: Option<String>,

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
}
