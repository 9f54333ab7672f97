//! Harness for the aotspy integration tests in `tests/tests/*.rs`.
//!
//! Everything runs on the real stack: the C workloads in `tests/c/` are built with gcc against the
//! Level Zero loader, the kernels in `tests/kernels/` are compiled with `ocloc`, and the NEO driver
//! runs them device-less ([`EMULATE_ENV`]). Nothing is mocked.
//!
//! * [`artifacts`] builds the workloads and kernels once per test binary into
//!   `target/aotspy-test-build/` (an exclusive file lock guards it across test binaries; outputs
//!   older than their source are rebuilt).
//! * [`Workload`] describes one run of `ze_workload` / `ze_workload_dl` (see the header comment of
//!   `tests/c/ze_workload.c` for its command line).
//! * [`Workload::collect`] runs it standalone (must succeed, gives the expected stdout and exit
//!   status), then under `aotspy collect --emulate pvc --out <dir> -- ...`, checks that stdout and
//!   exit status are unchanged, and parses `<dir>/report.json` into a [`Collection`] whose
//!   assertions print the whole report when they fail.
//!
//! `aotspy` and `libaotspy.so` are taken from `target/release` (or `$CARGO_TARGET_DIR/release`,
//! or `$AOTSPY_BIN_DIR`): build them first (`cargo build --release --workspace`, which
//! `scripts/test` does).

use serde_json::Value;
use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime};

/// NEO debug keys that make the driver run with a fake pvc device (no GPU needed).
pub const EMULATE_ENV: &[(&str, &str)] = &[
    ("NEOReadDebugKeys", "1"),
    ("SetCommandStreamReceiver", "1"),
    ("ProductFamilyOverride", "pvc"),
    ("HardwareInfoOverride", "1x4x8"),
    ("AUBDumpCaptureFileName", "/dev/null"),
    ("InjectInternalBuildOptions", "-cl-intel-allow-zebin"),
];

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

