//! The oneAPI stack (modern stack only): real SYCL, oneMKL and oneDNN programs, run under
//! `aotspy collect` and checked against an independent dispatch counter (`tests/c/ze_counter.c`
//! on the loader's tracing layer).

use crate::build::gcc;
use crate::locations::aotspy_bin;
use crate::locations::build_dir;
use crate::locations::cache_dir;
use crate::locations::manifest_dir;
use crate::locations::run_dir;
use crate::report::Collection;
use crate::run::run;
use crate::run::RunOutput;
use crate::run::RUN_TIMEOUT;
use crate::scratch::files_in;
use crate::stack::on_modern_stack;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;
use std::process::{Command, ExitStatus};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

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
