//! Installing aotspy as a user would, and the commands that look after a machine: the wheel in a
//! fresh venv on this stack's Python, the `../lib/aotspy` layout of `scripts/install`,
//! `aotspy doctor --json` against what this stack really has, and `aotspy clean`.

use aotspy_tests::*;
use serde_json::Value;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The wheel scripts/test builds (`AOTSPY_WHEEL`), else the newest in target/wheels.
fn wheel() -> PathBuf {
    if let Some(wheel) = std::env::var_os("AOTSPY_WHEEL") {
        return PathBuf::from(wheel);
    }
    let dir = target_dir().join("wheels");
    let mut wheels: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    wheels.retain(|p| p.extension().is_some_and(|x| x == "whl"));
    wheels.sort_by_key(|p| fs::metadata(p).and_then(|m| m.modified()).ok());
    wheels.pop().unwrap_or_else(|| {
        panic!(
            "no wheel in {} and AOTSPY_WHEEL is not set: build it with scripts/wheel (scripts/test does)",
            dir.display()
        )
    })
}

#[test]
fn the_wheel_installs_into_a_fresh_venv_and_collects_the_example() {
    let wheel = wheel();
    let scratch = Scratch::new("wheel");
    let venv = scratch.path("venv");
    let out = run(
        Command::new("python3").args(["-m", "venv"]).arg(&venv),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    let out = run(
        Command::new(venv.join("bin/pip"))
            .args(["install", "-q", "--no-index", "--disable-pip-version-check"])
            .arg(&wheel),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    assert!(
        venv.join("bin/aotspy").is_file(),
        "the wheel puts aotspy in bin/"
    );
    assert!(
        venv.join("lib/aotspy/libaotspy.so").is_file(),
        "the wheel puts libaotspy.so in lib/aotspy/"
    );

    let example = scratch.path("example");
    build_example(&example);
    let report = scratch.path("report");
    let out = run(
        Command::new(venv.join("bin/aotspy"))
            .env("AOTSPY_CACHE", cache_dir())
            .args(["collect", "--emulate", "pvc", "--out"])
            .arg(&report)
            .arg("--")
            .arg(example.join("vector_add"))
            .arg(&example),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    for line in ["main::vector_add", "main::scale", "normalize"] {
        assert!(
            out.stdout.contains(line),
            "the table lists {line}:\n{}",
            out.describe()
        );
    }
    let c = Collection::load(&report, out, run(&mut Command::new("true"), RUN_TIMEOUT));
    for (name, dispatches, origin) in [
        ("_ZTSZ4mainE10vector_add", 10, "aot"),
        ("_ZTSZ4mainE5scale", 10, "aot"),
        (
            "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E9normalize",
            1,
            "jit",
        ),
    ] {
        let kernel = c.kernel(name);
        assert_eq!(kernel.dispatches, dispatches, "{name}");
        assert_eq!(c.module_of(kernel).origin, origin, "{name}");
    }
}

#[test]
fn an_install_prefix_keeps_the_preload_in_lib_aotspy() {
    let scratch = Scratch::new("prefix");
    let bin = scratch.path("prefix/bin");
    let lib = scratch.path("prefix/lib/aotspy");
    fs::create_dir_all(&bin).unwrap();
    fs::create_dir_all(&lib).unwrap();
    fs::copy(aotspy_bin(), bin.join("aotspy")).unwrap();
    fs::copy(preload_lib(), lib.join("libaotspy.so")).unwrap();
    let doctor = doctor(&bin.join("aotspy"));
    let preload = check(&doctor, "preload");
    assert_eq!(preload["status"], "ok");
    assert_eq!(
        preload["found"],
        fs::canonicalize(lib.join("libaotspy.so"))
            .unwrap()
            .display()
            .to_string()
    );
}

fn doctor(aotspy: &Path) -> Value {
    let out = run(
        Command::new(aotspy)
            .env("AOTSPY_CACHE", cache_dir())
            .args(["doctor", "--json"]),
        RUN_TIMEOUT,
    );
    assert!(
        out.status.code() == Some(0),
        "doctor finds nothing failing on this stack:\n{}",
        out.describe()
    );
    serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("doctor --json is not JSON ({e}):\n{}", out.describe()))
}

fn check<'a>(doctor: &'a Value, area: &str) -> &'a Value {
    doctor["checks"]
        .as_array()
        .and_then(|checks| checks.iter().find(|c| c["area"] == area))
        .unwrap_or_else(|| panic!("doctor has no {area} check:\n{doctor:#}"))
}

