//! The C workload (`tests/c/ze_workload.c`): how it reaches Level Zero ([`CallPath`]), on which
//! lists ([`ListKind`]), and one run of it ([`Workload`]) directly, under `aotspy collect`, or
//! preloaded next to a listening collector.

use crate::build::artifacts;
use crate::build::Form;
use crate::locations::aotspy_bin;
use crate::locations::build_dir;
use crate::locations::cache_dir;
use crate::locations::preload_lib;
use crate::locations::run_dir;
use crate::report::Collection;
use crate::run::run;
use crate::run::Outcome;
use crate::run::RunOutput;
use crate::run::RUN_TIMEOUT;
use crate::stack::EMULATE_ENV;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// How the workload reaches Level Zero (`--path`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallPath {
    /// Direct calls into the linked loader.
    Link,
    /// zeGet*ProcAddrTable from the linked loader (gives the driver's own functions).
    Table,
    /// Not linked: dlopen("libze_loader.so.1", RTLD_LOCAL) + dlsym, like SYCL/oneMKL/oneDNN.
    Dlopen,
    /// Not linked: zeGet*ProcAddrTable through dlsym.
    DlopenTable,
}

impl CallPath {
    pub const ALL: [CallPath; 4] = [
        CallPath::Link,
        CallPath::Table,
        CallPath::Dlopen,
        CallPath::DlopenTable,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            CallPath::Link => "link",
            CallPath::Table => "table",
            CallPath::Dlopen => "dlopen",
            CallPath::DlopenTable => "dlopen-table",
        }
    }

    /// ze_workload (linked with the loader) or ze_workload_dl (not linked).
    pub fn binary(self) -> &'static Path {
        let a = artifacts();
        match self {
            CallPath::Link | CallPath::Table => &a.ze_workload,
            CallPath::Dlopen | CallPath::DlopenTable => &a.ze_workload_dl,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListKind {
    Regular,
    Immediate,
}

/// How often the tests execute a regular command list (`--execute`).
pub const EXECUTIONS: u32 = 4;

impl ListKind {
    pub const ALL: [ListKind; 2] = [ListKind::Regular, ListKind::Immediate];

    /// Dispatches per append with [`Workload::list_executed`]: [`EXECUTIONS`] for a regular list,
    /// 1 for an immediate list.
    pub fn executions(self) -> u64 {
        match self {
            ListKind::Regular => EXECUTIONS as u64,
            ListKind::Immediate => 1,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ListKind::Regular => "regular",
            ListKind::Immediate => "immediate",
        }
    }
}

/// One run of the C workload; builder over its command line.
#[derive(Clone, Debug)]
pub struct Workload {
    path: CallPath,
    args: Vec<OsString>,
}

impl Workload {
    pub fn new(path: CallPath) -> Self {
        Workload {
            path,
            args: vec!["--path".into(), path.as_str().into()],
        }
    }

    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Self {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.args
            .extend(args.into_iter().map(|a| a.as_ref().to_owned()));
        self
    }

    /// `--format <f> --module <tests/kernels/source.cl compiled to form>`.
    pub fn module(self, source: &str, form: Form) -> Self {
        let file = artifacts().kernel(source, form);
        self.args(["--format", form.format_arg()])
            .arg("--module")
            .arg(file)
    }

    /// One module from several SPIR-V inputs (ze_module_program_exp_desc_t).
    pub fn program_exp(self, sources: &[&str]) -> Self {
        let files: Vec<String> = sources
            .iter()
            .map(|s| {
                artifacts()
                    .kernel(s, Form::Spirv)
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        self.arg("--program-exp").arg(files.join(","))
    }

    /// `--launch SPEC`, e.g. `"scale=3"`, `"1:fill=0"`, `"scale,fill=2"`.
    pub fn launch(self, spec: &str) -> Self {
        self.args(["--launch", spec])
    }

    /// `--variant V` for the launches that follow.
    pub fn variant(self, variant: &str) -> Self {
        self.args(["--variant", variant])
    }

    pub fn list(self, kind: ListKind) -> Self {
        self.args(["--list", kind.as_str()])
    }

    /// `--list <kind>`, and for a regular list `--execute` [`EXECUTIONS`].
    pub fn list_executed(self, kind: ListKind) -> Self {
        match kind {
            ListKind::Regular => self.list(kind).execute(EXECUTIONS),
            ListKind::Immediate => self.list(kind),
        }
    }

    pub fn execute(self, times: u32) -> Self {
        self.args(["--execute", &times.to_string()])
    }

    pub fn call_path(&self) -> CallPath {
        self.path
    }

    /// Program and arguments.
    pub fn command_line(&self) -> Vec<OsString> {
        let mut v = vec![self.path.binary().as_os_str().to_owned()];
        v.extend(self.args.iter().cloned());
        v
    }

    /// Runs the workload without aotspy, device-less.
    pub fn run_standalone(&self) -> RunOutput {
        let mut cmd = Command::new(self.path.binary());
        cmd.args(&self.args);
        for (k, v) in EMULATE_ENV {
            cmd.env(k, v);
        }
        run(&mut cmd, RUN_TIMEOUT)
    }

    /// Runs the workload standalone and asserts it exits with `code`.
    pub fn run_standalone_expect(&self, code: i32) -> RunOutput {
        self.run_standalone_outcome(Outcome::Exit(code))
    }

    /// Runs the workload standalone and asserts that it ends as `outcome` says.
    pub fn run_standalone_outcome(&self, outcome: Outcome) -> RunOutput {
        let out = self.run_standalone();
        assert!(
            outcome.matches(&out.status),
            "the workload itself (no aotspy) did not end as {outcome:?}:\n{}",
            out.describe()
        );
        out
    }

    /// The workload, device-less, without aotspy (to start with [`start`] or [`run`]).
    pub fn command(&self) -> Command {
        let mut cmd = Command::new(self.path.binary());
        cmd.args(&self.args);
        for (k, v) in EMULATE_ENV {
            cmd.env(k, v);
        }
        cmd
    }

    /// The workload, device-less, with `LD_PRELOAD=libaotspy.so`, `AOTSPY_SOCKET=socket` and
    /// `AOTSPY_OUT=spool`: what a user starts next to a listening `aotspy collect`. Tests always
    /// pass both paths, so no test ever reaches the user's default collector or spool.
    pub fn preloaded(&self, socket: &Path, spool: &Path) -> Command {
        let mut cmd = self.command();
        cmd.env("LD_PRELOAD", preload_lib())
            .env("AOTSPY_SOCKET", socket)
            .env("AOTSPY_OUT", spool);
        cmd
    }

    /// [`Workload::collect_with`] without extra collector options, expecting exit status 0.
    pub fn collect(&self, name: &str) -> Collection {
        self.collect_with(name, &[], 0)
    }

    /// Runs the workload standalone (must exit `code`), then as
    /// `aotspy collect --emulate pvc --out <build dir>/runs/<name> <collect_args> -- <workload>`,
    /// asserts that the workload's stdout appears unchanged in aotspy's stdout and that aotspy
    /// exits with the same status, and loads report.json.
    pub fn collect_with(&self, name: &str, collect_args: &[&str], code: i32) -> Collection {
        self.collect_outcome(name, collect_args, Outcome::Exit(code))
    }

    /// [`Workload::collect_with`] for a workload that ends as `outcome` says (e.g. killed by a
    /// signal: aotspy then exits 128 + the signal, as a shell would).
    pub fn collect_outcome(
        &self,
        name: &str,
        collect_args: &[&str],
        outcome: Outcome,
    ) -> Collection {
        let standalone = self.run_standalone_outcome(outcome);
        collect_command(
            name,
            collect_args,
            &self.command_line(),
            standalone,
            outcome,
        )
    }
}

/// Runs `aotspy collect --emulate pvc --out <build dir>/runs/<name> <collect_args>
/// -- <command>`, asserts that `standalone.stdout` (what the command prints without aotspy)
/// appears unchanged in aotspy's stdout and that aotspy exits with `outcome`'s shell code, and
/// loads report.json.
pub fn collect_command(
    name: &str,
    collect_args: &[&str],
    command: &[OsString],
    standalone: RunOutput,
    outcome: Outcome,
) -> Collection {
    let code = outcome.shell_code();
    let out_dir = run_dir(name);
    let mut cmd = aotspy_in_own_directory();
    // Keep the disassembly cache inside target/, shared by the test runs.
    cmd.env("AOTSPY_CACHE", cache_dir());
    cmd.args(["collect", "--emulate", "pvc", "--out"])
        .arg(&out_dir)
        .args(collect_args)
        .arg("--")
        .args(command);
    let output = run(&mut cmd, RUN_TIMEOUT);
    let c = Collection::load(&out_dir, output, standalone);
    if c.output.status.code() != Some(code) {
        c.fail(&format!(
            "aotspy exited {:?}, the workload alone ends as {outcome:?} (shell status {code})",
            c.output.status.code()
        ));
    }
    if !c.output.stdout.contains(&c.standalone.stdout) {
        c.fail(&format!(
            "the workload's stdout is not in aotspy's stdout unchanged; alone it prints:\n{}",
            c.standalone.stdout
        ));
    }
    c
}

/// The `aotspy` binary, run in a working directory of its own, fresh for each command: `collect`
/// asks NEO to dump the zebins it loads into the workload's working directory and moves the new
/// ones into its report, so collects run at once from one directory (a test binary's threads)
/// would take each other's dumps.
pub fn aotspy_in_own_directory() -> Command {
    // `<build dir>/cwd/<test binary>/<n>`, the test binary's directory emptied on first use.
    static BINARY_DIR: OnceLock<PathBuf> = OnceLock::new();
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let binary_dir = BINARY_DIR.get_or_init(|| {
        let exe = std::env::current_exe().expect("the test binary's path");
        let name = exe.file_name().expect("the test binary's name");
        let dir = build_dir().join("cwd").join(name);
        let _ = fs::remove_dir_all(&dir);
        dir
    });
    let dir = binary_dir.join(NEXT.fetch_add(1, Ordering::Relaxed).to_string());
    fs::create_dir_all(&dir).unwrap();
    let mut cmd = Command::new(aotspy_bin());
    cmd.current_dir(dir);
    cmd
}
