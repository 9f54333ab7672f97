//! Building device code and C programs for either stack: the workloads in `tests/c/` with gcc
//! against the Level Zero loader, the kernels in `tests/kernels/` with `ocloc` in each binary
//! form ([`Form`]), once per test binary into `target/aotspy-test-build/<stack>/`, under a
//! file lock shared by the test binaries, rebuilt when older than their source. The names of
//! the kernels they hold.

use crate::locations::build_dir;
use crate::locations::manifest_dir;
use crate::run::run;
use crate::run::RUN_TIMEOUT;
use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::SystemTime;

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

pub(crate) fn gcc(src: &Path, out: &Path, defines: &[&str], libs: &[&str]) {
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

/// `tests/c/attach_loop.c` (see its header comment), built when stale into the build directory.
pub fn attach_loop_bin() -> PathBuf {
    c_program("attach_loop", &["-lze_loader", "-lpthread"])
}