fn strings(value: &Value) -> Vec<&str> {
    value
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

#[test]
fn doctor_tells_this_stack_as_it_is() {
    let d = doctor(&aotspy_bin());
    // No GPU here: Level Zero finds none, emulation works.
    assert_eq!(check(&d, "gpu")["status"], "warn", "{d:#}");
    let emulated = strings(&d["emulation_works_for"]);
    for device in ["pvc", "dg2", "tgllp"] {
        assert!(emulated.contains(&device), "{device} emulates: {d:#}");
    }
    assert_eq!(check(&d, "preload")["status"], "ok");
    assert_eq!(check(&d, "driver")["status"], "ok");
    let driver_path = d["driver"]["driver_path"].as_str().unwrap();
    assert!(Path::new(driver_path).is_file(), "{driver_path}");
    let ocloc = &d["ocloc"];
    let families: Vec<(&str, bool, bool)> = ocloc["families"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["device"].as_str().unwrap(),
                f["compiles"].as_bool().unwrap(),
                f["disassembles"].as_bool().unwrap(),
            )
        })
        .collect();
    let disassembles: Vec<&str> = families.iter().filter(|f| f.2).map(|f| f.0).collect();
    let exports = strings(&d["driver"]["loader_exports"]);
    if on_modern_stack() {
        assert_eq!(d["driver_package"], "libze-intel-gpu1 26.27.39122.14-1");
        assert_eq!(d["driver"]["loader_version"], "1.32.0");
        assert_eq!(ocloc["version"], "26.27.039122");
        assert_eq!(disassembles, ["bmg", "lnl", "pvc", "dg2", "mtl", "tgllp"]);
        assert_eq!(check(&d, "loader")["status"], "ok");
        assert!(exports.contains(&"zeCommandListAppendLaunchKernelWithArguments"));
    } else {
        assert_eq!(d["driver_package"], "intel-opencl-icd 22.43.24595.41-1");
        assert_eq!(d["driver"]["loader_version"], "1.8.0");
        assert_eq!(ocloc["version"], "22.43.24595");
        assert_eq!(disassembles, ["pvc", "dg2", "tgllp", "icllp", "skl"]);
        assert_eq!(check(&d, "loader")["status"], "warn");
        assert!(!exports.contains(&"zeCommandListAppendLaunchKernelWithArguments"));
        assert!(exports.contains(&"zeCommandListAppendLaunchKernel"));
    }
}

/// Sets a file's modification time `age` into the past.
fn age_file(path: &Path, age: Duration) {
    let when = std::time::SystemTime::now() - age;
    fs::File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(when))
        .unwrap();
}

