//! Harness for the aotspy integration tests in `tests/tests/*.rs`.
//!
//! Everything runs on the real stack: the C workloads in `tests/c/` are built with gcc against the
//! Level Zero loader, the kernels in `tests/kernels/` are compiled with `ocloc`, and the NEO driver
//! runs them device-less ([`EMULATE_ENV`]). Nothing is mocked.
//!
//! * [`artifacts`] builds the workloads and kernels once per test binary into
//!   `target/aotspy-test-build/<stack>/` ([`stack`]: `host`, or `modern` inside
//!   `scripts/stack modern`); an exclusive file lock guards it across test binaries; outputs
//!   older than their source are rebuilt.
//! * [`Workload`] describes one run of `ze_workload` / `ze_workload_dl` (see the header comment of
//!   `tests/c/ze_workload.c` for its command line).
//! * [`Workload::collect`] runs it standalone (must succeed, gives the expected stdout and exit
//!   status), then under `aotspy collect --emulate pvc --out <dir> -- ...`, checks that stdout and
//!   exit status are unchanged, and parses `<dir>/report.json` into a [`Collection`] whose
//!   assertions print the whole report when they fail. [`Workload::collect_outcome`] does the
//!   same for a workload that dies of a signal ([`Outcome`]).
//! * [`Workload::preloaded`] is the workload as a user starts it next to a listening collector
//!   (`LD_PRELOAD`, `AOTSPY_SOCKET`, `AOTSPY_OUT`, always both paths, so no test touches the
//!   user's default collector or spool); [`start`] runs it in the background ([`Running`]).
//! * [`Listener`] is a listen-mode `aotspy collect` (stopped with Ctrl-C, or any signal),
//!   [`report`] runs `aotspy report`, [`Scratch`] is a short per-test directory under /tmp
//!   (socket paths must fit 108 bytes; tmpfs mounts in it are undone on drop), and
//!   [`decode_stream`] reads a stream file with `aotspy-proto`, independently of the collector.
//!
//! `aotspy` and `libaotspy.so` are taken from `target/release` (or `$CARGO_TARGET_DIR/release`,
//! or `$AOTSPY_BIN_DIR`): build them first (`cargo build --release --workspace`, which
//! `scripts/test` does).

mod typed;

pub use typed::{parse_report, read_report};

pub use aotspy_report as schema;
use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime};

/// NEO debug keys that make the driver run with a fake pvc device (no GPU needed), as
/// `aotspy collect --emulate pvc` sets them.
pub const EMULATE_ENV: &[(&str, &str)] = &[
    ("NEOReadDebugKeys", "1"),
    ("SetCommandStreamReceiver", "1"),
    ("ProductFamilyOverride", "pvc"),
    ("HardwareInfoOverride", "1x4x8"),
    ("AUBDumpCaptureFileName", "/dev/null"),
    // NEO built without aubstream (Debian's 26.x) dereferences a null AUB manager otherwise.
    ("UseAubStream", "0"),
    ("InjectInternalBuildOptions", "-cl-intel-allow-zebin"),
];

/// The driver stack the tests run on: `modern` inside `scripts/stack modern`, else `host`.
pub fn stack() -> &'static str {
    static STACK: OnceLock<String> = OnceLock::new();
    STACK.get_or_init(|| std::env::var("AOTSPY_STACK").unwrap_or_else(|_| "host".to_owned()))
}

/// True on the modern stack (NEO 26.x, loader 1.3x), where the newer entry points exist.
pub fn on_modern_stack() -> bool {
    stack() == "modern"
}

/// The first line of a test marked `#[ignore = "modern stack only: …"]`: run elsewhere (with
/// `--ignored`), it fails rather than pass having tested nothing.
pub fn require_modern_stack() {
    assert!(
        on_modern_stack(),
        "this test needs the modern stack (loader 1.3x, NEO 26, the PyPI oneAPI stack): run it \
         through scripts/test or inside `scripts/stack modern`"
    );
}

/// Environment that would change what a run does; removed from every command the harness starts,
/// so that `aotspy collect --emulate` is what sets the NEO keys and nothing preloads by accident.
const SCRUBBED_ENV: &[&str] = &[
    "LD_PRELOAD",
    "AOTSPY_SOCKET",
    "AOTSPY_OUT",
    "AOTSPY_DISABLE",
    "AOTSPY_NEO_DUMP",
    "AOTSPY_PRELOAD",
    "ZE_ENABLE_TRACING_LAYER",
    "ZE_ENABLE_VALIDATION_LAYER",
];

/// How long one program may run before the harness kills it and fails the test.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(240);

/// The pvc member of an ocloc 22.43 fat binary (`-device pvc,dg2-g10`): members are named
/// `<pointer bits>.<major>.<minor>.<revision>` of the target's IP version; pvc is 12.60.7 and
/// dg2-g10 is 12.55.8.
pub const PVC_AR_MEMBER: &str = "64.12.60.7";

// Kernel sources in tests/kernels/ and the kernels they hold.
pub const VECTOR_OPS: &str = "vector_ops";
pub const EXTRA_OPS: &str = "extra_ops";
pub const SPILL: &str = "spill";
/// A different kernel also called "scale".
pub const SCALE_ALT: &str = "scale_alt";

pub const VECTOR_ADD: &str = "_ZTSZ4mainE10vector_add";
pub const VECTOR_ADD_DEMANGLED: &str = "main::vector_add";
pub const REDUCE: &str = "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E6reduce";
pub const REDUCE_DEMANGLED: &str =
    "main::{lambda(sycl::_V1::handler&)#1}::operator()(sycl::_V1::handler&) const::reduce";
pub const SCALE: &str = "scale";
pub const FILL: &str = "fill";
pub const SAXPY: &str = "saxpy";
pub const SPILL_HEAVY: &str = "spill_heavy";

// ---------------------------------------------------------------------------------------------
// Locations

pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            if dir.is_absolute() {
                dir
            } else {
                manifest_dir().join("..").join(dir)
            }
        }
        None => manifest_dir().join("..").join("target"),
    }
}

/// Where the C programs and compiled kernels go: one directory per driver stack, since each
/// stack's gcc, headers and ocloc build its own.
pub fn build_dir() -> PathBuf {
    target_dir().join("aotspy-test-build").join(stack())
}

/// Directory holding the `aotspy` binary and `libaotspy.so`.
pub fn release_dir() -> PathBuf {
    match std::env::var_os("AOTSPY_BIN_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => target_dir().join("release"),
    }
}

pub fn aotspy_bin() -> PathBuf {
    let bin = release_dir().join("aotspy");
    let lib = release_dir().join("libaotspy.so");
    for f in [&bin, &lib] {
        assert!(
            f.is_file(),
            "{} is missing: build it first with `cargo build --release --workspace` \
             (scripts/test does)",
            f.display()
        );
    }
    bin
}

// ---------------------------------------------------------------------------------------------
// Building the workloads and kernels

/// Binary forms a kernel source is compiled into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `ocloc -device pvc --format zebin`: one zebin ELF.
    Zebin,
    /// `ocloc -device pvc,dg2-g10 --format zebin`: an AR fat binary with one member per target.
    Fat,
    /// `ocloc -spv_only`: SPIR-V, compiled by the driver at zeModuleCreate (JIT).
    Spirv,
}

impl Form {
    pub const ALL: [Form; 3] = [Form::Zebin, Form::Fat, Form::Spirv];