/// Where the C programs and compiled kernels go.
pub fn build_dir() -> PathBuf {
    target_dir().join("aotspy-test-build")
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
    lock.lock().expect("lock target/aotspy-test-build/.lock");

    let c = manifest_dir().join("c");
    let workload_src = c.join("ze_workload.c");
    let bench_src = c.join("bench_launch.c");
    let artifacts = Artifacts {
        ze_workload: bin_dir.join("ze_workload"),
        ze_workload_dl: bin_dir.join("ze_workload_dl"),
        bench_launch: bin_dir.join("bench_launch"),
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
    let produced = tmp.join(if form == Form::Spirv { "k.spv" } else { "k" });
    assert!(
        output.status.success() && produced.is_file(),
        "ocloc for {} ({form:?}) failed or wrote no {}:\n{}",
        src.display(),
        produced.display(),
        output.describe()
    );
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
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            let stdout = String::from_utf8_lossy(&out_reader.join().unwrap()).into_owned();
            let stderr = String::from_utf8_lossy(&err_reader.join().unwrap()).into_owned();
            panic!(
                "timed out after {timeout:?}, killed: {command}\n--- stdout:\n{stdout}\n--- stderr:\n{stderr}"
            );
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    RunOutput {
        command,
        status,
        stdout: String::from_utf8_lossy(&out_reader.join().unwrap()).into_owned(),
        stderr: String::from_utf8_lossy(&err_reader.join().unwrap()).into_owned(),
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
        let out = self.run_standalone();
        assert_eq!(
            out.status.code(),
            Some(code),
            "the workload itself (no aotspy) did not exit {code}:\n{}",
            out.describe()
        );
        out
    }

    /// [`Workload::collect_with`] without extra collector options, expecting exit status 0.
    pub fn collect(&self, name: &str) -> Collection {
        self.collect_with(name, &[], 0)
    }

    /// Runs the workload standalone (must exit `code`), then as
    /// `aotspy collect --emulate pvc --out target/aotspy-test-build/runs/<name> <collect_args> -- <workload>`,
    /// asserts that the workload's stdout appears unchanged in aotspy's stdout and that aotspy
    /// exits with the same status, and loads report.json.
    pub fn collect_with(&self, name: &str, collect_args: &[&str], code: i32) -> Collection {
        let standalone = self.run_standalone_expect(code);
        let out_dir = build_dir().join("runs").join(name);
        let _ = fs::remove_dir_all(&out_dir);
        fs::create_dir_all(&out_dir).unwrap();
        let mut cmd = Command::new(aotspy_bin());
        // Keep the disassembly cache inside target/, shared by the test runs.
        cmd.env("AOTSPY_CACHE", build_dir().join("aotspy-cache"));
        cmd.args(["collect", "--emulate", "pvc", "--out"])
            .arg(&out_dir)
            .args(collect_args)
            .arg("--")
            .args(self.command_line());
        let output = run(&mut cmd, RUN_TIMEOUT);
        let report_path = out_dir.join("report.json");
        let text = fs::read_to_string(&report_path).unwrap_or_else(|e| {
            panic!(
                "no {}: {e}\n--- aotspy run:\n{}",
                report_path.display(),
                output.describe()
            )
        });
        let report: Value = serde_json::from_str(&text).unwrap_or_else(|e| {
            panic!(
                "{} is not JSON: {e}\n{text}\n--- aotspy run:\n{}",
                report_path.display(),
                output.describe()
            )
        });
        let c = Collection {
            out_dir,
            report,
            output,
            standalone,
        };
        if c.output.status.code() != Some(code) {
            c.fail(&format!(
                "aotspy exited {:?}, the workload alone exits {code}",
                c.output.status.code()
            ));
        }
        if !c.output.stdout.contains(&c.standalone.stdout) {
            c.fail(&format!(
                "the workload's stdout is not in aotspy's stdout unchanged; alone it prints:\n{}",
                c.standalone.stdout
            ));
        }
        for key in ["modules", "kernels", "processes"] {
            if !c.report[key].is_array() {
                c.fail(&format!("report.json has no \"{key}\" array"));
            }
        }
        c
    }
}

// ---------------------------------------------------------------------------------------------
// Reports

/// One `aotspy collect` run and its report.json.
pub struct Collection {
    pub out_dir: PathBuf,
    pub report: Value,
    /// The `aotspy collect` run.
    pub output: RunOutput,
    /// The same workload without aotspy.
    pub standalone: RunOutput,
}

impl Collection {
    /// Panics with `msg`, the report and both runs.
    pub fn fail(&self, msg: &str) -> ! {
        panic!(
            "{msg}\n--- report.json ({}):\n{}\n--- aotspy run:\n{}\n--- workload alone:\n{}",
            self.out_dir.join("report.json").display(),
            serde_json::to_string_pretty(&self.report).unwrap(),
            self.output.describe(),
            self.standalone.describe()
        )
    }

    pub fn modules(&self) -> &[Value] {
        self.report["modules"].as_array().map_or(&[], |v| v)
    }

    pub fn kernels(&self) -> &[Value] {
        self.report["kernels"].as_array().map_or(&[], |v| v)
    }

    pub fn processes(&self) -> &[Value] {
        self.report["processes"].as_array().map_or(&[], |v| v)
    }

    pub fn kernels_named(&self, name: &str) -> Vec<&Value> {
        self.kernels()
            .iter()
            .filter(|k| k["name"] == name)
            .collect()
    }

    /// The one kernel entry called `name`.
    pub fn kernel(&self, name: &str) -> &Value {
        match self.kernels_named(name)[..] {
            [k] => k,
            [] => self.fail(&format!("no kernel \"{name}\" in the report")),
            _ => self.fail(&format!("several kernels \"{name}\" in the report")),
        }
    }

    /// The modules[] entry a kernel entry points to.
    pub fn module_of(&self, kernel: &Value) -> &Value {
        let id = &kernel["module"];
        let found: Vec<&Value> = self.modules().iter().filter(|m| &m["id"] == id).collect();
        match found[..] {
            [m] => m,
            _ => self.fail(&format!(
                "kernel {} refers to module {id}: {} modules have that id",
                kernel["name"],
                found.len()
            )),
        }
    }

    pub fn dispatches_of(&self, kernel: &Value) -> u64 {
        kernel["dispatches"].as_u64().unwrap_or_else(|| {
            self.fail(&format!(
                "kernel {} has no integer \"dispatches\"",
                kernel["name"]
            ))
        })
    }

    /// Kernel name -> dispatches over the report; fails on a name listed twice.
    pub fn dispatch_counts(&self) -> BTreeMap<String, u64> {
        let mut map = BTreeMap::new();
        for k in self.kernels() {
            let name = k["name"]
                .as_str()
                .unwrap_or_else(|| self.fail("a kernel has no string \"name\""));
            if map.insert(name.to_owned(), self.dispatches_of(k)).is_some() {
                self.fail(&format!("kernel \"{name}\" is listed twice"));
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

    /// The kernel's disassembly (its "asm" path is relative to the report's directory).
    pub fn asm_text(&self, kernel: &Value) -> String {
        let rel = kernel["asm"].as_str().unwrap_or_else(|| {
            self.fail(&format!("kernel {} has no \"asm\" path", kernel["name"]))
        });
        let path = self.out_dir.join(rel);
        fs::read_to_string(&path).unwrap_or_else(|e| {
            self.fail(&format!(
                "kernel {}: cannot read asm {}: {e}",
                kernel["name"],
                path.display()
            ))
        })
    }

    /// Asserts `kernel[field] == value`.
    pub fn assert_field(&self, what: &Value, field: &str, value: impl Into<Value>) {
        let value = value.into();
        if what[field] != value {
            self.fail(&format!(
                "{} \"{field}\" is {}, expected {value}",
                what.get("name").unwrap_or(&what["id"]),
                what[field]
            ));
        }
    }
}