#[test]
fn clean_removes_old_files_of_finished_processes_only() {
    let scratch = Scratch::new("clean");
    let spool = scratch.path("spool");
    fs::create_dir_all(&spool).unwrap();
    // A pid that has surely exited: a child we waited for.
    let mut child = Command::new("true").spawn().unwrap();
    let gone = child.id();
    child.wait().unwrap();
    let me = std::process::id();
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let two_days = Duration::from_secs(2 * 86_400);
    let files = [
        // (name, age, removed)
        (format!("{gone}-1000.aotspy"), two_days, true),
        (format!("{gone}-1000.counts"), two_days, true),
        (
            format!("{gone}-2000.aotspy"),
            Duration::from_secs(60),
            false,
        ),
        (format!("{me}-{now_ms}.aotspy"), two_days, false),
        ("notes.txt".to_owned(), two_days, false),
    ];
    for (name, age, _) in &files {
        let path = spool.join(name);
        fs::write(&path, b"x").unwrap();
        age_file(&path, *age);
    }
    let dry = run(
        Command::new(aotspy_bin())
            .args(["clean", "--dry-run", "--older-than", "1d"])
            .arg(&spool),
        RUN_TIMEOUT,
    );
    assert!(dry.status.success(), "{}", dry.describe());
    assert!(
        dry.stdout.contains("would remove 2 file(s)"),
        "{}",
        dry.describe()
    );
    assert_eq!(
        files_in(&spool).len(),
        files.len(),
        "--dry-run removes nothing"
    );

    let out = run(
        Command::new(aotspy_bin())
            .args(["clean", "--older-than", "1d"])
            .arg(&spool),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    assert!(
        out.stdout.contains("removed 2 file(s), 2 B from ")
            && out
                .stdout
                .contains("kept 1 of running processes and 1 younger than 1d"),
        "{}",
        out.describe()
    );
    for (name, _, removed) in &files {
        assert_eq!(!spool.join(name).exists(), *removed, "{name}");
    }
}

#[test]
fn setup_keeps_a_driver_that_is_not_debian_12s() {
    let out = run(
        Command::new("bash")
            .arg(manifest_dir().join("../scripts/setup"))
            .arg("--dry-run")
            // Inside the modern root, pretend to be an ordinary machine with sid's newer NEO.
            .env("AOTSPY_STACK", "dry-run"),
        RUN_TIMEOUT,
    );
    assert!(out.status.success(), "{}", out.describe());
    if on_modern_stack() {
        assert!(
            out.stdout.contains("found a GPU driver not from Debian 12")
                && out.stdout.contains("(libze-intel-gpu1)")
                && out
                    .stdout
                    .contains("not installing Debian's intel-opencl-icd"),
            "{}",
            out.describe()
        );
        assert!(!out.stdout.contains("would install: intel-opencl-icd"));
    } else {
        assert!(
            !out.stdout.contains("found a GPU driver not from Debian 12"),
            "Debian 12's own driver is setup's to manage:\n{}",
            out.describe()
        );
    }
}

#[test]
fn ocloc_is_found_under_its_versioned_name_and_the_search_is_told() {
    let real = run(
        Command::new("sh").args(["-c", "command -v ocloc"]),
        RUN_TIMEOUT,
    );
    let real = PathBuf::from(real.stdout.trim());
    let scratch = Scratch::new("ocloc-search");
    let bin = scratch.path("bin");
    fs::create_dir_all(&bin).unwrap();
    // Intel's packages install ocloc-<version>; the newest wins, compared as numbers.
    for name in ["ocloc-9.1.0", "ocloc-26.27.1", "ocloc-26.3.0"] {
        std::os::unix::fs::symlink(&real, bin.join(name)).unwrap();
    }
    let doctor_with_path = |path: &Path| {
        let out = run(
            Command::new(aotspy_bin())
                .env("PATH", path)
                .env("AOTSPY_CACHE", scratch.path("cache"))
                .args(["doctor", "--json"]),
            RUN_TIMEOUT,
        );
        let d: Value = serde_json::from_str(&out.stdout)
            .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", out.describe()));
        d
    };
    let d = doctor_with_path(&bin);
    assert_eq!(
        d["ocloc"]["path"],
        bin.join("ocloc-26.27.1").display().to_string(),
        "{d:#}"
    );
    let d = doctor_with_path(&scratch.path("empty"));
    let ocloc = check(&d, "ocloc");
    assert_eq!(ocloc["status"], "fail");
    let found = ocloc["found"].as_str().unwrap();
    assert!(
        found.starts_with("ocloc not found (looked for ")
            && found.contains("/opt/intel/oneapi/ocloc/latest/bin/ocloc")
            && found.contains("or set AOTSPY_OCLOC"),
        "{found}"
    );
}