    fn suffix(self) -> &'static str {
        match self {
            Form::Zebin => "pvc.zebin",
            Form::Fat => "pvc-dg2.ar",
            Form::Spirv => "spv",
        }
    }

    /// The workload's `--format` for it.
    pub fn format_arg(self) -> &'static str {
        match self {
            Form::Zebin | Form::Fat => "native",
            Form::Spirv => "spirv",
        }
    }

    /// The module origin aotspy must report for it.
    pub fn origin(self) -> &'static str {
        match self {
            Form::Zebin | Form::Fat => "aot",
            Form::Spirv => "jit",
        }
    }
}

pub struct Artifacts {
    pub ze_workload: PathBuf,
    pub ze_workload_dl: PathBuf,
    pub bench_launch: PathBuf,
    /// `tests/c/ze_memory_ops.c`: memory fills and copies, which NEO runs with its built-ins.
    pub ze_memory_ops: PathBuf,
    pub kernels_dir: PathBuf,
}

impl Artifacts {
    /// The compiled form of `tests/kernels/<source>.cl`.
    pub fn kernel(&self, source: &str, form: Form) -> PathBuf {
        let path = self.kernels_dir.join(format!("{source}.{}", form.suffix()));
        assert!(
            path.is_file(),
            "no kernel binary {} (is there a tests/kernels/{source}.cl?)",
            path.display()
        );
        path
    }
}

/// Builds (when stale) and returns the workloads and kernels; once per test binary.
pub fn artifacts() -> &'static Artifacts {
    static ARTIFACTS: OnceLock<Artifacts> = OnceLock::new();
    ARTIFACTS.get_or_init(build_artifacts)
}

fn build_artifacts() -> Artifacts {
    let dir = build_dir();
    let bin_dir = dir.join("bin");
    let kernels_dir = dir.join("kernels");
    fs::create_dir_all(&bin_dir).unwrap();
    fs::create_dir_all(&kernels_dir).unwrap();
    let lock = fs::File::create(dir.join(".lock")).unwrap();
    lock.lock().expect("lock the test build directory");

    let c = manifest_dir().join("c");
    let workload_src = c.join("ze_workload.c");
    let bench_src = c.join("bench_launch.c");
    let artifacts = Artifacts {
        ze_workload: bin_dir.join("ze_workload"),
        ze_workload_dl: bin_dir.join("ze_workload_dl"),
        bench_launch: bin_dir.join("bench_launch"),
        ze_memory_ops: bin_dir.join("ze_memory_ops"),
        kernels_dir: kernels_dir.clone(),
    };
    gcc(
        &workload_src,
        &artifacts.ze_workload,
        &[],
        &["-lze_loader", "-lpthread"],
    );
    gcc(
        &workload_src,
        &artifacts.ze_workload_dl,
        &["-DZW_DLOPEN"],
        &["-ldl", "-lpthread"],
    );
    gcc(&bench_src, &artifacts.bench_launch, &[], &["-lze_loader"]);
    gcc(
        &c.join("ze_memory_ops.c"),
        &artifacts.ze_memory_ops,
        &[],
        &["-lze_loader"],
    );

    let mut sources: Vec<PathBuf> = fs::read_dir(manifest_dir().join("kernels"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension() == Some(OsStr::new("cl")))
        .collect();
    sources.sort();
    for src in &sources {
        for form in Form::ALL {
            ocloc(src, form, &kernels_dir);
        }
    }
    drop(lock);
    artifacts
}

fn mtime(path: &Path) -> Option<SystemTime> {
    fs::metadata(path).and_then(|m| m.modified()).ok()
}

fn stale(output: &Path, input: &Path) -> bool {
    match (mtime(output), mtime(input)) {
        (Some(out), Some(inp)) => out < inp,
        _ => true,
    }
}

fn gcc(src: &Path, out: &Path, defines: &[&str], libs: &[&str]) {
    if !stale(out, src) {
        return;
    }
    let tmp = out.with_extension("tmp");
    let mut cmd = Command::new("gcc");
    cmd.args(["-std=gnu11", "-O2", "-g", "-Wall", "-Wextra", "-Werror"])
        .args(defines)
        .arg("-o")
        .arg(&tmp)
        .arg(src)
        .args(libs);
    let out_put = run(&mut cmd, RUN_TIMEOUT);
    assert!(
        out_put.status.success(),
        "building {} failed:\n{}",
        out.display(),
        out_put.describe()
    );
    fs::rename(&tmp, out).unwrap();
}

/// `source` built by gcc (`-std=gnu11 -O2 -Wall -Wextra -Werror`, then `flags`, the source,
/// `libs`) into the test build directory's `bin/` as `name`, once per test binary: tests
/// running in parallel use the same program, and one rebuilt (renamed over) while another's
/// run still had it mapped left that run's frames in a "(deleted)" file nothing could
/// symbolize. Built under a name of its own and renamed into place, so that no test ever
/// starts a program the linker is still writing (EACCES: no exec bits yet).
pub fn build_program(source: &Path, name: &str, flags: &[&str], libs: &[&str]) -> PathBuf {
    static BUILT: std::sync::Mutex<BTreeMap<String, PathBuf>> =
        std::sync::Mutex::new(BTreeMap::new());
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    let key = format!("{name}\0{}\0{flags:?}{libs:?}", source.display());
    if let Some(out) = built.get(&key) {
        return out.clone();
    }
    let out = build_dir().join("bin").join(name);
    fs::create_dir_all(out.parent().unwrap()).unwrap();
    let tmp = out.with_extension(format!("tmp-{}", std::process::id()));
    let compiled = run(
        Command::new("gcc")
            .args(["-std=gnu11", "-O2", "-Wall", "-Wextra", "-Werror"])
            .args(flags)
            .arg("-o")
            .arg(&tmp)
            .arg(source)
            .args(libs),
        RUN_TIMEOUT,
    );
    assert!(compiled.status.success(), "{}", compiled.describe());
    fs::rename(&tmp, &out).unwrap();
    built.insert(key, out.clone());
    out
}

fn ocloc(src: &Path, form: Form, kernels_dir: &Path) {
    let stem = src.file_stem().unwrap().to_str().unwrap();
    let out = kernels_dir.join(format!("{stem}.{}", form.suffix()));
    if !stale(&out, src) {
        return;
    }
    let tmp = kernels_dir.join(format!("tmp-{stem}-{}", form.suffix()));
    let _ = fs::remove_dir_all(&tmp);
    fs::create_dir_all(&tmp).unwrap();
    let mut cmd = Command::new("ocloc");
    cmd.arg("compile").arg("-q").arg("-file").arg(src);
    match form {
        Form::Zebin => cmd.args(["-device", "pvc", "--format", "zebin"]),
        Form::Fat => cmd.args(["-device", "pvc,dg2-g10", "--format", "zebin"]),
        Form::Spirv => cmd.args(["-device", "pvc", "-spv_only"]),
    };
    cmd.args(["-output_no_suffix", "-output", "k", "-out_dir"])
        .arg(&tmp);
    let output = run(&mut cmd, RUN_TIMEOUT);
    // ocloc 22 writes a single-device zebin as `k`; ocloc 26 writes `k.bin` (and `k.spv`).
    let candidates: &[&str] = match form {
        Form::Spirv => &["k.spv"],
        Form::Zebin | Form::Fat => &["k", "k.bin"],
    };
    let produced = candidates
        .iter()
        .map(|name| tmp.join(name))
        .find(|p| p.is_file());
    let Some(produced) = produced.filter(|_| output.status.success()) else {
        panic!(
            "ocloc for {} ({form:?}) failed or wrote none of {candidates:?}:\n{}",
            src.display(),
            output.describe()
        );
    };
    fs::rename(&produced, &out).unwrap();
    fs::remove_dir_all(&tmp).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Running programs

pub struct RunOutput {
    pub command: String,
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl RunOutput {
    pub fn describe(&self) -> String {
        format!(
            "command: {}\nstatus: {}\n--- stdout:\n{}\n--- stderr:\n{}",
            self.command, self.status, self.stdout, self.stderr
        )
    }
}

fn shell_words(cmd: &Command) -> String {
    let mut s = String::new();
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            let _ = write!(s, "{}={} ", k.to_string_lossy(), v.to_string_lossy());
        }
    }
    s.push_str(&cmd.get_program().to_string_lossy());
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}

/// Runs `cmd` to completion with stdout/stderr captured; kills it and panics after `timeout`.
/// The variables in `SCRUBBED_ENV` are removed from its environment unless `cmd` sets them.
pub fn run(cmd: &mut Command, timeout: Duration) -> RunOutput {
    start(cmd).wait(timeout)
}

/// A program started by [`start`], its stdout and stderr being captured.
pub struct Running {
    command: String,
    child: std::process::Child,
    out_reader: std::thread::JoinHandle<Vec<u8>>,
    err_reader: std::thread::JoinHandle<Vec<u8>>,
}

/// Starts `cmd` with stdout/stderr captured (stdin: /dev/null). The variables in
/// `SCRUBBED_ENV` are removed from its environment unless `cmd` sets them.
pub fn start(cmd: &mut Command) -> Running {
    let command = shell_words(cmd);
    for var in SCRUBBED_ENV {
        if !cmd.get_envs().any(|(k, _)| k == OsStr::new(var)) {
            cmd.env_remove(var);
        }
    }
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err.read_to_end(&mut buf);
        buf
    });
    Running {
        command,
        child,
        out_reader,
        err_reader,
    }
}

impl Running {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn command(&self) -> &str {
        &self.command
    }

    /// Whether it has exited (without reaping it for good: `wait` still gives its output).
    pub fn has_exited(&mut self) -> bool {
        self.child.try_wait().unwrap().is_some()
    }

    /// Waits for the program to exit and returns what it printed; kills it and panics after
    /// `timeout` (counted from this call).
    pub fn wait(mut self, timeout: Duration) -> RunOutput {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > timeout {
                let _ = self.child.kill();
                let _ = self.child.wait();
                let stdout = String::from_utf8_lossy(&self.out_reader.join().unwrap()).into_owned();
                let stderr = String::from_utf8_lossy(&self.err_reader.join().unwrap()).into_owned();
                panic!(
                    "timed out after {timeout:?}, killed: {}\n--- stdout:\n{stdout}\n--- stderr:\n{stderr}",
                    self.command
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        RunOutput {
            command: self.command,
            status,
            stdout: String::from_utf8_lossy(&self.out_reader.join().unwrap()).into_owned(),
            stderr: String::from_utf8_lossy(&self.err_reader.join().unwrap()).into_owned(),
        }
    }
}

/// Polls `done` every 20 ms until it holds or `timeout` passes; returns whether it held.
/// Waits (up to `timeout`) until process `pid` sleeps in `clock_nanosleep` or `nanosleep`
/// (`/proc/PID/syscall`): a program that sleeps in `main` has run its constructors.
pub fn wait_until_asleep(pid: u32, timeout: Duration) -> bool {
    const NANOSLEEP: &str = "35";
    const CLOCK_NANOSLEEP: &str = "230";
    wait_until(timeout, || {
        fs::read_to_string(format!("/proc/{pid}/syscall")).is_ok_and(|call| {
            matches!(
                call.split_whitespace().next(),
                Some(NANOSLEEP | CLOCK_NANOSLEEP)
            )
        })
    })
}

pub fn wait_until(timeout: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    loop {
        if done() {
            return true;
        }
        if start.elapsed() > timeout {
            return false;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Sends `signal` to `pid`; panics if that fails.
pub fn send_signal(pid: u32, signal: i32) {
    // SAFETY: kill(2) has no memory-safety preconditions.
    let rc = unsafe { libc::kill(pid as libc::pid_t, signal) };
    assert_eq!(
        rc,
        0,
        "kill({pid}, {signal}): {}",
        std::io::Error::last_os_error()
    );
}

/// How a program is expected to end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// exit(code)
    Exit(i32),
    /// Killed by this signal.
    Signal(i32),
}

impl Outcome {
    pub fn matches(self, status: &ExitStatus) -> bool {
        use std::os::unix::process::ExitStatusExt;
        match self {
            Outcome::Exit(code) => status.code() == Some(code),
            Outcome::Signal(signal) => status.signal() == Some(signal),
        }
    }

    /// The exit status a shell (and `aotspy collect`) gives: the code, or 128 + the signal.
    pub fn shell_code(self) -> i32 {
        match self {
            Outcome::Exit(code) => code,
            Outcome::Signal(signal) => 128 + signal,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Workloads

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

/// `<build dir>/runs/<name>`, emptied.
pub fn run_dir(name: &str) -> PathBuf {
    let dir = build_dir().join("runs").join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The disassembly cache the tests share (inside target/).
pub fn cache_dir() -> PathBuf {
    build_dir().join("aotspy-cache")
}

// ---------------------------------------------------------------------------------------------
// Preloaded programs next to a listening collector

pub fn preload_lib() -> PathBuf {
    aotspy_bin();
    let lib = release_dir().join("libaotspy.so");
    std::path::absolute(&lib).unwrap_or(lib)
}

/// A fresh private directory for one test, `/tmp/aotspy-t<pid>-<name>` (short, so socket paths in
/// it fit a Unix socket address), removed (and anything mounted in it unmounted) on drop.
pub struct Scratch {
    pub dir: PathBuf,
    mounts: Vec<PathBuf>,
}

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("aotspy-t{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch {
            dir,
            mounts: Vec::new(),
        }
    }

    pub fn path(&self, rel: &str) -> PathBuf {
        self.dir.join(rel)
    }

    /// Mounts a tmpfs of `size` (e.g. "64k") at `rel`; `false` when mounting is not permitted.
    pub fn mount_tmpfs(&mut self, rel: &str, size: &str) -> bool {
        let at = self.path(rel);
        fs::create_dir_all(&at).unwrap();
        let out = run(
            Command::new("mount")
                .args(["-t", "tmpfs", "-o"])
                .arg(format!("size={size},mode=0700"))
                .arg("tmpfs")
                .arg(&at),
            Duration::from_secs(30),
        );
        if out.status.success() {
            self.mounts.push(at);
            true
        } else {
            eprintln!("cannot mount a tmpfs:\n{}", out.describe());
            false
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        for at in self.mounts.iter().rev() {
            let _ = Command::new("umount").arg(at).status();
        }
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// Files directly in `dir` (none if it does not exist), sorted.
pub fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// The stream files (`*.aotspy`) directly in `dir`, sorted. A spool also holds `*.counts` files.
pub fn streams_in(dir: &Path) -> Vec<PathBuf> {
    files_in(dir)
        .into_iter()
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == aotspy_proto::SPOOL_SUFFIX)
        })
        .collect()
}

/// The lines of `text` that start with "aotspy:".
pub fn aotspy_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("aotspy:")).collect()
}

/// Fails the test, saying what it needs, when `holds` is false: a test that cannot run here
/// must not pass. CI and `scripts/test` run as root, where every such need is met.
pub fn require(holds: bool, need: &str) {
    assert!(
        holds,
        "this test needs {need}, which this machine or user lacks; run it as root, as \
         scripts/test and CI do"
    );
}

/// The current uid.
pub fn uid() -> u32 {
    // SAFETY: getuid cannot fail.
    unsafe { libc::getuid() }
}

/// A uid no account uses, for the tests' other user (an attacker, a peer).
pub const OTHER_UID: u32 = 64_321;
/// `nobody`, for the tests that run aotspy itself as an unprivileged user.
pub const NOBODY_UID: u32 = 65_534;

/// Whether `setpriv` can run commands as another user here (root, and setpriv installed).
pub fn can_switch_users() -> bool {
    uid() == 0
        && Command::new("setpriv")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
}

/// `setpriv` running `program` as `user` (its uid and gid, no supplementary groups); the
/// caller adds the program's arguments.
pub fn as_user(user: u32, program: impl AsRef<OsStr>) -> Command {
    let id = user.to_string();
    let mut cmd = Command::new("setpriv");
    cmd.args(["--reuid", &id, "--regid", &id, "--clear-groups", "--"])
        .arg(program);
    cmd
}

/// The report of a finished `aotspy attach` to `pid`, which must have exited 0 with a report
/// of that process alone and its DURING ATTACH column, ended by `ended_by` when given;
/// `workload` is what the process printed meanwhile.
pub fn attach_report(
    output: RunOutput,
    out_dir: &Path,
    pid: u32,
    ended_by: Option<&str>,
    workload: &RunOutput,
) -> Collection {
    let c = Collection::load(out_dir, output, expected_output(&[workload]));
    if !c.output.status.success() {
        c.fail("aotspy attach did not exit 0");
    }
    if c.attach().pid != pid || c.pids() != [pid] {
        c.fail(&format!(
            "expected a report of pid {pid} alone, with an \"attach\" entry"
        ));
    }
    if !c.output.stdout.contains("DURING ATTACH") {
        c.fail("the table has no DURING ATTACH column");
    }
    if let Some(ended_by) = ended_by {
        if c.attach().ended_by != ended_by {
            c.fail(&format!("the attach did not end by {ended_by}"));
        }
    }
    c
}

/// `aotspy collect --out <out_dir>` without a command, listening on `socket` (given as
/// `AOTSPY_SOCKET`, or the default socket when `None`); stdout and stderr go to files.
pub struct Listener {
    pub out_dir: PathBuf,
    pub socket: PathBuf,
    child: Option<std::process::Child>,
    stdout_path: PathBuf,
    stderr_path: PathBuf,
    command: String,
}

/// A listen-mode collector after it ended.
pub struct ListenerRun {
    pub output: RunOutput,
    pub out_dir: PathBuf,
}

impl Listener {
    /// Starts a collector on `socket` (None: the default socket, AOTSPY_SOCKET unset) that
    /// renders into `out_dir`, and waits until it says it listens.
    pub fn start(socket: Option<&Path>, out_dir: &Path) -> Listener {
        let logs = out_dir.with_extension("logs");
        let _ = fs::remove_dir_all(&logs);
        fs::create_dir_all(&logs).unwrap();
        let stdout_path = logs.join("stdout");
        let stderr_path = logs.join("stderr");
        let mut cmd = Command::new(aotspy_bin());
        for var in SCRUBBED_ENV {
            cmd.env_remove(var);
        }
        cmd.env("AOTSPY_CACHE", cache_dir());
        let socket = match socket {
            Some(socket) => {
                cmd.env("AOTSPY_SOCKET", socket);
                socket.to_owned()
            }
            None => PathBuf::from(format!("/tmp/aotspy-{}/collector.sock", uid())),
        };
        cmd.arg("collect")
            .arg("--out")
            .arg(out_dir)
            .stdin(Stdio::null())
            .stdout(fs::File::create(&stdout_path).unwrap())
            .stderr(fs::File::create(&stderr_path).unwrap());
        let command = shell_words(&cmd);
        let child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let mut listener = Listener {
            out_dir: out_dir.to_owned(),
            socket,
            child: Some(child),
            stdout_path,
            stderr_path,
            command,
        };
        let listening = wait_until(Duration::from_secs(30), || {
            listener.stderr().contains("aotspy: listening on") || listener.exited()
        });
        if !listening || listener.exited() || !listener.socket.exists() {
            let run = listener.stop_with(libc::SIGKILL);
            panic!(
                "the collector did not start listening on {}:\n{}",
                run.output.command,
                run.output.describe()
            );
        }
        listener
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("running").id()
    }

    fn exited(&mut self) -> bool {
        self.child
            .as_mut()
            .is_none_or(|c| c.try_wait().unwrap().is_some())
    }

    /// What it printed on stderr so far.
    pub fn stderr(&self) -> String {
        fs::read_to_string(&self.stderr_path).unwrap_or_default()
    }

    /// Waits until its stderr contains `needle`; panics with it after `timeout`.
    pub fn wait_for_stderr(&self, needle: &str, timeout: Duration) {
        if !wait_until(timeout, || self.stderr().contains(needle)) {
            panic!(
                "the collector did not print {needle:?} within {timeout:?}; its stderr:\n{}",
                self.stderr()
            );
        }
    }

    pub fn signal(&self, signal: i32) {
        send_signal(self.pid(), signal);
    }

    /// Ctrl-C: it stops listening and renders the report. Panics if it does not end within
    /// [`RUN_TIMEOUT`].
    pub fn stop(self) -> ListenerRun {
        self.stop_with(libc::SIGINT)
    }

    /// Sends `signal` and waits for the collector to end (killing it after [`RUN_TIMEOUT`]).
    pub fn stop_with(mut self, signal: i32) -> ListenerRun {
        let mut child = self.child.take().expect("running");
        // SAFETY: kill(2) has no memory-safety preconditions.
        unsafe { libc::kill(child.id() as libc::pid_t, signal) };
        let start = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > RUN_TIMEOUT {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "the collector did not end within {RUN_TIMEOUT:?} of signal {signal}: {}\n--- stderr:\n{}",
                    self.command,
                    self.stderr()
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        ListenerRun {
            output: RunOutput {
                command: self.command.clone(),
                status,
                stdout: fs::read_to_string(&self.stdout_path).unwrap_or_default(),
                stderr: self.stderr(),
            },
            out_dir: self.out_dir.clone(),
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            // SAFETY: as above. SIGCONT first, in case a test stopped it.
            unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGCONT) };
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl ListenerRun {
    /// Its report.json, with `expected` standing for what the clients print without aotspy
    /// (their stdout concatenated; see [`Collection::workload_counts`]).
    pub fn collection(self, expected: RunOutput) -> Collection {
        let c = Collection::load(&self.out_dir, self.output, expected);
        if !c.output.status.success() {
            c.fail("the listening collector did not exit 0 after Ctrl-C");
        }
        c
    }
}

/// Runs `aotspy report --out <out_dir> <inputs>` (or without `--out` when `None`: a single run
/// directory is then rendered in place), expecting exit 0, and loads the report; `expected`
/// stands for what the programs printed without aotspy.
pub fn report(out_dir: Option<&Path>, inputs: &[&Path], expected: RunOutput) -> Collection {
    let mut cmd = Command::new(aotspy_bin());
    cmd.env("AOTSPY_CACHE", cache_dir()).arg("report");
    if let Some(out) = out_dir {
        let _ = fs::remove_dir_all(out);
        cmd.arg("--out").arg(out);
    }
    cmd.args(inputs);
    let output = run(&mut cmd, RUN_TIMEOUT);
    let dir = out_dir.unwrap_or(inputs[0]);
    let c = Collection::load(dir, output, expected);
    if !c.output.status.success() {
        c.fail("aotspy report did not exit 0");
    }
    c
}

/// Stands in for the output of programs run without aotspy: their stdout concatenated.
pub fn expected_output(outputs: &[&RunOutput]) -> RunOutput {
    use std::os::unix::process::ExitStatusExt;
    RunOutput {
        command: outputs
            .iter()
            .map(|o| o.command.as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        status: ExitStatus::from_raw(0),
        stdout: outputs.iter().map(|o| o.stdout.as_str()).collect(),
        stderr: outputs.iter().map(|o| o.stderr.as_str()).collect(),
    }
}

// ---------------------------------------------------------------------------------------------
// Reports

/// One `aotspy collect` run and its report.json.
pub struct Collection {
    pub out_dir: PathBuf,
    /// report.json, validated against docs/report.schema.json and deserialized.
    pub report: schema::Report,
    /// report.json as written, for failure messages.
    text: String,
    /// The `aotspy collect` run.
    pub output: RunOutput,
    /// The same workload without aotspy.
    pub standalone: RunOutput,
}

impl Collection {
    /// Loads `<out_dir>/report.json` written by `output` (an aotspy run); `standalone` is what the
    /// workload(s) printed without aotspy.
    pub fn load(out_dir: &Path, output: RunOutput, standalone: RunOutput) -> Collection {
        let report_path = out_dir.join("report.json");
        let text = fs::read_to_string(&report_path).unwrap_or_else(|e| {
            panic!(
                "no {}: {e}\n--- aotspy run:\n{}",
                report_path.display(),
                output.describe()
            )
        });
        let report = typed::parse_report(&text).unwrap_or_else(|e| {
            panic!(
                "{}: {e}\n{text}\n--- aotspy run:\n{}",
                report_path.display(),
                output.describe()
            )
        });
        Collection {
            out_dir: out_dir.to_owned(),
            report,
            text,
            output,
            standalone,
        }
    }

    /// Panics with `msg`, the report and both runs.
    pub fn fail(&self, msg: &str) -> ! {
        panic!(
            "{msg}\n--- report.json ({}):\n{}\n--- aotspy run:\n{}\n--- workload alone:\n{}",
            self.out_dir.join("report.json").display(),
            self.text,
            self.output.describe(),
            self.standalone.describe()
        )
    }

    pub fn modules(&self) -> &[schema::ModuleEntry] {
        &self.report.modules
    }

    pub fn kernels(&self) -> &[schema::KernelEntry] {
        &self.report.kernels
    }

    pub fn processes(&self) -> &[schema::ProcessEntry] {
        &self.report.processes
    }

    pub fn kernels_named(&self, name: &str) -> Vec<&schema::KernelEntry> {
        self.kernels().iter().filter(|k| k.name == name).collect()
    }

    /// The one kernel entry called `name`.
    pub fn kernel(&self, name: &str) -> &schema::KernelEntry {
        match self.kernels_named(name)[..] {
            [k] => k,
            [] => self.fail(&format!("no kernel \"{name}\" in the report")),
            _ => self.fail(&format!("several kernels \"{name}\" in the report")),
        }
    }

    /// The modules[] entry a kernel entry points to.
    pub fn module_of(&self, kernel: &schema::KernelEntry) -> &schema::ModuleEntry {
        let found: Vec<&schema::ModuleEntry> = self
            .modules()
            .iter()
            .filter(|m| m.id == kernel.module)
            .collect();
        match found[..] {
            [m] => m,
            _ => self.fail(&format!(
                "kernel {} refers to module {}: {} modules have that id",
                kernel.name,
                kernel.module,
                found.len()
            )),
        }
    }

    /// Kernel name -> dispatches over the report; fails on a name listed twice.
    pub fn dispatch_counts(&self) -> BTreeMap<String, u64> {
        let mut map = BTreeMap::new();
        for k in self.kernels() {
            if map.insert(k.name.clone(), k.dispatches).is_some() {
                self.fail(&format!("kernel \"{}\" is listed twice", k.name));
            }
        }
        map
    }

    /// What the workload says it dispatched: its "kernel <module>:<name> dispatches=<n>" lines,
    /// summed by name (over modules and processes).
    pub fn workload_counts(&self) -> BTreeMap<String, u64> {
        let mut map = BTreeMap::new();
        for line in self.standalone.stdout.lines() {
            let Some(rest) = line.strip_prefix("kernel ") else {
                continue;
            };
            let (id, n) = rest.rsplit_once(" dispatches=").expect("workload line");
            let name = id.split_once(':').expect("module:name").1;
            *map.entry(name.to_owned()).or_insert(0) += n.parse::<u64>().unwrap();
        }
        map
    }

    /// The report lists exactly these kernels with these dispatch counts. The expectation is
    /// also checked against the workload's own count, so a wrong test fails as such.
    pub fn assert_dispatches(&self, expected: &[(&str, u64)]) {
        let expected: BTreeMap<String, u64> =
            expected.iter().map(|(k, n)| (k.to_string(), *n)).collect();
        let workload = self.workload_counts();
        for (name, n) in &expected {
            let w = workload.get(name).copied().unwrap_or(0);
            assert_eq!(
                w, *n,
                "test bug: expects {name} dispatched {n} times, the workload says {w}:\n{}",
                self.standalone.stdout
            );
        }
        for (name, w) in &workload {
            assert!(
                *w == 0 || expected.contains_key(name),
                "test bug: the workload dispatched {name} {w} times, the test expects nothing:\n{}",
                self.standalone.stdout
            );
        }
        let got = self.dispatch_counts();
        if got != expected {
            self.fail(&format!(
                "dispatch counts differ\n expected: {expected:?}\n      got: {got:?}"
            ));
        }
    }

    /// The processes[] entry of `pid`.
    pub fn process(&self, pid: u32) -> &schema::ProcessEntry {
        let found: Vec<&schema::ProcessEntry> =
            self.processes().iter().filter(|p| p.pid == pid).collect();
        match found[..] {
            [p] => p,
            _ => self.fail(&format!(
                "expected one process with pid {pid}, the report has {}",
                found.len()
            )),
        }
    }

    /// Every pid in processes[], sorted.
    pub fn pids(&self) -> Vec<u32> {
        let mut pids: Vec<u32> = self.processes().iter().map(|p| p.pid).collect();
        pids.sort();
        pids
    }

    /// Kernel name -> dispatches in the per-process breakdown of `pid` (summed over modules).
    pub fn process_counts(&self, pid: u32) -> BTreeMap<String, u64> {
        let mut map = BTreeMap::new();
        for k in &self.process(pid).kernels {
            *map.entry(k.name.clone()).or_insert(0) += k.dispatches;
        }
        map
    }

    /// The per-process breakdown of `pid` is exactly `expected`.
    pub fn assert_process_dispatches(&self, pid: u32, expected: &[(&str, u64)]) {
        let expected: BTreeMap<String, u64> =
            expected.iter().map(|(k, n)| (k.to_string(), *n)).collect();
        let got = self.process_counts(pid);
        if got != expected {
            self.fail(&format!(
                "pid {pid}: dispatch counts differ\n expected: {expected:?}\n      got: {got:?}"
            ));
        }
    }

    /// The sorted "pids" of a kernel entry (the processes that dispatched it).
    pub fn kernel_pids(&self, name: &str) -> Vec<u32> {
        let mut pids = self.kernel(name).pids.clone();
        pids.sort();
        pids
    }

    /// The report's `attach` entry (of an `aotspy attach` report).
    pub fn attach(&self) -> &schema::AttachEntry {
        self.report
            .attach
            .as_ref()
            .unwrap_or_else(|| self.fail("the report has no \"attach\" entry"))
    }

    /// The report's warnings[].
    pub fn warnings(&self) -> Vec<String> {
        self.report.warnings.clone()
    }

    /// The kernel's disassembly, read from its listing file (its "asm" path is relative to the
    /// report's directory).
    pub fn asm_text(&self, kernel: &schema::KernelEntry) -> String {
        let rel = kernel
            .asm
            .as_deref()
            .unwrap_or_else(|| self.fail(&format!("kernel {} has no \"asm\" path", kernel.name)));
        schema::listing::read(&self.out_dir, rel, std::fs::File::open).unwrap_or_else(|e| {
            self.fail(&format!(
                "kernel {}: cannot read its listing {}: {e}",
                kernel.name,
                self.out_dir.join(rel).display()
            ))
        })
    }
}

// ---------------------------------------------------------------------------------------------
// Raw streams

/// What one stream file holds, decoded with `aotspy-proto` independently of the collector.
#[derive(Debug)]
pub struct DecodedStream {
    pub hello: aotspy_proto::Hello,
    /// Kernel name -> latest cumulative dispatches, summed over kernel ids of that name.
    pub dispatches: BTreeMap<String, u64>,
    pub modules: usize,
    /// The native binary's size in each Module frame, in stream order: 0 for a module whose
    /// binary the stream carried before (sent by hash alone).
    pub module_binary_bytes: Vec<usize>,
    pub goodbye: bool,
    /// Why decoding stopped before the end, if it did.
    pub error: Option<String>,
}

/// The preamble and Hello of a stream, leaving `r` at the frame after it.
fn read_hello(r: &mut &[u8]) -> Result<aotspy_proto::Hello, String> {
    aotspy_proto::read_preamble(r).map_err(|e| e.to_string())?;
    match aotspy_proto::read_frame(r).map_err(|e| e.to_string())? {
        Some(aotspy_proto::Event::Hello(hello)) => Ok(hello),
        other => Err(format!("first event is not Hello: {other:?}")),
    }
}

/// A stream file's bytes as the preload wrote them: a report's `streams/` keeps them
/// gzip-compressed once the report is made, a spool as they are.
pub fn stream_bytes(path: &Path) -> Result<Vec<u8>, String> {
    let bytes = fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if !bytes.starts_with(&[0x1f, 0x8b]) {
        return Ok(bytes);
    }
    let mut decoded = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::MultiGzDecoder::new(&bytes[..]),
        &mut decoded,
    )
    .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(decoded)
}

/// Decodes a stream file (preamble, Hello, frames).
pub fn decode_stream(path: &Path) -> Result<DecodedStream, String> {
    use aotspy_proto::Event;
    let bytes = stream_bytes(path)?;
    let mut r = &bytes[..];
    let hello = read_hello(&mut r)?;
    let mut names = BTreeMap::new();
    let mut totals: BTreeMap<u64, u64> = BTreeMap::new();
    let mut modules = 0;
    let mut module_binary_bytes = Vec::new();
    let mut goodbye = false;
    let error = loop {
        match aotspy_proto::read_frame(&mut r) {
            Ok(None) => break None,
            Err(e) => break Some(e.to_string()),
            Ok(Some(event)) => match event {
                Event::Module(m) => {
                    modules += 1;
                    module_binary_bytes.push(m.native_binary.len());
                }
                Event::Kernel(k) => {
                    names.insert(k.id, k.name);
                }
                Event::Dispatches(ds) => {
                    for d in ds {
                        totals.insert(d.kernel, d.dispatches);
                    }
                }
                Event::Goodbye => goodbye = true,
                _ => {}
            },
        }
    };
    let mut dispatches = BTreeMap::new();
    for (id, n) in totals {
        let name = names
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("<undescribed kernel id {id}>"));
        *dispatches.entry(name).or_insert(0) += n;
    }
    Ok(DecodedStream {
        hello,
        dispatches,
        modules,
        module_binary_bytes,
        goodbye,
        error,
    })
}

// ---------------------------------------------------------------------------------------------
// The oneAPI stack (modern stack only): real SYCL, oneMKL and oneDNN, checked against an
// independent counter

/// The venv holding the PyPI oneAPI stack inside the modern root (`scripts/stack`).
pub const ONEAPI_VENV: &str = "/opt/oneapi";

/// What `tests/c/` builds against the oneAPI stack.
pub struct OneApiArtifacts {
    /// `libze_counter.so` from `tests/c/ze_counter.c`: counts dispatches on the loader's tracing
    /// layer, independently of aotspy.
    pub counter: PathBuf,
    /// `tests/c/onednn_matmul.c`, linked with the venv's libdnnl.
    pub onednn_matmul: PathBuf,
    /// `tests/c/ze_residency.c`: residency calls on each call path, and their results.
    pub ze_residency: PathBuf,
}

/// Builds (when stale) the counter and the programs; once per test binary. Needs the modern
/// stack: its loader has the tracing API the counter registers with and `zeInitDrivers`, and
/// its venv has oneDNN's headers.
pub fn oneapi_artifacts() -> &'static OneApiArtifacts {
    static ARTIFACTS: OnceLock<OneApiArtifacts> = OnceLock::new();
    ARTIFACTS.get_or_init(|| {
        assert!(
            on_modern_stack(),
            "the oneAPI workloads need the modern stack (scripts/stack modern)"
        );
        let bin_dir = build_dir().join("bin");
        fs::create_dir_all(&bin_dir).unwrap();
        let lock = fs::File::create(build_dir().join(".lock")).unwrap();
        lock.lock().expect("lock the test build directory");
        let c = manifest_dir().join("c");
        let artifacts = OneApiArtifacts {
            counter: bin_dir.join("libze_counter.so"),
            onednn_matmul: bin_dir.join("onednn_matmul"),
            ze_residency: bin_dir.join("ze_residency"),
        };
        gcc(
            &c.join("ze_counter.c"),
            &artifacts.counter,
            &["-shared", "-fPIC"],
            &["-lze_loader", "-lpthread"],
        );
        let include = format!("-I{ONEAPI_VENV}/include");
        let lib_dir = format!("-L{ONEAPI_VENV}/lib");
        let rpath = format!("-Wl,-rpath,{ONEAPI_VENV}/lib");
        gcc(
            &c.join("onednn_matmul.c"),
            &artifacts.onednn_matmul,
            &[&include],
            &[&lib_dir, &rpath, "-ldnnl"],
        );
        gcc(
            &c.join("ze_residency.c"),
            &artifacts.ze_residency,
            &[],
            &["-lze_loader", "-ldl"],
        );
        drop(lock);
        artifacts
    })
}

/// `tests/python/<script>`.
pub fn python_script(script: &str) -> PathBuf {
    let path = manifest_dir().join("python").join(script);
    assert!(path.is_file(), "no {}", path.display());
    path
}

/// Kernel name and origin (`jit` or `aot`, from the input its module was created from).
pub type KernelOrigin = (String, String);

/// What the counter calls a module of aotspy's `origin`: it only sees the input, so every
/// native input the driver ran as given (`aot`, `generated`, `cached`) is `aot` to it.
pub fn input_origin(origin: &str) -> &str {
    match origin {
        "generated" | "cached" => "aot",
        other => other,
    }
}

/// What `libze_counter.so` wrote for one process (see `tests/c/ze_counter.c`).
#[derive(Debug, Default)]
pub struct CounterCounts {
    /// (kernel name, origin) -> dispatches.
    pub dispatches: BTreeMap<KernelOrigin, u64>,
    /// Entry point -> successful calls.
    pub calls: BTreeMap<String, u64>,
    /// Entry point -> calls the driver refused with ZE_RESULT_ERROR_UNINITIALIZED.
    pub refused: BTreeMap<String, u64>,
}

impl CounterCounts {
    pub fn parse(text: &str) -> CounterCounts {
        let mut counts = CounterCounts::default();
        for line in text.lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            let number = |n: &str| -> u64 {
                n.parse()
                    .unwrap_or_else(|_| panic!("counter line {line:?}"))
            };
            match fields[..] {
                ["kernel", name, origin, n] => {
                    counts
                        .dispatches
                        .insert((name.to_owned(), origin.to_owned()), number(n));
                }
                ["calls", function, n] => {
                    counts.calls.insert(function.to_owned(), number(n));
                }
                ["refused", function, n] => {
                    counts.refused.insert(function.to_owned(), number(n));
                }
                _ => panic!("unexpected counter line {line:?}"),
            }
        }
        counts
    }

    pub fn total_refused(&self) -> u64 {
        self.refused.values().sum()
    }
}

/// One oneAPI workload run under `aotspy collect --emulate <device>` with the counter
/// preloaded after libaotspy.so, in the same process.
pub struct CountedRun {
    pub collection: Collection,
    pub counter: CounterCounts,
    pub wall: Duration,
}

/// Runs `aotspy collect --emulate <device> --out <run dir> -- <command>` with
/// `libze_counter.so` preloaded next to libaotspy.so (through `sh -c`, so that the collector
/// itself never loads the counter) and the loader's tracing layer on; `env` adds variables
/// (e.g. `SYCL_UR_USE_LEVEL_ZERO_V2`). Asserts that aotspy exits 0 with `expected_line` (what
/// the workload prints) in its stdout and that exactly one process wrote counts.
pub fn collect_counted(
    name: &str,
    device: &str,
    env: &[(&str, &str)],
    command: &[OsString],
    expected_line: &str,
) -> CountedRun {
    let out_dir = run_dir(name);
    // Outside the report directory, which the collector writes.
    let work_dir = build_dir().join("runs").join(format!("{name}.work"));
    let _ = fs::remove_dir_all(&work_dir);
    let counter_dir = work_dir.join("counter");
    fs::create_dir_all(&counter_dir).unwrap();
    let mut cmd = Command::new(aotspy_bin());
    cmd.current_dir(&work_dir)
        .env("AOTSPY_CACHE", cache_dir())
        .env("ZE_ENABLE_TRACING_LAYER", "1")
        .env("ZE_COUNTER_DIR", &counter_dir)
        .env("ZE_COUNTER_LIB", &oneapi_artifacts().counter);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.args(["collect", "--emulate", device, "--out"])
        .arg(&out_dir)
        .args([
            "--",
            "sh",
            "-c",
            r#"LD_PRELOAD="$LD_PRELOAD:$ZE_COUNTER_LIB" exec "$@""#,
            "sh",
        ])
        .args(command);
    let start = Instant::now();
    let output = run(&mut cmd, RUN_TIMEOUT);
    let wall = start.elapsed();
    let expected = RunOutput {
        command: format!("(the workload prints) {expected_line}"),
        status: {
            use std::os::unix::process::ExitStatusExt;
            ExitStatus::from_raw(0)
        },
        stdout: format!("{expected_line}\n"),
        stderr: String::new(),
    };
    let collection = Collection::load(&out_dir, output, expected);
    if !collection.output.status.success() {
        collection.fail("aotspy collect did not exit 0");
    }
    if !collection
        .output
        .stdout
        .contains(&collection.standalone.stdout)
    {
        collection.fail("the workload's line is not in aotspy's stdout");
    }
    let files = files_in(&counter_dir);
    let [file] = &files[..] else {
        collection.fail(&format!(
            "expected one counts file in {}, found {files:?}",
            counter_dir.display()
        ));
    };
    let counter = CounterCounts::parse(&fs::read_to_string(file).unwrap());
    CountedRun {
        collection,
        counter,
        wall,
    }
}

impl Collection {
    /// (kernel name, origin as the counter sees it: [`input_origin`]) -> dispatches, summed
    /// over the kernel entries with both (one name can come from several modules, e.g. SYCL's
    /// fill kernel in dpnp and in oneMKL).
    pub fn dispatches_by_kernel_origin(&self) -> BTreeMap<KernelOrigin, u64> {
        let mut map = BTreeMap::new();
        for k in self.kernels() {
            let origin = input_origin(k.origin.as_str()).to_owned();
            *map.entry((k.name.clone(), origin)).or_insert(0) += k.dispatches;
        }
        map
    }

    /// The diagnostics of every process.
    pub fn diagnostics(&self) -> Vec<String> {
        self.processes()
            .iter()
            .flat_map(|p| p.diagnostics.iter().cloned())
            .collect()
    }
}

/// examples/vector_add built as scripts/demo builds it, into `dir`.
pub fn build_example(dir: &Path) {
    build_example_with(dir, &[]);
}

/// [`build_example`] with `kernel_options` (e.g. `-ze-opt-large-register-file`) for the AOT
/// kernels.
pub fn build_example_with(dir: &Path, kernel_options: &[&str]) {
    let src = manifest_dir().join("../examples/vector_add");
    fs::create_dir_all(dir).unwrap();
    let steps: [&[&str]; 2] = [
        &[
            "-file",
            "kernels.cl",
            "-device",
            "pvc,dg2-g10",
            "--format",
            "zebin",
            "-output",
            "kernels",
        ],
        &[
            "-file",
            "normalize.cl",
            "-device",
            "pvc",
            "-spv_only",
            "-output",
            "normalize",
        ],
    ];
    for (n, step) in steps.iter().enumerate() {
        let mut ocloc = Command::new("ocloc");
        ocloc.arg("compile").args(*step);
        if n == 0 && !kernel_options.is_empty() {
            ocloc.arg("-options").arg(kernel_options.join(" "));
        }
        let out = run(
            ocloc
                .arg("-output_no_suffix")
                .arg("-out_dir")
                .arg(dir)
                .current_dir(&src),
            RUN_TIMEOUT,
        );
        assert!(out.status.success(), "{}", out.describe());
    }
    let out = run(
        Command::new("gcc")
            .args(["-std=gnu11", "-O2", "-g", "-o"])
            .arg(dir.join("vector_add"))
            .arg(src.join("main.c"))
            .arg("-lze_loader"),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
}

/// The example built by [`build_example_with`] into `<build dir>/<name>`, run under
/// `aotspy collect --emulate pvc` (see [`collect_command`]).
pub fn collect_example(name: &str, kernel_options: &[&str]) -> Collection {
    let dir = build_dir().join(name);
    build_example_with(&dir, kernel_options);
    let standalone = run(
        Command::new(dir.join("vector_add"))
            .arg(&dir)
            .envs(EMULATE_ENV.iter().copied()),
        RUN_TIMEOUT,
    );
    collect_command(
        name,
        &[],
        &[dir.join("vector_add").into(), dir.clone().into()],
        standalone,
        Outcome::Exit(0),
    )
}

// ---------------------------------------------------------------------------------------------
// Injection without ptrace (tests/tests/inject_self.rs)

/// `tests/c/inject_self.c`, built (when stale) against the loader: a workload that injects
/// libaotspy into itself halfway, as `aotspy attach` does from outside.
pub fn inject_self_binary() -> PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY
        .get_or_init(|| c_program("inject_self", &["-lze_loader", "-ldl", "-lpthread"]))
        .clone()
}

/// `tests/c/NAME.c` built, when stale, into the build directory's `bin/`, with `libs`; the
/// build directory's lock is held while it builds.
fn c_program(name: &str, libs: &[&str]) -> PathBuf {
    let bin_dir = build_dir().join("bin");
    fs::create_dir_all(&bin_dir).unwrap();
    let lock = fs::File::create(build_dir().join(".lock")).unwrap();
    lock.lock().expect("lock the test build directory");
    let bin = bin_dir.join(name);
    gcc(
        &manifest_dir().join("c").join(format!("{name}.c")),
        &bin,
        &[],
        libs,
    );
    bin
}

/// Every event of a stream file after its Hello, decoded with `aotspy-proto`; fails on a
/// stream that does not decode to its end.
pub fn stream_events(
    path: &Path,
) -> Result<(aotspy_proto::Hello, Vec<aotspy_proto::Event>), String> {
    let bytes = stream_bytes(path)?;
    let mut r = &bytes[..];
    let hello = read_hello(&mut r)?;
    let mut events = Vec::new();
    while let Some(event) = aotspy_proto::read_frame(&mut r).map_err(|e| e.to_string())? {
        events.push(event);
    }
    Ok((hello, events))
}

// ---------------------------------------------------------------------------------------------
// Attaching to processes started without the preload (tests/tests/attach_inject.rs)

/// `tests/c/attach_loop.c` (see its header comment), built when stale into the build directory.
pub fn attach_loop_bin() -> PathBuf {
    c_program("attach_loop", &["-lze_loader", "-lpthread"])
}

/// Removes from `cmd`'s environment what would change what a run does (the preload, the
/// tracing layer, aotspy's variables), as [`start`] does, unless `cmd` sets them itself.
pub fn scrub_env(cmd: &mut Command) {
    for var in SCRUBBED_ENV {
        if !cmd.get_envs().any(|(k, _)| k == OsStr::new(var)) {
            cmd.env_remove(var);
        }
    }
}

/// A program whose stdout and stderr lines the test reads while it runs (a [`Running`] only
/// gives them at the end). Killed on drop if still running.
pub struct LiveProcess {
    command: String,
    child: Option<std::process::Child>,
    stdout: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    stderr: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    readers: Vec<std::thread::JoinHandle<()>>,
}

impl LiveProcess {
    /// Starts `cmd` (environment scrubbed as by [`scrub_env`], stdin /dev/null).
    pub fn start(cmd: &mut Command) -> LiveProcess {
        use std::io::BufRead;
        scrub_env(cmd);
        let command = shell_words(cmd);
        cmd.stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = cmd
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let stdout = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut readers = Vec::new();
        let pipes: [(Box<dyn Read + Send>, _); 2] = [
            (Box::new(child.stdout.take().unwrap()), stdout.clone()),
            (Box::new(child.stderr.take().unwrap()), stderr.clone()),
        ];
        for (pipe, lines) in pipes {
            readers.push(std::thread::spawn(move || {
                for line in std::io::BufReader::new(pipe).split(b'\n') {
                    let Ok(line) = line else { break };
                    lines
                        .lock()
                        .unwrap()
                        .push(String::from_utf8_lossy(&line).into_owned());
                }
            }));
        }
        LiveProcess {
            command,
            child: Some(child),
            stdout,
            stderr,
            readers,
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("running").id()
    }

    pub fn command(&self) -> &str {
        &self.command
    }

    /// The stdout lines read so far.
    pub fn stdout_lines(&self) -> Vec<String> {
        self.stdout.lock().unwrap().clone()
    }

    /// What it printed on stderr so far.
    pub fn stderr_text(&self) -> String {
        self.stderr.lock().unwrap().join("\n")
    }

    /// Its command, and its stdout and stderr so far.
    pub fn describe(&self) -> String {
        format!(
            "command: {}\n--- stdout:\n{}\n--- stderr:\n{}",
            self.command,
            self.stdout_lines().join("\n"),
            self.stderr_text()
        )
    }

    /// Its exit status, if it has exited.
    pub fn exit_status(&mut self) -> Option<ExitStatus> {
        self.child.as_mut().and_then(|c| c.try_wait().unwrap())
    }

    /// Waits (at most `timeout`) for a stdout line at index `from` or later that satisfies
    /// `pred`; returns its index, or `None` on timeout or when the program exited without it.
    pub fn wait_stdout(
        &mut self,
        from: usize,
        timeout: Duration,
        pred: impl Fn(&str) -> bool,
    ) -> Option<usize> {
        let mut found = None;
        let mut exited = false;
        wait_until(timeout, || {
            found = self
                .stdout
                .lock()
                .unwrap()
                .iter()
                .skip(from)
                .position(|l| pred(l))
                .map(|i| from + i);
            // Read the lines once more after the exit: the last ones may have come with it.
            let done = found.is_some() || exited;
            exited = self.exit_status().is_some();
            done
        });
        found
    }

    /// Waits (at most `timeout`) until its stderr contains `needle`; false on timeout or when
    /// the program exited without printing it.
    pub fn wait_stderr(&mut self, needle: &str, timeout: Duration) -> bool {
        let mut seen = false;
        let mut exited = false;
        wait_until(timeout, || {
            seen = self.stderr_text().contains(needle);
            let done = seen || exited;
            exited = self.exit_status().is_some();
            done
        });
        seen
    }

    /// Waits for it to exit and returns what it printed; kills it and panics after `timeout`.
    pub fn wait(mut self, timeout: Duration) -> RunOutput {
        let mut child = self.child.take().expect("running");
        let start = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > timeout {
                let _ = child.kill();
                let _ = child.wait();
                for reader in self.readers.drain(..) {
                    let _ = reader.join();
                }
                panic!(
                    "did not exit within {timeout:?}, killed:\n{}",
                    self.describe()
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        for reader in self.readers.drain(..) {
            let _ = reader.join();
        }
        RunOutput {
            command: self.command.clone(),
            status,
            stdout: self
                .stdout_lines()
                .iter()
                .map(|l| format!("{l}\n"))
                .collect(),
            stderr: self
                .stderr
                .lock()
                .unwrap()
                .iter()
                .map(|l| format!("{l}\n"))
                .collect(),
        }
    }
}

impl Drop for LiveProcess {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            // SAFETY: kill(2) has no memory-safety preconditions. SIGCONT first, in case it is
            // stopped (a tracer that died may leave it so).
            unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGCONT) };
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// The DOM of the report.html `page` in headless Chromium from `file://`, with `fragment` in the
/// URL, after the page's script ran, listings inflated included (the virtual time budget lets
/// the page's promises settle before the dump).
pub fn page_dom(page: &Path, fragment: &str) -> String {
    let found = Command::new("chromium")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    require(
        found,
        "chromium (scripts/setup and scripts/stack install it)",
    );
    let out = run(
        Command::new("chromium")
            .args(["--headless", "--disable-gpu", "--no-sandbox"])
            .args(["--virtual-time-budget=20000", "--dump-dom"])
            .arg(format!("file://{}#{fragment}", page.display())),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    out.stdout
}
